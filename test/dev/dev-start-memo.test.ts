// A second `pxdocs dev` on the same site reads only the page files changed since the last start
// (dev/doc-memo.ts reading through discover-memo.ts's DiscoveryMemo, kept in dev's own file), and
// dev's client build measures no gzipped sizes (only the build reports them).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { DevSession } from '../../compiler/dev/session.js';
import { Reporter } from '../../compiler/reporter.js';
import { cacheDir } from '../../compiler/cache.js';
import { buildClientAssets } from '../../compiler/client-assets.js';
import { Collector } from './dev-helpers.js';

after(removeTempDirs);

const DOCS = 12;

/** A start of dev, its pages built; the files it read and the HTML of `file` (an output path). */
async function startOnce(site: string, file: string): Promise<{ read: number; html: string }> {
  // A minute on: the files just written count as old, not as changed while the start read them (RACY_MS).
  const session = new DevSession(site, new Reporter({ stream: new Collector() }), undefined, { startedAt: () => Date.now() + 60_000, workers: 1 });
  try {
    await session.start();
    const read = session.docsRead;
    await session.warmedUp();
    const html = await session.read(file);
    return { read, html: typeof html === 'string' ? html : Buffer.from(html ?? '').toString('utf8') };
  } finally {
    session.close();
  }
}

describe('pxdocs dev: a start reads only the page files changed since the last start', () => {
  it('reads every file at the first start, none at the second, the edited one at the third', async () => {
    const site = await makeTempDir('pxdocs-dev-start-memo-');
    const files: Record<string, string> = {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n",
    };
    for (let n = 0; n < DOCS; n++) files[`docs/page-${String(n).padStart(2, '0')}.md`] = page({ title: `Page ${n}`, sidebar_position: n + 1 }, `Text ${n}.\n`);
    await writeFiles(site, files);
    const first = await startOnce(site, 'docs/page-03.html');
    assert.equal(first.read, DOCS, 'every doc read at the first start');
    assert.ok(existsSync(join(cacheDir(site), 'discover', 'dev-memo.v8')), 'what it read, saved for the next start');
    const second = await startOnce(site, 'docs/page-03.html');
    assert.equal(second.read, 0, 'nothing read again at the second start');
    assert.match(second.html, /Text 3\./, 'the page, from the docs remembered');
    await writeFiles(site, { 'docs/page-03.md': page({ title: 'Page three', sidebar_position: 4 }, 'Text three, edited.\n') });
    const third = await startOnce(site, 'docs/page-03.html');
    assert.equal(third.read, 1, 'the edited doc alone read again');
    assert.match(third.html, /<h1[^>]*>Page three</, 'its new title');
  });
});

describe("pxdocs dev's client build", () => {
  it('gzips nothing with sizes: false (the build alone reports gzipped sizes)', async () => {
    const measured = await buildClientAssets({ minify: false, prebuiltDir: false });
    assert.ok(measured.gzipSizes.size > 0, 'the build measures its bundles');
    const dev = await buildClientAssets({ minify: false, prebuiltDir: false, sizes: false });
    assert.equal(dev.gzipSizes.size, 0, 'dev measures none');
    assert.deepEqual(dev.files.map((file) => file.path), measured.files.map((file) => file.path), 'the same bundles');
  });

  it('gzips nothing with sizes: false through the cache folder either, whose entry a build that measures does not take', async () => {
    // Dev bundles the theme through the cache folder (client/): its first start, or one after a theme change, bundles anew.
    const cache = join(await makeTempDir('pxdocs-dev-client-cache-'), 'client');
    const dev = await buildClientAssets({ minify: false, prebuiltDir: false, sizes: false, cacheDir: cache });
    assert.equal(dev.gzipSizes.size, 0, 'dev measures none when it bundles');
    assert.equal((await buildClientAssets({ minify: false, prebuiltDir: false, sizes: false, cacheDir: cache })).origin, 'cache', 'and takes its entry the next time');
    const measured = await buildClientAssets({ minify: false, prebuiltDir: false, cacheDir: cache });
    assert.ok(measured.gzipSizes.size > 0, 'a build that measures gets sizes, not the entry without them');
  });
});
