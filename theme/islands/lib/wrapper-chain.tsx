// The site's wrappers around an island in the browser (src/theme/Layout, DocItem/Layout… importing
// `@theme-original/<Part>`: compiler/site-wrappers.ts renders them around the page when built). Docusaurus
// hydrates the whole page, so a context a wrapper provides reaches the page's components in the browser
// too; pxdocs hydrates islands alone, which got the context's default there. So an island the build
// rendered inside wrappers (`data-wrappers`) is hydrated inside them: each wrapper runs, its hooks and
// providers with it, and only the way from it to its `@theme-original/<Part>` is kept, where the
// island (or the next wrapper) goes. What it draws beside that way (a banner, the part's own markup)
// is the build's HTML, outside the island: rendering it here would not match the island's HTML.
// Docusaurus has one app per page: Root and each wrapper run once, their state shared by every component inside them.
// So the wrappers run once, in a React root of their own off the page (the host), as a tree of the chains the
// page's islands name (Root once, above all of them), and what the providers on each chain's way give is
// handed to the islands of that chain, which hydrate as before, each in its own root: a click in one island
// that sets Root's state reaches the others, and Root's effects run once.
import { Component, createElement, Fragment, isValidElement, useEffect, useLayoutEffect, useState, type ComponentType, type Context, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/** What `@theme-original/<Part>` (and `@theme-init/<Part>`) is in the browser: the place of what the wrapper wraps. */
export function Original(): ReactNode {
  return null;
}

type Props = Record<string, unknown>;
type Render = (props: Props) => ReactNode;
/** The contexts the providers on a way give, outermost first. */
type Given = readonly (readonly [context: Context<unknown>, value: unknown])[];
/** What goes in `Original`'s place, given what the providers above it give. */
type Place = (given: Given) => ReactNode;

const CONTEXT = Symbol.for('react.context');
const PROVIDER = Symbol.for('react.provider');
const MEMO = Symbol.for('react.memo');
const FORWARD_REF = Symbol.for('react.forward_ref');

/** Whether `value` (a prop, children) holds the `Original` element somewhere. */
function leads(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => leads(item, depth + 1));
  if (!isValidElement(value)) return false;
  if (value.type === Original) return true;
  return Object.values(value.props as Props).some((prop) => leads(prop, depth + 1));
}

/** The function a component element renders with (a plain function, memo's, forwardRef's), or undefined (a class). */
function renderOf(type: unknown): Render | undefined {
  if (typeof type === 'function') return (type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent ? undefined : (type as Render);
  const exotic = type as { $$typeof?: symbol; type?: unknown; render?: (props: Props, ref: null) => ReactNode } | null;
  if (exotic?.$$typeof === MEMO) return renderOf(exotic.type);
  if (exotic?.$$typeof === FORWARD_REF && exotic.render) return (props) => exotic.render!(props, null);
  return undefined;
}

/** `node` cut to the way to `Original`, `place` in its place; undefined when it does not lead there. */
function prune(node: unknown, place: Place, given: Given): ReactNode | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const kept = prune(item, place, given);
      if (kept !== undefined) return kept;
    }
    return undefined;
  }
  if (!isValidElement(node) || !leads(node)) return undefined;
  const { type } = node;
  const props = node.props as Props;
  if (type === Original) return place(given);
  const tag = (type as { $$typeof?: symbol } | null)?.$$typeof;
  // A provider stays, its value with it: the wrappers under it read it, and the islands are given it.
  if (tag === CONTEXT || tag === PROVIDER) {
    const context = (tag === PROVIDER ? (type as unknown as { _context: Context<unknown> })._context : type) as Context<unknown>;
    return createElement(type as ComponentType<Props>, { value: props.value }, prune(props.children, place, [...given, [context, props.value]]) ?? null);
  }
  const render = renderOf(type);
  // A component of the wrapper's (a provider holding state): it runs, and what it renders is cut the same way.
  if (render) return createElement(Pruned, { render, props, place, given });
  // An element (its markup is the build's), a fragment, a class component: the way goes on through what they hold.
  for (const value of Object.values(props)) {
    const kept = prune(value, place, given);
    if (kept !== undefined) return kept;
  }
  return undefined;
}

/** Renders `render` with `props` (its hooks are this component's), cut to the way to `Original`; all of it missing, `place` alone. */
function Pruned({ render, props, place, given }: { render: Render; props: Props; place: Place; given: Given }): ReactNode {
  return prune(render(props), place, given) ?? place(given);
}

/** A wrapper that throws in the browser (a hook pxdocs answers only when built): the islands hydrate without the wrappers, and the console says so. */
class WithoutWrappers extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn("pxdocs: the site's wrappers failed in the browser; the islands inside them run without what they provide.", error);
    for (const chain of chains.keys()) publish(chain, []);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** A chain the page's islands name (`data-wrappers`), its wrappers (outermost first) and how many islands are in it. */
