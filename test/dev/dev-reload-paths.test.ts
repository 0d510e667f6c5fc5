// `pxdocs dev`'s live reload in Chromium on addresses that are not spelled as
// their routes: a base URL with `trailingSlash: true` (the tab at
// /base/reference/api/, the route /reference/api), and routes with letters
// outside ASCII or a space, which the address bar holds percent-encoded. A body
// edit reloads the tab showing the page in each case. (The edits leave the first
// paragraph, the page's description, as it is: a changed description reloads
// every tab, whatever its address.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.js';
import { page as pageSource, removeTempDirs } from '../helpers.js';
import { startFixtureDev, WAIT_MS, type DevFixture } from './dev-helpers.js';

describe('pxdocs dev reloads tabs under a base URL, with trailing slashes and encoded routes', () => {
  let fx: DevFixture;
  let browser: Browser;
  let context: BrowserContext;
  let tab: Page;
  const pageErrors: string[] = [];

  before(async () => {
    const config = await readFile(new URL('../fixtures/basic/config/site.config.ts', import.meta.url), 'utf8');
    const changed = config.replace("url: 'https://fixture.example',", "url: 'https://fixture.example',\n  baseUrl: '/base/',\n  trailingSlash: true,");
    assert.notEqual(changed, config, 'the fixture config still sets url');
    fx = await startFixtureDev('basic', {
      'config/site.config.ts': changed,
      'content/guide/café-ünï.md': pageSource({ title: 'Café' }, 'Café intro, which the description is made of.\n\nCafé text, first.\n'),
      'content/guide/my page.md': pageSource({ title: 'My page' }, 'Spaced intro, which the description is made of.\n\nSpaced text, first.\n'),
    });
    browser = await launchBrowser();
    context = await browser.newContext();
    tab = await context.newPage();
    tab.on('pageerror', (error) => pageErrors.push(error.message));
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await fx?.close();
    await removeTempDirs();
  });

  /** Opens an address, waits for its live-reload connection, edits `file`, and waits for the tab to show the edit. */
  async function reloadsOn(address: string, file: string, edit: (text: string) => string, shown: string): Promise<void> {
    const connected = tab.waitForResponse((response) => response.url().endsWith('/__pxdocs/events'), { timeout: WAIT_MS });
    const response = await tab.goto(fx.dev.url + address);
    assert.equal(response?.status(), 200, `${address} is served`);
    await connected;
    await tab.evaluate('window.__beforeEdit = true');
    await fx.write(file, edit(await readFile(`${fx.dir}/${file}`, 'utf8')));
    await tab.waitForFunction(`document.body.textContent.includes(${JSON.stringify(shown)})`, undefined, { timeout: WAIT_MS });
    assert.equal(await tab.evaluate('window.__beforeEdit === true'), false, 'the tab reloaded');
    assert.deepEqual(pageErrors, []);
  }

  it('reloads /base/reference/api/ when its page changes', async () => {
    await reloadsOn('/base/reference/api/', 'content/reference/01-api.md', (text) => `${text}\nAPI marker after the edit.\n`, 'API marker after the edit.');
  });

  it('reloads a route with letters outside ASCII', async () => {
    await reloadsOn(`/base/guide/${encodeURIComponent('café-ünï')}/`, 'content/guide/café-ünï.md', (text) => text.replace('Café text, first.', 'Café text, second.'), 'Café text, second.');
  });

  it('reloads a route with a space', async () => {
    await reloadsOn(`/base/guide/${encodeURIComponent('my page')}/`, 'content/guide/my page.md', (text) => text.replace('Spaced text, first.', 'Spaced text, second.'), 'Spaced text, second.');
  });
});
