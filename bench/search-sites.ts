// Search relevance on Docusaurus sites we did not write: each site's docs folder
// (read-only corpora) copied into a temp site, built with pxdocs, and queried
// with what its readers type (test/search/fixtures/<site>.json) through the
// sharded index in out/, as the browser queries it. Prints hit@1, hit@5 and
// MRR per site (`npm run bench`, or alone: node --import tsx bench/search-sites.ts).
// test/search/other-sites.test.ts builds the small sites the same way and holds
// their hit@1 to what was reached.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShardedIndex, type ShardedManifest } from '../theme/shared/search-shards.js';
import { commandBuild } from './command.js';
import { stubStaticImages } from './corpus-static.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORPORA = [process.env.PXDOCS_CORPORA, join(ROOT, '..', 'shared', 'corpora'), '/work/shared/corpora'].filter((root): root is string => !!root);
const EXTRA = process.env.PXDOCS_CORPORA_EXTRA ?? '/work/corpora-extra';

export interface SiteQuery { query: string; expected: string; alsoAccept?: string[]; note?: string }
export interface SiteTable { site: string; description?: string; minimumHitAt1?: number; queries: SiteQuery[] }

export interface SearchSite {
  name: string;
  /** The corpus folder (read-only), or undefined when it is not on this machine. */
  corpus: string | undefined;
  /** Makes a buildable site in `dir` from the corpus: docs under content/docs, a config, node_modules linked. */
  prepare(dir: string): void;
}

const firstExisting = (paths: string[]) => paths.find((path) => existsSync(path));

function configText(title: string, remark = ''): string {
  return `${remark ? `${remark}\n` : ''}export default {
  title: ${JSON.stringify(title)},
  url: 'https://example.com',
  areas: ['docs'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] },
  footer: { copyright: 'MIT' },
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  ${remark ? "markdown: { remarkPlugins: [[npm2yarn, { sync: true }]" + (remark.includes('tabBlocks') ? ', tabBlocks' : '') + '] },' : ''}
};
`;
}

