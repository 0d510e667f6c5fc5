// Collapsible sidebar categories in Chromium, with JavaScript off: a collapsed
// category is closed and opens on a click of its row, the branch holding the
// current page is open. The sidebars-file fixture is built once and served in-process.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serveFixture } from './browse.js';

const served = serveFixture('sidebars-file');

describe('collapsible sidebar categories without JavaScript', () => {
  it('opens a collapsed category on a click of its row, and shows the current page\'s branch open', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${served.base}/docs/intro`);
      const install = page.locator('aside.doc-sidebar a[href="/docs/guide/install"]');
      assert.equal(await install.isVisible(), false, 'Guide starts collapsed');
      // A click on the row but off the label (the caret) toggles without navigating.
      const summary = page.locator('aside.doc-sidebar summary', { hasText: 'Guide' });
      const box = (await summary.boundingBox())!;
      await page.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
      assert.equal(await install.isVisible(), true, 'Guide opens');
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
      await page.goto(`${served.base}/docs/guide/config`);
      assert.equal(await page.locator('aside.doc-sidebar a[href="/docs/guide/install"]').isVisible(), true, 'the current branch is open');
    } finally {
      await context.close();
    }
  });
});
