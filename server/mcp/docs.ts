// What the MCP server answers from: the build output only. Pages are the
// Markdown twins (`out/**.md`, in llms.txt's order), search runs the embedded
// search engine over `out/search-records.json`. Both are re-read when a new
// build replaces them, so a running server never needs a restart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createIndexFile, decodeEntities, loadIndexFile, query, type LoadedIndex, type SearchRecord } from '../../theme/shared/search-engine.js';
import { RECORDS_FILE } from '../../compiler/search/config.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { LLMS_FILE } from '../../compiler/markdown/llms.js';

export interface DocPage {
  /** The page's route: `/learn/vadalog/rules`. */
  route: string;
  title: string;
  description: string;
  /** Published URL of the page (`config.url` + route). */
  url: string;
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
  pages(): DocPage[];
  page(pathOrUrl: string): DocPage | undefined;
  search(text: string, limit: number): SearchResultItem[];
  siteUrl(): string;
}

/** The docs in a build output folder (`out/`). */
export function docsFromOutput(outDir: string): DocsSource {
  let stamp = '';
  let pages: DocPage[] = [];
  let byRoute = new Map<string, DocPage>();
  let site = '';
  let index: LoadedIndex | undefined;
  let indexStamp = '';

  const refresh = () => {
    const llms = join(outDir, LLMS_FILE);
    const next = existsSync(llms) ? `${statSync(llms).mtimeMs}:${statSync(llms).size}` : 'none';
    if (next === stamp) return;
    stamp = next;
    const list = existsSync(llms) ? readFileSync(llms, 'utf8') : '';
    // The build writes the site's own URL into llms.txt (the link to llms-full.txt).
    site = /\]\((\S+?)\/llms-full\.txt\)/.exec(list)?.[1] ?? '';
    const order = new Map([...list.matchAll(/^- \[[^\]]*\]\((\S+?)\.md\)/gm)].map((match, position) => [match[1].slice(site.length) || '/', position]));
    pages = markdownFiles(outDir).map((file) => {
      const markdown = readFileSync(join(outDir, file), 'utf8');
      const route = `/${file.slice(0, -'.md'.length).split(sep).join('/')}`;
      const title = /^# (.*)$/m.exec(markdown)?.[1] ?? route;
      const description = /^> (.*)$/m.exec(markdown)?.[1] ?? '';
      return { route, title, description, url: `${site}${route}`, markdown };
    }).sort((a, b) => (order.get(a.route) ?? Infinity) - (order.get(b.route) ?? Infinity) || a.route.localeCompare(b.route));
    byRoute = new Map(pages.map((page) => [page.route, page]));
  };

  const loadIndex = (): LoadedIndex | undefined => {
    const file = join(outDir, RECORDS_FILE);
    if (!existsSync(file)) return undefined;
    const next = `${statSync(file).mtimeMs}:${statSync(file).size}`;
    if (next !== indexStamp || !index) {
      // Read in pieces: a large site's file is longer than a string can be.
      index = loadIndexFile(createIndexFile(readRecordsFile<SearchRecord>(file)));
      indexStamp = next;
    }
    return index;
  };

  return {
    pages() {
      refresh();
      return pages;
    },
    page(pathOrUrl) {
      refresh();
      return byRoute.get(toRoute(pathOrUrl, site));
    },
    siteUrl() {
      refresh();
      return site;
    },
    search(text, limit) {
      refresh();
      const loaded = loadIndex();
      if (!loaded) return [];
      const response = query(loaded, { query: text, hitsPerPage: limit, attributesToSnippet: ['content:40'], highlightPreTag: '', highlightPostTag: '' });
      return response.hits.map((hit) => {
        const trail = [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4].filter(Boolean);
        const snippet = hit._snippetResult?.content?.value ?? '';
        return {
          title: trail.join(' › '),
          url: `${site}${hit.url}`,
          route: hit.url_without_anchor,
          snippet: decodeEntities(snippet.replace(/<\/?mark>/g, '')).replace(/\s+/g, ' ').trim(),
        };
      });
    },
  };
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
  path = path.replace(/[?#].*$/, '').replace(/\.(md|html)$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
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
