// Discovery's memo: a rebuild takes the doc of every page file whose stamp is
// the one the last build saw, and reads only what changed. The docs are those
// a fresh read gives, warnings included; another salt, a corrupt memo or a
// file changed just before the walk (no stamp) means reading.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { loadConfig } from '../compiler/config/load.js';
import { Diagnostics } from '../compiler/diagnostics.js';
import { discover } from '../compiler/discover.js';
import { DiscoveryMemo } from '../compiler/discover-memo.js';
import { snapshotInputs } from '../compiler/up-to-date.js';
import { buildSite, fixtureConfig, makeFixture, readPage, removeTempDirs, writeFiles } from './helpers.js';

/** Every input's stamp, as a build's up-to-date walk reads them (files counted as old: none racy). */
async function stamps(site: string): Promise<Map<string, string>> {
  const walk = await snapshotInputs({ cwd: site, outDir: join(site, 'out'), written: [], extra: [] }, Date.now() + 60_000);
  return walk.stamps;
}

async function discoverWith(site: string, memo?: DiscoveryMemo) {
  const { config } = await loadConfig(site);
  const diagnostics = new Diagnostics();
  const tree = await discover({ cwd: site, config, diagnostics, memo });
  await memo?.save();
  // As JSON: a doc from the memo has no keys set to undefined (no code tells them apart from missing ones).
  return { docs: JSON.parse(JSON.stringify(tree.docs)) as typeof tree.docs, warnings: diagnostics.warnings.map((warning) => warning.message) };
}

const cache = (site: string) => join(site, '.pxdocs-cache');

describe('discovery memo', () => {
  after(removeTempDirs);

  it('reads every page once, then only the pages that changed; the docs are those a fresh read gives', async () => {
    const site = await makeFixture('basic');
    const fresh = await discoverWith(site);
    const first = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const cold = await discoverWith(site, first);
    assert.equal(first.hits, 0);
    // Every page file is read, the draft too (it is dropped after reading).
    const files = first.misses;
    assert.ok(files > fresh.docs.length, `${files} files read for ${fresh.docs.length} docs`);
    assert.deepEqual(cold.docs, fresh.docs);

    const second = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const warm = await discoverWith(site, second);
    assert.equal(second.hits, files, 'every page from the memo');
    assert.equal(second.misses, 0);
    assert.deepEqual(warm.docs, fresh.docs);

    // An edited page (new title in its first heading) is read again, and only it.
    const edited = join(site, 'content', 'guide', '01-intro.md');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace(/^title: .*$/m, 'title: A new title'));
    const third = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const after = await discoverWith(site, third);
    assert.equal(third.misses, 1);
    assert.equal(third.hits, files - 1);
    assert.equal(after.docs.find((doc) => doc.file === edited)?.title, 'A new title');
    assert.deepEqual(after.docs, (await discoverWith(site)).docs);
  });

  it('leaves a nearly right memo as it is (the few files read afresh are read again next time), and rewrites it past that share', async () => {
    const site = await makeFixture('basic');
    await discoverWith(site, await DiscoveryMemo.load(cache(site), 'salt', await stamps(site)));
    const memoFile = join(cache(site), 'discover', 'memo.v8');
    const saved = await readFile(memoFile);
    const edited = join(site, 'content', 'guide', '01-intro.md');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace(/^title: .*$/m, 'title: Edited once'));

    // One stale entry in a memo that may hold half of them stale: not written.
    const tolerant = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const { config } = await loadConfig(site);
    const tree = await discover({ cwd: site, config, diagnostics: new Diagnostics(), memo: tolerant });
    await tolerant.save(0.5);
    assert.equal(tolerant.misses, 1);
    assert.ok((await readFile(memoFile)).equals(saved), 'the memo is left as it was');
    assert.equal(tree.docs.find((doc) => doc.file === edited)?.title, 'Edited once');

    // The next build reads that page again (its stamp is not the memo's) and gets it right; the default share writes the memo.
    const next = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const again = await discoverWith(site, next);
    assert.equal(next.misses, 1);
    assert.equal(again.docs.find((doc) => doc.file === edited)?.title, 'Edited once');
    assert.ok(!(await readFile(memoFile)).equals(saved));
    const last = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    await discoverWith(site, last);
    assert.equal(last.misses, 0, 'written with the page\'s new stamp');
  });

  it("lists folders from the up-to-date walk's listings, with the tree a fresh read gives", async () => {
    const site = await makeFixture('basic');
    const walk = await snapshotInputs({ cwd: site, outDir: join(site, 'out'), written: [], extra: [] }, Date.now() + 60_000);
    const { config } = await loadConfig(site);
    const listed = await discover({ cwd: site, config, diagnostics: new Diagnostics(), listings: walk.listings });
    const fresh = await discover({ cwd: site, config, diagnostics: new Diagnostics() });
    assert.deepEqual(JSON.parse(JSON.stringify(listed.docs)), JSON.parse(JSON.stringify(fresh.docs)));
    assert.deepEqual(JSON.parse(JSON.stringify([...listed.areas])), JSON.parse(JSON.stringify([...fresh.areas])), 'the same folders, categories and order');
    // A page added after the walk is not in its listing: proof that the folder was not read again
    // (the next build's walk sees the new file, so its inputs differ and it builds).
    await writeFile(join(site, 'content', 'guide', '09-late.md'), '---\ntitle: Late\n---\n\n# Late\n');
    const stale = await discover({ cwd: site, config, diagnostics: new Diagnostics(), listings: walk.listings });
    assert.equal(stale.docs.length, fresh.docs.length);
    const again = await discover({ cwd: site, config, diagnostics: new Diagnostics() });
    assert.equal(again.docs.length, fresh.docs.length + 1);
  });

  it('replays the warnings a page gave when it was read', async () => {
    const site = await makeFixture('basic');
    const page = join(site, 'content', 'guide', '02-setup.md');
    await writeFile(page, (await readFile(page, 'utf8')).replace(/^---\n/, '---\nsidebar_postion: 1\n'));
    const first = await discoverWith(site, await DiscoveryMemo.load(cache(site), 'salt', await stamps(site)));
    const memo = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const second = await discoverWith(site, memo);
    assert.equal(memo.misses, 0);
    assert.ok(first.warnings.some((message) => message.includes('sidebar_postion')), first.warnings.join('\n'));
    assert.deepEqual(second.warnings, first.warnings);
  });

  it('reads again under another salt, after a corrupt memo, and for a file without a stamp (changed just before the walk)', async () => {
    const site = await makeFixture('basic');
    await discoverWith(site, await DiscoveryMemo.load(cache(site), 'salt', await stamps(site)));
    const other = await DiscoveryMemo.load(cache(site), 'another salt', await stamps(site));
    await discoverWith(site, other);
    assert.equal(other.hits, 0, 'another config or pxdocs: nothing taken');

    // Cut short, as a full disk or another Node.js's format would leave it.
    const memoFile = join(cache(site), 'discover', 'memo.v8');
    await writeFile(memoFile, (await readFile(memoFile)).subarray(0, 100));
    const corrupt = await DiscoveryMemo.load(cache(site), 'salt', await stamps(site));
    const docs = await discoverWith(site, corrupt);
    assert.equal(corrupt.hits, 0);
    assert.deepEqual(docs.docs, (await discoverWith(site)).docs);

    // A file with no stamp (racy) is read, whatever the memo says.
    const all = await stamps(site);
    const racy = join(site, 'content', 'reference', '01-api.md');
    all.delete(racy);
    await appendFile(racy, '\nMore.\n');
    const memo = await DiscoveryMemo.load(cache(site), 'salt', all);
    const read = await discoverWith(site, memo);
    assert.equal(memo.misses, 1);
    assert.equal(read.docs.find((doc) => doc.file === racy)?.textHash, (await discoverWith(site)).docs.find((doc) => doc.file === racy)?.textHash);
  });
});

