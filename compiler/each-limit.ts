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
