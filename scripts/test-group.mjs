// Runs several compiled test files in one process, one after the other, as if
// each had a process of its own: scripts/run-tests.mjs writes a group file
// (`import { runGroup } from …; await runGroup([…])`) for each group and hands
// those to node:test. A process costs about 0.6 s of CPU before its first test
// (Node, the test helpers, the compiler's bundle loaded and warmed up by a first
// build) and Chromium about as much again: paid once per group instead of once
// per file.
//
// What keeps the files apart (test/node-test.ts, which the compiled tests get
// for 'node:test'): a file is loaded only once the file before it is done; its
// top-level hooks stay its own; its top-level `after` hooks run in a suite
// named after it, once its tests are done (a failure there fails that suite);
// when one of its top-level `before` hooks failed, each of its tests fails with
// that error. Modules are loaded once per process: what a module keeps at its
// top level (a browser launched for "the file") is shared by the files after
// it, which is why test/e2e/browser.ts lends one Chromium to every file of a group.
import { appendFileSync } from 'node:fs';
import { beforeEach, describe, after } from 'node:test';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuWatch } from './test-cpu.mjs';

const GROUP = Symbol.for('pxdocs.test.group');
const ROOT = new URL('..', import.meta.url).pathname;

/** Runs `files` (absolute paths of compiled test files) in order. */
export async function runGroup(files) {
  const group = { everyFile: [], atEnd: [] };
  globalThis[GROUP] = group;
  beforeEach(() => {
    if (group.current?.beforeError) throw group.current.beforeError;
  });
  const meter = cpuMeter();
  for (const path of files) {
    const measure = meter?.start(path);
    const file = { path, afters: [] };
    group.loading = file;
    group.current = file;
    let loadError;
    try {
      await import(pathToFileURL(path).href);
    } catch (error) {
      loadError = error;
    } finally {
      group.loading = undefined;
    }
    // Registered after the file's own top-level tests, so node:test runs it once they are done.
    await new Promise((resolve) => {
      describe(`${label(path)}: after its tests`, () => {
        after(async (context) => {
          try {
            await runHooks([...file.afters, ...group.everyFile], context, loadError);
          } finally {
            measure?.end();
            resolve();
          }
        });
      });
    });
  }
  group.current = undefined;
  for (const end of group.atEnd) await end();
}

/**
 * With PXDOCS_TEST_CPU_LOG (run-tests.mjs --timing), a line per file as
 * scripts/test-cpu.mjs writes one per process: wall and CPU from the file's
 * loading to its last hook, the CPU being this process's, plus its children's
 * (reaped) or, where more, its descendants' sampled every 250 ms (Chromium's
 * renderers are never reaped here). The process's start is the first file's.
 */
function cpuMeter() {
  const log = process.env.PXDOCS_TEST_CPU_LOG;
  if (!log) return undefined;
  const cpu = cpuWatch();
  let last = { at: performance.timeOrigin, cpu: { self: 0, children: 0, sampled: 0 } };
  return {
    start(path) {
      const from = last;
      return {
        end() {
          const now = cpu.read();
          const at = Date.now();
          const self = now.self - from.cpu.self;
          const others = Math.max(now.children - from.cpu.children, now.sampled - from.cpu.sampled);
          appendFileSync(log, `${JSON.stringify({ file: path, wallMs: Math.round(at - from.at), cpuMs: Math.round(self + others), selfMs: Math.round(self), group: process.argv[1] })}\n`);
          last = { at, cpu: now };
        },
      };
    },
  };
}

/** Every hook, as node:test runs a file's `after` hooks: in order, all of them even after a failure; the first error is thrown. */
async function runHooks(hooks, context, loadError) {
  let failure = loadError;
  for (const hook of hooks) {
    try {
      await hook(context, () => undefined);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/** test/….test.ts for a compiled dist/test/….test.js. */
function label(path) {
  const rel = relative(ROOT, path).split('\\').join('/');
  return rel.replace(/^dist\//, '').replace(/\.js$/, '.ts');
}
