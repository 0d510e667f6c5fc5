// The chat's lexical index: BM25 over the sections' fields, scored as
// MiniSearch scores them (its BM25+ with field boosts, prefix and fuzzy
// matches weighted by distance, a document's score times the number of the
// question's words it matched, unless `coordinate` is off; a word's
// expansions summed, unless `bestMatch` is on), over postings held in typed
// arrays.
//
// Why not MiniSearch itself, which made this index before: it scores a query
// by building an object per matching section and word, and the chat asks with
// every word of the question (OR). At 10,000 pages (148,000 sections) a common
// word matches tens of thousands of sections: MiniSearch took 250 ms a
// question, and the chat's whole ranking 0.55 s (1.4 s at p95) of the server's
// only thread. Here a query adds into preallocated arrays and only the best
// sections become objects: 17 ms, and 29 ms for the whole ranking (62 ms at
// p95); the postings take 49 MB. Terms are still found through MiniSearch's
// radix tree (SearchableMap: prefixes and edit distance), as before.
import SearchableMap from 'minisearch/SearchableMap';

export interface SectionIndexOptions<F extends string> {
  fields: readonly F[];
  /** Score factor of a match in each field. */
  boost: Record<F, number>;
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string;
  /** Whether a question's term also matches longer terms it starts. */
  prefix: (term: string) => boolean;
  /** Edit distance allowed for a term: a fraction of its length, or false. */
  fuzzy: (term: string) => number | false;
  maxFuzzy: number;
  /**
   * Whether a document's score is multiplied by the number of the query's
   * words it matched (MiniSearch's OR queries do; default true). The chat
   * turns it off: it weighs that share itself, each word by how rare it is
   * (COVERAGE_WEIGHT in retrieval.ts), where this factor counts "first" or
   * "keep" as much as "neo4j".
   */
  coordinate?: boolean;
  /**
   * Whether a word scores a document by its best expansion (the sum over the
   * fields of one term it stands for) rather than the sum of all of them, as
   * MiniSearch adds them (default false). The chat turns it on, as the search
   * index does (theme/shared/search-shards.ts): summed, a section listing many
   * names that start with the reader's word outranked the one about it (an
   * API reference's list of interfaces, a dozen `Class…` names, answered
   * "What does the Comment class hold?").
   */
  bestMatch?: boolean;
}

export interface IndexHit {
  /** The document's position in the order it was added. */
  id: number;
  score: number;
  /** The index's terms the document matched (after prefix and fuzzy expansion). */
  terms: string[];
}

/** MiniSearch's defaults, so scores are the ones its index gave. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** Prefixes whose document counts an index remembers (see `prefixDocumentCount`). */
const PREFIX_COUNTS_KEPT = 10_000;

/** An Int32Array that grows as values are appended. */
class IntList {
  values = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/**
 * Positions of the `limit` highest scores, best first; ties in position order
 * (MiniSearch's sort is stable over the order documents were first matched).
 * The limit-th score is found by selection, and only the scores at or above it
 * are sorted: a common word leaves tens of thousands of candidates for a
 * handful of answers.
 */
function bestOf(scores: Float64Array, limit: number): number[] {
  const count = Math.max(0, Math.floor(limit));
  if (!count) return [];
  const floor = scores.length > count ? kthLargest(scores.slice(), count) : -Infinity;
  const kept: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i] >= floor) kept.push(i);
  return kept.sort((a, b) => scores[b] - scores[a] || a - b).slice(0, count);
}

/** The k-th largest of `values` (1-based), reordering them (Hoare's selection). */
function kthLargest(values: Float64Array, k: number): number {
  const target = k - 1;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i++] = values[j];
        values[j--] = swap;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else return values[target];
  }
  return values[target];
}

export class SectionIndex<F extends string> {
  private readonly options: SectionIndexOptions<F>;
  private readonly fieldCount: number;
  /** While the index is made: each term's id (then the dictionary holds them, with prefixes and edit distance). */
  private termIds: Map<string, number> | undefined = new Map();
  private readonly termsById: string[] = [];
  /** While the index is made (`build`): (term × field, document, frequency) triples, in document order. */
  private stream: IntList | undefined = new IntList();
  /** Per document and field: its count of distinct tokens (MiniSearch's field length). */
  private lengths = new IntList();
  private readonly averageLength: number[];
  private documents = 0;
  /** Postings of each term × field (CSR): documents ascending, and their frequencies. */
  private offsets = new Int32Array(1);
  private postingDocs = new Int32Array(0);
  private postingFreqs = new Uint16Array(0);
  private dictionary = new SearchableMap<number>();
  /** Documents holding a term that starts with each prefix asked of `prefixDocumentCount`. */
  private readonly prefixCounts = new Map<string, number>();
  /** Per-query scratch, one slot per document, reset after each query. */
  private scratch: { score: Float64Array; partial: Float64Array; inWord: Uint8Array; words: Uint16Array; seen: Uint8Array; expansion: Float64Array } | undefined;

