// Navbar doc and sidebar items on a site whose first doc is the docs' root (`slug: /`), as many
// Docusaurus sites write it: every docs page is then below the items' links, and pxdocs marked
// "Guide" active on the API sidebar's pages too. Docusaurus marks such an item on the pages of its
// sidebar (and a doc item on its own page) only; a plain link stays active on the pages below it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

/** The labels of the navbar's links marked active on the page at `route`. */
async function activeLabels(out: string, route: string): Promise<string[]> {
  const built = await readPage(out, route);
  return selectAll(built.tree, 'div.navbar .navbar-inner a.navbar-link').filter((link) => /\bnavbar__link--active\b/.test(attr(link, 'class') ?? '')).map((link) => text(link));
}

describe('navbar doc and sidebar items with a doc at the docs root', () => {
  let out = '';
  before(async () => {
    const dir = await makeTempDir('pxdocs-navbar-docs-root-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({
        areas: undefined,
        docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' },
        navbar: { items: [
          { type: 'docSidebar', sidebarId: 'main', label: 'Guide' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API' },
          { type: 'doc', docId: 'reference/limits', label: 'Limits' },
          { label: 'All docs', to: '/docs/' },
        ] },
      }),
      'sidebars.js': "module.exports = { main: ['intro', 'guides/setup'], api: ['reference/calls', 'reference/limits'] };\n",
      'docs/intro.md': page({ title: 'Intro', slug: '/' }, 'Hello.\n'),
      'docs/guides/setup.md': page({ title: 'Setup' }, 'Hello.\n'),
      'docs/reference/calls.md': page({ title: 'Calls' }, 'Hello.\n'),
      'docs/reference/limits.md': page({ title: 'Limits' }, 'Hello.\n'),
      'docs/loose.md': page({ title: 'Loose' }, 'In no sidebar.\n'),
    });
    out = join(dir, 'out');
    const result = await buildSite(dir, out);
    assert.equal(result.code, 0, result.stderr);
  });

  it("marks a sidebar item on its sidebar's pages only, not on another sidebar's below its link", async () => {
    assert.deepEqual(await activeLabels(out, '/docs/guides/setup'), ['Guide', 'All docs']);
    assert.deepEqual(await activeLabels(out, '/docs/reference/calls'), ['API', 'Limits', 'All docs']);
  });

  it('marks a doc item on its own page and its sidebar, and no docs item on a page in no sidebar', async () => {
    assert.deepEqual(await activeLabels(out, '/docs/reference/limits'), ['API', 'Limits', 'All docs']);
    assert.deepEqual(await activeLabels(out, '/docs/loose'), ['All docs']);
  });
});
