// A rebuild redoes only what changed and writes only what differs: unchanged
// output files are hard links into the previous build (never written through),
// the search index is taken whole from the previous build while no page's
// records changed, and the bytes the summary reports are the bytes on disk.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { link, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { build, type BuildResult } from '../compiler/build.js';
import { OutputFolder } from '../compiler/emit.js';
import { Reporter } from '../compiler/reporter.js';
import { makeFixture, makeTempDir, removeTempDirs, snapshotFolder, stripAnsi, waitFor } from './helpers.js';
import { readRecordsFile } from '../compiler/search/records-file.js';

async function buildPrinting(site: string, options: { outDir?: string; cache?: boolean; workers?: number; force?: boolean; cacheDir?: string } = {}): Promise<{ printed: string; result: BuildResult }> {
  let text = '';
  const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
  const result = await build({ cwd: site, reporter: new Reporter({ stream, verbose: true }), ...options });
  return { printed: stripAnsi(text), result };
}

/** Sum of the sizes of every file under `dir`, walked here independently of the build. */
async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function assertSameFolders(a: string, b: string): Promise<void> {
  const left = await snapshotFolder(a);
  const right = await snapshotFolder(b);
  assert.deepEqual([...right.keys()].sort(), [...left.keys()].sort());
  for (const [file, bytes] of left) assert.ok(right.get(file)!.equals(bytes), `${file} differs`);
}

