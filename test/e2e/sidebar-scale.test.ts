// The sidebar at scale (issue 11): a sidebar over the budget is rendered
// windowed, so a page's HTML does not grow with the site, and the rest of the
// tree comes from one asset when the reader opens a closed category. Built from
// generated sites (test/e2e/sidebar-site.ts) of two sizes over the budget and
// one under it; checked in the HTML and in Chromium. The real site keeps its
// whole sidebar on every page (the spec).
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { SIDEBAR_BUDGET, SIDEBAR_WINDOW } from '../../theme/shared/sidebar-html.js';
import { attr, findAll, hasClass, linksIn, parseHtml, readPage, sidebarOf, text } from '../helpers.js';
import { DESKTOP, MOBILE, buildRealSite, builtPages, launchBrowser, makeTempDir, newContext, removeTempDirs, startServer, watchProblems, type TestServer } from './browser.js';
import { ENTRIES_PER_GROUP, generateSidebarSite } from './sidebar-site.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

/** Groups for a sidebar just over the budget, and twice that. */
const SMALL_OVER = Math.floor(SIDEBAR_BUDGET / ENTRIES_PER_GROUP) + 1;
const LARGE_OVER = SMALL_OVER * 2;
/** A site whose sidebar is rendered whole. */
const UNDER = 10;

let over: string;
let larger: string;
let under: string;

async function buildGenerated(groups: number): Promise<string> {
  const dir = await makeTempDir('pxdocs-sidebar-scale-');
  await generateSidebarSite(dir, groups);
  // On this thread (workers: 1): the same output, without starting page threads (40% of each build's CPU).
  await build({ cwd: dir, reporter: new Reporter({ quiet: true }), workers: 1 });
  return join(dir, 'out');
}

const sidebarHtml = (html: string) => {
  const start = html.indexOf('<nav class="menu"');
  return html.slice(start, html.indexOf('</nav>', start));
};

before(async () => {
  // One at a time: the machine is shared.
  over = await buildGenerated(SMALL_OVER);
  larger = await buildGenerated(LARGE_OVER);
  under = await buildGenerated(UNDER);
});
after(removeTempDirs);

