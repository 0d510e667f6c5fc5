// The sharded index's ranking model, computed the slow way: straight from the
// records, with no shards, no buffers and no cut-offs but the ones the model
// names. Tests compare the index with it, so a mistake in how the build
// scores, packs or updates postings shows as a different score.
//
// The model: MiniSearch's matching (each query word matches itself, its
// prefixes for the last word or long words, its other number, and, when no
// record has the word itself, terms within its typo distance, with
// MiniSearch's weights, a word scoring a record by its best match; all words
// must match, else all but one), and MiniSearch's BM25+ with field and type
// boosts, except that a term's idf counts the records it occurs in over all
// fields (a match other than the word itself taking the word's idf when the
// word is more common), a joined name counts in its field's length as each
// term it yields, and the average field lengths are rounded to the nearest
// power of 1.02.
import {
  createIndexFile, FIELD_BOOST, FIELDS, fuzzyDistance, indexedDoc, isFlagOf, isTypedPrefix, MATCH_WEIGHTS, processTerm, queryTerms, tokenize, TYPE_BOOST, wordForms, type QueryTerms,
} from '../../theme/shared/search-engine.js';
import { EXPANSION_BUDGET, MAX_POSTINGS } from '../../theme/shared/search-shards.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const round = (score: number) => Number(score.toPrecision(7));
/** MiniSearch's idf, of a term in `count` of `records` records. */
const idf = (count: number, records: number) => Math.log(1 + (records - count + 0.5) / (count + 0.5));

/** Edit distance. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, n) => n);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

export interface Reference {
  /** Distinct results (one per heading) as [url, score], best first (ties in record order). */
  rank(text: string): [string, number][];
}

/**
 * Whether a query word may expand to a term by prefix or by typo (exact
 * matches and a word's other number always may): every term, unless the
 * index's manifest lists only part of its dictionary.
 */
export type Reachable = (word: string, term: string, how: 'prefix' | 'fuzzy') => boolean;

