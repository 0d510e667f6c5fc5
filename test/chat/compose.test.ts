// The answer without a model, from the sections the retriever found: quoted
// blocks read as sentences of the answer, whatever shape they had on the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { composeAnswer } from '../../server/chat/compose.js';
import type { Hit } from '../../server/chat/retrieval.js';

function hit(text: string): Hit {
  return { passage: { id: 0, page: 'Recursion', section: 'Base case and recursive case', area: 'Examples', url: '/examples/patterns/recursion#base-case-and-recursive-case', text, code: '', keywords: '' }, score: 1, similarity: 0.6, terms: [] };
}

test('a list item quoted in an answer gets a capital and a full stop', () => {
  const answer = composeAnswer([hit([
    'A recursive definition has two kinds of rule for the same predicate:',
    'the recursive case derives the predicate from itself: its body uses the predicate its head defines;',
    'the base case does not mention the predicate in its body, so the recursion can end.',
  ].join('\n'))], 'what is the recursive case of a predicate');
  assert.match(answer.text, /The recursive case derives the predicate from itself: its body uses the predicate its head defines\./);
  assert.doesNotMatch(answer.text, /(^|\. )the recursive case/, answer.text);
  assert.doesNotMatch(answer.text, /;/);
});

test('a sentence that starts with code keeps its lower case', () => {
  const answer = composeAnswer([hit('px.connect opens a session with the server and returns its handle for later calls.')], 'how does px.connect open a session');
  assert.match(answer.text, /^px\.connect opens a session/);
});

test("an API reference's label of call signatures is not quoted as a sentence: the answer starts with the prose", () => {
  const answer = composeAnswer([hit([
    'Also under the aliases: it.each(table)(name, fn), test.each(table)(name, fn) and it.each`table`(name, fn)',
    'Use test.each if you keep duplicating the same test with different data.',
    'test.each allows you to write the test once and pass data in.',
  ].join('\n'))], 'run the same test with a table of different inputs');
  assert.match(answer.text, /^Use test\.each if you keep duplicating the same test with different data\./, answer.text);
  assert.doesNotMatch(answer.text, /under the aliases/);
});
