// A page's element ids and rendered hrefs as the build keeps them until link
// validation: one string per list instead of an array of strings. The main
// thread holds them for every page of the site at once, and a list of 40 short
// strings (each its own heap object, copied out of the worker's message) costs
// three to four times the bytes of the same list joined: at 20,000 pages the
// arrays were a quarter of the main thread's live heap.

/** Strings joined by NUL, which an HTML attribute value never holds (the parser makes it U+FFFD). */
export type Packed = string;

const SEPARATOR = '\u0000';

export function pack(values: Iterable<string>): Packed {
  // `join` makes one flat string (a `+=` loop would keep a rope of every piece).
  return Array.from(values, (value) => value.replaceAll(SEPARATOR, '\uFFFD')).join(SEPARATOR);
}

export function unpack(packed: Packed): string[] {
  return packed === '' ? [] : packed.split(SEPARATOR);
}

/** Whether `value` is one of the packed strings (no list made: the anchor check runs once per link). */
export function packedHas(packed: Packed, value: string): boolean {
  // (An empty string is never a member: ids and hrefs are never empty, and `indexOf('')` would match forever.)
  if (value === '' || value.includes(SEPARATOR)) return false;
  for (let at = packed.indexOf(value); at !== -1; at = packed.indexOf(value, at + 1)) {
    const end = at + value.length;
    if ((at === 0 || packed.charCodeAt(at - 1) === 0) && (end === packed.length || packed.charCodeAt(end) === 0)) return true;
  }
  return false;
}

/** How many strings are packed. */
export function packedCount(packed: Packed): number {
  if (packed === '') return 0;
  let count = 1;
  for (let at = packed.indexOf(SEPARATOR); at !== -1; at = packed.indexOf(SEPARATOR, at + 1)) count++;
  return count;
}
