// Hard links for the output folder (compiler/emit.ts), made on a thread of
// their own while the build goes on.
//
// Why: a rebuild takes most of its files from the previous build or the build
// cache, each a link(2) with its folder made first. At 10,000 pages that is
// about 80,000 links and 2,600 folders, 1.2 s of system calls in the build's
// own thread, which is also the thread that looks every page up. On two cores
// a second thread makes links as fast as the first (10 µs each, measured side
// by side), so the links now cost the build the time to queue them.
//
// Order: operations run in the order they were queued, so a removal queued
// after a link removes what the link made. A caller that writes a path with
// an operation queued on it (`queuedAt`) first waits for every queued
// operation (`settle`); so does everything that reads the folder as a whole
// (precompress, the commit's walk). A failure is reported by `settle`, with
// the paths and the system's reason, and by every `settle` after it (the
// commit's too: a caller that swallows its error cannot lose it).
//
// A build that makes only a few links (a small site, a first build) makes them
// in its own thread: the thread is started only past DIRECT_OPS.
import type { Worker } from 'node:worker_threads';
import { pxErrors } from './errors/catalogue.js';
import { LINK, LINK_IF_THERE, LinkRunner, REMOVE, type LinkBatchDone, type LinkFailure, type LinkOp, type StatDone } from './link-ops.js';
import { startThread } from './thread.js';

/** Operations made in the build's own thread before the linker's thread starts (about 10 ms of links). */
const DIRECT_OPS = 1000;
/** Operations posted at once: a few milliseconds of the thread's work, a few tens of microseconds to post. */
const BATCH_OPS = 256;

export class Linker {
  private thread?: Worker;
  /** Operations not yet posted, flat: kind, from, to. */
  private batch: string[] = [];
  /** Batches posted and not yet answered. */
  private outstanding = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly failures: LinkFailure[] = [];
  /** Paths an operation queued since the linker was last idle (nothing queued, nothing under way) may still create or remove. */
  private readonly queued = new Set<string>();
  /** For the operations made in this thread. */
  private readonly here = new LinkRunner();
  private direct = 0;
  private postScheduled = false;
  /** Set by `close`: later operations are dropped (a failed build's folder is being deleted). */
  private closed = false;
  /** `statFiles` requests the thread has not answered yet, in order. */
  private readonly statWaiters: { resolve: (stats: Float64Array) => void; reject: (error: unknown) => void }[] = [];

  /** A hard link from `from` at `to` (a copy where links fail), replacing a file there; a missing `from` is a failure. */
  link(from: string, to: string): void {
    this.op(LINK, from, to);
  }

  /** `link`, or nothing when `from` is missing. */
  linkIfThere(from: string, to: string): void {
    this.op(LINK_IF_THERE, from, to);
  }

  remove(path: string): void {
    this.op(REMOVE, '', path);
  }

  /** Whether the thread is running (the build queued more than DIRECT_OPS operations). */
  get running(): boolean {
    return this.thread !== undefined;
  }

  /** Whether an operation on `path` may still be under way: write it only after `settle`. */
  queuedAt(path: string): boolean {
    return this.queued.has(path);
  }

  /**
   * Waits for every queued operation, those queued meanwhile included; throws
   * the first failure (OutputFileNotPlaced), then and at every later call.
   */
  async settle(): Promise<void> {
    // Operations queued while it waits are posted on the next round (a partial batch waits for setImmediate).
    for (this.post(); this.outstanding; this.post()) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.queued.clear();
    const failure = this.failures[0];
    if (failure) throw pxErrors.OutputFileNotPlaced.create({ from: failure.from || '(removal)', to: failure.to, reason: failure.message });
  }

  /**
   * The lstat of `paths` (see `statInto`), made on the linker's thread after
   * every operation queued before: an output's walk stats half its files there.
   */
  statFiles(paths: string[]): Promise<Float64Array> {
    if (this.closed) return Promise.reject(pxErrors.UnexpectedError.create({ message: 'The output\'s files were asked for after the linker closed.' }));
    this.post();
    const thread = (this.thread ??= this.start());
    this.outstanding++;
    thread.ref();
    thread.postMessage({ stat: paths });
    return new Promise((resolve, reject) => this.statWaiters.push({ resolve, reject }));
  }

  /**
   * Stops the thread. Operations not yet made, and any queued later, are
   * dropped (call after `settle`, or to abandon a failed build's folder);
   * a `settle` waiting returns, a `statFiles` waiting fails.
   */
  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.thread = undefined;
    this.batch = [];
    this.outstanding = 0;
    this.queued.clear();
    for (const resolve of this.waiting.splice(0)) resolve();
    for (const waiter of this.statWaiters.splice(0)) waiter.reject(pxErrors.UnexpectedError.create({ message: 'The linker closed before it stat\'ed the output\'s files.' }));
    await thread?.terminate();
  }

  private op(kind: LinkOp, from: string, to: string): void {
    if (this.closed) return;
    if (!this.thread && this.direct < DIRECT_OPS) {
      this.direct++;
      this.here.run([kind, from, to], this.failures);
      return;
    }
    this.batch.push(kind, from, to);
    this.queued.add(to);
    if (this.batch.length >= BATCH_OPS * 3) this.post();
    else if (!this.postScheduled) {
      // A partial batch goes when the build's thread next yields, so the linker never waits for a full one.
      this.postScheduled = true;
      setImmediate(() => {
        this.postScheduled = false;
        this.post();
      });
    }
  }

  private post(): void {
    if (!this.batch.length || this.closed) return;
    const thread = (this.thread ??= this.start());
    this.outstanding++;
    thread.ref();
    thread.postMessage(this.batch);
    this.batch = [];
  }

  private start(): Worker {
    const thread = startThread(import.meta.url, './link-thread', {});
    thread.on('message', (done: LinkBatchDone | StatDone) => {
      if ('stats' in done) this.statWaiters.shift()?.resolve(done.stats);
      else this.failures.push(...done.failures);
      this.answered(1);
    });
    // A thread that dies fails every batch it held: the build stops with the reason, never waits.
    const died = (reason: string) => {
      if (this.thread !== thread) return;
      this.thread = undefined;
      this.failures.push({ op: LINK, from: '(the linker thread)', to: '(queued files)', message: reason });
      for (const waiter of this.statWaiters.splice(0)) waiter.reject(pxErrors.UnexpectedError.create({ message: `The thread that stats the output's files stopped: ${reason}` }));
      this.answered(this.outstanding);
    };
    thread.on('error', (error) => died(error.message));
    thread.on('exit', (code) => died(`the linker thread stopped (exit code ${code})`));
    return thread;
  }

  private answered(batches: number): void {
    this.outstanding -= batches;
    if (this.outstanding > 0) return;
    // Idle: it must not keep a finished build's process alive.
    this.thread?.unref();
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
