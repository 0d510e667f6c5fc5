// The site configuration: its shape, its defaults, and the schema that checks it on load.
import { z } from 'zod';
import { joinPermalink, unsafePermalinkReason } from '../paths.js';
import { normalizeBase } from '../../theme/shared/base-url.js';
import type { BlogEditUrlFunction, DocsEditUrlFunction } from '../edit-url.js';
import type { BlogReadingTimeFunction } from '../blog/reading-time.js';
import type { SidebarItemsGenerator } from '../sidebar-generator.js';
import type { NumberPrefixParser } from '../number-prefix.js';
import type { CreateSitemapItems } from '../sitemap.js';
import { cardImageProblem, linkProblem } from '../url-scheme.js';
import { DEFAULT_MAX_PAGE_BYTES } from '../page-text.js';
import { DEFAULT_VADALOG_LANGUAGES } from '../../theme/shared/vadalog/languages.js';

/** Whether `source` is a regular expression JavaScript reads (a navbar link's `activeBaseRegex`, tested in the browser as Docusaurus does; init carries only such). */
export function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** The pages plugin's default `include` and `exclude` (Docusaurus's). */
const PAGES_INCLUDE = ['**/*.{js,jsx,ts,tsx,md,mdx}'];
const PAGES_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** The blog plugin's defaults (Docusaurus's), for a site that gives no `blog`. */
const blogDefaults = () => ({
  path: 'blog',
  routeBasePath: 'blog',
  include: ['**/*.{md,mdx}'],
  exclude: [...PAGES_EXCLUDE],
  blogTitle: 'Blog',
  blogDescription: 'Blog',
  postsPerPage: 10,
  blogSidebarCount: 5,
  blogSidebarTitle: 'Recent posts',
  sortPosts: 'descending' as const,
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  tagsBasePath: 'tags',
  archiveBasePath: 'archive',
  authorsBasePath: 'authors',
  onInlineTags: 'warn' as const,
  onInlineAuthors: 'warn' as const,
  onUntruncatedBlogPosts: 'warn' as const,
  editLocalizedFiles: false,
  feedOptions: { type: ['rss', 'atom'] as ('rss' | 'atom' | 'json')[], limit: 20 },
});

const severity = z.enum(['throw', 'warn', 'log', 'ignore']);
export type Severity = z.infer<typeof severity>;

/** The docs instance (`docs.id`, a `docsInstances` entry's id) whose doc, sidebar or versions an item names (default: the first, `docs`). */
const docsPluginId = z.string().min(1).optional();

/**
 * A link's `href` to another site: a URL, or one without its scheme (`//github.com/…`, which
 * the page's own scheme completes), as Docusaurus takes both (webspatial/doc-website's footer).
 */
const linkHref = z.string().refine((value) => URL.canParse(value) || /^\/\/[^/\s]+/.test(value), 'a URL (https://…), or one without its scheme (//host/…)')
  // `javascript:alert(1)` parses as a URL: React swapped it for one that throws, so the link did nothing, silently.
  .refine((value) => !linkProblem(value), 'a URL a link can go to: not a script or data URL');

/** An entry of a navbar dropdown: a doc by id, a link (`to` a route of the site, `href` another site), or HTML. */
const dropdownEntry = z.union([
  z.object({ type: z.literal('doc'), docId: z.string(), label: z.string().min(1).optional(), className: z.string().optional(), docsPluginId }).strict(),
  // HTML drawn as it is among the entries (a separator before "All versions", as Docusaurus sites write it).
  z.object({ type: z.literal('html'), value: z.string(), className: z.string().optional() }).strict(),
  z.object({
    type: z.literal('link').default('link'),
    label: z.string().min(1),
    to: z.string().optional(),
    href: linkHref.optional(),
    className: z.string().optional(),
  }).strict().refine((item) => Boolean(item.to || item.href), 'a link needs `to` (a route) or `href` (a URL)'),
]);

const navbarItem = z.union([
  /**
   * Where the search box stands, as Docusaurus's `type: 'search'` places its own (expressots/expresso-site-doc's
   * after its links, on the left); without one it ends the bar's right side.
   */
  z.object({
    type: z.literal('search'),
    /** As every navbar item's in Docusaurus, `left` unless said. */
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
  }).strict(),
  /** HTML of the site's own in the bar (a badge, a version label), as Docusaurus's `type: 'html'`. */
  z.object({
    type: z.literal('html'),
    value: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
  }).strict(),
  /**
   * The docs versions (`versions.json`), as Docusaurus's `type: 'docsVersionDropdown'`: labelled
   * with the version of the page, each entry opening the same doc in that version when it has
   * one, else that version's first doc. `dropdownItemsBefore`/`After` are links around them.
   */
  z.object({
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']).default('left'),
    /** Only these versions, in this order (default: every built version, newest first). */
    versions: z.union([z.array(z.string().min(1)), z.record(z.string(), z.object({ label: z.string().min(1).optional() }).strict())]).optional(),
    dropdownItemsBefore: z.array(dropdownEntry).default([]),
    dropdownItemsAfter: z.array(dropdownEntry).default([]),
    /** Docusaurus's option: the label is not marked active on a page of the docs. */
    dropdownActiveClassDisabled: z.boolean().default(false),
    className: z.string().optional(),
    docsPluginId,
  }).strict(),
  /**
   * The site's languages (`i18n`), as Docusaurus's `type: 'localeDropdown'`: labelled with the
   * page's locale, each entry opening the same page in another. `queryString` is added to each
   * entry's URL; `dropdownItemsBefore`/`After` are links around them.
   */
  z.object({
    type: z.literal('localeDropdown'),
    position: z.enum(['left', 'right']).default('left'),
    queryString: z.string().optional(),
    dropdownItemsBefore: z.array(dropdownEntry).default([]),
    dropdownItemsAfter: z.array(dropdownEntry).default([]),
    className: z.string().optional(),
  }).strict(),
  /** A link to the first doc of the page's version (the last version elsewhere), labelled with it, as Docusaurus's `type: 'docsVersion'`. */
  z.object({
    type: z.literal('docsVersion'),
    label: z.string().min(1).optional(),
    /** Where it links instead (default: the version's first doc). */
    to: z.string().min(1).optional(),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
    docsPluginId,
  }).strict(),
  z.object({
    type: z.literal('docSidebar'),
    /** The sidebar whose first page the item opens; also marks the item active inside that sidebar. */
    sidebarId: z.string(),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    docsPluginId,
  }).strict(),
  z.object({
    type: z.literal('doc'),
    docId: z.string(),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    docsPluginId,
  }).strict(),
  z.object({
    type: z.literal('link').default('link'),
    /** The link's text; without one, the link is an icon named by `aria-label` (Docusaurus's GitHub link). */
    label: z.string().optional(),
    /**
     * An internal route, checked by the build. Without a leading slash it is below the base URL
     * whatever it starts with (`docs/intro`), as Docusaurus's useBaseUrl reads it; with one, a path
     * written with the base in front is read without it.
     */
    to: z.string().optional(),
    /** An external address, opened as it is. */
    href: linkHref.optional(),
    position: z.enum(['left', 'right']).default('left'),
    /** The accessible name of a link without a label. */
    'aria-label': z.string().min(1).optional(),
    /** Classes for the site's own stylesheet (`customCss`), as Docusaurus's `className`. */
    className: z.string().optional(),
    /** Where the link opens, as Docusaurus passes it to the link (default: a new tab for a URL off the site, else the page). */
    target: z.string().min(1).optional(),
    /** Marked active on its own page only, not on the pages below it, as Docusaurus's `exact` (the root link, `/`, always is). */
    exact: z.boolean().optional(),
    /** Marked active on the pages whose path starts with this one (`docs`, `/docs/`) instead, as Docusaurus's `activeBasePath`. */
    activeBasePath: z.string().min(1).optional(),
    /**
     * Marked active on the pages whose path (with the base URL, as the browser shows it) this regular
     * expression matches instead, as Docusaurus's `activeBaseRegex` (`^/docs/(?:[\\w.-]+/)?cli(?:/|$)`).
     */
    activeBaseRegex: z.string().min(1).refine(isRegExp, 'a regular expression JavaScript can read').optional(),
    /** The link's content as HTML, drawn in place of its label, as Docusaurus's `html` on a link (a badge image); name it with `aria-label`. */
    html: z.string().min(1).optional(),
    /** The link's tooltip (its `title` attribute), as Docusaurus passes an item's `title` to the link. */
    title: z.string().min(1).optional(),
  }).strict().refine((item) => Boolean(item.label || item['aria-label']), 'a link needs a `label`, or an `aria-label` for an icon-only link'),
  /**
   * A menu of links under one label, as Docusaurus's `type: 'dropdown'`; an item with `items` and
   * no type is one too, as in Docusaurus. After the link, so a broken link is described as a link.
   */
  z.object({
    type: z.literal('dropdown').default('dropdown'),
    label: z.string().min(1),
    /**
     * The label's own link, as Docusaurus's dropdown `to` (a route of the site) or `href` (another
     * site): the label opens it, and a button beside it opens the menu.
     */
    to: z.string().optional(),
    href: linkHref.optional(),
    items: z.array(dropdownEntry).min(1),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
    /** The menu's accessible name where it differs from its label, as Docusaurus puts it on the dropdown's label. */
    'aria-label': z.string().min(1).optional(),
  }).strict(),
  /**
   * An item of the site's own type, as Docusaurus's `type: 'custom-<name>'`: drawn by the component the
   * site's src/theme/NavbarItem/ComponentTypes maps the type to, given the item's other keys as props
   * (and `mobile` in the mobile menu), as Docusaurus's NavbarItem passes them.
   */
  z.object({
    type: z.templateLiteral(['custom-', z.string().min(1)]),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
  }).catchall(z.unknown()),
]);

