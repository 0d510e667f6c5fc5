// Docs versions as Docusaurus's docs plugin has them (compiler/docs-versions.ts),
// built from the real Jest docs folder (../shared/corpora/jest, read-only): the
// docs folder is "current" (Next, at /docs/next), a copy of it less one page is
// version 2.0 (the last version, at /docs) with its own versioned sidebars, and
// version 1.0 is three pages of ours with no sidebars file (no sidebar, as
// Docusaurus reads a missing versioned sidebars file). Routes, ids, sidebars, navbar, banners, search scoping, link checks
// and client navigation are checked on the built output and in Chromium.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { corpusDir, readPage, ROOT, selectAll, text, attr } from './lib.js';
import { stubStaticImages } from '../../bench/corpus-static.js';
import { buildSite, git as gitIn, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector, sidebarLinks } from '../dev/dev-helpers.js';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { ShardedIndex, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { facetFilters } from '../../theme/shared/search-shape.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { buildPassages, type ChatRecord } from '../../compiler/search/sections.js';

const CONFIG = `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';
export default {
  title: 'Jest',
  url: 'https://jestjs.io',
  docs: { path: 'docs', sidebarPath: 'sidebars.json', versions: { '1.0': { label: '1.0 (old)' } } },
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
      { type: 'doc', docId: 'cli', label: 'CLI' },
      { type: 'docsVersion', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/docs/1.0/tags', label: 'All tags' }] },
    ],
  },
  footer: { copyright: 'MIT' },
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  highlight: { additionalLanguages: ['bash', 'typescript', 'json', 'jsx', 'tsx', 'diff', 'yaml'] },
  markdown: { remarkPlugins: [[npm2yarn, { sync: true }], tabBlocks] },
};
`;

/** A page whose component reads its version through Docusaurus's client API. */
const WHICH = `import { useDocsVersion, useActiveDocContext, useActiveVersion } from '@docusaurus/plugin-content-docs/client';

export function Which() {
  const version = useDocsVersion();
  const context = useActiveDocContext();
  // The plugin id named, as Docusaurus's own navbar items pass it: the page's version still.
  const named = useActiveVersion('default');
  return <p id="which">{[version.version, version.label, context.activeDoc.id, Object.keys(context.alternateDocVersions).join(','), named.name].join('|')}</p>;
}

# Which version

<Which />
`;

/** Version 1.0: a small docs set of its own (a page only it has, one linking by file, one at the version's root). */
const VERSION_1: Record<string, string> = {
  'versioned_docs/version-1.0/intro.md': '---\nslug: /\ntags: [basics]\n---\n# Jest 1.0\n\nRead the [CLI](./cli.md) and the [legacy runner](legacy/runner.md).\n',
  'versioned_docs/version-1.0/cli.md': '---\nid: cli\n---\n# Old CLI\n\nThe zebracorn flag existed only in this release.\n',
  'versioned_docs/version-1.0/legacy/runner.md': '# Legacy runner\n\nBack to the [introduction](../intro.md).\n',
  'versioned_docs/version-1.0/which.mdx': WHICH,
  'docs/which.mdx': WHICH,
};

let site = '';
let out = '';
let log = '';

before(async () => {
  site = await makeTempDir('pxdocs-versions-');
  const corpus = corpusDir('jest');
  await cp(join(corpus, 'docs'), join(site, 'docs'), { recursive: true });
  await cp(join(corpus, 'sidebars.json'), join(site, 'sidebars.json'));
  // Version 2.0: the docs as they were before Architecture.md was written.
  await cp(join(corpus, 'docs'), join(site, 'versioned_docs', 'version-2.0'), { recursive: true });
  await rm(join(site, 'versioned_docs', 'version-2.0', 'Architecture.md'));
  stubStaticImages(join(corpus, 'docs'), site);
  const sidebars = JSON.parse(await readFile(join(corpus, 'sidebars.json'), 'utf8')) as unknown;
  const without = (value: unknown): unknown => (Array.isArray(value) ? value.filter((item) => item !== 'architecture').map(without) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, without(item)])) : value);
  await mkdir(join(site, 'versioned_sidebars'));
  await writeFile(join(site, 'versioned_sidebars', 'version-2.0-sidebars.json'), JSON.stringify(without(sidebars)));
  await writeFiles(site, { ...VERSION_1, 'versions.json': '["2.0", "1.0"]', 'pxdocs.config.mjs': CONFIG });
  await symlink(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  out = join(site, 'out');
  // On this thread (workers: 1): the same output, without starting page threads (a large share of the build's CPU).
  const result = await buildSite(site, out, { cacheDir: join(site, 'cache'), workers: 1 });
  log = result.stderr;
  assert.equal(result.code, 0, result.stderr);
});

after(() => removeTempDirs());

