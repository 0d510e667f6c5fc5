// What the compiled test files get when they import 'node:test'
// (scripts/compile-tests.mjs points the import here): node:test itself, with
// its four hooks changed for files that share a process (scripts/test-group.mjs
// runs several files in one process, one after the other, to pay a process's
// start, the compiler's loading and Chromium's launch once for all of them).
//
// A hook registered at a file's top level belongs to node:test's root, which
// every file of the process shares. Left alone, that would change what the
// files see: a file's `after` (closing its browser, its servers) would wait for
// the process's last file; a failed `before` would fail every file after it;
// a `beforeEach` would run before other files' tests. So, while files share a
// process, a top-level hook is kept to the file that registered it, and runs
// when it would have with a process of its own: `after` once the file's tests
// are done, `before` and `beforeEach`/`afterEach` for its tests only. A
// top-level `after` of a shared module (test/compat/browse.ts closing the
// browser it launched for the file) runs at the end of every file from then
// on, as it would at the end of each file's own process.
//
// A file run alone (the group's state absent) gets node:test's hooks unchanged.
//
// And every test (`test`, `it`) that names no time limit of its own gets one
// (TEST_TIME_LIMIT_MS): node:test has none by default, and Node 20 takes
// `--test-timeout` only under `node --test`. A test that waits forever (CI run
// 41: a request that never came, awaited with no limit) held its group's
// process, and every file after it in the group, until the run's own limit;
// now it fails with its name and the group goes on.
import * as nodeTest from 'node:test';

// The rest as node:test has it (its types say `export =`, which `export *` cannot pass on).
export { describe, suite, mock, run, skip, todo, only } from 'node:test';
export { default } from 'node:test';
export type { TestContext, SuiteContext } from 'node:test';

/**
 * A test's time limit when it names none: ten times the longest test of a CI run (26 s in run 42,
 * at a load of ~3), so that only a test that waits forever meets it. PXDOCS_TEST_TIME_LIMIT_MS
 * changes it (test/unit/test-time-limit.test.ts sets a short one).
 */
const TEST_TIME_LIMIT_MS = Number(process.env.PXDOCS_TEST_TIME_LIMIT_MS) || 5 * 60_000;

type TestFunction = typeof nodeTest.test;

/** `run` (node:test's `test` or `it`) with TEST_TIME_LIMIT_MS in the options of a test that gives no `timeout`. */
function limited(run: TestFunction): TestFunction {
  // A proxy: node:test's own properties (`test.skip`, `test.after`, `test.mock`…) stay as they are.
  return new Proxy(run, {
    apply(target, self, args: unknown[]) {
      // test([name][, options][, fn]): the options are the one plain object among the arguments.
      const at = args.findIndex((arg) => typeof arg === 'object' && arg !== null);
      if (at >= 0) {
        const options = args[at] as nodeTest.TestOptions;
        if (options.timeout === undefined) args[at] = { ...options, timeout: TEST_TIME_LIMIT_MS };
      } else {
        args.splice(typeof args[0] === 'string' ? 1 : 0, 0, { timeout: TEST_TIME_LIMIT_MS });
      }
      return Reflect.apply(target, self, args) as unknown;
    },
  });
}

export const test = limited(nodeTest.test);
export const it = limited(nodeTest.it);

type Hook = Parameters<typeof nodeTest.after>[0];
type HookOptions = Parameters<typeof nodeTest.after>[1];

/** One file of a group: the hooks it registered at its top level, and how its `before` hooks went. */
export interface GroupFile {
  path: string;
  afters: NonNullable<Hook>[];
  beforeError?: unknown;
}

/** Shared with scripts/test-group.mjs through the global object (the group file is not compiled with the tests). */
export interface GroupState {
  /** The file whose module is being evaluated (its top-level hooks are its own), if any. */
  loading?: GroupFile;
  /** The file whose tests run now. */
  current?: GroupFile;
  /** Top-level `after` hooks of shared modules: run after each file. */
  everyFile: NonNullable<Hook>[];
  /** Run once the group's last file is done (the browsers the files shared). */
  atEnd: (() => Promise<void> | void)[];
}

const GROUP = Symbol.for('pxdocs.test.group');

/** The group's state, when files share this process. */
export function testGroup(): GroupState | undefined {
  return (globalThis as { [GROUP]?: GroupState })[GROUP];
}

/**
 * Whether a hook registered now goes to node:test's root: called while a file
 * is being loaded, and not from a suite's callback (describe runs it at once,
 * from inside node:test). Returns the caller's file (the first frame outside
 * this module), or undefined when the hook is not a top-level one.
 */
function topLevelCaller(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  if (stack.includes('node:internal/test_runner')) return undefined;
  const frames = stack.split('\n').slice(1);
  const caller = frames.find((frame) => !/node-test\.[jt]s/.test(frame));
  return caller ?? '';
}

export const after: typeof nodeTest.after = (fn?: Hook, options?: HookOptions) => {
  const group = testGroup();
  const file = group?.loading;
  const caller = file && fn ? topLevelCaller() : undefined;
  if (!group || !file || !fn || caller === undefined) return nodeTest.after(fn, options);
  // A test file's own hook, or a shared module's (loaded once per process, by the first file that needed it).
  if (/\.test\.[jt]s\b/.test(caller)) file.afters.push(fn);
  else group.everyFile.push(fn);
};

export const before: typeof nodeTest.before = (fn?: Hook, options?: HookOptions) => {
  const file = testGroup()?.loading;
  if (!file || !fn || topLevelCaller() === undefined) return nodeTest.before(fn, options);
  // Runs now (node:test runs a root `before` at once once the root has started); a failure is the
  // file's alone: its tests fail with it (scripts/test-group.mjs), the next files run as usual.
  return nodeTest.before(async (context) => {
    try {
      await fn(context, () => undefined);
    } catch (error) {
      file.beforeError ??= error;
    }
  }, options);
};

/** `beforeEach`/`afterEach` registered at a file's top level: run for that file's tests only. */
function ownTests(hook: typeof nodeTest.beforeEach): typeof nodeTest.beforeEach {
  return (fn?: Hook, options?: HookOptions) => {
    const group = testGroup();
    const file = group?.loading;
    if (!group || !file || !fn || topLevelCaller() === undefined) return hook(fn, options);
    // One parameter, as `fn`'s callers expect of a hook that returns its promise (two would make node:test wait for a `done` call).
    return hook((context) => (group.current === file ? fn(context, () => undefined) : undefined), options);
  };
}

export const beforeEach = ownTests(nodeTest.beforeEach);
export const afterEach = ownTests(nodeTest.afterEach);
