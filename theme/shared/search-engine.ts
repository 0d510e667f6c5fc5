// The embedded search engine, shared by the build (which writes the index) and
// the browser (which queries it): the record shape, the MiniSearch options
// (they must be identical on both sides), the compact index file, and a query
// function that answers in the hosted service's response shape, with escaped
// highlights and snippets. Pure TypeScript: no DOM, no Node.
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import {
  cleanQuery, DEFAULT_LANGUAGE, DOCS_TAG, escapeHtml, HITS_PER_PAGE, LEVELS,
  type FacetFilters, type Hierarchy, type HighlightValue, type Hit, type Level, type QueryRequest, type QueryResponse, type RecordType, type SearchRecord,
} from './search-shape.js';
import { cjkPairs, hasCjk, wordPieces } from './cjk.js';

export * from './search-shape.js';
export const INDEX_FORMAT = 'pxdocs-search@1';

// ---------------------------------------------------------------------------
// Text processing (index and query use the same functions)

// Words, snake_case names, and `@annotation` names (the @ is kept: it means "the annotation").
/**
 * Hebrew's geresh and gershayim, and the apostrophe and quote typed for them, inside a word:
 * צ׳יפס, צה״ל (an abbreviation), ג'ירפה. A word goes on across them when a Hebrew letter
 * follows, and its term drops them (`fold`), so צה"ל, צה״ל and צהל are one word: cut there,
 * a query found scraps of letters.
 */
export const HEBREW_QUOTE = String.raw`[\u05F3\u05F4'"]`;

/**
 * A word: letters, digits, `_`, and the combining marks after them. Marks are part of a word: in
 * Hindi, Bengali or Thai the vowels are marks (हिन्दी is ह ि न ् द ी), and a word cut at each
 * of them was searched as scraps of letters. A mark alone is no word (the variation selector
 * of an emoji, ⚠️, is a mark).
 */