describe('a sidebar over the budget, in the HTML', () => {
  it('links the page\'s own branch and the top level, not the pages of far branches', async () => {
    const tree = parseHtml(await readPage(over, '/docs/group-3/alpha'));
    const nav = sidebarOf(tree);
    assert.ok(nav, 'no sidebar');
    const links = linksIn(nav);
    const hrefs = links.map((link) => link.href);
    assert.ok(hrefs.includes('/docs/group-3/beta'), 'a page of its own category is missing');
    assert.deepEqual(links.filter((link) => link.current).map((link) => link.href), ['/docs/group-3/alpha'], 'the active page is not marked');
    // Far branches: neither their pages nor the pages of the page's own closed sub-category.
    for (const far of ['/docs/group-7/beta', `/docs/group-${SMALL_OVER}/alpha`, '/docs/group-20/deep/one']) assert.ok(!hrefs.includes(far), `${far} is in the page`);
    // The top level: a heading for each category in the window, the rest in one closed group.
    const labels = findAll(nav, (element) => hasClass(element, 'menu-category-label')).map((element) => text(element));
    for (let group = 1; group <= SIDEBAR_WINDOW; group++) assert.ok(labels.includes(`Group ${group}`), `Group ${group} is not in the top level`);
    assert.ok(labels.includes(`${SMALL_OVER - SIDEBAR_WINDOW} more`), `no "N more" group: ${labels.slice(-3).join(', ')}`);
    assert.ok(!labels.includes(`Group ${SMALL_OVER}`));
  });

  it('opens every level on the path to the page, a collapsed category too', async () => {
    // Group 31's sub-category is collapsible and collapsed: it holds the page, so it is open.
    const tree = parseHtml(await readPage(over, '/docs/group-31/deep/one'));
    const nav = sidebarOf(tree)!;
    const current = linksIn(nav).filter((link) => link.current);
    assert.deepEqual(current.map((link) => link.href), ['/docs/group-31/deep/one']);
    const deep = findAll(nav, (element) => element.tagName === 'li' && hasClass(element, 'menu-category-collapsible') && text(element).startsWith('Deep 31'))[0];
    assert.ok(deep, 'no Deep 31 category');
    const details = findAll(deep, (element) => element.tagName === 'details')[0];
    assert.notEqual(attr(details, 'open'), undefined, 'the collapsed category holding the page is closed');
    // The window moves with the page: its top level shows Group 31 and a closed group before it.
    const labels = findAll(nav, (element) => hasClass(element, 'menu-category-label')).map((element) => text(element));
    assert.ok(labels.includes('Group 31') && !labels.includes('Group 1'));
    assert.ok(labels.some((label) => /^\d+ more$/.test(label)));
  });

  it('writes the tree once, as one hashed asset every page points to, holding every page', async () => {
    const files = (await readdir(join(over, 'assets'))).filter((name) => /^sidebar-.*\.json$/.test(name));
    assert.equal(files.length, 1, `tree assets: ${files.join(', ')}`);
    assert.match(files[0], /^sidebar-docs-[0-9a-f]{10}\.json$/);
    const asset = await readFile(join(over, 'assets', files[0]), 'utf8');
    const pages = (await builtPages(over)).filter((page) => page.route.startsWith('/docs/'));
    assert.ok(pages.length >= SMALL_OVER * 3);
    for (const page of pages) {
      assert.match(page.html, new RegExp(`data-sidebar-tree="/assets/${files[0].replace('.', '\\.')}"`), `${page.route} does not point to the tree`);
      assert.ok(asset.includes(`"href":"${page.route}"`), `${page.route} is not in the tree`);
    }
  });

  it('keeps a page\'s HTML the same size when the site doubles', async () => {
    // Pages whose window is not cut by the end of the top level in either site.
    for (const route of ['/docs/group-3/alpha', '/docs/group-20/beta', '/docs/group-15/deep/one']) {
      const small = Buffer.byteLength(await readPage(over, route));
      const large = Buffer.byteLength(await readPage(larger, route));
      // Only the count of an "N more" group may gain a digit.
      assert.ok(Math.abs(large - small) <= 8, `${route}: ${small} bytes with ${SMALL_OVER} groups, ${large} with ${LARGE_OVER}`);
      const nav = sidebarHtml(await readPage(larger, route));
      // 12 KB until each entry also carried Docusaurus's class names (theme/shared/docusaurus-classes.ts, for
      // a Docusaurus site's custom CSS): 10.4-10.7 KB then, 14.9-15.3 KB with them; the margin kept as it was.
      assert.ok(nav.length < 17_000, `${route}: the sidebar is ${nav.length} bytes`);
    }
    // And over every page: the largest page of the doubled site is no larger than the small
    // site's (within 1%: its labels and links have more two-digit group numbers).
    const largest = async (out: string) => Math.max(...(await builtPages(out)).filter((page) => page.route.startsWith('/docs/')).map((page) => Buffer.byteLength(page.html)));
    const [small, large] = [await largest(over), await largest(larger)];
    assert.ok(large <= small * 1.01, `largest page: ${small} bytes with ${SMALL_OVER} groups, ${large} with ${LARGE_OVER}`);
  });
});

