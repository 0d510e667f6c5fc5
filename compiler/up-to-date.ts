// "Nothing changed": a build whose every input is as the last successful
// build found it, and whose output is still that build's, untouched, is not
// run again. At 10,000 pages even a rebuild that takes every page from the
// cache links some 100,000 files and reads thousands of entries; this check
// costs one walk of the site's files and one of the output folder.
//
// What counts as an input, conservatively (a superset of what a build reads):
//  - every file under the site folder, except what builds write (out/ and its
//    builds folder, the caches, the chat's vector cache) and version-control
//    folders; plus content folders the config places outside it;
//  - the installed packages, through the lock files package managers rewrite
//    on every install (node_modules/.package-lock.json, .modules.yaml, …);
//  - pxdocs itself: its theme folder, walked like the site's files (a linked
//    checkout can change without a version bump), and its code, version and
//    the whole config through the cache salt; the build's options and environment.
// A file is compared by size, mtime, ctime and inode, as make and git do; a
// file changed within RACY_MS before the build started is also compared by its
// content's hash, since a second change in the same clock tick of a coarse
// file system keeps its times ("racy git").
//
// The output is compared file by file (size, mtime and inode of every file in
// the build folder out/ points at), so a deleted or edited output file makes
// the build run. The last build's warnings are kept and reported again, so an
// up-to-date build says what a full one would.
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { buildsFolder, snapshotOutputs, type OutputSnapshot } from './emit.js';
import { hash, hashAll, siteFree } from './cache.js';
import { writeFileAtomic } from './write-atomic.js';
import { fileFacts } from './file-facts.js';

/** Files changed this close to the build's start are compared by content (see the header). */
export const RACY_MS = 3000;

/** Folders never walked as inputs: version control and installed packages (seen through their lock files). */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn', '.pxdocs-cache', '.pxdocs-virtual']);

/** The folder any output keeps its builds in (`buildsFolder` in emit.ts): `.<out>-builds`. */
const BUILDS_FOLDER = /^\.[^/\\]+-builds$/;

/** Files package managers rewrite on every install: a changed dependency changes one of them. */
const INSTALL_STATE_FILES = ['node_modules/.package-lock.json', 'node_modules/.modules.yaml', 'node_modules/.yarn-state.yml', 'node_modules/.yarn-integrity', 'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml'];

export interface InputSnapshot {
  /** Hash of every input file's path and stamp (size, mtime, ctime, inode). */
  digest: string;
  files: number;
  /** SHA-256 of the files changed just before the walk, by absolute path. */
  racy: Record<string, string>;
}

/** A walk's snapshot, and each file's stamp by absolute path (racy files left out: their stamp proves nothing), for this build only. */
export interface InputWalk extends InputSnapshot {
  stamps: Map<string, string>;
  /**
   * Each folder the walk read, by the path it was reached by: discovery lists
   * the content folders from here instead of reading them a second time.
   */
  listings: Map<string, Dirent[]>;
}

export interface UpToDateState {
  /** The salt, options and environment the build ran with. */
  key: string;
  inputs: InputSnapshot;
  /** The build folder out/ was switched to. */
  build: string;
  /** Hash of every output file's path, size, mtime and inode, and their count and bytes. */
  outputs: OutputSnapshot;
  pages: number;
  warnings: Diagnostic[];
  logs: Diagnostic[];
  firstLoad: [string, { js: number; css: number }][];
}

export interface InputRoots {
  /** The site folder (`--cwd`). */
  cwd: string;
  /** The output link (`out/`): it and its builds folder are outputs. */
  outDir: string;
  /** Files the build itself writes under the site folder (the chat's vector cache). */
  written: string[];
  /** Content and static folders, the sidebars file and pxdocs's theme, walked too when outside the site folder or in node_modules. */
  extra: string[];
}

/**
 * Walks the inputs; `started` is the build's start (epoch ms), for the racy files.
 * Paths are relative to the site folder, sorted, so the digest does not depend on readdir's order.
 */
