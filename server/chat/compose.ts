// The answer with no language model: the sentences that answer the question,
// picked from the best one to three sections, with the section's code example
// when the question asks how, as a short Markdown answer citing its sections
// inline as [1], [2]… (numbered as in the `sources` event). When the docs do
// not cover the question, the answer says so instead of quoting noise.
import { QUOTED_RESULTS, tokenize, type Hit } from './retrieval.js';
import { CODE_BREAK, type Passage } from '../../compiler/search/sections.js';
import { CHAT_ANSWER_WORDS, PXDOCS_MESSAGES } from '../../theme/shared/pxdocs-messages.js';
import { fill } from '../../theme/shared/messages.js';
import type { ChatAnswerWords, StartPage } from '../../compiler/search/locales-file.js';

export interface Source {
  title: string;
  url: string;
}

export interface ComposedAnswer {
  text: string;
  sources: Source[];
  covered: boolean;
}

export const NOT_COVERED = PXDOCS_MESSAGES['pxdocs.chat.notCovered'].message;

/** One of the answer's sentences in the locale's words (`words`, from the output's locales file), else in English. */
function said(words: ChatAnswerWords | undefined, short: keyof typeof CHAT_ANSWER_WORDS, values?: Record<string, string>): string {
  const message = words?.[short] ?? PXDOCS_MESSAGES[CHAT_ANSWER_WORDS[short]].message;
  return values ? fill(message, values) : message;
}

interface Sentence { text: string; words: string[]; index: number }

/**
 * A label and call signatures ("Also under the aliases: it.skip(name, fn), xit(name, fn), and
 * xtest(name, fn)", an API reference's line above its prose): it ends like a sentence, with ")",
 * but says nothing.
 */
const SIGNATURE_LABEL = /: *[\w.$`]+(?:\([^()]*\))+(?:,? (?:and )?[\w.$`]+(?:\([^()]*\))+)*$/;

/** A section's sentences and their words, split once and kept (sections do not change). */
const split = new Map<string, Sentence[]>();
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function sentences(text: string): Sentence[] {
  let cached = split.get(text);
  if (!cached) {
    cached = [];
    // Records are text blocks (paragraphs, list items): a sentence never spans two.
    for (const block of text.split('\n')) {
      for (const { segment } of segmenter.segment(block.replace(/\s+/g, ' '))) {
        const sentence = segment.trim();
        // Table cells and labels ("Full connection URL") are not sentences that answer.
        if (sentence.length > 15 && sentence.split(' ').length >= 5 && (/[.!?:)]$/.test(sentence) || sentence.split(' ').length >= 10) && !SIGNATURE_LABEL.test(sentence)) cached.push({ text: sentence, words: [...new Set(tokenize(sentence))], index: cached.length });
      }
    }
    if (split.size > 5000) split.clear();
    split.set(text, cached);
  }
  return cached;
}

/** Same word, give or take an ending: "recursive" ~ "recursion", "connect" ~ "connecting". */
function related(a: string, b: string): boolean {
  if (a === b) return true;
  const stem = Math.min(a.length, b.length, 6);
  return stem >= 4 && a.slice(0, stem) === b.slice(0, stem);
}

/** Up to `count` sentences that match the question best, in reading order. */
function bestSentences(text: string, terms: string[], count: number): string[] {
  const ranked = sentences(text).map((sentence) => {
    let score = 0;
    for (const term of terms) if (sentence.words.some((word) => related(word, term))) score++;
    // The opening sentence of a section usually says what it is about.
    if (sentence.index === 0) score += 0.5;
    // A sentence that only introduces what follows ("For example:") answers nothing.
    if (/:$/.test(sentence.text)) score -= 0.75;
    return { sentence, score };
  });
  const chosen = ranked.filter((item) => item.score > 0.5).sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index).slice(0, count);
  const picked = chosen.length ? chosen : ranked.slice(0, 1);
  return picked.sort((a, b) => a.sentence.index - b.sentence.index).map((item) => asSentence(item.sentence.text));
}

/**
 * A quoted block as a sentence of the answer. A list item often reads as part
 * of the sentence that introduced the list ("the base case …;"): it gets a
 * capital and a full stop. A lower-case first word that is code (`px.connect`,
 * `max_iterations`) is left as it is.
 */
