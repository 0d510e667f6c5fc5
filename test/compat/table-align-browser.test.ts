// A Markdown table's column alignment (`:---:`, `---:`) in Chromium: Docusaurus's cells are centred or
// right-aligned as written; pxdocs's cells carried the `align` attribute, but the theme's table rule
// (text-align: left) outweighs an attribute, so every column read left-aligned.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { onPage, serveSite } from './browse.js';

const CONFIG = `export default {
  title: 'Tables', url: 'https://tables.example', tagline: 'Tables',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Tables' }, chat: { embeddings: 'off' },
};\n`;

const TABLE = '# Table\n\n| Plain | Left | Centre | Right |\n| --- | :--- | :---: | ---: |\n| a | b | c | d |\n';

const site = serveSite('pxdocs-table-align-', { 'pxdocs.config.mjs': CONFIG, 'docs/table.md': TABLE, 'docs/table-mdx.mdx': TABLE });

describe('table column alignment', () => {
  for (const route of ['/docs/table', '/docs/table-mdx']) {
    it(`aligns each column's header and cells as its delimiter row says (${route})`, async () => {
      await onPage(site.browser, async (page) => {
        await page.goto(site.server.url + route);
        const align = (selector: string) => page.$$eval(`.markdown table ${selector}`, (cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
        assert.deepEqual(await align('td'), ['left', 'left', 'center', 'right']);
        assert.deepEqual(await align('th'), ['left', 'left', 'center', 'right']);
      });
    });
  }
});
