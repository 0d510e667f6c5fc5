// Shared helpers for the pxdocs tests: run the CLI, make throw-away fixture
// sites in the temp folder, write fixture configs, and read built HTML.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastToString } from 'hast-util-to-string';
import type { Element, Root, RootContent } from 'hast';
import { admonitionIconPaths } from '../theme/shared/admonition-icons.js';

/** The pxdocs package folder (/work/main). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FIXTURES = join(ROOT, 'test', 'fixtures');
export const BIN = join(ROOT, 'bin', 'pxdocs.js');

// ---------------------------------------------------------------------------
// The command line

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Working directory of the process (default: the package folder). */
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Safety net so a hung process cannot hang the suite (default: 120 s). Not a speed check. */
  timeoutMs?: number;
}

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/**
 * Runs git in `dir` and returns its output, trimmed: the machine's git config left out (a signing or hooks
 * setting there would change what a test commits) unless `env` names one, as it may any other variable.
 */
export function git(dir: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env } }).trim();
}

/** Runs `node bin/pxdocs.js <args>` and resolves with its exit code and (colour-free) output. */
export function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  return runNode([BIN, ...args], options);
}

/** Runs `node <args>` (a script, or `-e` code) as `runCli` runs the CLI. */
export function runNode(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...options.env };
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS; // the test runner's --import tsx must not leak into the CLI
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout: stripAnsi(stdout), stderr: stripAnsi(stderr) });
    });
  });
}

/** How a process started by `spawnNode` ended. */
export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface NodeProcess {
  child: ChildProcess;
  /** What it printed so far, stdout and stderr as they came, without colours. */
  output(): string;
  /** Once it has exited (a server's own exit: a process it started may still hold its streams). */
  exited: Promise<Ended>;
  /** Once it has exited and its streams have closed. */
  closed: Promise<Ended>;
  hasClosed(): boolean;
}

/**
 * Starts `node <args>` (`[BIN, …]` for the CLI) as a process of its own, to be sent signals, as `runNode`
 * starts it; `onOutput` is called with everything printed so far on each chunk. A guard kills it after
 * `guardMs`: it bounds a process that never ends (a thread left running), the tests wait on what it prints.
 */
export function spawnNode(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; guardMs?: number; onOutput?: (output: string) => void } = {}): NodeProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS; // the test runner's --import tsx must not leak into the CLI
  // A variable given as undefined is left out (as NODE_TEST_CONTEXT, for a child that runs tests of its own).
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, args, { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let done = false;
  const take = (chunk: string) => {
    output += chunk;
    options.onOutput?.(output);
  };
  child.stdout.setEncoding('utf8').on('data', take);
  child.stderr.setEncoding('utf8').on('data', take);
  const guard = setTimeout(() => child.kill('SIGKILL'), options.guardMs ?? 150_000);
  guard.unref();
  const exited = new Promise<Ended>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const closed = new Promise<Ended>((resolve) => child.once('close', (code, signal) => {
    done = true;
    clearTimeout(guard);
    resolve({ code, signal });
  }));
  return { child, output: () => stripAnsi(output), exited, closed, hasClosed: () => done };
}

/** `true` where scripts/compile-tests.mjs compiled this file (its esbuild `define`); not defined when run from the sources (tsx). */
declare const PXDOCS_TESTS_COMPILED: boolean | undefined;

/**
 * dist/bundle/<name>.js, the command line's bundled entry, when this file runs
 * compiled (the runner's default) and the bundle exists; else undefined, and the
 * caller imports the module itself (from the sources under tsx). A test process
 * loads the bundle in a third of the CPU of dist/'s modules one by one (0.3 s
 * instead of 0.8 s for the build): most test files import little else of pxdocs.
 */
export function bundledEntry(name: string): string | undefined {
  if (typeof PXDOCS_TESTS_COMPILED === 'undefined') return undefined;
  const bundled = join(ROOT, 'dist', 'bundle', `${name}.js`);
  return existsSync(bundled) ? pathToFileURL(bundled).href : undefined;
}

