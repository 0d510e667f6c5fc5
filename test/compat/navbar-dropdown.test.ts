// Navbar dropdowns (Docusaurus's `type: 'dropdown'`): docs and links under one
// label, opened by a click or the keyboard with or without JavaScript, closed
// as a menu is (outside click, Escape, another opening, a navigation), nested
// in the mobile menu, their links checked by the build, and carried by init. A
// dropdown with `to`/`href` has its label as that link, as in Docusaurus, and a
// toggle beside it opening the menu (before, pxdocs made the link the menu's
// first entry and the label only opened the menu).
// Their accessibility is audited in docusaurus-chrome-a11y.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext } from '../e2e/browser.js';
import { serveSite } from './browse.js';
import { buildSite, fixtureConfig, makeTempDir, page, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

const NAVBAR = {
  items: [
    { type: 'dropdown', label: 'Community', items: [{ type: 'doc', docId: 'intro' }, { label: 'Other page', to: '/docs/other' }, { label: 'Forum', href: 'https://forum.example' }] },
    { type: 'dropdown', label: 'More', position: 'right', items: [{ label: 'Blog', href: 'https://blog.example' }] },
    { type: 'dropdown', label: 'Guides', to: '/docs/other', items: [{ type: 'doc', docId: 'intro', label: 'Guide one' }, { label: 'Forum', href: 'https://forum.example' }] },
  ],
};

function files(navbar: unknown): Record<string, string> {
  return {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, navbar }),
    'docs/intro.md': page({ title: 'Intro', sidebar_position: 1 }, 'Start here.\n'),
    'docs/other.md': page({ title: 'Other', sidebar_position: 2 }, 'The other page.\n'),
  };
}

const site = serveSite('pxdocs-dropdown-', files(NAVBAR));

const bar = (tab: Page, label: string) => tab.locator('.navbar-inner details[data-navbar-dropdown]', { has: tab.locator('summary', { hasText: label }) });
const isOpen = (tab: Page, label: string) => bar(tab, label).evaluate((details: HTMLDetailsElement) => details.open);

/** What Chromium tells screen readers of the elements named `name`: role, and expanded state where there is one. */
async function accessible(context: BrowserContext, tab: Page, name: string): Promise<string[]> {
  const cdp = await context.newCDPSession(tab);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored?: boolean; role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.name?.value === name && !/Text/.test(node.role?.value ?? '')).map((node) => {
    const expanded = node.properties?.find((property) => property.name === 'expanded');
    return `${node.role?.value}${expanded ? ` expanded=${String(expanded.value.value)}` : ''}`;
  });
}

