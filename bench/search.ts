// Search figures for `npm run bench`: the sharded embedded index's size (the
// manifest, and how it grows with content), what a first search downloads, and
// query times — in Node with the same engine the browser runs, and in Chromium
// itself when it is available.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ShardedIndex, shardPaths, type ShardedManifest } from '../theme/shared/search-shards.js';
import { createShardedIndex } from '../compiler/search/shards.js';
import { brotliOnRequest } from '../server/static-handler.js';
import type { SearchRecord } from '../theme/shared/search-shape.js';
import { readRecordsFile } from '../compiler/search/records-file.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The relevance table's queries plus a few longer ones: what readers type. */
export function benchQueries(): string[] {
  const table = JSON.parse(readFileSync(join(ROOT, 'test', 'search', 'relevance.json'), 'utf8')) as { queries: { query: string }[] };
  return [...table.queries.map((entry) => entry.query), 'how to connect to postgres', 'recursive rules with negation', 'monotonic aggregation msum', 'pxdocs build', 'page 12 of the guide', 'rules derive new facts', 'anot', 'x'];
}

export interface IndexFigures {
  records: number;
  pages: number;
  terms: number;
  /** Whether the manifest lists only part of the dictionary (postings.ts `dictionaryHead`). */
  partial: boolean;
  postingsShards: number;
  chunks: number;
  /** The manifest, as served (brotli) and gzip. */
  manifestBrotli: number;
  manifestGzip: number;
  /** Every file of the index, raw and as served (brotli). */
  bytes: number;
  brotli: number;
}

/**
 * Size of a file as `serve` sends it to a browser that accepts brotli: its
 * `.br` when the build wrote one, else compressed as serve compresses on
 * request (`brotliOnRequest`: the index's shards and chunks have no `.br`).
 */
export function servedBytes(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const body = readFileSync(file);
  return brotliCompressSync(body, brotliOnRequest(body.length)).length;
}

function manifestOf(outDir: string): ShardedManifest {
  return JSON.parse(readFileSync(join(outDir, 'search-index.json'), 'utf8')) as ShardedManifest;
}

function indexFiles(outDir: string, manifest: ShardedManifest): string[] {
  // Chunk slots are sparse (a page takes a power of two of them): the files are the slots that hold records.
  const chunks = Array.from({ length: manifest.chunks }, (_, n) => join(outDir, manifest.chunkFile.replace('{n}', String(n)))).filter((path) => existsSync(path));
  return [...['search-index.json', ...shardPaths(manifest)].map((path) => join(outDir, path)), ...chunks];
}

export function indexFigures(outDir: string): IndexFigures {
  const manifest = manifestOf(outDir);
  const text = readFileSync(join(outDir, 'search-index.json'));
  const files = indexFiles(outDir, manifest);
  const pages = new Set(readRecordsFile<SearchRecord>(join(outDir, 'search-records.json')).map((record) => record.url_without_anchor)).size;
  return {
    records: manifest.records,
    pages,
    terms: manifest.terms.length,
    partial: manifest.dictionary === 'head',
    postingsShards: manifest.shardStarts.length,
    chunks: files.length - 1 - manifest.shardStarts.length,
    manifestBrotli: servedBytes(join(outDir, 'search-index.json')),
    manifestGzip: gzipSync(text, { level: 9 }).length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    brotli: files.reduce((sum, file) => sum + servedBytes(file), 0),
  };
}

/** The manifest's size (gzip) for the first 25 %, 50 % and 100 % of the pages: it grows with the vocabulary, not the pages. */
export async function growth(outDir: string): Promise<{ pages: number; records: number; gzip: number }[]> {
  const records = readRecordsFile<SearchRecord>(join(outDir, 'search-records.json'));
  const pages = [...new Set(records.map((record) => record.url_without_anchor))];
  return Promise.all([0.25, 0.5, 1].map(async (share) => {
    const keep = new Set(pages.slice(0, Math.round(pages.length * share)));
    const subset = records.filter((record) => keep.has(record.url_without_anchor));
    return { pages: keep.size, records: subset.length, gzip: gzipSync(JSON.stringify((await createShardedIndex(subset)).manifest), { level: 9 }).length };
  }));
}

