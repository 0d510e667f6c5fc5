// End-to-end: client navigation (swap, title, meta, history, scroll, focus,
// anchors, back/forward), the progress bar of slow route changes, failed routes
// with Retry, prefetching (and its data-saver / slow-connection opt-out) and
// failed prefetches, on the real site built by the pxdocs CLI and served by its
// server (wrapped to delay or fail chosen routes).
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import {
  DESKTOP,
  buildRealSite,
  builtPages,
  headValue,
  inTime,
  launchBrowser,
  newContext,
  removeTempDirs,
  routeUntil,
  sleep,
  startServer,
  titleOf,
  waitFor,
  watchProblems,
  type BuiltPage,
  type TestServer,
} from './browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any, window: any, history: any, performance: any;

let server: TestServer;
let browser: Browser;
let docs: BuiltPage[];
/** A long docs page: the start of most tests. */
let start: BuiltPage;
/** Docs pages the start page does not link to anywhere (so nothing prefetches them early). */
let unlinked: BuiltPage[];
/** A docs page whose body links to another page's heading (`/x#y`). */
let hashSource: { page: BuiltPage; href: string } | undefined;
const contexts: BrowserContext[] = [];
/** The desktop page most tests load their start page in (freshPage). */
let shared: { context: BrowserContext; page: Page } | undefined;

before(async () => {
  const [out, launched] = await Promise.all([buildRealSite(), launchBrowser()]);
  browser = launched;
  server = await startServer(out);
  const pages = await builtPages(out);
  docs = pages.filter((page) => page.bodyClass.includes('page-doc'));
  start = [...docs].sort((a, b) => b.html.length - a.html.length)[0];
  const linked = new Set([...start.html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]));
  unlinked = docs.filter((page) => page !== start && !linked.has(page.route));
  assert.ok(unlinked.length >= 6, 'enough docs pages the start page does not link to');
  for (const page of docs) {
    const match = [...page.html.slice(page.html.indexOf('class="markdown')).matchAll(/href="(\/[^"#]+)#([^"]+)"/g)].find((found) => found[1] !== page.route && docs.some((doc) => doc.route === found[1]));
    if (match) {
      hashSource = { page, href: `${match[1]}#${match[2]}` };
      break;
    }
  }
});

afterEach(async () => {
  // A test's own contexts end with it; the shared page drops its listeners and its document (timers, prefetches).
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  if (!shared) return;
  for (const event of ['request', 'console', 'pageerror']) shared.page.removeAllListeners(event);
  await shared.page.mouse.move(0, 0);
  await shared.page.goto('about:blank');
  await shared.context.clearCookies();
});

after(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await shared?.context.close();
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/**
 * A desktop page on nothing yet. Unless it needs routes of its own (`own`), it is the file's one page,
 * used again from test to test (afterEach leaves it on about:blank without the test's listeners and
 * cookies): Chromium loads a page in a tab that lives on for about two thirds of the CPU of a fresh
 * context's first load.
 */
async function freshPage(own = false): Promise<Page> {
  if (!own) {
    if (!shared) {
      const context = await newContext(browser, { viewport: DESKTOP });
      await context.addInitScript({ content: CONNECTION_FROM_COOKIE });
      shared = { context, page: await context.newPage() };
    }
    return shared.page;
  }
  const context = await newContext(browser, { viewport: DESKTOP });
  contexts.push(context);
  return context.newPage();
}

/**
 * On the shared page, `navigator.connection` as the `e2e-connection` cookie gives it (JSON), before the
 * page's own scripts run; without the cookie, Chromium's own. A test that needs another connection sets
 * the cookie (`withConnection`) instead of opening a context of its own for an init script: each such
 * context was a renderer and a cold first load (about 0.6 s of CPU).
 */
const CONNECTION_FROM_COOKIE = `{
  const found = /(?:^|; )e2e-connection=([^;]*)/.exec(document.cookie);
  if (found) {
    const connection = JSON.parse(decodeURIComponent(found[1]));
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  }
}`;

/** The shared page, whose documents from now on see `connection` as navigator.connection (afterEach clears it). */
async function withConnection(connection: Record<string, unknown>): Promise<Page> {
  const page = await freshPage();
  await shared!.context.addCookies([{ name: 'e2e-connection', value: encodeURIComponent(JSON.stringify(connection)), url: server.url }]);
  return page;
}

/** Full document loads the page makes (a client navigation makes none). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** Page requests made by script (prefetches and client navigations), by pathname. */
function pageFetches(page: Page): string[] {
  const fetches: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch' && !/\.[a-z0-9]+$/i.test(url.pathname)) fetches.push(url.pathname);
  });
  return fetches;
}

