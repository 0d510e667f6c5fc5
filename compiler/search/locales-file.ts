// The site's locales, as the servers that answer from the output need them
// (the docs chat, the MCP server): each locale's name (what a page's
// `docsearch:language` says, and so what the chat widget sends), its folder of
// the output (`fr/`, '' for the default locale, where its search records,
// index and Markdown twins are) and the chat answer's sentences in its words
// (pxdocs's translations with the locale's code.json over them: the servers
// read no config). Written at the output's root by the default locale's pass,
// only for a site in several locales or one whose chat words are not English,
// so an English site's output is as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { configForLocale, defaultLocaleConfig, localeName, pageMessages, siteLocales } from '../i18n.js';
import { CHAT_ANSWER_WORDS, PXDOCS_MESSAGES } from '../../theme/shared/pxdocs-messages.js';
import { saidOtherwise } from '../../theme/components/words.js';
import { LANGUAGE_META } from '../../theme/shared/search-shape.js';
import { startPageIn, type StartPage } from '../html.js';
import { readWhenChanged, type FileStamp } from '../file-stamp.js';

export { startPageIn, type StartPage };

export const LOCALES_FILE = 'site-locales.json';

/** The chat answer's sentences a locale says otherwise than in English, by their short names (CHAT_ANSWER_WORDS). */
export type ChatAnswerWords = Partial<Record<keyof typeof CHAT_ANSWER_WORDS, string>>;

export interface OutputLocale {
  /** The locale's name (`fr`, `pt-BR`): its records' `language`. */
  name: string;
  /** Its folder of the output, '' for the default locale. */
  path: string;
  /** The chat answer's words that are not English (absent: all English). */
  chatWords?: ChatAnswerWords;
}

export interface OutputLocales {
  /** The default locale first. */
  locales: OutputLocale[];
}

/** The chat answer's words in a pass's language, those not English (also `pxdocs dev`'s, for the locale it serves). */
export function chatWords(config: SiteConfig, cwd: string): ChatAnswerWords | undefined {
  const messages = pageMessages(cwd, config);
  const table = Object.fromEntries(Object.entries(CHAT_ANSWER_WORDS).map(([short, id]) => [short, [id, PXDOCS_MESSAGES[id].message] as const]));
  return saidOtherwise(table, (id, english) => messages?.[id] ?? english);
}

/** The file's text for the site whose config (as loaded) is `config`, or undefined when an English site in one language needs none. */
export function localesFileText(config: SiteConfig, cwd: string): string | undefined {
  const locales = siteLocales(config);
  const entries: OutputLocale[] = locales
    ? locales.map((locale) => ({ name: locale.name, path: locale.path, ...optional(chatWords(configForLocale(config, locale.name, cwd), cwd)) }))
    : [{ name: localeName(config), path: '', ...optional(chatWords(defaultLocaleConfig(config, cwd), cwd)) }];
  if (!locales && !entries[0].chatWords) return undefined;
  return JSON.stringify({ locales: entries } satisfies OutputLocales);
}

const optional = (words: ChatAnswerWords | undefined) => (words ? { chatWords: words } : {});

/**
 * The locales of the build in `outDir`: its locales file's, or for an English site in one
 * language (no file) its one locale, named as its pages name it (`docsearch:language` of its
 * home page; English when it has none), so a question or search naming another is refused.
 */
export function outputLocales(outDir: string): OutputLocales {
  return readOutputLocales(outDir) ?? { locales: [{ name: pageLanguage(outDir), path: '' }] };
}

/** What the servers read of a locale's home page: the locale its pages name, and where a reader starts. */
interface HomePage {
  language?: string;
  start?: StartPage;
}

const homePages = new Map<string, { stamp: FileStamp; value: HomePage }>();

/** A locale's home page, read again when a build replaces it; undefined without one. */
function homePage(outDir: string, localePath = ''): HomePage | undefined {
  const file = join(outDir, localePath, 'index.html');
  return readWhenChanged(homePages, file, () => {
    // The language meta is in the head and the navbar opens the body: the first 256 KB hold both.
    const html = readFileSync(file, 'utf8').slice(0, 256 * 1024);
    return { language: new RegExp(`<meta name="${LANGUAGE_META}" content="([^"]+)"`).exec(html)?.[1], start: startPageIn(html) };
  });
}

/** The locale a site's home page names (English without one). */
function pageLanguage(outDir: string): string {
  return homePage(outDir)?.language ?? 'en';
}

/**
 * Where a reader starts in a locale's docs, for the chat's answer to a question
 * the docs do not cover: the first link of the navbar that stays on the site
 * (its label in the locale's words), read from the locale's home page (its
 * canonical URL says the base to take off). Undefined without a home page or such
 * a link. The answer named one site's page before, a broken link on any other.
 */
export function startPage(outDir: string, localePath = ''): StartPage | undefined {
  return homePage(outDir, localePath)?.start;
}

const read = new Map<string, { stamp: FileStamp; value: OutputLocales | undefined }>();

/**
 * The locales of the build in `outDir`, read again when a build replaces the
 * file; undefined when there is none (a site in one language, English): its
 * one locale is the default, whatever its name.
 */
export function readOutputLocales(outDir: string): OutputLocales | undefined {
  const file = join(outDir, LOCALES_FILE);
  return readWhenChanged(read, file, (before) => {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as OutputLocales;
      return Array.isArray(parsed.locales) && parsed.locales.length ? parsed : undefined;
    } catch {
      // A file being replaced: the next read finds the new one.
      return before;
    }
  });
}
