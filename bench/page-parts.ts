// Where a page's bytes go, and whether any part grows with the site: builds
// the real content replicated to each size of BENCH_PARTS_PAGES (default
// "500,2000"; bench/generate-real.ts) and prints, per size, the average bytes
// per doc page of each part of the HTML (head, inline scripts, navbar,
// sidebar, breadcrumbs and pagination (inside the article), article, TOC, footer) and of its Markdown
// twin, beside the real 43-page site. A part that grows with the page count is
// one that makes the output grow with the square of the site.
//   node --import tsx bench/page-parts.ts [realOutDir]
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRealSite } from './generate-real.js';
import { timedBuild } from './scale.js';

/** Named regions of a page: a start marker and the end marker after it. */
const PARTS: [name: string, start: string, end: string][] = [
  ['head', '<head>', '</head>'],
  ['navbar', '<nav class="navbar-inner', '</nav>'],
  ['sidebar', '<aside class="doc-sidebar', '</aside>'],
  ['breadcrumbs', '<nav class="breadcrumbs', '</nav>'],
  ['pagination', '<nav class="pagination', '</nav>'],
  ['toc', '<aside class="toc', '</aside>'],
  ['article', '<article', '</article>'],
  ['footer', '<footer', '</footer>'],
];

export interface Parts {
  pages: number;
  /** Average bytes per doc page, by part; `total`, `inline scripts` and `markdown twin` too. */
  bytes: Map<string, number>;
}

function docPages(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name.endsWith('.html')) files.push(full);
    }
  };
  walk(dir);
  return files;
}

export function measureParts(outDir: string): Parts {
  const sums = new Map<string, number>();
  let pages = 0;
  const add = (name: string, bytes: number) => sums.set(name, (sums.get(name) ?? 0) + bytes);
  for (const file of docPages(outDir)) {
    const html = readFileSync(file, 'utf8');
    if (!/<body[^>]*class="[^"]*page-doc/.test(html)) continue;
    pages++;
    add('total', Buffer.byteLength(html));
    for (const [name, start, end] of PARTS) {
      const from = html.indexOf(start);
      if (from === -1) continue;
      add(name, Buffer.byteLength(html.slice(from, html.indexOf(end, from) + end.length)));
    }
    let inline = 0;
    for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) inline += Buffer.byteLength(match[1]);
    add('inline scripts', inline);
    try {
      add('markdown twin', statSync(file.replace(/\.html$/, '.md')).size);
    } catch {
      // A page without a twin counts zero.
    }
  }
  return { pages, bytes: new Map([...sums].map(([name, sum]) => [name, sum / Math.max(1, pages)])) };
}

export function printParts(columns: [label: string, parts: Parts][]): void {
  const names = ['total', ...PARTS.map(([name]) => name), 'inline scripts', 'markdown twin'];
  console.log(`  ${'bytes per doc page'.padEnd(20)}${columns.map(([label]) => label.padStart(14)).join('')}`);
  for (const name of names) {
    console.log(`  ${name.padEnd(20)}${columns.map(([, parts]) => (parts.bytes.get(name) ?? 0).toFixed(0).padStart(14)).join('')}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const realOut = process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'out');
  const sizes = (process.env.BENCH_PARTS_PAGES ?? '500,2000').split(',').map(Number).filter(Boolean);
  const columns: [string, Parts][] = [];
  const real = measureParts(realOut);
  columns.push([`real ${real.pages}`, real]);
  for (const size of sizes) {
    const site = mkdtempSync(join(tmpdir(), 'pxdocs-bench-parts-'));
    try {
      const pages = generateRealSite(site, size);
      const run = timedBuild(site, join(site, 'out'));
      if (!run.ok) {
        console.log(`  ${pages} pages: the build did not finish (${run.error})`);
        continue;
      }
      columns.push([`${pages} pages`, measureParts(join(site, 'out'))]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }
  printParts(columns);
}
