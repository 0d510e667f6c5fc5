// More than one docs folder, as Docusaurus sites keep a community section or an
// API reference beside their docs: a second instance of the docs plugin, with
// its own id, folder, route base, sidebars, tags and options (`docsInstances`
// in pxdocs's config). The two instances below deliberately share a sidebar
// name and a doc id, which Docusaurus keeps apart per instance.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildSite, makeTempDir, removeTempDirs, waitFor, writeFiles } from '../helpers.js';
import { serveSite } from './browse.js';
import { startDev } from '../../server/dev-server.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { Reporter } from '../../compiler/reporter.js';
import { facetFilters, type SearchRecord } from '../../theme/shared/search-shape.js';
import { facetMatches } from '../../theme/shared/search-engine.js';

const message = (text: string) => ({ message: text });

const CONFIG = {
  title: 'Two folders',
  url: 'https://two.example',
  docs: { path: 'docs', sidebarPath: 'sidebars.js', editUrl: 'https://two.example/docs-edit/' },
  docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js', editUrl: 'https://two.example/community-edit/', tagsBasePath: 'topics' }],
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
      { type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'community', label: 'Community' },
      { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'meetups', docsPluginId: 'community', label: 'Meetups' }] },
    ],
  },
  footer: { copyright: '' },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
};

const FILES: Record<string, string> = {
  'sidebars.js': "module.exports = { guide: ['intro', 'setup'] };\n",
  // The same sidebar name as the docs' (`guide`), and a doc id the docs have too (`intro`).
  'sidebarsCommunity.js': "module.exports = { guide: ['intro', { type: 'category', label: 'Events', items: ['meetups'] }] };\n",
  'docs/intro.md': '---\ntags: [basics]\n---\n# Docs intro\n\nSee [the community intro](../community/intro.md) and [setup](./setup.md).\n',
  'docs/setup.md': '# Setup\n\nInstall it.\n',
  'community/intro.md': '---\ntags: [basics]\n---\n# Community intro\n\nBack to [the docs](../docs/intro.md).\n',
  'community/meetups.md': '# Meetups\n\nWe meet monthly.\n',
  'i18n/fr/docusaurus-plugin-content-docs-community/current/meetups.md': '# Rencontres\n\nChaque mois.\n',
  'i18n/fr/docusaurus-plugin-content-docs-community/current.json': JSON.stringify({ 'sidebar.guide.category.Events': message('Événements') }),
};

