// A site in several languages, as Docusaurus builds one (i18n): Docusaurus's
// classic template given a French locale the way its i18n tutorial does it
// (`locales: ['en', 'fr']`, a `localeDropdown`, and translations in
// i18n/fr/ laid out as `docusaurus write-translations` writes them), taken
// through init and built; then the rules on sites written here (code.json,
// a base URL, a failing locale, right to left), and the result in Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite, listFiles, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { attr, crumbName, must, readPage, selectAll, text } from './lib.js';
import { templateSite } from './classic-template.js';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector, waitUntil } from '../dev/dev-helpers.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

after(removeTempDirs);

/** A page's title as it reads (without its anchor link's `#`). */
const heading = (tree: Parameters<typeof must>[0]) => text(must(tree, 'article h1')).replace(/#$/, '');

/** The sidebar's labels: its categories' and its links'. */
const sidebarLabels = (tree: Parameters<typeof must>[0]) => [...selectAll(tree, '.doc-sidebar summary'), ...selectAll(tree, '.doc-sidebar a')].map(text);

const message = (value: string) => ({ message: value, description: 'written by hand for this test' });

/** The French translations, in the files and keys Docusaurus reads them from. */
const FRENCH: Record<string, string> = {
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.mdx': `---\nsidebar_position: 1\n---\n\n# Visite guidée\n\nCommencez par [créer une page](./tutorial-basics/create-a-page.mdx), puis revenez ici.\n`,
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
    'version.label': message('Suivante'),
    'sidebar.tutorialSidebar.category.Tutorial - Basics': message('Tutoriel - Les bases'),
    'sidebar.tutorialSidebar.category.Tutorial - Basics.link.generated-index.description': message("L'essentiel de Docusaurus en cinq minutes."),
  }),
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Tutorial': message('Tutoriel'), 'logo.alt': message('Logo du site') }),
  'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ 'link.title.Community': message('Communauté'), 'link.item.label.Tutorial': message('Le tutoriel'), copyright: message('Tous droits réservés.') }),
  'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ title: message('Le blogue'), description: message('Nouvelles du site'), 'sidebar.title': message('Billets récents') }),
  'i18n/fr/docusaurus-plugin-content-blog/2019-05-28-first-blog-post.mdx': `---\nslug: first-blog-post\ntitle: Premier billet\nauthors: [slorber, yangshun]\ntags: [hola, docusaurus]\n---\n\nUn premier billet, en français.\n\n{/* truncate */}\n\nLa suite du billet.\n`,
};

type FrenchTemplate = { site: string; out: string; code: number; stderr: string; init: string };

/**
 * The template with a French locale, built once for the file by the first suite to ask: its suites only
 * read it (the build took 3 to 4 s of CPU, and it was made twice).
 */
let french: Promise<FrenchTemplate> | undefined;
function frenchTemplate(): Promise<FrenchTemplate> {
  french ??= buildFrenchTemplate();
  return french;
}

/** The template with a French locale, as Docusaurus's i18n tutorial adds one. */
async function buildFrenchTemplate(): Promise<FrenchTemplate> {
  const site = await templateSite('js');
  const configFile = join(site, 'docusaurus.config.js');
  const source = await readFile(configFile, 'utf8');
  const edited = source
    .replace("locales: ['en'],", "locales: ['en', 'fr'],")
    .replace("{to: '/blog', label: 'Blog', position: 'left'},", "{to: '/blog', label: 'Blog', position: 'left'},\n          {type: 'localeDropdown', position: 'right'},");
  assert.notEqual(edited, source);
  await writeFile(configFile, edited);
  await writeFiles(site, FRENCH);
  const init = await runInit(site);
  assert.equal(init.code, 0, init.stderr);
  const result = await buildSite(site);
  return { site, out: join(site, 'out'), code: result.code, stderr: result.stderr, init: init.stdout + init.stderr };
}

