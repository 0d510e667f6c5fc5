// V8 settings for a pxdocs process, set before any page thread starts (worker
// threads share V8's flags). `bin/pxdocs.js` sets them first thing, and the
// bench's builds (bench/build-once.ts) too, so the bench measures the command.
import { setFlagsFromString } from 'node:v8';

/** The heap grows by this share of its live size before a full collection. */
export const HEAP_GROWING_PERCENT = 50;

/** The bytecode a function runs before V8 optimizes it (V8's default: 66 KB). */
export const INTERRUPT_BUDGET = 300 * 1024;

export function tuneV8(): void {
  // V8 optimizes a function once it has run its interrupt budget of bytecode,
  // on background threads that take cores from the build. A build runs most of
  // its code briefly (each compiler plugin, once a page), so much of that
  // optimizing was for code that had little left to run: with a budget of
  // 300 KB, the real site's cold build took 6.2-6.3 s of CPU instead of 8.3 (2
  // cores), and 1,000 real pages 52-55 s instead of 56-60 s, hot code being
  // optimized all the same.
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  // V8 lets a heap grow up to four times its live size before a full
  // collection when collections are cheap, as a build's are: each page thread
  // held 300-500 MB for about 100 MB of live objects, and a 10,023-page build
  // peaked at 1.16 GB. Growing by half at a time it peaked at 0.81-0.82 GB for
  // CPU time within this machine's noise (209 and 228 s against 202 s; at
  // 1,014 pages 28.1-28.6 s against 28.7-29.4 s, 2 cores).
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