let site: string;
let built: Awaited<ReturnType<typeof buildSite>>;
const html = (path: string) => readFile(join(site, 'out', path), 'utf8');
/** The hrefs of the page's sidebar, in order. */
const sidebarLinks = (page: string) => [...(/<aside[\s\S]*?<\/aside>/.exec(page)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

before(async () => {
  site = await makeTempDir('pxdocs-instances-');
  await writeFiles(site, { 'pxdocs.config.mjs': `export default ${JSON.stringify(CONFIG)};\n`, ...FILES });
  built = await buildSite(site);
});
after(removeTempDirs);

describe('A second docs instance', () => {
  it('builds both folders, each under its route base, with the same doc id in each', async () => {
    assert.equal(built.code, 0, built.stderr);
    assert.match(await html('docs/intro.html'), /<h1[^>]*>Docs intro/);
    assert.match(await html('community/intro.html'), /<h1[^>]*>Community intro/);
    assert.match(built.stderr, /pages in docs\/, community\//);
  });

  it("gives each page its own instance's sidebar, though both are named `guide`, and keeps previous/next inside it", async () => {
    assert.deepEqual(sidebarLinks(await html('docs/setup.html')), ['/docs/intro', '/docs/setup']);
    const community = await html('community/intro.html');
    assert.deepEqual(sidebarLinks(community), ['/community/intro', '/community/meetups']);
    assert.match(community, /class="[^"]*pagination-nav__link--next[^"]*" href="\/community\/meetups"/);
    assert.doesNotMatch(community, /pagination-nav__link--prev/);
  });

  it('resolves links between the folders by file, and marks the page with its plugin id as Docusaurus does', async () => {
    const docs = await html('docs/intro.html');
    assert.match(docs, /href="\/community\/intro"/);
    assert.match(docs, /<html[^>]*class="plugin-docs plugin-id-default docs-wrapper docs-version-current docs-doc-page docs-doc-id-intro"/);
    const community = await html('community/intro.html');
    assert.match(community, /href="\/docs\/intro"/);
    assert.match(community, /<html[^>]*class="plugin-docs plugin-id-community docs-wrapper docs-version-current docs-doc-page docs-doc-id-intro"/);
  });

  it("takes each instance's options: edit URL and tags route", async () => {
    assert.match(await html('docs/intro.html'), /href="https:\/\/two\.example\/docs-edit\/docs\/intro\.md"/);
    const community = await html('community/intro.html');
    assert.match(community, /href="https:\/\/two\.example\/community-edit\/community\/intro\.md"/);
    // Each instance lists its own tagged docs, under its own tags route.
    assert.match(community, /href="\/community\/topics\/basics"/);
    const main = (page: string) => /<main[\s\S]*?<\/main>/.exec(page)?.[0] ?? '';
    const communityTag = main(await html('community/topics/basics.html'));
    assert.match(communityTag, /href="\/community\/intro"/);
    assert.doesNotMatch(communityTag, /href="\/docs\/intro"/);
    const docsTag = main(await html('docs/tags/basics.html'));
    assert.match(docsTag, /href="\/docs\/intro"/);
    assert.doesNotMatch(docsTag, /href="\/community\/intro"/);
  });

  it('opens navbar items naming the instance (docsPluginId) on its pages, and marks them active there only', async () => {
    const items = (page: string) => [...page.matchAll(/<a class="([^"]*navbar__link[^"]*)" href="([^"]+)"[^>]*>([^<]*)</g)].slice(0, 2).map(([, classes, href, label]) => `${label} ${href}${/--active/.test(classes) ? ' active' : ''}`);
    assert.deepEqual(items(await html('community/meetups.html')), ['Guide /docs/intro', 'Community /community/intro active']);
    assert.deepEqual(items(await html('docs/setup.html')), ['Guide /docs/intro active', 'Community /community/intro']);
    assert.match(await html('docs/intro.html'), /href="\/community\/meetups"[^>]*>Meetups</);
  });

  it("lists each instance's sidebar in llms.txt under its own navbar label", async () => {
    const llms = await html('llms.txt');
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(sections, ['Guide', 'Community']);
    assert.match(llms.slice(llms.indexOf('## Community')), /community\/meetups\.md/);
  });

  it("reads a locale's translations of the instance from its own plugin folder", async () => {
    const meetups = await html('fr/community/meetups.html');
    assert.match(meetups, /<h1[^>]*>Rencontres/);
    assert.match(/<aside[\s\S]*?<\/aside>/.exec(meetups)?.[0] ?? '', />Événements</);
    assert.match(await html('fr/community/intro.html'), /<h1[^>]*>Community intro/, 'a page without a translation is the original');
  });
});

// Two docs instances, each with a version "1.0" of its own (each keeps its own), and a dropdown each.
const VERSIONED = {
  title: 'Versioned', url: 'https://versioned.example',
  docs: { path: 'docs', sidebarPath: 'sidebars.js' },
  docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' }],
  navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'docsVersionDropdown', docsPluginId: 'community' }, { type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'community', label: 'Community' }] },
  footer: { copyright: '' },
};

/** The versioned site's files, with `config` over VERSIONED. */
const versionedFiles = (config: Record<string, unknown> = {}): Record<string, string> => ({
  'pxdocs.config.mjs': `export default ${JSON.stringify({ ...VERSIONED, ...config })};\n`,
  'sidebars.js': "module.exports = { guide: ['intro'] };\n",
  'sidebarsCommunity.js': "module.exports = { guide: ['intro', 'events'] };\n",
  'docs/intro.md': '# Docs next\n',
  'versions.json': JSON.stringify(['1.0']),
  'versioned_docs/version-1.0/intro.md': '# Docs one\n',
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ guide: ['intro'] }),
  'community/intro.md': '# Community next\n',
  'community/events.md': '# Events next\n',
  'community_versions.json': JSON.stringify(['1.0']),
  'community_versioned_docs/version-1.0/intro.md': '# Community one\n\nSee [the docs](../../versioned_docs/version-1.0/intro.md).\n',
  'community_versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ guide: ['intro'] }),
});

