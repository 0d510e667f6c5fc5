// The theme parts a Docusaurus site can turn on and our own site does not use
// (so the accessibility walk of the real site never meets them): the hideable
// sidebar's buttons, an icon-only navbar link, the announcement bar in the
// site's colours, the simple footer with a logo, the light footer, last-update
// lines, a navbar dropdown (and one whose label is a link), HTML items in the navbar and footer, the dark navbar. A fixture with all of them, audited by axe (WCAG 2.2 A/AA and best
// practices) at a phone and a desktop width, in light and dark mode, with the
// sidebar folded and the dropdown open too.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { injectAxe, newContext, runAxe } from '../e2e/browser.js';
import { serveSite } from './browse.js';
import { fixtureConfig, page } from '../helpers.js';

const site = serveSite('pxdocs-chrome-a11y-', {
  'config/site.config.ts': fixtureConfig({
    areas: undefined,
    docs: { path: 'docs', routeBasePath: 'docs', showLastUpdateTime: true, showLastUpdateAuthor: true },
    sidebar: { hideable: true, autoCollapseCategories: true },
    navbar: { style: 'dark', items: [
      { type: 'dropdown', label: 'Community', items: [{ type: 'doc', docId: 'intro' }, { label: 'Setup', to: '/docs/guide/setup' }, { label: 'Forum', href: 'https://forum.example' }] },
      // A dropdown whose label is a link of its own: the link, and a toggle beside it.
      { type: 'dropdown', label: 'Guides', to: '/docs/guide/setup', items: [{ label: 'Calls', to: '/docs/api/calls' }] },
      { type: 'html', value: '<span class="version-label">v2.1</span>' },
      { href: 'https://github.com/example/project', position: 'right', 'aria-label': 'GitHub repository' },
    ] },
    announcementBar: { id: 'news', content: 'Version 2 is out. <a href="/docs/intro">Read more</a>.', backgroundColor: '#20232a', textColor: '#fff', isCloseable: true },
    footer: { style: 'light', links: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Source', href: 'https://git.example/site' }, { html: '<a href="https://hosting.example"><img src="/img/mark.svg" alt="Hosted by Example" width="60" height="20"></a>' }], logo: { src: '/img/mark.svg', alt: 'Example Inc.', href: 'https://example.com', width: 120, height: 40 }, copyright: 'Made by Example Inc.' },
  }),
  'docs/intro.md': `---\ntitle: Intro\nlast_update:\n  date: 2025-02-03\n  author: The docs team\n---\n\nStart here.\n\n## A section\n\nMore.\n`,
  'docs/guide/_category_.json': JSON.stringify({ label: 'Guide' }),
  'docs/guide/setup.md': page({ title: 'Setup' }, 'Set up.\n'),
  'docs/api/_category_.json': JSON.stringify({ label: 'API' }),
  'docs/api/calls.md': page({ title: 'Calls' }, 'Calls.\n'),
  'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#334"/></svg>',
});

/**
 * axe's violations on the page. `menu` names a navbar menu the test opened over the page: the page's
 * targets it partly covers are then not held to target-size (the menu's own items are, like every other
 * target). WCAG 2.5.8 exempts a target obscured as a result of user action, its Understanding's example
 * being a menu's dropdown partially obscuring targets below (w3c/wcag#3027); axe counts only the part
 * left uncovered (the breadcrumbs' home pill, partly under the Community menu's items).
 */
async function audit(page: Page, menu?: string): Promise<string[]> {
  await injectAxe(page);
  let violations = await runAxe(page);
  if (menu) {
    const covered = await page.evaluate(({ menu, targets }) => {
      const document = (globalThis as any).document;
      const over = document.querySelector(menu).getBoundingClientRect();
      return targets.map((target) => {
        const element = document.querySelector(target);
        const box = element?.getBoundingClientRect();
        return Boolean(box) && !element.closest(menu) && box.left < over.right && box.right > over.left && box.top < over.bottom && box.bottom > over.top;
      });
    }, { menu, targets: violations.filter((violation) => violation.id === 'target-size').flatMap((violation) => violation.targets) });
    let index = 0;
    violations = violations.map((violation) => {
      if (violation.id !== 'target-size') return violation;
      const kept = violation.targets.map((_, at) => !covered[index + at]);
      index += violation.targets.length;
      return { ...violation, targets: violation.targets.filter((_, at) => kept[at]), summaries: violation.summaries.filter((_, at) => kept[at]) };
    }).filter((violation) => violation.targets.length > 0);
  }
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.slice(0, 3).join(' | ')}) ${violation.summaries[0] ?? ''}`);
}

describe('the optional Docusaurus chrome, audited by axe', () => {
  for (const width of [390, 1280]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`has no violation at ${width} px in ${mode} mode`, async () => {
        const context = await newContext(site.browser, { viewport: { width, height: 800 } });
        try {
          await context.addInitScript({ content: `try { localStorage.setItem('theme', '${mode}'); } catch {}` });
          const tab = await context.newPage();
          await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
          assert.equal(await tab.evaluate(() => (globalThis as any).document.documentElement.getAttribute('data-theme')), mode);
          // `navbar.style: 'dark'`: the bar in dark-mode colours in either mode.
          assert.equal(await tab.locator('.navbar').evaluate((bar) => getComputedStyle(bar).backgroundColor), 'rgb(35, 37, 43)');
          assert.deepEqual(await audit(tab), []);
          if (width === 1280) {
            // The dropdown open over the page.
            await tab.locator('.navbar-items summary', { hasText: 'Community' }).click();
            await tab.locator('.navbar-items .navbar-dropdown-menu').first().waitFor();
            assert.deepEqual(await audit(tab, '.navbar-items .navbar-dropdown[open] > .navbar-dropdown-menu'), []);
            await tab.keyboard.press('Escape');
            // The linked one's menu, open from its toggle.
            await tab.locator('.navbar-items .navbar-dropdown-split summary').click();
            await tab.locator('.navbar-items .navbar-dropdown-split .navbar-dropdown-menu').waitFor();
            assert.deepEqual(await audit(tab, '.navbar-items .navbar-dropdown[open] > .navbar-dropdown-menu'), []);
            await tab.keyboard.press('Escape');
            // Folded: the strip and its "Expand sidebar" button.
            await tab.getByRole('button', { name: 'Collapse sidebar' }).click();
            await tab.getByRole('button', { name: 'Expand sidebar' }).waitFor();
            assert.deepEqual(await audit(tab), []);
          } else {
            // The mobile menu, with the icon link's name beside its icon.
            await tab.getByRole('button', { name: 'Open navigation menu' }).click();
            await tab.locator('.mobile-menu .navbar-icon-text').waitFor();
            await tab.locator('.mobile-menu summary', { hasText: 'Community' }).click();
            await tab.locator('.mobile-menu .navbar-dropdown-menu').first().waitFor();
            assert.deepEqual(await audit(tab), []);
            // Opening the other closes Community (navbar-dropdown.test.ts shows the click lands with one open above).
            await tab.locator('.mobile-menu .navbar-dropdown-split summary').click();
            await tab.locator('.mobile-menu .navbar-dropdown-split .navbar-dropdown-menu').waitFor();
            assert.deepEqual(await audit(tab), []);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
