// The sharded embedded index: a small manifest, postings shards fetched on
// demand and document chunks fetched for the hits shown. Shared by the build
// (compiler/search/shards.ts writes it) and the browser (which queries it).
// Pure TypeScript: no DOM, no Node; files come through a `load` function.
//
// Why our own shards rather than Pagefind: Pagefind indexes whole pages (our
// results are DocSearch records: one hit per heading, lvl0–lvl3 and anchors),
// ranks with its own formula (the relevance table was tuned on ours) and ships
// its own UI and WASM; keeping the DocSearch UI would mean re-deriving records
// from its page results. Sharding our own index keeps the ranking:
//  - the build scores every (term, record) pair with the BM25+ of the
//    unsharded engine (MiniSearch), field and type boosts included, except
//    that the term's idf is left out and counted over all fields at once
//    (the browser multiplies it in, from the manifest's record count and the
//    term's count) and the average field lengths are rounded to steps 2 %
//    apart: then a term's postings depend on that term alone, and a rebuild
//    after an edit rewrites the shards of the terms the edit touched only
//    (compiler/search/postings.ts says how);
//  - the manifest carries the whole term dictionary (it grows with the
//    vocabulary, not with the page count: ~5,000 terms for 10,000 replicated
//    pages), so prefix and typo expansion run over every term as before;
//  - only the postings shards holding the expanded terms are fetched, and only
//    the document chunks holding the hits of the page shown.
// Bounds that keep the first query small at any size (both exact on sites
// where no term has that many records; see `MAX_POSTINGS`, `EXPANSION_BUDGET`):
// each term keeps its best-scored postings only, and a prefix or typo that
// expands to many frequent terms keeps the most frequent ones.
import SearchableMap from 'minisearch/SearchableMap';
import { lastAtOrBefore } from './sorted.js';
import {
  cleanQuery, facetMatches, fuzzyDistance, isFlagOf, isTypedPrefix, MATCH_WEIGHTS, now, queryTerms, recordAt, respond, wordForms, hitWindow,
  type EmbeddedIndexFile, type QueryRequest, type QueryTerms, type QueryResponse, type RankedResult,
} from './search-engine.js';

export const SHARDED_FORMAT = 'pxdocs-search-sharded@3';

/** Postings kept per term, best scores first (default 1,000): what one term can cost a query. */
export const MAX_POSTINGS = 1000;
/** Postings (over all its expansions) a prefix or typo may load for one query word (default 4,000). */
export const EXPANSION_BUDGET = 4000;

/** The file the boot names (`search-index.json`): small, revalidated; everything it names is immutable. */
export interface ShardedManifest {
  format: typeof SHARDED_FORMAT;
  /** Records in the index. */
  records: number;
  /** Every indexed term, sorted by code unit. */
  terms: string[];
  /** Records each term occurs in (before the `MAX_POSTINGS` cap), by term position. */
  counts: number[];
  /** Postings shards: the position in `terms` of each shard's first term (ascending). */
  shardStarts: number[];
  /**
   * Postings shard files, relative to the manifest: `{n}` is the shard number.
   * One hash for all shards (of all their contents): a hash per file would
   * make the manifest grow by ~12 incompressible bytes per shard.
   */
  shardFile: string;
  /** Document chunk slots (files `chunkFile`, numbered from 0; a slot no page filled has no file). */
  chunks: number;
  /**
   * Records per document chunk: record `id` is record `id % chunkSize` of chunk
   * `floor(id / chunkSize)`. Each page's records start a chunk, and a page
   * takes a power of two of chunk slots, so ids are sparse, a page's chunks
   * depend on that page alone, and a page that grows within its slots moves
   * no other page's ids.
   */
  chunkSize: number;
  /** Document chunk files, relative to the manifest: `{n}` is the chunk number (one hash for all chunks). */
  chunkFile: string;
  /**
   * A versioned site's docs tags (`docs-default-<version>`), so a query keeps to the reader's
   * version: `values`, and `ranges`, pairs of (first chunk slot, value index) in slot order,
   * one pair where the tag changes (pages of one version are mostly adjacent: a few pairs).
   * Absent when every record has the default tag.
   */
  tags?: { values: string[]; ranges: number[] };
  /** The records' language, the locale the index was built for, when it is not English (search-engine.ts `facetMatches`). */
  language?: string;
}

