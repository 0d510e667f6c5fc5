// Docusaurus's client API as a site's island components use it in the browser
// (compiler/site-islands.ts maps `@docusaurus/Link` and the others here). Each
// first renders what the build rendered (theme/components/mdx/docusaurus-client.tsx),
// so hydration finds the same markup, then what the browser knows: `useIsBrowser`
// turns true and `<BrowserOnly>` shows its children once the island is mounted,
// `useColorMode` follows the page's mode, `<ErrorBoundary>` catches what its
// children throw.
import { Component, createContext, createElement, Fragment, useContext, useEffect, useState, type ComponentType, type ReactElement, type ReactNode, type SVGProps } from 'react';
import { answerKey, ISLAND_DOCS_ID, noVersionDoc, type IslandDocs } from '../../shared/island-docs.js';
import { pageMatch, routeConfigMatch, routeMatch, type RouteMatch } from '../../shared/route-match.js';
import { HEADING_LINK_TITLE, headingElement } from '../../shared/heading-link.js';
import { COLOR_MODE_KEY, remove, write } from '../lib/storage.js';
import { pluralForm } from '../../shared/plural-form.js';
import { EXTERNAL_LINK_NAME, EXTERNAL_LINK_NAME_KEY, IconExternalLink as SharedIconExternalLink } from '../../shared/icons.js';

declare const __PX_BASE__: string;
declare const __PX_CONTEXT__: Record<string, unknown>;
declare const __PX_MESSAGES__: Record<string, string>;

const BASE = __PX_BASE__;
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** A site path with the base URL once, as the build writes it. */
function withBase(url: string): string {
  if (!url || EXTERNAL.test(url) || url.startsWith('#') || !url.startsWith('/') || BASE === '/') return url;
  return url === BASE.slice(0, -1) || url.startsWith(BASE) ? url : BASE + url.slice(1);
}

// Not drawn: `data-noBrokenLinkCheck`, Link's own prop (theme/components/mdx/Link.tsx), as the build leaves it out.
export function Link({ to, href, children, 'data-noBrokenLinkCheck': _noBrokenLinkCheck, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }) {
  const target = withBase(to ?? href ?? '#');
  const external = EXTERNAL.test(target);
  return createElement('a', { href: target, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}), ...rest }, children);
}

export function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  const based = options.forcePrependBaseUrl && BASE !== '/' ? BASE + path.slice(1) : withBase(path);
  return options.absolute ? `${location.origin}${based}` : based;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => useBaseUrl(url, options) };
}

/** False while the island hydrates (the build's answer), true once it is mounted, as in Docusaurus. */
export function useIsBrowser(): boolean {
  const [mountedHere, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mountedHere;
}

export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return useIsBrowser() && children ? createElement(Fragment, null, children()) : createElement(Fragment, null, fallback ?? null);
}

export const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: true,
};

/** The build's context, its `globalData` what the page carries, read when a component reads it (as `useGlobalData()`). */
const CONTEXT = Object.defineProperty({ ...__PX_CONTEXT__ }, 'globalData', { enumerable: true, get: () => useGlobalData() });

export function useDocusaurusContext() {
  return CONTEXT;
}

type Values = Record<string, ReactNode>;

function parts(text: string, values?: Values): ReactNode[] {
  if (!values) return [text];
  return text.split(/(\{\w+\})/).filter((part) => part !== '').map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}

export function Translate({ children, values, id }: { id?: string; description?: string; values?: Values; children?: string }) {
  return createElement(Fragment, null, ...parts((id && __PX_MESSAGES__[id]) || children || '', values));
}

export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const text = (id && __PX_MESSAGES__[id]) || message;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return createElement(Fragment, null, ...parts(children, values));
}

/** The page's head was written by the build; an island changes nothing there. */
export function Head(): null {
  return null;
}

export function isInternalUrl(url?: string): boolean {
  return Boolean(url) && !EXTERNAL.test(url!);
}

export function useLocation() {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: history.state };
}

export function useHistory() {
  return {
    push: (to: string) => location.assign(withBase(to)),
    replace: (to: string) => location.replace(withBase(to)),
    goBack: () => history.back(),
    location: useLocation(),
  };
}

/** A component of a route the page does not draw: the browser has not its code (the build drew it on its own page). */
function RouteElsewhere(): null {
  return null;
}

/**
 * A plugin route component's `route` prop as the build gave it (components/SiteIsland.tsx): each component JSON could
 * not carry, null in its place, a component again (the island's own for its route), so the island reads what the
 * build read (`typeof route.component`, its keys in their order) and hydrates without a mismatch.
 */
