// A page's table of contents holds the headings of the Markdown partials it
// renders, where it renders them, as Docusaurus 3's remark/toc plugin makes it;
// and a page's own `export const toc` is kept only where Docusaurus keeps it
// (no heading, no partial), replaced by the generated list otherwise.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { attr, readPage, selectAll, text, useFixture, type Page } from './lib.js';

/** The "On this page" links (beside the article): href and text. */
function tocLinks(page: Page): string[] {
  return selectAll(page.tree, 'aside.toc a.table-of-contents__link').map((link) => `${attr(link, 'href')} ${text(link)}`);
}

/** The links of the page's `<TOCInline toc={toc} />`. */
function inlineLinks(page: Page): string[] {
  return selectAll(page.body, '.toc-inline a').map((link) => `${attr(link, 'href')} ${text(link)}`);
}

const STEPS = ['#install-step Install step', '#check-the-version Check the version', '#configure-step Configure step'];

describe("a page's TOC with the headings of the Markdown partials it renders", () => {
  const site = useFixture('partial-toc');

  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it("puts the partial's headings where the partial is rendered, between the page's own", async () => {
    const page = await readPage(site.out, '/docs/interleaved');
    assert.deepEqual(tocLinks(page), ['#before-the-steps Before the steps', ...STEPS, '#after-the-steps After the steps']);
  });

  it('gives <TOCInline toc={toc} /> the same list', async () => {
    const page = await readPage(site.out, '/docs/interleaved');
    assert.deepEqual(inlineLinks(page), ['#before-the-steps Before the steps', ...STEPS, '#after-the-steps After the steps']);
  });

  it('gives a page whose only headings come from a partial a TOC of them', async () => {
    const page = await readPage(site.out, '/docs/only-partial');
    assert.deepEqual(tocLinks(page), STEPS);
    // The headings themselves are rendered with those ids.
    assert.deepEqual(selectAll(page.body, 'h2').map((heading) => attr(heading, 'id')), ['install-step', 'configure-step']);
    assert.deepEqual(selectAll(page.body, 'h3').map((heading) => attr(heading, 'id')), ['check-the-version']);
  });

  it("lists the partial's headings with `export const toc = partToc`", async () => {
    const page = await readPage(site.out, '/docs/exported');
    assert.deepEqual(tocLinks(page), STEPS);
  });

  it("keeps a page's own `export const toc` when it has no heading and renders no partial", async () => {
    const page = await readPage(site.out, '/docs/own-kept');
    assert.deepEqual(tocLinks(page), ['#by-hand Written by hand']);
    assert.deepEqual(inlineLinks(page), ['#by-hand Written by hand']);
  });

  it("replaces a page's own `export const toc` with its headings when it has some", async () => {
    const page = await readPage(site.out, '/docs/own-replaced');
    assert.deepEqual(tocLinks(page), ['#a-real-heading A real heading']);
    assert.deepEqual(inlineLinks(page), ['#a-real-heading A real heading']);
  });

  it("nests partials (a partial's partial) and keeps to the page's toc_max_heading_level", async () => {
    const page = await readPage(site.out, '/docs/nested');
    assert.deepEqual(tocLinks(page), ['#page-heading Page heading', '#wrapper-intro Wrapper intro', '#install-step Install step', '#configure-step Configure step']);
  });
});
