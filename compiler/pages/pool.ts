// Spreads page batches over worker threads, one per core, and gathers their
// results in page order (so output never depends on which thread was faster).
// A worker that dies fails the build naming the page it was building; Ctrl+C
// terminates the workers, and the output folder is left to the caller to discard.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startThread } from '../thread.js';
import { boundHeapGrowth } from '../heap-growth.js';
import { eachLimit } from '../each-limit.js';
import { createPageProcessor, type PageProcessor, type PageResult, type PageTask, type PagesInit, type PageWriter } from './process.js';
import type { SiteConfig } from '../config/schema.js';
import { pxErrors } from '../errors/catalogue.js';
import { interruption, onStopSignals, signalName } from '../interrupt.js';
import { pageInStack, pageTimedOut } from '../time-limit.js';
import { PageProgress } from './page-progress.js';

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; batch: number; results: PageResult[]; written?: string[] };

/** What the pool sends a thread: its data, when it was started early (`EarlyThreads`), then batches. */
export type PoolMessage =
  | { type: 'init'; init: PagesInit; outDir: string }
  | { type: 'batch'; batch: number; tasks: PageTask[] };

/** A thread's start-up data: its pages' data, or only the site folder for a thread started early. */
export type WorkerData = { cwd: string; progress: SharedArrayBuffer } & ({ init: PagesInit; outDir: string } | { init?: undefined; outDir?: undefined });

export interface PoolOptions {
  init: PagesInit;
  /** Threads started before the pages' data was known, taken before any new one is started. */
  early?: EarlyThreads;
  /** Folder the workers write pages into. */
  outDir: string;
  /** Worker threads to start (default: one per core, never more than batches). */
  workers?: number;
  /** Pages per batch: a batch is compiled, bundled and rendered together. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Batches asked for one at a time as threads free up, instead of `tasks` cut up front, and handed back
   * as each is built, not kept (`pxdocs dev`'s warm-up: compiler/dev/session.ts).
   */
  source?: BatchSource;
  /** Aborting it stops the threads, as Ctrl+C does (`runPool` rejects with BuildInterrupted). */
  signal?: AbortSignal;
  /** Each batch's results as they come (not with `source`): `offset` is its first task's position in `tasks`. */
  onBatch?: (offset: number, results: PageResult[]) => void;
}

/**
 * Where `runPool` takes its batches from in `pxdocs dev`: the pages still to build when a thread is
 * free (a page asked for meanwhile was built by the server's thread; an edit may have made others
 * stale), and where each built batch goes, with the output paths its thread wrote.
 */
export interface BatchSource {
  /** The next batch; undefined when none is left. */
  next(): PageTask[] | undefined;
  done(tasks: PageTask[], results: PageResult[], written: string[]): void;
}

/**
 * Worker threads worth starting for `pages` pages. A thread costs about a
 * second of start-up (it loads the MDX compiler, the highlighter and React), so
 * small sites build in the main thread; an explicit request is obeyed.
 */
export function workerCount(pages: number, requested?: number): number {
  if (requested !== undefined) return Math.max(1, Math.min(requested, pages));
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pages / PAGES_PER_THREAD)));
}

/** Pages below which another thread does not pay for its start-up. */
const PAGES_PER_THREAD = 100;

/**
 * Helper threads for a site too small for `workerCount`: this thread builds
 * pages from the first moment, and a helper, once loaded, takes batches
 * beside it. A helper never delays the build (nothing waits for it to load),
 * so on a machine with a free core it pays once the pages take this thread
 * longer than the helper takes to load. Measured on the 2-core machine (busy:
 * load average 35): the bundled worker is ready in 1.4–1.9 s (2.5–3.8 s as
 * ~800 modules), and costs about 1.5 s of CPU in all (loading, its own JIT
 * warm-up); the real site's 39 pages take this thread 2–4 s. So a helper pays
 * from a few dozen ordinary pages, and at `MIN_HELPER_PAGES` only when pages
 * are heavy; below that it would mostly load for nothing. On a machine with no
 * free core it costs that CPU for nothing (measured at a load average of 20 on
 * 2 cores: the real site's page stage 34 s with a helper, 22 s without), so
 * helpers are started only for cores the 1-minute load average leaves free
 * (`load`; tests pass 0). An explicit `--workers` is obeyed as it is (that
 * many dedicated workers).
 */
