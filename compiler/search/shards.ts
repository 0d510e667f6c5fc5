// Writes the sharded embedded index (format and reasons in
// theme/shared/search-shards.ts): every record indexed once, in one pass, into
// compact per-term postings; each (term, record) pair scored with the BM25 the
// single-file engine (MiniSearch) computes; then the manifest, the postings
// shards and the document chunks.
//
// Streaming: records arrive a page at a time (`ShardedIndexWriter.add`) and
// are let go once indexed; a page's document chunks are written as soon as the
// page is indexed, the postings shards at the end.
//
// A page is indexed on its own first (`pageFragment`: its records tokenized and
// counted, ids local to the page) and its records start a document chunk of
// their own (`pageChunks`), so both are functions of the page alone: the build
// makes them on the page's thread, keeps them in the cache with the page, and
// a rebuild only merges fragments and links chunk files (a page's record ids
// are then sparse: the page's first chunk number times the chunk size, plus
// its position). What stays is per term (postings as
// varint bytes, index-merge.ts) and per record (field lengths, type, heading group: 11 bytes), so
// the records of 10,000 pages (over a million, half a gigabyte as objects) are
// never all in memory. Every file is named by one hash given up front, of the
// index's inputs (the build's search key: every page's records, the config and
// pxdocs's code), so files are written under their final names as they are made.
import { createHash } from 'node:crypto';
import { pxErrors } from '../errors/catalogue.js';
import { createIndexFile, FIELDS, indexedDoc, processTerm, tokenize, type EmbeddedIndexFile } from '../../theme/shared/search-engine.js';
import { MAX_POSTINGS, SHARDED_FORMAT, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { best, BUFFER_FACTOR, chunkSlots, dictionaryHead, entryText, manifestDictionary, postingScore, quantizedAverages, ShardPacker, shardText, type DictionaryFields, type PackOptions, type PostingList } from './postings.js';
import { STATE_VERSION, type IndexState, type IndexStateStore, type StatePage, type TermBuffer } from './index-state.js';
import { updateIndex } from './incremental.js';
import { grown, IndexMerge } from './index-merge.js';
import { DEFAULT_LANGUAGE, DOCS_TAG, type SearchRecord } from '../../theme/shared/search-shape.js';

/** Where the shard files go in out/ (under assets/, so `serve` marks them immutable). */
export const SHARD_DIR = 'assets/search';

const SEARCH_INDEX_FILE = new RegExp(`(^|[\\\\/])${SHARD_DIR.split('/').join('[\\\\/]')}[\\\\/][td]\\d+\\.[A-Za-z0-9_-]+\\.json$`);

/**
 * Whether a path (relative or absolute, either separator) names one of the
 * index's postings shards (`t<n>.<name>.json`) or document chunks
 * (`d<n>.<name>.json`): the names `ShardedIndexWriter` gives. Precompress
 * leaves them without copies (precompress.ts says why).
 */
export function isSearchIndexFile(path: string): boolean {
  return SEARCH_INDEX_FILE.test(path);
}

/** Records per document chunk: a hit costs at most one chunk, about 2 KB compressed. */
export const CHUNK_SIZE = 64;

export interface ShardOptions {
  /** Records per document chunk (default `CHUNK_SIZE`). */
  chunkSize?: number;
  /** Largest postings shard in characters of JSON (default 16,000); a term is never split. */
  shardChars?: number;
  /** Size past which a shard may end at a content-defined cut (default 4,000). */
  minShardChars?: number;
  /** Postings kept per term (default `MAX_POSTINGS`). */
  maxPostings?: number;
  /** Characters of term text the manifest's dictionary may hold (default `HEAD_CHARS`; postings.ts `dictionaryHead`). */
  headChars?: number;
  /** The records' language, the locale built (default: the first record's): the manifest names it when not English. */
  language?: string;
  /** Called before each shard is written; throws to stop (the build's Ctrl+C: see `SearchInput.checkpoint`). */
  checkpoint?: () => void;
  /**
   * The first pages, merged already (a cold build merges pages while they are built): the writer
   * is given them again, in the same order, and only places their chunks. Used when the index is
   * made anew; an update leaves it.
   */
  merged?: IndexMerge;
}

export interface ShardedIndexFiles {
  manifest: ShardedManifest;
  /** The shard and chunk files, paths relative to the output folder. */
  files: { path: string; contents: string }[];
}

/**
 * One page's part of the index: its records tokenized and counted as the
 * single-file engine (MiniSearch) counts them, with record ids local to the
 * page. Nothing in it depends on another page, so it is made where the page is
 * (its thread) and kept in the cache with it; the writer only merges fragments.
 */
export interface PageFragment {
  /** Each record's type code (`createIndexFile`'s). */
  types: ArrayLike<number>;
  /** Each record's distance back to the first record of its heading (page + anchor). */
  groups: ArrayLike<number>;
  /** Each record's field lengths, `FIELDS.length` a record: its distinct raw tokens, a joined name counting as its terms (`TermTable.count`). */
  lengths: ArrayLike<number>;
  /** The page's terms, in the order first met. */
  terms: string[];
  /** Where each term's pairs start in `postings` (in pairs; one more than the terms: the end). */
  starts: ArrayLike<number>;
  /**
   * Every term's postings in turn, as pairs `record, frequencies`, records ascending; a field's
   * frequency in 8 bits each (capped at 255). Flat, so the cache keeps a fragment as a few typed
   * arrays (fragment-file.ts).
   */
  postings: ArrayLike<number>;
}

/**
 * What a page thread knows of the tokens and terms it has met, kept from page
 * to page: words repeat across records and pages, and a page re-derived each
 * token's terms and re-numbered them through two maps of its own (a third of
 * `pageFragment`'s time at 10,000 pages). Tokens and terms get ids for the
 * thread's life; a page numbers its terms in the order first met, through
 * arrays stamped with the page (and counts a text's terms through arrays
 * stamped with the text), so nothing is cleared between pages or texts.
 * Bounded (a page thread may see 100,000 pages): forgotten when full, between
 * pages, which costs only recomputation.
 */
export class TermTable {
  /** `limit`: tokens (or terms) past which the table is forgotten at the next page. */
  constructor(private readonly limit = 200_000) {}

  /** Token → its id. */
  private readonly tokens = new Map<string, number>();
  /** Each token's terms (`processTerm`'s, in order), as term ids. */
  private tokenTerms: number[][] = [];
  /** Each token's last page and last text (its stamps). */
  private tokenPage = new Int32Array(1024);
  private tokenText = new Int32Array(1024);
  /** Term → its id, and each term's text. */
  private readonly termIds = new Map<string, number>();
  private termNames: string[] = [];
  /** Each term's last page and its position on it; its last text and where its count is in that text's list. */
  private termPage = new Int32Array(1024);
  private termLocal = new Int32Array(1024);
  private termText = new Int32Array(1024);
  private termCountAt = new Int32Array(1024);
  /** Stamps: never reused, so a stale one never matches (ids start at 1: the arrays start at 0). */
  private page = 0;
  private text = 0;

  /** Starts a page: terms are numbered anew, in the order the page meets them. */
  startPage(): void {
    if (this.tokens.size >= this.limit || this.termIds.size >= this.limit) this.forget();
    this.page++;
  }

  private forget(): void {
    this.tokens.clear();
    this.tokenTerms = [];
    this.termIds.clear();
    this.termNames = [];
    this.tokenPage.fill(0);
    this.tokenText.fill(0);
    this.termPage.fill(0);
    this.termText.fill(0);
  }

  private tokenId(token: string): number {
    let id = this.tokens.get(token);
    if (id === undefined) {
      id = this.tokenTerms.length;
      const terms = [processTerm(token) ?? []].flat().filter(Boolean) as string[];
      this.tokenTerms.push(terms.map((term) => this.termId(term)));
      this.tokens.set(token, id);
      if (id >= this.tokenPage.length) {
        this.tokenPage = grown(this.tokenPage, id + 1);
        this.tokenText = grown(this.tokenText, id + 1);
      }
    }
    return id;
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.push(term) - 1;
      this.termIds.set(term, id);
      if (id >= this.termPage.length) {
        this.termPage = grown(this.termPage, id + 1);
        this.termLocal = grown(this.termLocal, id + 1);
        this.termText = grown(this.termText, id + 1);
        this.termCountAt = grown(this.termCountAt, id + 1);
      }
    }
    return id;
  }

  /**
   * Counts one text's tokens: `terms` gets the page positions of its terms in
   * the order first met and `counts` their occurrences (every occurrence counts
   * once per term it yields); returns its length: its distinct raw tokens, as
   * MiniSearch counts them, except that a joined name counts as many as the
   * terms it yields (`CommentSelectionRequest` 4: itself, comment, selection,
   * request). A part of a name then weighs less than the same word alone: on
   * an API reference every "Class: Comment" and "Interface:
   * CommentSelectionRequest" tied for "comment" (a field of two tokens each),
   * and the tie went to page order. A term the page has not met yet is added
   * to `pageTerms` (and an empty list to `pagePostings`).
   */
  count(tokens: string[], terms: number[], counts: number[], pageTerms: string[], pagePostings: number[][]): number {
    const text = ++this.text;
    const page = this.page;
    let distinct = 0;
    for (const token of tokens) {
      const id = this.tokenId(token);
      const ids = this.tokenTerms[id];
      if (this.tokenPage[id] !== page) {
        this.tokenPage[id] = page;
        for (const term of ids) {
          if (this.termPage[term] === page) continue;
          this.termPage[term] = page;
          this.termLocal[term] = pageTerms.push(this.termNames[term]) - 1;
          pagePostings.push([]);
        }
      }
      if (this.tokenText[id] !== text) {
        this.tokenText[id] = text;
        distinct += ids.length > 1 ? ids.length : 1;
      }
      for (const term of ids) {
        if (this.termText[term] === text) counts[this.termCountAt[term]]++;
        else {
          this.termText[term] = text;
          this.termCountAt[term] = terms.push(this.termLocal[term]) - 1;
          counts.push(1);
        }
      }
    }
    return distinct;
  }
}

