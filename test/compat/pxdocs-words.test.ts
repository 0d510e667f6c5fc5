// pxdocs's own words (theme/shared/pxdocs-messages.ts: the "Copy page" control,
// the docs chat, the chrome's labels; and Docusaurus's words the islands say: the
// code blocks' copy buttons, the search) in the page's language, as the theme's
// words are: pxdocs's translations (compiler/pxdocs-translations.ts) for a site's
// `lang` and for an i18n locale, a `code.json` entry over them, the islands'
// words in Chromium (the copy-page status after a click, the chat panel, the
// colour mode button), and an English page that carries none of them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, must, readPage, selectAll, text } from './lib.js';
import { launchBrowser, newContext, startServer, type TestServer } from '../e2e/browser.js';
import { PXDOCS_MESSAGES } from '../../theme/shared/pxdocs-messages.js';
import { pxdocsTranslations, PXDOCS_TRANSLATED } from '../../compiler/pxdocs-translations.js';

after(removeTempDirs);

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;
declare const MutationObserver: any;
declare const window: any;

const siteConfig = (options: string) => `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' }, ${options} };\n`;
const message = (value: string) => ({ message: value, description: 'written by hand for this test' });
/** Docusaurus's French for the search's error title (@docusaurus/theme-translations). */
const FRENCH_ERROR_TITLE = 'Impossible de récupérer les résultats';

/** The Copy page control's and the chat button's words on a built doc page. */
async function pageWords(out: string, route: string) {
  const page = await readPage(out, route);
  const control = must(page.tree, '[data-copy-page]');
  return {
    html: page.html,
    label: text(must(control, '[data-copy-page-label]')),
    fallback: text(must(control, '.copy-page-fallback')),
    toggle: attr(must(control, '.copy-page-toggle'), 'aria-label'),
    items: text(must(control, '[role="menu"]')),
    words: attr(control, 'data-words'),
    chat: attr(must(page.tree, '[data-chat-open]'), 'aria-label'),
    chatWords: attr(must(page.tree, '[data-chat-open]'), 'data-words'),
  };
}

