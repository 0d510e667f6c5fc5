// The sitemap as Docusaurus's sitemap plugin writes it (its options, its
// defaults, its `createSitemapItems` hook), and a robots.txt that allows indexing.
import picomatch from 'picomatch';
import { siteUrl as absolute } from '../theme/shared/site-url.js';
import { stripBase, withBase } from '../theme/shared/base-url.js';
import type { SiteConfig } from './config/schema.js';
import type { Diagnostics } from './diagnostics.js';
import { gitLastUpdates } from './git-last-update.js';
import { pxErrors } from './errors/catalogue.js';
import { PxError } from './errors.js';
import { configSource } from './config/source.js';
import { sitePublicUrl } from './paths.js';
import { linkedPath } from './folder-routes.js';
import { docusaurusRouteOrder, type RouteToOrder } from './route-order.js';
import { docsInstances, docsModel, type DocsInstance } from './config/docs-model.js';
import { CURRENT_VERSION, docsVersions, versionOfPath } from './docs-versions.js';
import type { PageKind } from '../theme/components/types.js';

/** Text for XML's elements and double-quoted attributes (the sitemap's, opensearch.xml's). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface SitemapEntry {
  permalink: string;
  /** The page's last update, when it has one (an ISO date or date-time, or milliseconds since the epoch). */
  lastmod?: string | number;
}

