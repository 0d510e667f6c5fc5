// A cold build merges its pages into the search index while the page stage runs
// (compiler/search/route-order-merge.ts), in route order: a route not yet in holds
// back every route after it. The search stage's line says how many routes were in
// when the page threads were done; these builds check that none was held back.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { build } from '../../compiler/build.js';
import { Reporter } from '../../compiler/reporter.js';
import { IndexStateStore, STATE_VERSION } from '../../compiler/search/index-state.js';
import { buildSite, makeTempDir, page, removeTempDirs, snapshotFolder, writeDocsSite, writeFiles } from '../helpers.js';

after(removeTempDirs);

/** The search stage's "N of M routes merged while built", as numbers (undefined when the build did not merge early). */
function mergedWhileBuilt(stderr: string): { merged: number; routes: number } | undefined {
  const found = /✓ build search index.*; (\d+) of (\d+) routes merged while built/.exec(stderr);
  return found ? { merged: Number(found[1]), routes: Number(found[2]) } : undefined;
}

describe('a cold build\'s search index merged while its pages are built', () => {
  it('merges every route during the page stage, past a blog list (rendered after the page threads) and with an output folder but no cache', async () => {
    // The blog at / puts its list first in route order: every doc page comes after it.
    const site = await writeDocsSite({ blog: { path: 'blog', routeBasePath: '/', onUntruncatedBlogPosts: 'ignore' } }, {
      'blog/2024-01-02-first.md': page({ title: 'First post' }, 'A post about lattices.\n'),
      'blog/2024-02-03-second.md': page({ title: 'Second post' }, 'A post about towers.\n'),
      'docs/third.md': page({ title: 'Third' }, 'Third page.\n\n## Heading\n\nText.\n'),
    });
    const out = join(site, 'out');
    const cold = await buildSite(site, out, { cacheDir: join(site, 'cache-1') });
    assert.equal(cold.code, 0, cold.stderr);
    const first = mergedWhileBuilt(cold.stderr);
    assert.ok(first, `the cold build merged early:\n${cold.stderr}`);
    assert.equal(first.merged, first.routes, 'no route held back the ones after it');

    // out/ holds the last build, the cache is new: no index state to update, so merged early as a cold build.
    const noCache = await buildSite(site, out, { cacheDir: join(site, 'cache-2') });
    assert.equal(noCache.code, 0, noCache.stderr);
    assert.deepEqual(mergedWhileBuilt(noCache.stderr), first);

    // Both the folder and its cache: the index may be updated from the last one's state, so not merged early.
    await writeFiles(site, { 'docs/third.md': page({ title: 'Third' }, 'Third page, edited.\n') });
    const warm = await buildSite(site, out, { cacheDir: join(site, 'cache-2') });
    assert.equal(warm.code, 0, warm.stderr);
    assert.equal(mergedWhileBuilt(warm.stderr), undefined, warm.stderr);
  });

  it('merges every route early when the cache\'s index state is for another output folder, and writes what a build without the cache writes', async () => {
    const site = await writeDocsSite({}, {
      'docs/third.md': page({ title: 'Third' }, 'Third page.\n\n## Heading\n\nText about towers.\n'),
    });
    const cache = join(site, 'cache');
    const [here, there] = [join(site, 'out-here'), join(site, 'out-there')];
    // One cache for two output folders: after a build into `there`, its index state is for that folder.
    for (const out of [here, there]) {
      const built = await buildSite(site, out, { cacheDir: cache });
      assert.equal(built.code, 0, built.stderr);
    }
    // `here` holds a build and the cache a state, but not for it: after an edit its index is made anew, so merged while built.
    await writeFiles(site, { 'docs/third.md': page({ title: 'Third' }, 'Third page, edited.\n\n## Heading\n\nText about lattices.\n') });
    const again = await buildSite(site, here, { cacheDir: cache });
    assert.equal(again.code, 0, again.stderr);
    const merged = mergedWhileBuilt(again.stderr);
    assert.ok(merged, `merged early:\n${again.stderr}`);
    assert.equal(merged.merged, merged.routes, 'no route held back the ones after it');
    const plain = join(site, 'out-plain');
    await build({ cwd: site, outDir: plain, cache: false, reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const [expected, found] = await Promise.all([snapshotFolder(plain), snapshotFolder(here)]);
    assert.deepEqual([...found.keys()].sort(), [...expected.keys()].sort());
    for (const [file, bytes] of expected) assert.ok(found.get(file)!.equals(bytes), `${file} differs from a build without the cache`);
  });

  it('tells a state the search stage would update (this output folder, this key) from any other, before the pages are built', async () => {
    const store = new IndexStateStore(join(await makeTempDir('pxdocs-index-state-'), 'search-index'));
    assert.equal(store.updates('/site/.out-builds/build-1', 'key'), false, 'no state');
    await store.write({ version: STATE_VERSION, key: 'key', name: 'n', build: '/site/.out-builds/build-1', records: 0, totals: [], pages: [], terms: [], counts: [], sizes: [], shardStarts: [], shardStates: [] });
    assert.equal(store.updates('/site/.out-builds/build-1', 'key'), true);
    assert.equal(store.updates('/elsewhere/.out-builds/build-1', 'key'), false, 'another output folder');
    assert.equal(store.updates('/site/.out-builds/build-1', 'another key'), false, 'another pxdocs or config');
    assert.equal(store.updates(undefined, 'key'), false, 'no build in the output folder');
  });
});
