// Docusaurus's class names on pxdocs's markup (theme/shared/docusaurus-classes.ts):
// a Docusaurus site's custom CSS styles the theme through the stable
// ThemeClassNames and Infima's structural names, so they must sit on the
// elements Docusaurus puts them on, beside pxdocs's own, with their state
// modifiers following the real state. The theme-class-names fixture's
// src/css/custom.css styles nothing but those names; checked in the built HTML
// (where each name is), then in Chromium (that the site's rules apply, and
// that the modifiers follow what the islands change: categories opened and
// closed, the TOC entry in view, client navigation).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page as BrowserPage } from 'playwright-core';
import { newContext } from '../e2e/browser.js';
import { serveFixture } from './browse.js';
import { classes, must, readPage, selectAll, selectOne, text, type Page } from './lib.js';

const served = serveFixture('theme-class-names');

const page = (route: string) => readPage(served.site.out, route);

/** Every name in `expected` is on `element`, and pxdocs's own `ours` still leads its class list. */
function assertNames(element: Parameters<typeof classes>[0], ours: string, expected: string[], where: string): void {
  const names = classes(element);
  assert.equal(names[0], ours, `${where}: pxdocs's own class first (${names.join(' ')})`);
  for (const name of expected) assert.ok(names.includes(name), `${where}: no ${name} in "${names.join(' ')}"`);
}

/** The tag names of an element's child elements, in order. */
const childTags = (element: Parameters<typeof classes>[0]) => ('children' in element ? element.children : []).flatMap((child) => (child.type === 'element' ? [child.tagName] : []));

/** The sidebar's link to `href`, and its entry. */
function sidebarLink(doc: Page, href: string) {
  const link = selectAll(doc.tree, 'aside.doc-sidebar a').find((element) => element.properties.href === href);
  assert.ok(link, `no sidebar link to ${href}`);
  return link;
}