export function helperCount(pages: number, requested?: number, load = loadavg()[0]): number {
  if (requested !== undefined || workerCount(pages) > 1 || pages < MIN_HELPER_PAGES) return 0;
  const cores = availableParallelism();
  return Math.max(0, Math.min(cores - 1, Math.floor(cores - load)));
}

/** PXDOCS_HELPERS_FIRST (tests) also means: start the helpers whatever the machine's load. */
const helperLoad = () => (process.env.PXDOCS_HELPERS_FIRST === '1' ? 0 : undefined);

/** Threads for `pages` pages to build: helpers beside this thread, dedicated workers, or none (this thread alone). */
function threadPlan(pages: number, requested?: number): { helpers: number } | { workers: number } | undefined {
  const helpers = helperCount(pages, requested, helperLoad());
  if (helpers > 0) return { helpers };
  const workers = workerCount(pages, requested);
  return workers > 1 ? { workers } : undefined;
}

/** Fewest pages worth a helper thread (see `helperCount`). */
const MIN_HELPER_PAGES = 16;

/** The worker as one file (scripts/compile.mjs): ready in about half the time its ~800 modules took (see `helperCount`). */
const WORKER_BUNDLE = new URL('./worker.bundle.js', import.meta.url);

/**
 * A page thread's young generation, in MB (V8's default is 48: three 16 MB
 * semi-spaces). Compiling a page allocates tens of MB of short-lived syntax
 * trees, so with the default the thread spends about an eighth of its time in
 * scavenges that copy trees still in use; 128 MB cut the page stage of 507 real
 * pages on 2 threads from 24.4-24.9 s to 22.2-22.9 s, for about 100 MB more peak
 * RSS while pages build (the build's peak: 1.4 GB at 10,000 real pages).
 */
const PAGE_THREAD_YOUNG_MB = 128;

/**
 * A page thread's old generation limit, in MB, where memory is short. A page
 * thread's live heap is ~50 MB between pages, but left to itself V8 lets it
 * grow to 200-300 MB before a major GC (its growing factor scales with the
 * heap limit, ~4x for a large one), and both threads' swings are most of the
 * build's peak. With a 384-640 MB limit V8 collects sooner: 10,023 real pages
 * peaked at 0.92-0.95 GB instead of 1.30-1.33 GB, and 1,000 pages at
 * 765-787 MB instead of 982-1,070 MB; but the build took 30-35 % more CPU
 * (user time 586-605 s against 448-451 s at 10,023 pages). So the limit is
 * set only where the process has little memory (`LOW_MEMORY_BYTES`: a
 * container's limit, or a small machine), and `PXDOCS_PAGE_THREAD_OLD_MB`
 * sets it either way (0: none). A page that needs more than the limit is not
 * lost: a thread that runs out of memory ends, and its batch is built again
 * in the main thread, which has no such limit (but see
 * `LIMITED_PAGE_THREAD_YOUNG_MB`). (Page threads now bound that growth
 * another way, without the limit's cost: see compiler/heap-growth.ts.)
 */
const PAGE_THREAD_OLD_MB = 512;

/** Below this much memory (container limit or machine), page threads run with `PAGE_THREAD_OLD_MB`. */
const LOW_MEMORY_BYTES = 4 * 1024 ** 3;

