// The rules that decide every byte of the sharded index's postings, in one
// place: the full build (shards.ts) and the incremental update (incremental.ts)
// both call these, so a rebuild that updates a few terms writes exactly what a
// build from scratch writes.
//
// Each rule is chosen so that a term's entry depends on that term's postings
// only, never on the rest of the site. Then a page edit changes the entries of
// the terms the page has (had), and nothing else:
//  - a posting's score leaves out the term's idf (the browser multiplies it in,
//    from the manifest's record count and the term's count), and uses the
//    site's average field lengths rounded to steps 2 % apart (an edit moves an
//    average at 10,000 pages by a few millionths: it rounds the same);
//  - a frequent term keeps its best postings by that score, ties to the lowest
//    id, so the kept set moves only when the term's own postings do;
//  - a page's record ids start at the sum of the chunk slots of the pages
//    before it, each page taking a power of two of chunks: a page that grows or
//    shrinks within its slots moves nobody's ids;
//  - shard boundaries are content-defined (as rsync cuts files): a term starts
//    a shard when its hash says so once the shard has MIN_SHARD_CHARS, so an
//    entry that grows moves the boundaries around it only;
//  - an entry names its term and the term's count, so a shard is readable
//    without the manifest's dictionary: a large vocabulary (an API reference's
//    identifiers) keeps only its most frequent terms in the manifest
//    (`dictionaryHead`), and the browser finds the others in the shard where
//    their place in the sorted order puts them.
import { FIELD_BOOST, FIELDS, TYPE_BOOST } from '../../theme/shared/search-engine.js';
import { SHARDED_FORMAT, type ShardedManifest } from '../../theme/shared/search-shards.js';

// MiniSearch's BM25+ parameters (its defaults, which the single-file engine uses).
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const BOOSTS = FIELDS.map((field) => FIELD_BOOST[field]);

/** Postings a term keeps in the incremental state: a margin over the shard's cap for pages to leave it. */
export const BUFFER_FACTOR = 2;

/** The step between the averages scores may use: 2 % apart, so a rounded average is within 1 % of the true one. */
const AVERAGE_STEP = 1.02;

/**
 * The average length of each field, as scores use it: the nearest power of
 * AVERAGE_STEP (see the header). An edit moves an average by about its
 * relative share of the records (a few millionths at 10,000 pages), so it
 * rounds to another step only when it is near the middle between two.
 */
export function quantizedAverages(totals: ArrayLike<number>, count: number): number[] {
  return Array.from(totals, (total) => {
    const average = total / Math.max(1, count);
    if (!(average > 0)) return 0;
    return Number((AVERAGE_STEP ** Math.round(Math.log(average) / Math.log(AVERAGE_STEP))).toPrecision(6));
  });
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, power) => 10 ** power);

/**
 * Rounds a score to 7 significant digits: ties and order are kept, the shard
 * stays small. The same number as `Number(score.toPrecision(7))`, without its
 * string (which cost seconds over the tens of millions of postings of 10,000
 * pages): the 7 digits `n` are found by scaling, and `n / 10^k` (or `n * 10^k`),
 * one correctly rounded operation on exact operands, is the double nearest the
 * decimal, as parsing it gives. Where scaling could have moved a digit (a
 * fraction within a hair of one half, a magnitude misjudged at a power of
 * ten), the string way decides.
 */
export function round(score: number): number {
  if (!(score > 0) || score < 1e-15 || score >= 1e15) return Number(score.toPrecision(7));
  const shift = 6 - Math.floor(Math.log10(score));
  const scaled = shift >= 0 ? score * POWERS_OF_TEN[shift] : score / POWERS_OF_TEN[-shift];
  const digits = Math.round(scaled);
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6 || digits < 1e6 || digits > 1e7) return Number(score.toPrecision(7));
  return shift >= 0 ? digits / POWERS_OF_TEN[shift] : digits * POWERS_OF_TEN[-shift];
}

/**
 * A posting's score without its term's idf: BM25+ term-frequency parts of the
 * fields it occurs in, with field and type boosts. `freqs` packs the term's
 * frequency in each field, 8 bits each; `lengths[offset + field]` are the
 * record's field lengths.
 */