/** The thread's table (a page thread makes every fragment of its pages with it). */
const threadTerms = new TermTable();

/**
 * The fragment of one page's records (given in order; every record of one page); `terms` only for tests.
 * The build makes it with the page's chunks (`pageIndex`); this, from a file of the whole page, is the
 * form `pageIndex` is held to (test/search/fragment-file.test.ts) and the tests make fragments with.
 */
export function pageFragment(records: SearchRecord[], terms = threadTerms): PageFragment {
  return fragmentOf(records, [createIndexFile(records)], Math.max(records.length, 1), terms);
}

/**
 * A page's part of the embedded index: its document chunks (as `pageChunks`) and its fragment (as
 * `pageFragment`), both from one compact file per chunk. Why: the fragment read its records' texts
 * from a compact file of the whole page, made again beside the chunks' (~1 % of a page thread).
 */
export function pageIndex(records: SearchRecord[], chunkSize = CHUNK_SIZE): { chunks: string[]; fragment: PageFragment } {
  const files = chunkFiles(records, chunkSize);
  return { chunks: files.map((file) => JSON.stringify(file)), fragment: fragmentOf(records, files, chunkSize) };
}

/**
 * `pageFragment` from the compact files of the page's records taken `chunkSize` at a time: a
 * record's texts and type code read from its chunk's file are those of a file of the whole page.
 */