/** The old generation limit for page threads, if any (see `PAGE_THREAD_OLD_MB`). */
export function pageThreadOldMb(budget = memoryBudget(), setting = process.env.PXDOCS_PAGE_THREAD_OLD_MB): number | undefined {
  if (setting !== undefined && setting.trim() !== '') {
    const mb = Number(setting);
    if (Number.isFinite(mb) && mb >= 0) return mb > 0 ? mb : undefined;
  }
  return budget < LOW_MEMORY_BYTES ? PAGE_THREAD_OLD_MB : undefined;
}

/** Memory this process may use: the container's limit where one is set, else the machine's. */
function memoryBudget(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
}

/**
 * The young generation a page thread gets when its old generation is limited:
 * V8's default, 48 MB (16 MB semi-spaces). When a thread reaches its limit,
 * Node lets the heap grow 16 MB more while it ends the thread; a scavenge
 * that promotes more than that at once makes V8 abort the whole process
 * ("FATAL ERROR: Reached heap limit") instead of ending the thread. With
 * 128 MB (43 MB semi-spaces), code filling 300 arrays of 10,000 objects
 * aborted the process at old generation limits of 40-96 MB in 15 runs of 15;
 * with 48 MB, in none of 45. It stays best-effort (nodejs/node#47224): one
 * array pushed to 3,000,000 objects still aborted it in 1 run of 31.
 */
const LIMITED_PAGE_THREAD_YOUNG_MB = 48;

/** A page thread's heap limits: see `PAGE_THREAD_YOUNG_MB` and `pageThreadOldMb`. */
export function pageThreadLimits(old = pageThreadOldMb()): ResourceLimits {
  if (!old) return { maxYoungGenerationSizeMb: PAGE_THREAD_YOUNG_MB };
  return { maxYoungGenerationSizeMb: LIMITED_PAGE_THREAD_YOUNG_MB, maxOldGenerationSizeMb: old };
}

/** Each page thread's progress (page-progress.ts), shared with it from its start. */
const progressOf = new WeakMap<Worker, PageProgress>();

function startWorker(data: Omit<WorkerData, 'progress'>): Worker {
  const progress = new PageProgress();
  const workerData: WorkerData = { ...data, progress: progress.buffer } as WorkerData;
  // Page threads hold the build's peak: their heaps grow by bounded steps (a rebuild may have lifted the bound).
  boundHeapGrowth(true);
  const resourceLimits = pageThreadLimits();
  // A bundled thread loads its external React before any of its own code runs, so the production
  // default (production.ts) must already be in the environment the thread starts with.
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const worker = startThread(import.meta.url, './worker', { workerData, resourceLimits, env }, existsSync(WORKER_BUNDLE) ? WORKER_BUNDLE : undefined);
  progressOf.set(worker, progress);
  return worker;
}

/**
 * V8 compiles hot functions with TurboFan on background threads, which is free
 * while a core is idle. With a page thread on every core, it is not: on 1,014
 * real pages (2 cores, 2 threads) those threads took 7.6 s of CPU from the
 * page threads, and compiling in the page threads themselves instead cost them
 * about 1 s each; the page stage went from 25.6-27.5 s to 24.1 s. A small
 * build in one thread, with the other core free, is faster with it (4.8-5.1 s
 * against 5.3-6.4 s for the real site). An isolate reads the flag when it
 * starts, so it is set only while such a pool starts its threads and runs,
 * for those threads alone.
 */
const SATURATED_WORKER_FLAG = '--no-concurrent-recompilation';
const DEFAULT_WORKER_FLAG = '--concurrent-recompilation';

/**
 * Page threads started as soon as a build knows how many pages it has, before
 * it has their data (the sidebars, the client assets' names, the routes): a
 * thread takes one to two seconds to load (see `helperCount`), and the stages
 * between discovery and the pages run meanwhile, so the thread is ready
 * sooner. The pool takes them before starting any (`PoolOptions.early`), and
 * sends each its data first; `close` ends those it did not take. Started only
 * for a build that will surely build its pages (build.ts: a cache with nothing
 * under its salt), in the number the pool would start for that many pages.
 */
