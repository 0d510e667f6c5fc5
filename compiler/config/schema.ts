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
  highlight: z.object({
    /** Languages added to the highlighter's default set. */
    additionalLanguages: z.array(z.string()).default([]),
    /** Language of fenced code blocks that name none (default: 'text'). */
    defaultLanguage: z.string().default('text'),
  }).strict().default({ additionalLanguages: [], defaultLanguage: 'text' }),
  toc: z.object({
    minHeadingLevel: z.number().int().min(2).max(6).default(2),
    maxHeadingLevel: z.number().int().min(2).max(6).default(3),
  }).strict().refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel')
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /** First-load budgets per docs page, gzipped bytes; the build warns past them. */
  budgets: z.object({
    javascript: z.number().int().positive().default(15_000),
    css: z.number().int().positive().default(15_000),
  }).strict().default({ javascript: 15_000, css: 15_000 }),
}).strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
