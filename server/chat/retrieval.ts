// Retrieval for the docs chat, over page sections (the search records grouped
// by page and heading). Two rankings are fused with reciprocal rank fusion:
// lexical BM25 (MiniSearch, title and headings weighted over body text) and,
// when the build wrote section vectors, semantic similarity of the question to
// each section (all-MiniLM-L6-v2, run locally). A question is matched together
// with the recent conversation, the latest question counting most.
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { buildPassages, type ChatRecord, type Passage } from '../../compiler/search/sections.js';
import { cosine, type SectionVectors } from '../../compiler/search/embeddings.js';

export { buildPassages, type ChatRecord, type Passage };

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

/** Common words that say nothing about the docs ("how do I write a ..."). */
const STOP = new Set('a an and are as at be but by can could do does for from how i if in into is it its me my of on or should so that the their then there these this to was we what when where which who why will with would you your use using want need get make way'.split(' '));

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_@#]+/gu) ?? []).filter((term) => term.length > 1 && !STOP.has(term));
}

/** RRF's constant: 60 is the value of the original paper and works without tuning. */
const RRF_K = 60;
/** How much the semantic ranking counts against the lexical one (tuned on questions.json only). */
export const SEMANTIC_WEIGHT = 4;
/**
 * Below this cosine similarity of the best section, and without a strong
 * lexical match, the docs are taken not to cover the question.
 */
export const COVERED_SIMILARITY = 0.3;
/** Similarity at which a section answers even without a shared word. */
export const COVERED_SIMILARITY_ALONE = 0.5;

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

export class Retriever {
  private readonly index: MiniSearch<Passage>;
  readonly passages: Passage[];
  private readonly vectors: (Float32Array | undefined)[];
  readonly semantic: boolean;

  private readonly semanticWeight: number;

  constructor(records: ChatRecord[], vectors?: SectionVectors, tuning: { semanticWeight?: number } = {}) {
    this.semanticWeight = tuning.semanticWeight ?? SEMANTIC_WEIGHT;
    // "Next steps" sections are lists of links to other pages: never the answer.
    this.passages = buildPassages(records).filter((passage) => !/^next steps$/i.test(passage.section)).map((passage, id) => ({ ...passage, id }));
    this.vectors = this.passages.map((passage) => vectors?.byUrl.get(passage.url));
    this.semantic = this.vectors.some(Boolean);
    this.index = new MiniSearch<Passage>({
      fields: ['page', 'section', 'text', 'code'],
      storeFields: [],
      tokenize,
      // Porter stems: "anonymize" finds "anonymization", "recursive" finds "recursion".
      processTerm: (term) => stemmer(term.toLowerCase()),
      searchOptions: {
        boost: { page: 3, section: 2.5, text: 1, code: 0.4 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 6 ? 0.12 : false),
        maxFuzzy: 1,
        combineWith: 'OR',
      },
    });
    this.index.addAll(this.passages);
  }

  /** Lexical scores of the conversation, each question scaled to its best match. */
  private lexical(messages: ChatMessage[]): Map<number, { score: number; terms: Set<string> }> {
    const { latest, earlier, pointsBack } = questionText(messages);
    const scores = new Map<number, { score: number; terms: Set<string> }>();
    const add = (query: string, weight: number) => {
      if (!tokenize(query).length) return;
      const results = this.index.search(query);
      // Scores of different questions are not comparable: scale each to its best
      // match, so an earlier, wordier question cannot outweigh the latest one.
      const best = results[0]?.score || 1;
      for (const result of results) {
        const entry = scores.get(result.id as number) ?? { score: 0, terms: new Set<string>() };
        entry.score += (result.score / best) * weight;
        result.terms.forEach((term) => entry.terms.add(term));
        scores.set(result.id as number, entry);
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
    [...lexical].sort((a, b) => b[1].score - a[1].score).forEach(([id], rank) => fused.set(id, 1 / (RRF_K + rank + 1)));
    const similarity = new Map<number, number>();
    if (query && this.semantic) {
      // In a follow-up the two questions' words find the subject; their blended
      // meaning pulls towards whatever mentions both, so it does not vote.
      const weight = questionText(messages).pointsBack ? 0 : this.semanticWeight;
      const ranked: [number, number][] = [];
      this.vectors.forEach((vector, id) => {
        if (vector) ranked.push([id, cosine(query, vector)]);
      });
      ranked.sort((a, b) => b[1] - a[1]);
      ranked.forEach(([id, value], rank) => {
        similarity.set(id, value);
        // Only the head of the semantic ranking votes: its tail is noise.
        if (rank < 50) fused.set(id, (fused.get(id) ?? 0) + weight / (RRF_K + rank + 1));
      });
    }
    return [...fused]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id, score]) => ({ passage: this.passages[id], score, similarity: similarity.get(id) ?? 0, terms: [...(lexical.get(id)?.terms ?? [])] }));
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
    if (this.semantic && best.similarity > 0) return best.similarity >= COVERED_SIMILARITY_ALONE || (best.similarity >= COVERED_SIMILARITY && hits.some((hit) => hit.terms.length > 0));
    const words = new Set(tokenize(questionText(messages).combined));
    const matched = [...words].filter((word) => best.terms.some((term) => term.startsWith(word.slice(0, 4)))).length;
    return words.size > 0 && matched / words.size >= 0.5;
  }
}
