// What `pxdocs dev` has rendered (pages' HTML, component CSS, the pages
// without a doc) and each page's search records, kept on disk in folders of
// the session's own under the cache folder, not in memory: at 10,023 pages
// they were 1.19 GB and 0.68 GB of buffers in a 2.1 GB process. A request
// reads its file back (the operating system's page cache keeps recent ones in
// memory). The folder goes when the session closes; one left by a session
// that was killed is removed by the next one.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { isAlive } from '../process-alive.js';
import { removeAbandonedTrash, removeDetached, trashName } from '../remove-detached.js';

/** Folder under the cache folder: `dev-output/<pid>-<time>-<name>`. */
const FOLDER = 'dev-output';
/** A store's folder for what page threads write, by output path. */
const THREADS = 'threads';
/** Folders being deleted by a detached process (remove-detached.ts): `trash-<label>-<pid>`. */
const TRASH = 'trash-';

export class DevOutputStore {
  /** Output path → the file holding it. */
  private readonly files = new Map<string, string>();
  private readonly dir: string;
  private readonly parent: string;
  /** Folders of this store put out of the way so far (each trash name is new). */
  private trashed = 0;

  /** `name` tells a session's stores apart (its output, its pages' search records). */
  constructor(cacheFolder: string, private readonly name = 'output') {
    this.parent = join(cacheFolder, FOLDER);
    removeAbandoned(this.parent);
    this.dir = join(this.parent, `${process.pid}-${Date.now().toString(36)}-${name}`);
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * Moves the store's folder out of the way and has a detached process delete it. Why: deleting
   * it here, file by file, held up the end of `pxdocs dev` on 10,023 pages for 28 s after "Stopping."
   * (two files a page, and a config change's restart as long).
   */
  private discard(): void {
    removeDetached(this.dir, join(this.parent, trashName(TRASH, `${this.name}-${Date.now().toString(36)}-${this.trashed++}`)));
  }

  set(path: string, contents: string | Uint8Array): void {
    // Flat, hashed names: no folder per output folder, and any output path is a safe file name. Never
    // a page thread's file (`adopt`): a thread may still write there, a page this thread has built since.
    const file = join(this.dir, createHash('sha1').update(path).digest('hex'));
    writeFileSync(file, contents);
    this.files.set(path, file);
  }

  /** Where page threads write (the output's own layout): `pxdocs dev`'s warm-up on threads (session.ts). */
  get threadFolder(): string {
    return join(this.dir, THREADS);
  }

  /** Takes the file a page thread wrote at `path` under `threadFolder` as the output's. */
  adopt(path: string): void {
    this.files.set(path, join(this.threadFolder, path));
  }

  get(path: string): Buffer | undefined {
    const file = this.files.get(path);
    if (!file) return undefined;
    try {
      return readFileSync(file);
    } catch {
      // Removed under the session (the cache folder was cleared): as if never written.
      this.files.delete(path);
      return undefined;
    }
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  delete(path: string): void {
    const file = this.files.get(path);
    if (!file) return;
    this.files.delete(path);
    rmSync(file, { force: true });
  }

  keys(): IterableIterator<string> {
    return this.files.keys();
  }

  clear(): void {
    this.files.clear();
    if (existsSync(this.dir) && readdirSync(this.dir).length) this.discard();
    mkdirSync(this.dir, { recursive: true });
  }

  /** Removes the session's folder (the session is over). */
  close(): void {
    this.files.clear();
    if (existsSync(this.dir)) this.discard();
  }
}

/** Folders of sessions whose process is gone, deleted by a detached process (as the trash of those that were deleting). */
function removeAbandoned(parent: string): void {
  if (!existsSync(parent)) return;
  removeAbandonedTrash(parent, TRASH);
  for (const name of readdirSync(parent)) {
    if (name.startsWith(TRASH)) continue;
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!pid || !isAlive(pid)) removeDetached(join(parent, name), join(parent, trashName(TRASH, `abandoned-${name}`)));
  }
}
