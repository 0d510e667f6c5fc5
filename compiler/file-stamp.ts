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
