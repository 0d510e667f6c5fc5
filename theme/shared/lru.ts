// A least-recently-used cache over a Map (a Map iterates in insertion order,
// so re-inserting on every read keeps the oldest entry first). Pure code: the
// chat server and the build's page threads use it.

export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  /** `capacity` 0 (or less) keeps nothing. */
  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A pure function of one string, remembered for the last `capacity` texts up
 * to `longest` characters (longer ones are computed every time): bounded, so
 * memory stays flat however many pages a thread builds. Callers must not
 * change what it returns (the same value goes to every caller).
 */
export function memoByText<V>(compute: (text: string) => V, capacity = 512, longest = 16_384): (text: string) => V {
  const cache = new LruCache<string, V>(capacity);
  return (text) => {
    if (text.length > longest) return compute(text);
    let value = cache.get(text);
    if (value === undefined) cache.set(text, (value = compute(text)));
    return value;
  };
}