function fragmentOf(records: SearchRecord[], files: EmbeddedIndexFile[], chunkSize: number, terms = threadTerms): PageFragment {
  const fragment = { types: [] as number[], groups: [] as number[], lengths: [] as number[], terms: [] as string[], postings: [] as number[][] };
  terms.startPage();
  // A field's terms, counted, and its length, remembered for the last text of each field: the
  // context field (area, page title, parent headings) is the same for every record of a heading.
  // Counted once per text: a record then adds one posting per distinct term of a field, not one
  // step per occurrence (the context field's terms recur in every record under a heading).
  const last = FIELDS.map(() => ({ text: undefined as string | undefined, terms: [] as number[], counts: [] as number[], length: 0 }));
  let previousKey = '';
  for (let local = 0; local < records.length; local++) {
    const record = records[local];
    const file = files[Math.floor(local / chunkSize)];
    const doc = indexedDoc(file, local % chunkSize);
    fragment.types.push(file.docs[local % chunkSize][0]);
    const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
    fragment.groups.push(local > 0 && key === previousKey ? fragment.groups[local - 1] + 1 : 0);
    previousKey = key;
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
      const text = doc[FIELDS[fieldId]];
      const memo = last[fieldId];
      if (text !== memo.text) {
        memo.text = text;
        memo.terms = [];
        memo.counts = [];
        memo.length = terms.count(tokenize(text), memo.terms, memo.counts, fragment.terms, fragment.postings);
      }
      fragment.lengths.push(Math.min(memo.length, 0xffff));
      const scale = 2 ** (fieldId * 8);
      // A field's frequency in its 8 bits, capped at 255; the record's posting of a term is its last
      // one when an earlier field of the record met the term.
      for (let n = 0; n < memo.terms.length; n++) {
        const list = fragment.postings[memo.terms[n]];
        const add = Math.min(memo.counts[n], 0xff) * scale;
        const end = list.length;
        if (end && list[end - 2] === local) list[end - 1] += add;
        else list.push(local, add);
      }
    }
  }
  // The terms' lists one after another.
  const starts = new Uint32Array(fragment.terms.length + 1);
  for (let term = 0; term < fragment.terms.length; term++) starts[term + 1] = starts[term] + fragment.postings[term].length / 2;
  const postings = new Uint32Array(starts[fragment.terms.length] * 2);
  for (let term = 0; term < fragment.terms.length; term++) postings.set(fragment.postings[term], starts[term] * 2);
  return { types: fragment.types, groups: fragment.groups, lengths: fragment.lengths, terms: fragment.terms, starts, postings };
}

