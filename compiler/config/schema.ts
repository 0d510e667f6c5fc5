// The site configuration: its shape, its defaults, and the schema that checks it on load.
import { z } from 'zod';

const severity = z.enum(['throw', 'warn', 'log', 'ignore']);
export type Severity = z.infer<typeof severity>;

const navbarItem = z.union([
  z.object({
    type: z.literal('docSidebar'),
    /** The sidebar whose first page the item opens; also marks the item active inside that sidebar. */
    sidebarId: z.string(),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
  }).strict(),
  z.object({
    type: z.literal('doc'),
    docId: z.string(),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
  }).strict(),
  z.object({
    type: z.literal('link').default('link'),
    label: z.string(),
    /** An internal route, checked by the build. */
    to: z.string().optional(),
    /** An external address, opened as it is. */
    href: z.string().url().optional(),
    position: z.enum(['left', 'right']).default('left'),
  }).strict(),
]);

/**
 * A remark/rehype plugin as Docusaurus takes it: the plugin function, or
 * `[plugin, options]`. Plugins are imported in the config file.
 */
const mdxPlugin = z.union([
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function'),
  z.tuple([z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function'), z.unknown()]),
]);
export type MdxPlugin = z.infer<typeof mdxPlugin>;

/** Docusaurus's default magic comments, with our theme's class for highlighted lines. */
const DEFAULT_MAGIC_COMMENTS = [{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

const footerLink = z.object({
  label: z.string(),
  to: z.string().optional(),
  href: z.string().url().optional(),
}).strict();

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Origin the site is published at, without a trailing slash (used for canonical URLs and the sitemap). */
  url: z.string().url().refine((value) => !value.endsWith('/'), 'no trailing slash'),
  /** Delimiter between page title and site title in `<title>` (default: '|'). */
  titleDelimiter: z.string().default('|'),
  /** Folder of Markdown/MDX, relative to the site root (default: 'content'). */
  contentDir: z.string().default('content'),
  /** Documentation areas: each a folder under contentDir with its own sidebar and URL prefix. */
  areas: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
  /** Folder copied as it is to the site root (default: 'static'). */
  staticDir: z.string().default('static'),
  navbar: z.object({
    title: z.string().optional(),
    logo: z.object({ src: z.string(), alt: z.string() }).strict().optional(),
    items: z.array(navbarItem).default([]),
  }).strict(),
  footer: z.object({
    links: z.array(z.object({ title: z.string(), items: z.array(footerLink) }).strict()).default([]),
    copyright: z.string(),
  }).strict(),
  announcementBar: z.object({
    /** Changing the id shows the bar again to readers who dismissed the previous one. */
    id: z.string().min(1),
    content: z.string(),
    isCloseable: z.boolean().default(true),
  }).strict().optional(),
  home: z.object({
    title: z.string(),
    subtitle: z.string(),
    cta: z.object({ label: z.string(), to: z.string() }).strict(),
    areas: z.array(z.object({ title: z.string(), description: z.string(), to: z.string() }).strict()).default([]),
  }).strict().optional(),
  onBrokenLinks: severity.default('throw'),
  onBrokenMarkdownLinks: severity.default('warn'),
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
    /** Render ```mermaid fences as diagrams (default: true). */
    mermaid: z.boolean().default(true),
    /** Remark plugins run before pxdocs's own (default: none). */
    beforeDefaultRemarkPlugins: z.array(mdxPlugin).default([]),
    /** Remark plugins run after pxdocs's own, e.g. `@docusaurus/remark-plugin-npm2yarn` (default: none). */
    remarkPlugins: z.array(mdxPlugin).default([]),
    /** Rehype plugins run before pxdocs's own (default: none). */
    beforeDefaultRehypePlugins: z.array(mdxPlugin).default([]),
    /** Rehype plugins run after the defaults, before code highlighting (default: none). */
    rehypePlugins: z.array(mdxPlugin).default([]),
  }).strict().default({ format: 'mdx', mermaid: true, beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] }),
  /** A Vadalog code block (```prolog or ```vadalog) the grammar rejects: 'throw' fails the build (default: 'warn'). */
  onInvalidCode: severity.default('warn'),
  highlight: z.object({
    /** Languages added to the highlighter's default set. */
    additionalLanguages: z.array(z.string()).default([]),
    /** Language of fenced code blocks that name none (default: 'text'). */
    defaultLanguage: z.string().default('text'),
    /**
     * Comments that mark lines and are removed from the code, as Docusaurus's
     * `prism.magicComments`. Setting it replaces the default, which is
     * `[{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]`.
     */
    magicComments: z.array(z.object({
      className: z.string().min(1),
      line: z.string().min(1).optional(),
      block: z.object({ start: z.string().min(1), end: z.string().min(1) }).strict().optional(),
    }).strict().refine((comment) => comment.line || comment.block, 'needs `line` or `block`')).default(() => structuredClone(DEFAULT_MAGIC_COMMENTS)),
  }).strict().default({ additionalLanguages: [], defaultLanguage: 'text', magicComments: structuredClone(DEFAULT_MAGIC_COMMENTS) }),
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
  }).strict().default({ enabled: true, endpoint: '/api/docsChat' }),
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
}).strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
