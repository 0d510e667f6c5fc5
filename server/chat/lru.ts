// A least-recently-used cache over a Map (a Map iterates in insertion order,
// so re-inserting on every read keeps the oldest entry first).

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
