// A navbar `doc` item (or a dropdown's) naming a sidebar category's generated
// index page by its slug: `docId: '/category/api-reference'`, as
// OlegWock/react-local-toast-docs has it. Docusaurus lists a version's generated
// indexes among its docs with `id: slug`, so the item opens that page; pxdocs
// stopped the build on an unknown doc id.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runCli, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a navbar doc item naming a generated index page', () => {
  it('links to the page, in the navbar and in a dropdown, from a Docusaurus site carried by init', async () => {
    const dir = await makeTempDir('pxdocs-navbar-generated-index-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
  title: 'Toasts', url: 'https://toasts.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: { navbar: { items: [
    { type: 'doc', docId: 'start', label: 'Start', position: 'left' },
    { type: 'doc', docId: '/category/reference', label: 'Reference', position: 'left' },
    { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: '/category/reference', label: 'All of the reference' }] },
  ] } },
};\n`,
      'sidebars.js': `module.exports = {
  main: ['start', { type: 'category', label: 'Reference', link: { type: 'generated-index', description: 'Every function.' }, items: ['api/one'] }],
};\n`,
      'docs/start.md': '---\nslug: /\n---\n# Start\n\nWelcome.\n',
      'docs/api/one.md': '# One\n\nThe first function.\n',
    });
    const init = await runCli(['init', '--from-docusaurus', dir]);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'api', 'one.html'), 'utf8');
    assert.match(html, /<a class="navbar-link[^"]*" href="\/category\/reference"[^>]*>Reference<\/a>/);
    assert.match(html, /<a class="navbar-dropdown-link[^"]*" href="\/category\/reference"[^>]*>All of the reference<\/a>/);
    const index = await readFile(join(dir, 'out', 'category', 'reference.html'), 'utf8');
    assert.match(index, /Every function\./);
  });
});
