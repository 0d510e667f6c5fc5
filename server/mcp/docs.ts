// What the MCP server answers from: the build output only. Pages are the
// Markdown twins (`out/**.md`, in llms.txt's order), read when a client asks
// for one (the list holds only each twin's title and description, taken from
// its first lines). Search runs the site's own embedded index as the browser
// does: the manifest, then only the postings shards of the query's words and
// the document chunks of the hits (`ShardedIndex`), so memory stays flat at any
// size (at 10,000 pages, reading every record into one in-memory index took
// 52 s and 3.3 GB). A site with hosted search has no embedded index: its
// records file is indexed in memory instead. Everything is re-read when a new
// build replaces it, so a running server never needs a restart. A site in
// several locales is answered in each: every locale's twins are pages (under
// their locale's path, `/fr/…`), and a search names its locale (the default's
// otherwise), run on that locale's index, in its folder of the output.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createIndexFile, decodeEntities, INDEX_FORMAT, loadIndexFile, query, type EmbeddedIndexFile, type LoadedIndex, type QueryRequest, type QueryResponse, type SearchRecord } from '../../theme/shared/search-engine.js';
import { ShardedIndex, SHARDED_FORMAT, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { INDEX_FILE, RECORDS_FILE } from '../../compiler/search/config.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { LLMS_FILE } from '../../compiler/markdown/llms.js';
import { siteUrl } from '../../theme/shared/site-url.js';
import { routeOfMarkdownPath } from '../../theme/shared/markdown-path.js';
import { outputLocales, type OutputLocale } from '../../compiler/search/locales-file.js';
import { pxErrors } from '../../compiler/errors/catalogue.js';

/** A page as listed: what its twin's first lines say. */
export interface DocPageInfo {
  /** The page's route: `/docs/intro`. */
  route: string;
  title: string;
  description: string;
  /** Published URL of the page (`config.url` + route). */
  url: string;
}

/** A page with its Markdown, read when asked for. */
export interface DocPage extends DocPageInfo {
  markdown: string;
}
export interface SearchResultItem {
  title: string;
  /** Published URL, with the section's anchor. */
  url: string;
  /** The route of the page, for read_page. */
  route: string;
  snippet: string;
}

export interface DocsSource {
  pages(): DocPageInfo[];
  page(pathOrUrl: string): DocPage | undefined;
  /** Searches one locale's docs (`locale` absent: the default locale's); an unknown locale throws `UnknownDocsLocale`. */
  search(text: string, limit: number, locale?: string): Promise<SearchResultItem[]>;
  siteUrl(): string;
  /** The site's locales, the default first (one for a site in one language). */
  locales(): string[];
}

/** The docs in a build output folder (`out/`). */
/** Words of a search hit's snippet (the index is asked for as many). */
const SNIPPET_WORDS = 40;

function readTwin(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The first `words` words of prose under the heading whose text is `heading` in a page's Markdown
 * (code blocks skipped, Markdown marks dropped); '' when the heading is not found or has none.
 */
export function sectionOpening(markdown: string, heading: string, words: number): string {
  const plain = (text: string) => text.replace(/[`*_]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ').trim();
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && plain(line.replace(/^#+ /, '')) === plain(heading));
  if (start === -1) return '';
  const taken: string[] = [];
  let fence = '';
  for (const line of lines.slice(start + 1)) {
    if (!fence && /^#{1,6} /.test(line)) break;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? '' : marker;
      continue;
    }
    if (fence || !line.trim()) continue;
    taken.push(...plain(line.replace(/^\s*(?:>\s*|[-*+]\s+|\d+\.\s+)/, '')).split(' '));
    if (taken.length >= words) break;
  }
  return taken.slice(0, words).join(' ');
}

export function docsFromOutput(outDir: string): DocsSource {
  let stamp = '';
  let pages: (DocPageInfo & { file: string })[] = [];
  let byRoute = new Map<string, DocPageInfo & { file: string }>();
  let site = '';
  /** Each locale's searcher, by its folder of the output. */
  const searches = new Map<string, { stamp: string; run: (request: QueryRequest) => Promise<QueryResponse> }>();

  const refresh = () => {
    const llms = join(outDir, LLMS_FILE);
    const next = existsSync(llms) ? `${statSync(llms).mtimeMs}:${statSync(llms).size}` : 'none';
    if (next === stamp) return;
    stamp = next;
    const list = existsSync(llms) ? readFileSync(llms, 'utf8') : '';
    // The build writes the site's own URL into llms.txt (the link to llms-full.txt).
    site = /\]\((\S+?)\/llms-full\.txt\)/.exec(list)?.[1] ?? '';
    // Pages in llms.txt's order, each locale's after the default's (its own llms.txt, whose URLs are under the site's).
    const lists = [list, ...otherLocales().map((locale) => {
      const file = join(outDir, locale.path, LLMS_FILE);
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    })].join('\n');
    // Its links are percent-encoded URLs (site-url.ts); the routes of the files are not.
    const order = new Map([...lists.matchAll(/^- \[(?:\\.|[^\]\\])*\]\((\S+?)\.md\)/gm)].map((match, position) => [routeOfMarkdownPath(decodedPath(`${match[1].slice(site.length)}.md`)), position]));
    pages = markdownFiles(outDir).map((file) => {
      const route = routeOfMarkdownPath(file.split(sep).join('/'));
      return { route, ...twinHead(join(outDir, file), route), url: siteUrl(site, route), file };
    }).sort((a, b) => (order.get(a.route) ?? Infinity) - (order.get(b.route) ?? Infinity) || a.route.localeCompare(b.route));
    byRoute = new Map(pages.map((page) => [page.route, page]));
  };

  /** The locales other than the default, with their folders (none for a site in one language). */
  const otherLocales = (): OutputLocale[] => outputLocales(outDir).locales.slice(1);
  /** The site's locales, the default first. */
  const localeNames = (): string[] => outputLocales(outDir).locales.map((locale) => locale.name);
  /** The folder of the output a locale's docs are in ('' for the default's). */
  const localeFolder = (locale: string | undefined): string => {
    const names = localeNames();
    if (locale === undefined || locale === names[0]) return '';
    const found = otherLocales().find((candidate) => candidate.name === locale);
    if (!found) throw pxErrors.UnknownDocsLocale.create({ locale, known: names });
    return found.path;
  };

  const searcher = (folder: string) => {
    // The index names its files from the root of its locale's folder, as the browser there reads them.
    const dir = join(outDir, folder);
    const manifest = join(dir, INDEX_FILE);
    const records = join(dir, RECORDS_FILE);
    const file = existsSync(manifest) ? manifest : existsSync(records) ? records : undefined;
    if (!file) return undefined;
    const info = statSync(file);
    const next = `${file}:${info.mtimeMs}:${info.size}`;
    let search = searches.get(folder);
    if (search?.stamp !== next) {
      search = { stamp: next, run: file === manifest ? indexSearch(dir, file) : recordsSearch(file) };
      searches.set(folder, search);
    }
    return search.run;
  };

  return {
    pages() {
      refresh();
      return pages.map(({ file: _file, ...page }) => page);
    },
    page(pathOrUrl) {
      refresh();
      const found = byRoute.get(toRoute(pathOrUrl, site));
      if (!found) return undefined;
      const { file, ...page } = found;
      try {
        return { ...page, markdown: readFileSync(join(outDir, file), 'utf8') };
      } catch {
        // Gone since the list was made (a rebuild is swapping the output): not there.
        return undefined;
      }
    },
    siteUrl() {
      refresh();
      return site;
    },
    locales: localeNames,
    async search(text, limit, locale) {
      refresh();
      const folder = localeFolder(locale);
      // A locale's records name its site paths without its path: the pages are under it (`/fr/…`).
      const prefix = folder ? `/${folder}` : '';
      const within = (route: string) => (prefix && route === '/' ? prefix : `${prefix}${route}`);
      const run = searcher(folder);
      if (!run) return [];
      const response = await run({ query: text, hitsPerPage: limit, attributesToSnippet: ['content:40'], highlightPreTag: '', highlightPostTag: '' });
      return response.hits.map((hit) => {
        const trail = [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4].filter(Boolean);
        const snippet = decodeEntities((hit._snippetResult?.content?.value ?? '').replace(/<\/?mark>/g, '')).replace(/\s+/g, ' ').trim();
        const route = within(hit.url_without_anchor);
        // A heading's hit has no text of its own: the opening of its section, from the page's Markdown, says what it is.
        const heading = hit.type === 'content' ? undefined : hit.hierarchy[hit.type];
        // A folder's index page is searched as /docs/guide/ (compiler/folder-routes.ts), its twin named by /docs/guide.
        const file = !snippet && heading ? byRoute.get(toRoute(route, ''))?.file : undefined;
        return {
          title: trail.join(' › '),
          url: siteUrl(site, within(hit.url)),
          route,
          snippet: snippet || (file ? sectionOpening(readTwin(join(outDir, file)), heading!, SNIPPET_WORDS) : ''),
        };
      });
    },
  };
}

/**
 * The embedded index the build wrote for the browser, queried the same way:
 * the sharded format reads shards and chunks as queries need them (files the
 * manifest names, never outside `outDir`); an older single-file index is
 * loaded whole.
 */
function indexSearch(outDir: string, manifestFile: string): (request: QueryRequest) => Promise<QueryResponse> {
  const file = JSON.parse(readFileSync(manifestFile, 'utf8')) as ShardedManifest | EmbeddedIndexFile;
  if ((file as EmbeddedIndexFile).format === INDEX_FORMAT) {
    const loaded = loadIndexFile(file as EmbeddedIndexFile);
    return async (request) => query(loaded, request);
  }
  if ((file as ShardedManifest).format !== SHARDED_FORMAT) throw new Error(`${INDEX_FILE} is in an unknown format; build the site again.`);
  const root = resolve(outDir);
  const index = new ShardedIndex(file as ShardedManifest, async (path) => {
    const target = resolve(root, path);
    if (!target.startsWith(root + sep)) throw new Error(`${INDEX_FILE} names a file outside the output folder: ${path}`);
    return JSON.parse(readFileSync(target, 'utf8')) as unknown;
  });
  return (request) => index.query(request);
}

/** Hosted search: no embedded index, so the records are indexed here (read in pieces, see records-file.ts). */
function recordsSearch(recordsFile: string): (request: QueryRequest) => Promise<QueryResponse> {
  let loaded: LoadedIndex | undefined;
  return async (request) => {
    loaded ??= loadIndexFile(createIndexFile(readRecordsFile<SearchRecord>(recordsFile)));
    return query(loaded, request);
  };
}

/** Bytes of a twin read for its title and description: they are its first lines. */
const HEAD_BYTES = 4096;

/** A twin's title (its `# ` line) and description (the `> ` line right after it). */
function twinHead(file: string, route: string): { title: string; description: string } {
  const buffer = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(file, 'r');
  let read = 0;
  try {
    read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  // A cut multi-byte character at the end decodes as U+FFFD, in a line not used when the head is that long.
  const lines = buffer.toString('utf8', 0, read).split('\n');
  const title = /^# (.*)$/.exec(lines[0] ?? '')?.[1]?.trim() || route;
  const next = lines.slice(1).find((line) => line.trim() !== '') ?? '';
  const description = /^> (.*)$/.exec(next)?.[1]?.trim() ?? '';
  return { title, description };
}

/** A route from what a client may pass: `/x`, `x`, `x.md`, `/x/`, a full URL, with or without `#anchor` or `?query`. */
export function toRoute(pathOrUrl: string, site: string): string {
  let path = pathOrUrl.trim();
  if (site && path.startsWith(site)) path = path.slice(site.length);
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  // A URL's path is percent-encoded (search results give such URLs; resource URIs are encoded); routes are not.
  path = decodedPath(path.replace(/[?#].*$/, '')).replace(/\.(md|html)$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
  return path.startsWith('/') ? path || '/' : `/${path}`;
}

function markdownFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.md')) out.push(relative(root, path));
    }
  };
  walk(root);
  return out;
}

/** A URL path as the route it names (a malformed escape is left as written). */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