export function routeGiven(route: unknown, own: unknown): unknown {
  const restore = (node: unknown, component: unknown): unknown => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => {
      if (key === 'component' && value === null) return [key, component];
      if (key === 'routes' && Array.isArray(value)) return [key, value.map((nested) => restore(nested, RouteElsewhere))];
      return [key, value];
    }));
  };
  return restore(route, own);
}

/**
 * The match of the plugin route an island was drawn in (`data-match`, components/SiteIsland.tsx), as react-router's
 * RouterContext gives it to the hooks below; null outside a route.
 */
export const RouteMatchContext = createContext<RouteMatch | null>(null);

/**
 * A route's match as the build gave it, made again at the browser's path: a page built at a route's path as written
 * (`/x/:id`, whose params are `{ id: ':id' }`) is what a server answers for `/x/5` (server/route-patterns.ts), and
 * there the params are `{ id: '5' }`, as Docusaurus's client router gives them. The build's where the path is another.
 */
export function matchHere(built: RouteMatch): RouteMatch {
  return routeConfigMatch(location.pathname, built.path, built.isExact) ?? built;
}

/** `Component` inside the route whose match is `match`, as an island drawn in a plugin route hydrates. */
export function inRoute<P extends object>(Component: ComponentType<P>, match: RouteMatch): ComponentType<P> {
  return function Routed(props: P) {
    return createElement(RouteMatchContext.Provider, { value: match }, createElement(Component, props));
  };
}

/** react-router's `useParams`: the parameters of the route the island was drawn in; a docs page's route has none. */
export function useParams(): Record<string, string> {
  return useContext(RouteMatchContext)?.params ?? {};
}

/** react-router's `useRouteMatch`: the route the island was drawn in, else the page's; given a path, its matchPath at the page (route-match.ts). */
export function useRouteMatch(path?: string | { path?: string | string[]; exact?: boolean }) {
  const around = useContext(RouteMatchContext);
  const { pathname } = useLocation();
  return path === undefined && around ? around : routeMatch(pathname, path);
}

/** react-router's `withRouter`: the component with the page's `location` and `history`, and the match of the route around it. */
export function withRouter<P extends object>(Component: ComponentType<P & { location: unknown; history: unknown; match: unknown }>) {
  return function Routed(props: P) {
    const location = useLocation();
    return createElement(Component, { ...props, location, history: useHistory(), match: useContext(RouteMatchContext) ?? pageMatch(location.pathname) });
  };
}

/** The page's colour mode: light while hydrating (the build's answer), then the mode the page shows, followed as it changes. */
export function useColorMode() {
  const read = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light') as 'light' | 'dark';
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    setMode(read());
    const observer = new MutationObserver(() => setMode(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  // As Docusaurus's: the choice is stored (the head script applies it on the next page) unless
  // `persist: false`; null forgets it and takes the system's mode. The toggle follows (color-mode.ts).
  const set = (value: 'light' | 'dark' | null, { persist = true }: { persist?: boolean } = {}) => {
    const next = value ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    document.documentElement.dataset.theme = next;
    if (value === null) remove(COLOR_MODE_KEY);
    else if (persist) write(COLOR_MODE_KEY, value);
  };
  return { colorMode: mode, setColorMode: set, isDarkTheme: mode === 'dark', setLightTheme: () => set('light'), setDarkTheme: () => set('dark') };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    update();
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, []);
  return size;
}

type Fallback = (params: { error: Error; tryAgain: () => void }) => ReactNode;

/** What Docusaurus shows without a `fallback` (its theme's Error page, in a box the size of the component). */
const defaultFallback: Fallback = ({ error, tryAgain }) =>
  createElement('div', { role: 'alert', className: 'margin-vert--md' },
    createElement('p', null, createElement('strong', null, translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' }))),
    createElement('button', { type: 'button', className: 'button button--primary shadow--lw', onClick: tryAgain }, translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })),
    createElement('p', { className: 'margin-top--md' }, error.message));

/**
 * `@docusaurus/ErrorBoundary`: its children as the build rendered them until one throws, then
 * `fallback({ error, tryAgain })` in their place, `tryAgain` rendering them anew, as Docusaurus's
 * (a component that guards its demo with one is an island like any other, not left static).
 */
export class ErrorBoundary extends Component<{ children?: ReactNode; fallback?: Fallback }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    return (this.props.fallback ?? defaultFallback)({ error, tryAgain: () => this.setState({ error: null }) });
  }
}

