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
// its position). What stays is per term (typed-array
// postings) and per record (field lengths, type, heading group: 11 bytes), so
// the records of 10,000 pages (over a million, half a gigabyte as objects) are
// never all in memory. Every file is named by one hash given up front, of the
// index's inputs (the build's search key: every page's records, the config and
// pxdocs's code), so files are written under their final names as they are made.
import { createHash } from 'node:crypto';
import { pxErrors } from '../errors/catalogue.js';
import { createIndexFile, FIELD_BOOST, FIELDS, indexedDoc, processTerm, tokenize, TYPE_BOOST } from '../../theme/shared/search-engine.js';
import { MAX_POSTINGS, SHARDED_FORMAT, type PostingsShard, type ShardedManifest } from '../../theme/shared/search-shards.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';

/** Where the shard files go in out/ (under assets/, so `serve` marks them immutable). */
export const SHARD_DIR = 'assets/search';

/** Records per document chunk: a hit costs at most one chunk, about 2 KB compressed. */
export const CHUNK_SIZE = 64;

export interface ShardOptions {
  /** Records per document chunk (default `CHUNK_SIZE`). */
  chunkSize?: number;
  /** Target size of a postings shard in characters of JSON (default 16,000); a term is never split. */
  shardChars?: number;
  /** Postings kept per term (default `MAX_POSTINGS`). */
  maxPostings?: number;
}

export interface ShardedIndexFiles {
  manifest: ShardedManifest;
  /** The shard and chunk files, paths relative to the output folder. */
  files: { path: string; contents: string }[];
}

// MiniSearch's BM25+ parameters (its defaults, which the single-file engine uses).
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** A growable pair of typed arrays: one term's postings while indexing (millions of them at 10,000 pages). */
class TermPostings {
  ids = new Int32Array(4);
  /** Term frequency in each of the four fields, 8 bits each (capped at 255). */
  freqs = new Uint32Array(4);
  length = 0;
  /** Appends a posting (ids come ascending: pages in order, a page's records in order). */
  push(id: number, freqs: number): void {
    if (this.length === this.ids.length) {
      const ids = new Int32Array(this.length * 2);
      ids.set(this.ids);
      this.ids = ids;
      const grownFreqs = new Uint32Array(this.length * 2);
      grownFreqs.set(this.freqs);
      this.freqs = grownFreqs;
    }
    this.ids[this.length] = id;
    this.freqs[this.length] = freqs;
    this.length++;
  }
}

/** A growable typed array's doubling, for per-record figures while their count is unknown. */
function grown<T extends Uint8Array | Uint16Array | Int32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * One page's part of the index: its records tokenized and counted as the
 * single-file engine (MiniSearch) counts them, with record ids local to the
 * page. Nothing in it depends on another page, so it is made where the page is
 * (its thread) and kept in the cache with it; the writer only merges fragments.
 */
export interface PageFragment {
  /** Each record's type code (`createIndexFile`'s). */
  types: number[];
  /** Each record's distance back to the first record of its heading (page + anchor). */
  groups: number[];
  /** Each record's field lengths, `FIELDS.length` a record: its distinct raw tokens, as MiniSearch counts them. */
  lengths: number[];
  /** The page's terms, in the order first met. */
  terms: string[];
  /** For each term: `[record, frequencies, record, frequencies, …]`, records ascending; a field's frequency in 8 bits each (capped at 255). */
  postings: number[][];
}

/**
 * Terms of each raw token: words repeat across records and pages. Bounded (a
 * page thread may see 100,000 pages): cleared when full, which costs only
 * recomputation.
 */
const tokenTerms = new Map<string, string[]>();
const TOKEN_TERMS_LIMIT = 200_000;

function termsOf(token: string): string[] {
  let terms = tokenTerms.get(token);
  if (!terms) {
    if (tokenTerms.size >= TOKEN_TERMS_LIMIT) tokenTerms.clear();
    terms = [processTerm(token) ?? []].flat().filter(Boolean);
    tokenTerms.set(token, terms);
  }
  return terms;
}

