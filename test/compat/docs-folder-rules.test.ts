// How a docs folder becomes pages and a generated sidebar, checked against what Docusaurus 3.10
// built from the same folders (a helper built both and compared them page by page):
// - a folder's index doc is found by the names as written, number prefixes kept (`04-more/01-index.md`
//   and `02-guides/guides.md` are no index docs; `03-extra/03-extra.md` is);
// - a category takes its place, class and custom props from its doc's front matter when its
//   _category_ file gives none;
// - names sort in code-unit order (`API`, `Beta`, `alpha`);
// - a category whose generated index would list nothing is left out, page and all;
// - a doc two sidebars list is shown with the last; `include` keeps the pages to its patterns;
// - a front matter id with a slash is refused, as Docusaurus refuses it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { listRoutes, readPage, sidebarEntries } from './lib.js';

after(removeTempDirs);

const CONFIG = (sidebars = "sidebarPath: undefined") => `export default { title: 'Rules', url: 'https://rules.example', docs: { path: 'docs', routeBasePath: 'docs', ${sidebars} }, navbar: { items: [] }, footer: { copyright: 'c' }, chat: { embeddings: 'off' } };\n`;

async function built(files: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('pxdocs-docs-folder-rules-');
  await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG(), 'docs/intro.md': '---\nsidebar_position: 0\n---\n# Intro\n', ...files });
  const result = await buildSite(dir, join(dir, 'out'));
  assert.equal(result.code, 0, result.stderr);
  return join(dir, 'out');
}

describe("a docs folder's rules, as Docusaurus's", () => {
  it('finds index docs by the names as written, number prefixes kept', async () => {
    const out = await built({
      'docs/02-guides/guides.md': '# Guides page\n',
      'docs/02-guides/deploy.md': '# Deploy\n',
      'docs/03-extra/03-extra.md': '# Extra\n',
      'docs/03-extra/more.md': '# More\n',
      'docs/04-more/01-index.md': '# More index\n',
      'docs/04-more/02-tips.md': '# Tips\n',
    });
    const routes = await listRoutes(out);
    // (03-extra/03-extra.md, an index doc, is /docs/extra/, in docs/extra/index.html: listed as /docs/extra/index.)
    for (const route of ['/docs/guides/guides', '/docs/extra/index', '/docs/more/index']) assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
    assert.ok(!routes.includes('/docs/guides') && !routes.includes('/docs/more'), routes.join(', '));
    // A folder without an index doc is a category named after the folder, opening nothing.
    const entries = sidebarEntries(await readPage(out, '/docs/intro')).filter((entry) => entry.depth === 0).map((entry) => [entry.label, entry.href ?? null]);
    assert.deepEqual(entries, [['Intro', '/docs/intro'], ['guides', null], ['Extra', '/docs/extra/'], ['more', null]]);
  });

  it("places and marks a category by its doc's front matter when its _category_ file says nothing", async () => {
    const out = await built({
      'docs/alpha.md': '---\nsidebar_position: 2\n---\n# Alpha\n',
      'docs/zeta/index.md': '---\nsidebar_position: 1\nsidebar_class_name: zeta-cls\nsidebar_custom_props: { badge: new }\n---\n# Zeta overview\n',
      'docs/zeta/child.md': '# Child\n',
    });
    const page = await readPage(out, '/docs/intro');
    const entries = sidebarEntries(page).filter((entry) => entry.depth === 0);
    assert.deepEqual(entries.map((entry) => entry.label), ['Intro', 'Zeta overview', 'Alpha']);
    assert.ok(entries[1].classes.includes('zeta-cls'), entries[1].classes.join(' '));
  });

  it('sorts names without a position in code-unit order: capitals first', async () => {
    const out = await built({
      'docs/alpha.md': '# alpha\n',
      'docs/API.md': '# API\n',
      'docs/Beta.md': '# Beta\n',
      'docs/guide/one.md': '# One\n',
      'docs/zoo.md': '# zoo\n',
    });
    const entries = sidebarEntries(await readPage(out, '/docs/intro')).filter((entry) => entry.depth === 0).map((entry) => entry.label);
    assert.deepEqual(entries, ['Intro', 'API', 'Beta', 'alpha', 'guide', 'zoo']);
  });

  it('leaves out a category whose generated index would list nothing, page and all, from a folder or a sidebars file', async () => {
    const category = JSON.stringify({ label: 'Tutorial - Extras', link: { type: 'generated-index' } });
    const out = await built({ 'docs/tutorial-extras/_category_.json': category });
    assert.ok(!existsSync(join(out, 'docs', 'category', 'tutorial---extras.html')));
    assert.deepEqual(sidebarEntries(await readPage(out, '/docs/intro')).map((entry) => entry.label), ['Intro']);
    const dir = await makeTempDir('pxdocs-docs-folder-rules-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG("sidebarPath: 'sidebars.js'"),
      'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Empty', link: { type: 'generated-index' }, items: [] }, { type: 'category', label: 'Full', link: { type: 'generated-index' }, items: ['intro'] }] };\n",
      'docs/intro.md': '# Intro\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const routes = await listRoutes(join(dir, 'out'));
    assert.ok(routes.includes('/docs/category/full') && !routes.includes('/docs/category/empty'), routes.join(', '));
  });

  it('shows a doc that two sidebars list with the last of them, as Docusaurus builds it', async () => {
    const dir = await makeTempDir('pxdocs-docs-folder-rules-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG("sidebarPath: 'sidebars.js'"),
      'sidebars.js': "module.exports = { tutorial: ['one', 'common'], api: ['three', 'common'] };\n",
      'docs/one.md': '# Doc 1\n', 'docs/three.md': '# Doc 3\n', 'docs/common.md': '# Common\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(dir, 'out'), '/docs/common');
    assert.deepEqual(sidebarEntries(page).map((entry) => entry.label), ['Doc 3', 'Common']);
  });

  // Docusaurus globs the docs with `include`; pxdocs published every .md/.mdx file, and init said it could not carry it.
  it("keeps to include's patterns, which init carries", async () => {
    const dir = await makeTempDir('pxdocs-docs-folder-rules-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'Inc', url: 'https://inc.example', baseUrl: '/', presets: [['classic', { docs: { include: ['**/*.md'] }, blog: false }]] };\n",
      'docs/intro.md': '# Intro\n', 'docs/guide/setup.md': '# Setup\n', 'docs/playground.mdx': '# Playground\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /include/);
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const routes = await listRoutes(join(dir, 'out'));
    assert.ok(routes.includes('/docs/intro') && routes.includes('/docs/guide/setup'), routes.join(', '));
    assert.ok(!routes.includes('/docs/playground'), routes.join(', '));
  });

  it('refuses a front matter id with a slash, naming the file and line', async () => {
    const dir = await makeTempDir('pxdocs-docs-folder-rules-');
    await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG(), 'docs/ids/page.md': '---\ntitle: Page\nid: sub/nested\n---\n# Page\n' });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /docs\/ids\/page\.md:3:1/);
    assert.match(result.stderr, /The front matter id "sub\/nested" cannot include a slash/);
  });
});
