// Code blocks Docusaurus sites write: fence meta on a CommonMark page that also
// has raw HTML (rehype-raw used to drop it), and `@theme/CodeBlock` with JSX or
// expression children (printed `[object Object]` before).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { codeBlocks, readPage, selectAll, useFixture } from './lib.js';

const site = useFixture('code-blocks');

describe('code fence meta on a .md page with raw HTML', () => {
  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('keeps the raw HTML and the fence title, line highlight and line numbers', async () => {
    const page = await readPage(site.out, '/docs/keys');
    assert.equal(selectAll(page.body, 'kbd').length, 2);
    const [block] = codeBlocks(page);
    assert.equal(block.title, 'stop.sh');
    assert.deepEqual(block.highlighted, ['echo two']);
    assert.ok(String(block.code.properties.className).includes('line-numbers'), String(block.code.properties.className));
    assert.equal(block.code.properties.dataPxMeta, undefined, 'the carrier attribute does not reach the output');
  });
});

describe('@theme/CodeBlock children', () => {
  it('renders a template literal, JSX elements and an array as their text', async () => {
    const page = await readPage(site.out, '/docs/codeblock');
    const texts = codeBlocks(page).map((block) => block.lines.join('\n'));
    assert.deepEqual(texts.slice(0, 3), ['npm install tool@2.4.1', 'first part and second part', 'array of 42']);
    assert.ok(!page.html.includes('[object Object]'));
  });
});

describe('highlight.magicComments', () => {
  it("marks lines with each magic comment's class and removes the comments, in fences", async () => {
    const [block] = codeBlocks(await readPage(site.out, '/docs/magic'));
    assert.deepEqual(block.lines, ['first = 1', 'second = first / 0', 'third = 3', 'fourth = 4']);
    const lineClasses = selectAll(block.code, 'span.code-line').map((line) => String(line.properties.className).split(/[ ,]/).filter((name) => name !== 'code-line'));
    assert.deepEqual(lineClasses, [['highlighted'], ['code-block-error-line'], ['code-block-added'], ['code-block-added']]);
  });

  it('leaves them as code in a block given a line range, which alone is marked (Docusaurus does not mix the two)', async () => {
    const block = codeBlocks(await readPage(site.out, '/docs/magic'))[1];
    assert.deepEqual(block.lines, ['first = 1', '# highlight-next-line', 'second = 2']);
    assert.deepEqual(block.highlighted, ['first = 1']);
  });

  it('applies them in @theme/CodeBlock too', async () => {
    const block = codeBlocks(await readPage(site.out, '/docs/codeblock'))[3];
    assert.deepEqual(block.lines, ['rm /nonexistent', 'echo fine']);
    assert.ok(String(selectAll(block.code, 'span.code-line')[0].properties.className).includes('code-block-error-line'));
  });
});
