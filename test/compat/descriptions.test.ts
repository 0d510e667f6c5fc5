// Automatic descriptions: a page without `description` front matter is described
// by its first paragraph (Docusaurus's createExcerpt), in <meta name=description>,
// Open Graph and doc cards; never by imports, comments, headings, images,
// admonition fences, code or thematic breaks.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
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

  it('shows the descriptions on DocCardList cards and on the generated index page', async () => {
    const cards = await readPage(site.out, '/docs/guides/cards');
    assert.deepEqual(selectAll(cards.body, '.doc-card-description').map(text), ['Install the tool with two one command.']);
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
