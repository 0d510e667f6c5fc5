// The fast path: a page with no component, expression, import or export is
// rendered from the HTML its compile produced, without a JavaScript module,
// esbuild or React for its body. A reader must not be able to tell: the whole
// output is compared byte for byte with a build that runs every page's module.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { build } from '../compiler/build.js';
import { Reporter } from '../compiler/reporter.js';
import { makeFixture, removeTempDirs, snapshotFolder, stripAnsi } from './helpers.js';

async function buildPrinting(site: string, options: { outDir: string; fastPath: boolean }): Promise<string> {
  let text = '';
  const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
  await build({ cwd: site, reporter: new Reporter({ stream }), cache: false, ...options });
  return stripAnsi(text);
}

/** Pages in the fixture that exercise what the theme does to plain Markdown. */
const PAGES = {
  // .mdx written as plain Markdown: fast under `markdown.format: 'mdx'` and 'detect'.
  'content/guide/04-plain.mdx': [
    '---', 'title: Plain MDX', '---', '',
    'Back to [setup](./02-setup.md#install-steps) and [the API](../reference/01-api.md).', '',
    '## A heading `with code`', '', ':::warning', 'Careful **here**.', ':::', '',
    '```js title="x.js" showLineNumbers', 'const x = 1; // highlight-next-line', 'const y = 2;', '```', '',
    '- [ ] a task', '- [x] done', '',
  ].join('\n'),
  // Raw HTML, a Vadalog block, a footnote and a mermaid fence (a component: this page takes the module path).
  'content/guide/05-html.md': [
    '---', 'title: HTML and diagrams', 'format: md', '---', '',
    '<details><summary>More</summary>', '', 'Hidden *text*.', '', '</details>', '',
    '```vadalog', 'edge(1,2).', 'path(X,Y) :- edge(X,Y).', '@output("path").', '```', '',
    'A claim.[^1]', '', '[^1]: The footnote.', '',
    '```mermaid', 'graph TD; A-->B;', '```', '',
  ].join('\n'),
  'content/guide/06-vadalog.md': [
    '---', 'title: Vadalog only', 'format: md', '---', '',
    '# Rules', '', '```vadalog', 'a(1).', 'b(X) :- a(X).', '@output("b").', '```', '',
    '<div class="note">Inline <b>HTML</b> block</div>', '',
  ].join('\n'),
};

describe('the fast path for plain pages', () => {
  after(removeTempDirs);

  it('should write byte-identical output with and without the fast path', async () => {
    const site = await makeFixture('basic', PAGES);
    const fast = await buildPrinting(site, { outDir: 'fast', fastPath: true });
    const slow = await buildPrinting(site, { outDir: 'module', fastPath: false });
    const fastCount = Number(/(\d+) without a module/.exec(fast)?.[1] ?? 0);
    const total = Number(/build pages\s+\S+ \S+\s+(\d+) pages/.exec(fast)?.[1]);
    // The Tabs page (components) and the mermaid page need their module; every other page is plain.
    assert.equal(fastCount, total - 2, `expected ${total - 2} of ${total} pages without a module:\n${fast}`);
    assert.doesNotMatch(slow, /without a module/);
    const left = await snapshotFolder(join(site, 'fast'));
    const right = await snapshotFolder(join(site, 'module'));
    assert.deepEqual([...right.keys()], [...left.keys()]);
    for (const [file, bytes] of left) assert.ok(right.get(file)!.equals(bytes), `${file} differs between the fast path and the module path`);
    // What a reader sees on a fast page: heading ids, anchors, highlighting, admonitions, links rewritten.
    const plain = await readFile(join(site, 'fast', 'guide', 'plain.html'), 'utf8');
    assert.match(plain, /<h2 id="a-heading-with-code" class="anchor">/);
    assert.match(plain, /class="hash-link" href="#a-heading-with-code"/);
    assert.match(plain, /admonition-warning/);
    assert.match(plain, /href="\/guide\/setup#install-steps"/);
    assert.match(plain, /href="\/reference\/api"/);
    assert.match(plain, /toc-depth-0"><a class="table-of-contents__link" href="#a-heading-with-code">/, 'the table of contents lists the heading');
    const vadalog = await readFile(join(site, 'fast', 'guide', 'vadalog.html'), 'utf8');
    assert.match(vadalog, /<div class="note">Inline <b>HTML<\/b> block<\/div>/);
    assert.ok(await readFile(join(site, 'fast', 'guide', 'plain.md'), 'utf8'), 'the Markdown twin was written');
  });
});
