// Fenced code as CommonMark delimits it (CodeFences in compiler/mdx/preprocess.ts),
// which the source fixes, MDX island finding and the blog's truncate marker all
// follow: what is code there is never rewritten or taken for a marker.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CodeFences, preprocess } from '../../compiler/mdx/preprocess.js';
import { findTruncate } from '../../compiler/blog/excerpt.js';

/** Which lines of `text` are code. */
function codeLines(text: string): boolean[] {
  const fences = new CodeFences();
  return text.split('\n').map((line) => fences.isCode(line));
}

describe('code fences', () => {
  it('opens at any indent, in a quote and as a list item\'s first line', () => {
    assert.deepEqual(codeLines('```js\nx\n```\nprose'), [true, true, true, false]);
    assert.deepEqual(codeLines('    ~~~\n    x\n    ~~~\nprose'), [true, true, true, false]);
    assert.deepEqual(codeLines('> ```\n> x\n> ```\nprose'), [true, true, true, false]);
    assert.deepEqual(codeLines('- ```sh\n  npm test\n  ```\n- prose'), [true, true, true, false]);
    assert.deepEqual(codeLines('1. ```sh\n   x\n   ```\n2. prose'), [true, true, true, false]);
  });

  it('does not open where the info string holds a backtick: that line is inline code', () => {
    assert.deepEqual(codeLines('```npm test``` runs the tests.\n:::tip Title\nprose'), [false, false, false]);
  });

  it('closes only on a fence of its character, at least as long, with nothing after it', () => {
    assert.deepEqual(codeLines('~~~\n```\nx\n~~~\nprose'), [true, true, true, true, false], 'a backtick fence does not close a tilde block');
    assert.deepEqual(codeLines('````\n```\n`````\nprose'), [true, true, true, false], 'a shorter fence does not close; a longer one does');
    assert.deepEqual(codeLines('```\n```js\n```~\n```  \nprose'), [true, true, true, true, false], 'a fence with text after it does not close');
    assert.deepEqual(codeLines('```\n- ```\nx\n```\nprose'), [true, true, true, true, false], 'a list marker does not start a closing fence');
  });

  it('leaves code as written and fixes the prose after inline code written at a line\'s start', () => {
    const source = '```npm test``` runs the tests.\n\n:::tip Before you start\nText.\n:::\n\n```md\n:::tip Kept as written\n```\n';
    const fixed = preprocess(source, 'md');
    assert.match(fixed, /^:::tip\[Before you start\]$/m);
    assert.match(fixed, /^:::tip Kept as written$/m);
  });

  it('finds the truncate marker after inline code at a line\'s start, not in a fenced block of a quote', () => {
    const post = '> ```html\n> <!-- truncate -->\n> ```\n\n```<!-- truncate -->``` marks the end of the excerpt.\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n';
    const found = findTruncate(post);
    assert.ok(found);
    assert.equal(post.slice(0, found.index).split('\n').length, 9, 'the marker on its own line, not the ones in code');
  });
});