const WORD = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{M}\p{N}_]|${HEBREW_QUOTE}(?=\p{sc=Hebrew}))*`;
/**
 * A token: a word, or an identifier of words joined by `.` or `-` (`jest.fn`, `pnpm-workspace.yaml`,
 * `highlight-next-line`), with the `@` of an annotation or the dashes of a command-line flag
 * (`--watch`, `-D`) in front. `processTerm` indexes it whole and by its parts: readers type API
 * names and flags as written, and the flag `--watch` is not the page about watch plugins.
 */
const TOKEN = new RegExp(`(?:@|--?)?${WORD}(?:[.-]${WORD})*`, 'gu');
// Only words that carry no meaning in these docs; "not", "or", "and" are operators in Vadalog.
const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'is', 'are', 'be', 'it', 'its', 'this', 'that', 'for', 'on', 'with', 'by', 'at', 'as', 'can', 'will', 'which', 'how', 'do', 'does', 'you', 'your', 'we']);

/** A text's words; a run of Chinese, Japanese or Korean letters as its pairs of letters (cjk.ts says why). */
export function tokenize(text: string): string[] {
  return cjkPairs(text, text.match(TOKEN) ?? []);
}

/**
 * Marks folded away (accents: café finds cafe), and a Hebrew word's geresh (see HEBREW_QUOTE),
 * but not those of scripts whose vowels are marks (Indic, Sinhala, Tibetan, Thai, Lao, Khmer,
 * Burmese): folding those away made
 * different words one (कम "less" and काम "work" both कम).
 */
const FOLDED_MARK = new RegExp(String.raw`${HEBREW_QUOTE}|(?![\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}\p{sc=Tibetan}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}])\p{M}`, 'gu');

function fold(term: string): string {
  return term.toLowerCase().normalize('NFD').replace(FOLDED_MARK, '');
}

/** A lower-case letter or digit then a capital (`configDependencies`), or capitals then a capitalised word (`HTMLElement`). */
export const CAMEL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
const CAMEL_CUTS = /(\p{Ll})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;

/** A camelCase name's words, as written (`HTMLElement`: `HTML`, `Element`). */
export function camelWords(name: string): string[] {
  return name.replace(CAMEL_CUTS, '$1$3-$2$4').split('-');
}

/**
 * Lower-cased, accents folded, stop words dropped; a joined name (`snake_case`, `camelCase`,
 * `jest.fn`, `pnpm-workspace.yaml`, `--watch`) also yields its parts, `@name` also `name`.
 */
export function processTerm(term: string): string | string[] | null {
  const folded = fold(term);
  if (folded.startsWith('@')) {
    const bare = processTerm(term.slice(1));
    const rest = bare === null ? [] : [bare].flat();
    return folded.length > 1 ? [folded, ...rest] : null;
  }
  if (STOP_WORDS.has(folded)) return null;
  if (!CAMEL.test(term) && !/[._-]/.test(folded)) return folded;
  // Each piece between `.`, `-`, `_`, and a camelCase piece's words, cut before folding (the case
  // tells where): `--watchAll` is also `watchall`, `watch` and `all`.
  const parts = term.split(/[._-]+/).flatMap((piece) => {
    const words = CAMEL.test(piece) ? camelWords(piece) : [];
    return [piece, ...words].map(fold);
  }).filter((part) => part && !STOP_WORDS.has(part));
  // A flag keeps its dashes (`--watch` is not `watch`); underscores around a name are not part of it.
  const whole = folded.replace(/^_+|_+$/g, '');
  if (!whole) return null;
  const terms = [...new Set([whole, ...parts])];
  return terms.length === 1 ? terms[0] : terms;
}

export interface QueryTerms {
  /** Terms every result must match (all, or all but one). */
  words: string[];
  /** Where the last typed word's terms start in `words`. */
  last: number;
  /** Joined names whole, which add to a result's score but are not required (`last`: the word being typed). */
  wholes: { term: string; last: boolean }[];
}

/**
 * A query's index terms, and where the last typed word's terms start: all of them are
 * prefixes as the reader types (`--wat` and its part `wat`), not only the very last.
 */
export function queryTerms(text: string): QueryTerms {
  const tokens = tokenize(text);
  const words: string[] = [];
  const wholes: { term: string; last: boolean }[] = [];
  let last = 0;
  tokens.forEach((token, index) => {
    if (index === tokens.length - 1) last = words.length;
    const terms = [processTerm(token)].flat().filter((word): word is string => Boolean(word));
    // A joined name's parts must match, the name whole only adds: `configDependencies` finds the
    // page titled "Config dependencies", and the records that write the name come first.
    if (terms.length > 1 && !token.startsWith('@')) {
      wholes.push({ term: terms[0], last: index === tokens.length - 1 });
      words.push(...terms.slice(1));
    } else words.push(...terms);
  });
  return { words, last, wholes };
}

/**
 * A word's other number (plural or singular) as English writes it: `snapshot` finds
 * `snapshots`, `catalogs` finds `catalog`, `dependency` finds `dependencies`. Matched almost as
 * an exact word (`MATCH_WEIGHTS.form`): as a prefix it weighed half, and a heading with the
 * reader's exact word but not their subject came first. Names with digits or joins are left.
 */
export function wordForms(term: string): string[] {
  if (term.length < 3 || !/^\p{L}+$/u.test(term)) return [];
  if (term.endsWith('ies')) return [`${term.slice(0, -3)}y`];
  if (term.endsWith('ss')) return [`${term}es`];
  if (/(?:x|z|ch|sh|ss)es$/.test(term)) return [term.slice(0, -2)];
  if (term.endsWith('s')) return [term.slice(0, -1)];
  if (/[^aeiou]y$/.test(term)) return [`${term.slice(0, -1)}ies`];
  return /(?:x|z|ch|sh)$/.test(term) ? [`${term}es`] : [`${term}s`];
}

// ---------------------------------------------------------------------------
// The compact index file

/** One record in the index file: [type, path, content?]; `type` 0 is text, 1–6 a heading level, 7 code. */
export type CompactDoc = [number, number] | [number, number, string];

/**
 * The embedded index file: the records in compact form (each hierarchy string
 * and heading path once). MiniSearch builds its inverted index from it when the
 * browser first searches: shipping the text and indexing it on load is about
 * half the size of shipping the text (needed for snippets) plus the index.
 */
export interface EmbeddedIndexFile {
  format: typeof INDEX_FORMAT;
  /** Hierarchy strings, each once. */
  strings: string[];
  /** Pages: url_without_anchor. */
  pages: string[];
  /** Heading paths: [page, anchor ('' for none), lvl0, lvl1, … as indexes into strings, -1 for a level the page skips]. */
  paths: (number | string)[][];
  /** The records; MiniSearch document ids are positions in this list. */
  docs: CompactDoc[];
  /** The records' language (one index is one locale's), when it is not English. */
  language?: string;
}

export interface IndexedDoc {
  id: number;
  /** The record's own heading text (headings) — the strongest signal. */
  h: string;
  /** Context: lvl0, page title and parent headings. */
  x: string;
  /** Body text. */
  c: string;
  /** Code text: searchable, weighted low so it never drowns prose. */
  k: string;
}

export const FIELDS = ['h', 'x', 'c', 'k'] as const;
const TYPE_CODES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const CODE = 7;
/** Type codes 1-6 are the heading levels lvl1-lvl6. */
const isHeadingCode = (code: number): boolean => code >= 1 && code <= 6;
/** Document boosts by type code: page titles over headings over text over code. */
export const TYPE_BOOST = [1, 4, 2.2, 1.8, 1.5, 1.4, 1.3, 0.6];

export const INDEX_OPTIONS: Options<IndexedDoc> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

/** Field boosts: a heading's own text far above its context, code below prose. */
export const FIELD_BOOST: Record<(typeof FIELDS)[number], number> = { h: 5, x: 1, c: 1, k: 0.35 };
/** Weights of prefix, fuzzy and other-number (`wordForms`) matches against an exact match (1). */
export const MATCH_WEIGHTS = { fuzzy: 0.35, prefix: 0.55, form: 0.9 };
/** As you type: the last word is a prefix; longer words also match as prefixes. */
export const isPrefix = (term: string, index: number, terms: string[]): boolean => index === terms.length - 1 || term.length >= 6;
/** Whether `derived` is a command-line flag and `term`, as typed, is not (typo tolerance must not add the dashes). */
export const isFlagOf = (derived: string, term: string): boolean => derived.startsWith('-') && !term.startsWith('-');
/** The same for the sharded engine, given where the last typed word's terms start (`queryTerms`). */
export const isTypedPrefix = (term: string, index: number, last: number): boolean => index >= last || term.length >= 6;
/** Typo tolerance as the hosted service does it: one typo from 4 letters, two from 8. */
export const fuzzyDistance = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

function searchOptions(file: EmbeddedIndexFile): SearchOptions {
  return {
    boost: FIELD_BOOST,
    prefix: isPrefix,
    fuzzy: (term) => fuzzyDistance(term) || false,
    maxFuzzy: 2,
    weights: MATCH_WEIGHTS,
    boostDocument: (id) => TYPE_BOOST[file.docs[id as number]?.[0] ?? 0] ?? 1,
  };
}

export function typeCode(record: SearchRecord): number {
  return record.code ? CODE : TYPE_CODES.indexOf(record.type);
}

/** A level a record's path skips (its hierarchy's null below a deeper heading). */
const NO_LEVEL = -1;

/** The fields MiniSearch indexes for one document of the file. */
export function indexedDoc(file: EmbeddedIndexFile, id: number): IndexedDoc {
  const [code, pathId, content = ''] = file.docs[id];
  const path = file.paths[pathId];
  // path: [page, anchor, lvl0, lvl1, …]; a heading of level n is path[n + 2] (NO_LEVEL where the page skips one).
  const names = path.slice(2).map((index) => (index === NO_LEVEL ? '' : file.strings[index as number]));
  const isHeading = isHeadingCode(code);
  const [name, signature] = isHeading ? headingParts(names[code] ?? '') : ['', ''];
  // Body text; for a page's title record, its keywords; for a heading that is a signature, its parameters.
  const body = code === 0 || code === 1 ? content : '';
  return {
    id,
    h: name,
    x: (isHeading ? names.slice(0, code) : names).filter(Boolean).join(' · '),
    c: signature ? (body ? `${body} ${signature}` : signature) : body,
    k: code === CODE ? content : '',
  };
}

/** A name, then its parameters or type: `jest.fn(implementation?)`, `moduleNameMapper [object<string, string>]`, `--filter <selector>`. */
const SIGNATURE = /^([^\s([<]+?)\s*([([<].*)$/s;

/**
 * An API reference heading's name and its signature: the heading field holds the name alone,
 * the parameters go with the body text. A heading's words are its strongest signal, scored
 * against its length, so `moduleNameMapper [object<string, string | array<string>>]` (the
 * option's reference) came after a guide's `moduleNameMapper` heading.
 */
export function headingParts(heading: string): [name: string, signature: string] {
  const match = SIGNATURE.exec(heading);
  return match && match[1] ? [match[1], match[2]] : [heading, ''];
}

/** Builds the index file for a set of records (the build's side). */
export function createIndexFile(records: SearchRecord[]): EmbeddedIndexFile {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const str = (value: string) => {
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.push(value) - 1;
      stringIds.set(value, id);
    }
    return id;
  };
  const pages: string[] = [];
  const pageIds = new Map<string, number>();
  const paths: (number | string)[][] = [];
  const pathIds = new Map<string, number>();
  const docs: CompactDoc[] = [];
  for (const record of records) {
    let page = pageIds.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.push(record.url_without_anchor) - 1;
      pageIds.set(record.url_without_anchor, page);
    }
    // A level the page skips (an h3 right under the h1: lvl2 null) keeps its place as NO_LEVEL, so the
    // deeper heading stays at its own level; the path stopped at the gap, and that heading was never indexed.
    const levels: number[] = [];
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      levels.push(value === null ? NO_LEVEL : str(value));
    }
    while (levels.length > 2 && levels[levels.length - 1] === NO_LEVEL) levels.pop();
    const path = [page, record.anchor ?? '', ...levels];
    // Page and levels are numbers: two bars split the key unambiguously, the anchor last (a
    // JSON.stringify of the path was most of this function's time).
    const key = `${page}|${levels.join(',')}|${path[1]}`;
    let pathId = pathIds.get(key);
    if (pathId === undefined) {
      pathId = paths.push(path) - 1;
      pathIds.set(key, pathId);
    }
    // A page's title record holds its front matter keywords where other records hold their text:
    // they are searched (readers' words for the page) but never shown (`recordAt`).
    const text = record.content ?? (record.type === 'lvl1' && record.keywords?.length ? record.keywords.join(' · ') : null);
    docs.push(text ? [typeCode(record), pathId, text] : [typeCode(record), pathId]);
  }
  const language = records[0]?.language;
  return { format: INDEX_FORMAT, strings, pages, paths, docs, ...(language && language !== DEFAULT_LANGUAGE ? { language } : {}) };
}

// ---------------------------------------------------------------------------
// Querying (the browser's side; the bench and tests run the same code in Node)

export interface LoadedIndex {
  search: MiniSearch<IndexedDoc>;
  file: EmbeddedIndexFile;
  options: SearchOptions;
}

function checkFormat(file: EmbeddedIndexFile): void {
  if (!file || file.format !== INDEX_FORMAT || !Array.isArray(file.docs)) throw new Error(`Unknown search index format (expected ${INDEX_FORMAT}).`);
}

/** Indexes the file's records with MiniSearch. */
export function loadIndexFile(file: EmbeddedIndexFile): LoadedIndex {
  checkFormat(file);
  const documents = file.docs.map((_, id) => indexedDoc(file, id));
  const search = new MiniSearch<IndexedDoc>(INDEX_OPTIONS);
  search.addAll(documents);
  return { search, file, options: searchOptions(file) };
}

/** The same, in chunks that leave the main thread free between them (the browser's side). */
export async function loadIndexFileAsync(file: EmbeddedIndexFile): Promise<LoadedIndex> {
  checkFormat(file);
  const documents = file.docs.map((_, id) => indexedDoc(file, id));
  const search = new MiniSearch<IndexedDoc>(INDEX_OPTIONS);
  await search.addAllAsync(documents, { chunkSize: 500 });
  return { search, file, options: searchOptions(file) };
}

/** Expands one compact document back into a full record. */
export function recordAt(file: EmbeddedIndexFile, id: number): Omit<SearchRecord, 'objectID' | 'weight'> & { objectID: string } {
  const [code, pathId, content] = file.docs[id];
  const path = file.paths[pathId];
  const urlWithout = file.pages[path[0] as number];
  const anchor = (path[1] as string) || null;
  const hierarchy: Hierarchy = { lvl0: '', lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  for (let n = 2; n < path.length; n++) if (path[n] !== NO_LEVEL) (hierarchy as unknown as Record<string, string>)[LEVELS[n - 2]] = file.strings[path[n] as number];
  return {
    objectID: `local-${id}`,
    type: code === CODE ? 'content' : TYPE_CODES[code],
    hierarchy,
    // Headings have no text of their own (a title record's keywords are only searched).
    content: isHeadingCode(code) ? null : content ?? null,
    url: anchor ? `${urlWithout}#${anchor}` : urlWithout,
    url_without_anchor: urlWithout,
    anchor,
    language: file.language ?? DEFAULT_LANGUAGE,
    docusaurus_tag: DOCS_TAG,
    code: code === CODE,
  };
}