export class EarlyThreads {
  private readonly idle: Worker[] = [];

  private constructor(count: number, cwd: string, private readonly saturated: boolean) {
    if (saturated) setFlagsFromString(SATURATED_WORKER_FLAG);
    for (let n = 0; n < count; n++) {
      const worker = startWorker({ cwd });
      // Until the pool takes it: a thread that fails while loading is dropped, never an uncaught error.
      const drop = () => this.remove(worker);
      worker.once('error', drop);
      worker.once('exit', drop);
      this.idle.push(worker);
    }
  }

  /** The threads the pool would start for `pages` pages to build (none for a small site or a busy machine). */
  static start(cwd: string, pages: number, requested?: number): EarlyThreads | undefined {
    const plan = threadPlan(pages, requested);
    if (!plan) return undefined;
    return 'helpers' in plan ? new EarlyThreads(plan.helpers, cwd, false) : new EarlyThreads(plan.workers, cwd, plan.workers >= availableParallelism());
  }

  /** Threads still waiting to be taken (one that failed while loading is no longer counted). */
  get waiting(): number {
    return this.idle.length;
  }

  /** A loading (or loaded) thread, not yet sent its data; undefined when none is left. */
  take(): Worker | undefined {
    return this.idle.shift();
  }

  /** Ends the threads not taken, and puts V8's flag back if the start set it. */
  close(): void {
    for (const worker of this.idle.splice(0)) void worker.terminate();
    if (this.saturated) setFlagsFromString(DEFAULT_WORKER_FLAG);
  }

  private remove(worker: Worker): void {
    const index = this.idle.indexOf(worker);
    if (index !== -1) this.idle.splice(index, 1);
  }
}

/** How long a stopped page thread is waited for before the pool takes it as gone (see `runPool`'s `stop`). */
const STOPPED_THREAD_GRACE_MS = 2_000;

/** How often the page watchdog looks at the page threads (at most; more often under a shorter limit). */
const WATCH_INTERVAL_MS = 1_000;

/**
 * A page thread that starts no step of a page (compiling, loading, rendering
 * one) for this long is ended and the build fails naming its page: the time
 * limit (compiler/time-limit.ts), plus a margin in which the limit inside the
 * thread, which stops page code with a more precise error, goes first. It
 * covers what that limit does not reach: a remark or rehype plugin that
 * loops, a promise that never settles.
 */
export function stalledAfter(limitMs: number): number {
  return limitMs + Math.min(15_000, Math.max(1_000, limitMs / 4));
}

/** Pages built together in the main thread: bounded, so memory stays flat however large the site. */
const MAIN_THREAD_BATCH = 64;

/**
 * Builds every page; results in page order. Pages whose rendered HTML is in the
 * cache are written from it here first (no thread needed: a rebuild with little
 * changed starts none); the rest are built on worker threads when there are
 * enough of them (`workerCount`), else in this thread, in bounded batches.
 */
export async function buildPages(tasks: PageTask[], options: PoolOptions & { config: SiteConfig; writer: PageWriter; onThreads?: (threads: number) => void; onBuilt?: (index: number, result: PageResult) => void }): Promise<PageResult[]> {
  try {
    return await buildAll(tasks, options);
  } finally {
    // Threads started early that the pool did not take (pages came from the cache, say) end with the stage.
    options.early?.close();
  }
}

