// Spreads page batches over worker threads, one per core, and gathers their
// results in page order (so output never depends on which thread was faster).
// A worker that dies fails the build naming the page it was building; Ctrl+C
// terminates the workers, and the output folder is left to the caller to discard.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createPageProcessor, type PageResult, type PageTask, type PagesInit, type PageWriter } from './process.js';
import type { SiteConfig } from '../config/schema.js';
import { pxErrors } from '../errors/catalogue.js';

export type WorkerMessage =
  | { type: 'start'; batch: number; index: number }
  | { type: 'done'; batch: number; results: PageResult[] };

export interface PoolOptions {
  init: PagesInit;
  /** Folder the workers write pages into. */
  outDir: string;
  /** Worker threads to start (default: one per core, never more than batches). */
  workers?: number;
  /** Pages per batch: a batch is compiled, bundled and rendered together. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
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

// From dist/ the worker is JavaScript. From the sources (tests, bench) it is
// TypeScript: the thread first registers tsx's loader (an `--import tsx` flag
// does not reach a worker's entry module), then imports it.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function startWorker(workerData: unknown): Worker {
  if (!FROM_SOURCE) return new Worker(new URL('./worker.js', import.meta.url), { workerData });
  const entry = new URL('./worker.ts', import.meta.url).href;
  const loader = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { eval: true, workerData });
}

/** Pages built together in the main thread: bounded, so memory stays flat however large the site. */
const MAIN_THREAD_BATCH = 64;

/**
 * Builds every page; results in page order. Pages whose rendered HTML is in the
 * cache are written from it here first (no thread needed: a rebuild with little
 * changed starts none); the rest are built on worker threads when there are
 * enough of them (`workerCount`), else in this thread, in bounded batches.
 */
export async function buildPages(tasks: PageTask[], options: PoolOptions & { config: SiteConfig; writer: PageWriter; onThreads?: (threads: number) => void }): Promise<PageResult[]> {
  const processor = createPageProcessor(options.init, options.config, options.writer);
  const results: PageResult[] = new Array(tasks.length);
  const missing: number[] = [];
  let done = 0;
  if (options.init.cache) {
    for (const [index, task] of tasks.entries()) {
      const hit = await processor.fromCache(task);
      if (hit) {
        results[index] = hit;
        if (++done % MAIN_THREAD_BATCH === 0) options.onProgress?.(done, tasks.length);
      } else missing.push(index);
    }
  } else missing.push(...tasks.keys());
  const notes = processor.drainNotes();
  const rest = missing.map((index) => tasks[index]);
  const workers = rest.length ? workerCount(rest.length, options.workers) : 0;
  options.onThreads?.(workers);
  let built: PageResult[] = [];
  if (workers > 1) {
    built = await runPool(rest, { ...options, workers, onProgress: (count) => options.onProgress?.(done + count, tasks.length) });
  } else {
    for (let start = 0; start < rest.length; start += MAIN_THREAD_BATCH) {
      built.push(...(await processor.process(rest.slice(start, start + MAIN_THREAD_BATCH))));
      options.onProgress?.(done + built.length, tasks.length);
    }
  }
  for (const [position, index] of missing.entries()) results[index] = built[position];
  if (notes.length && results.length) results[0] = { ...results[0], notes: [...notes, ...(results[0].notes ?? [])] };
  return results;
}

export async function runPool(tasks: PageTask[], options: PoolOptions): Promise<PageResult[]> {
  const batchSize = options.batchSize ?? Math.max(4, Math.min(64, Math.ceil(tasks.length / ((options.workers ?? 1) * 4))));
  const batches: PageTask[][] = [];
  for (let start = 0; start < tasks.length; start += batchSize) batches.push(tasks.slice(start, start + batchSize));
  const results: PageResult[][] = new Array(batches.length);
  const count = Math.min(options.workers ?? workerCount(tasks.length), batches.length);
  let next = 0;
  let done = 0;
  const workers: Worker[] = [];
  let interrupted = false;
  const terminate = () => { for (const worker of workers) void worker.terminate(); };
  const stop = () => {
    interrupted = true;
    terminate();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await Promise.all(Array.from({ length: count }, () => new Promise<void>((resolve, reject) => {
      const worker = startWorker({ init: options.init, outDir: options.outDir });
      workers.push(worker);
      let current = -1;
      let page = -1;
      const send = () => {
        if (next >= batches.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        current = next++;
        page = -1;
        worker.postMessage({ batch: current, tasks: batches[current] });
      };
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'start') {
          page = message.index;
          return;
        }
        results[message.batch] = message.results;
        done += message.results.length;
        options.onProgress?.(done, tasks.length);
        send();
      });
      const crashed = (reason: string) => {
        if (interrupted) {
          reject(pxErrors.BuildInterrupted.create({ message: 'The build was stopped (Ctrl+C) while it was building pages.' }));
          return;
        }
        const task = current >= 0 ? batches[current][Math.max(page, 0)] : undefined;
        reject(pxErrors.PageBuildCrashed.create({ message: `A worker thread ${reason}${task ? ` while building ${task.doc.source}` : ''}.` }, { where: task ? { file: task.doc.source } : undefined }));
      };
      worker.on('error', (error) => crashed(`failed (${error.message})`));
      worker.on('exit', (code) => { if (code !== 0 && current < batches.length && results[current] === undefined) crashed(`exited with code ${code}`); });
      send();
    })));
  } finally {
    terminate();
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
  return results.flat();
}
