// Runs test files with node's test runner, several at a time.
//
//   node scripts/run-tests.mjs [--concurrency <n>] [--timing <file>] [test files…]
//
// With no files, every test/**/*.test.ts (Node 20 does not expand glob
// patterns given to --test, so the files are listed here).
// --concurrency  test files run at once (default: PXDOCS_TEST_CONCURRENCY, else 3;
//                every file runs in its own process, on its own ports and temp folders).
// --timing       also write one JSON line per test event to <file>, and one
//                line per test file with its wall and CPU time to <file>.cpu,
//                for `node scripts/test-times.mjs <file>` (per-file costs).
//
// Global set-up: when a selected file uses the real site (buildRealSite), the
// real site is built here once, with the CLI, while the first files already
// run; its folder is passed in PXDOCS_TEST_REAL_SITE and test/e2e/browser.ts
// waits for it (run alone without the runner, a file builds the site itself).
// Other builds with the same inputs in several files are made once in the
// folder named by PXDOCS_TEST_SHARED (test/helpers.ts sharedBuild).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { childrenCpuMs } from './test-cpu.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : find(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function usage(message) {
  console.error(`${message}\nusage: node scripts/run-tests.mjs [--concurrency <n>] [--timing <file>] [test files…]`);
  process.exit(2);
}

const args = process.argv.slice(2);
let concurrency = Number(process.env.PXDOCS_TEST_CONCURRENCY || 3);
let timing;
const selected = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--concurrency') concurrency = Number(args[++index]);
  else if (arg === '--timing') timing = args[++index];
  else if (arg.startsWith('--')) usage(`Unknown option ${arg}.`);
  else selected.push(arg);
}
if (!Number.isInteger(concurrency) || concurrency < 1) usage('--concurrency needs a whole number of at least 1.');
if (timing === undefined && args.includes('--timing')) usage('--timing needs a file name.');

// node --test sorts the files by name itself, so the order given here does not matter.
const files = selected.length ? selected : find('test').sort();

// Fixture builds skip the chat's section embeddings (seconds of model time each);
// the real site's build turns them on, from its committed cache.
const env = { PXDOCS_CHAT_EMBEDDINGS: 'off', ...process.env, NODE_ENV: 'production' };

// Per-file CPU and wall times (scripts/test-cpu.mjs), with --timing.
const hooks = [];
const cpuLog = timing ? `${timing}.cpu` : undefined;
if (cpuLog) {
  writeFileSync(cpuLog, '');
  env.PXDOCS_TEST_CPU_LOG = resolve(cpuLog);
  hooks.push('--import', pathToFileURL(join(ROOT, 'scripts', 'test-cpu.mjs')).href);
}

// One folder per run for builds shared across test files (test/helpers.ts sharedBuild).
let shared;
if (!process.env.PXDOCS_TEST_SHARED) {
  shared = mkdtempSync(join(tmpdir(), 'pxdocs-test-run-'));
  env.PXDOCS_TEST_SHARED = shared;
}
// Files that build the real site through test/e2e/browser.ts or test/search/helpers.ts
// (a file the pattern misses still shares one build: the first to ask makes it).
const usesRealSite = files.some((file) => /\bbuildRealSite\b|\brealSiteBuild\b|\bbuildInto\(ROOT\)/.test(readFileSync(file, 'utf8')));
let realSiteChild;
if (usesRealSite && !process.env.PXDOCS_TEST_REAL_SITE) {
  const realSite = join(env.PXDOCS_TEST_SHARED, 'real-site');
  mkdirSync(realSite);
  env.PXDOCS_TEST_REAL_SITE = realSite;
  realSiteChild = buildRealSite(realSite);
}

/** `pxdocs build --out <dir>/out` of the real site; writes <dir>/output and, last, <dir>/code. */
function buildRealSite(dir) {
  const buildEnv = { ...process.env, NO_COLOR: '1', PXDOCS_CHAT_EMBEDDINGS: 'on' };
  delete buildEnv.FORCE_COLOR;
  delete buildEnv.NODE_OPTIONS;
  const buildStarted = Date.now();
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'pxdocs.js'), 'build', '--out', join(dir, 'out')], { cwd: ROOT, env: buildEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => { stdout += chunk; });
  child.stderr.setEncoding('utf8').on('data', (chunk) => { stderr += chunk; });
  const finish = (code) => {
    writeFileSync(join(dir, 'output.json'), JSON.stringify({ code, stdout, stderr }));
    writeFileSync(join(dir, 'code'), String(code));
  };
  child.on('error', (error) => { stderr += String(error); finish(1); });
  child.on('close', (code, signal) => {
    // Nothing else of the runner has been waited for yet (the test process ends last): its children's CPU is the build's.
    if (cpuLog) appendFileSync(cpuLog, `${JSON.stringify({ file: '(real-site build)', wallMs: Date.now() - buildStarted, cpuMs: childrenCpuMs() })}\n`);
    finish(code ?? (signal ? 128 : 1));
  });
  return child;
}

const reporters = [];
if (timing) {
  reporters.push(`--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`, '--test-reporter-destination=stdout');
  reporters.push(`--test-reporter=${join(ROOT, 'scripts', 'test-timing-reporter.mjs')}`, `--test-reporter-destination=${timing}`);
}
const started = Date.now();
const child = spawn(process.execPath, ['--import', 'tsx', ...hooks, '--test', `--test-concurrency=${concurrency}`, ...reporters, ...files], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('close', (code) => {
  // Tests that needed the build have waited for it; one still running is no longer needed.
  if (realSiteChild && realSiteChild.exitCode === null) realSiteChild.kill('SIGKILL');
  if (shared) rmSync(shared, { recursive: true, force: true });
  if (cpuLog) {
    // Every process of the run has been waited for by now: the test files, the builds, the browser.
    const self = process.resourceUsage();
    const cpuMs = childrenCpuMs() + (self.userCPUTime + self.systemCPUTime) / 1000;
    appendFileSync(cpuLog, `${JSON.stringify({ file: '(whole run)', wallMs: Date.now() - started, cpuMs: Math.round(cpuMs) })}\n`);
  }
  process.exit(code ?? 1);
});