/** A link the page did not have at load (so only hover, focus or a click can prefetch it). */
async function addLink(page: Page, href: string, id: string): Promise<void> {
  await page.evaluate(({ href: target, id: name }) => {
    const paragraph = document.createElement('p');
    const link = document.createElement('a');
    link.href = target;
    link.id = name;
    link.textContent = `Go to ${target}`;
    paragraph.append(link);
    document.querySelector('#main .markdown').prepend(paragraph);
  }, { href, id });
}

const markReload = (page: Page) => page.evaluate(() => { window.__noReload = true; });
const survivedWithoutReload = (page: Page) => page.evaluate(() => window.__noReload === true);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY as number);

describe('Client navigation', () => {
  test('an internal link swaps the page without a reload and updates title, meta, history, scroll and focus; back and forward restore pages and scroll positions', async () => {
    const page = await freshPage();
    const problems = watchProblems(page);
    const loads = documentLoads(page);
    await page.goto(server.url + start.route);
    await markReload(page);
    const historyBefore = await page.evaluate(() => history.length as number);

    // Read far down the page, then follow a sidebar link (the sidebar stays in view).
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500).catch(() => undefined);
    assert.equal(await scrollY(page), 1500);
    const sidebarLink = page.locator('.doc-sidebar a.menu-link:not(.active)').first();
    const targetRoute = (await sidebarLink.getAttribute('href'))!;
    const target = docs.find((doc) => doc.route === targetRoute)!;
    assert.ok(target, `${targetRoute} is a built docs page`);
    await sidebarLink.click();
    await page.waitForURL(server.url + target.route);
    await page.waitForFunction((title) => document.title === title, titleOf(target.html));

    assert.equal(await survivedWithoutReload(page), true, 'no full reload');
    assert.deepEqual(loads, [start.route], 'only the first page was a document load');
    assert.equal(await page.evaluate(() => history.length), historyBefore + 1, 'one history entry was pushed');
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    }));
    assert.deepEqual(head, { description: headValue(target.html, 'description'), canonical: headValue(target.html, 'canonical'), ogUrl: headValue(target.html, 'og:url') }, 'head meta follows the page');
    assert.equal(await page.locator('.doc-sidebar a.menu-link.active').getAttribute('href'), target.route, 'the sidebar marks the new page');
    assert.equal(await scrollY(page), 0, 'a new page starts at the top');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus moves to the new content');

    await page.goBack();
    await page.waitForURL(server.url + start.route);
    await page.waitForFunction((title) => document.title === title, titleOf(start.html));
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) <= 2);
    assert.equal(await survivedWithoutReload(page), true, 'back is a client navigation too');

    await page.goForward();
    await page.waitForURL(server.url + target.route);
    await page.waitForFunction((title) => document.title === title, titleOf(target.html));
    assert.equal(await scrollY(page), 0, 'forward restores the top of the later page');
    assert.equal(await survivedWithoutReload(page), true);
    assert.deepEqual(loads, [start.route]);
    assert.deepEqual(problems.errors, []);
  });

  test('anchors work: a link to another page\'s heading scrolls to it, an in-page anchor jumps, and back returns to the previous position', async () => {
    assert.ok(hashSource, 'the site has a link to another page\'s heading');
    const page = await freshPage();
    await page.goto(server.url + hashSource.page.route);
    await markReload(page);
    const link = page.locator(`#main .markdown a[href="${hashSource.href}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    await link.click();
    await page.waitForURL(server.url + hashSource.href);
    const id = decodeURIComponent(hashSource.href.split('#')[1]);
    await page.waitForFunction((target) => {
      const element = document.getElementById(target);
      return element && element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().top < 200;
    }, id);
    assert.equal(await survivedWithoutReload(page), true, 'client navigation to the anchor');

    // An in-page anchor (a TOC entry) is a plain jump.
    const fetches = pageFetches(page);
    const toc = page.locator('[data-toc] a[href^="#"]').last();
    const tocHref = (await toc.getAttribute('href'))!;
    await toc.click();
    await page.waitForURL(`${server.url}${hashSource.href.split('#')[0]}${tocHref}`);
    assert.equal(await survivedWithoutReload(page), true);

    // Back to the first anchor is a step within the page (popstate fires): it scrolls back to the heading
    // and neither fetches nor re-renders the page. So does a fragment navigation typed into the address bar.
    await page.evaluate(() => { (document.getElementById('__page') as any).__same = true; });
    await page.goBack();
    await page.waitForURL(server.url + hashSource.href);
    await page.waitForFunction((target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top
      - parseFloat(getComputedStyle(document.getElementById(target)!).scrollMarginTop)) <= 2, id);
    // The browser scrolls the heading to its scroll margin, or as near as the page's end lets it: the last
    // TOC entry's heading here is in the page's last screen (219 px down at the end with Infima's list indent).
    await page.goto(`${server.url}${hashSource.href.split('#')[0]}${tocHref}`);
    await page.waitForFunction((target) => {
      const heading = document.getElementById(target)!;
      const wanted = window.scrollY + heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop);
      return Math.abs(window.scrollY - Math.min(wanted, document.documentElement.scrollHeight - window.innerHeight)) <= 2;
    }, decodeURIComponent(tocHref.slice(1)));
    await page.goBack();
    await page.waitForURL(server.url + hashSource.href);
    await inTime(page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)))), `${hashSource.href}: a frame and 300 ms after going back`, 20);
    const here = new URL(hashSource.href, server.url).pathname;
    assert.deepEqual(fetches.filter((path) => path === here), [], 'steps between anchors of one page fetch nothing');
    assert.equal(await page.evaluate(() => (document.getElementById('__page') as any).__same), true, 'the page was not re-rendered');
    await page.goBack();
    await page.waitForURL(server.url + hashSource.page.route);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before);
    assert.equal(await survivedWithoutReload(page), true);
  });

  test('a route change slower than 200 ms shows the progress bar and loading indicator after 200 ms, not before; a fast one shows none', async () => {
    const page = await freshPage();
    const slow = unlinked[0];
    const fast = unlinked[1];
    // The slow page is held until the checks below are done: on a loaded machine they can take longer
    // than any fixed delay, and a page that arrived meanwhile took the indicator with it.
    let release = () => {};
    server.rules.set(slow.route, { delayMs: 1500, hold: new Promise<void>((resolve) => { release = resolve; }) });
    try {
      await page.goto(server.url + start.route);
      // Record (in page time) the click and when the progress bar and indicator come and go.
      // One observer watches the body and the title, so their records arrive in the
      // order the changes were made (a second observer's callback could run later).
      await page.evaluate(() => {
        window.__events = [];
        let seq = 0;
        const note = (what: string) => window.__events.push({ what, at: performance.now(), seq: seq++ });
        document.addEventListener('click', () => note('click'), true);
        const kind = (node: any) => (node.matches('[data-route-progress]') ? 'progress' : 'loading');
        const observer = new window.MutationObserver((records: any[]) => {
          for (const record of records) {
            if (record.target !== document.body) {
              // When the new page is swapped in (its title arrives).
              note('swap');
              continue;
            }
            for (const node of record.addedNodes) if (node.matches?.('[data-route-progress], [data-route-loading]')) note(`+${kind(node)}`);
            for (const node of record.removedNodes) if (node.matches?.('[data-route-progress], [data-route-loading]')) note(`-${kind(node)}`);
          }
        });
        observer.observe(document.body, { childList: true });
        observer.observe(document.querySelector('title')!, { childList: true, characterData: true, subtree: true });
      });

      // Fast: prefetched by hovering, then followed; no progress bar at any time.
      await addLink(page, fast.route, 'e2e-fast');
      const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === fast.route);
      await page.hover('#e2e-fast');
      await (await prefetched).finished();
      await page.click('#e2e-fast');
      await page.waitForFunction((title) => document.title === title, titleOf(fast.html));
      await sleep(300);
      // A prefetched page swaps in at once; on a loaded machine it may still pass
      // 200 ms, and then the bar may show, but never before 200 ms.
      const fastEvents = (await page.evaluate(() => window.__events)) as { what: string; at: number }[];
      const fastClick = fastEvents.find((event) => event.what === 'click')!.at;
      for (const event of fastEvents.filter((item) => item.what === '+progress' || item.what === '+loading')) {
        assert.ok(event.at - fastClick >= 195, `no progress bar before 200 ms for a fast route change (${event.what} at ${(event.at - fastClick).toFixed(0)} ms)`);
      }

      // Slow: the response is held for 1.5 s.
      await page.evaluate(() => { window.__events = []; });
      await addLink(page, slow.route, 'e2e-slow');
      await page.click('#e2e-slow');
      const bar = page.locator('[data-route-progress]');
      await bar.waitFor({ state: 'attached' });
      const visible = await bar.evaluate((element) => {
        const style = window.getComputedStyle(element);
        return { position: style.position, height: parseFloat(style.height), busy: document.getElementById('main')?.getAttribute('aria-busy') };
      });
      assert.deepEqual(visible, { position: 'fixed', height: 3, busy: 'true' }, 'a progress bar across the top while the page is busy');
      const indicator = page.locator('[data-route-loading]');
      assert.equal(await indicator.getAttribute('role'), 'status');
      assert.equal(await indicator.textContent(), 'Loading…');
      assert.equal(await page.title(), titleOf(fast.html), 'the old page stays while loading');
      release();
      await page.waitForFunction((title) => document.title === title, titleOf(slow.html));
      await page.waitForFunction(() => !document.querySelector('[data-route-progress], [data-route-loading]'));

      const events = (await page.evaluate(() => window.__events)) as { what: string; at: number; seq: number }[];
      const at = (what: string) => events.find((event) => event.what === what)?.at ?? Number.NaN;
      const click = at('click');
      const shown = at('+progress') - click;
      const indicatorShown = at('+loading') - click;
      const hidden = at('-progress') - click;
      assert.ok(shown >= 195, `the progress bar appeared ${shown.toFixed(0)} ms after the click: not before 200 ms`);
      assert.ok(shown < 1000, `the progress bar appeared ${shown.toFixed(0)} ms after the click: soon after 200 ms, while the response is held`);
      assert.ok(indicatorShown >= 195 && indicatorShown < 1000, `the loading indicator appeared ${indicatorShown.toFixed(0)} ms after the click`);
      // The request may start before the click (hovering prefetches), so the page can
      // arrive before 1.5 s; what matters is that the bar stays until it is swapped in.
      const swapped = at('swap') - click;
      const order = (what: string) => events.find((event) => event.what === what)?.seq ?? Number.NaN;
      assert.ok(order('-progress') > order('swap'), `the progress bar stayed until the page arrived (removed at ${hidden.toFixed(0)} ms, page swapped in at ${swapped.toFixed(0)} ms)`);
      assert.ok(swapped > shown, 'the page arrived after the progress bar appeared');
      assert.equal(await page.evaluate(() => document.getElementById('main')?.getAttribute('aria-busy') ?? null), null);
    } finally {
      release();
      server.rules.delete(slow.route);
    }
  });

  test('a failed route (an HTML error page) shows an error with Retry over the unchanged page, and Retry loads the page', async () => {
    const page = await freshPage();
    const problems = watchProblems(page);
    const target = unlinked[2];
    server.rules.set(target.route, { fail: { times: 1, status: 500, afterMs: 300 } });
    try {
      await page.goto(server.url + start.route);
      const mainText = (await page.locator('#main').innerText()).length;
      await addLink(page, target.route, 'e2e-failing');
      await page.click('#e2e-failing');
      const error = page.locator('[data-route-error]');
      await error.waitFor();
      assert.equal(await error.getAttribute('role'), 'alert');
      assert.match((await error.textContent())!, /could not be loaded/);
      const retry = error.getByRole('button', { name: 'Retry' });
      assert.equal(await retry.isVisible(), true);
      assert.equal(page.url(), server.url + start.route, 'the address stays on the current page');
      assert.equal(await page.title(), titleOf(start.html));
      assert.equal(await page.locator('#main').isVisible(), true, 'the page is not blank');
      assert.ok((await page.locator('#main').innerText()).length >= mainText, 'the current page content is still there');
      assert.equal(await page.locator('[data-route-progress]').count(), 0, 'no progress bar left behind');

      await retry.click();
      await page.waitForURL(server.url + target.route);
      await page.waitForFunction((title) => document.title === title, titleOf(target.html));
      assert.equal(await page.locator('[data-route-error]').count(), 0);
      assert.equal(await page.locator('.doc-article h1').first().isVisible(), true);
      assert.deepEqual(problems.errors, []);
    } finally {
      server.rules.delete(target.route);
    }
  });

  test('a network failure during a route change never leaves the page blank, and Retry recovers once the network is back', async () => {
    const page = await freshPage(true);
    const target = unlinked[3];
    await page.goto(server.url + start.route);
    const pattern = `${server.url}${target.route}`;
    const reconnect = await routeUntil(page, pattern, (route) => route.abort('internetdisconnected'));
    await addLink(page, target.route, 'e2e-offline');
    await page.click('#e2e-offline');
    const error = page.locator('[data-route-error]');
    await error.waitFor();
    assert.equal(await page.locator('#main').isVisible(), true, 'the page is not blank');
    assert.equal(page.url(), server.url + start.route);
    assert.ok((await page.locator('#main .markdown').innerText()).length > 200, 'the current page content is still there');

    reconnect();
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(server.url + target.route);
    await page.waitForFunction((title) => document.title === title, titleOf(target.html));
    assert.equal(await page.locator('#main').isVisible(), true);
  });
});

describe('Prefetching', () => {
  test('pages are prefetched when a link is hovered or scrolled into view', async () => {
    const page = await freshPage();
    const fetches = pageFetches(page);
    await page.goto(server.url + start.route);
    // Links in view are prefetched when the browser is idle.
    const inView = await page.locator('#__page a[href^="/"]').evaluateAll((links) => links
      .filter((link) => { const box = link.getBoundingClientRect(); return box.bottom > 0 && box.top < window.innerHeight && box.width > 0; })
      .map((link) => new URL((link as HTMLAnchorElement).href).pathname)
      .filter((path) => path !== window.location.pathname));
    assert.ok(inView.length > 0);
    await waitFor(() => inView.some((path: string) => fetches.includes(path))).catch(() => undefined);
    assert.ok(inView.some((path: string) => fetches.includes(path)), 'a link in view was prefetched');

    const hovered = unlinked[4];
    await addLink(page, hovered.route, 'e2e-hover');
    assert.equal(fetches.includes(hovered.route), false);
    const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === hovered.route);
    await page.hover('#e2e-hover');
    await request;
  });

  for (const [label, connection] of [
    ['data-saver on (navigator.connection.saveData)', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`prefetching is skipped with ${label}, while following a link still works`, async () => {
      const page = await withConnection(connection);
      const fetches = pageFetches(page);
      await page.goto(server.url + start.route);
      assert.deepEqual(await page.evaluate(() => ({ saveData: window.navigator.connection.saveData, effectiveType: window.navigator.connection.effectiveType })), { saveData: connection.saveData, effectiveType: connection.effectiveType });
      const target = unlinked[5];
      await addLink(page, target.route, 'e2e-saver');
      await page.hover('#e2e-saver');
      await page.hover('.navbar a.navbar-link >> nth=1');
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
      await page.mouse.wheel(0, 2500);
      await sleep(label.startsWith('data-saver') ? 1000 : 500);
      assert.deepEqual(fetches, [], 'no page was prefetched');

      await page.click('#e2e-saver');
      await page.waitForFunction((title) => document.title === title, titleOf(target.html));
      assert.deepEqual(fetches, [target.route], 'the clicked page was fetched on demand');
    });
  }

  test('a failed prefetch logs a warning, and following that link then does a full page load', async () => {
    const page = await freshPage();
    const loads = documentLoads(page);
    const target = unlinked[6] ?? unlinked[0];
    server.rules.set(target.route, { fail: { times: 1, status: 503 } });
    try {
      await page.goto(server.url + start.route);
      await markReload(page);
      await addLink(page, target.route, 'e2e-bad-prefetch');
      const warning = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes(target.route));
      await page.hover('#e2e-bad-prefetch');
      const text = (await warning).text();
      assert.match(text, /prefetch/i, `the warning says a prefetch failed: ${text}`);
      assert.equal(await page.locator('[data-route-error]').count(), 0, 'a failed prefetch alone shows no error');

      await page.click('#e2e-bad-prefetch');
      await page.waitForURL(server.url + target.route);
      await page.waitForFunction((title) => document.title === title, titleOf(target.html));
      assert.equal(await survivedWithoutReload(page), false, 'the route loaded in full');
      assert.deepEqual(loads, [start.route, target.route], 'a document load of the route');
      assert.equal(server.hits.get(target.route), 2, 'the failed prefetch and the full load');
    } finally {
      server.rules.delete(target.route);
    }
  });
});
