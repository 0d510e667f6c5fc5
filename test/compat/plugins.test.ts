// Remark/rehype plugins from the config, as Docusaurus takes them: functions or
// [plugin, options], run in Docusaurus's order. Docusaurus's own npm2yarn and the
// tab-blocks plugin emit `@theme/Tabs` MDX, which must render and switch in Chromium.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serveFixture } from './browse.js';
import { attr, must, readPage, selectAll, text, useFixture } from './lib.js';

const site = useFixture('remark-plugins');

describe('plugins from the config', () => {
  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('npm2yarn turns an `npm2yarn` fence into npm/Yarn/pnpm/Bun tabs synced by groupId', async () => {
    const page = await readPage(site.out, '/docs/install');
    const container = selectAll(page.body, '[data-tabs]').find((element) => attr(element, 'data-group-id') === 'npm2yarn');
    assert.ok(container, 'no npm2yarn tabs');
    assert.deepEqual(selectAll(container, '[role="tab"]').map(text), ['npm', 'Yarn', 'pnpm', 'Bun']);
    const panels = selectAll(container, '[role="tabpanel"]').map(text);
    assert.match(panels[0], /npm install --save-dev some-package/);
    assert.match(panels[1], /yarn add --dev some-package/);
  });

  it('tab-blocks groups consecutive `tab` fences, keeping their titles', async () => {
    const page = await readPage(site.out, '/docs/install');
    const container = selectAll(page.body, '[data-tabs]').find((element) => attr(element, 'data-group-id') === 'code-examples');
    assert.ok(container, 'no tab-blocks tabs');
    assert.deepEqual(selectAll(container, '[role="tab"]').map(text), ['JavaScript', 'TypeScript']);
    assert.deepEqual(selectAll(container, '.code-title').map(text), ['config.js', 'config.ts']);
  });

  it("runs the site's own remark plugin and a rehype plugin with options", async () => {
    const page = await readPage(site.out, '/docs/install');
    assert.match(text(page.body), /This is LOUD text\./);
    assert.ok(must(page.body, 'table.site-table'));
  });

  it('runs before-default plugins first and the site plugins after, as Docusaurus does', async () => {
    const page = await readPage(site.out, '/docs/install');
    assert.equal(text(must(page.body, '#plugin-order')), 'before-remark,remark,before-rehype,rehype');
  });
});

describe('plugin tabs in Chromium', () => {
  const served = serveFixture('remark-plugins');

  it('switches npm2yarn and tab-blocks tabs, and the npm2yarn choice carries to the next page', async () => {
    const context = await served.browser.newContext();
    try {
      const page = await context.newPage();
      const base = served.base;
      await page.goto(`${base}/docs/install`);
      await page.waitForFunction(() => document.querySelectorAll('[data-tabs]:not([data-tabs-ready])').length === 0, undefined, { timeout: 10_000 });
      assert.equal(await page.getByText('yarn add --dev some-package').isVisible(), false);
      await page.getByRole('tab', { name: 'Yarn' }).click();
      assert.equal(await page.getByText('yarn add --dev some-package').isVisible(), true);
      assert.equal(await page.getByText('npm install --save-dev some-package').isVisible(), false);

      await page.getByRole('tab', { name: 'TypeScript' }).click();
      assert.equal(await page.getByText('export default {answer: 42};').isVisible(), true);
      assert.equal(await page.getByText('module.exports = {answer: 42};').isVisible(), false);

      await page.goto(`${base}/docs/more`);
      await page.waitForFunction(() => document.querySelectorAll('[data-tabs]:not([data-tabs-ready])').length === 0, undefined, { timeout: 10_000 });
      assert.equal(await page.getByText('yarn build', { exact: true }).isVisible(), true, 'the Yarn choice is remembered (sync: true)');
    } finally {
      await context.close();
    }
  });
});
