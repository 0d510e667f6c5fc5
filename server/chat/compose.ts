// The answer with no language model: the most relevant sentences of the best
// passages, quoted with links to their page sections, under a line that says
// these are the closest passages from the docs.
import { tokenize, type Hit } from './retrieval.js';

export interface Source {
  title: string;
  url: string;
}

export const RETRIEVAL_INTRO = 'These are the closest passages from the docs:';

interface Sentence { text: string; words: string[] }

/** A passage's sentences and their words, split once and kept (passages do not change). */
const split = new Map<string, Sentence[]>();

function sentences(text: string): Sentence[] {
  let cached = split.get(text);
  if (!cached) {
    cached = text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z`"(])/).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 20)
      .map((sentence) => ({ text: sentence, words: [...new Set(tokenize(sentence))] }));
    if (split.size > 5000) split.clear();
    split.set(text, cached);
  }
  return cached;
}

/** Up to `count` sentences of a passage, best matches first, in reading order. */
function bestSentences(text: string, terms: string[], count: number): string[] {
  const wanted = new Set(terms.flatMap((term) => tokenize(term)));
  const ranked = sentences(text).map(({ text: sentence, words }, index) => {
    let score = 0;
    for (const term of wanted) if (words.some((word) => word.startsWith(term) || term.startsWith(word))) score++;
    return { sentence, index, score };
  });
  const chosen = ranked.filter((item) => item.score > 0).sort((a, b) => b.score - a.score || a.index - b.index).slice(0, count);
  const picked = chosen.length ? chosen : ranked.slice(0, 1);
  return picked.sort((a, b) => a.index - b.index).map((item) => item.sentence);
}

export function sourceTitle(hit: Hit): string {
  return hit.passage.section ? `${hit.passage.page} › ${hit.passage.section}` : hit.passage.page;
}

export function composeAnswer(hits: Hit[], question: string): { text: string; sources: Source[] } {
  if (!hits.length) {
    return {
      text: `I could not find anything in the docs about "${question.slice(0, 80)}". Try other words, or browse [Getting Started](/learn/getting-started).`,
      sources: [],
    };
  }
  const terms = tokenize(question);
  const parts = [RETRIEVAL_INTRO, ''];
  const used = hits.slice(0, 3);
  for (const hit of used) {
    const quote = bestSentences(hit.passage.text || hit.passage.code, [...terms, ...hit.terms], 2);
    parts.push(`**[${sourceTitle(hit)}](${hit.passage.url})**`, '');
    for (const sentence of quote) parts.push(`> ${sentence}`);
    parts.push('');
  }
  return { text: parts.join('\n').trim(), sources: used.map((hit) => ({ title: sourceTitle(hit), url: hit.passage.url })) };
}