async function buildAll(tasks: PageTask[], options: Parameters<typeof buildPages>[1]): Promise<PageResult[]> {
  const processor = createPageProcessor(options.init, options.config, options.writer);
  const results: PageResult[] = new Array(tasks.length);
  const missing: number[] = [];
  let done = 0;
  // A cache that holds nothing under this build's salt (its first build) has no hits to look for.
  if (options.init.cache && !options.init.cache.empty) {
    // A few at once: a hit is mostly file system calls, which wait on the thread pool.
    await eachLimit([...tasks.keys()], 8, async (index) => {
      const hit = await processor.fromCache(tasks[index]);
      if (hit) {
        results[index] = hit;
        options.onBuilt?.(index, hit);
        if (++done % MAIN_THREAD_BATCH === 0) options.onProgress?.(done, tasks.length);
      } else missing.push(index);
    });
    missing.sort((a, b) => a - b);
  } else missing.push(...tasks.keys());
  const notes = processor.drainNotes();
  const rest = missing.map((index) => tasks[index]);
  const plan = rest.length ? threadPlan(rest.length, options.workers) : undefined;
  let built: PageResult[] = [];
  const { onBuilt } = options;
  const onBatch = onBuilt && ((offset: number, results: PageResult[]) => { for (const [n, result] of results.entries()) onBuilt(missing[offset + n], result); });
  if (plan && 'helpers' in plan) {
    built = await runPool(rest, { ...options, onBatch, workers: plan.helpers, local: processor, fallback: processor, onProgress: (count) => options.onProgress?.(done + count, tasks.length) });
    // Threads that built pages: this one, and the helpers that loaded in time to take a batch.
    options.onThreads?.(1 + new Set(built.filter((result) => result.thread === 'worker').map((result) => result.threadId)).size);
  } else if (plan) {
    options.onThreads?.(plan.workers);
    built = await runPool(rest, { ...options, onBatch, workers: plan.workers, fallback: processor, onProgress: (count) => options.onProgress?.(done + count, tasks.length) });
  } else {
    options.onThreads?.(rest.length ? 1 : 0);
    for (let start = 0; start < rest.length; start += MAIN_THREAD_BATCH) {
      const batch = await processor.process(rest.slice(start, start + MAIN_THREAD_BATCH));
      onBatch?.(start, batch);
      built.push(...batch);
      options.onProgress?.(done + built.length, tasks.length);
    }
  }
  for (const [position, index] of missing.entries()) results[index] = built[position];
  if (notes.length && results.length) results[0] = { ...results[0], notes: [...notes, ...(results[0].notes ?? [])] };
  return results;
}

/**
 * Tasks cut into batches of `size(tasks left)`. Helpers alone take batches of
 * up to 64 pages (a batch is bundled together, and each costs a round trip),
 * shrinking to 4 as the pages run out: with batches of 64 to the end, the
 * thread that took the last one built it alone while the others waited, about
 * a second of a core at 10,000 pages.
 */
function cut(tasks: PageTask[], size: (left: number) => number): PageTask[][] {
  const batches: PageTask[][] = [];
  for (let start = 0; start < tasks.length; ) {
    const end = start + size(tasks.length - start);
    batches.push(tasks.slice(start, end));
    start = end;
  }
  return batches;
}

