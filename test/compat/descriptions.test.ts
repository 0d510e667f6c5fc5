// Automatic descriptions: a page without `description` front matter is described
// by its first paragraph (Docusaurus's createExcerpt), in <meta name=description>,
// Open Graph and doc cards; never by imports, comments, headings, images,
// admonition fences, code or thematic breaks.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { listRoutes, meta, must, readPage, selectAll, text, useFixture } from './lib.js';

const site = useFixture('descriptions');

describe('automatic descriptions', () => {
  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('takes the first paragraph, skipping imports, comments, headings, images and admonition fences, with Markdown stripped', async () => {
    const page = await readPage(site.out, '/docs/intro');
    assert.equal(meta(page, 'description'), 'Read this first: it explains the setup and the config file.');
    assert.equal(meta(page, 'og:description'), 'Read this first: it explains the setup and the config file.');
  });

  it('keeps the front matter description when there is one', async () => {
    const page = await readPage(site.out, '/docs/given');
    assert.equal(meta(page, 'description'), 'The front matter description wins.');
  });

  it('leaves a page with no prose without a description (no `---`, no code)', async () => {
    const page = await readPage(site.out, '/docs/code-only');
    assert.equal(meta(page, 'description'), undefined);
    assert.equal(meta(page, 'og:description'), undefined);
  });

  it('skips an MDX comment expression and strips emphasis and strikethrough', async () => {
    assert.equal(meta(await readPage(site.out, '/docs/guides/cards'), 'description'), 'Every guide, as cards.');
    assert.equal(meta(await readPage(site.out, '/docs/guides/setup'), 'description'), 'Install the tool with two one command.');
  });

  it('skips a tag whose attributes span lines (a badge image) and takes the prose after it', async () => {
    assert.equal(meta(await readPage(site.out, '/docs/badges'), 'description'), 'Badges say how the project is doing.');
  });

  it('shows the descriptions on DocCardList cards and on the generated index page', async () => {
    const cards = await readPage(site.out, '/docs/guides/cards');
    // The page's category's cards, its own too, as Docusaurus's DocCardList draws them (useCurrentSidebarCategory).
    assert.deepEqual(selectAll(cards.body, '.doc-card-description').map(text), ['Every guide, as cards.', 'Install the tool with two one command.']);
    let index;
    for (const route of await listRoutes(site.out)) {
      const page = await readPage(site.out, route);
      if (page.html.includes('<title>Guides')) index = page;
    }
    assert.ok(index, 'no generated index page titled Guides');
    assert.deepEqual(selectAll(index.main, '.doc-card-description').map(text).sort(), ['Every guide, as cards.', 'Install the tool with two one command.']);
  });
});

describe('front matter title and a body `# Heading`', () => {
  it('takes a title from a heading with code, a link and emphasis as its text, as Docusaurus does', async () => {
    const page = await readPage(site.out, '/docs/code-title');
    assert.match(text(must(page.tree, 'title')), /^@scope\/pkg in short form \|/);
    const link = selectAll(page.tree, 'nav.menu a').find((a) => a.properties.href === '/docs/code-title');
    assert.equal(link && text(link), '@scope/pkg in short form');
  });

  it('gives a folder\'s index page the folder\'s route even when its id is index', async () => {
    const routes = await listRoutes(site.out);
    assert.ok(routes.includes('/docs/reference'), routes.join(' '));
    assert.ok(!routes.includes('/docs/reference/index'));
    assert.equal(meta(await readPage(site.out, '/docs/reference'), 'description'), 'Everything in one place.');
  });

  it('shows the body heading once as the only h1; the title goes to <title> and the sidebar', async () => {
    const page = await readPage(site.out, '/docs/two-titles');
    const h1s = selectAll(page.main, 'h1');
    assert.equal(h1s.length, 1, h1s.map(text).join(' | '));
    assert.equal(text(h1s[0]).replace(/#$/, '').trim(), 'The heading written in the body');
    assert.match(text(must(page.tree, 'title')), /^Short title \|/);
    const link = selectAll(page.tree, 'nav.menu a').find((a) => a.properties.href === '/docs/two-titles');
    assert.equal(link && text(link), 'Short title');
  });
});

describe('automatic descriptions on a Docusaurus-style site, as Docusaurus 3.10 writes them', () => {
  let out: string;
  let built: { code: number; stderr: string };
  before(async () => {
    const dir = await makeTempDir('pxdocs-descriptions-docusaurus-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
      'docs/heading.md': '## Getting started\n\nThe text.\n',
      'docs/titled.md': '# The title\n\n### Setup {#setup}\n\nThe text.\n',
      'docs/image.md': '![An image](https://example.com/i.png)\n\nAfter.\n',
      'docs/tasks.md': '- [x] done\n- [ ] todo\n',
    });
    built = await buildSite(dir);
    out = join(dir, 'out');
  });
  after(removeTempDirs);

  it('takes a first h2-h6 or image as the description, skips the h1, and a task list its first item', async () => {
    assert.equal(built.code, 0, built.stderr);
    // Docusaurus: 'Getting started', 'Setup', 'An image', and '- [x] done' (pxdocs leaves out the list's syntax).
    for (const [route, description] of [['/docs/heading', 'Getting started'], ['/docs/titled', 'Setup'], ['/docs/image', 'An image'], ['/docs/tasks', 'done']]) {
      const page = await readPage(out, route!);
      assert.deepEqual([meta(page, 'description'), meta(page, 'og:description')], [description, description], route);
    }
  });

  it('gives the 404 page no description, as Docusaurus', async () => {
    assert.doesNotMatch(await readFile(join(out, '404.html'), 'utf8'), /<meta (name|property)="(og:)?description"/);
  });
});
