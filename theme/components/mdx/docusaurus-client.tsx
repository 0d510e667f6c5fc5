// Docusaurus's client API (`@docusaurus/Translate`, `/router`, `/useIsBrowser`,
// `/BrowserOnly`, `/useDocusaurusContext`, `/theme-common`,
// `/plugin-content-docs/client`, …), for the components a Docusaurus site keeps
// in src/ and imports from its pages. pxdocs renders those components once, on
// the server, and never hydrates them, so every hook answers as Docusaurus's
// own server render does: not in a browser, the page's URL with no query or
// hash, the light colour mode, one language, one docs version. A component
// then produces the HTML Docusaurus would have sent before its JavaScript ran.
import { Children, createElement, Fragment, isValidElement, useContext, type ComponentType, type ReactElement, type ReactNode, type SVGProps } from 'react';
import { EXTERNAL_LINK_NAME, EXTERNAL_LINK_NAME_KEY, IconExternalLink as SharedIconExternalLink } from '../../shared/icons.js';
import { BlogPostItemContext, InIsland, InRootFrame, readSidebarPart, RouteMatchContext, usePage, WrapperChain, type LayoutMeta, type RenderContext } from '../context.js';
import { answerKey, noVersionDoc, type IslandDocs } from '../../shared/island-docs.js';
import { pluralForm } from '../../shared/plural-form.js';
import type { FooterLink, PageData, SidebarItem, SiteData } from '../types.js';
import { ownId as ownDocId } from '../../shared/version-ids.js';
import { fill, interpolate } from '../words.js';
import Mermaid from './Mermaid.js';
import { routerTarget, sitePathname } from './useBaseUrl.js';
import { pageMatch, routeMatch } from '../../shared/route-match.js';
import { configFooterItem } from '../Footer.js';
import type { DocsIndex } from './docs-index.js';
import { propSidebarItem, type PropSidebarItem } from './prop-sidebar.js';
import { BASE_MARK } from '../../shared/base-html.js';
import { HEADING_LINK_TITLE, headingElement } from '../../shared/heading-link.js';

type Values = Record<string, ReactNode>;

/**
 * The locale's messages (`code.json`) while a page renders: render.ts sets them for each page,
 * on a global because `translate()` is a plain function (no context) and a page's bundle may
 * hold a copy of this module of its own.
 */
const MESSAGES = '__pxdocsMessages';

function message(id: string | undefined, fallback: string): string {
  const messages = (globalThis as Record<string, unknown>)[MESSAGES] as Record<string, string> | undefined;
  return messages?.[id ?? fallback] ?? fallback;
}

/** Sets the messages `Translate` and `translate` give (undefined: the default messages). */
export function setMessages(messages: Record<string, string> | undefined): void {
  (globalThis as Record<string, unknown>)[MESSAGES] = messages;
}

/** `<Translate>`: the locale's message for its id (else the default message, its children) with `values` filled in. */
export function Translate({ children, values, id }: { id?: string; description?: string; values?: Values; children?: string }) {
  return createElement(Fragment, null, ...interpolate(message(id, children ?? ''), values));
}

/** `translate({ id, message }, values)`: the locale's message (else the default one) as a string. */
export function translate({ message: fallback, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return fill(message(id, fallback), values);
}

/** `<Interpolate values={…}>{'Text with {name}'}</Interpolate>` */
export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return createElement(Fragment, null, ...interpolate(children, values));
}

/** Never in a browser: pages are rendered at build time only. */
export function useIsBrowser(): boolean {
  return false;
}

/** Its children would run in the browser only; the HTML carries the fallback, as Docusaurus's server render does. */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return createElement(Fragment, null, fallback ?? null);
}

export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

/** Tags a page's `<Head>` may put in the document head (as react-helmet, which Docusaurus's uses, takes them). */
const HEAD_TAGS = new Set(['title', 'meta', 'link', 'script', 'style', 'noscript', 'base', 'html', 'body']);

/**
 * `<Head>` (`@docusaurus/Head`, and `<head>` written in MDX) sets tags of the
 * document head, as in Docusaurus: a `<title>` replaces the page's, a `<meta>`
 * the theme's of the same name or property, `<link rel="canonical">` the
 * canonical link, `<html className>` and `<body className>` add classes to the
 * document's (react-helmet's html and body attributes); other tags are added
 * (Layout.tsx puts them in place). On a
 * React page, a title or description given here also names the page where
 * `<Layout>` gave none (its search record, its card).
 */
export function Head({ children }: { children?: ReactNode }) {
  const context = usePage();
  // Root's own tags, rendered again around a page: the frame has them (context.tsx `InRootFrame`).
  if (useContext(InRootFrame)) return null;
  const layout = (context.layout ??= {});
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string' || !HEAD_TAGS.has(child.type)) return;
    const { children: inner, ...props } = child.props as { children?: ReactNode; name?: string; content?: string };
    const text = child.type === 'title' || child.type === 'script' || child.type === 'style' || child.type === 'noscript' ? textOf(inner) : undefined;
    if (child.type === 'title' && layout.title === undefined) layout.title = text;
    else if (child.type === 'meta' && props.name === 'description' && layout.description === undefined && typeof props.content === 'string') layout.description = props.content;
    (context.head ??= []).push({ type: child.type, props, ...(text !== undefined ? { text } : {}) });
  });
  return null;
}