export function postingScore(freqs: number, lengths: ArrayLike<number>, offset: number, type: number, averages: readonly number[]): number {
  const boost = TYPE_BOOST[type] ?? 1;
  let score = 0;
  for (let field = 0; field < FIELDS.length; field++) {
    const tf = (freqs >>> (field * 8)) & 0xff;
    if (!tf) continue;
    const length = lengths[offset + field];
    score += BOOSTS[field] * boost * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / averages[field])));
  }
  return round(score);
}

/** Chunk slots a page of `records` records takes: its chunks, rounded up to a power of two. */
export function chunkSlots(records: number, chunkSize: number): number {
  const chunks = Math.ceil(records / chunkSize);
  return chunks <= 1 ? chunks : 2 ** Math.ceil(Math.log2(chunks));
}

/** A term's postings, ids ascending. */
export interface PostingList {
  ids: Int32Array;
  scores: Float64Array;
  groups: Int32Array;
  length: number;
}

/**
 * The best `max` postings of a list (by score, ties to the lowest id), ids
 * ascending: the same rule for the shard's cap and for the state's buffer.
 */
export function best(list: PostingList, max: number): PostingList {
  if (list.length <= max) return list;
  const threshold = kthSmallest(list.scores, list.length, list.length - max);
  let above = 0;
  for (let n = 0; n < list.length; n++) if (list.scores[n] > threshold) above++;
  let ties = max - above;
  const kept: PostingList = { ids: new Int32Array(max), scores: new Float64Array(max), groups: new Int32Array(max), length: 0 };
  for (let n = 0; n < list.length; n++) {
    const score = list.scores[n];
    if (score < threshold || (score === threshold && ties-- <= 0)) continue;
    kept.ids[kept.length] = list.ids[n];
    kept.scores[kept.length] = score;
    kept.groups[kept.length] = list.groups[n];
    kept.length++;
  }
  return kept;
}

/**
 * The `k`-th smallest (from 0) of the first `length` values: what sorting a copy and taking index
 * `k` gives, by quickselect on the copy (linear on average). A term found in every record of a
 * large site has a million postings, and sorting them all for the cap was a third of the stage.
 */
function kthSmallest(values: Float64Array, length: number, k: number): number {
  const a = values.slice(0, length);
  let low = 0;
  let high = length - 1;
  while (low < high) {
    // Median of three: scores come in id order, often in runs of one value.
    const middle = (low + high) >>> 1;
    const x = a[low], y = a[middle], z = a[high];
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : (x < z ? x : y < z ? z : y);
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const swap = a[i];
        a[i] = a[j];
        a[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return a[k];
  }
  return a[k];
}

/**
 * A term's entry in its shard, as JSON text: the term, the records it occurs in
 * (before the cap: its idf), then its best `max` postings, ids delta-encoded,
 * scores, heading groups.
 */
export function entryText(term: string, count: number, list: PostingList, max: number): string {
  const kept = best(list, max);
  const deltas: number[] = [];
  const scores: number[] = [];
  const groups: number[] = [];
  let previous = 0;
  for (let n = 0; n < kept.length; n++) {
    deltas.push(kept.ids[n] - previous);
    previous = kept.ids[n];
    scores.push(kept.scores[n]);
    groups.push(kept.groups[n]);
  }
  return JSON.stringify([term, count, deltas, scores, groups]);
}

/** A shard file's text from its terms' entries (the same text as `JSON.stringify` of the `PostingsShard`). */
export function shardText(entries: readonly string[]): string {
  return `{"format":${JSON.stringify(SHARDED_FORMAT)},"postings":[${entries.join(',')}]}`;
}

/** Shard size bounds in characters of JSON (entries are never split: one larger term is a shard of its own). */
export interface PackOptions {
  /** No content-defined cut before a shard holds this much (default 4,000). */
  minChars?: number;
  /** A cut before any term that would take a shard past this (default 16,000). */
  maxChars?: number;
}

/** FNV-1a of a term: where content-defined cuts fall. */
function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < term.length; n++) hash = Math.imul(hash ^ term.charCodeAt(n), 0x01000193);
  return hash >>> 0;
}

/** One content-defined cut in this many terms, past the minimum size. */
const CUT_EVERY = 8;

/**
 * Shard boundaries over the sorted terms, a term at a time: a term starts a
 * new shard when the current one would pass the maximum size with it, or holds
 * the minimum and the term's hash is a cut point.
 */
export class ShardPacker {
  private readonly minChars: number;
  private readonly maxChars: number;
  private chars = 0;
  private started = false;

