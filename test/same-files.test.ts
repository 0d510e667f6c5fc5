// memoByFiles (compiler/same-files.ts): a value made from files is made again once any of them changes.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { filesSignature, memoByFiles } from '../compiler/same-files.js';
import { makeTempDir, removeTempDirs } from './helpers.js';

describe('memoByFiles', () => {
  after(removeTempDirs);

  it('should give the value made before while its files and salt stay the same, and make it again when one changes', async () => {
    const dir = await makeTempDir('pxdocs-same-files-');
    const [a, b] = [join(dir, 'a.txt'), join(dir, 'b.txt')];
    await writeFile(a, 'one');
    await writeFile(b, 'two');
    const once = memoByFiles<string>();
    let made = 0;
    const read = async () => `${++made}`;
    assert.equal(await once('key', [a, b], read, 'salt'), '1');
    assert.equal(await once('key', [a, b], read, 'salt'), '1', 'nothing changed: not made again');
    await writeFile(b, 'TWO');
    assert.equal(await once('key', [a, b], read, 'salt'), '2', 'a file rewritten with the same size');
    assert.equal(await once('key', [a, b], read, 'other salt'), '3', 'another salt');
    await rm(a);
    assert.equal(await once('key', [a, b], read, 'other salt'), '4', 'a file gone');
    assert.equal(await once('other key', [a, b], read, 'other salt'), '5', 'each key its own value');
  });

  it('should not keep undefined, and sign a missing file apart from any that exists', async () => {
    const dir = await makeTempDir('pxdocs-same-files-');
    const file = join(dir, 'a.txt');
    const once = memoByFiles<string | undefined>();
    let calls = 0;
    assert.equal(await once('key', [file], async () => { calls++; return undefined; }), undefined);
    assert.equal(await once('key', [file], async () => { calls++; return undefined; }), undefined);
    assert.equal(calls, 2, 'nothing made is tried again');
    const missing = filesSignature([file]);
    await writeFile(file, '');
    assert.notEqual(filesSignature([file]), missing);
  });
});
