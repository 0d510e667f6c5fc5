// Small fixtures, one per behaviour that fails a whole build when it goes wrong
// (so the features fixture stays buildable): unknown imports, DocCardList with
// Docusaurus-shaped items, imported Markdown partials, pathname:// links the
// link checker must leave alone, and HTML comments in .mdx.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { attr, buildVariant, codeBlocks, must, readPage, selectAll, text, useFixture } from './lib.js';

const SUPPORTED = ['@theme/Tabs', '@theme/TabItem', '@theme/DocCardList', '@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@theme/TOCInline', '@docusaurus/Link', '@docusaurus/useBaseUrl'];

describe('an unknown @theme/X or @docusaurus/X import', () => {
  const site = useFixture('unknown-import');

  it('fails the build with exit code 1 and writes no output', () => {
    assert.equal(site.code, 1, site.stderr);
    assert.ok(!existsSync(site.out), 'output folder was written');
  });

  it('names the unknown @theme and @docusaurus paths and the files importing them', () => {
    assert.match(site.stderr, /@theme\/DoesNotExist/);
    assert.match(site.stderr, /@docusaurus\/useNope/);
    assert.match(site.stderr, /content\/docs\/01-theme\.mdx/);
    assert.match(site.stderr, /content\/docs\/02-docusaurus\.mdx/);
  });

  it('lists every supported import path', () => {
    const message = site.stderr.split('\n').find((line) => line.includes('@theme/DoesNotExist') && line.includes('Supported'));
    assert.ok(message, site.stderr);
    for (const path of SUPPORTED) assert.ok(message.includes(path), `${path} missing from: ${message}`);
  });

  it("points at the import's line in the page source, not in the compiled JavaScript", () => {
    // The import is on line 5 of 01-theme.mdx (after three lines of front matter and a blank line).
    assert.match(site.stderr, /content\/docs\/01-theme\.mdx:5:/, site.stderr);
    assert.match(site.stderr, /content\/docs\/02-docusaurus\.mdx:5:/, site.stderr);
  });
});

describe('@theme/DocCardList with items', () => {
  const site = useFixture('doc-card-items');

  it('builds when the items are Docusaurus sidebar items (type "link" and "category")', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('lists exactly the given items as cards, with their labels, links and descriptions', async () => {
    const page = await readPage(site.out, '/docs/cards');
    const cards = selectAll(page.body, 'a.doc-card');
    assert.deepEqual(cards.map((card) => attr(card, 'href')), ['/docs/target', '/docs/target']);
    assert.ok(text(cards[0]).includes('Card to the target') && text(cards[0]).includes('Explicit link card.'), text(cards[0]));
    assert.ok(text(cards[1]).includes('Card to a category'), text(cards[1]));
  });
});

describe('importing a Markdown or MDX file into a page (a partial)', () => {
  const site = useFixture('partials');

  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('renders the partial content, code blocks included, and passes props to MDX partials', async () => {
    const page = await readPage(site.out, '/docs/uses-partials');
    assert.equal(text(must(page.body, 'strong')), 'partial');
    assert.ok(codeBlocks(page).some((block) => block.lines.includes('print("partial code")')));
    assert.equal(text(must(page.body, 'strong.greeting')), 'Hello, reader');
  });

  it("reports a broken link written in a partial at the partial's own line and column", async () => {
    const variant = await buildVariant('partials', {
      'content/docs/_shared-note.md': 'This text comes from a **partial** Markdown file.\n\nSee [the missing page](/docs/not-there) for more.\n',
    });
    try {
      assert.equal(variant.code, 1, variant.stderr);
      assert.match(variant.stderr, /content\/docs\/_shared-note\.md:3:5 → \/docs\/not-there \(no page at \/docs\/not-there\)/);
    } finally {
      await variant.cleanup();
    }
  });
});

describe('pathname:// links', () => {
  const site = useFixture('pathname-links');

  it('are not checked as page links, so the build succeeds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('to an HTML file in static/ are never reported broken', () => {
    assert.ok(!/Broken link[\s\S]*\/legacy\/app\.html/.test(site.stderr), site.stderr);
  });

  it('to a path served outside the site are never reported broken', () => {
    assert.ok(!/Broken link[\s\S]*\/api\/reference/.test(site.stderr), site.stderr);
  });

  it('render as plain paths and the static HTML file is copied', async () => {
    const page = await readPage(site.out, '/docs/escapes');
    assert.deepEqual(selectAll(page.body, 'a').map((a) => attr(a, 'href')), ['/legacy/app.html', '/api/reference/']);
    assert.ok(existsSync(`${site.out}/legacy/app.html`));
  });

  // Docusaurus drops the protocol of a Markdown image's `pathname://` too, and never checks the path
  // (NishizakiHayato/plrail_wiki writes every image so). pxdocs left `src="pathname:///img/…"`, which no browser loads.
  it('on a Markdown image: the plain path is its src, and it is not checked', async () => {
    const page = await readPage(site.out, '/docs/escapes');
    assert.deepEqual(selectAll(page.body, 'img').map((img) => attr(img, 'src')), ['/img/served-elsewhere.webp']);
    assert.doesNotMatch(site.stderr, /served-elsewhere/);
  });
});

describe('HTML comments in .mdx (Docusaurus 3 accepts them by default: markdown.mdx1Compat.comments)', () => {
  const site = useFixture('mdx-comments');

  it('build and leave the comment out of the page', async () => {
    assert.equal(site.code, 0, site.stderr);
    const page = await readPage(site.out, '/docs/comments');
    assert.ok(text(page.body).includes('Visible text.'));
    assert.ok(!page.html.includes('An HTML comment in an .mdx page'));
  });
});

describe('front matter keys Docusaurus 3 documents for docs but pxdocs does not use', () => {
  const site = useFixture('front-matter-keys');

  it('build without an "unknown key" warning (sidebar_custom_props, parse_number_prefixes, tags, custom_edit_url, displayed_sidebar)', () => {
    assert.equal(site.code, 0, site.stderr);
    assert.ok(!/Unknown front matter key/.test(site.stderr), site.stderr);
  });

  it('use pagination_label for the previous/next links', async () => {
    const page = await readPage(site.out, '/docs/next');
    assert.ok(text(must(page.main, 'a[rel=prev]')).includes('Documented keys (pagination)'));
  });
});