/** The text of a `<title>`'s children (strings and numbers; `{siteConfig.title}` is one). */
function textOf(children: ReactNode): string {
  let text = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
  });
  return text;
}

/**
 * `@theme/Layout`, which a React page wraps itself in: the site's navbar and
 * footer are pxdocs's layout around every page already, so this renders its
 * children and gives the page its title, description and wrapper class (the
 * outermost Layout's, as the document head keeps the first). With the site's
 * Layout wrapper, the outermost renders it, as Docusaurus's `@theme/Layout` is the
 * site's wrapper (`RenderContext.siteLayout`).
 */
export function Layout(props: LayoutMeta & { children?: ReactNode; [key: string]: unknown }) {
  const { children, title, description, keywords, image, wrapperClassName, noFooter } = props;
  const context = usePage();
  const layout = (context.layout ??= {});
  const outermost = !layout.wrapped;
  if (outermost) {
    layout.wrapped = true;
    if (title !== undefined) layout.title = String(title);
    if (description !== undefined) layout.description = String(description);
    if (Array.isArray(keywords)) layout.keywords = keywords.map(String);
    if (typeof image === 'string') layout.image = image;
    if (wrapperClassName) layout.wrapperClassName = String(wrapperClassName);
    if (noFooter) layout.noFooter = true;
  }
  // The site's Layout wrapper is this page's Layout, as in Docusaurus: given the page's props, around its children.
  if (outermost && context.siteLayout) return context.siteLayout(props);
  return createElement(Fragment, null, children);
}

const LOCALE = { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' };

/**
 * The site as `useDocusaurusContext()` describes it, from the pxdocs config.
 * `baseUrl` is the base's mark (BASE_MARK) on a site published under a path:
 * `${baseUrl}img/x.png` then has the base once in the finished page.
 */
export function useDocusaurusContext() {
  const context = usePage();
  const index = useDocsIndex();
  const notes = useNotes();
  const { site } = context;
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.base ? site.url.slice(0, site.url.length - site.base.length + 1) : site.url, baseUrl: site.base ? BASE_MARK : '/', customFields: site.customFields ?? {}, themeConfig: themeConfigOf(site), presets: [], plugins: [], themes: [], scripts: [], stylesheets: [] },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    // Read when a component reads it (`useDocusaurusContext().globalData`, as `useGlobalData()` gives it): an
    // island's page then carries it, and a component that reads only `siteConfig` costs its page nothing.
    get globalData() {
      return globalDataOf(context, index, notes);
    },
    i18n: site.i18n
      ? {
          defaultLocale: site.i18n.locales[0].name,
          currentLocale: site.i18n.current,
          locales: site.i18n.locales.map((locale) => locale.name),
          path: 'i18n',
          localeConfigs: Object.fromEntries(site.i18n.locales.map((locale) => [locale.name, { label: locale.label, direction: locale.direction, htmlLang: locale.htmlLang, calendar: 'gregory', path: locale.path.replace(/\/$/, '') || locale.name }])),
        }
      : { defaultLocale: site.lang, currentLocale: site.lang, locales: [site.lang], path: 'i18n', localeConfigs: { [site.lang]: { ...LOCALE, htmlLang: site.lang, path: site.lang } } },
    codeTranslations: {},
  };
}

/** The content plugin whose global data pxdocs makes itself: the docs (`useAllDocsData`). */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Docusaurus's global data, by plugin and instance: the docs plugin's, as `useAllDocsData` gives it,
 * and what the site's own plugins (`plugins` in the config) set in `contentLoaded`.
 */
export function useGlobalData(): Record<string, unknown> {
  return globalDataOf(usePage(), useDocsIndex(), useNotes());
}

function globalDataOf(context: ReturnType<typeof usePage>, index: DocsIndex | undefined, notes: Notes): Record<string, unknown> {
  const plugins = index?.plugins;
  // In an island, the page carries every site plugin's data for the browser's hook (what the component reads of it is not known).
  if (notes && plugins) notes().plugins = plugins;
  return { ...plugins, [DOCS_PLUGIN]: allDocsDataOf(context, index, notes) };
}

/**
 * A plugin instance's global data: the docs plugin's (Wybxc/wybxc-monthly's random page picks a doc from
 * `usePluginData('docusaurus-plugin-content-docs').versions[0].docs`), or what a site plugin of the config
 * set (`actions.setGlobalData`); undefined for any other plugin's.
 */
export function usePluginData(plugin: string, id = 'default'): unknown {
  const notes = useNotes();
  // In an island, useAllDocsData carries the docs' data to the browser.
  if (plugin === DOCS_PLUGIN) return useAllDocsData()[id];
  const data = useDocsIndex()?.plugins[plugin]?.[id];
  // In an island, the page carries this instance's data, and no other plugin's (theme/shared/island-docs.ts).
  if (notes && data !== undefined) {
    const noted = notes();
    (noted.plugins ??= {})[plugin] = { ...noted.plugins[plugin], [id]: data };
  }
  return data;
}

/** `@docusaurus/router`'s location: the page being rendered (a query or hash exists only in a browser). */
export function useLocation() {
  const { site, page } = usePage();
  return { pathname: sitePathname(site, page.permalink), search: '', hash: '', state: undefined, key: 'default' };
}

