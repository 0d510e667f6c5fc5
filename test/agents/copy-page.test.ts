// "Copy page" in Chromium, on a real build of the basic fixture: the button
// puts the page's Markdown twin on the clipboard; the menu works by keyboard
// (menu button pattern) and axe finds nothing wrong in it when open; without
// JavaScript the plain "View as Markdown" link is there instead.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { injectAxe, launchBrowser, newContext, removeTempDirs, startServer, watchProblems, type TestServer } from '../e2e/browser.js';
import { builtFixture, removeTempDirs as removeFixtures } from '../helpers.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;
declare const navigator: any;

const SITE_URL = 'https://fixture.example';

describe('Copy page', () => {
  let out: string;
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    // The basic fixture as built once for the run (read only here).
    let built: Awaited<ReturnType<typeof builtFixture>>;
    [built, browser] = await Promise.all([builtFixture('basic'), launchBrowser()]);
    assert.equal(built.code, 0, built.stderr);
    out = built.out;
    server = await startServer(out);
    context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await removeTempDirs();
    await removeFixtures();
  });

  const focused = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim() || document.activeElement?.getAttribute('aria-label'));
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText() as Promise<string>);
  const clearClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText('') as Promise<void>);

  it('copies the page Markdown to the clipboard and announces it', async () => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${server.url}/guide/setup`);
    const expected = await readFile(join(out, 'guide/setup.md'), 'utf8');
    const button = page.getByRole('button', { name: 'Copy page', exact: true });
    await button.waitFor({ state: 'visible' });
    assert.equal(await page.locator('.copy-page-fallback').isVisible(), false, 'the no-JS link is replaced');
    await clearClipboard(page);
    await button.click();
    await page.locator('[data-copy-page-status]').filter({ hasText: 'Copied the page as Markdown' }).waitFor({ state: 'attached' });
    assert.equal(await clipboard(page), expected);
    assert.equal(await page.locator('[data-copy-page-status]').getAttribute('aria-live'), 'polite');
    assert.deepEqual(problems.errors, []);
    await page.close();
  });

  it('menu works by keyboard: open, move, activate, Escape returns focus', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/guide/intro`);
    const toggle = page.locator('.copy-page-toggle');
    await toggle.waitFor({ state: 'visible' });
    const menu = page.getByRole('menu');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.isVisible(), false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(await focused(page), 'Copy page as Markdown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(page), 'View as Markdown');
    await page.keyboard.press('End');
    assert.equal(await focused(page), 'Open in Claude');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(page), 'Copy page as Markdown', 'ArrowDown wraps to the first item');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(page), 'Open in Claude', 'ArrowUp wraps to the last item');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await focused(page), 'More ways to use this page', 'focus returns to the menu button');

    // Activate "Copy page as Markdown" from the keyboard.
    await clearClipboard(page);
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(page), 'Copy page as Markdown');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    await page.locator('[data-copy-page-status]').filter({ hasText: 'Copied' }).waitFor({ state: 'attached' });
    assert.equal(await clipboard(page), await readFile(join(out, 'guide/intro.md'), 'utf8'));
    assert.equal(await focused(page), 'More ways to use this page');

    // A click outside closes the menu.
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    await page.locator('h1').first().click();
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('menu links name the page Markdown URL; axe finds no violation in the open menu', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/guide/intro`);
    await page.locator('.copy-page-toggle').click();
    await page.getByRole('menu').waitFor({ state: 'visible' });
    const markdownUrl = `${SITE_URL}/guide/intro.md`;
    assert.equal(await page.getByRole('menuitem', { name: 'View as Markdown' }).getAttribute('href'), '/guide/intro.md');
    const chatgpt = new URL((await page.getByRole('menuitem', { name: 'Open in ChatGPT' }).getAttribute('href'))!);
    assert.equal(chatgpt.origin + chatgpt.pathname, 'https://chatgpt.com/');
    assert.ok(chatgpt.searchParams.get('q')?.includes(markdownUrl), `prompt names ${markdownUrl}: ${chatgpt.searchParams.get('q')}`);
    const claude = new URL((await page.getByRole('menuitem', { name: 'Open in Claude' }).getAttribute('href'))!);
    assert.equal(claude.origin + claude.pathname, 'https://claude.ai/new');
    assert.ok(claude.searchParams.get('q')?.includes(markdownUrl));

    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const result = await axe.run({ include: [['.copy-page']] }, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] });
      return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(violations, []);
    await page.close();
  });

  it('works on a page reached by client navigation', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/guide/intro`);
    await page.locator('.copy-page-copy').waitFor({ state: 'visible' });
    await page.locator('.doc-sidebar a[href="/guide/setup"]').first().click();
    await page.waitForURL(`${server.url}/guide/setup`);
    await page.locator('.copy-page-copy').waitFor({ state: 'visible' });
    assert.equal(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href'), '/guide/setup.md', 'the head link follows the page');
    await clearClipboard(page);
    await page.locator('.copy-page-copy').click();
    await page.locator('[data-copy-page-status]').filter({ hasText: 'Copied' }).waitFor({ state: 'attached' });
    assert.equal(await clipboard(page), await readFile(join(out, 'guide/setup.md'), 'utf8'));
    await page.close();
  });

  it('without JavaScript shows a plain "View as Markdown" link', async () => {
    const plain = await newContext(browser, { javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(`${server.url}/guide/intro`);
    const link = page.getByRole('link', { name: 'View as Markdown' });
    assert.equal(await link.isVisible(), true);
    assert.equal(await page.getByRole('button', { name: 'Copy page', exact: true }).isVisible(), false);
    await link.click();
    await page.waitForURL(`${server.url}/guide/intro.md`);
    assert.match(await page.locator('body').innerText(), /^# Introduction/);
    await plain.close();
  });
});
