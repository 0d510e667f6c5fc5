// The unit the docs chat retrieves: a page section (every record under one
// heading of one page), built from the search records. The build embeds these
// and the chat service ranks them, so both group records the same way here.
import type { SearchRecord } from '../../theme/shared/search-shape.js';

/** The fields of a search record the chat reads (the DocSearch shape search uses). */
export type ChatRecord = Pick<SearchRecord, 'type' | 'hierarchy' | 'content' | 'url' | 'keywords' | 'superseded' | 'codeLanguage'> & { code?: boolean };

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
  /** Each code block's language as its fence named it ('' for none), when the section has code. */
  codeLanguages?: string[];
  /** The page's front matter keywords, space-separated, on the page's first section ('' on the others, and when it has none). */
  keywords: string;
}

/** Between two code blocks of a section (code has newlines of its own). */
export const CODE_BREAK = '\n\f\n';

export function buildPassages(records: ChatRecord[]): Passage[] {
  const sections = new SectionBuilder();
  for (const record of records) sections.add(record);
  return sections.passages();
}

/**
 * Sections made from records given one at a time: a server reading a large
 * site's records file keeps its sections, never the million records.
 */
export class SectionBuilder {
  private readonly byUrl = new Map<string, Passage>();
  /** Keywords by page (url without the anchor), from each page's lvl1 record. */
  private readonly keywords = new Map<string, string>();

  add(record: ChatRecord): void {
    // The chat answers from the docs as they are: the last version's, once.
    if (record.superseded) return;
    const key = record.url;
    const page = key.split('#')[0];
    if (record.keywords?.length) this.keywords.set(page, record.keywords.join(' '));
    let passage = this.byUrl.get(key);
    if (!passage) {
      const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level) => record.hierarchy[level]).filter((value): value is string => Boolean(value));
      passage = { id: this.byUrl.size, page: record.hierarchy.lvl1 ?? '', section: levels.join(' › '), area: record.hierarchy.lvl0 ?? '', url: record.url, text: '', code: '', keywords: '' };
      this.byUrl.set(key, passage);
    }
    if (record.type === 'content' && record.content) {
      if (record.code) {
        passage.code += `${record.content}${CODE_BREAK}`;
        (passage.codeLanguages ??= []).push(record.codeLanguage ?? '');
      }
      else passage.text += `${record.content}\n`;
    }
  }

  passages(): Passage[] {
    const kept = [...this.byUrl.values()].filter((passage) => passage.text || passage.code || passage.section);
    // A page's keywords ride on its first section: the retriever matches them once per page
    // and lifts all of the page's sections alike (KEYWORD_WEIGHT in server/chat/retrieval.ts).
    let previous = '';
    for (const passage of kept) {
      const page = passage.url.split('#')[0];
      if (page !== previous) passage.keywords = this.keywords.get(page) ?? '';
      previous = page;
    }
    return kept;
  }
}

/** Sections already made from records (`SectionBuilder`): what the chat ranks, without the records. */
export interface SectionSet {
  sections: Passage[];
}

/**
 * Longest text embedded per section: the opening says what a section is about,
 * and the model's time grows with the text (183 ms a section at 700 characters,
 * 101 ms at 400, on one thread). On questions.json 400 ranked as well as 700
 * (hit@1 88.3 % both, MRR 0.931 against 0.924; 300: 0.919, 500: 0.920).
 */
const EMBED_CHARS = 400;

/*
 * Tried and left out (measured with bench/chat-quality.ts on all six tables):
 * - A long section's later text as more vectors (400-character pieces with the
 *   same "page › heading: " prefix, overlapping by 100; 448 more vectors for
 *   the 615 sections, 122 s more to embed on one thread), the section scored by
 *   its best piece or by a mix of its opening and its pieces' max or mean: the
 *   max ranked worse from a weight of 0.25 (questions-heldout-3.json 87.5 →
 *   85.0 % hit@1, hit@5 of questions-heldout-2.json 100 → 96.7 %), the mean no
 *   better anywhere: more vectors per section are more chances for an
 *   unrelated one to come close.
 * - The page's front matter description in each section's text (every section
 *   embedded again): worse on all six tables; on the page's opening section
 *   only: round 3 +1, questions-heldout-3.json -2 first hits.
 * - The heading path alone as a second vector: no gain, held-out losses.
 * - A page vector (title and description, with or without its headings):
 *   mixed into its sections' similarity (weights 0.1 to 0.5),
 *   questions-heldout-2.json lost a first hit (73.3 → 70.0 %) at every weight;
 *   added as a vote of its own (0.1 to 0.4, the ten closest pages), round 3 and
 *   questions-heldout.json lost one or two first hits each at every weight, though
 *   round 4 and questions-heldout-3.json gained one or two.
 * - On the question's side: the question embedded a second time without its stop
 *   words, the two vectors blended half and half: one more first hit on round 3,
 *   every held-out table unchanged, for a second run of the model per question
 *   (p95 at 50 clients near the 50 ms goal): left out. The titles of the best
 *   lexical hits added to the question: 4-5 fewer first hits.
 */

/**
 * What the embedding model reads for a section: where it sits ("page title ›
 * section heading path", the way the widget names a source), then its opening
 * prose (code only when there is no prose): the path carries the page's subject
 * into every section's vector.
 */
export function embeddingText(passage: Passage): string {
  // Keywords stay out: embedded with every section (or the page's opening one) they ranked
  // questions.json worse (hit@1 83.3 % against 85.0 %, 700-character texts); they count lexically only.
  const where = [passage.page, passage.section].filter(Boolean).join(' › ');
  const body = (passage.text || passage.code).replace(/\s+/g, ' ').trim();
  return `${where}: ${body}`.slice(0, EMBED_CHARS);
}
