// `pxdocs dev` while its pages still build in the background, a batch at a
// time. Stopped then: the batch under way goes on to its end, writing into the
// output the stop removed. What it meets is the stop's doing, not the site's:
// nothing of it is printed after "Stopping." (stopping dev on 10,000 pages
// printed 64 "Page failed to render … no such file" errors and "10023 pages
// built"). Asked for a page already built: answered at once, not after the
// batch under way (0.5-2 s a click through the minutes of a large site's warm-up).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeFixture, removeTempDirs } from '../helpers.js';
import { Collector } from './dev-helpers.js';

/** More pages than one background batch (compiler/dev/session.ts BATCH): a batch is under way when the server stops. */
const PAGES = 200;

describe('pxdocs dev while its pages build', () => {
  after(removeTempDirs);

  it('says nothing of the pages building when it stopped', async () => {
    const pages = Object.fromEntries(Array.from({ length: PAGES }, (_, index) => [`content/guide/bulk/page-${index}.md`, `# Bulk page ${index}\n\nText of page ${index}, with [a link](/guide/bulk/page-${(index + 1) % PAGES}).\n`]));
    const dir = await makeFixture('basic', pages);
    const output = new Collector();
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: output }) });
    assert.match(output.text(), /Ready in/);
    // Stopped at once: the first batch of the warm-up is building.
    await dev.close();
    // The batch under way ends (the warm-up stops after it).
    await dev.session.warmedUp();
    const said = output.text();
    assert.doesNotMatch(said, /✗|failed/i, `nothing failed:\n${said}`);
    assert.doesNotMatch(said, /pages built/, `the warm-up did not finish, and says nothing:\n${said}`);
  });
  // Without the answer at once, the request waits for the held batch, which waits for the test: the test's time limit ends it.
  it('answers a page already built without waiting for the batch under way', { timeout: 60_000 }, async () => {
    await whileHeld(async (url, gate) => {
      const response = await fetch(`${url}/guide/aa-early/early-00`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /Built in the first batch/);
      assert.equal(gate.open, false, 'answered while the batch under way was still held');
    });
  });

  // Search made every page first, in the queue requests wait in: it waited for the held pages, and the test's time limit ended it.
  it('searches the pages built so far while the rest build', { timeout: 60_000 }, async () => {
    await whileHeld(async (url, gate) => {
      const index = await fetch(`${url}/search-index.json`);
      assert.equal(index.status, 200);
      const manifest = await index.json() as { records: number; shardFile: string };
      const records = await searchRecords(url);
      assert.match(records, /Early 0\b/, 'a page of the first batch is searched');
      assert.doesNotMatch(records, /Held \d/, 'a page not built yet is not');
      assert.ok(manifest.records > 0);
      assert.equal(gate.open, false, 'answered while the batch under way was still held');
    }, async (url) => {
      // Every page built: the index is made again from all of them.
      assert.match(await searchRecords(url), /Held 9\b/);
    });
  });

  // They were parsed again (and the chat's index made again) at the first question after every batch:
  // seconds each at 10,000 pages. Now once twice as many pages are built, as the search index is made.
  it("keeps the chat's records of the pages built so far until twice as many are built", { timeout: 60_000 }, async () => {
    const gate = globalThis as { pxdocsGroups?: { reached: Set<string>; open: Set<string> } };
    gate.pxdocsGroups = { reached: new Set(), open: new Set() };
    const early = Array.from({ length: 80 }, (_, index) => [`content/guide/aa-early/early-${String(index).padStart(2, '0')}.md`, `# Early ${index}\n\nBuilt in the first batches.\n`]);
    const held = ['a', 'b'].flatMap((group) => Array.from({ length: 16 }, (_, index) => [`content/guide/b${group}-held/held-${group}-${String(index).padStart(2, '0')}.mdx`, `# Held ${group.toUpperCase()} ${index}\n\nHeld until the test lets group ${group} go.\n`]));
    const dir = await makeFixture('basic', Object.fromEntries([...early, ...held]));
    await writeFile(join(dir, 'config', 'site.config.ts'), `
const hold = () => async (_tree: unknown, file: { path?: string; history?: string[] }) => {
  const gate = (globalThis as { pxdocsGroups?: { reached: Set<string>; open: Set<string> } }).pxdocsGroups!;
  const group = /held-([ab])-/.exec(String(file.path ?? file.history?.[0] ?? ''))?.[1];
  if (!group) return;
  gate.reached.add(group);
  while (!gate.open.has(group)) await new Promise((resolve) => setTimeout(resolve, 10));
};
export default {
  title: 'Held', url: 'https://held.example', areas: ['guide', 'reference'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
  footer: { copyright: 'Held' }, chat: { embeddings: 'off' },
  markdown: { remarkPlugins: [hold] },
};
`);
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    const groups = gate.pxdocsGroups;
    const reached = async (group: string) => { while (!groups.reached.has(group)) await new Promise((resolve) => setTimeout(resolve, 10)); };
    const titles = (records: unknown[]) => JSON.stringify(records);
    try {
      await reached('a');
      const first = dev.session.chatRecords();
      assert.match(titles(first), /Early 0\b/);
      groups.open.add('a');
      // A batch more is built (group a's pages), far from twice as many: the same records, not parsed again.
      await reached('b');
      assert.equal(dev.session.chatRecords(), first);
      assert.doesNotMatch(titles(first), /Held B/);
      groups.open.add('b');
      await dev.settled();
      // Every page built: the records are every page's.
      assert.match(titles(dev.session.chatRecords()), /Held B 15\b/);
    } finally {
      groups.open.add('a').add('b');
      await dev.settled();
      await dev.close();
      delete gate.pxdocsGroups;
    }
  });

  // llms.txt and llms-full.txt built every page first, in the queue requests wait in: they waited for the
  // held pages, and the test's time limit ended them (minutes on 10,000 pages).
  it('answers llms.txt and llms-full.txt while the rest build: every page listed, the full text of those built so far', { timeout: 60_000 }, async () => {
    await whileHeld(async (url, gate) => {
      const llms = await fetch(`${url}/llms.txt`);
      assert.equal(llms.status, 200);
      const list = await llms.text();
      // llms.txt names pages, not their text: every page, built or not.
      assert.match(list, /\[Early 0\]/);
      assert.match(list, /\[Held 9\]/);
      const full = await (await fetch(`${url}/llms-full.txt`)).text();
      assert.match(full, /Built in the first batch/);
      assert.doesNotMatch(full, /Held until the test lets it go/);
      assert.match(full, /still building the site's pages: this file holds the \d+ of \d+ built so far/);
      assert.equal(gate.open, false, 'answered while the batch under way was still held');
    }, async (url) => {
      const full = await (await fetch(`${url}/llms-full.txt`)).text();
      assert.match(full, /Held until the test lets it go/);
      assert.doesNotMatch(full, /still building/);
    });
  });
});

