// The blog sidebar at scale: with `blogSidebarCount: 'ALL'` every blog page
// shows every post, so a blog's HTML grew with the square of its posts. A list
// over SIDEBAR_BUDGET posts is now a window on each page (SIDEBAR_WINDOW posts
// around the page's own, "N more" groups linking the archive) and one hashed
// asset per blog holding the whole list, which the sidebar island renders in the
// window's place when a group opens (theme/shared/blog-sidebar-html.ts). Built
// from generated blogs (test/e2e/blog-site.ts) of two sizes over the budget, one
// flat (groupByYear off) and one under it; checked in the HTML, in `pxdocs dev`
// and in Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { startDev, type DevServer } from '../../server/dev-server.js';
import { SIDEBAR_BUDGET, SIDEBAR_WINDOW } from '../../theme/shared/sidebar-html.js';
import { renderBlogSidebar, yearGroups, type BlogSidebarData } from '../../theme/shared/blog-sidebar-html.js';
import { attr, find, findAll, hasClass, parseHtml, readPage, text, type Element } from '../helpers.js';
import { Collector } from '../dev/dev-helpers.js';
import { builtPages, launchBrowser, makeTempDir, newContext, removeTempDirs, startServer, watchProblems, type TestServer } from './browser.js';
import { blogPost, generateBlogSite } from './blog-site.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

/** Posts of a blog just over the budget, and twice that; a blog whose list is rendered whole. */
const OVER = SIDEBAR_BUDGET + 40;
const LARGER = OVER * 2;
const UNDER = 30;
/** The flat list's blog: over the budget is all it needs (its size is not what is tested; 40 posts fewer, a sixth of its build). */
const FLAT = SIDEBAR_BUDGET + 1;
const HALF = Math.floor(SIDEBAR_WINDOW / 2);

let sites: { over: string; larger: string; flat: string; under: string };

async function buildGenerated(posts: number, options: { groupByYear?: boolean; config?: string } = {}): Promise<string> {
  const dir = await makeTempDir('pxdocs-blog-scale-');
  await generateBlogSite(dir, posts, options);
  // On this thread (workers: 1): the same output, without starting page threads (a third of each build's CPU).
  const result = await build({ cwd: dir, reporter: new Reporter({ quiet: true }), workers: 1 });
  assert.deepEqual(result.warnings.map((warning) => warning.message), []);
  return dir;
}

const out = (site: string) => join(site, 'out');

/** The routes of a blog's posts in its sidebar's order (newest first). */
const newestFirst = (posts: number) => Array.from({ length: posts }, (_, index) => blogPost(posts - index));

/** The blog sidebar of a page: its post links (not the groups' archive links), its current post, its "N more" groups and year headings. */
function blogSidebar(html: string) {
  const aside = find(parseHtml(html), (element) => element.tagName === 'aside' && hasClass(element, 'blog-sidebar'));
  assert.ok(aside, 'no blog sidebar');
  const nav = find(aside, (element) => element.tagName === 'nav')!;
  const groups = findAll(nav, (element) => element.tagName === 'details');
  const inGroup = new Set(groups.flatMap((group) => findAll(group, (element) => element.tagName === 'a')));
  const links = findAll(nav, (element) => element.tagName === 'a' && !inGroup.has(element));
  return {
    nav,
    tree: attr(nav, 'dataBlogSidebarTree'),
    hrefs: links.map((link) => attr(link, 'href')),
    current: links.filter((link) => attr(link, 'ariaCurrent') === 'page').map((link) => attr(link, 'href')),
    groups: groups.map((group) => ({ range: attr(group, 'dataBlogSidebarMore'), summary: text(find(group, (element) => element.tagName === 'summary')!), links: [...inGroup].filter((link) => findAll(group, (element) => element === link).length).map((link) => attr(link, 'href')) })),
    years: findAll(nav, (element) => element.tagName === 'h3').map((element) => text(element)),
  };
}

/** The window a post's page shows: start and end (exclusive) in the list of `posts`. */
function windowOf(posts: number, n: number): [number, number] {
  const at = posts - n;
  const start = Math.min(Math.max(0, at - HALF), posts - SIDEBAR_WINDOW);
  return [start, start + SIDEBAR_WINDOW];
}

before(async () => {
  // One at a time: the machine is shared.
  sites = { over: await buildGenerated(OVER), larger: await buildGenerated(LARGER), flat: await buildGenerated(FLAT, { groupByYear: false }), under: await buildGenerated(UNDER) };
});
after(removeTempDirs);

