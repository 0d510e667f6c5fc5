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
 * A pure function of one string, remembered for the most recently used texts
 * up to `budget` characters in all (texts over `longest` are computed every
 * time): bounded by size, not count, so memory stays flat however many pages
 * a thread builds and however long their blocks are. Callers must not change
 * what it returns (the same value goes to every caller).
 */
export function memoByText<V>(compute: (text: string) => V, budget = 1 << 18, longest = 16_384): (text: string) => V {
  const entries = new Map<string, V>();
  let chars = 0;
  return (text) => {
    if (text.length > longest) return compute(text);
    let value = entries.get(text);
    if (value !== undefined || entries.has(text)) {
      // Most recent last: the Map's order is the eviction order.
      entries.delete(text);
      entries.set(text, value as V);
      return value as V;
    }
    value = compute(text);
    entries.set(text, value);
    chars += text.length;
    for (const oldest of entries.keys()) {
      if (chars <= budget) break;
      entries.delete(oldest);
      chars -= oldest.length;
    }
    return value;
  };
}
