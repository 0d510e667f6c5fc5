// Data the compiler hands to the theme. Plain objects only: the theme never
// imports the compiler, so these types are the whole contract between them.
import type { BlogSidebarData } from '../shared/blog-sidebar-html.js';
import type { RoutePattern } from '../shared/route-patterns.js';
import type { IslandDocs } from '../shared/island-docs.js';
import type { MermaidConfig } from '../shared/mermaid-config.js';

/**
 * `customProps`: the item's own data as the site wrote it (a sidebars file's `customProps`, a doc's
 * `sidebar_custom_props`, a `_category_` file's `customProps`), which Docusaurus hands through to
 * the items a site's components read (a swizzled DocCard's icon, a DocSidebarItem's badge).
 */
/** Where an entry left out of a sidebar stands: the index path of its list (categories' positions) and its index there. */
export interface SidebarPlace {
  path: number[];
  index: number;
  entry: SidebarItem;
  /** The entry takes the place of the one at `index` (a category drawn as a link while its items are all unlisted). */
  replace?: true;
}

export type SidebarItem =
  | { type: 'doc'; docId: string; label: string; href: string; className?: string; description?: string; customProps?: Record<string, unknown> }
  | {
    type: 'category'; label: string; href?: string; docId?: string; items: SidebarItem[]; className?: string; description?: string; customProps?: Record<string, unknown>;
    /** Shown closed unless it holds the current page (only when collapsible). */
    collapsed?: boolean;
    /** The reader can open and close it. */
    collapsible?: boolean;
  }
  | {
    type: 'link'; label: string; href: string; className?: string; description?: string; docId?: undefined; customProps?: Record<string, unknown>;
    /** A category's generated index drawn as a link (its items are all unlisted): still a page of the sidebar's reading order, as the category is in Docusaurus's pagination. */
    generatedIndex?: true;
  }
  // `defaultStyle`: spaced as a link is (Docusaurus's `menu__list-item` and link padding), else drawn bare.
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean; label?: undefined; href?: undefined; docId?: undefined; description?: undefined; customProps?: Record<string, unknown> };

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  /** The entry as HTML when the heading has inline code or emphasis (compiler/mdx/remark-headings.ts). */
  html?: string;
}

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
  /** Written `pathname:///x`: a site path the link check leaves alone, as Docusaurus's (another app's page under the site). */
  unchecked?: true;
  /** A URL off the site written as `to`: drawn without the external icon, as Docusaurus draws only an `href`'s. */
  noIcon?: true;
  /** For sidebar items: the sidebar whose pages mark this item active. */
  sidebar?: string;
  position: 'left' | 'right';
  /** An icon-only link's accessible name (its label is then empty). */
  ariaLabel?: string;
  /** Where the link opens, as the config says (else a new tab for a URL off the site). */
  target?: string;
  /** Marked active on its own page only, not on the pages below it (Docusaurus's `exact`). */
  exact?: boolean;
  /**
   * Marked active where the page's path starts with this route instead (Docusaurus's `activeBasePath`,
   * without the base URL), or where the page's path as the browser shows it, with the base URL and
   * the trailing slash, matches this regular expression (its `activeBaseRegex`, which wins).
   */
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** The config's classes, for the site's stylesheet. */
  className?: string;
  /** Where the search box stands (Docusaurus's `type: 'search'`): the item is the box, not a link. */
  search?: true;
  /** An HTML item (Docusaurus's `type: 'html'`): drawn as it is (label and href are empty). */
  html?: string;
  /** A link's content as HTML (Docusaurus's `html` on a link item), drawn inside the link in place of its label. */
  contentHtml?: string;
  /** A link's tooltip, the config's `title`. */
  title?: string;
  /**
   * A dropdown: its entries (its own `href` is its first entry's, unless `labelLink`; an entry with
   * `html` is drawn as it is, label and href empty).
   */
  items?: { label: string; href: string; external: boolean; unchecked?: true; noIcon?: true; className?: string; version?: string; locale?: string; html?: string }[];
  /** A dropdown whose label is a link of its own (`href`), as Docusaurus's dropdown with `to`/`href`: a button beside it opens the menu. */
  labelLink?: true;
  /**
   * The locale dropdown (Docusaurus's `localeDropdown`): entries with a `locale` open the page
   * in that locale (`queryString` added), drawn per page by the navbar.
   */
  locales?: { queryString?: string };
  /**
   * In a versioned site, a doc or sidebar item's target in each version, by version name: the
   * navbar links into the page's version (the last version on pages outside the docs).
   */
  byVersion?: Record<string, { href: string; sidebar?: string }>;
  /** The further docs instance (`docsInstances`) whose versions `byVersion` and `versions` follow: its id (the first's when unset). */
  instance?: string;
  /**
   * `dropdown`: the versions dropdown (entries with a `version` open the page's doc in that
   * version when it has one); `link`: a link to the page's version, labelled with it unless
   * the config gives a label. `active` marks the dropdown active on docs pages.
   */
  versions?: { kind: 'dropdown' | 'link'; fixedLabel?: boolean; active?: boolean };
  /** Draw the theme's icon (a GitHub mark, or a link mark): an icon-only link the site's stylesheet does not draw. */
  icon?: 'github' | 'link';
  /**
   * An item of the site's own type (Docusaurus's `type: 'custom-<name>'`): drawn by the component the
   * site's src/theme/NavbarItem/ComponentTypes maps `type` to, given `props` (label and href are empty).
   */
  custom?: { type: string; props: Record<string, unknown>; where?: { file: string; line?: number; column?: number } };
}

