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
//  - the manifest carries the term dictionary (it grows with the vocabulary,
//    not with the page count: ~5,000 terms for 10,000 replicated pages), so
//    prefix and typo expansion run over every term as before; a vocabulary
//    too large for it (an API reference: every identifier, line number and
//    enum value) keeps its most frequent terms there (`dictionary: 'head'`),
//    and each shard names its terms, so the others are found in the shard
//    their sorted place puts them in: exactly and by prefix as before, by typo
//    within that shard (compiler/search/postings.ts `dictionaryHead`);
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

export const SHARDED_FORMAT = 'pxdocs-search-sharded@4';

/** Postings kept per term, best scores first (default 1,000): what one term can cost a query. */
export const MAX_POSTINGS = 1000;
/** Postings (over all its expansions) a prefix or typo may load for one query word (default 4,000). */
export const EXPANSION_BUDGET = 4000;

/** The file the boot names (`search-index.json`): small, revalidated; everything it names is immutable. */
export interface ShardedManifest {
  format: typeof SHARDED_FORMAT;
  /** Records in the index. */
  records: number;
  /** Every indexed term, sorted by code unit; with `dictionary: 'head'`, the most frequent ones. */
  terms: string[];
  /** Records each term occurs in (before the `MAX_POSTINGS` cap), by term position. */
  counts: number[];
  /**
   * Postings shards: the position in `terms` of each shard's first term
   * (ascending). With `dictionary: 'head'` every shard's first term is listed,
   * and a shard also holds the terms not listed that sort between it and the
   * next shard's first.
   */
  shardStarts: number[];
  /** Present when `terms` is not the whole dictionary: the others are named in their shards only. */
  dictionary?: 'head';
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
 * One postings shard: for each term of its range, in order, the term, the
 * records it occurs in (its manifest count), the record ids (ascending,
 * delta-encoded), each record's score for the term before its idf, and the
 * distance back to the first record of its heading (records of one heading
 * are consecutive; the hits are distinct per heading).
 */
export interface PostingsShard {
  format: typeof SHARDED_FORMAT;
  postings: [term: string, count: number, ids: number[], scores: number[], groups: number[]][];
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

interface Postings { count: number; ids: Int32Array; scores: Float64Array; groups: Int32Array }

/** A loaded shard: its terms' postings, and (made when first asked) its terms the manifest does not list. */
interface Shard { entries: Map<string, Postings>; others?: SearchableMap<number> }

type Load = (path: string) => Promise<unknown>;

/**
 * A term a query word expands to: the term, the weight of that match, the
 * records it occurs in, and the count its idf is taken from when that is
 * another (see `expand`).
 */
type Expansion = [term: string, weight: number, count: number, idfCount?: number];

/** Shards a prefix may span for its completions outside the manifest's dictionary to be looked up (more: they are left out). */
export const PREFIX_SHARDS = 2;

interface Match { score: number; terms: string[]; match: Set<string>; group: number }

export class ShardedIndex {
  readonly manifest: ShardedManifest;
  private readonly load: Load;
  private readonly dictionary: SearchableMap<number>;
  private readonly shards = new Map<number, Promise<Shard>>();
  private readonly chunks = new Map<number, Promise<DocChunk>>();

  /** `load` fetches a file named by the manifest (relative to it) and parses its JSON. */
  constructor(manifest: ShardedManifest, load: Load) {
    if (!manifest || manifest.format !== SHARDED_FORMAT || !Array.isArray(manifest.terms)) throw new Error(`Unknown search index format (expected ${SHARDED_FORMAT}).`);
    this.manifest = manifest;
    this.load = load;
    this.dictionary = SearchableMap.from(manifest.terms.map((term, position) => [term, position] as [string, number]));
  }

  private shard(number: number): Promise<Shard> {
    let shard = this.shards.get(number);
    if (!shard) {
      shard = this.load(this.manifest.shardFile.replace('{n}', String(number))).then((data) => {
        const file = data as PostingsShard;
        if (file?.format !== SHARDED_FORMAT) throw new Error('Unknown search shard format.');
        const entries = new Map<string, Postings>();
        for (const [term, count, deltas, scores, groups] of file.postings) {
          const ids = new Int32Array(deltas.length);
          let id = 0;
          deltas.forEach((delta, index) => (ids[index] = id += delta));
          entries.set(term, { count, ids, scores: Float64Array.from(scores), groups: Int32Array.from(groups) });
        }
        return { entries };
      });
      // A failed fetch is tried again by the next query.
      shard.catch(() => this.shards.delete(number));
      this.shards.set(number, shard);
    }
    return shard;
  }

  /**
   * The shard a term is in, or would be in: a listed term's own; any other is
   * in the shard of the listed term before it (every shard starts at a listed
   * term).
   */
  private shardFor(term: string): number {
    const position = this.dictionary.get(term);
    if (position !== undefined) return shardOf(this.manifest.shardStarts, position);
    const terms = this.manifest.terms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[middle] < term) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? 0 : shardOf(this.manifest.shardStarts, low - 1);
  }