/** The docs tag of document chunk slot `slot` (binary search over the manifest's ranges). */
export function tagOfSlot(tags: NonNullable<ShardedManifest['tags']>, slot: number): string {
  let low = 0;
  let high = tags.ranges.length / 2 - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (tags.ranges[middle * 2] <= slot) low = middle;
    else high = middle - 1;
  }
  return tags.values[tags.ranges[low * 2 + 1]];
}

/**
 * One postings shard: for each term of its range, in order, the record ids
 * (ascending, delta-encoded), each record's score for the term before its idf,
 * and the distance back to the first record of its heading (records of one
 * heading are consecutive; the hits are distinct per heading).
 */
export interface PostingsShard {
  format: typeof SHARDED_FORMAT;
  postings: [ids: number[], scores: number[], groups: number[]][];
}

/** The idf of a term found in `count` of `records` records: MiniSearch's formula, counted over all fields at once. */
export function termIdf(count: number, records: number): number {
  return Math.log(1 + (records - count + 0.5) / (count + 0.5));
}

/** The shard holding term `position`, given each shard's first term position (ascending). */
export function shardOf(starts: readonly number[], position: number): number {
  return lastAtOrBefore(starts, position);
}

/** Every postings shard file the manifest names, in order. */
export function shardPaths(manifest: ShardedManifest): string[] {
  return manifest.shardStarts.map((_, number) => manifest.shardFile.replace('{n}', String(number)));
}

/** A document chunk: the records of one id range, in the single-file index's compact form. */
export type DocChunk = EmbeddedIndexFile;

interface Postings { ids: Int32Array; scores: Float64Array; groups: Int32Array }

type Load = (path: string) => Promise<unknown>;

interface Match { score: number; terms: string[]; match: Set<string>; group: number }

export class ShardedIndex {
  readonly manifest: ShardedManifest;
  private readonly load: Load;
  private readonly dictionary: SearchableMap<number>;
  private readonly shards = new Map<number, Promise<Postings[]>>();
  private readonly chunks = new Map<number, Promise<DocChunk>>();

  /** `load` fetches a file named by the manifest (relative to it) and parses its JSON. */
  constructor(manifest: ShardedManifest, load: Load) {
    if (!manifest || manifest.format !== SHARDED_FORMAT || !Array.isArray(manifest.terms)) throw new Error(`Unknown search index format (expected ${SHARDED_FORMAT}).`);
    this.manifest = manifest;
    this.load = load;
    this.dictionary = SearchableMap.from(manifest.terms.map((term, position) => [term, position] as [string, number]));
  }


  private shard(number: number): Promise<Postings[]> {
    let shard = this.shards.get(number);
    if (!shard) {
      shard = this.load(this.manifest.shardFile.replace('{n}', String(number))).then((data) => {
        const file = data as PostingsShard;
        if (file?.format !== SHARDED_FORMAT) throw new Error('Unknown search shard format.');
        return file.postings.map(([deltas, scores, groups]) => {
          const ids = new Int32Array(deltas.length);
          let id = 0;
          deltas.forEach((delta, index) => (ids[index] = id += delta));
          return { ids, scores: Float64Array.from(scores), groups: Int32Array.from(groups) };
        });
      });
      // A failed fetch is tried again by the next query.
      shard.catch(() => this.shards.delete(number));
      this.shards.set(number, shard);
    }
    return shard;
  }

  private async postings(position: number): Promise<Postings> {
    const number = shardOf(this.manifest.shardStarts, position);
    return (await this.shard(number))[position - this.manifest.shardStarts[number]];
  }

