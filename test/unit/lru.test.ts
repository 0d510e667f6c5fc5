// The bounded caches: the chat server's (questions, embeddings) and the page
// threads' memos (Vadalog tokens and parses): the same value for the same key,
// and never more than their capacity or budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LruCache, memoByText } from '../../theme/shared/lru.js';

test('memoByText computes a text once while it fits its budget, and again once evicted', () => {
  const calls: string[] = [];
  const memo = memoByText((text) => (calls.push(text), { text }), 10, 6);
  const first = memo('aaaa');
  assert.equal(memo('aaaa'), first, 'the same value for the same text');
  memo('bbbb');
  // 'aaaa' was read last: adding 'cccc' (12 characters held) evicts 'bbbb', the least recently used.
  memo('aaaa');
  memo('cccc');
  memo('aaaa');
  memo('bbbb');
  assert.deepEqual(calls, ['aaaa', 'bbbb', 'cccc', 'bbbb']);
  // A text over `longest` is never held.
  memo('longer text');
  memo('longer text');
  assert.equal(calls.filter((text) => text === 'longer text').length, 2);
});

test('memoByText keeps an undefined result like any other', () => {
  let calls = 0;
  const memo = memoByText(() => (calls++, undefined));
  memo('x');
  memo('x');
  assert.equal(calls, 1);
});

test('the LRU cache drops the least recently used entry, and a read counts as use', () => {
  const cache = new LruCache<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  assert.equal(cache.get('a'), 1);
  cache.set('c', 3);
  assert.equal(cache.get('b'), undefined, 'b was least recently used');
  assert.deepEqual([cache.get('a'), cache.get('c'), cache.size], [1, 3, 2]);
  cache.set('a', 10);
  assert.equal(cache.get('a'), 10, 'a new value replaces the old one');
  const off = new LruCache<string, number>(0);
  off.set('a', 1);
  assert.equal(off.get('a'), undefined, 'capacity 0 keeps nothing');
});