/** The build's library entry (compiler/build-api.ts), bundled where it can be (`bundledEntry`). */
function buildApi(): Promise<typeof import('../compiler/build-api.js')> {
  const bundled = bundledEntry('build-api');
  if (bundled) return import(bundled) as Promise<typeof import('../compiler/build-api.js')>;
  return import('../compiler/build-api.js');
}

/**
 * What `pxdocs build --cwd <dir> [--out <out>]` does (output in <dir>/out unless
 * `out` is given), run in this process: `build()` with the CLI's reporter lines,
 * error report and exit code (0 ok, 1 failure), without starting a process.
 * Tests of the command line itself (flags, usage errors, exit codes of the
 * process) use `runCli`.
 */
export async function buildSite(dir: string, out?: string, options: { cacheDir?: string; workers?: number; env?: Record<string, string> } = {}): Promise<CliResult> {
  // Loaded on first use: most test files that import these helpers never build.
  const { build, Reporter, toPxErrors } = await buildApi();
  let stderr = '';
  const stream = new Writable({ write: (chunk: Buffer | string, _encoding, done) => { stderr += String(chunk); done(); } });
  const reporter = new Reporter({ stream });
  let code = 0;
  reporter.line('pxdocs build');
  // The build reads these from process.env (page threads get a copy when started): set for this build only, as `runCli`'s env.
  await withEnv(options.env, async () => {
    try {
      await build({ cwd: resolve(dir), outDir: out, reporter, cacheDir: options.cacheDir, workers: options.workers });
    } catch (error) {
      reporter.errors(toPxErrors(error));
      reporter.line();
      reporter.line('Build failed; the previous output was left as it was.');
      code = 1;
    }
  });
  return { code, stdout: '', stderr: stripAnsi(stderr) };
}

/** Runs `run` with `env` set in process.env, as `runCli`'s env sets them for the process; puts back what was there after. */
async function withEnv<T>(env: NodeJS.ProcessEnv | undefined, run: () => Promise<T>): Promise<T> {
  const saved = Object.entries(env ?? {}).map(([name, value]) => {
    const was = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    return [name, was] as const;
  });
  try {
    return await run();
  } finally {
    for (const [name, was] of saved) {
      if (was === undefined) delete process.env[name];
      else process.env[name] = was;
    }
  }
}

/** The `init` command's module (cli/init.ts), bundled where it can be (`bundledEntry`). */
function initApi(): Promise<typeof import('../cli/init.js')> {
  const bundled = bundledEntry('init');
  if (bundled) return import(bundled) as Promise<typeof import('../cli/init.js')>;
  return import('../cli/init.js');
}

/**
 * What `pxdocs init --from-docusaurus <dir> [--force]` does, run in this
 * process: the command's own code (`runInit`, which the CLI's action calls) with
 * its exit code (0, 1, or 2 for no such folder) and its report (the CLI writes
 * it to stderr; stdout stays empty), paths in it shown from the package folder
 * as `runCli` runs the CLI. Tests of the command line itself (parsing, a path
 * relative to the process's folder) use `runCli`.
 */
export async function runInit(dir: string, options: { force?: boolean } = {}): Promise<CliResult> {
  const { runInit: initCommand } = await initApi();
  let stderr = '';
  const stream = new Writable({ write: (chunk: Buffer | string, _encoding, done) => { stderr += String(chunk); done(); } });
  const code = await initCommand({ fromDocusaurus: dir, force: options.force ?? false }, { stream, cwd: ROOT });
  return { code, stdout: '', stderr: stripAnsi(stderr) };
}

/** The command line's module (cli/main.ts), bundled where it can be (`bundledEntry`). */
function mainApi(): Promise<typeof import('../cli/main.js')> {
  const bundled = bundledEntry('main');
  if (bundled) return import(bundled) as Promise<typeof import('../cli/main.js')>;
  return import('../cli/main.js');
}

