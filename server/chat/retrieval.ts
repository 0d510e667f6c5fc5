// Retrieval for the docs chat, over page sections (the search records grouped
// by page and heading). Two rankings are fused: lexical BM25 (section-index.ts,
// scored as MiniSearch scores but for its coordination factor, which the share
// of the question's words a section holds replaces, see COVERAGE_WEIGHT; title
// and headings weighted over body text) and, when the build wrote section
// vectors, semantic similarity of the question to each section
// (all-MiniLM-L6-v2, run locally), as a weighted sum of min-max normalised
// scores (reciprocal rank fusion is kept as an option), the lexical part counting
// by the share of the question's words the docs use (TRUST_KNOWN_WORDS). A question is matched
// together with the recent conversation, the latest question counting most.
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { buildPassages, type ChatRecord, type Passage, type SectionSet } from '../../compiler/search/sections.js';
import { cosine, type SectionVectors } from '../../compiler/search/embeddings.js';
import { pushTo } from '../../compiler/list-map.js';
import { SectionIndex, type SectionIndexOptions } from './section-index.js';
import { hasCjk, wordPieces } from '../../theme/shared/cjk.js';
import { CAMEL, camelWords, HEBREW_QUOTE } from '../../theme/shared/search-engine.js';

export { buildPassages, type ChatRecord, type Passage, type SectionSet };

/** What the chat ranks: the search records, or the sections already made from them (a server reading a large file). */
export type ChatDocs = ChatRecord[] | SectionSet;

