// Tabs behaviour in Chromium, as Docusaurus 3 has it: tabs with the same groupId
// switch together, the choice is remembered (localStorage
// `docusaurus.tab.<groupId>`), and queryString reads and writes `?key=value`.
// Details slide open and shut as Docusaurus's do. The features fixture is built
// once and served in-process.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { serveFixture } from './browse.js';

const served = serveFixture('features');

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${served.base}${path}`);
  // The tabs island marks each container once it has wired it up.
  await page.waitForFunction(() => document.querySelectorAll('[data-tabs]').length > 0 && document.querySelectorAll('[data-tabs]:not([data-tabs-ready])').length === 0, undefined, { timeout: 10_000 });
  assert.deepEqual(errors, []);
  return page;
}

/** The label of the selected tab in the n-th tab list of the page. */
async function selected(page: Page, groupIndex: number): Promise<string> {
  return (await page.locator('[role=tablist]').nth(groupIndex).locator('[role=tab][aria-selected=true]').innerText()).trim();
}

async function visible(page: Page, textContent: string): Promise<boolean> {
  return page.getByText(textContent, { exact: true }).isVisible();
}

describe('Tabs in the browser', () => {
  it('choosing a tab switches every Tabs with the same groupId, remembers the choice and restores it on the next visit', async () => {
    const context = await served.browser.newContext();
    try {
      const page = await open(context, '/docs/components');
      assert.equal(await selected(page, 0), 'Windows');
      assert.equal(await selected(page, 1), 'Windows');
      assert.equal(await visible(page, 'macOS second block.'), false);

      await page.locator('[role=tablist]').nth(0).getByRole('tab', { name: 'macOS' }).click();
      assert.equal(await selected(page, 0), 'macOS');
      assert.equal(await selected(page, 1), 'macOS', 'the second group with groupId="os" follows');
      assert.equal(await visible(page, 'macOS first block.'), true);
      assert.equal(await visible(page, 'macOS second block.'), true);
      assert.equal(await visible(page, 'Windows second block.'), false);
      assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'mac');
      // Docusaurus's class for the selected tab (a site's CSS targets it) moves with the selection, on every tab.
      assert.deepEqual(await page.locator('[role=tablist]').nth(1).locator('.tabs__item--active').allInnerTexts(), ['macOS']);
      assert.equal(await page.locator('[role=tab].tabs__item').count(), await page.locator('[role=tab]').count());

      // Choosing in the second group drives the first one too.
      await page.locator('[role=tablist]').nth(1).getByRole('tab', { name: 'Linux' }).click();
      assert.equal(await selected(page, 0), 'Linux');

      const again = await open(context, '/docs/components');
      assert.equal(await selected(again, 0), 'Linux', 'remembered across page loads');
      assert.equal(await selected(again, 1), 'Linux');
      assert.equal(await visible(again, 'Linux second block.'), true);
      assert.equal(await visible(again, 'Windows first block.'), false);
    } finally {
      await context.close();
    }
  });

  it('starts each Tabs at its default: defaultValue, a TabItem marked default, or the first tab', async () => {
    const context = await served.browser.newContext();
    try {
      const page = await open(context, '/docs/components');
      assert.equal(await selected(page, 2), 'Java label');
      assert.equal(await selected(page, 3), 'Orange');
      assert.equal(await selected(page, 4), 'SDK');
      assert.equal(await visible(page, 'Apple body.'), false);
    } finally {
      await context.close();
    }
  });

  it('queryString="lang" selects the tab named in the URL and writes a new choice back to it', async () => {
    const context = await served.browser.newContext();
    try {
      const page = await open(context, '/docs/components?lang=py');
      assert.equal(await selected(page, 2), 'Python label');
      assert.equal(await page.getByText('print("python tab")').isVisible(), true);
      await page.locator('[role=tablist]').nth(2).getByRole('tab', { name: 'Java label' }).click();
      assert.equal(new URL(page.url()).searchParams.get('lang'), 'java');
      assert.equal(await selected(page, 2), 'Java label');
    } finally {
      await context.close();
    }
  });

  it('queryString with no value uses the groupId as the key, and the URL wins over the remembered choice', async () => {
    const context = await served.browser.newContext();
    try {
      const first = await open(context, '/docs/components');
      await first.locator('[role=tablist]').nth(4).getByRole('tab', { name: 'SDK' }).click();
      assert.equal(await first.evaluate(() => localStorage.getItem('docusaurus.tab.client')), 'sdk');
      assert.equal(new URL(first.url()).searchParams.get('client'), 'sdk');

      const page = await open(context, '/docs/components?client=rest');
      assert.equal(await selected(page, 4), 'REST');
      assert.equal(await visible(page, 'REST body.'), true);
    } finally {
      await context.close();
    }
  });
});

describe('Details in the browser', () => {
  it('slides open and shut (a transition of its content\'s height), and not for a reader who asks for less motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await served.browser.newContext({ reducedMotion });
      try {
        const page = await context.newPage();
        await page.goto(`${served.base}/docs/mdx-details`);
        const details = page.locator('details.details', { hasText: 'Click to expand' });
        const height = () => details.evaluate((element) => element.getBoundingClientRect().height);
        const closed = await height();
        // Open once to learn the open height, then again with the page's animations slowed a hundredfold
        // (DevTools' playback rate): a sliding box is still near its closed height right after the click.
        await details.locator('summary').click();
        await page.waitForFunction(([element, last]) => { const now = (element as Element).getBoundingClientRect().height; const same = now === (window as any).__last; (window as any).__last = now; return same && now > (last as number); }, [await details.elementHandle(), closed] as const);
        const open = await height();
        await details.locator('summary').click();
        await page.waitForFunction(([element, last]) => (element as Element).getBoundingClientRect().height === last, [await details.elementHandle(), closed] as const);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Animation.enable');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
        await details.locator('summary').click();
        const opening = await height();
        if (reducedMotion === 'reduce') assert.equal(opening, open, 'opens at once');
        else assert.ok(opening < (closed + open) / 2, `sliding open: ${opening} px of ${closed} to ${open}`);
      } finally {
        await context.close();
      }
    }
  });
});