/**
 * What `pxdocs <args>` does, run in this process: the command line's own `main`
 * (what bin/pxdocs.js runs) with the exit code it returns and what it writes to
 * stdout and stderr, each captured through `main`'s streams (never the
 * process's: stdout is the test runner's channel here). For commands that end
 * without touching the process; `build` guards and ends the process itself
 * (finite-run.ts), `dev` and `serve` wait for a signal: `buildSite`, or `runCli`
 * for the process. `env` is set in process.env for this run only, as `runCli`'s.
 */
export async function runCommand(args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  const { main } = await mainApi();
  let stdout = '';
  let stderr = '';
  const stdoutStream = new Writable({ write: (chunk: Buffer | string, _encoding, done) => { stdout += String(chunk); done(); } });
  const stderrStream = new Writable({ write: (chunk: Buffer | string, _encoding, done) => { stderr += String(chunk); done(); } });
  const code = await withEnv(options.env, () => main([process.execPath, BIN, ...args], { stdout: stdoutStream, stderr: stderrStream }));
  return { code, stdout: stripAnsi(stdout), stderr: stripAnsi(stderr) };
}

/**
 * A build made once per test run and shared by every test file that asks for
 * the same `key` (same inputs): scripts/run-tests.mjs names a folder in
 * PXDOCS_TEST_SHARED; the first process to claim `<folder>/<key>` runs `make`
 * into `<folder>/<key>/out` and writes `result.json`, the others wait for it.
 * Without the runner (a file run alone) it builds into a private temp folder.
 * Callers only read the output.
 */
export async function sharedBuild(key: string, make: (out: string) => Promise<CliResult>): Promise<CliResult & { out: string }> {
  const shared = process.env.PXDOCS_TEST_SHARED;
  if (!shared) {
    const out = join(await makeTempDir(), 'out');
    return { ...(await make(out)), out };
  }
  const dir = join(shared, key.replace(/[^a-z0-9-]/gi, '-'));
  const out = join(dir, 'out');
  const file = join(dir, 'result.json');
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await waitFor(() => existsSync(file), { timeoutMs: 300_000, what: `the shared build "${key}" (${dir})` });
    return { ...(JSON.parse(await readFile(file, 'utf8')) as CliResult), out };
  }
  let result: CliResult;
  try {
    result = await make(out);
  } catch (error) {
    result = { code: 1, stdout: '', stderr: `the shared build "${key}" threw: ${(error as Error).stack ?? String(error)}` };
  }
  await writeFile(`${file}.tmp`, JSON.stringify(result));
  await rename(`${file}.tmp`, file);
  return { ...result, out };
}

/**
 * test/fixtures/<name> copied and built as it is (what `pxdocs build --cwd <site>`
 * does), once per test run for every file that asks (sharedBuild): the site
 * folder, its `out`, and the build's exit code and output. Callers only read it.
 */
export async function builtFixture(name: string): Promise<CliResult & { site: string; out: string }> {
  const result = await sharedBuild(`fixture-${name}`, async (out) => {
    const site = dirname(out);
    await mkdir(site, { recursive: true });
    await cp(join(FIXTURES, name), site, { recursive: true });
    return buildSite(site);
  });
  return { ...result, site: dirname(result.out) };
}

/**
 * Resolves once `condition` holds, checking every `intervalMs` (default 25 ms);
 * rejects after `timeoutMs` (default 60 s) naming `what`. A safety net against
 * a hang, never a speed check: tests wait on conditions, not fixed sleeps. The
 * default is long because CI's 2 shared cores run at load averages of 20 to 50,
 * where a dev rebuild of a second on a quiet machine takes ten or more.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, options: { timeoutMs?: number; intervalMs?: number; what?: string } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 25));
  }
}

// ---------------------------------------------------------------------------
// Fixtures

const tempDirs: string[] = [];
// A file that forgets `removeTempDirs` (or fails before its `after`) still leaves nothing behind.
process.on('exit', () => removeTempDirsNow(tempDirs));

/** A fresh, empty folder in the OS temp folder; removed by `removeTempDirs`, else when the process exits. */
export async function makeTempDir(prefix = 'pxdocs-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export interface FixtureOptions {
  /** Paths (relative to the site) to delete after copying. */
  remove?: string[];
}

