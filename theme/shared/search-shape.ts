// The search record and hit shapes (DocSearch's), the constants every search
// box shares, and the functions that keep hits safe to display whichever
// backend sent them. Pure TypeScript, tiny, and free of the search library, so
// the launcher, the /search page and the build can all use it.
import { DOCS_TAG } from './docs-tag.js';

/**
 * The language of records and filters where nothing says otherwise: an English site's. A page's
 * is its locale (`docsearch:language`, as Docusaurus writes `currentLocale`), so a French page
 * of an i18n site searches the French records only, in the hosted index as in the embedded one.
 */
export const DEFAULT_LANGUAGE = 'en';
/** The head meta naming the page's locale for search (Docusaurus's `docsearch:language`). */
export const LANGUAGE_META = 'docsearch:language';
export { DOCS_TAG, docsTag } from './docs-tag.js';

/** The head meta naming the page's search tag, as Docusaurus writes it (its docs version's; `default`, or a list's tag, outside the docs). */
export const DOCS_TAG_META = 'docsearch:docusaurus_tag';
/** The longest query any search box accepts (spec section 5). */
export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** A hierarchy from its levels in order (lvl0 first); levels left out are empty (lvl0 and lvl1 '', the others null). */
export function hierarchyOf(levels: readonly (string | null | undefined)[]): Hierarchy {
  return { lvl0: levels[0] ?? '', lvl1: levels[1] ?? '', lvl2: levels[2] ?? null, lvl3: levels[3] ?? null, lvl4: levels[4] ?? null, lvl5: levels[5] ?? null, lvl6: levels[6] ?? null };
}

/** One search record, in the DocSearch shape the hosted index and the modal use. */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Body text of `content` records; null for headings. */
  content: string | null;
  /** Absolute path with the `#anchor` of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** The locale of the page the record is from (`en`, `fr`, `pt-BR`): the facet contextual search filters by. */
  language: string;
  /** `docs-default-<version>`: the docs version the page belongs to (`current` in an unversioned site). */
  docusaurus_tag: string;
  /** True for code blocks: indexed, but ranked below prose. */
  code: boolean;
  /** A code block's language as its fence names it (`jsx`, `python`), when it names one: the chat's example keeps it. */
  codeLanguage?: string;
  /** DocSearch's ranking weights: headings have a level (lvl1 90 … lvl6 40), body text 0. */
  weight: { pageRank: number; level: number; position: number };
  /**
   * The page's front matter `keywords` (readers' words for what it covers), on
   * its lvl1 record only; absent when it has none. The docs chat matches them.
   */
  keywords?: string[];
  /**
   * A record of a docs version other than the last (a versioned site's unreleased or older
   * docs): searched by readers of that version, never answered from by the docs chat.
   */
  superseded?: true;
}

export const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

