// First-load budget: the JavaScript and the CSS a first visit to a docs page
// downloads, gzipped, must each stay within 15 KB. Measured from the built HTML
// (module scripts, their modulepreloads and static imports, inline scripts,
// stylesheets and their @imports), and cross-checked in the browser: everything
// Chromium actually requests on a first load must be part of the count.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildRealSite, builtPages, launchBrowser, makeTempDir, newContext, removeTempDirs, startServer, type BuiltPage, type TestServer } from './browser.js';

/** Gzipped bytes allowed per docs page, for JavaScript and for CSS each. */
const BUDGET = 15_000;

let out: string;
let docsPages: BuiltPage[];
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  const [built, launched] = await Promise.all([buildRealSite(), launchBrowser()]);
  out = built;
  browser = launched;
  server = await startServer(out);
  docsPages = (await builtPages(out)).filter((page) => /\bpage-(doc|generated-index)\b/.test(page.bodyClass));
});

after(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

interface FirstLoad {
  js: number;
  css: number;
  /** Asset URLs counted, with their gzipped sizes. */
  files: Map<string, number>;
  inlineScripts: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What a first visit to this HTML downloads, gzipped (each file counted once). */
async function measureFirstLoad(root: string, html: string): Promise<FirstLoad> {
  const files = new Map<string, number>();
  const sources = new Map<string, string>();
  const load = async (url: string) => {
    if (!sources.has(url)) {
      const contents = await readFile(join(root, decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\//, '')));
      sources.set(url, contents.toString('utf8'));
      files.set(url, gzipSync(contents).length);
    }
    return sources.get(url)!;
  };
  const resolveUrl = (from: string, specifier: string) => new URL(specifier, `http://site${from}`).pathname;

  // JavaScript: inline scripts, module scripts and their modulepreloads, and every static import.
  let js = 0;
  let inlineScripts = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attribute(match[1], 'src');
    const type = attribute(match[1], 'type');
    if (type && !/module|javascript/.test(type)) continue;
    if (!src) {
      js += gzipSync(match[2]).length;
      inlineScripts += 1;
    }
  }
  const scriptUrls: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = attribute(match[1], 'src');
    if (src?.startsWith('/')) scriptUrls.push(src);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    if (attribute(match[1], 'rel') === 'modulepreload') scriptUrls.push(attribute(match[1], 'href')!);
  }
  const seenJs = new Set<string>();
  while (scriptUrls.length) {
    const url = scriptUrls.shift()!;
    if (seenJs.has(url)) continue;
    seenJs.add(url);
    const source = await load(url);
    // Static imports only (`import … from "x"`, `import "x"`, `export … from "x"`); dynamic import() loads later.
    for (const found of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
      if (/^\.{0,2}\//.test(found[1])) scriptUrls.push(resolveUrl(url, found[1]));
    }
  }
  for (const url of seenJs) js += files.get(url)!;

  // CSS: stylesheets and their @imports.
  const cssUrls: string[] = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    if (attribute(match[1], 'rel') === 'stylesheet') cssUrls.push(attribute(match[1], 'href')!);
  }
  const seenCss = new Set<string>();
  while (cssUrls.length) {
    const url = cssUrls.shift()!;
    if (seenCss.has(url) || !url.startsWith('/')) continue;
    seenCss.add(url);
    const source = await load(url);
    for (const found of source.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)) cssUrls.push(resolveUrl(url, found[1]));
  }
  let css = 0;
  for (const url of seenCss) css += files.get(url)!;
  return { js, css, files, inlineScripts };
}

function overBudget(load: FirstLoad): string[] {
  const problems: string[] = [];
  const list = () => [...load.files].map(([url, bytes]) => `${url} ${bytes} B`).join(', ');
  if (load.js > BUDGET) problems.push(`JavaScript ${load.js} B gzip > ${BUDGET} B (${list()})`);
  if (load.css > BUDGET) problems.push(`CSS ${load.css} B gzip > ${BUDGET} B (${list()})`);
  return problems;
}

describe('First-load budget', () => {
  test('every docs page loads at most 15 KB of JavaScript and 15 KB of CSS (gzip) on a first visit', async () => {
    assert.ok(docsPages.length > 10, 'the site has docs pages');
    const failures: string[] = [];
    let heaviest = { route: '', js: 0, css: 0 };
    for (const page of docsPages) {
      const load = await measureFirstLoad(out, page.html);
      assert.ok(load.inlineScripts >= 1, `${page.route}: the inline head script is counted`);
      assert.ok(load.js > 1000 && load.css > 1000, `${page.route}: the measurement found the scripts and the stylesheet`);
      for (const problem of overBudget(load)) failures.push(`${page.route}: ${problem}`);
      if (load.js > heaviest.js) heaviest = { route: page.route, js: load.js, css: load.css };
    }
    assert.deepEqual(failures, [], `docs pages over the first-load budget:\n${failures.join('\n')}`);
    assert.ok(heaviest.js <= BUDGET, `heaviest page ${heaviest.route}: JS ${heaviest.js} B, CSS ${heaviest.css} B`);
  });

  test('the budget check fails for a page whose first-load JavaScript or CSS is over 15 KB', async () => {
    // A copy of a real page that also loads 20 KB of incompressible script and style.
    const dir = await makeTempDir('pxdocs-e2e-budget-');
    const page = docsPages[0];
    const files = new Set([...page.html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
    for (const url of files) {
      await mkdir(dirname(join(dir, url)), { recursive: true });
      await writeFile(join(dir, url), await readFile(join(out, url)));
    }
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'assets', 'heavy.js'), `export const blob = "${randomBytes(15_000).toString('base64')}";\n`);
    await writeFile(join(dir, 'assets', 'heavy.css'), `.heavy::after { content: "${randomBytes(15_000).toString('base64')}"; }\n`);
    await writeFile(join(dir, 'assets', 'entry.js'), 'import { blob } from "./heavy.js";\nconsole.log(blob.length);\n');
    const html = page.html.replace('</head>', '<script type="module" src="/assets/entry.js"></script><link rel="stylesheet" href="/assets/heavy.css"/></head>');
    const heavy = await measureFirstLoad(dir, html);
    const problems = overBudget(heavy);
    assert.equal(problems.length, 2, `both budgets are exceeded: ${problems.join('; ')}`);
    assert.ok(heavy.files.has('/assets/heavy.js'), 'a static import of a loaded script is counted');
  });

  test('everything the browser requests on a first visit to a docs page is part of the count', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    // The page loading the most module scripts.
    const page = [...docsPages].sort((a, b) => (b.html.match(/type="module"/g)?.length ?? 0) - (a.html.match(/type="module"/g)?.length ?? 0))[0];
    const counted = (await measureFirstLoad(out, page.html)).files;
    const tab = await context.newPage();
    const requested: string[] = [];
    tab.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) requested.push(new URL(request.url()).pathname);
    });
    await tab.goto(server.url + page.route, { waitUntil: 'load' });
    assert.ok(requested.length >= 2, `scripts and styles were requested: ${requested.join(', ')}`);
    const missing = requested.filter((url) => !counted.has(url));
    assert.deepEqual(missing, [], `requested on first load but not counted against the budget (${page.route})`);
  });
});
