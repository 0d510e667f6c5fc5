// Pages are built in batches, in the build's own thread or in worker threads:
// the output must not depend on which, a dying worker must name its page, and
// Ctrl+C must stop the workers without touching out/.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import { build } from '../compiler/build.js';
import { Reporter } from '../compiler/reporter.js';
import { EarlyThreads, helperCount, pageThreadLimits, pageThreadOldMb, workerCount } from '../compiler/pages/pool.js';
import { generateSite } from '../bench/generate-site.js';
import { BIN, holdPlugin, makeFixture, makeTempDir, removeTempDirs, runNode, seededRandom, snapshotFolder, spawnNode, stripAnsi } from './helpers.js';

const quiet = () => new Reporter({ quiet: true });

/**
 * Code that holds over 100 MB at once, in 300 arrays of 10,000 objects: past a page thread's old
 * generation limit in the tests below, not past the main thread's. (One array of 3,000,000 can make
 * V8 abort the process instead of ending the thread, whatever the limits: Node's resourceLimits are
 * best-effort, nodejs/node#47224.)
 */
const HEAVY_PAGE_CODE = "const parts = []; for (let j = 0; j < 300; j++) { const part = []; for (let i = 0; i < 10000; i++) part.push({ i, s: 'x' + i }); parts.push(part); }";

/**
 * A generated site of 40 pages and its output built in this thread (no cache), the bytes two tests compare
 * their threaded builds with: made once, by the first to ask. Each builds into folders of its own beside `one`.
 */
let forty: Promise<{ site: string; one: Map<string, Buffer> }> | undefined;
function fortyPages(): Promise<{ site: string; one: Map<string, Buffer> }> {
  forty ??= (async () => {
    const site = await makeTempDir('pxdocs-forty-');
    generateSite(site, 40);
    await build({ cwd: site, outDir: 'one', workers: 1, cache: false, reporter: quiet() });
    return { site, one: await snapshotFolder(join(site, 'one')) };
  })();
  return forty;
}

