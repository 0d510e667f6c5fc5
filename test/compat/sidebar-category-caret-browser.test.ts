// A sidebar category with a page of its own, in Chromium, as Docusaurus draws
// it: the label is a link and a caret beside it opens and closes the category,
// two controls side by side, not a link inside the control (axe's
// `nested-interactive`: assistive technology cannot reach a control inside
// another). The caret is named "Expand…" or "Collapse…" by the state, works
// from the keyboard, and the link still goes to the category's page, where the
// category is open. The caret is in the link's row, after the link, where
// Docusaurus puts its caret button (`.menu__list-item-collapsible > a +
// button.menu__caret`); pxdocs drew it after the row. The sidebars-file
// fixture: its Guide category links a generated index and starts collapsed.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { AXE_TAGS, injectAxe } from '../e2e/browser.js';
import { onPage, serveFixture } from './browse.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;
declare const axe: any;

const served = serveFixture('sidebars-file');

const row = (page: Page) => page.locator('aside.doc-sidebar .menu__list-item-collapsible:has(> a[href="/docs/category/guide"])');
const caret = (page: Page) => row(page).locator(':scope > a + details > summary.menu__caret');
/** The caret's accessible name, as axe computes it. */
const nameOf = (page: Page) => caret(page).evaluate((element) => {
  axe.setup(document);
  try {
    return axe.commons.text.accessibleText(element);
  } finally {
    axe.teardown();
  }
});

describe('a sidebar category with a page', () => {
  it('is a link and a caret beside it, neither inside the other: axe finds nothing in the sidebar', async () => {
    await onPage(served.browser, async (page, errors) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${served.base}/docs/intro`);
      assert.equal(await page.locator('aside.doc-sidebar summary a, aside.doc-sidebar a summary').count(), 0, 'no link in a summary');
      await injectAxe(page);
      const violations = await page.evaluate(async (tags) => {
        const result = await axe.run(document.querySelector('aside.doc-sidebar'), { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return result.violations.map((violation: { id: string; nodes: { target: string[] }[] }) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      }, AXE_TAGS);
      assert.deepEqual(violations, []);
      // The caret is in the link's row, at its end; the list follows the row.
      assert.equal(await caret(page).count(), 1, 'the caret is in the row, after the link');
      assert.equal(await row(page).evaluate((element) => element.nextElementSibling?.matches('ul.menu__list')), true);
      const link = (await page.locator('aside.doc-sidebar a[href="/docs/category/guide"]').boundingBox())!;
      const box = (await caret(page).boundingBox())!;
      const area = (await row(page).boundingBox())!;
      assert.ok(box.x >= link.x + link.width && Math.abs(box.y + box.height / 2 - (link.y + link.height / 2)) < 2, `caret ${JSON.stringify(box)}, link ${JSON.stringify(link)}`);
      assert.ok(box.x >= area.x && box.x + box.width <= area.x + area.width + 0.5 && box.y >= area.y && box.y + box.height <= area.y + area.height + 0.5, `caret ${JSON.stringify(box)}, row ${JSON.stringify(area)}`);
      assert.deepEqual(errors, []);
    });
  });

  it('opens and closes from the keyboard, named by what it does, and never moves to another page', async () => {
    await onPage(served.browser, async (page) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${served.base}/docs/intro`);
      await injectAxe(page);
      const install = page.locator('aside.doc-sidebar a[href="/docs/guide/install"]');
      assert.equal(await install.isVisible(), false, 'Guide starts collapsed');
      assert.equal(await nameOf(page), "Expand sidebar category 'Guide'");
      // The link, then the caret, in the tab order.
      await page.locator('aside.doc-sidebar a[href="/docs/category/guide"]').focus();
      await page.keyboard.press('Tab');
      assert.equal(await caret(page).evaluate((element) => element === document.activeElement), true, 'the caret follows the link');
      await page.keyboard.press('Enter');
      await install.waitFor({ state: 'visible' });
      assert.equal(await nameOf(page), "Collapse sidebar category 'Guide'");
      assert.equal(await page.locator('aside.doc-sidebar li:has(> .menu__list-item-collapsible > details[open]) >> nth=0').evaluate((item) => item.classList.contains('menu__list-item--collapsed')), false, 'the open category is not marked collapsed');
      await page.keyboard.press('Space');
      await install.waitFor({ state: 'hidden' });
      assert.equal(await nameOf(page), "Expand sidebar category 'Guide'");
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
    });
  });

  it('goes to the category\'s page on a click of its label, where the category is open and its link the current one', async () => {
    await onPage(served.browser, async (page) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${served.base}/docs/intro`);
      await page.locator('aside.doc-sidebar a[href="/docs/category/guide"]').click();
      await page.waitForURL(/\/docs\/category\/guide$/);
      await injectAxe(page);
      assert.equal(await page.locator('aside.doc-sidebar a[href="/docs/guide/install"]').isVisible(), true);
      assert.equal(await page.locator('aside.doc-sidebar a[href="/docs/category/guide"]').getAttribute('aria-current'), 'page');
      assert.equal(await nameOf(page), "Collapse sidebar category 'Guide'");
    });
  });
});
