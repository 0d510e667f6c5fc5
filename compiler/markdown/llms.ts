// The files a build writes for agents and LLM tools: a Markdown twin of every
// doc page (`/x` → `/x.md`), `llms.txt` (the llmstxt.org format: the site,
// then a link list per sidebar) and `llms-full.txt` (every listed page's
// Markdown in one file). Lists follow the sitemap's order: the listed routes as
// the build hands them to sitemap().
import { BufferedFile } from '../buffered-file.js';
import { PiecedGzip } from '../gzip-pieces.js';
import { pushTo } from '../list-map.js';
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes.js';
import { pageMarkdown } from './page-markdown.js';
import { hasMarkdown, markdownPath } from '../../theme/shared/markdown-path.js';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export interface MarkdownPage {
  route: Route;
  /** Output path of the twin, relative to the output folder (`learn/rules.md`). */
  path: string;
  markdown: string;
}

type LlmsConfig = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'navbar'>;

/**
 * The Markdown twin of every doc and generated-index page, in route order. A
 * page that cannot be converted is left out and reported through `onError`
 * (default: rethrown): a missing twin must not cost the reader the site.
 */
export function markdownPages(pages: { route: Route; html: string }[], config: Pick<SiteConfig, 'url'>, onError?: (route: Route, error: Error) => void): MarkdownPage[] {
  const out: MarkdownPage[] = [];
  for (const page of pages) {
    if (!hasMarkdown(page.route.page)) continue;
    try {
      out.push({ route: page.route, path: markdownPath(page.route.page.permalink).slice(1), markdown: pageMarkdown(page.html, page.route.page, { url: config.url }) });
    } catch (error) {
      if (!onError) throw error;
      onError(page.route, error as Error);
    }
  }
  return out;
}

/** URL paths of the twins a build writes (pages link them: link checks must know them). */
export function markdownFiles(routes: Route[]): string[] {
  return routes.filter((route) => hasMarkdown(route.page)).map((route) => markdownPath(route.page.permalink));
}

/** The sidebar's name as readers see it in the navbar, else the area's name capitalised. */
function sectionName(sidebar: string | undefined, config: LlmsConfig): string {
  const navbar = config.navbar.items.find((item) => item.type === 'docSidebar' && item.sidebarId === sidebar);
  if (navbar && 'label' in navbar && navbar.label) return navbar.label;
  if (!sidebar) return 'Pages';
  return sidebar.charAt(0).toUpperCase() + sidebar.slice(1);
}

export function llmsTxt(pages: MarkdownPage[], config: LlmsConfig): string {
  const sections = new Map<string, string[]>();
  for (const page of pages.filter((item) => item.route.listed)) {
    const name = sectionName(page.route.page.sidebar, config);
    const description = page.route.page.description.replace(/\s+/g, ' ').trim();
    const line = `- [${escapeLinkText(page.route.page.title)}](${config.url}/${page.path})${description ? `: ${description}` : ''}`;
    pushTo(sections, name, line);
  }
  const out = [
    `# ${config.title}`,
    '',
    `> ${config.tagline}`,
    '',
    `Every page of this site is also available as Markdown: add \`.md\` to its URL. [${LLMS_FULL_FILE}](${config.url}/${LLMS_FULL_FILE}) holds all of them in one file.`,
  ];
  for (const [name, lines] of sections) out.push('', `## ${name}`, '', ...lines);
  return `${out.join('\n')}\n`;
}

export function llmsFullTxt(pages: MarkdownPage[], config: LlmsConfig): string {
  const parts = pages.filter((page) => page.route.listed).map((page) => llmsFullPart(page, page.markdown, config));
  return `${llmsFullHeader(config)}${parts.join(LLMS_FULL_SEPARATOR)}\n`;
}

const LLMS_FULL_SEPARATOR = '\n\n---\n\n';

function llmsFullHeader(config: LlmsConfig): string {
  return `# ${config.title}\n\n> ${config.tagline}\n\n`;
}

/** One page in llms-full.txt: its own `# Title`, then its URL so a reader can cite it, then the rest. */
function llmsFullPart(page: MarkdownPage, markdown: string, config: LlmsConfig): string {
  // The first line, then the rest as it is (not split into lines and joined again: 124 MB of it at 10,000 pages).
  const end = markdown.indexOf('\n');
  const source = `Source: ${config.url}${page.route.page.permalink}`;
  return (end === -1 ? `${markdown}\n\n${source}` : `${markdown.slice(0, end)}\n\n${source}\n${markdown.slice(end + 1)}`).trim();
}

/**
 * Writes llms-full.txt page by page, reading each twin with `read` (by its
 * output path): a large site's Markdown is never held in memory at once.
 * The result is the same text as `llmsFullTxt`. With `gzip`, its `.gz` is
 * written beside it from a piece per page (compiler/gzip-pieces.ts), each kept
 * in `gzip.cacheDir`: a rebuild compresses only the pages that changed.
 */
export async function writeLlmsFull(file: string, pages: MarkdownPage[], config: LlmsConfig, read: (path: string) => Promise<string>, options: { gzip?: { cacheDir?: string } } = {}): Promise<{ gzip?: PiecedGzip }> {
  const out = await BufferedFile.open(file, 'w', WRITE_BYTES);
  const gzip = options.gzip ? await PiecedGzip.create(`${file}.gz`, options.gzip.cacheDir) : undefined;
  const listed = pages.filter((item) => item.route.listed);
  // Reads run ahead of the writes (READ_AHEAD at once): one at a time, each read waited on a
  // thread-pool round trip, and 10,000 twins took five seconds of mostly idle waiting.
  const reads: Promise<string>[] = [];
  const readNext = () => {
    const page = listed[reads.length];
    const text = read(page.path);
    // Awaited in turn below; a failure ahead of its turn must not go unhandled meanwhile.
    text.catch(() => undefined);
    reads.push(text);
  };
  while (reads.length < Math.min(READ_AHEAD, listed.length)) readNext();
  const header = llmsFullHeader(config);
  await out.write(header);
  await gzip?.add(header);
  for (const [index, page] of listed.entries()) {
    const markdown = await reads[index];
    // Let go of the text once written: only the window is held.
    reads[index] = EMPTY;
    if (reads.length < listed.length) readNext();
    const piece = `${index ? LLMS_FULL_SEPARATOR : ''}${llmsFullPart(page, markdown, config)}`;
    await gzip?.add(piece);
    await out.write(piece);
  }
  await out.write('\n');
  await gzip?.add('\n');
  await gzip?.end();
  await out.close();
  return { gzip };
}

const READ_AHEAD = 32;
const WRITE_BYTES = 1 << 20;
const EMPTY = Promise.resolve('');

function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (char) => `\\${char}`);
}