/** The document chunk files of one page's records: a page starts a chunk of its own, so its chunks depend on it alone (the build's are `pageIndex`'s). */
export function pageChunks(records: SearchRecord[], chunkSize = CHUNK_SIZE): string[] {
  return chunkFiles(records, chunkSize).map((file) => JSON.stringify(file));
}

function chunkFiles(records: SearchRecord[], chunkSize: number): EmbeddedIndexFile[] {
  const files: EmbeddedIndexFile[] = [];
  for (let start = 0; start < records.length; start += chunkSize) files.push(createIndexFile(records.slice(start, start + chunkSize)));
  return files;
}

/** Where a finished index's files go (the build writes them to the output folder as they come). */
export type EmitFile = (path: string, contents: string) => Promise<void>;

/** One page of the index, as the build hands it over (in route order). */
export interface IndexPage {
  /** Hash of the page's records: a page whose key the last state has at the same place is unchanged. */
  key: string;
  records: number;
  /** Its fragment, read only when needed (an unchanged page's never is, when the index is updated). */
  fragment(): PageFragment | Promise<PageFragment>;
  /** Where the fragment is kept, for the next build (which reads it to take this page's postings out). */
  fragmentFile?: string;
  /** Puts the page's document chunk `local` at `path`. */
  place(path: string, local: number): Promise<void>;
  /** Its records' docs tag, in a versioned site (`docs-default-<version>`; default: the unversioned one). */
  tag?: string;
}

/** What a build that may update the last index (rather than make it anew) gives the writer. */
export interface IndexUpdate {
  store: IndexStateStore;
  /** Everything the postings depend on besides the records (pxdocs, the config): a state under another key is not used. */
  key: string;
  /** The last build's state, when the build being replaced holds its files. */
  previous?: IndexState;
  /** Links the previous build's file `from` to `to` in this build; false when missing. */
  linkPrevious(from: string, to: string): Promise<boolean>;
}

/** A page as the writer keeps it: enough to read it again (or write its state), never its postings. */
interface KeptPage {
  page: IndexPage;
  /** Its first chunk slot. */
  start: number;
}

/** A page whose records changed since the last state, with what it is now and what it was. */
export interface ChangedPage {
  index: number;
  start: number;
  fragment: PageFragment;
  old: StatePage;
}

/** Changed pages past which an update costs more than making the index anew. */
const UPDATE_LIMIT = (pages: number) => Math.max(32, Math.floor(pages / 10));

/**
 * The key of an index state made with `update.key` and these options (`IndexState.key`): a writer
 * updates only a state under its own key, so a build can tell beforehand whether it will make its index anew.
 */
export function indexStateKey(updateKey: string, options: Pick<ShardOptions, 'chunkSize' | 'maxPostings' | 'minShardChars' | 'shardChars' | 'headChars'> = {}): string {
  return JSON.stringify([updateKey, options.chunkSize ?? CHUNK_SIZE, options.maxPostings ?? MAX_POSTINGS, options.minShardChars ?? null, options.shardChars ?? null, options.headChars ?? null, SHARDED_FORMAT]);
}

