// Deleting a large folder (a replaced build, a cache of another pxdocs version:
// 100,000+ files at 10,000 pages, tens of seconds of unlink calls) should not
// hold up the build that replaced it. The folder is renamed out of the way at
// once (a rename is one call) and a detached process deletes it; the name says
// whose it was, so the next run can delete what a killed process left.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { constants, setPriority } from 'node:os';
import { isAlive } from './process-alive.js';

/** Trash names: `<prefix><label>-<pid>`. */
export function trashName(prefix: string, label: string): string {
  return `${prefix}${label}-${process.pid}`;
}

/**
 * Moves `path` to `trash` (same file system) and deletes it from a detached
 * process. Where that cannot be done, deletes it here.
 */
export function removeDetached(path: string, trash: string): void {
  try {
    renameSync(path, trash);
    deleteDetached(trash);
  } catch {
    rmSync(existsSync(trash) ? trash : path, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Deletes (detached) the trash folders in `dir` named with `prefix` whose process is gone. */
export function removeAbandonedTrash(dir: string, prefix: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = name.startsWith(prefix) ? Number(/-(\d+)$/.exec(name)?.[1]) : NaN;
    if (pid && !isAlive(pid)) deleteDetached(join(dir, name));
  }
}

/**
 * Deletes `path` from a detached process (two processes deleting one folder is
 * harmless: `force`), at the lowest CPU priority: a rebuild started right
 * after the last one shared the cores with its deletion (81,000 unlinks at
 * 10,000 pages: back to back, one-page rebuilds took 6.2-7.8 s; with the
 * deletion at the lowest priority 5.8-6.25 s), and the deletion can wait.
 * Returns the process's id (undefined when it could not start).
 */
export function deleteDetached(path: string): number | undefined {
  const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })', path], { detached: true, stdio: 'ignore', windowsHide: true });
  child.on('error', () => undefined);
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here (some containers): it runs at the build's priority.
    }
  }
  child.unref();
  return child.pid;
}
