import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { ensureLanguage, highlightBlock, isKnownLanguage, parseMeta, setVadalogLanguages } from '../../theme/components/highlight.js';
import { tokenizeVadalog } from '../../theme/shared/vadalog/tokens.js';

const SAMPLE = [
  '@input("own"). % shareholdings',
  'total(X, S) :- own(X, Y, W), not blocked(Y),',
  '    S = msum(W, <Y>), D = date:add(2024-01-15, 30), Ok = _between_(S, 0.5, 1), Ok == #T, Y !in {"z"}, S > ${min}.',
].join('\n');

/** The token classes of each piece of text, as "text:class.class" (plain text left out). */
function classified(source: string): Map<string, string> {
  return new Map(tokenizeVadalog(source).filter((token) => token.classes.length).map((token) => [token.text, token.classes.join('.')]));
}

test('the tokenizer classifies what only Vadalog has', () => {
  const tokens = classified(SAMPLE);
  assert.equal(tokens.get('@input'), 'token.atrule.vadalog-annotation');
  assert.equal(tokens.get('% shareholdings'), 'token.comment');
  assert.equal(tokens.get('total'), 'token.function.vadalog-predicate');
  assert.equal(tokens.get(':-'), 'token.operator.vadalog-neck');
  assert.equal(tokens.get('not'), 'token.keyword');
  assert.equal(tokens.get('msum'), 'token.keyword.vadalog-aggregate');
  assert.equal(tokens.get('date:'), 'token.builtin.vadalog-namespace');
  assert.equal(tokens.get('add'), 'token.builtin.vadalog-function');
  assert.equal(tokens.get('_between_'), 'token.builtin.vadalog-function');
  assert.equal(tokens.get('2024-01-15'), 'token.number.vadalog-date');
  assert.equal(tokens.get('0.5'), 'token.number');
  assert.equal(tokens.get('#T'), 'token.boolean');
  assert.equal(tokens.get('!in'), 'token.keyword');
  assert.equal(tokens.get('"z"'), 'token.string');
  assert.equal(tokens.get('${min}'), 'token.variable.vadalog-parameter');
  assert.equal(tokens.get('W'), 'token.variable');
  // Every character is kept, in order.
  assert.equal(tokenizeVadalog(SAMPLE).map((token) => token.text).join(''), SAMPLE);
});

test('the tokenizer never fails, even on a half-typed program', () => {
  const source = 'p(X) :- q(X, "unterminated\n  ?? §';
  assert.equal(tokenizeVadalog(source).map((token) => token.text).join(''), source);
});

test('prolog and vadalog blocks are highlighted by the Vadalog grammar on a site naming both; line spans only where lines are marked or numbered', (t) => {
  setVadalogLanguages(['vadalog', 'prolog']);
  t.after(() => setVadalogLanguages(['vadalog']));
  assert.ok(isKnownLanguage('vadalog'));
  for (const language of ['prolog', 'vadalog']) {
    const block = highlightBlock(SAMPLE, language, parseMeta('title="own.vada" fragment'));
    const html = toHtml(block);
    assert.match(html, /<div class="code-title">own\.vada<\/div>/);
    const code = ((block.children[1] as Element).children[0] as Element);
    assert.ok(!html.includes('code-line'), 'no line spans in a block without marked lines or numbers');
    assert.equal(toString(code), `${SAMPLE.replace(/\n$/, '')}\n`, 'the same text, every line ending with a newline');
    assert.match(String(code.properties.style), /--lines: 3;/);
    for (const meta of ['{2}', 'showLineNumbers']) {
      const numbered = (((highlightBlock(SAMPLE, language, parseMeta(meta)).children[0] as Element).children[0] as Element));
      const lines = numbered.children.filter((child): child is Element => child.type === 'element');
      assert.equal(lines.length, 3, `one span per line with ${meta}`);
      assert.ok(lines.every((line) => (line.properties.className as string[]).includes('code-line')));
      assert.equal(toString(numbered), toString(code), 'and the same text');
    }
    assert.match(html, /<span class="token operator vadalog-neck">:-<\/span>/);
    assert.match(html, /<span class="token keyword vadalog-aggregate">msum<\/span>/);
    assert.match(html, /<span class="token builtin vadalog-namespace">date:<\/span>/);
    assert.match(html, /<span class="token atrule vadalog-annotation">@input<\/span>/);
    // Prism's Prolog grammar would call the annotation's @ punctuation and msum a plain atom.
    assert.doesNotMatch(html, /class="token atom"/);
    assert.match(html, /<span class="token operator">&#x3C;<\/span><span class="token variable">Y<\/span><span class="token operator">><\/span>/);
  }
});

test('on a site naming only vadalog (the default), a prolog block is Prolog, highlighted by Prism as Docusaurus does', async () => {
  setVadalogLanguages(['vadalog']);
  assert.ok(await ensureLanguage('prolog'), "Prism's Prolog grammar loads");
  const html = toHtml(highlightBlock('append([], L, L).\nappend([H|T], L, [H|R]) :- append(T, L, R).', 'prolog', parseMeta('')));
  assert.doesNotMatch(html, /vadalog-/);
  // Prism's Prolog grammar calls `:-` an operator and the predicate a function, with no Vadalog classes.
  assert.match(html, /<span class="token function">append<\/span>/);
  assert.match(html, /<span class="token operator">:-<\/span>/);
  assert.match(toHtml(highlightBlock('t(X) :- msum(X, <Y>).', 'vadalog', parseMeta(''))), /vadalog-aggregate/, 'vadalog blocks stay Vadalog');
});
