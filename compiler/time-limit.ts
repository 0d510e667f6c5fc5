// A page's own code runs in the build: its expressions, the components it
// imports, a site's src/theme/MDXComponents. A loop in it that never ends would
// hang the build for good, and on the main thread nothing else could stop it
// (its timers never fire again). So that code runs under V8's own watchdog,
// the `timeout` of `vm`: past the limit V8 stops the script and Node throws a
// catchable error, and the page fails with its name instead of hanging.
//
// Only page code runs this way: each call starts a watchdog thread (~0.1 ms),
// paid by pages with a module (a tenth of a large site), never by plain
// Markdown pages or pxdocs's own layout. A page thread that hangs elsewhere (a
// remark plugin, say) is ended by the pool (pages/pool.ts: the page watchdog).
import { Script } from 'node:vm';
import { pxErrors } from './errors/catalogue.js';
import type { PxError } from './errors.js';

/** How long a page may build, by default: far beyond any real page (the largest real ones take a second or two). */
export const DEFAULT_PAGE_TIMEOUT_MS = 120_000;

const SLOT = Symbol.for('pxdocs.timeLimited');
/** The one script every limited call runs: it calls the function left in SLOT (compiled once). */
const RUN = new Script(`globalThis[Symbol.for('pxdocs.timeLimited')]()`, { filename: 'pxdocs-page-time-limit' });

/** Node's code for a script stopped by its `timeout`. */
const TIMED_OUT = 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/**
 * Runs `run` synchronously, stopping it after `ms` milliseconds (none when
 * `ms` is 0 or undefined); a stopped run throws an error `timedOut` recognises.
 */
export function withinTimeLimit<T>(ms: number | undefined, run: () => T): T {
  if (!ms) return run();
  const slots = globalThis as unknown as Record<symbol, (() => unknown) | undefined>;
  const outer = slots[SLOT];
  slots[SLOT] = run;
  try {
    return RUN.runInThisContext({ timeout: ms }) as T;
  } finally {
    slots[SLOT] = outer;
  }
}

/** Whether `error` is a run `withinTimeLimit` stopped. */
export function timedOut(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === TIMED_OUT;
}

/** The error a page gets when building it took longer than `ms` (`doing`: what it was doing, "rendering", say). */
export function pageTimedOut(file: string, ms: number, doing: string): PxError {
  return pxErrors.PageTimedOut.create({ file, seconds: Math.round(ms / 100) / 10, doing }, { where: { file } });
}
