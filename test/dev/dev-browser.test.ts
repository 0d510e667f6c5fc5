// `pxdocs dev` with a real browser (Chromium through playwright-core): an open
// tab reloads by itself after an edit and keeps its scroll position; an MDX
// syntax error shows the overlay ([data-pxdocs-overlay]) with file:line:column
// over the last good page, and fixing the file removes it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.js';
import { page as pageSource, removeTempDirs } from '../helpers.js';
import { startFixtureDev, WAIT_MS, type DevFixture } from './dev-helpers.js';

const LONG_PAGE = 'content/guide/09-long.mdx';
const paragraphs = Array.from({ length: 80 }, (_, n) => `Paragraph ${n} of the long page, with enough words to take a line or two of the article column.`).join('\n\n');
const longPage = (extra = '') => pageSource({ title: 'Long page' }, `Top of the long page.\n\n## First half\n\n${paragraphs}\n\n## Second half\n\n${paragraphs}\n${extra}`);

describe('pxdocs dev in Chromium', () => {
  let fx: DevFixture;
  let browser: Browser;
  let context: BrowserContext;
  let tab: Page;
  const pageErrors: string[] = [];

  before(async () => {
    fx = await startFixtureDev('basic', { [LONG_PAGE]: longPage() });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    tab = await context.newPage();
    tab.on('pageerror', (error) => pageErrors.push(error.message));
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await fx?.close();
    await removeTempDirs();
  });

  /** Opens a path and waits until its live-reload connection is up. */
  async function open(path: string): Promise<void> {
    const connected = tab.waitForResponse((response) => response.url().endsWith('/__pxdocs/events'), { timeout: WAIT_MS });
    await tab.goto(fx.dev.url + path);
    await connected;
  }

  it('reloads an open tab after an edit and keeps its scroll position', async () => {
    await open('/guide/long');
    assert.ok(await tab.evaluate('document.body.scrollHeight > 3000'), 'the page is long enough to scroll');
    await tab.evaluate('window.scrollTo(0, 1500)');
    await tab.waitForFunction('Math.abs(window.scrollY - 1500) < 2');
    // Marks this document: a reload replaces it.
    await tab.evaluate('window.__beforeEdit = true');

    await fx.write(LONG_PAGE, longPage('\nBrowser marker one, added at the end.\n'));
    await tab.waitForFunction("document.body.textContent.includes('Browser marker one, added at the end.')", undefined, { timeout: WAIT_MS });
    assert.equal(await tab.evaluate('window.__beforeEdit === true'), false, 'the tab reloaded');
    // The client restores the scroll position once the reloaded page has loaded.
    await tab.waitForFunction('Math.abs(window.scrollY - 1500) < 100', undefined, { timeout: WAIT_MS }).catch(() => undefined);
    const scrollY = await tab.evaluate('window.scrollY') as number;
    assert.ok(Math.abs(scrollY - 1500) < 100, `the scroll position is kept (roughly): ${scrollY}`);
    assert.deepEqual(pageErrors, []);
  });

  it('shows the overlay with file:line:column for an MDX syntax error and removes it when fixed', async () => {
    await open('/guide/long');
    // Line 9 of the file (after 5 lines of front matter and the top paragraph) breaks.
    const broken = longPage('\nBrowser marker one, added at the end.\n').replace('## First half', 'A tag <Broken that never closes.');
    const line = broken.split('\n').findIndex((text) => text.startsWith('A tag <Broken')) + 1;
    await fx.write(LONG_PAGE, broken);
    const overlay = tab.locator('[data-pxdocs-overlay]');
    await overlay.waitFor({ state: 'visible', timeout: WAIT_MS });
    const text = await overlay.textContent() ?? '';
    assert.match(text, new RegExp(`content/guide/09-long\\.mdx:${line}:\\d+`), `the overlay names file:line:column:\n${text}`);
    assert.match(text, /MDX syntax error/);
    assert.ok(text.includes('A tag <Broken that never closes.'), `the overlay shows the source line:\n${text}`);
    // The last good page is underneath.
    assert.ok(await tab.evaluate("document.body.textContent.includes('Browser marker one, added at the end.')"));
    assert.equal(await tab.locator('h2#first-half').count(), 1, 'the last good version of the page is shown under the overlay');

    await fx.write(LONG_PAGE, longPage('\nBrowser marker two, after the fix.\n'));
    await overlay.waitFor({ state: 'detached', timeout: WAIT_MS });
    await tab.waitForFunction("document.body.textContent.includes('Browser marker two, after the fix.')", undefined, { timeout: WAIT_MS });
    // It stays gone once the fixed page has reloaded and reconnected.
    await tab.waitForResponse((response) => response.url().endsWith('/__pxdocs/events'), { timeout: 5000 }).catch(() => undefined);
    assert.equal(await tab.locator('[data-pxdocs-overlay]').count(), 0, 'no overlay after the fix');
    assert.deepEqual(pageErrors, []);
  });
});

describe('pxdocs dev in Chromium, a page broken from the start', () => {
  const BROKEN = 'content/guide/10-broken.mdx';
  const text = (line: string) => pageSource({ title: 'Broken from the start' }, `First line.\n\n${line}\n\nLast line.\n`);
  let fx: DevFixture;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    fx = await startFixtureDev('basic', { [BROKEN]: text('Here <Broken it is.') });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await fx?.close();
    await removeTempDirs();
  });

  it('serves the overlay an edit shows (file:line:column, the code frame), once, and the page when fixed', async () => {
    // What a fresh dev serves, before any script runs: the overlay, not a bare message.
    const served = await fx.get('/guide/broken');
    assert.match(served.html, /data-pxdocs-overlay/);
    assert.match(served.html, /content\/guide\/10-broken\.mdx:\d+:\d+/, 'file:line:column');
    assert.match(served.html, /&gt; +\d+ \| Here &lt;Broken it is\./, 'the code frame');

    const tab = await context.newPage();
    const connected = tab.waitForResponse((response) => response.url().endsWith('/__pxdocs/events'), { timeout: WAIT_MS });
    await tab.goto(fx.dev.url + '/guide/broken');
    await connected;
    // The tab's event stream sends the same errors: they replace the server's overlay, not stack on it.
    await tab.waitForTimeout(500);
    assert.equal(await tab.locator('[data-pxdocs-overlay]').count(), 1);
    assert.match(await tab.locator('[data-pxdocs-overlay]').innerText(), /> +\d+ \| Here <Broken it is\./);

    await fx.write(BROKEN, text('Here it is, fixed.'));
    await tab.waitForFunction("document.body.textContent.includes('Here it is, fixed.')", undefined, { timeout: WAIT_MS });
    assert.equal(await tab.locator('[data-pxdocs-overlay]').count(), 0);
  });
});
