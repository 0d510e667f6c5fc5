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

/**
 * The same for `pxdocs dev`, shorter: dev builds pages on the thread that
 * answers requests, so while a page's code runs nothing else is answered.
 */
export const DEV_PAGE_TIMEOUT_MS = 10_000;

/** The longest limit a timer takes (V8's and Node's: a signed 32-bit count of milliseconds), a whole number of seconds. */
export const MAX_PAGE_TIMEOUT_MS = 2_147_483_000;

const SLOT = Symbol.for('pxdocs.timeLimited');
/** The one script every limited call runs: it calls the function left in SLOT (compiled once). */
const RUN = new Script(`globalThis[Symbol.for('pxdocs.timeLimited')]()`, { filename: 'pxdocs-page-time-limit' });

/** Node's code for a script stopped by its `timeout`. */
const TIMED_OUT = 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/**
 * Runs `run` synchronously, stopping it after `ms` milliseconds (none when
 * `ms` is 0 or undefined); a stopped run throws an error `timedOut` recognises.
 */
export function withinTimeLimit<T>(ms: number | undefined, run: () => T, options: { breakOnSigint?: boolean } = {}): T {
  // Page code may not end the build either: process.exit throws for it while it runs (PageCalledExit).
  const exit = process.exit;
  process.exit = ((code?: number) => {
    const file = lastPage;
    throw pxErrors.PageCalledExit.create({ code: String(code ?? process.exitCode ?? 0) }, file ? { where: { file } } : {});
  }) as typeof process.exit;
  try {
    const timeout = ms && ms <= MAX_PAGE_TIMEOUT_MS ? ms : undefined;
    if (!timeout && !options.breakOnSigint) return run();
    const slots = globalThis as unknown as Record<symbol, (() => unknown) | undefined>;
    const outer = slots[SLOT];
    slots[SLOT] = run;
    try {
      return RUN.runInThisContext({ timeout, breakOnSigint: options.breakOnSigint }) as T;
    } finally {
      slots[SLOT] = outer;
    }
  } finally {
    process.exit = exit;
  }
}

/** The page whose code this thread ran last (`runningPage`), for what its code leaves behind: a rejected promise no one handles. */
let lastPage: string | undefined;

/** Notes that `file`'s code (its module, its render) runs now. */
export function runningPage(file: string): void {
  lastPage = file;
}

/** The page whose code ran last in this thread, if any. */
export function lastPageRun(): string | undefined {
  return lastPage;
}

/** Whether `error` is a run `withinTimeLimit` stopped for a Ctrl+C (its `breakOnSigint`). */
export function interruptedBySigint(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_SCRIPT_EXECUTION_INTERRUPTED';
}

/** Whether `error` is a run `withinTimeLimit` stopped. */
export function timedOut(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === TIMED_OUT;
}

/** The error a page gets when building it took longer than `ms` (`doing`: what it was doing, "rendering", say). */
export function pageTimedOut(file: string, ms: number, doing: string): PxError {
  return pxErrors.PageTimedOut.create({ file, seconds: Math.round(ms / 100) / 10, doing }, { where: { file } });
}

/** The name a page's compiled code runs under (its `sourceURL`): stacks through it name the page. */
export function pageCodeUrl(file: string): string {
  return `pxdocs-page:${file.split('\\').join('/')}`;
}

/** The page whose code a stack runs through (`pageCodeUrl`), the innermost, if any. */
export function pageInStack(stack: string | undefined): string | undefined {
  return /pxdocs-page:([^()\n]+?):\d+:\d+/.exec(stack ?? '')?.[1];
}
