// Runs test files with node's test runner, several at a time.
//
//   node scripts/run-tests.mjs [--concurrency <n>] [--timing <file>] [--shared-browser] [test files…]
//
// With no files, every test/**/*.test.ts (Node 20 does not expand glob
// patterns given to --test, so the files are listed here).
// --concurrency  test files run at once (default: PXDOCS_TEST_CONCURRENCY, else 3;
//                every file runs in its own process, on its own ports and temp folders).
// --timing       also write one JSON line per test event to <file>, and one
//                line per test file with its wall and CPU time to <file>.cpu,
//                for `node scripts/test-times.mjs <file>` (per-file costs).
//
// Files start longest first (scripts/test-durations.json, measured; files not
// in it first of all), so no long file starts last and runs alone at the end.
//
// Global set-up: when a selected file uses the real site (buildRealSite), the
// real site is built here once, with the CLI, while the first files already
// run; its folder is passed in PXDOCS_TEST_REAL_SITE and test/e2e/browser.ts
// waits for it (run alone without the runner, a file builds the site itself).
// Other builds with the same inputs in several files are made once in the
// folder named by PXDOCS_TEST_SHARED (test/helpers.ts sharedBuild).
// --shared-browser (or PXDOCS_TEST_SHARED_BROWSER=1): when several selected
// files drive Chromium, one Chromium is launched here (playwright's browser
// server) and its endpoint passed in PXDOCS_TEST_BROWSER: test/e2e/browser.ts
// launchBrowser connects to it and each file gets its own browser contexts
// instead of a browser of its own. Off by default: it saves about a second of
// CPU per browser file, but every Playwright call then goes through this
// process: on a loaded machine (load 30-45 on 2 cores) a timing test
// (search/browser.test.ts, "not stalled before 300 ms") failed in 3 runs of 3
// with it, and in 1 of 2 with each file's own browser.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { childrenCpuMs, machineBusyMs } from './test-cpu.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * V8's settings for every test process (node:test gives each file's process the
 * runner's execArgv). The interrupt budget is the command's (cli/v8-flags.ts
 * INTERRUPT_BUDGET, which bin/pxdocs.js sets; test processes build in process
 * and never set it): V8 optimized, on background threads, code a test runs
 * briefly. Measured with 32 MB semi-spaces as well (user+sys CPU, 2 cores at
 * a load of 20-50, pairs side by side): test/fast-markdown.test.ts 50.9 s →
 * 44.9 s (medians of 3), compat/versions 36.3 → 33.0 s in its group. The
 * semi-spaces are not kept: they are not the command's, and V8 takes them over
 * a page thread's own young generation (compiler/pages/pool.ts
 * LIMITED_PAGE_THREAD_YOUNG_MB), so a thread reaching its old generation limit
 * aborted the whole test process (CI run 40, pages.test's out-of-memory
 * fallback) where the command ends only the thread.
 */
const V8_FLAGS = ['--interrupt-budget=307200'];
const DURATIONS = join(ROOT, 'scripts', 'test-durations.json');
/** Groups per concurrent slot (groupFiles): enough that the slots end close together. */
const GROUPS_PER_SLOT = 6;
const FILES_PER_GROUP = 8;

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : find(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function usage(message) {
  console.error(`${message}\nusage: node scripts/run-tests.mjs [--concurrency <n>] [--timing <file>] [--shared-browser] [test files…]`);
  process.exit(2);
}

const args = process.argv.slice(2);
let concurrency = Number(process.env.PXDOCS_TEST_CONCURRENCY || 3);
let timing;
let sharedBrowser = process.env.PXDOCS_TEST_SHARED_BROWSER === '1';
const selected = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--concurrency') concurrency = Number(args[++index]);
  else if (arg === '--timing') timing = args[++index];
  else if (arg === '--shared-browser') sharedBrowser = true;
  else if (arg.startsWith('--')) usage(`Unknown option ${arg}.`);
  else selected.push(arg);
}
if (!Number.isInteger(concurrency) || concurrency < 1) usage('--concurrency needs a whole number of at least 1.');
if (timing === undefined && args.includes('--timing')) usage('--timing needs a file name.');
for (const file of selected) if (!existsSync(file)) usage(`No test file ${file}.`);

const files = orderLongestFirst((selected.length ? selected : find(join(ROOT, 'test'))).map((file) => resolve(file)));

