// Page code that never ends (an endless loop in a page's expression, in a
// component it imports, at its top level, or in a remark plugin) fails the
// build naming the page, instead of hanging it: the page time limit
// (compiler/time-limit.ts) in whichever thread builds the page, and the pool's
// watchdog for a page thread stuck where that limit does not reach.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../compiler/build.js';
import { toPxErrors } from '../../compiler/errors.js';
import { stalledAfter } from '../../compiler/pages/pool.js';
import { withinTimeLimit, timedOut } from '../../compiler/time-limit.js';
import { BIN, fixtureConfig, listFiles, makeTempDir, page, removeTempDirs, runCli, runCommand, waitFor, writeFiles } from '../helpers.js';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { quiet } from './one-area-site.js';

after(removeTempDirs);

/** A one-area site with these files (paths from the site folder), plus a home page and a plain page. */
async function site(files: Record<string, string>, config = fixtureConfig()): Promise<string> {
  const dir = join(await makeTempDir('pxdocs-time-limit-'), 'site');
  await writeFiles(dir, { 'config/site.config.ts': config, 'content/docs/index.md': page({ title: 'Home' }), 'content/docs/plain.md': page({ title: 'Plain' }), ...files });
  return dir;
}

/** The build's errors as "code file: message" lines (the build must fail), and how long it took. */
async function failures(dir: string, pageTimeoutMs: number): Promise<{ lines: string[]; ms: number }> {
  const started = performance.now();
  try {
    await build({ cwd: dir, reporter: quiet(), workers: 1, cache: false, pageTimeoutMs });
  } catch (error) {
    return { lines: toPxErrors(error).map((item) => `${item.code} ${item.where?.file}: ${item.message}`), ms: performance.now() - started };
  }
  assert.fail('the build succeeded');
}

const LOOP_COMPONENT = 'export default function Spin() { let turns = 0; for (;;) turns++; }\n';

describe('the page time limit, in the thread that builds the page', () => {
  it('an endless loop in an expression fails its page by name while rendering', { timeout: 60_000 }, async () => {
    const dir = await site({ 'content/docs/loop.mdx': '---\ntitle: Loop\n---\n\n# Loop\n\n{(() => { while (true) {} })()}\n' });
    const { lines, ms } = await failures(dir, 500);
    assert.deepEqual(lines, ['PageTimedOut content/docs/loop.mdx: content/docs/loop.mdx was still rendering after 0.5 s, so the build stopped it.']);
    // Stopped by the limit, not by the test's own timeout (a generous bound: the build itself takes a second or two).
    assert.ok(ms < 30_000, `failed after ${ms} ms`);
  });

  it('a component that loops forever fails the page that renders it, not the component file', { timeout: 60_000 }, async () => {
    const dir = await site({
      'src/components/Spin.jsx': LOOP_COMPONENT,
      'content/docs/uses-spin.mdx': "---\ntitle: Uses spin\n---\nimport Spin from '@site/src/components/Spin';\n\n# Uses spin\n\n<Spin />\n",
    });
    const { lines } = await failures(dir, 500);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^PageTimedOut content\/docs\/uses-spin\.mdx: .* still rendering after 0\.5 s/);
  });

  it('a top-level statement that never ends fails the page while loading', { timeout: 60_000 }, async () => {
    const dir = await site({ 'content/docs/top.mdx': '---\ntitle: Top\n---\nexport const never = (() => { for (;;) {} })();\n\n# Top\n' });
    const { lines } = await failures(dir, 500);
    assert.deepEqual(lines, ['PageTimedOut content/docs/top.mdx: content/docs/top.mdx was still loading (running its top level and its imports) after 0.5 s, so the build stopped it.']);
  });

  it('a slow page that finishes within the limit builds, with the same HTML as without a limit', { timeout: 60_000 }, async () => {
    // Held 300 ms while rendering: well under a 60 s limit, even where CI's load stretches the page's other steps tenfold.
    // Blocked, not spinning: the limit counts time, not CPU, and a spin cost 0.6 s of CPU over the two builds.
    const slow = 'export default function Slow() { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300); return <strong>done slowly</strong>; }\n';
    const dir = await site({ 'src/components/Slow.jsx': slow, 'content/docs/slow.mdx': "---\ntitle: Slow\n---\nimport Slow from '@site/src/components/Slow';\n\n# Slow\n\n<Slow />\n" });
    const limited = await build({ cwd: dir, outDir: 'limited', reporter: quiet(), workers: 1, cache: false, pageTimeoutMs: 60_000 });
    const unlimited = await build({ cwd: dir, outDir: 'unlimited', reporter: quiet(), workers: 1, cache: false, pageTimeoutMs: 0 });
    const html = await readFile(join(limited.outDir, 'docs', 'slow.html'), 'utf8');
    assert.match(html, /<strong>done slowly<\/strong>/);
    assert.equal(html, await readFile(join(unlimited.outDir, 'docs', 'slow.html'), 'utf8'));
  });

  it('withinTimeLimit stops a synchronous run, and code runs normally afterwards', () => {
    assert.throws(() => withinTimeLimit(100, () => { for (;;) {} }), (error) => timedOut(error));
    assert.equal(withinTimeLimit(1_000, () => 6 * 7), 42);
    assert.equal(withinTimeLimit(0, () => 'no limit'), 'no limit');
    // Nested: the inner run's limit stops the inner run; the outer one goes on.
    assert.equal(withinTimeLimit(5_000, () => { try { withinTimeLimit(50, () => { for (;;) {} }); } catch (error) { return timedOut(error) ? 'inner stopped' : 'other'; } return 'not stopped'; }), 'inner stopped');
  });
});

