// `pxdocs dev` through the command line (node bin/pxdocs.js, the compiled
// dist/): it starts, serves, and stops cleanly on Ctrl+C (SIGINT) with exit
// code 0 and the port released; a busy port is a clear failure that names the
// port and suggests another one.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BIN, makeFixture, makeTempDir, removeTempDirs, runCli, spawnNode, type NodeProcess } from '../helpers.js';
import { CHILD_ENV } from '../../server/dev-supervisor.js';
import { EventStreamClient, freePort, sleep, WAIT_MS } from './dev-helpers.js';

const children: ChildProcess[] = [];

function startCli(args: string[], extraEnv: NodeJS.ProcessEnv = {}): NodeProcess {
  const running = spawnNode([BIN, ...args], { env: extraEnv });
  children.push(running.child);
  return running;
}

async function waitForOutput(running: NodeProcess, needle: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!running.output().includes(needle)) {
    if (running.child.exitCode !== null) throw new Error(`pxdocs dev exited with ${running.child.exitCode} before printing "${needle}":\n${running.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`pxdocs dev did not print "${needle}" within ${timeoutMs} ms:\n${running.output()}`);
    await sleep(50);
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

after(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await removeTempDirs();
});

describe('pxdocs dev from the command line', () => {
  let site: string;

  before(async () => {
    site = await makeFixture('basic');
  });

  it('serves the site and stops cleanly on SIGINT with exit code 0, releasing the port', async () => {
    const port = await freePort();
    const running = startCli(['dev', '--cwd', site, '--port', String(port), '--host', '127.0.0.1']);
    await waitForOutput(running, 'Ready');
    assert.ok(running.output().includes(`http://127.0.0.1:${port}`), `the ready line names the address:\n${running.output()}`);
    const response = await fetch(`http://127.0.0.1:${port}/guide/setup`);
    assert.equal(response.status, 200);
    assert.ok((await response.text()).includes('Install it.'));
    // An open tab's live-reload connection must not keep the server alive.
    const tab = await EventStreamClient.connect(`http://127.0.0.1:${port}`);

    running.child.kill('SIGINT');
    // Bounds a server that never exits (an open stream keeping it alive), not how fast it stops.
    const timeout = sleep(WAIT_MS).then(() => 'timeout' as const);
    const result = await Promise.race([running.exited, timeout]);
    tab.close();
    assert.notEqual(result, 'timeout', `pxdocs dev did not exit within ${WAIT_MS / 1000} s of SIGINT:\n${running.output()}`);
    assert.deepEqual(result, { code: 0, signal: null }, running.output());
    assert.ok(running.output().includes('Stopping.'), running.output());
    assert.ok(!/error/i.test(running.output().replace(/^pxdocs dev$/m, '')), `nothing went wrong while stopping:\n${running.output()}`);
    assert.ok(tab.closed, 'the open event stream was ended');
    assert.ok(await portIsFree(port), `port ${port} is released`);
  });

  it('fails on a busy port with a message naming the port and suggesting another one', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', () => resolve()));
    try {
      const result = await runCli(['dev', '--cwd', site, '--port', String(port), '--host', '127.0.0.1'], { timeoutMs: 60_000 });
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 1, output);
      assert.match(output, /Port in use/, output);
      assert.ok(output.includes(`Port ${port}`), `the message names port ${port}:\n${output}`);
      // The next free port above it (port + 1 unless another test took it meanwhile).
      const suggested = Number(/--port (\d+) is free/.exec(output)?.[1]);
      assert.ok(suggested > port && suggested < port + 100, `the message suggests another port:\n${output}`);
      assert.ok(!/EADDRINUSE|\n\s+at /.test(output), `no raw error or stack trace:\n${output}`);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('says it stopped when Ctrl+C comes before the server process listens for it, and exits 0', async () => {
    // The server's process is held before pxdocs loads (a preload that waits forever, in the child
    // only): it has no SIGINT listener, as in its first half second, so the signal ends it at once.
    // It said nothing and exited 1 (130 from a terminal): a user could not tell whether it had started.
    const dir = await makeTempDir('pxdocs-dev-early-stop-');
    const mark = join(dir, 'held');
    const hold = join(dir, 'hold.mjs');
    await writeFile(hold, `import { writeFileSync } from 'node:fs';\nif (process.env.${CHILD_ENV} === '1') { writeFileSync(${JSON.stringify(mark)}, ''); setInterval(() => {}, 1e6); await new Promise(() => {}); }\n`);
    const running = startCli(['dev', '--cwd', site, '--port', String(await freePort()), '--host', '127.0.0.1'], { NODE_OPTIONS: `--import ${pathToFileURL(hold).href}` });
    while (!existsSync(mark)) await sleep(20);
    running.child.kill('SIGINT');
    assert.deepEqual(await running.exited, { code: 0, signal: null }, running.output());
    assert.match(running.output(), /Stopped while starting: the dev server was not started\./);
  });

  it('says it stopped when Ctrl+C comes while the command line itself is still loading, and exits 0', async () => {
    // The first process (the supervisor) is held while it loads the command line (a module hook that
    // never resolves it, outside the server's process): as in its first ~120 ms, the supervisor does
    // not listen for the signal yet. It ended at once, without a word (130 from a terminal).
    const dir = await makeTempDir('pxdocs-dev-loading-stop-');
    const mark = join(dir, 'held');
    const hooks = join(dir, 'hooks.mjs');
    const register = join(dir, 'register.mjs');
    await writeFile(hooks, `import { writeFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  if (/(bundle|cli)\\/main\\.js$/.test(specifier) && process.env.${CHILD_ENV} !== '1') { writeFileSync(${JSON.stringify(mark)}, ''); await new Promise(() => {}); }\n  return next(specifier, context);\n}\n`);
    // The held import keeps nothing alive by itself: an interval does, in the first process only.
    await writeFile(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\nif (process.env.${CHILD_ENV} !== '1') setInterval(() => {}, 1e6);\n`);
    const running = startCli(['dev', '--cwd', site, '--port', String(await freePort()), '--host', '127.0.0.1'], { NODE_OPTIONS: `--import ${pathToFileURL(register).href}` });
    while (!existsSync(mark)) await sleep(20);
    running.child.kill('SIGINT');
    assert.deepEqual(await running.exited, { code: 0, signal: null }, running.output());
    assert.match(running.output(), /Stopped while starting: the dev server was not started\./);
  });

  it('stops a server that is serving while the watcher still scans: "Stopping.", not "not started", and exits 0', async () => {
    // "Ready" is printed once the server listens; the watcher's first scan ends later (behind the pages'
    // warm-up, seconds on a large site). A Ctrl+C meanwhile said the server was not started. The scan
    // is held here: the server's process never lists one folder (a preload holds fs/promises' readdir
    // of it, in the child only; discovery does not read static folders).
    const dir = await makeTempDir('pxdocs-dev-scan-stop-');
    const held = await makeFixture('basic', { 'static/held/file.txt': 'x\n' });
    const mark = join(dir, 'held');
    const hold = join(dir, 'hold.mjs');
    await writeFile(hold, [
      "import fs, { writeFileSync } from 'node:fs';",
      "import { syncBuiltinESMExports } from 'node:module';",
      `if (process.env.${CHILD_ENV} === '1') {`,
      '  const readdir = fs.promises.readdir;',
      `  fs.promises.readdir = (path, ...rest) => String(path).endsWith('/static/held') ? (writeFileSync(${JSON.stringify(mark)}, ''), new Promise(() => {})) : readdir(path, ...rest);`,
      '  syncBuiltinESMExports();',
      '}',
      '',
    ].join('\n'));
    const port = await freePort();
    const running = startCli(['dev', '--cwd', held, '--port', String(port), '--host', '127.0.0.1'], { NODE_OPTIONS: `--import ${pathToFileURL(hold).href}` });
    await waitForOutput(running, 'Ready');
    while (!existsSync(mark)) await sleep(20);
    assert.equal((await fetch(`http://127.0.0.1:${port}/guide/setup`)).status, 200, 'the server serves while the scan is held');
    running.child.kill('SIGINT');
    assert.deepEqual(await running.exited, { code: 0, signal: null }, running.output());
    assert.match(running.output(), /Stopping\./);
    assert.doesNotMatch(running.output(), /not started/);
    assert.ok(await portIsFree(port), `port ${port} is released`);
  });

  it('stops at once on Ctrl+C while the config is still loading, saying the server was not started', { timeout: 60_000 }, async () => {
    // Before: "Stopping.", then the process stayed until the config's load timed out (10 s by default, here
    // ten minutes: the test's own timeout catches the wait), then printed "Ready" for a server it closed.
    const waiting = await makeFixture('basic', { 'pxdocs.config.mjs': 'export default new Promise(() => {});\n' });
    const running = startCli(['dev', '--cwd', waiting, '--port', String(await freePort()), '--host', '127.0.0.1'], { PXDOCS_CONFIG_TIMEOUT_MS: '600000' });
    // The server's process prints its name, then listens for the signal, then loads the config.
    await waitForOutput(running, 'pxdocs dev');
    running.child.kill('SIGINT');
    assert.deepEqual(await running.exited, { code: 0, signal: null }, running.output());
    assert.match(running.output(), /Stopped while starting: the dev server was not started\./);
    assert.doesNotMatch(running.output(), /Ready|Stopping\./);
  });

  it('rejects a port that is not a number as a usage error', async () => {
    const result = await runCli(['dev', '--cwd', site, '--port', 'eighty']);
    assert.equal(result.code, 2, result.stdout + result.stderr);
    assert.match(result.stderr, /port/i);
  });

  it('takes --workers as build does, and rejects a count that is not a whole number above 0', async () => {
    const result = await runCli(['dev', '--cwd', site, '--workers', '0']);
    assert.equal(result.code, 2, result.stdout + result.stderr);
    assert.match(result.stderr, /workers/i);
  });
});