/** The navbar's brand image; `href` is resolved ('/' unless the config says otherwise). */
export interface NavbarLogo {
  src: string;
  alt: string;
  srcDark?: string;
  href: string;
  external: boolean;
  target?: string;
  width?: number | string;
  height?: number | string;
  /** The config's classes and inline style for the image (React's form: `{ maxWidth: 300 }`). */
  className?: string;
  style?: Record<string, string | number>;
}

export interface FooterLink {
  label: string;
  href: string;
  external: boolean;
  /** Written `pathname:///x`: not checked (NavLink's). */
  unchecked?: true;
  /** Written as `to`: no external icon (NavLink's). */
  noIcon?: true;
  /** The config's classes for the link (a site's `.disabled`), after Docusaurus's own. */
  className?: string;
  /** Where the link opens, as the config says (else a new tab for a URL off the site). */
  target?: string;
  /** An item of HTML (Docusaurus's `{ html }`): drawn as it is, instead of a link. */
  html?: string;
}

/** The footer's image: a link only when the config gives it an `href`. */
export type FooterLogo = Omit<NavbarLogo, 'href' | 'external'> & { href?: string; external?: boolean };

export interface SiteData {
  title: string;
  /** The build writes /opensearch.xml (compiler/opensearch.ts): the head links it. */
  openSearch?: true;
  tagline: string;
  /** The site's address as published: origin and base URL, no trailing slash (`https://a.io/project`). */
  url: string;
  /** The base URL when it is not `/` (`/project/`): the finished HTML gets it in front of every root-relative URL. */
  base?: string;
  /** `trailingSlash: true`: pages' paths end with a slash as the browser shows them (`/docs/intro/`). */
  trailingSlash?: true;
  titleDelimiter: string;
  /** The pages' language (`<html lang>`, dates). */
  lang: string;
  /** `<html dir="rtl">`: the pages' script runs right to left (compiler/i18n.ts siteDirection). */
  dir?: 'rtl';
  /**
   * The pages' locale by name, as Docusaurus's `currentLocale` (`en` where `<html lang>` says `en-US`):
   * the language search names (`docsearch:language`, the records', the filters'). Default: `lang`.
   */
  locale?: string;
  /**
   * A site in several languages: the locale this build is of, and every locale with its path
   * from the default locale's base (`fr/`, '' for the default) and its address.
   */
  i18n?: {
    current: string;
    locales: { name: string; label: string; htmlLang: string; direction: 'ltr' | 'rtl'; path: string; url: string }[];
  };
  /**
   * Words in the language built, by Docusaurus's keys: the theme's (`theme.docs.paginator.next`)
   * and the site's `code.json` (`<Translate>`). Absent for an English site with none of its own.
   */
  messages?: Record<string, string>;
  /** The config's `customFields`, for `useDocusaurusContext()` (absent when empty). */
  customFields?: Record<string, unknown>;
  /** The config's `imageZoom`: which images open full size on a click, and the overlay's colours (the image-zoom island reads it from <body>). */
  imageZoom?: { selector: string; background: { light?: string; dark?: string }; margin: number };
  /** Where the mermaid island loads mermaid from, when the site draws diagrams (`markdown.mermaid`), for `@theme/Mermaid`. */
  mermaidSrc?: string;
  /** The config's `mermaid` (Docusaurus's `themeConfig.mermaid`), when it is not the default: the island reads it from each diagram. */
  mermaid?: MermaidConfig;
  /** The config's `noIndex`: every page asks search engines not to index it. */
  noIndex?: boolean;
  /** The site's swizzled Root (src/theme/Root), rendered once by the build (compiler/site-root.ts): what every page gets of it. */
  root?: RootFrame;
  /** The stylesheet of the CSS the site's swizzle wrappers import (compiler/site-wrappers.ts), linked on every page. */
  wrappersStylesheet?: string;
  /** The pages of plugin routes with parameters and the paths each stands for: the 404 page carries them (shared/route-patterns.ts). */
  routePatterns?: RoutePattern[];
  /** False when docs show no breadcrumbs (`docs.breadcrumbs: false`). */
  breadcrumbs?: false;
  /** The site has no docs (`docs: false`, a blog-only site): no page has a docs sidebar, so the mobile menu keeps no place for one. */
  noDocs?: true;
  navbar: { title?: string; logo?: NavbarLogo; brandMark: boolean; items: NavLink[]; hideOnScroll: boolean; style?: 'dark' };
  footer: {
    links: { title: string; items: FooterLink[] }[];
    /** Docusaurus's simple footer: one row of links instead of columns. */
    row?: FooterLink[];
    logo?: FooterLogo;
    /** `light`: the page's colours instead of the dark band (absent: dark). */
    style?: 'light';
    copyright: string;
  };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  home?: { title: string; subtitle: string; cta: { label: string; to: string }; areas: { title: string; description: string; to: string }[] };
  /**
   * The docs chat widget: where it sends questions (absent when the chat is off), and the fence
   * languages its answers highlight as Vadalog (`highlight.vadalogLanguages`; absent: `vadalog`).
   */
  chat?: { endpoint: string; vadalogLanguages?: string[] };
  /** How the browser searches (public values only; absent in sites built without search). */
  search?: SearchBoot;
  /** The sidebar's optional behaviours (`sidebar` in the config); absent when both are off. */
  sidebar?: { hideable: boolean; autoCollapseCategories: boolean };
  /** Sidebar id → URL of its tree asset, for sidebars too large to render whole on every page (see Sidebar.tsx). */
  sidebarTrees?: Record<string, string>;
  /** Public URLs of the built client assets. */
  /** `pagesCss`: the stylesheets pages outside the docs (pages folder, blog) link instead of `css`: the same, with Infima's classes and the blog's styles (theme/styles/outside-docs.css) before the site's. */
  /** `siteScript`: the site's `clientModules` bundled (site-client-modules.ts), a module script on every page. */
  assets: { css: string[]; pagesCss?: string[]; headScript: string; islands: Record<string, { src: string; preload: string[] }>; siteScript?: string };
  /** The config's extra `stylesheets` and `scripts`, as the attributes of their tags. */
  head?: { stylesheets: HeadTag[]; scripts: HeadTag[]; metadata: HeadTag[]; tags: ElementTag[] };
  /** Tags at the start and the end of every page's body (the config's `preBodyTags`, `postBodyTags`). */
  bodyTags?: { start: ElementTag[]; end: ElementTag[] };
  /** Analytics, in production builds: gtag.js measurement ids, a Tag Manager container. */
  analytics?: { gtag?: { ids: string[]; anonymizeIP: boolean }; tagManager?: string };
  /**
   * The docs versions, newest first, each with the href of its first doc (its main doc), in a
   * versioned site only.
   */
  versions?: VersionLink[];
  /** Every blog's feeds (of blogs with posts): every page links them, as Docusaurus's blog plugin adds them to every page's head. */
  feeds?: FeedLink[];
  /** A further docs instance's versions (`docsInstances`), by its id, as `versions`, when it has some. */
  instanceVersions?: Record<string, VersionLink[]>;
  /** The mode of a page before its head script runs, and whether readers may switch it. */
  /** `followSystem`: the mode follows the system's until the reader picks one (`respectPrefersColorScheme`). */
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; followSystem?: true };
  /**
   * Where the reader's choices are kept, when not Docusaurus's default (localStorage, keys as they are): written on
   * `<html data-storage-type data-storage-namespace>`, read by the head script and the islands (islands/lib/storage.ts).
   */
  storage?: { type?: 'sessionStorage'; namespace?: string };
  /** The site's icon (default: the theme's /favicon.svg). */
  favicon?: string;
  /** The Open Graph image of pages without one of their own. */
  image?: string;
}