describe('a blog sidebar over the budget, in the HTML', () => {
  it('shows a post the posts around it under their years, the rest in "N more" groups linking the archive', async () => {
    for (const n of [100, 3, OVER - 1]) {
      const post = blogPost(n);
      const sidebar = blogSidebar(await readPage(out(sites.over), post.route));
      const [start, end] = windowOf(OVER, n);
      const expected = newestFirst(OVER).slice(start, end);
      assert.deepEqual(sidebar.hrefs, expected.map((item) => item.route), `post ${n}'s window`);
      assert.deepEqual(sidebar.current, [post.route], `post ${n} is not marked`);
      // Each year of the window under its heading, newest first.
      assert.deepEqual(sidebar.years, [...new Set(expected.map((item) => item.date.slice(0, 4)))]);
      const groups = [...(start > 0 ? [{ range: `0:${start}`, summary: `${start} more`, links: ['/blog/archive'] }] : []), ...(end < OVER ? [{ range: `${end}:${OVER}`, summary: `${OVER - end} more`, links: ['/blog/archive'] }] : [])];
      assert.deepEqual(sidebar.groups, groups, `post ${n}'s groups`);
    }
    // The posts next to it are there; the far ones are not.
    const hrefs = blogSidebar(await readPage(out(sites.over), blogPost(100).route)).hrefs;
    for (const near of [99, 101, 100 - HALF, 100 + HALF]) assert.ok(hrefs.includes(blogPost(near).route), `post ${near} is missing`);
    for (const far of [1, 50, OVER]) assert.ok(!hrefs.includes(blogPost(far).route), `post ${far} is in the page`);
  });

  it('shows the newest posts on the blog\'s other pages, and on the flat list too', async () => {
    const newest = newestFirst(OVER).slice(0, SIDEBAR_WINDOW).map((item) => item.route);
    for (const route of ['/blog', '/blog/page/3', '/blog/tags/design', '/blog/authors/ada', '/blog/archive']) {
      const sidebar = blogSidebar(await readPage(out(sites.over), route));
      assert.deepEqual(sidebar.hrefs, newest, route);
      assert.deepEqual(sidebar.current, []);
      assert.deepEqual(sidebar.groups.map((group) => group.range), [`${SIDEBAR_WINDOW}:${OVER}`], route);
    }
    const flat = blogSidebar(await readPage(out(sites.flat), blogPost(100).route));
    const [start, end] = windowOf(FLAT, 100);
    assert.deepEqual(flat.hrefs, newestFirst(FLAT).slice(start, end).map((item) => item.route));
    assert.deepEqual(flat.years, []);
    assert.equal(findAll(flat.nav, (element) => attr(element, 'role') === 'group').length, 0);
  });

  it('writes the whole list once, as one hashed asset every blog page points to, with every post once', async () => {
    const files = (await readdir(join(out(sites.over), 'assets'))).filter((name) => /^blog-sidebar-.*\.json$/.test(name));
    assert.equal(files.length, 1, `list assets: ${files.join(', ')}`);
    assert.match(files[0], /^blog-sidebar-default-[0-9a-f]{10}\.json$/);
    const list = JSON.parse(await readFile(join(out(sites.over), 'assets', files[0]), 'utf8')) as BlogSidebarData;
    assert.equal(list.title, 'All posts');
    assert.equal(list.byYear, true);
    assert.equal(list.window, undefined);
    assert.deepEqual(list.items.map((item) => item.href), newestFirst(OVER).map((item) => item.route));
    assert.deepEqual(list.items.map((item) => item.label), newestFirst(OVER).map((item) => item.title));
    const pages = (await builtPages(out(sites.over))).filter((page) => page.route.startsWith('/blog'));
    assert.ok(pages.length > OVER);
    for (const page of pages) assert.equal(blogSidebar(page.html).tree, `/assets/${files[0]}`, `${page.route} does not point to the list`);
  });

  it('keeps a post page the same size when the blog doubles', async () => {
    for (const n of [60, 120, 200]) {
      const route = blogPost(n).route;
      const small = Buffer.byteLength(await readPage(out(sites.over), route));
      const large = Buffer.byteLength(await readPage(out(sites.larger), route));
      // Only the counts of the "N more" groups may gain a digit.
      assert.ok(Math.abs(large - small) <= 8, `${route}: ${small} bytes with ${OVER} posts, ${large} with ${LARGER}`);
    }
    // And over every post: the largest post page of the doubled blog is no larger than the small one's.
    const largest = async (site: string) => Math.max(...(await builtPages(out(site))).filter((page) => page.bodyClass.includes('page-blog-post')).map((page) => Buffer.byteLength(page.html)));
    const [small, large] = [await largest(sites.over), await largest(sites.larger)];
    assert.ok(large <= small * 1.01, `largest post page: ${small} bytes with ${OVER} posts, ${large} with ${LARGER}`);
  });
});

