// The docs chat in the reader's language: on a site in several locales, the
// widget sends its page's locale (`docsearch:language`), and the chat answers
// from that locale's sections, links to that locale's pages and says its fixed
// sentences in the locale's words (pxdocs's translations, the site's code.json
// over them), from what the build wrote: the locales file at the output's root
// and each locale's records in its folder. A locale not in English is ranked by
// its words: its pass embeds nothing (search/index.ts `chatEmbeds`). An English
// site writes no locales file and answers as before (its one locale named as its
// pages name it).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { launchBrowser, newContext } from '../e2e/browser.js';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { LOCALES_FILE, type OutputLocales } from '../../compiler/search/locales-file.js';
import { EMBED_ENV, EMBEDDINGS_META_FILE } from '../../compiler/search/embeddings.js';
import { chatEmbeds } from '../../compiler/search/index.js';
import type { SiteConfig } from '../../compiler/config/schema.js';
import { ask, raw, startChat } from './helpers.js';
import type { ChatRecord } from '../../server/chat/retrieval.js';

after(removeTempDirs);

const config = (options: string) => `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, onBrokenLinks: 'ignore', ${options} };\n`;

const FILES = {
  'docs/install.md': '# Installing\n\nThe widget installs in a minute. Run the installer and follow its steps to install the widget on your machine.\n',
  'docs/colors.md': '# Colors\n\nThe palette holds twelve colors. Pick a color for the headings and another for the links of your pages.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/install.md': '# Installation\n\nLe widget s’installe en une minute. Lancez le programme d’installation et suivez ses étapes pour installer le widget.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/colors.md': '# Couleurs\n\nLa palette contient douze couleurs. Choisissez une couleur pour les titres et une autre pour les liens de vos pages.\n',
  // The site words one sentence its own way: code.json wins over pxdocs's translation.
  'i18n/fr/code.json': JSON.stringify({ 'pxdocs.chat.notCovered': { message: 'Notre documentation ne répond pas à cette question.' } }),
};

describe('The docs chat in the page’s locale', () => {
  let out: string;
  let site: string;
  let server: Server;
  let endpoint: string;
  let origin: string;
  before(async () => {
    site = await makeTempDir('chat-locales-');
    // A navbar link to start from (the answer to a question the docs do not cover names it), labelled in French in fr/.
    await writeFiles(site, {
      'pxdocs.config.mjs': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }").replace('navbar: { items: [] }', "navbar: { items: [{ type: 'doc', docId: 'install', label: 'Install' }] }"),
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Install': { message: 'Installer' } }),
      ...FILES,
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    out = join(site, 'out');
    server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false, log: () => undefined });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    endpoint = `${origin}/api/docsChat`;
  });
  after(() => closeServer(server, 0));

  it('writes the locales, their folders and the French answer’s words (code.json over pxdocs’s) at the output’s root', () => {
    const file = JSON.parse(readFileSync(join(out, LOCALES_FILE), 'utf8')) as OutputLocales;
    assert.deepEqual(file.locales.map((locale) => [locale.name, locale.path]), [['en', ''], ['fr', 'fr']]);
    assert.equal(file.locales[0].chatWords, undefined, 'English says them as the chat does');
    assert.equal(file.locales[1].chatWords?.notCovered, 'Notre documentation ne répond pas à cette question.');
    assert.equal(file.locales[1].chatWords?.seeSection, 'Voir {section}.');
  });

  it('embeds the English sections only: a French locale is ranked by its words', () => {
    // The tests build without the model (PXDOCS_CHAT_EMBEDDINGS=off): the French pass wrote no vectors, and
    // with embeddings on, only a pass in English embeds.
    assert.ok(!existsSync(join(out, 'fr', EMBEDDINGS_META_FILE)));
    const saved = process.env[EMBED_ENV];
    process.env[EMBED_ENV] = 'on';
    try {
      const pass = (lang: string) => ({ lang, chat: { enabled: true, embeddings: 'auto' } }) as unknown as SiteConfig;
      assert.deepEqual(['en', 'en-GB', 'fr', 'pt-BR', 'zh-Hans'].map((lang) => chatEmbeds(pass(lang))), [true, true, false, false, false]);
    } finally {
      if (saved === undefined) delete process.env[EMBED_ENV];
      else process.env[EMBED_ENV] = saved;
    }
  });

  it('answers a French question from the French sections, linking the French pages (under the page’s base, /fr/)', async () => {
    const answer = await ask(endpoint, 'Comment installer le widget ?', { locale: 'fr' });
    assert.equal(answer.status, 200, answer.raw);
    assert.deepEqual(answer.sources.map((source) => source.title), ['Installation']);
    // Site paths of the locale, as its search records and hits name them: the widget on a /fr/ page puts its base in front.
    assert.equal(answer.sources[0].url, '/docs/install');
    assert.match(answer.text, /Le widget s’installe en une minute\./);
    assert.equal(answer.done?.covered, true);
  });

  it('says what the docs do not cover in the locale’s words', async () => {
    const answer = await ask(endpoint, 'kubernetes helm déploiement', { locale: 'fr' });
    assert.equal(answer.done?.covered, false);
    assert.match(answer.text, /^Notre documentation ne répond pas à cette question\. /);
    // The page to start from: the French navbar's first link, as a path of the locale (the widget adds /fr/).
    assert.match(answer.text, /Essayez d’autres mots, ou parcourez \[Installer\]\(\/docs\/install\)\./);
    assert.doesNotMatch(answer.text, /The docs do not cover|Try other words/);
  });

  it('says its sentences in the locale pxdocs dev serves (--locale fr), with its page to start from', async () => {
    // Before, dev's chat said them in English whatever locale it served.
    const dev = await startDev({ cwd: site, port: 0, host: '127.0.0.1', locale: 'fr', reporter: new Reporter({ quiet: true, stream: { write: () => true } as unknown as NodeJS.WritableStream }) });
    try {
      await dev.settled();
      // Served under the locale's base URL, as the widget on its pages asks it.
      const answer = await ask(`${dev.url.replace(/\/$/, '')}/fr/api/docsChat`, 'kubernetes helm déploiement', { locale: 'fr' });
      assert.equal(answer.done?.covered, false, JSON.stringify(answer));
      assert.match(answer.text, /^Notre documentation ne répond pas à cette question\. /);
      assert.match(answer.text, /Essayez d’autres mots, ou parcourez \[Installer\]\(\/docs\/install\)\./);
    } finally {
      await dev.close();
    }
  });

  it('answers the default locale, named or not, from the English sections in English', async () => {
    for (const locale of ['en', undefined]) {
      const answer = await ask(endpoint, 'How do I install the widget?', { locale });
      assert.deepEqual(answer.sources.map((source) => source.title), ['Installing']);
      assert.match(answer.text, /The widget installs in a minute\./);
    }
    const none = await ask(endpoint, 'kubernetes helm deployment', { locale: 'en' });
    assert.match(none.text, /^The docs do not cover this question\. /);
    assert.match(none.text, /Try other words, or browse \[Install\]\(\/docs\/install\)\./);
  });

  it('refuses a locale the site does not have, naming those it has', async () => {
    const json = { 'Content-Type': 'application/json' };
    const answer = await raw(endpoint, { headers: json, body: JSON.stringify({ messages: [{ role: 'user', content: 'install' }], locale: 'de' }) });
    assert.equal(answer.status, 400);
    const error = (JSON.parse(answer.body) as { error: { code: string; message: string } }).error;
    assert.equal(error.code, 'unknown_locale');
    assert.equal(error.message, 'The docs are not in the locale "de"; they are in "en", "fr".');
    const wrong = await raw(endpoint, { headers: json, body: JSON.stringify({ messages: [{ role: 'user', content: 'install' }], locale: 7 }) });
    assert.equal(wrong.status, 400);
  });

  describe('in Chromium', () => {
    let browser: Browser;
    before(async () => {
      browser = await launchBrowser();
    });
    after(() => browser.close());

    it('sends the French page’s locale, and links its sources to the French pages', async () => {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        const sent: unknown[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/docsChat') sent.push(request.postDataJSON());
        });
        await page.goto(`${origin}/fr/docs/install`);
        await page.click('[data-chat-open]');
        await page.fill('[data-chat-panel] textarea', 'Comment installer le widget ?');
        await page.keyboard.press('Enter');
        const link = page.locator('[data-chat-panel] .chat-sources a').first();
        await link.waitFor();
        assert.equal(await link.textContent(), 'Installation');
        assert.equal(await link.getAttribute('href'), '/fr/docs/install');
        assert.equal((sent[0] as { locale?: string }).locale, 'fr');
      } finally {
        await context.close();
      }
    });
  });
});