  constructor(options: PackOptions = {}) {
    this.minChars = options.minChars ?? 4000;
    this.maxChars = options.maxChars ?? 16_000;
  }

  /** Takes the next term and its entry's size; true when it starts a new shard (the first term does). */
  add(term: string, size: number): boolean {
    const chars = size + 1;
    const cut = !this.started || (this.chars > 0 && (this.chars + chars > this.maxChars || (this.chars >= this.minChars && termHash(term) % CUT_EVERY === 0)));
    this.started = true;
    if (cut) this.chars = 0;
    this.chars += chars;
    return cut;
  }
}

/** The position of each shard's first term (`ShardPacker` over the whole list). */
export function packShards(terms: readonly string[], sizes: ArrayLike<number>, options: PackOptions = {}): number[] {
  const packer = new ShardPacker(options);
  const starts: number[] = [];
  for (let position = 0; position < terms.length; position++) if (packer.add(terms[position], sizes[position])) starts.push(position);
  return starts;
}

/**
 * Characters of term text the manifest's dictionary holds at most, counted as
 * `dictionaryHead` counts them (default 120,000: the real content replicated
 * to 10,000 pages needs 87,107 for its 5,710 terms and stays whole; an API
 * reference's head is then about 35 KB brotli with the counts). The manifest
 * is what every first query downloads, and a dictionary grows with a site's
 * vocabulary: an API reference names every identifier, line number and enum
 * value (TypeDoc's own API: 18,127 terms in 2,002 pages, half of them in a
 * single record, 70 KB brotli).
 */
export const HEAD_CHARS = 120_000;

/**
 * Which terms the manifest's dictionary keeps when the whole one would pass
 * `budget` characters (undefined: it keeps them all). Each shard's first term,
 * so that the browser can tell which shard holds any term (the one of the
 * listed term before it); then the most frequent, the shorter first among
 * equals (a short word is more often typed, and mistyped, whole; a long
 * identifier is reached by its prefix), then in code-unit order, while they
 * fit. A flag per term, 1 for kept. The others are found in their shards
 * (search-shards.ts `ShardedIndex`): exactly and by prefix as before, by typo
 * within the shard where the word would sit. A function of the terms, their
 * counts and the shards alone, so an update makes the same choice as a build
 * anew.
 */
export function dictionaryHead(terms: readonly string[], counts: ArrayLike<number>, shardStarts: readonly number[], budget = HEAD_CHARS): Uint8Array | undefined {
  // A term costs its characters, quotes and comma, and its count's digits and comma.
  const cost = (position: number) => terms[position].length + 4 + String(counts[position]).length;
  let used = 0;
  for (let position = 0; position < terms.length; position++) used += cost(position);
  if (used <= budget) return undefined;
  const head = new Uint8Array(terms.length);
  used = 0;
  for (const start of shardStarts) {
    head[start] = 1;
    used += cost(start);
  }
  const order = Array.from(terms.keys()).sort((a, b) => counts[b] - counts[a] || terms[a].length - terms[b].length || (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
  for (const position of order) {
    if (head[position]) continue;
    if (used + cost(position) > budget) break;
    head[position] = 1;
    used += cost(position);
  }
  return head;
}

/** The dictionary as the writer has it: every term sorted, its count, each shard's first position, and the head's flags. */
export interface DictionaryFields {
  terms: string[];
  counts: number[];
  shardStarts: number[];
  head?: Uint8Array;
}

/**
 * The manifest's dictionary: every term; or, with a head, the head's terms
 * and counts, each shard's start counted in head terms (every shard's first
 * term is in the head), and the flag that tells the browser other terms are in
 * the shards.
 */
export function manifestDictionary({ terms, counts, shardStarts, head }: DictionaryFields): Pick<ShardedManifest, 'terms' | 'counts' | 'shardStarts' | 'dictionary'> {
  if (!head) return { terms, counts, shardStarts };
  const headTerms: string[] = [];
  const headCounts: number[] = [];
  const headBefore = new Uint32Array(terms.length + 1);
  for (let position = 0; position < terms.length; position++) {
    headBefore[position] = headTerms.length;
    if (head[position] !== 1) continue;
    headTerms.push(terms[position]);
    headCounts.push(counts[position]);
  }
  return { terms: headTerms, counts: headCounts, shardStarts: shardStarts.map((start) => headBefore[start]), dictionary: 'head' };
}