/** The part of a multi-query request the embedded engine understands. */
export interface QueryRequest {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export type FacetFilters = string | (string | string[])[];

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface Hit extends Omit<SearchRecord, 'weight'> {
  _highlightResult: { hierarchy: Record<Level, HighlightValue>; content: HighlightValue };
  _snippetResult: { hierarchy: Record<Level, { value: string; matchLevel: HighlightValue['matchLevel'] }>; content: { value: string; matchLevel: HighlightValue['matchLevel'] } };
}

export interface QueryResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

/** A query as the search boxes send it: capped at 64 characters, control characters removed. */
export function cleanQuery(query: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(query ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}


/**
 * The attribute of the docs tag meta listing further tags search keeps (space-separated): on any page but the
 * first docs instance's, that instance's version (the last, or the reader's), as Docusaurus's contextual search
 * keeps every instance's active version, whatever the page's own tag (`default`, `blog_posts_list`).
 */
export const SEARCH_TAGS_ATTRIBUTE = 'data-search-tags';

/**
 * Contextual search: the page's language, `default`, and the docs versions' tags, its own and any further
 * ones, each once (as Docusaurus's `useContextualSearchFilters` sends them). A page's own tag that is no
 * docs version's (`default` outside the docs, a list page's `blog_posts_list`) adds nothing: Docusaurus
 * keeps no list page's records either.
 */
export function facetFilters(tag = DOCS_TAG, language = DEFAULT_LANGUAGE, more: readonly string[] = []): FacetFilters {
  const tags = new Set(['default', ...[tag, ...more].filter((each) => each.startsWith('docs-'))]);
  return [`language:${language}`, [...tags].map((each) => `docusaurus_tag:${each}`)];
}

export const FACET_FILTERS: FacetFilters = facetFilters();

const DECODE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&#39;': "'", '&#039;': "'", '&#x27;': "'", '&#34;': '"', '&#x2F;': '/', '&#47;': '/' };

/** Undoes the escaping search services and HTML serializers apply (and only that): the build reads TOC values with it too. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos|#0?39|#x27|#34|#x2F|#47);/gi, (entity) => DECODE[entity] ?? DECODE[entity.toLowerCase()] ?? entity);
}

export const HIGHLIGHT_PRE = '<mark>';
export const HIGHLIGHT_POST = '</mark>';

/**
 * A highlighted or snippeted value reduced to escaped text plus `<mark>` tags:
 * whatever a backend returns (escaped or not, with tags or payloads), nothing
 * else can become markup.
 */
export function safeMarkup(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.split(/(<mark>|<\/mark>)/).map((part) => (part === HIGHLIGHT_PRE || part === HIGHLIGHT_POST ? part : escapeHtml(decodeEntities(part)))).join('');
}

/** Text from a highlighted value: the tags removed, the escaping undone (for text nodes). */
export function markupSegments(value: string): { text: string; marked: boolean }[] {
  const out: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const part of safeMarkup(value).split(/(<mark>|<\/mark>)/)) {
    if (part === HIGHLIGHT_PRE) marked = true;
    else if (part === HIGHLIGHT_POST) marked = false;
    else if (part) out.push({ text: decodeEntities(part), marked });
  }
  return out;
}

/**
 * A result's address as a path on this site: the hosted index may hold full
 * URLs, and paths under `/docs/` (where these pages used to live) are rewritten
 * to begin at the root. Anything that is not http(s) becomes `/`. `keepSlash`: the site links a
 * folder's index page with its slash (SearchBoot.folderSlashes), which its hit keeps.
 */
export function localPath(url: unknown, base = 'https://docs.invalid', stripDocs = true, keepSlash = !stripDocs): string {
  if (typeof url !== 'string' || !url) return '/';
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return '/';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '/';
  let path = parsed.pathname;
  // The spec's rewrite of an old index's `/docs/…` paths, for sites with no docs there (SearchBoot.docsRoutes).
  if (stripDocs && (path === '/docs' || path.startsWith('/docs/'))) path = path.slice('/docs'.length);
  // A site of the spec's shape has no URL with a trailing slash; a Docusaurus-shaped one, its docs under
  // /docs or at the root, links a folder's index doc as /docs/guide/ or /guide/ (compiler/folder-routes.ts):
  // its hit keeps it, or each click on it went through a redirect.
  path = keepSlash ? path.replace(/\/{2,}$/, '/') : path.replace(/\/+$/, '') || '/';
  return path + parsed.search + parsed.hash;
}

type Loose = Record<string, unknown>;

function safeAttribute(container: Loose | undefined, raw: unknown): Loose {
  const entry = (container && typeof container === 'object' ? container : {}) as Loose;
  const value = typeof entry.value === 'string' ? safeMarkup(entry.value) : escapeHtml(typeof raw === 'string' ? raw : '');
  return { ...entry, value, matchLevel: entry.matchLevel ?? 'none' };
}

/**
 * A hit made safe for display: its url local, every highlight and snippet of
 * the hierarchy and content present and reduced to escaped text plus `<mark>`.
 * Raw fields are left as text; the modal escapes them too (see escapeRawFields).
 */
/** `stripDocs`: rewrite `/docs/…` paths to the root (false for a site whose pages are there); `keepSlash`: as `localPath`'s. */
export function safeHit<T extends object>(input: T, base?: string, stripDocs = true, keepSlash = !stripDocs): T {
  const hit = input as unknown as Loose;
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, unknown>;
  const highlight = (hit._highlightResult ?? {}) as Loose;
  const snippet = (hit._snippetResult ?? {}) as Loose;
  const highlightHierarchy = (highlight.hierarchy ?? {}) as Record<string, Loose>;
  const snippetHierarchy = (snippet.hierarchy ?? {}) as Record<string, Loose>;
  const safeHighlight: Loose = {};
  const safeSnippet: Loose = {};
  for (const level of LEVELS) {
    safeHighlight[level] = safeAttribute(highlightHierarchy[level], hierarchy[level]);
    safeSnippet[level] = safeAttribute(snippetHierarchy[level], hierarchy[level]);
  }
  const url = localPath(hit.url, base, stripDocs, keepSlash);
  return {
    ...hit,
    url,
    url_without_anchor: localPath(hit.url_without_anchor ?? url.replace(/#.*$/, ''), base, stripDocs, keepSlash),
    _highlightResult: { ...highlight, hierarchy: safeHighlight, content: safeAttribute(highlight.content as Loose, hit.content) },
    _snippetResult: { ...snippet, hierarchy: safeSnippet, content: safeAttribute(snippet.content as Loose, hit.content) },
  } as unknown as T;
}

/** The same hit with its raw hierarchy and content escaped, for widgets that render raw fields as HTML. */
export function escapeRawFields<T extends object>(input: T): T {
  const hit = input as unknown as Loose;
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, unknown>;
  const escaped: Record<string, string | null> = {};
  for (const level of LEVELS) escaped[level] = typeof hierarchy[level] === 'string' ? escapeHtml(hierarchy[level] as string) : null;
  return { ...hit, hierarchy: escaped, content: typeof hit.content === 'string' ? escapeHtml(hit.content) : null } as unknown as T;
}

/** Between the headings of a hit's path in the search modal. */
export const PATH_SEPARATOR = ' › ';

/**
 * A hit below a page's second level with the headings above it as its path:
 * DocSearch shows a hit's page title (lvl1) under it, which is all a reader
 * needs for a section (lvl2) but not for an API page's tenth "Parameters"
 * (lvl4) or a paragraph deep in one. The path becomes "Class: Application ›
 * bootstrapWithPlugins()", as the /search page and VitePress show it. Only the
 * displayed snippet changes: DocSearch groups hits by the raw `hierarchy.lvl1`.
 * Takes a hit made safe (`safeHit`): the parts are its escaped snippets.
 */
export function withHeadingPath<T extends object>(input: T): T {
  const hit = input as unknown as Loose;
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, unknown>;
  const snippet = (hit._snippetResult ?? {}) as Loose;
  const levels = (snippet.hierarchy ?? {}) as Record<string, Loose | undefined>;
  // The levels above the hit's own: a heading hit's parents, or every heading over a paragraph.
  const match = /^lvl([1-6])$/.exec(String(hit.type));
  const below = match ? Number(match[1]) : hit.type === 'content' ? 7 : 0;
  const parts: string[] = [];
  for (let level = 1; level < below; level += 1) {
    const value = levels[`lvl${level}`]?.value;
    if (typeof hierarchy[`lvl${level}`] === 'string' && typeof value === 'string' && value) parts.push(value);
  }
  if (parts.length < 2) return input;
  return {
    ...hit,
    _snippetResult: { ...snippet, hierarchy: { ...levels, lvl1: { ...levels.lvl1, value: parts.join(PATH_SEPARATOR) } } },
  } as unknown as T;
}
