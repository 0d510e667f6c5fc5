// A file's size and mtime: how the build tells that a file it wrote or linked
// (a cache entry's files, the last build's llms-full.txt) is still as it left it.
import { statSync } from 'node:fs';

export type FileStamp = [size: number, mtimeMs: number];

/** A file's size and mtime, or undefined when it is gone (or cannot be stat'ed). */
export function fileStamp(path: string): FileStamp | undefined {
  try {
    const info = statSync(path);
    return [info.size, info.mtimeMs];
  } catch {
    return undefined;
  }
}

/** Whether `path` still has the size and mtime `stamp` recorded (false when it is gone or nothing was recorded). */
export function sameStamp(path: string, stamp: FileStamp | undefined): boolean {
  const now = fileStamp(path);
  return Boolean(now && Array.isArray(stamp) && now[0] === stamp[0] && now[1] === stamp[1]);
}

/**
 * What `read` makes of a file, kept while the file keeps its size and mtime and made again when a
 * build replaces it (the servers read the output's files so); undefined while the file is gone.
 * `read` gets what it made before, for a file caught half written.
 */
export function readWhenChanged<T>(cache: Map<string, { stamp: FileStamp; value: T }>, path: string, read: (before: T | undefined) => T): T | undefined {
  const stamp = fileStamp(path);
  if (!stamp) return undefined;
  const known = cache.get(path);
  if (known && known.stamp[0] === stamp[0] && known.stamp[1] === stamp[1]) return known.value;
  const value = read(known?.value);
  cache.set(path, { stamp, value });
  return value;
}
