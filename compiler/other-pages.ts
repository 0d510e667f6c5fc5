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
//
// A listed generated index page's part of the search index is kept with its
// entry as a doc page's is (its records file, its fragment, its chunks): the
// search stage links its chunks and its records in from the cache instead of
// writing them anew. As files, its 515 chunks at 10,023 pages were 515 new
// files each build, written into a folder the linker fills at the same time.
import { scanPage } from './html.js';
import { pack, type Packed } from './packed-strings.js';
import { renderPage, type RenderedPage, type RenderInput } from './render.js';
import { articleRecords, assignObjectIds } from './search/records.js';
import { pageIndex } from './search/shards.js';
import { encodeFragment, FRAGMENT_EXT } from './search/fragment-file.js';
import { chunkExt } from './pages/process.js';
import { hash, stableJson, type BuildCache } from './cache.js';
import { sidebarKeys, type SidebarPlace } from './pages/sidebar-keys.js';
import { fileStamp, sameStamp, type FileStamp } from './file-stamp.js';
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
  /** Its search records: a listed generated index page's, else none (or in `recordsFile`). */
  records: SearchRecord[];
  /** The hash of its records' JSON (the search stage's key). */
  recordsHash: string;
  /** Its records' JSON in the cache, when they are there (`records` is then empty). */
  recordsFile?: string;
  /** Its part of the embedded index in the cache, as a doc page's (`PageResult.searchIndex`). */
  searchIndex?: { file: string; chunks: number; records: number; tag: string };
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
  /**
   * False for a build's scratch cache (a build without the cache): the search
   * files are written there, the entries (the page's HTML, that no later build
   * reads) are not.
   */
  keepEntries?: boolean;
  /** The site's swizzle wrappers (site-wrappers.ts): a wrapped site footer is on these pages too. */
  wrappers?: RenderInput['wrappers'];
  /** Every doc, for a wrapper's `useDocById`/`useAllDocsData` (docs-data.ts), and its key: a page that read it is cached under it. */
  docs?: { index: NonNullable<RenderInput['docs']>; key: string };
  /** The site's Root, which the wrapped parts render inside (given with wrappers: render.ts). */
  root?: RenderInput['root'];
}

export interface OtherPages {
  pages: OtherPage[];
  /** Pages taken from the cache. */
  cached: number;
  /** Corrupt entries met (ignored and written again), to report as warnings. */
  problems: string[];
}

type Cached = Omit<OtherPage, 'route' | 'cacheKey' | 'recordsFile' | 'searchIndex'> & {
  /** The docs data's key when the page read it: another docs data is a miss. */
  docsKey?: string;
  /** The key of the sidebar's entries the page read (a wrapper's `useDocsSidebar`): another is a miss. */
  sidebarKey?: string;
  /** Where those entries are in the sidebar (absent: the whole sidebar; sidebar-keys.ts). */
  sidebarPlaces?: SidebarPlace[];
  /** Its records and part of the index, as files beside the entry: how many records, and each chunk's size and mtime. */
  search?: { records: number; chunks: FileStamp[]; files?: { records: FileStamp; index: FileStamp }; tag: string };
};

const BASE_ISLANDS = ['core'];

/**
 * Whether a route without a doc has search records: a listed generated index page only. The
 * others (home, search, tags, the blog's lists) have none whatever they render, which a cold
 * build's early search merge counts on (build.ts) to merge the pages after them without waiting.
 */
export function hasRecords(route: Route): boolean {
  return route.page.kind === 'generated-index' && route.listed;
}

/** Renders every route without a doc, or takes it from the cache when its inputs are the same. */
export function otherPages(input: OtherPagesInput): OtherPages {
  const maker = otherPageMaker(input);
  const pages = input.routes.filter((route) => !route.doc).map(maker.make);
  return { pages, cached: maker.cached(), problems: input.cache?.problems ?? [] };
}

/**
 * `otherPages`, letting the event loop run between pages: the build renders them while the
 * page threads build the docs, its own thread otherwise idle then. Rendered after that stage,
 * they held one core while the other idled (10,023 real pages: 514 generated index pages, ~3 s).
 * `halted` ends it early (the pages failed: the build stops).
 */
export async function otherPagesInTurns(input: OtherPagesInput, halted: () => boolean, made?: (page: OtherPage) => void): Promise<OtherPages> {
  const maker = otherPageMaker(input);
  const pages: OtherPage[] = [];
  for (const route of input.routes) {
    if (route.doc) continue;
    // A page thread's "done" is answered with its next batch between two of these pages.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (halted()) break;
    const page = maker.make(route);
    pages.push(page);
    made?.(page);
  }
  return { pages, cached: maker.cached(), problems: input.cache?.problems ?? [] };
}

