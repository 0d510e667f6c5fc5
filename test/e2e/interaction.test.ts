// End-to-end: the navbar (hide on scroll, the mobile menu below 996 px), the
// table of contents highlight, heading anchors and code copy buttons, on the real
// site built by the pxdocs CLI and served by its server.
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  buildRealSite,
  builtPages,
  count,
  inTime,
  launchBrowser,
  newContext,
  removeTempDirs,
  startServer,
  watchProblems,
  type BuiltPage,
  type TestServer,
} from './browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any, navigator: any, window: any;

let server: TestServer;
let browser: Browser;
let tocPage: BuiltPage;
let codePage: BuiltPage;
let codeTarget: BuiltPage | undefined;
/** The docs page with the most code blocks. */
let mostCode: BuiltPage;
// One context and page for the file (a context per test cost a renderer and its start each): every test
// sets its viewport and loads its page; afterEach leaves the page blank for the next.
let context: BrowserContext;
let page: Page;

before(async () => {
  const [out, launched] = await Promise.all([buildRealSite(), launchBrowser()]);
  browser = launched;
  context = await newContext(browser);
  page = await context.newPage();
  server = await startServer(out);
  const docs = (await builtPages(out)).filter((page) => page.bodyClass.includes('page-doc'));
  const tocLinks = (page: BuiltPage) => count(page.html.slice(page.html.indexOf('data-toc')), /<li class="toc-depth/);
  // The page with the most TOC entries: long enough to scroll through its headings.
  tocPage = docs.filter((page) => page.html.includes('data-toc')).sort((a, b) => tocLinks(b) - tocLinks(a))[0];
  assert.ok(tocLinks(tocPage) >= 4, 'the site has a docs page with at least four TOC entries');
  const codeBlocks = (page: BuiltPage) => count(page.html, /class="code-block/);
  codePage = docs.find((page) => codeBlocks(page) >= 1 && docs.some((other) => other !== page && codeBlocks(other) >= 1 && page.html.includes(`href="${other.route}"`))) ?? docs.find((page) => codeBlocks(page) >= 1)!;
  mostCode = [...docs].sort((a, b) => codeBlocks(b) - codeBlocks(a))[0];
  codeTarget = docs.find((other) => other !== codePage && codeBlocks(other) >= 1 && codePage.html.includes(`href="${other.route}"`));
});

after(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

afterEach(async () => {
  // A new load for the next test (not a navigation from this page's URL): at the top, no menu open, nothing of this test's.
  await page.goto('about:blank');
  // The mouse where a new page has it: a wheel turned over the sidebar a test left it on scrolls the sidebar, not the page.
  await page.mouse.move(0, 0);
});

/** The file's page at `viewport`, for a test that loads its page next. */
async function freshPage({ viewport }: { viewport: { width: number; height: number } }): Promise<{ page: Page; context: BrowserContext }> {
  await page.setViewportSize(viewport);
  return { page, context };
}

describe('Navbar', () => {
  test('the navbar hides while scrolling down and shows again on scrolling up', async () => {
    const { page } = await freshPage({ viewport: DESKTOP });
    await page.goto(server.url + tocPage.route);
    const navbar = page.locator('[data-navbar]');
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('[data-navbar]').classList.contains('navbar-hidden'));
    // Once the slide-out transition ends, the bar is above the viewport.
    await page.waitForFunction(() => document.querySelector('[data-navbar]').getBoundingClientRect().bottom <= 1);

    await page.mouse.wheel(0, -150);
    await page.waitForFunction(() => !document.querySelector('[data-navbar]').classList.contains('navbar-hidden'));
    await page.waitForFunction(() => document.querySelector('[data-navbar]').getBoundingClientRect().top >= 0);
    assert.equal(await navbar.isVisible(), true);
    assert.ok(await page.evaluate(() => window.scrollY) > 300, 'still scrolled down the page');
  });

  test('at 800 px the navbar items move into a mobile menu that opens with its toggle, shows the current sidebar, and closes with Escape or a click outside', async () => {
    const { page } = await freshPage({ viewport: MOBILE });
    const problems = watchProblems(page);
    await page.goto(server.url + tocPage.route);
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('[data-mobile-menu]');
    assert.equal(await toggle.isVisible(), true, 'the menu toggle is shown below 996 px');
    assert.equal(await page.locator('.navbar-inner .navbar-items:not(.navbar-items-right)').isVisible(), false, 'navbar items leave the bar');
    assert.equal(await page.locator('.doc-sidebar').isVisible(), false, 'the sidebar leaves the page');
    assert.equal(await menu.isVisible(), false, 'closed at first');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    await toggle.click();
    assert.equal(await menu.isVisible(), true, 'the toggle opens the menu');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.ok(await menu.locator('.mobile-menu-links a.navbar-link').first().isVisible(), 'the navbar items are in the menu');
    const current = menu.locator('[data-mobile-sidebar] a[aria-current="page"]');
    assert.equal(await current.count(), 1, 'the menu shows the current sidebar with the current page marked');
    assert.equal(await current.isVisible(), true);
    assert.equal(await current.getAttribute('href'), tocPage.route);
    assert.equal(await focusInMenu(page), true, 'focus moves into the menu');

    await page.keyboard.press('Escape');
    assert.equal(await menu.isVisible(), false, 'Escape closes the menu');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement.hasAttribute('data-menu-toggle')), true, 'focus returns to the toggle');

    await toggle.click();
    assert.equal(await menu.isVisible(), true);
    // The page behind is dimmed and held still, as under Docusaurus's backdrop.
    assert.equal(await page.evaluate(() => getComputedStyle(document.body, '::after').backgroundColor), 'rgba(0, 0, 0, 0.6)', 'a backdrop');
    const before = await page.evaluate(() => scrollY);
    await page.mouse.move(MOBILE.width - 30, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100); // a wheel's scroll is applied on a later frame; none may come
    assert.equal(await page.evaluate(() => scrollY), before, 'the page does not scroll under the menu');
    // A click outside the menu (on the page title, right of the menu panel) closes it.
    const title = page.locator('.doc-article h1').first();
    const box = (await title.boundingBox())!;
    await page.mouse.click(Math.max(box.x + box.width - 20, MOBILE.width - 60), box.y + box.height / 2);
    assert.equal(await menu.isVisible(), false, 'a click outside closes the menu');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body, '::after').content), 'none', 'no backdrop once closed');
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden', 'the page scrolls again');
    assert.deepEqual(problems.errors, []);
  });

  test('at 800 px focus stays trapped in the open mobile menu (and its toggle) with Tab and Shift+Tab', async () => {
    const { page } = await freshPage({ viewport: MOBILE });
    await page.goto(server.url + tocPage.route);
    const menu = page.locator('[data-mobile-menu]');
    await page.locator('[data-menu-toggle]').click();
    assert.equal(await menu.isVisible(), true);
    const focusable = await menu.locator('a[href], button').count();
    const path: string[] = [];
    const where = () => page.evaluate(() => {
      const active = document.activeElement;
      return `${active.tagName.toLowerCase()}.${active.className}${active.getAttribute('href') ? `[href=${active.getAttribute('href')}]` : ''}`;
    });
    const escapes: string[] = [];
    for (const [key, times] of [['Tab', focusable + 3], ['Shift+Tab', 4]] as const) {
      for (let index = 0; index < times; index += 1) {
        await page.keyboard.press(key);
        path.push(await where());
        if (!(await focusInMenu(page))) escapes.push(`${key} #${index + 1} → ${path[path.length - 1]} (from ${path[path.length - 2] ?? 'the first menu item'})`);
      }
      // Start the other direction from the first menu item again.
      await page.keyboard.press('Escape');
      await page.locator('[data-menu-toggle]').click();
      path.push(await where());
    }
    assert.deepEqual(escapes, [], 'focus left the open menu');
    assert.ok(new Set(path).size > 2, 'tabbing moves through the menu');
  });

  test('at 800 px, with the announcement bar shown, the open menu leaves its toggle uncovered so the toggle closes it again', async () => {
    const { page } = await freshPage({ viewport: MOBILE });
    await page.goto(server.url + tocPage.route);
    assert.equal(await page.locator('[data-announcement-bar]').isVisible(), true);
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('[data-mobile-menu]');
    await toggle.click();
    assert.equal(await menu.isVisible(), true);
    const hit = await toggle.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return { covered: !element.contains(top), by: top ? `${top.tagName.toLowerCase()}.${top.className}` : 'nothing', toggleTop: box.top, toggleBottom: box.bottom, menuTop: document.querySelector('[data-mobile-menu]').getBoundingClientRect().top };
    });
    assert.equal(hit.covered, false, `the toggle (y ${hit.toggleTop}–${hit.toggleBottom}) is covered by ${hit.by} (the menu starts at y ${hit.menuTop})`);
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await menu.isVisible(), false, 'clicking the toggle again closes the menu');
  });
});