// A site in several languages builds each other locale in a pass of its own, which walked no inputs and so
// had no stamps for the memo: every build read each locale's pages again, however few had changed.
describe('discovery memo, in a site in three languages', () => {
  after(removeTempDirs);

  /** Each pass's "discover content" line, in the order they ran (the default locale's first). */
  const discoverLines = (stderr: string) => stderr.split('\n').filter((line) => line.includes('discover content'));

  it('takes every unchanged page from the memo in each locale, and reads an edited translation again', async () => {
    const pages = Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`docs/p${n}.md`, `# Page ${n}\n\nText ${n}.\n`]));
    const site = await makeFixture('memo-locales', {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] }, chat: { embeddings: 'off' } }),
      ...pages,
      'i18n/fr/docusaurus-plugin-content-docs/current/p0.md': '# Page zéro\n\nTexte.\n',
      'i18n/de/docusaurus-plugin-content-docs/current/p0.md': '# Seite null\n\nText.\n',
    });
    const out = join(site, 'out');
    // A file changed within 3 s of a build has no stamp (up-to-date.ts): it is read, and not remembered.
    await sleep(3100);
    const first = await buildSite(site, out);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(discoverLines(first.stderr).length, 3, first.stderr);

    // A file no page is made from: the build runs, and no page file is read again in any locale.
    await writeFiles(site, { 'notes.txt': 'x\n' });
    const second = await buildSite(site, out);
    assert.equal(second.code, 0, second.stderr);
    for (const line of discoverLines(second.stderr)) assert.match(line, /5 pages in docs\/ · 5 unchanged, not read again$/, second.stderr);

    await writeFiles(site, { 'i18n/fr/docusaurus-plugin-content-docs/current/p0.md': '# Page zéro, revue\n\nTexte.\n' });
    await sleep(3100);
    const third = await buildSite(site, out);
    assert.equal(third.code, 0, third.stderr);
    const [en, fr, de] = discoverLines(third.stderr);
    assert.match(en!, /· 5 unchanged, not read again$/);
    assert.match(fr!, /· 4 unchanged, not read again$/, 'the edited translation is read again');
    assert.match(de!, /· 5 unchanged, not read again$/);
    assert.match(await readPage(join(out, 'fr'), '/docs/p0'), /Page zéro, revue/);
    assert.match(await readPage(join(out, 'de'), '/docs/p0'), /Seite null/);
  });
});
