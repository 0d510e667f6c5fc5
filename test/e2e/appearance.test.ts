// End-to-end: colour mode (and no flash before first paint), the announcement
// bar, malformed stored values, the remembered docs version and the crash
// boundary, on the real site built by the pxdocs CLI and served by its server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  buildRealSite,
  buildSiteWithAnnouncementId,
  builtPages,
  count,
  launchBrowser,
  newContext,
  removeTempDirs,
  routeUntil,
  startServer,
  titleOf,
  watchProblems,
  type BuiltPage,
  type TestServer,
} from './browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any, localStorage: any, history: any, getComputedStyle: any, window: any;

const NEW_ANNOUNCEMENT_ID = 'e2e-announcement-v2';

let out: string;
let variantOut: string;
let previousId: string;
let server: TestServer;
let browser: Browser;
let docPage: BuiltPage;
let otherDocPage: BuiltPage;
/** The file's one browser context: each test's page is a new page in it (freshPage). */
let context: BrowserContext | undefined;

before(async () => {
  // Set as soon as it is up, so `after` closes it even when a build fails.
  const launching = launchBrowser().then((launched) => (browser = launched));
  out = await buildRealSite();
  const docs = (await builtPages(out)).filter((page) => page.bodyClass.includes('page-doc'));
  // A docs page with code blocks (they follow the colour mode) and a link to another docs page.
  docPage = docs.find((page) => count(page.html, /class="code-block/) >= 2) ?? docs[0];
  otherDocPage = docs.find((page) => page !== docPage && docPage.html.includes(`href="${page.route}"`)) ?? docs[1];
  // The announcement test opens only docPage in the variant.
  const [variant] = await Promise.all([buildSiteWithAnnouncementId(NEW_ANNOUNCEMENT_ID, docPage.route), launching]);
  variantOut = variant.out;
  previousId = variant.previousId;
  server = await startServer(out);
});

after(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/** The page most tests load their page in again (freshPage). */
let shared: Page | undefined;

/**
 * A page with empty storage, as a fresh context gives it, in the file's one context: a fresh
 * context's first load costs Chromium about three times a load in a page that has loaded the site
 * (its cache and compiled scripts). Most tests load their page again in the file's one page, its
 * local and session storage cleared first; a test that routes its page's requests or adds an init
 * script to it gets a page of its own (`own`), so that these end with it, closed by the next call.
 */
async function freshPage(options: { colorScheme?: 'dark'; own?: boolean } = {}): Promise<Page> {
  context ??= await newContext(browser);
  shared ??= await context.newPage();
  await Promise.all(context.pages().filter((page) => page !== shared).map((page) => page.close()));
  if (shared.url().startsWith(server.url)) await shared.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  const page = options.own ? await context.newPage() : shared;
  // The system's preference, as the context option `colorScheme` sets it (Playwright's default: light).
  await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
  return page;
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

async function codeBlockBackground(page: Page): Promise<number> {
  return luminance(await page.locator('.markdown .code-block').first().evaluate((element) => getComputedStyle(element).backgroundColor));
}

async function pageBackground(page: Page): Promise<number> {
  return luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

describe('Colour mode', () => {
  test('the site is light by default even when the system prefers dark, and the navbar toggle switches to dark and back, storing the choice under "theme"', async () => {
    const page = await freshPage({ colorScheme: 'dark' });
    const problems = watchProblems(page);
    await page.goto(server.url + docPage.route);
    assert.equal(await theme(page), 'light', 'light by default; the system preference (dark) is not followed');
    assert.equal(await stored(page, 'theme'), null);
    assert.ok(await pageBackground(page) > 0.8, 'light page background');
    assert.ok(await codeBlockBackground(page) > 0.8, 'code blocks are light in light mode');

    const toggle = page.locator('.navbar [data-color-mode-toggle]');
    await toggle.click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await stored(page, 'theme'), 'dark');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await toggle.getAttribute('aria-label'), 'Switch to light mode');
    assert.ok(await pageBackground(page) < 0.2, 'dark page background');
    assert.ok(await codeBlockBackground(page) < 0.2, 'code blocks follow the colour mode');

    await toggle.click();
    assert.equal(await theme(page), 'light');
    assert.equal(await stored(page, 'theme'), 'light');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(problems.errors, []);
  });

  test('the chosen mode persists across reloads and is applied before any island script runs, also on client navigation (no flash)', async () => {
    const page = await freshPage({ own: true });
    await page.goto(server.url + docPage.route);
    await page.locator('.navbar [data-color-mode-toggle]').click();
    await page.locator('[data-announcement-close]').click();
    assert.equal(await stored(page, 'theme'), 'dark');

    // Hold the island bundle: until it is released, only the inline head script can have run.
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let requested!: () => void;
    const scriptRequested = new Promise<void>((resolve) => { requested = resolve; });
    const stopHolding = await routeUntil(page, '**/assets/core-*.js', async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await scriptRequested;
    // Parsed, and the render-blocking stylesheet applied: the state the first paint shows.
    await page.waitForFunction(() => document.readyState !== 'loading' && [...document.querySelectorAll('link[rel="stylesheet"]')].every((link: any) => link.sheet));
    const early = await page.evaluate(() => ({
      theme: document.documentElement.getAttribute('data-theme'),
      bar: getComputedStyle(document.querySelector('[data-announcement-bar]')).display,
      // The colour-mode island sets aria-pressed; the server-rendered button has none.
      islandRan: document.querySelector('[data-color-mode-toggle]').hasAttribute('aria-pressed'),
    }));
    assert.equal(early.islandRan, false, 'the island script is still held');
    assert.equal(early.theme, 'dark', 'dark is applied by the inline head script before the islands');
    assert.equal(early.bar, 'none', 'a dismissed announcement bar is hidden before the islands');
    release();
    await page.waitForLoadState('load');
    await page.waitForFunction(() => document.querySelector('[data-color-mode-toggle]').getAttribute('aria-pressed') === 'true');
    stopHolding();

    // Client navigation: the mode must never switch back to light, not even for a frame.
    await page.evaluate(() => {
      window.__themes = [];
      window.__reloadMarker = true;
      new window.MutationObserver(() => window.__themes.push(document.documentElement.getAttribute('data-theme')))
        .observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    });
    await page.locator(`#__page a[href="${otherDocPage.route}"]`).first().click();
    await page.waitForURL(server.url + otherDocPage.route);
    await page.waitForFunction((title) => document.title === title, titleOf(otherDocPage.html));
    const afterNavigation = await page.evaluate(() => ({ marker: window.__reloadMarker === true, themes: window.__themes, theme: document.documentElement.getAttribute('data-theme') }));
    assert.equal(afterNavigation.marker, true, 'the link was followed without a full reload');
    assert.equal(afterNavigation.theme, 'dark');
    assert.deepEqual(afterNavigation.themes.filter((value: string) => value !== 'dark'), []);
  });
});

describe('Announcement bar', () => {
  test('the bar shows until dismissed, stays dismissed across reloads and navigation, and shows again when the configured id changes', async () => {
    const page = await freshPage();
    const bar = page.locator('[data-announcement-bar]');
    try {
      await page.goto(server.url + docPage.route);
      assert.equal(await bar.isVisible(), true, 'shown on a first visit');
      assert.equal(await bar.getAttribute('data-announcement-id'), previousId);
      await page.locator('[data-announcement-close]').click();
      assert.equal(await bar.isVisible(), false, 'hidden once dismissed');
      assert.equal(await stored(page, 'docusaurus.announcement.dismiss'), 'true');
      assert.equal(await stored(page, 'docusaurus.announcement.id'), previousId);

      await page.reload();
      assert.equal(await bar.isVisible(), false, 'still dismissed after a reload');
      await page.locator(`#__page a[href="${otherDocPage.route}"]`).first().click();
      await page.waitForURL(server.url + otherDocPage.route);
      assert.equal(await bar.isVisible(), false, 'still dismissed after client navigation');

      // Same origin, new build whose bar has another id.
      server.setRoot(variantOut);
      await page.goto(server.url + docPage.route);
      assert.equal(await bar.getAttribute('data-announcement-id'), NEW_ANNOUNCEMENT_ID);
      assert.equal(await bar.isVisible(), true, 'a new id shows the bar again');
      await page.locator('[data-announcement-close]').click();
      assert.equal(await stored(page, 'docusaurus.announcement.id'), NEW_ANNOUNCEMENT_ID);
      await page.reload();
      assert.equal(await bar.isVisible(), false, 'the new id is remembered once dismissed');
    } finally {
      server.setRoot(out);
    }
  });

  test('malformed stored values (unknown theme, corrupt announcement keys) fall back to the defaults without an error', async () => {
    const page = await freshPage();
    const problems = watchProblems(page);
    await page.goto(server.url + docPage.route);
    const cases: Record<string, string>[] = [
      { theme: 'purple', 'docusaurus.announcement.dismiss': 'yes', 'docusaurus.announcement.id': '{"corrupt":' },
      { theme: 'DARK', 'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'some-other-id' },
      { theme: '{"mode":"dark"}', 'docusaurus.announcement.dismiss': '1', 'docusaurus.announcement.id': previousId },
      { theme: '', 'docusaurus.announcement.dismiss': '', 'docusaurus.announcement.id': '' },
    ];
    for (const values of cases) {
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value as string);
      }, values);
      await page.reload();
      assert.equal(await theme(page), 'light', `unknown theme ${JSON.stringify(values.theme)} falls back to light`);
      assert.equal(await page.locator('[data-announcement-bar]').isVisible(), true, `corrupt announcement keys ${JSON.stringify(values)} show the bar`);
      assert.equal(await page.locator('[data-page-crash]').count(), 0);
    }
    // The toggle still works from a malformed state.
    await page.locator('.navbar [data-color-mode-toggle]').click();
    assert.equal(await theme(page), 'dark');
    assert.deepEqual(problems.errors, []);
    assert.deepEqual(problems.consoleErrors, []);
  });
});

describe('Docs version', () => {
  // Docusaurus stores the version a reader picks (the dropdown, the banner), not the one of a page read.
  test('visiting a docs page stores no preferred version', async () => {
    const page = await freshPage();
    await page.goto(server.url + '/');
    // Client navigation from the home page to a docs page.
    await page.locator('.navbar-items a.navbar-link').first().click();
    await page.waitForFunction(() => document.body.classList.contains('page-doc'));
    assert.equal(await stored(page, 'docs-preferred-version-default'), null);
    const direct = await freshPage();
    await direct.goto(server.url + docPage.route);
    assert.equal(await stored(direct, 'docs-preferred-version-default'), null, 'nor a full load of one');
  });
});

describe('Crash boundary', () => {
  test('an island that throws renders "Page Error" / "This page crashed" with a "Try again" button that renders the page again', async () => {
    const page = await freshPage({ own: true });
    const problems = watchProblems(page);
    // Break a DOM API the navigation island uses during setup.
    await page.addInitScript(() => {
      history.replaceState = () => { throw new Error('boom'); };
    });
    await page.goto(server.url + docPage.route);
    const originalTitle = titleOf(docPage.html);
    await page.waitForFunction(() => document.title === 'Page Error');
    assert.equal(await page.title(), 'Page Error');
    const crash = page.locator('[data-page-crash]');
    assert.equal(await crash.getByRole('heading', { level: 1 }).textContent(), 'This page crashed');
    const retry = crash.getByRole('button', { name: 'Try again' });
    assert.equal(await retry.isVisible(), true);
    assert.equal(await page.locator('#main').isVisible(), false, 'the broken page is replaced by the crash state');
    assert.ok(problems.consoleErrors.some((text) => text.includes('boom')), 'the error is logged');

    // Restore the API, then "Try again" renders the page again.
    await page.evaluate(() => { delete history.replaceState; });
    await retry.click();
    assert.equal(await page.locator('[data-page-crash]').count(), 0);
    assert.equal(await page.title(), originalTitle);
    assert.equal(await page.locator('#main').isVisible(), true);
    assert.deepEqual(problems.errors, [], 'the boundary caught the error');
  });

  test('after "Try again" the page works: the colour-mode toggle switches the mode once per click', async () => {
    const page = await freshPage({ own: true });
    await page.addInitScript(() => {
      history.replaceState = () => { throw new Error('boom'); };
    });
    await page.goto(server.url + docPage.route);
    await page.waitForFunction(() => document.title === 'Page Error');
    await page.evaluate(() => { delete history.replaceState; });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.navbar [data-color-mode-toggle]').click();
    assert.equal(await theme(page), 'dark', 'one click on the toggle after "Try again" switches to dark');
  });

  test('internal assertion helpers fail with the generic message "Invariant failed"', async () => {
    const { invariant } = (await import('../../theme/islands/lib/crash.js')) as { invariant: (condition: unknown) => void };
    assert.throws(() => invariant(false), { message: 'Invariant failed' });
    assert.throws(() => invariant(null), { message: 'Invariant failed' });
    assert.doesNotThrow(() => invariant(true));
  });
});
