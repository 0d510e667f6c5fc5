// Search figures for `npm run bench`: the embedded index's size (and how it
// grows with content), and query times — in Node with the same engine the
// browser runs, and in Chromium itself when it is available.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createIndexFile, loadIndexFile, query, type EmbeddedIndexFile } from '../theme/shared/search-engine.js';
import type { SearchRecord } from '../theme/shared/search-shape.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The relevance table's queries plus a few longer ones: what readers type. */
export function benchQueries(): string[] {
  const table = JSON.parse(readFileSync(join(ROOT, 'test', 'search', 'relevance.json'), 'utf8')) as { queries: { query: string }[] };
  return [...table.queries.map((entry) => entry.query), 'how to connect to postgres', 'recursive rules with negation', 'monotonic aggregation msum', 'pxdocs build', 'page 12 of the guide', 'rules derive new facts', 'anot', 'x'];
}

export interface IndexFigures { records: number; pages: number; bytes: number; gzip: number }

export function indexFigures(outDir: string): IndexFigures {
  const text = readFileSync(join(outDir, 'search-index.json'));
  const file = JSON.parse(text.toString('utf8')) as EmbeddedIndexFile;
  return { records: file.docs.length, pages: file.pages.length, bytes: text.length, gzip: gzipSync(text, { level: 9 }).length };
}

/** Index size for the first 25 %, 50 % and 100 % of the pages: linear growth shows as a steady size per page. */
export function growth(outDir: string): { pages: number; records: number; gzip: number }[] {
  const records = JSON.parse(readFileSync(join(outDir, 'search-records.json'), 'utf8')) as SearchRecord[];
  const pages = [...new Set(records.map((record) => record.url_without_anchor))];
  return [0.25, 0.5, 1].map((share) => {
    const keep = new Set(pages.slice(0, Math.round(pages.length * share)));
    const subset = records.filter((record) => keep.has(record.url_without_anchor));
    return { pages: keep.size, records: subset.length, gzip: gzipSync(JSON.stringify(createIndexFile(subset)), { level: 9 }).length };
  });
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

/** Loads the index and times each query (after one warm-up pass), as the modal would send it. */
export function nodeQueryTimes(outDir: string): QueryFigures {
  const file = JSON.parse(readFileSync(join(outDir, 'search-index.json'), 'utf8')) as EmbeddedIndexFile;
  const started = performance.now();
  const index = loadIndexFile(file);
  const loadMs = performance.now() - started;
  const queries = benchQueries();
  const request = (text: string) => ({ query: text, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  for (const text of queries) query(index, request(text));
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const text of queries) {
      const at = performance.now();
      query(index, request(text));
      times.push(performance.now() - at);
    }
  }
  return { loadMs, medianMs: median(times), p95Ms: percentile(times, 0.95), queries: times.length };
}

/** The same measurement inside Chromium: the engine bundled for the browser, the index fetched over HTTP. */
export async function chromiumQueryTimes(outDir: string): Promise<QueryFigures | string> {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) return `skipped: no Chromium at ${executablePath}`;
  const { chromium } = await import('playwright-core');
  const { createStaticHandler } = await import('../server/static-handler.js');
  const { listen } = await import('../server/listen.js');
  const bundle = await build({
    stdin: {
      contents: `import { loadIndexFileAsync, query } from './theme/shared/search-engine.ts'; window.__engine = { loadIndexFileAsync, query };`,
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
      const engine = window.__engine;
      const started = performance.now();
      const index = await engine.loadIndexFileAsync(await (await fetch('/search-index.json')).json());
      const loadMs = performance.now() - started;
      const request = (text) => ({ query: text, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
      for (const text of queries) engine.query(index, request(text));
      const times = [];
      for (let round = 0; round < 5; round++) {
        for (const text of queries) {
          const at = performance.now();
          engine.query(index, request(text));
          times.push(performance.now() - at);
        }
      }
      times.sort((a, b) => a - b);
      return { loadMs, medianMs: times[Math.floor(times.length / 2)], p95Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))], queries: times.length };
    })(${JSON.stringify(benchQueries())})`) as QueryFigures;
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