/** Whether a record with this docs tag and language passes a request's filters (every record of an index has its language). */
export function facetMatches(filters: FacetFilters | undefined, tag = DOCS_TAG, language = DEFAULT_LANGUAGE): boolean {
  if (!filters) return true;
  const facets: Record<string, string> = { language, docusaurus_tag: tag };
  const one = (filter: string) => {
    const negate = filter.startsWith('-');
    const [name, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    // Facets every record has the same value for; unknown facets never match.
    const match = name in facets && facets[name] === value;
    return negate ? !match : match;
  };
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) => (Array.isArray(entry) ? entry.some(one) : one(entry)));
}

function run(loaded: LoadedIndex, query: string): SearchResult[] {
  const strict = loaded.search.search(query, { ...loaded.options, combineWith: 'AND' });
  if (strict.length) return strict;
  // Nothing has every word: allow one missing word, as the hosted service's
  // "remove words if no results" does, but never answer a one-word miss.
  const words = new Set(tokenize(query).flatMap((word) => [processTerm(word)].flat()).filter((word): word is string => Boolean(word)));
  if (words.size < 2) return [];
  return loaded.search.search(query, { ...loaded.options, combineWith: 'OR' }).filter((result) => new Set(result.queryTerms).size >= words.size - 1);
}

export function query(loaded: LoadedIndex, request: QueryRequest): QueryResponse {
  const started = now();
  const text = cleanQuery(request.query);
  const ordered: SearchResult[] = [];
  if (text.trim() && facetMatches(request.facetFilters, DOCS_TAG, loaded.file.language)) {
    // One hit per url: the best record for each heading, as `distinct` does.
    const seen = new Set<string>();
    for (const result of run(loaded, text)) {
      const [, pathId] = loaded.file.docs[result.id as number];
      const path = loaded.file.paths[pathId];
      const key = `${path[0]}#${path[1]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ordered.push(result);
    }
  }
  const window = hitWindow(request, ordered.length);
  const records = new Map(ordered.slice(window.from, window.to).map((result) => [result.id as number, recordAt(loaded.file, result.id as number)]));
  return respond(request, ordered, (id) => records.get(id)!, started);
}

/** A ranked result as the response needs it: the document, the matched index terms and query words. */
export interface RankedResult { id: number; terms: string[]; queryTerms: string[] }

/** Which ranked results a request's page shows ([from, to) positions). */
export function hitWindow(request: QueryRequest, total: number): { from: number; to: number; hitsPerPage: number; page: number } {
  const hitsPerPage = Math.max(1, Math.min(1000, Math.floor(request.hitsPerPage ?? HITS_PER_PAGE)));
  const page = Math.max(0, Math.floor(request.page ?? 0));
  return { from: Math.min(total, page * hitsPerPage), to: Math.min(total, (page + 1) * hitsPerPage), hitsPerPage, page };
}

/**
 * The response for distinct, ranked results: the requested page of hits with
 * highlights and snippets. `recordOf` must know every record of that page
 * (the sharded engine fetches only those).
 */
export function respond(request: QueryRequest, ordered: RankedResult[], recordOf: (id: number) => ReturnType<typeof recordAt>, started = now()): QueryResponse {
  const text = cleanQuery(request.query);
  const { from, to, hitsPerPage, page } = hitWindow(request, ordered.length);
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippetWords = new Map<string, number>();
  for (const entry of request.attributesToSnippet ?? []) {
    const [attribute, count] = entry.split(':');
    snippetWords.set(attribute, Number(count) > 0 ? Number(count) : 10);
  }
  const hits = ordered.slice(from, to).map((result) => {
    const record = recordOf(result.id);
    const terms = new Set(result.terms);
    const queryWords = new Set(result.queryTerms);
    const mark = (value: string | null, attribute: string): [HighlightValue, { value: string; matchLevel: HighlightValue['matchLevel'] }] => {
      const highlighted = highlight(value ?? '', terms, queryWords.size, pre, post);
      const words = snippetWords.get(attribute);
      const snippet = words ? snippetOf(value ?? '', terms, queryWords.size, words, pre, post, ellipsis) : highlighted;
      return [highlighted, { value: snippet.value, matchLevel: snippet.matchLevel }];
    };
    const highlightHierarchy = {} as Record<Level, HighlightValue>;
    const snippetHierarchy = {} as Record<Level, { value: string; matchLevel: HighlightValue['matchLevel'] }>;
    for (const level of LEVELS) {
      const [h, s] = mark(record.hierarchy[level], `hierarchy.${level}`);
      highlightHierarchy[level] = h;
      snippetHierarchy[level] = s;
    }
    const [contentHighlight, contentSnippet] = mark(record.content, 'content');
    return {
      ...record,
      _highlightResult: { hierarchy: highlightHierarchy, content: contentHighlight },
      _snippetResult: { hierarchy: snippetHierarchy, content: contentSnippet },
    };
  });
  return {
    hits,
    nbHits: ordered.length,
    page,
    nbPages: Math.ceil(ordered.length / hitsPerPage),
    hitsPerPage,
    query: text,
    params: `query=${encodeURIComponent(text)}&hitsPerPage=${hitsPerPage}&page=${page}`,
    processingTimeMS: Math.round(now() - started),
    exhaustiveNbHits: true,
  };
}

export function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}

// ---------------------------------------------------------------------------
// Highlighting and snippets: the text is escaped piece by piece and only the
// highlight tags are added, so stored text can never become markup.

/** A word of a text, or a letter of a CJK run (`joins`: highlighted with its neighbour as one). */
interface Token { start: number; end: number; hit: boolean; word: string; joins?: boolean }

/** Whether one of a word's index terms is among the matched terms. */
function matches(word: string, terms: Set<string>): boolean {
  const processed = processTerm(word);
  const list = processed === null ? [] : Array.isArray(processed) ? processed : [processed];
  return list.some((term) => terms.has(term));
}

function tokens(text: string, terms: Set<string>): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    if (hasCjk(match[0])) {
      out.push(...cjkTokens(match[0], start, terms));
      continue;
    }
    out.push({ start, end: start + match[0].length, hit: matches(match[0], terms), word: fold(match[0]) });
  }
  return out;
}

/**
 * A word holding CJK runs, as tokens: its other letters whole, and each letter
 * of a run on its own, lit where a matched pair (or a lone letter) covers it,
 * so the pairs 软件 and 件包 light 软件包 and nothing beside it.
 */
function cjkTokens(word: string, offset: number, terms: Set<string>): Token[] {
  const out: Token[] = [];
  for (const piece of wordPieces(word)) {
    const hit = matches(piece.text, terms);
    if (!hasCjk(piece.text)) {
      out.push({ start: offset + piece.start, end: offset + piece.end, hit, word: fold(piece.text) });
      continue;
    }
    // A pair's first letter is a token of its own; its second is the next pair's first (or the run's last).
    // (A letter may be several code points: a Thai letter with its vowel and tone marks.)
    const first = { start: offset + piece.start, end: offset + piece.start + (piece.second ?? piece.text.length), hit, word: fold(piece.text), joins: true };
    const previous = out[out.length - 1];
    if (previous?.joins && previous.start === first.start) {
      if (hit && !previous.hit) Object.assign(previous, { hit, word: first.word });
    } else out.push(first);
    if (piece.second !== undefined) out.push({ start: first.end, end: offset + piece.end, hit, word: fold(piece.text), joins: true });
  }
  return out;
}

function render(text: string, list: Token[], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let at = from;
  let open = false;
  for (const token of list) {
    if (!token.hit || token.end <= from || token.start >= to) continue;
    // Letters of a CJK run lit side by side are one highlight.
    if (open && token.joins && token.start === at) out = out.slice(0, out.length - post.length) + escapeHtml(text.slice(token.start, token.end)) + post;
    else out += escapeHtml(text.slice(at, token.start)) + pre + escapeHtml(text.slice(token.start, token.end)) + post;
    open = Boolean(token.joins);
    at = token.end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function level(list: Token[], wanted: number): { matchLevel: HighlightValue['matchLevel']; matchedWords: string[] } {
  const matchedWords = [...new Set(list.filter((token) => token.hit).map((token) => token.word))];
  return { matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length >= wanted ? 'full' : 'partial', matchedWords };
}

export function highlight(text: string, terms: Set<string>, wanted: number, pre: string, post: string): HighlightValue {
  const list = tokens(text, terms);
  const { matchLevel, matchedWords } = level(list, wanted);
  const fullyHighlighted = list.length > 0 && list.every((token) => token.hit);
  return { value: render(text, list, 0, text.length, pre, post), matchLevel, matchedWords, fullyHighlighted };
}

/** `words` words around the first match (or the start), with ellipses where text was cut. */
export function snippetOf(text: string, terms: Set<string>, wanted: number, words: number, pre: string, post: string, ellipsis: string): HighlightValue {
  const list = tokens(text, terms);
  const { matchLevel, matchedWords } = level(list, wanted);
  if (list.length <= words) return { value: render(text, list, 0, text.length, pre, post), matchLevel, matchedWords };
  const first = Math.max(0, list.findIndex((token) => token.hit));
  const start = Math.max(0, Math.min(first - Math.floor(words / 4), list.length - words));
  const end = start + words;
  const from = start === 0 ? 0 : list[start].start;
  const to = end >= list.length ? text.length : list[end - 1].end;
  const value = (start > 0 ? escapeHtml(ellipsis) : '') + render(text, list, from, to, pre, post) + (to < text.length ? escapeHtml(ellipsis) : '');
  return { value, matchLevel, matchedWords };
}