interface Chain {
  parts: string[];
  wrappers: ComponentType<Props>[];
  islands: number;
}

const chains = new Map<string, Chain>();
/** What each chain's providers give, as the host last rendered them. */
const given = new Map<string, Given>();
const listeners = new Set<() => void>();
let host: Root | undefined;
/** The page the host last rendered for (a client navigation shows another). */
let renderedFor: string | undefined;
/** Whether the host has rendered for more than one page: Root's state is then an earlier page's, which the build's HTML does not show. */
let carried = false;

function publish(chain: string, value: Given): void {
  const last = given.get(chain);
  if (last && last.length === value.length && last.every(([context, held], index) => context === value[index]![0] && Object.is(held, value[index]![1]))) return;
  given.set(chain, value);
  for (const listener of listeners) listener();
}

/** Hands a chain's contexts to its islands when the host has rendered. */
function Publish({ chain, value }: { chain: string; value: Given }): null {
  useLayoutEffect(() => publish(chain, value));
  return null;
}

/**
 * A level of the chains' tree: each wrapper once, the chains ending under it published at its place. Root is kept
 * while islands come and go, and from page to page, as Docusaurus's app keeps it; the wrappers inside it, which
 * Docusaurus draws with each page's route, start afresh with each page.
 */
function level(depth: number, prefix: string[], value: Given): ReactNode[] {
  const below = [...chains].filter(([, chain]) => chain.islands > 0 && chain.parts.length > depth && prefix.every((part, index) => chain.parts[index] === part));
  const parts = [...new Set(below.map(([, chain]) => chain.parts[depth]!))];
  return parts.map((part) => {
    const wrapper = below.find(([, chain]) => chain.parts[depth] === part)![1].wrappers[depth]!;
    const path = [...prefix, part];
    const place: Place = (inner) => [
      ...below.filter(([, chain]) => chain.parts.length === depth + 1 && chain.parts[depth] === part).map(([key]) => createElement(Publish, { key: `=${key}`, chain: key, value: inner })),
      ...level(depth + 1, path, inner),
    ];
    const render = renderOf(wrapper);
    const key = depth === 0 && part === 'Root' ? part : `${part} ${renderedFor}`;
    return render ? createElement(Pruned, { key, render, props: { children: createElement(Original) }, place, given: value }) : createElement(Fragment, { key }, place(value));
  });
}

/** Renders the wrappers of every chain in use once, now: what they give is published before an island hydrates. */
function renderHost(): void {
  host ??= createRoot(document.createElement('div'));
  carried ||= renderedFor !== undefined && renderedFor !== location.pathname + location.search;
  renderedFor = location.pathname + location.search;
  flushSync(() => host!.render(createElement(WithoutWrappers, null, level(0, [], []))));
}

/** An island in what its chain's providers give, as the host rendered them (without them, should the wrappers have failed). */
function Provided({ chain, children }: { chain: string; children?: ReactNode }): ReactNode {
  // Not useSyncExternalStore: the host renders again as other islands come, and a store that changed while this
  // island hydrated would have React throw its HTML away; what changed meanwhile is taken once it has hydrated.
  const [value, setValue] = useState(() => given.get(chain));
  useEffect(() => {
    const update = () => setValue(given.get(chain));
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
      // Left by its island: its chain is rendered no more from the next island's on (Root stays while islands inside it come).
      const held = chains.get(chain);
      if (held) held.islands -= 1;
    };
  }, [chain]);
  return (value ?? []).reduceRight<ReactNode>((tree, [context, held]) => createElement(context.Provider, { value: held }, tree), children);
}

/** What puts an island inside its wrappers; `carried`, once it has: whether they hold an earlier page's state (site-islands-react.tsx). */
type Within = ((island: ReactElement, name: string) => ReactElement) & { carried?: boolean };

/**
 * The site's wrappers an island names (`data-wrappers`: parts, outermost first), their code loaded (`code`: by part; one
 * whose code could not be bundled for the browser is left out), as what puts an island inside them.
 */
export async function wrappersOf(names: string, code: Record<string, () => Promise<Record<string, unknown>>>): Promise<Within> {
  const parts = names.split(' ').filter((part) => code[part]);
  const loaded = await Promise.all(parts.map((part) => code[part]!()));
  const wrappers = loaded.map((module) => module.default as ComponentType<Props>);
  const key = parts.join(' ');
  const within: Within = (island) => {
    const chain = chains.get(key) ?? { parts, wrappers, islands: 0 };
    chain.islands += 1;
    chains.set(key, chain);
    // A chain already rendered is not rendered again on the same page: its islands' state is where it was. On
    // another page, what the wrappers read of it (the location, the doc) is the new page's.
    if (chain.islands === 1 || renderedFor !== location.pathname + location.search) renderHost();
    within.carried = carried;
    return createElement(Provided, { chain: key }, island);
  };
  return within;
}
