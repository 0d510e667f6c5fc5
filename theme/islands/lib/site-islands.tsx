// Hydrates the site's interactive components (compiler/site-islands.ts): each
// `<px-island>` the build wrote is given to React with the props it carries,
// its Markdown children as the HTML the build rendered (`<px-slot>`), or, with
// islands among them, as elements holding those (slot-elements.tsx). Loaded
// only by pages holding an island; React and each component's code load when a
// page shows one. After a client navigation (`px:page`) the new page's islands
// are hydrated and those of the page left are unmounted. An island the build
// rendered inside the site's wrappers (`data-wrappers`) hydrates inside them
// (wrapper-chain.tsx, which loads their code with its own).
import { PAGE_EVENT } from './route-events.js';

/** An island file's code, loaded on demand, and its path in the site. */
type Loader = [load: () => Promise<Record<string, unknown>>, file: string];

interface Mounted {
  unmount(): void;
}

const mounted = new Map<Element, Mounted>();
/** The site's wrappers' code, by part (`DocItem/Layout`). */
let wrappers: Record<string, () => Promise<Record<string, unknown>>> = {};

/** Where an island's children are: the template before it when the build's render did not show them, else its slot. */
function slotOf(element: Element): { root: ParentNode; html: string } | undefined {
  const before = element.previousElementSibling;
  if (before instanceof HTMLTemplateElement && before.hasAttribute('data-px-slot')) return { root: before.content, html: before.innerHTML };
  const slot = element.querySelector('px-slot');
  return slot ? { root: slot, html: slot.innerHTML } : undefined;
}

/** The islands in `root`'s HTML, those waiting in templates too. */
function islandsIn(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>('px-island[data-island]')];
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-px-slot]')) found.push(...islandsIn(template.content));
  return found;
}

/** An island's component, its props, its children's place and its name for the console, from its loaded code. */
function islandOf(element: HTMLElement, code: Record<string, unknown>, file: string) {
  const name = element.dataset.export ?? 'default';
  const Component = code[name] as Parameters<typeof import('./site-islands-react.js').mountIsland>[1] | undefined;
  if (!Component) return undefined;
  try {
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    return { Component, props, slot: slotOf(element), name: `${name === 'default' ? 'default export' : name} of ${file}` };
  } catch {
    return undefined;
  }
}

async function hydrate(element: HTMLElement, loaders: Record<string, Loader>): Promise<void> {
  const slot = slotOf(element);
  // Islands among its children hydrate in its React tree (slot-elements.tsx): their code loads with its own.
  const inner = slot ? islandsIn(slot.root) : [];
  const ids = [...new Set([element, ...inner].map((island) => island.dataset.island ?? ''))].filter((id) => loaders[id]);
  if (!ids.includes(element.dataset.island ?? '')) return;
  const [modules, { mountIsland, AsBuilt }, elements, router, within] = await Promise.all([
    Promise.all(ids.map((id) => loaders[id][0]())),
    import('./site-islands-react.js'),
    inner.length ? import('./slot-elements.js') : undefined,
    // A plugin route's component: its `history` prop is the browser's (components/SiteIsland.tsx).
    // In a plugin route (`data-match`): its router hooks answer that route's match (components/SiteIsland.tsx).
    element.hasAttribute('data-router') || element.dataset.match ? import('../site/docusaurus.js') : undefined,
    element.dataset.wrappers && import('./wrapper-chain.js').then((chain) => chain.wrappersOf(element.dataset.wrappers!, wrappers)),
  ]);
  // The page may have changed while the code loaded.
  if (!element.isConnected || mounted.has(element)) return;
  const code = new Map(ids.map((id, index) => [id, modules[index]]));
  const find = (island: HTMLElement) => {
    const id = island.dataset.island ?? '';
    const module = code.get(id);
    return module && islandOf(island, module, loaders[id][1]);
  };
  const own = find(element);
  if (!own) return;
  if (router && element.hasAttribute('data-router')) {
    own.props.history = router.useHistory();
    own.props.route = router.routeGiven(own.props.route, own.Component);
    if (own.props.match) own.props.match = router.matchHere(own.props.match as Parameters<typeof router.matchHere>[0]);
  }
  if (router && element.dataset.match) own.Component = router.inRoute(own.Component, router.matchHere(JSON.parse(element.dataset.match) as Parameters<typeof router.matchHere>[0]));
  const children = slot && elements ? elements.slotElement(slot.root, find, AsBuilt) : slot?.html;
  mounted.set(element, mountIsland(element, own.Component, own.props, children, own.name, within || undefined));
}

function hydrateAll(loaders: Record<string, Loader>): void {
  for (const [element, root] of mounted) {
    if (!element.isConnected) {
      root.unmount();
      mounted.delete(element);
    }
  }
  for (const element of document.querySelectorAll<HTMLElement>('px-island[data-island]')) {
    // One inside another's children hydrates with it.
    if (!mounted.has(element) && !element.parentElement?.closest('px-island')) void hydrate(element, loaders);
  }
}

/** Hydrates the islands on the page now, and on each page client navigation shows. */
export function hydrateSiteIslands(loaders: Record<string, Loader>, siteWrappers: typeof wrappers = {}): void {
  wrappers = siteWrappers;
  hydrateAll(loaders);
  document.addEventListener(PAGE_EVENT, () => hydrateAll(loaders));
}