/** A Docusaurus plugin of the site's own: the function Docusaurus calls with the site's context and the plugin's options. */
const sitePlugin = z.custom<(context: unknown, options: unknown) => unknown>((value) => typeof value === 'function', 'a plugin function (`function plugin(context, options) { return { name, loadContent, contentLoaded }; }`)');

/**
 * A remark/rehype plugin as Docusaurus takes it: the plugin function, or
 * `[plugin, options]`. Plugins are imported in the config file.
 */
const mdxPlugin = z.union([
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function'),
  z.tuple([z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function'), z.unknown()]),
]);
export type MdxPlugin = z.infer<typeof mdxPlugin>;

/**
 * A content plugin's own Markdown plugins, as Docusaurus's docs, blog and pages plugins take them
 * (`presets[0].blog.remarkPlugins`): its pages compile with the site's `markdown` lists and then
 * these, and no other kind of page does (default: none).
 */
const contentMarkdownPlugins = {
  /** Remark plugins run before pxdocs's own, after the site's `markdown.beforeDefaultRemarkPlugins`. */
  beforeDefaultRemarkPlugins: z.array(mdxPlugin).optional(),
  /** Remark plugins run after pxdocs's own, after the site's `markdown.remarkPlugins`. */
  remarkPlugins: z.array(mdxPlugin).optional(),
  /** Rehype plugins run before pxdocs's own, after the site's `markdown.beforeDefaultRehypePlugins`. */
  beforeDefaultRehypePlugins: z.array(mdxPlugin).optional(),
  /** Rehype plugins run after the defaults, after the site's `markdown.rehypePlugins`. */
  rehypePlugins: z.array(mdxPlugin).optional(),
};

/** Docusaurus's default magic comments, with its class for highlighted lines (a site's CSS styles it). */
const DEFAULT_MAGIC_COMMENTS = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

const footerLink = z.union([
  z.object({
    label: z.string(),
    /** A route of the site, read as a navbar link's `to` is. */
    to: z.string().optional(),
    href: linkHref.optional(),
    /** Classes for the site's own stylesheet, on the link, as Docusaurus's footer item `className`. */
    className: z.string().optional(),
    /** Where the link opens (default: a new tab for a URL off the site, else the page). */
    target: z.string().min(1).optional(),
  }).strict(),
  /** HTML of the site's own (a badge, a line of text), as Docusaurus's `{ html }` footer item. */
  z.object({ html: z.string().min(1) }).strict(),
]);

/** A prism-react-renderer theme: the colours of code (`plain`) and of each token type (`styles`). */
const cssValue = z.union([z.string(), z.number()]);
const tagAttributesSchema = z.record(z.string(), z.union([z.string(), z.boolean()])).default({});
/** A tag of a page's body (`preBodyTags`, `postBodyTags`): any element, by its lower-case name. */
const bodyTagsSchema = z.array(z.object({
  tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an HTML element name such as "div" or "script"'),
  attributes: tagAttributesSchema,
  innerHTML: z.string().optional(),
}).strict()).default([]);
const prismTheme = z.object({
  plain: z.record(z.string(), cssValue),
  styles: z.array(z.object({
    types: z.array(z.string()),
    style: z.record(z.string(), cssValue),
    languages: z.array(z.string()).optional(),
  }).passthrough()),
}).passthrough();
export type PrismTheme = z.infer<typeof prismTheme>;

/** A brand image, as Docusaurus's navbar and footer logos take it. */
const logoSchema = z.object({
  src: z.string(),
  /** Default: none beside the navbar's title (the title names it), else the site's title, as Docusaurus's Logo. */
  alt: z.string().optional(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  target: z.string().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
  /** Classes and an inline style for the image, as Docusaurus puts them on it (`style: { maxWidth: 300 }`, React's form). */
  className: z.string().optional(),
  style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}).strict();

/** A locale's name, as Docusaurus's folders and URLs use it (`fr`, `pt-BR`, `zh-Hans`). */
const LOCALE_NAME = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/;
const LOCALE_MESSAGE = 'a locale name such as "fr", "pt-BR" or "zh-Hans"';

/** One docs folder's options: Docusaurus's docs plugin's, same names and defaults. */
const docsOptionsSchema = z.object({
  ...contentMarkdownPlugins,
  /** Docs folder, relative to the site root (default: 'docs'). */
  path: z.string().default('docs'),
  /** The docs plugin's `id`: a named instance keeps its versions in `<id>_versions.json`, `<id>_versioned_docs/` (default: 'default'). */
  id: z.string().regex(/^[A-Za-z0-9_-]+$/).optional(),
  /** URL prefix of every doc; '/' serves docs at the root (default: 'docs'). */
  routeBasePath: z.string().default('docs'),
  /**
   * A sidebars file (`sidebars.js`/`.mjs`/`.cjs`/`.ts`/`.json`), relative to the site root;
   * `false` for no sidebar; unset: one sidebar `defaultSidebar` generated from the folder tree.
   */
  sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
  /**
   * Makes the items of each `autogenerated` sidebar item, as the docs plugin's option:
   * `async ({ defaultSidebarItemsGenerator, ...args }) => items`, Docusaurus's arguments and its
   * default generator (whose items it usually sorts or filters); its items are read as a sidebars
   * file's.
   */
  sidebarItemsGenerator: z.custom<SidebarItemsGenerator>((value) => typeof value === 'function', 'a function').optional(),
  /** Categories start collapsed, except the one holding the current page (default: true). */
  sidebarCollapsed: z.boolean().default(true),
  /** Categories can be collapsed at all (default: true). */
  sidebarCollapsible: z.boolean().default(true),
  /**
   * A number prefix of a file or folder name (`01-intro.md`, `2-guides/`) is its position and is
   * left out of ids and URLs, as the docs plugin's `numberPrefixParser` (default: true); `false`
   * keeps names whole (`/01-intro`). Or Docusaurus's parser function, given each file name (without
   * its extension) and folder name: `(name) => ({ filename, numberPrefix })`.
   */
  numberPrefixParser: z.union([z.boolean(), z.custom<NumberPrefixParser>((value) => typeof value === 'function', 'a function')]).default(true),
  /**
   * The base of each doc's "Edit this page" link, as the docs plugin's `editUrl`: the doc's path
   * from the site folder is added (`…/edit/main/` + `docs/intro.md`). Or a function of the doc,
   * as Docusaurus's: `({ version, versionDocsDirPath, docPath, permalink, locale }) => url`
   * (undefined: no link). `custom_edit_url` front matter overrides it for a page (null: no link).
   */
  editUrl: z.union([z.string().min(1).refine((value) => !linkProblem(value), 'a URL a link can go to: not a script or data URL'), z.custom<DocsEditUrlFunction>((value) => typeof value === 'function', 'a function')]).optional(),
  /** A released version's docs link "Edit this page" to the same file in the docs folder (the version being written), as the docs plugin's option (default: false). */
  editCurrentVersion: z.boolean().default(false),
  /**
   * A translated doc's "Edit this page" links its translation (`i18n/fr/docusaurus-plugin-content-docs/
   * current/intro.md`) rather than its original (`docs/intro.md`), as the docs plugin's option
   * (default: false). A page a locale has no translation of links its original either way.
   */
  editLocalizedFiles: z.boolean().default(false),
  /**
   * Each doc's "Last updated on <date>" line takes the date of its last git commit, as the docs
   * plugin's option (default: false). `last_update.date` front matter overrides it for a page,
   * and is shown whatever this says.
   */
  /** The breadcrumbs above each doc, as the docs plugin's `breadcrumbs` (default: true). */
  breadcrumbs: z.boolean().default(true),
  /**
   * Files of the docs folder that are not pages: glob patterns relative to it, as the docs plugin's
   * `exclude` (a list replaces the default, which excludes names starting with `_`: partials).
   */
  exclude: z.array(z.string().min(1)).optional(),
  /**
   * The files of the docs folder that may be pages: glob patterns relative to it, as the docs plugin's
   * `include` (default: every `.md` and `.mdx` file); a file no pattern matches is no page.
   */
  include: z.array(z.string().min(1)).optional(),
  showLastUpdateTime: z.boolean().default(false),
  /** The same for "by <author>": the last commit's author, unless `last_update.author` says otherwise (default: false). */
  showLastUpdateAuthor: z.boolean().default(false),
  /** Where tag pages live, under routeBasePath (default: 'tags': `/docs/tags`, `/docs/tags/<tag>`). */
  tagsBasePath: z.string().min(1).superRefine((value, ctx) => {
    const reason = unsafePermalinkReason(`/${value}`);
    if (reason) ctx.addIssue({ code: 'custom', message: `cannot be a route: ${reason}` });
  }).default('tags'),
  /**
   * Predefined tags (label, permalink, description by key), relative to each version's docs folder,
   * as the docs plugin's `tags` (default 'tags.yml'; null reads none).
   */
  tags: z.union([z.string().min(1), z.null()]).default('tags.yml'),
  /** A doc's tag the tags file does not define (only when there is one), as the docs plugin checks it (default warn). */
  onInlineTags: severity.default('warn'),
  /*
   * Versions, as the docs plugin has them: a `versions.json` beside the config lists the
   * released versions, newest first; each lives in `versioned_docs/version-<name>/` with its
   * sidebars in `versioned_sidebars/version-<name>-sidebars.json`. The docs folder itself is
   * the version `current` ("Next", at `<routeBasePath>/next`); the last version is served at
   * `routeBasePath` itself.
   */
  /** The version served at routeBasePath (default: the first of `versions.json`, else 'current'). */
  lastVersion: z.string().min(1).optional(),
  /** Build the docs folder as the version `current` (default: true). */
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions (default: all). */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /** Ignore `versions.json`: the docs folder is the only version (default: false). */
  disableVersioning: z.boolean().default(false),
  /** Each version's own options, by name (`current` for the docs folder). */
  versions: z.record(z.string(), z.object({
    label: z.string().min(1).optional(),
    /** Its path under routeBasePath ('' serves it there; default: the name, `next` for current, '' for the last). */
    path: z.string().superRefine((value, ctx) => {
      const reason = value === '' ? undefined : unsafePermalinkReason(`/${value}`);
      if (reason) ctx.addIssue({ code: 'custom', message: `cannot be a route: ${reason}` });
    }).optional(),
    /** The notice above its docs (default: 'unreleased' for newer than the last version, 'unmaintained' for older). */
    banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
    /** The "Version: <label>" badge on its docs (default: true when more than one version is built). */
    badge: z.boolean().optional(),
    /** Class on its pages' root (default: `docs-version-<name>`). */
    className: z.string().optional(),
    /** Keep its pages out of search engines (a robots meta tag, no sitemap entries; default: false). */
    noIndex: z.boolean().optional(),
  }).strict()).default({}),
}).strict();

/** An extension of the client-redirects plugin's `fromExtensions`/`toExtensions`: `html`, not `.html`. */
const redirectExtension = z.string().min(1).refine((value) => !value.includes('.') && !value.includes('/') && encodeURIComponent(value) === value, 'an extension without a dot or a slash, of characters a URL keeps as they are (`html`, not `.html`)');

/** One blog's options: Docusaurus's blog plugin's, same names and defaults. */
const blogOptionsSchema = z.object({
  ...contentMarkdownPlugins,
  path: z.string().min(1).default('blog'),
  routeBasePath: z.string().default('blog'),
  include: z.array(z.string().min(1)).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string().min(1)).default(PAGES_EXCLUDE),
  /** The list pages' title and description (Docusaurus's defaults). */
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Posts on each list page (default 10); 'ALL' puts every post on one. */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Posts in the "Recent posts" sidebar (default 5); 'ALL' lists every post, 0 draws none. */
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  /**
   * The order of the posts in the blog's lists, its sidebar, its archive and each post's newer and
   * older links: 'descending' (newest first, the default) or 'ascending' (oldest first), as the
   * blog plugin's `sortPosts`. The feeds stay newest first.
   */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /** "N min read" under each post's title (default true). */
  showReadingTime: z.boolean().default(true),
  /**
   * A post's reading time in minutes, as the blog plugin's `readingTime`: called with the post's
   * `content`, `frontMatter`, `locale` and `defaultReadingTime({ content, options: { wordsPerMinute } })`;
   * undefined shows none on that post (default: the words counted in the site's language, 200 a minute).
   */
  readingTime: z.custom<BlogReadingTimeFunction>((value) => typeof value === 'function', 'a function').optional(),
  /** Authors by key (`authors: [jane]` in front matter), relative to the blog folder (default authors.yml). */
  authorsMapPath: z.string().min(1).default('authors.yml'),
  /** Predefined tags (label, permalink, description), relative to the blog folder (default tags.yml). */
  tags: z.string().min(1).default('tags.yml'),
  tagsBasePath: z.string().min(1).default('tags'),
  archiveBasePath: z.union([z.string().min(1), z.null()]).default('archive'),
  authorsBasePath: z.string().min(1).default('authors'),
  /** A post's tag the tags file does not define (when there is one), as Docusaurus checks it (default warn). */
  onInlineTags: severity.default('warn'),
  /** A post's author written inline while the blog has an authors file (default warn). */
  onInlineAuthors: severity.default('warn'),
  /** A post without a truncate marker: its lists show it whole (default warn). */
  onUntruncatedBlogPosts: severity.default('warn'),
  /**
   * The base of each post's "Edit this page" link (its path from the site folder follows), or a
   * function of the post, as Docusaurus's: `({ blogDirPath, blogPath, permalink, locale }) => url`.
   */
  editUrl: z.union([z.string().min(1).refine((value) => !linkProblem(value), 'a URL a link can go to: not a script or data URL'), z.custom<BlogEditUrlFunction>((value) => typeof value === 'function', 'a function')]).optional(),
  /** A locale's translated post links its translation (true) rather than its original (default false), as Docusaurus's blog option. */
  editLocalizedFiles: z.boolean().default(false),
  /** Feeds of the newest posts: `rss`, `atom`, `json`, 'all' or null (default rss and atom). */
  feedOptions: z.object({
    type: z.union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()]).default(['rss', 'atom']),
    title: z.string().optional(),
    description: z.string().optional(),
    copyright: z.string().optional(),
    language: z.string().optional(),
    /** Newest posts a feed holds (default 20). */
    limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
    /** Each XML feed shown as a page in a browser, through a stylesheet written beside it (`true` for both, or per feed), as Docusaurus's. */
    xslt: z.union([z.boolean(), z.object({ rss: z.boolean().nullable().optional(), atom: z.boolean().nullable().optional() }).strict()]).optional(),
  }).strict().default(() => ({ type: ['rss', 'atom'] as ('rss' | 'atom' | 'json')[], limit: 20 })),
}).strict();

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Origin the site is published at, without a trailing slash (used for canonical URLs and the sitemap). */
  url: z.string().url().refine((value) => !value.endsWith('/'), 'no trailing slash'),
  /** Delimiter between page title and site title in `<title>` (default: '|'). */
  titleDelimiter: z.string().default('|'),
  /**
   * The path the site is published under, as Docusaurus's `baseUrl` (default: '/'): '/project/'
   * for a GitHub Pages project site. Routes and links are written without it; the build adds it
   * to every URL the pages and the browser use, and the output folder is what is published there.
   */
  baseUrl: z.string().default('/').superRefine((value, ctx) => {
    if (!value.startsWith('/')) ctx.addIssue({ code: 'custom', message: `must start with a slash: '/${value.replace(/^\/+/, '')}'` });
    // A character a browser escapes in a request (`é` → `%C3%A9`) would no longer match the base as written.
    if (/[^A-Za-z0-9/._~-]/.test(value)) ctx.addIssue({ code: 'custom', message: 'a path of letters, digits and - . _ ~ only (no query, anchor, escape, space or other character a browser escapes)' });
    if (value.split('/').some((segment) => segment === '.' || segment === '..')) ctx.addIssue({ code: 'custom', message: 'cannot hold `.` or `..` segments' });
  }).transform((value) => normalizeBase(value)),
  /**
   * sitemap.xml as Docusaurus's sitemap plugin writes it, with its options and defaults: `filename`
   * (a path in the output folder, default `sitemap.xml`), `ignorePatterns` (globs of routes left
   * out, `/tags/**`), `changefreq` and `priority` for every entry (default `weekly` and 0.5; null
   * writes none), `lastmod` (`date` or `datetime`): each page's last update (a doc's shown one, else
   * its source file's last commit; pages without a file, such as tag pages, get none; default: none),
   * and `createSitemapItems`, the plugin's hook: `async ({ defaultCreateSitemapItems, ...params }) =>
   * items`, given the routes as `{ path }` (with the base URL) and the config, returning
   * `{ url, lastmod?, changefreq?, priority? }` entries. A sitemap with no entry is not written.
   */
  sitemap: z.object({
    filename: z.string().min(1).default('sitemap.xml').superRefine((value, ctx) => {
      const reason = value.startsWith('/') || value.includes('\\') ? 'a path inside the output folder, with / between folders and none in front' : value.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') ? 'no empty, `.` or `..` segments' : undefined;
      if (reason) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(value)} cannot be the sitemap's file: ${reason}` });
    }),
    ignorePatterns: z.array(z.string().min(1)).default([]),
    changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default('weekly'),
    priority: z.number().min(0).max(1).nullable().default(0.5),
    lastmod: z.enum(['date', 'datetime']).nullable().optional(),
    createSitemapItems: z.custom<CreateSitemapItems>((value) => typeof value === 'function', 'an async function of `{ defaultCreateSitemapItems, routes, siteConfig }` that returns the sitemap\'s items').optional(),
  }).strict().default({ filename: 'sitemap.xml', ignorePatterns: [], changefreq: 'weekly', priority: 0.5 }),
  /**
   * Keep the whole site out of search engines, as Docusaurus's `noIndex` (a staging copy, an
   * internal site): every page says `noindex, nofollow`, and no sitemap is written (default: false).
   */
  noIndex: z.boolean().default(false),
  /**
   * The language of the site's pages, as a BCP 47 tag (`<html lang>`, and how dates are written):
   * Docusaurus's `i18n.defaultLocale` (default: 'en'). The theme's own words stay English.
   */
  lang: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'a language tag such as "en", "fr" or "pt-BR"').default('en'),
  /**
   * Languages of the site, as Docusaurus's `i18n`: the default locale is built at the base URL
   * (its language is `lang`'s, or its `htmlLang`), every other one at `<base><path>/` from the same
   * sources with the translations of `<path>/<locale>/` (Docusaurus's folders: translated docs,
   * pages and posts over the originals; `navbar.json`, `footer.json`, the docs' `current.json`
   * labels, `code.json` messages). Default: one language.
   */
  i18n: z.object({
    defaultLocale: z.string().regex(LOCALE_NAME, LOCALE_MESSAGE),
    locales: z.array(z.string().regex(LOCALE_NAME, LOCALE_MESSAGE)).min(1),
    /** The translations' folder, relative to the site root (default: 'i18n'). */
    path: z.string().min(1).default('i18n'),
    localeConfigs: z.record(z.string(), z.object({
      /** The name the locale dropdown shows (default: the language's own name for itself, "Français"). */
      label: z.string().min(1).optional(),
      /** `<html lang>` and hreflang (default: the locale's name). */
      htmlLang: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'a language tag such as "en", "fr" or "pt-BR"').optional(),
      direction: z.enum(['ltr', 'rtl']).optional(),
      /** The URL segment of the locale (default: its name); the default locale has none. */
      path: z.string().regex(/^[A-Za-z0-9._~-]+$/, 'one URL segment of letters, digits and - . _ ~').optional(),
      calendar: z.string().optional(),
    }).strict()).default({}),
    /** The locale being built: set by the build for each locale's pass (default: the default locale). */
    currentLocale: z.string().optional(),
  }).strict().superRefine((value, ctx) => {
    if (!value.locales.includes(value.defaultLocale)) ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `"${value.defaultLocale}" must be one of locales (${value.locales.join(', ')})` });
    const paths = new Map<string, string>();
    const listed = new Set<string>();
    for (const [index, locale] of value.locales.entries()) {
      // Else said as "localeConfigs.en.path: "en" is the path of en too", of a key the config may not have.
      if (listed.has(locale)) {
        ctx.addIssue({ code: 'custom', path: ['locales', index], message: `"${locale}" is listed twice: list each locale once` });
        continue;
      }
      listed.add(locale);
      const path = value.localeConfigs[locale]?.path ?? locale;
      const other = paths.get(path);
      if (other !== undefined) ctx.addIssue({ code: 'custom', path: ['localeConfigs', locale, 'path'], message: `"${path}" is the path of ${other} too` });
      paths.set(path, locale);
    }
  }).optional(),
  /**
   * Values of the site's own for its pages, as Docusaurus's `customFields`: a React page reads them
   * from `useDocusaurusContext().siteConfig.customFields`. Plain JSON values (default: none).
   */
  customFields: z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    try {
      JSON.stringify(value);
    } catch (error) {
      // V8's words, on one line: "Converting circular structure to JSON" came with lines drawing the circle.
      const why = error instanceof RangeError ? 'a value nests too deep to be written as JSON' : /circular/i.test((error as Error).message) ? 'a value holds itself (an object inside itself)' : (error as Error).message.split('\n')[0];
      ctx.addIssue({ code: 'custom', message: `must be plain JSON values: ${why}` });
    }
  }).default({}),
  /** Folder of Markdown/MDX, relative to the site root (default: 'content'). */
  contentDir: z.string().default('content'),
  /**
   * Documentation areas: each a folder under contentDir with its own sidebar and URL prefix.
   * The shorthand of `docs` with `path: contentDir`, `routeBasePath: '/'` and one
   * autogenerated, always-expanded sidebar per area folder. Give `areas` or `docs`, not both.
   */
  areas: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1).refine((areas) => new Set(areas).size === areas.length, 'each area once (a name given twice makes every page of it twice)').optional(),
  /**
   * One docs folder as Docusaurus's docs plugin has it (its options, same names and defaults).
   * `false`: no docs at all, as the classic preset's `docs: false` (a blog-only site, its blog
   * usually at `routeBasePath: '/'`); the site is then its blog and standalone pages.
   */
  docs: z.union([z.literal(false), docsOptionsSchema]).optional(),
  /**
   * More docs folders beside `docs`, as more instances of Docusaurus's docs plugin (each with its
   * own `id`, folder, route base and sidebars; the same options as `docs`). Docusaurus sites keep a
   * community section or an API reference this way. Their docs, sidebars and tags are their own:
   * a navbar item names one with `docsPluginId`.
   */
  docsInstances: z.array(docsOptionsSchema.extend({ id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, `_` and `-` only') })).optional(),
  /** GitHub user or organization `pxdocs deploy` pushes to, as Docusaurus's `organizationName` (ORGANIZATION_NAME wins). */
  organizationName: z.string().min(1).optional(),
  /** GitHub repository `pxdocs deploy` pushes to, as Docusaurus's `projectName` (PROJECT_NAME wins). */
  projectName: z.string().min(1).optional(),
  /** Branch `pxdocs deploy` pushes the built site to (default: gh-pages; DEPLOYMENT_BRANCH wins). */
  deploymentBranch: z.string().min(1).optional(),
  /** Git host `pxdocs deploy` pushes to, for GitHub Enterprise (default: github.com; GITHUB_HOST wins). */
  githubHost: z.string().min(1).optional(),
  /** Its port, when not the protocol's (GITHUB_PORT wins). */
  githubPort: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).optional(),
  /**
   * Trailing slash of page URLs, as Docusaurus: undefined writes `x.html` and links `/x`;
   * true writes `x/index.html` and links `/x/`; false writes `x.html` and links `/x` (default: undefined).
   */
  trailingSlash: z.boolean().optional(),
  /** Folder copied as it is to the site root (default: 'static'). */
  /**
   * Standalone pages, as Docusaurus's pages plugin has them: every Markdown,
   * MDX or React file under `path` is a page at its path (`src/pages/help.md`
   * is `/help`, `src/pages/index.js` the home page), with the site's navbar and
   * footer and no sidebar. `false`: none. The folder need not exist.
   */
  pages: z.union([z.literal(false), z.object({
    /** The pages folder, relative to the site root (default: 'src/pages'). */
    path: z.string().min(1).default('src/pages'),
    /** URL prefix of every page (default: '/'). */
    routeBasePath: z.string().default('/'),
    /** Glob patterns, relative to the folder, of the files that are pages. */
    include: z.array(z.string().min(1)).default(PAGES_INCLUDE),
    /** Glob patterns of files that are not (partials, tests), as Docusaurus's defaults. */
    exclude: z.array(z.string().min(1)).default(PAGES_EXCLUDE),
    ...contentMarkdownPlugins,
  }).strict()]).default({ path: 'src/pages', routeBasePath: '/', include: PAGES_INCLUDE, exclude: PAGES_EXCLUDE }),
  /**
   * A blog, as Docusaurus's blog plugin has it: every Markdown or MDX file (or
   * folder with an `index`) under `path` is a post, dated by its front matter
   * or its name (`2024-05-01-launch.md`), listed newest first at
   * `routeBasePath`, with tag, author and archive pages and feeds. `false`:
   * none. The folder need not exist.
   */
  blog: z.union([z.literal(false), blogOptionsSchema]).default(blogDefaults),
  /**
   * More blogs beside `blog`, as more instances of Docusaurus's blog plugin (a changelog, release
   * notes): each with its own `id`, folder and route base, and the options `blog` takes. Its
   * posts, lists, tags, authors, archive and feeds are its own.
   */
  blogInstances: z.array(blogOptionsSchema.extend({ id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, `_` and `-` only') })).optional(),
  staticDir: z.string().default('static'),
  /**
   * Several static folders, as Docusaurus's `staticDirectories`: each folder's files are copied to
   * the site root and links resolve against all of them; a path two folders have is the first
   * one's. Given, it replaces `staticDir` (the one-folder form).
   */
  staticDirectories: z.array(z.string().min(1)).min(1).optional(),
  /**
   * Which output files get `.br` and `.gz` copies beside them. `shared` (the
   * default): the files every page loads or that are fetched whole (scripts,
   * stylesheets, the search manifest, sitemap.xml, llms.txt), a few dozen.
   * `all`: every page's HTML too, for hosts that send such copies as they are
   * (nginx `gzip_static`/`brotli_static`, Caddy's `precompressed`). Most hosts
   * compress pages themselves and ignore the copies, which at 10,000 pages are
   * 20,000 more files to upload and a tenth of the build's time; `pxdocs
   * serve` compresses a page on its first request and keeps the result.
   */
  precompress: z.enum(['shared', 'all']).default('shared'),
  navbar: z.object({
    title: z.string().optional(),
    /**
     * The brand image, as Docusaurus's `navbar.logo`: `srcDark` is shown in dark mode, `href`
     * is where the brand links (default '/'), `target` its link target; `width`/`height` size
     * it (default: 2rem high, its own width). With a logo and no `title`, no title is shown.
     */
    logo: logoSchema.optional(),
    /**
     * Without a logo, a mark (▲) stands before the title so the brand is not bare text (default:
     * true). Docusaurus draws the title alone, and init writes false for its sites.
     */
    brandMark: z.boolean().default(true),
    items: z.array(navbarItem).default([]),
    /**
     * The bar slides away while the reader scrolls down and comes back on a scroll up (default:
     * true). Docusaurus's `hideOnScroll` defaults to false, and init writes its value.
     */
    hideOnScroll: z.boolean().default(true),
    /** Docusaurus's `navbar.style: 'dark'`: the bar in dark-mode colours whatever the page's mode (default: the page's). */
    style: z.literal('dark').optional(),
  }).strict(),
  footer: z.object({
    /** Columns (`{ title, items }`), or, as Docusaurus's simple footer, one row of links (`{ label, to | href }`). */
    links: z.union([z.array(z.object({ title: z.string(), items: z.array(footerLink) }).strict()), z.array(footerLink)]).default([]),
    /** An image above the copyright, as Docusaurus's `footer.logo`: linked when it has an `href`; `srcDark` in dark mode. */
    logo: logoSchema.optional(),
    /** Docusaurus's `footer.style`: a dark footer in both colour modes, or one in the page's own colours (default: dark). */
    style: z.enum(['dark', 'light']).default('dark'),
    copyright: z.string(),
  }).strict(),
  /**
   * Extra stylesheets and scripts in every page's head, as Docusaurus's
   * `stylesheets` and `scripts`: a URL, or an object of the tag's attributes
   * (`{ href, integrity, crossorigin }`, `{ src, async, defer }`). Stylesheets
   * come after the theme's, so they can override it.
   */
  stylesheets: z.array(z.union([z.string().min(1), z.object({ href: z.string().min(1) }).catchall(z.union([z.string(), z.boolean()]))])).default([]),
  scripts: z.array(z.union([z.string().min(1), z.object({ src: z.string().min(1) }).catchall(z.union([z.string(), z.boolean()]))])).default([]),
  /**
   * The colour mode, as Docusaurus's `themeConfig.colorMode`: the mode of a first visit
   * (`defaultMode`, default light), or the reader's system preference when
   * `respectPrefersColorScheme` (default false); `disableSwitch` removes the toggle and
   * ignores a stored choice.
   */
  colorMode: z.object({
    defaultMode: z.enum(['light', 'dark']).default('light'),
    disableSwitch: z.boolean().default(false),
    respectPrefersColorScheme: z.boolean().default(false),
  }).strict().default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  /**
   * Where the reader's choices are kept in the browser (colour mode, tabs, a closed announcement bar, the docs
   * version), as Docusaurus's `storage`: `type` localStorage (default) or sessionStorage (the docs version stays
   * in localStorage, as Docusaurus's `versionPersistence`); `namespace` suffixes every key, so sites sharing an
   * origin keep their own: `true` a hash of the site's URL and base (`theme-d92`, Docusaurus's rule), a string
   * that string (`theme-mine`), `false` (default) none.
   */
  storage: z.object({
    type: z.enum(['localStorage', 'sessionStorage']).default('localStorage'),
    namespace: z.union([z.boolean(), z.string()]).default(false),
  }).strict().default({ type: 'localStorage', namespace: false }),
  /**
   * Old addresses and where they now are, as Docusaurus's client-redirects plugin takes them:
   * each `from` (a path, or several) gets a small page that sends the reader to `to` (a route
   * of the site, with an anchor if need be, or a URL), keeping their query and anchor.
   */
  redirects: z.array(z.object({
    from: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).superRefine((value, ctx) => {
      for (const from of Array.isArray(value) ? value : [value]) {
        const reason = from.startsWith('/') ? unsafePermalinkReason(from) : 'it must start with `/`';
        if (reason) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(from)} cannot be a redirect's address: ${reason}` });
      }
    }),
    to: z.string().min(1).refine((to) => to.startsWith('/') || /^https?:\/\//i.test(to), 'a redirect goes to a path of the site (`/docs/new`) or an http(s) URL'),
  }).strict()).default([]),
  /**
   * Redirects made from the site's own pages, as the client-redirects plugin's `createRedirects`:
   * called with each page's route (`/docs/new`, without the base URL), it returns the old
   * addresses (one, a list, or nothing) that should send the reader there.
   */
  /**
   * The client-redirects plugin's extension redirects. `fromExtensions` (`['html', 'htm']`): each
   * page is reached from its address with the extension too (`/docs/x.htm`); pxdocs writes pages as
   * `docs/x.html` unless `trailingSlash: true`, so `html` needs a redirect only then. `toExtensions`
   * (`['php']`): a page whose route ends with the extension is reached from its address without it.
   * Extensions without dots or slashes; default none.
   */
  fromExtensions: z.array(redirectExtension).default([]),
  toExtensions: z.array(redirectExtension).default([]),
  createRedirects: z.custom<(path: string) => string | string[] | null | undefined>((value) => typeof value === 'function', 'a function of a page\'s route that returns old addresses').optional(),
  /**
   * The docs sidebar's behaviour, as Docusaurus's `themeConfig.docs.sidebar`: `hideable` adds a
   * button that folds the sidebar away on wide screens (and one that brings it back);
   * `autoCollapseCategories` closes a category's open siblings when it opens. Both default to
   * false: the sidebar always shows, and categories stay as the reader left them.
   */
  sidebar: z.object({
    hideable: z.boolean().default(false),
    autoCollapseCategories: z.boolean().default(false),
  }).strict().default({ hideable: false, autoCollapseCategories: false }),
  /**
   * Every blog's sidebar, as Docusaurus's `themeConfig.blog.sidebar`: `groupByYear` lists its
   * posts under a heading per year (Docusaurus 3.5's default), or in one list.
   */
  blogSidebar: z.object({
    groupByYear: z.boolean().default(true),
  }).strict().default({ groupByYear: true }),
  /**
   * Live code blocks (```jsx live fences, on a site with @docusaurus/theme-live-codeblock), as Docusaurus's
   * `themeConfig.liveCodeBlock`: `playgroundPosition` puts the result below the editor ('bottom') or above it ('top').
   */
  liveCodeBlock: z.object({
    playgroundPosition: z.enum(['top', 'bottom']).default('bottom'),
  }).strict().optional(),
  /**
   * The site's own stylesheets, as the classic theme's `customCss`: paths from the site folder,
   * bundled (their @imports inlined, the files their url()s name published) and linked after the
   * theme's stylesheet. The theme takes Infima's colour variables they set (`--ifm-color-primary`).
   */
  customCss: z.array(z.string().min(1)).default([]),
  /**
   * Modules of the site that run in the browser on every page, as Docusaurus's
   * `clientModules` (paths from the site folder): scripts (their `onRouteUpdate`,
   * `onRouteDidUpdate` and `onRouteUpdateDelayed` called as Docusaurus calls them)
   * and stylesheets (loaded after customCss).
   */
  clientModules: z.array(z.string().min(1)).default([]),
  /**
   * Docusaurus plugins of the site's own whose data its components read: each a plugin function
   * (`import versions from './src/plugins/versions/index.js'`), a module's path from the config's folder
   * (`'./plugins/versions'`: its relative `getThemePath()` is then from the module's folder, a function's from
   * the config's, as Docusaurus resolves them), or either with its options (`[plugin, options]`). The build
   * calls each as Docusaurus does (`plugin(context, options)`), then its `loadContent` and
   * `contentLoaded`, then (once every plugin's content is loaded) its `allContentLoaded`, given the docs' content; what it gives `actions.setGlobalData` is what `usePluginData(name, id)` and
   * `useGlobalData()` return in the site's components. A route it adds (`addRoute({ path, component,
   * modules })`) is a page, its component rendered as a React page of src/pages is, given its modules as
   * props (`props.data`) with react-router's `history`, `location`, `match`, `staticContext` and `route`; a
   * layout route's nested routes (`routes`) are each a page, drawn in the layout (`renderRoutes`). Other
   * lifecycle methods are not run (default: none).
   */
  plugins: z.array(z.union([z.string().min(1), sitePlugin, z.tuple([z.union([z.string().min(1), sitePlugin]), z.unknown()])])).default([]),
  /**
   * Docusaurus themes of the site's own, as Docusaurus's `themes`: a module's path from the config's folder
   * (`'./my-theme'`) or a package's name, a theme function, or either with its options (`['./my-theme', { … }]`).
   * Each is made and run as a plugin (after `plugins`, as Docusaurus orders them), and the folder its
   * `getThemePath()` gives (from the module's folder) holds theme components: `@theme/X`, a wrapper of
   * a layout part, Root, MDXComponents… are read from the site's src/theme first, then from the last theme's
   * folder, then the one before, then the plugins' (default: none).
   */
  themes: z.array(z.union([z.string().min(1), sitePlugin, z.tuple([z.union([z.string().min(1), sitePlugin]), z.unknown()])])).default([]),
  /** The site's icon: a path in the static folder or a URL, as Docusaurus's `favicon` (default: the theme's). */
  favicon: z.string().min(1).optional(),
  /** The Open Graph image of pages without `image` front matter, as Docusaurus's `themeConfig.image`. */
  image: z.string().min(1).refine((value) => !cardImageProblem(value), 'an image path (/img/card.png) or an http(s) URL: crawlers fetch no other card, and a script or data URL is never published').optional(),
  /** Extra meta tags on every page, as Docusaurus's `themeConfig.metadata`: `{ name, content }`, `{ property, content }`. */
  /**
   * Google Analytics through gtag.js, as Docusaurus's gtag plugin (the classic preset's `gtag`):
   * one or more measurement ids, each configured on load, and a page view sent after each
   * client-side navigation. Production builds only: `pxdocs dev` loads no analytics.
   */
  gtag: z.object({
    trackingID: z.union([z.string().regex(/^[A-Za-z0-9_-]+$/, 'a measurement id such as G-ABC123'), z.array(z.string().regex(/^[A-Za-z0-9_-]+$/, 'a measurement id such as G-ABC123')).min(1)]),
    anonymizeIP: z.boolean().default(false),
  }).strict().optional(),
  /** Google Tag Manager, as Docusaurus's plugin (`googleTagManager`): the container's snippet on every page (production builds only). */
  googleTagManager: z.object({
    containerId: z.string().regex(/^GTM-[A-Za-z0-9]+$/, 'a container id such as GTM-ABC123'),
  }).strict().optional(),
  metadata: z.array(z.record(z.string(), z.string())).default([]),
  /**
   * Extra tags in every page's head, as Docusaurus's `headTags`:
   * `{ tagName: 'link', attributes: { rel: 'preconnect', href } }`, with `innerHTML` for a script or style.
   */
  headTags: z.array(z.object({
    tagName: z.enum(['link', 'meta', 'script', 'style', 'noscript', 'base']),
    attributes: tagAttributesSchema,
    innerHTML: z.string().optional(),
  }).strict()).default([]),
  /**
   * Tags at the start and at the end of every page's body, as a Docusaurus plugin's
   * `injectHtmlTags` gives them (`preBodyTags`, `postBodyTags`): a tag manager's
   * `<noscript>` frame, a chat widget's element and script.
   */
  preBodyTags: bodyTagsSchema,
  postBodyTags: bodyTagsSchema,
  /**
   * Click an image to see it full size over the page, as docusaurus-plugin-image-zoom does it
   * (with medium-zoom): `selector` names the images (default `.markdown img`: a page's own),
   * `background` the overlay's colour in each mode, `margin` the space left around the image (px).
   * Only pages with an image load its script.
   */
  imageZoom: z.object({
    selector: z.string().min(1).default('.markdown img'),
    background: z.object({ light: z.string().min(1).optional(), dark: z.string().min(1).optional() }).strict().default({}),
    margin: z.number().int().min(0).max(200).default(0),
  }).strict().optional(),
  /**
   * How ```mermaid diagrams are drawn, as Docusaurus's `themeConfig.mermaid`: mermaid's `theme` in each
   * colour mode (default: `default` in light, `dark` in dark; a drawn diagram is drawn again when the
   * reader switches modes) and the `options` given to `mermaid.initialize` (`{ flowchart: { curve: 'linear' } }`,
   * plain JSON values: they reach the browser in the page).
   */
  mermaid: z.object({
    theme: z.object({ light: z.string().min(1).default('default'), dark: z.string().min(1).default('dark') }).strict().default({ light: 'default', dark: 'dark' }),
    options: z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
      try {
        JSON.stringify(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be plain JSON values: ${(error as Error).message.split('\n')[0]}` });
      }
    }).default({}),
  }).strict().default({ theme: { light: 'default', dark: 'dark' }, options: {} }),
  announcementBar: z.object({
    /** Changing the id shows the bar again to readers who dismissed the previous one. */
    id: z.string().min(1),
    content: z.string(),
    isCloseable: z.boolean().default(true),
    /** The bar's colours, as Docusaurus takes them (any CSS colour; default: the theme's, in both modes). */
    backgroundColor: z.string().min(1).optional(),
    textColor: z.string().min(1).optional(),
  }).strict().optional(),
  home: z.object({
    title: z.string(),
    subtitle: z.string(),
    cta: z.object({ label: z.string(), to: z.string() }).strict(),
    areas: z.array(z.object({ title: z.string(), description: z.string(), to: z.string() }).strict()).default([]),
  }).strict().optional(),
  onBrokenLinks: severity.default('throw'),
  /** A link to a `.md`/`.mdx` file that is no page (default: `markdown.hooks.onBrokenMarkdownLinks`, else 'warn'). */
  onBrokenMarkdownLinks: severity.optional(),
  onBrokenAnchors: severity.default('warn'),
  onDuplicateRoutes: severity.default('warn'),
  /** How pages are parsed, as Docusaurus's `markdown` config and docs plugin options. */
  markdown: z.object({
    /**
     * `mdx` (default, as Docusaurus): .md and .mdx are both parsed as MDX;
     * `md`: both as CommonMark; `detect`: .md as CommonMark, .mdx as MDX.
     * A page's `format: md | mdx` front matter wins.
     */
    format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    /**
     * The largest page, in bytes of UTF-8 (default 2 MiB): a page over it fails the build, before it is
     * parsed. A generated reference may need more (a TypeDoc module page of a large namespace: 3.4 MB);
     * a page takes time and memory more than in proportion to its size (1.5 MB: some 8 s and 500 MB).
     */
    maxPageBytes: z.number().int().positive().default(DEFAULT_MAX_PAGE_BYTES),
    /** Render ```mermaid fences as diagrams (default: true). */
    mermaid: z.boolean().default(true),
    /**
     * Docusaurus 3's front matter hook: `async parseFrontMatter({ filePath, fileContent, defaultParseFrontMatter })`
     * returns `{ frontMatter, content }`, the page's front matter and text from then on (a slug derived from the
     * file name, a title filled in). Run for every page, post and partial (default: none).
     */
    parseFrontMatter: z.custom<(params: { filePath: string; fileContent: string; defaultParseFrontMatter: (params: { filePath: string; fileContent: string }) => Promise<{ frontMatter: Record<string, unknown>; content: string }> }) => unknown>((value) => typeof value === 'function', 'a function (`async parseFrontMatter({ filePath, fileContent, defaultParseFrontMatter }) { return defaultParseFrontMatter({ filePath, fileContent }); }`)').optional(),
    /**
     * Docusaurus 3's `markdown.preprocessor({ filePath, fileContent })`: returns the text to compile in place of
     * the file's (a `%%product%%` placeholder filled in, a legacy spelling rewritten). As in Docusaurus it changes
     * only what is compiled: a page's metadata (title, description, sidebar label) is read from the file as
     * written (default: none).
     */
    preprocessor: z.custom<(params: { filePath: string; fileContent: string }) => string>((value) => typeof value === 'function', 'a function (`preprocessor({ filePath, fileContent }) { return fileContent.replaceAll(\'%%name%%\', \'Name\'); }`)').optional(),
    /**
     * Docusaurus's `markdown.mdx1Compat`: the MDX 1 spellings read in pages, each on by default (off with Docusaurus's
     * `future.v4.mdx1CompatDisabledByDefault`, which init carries): `comments`, `<!-- -->` in an MDX page (off: MDX
     * refuses it, write `{/* … *\/}`); `admonitions`, `:::note Title` (off: not an admonition, shown as written; write
     * `:::note[Title]`); `headingIds`, `## Title {#id}` in an MDX page (off: MDX refuses it, write `{/* #id *\/}`).
     */
    mdx1Compat: z.object({
      comments: z.boolean().default(true),
      admonitions: z.boolean().default(true),
      headingIds: z.boolean().default(true),
    }).strict().default({ comments: true, admonitions: true, headingIds: true }),
    /** Heading ids keep the heading's case (`maintainCase: true`: `## Set Up` → `#Set-Up`), as Docusaurus's `markdown.anchors` (default: lower case). */
    anchors: z.object({ maintainCase: z.boolean().default(false) }).strict().optional(),
    /**
     * Docusaurus 3.8+'s `markdown.hooks`: `onBrokenMarkdownLinks` (a link to a `.md`/`.mdx` file that is no page;
     * the top-level `onBrokenMarkdownLinks`, which Docusaurus deprecates, wins when set; default 'warn') and
     * `onBrokenMarkdownImages` (a Markdown image whose file is not there, beside the page or in a static folder;
     * default 'throw', as Docusaurus). Severities only: Docusaurus's function form is not run.
     */
    hooks: z.object({
      onBrokenMarkdownLinks: severity.optional(),
      onBrokenMarkdownImages: severity.default('throw'),
    }).strict().default({ onBrokenMarkdownImages: 'throw' }),
    /** Options for remark-rehype, as Docusaurus's `markdown.remarkRehypeOptions` (the footnotes' label and back-link words, `footnoteLabel`; default: none). */
    remarkRehypeOptions: z.record(z.string(), z.unknown()).optional(),
    /**
     * Which `:::name` blocks are admonitions, as Docusaurus's `admonitions` MDX option:
     * `true` (default) the built-in keywords (note, tip, info, warning, danger, caution,
     * important, success, secondary); `false` none; `{ keywords, extendDefaults }` adds
     * keywords to the built-in ones (`extendDefaults: true`, the default) or replaces them.
     * A keyword the theme has no style for looks like `info`.
     */
    admonitions: z.union([
      z.boolean(),
      z.object({ keywords: z.array(z.string().regex(/^[a-zA-Z][\w-]*$/, 'a keyword is a directive name: letters, digits, - and _')).default([]), extendDefaults: z.boolean().default(true) }).strict(),
    ]).default(true),
    /**
     * Remark plugins run before pxdocs's own on every page: docs, posts, pages and the partials they import
     * (default: none). A content plugin's own lists (`docs.remarkPlugins`, `blog.…`, `pages.…`) run on its pages only.
     */
    beforeDefaultRemarkPlugins: z.array(mdxPlugin).default([]),
    /** Remark plugins run after pxdocs's own, e.g. `@docusaurus/remark-plugin-npm2yarn` (default: none). */
    remarkPlugins: z.array(mdxPlugin).default([]),
    /** Rehype plugins run before pxdocs's own (default: none). */
    beforeDefaultRehypePlugins: z.array(mdxPlugin).default([]),
    /** Rehype plugins run after the defaults, before code highlighting (default: none). */
    rehypePlugins: z.array(mdxPlugin).default([]),
  }).strict().default({ format: 'mdx', maxPageBytes: DEFAULT_MAX_PAGE_BYTES, mermaid: true, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, admonitions: true, hooks: { onBrokenMarkdownImages: 'throw' }, beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] }),
  /** A Vadalog code block (a fence in one of `highlight.vadalogLanguages`) the grammar rejects: 'throw' fails the build (default: 'warn'). */
  onInvalidCode: severity.default('warn'),
  highlight: z.object({
    /** Languages added to the highlighter's default set. */
    additionalLanguages: z.array(z.string()).default([]),
    /** Language of fenced code blocks that name none (default: 'text'). */
    defaultLanguage: z.string().default('text'),
    /**
     * Fence languages that are Vadalog: checked against its grammar (`onInvalidCode`) and
     * highlighted by it, on pages and in the chat (default: ['vadalog']). A site writing Vadalog
     * in ```prolog fences adds 'prolog'; on any other, Prolog is Prolog, as in Docusaurus.
     */
    vadalogLanguages: z.array(z.string().min(1)).default(() => [...DEFAULT_VADALOG_LANGUAGES]),
    /**
     * Comments that mark lines and are removed from the code, as Docusaurus's
     * `prism.magicComments`. Setting it replaces the default, which is
     * `[{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]`.
     * The first entry's class also marks the lines a fence's `{1,3-4}` names, as in Docusaurus.
     */
    magicComments: z.array(z.object({
      className: z.string().min(1),
      line: z.string().min(1).optional(),
      block: z.object({ start: z.string().min(1), end: z.string().min(1) }).strict().optional(),
    }).strict().refine((comment) => comment.line || comment.block, 'needs `line` or `block`')).default(() => structuredClone(DEFAULT_MAGIC_COMMENTS)),
    /**
     * Code colours, as Docusaurus's `prism.theme` and `prism.darkTheme`: a prism-react-renderer
     * theme object (`import { themes } from 'prism-react-renderer'`, `themes.github`). `theme`
     * alone colours both modes; `darkTheme` alone, dark mode only. Default: the pxdocs theme's colours.
     */
    theme: prismTheme.optional(),
    darkTheme: prismTheme.optional(),
  }).strict().default({ additionalLanguages: [], defaultLanguage: 'text', vadalogLanguages: [...DEFAULT_VADALOG_LANGUAGES], magicComments: structuredClone(DEFAULT_MAGIC_COMMENTS) }),
  toc: z.object({
    minHeadingLevel: z.number().int().min(2).max(6).default(2),
    maxHeadingLevel: z.number().int().min(2).max(6).default(3),
  }).strict().refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel')
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /** The docs chat assistant. */
  chat: z.object({
    /** Show the chat button on docs pages (default: true). */
    enabled: z.boolean().default(true),
    /**
     * Where the widget sends questions (default: '/api/docsChat', served by
     * `pxdocs serve` and `pxdocs dev` on the site's origin). In production, the
     * URL of the separate chat host, e.g. 'https://chat.example.com/api/docsChat'.
     */
    endpoint: z.string().refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'a path or an http(s) URL').default('/api/docsChat'),
    /**
     * Semantic ranking: every section embedded at build time by a local model
     * (cached by text, so a rebuild embeds only changed sections). 'auto'
     * (default) embeds at most 250 new sections a build: a site's first build
     * stays seconds, not minutes, long; `pxdocs serve`, `pxdocs chat` and
     * `pxdocs dev` embed the rest in the background into the same cache (as do
     * later builds), and the chat ranks by words until every section has its
     * vector. 'on' embeds them all in one build; 'off' never embeds; a number
     * embeds at most that many new sections a build ('auto' is 250).
     * PXDOCS_CHAT_EMBEDDINGS overrides it.
     */
    embeddings: z.union([z.enum(['auto', 'on', 'off']), z.number().int().nonnegative()]).default('auto'),
    /**
     * The question field's placeholder, in the site's language (default: "Ask a question about
     * {title}", `{title}` the site's title, in pxdocs's translation for the language built). A
     * locale's `code.json` (`pxdocs.chat.placeholder`) translates it.
     */
    placeholder: z.string().min(1).optional(),
    /** The chat's text before the first question, as `placeholder` (default: "Answers come from the {title} docs, with links to their sources."; `pxdocs.chat.empty` in `code.json`). */
    welcome: z.string().min(1).optional(),
  }).strict().default({ enabled: true, endpoint: '/api/docsChat', embeddings: 'auto' }),
  /**
   * Site search. Without `algolia` (and without its environment variables) the
   * build writes an embedded index that the browser searches on its own.
   */
  search: z.object({
    /**
     * The hosted index. Each value may instead come from the environment:
     * PXDOCS_ALGOLIA_APP_ID, PXDOCS_ALGOLIA_SEARCH_KEY, PXDOCS_ALGOLIA_INDEX.
     * The admin key used by `pxdocs search push` comes from PXDOCS_ALGOLIA_ADMIN_KEY only.
     */
    algolia: z.object({
      appId: z.string().min(1).optional(),
      /** The search-only key: it is public, it ships in every page. */
      apiKey: z.string().min(1).optional(),
      indexName: z.string().min(1).optional(),
      /** Hosts to call instead of the service's own (a proxy, or a local stand-in in tests), e.g. `http://127.0.0.1:8080`. */
      hosts: z.array(z.string().url()).min(1).optional(),
      adminKey: z.unknown().optional(),
    }).strict().superRefine((value, ctx) => {
      if (value.adminKey === undefined) return;
      // The value is never echoed: a leaked key in a build log is still a leaked key.
      ctx.addIssue({ code: 'custom', path: ['adminKey'], message: 'must not be set: the admin key is read from the PXDOCS_ALGOLIA_ADMIN_KEY environment variable only', input: '(value hidden)' });
    }).optional(),
    /** Where "Let us know." points when a search finds nothing; `{query}` is replaced by the query. */
    missingResultsUrl: z.string().min(1).optional(),
  }).strict().default({}),
  /** First-load budgets per docs page, gzipped bytes; the build warns past them. */
  budgets: z.object({
    javascript: z.number().int().positive().default(15_000),
    css: z.number().int().positive().default(15_000),
  }).strict().default({ javascript: 15_000, css: 15_000 }),
}).strict().superRefine((config, ctx) => {
  if (config.staticDirectories && config.staticDir !== 'static') ctx.addIssue({ code: 'custom', path: ['staticDir'], message: 'give either `staticDir` (one folder) or `staticDirectories` (a list), not both', input: config.staticDir });
  if (config.areas && config.docs !== undefined) ctx.addIssue({ code: 'custom', path: ['docs'], message: config.docs === false ? '`docs: false` says the site has no docs, and `areas` are docs: give one or the other' : 'give either `areas` or `docs`, not both', input: config.docs });
  if (!config.areas && config.docs === undefined) ctx.addIssue({ code: 'custom', path: ['docs'], message: 'give `docs: { path, routeBasePath, sidebarPath }` or `areas: [...]` to say where the pages are (`docs: false` for a site without docs, such as a blog)', input: undefined });
  if (config.docsInstances?.length) {
    if (!config.docs) ctx.addIssue({ code: 'custom', path: ['docsInstances'], message: 'more docs folders need the first in `docs: { path, routeBasePath, ... }` (move the first instance there)', input: undefined });
    else checkInstances(ctx, 'docsInstances', { id: config.docs.id ?? 'default', path: config.docs.path, routeBasePath: config.docs.routeBasePath, name: 'docs' }, config.docsInstances);
  }
  if (config.blogInstances?.length) {
    if (!config.blog) ctx.addIssue({ code: 'custom', path: ['blogInstances'], message: 'more blogs need the first in `blog: { path, routeBasePath, ... }` (move the first instance there)', input: undefined });
    else checkInstances(ctx, 'blogInstances', { id: 'default', path: config.blog.path, routeBasePath: config.blog.routeBasePath, name: 'blog' }, config.blogInstances);
  }
});

/**
 * Each further instance of a content plugin (`docsInstances`, `blogInstances`) is told apart by
 * its id (navbar items' `docsPluginId`, translations folders), read from a folder of its own and
 * served under a route base of its own.
 */
function checkInstances(ctx: z.RefinementCtx, key: string, first: { id: string; path: string; routeBasePath: string; name: string }, instances: { id: string; path: string; routeBasePath: string }[]): void {
  const ids = new Set([first.id]);
  const paths = new Map([[joinPermalink(first.path), first.name]]);
  const bases = new Map([[joinPermalink(first.routeBasePath), first.name]]);
  instances.forEach((instance, index) => {
    const at = (field: string) => [key, index, field];
    if (ids.has(instance.id)) ctx.addIssue({ code: 'custom', path: at('id'), message: `the id "${instance.id}" is taken: each instance needs an id of its own${instance.id === 'default' ? ` ("default" is the first one's, \`${first.name}\`)` : ''}`, input: instance.id });
    ids.add(instance.id);
    for (const [seen, field, value] of [[paths, 'path', instance.path], [bases, 'routeBasePath', instance.routeBasePath]] as const) {
      const other = seen.get(joinPermalink(value));
      if (other) ctx.addIssue({ code: 'custom', path: at(field), message: `"${value}" is the ${field} of ${other} too: each instance needs its own`, input: value });
      seen.set(joinPermalink(value), `${key}[${index}]`);
    }
  });
}

/** What a broken Markdown link does: the top-level setting (Docusaurus's deprecated one wins too), else `markdown.hooks`'s, else 'warn'. */
export function brokenMarkdownLinks(config: Pick<SiteConfig, 'onBrokenMarkdownLinks' | 'markdown'>): Severity {
  return config.onBrokenMarkdownLinks ?? config.markdown.hooks.onBrokenMarkdownLinks ?? 'warn';
}

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
