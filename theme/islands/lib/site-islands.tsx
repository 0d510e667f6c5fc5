// Hydrates the site's interactive components (compiler/site-islands.ts): each
// `<px-island>` the build wrote is given to React with the props it carries,
// its Markdown children as the HTML the build rendered (`<px-slot>`). Loaded
// only by pages holding an island; React and each component's code load when a
// page shows one. After a client navigation (`px:page`) the new page's islands
// are hydrated and those of the page left are unmounted.
import { PAGE_EVENT } from './route-events.js';

/** An island file's code, loaded on demand, and its path in the site. */
type Loader = [load: () => Promise<Record<string, unknown>>, file: string];

interface Mounted {
  unmount(): void;
}

const mounted = new Map<Element, Mounted>();

async function hydrate(element: HTMLElement, loaders: Record<string, Loader>): Promise<void> {
  const loader = loaders[element.dataset.island ?? ''];
  if (!loader) return;
  const [load, file] = loader;
  const [module, { mountIsland }] = await Promise.all([load(), import('./site-islands-react.js')]);
  // The page may have changed while the code loaded.
  if (!element.isConnected || mounted.has(element)) return;
  const Component = module[element.dataset.export ?? 'default'] as Parameters<typeof mountIsland>[1] | undefined;
  if (!Component) return;
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  } catch {
    return;
  }
  // Its children's HTML: in the template before it when the build's render did not show them, else in its slot.
  const before = element.previousElementSibling;
  const template = before instanceof HTMLTemplateElement && before.hasAttribute('data-px-slot') ? before : undefined;
  const slot = template ?? element.querySelector<HTMLElement>('px-slot');
  const name = element.dataset.export ?? 'default';
  mounted.set(element, mountIsland(element, Component, props, slot?.innerHTML, `${name === 'default' ? 'default export' : name} of ${file}`));
}

function hydrateAll(loaders: Record<string, Loader>): void {
  for (const [element, root] of mounted) {
    if (!element.isConnected) {
      root.unmount();
      mounted.delete(element);
    }
  }
  for (const element of document.querySelectorAll<HTMLElement>('px-island[data-island]')) {
    if (!mounted.has(element)) void hydrate(element, loaders);
  }
}

/** Hydrates the islands on the page now, and on each page client navigation shows. */
export function hydrateSiteIslands(loaders: Record<string, Loader>): void {
  hydrateAll(loaders);
  document.addEventListener(PAGE_EVENT, () => hydrateAll(loaders));
}
