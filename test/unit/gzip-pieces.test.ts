// A gzip file made of pieces compressed one at a time (llms-full.txt.gz): one
// valid gzip member, whatever reads it (zlib, the gzip command), equal to the
// text; pieces come from the cache (the last file, kept as a pack) when their
// text was compressed before, and a pack changed since is not read.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PiecedGzip } from '../../compiler/gzip-pieces.js';
import { ROOT, seededRandom } from '../helpers.js';

const temp: string[] = [];
after(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

async function dir(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'pxdocs-gzip-'));
  temp.push(made);
  return made;
}

/** Texts like pages: words, code, some repeated lines, non-ASCII. */
function texts(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const words = ['rule', 'fact', 'Vadalog', 'reasoning', 'graph', 'ünïcode', '→', 'edge(X, Y)', '`@output`', 'λ'];
  return Array.from({ length: count }, (_, n) => `# Page ${n}\n\n${Array.from({ length: 20 + Math.floor(random() * 400) }, () => words[Math.floor(random() * words.length)]).join(' ')}\n`);
}

async function write(path: string, parts: string[], cacheDir?: string): Promise<PiecedGzip> {
  const gzip = await PiecedGzip.create(path, cacheDir);
  for (const part of parts) await gzip.add(part);
  await gzip.end();
  return gzip;
}

describe('pieced gzip', () => {
  it('is one gzip member that zlib and the gzip command read back as the text', async () => {
    const folder = await dir();
    const parts = ['', ...texts(60, 1), '', 'the end\n'];
    const path = join(folder, 'all.txt.gz');
    await write(path, parts);
    const bytes = await readFile(path);
    assert.equal(gunzipSync(bytes).toString('utf8'), parts.join(''));
    await writeFile(join(folder, 'copy.gz'), bytes);
    assert.equal(execFileSync('gzip', ['-dc', join(folder, 'copy.gz')]).toString('utf8'), parts.join(''));
    execFileSync('gzip', ['-t', join(folder, 'copy.gz')]);
  });

  it('costs a few percent over one stream on real pages (each piece starts with an empty window)', async () => {
    const folder = await dir();
    const pages: string[] = [];
    for (const entry of await readdir(join(ROOT, 'content'), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) pages.push(await readFile(join(entry.parentPath, entry.name), 'utf8'));
    }
    assert.ok(pages.length >= 20);
    await write(join(folder, 'pages.gz'), pages);
    const pieced = (await readFile(join(folder, 'pages.gz'))).length;
    const whole = gzipSync(pages.join(''), { level: 6 }).length;
    assert.ok(pieced < whole * 1.25, `${pieced} bytes against ${whole} in one stream`);
  });

  it('indexes pieces copied from the last file under that file\'s keys, which the next file finds', async () => {
    const folder = await dir();
    const cache = join(folder, 'pieces');
    const parts = texts(30, 3);
    const first = join(folder, 'a.gz');
    await write(first, parts, cache);
    const bytes = await readFile(first);
    const index = JSON.parse(await readFile(join(cache, 'pack.json'), 'utf8')) as { pieces: [string, number, number][] };
    // A copy of every piece from the last file (as llms-full.txt's copier makes one), told where each lay.
    const copy = await PiecedGzip.create(join(folder, 'b.gz'), cache);
    copy.copiesFrom(first);
    for (const [n, [, offset, length]] of index.pieces.entries()) await copy.addMade(Buffer.from(parts[n]), bytes.subarray(offset, offset + length), offset);
    await copy.end();
    assert.equal(gunzipSync(await readFile(join(folder, 'b.gz'))).toString('utf8'), parts.join(''));
    assert.deepEqual(JSON.parse(await readFile(join(cache, 'pack.json'), 'utf8')).pieces, index.pieces, 'the same keys, offsets and lengths');
    // Named a file that is no longer the pack (b.gz is now), with wrong offsets besides: the texts are hashed, the keys stay right.
    const other = await PiecedGzip.create(join(folder, 'c.gz'), cache);
    other.copiesFrom(first);
    for (const [n, [, offset, length]] of index.pieces.entries()) await other.addMade(Buffer.from(parts[n]), bytes.subarray(offset, offset + length), n ? offset + 1 : offset);
    await other.end();
    assert.deepEqual(JSON.parse(await readFile(join(cache, 'pack.json'), 'utf8')).pieces.map((piece: [string]) => piece[0]), index.pieces.map((piece) => piece[0]));
    const again = await write(join(folder, 'd.gz'), parts, cache);
    assert.equal(again.reused, 30);
  });

  it('takes unchanged pieces from the pack the last file left in the cache, and no piece from a pack changed since', async () => {
    const folder = await dir();
    const cache = join(folder, 'pieces');
    const parts = texts(40, 2);
    const first = await write(join(folder, 'a.gz'), parts, cache);
    assert.equal(first.made, 40);
    assert.equal(first.reused, 0);
    // The pack is the file itself (a hard link: its bytes are not written twice), beside its index.
    assert.equal((await stat(join(cache, 'pack.gz'))).ino, (await stat(join(folder, 'a.gz'))).ino);
    assert.deepEqual((await readdir(cache)).sort(), ['pack.gz', 'pack.json']);

    const edited = parts.map((part, n) => (n === 7 ? `${part}One more line.\n` : part));
    const second = await write(join(folder, 'b.gz'), edited, cache);
    assert.equal(second.made, 1);
    assert.equal(second.reused, 39);
    assert.equal(gunzipSync(await readFile(join(folder, 'b.gz'))).toString('utf8'), edited.join(''));
    assert.equal((await stat(join(cache, 'pack.gz'))).ino, (await stat(join(folder, 'b.gz'))).ino, 'the newest file is the pack');
    // The last file's pack, not the first's: the edited page's piece is found there.
    const again = await write(join(folder, 'b2.gz'), edited, cache);
    assert.equal(again.made, 0);
    assert.equal(again.reused, 40);

    // A pack written to since it was kept (here through the output file it shares) is not read: every piece is made.
    const bytes = await readFile(join(folder, 'b2.gz'));
    bytes[20] ^= 0xff;
    await writeFile(join(folder, 'b2.gz'), bytes);
    const third = await write(join(folder, 'c.gz'), edited, cache);
    assert.equal(third.made, 40);
    assert.equal(third.reused, 0);
    assert.equal(gunzipSync(await readFile(join(folder, 'c.gz'))).toString('utf8'), edited.join(''));

    // A missing or unreadable index: the same.
    await writeFile(join(cache, 'pack.json'), '{ not json');
    const fourth = await write(join(folder, 'd.gz'), edited, cache);
    assert.equal(fourth.made, 40);
    assert.equal(gunzipSync(await readFile(join(folder, 'd.gz'))).toString('utf8'), edited.join(''));
  });
});
