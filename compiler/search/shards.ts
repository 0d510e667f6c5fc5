// Writes the sharded embedded index (format and reasons in
// theme/shared/search-shards.ts): every record indexed once, in one pass, into
// compact per-term postings; each (term, record) pair scored with the BM25 the
// single-file engine (MiniSearch) computes; then the manifest, the postings
// shards and the document chunks, every shard file named by its content hash.
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

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/** Rounds a score to 7 significant digits: ties and order are kept, the shard stays small. */
const round = (score: number) => Number(score.toPrecision(7));

export function createShardedIndex(records: SearchRecord[], options: ShardOptions = {}): ShardedIndexFiles {
  const chunkSize = options.chunkSize ?? 64;
  const shardChars = options.shardChars ?? 16_000;
  const maxPostings = options.maxPostings ?? MAX_POSTINGS;
  const compact = createIndexFile(records);
  const count = compact.docs.length;
  const lengths = new Uint16Array(count * FIELDS.length);
  const totals = new Float64Array(FIELDS.length);
  const postings = new Map<string, TermPostings>();
  // Each record's distance back to the first record of its heading (page + anchor).
  const groups = new Int32Array(count);
  let previousKey = '';
  // Words repeat across records: each distinct word is processed once.
  const processed = new Map<string, string[]>();
  const termsOf = (token: string) => {
    let list = processed.get(token);
    if (!list) processed.set(token, (list = [processTerm(token) ?? []].flat().filter(Boolean)));
    return list;
  };
  for (let id = 0; id < count; id++) {
    const doc = indexedDoc(compact, id);
    const path = compact.paths[compact.docs[id][1]];
    const key = `${path[0]}#${path[1]}`;
    groups[id] = id > 0 && key === previousKey ? groups[id - 1] + 1 : 0;
    previousKey = key;
    FIELDS.forEach((field, fieldId) => {
      const tokens = tokenize(doc[field]);
      // As MiniSearch counts a field's length: its distinct raw tokens.
      const length = new Set(tokens).size;
      lengths[id * FIELDS.length + fieldId] = Math.min(length, 0xffff);
      totals[fieldId] += length;
      for (const token of tokens) {
        for (const term of termsOf(token)) {
          let list = postings.get(term);
          if (!list) postings.set(term, (list = new TermPostings()));
          list.add(id, fieldId);
        }
      }
    });
  }
  const averages = [...totals].map((total) => total / Math.max(1, count));
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const files: ShardedIndexFiles['files'] = [];
  const shardStarts: number[] = [];
  const shardFiles: string[] = [];
  const counts: number[] = [];
  let current: PostingsShard['postings'] = [];
  let currentChars = 0;
  const flush = () => {
    if (!current.length) return;
    const text = JSON.stringify({ format: SHARDED_FORMAT, postings: current } satisfies PostingsShard);
    const path = `${SHARD_DIR}/t${shardFiles.length}.${hash(text)}.json`;
    files.push({ path, contents: text });
    shardFiles.push(path);
    current = [];
    currentChars = 0;
  };
  terms.forEach((term, position) => {
    const list = postings.get(term)!;
    counts.push(list.length);
    // Records with the term in each field: BM25's document frequency, per field as MiniSearch keeps it.
    const frequency = new Array<number>(FIELDS.length).fill(0);
    for (let n = 0; n < list.length; n++) for (let field = 0; field < FIELDS.length; field++) if ((list.freqs[n] >>> (field * 8)) & 0xff) frequency[field]++;
    const idf = frequency.map((matching) => Math.log(1 + (count - matching + 0.5) / (matching + 0.5)));
    const scored: [number, number][] = [];
    for (let n = 0; n < list.length; n++) {
      const id = list.ids[n];
      const boost = TYPE_BOOST[compact.docs[id][0]] ?? 1;
      let score = 0;
      FIELDS.forEach((field, fieldId) => {
        const tf = (list.freqs[n] >>> (fieldId * 8)) & 0xff;
        if (!tf) return;
        const length = lengths[id * FIELDS.length + fieldId];
        const raw = idf[fieldId] * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / averages[fieldId])));
        score += FIELD_BOOST[field] * boost * raw;
      });
      scored.push([id, score]);
    }
    // Only the best postings of a frequent term: its top hits stay, the long tail goes.
    const kept = scored.length > maxPostings ? scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, maxPostings).sort((a, b) => a[0] - b[0]) : scored;
    const deltas: number[] = [];
    let previous = 0;
    for (const [id] of kept) {
      deltas.push(id - previous);
      previous = id;
    }
    const entry: PostingsShard['postings'][number] = [deltas, kept.map(([, score]) => round(score)), kept.map(([id]) => groups[id])];
    const chars = JSON.stringify(entry).length;
    if (currentChars && currentChars + chars > shardChars) flush();
    if (!current.length) shardStarts.push(position);
    current.push(entry);
    currentChars += chars;
  });
  flush();

  // Document chunks: one hash for the whole set keeps the manifest small (a chunk's name is computed from its number).
  const chunks: string[] = [];
  for (let start = 0; start < count; start += chunkSize) chunks.push(JSON.stringify(createIndexFile(records.slice(start, start + chunkSize))));
  const docsHash = createHash('sha256');
  for (const chunk of chunks) docsHash.update(chunk).update('\0');
  const chunkHash = docsHash.digest('base64url').slice(0, 12);
  const chunkFile = `${SHARD_DIR}/d{n}.${chunkHash}.json`;
  chunks.forEach((contents, number) => files.push({ path: chunkFile.replace('{n}', String(number)), contents }));

  const manifest: ShardedManifest = { format: SHARDED_FORMAT, records: count, terms, counts, shardStarts, shardFiles, chunkSize, chunkFile };
  return { manifest, files };
}
