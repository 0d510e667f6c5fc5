// `pxdocs write-translations` (compiler/write-translations.ts), run as the real
// command (the command line's code, in this process: runCommand) on a temp site
// in English and French: the files Docusaurus's
// `docusaurus write-translations` writes, with its keys and descriptions,
// compared whole; the theme's own words in code.json (in French for fr); the
// merge (edited messages kept, keys no source has kept and named, --override);
// the round trip (a message edited in each file, the site built, the edit shown);
// and the refusals.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, readPage, removeTempDirs, ROOT, runCommand, snapshotFolder, writeFiles } from '../helpers.js';
import { PXDOCS_MESSAGES } from '../../theme/shared/pxdocs-messages.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Translated', url: 'https://example.com',
  docs: { path: 'docs', sidebarPath: 'sidebars.js' },
  blog: { path: 'blog', blogTitle: 'News', blogDescription: 'What is new', blogSidebarTitle: 'Latest' },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: {
    title: 'Translated',
    logo: { alt: 'The logo', src: 'img/logo.svg' },
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Guide' },
      { label: 'More', items: [{ label: 'Blog', to: '/blog' }] },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: { links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.com' }] }], copyright: 'Copyright Example' },
};
`;

const SIDEBARS = `module.exports = {
  docs: [
    { type: 'doc', id: 'intro', label: 'Start here' },
    { type: 'category', label: 'Basics', link: { type: 'generated-index', description: 'The basics, in order.' }, items: ['basics/install'] },
    { type: 'link', label: 'Website', href: 'https://example.com' },
  ],
};
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import Translate, { translate } from '@docusaurus/Translate';

export default function Home(): JSX.Element {
  return (
    <Layout title={translate({ id: 'home.title', message: 'Welcome', description: 'The title of the home page' })}>
      <p id="hello">
        <Translate id="home.hello" description="The greeting on the home page">
          Hello   from the
          home page
        </Translate>
      </p>
      <p id="plain"><Translate>Read the docs</Translate></p>
    </Layout>
  );
}
`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'sidebars.js': SIDEBARS,
  'docs/intro.md': '# Introduction\n\nWelcome.\n',
  'docs/basics/install.md': '# Install\n\nInstall it.\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
  'src/pages/index.tsx': HOME,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

const json = (value: Record<string, { message: string; description?: string }>) => `${JSON.stringify(value, null, 2)}\n`;
const read = (dir: string, path: string) => readFile(join(dir, path), 'utf8');
const readJson = async (dir: string, path: string) => JSON.parse(await read(dir, path)) as Record<string, { message: string; description?: string }>;

describe('pxdocs write-translations', () => {
  let dir = '';
  let english: Awaited<ReturnType<typeof runCommand>>;
  before(async () => {
    dir = await makeTempDir('pxdocs-write-translations-');
    await writeFiles(dir, SITE);
    english = await runCommand(['write-translations', '--cwd', dir]);
  });

  it('writes the default locale\'s files with Docusaurus\'s keys and descriptions', async () => {
    assert.equal(english.code, 0, english.stderr + english.stdout);
    assert.match(english.stdout + english.stderr, /translations written to i18n\/en\/code\.json/);
    assert.equal(await read(dir, 'i18n/en/docusaurus-theme-classic/navbar.json'), json({
      title: { message: 'Translated', description: 'The title in the navbar' },
      'logo.alt': { message: 'The logo', description: 'The alt text of navbar logo' },
      'item.label.Guide': { message: 'Guide', description: 'Navbar item with label Guide' },
      'item.label.More': { message: 'More', description: 'Navbar item with label More' },
      'item.label.Blog': { message: 'Blog', description: 'Navbar item with label Blog' },
    }));
    assert.equal(await read(dir, 'i18n/en/docusaurus-theme-classic/footer.json'), json({
      'link.title.Community': { message: 'Community', description: 'The title of the footer links column with title=Community in the footer' },
      'link.item.label.Forum': { message: 'Forum', description: 'The label of footer link with label=Forum linking to https://forum.example.com' },
      copyright: { message: 'Copyright Example', description: 'The footer copyright' },
    }));
    assert.equal(await read(dir, 'i18n/en/docusaurus-plugin-content-docs/current.json'), json({
      'version.label': { message: 'Next', description: 'The label for version current' },
      'sidebar.docs.category.Basics': { message: 'Basics', description: 'The label for category Basics in sidebar docs' },
      'sidebar.docs.category.Basics.link.generated-index.description': { message: 'The basics, in order.', description: 'The generated-index page description for category Basics in sidebar docs' },
      'sidebar.docs.link.Website': { message: 'Website', description: 'The label for link Website in sidebar docs, linking to https://example.com' },
      'sidebar.docs.doc.Start here': { message: 'Start here', description: 'The label for the doc item Start here in sidebar docs, linking to the doc intro' },
    }));
    assert.equal(await read(dir, 'i18n/en/docusaurus-plugin-content-blog/options.json'), json({
      title: { message: 'News', description: 'The title for the blog used in SEO' },
      description: { message: 'What is new', description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: 'Latest', description: 'The label for the left sidebar' },
    }));
    const code = await readJson(dir, 'i18n/en/code.json');
    assert.deepEqual(Object.entries(code).slice(0, 3), [
      ['home.title', { message: 'Welcome', description: 'The title of the home page' }],
      ['home.hello', { message: 'Hello from the home page', description: 'The greeting on the home page' }],
      ['Read the docs', { message: 'Read the docs' }],
    ]);
    assert.deepEqual(code['theme.CodeBlock.copy'], { message: 'Copy', description: 'The copy button label on code blocks' });
    // pxdocs's own words, by their ids, in English with their descriptions.
    assert.deepEqual(code['pxdocs.copyPage.copy'], { message: 'Copy page', description: 'The label of the doc header button that copies the page as Markdown' });
    assert.deepEqual(code['pxdocs.copyPage.copied'], { message: 'Copied', description: 'The "Copy page" button\'s label for a moment after the page was copied' });
    assert.equal(code['pxdocs.chat.open']?.message, 'Ask the docs');
    for (const id of Object.keys(PXDOCS_MESSAGES)) assert.equal(code[id]?.message, PXDOCS_MESSAGES[id as keyof typeof PXDOCS_MESSAGES].message, id);
  });

  it('lists the words the embedded search reads (its box, modal and /search page), with Docusaurus\'s search keys and descriptions', async () => {
    const code = await readJson(dir, 'i18n/en/code.json');
    // Every search key the theme's code reads (components and islands), found in the source: none may be missing.
    const read = new Set<string>();
    for (const file of await readdir(join(ROOT, 'theme'), { recursive: true })) {
      if (/\.tsx?$/.test(file)) for (const [key] of (await readFile(join(ROOT, 'theme', file), 'utf8')).matchAll(/theme\.Search[\w.]+/g)) read.add(key);
    }
    assert.ok(read.size >= 10, `${read.size} keys read`);
    for (const key of read) assert.ok(code[key], `code.json lists ${key}`);
    assert.deepEqual(code['theme.SearchPage.emptyResultsTitle'], { message: 'Search the documentation', description: 'The search page title for empty query' });
    assert.deepEqual(code['theme.SearchModal.placeholder'], { message: 'Search docs', description: 'The placeholder of the input of the DocSearch pop-up modal' });
    // Not the hosted search's words the embedded one never shows (DocSearch's Ask AI screen).
    assert.ok(!Object.keys(code).some((key) => key.startsWith('theme.SearchModal.askAiScreen.')));
  });

  it('writes another locale with the theme\'s words in its language, and a build shows the messages edited in each file', async () => {
    const french = await runCommand(['write-translations', '--locale', 'fr', '--cwd', dir]);
    assert.equal(french.code, 0, french.stderr + french.stdout);
    const code = await readJson(dir, 'i18n/fr/code.json');
    assert.deepEqual(code['theme.CodeBlock.copy'], { message: 'Copier', description: 'The copy button label on code blocks' });
    assert.deepEqual(code['pxdocs.copyPage.copy'], { message: 'Copier la page', description: 'The label of the doc header button that copies the page as Markdown' });
    const edit = async (path: string, key: string, message: string) => {
      const entries = await readJson(dir, path);
      assert.ok(entries[key], `${path} has ${key}`);
      entries[key]!.message = message;
      await writeFile(join(dir, path), `${JSON.stringify(entries, null, 2)}\n`);
    };
    await edit('i18n/fr/code.json', 'home.hello', 'Bonjour de la page d’accueil');
    await edit('i18n/fr/code.json', 'pxdocs.copyPage.openInClaude', 'Demander à Claude');
    await edit('i18n/fr/code.json', 'theme.SearchPage.emptyResultsTitle', 'Chercher dans la doc');
    await edit('i18n/fr/docusaurus-theme-classic/navbar.json', 'item.label.Guide', 'Le guide');
    await edit('i18n/fr/docusaurus-theme-classic/footer.json', 'link.title.Community', 'Communauté');
    await edit('i18n/fr/docusaurus-plugin-content-docs/current.json', 'sidebar.docs.category.Basics', 'Les bases');
    await edit('i18n/fr/docusaurus-plugin-content-blog/options.json', 'sidebar.title', 'Derniers billets');
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const out = join(dir, 'out');
    const home = await readPage(out, '/fr/index');
    assert.match(home, /<p id="hello">Bonjour de la page d’accueil<\/p>/);
    assert.match(home, />Le guide</);
    assert.match(home, />Communauté</);
    const intro = await readPage(out, '/fr/docs/intro');
    assert.match(intro, />Les bases</);
    assert.match(intro, />Demander à Claude</);
    assert.match(intro, />Copier la page</);
    assert.match(await readPage(out, '/fr/blog/2024/01/01/hello'), /Derniers billets/);
    assert.match(await readPage(out, '/fr/search'), /<h1>Chercher dans la doc<\/h1>/);
    // The default locale is as written.
    assert.match(await readPage(out, '/'), /<p id="hello">Hello from the home page<\/p>/);
  });

  it('keeps edited messages and keys no source has any more, and --override takes the source\'s', async () => {
    const entries = await readJson(dir, 'i18n/fr/code.json');
    entries['old.key'] = { message: 'Ancienne clé' };
    await writeFile(join(dir, 'i18n/fr/code.json'), `${JSON.stringify(entries, null, 2)}\n`);
    const again = await runCommand(['write-translations', '--locale', 'fr', '--cwd', dir]);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout + again.stderr, /kept, though nothing in the site has them any more: old\.key/);
    const kept = await readJson(dir, 'i18n/fr/code.json');
    assert.equal(kept['home.hello']!.message, 'Bonjour de la page d’accueil');
    assert.deepEqual(kept['old.key'], { message: 'Ancienne clé' });
    assert.equal((await readJson(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json'))['item.label.Guide']!.message, 'Le guide');
    const override = await runCommand(['write-translations', '--locale', 'fr', '--override', '--cwd', dir]);
    assert.equal(override.code, 0, override.stderr);
    assert.equal((await readJson(dir, 'i18n/fr/code.json'))['home.hello']!.message, 'Hello from the home page');
    assert.equal((await readJson(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json'))['item.label.Guide']!.message, 'Guide');
    // The theme's words stay French: the source of a theme key, for fr, is the theme's French.
    assert.equal((await readJson(dir, 'i18n/fr/code.json'))['theme.CodeBlock.copy']!.message, 'Copier');
  });
});

describe('pxdocs write-translations: refusals', () => {
  it('refuses a locale the site does not have, a translations file that is not JSON and a source that does not parse, writing nothing', async () => {
    const dir = await makeTempDir('pxdocs-write-translations-');
    await writeFiles(dir, { ...SITE, 'i18n/fr/docusaurus-theme-classic/navbar.json': '{ "title": ' });
    const before = await snapshotFolder(dir);
    const unknown = await runCommand(['write-translations', '--locale', 'de', '--cwd', dir]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr + unknown.stdout, /Unknown locale[\s\S]*"de": it is not one of the site's \(en, fr\)/);
    const invalid = await runCommand(['write-translations', '--locale', 'fr', '--cwd', dir]);
    assert.equal(invalid.code, 1);
    assert.match(invalid.stderr + invalid.stdout, /Invalid translations file[\s\S]*i18n\/fr\/docusaurus-theme-classic\/navbar\.json is not valid JSON/);
    assert.deepEqual(await snapshotFolder(dir), before, 'no other file of fr was written either');
    await writeFile(join(dir, 'src/pages/broken.tsx'), 'export default function Broken() { return <p>; }\n');
    const broken = await runCommand(['write-translations', '--cwd', dir]);
    assert.equal(broken.code, 1);
    assert.match(broken.stderr + broken.stdout, /Source file does not parse[\s\S]*src\/pages\/broken\.tsx/);
  });
});
