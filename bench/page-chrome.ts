// What a doc page carries besides its own body, as the site grows: the real
// content replicated to each size of BENCH_CHROME_PAGES (default
// "500,2000,10000"; bench/generate-real.ts) goes through the build's own
// discover → sidebars → routes → site data (tree assets included), then every
// doc page is rendered by the real theme with an empty body. That is the part
// of a page that could grow with the site (head, navbar, sidebar, breadcrumbs,
// pagination, footer, inline scripts); a page's body depends on its own file
// only. No MDX is compiled, so this runs in seconds where a full build of
// 10,000 pages takes minutes. Prints bytes per page (average, largest), the
// sidebar's share (and what it would weigh rendered whole, as before the
// windowing), and the tree assets, beside the real site.
//   node --import tsx bench/page-chrome.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../compiler/config/load.js';
import { discover, dropDuplicateRoutes } from '../compiler/discover.js';
import { Diagnostics } from '../compiler/diagnostics.js';
import { buildSidebars } from '../compiler/sidebars.js';
import { buildRoutes } from '../compiler/routes.js';
import { siteData } from '../compiler/site-data.js';
import { sidebarAssets } from '../compiler/sidebar-assets.js';
import { buildClientAssets } from '../compiler/client-assets.js';
import { renderPage } from '../compiler/render.js';
import { renderSidebar } from '../theme/shared/sidebar-html.js';
import { generateRealSite } from './generate-real.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Chrome {
  pages: number;
  average: number;
  largest: number;
  sidebar: number;
  treeBytes: number;
  treeGzip: number;
  /** What the sidebar would weigh per page rendered whole (pxdocs before windowing). */
  wholeSidebar: number;
}

export async function measureChrome(cwd: string): Promise<Chrome> {
  const { config } = await loadConfig(cwd);
  const diagnostics = new Diagnostics();
  const tree = await discover({ cwd, config, diagnostics, includeDrafts: false });
  dropDuplicateRoutes(tree, diagnostics, config);
  const sidebars = buildSidebars(tree);
  const client = await buildClientAssets({ announcementId: config.announcementBar?.id });
  const site = siteData(config, sidebars, client.assets);
  const trees = sidebarAssets(sidebars.items);
  if (trees.files.length) site.sidebarTrees = trees.urls;
  const routes = buildRoutes({ config, docs: tree.docs, sidebars, tocs: new Map(), diagnostics });
  let total = 0;
  let largest = 0;
  let sidebar = 0;
  let pages = 0;
  let whole = 0;
  const wholeBytes = new Map<string, number>();
  for (const route of routes) {
    if (route.page.kind !== 'doc') continue;
    if (route.page.sidebar !== undefined && route.page.sidebarItems) {
      // Whole, a sidebar weighs the same on each of its pages (give or take the active mark): measured once.
      if (!wholeBytes.has(route.page.sidebar)) wholeBytes.set(route.page.sidebar, Buffer.byteLength(renderSidebar(route.page.sidebarItems, '')));
      whole += wholeBytes.get(route.page.sidebar)!;
    }
    const { html } = renderPage({ site, page: route.page, baseIslands: ['core'], headScript: client.assets.headScript, titleInBody: route.doc?.titleInBody });
    const bytes = Buffer.byteLength(html);
    total += bytes;
    largest = Math.max(largest, bytes);
    const start = html.indexOf('<aside class="doc-sidebar');
    if (start !== -1) sidebar += Buffer.byteLength(html.slice(start, html.indexOf('</aside>', start)));
    pages++;
  }
  return {
    pages,
    average: total / pages,
    largest,
    sidebar: sidebar / pages,
    treeBytes: trees.files.reduce((sum, file) => sum + Buffer.byteLength(file.contents), 0),
    treeGzip: trees.files.reduce((sum, file) => sum + gzipSync(file.contents).length, 0),
    wholeSidebar: whole / pages,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = (process.env.BENCH_CHROME_PAGES ?? '500,2000,10000').split(',').map(Number).filter(Boolean);
  const rows: [string, Chrome][] = [['real site', await measureChrome(ROOT)]];
  for (const size of sizes) {
    const site = mkdtempSync(join(tmpdir(), 'pxdocs-bench-chrome-'));
    try {
      generateRealSite(site, size);
      rows.push([`${size} pages`, await measureChrome(site)]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }
  const base = rows[0][1].average;
  console.log('Page chrome (a doc page rendered with an empty body), bytes per page');
  console.log(`  ${'site'.padEnd(14)}${'pages'.padStart(8)}${'average'.padStart(10)}${'largest'.padStart(10)}${'sidebar'.padStart(10)}${'vs real'.padStart(9)}${'whole sidebar'.padStart(15)}   tree assets`);
  for (const [label, row] of rows) {
    const trees = row.treeBytes ? `${(row.treeBytes / 1024).toFixed(0)} KB (${(row.treeGzip / 1024).toFixed(0)} KB gzip)` : 'none';
    console.log(`  ${label.padEnd(14)}${String(row.pages).padStart(8)}${row.average.toFixed(0).padStart(10)}${String(row.largest).padStart(10)}${row.sidebar.toFixed(0).padStart(10)}${`${(row.average / base).toFixed(2)}×`.padStart(9)}${row.wholeSidebar.toFixed(0).padStart(15)}   ${trees}`);
  }
}
