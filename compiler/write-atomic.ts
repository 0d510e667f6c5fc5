// Cache entries and state files are read by later builds, possibly while
// another build writes them: each is written under a name of its own, then
// renamed into place, so a reader (or a build killed mid-write) never meets
// half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes `data` to `path` whole or not at all, creating its folder. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** `writeFileAtomic` without the thread pool: for thousands of small entries written one after another. */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}
