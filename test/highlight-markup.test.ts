// The highlighter's markup: the size it writes for the stylesheet to reserve
// (lines, monospace columns), and the lighter token markup (neighbouring
// tokens of one class share a span; Vadalog punctuation has none).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { columns, DEFAULT_MAGIC_COMMENTS, ensureLanguage, highlightBlock, parseMeta, setMagicComments } from '../theme/components/highlight.js';

function codeOf(block: Element): Element {
  const pre = block.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')!;
  return pre.children[0] as Element;
}

test('columns counts the widest line, a tab reaching the next multiple of 8', () => {
  assert.equal(columns('ab\nabcdef\n'), 6);
  assert.equal(columns('\tx'), 9);
  assert.equal(columns('abc\tx'), 9);
  assert.equal(columns('é→'), 2);
  assert.equal(columns(''), 0);
});

test('a block carries its line and column counts, beside a line-number offset', () => {
  const plain = codeOf(highlightBlock('one\ntwo words\n\nfour\n', 'text', parseMeta('')));
  assert.equal(plain.properties.style, '--lines: 4; --cols: 9');
  const numbered = codeOf(highlightBlock('a\nbb', 'text', parseMeta('showLineNumbers=5')));
  assert.equal(numbered.properties.style, 'counter-reset: line 4; --lines: 2; --cols: 2');
  // Magic comment lines are removed before counting.
  const marked = codeOf(highlightBlock('x = 1\n# highlight-next-line\ny = 2', 'python', parseMeta('')));
  assert.match(String(marked.properties.style), /--lines: 2;/);
});

test('Vadalog punctuation is bare text and neighbouring tokens of one class share a span', () => {
  const html = toHtml(highlightBlock('path(X, Y) :- edge(X, Z), path(Z, Y).', 'vadalog', parseMeta('')));
  assert.doesNotMatch(html, /token punctuation/);
  assert.match(html, /<span class="token function vadalog-predicate">path<\/span>\(<span class="token variable">X<\/span>, <span class="token variable">Y<\/span>\) <span class="token operator vadalog-neck">:-<\/span>/);
});

test('Prism tokens of one class next to each other are merged, text unchanged', async () => {
  assert.ok(await ensureLanguage('python'));
  const source = 'print(f(x)))';
  const block = highlightBlock(source, 'python', parseMeta(''));
  const html = toHtml(block);
  // ")))": three punctuation tokens, one span.
  assert.match(html, /<span class="token punctuation">\)\)\)<\/span>/);
  const text = (node: Element | { type: string; value?: string; children?: unknown[] }): string => 'value' in node && typeof node.value === 'string' ? node.value : ((node as Element).children ?? []).map((child) => text(child as Element)).join('');
  assert.equal(text(codeOf(block)), `${source}\n`);
});

test('marked line ranges are cut to the block: a huge range marks every line and never expands to billions', () => {
  assert.deepEqual(parseMeta('{1-4294967295}', 3).lines, [1, 2, 3]);
  assert.deepEqual(parseMeta('{2, 5-9, 40}', 6).lines, [2, 5, 6]);
  assert.deepEqual(parseMeta('title="a {1-3} b" {2}', 4).lines, [2]);
  // Without the block's size, a range stops at a bound instead of exhausting memory.
  assert.ok(parseMeta('{1-4294967295}').lines.length <= 100_000);
  const block = codeOf(highlightBlock('x\ny', 'js', parseMeta('{1-99999999}', 2)));
  assert.equal(toHtml(block).match(/code-line theme-code-block-highlighted-line/g)?.length, 2);
});

test("a fence's marked lines take the first magic comment's class, as in Docusaurus (its default: theme-code-block-highlighted-line)", () => {
  const marked = (html: string) => [...html.matchAll(/<span class="([^"]*)">/g)].map((match) => match[1]).filter((name) => name.startsWith('code-line'));
  assert.deepEqual(marked(toHtml(highlightBlock('a\nb', 'text', parseMeta('{2}', 2)))), ['code-line', 'code-line theme-code-block-highlighted-line']);
  setMagicComments([{ className: 'code-block-focus', line: 'focus-next-line' }, { className: 'code-block-error-line', line: 'error-next-line' }]);
  try {
    // With a range, the comment stays code and only the range is marked (Docusaurus does not mix them); without one, the comment marks its line.
    assert.deepEqual(marked(toHtml(highlightBlock('a\n// error-next-line\nb', 'js', parseMeta('{1}', 2)))), ['code-line code-block-focus', 'code-line', 'code-line']);
    assert.deepEqual(marked(toHtml(highlightBlock('a\n// error-next-line\nb', 'js', parseMeta('', 2)))), ['code-line', 'code-line code-block-error-line']);
  } finally {
    setMagicComments(DEFAULT_MAGIC_COMMENTS);
  }
});