/**
 * The sharded index, built from pages given in order. `name` is the hash
 * every file name carries (a function of the inputs: the same records and
 * code give the same names, and any change gives new ones, so immutable
 * caching stays safe); the manifest names each set with one template.
 *
 * With an `IndexUpdate` whose previous state fits (same key, and every page at
 * the same place with the same chunk slots), only changed pages are read, and
 * `finish` updates the terms they touch (compiler/search/incremental.ts);
 * otherwise, or if the update cannot be made, it reads every page and makes
 * the index anew. Either way the files are the same, byte for byte.
 */
export class ShardedIndexWriter {
  private readonly chunkSize: number;
  private readonly maxPostings: number;
  private readonly headChars?: number;
  private readonly pack: PackOptions;
  private readonly shardFile: string;
  private readonly chunkFile: string;
  private language?: string;
  private mode: 'full' | 'update';
  private count = 0;
  /** Chunk slots given out so far (the next page's first slot). */
  private slots = 0;
  /** Chunk slots the previous state's pages took, up to the same page. */
  private previousSlots = 0;
  /** Pages so far, able to be read again: kept while the index may still be updated (see `makeAnew`). */
  private readonly kept: KeptPage[] = [];
  /** Pages so far as the state names them (with an `IndexUpdate` only). */
  private readonly statePages: StatePage[] = [];
  private pageCount = 0;
  private readonly changed: ChangedPage[] = [];
  /** The records of the page being received (a page's records may span batches), and the key it came with. */
  private page: SearchRecord[] = [];
  private pageKey = '';
  /** The pages merged so far: their records' figures and their postings. */
  private readonly merged: IndexMerge;
  /** How many of `merged`'s pages came merged (`ShardOptions.merged`). */
  private readonly premerged: number;
  /** Docs tags seen, and (first slot, tag) pairs where the tag changes: the manifest's `tags`. */
  private readonly tagValues: string[] = [];
  private readonly tagRanges: number[] = [];
  private readonly checkpoint: () => void;
  /** The state the next build updates from (after `finish`, with an `IndexUpdate`). */
  state?: IndexState;
  /** How `finish` made the index: anew, or by updating the previous one (and how many terms it touched). */
  made?: { how: 'anew' } | { how: 'updated'; pages: number; terms: number; shards: number; remade: number };

  constructor(private readonly emit: EmitFile, private readonly name: string, options: ShardOptions = {}, private readonly update?: IndexUpdate) {
    this.chunkSize = options.chunkSize ?? CHUNK_SIZE;
    this.maxPostings = options.maxPostings ?? MAX_POSTINGS;
    this.headChars = options.headChars;
    this.pack = { minChars: options.minShardChars, maxChars: options.shardChars };
    this.shardFile = `${SHARD_DIR}/t{n}.${name}.json`;
    this.chunkFile = `${SHARD_DIR}/d{n}.${name}.json`;
    this.language = options.language;
    this.checkpoint = options.checkpoint ?? (() => {});
    const previous = update?.previous;
    this.mode = previous && previous.key === this.stateKey() ? 'update' : 'full';
    const given = this.mode === 'full' && options.merged?.chunkSize === this.chunkSize ? options.merged : undefined;
    this.merged = given ?? new IndexMerge(this.chunkSize);
    this.premerged = given?.keys.length ?? 0;
  }

  /** The state's key: the caller's, and this writer's own settings. */
  private stateKey(): string {
    return indexStateKey(this.update?.key ?? '', { chunkSize: this.chunkSize, maxPostings: this.maxPostings, minShardChars: this.pack.minChars, shardChars: this.pack.maxChars, headChars: this.headChars });
  }

  /** Records indexed so far. */
  get records(): number {
    return this.count;
  }

  /** The path of document chunk `number`. */
  chunkPath(number: number): string {
    return this.chunkFile.replace('{n}', String(number));
  }

  /**
   * Indexes the next records, in order (a batch may end mid-page: a page's
   * records are indexed once the next page's begin, or at `finish`). `key`
   * identifies the records of the page the batch starts (for updates).
   */
  async add(records: SearchRecord[], key = ''): Promise<void> {
    for (const record of records) {
      if (this.page.length && record.url_without_anchor !== this.page[0].url_without_anchor) await this.flushPage();
      if (!this.page.length) this.pageKey = key;
      this.page.push(record);
    }
  }

  private async flushPage(): Promise<void> {
    const records = this.page;
    this.page = [];
    if (!records.length) return;
    this.language ??= records[0].language;
    const chunks = pageChunks(records, this.chunkSize);
    await this.addIndexPage({ key: this.pageKey, records: records.length, fragment: () => pageFragment(records), place: (path, local) => this.emit(path, chunks[local]), tag: records[0].docusaurus_tag });
  }