/** A blog's feed as a page's head links it. */
export interface FeedLink {
  type: 'rss' | 'atom' | 'json';
  href: string;
  title: string;
}

/** A docs version as the navbar and the version banner link it: its main doc's href. */
export interface VersionLink {
  name: string;
  label: string;
  href: string;
  isLast: boolean;
}

/** A tag's attributes as the config writes them (`crossorigin`, `async: true`). */
export type HeadTag = Record<string, string | boolean>;

/** An element as the config writes it (`headTags`, `preBodyTags`): its name, attributes and inner HTML. */
export interface ElementTag {
  tagName: string;
  attributes: HeadTag;
  innerHTML?: string;
}

/** The search backend as the browser sees it: the embedded index's URL, or the hosted index's public settings. */
export type SearchBoot = (
  | { backend: 'embedded'; indexUrl: string; missingResultsUrl?: string }
  | { backend: 'algolia'; appId: string; apiKey: string; indexName: string; hosts?: string[]; missingResultsUrl?: string }
) & {
  /**
   * The site has pages under `/docs` (Docusaurus's default route base): hit paths stay as they
   * are. Without it, an index's `/docs/…` paths (a crawl of the old site) begin at the root.
   */
  docsRoutes?: true;
  /**
   * A site of Docusaurus's shape (not `areas`, `trailingSlash` not false), whose docs are not under
   * `/docs`: it links a folder's index page with its slash (`/guide/`, compiler/folder-routes.ts), and
   * a hit on it keeps the slash, as one under `/docs` does. Without either, slashes are taken off.
   */
  folderSlashes?: true;
  /**
   * The search box's and page's words the page does not say in English (`{ errorTitle: … }`,
   * the islands' TEXTS names; Docusaurus's keys, SEARCH_WORDS in theme/shared/pxdocs-messages.ts).
   * Absent on an English page.
   */
  words?: Record<string, string>;
};

