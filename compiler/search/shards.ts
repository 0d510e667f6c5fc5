// Writes the sharded embedded index (format and reasons in
// theme/shared/search-shards.ts): every record indexed once, in one pass, into
// compact per-term postings; each (term, record) pair scored with the BM25 the
// single-file engine (MiniSearch) computes; then the manifest, the postings
// shards and the document chunks, every shard file named by a hash of its set.
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

/**
 * One hash over a set of files: every name of the set carries it, so a file's
 * name changes whenever any file of its set does (immutable caching stays
 * safe) and the manifest names the set with one template.
 */
function hashAll(texts: string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text).update('\0');
  return hash.digest('base64url').slice(0, 12);
}

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
  // Words repeat across records: each distinct word is processed once, straight to its postings lists.
  const lists = new Map<string, TermPostings[]>();
  const listsOf = (token: string) => {
    let found = lists.get(token);
    if (!found) {
      found = [processTerm(token) ?? []].flat().filter(Boolean).map((term) => {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = new TermPostings()));
        return list;
      });
      lists.set(token, found);
    }
    return found;
  };
  // A field's tokens and length, remembered for the last text of each field: the context
  // field (area, page title, parent headings) is the same for every record of a heading.
  const last = FIELDS.map(() => ({ text: '', tokens: [] as TermPostings[][], length: 0 }));
  for (let id = 0; id < count; id++) {
    const doc = indexedDoc(compact, id);
    const path = compact.paths[compact.docs[id][1]];
    const key = `${path[0]}#${path[1]}`;
    groups[id] = id > 0 && key === previousKey ? groups[id - 1] + 1 : 0;
    previousKey = key;
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
      const text = doc[FIELDS[fieldId]];
      const memo = last[fieldId];
      if (text !== memo.text || id === 0) {
        const tokens = tokenize(text);
        memo.text = text;
        // As MiniSearch counts a field's length: its distinct raw tokens.
        memo.length = new Set(tokens).size;
        memo.tokens = tokens.map(listsOf);
      }
      lengths[id * FIELDS.length + fieldId] = Math.min(memo.length, 0xffff);
      totals[fieldId] += memo.length;
      for (const found of memo.tokens) for (const list of found) list.add(id, fieldId);
    }
  }
  const averages = [...totals].map((total) => total / Math.max(1, count));
  const boosts = FIELDS.map((field) => FIELD_BOOST[field]);
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const files: ShardedIndexFiles['files'] = [];
  const shardStarts: number[] = [];
  const shardTexts: string[] = [];
  const counts: number[] = [];
  let current: PostingsShard['postings'] = [];
  let currentChars = 0;
  const flush = () => {
    if (!current.length) return;
    shardTexts.push(JSON.stringify({ format: SHARDED_FORMAT, postings: current } satisfies PostingsShard));
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
    const scores = new Float64Array(list.length);
    for (let n = 0; n < list.length; n++) {
      const id = list.ids[n];
      const boost = TYPE_BOOST[compact.docs[id][0]] ?? 1;
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
    if (currentChars && currentChars + chars > shardChars) flush();
    if (!current.length) shardStarts.push(position);
    current.push(entry);
    currentChars += chars;
  });
  flush();
  const shardFile = `${SHARD_DIR}/t{n}.${hashAll(shardTexts)}.json`;
  shardTexts.forEach((contents, number) => files.push({ path: shardFile.replace('{n}', String(number)), contents }));

  // Document chunks: one hash for the whole set, as for the postings shards.
  const chunks: string[] = [];
  for (let start = 0; start < count; start += chunkSize) chunks.push(JSON.stringify(createIndexFile(records.slice(start, start + chunkSize))));
  const chunkFile = `${SHARD_DIR}/d{n}.${hashAll(chunks)}.json`;
  chunks.forEach((contents, number) => files.push({ path: chunkFile.replace('{n}', String(number)), contents }));

  const manifest: ShardedManifest = { format: SHARDED_FORMAT, records: count, terms, counts, shardStarts, shardFile, chunkSize, chunkFile };
  return { manifest, files };
}
