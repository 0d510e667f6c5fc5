// What the main thread keeps per page must not include what it no longer needs:
// at 100,000 pages every kilobyte a page leaves behind is 100 MB of the build's
// peak. Measured on the live heap after a full collection (V8's --expose-gc,
// switched on here), with pages large enough that a leak of their text cannot
// hide in the noise.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../compiler/config/load.js';
import { Diagnostics } from '../compiler/diagnostics.js';
import { discover } from '../compiler/discover.js';
import { makeFixture, removeTempDirs } from './helpers.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function liveHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;

describe('memory the main thread keeps per page', () => {
  after(removeTempDirs);

  it('a discovered doc does not hold its page text (titles and front matter values are slices of it)', async () => {
    const site = await makeFixture('basic');
    const pages = 120;
    // ~250 KB a page: 30 MB of text in all, which a doc keeping a slice of its page would keep.
    const body = `${'Rules derive new facts from the facts they are given, one step at a time. '.repeat(3300)}\n`;
    await mkdir(join(site, 'content', 'guide', 'bulk'), { recursive: true });
    for (let n = 0; n < pages; n++) {
      await writeFile(join(site, 'content', 'guide', 'bulk', `page-${n}.md`), `---\ntitle: A rather long title for bulk page number ${n}\ndescription: A description long enough to be a slice, page ${n}\ntags: [reasoning, rules]\n---\n\n${body}`);
    }
    const { config } = await loadConfig(site);
    const before = liveHeap();
    const tree = await discover({ cwd: site, config, diagnostics: new Diagnostics() });
    const kept = liveHeap() - before;
    const bulk = tree.docs.filter((doc) => doc.id.startsWith('guide/bulk/'));
    assert.equal(bulk.length, pages);
    assert.equal(bulk.find((doc) => doc.id === 'guide/bulk/page-7')?.title, 'A rather long title for bulk page number 7');
    assert.ok(kept < 8 * MB, `discovery keeps ${(kept / MB).toFixed(1)} MB for ${tree.docs.length} docs (${((pages * body.length) / MB).toFixed(0)} MB of page text)`);
  });
});
