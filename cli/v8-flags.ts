// V8 settings for a pxdocs process, set before any page thread starts (worker
// threads share V8's flags). `bin/pxdocs.js` sets them first thing, and the
// bench's builds (bench/build-once.ts) too, so the bench measures the command.
import { setFlagsFromString } from 'node:v8';
import { boundHeapGrowth } from '../compiler/heap-growth.js';

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
  // Heaps grow by bounded steps (compiler/heap-growth.ts says why, and when a build lifts the bound).
  boundHeapGrowth(true);
}
