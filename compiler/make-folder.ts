// `mkdir -p` that always ends. Node 20's recursive mkdir loops for ever where
// mkdir of a folder whose parent exists answers ENOENT: /proc, /sys and other
// kernel file systems (`pxdocs build --out /proc/x` hung at full CPU). This
// walks up once, makes each missing folder with a plain mkdir, and throws the
// system's error when a level still cannot be made.
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Makes `path` and its missing parents; throws the file system's error (ENOENT, EACCES, ENOTDIR, …) when one cannot be made. */
export async function makeFolder(path: string): Promise<void> {
  try {
    await mkdir(path);
    return;
  } catch (error) {
    if (code(error) === 'EEXIST') {
      if ((await stat(path)).isDirectory()) return;
      throw error;
    }
    const parent = dirname(path);
    if (code(error) !== 'ENOENT' || parent === path) throw error;
  }
  await makeFolder(dirname(path));
  try {
    await mkdir(path);
  } catch (error) {
    // Made meanwhile by another process; anything else (ENOENT again on /proc) is the answer.
    if (code(error) !== 'EEXIST' || !(await stat(path)).isDirectory()) throw error;
  }
}

/** The file system's words for a failed call (`ENOENT: no such file or directory, mkdir '/proc/.x-builds'`). */
export function systemReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a file could not be read, in words: "permission denied" for EACCES, not the call and its paths (a build's temporary folder among them). */
export function accessReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM' ? 'permission denied' : systemReason(error);
}
