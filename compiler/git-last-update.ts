// "Last updated on … by …" from git, for the docs plugin's showLastUpdateTime
// and showLastUpdateAuthor. Docusaurus runs `git log -1 --follow` once per doc:
// 10,000 processes for 10,000 pages. Here one `git log` over the docs folder,
// newest commit first, is read as it streams: a file's first appearance is its
// last commit (the committer's time and the author's name, as Docusaurus
// shows), and git is stopped once every doc has one, so a long history is not
// read to its start.
import { spawn, spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import type { Diagnostics } from './diagnostics.js';

export interface LastUpdate {
  /** The commit's time, in milliseconds since the epoch. */
  at: number;
  /** The commit's author. */
  by: string;
}

export interface GitLastUpdates {
  /** By the doc's absolute path as given. */
  updates: Map<string, LastUpdate>;
  /** Why there is no history at all: no git command, or the folder is not in a repository. */
  problem?: string;
  /** Docs git has no commit for (new, untracked or ignored files). */
  untracked: string[];
  /** The repository is a shallow clone: a doc last changed before its first commit shows that commit's date. */
  shallow?: boolean;
}

/** Commits are separated by this byte in the format below (git's names end with NUL under -z). */
const RECORD = '\x1e';
const FIELD = '\x1f';

/** The repository's top folder, or why there is none. */
function topLevel(dir: string): { root?: string; problem?: string } {
  const found = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' });
  if (found.error) return { problem: `git could not be run (${(found.error as NodeJS.ErrnoException).code ?? found.error.message}): install git, or turn off docs.showLastUpdateTime and docs.showLastUpdateAuthor` };
  if (found.status !== 0) return { problem: `${dir} is not in a git repository, so a page shows a last update only where its front matter gives one (last_update); commit the site to git, or turn off docs.showLastUpdateTime and docs.showLastUpdateAuthor` };
  return { root: found.stdout.trim() };
}

/** The HEAD commit of the repository holding `dir` ('' when there is none): a new commit changes last-update lines. */
export function gitHead(dir: string): string {
  const found = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
}

/** The last commit of each of `files` (absolute paths under `dir`), from one streamed `git log`. */
export async function gitLastUpdates(dir: string, files: string[]): Promise<GitLastUpdates> {
  const updates = new Map<string, LastUpdate>();
  if (files.length === 0) return { updates, untracked: [] };
  const { root, problem } = topLevel(dir);
  if (!root) return { updates, problem, untracked: [] };
  // git names files from the repository's top, through real paths (a site reached through a symbolic link).
  const wanted = new Map<string, string>();
  for (const file of files) {
    let real = file;
    try {
      real = realpathSync(file);
    } catch {
      // A file that vanished: git's answer for its path, if any.
    }
    const path = relative(root, real);
    if (!path.startsWith('..') && !isAbsolute(path)) wanted.set(path.split(sep).join('/'), file);
  }
  if (wanted.size === 0) return { updates, untracked: [...files] };
  const scope = relative(root, realpathSync(dir)).split(sep).join('/') || '.';
  await new Promise<void>((done, fail) => {
    const git = spawn('git', ['log', `--format=${RECORD}%ct${FIELD}%an`, '--name-only', '-z', '--', scope], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    let pending = '';
    let commit: LastUpdate | undefined;
    let stopped = false;
    /** Reads the whole fields in `pending` (a commit's header, then the names it changed); a partial one waits for more. */
    const read = () => {
      let start = 0;
      for (;;) {
        const end = pending.indexOf('\0', start);
        if (end === -1) {
          pending = pending.slice(start);
          return;
        }
        let field = pending.slice(start, end);
        start = end + 1;
        // The names follow a commit's header after a newline (and the next header, after the last name's NUL).
        if (field.startsWith('\n')) field = field.slice(1);
        const header = field.lastIndexOf(RECORD);
        if (header !== -1) {
          const [time, author] = field.slice(header + 1).split(FIELD);
          commit = { at: Number(time) * 1000, by: author ?? '' };
          continue;
        }
        if (!commit || !field) continue;
        const file = wanted.get(field);
        if (file !== undefined && !updates.has(file)) {
          updates.set(file, commit);
          if (updates.size === wanted.size && !stopped) {
            // Every doc has its last commit: the rest of the history is not needed.
            stopped = true;
            git.kill();
            pending = '';
            return;
          }
        }
      }
    };
    git.stdout.setEncoding('utf8');
    git.stdout.on('data', (chunk: string) => {
      if (stopped) return;
      pending += chunk;
      read();
    });
    git.on('error', fail);
    // Every field git writes ends with NUL: nothing is left to read once it closes.
    git.on('close', () => done());
  });
  const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' }).stdout?.trim() === 'true';
  return { updates, untracked: files.filter((file) => !updates.has(file)), ...(shallow ? { shallow } : {}) };
}

/**
 * The last commits a site's docs need: none unless `docs.showLastUpdateTime` or
 * `showLastUpdateAuthor` is on. What git cannot tell is a warning, once: no git
 * or no repository, and docs without a commit (new or untracked files show no date).
 */
export async function docLastUpdates(
  options: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean } | undefined,
  dir: string,
  files: string[],
  diagnostics: Diagnostics,
  source: (file: string) => string,
): Promise<Map<string, LastUpdate> | undefined> {
  if (!options?.showLastUpdateTime && !options?.showLastUpdateAuthor) return undefined;
  const { updates, problem, untracked, shallow } = await gitLastUpdates(dir, files);
  if (problem) diagnostics.warn({ kind: 'last-update', message: `Last-update lines need git history: ${problem}.` });
  // CI checkouts are often one commit deep: every doc would then say it changed in that commit.
  if (shallow) diagnostics.warn({ kind: 'last-update', message: 'The repository is a shallow clone, so docs last changed before its oldest commit show that commit as their last update; fetch the whole history (actions/checkout: fetch-depth: 0; git fetch --unshallow).' });
  else if (untracked.length) {
    const named = untracked.slice(0, 3).map(source).join(', ');
    diagnostics.warn({ kind: 'last-update', message: `${untracked.length} doc${untracked.length === 1 ? ' has' : 's have'} no git commit yet, so no last-update line from git (${named}${untracked.length > 3 ? ', …' : ''}); they get one once committed.` });
  }
  return updates;
}

/**
 * The last commits of a discovered site's docs, as build and dev ask for them: the docs only (a post or a
 * page of src/pages shows no last-update line; a committed React page outside the docs folder was warned
 * as having no commit yet), read from the docs folder, or the site's when there are versions or instances.
 */
export function treeLastUpdates(
  options: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean } | undefined,
  tree: { docs: { file: string; page?: string }[]; root: string; versions?: unknown; instances?: unknown },
  cwd: string,
  diagnostics: Diagnostics,
): Promise<Map<string, LastUpdate> | undefined> {
  return docLastUpdates(options, tree.versions || tree.instances ? cwd : tree.root, tree.docs.filter((doc) => doc.page === undefined).map((doc) => doc.file), diagnostics, (file) => relative(cwd, file));
}
