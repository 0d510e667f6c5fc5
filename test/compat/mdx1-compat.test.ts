// Docusaurus's `markdown.mdx1Compat` (each option off with `future.v4.mdx1CompatDisabledByDefault`,
// which init carries): with `comments` off an MDX page's `<!-- -->` is refused by MDX, with
// `headingIds` off its `## Title {#id}` too (`{/* #id */}` still names the heading), and with
// `admonitions` off `:::note Title` is no admonition, its lines text. Docusaurus 3.10.2 with the
// flag failed `docs/plain.md` (parsed as MDX) at its comment: "Unexpected character `!` (U+0021)
// before name … (note: to create a comment in MDX, use `{/* text */}`)", 5:2.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';

after(removeTempDirs);

const config = (compat: string) => `export default {
  title: 'Compat', url: 'https://compat.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  markdown: { mdx1Compat: ${compat} },
  navbar: { items: [] }, footer: { copyright: '' },
};\n`;

const ADMONITION = '# Notes\n\n:::note My Title\n\nBody text.\n\n:::\n\n:::tip[Bracket title]\n\nOther.\n\n:::\n';
const HEADING_ID = '# Ids\n\n## Kept {/* #kept-id */}\n\n## Heading {#custom-id}\n';
const COMMENT = '# Comments\n\nText.\n\n<!-- a comment -->\n';

describe('markdown.mdx1Compat off', () => {
  it('refuses `<!-- -->` and `{#id}` in MDX pages, naming file:line:column and the way out', async () => {
    const dir = await makeTempDir('pxdocs-mdx1-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config('{ comments: false, headingIds: false }'), 'docs/ids.mdx': HEADING_ID, 'docs/comments.md': COMMENT });
    const built = await buildSite(dir);
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /docs\/comments\.md:5:2/);
    assert.match(built.stderr, /hint: HTML comments are MDX 1 syntax, not read in this site's MDX pages \(`markdown\.mdx1Compat\.comments: false`/);
    assert.match(built.stderr, /docs\/ids\.mdx:5:\d+/);
    assert.match(built.stderr, /hint: A heading id written `\{#id\}` is MDX 1 syntax/);
  });

  it('shows `:::note Title` as written, and keeps `:::tip[Title]` and `{/* #id */}`', async () => {
    const dir = await makeTempDir('pxdocs-mdx1-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config('{ admonitions: false }'), 'docs/notes.mdx': ADMONITION, 'docs/ids.mdx': HEADING_ID.replace(/\n## Heading.*\n/, '\n') });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'notes.html'), 'utf8');
    assert.match(html, /<p>:::note My Title<\/p>/);
    assert.doesNotMatch(html, /My Title<\/div>/);
    assert.match(html, /Bracket title/);
    assert.match(html, /class="[^"]*alert--success/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'ids.html'), 'utf8'), /id="kept-id"/);
  });

  it('builds them all by default, as Docusaurus 3 does', async () => {
    const dir = await makeTempDir('pxdocs-mdx1-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config('{}'), 'docs/notes.mdx': ADMONITION, 'docs/ids.mdx': HEADING_ID, 'docs/comments.md': COMMENT });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'ids.html'), 'utf8'), /id="custom-id"/);
    assert.doesNotMatch(await readFile(join(dir, 'out', 'docs', 'notes.html'), 'utf8'), /:::note/);
  });
});

describe('init on markdown.mdx1Compat', () => {
  const translate = (rest: string) => translateDocusaurus(evaluateConfigSource(`module.exports = {
    title: 'T', url: 'https://e.com', baseUrl: '/', ${rest}
    presets: [['classic', { docs: false, blog: false }]],
  };\n`, 'docusaurus.config.js'), process.cwd(), 'docusaurus.config.js');
  const compat = (result: ReturnType<typeof translate>) => (result.config.markdown as { mdx1Compat?: unknown } | undefined)?.mdx1Compat;

  it('carries the options, and future.v4 turns off those the config leaves unset', () => {
    assert.deepEqual(compat(translate('markdown: { mdx1Compat: { comments: false } },')), { comments: false });
    assert.deepEqual(compat(translate('future: { v4: true },')), { comments: false, admonitions: false, headingIds: false });
    assert.deepEqual(compat(translate('future: { v4: { mdx1CompatDisabledByDefault: true } }, markdown: { mdx1Compat: { headingIds: true } },')), { comments: false, admonitions: false });
    assert.equal(compat(translate('')), undefined);
    const result = translate('future: { v4: true },');
    assert.ok(!result.notCarried.some((entry) => /mdx1Compat/.test(entry.key)), JSON.stringify(result.notCarried));
  });
});