describe('a blog sidebar over the budget, with a base URL and trailing slashes', () => {
  it('writes the list\'s links as the finished pages link the posts, and points to it below the base', async () => {
    const site = await buildGenerated(SIDEBAR_BUDGET + 1, { config: "baseUrl: '/base/', trailingSlash: true" });
    const html = await readFile(join(out(site), 'blog', ...blogPost(100).route.split('/').slice(2), 'index.html'), 'utf8');
    const sidebar = blogSidebar(html);
    assert.equal(sidebar.hrefs.length, SIDEBAR_WINDOW);
    assert.ok(sidebar.hrefs.every((href) => href?.startsWith('/base/blog/') && href.endsWith('/')), `the page's links: ${sidebar.hrefs[0]}`);
    assert.deepEqual(sidebar.current, ['/base' + blogPost(100).route + '/']);
    assert.deepEqual(sidebar.groups.map((group) => group.links), [['/base/blog/archive/'], ['/base/blog/archive/']]);
    // The island puts the base in front of the list's site path (<html data-base-url>), as it does for the docs' trees.
    assert.match(sidebar.tree ?? '', /^\/assets\/blog-sidebar-default-[0-9a-f]{10}\.json$/);
    assert.match(html, /<html[^>]* data-base-url="\/base\/"/);
    const list = JSON.parse(await readFile(join(out(site), sidebar.tree!), 'utf8')) as BlogSidebarData;
    const [start, end] = windowOf(SIDEBAR_BUDGET + 1, 100);
    assert.deepEqual(list.items.slice(start, end).map((item) => item.href), sidebar.hrefs);
    assert.equal(list.items.length, SIDEBAR_BUDGET + 1);
  });
});

describe('a blog sidebar within the budget', () => {
  it('is rendered whole, with no list asset and no island', async () => {
    const html = await readPage(out(sites.under), blogPost(10).route);
    const sidebar = blogSidebar(html);
    assert.deepEqual(sidebar.hrefs, newestFirst(UNDER).map((item) => item.route));
    assert.deepEqual(sidebar.groups, []);
    assert.equal(sidebar.tree, undefined);
    assert.doesNotMatch(html, /data-blog-sidebar|assets\/sidebar-[^"]*\.js/);
    assert.deepEqual((await readdir(join(out(sites.under), 'assets'))).filter((name) => name.startsWith('blog-sidebar-')), []);
  });
});

describe('a blog sidebar over the budget, in pxdocs dev', () => {
  let dev: DevServer;
  before(async () => {
    // Its warm-up on this thread, as the builds above (workers: 1).
    dev = await startDev({ cwd: sites.over, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }), workers: 1 });
    await dev.settled();
  });
  after(async () => {
    dev?.server.closeAllConnections();
    await dev?.close();
  });

  it('serves the windowed pages and the list they point to, as the build writes them', async () => {
    const route = blogPost(100).route;
    const html = await (await fetch(`${dev.url}${route}`)).text();
    const sidebar = blogSidebar(html);
    assert.deepEqual({ hrefs: sidebar.hrefs, groups: sidebar.groups, tree: sidebar.tree }, (({ hrefs, groups, tree }) => ({ hrefs, groups, tree }))(blogSidebar(await readPage(out(sites.over), route))));
    const response = await fetch(`${dev.url}${sidebar.tree}`);
    assert.equal(response.status, 200);
    const [name] = (await readdir(join(out(sites.over), 'assets'))).filter((file) => file.startsWith('blog-sidebar-'));
    assert.equal(await response.text(), await readFile(join(out(sites.over), 'assets', name), 'utf8'));
  });
});