/** The fragment of one page's records (given in order; every record of one page). */
export function pageFragment(records: SearchRecord[]): PageFragment {
  const compact = createIndexFile(records);
  const fragment: PageFragment = { types: [], groups: [], lengths: [], terms: [], postings: [] };
  const positions = new Map<string, number>();
  const position = (term: string) => {
    let found = positions.get(term);
    if (found === undefined) {
      found = fragment.terms.push(term) - 1;
      positions.set(term, found);
      fragment.postings.push([]);
    }
    return found;
  };
  // A field's tokens and length, remembered for the last text of each field: the context
  // field (area, page title, parent headings) is the same for every record of a heading.
  const last = FIELDS.map(() => ({ text: undefined as string | undefined, positions: [] as number[][], length: 0 }));
  let previousKey = '';
  for (let local = 0; local < records.length; local++) {
    const record = records[local];
    const doc = indexedDoc(compact, local);
    fragment.types.push(compact.docs[local][0]);
    const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
    fragment.groups.push(local > 0 && key === previousKey ? fragment.groups[local - 1] + 1 : 0);
    previousKey = key;
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
      const text = doc[FIELDS[fieldId]];
      const memo = last[fieldId];
      if (text !== memo.text) {
        const tokens = tokenize(text);
        memo.text = text;
        memo.length = new Set(tokens).size;
        memo.positions = tokens.map((token) => termsOf(token).map(position));
      }
      fragment.lengths.push(Math.min(memo.length, 0xffff));
      const shift = fieldId * 8;
      // Every occurrence counts once per term it yields, in this record's last posting of the term.
      for (const found of memo.positions) {
        for (const term of found) {
          const list = fragment.postings[term];
          const end = list.length;
          if (end && list[end - 2] === local) {
            if (((list[end - 1] >>> shift) & 0xff) < 0xff) list[end - 1] += 2 ** shift;
          } else list.push(local, 2 ** shift);
        }
      }
    }
  }
  return fragment;
}

/** The document chunk files of one page's records: a page starts a chunk of its own, so its chunks depend on it alone. */
export function pageChunks(records: SearchRecord[], chunkSize = CHUNK_SIZE): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < records.length; start += chunkSize) chunks.push(JSON.stringify(createIndexFile(records.slice(start, start + chunkSize))));
  return chunks;
}

/** Rounds a score to 7 significant digits: ties and order are kept, the shard stays small. */
const round = (score: number) => Number(score.toPrecision(7));

/** Where a finished index's files go (the build writes them to the output folder as they come). */
export type EmitFile = (path: string, contents: string) => Promise<void>;

/**
 * The sharded index, built from records given in order, a batch at a time.
 * `name` is the hash every file name carries (a function of the inputs: the
 * same records and code give the same names, and any change gives new ones, so
 * immutable caching stays safe); the manifest names each set with one template.
 */
export class ShardedIndexWriter {
  private readonly chunkSize: number;
  private readonly shardChars: number;
  private readonly maxPostings: number;
  private readonly shardFile: string;
  private readonly chunkFile: string;
  private count = 0;
  private chunks = 0;
  /** The records of the page being received (a page's records may span batches). */
  private page: SearchRecord[] = [];
  private lengths = new Uint16Array(1024 * FIELDS.length);
  private types = new Uint8Array(1024);
  /** Each record's distance back to the first record of its heading (page + anchor). */
  private groups = new Int32Array(1024);
  private readonly totals = new Float64Array(FIELDS.length);
  private readonly postings = new Map<string, TermPostings>();