describe('A second docs instance with versions of its own', () => {
  let dir: string;
  const page = (path: string) => readFile(join(dir, 'out', path), 'utf8');
  /** The labels of the navbar's two version dropdowns. */
  const dropdowns = (html: string) => [...html.matchAll(/<div class="navbar-dropdown-split navbar__item[^"]*"[^>]*><a[^>]*>([^<]*)</g)].map((match) => match[1]);

  before(async () => {
    dir = await makeTempDir('pxdocs-instances-versions-');
    await writeFiles(dir, versionedFiles());
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
  });

  it("serves each instance's last version at its route base and the docs folder at /next", async () => {
    assert.match(await page('docs/intro.html'), /<h1[^>]*>Docs one/);
    assert.match(await page('docs/next/intro.html'), /<h1[^>]*>Docs next/);
    assert.match(await page('community/intro.html'), /<h1[^>]*>Community one/);
    assert.match(await page('community/next/intro.html'), /<h1[^>]*>Community next/);
    assert.match(await page('community/intro.html'), /href="\/docs\/intro"/, 'a link by file into the other instance\'s version');
  });

  it("gives each version of the instance its own sidebar, banner and latest-version link", async () => {
    assert.deepEqual(sidebarLinks(await page('community/intro.html')), ['/community/intro']);
    const next = await page('community/next/intro.html');
    assert.deepEqual(sidebarLinks(next), ['/community/next/intro', '/community/next/events']);
    assert.match(next, /class="[^"]*theme-doc-version-banner[^"]*"/);
    assert.match(next, /<a href="\/community\/intro" data-preferred-version="1\.0" data-version-instance="community">latest version<\/a>/, "the banner links the instance's own last version, and picks it for the instance");
    assert.match(next, /<html[^>]*class="plugin-docs plugin-id-community docs-wrapper docs-version-current docs-doc-page docs-doc-id-intro"/);
  });

  it("labels each version dropdown with the page's version of its own instance", async () => {
    assert.deepEqual(dropdowns(await page('community/next/intro.html')), ['1.0', 'Next']);
    assert.deepEqual(dropdowns(await page('docs/next/intro.html')), ['Next', '1.0']);
    const next = await page('community/next/intro.html');
    // The community dropdown opens the same doc in its other version; the community sidebar item stays in the page's version.
    assert.match(next, /href="\/community\/intro"[^>]*>1\.0</);
    assert.match(next, /<a class="[^"]*navbar__link--active[^"]*" href="\/community\/next\/intro"[^>]*>Community</);
  });

  it("marks a dropdown's entry of the page's version on its own instance's pages only, as Docusaurus", async () => {
    /** The version each dropdown marks active (its entry with `dropdown__link--active`), in navbar order; '' for none. */
    const marked = (html: string) => [...html.matchAll(/<ul class="navbar-dropdown-menu dropdown__menu">(.*?)<\/ul>/g)].map((menu) => /dropdown__link--active"[^>]*data-version="([^"]*)"/.exec(menu[1])?.[1] ?? '');
    assert.deepEqual(marked(await page('community/next/intro.html')), ['', 'current']);
    assert.deepEqual(marked(await page('docs/next/intro.html')), ['current', '']);
    assert.deepEqual(marked(await page('community/intro.html')), ['', '1.0']);
  });

  it("tags an instance's page with its own version for search, as Docusaurus (docs-community-<version>), and searches it with the first instance's", async () => {
    const records = readRecordsFile<SearchRecord>(join(dir, 'out', 'search-records.json'));
    /** The pages whose records the page's search boxes keep (theme/islands/search/facets.ts reads the same meta). */
    const reached = async (path: string) => {
      const tag = /<meta name="docsearch:docusaurus_tag" content="([^"]*)"(?: data-search-tags="([^"]*)")?/.exec(await page(path));
      assert.ok(tag, path);
      const filters = facetFilters(tag[1], 'en', tag[2]?.split(' '));
      return [...new Set(records.filter((record) => facetMatches(filters, record.docusaurus_tag, record.language)).map((record) => record.url_without_anchor))].sort();
    };
    const next = await page('community/next/intro.html');
    assert.match(next, /<meta name="docsearch:docusaurus_tag" content="docs-community-current"/);
    assert.match(next, /<meta name="docsearch:version" content="current"\/>/);
    assert.match(await page('community/intro.html'), /<meta name="docsearch:docusaurus_tag" content="docs-community-1\.0"/);
    // Its older version reaches its own pages (and the docs' last version), not the docs' other versions.
    assert.deepEqual(await reached('community/next/intro.html'), ['/community/intro', '/community/next/events', '/community/next/intro', '/docs/intro']);
    assert.deepEqual(await reached('docs/next/intro.html'), ['/community/intro', '/docs/next/intro']);
  });

  it("lists the instance's last version only in llms.txt, and keeps it in every search", async () => {
    const llms = await page('llms.txt');
    assert.match(llms, /community\/intro\.md/);
    assert.doesNotMatch(llms, /community\/next\//);
    const records = readRecordsFile<{ url_without_anchor: string; docusaurus_tag: string }>(join(dir, 'out', 'search-records.json'));
    const tags = (url: string) => [...new Set(records.filter((record) => record.url_without_anchor === url).map((record) => record.docusaurus_tag))];
    assert.deepEqual(tags('/community/intro'), ['default'], "the instance's last version: every box keeps it");
    assert.deepEqual(tags('/community/next/intro'), ['docs-community-current']);
    assert.deepEqual(tags('/docs/intro'), ['docs-default-1.0']);
  });

  it("keeps the version banner and badge out of the search records: they are no page's text", () => {
    const records = readRecordsFile<{ url_without_anchor: string; content: string | null }>(join(dir, 'out', 'search-records.json'));
    const next = records.filter((record) => record.url_without_anchor === '/community/next/intro');
    assert.ok(next.length > 0);
    assert.deepEqual(next.filter((record) => /unreleased|latest version|Version:/.test(record.content ?? '')).map((record) => record.content), []);
  });
});

// Docusaurus keeps a preferred version per docs instance (docs-preferred-version-<id>), and each instance's
// navbar items follow their own off that instance's pages; pxdocs kept the first instance's only, so a
// version picked in the community dropdown was stored as the docs' and followed nowhere.
describe('A second docs instance\'s preferred version, in Chromium', () => {
  const served = serveSite('pxdocs-instances-preferred-', versionedFiles({ chat: { embeddings: 'off' } }));

  it('stores a version picked in the community dropdown as the community\'s, and the community items follow it off its pages; the docs\' stay', async () => {
    const context = await served.browser.newContext();
    try {
      const page = await context.newPage();
      const bar = page.locator('.navbar-inner');
      const labels = () => bar.locator('.navbar-dropdown-split > a').allTextContents();
      await page.goto(`${served.server.url}/community/intro`);
      assert.deepEqual(await labels(), ['1.0', '1.0']);
      // The community dropdown is the second; its "Next" entry.
      await bar.locator('.navbar-dropdown-split').nth(1).locator('summary').click();
      await bar.locator('.navbar-dropdown-split').nth(1).locator('a[data-version="current"]').click();
      await page.waitForURL(`${served.server.url}/community/next/intro`);
      await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-community') === 'current');
      assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null, "the docs' version is not the community's");
      // On the docs' pages the community items follow the community's picked version; the docs' dropdown is the page's.
      await page.goto(`${served.server.url}/docs/intro`);
      assert.deepEqual(await labels(), ['1.0', 'Next']);
      assert.equal(await bar.locator('a.navbar-link', { hasText: 'Community' }).getAttribute('href'), '/community/next/intro');
      // Home: the docs' dropdown its last version (nothing picked), the community's its picked one.
      await page.goto(`${served.server.url}/`);
      assert.deepEqual(await labels(), ['1.0', 'Next']);
      assert.equal(await page.locator('meta[name="docsearch:docusaurus_tag"]').getAttribute('data-search-tags'), 'docs-default-1.0');
    } finally {
      await context.close();
    }
  });
});

describe('Docs instances opened by `doc` navbar items', () => {
  // Each instance's sidebar is generated (no sidebars file: `defaultSidebar` in each) and
  // reached by a `doc` item naming its home page, as sites of several API references are.
  it('names each sidebar by the navbar item reaching it (doc item, link) in llms.txt and in search records, else by its instance', async () => {
    const dir = await makeTempDir('pxdocs-instances-doc-items-');
    const config = {
      title: 'Items', url: 'https://items.example',
      docs: { path: 'docs' },
      docsInstances: [{ id: 'api', path: 'api', routeBasePath: 'api' }, { id: 'packages', path: 'packages', routeBasePath: 'packages' }, { id: 'download', path: 'download', routeBasePath: 'download' }, { id: 'extras', path: 'extras', routeBasePath: 'extras' }],
      // The download instance is reached by a plain link to its home page; the extras instance by nothing.
      navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Guide' }, { type: 'doc', docsPluginId: 'api', docId: 'index', label: 'API' }, { type: 'doc', docsPluginId: 'packages', docId: 'index', label: 'Packages' }, { to: '/download/', label: 'Get it' }] },
      footer: { copyright: '' },
    };
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default ${JSON.stringify(config)};\n`,
      'docs/intro.md': '# Guide intro\n\nStart.\n',
      'api/index.md': '# API home\n\nEvery class.\n',
      'api/runtime.md': '# Runtime class\n\nRuns agents.\n',
      'packages/index.md': '# Packages home\n\nEvery package.\n',
      'packages/postgres.md': '# Postgres package\n\nStores.\n',
      'download/index.md': '# Download\n\nTarballs.\n',
      'download/mirrors.md': '# Mirrors\n\nElsewhere.\n',
      'extras/notes.md': '# Notes\n\nMore.\n',
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const llms = await readFile(join(dir, 'out', 'llms.txt'), 'utf8');
    // A generated sidebar no item reaches is named by its instance, never "DefaultSidebar".
    assert.deepEqual([...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]), ['Guide', 'API', 'Packages', 'Get it', 'Extras']);
    const records = readRecordsFile<{ url_without_anchor: string; hierarchy: Record<string, string | null> }>(join(dir, 'out', 'search-records.json'));
    const area = (url: string) => records.find((record) => record.url_without_anchor === url)?.hierarchy.lvl0;
    assert.equal(area('/api/runtime'), 'API');
    assert.equal(area('/packages/postgres'), 'Packages');
    assert.equal(area('/download/mirrors'), 'Get it');
    assert.equal(area('/extras/notes'), 'Extras');
  });
});

describe('A second docs instance in pxdocs dev', () => {
  it("serves its pages, and shows an edit of one of them and of its sidebars file", async () => {
    const dir = await makeTempDir('pxdocs-instances-dev-');
    await writeFiles(dir, { 'pxdocs.config.mjs': `export default ${JSON.stringify({ ...CONFIG, i18n: undefined })};\n`, ...FILES });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    try {
      await dev.settled();
      assert.deepEqual(sidebarLinks(await get('/community/meetups')), ['/community/intro', '/community/meetups']);
      await writeFile(join(dir, 'community/meetups.md'), '# Gatherings\n\nWe meet weekly now.\n');
      await waitFor(async () => /<h1[^>]*>Gatherings/.test(await get('/community/meetups')), { what: 'the edited page' });
      await writeFile(join(dir, 'sidebarsCommunity.js'), "module.exports = { guide: ['meetups', 'intro'] };\n");
      await waitFor(async () => sidebarLinks(await get('/community/intro')).join() === '/community/meetups,/community/intro', { what: 'the edited sidebar' });
    } finally {
      await dev.close();
    }
  });
});

describe('A second docs instance: mistakes', () => {
  async function failing(files: Record<string, string>, config: Record<string, unknown>) {
    const dir = await makeTempDir('pxdocs-instances-bad-');
    await writeFiles(dir, { 'pxdocs.config.mjs': `export default ${JSON.stringify({ ...CONFIG, i18n: undefined, ...config })};\n`, ...FILES, ...files });
    const result = await buildSite(dir);
    assert.equal(result.code, 1, result.stderr);
    assert.equal(existsSync(join(dir, 'out')), false);
    return result.stderr;
  }

  it("names a sidebar that names the other instance's doc, with the instance", async () => {
    const stderr = await failing({ 'sidebarsCommunity.js': "module.exports = { guide: ['intro', 'setup'] };\n" }, {});
    assert.match(stderr, /The sidebar "guide" of the docs instance "community" \(at guide\[1\]\) names the doc id "setup", which does not exist/);
  });

  it('names an item whose docsPluginId is no instance of the site', async () => {
    const stderr = await failing({}, { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'comunity', label: 'Community' }] } });
    assert.match(stderr, /Unknown docs instance/);
    assert.match(stderr, /names the docs instance "comunity" \(docsPluginId\), which the site does not have; its docs instances are "default", "community"/);
  });

  it('refuses an instance with the id, folder or route base of another', async () => {
    const stderr = await failing({}, { docsInstances: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }] });
    assert.match(stderr, /docsInstances\[0\]\.id: the id "default" is taken/);
    assert.match(stderr, /docsInstances\[0\]\.path: "docs" is the path of docs too/);
    assert.match(stderr, /docsInstances\[0\]\.routeBasePath: "docs" is the routeBasePath of docs too/);
  });
});