  /** A shard's terms the manifest does not list, with their counts (for their prefixes and typos). */
  private async others(number: number): Promise<SearchableMap<number>> {
    const shard = await this.shard(number);
    if (!shard.others) {
      shard.others = new SearchableMap<number>();
      for (const [term, postings] of shard.entries) if (!this.dictionary.has(term)) shard.others.set(term, postings.count);
    }
    return shard.others;
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

  /** A term's postings, from its shard (the term is known to exist). */
  private async postings(term: string): Promise<Postings> {
    return (await this.shard(this.shardFor(term))).entries.get(term)!;
  }

  /** The records a term occurs in, or undefined when no record has it. */
  private async count(term: string): Promise<number | undefined> {
    const position = this.dictionary.get(term);
    if (position !== undefined) return this.manifest.counts[position];
    if (!this.manifest.dictionary) return undefined;
    return (await this.shard(this.shardFor(term))).entries.get(term)?.count;
  }

  /**
   * The terms one query word matches, as MiniSearch expands it, and its other number
   * (`wordForms`). `prefix`: the word is being typed, or long. When the word
   * itself is a term, every other match is scored with its idf where that is
   * lower (MiniSearch takes each match's own): a rarer completion, typo or
   * other number counts as the word, never more. With their own idf, an API
   * reference's unique names outranked the word typed whole: "Node" found
   * NodeVisitor (a completion) and getJSDocCommentsAndTags() (the other number)
   * before the interface Node.
   */
  private async expand(term: string, prefix: boolean): Promise<Expansion[]> {
    const out: Expansion[] = [];
    const partial = this.manifest.dictionary === 'head';
    const exact = await this.count(term);
    if (exact !== undefined) out.push([term, 1, exact]);
    // The count another match's idf is taken from: the word's, when the word is a term and more common.
    const idfCount = (count: number) => Math.max(count, exact ?? 0);
    const prefixed = new Set<string>();
    for (const form of wordForms(term)) {
      const count = await this.count(form);
      if (count === undefined) continue;
      out.push([form, MATCH_WEIGHTS.form, count, idfCount(count)]);
      prefixed.add(form);
    }
    const candidates: Expansion[] = [];
    const addPrefixed = (derived: string, count: number) => {
      const distance = derived.length - term.length;
      if (!distance || prefixed.has(derived)) return;
      prefixed.add(derived);
      candidates.push([derived, (MATCH_WEIGHTS.prefix * derived.length) / (derived.length + 0.3 * distance), count, idfCount(count)]);
    };
    if (prefix) {
      for (const [derived, position] of this.dictionary.atPrefix(term)) addPrefixed(derived, this.manifest.counts[position]);
      // Completions outside the manifest sit between the shard of the word and that of its last possible completion.
      const first = this.shardFor(term);
      const last = this.shardFor(`${term}\uffff`);
      if (partial && last - first < PREFIX_SHARDS) {
        for (let number = first; number <= last; number++) for (const [derived, count] of (await this.others(number)).atPrefix(term)) addPrefixed(derived, count);
      }
    }
    // Typos only of a word the site does not have: its near spellings ranked among its own
    // records, and a heading one letter away ("logging") above the paragraph holding the word
    // typed. The hosted service ranks every hit with fewer typos first, to the same effect.
    const maxDistance = exact === undefined ? fuzzyDistance(term) : 0;
    if (maxDistance) {
      const fuzzy = (derived: string, distance: number, count: number) => {
        // A flag is no typo of its name: `setupFilesAfterEnv` (the option) is not `--setupFilesAfterEnv`.
        if (!distance || prefixed.has(derived) || isFlagOf(derived, term)) return;
        candidates.push([derived, (MATCH_WEIGHTS.fuzzy * derived.length) / (derived.length + distance), count, idfCount(count)]);
      };
      for (const [derived, [position, distance]] of this.dictionary.fuzzyGet(term, maxDistance)) fuzzy(derived, distance, this.manifest.counts[position]);
      // Typos of terms outside the manifest: within the word's own shard.
      if (partial) for (const [derived, [count, distance]] of (await this.others(this.shardFor(term))).fuzzyGet(term, maxDistance)) fuzzy(derived, distance, count);
    }
    // A short prefix of a large site names thousands of records: the most frequent terms are kept within the budget.
    const cost = (count: number) => Math.min(MAX_POSTINGS, count);
    let total = candidates.reduce((sum, [, , count]) => sum + cost(count), 0);
    if (total > EXPANSION_BUDGET) {
      candidates.sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      const kept: Expansion[] = [];
      total = 0;
      for (const candidate of candidates) {
        if (kept.length && total + cost(candidate[2]) > EXPANSION_BUDGET) break;
        kept.push(candidate);
        total += cost(candidate[2]);
      }
      return [...out, ...kept];
    }
    return [...out, ...candidates];
  }

  /** MiniSearch's executeQuery over the shards: per word exact + other number + prefix + fuzzy (its best match per record), combined with AND or OR. */
  private async execute(query: QueryTerms, combineWith: 'AND' | 'OR'): Promise<Map<number, Match>> {
    const { words, last, wholes } = query;
    const expansions = await Promise.all([
      ...words.map((word, index) => this.expand(word, isTypedPrefix(word, index, last))),
      // A joined name whole: exact, or as a prefix while it is typed (no typo tolerance: its parts have it).
      ...wholes.map(async (whole) => (await this.expand(whole.term, whole.last)).filter(([derived]) => derived === whole.term || derived.startsWith(whole.term))),
    ]);
    const names = [...words, ...wholes.map((whole) => whole.term)];
    const lists = new Map<string, Postings>();
    await Promise.all([...new Set(expansions.flat().map(([term]) => term))].map(async (term) => lists.set(term, await this.postings(term))));
    const perWord = expansions.map((expansion, index) => {
      const results = new Map<number, Match>();
      for (const [derived, matchWeight, count, idfCount] of expansion) {
        const { ids, scores, groups } = lists.get(derived)!;
        // The shard's scores leave the term's idf out.
        const weight = matchWeight * termIdf(idfCount ?? count, this.manifest.records);
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
