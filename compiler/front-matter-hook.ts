// Docusaurus 3's `markdown.parseFrontMatter` config hook: `async parseFrontMatter({ filePath,
// fileContent, defaultParseFrontMatter })` returns `{ frontMatter, content }`, what the page's
// front matter and text then are (a site derives release slugs from the file name, fills a missing
// title, stamps an image on every doc). pxdocs runs it where a page's text is read (discovery and
// the page threads, each with the config it loaded: a function does not cross threads) and makes the
// page's text from its answer, so everything after it (the front matter's checks, the title, the
// compiled page) sees what the hook gave, as in Docusaurus. The hook's source is in the config, part of
// the cache's salt (cache.ts `stableJson`).
import type { SiteConfig } from './config/schema.js';
import { configThrowSite } from './config/load.js';
import { configSource } from './config/source.js';
import { pxErrors } from './errors/catalogue.js';
import { PxError, PxErrorList } from './errors.js';
import { rawFrontMatter } from './front-matter.js';

interface Parsed {
  frontMatter: Record<string, unknown>;
  content: string;
}

/** The hook as the config holds it (`markdown.parseFrontMatter`). */
export type FrontMatterHook = (params: { filePath: string; fileContent: string; defaultParseFrontMatter: (params: { filePath: string; fileContent: string }) => Promise<Parsed> }) => unknown;

/**
 * The page's text as the site's `markdown.parseFrontMatter` makes it (the text itself without one).
 * `file`: the page's absolute path (the hook's `filePath`, as Docusaurus gives it); `source`: its path from
 * the site folder, for messages. When the hook keeps the content, the page's lines stay where they were
 * (the front matter is written on one line and padded to the lines the original block took), so a
 * problem further down is named at its own line.
 */
export async function hookedPageText(config: SiteConfig, file: string, source: string, text: string): Promise<string> {
  const hook = config.markdown.parseFrontMatter as FrontMatterHook | undefined;
  if (!hook) return text;
  const own = rawFrontMatter(text, source);
  const defaultParseFrontMatter = async (params: { filePath: string; fileContent: string }): Promise<Parsed> => {
    const parsed = params.fileContent === text ? own : rawFrontMatter(params.fileContent, source);
    return { frontMatter: { ...parsed.data }, content: parsed.body.trim() };
  };
  let result: unknown;
  try {
    result = await hook({ filePath: file, fileContent: text, defaultParseFrontMatter });
  } catch (error) {
    // defaultParseFrontMatter's own errors (YAML that does not parse) name the page's line already.
    if (error instanceof PxError || error instanceof PxErrorList) throw error;
    const err = error instanceof Error ? error : new Error(String(error));
    throw pxErrors.ConfigFunctionFailed.create({ message: `markdown.parseFrontMatter threw for ${source}: ${err.name}: ${err.message}` }, { where: configThrowSite(config, error) ?? { file: configSource(config) }, cause: error });
  }
  const answer = result as Partial<Parsed> | null | undefined;
  if (!answer || typeof answer !== 'object' || !answer.frontMatter || typeof answer.frontMatter !== 'object' || Array.isArray(answer.frontMatter) || typeof answer.content !== 'string') {
    throw pxErrors.ConfigFunctionFailed.create({ message: `markdown.parseFrontMatter returned ${shape(result)} for ${source}, not { frontMatter, content }: return what defaultParseFrontMatter(params) gives, changed (\`const result = await params.defaultParseFrontMatter(params); return { ...result, frontMatter: { ...result.frontMatter, slug } };\`).` }, { where: { file: configSource(config) } });
  }
  const keys = Object.keys(answer.frontMatter).length;
  // The content as written when the hook kept it (its lines where they were), else the hook's.
  const body = answer.content === own.body.trim() ? own.body : `${answer.content}\n`;
  if (!keys && !own.lines) return body;
  return frontMatterBlock(answer.frontMatter, own.lines) + body;
}

/**
 * Front matter as one line of JSON (YAML reads it as a flow map), between fences, padded with comment
 * lines to `lines` (the original block's) so the text after it keeps its line numbers.
 */
function frontMatterBlock(data: Record<string, unknown>, lines: number): string {
  const json = JSON.stringify(data).replace(/\u2028|\u2029/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
  return `---\n${json}\n${'#\n'.repeat(Math.max(0, lines - 3))}---\n`;
}

function shape(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value !== 'object') return typeof value;
  return `an object with ${Object.keys(value).map((key) => `\`${key}\``).join(', ') || 'no keys'}`;
}