  /**
   * Indexes a page made elsewhere (on its thread, or kept in the cache): its
   * fragment, and its chunk files, which `page.place` puts at each path.
   * Chunks of the default size only.
   */
  async addPage(page: IndexPage): Promise<void> {
    if (this.chunkSize !== CHUNK_SIZE) throw pxErrors.UnexpectedError.create({ message: `Prepared search pages have chunks of ${CHUNK_SIZE} records (this index: ${this.chunkSize}).` });
    await this.flushPage();
    await this.addIndexPage(page);
  }

  private async addIndexPage(page: IndexPage): Promise<void> {
    if (!page.records) return;
    const start = this.slots;
    const slots = chunkSlots(page.records, this.chunkSize);
    this.slots += slots;
    const tag = page.tag ?? DOCS_TAG;
    if (this.tagValues[this.tagRanges[this.tagRanges.length - 1]] !== tag || !this.tagRanges.length) {
      let value = this.tagValues.indexOf(tag);
      if (value === -1) value = this.tagValues.push(tag) - 1;
      this.tagRanges.push(start, value);
    }
    this.count += page.records;
    const index = this.pageCount++;
    if (this.update) this.statePages.push({ key: page.key, records: page.records, ...(page.fragmentFile ? { fragment: page.fragmentFile } : {}) });
    if (this.mode === 'update') {
      this.kept.push({ page, start });
      const old = this.update!.previous!.pages[index];
      const oldStart = this.previousSlots;
      this.previousSlots += old ? chunkSlots(old.records, this.chunkSize) : 0;
      // A page at another slot moves every later page's record ids: the index is made anew.
      if (!old || oldStart !== start || chunkSlots(old.records, this.chunkSize) !== slots) await this.makeAnew();
      else if (old.key !== page.key) {
        this.changed.push({ index, start, fragment: await page.fragment(), old });
        if (this.changed.length > UPDATE_LIMIT(this.update!.previous!.pages.length)) await this.makeAnew();
      }
    } else if (index < this.premerged) {
      if (this.merged.keys[index] !== page.key || this.merged.starts[index] !== start) throw pxErrors.UnexpectedError.create({ message: `The search index's page ${index + 1} was merged as another page (key ${this.merged.keys[index]} at slot ${this.merged.starts[index]}, given ${page.key} at slot ${start}).` });
    } else this.merged.merge(await page.fragment(), start);
    const chunks = Math.ceil(page.records / this.chunkSize);
    for (let local = 0; local < chunks; local++) await page.place(this.chunkPath(start + local), local);
  }

  /** Gives up updating: every page so far is read and indexed, and the rest will be as they come. */
  private async makeAnew(): Promise<void> {
    if (this.mode === 'full') return;
    this.mode = 'full';
    const changed = new Map(this.changed.map((page) => [page.index, page.fragment]));
    this.changed.length = 0;
    for (const [index, { page, start }] of this.kept.entries()) this.merged.merge(changed.get(index) ?? (await page.fragment()), start);
    // From here pages are merged as they come: none is read again.
    this.kept.length = 0;
  }

  /** Writes every postings shard (or the ones an update touches); returns the manifest. */
  async finish(): Promise<ShardedManifest> {
    await this.flushPage();
    if (this.mode === 'update') {
      const previous = this.update!.previous!;
      // Pages gone from the end move no ids, but their postings would have to go too: made anew.
      if (this.pageCount === previous.pages.length) {
        const updated = await updateIndex({
          previous,
          store: this.update!.store,
          linkPrevious: this.update!.linkPrevious,
          emit: this.emit,
          changed: this.changed,
          pages: this.kept,
          statePages: this.statePages,
          records: this.count,
          slots: this.slots,
          chunkSize: this.chunkSize,
          maxPostings: this.maxPostings,
          pack: this.pack,
          headChars: this.headChars,
          name: this.name,
          shardPath: (number, name) => `${SHARD_DIR}/t${number}.${name}.json`,
          manifest: (fields) => this.manifest(fields),
        });
        if (updated) {
          this.state = { ...updated.state, key: this.stateKey(), name: this.name };
          this.made = { how: 'updated', pages: this.changed.length, terms: updated.touched, shards: updated.written, remade: updated.remade };
          return updated.manifest;
        }
      }
      await this.makeAnew();
    }
    return this.finishAnew();
  }

