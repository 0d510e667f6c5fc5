// Standalone pages, as Docusaurus's pages plugin finds them: every file under
// the pages folder (`src/pages`) that `include` matches and `exclude` does not
// is a page at its path, `index` naming its folder (`src/pages/index.js` is
// `/`, `src/pages/help/faq.md` is `/help/faq`). Markdown and MDX pages are
// read as docs are (front matter, title, excerpt); a React page is a module
// whose default export renders the page, its title and description given to
// `@theme/Layout` at render time. No number prefixes are stripped and no
// `slug` moves a page: the pages plugin has neither.
import picomatch from 'picomatch';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from './config/schema.js';
import type { Localizer } from './i18n.js';
import type { Diagnostics } from './diagnostics.js';
import { firstHeading, pageFormat, readPageFile, readThroughMemo, titleCase, type DiscoverOptions, type Doc, type DocMemo } from './discover.js';
import { PxError } from './errors.js';
import { givenTitle, parseFrontMatter } from './front-matter.js';
import { createExcerpt } from './mdx/excerpt.js';
import { textHash } from './page-text.js';
import { joinPermalink, unsafePermalinkReason } from './paths.js';
import { pxErrors } from './errors/catalogue.js';
import { fileNameSafe } from './terminal-safe.js';

/** A page's id: not a doc id (`@` starts none), so no sidebar or doc link can name one by mistake. */
export const PAGE_ID_PREFIX = '@pages/';

const MARKDOWN = /\.mdx?$/;
const EXTENSION = /\.(mdx?|[jt]sx?)$/;

export type PagesOptions = Exclude<SiteConfig['pages'], false>;

/** The pages folder and its options, or undefined when the site turned pages off. */
export function pagesOptions(config: SiteConfig): PagesOptions | undefined {
  return config.pages === false ? undefined : config.pages;
}

/**
 * Every page of the pages folder, sorted by path; none when the folder does
 * not exist. Drafts are left out unless `includeDrafts` (development).
 */
export async function discoverPages(cwd: string, config: SiteConfig, diagnostics: Diagnostics, includeDrafts: boolean, localize?: Localizer, onPageError?: DiscoverOptions['onPageError'], memo?: DocMemo): Promise<Doc[]> {
  const options = pagesOptions(config);
  if (!options) return [];
  const root = join(cwd, options.path);
  const files = await matchingFiles(root, options.include, options.exclude, cwd, EXTENSION);
  // A memo's entry is for one config (dev starts a new memo with each, the build's salt has it): the rest is the page's place.
  const read = (file: string) => readThroughMemo(memo, localize, file, ['page', root, options.routeBasePath], diagnostics, (own) => readSitePage(file, root, options.routeBasePath, cwd, config, own, localize));
  const pages = await Promise.all(files.map((file) => read(file).catch(pageErrorTo(file, onPageError))));
  return pages.filter((page): page is Doc => page !== undefined && (includeDrafts || !page.draft));
}

/**
 * Dev's stand-in for a file that does not read (discover.ts `onPageError`): a broken front matter in one page or
 * post failed the whole rediscovery, where a broken doc only reports itself. Without the handler it throws, as the build does.
 */
export function pageErrorTo(file: string, onPageError: DiscoverOptions['onPageError']): (error: unknown) => Doc | undefined {
  return (error) => {
    if (!onPageError || !(error instanceof PxError)) throw error;
    return onPageError(file, error);
  };
}

/**
 * The files under `root` (sorted) whose path from it `include` matches and
 * `exclude` does not, with an extension `extension` accepts; none when `root`
 * does not exist. A folder an exclude pattern matches (`_parts/`,
 * `__tests__/`, an `archive` folder) is not walked, as the plugins' file search skips it.
 */
