// Writes the sharded embedded index (format and reasons in
// theme/shared/search-shards.ts): every record indexed once, in one pass, into
// compact per-term postings; each (term, record) pair scored with the BM25 the
// single-file engine (MiniSearch) computes; then the manifest, the postings
// shards and the document chunks.
//
// Streaming: records arrive a page at a time (`ShardedIndexWriter.add`) and
// are let go once indexed; a document chunk is written as soon as it is full,
// the postings shards at the end. What stays is per term (typed-array
// postings) and per record (field lengths, type, heading group: 11 bytes), so
// the records of 10,000 pages (over a million, half a gigabyte as objects) are
// never all in memory. Every file is named by one hash given up front, of the
// index's inputs (the build's search key: every page's records, the config and
// pxdocs's code), so files are written under their final names as they are made.
import { createHash } from 'node:crypto';
import { createIndexFile, FIELD_BOOST, FIELDS, indexedDoc, processTerm, tokenize, TYPE_BOOST } from '../../theme/shared/search-engine.js';
import { MAX_POSTINGS, SHARDED_FORMAT, type PostingsShard, type ShardedManifest } from '../../theme/shared/search-shards.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';

/** Where the shard files go in out/ (under assets/, so `serve` marks them immutable). */
export const SHARD_DIR = 'assets/search';

export interface ShardOptions {
  /** Records per document chunk (default 64): a hit costs at most one chunk, about 2 KB compressed. */
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
  add(id: number, field: number): void {
    if (this.length && this.ids[this.length - 1] === id) {
      const shift = field * 8;
      const current = (this.freqs[this.length - 1] >>> shift) & 0xff;
      if (current < 0xff) this.freqs[this.length - 1] += 1 << shift;
      return;
    }
    if (this.length === this.ids.length) {
      const ids = new Int32Array(this.length * 2);
      ids.set(this.ids);
      this.ids = ids;
      const freqs = new Uint32Array(this.length * 2);
      freqs.set(this.freqs);
      this.freqs = freqs;
    }
    this.ids[this.length] = id;
    this.freqs[this.length] = 1 << (field * 8);
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
  private pending: SearchRecord[] = [];
  private lengths = new Uint16Array(1024 * FIELDS.length);
  private types = new Uint8Array(1024);
  /** Each record's distance back to the first record of its heading (page + anchor). */
  private groups = new Int32Array(1024);
  private previousKey = '';
  private readonly totals = new Float64Array(FIELDS.length);
  private readonly postings = new Map<string, TermPostings>();
  /** Words repeat across records: each distinct word is processed once, straight to its postings lists. */
  private readonly lists = new Map<string, TermPostings[]>();
  /**
   * A field's tokens and length, remembered for the last text of each field: the context
   * field (area, page title, parent headings) is the same for every record of a heading.
   */
  private readonly last = FIELDS.map(() => ({ text: undefined as string | undefined, tokens: [] as TermPostings[][], length: 0 }));

  constructor(private readonly emit: EmitFile, name: string, options: ShardOptions = {}) {
    this.chunkSize = options.chunkSize ?? 64;
    this.shardChars = options.shardChars ?? 16_000;
    this.maxPostings = options.maxPostings ?? MAX_POSTINGS;
    this.shardFile = `${SHARD_DIR}/t{n}.${name}.json`;
    this.chunkFile = `${SHARD_DIR}/d{n}.${name}.json`;
  }

  /** Records indexed so far. */
  get records(): number {
    return this.count;
  }

  private listsOf(token: string): TermPostings[] {
    let found = this.lists.get(token);
    if (!found) {
      found = [processTerm(token) ?? []].flat().filter(Boolean).map((term) => {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = new TermPostings()));
        return list;
      });
      this.lists.set(token, found);
    }
    return found;
  }

  /** Indexes the next records (ids follow on from the last batch); writes every document chunk they fill. */
  async add(records: SearchRecord[]): Promise<void> {
    if (!records.length) return;
    const compact = createIndexFile(records);
    const first = this.count;
    this.lengths = grown(this.lengths, (first + records.length) * FIELDS.length);
    this.types = grown(this.types, first + records.length);
    this.groups = grown(this.groups, first + records.length);
    for (let local = 0; local < records.length; local++) {
      const id = first + local;
      const record = records[local];
      const doc = indexedDoc(compact, local);
      this.types[id] = compact.docs[local][0];
      const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
      this.groups[id] = id > 0 && key === this.previousKey ? this.groups[id - 1] + 1 : 0;
      this.previousKey = key;
      for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
        const text = doc[FIELDS[fieldId]];
        const memo = this.last[fieldId];
        if (text !== memo.text) {
          const tokens = tokenize(text);
          memo.text = text;
          // As MiniSearch counts a field's length: its distinct raw tokens.
          memo.length = new Set(tokens).size;
          memo.tokens = tokens.map((token) => this.listsOf(token));
        }
        this.lengths[id * FIELDS.length + fieldId] = Math.min(memo.length, 0xffff);
        this.totals[fieldId] += memo.length;
        for (const found of memo.tokens) for (const list of found) list.add(id, fieldId);
      }
    }
    this.count += records.length;
    // Chunks are cut from the batch by position (a batch given whole may hold hundreds of
    // thousands of records): the part chunk left by the last batch is filled first.
    let start = 0;
    if (this.pending.length) {
      start = Math.min(records.length, this.chunkSize - this.pending.length);
      this.pending = this.pending.concat(records.slice(0, start));
      if (this.pending.length < this.chunkSize) return;
      await this.writeChunk(this.pending);
      this.pending = [];
    }
    for (; start + this.chunkSize <= records.length; start += this.chunkSize) await this.writeChunk(records.slice(start, start + this.chunkSize));
    this.pending = records.slice(start);
  }

  private async writeChunk(records: SearchRecord[]): Promise<void> {
    await this.emit(this.chunkFile.replace('{n}', String(this.chunks++)), JSON.stringify(createIndexFile(records)));
  }

  /** Writes the last document chunk and every postings shard; returns the manifest. */
  async finish(): Promise<ShardedManifest> {
    if (this.pending.length) await this.writeChunk(this.pending);
    this.pending = [];
    const count = this.count;
    const { lengths, types, groups, maxPostings } = this;
    const averages = [...this.totals].map((total) => total / Math.max(1, count));
    const boosts = FIELDS.map((field) => FIELD_BOOST[field]);
    const terms = [...this.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const shardStarts: number[] = [];
    const counts: number[] = [];
    let shards = 0;
    let current: PostingsShard['postings'] = [];
    let currentChars = 0;
    const flush = async () => {
      if (!current.length) return;
      const text = JSON.stringify({ format: SHARDED_FORMAT, postings: current } satisfies PostingsShard);
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
      const chars = JSON.stringify(entry).length;
      if (currentChars && currentChars + chars > this.shardChars) await flush();
      if (!current.length) shardStarts.push(position);
      current.push(entry);
      currentChars += chars;
    }
    await flush();
    return { format: SHARDED_FORMAT, records: count, terms, counts, shardStarts, shardFile: this.shardFile, chunkSize: this.chunkSize, chunkFile: this.chunkFile };
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
