// A post's reading time, as Docusaurus's blog plugin computes it: the words of its Markdown
// (front matter left out) counted by Intl.Segmenter in the site's language, so a language
// written without spaces (Chinese, Japanese) counts word by word rather than as a few long
// runs, at 200 words a minute. A site may give its own `readingTime` function, which Docusaurus
// calls with the post's text, front matter, locale and this default; it runs here the same way.
import { pxErrors } from '../errors/catalogue.js';

const DEFAULT_WORDS_PER_MINUTE = 200;

/** What Docusaurus passes a blog's `readingTime` option's `defaultReadingTime`. */
export interface DefaultReadingTimeParams {
  content: string;
  locale?: string;
  options?: { wordsPerMinute?: number };
}

/** The blog plugin's `readingTime` function: minutes (a float), or undefined for none on that post. */
export type BlogReadingTimeFunction = (params: {
  content: string;
  frontMatter: Record<string, unknown>;
  locale: string;
  defaultReadingTime: (params: DefaultReadingTimeParams) => number;
}) => number | undefined;

/** Word-like segments of `content` in `locale` (a tag Intl does not know falls back to its default). */
function countWords(content: string, locale: string): number {
  if (!content) return 0;
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  }
  let words = 0;
  for (const segment of segmenter.segment(content)) if (segment.isWordLike) words += 1;
  return words;
}

/** Minutes to read `content`, to two decimals, as Docusaurus's `calculateReadingTime`. */
export function defaultReadingTime(content: string, locale: string, wordsPerMinute = DEFAULT_WORDS_PER_MINUTE): number {
  const words = countWords(content, locale);
  return words === 0 ? 0 : Math.round((words / wordsPerMinute) * 100) / 100;
}

/**
 * The whole minutes a post shows ("3 min read": Docusaurus rounds up what the plugin found),
 * at least one; undefined when the site's function gives none for this post. A function
 * that throws or returns something else than a number fails the build naming the post.
 */
export function postReadingTime(content: string, frontMatter: Record<string, unknown>, locale: string, custom: BlogReadingTimeFunction | undefined, source: string): number | undefined {
  if (!custom) return Math.max(1, Math.ceil(defaultReadingTime(content, locale)));
  const fallback = (params: DefaultReadingTimeParams) => defaultReadingTime(params.content, params.locale ?? locale, params.options?.wordsPerMinute);
  let minutes: unknown;
  try {
    minutes = custom({ content, frontMatter, locale, defaultReadingTime: fallback });
  } catch (error) {
    throw pxErrors.ConfigFunctionFailed.create({ message: `blog.readingTime threw for ${source}: ${(error as Error)?.message ?? String(error)}` }, { where: { file: source } });
  }
  if (minutes === undefined) return undefined;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
    throw pxErrors.ConfigFunctionFailed.create({ message: `blog.readingTime returned ${typeof minutes === 'number' ? minutes : typeof minutes} for ${source}, not a number of minutes.` }, { where: { file: source } });
  }
  return Math.max(1, Math.ceil(minutes));
}