export async function matchingFiles(root: string, include: string[], exclude: string[], cwd: string, extension: RegExp): Promise<string[]> {
  const included = picomatch(include);
  const excluded = picomatch(exclude);
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw pxErrors.FolderLinkLoop.create({ folder: relative(cwd, dir) }, { where: { file: relative(cwd, dir) } });
      throw pxErrors.UnreadableFolder.create({ message: `${relative(cwd, dir)} could not be read: ${(error as Error).message}` });
    }
    await Promise.all(entries.map(async (entry) => {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') return;
      const path = join(dir, entry.name);
      const rel = relative(root, path).split(sep).join('/');
      // A pattern may name the folder itself (`**/archive`, kooku0.github.io's retrospect blog) or what
      // is in it (`_parts/**`): the plugins' file search (fast-glob) skips a folder either way.
      if (entry.isDirectory()) return excluded(rel) || excluded(`${rel}/x`) ? undefined : walk(path);
      if (entry.isFile() && extension.test(entry.name) && included(rel) && !excluded(rel) && !entry.name.endsWith('.d.ts')) files.push(path);
    }));
  };
  await walk(root);
  return files.sort();
}

/** The route of a page file: its path without the extension, `index` naming its folder. */
export function pageRoute(rel: string, routeBase: string): string {
  const segments = rel.replace(EXTENSION, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return joinPermalink(routeBase, ...segments);
}

async function readSitePage(original: string, root: string, routeBase: string, cwd: string, config: SiteConfig, diagnostics: Diagnostics, localize?: Localizer): Promise<Doc | undefined> {
  // A locale's translation of the page, when it has one, is the page; its route is the original's.
  const file = localize?.translated(original) ?? original;
  const source = relative(cwd, file).split(sep).join('/');
  const rel = relative(root, original).split(sep).join('/');
  const permalink = pageRoute(rel, routeBase);
  const unsafe = unsafePermalinkReason(permalink);
  if (unsafe) {
    throw pxErrors.UnsafePageRoute.create({ message: `The page's route "${fileNameSafe(permalink)}" cannot be used: ${unsafe}.` }, {
      where: { file: source, line: 1, column: 1 },
      hint: 'Rename the file or folder: no "#", "?" or "%" in its name, no "." or ".." segments.',
    });
  }
  const text = await readPageFile(file, source, diagnostics, config);
  if (text === undefined) return undefined;
  const name = rel.replace(EXTENSION, '');
  const base: Omit<Doc, 'format' | 'frontMatter' | 'title' | 'titleInBody' | 'description' | 'label' | 'unlisted' | 'draft'> = {
    id: PAGE_ID_PREFIX + name,
    area: '',
    file,
    source,
    permalink,
    folder: '',
    // `foo/index.md` is its folder's page, `/foo/`, as Docusaurus routes it (folder-routes.ts).
    isIndex: /(^|\/)index$/.test(name),
    textHash: textHash(text),
  };
  if (!MARKDOWN.test(file)) {
    // A React page: its title and description are what it gives `@theme/Layout` when rendered.
    const title = titleCase(name.split('/').filter((part) => part !== 'index').pop() ?? config.title);
    return { ...base, page: 'react', format: 'mdx', frontMatter: {}, title, titleInBody: false, description: '', label: title, unlisted: false, draft: false };
  }
  const { data: frontMatter, lines } = parseFrontMatter(text, source, diagnostics);
  const heading = firstHeading(text, lines);
  const title = givenTitle(frontMatter.title) ?? heading ?? titleCase(name.split('/').pop() ?? name);
  // A copy with strings of its own (see readDoc in discover.ts: slices keep the page's whole text alive).
  return structuredClone({
    ...base,
    page: 'markdown',
    format: pageFormat(file, frontMatter.format, config.markdown.format),
    frontMatter,
    title,
    titleInBody: heading !== undefined,
    description: frontMatter.description ?? createExcerpt(text.split('\n').slice(lines).join('\n')),
    label: title,
    unlisted: frontMatter.unlisted === true,
    draft: frontMatter.draft === true,
  } satisfies Doc);
}