/** The model over `records`; `maxPostings` caps each term's postings as the shards do. */
export function referenceRanking(records: SearchRecord[], maxPostings = MAX_POSTINGS, reachable: Reachable = () => true): Reference {
  const compact = createIndexFile(records);
  const tfs: Map<string, number>[][] = [];
  const lengths: number[][] = [];
  const totals = FIELDS.map(() => 0);
  const df = new Map<string, number>();
  /** Each term's records, in id order (df is their count). */
  const holders = new Map<string, number[]>();
  for (let id = 0; id < records.length; id++) {
    const doc = indexedDoc(compact, id);
    const perField = FIELDS.map((field, f) => {
      const tokens = tokenize(doc[field]);
      // Distinct raw tokens, a joined name counting as the terms it yields (shards.ts `TermTable.count`).
      const length = Math.min([...new Set(tokens)].reduce((sum, token) => sum + Math.max(1, [processTerm(token) ?? []].flat().filter(Boolean).length), 0), 0xffff);
      totals[f] += length;
      const tf = new Map<string, number>();
      for (const token of tokens) for (const term of [processTerm(token) ?? []].flat().filter(Boolean)) tf.set(term, Math.min(255, (tf.get(term) ?? 0) + 1));
      return { tf, length };
    });
    tfs.push(perField.map((field) => field.tf));
    lengths.push(perField.map((field) => field.length));
    for (const term of new Set(perField.flatMap((field) => [...field.tf.keys()]))) {
      df.set(term, (df.get(term) ?? 0) + 1);
      let ids = holders.get(term);
      if (!ids) holders.set(term, (ids = []));
      ids.push(id);
    }
  }
  // The nearest power of 1.02 (6 significant digits): averages in steps 2 % apart.
  const averages = totals.map((total) => {
    const average = total / records.length;
    return average > 0 ? Number((1.02 ** Math.round(Math.log(average) / Math.log(1.02))).toPrecision(6)) : 0;
  });
  const score = (term: string, id: number) => {
    const boost = TYPE_BOOST[compact.docs[id][0]] ?? 1;
    let sum = 0;
    FIELDS.forEach((field, f) => {
      const tf = tfs[id][f].get(term) ?? 0;
      if (tf) sum += FIELD_BOOST[field] * boost * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * lengths[id][f]) / averages[f])));
    });
    return round(sum);
  };
  // Each term's postings, capped to its best by score (ties: the earlier record).
  const postings = new Map<string, Map<number, number>>();
  for (const term of df.keys()) {
    const all: [number, number][] = [];
    // The term's records only: asking every record for every term was a quarter of shards.test.ts's CPU time.
    for (const id of holders.get(term)!) all.push([id, score(term, id)]);
    all.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    postings.set(term, new Map(all.slice(0, maxPostings)));
  }
  const dictionary = [...df.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  /**
   * [term, weight, the count its idf is taken from]: a match other than the
   * word itself takes the word's count when the word is a term and more common
   * (it counts as the word, never more).
   */
  const expand = (word: string, index: number, last: number): [string, number, number?][] => {
    const out: [string, number, number?][] = df.has(word) ? [[word, 1]] : [];
    const candidates: [string, number, number][] = [];
    const idfCount = (term: string) => Math.max(df.get(term)!, df.get(word) ?? 0);
    const prefixed = new Set<string>();
    // The word's other number, almost as an exact match.
    for (const form of wordForms(word)) {
      if (!df.has(form)) continue;
      out.push([form, MATCH_WEIGHTS.form, idfCount(form)]);
      prefixed.add(form);
    }
    if (isTypedPrefix(word, index, last)) {
      for (const term of dictionary) {
        if (term === word || !term.startsWith(word) || prefixed.has(term) || !reachable(word, term, 'prefix')) continue;
        prefixed.add(term);
        candidates.push([term, (MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * (term.length - word.length)), idfCount(term)]);
      }
    }
    // Typos only of a word no record has (search-shards.ts `expand`).
    const most = df.has(word) ? 0 : fuzzyDistance(word);
    if (most) {
      for (const term of dictionary) {
        const away = distance(word, term);
        if (!away || away > most || prefixed.has(term) || isFlagOf(term, word) || !reachable(word, term, 'fuzzy')) continue;
        candidates.push([term, (MATCH_WEIGHTS.fuzzy * term.length) / (term.length + away), idfCount(term)]);
      }
    }
    const cost = (term: string) => Math.min(maxPostings, df.get(term)!);
    if (candidates.reduce((sum, [term]) => sum + cost(term), 0) <= EXPANSION_BUDGET) return [...out, ...candidates];
    const position = (term: string) => dictionary.indexOf(term);
    candidates.sort((a, b) => df.get(b[0])! - df.get(a[0])! || position(a[0]) - position(b[0]));
    const kept: [string, number, number][] = [];
    let total = 0;
    for (const candidate of candidates) {
      if (kept.length && total + cost(candidate[0]) > EXPANSION_BUDGET) break;
      kept.push(candidate);
      total += cost(candidate[0]);
    }
    return [...out, ...kept];
  };

  const run = ({ words, last, wholes }: QueryTerms, combine: 'AND' | 'OR') => {
    const perWord = words.map((word, index) => {
      const found = new Map<number, number>();
      for (const [term, weight, count] of expand(word, index, last)) {
        for (const [id, value] of postings.get(term)!) found.set(id, Math.max(found.get(id) ?? 0, weight * idf(count ?? df.get(term)!, records.length) * value));
      }
      return found;
    });
    const results = new Map<number, { id: number; score: number; words: Set<string> }>();
    perWord.forEach((found, index) => {
      for (const [id, value] of found) {
        const entry = results.get(id) ?? { id, score: 0, words: new Set<string>() };
        entry.score += value;
        entry.words.add(words[index]);
        results.set(id, entry);
      }
    });
    const distinct = new Set(words);
    const kept = [...results].filter(([, entry]) => (combine === 'AND' ? words.every((word) => entry.words.has(word)) : entry.words.size >= distinct.size - 1));
    // A joined name whole adds to the results found (exact, or a prefix while typed), as a matched word.
    for (const whole of wholes) {
      const terms: [string, number][] = df.has(whole.term) ? [[whole.term, 1]] : [];
      if (whole.last) for (const term of dictionary) if (term !== whole.term && term.startsWith(whole.term) && reachable(whole.term, term, 'prefix')) terms.push([term, (MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * (term.length - whole.term.length))]);
      // A completion counts as the whole name, never more (see `expand`).
      const idfCount = (term: string) => Math.max(df.get(term)!, df.get(whole.term) ?? 0);
      for (const [, entry] of kept) {
        let best = 0;
        for (const [term, weight] of terms) best = Math.max(best, weight * idf(idfCount(term), records.length) * (postings.get(term)!.get(entry.id) ?? 0));
        if (best > 0) {
          entry.score += best;
          entry.words.add(whole.term);
        }
      }
    }
    return kept.map(([id, entry]) => [id, entry.score * entry.words.size] as [number, number])
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  };

  return {
    rank(text) {
      const query = queryTerms(text);
      let ranked = run(query, 'AND');
      if (!ranked.length && new Set(query.words).size >= 2) ranked = run(query, 'OR');
      const seen = new Set<string>();
      const out: [string, number][] = [];
      for (const [id, value] of ranked) {
        const record = records[id];
        const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push([record.url, value]);
      }
      return out;
    },
  };
}