function baseSite(dir: string, docs: string, config: string): void {
  mkdirSync(join(dir, 'content'), { recursive: true });
  cpSync(docs, join(dir, 'content', 'docs'), { recursive: true });
  mkdirSync(join(dir, 'config'), { recursive: true });
  writeFileSync(join(dir, 'config', 'site.config.ts'), config);
  // A site has its own node_modules: remark plugins and components resolve from it.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

const NPM2YARN = "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';";

/** The sites measured: Jest (API reference, CLI, guides), pnpm (CLI commands, settings), Docusaurus's Markdown features guides. */
export const SEARCH_SITES: SearchSite[] = [
  {
    name: 'jest',
    corpus: firstExisting(CORPORA.map((root) => join(root, 'jest'))),
    prepare(dir) {
      baseSite(dir, join(this.corpus!, 'docs'), configText('Jest', `${NPM2YARN}\nimport tabBlocks from 'docusaurus-remark-plugin-tab-blocks';`));
      stubStaticImages(join(this.corpus!, 'docs'), dir);
    },
  },
  {
    name: 'pnpm',
    corpus: firstExisting([join(EXTRA, 'a', 'pnpm__pnpm.io')]),
    prepare(dir) {
      baseSite(dir, join(this.corpus!, 'docs'), configText('pnpm', NPM2YARN));
      // add.md imports two partials the corpus does not hold (CORPUS.md): stand-ins of one line.
      for (const [name, flag] of [['_cpuFlag.mdx', 'cpu'], ['_osFlag.mdx', 'os']]) {
        const path = join(dir, 'content', 'docs', 'settings', name);
        if (!existsSync(path)) writeFileSync(path, `- \`--${flag}=<name>\`: the ${flag} to install for.\n`);
      }
    },
  },
  {
    name: 'docusaurus',
    corpus: firstExisting([join(EXTRA, 'b', 'facebook__docusaurus')]),
    prepare(dir) {
      baseSite(dir, join(this.corpus!, 'docs'), configText('Docusaurus', NPM2YARN));
      // The pages import the site's components (@site/src/...).
      cpSync(join(this.corpus!, 'src'), join(dir, 'src'), { recursive: true });
    },
  },
];

export function readTable(site: string): SiteTable {
  return JSON.parse(readFileSync(join(ROOT, 'test', 'search', 'fixtures', `${site}.json`), 'utf8')) as SiteTable;
}

/** The built site's sharded index, its files read from out/ as the browser fetches them. */
export async function openIndex(out: string): Promise<ShardedIndex> {
  const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as ShardedManifest;
  return new ShardedIndex(manifest, async (path) => JSON.parse(await readFile(join(out, path), 'utf8')));
}

export interface TableFigures {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
  /** Each query's rank of its first accepted page (0: not in the first 20 pages), and what came first. */
  results: { query: string; rank: number; top: string | undefined; expected: string }[];
}

/** hit@1, hit@5 and MRR (over the first 20 distinct pages) of a table against a built index. */
export async function measureTable(index: ShardedIndex, table: SiteTable): Promise<TableFigures> {
  const results: TableFigures['results'] = [];
  for (const entry of table.queries) {
    const hits = (await index.query({ query: entry.query, hitsPerPage: 50 })).hits;
    // Pages in the order their first hit comes: a reader sees the page first.
    const pages: string[] = [];
    for (const hit of hits) if (!pages.includes(hit.url_without_anchor)) pages.push(hit.url_without_anchor);
    const accepted = new Set([entry.expected, ...(entry.alsoAccept ?? [])]);
    const at = pages.slice(0, 20).findIndex((page) => accepted.has(page));
    results.push({ query: entry.query, rank: at + 1, top: pages[0], expected: entry.expected });
  }
  const count = results.length;
  return {
    queries: count,
    hitAt1: results.filter((result) => result.rank === 1).length / count,
    hitAt5: results.filter((result) => result.rank >= 1 && result.rank <= 5).length / count,
    mrr: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / count,
    results,
  };
}

/** Builds one site into `dir` (made fresh) in a fresh process; returns its out/ folder. */
export function buildSearchSite(site: SearchSite, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  site.prepare(dir);
  const out = join(dir, 'out');
  const run = commandBuild(dir, out, { cacheDir: join(dir, '.cache') });
  if (!run.ok) throw new Error(`build of ${site.name} failed: ${run.error}`);
  return out;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The bench section: each site built and its table measured; misses listed with what came first. */
export async function searchSitesSection(options: { verbose?: boolean; keep?: string } = {}): Promise<void> {
  console.log('Search relevance on other sites (test/search/fixtures/*.json, the sharded index queried as the browser does)');
  const scratch = options.keep ?? mkdtempSync(join(tmpdir(), 'pxdocs-bench-sites-'));
  try {
    for (const site of SEARCH_SITES) {
      if (!site.corpus) {
        console.log(`  ${site.name.padEnd(11)} skipped: its corpus is not on this machine`);
        continue;
      }
      const out = options.keep && existsSync(join(scratch, site.name, 'out', 'search-index.json')) && process.env.BENCH_SITES_REBUILD !== '1'
        ? join(scratch, site.name, 'out')
        : buildSearchSite(site, join(scratch, site.name));
      const figures = await measureTable(await openIndex(out), readTable(site.name));
      console.log(`  ${site.name.padEnd(11)} ${figures.queries} queries   hit@1 ${percent(figures.hitAt1)} · hit@5 ${percent(figures.hitAt5)} · MRR ${figures.mrr.toFixed(3)}`);
      if (options.verbose) {
        for (const result of figures.results) if (result.rank !== 1) console.log(`    ${result.rank ? `#${result.rank}` : 'miss'}  "${result.query}" → ${result.top ?? 'nothing'} (expected ${result.expected})`);
      }
    }
  } finally {
    if (!options.keep) rmSync(scratch, { recursive: true, force: true });
  }
}

// Alone: node --import tsx bench/search-sites.ts [--keep <dir>] [--verbose]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const keepAt = process.argv.indexOf('--keep');
  await searchSitesSection({ verbose: process.argv.includes('--verbose'), keep: keepAt > 0 ? process.argv[keepAt + 1] : undefined });
}