describe('a blog sidebar over the budget, in Chromium', () => {
  let server: TestServer;
  let flatServer: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    [server, flatServer, browser] = await Promise.all([startServer(out(sites.over)), startServer(out(sites.flat)), launchBrowser()]);
    context = await newContext(browser);
    // Layout shifts not caused by the reader, from the start of each page (buffered).
    await context.addInitScript({ content: `globalThis.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__shift += entry.value; }).observe({ type: 'layout-shift', buffered: true });` });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await flatServer?.close();
  });

  const navHtml = (page: Page) => page.locator('.blog-sidebar nav').evaluate((nav: any) => nav.innerHTML as string);
  /** `html` as the browser serializes it, so it compares with a filled sidebar's innerHTML. */
  const serialized = (page: Page, html: string) => page.evaluate((markup: string) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.innerHTML as string;
  }, html);
  const postLinks = (page: Page) => page.locator('.blog-sidebar nav a[href]:not(details a)');
  const whole = async (site: string) => {
    const [name] = (await readdir(join(out(site), 'assets'))).filter((file) => file.startsWith('blog-sidebar-'));
    return JSON.parse(await readFile(join(out(site), 'assets', name), 'utf8')) as BlogSidebarData;
  };

  it('fills every post in, the current one marked, as a whole rendering shows them, when a group opens', async () => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    const fetched: string[] = [];
    page.on('request', (request) => { if (/\/assets\/blog-sidebar-.*\.json$/.test(request.url())) fetched.push(request.url()); });
    const n = 100;
    const route = blogPost(n).route;
    const [, end] = windowOf(OVER, n);
    await page.goto(`${server.url}${route}`);
    assert.equal(await postLinks(page).count(), SIDEBAR_WINDOW);
    assert.equal(await page.evaluate(() => (globalThis as any).__shift), 0, 'the page shifted on load');

    await page.locator('.blog-sidebar summary', { hasText: new RegExp(`^${OVER - end} more$`) }).click();
    await page.waitForFunction((total: number) => document.querySelectorAll('.blog-sidebar nav a[href]').length === total && !document.querySelector('.blog-sidebar details'), OVER);
    assert.equal(fetched.length, 1, 'the list was not fetched once');
    // Every post once, newest first; the page's own marked.
    const hrefs = await page.locator('.blog-sidebar nav a').evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(hrefs, newestFirst(OVER).map((item) => item.route));
    assert.deepEqual(await page.locator('.blog-sidebar a[aria-current="page"]').evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href'))), [route]);
    // Under the archive's years (read from the archive page, made apart from the sidebar).
    const archive = parseHtml(await readPage(out(sites.over), '/blog/archive'));
    const archiveYears = findAll(archive, (element) => element.tagName === 'section' && hasClass(element, 'blog-archive-year')).map((section: Element) => [text(find(section, (element) => element.tagName === 'h2')!), findAll(section, (element) => element.tagName === 'a').map((link) => attr(link, 'href'))]);
    const filledYears = await page.locator('.blog-sidebar [role="group"]').evaluateAll((groups: any[]) => groups.map((group) => [group.querySelector('h3').textContent, [...group.querySelectorAll('a')].map((link: any) => link.getAttribute('href'))]));
    // The archive lists a year's posts oldest first (as Docusaurus's), the sidebar newest first.
    assert.deepEqual(filledYears, archiveYears.map(([year, links]) => [year, [...links].reverse()]));
    // The markup is what the build renders for a blog whose list is whole.
    const list = await whole(sites.over);
    assert.equal(await navHtml(page), await serialized(page, renderBlogSidebar({ title: list.title, items: list.items, byYear: list.byYear }, route)));
    assert.deepEqual(yearGroups(list.items).map(([year]) => year), archiveYears.map(([year]) => year));
    // Focus on the first post the opened group held.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), newestFirst(OVER)[end].route);
    assert.deepEqual([...problems.errors, ...problems.consoleErrors], []);
    await page.close();
  });

  it('fills the group above the window too, focus on the newest post; a flat list as one list', async () => {
    const page = await context.newPage();
    const route = blogPost(100).route;
    const [start] = windowOf(FLAT, 100);
    await page.goto(`${flatServer.url}${route}`);
    await page.locator('.blog-sidebar summary', { hasText: new RegExp(`^${start} more$`) }).click();
    await page.waitForFunction((total: number) => document.querySelectorAll('.blog-sidebar nav a[href]').length === total, FLAT);
    assert.equal(await page.locator('.blog-sidebar [role="group"]').count(), 0);
    assert.equal(await page.locator('.blog-sidebar nav > ul > li > a').count(), FLAT);
    const list = await whole(sites.flat);
    assert.equal(await navHtml(page), await serialized(page, renderBlogSidebar({ title: list.title, items: list.items }, route)));
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), newestFirst(FLAT)[0].route);
    await page.close();
  });

  it('keeps the window and the group\'s link to the archive when the list cannot be loaded', async () => {
    const page = await context.newPage();
    await page.route(/\/assets\/blog-sidebar-.*\.json$/, (request) => request.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/blog`);
    const warned = page.waitForEvent('console', (message) => message.text().includes('could not be loaded'));
    const group = page.locator('.blog-sidebar details');
    await group.locator('summary').click();
    await warned;
    assert.ok(await group.locator('a[href="/blog/archive"]').isVisible(), 'the archive link is not shown');
    assert.equal(await postLinks(page).count(), SIDEBAR_WINDOW);
    await page.close();
  });
});