describe('An English site in one language', () => {
  it('writes no locales file, answers in the locale its pages name, and refuses another', async () => {
    const site = await makeTempDir('chat-one-locale-');
    await writeFiles(site, { 'pxdocs.config.mjs': config("chat: { embeddings: 'off' }"), 'docs/install.md': FILES['docs/install.md'] });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    assert.ok(!existsSync(join(out, LOCALES_FILE)));
    const server = await serve({ root: out, port: 0, host: '127.0.0.1', announce: false, log: () => undefined });
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/docsChat`;
      for (const locale of ['en', undefined]) assert.deepEqual((await ask(endpoint, 'How do I install the widget?', { locale })).sources.map((source) => source.title), ['Installing']);
      const other = await ask(endpoint, 'install', { locale: 'fr' });
      assert.equal(other.status, 400);
      assert.equal(other.error?.message, 'The docs are not in the locale "fr"; they are in "en".');
    } finally {
      await closeServer(server, 0);
    }
  });
});

describe('Another locale’s docs', () => {
  it('are read when a question in it comes, never before', async () => {
    const english: ChatRecord[] = [{ type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'Installing', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: 'The widget installs in a minute with the installer.', url: '/docs/install' } as ChatRecord];
    const french: ChatRecord[] = [{ type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'Installation', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: 'Le widget s’installe en une minute avec le programme.', url: '/docs/install' } as ChatRecord];
    const asked: string[] = [];
    const running = await startChat({ records: english, locales: () => ({ locales: [{ name: 'en' }, { name: 'fr' }], records: (name) => (asked.push(name), french) }) });
    try {
      assert.equal((await ask(running.endpoint, 'install the widget')).sources[0]?.title, 'Installing');
      assert.deepEqual(asked, [], 'an English question holds no French sections');
      assert.equal((await ask(running.endpoint, 'installer le widget', { locale: 'fr' })).sources[0]?.title, 'Installation');
      assert.deepEqual(asked, ['fr']);
    } finally {
      await running.close();
    }
  });
});