/** Navigation does not happen during a server render; the methods are there so components that hold one still render. */
export function useHistory() {
  const location = useLocation();
  const ignore = () => undefined;
  return { location, length: 1, action: 'POP', push: ignore, replace: ignore, go: ignore, goBack: ignore, goForward: ignore, block: () => ignore, listen: () => ignore, createHref: (to: { pathname?: string }) => to.pathname ?? '' };
}

/** react-router's `useParams`: the parameters of the plugin route drawn around (render-routes.ts); a docs page's route has none. */
export function useParams(): Record<string, string> {
  return useContext(RouteMatchContext)?.params ?? {};
}

/**
 * react-router's `useRouteMatch`: the match of the plugin route drawn around, else the page's own; given a path, that
 * path matched against the page's, as react-router's matchPath (route-match.ts).
 */
export function useRouteMatch(path?: string | { path?: string | string[]; exact?: boolean }) {
  const around = useContext(RouteMatchContext);
  const { pathname } = useLocation();
  return path === undefined && around ? around : routeMatch(pathname, path);
}

/** react-router's `withRouter`: the component with the page's `location` and `history`, and the match of the route drawn around it. */
export function withRouter<P extends object>(Component: ComponentType<P & { location: unknown; history: unknown; match: unknown }>) {
  const Routed = (props: P) => {
    const location = useLocation();
    return createElement(Component, { ...props, location, history: useHistory(), match: useContext(RouteMatchContext) ?? pageMatch(location.pathname) });
  };
  Routed.displayName = `withRouter(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Routed;
}

/**
 * `<Redirect to>`: a page that forwards its reader, with a link for anyone whose browser does not.
 * `to` is a router path, which holds the base as Docusaurus's routes do (routerTarget).
 */
export function Redirect({ to }: { to: string | { pathname: string } }) {
  const path = typeof to === 'string' ? to : to.pathname;
  const { href, written } = routerTarget(usePage().site, path);
  return createElement(Fragment, null, createElement('meta', { httpEquiv: 'refresh', content: `0; url=${written}` }), createElement('a', { href }, written));
}

/** `@docusaurus/theme-common`'s colour mode: the light one, the mode pages are rendered in before the reader's choice applies. */
export function useColorMode() {
  const ignore = () => undefined;
  return { colorMode: 'light' as const, setColorMode: ignore, isDarkTheme: false, setLightTheme: ignore, setDarkTheme: ignore };
}

export function useThemeConfig(): Record<string, unknown> {
  return useAnswer('useThemeConfig', [], themeConfigOf(usePage().site));
}

/**
 * In an island, notes what a hook of the page's data answered (`recorded`: its JSON part, by default all of it), so
 * the browser's hook answers the same and the island hydrates as the build rendered it (theme/shared/island-docs.ts).
 */
function useAnswer<T>(hook: string, args: readonly unknown[], value: T, recorded: unknown = value): T {
  const notes = useNotes();
  if (notes) (notes().answers ??= {})[answerKey(hook, args)] = recorded;
  return value;
}

/** Where a hook notes what it answered for the browser; undefined where nothing of the page runs there. */
type Notes = (() => IslandDocs) | undefined;

/**
 * In an island, the page's notes (`islandDocs`); in the site's Root or content wrappers (`WrapperChain`), theirs
 * (`chainDocs`), which the page carries once an island hydrates inside them (wrapper-chain.tsx runs them there).
 */
function useNotes(): Notes {
  const context: RenderContext = usePage();
  const inIsland = useContext(InIsland);
  const chained = useContext(WrapperChain).length > 0;
  if (inIsland) return () => (context.islandDocs ??= { docs: {} });
  return chained ? () => (context.chainDocs ??= { docs: {} }) : undefined;
}

/**
 * `themeConfig` as a site's components read it (`useThemeConfig()`,
 * `siteConfig.themeConfig`): Docusaurus's keys, filled from the pxdocs config
 * the site was built with (its navbar, footer, colour mode, announcement bar,
 * sidebar options, social card). A component reading `navbar.title` or
 * `colorMode.defaultMode` gets the site's values; keys pxdocs has no
 * counterpart of are Docusaurus's defaults (empty `prism` options, a TOC of
 * levels 2 to 3).
 */
function themeConfigOf(site: ReturnType<typeof usePage>['site']): Record<string, unknown> {
  const link = (item: { label: string; href: string; external?: boolean }) => ({ label: item.label, ...(item.external ? { href: item.href } : { to: item.href }) });
  // A footer entry as the config wrote it, its HTML and classes too: an ejected Footer hands them to `@theme/Footer/Links` (footer-parts.tsx).
  const footerItem = (item: FooterLink) => configFooterItem(item);
  return {
    navbar: {
      ...(site.navbar.title !== undefined ? { title: site.navbar.title } : {}),
      ...(site.navbar.logo ? { logo: site.navbar.logo } : {}),
      items: site.navbar.items.map((item) => ({ ...link(item), position: item.position })),
      hideOnScroll: site.navbar.hideOnScroll,
      ...(site.navbar.style ? { style: site.navbar.style } : {}),
    },
    footer: {
      style: site.footer.style ?? 'dark',
      links: site.footer.row ? site.footer.row.map(footerItem) : site.footer.links.map((column) => ({ title: column.title, items: column.items.map(footerItem) })),
      ...(site.footer.logo ? { logo: site.footer.logo } : {}),
      copyright: site.footer.copyright,
    },
    colorMode: { defaultMode: site.colorMode.defaultMode, disableSwitch: site.colorMode.disableSwitch, respectPrefersColorScheme: false },
    ...(site.announcementBar ? { announcementBar: site.announcementBar } : {}),
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: site.sidebar?.hideable ?? false, autoCollapseCategories: site.sidebar?.autoCollapseCategories ?? false } },
    ...(site.image ? { image: site.image } : {}),
    prism: { additionalLanguages: [], magicComments: [] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    metadata: [],
  };
}

/**
 * Where a sidebar item's card links (`@docusaurus/plugin-content-docs/client`'s `findFirstSidebarItemLink`,
 * Docusaurus 3; `findFirstCategoryLink` of `@docusaurus/theme-common/internal` before): a link's `href`, a
 * category's own page, else its first entry's link. A site's ejected DocCard calls it.
 */
export function findFirstSidebarItemLink(item: { type?: string; href?: string; items?: unknown[] }): string | undefined {
  if (item.href) return item.href;
  for (const entry of item.items ?? []) {
    const found = entry && typeof entry === 'object' ? findFirstSidebarItemLink(entry as { href?: string; items?: unknown[] }) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * `filterDocCardListItems(items)` (`@docusaurus/plugin-content-docs/client`; `@docusaurus/theme-common` before): the
 * items a card list shows, as Docusaurus's DocCardList filters them: a category with no link anywhere in it is left out.
 * A site's ejected DocCardList calls it (arrow-kt/arrow-website's).
 */
export function filterDocCardListItems<T extends { type?: string; href?: string; items?: unknown[] }>(items: T[]): T[] {
  return items.filter((item) => item.type !== 'category' || findFirstSidebarItemLink(item) !== undefined);
}

/** A browser storage slot; there is no storage on the server, so it holds nothing. */
export function createStorageSlot(_key: string, _options?: { persistence?: string }) {
  return { get: (): string | null => null, set: (_value: string) => undefined, del: () => undefined, listen: (_onChange: () => void) => () => undefined };
}

type GlobalVersion = { name: string; label: string; isLast: boolean; path: string; mainDocId: string; docs: never[]; draftIds: never[]; sidebars: Record<string, never> };

/**
 * A docs instance's versions in Docusaurus's global-data shape (the hooks take its plugin id; the
 * first instance's without one, or for an id with no versions of its own): a versioned instance's
 * (SiteData.versions, or `instanceVersions` for a further one, newest first), else the one
 * version Docusaurus calls an unversioned instance's docs, `current`. `path` is the version's first doc.
 */
function versions(site: SiteData, pluginId?: string): GlobalVersion[] {
  const list = (pluginId === undefined ? undefined : site.instanceVersions?.[pluginId]) ?? site.versions ?? [{ name: 'current', label: 'Next', href: '/', isLast: true }];
  return list.map((version) => ({ name: version.name, label: version.label, isLast: version.isLast, path: version.href, mainDocId: '', docs: [], draftIds: [], sidebars: {} }));
}

/** The page's version when the page is the instance's: a versioned doc's own, else the last (as Docusaurus falls back to the latest). */
function activeVersion(site: SiteData, page: PageData, pluginId = pageInstance(page)): GlobalVersion {
  const all = versions(site, pluginId);
  // An id with no versions of its own names the first instance, as `versions` reads it (`useActiveVersion('default')`).
  const instance = pluginId !== undefined && site.instanceVersions?.[pluginId] ? pluginId : undefined;
  const own = page.version && page.version.instance === instance ? page.version : undefined;
  return all.find((version) => version.name === own?.name) ?? all.find((version) => version.isLast)!;
}

/** The further docs instance the page is of, if any (its versions' `instance`). */
function pageInstance(page: PageData): string | undefined {
  return page.version?.instance;
}

export function useVersions(pluginId?: string) {
  return useAnswer('useVersions', [pluginId], versions(usePage().site, pluginId));
}

export function useLatestVersion(pluginId?: string) {
  return useAnswer('useLatestVersion', [pluginId], versions(usePage().site, pluginId).find((version) => version.isLast)!);
}

export function useActiveVersion(pluginId?: string) {
  const { site, page } = usePage();
  return useAnswer('useActiveVersion', [pluginId], activeVersion(site, page, pluginId ?? pageInstance(page)));
}

/** `useDocsVersion()`: the version metadata of the doc being rendered. */
export function useDocsVersion() {
  const context = usePage();
  const { site, page } = context;
  const version = activeVersion(site, page);
  const answer = { version: version.name, label: version.label, isLast: version.isLast, banner: page.version?.banner ?? null, badge: page.version?.badge ?? false, noIndex: false, className: page.version?.className ?? `docs-version-${version.name}`, pluginId: page.pluginId ?? 'default', docsSidebars: {} };
  // An island's browser gets the version without its `docs` (every doc of it: read only when asked, below).
  useAnswer('useDocsVersion', [], answer, { ...answer });
  // `docs`: the version's docs by id, as Docusaurus's PropVersionDocs (`{ id, title, description, sidebar }`).
  // Read when a component reads it: only then does the page depend on every doc (its cache entry keys on them).
  return Object.defineProperty(answer, 'docs', {
    enumerable: true,
    get: () => {
      if (!context.docs) return {};
      context.readDocs = true;
      const index = context.docs();
      const { pluginId, version: name } = pageDocsVersion(site, page, index);
      return Object.fromEntries([...(index.byId.get(pluginId)?.get(name)?.values() ?? [])].map((doc) => [doc.id, { id: doc.id, title: doc.title, description: doc.description, sidebar: doc.sidebar }]));
    },
  }) as typeof answer & { docs: Record<string, { id: string; title: string; description: string; sidebar?: string }> };
}

/**
 * `useLayoutDoc(docId, docsPluginId?)` (Docusaurus's hook of the navbar's doc items, which a site's own
 * navbar item or page calls): the doc of that id in the page's docs version (the latest outside the docs),
 * as Docusaurus's global data has it (`{ id, path, sidebar }`); an id of no doc throws, as there.
 */
export function useLayoutDoc(docId: string, docsPluginId?: string): { id: string; path: string; sidebar?: string } | null {
  const { site, page } = usePage();
  const index = useDocsIndex();
  if (!index) return null;
  const first = index.instances.keys().next().value ?? 'default';
  const own = pageDocsVersion(site, page, index);
  const pluginId = docsPluginId ?? own.pluginId;
  const wanted = pluginId === own.pluginId ? own.version : activeVersion(site, page, pluginId === first ? undefined : pluginId).name;
  const version = index.byId.get(pluginId)?.has(wanted) ? wanted : 'current';
  const doc = index.byId.get(pluginId)?.get(version)?.get(docId);
  if (!doc) throw new Error(`Couldn't find any doc with id "${docId}" in version ${version === 'current' ? 'current' : `"${version}"`} of the docs plugin "${pluginId}" (useLayoutDoc).`);
  return { id: doc.id, path: sitePathname(site, doc.permalink), sidebar: doc.sidebar };
}

