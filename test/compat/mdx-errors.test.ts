// Errors a Docusaurus site meets when moving in: every broken page of a build is
// reported in the same run (syntax errors and bad imports alike), a broken
// partial is named by its own file:line:column, and MDX 1 habits get a hint
// naming the fix.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { useFixture } from './lib.js';

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
