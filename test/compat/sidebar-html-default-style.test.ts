// A sidebar HTML item's `defaultStyle` (risc0/risc0's section headings, "LEARN",
// "Build", written as `{ type: 'html', value: '<h4 …>', defaultStyle: true }`):
// Docusaurus spaces such an item as a link is (`menu__list-item` and the link's
// padding); without it the HTML is drawn bare. pxdocs dropped the flag, so the
// headings sat flush against the sidebar's edge.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("a sidebar HTML item's defaultStyle", () => {
  it('gives the item a link\'s spacing and menu__list-item with defaultStyle, and neither without', async () => {
    const dir = await makeTempDir('pxdocs-html-default-style-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      'sidebars.js': `module.exports = { api: [
        { type: 'html', value: '<h4 class="sidebar-heading">LEARN</h4>', defaultStyle: true },
        'intro',
        { type: 'html', value: '<hr class="sidebar-rule" />' },
      ] };\n`,
      'docs/intro.md': page({ title: 'Intro' }),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const item = (inner: string) => new RegExp(`<li class="([^"]*)">${inner}</li>`).exec(html)?.[1];
    const styled = item('<h4 class="sidebar-heading">LEARN</h4>');
    const bare = item('<hr class="sidebar-rule" ?/?>');
    assert.ok(styled && bare, html);
    assert.match(styled, /\bmenu-html-default\b/);
    assert.match(styled, /\bmenu__list-item\b/);
    assert.doesNotMatch(bare, /menu-html-default|menu__list-item/);
    const css = await readFile(join(dir, 'out', html.match(/href="\/(assets\/theme-[^"]+\.css)"/)![1]), 'utf8');
    assert.match(css, /\.menu-html-default\{padding:/);
  });
});