/** What the build's docs hooks answered in this page's islands (theme/shared/island-docs.ts), read once per page. */
let islandDocs: { script: Element | null; data: IslandDocs } | undefined;
function pageIslandDocs(): IslandDocs {
  // Client navigation brings another page, and its own script: read the one the document holds now.
  const script = document.getElementById(ISLAND_DOCS_ID);
  if (islandDocs?.script !== script) islandDocs = { script, data: script ? (JSON.parse(script.textContent ?? '{}') as IslandDocs) : { docs: {} } };
  return islandDocs.data;
}

/**
 * `useDocById(id)` in an island: the doc the build's render gave it (the page carries the docs its
 * islands asked for, not the site's list), so hydration renders the same; an id the build did not
 * answer throws Docusaurus's message, as an unknown id does there.
 */
export function useDocById(id: string | undefined): IslandDocs['docs'][string] | undefined {
  if (!id) return undefined;
  const doc = pageIslandDocs().docs[id];
  if (!doc) throw new Error(noVersionDoc(id));
  return doc;
}

/**
 * A hook of the page's own data in an island (`useDoc()`, `useThemeConfig()`, `useActiveVersion()`…): what
 * the build's render of the island answered, carried by the page; a call the build did not see throws, naming it.
 */
function answered<T>(hook: string, args: readonly unknown[]): T {
  const answers = pageIslandDocs().answers;
  const key = answerKey(hook, args);
  if (!answers || !(key in answers)) throw new Error(`${key} in the browser: the build never called it in this island, so the page does not carry its answer. Call it on every render of the component.`);
  return answers[key] as T;
}

export const useThemeConfig = () => answered<Record<string, unknown>>('useThemeConfig', []);
export const useVersions = (pluginId?: string) => answered<unknown[]>('useVersions', [pluginId]);
export const useLatestVersion = (pluginId?: string) => answered<unknown>('useLatestVersion', [pluginId]);
export const useActiveVersion = (pluginId?: string) => answered<unknown>('useActiveVersion', [pluginId]);
export const useActiveDocContext = (pluginId?: string) => answered<unknown>('useActiveDocContext', [pluginId]);
export const useDoc = () => answered<Record<string, unknown>>('useDoc', []);
/** Without the version's `docs` (every doc of it), which the build does not carry. */
export const useDocsVersion = () => ({ docs: {}, ...answered<Record<string, unknown>>('useDocsVersion', []) });

/** `usePluralForm()` in the page's language, as the build's (theme/shared/plural-form.ts). */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  return pluralForm(document.documentElement.lang || 'en');
}

/** `useAllDocsData()` in an island: what the build's render gave it, carried by the page. */
export function useAllDocsData(): Record<string, unknown> {
  return pageIslandDocs().all ?? {};
}

/** The content plugin whose global data the page carries as `useAllDocsData()`'s answer. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * `useGlobalData()` in an island: the site plugins' data and the docs plugin's, as the build's render gave
 * them (the page carries them only when one of its islands read them).
 */
export function useGlobalData(): Record<string, unknown> {
  const data = pageIslandDocs();
  return { ...data.plugins, [DOCS_PLUGIN]: data.all ?? {} };
}

/** `usePluginData(name, id)` in an island: what the build's render gave it, carried by the page. */
export function usePluginData(plugin: string, id = 'default'): unknown {
  const data = pageIslandDocs();
  return plugin === DOCS_PLUGIN ? data.all?.[id] : data.plugins?.[plugin]?.[id];
}

// The classic theme's icons (`@theme/Icon/*`), the same as the build's; the external link's named, as there.
export function IconExternalLink(props: SVGProps<SVGSVGElement>): ReactElement {
  return createElement(SharedIconExternalLink, { 'aria-hidden': undefined, 'aria-label': translate({ id: EXTERNAL_LINK_NAME_KEY, message: EXTERNAL_LINK_NAME }), ...props });
}
export { IconArrow, IconClose, IconCopy, IconDarkMode, IconEdit, IconHome, IconLanguage, IconLightMode, IconMenu, IconSuccess, IconSystemColorMode, IconWordWrap } from '../../shared/icons.js';

/**
 * `@theme/Layout` in a React page hydrated as an island (theme/components/SiteIsland.tsx
 * `siteIslandPage`): the frame around the page (navbar, footer, title) is the build's, outside the
 * island, so here it passes its children through, as the build's Layout renders them.
 */
export function PageLayout({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** `@theme/Heading` in an island: as the build draws it, in the locale's words for the link's title. */
export function Heading({ as, children, ...rest }: { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode; [key: string]: unknown }) {
  return headingElement(as, rest, children, __PX_MESSAGES__[HEADING_LINK_TITLE]);
}