describe('a sidebar within the budget', () => {
  it('is rendered whole, with no tree asset and no island', async () => {
    const html = await readPage(under, '/docs/group-3/alpha');
    const hrefs = linksIn(sidebarOf(parseHtml(html))!).map((link) => link.href);
    for (let group = 1; group <= UNDER; group++) {
      for (const page of ['alpha', 'beta', 'deep/one']) assert.ok(hrefs.includes(`/docs/group-${group}/${page}`), `group ${group} ${page} missing`);
    }
    assert.doesNotMatch(html, /data-sidebar-(tree|node|more)/);
    assert.doesNotMatch(html, /assets\/sidebar-[^"]*\.js/);
    assert.deepEqual((await readdir(join(under, 'assets'))).filter((name) => name.startsWith('sidebar-') && name.endsWith('.json')), []);
  });
});

describe('the real site', () => {
  it('renders every area\'s whole sidebar on each of its pages (the spec)', async () => {
    const out = await buildRealSite();
    const docs = (await builtPages(out)).filter((page) => page.bodyClass.includes('page-doc'));
    const byArea = new Map<string, string>();
    for (const page of docs) {
      const nav = sidebarHtml(page.html);
      assert.ok(nav, `${page.route} has no sidebar`);
      assert.doesNotMatch(nav, /data-sidebar-(tree|node|more)|menu-more|<details/, `${page.route}'s sidebar is not whole`);
      // Every page of an area shows the same links (only the active mark moves).
      const links = JSON.stringify(linksIn(sidebarOf(parseHtml(page.html))!).map((link) => link.href));
      const area = page.route.split('/')[1];
      if (!byArea.has(area)) byArea.set(area, links);
      else assert.equal(links, byArea.get(area), `${page.route}'s sidebar differs from its area's`);
      if (links.includes(`"${page.route}"`)) continue;
      assert.fail(`${page.route} is not in its own sidebar`);
    }
    assert.ok(byArea.size >= 3);
  });
});

describe('a sidebar over the budget, in Chromium', () => {
  let server: TestServer;
  let underServer: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  /**
   * The block's one page, used again from test to test (afterEach drops the test's listeners, puts back
   * the desktop viewport and leaves it on about:blank): a tab or context per test was a renderer and a
   * cold first load each.
   */
  let page: Page;

  before(async () => {
    [server, underServer, browser] = await Promise.all([startServer(over), startServer(under), launchBrowser()]);
    context = await newContext(browser);
    // Layout shifts not caused by the reader, from the start of each page (buffered).
    await context.addInitScript({ content: `globalThis.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__shift += entry.value; }).observe({ type: 'layout-shift', buffered: true });` });
    page = await context.newPage();
  });
  afterEach(async () => {
    for (const event of ['request', 'console', 'pageerror']) page.removeAllListeners(event);
    await page.setViewportSize(DESKTOP);
    await page.goto('about:blank');
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await underServer?.close();
  });

  /** Open states of the sidebar's categories, and whether each category's list is shown. */
  const states = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.doc-sidebar li.menu-category')].map((li: any) => {
    const list = li.querySelector(':scope > ul, :scope > details > ul');
    return `${li.querySelector('.menu-link')?.textContent}:${list && list.getClientRects().length > 0 ? 'shown' : 'closed'}`;
  }));

  const summary = (page: Page, label: string) => page.locator('.doc-sidebar summary', { hasText: new RegExp(`^${label}$`) });

  it('collapses nothing on load, opens a closed category from the tree on click, and a collapsed one inside it', async () => {
    const problems = watchProblems(page);
    const tree: string[] = [];
    page.on('request', (request) => { if (/\/assets\/sidebar-.*\.json$/.test(request.url())) tree.push(request.url()); });
    await page.goto(`${server.url}/docs/group-3/alpha`);
    const loaded = await states(page);
    assert.ok(loaded.includes('Group 3:shown'), `the page's own category is not shown: ${loaded.slice(0, 5).join(', ')}`);
    await page.waitForTimeout(300);
    assert.deepEqual(await states(page), loaded, 'a category changed state on its own after load');
    assert.equal(await page.evaluate(() => (globalThis as any).__shift), 0, 'the page shifted on load');
    assert.equal(await page.locator('.doc-sidebar a[aria-current="page"]').getAttribute('href'), '/docs/group-3/alpha');

    // A category closed by the budget opens on click and shows its pages, from the tree.
    await summary(page, 'Group 8').click();
    // A category's list follows its <details>, in its entry.
    const group8 = page.locator('.doc-sidebar li:has(> details[data-sidebar-node="7"])');
    await group8.locator('a[href="/docs/group-8/beta"]').waitFor({ state: 'visible' });
    assert.equal(tree.length, 1, 'the tree was not fetched once');
    // Its sub-category follows the site's default (always expanded): shown, not collapsed.
    assert.ok(await group8.locator('a[href="/docs/group-8/deep/one"]').isVisible(), 'an expanded sub-category came out collapsed');
    // The markup is what a page rendering the whole sidebar shows for that category (loaded in this tab at the end).
    const filled = await group8.locator(':scope > ul').evaluate((element: any) => element.outerHTML);

    // Group 7's sub-category is `collapsed: true`: it comes closed and opens on click.
    await summary(page, 'Group 7').click();
    const deep = page.locator('.doc-sidebar li:has(> details[data-sidebar-node="6"]) li.menu-category', { has: page.locator(':scope > details > summary', { hasText: /^Deep 7$/ }) });
    await deep.waitFor({ state: 'attached' });
    assert.equal(await deep.evaluate((element: any) => element.querySelector(':scope > details').open), false, 'a collapsed category came out open');
    assert.ok(!(await deep.locator('a[href="/docs/group-7/deep/one"]').isVisible()));
    await deep.locator(':scope > details > summary').click();
    await deep.locator('a[href="/docs/group-7/deep/one"]').waitFor({ state: 'visible' });

    // The "N more" group opens into the categories beyond the window.
    await summary(page, `${SMALL_OVER - SIDEBAR_WINDOW} more`).click();
    await page.locator(`.doc-sidebar details[data-sidebar-more] a[href="/docs/group-${SMALL_OVER}/beta"]`).waitFor({ state: 'visible' });
    // Nothing opened earlier closed meanwhile, and the tree was still fetched only once.
    const after = await states(page);
    for (const label of ['Group 3', 'Group 7', 'Group 8', 'Deep 7']) assert.ok(after.includes(`${label}:shown`), `${label} closed: ${after.filter((state) => state.startsWith(label)).join(', ')}`);
    assert.equal(tree.length, 1);
    assert.deepEqual([...problems.errors, ...problems.consoleErrors], []);

    await page.goto(`${underServer.url}/docs/group-1/alpha`);
    const reference = await page.locator('.doc-sidebar li.menu-category', { has: page.locator(':scope > .menu__list-item-collapsible > .menu-category-label', { hasText: /^Group 8$/ }) }).locator(':scope > ul').evaluate((element: any) => element.outerHTML);
    assert.equal(filled, reference);
  });

  it('serves the tree as an immutable asset', async () => {
    const [name] = (await readdir(join(over, 'assets'))).filter((file) => /^sidebar-.*\.json$/.test(file));
    const response = await fetch(`${server.url}/assets/${name}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok(Array.isArray(((await response.json()) as { items: unknown[] }).items));
  });

  it('opens closed categories in the mobile menu\'s copy of the sidebar', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.url}/docs/group-3/alpha`);
    await page.locator('[data-menu-toggle]').click();
    await page.locator('[data-mobile-sidebar] summary', { hasText: /^Group 9$/ }).click();
    await page.locator('[data-mobile-sidebar] a[href="/docs/group-9/beta"]').waitFor({ state: 'visible' });
  });

  it('lets a page reached by client navigation open its closed categories too', async () => {
    await page.goto(`${server.url}/docs/group-3/alpha`);
    await page.locator('.doc-sidebar a[href="/docs/group-3/beta"]').click();
    await page.waitForURL(/group-3\/beta$/);
    await summary(page, 'Group 12').click();
    await page.locator('.doc-sidebar a[href="/docs/group-12/alpha"]').waitFor({ state: 'visible' });
  });
});