  /** An index of `documents` (ids: their positions). */
  static build<F extends string>(options: SectionIndexOptions<F>, documents: Iterable<Record<F, string>>): SectionIndex<F> {
    const index = new SectionIndex(options);
    for (const document of documents) index.add(document);
    index.finish();
    return index;
  }

  /** `build` in slices of `chunkSize` documents, letting other work run between them. */
  static async buildAsync<F extends string>(options: SectionIndexOptions<F>, documents: Iterable<Record<F, string>>, chunkSize: number): Promise<SectionIndex<F>> {
    const index = new SectionIndex(options);
    let inSlice = 0;
    for (const document of documents) {
      index.add(document);
      if (++inSlice === chunkSize) {
        inSlice = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    index.finish();
    return index;
  }

  private constructor(options: SectionIndexOptions<F>) {
    this.options = options;
    this.fieldCount = options.fields.length;
    this.averageLength = options.fields.map(() => 0);
  }

  get documentCount(): number {
    return this.documents;
  }

  private add(document: Record<F, string>): void {
    const stream = this.stream!;
    const termIds = this.termIds!;
    const doc = this.documents++;
    this.options.fields.forEach((field, f) => {
      const tokens = this.options.tokenize(document[field] ?? '');
      const length = new Set(tokens).size;
      this.lengths.push(length);
      // A running average, as MiniSearch keeps it.
      this.averageLength[f] = (this.averageLength[f] * doc + length) / (doc + 1);
      const frequencies = new Map<number, number>();
      for (const token of tokens) {
        const term = this.options.processTerm(token);
        if (!term) continue;
        let id = termIds.get(term);
        if (id === undefined) {
          id = this.termsById.length;
          termIds.set(term, id);
          this.termsById.push(term);
        }
        frequencies.set(id, (frequencies.get(id) ?? 0) + 1);
      }
      for (const [id, frequency] of frequencies) {
        stream.push(id * this.fieldCount + f);
        stream.push(doc);
        // Frequencies are held in 16 bits: a word more than 65,535 times in one field of one
        // section is the one case scored otherwise than MiniSearch would.
        stream.push(Math.min(frequency, 0xffff));
      }
    });
  }

  /** Turns the added documents into postings. */
  private finish(): void {
    const stream = this.stream!;
    this.stream = undefined;
    const keys = this.termsById.length * this.fieldCount;
    const offsets = new Int32Array(keys + 1);
    const triples = stream.length / 3;
    for (let i = 0; i < triples; i++) offsets[stream.values[i * 3] + 1]++;
    for (let key = 0; key < keys; key++) offsets[key + 1] += offsets[key];
    const fill = offsets.slice(0, keys);
    const docs = new Int32Array(triples);
    const freqs = new Uint16Array(triples);
    // The stream is in document order, so each term's postings come out ascending.
    for (let i = 0; i < triples; i++) {
      const at = fill[stream.values[i * 3]]++;
      docs[at] = stream.values[i * 3 + 1];
      freqs[at] = stream.values[i * 3 + 2];
    }
    this.offsets = offsets;
    this.postingDocs = docs;
    this.postingFreqs = freqs;
    this.dictionary = SearchableMap.from<number>(this.termIds!);
    this.termIds = undefined;
  }

  /**
   * The documents matching any of the query's terms, best first, at most
   * `limit` of them: a document's score is the sum over the query's terms and
   * their expansions of weight × field boost × BM25+, times the number of
   * distinct query terms it matched (MiniSearch's `search`, OR).
   */
  search(query: string, limit = Infinity): IndexHit[] {
    const n = this.documents;
    const scratch = (this.scratch ??= { score: new Float64Array(n), partial: new Float64Array(n), inWord: new Uint8Array(n), words: new Uint16Array(n), seen: new Uint8Array(n), expansion: new Float64Array(n) });
    // With `bestMatch`, `expansion` holds one expansion's score of each document, over its fields, before the word keeps the best.
    const { score, partial, inWord, words, seen, expansion } = scratch;
    const bestMatch = this.options.bestMatch ?? false;
    const expansionDocs = new IntList();
    const asked: string[] = [];
    for (const token of this.options.tokenize(query)) {
      const term = this.options.processTerm(token);
      if (term) asked.push(term);
    }
    const touched = new IntList();
    /** (document, term id) of every posting credited, to name the terms of the documents returned. */
    const matches = new IntList();
    const { postingDocs, postingFreqs, offsets, fieldCount } = this;
    const lengths = this.lengths.values;
    const { k, b, d } = BM25;
    // Each distinct word's score of each document it matches, summed in MiniSearch's order
    // (its expansions, then the fields, then the documents), so the totals are the same numbers.
    const perWord = new Map<string, { docs: Int32Array; totals: Float64Array }>();
    for (const term of asked) {
      if (perWord.has(term)) continue;
      const wordDocs = new IntList();
      for (const [id, weight] of this.expand(term)) {
        expansionDocs.length = 0;
        for (let f = 0; f < fieldCount; f++) {
          const key = id * fieldCount + f;
          const start = offsets[key];
          const end = offsets[key + 1];
          if (start === end) continue;
          const idf = Math.log(1 + (n - (end - start) + 0.5) / (end - start + 0.5));
          const factor = weight * this.options.boost[this.options.fields[f]];
          const average = this.averageLength[f];
          for (let at = start; at < end; at++) {
            const doc = postingDocs[at];
            const frequency = postingFreqs[at];
            const value = factor * (idf * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * lengths[doc * fieldCount + f]) / average))));
            if (!bestMatch) partial[doc] += value;
            else {
              if (expansion[doc] === 0) expansionDocs.push(doc);
              expansion[doc] += value;
            }
            if (!inWord[doc]) {
              inWord[doc] = 1;
              wordDocs.push(doc);
              words[doc]++;
              if (!seen[doc]) {
                seen[doc] = 1;
                touched.push(doc);
              }
            }
            matches.push(doc);
            matches.push(id);
          }
        }
        for (let i = 0; i < expansionDocs.length; i++) {
          const doc = expansionDocs.values[i];
          partial[doc] = Math.max(partial[doc], expansion[doc]);
          expansion[doc] = 0;
        }
      }
      const docs = wordDocs.values.slice(0, wordDocs.length);
      const totals = new Float64Array(docs.length);
      for (let i = 0; i < docs.length; i++) {
        totals[i] = partial[docs[i]];
        partial[docs[i]] = 0;
        inWord[docs[i]] = 0;
      }
      perWord.set(term, { docs, totals });
    }
    // The words in the query's order, as MiniSearch adds up its terms' results: a word asked twice
    // counts twice here, and once in the count of words a document matched.
    for (const term of asked) {
      const { docs, totals } = perWord.get(term)!;
      for (let i = 0; i < docs.length; i++) score[docs[i]] += totals[i];
    }
    const docs = touched.values.subarray(0, touched.length);
    const scores = new Float64Array(docs.length);
    const coordinate = this.options.coordinate ?? true;
    for (let i = 0; i < docs.length; i++) scores[i] = coordinate ? score[docs[i]] * words[docs[i]] : score[docs[i]];
    const best = bestOf(scores, limit).map((i) => [docs[i], scores[i]] as const);
    const kept = new Map<number, Set<number>>(best.map(([doc]) => [doc, new Set<number>()]));
    for (let i = 0; i < matches.length; i += 2) kept.get(matches.values[i])?.add(matches.values[i + 1]);
    for (const doc of docs) {
      score[doc] = 0;
      words[doc] = 0;
      seen[doc] = 0;
    }
    return best.map(([doc, value]) => ({ id: doc, score: value, terms: [...kept.get(doc)!].map((id) => this.termsById[id]) }));
  }

  /**
   * How many documents hold, in any field, a term that starts with `prefix`:
   * the document frequency of a question's word as the chat counts a section
   * holding it (a term starting with the word's first letters). Remembered per
   * prefix: questions reuse a small vocabulary, and a short prefix can stand
   * for many terms of a large site.
   */
  prefixDocumentCount(prefix: string): number {
    const known = this.prefixCounts.get(prefix);
    if (known !== undefined) return known;
    const seen = new Uint8Array(this.documents);
    let count = 0;
    for (const [, id] of this.dictionary.atPrefix(prefix)) {
      for (let at = this.offsets[id * this.fieldCount]; at < this.offsets[(id + 1) * this.fieldCount]; at++) {
        const doc = this.postingDocs[at];
        if (!seen[doc]) {
          seen[doc] = 1;
          count++;
        }
      }
    }
    // Questions come from anyone: the memory is bounded, and starts again when full.
    if (this.prefixCounts.size >= PREFIX_COUNTS_KEPT) this.prefixCounts.clear();
    this.prefixCounts.set(prefix, count);
    return count;
  }

  /** The ids of a query term and of the index's terms it stands for, with their weights (MiniSearch's prefix and fuzzy rules). */
  private expand(term: string): [number, number][] {
    const found: [number, number][] = [];
    const exact = this.dictionary.get(term);
    if (exact !== undefined) found.push([exact, 1]);
    const prefixed = new Set<number>();
    if (this.options.prefix(term)) {
      for (const [derived, id] of this.dictionary.atPrefix(term)) {
        const distance = derived.length - term.length;
        if (!distance) continue;
        prefixed.add(id);
        found.push([id, (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance)]);
      }
    }
    const fuzzy = this.options.fuzzy(term);
    if (fuzzy) {
      const maxDistance = fuzzy < 1 ? Math.min(this.options.maxFuzzy, Math.round(term.length * fuzzy)) : fuzzy;
      if (maxDistance) {
        for (const [derived, [id, distance]] of this.dictionary.fuzzyGet(term, maxDistance)) {
          if (!distance || prefixed.has(id)) continue;
          found.push([id, (FUZZY_WEIGHT * derived.length) / (derived.length + distance)]);
        }
      }
    }
    return found;
  }
}
