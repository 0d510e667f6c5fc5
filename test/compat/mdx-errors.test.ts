// Errors a Docusaurus site meets when moving in: every broken page of a build is
// reported in the same run (syntax errors and bad imports alike), a broken
// partial is named by its own file:line:column, and MDX 1 habits get a hint
// naming the fix.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { useFixture } from './lib.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

const site = useFixture('mdx-errors');

/** The block of the error report that starts with `title  where`. */
function block(where: string): string {
  const start = site.stderr.indexOf(where);
  assert.notEqual(start, -1, `no error at ${where} in:\n${site.stderr}`);
  const end = site.stderr.indexOf('\n\n', site.stderr.indexOf('hint:', start));
  return site.stderr.slice(start, end === -1 ? undefined : end);
}

describe('MDX errors', () => {
  it('fails with exit code 1 and writes no output', () => {
    assert.equal(site.code, 1, site.stderr);
    assert.ok(!existsSync(site.out));
  });

  it('reports all six broken pages in one run: syntax errors and a bad import', () => {
    const headers = site.stderr.split('\n').filter((line) => /^(MDX syntax error|Import failed) {2}content\//.test(line));
    assert.equal(headers.length, 6, site.stderr);
    for (const where of ['content/docs/01-bad-import.mdx:5:18', 'content/docs/02-autolink.md:5:12', 'content/docs/03-less-than.md:5:16', 'content/docs/04-brace.mdx:5:18', 'content/docs/_broken.mdx:5:1', 'content/docs/06-unclosed.md:7:1']) {
      assert.ok(site.stderr.includes(where), `${where} missing:\n${site.stderr}`);
    }
    assert.ok(!site.stderr.includes('00-good'), 'the good page is not blamed');
  });

  it("names a broken partial's own file, line and column, with its source, not esbuild's compiled code", () => {
    const text = block('content/docs/_broken.mdx:5:1');
    assert.match(text, /> 5 \| Broken <div> here\./);
    assert.match(text, /closing tag/);
    assert.match(text, /hint: In MDX every HTML tag must be closed/);
  });

  it('places an element never closed, whose position MDX gives only in its message', () => {
    const text = block('content/docs/06-unclosed.md:7:1');
    assert.match(text, /> 7 \| <hr>/);
    assert.match(text, /hint: In MDX every HTML tag must be closed/);
  });

  it('hints the fix for MDX 1 syntax: autolinks, a bare <, a bare {', () => {
    assert.match(block('content/docs/02-autolink.md:5:12'), /hint: MDX has no `<https:\/\/…>` autolinks/);
    assert.match(block('content/docs/03-less-than.md:5:16'), /hint: A `<` that does not start a tag must be escaped in MDX: write `\\<`/);
    assert.match(block('content/docs/04-brace.mdx:5:18'), /hint: In MDX `\{` starts a JavaScript expression: escape it as `\\\{`/);
  });

  it('tells a .md page parsed as MDX how to opt out (format: md), and an .mdx page not', () => {
    assert.match(block('content/docs/02-autolink.md:5:12'), /add `format: md` front matter, or set `markdown.format: 'detect'`/);
    assert.doesNotMatch(block('content/docs/04-brace.mdx:5:18'), /format: md/);
  });
});

// manaelproxy/manael's home page imports `prop-types` and `classnames`, which a copy of the site
// without its node_modules lacks: the hint told the user to check relative paths and @site/.
describe('an import of a package that is not installed', () => {
  after(removeTempDirs);

  it('says to install it, or to install the dependencies package.json already lists', async () => {
    const dir = await makeTempDir('pxdocs-missing-package-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n",
      'package.json': JSON.stringify({ name: 'site', dependencies: { 'listed-but-absent': '^1.0.0' } }),
      'docs/intro.md': '# Intro\n',
      'src/pages/index.jsx': "import PropTypes from 'prop-types';\nimport x from 'listed-but-absent/sub';\nimport y from './nowhere';\nexport default function Home() { return <p>{String(PropTypes)}{x}{y}</p>; }\n",
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 1);
    assert.match(built.stderr, /Import failed {2}src\/pages\/index\.jsx:1:23[\s\S]*?hint: "prop-types" is a package the site does not have: install it \(npm install prop-types\), or remove the import\./);
    assert.match(built.stderr, /Import failed {2}src\/pages\/index\.jsx:2:15[\s\S]*?hint: "listed-but-absent" is in the site's package\.json but not installed: install the site's dependencies \(npm install\)\./);
    assert.match(built.stderr, /Import failed {2}src\/pages\/index\.jsx:3:15[\s\S]*?hint: Check the import path: relative paths start with \.\/ or \.\.\/, site paths with @site\/\./);
  });
});

// seriohub/vui-docs runs rehype-katex, whose KaTeX writes "LaTeX-incompatible input…" with
// console.warn: the line came out between the build's progress lines, naming no page. What a
// site's plugin prints while it runs is now a warning of the page, naming the plugin.
describe('what a Markdown plugin prints', () => {
  after(removeTempDirs);

  it('is a warning of the page it ran on, naming the plugin, and not printed as it came', async () => {
    const dir = await makeTempDir('pxdocs-plugin-console-');
    await writeFiles(dir, {
      'noisy.mjs': "export default function rehypeNoisy() { return (tree, file) => { console.warn('strict mode is set to %s: %d newlines', 'warn', 2); console.log('ran on a page'); }; }\n",
      'pxdocs.config.mjs': "import rehypeNoisy from './noisy.mjs';\nexport default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, markdown: { rehypePlugins: [rehypeNoisy] }, navbar: { items: [] }, footer: { copyright: '' } };\n",
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const output = built.stdout + built.stderr;
    assert.match(output, /What Markdown plugins printed\n\s+docs\/intro\.md: The rehype plugin rehypeNoisy \(markdown\.rehypePlugins\[0\]\) printed: strict mode is set to warn: 2 newlines/);
    assert.match(output, /docs\/intro\.md: The rehype plugin rehypeNoisy \(markdown\.rehypePlugins\[0\]\) printed: ran on a page/);
    assert.doesNotMatch(output, /^strict mode is set/m, 'not printed bare');
  });
});

// Found by the site fuzzer (test/security/site-fuzzer.ts): a page saved with old Mac line ends (CR alone)
// is one line to split('\n'), so its missing import was placed at esbuild's line and column of the
// compiled module (3:36 of a page whose third line is 22 characters); an import over several lines
// was placed the same way.
describe('a missing import on a page of CR line ends, or written over several lines', () => {
  after(removeTempDirs);

  it('is placed at the line and column of its specifier in the page', async () => {
    const dir = await makeTempDir('pxdocs-import-place-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n",
      'docs/cr.mdx': '---\rtitle: CR\r---\r\rSome text.\r\rimport Note from \'./_missing-note.md\';\r\r<Note />\r',
      'docs/lines.mdx': "# Lines\n\nimport {\n  Tip,\n} from './_missing-tip.md';\n\n<Tip />\n",
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /Import failed {2}docs\/cr\.mdx:7:18\n\s+Could not resolve "\.\/_missing-note\.md"/);
    assert.match(built.stderr, /Import failed {2}docs\/lines\.mdx:5:8\n\s+Could not resolve "\.\/_missing-tip\.md"/);
  });
});