describe('building pages on worker threads', () => {
  after(removeTempDirs);

  it('should render the pages no doc makes (home, search, generated index) while the page threads build', async () => {
    const site = await makeFixture('basic');
    // A page that holds its thread two seconds: the page stage ends after it. Blocked, not spinning (two seconds of CPU).
    await writeFile(join(site, 'content', 'guide', 'held.mdx'), '# Held\n\nexport const held = (() => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000); return 1; })();\n\nHeld {held}.\n');
    const cacheDir = await makeTempDir('pxdocs-other-cache-');
    await build({ cwd: site, outDir: 'out', workers: 2, cacheDir, reporter: quiet() });
    // The held page's HTML in out/ is its cache file (a hard link): its mtime is when its thread wrote it.
    const held = (await stat(join(site, 'out', 'guide', 'held.html'))).mtimeMs;
    // The other pages' entries hold their HTML (other-pages.ts); a doc page's entry holds its result.
    const others: number[] = [];
    for (const [dir, name] of (await readdir(join(cacheDir, 'page'), { recursive: true })).map((path) => [join(cacheDir, 'page'), path] as const)) {
      if (!name.endsWith('.json') || name.endsWith('.records.json')) continue;
      const entry = JSON.parse(await readFile(join(dir, name), 'utf8')) as { html?: unknown };
      if (typeof entry.html === 'string') others.push(statSync(join(dir, name)).mtimeMs);
    }
    assert.ok(others.length >= 3, `home, search and a generated index page are in the cache (${others.length} found)`);
    // Rendered after the page stage, they were written after the held page, with one core idle meanwhile.
    assert.ok(Math.max(...others) < held, `the other pages were written ${(Math.max(...others) - held).toFixed(0)} ms after the held page`);
  });

  it('should write byte-identical output with 1 and 3 threads', async () => {
    const site = await makeFixture('basic');
    // Without the cache: the second build would take every page from it, in this thread.
    await build({ cwd: site, outDir: 'one', workers: 1, cache: false, reporter: quiet() });
    const threaded = await build({ cwd: site, outDir: 'three', workers: 3, cache: false, reporter: quiet() });
    assert.ok(threaded.pages > 3, 'the fixture is too small to spread over threads');
    const one = await snapshotFolder(join(site, 'one'));
    const three = await snapshotFolder(join(site, 'three'));
    assert.deepEqual([...three.keys()], [...one.keys()]);
    for (const [file, bytes] of one) assert.ok(three.get(file)!.equals(bytes), `${file} differs between 1 and 3 threads`);
  });

  it('should take unchanged pages from the cache in this thread and build the rest on threads, the same bytes', async () => {
    const site = await makeFixture('basic');
    await build({ cwd: site, outDir: 'cold', workers: 1, reporter: quiet() });
    for (const name of ['02-setup.md', '01-intro.md']) {
      const page = join(site, 'content', 'guide', name);
      await writeFile(page, `${await readFile(page, 'utf8')}\n\nA sentence for the second build.\n`);
    }
    let text = '';
    const stream = new Writable({ write(chunk, _encoding, done) { text += String(chunk); done(); } });
    await build({ cwd: site, outDir: 'warm', workers: 3, reporter: new Reporter({ stream }) });
    await build({ cwd: site, outDir: 'fresh', workers: 1, cache: false, reporter: quiet() });
    // Two pages changed: only they are built (a page importing components comes from the cache too), on threads of their own.
    const note = /build pages\s+\S+ \S+\s+(\d+) pages(?: on (\d+) threads)?.*from cache: (\d+) whole/.exec(stripAnsi(text));
    assert.ok(note, text);
    const [total, threads, whole] = [Number(note[1]), Number(note[2] ?? 1), Number(note[3])];
    assert.equal(whole, total - 2, text);
    assert.equal(threads, 2, text);
    assert.ok(threads <= total - whole, `${threads} threads for ${total - whole} pages to build`);
    const warm = await snapshotFolder(join(site, 'warm'));
    const fresh = await snapshotFolder(join(site, 'fresh'));
    assert.deepEqual([...warm.keys()], [...fresh.keys()]);
    for (const [file, bytes] of fresh) assert.ok(warm.get(file)!.equals(bytes), `${file} differs`);
  });

  it('should start threads only when a site is large enough to gain from them', () => {
    assert.equal(workerCount(43), 1);
    assert.equal(workerCount(43, 2), 2);
    assert.equal(workerCount(3, 8), 3);
    assert.ok(workerCount(10_000) >= 1);
    // Small sites: this thread builds, and helpers (one per other core) join it once loaded.
    assert.equal(helperCount(43, undefined, 0), availableParallelism() - 1);
    assert.equal(helperCount(43, undefined, availableParallelism()), 0, 'no core is free on a busy machine');
    assert.equal(helperCount(5, undefined, 0), 0, 'too few pages to pay for loading a helper');
    assert.equal(helperCount(43, 1, 0), 0, 'an explicit --workers is obeyed as it is');
    if (workerCount(10_000) > 1) assert.equal(helperCount(10_000, undefined, 0), 0, 'large sites use dedicated workers');
  });

  it('should start threads before the pages stage, hand them to the pool, and drop one that fails to load', async () => {
    const { site, one } = await fortyPages();
    assert.equal(EarlyThreads.start(site, 40, 1), undefined, 'one thread: this one');
    const early = EarlyThreads.start(site, 40, 2);
    assert.ok(early, 'two threads asked for');
    assert.equal(early.waiting, 2);
    const taken = [early.take(), early.take()];
    assert.ok(taken.every(Boolean));
    assert.equal(early.take(), undefined);
    early.close();
    await Promise.all(taken.map((worker) => worker!.terminate()));
    // No such site: the thread fails while loading its config, and is let go without an uncaught error.
    const failing = EarlyThreads.start(join(site, 'no-such-site'), 40, 2)!;
    const deadline = Date.now() + 60_000;
    while (failing.waiting > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(failing.waiting, 0, 'failed threads are dropped');
    failing.close();
    // A build that starts them (no cache) takes them and builds the same bytes as one thread.
    await build({ cwd: site, outDir: 'two', workers: 2, cache: false, reporter: quiet() });
    const two = await snapshotFolder(join(site, 'two'));
    assert.deepEqual([...two.keys()], [...one.keys()]);
    for (const [file, bytes] of one) assert.ok(two.get(file)!.equals(bytes), `${file} differs between one thread and two`);
  });

  it('should build a small site in this thread and a helper thread together, the same bytes as in one thread', async () => {
    const { site, one } = await fortyPages();
    // What `pxdocs build --out both --no-cache` does, in this process (a CLI process loaded the compiler again
    // for it): its helper is the bundled worker when the tests run compiled from dist/, as the CLI's is.
    // PXDOCS_HELPERS_FIRST: this thread waits for the helper to load, so both surely build pages.
    let output = '';
    const stream = new Writable({ write(chunk, _encoding, done) { output += String(chunk); done(); } });
    process.env.PXDOCS_HELPERS_FIRST = '1';
    try {
      await build({ cwd: site, outDir: 'both', cache: false, reporter: new Reporter({ stream }) });
    } finally {
      delete process.env.PXDOCS_HELPERS_FIRST;
    }
    output = stripAnsi(output);
    const note = /build pages\s+\S+ \S+\s+(\d+) pages(?: on (\d+) threads)?/.exec(output);
    assert.ok(note, output);
    assert.equal(Number(note[1]), 40);
    const threads = Number(note[2] ?? 1);
    if (availableParallelism() > 1) assert.ok(threads >= 2, `the helper built no page:\n${output}`);
    else assert.equal(threads, 1, output);
    const both = await snapshotFolder(join(site, 'both'));
    assert.deepEqual([...both.keys()], [...one.keys()]);
    for (const [file, bytes] of one) assert.ok(both.get(file)!.equals(bytes), `${file} differs between one thread and two`);
  });

  it('should limit page threads\' old generation where memory is short, or as PXDOCS_PAGE_THREAD_OLD_MB says', () => {
    const GiB = 1024 ** 3;
    assert.equal(pageThreadOldMb(2 * GiB, undefined), 512);
    assert.equal(pageThreadOldMb(24 * GiB, undefined), undefined);
    assert.equal(pageThreadOldMb(24 * GiB, '300'), 300);
    assert.equal(pageThreadOldMb(2 * GiB, '0'), undefined);
    assert.equal(pageThreadOldMb(2 * GiB, 'lots'), 512);
    assert.equal(pageThreadOldMb(24 * GiB, ''), undefined);
  });

  it('should end a page thread that reaches its old generation limit, never the whole process', async () => {
    assert.deepEqual(pageThreadLimits(undefined), { maxYoungGenerationSizeMb: 128 });
    assert.deepEqual(pageThreadLimits(64), { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 64 });
    // With a 128 MB young generation, a thread filling arrays past these limits made V8 abort the
    // whole process ("FATAL ERROR: Reached heap limit") in 15 runs of 15; with 48 MB, in none of 45.
    // A child process runs the threads, so such a crash fails this test, not the test file.
    const limits = [40, 48, 64, 72, 80, 96].map((old) => pageThreadLimits(old));
    const script = `import { Worker } from 'node:worker_threads';
      const page = ${JSON.stringify(HEAVY_PAGE_CODE)};
      for (const resourceLimits of ${JSON.stringify(limits)}) {
        const old = resourceLimits.maxOldGenerationSizeMb;
        const end = await new Promise((resolve) => {
          const thread = new Worker(page, { eval: true, resourceLimits });
          thread.on('error', (error) => resolve(error.code));
          thread.on('exit', (code) => resolve('exit ' + code));
        });
        console.log(old + ' ' + end);
      }`;
    const run = await runNode(['--input-type=module', '-e', script]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(run.stdout.trim().split('\n'), limits.map(({ maxOldGenerationSizeMb }) => `${maxOldGenerationSizeMb} ERR_WORKER_OUT_OF_MEMORY`));
  });

  it('should build a page a worker thread runs out of memory on in this thread, the same bytes as one thread makes', async () => {
    const site = await makeFixture('basic');
    // HEAVY_PAGE_CODE runs while the page renders: past a page thread's old generation (64 MB here),
    // not past the main thread's. Without the fallback the build fails ("Page build crashed").
    await writeFile(join(site, 'content', 'guide', '09-heavy.mdx'), `---\ntitle: Heavy\n---\n\nexport const weight = (() => { ${HEAVY_PAGE_CODE} return parts.length * parts[0].length; })();\n\nThis page held {weight} objects at once.\n`);
    process.env.PXDOCS_PAGE_THREAD_OLD_MB = '64';
    try {
      await build({ cwd: site, outDir: 'threads', workers: 2, cache: false, reporter: quiet() });
    } finally {
      delete process.env.PXDOCS_PAGE_THREAD_OLD_MB;
    }
    await build({ cwd: site, outDir: 'one', workers: 1, cache: false, reporter: quiet() });
    const threads = await snapshotFolder(join(site, 'threads'));
    const one = await snapshotFolder(join(site, 'one'));
    assert.match(threads.get('guide/heavy.html')!.toString('utf8'), /This page held 3000000 objects at once/);
    assert.deepEqual([...threads.keys()], [...one.keys()]);
    for (const [file, bytes] of one) assert.ok(threads.get(file)!.equals(bytes), `${file} differs between one thread and a fallen-back build`);
  });

  it('should fail naming the page when a worker thread dies, leaving out/ as it was', async () => {
    const site = await makeFixture('basic');
    await build({ cwd: site, reporter: quiet() });
    const before = await snapshotFolder(join(site, 'out'));
    // An exception thrown later by a timer the page's code set ends that thread only (process.exit is
    // refused while page code runs: test/security/process-guards.test.ts): the build must notice and say where.
    await writeFile(join(site, 'content', 'guide', '09-exit.mdx'), '---\ntitle: Exit\n---\n\nexport const gone = setTimeout(() => { throw new Error("thread gone"); }, 0);\n\nText.\n');
    await assert.rejects(build({ cwd: site, workers: 2, cache: false, reporter: quiet() }), (error: Error & { errors?: { title: string; message: string; where?: { file: string } }[] }) => {
      const first = error.errors?.[0] ?? (error as never);
      assert.equal(first.title, 'Page build crashed', `the build failed otherwise: ${error.stack ?? error}\n${JSON.stringify(error.errors ?? [], null, 1)}`);
      assert.match(first.message, /failed \(thread gone\), from the code of content\/guide\/09-exit\.mdx/);
      assert.equal(first.where?.file, 'content/guide/09-exit.mdx');
      return true;
    });
    const after = await snapshotFolder(join(site, 'out'));
    assert.deepEqual([...after.keys()], [...before.keys()]);
    assert.equal((await readdir(join(site, '.out-builds'))).length, 1, 'a partial build was left behind');
  });

  /**
   * A generated site of `pages` pages whose pages hold their thread in the pages stage (`holdPlugin`), so
   * the pages stage cannot end before the Ctrl+C a test sends once it sees `held`; `release` lets them go.
   */
  async function heldSite(pages: number): Promise<{ site: string; held: string }> {
    const site = await makeTempDir('pxdocs-interrupt-');
    generateSite(site, pages);
    const held = join(site, 'held');
    const configFile = join(site, 'config', 'site.config.ts');
    const release = join(site, 'release');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("footer: {", `markdown: { remarkPlugins: [${holdPlugin(held, release)}] },\n  footer: {`));
    return { site, held };
  }

  /**
   * Four pages of 20,000 words drawn from 200,000 (about 400 postings shards): a search index stage
   * longer than 600 generated pages make (1.4 s against 1 s, measured), for a third of their build's CPU.
   */
  async function writeWordPages(site: string): Promise<void> {
    const random = seededRandom(20261207);
    for (let index = 0; index < 4; index++) {
      const parts = Array.from({ length: 40 }, (_, part) => `## Part ${part}\n\n${Array.from({ length: 500 }, () => `w${Math.floor(random() * 200_000).toString(36)}`).join(' ')}\n`);
      await writeFile(join(site, 'content', 'guide', `words-${index}.md`), `---\ntitle: Words ${index}\n---\n\n${parts.join('\n')}`);
    }
  }

  /** Resolves once `file` exists (checked every 10 ms). */
  async function appears(file: string): Promise<void> {
    while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /**
   * A program of its own calling the build's library (`build()`) with `workers` threads: it prints how the
   * build ended and the signal listeners before and after it, and with `listen` it listens to SIGINT and
   * SIGTERM itself. Run from a file (a program run as `node --input-type=module --eval` is thread-options.test.ts's).
   */
  const API_HOST = `import { build, Reporter } from ${JSON.stringify(pathToFileURL(join(dirname(BIN), '..', 'dist', 'bundle', 'build-api.js')).href)};
const [site, workers, listen] = process.argv.slice(2);
const listeners = () => ['SIGINT', 'SIGTERM'].map((signal) => process.listenerCount(signal)).join(',');
if (listen) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => console.log('the program got ' + signal));
const before = listeners();
try {
  await build({ cwd: site, workers: Number(workers), reporter: new Reporter({ stream: process.stdout }) });
  console.log('resolved');
} catch (error) {
  console.log('rejected: ' + error.message);
}
console.log('listeners before: ' + before + ', after: ' + listeners());
`;

  /** The arguments that run API_HOST on `site`. */
  async function apiHostArgs(site: string, workers: number, listen: boolean): Promise<string[]> {
    const file = join(await makeTempDir('pxdocs-api-host-'), 'host.mjs');
    await writeFile(file, API_HOST);
    return [file, site, String(workers), ...(listen ? ['listen'] : [])];
  }

  /**
   * Which program the build runs in: the CLI, or a program calling `build()` that does not listen to the
   * signals (`api`) or does (`api listening`).
   */
  type Host = 'cli' | 'api' | 'api listening';

  /**
   * A build sent Ctrl+C (or `signal`) `delayMs` after its output first matches `when`, or once a page is
   * held (`heldSite`); of `pages` generated pages, held ones unless the stage it is sent in needs the pages built.
   * `again`: the signal is sent a second time once the build says it is stopping, and a program that listens
   * has the held pages released once it has got both (the build would wait for them a minute).
   */
  async function interruptedBuild(when: RegExp | 'held', delayMs: number, { env = {}, pages = 12, held = true, words = false, signal = 'SIGINT', host = 'cli', workers = 2, again = false }: { env?: Record<string, string>; pages?: number; held?: boolean; words?: boolean; signal?: NodeJS.Signals; host?: Host; workers?: number; again?: boolean } = {}) {
    const site = held ? (await heldSite(pages)).site : await makeTempDir('pxdocs-interrupt-');
    if (!held) generateSite(site, pages);
    if (words) await writeWordPages(site);
    await mkdir(join(site, 'out'));
    // A built site (its 404 page), which a build may replace.
    await writeFile(join(site, 'out', '404.html'), 'not found');
    await writeFile(join(site, 'out', 'previous.html'), 'the previous build');
    const args = host === 'cli' ? [BIN, 'build', '--cwd', site, '--workers', String(workers)] : await apiHostArgs(site, workers, host === 'api listening');
    let sent = false;
    const send = () => {
      sent = true;
      setTimeout(() => run.child.kill(signal), delayMs);
    };
    let sentAgain = false;
    let released = false;
    const onOutput = (output: string) => {
      if (!sent && when !== 'held' && when.test(output)) send();
      if (again && sent && !sentAgain && /Stopping when/.test(output)) {
        sentAgain = true;
        run.child.kill(signal);
      }
      if (again && !released && output.split(`the program got ${signal}`).length === 3) {
        released = true;
        void writeFile(join(site, 'release'), '');
      }
    };
    // Within the guard's time: a page thread or the embeddings' worker left running keeps the process alive.
    const run = spawnNode(args, { env: { CI: '1', ...env }, onOutput });
    let heldIn = '';
    if (when === 'held') {
      await Promise.race([appears(join(site, 'held')), run.closed]);
      if (!run.hasClosed()) {
        heldIn = await readFile(join(site, 'held'), 'utf8');
        send();
      }
    }
    const ended = await run.closed;
    const output = run.output();
    assert.ok(sent, `never saw ${when}:\n${output}`);
    assert.equal(sentAgain, again, output);
    // How the messages name the signal.
    const named = signal === 'SIGINT' ? 'Ctrl\\+C' : signal;
    if (host === 'cli') {
      // Whichever stage it came in: the message, and exit 1 as for any build that did not finish (README, exit codes).
      assert.deepEqual(ended, { code: 1, signal: null }, output);
      assert.match(output, /Build interrupted/);
      assert.match(output, new RegExp(`Build stopped \\(${named}\\); the previous output was left as it was`));
    } else if (host === 'api') {
      // A program that does not listen to the signal is ended by it, once the build has cleaned up.
      assert.deepEqual(ended, { code: null, signal }, output);
      assert.doesNotMatch(output, /resolved|rejected/);
    } else {
      // A program that listens decides, a second signal included: the build rejects, leaves the program's
      // listeners as they were, and nothing keeps the process alive.
      assert.deepEqual(ended, { code: 0, signal: null }, output);
      assert.match(output, new RegExp(`${`the program got ${signal}[\\s\\S]*`.repeat(again ? 2 : 1)}rejected: The build was stopped \\(${named}\\)`));
      assert.match(output, /listeners before: 1,1, after: 1,1/);
    }
    // out/ as it was, nothing left behind.
    assert.equal(await readFile(join(site, 'out', 'previous.html'), 'utf8'), 'the previous build');
    assert.ok(!existsSync(join(site, 'out', 'index.html')));
    assert.deepEqual(existsSync(join(site, '.out-builds')) ? await readdir(join(site, '.out-builds')) : [], [], 'a partial build was left behind');
    return { output, site, heldIn };
  }

  it('should stop the workers on Ctrl+C and leave out/ as it was', async () => {
    // Sent while a page holds a worker thread (the pages stage cannot end before).
    const { output, heldIn } = await interruptedBuild('held', 0);
    assert.equal(heldIn, 'worker', 'a worker thread was building a page');
    assert.doesNotMatch(output, /✓ build pages/, 'stopped during the pages stage');
  });

  it('should stop on Ctrl+C during the search index at once, not when the stage ends', async () => {
    // Seconds at 10,000 pages: the stage checks between pages and between shards.
    const { output } = await interruptedBuild(/✓ write Markdown for agents/, 0, { held: false, words: true });
    assert.match(output, /during the stage "build search index"/);
    assert.doesNotMatch(output, /✓ build search index/, 'the stage did not run to its end');
  });

  it('should stop on Ctrl+C while the chat embeds sections, keeping the vectors made for the next build', async () => {
    // A first build of a large site embeds for minutes: Ctrl+C waited for all of it. Sent on the first
    // progress line, which a log gets every 5 s by default (40 pages' 160 sections were done in 3.6 s on a
    // quiet 2-core machine, unseen): every 100 ms here, so 40 pages suffice where 120 took 11 s to embed.
    const { output, site } = await interruptedBuild(/chat sections embedded [1-9]\d*\//, 0, { env: { PXDOCS_CHAT_EMBEDDINGS: 'on', PXDOCS_PROGRESS_MS: '100' }, pages: 40, held: false });
    assert.match(output, /during the stage "build search index"/);
    assert.doesNotMatch(output, /✓ build search index/, 'the embeddings did not run to their end');
    assert.ok(existsSync(join(site, '.pxdocs', 'embeddings-cache.json')), 'the vectors made so far are cached');
  });

  it('should stop at once on a second Ctrl+C, saying so and nothing else, with out/ as it was', async () => {
    // One thread, held by a page while its event loop runs: the first Ctrl+C waits for the page (for the
    // batch), so the second surely comes before the build ends. (With workers, the first one ends them at once.)
    const { site, held } = await heldSite(12);
    await mkdir(join(site, 'out'));
    await writeFile(join(site, 'out', '404.html'), 'not found');
    let sent = false;
    let again = false;
    const run = spawnNode([BIN, 'build', '--cwd', site, '--workers', '1'], {
      env: { CI: '1' },
      // The second once the first is taken (its message printed).
      onOutput: (output) => {
        if (sent && !again && /Stopping when/.test(output)) {
          again = true;
          run.child.kill('SIGINT');
        }
      },
    });
    await Promise.race([appears(held), run.closed]);
    if (existsSync(held)) {
      sent = true;
      run.child.kill('SIGINT');
    }
    const { code } = await run.closed;
    const output = run.output();
    assert.ok(sent, output);
    assert.equal(code, 1, output);
    assert.match(output, /Stopped at once \(a second Ctrl\+C\)/);
    // Not the guard against a build whose event loop emptied (cli/finite-run.ts): this exit was asked for.
    assert.doesNotMatch(output, /Build never finished|process\.exit/, output);
    assert.equal(await readFile(join(site, 'out', '404.html'), 'utf8'), 'not found');
  });

  it('should stop on SIGTERM as on Ctrl+C, naming it, with exit 1', async () => {
    const { output } = await interruptedBuild('held', 0, { signal: 'SIGTERM' });
    assert.match(output, /Stopping when the stage running now ends \(SIGTERM again to stop at once\)/);
    assert.match(output, /stopped \(SIGTERM\) while it was building pages/);
  });

  it('should let SIGTERM end a program calling build() that does not listen to it, once the build has stopped its threads', async () => {
    // The build's listeners swallowed it: the program went on and exited 0, as if it had built.
    const { output, heldIn } = await interruptedBuild('held', 0, { signal: 'SIGTERM', host: 'api' });
    assert.equal(heldIn, 'worker', 'a worker thread was building a page');
    assert.match(output, /Stopping when the stage running now ends \(SIGTERM again/, 'the build took the signal, then gave it back');
  });

  it('should leave SIGTERM to a program calling build() that listens to it: a second one does not end it either', async () => {
    // The build's listener ended the program on the second (exit 1) though the program listened.
    const { heldIn } = await interruptedBuild('held', 0, { signal: 'SIGTERM', host: 'api listening', workers: 1, again: true });
    assert.equal(heldIn, 'main', 'the main thread was building a page, so the build waits for it');
  });

  it('should leave the signal listeners of a program calling build() as they were once it returns, stopped by SIGTERM', async () => {
    const { output } = await interruptedBuild('held', 0, { signal: 'SIGTERM', host: 'api listening' });
    assert.match(output, /listeners before: 1,1, after: 1,1/);
  });

  it('should stop on Ctrl+C in an early stage too, at its end, with the same message and exit 1', async () => {
    // Once the config is loaded: discovery, or the stages after it (a signal with no listener ended the process, code null).
    const { output } = await interruptedBuild(/✓ load config/, 0);
    assert.doesNotMatch(output, /✓ build search index/);
    assert.match(output, /Stopping when the stage running now ends \(Ctrl\+C again to stop at once\)/);
  });
});
