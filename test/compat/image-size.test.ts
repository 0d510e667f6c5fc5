// A Markdown image of a file beside the page gets its width and height, as
// Docusaurus's image transform writes them (read from the file's header with
// image-size): the browser keeps the image's place before it loads, lazily, so
// the text below it does not jump. In a plain .md page (the fast path) and an
// .mdx page; a file that is no readable image is published without them.
// Each image is read once a build: its name, its size and the pages' cache keys
// come from that one read.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, readPage, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

/** A PNG's signature and header chunk: all image-size reads of it. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, Buffer.from('IHDR'), header, Buffer.alloc(4)]);
}

describe('Markdown images beside the page', () => {
  it('get the file\'s width and height in .md and .mdx pages; a file that is no image gets none', async () => {
    const site = await makeTempDir('pxdocs-image-size-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/plain.md': page({ title: 'Plain' }, 'A chart:\n\n![The chart](./img/chart.png)\n\nA diagram:\n\n![The diagram](./img/diagram.svg)\n\nBroken:\n\n![Not an image](./img/fake.png)\n'),
      'docs/rich.mdx': page({ title: 'Rich' }, 'export const n = 1;\n\n![The chart](./img/chart.png)\n'),
      'docs/img/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"><rect width="300" height="150"/></svg>\n',
      'docs/img/fake.png': 'not a png at all',
    });
    await writeFile(join(site, 'docs/img/chart.png'), png(640, 360));
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    const plain = await readPage(join(site, 'out'), '/docs/plain');
    assert.match(plain, /<img src="\/assets\/images\/chart-[0-9a-f]{8}\.png" alt="The chart" width="640" height="360" loading="lazy" decoding="async"\/?>/);
    assert.match(plain, /<img src="\/assets\/images\/diagram-[0-9a-f]{8}\.svg" alt="The diagram" width="300" height="150"/);
    assert.match(plain, /<img src="\/assets\/images\/fake-[0-9a-f]{8}\.png" alt="Not an image" loading="lazy"/);
    const rich = await readPage(join(site, 'out'), '/docs/rich');
    assert.match(rich, /<img src="\/assets\/images\/chart-[0-9a-f]{8}\.png" alt="The chart" width="640" height="360"/);
  });

  it('reads each image once a build, for its published name, its size and the cache, however many pages show it', async () => {
    const site = await makeTempDir('pxdocs-image-reads-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/plain.md': page({ title: 'Plain' }, '![The chart](./img/chart.png)\n'),
      'docs/rich.mdx': page({ title: 'Rich' }, "export const n = 1;\n\n![The chart](./img/chart.png)\n\n<img src={require('./img/photo.png').default} alt=\"Photo\" />\n"),
    });
    await mkdir(join(site, 'docs/img'));
    await writeFile(join(site, 'docs/img/chart.png'), png(640, 360));
    await writeFile(join(site, 'docs/img/photo.png'), png(20, 10));
    // Every way the build reads a whole file, counted for the two images (the build runs in this thread: workers 1).
    const reads = new Map<string, number>();
    const originals = { readFileSync: fs.readFileSync, readFile: fs.promises.readFile };
    const count = (path: unknown) => {
      const name = typeof path === 'string' && /\/img\/(chart|photo)\.png$/.exec(path)?.[1];
      if (name) reads.set(name, (reads.get(name) ?? 0) + 1);
    };
    fs.readFileSync = ((path: fs.PathOrFileDescriptor, ...rest: never[]) => (count(path), originals.readFileSync(path, ...rest))) as typeof fs.readFileSync;
    fs.promises.readFile = ((path: fs.PathLike, ...rest: never[]) => (count(path), originals.readFile(path, ...rest))) as typeof fs.promises.readFile;
    syncBuiltinESMExports();
    let built;
    try {
      built = await buildSite(site, undefined, { workers: 1 });
    } finally {
      fs.readFileSync = originals.readFileSync;
      fs.promises.readFile = originals.readFile;
      syncBuiltinESMExports();
    }
    assert.equal(built.code, 0, built.stderr);
    assert.match(await readPage(join(site, 'out'), '/docs/rich'), /<img src="\/assets\/images\/photo-[0-9a-f]{8}\.png" alt="Photo"/);
    assert.deepEqual(Object.fromEntries(reads), { chart: 1, photo: 1 });
  });
});
