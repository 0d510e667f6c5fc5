// Work over thousands of files (shards, output files, compressed copies) runs
// a few at a time: all at once would open thousands of handles and hold every
// buffer; one at a time would leave the thread pool idle.

/** Calls `run` on every item, at most `limit` at once, in the items' order of starting. */
export async function eachLimit<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/**
 * A gate for calls that hold a file handle, for work that fans out as it goes
 * (a folder walk starts its subfolders' reads before its own finish): at most
 * `limit` calls run at once and the rest wait their turn, so 100,000 pages
 * never open 100,000 files at once (EMFILE).
 */
export function limiter(limit: number): <T>(run: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(run: () => Promise<T>): Promise<T> => {
    // A finished call hands its slot to the next in line: `active` counts slots, not callers.
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * Tasks started as they come, at most `limit` running: `push` waits only while
 * the queue is full, so a producer (the search index writer) makes the next
 * file while earlier ones are written. `drain` waits for the rest and throws
 * the first error any task met.
 */
export function boundedQueue(limit: number): { push(task: () => Promise<void>): Promise<void>; drain(): Promise<void> } {
  const running = new Set<Promise<void>>();
  // The first error, kept until a caller can be told (a task's rejection is never left unhandled).
  const state: { failure?: { error: unknown } } = {};
  const check = () => {
    if (state.failure) throw state.failure.error;
  };
  return {
    async push(task) {
      check();
      const run = task().catch((error: unknown) => {
        state.failure ??= { error };
      });
      running.add(run);
      void run.finally(() => running.delete(run));
      if (running.size >= limit) await Promise.race(running);
      check();
    },
    async drain() {
      await Promise.all(running);
      check();
    },
  };
}
