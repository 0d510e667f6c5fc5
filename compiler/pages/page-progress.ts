// Which page of its batch a page thread is on, in memory the pool shares with
// the thread, read by the pool only when it needs to know: to name the page a
// crash happened on, and for the page watchdog (a thread whose steps stopped).
//
// Why not a message: a page says it starts a step two or three times (reading,
// evaluating its code, rendering), and each message woke the main thread: some
// 30,000 wake-ups at 10,000 pages, where the page threads' profiles showed
// about a second each in postMessage.

export class PageProgress {
  private readonly view: Int32Array;

  /** `buffer`: the thread's view of the pool's (sent in its workerData). */
  constructor(readonly buffer = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)) {
    this.view = new Int32Array(buffer);
  }

  /** The thread: page `index` of its batch starts a step. */
  started(index: number): void {
    Atomics.store(this.view, 0, index);
    Atomics.add(this.view, 1, 1);
  }

  /** The pool: a new batch is sent, no page of it started yet. */
  newBatch(): void {
    Atomics.store(this.view, 0, -1);
  }

  /** The page of the batch under way (-1: none started yet). */
  get page(): number {
    return Atomics.load(this.view, 0);
  }

  /** Steps started so far: the watchdog sees progress as a change. */
  get steps(): number {
    return Atomics.load(this.view, 1);
  }
}
