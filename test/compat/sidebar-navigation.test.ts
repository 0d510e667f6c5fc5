// The docs sidebar across a client navigation, as Docusaurus keeps it mounted: a
// category the reader opened stays open, one they closed stays closed, and the
// list keeps its scroll with the new page's entry in view. The whole page was
// swapped for the next one's HTML: opened categories closed and the list jumped
// to its top (a helper on 10play/10tap-editor's docs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { onPage, serveSite } from './browse.js';

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': "export default { title: 'Sidebar', url: 'https://sidebar.example', tagline: 'x', docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n",
  "docs/alpha/a1.md": "# Alpha 1\n\nText.\n",
  "docs/alpha/a2.md": "# Alpha 2\n\nText.\n",
  "docs/alpha/a3.md": "# Alpha 3\n\nText.\n",
  "docs/beta/b01.md": "# Beta 1\n\nText.\n",
  "docs/beta/b02.md": "# Beta 2\n\nText.\n",
  "docs/beta/b03.md": "# Beta 3\n\nText.\n",
  "docs/beta/b04.md": "# Beta 4\n\nText.\n",
  "docs/beta/b05.md": "# Beta 5\n\nText.\n",
  "docs/beta/b06.md": "# Beta 6\n\nText.\n",
  "docs/beta/b07.md": "# Beta 7\n\nText.\n",
  "docs/beta/b08.md": "# Beta 8\n\nText.\n",
  "docs/beta/b09.md": "# Beta 9\n\nText.\n",
  "docs/beta/b10.md": "# Beta 10\n\nText.\n",
  "docs/beta/b11.md": "# Beta 11\n\nText.\n",
  "docs/beta/b12.md": "# Beta 12\n\nText.\n",
  "docs/beta/b13.md": "# Beta 13\n\nText.\n",
  "docs/beta/b14.md": "# Beta 14\n\nText.\n",
  "docs/beta/b15.md": "# Beta 15\n\nText.\n",
  "docs/beta/b16.md": "# Beta 16\n\nText.\n",
  "docs/beta/b17.md": "# Beta 17\n\nText.\n",
  "docs/beta/b18.md": "# Beta 18\n\nText.\n",
  "docs/beta/b19.md": "# Beta 19\n\nText.\n",
  "docs/beta/b20.md": "# Beta 20\n\nText.\n",
  "docs/beta/b21.md": "# Beta 21\n\nText.\n",
  "docs/beta/b22.md": "# Beta 22\n\nText.\n",
  "docs/beta/b23.md": "# Beta 23\n\nText.\n",
  "docs/beta/b24.md": "# Beta 24\n\nText.\n",
  "docs/beta/b25.md": "# Beta 25\n\nText.\n",
  "docs/beta/b26.md": "# Beta 26\n\nText.\n",
  "docs/beta/b27.md": "# Beta 27\n\nText.\n",
  "docs/beta/b28.md": "# Beta 28\n\nText.\n",
  "docs/beta/b29.md": "# Beta 29\n\nText.\n",
  "docs/beta/b30.md": "# Beta 30\n\nText.\n",
  "docs/gamma/g1.md": "# Gamma 1\n\nText.\n",
  "sidebars.js": "module.exports = { main: [{ type: 'category', label: 'Alpha', items: ['alpha/a1','alpha/a2','alpha/a3'] }, { type: 'category', label: 'Beta', items: ['beta/b01','beta/b02','beta/b03','beta/b04','beta/b05','beta/b06','beta/b07','beta/b08','beta/b09','beta/b10','beta/b11','beta/b12','beta/b13','beta/b14','beta/b15','beta/b16','beta/b17','beta/b18','beta/b19','beta/b20','beta/b21','beta/b22','beta/b23','beta/b24','beta/b25','beta/b26','beta/b27','beta/b28','beta/b29','beta/b30'] }, { type: 'category', label: 'Gamma', items: ['gamma/g1'] }] };\n"
};

describe('the docs sidebar across a client navigation', () => {
  const served = serveSite('pxdocs-sidebar-state-', SITE);

  it('keeps the categories the reader opened or closed, and its scroll, with the new page in view', async () => {
    await onPage(served.browser, async (page, errors) => {
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto(`${served.server.url}/docs/alpha/a1`);
      const open = () => page.$$eval('.doc-sidebar details', (all) => all.filter((details) => (details as HTMLDetailsElement).open).map((details) => details.querySelector('summary')?.textContent?.trim()));
      assert.deepEqual(await open(), ['Alpha']);
      await page.click('.doc-sidebar summary:has-text("Beta")');
      await page.click('.doc-sidebar summary:has-text("Gamma")');
      await page.$eval('.doc-sidebar', (sidebar) => { sidebar.scrollTop = 300; });
      await page.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
      await page.click('.doc-sidebar a:has-text("Beta 20")');
      await page.waitForFunction(() => document.querySelector('h1')?.firstChild?.textContent === 'Beta 20');
      assert.equal(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same), true, 'a client navigation');
      assert.deepEqual(await open(), ['Alpha', 'Beta', 'Gamma'], 'what the reader opened stays open');
      const { scrollTop, inView } = await page.$eval('.doc-sidebar', (sidebar) => {
        const entry = sidebar.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const box = sidebar.getBoundingClientRect();
        return { scrollTop: sidebar.scrollTop, inView: entry.top >= box.top && entry.bottom <= box.bottom };
      });
      assert.ok(scrollTop > 0, `the list kept its scroll (${scrollTop})`);
      assert.ok(inView, "the new page's entry is in view");
      // Closed by the reader: stays closed on the next page, which it does not hold.
      await page.click('.doc-sidebar summary:has-text("Alpha")');
      await page.click('.doc-sidebar a:has-text("Gamma 1")');
      await page.waitForFunction(() => document.querySelector('h1')?.firstChild?.textContent === 'Gamma 1');
      assert.deepEqual(await open(), ['Beta', 'Gamma']);
      assert.deepEqual(errors, []);
    });
  });
});
