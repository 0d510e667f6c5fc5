// Docusaurus's themeConfig.docs.sidebar options in Chromium, as the config's
// `sidebar`: `autoCollapseCategories` closes a category's open siblings when it
// opens; `hideable` folds the sidebar to a strip and back, with the focus on the
// button shown. The sidebars-file fixture, built with both options on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { buildFixture, buildVariant, FIXTURES } from './lib.js';

let browser: Browser;
let server: TestServer;
let cleanup: (() => Promise<void>) | undefined;

before(async () => {
  const config = await readFile(join(FIXTURES, 'sidebars-file', 'pxdocs.config.mjs'), 'utf8');
  const withOptions = config.replace('  footer: {', '  sidebar: { hideable: true, autoCollapseCategories: true },\n  footer: {');
  assert.notEqual(withOptions, config, 'the fixture config has a footer to put the option before');
  const [site, launched] = await Promise.all([buildVariant('sidebars-file', { 'pxdocs.config.mjs': withOptions }), launchBrowser()]);
  browser = launched;
  cleanup = site.cleanup;
  assert.equal(site.code, 0, site.stderr);
  server = await startServer(site.out);
});

after(async () => {
  await browser?.close();
  await server?.close();
  await cleanup?.();
});

async function open(width: number, route = '/docs/intro'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url + route);
  return page;
}

/** Clicks a category's row off its label (the caret side): it toggles without navigating. */
async function toggle(page: Page, label: string): Promise<void> {
  const box = (await page.locator('aside.doc-sidebar summary', { hasText: label }).boundingBox())!;
  await page.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
}

const isOpen = (page: Page, label: string) => page.locator('aside.doc-sidebar details', { has: page.locator(`summary:has-text("${label}")`) }).first().evaluate((details) => (details as unknown as { open: boolean }).open);

describe('sidebar.autoCollapseCategories', () => {
  it('closes the open sibling categories when a category opens', async () => {
    const page = await open(1280);
    try {
      await toggle(page, 'Guide');
      await page.waitForFunction(() => (document as any).querySelector('aside.doc-sidebar a[href="/docs/guide/install"]')?.checkVisibility());
      assert.equal(await isOpen(page, 'Guide'), true);
      await toggle(page, 'Shorthand group');
      await page.waitForFunction(() => !(document as any).querySelector('aside.doc-sidebar a[href="/docs/guide/install"]')?.checkVisibility());
      assert.equal(await isOpen(page, 'Shorthand group'), true, 'the category clicked is open');
      assert.equal(await isOpen(page, 'Guide'), false, 'its open sibling closed');
    } finally {
      await page.context().close();
    }
  });
});

describe('sidebar.hideable', () => {
  it('folds the sidebar to a strip and brings it back, the focus on the button shown', async () => {
    const page = await open(1280);
    try {
      const aside = page.locator('aside.doc-sidebar');
      const main = page.locator('main');
      const wide = (await aside.boundingBox())!.width;
      const before = (await main.boundingBox())!.width;
      assert.ok(wide > 200, `the sidebar starts open (${wide} px)`);
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await page.waitForFunction(() => (document as any).querySelector('aside.doc-sidebar').getBoundingClientRect().width < 40);
      assert.equal(await page.locator('aside.doc-sidebar nav').isVisible(), false, 'the menu is hidden');
      assert.ok((await main.boundingBox())!.width > before, 'the page takes the room');
      assert.equal(await page.evaluate(() => (document as any).activeElement?.getAttribute('aria-label')), 'Expand sidebar');
      // A link followed inside the site (client navigation) keeps it folded, from the new page's first paint.
      await page.locator('nav.pagination a').first().click();
      await page.waitForURL((url) => url.pathname !== '/docs/intro');
      assert.ok((await aside.boundingBox())!.width < 40, 'still folded after a navigation');
      await page.getByRole('button', { name: 'Expand sidebar' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((width) => (document as any).querySelector('aside.doc-sidebar').getBoundingClientRect().width === width, wide);
      assert.equal(await page.locator('aside.doc-sidebar nav').isVisible(), true, 'the menu is back');
      assert.equal(await page.evaluate(() => (document as any).activeElement?.getAttribute('aria-label')), 'Collapse sidebar');
    } finally {
      await page.context().close();
    }
  });

  it('is not drawn on a phone, where the menu button holds the sidebar', async () => {
    const page = await open(390);
    try {
      assert.equal(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible(), false);
      assert.equal(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible(), false);
    } finally {
      await page.context().close();
    }
  });

  it('is off by default: a site without the options gets neither button nor behaviour', async () => {
    const plain = await buildFixture('sidebars-file');
    const html = await readFile(join(plain.out, 'docs', 'intro.html'), 'utf8');
    assert.doesNotMatch(html, /data-sidebar-hideable|data-sidebar-auto-collapse|"Collapse sidebar"/);
  });
});