  private manifest(fields: DictionaryFields & { records: number }): ShardedManifest {
    const tagged = this.tagValues.length > 1 || (this.tagValues.length === 1 && this.tagValues[0] !== DOCS_TAG);
    // An index is one locale's: the browser filters by the page's language (search-engine.ts `facetMatches`).
    const language = this.language && this.language !== DEFAULT_LANGUAGE ? { language: this.language } : {};
    return { format: SHARDED_FORMAT, records: fields.records, ...manifestDictionary(fields), shardFile: this.shardFile, chunks: this.slots, chunkSize: this.chunkSize, chunkFile: this.chunkFile, ...(tagged ? { tags: { values: this.tagValues, ranges: this.tagRanges } } : {}), ...language };
  }

  /** Scores every term's postings and writes every shard (and, for the next build, their buffers). */
  private async finishAnew(): Promise<ShardedManifest> {
    const count = this.count;
    const { maxPostings } = this;
    const { lengths, types, groups, totals, postings: allPostings } = this.merged;
    const averages = quantizedAverages(totals, count);
    const terms = [...allPostings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const counts = terms.map((term) => allPostings.get(term)!.length);
    const packer = new ShardPacker(this.pack);
    const store = this.update?.store;
    const buffer = maxPostings * BUFFER_FACTOR;
    const shardStarts: number[] = [];
    const shardStates: string[] = [];
    const sizes: number[] = [];
    let entries: string[] = [];
    let buffers: TermBuffer[] = [];
    const flush = async () => {
      if (!entries.length) return;
      this.checkpoint();
      const text = shardText(entries);
      const number = shardStarts.length - 1;
      entries = [];
      await this.emit(this.shardFile.replace('{n}', String(number)), text);
      if (store) shardStates.push(await store.writeShard(buffers));
      buffers = [];
    };
    for (const [position, term] of terms.entries()) {
      const encoded = allPostings.get(term)!;
      // Scored and written: the term's postings are not needed again.
      allPostings.delete(term);
      const postings = encoded.decode();
      const list: PostingList = { ids: postings.ids, scores: new Float64Array(encoded.length), groups: new Int32Array(encoded.length), length: encoded.length };
      for (let n = 0; n < list.length; n++) {
        const id = postings.ids[n];
        list.scores[n] = postingScore(postings.freqs[n], lengths, id * FIELDS.length, types[id], averages);
        list.groups[n] = groups[id];
      }
      // The state's buffer holds the shard's postings (the best `maxPostings` of the best `buffer`
      // are the best `maxPostings`): the whole list is ranked once.
      const buffered = store ? best(list, buffer) : list;
      const entry = entryText(term, list.length, buffered, maxPostings);
      sizes.push(entry.length);
      if (packer.add(term, entry.length)) {
        await flush();
        shardStarts.push(position);
      }
      entries.push(entry);
      if (store) buffers.push({ count: list.length, known: Math.min(list.length, buffer), list: buffered });
    }
    await flush();
    if (this.update) {
      this.state = {
        version: STATE_VERSION,
        key: this.stateKey(),
        name: this.name,
        records: count,
        totals: [...totals],
        pages: this.statePages,
        terms,
        counts,
        sizes,
        shardStarts,
        shardStates,
      };
    }
    this.made = { how: 'anew' };
    return this.manifest({ records: count, terms, counts, shardStarts, head: dictionaryHead(terms, counts, shardStarts, this.headChars) });
  }
}

/** The name a set of records gives its index files when no key is given: a hash of the records and the options. */
export function recordsName(records: SearchRecord[], options: ShardOptions = {}): string {
  const hash = createHash('sha256').update(SHARDED_FORMAT).update(JSON.stringify(options));
  for (const record of records) hash.update(JSON.stringify(record)).update('\0');
  return hash.digest('base64url').slice(0, 12);
}

/** The whole index of a set of records, in memory (dev, tests and benchmarks; the build streams). */
export async function createShardedIndex(records: SearchRecord[], options: ShardOptions & { name?: string } = {}): Promise<ShardedIndexFiles> {
  const files: ShardedIndexFiles['files'] = [];
  const writer = new ShardedIndexWriter(async (path, contents) => { files.push({ path, contents }); }, options.name ?? recordsName(records, options), options);
  await writer.add(records);
  const manifest = await writer.finish();
  return { manifest, files };
}
