// The search records written as parts (compiler/search/records-parts.ts): where
// a part ends depends on routes only, so changing one page changes one part's
// name and adding a page changes the part around it; a part the previous build
// has is linked without reading its pages; the manifest lists every part in
// order with its record count.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RecordsPartsWriter, type RecordsManifest, type RecordsPage } from '../../compiler/search/records-parts.js';

interface Written { manifest: RecordsManifest; files: Map<string, Buffer>; read: Set<string>; linked: string[] }

/** Writes `pages` (route → key) with a previous build holding `previous` part paths. */
async function write(pages: [string, string][], previous: Set<string> = new Set()): Promise<Written> {
  const files = new Map<string, Buffer>();
  const read = new Set<string>();
  const linked: string[] = [];
  const writer = new RecordsPartsWriter({
    put: async (path, contents) => void files.set(path, Buffer.from(contents)),
    linkPrevious: async (path) => previous.has(path) && (linked.push(path), true),
  });
  for (const [page, key] of pages) {
    const entry: RecordsPage = {
      page,
      key,
      records: 2,
      json: () => {
        read.add(page);
        return JSON.stringify([{ url: page, key, n: 1 }, { url: page, key, n: 2 }]);
      },
    };
    await writer.add(entry);
  }
  return { manifest: JSON.parse(await writer.finish()) as RecordsManifest, files, read, linked };
}

const routes = Array.from({ length: 1000 }, (_, n) => `/docs/page-${String(n).padStart(4, '0')}`);
const site = (keyOf: (route: string) => string = (route) => `k${route}`): [string, string][] => routes.map((route) => [route, keyOf(route)]);

describe('records parts', () => {
  it('hold every page in order, in parts of a few dozen pages', async () => {
    const { manifest, files } = await write(site());
    assert.ok(manifest.parts.length > 5 && manifest.parts.length < 60, `${manifest.parts.length} parts for 1,000 pages`);
    assert.equal(manifest.records, 2000);
    assert.equal(manifest.parts.reduce((sum, part) => sum + part.records, 0), 2000);
    const all = manifest.parts.flatMap((part) => JSON.parse(files.get(part.path)!.toString('utf8')) as { url: string }[]);
    assert.deepEqual(all.map((record) => record.url), routes.flatMap((route) => [route, route]));
  });

  it('change in one part when one page changes, and are linked from the previous build without reading their pages', async () => {
    const before = await write(site());
    const changed = routes[500];
    const after = await write(site((route) => (route === changed ? 'edited' : `k${route}`)), new Set(before.manifest.parts.map((part) => part.path)));
    const differing = after.manifest.parts.filter((part, n) => part.path !== before.manifest.parts[n].path);
    assert.equal(after.manifest.parts.length, before.manifest.parts.length);
    assert.equal(differing.length, 1, 'one part is new');
    assert.equal(after.files.size, 1, 'only that part is written');
    assert.equal(after.linked.length, before.manifest.parts.length - 1, 'the others are linked');
    assert.ok(after.read.has(changed), 'the changed page was read');
    assert.ok(after.read.size <= 256, `only the pages of the written part were read (${after.read.size})`);
  });

  it('change around an added page only, not every part after it', async () => {
    const before = await write(site());
    const grown = [...site()];
    grown.splice(300, 0, ['/docs/page-0299-b', 'new']);
    const after = await write(grown, new Set(before.manifest.parts.map((part) => part.path)));
    const kept = after.manifest.parts.filter((part) => before.manifest.parts.some((old) => old.path === part.path));
    assert.equal(after.manifest.parts.length - kept.length, 1, 'one part differs');
  });

  it('are named by their bytes when a page has no key, and skip pages without records', async () => {
    const writer = new RecordsPartsWriter({ put: async () => undefined });
    await writer.add({ page: '/a', key: '', records: 1, json: () => '[{"a":1}]' });
    await writer.add({ page: '/b', key: 'kb', records: 0, json: () => '[]' });
    const first = JSON.parse(await writer.finish()) as RecordsManifest;
    const again = new RecordsPartsWriter({ put: async () => undefined });
    await again.add({ page: '/a', key: '', records: 1, json: () => '[{"a":2}]' });
    const second = JSON.parse(await again.finish()) as RecordsManifest;
    assert.equal(first.records, 1);
    assert.notEqual(first.parts[0].path, second.parts[0].path, 'different bytes, different name');
    const empty = new RecordsPartsWriter({ put: async () => undefined });
    assert.deepEqual((JSON.parse(await empty.finish()) as RecordsManifest).parts, []);
  });

  it('make a page whose records are a file a part of its own, that file placed unread, between the parts of pages around it', async () => {
    const files = new Map<string, Buffer>();
    const placed: [string, string][] = [];
    const read = new Set<string>();
    const previous = new Set<string>();
    const writer = (withPlace: boolean) => new RecordsPartsWriter({
      put: async (path, contents) => void files.set(path, Buffer.from(contents)),
      linkPrevious: async (path) => previous.has(path),
      ...(withPlace ? { place: async (path: string, from: string) => void placed.push([path, from]) } : {}),
    });
    const page = (route: string, file?: string, records = 2): RecordsPage => ({
      page: route,
      key: `k${route}`,
      records,
      json: () => {
        read.add(route);
        return JSON.stringify([{ url: route }, { url: route }].slice(0, records));
      },
      ...(file ? { file } : {}),
    });
    const parts = writer(true);
    await parts.add(page('/a'));
    await parts.add(page('/b', '/cache/b.records.json'));
    await parts.add(page('/c', '/cache/c.records.json', 0));
    await parts.add(page('/d'));
    const manifest = JSON.parse(await parts.finish()) as RecordsManifest;
    assert.deepEqual(manifest.parts.map((part) => part.records), [2, 2, 2], '/a, then /b alone, then /d (/c has no records: no part)');
    assert.equal(manifest.records, 6);
    assert.deepEqual(placed, [[manifest.parts[1].path, '/cache/b.records.json']]);
    assert.deepEqual([...read].sort(), ['/a', '/d'], 'a placed page is never read');
    assert.deepEqual(parts.made, { linked: 0, written: 2, placed: 1 });
    assert.equal(parts.count, 3);

    // The same page in the next build: the previous build's part, linked.
    previous.add(manifest.parts[1].path);
    const next = writer(true);
    await next.add(page('/b', '/cache/b2.records.json'));
    assert.equal(JSON.parse(await next.finish()).parts[0].path, manifest.parts[1].path, 'named by the page\'s key, not by its file');
    assert.deepEqual(next.made, { linked: 1, written: 0, placed: 0 });

    // An output that cannot place files: the page's records are read and written into a part.
    const plain = writer(false);
    await plain.add(page('/e', '/cache/e.records.json'));
    await plain.finish();
    assert.ok(read.has('/e'));
    assert.deepEqual(plain.made, { linked: 0, written: 1, placed: 0 });
  });
});
