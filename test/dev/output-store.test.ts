// Dev's output kept on disk (compiler/dev/output-store.ts): what is set reads
// back byte for byte, replaced and deleted paths read as such, the session's
// folder goes when it closes, and a folder left by a killed session is removed
// by the next one while a live session's is kept.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevOutputStore } from '../../compiler/dev/output-store.js';

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function cacheFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'pxdocs-dev-output-'));
  roots.push(root);
  return root;
}

/** Waits until `done` holds (a detached process deleting a folder). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('dev output store', () => {
  it('reads back what was set, replaced or deleted, and keeps nothing once closed', async () => {
    const cache = cacheFolder();
    const store = new DevOutputStore(cache);
    store.set('guide/intro.html', '<p>ünïcode → 日本語</p>');
    store.set('assets/page.css', new Uint8Array([1, 2, 3]));
    store.set('../../outside.html', 'a path is only a key: nothing is written outside the store');
    assert.equal(store.get('guide/intro.html')?.toString('utf8'), '<p>ünïcode → 日本語</p>');
    assert.deepEqual([...store.get('assets/page.css')!], [1, 2, 3]);
    assert.ok(!existsSync(join(cache, '..', 'outside.html')));
    store.set('guide/intro.html', 'second version');
    assert.equal(store.get('guide/intro.html')?.toString('utf8'), 'second version');
    store.delete('assets/page.css');
    assert.equal(store.get('assets/page.css'), undefined);
    assert.equal(store.has('assets/page.css'), false);
    assert.deepEqual([...store.keys()].sort(), ['../../outside.html', 'guide/intro.html']);
    const [folder] = readdirSync(join(cache, 'dev-output'));
    assert.equal(readdirSync(join(cache, 'dev-output', folder)).length, 2, 'one file per path');
    store.close();
    // Moved out of the way at once, and deleted by a detached process (at 10,023 pages, deleting it
    // here held up the end of dev for 28 s).
    assert.ok(!existsSync(join(cache, 'dev-output', folder)), 'the session folder is gone');
    assert.ok(readdirSync(join(cache, 'dev-output')).every((name) => name.startsWith('trash-')), 'only its trash is left, being deleted');
    assert.equal(store.get('guide/intro.html'), undefined);
    await until(() => readdirSync(join(cache, 'dev-output')).length === 0);
  });

  it('starts again empty when cleared (a config change), its files deleted by a detached process', async () => {
    const cache = cacheFolder();
    const store = new DevOutputStore(cache);
    store.set('guide/intro.html', 'first start');
    store.clear();
    assert.equal(store.get('guide/intro.html'), undefined);
    store.set('guide/intro.html', 'second start');
    assert.equal(store.get('guide/intro.html')?.toString('utf8'), 'second start');
    await until(() => readdirSync(join(cache, 'dev-output')).every((name) => !name.startsWith('trash-')));
    store.close();
  });

  it('removes the folder of a session whose process is gone, and keeps a live one', () => {
    const cache = cacheFolder();
    // A pid far above any pid_max is never a live process.
    const abandoned = join(cache, 'dev-output', '999999999-abc');
    const live = join(cache, 'dev-output', `${process.pid}-def`);
    for (const folder of [abandoned, live]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'page'), 'x');
    }
    const store = new DevOutputStore(cache);
    assert.ok(!existsSync(abandoned), 'the killed session\'s folder is removed');
    assert.ok(existsSync(live), 'a running session\'s folder is kept');
    store.close();
  });
});