/** One `<url>` of the sitemap, as the plugin's items are: `lastmod` already written as its option says. */
export interface SitemapItem {
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

/** A route as `createSitemapItems` receives it: its path as Docusaurus's routes hold it (the base URL, the slash). */
export interface SitemapRoute {
  path: string;
}

export interface CreateSitemapItemsParams {
  routes: SitemapRoute[];
  siteConfig: SiteConfig;
}

/** The sitemap plugin's hook: it usually calls the default and filters or edits its items. */
export type CreateSitemapItems = (params: CreateSitemapItemsParams & { defaultCreateSitemapItems: (params: CreateSitemapItemsParams) => Promise<SitemapItem[]> }) => SitemapItem[] | Promise<SitemapItem[]>;

export type SitemapOptions = Partial<Pick<SiteConfig['sitemap'], 'changefreq' | 'priority' | 'lastmod' | 'ignorePatterns' | 'createSitemapItems'>> & {
  /** How a route is written as a URL (`trailingSlash: true` adds its slash). */
  href?: (permalink: string) => string;
  /** The site's base URL (`/proj/`): `ignorePatterns` written with it, as Docusaurus matches them (its routes hold the base), match too. */
  base?: string;
  /** Passed to `createSitemapItems`. */
  siteConfig?: SiteConfig;
};

/** The sitemap's text, or undefined when it has no entry (the plugin then writes no file). */
export async function sitemap(siteUrl: string, entries: (string | SitemapEntry)[], options: SitemapOptions = {}): Promise<string | undefined> {
  const href = options.href ?? ((permalink: string) => permalink);
  const base = options.base ?? '/';
  // The routes as the hook sees them, each with the entry behind it: a route the hook makes itself has only its path.
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const item = typeof entry === 'string' ? { permalink: entry } : entry;
    byPath.set(withBase(base, href(item.permalink)), item);
  }
  // A sitemap holds URLs, not paths (see site-url.ts); `siteUrl` ends with the base.
  const url = (path: string) => absolute(siteUrl, stripBase(base, path) ?? path);
  const ignored = options.ignorePatterns?.length ? picomatch(options.ignorePatterns) : undefined;
  const defaultItems = async ({ routes }: CreateSitemapItemsParams): Promise<SitemapItem[]> => routes
    // A pattern matches the route as pxdocs writes it (base-free) or as Docusaurus does (under the base).
    .filter((route) => {
      const permalink = byPath.get(route.path)?.permalink;
      return !ignored?.(route.path) && !(permalink !== undefined && ignored?.(permalink));
    })
    .map((route) => {
      const time = options.lastmod ? byPath.get(route.path)?.lastmod : undefined;
      const date = time === undefined ? undefined : new Date(time);
      const lastmod = date && !Number.isNaN(date.getTime()) ? (options.lastmod === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()) : null;
      return { url: url(route.path), lastmod, changefreq: options.changefreq ?? null, priority: options.priority ?? null };
    });
  // In the entries' order: the site's routes in Docusaurus's (siteSitemap), as its plugin lists them.
  const routes = [...byPath.keys()].map((path) => ({ path }));
  const params = { routes, siteConfig: options.siteConfig as SiteConfig };
  const items = options.createSitemapItems ? await options.createSitemapItems({ ...params, defaultCreateSitemapItems: defaultItems }) : await defaultItems(params);
  if (!Array.isArray(items)) throw itemsProblem(options, `sitemap.createSitemapItems returned ${items === null ? 'null' : typeof items}, not a list of { url } items`);
  if (items.length === 0) return undefined;
  const urls = items.map((item, index) => {
    if (typeof item?.url !== 'string' || !item.url) throw itemsProblem(options, `sitemap.createSitemapItems returned an item without a url (item ${index}: ${JSON.stringify(item)})`);
    const parts = [`<loc>${escapeXml(item.url)}</loc>`];
    if (item.lastmod) parts.push(`<lastmod>${escapeXml(options.lastmod === 'date' ? String(item.lastmod).slice(0, 10) : String(item.lastmod))}</lastmod>`);
    if (item.changefreq) parts.push(`<changefreq>${escapeXml(item.changefreq)}</changefreq>`);
    if (item.priority !== undefined && item.priority !== null) parts.push(`<priority>${item.priority}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `noIndex`: the site has no sitemap to name (its pages say noindex; crawlers must still read them to see it). */
export function robots(siteUrl: string, noIndex = false, filename = 'sitemap.xml'): string {
  return noIndex ? 'User-agent: *\nAllow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/${filename}\n`;
}

/**
 * The sitemap's `lastmod` of each listed page, by route, as the plugin dates it: the last update
 * the page shows (a doc's, under showLastUpdateTime, front matter included), else its source
 * file's last commit, asked of git whatever the docs options; a page of no file (a tag page, a
 * generated index) has none. Git is run once for every file, as the last-update lines read it.
 */
export async function sitemapLastmods(routes: readonly SitemapRoutePage[], cwd: string, diagnostics: Diagnostics): Promise<Map<string, string | number>> {
  const dates = new Map<string, string | number>();
  const files = new Map<string, string>();
  for (const route of routes) {
    if (route.page.lastUpdate?.date) dates.set(route.page.permalink, route.page.lastUpdate.date);
    else if (route.doc?.file) files.set(route.doc.file, route.page.permalink);
  }
  if (!files.size) return dates;
  const { updates, problem } = await gitLastUpdates(cwd, [...files.keys()]);
  if (problem) diagnostics.warn({ kind: 'last-update', message: `The sitemap's lastmod (sitemap.lastmod) is each page's last commit, and git gave none: ${problem.replace(/: install git, or turn off .*$|, so a page .*$/, '')}. Its pages have no lastmod; build from a git checkout, or remove sitemap.lastmod.` });
  for (const [file, permalink] of files) {
    const commit = updates.get(file);
    if (commit) dates.set(permalink, commit.at);
  }
  return dates;
}

/** What `sitemapLastmods` reads of a route. */
interface SitemapRoutePage {
  page: { permalink: string; lastUpdate?: { date?: string } };
  doc?: { file: string };
}

/** What `siteSitemap` reads of a route. */
export interface SiteSitemapRoute extends SitemapRoutePage {
  listed: boolean;
  page: SitemapRoutePage['page'] & { noIndex?: boolean; kind: PageKind; pluginId?: string; version?: { name: string } };
}

/**
 * The site's sitemap from its routes, as the sitemap plugin writes it: the listed pages without noindex,
 * each dated as `sitemapLastmods` dates it when `lastmod` is set, `folders` (folder-routes.ts `slashRoutes`) with their slash. One
 * maker for `pxdocs build` and `pxdocs dev`, so dev's sitemap is the one the build writes. Undefined for a
 * site kept out of search engines (noIndex, as the plugin writes none then) and for one with no entry.
 */
export async function siteSitemap(config: SiteConfig, routes: readonly SiteSitemapRoute[], cwd: string, diagnostics: Diagnostics, folders: ReadonlySet<string>): Promise<string | undefined> {
  if (config.noIndex) return undefined;
  const listedRoutes = routes.filter((route) => route.listed && !route.page.noIndex);
  const lastmods = config.sitemap.lastmod ? await sitemapLastmods(listedRoutes, cwd, diagnostics) : undefined;
  const href = (permalink: string) => linkedPath(permalink, (path) => folders.has(path));
  const docs = docsParents(config, cwd);
  const ordered = docusaurusRouteOrder(listedRoutes.map((route) => ({ path: withBase(config.baseUrl, href(route.page.permalink)), value: route, docs: docs(route.page) })), config.baseUrl);
  const listed = ordered.map((route) => ({ permalink: route.page.permalink, lastmod: lastmods?.get(route.page.permalink) }));
  return sitemapOfConfig(() => sitemap(sitePublicUrl(config), listed, { ...config.sitemap, base: config.baseUrl, siteConfig: config, href }), config);
}

/** A docs page's parent routes in Docusaurus's tree (route-order.ts): its instance's route base, its version's path. */
function docsParents(config: SiteConfig, cwd: string): (page: SiteSitemapRoute['page']) => RouteToOrder<unknown>['docs'] {
  const shapes = new Map<string, { root: string; versions: { routeBase: string; name: string }[] }>();
  const ofInstance = (instance: DocsInstance) => {
    let found = shapes.get(instance.id);
    if (!found) {
      const model = docsModel(instance.config);
      found = { root: model.routeBasePath, versions: docsVersions(cwd, instance.config, model, instance) ?? [{ routeBase: model.routeBasePath, name: CURRENT_VERSION }] };
      shapes.set(instance.id, found);
    }
    return found;
  };
  const instances = docsInstances(config);
  return (page) => {
    if (page.kind !== 'doc' && page.kind !== 'generated-index' && page.kind !== 'tags') return undefined;
    const instance = instances.find((each) => each.id === (page.pluginId ?? instances[0]!.id));
    if (!instance) return undefined;
    const { root, versions } = ofInstance(instance);
    const version = versions.find((each) => each.name === page.version?.name) ?? versionOfPath(versions, page.permalink);
    if (!version) return undefined;
    // Docusaurus gives the version at the route base itself (versionPathPart '') the priority -1.
    return { instance: instance.id, root: withBase(config.baseUrl, root), version: withBase(config.baseUrl, version.routeBase), ...(version.routeBase === root ? { versionPriority: -1 } : {}), sidebar: page.kind !== 'tags' };
  };
}

/** What createSitemapItems gave that is no list of items: the config's function is at fault, named at the config. */
function itemsProblem(options: SitemapOptions, message: string): Error {
  return pxErrors.ConfigFunctionFailed.create({ message }, options.siteConfig ? { where: { file: configSource(options.siteConfig) } } : {});
}

/** The sitemap made by `make`, a failure of the config's `createSitemapItems` (or of what it returned) told as the config's. */
export async function sitemapOfConfig(make: () => Promise<string | undefined>, config: SiteConfig): Promise<string | undefined> {
  try {
    return await make();
  } catch (error) {
    if (!config.sitemap.createSitemapItems || error instanceof PxError) throw error;
    throw pxErrors.ConfigFunctionFailed.create({ message: `sitemap.createSitemapItems failed: ${(error as Error)?.message ?? String(error)}` }, { where: { file: configSource(config) } });
  }
}
