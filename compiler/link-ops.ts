// The linker's operations (compiler/linker.ts), run the same way in its thread
// (link-thread.ts) and, for the first few of a build, in the build's own thread.
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { copyOver, linkOrCopySync } from './write-atomic.js';

/** A hard link from → to (a copy where links fail), replacing a file at `to`; its folder is made. */
export const LINK = 'l';
/** LINK, skipped when `from` is missing (a `.br`/`.gz` sibling a file may lack). */
export const LINK_IF_THERE = 'o';
/** Removes `to` if it is there. */
export const REMOVE = 'r';
export type LinkOp = typeof LINK | typeof LINK_IF_THERE | typeof REMOVE;

/** An operation that failed, with the file system's error. */
export interface LinkFailure {
  op: LinkOp;
  from: string;
  to: string;
  code?: string;
  message: string;
}

/** The thread's answer to a batch. */
export interface LinkBatchDone {
  failures: LinkFailure[];
}

/** A request for the lstat of files (an output folder's walk shares its stat calls with the thread). */
export interface StatRequest {
  stat: string[];
}

/** Its answer: STAT_FIELDS numbers a path, in order (a path that is gone: -1 for its size). */
export interface StatDone {
  stats: Float64Array;
}

/** Per path: size, mtimeMs, ino, 1 when it is a file. */
export const STAT_FIELDS = 4;

/**
 * `lstat` of each path as STAT_FIELDS numbers, into `into` from `offset`. A
 * path gone, or that cannot be stat'ed, gets a size of -1: this never throws
 * (half the calls may be on another thread, whose answer must come).
 */
export function statInto(paths: readonly string[], into: Float64Array, offset = 0): void {
  for (const [index, path] of paths.entries()) {
    const at = (offset + index) * STAT_FIELDS;
    let info: ReturnType<typeof lstatSync>;
    try {
      info = lstatSync(path, { throwIfNoEntry: false });
    } catch {
      info = undefined;
    }
    if (!info) {
      into[at] = -1;
      continue;
    }
    into[at] = info.size;
    into[at + 1] = info.mtimeMs;
    into[at + 2] = info.ino;
    into[at + 3] = info.isFile() ? 1 : 0;
  }
}

/** Runs operations in order: ops is flat, three strings an operation (kind, from, to), cheap to post. */
export class LinkRunner {
  /** Folders made (a link's folder is made once, before its first link). */
  private readonly folders = new Set<string>();
  /** False once the file system refused a hard link (another device, no support): copies from then on. */
  private linksWork = true;

  run(ops: readonly string[], failures: LinkFailure[]): void {
    for (let index = 0; index < ops.length; index += 3) {
      const op = ops[index] as LinkOp;
      const from = ops[index + 1];
      const to = ops[index + 2];
      try {
        if (op === REMOVE) rmSync(to, { force: true });
        else this.put(from, to);
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        if (op === LINK_IF_THERE && code === 'ENOENT') continue;
        failures.push({ op, from, to, code, message });
      }
    }
  }

  private put(from: string, to: string): void {
    const folder = dirname(to);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    if (!this.linksWork) copyOver(from, to);
    else if (!linkOrCopySync(from, to)) this.linksWork = false;
  }
}
