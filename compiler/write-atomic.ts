// Cache entries and state files are read by later builds, possibly while
// another build writes them: each is written under a name of its own, then
// renamed into place, so a reader (or a build killed mid-write) never meets
// half a file.
//
// The folder is made only when the write finds it missing: a page thread
// writes a dozen files a page into folders that nearly always exist, and a
// `mkdir -p` before each was two system calls for nothing (~2 % of a page
// thread's time at 1,000 pages).
import { constants as fsConstants, copyFileSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const missingFolder = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes `data` to `path` whole or not at all, creating its folder. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(temporary, data);
  } catch (error) {
    if (!missingFolder(error)) throw error;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, data);
  }
  await rename(temporary, path);
}

/** `writeFileAtomic` without the thread pool: for thousands of small entries written one after another. */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  inFolder(temporary, () => writeFileSync(temporary, data));
  renameSync(temporary, path);
}

/**
 * Runs a file call that creates `target` (or something beside it), making
 * its folder only when the call finds it missing (see the header).
 */
export function inFolder(target: string, create: () => void): void {
  try {
    create();
  } catch (error) {
    if (!missingFolder(error)) throw error;
    mkdirSync(dirname(target), { recursive: true });
    create();
  }
}

/** A hard link at `to`, replacing a file already there (rare: a caller's folder is mostly new, so no `rm` up front). */
export function linkOver(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    rmSync(to, { force: true });
    linkSync(from, to);
  }
}

/** A copy of `from` at `to`, replacing a file there: copy-on-write where the file system can, else a plain copy. */
export function copyOver(from: string, to: string): void {
  rmSync(to, { force: true });
  copyFileSync(from, to, fsConstants.COPYFILE_FICLONE);
}

/**
 * `from` at `to` as a hard link (the output's files are the cache's, never
 * written twice), or as a copy where the file system refuses links; true when
 * linked. A missing file or folder (ENOENT) is the caller's to handle (`inFolder`).
 */
export function linkOrCopySync(from: string, to: string): boolean {
  try {
    linkOver(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
  }
  copyOver(from, to);
  return false;
}
