// Docusaurus's "blog-only mode": the classic preset with `docs: false` and the
// blog at `routeBasePath: '/'`, no src/pages/index.js, so the blog's list is
// the home page (test/compat/fixtures/docusaurus-blog-only: three posts, one
// with tags, two with a truncate marker, authors.yml, a static image). Taken
// through `pxdocs init --from-docusaurus` on a copy and built; then what is
// Docusaurus's for such a site: a page at `/` clashes with the list, docs
// items in the navbar fail; and `pxdocs dev` serves it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runCommand, runInit, writeFiles } from '../helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';
import { loadConfig } from '../../compiler/config/load.js';
import { startDev, type DevServer } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector } from '../dev/dev-helpers.js';
import { ask } from '../chat/helpers.js';
import { attr, FIXTURES, listRoutes, must, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

const FIXTURE = join(FIXTURES, 'docusaurus-blog-only');
const POSTS = ['A quiet quarter', 'Shipping notes', 'Hello, world'];

/** A copy of the fixture (the fixture itself is never written to). */
async function siteCopy(): Promise<string> {
  const site = join(await makeTempDir('pxdocs-blog-only-'), 'site');
  await cp(FIXTURE, site, { recursive: true });
  return site;
}

describe('A Docusaurus blog-only site (docs: false, the blog at /)', () => {
  let site: string;
  let out: string;
  let init: { code: number; stdout: string; stderr: string };
  let built: { code: number; stderr: string };
  before(async () => {
    site = await siteCopy();
    init = await runInit(site);
    built = await buildSite(site);
    out = join(site, 'out');
  });

  it('init writes `docs: false` and lists nothing about the docs as not carried', async () => {
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const written = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"docs": false/);
    assert.match(written, /"routeBasePath": "\/"/);
    assert.doesNotMatch(init.stdout + init.stderr, /docs are disabled|presets\[0\]\.docs/);
    const { config } = await loadConfig(site);
    assert.equal(config.docs, false);
    assert.equal(config.areas, undefined);
  });

  it('builds without a docs folder, and the summary counts posts only', () => {
    assert.equal(built.code, 0, built.stderr);
    assert.ok(!existsSync(join(site, 'docs')), 'the fixture has no docs/');
    assert.match(built.stderr, /discover content.*3 posts in blog\//);
    assert.doesNotMatch(built.stderr, /pages in docs\//);
    assert.match(built.stderr, /0 warnings/);
  });

  it('serves the blog list at /: the home page, newest first, postsPerPage a page', async () => {
    const home = await readPage(out, '/');
    // The site's title alone (Docusaurus's title formatter: a title equal to the site's is not repeated).
    assert.equal(text(must(home.tree, 'title')), 'Field Notes');
    assert.equal(attr(must(home.tree, 'meta[property="og:title"]'), 'content'), 'Field Notes');
    // No heading above the list, as Docusaurus 3.10's BlogListPage (nor a hidden one): the posts' titles are the page's h2s.
    assert.deepEqual(selectAll(home.tree, 'h1'), []);
    assert.deepEqual(selectAll((await readPage(out, '/page/2')).tree, 'h1'), []);
    assert.ok(home.html.includes('blog-list-page'), 'the list, not a generated home page');
    assert.deepEqual(selectAll(home.tree, '.blog-post-item-title').map(text), POSTS.slice(0, 2));
    assert.equal(attr(must(home.tree, 'a[rel="next"]'), 'href'), '/page/2');
    // The excerpt stops at the MDX truncate marker.
    const first = selectAll(home.tree, 'article.blog-post-item')[0];
    assert.match(text(must(first, '.markdown')), /that was the plan\.$/);
    assert.equal(attr(must(first, 'a.blog-read-more'), 'href'), '/quiet-quarter');
    const second = await readPage(out, '/page/2');
    assert.deepEqual(selectAll(second.tree, '.blog-post-item-title').map(text), POSTS.slice(2));
    // "All posts" (blogSidebarCount: 'ALL') beside the list.
    assert.deepEqual(selectAll(home.tree, '.blog-sidebar a').map(text), POSTS);
  });

  it('builds each post at its route under /, with its tags, author and the static image', async () => {
    const routes = await listRoutes(out);
    for (const route of ['/', '/page/2', '/quiet-quarter', '/2024/03/02/shipping-notes', '/2024/01/15/hello-world', '/tags', '/tags/meta', '/tags/writing', '/tags/release', '/archive', '/search', '/404']) {
      assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
    }
    const hello = await readPage(out, '/2024/01/15/hello-world');
    assert.equal(text(must(hello.tree, 'h1.blog-post-title')), 'Hello, world');
    assert.match(text(must(hello.tree, 'article.blog-post .markdown')), /Notes are easier to find/);
    assert.doesNotMatch(hello.html, /truncate/);
    assert.deepEqual(selectAll(hello.tree, 'a.tag').map((link) => [text(link), attr(link, 'href')]), [['meta', '/tags/meta'], ['writing', '/tags/writing']]);
    assert.equal(text(must(hello.tree, '.blog-author-name')), 'Ada Park');
    const shipping = await readPage(out, '/2024/03/02/shipping-notes');
    assert.equal(attr(must(shipping.tree, 'article.blog-post .markdown img'), 'src'), '/img/logo.svg');
    assert.ok(existsSync(join(out, 'img', 'logo.svg')), 'the static folder is published');
    const tag = await readPage(out, '/tags/release');
    assert.deepEqual(selectAll(tag.tree, '.blog-post-item-title').map(text), ['Shipping notes']);
    const archive = await readPage(out, '/archive');
    for (const title of POSTS) assert.ok(text(archive.main).includes(title), `${title} in the archive`);
  });

  it('draws no docs UI: no docs sidebar (nor its place in the mobile menu), versions or docs edit links', async () => {
    for (const route of ['/', '/2024/01/15/hello-world', '/tags', '/search', '/404']) {
      const page = await readPage(out, route);
      assert.equal(selectAll(page.tree, '.doc-sidebar').length + selectAll(page.tree, '[data-sidebar]').length, 0, `${route}: no docs sidebar`);
      assert.equal(selectAll(page.tree, '[data-mobile-sidebar]').length, 0, `${route}: no sidebar slot in the mobile menu`);
      assert.equal(selectAll(page.tree, '[data-version-dropdown]').length + selectAll(page.tree, '.doc-version-badge').length, 0, `${route}: no versions`);
      assert.doesNotMatch(page.html, /Edit this page/, `${route}: no edit link`);
    }
  });

  it('has no broken link: `pxdocs check` passes on the output', async () => {
    const check = await runCommand(['check', '--cwd', site]);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    assert.match(check.stdout + check.stderr, /0 broken/);
  });

  it('makes the posts searchable, lists them in llms.txt, writes their twins and the sitemap', async () => {
    const records = readRecordsFile<{ url: string; hierarchy: { lvl0: string; lvl1: string } }>(join(out, 'search-records.json'));
    for (const url of ['/quiet-quarter', '/2024/03/02/shipping-notes', '/2024/01/15/hello-world']) {
      assert.ok(records.some((record) => record.url.split('#')[0] === url), `records of ${url}`);
    }
    assert.ok(records.some((record) => record.hierarchy.lvl1 === 'Shipping notes'));
    // No navbar link holds the blog at /: its posts are grouped under the blog's title, not "Documentation".
    const posts = records.filter((record) => ['/quiet-quarter', '/2024/03/02/shipping-notes', '/2024/01/15/hello-world'].includes(record.url.split('#')[0]));
    assert.deepEqual([...new Set(posts.map((record) => record.hierarchy.lvl0))], ['Field Notes']);
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    assert.match(llms, /^# Field Notes$/m);
    for (const [title, route] of [['A quiet quarter', '/quiet-quarter'], ['Shipping notes', '/2024/03/02/shipping-notes'], ['Hello, world', '/2024/01/15/hello-world']]) {
      assert.ok(llms.includes(`- [${title}](https://notes.example.com${route}.md)`), `${title} in llms.txt:\n${llms}`);
      assert.ok(existsSync(join(out, `${route.slice(1)}.md`)), `the twin of ${route}`);
    }
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    assert.match(full, /Shipping the first version took three weeks longer than planned\./);
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    for (const route of ['/', '/quiet-quarter', '/tags/release', '/archive']) assert.ok(sitemap.includes(`<loc>https://notes.example.com${route}</loc>`), `${route} in the sitemap`);
  });

  it('reports a page of src/pages at / as a duplicate route of the blog list, never overwriting it in silence', async () => {
    const copy = await siteCopy();
    await cp(join(site, 'pxdocs.config.mjs'), join(copy, 'pxdocs.config.mjs'));
    await writeFiles(copy, { 'src/pages/index.md': '# Welcome\n\nA home page of its own.\n' });
    const warned = await buildSite(copy);
    assert.equal(warned.code, 0, warned.stderr);
    assert.match(warned.stderr, /Duplicate route \/: blog and src\/pages\/index\.md both produce it; src\/pages\/index\.md is kept\./);
    // onDuplicateRoutes: 'throw' (Docusaurus's option) makes it fail.
    const config = await readFile(join(copy, 'pxdocs.config.mjs'), 'utf8');
    await writeFile(join(copy, 'pxdocs.config.mjs'), config.replace('"docs": false,', '"docs": false,\n  "onDuplicateRoutes": "throw",'));
    const failed = await buildSite(copy);
    assert.equal(failed.code, 1, failed.stderr);
    assert.match(failed.stderr, /Duplicate route \//);
  });

  it('fails on a navbar item that opens the docs, naming it (Docusaurus fails too)', async () => {
    const copy = await siteCopy();
    const config = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
    const written = config.replace('"items": [', '"items": [\n      { "type": "doc", "docId": "intro", "label": "Tutorial" },');
    await writeFile(join(copy, 'pxdocs.config.mjs'), written);
    const failed = await buildSite(copy);
    assert.equal(failed.code, 1, failed.stderr);
    assert.match(failed.stderr, /Docs item in a site without docs/);
    assert.match(failed.stderr, /The navbar item "Tutorial" \(navbar\.items\[0\], of type "doc"\) opens the docs, and the site has none/);
    // Where: the item's doc id in the config file.
    const lines = written.split('\n');
    const line = lines.findIndex((text) => text.includes('"docId": "intro"'));
    assert.ok(failed.stderr.includes(`pxdocs.config.mjs:${line + 1}:${lines[line].indexOf('"intro"') + 1}`), failed.stderr);
  });
});

describe('init --from-docusaurus, for sites without docs', () => {
  const translate = (source: string, siteDir = FIXTURE) => translateDocusaurus(evaluateConfigSource(source, 'docusaurus.config.js'), siteDir, 'docusaurus.config.js');

  it("writes docs: false for the preset's `docs: false`, and leaves out the navbar's docs items, naming each", () => {
    const { config, notCarried } = translate(`export default {
      title: 'B', url: 'https://b.example.com', baseUrl: '/',
      presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]],
      themeConfig: { navbar: { items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Tutorial' },
        { to: '/archive', label: 'Archive' },
        { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { to: '/tags', label: 'Tags' }] },
      ] } },
    };`);
    assert.equal(config.docs, false);
    assert.deepEqual(config.blog, { routeBasePath: '/' });
    const navbar = config.navbar as { items: { label: string; items?: { label: string }[] }[] };
    assert.deepEqual(navbar.items.map((item) => item.label), ['Archive', 'More']);
    assert.deepEqual(navbar.items[1].items?.map((entry) => entry.label), ['Tags']);
    assert.deepEqual(notCarried.map((entry) => entry.key), ['themeConfig.navbar.items[0]', 'themeConfig.navbar.items[2].items[0]']);
    assert.match(notCarried[0].reason, /"docSidebar" item opens the docs, and the site has none \(docs: false\)/);
  });

  it('writes docs: false for a site with neither the preset nor a docs plugin, and keeps the docs of a docs plugin', () => {
    const blogPlugin = translate(`module.exports = { title: 'B', url: 'https://b.example.com', plugins: [['@docusaurus/plugin-content-blog', { routeBasePath: '/' }]] };`);
    assert.equal(blogPlugin.config.docs, false);
    const withPlugin = translate(`module.exports = { title: 'B', url: 'https://b.example.com',
      presets: [['classic', { docs: false }]],
      plugins: [['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: 'guides' }]] };`);
    assert.equal((withPlugin.config.docs as { routeBasePath: string }).routeBasePath, 'guides');
    // A preset pxdocs does not know may hold docs: the docs keep their defaults, as before.
    const unknown = translate(`module.exports = { title: 'B', url: 'https://b.example.com', presets: ['my-company-preset'] };`);
    assert.equal((unknown.config.docs as { path: string }).path, 'docs');
    // So may docs options known only when the config runs.
    const computed = translate(`module.exports = { title: 'B', url: 'https://b.example.com', presets: [['classic', { docs: docsOptions() }]] };`);
    assert.equal((computed.config.docs as { path: string }).path, 'docs');
  });
});

describe('pxdocs dev on a blog-only site', () => {
  let dev: DevServer;
  before(async () => {
    const site = await siteCopy();
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    dev = await startDev({ cwd: site, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    await dev.settled();
  });
  after(async () => {
    dev?.server.closeAllConnections();
    await dev?.close();
  });

  it('answers / with the blog list, and a post at its route', async () => {
    const home = await fetch(`${dev.url}/`);
    assert.equal(home.status, 200);
    const html = await home.text();
    assert.ok(html.includes('blog-list-page'), 'the blog list');
    for (const title of POSTS.slice(0, 2)) assert.ok(html.includes(`>${title}</a></h2>`), `${title} listed`);
    const post = await fetch(`${dev.url}/quiet-quarter`);
    assert.equal(post.status, 200);
    assert.match(await post.text(), /Nothing shipped this quarter/);
  });

  it('the docs chat answers from the posts', async () => {
    const answer = await ask(`${dev.url}/api/docsChat`, 'How long did shipping the first version take?');
    assert.equal(answer.status, 200, answer.raw);
    assert.ok(answer.sources.some((source) => source.url.startsWith('/2024/03/02/shipping-notes')), JSON.stringify(answer.sources));
  });
});
