// A page's search fragment as the cache keeps it (compiler/search/fragment-file.ts):
// read back, it is the fragment written, from any byte offset; a file that is
// not one (cut short, overwritten, of another version) is named as such,
// never read as a fragment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageChunks, pageFragment, pageIndex, type PageFragment } from '../../compiler/search/shards.js';
import { decodeFragment, encodeFragment } from '../../compiler/search/fragment-file.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { generateRecords } from './shard-fixture.js';

/** A fragment's fields as plain arrays, to compare. */
const plain = (fragment: PageFragment) => ({
  types: Array.from(fragment.types),
  groups: Array.from(fragment.groups),
  lengths: Array.from(fragment.lengths),
  terms: fragment.terms,
  starts: Array.from(fragment.starts),
  postings: Array.from(fragment.postings),
});

/** Each page of the generated site's records. */
function pages(): SearchRecord[][] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of generateRecords(1500)) {
    const list = byPage.get(record.url_without_anchor) ?? [];
    list.push(record);
    byPage.set(record.url_without_anchor, list);
  }
  return [...byPage.values()];
}

test('a fragment reads back as written, terms with any letters included', () => {
  const all = pages();
  assert.ok(all.length > 10);
  const accented: SearchRecord = { ...all[0][0], content: 'Café naïve_résumé @annotation 東京 😀 x' };
  for (const page of [...all, [accented, ...all[0].slice(1)]]) {
    const fragment = pageFragment(page);
    const read = decodeFragment(encodeFragment(fragment));
    assert.notEqual(typeof read, 'string', String(read));
    assert.deepEqual(plain(read as PageFragment), plain(fragment));
  }
});

test('read from bytes at any offset (a slice of a larger buffer)', () => {
  const fragment = pageFragment(pages()[3]);
  const bytes = encodeFragment(fragment);
  for (const shift of [1, 2, 3, 4]) {
    const larger = new Uint8Array(bytes.length + shift);
    larger.set(bytes, shift);
    const read = decodeFragment(larger.subarray(shift));
    assert.deepEqual(plain(read as PageFragment), plain(fragment));
  }
});

test('a page without terms, and one record', () => {
  const [record] = pages()[0];
  const fragment = pageFragment([{ ...record, content: '', hierarchy: { ...record.hierarchy, lvl0: '', lvl1: '' } }]);
  assert.deepEqual(plain(decodeFragment(encodeFragment(fragment)) as PageFragment), plain(fragment));
});

test('a page\'s chunks and fragment made together are those made apart, over one chunk or several', () => {
  const all = pages();
  const long = all.reduce((a, b) => (b.length > a.length ? b : a));
  assert.ok(long.length > 7, 'a page of several chunks of 3');
  // A skipped level and a title record's keywords: texts read from a chunk's own strings and paths.
  const varied: SearchRecord[] = [{ ...long[0], type: 'lvl1', content: null, keywords: ['alpha', 'beta'] }, ...long.slice(1, 5), { ...long[5], hierarchy: { ...long[5].hierarchy, lvl2: null } }, ...long.slice(6)];
  for (const page of [...all.slice(0, 20), long, varied]) {
    for (const chunkSize of [3, 64]) {
      const made = pageIndex(page, chunkSize);
      assert.deepEqual(made.chunks, pageChunks(page, chunkSize));
      assert.deepEqual(plain(made.fragment), plain(pageFragment(page)));
    }
  }
});

test('a file that is not a fragment is named as such', () => {
  const bytes = encodeFragment(pageFragment(pages()[1]));
  const cases: [string, Uint8Array][] = [
    ['empty', new Uint8Array(0)],
    ['cut short', bytes.subarray(0, bytes.length - 3)],
    ['one byte more', new Uint8Array([...bytes, 0])],
    ['overwritten', new Uint8Array(bytes.length).fill(35)],
    ['JSON, as the cache kept it before', new TextEncoder().encode(JSON.stringify({ types: [0], groups: [0], lengths: [1, 0, 0, 0], terms: ['x'], postings: [[0, 1]] }))],
  ];
  const otherVersion = new Uint8Array(bytes);
  new DataView(otherVersion.buffer).setUint32(4, 2, true);
  cases.push(['another version', otherVersion]);
  for (const [name, file] of cases) assert.equal(typeof decodeFragment(file), 'string', name);
});