// Test processes run the compiled tests on plain Node (scripts/compile-tests.mjs
// says why), with dist/ made first when a source is newer. PXDOCS_TEST_FROM_SOURCE=1
// runs the TypeScript files through tsx instead.
const fromSource = process.env.PXDOCS_TEST_FROM_SOURCE === '1';
let runArgs = ['--import', 'tsx'];
let runFiles = files;
if (!fromSource) {
  const { compileTests, compiledTest, distIsStale } = await import('./compile-tests.mjs');
  if (distIsStale()) {
    const compiled = spawnSync(process.execPath, [join(ROOT, 'scripts', 'compile.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (compiled.status !== 0) process.exit(1);
  }
  await compileTests();
  runArgs = ['--enable-source-maps'];
  runFiles = files.map(compiledTest);
}
runArgs.push(...V8_FLAGS);

/** scripts/test-durations.json: each file's measured wall and CPU time, by its path from the package. */
function readDurations() {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8'));
  } catch {
    return {};
  }
}

/** A test file's measured wall time in `durations`, if it has one. */
function measuredWall(durations, file) {
  return durations[relative(ROOT, file).split('\\').join('/')]?.wallMs;
}

/** Files by their measured wall time, longest first; files with no measure (new ones) before all (name order without measures). */
function orderLongestFirst(list) {
  const durations = readDurations();
  const wall = (file) => measuredWall(durations, file) ?? Infinity;
  return [...list].sort((a, b) => wall(b) - wall(a) || a.localeCompare(b));
}

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
const record = (line) => { if (cpuLog) appendFileSync(cpuLog, `${JSON.stringify(line)}\n`); };

// One folder per run for builds shared across test files (test/helpers.ts sharedBuild).
let shared;
if (!process.env.PXDOCS_TEST_SHARED) {
  shared = mkdtempSync(join(tmpdir(), 'pxdocs-test-run-'));
  env.PXDOCS_TEST_SHARED = shared;
}
// One temp folder per run for everything the test processes make in the OS temp
// folder (fixtures, CLI children, Chromium profiles): removed when the run ends, so
// a file killed before its clean-up, or a tool that forgets its own, leaves nothing.
const runTemp = mkdtempSync(join(tmpdir(), 'pxdocs-test-tmp-'));
// Open to all as /tmp is (sticky): tests run as root build as `nobody` (security/unreadable-files), who must reach their sites.
chmodSync(runTemp, 0o1777);
env.TMPDIR = runTemp;
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
// Files that build the real site through test/e2e/browser.ts or test/search/helpers.ts
// (a file the pattern misses still shares one build: the first to ask makes it).
const usesRealSite = [...sources.values()].some((source) => /\bbuildRealSite\b|\brealSiteBuild\b|\bbuildInto\(ROOT\)/.test(source));
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
    // The first child the runner waits for (the browser and the test process end last): its children's CPU is the build's.
    record({ file: '(real-site build)', wallMs: Date.now() - buildStarted, cpuMs: childrenCpuMs() });
    finish(code ?? (signal ? 128 : 1));
  });
  return child;
}

