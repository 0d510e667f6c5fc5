// Search in the page's language, as Docusaurus's contextual search: every
// record, the `docsearch:language` meta and the filters the search islands send
// carry the page's locale (the i18n locale built, or a one-language site's
// `lang`). Each locale has its own embedded index, whose manifest names its
// language; `pxdocs search push` uploads every locale's records to the one
// hosted index, where a French page's `language:fr` finds French records only.
// An English site writes 'en' everywhere, as before.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { buildSite, makeTempDir, removeTempDirs, runCommand, runInit, writeFiles } from '../helpers.js';
import { fakeService } from '../search/helpers.js';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { attr, must, readPage } from './lib.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { ShardedIndex, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { docsTag, facetFilters, type SearchRecord } from '../../theme/shared/search-shape.js';

after(removeTempDirs);

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

const siteConfig = (options: string) => `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' }, ${options} };\n`;

/** The page's `docsearch:language`. */
async function pageLanguage(out: string, route: string): Promise<string | undefined> {
  return attr(must((await readPage(out, route)).tree, 'meta[name="docsearch:language"]'), 'content');
}

/** The embedded index of the build in `folder`, as the browser reads it. */
async function embeddedIndex(folder: string): Promise<{ manifest: ShardedManifest; index: ShardedIndex }> {
  const manifest = JSON.parse(await readFile(join(folder, 'search-index.json'), 'utf8')) as ShardedManifest;
  // The manifest names its files from the site's root (the base URL's folder is `folder`).
  return { manifest, index: new ShardedIndex(manifest, async (path) => JSON.parse(await readFile(join(folder, path), 'utf8')) as unknown) };
}

/** What a query finds with the filters a page in `language` sends: each hit's site path (the browser puts the locale's base in front), language and text. */
async function found(index: ShardedIndex, query: string, language: string): Promise<string[]> {
  const response = await index.query({ query, facetFilters: facetFilters(docsTag(), language) });
  return response.hits.map((hit) => `${hit.url} ${hit.language}: ${hit.content ?? hit.hierarchy.lvl1}`);
}