/**
 * A fresh copy of test/fixtures/<name> in a temp folder, with `files` written
 * over it (paths relative to the site root). When no such fixture folder exists
 * the site is made of `files` alone. Tests never touch test/fixtures itself.
 */
export async function makeFixture(name: string, files: Record<string, string> = {}, options: FixtureOptions = {}): Promise<string> {
  const dir = await makeTempDir(`pxdocs-${name.replace(/[^a-z0-9-]/gi, '-')}-`);
  await writeFixture(dir, name, files, options);
  return dir;
}

/** Writes test/fixtures/<name> into `dir` as `makeFixture` does, `files` over it. */
export async function writeFixture(dir: string, name: string, files: Record<string, string> = {}, options: FixtureOptions = {}): Promise<void> {
  const source = join(FIXTURES, name);
  if (existsSync(source)) await cp(source, dir, { recursive: true });
  for (const path of options.remove ?? []) await rm(join(dir, path), { recursive: true, force: true });
  await writeFiles(dir, files);
}

const builtSites = new Map<string, Promise<{ dir: string; result: unknown }>>();
// Kept for the whole process (every file of a group may copy them), not removed by `removeTempDirs`.
const builtSiteDirs: string[] = [];
process.on('exit', () => removeTempDirsNow(builtSiteDirs));

/**
 * A fresh site in the state `make` leaves an empty folder in (a fixture written
 * and built cold: its sources, cache and out/), with what `make` returned.
 * `make` runs once per process for each `key`; each call gets a copy of its
 * folder, so a test starts where a cold build ends for the CPU of a copy. The copy is `cp -a`'s, so a
 * build finds it as its build left it: out/ a relative link to its build
 * folder, the output's pages hard links to the cache's files (links between
 * copied files are kept), every mtime to the nanosecond (the cache's entries
 * check size and mtime). Inodes and ctimes are new, as in a checkout
 * elsewhere: the up-to-date check never takes a copy as up to date, so tests of
 * that check build their own. Callers must only read `result`.
 */
export async function builtSiteCopy<T>(key: string, make: (dir: string) => Promise<T>): Promise<{ site: string; result: T }> {
  let built = builtSites.get(key);
  if (!built) {
    built = (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'pxdocs-built-'));
      builtSiteDirs.push(dir);
      return { dir, result: await make(dir) };
    })();
    builtSites.set(key, built);
  }
  const { dir, result } = await built;
  const site = await makeTempDir(`pxdocs-${key.replace(/[^a-z0-9-]/gi, '-')}-`);
  execFileSync('cp', ['-a', `${dir}/.`, site]);
  return { site, result: result as T };
}

/** A copy of pxdocs's theme folder in a temp folder, npm packages linked beside it (as in an installed package). */
export async function themeCopy(prefix = 'pxdocs-theme-'): Promise<string> {
  const root = await makeTempDir(prefix);
  await cp(join(ROOT, 'theme'), join(root, 'theme'), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, contents);
  }
}

export async function removeTempDirs(): Promise<void> {
  const dirs = tempDirs.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Removes `dirs` at once (an 'exit' listener cannot wait for promises). */
export function removeTempDirsNow(dirs: string[]): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
}

/** The smallest valid config: one `docs` area, no navbar items. */
export const MINIMAL_CONFIG: Record<string, unknown> = {
  title: 'Fixture Docs',
  url: 'https://fixture.example',
  areas: ['docs'],
  navbar: { items: [] },
  footer: { copyright: 'Copyright © 2025 Fixture Ltd.' },
};

export interface ConfigSourceOptions {
  /** Wrap the object in `defineConfig`, imported by absolute path (default: plain object). */
  defineConfig?: boolean;
}

/**
 * The text of a `config/site.config.ts`: `overrides` merged over `base` (shallow).
 * Values are written as they are, so invalid ones can be tested too.
 */
