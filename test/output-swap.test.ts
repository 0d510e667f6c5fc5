// The switch from one build to the next is one atomic step: out/ is a link to
// a build folder, replaced by a single rename, and `pxdocs serve` keeps
// answering while builds replace what it serves.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { get } from 'node:http';
import { build } from '../compiler/build.js';
import { Reporter } from '../compiler/reporter.js';
import { serve } from '../server/serve.js';
import { closeServer } from '../server/listen.js';
import { BIN, buildSite, listFiles, makeFixture, makeTempDir, page, removeTempDirs, runCli, spawnNode, waitFor, writeFiles } from './helpers.js';
import { toPxErrors } from '../compiler/errors.js';

/**
 * One GET on a fresh connection. fetch reuses kept-alive connections, and when
 * a build stalls this process (client, server and build share its thread) past
 * the server's keep-alive timeout, the server closes a connection the client is
 * about to reuse: "fetch failed", a race of connection reuse, not of the output.
 */
function getOnce(url: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

const quiet = () => new Reporter({ quiet: true, stream: { write: () => true } as unknown as NodeJS.WritableStream });

async function buildQuietly(site: string, options: { force?: boolean } = {}): Promise<void> {
  await build({ cwd: site, reporter: quiet(), ...options });
}

describe('the output folder is switched in one step', () => {
  after(removeTempDirs);

  it('should stop on SIGTERM in the write output stage before its swap: exit 1 saying so, out/ as it was', async () => {
    // The stage that puts the build in place did not check for a stop: the build went in and the command
    // exited 0 after "Stopping when the stage running now ends". Held here in a site plugin's postBuild.
    const dir = await makeTempDir('pxdocs-write-output-stop-');
    const [held, release] = [join(dir, 'held'), join(dir, 'release')];
    await writeFiles(dir, {
      'pxdocs.config.mjs': `import hold from './plugins/hold.js';\nexport default { title: 'Hold', url: 'https://hold.example', baseUrl: '/', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: 'Hold' }, chat: { embeddings: 'off' }, plugins: [hold] };\n`,
      'plugins/hold.js': `const fs = require('node:fs');\nmodule.exports = () => ({ name: 'hold', async postBuild() { fs.writeFileSync(${JSON.stringify(held)}, ''); const until = Date.now() + 60_000; while (!fs.existsSync(${JSON.stringify(release)}) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10)); } });\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'out/404.html': 'not found',
      'out/previous.html': 'the previous build',
    });
    let released = false;
    const run = spawnNode([BIN, 'build', '--cwd', dir, '--workers', '1'], {
      env: { CI: '1' },
      onOutput: (output) => {
        if (!released && /Stopping when/.test(output)) {
          released = true;
          void writeFile(release, '');
        }
      },
    });
    await waitFor(() => run.hasClosed() || existsSync(held), { what: 'postBuild to be held' });
    assert.ok(!run.hasClosed(), run.output());
    run.child.kill('SIGTERM');
    const ended = await run.closed;
    const output = run.output();
    assert.deepEqual(ended, { code: 1, signal: null }, output);
    assert.match(output, /during the stage "write output"[\s\S]*Build stopped \(SIGTERM\); the previous output was left as it was/);
    assert.equal(await readFile(join(dir, 'out', 'previous.html'), 'utf8'), 'the previous build');
    assert.ok(!existsSync(join(dir, 'out', 'index.html')), 'the new build was put in place');
    assert.deepEqual(existsSync(join(dir, '.out-builds')) ? await readdir(join(dir, '.out-builds')) : [], [], 'a partial build was left behind');
  });

  it('should finish on SIGTERM once out/ is swapped: exit 1 saying so, out/ the whole new build', async () => {
    // Held after the swap by the first file the build reads then, the precompress keys in its cache, made a FIFO
    // here: the build waits for the test to write it, once the signal is taken.
    const dir = await makeTempDir('pxdocs-after-swap-stop-');
    const cache = join(dir, 'cache');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default { title: 'Late', url: 'https://late.example', baseUrl: '/', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: 'Late' }, chat: { embeddings: 'off' } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'out/404.html': 'not found',
      'out/previous.html': 'the previous build',
    });
    await mkdir(cache, { recursive: true });
    const keys = join(cache, 'precompress-keys.json');
    execFileSync('mkfifo', [keys]);
    let released = false;
    const run = spawnNode([BIN, 'build', '--cwd', dir, '--workers', '1'], {
      env: { CI: '1', PXDOCS_CACHE_DIR: cache },
      onOutput: (output) => {
        if (!released && /Stopping when/.test(output)) {
          released = true;
          void writeFile(keys, '{}');
        }
      },
    });
    await waitFor(() => run.hasClosed() || existsSync(join(dir, 'out', 'docs', 'intro.html')), { what: 'out/ to be the new build' });
    assert.ok(!run.hasClosed(), run.output());
    run.child.kill('SIGTERM');
    const ended = await run.closed;
    const output = run.output();
    assert.deepEqual(ended, { code: 1, signal: null }, output);
    assert.match(output, /Build stopped \(SIGTERM\) once its output was in place: out\/ is the new build, whole\./);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /Hello\./);
    for (const file of ['index.html', '404.html', 'sitemap.xml']) assert.ok(existsSync(join(dir, 'out', file)), `${file} is not in out/`);
    assert.ok(!existsSync(join(dir, 'out', 'previous.html')), 'out/ still has the previous build');
    assert.equal((await lstat(keys)).isFIFO(), false, 'the build went on past the held read and wrote its keys');
  });

  it('should make out/ a link to the newest build and delete the build it replaced', async () => {
    const site = await makeFixture('basic');
    await buildQuietly(site);
    const first = await readlink(join(site, 'out'));
    // Nothing changed: without --force the build would stop at "up to date" (test/up-to-date.test.ts).
    await buildQuietly(site, { force: true });
    const second = await readlink(join(site, 'out'));
    assert.ok((await lstat(join(site, 'out'))).isSymbolicLink(), 'out is not a link');
    assert.notEqual(first, second, 'the second build did not get a folder of its own');
    assert.match(second, /^\.out-builds\/build-/);
    assert.deepEqual(await readdir(join(site, '.out-builds')), [second.split('/').pop()], 'the replaced build was not deleted');
    assert.ok(existsSync(join(site, 'out', 'index.html')));
  });

  it('should leave the link where it was when a build fails, with no partial build behind', async () => {
    const site = await makeFixture('basic');
    await buildQuietly(site);
    const before = await readlink(join(site, 'out'));
    await writeFile(join(site, 'content', 'guide', '09-broken.md'), page({ title: 'Broken' }, 'See [nowhere](/guide/nowhere).\n'));
    await assert.rejects(buildQuietly(site));
    assert.equal(await readlink(join(site, 'out')), before);
    assert.deepEqual(await readdir(join(site, '.out-builds')), [before.split('/').pop()]);
  });

  it('should replace an out/ folder made before builds were linked, keeping nothing of it', async () => {
    const site = await makeFixture('basic');
    await mkdir(join(site, 'out'));
    // A built site: its home page, and a page the new build no longer has.
    await writeFile(join(site, 'out', 'index.html'), '<p>old home</p>');
    await writeFile(join(site, 'out', 'stale.html'), '<p>old</p>');
    await buildQuietly(site);
    assert.ok((await lstat(join(site, 'out'))).isSymbolicLink());
    assert.ok(!existsSync(join(site, 'out', 'stale.html')), 'a file of the old folder survived');
    assert.equal((await readdir(join(site, '.out-builds'))).length, 1);
  });

  it('should refuse an --out folder of other files (no built site in it), and leave it as it was', async () => {
    const site = await makeFixture('basic');
    await mkdir(join(site, 'notes'));
    await writeFile(join(site, 'notes', 'todo.txt'), 'keep me');
    await assert.rejects(build({ cwd: site, outDir: 'notes', reporter: quiet(), workers: 1, cache: false }), (error) => toPxErrors(error)[0].code === 'OutputIsNotABuiltSite' && /--out notes is a folder of 1 file \(todo\.txt…\)/.test(toPxErrors(error)[0].message));
    assert.equal(await readFile(join(site, 'notes', 'todo.txt'), 'utf8'), 'keep me');
    assert.ok(!existsSync(join(site, '.notes-builds')), 'nothing was written beside it');
  });

  it("should refuse an out/ that is the site's own link to another folder, and leave the link and that folder as they were", async () => {
    // The link (out → a folder served elsewhere) was replaced by one to the new build without a word:
    // the folder it named silently stopped getting builds.
    const site = await makeFixture('basic');
    await mkdir(join(site, 'published'));
    await writeFile(join(site, 'published', 'index.html'), '<p>published</p>');
    await symlink('published', join(site, 'out'));
    await assert.rejects(buildQuietly(site), (error) => toPxErrors(error)[0].code === 'OutputIsALink' && toPxErrors(error)[0].message.startsWith(`--out out is a symbolic link to ${join(site, 'published')}, not to one of pxdocs's builds`));
    assert.equal(await readlink(join(site, 'out')), 'published');
    assert.deepEqual(await readdir(join(site, 'published')), ['index.html']);
    // Its own link, from a build, is replaced as ever.
    await rm(join(site, 'out'));
    await buildQuietly(site);
    await buildQuietly(site, { force: true });
    assert.match(await readlink(join(site, 'out')), /^\.out-builds\/build-/);
  });

  for (const [out, what] of [['.', 'the site folder itself'], ['..', 'a folder holding the site'], ['content', 'the content folder'], ['content/guide/built', 'inside the content folder'], ['config', 'the config folder'], ['node_modules', 'the installed packages']] as const) {
    it(`should refuse --out ${out} (${what}) before writing anything, the sources left as they were`, async () => {
      const site = await makeFixture('basic');
      const before = await listFiles(site);
      await assert.rejects(build({ cwd: site, outDir: out, reporter: quiet(), workers: 1, cache: false }), (error) => toPxErrors(error)[0].code === 'OutputOverlapsSources' && toPxErrors(error)[0].message.startsWith(`--out ${out} is ${what}:`));
      assert.deepEqual(await listFiles(site), before);
    });
  }

  // Node's recursive mkdir loops for ever where mkdir answers ENOENT under an existing parent (/proc):
  // the build hung at full CPU. The time limit only turns a hang into a failure.
  it('should fail with exit 1, naming the folder, when --out or the cache folder cannot be made (a kernel file system)', async () => {
    const site = await makeFixture('basic');
    const out = await runCli(['build', '--cwd', site, '--out', '/proc/pxdocs-out'], { timeoutMs: 60_000 });
    assert.equal(out.code, 1, out.stderr);
    assert.match(out.stderr, /Output folder cannot be made\n {2}The build's folder \/proc\/\.pxdocs-out-builds could not be made: ENOENT/);
    assert.doesNotMatch(out.stderr, /Unexpected error/);
    const cache = await runCli(['build', '--cwd', site], { timeoutMs: 60_000, env: { PXDOCS_CACHE_DIR: '/proc/pxdocs-cache' } });
    assert.equal(cache.code, 1, cache.stderr);
    assert.match(cache.stderr, /Cache folder cannot be made\n {2}The build cache's folder \/proc\/pxdocs-cache could not be made: ENOENT/);
  });

  it('should report an --out under a file as a folder that cannot be made, not as a bug of its own clean-up', async () => {
    const site = await makeFixture('basic');
    await writeFile(join(site, 'a-file'), 'keep me');
    await assert.rejects(build({ cwd: site, outDir: 'a-file/out', reporter: quiet(), workers: 1, cache: false }), (error) => {
      const [first] = toPxErrors(error);
      return first.code === 'OutputFolderNotWritable' && first.message.includes(`${join(site, 'a-file', '.out-builds')} could not be made: ENOTDIR`);
    });
    assert.equal(await readFile(join(site, 'a-file'), 'utf8'), 'keep me');
  });

  it('should delete the partial build of a process that died, and keep one of a live process', async () => {
    const site = await makeFixture('basic');
    await mkdir(join(site, '.out-builds', 'partial-abc-999999999'), { recursive: true });
    await mkdir(join(site, '.out-builds', `partial-abc-${process.ppid}`), { recursive: true });
    await buildQuietly(site);
    const names = await readdir(join(site, '.out-builds'));
    assert.ok(!names.includes('partial-abc-999999999'), 'a dead build was kept');
    assert.ok(names.includes(`partial-abc-${process.ppid}`), 'a build in progress elsewhere was deleted');
  });

  it('should move aside at once a build no link names (out/ removed by hand), and delete it from a process of its own', async () => {
    const site = await makeFixture('basic');
    const orphan = await oldBuild(site, 'build-orphan-1');
    await buildQuietly(site);
    assert.ok(!existsSync(orphan), 'the orphaned build is still under its name');
    // Moved aside under a trash name, then deleted by the detached process.
    const left = async () => (await readdir(join(site, '.out-builds'))).filter((name) => name.includes('orphan'));
    await until(async () => !(await left()).length);
    assert.deepEqual(await left(), [], 'the orphaned build was never deleted');
    assert.equal((await readdir(join(site, '.out-builds'))).filter((name) => name.startsWith('build-')).length, 1);
  });

  it('should leave a replaced build that a dead process was deleting to a process of its own, which deletes it', async () => {
    const site = await makeFixture('basic');
    const trash = await oldBuild(site, 'partial-trash-build-old-999999999');
    await buildQuietly(site);
    await until(async () => !existsSync(trash));
    assert.ok(!existsSync(trash), 'the old build was never deleted');
    assert.equal((await readdir(join(site, '.out-builds'))).filter((name) => name.startsWith('build-')).length, 1);
  });

  it('should answer every request with the whole page while builds replace the output', async () => {
    const site = await makeFixture('basic');
    await buildQuietly(site);
    const server = await serve({ root: join(site, 'out'), port: 0, host: '127.0.0.1', announce: false });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const routes = ['/', '/guide/intro', '/404-nothing-here'];
    const failures: string[] = [];
    let requests = 0;
    let building = true;
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const client = (async () => {
      while (building) {
        for (const route of routes) {
          // A request that gets no answer is a failure to report, never a wait with no end.
          try {
            const { status, body } = await getOnce(base + route, 30_000);
            const expected = route.startsWith('/404') ? 404 : 200;
            if (status !== expected || !body.includes('</html>')) failures.push(`${route} → ${status} (${body.length} bytes)`);
          } catch (error) {
            failures.push(`${route} → ${(error as Error).message} ${(error as NodeJS.ErrnoException).code ?? ''}`.trim());
          }
          requests++;
        }
      }
    })();
    // A second thread looks at out/ as fast as it can: the output must never be missing.
    const watcher = new Worker(`
      const { parentPort, workerData } = require('node:worker_threads');
      const { existsSync } = require('node:fs');
      const flag = new Int32Array(workerData.flag);
      let looks = 0, missing = 0;
      while (Atomics.load(flag, 0) === 0) { looks++; if (!existsSync(workerData.file)) missing++; }
      parentPort.postMessage({ looks, missing });
    `, { eval: true, workerData: { file: join(site, 'out', 'index.html'), flag: stop.buffer } });
    const watched = new Promise<{ looks: number; missing: number }>((resolve) => watcher.once('message', resolve));
    try {
      // Builds beside the running server, as a writer rebuilding while it serves would
      // (in this process: the server answers between the build's steps).
      for (let round = 0; round < 3; round++) {
        const result = await buildSite(site);
        assert.equal(result.code, 0, `build ${round + 1} failed:\n${result.stdout}\n${result.stderr}`);
      }
    } finally {
      building = false;
      Atomics.store(stop, 0, 1);
      await client;
      await closeServer(server);
    }
    const { looks, missing } = await watched;
    await watcher.terminate();
    assert.deepEqual(failures, []);
    assert.equal(missing, 0, `out/index.html was missing ${missing} times out of ${looks} looks`);
    assert.ok(requests >= routes.length, 'the client made no requests during the builds');
    assert.match(await readFile(join(site, 'out', 'index.html'), 'utf8'), /<\/html>/);
  });
});

/** A build folder named `name` beside the site's output, holding one page. */
async function oldBuild(site: string, name: string): Promise<string> {
  const folder = join(site, '.out-builds', name);
  await mkdir(join(folder, 'guide'), { recursive: true });
  await writeFile(join(folder, 'guide', 'page.html'), '<p>old</p>');
  return folder;
}

/** Waits until `done` says so, for 30 s at most (a detached process's deletion). */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