describe('The classic template in English and French', () => {
  let built: Awaited<ReturnType<typeof frenchTemplate>>;
  before(async () => {
    built = await frenchTemplate();
    assert.equal(built.code, 0, built.stderr);
  });

  it('carries i18n and the locale dropdown through init', async () => {
    const { config } = await loadConfig(built.site);
    assert.deepEqual(config.i18n?.locales, ['en', 'fr']);
    assert.equal(config.i18n?.defaultLocale, 'en');
    assert.ok(config.navbar.items.some((item) => item.type === 'localeDropdown' && item.position === 'right'));
    // The report's list only: the paths it prints are the temp folder's, which may say "i18n".
    const notCarried = built.init.split('\n').filter((line) => line.startsWith('  - ')).join('\n');
    assert.match(notCarried, /future/, 'the report lists what it did not carry');
    assert.doesNotMatch(notCarried, /i18n|localeDropdown/, 'nothing about them is reported as not carried');
  });

  it('builds the French site under /fr/ from the translated files, in French', async () => {
    const intro = await readPage(join(built.out, 'fr'), '/docs/intro');
    assert.match(intro.html, /<html lang="fr" dir="ltr"/);
    assert.equal(heading(intro.tree), 'Visite guidée');
    // A link to an untranslated file lands on its page in French.
    assert.equal(selectAll(intro.tree, 'article a').map((link) => attr(link, 'href')).find((href) => href?.includes('create-a-page')), '/fr/docs/tutorial-basics/create-a-page');
    // The translated labels: sidebar category, navbar, footer.
    const sidebar = sidebarLabels(intro.tree);
    assert.ok(sidebar.includes('Tutoriel - Les bases'), sidebar.join(' | '));
    assert.ok(!sidebar.includes('Tutorial - Basics'));
    assert.ok(selectAll(intro.tree, '.navbar-items a').map(text).includes('Tutoriel'));
    const footer = text(must(intro.tree, 'footer.theme-layout-footer'));
    assert.match(footer, /Communauté/);
    assert.match(footer, /Le tutoriel/);
    assert.match(footer, /Tous droits réservés\./);
    // Every route of the site links into the French site's own pages and assets.
    assert.ok(selectAll(intro.tree, 'link[rel="stylesheet"]').every((link) => attr(link, 'href')!.startsWith('/fr/assets/')));
    // The chat is the site's, at its root (pxdocs serve answers there).
    assert.equal(attr(must(intro.tree, '.chat-button'), 'data-chat-endpoint'), '/api/docsChat');
  });

  it("writes the theme's own words in French: Docusaurus's translations of its theme, and code.json's over them", async () => {
    const page = await readPage(join(built.out, 'fr'), '/docs/tutorial-basics/create-a-page');
    assert.equal(text(must(page.tree, '.toc-title')), 'Sur cette page');
    assert.deepEqual(selectAll(page.tree, '.pagination-sub').map(text), ['Précédent', 'Suivant']);
    assert.equal(text(must(page.tree, '.edit-page a')), 'Éditer cette page');
    assert.equal(attr(must(page.tree, 'nav.breadcrumbs'), 'aria-label'), "Fil d'Ariane");
    // The home crumb is a house named in French, as Docusaurus's (it showed the words as text).
    assert.equal(crumbName(must(page.tree, 'nav.breadcrumbs li')), "Page d'accueil (icon)");
    assert.equal(text(must(page.tree, '.skip-link')), 'Aller au contenu principal');
    assert.equal(text(must(page.tree, '.search-button-label')), 'Chercher');
    const post = await readPage(join(built.out, 'fr'), '/blog/long-blog-post');
    assert.match(text(must(post.tree, '.blog-post-meta')), /minutes de lecture$/);
    // The English site keeps the theme's English.
    const english = await readPage(built.out, '/docs/tutorial-basics/create-a-page');
    assert.equal(text(must(english.tree, '.toc-title')), 'On this page');
    assert.deepEqual(selectAll(english.tree, '.pagination-sub').map(text), ['Previous', 'Next']);
  });

  it("titles a category's generated index with its translated label and description", async () => {
    const index = await readPage(join(built.out, 'fr'), '/docs/category/tutorial---basics');
    assert.equal(heading(index.tree), 'Tutoriel - Les bases');
    assert.match(text(must(index.tree, 'article')), /L'essentiel de Docusaurus en cinq minutes\./);
    assert.match(text(must(index.tree, 'title')), /^Tutoriel - Les bases/);
  });

  it('falls back to the original of a page not translated, inside the French chrome', async () => {
    const page = await readPage(join(built.out, 'fr'), '/docs/tutorial-basics/create-a-page');
    assert.equal(heading(page.tree), 'Create a Page');
    assert.ok(selectAll(page.tree, '.navbar-items a').map(text).includes('Tutoriel'));
    assert.match(page.html, /<html lang="fr"/);
  });

  it('leaves the English site as it was, at the root', async () => {
    const intro = await readPage(built.out, '/docs/intro');
    assert.match(intro.html, /<html lang="en" dir="ltr"/);
    assert.equal(heading(intro.tree), 'Tutorial Intro');
    assert.ok(sidebarLabels(intro.tree).includes('Tutorial - Basics'));
  });

  it('links each page to itself in the other language: the dropdown and hreflang', async () => {
    for (const [folder, current, other] of [['', 'English', 'Français'], ['fr', 'Français', 'English']] as const) {
      const page = await readPage(join(built.out, folder), '/docs/tutorial-basics/create-a-page');
      const dropdown = must(page.tree, '.navbar-items-right .navbar-dropdown');
      assert.equal(text(must(dropdown, 'summary')), current);
      const entries = selectAll(dropdown, 'a').map((link) => ({ label: text(link), href: attr(link, 'href'), lang: attr(link, 'lang'), current: attr(link, 'aria-current'), swap: attr(link, 'data-no-swap') }));
      assert.deepEqual(entries.map((entry) => [entry.label, entry.href, entry.lang]), [['English', '/docs/tutorial-basics/create-a-page', 'en'], ['Français', '/fr/docs/tutorial-basics/create-a-page', 'fr']]);
      assert.equal(entries.find((entry) => entry.label === current)?.current, 'true');
      assert.equal(entries.find((entry) => entry.label === other)?.current, undefined);
      assert.ok(entries.every((entry) => entry.swap === ''), 'another locale loads whole');
      const alternates = selectAll(page.tree, 'link[rel="alternate"][hreflang]').map((link) => [attr(link, 'hreflang'), attr(link, 'href')]);
      assert.deepEqual(alternates, [
        ['en', 'https://your-docusaurus-site.example.com/docs/tutorial-basics/create-a-page'],
        ['fr', 'https://your-docusaurus-site.example.com/fr/docs/tutorial-basics/create-a-page'],
        ['x-default', 'https://your-docusaurus-site.example.com/docs/tutorial-basics/create-a-page'],
      ]);
    }
  });

  it("gives the French blog its translated post, title and sidebar, and each site its own sitemap and search", async () => {
    const list = await readPage(join(built.out, 'fr'), '/blog');
    assert.match(text(must(list.tree, 'title')), /^Le blogue/);
    const titles = selectAll(list.tree, 'article h2').map(text);
    assert.ok(titles.includes('Premier billet'), titles.join(' | '));
    assert.ok(titles.includes('Long Blog Post'), 'an untranslated post is listed as it is');
    assert.match(text(must(list.tree, '.blog-sidebar')), /Billets récents/);
    // The translated post's "Edit this page" opens the original post, as Docusaurus's blog (editLocalizedFiles false).
    const translated = await readPage(join(built.out, 'fr'), '/blog/first-blog-post');
    const edit = selectAll(translated.tree, 'a').map((link) => attr(link, 'href') ?? '').find((href) => href.includes('/templates/shared/'));
    assert.match(edit ?? '', /\/templates\/shared\/blog\/2019-05-28-first-blog-post\.mdx?$/, String(edit));
    const sitemap = await readFile(join(built.out, 'fr', 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/your-docusaurus-site\.example\.com\/fr\/docs\/intro<\/loc>/);
    assert.doesNotMatch(sitemap, /example\.com\/docs\/intro</);
    assert.ok(existsSync(join(built.out, 'fr', 'search-index.json')));
    const said = (out: string) => readRecordsFile<{ hierarchy: { lvl1: string } }>(join(out, 'search-records.json')).map((record) => record.hierarchy.lvl1);
    assert.ok(said(join(built.out, 'fr')).includes('Visite guidée'));
    assert.ok(!said(built.out).includes('Visite guidée'));
  });
});

/** A small site's config: one docs folder, an empty navbar and footer, and `options` (its languages). */
const siteConfig = (options: string) => `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, ${options} };\n`;

/** A site with a released version 1.0 and the docs folder (`current`), a French translation of `a` in each, and `b` in neither; `docs` adds docs options. */
async function versionedFrenchSite(prefix: string, docs: string): Promise<string> {
  const site = await makeTempDir(prefix);
  await writeFiles(site, {
    'pxdocs.config.mjs': `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs', sidebarPath: false, ${docs} }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'docsVersion' }] }, footer: { copyright: '' } };\n`,
    'versions.json': JSON.stringify(['1.0']),
    'docs/a.md': '# A\n',
    'docs/b.md': '# B\n',
    'versioned_docs/version-1.0/a.md': '# A one\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/a.md': '# A en français\n',
    'i18n/fr/docusaurus-plugin-content-docs/version-1.0/a.md': '# A un, en français\n',
    'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'version.label': message('Prochaine') }),
    'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': JSON.stringify({ 'version.label': message('Un point zéro') }),
  });
  return site;
}

describe('Locales: the rules', () => {
  it("gives <Translate> and translate() the locale's code.json messages, by id or by message", async () => {
    const site = await makeTempDir('pxdocs-i18n-code-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'de'] }"),
      'docs/intro.md': '# Intro\n',
      'src/pages/hello.js': "import Translate, { translate } from '@docusaurus/Translate';\nexport default function Hello() { return <main><h1><Translate id=\"hello.title\">Hello</Translate></h1><p>{translate({ message: 'Goodbye' })}</p><p id=\"kept\"><Translate id=\"not.translated\" values={{ n: 2 }}>{'Kept {n}'}</Translate></p></main>; }\n",
      'i18n/de/code.json': JSON.stringify({ 'hello.title': message('Hallo'), Goodbye: message('Auf Wiedersehen') }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const de = await readPage(join(site, 'out', 'de'), '/hello');
    assert.equal(text(must(de.tree, 'main h1')), 'Hallo');
    assert.equal(text(must(de.tree, 'main p')), 'Auf Wiedersehen');
    assert.equal(text(must(de.tree, '#kept')), 'Kept 2');
    const en = await readPage(join(site, 'out'), '/hello');
    assert.equal(text(must(en.tree, 'main h1')), 'Hello');
    assert.equal(text(must(en.tree, 'main p')), 'Goodbye');
  });

  it("gives translate() called at a component file's top level the locale's message, as Docusaurus's generated code translations do", async () => {
    // Bug-Duck/tntjs-docs: HomepageFeatures builds its list with `title: translate({…})` outside any component.
    const site = await makeTempDir('pxdocs-i18n-top-level-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'de'] }"),
      'docs/intro.mdx': "import Features from '@site/src/components/Features';\n\n# Intro\n\n<Features />\n",
      'src/components/Features.js': "import { translate } from '@docusaurus/Translate';\nconst FEATURES = [{ title: translate({ id: 'features.easy', message: 'Easy to use' }) }];\nexport default function Features() { return <ul id=\"features\">{FEATURES.map((feature) => <li key={feature.title}>{feature.title}</li>)}</ul>; }\n",
      'src/pages/hello.js': "import Features from '@site/src/components/Features';\nexport default function Hello() { return <main><Features /></main>; }\n",
      'i18n/de/code.json': JSON.stringify({ 'features.easy': message('Einfach zu benutzen') }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    for (const route of ['/docs/intro', '/hello']) {
      assert.equal(text(must((await readPage(join(site, 'out', 'de'), route)).tree, '#features li')), 'Einfach zu benutzen', route);
      assert.equal(text(must((await readPage(join(site, 'out'), route)).tree, '#features li')), 'Easy to use', route);
    }
  });

  it("words the default locale's labels from its own files too, as Docusaurus reads i18n/<locale>/ for every locale", async () => {
    // iorate/ublacklist's navbar labels are keys (`privacyPolicy`), worded in i18n/en/ and i18n/ja/.
    const site = await makeTempDir('pxdocs-i18n-default-labels-');
    const labels = (docs: string, more: string) => JSON.stringify({ 'item.label.docs': message(docs), 'link.item.label.more': message(more) });
    const config = (i18n: string) => `export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [{ to: '/docs/intro', label: 'docs' }] }, footer: { links: [{ label: 'more', to: '/docs/intro' }], copyright: '' }, ${i18n} };\n`;
    await writeFiles(site, {
      'pxdocs.config.mjs': config("i18n: { defaultLocale: 'en', locales: ['en', 'ja'] }"),
      'docs/intro.md': '# Intro\n',
      'i18n/en/docusaurus-theme-classic/navbar.json': labels('Docs', 'More'),
      'i18n/en/docusaurus-theme-classic/footer.json': labels('Docs', 'More'),
      'i18n/ja/docusaurus-theme-classic/navbar.json': labels('ドキュメント', 'もっと'),
      'i18n/ja/docusaurus-theme-classic/footer.json': labels('ドキュメント', 'もっと'),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const navLabels = (page: Awaited<ReturnType<typeof readPage>>) => selectAll(page.tree, '.navbar-inner a.navbar-link').map(text);
    const en = await readPage(join(site, 'out'), '/docs/intro');
    assert.deepEqual(navLabels(en), ['Docs']);
    assert.match(text(must(en.tree, 'footer.theme-layout-footer')), /More/);
    const ja = await readPage(join(site, 'out', 'ja'), '/docs/intro');
    assert.deepEqual(navLabels(ja), ['ドキュメント']);
    assert.match(text(must(ja.tree, 'footer.theme-layout-footer')), /もっと/);
    // A site in one language reads its language's folder as well.
    await writeFile(join(site, 'pxdocs.config.mjs'), config(''));
    const single = await buildSite(site);
    assert.equal(single.code, 0, single.stderr);
    assert.deepEqual(navLabels(await readPage(join(site, 'out'), '/docs/intro')), ['Docs']);
  });

  it("writes the theme's words in a one-language site's language, and its code.json changes them", async () => {
    const site = await makeTempDir('pxdocs-i18n-lang-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("lang: 'de'"),
      'docs/a.md': '---\nsidebar_position: 1\n---\n# A\n\n## Part\n',
      'docs/b.md': '---\nsidebar_position: 2\n---\n# B\n',
      'i18n/de/code.json': JSON.stringify({ 'theme.docs.paginator.next': message('Weiter geht es') }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(site, 'out'), '/docs/a');
    assert.equal(text(must(page.tree, '.toc-title')), 'Auf dieser Seite');
    assert.deepEqual(selectAll(page.tree, '.pagination-sub').map(text), ['Weiter geht es']);
  });

  it('puts every locale under the base URL, and its links across locales stay under it', async () => {
    const site = await makeTempDir('pxdocs-i18n-base-');
    await writeFiles(site, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', baseUrl: '/project/', docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português', path: 'pt' } } }, navbar: { items: [{ type: 'localeDropdown' }] }, footer: { copyright: '' } };\n",
      'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const pt = await readPage(join(site, 'out', 'pt'), '/docs/intro');
    assert.match(pt.html, /<html lang="pt-BR"/);
    assert.deepEqual(selectAll(pt.tree, '.navbar-inner .navbar-dropdown a').map((link) => [text(link), attr(link, 'href')]), [['English', '/project/docs/intro'], ['Português', '/project/pt/docs/intro']]);
    assert.equal(selectAll(pt.tree, 'article a').map((link) => attr(link, 'href')).find((href) => href?.includes('guide')), '/project/pt/docs/guide');
    const en = await readPage(join(site, 'out'), '/docs/intro');
    assert.deepEqual(selectAll(en.tree, '.navbar-inner .navbar-dropdown a').map((link) => attr(link, 'href')), ['/project/docs/intro', '/project/pt/docs/intro']);
  });

  it("says each page's language to Open Graph, and the other languages, as Docusaurus does (og:locale, og:locale:alternate)", async () => {
    // Every page said og:locale "en": the French, Brazilian and German ones too.
    const site = await makeTempDir('pxdocs-i18n-og-locale-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'] }"),
      'docs/intro.md': '# Intro\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const og = (page: Awaited<ReturnType<typeof readPage>>) => [attr(must(page.tree, 'meta[property="og:locale"]'), 'content'), selectAll(page.tree, 'meta[property="og:locale:alternate"]').map((meta) => attr(meta, 'content'))];
    assert.deepEqual(og(await readPage(join(site, 'out'), '/docs/intro')), ['en', ['fr', 'pt_BR']]);
    assert.deepEqual(og(await readPage(join(site, 'out', 'fr'), '/docs/intro')), ['fr', ['en', 'pt_BR']]);
    assert.deepEqual(og(await readPage(join(site, 'out', 'pt-BR'), '/docs/intro')), ['pt_BR', ['en', 'fr']]);
    // A site in one language says its language, and no other.
    await writeFile(join(site, 'pxdocs.config.mjs'), siteConfig("lang: 'de'"));
    const single = await buildSite(site);
    assert.equal(single.code, 0, single.stderr);
    assert.deepEqual(og(await readPage(join(site, 'out'), '/docs/intro')), ['de', []]);
  });

  it("with trailingSlash, gives a locale's hreflang links to the other locales their slash, as the default locale's pages do", async () => {
    // A locale's pass slashed only the URLs under its own address (https://t.example/project/fr): its English and
    // x-default alternates stayed without, while the English pages' alternates all had it, as Docusaurus writes them.
    const site = await makeTempDir('pxdocs-i18n-slash-');
    await writeFiles(site, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', baseUrl: '/project/', trailingSlash: true, docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] }, navbar: { items: [{ type: 'localeDropdown' }] }, footer: { copyright: '' } };\n",
      'docs/intro.md': '# Intro\n',
      'src/pages/hello.js': 'export default function Hello() { return <main><h1>Hello</h1></main>; }\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const alternates = (page: Awaited<ReturnType<typeof readPage>>) => selectAll(page.tree, 'link[rel="alternate"][hreflang]').map((link) => [attr(link, 'hreflang'), attr(link, 'href')]);
    for (const route of ['/docs/intro', '/hello', '/']) {
      const path = route === '/' ? '' : `${route.slice(1)}/`;
      const expected = [['en', `https://t.example/project/${path}`], ['fr', `https://t.example/project/fr/${path}`], ['de', `https://t.example/project/de/${path}`], ['x-default', `https://t.example/project/${path}`]];
      for (const locale of ['', 'fr', 'de']) {
        const page = await readPage(join(site, 'out', locale), route === '/' ? '/' : `${route}/index`);
        assert.deepEqual(alternates(page), expected, `${locale || 'en'} ${route}`);
        assert.equal(attr(must(page.tree, 'link[rel="canonical"]'), 'href'), `https://t.example/project/${locale ? `${locale}/` : ''}${path}`);
      }
    }
  });

  it("builds a locale's pages on page threads as in the build's own thread: a French post's every link stays in /fr/", async () => {
    // Page threads loaded the site's config from its file, not the pass's: on a thread a French post (and doc, and
    // page of src/pages) had the English base URL, so its sidebar, newer and older links, tags, authors, navbar and
    // assets left /fr/, while the blog's lists, built in the build's own thread, stayed in it.
    const site = await makeTempDir('pxdocs-i18n-threads-');
    const post = (title: string, body: string) => `---\ntitle: ${title}\nauthors: [ann]\ntags: [alpha]\n---\n\n${body} [The intro](/docs/intro).\n\n<!-- truncate -->\n\nMore.\n`;
    await writeFiles(site, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, blog: { showReadingTime: true }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, navbar: { items: [{ to: '/blog', label: 'blog' }, { type: 'localeDropdown' }] }, footer: { copyright: '' } };\n",
      'docs/intro.md': '# Intro\n\nSee [the blog](/blog).\n',
      'blog/authors.yml': 'ann:\n  name: Ann\n  page: true\n',
      'blog/2024-01-01-one.md': post('One', 'First.'),
      'blog/2024-01-02-two.md': post('Two', 'Second.'),
      'blog/2024-01-03-three.md': post('Three', 'Third.'),
      'src/pages/hello.js': 'export default function Hello() { return <main><a id="blog" href="/blog">Blog</a></main>; }\n',
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.blog': message('Blogue') }),
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-two.md': post('Deux', 'Deuxième.'),
    });
    // One build on the build's own thread, one on two page threads (every page with a module or Markdown goes to them).
    // Each with its own cache: the second takes nothing from the first.
    const own = await buildSite(site, 'own', { workers: 1, cacheDir: await makeTempDir('pxdocs-i18n-threads-cache-') });
    assert.equal(own.code, 0, own.stderr);
    const threads = await buildSite(site, 'threads', { workers: 2, cacheDir: await makeTempDir('pxdocs-i18n-threads-cache-') });
    assert.equal(threads.code, 0, threads.stderr);
    assert.match(threads.stderr, /on 2 threads/);
    // A translated post and one not translated: every link and asset of the page in /fr/, but the dropdown's English.
    for (const route of ['/blog/2024/01/02/two', '/blog/2024/01/03/three']) {
      const page = await readPage(join(site, 'threads', 'fr'), route);
      const urls = [...page.html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]);
      const english = selectAll(page.tree, '.navbar-inner .navbar-dropdown a[lang="en"]').map((link) => attr(link, 'href'));
      assert.deepEqual(english, [route]);
      assert.deepEqual(urls.filter((url) => !url.startsWith('/fr/') && url !== route), [], route);
      assert.deepEqual(selectAll(page.tree, '.blog-sidebar a').map((link) => attr(link, 'href')), ['/fr/blog/2024/01/03/three', '/fr/blog/2024/01/02/two', '/fr/blog/2024/01/01/one'], route);
      assert.deepEqual(selectAll(page.tree, 'a[rel="tag"]').map((link) => attr(link, 'href')), ['/fr/blog/tags/alpha'], route);
      assert.ok(selectAll(page.tree, 'a').some((link) => attr(link, 'href') === '/fr/blog/authors/ann'), route);
      assert.ok(selectAll(page.tree, 'article a').some((link) => attr(link, 'href') === '/fr/docs/intro'), route);
      assert.ok(selectAll(page.tree, '.pagination-nav__link').every((link) => attr(link, 'href')?.startsWith('/fr/blog/2024/')), route);
      assert.deepEqual(selectAll(page.tree, '.navbar-inner a.navbar-link').map((link) => [text(link), attr(link, 'href')]).filter(([label]) => label === 'Blogue'), [['Blogue', '/fr/blog']], route);
    }
    assert.equal(text(must((await readPage(join(site, 'threads', 'fr'), '/blog/2024/01/02/two')).tree, 'article h1')), 'Deux');
    assert.ok(selectAll((await readPage(join(site, 'threads', 'fr'), '/docs/intro')).tree, 'article a').some((link) => attr(link, 'href') === '/fr/blog'));
    assert.equal(attr(must((await readPage(join(site, 'threads', 'fr'), '/hello')).tree, '#blog'), 'href'), '/fr/blog');
    // And the whole site as the build's own thread writes it, byte for byte: pages, Markdown twins, llms.txt, search.
    const files = await listFiles(join(site, 'own'));
    assert.deepEqual(await listFiles(join(site, 'threads')), files);
    for (const file of files) assert.ok((await readFile(join(site, 'threads', file))).equals(await readFile(join(site, 'own', file))), file);
  });

  it('fails the whole build when a locale fails, naming its file, and leaves out/ as it was', async () => {
    const site = await makeTempDir('pxdocs-i18n-fail-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'docs/intro.md': '# Intro\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n',
    });
    const first = await buildSite(site);
    assert.equal(first.code, 0, first.stderr);
    const before = await readlink(join(site, 'out'));
    await writeFiles(site, { 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n\nVoir [nulle part](/docs/nowhere).\n' });
    const failed = await buildSite(site);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/intro\.md[^\n]*\/docs\/nowhere/);
    assert.equal(await readlink(join(site, 'out')), before, 'out/ still points at the last good build');
    assert.equal(heading((await readPage(join(site, 'out', 'fr'), '/docs/intro')).tree), 'Présentation');
  });

  it("keeps a locale's page over a static file at its path (static/fr/docs/intro.html), naming the file", async () => {
    // The site's static folder is copied after the locales' passes: static/fr/… replaced the French page.
    const site = await makeTempDir('pxdocs-i18n-static-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'docs/intro.md': '# Intro\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n',
      'static/fr/docs/intro.html': 'static French file',
      'static/fr/img/kept.txt': 'a static file of its own',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(heading((await readPage(join(site, 'out', 'fr'), '/docs/intro')).tree), 'Présentation');
    assert.match(result.stderr, /static\/fr\/docs\/intro\.html was not published: the build writes fr\/docs\/intro\.html itself, as the page \/fr\/docs\/intro \(i18n\/fr\/docusaurus-plugin-content-docs\/current\/intro\.md\)/);
    assert.equal(await readFile(join(site, 'out', 'fr', 'img', 'kept.txt'), 'utf8'), 'a static file of its own');
  });

  it('warns of a translated page named with the other extension (intro.mdx for docs/intro.md), which Docusaurus leaves unused too', async () => {
    const site = await makeTempDir('pxdocs-i18n-extension-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'docs/intro.md': '# Intro\n',
      'docs/guide.mdx': '# Guide\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.mdx': '# Présentation\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/guide.mdx': '# Le guide\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    // As in Docusaurus, the original is shown; the warning says why and what name the file needs.
    assert.equal(heading((await readPage(join(site, 'out', 'fr'), '/docs/intro')).tree), 'Intro');
    assert.equal(heading((await readPage(join(site, 'out', 'fr'), '/docs/guide')).tree), 'Le guide');
    const warnings = result.stderr.split('\n').filter((line) => line.includes('is not used: a translation is matched'));
    assert.deepEqual(warnings.map((line) => line.trim()), ['i18n/fr/docusaurus-plugin-content-docs/current/intro.mdx is not used: a translation is matched by its original\'s file name, extension included (as Docusaurus does), and the original is docs/intro.md, so the page is shown untranslated. Rename it i18n/fr/docusaurus-plugin-content-docs/current/intro.md.']);
  });

  it('names a translations file that is not JSON', async () => {
    const site = await makeTempDir('pxdocs-i18n-json-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'docs/intro.md': '# Intro\n',
      'i18n/fr/docusaurus-theme-classic/navbar.json': '{ "item.label.Docs": { "message": "Documentation" }, }',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Invalid translations file[^]*i18n\/fr\/docusaurus-theme-classic\/navbar\.json is not valid JSON/);
  });

  it("labels each version in the locale's words (`version.label`), its name unchanged", async () => {
    const site = await versionedFrenchSite('pxdocs-i18n-version-label-', '');
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const fr = join(site, 'out', 'fr');
    const next = await readPage(fr, '/docs/next/a');
    assert.equal(text(must(next.tree, '.theme-doc-version-badge')), 'Version: Prochaine');
    assert.match(text(must(next.tree, '.theme-doc-version-banner')), /Prochaine/);
    assert.doesNotMatch(text(must(next.tree, '.theme-doc-version-banner')), /Next/);
    const bar = must(next.tree, '.navbar-inner');
    assert.deepEqual(selectAll(must(bar, '.navbar-dropdown'), 'a').map((link) => [text(link), attr(link, 'href')]), [['Prochaine', '/fr/docs/next/a'], ['Un point zéro', '/fr/docs/a']]);
    // The docsVersion item is labelled with the page's version.
    assert.ok(selectAll(bar, 'a.navbar-link').map(text).includes('Prochaine'));
    // The version's name, which search filters on, is not a label: it stays as it is.
    assert.match(next.html, /<meta name="docsearch:version" content="current"/);
    assert.match(next.html, /<meta name="docsearch:docusaurus_tag" content="docs-default-current"/);
    const last = await readPage(fr, '/docs/a');
    assert.equal(text(must(last.tree, '.theme-doc-version-badge')), 'Version: Un point zéro');
    // The badge's words are the theme's (`theme.docs.versionBadge.label`), which code.json changes.
    await writeFile(join(site, 'i18n', 'fr', 'code.json'), JSON.stringify({ 'theme.docs.versionBadge.label': message('Édition {versionLabel}') }));
    const rebuilt = await buildSite(site);
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    assert.equal(text(must((await readPage(fr, '/docs/next/a')).tree, '.theme-doc-version-badge')), 'Édition Prochaine');
    assert.match(last.html, /<meta name="docsearch:version" content="1\.0"/);
    // The default locale keeps the labels of the options.
    const en = await readPage(join(site, 'out'), '/docs/next/a');
    assert.equal(text(must(en.tree, '.theme-doc-version-badge')), 'Version: Next');
    assert.deepEqual(selectAll(must(en.tree, '.navbar-inner .navbar-dropdown'), 'a').map(text), ['Next', '1.0']);
  });

  it('links a translated doc\'s "Edit this page" to its original, or with editLocalizedFiles to the translation', async () => {
    const editLink = async (out: string, route: string) => selectAll((await readPage(out, route)).tree, '.edit-page a').map((link) => attr(link, 'href'));
    const base = 'https://github.com/o/r/edit/main/';
    const site = await versionedFrenchSite('pxdocs-i18n-edit-', `editUrl: '${base}'`);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const fr = join(site, 'out', 'fr');
    assert.deepEqual(await editLink(fr, '/docs/next/a'), [`${base}docs/a.md`]);
    assert.deepEqual(await editLink(fr, '/docs/a'), [`${base}versioned_docs/version-1.0/a.md`]);
    // Not translated: its original, as before.
    assert.deepEqual(await editLink(fr, '/docs/next/b'), [`${base}docs/b.md`]);
    assert.deepEqual(await editLink(join(site, 'out'), '/docs/next/a'), [`${base}docs/a.md`]);

    const localized = await versionedFrenchSite('pxdocs-i18n-edit-localized-', `editUrl: '${base}', editLocalizedFiles: true`);
    const built = await buildSite(localized);
    assert.equal(built.code, 0, built.stderr);
    const frLocalized = join(localized, 'out', 'fr');
    assert.deepEqual(await editLink(frLocalized, '/docs/next/a'), [`${base}i18n/fr/docusaurus-plugin-content-docs/current/a.md`]);
    assert.deepEqual(await editLink(frLocalized, '/docs/a'), [`${base}i18n/fr/docusaurus-plugin-content-docs/version-1.0/a.md`]);
    assert.deepEqual(await editLink(frLocalized, '/docs/next/b'), [`${base}docs/b.md`]);

    // With editCurrentVersion too: a released version's translation edits the docs folder's, in either tree.
    const current = await versionedFrenchSite('pxdocs-i18n-edit-current-', `editUrl: '${base}', editCurrentVersion: true`);
    assert.equal((await buildSite(current)).code, 0);
    assert.deepEqual(await editLink(join(current, 'out', 'fr'), '/docs/a'), [`${base}docs/a.md`]);
    const both = await versionedFrenchSite('pxdocs-i18n-edit-both-', `editUrl: '${base}', editCurrentVersion: true, editLocalizedFiles: true`);
    assert.equal((await buildSite(both)).code, 0);
    assert.deepEqual(await editLink(join(both, 'out', 'fr'), '/docs/a'), [`${base}i18n/fr/docusaurus-plugin-content-docs/current/a.md`]);
  });

  it('carries editLocalizedFiles through init', async () => {
    const site = await makeTempDir('pxdocs-i18n-edit-init-');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { routeBasePath: 'docs', editUrl: 'https://github.com/o/r/edit/main/', editLocalizedFiles: true }, blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /editLocalizedFiles/);
    assert.match(await readFile(join(site, 'pxdocs.config.mjs'), 'utf8'), /"editLocalizedFiles": true/);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(site, 'out', 'fr'), '/docs/intro');
    assert.deepEqual(selectAll(page.tree, '.edit-page a').map((link) => attr(link, 'href')), ['https://github.com/o/r/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md']);
  });

  it('writes a right-to-left locale right to left, and says so when init carries it', async () => {
    const site = await makeTempDir('pxdocs-i18n-rtl-');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'ar', 'fa'], localeConfigs: { fa: { direction: 'rtl', label: 'فارسی' } } }, presets: [['classic', { docs: { routeBasePath: 'docs' } }]] };\n",
      'docs/intro.md': '# Intro\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stderr);
    assert.match(init.stdout + init.stderr, /i18n\.localeConfigs\.fa\.direction: carried/);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    // Arabic is right to left by its script; Persian by its config.
    assert.match((await readPage(join(site, 'out', 'ar'), '/docs/intro')).html, /<html lang="ar" dir="rtl"/);
    assert.match((await readPage(join(site, 'out', 'fa'), '/docs/intro')).html, /<html lang="fa" dir="rtl"/);
    assert.match((await readPage(join(site, 'out'), '/docs/intro')).html, /<html lang="en" dir="ltr"/);
  });
});