export interface Hit {
  passage: Passage;
  /** Fused score: higher is better; comparable between questions (see `covered`). */
  score: number;
  /** Cosine similarity of the question to the section (0 without vectors). */
  similarity: number;
  /** Query terms the section matched lexically. */
  terms: string[];
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Common words that say nothing about the docs ("how do I write a ..."). With
 * what is left of a negation once the apostrophe splits it ("don't": "don"),
 * which readers write and docs seldom do: on the Jest docs "I don't want my
 * tests to wait" matched the sections that said "don't", whatever about.
 * And words that quantify or stress ("some", "every", "just", "really"): "run
 * some code before every test in a file" found the sections that said "some"
 * and "every" before the ones on setup hooks. On the tuning tables (our four
 * and Jest's) 197 → 198 first hits (Jest 18 → 19 of 25, none lower); with
 * "one", "any", "our", "else" too, Jest's gain cost questions-round-3.json one.
 * And "they", "those", "our", "us", pronouns as "it", "we" and "their" are: "do they refer to
 * the same value?" found sections saying "they", "our fraud team wants…" sections saying "our".
 * Our tuning tables: first hits unchanged (179 of 200), the expected page in the first five
 * 195 → 197 (round 5: MRR 0.785 → 0.800); our held-out tables and Jest's unchanged. "them"
 * too cost Jest's second held-out table a first hit (65 → 60 %): left out.
 */
const STOP = new Set('some something every everything very really just a an and are as at be but by can could do does for from how i if in into is it its me my of on or should so that the their they those our us then there these this to was we what when where which who why will with would you your use using uses used want need get make way like don doesn didn isn aren wasn weren haven hasn shouldn wouldn couldn'.split(' '));

// Combining marks after a letter are part of its word (the vowels of Hindi or Thai are marks: see TOKEN in theme/shared/search-engine.ts).
// Hebrew's geresh and gershayim (or the ' and " typed for them) inside a word are part of it, and dropped from its term (HEBREW_QUOTE there).
const WORD = new RegExp(String.raw`[\p{L}\p{N}_@#](?:[\p{L}\p{M}\p{N}_@#]|${HEBREW_QUOTE}(?=\p{sc=Hebrew}))*`, 'gu');
const HEBREW_QUOTES = new RegExp(HEBREW_QUOTE, 'g');
const IDENTIFIER = /[^_]_+[^_]/;

export function tokenize(text: string): string[] {
  // A loop, not flatMap and filter: indexing a large site tokenizes millions of words, and an
  // array a word was most of it.
  const terms: string[] = [];
  const keep = (term: string) => {
    if (term.length > 1 && !STOP.has(term)) terms.push(term);
  };
  // A camelCase name's words, as terms ("LogLevel": "log", "level").
  const keepCamelWords = (name: string) => {
    if (CAMEL.test(name)) for (const part of camelWords(name)) keep(part.toLowerCase());
  };
  // Tested once per text, then per word only in a text that has such letters (the index's hot path).
  const cjk = hasCjk(text);
  const hebrew = /\p{sc=Hebrew}/u.test(text);
  // Matched before lower-casing: a camelCase name's capitals say where its words start.
  for (const word of text.match(WORD) ?? []) {
    const term = hebrew ? word.toLowerCase().replace(HEBREW_QUOTES, '') : word.toLowerCase();
    // A run of Chinese, Japanese or Korean letters counts as its pairs of letters (theme/shared/cjk.ts says why).
    if (cjk && hasCjk(term)) {
      for (const piece of wordPieces(term)) keep(piece.text);
      continue;
    }
    keep(term);
    // An identifier also counts as its parts: "prometheux_chain" finds "Prometheux Chain", "PMTX_TOKEN" finds "token",
    // and "LogLevel" or "bootstrapWithPlugins" (an API reference's names) find "log level" and "bootstrap with plugins".
    if (term.includes('_') && IDENTIFIER.test(term)) {
      for (const piece of word.split(/_+/)) {
        keep(piece.toLowerCase());
        keepCamelWords(piece);
      }
    } else if (word !== term) keepCamelWords(word);
  }
  return terms;
}

/** RRF's constant: 60 is the value of the original paper and works without tuning. */
const RRF_K = 60;
/** Sections of the semantic ranking that take part in the fusion: its tail is noise. */
const SEMANTIC_HEAD = 50;
/**
 * How the two rankings are fused: `convex` (default) adds each section's
 * normalised lexical and semantic scores, weighted; `rrf` adds reciprocal
 * ranks. On questions.json the convex sum ranked better (hit@5 100 % against
 * 96.7 %, MRR 0.928 against 0.906, same hit@1 or better): rank fusion throws
 * away by how much a ranking's leader leads.
 */
export const FUSION: 'convex' | 'rrf' = 'convex';
/**
 * How much the semantic ranking counts against the lexical one (lexical 1):
 * with `convex`, 1 (an even share). On the four tuning tables 0.9 to 1.15 is
 * a plateau, as 0.5 to 0.75 was on questions.json alone; the fifth table,
 * written in readers' words from the pages with their names left out, is
 * where it rises (hit@1 72.5 % at 0.75, 75.0 % from 0.9), the others equal.
 * With `rrf`, a multiplier of the semantic votes.
 */
export const SEMANTIC_WEIGHT = 1;
/**
 * Weight of the share of the question's words a section holds (stems, as the
 * lexical index matches them), added to its fused score: Lucene's old
 * coordination factor. BM25 adds up per-word scores, so a section matching
 * one rare word of the question can outrank one holding all its other words,
 * and the semantic ranking cannot tell the two apart when the model is unsure.
 * Each word counts by its rarity (IDF over the sections, see `coverageWeights`),
 * and this is the only coordination factor: the lexical index's own (MiniSearch
 * multiplies a score by the count of words matched) is off.
 *
 * Why: readers' own questions carry words that say little ("keep", "only",
 * "first", "results"), and a flat count let whichever long section held most of
 * them win, counted twice (in BM25 and here). Weighted by rarity, holding
 * "neo4j" counts for more than holding "data". With both, the weight was chosen
 * on the tables whose misses are read (questions.json, questions-round-3.json,
 * questions-heldout.json: 132 of 147 first hits before; 136 at 1.5, 134 to 135
 * from 1.25 to 2, 130 at 1) and then checked on the unread held-out tables:
 * hit@1 66.7 → 73.3 % (questions-heldout-2.json) and 77.5 → 87.5 %
 * (questions-heldout-3.json), hit@5 as high or higher. Lexical only (vectors
 * pending): 59 of 97 held-out first hits before and after, MRR 0.750 → 0.783.
 *
 * Before (a flat share, weight 1):
 * Found by fitting a ranking to ten features under 5-fold cross-validation on
 * the tuning tables (questions.json, questions-round-3.json): it was the one
 * that mattered (102 → 107 of 120 first hits). Weight chosen on them, added
 * before the generic-heading and page adjustments: hit@1 90.0 / 80.0 % without,
 * 90.0 / 93.3 % at 1 (111 of 120), a plateau from 0.6 to 2 (added after them,
 * as first tried: 91.7 / 91.7 %). On the held-out tables, with vectors: 41 → 42
 * of 57 first hits, 54 → 55 in the first five; without them (lexical only, a
 * site whose vectors are still pending): 31 → 35 first hits, MRR 0.742 → 0.806
 * and 0.723 → 0.748.
 */
export const COVERAGE_WEIGHT = 1.5;
/**
 * Below this cosine similarity of the best section, and without a strong
 * lexical match, the docs are taken not to cover the question.
 */
export const COVERED_SIMILARITY = 0.3;
/** Similarity at which a section answers even without a shared word. */
export const COVERED_SIMILARITY_ALONE = 0.5;
/** Words of the question the best section must hold to answer it whatever its similarity (see `covered`): this many, and this share. */
export const COVERED_WORDS = 4;
export const COVERED_WORD_SHARE = 2 / 3;
/**
 * Share of a page's other strong sections added to each of its sections (page-level aggregation):
 * the sum of the fused scores of the page's best sections but this one, at most two (PAGE_SECTIONS).
 *
 * It costs first hits where a long reference page, whose sections all share the question's
 * common words ("http", "api" across the REST API's endpoints), lifts its best section above the
 * one section elsewhere that answers. Other forms were tried, counted in first hits over the seven
 * tables of bench/chat-quality.ts (262 with this form, 253 without any bonus; tuning tables 180
 * of 200, held out 24 + 22 + 36), and none kept the sum without losing elsewhere: the others'
 * scores above the 10th, 20th or 50th best score (259, 259, 263, but the last lost Jest's tuning
 * table 19 → 18 and its second held-out one 13 → 12 of 20); the best other section alone (260); half
 * the sum (259); the others without the page-level part of their scores, their page title's BM25
 * field or their page's keyword lift, which every section of a page holds alike (title 261,
 * keywords 260, both 258); the others' semantic part only (256), without their lexical part (260); only sections
 * holding the question's rarest word the docs hold (253).
 */
export const PAGE_SHARE = 0.3;
/**
 * Whether the lexical evidence (BM25, the page keywords' lift and the share of
 * words held, COVERAGE_WEIGHT) counts by the share of the question's words the
 * docs hold at all, each word weighted by its rarity as in `coverageWeights`.
 * A word no section holds ("noisy", "smooth" on a site that never says them)
 * matches nothing, so the lexical ranking is led by whichever section holds the
 * question's commonest leftover word ("readings"), at full weight after its
 * normalisation, while the semantic ranking may well know the answer. A word
 * no section holds weighs most (its IDF is the highest), so a question whose
 * rare words are all unknown leaves the ranking mostly to meaning; one whose
 * words the docs all use is ranked as before (factor 1). Only with a semantic
 * ranking to fall back on, and not in follow-ups (whose meaning does not vote).
 *
 * Why: on the tables whose misses are read (questions.json, round 3, round 4,
 * questions-heldout.json: 187 questions) first hits are unchanged (173) and
 * the expected page enters the first five once more (185 → 186; "smooth out
 * noisy sensor readings" from rank 9 to 1, still answered as not covered at
 * similarity 0.20: the Kalman filter section names no noise), MRR 0.947 → 0.952; the unread
 * held-out tables keep their figures (22 of 30 and 35 of 40 first hits, MRR
 * 0.846 and 0.915). Tried and left out: scaling by the share the best lexical
 * section holds (the unread held-out tables lost a first hit and MRR). Tried
 * on the read tables and left out as no better (see bench/chat-quality.ts
 * --grid): a section holding its page's words as a share of its own, the
 * share of a section's heading the question names, a bonus for the semantic
 * leader by its margin, a page's mean vector as a second semantic vote.
 */
export const TRUST_KNOWN_WORDS = true;
/**
 * A question's word held by more than this share of the sections (in any
 * field, as a prefix: "test" holds `testEnvironment`) is the site's own
 * vocabulary, a stop word there: it is left out of the lexical query (unless
 * every word of the question is such a word). It still counts in the share of
 * the question's words a section holds (COVERAGE_WEIGHT), where its rarity
 * weighs it next to nothing, and in meaning.
 *
 * Why: BM25 weighs a word by its rarity in each field, so a word in nearly
 * every section's text is rare among headings and page titles, boosted
 * there: on the Jest docs ("test" in 67 % of the sections, "jest" in 76 %)
 * a title or heading saying "test" (Snapshot Testing, `--runTestsByPath`)
 * outranked the section holding the question's rare word. No word of a
 * question of our own site's tables is held by half its sections (the most:
 * "data", 39 %): its seven tables are unchanged. On the Jest tables, hit@1
 * 72.0 → 72.0 % (MRR 0.781 → 0.775) and 60.0 → 73.3 % held out (MRR 0.756 →
 * 0.822); the same from 0.35 to 0.6. (Tried first and left out: each word's
 * or term's IDF over whole sections instead of per field: 257 first hits of
 * 297 on our tables against 261, Jest's tuning table 64-68 % against 68 %.)
 */
export const COMMON_WORD_SHARE = 0.5;
/** Fewest sections for COMMON_WORD_SHARE to apply: among a handful, half of them holding a word says little (two sections: every word). */
const COMMON_WORD_SECTIONS = 100;
/** Score factor of a section under a generic reference heading (see GENERIC_HEADING). */
export const GENERIC_FACTOR = 0.6;
/**
 * Reference headings that say what kind of detail follows, not what it is about: a section under one
 * (its own heading, or one above it: "Parameters › jsonOptions", an API reference's entry for one
 * parameter) answers a question about that detail, seldom the question. TypeDoc's pages add their
 * boilerplate: "Inherited from", "Overrides" and "Implementation of" only link to another member.
 */
const GENERIC_HEADING = /^(?:parameters?|type parameters|returns?|raises|throws|exceptions?|examples?|example \d+|signature|usage|notes?|see also|see|inherited from|overrides|implementation of|defined in)$/i;
/** Whether a section's heading path (`Heading › Subheading`, below the page title) is, or is under, a generic reference heading. */
const underGenericHeading = (section: string) => section.split(' › ').some((heading) => GENERIC_HEADING.test(heading.trim()));
/** Most sections of one page among the results. */
const SECTIONS_PER_PAGE = 2;
/**
 * Results an answer composed from the docs may quote (compose.ts): among them a page may hold
 * SECTIONS_PER_PAGE, another part of the best page being worth quoting; past them each page shows
 * once, so the other sources (all five the model reads and the widget lists) name other pages that
 * might answer. Composed answers are unchanged; on the four tuning tables the expected page is among
 * the first five for 195 of 200 questions (193 before), MRR 0.924 → 0.926; Jest's tuning table unchanged
 * (hit@5 88 %, MRR 0.800). One section a page throughout ranked higher still (198 of 200) but took the
 * second part of a page out of 88 of the 200 composed answers.
 */
export const QUOTED_RESULTS = 3;
/** How many of a page's best sections count towards that share. */
const PAGE_SECTIONS = 3;
/** BM25 field weights: a word in the page title or a heading says more about a section than one in its text or code. */
export const FIELD_BOOST = { page: 3, section: 2.5, text: 1, code: 0.4 };
/**
 * A page's front matter keywords are readers' words for what the page covers:
 * what a site knows about its readers' vocabulary lives in its pages, not in
 * this engine. They are matched once per page (an index of their own), and a
 * page's match lifts each of its sections by the same amount, this share of
 * a question's best section match: they say which page answers, while the
 * sections' own words still say which section of it. (Indexed as a field of
 * every section instead, they outweighed those words: "how do I write to it?"
 * after a PostgreSQL question found the CSV section of the page whose keywords
 * name PostgreSQL.) Chosen on questions.json: see bench/chat-quality.ts --grid.
 */
export const KEYWORD_WEIGHT = 1;
/**
 * Most lexical matches a question's ranking weighs: a common word matches most
 * sections of a large site, and the tail far below the best match changes no
 * answer. (A site under this many sections ranks every match.)
 */
const LEXICAL_LIMIT = 2000;
/** Most pages whose keywords lift their sections, for the same reason (each lifts every section of its page). */
const KEYWORD_PAGE_LIMIT = 100;
/** The fields of a section the lexical index reads (boosts: FIELD_BOOST). */
const SECTION_FIELDS = ['page', 'section', 'text', 'code'] as const;
type SectionField = (typeof SECTION_FIELDS)[number];
/** Sections indexed per slice by `Retriever.create` (about 35 ms of work each). */
const INDEX_SLICE = 1000;

/** Stems already made, by word: a site's words repeat (the 148,000 sections of the 10,000-page bench site hold 11 million words, 4,500 of them distinct). */
const stems = new Map<string, string>();
/** Most words `stems` keeps: past this it starts again, so a site of any vocabulary holds a bounded map. */
const MAX_STEMS = 100_000;

/**
 * Porter stems: "anonymize" finds "anonymization", "recursive" finds "recursion".
 * Remembered: the stemmer is a chain of regular expressions, and stemming was a
 * third of indexing a 10,000-page site's sections (3.5 of 10 s).
 */
const stem = (term: string): string => {
  let found = stems.get(term);
  if (found === undefined) {
    if (stems.size >= MAX_STEMS) stems.clear();
    found = stemmer(term.toLowerCase());
    stems.set(term, found);
  }
  return found;
};

/** How a question is matched: stemmed words, prefixes of longer ones, one typo in long ones, any word. */
const SEARCH_OPTIONS = {
  prefix: (term: string) => term.length > 3,
  fuzzy: (term: string) => (term.length > 6 ? 0.12 : false),
  maxFuzzy: 1,
  combineWith: 'OR',
} as const;

/**
 * The question's words as the lexical index holds them, for counting how many
 * a section has: the first four letters of each stem ("PDFs" and "PDF" are one
 * word), since a matched term may be a longer word or a typo after those four
 * letters (one within them is not counted).
 */
function wordKeys(messages: ChatMessage[]): string[] {
  return [...new Set(tokenize(questionText(messages).combined).map((word) => stem(word).slice(0, 4)))];
}

/**
 * The weighted share of `words` (wordKeys) the matched terms of a section
 * hold, for the many sections one question matches: each matched term's words
 * are found once, as a bit mask (the same few terms recur across hundreds of
 * sections; comparing every term with every word for each of them was a fifth
 * of a question's ranking).
 */
function heldShareCounter(words: string[], weights: number[]): (terms: Iterable<string>) => number {
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  if (words.length > 31) return (terms) => words.reduce((sum, word, index) => sum + (holds(word, terms) ? weights[index] : 0), 0) / total;
  const masks = new Map<string, number>();
  return (terms) => {
    let mask = 0;
    for (const term of terms) {
      let bits = masks.get(term);
      if (bits === undefined) {
        bits = 0;
        for (let index = 0; index < words.length; index++) if (term.startsWith(words[index])) bits |= 1 << index;
        masks.set(term, bits);
      }
      mask |= bits;
    }
    let held = 0;
    for (let index = 0; mask !== 0; index++, mask >>>= 1) if (mask & 1) held += weights[index];
    return held / total;
  };
}

/** Whether one of the matched `terms` holds `word` (a wordKey). */
function holds(word: string, terms: Iterable<string>): boolean {
  for (const term of terms) if (term.startsWith(word)) return true;
  return false;
}

/** How many of `words` (wordKeys) the matched terms of a section hold. */
function heldWords(words: string[], terms: Iterable<string>): number {
  return words.filter((word) => holds(word, terms)).length;
}

/** The question text to rank with, from the conversation. */
export function questionText(messages: ChatMessage[]): { latest: string; earlier: string[]; pointsBack: boolean; combined: string } {
  const users = messages.filter((message) => message.role === 'user');
  const latest = users[users.length - 1]?.content ?? '';
  const earlier = users.slice(-3, -1).reverse().map((message) => message.content);
  // A short follow-up, or one that points back ("and how do I write to it?"),
  // is read together with the question before it.
  const pointsBack = earlier.length > 0 && (tokenize(latest).length <= 2 || /\b(it|its|this|that|these|those|them|there|same)\b/i.test(latest));
  return { latest, earlier, pointsBack, combined: pointsBack ? `${earlier[0]} ${latest}` : latest };
}

/** Ranking weights, for tuning on the question table (bench/chat-quality.ts --tuning). */
export interface RetrieverTuning {
  /** How the lexical and semantic rankings are fused (default FUSION, `convex`). */
  fusion?: 'convex' | 'rrf';
  /** Weight of the semantic ranking against the lexical one (default SEMANTIC_WEIGHT, 1). */
  semanticWeight?: number;
  /** Share of a page's other strong sections added to each section (default PAGE_SHARE, 0.3). */
  pageShare?: number;
  /** BM25 field weights (default FIELD_BOOST). */
  boost?: Partial<typeof FIELD_BOOST>;
  /** Share of the best section match a page's keyword match adds to each of its sections (default KEYWORD_WEIGHT). */
  keywordWeight?: number;
  /** Weight of the share of the question's words a section holds (default COVERAGE_WEIGHT). */
  coverageWeight?: number;
  /** Whether lexical evidence counts by the share of the question's words the docs hold (default TRUST_KNOWN_WORDS). */
  trustKnownWords?: boolean;
  /** Share of the sections above which a question's word is left out of the lexical query (default COMMON_WORD_SHARE; 1: none left out). */
  commonShare?: number;
}

export class Retriever {
  /** Made by the constructor, or by `create` before it gives the retriever out. */
  private index!: SectionIndex<SectionField>;
  private readonly indexOptions: SectionIndexOptions<SectionField>;
  readonly passages: Passage[];
  private readonly vectors: (Float32Array | undefined)[];
  readonly semantic: boolean;

  private readonly semanticWeight: number;

  private readonly pageShare: number;
  private readonly coverageWeight: number;
  private readonly trustKnownWords: boolean;
  private readonly fusion: 'convex' | 'rrf';
  /** The page (route) of each section. */
  private readonly pageOf: string[];
  private readonly generic: Set<number>;
  /** The pages' keywords, one document per page that has them (`id`: index in `keywordSections`). */
  private readonly keywords: MiniSearch<{ id: number; keywords: string }>;
  /** The sections of each page in `keywords`. */
  private readonly keywordSections: number[][] = [];
  private readonly keywordWeight: number;
  private readonly commonShare: number;
  /** Per answer of `search`: the best similarity of any section, and of any that shares a word with the question. */
  private readonly meaning = new WeakMap<Hit[], { closest: number; closestSharing: number }>();

  /**
   * A retriever whose lexical index is made in slices between other work: a
   * server keeps answering while a large site's index is made (about 5 s for
   * the 148,000 sections of 10,000 pages).
   */
  static async create(docs: ChatDocs, vectors?: SectionVectors, tuning: RetrieverTuning = {}): Promise<Retriever> {
    const retriever = new Retriever(docs, vectors, tuning, false);
    retriever.index = await SectionIndex.buildAsync(retriever.indexOptions, retriever.passages, INDEX_SLICE);
    return retriever;
  }

  constructor(docs: ChatDocs, vectors?: SectionVectors, tuning: RetrieverTuning = {}, index = true) {
    this.semanticWeight = tuning.semanticWeight ?? SEMANTIC_WEIGHT;
    this.pageShare = tuning.pageShare ?? PAGE_SHARE;
    this.fusion = tuning.fusion ?? FUSION;
    this.coverageWeight = tuning.coverageWeight ?? COVERAGE_WEIGHT;
    this.trustKnownWords = tuning.trustKnownWords ?? TRUST_KNOWN_WORDS;
    // "Next steps" sections are lists of links to other pages: never the answer.
    this.passages = (Array.isArray(docs) ? buildPassages(docs) : docs.sections).filter((passage) => !/^next steps$/i.test(passage.section)).map((passage, id) => ({ ...passage, id }));
    this.vectors = this.passages.map((passage) => vectors?.byUrl.get(passage.url));
    this.generic = new Set(this.passages.filter((passage) => underGenericHeading(passage.section)).map((passage) => passage.id));
    this.semantic = this.vectors.some(Boolean);
    this.pageOf = this.passages.map((passage) => passage.url.split('#')[0]);
    // The index's own coordination factor is off: `search` weighs the words a section holds (COVERAGE_WEIGHT).
    // A word counts once per section, by its best match (SectionIndexOptions.bestMatch).
    this.indexOptions = { fields: SECTION_FIELDS, boost: { ...FIELD_BOOST, ...tuning.boost }, tokenize, processTerm: stem, ...SEARCH_OPTIONS, coordinate: false, bestMatch: true };
    if (index) this.index = SectionIndex.build(this.indexOptions, this.passages);
    this.keywordWeight = tuning.keywordWeight ?? KEYWORD_WEIGHT;
    this.commonShare = tuning.commonShare ?? COMMON_WORD_SHARE;
    this.keywords = new MiniSearch<{ id: number; keywords: string }>({ fields: ['keywords'], storeFields: [], tokenize, processTerm: stem, searchOptions: SEARCH_OPTIONS });
    // Only pages with keywords get a document, and only their sections are listed.
    const keywordPage = new Map<string, number>();
    const pages: { id: number; keywords: string }[] = [];
    for (const passage of this.passages) {
      if (!passage.keywords) continue;
      keywordPage.set(this.pageOf[passage.id], pages.length);
      pages.push({ id: pages.length, keywords: passage.keywords });
      this.keywordSections.push([]);
    }
    for (const passage of this.passages) {
      const page = keywordPage.get(this.pageOf[passage.id]);
      if (page !== undefined) this.keywordSections[page].push(passage.id);
    }
    this.keywords.addAll(pages);
  }

  /** The question without the words most sections hold (COMMON_WORD_SHARE); as asked when it has no other word. */
  private withoutCommonWords(asked: string): string {
    if (this.commonShare >= 1 || this.index.documentCount < COMMON_WORD_SECTIONS) return asked;
    const most = this.commonShare * this.index.documentCount;
    // Whole words are kept or left out, so an identifier keeps all its parts, each once.
    const kept = (asked.match(WORD) ?? []).filter((word) => tokenize(word).some((term) => this.index.prefixDocumentCount(stem(term)) <= most));
    return kept.length ? kept.join(' ') : asked;
  }

  /** Lexical scores of the conversation, each question scaled to its best match. */
  private lexical(messages: ChatMessage[]): Map<number, { score: number; terms: Set<string> }> {
    const { latest, earlier, pointsBack } = questionText(messages);
    const scores = new Map<number, { score: number; terms: Set<string> }>();
    const credit = (id: number, score: number, terms: string[]) => {
      const entry = scores.get(id) ?? { score: 0, terms: new Set<string>() };
      entry.score += score;
      terms.forEach((term) => entry.terms.add(term));
      scores.set(id, entry);
    };
    const add = (asked: string, weight: number) => {
      const query = this.withoutCommonWords(asked);
      if (!tokenize(query).length) return;
      const results = this.index.search(query, LEXICAL_LIMIT);
      // Scores of different questions are not comparable: scale each to its best
      // match, so an earlier, wordier question cannot outweigh the latest one.
      const best = results[0]?.score || 1;
      for (const result of results) credit(result.id as number, (result.score / best) * weight, result.terms);
      // A page whose keywords match lifts each of its sections alike (see KEYWORD_WEIGHT), scaled as
      // the sections' own matches are (BM25 both: a rare word matched counts more than a common one).
      for (const page of this.keywords.search(query).slice(0, KEYWORD_PAGE_LIMIT)) {
        const lift = (page.score / best) * weight * this.keywordWeight;
        for (const id of this.keywordSections[page.id as number]) credit(id, lift, page.terms);
      }
    };
    if (pointsBack) {
      add(`${earlier[0]} ${latest}`, 1);
      // The earlier question names the subject ("PostgreSQL"); the follow-up the aspect.
      add(earlier[0], 0.5);
      add(latest, 0.3);
    } else {
      add(latest, 1);
      // Otherwise earlier questions only nudge the ranking.
      earlier.forEach((message, index) => add(message, 0.35 / (index + 1)));
    }
    return scores;
  }

  /**
   * The best sections for the latest question, helped by the recent
   * conversation. `query` is the embedding of `questionText(messages).combined`;
   * without it (or without section vectors) the ranking is lexical only.
   */
  search(messages: ChatMessage[], limit = 5, query?: Float32Array): Hit[] {
    const lexical = this.lexical(messages);
    const fused = new Map<number, number>();
    // In a follow-up the two questions' words find the subject; their blended
    // meaning pulls towards whatever mentions both, so it does not vote.
    const semanticWeight = query && this.semantic && !questionText(messages).pointsBack ? this.semanticWeight : 0;
    const { head: ranked, similarity } = query && this.semantic ? this.closest(query) : { head: [], similarity: undefined };
    // The question's words (wordKeys) and what holding each is worth, for the share of them a
    // section holds (COVERAGE_WEIGHT) and the share the docs hold at all (TRUST_KNOWN_WORDS).
    const pointsBack = questionText(messages).pointsBack;
    const words = !pointsBack && (this.coverageWeight > 0 || this.trustKnownWords) ? wordKeys(messages) : [];
    const weights = this.coverageWeights(words);
    const trust = this.trustKnownWords && semanticWeight > 0 && ranked.length ? this.knownShare(words, weights) : 1;
    if (this.fusion === 'rrf') {
      [...lexical].sort((a, b) => b[1].score - a[1].score).forEach(([id], rank) => fused.set(id, trust / (RRF_K + rank + 1)));
      // Only the head of the semantic ranking votes: its tail is noise.
      ranked.forEach(([id], rank) => fused.set(id, (fused.get(id) ?? 0) + semanticWeight / (RRF_K + rank + 1)));
    } else {
      // Convex combination of min-max normalised scores: unlike rank fusion it
      // keeps how far ahead the leader of each ranking is.
      let bestLexical = 0;
      for (const entry of lexical.values()) bestLexical = Math.max(bestLexical, entry.score);
      const share = semanticWeight / (1 + semanticWeight);
      for (const [id, entry] of lexical) fused.set(id, trust * (1 - share) * (entry.score / (bestLexical || 1)));
      if (ranked.length && share > 0) {
        const top = ranked[0][1];
        const floor = ranked[ranked.length - 1][1];
        for (const [id, value] of ranked) fused.set(id, (fused.get(id) ?? 0) + share * ((value - floor) / (top - floor || 1)));
      }
    }
    // Lucene's coordination factor (see COVERAGE_WEIGHT): the share of the question's words a
    // section holds, before the generic-heading and page adjustments, which then apply to it too.
    // Not in a follow-up: as with meaning, the two questions' words favour whatever holds both.
    // With rank fusion, a section holding every word gains one first-rank vote.
    const coverage = trust * this.coverageWeight * (this.fusion === 'rrf' ? 1 / (RRF_K + 1) : 1);
    if (words.length && coverage > 0) {
      const held = heldShareCounter(words, weights);
      for (const [id, entry] of lexical) fused.set(id, (fused.get(id) ?? 0) + coverage * held(entry.terms));
    }
    // A reference page's "Parameters", "Returns", "Example 2" sections share one
    // vocabulary across pages: they answer a question only through their parent.
    for (const id of this.generic) if (fused.has(id)) fused.set(id, fused.get(id)! * GENERIC_FACTOR);
    // A page with several sections on the question is more likely its answer
    // than a lone section elsewhere: each section gets a share of its page's
    // other strong sections.
    if (this.pageShare > 0) {
      const byPage = new Map<string, number[]>();
      for (const [id, score] of fused) pushTo(byPage, this.pageOf[id], score);
      const best = new Map([...byPage].map(([page, scores]) => [page, scores.sort((a, b) => b - a).slice(0, PAGE_SECTIONS)]));
      for (const [id, score] of [...fused]) {
        const top = best.get(this.pageOf[id])!;
        const others = top.reduce((sum, value) => sum + value, 0) - (top.includes(score) ? score : top[top.length - 1] ?? 0);
        fused.set(id, score + this.pageShare * others);
      }
    }
    // At most two sections of one page: the other sources show the other pages that might answer.
    const perPage = new Map<string, number>();
    let kept = 0;
    const hits = [...fused]
      .sort((a, b) => b[1] - a[1])
      .filter(([id]) => {
        const page = this.pageOf[id];
        const count = (perPage.get(page) ?? 0) + 1;
        if (count > SECTIONS_PER_PAGE || (count > 1 && kept >= QUOTED_RESULTS)) return false;
        perPage.set(page, count);
        kept++;
        return true;
      })
      .slice(0, limit)
      .map(([id, score]) => ({ passage: this.passages[id], score, similarity: similarity?.[id] ?? 0, terms: [...(lexical.get(id)?.terms ?? [])] }));
    // What `covered` weighs, from the head of the semantic ranking (the part that votes), not
    // from the sources alone: the fusion may rank sections sharing more words above the ones
    // closest in meaning.
    if (ranked.length) this.meaning.set(hits, { closest: ranked[0][1], closestSharing: ranked.find(([id]) => lexical.has(id))?.[1] ?? 0 });
    return hits;
  }

  /**
   * What holding each of the question's words (wordKeys) is worth: its IDF over
   * the sections, as BM25 weighs it, counting a section as holding the word as
   * `heldWords` does (a term that starts with it). A word most sections hold
   * tells little about which one answers.
   */
  private coverageWeights(words: string[]): number[] {
    const sections = this.index.documentCount;
    return words.map((word) => {
      const holding = this.index.prefixDocumentCount(word);
      return Math.log(1 + (sections - holding + 0.5) / (holding + 0.5));
    });
  }

  /**
   * The share of `words` (wordKeys) that some section holds, each weighted as
   * `coverageWeights` weighs it (`weights`): 1 when the docs use every word of
   * the question (see TRUST_KNOWN_WORDS).
   */
  private knownShare(words: string[], weights: number[]): number {
    let total = 0;
    let known = 0;
    words.forEach((word, index) => {
      total += weights[index];
      if (this.index.prefixDocumentCount(word) > 0) known += weights[index];
    });
    return total > 0 ? known / total : 1;
  }

  /**
   * The head of the semantic ranking (the `SEMANTIC_HEAD` sections closest to
   * `query`, closest first, ties in section order as a stable sort of them all
   * gives) and every section's similarity (0 without a vector). Only the head
   * votes, so only the head is kept in order: sorting every section (and a
   * pair and a map entry each) was most of a question's ranking at 615
   * sections, and grows with the site.
   */
  private closest(query: Float32Array): { head: [id: number, similarity: number][]; similarity: Float64Array } {
    const similarity = new Float64Array(this.vectors.length);
    const head: [number, number][] = [];
    // The question as doubles, once (see `cosine`): this loop is most of a
    // question's ranking (615 sections × 384 dimensions on the real site).
    const question = Float64Array.from(query);
    for (let id = 0; id < this.vectors.length; id++) {
      const vector = this.vectors[id];
      if (!vector) continue;
      const value = cosine(question, vector);
      similarity[id] = value;
      // Not closer than the head's last: a stable sort would put it after it.
      if (head.length === SEMANTIC_HEAD && value <= head[head.length - 1][1]) continue;
      let at = head.length;
      while (at > 0 && head[at - 1][1] < value) at--;
      head.splice(at, 0, [id, value]);
      if (head.length > SEMANTIC_HEAD) head.pop();
    }
    return { head, similarity };
  }

  /**
   * Whether the docs answer the question at all: the best section is close in
   * meaning, or (lexical only) matches most of the question's words.
   */
  covered(hits: Hit[], messages: ChatMessage[]): boolean {
    const best = hits[0];
    if (!best) return false;
    // Gibberish lands near something in meaning space: a middling similarity
    // counts only with a word of the question in the section too.
    const meaning = this.meaning.get(hits) ?? { closest: Math.max(...hits.map((hit) => hit.similarity)), closestSharing: Math.max(...hits.map((hit) => (hit.terms.length ? hit.similarity : 0))) };
    const words = wordKeys(messages);
    const matched = heldWords(words, best.terms);
    if (this.semantic && meaning.closest > 0) {
      if (meaning.closest >= COVERED_SIMILARITY_ALONE || meaning.closestSharing >= COVERED_SIMILARITY) return true;
      // A section holding most of a longer question's words is about it, however far
      // the model places the two ("the total and due date of invoice PDFs": 0.19).
      return matched >= COVERED_WORDS && matched / words.length >= COVERED_WORD_SHARE;
    }
    return words.length > 0 && matched / words.length >= 0.5;
  }
}