describe("pxdocs's own words", () => {
  it('has a translation of every word, with the same placeholders, in each language it ships', () => {
    assert.ok(PXDOCS_TRANSLATED.length >= 10);
    for (const folder of ['fr', 'de', 'es', 'it', 'pt-BR', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'ru']) assert.ok(PXDOCS_TRANSLATED.includes(folder), folder);
    for (const folder of PXDOCS_TRANSLATED) {
      const words = pxdocsTranslations(folder);
      assert.deepEqual(Object.keys(words).sort(), Object.keys(PXDOCS_MESSAGES).sort(), folder);
      for (const [id, { message: english }] of Object.entries(PXDOCS_MESSAGES)) {
        const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
        assert.deepEqual(placeholders(words[id]!), placeholders(english), `${folder} ${id}`);
      }
    }
  });

  it("writes them in a one-language site's language (lang: 'fr'), and its code.json changes one", async () => {
    const site = await makeTempDir('pxdocs-words-fr-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("lang: 'fr'"),
      'docs/a.md': '# A\n\nTexte.\n\n## Partie\n\nSuite.\n',
      'i18n/fr/code.json': JSON.stringify({ 'pxdocs.copyPage.openInClaude': message('Demander à Claude') }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const words = await pageWords(join(site, 'out'), '/docs/a');
    assert.equal(words.label, 'Copier la page');
    assert.equal(words.fallback, 'Voir en Markdown');
    assert.equal(words.toggle, 'Autres façons d’utiliser cette page');
    assert.match(words.items, /Copier la page en Markdown/);
    assert.match(words.items, /Ouvrir dans ChatGPT/);
    // code.json's message over pxdocs's.
    assert.match(words.items, /Demander à Claude/);
    assert.doesNotMatch(words.items, /Ouvrir dans Claude|Open in/);
    assert.equal(words.chat, 'Interroger la doc');
    // The assistants are asked in French.
    assert.match(words.html, /chatgpt\.com\/\?q=Lis%20https%3A%2F%2Ft\.example%2Fdocs%2Fa\.md/);
    // The page's other labels: pxdocs's words, and Docusaurus's where it has the same.
    const page = await readPage(join(site, 'out'), '/docs/a');
    assert.equal(attr(must(page.tree, '.toc'), 'aria-label'), 'Table des matières');
    assert.equal(attr(must(page.tree, '[data-color-mode-toggle]'), 'aria-label'), 'Passer en mode sombre');
    assert.equal(attr(must(page.tree, '[data-color-mode-toggle]'), 'title'), 'Basculer entre le mode sombre et le mode clair');
    assert.equal(attr(must(page.tree, '[data-menu-toggle]'), 'aria-label'), 'Ouvrir le menu de navigation');
    // The core island's words, for the browser: Docusaurus's for the code blocks' copy button, pxdocs's for the rest.
    const coreWords = JSON.parse(attr(must(page.tree, 'meta[name="pxdocs:words"]'), 'content')!) as Record<string, string>;
    assert.equal(coreWords.copy, 'Copier');
    assert.equal(coreWords.toLight, 'Passer en mode clair');
    assert.equal(coreWords.closeMenu, 'Fermer le menu de navigation');
    assert.equal(attr(must(page.tree, '[data-mobile-menu] nav'), 'aria-label'), 'Menu mobile');
    // The search islands' words, in the search boot: Docusaurus's French.
    const boot = JSON.parse(attr(must(page.tree, 'meta[name="pxdocs:search"]'), 'content')!) as { words?: Record<string, string> };
    assert.equal(boot.words?.errorTitle, FRENCH_ERROR_TITLE);
    assert.equal(boot.words?.loadMore, 'Charger plus de résultats');
    // The islands' words, for the browser: those not in English.
    assert.equal(JSON.parse(words.words!).copied, 'Copiée');
    assert.equal(JSON.parse(words.chatWords!).send, 'Envoyer');
  });

  it('writes them in an i18n locale (ko) under /ko/, the default locale in English with no data-words', async () => {
    const site = await makeTempDir('pxdocs-words-ko-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'ko'] }"),
      'docs/a.md': '# A\n\nText.\n\n## Part\n\nMore.\n',
      'i18n/ko/code.json': JSON.stringify({ 'pxdocs.chat.open': message('문서 챗봇') }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const korean = await pageWords(join(site, 'out'), '/ko/docs/a');
    assert.equal(korean.label, '페이지 복사');
    assert.equal(korean.toggle, '이 페이지의 다른 사용 방법');
    assert.match(korean.items, /ChatGPT에서 열기/);
    assert.equal(korean.chat, '문서 챗봇');
    // Docusaurus's words for the labels it has too (its Korean translations).
    const koreanPage = await readPage(join(site, 'out'), '/ko/docs/a');
    assert.equal(attr(must(koreanPage.tree, 'nav[data-sidebar]'), 'aria-label'), '문서 사이드바');
    assert.equal(attr(must(koreanPage.tree, 'nav.navbar-inner'), 'aria-label'), '메인');
    assert.equal(attr(must(koreanPage.tree, '.toc'), 'aria-label'), '목차');
    assert.equal(JSON.parse(korean.chatWords!).open, '문서 챗봇');
    const english = await pageWords(join(site, 'out'), '/docs/a');
    assert.equal(english.label, 'Copy page');
    assert.equal(english.toggle, 'More ways to use this page');
    assert.equal(english.chat, 'Ask the docs');
    assert.equal(english.words, undefined);
    const englishPage = await readPage(join(site, 'out'), '/docs/a');
    assert.equal(englishPage.html.includes('pxdocs:words'), false);
    assert.equal(attr(must(englishPage.tree, '.toc'), 'aria-label'), 'Table of contents');
    assert.equal((JSON.parse(attr(must(englishPage.tree, 'meta[name="pxdocs:search"]'), 'content')!) as { words?: unknown }).words, undefined);
    assert.equal(english.chatWords, undefined);
  });
});

describe("A heading anchor's title (Docusaurus's theme.common.headingLinkTitle)", () => {
  /** Each heading's id and its anchor's title and label, on a built page. */
  async function anchors(out: string, route: string): Promise<string[]> {
    const page = await readPage(out, route);
    return selectAll(page.tree, 'article .hash-link').map((link) => `${attr(link, 'href')} ${attr(link, 'title')} | ${attr(link, 'aria-label')}`);
  }

  it("says it in the page's language, on a plain page and on one rendered as a module, and a code.json message over it", async () => {
    const site = await makeTempDir('pxdocs-words-anchors-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("lang: 'fr'"),
      // A plain page (its body is HTML, rendered without React) and an MDX page with an expression (a module).
      'docs/a.md': '# A\n\nTexte.\n\n## Partie\n\nSuite.\n',
      'docs/b.mdx': '# B\n\n## Calcul\n\nDeux : {1 + 1}.\n\n## Le `code`\n\nFin.\n',
      // Headings a component draws with Docusaurus's @theme/Heading: an anchor where they have an id (none for h1, as Docusaurus).
      'docs/c.mdx': "import Heading from '@theme/Heading';\n\n# C\n\n<Heading as=\"h2\" id=\"zone\">Zone</Heading>\n\n<Heading as=\"h3\" id=\"plus\"><em>Plus</em></Heading>\n\n<Heading as=\"h2\">Sans id</Heading>\n\n<Heading as=\"h1\" id=\"titre\">Titre</Heading>\n",
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    // Docusaurus's French, `{heading}` the heading's text (no anchor in an h1, as Docusaurus's Heading) (its id when the heading is more than text, as Docusaurus's Heading).
    assert.deepEqual(await anchors(out, '/docs/a'), ['#partie Lien direct vers Partie | Lien direct vers Partie']);
    assert.deepEqual(await anchors(out, '/docs/b'), ['#calcul Lien direct vers Calcul | Lien direct vers Calcul', '#le-code Lien direct vers le-code | Lien direct vers le-code']);
    assert.deepEqual(await anchors(out, '/docs/c'), ['#zone Lien direct vers Zone | Lien direct vers Zone', '#plus Lien direct vers plus | Lien direct vers plus']);
    // The site's code.json over Docusaurus's, on the next build (with the cache of the last).
    await writeFiles(site, { 'i18n/fr/code.json': JSON.stringify({ 'theme.common.headingLinkTitle': message('Lien vers « {heading} »') }) });
    const again = await buildSite(site);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual((await anchors(out, '/docs/a'))[0], '#partie Lien vers « Partie » | Lien vers « Partie »');
    assert.deepEqual((await anchors(out, '/docs/b'))[0], '#calcul Lien vers « Calcul » | Lien vers « Calcul »');
  });

  it("gives an English page Docusaurus's English title, the link not for a page translator", async () => {
    const site = await makeTempDir('pxdocs-words-anchors-en-');
    await writeFiles(site, { 'pxdocs.config.mjs': siteConfig(''), 'docs/a.md': '# A\n\n## Part\n\nText.\n\n## The `code`\n', 'docs/b.mdx': "import Heading from '@theme/Heading';\n\n<Heading as=\"h2\" id=\"drawn\">Drawn</Heading>\n" });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    // Docusaurus's English ('Direct link to {heading}'), where pxdocs wrote 'Direct link to this heading'; the id when the heading is more than text.
    assert.deepEqual(await anchors(join(site, 'out'), '/docs/a'), ['#part Direct link to Part | Direct link to Part', '#the-code Direct link to the-code | Direct link to the-code']);
    assert.deepEqual(await anchors(join(site, 'out'), '/docs/b'), ['#drawn Direct link to Drawn | Direct link to Drawn']);
    // translate="no" on both ways a heading is drawn, as Docusaurus's Heading marks its link.
    for (const route of ['/docs/a', '/docs/b']) assert.deepEqual(selectAll((await readPage(join(site, 'out'), route)).tree, 'article .hash-link').map((link) => attr(link, 'translate')), route === '/docs/a' ? ['no', 'no'] : ['no']);
    // The heading is named `anchor`, as Docusaurus's Heading names one with a link (a site's CSS targets it).
    for (const route of ['/docs/a', '/docs/b']) assert.deepEqual(selectAll((await readPage(join(site, 'out'), route)).tree, 'article h2').map((heading) => attr(heading, 'class')), route === '/docs/a' ? ['anchor', 'anchor'] : ['anchor']);
  });
});

describe("pxdocs's own words in Chromium", () => {
  let dir = '';
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    dir = await makeTempDir('pxdocs-words-browser-');
    await writeFiles(dir, { 'pxdocs.config.mjs': siteConfig("lang: 'de'"), 'docs/a.md': '# A\n\nText.\n\n```js\nconst a = 1;\n```\n' });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    [server, browser] = await Promise.all([startServer(join(dir, 'out')), launchBrowser()]);
    context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("relabels the color mode button in the page's language", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/a`);
    const toggle = page.getByRole('button', { name: 'Zum dunklen Modus wechseln' });
    await toggle.waitFor({ state: 'visible' });
    await toggle.click();
    assert.equal(await page.locator('[data-color-mode-toggle]').getAttribute('aria-label'), 'Zum hellen Modus wechseln');
    await page.close();
  });

  it("labels the code blocks' copy buttons in the page's language", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/a`);
    const copy = page.locator('.code-block .copy-button');
    await copy.waitFor({ state: 'attached' });
    assert.equal(await copy.textContent(), 'Kopieren');
    assert.equal(await copy.getAttribute('aria-label'), 'In die Zwischenablage kopieren');
    await page.close();
  });

  it("opens the chat panel in the page's language", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/a`);
    const open = page.getByRole('button', { name: 'Doku fragen' });
    await open.waitFor({ state: 'visible' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Doku-Chat' });
    await panel.waitFor({ state: 'visible' });
    assert.equal(await panel.locator('.chat-title').textContent(), 'Doku fragen');
    assert.equal(await panel.getByRole('textbox', { name: 'Ihre Frage' }).getAttribute('placeholder'), 'Stellen Sie eine Frage zu T');
    assert.equal(await panel.getByRole('button', { name: 'Chat schließen' }).count(), 1);
    assert.equal(await panel.locator('.chat-send').textContent(), 'Senden');
    await page.close();
  });

  it("says the copy-page status after a click in the page's language", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/a`);
    const button = page.getByRole('button', { name: 'Seite kopieren', exact: true });
    await button.waitFor({ state: 'visible' });
    assert.equal(await page.getByRole('button', { name: 'Weitere Optionen für diese Seite' }).count(), 1);
    // The first words the status and the button's label take after the click (they go back after a moment),
    // watched from before the click.
    await page.evaluate(() => {
      const status = document.querySelector('[data-copy-page-status]');
      const label = document.querySelector('[data-copy-page-label]');
      window.saidAfterClick = new Promise<[string, string]>((resolve) => {
        new MutationObserver((_records: unknown, observer: { disconnect(): void }) => {
          if (!status.textContent) return;
          observer.disconnect();
          resolve([status.textContent, label.textContent]);
        }).observe(status, { childList: true, characterData: true, subtree: true });
      });
    });
    await button.click();
    assert.deepEqual(await page.evaluate(() => window.saidAfterClick as Promise<[string, string]>), ['Seite als Markdown kopiert', 'Kopiert']);
    await page.close();
  });
});