describe('Search in the page’s language', () => {
  let site: string;
  let out: string;
  before(async () => {
    site = await makeTempDir('i18n-search-language-');
    await writeFiles(site, {
      // The English pass does not know the French pages: a link into /fr/ is no route of its own.
      'pxdocs.config.mjs': siteConfig("onBrokenLinks: 'ignore', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'] }"),
      'docs/a.md': '# Installing\n\nThe widget installs in a minute.\n',
      'docs/b.md': '# Elsewhere\n\nRead it [in French](/fr/docs/a).\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/a.md': '# Installation\n\nLe widget s’installe en une minute.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    out = join(site, 'out');
  });

  it('names the locale in each page’s docsearch:language, English as before', async () => {
    assert.equal(await pageLanguage(out, '/docs/a'), 'en');
    assert.equal(await pageLanguage(out, '/fr/docs/a'), 'fr');
    // The locale's name, as Docusaurus's currentLocale (not an htmlLang).
    assert.equal(await pageLanguage(out, '/pt-BR/docs/a'), 'pt-BR');
  });

  it('gives every record its locale, and an English record "en" as before', () => {
    const english = readRecordsFile<SearchRecord>(join(out, 'search-records.json'));
    const french = readRecordsFile<SearchRecord>(join(out, 'fr', 'search-records.json'));
    assert.ok(english.length && french.length);
    assert.deepEqual([...new Set(english.map((record) => record.language))], ['en']);
    assert.deepEqual([...new Set(french.map((record) => record.language))], ['fr']);
    assert.ok(french.some((record) => record.content?.includes('s’installe')));
  });

  it('answers a French page’s filters from the French index, which names its language', async () => {
    const english = await embeddedIndex(out);
    const french = await embeddedIndex(join(out, 'fr'));
    assert.equal(english.manifest.language, undefined, 'an English index is as before');
    assert.equal(french.manifest.language, 'fr');
    assert.deepEqual(await found(french.index, 'widget', 'fr'), ['/docs/a fr: Le widget s’installe en une minute.']);
    assert.deepEqual(await found(english.index, 'widget', 'en'), ['/docs/a en: The widget installs in a minute.']);
    // Another language's filters find nothing: the records are the index's language.
    assert.deepEqual(await found(french.index, 'widget', 'en'), []);
    assert.deepEqual(await found(english.index, 'widget', 'fr'), []);
  });

  it('pushes every locale’s records to the one hosted index, each with its language and an id of its own', async () => {
    // The hosted service's part a push into a new index uses: settings, records, the move.
    const objects = new Map<string, Record<string, unknown>>();
    const service = await fakeService((request) => {
      if (request.path.includes('/task/')) return { status: 'published', pendingTask: false };
      if (request.method === 'GET' && request.path.endsWith('/settings')) return [404, { message: 'Index does not exist', status: 404 }];
      if (request.path.endsWith('/batch')) {
        const requests = (request.json as { requests: { body: Record<string, unknown> }[] }).requests;
        for (const one of requests) objects.set(String(one.body.objectID), one.body);
        return { taskID: 1, objectIDs: requests.map((one) => one.body.objectID) };
      }
      return { taskID: 1, updatedAt: new Date().toISOString() };
    });
    try {
      // The same built output, pushed with the hosted index's settings (a push reads the config and out/ only).
      const config = join(site, 'pxdocs.config.mjs');
      await writeFile(config, (await readFile(config, 'utf8')).replace("i18n:", `search: { algolia: { appId: 'APP', apiKey: 'search-only', indexName: 'docs', hosts: ['${service.url}'] } }, i18n:`));
      const run = await runCommand(['search', 'push', '--cwd', site], { env: { PXDOCS_ALGOLIA_ADMIN_KEY: 'admin-key' } });
      assert.equal(run.code, 0, run.stderr);
      const built = ['', 'fr', 'pt-BR'].flatMap((folder) => readRecordsFile<SearchRecord>(join(out, folder, 'search-records.json')));
      assert.equal(objects.size, built.length, 'no record replaced another: the locales\' ids differ');
      const languages = (language: string) => [...objects.values()].filter((record) => record.language === language);
      assert.equal(languages('en').length, readRecordsFile<SearchRecord>(join(out, 'search-records.json')).length);
      // pt-BR has no translation: its records say what the English ones say, in its language, under other ids.
      assert.equal(languages('pt-BR').length, languages('en').length);
      assert.ok(languages('fr').some((record) => String(record.content).includes('s’installe')));
      // An English record keeps its id: the hash of what it says and where, as before.
      const english = readRecordsFile<SearchRecord>(join(out, 'search-records.json'));
      assert.ok(english.every((record) => objects.get(record.objectID)?.language === 'en'));
      const title = english[0];
      assert.equal(title.objectID, createHash('sha1').update(JSON.stringify([title.url, title.type, title.hierarchy, title.content])).digest('hex').slice(0, 16));
    } finally {
      await service.close();
    }
  });

  describe('in Chromium', () => {
    let server: TestServer;
    let browser: Browser;
    before(async () => {
      [server, browser] = await Promise.all([startServer(out), launchBrowser()]);
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it('finds the French records from a French page’s search box and search page, which says its heading and count in French', async () => {
      const page = await browser.newPage();
      await page.goto(`${server.url}/fr/docs/a`);
      await page.click('[data-search-button]');
      await page.locator('.DocSearch-Modal').waitFor();
      // Typing starts once the input has focus (the modal can show a moment before).
      await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
      await page.keyboard.type('widget');
      const hit = page.locator('.DocSearch-Hit').first();
      await hit.waitFor();
      assert.match(await hit.innerText(), /s’installe/);
      assert.equal(await hit.locator('a').first().getAttribute('href'), '/fr/docs/a');
      await page.goto(`${server.url}/fr/search?q=widget`);
      const result = page.locator('.search-page-hit').filter({ hasText: 's’installe' }).first();
      await result.waitFor();
      // The search page's heading and count in French (Docusaurus's theme.SearchPage.* words, its plural forms).
      assert.equal(await page.locator('main.search-page h1').innerText(), 'Résultats de recherche pour « widget »');
      assert.equal(await page.locator('.search-page-summary').innerText(), 'Un document trouvé');
      await page.fill('#search-page-input', 'installe minute');
      await page.locator('main.search-page h1', { hasText: '« installe minute »' }).waitFor();
      // Emptied, the heading says what the page is for again, as built.
      await page.fill('#search-page-input', '');
      await page.locator('main.search-page h1', { hasText: 'Rechercher dans la documentation' }).waitFor();
      await page.close();
    });

    it('loads a French page reached by a link on an English page in full: its language and search are French', async () => {
      const page = await browser.newPage();
      await page.goto(`${server.url}/docs/b`);
      // The islands are ready (client navigation is theirs) before the click.
      await page.waitForLoadState('networkidle');
      await page.click('article a[href="/fr/docs/a"]');
      await page.waitForURL('**/fr/docs/a');
      await page.locator('article h1', { hasText: 'Installation' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
      assert.equal(await page.evaluate(() => document.querySelector('meta[name="docsearch:language"]').content), 'fr');
      assert.match(await page.evaluate(() => document.querySelector('meta[name="pxdocs:search"]').content), /"indexUrl":"\/fr\/search-index\.json"/);
      await page.close();
    });
  });
});

describe('Search in a one-language site’s language', () => {
  it("names a Docusaurus site's one locale, not its htmlLang (en shown as en-US), as Docusaurus's docsearch:language does", async () => {
    const site = await makeTempDir('i18n-search-language-en-us-');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { htmlLang: 'en-US' } } }, presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n",
      'docs/a.md': '# Installing\n\nThe widget installs in a minute.\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    const page = await readPage(out, '/docs/a');
    assert.equal(attr(must(page.tree, 'html'), 'lang'), 'en-US');
    assert.equal(await pageLanguage(out, '/docs/a'), 'en');
    assert.deepEqual([...new Set(readRecordsFile<SearchRecord>(join(out, 'search-records.json')).map((record) => record.language))], ['en']);
    // One language: no locale dropdown, no other pass.
    assert.ok(!page.html.includes('localeDropdown') && !page.html.includes('hreflang="en"'));
  });


  it('writes its lang in the meta, the records and the index (lang: "de")', async () => {
    const site = await makeTempDir('i18n-search-language-de-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("lang: 'de'"),
      'docs/a.md': '# Einrichten\n\nDas Widget ist schnell eingerichtet.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    assert.equal(await pageLanguage(out, '/docs/a'), 'de');
    assert.deepEqual([...new Set(readRecordsFile<SearchRecord>(join(out, 'search-records.json')).map((record) => record.language))], ['de']);
    const { manifest, index } = await embeddedIndex(out);
    assert.equal(manifest.language, 'de');
    assert.deepEqual(await found(index, 'widget', 'de'), ['/docs/a de: Das Widget ist schnell eingerichtet.']);
  });
});