describe('docs versions: routes and pages', () => {
  it('serves the last version at the route base, the docs folder at /next and older versions by name', async () => {
    for (const route of ['/docs/cli', '/docs/next/cli', '/docs/next/architecture', '/docs/1.0/cli', '/docs/1.0', '/docs/1.0/legacy/runner']) {
      assert.ok(existsSync(join(out, `${route.slice(1)}.html`)) || existsSync(join(out, route.slice(1), 'index.html')), `${route} was built`);
    }
    // Architecture.md came after 2.0: no such page in it.
    assert.ok(!existsSync(join(out, 'docs', 'architecture.html')));
    const cli = await readPage(out, '/docs/1.0/cli');
    assert.equal(text(selectAll(cli.tree, 'h1')[0]).replace(/#$/, ''), 'Old CLI');
  });

  it('tells a page\'s components their version through Docusaurus\'s docs client API', async () => {
    const which = async (route: string) => text(selectAll((await readPage(out, route)).tree, '#which')[0]);
    assert.equal(await which('/docs/1.0/which'), '1.0|1.0 (old)|which|current|1.0');
    assert.equal(await which('/docs/next/which'), 'current|Next|which|1.0|current');
  });

  it('resolves links by file inside the page\'s own version', async () => {
    const intro = await readPage(out, '/docs/1.0');
    const hrefs = selectAll(intro.tree, '.markdown a').map((link) => attr(link, 'href')).filter((href) => !href?.startsWith('#'));
    assert.deepEqual(hrefs, ['/docs/1.0/cli', '/docs/1.0/legacy/runner']);
    // The Jest pages link each other by file: each version's pages link into that version.
    const next = await readPage(out, '/docs/next/getting-started');
    const last = await readPage(out, '/docs/getting-started');
    const inside = (page: typeof next) => selectAll(page.tree, '.markdown a').map((link) => attr(link, 'href') ?? '').filter((href) => href.startsWith('/docs/'));
    assert.ok(inside(next).length > 3);
    assert.ok(inside(next).every((href) => href.startsWith('/docs/next/')), inside(next).join(' '));
    assert.ok(inside(last).every((href) => !/^\/docs\/(next|1\.0)\//.test(href)), inside(last).join(' '));
  });

  // ealush/vest's 4.x has no versioned sidebars file: Docusaurus reads that as "no sidebars" and
  // shows its pages without one; pxdocs generated a sidebar from the folder instead.
  it('gives each version its sidebars: the versioned file, or none without one', async () => {
    const sidebarLinks = async (route: string) => selectAll((await readPage(out, route)).tree, '.doc-sidebar a').map((link) => attr(link, 'href') ?? '');
    // Architecture is in the Guides category (a windowed sidebar draws the page's own branch): pages beside it.
    const next = await sidebarLinks('/docs/next/troubleshooting');
    const last = await sidebarLinks('/docs/troubleshooting');
    const old = await sidebarLinks('/docs/1.0/cli');
    assert.ok(next.includes('/docs/next/architecture'));
    assert.ok(next.every((href) => href.startsWith('/docs/next/')), next.join(' '));
    assert.ok(last.length > 10 && !last.some((href) => /\/(next|1\.0)\/|architecture/.test(href)), last.join(' '));
    assert.deepEqual(old, []);
    const page = await readPage(out, '/docs/1.0/cli');
    assert.equal(selectAll(page.tree, '.doc-sidebar').length, 0, 'no sidebar column at all');
    assert.equal(selectAll(page.tree, '.pagination-nav a').length, 0, 'no previous/next without a sidebar');
  });

  it('shows a banner on unreleased and unmaintained versions, linking the same doc in the last one, and a badge', async () => {
    const banner = async (route: string) => selectAll((await readPage(out, route)).tree, '.theme-doc-version-banner')[0];
    assert.equal(await banner('/docs/cli'), undefined);
    const next = await banner('/docs/next/cli');
    assert.match(text(next!), /unreleased documentation for Jest Next version\./);
    assert.deepEqual(selectAll(next!, 'a').map((link) => attr(link, 'href')), ['/docs/cli']);
    const old = await banner('/docs/1.0/cli');
    assert.match(text(old!), /Jest 1\.0 \(old\), which is no longer actively maintained/);
    assert.deepEqual(selectAll(old!, 'a').map((link) => attr(link, 'href')), ['/docs/cli']);
    // A page the last version lacks: the banner opens the last version's first doc.
    const lonely = await banner('/docs/next/architecture');
    assert.deepEqual(selectAll(lonely!, 'a').map((link) => attr(link, 'href')), ['/docs/getting-started']);
    const page = await readPage(out, '/docs/1.0/cli');
    assert.equal(text(selectAll(page.tree, '.theme-doc-version-badge')[0]), 'Version: 1.0 (old)');
    assert.match(page.html, /<body class="page-doc docs-version-1\.0">/);
  });

  it('links the navbar into the page\'s version, with a dropdown opening the same doc in each version', async () => {
    const navbar = async (route: string) => {
      const page = await readPage(out, route);
      const bar = selectAll(page.tree, '.navbar-inner')[0];
      const links = Object.fromEntries(selectAll(bar, '.navbar-items > a.navbar-link').map((link) => [text(link), attr(link, 'href')]));
      const dropdown = selectAll(bar, '.navbar-dropdown-split')[0];
      // As Docusaurus's, the dropdown's label is a link too: to the page in its version, else to the version's first doc.
      const label = selectAll(dropdown, 'a.navbar-link')[0];
      const menu = selectAll(page.tree, '.mobile-menu .navbar-dropdown summary').map((summary) => text(summary));
      return {
        links,
        label: text(label),
        labelHref: attr(label, 'href'),
        menu,
        entries: selectAll(dropdown, 'a.navbar-dropdown-link').map((link) => [text(link), attr(link, 'href'), (attr(link, 'class') ?? '').includes('active')]),
      };
    };
    const old = await navbar('/docs/1.0/cli');
    assert.equal(old.links.CLI, '/docs/1.0/cli');
    assert.equal(old.links['1.0 (old)'], '/docs/1.0/');
    assert.equal(old.label, '1.0 (old)');
    assert.equal(old.labelHref, '/docs/1.0/cli');
    // In the mobile menu it is the sub-list "Versions", as Docusaurus's.
    assert.deepEqual(old.menu, ['Versions']);
    assert.deepEqual(old.entries, [['Next', '/docs/next/cli', false], ['2.0', '/docs/cli', false], ['1.0 (old)', '/docs/1.0/cli', true], ['All tags', '/docs/1.0/tags', false]]);
    // 1.0 has no sidebar "docs": that item opens the last version's.
    assert.equal(old.links.Docs, '/docs/getting-started');
    const next = await navbar('/docs/next/architecture');
    assert.equal(next.links.Docs, '/docs/next/getting-started');
    assert.equal(next.links.CLI, '/docs/next/cli');
    assert.deepEqual(next.entries.slice(0, 3), [['Next', '/docs/next/architecture', true], ['2.0', '/docs/getting-started', false], ['1.0 (old)', '/docs/1.0/', false]]);
    // Outside the docs: the last version.
    const home = await navbar('/');
    assert.equal(home.label, '2.0');
    assert.equal(home.labelHref, '/docs/getting-started');
    assert.equal(home.links.CLI, '/docs/cli');
  });

  // The version 1.0's home (`slug: /`) is /docs/1.0/, as Docusaurus 3.10 gives it (compiler/folder-routes.ts).
  it('tags each version apart, and search meta names the page\'s version', async () => {
    assert.ok(existsSync(join(out, 'docs', '1.0', 'tags', 'basics.html')));
    const tag = await readPage(out, '/docs/1.0/tags/basics');
    assert.deepEqual(selectAll(tag.tree, 'article a').map((link) => attr(link, 'href')).filter((href) => href === '/docs/1.0/'), ['/docs/1.0/']);
    const meta = (html: string) => /<meta name="docsearch:docusaurus_tag" content="([^"]+)"/.exec(html)?.[1];
    assert.equal(meta((await readPage(out, '/docs/1.0/cli')).html), 'docs-default-1.0');
    assert.equal(meta((await readPage(out, '/docs/next/cli')).html), 'docs-default-current');
    // Outside the docs the tag is Docusaurus's `default`; the version search keeps to is beside it (search/facets.ts).
    const home = (await readPage(out, '/')).html;
    assert.equal(meta(home), 'default');
    assert.match(home, /<meta name="docsearch:docusaurus_tag" content="default" data-search-tags="docs-default-2\.0" data-follows-version=""/);
  });

  it('keeps a search to the reader\'s version', async () => {
    const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as ShardedManifest;
    assert.deepEqual([...(manifest.tags?.values ?? [])].sort(), ['docs-default-1.0', 'docs-default-2.0', 'docs-default-current']);
    const index = new ShardedIndex(manifest, async (path) => JSON.parse(await readFile(join(out, path), 'utf8')) as unknown);
    const search = async (query: string, tag: string) => (await index.query({ query, hitsPerPage: 50, facetFilters: facetFilters(tag) })).hits.map((hit) => hit.url_without_anchor);
    const inNext = await search('snapshot testing', 'docs-default-current');
    const inLast = await search('snapshot testing', 'docs-default-2.0');
    assert.ok(inNext.length > 0 && inNext.every((url) => url.startsWith('/docs/next/')), inNext.join(' '));
    assert.ok(inLast.length > 0 && inLast.every((url) => !/^\/docs\/(next|1\.0)\//.test(url)), inLast.join(' '));
    assert.deepEqual(await search('zebracorn', 'docs-default-1.0'), ['/docs/1.0/cli']);
    assert.deepEqual(await search('zebracorn', 'docs-default-2.0'), []);
  });

  it('gives agents the last version: llms.txt and llms-full.txt list it alone, every version keeps its twin', async () => {
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    assert.match(llms, /\(https:\/\/jestjs\.io\/docs\/cli\.md\)/);
    assert.doesNotMatch(llms, /\/docs\/(next|1\.0)\//);
    // Sections are named as the navbar names the sidebar, not by pxdocs's version-prefixed id.
    assert.match(llms, /^## Docs$/m);
    assert.doesNotMatch(llms, /version-2\.0/i);
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    assert.doesNotMatch(full, /zebracorn/);
    for (const twin of ['docs/cli.md', 'docs/next/cli.md', 'docs/1.0/cli.md']) assert.ok(existsSync(join(out, twin)), twin);
    assert.match(await readFile(join(out, 'docs', '1.0', 'cli.md'), 'utf8'), /zebracorn/);
  });

  it('answers chat questions from the last version only', async () => {
    const records = readRecordsFile<ChatRecord>(join(out, 'search-records.json'));
    assert.ok(records.some((record) => record.url.startsWith('/docs/1.0/')), 'every version is searchable');
    const passages = buildPassages(records);
    assert.ok(passages.some((passage) => passage.url.startsWith('/docs/cli')));
    assert.deepEqual(passages.filter((passage) => /^\/docs\/(next|1\.0)\//.test(passage.url)).map((passage) => passage.url), []);
  });

  it('checks every version\'s links: the build warns only about the corpus\'s own links outside the docs', () => {
    // The corpus links to its blog and images not in it; no doc link of any version is broken.
    const broken = log.split('\n').filter((line) => /→ \/docs\//.test(line));
    const ownBroken = broken.filter((line) => !/upgrading-to-jest28|tutorial-react/.test(line));
    assert.deepEqual(ownBroken, []);
  });
});

/** The config of a small site: its `docs` options as written. */
const smallConfig = (docs: string) => `export default { title: 'T', url: 'https://x.io', docs: ${docs}, navbar: { items: [] }, footer: { copyright: 'c' } };\n`;

/** A small site in a new temp folder: the docs folder and version 1.0, one page each, and `docs` options. */
async function smallSite(prefix: string, docs: string, files: Record<string, string> = {}): Promise<string> {
  const dir = await makeTempDir(prefix);
  await writeFiles(dir, {
    'docs/intro.md': '# Intro next\n',
    'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
    'versions.json': '["1.0"]',
    'pxdocs.config.mjs': smallConfig(docs),
    ...files,
  });
  return dir;
}

describe('docs versions: options and errors', () => {
  it('fails with the version named when an option names a version that does not exist', async () => {
    const dir = await smallSite('pxdocs-versions-bad-', "{ lastVersion: '3.0' }");
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /version "3\.0", which is not one of this site's: current, 1\.0/);
  });

  it('fails on a versions.json that is not a list of names, and on a missing version folder', async () => {
    const dir = await smallSite('pxdocs-versions-bad-', '{}', { 'versions.json': '{"latest": "1.0"}' });
    await rm(join(dir, 'versioned_docs'), { recursive: true });
    const bad = await buildSite(dir, join(dir, 'out'));
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /versions\.json must hold a list of version names/);
    await writeFile(join(dir, 'versions.json'), '["1.0"]');
    const missing = await buildSite(dir, join(dir, 'out'));
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /version 1\.0 should be in versioned_docs\/version-1\.0\//);
  });

  it('refuses version names that would leave the site or clash', async () => {
    const dir = await smallSite('pxdocs-versions-hostile-', '{}');
    for (const [names, message] of [
      ['["../../outside"]', /versions\.json lists the version "\.\.\/\.\.\/outside", which cannot be used: it contains `\/`/],
      ['[".."]', /the version "\.\.", which cannot be used: it contains a `\.\.` segment/],
      ['["1.0#x"]', /the version "1\.0#x", which cannot be used: it contains `#`/],
      ['["1.0", "1.0"]', /lists the version "1\.0" twice/],
    ] as const) {
      await writeFile(join(dir, 'versions.json'), names);
      const result = await buildSite(dir, join(dir, 'out'));
      assert.equal(result.code, 1, names);
      assert.match(result.stderr, message);
    }
    assert.ok(!existsSync(join(dir, 'out')), 'nothing was written');
  });

  it('places the docs folder where versions.json lists "current", as Docusaurus does (203-Systems/Matrix-Wiki lists it first)', async () => {
    const nav = "{ items: [{ type: 'docsVersionDropdown' }] }";
    const dir = await smallSite('pxdocs-versions-current-', '{}', {
      'versioned_docs/version-2.0/intro.md': '# Intro 2.0\n',
      'versions.json': '["2.0", "current", "1.0"]',
      'pxdocs.config.mjs': smallConfig('{}').replace('navbar: { items: [] }', `navbar: ${nav}`),
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    // 2.0 is still the last version (the first released one), at /docs; the docs folder at /docs/next,
    // listed between 2.0 and 1.0 in the dropdown, and older than the last version: unmaintained.
    const last = await readPage(join(dir, 'out'), '/docs/intro');
    assert.equal(text(selectAll(last.tree, 'h1')[0]).replace(/#$/, ''), 'Intro 2.0');
    assert.deepEqual(selectAll(last.tree, '.dropdown__menu a').map((link) => `${text(link)} ${attr(link, 'href')}`), ['2.0 /docs/intro', 'Next /docs/next/intro', '1.0 /docs/1.0/intro']);
    const next = await readPage(join(dir, 'out'), '/docs/next/intro');
    assert.equal(text(selectAll(next.tree, 'h1')[0]).replace(/#$/, ''), 'Intro next');
    assert.match(text(selectAll(next.tree, '.theme-doc-version-banner')[0]), /no longer actively maintained/);
    // Listed first, it is where it would be anyway.
    await writeFile(join(dir, 'versions.json'), '["current", "2.0", "1.0"]');
    assert.equal((await buildSite(dir, join(dir, 'out'))).code, 0);
    const first = await readPage(join(dir, 'out'), '/docs/intro');
    assert.deepEqual(selectAll(first.tree, '.dropdown__menu a').map((link) => text(link)), ['Next', '2.0', '1.0']);
    assert.match(text(selectAll((await readPage(join(dir, 'out'), '/docs/next/intro')).tree, '.theme-doc-version-banner')[0]), /unreleased/);
  });

  it("puts an unversioned site's docs at the path its options give the docs folder (versions.current.path), as Docusaurus does", async () => {
    // 2060-io/hologram-docs: no versions.json, `versions: { current: { label: 'Next', path: 'next', banner: 'none' } }`.
    const docs = "{ versions: { current: { label: 'Next', path: 'next', banner: 'none' } } }";
    const dir = await smallSite('pxdocs-versions-current-path-', docs, { 'pxdocs.config.mjs': smallConfig(docs).replace('navbar: { items: [] }', "navbar: { items: [{ type: 'docsVersionDropdown' }] }") });
    await rm(join(dir, 'versions.json'));
    await rm(join(dir, 'versioned_docs'), { recursive: true });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(dir, 'out'), '/docs/next/intro');
    assert.equal(text(selectAll(page.tree, 'h1')[0]).replace(/#$/, ''), 'Intro next');
    assert.ok(!existsSync(join(dir, 'out', 'docs', 'intro.html')), 'not at /docs/intro');
    // The only version: no banner (banner: none), no badge.
    assert.equal(selectAll(page.tree, '.theme-doc-version-banner').length, 0);
    assert.equal(selectAll(page.tree, '.theme-doc-version-badge').length, 0);
    // A versions dropdown of one version is a link to it, as Docusaurus draws no menu of one entry.
    assert.equal(selectAll(page.tree, '.dropdown__menu').length, 0);
    assert.ok(selectAll(page.tree, '.navbar__items a.navbar__link').some((link) => text(link) === 'Next' && attr(link, 'href') === '/docs/next/intro'));
  });

  it('serves the docs folder at the route base with lastVersion current, and builds one version with disableVersioning', async () => {
    const dir = await smallSite('pxdocs-versions-opts-', "{ lastVersion: 'current', versions: { '1.0': { path: 'legacy', banner: 'none', noIndex: true } } }");
    assert.equal((await buildSite(dir, join(dir, 'out'))).code, 0);
    assert.equal(text(selectAll((await readPage(join(dir, 'out'), '/docs/intro')).tree, 'h1')[0]).replace(/#$/, ''), 'Intro next');
    const legacy = await readPage(join(dir, 'out'), '/docs/legacy/intro');
    assert.equal(selectAll(legacy.tree, '.theme-doc-version-banner').length, 0);
    // noIndex: the version's pages ask search engines to stay away (`noindex, nofollow`, as Docusaurus's
    // DocVersionRoot writes), and the sitemap leaves them out.
    assert.match(legacy.html, /<meta name="robots" content="noindex, nofollow"\/>/);
    const sitemap = await readFile(join(dir, 'out', 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /https:\/\/x\.io\/docs\/intro</);
    assert.doesNotMatch(sitemap, /legacy/);
    await writeFile(join(dir, 'pxdocs.config.mjs'), smallConfig('{ disableVersioning: true }'));
    assert.equal((await buildSite(dir, join(dir, 'out2'))).code, 0);
    assert.ok(existsSync(join(dir, 'out2', 'docs', 'intro.html')));
    assert.ok(!existsSync(join(dir, 'out2', 'docs', 'legacy')) && !existsSync(join(dir, 'out2', 'docs', 'next')));
    assert.doesNotMatch((await readPage(join(dir, 'out2'), '/docs/intro')).html, /theme-doc-version-badge/);
  });
});

describe('docs versions: the docs folder as the only version', () => {
  // Docusaurus applies versions.current's options to the only version too, and disableVersioning keeps its path:
  // pxdocs read only its label there, and served a disableVersioning site one level up (its links to /docs/canary/… broke).
  it('gives the docs folder its banner, badge and noIndex without versions.json, and its path with disableVersioning', async () => {
    const dir = await makeTempDir('pxdocs-versions-only-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': smallConfig("{ versions: { current: { label: '2.x', badge: true, banner: 'unreleased', noIndex: true } } }"),
      'docs/intro.md': '# Intro\n',
    });
    assert.equal((await buildSite(dir, join(dir, 'out'))).code, 0);
    const intro = await readPage(join(dir, 'out'), '/docs/intro');
    assert.equal(text(selectAll(intro.tree, '.theme-doc-version-badge')[0]), 'Version: 2.x');
    assert.match(text(selectAll(intro.tree, '.theme-doc-version-banner')[0]), /unreleased documentation for T 2\.x version\./);
    assert.match(intro.html, /<meta name="robots" content="noindex, nofollow"\/>/);
    assert.doesNotMatch(await readFile(join(dir, 'out', 'sitemap.xml'), 'utf8'), /docs\/intro/);
    await writeFiles(dir, {
      'pxdocs.config.mjs': smallConfig("{ disableVersioning: true, versions: { current: { label: 'Canary', path: 'canary' } } }"),
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
    });
    assert.equal((await buildSite(dir, join(dir, 'out2'))).code, 0);
    assert.ok(existsSync(join(dir, 'out2', 'docs', 'canary', 'intro.html')));
    assert.ok(!existsSync(join(dir, 'out2', 'docs', 'intro.html')) && !existsSync(join(dir, 'out2', 'docs', '1.0')));
  });
});

describe('docs versions: generated index pages', () => {
  // Docusaurus's DocCategoryGeneratedIndexPage shows its version's banner and badge, and DocVersionRoot says
  // noindex on every route of a noIndex version; pxdocs showed neither on a category's page and listed it in the sitemap.
  it("gives a category's page its version's banner, and its noIndex", async () => {
    const category = JSON.stringify({ label: 'Guides', link: { type: 'generated-index' } });
    const dir = await smallSite('pxdocs-versions-index-', "{ versions: { current: { noIndex: true } } }", {
      'docs/guides/_category_.json': category,
      'docs/guides/setup.md': '# Setup next\n',
      'versioned_docs/version-1.0/guides/_category_.json': category,
      'versioned_docs/version-1.0/guides/setup.md': '# Setup 1.0\n',
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: [{ type: 'autogenerated', dirName: '.' }] }),
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const next = await readPage(join(dir, 'out'), '/docs/next/category/guides');
    assert.match(text(selectAll(next.tree, '.theme-doc-version-banner')[0]), /unreleased documentation for T Next version\./);
    assert.match(next.html, /<meta name="robots" content="noindex, nofollow"\/>/);
    assert.doesNotMatch(await readFile(join(dir, 'out', 'sitemap.xml'), 'utf8'), /next/);
    const last = await readPage(join(dir, 'out'), '/docs/category/guides');
    assert.equal(selectAll(last.tree, '.theme-doc-version-banner').length, 0);
    assert.doesNotMatch(last.html, /noindex/);
  });
});

describe('docs versions with last updates from git', () => {
  it('dates every version\'s docs from their own commits', async () => {
    const dir = await smallSite('pxdocs-versions-git-', "{ showLastUpdateAuthor: true, editUrl: 'https://git.example/edit/main/', editCurrentVersion: true }");
    const git = (args: string[], author?: string) => gitIn(dir, args, { GIT_AUTHOR_NAME: author ?? 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'C', GIT_COMMITTER_EMAIL: 'c@example.com' });
    git(['init', '-q']);
    git(['add', 'docs', 'versions.json', 'pxdocs.config.mjs']);
    git(['commit', '-qm', 'next'], 'Nia Next');
    git(['add', 'versioned_docs']);
    git(['commit', '-qm', 'one'], 'Olu Old');
    assert.equal((await buildSite(dir, join(dir, 'out'))).code, 0);
    assert.match((await readPage(join(dir, 'out'), '/docs/intro')).html, /Olu Old/);
    assert.match((await readPage(join(dir, 'out'), '/docs/next/intro')).html, /Nia Next/);
    // editCurrentVersion: every version's page edits the docs folder's file.
    for (const route of ['/docs/intro', '/docs/next/intro']) {
      assert.deepEqual(selectAll((await readPage(join(dir, 'out'), route)).tree, '.edit-page a').map((link) => attr(link, 'href')), ['https://git.example/edit/main/docs/intro.md']);
    }
  });
});

describe('docs versions in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  /**
   * The file's one page, used again from test to test: a fresh context per test (a renderer process
   * of its own) cost more CPU than the test's steps. afterEach clears what a test may leave behind
   * (the stored version is the state these tests are about) and leaves the page on about:blank.
   */
  let page: Page;
  before(async () => {
    [server, browser] = await Promise.all([startServer(out), launchBrowser()]);
    page = await (await browser.newContext()).newPage();
  });
  afterEach(async () => {
    if (page.url().startsWith(server.url)) await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await page.goto('about:blank');
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('moves between versions from the dropdown by client navigation, the navbar and search following', async () => {
    await page.goto(`${server.url}/docs/1.0/cli`);
    const bar = page.locator('.navbar-inner');
    await bar.locator('.navbar-dropdown summary').click();
    await bar.locator('.navbar-dropdown a', { hasText: 'Next' }).click();
    await page.waitForURL(`${server.url}/docs/next/cli`);
    // Picked on a docs page, the version is the reader's, as Docusaurus's dropdown stores it on any page.
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
    // The URL changes before the new page is swapped in: wait for its navbar.
    await page.waitForFunction(() => document.querySelector('.navbar-inner .navbar-dropdown-split > a')?.textContent === 'Next');
    assert.equal(await bar.locator('.navbar-dropdown-split > a').textContent(), 'Next');
    assert.equal(await bar.locator('a.navbar-link', { hasText: 'CLI' }).getAttribute('href'), '/docs/next/cli');
    assert.equal(await page.locator('meta[name="docsearch:docusaurus_tag"]').getAttribute('content'), 'docs-default-current');
    assert.match(await page.locator('.theme-doc-version-banner').textContent() ?? '', /unreleased/);
    // The banner's link goes to the last version, whose pages have none.
    await page.locator('.theme-doc-version-banner a').click();
    await page.waitForURL(`${server.url}/docs/cli`);
    await page.waitForFunction(() => document.querySelector('.navbar-inner .navbar-dropdown-split > a')?.textContent === '2.0');
    assert.equal(await page.locator('.theme-doc-version-banner').count(), 0);
    assert.equal(await bar.locator('.navbar-dropdown-split > a').textContent(), '2.0');
  });

  // As Docusaurus: the version is stored when the reader picks one (a dropdown entry, the banner's link to the
  // latest version), never by reading a page. pxdocs stored every doc page's version: one visit to an old
  // version's page from a search engine moved the home page's links there.
  it('remembers the version the reader picks: pages outside the docs link, label and search in it; reading a page picks none', async () => {
    const bar = page.locator('.navbar-inner');
    // A first visit: the last version, and reading an old version's page changes nothing.
    await page.goto(`${server.url}/docs/1.0/cli`);
    await page.goto(`${server.url}/`);
    assert.equal(await bar.locator('a.navbar-link', { hasText: 'CLI' }).getAttribute('href'), '/docs/cli');
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
    // Outside the docs no entry of the dropdown is the page's version.
    assert.equal(await bar.locator('.navbar-dropdown a.active').count(), 0);
    // Picked in the dropdown: stored, and followed outside the docs.
    await bar.locator('.navbar-dropdown summary').click();
    await bar.locator('.navbar-dropdown a', { hasText: '1.0 (old)' }).click();
    // The version's main doc (from the home page, no doc of this page to stay on).
    await page.waitForURL(`${server.url}/docs/1.0/`);
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === '1.0');
    await page.goto(`${server.url}/`);
    assert.equal(await bar.locator('a.navbar-link', { hasText: 'CLI' }).getAttribute('href'), '/docs/1.0/cli');
    assert.equal(await bar.locator('.navbar-dropdown-split > a').textContent(), '1.0 (old)');
    assert.equal(await bar.locator('.navbar-dropdown-split > a').getAttribute('href'), '/docs/1.0/');
    // The docsVersion link names and opens it too, as Docusaurus's (its version candidates: the page's, the picked, the last).
    const versionLink = bar.locator('.navbar-items > a.navbar-link[data-version-labels]');
    assert.deepEqual([await versionLink.textContent(), await versionLink.getAttribute('href')], ['1.0 (old)', '/docs/1.0/']);
    assert.equal(await page.locator('meta[name="docsearch:docusaurus_tag"]').getAttribute('data-search-tags'), 'docs-default-1.0');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('zebracorn');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    await page.keyboard.press('Escape');
    // The banner's link to the latest version picks it, as Docusaurus's does.
    await page.goto(`${server.url}/docs/next/cli`);
    await page.locator('.theme-doc-version-banner a').click();
    await page.waitForURL(`${server.url}/docs/cli`);
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === '2.0');
    await page.locator('.navbar-brand').click();
    await page.waitForURL(`${server.url}/`);
    assert.equal(await bar.locator('a.navbar-link', { hasText: 'CLI' }).getAttribute('href'), '/docs/cli');
  });

  it("opens the dropdown's label as a link, and its menu from the keyboard, with the label a screen reader reads", async () => {
    await page.goto(`${server.url}/docs/next/cli`);
    const bar = page.locator('.navbar-inner');
    const label = bar.locator('.navbar-dropdown-split > a');
    const toggle = bar.locator('.navbar-dropdown-split summary');
    assert.equal(await label.getAttribute('aria-current'), 'page');
    // The toggle is named by the version and says whether the menu is open.
    assert.equal(await toggle.getAttribute('aria-label'), 'Next');
    // A mouse over the label opens the menu, as Docusaurus's hoverable dropdown.
    await label.hover();
    await bar.locator('.navbar-dropdown-split a', { hasText: '1.0 (old)' }).waitFor({ state: 'visible' });
    await page.mouse.move(0, 600);
    await bar.locator('.navbar-dropdown-split a', { hasText: '1.0 (old)' }).waitFor({ state: 'hidden' });
    await label.focus();
    await page.keyboard.press('Tab');
    assert.equal(await toggle.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Enter');
    await bar.locator('.navbar-dropdown-split a', { hasText: '1.0 (old)' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    // Outside the docs, the label opens the last version's first doc.
    await page.goto(`${server.url}/`);
    await label.click();
    await page.waitForURL(`${server.url}/docs/getting-started`);
  });

  it("opens another version of the page with the page's query and place, as Docusaurus 3.10's dropdown", async () => {
    await page.goto(`${server.url}/docs/next/cli?tab=npm#zebracorn`);
    const bar = page.locator('.navbar-inner');
    await bar.locator('.navbar-dropdown summary').click();
    await bar.locator('.navbar-dropdown a', { hasText: '1.0 (old)' }).click();
    await page.waitForURL(`${server.url}/docs/1.0/cli?tab=npm#zebracorn`);
  });

  it('searches the version of the page being read', async () => {
    await page.goto(`${server.url}/docs/1.0/cli`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('zebracorn');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    assert.deepEqual(await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)), ['/docs/1.0/cli']);
    await page.goto(`${server.url}/docs/cli`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('zebracorn');
    await page.locator('.DocSearch-NoResults').waitFor();
  });
});

describe('docs versions in pxdocs dev', () => {
  it('serves every version, rebuilds a released version\'s page when it changes, and re-reads its sidebars', async () => {
    const dir = await makeTempDir('pxdocs-versions-dev-');
    await writeFiles(dir, {
      'docs/intro.md': '# Intro next\n\nSee [the guide](guide.md).\n',
      'docs/guide.md': '# Guide next\n',
      'versioned_docs/version-1.0/intro.md': '# Intro one\n\nSee [the guide](guide.md).\n',
      'versioned_docs/version-1.0/guide.md': '# Guide one\n',
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['intro', 'guide'] }),
      'sidebars.json': JSON.stringify({ docs: ['intro', 'guide'] }),
      'versions.json': '["1.0"]',
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://x.io', docs: { sidebarPath: 'sidebars.json' }, navbar: { items: [{ type: 'docsVersionDropdown' }] }, footer: { copyright: 'c' } };\n",
    });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      await dev.settled();
      const get = async (path: string) => (await fetch(dev.url + path)).text();
      const poll = async (path: string, pattern: RegExp) => {
        const started = Date.now();
        while (Date.now() - started < 60_000) {
          await dev.settled();
          if (pattern.test(await get(path))) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        assert.fail(`${path} never matched ${pattern}`);
      };
      assert.match(await get('/docs/intro'), /Intro one/);
      assert.match(await get('/docs/next/intro'), /unreleased documentation/);
      assert.match(await get('/docs/intro'), /href="\/docs\/guide"/);
      await writeFile(join(dir, 'versioned_docs', 'version-1.0', 'intro.md'), '# Intro one, edited\n');
      await poll('/docs/intro', /Intro one, edited/);
      // The version's sidebar file changed: the sidebar follows.
      const order = async () => sidebarLinks(await get('/docs/intro')).map((link) => link.href).join(' ');
      assert.equal(await order(), '/docs/intro /docs/guide');
      await writeFile(join(dir, 'versioned_sidebars', 'version-1.0-sidebars.json'), JSON.stringify({ docs: ['guide', 'intro'] }));
      const started = Date.now();
      while ((await order()) !== '/docs/guide /docs/intro' && Date.now() - started < 60_000) {
        await dev.settled();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(await order(), '/docs/guide /docs/intro');
    } finally {
      dev.server.closeAllConnections();
      await dev.close();
    }
  });
});