describe('pxdocs build --page-timeout', () => {
  // A remark plugin that loops on one page, when the environment asks: outside page code, where only the pool's watchdog reaches.
  const LOOPING_PLUGIN_CONFIG = `export default {
  title: 'Time limit',
  url: 'https://limit.example',
  areas: ['docs'],
  navbar: { items: [] },
  footer: { copyright: 'Copyright 2025' },
  markdown: { remarkPlugins: [() => (tree, file) => { if (process.env.PXDOCS_TEST_LOOP === '1' && String(file.path).endsWith('plain.md')) { for (;;) {} } }] },
};
`;

  it('a page thread stuck in a plugin is ended: exit 1 naming the page, the previous output left as it was', { timeout: 120_000 }, async () => {
    const dir = await site({ 'content/docs/third.md': page({ title: 'Third' }) }, LOOPING_PLUGIN_CONFIG);
    // The previous output, built in this process (PXDOCS_TEST_LOOP is not set here: the plugin does not loop).
    await assert.doesNotReject(build({ cwd: dir, reporter: quiet(), cache: false }));
    const before = await listFiles(join(dir, 'out'));
    const plainBefore = await readFile(join(dir, 'out', 'docs', 'plain.html'), 'utf8');
    const started = performance.now();
    const stuck = await runCli(['build', '--cwd', dir, '--no-cache', '--force', '--workers', '2', '--page-timeout', '1'], { env: { PXDOCS_TEST_LOOP: '1' } });
    const ms = performance.now() - started;
    const output = stuck.stdout + stuck.stderr;
    assert.equal(stuck.code, 1, output);
    assert.match(output, /Page took too long to build\s+content\/docs\/plain\.md/);
    assert.match(output, /content\/docs\/plain\.md was still building after \d+(\.\d)? s, so the build stopped it\./);
    assert.match(output, /--page-timeout <seconds>/);
    // Ended by the watchdog (1 s limit, stalled after 2 s), well before the test's own timeout.
    assert.ok(ms < 60_000, `the build took ${ms} ms`);
    assert.deepEqual(await listFiles(join(dir, 'out')), before);
    assert.equal(await readFile(join(dir, 'out', 'docs', 'plain.html'), 'utf8'), plainBefore);
  });

  // A small site builds its pages on the main thread, where no watchdog could stop a plugin's loop:
  // the build hung at full CPU, deaf to Ctrl+C. Named plugin, for the message to say which.
  const MAIN_THREAD_LOOP_CONFIG = `import { writeFileSync } from 'node:fs';
function remarkSpin() {
  return (tree, file) => {
    if (!String(file.path).endsWith('plain.md')) return;
    if (process.env.PXDOCS_TEST_LOOP_MARK) writeFileSync(process.env.PXDOCS_TEST_LOOP_MARK, 'looping');
    for (;;) {}
  };
}
export default {
  title: 'Time limit',
  url: 'https://limit.example',
  areas: ['docs'],
  navbar: { items: [] },
  footer: { copyright: 'Copyright 2025' },
  markdown: { remarkPlugins: [remarkSpin] },
};
`;

  it('a site plugin that never ends on the main thread fails after the limit, naming the page and the plugin', { timeout: 120_000 }, async () => {
    const dir = await site({}, MAIN_THREAD_LOOP_CONFIG);
    // No --workers: three pages are built on the main thread. The test's time limit only turns a hang into a failure.
    const stuck = await runCli(['build', '--cwd', dir, '--no-cache', '--page-timeout', '1'], { timeoutMs: 60_000 });
    const output = stuck.stdout + stuck.stderr;
    assert.equal(stuck.code, 1, output);
    assert.match(output, /Page took too long to build\s+content\/docs\/plain\.md/);
    assert.match(output, /content\/docs\/plain\.md was still running the remark plugin remarkSpin \(markdown\.remarkPlugins\[0\]\) after 1 s, so the build stopped it\./);
  });

  it('Ctrl+C stops a site plugin looping on the main thread, even with no time limit', { timeout: 120_000 }, async () => {
    const dir = await site({}, MAIN_THREAD_LOOP_CONFIG);
    const mark = join(dir, '..', 'looping');
    const child = spawn(process.execPath, [BIN, 'build', '--cwd', dir, '--no-cache', '--page-timeout', '0'], { env: { ...process.env, NO_COLOR: '1', NODE_OPTIONS: '', PXDOCS_TEST_LOOP_MARK: mark }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk; });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk; });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    try {
      await waitFor(() => existsSync(mark), { timeoutMs: 60_000, what: 'the plugin to start looping' });
      child.kill('SIGINT');
      const code = await closed;
      assert.equal(code, 1, output);
      assert.match(output, /Build stopped \(Ctrl\+C\); the previous output was left as it was/);
      assert.match(output, /Build interrupted\s+content\/docs\/plain\.md\n\s+The build was stopped \(Ctrl\+C\) while the remark plugin remarkSpin \(markdown\.remarkPlugins\[0\]\) ran on content\/docs\/plain\.md\./);
    } finally {
      clearTimeout(guard);
      child.kill('SIGKILL');
    }
  });

  it('a page timeout that is not a whole number of seconds is a usage error (exit 2)', async () => {
    for (const value of ['soon', '-1', '99999999999']) {
      const result = await runCommand(['build', '--page-timeout', value]);
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr, /expected a whole number of seconds, from 0 to 2147483/);
    }
  });

  it('a worker count outside 1 to 64 is a usage error (exit 2): 200 threads on 2 cores took 9 GB', async () => {
    for (const value of ['0', '65', '1e9', 'many']) {
      const result = await runCommand(['build', '--workers', value]);
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr, /expected a whole number from 1 to 64/);
    }
  });

  it('the watchdog waits past the limit, so the limit inside the thread reports page code first', () => {
    assert.equal(stalledAfter(1_000), 2_000);
    assert.equal(stalledAfter(120_000), 135_000);
    assert.ok(stalledAfter(8_000) > 8_000);
  });
});
