// `pxdocs dev`'s warm-up on page threads: the build's pool (compiler/pages/pool.ts) builds the pages
// not built yet, a batch at a time as a thread frees up, while the server's thread answers requests
// (a page asked for is built there at once, and its thread copy, if any, dropped). Why: on one
// thread the warm-up of 10,000 pages took 200-285 s, where the build's page stage takes 63 s.
// What stays the session's (session.ts): which pages still need building, and whether a batch
// built while an edit came in is taken. New page data (a relink) stops the threads; new ones start
// with it and build what the stopped ones held.
import { runPool, type BatchSource } from '../pages/pool.js';
import type { PageProcessor, PageResult, PageTask, PagesInit } from '../pages/process.js';

export interface WarmThreadsOptions {
  /** Doc pages in the order to build them. */
  permalinks: string[];
  /** Page threads to run. */
  workers: number;
  /** Pages per batch. */
  batchSize: number;
  /** Where the threads write the output, by output path. */
  outDir: string;
  /** The page data the threads start with, and the session's processor (for a batch whose thread ran out of memory). */
  current(): { init: PagesInit; fallback: PageProcessor };
  /** The task for a page that still needs building; undefined when it does not (built on request, failed). */
  task(permalink: string): PageTask | undefined;
  /** A count the session bumps with every change it applies: a batch sent before one may be out of date. */
  changes(): number;
  /** Takes a built batch sent at `sentAt` (a `changes()` value); returns the pages to build again. */
  take(tasks: PageTask[], results: PageResult[], written: string[], sentAt: number): string[];
  /** False once the session started again or closed: the threads stop and nothing more is built here. */
  live(): boolean;
  /** Given the function that stops the threads while they run (a relink calls it), undefined after. */
  onRunning(stop: (() => void) | undefined): void;
}

/**
 * Builds the pages of `permalinks` that need it on page threads. Resolves when none is left, the
 * session is no longer live, or the threads failed (a crash: the session builds what is left on
 * its own thread, and `failure` says why).
 */
export async function warmOnThreads(options: WarmThreadsOptions): Promise<{ failure?: unknown }> {
  let cursor = 0;
  /** Pages to build again (an edit came while a thread built them, or their threads were stopped). */
  const again: string[] = [];
  while (options.live()) {
    const { init, fallback } = options.current();
    const abort = new AbortController();
    /** Batches sent and not yet taken, with the change count when they were sent. */
    const sent = new Map<PageTask[], number>();
    const source: BatchSource = {
      next: () => {
        if (abort.signal.aborted || !options.live()) return undefined;
        const tasks: PageTask[] = [];
        while (tasks.length < options.batchSize) {
          const permalink = again.pop() ?? (cursor < options.permalinks.length ? options.permalinks[cursor++] : undefined);
          if (permalink === undefined) break;
          const task = options.task(permalink);
          if (task) tasks.push(task);
        }
        if (!tasks.length) return undefined;
        sent.set(tasks, options.changes());
        return tasks;
      },
      done: (tasks, results, written) => {
        const sentAt = sent.get(tasks) ?? -1;
        sent.delete(tasks);
        again.push(...options.take(tasks, results, written, sentAt));
      },
    };
    options.onRunning(() => abort.abort());
    try {
      await runPool([], { init, outDir: options.outDir, workers: options.workers, batchSize: options.batchSize, source, signal: abort.signal, fallback });
      if (!abort.signal.aborted) return {};
    } catch (error) {
      // Stopped by a relink (started again below with its data) or by the session's end; else a crash.
      if (!abort.signal.aborted) return options.live() ? { failure: error } : {};
    } finally {
      options.onRunning(undefined);
    }
    // The stopped threads' batches are built by the next ones.
    for (const tasks of sent.keys()) again.push(...tasks.map((task) => task.page.permalink));
  }
  return {};
}
