// Code as Docusaurus sites write it: a fence whose info string is only meta
// (```title="…", ```{1,3}: plain text with that meta), on a CommonMark page
// and an MDX page alike, and a site MDXComponents that adds
// `@theme/MDXComponents/Code` (and its siblings) for pages to write `<Code>`:
// inline code for one line of text, a code block otherwise, both as the theme
// renders Markdown's own.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Element } from 'hast';
import { attr, classes, codeBlocks, codeBlockWith, must, readPage, selectAll, text, useFixture, type Page } from './lib.js';

const site = useFixture('code-info');

/** A block's elements without the inline style (a component's React serializes it without spaces). */
function shape(element: Element): unknown {
  const { style: _style, ...properties } = element.properties;
  return { tag: element.tagName, properties, children: element.children.map((child) => (child.type === 'element' ? shape(child) : child.type === 'text' ? child.value : null)) };
}

describe('a fence whose info string is only meta', () => {
  it('builds without a warning about a language named after the meta', () => {
    assert.equal(site.code, 0, site.stderr);
    assert.doesNotMatch(site.stdout + site.stderr, /has no grammar/);
  });

  for (const route of ['/docs/meta-only', '/docs/meta-only-mdx']) {
    describe(route, () => {
      const page = () => readPage(site.out, route);

      it('is plain text with the title the meta gives', async () => {
        const block = codeBlockWith(await page(), "stage('Ship')");
        assert.equal(block.language, 'text');
        assert.equal(block.title, 'Pipeline.groovy');
        assert.ok(!(await page()).html.includes('data-language="title='), 'no language made of the meta');
      });

      it('marks the lines a range alone names, with or without a space in it', async () => {
        const marked = codeBlockWith(await page(), 'alpha');
        assert.equal(marked.language, 'text');
        assert.deepEqual(marked.highlighted, ['alpha', 'gamma']);
        assert.equal(marked.title, undefined);
        assert.deepEqual(codeBlockWith(await page(), 'three').highlighted, ['one', 'two']);
      });

      it('keeps the rest of the meta after a first word that is meta (a title with a space, line numbers)', async () => {
        const block = codeBlockWith(await page(), 'first note');
        assert.equal(block.title, 'My Notes.txt');
        assert.ok(classes(block.code).includes('line-numbers'), String(classes(block.code)));
      });

      it('leaves a fence that names a language as it was', async () => {
        const block = codeBlockWith(await page(), 'echo marked');
        assert.equal(block.language, 'bash');
        assert.equal(block.title, 'run.sh');
        assert.deepEqual(block.highlighted, ['echo marked']);
      });
    });
  }

  it('gives the CommonMark page and the MDX page the same blocks', async () => {
    const blocks = async (route: string) => codeBlocks(await readPage(site.out, route)).map((block) => shape(block.block));
    assert.deepEqual(await blocks('/docs/meta-only-mdx'), await blocks('/docs/meta-only'));
  });
});

describe("@theme/MDXComponents/Code in a site's MDXComponents", () => {
  const page = () => readPage(site.out, '/docs/code-component');
  /** The paragraph whose text starts with `start`. */
  const paragraph = (at: Page, start: string) => selectAll(at.body, 'p').find((p) => text(p).startsWith(start))!;

  it('renders one line of text as inline code, as Markdown inline code is (a class keeps it inline, as in Docusaurus)', async () => {
    const at = await page();
    const [markdown, component] = selectAll(paragraph(at, 'Inline in Markdown'), 'code');
    assert.deepEqual(shape(component), shape(markdown));
    const classed = must(paragraph(at, 'A one-line component'), 'code');
    assert.equal(text(classed), 'let y = 2;');
    assert.deepEqual(classes(classed), ['language-js']);
  });

  it('renders text with a line break as the code block a fence gives', async () => {
    const [component, withMeta, fenced] = codeBlocks(await page());
    assert.equal(component.language, 'bash');
    assert.deepEqual(component.lines, ['echo first', 'echo second']);
    assert.deepEqual(shape(component.block), shape(fenced.block));
    // Its metastring as a fence's meta: title and marked lines.
    assert.equal(withMeta.title, 'go.sh');
    assert.deepEqual(withMeta.highlighted, ['make all']);
  });

  it('has the A, Details and Heading Docusaurus keeps beside it', async () => {
    const at = await page();
    assert.equal(attr(must(at.body, 'a[href="https://example.org/elsewhere"]'), 'target'), '_blank', 'an outside link, as Link makes it');
    assert.equal(text(must(at.body, 'details.details summary')), 'More');
    // With the anchor link Markdown headings have (Docusaurus's Heading draws one for a heading with an id).
    assert.equal(text(must(at.body, 'h2#made-heading')), 'A made heading\u200b');
    assert.equal(attr(must(at.body, 'h2#made-heading a.hash-link'), 'href'), '#made-heading');
  });
});