describe('navbar dropdowns', () => {
  it("renders each dropdown's entries, a doc by its title, an external link opening apart, and the entry of the page marked", async () => {
    const html = await readFile(join(site.dir, 'out', 'docs', 'other.html'), 'utf8');
    const bar = html.slice(html.indexOf('<nav class="navbar-inner'), html.indexOf('</nav>'));
    assert.match(bar, /<details class="navbar-dropdown navbar__item dropdown dropdown--hoverable" data-navbar-dropdown=""><summary class="navbar-link active navbar__link">Community<\/summary>/);
    assert.match(bar, /<a class="navbar-dropdown-link dropdown__link" href="\/docs\/intro">Intro<\/a>/);
    assert.match(bar, /<a class="navbar-dropdown-link active dropdown__link dropdown__link--active" href="\/docs\/other" aria-current="page">Other page<\/a>/);
    assert.match(bar, /<a class="navbar-dropdown-link dropdown__link" href="https:\/\/forum\.example" target="_blank" rel="noopener noreferrer">Forum/);
    assert.match(bar, /<div class="navbar-items navbar-items-right theme-layout-navbar-right navbar__items navbar__items--right"><details class="navbar-dropdown navbar__item dropdown dropdown--hoverable dropdown--right" data-navbar-dropdown=""><summary class="navbar-link navbar__link">More<\/summary>/);
  });

  it('opens on a click and closes on a click outside; opening one closes the other', async () => {
    const context = await newContext(site.browser);
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      const forum = bar(tab, 'Community').getByRole('link', { name: /Forum/ });
      assert.equal(await forum.isVisible(), false);
      await bar(tab, 'Community').locator('summary').click();
      await forum.waitFor();
      await bar(tab, 'More').locator('summary').click();
      assert.equal(await isOpen(tab, 'Community'), false, 'opening More closed Community');
      assert.equal(await isOpen(tab, 'More'), true);
      await tab.locator('article').click();
      assert.equal(await isOpen(tab, 'More'), false, 'a click outside closed it');
    } finally {
      await context.close();
    }
  });

  // Docusaurus's desktop dropdowns are hoverable (`dropdown--hoverable`); pxdocs's opened on a click only.
  it('opens while the mouse is over it, keeps open crossing to its entries, closes when the mouse leaves', async () => {
    const context = await newContext(site.browser);
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      const forum = bar(tab, 'Community').getByRole('link', { name: /Forum/ });
      await bar(tab, 'Community').locator('summary').hover();
      await forum.waitFor();
      const label = (await bar(tab, 'Community').locator('summary').boundingBox())!;
      const entry = (await forum.boundingBox())!;
      // Down from the label, across the gap, onto the entry: it stays open.
      for (let y = label.y + label.height / 2; y <= entry.y + entry.height / 2; y += 3) await tab.mouse.move(entry.x + 10, y);
      assert.equal(await isOpen(tab, 'Community'), true);
      await tab.mouse.move(5, 600);
      await tab.waitForFunction(() => !document.querySelector('details[data-navbar-dropdown][open]'));
      // A click on its label while it is open keeps it open (the hover opened it).
      await bar(tab, 'Community').locator('summary').click();
      await tab.mouse.move(5, 600);
      assert.equal(await isOpen(tab, 'Community'), true, 'pinned by the click, it stays when the mouse leaves');
      await tab.locator('article').click();
      assert.equal(await isOpen(tab, 'Community'), false);
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard: Enter opens, Tab reaches the entries, Escape closes and returns to the label', async () => {
    const context = await newContext(site.browser);
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      await bar(tab, 'Community').locator('summary').focus();
      await tab.keyboard.press('Enter');
      assert.equal(await isOpen(tab, 'Community'), true);
      await tab.keyboard.press('Tab');
      assert.equal(await tab.evaluate(() => document.activeElement?.textContent), 'Intro');
      await tab.keyboard.press('Escape');
      assert.equal(await isOpen(tab, 'Community'), false);
      assert.equal(await tab.evaluate(() => document.activeElement?.textContent), 'Community');
    } finally {
      await context.close();
    }
  });

  it('navigates on the client from an entry, and the new page shows the menu closed with its entry marked', async () => {
    const context = await newContext(site.browser);
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      await tab.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
      await bar(tab, 'Community').locator('summary').click();
      await bar(tab, 'Community').getByRole('link', { name: 'Other page' }).click();
      await tab.waitForURL(`${site.server.url}/docs/other`);
      await tab.locator('h1', { hasText: 'Other' }).waitFor();
      assert.equal(await tab.evaluate(() => (window as unknown as { __same?: boolean }).__same), true, 'a client navigation');
      assert.equal(await isOpen(tab, 'Community'), false);
      assert.equal(await bar(tab, 'Community').locator('a[aria-current="page"]').textContent(), 'Other page');
    } finally {
      await context.close();
    }
  });

  it('opens without JavaScript, and is a nested list in the mobile menu', async () => {
    const plain = await newContext(site.browser, { javaScriptEnabled: false });
    try {
      const tab = await plain.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      await bar(tab, 'Community').locator('summary').click();
      await bar(tab, 'Community').getByRole('link', { name: 'Other page' }).waitFor();
    } finally {
      await plain.close();
    }
    const phone = await newContext(site.browser, { viewport: { width: 390, height: 800 } });
    try {
      const tab = await phone.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      assert.equal(await bar(tab, 'More').isVisible(), false, 'the bar keeps no dropdown at this width');
      await tab.getByRole('button', { name: 'Open navigation menu' }).click();
      const menu = tab.locator('.mobile-menu details[data-navbar-dropdown]', { hasText: 'More' });
      await menu.locator('summary').click();
      const blog = menu.getByRole('link', { name: /Blog/ });
      await blog.waitFor();
      const [box, summary] = await Promise.all([blog.boundingBox(), menu.locator('summary').boundingBox()]);
      assert.ok(box && summary && box.y > summary.y && box.x > summary.x, 'the entry sits under its label, indented');
    } finally {
      await phone.close();
    }
  });

  it('opens a second dropdown of the mobile menu on a click while the first is open above it', async () => {
    // The press moved focus to the second, which closed the first on focusin: the menu shrank under the
    // pointer between press and release, and the click landed on neither.
    const phone = await newContext(site.browser, { viewport: { width: 390, height: 800 } });
    try {
      const tab = await phone.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      await tab.getByRole('button', { name: 'Open navigation menu' }).click();
      const mobile = (label: string) => tab.locator('.mobile-menu details[data-navbar-dropdown]', { has: tab.locator('summary', { hasText: label }) });
      await mobile('Community').locator('summary').click();
      await mobile('Community').getByRole('link', { name: /Forum/ }).waitFor();
      const [first, second] = await Promise.all([mobile('Community').boundingBox(), mobile('More').boundingBox()]);
      assert.ok(first && second && second.y > first.y, 'More sits below the open Community');
      await mobile('More').locator('summary').click();
      await mobile('More').getByRole('link', { name: /Blog/ }).waitFor();
      assert.equal(await mobile('Community').evaluate((details: HTMLDetailsElement) => details.open), false, 'Community closed');
      // From the keyboard, focus reaching another dropdown still closes the open one.
      await mobile('More').locator('summary').focus();
      await mobile('Community').locator('summary').focus();
      assert.equal(await mobile('More').evaluate((details: HTMLDetailsElement) => details.open), false, 'More closed by focus elsewhere');
    } finally {
      await phone.close();
    }
  });

  it('draws a label with a link of its own as that link, and a toggle named by the label beside it', async () => {
    const html = await readFile(join(site.dir, 'out', 'docs', 'intro.html'), 'utf8');
    const bar = html.slice(html.indexOf('<nav class="navbar-inner'), html.indexOf('</nav>'));
    assert.match(bar, /<div class="navbar-dropdown-split navbar__item dropdown dropdown--hoverable"><a class="navbar-link active navbar__link" href="\/docs\/other">Guides<\/a><details class="navbar-dropdown" data-navbar-dropdown=""><summary class="navbar-dropdown-toggle" aria-label="Guides"><\/summary><ul class="navbar-dropdown-menu dropdown__menu">/);
    // The label's link is its own, not an entry of the menu.
    const menu = bar.slice(bar.indexOf('aria-label="Guides"'));
    assert.doesNotMatch(menu.slice(0, menu.indexOf('</ul>')), /href="\/docs\/other"/);
  });

  it('opens the label\'s link on a click, and the menu from its toggle, by pointer and keyboard, with or without JavaScript', async () => {
    const context = await newContext(site.browser);
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      const split = tab.locator('.navbar-inner .navbar-dropdown-split', { hasText: 'Guides' });
      // A screen reader meets a link and a disclosure (a summary's role) of the label's name, and whether it is open.
      assert.deepEqual(await accessible(context, tab, 'Guides'), ['link', 'DisclosureTriangle expanded=false']);
      await split.locator('summary').click();
      await split.getByRole('link', { name: 'Guide one' }).waitFor();
      assert.deepEqual(await accessible(context, tab, 'Guides'), ['link', 'DisclosureTriangle expanded=true']);
      // Keyboard: Escape closes it and gives the toggle the focus; the label's link comes just before it.
      await tab.keyboard.press('Escape');
      assert.equal(await split.locator('details').evaluate((details: HTMLDetailsElement) => details.open), false);
      assert.equal(await tab.evaluate(() => document.activeElement?.className), 'navbar-dropdown-toggle');
      await tab.keyboard.press('Shift+Tab');
      assert.equal(await tab.evaluate(() => document.activeElement?.textContent), 'Guides');
      await tab.keyboard.press('Tab');
      await tab.keyboard.press('Enter');
      await tab.keyboard.press('Tab');
      assert.equal(await tab.evaluate(() => document.activeElement?.textContent), 'Guide one');
      await tab.keyboard.press('Escape');
      // The label is a link: it opens its page, where it is marked.
      await split.getByRole('link', { name: 'Guides' }).click();
      await tab.waitForURL(`${site.server.url}/docs/other`);
      await tab.locator('h1', { hasText: 'Other' }).waitFor();
      assert.equal(await tab.locator('.navbar-inner .navbar-dropdown-split > a').getAttribute('aria-current'), 'page');
    } finally {
      await context.close();
    }
    const plain = await newContext(site.browser, { javaScriptEnabled: false });
    try {
      const tab = await plain.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      const split = tab.locator('.navbar-inner .navbar-dropdown-split', { hasText: 'Guides' });
      await split.locator('summary').click();
      await split.getByRole('link', { name: 'Guide one' }).waitFor();
    } finally {
      await plain.close();
    }
    const phone = await newContext(site.browser, { viewport: { width: 390, height: 800 } });
    try {
      const tab = await phone.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      await tab.getByRole('button', { name: 'Open navigation menu' }).click();
      const split = tab.locator('.mobile-menu .navbar-dropdown-split', { hasText: 'Guides' });
      const label = split.getByRole('link', { name: 'Guides' });
      const toggle = split.locator('summary');
      await toggle.click();
      const entry = split.getByRole('link', { name: 'Guide one' });
      await entry.waitFor();
      const [labelBox, toggleBox, entryBox] = await Promise.all([label.boundingBox(), toggle.boundingBox(), entry.boundingBox()]);
      assert.ok(labelBox && toggleBox && entryBox, 'all shown');
      assert.ok(toggleBox.x > labelBox.x && toggleBox.y < labelBox.y + labelBox.height, 'the toggle sits on the label\'s row, after it');
      assert.ok(entryBox.y >= labelBox.y + labelBox.height - 1 && entryBox.x > labelBox.x, 'the entries sit under the label, indented');
    } finally {
      await phone.close();
    }
  });

  it('checks the links of its entries, and fails on a doc id that does not exist', async () => {
    const broken = await makeTempDir('pxdocs-dropdown-broken-');
    await writeFiles(broken, files({ items: [{ type: 'dropdown', label: 'Menu', items: [{ label: 'Gone', to: '/docs/gone' }] }] }));
    const linkResult = await buildSite(broken);
    assert.equal(linkResult.code, 1);
    assert.match(linkResult.stderr, /\/docs\/gone/);
    await writeFiles(broken, files({ items: [{ type: 'dropdown', label: 'Menu', items: [{ type: 'doc', docId: 'nope' }] }] }));
    const docResult = await buildSite(broken);
    assert.equal(docResult.code, 1);
    assert.match(docResult.stderr, /The navbar dropdown "Menu" names the doc id "nope", which does not exist/);
    // The label's own link is checked as its entries are.
    await writeFiles(broken, files({ items: [{ type: 'dropdown', label: 'Menu', to: '/docs/missing', items: [{ label: 'Intro', to: '/docs/intro' }] }] }));
    const labelResult = await buildSite(broken);
    assert.equal(labelResult.code, 1);
    assert.match(labelResult.stderr, /\/docs\/missing/);
  });

  it('is carried over by init, its own link the label\'s, an HTML entry drawn as written (a search item is no loss)', async () => {
    const site = await makeTempDir('pxdocs-dropdown-init-');
    await writeFiles(site, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]], themeConfig: { navbar: { items: [
            { type: 'dropdown', label: 'Community', to: '/docs/intro', position: 'right', 'aria-label': 'Community links', items: [{ type: 'doc', docId: 'intro', label: 'Start' }, { label: 'Forum', href: 'https://forum.example', className: 'forum' }, { type: 'html', value: '<hr>' }] },
        { type: 'search', position: 'right' },
      ] } } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const result = await runInit(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const { config } = await loadConfig(site);
    // Its `aria-label` too (VolkovLabs/volkovlabs.io names its menus so): init said it had no pxdocs equivalent.
    assert.deepEqual(config.navbar.items, [{ type: 'dropdown', label: 'Community', to: '/docs/intro', position: 'right', 'aria-label': 'Community links', items: [
      { type: 'doc', docId: 'intro', label: 'Start' },
      { type: 'link', label: 'Forum', href: 'https://forum.example', className: 'forum' },
      { type: 'html', value: '<hr>' },
    ] }, { type: 'search', position: 'right' }]);
    // The search item places the search box (test/compat/navbar-search-item.test.ts).
    assert.doesNotMatch(output, /items\[1\]|items\[0\]\.items/, 'a search item and an HTML entry are carried: nothing to report');
    const built = await buildSite(site, 'out');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    // The HTML entry drawn as written among the entries, as Docusaurus's HtmlNavbarItem draws it in a dropdown.
    const html = await readFile(join(site, 'out', 'docs', 'intro.html'), 'utf8');
    const bar = html.slice(html.indexOf('<nav class="navbar-inner'), html.indexOf('</nav>'));
    assert.match(bar, /href="https:\/\/forum\.example"[^>]*>Forum(?:<svg[^>]*>.*?<\/svg>)?<\/a><\/li><li><hr\/?><\/li><\/ul>/);
    assert.match(bar, /<a class="navbar-link active navbar__link" href="\/docs\/intro" aria-current="page">Community<\/a><details class="navbar-dropdown" data-navbar-dropdown=""><summary class="navbar-dropdown-toggle" aria-label="Community links"><\/summary>/);
  });
});
