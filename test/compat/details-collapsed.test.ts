// `<details>` in a page, as Docusaurus 3.10's Details draws it: the info alert's
// classes with the page's own after them (`class="custom"` kept, where pxdocs
// dropped the theme's names for it in MDX), and `data-collapsed` ("true" closed,
// "false" under `open`), which a site's CSS and scripts target, following each
// opening and closing as Docusaurus's Details sets it on a click. pxdocs wrote
// no `data-collapsed`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, readPage, selectAll } from './lib.js';
import { launchBrowser, newContext, startServer, type TestServer } from '../e2e/browser.js';

after(removeTempDirs);

const config = "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, markdown: { format: 'detect' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' } };\n";
const body = '<details>\n<summary>Closed</summary>\n\nClosed body.\n\n</details>\n\n<details open>\n<summary>Open</summary>\n\nOpen body.\n\n</details>\n\n';

describe('<details> in a page, as Docusaurus draws it', () => {
  let dir = '';
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    dir = await makeTempDir('pxdocs-details-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': config,
      'docs/a.mdx': `# A\n\n${body}<details className="custom">\n  No summary.\n</details>\n`,
      'docs/b.md': `# B\n\n${body}<details class="custom">\n<summary>Own class</summary>\n\nText.\n\n</details>\n`,
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  for (const [route, format] of [['/docs/a', 'MDX'], ['/docs/b', 'CommonMark']]) {
    it(`marks each one collapsed or not, its own class after the theme's, in ${format}`, async () => {
      const page = await readPage(join(dir, 'out'), route);
      const details = selectAll(page.tree, 'article details');
      assert.deepEqual(details.map((each) => [attr(each, 'class'), attr(each, 'data-collapsed'), attr(each, 'open') !== undefined]), [
        ['details alert alert--info', 'true', false],
        ['details alert alert--info', 'false', true],
        ['details alert alert--info custom', 'true', false],
      ]);
    });
  }

  it('keeps data-collapsed in step with each opening and closing in Chromium', async () => {
    [server, browser] = await Promise.all([startServer(join(dir, 'out')), launchBrowser()]);
    context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/a`);
    const closed = page.locator('article details').first();
    const open = page.locator('article details').nth(1);
    const state = async () => [await closed.getAttribute('data-collapsed'), await open.getAttribute('data-collapsed')];
    assert.deepEqual(await state(), ['true', 'false']);
    await closed.locator('summary').click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('article details').dataset.collapsed === 'false');
    await open.locator('summary').click();
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('article details')[1].dataset.collapsed === 'true');
    assert.deepEqual(await state(), ['false', 'true']);
    assert.equal(await closed.evaluate((element) => (element as any).open), true);
    await page.close();
  });
});
