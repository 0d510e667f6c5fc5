// How far a V8 heap grows before a full collection (V8's flag, shared by every
// thread of the process; an isolate reads it as it computes its next limit).
//
// V8 lets a heap grow up to four times its live size when collections are
// cheap, as a build's are: each page thread held 300-500 MB for about 100 MB
// of live objects, and a 10,023-page build peaked at 1.16 GB. Growing by half
// at a time it peaked at 0.81-0.82 GB for CPU time within this machine's
// noise (209 and 228 s against 202 s; at 1,014 pages 28.1-28.6 s against
// 28.7-29.4 s, 2 cores). So the command bounds it from its start
// (cli/v8-flags.ts). A build whose cache may hold its pages lifts the bound
// (build.ts): its own thread then collected 0.3 s less (6.0-6.2 s against
// 6.3-6.7 s at 10,023 pages, one page changed); page threads, if it starts
// any, bring it back (pages/pool.ts). (A build that then makes many pages
// without page threads, in its own thread, does so unbounded.)
import { setFlagsFromString } from 'node:v8';

/** The heap grows by this share of its live size before a full collection, while bounded. */
export const HEAP_GROWING_PERCENT = 50;

/** Bounds the heaps' growth (true) or gives it back to V8's own rule (false: the flag's default, 0). */
export function boundHeapGrowth(bounded: boolean): void {
  setFlagsFromString(`--heap-growing-percent=${bounded ? HEAP_GROWING_PERCENT : 0}`);
}