describe('Docusaurus class names in the built HTML', () => {
  it('names the page on <html> as Docusaurus does: plugin, wrapper, page kind, version and doc id', async () => {
    const intro = classes(must((await page('/docs/intro')).tree, 'html'));
    for (const name of ['plugin-docs', 'plugin-id-default', 'docs-wrapper', 'docs-version-current', 'docs-doc-page', 'docs-doc-id-intro']) assert.ok(intro.includes(name), `no ${name} on <html>: ${intro.join(' ')}`);
    assert.ok(classes(must((await page('/docs/guide/install')).tree, 'html')).includes('docs-doc-id-guide/install'));
    // A tag page is the docs plugin's too, not a doc.
    const tags = classes(must((await page('/docs/tags/start')).tree, 'html'));
    assert.ok(tags.includes('docs-tags-doc-list-page') && !tags.includes('docs-doc-page'), tags.join(' '));
  });

  it('marks the sidebar: container, menu, items by level, the current link and the categories holding it', async () => {
    const intro = await page('/docs/intro');
    assertNames(must(intro.tree, 'aside.doc-sidebar'), 'doc-sidebar', ['theme-doc-sidebar-container'], 'the sidebar');
    const top = must(intro.tree, 'aside.doc-sidebar nav.menu > ul');
    assertNames(top, 'menu-list', ['theme-doc-sidebar-menu', 'menu__list'], 'the top list');
    // The page's own link: active, level 1; no other link is.
    const current = sidebarLink(intro, '/docs/intro');
    assertNames(current, 'menu-link', ['menu__link', 'menu__link--active'], 'the current link');
    const active = selectAll(intro.tree, 'aside.doc-sidebar a').filter((link) => classes(link).includes('menu__link--active'));
    assert.deepEqual(active.map((link) => link.properties.href), ['/docs/intro'], 'only the current page\'s link is active');
    const introItem = must(top, 'li.theme-doc-sidebar-item-link-level-1');
    assertNames(introItem, 'menu-item', ['theme-doc-sidebar-item-link', 'menu__list-item'], 'a top-level link\'s entry');
    // The collapsed category: collapsed while the page is elsewhere, its heading a caret sub-list, its links level 2.
    const guide = must(top, 'li.theme-doc-sidebar-item-category');
    assertNames(guide, 'menu-item', ['theme-doc-sidebar-item-category-level-1', 'menu__list-item', 'menu__list-item--collapsed'], 'the closed category');
    assert.equal(selectOne(guide, 'details')?.properties.open, undefined, 'the category is served closed');
    // Docusaurus's structure: the row is the entry's child, the heading the row's, the list the entry's (after the row).
    assertNames(must(guide, 'li > details'), 'menu-category-toggle', ['menu__list-item-collapsible'], 'the category\'s row');
    const heading = must(guide, 'li > details > summary');
    assert.deepEqual(classes(heading).filter((name) => name.startsWith('menu__')), ['menu__link', 'menu__link--sublist', 'menu__link--sublist-caret']);
    assert.deepEqual(childTags(guide), ['details', 'ul'], 'the category\'s row and list');
    assertNames(must(guide, 'li > ul'), 'menu-list', ['menu__list'], 'the nested list');
    assert.ok(!selectOne(guide, 'details ul'), 'the list is not in the <details>');
    assert.ok(!classes(must(guide, 'ul')).includes('theme-doc-sidebar-menu'), 'only the top list is the sidebar menu');
    // A category with a page: its link then the caret's <details> in the row, as Docusaurus's row holds its caret button; the list after the row.
    const reference = selectAll(top, 'li.theme-doc-sidebar-item-category')[1];
    assert.equal(must(reference, 'li > div.menu__list-item-collapsible > a.menu__link--sublist').properties.href, '/docs/reference/');
    assert.ok(selectOne(reference, 'li > div.menu__list-item-collapsible > details > summary.menu__caret') && selectOne(reference, 'li > ul.menu__list'));
    assert.deepEqual(childTags(reference), ['div', 'ul']);
    assert.deepEqual(childTags(must(reference, 'li > div.menu__list-item-collapsible')), ['a', 'details']);
    // One that does not collapse: its heading in the row, as Docusaurus draws every category.
    const fixed = selectAll(top, 'li.theme-doc-sidebar-item-category')[2];
    assert.equal(text(must(fixed, 'li > div.menu__list-item-collapsible > .menu__link')), 'Fixed');
    assert.ok(selectOne(fixed, 'li > ul.menu__list') && !selectOne(fixed, 'details'));
    assert.deepEqual(childTags(fixed), ['div', 'ul']);
    assert.equal(selectAll(guide, 'li.theme-doc-sidebar-item-link-level-2.menu__list-item').length, 2);

    // On a page inside it: open, not collapsed, its heading active with the page's link.
    const install = await page('/docs/guide/install');
    const open = must(install.tree, 'aside.doc-sidebar li.theme-doc-sidebar-item-category');
    assert.ok(!classes(open).includes('menu__list-item--collapsed'), 'the category holding the page is not collapsed');
    assert.ok(classes(must(open, 'summary')).includes('menu__link--active'), 'the category holding the page has its heading active');
    assert.ok(classes(sidebarLink(install, '/docs/guide/install')).includes('menu__link--active'));
    assert.ok(!classes(sidebarLink(install, '/docs/intro')).includes('menu__link--active'));
  });

  it('marks the navbar: layout containers, brand, title, links with the active one, a dropdown, the mobile menu', async () => {
    const intro = await page('/docs/intro');
    assertNames(must(intro.tree, 'div.navbar'), 'navbar', ['theme-layout-navbar'], 'the navbar');
    assertNames(must(intro.tree, 'div.navbar > nav'), 'navbar-inner', ['navbar__inner'], 'the bar');
    assertNames(must(intro.tree, 'a.navbar-brand'), 'navbar-brand', ['navbar__brand'], 'the brand');
    assert.equal(text(must(intro.tree, 'a.navbar__brand .navbar__title')), 'Classy Docs');
    assert.ok(selectOne(intro.tree, 'nav.navbar__inner > div.theme-layout-navbar-left.navbar__items'));
    assert.ok(selectOne(intro.tree, 'nav.navbar__inner > div.theme-layout-navbar-right.navbar__items.navbar__items--right'));
    const docs = must(intro.tree, 'div.navbar__items a.navbar__link');
    assertNames(docs, 'navbar-link', ['navbar__item', 'navbar__link', 'navbar__link--active'], 'the Docs link on a doc');
    const dropdown = must(intro.tree, 'div.navbar__items--right details.dropdown');
    assertNames(dropdown, 'navbar-dropdown', ['navbar__item', 'dropdown--right'], 'the dropdown');
    assert.equal(selectAll(dropdown, 'ul.dropdown__menu a.dropdown__link').length, 2);
    // Its entry for the page it is on is active (in the bar and in the mobile menu).
    const install = await page('/docs/guide/install');
    const entry = selectAll(install.tree, 'a.dropdown__link').find((link) => link.properties.href === '/docs/guide/install')!;
    assert.ok(classes(entry).includes('dropdown__link--active'));
    // The mobile menu: a menu of the same items, the closed dropdown's entry collapsed.
    const mobile = must(intro.tree, 'div.mobile-menu');
    assert.ok(classes(mobile).includes('theme-layout-navbar-sidebar'));
    assert.ok(classes(must(mobile, 'a.navbar-link')).includes('menu__link--active'));
    assert.ok(!classes(must(mobile, 'a.navbar-link')).includes('navbar__link'), 'a mobile item is a menu link, not a bar link');
    const mobileDropdown = must(mobile, 'ul.menu__list > li.menu__list-item > details');
    assert.equal(mobileDropdown.properties.open, undefined);
    assert.ok(selectOne(mobile, 'li.menu__list-item.menu__list-item--collapsed > details'), 'the closed mobile dropdown\'s entry is collapsed');
  });

  it('marks the article: markdown, breadcrumbs, admonitions, code block, footer, tags row, edit link, pagination, TOC', async () => {
    const intro = await page('/docs/intro');
    const markdown = must(intro.tree, 'article div.markdown');
    assertNames(markdown, 'markdown', ['theme-doc-markdown'], 'the body');
    assert.equal(selectAll(markdown, 'h2').length, 2);
    assertNames(must(intro.tree, 'nav.breadcrumbs'), 'breadcrumbs', ['theme-doc-breadcrumbs'], 'the breadcrumbs');
    const crumbs = selectAll(intro.tree, 'nav.breadcrumbs li');
    assert.ok(crumbs.length >= 2 && crumbs.every((crumb) => classes(crumb).includes('breadcrumbs__item')));
    assert.ok(classes(crumbs[crumbs.length - 1]).includes('breadcrumbs__item--active') && !classes(crumbs[0]).includes('breadcrumbs__item--active'));
    assert.ok(selectAll(intro.tree, 'nav.breadcrumbs li > .breadcrumbs__link').length === crumbs.length);
    assertNames(must(markdown, 'div.admonition'), 'admonition', ['admonition-tip', 'theme-admonition', 'theme-admonition-tip', 'alert', 'alert--success'], 'a :::tip');
    assertNames(must(markdown, 'div.code-block'), 'code-block', ['theme-code-block'], 'a code block');
    // The doc's footer as Docusaurus boxes it: the tags row, then the edit link's row.
    assert.ok(selectOne(intro.tree, 'article > footer.theme-doc-footer > div.doc-tags.theme-doc-footer-tags-row'));
    assert.equal(must(intro.tree, 'article > footer.theme-doc-footer > div.theme-doc-footer-edit-meta-row a.theme-edit-this-page').properties.href, 'https://git.example/edit/main/docs/intro.md');
    const pagination = must(intro.tree, 'nav.pagination');
    assert.ok(classes(pagination).includes('pagination-nav'));
    const next = must(pagination, 'a.pagination-nav__link.pagination-nav__link--next');
    assert.equal(text(must(next, '.pagination-nav__sublabel')), 'Next');
    assert.match(text(must(next, '.pagination-nav__label')), /Install/);
    const toc = must(intro.tree, 'aside.toc nav.toc-inner');
    assert.ok(classes(toc).includes('theme-doc-toc-desktop'));
    assert.deepEqual(selectAll(toc, 'ul.table-of-contents.table-of-contents__left-border a.table-of-contents__link').map((link) => link.properties.href), ['#first-steps', '#next-steps']);
    // :::caution is Docusaurus's warning colour; the body's main wrapper is Layout's.
    const install = await page('/docs/guide/install');
    assertNames(must(install.tree, 'div.admonition'), 'admonition', ['theme-admonition-caution', 'alert--warning'], 'a :::caution');
    assert.ok(selectOne(install.tree, '#__page > div.doc-layout.main-wrapper.theme-layout-main'));
  });

  it('gives a JSX admonition (a page with a module) the names the Markdown one (no module) has', async () => {
    const fromMarkdown = classes(must((await page('/docs/intro')).body, 'div.admonition'));
    const fromJsx = classes(must((await page('/docs/guide/configure')).body, 'div.admonition'));
    assert.deepEqual(fromJsx, fromMarkdown);
  });

  it('marks the footer and the announcement bar', async () => {
    const intro = await page('/docs/intro');
    assertNames(must(intro.tree, 'footer.footer'), 'footer', ['theme-layout-footer', 'footer--dark'], 'the footer');
    const column = must(intro.tree, 'footer .footer__links > .theme-layout-footer-column.footer__col');
    assert.equal(text(must(column, '.footer__title')), 'Learn');
    assert.equal(must(column, 'ul.footer__items > li.footer__item > a.footer__link-item').properties.href, '/docs/intro');
    assert.equal(text(must(intro.tree, 'footer .footer__copyright')), 'Copyright Class Names');
    assertNames(must(intro.tree, 'div.announcement-bar'), 'announcement-bar', ['theme-announcement-bar'], 'the announcement bar');
  });

  it('ships no Infima rules for the names: only the site\'s own CSS mentions them', async () => {
    const html = (await page('/docs/intro')).html;
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(sheets.length >= 2, sheets.join(', '));
    const theme = sheets.filter((href) => !href.includes('/site-'));
    assert.ok(theme.length >= 1 && theme.length < sheets.length, `the theme's and the site's stylesheets: ${sheets.join(', ')}`);
    for (const href of theme) {
      const css = await readFile(join(served.site.out, href), 'utf8');
      for (const name of ['menu__link', 'navbar__', 'theme-admonition', 'theme-doc-', 'footer__', 'pagination-nav', 'table-of-contents']) assert.ok(!css.includes(name), `${href} styles ${name}`);
    }
    // Nor do the pages folder's Infima classes (the stylesheet pages outside the docs link).
    for (const file of (await readdir(join(served.site.out, 'assets'))).filter((name) => /^pages-.*\.css$/.test(name))) {
      const css = await readFile(join(served.site.out, 'assets', file), 'utf8');
      assert.ok(!/\.(menu__|navbar__|footer__|alert|theme-)/.test(css), `${file} styles a name the theme's markup now carries`);
    }
  });
});

