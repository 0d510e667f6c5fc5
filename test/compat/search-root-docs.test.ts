// Search hits on a site whose docs are at the root (`routeBasePath: '/'`): a
// folder's index doc is linked `/guide/` (compiler/folder-routes.ts), and its
// hit, in the modal and on the /search page, must keep that slash as a hit of a
// site with docs under /docs does; pxdocs took it off, so each click on it went
// through a redirect. The spec's site (areas, no slashes) still takes it off
// (test/search/hosted.test.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serveSite, onPage } from './browse.js';

const CONFIG = { title: 'Root', url: 'https://root.example', docs: { path: 'docs', routeBasePath: '/' }, navbar: { items: [] }, footer: { copyright: '' } };

const served = serveSite('pxdocs-search-root-', {
  'pxdocs.config.mjs': `export default ${JSON.stringify(CONFIG)};\n`,
  'docs/intro.md': '# Intro\n\nIntro zebracorn text.\n',
  'docs/guide/index.md': '# Guide\n\nGuide zebracorn text.\n\n## Setup zebracorn\n\nMore.\n',
});

describe('Search on a site whose docs are at the root', () => {
  it("links a folder's index doc with its slash, in the modal and on the /search page", async () => {
    await onPage(served.browser, async (page) => {
      await page.goto(`${served.server.url}/intro`);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('zebracorn');
      await page.locator('.DocSearch-Hit a[href^="/intro"]').first().waitFor();
      const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(hrefs.includes('/guide/'), `the index doc's hit: ${hrefs.join(' ')}`);
      assert.ok(hrefs.includes('/guide/#setup-zebracorn'), `its section's hit: ${hrefs.join(' ')}`);
      assert.ok(!hrefs.some((href) => href?.startsWith('/guide#') || href === '/guide'), `no hit without the slash: ${hrefs.join(' ')}`);

      await page.goto(`${served.server.url}/search?q=zebracorn`);
      await page.locator('.search-page-group-title').first().waitFor();
      const titles = await page.locator('.search-page-group-title').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(titles.includes('/guide/'), `the /search page's group: ${titles.join(' ')}`);
    });
  });
});