/** Makes one page of `otherPages` (rendered, or from the cache), counting those the cache gave. */
function otherPageMaker({ site, headScript, sidebars, config, cache, keepEntries = true, wrappers, docs, root }: OtherPagesInput): { make: (route: Route) => OtherPage; cached: () => number } {
  const siteKey = cache && hash(cache.siteFree(stableJson(site)), headScript, BASE_ISLANDS.join(','));
  // What the page shows of its sidebar, without the descriptions: a generated index page's cards,
  // which show its own items' descriptions, are in its data (sidebar-keys.ts).
  const keys = cache && sidebarKeys(sidebars, (json) => cache.siteFree(json));
  /** The key of what the page shows of its sidebar (`shown`), or of the entries it read at `places` (`read`). */
  const sidebarKey = (route: Route, kind: 'shown' | 'read', places?: SidebarPlace[]): string => {
    const { sidebar: id, sidebarItems: items } = route.page;
    if (items === undefined) return '';
    // Items of another origin than the named sidebar's (none today) are hashed whole.
    if (id === undefined || items !== sidebars.get(id)) return hash(cache!.siteFree(stableJson(items)));
    return kind === 'shown' ? keys!.shown(id) : keys!.read(id, places);
  };
  /** What a cache entry keeps of the sidebar entries its page read: their key, and where they are. */
  const sidebarRead = (route: Route, parts: RenderedPage['sidebarRead']): Pick<Cached, 'sidebarKey' | 'sidebarPlaces'> => {
    const places = keys!.places(route.page.sidebar, parts);
    return { sidebarKey: sidebarKey(route, 'read', places), ...(places ? { sidebarPlaces: places } : {}) };
  };
  let cached = 0;
  const make = (route: Route): OtherPage => {
    // The page's own data; its sidebar's items are in the sidebar's key.
    const cacheKey = cache && cache.key('other-page', siteKey!, stableJson({ ...route.page, sidebarItems: undefined }), String(route.listed), sidebarKey(route, 'shown'));
    const hit = cache && cacheKey ? cache.getSync<Cached>('page', cacheKey) : undefined;
    if (cache && cacheKey && hit && typeof hit.html === 'string' && (hit.docsKey === undefined || hit.docsKey === docs?.key) && (hit.sidebarKey === undefined || hit.sidebarKey === sidebarKey(route, 'read', hit.sidebarPlaces)) && searchFilesIntact(cache, cacheKey, hit.search)) {
      cached++;
      return { ...fromEntry(cache, cacheKey, hit), route, cacheKey };
    }
    const { sidebarRead: parts, ...made } = render(route, site, headScript, config, wrappers, docs, root);
    if (!cache || !cacheKey) return { ...made, route };
    const entry = store(cache, cacheKey, made.readSidebar ? { ...made, ...sidebarRead(route, parts) } : made, keepEntries);
    return { ...fromEntry(cache, cacheKey, entry), route, cacheKey };
  };
  return { make, cached: () => cached };
}

function render(route: Route, site: SiteData, headScript: string, config: SiteConfig, wrappers: RenderInput['wrappers'], docs: OtherPagesInput['docs'], root: RenderInput['root']): Cached & Pick<RenderedPage, 'sidebarRead'> {
  // `linked` left out: these pages are the theme's, whose links are all checked (its Link and anchors alike).
  const { readDocs, linked, ...rendered } = renderPage({ site, page: route.page, baseIslands: BASE_ISLANDS, headScript, ...(wrappers ? { wrappers } : {}), ...(docs ? { docs: docs.index } : {}), ...(root ? { root } : {}) });
  // One read of the HTML for both: the ids and links, and the article a generated index page's records come from.
  const searchable = hasRecords(route);
  const scan = scanPage(rendered.html, { article: searchable });
  // Object ids now, as a doc page's thread sets them: its chunks and records file are made from these records.
  const records = searchable ? assignObjectIds(articleRecords(scan.article, route, config)) : [];
  return { ...rendered, ids: pack(scan.ids), hrefs: pack(scan.hrefs), records, recordsHash: hash(JSON.stringify(records)), ...(readDocs && docs ? { docsKey: docs.key } : {}) };
}

/**
 * Writes a page's entry, its records and part of the index as files first (an
 * entry never names a missing file). The chunks are hard-linked into outputs:
 * the cache writes a new file and renames, never through them.
 */
function store(cache: BuildCache, key: string, page: Cached, keepEntry: boolean): Cached {
  if (!page.records.length) {
    if (keepEntry) cache.setSync('page', key, page);
    return page;
  }
  cache.setFileSync('page', key, '.records.json', JSON.stringify(page.records));
  const index = pageIndex(page.records);
  const chunks = index.chunks.map((text, local) => {
    cache.setFileSync('page', key, chunkExt(local), text);
    return fileStamp(cache.file('page', key, chunkExt(local)))!;
  });
  cache.setFileSync('page', key, FRAGMENT_EXT, encodeFragment(index.fragment));
  const files = { records: fileStamp(cache.file('page', key, '.records.json'))!, index: fileStamp(cache.file('page', key, FRAGMENT_EXT))! };
  const entry: Cached = { ...page, records: [], search: { records: page.records.length, chunks, files, tag: page.records[0].docusaurus_tag } };
  if (keepEntry) cache.setSync('page', key, entry);
  return entry;
}

/** The page as the build keeps it: its records as files when its entry has them. */
function fromEntry(cache: BuildCache, key: string, entry: Cached): Omit<OtherPage, 'route' | 'cacheKey'> {
  const { search, ...page } = entry;
  if (!search) return page;
  return {
    ...page,
    records: [],
    recordsFile: cache.file('page', key, '.records.json'),
    searchIndex: { file: cache.file('page', key, FRAGMENT_EXT), chunks: search.chunks.length, records: search.records, tag: search.tag },
  };
}

/**
 * Whether the chunk files are as the entry recorded them: they are linked into
 * outputs, so an edit through out/ would change them (the page is then made
 * again, its files written anew).
 */
function searchFilesIntact(cache: BuildCache, key: string, search: Cached['search']): boolean {
  if (!search) return true;
  // The records and the index fragment too: the search stage reads them (one changed since is a miss, not a failure there).
  if (search.files && !(sameStamp(cache.file('page', key, '.records.json'), search.files.records) && sameStamp(cache.file('page', key, FRAGMENT_EXT), search.files.index))) return false;
  return search.chunks.every((expected, local) => sameStamp(cache.file('page', key, chunkExt(local)), expected));
}