describe('pxdocs dev --locale', () => {
  it("serves the locale at its path, in its words, and picks up an edited translation and a new one", async () => {
    const site = await makeTempDir('pxdocs-i18n-dev-');
    await writeFiles(site, {
      'pxdocs.config.mjs': siteConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
      'docs/next.md': '---\nsidebar_position: 2\n---\n# Next steps\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\nsidebar_position: 1\n---\n# Présentation\n',
    });
    const dev = await startDev({ cwd: site, port: 0, host: '127.0.0.1', locale: 'fr', reporter: new Reporter({ stream: new Collector() }) });
    try {
      const get = async (path: string) => (await fetch(new URL(path, dev.url))).text();
      // The origin's root leads to the locale's home.
      const root = await fetch(dev.url, { redirect: 'manual' });
      assert.equal(root.headers.get('location'), '/fr/');
      const intro = await get('/fr/docs/intro');
      assert.match(intro, /<html lang="fr"/);
      assert.match(intro, /<h1[^>]*>Présentation/);
      assert.match(intro, /Suivant/, "the theme's words in French");
      await writeFiles(site, { 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\nsidebar_position: 1\n---\n# Présentation revue\n' });
      await waitUntil(async () => /<h1[^>]*>Présentation revue/.test(await get('/fr/docs/intro')), 'the edited translation');
      assert.match(await get('/fr/docs/next'), /<h1[^>]*>Next steps/, 'an untranslated page, from its original');
      await writeFiles(site, { 'i18n/fr/docusaurus-plugin-content-docs/current/next.md': '---\nsidebar_position: 2\n---\n# Étapes suivantes\n' });
      await waitUntil(async () => /<h1[^>]*>Étapes suivantes/.test(await get('/fr/docs/next')), 'the new translation');
    } finally {
      await dev.close();
    }
    await assert.rejects(startDev({ cwd: site, port: 0, host: '127.0.0.1', locale: 'xx', reporter: new Reporter({ stream: new Collector() }) }), /The locale "xx" is not one of the site's \(en, fr\)/);
  });
});

describe('Locales in Chromium', () => {
  let built: Awaited<ReturnType<typeof frenchTemplate>>;
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    [built, browser] = await Promise.all([frenchTemplate(), launchBrowser()]);
    assert.equal(built.code, 0, built.stderr);
    server = await startServer(built.out);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('answers a missing page under /fr/ with the French 404 page', async () => {
    const missing = await fetch(`${server.url}/fr/docs/nowhere`);
    assert.equal(missing.status, 404);
    const html = await missing.text();
    assert.match(html, /<html lang="fr"/);
    assert.match(html, /Page introuvable/);
    const english = await fetch(`${server.url}/docs/nowhere`);
    assert.equal(english.status, 404);
    assert.match(await english.text(), /<html lang="en"/);
  });

  it('switches to French from the dropdown, a whole load, and searches the French pages there', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/docs/intro`, { waitUntil: 'load' });
    await page.evaluate(() => { (window as any).__sameDocument = true; });
    await page.click('.navbar-items-right .navbar-dropdown summary');
    await page.click('.navbar-items-right .navbar-dropdown a[lang="fr"]');
    await page.waitForURL(`${server.url}/fr/docs/intro`);
    await page.waitForLoadState('load');
    assert.equal(await page.evaluate(() => (window as any).__sameDocument), undefined, 'a whole load');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal((await page.locator('article h1').textContent())?.replace(/#$/, ''), 'Visite guidée');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.type('visite');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    assert.match(await hit.getAttribute('href') ?? '', /^\/fr\/docs\/intro/);
    await page.close();
  });
});