export function fixtureConfig(overrides: Record<string, unknown> = {}, base: Record<string, unknown> = MINIMAL_CONFIG, options: ConfigSourceOptions = {}): string {
  const object = JSON.stringify({ ...base, ...overrides }, null, 2);
  if (!options.defineConfig) return `// Written by test/helpers.ts\nexport default ${object};\n`;
  const define = JSON.stringify(join(ROOT, 'compiler', 'config', 'define.ts'));
  return `// Written by test/helpers.ts\nimport { defineConfig } from ${define};\n\nexport default defineConfig(${object});\n`;
}

/** A Markdown page with front matter (values written as YAML scalars via JSON). */
export function page(frontMatter: Record<string, unknown>, body = 'Some text.\n\n## A section\n\nMore text.\n'): string {
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

/**
 * The source of a remark plugin (for a config's `markdown.remarkPlugins`) that holds each page's thread in
 * the pages stage: it writes `held` (with the kind of thread it runs in; whole, by a rename, as a test reads it
 * once it is there), then waits a minute, or until a test writes `release`. An async wait: the thread's event loop takes a signal while the page is held.
 */
export function holdPlugin(held: string, release: string): string {
  return `() => async () => { const { isMainThread } = await import('node:worker_threads'); const fs = await import('node:fs'); const part = ${JSON.stringify(held)} + '.' + Math.random(); fs.writeFileSync(part, isMainThread ? 'main' : 'worker'); fs.renameSync(part, ${JSON.stringify(held)}); const until = Date.now() + 60_000; while (!fs.existsSync(${JSON.stringify(release)}) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10)); }`;
}

/**
 * A small docs site in a new temp folder: the fixture's config with `config` over it (docs under
 * /docs), an Intro and an Other page, and `files` over them. Returns its folder; the test builds it.
 */
export async function writeDocsSite(config: Record<string, unknown> = {}, files: Record<string, string> = {}, prefix = 'pxdocs-site-'): Promise<string> {
  const dir = await makeTempDir(prefix);
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, ...config }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    'docs/other.md': page({ title: 'Other' }, 'Other page.\n'),
    ...files,
  });
  return dir;
}

// ---------------------------------------------------------------------------
// Output

