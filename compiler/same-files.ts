import { statSync } from 'node:fs';

/**
 * What tells a file's bytes have not changed without reading them: its inode, size and change
 * times, to the nanosecond. A rewrite, a rename over it or a `touch` changes the ctime; a missing file
 * signs as missing.
 */
export function filesSignature(files: readonly string[]): string {
  // Synchronous: a few hundred stats cost less than as many promises and thread-pool round trips.
  return files.map((file) => {
    const info = statSync(file, { bigint: true, throwIfNoEntry: false });
    return info ? `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}` : '-';
  }).join('\n');
}

/**
 * `read` once a process for files that stay the same: a value made from `files` (read, hashed and checked
 * by `read`) is given again while their signature (and `salt`, what else it was made from) is the one
 * it had when it was made; one value a key. A build reads the same theme files each time; a process
 * that builds many times (tests, `dev`) pays for them once.
 */
export function memoByFiles<T>(): (key: string, files: readonly string[], read: () => Promise<T>, salt?: string) => Promise<T> {
  const made = new Map<string, { signature: string; value: T }>();
  return async (key, files, read, salt = '') => {
    const before = `${salt}\n${filesSignature(files)}`;
    const known = made.get(key);
    if (known && known.signature === before) return known.value;
    const value = await read();
    // Signed before reading: a file changed while `read` ran signs differently next time and is read again.
    // Nothing made (undefined) is not kept: the next call tries again.
    if (value === undefined) made.delete(key);
    else made.set(key, { signature: before, value });
    return value;
  };
}
