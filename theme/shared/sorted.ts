// Binary search over ascending lists, for the build and the browser alike:
// the line an offset falls on, the shard a term position falls in.

/** Index of the last item whose key is at most `target` in a list ascending by `key` (0 when none is). */
export function lastAtOrBeforeBy<T>(list: readonly T[], target: number, key: (item: T) => number): number {
  let low = 0;
  let high = list.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (key(list[middle]) <= target) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Index of the last number at most `target` in an ascending list (0 when none is). */
export function lastAtOrBefore(sorted: readonly number[], target: number): number {
  return lastAtOrBeforeBy(sorted, target, (value) => value);
}
