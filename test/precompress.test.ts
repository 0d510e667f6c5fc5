// Precompression of the output: .br and .gz beside each text file, reused from
// the cache for files whose bytes did not change, never from a damaged entry.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressible, precompress, prunePrecompressCache } from '../compiler/precompress.js';
import { makeTempDir, removeTempDirs } from './helpers.js';

async function outputFolder(pages: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('pxdocs-precompress-');
  for (const [name, text] of Object.entries(pages)) await writeFile(join(dir, name), text);
  return dir;
}

async function assertDecompresses(dir: string, name: string): Promise<void> {
  const body = await readFile(join(dir, name));
  assert.ok(brotliDecompressSync(await readFile(join(dir, `${name}.br`))).equals(body), `${name}.br`);
  assert.ok(gunzipSync(await readFile(join(dir, `${name}.gz`))).equals(body), `${name}.gz`);
}

const PAGES = {
  'a.html': `<!doctype html><p>${'First page. '.repeat(400)}</p>`,
  'b.html': `<!doctype html><p>${'Second page. '.repeat(400)}</p>`,
  'app.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
  'tiny.html': '<p>too small to compress</p>',
};

describe('precompression', () => {
  after(removeTempDirs);

  it('should reuse the compressed copies of unchanged files and compress changed ones', async () => {
    const cacheDir = join(await makeTempDir('pxdocs-precompress-cache-'), 'precompress');
    const first = await outputFolder(PAGES);
    const cold = await precompress(first, { cacheDir });
    assert.deepEqual([cold.files, cold.reused], [3, 0]);
    const second = await outputFolder({ ...PAGES, 'b.html': `${PAGES['b.html']}<p>changed</p>` });
    const warm = await precompress(second, { cacheDir });
    assert.deepEqual([warm.files, warm.reused], [3, 2]);
    for (const name of ['a.html', 'b.html', 'app.js']) await assertDecompresses(second, name);
    assert.ok(!(await readdir(second)).includes('tiny.html.br'));
    // The entries of the old b.html are no longer used: pruned.
    await prunePrecompressCache(cacheDir, warm.used);
    const left = (await Promise.all((await readdir(cacheDir)).map((shard) => readdir(join(cacheDir, shard))))).flat();
    assert.equal(left.length, 6);
  });

  it("should leave pages without copies when told to (the config's precompress: 'shared'), and compress the rest", async () => {
    const dir = await outputFolder(PAGES);
    const result = await precompress(dir, { pages: false });
    assert.equal(result.files, 1);
    await assertDecompresses(dir, 'app.js');
    const names = await readdir(dir);
    for (const page of ['a.html', 'b.html']) assert.ok(!names.some((name) => name.startsWith(`${page}.`)), `${page} got copies`);
  });

  it('should leave the embedded search index shards and chunks without copies, and only those', async () => {
    const dir = await outputFolder({});
    const json = JSON.stringify({ postings: 'x y z '.repeat(1000) });
    await mkdir(join(dir, 'assets', 'search'), { recursive: true });
    // The index's own names (search/shards.ts), and a site's JSON beside them that merely looks alike.
    const index = ['assets/search/t0.AbC_d-12EfGh.json', 'assets/search/d17.AbC_d-12EfGh.json'];
    const others = ['assets/search/notes.json', 'assets/t0.AbC_d-12EfGh.json'];
    for (const name of [...index, ...others]) await writeFile(join(dir, name), json);
    const result = await precompress(dir);
    assert.equal(result.files, others.length);
    for (const name of index) {
      assert.equal(compressible(join(dir, name)), false, name);
      assert.ok(!existsSync(join(dir, `${name}.br`)) && !existsSync(join(dir, `${name}.gz`)), `${name} has no copies`);
    }
    for (const name of others) await assertDecompresses(dir, name);
  });

  it('should ignore a damaged cache entry, say so, and compress again', async () => {
    const cacheDir = join(await makeTempDir('pxdocs-precompress-cache-'), 'precompress');
    await precompress(await outputFolder(PAGES), { cacheDir });
    for (const shard of await readdir(cacheDir)) {
      for (const name of await readdir(join(cacheDir, shard))) {
        const path = join(cacheDir, shard, name);
        const bytes = await readFile(path);
        bytes[bytes.length - 1] ^= 0xff;
        await writeFile(path, bytes);
      }
    }
    const dir = await outputFolder(PAGES);
    const result = await precompress(dir, { cacheDir });
    assert.equal(result.reused, 0);
    assert.equal(result.problems.length, 3);
    assert.match(result.problems[0], /Ignored a corrupt cache entry .* checksum/);
    for (const name of ['a.html', 'b.html', 'app.js']) await assertDecompresses(dir, name);
  });

  it('should stream a file too large to hold (over 16 MiB) and reuse its copies from the cache', async () => {
    // Varied lines, so the file does not compress to nothing: a stand-in for search-records.json at scale.
    const lines: string[] = [];
    for (let index = 0; lines.length < 260_000; index++) lines.push(`{"url":"/learn/copy-${index % 997}/page-${index}","content":"record ${index * 7919 % 104729} of the records"}`);
    const dir = await outputFolder({ 'search-records.json': `[${lines.join(',')}]` });
    assert.ok((await readFile(join(dir, 'search-records.json'))).length > 16 * 1024 * 1024, 'the file is not large enough to take the streamed path');
    const cacheDir = await makeTempDir('pxdocs-precompress-cache-');
    const first = await precompress(dir, { cacheDir });
    assert.deepEqual({ files: first.files, reused: first.reused }, { files: 1, reused: 0 });
    await assertDecompresses(dir, 'search-records.json');
    const again = await outputFolder({ 'search-records.json': `[${lines.join(',')}]` });
    const second = await precompress(again, { cacheDir });
    assert.deepEqual({ files: second.files, reused: second.reused }, { files: 1, reused: 1 });
    assert.deepEqual([...second.used], [...first.used]);
    await assertDecompresses(again, 'search-records.json');

    // A large file whose writer made its .gz (llms-full.txt) is left alone: no .br, its .gz untouched.
    const written = await outputFolder({ 'llms-full.txt': `[${lines.join(',')}]` });
    await writeFile(join(written, 'llms-full.txt.gz'), 'made by its writer');
    const third = await precompress(written, { cacheDir });
    assert.equal(third.files, 0);
    assert.deepEqual((await readdir(written)).sort(), ['llms-full.txt', 'llms-full.txt.gz']);
    assert.equal(await readFile(join(written, 'llms-full.txt.gz'), 'utf8'), 'made by its writer');
  });

  it('should write only the sibling a file lacks, never one already there (it may be a link into the live build)', async () => {
    const dir = await outputFolder({ 'a.html': PAGES['a.html'] });
    await writeFile(join(dir, 'a.html.gz'), 'a sibling already there');
    const result = await precompress(dir);
    assert.equal(result.files, 1);
    assert.equal(await readFile(join(dir, 'a.html.gz'), 'utf8'), 'a sibling already there');
    assert.ok(brotliDecompressSync(await readFile(join(dir, 'a.html.br'))).equals(await readFile(join(dir, 'a.html'))));
  });
});