// ---------------------------------------------------------------------------
// In Chromium: the site's rules apply, and the state modifiers follow the state.

async function open(route: string, width = 1280): Promise<BrowserPage> {
  const context = await newContext(served.browser, { viewport: { width, height: 800 } });
  const tab = await context.newPage();
  await tab.goto(served.base + route);
  return tab;
}

/** Clicks a category's row off its label (the caret side), scrolled into view: it toggles without navigating. */
async function toggleRow(tab: BrowserPage, summary: string): Promise<void> {
  const row = tab.locator(summary).first();
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: box.width - 8, y: box.height / 2 } });
}

/** A computed style of the first element matching `selector`. */
const style = (tab: BrowserPage, selector: string, property: string) => tab.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('the site\'s custom CSS in Chromium', () => {
  it('matches its rules on Docusaurus\'s structure: a category\'s list is its entry\'s child, after the row', async () => {
    const tab = await open('/docs/guide/install');
    try {
      const guideList = 'aside.doc-sidebar li.menu-category:has(a[href="/docs/guide/install"]) > ul';
      assert.equal(await style(tab, guideList, 'outline-color'), 'rgb(28, 29, 30)', '.theme-doc-sidebar-item-category > .menu__list');
      assert.equal(await style(tab, guideList, 'outline-style'), 'dashed');
      assert.equal(await style(tab, 'aside.doc-sidebar summary.menu-category-summary', 'word-spacing'), '8px', '.menu__list-item > .menu__list-item-collapsible (a category without a page)');
      assert.equal(await style(tab, 'aside.doc-sidebar summary.menu-category-summary', 'text-indent'), '9px', '.menu__list-item-collapsible > .menu__link');
      assert.equal(await style(tab, 'aside.doc-sidebar a[href="/docs/reference/"]', 'text-indent'), '9px', 'the same, a category\'s own link');
      assert.equal(await style(tab, 'aside.doc-sidebar .menu__list-item-collapsible:has(> a[href="/docs/reference/"])', 'word-spacing'), '8px');
      assert.equal(await style(tab, 'aside.doc-sidebar li.menu-category:not(.menu-category-collapsible) > .menu__list-item-collapsible', 'word-spacing'), '8px', 'a category that does not collapse has the row too');
      assert.equal(await style(tab, 'aside.doc-sidebar a[href="/docs/intro"]', 'text-indent'), '0px', 'a page\'s link is not in a row');
      // The collapsed category's list is hidden, and shown when its caret opens it (without a reload, the rule applies the same).
      const api = tab.locator('aside.doc-sidebar a[href="/docs/reference/api"]');
      assert.equal(await api.isVisible(), false, 'a collapsed category\'s list is hidden');
      await tab.locator('aside.doc-sidebar li.menu-category:has(a[href="/docs/reference/"]) summary.menu__caret').click();
      await api.waitFor({ state: 'visible' });
      assert.equal(await style(tab, 'aside.doc-sidebar li.menu-category:has(a[href="/docs/reference/"]) > ul', 'outline-color'), 'rgb(28, 29, 30)');
      // Keyboard: the Guide heading is a focusable toggle that Enter closes, its list hidden then.
      await tab.locator('aside.doc-sidebar summary.menu-category-summary').focus();
      await tab.keyboard.press('Enter');
      await tab.locator('aside.doc-sidebar a[href="/docs/guide/configure"]').waitFor({ state: 'hidden' });
      // The island sets the class on the toggle event, which can come after the list is hidden: wait for it.
      await tab.locator('aside.doc-sidebar li.menu-category.menu__list-item--collapsed:has(a[href="/docs/guide/install"])').waitFor({ state: 'attached' });
      assert.equal(await tab.locator('aside.doc-sidebar li.menu-category:has(a[href="/docs/guide/install"])').evaluate((item) => item.classList.contains('menu__list-item--collapsed')), true);
    } finally {
      await tab.context().close();
    }
  });

  it('applies its rules on Docusaurus\'s names to the matching elements', async () => {
    const tab = await open('/docs/intro');
    try {
      assert.equal(await style(tab, 'article .admonition-tip', 'border-left-color'), 'rgb(1, 2, 3)', '.theme-admonition-tip');
      assert.equal(await style(tab, 'aside.doc-sidebar a[aria-current="page"]', 'outline-color'), 'rgb(4, 5, 6)', '.menu__link--active on the current page\'s link');
      assert.equal(await style(tab, 'aside.doc-sidebar a[aria-current="page"]', 'outline-style'), 'solid');
      // The site's colour wins over the theme's own active colour, as it does over Infima's.
      assert.equal(await style(tab, 'aside.doc-sidebar a[aria-current="page"]', 'color'), 'rgb(4, 5, 6)');
      assert.equal(await style(tab, 'aside.doc-sidebar a[href="/docs/guide/install"]', 'outline-style'), 'none', 'another page\'s link is not active');
      assert.equal(await style(tab, 'aside.doc-sidebar li.menu-category', 'letter-spacing'), 'normal');
      assert.equal(await style(tab, 'aside.doc-sidebar a[href="/docs/guide/install"]', 'letter-spacing'), '2px', '.theme-doc-sidebar-item-link-level-2');
      assert.equal(await style(tab, '.navbar .brand-title', 'letter-spacing'), '3px', '.navbar__title');
      assert.equal(await style(tab, '.navbar-items a.navbar-link.active', 'text-decoration-line'), 'underline', '.navbar__link--active');
      assert.equal(await style(tab, 'article .markdown h2', 'color'), 'rgb(7, 8, 9)', '.theme-doc-markdown h2');
      assert.equal(await style(tab, 'article .markdown p', 'word-spacing'), '7px', '.docs-doc-id-intro (on <html>)');
      assert.equal(await style(tab, 'footer .footer-copyright', 'color'), 'rgb(10, 11, 12)', '.footer__copyright');
      // The theme's footer link colour weighs no more than an element, as Infima's class rule under the site's CSS.
      assert.equal(await style(tab, 'footer a.footer__link-item', 'color'), 'rgb(16, 17, 18)', '.footer__link-item');
      assert.equal(await style(tab, '[data-announcement-bar]', 'outline-color'), 'rgb(13, 14, 15)', '.theme-announcement-bar');
      assert.equal(await style(tab, 'nav.breadcrumbs li:last-child', 'letter-spacing'), '4px', '.breadcrumbs__item--active');
      assert.equal(await style(tab, 'nav.pagination .pagination-label', 'letter-spacing'), '5px', '.pagination-nav__label');
      assert.equal(await style(tab, 'article .code-block', 'outline-color'), 'rgb(19, 20, 21)', '.theme-code-block');
      assert.equal(await style(tab, 'article .code-block pre', 'word-spacing'), '11px', '.prism-code');
      // A fence's {2}: Docusaurus's class on the line, its background from Docusaurus's variable the site sets.
      assert.equal(await tab.locator('article .theme-code-block-highlighted-line').textContent(), 'const marked = true;\n');
      assert.equal(await style(tab, 'article .theme-code-block-highlighted-line', 'background-color'), 'rgb(25, 26, 27)', '--docusaurus-highlighted-code-line-bg');
      assert.equal(await style(tab, 'p.edit-page a', 'letter-spacing'), '6px', '.theme-edit-this-page');
      assert.equal(await style(tab, '#__page > .doc-layout', 'outline-color'), 'rgb(22, 23, 24)', 'html.docs-doc-page .main-wrapper');
    } finally {
      await tab.context().close();
    }
  });

  it('prints the page without the edit link, as Docusaurus marks it noPrint', async () => {
    const tab = await open('/docs/intro');
    try {
      assert.equal(await style(tab, 'p.edit-page', 'display'), 'block', 'shown on screen');
      await tab.emulateMedia({ media: 'print' });
      assert.equal(await style(tab, 'p.edit-page', 'display'), 'none', 'hidden in print');
      assert.equal(await style(tab, 'article .markdown', 'display'), 'block', 'the body is printed');
    } finally {
      await tab.context().close();
    }
  });

  it('keeps menu__list-item--collapsed with a category as the reader opens and closes it', async () => {
    const tab = await open('/docs/intro');
    try {
      const summary = 'aside.doc-sidebar li.menu-category > details > summary';
      const item = tab.locator('aside.doc-sidebar li.menu-category').first();
      assert.equal(await style(tab, summary, 'text-decoration-line'), 'line-through', 'served collapsed');
      await toggleRow(tab, summary);
      await tab.waitForFunction(() => !document.querySelector('aside.doc-sidebar li.menu-category')!.classList.contains('menu__list-item--collapsed'));
      assert.equal(await style(tab, summary, 'text-decoration-line'), 'none', 'open: no longer collapsed');
      assert.equal(await tab.locator('aside.doc-sidebar a[href="/docs/guide/install"]').isVisible(), true);
      await toggleRow(tab, summary);
      await tab.waitForFunction(() => document.querySelector('aside.doc-sidebar li.menu-category')!.classList.contains('menu__list-item--collapsed'));
      assert.equal(await item.evaluate((element) => (element.querySelector(':scope > details') as HTMLDetailsElement).open), false);
    } finally {
      await tab.context().close();
    }
  });

  it('marks the TOC entry in view with table-of-contents__link--active', async () => {
    const tab = await open('/docs/intro', 1280);
    try {
      // At the very bottom the last heading is the one in view.
      await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await tab.waitForFunction(() => document.querySelector('[data-toc] a[href="#next-steps"]')?.classList.contains('table-of-contents__link--active'));
      assert.equal(await style(tab, '[data-toc] a[href="#next-steps"]', 'outline-color'), 'rgb(16, 17, 18)');
      assert.equal(await style(tab, '[data-toc] a[href="#first-steps"]', 'outline-style'), 'none');
      assert.equal(await tab.locator('[data-toc] a.table-of-contents__link--active').count(), 1);
    } finally {
      await tab.context().close();
    }
  });

  it('moves the active link, the categories\' states and the page\'s classes on <html> with client navigation', async () => {
    const tab = await open('/docs/intro');
    try {
      await tab.locator('nav.pagination a[rel="next"]').click();
      await tab.waitForURL((url) => url.pathname === '/docs/guide/install');
      // Client navigation, not a load: the document is the same (the marker survives).
      await tab.waitForFunction(() => document.documentElement.classList.contains('docs-doc-id-guide/install'));
      const root = await tab.evaluate(() => [...document.documentElement.classList]);
      assert.ok(!root.includes('docs-doc-id-intro'), root.join(' '));
      assert.ok(root.includes('docs-doc-page') && root.includes('js'), `the page's kind and the head script's class: ${root.join(' ')}`);
      assert.equal(await style(tab, 'aside.doc-sidebar a[href="/docs/guide/install"]', 'outline-color'), 'rgb(4, 5, 6)', 'the new page\'s link is active');
      assert.equal(await style(tab, 'aside.doc-sidebar a[href="/docs/intro"]', 'outline-style'), 'none', 'the old page\'s link is not');
      assert.equal(await style(tab, 'aside.doc-sidebar li.menu-category > details > summary', 'text-decoration-line'), 'none', 'the category holding the page is open');
      assert.equal(await style(tab, 'article .markdown p', 'word-spacing'), '0px', 'the previous doc\'s id no longer applies');
      assert.equal(await style(tab, 'article .admonition-caution', 'border-left-color'), 'rgb(2, 3, 4)', '.alert--warning');
    } finally {
      await tab.context().close();
    }
  });

  it('keeps menu__list-item--collapsed in the mobile menu: the copy of the sidebar, and a dropdown', async () => {
    const tab = await open('/docs/intro', 390);
    try {
      await tab.locator('[data-menu-toggle]').click();
      const isCollapsed = (selector: string) => tab.evaluate((found) => document.querySelector(found)!.classList.contains('menu__list-item--collapsed'), selector);
      // The sidebar's category, in the menu's copy of it.
      const category = '[data-mobile-sidebar] li.theme-doc-sidebar-item-category';
      assert.equal(await isCollapsed(category), true);
      await toggleRow(tab, `${category} > details > summary`);
      await tab.waitForFunction((found) => !document.querySelector(found)!.classList.contains('menu__list-item--collapsed'), category);
      assert.equal(await tab.locator(`${category} a[href="/docs/guide/install"]`).isVisible(), true);
      // A dropdown: opened by the reader, closed by the core island (Escape).
      const dropdown = '[data-mobile-menu] ul.mobile-menu-links > li.menu__list-item:has(> details)';
      assert.equal(await isCollapsed(dropdown), true);
      await tab.locator(`${dropdown} > details > summary`).click();
      await tab.waitForFunction((found) => !document.querySelector(found)!.classList.contains('menu__list-item--collapsed'), dropdown);
      assert.equal(await tab.locator(`${dropdown} a.menu__link`).first().isVisible(), true);
      await tab.keyboard.press('Escape');
      await tab.waitForFunction((found) => document.querySelector(found)!.classList.contains('menu__list-item--collapsed'), dropdown);
      assert.equal(await tab.evaluate((found) => (document.querySelector(`${found} > details`) as HTMLDetailsElement).open, dropdown), false);
    } finally {
      await tab.context().close();
    }
  });
});