/** `markdown-page` and `react-page`: the pages folder's (`src/pages`), outside the docs; `blog-*`: the blog's. */
export type PageKind = 'doc' | 'generated-index' | 'tags' | 'home' | 'search' | 'not-found' | 'markdown-page' | 'react-page' | BlogKind;

/** A post, its lists (the blog, a tag's, an author's), the tags index, the archive, the authors index. */
export type BlogKind = 'blog-post' | 'blog-list' | 'blog-tags' | 'blog-archive' | 'blog-authors';

/** A post's author, from the blog's authors file or the post's front matter. */
export interface BlogAuthor {
  /** Its key in the blog's authors file (`slorber`), for one from the file (the authors index counts posts by it). */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** The author's page, when the authors file gives one (`page: true`). */
  page?: string;
  /** Social profiles: platform → URL. */
  socials?: Record<string, string>;
}

/** What a list, the archive and a post's own page show of a post. */
export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** ISO date. */
  date: string;
  description: string;
  /** Minutes to read, rounded up (absent when the blog hides it). */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: TagRef[];
  /** The post's rendered body up to its truncate marker (lists), filled in once the post is built. */
  excerpt?: string;
  /** The post has more than its excerpt: lists link "Read more". */
  truncated?: boolean;
}

/** What a blog page shows beside its own content. */
export interface BlogPageData {
  /** The blog's title (list pages' heading) and description. */
  title: string;
  description: string;
  /** The blog's first list page (its structured data names the blog a post is part of). */
  home?: string;
  /**
   * "Recent posts" (absent with blogSidebarCount 0); `byYear`: listed under a heading per year (each item's `year`);
   * `window`: a list over the budget, of which the page shows a window (theme/shared/blog-sidebar-html.ts).
   */
  sidebar?: BlogSidebarData;
  /** A post's own page: the post. */
  post?: BlogPostSummary;
  /** A list page's posts, newest first. */
  posts?: BlogPostSummary[];
  /** A list's heading (a tag's or an author's). */
  heading?: string;
  /** A tag list's description (from the blog's tags file), under its heading. */
  lead?: string;
  /** The author a list is about. */
  author?: BlogAuthor;
  /** Pagination: newer and older posts (a post), or entries (a list). */
  newer?: { label: string; href: string };
  older?: { label: string; href: string };
  /** The tags index. */
  tags?: (TagRef & { count: number })[];
  /** The authors index. */
  authors?: (BlogAuthor & { count: number })[];
  /** The archive: posts by year, newest first. */
  years?: { year: string; posts: { title: string; permalink: string; date: string }[] }[];
  /** The tags index, linked from a tag's list. */
  tagsIndex?: string;
  /** The authors index, linked from an author's list (Docusaurus's "View all authors"). */
  authorsIndex?: string;
  /** A post among the newest the blog's feeds hold (`feedOptions.limit`): its render gives its whole body for them. */
  inFeed?: true;
}