export function useActiveDocContext(pluginId?: string) {
  const { site, page } = usePage();
  const alternates = Object.fromEntries(Object.entries(page.version?.alternates ?? {}).map(([name, path]) => [name, { id: ownDocId(page.id), path }]));
  return useAnswer('useActiveDocContext', [pluginId], { activeVersion: activeVersion(site, page, pluginId ?? pageInstance(page)), activeDoc: { id: ownDocId(page.id), path: page.permalink, sidebar: page.sidebar }, alternateDocVersions: alternates });
}

/**
 * `useActivePlugin()`: the docs instance of a docs page (`{ pluginId, pluginData }`), undefined elsewhere
 * (with `failfast`, Docusaurus throws there). fastify/website's ejected DocVersionBanner destructures it.
 */
export function useActivePlugin(options?: { failfast?: boolean }): { pluginId: string; pluginData: unknown } | undefined {
  const { page } = usePage();
  const all = useAllDocsData();
  if (!DOCS_KINDS.has(page.kind)) {
    if (options?.failfast) throw new Error(`Can't find active docs plugin for "${page.permalink}" pathname: it is no docs page.`);
    return undefined;
  }
  const pluginId = page.pluginId ?? 'default';
  return { pluginId, pluginData: all[pluginId] };
}

/**
 * `useDocVersionSuggestions(pluginId)`: the latest version (in the global data's shape, its docs listed)
 * and the page's doc in it when that version has it (`{ id, path }`), as a version banner links them.
 */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion: { id: string; path: string } | undefined; latestVersionSuggestion: unknown } {
  const { site, page } = usePage();
  const all = useAllDocsData() as Record<string, { versions?: { isLast: boolean; name: string }[] } | undefined>;
  const latestVersionSuggestion = all[pluginId ?? page.pluginId ?? 'default']?.versions?.find((version) => version.isLast);
  const href = latestVersionSuggestion && page.version?.alternates?.[latestVersionSuggestion.name];
  return { latestDocSuggestion: href ? { id: ownDocId(page.id), path: sitePathname(site, href) } : undefined, latestVersionSuggestion };
}