  private chunk(number: number): Promise<DocChunk> {
    let chunk = this.chunks.get(number);
    if (!chunk) {
      chunk = this.load(this.manifest.chunkFile.replace('{n}', String(number))) as Promise<DocChunk>;
      chunk.catch(() => this.chunks.delete(number));
      this.chunks.set(number, chunk);
    }
    return chunk;
  }

  /**
   * The terms one query word matches, as MiniSearch expands it, and its other number
   * (`wordForms`): [position, weight, derived term]. `prefix`: the word is being typed, or long.
   */
  private expand(term: string, prefix: boolean): [number, number, string][] {
    const out: [number, number, string][] = [];
    const exact = this.dictionary.get(term);
    if (exact !== undefined) out.push([exact, 1, term]);
    const prefixed = new Set<string>();
    for (const form of wordForms(term)) {
      const position = this.dictionary.get(form);
      if (position === undefined) continue;
      out.push([position, MATCH_WEIGHTS.form, form]);
      prefixed.add(form);
    }
    const candidates: [number, number, string][] = [];
    if (prefix) {
      for (const [derived, position] of this.dictionary.atPrefix(term)) {
        const distance = derived.length - term.length;
        if (!distance || prefixed.has(derived)) continue;
        prefixed.add(derived);
        candidates.push([position, (MATCH_WEIGHTS.prefix * derived.length) / (derived.length + 0.3 * distance), derived]);
      }
    }
    const maxDistance = fuzzyDistance(term);
    if (maxDistance) {
      for (const [derived, [position, distance]] of this.dictionary.fuzzyGet(term, maxDistance)) {
        // A flag is no typo of its name: `setupFilesAfterEnv` (the option) is not `--setupFilesAfterEnv`.
        if (!distance || prefixed.has(derived) || isFlagOf(derived, term)) continue;
        candidates.push([position, (MATCH_WEIGHTS.fuzzy * derived.length) / (derived.length + distance), derived]);
      }
    }
    // A short prefix of a large site names thousands of records: the most frequent terms are kept within the budget.
    const cost = (position: number) => Math.min(MAX_POSTINGS, this.manifest.counts[position]);
    let total = candidates.reduce((sum, [position]) => sum + cost(position), 0);
    if (total > EXPANSION_BUDGET) {
      candidates.sort((a, b) => this.manifest.counts[b[0]] - this.manifest.counts[a[0]] || a[0] - b[0]);
      const kept: [number, number, string][] = [];
      total = 0;
      for (const candidate of candidates) {
        if (kept.length && total + cost(candidate[0]) > EXPANSION_BUDGET) break;
        kept.push(candidate);
        total += cost(candidate[0]);
      }
      return [...out, ...kept];
    }
    return [...out, ...candidates];
  }

