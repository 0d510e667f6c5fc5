// Writing files whole: a new side file of a cache entry is written in place
// (no rename), but never through a name that is taken: that file may be
// hard-linked into an output folder, or half a file a killed build left.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, linkSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeNewFileSync } from '../compiler/write-atomic.js';
import { makeTempDir, removeTempDirs } from './helpers.js';

describe('writeNewFileSync', () => {
  after(removeTempDirs);

  it('writes a new file in place, making its folder, and leaves no temporary file', async () => {
    const dir = await makeTempDir();
    const file = join(dir, 'ab', 'entry.html');
    writeNewFileSync(file, '<p>page</p>');
    assert.equal(readFileSync(file, 'utf8'), '<p>page</p>');
    assert.deepEqual(readdirSync(join(dir, 'ab')), ['entry.html']);
  });

  it('replaces a file already there with a new one, leaving a hard link to the old one as it was', async () => {
    const dir = await makeTempDir();
    const file = join(dir, 'entry.html');
    const published = join(dir, 'published.html');
    writeFileSync(file, '<p>old</p>');
    linkSync(file, published);
    const inode = statSync(file).ino;
    writeNewFileSync(file, '<p>new</p>');
    assert.equal(readFileSync(file, 'utf8'), '<p>new</p>');
    assert.notEqual(statSync(file).ino, inode, 'written through the old file');
    assert.equal(readFileSync(published, 'utf8'), '<p>old</p>', 'the linked file changed');
    assert.deepEqual(readdirSync(dir).sort(), ['entry.html', 'published.html']);
  });

  it('replaces half a file a killed build left', async () => {
    const dir = await makeTempDir();
    const file = join(dir, 'records.json');
    writeFileSync(file, '[{"ha');
    writeNewFileSync(file, Buffer.from('[]'));
    assert.equal(readFileSync(file, 'utf8'), '[]');
    assert.ok(existsSync(file));
  });
});
