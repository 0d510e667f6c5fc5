// The packed lists the build keeps per page until link validation: what goes in
// comes out, and membership is exact (no match on part of a string).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pack, packedCount, packedHas, unpack } from '../../compiler/packed-strings.js';

describe('packed strings', () => {
  it('unpacks to the list it was made from', () => {
    for (const list of [[], ['a'], ['overview', 'details', 'more'], ['café', '#x', '/a/b#c', 'a b']]) {
      assert.deepEqual(unpack(pack(list)), list);
      assert.equal(packedCount(pack(list)), list.length);
    }
    assert.deepEqual(unpack(pack(new Set(['x', 'y']))), ['x', 'y']);
  });

  it('finds whole strings only', () => {
    const packed = pack(['overview', 'details-2', 'more', 'copy-page-menu']);
    for (const id of ['overview', 'details-2', 'more', 'copy-page-menu']) assert.ok(packedHas(packed, id), id);
    for (const id of ['over', 'view', 'details', 'details-', 'ore', 'copy-page', 'menu', 'more\u0000copy-page-menu', '']) assert.ok(!packedHas(packed, id), id);
    assert.ok(!packedHas(pack([]), 'a'));
  });

  it('a NUL inside a string cannot split it (it becomes U+FFFD, as an HTML parser makes it)', () => {
    assert.deepEqual(unpack(pack(['a\u0000b', 'c'])), ['a\uFFFDb', 'c']);
  });
});