  /** MiniSearch's executeQuery over the shards: per word exact + other number + prefix + fuzzy (its best match per record), combined with AND or OR. */
  private async execute(query: QueryTerms, combineWith: 'AND' | 'OR'): Promise<Map<number, Match>> {
    const { words, last, wholes } = query;
    const expansions = [
      ...words.map((word, index) => this.expand(word, isTypedPrefix(word, index, last))),
      // A joined name whole: exact, or as a prefix while it is typed (no typo tolerance: its parts have it).
      ...wholes.map((whole) => this.expand(whole.term, whole.last).filter(([, weight, derived]) => derived === whole.term || derived.startsWith(whole.term))),
    ];
    const names = [...words, ...wholes.map((whole) => whole.term)];
    const lists = new Map<number, Postings>();
    await Promise.all([...new Set(expansions.flat().map(([position]) => position))].map(async (position) => lists.set(position, await this.postings(position))));
    const perWord = expansions.map((expansion, index) => {
      const results = new Map<number, Match>();
      for (const [position, matchWeight, derived] of expansion) {
        const { ids, scores, groups } = lists.get(position)!;
        // The shard's scores leave the term's idf out.
        const weight = matchWeight * termIdf(this.manifest.counts[position], this.manifest.records);
        for (let n = 0; n < ids.length; n++) {
          const id = ids[n];
          const existing = results.get(id);
          if (existing) {
            // A word counts once per record, by its best match: a record holding `test`, `tests` and
            // `tested` is not three times about the reader's word (a sum let such a paragraph pass a heading).
            existing.score = Math.max(existing.score, weight * scores[n]);
            existing.match.add(derived);
          } else results.set(id, { score: weight * scores[n], terms: [names[index]], match: new Set([derived]), group: id - groups[n] });
        }
      }
      return results;
    });
    if (!words.length) return new Map();
    const optional = perWord.splice(words.length);
    const matched = perWord.reduce((a, b) => {
      if (combineWith === 'OR') {
        for (const [id, match] of b) {
          const existing = a.get(id);
          if (!existing) a.set(id, match);
          else {
            existing.score += match.score;
            match.match.forEach((term) => existing.match.add(term));
            for (const term of match.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
          }
        }
        return a;
      }
      const combined = new Map<number, Match>();
      for (const [id, match] of b) {
        const existing = a.get(id);
        if (!existing) continue;
        for (const term of match.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
        match.match.forEach((term) => existing.match.add(term));
        combined.set(id, { ...existing, score: existing.score + match.score });
      }
      return combined;
    });
    // The wholes add to the records found, as matched words.
    for (const results of optional) {
      for (const [id, match] of results) {
        const existing = matched.get(id);
        if (!existing) continue;
        existing.score += match.score;
        match.match.forEach((term) => existing.match.add(term));
        for (const term of match.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
      }
    }
    return matched;
  }

  /** Ranked results with MiniSearch's final scoring (score × matched query words), best first. */
  private async ranked(query: QueryTerms, combineWith: 'AND' | 'OR'): Promise<(RankedResult & { score: number; group: number })[]> {
    const results = [...(await this.execute(query, combineWith))].map(([id, match]) => ({
      id,
      score: match.score * (match.terms.length || 1),
      terms: [...match.match],
      queryTerms: match.terms,
      group: match.group,
    }));
    // Ties in id order: the order MiniSearch's stable sort leaves them in for records added in id order.
    return results.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** Every result of a query, ranked, before `distinct` (for tests and the bench). */
  async rank(text: string): Promise<(RankedResult & { score: number; group: number })[]> {
    return this.run(cleanQuery(text));
  }

  private async run(text: string) {
    const query = queryTerms(text);
    const strict = await this.ranked(query, 'AND');
    if (strict.length) return strict;
    // Nothing has every word: allow one missing word, as the single-file engine does.
    const distinct = new Set(query.words);
    if (distinct.size < 2) return [];
    return (await this.ranked(query, 'OR')).filter((result) => new Set(result.queryTerms.filter((term) => distinct.has(term))).size >= distinct.size - 1);
  }

  /** One query in the hosted service's response shape; fetches what it needs first. */
  async query(request: QueryRequest): Promise<QueryResponse> {
    const started = now();
    const text = cleanQuery(request.query);
    const ordered: RankedResult[] = [];
    const tags = this.manifest.tags;
    // Without per-version tags every record has the default one: the filters pass or fail the whole query.
    const language = this.manifest.language;
    if (text.trim() && (tags || facetMatches(request.facetFilters, undefined, language))) {
      // One hit per heading (its records are consecutive), the best one, as `distinct` does.
      const seen = new Set<number>();
      for (const result of await this.run(text)) {
        if (seen.has(result.group)) continue;
        if (tags && !facetMatches(request.facetFilters, tagOfSlot(tags, Math.floor(result.id / this.manifest.chunkSize)), language)) continue;
        seen.add(result.group);
        ordered.push(result);
      }
    }
    const { from, to } = hitWindow(request, ordered.length);
    const size = this.manifest.chunkSize;
    const shown = ordered.slice(from, to);
    const chunks = new Map<number, DocChunk>();
    await Promise.all([...new Set(shown.map((result) => Math.floor(result.id / size)))].map(async (number) => chunks.set(number, await this.chunk(number))));
    return respond(request, ordered, (id) => ({ ...recordAt(chunks.get(Math.floor(id / size))!, id % size), objectID: `local-${id}` }), started);
  }
}