/** Every file under `dir`, as sorted `/`-separated relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Output file → route: `index.html` → `/`, `a/b.html` → `/a/b`. */
export function fileToRoute(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

/** Route → output file: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** Path → bytes of every file under `dir`, to prove a folder did not change. */
export async function snapshotFolder(dir: string): Promise<Map<string, Buffer>> {
  const files = await listFiles(dir);
  const entries = await Promise.all(files.map(async (file) => [file, await readFile(join(dir, file))] as const));
  return new Map(entries);
}

export async function readPage(outDir: string, route: string): Promise<string> {
  return readFile(join(outDir, routeToFile(route)), 'utf8');
}

// ---------------------------------------------------------------------------
// HTML

export type { Element };

export function parseHtml(html: string): Root {
  return fromHtml(html);
}

/**
 * The icon before an admonition's title as a page's HTML has it, a RegExp source to put in a
 * heading's pattern: the kind's SVG (theme/shared/admonition-icons.ts), hidden from assistive technology.
 */
export function admonitionIcon(kind: string): string {
  const paths = admonitionIconPaths(kind).map((d) => `<path d="${d}"></path>`).join('');
  const html = `<span class="admonition-icon" aria-hidden="true"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg></span>`;
  return html.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Every element under `node`, in document order. */
export function allElements(node: Root | Element): Element[] {
  const out: Element[] = [];
  const walk = (children: (RootContent | Element['children'][number])[]) => {
    for (const child of children) {
      if (child.type === 'element') {
        out.push(child);
        walk(child.children);
        if (child.content) walk(child.content.children);
      }
    }
  };
  walk(node.children);
  return out;
}

export function findAll(node: Root | Element, predicate: (element: Element) => boolean): Element[] {
  return allElements(node).filter(predicate);
}

export function find(node: Root | Element, predicate: (element: Element) => boolean): Element | undefined {
  return allElements(node).find(predicate);
}

export function classes(element: Element): string[] {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

export function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

/** An attribute value as a string (hast names: `href`, `ariaCurrent`, `dataLanguage`…). */
export function attr(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
}

export function text(node: Root | Element): string {
  return hastToString(node);
}

/**
 * A breadcrumb as a reader hears it: its words, or for the home crumb, which shows a house
 * (an SVG and no text), its link's label.
 */
export function crumbName(item: Element): string {
  const words = hastToString(item).trim();
  if (words) return words;
  const link = find(item, (element) => element.tagName === 'a');
  const icon = link && find(link, (element) => element.tagName === 'svg');
  return link && icon ? `${attr(link, 'ariaLabel')} (icon)` : '';
}

/** The text nodes under `node` joined by spaces, so words of adjacent blocks never run together. */
export function spacedText(node: Root | Element): string {
  const parts: string[] = [];
  const walk = (children: (RootContent | Element['children'][number])[]) => {
    for (const child of children) {
      if (child.type === 'text') parts.push(child.value);
      else if (child.type === 'element') walk(child.children);
    }
  };
  walk(node.children);
  return parts.join(' ');
}

/** Shorthand predicates. */
export const is = {
  tag: (tag: string) => (element: Element) => element.tagName === tag,
  cls: (name: string) => (element: Element) => hasClass(element, name),
  tagCls: (tag: string, name: string) => (element: Element) => element.tagName === tag && hasClass(element, name),
};

/** `<meta name=…>` or `<meta property=…>` content. */
export function meta(tree: Root, key: string): string | undefined {
  const element = find(tree, (el) => el.tagName === 'meta' && (attr(el, 'name') === key || attr(el, 'property') === key));
  return element ? attr(element, 'content') : undefined;
}

export function titleOf(tree: Root): string {
  const element = find(tree, is.tag('title'));
  return element ? text(element) : '';
}

export function canonicalOf(tree: Root): string | undefined {
  const element = find(tree, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
  return element ? attr(element, 'href') : undefined;
}

/** Every `href` attribute value in the document. */
export function hrefs(tree: Root): string[] {
  return allElements(tree).map((el) => attr(el, 'href')).filter((href): href is string => href !== undefined);
}

/** The docs sidebar (`nav.menu`) of a page, if it has one. */
export function sidebarOf(tree: Root): Element | undefined {
  return find(tree, is.tagCls('nav', 'menu'));
}

/** Link hrefs inside an element. */
export function linksIn(element: Element): { href: string; label: string; current: boolean }[] {
  return findAll(element, is.tag('a')).map((a) => ({ href: attr(a, 'href') ?? '', label: text(a).trim(), current: attr(a, 'ariaCurrent') === 'page' }));
}

/** Parsed pages of a built site, each read and parsed once (for suites that check many routes). */
export function pageTrees(out: () => string): (route: string) => Promise<ReturnType<typeof parseHtml>> {
  const trees = new Map<string, ReturnType<typeof parseHtml>>();
  return async (route) => {
    let tree = trees.get(route);
    if (!tree) {
      tree = parseHtml(await readPage(out(), route));
      trees.set(route, tree);
    }
    return tree;
  };
}

export interface ServeProcess {
  /** The port `pxdocs serve` announced. */
  port: number;
  /** Its exit code once it has stopped. */
  exited: Promise<number | null>;
  /** Sends SIGTERM (SIGKILL if it is still up later) and waits for the exit. */
  stop(): Promise<number | null>;
}

/**
 * Runs the real `pxdocs serve` (args after `serve`; `--port 0 --host 127.0.0.1`
 * added) and resolves once it announces its port. A safety net kills it after
 * `guardMs`: the tests wait on the announcement, never on time.
 */
export async function startServeCli(args: string[], env: NodeJS.ProcessEnv = {}, guardMs = 60_000): Promise<ServeProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...env };
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, [BIN, 'serve', ...args, '--port', '0', '--host', '127.0.0.1'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const guard = setTimeout(() => child.kill('SIGKILL'), guardMs);
  void exited.then(() => clearTimeout(guard));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr);
        if (match) resolve(Number(match[1]));
      });
      void exited.then((code) => reject(new Error(`serve exited with ${code} before announcing:\n${stderr}`)));
    });
    return { port, exited, stop };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

export { seededRandom } from './seeded-random.js';