/** A fresh index over out/ (nothing cached) that counts what it reads, as served. */
export function freshIndex(outDir: string): { index: ShardedIndex; files: string[]; bytes: () => number } {
  const files = ['search-index.json'];
  const index = new ShardedIndex(manifestOf(outDir), async (path) => {
    files.push(path);
    return JSON.parse(readFileSync(join(outDir, path), 'utf8'));
  });
  return { index, files, bytes: () => files.reduce((sum, path) => sum + servedBytes(join(outDir, path)), 0) };
}

export interface FirstQueryFigures { query: string; files: number; bytes: number; worst: { query: string; bytes: number; files: number }; median: number }

/**
 * What a first search downloads (as served: brotli), for the first bench query
 * and for each bench query typed first on a fresh page: the manifest, the
 * postings shards of its words, the document chunks of its 20 hits.
 */
export async function firstQueryFigures(outDir: string): Promise<FirstQueryFigures> {
  const request = (text: string) => ({ query: text, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  const each: { query: string; bytes: number; files: number }[] = [];
  for (const text of benchQueries()) {
    const fresh = freshIndex(outDir);
    await fresh.index.query(request(text));
    each.push({ query: text, bytes: fresh.bytes(), files: fresh.files.length });
  }
  const worst = [...each].sort((a, b) => b.bytes - a.bytes)[0];
  return { query: each[0].query, files: each[0].files, bytes: each[0].bytes, worst, median: median(each.map((entry) => entry.bytes)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

export interface QueryFigures { loadMs: number; medianMs: number; p95Ms: number; queries: number }

/**
 * Times each query once its shards are loaded (the first pass loads them; the
 * median and p95 are over five more passes); `loadMs` is the first pass: the
 * manifest, shards and chunks read from disk and parsed.
 */
export async function nodeQueryTimes(outDir: string): Promise<QueryFigures> {
  const started = performance.now();
  const { index } = freshIndex(outDir);
  const queries = benchQueries();
  const request = (text: string) => ({ query: text, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  for (const text of queries) await index.query(request(text));
  const loadMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const text of queries) {
      const at = performance.now();
      await index.query(request(text));
      times.push(performance.now() - at);
    }
  }
  return { loadMs, medianMs: median(times), p95Ms: percentile(times, 0.95), queries: times.length };
}

export interface ChromiumFigures extends QueryFigures {
  /** The first bench query on a fresh page: bytes over the wire (encoded bodies) and requests. */
  firstQueryBytes: number;
  firstQueryRequests: number;
  /** Wall time of that first query, downloads included (localhost). */
  firstQueryMs: number;
}

/**
 * The same inside Chromium: the engine bundled for the browser, the index
 * fetched over HTTP from `serve`'s handler (which sends the `.br` files), the
 * first query's downloads read from Resource Timing.
 */
export async function chromiumQueryTimes(outDir: string): Promise<ChromiumFigures | string> {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) return `skipped: no Chromium at ${executablePath}`;
  const { chromium } = await import('playwright-core');
  const { createStaticHandler } = await import('../server/static-handler.js');
  const { listen } = await import('../server/listen.js');
  const bundle = await build({
    stdin: {
      contents: `import { ShardedIndex } from './theme/shared/search-shards.ts'; window.__ShardedIndex = ShardedIndex;`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
  });
  const server = await listen(createStaticHandler(outDir), 0, '127.0.0.1');
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    // A string, not a function: the TypeScript loader would add helpers the page does not have.
    return await page.evaluate(`(async (queries) => {
      const load = (path) => fetch(new URL(path, location.origin + '/search-index.json')).then((response) => { if (!response.ok) throw new Error(path + ' ' + response.status); return response.json(); });
      const request = (text) => ({ query: text, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
      performance.clearResourceTimings();
      const started = performance.now();
      const index = new window.__ShardedIndex(await load('/search-index.json'), load);
      await index.query(request(queries[0]));
      const firstQueryMs = performance.now() - started;
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/search-index.json') || entry.name.includes('/assets/search/'));
      const firstQueryBytes = entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      const loadStarted = performance.now();
      for (const text of queries) await index.query(request(text));
      const loadMs = performance.now() - loadStarted;
      const times = [];
      for (let round = 0; round < 5; round++) {
        for (const text of queries) {
          const at = performance.now();
          await index.query(request(text));
          times.push(performance.now() - at);
        }
      }
      times.sort((a, b) => a - b);
      return { firstQueryBytes, firstQueryRequests: entries.length, firstQueryMs, loadMs, medianMs: times[Math.floor(times.length / 2)], p95Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))], queries: times.length };
    })(${JSON.stringify(benchQueries())})`) as ChromiumFigures;
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
