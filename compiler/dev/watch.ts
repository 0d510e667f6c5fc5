// What `pxdocs dev` watches, with chokidar. One watcher over the site folder,
// filtered to the folders and files the current config names
// (DevSession.watchTargets), plus those outside the site folder (the theme, a
// docs folder elsewhere). Watching the site folder itself means a folder made
// after start (src/) is seen as any new entry is; a folder the config names
// later (a new docs.path) is added by `refresh`. The few single files (the
// config, the sidebars file, customCss) are polled with Node's own
// fs.watchFile (every 100 ms; they may not exist yet): a file removed and
// written again at once (a tool that replaces sidebars.js) was, under load,
// reported as removed only by chokidar, which then forgot it for good; a poll
// compares the file's whole status (its inode too), so no such change is lost.
// For the same reason a file the watcher reports removed is looked at again
// shortly after, and reported added if it is there.
//
// A symbolic link that loops (to itself, to a folder above it) or leads out of
// the site is skipped, as discovery skips it (unless it is a content folder the
// config names, or on the way to one, which discovery reads wherever it leads): chokidar would follow a link to
// a parent folder until the paths grow too long, and a link to itself made it
// emit an error that, unhandled, ended the process. Every chokidar error is a
// warning here: a watcher error never stops the server.
import { watch, type FSWatcher } from 'chokidar';
import { existsSync, lstatSync, realpathSync, statSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Change } from './session.js';

export interface WatchTargets {
  /** Folders watched with everything in them (absolute). */
  folders: string[];
  /** Single files (absolute). */
  files: string[];
  /** Folders never watched, even inside a target (dev's own output in the cache folder, node_modules). */
  excluded: string[];
}

export interface DevWatcherOptions {
  /** The site folder (absolute). */
  cwd: string;
  /** What to watch now (asked again by `refresh`). */
  targets: () => WatchTargets;
  onChange: (change: Change) => void;
  /** Whether discovery reads `path`: told of a skipped link there, it warns about it itself. */
  discovered: (path: string) => boolean;
  /** Prints a warning line. */
  warn: (message: string) => void;
}

const EVENTS = ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const;

/**
 * awaitWriteFinish: chokidar drops a second 'change' that follows the first
 * within its throttle window; waiting for writes to settle (15 ms) means a
 * save right after another (an editor, then a formatter) is never lost.
 */
const SETTLE = { stabilityThreshold: 15, pollInterval: 5 };

/** How often the single files are polled (ms). */
const FILE_POLL_MS = 100;

/** How long after a removal the file is looked at again (ms): past a settled write. */
const RECHECK_MS = 250;