/**
 * Runs `during` while the warm-up's second batch is held (a remark plugin holds the pages named
 * "held", after more than a batch of others, until the test lets them go), then `after` once
 * every page is built.
 */
async function whileHeld(during: (url: string, gate: { open: boolean }) => Promise<void>, after?: (url: string) => Promise<void>): Promise<void> {
  const gate = globalThis as { pxdocsHeld?: { reached: boolean; open: boolean } };
  gate.pxdocsHeld = { reached: false, open: false };
  const held = Array.from({ length: 10 }, (_, index) => [`content/guide/zz-held/held-${index}.mdx`, `# Held ${index}\n\nHeld until the test lets it go.\n`]);
  const early = Array.from({ length: 80 }, (_, index) => [`content/guide/aa-early/early-${String(index).padStart(2, '0')}.md`, `# Early ${index}\n\nBuilt in the first batch.\n`]);
  const dir = await makeFixture('basic', Object.fromEntries([...early, ...held]));
  await writeFile(join(dir, 'config', 'site.config.ts'), `
const hold = () => async (_tree: unknown, file: { path?: string; history?: string[] }) => {
  const gate = (globalThis as { pxdocsHeld?: { reached: boolean; open: boolean } }).pxdocsHeld!;
  if (!String(file.path ?? file.history?.[0] ?? '').includes('held-')) return;
  gate.reached = true;
  while (!gate.open) await new Promise((resolve) => setTimeout(resolve, 10));
};
export default {
  title: 'Held',
  url: 'https://held.example',
  areas: ['guide', 'reference'],
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
  footer: { copyright: 'Held' },
  markdown: { remarkPlugins: [hold] },
};
`);
  const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
  try {
    // The first batch is built once a held page is being compiled (a batch starts when the one before is done).
    while (!gate.pxdocsHeld.reached) await new Promise((resolve) => setTimeout(resolve, 10));
    await during(dev.url, gate.pxdocsHeld);
    gate.pxdocsHeld.open = true;
    await dev.settled();
    await after?.(dev.url);
  } finally {
    gate.pxdocsHeld.open = true;
    await dev.settled();
    await dev.close();
    delete gate.pxdocsHeld;
  }
}

/** The search records dev serves, every part's text (search-records.json names the parts). */
async function searchRecords(url: string): Promise<string> {
  const manifest = await (await fetch(`${url}/search-records.json`)).json() as { parts: { path: string }[] };
  const parts = await Promise.all(manifest.parts.map(async (part) => (await fetch(`${url}/${part.path}`)).text()));
  return parts.join('\n');
}