// Files that launch Chromium through test/e2e/browser.ts (launchBrowser), test/compat/browse.ts or test/search/helpers.ts.
const browserFiles = [...sources.values()].filter((source) => /\b(launchBrowser|browseSite|serveFixture)\(|\blaunch\(\)/.test(source)).length;
let browserServer;
if (sharedBrowser && browserFiles > 1 && !process.env.PXDOCS_TEST_BROWSER) {
  const { chromium } = await import('playwright-core');
  browserServer = await chromium.launchServer({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: JSON.parse(readFileSync(join(ROOT, 'test', 'e2e', 'chromium-args.json'), 'utf8')),
  });
  env.PXDOCS_TEST_BROWSER = browserServer.wsEndpoint();
}

// Files share processes, several to a group (scripts/test-group.mjs says how they are kept apart):
// a process's start and Chromium's launch are paid once per group. Only the compiled tests
// (test/node-test.ts is what keeps a file's hooks its own); a file whose source says
// `test-runner: own process` keeps a process of its own (the comment says why).
const entries = fromSource || process.env.PXDOCS_TEST_GROUPS === 'off' ? runFiles : groupFiles(files, runFiles);
// node:test's limit per file is per group here: a group of ~17 files gets twice a file's 15 minutes (the run keeps its own limit).
if (entries !== runFiles) env.PXDOCS_TEST_FILE_TIMEOUT_MS ??= String(30 * 60_000);

/**
 * The group files node:test runs instead of `compiled`: `concurrency * GROUPS_PER_SLOT`
 * groups balanced by measured wall time (the longest file first into the group
 * with the least so far), longest group first, so that the slots end together.
 */
function groupFiles(testFiles, compiled) {
  const durations = readDurations();
  const known = testFiles.map((file) => measuredWall(durations, file)).filter((ms) => ms !== undefined);
  // A file with no measure (a new one) counts as an average one.
  const average = known.length ? known.reduce((sum, ms) => sum + ms, 0) / known.length : 1000;
  const alone = [];
  const pooled = [];
  testFiles.forEach((source, index) => {
    const item = { compiled: compiled[index], ms: measuredWall(durations, source) ?? average };
    (/test-runner: own process/.test(sources.get(source)) ? alone : pooled).push(item);
  });
  // At least FILES_PER_GROUP files a group (a few files would share little), at most GROUPS_PER_SLOT groups a slot.
  const count = Math.max(1, Math.min(pooled.length, concurrency * GROUPS_PER_SLOT, Math.max(concurrency, Math.ceil(pooled.length / FILES_PER_GROUP))));
  const groups = Array.from({ length: count }, () => ({ ms: 0, files: [] }));
  for (const item of pooled.sort((a, b) => b.ms - a.ms)) {
    const least = groups.reduce((best, group) => (group.ms < best.ms ? group : best));
    least.ms += item.ms;
    least.files.push(item.compiled);
  }
  // Outside the tests' temp folder (the tests may look at what they leave there); removed when the run ends.
  const folder = mkdtempSync(join(tmpdir(), 'pxdocs-test-groups-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const runner = pathToFileURL(join(ROOT, 'scripts', 'test-group.mjs')).href;
  const written = groups.filter((group) => group.files.length).sort((a, b) => b.ms - a.ms).map((group, index) => {
    const file = join(folder, `group-${String(index + 1).padStart(2, '0')}.test.mjs`);
    writeFileSync(file, `import { runGroup } from ${JSON.stringify(runner)};\nawait runGroup(${JSON.stringify(group.files, null, 1)});\n`);
    return { file, ms: group.ms };
  });
  return [...alone, ...written].sort((a, b) => b.ms - a.ms).map((item) => item.compiled ?? item.file);
}

const started = Date.now();
const machineStarted = machineBusyMs();
const child = spawn(process.execPath, [...runArgs, ...hooks, join(ROOT, 'scripts', 'test-files.mjs'), '--concurrency', String(concurrency), ...(timing ? ['--timing', timing] : []), ...entries], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('close', async (code) => {
  // Tests that needed the build have waited for it; one still running is no longer needed.
  if (realSiteChild && realSiteChild.exitCode === null) realSiteChild.kill('SIGKILL');
  if (browserServer) {
    const before = childrenCpuMs();
    await browserServer.close();
    record({ file: '(shared Chromium)', wallMs: Date.now() - started, cpuMs: childrenCpuMs() - before });
  }
  if (shared) rmSync(shared, { recursive: true, force: true });
  // test/helpers.ts removes its folders at exit; what is left here was made some other way.
  const left = readdirSync(runTemp);
  if (left.length) console.error(`note: the tests left ${left.length} temp folder(s): ${[...new Set(left.map((name) => name.replace(/[-_.]?[A-Za-z0-9]{6}$/, '')))].slice(0, 8).join(', ')} (removed)`);
  rmSync(runTemp, { recursive: true, force: true, maxRetries: 2 });
  // Every process of the run has been waited for by now: the test files, the builds, the browser.
  const self = process.resourceUsage();
  const selfMs = (self.userCPUTime + self.systemCPUTime) / 1000;
  record({ file: '(runner)', wallMs: Date.now() - started, cpuMs: Math.round(selfMs) });
  record({ file: '(whole run)', wallMs: Date.now() - started, cpuMs: Math.round(childrenCpuMs() + selfMs) });
  // The machine's busy time over the run: every process, Chromium's renderers included (which no
  // parent's figures count), and anything else the machine ran meanwhile.
  record({ file: '(machine)', wallMs: Date.now() - started, cpuMs: machineBusyMs() - machineStarted });
  process.exit(code ?? 1);
});