/** A file's size, time and inode as one string (undefined when it is not there). */
function fileStatus(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * What a poll of a single file saw, from its status before and now (a file
 * that is not there has a zeroed one); undefined for no change (Node calls
 * once for a file missing from the start).
 */
function polledEvent(now: Stats, before: Stats): Change['event'] | undefined {
  const there = (stats: Stats) => stats.mtimeMs !== 0 || stats.ino !== 0;
  if (!there(now)) return there(before) ? 'unlink' : undefined;
  return there(before) ? 'change' : 'add';
}

export class DevWatcher {
  private readonly watcher: FSWatcher;
  /** The single files polled, each with its listener. */
  private readonly polled = new Map<string, (now: Stats, before: Stats) => void>();
  private targets: WatchTargets;
  /** Paths chokidar was given, or saw while scanning: not added again. */
  private readonly watched = new Set<string>();
  /** Warnings given, one per path and reason. */
  private readonly warned = new Set<string>();
  /** The site folder's real path, for links that lead out of it. */
  private readonly realCwd: string;
  private scanned = false;
  private closed = false;
  /** Per path, the number of the last event reported for it: a removal's check sees whether another came since. */
  private readonly lastEvent = new Map<string, number>();
  private events = 0;
  /** Resolves once the first scan is done (changes before it are not reported). */
  readonly ready: Promise<void>;

  constructor(private readonly options: DevWatcherOptions) {
    this.targets = options.targets();
    this.realCwd = realpathSync(options.cwd);
    const roots = this.roots();
    for (const path of [...roots, ...this.targets.folders, ...this.targets.files]) this.watched.add(path);
    this.watcher = watch(roots, { ignoreInitial: true, awaitWriteFinish: SETTLE, ignored: (path: string) => this.ignored(path) });
    for (const event of EVENTS) {
      this.watcher.on(event, (path: string) => {
        if (this.wanted(path)) this.report(path, event);
      });
    }
    this.watcher.on('error', (error: unknown) => this.failed(error));
    this.poll(this.targets.files);
    this.ready = new Promise((resolve) => {
      this.watcher.once('ready', () => {
        this.scanned = true;
        resolve();
      });
    });
  }

  /** After a change: what the config names now (another docs folder, say) is watched too. */
  refresh(): void {
    let targets: WatchTargets;
    try {
      targets = this.options.targets();
    } catch {
      // No config loaded (it failed): keep watching what was watched.
      return;
    }
    this.targets = targets;
    const folders = targets.folders.filter((path) => !this.watched.has(path));
    const files = targets.files.filter((path) => !this.watched.has(path));
    for (const path of [...folders, ...files]) this.watched.add(path);
    // Inside the site folder too: its first scan skipped them (the config did not name them then).
    if (folders.length) this.watcher.add(folders);
    this.poll(files);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [path, listener] of this.polled) unwatchFile(path, listener);
    this.polled.clear();
    await this.watcher.close();
  }

  /** Polls single files; one changed is reported once its status has settled (a write in progress is not read half done). */
  private poll(paths: string[]): void {
    for (const path of paths) {
      if (this.polled.has(path)) continue;
      let settling: NodeJS.Timeout | undefined;
      const listener = (now: Stats, before: Stats) => {
        const event = polledEvent(now, before);
        if (!event) return;
        clearTimeout(settling);
        // As chokidar's awaitWriteFinish: reported once size, time and inode stayed the same for SETTLE's threshold.
        let seen = fileStatus(path);
        let since = Date.now();
        const check = () => {
          if (this.closed) return;
          const status = fileStatus(path);
          if (status !== seen) {
            seen = status;
            since = Date.now();
          }
          if (Date.now() - since < SETTLE.stabilityThreshold) settling = setTimeout(check, SETTLE.pollInterval);
          else if (this.targets.files.includes(path)) this.report(path, status === undefined ? 'unlink' : event === 'unlink' ? 'add' : event);
        };
        settling = setTimeout(check, SETTLE.pollInterval);
      };
      this.polled.set(path, listener);
      // Not persistent: a poll never keeps the process alive (the server does while it runs).
      watchFile(path, { interval: FILE_POLL_MS, persistent: false }, listener);
    }
  }

  private report(path: string, event: Change['event']): void {
    const number = ++this.events;
    this.lastEvent.set(path, number);
    this.options.onChange({ path, event });
    // Not for the polled files: their poll sees a file written again.
    if (event === 'unlink' && !this.polled.has(path)) setTimeout(() => this.recheck(path, number), RECHECK_MS).unref();
  }

  /** A file reported removed, and nothing since: if it is there, it was written again unseen (and is watched anew). */
  private recheck(path: string, number: number): void {
    if (this.closed || this.lastEvent.get(path) !== number || !existsSync(path)) return;
    this.watcher.unwatch(path);
    this.watcher.add(path);
    this.report(path, 'add');
  }

  /** The site folder, and the target folders outside it (the single files are polled). */
  private roots(): string[] {
    const outside = this.targets.folders.filter((path) => !this.inside(path, this.options.cwd));
    return [...new Set([this.options.cwd, ...outside])];
  }

  /** Whether `path` is `root` or inside it. */
  private inside(path: string, root: string): boolean {
    return path === root || path.startsWith(root + sep);
  }

  /** Whether `path` is inside a target folder, or a folder on the way to one (the single files are polled). */
  private wanted(path: string): boolean {
    if (path === this.options.cwd) return true;
    if (this.targets.files.includes(path) || this.targets.excluded.some((folder) => this.inside(path, folder))) return false;
    for (const folder of this.targets.folders) if (this.inside(path, folder) || folder.startsWith(path + sep)) return true;
    return false;
  }

  private ignored(path: string): boolean {
    return !this.wanted(path) || this.badLink(path);
  }

  /** A symbolic link to skip (with a warning): part of a loop, to a folder above it, or out of the site. */
  private badLink(path: string): boolean {
    try {
      if (!lstatSync(path).isSymbolicLink()) return false;
    } catch {
      return false;
    }
    let reason: string | undefined;
    try {
      const real = realpathSync(path);
      const parent = realpathSync(dirname(path));
      if (this.inside(parent, real)) reason = 'points to one of its own parent folders';
      // A content folder the config names is read wherever it leads (discovery lists it as a folder), so a
      // `docs` linked to a folder elsewhere, or a link on the way to it, is followed: its pages are the site's.
      else if (this.targets.folders.some((folder) => this.inside(folder, path))) reason = undefined;
      else if (![this.realCwd, ...this.roots().slice(1)].some((root) => this.inside(real, root))) reason = `points outside the site (${real})`;
    } catch (error) {
      // A link to nothing is chokidar's to handle (it is seen once its target exists).
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') reason = 'is part of a loop of links (each points, in the end, to itself)';
    }
    if (!reason) return false;
    this.skipped(path, reason);
    return true;
  }

  /** Says once that a link is skipped: discovery says it for its own folders (told of a new link, it looks again). */
  private skipped(path: string, reason: string): void {
    const key = `${path}|${reason}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    if (this.options.discovered(path)) {
      // At start discovery has warned already; later it must look again to skip the link and say so.
      if (this.scanned) queueMicrotask(() => this.options.onChange({ path, event: 'add' }));
      return;
    }
    this.options.warn(`Symbolic link ${this.shown(path)} ${reason}; it was skipped (not watched).`);
  }

  /** A chokidar error: a warning, once per path and kind; the server goes on. */
  private failed(error: unknown): void {
    const { code, path, message } = error as NodeJS.ErrnoException;
    const key = `${code ?? message}|${path ?? ''}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.options.warn(`${path ? this.shown(path) : 'A watched file'} could not be watched (${code ?? message}); changes to it are not seen until pxdocs dev restarts.`);
  }

  /** A path as the terminal shows it: relative to the site folder. */
  private shown(path: string): string {
    return relative(this.options.cwd, path).split(sep).join('/') || '.';
  }
}