/** Focus is inside the mobile menu or on its toggle. */
function focusInMenu(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active && (document.querySelector('[data-mobile-menu]').contains(active) || active.hasAttribute('data-menu-toggle')));
  });
}

describe('Table of contents, anchors and code blocks', () => {
  test('the TOC highlights the heading in view as the reader scrolls', async () => {
    const { page } = await freshPage({ viewport: DESKTOP });
    await page.goto(server.url + tocPage.route);
    const links = page.locator('[data-toc] a[href^="#"]');
    assert.equal(await page.locator('[data-toc]').isVisible(), true);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') as string));
    const active = () => page.locator('[data-toc] a.active').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));

    // At the top of the page, Docusaurus's rule: the first section is the one read when its heading is in the
    // viewport's top half, else none is yet (a heading in the top half was left unmarked before).
    await inTime(page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))), `${tocPage.route}: two frames after load`, 20);
    const firstInTopHalf = await page.evaluate((id) => document.getElementById(decodeURIComponent(id))!.getBoundingClientRect().bottom < innerHeight / 2, hrefs[0].slice(1));
    assert.deepEqual(await active(), firstInTopHalf ? [hrefs[0]] : []);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: DESKTOP.width, height: 2400 });
    await page.waitForFunction((value) => document.querySelector(`[data-toc] a[href="${value}"]`)?.classList.contains('active'), hrefs[0]);
    assert.deepEqual(await active(), [hrefs[0]], 'on a tall screen the first section, in the top half, is marked');
    await page.setViewportSize(DESKTOP);

    // Forward through a few headings, then back up: the one at the top is the one marked.
    for (const index of [1, 2, 3, 1]) {
      const href = hrefs[index];
      await page.evaluate((id) => document.getElementById(decodeURIComponent(id)).scrollIntoView(), href.slice(1));
      await page.waitForFunction((value) => document.querySelector(`[data-toc] a[href="${value}"]`)?.classList.contains('active'), href);
      assert.deepEqual(await active(), [href], `only ${href} is highlighted`);
      assert.equal(await page.locator(`[data-toc] a[href="${href}"]`).getAttribute('aria-current'), 'location');
    }

    // At the very bottom the last heading counts as the one in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((value) => document.querySelector(`[data-toc] a[href="${value}"]`)?.classList.contains('active'), hrefs[hrefs.length - 1]);
    assert.deepEqual(await active(), [hrefs[hrefs.length - 1]]);
  });

  test('where its column is gone, the TOC is folded above the text and takes the reader to a section', async () => {
    const { page } = await freshPage({ viewport: MOBILE });
    await page.goto(server.url + tocPage.route);
    assert.equal(await page.locator('aside.toc').isVisible(), false, 'no column for it');
    const folded = page.locator('nav.toc-mobile.theme-doc-toc-mobile');
    assert.equal(await folded.isVisible(), true);
    const entries = folded.locator('a.table-of-contents__link');
    assert.equal(await entries.first().isVisible(), false, 'folded at first');
    await folded.locator('summary').click();
    const hrefs = await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href') as string));
    assert.deepEqual(hrefs, await page.locator('aside.toc a.table-of-contents__link').evaluateAll((links) => links.map((link) => link.getAttribute('href') as string)), "the desktop TOC's entries");
    await entries.nth(2).click();
    await page.waitForFunction((hash) => location.hash === hash, hrefs[2]);
    await page.setViewportSize(DESKTOP);
    assert.equal(await folded.isVisible(), false, 'beside a TOC column, none');
  });

  test('headings get anchor links that point at themselves and scroll to the heading', async () => {
    const { page } = await freshPage({ viewport: DESKTOP });
    await page.goto(server.url + tocPage.route);
    const headings = await page.locator('.markdown :is(h2, h3)[id]').evaluateAll((elements) => elements.map((element) => ({
      id: element.id,
      anchor: element.querySelector(':scope > a.hash-link')?.getAttribute('href') ?? null,
      label: element.querySelector(':scope > a.hash-link')?.getAttribute('aria-label') ?? null,
    })));
    assert.ok(headings.length >= 4);
    for (const heading of headings) {
      assert.equal(heading.anchor, `#${heading.id}`, `heading #${heading.id} links to itself`);
      assert.ok(heading.label, 'the anchor link has an accessible name');
    }
    const target = headings[2];
    const heading = page.locator(`[id="${target.id}"]`);
    await heading.scrollIntoViewIfNeeded();
    await heading.hover();
    await heading.locator('a.hash-link').click();
    await page.waitForURL(`${server.url}${tocPage.route}#${target.id}`);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 200, `the heading is at the top of the viewport (top ${top})`);
  });

  test('every code block gets a copy button that copies the code and says "Copied", also after client navigation', async () => {
    const { page, context } = await freshPage({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(server.url + codePage.route);
    const blocks = await page.locator('.code-block').count();
    assert.ok(blocks >= 1);
    assert.equal(await page.locator('.code-block > .copy-button').count(), blocks, 'one copy button per code block');

    const block = page.locator('.markdown .code-block').first();
    const button = block.locator('> .copy-button');
    assert.equal(await button.textContent(), 'Copy');
    assert.equal(await button.getAttribute('aria-label'), 'Copy code to clipboard');
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await button.click();
    await page.waitForFunction((element) => element.textContent === 'Copied', await button.elementHandle());
    assert.equal(await button.evaluate((element) => element.classList.contains('copied')), true);
    assert.equal(await button.getAttribute('aria-live'), 'polite', 'the feedback is announced');
    const expected = await block.locator('code').evaluate((element) => (element.textContent as string).replace(/\n$/, ''));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, expected, 'the clipboard holds the code');
    // The feedback goes away again.
    await page.waitForFunction((element) => element.textContent === 'Copy', await button.elementHandle());

    if (codeTarget) {
      await page.evaluate(() => { window.__reloadMarker = true; });
      await page.locator(`#__page a[href="${codeTarget.route}"]`).first().click();
      await page.waitForURL(server.url + codeTarget.route);
      await page.waitForFunction(() => document.querySelectorAll('.code-block').length > 0 && document.querySelectorAll('.code-block').length === document.querySelectorAll('.code-block > .copy-button').length);
      assert.equal(await page.evaluate(() => window.__reloadMarker), true, 'client navigation, not a reload');
    }
  });

  // Docusaurus's DocRoot has a back-to-top button: pxdocs had none, and a long page was scrolled back by hand.
  // Measured block by block between their buttons going in, the page was laid out twice a block: a second
  // of a long page's load (and of every browser test loading one).
  test('the copy buttons and word-wrap toggles of a page of many code blocks are placed with a few layouts, not a layout a block', async () => {
    const { page } = await freshPage({ viewport: DESKTOP });
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('Performance.enable');
      await page.goto(server.url + mostCode.route);
      await page.waitForFunction(() => [...document.querySelectorAll('.code-block')].every((block: any) => block.querySelector(':scope > .copy-button') && block.querySelector(':scope > .wrap-button')));
      const { metrics } = await cdp.send('Performance.getMetrics');
      const layouts = metrics.find((metric) => metric.name === 'LayoutCount')?.value;
      const blocks = await page.locator('.code-block').count();
      assert.ok(blocks >= 40, `${mostCode.route} has ${blocks} code blocks`);
      assert.ok(layouts !== undefined && layouts < blocks / 4, `${layouts} layouts for ${blocks} code blocks`);
    } finally {
      await cdp.detach();
    }
  });

  test('a long docs page shows a back-to-top button when the reader turns back up, which takes them to the top', async () => {
    const { page } = await freshPage({ viewport: DESKTOP });
    await page.goto(server.url + tocPage.route);
    const button = page.locator('.theme-back-to-top-button');
    assert.equal(await button.getAttribute('aria-label'), 'Scroll back to top');
    const shown = () => button.evaluate((element) => element.classList.contains('back-to-top-shown'));
    assert.equal(await shown(), false, 'not at the top');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.waitForTimeout(100);
    assert.equal(await shown(), false, 'not while reading on down');
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('.theme-back-to-top-button')?.classList.contains('back-to-top-shown'));
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => !document.querySelector('.theme-back-to-top-button')?.classList.contains('back-to-top-shown'));
  });

  // Docusaurus's CodeBlock shows a word-wrap toggle while a block scrolls sideways: on a phone a long line
  // could only be read by scrolling it.
  test('a code block whose lines run past its width gets a word-wrap toggle that folds them', async () => {
    const { page } = await freshPage({ viewport: { width: 390, height: 844 } });
    await page.goto(server.url + codePage.route);
    const scrolling = page.locator('.markdown .code-block').filter({ has: page.locator('.wrap-button:not([hidden])') }).first();
    await scrolling.waitFor();
    const pre = scrolling.locator('> pre');
    assert.ok(await pre.evaluate((element) => element.scrollWidth > element.clientWidth), 'it scrolls sideways');
    const toggle = scrolling.locator('> .wrap-button');
    assert.equal(await toggle.getAttribute('aria-label'), 'Toggle word wrap');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await scrolling.scrollIntoViewIfNeeded();
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.ok(await pre.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), 'wrapped, nothing to scroll');
    await toggle.click();
    assert.ok(await pre.evaluate((element) => element.scrollWidth > element.clientWidth), 'unwrapped again');
    // A block that fits has none shown.
    const wide = await freshPage({ viewport: { width: 1600, height: 900 } });
    await wide.page.goto('about:blank');
    await wide.page.goto(server.url + codePage.route);
    const fits = await wide.page.locator('.markdown .code-block').evaluateAll((blocks) => blocks.filter((block) => {
      const pre = block.querySelector('pre') as HTMLElement;
      return pre.scrollWidth <= pre.clientWidth;
    }).map((block) => (block.querySelector('.wrap-button') as HTMLElement | null)?.hidden));
    assert.ok(fits.length > 0 && fits.every((hidden) => hidden === true), JSON.stringify(fits));
  });
});
