// The site's wrappers around an island in the browser (src/theme/Layout, DocItem/Layout… importing
// `@theme-original/<Part>`: compiler/site-wrappers.ts renders them around the page when built). Docusaurus
// hydrates the whole page, so a context a wrapper provides reaches the page's components in the browser
// too; pxdocs hydrates islands alone, which got the context's default there. So an island the build
// rendered inside wrappers (`data-wrappers`) is hydrated inside them: each wrapper runs, its hooks and
// providers with it, and only the way from it to its `@theme-original/<Part>` is kept, where the
// island (or the next wrapper) goes. What it draws beside that way (a banner, the part's own markup)
// is the build's HTML, outside the island: rendering it here would not match the island's HTML.
// Each island has its own copy of the wrappers: state a wrapper holds is not shared between islands.
import { Component, createElement, Fragment, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** What `@theme-original/<Part>` (and `@theme-init/<Part>`) is in the browser: the place of what the wrapper wraps. */
export function Original(): ReactNode {
  return null;
}

type Props = Record<string, unknown>;
type Render = (props: Props) => ReactNode;

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

/** `node` cut to the way to `Original`, `inner` in its place; undefined when it does not lead there. */
function prune(node: unknown, inner: ReactNode): ReactNode | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const kept = prune(item, inner);
      if (kept !== undefined) return kept;
    }
    return undefined;
  }
  if (!isValidElement(node) || !leads(node)) return undefined;
  const { type } = node;
  const props = node.props as Props;
  if (type === Original) return inner;
  const tag = (type as { $$typeof?: symbol } | null)?.$$typeof;
  // A provider stays, its value with it: that is what the island reads.
  if (tag === CONTEXT || tag === PROVIDER) return createElement(type as ComponentType<Props>, { value: props.value }, prune(props.children, inner) ?? null);
  const render = renderOf(type);
  // A component of the wrapper's (a provider holding state): it runs, and what it renders is cut the same way.
  if (render) return createElement(Pruned, { render, props, inner });
  // An element (its markup is the build's), a fragment, a class component: the way goes on through what they hold.
  for (const value of Object.values(props)) {
    const kept = prune(value, inner);
    if (kept !== undefined) return kept;
  }
  return undefined;
}

/** Renders `render` with `props` (its hooks are this component's), cut to the way to `Original`; all of it missing, `inner` alone. */
function Pruned({ render, props, inner }: { render: Render; props: Props; inner: ReactNode }): ReactNode {
  return prune(render(props), inner) ?? inner;
}

/** A wrapper that throws in the browser (a hook pxdocs answers only when built): the island hydrates without the wrappers, and the console says so. */
class WithoutWrappers extends Component<{ island: ReactNode; name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`pxdocs: the site's wrappers around the island ${this.props.name} failed in the browser; it runs without what they provide.`, error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.island : this.props.children;
  }
}

/**
 * The site's wrappers an island names (`data-wrappers`: parts, outermost first), their code loaded (`code`: by part; one
 * whose code could not be bundled for the browser is left out), as what puts an island inside them.
 */
export async function wrappersOf(parts: string, code: Record<string, () => Promise<Record<string, unknown>>>): Promise<(island: ReactElement, name: string) => ReactElement> {
  const loaded = await Promise.all(parts.split(' ').filter((part) => code[part]).map((part) => code[part]!()));
  const wrappers = loaded.map((module) => module.default as ComponentType<Props>);
  return (island, name) => withinWrappers(wrappers, island, name);
}

/** `island` inside the site's `wrappers` (outermost first), each given `@theme-original`'s place as its children, as Docusaurus gives a wrapper the page. */
function withinWrappers(wrappers: ComponentType<Props>[], island: ReactElement, name: string): ReactElement {
  let tree: ReactNode = island;
  for (const wrapper of [...wrappers].reverse()) {
    const render = renderOf(wrapper);
    if (render) tree = createElement(Pruned, { render, props: { children: createElement(Original) }, inner: tree });
  }
  return createElement(WithoutWrappers, { island, name, children: createElement(Fragment, null, tree) });
}
