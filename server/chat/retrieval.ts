// Retrieval for the docs chat: the search records (the same ones the search box
// uses) grouped into passages, one per page section, indexed with MiniSearch.
// A question is matched together with the recent conversation, the latest
// question counting most.
import MiniSearch from 'minisearch';
import type { SearchRecord } from '../../theme/shared/search-shape.js';

/** The fields of a search record the chat reads (the DocSearch shape search uses). */
export type ChatRecord = Pick<SearchRecord, 'type' | 'hierarchy' | 'content' | 'url'> & { code?: boolean };

export interface Passage {
  id: number;
  /** Page title (lvl1). */
  page: string;
  /** Section heading path below the page title, e.g. "Monotonic aggregations". */
  section: string;
  /** Area or category (lvl0). */
  area: string;
  url: string;
  text: string;
  code: string;
}

export interface Hit {
  passage: Passage;
  score: number;
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

export function buildPassages(records: ChatRecord[]): Passage[] {
  const byUrl = new Map<string, Passage>();
  for (const record of records) {
    const key = record.url;
    let passage = byUrl.get(key);
    if (!passage) {
      const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level) => record.hierarchy[level]).filter((value): value is string => Boolean(value));
      passage = { id: byUrl.size, page: record.hierarchy.lvl1 ?? '', section: levels.join(' › '), area: record.hierarchy.lvl0 ?? '', url: record.url, text: '', code: '' };
      byUrl.set(key, passage);
    }
    if (record.type === 'content' && record.content) {
      if (record.code) passage.code += `${record.content}\n`;
      else passage.text += `${record.content}\n`;
    }
  }
  return [...byUrl.values()].filter((passage) => passage.text || passage.code || passage.section);
}

export class Retriever {
  private readonly index: MiniSearch<Passage>;
  readonly passages: Passage[];

  constructor(records: ChatRecord[]) {
    this.passages = buildPassages(records);
    this.index = new MiniSearch<Passage>({
      fields: ['page', 'section', 'text', 'code'],
      storeFields: [],
      tokenize,
      processTerm: (term) => term.toLowerCase(),
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

  /** The best passages for the latest question, helped by the recent conversation. */
  search(messages: ChatMessage[], limit = 5): Hit[] {
    const users = messages.filter((message) => message.role === 'user');
    const latest = users[users.length - 1]?.content ?? '';
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
    const earlier = users.slice(-3, -1).reverse();
    // A short follow-up, or one that points back ("and how do I write to it?"),
    // is read together with the question before it: passages matching both win.
    const pointsBack = earlier.length > 0 && (tokenize(latest).length <= 2 || /\b(it|its|this|that|these|those|them|there|same)\b/i.test(latest));
    if (pointsBack) {
      add(`${earlier[0].content} ${latest}`, 1);
      // The earlier question names the subject ("PostgreSQL"); the follow-up the aspect.
      add(earlier[0].content, 0.5);
      add(latest, 0.3);
    } else {
      add(latest, 1);
      // Otherwise earlier questions only nudge the ranking.
      earlier.forEach((message, index) => add(message.content, 0.35 / (index + 1)));
    }
    return [...scores]
      .sort((a, b) => b[1].score - a[1].score)
      .slice(0, limit)
      .map(([id, entry]) => ({ passage: this.passages[id], score: entry.score, terms: [...entry.terms] }));
  }
}