/** A tag of a doc: its label and the page listing the docs carrying it. */
export interface TagRef {
  label: string;
  href: string;
  /** A tag's description, from the blog's or the docs' tags file. */
  description?: string;
}

/**
 * Every doc of the site, for Docusaurus's `useDocById` and `useAllDocsData` (compiler/docs-data.ts makes
 * it once per build; a page thread parses it when a page first asks: theme/components/mdx/docs-index.ts).
 */
export interface DocsData {
  /** Each docs instance: its plugin id and its route base path (`/docs`), the first instance first. */
  instances: [pluginId: string, routeBasePath: string][];
  /** Each doc: its instance's plugin id, its version's name (`current`: the docs folder), its own id, permalink, title, description and sidebar (own id). */
  docs: [pluginId: string, version: string, id: string, permalink: string, title: string, description: string, sidebar: string | null][];
  /** The site's own plugins' global data (`actions.setGlobalData`, compiler/site-plugins.ts): plugin name → instance id → data. */
  plugins?: Record<string, Record<string, unknown>>;
}

/** What a doc page's own components read of its source (`useDoc()`), beside its PageData. */
export interface DocMeta {
  /** The front matter as written, custom keys included. */
  frontMatter: Record<string, unknown>;
  /** `@site/docs/intro.md`, as Docusaurus names a doc's source. */
  source: string;
  /** The permalink below the docs' route base (`/intro`), as Docusaurus's `metadata.slug`. */
  slug: string;
}