  constructor(private readonly emit: EmitFile, name: string, options: ShardOptions = {}) {
    this.chunkSize = options.chunkSize ?? CHUNK_SIZE;
    this.shardChars = options.shardChars ?? 16_000;
    this.maxPostings = options.maxPostings ?? MAX_POSTINGS;
    this.shardFile = `${SHARD_DIR}/t{n}.${name}.json`;
    this.chunkFile = `${SHARD_DIR}/d{n}.${name}.json`;
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
   * records are indexed once the next page's begin, or at `finish`).
   */
  async add(records: SearchRecord[]): Promise<void> {
    for (const record of records) {
      if (this.page.length && record.url_without_anchor !== this.page[0].url_without_anchor) await this.flushPage();
      this.page.push(record);
    }
  }

  private async flushPage(): Promise<void> {
    const records = this.page;
    this.page = [];
    if (!records.length) return;
    const chunks = pageChunks(records, this.chunkSize);
    await this.addFragment(pageFragment(records), (path, local) => this.emit(path, chunks[local]));
  }

  /**
   * Indexes a page made elsewhere (on its thread, or kept in the cache): its
   * fragment, and its chunk files, which `place` puts at each path (the
   * page's chunk `local`). Chunks of the default size only.
   */
  async addPage(fragment: PageFragment, place: (path: string, local: number) => Promise<void>): Promise<void> {
    if (this.chunkSize !== CHUNK_SIZE) throw pxErrors.UnexpectedError.create({ message: `Prepared search pages have chunks of ${CHUNK_SIZE} records (this index: ${this.chunkSize}).` });
    await this.flushPage();
    await this.addFragment(fragment, place);
  }

  private async addFragment(fragment: PageFragment, place: (path: string, local: number) => Promise<void>): Promise<void> {
    const size = fragment.types.length;
    if (!size) return;
    // The page's records start a chunk: record id = chunk number × chunk size + position in the chunk.
    const first = this.chunks * this.chunkSize;
    const end = first + size;
    this.lengths = grown(this.lengths, end * FIELDS.length);
    this.types = grown(this.types, end);
    this.groups = grown(this.groups, end);
    for (let local = 0; local < size; local++) {
      this.types[first + local] = fragment.types[local];
      this.groups[first + local] = fragment.groups[local];
      for (let field = 0; field < FIELDS.length; field++) {
        const length = fragment.lengths[local * FIELDS.length + field];
        this.lengths[(first + local) * FIELDS.length + field] = length;
        this.totals[field] += length;
      }
    }
    for (let term = 0; term < fragment.terms.length; term++) {
      let list = this.postings.get(fragment.terms[term]);
      if (!list) this.postings.set(fragment.terms[term], (list = new TermPostings()));
      const pairs = fragment.postings[term];
      for (let n = 0; n < pairs.length; n += 2) list.push(first + pairs[n], pairs[n + 1]);
    }
    this.count += size;
    const chunks = Math.ceil(size / this.chunkSize);
    const number = this.chunks;
    this.chunks += chunks;
    for (let local = 0; local < chunks; local++) await place(this.chunkPath(number + local), local);
  }

  /** Writes the last document chunk and every postings shard; returns the manifest. */
  async finish(): Promise<ShardedManifest> {
    await this.flushPage();
    const count = this.count;
    const { lengths, types, groups, maxPostings } = this;
    const averages = [...this.totals].map((total) => total / Math.max(1, count));
    const boosts = FIELDS.map((field) => FIELD_BOOST[field]);
    const terms = [...this.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const shardStarts: number[] = [];
    const counts: number[] = [];
    let shards = 0;
    // Each term's entry as JSON, stringified once: a shard's text is its entries joined,
    // the same text as JSON.stringify of the whole `PostingsShard`.
    let current: string[] = [];
    let currentChars = 0;
    const head = `{"format":${JSON.stringify(SHARDED_FORMAT)},"postings":[`;
    const flush = async () => {
      if (!current.length) return;
      const text = `${head}${current.join(',')}]}`;
      current = [];
      currentChars = 0;
      await this.emit(this.shardFile.replace('{n}', String(shards++)), text);
    };
    for (const [position, term] of terms.entries()) {
      const list = this.postings.get(term)!;
      // Scored and written: the term's postings are not needed again.
      this.postings.delete(term);
      counts.push(list.length);
      // Records with the term in each field: BM25's document frequency, per field as MiniSearch keeps it.
      const frequency = new Array<number>(FIELDS.length).fill(0);
      for (let n = 0; n < list.length; n++) for (let field = 0; field < FIELDS.length; field++) if ((list.freqs[n] >>> (field * 8)) & 0xff) frequency[field]++;
      const idf = frequency.map((matching) => Math.log(1 + (count - matching + 0.5) / (matching + 0.5)));
      const scores = new Float64Array(list.length);
      for (let n = 0; n < list.length; n++) {
        const id = list.ids[n];
        const boost = TYPE_BOOST[types[id]] ?? 1;
        let score = 0;
        for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
          const tf = (list.freqs[n] >>> (fieldId * 8)) & 0xff;
          if (!tf) continue;
          const length = lengths[id * FIELDS.length + fieldId];
          const raw = idf[fieldId] * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / averages[fieldId])));
          score += boosts[fieldId] * boost * raw;
        }
        scores[n] = score;
      }
      // Only the best postings of a frequent term: its top hits stay, the long tail goes
      // (ties at the threshold: the lowest record ids).
      let threshold = -Infinity;
      let aboveThreshold = 0;
      if (list.length > maxPostings) {
        threshold = Float64Array.from(scores).sort()[list.length - maxPostings];
        for (let n = 0; n < list.length; n++) if (scores[n] > threshold) aboveThreshold++;
      }
      const deltas: number[] = [];
      const kept: number[] = [];
      const keptGroups: number[] = [];
      let previous = 0;
      let ties = maxPostings - aboveThreshold;
      for (let n = 0; n < list.length; n++) {
        if (scores[n] < threshold || (scores[n] === threshold && ties-- <= 0)) continue;
        const id = list.ids[n];
        deltas.push(id - previous);
        previous = id;
        kept.push(round(scores[n]));
        keptGroups.push(groups[id]);
      }
      const entry: PostingsShard['postings'][number] = [deltas, kept, keptGroups];
      const text = JSON.stringify(entry);
      if (currentChars && currentChars + text.length > this.shardChars) await flush();
      if (!current.length) shardStarts.push(position);
      current.push(text);
      currentChars += text.length;
    }
    await flush();
    return { format: SHARDED_FORMAT, records: count, terms, counts, shardStarts, shardFile: this.shardFile, chunks: this.chunks, chunkSize: this.chunkSize, chunkFile: this.chunkFile };
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
