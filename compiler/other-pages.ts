// The pages no doc file makes (home, search, generated index pages, tags, the
// blog's lists), rendered in the build's thread, with what later stages read
// of them: their ids and links (link checks) and, for a listed generated index
// page, its search records.
//
// They are drawn from data alone (the site data, the page's data, its
// sidebar, the head script; pxdocs's code and the config are in the cache's
// salt), so an entry keyed by those is the page. At 10,023 real pages a
// site has 514 generated index pages: rendering, scanning and reading them
// for search was 0.6 s of every rebuild, a one-page change included.
import { scanPage } from './html.js';
import { pack, type Packed } from './packed-strings.js';
import { renderPage, type RenderedPage } from './render.js';
import { articleRecords } from './search/records.js';
import { hash, stableJson, type BuildCache } from './cache.js';
import type { Route } from './routes.js';
import type { SiteConfig } from './config/schema.js';
import type { SidebarItem, SiteData } from '../theme/components/types.js';
import type { SearchRecord } from '../theme/shared/search-shape.js';

export interface OtherPage extends RenderedPage {
  route: Route;
  /** Every element id of the page, packed. */
  ids: Packed;
  /** The internal hrefs of its main region, packed. */
  hrefs: Packed;
  /** Its search records: a listed generated index page's, else none. */
  records: SearchRecord[];
  /** The hash of `records`' JSON (the search stage's key). */
  recordsHash: string;
  /** Its cache entry, when the build has a cache (kept from pruning). */
  cacheKey?: string;
}

export interface OtherPagesInput {
  routes: readonly Route[];
  site: SiteData;
  headScript: string;
  /** Sidebar id → its items (as `buildSidebars` gives them). */
  sidebars: ReadonlyMap<string, SidebarItem[]>;
  config: SiteConfig;
  cache?: BuildCache;
}

export interface OtherPages {
  pages: OtherPage[];
  /** Pages taken from the cache. */
  cached: number;
  /** Corrupt entries met (ignored and written again), to report as warnings. */
  problems: string[];
}

type Cached = Omit<OtherPage, 'route' | 'cacheKey'>;

const BASE_ISLANDS = ['core'];

/** Renders every route without a doc, or takes it from the cache when its inputs are the same. */
export function otherPages({ routes, site, headScript, sidebars, config, cache }: OtherPagesInput): OtherPages {
  // Once per site and per sidebar, not per page: a large site's sidebars are megabytes of JSON.
  const siteKey = cache && hash(stableJson(site), headScript, BASE_ISLANDS.join(','));
  const sidebarKeys = new Map<string, string>();
  const sidebarKey = (route: Route): string => {
    const { sidebar: id, sidebarItems: items } = route.page;
    if (items === undefined) return '';
    // Items of another origin than the named sidebar's (none today) are hashed on their own.
    if (id === undefined || items !== sidebars.get(id)) return hash(stableJson(items));
    let key = sidebarKeys.get(id);
    if (key === undefined) sidebarKeys.set(id, (key = hash(stableJson(items))));
    return key;
  };
  let cached = 0;
  const pages = routes
    .filter((route) => !route.doc)
    .map((route): OtherPage => {
      // The page's own data; its sidebar's items are in the sidebar's key.
      const cacheKey = cache && cache.key('other-page', siteKey!, stableJson({ ...route.page, sidebarItems: undefined }), String(route.listed), sidebarKey(route));
      const hit = cache && cacheKey ? cache.getSync<Cached>('page', cacheKey) : undefined;
      if (hit && typeof hit.html === 'string') {
        cached++;
        return { ...hit, route, cacheKey };
      }
      const made = render(route, site, headScript, config);
      if (cache && cacheKey) cache.setSync('page', cacheKey, made);
      return { ...made, route, ...(cacheKey ? { cacheKey } : {}) };
    });
  return { pages, cached, problems: cache?.problems ?? [] };
}

function render(route: Route, site: SiteData, headScript: string, config: SiteConfig): Cached {
  const rendered = renderPage({ site, page: route.page, baseIslands: BASE_ISLANDS, headScript });
  // One read of the HTML for both: the ids and links, and the article a generated index page's records come from.
  const searchable = route.page.kind === 'generated-index' && route.listed;
  const scan = scanPage(rendered.html, { article: searchable });
  const records = searchable ? articleRecords(scan.article, route, config) : [];
  return { ...rendered, ids: pack(scan.ids), hrefs: pack(scan.hrefs), records, recordsHash: hash(JSON.stringify(records)) };
}