function asSentence(text: string): string {
  const ended = text.replace(/[:;,]$/, '.');
  return /^[a-z]+[\s,]/.test(ended) ? ended[0].toUpperCase() + ended.slice(1) : ended;
}

export function sourceTitle(hit: Hit): string {
  return hit.passage.section ? `${hit.passage.page} › ${hit.passage.section}` : hit.passage.page;
}

/**
 * First code example of a section, at most `lines` lines, fenced in the language its page's fence
 * named (so the widget highlights it), unnamed where the page named none: guessed from the code,
 * a JSX example starting with `import` was called Python.
 */
function codeExample(passage: Pick<Passage, 'code' | 'codeLanguages'>, lines = 14): string {
  const blocks = passage.code.split(CODE_BREAK);
  const index = Math.max(0, blocks.findIndex((block) => block.trim()));
  const all = (blocks[index] ?? '').split('\n');
  const body = all.slice(0, lines).join('\n') + (all.length > lines ? '\n…' : '');
  return `\`\`\`${passage.codeLanguages?.[index] ?? ''}\n${body}\n\`\`\``;
}

/** Asking for a way to do something: an example helps. */
const ASKS_HOW = /\b(how|example|syntax|write|show|code|connect|read|configure|set ?up|install|call|create|run)\b/i;

/**
 * The answer from the best sections. `covered` is the retriever's verdict on
 * whether the docs answer the question at all. `words`: its fixed sentences in
 * the locale's words (the quotes are the locale's sections already).
 */
export function composeAnswer(hits: Hit[], question: string, covered = hits.length > 0, words?: ChatAnswerWords, start?: StartPage): ComposedAnswer {
  if (!hits.length || !covered) {
    const closest = hits[0] ? ` ${said(words, 'closestSection', { section: `[${sourceTitle(hits[0])}](${hits[0].passage.url})` })}` : '';
    return {
      // Where to start reading: the site's own first navbar link (`startPage`); without one, the sentence is left out.
      text: `${said(words, 'notCovered')}${closest}${start ? ` ${said(words, 'tryOtherWords', { page: `[${start.label}](${start.url})` })}` : ''}`,
      sources: [],
      covered: false,
    };
  }
  const terms = [...new Set(tokenize(question))];
  const best = hits[0];
  // A second or third section joins when it ranks close to the first and adds
  // something the first does not say (another page, or another part of it).
  // The sections used are a prefix of the hits, so [n] means the same section
  // here and in the model's prompt (whose sources are all the hits).
  const used = [best];
  for (const hit of hits.slice(1, QUOTED_RESULTS)) {
    if (hit.score < best.score * 0.8 || (best.similarity > 0 && hit.similarity < best.similarity - 0.08)) break;
    used.push(hit);
  }
  const paragraphs: string[] = [];
  for (const [index, hit] of [...used.entries()]) {
    const quote = bestSentences(hit.passage.text || '', terms, index === 0 ? 3 : 1).filter((sentence) => !paragraphs.some((paragraph) => paragraph.includes(sentence)));
    if (quote.length) paragraphs.push(`${quote.join(' ')} [${index + 1}]`);
    // The best section may be a table or code with no sentence to quote: it is
    // still the first source, so the answer points to it before quoting others.
    else if (index === 0) paragraphs.push(said(words, 'seeSection', { section: `[${sourceTitle(hit)}](${hit.passage.url}) [1]` }));
    // A later section with nothing new to say is not a source (and, the sources
    // being a prefix of the hits, neither are those after it).
    else if (index > 0) {
      used.length = index;
      break;
    }
  }
  const withCode = used.findIndex((hit) => hit.passage.code.trim());
  if (withCode !== -1 && (ASKS_HOW.test(question) || !paragraphs.length)) {
    paragraphs.push(said(words, 'forExample', { source: `[${withCode + 1}]` }), codeExample(used[withCode].passage));
  }
  return { text: paragraphs.join('\n\n'), sources: used.map((hit) => ({ title: sourceTitle(hit), url: hit.passage.url })), covered: true };
}
