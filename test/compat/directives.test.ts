// Markdown directives no plugin claims, as Docusaurus 3 handles them: a plain
// `:name` in prose is text again (`hash:md5`); a `:::name` block, a
// `::name[…]` line and a `:name[…]` in prose keep their content, rendered as
// written (headings, code, lists), with a warning naming the directive and
// its place. Babel's docs wrap whole sections in `:::babel7` … `:::`, which
// their own remark plugin renders; without it the page must still read right.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { admonitionIcon, buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const BODY = [
  'The digest is hash:md5 here.',
  '',
  ':::babel7',
  '',
  '### `isTSX`',
  '',
  'A **bold** word and a list:',
  '',
  '- one',
  '- two',
  '',
  '```json title="babel.config.json"',
  '{ "presets": [] }',
  '```',
  '',
  ':::',
  '',
  '::video[A talk]',
  '',
  'Press :kbd[Ctrl] to go on.',
  '',
  ':::note',
  'An admonition is still one.',
  ':::',
  '',
].join('\n');

describe('directives no plugin claims', () => {
  for (const extension of ['md', 'mdx']) {
    it(`keep their content as written, with a warning, in a .${extension} page`, async () => {
      const site = await makeTempDir('pxdocs-directives-');
      await writeFiles(site, { 'config/site.config.ts': fixtureConfig(), [`content/docs/index.${extension}`]: page({ title: 'Options' }, BODY) });
      const result = await buildSite(site);
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 0, output);
      const html = await readFile(join(site, 'out', 'docs.html'), 'utf8');
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      assert.ok(article.includes('hash:md5'), 'a plain text directive is text again');
      assert.match(article, /<h3 id="istsx"[^>]*>.*<code>isTSX<\/code>/s, 'the heading inside the block is a heading');
      assert.match(article, /<strong>bold<\/strong>/);
      assert.match(article, /<li>one<\/li>/);
      assert.match(article, /babel\.config\.json/, 'the code block keeps its title');
      assert.doesNotMatch(article, /:::|###|```|\*\*bold/, 'no Markdown source on the page');
      assert.match(article, /<div>A talk<\/div>/, 'a leaf directive shows its label');
      assert.match(article, /Press <span>Ctrl<\/span> to go on/, 'a text directive with a label shows it in its sentence');
      assert.match(article, /admonition-note/, 'admonitions are still claimed');
      // The table of contents links the heading inside the block, and the build finds it.
      assert.match(html, /href="#istsx"/);
      assert.doesNotMatch(output, /Broken anchors/);
      assert.match(output, /Markdown directives/);
      for (const [line, name] of [[7, ':::babel7'], [22, '::video'], [24, ':kbd']] as const) {
        assert.match(output, new RegExp(`content/docs/index\\.${extension}:${line}:\\d+: Unused Markdown directive ${name}: no plugin handles it`), output);
      }
      assert.doesNotMatch(output, /Unused Markdown directive :md5|Unused Markdown directive :::note/);
    });
  }
});

describe('admonition keywords the config declares (markdown.admonitions, Docusaurus\'s admonitions option)', () => {
  const body = [':::competency Plan a garden', '', 'Choose where each plant goes.', '', ':::', '', ':::tip', '', 'A built-in keyword.', '', ':::', '', ':::quiz', '', 'Not declared.', '', ':::', ''].join('\n');

  for (const extension of ['md', 'mdx']) {
    it(`make :::name an admonition with its title, beside the built-in ones, in a .${extension} page`, async () => {
      const site = await makeTempDir('pxdocs-admonition-keywords-');
      await writeFiles(site, {
        'config/site.config.ts': fixtureConfig({ markdown: { admonitions: { keywords: ['competency'] } } }),
        [`content/docs/index.${extension}`]: page({ title: 'Garden' }, body),
      });
      const result = await buildSite(site);
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 0, output);
      const html = await readFile(join(site, 'out', 'docs.html'), 'utf8');
      // A keyword of the site's is drawn as info, with info's icon.
      assert.match(html, new RegExp(String.raw`<div class="admonition admonition-competency theme-admonition theme-admonition-competency alert alert--info" role="note"><p class="admonition-heading">${admonitionIcon('info')}Plan a garden<\/p><div class="admonition-content">\s*<p>Choose where each plant goes\.<\/p>`));
      assert.match(html, new RegExp(String.raw`<div class="admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success" role="note"><p class="admonition-heading">${admonitionIcon('tip')}Tip<\/p>`), 'extendDefaults defaults to true');
      assert.match(output, new RegExp(`index\\.${extension}:\\d+:1: Unused Markdown directive :::quiz: .*add "quiz" to markdown\\.admonitions\\.keywords`), output);
      assert.doesNotMatch(output, /Unused Markdown directive :::(competency|tip)/);
      const markdown = await readFile(join(site, 'out', 'docs.md'), 'utf8');
      assert.match(markdown, /> \*\*Competency: Plan a garden\*\*/);
    });
  }

  it('replace the built-in keywords when extendDefaults is false, and label an untitled one by its name', async () => {
    const site = await makeTempDir('pxdocs-admonition-keywords-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ markdown: { admonitions: { keywords: ['quiz'], extendDefaults: false } } }),
      'content/docs/index.md': page({ title: 'Garden' }, body),
    });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const html = await readFile(join(site, 'out', 'docs.html'), 'utf8');
    assert.match(html, new RegExp(String.raw`<div class="admonition admonition-quiz theme-admonition theme-admonition-quiz alert alert--info" role="note"><p class="admonition-heading">${admonitionIcon('info')}Quiz<\/p>`));
    assert.doesNotMatch(html, /admonition-tip|admonition-competency/);
    assert.match(output, /Unused Markdown directive :::tip/);
  });
});