/**
 * `useDocsPreferredVersion(pluginId)`: the reader's preferred version is kept in the browser (localStorage),
 * which a page rendered on the server has not: none, and saving one does nothing there.
 */
export function useDocsPreferredVersion(_pluginId?: string): { preferredVersion: null; savePreferredVersionName: (name: string) => void } {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/** The site's docs, indexed, marking the page as one that read them (its cache entry then keys on them); undefined where none were given. */
function useDocsIndex(): DocsIndex | undefined {
  return docsIndexOf(usePage());
}

/** The site's docs, indexed, for a page that reads them now (`useDocsIndex` in a hook that may not need them). */
function docsIndexOf(context: RenderContext): DocsIndex | undefined {
  if (!context.docs) return undefined;
  context.readDocs = true;
  return context.docs();
}

/** The docs instance and version a page's docs hooks answer for: a docs page's own, else the first instance's latest. */
function pageDocsVersion(site: SiteData, page: PageData, index: DocsIndex): { pluginId: string; version: string } {
  const first = index.instances.keys().next().value ?? 'default';
  const pluginId = page.version?.instance ?? (DOCS_KINDS.has(page.kind) ? page.pluginId : undefined) ?? first;
  const version = activeVersion(site, page, pluginId === first ? undefined : pluginId).name;
  // An instance with no versions of its own has its docs under `current` (`versions` falls back to the first instance's).
  return { pluginId, version: index.byId.get(pluginId)?.has(version) ? version : 'current' };
}

const DOCS_KINDS = new Set<PageData['kind']>(['doc', 'generated-index', 'tags']);

/**
 * `useDocById(id)`: a doc of the page's docs version (its id as the sidebar names it), as Docusaurus's
 * `PropVersionDoc` (`{ id, title, description, sidebar }`): what an ejected DocCard shows of a doc. No id
 * gives undefined; an id of no doc throws, with Docusaurus's message and the page's file.
 */
export function useDocById(id: string | undefined): IslandDocs['docs'][string] | undefined {
  const context = usePage();
  const { site, page, doc: meta } = context;
  const notes = useNotes();
  // No id reads no doc: the page's cache entry does not key on them all (DocCardList asks for each item's).
  const index = id ? docsIndexOf(context) : undefined;
  if (!id || !index) return undefined;
  const { pluginId, version } = pageDocsVersion(site, page, index);
  const doc = index.byId.get(pluginId)?.get(version)?.get(id);
  if (!doc) {
    const file = meta?.source.replace(/^@site\//, '') ?? page.id;
    throw new Error(`${noVersionDoc(id)} (useDocById in ${file}: no doc of version '${version}' of the docs plugin '${pluginId}' has that id. A doc's id is its path in the docs folder without the extension and number prefixes, or its front matter \`id\`)`);
  }
  const found = { id: doc.id, title: doc.title, description: doc.description, sidebar: doc.sidebar };
  // In an island, the browser's hook answers the same from the page (theme/shared/island-docs.ts).
  if (notes) notes().docs[id] = found;
  return found;
}

/**
 * `useAllDocsData()`: every docs instance by plugin id, in Docusaurus's global-data shape: its path, its
 * versions (newest first, as `useVersions`) with each one's docs (`{ id, path, sidebar }`), main doc and
 * sidebars (each linking its first doc).
 */
export function useAllDocsData(): Record<string, unknown> {
  return allDocsDataOf(usePage(), useDocsIndex(), useNotes());
}

function allDocsDataOf(context: ReturnType<typeof usePage>, index: DocsIndex | undefined, notes: Notes): Record<string, unknown> {
  const all = allDocsData(context.site, index);
  // In an island, the page carries it for the browser's hook (the whole of it: what the component reads of it is not known).
  if (notes) notes().all = all;
  return all;
}

function allDocsData(site: SiteData, index: DocsIndex | undefined): Record<string, unknown> {
  if (!index) return {};
  const known = index.all.get(site);
  if (known) return known as Record<string, unknown>;
  const first = index.instances.keys().next().value;
  const all: Record<string, unknown> = {};
  for (const [pluginId, routeBase] of index.instances) {
    const path = sitePathname(site, routeBase);
    const own = index.versions.get(pluginId);
    const listed = versions(site, pluginId === first ? undefined : pluginId);
    // A further instance with no versions of its own has its docs as `current` (`versions` gave the first instance's).
    const list = pluginId !== first && !site.instanceVersions?.[pluginId] ? [{ name: 'current', label: 'Next', isLast: true, path }] : site.versions || pluginId !== first ? listed : listed.map((version) => ({ ...version, path }));
    all[pluginId] = {
      path,
      versions: list.map((version) => {
        const docs = own?.get(version.name) ?? [];
        const main = docs.find((doc) => doc.permalink === routeBase) ?? docs.find((doc) => doc.sidebar !== undefined) ?? docs[0];
        const sidebars: Record<string, { link?: { label: string; path: string } }> = {};
        for (const doc of docs) if (doc.sidebar !== undefined && !sidebars[doc.sidebar]) sidebars[doc.sidebar] = { link: { label: doc.title, path: sitePathname(site, doc.permalink) } };
        return { name: version.name, label: version.label, isLast: version.isLast, path: version.path, mainDocId: main?.id ?? '', docs: docs.map((doc) => ({ id: doc.id, path: sitePathname(site, doc.permalink), sidebar: doc.sidebar })), draftIds: [], sidebars };
      }),
      breadcrumbs: true,
    };
  }
  index.all.set(site, all);
  return all;
}

/**
 * `useDoc()` in a doc page, in Docusaurus's shape: the front matter as written (custom
 * keys too) and the metadata a component reads (id, title, slug, permalink, source,
 * tags, previous/next, editUrl, lastUpdatedAt/By).
 */
export function useDoc() {
  const { page, doc, titleInBody } = usePage();
  const frontMatter = doc?.frontMatter ?? {};
  const neighbour = (link: { label: string; href: string } | undefined) => link && { title: link.label, permalink: link.href };
  const metadata = {
    id: ownDocId(page.id),
    title: page.title,
    description: page.description,
    source: doc?.source,
    slug: doc?.slug,
    permalink: page.permalink,
    editUrl: page.editUrl,
    unlisted: page.noIndex === true,
    tags: (page.tags ?? []).map((tag) => ({ label: tag.label, permalink: tag.href })),
    frontMatter,
    previous: neighbour(page.previous),
    next: neighbour(page.next),
    // Milliseconds since the epoch, as Docusaurus 3 gives it (undefined when the date does not parse).
    lastUpdatedAt: page.lastUpdate?.date === undefined || Number.isNaN(Date.parse(page.lastUpdate.date)) ? undefined : Date.parse(page.lastUpdate.date),
    lastUpdatedBy: page.lastUpdate?.author,
  };
  // The title the body itself starts with, undefined when it has none: a site's DocItem/Content then draws
  // `metadata.title` itself (its "synthetic title", as Docusaurus's own does).
  return useAnswer('useDoc', [], { metadata, frontMatter, contentTitle: titleInBody ? page.title : undefined, toc: page.toc, assets: { image: page.image } });
}

/**
 * `useBlogPost()` in a blog post's page, in Docusaurus's shape (a swizzled BlogPostPaginator or
 * BlogPostItem wrapper reads the post's permalink and title): the metadata of the post, with its
 * newer and older neighbours as Docusaurus's `prevItem` and `nextItem`.
 */
export function useBlogPost() {
  const { page, doc } = usePage();
  // An entry of a blog list (Blog.tsx): that post, not the page's; its front matter is not at hand.
  const listed = useContext(BlogPostItemContext);
  const post = listed ?? page.blog?.post;
  const frontMatter = listed ? {} : doc?.frontMatter ?? {};
  const neighbour = (link: { label: string; href: string } | undefined) => link && { title: link.label, permalink: link.href };
  const metadata = {
    permalink: post?.permalink ?? page.permalink,
    title: post?.title ?? page.title,
    description: post?.description ?? page.description,
    date: post?.date,
    source: listed ? undefined : doc?.source,
    editUrl: listed ? undefined : page.editUrl,
    readingTime: post?.readingTime,
    authors: post?.authors ?? [],
    tags: (post?.tags ?? []).map((tag) => ({ label: tag.label, permalink: tag.href })),
    frontMatter,
    unlisted: !listed && page.unlisted === true,
    ...(listed ? {} : { prevItem: neighbour(page.blog?.newer), nextItem: neighbour(page.blog?.older) }),
  };
  return { metadata, frontMatter, assets: { image: listed ? undefined : page.image }, toc: listed ? [] : page.toc, isBlogPostPage: !listed && page.kind === 'blog-post' };
}

/**
 * `@theme/Heading`: a heading element of the level asked for (`as="h2"`), with its id and,
 * below h1, the anchor link Markdown headings get (Docusaurus's Heading draws one where the
 * heading has an id): its title the page's words, filled with the heading's text (else its id).
 */
export function Heading({ as, children, ...rest }: { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode; [key: string]: unknown }) {
  return headingElement(as, rest, children, usePage().site.messages?.[HEADING_LINK_TITLE]);
}

/** `@theme/ThemedImage`: both images in the HTML; the stylesheet shows the one of the reader's colour mode. */
export function ThemedImage({ sources, className, alt = '', ...rest }: { sources: { light: string; dark: string }; className?: string; alt?: string; [key: string]: unknown }) {
  return createElement(Fragment, null, ...(['light', 'dark'] as const).map((mode) =>
    createElement('img', { key: mode, ...rest, src: sources[mode], alt, className: [className, 'themed-image', `themed-image--${mode}`].filter(Boolean).join(' ') })));
}

/** What `img` of `@theme/IdealImage` may be: a URL, a module's default, or the ideal-image loader's `{ src: { src, width, height } }`. */
type IdealImageSource = string | { default?: string; src?: string | { src?: string; width?: number; height?: number } } | undefined;

/**
 * `@theme/IdealImage` (the ideal-image plugin's component): pxdocs makes no
 * resized copies, so it is the image itself, lazily loaded, as Docusaurus's own
 * component renders an image given as a URL or a module; the plugin's other
 * props (`shouldAutoDownload`, `swap`…) have no meaning for one image.
 */
export function IdealImage({ img, alt, className, style, title, width, height }: { img?: IdealImageSource; alt?: string; className?: string; style?: Record<string, unknown>; title?: string; width?: number; height?: number; [key: string]: unknown }) {
  const source = typeof img === 'string' ? { src: img } : img?.default !== undefined ? { src: img.default } : typeof img?.src === 'string' ? { src: img.src } : img?.src;
  return createElement('img', { src: source?.src, alt: alt ?? '', loading: 'lazy', className, style, title, width: width ?? source?.width, height: height ?? source?.height });
}

/**
 * `@theme/Mermaid` (`<Mermaid value="graph TD; A-->B" />`): the diagram a
 * ```mermaid fence draws, or its source as code where the site draws none
 * (`markdown.mermaid: false`).
 */
export function ThemeMermaid({ value }: { value: string }) {
  const src = usePage().site.mermaidSrc;
  return src ? createElement(Mermaid, { value, src }) : createElement('pre', null, createElement('code', null, value));
}

/**
 * `@docusaurus/ErrorBoundary`: in the browser it catches a render error of its
 * children; a build renders them (an error there fails the page, with its name).
 */
export function ErrorBoundary({ children }: { children?: ReactNode; fallback?: unknown }) {
  return createElement(Fragment, null, children);
}

/** `@docusaurus/useRouteContext`: the plugin a doc page comes from. */
export function useRouteContext() {
  return { plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' }, data: {} };
}

/** `@docusaurus/isInternalUrl`: a URL with no scheme and not protocol-relative (Docusaurus's test). */
export function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && !/^(?:[a-zA-Z][\w+.-]*:|\/\/)/.test(url);
}

/**
 * `@theme/Icon/ExternalLink`: the small arrow Docusaurus puts after a link that leaves the site
 * (theme/shared/icons.ts), named "(opens in new tab)" in the page's words, as Docusaurus's.
 */
export function IconExternalLink(props: SVGProps<SVGSVGElement>): ReactElement {
  return createElement(SharedIconExternalLink, { 'aria-hidden': undefined, 'aria-label': translate({ id: EXTERNAL_LINK_NAME_KEY, message: EXTERNAL_LINK_NAME }), ...props });
}

/** The category of `items` whose link is the page at `href`, at any depth. */
function categoryLinking(items: SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = categoryLinking(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * `useCurrentSidebarCategory()` (`@docusaurus/plugin-content-docs/client`, and
 * `@docusaurus/theme-common` before Docusaurus 3): the sidebar category this page
 * is the link of, as `<DocCardList items={useCurrentSidebarCategory().items} />`
 * reads it, its items in Docusaurus's shape (prop-sidebar.ts). Like Docusaurus, it
 * throws on a page that links no category.
 */
export function useCurrentSidebarCategory(): PropSidebarItem & { type: 'category'; label: string; items: PropSidebarItem[] } {
  const context = usePage();
  const { page } = context;
  const category = categoryLinking(page.sidebarItems ?? [], page.permalink);
  readSidebarPart(context, category ?? page.sidebarItems ?? []);
  if (!category) throw new Error(`useCurrentSidebarCategory(): ${page.permalink} is not the page of a sidebar category. Use it on a doc that a category links to (link: { type: 'doc', id } in _category_.json or the sidebar), or list the cards with <DocCardList /> alone.`);
  return propSidebarItem(category) as PropSidebarItem & { type: 'category'; label: string; items: PropSidebarItem[] };
}

/**
 * `useDocsSidebar()` (`@docusaurus/plugin-content-docs/client`; `@docusaurus/theme-common/internal`
 * in Docusaurus 3.0-3.4): the sidebar of the page being rendered, `{ name, items }` in Docusaurus's
 * shape (each item's `customProps` with it), or null on a page with no sidebar, as there.
 */
export function useDocsSidebar(): { name: string; items: PropSidebarItem[] } | null {
  const context = usePage();
  const { page } = context;
  // A sidebar it has not (an empty list of its own) is keyed as the whole one: '' (sidebar-keys.ts).
  readSidebarPart(context, page.sidebarItems ?? []);
  if (page.sidebar === undefined || !page.sidebarItems) return null;
  return { name: ownDocId(page.sidebar), items: page.sidebarItems.map(propSidebarItem) };
}

/**
 * `useWindowSize()`: Docusaurus answers 'ssr' until the page runs in a browser,
 * and pxdocs renders components on the server only, so 'ssr' is the answer
 * (a component showing a mobile or desktop variant shows its server one).
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/**
 * `usePrismTheme()`: a theme with no colours of its own. A swizzled code block
 * passes it to prism-react-renderer, whose tokens keep their `token <kind>`
 * classes, which the theme's stylesheet colours in both modes (the site's
 * `highlight.theme` is turned into that stylesheet, not into inline styles).
 */
export function usePrismTheme(): { plain: Record<string, string>; styles: never[] } {
  return { plain: {}, styles: [] };
}

/**
 * `usePluralForm()`: `selectMessage(count, 'One post|{count} posts')` picks the
 * form the page's language uses for `count`, from forms listed in the order of
 * its plural categories (Intl.PluralRules), as Docusaurus; the last form when
 * fewer are given. `{count}` is left for the caller to fill, as there.
 */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const { site } = usePage();
  return pluralForm(site.i18n?.locales.find((each) => each.name === site.i18n!.current)?.htmlLang ?? site.lang);
}

/**
 * `ThemeClassNames`: the stable class names Docusaurus documents for a site's
 * CSS and swizzled components (`className={ThemeClassNames.docs.docMarkdown}`).
 * They are the names pxdocs's markup carries (theme/shared/docusaurus-classes.ts),
 * so a component that adds them styles like the theme's own elements.
 */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', blogTagsListPage: 'blog-tags-list-page', blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page', blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page', docsTagsListPage: 'docs-tags-list-page', docsTagDocListPage: 'docs-tags-doc-list-page', mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', backToTopButton: 'theme-back-to-top-button', codeBlock: 'theme-code-block',
    admonition: 'theme-admonition', unlistedBanner: 'theme-unlisted-banner', draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar', containerLeft: 'theme-layout-navbar-left', containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner', docVersionBadge: 'theme-doc-version-badge', docBreadcrumbs: 'theme-doc-breadcrumbs', docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile', docTocDesktop: 'theme-doc-toc-desktop', docFooter: 'theme-doc-footer', docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row', docSidebarContainer: 'theme-doc-sidebar-container', docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category', docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

/** `processAdmonitionProps` (`@docusaurus/theme-common`), which an ejected Admonition index calls first (admonition-title.ts). */
export { processAdmonitionProps } from './admonition-title.js';

/** `@theme/MDXContent`: the page's content, which Docusaurus wraps in its MDX provider (the page's components are already given). */
export function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