export async function runPool(tasks: PageTask[], options: PoolOptions & { local?: PageProcessor; fallback: PageProcessor }): Promise<PageResult[]> {
  const { local } = options;
  const helpers = options.workers ?? workerCount(tasks.length);
  // With this thread building too, batches are small: this thread starts at
  // once while a helper loads, and the last batches should end together.
  const fixed = options.batchSize ?? (local ? Math.max(2, Math.min(8, Math.ceil(tasks.length / ((helpers + 1) * 4)))) : undefined);
  const { source } = options;
  const batches = source ? [] : cut(tasks, (left) => fixed ?? Math.max(4, Math.min(64, Math.ceil(left / (helpers * 4)))));
  const results: PageResult[][] = new Array(batches.length);
  const offsets: number[] = [];
  for (let batch = 0, offset = 0; batch < batches.length; offset += batches[batch++].length) offsets.push(offset);
  // This thread takes the first batch: a helper gets one only if more are left.
  const count = source ? helpers : Math.min(helpers, batches.length - (local ? 1 : 0));
  const saturated = !local && count >= availableParallelism();
  if (saturated) setFlagsFromString(SATURATED_WORKER_FLAG);
  let next = 0;
  let done = 0;
  /** The index of the next batch to build (-1: none left). */
  const take = (): number => {
    if (!source) return next < batches.length ? next++ : -1;
    const batch = source.next();
    return batch?.length ? batches.push(batch) - 1 : -1;
  };
  /** A built batch: kept, or handed to the source (its tasks and results then dropped here). */
  const settle = (batch: number, built: PageResult[], written: string[] = []) => {
    if (!source) {
      results[batch] = built;
      options.onBatch?.(offsets[batch], built);
      return;
    }
    const tasks = batches[batch];
    results[batch] = [];
    batches[batch] = [];
    source.done(tasks, built, written);
  };
  const workers: Worker[] = [];
  /** Per worker: ends it if it holds no batch (it is still loading, say). */
  const releases: (() => void)[] = [];
  let interrupted = false;
  /** Worker threads that ran out of memory (their batches fall back to this thread). */
  let outOfMemory = 0;
  /** Set when the pool gave up (a worker crashed): this thread stops taking batches. */
  let abandoned = false;
  const terminate = () => { for (const worker of workers) void worker.terminate(); };
  /** Each thread's way to end its wait at once, as stopped (see `stop`). */
  const giveUps: (() => void)[] = [];
  let giveUpTimer: NodeJS.Timeout | undefined;
  const stop = () => {
    interrupted = true;
    terminate();
    // A stopped thread ends its wait on its 'exit'. A thread stopped while it was still starting
    // sometimes never emits one, and holds nothing that keeps the process alive either: dev stopped
    // at once (test/dev/dev-stop.test.ts) then waited for good, on an event loop with nothing left in
    // it. So the wait ends anyway, a little later, as stopped.
    giveUpTimer ??= setTimeout(() => { for (const giveUp of giveUps) giveUp(); }, STOPPED_THREAD_GRACE_MS);
  };
  const interruptedError = () => pxErrors.BuildInterrupted.create({ message: `The build was stopped (${signalName()}) while it was building pages.` });
  // The page watchdog: each worker's check, run every WATCH_INTERVAL_MS (see `stalledAfter`).
  const limit = options.init.pageTimeoutMs;
  const checks: ((now: number) => void)[] = [];
  const watch = limit ? setInterval(() => { const now = Date.now(); for (const check of checks) check(now); }, Math.min(WATCH_INTERVAL_MS, limit)) : undefined;
  watch?.unref();
  const stopListening = onStopSignals(stop);
  options.signal?.addEventListener('abort', stop);
  if (options.signal?.aborted) interrupted = true;
  // A Ctrl+C that came between the stages before and this one's listeners (interrupt.ts).
  if (interruption.requested) interrupted = true;
  // Tests set PXDOCS_HELPERS_FIRST=1 so that this thread starts only once every
  // helper has loaded: then each thread surely builds pages, whatever the load.
  let loaded = 0;
  let allLoaded = () => {};
  const helpersLoaded = new Promise<void>((resolve) => { allLoaded = resolve; });
  try {
    const threads = Array.from({ length: Math.max(0, count) }, () => new Promise<void>((resolve, reject) => {
      const early = options.early?.take();
      const worker = early ?? startWorker({ cwd: options.init.cwd, init: options.init, outDir: options.outDir });
      // A thread started early gets its data first; it says "ready" once it has made its processor.
      if (early) early.postMessage({ type: 'init', init: options.init, outDir: options.outDir } satisfies PoolMessage);
      workers.push(worker);
      let current = -1;
      const progress = progressOf.get(worker)!;
      /** When this thread was last seen starting a step of a page (0: it holds no batch), and its step count then. */
      let progressAt = 0;
      let steps = progress.steps;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        void worker.terminate().then(() => resolve());
      };
      // A batch goes to a worker once it has loaded, never earlier: a batch
      // queued on a loading worker would wait there while this thread is free.
      const send = () => {
        const taken = interrupted ? -1 : take();
        if (taken === -1) {
          finish();
          return;
        }
        current = taken;
        progress.newBatch();
        progressAt = Date.now();
        worker.postMessage({ type: 'batch', batch: current, tasks: batches[current] } satisfies PoolMessage);
      };
      releases.push(() => { if (current === -1 || results[current] !== undefined) finish(); });
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          if (++loaded === count) allLoaded();
          send();
          return;
        }
        settle(message.batch, message.results.map((result) => ({ ...result, thread: 'worker' as const, threadId: worker.threadId })), message.written);
        done += message.results.length;
        options.onProgress?.(done, tasks.length);
        send();
      });
      giveUps.push(() => crashed('was stopped'));
      const crashed = (reason: string, source?: string) => {
        if (finished) return;
        finished = true;
        if (interrupted) {
          reject(interruptedError());
          return;
        }
        const task = current >= 0 ? batches[current][Math.max(progress.page, 0)] : undefined;
        const file = source ?? task?.doc.source;
        reject(pxErrors.PageBuildCrashed.create({ message: `A worker thread ${reason}${source ? `, from the code of ${source}` : task ? ` while building ${task.doc.source}` : ''}.` }, { where: file ? { file } : undefined }));
      };
      worker.on('error', (error) => {
        // Out of memory (its old generation may be limited): the thread is gone, not the build. Its batch,
        // and any a lack of threads leaves, are built in this thread once the others are done.
        if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' && !interrupted) {
          finished = true;
          outOfMemory++;
          resolve();
          return;
        }
        // The page whose code the error's stack runs through is the one to name (a rejection its code left
        // may surface while the thread builds another page).
        crashed(`failed (${error.message})`, pageInStack(error.stack));
      });
      checks.push((now) => {
        // A step started since the last look is progress, seen now (a check's interval later at most).
        if (progress.steps !== steps) {
          steps = progress.steps;
          if (progressAt) progressAt = now;
        }
        if (finished || !progressAt || !limit || now - progressAt <= stalledAfter(limit)) return;
        // Stuck where the page time limit does not reach (a plugin's loop, a promise that never settles):
        // the thread is ended, and the build fails naming the page.
        finished = true;
        const task = batches[current][Math.max(progress.page, 0)];
        void worker.terminate();
        reject(pageTimedOut(task.doc.source, now - progressAt, 'building'));
      });
      // Any end while it holds a batch is a crash, even with code 0 (page code calling process.exit(0) outside the limit's guard).
      worker.on('exit', (code) => { if ((code !== 0 || current !== -1) && (current === -1 || results[current] === undefined)) crashed(`exited with code ${code}`); });
    }));
    const here = (async () => {
      if (!local) return;
      if (process.env.PXDOCS_HELPERS_FIRST === '1' && count > 0) await Promise.race([helpersLoaded, Promise.all(threads)]);
      while (!interrupted && !abandoned) {
        const current = take();
        if (current === -1) break;
        const built = await local.process(batches[current]);
        settle(current, built);
        done += built.length;
        options.onProgress?.(done, tasks.length);
      }
      // Helpers still loading are not waited for: there is nothing left to give them.
      for (const release of releases) release();
      if (interrupted) throw interruptedError();
    })();
    await Promise.all([here, ...threads]);
    if (outOfMemory) {
      for (const [index, batch] of batches.entries()) {
        if (interrupted) throw interruptedError();
        if (results[index] !== undefined) continue;
        const built = await options.fallback.process(batch);
        settle(index, built);
        done += built.length;
        options.onProgress?.(done, tasks.length);
      }
    }
  } finally {
    clearInterval(watch);
    clearTimeout(giveUpTimer);
    abandoned = true;
    if (saturated) setFlagsFromString(DEFAULT_WORKER_FLAG);
    terminate();
    stopListening();
    options.signal?.removeEventListener('abort', stop);
  }
  return results.flat();
}