export async function snapshotInputs(roots: InputRoots, started: number): Promise<InputWalk> {
  const cwd = resolve(roots.cwd);
  const skipped = new Set([resolve(roots.outDir), buildsFolder(resolve(roots.outDir)), ...roots.written.map((path) => resolve(path))]);
  const entries: string[] = [];
  const racy: Record<string, string> = {};
  const stamps = new Map<string, string>();
  const listings = new Map<string, Dirent[]>();
  // A builds folder, or a build in one (reached through its output link).
  const isBuildOutput = (real: string) => BUILDS_FOLDER.test(basename(real)) || BUILDS_FOLDER.test(basename(dirname(real)));
  const seen = new Set<string>();
  const fileStamp = (path: string, info: Stamped) => {
    const stamp = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
    if (Math.max(info.mtimeMs, info.ctimeMs) > started - RACY_MS) racy[path] = contentHash(path) ?? '';
    else stamps.set(path, stamp);
    return stamp;
  };
  // Every call of the walk is synchronous: a site of 10,000 pages has thousands of folders, and an
  // awaited realpath and readdir for each left this thread idle 0.3 s on the thread pool.
  // `real`: the folder's real path when known (a folder listed as a folder in a folder whose real path
  // is known: no link on the way), so only the root and linked folders ask the system (a readlink a
  // path component: 15,000 calls at 10,000 pages).
  const walk = async (dir: string, root = false, known?: string): Promise<void> => {
    // A folder reached twice through symbolic links is walked once (no cycles).
    const real = known ?? realpathOrSelf(dir);
    // Another output's builds (`--out build` keeps `.build-builds/`), also reached through its link.
    if (seen.has(real) || (!root && isBuildOutput(real))) return;
    seen.add(real);
    const names = readdirOrUndefined(dir);
    // A folder that could not be read is not recorded: discovery reads it itself and reports why.
    if (!names) return;
    listings.set(dir, names);
    const folders: [path: string, real: string | undefined][] = [];
    for (const entry of names) {
      const path = join(dir, entry.name);
      // By name also through a link: a node_modules linked into the site (a workspace, a shared
      // install) is as much the installed packages as a real one (40,000 files in one case).
      if (skipped.has(path) || ((entry.isDirectory() || entry.isSymbolicLink()) && SKIPPED_FOLDERS.has(entry.name))) continue;
      // Through links: what a build reads is the target.
      let info: ReturnType<typeof statSync>;
      try {
        info = statSync(path, { throwIfNoEntry: false });
      } catch (error) {
        // A link in a loop (ELOOP), say: recorded as it is; discovery reports it where it matters.
        entries.push(`${relative(cwd, path)}\0${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
        continue;
      }
      if (!info) {
        entries.push(`${relative(cwd, path)}\0missing`);
        continue;
      }
      if (info.isDirectory()) folders.push([path, entry.isDirectory() ? join(real, entry.name) : undefined]);
      else if (info.isFile()) entries.push(`${relative(cwd, path)}\0${fileStamp(path, info)}`);
    }
    for (const [folder, known] of folders) await walk(folder, false, known);
  };
  await walk(cwd, true);
  // Folders already walked under the site folder are skipped by `seen`; others (outside it, or
  // in node_modules, as pxdocs's own theme is when installed) are walked now.
  for (const path of roots.extra.map((item) => resolve(item))) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isDirectory()) await walk(path, true);
    else if (path.startsWith(cwd + sep)) continue;
    else entries.push(`${relative(cwd, path)}\0${info?.isFile() ? fileStamp(path, info) : 'missing'}`);
  }
  for (const name of INSTALL_STATE_FILES) {
    const path = join(cwd, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile()) entries.push(`${name}\0${fileStamp(path, info)}`);
  }
  entries.sort();
  return { digest: hashAll(entries), files: entries.length, racy, stamps, listings };
}

interface Stamped { size: number; mtimeMs: number; ctimeMs: number; ino: number }

/** The folder's real path (the operating system's, as the awaited `realpath`), or the path itself when it cannot be resolved. */
function realpathOrSelf(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch {
    return dir;
  }
}

function readdirOrUndefined(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}

/**
 * SHA-256 of a file's content. Synchronous, like the rest of the walk: a site
 * written just before its build (a fresh checkout, generated pages) has
 * thousands of racy files, and an awaited read each took 2.2 s of the cold
 * build at 10,023 pages (13 s at 100,000) mostly waiting on the thread pool.
 */
function contentHash(path: string): string | undefined {
  try {
    // Kept (file-facts.ts): pages built on this thread take an image's name from this read.
    return fileFacts(path).sha256;
  } catch {
    return undefined;
  }
}

/**
 * Where the state of the last build into `outDir` is kept, in the cache folder: named by the output
 * folder's path with the site's folder marked (`siteFree`), so a site copied or moved with its cache (a CI
 * checkout elsewhere) writes over its old state, which it can never match (its inputs are stamped by
 * path and inode), instead of keeping one more file in every place it was built.
 */
export function stateFile(cacheFolder: string, outDir: string, siteRoot: string): string {
  return join(cacheFolder, 'up-to-date', `${hash(siteFree(resolve(outDir), resolve(siteRoot))).slice(0, 16)}.json`);
}

export async function readState(file: string): Promise<UpToDateState | undefined> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as UpToDateState;
    return typeof state?.key === 'string' && typeof state.inputs?.digest === 'string' && typeof state.outputs?.digest === 'string' ? state : undefined;
  } catch {
    // Missing or unreadable: the build runs (and writes a new one).
    return undefined;
  }
}

export async function writeState(file: string, state: UpToDateState): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(state));
}

/**
 * The last build's state when nothing changed since: same key and inputs, out/
 * still points at that build, and every file in it is as it was written.
 */
export async function unchangedSince(file: string, key: string, inputs: InputSnapshot, outDir: string): Promise<UpToDateState | undefined> {
  const state = await readState(file);
  if (!state || state.key !== key || state.inputs.digest !== inputs.digest) return undefined;
  // Same times, but written in the clock tick the last walk saw: compared by content
  // (hashed by this walk already when still within its own racy window).
  for (const [path, digest] of Object.entries(state.inputs.racy ?? {})) if ((inputs.racy[path] ?? contentHash(path) ?? '') !== digest) return undefined;
  const current = await realpath(outDir).catch(() => undefined);
  if (current !== state.build) return undefined;
  let outputs: OutputSnapshot | undefined;
  try {
    outputs = snapshotOutputs(current);
  } catch {
    // A folder that vanished under the walk: build.
  }
  return outputs?.digest === state.outputs.digest ? state : undefined;
}