export interface PageData {
  kind: PageKind;
  id: string;
  permalink: string;
  title: string;
  description: string;
  /** The title for `<title>`, without the site name. */
  headTitle?: string;
  sidebar?: string;
  sidebarItems?: SidebarItem[];
  /** An unlisted doc's own entry, which its sidebar leaves out and its page shows (compiler/sidebars.ts `unlistedPlaces`). */
  sidebarUnlisted?: SidebarPlace;
  toc: TocEntry[];
  breadcrumbs: { label: string; href?: string }[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  hideTitle?: boolean;
  hideToc?: boolean;
  keywords?: string[];
  image?: string;
  lastUpdate?: { date?: string; author?: string };
  /** Stylesheets of this page's own components (CSS modules), after the theme's. */
  stylesheets?: string[];
  /** Cards for generated index pages. */
  cards?: { label: string; href: string; description: string; kind: 'doc' | 'category' | 'link'; count?: number; docId?: string; customProps?: Record<string, unknown> }[];
  noIndex?: boolean;
  /** An unlisted doc or blog post (`unlisted: true`): built and reachable by its link, but in no list; it says so at its top. */
  unlisted?: boolean;
  /** A doc's "Edit this page" link (`docs.editUrl`, or `custom_edit_url` front matter). */
  editUrl?: string;
  /** A doc's tags (`tags` front matter), listed under its content. */
  tags?: TagRef[];
  /** The tags index page: every tag with the number of docs carrying it. */
  tagIndex?: (TagRef & { count: number })[];
  /** A tag's page: the docs carrying it, and the link to the tags index. */
  tagged?: { title: string; href: string; description: string }[];
  /** A tag's page: the tag's description, from the docs' tags file. */
  tagDescription?: string;
  allTags?: string;
  /** The docs version of a page of a versioned site's docs. */
  version?: PageVersion;
  /** The plugin instance of a docs page (doc, generated index, tags) or a blog's page, when its id is not `default`. */
  pluginId?: string;
  /** The site plugin that added a React page (`actions.addRoute`): its name, in Docusaurus's class on <html>. */
  pluginName?: string;
  /** A standalone page's class on its main region (front matter `wrapperClassName`, or `@theme/Layout`'s). */
  wrapperClassName?: string;
  /** A React page that asked `@theme/Layout` for no footer. */
  noFooter?: boolean;
  /**
   * A React page that drew no `@theme/Layout`: Docusaurus renders it alone inside the app's root (no navbar,
   * footer or skip link; the head and Root as on every page), so Layout.tsx draws only the page there.
   */
  bare?: boolean;
  /** A page of the blog. */
  blog?: BlogPageData;
}

/** A versioned doc's version, and the same doc in the others. */
export interface PageVersion {
  name: string;
  label: string;
  /** The notice above the doc: a version newer than the last, or older. */
  banner?: 'unreleased' | 'unmaintained';
  /** Show "Version: <label>" above the doc. */
  badge: boolean;
  /** Class on the page's root, for the site's stylesheet (`docs-version-<name>`). */
  className: string;
  /** The same doc (same id) in every other version that has it: version name → href. */
  alternates?: Record<string, string>;
  /** The last version (the one at the docs' route): the only one `llms.txt` lists. */
  latest?: true;
  /** The further docs instance (`docsInstances`) whose version it is: its id. */
  instance?: string;
}

/**
 * What a site's swizzled Root puts on every page: the markup it renders before and
 * after its children (around the whole body, as Docusaurus renders Root around the
 * app), the tags it gives with `<Head>`, and the stylesheet of the CSS it imports.
 */
export interface RootFrame {
  before: string;
  after: string;
  head: { type: string; props: Record<string, unknown>; text?: string }[];
  stylesheet?: string;
  /** The island scripts its interactive components need (a `<Toast/>` with state beside its children): every page loads them. */
  islands?: string[];
  /** With them, what Root's hooks answered in that render: the pages carry it, as Root runs around those islands in the browser (compiler/render.ts). */
  docs?: IslandDocs;
}