/** The basic fixture with `files`, whose broken links warn instead of failing the build. */
async function warningFixture(files: Record<string, string>): Promise<string> {
  const site = await makeFixture('basic', files);
  const config = join(site, 'config', 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
  return site;
}

/** A build's warnings, one message a line. */
const messages = (result: BuildResult) => result.warnings.map((warning) => warning.message).join('\n');

const inode = async (path: string) => (await stat(path)).ino;

/** What out/chat-embeddings.json says of the vectors, and whether the vectors' file exists. */
async function pendingVectors(out: string): Promise<{ pending?: number; sections: number; bin: boolean }> {
  const meta = JSON.parse(await readFile(join(out, 'chat-embeddings.json'), 'utf8')) as { pending?: number; sections: unknown[] };
  return { pending: meta.pending, sections: meta.sections.length, bin: await stat(join(out, 'chat-embeddings.bin')).then(() => true, () => false) };
}

describe('rebuilds', () => {
  after(removeTempDirs);

  it('should link unchanged files from the previous build, reuse its search index, and match a build without the cache', async () => {
    const site = await makeFixture('basic');
    await buildPrinting(site);
    const out = join(site, 'out');
    const files = ['guide/setup.html', 'search-index.json.br', 'search-records.json', 'search-index.json', 'sitemap.xml', 'llms-full.txt'];
    const before = new Map(await Promise.all(files.map(async (file) => [file, await inode(join(out, file))] as const)));

    // Nothing changed: --force rebuilds anyway, through every cache (without it the build stops at "up to date").
    const { printed } = await buildPrinting(site, { force: true });
    assert.match(printed, /build search index.*unchanged: the previous build's files/, printed);
    assert.match(printed, /unchanged files linked from the previous build/, printed);
    assert.match(printed, /llms-full\.txt \(unchanged: the previous build's\)/, 'llms-full.txt is linked, not made again');
    for (const file of files) assert.equal(await inode(join(out, file)), before.get(file), `${file} was written again, not linked`);

    // Linked or written, the output is the same bytes (compressed siblings included).
    await buildPrinting(site, { outDir: 'fresh', cache: false });
    await assertSameFolders(out, join(site, 'fresh'));

    // --no-cache writes every file afresh, links nothing.
    const { printed: uncached } = await buildPrinting(site, { cache: false });
    assert.doesNotMatch(uncached, /linked from the previous build|unchanged: the previous build's files/);
    for (const file of files) assert.notEqual(await inode(join(out, file)), before.get(file), `${file} was linked by a --no-cache build`);
    await assertSameFolders(out, join(site, 'fresh'));
  });

  it('should rebuild the search index and write the page when one page changes, and link the rest', async () => {
    const site = await makeFixture('basic');
    await buildPrinting(site);
    const out = join(site, 'out');
    const unchanged = await inode(join(out, 'guide', 'intro.html'));
    const changed = await inode(join(out, 'guide', 'setup.html'));
    const page = join(site, 'content', 'guide', '02-setup.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\n\nA sentence only the second build has.\n`);

    const { printed } = await buildPrinting(site);
    assert.doesNotMatch(printed, /unchanged: the previous build's files/);
    assert.match(JSON.stringify(readRecordsFile(join(out, 'search-records.json'))), /A sentence only the second build has/);
    assert.doesNotMatch(printed, /llms-full\.txt \(unchanged/);
    assert.match(await readFile(join(out, 'llms-full.txt'), 'utf8'), /A sentence only the second build has/);
    assert.equal(await inode(join(out, 'guide', 'intro.html')), unchanged, 'an unchanged page was written again');
    assert.notEqual(await inode(join(out, 'guide', 'setup.html')), changed);
    assert.match(await readFile(join(out, 'guide', 'setup.html'), 'utf8'), /A sentence only the second build has/);
    // Every page's search chunks are the cache's files, linked: a generated index page's too (compiler/other-pages.ts).
    const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as { chunks: number; chunkFile: string };
    const chunkFiles = Array.from({ length: manifest.chunks }, (_, slot) => join(out, manifest.chunkFile.replace('{n}', String(slot)))).filter((file) => existsSync(file));
    assert.ok(chunkFiles.length >= 2, `chunk files: ${chunkFiles.length}`);
    const records = readRecordsFile<{ url_without_anchor: string }>(join(out, 'search-records.json'));
    assert.ok(records.some((record) => record.url_without_anchor === '/reference/more'), 'the generated index page is in the index');
    for (const file of chunkFiles) assert.ok(statSync(file).nlink >= 2, `${file} is linked from the cache, not written`);
    await buildPrinting(site, { outDir: 'fresh', cache: false });
    await assertSameFolders(out, join(site, 'fresh'));
  });

  it('should count the links of pages the last build found sound, check them again when a target changes, and warn on every build', async () => {
    const site = await warningFixture({
      // Links to a heading of the setup page (intro.md links there too), and one page with a link to nowhere.
      'content/guide/04-points-there.md': '---\ntitle: Points there\n---\n\nSee [the steps](/guide/setup#install-steps).\n',
      'content/guide/05-broken.md': '---\ntitle: Broken\n---\n\nSee [nowhere](/guide/nowhere).\n',
    });
    const linksChecked = (printed: string) => Number(/validate links\s+\S+ \S+\s+(\d+) links/.exec(printed)?.[1]);
    const first = await buildPrinting(site);
    assert.match(messages(first.result), /05-broken\.md:5:5 → \/guide\/nowhere/);
    const full = linksChecked(first.printed);
    assert.ok(full > 10, first.printed);

    // Nothing changed: every sound page is counted from the memo, the same count; the broken link is reported again.
    const again = await buildPrinting(site, { force: true });
    const pages = Number(/(\d+) pages unchanged, as the last build found them/.exec(again.printed)?.[1]);
    assert.ok(pages >= 10, again.printed);
    assert.equal(linksChecked(again.printed), full, 'links counted from the memo, as checked');
    assert.match(messages(again.result), /05-broken\.md:5:5 → \/guide\/nowhere/, 'a page with a problem is checked on every build');
    assert.doesNotMatch(messages(again.result), /install-steps/);

    // The heading those pages link to goes: the pages are checked again (targets changed), not taken from the memo.
    const setup = join(site, 'content', 'guide', '02-setup.md');
    await writeFile(setup, (await readFile(setup, 'utf8')).replace('## Install steps', '## Installing'));
    const changed = await buildPrinting(site);
    assert.doesNotMatch(changed.printed, /pages unchanged, as the last build found them/);
    assert.match(messages(changed.result), /04-points-there\.md:5:5 → \/guide\/setup#install-steps \(no element with id "install-steps"/);
    assert.match(messages(changed.result), /01-intro\.md:7:\d+ → \.\/02-setup\.md#install-steps/);

    // The same verdicts and count as a build without the cache, which checks every link.
    const uncached = await buildPrinting(site, { outDir: 'fresh', cache: false });
    assert.equal(linksChecked(uncached.printed), linksChecked(changed.printed));
    assert.deepEqual(uncached.result.warnings.map((warning) => warning.message).sort(), changed.result.warnings.map((warning) => warning.message).sort());
  });

  it('should check a page again when a component it imports now renders a broken link, though the page\'s own text did not change', async () => {
    const site = await warningFixture({
      'components/Pointer.jsx': 'export default function Pointer() { return <a href="/guide/setup">the setup</a>; }\n',
      'content/guide/08-pointing.mdx': "---\ntitle: Pointing\n---\n\nimport Pointer from '@site/components/Pointer';\n\nRead <Pointer />.\n",
    });
    const first = await buildPrinting(site);
    assert.doesNotMatch(messages(first.result), /nowhere/);
    // Remembered as sound, every page: the next build counts them all.
    const again = await buildPrinting(site, { force: true });
    assert.match(again.printed, /pages unchanged, as the last build found them/);
    // The component changes; the page's file does not (its cache entry is written again under the same key).
    await writeFile(join(site, 'components', 'Pointer.jsx'), 'export default function Pointer() { return <a href="/guide/nowhere">the setup</a>; }\n');
    const edited = await buildPrinting(site);
    assert.match(messages(edited.result), /08-pointing\.mdx.*→ \/guide\/nowhere/);
    // And on the next build too: a page with a problem is never remembered.
    const next = await buildPrinting(site, { force: true });
    assert.match(messages(next.result), /08-pointing\.mdx.*→ \/guide\/nowhere/);
  });

  it('should write the same llms-full.txt and .gz on a thread of its own as in the build\'s thread, cold and after an edit', async () => {
    const site = await makeFixture('basic');
    const page = join(site, 'content', 'guide', '02-setup.md');
    const outputs = async (dir: string) => Promise.all(['llms-full.txt', 'llms-full.txt.gz'].map((file) => readFile(join(site, dir, file))));
    const setting = process.env.PXDOCS_LLMS_THREAD;
    try {
      for (const [thread, dir] of [['1', 'threaded'], ['0', 'here']]) {
        process.env.PXDOCS_LLMS_THREAD = thread;
        const first = await buildPrinting(site, { outDir: dir, cacheDir: `.cache-${dir}` });
        assert.equal(/written on a thread of its own/.test(first.printed), thread === '1', first.printed);
      }
      assert.deepEqual(await outputs('threaded'), await outputs('here'));
      // One page changed: the others are copied from the last build's file, on the thread as here.
      await writeFile(page, `${await readFile(page, 'utf8')}\n\nA sentence for llms-full.txt.\n`);
      for (const [thread, dir] of [['1', 'threaded'], ['0', 'here']]) {
        process.env.PXDOCS_LLMS_THREAD = thread;
        await buildPrinting(site, { outDir: dir, cacheDir: `.cache-${dir}` });
      }
      const [threaded, here] = [await outputs('threaded'), await outputs('here')];
      assert.deepEqual(threaded, here);
      assert.match(threaded[0].toString(), /A sentence for llms-full\.txt/);
      assert.equal(gunzipSync(threaded[1]).toString(), threaded[0].toString(), 'the .gz holds the text');
    } finally {
      if (setting === undefined) delete process.env.PXDOCS_LLMS_THREAD;
      else process.env.PXDOCS_LLMS_THREAD = setting;
    }
  });

  it('should give two outputs made at once distinct folders, so both commit', async () => {
    const dir = await makeTempDir('pxdocs-twins-');
    const outDir = join(dir, 'out');
    // Made in the same millisecond, as a quick test or a dev rebuild may: once they shared a name.
    const [first, second] = [new OutputFolder(outDir), new OutputFolder(outDir)];
    assert.notEqual(first.tmp, second.tmp);
    assert.match(first.tmp, new RegExp(`-${process.pid}$`), 'a partial name still ends with the pid');
    await first.prepare();
    await first.write('page.html', 'one');
    await first.commit();
    await second.prepare();
    await second.write('page.html', 'two');
    await second.commit();
    assert.equal(await readFile(join(outDir, 'page.html'), 'utf8'), 'two');
  });

  it('should never write through a link into the previous build', async () => {
    const dir = await makeTempDir('pxdocs-links-');
    const outDir = join(dir, 'out');
    const first = new OutputFolder(outDir);
    await first.prepare();
    await first.write('page.html', 'one');
    await first.write('other.html', 'same');
    await first.commit();
    // A reader's hold on the first build's files (as a server that opened them would have).
    await link(join(outDir, 'page.html'), join(dir, 'held-page.html'));
    await link(join(outDir, 'other.html'), join(dir, 'held-other.html'));
    const static_ = join(dir, 'static');
    await mkdir(static_);
    await writeFile(join(static_, 'other.html'), 'copied over');

    const second = new OutputFolder(outDir);
    await second.prepare();
    await second.write('page.html', 'one'); // the same bytes: linked
    assert.equal(await inode(join(second.tmp, 'page.html')), await inode(join(dir, 'held-page.html')));
    await second.write('page.html', 'two'); // then replaced: a new file, the old one untouched
    await second.write('other.html', 'same');
    await second.copy(join(static_, 'other.html'), 'other.html');
    await second.commit();
    assert.equal(await readFile(join(outDir, 'page.html'), 'utf8'), 'two');
    assert.equal(await readFile(join(outDir, 'other.html'), 'utf8'), 'copied over');
    assert.equal(await readFile(join(dir, 'held-page.html'), 'utf8'), 'one');
    assert.equal(await readFile(join(dir, 'held-other.html'), 'utf8'), 'same');
    assert.equal(second.bytes, Buffer.byteLength('two') + Buffer.byteLength('copied over'));
  });

  it("should link a file's .br and .gz with it, but look for none under the paths precompress leaves uncompressed", async () => {
    const dir = await makeTempDir('pxdocs-siblings-');
    const outDir = join(dir, 'out');
    const first = new OutputFolder(outDir);
    await first.prepare();
    for (const path of ['data/page.json', 'data/page.json.br', 'data/page.json.gz', 'records/part.json', 'records/part.json.br', 'records-other.json', 'records-other.json.br']) {
      await first.write(path, `bytes of ${path}`);
    }
    await first.commit();
    const second = new OutputFolder(outDir, { uncompressed: ['records'] });
    await second.prepare();
    for (const path of ['data/page.json', 'records/part.json', 'records-other.json']) assert.equal(await second.linkFromPreviousAs(path, path), true);
    await second.commit();
    const names = (await readdir(outDir, { recursive: true })).sort();
    // The siblings a compressed file has come with it; under `records/` none is asked for (a stray one stays behind),
    // and a name that only starts like it is no path under it.
    assert.deepEqual(names.filter((name) => name.includes('.json')), ['data/page.json', 'data/page.json.br', 'data/page.json.gz', 'records-other.json', 'records-other.json.br', 'records/part.json']);
  });

  it('should delete a large replaced build in the background: moved aside at once, gone soon after, the new one intact', async () => {
    const dir = await makeTempDir('pxdocs-trash-');
    const outDir = join(dir, 'out');
    const builds = join(dir, '.out-builds');
    const make = async (text: string) => {
      // Every build counts as large here.
      const output = new OutputFolder(outDir, { backgroundRemovalFiles: 0 });
      await output.prepare();
      for (let n = 0; n < 50; n++) await output.write(`pages/page-${n}.html`, `${text} ${n}`);
      await output.commit();
      return output;
    };
    const first = await make('one');
    const second = await make('two');
    const names = await readdir(builds);
    assert.ok(!names.includes(basename(first.finalDir)), `the first build is no longer a build: ${names.join(', ')}`);
    assert.ok(names.includes(basename(second.finalDir)));
    await waitFor(async () => (await readdir(builds)).length === 1, { what: 'the moved build to be deleted by the detached process' });
    assert.equal(await readFile(join(outDir, 'pages', 'page-49.html'), 'utf8'), 'two 49');
    // A leftover of a process that died before deleting it goes with the next build.
    const stale = join(builds, 'partial-trash-build-x-999999999');
    await mkdir(join(stale, 'pages'), { recursive: true });
    await writeFile(join(stale, 'pages', 'a.html'), 'x');
    await make('three');
    await waitFor(async () => (await readdir(builds)).length === 1, { what: 'the stale and the replaced builds to be deleted' });
    assert.equal(await readFile(join(outDir, 'pages', 'page-0.html'), 'utf8'), 'three 0');
  });

  it('should delete a large build\'s scratch folder in the background: moved aside at commit, gone soon after', async () => {
    const dir = await makeTempDir('pxdocs-scratch-');
    const outDir = join(dir, 'out');
    const builds = join(dir, '.out-builds');
    const make = async (text: string) => {
      // Every build counts as large here.
      const output = new OutputFolder(outDir, { backgroundRemovalFiles: 0 });
      await output.prepare();
      // As a --no-cache build's pages keep their files there.
      await mkdir(join(output.scratch, 'page'), { recursive: true });
      for (let n = 0; n < 50; n++) await writeFile(join(output.scratch, 'page', `entry-${n}.json`), `${text} ${n}`);
      for (let n = 0; n < 5; n++) await output.write(`pages/page-${n}.html`, `${text} ${n}`);
      return output;
    };
    // The detached process cannot start (no such program): what commit left is what it did in this process.
    const first = await make('one');
    const execPath = process.execPath;
    process.execPath = join(dir, 'no-such-node');
    try {
      await first.commit();
    } finally {
      process.execPath = execPath;
    }
    const names = await readdir(builds);
    assert.ok(!names.includes(basename(first.scratch)), `the scratch folder is gone from its place: ${names.join(', ')}`);
    const moved = names.filter((name) => name.startsWith('partial-trash-'));
    assert.equal(moved.length, 1, `the scratch folder was moved aside, not deleted by the build's process: ${names.join(', ')}`);
    assert.equal(await readFile(join(builds, moved[0], 'page', 'entry-49.json'), 'utf8'), 'one 49');
    assert.equal(await readFile(join(outDir, 'pages', 'page-4.html'), 'utf8'), 'one 4');
    // With the program there, the detached process deletes the next one's.
    const second = await make('two');
    await second.commit();
    await waitFor(async () => !(await readdir(builds)).some((name) => name.startsWith('partial-trash-') && name !== moved[0]), { what: 'the second scratch folder to be deleted by the detached process' });
    assert.equal(await readFile(join(outDir, 'pages', 'page-4.html'), 'utf8'), 'two 4');
  });

  it('should report the bytes that are in the output folder, cold on threads and warm', async () => {
    const site = await makeFixture('basic');
    const cold = await buildPrinting(site, { workers: 2 });
    assert.equal(cold.result.bytes, await bytesOnDisk(join(site, 'out')));
    const warm = await buildPrinting(site);
    assert.equal(warm.result.bytes, await bytesOnDisk(join(site, 'out')));
    assert.equal(warm.result.bytes, cold.result.bytes);
  });

  it('should embed a bounded number of chat sections a build, rank by words meanwhile, and write the vectors once all are cached', { timeout: 180_000 }, async () => {
    const site = await makeFixture('basic');
    const out = join(site, 'out');
    const saved = process.env.PXDOCS_CHAT_EMBEDDINGS;
    // The config's number, not the environment (the test runner turns embeddings off there).
    delete process.env.PXDOCS_CHAT_EMBEDDINGS;
    const configFile = join(site, 'config', 'site.config.ts');
    const source = await readFile(configFile, 'utf8');
    const limit = (sections: number) => writeFile(configFile, source.replace("onBrokenLinks: 'throw',", `onBrokenLinks: 'throw',\n  chat: { embeddings: ${sections} },`));
    const warningOf = (result: BuildResult) => result.warnings.find((warning) => warning.kind === 'chat')?.message;
    try {
      // One section a build: the warning counts the rest.
      await limit(1);
      const first = await buildPrinting(site);
      const left = Number(/(\d+) sections have no vector yet/.exec(warningOf(first.result) ?? '')?.[1]);
      assert.ok(left > 4, `${warningOf(first.result)}`);
      assert.match(first.printed, /The chat ranks by words only in this build/);
      assert.match(warningOf(first.result)!, /at most 1 new section \(chat\.embeddings: 1\).*set chat\.embeddings to 'on' or run with PXDOCS_CHAT_EMBEDDINGS=on/);
      // No vectors while some are missing: the count of those missing, for a server of the output to embed.
      assert.deepEqual(await pendingVectors(out), { pending: left, sections: 0, bin: false });
      const total = left + 1;

      // Half the rest a build: the search files are built again each time (never reused while incomplete), and the third build completes them.
      await limit(Math.ceil(left / 2));
      const half = await buildPrinting(site);
      assert.match(warningOf(half.result) ?? '', new RegExp(`^The chat ranks by words only in this build: ${Math.floor(left / 2)} sections? ha(s|ve) no vector yet`));
      assert.deepEqual(await pendingVectors(out), { pending: Math.floor(left / 2), sections: 0, bin: false });
      const whole = await buildPrinting(site);
      assert.equal(warningOf(whole.result), undefined);
      assert.doesNotMatch(whole.printed, /unchanged: the previous build's files/, 'an incomplete index is never reused');
      assert.deepEqual(await pendingVectors(out), { pending: undefined, sections: total, bin: true });
      assert.equal((await stat(join(out, 'chat-embeddings.bin'))).size, total * 384);
      // Complete: the next build is up to date, and one forced through every cache takes the search files as they are.
      assert.equal((await buildPrinting(site)).result.upToDate, true, 'a complete build records its state');
      const again = await buildPrinting(site, { force: true });
      assert.match(again.printed, /build search index.*unchanged: the previous build's files/);
    } finally {
      if (saved === undefined) delete process.env.PXDOCS_CHAT_EMBEDDINGS;
      else process.env.PXDOCS_CHAT_EMBEDDINGS = saved;
    }
  });
});
