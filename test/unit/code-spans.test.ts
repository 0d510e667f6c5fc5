// Inline code spans as CommonMark pairs them (compiler/mdx/code-spans.ts), which the
// Markdown bridges blank out before they look for syntax; and the time they take on
// a paragraph of backtick runs of every length, which a regular expression needed
// seconds for (its backtracking grew with the cube of the runs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { codeSpans, replaceCodeSpans } from '../../compiler/mdx/code-spans.js';
import { findIslands } from '../../compiler/mdx/mdx-islands.js';

const spans = (text: string) => codeSpans(text).map(([start, end]) => text.slice(start, end));

describe('code spans', () => {
  it('pairs a run with the next run of the same length, and leaves a run without one as text', () => {
    assert.deepEqual(spans('a `b` c ``d ` e`` f'), ['`b`', '``d ` e``']);
    assert.deepEqual(spans('```a`` b'), [], 'runs of 3 and 2 make no span');
    assert.deepEqual(spans('`a ``b`` c'), ['``b``'], 'the lone run is text; the two of length 2 pair');
  });

  it('blanks spans out at their length, leaving the rest', () => {
    assert.equal(replaceCodeSpans('x `<Tag>` y', (span) => ' '.repeat(span.length)), 'x         y');
    assert.equal(replaceCodeSpans('no code', () => ''), 'no code');
  });

  it('reads a paragraph of backtick runs of every length (no time asserted: the regular expression needed minutes here, this pass milliseconds)', () => {
    const text = Array.from({ length: 3000 }, (_, index) => '`'.repeat(index + 2)).join(' ');
    assert.deepEqual(codeSpans(text), []);
    assert.deepEqual(spans(`${text} \`x\``), ['`x`'], 'a span after them still pairs');
    // The MDX bridge reads such a page's prose too (it took minutes on a page of 1,500 runs).
    const runs = Array.from({ length: 1500 }, (_, index) => '`'.repeat(index + 1)).join(' ');
    assert.deepEqual(findIslands(`# Runs\n\n${runs}\n\nA \`<Tag>\` in code, and <Real /> outside.\n`)?.length, 1);
  });
});
