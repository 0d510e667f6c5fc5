// Output is written to a build folder of its own and put in place with one
// atomic step, so a reader of out/ (a static host, `pxdocs serve`) sees either
// the previous site whole or the new one whole, never a mix and never nothing.
//
// Why a symlink: renaming a directory over a non-empty directory is impossible
// on POSIX, so swapping two real folders takes two renames with a gap between
// them where out/ does not exist. A symlink can be replaced by rename(2) in one
// step. So out/ is a link to `.<out>-builds/<id>/` beside it; each build writes
// a new <id>, flips the link, then deletes the builds nothing points at.
// Tools that copy the output should follow the link (`cp -rL out`, `tar -h`,
// `rsync -a out/`); `out/` with a trailing slash always names the real files.
//
// Most of a rebuild's files are byte for byte those of the build out/ points
// at. Such a file is hard-linked from it, with its `.br`/`.gz` (so precompress
// skips it), instead of being written and compressed again. A linked file
// shares its inode with the live build, so nothing may ever write through it:
// every write here replaces a linked path with a new file (unlink first), page
// workers write under a temporary name and rename, and precompress only writes
// siblings that do not exist yet. When the previous build is deleted after the
// switch, its names go and the new build keeps the inodes.
// The links are made on a thread of their own (compiler/linker.ts): a write
// to a path with a link still queued waits for it, and so does everything that
// reads the folder as a whole (`settle`: precompress, commit).
import { existsSync, readdirSync, rmSync, statSync, type Dirent, type Stats } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readFile, readlink, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import type { Diagnostics } from './diagnostics.js';
import { pxErrors } from './errors/catalogue.js';
import { isAlive } from './process-alive.js';
import { deleteDetached, removeDetached, trashName } from './remove-detached.js';
import { compressible } from './precompress.js';
import { Linker } from './linker.js';
import { accessReason, makeFolder } from './make-folder.js';
import { STAT_FIELDS, statInto } from './link-ops.js';
import { isPrivateName } from './private-names.js';

/** Name prefixes inside the builds folder: in progress, and committed. */
const PARTIAL = 'partial-';
const BUILD = 'build-';
let outputSequence = 0;
/** Replaced builds being deleted (a partial build's prefix: no other build deletes one while its process runs). */
export const TRASH = `${PARTIAL}trash-`;

export interface OutputOptions {
  /** Where skipped symbolic links are reported as warnings (default: nowhere). */
  diagnostics?: Diagnostics;
  /**
   * The site folder: copied symbolic links may point anywhere inside it or inside
   * the folder being copied, never elsewhere (default: only the folder being copied).
   */
  siteRoot?: string;
  /**
   * Hard-link files identical to the previous build's (and their `.br`/`.gz`)
   * instead of writing them (default: true; false writes every file, for comparisons).
   */
  linkUnchanged?: boolean;
  /** Builds of at least this many files are deleted by a detached process once replaced (default 20,000). */
  backgroundRemovalFiles?: number;
  /**
   * Files and folders (relative to the output) that precompress leaves without `.br`/`.gz`
   * (its `skip`): no sibling is looked for when one is linked. At 10,000 pages the search
   * records' parts asked for 20,000 missing siblings a rebuild, each link(2) thrown as an error (0.5 s).
   */
  uncompressed?: readonly string[];
}

/** Files from which a replaced build is deleted in the background (see `OutputFolder.remove`). */
const BACKGROUND_REMOVAL_FILES = 20_000;
/**
 * Output files from which a `--no-cache` build's scratch folder is deleted in the background (see
 * `OutputFolder.remove`): lower than a replaced build's, as a process start (~50 ms) is
 * paid back from a few hundred pages (3,000 pages: 17,700 output files; deleting the scratch took 4-5 s).
 */
const SCRATCH_BACKGROUND_REMOVAL_FILES = 5_000;

/** Files larger than this are written, not compared: two copies in memory would cost more than the write (64 MiB). */
const COMPARE_LIMIT = 64 * 1024 * 1024;

/** Siblings precompress writes beside a text file. */
const SIBLINGS = ['.br', '.gz'];

export class OutputFolder {
  /** Folder holding every build of this output: `<parent>/.<name>-builds`. */
  readonly builds: string;
  /** This build's folder while it is being written. */
  readonly tmp: string;
  /**
   * Whether pages (`.html`) have `.br`/`.gz` beside them (the config's `precompress: 'all'`, set
   * once the config is read): otherwise a page linked from the previous build comes without the
   * copies that build made under `'all'`, as a build from scratch would.
   */
  pagesCompressed = true;
  private readonly id: string;
  /** The build out/ pointed at when this one started: the source of links (absent on a first build). */
  private previous?: string;
  /** Paths in this build that are links into the previous one or into the build cache: never written through. */
  private readonly linked = new Set<string>();
  /** Makes the links, in order, on a thread of its own (a nested output's is its parent's). */
  private readonly linker: Linker;
  /** Files taken from the previous build instead of written (with their siblings), for the build's report. */
  reused = 0;
  /** Their paths in the build folder. */
  readonly reusedPaths: string[] = [];

  /** Folders made in this build (each made once: a mkdir per file cost a third of a second per 10,000 files). */
  private readonly folders = new Map<string, Promise<unknown>>();

  private folder(path: string): Promise<unknown> {
    let made = this.folders.get(path);
    if (!made) this.folders.set(path, (made = mkdir(path, { recursive: true })));
    return made;
  }

  /** Symbolic links `copy` did not follow, for tests and messages. */
  readonly skippedLinks: { link: string; target: string }[] = [];

  /**
   * `nested`: this output is a folder inside another build's (a locale's pages, `<out>/fr/`): it is
   * written into that build's folder and put in place with it, never on its own (see `within`).
   */
  constructor(readonly outDir: string, private readonly options: OutputOptions = {}, private readonly nested?: { parent: OutputFolder; path: string }) {
    // The sequence keeps two outputs made in one millisecond by one process apart (a test, a dev
    // rebuild): the same name made the second commit rename onto the first (ENOTEMPTY). The pid
    // stays last: a killed build's partial is known by it.
    this.id = `${Date.now().toString(36)}-${(outputSequence++).toString(36)}-${process.pid}`;
    this.builds = buildsFolder(outDir);
    this.tmp = nested ? join(nested.parent.tmp, nested.path) : join(this.builds, `${PARTIAL}${this.id}`);
    this.linker = nested ? nested.parent.linker : new Linker();
  }

  /**
   * Waits until every link queued so far is made (see the header): before
   * anything reads the build folder as a whole or a file linked into it.
   */
  settle(): Promise<void> {
    return this.linker.settle();
  }

  /** Waits for the links queued at `target` or its siblings, before the caller writes it itself. */
  private async clear(target: string): Promise<void> {
    if (this.linker.queuedAt(target) || SIBLINGS.some((ext) => this.linker.queuedAt(`${target}${ext}`))) await this.linker.settle();
  }

  /**
   * An output written inside `parent`'s build folder at `path` (a locale's `fr/`): the site and
   * all its locales reach out/ in the parent's one swap, so a reader never sees one language new
   * and another old, and a failure in any leaves out/ as it was. Unchanged files are taken from
   * the same folder of the build out/ points at.
   */
  static within(parent: OutputFolder, path: string, options: OutputOptions = {}): OutputFolder {
    return new OutputFolder(join(parent.outDir, path), options, { parent, path });
  }

  /** Removes builds left by processes that were killed before they could clean up. */
  async prepare(): Promise<void> {
    if (this.nested) {
      await mkdir(this.tmp, { recursive: true });
      const previous = this.nested.parent.previousBuild && join(this.nested.parent.previousBuild, this.nested.path);
      if (previous && this.options.linkUnchanged !== false && existsSync(previous)) this.previous = previous;
      return;
    }
    // The first write of the build's own files: an --out that cannot be made (a read-only or kernel
    // file system, a path through a file) is reported as such, not as a bug.
    try {
      await makeFolder(this.builds);
    } catch (error) {
      throw pxErrors.OutputFolderNotWritable.create({ path: this.builds, reason: accessReason(error) }, { cause: error });
    }
    const current = await currentBuild(this.outDir);
    for (const name of await readdir(this.builds)) {
      const partial = name.startsWith(PARTIAL) ? /-(\d+)$/.exec(name) : null;
      const stale = partial ? !isAlive(Number(partial[1])) : name !== current && !name.startsWith(PARTIAL);
      if (!stale) continue;
      // A replaced build a detached process is deleting (`remove`), maybe still under way: at
      // 10,000 pages deleting it here kept the next build waiting 4-5 s. Left to a process of its own.
      if (name.startsWith(TRASH)) deleteDetached(join(this.builds, name));
      // A build nothing names any more (out/ removed by hand, as in `rm -rf out && pxdocs build`), or a
      // dead process's partial one: as large, and deleted here it held up this build as long (3.5 s of a
      // 10,000-page cold build). Moved aside at once, and deleted the same way.
      else removeDetached(join(this.builds, name), join(this.builds, trashName(TRASH, name)));
    }
    try {
      await mkdir(this.tmp);
    } catch (error) {
      throw pxErrors.OutputFolderNotWritable.create({ path: this.tmp, reason: accessReason(error) }, { cause: error });
    }
    if (current?.startsWith(BUILD) && this.options.linkUnchanged !== false) this.previous = join(this.builds, current);
  }

  /**
   * Puts the previous build's `path` (and the compressed siblings it has) at
   * `target` when its bytes are `bytes`; false when it differs or is missing.
   * (Precompress writes only the siblings a file lacks: never through a link.)
   */
  private async reuse(path: string, target: string, bytes: Uint8Array | (() => Promise<Uint8Array>)): Promise<boolean> {
    if (!this.previous) return false;
    const before = join(this.previous, path);
    let old: Buffer;
    try {
      const info = await stat(before);
      if (!info.isFile() || info.size > COMPARE_LIMIT || (bytes instanceof Uint8Array && info.size !== bytes.byteLength)) return false;
      old = await readFile(before);
    } catch {
      return false;
    }
    const now = bytes instanceof Uint8Array ? bytes : await bytes();
    if (!old.equals(now)) return false;
    return this.take(before, target);
  }

  /**
   * Links the previous build's `from` and its siblings at `to` in this build,
   * without comparing: for a file the caller knows is the same under another
   * name (a search shard no page change touched; shards carry the build's
   * name). False when the previous build has no such file.
   */
  async linkFromPreviousAs(from: string, to: string): Promise<boolean> {
    if (!this.previous) return false;
    // Its folder is made where the link is (the linker's thread), as for every linked file.
    return this.take(join(this.previous, from), this.inside(to));
  }

  /**
   * Links the previous build's `paths` and their siblings into this build
   * without comparing them: for files the caller knows are the same (the
   * search index, keyed by its records: thousands of shards, each with two
   * siblings). False when any file is missing (a sibling that is not there is
   * made by precompress); the caller then builds them anew (its writes replace
   * these links).
   */
  async linkAllFromPrevious(paths: readonly string[]): Promise<boolean> {
    if (!this.previous) return false;
    for (const path of paths) {
      const target = this.inside(path);
      const before = join(this.previous, path);
      if (!isFile(before)) return false;
      this.linkIn(before, target);
      // The siblings it has (precompress makes a missing one: a new file, never written through a link).
      this.linkSiblings(before, target);
      this.reused++;
      this.reusedPaths.push(this.pathOf(target));
    }
    return true;
  }

  /**
   * Links the `.br`/`.gz` that `from` has at `to`'s siblings. Only for a file
   * precompress compresses: at 10,000 pages, asking for the siblings of every
   * page's Markdown twin was 20,000 failed link calls, each thrown as an error.
   */
  private linkSiblings(from: string, to: string): void {
    if (!compressible(to) || this.isUncompressed(to) || (!this.pagesCompressed && to.endsWith('.html'))) return;
    for (const ext of SIBLINGS) {
      this.linked.add(`${to}${ext}`);
      this.linker.linkIfThere(`${from}${ext}`, `${to}${ext}`);
    }
  }

  /** Whether `target` (inside the temporary folder) is, or is inside, one of `options.uncompressed`. */
  private isUncompressed(target: string): boolean {
    for (const path of this.options.uncompressed ?? []) {
      const named = `${this.tmp}${sep}${path}`;
      if (target === named || (target.startsWith(named) && target[named.length] === sep)) return true;
    }
    return false;
  }

  /**
   * Puts the file `from` (a page's search chunk in the build cache) at `path`,
   * without reading it or asking about the previous build: a hard link, or a
   * copy where links fail. The cache never writes through it (it writes a
   * temporary name and renames).
   */
  async linkFile(path: string, from: string): Promise<void> {
    // A missing file is a real error here (the cache lost a file): `settle` reports it.
    this.linkIn(from, this.inside(path));
  }

  /**
   * Links `before` (a file of the previous build) and its siblings at `target`
   * (queued: the linker's thread makes the links). True when `before` is a
   * file now; the link is made later, and a file gone by then fails the build
   * at `settle`.
   */
  private take(before: string, target: string): boolean {
    if (!isFile(before)) return false;
    this.linkIn(before, target);
    // The siblings it has (precompress makes a missing one: a new file, never written through a link).
    this.linkSiblings(before, target);
    this.reused++;
    this.reusedPaths.push(this.pathOf(target));
    return true;
  }

  /** Queues `from` at `to` as a hard link (replacing a file there), or a copy where the file system refuses links. */
  private linkIn(from: string, to: string): void {
    this.linked.add(to);
    this.linker.link(from, to);
  }

  /** The build out/ pointed at when this one started (absent on a first build, or with `linkUnchanged: false`). */
  get previousBuild(): string | undefined {
    return this.previous;
  }

  /** Where this build's folder will be once committed. */
  get finalDir(): string {
    if (this.nested) return join(this.nested.parent.finalDir, this.nested.path);
    return join(this.builds, `${BUILD}${this.id}`);
  }

  /**
   * Puts the file `from` (a page's HTML in the build cache) at `path` without
   * reading it: hard-linked in (copied where links fail) with the `.br`/`.gz`
   * beside it, and precompress makes any missing. The cache writes its files
   * under a temporary name and renames them, so a linked file is never written
   * through. (The previous build's file is not looked at: when it is this very
   * file, its siblings are the cache's too, and asking cost a stat a page.)
   */
  async place(path: string, from: string): Promise<void> {
    this.placeSync(path, from);
  }

  /** `place`, synchronously (see `take`). */
  placeSync(path: string, from: string): void {
    const target = this.inside(path);
    // Its siblings too, when the path was linked with them: the new ones come with `from`.
    this.unlinkShared(target);
    this.linkIn(from, target);
    // The compressed copies the cache keeps beside it (a page's thread made them); precompress makes any it lacks.
    this.linkSiblings(from, target);
  }

  /**
   * Makes `target` safe to write: a link into the previous build is removed first, never written through.
   * Queued after the links (in order), when any may still be under way; a caller writing `target` itself waits for it (`clear`).
   */
  private unlinkShared(target: string): void {
    if (!this.linked.size) return;
    for (const path of [target, ...SIBLINGS.map((ext) => `${target}${ext}`)]) {
      if (!this.linked.delete(path)) continue;
      if (this.linker.queuedAt(path)) this.linker.remove(path);
      else rmSync(path, { force: true });
    }
  }

  /**
   * A file someone else wrote into the build folder (llms-full.txt, streamed):
   * replaced by a link to the previous build's when the bytes are the same.
   */
  async adopt(path: string): Promise<void> {
    const target = this.inside(path);
    await this.clear(target);
    await this.reuse(relative(this.tmp, target), target, () => readFile(target));
  }

  /**
   * The absolute path of `path` inside the temporary folder. A second line of
   * defence behind route checks: nothing is ever written outside it.
   */
  private inside(path: string): string {
    // A plain relative path (no empty, `.` or `..` segment) cannot leave the folder: joined as it is.
    // resolve and relative cost 3-4 µs a file, and a 10,000-page rebuild puts 80,000 files.
    if (sep === '/' && isAbsolute(this.tmp) && !UNPLAIN_PATH.test(path)) return `${this.tmp}/${path}`;
    const target = resolve(this.tmp, path);
    const rel = relative(this.tmp, target);
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      throw pxErrors.OutputPathOutsideTheOutputFolder.create({ message: `Refused to write "${path}": it resolves to ${target}, outside ${this.outDir}.` });
    }
    return target;
  }

  /** `target`'s path inside the temporary folder (`relative`, without its cost for a path `inside` made). */
  private pathOf(target: string): string {
    return target.startsWith(`${this.tmp}${sep}`) ? target.slice(this.tmp.length + 1) : relative(this.tmp, target);
  }

  async write(path: string, contents: string | Uint8Array): Promise<void> {
    const target = this.inside(path);
    await this.folder(dirname(target));
    await this.clear(target);
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (await this.reuse(relative(this.tmp, target), target, bytes)) return;
    this.unlinkShared(target);
    await writeNew(target, bytes);
  }

  /**
   * Copies a file or folder. Symbolic links are followed only when their real
   * path stays inside the folder being copied or the site (a link to
   * /proc/self/environ in static/ would otherwise publish the environment);
   * others are skipped with a warning. The copy holds files, never links.
   */
  async copy(from: string, to: string, keep?: (path: string, from: string) => boolean): Promise<void> {
    const target = this.inside(to);
    await this.folder(dirname(target));
    const roots = await Promise.all([from, ...(this.options.siteRoot ? [this.options.siteRoot] : [])].map((path) => realpath(path).catch(() => resolve(path))));
    await this.copyEntry(from, target, roots, new Set(), keep);
  }

  /**
   * Copies a file named by its bytes (a page's image, `assets/images/a-9df02e96.png`): the previous
   * build's file of that name and size is the same, taken without reading either (`copy` compares the
   * bytes, which read every image of the site a second time a build, after the read that named it).
   */
  async copyNamedByContent(from: string, to: string): Promise<void> {
    if (this.previous) {
      const target = this.inside(to);
      const [now, old] = await Promise.all([stat(from), stat(join(this.previous, to)).catch(() => undefined)]);
      if (old?.isFile() && old.size === now.size) {
        await this.folder(dirname(target));
        await this.clear(target);
        if (this.take(join(this.previous, to), target)) return;
      }
    }
    await this.copy(from, to);
  }

  /** `keep`: whether a file is copied, by its path in the output (`/`-separated) and its source; all are by default. */
  private async copyEntry(from: string, target: string, roots: string[], seen: Set<string>, keep?: (path: string, from: string) => boolean): Promise<void> {
    if (isPrivateName(basename(from))) {
      this.notPublished(from, 'its name is that of private data (a repository, environment secrets, credentials), which a site never serves. Rename it if it is meant to be public.');
      return;
    }
    let info = await lstat(from);
    let source = from;
    if (info.isSymbolicLink()) {
      let real: string;
      try {
        real = await realpath(from);
      } catch (error) {
        // As the content folder's links are told (discover.ts): a dangling link or a loop is no link
        // "outside the site ((a missing file))", as it was said, and copying the file in would not help.
        const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
        this.skipLink(from, loop ? 'is part of a loop of links (each points, in the end, to itself)' : `points to a file that does not exist (${await readlink(from).catch(() => '?')})`, 'Correct or delete the link.');
        return;
      }
      const root = roots.find((folder) => real === folder || real.startsWith(folder + sep));
      if (!root) {
        this.skipLink(from, `points outside the site (${real})`, 'Copy the file into the site instead of linking to it.');
        return;
      }
      // A link named harmlessly to private data in the site (static/env.txt → ../.env) is that data.
      const hidden = relative(root, real).split(sep).find(isPrivateName);
      if (hidden) {
        this.notPublished(from, `it is a link to ${hidden}, private data (a repository, environment secrets, credentials) a site never serves. Copy what is meant to be public into the static folder instead.`);
        return;
      }
      source = real;
      info = await stat(real);
    }
    if (info.isDirectory()) {
      // A link to a parent folder would copy for ever.
      const real = await realpath(source);
      if (seen.has(real)) return;
      const inner = new Set(seen).add(real);
      await mkdir(target, { recursive: true });
      const names = await readdir(source).catch((error: unknown) => this.unreadable(from, true, error));
      for (const name of names) await this.copyEntry(join(from, name), join(target, name), roots, inner, keep);
    } else if (info.isFile()) {
      if (keep && !keep(this.pathOf(target).split(sep).join('/'), from)) return;
      await this.clear(target);
      try {
        if (await this.reuse(relative(this.tmp, target), target, () => readFile(source))) return;
        this.unlinkShared(target);
        await copyFile(source, target);
      } catch (error) {
        if (!['EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
        this.unreadable(from, false, error);
      }
    } else {
      // A named pipe (opening one waits for a writer), a socket, a device: no file to publish.
      const what = info.isFIFO() ? 'a named pipe (FIFO)' : info.isSocket() ? 'a socket' : 'a device';
      this.notPublished(from, `it is ${what}, not a file.`);
    }
  }

  /** A file or folder to publish the build may not read (chmod 000): named, where it was "Unexpected error … EACCES" with a stack. */
  private unreadable(path: string, folder: boolean, error: unknown): never {
    const shown = this.options.siteRoot ? relative(this.options.siteRoot, path) : path;
    throw pxErrors.UnreadableSiteFile.create({ file: shown, folder, reason: accessReason(error) }, { where: { file: shown } });
  }

  /** Warns that `path` (in a folder being copied) was left out, and why. */
  private notPublished(path: string, why: string): void {
    const shown = this.options.siteRoot ? relative(this.options.siteRoot, path) : path;
    this.options.diagnostics?.warn({ kind: 'private-file', message: `${shown} was not published: ${why}`, where: { file: shown } });
  }

  /** `what`: what the link is ("points outside the site (/etc)"); `todo`: what to do about it. */
  private skipLink(link: string, what: string, todo: string): void {
    this.skippedLinks.push({ link, target: what });
    const shown = this.options.siteRoot ? relative(this.options.siteRoot, link) : link;
    this.options.diagnostics?.warn({
      kind: 'symlink',
      message: `Symbolic link ${shown} ${what}; it was not copied. ${todo}`,
      where: { file: shown },
    });
  }

  /**
   * Bytes in the build folder: every file, whoever wrote it (page workers,
   * precompress, streamed files) or linked it. Counted once the folder is
   * complete, at `commit`, so the summary and the disk agree.
   */
  get bytes(): number {
    return this.snapshot?.bytes ?? 0;
  }

  /** The committed folder's snapshot (set by `commit`). */
  snapshot?: OutputSnapshot;

  /**
   * A committed file's size and mtime: from the commit's walk when `commit` was
   * asked for it (renaming the folder changes neither), else a stat; undefined when it is missing.
   */
  stampOf(path: string): [size: number, mtimeMs: number] | undefined {
    const known = this.snapshot?.stamps?.get(path);
    if (known) return known;
    const info = statOrUndefined(join(this.finalDir, path));
    return info && [info.size, info.mtimeMs];
  }

  /**
   * Puts the new output in place: the build folder gets its final name, a new
   * link to it replaces out/ in one rename, and older builds are deleted.
   * `stamped`: paths whose size and mtime the caller will want (`stampOf`),
   * taken from the walk that counts the folder instead of a stat each.
   */
  async commit(stamped?: Iterable<string>): Promise<void> {
    await this.linker.settle();
    // The linker's thread, when the build started it, stats part of the files (a small build's walk stays here).
    const statFiles = this.linker.running ? (paths: string[]) => this.linker.statFiles(paths) : undefined;
    this.snapshot = await snapshotOutputsShared(this.tmp, stamped && new Set(stamped), statFiles);
    if (!this.nested) await this.linker.close();
    // A nested output is in place when its parent is: only its own scratch folder goes now.
    if (this.nested) {
      await rm(this.scratch, { recursive: true, force: true });
      return;
    }
    const finalName = `${BUILD}${this.id}`;
    const final = this.finalDir;
    await rename(this.tmp, final);
    await this.remove(this.scratch, SCRATCH_BACKGROUND_REMOVAL_FILES);
    const link = `${this.outDir}.link-${this.id}`;
    await rm(link, { force: true });
    // A relative target keeps the site folder movable; Windows needs a junction (absolute).
    if (process.platform === 'win32') await symlink(final, link, 'junction');
    else await symlink(relative(dirname(this.outDir), final), link);
    try {
      const existing = await lstat(this.outDir).catch(() => undefined);
      if (existing && !existing.isSymbolicLink()) {
        // An out/ from before builds were linked (or made by hand): moved aside once, then deleted.
        if (!existing.isDirectory()) throw pxErrors.OutputNotAFolder.create({ path: this.outDir });
        await rename(this.outDir, join(this.builds, `legacy-${this.id}`));
      }
      await rename(link, this.outDir);
    } catch (error) {
      await rm(link, { force: true });
      await rename(final, this.tmp).catch(() => undefined);
      throw error;
    }
    // Readers that resolved the old link a moment ago may still be opening a
    // file; `pxdocs serve` retries such a request once against the new build.
    for (const name of await readdir(this.builds)) {
      if (name !== finalName && !name.startsWith(PARTIAL)) await this.remove(join(this.builds, name));
    }
  }

  /**
   * Deletes a replaced build, or this build's scratch folder once the build is in place (its pages'
   * files under `--no-cache`: deleted here, it held the end of a 3,000-page build 4-5 s, this thread busy
   * with each file's lstat and unlink while the other core had nothing left to do). A large one (130,000
   * files at 10,000 pages: 2 s of unlink calls) is renamed out of the way at once and deleted by a
   * detached process, so the build is done without waiting for it; its name is a partial build's with
   * this process's id, so no other build deletes it while this one runs, and the next build deletes
   * whatever the detached process did not. `threshold`: the output's files from which it is.
   */
  private async remove(path: string, threshold = BACKGROUND_REMOVAL_FILES): Promise<void> {
    // This build's file count stands for the replaced build's or the scratch's (counting those would cost a walk of
    // them): builds of one site differ by a few files, and a wrong guess only moves the deletion.
    if ((this.snapshot?.files ?? 0) < (this.options.backgroundRemovalFiles ?? threshold) || !existsSync(path)) {
      await rm(path, { recursive: true, force: true, maxRetries: 3 });
      return;
    }
    removeDetached(path, join(this.builds, trashName(TRASH, basename(path))));
  }

  async discard(): Promise<void> {
    // A nested output goes with its parent's folder (which the parent's failure discards).
    if (!this.nested) await this.linker.close();
    if (!this.nested) await rm(this.tmp, { recursive: true, force: true });
    await rm(this.scratch, { recursive: true, force: true });
  }

  /**
   * A folder for the build's own passing files (a `--no-cache` build keeps its
   * pages' files there, to link them in and read their records late): beside
   * this build's, so on the same file system, removed with commit or discard,
   * and by the next build if this process dies first (its name ends with the pid).
   */
  get scratch(): string {
    // Ends with the pid, as every partial name does: a killed build's is deleted by the next.
    if (this.nested) return `${this.nested.parent.scratch}-${this.nested.path}-${process.pid}`;
    return join(this.builds, `${PARTIAL}scratch-${this.id}`);
  }
}

/**
 * Writes `bytes` as a new file at `target`. A file already there is removed
 * first, never truncated: it may be a hard link (a page worker placed the build
 * cache's file there), and writing through it would change the cache.
 */
async function writeNew(target: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(target, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await rm(target, { force: true });
    await writeFile(target, bytes, { flag: 'wx' });
  }
}

function isFile(path: string): boolean {
  return statOrUndefined(path)?.isFile() ?? false;
}

function statOrUndefined(path: string): Stats | undefined {
  return statSync(path, { throwIfNoEntry: false });
}

/** A build folder's files: how many, their bytes, and a hash of each one's path, size, mtime and inode. */
export interface OutputSnapshot {
  digest: string;
  files: number;
  bytes: number;
  /** Size and mtime of the paths the walk was asked to keep (relative, `/`-separated). */
  stamps?: Map<string, [size: number, mtimeMs: number]>;
}

/**
 * Walks a build folder once: its bytes for the summary, and the digest by which
 * the next build sees whether out/ is still exactly this (compiler/up-to-date.ts).
 * Synchronous: tens of thousands of lstat calls run faster without the thread
 * pool. Each folder's names are sorted as they come, so the digest does not
 * depend on readdir's order; files are stat'ed and hashed a chunk at a time
 * (a list of every file would grow with the site).
 */
export function snapshotOutputs(folder: string, stamped?: ReadonlySet<string>): OutputSnapshot {
  const snapshot = new SnapshotDigest(stamped);
  for (const chunk of outputChunks(folder)) {
    const stats = new Float64Array(chunk.paths.length * STAT_FIELDS);
    statInto(chunk.paths, stats);
    snapshot.add(chunk.names, stats);
  }
  return snapshot.finish();
}

/**
 * `snapshotOutputs`, with part of each chunk's stat calls made by `statFiles`
 * (the linker's thread): the commit's walk of 81,000 files at 10,000 pages was
 * 0.45 s of lstat calls in the build's thread. The same digest.
 */
export async function snapshotOutputsShared(folder: string, stamped: ReadonlySet<string> | undefined, statFiles?: (paths: string[]) => Promise<Float64Array>): Promise<OutputSnapshot> {
  if (!statFiles) return snapshotOutputs(folder, stamped);
  const snapshot = new SnapshotDigest(stamped);
  for (const chunk of outputChunks(folder)) {
    const stats = new Float64Array(chunk.paths.length * STAT_FIELDS);
    // The other thread takes the larger share: this one also lists the folders and hashes.
    const mine = chunk.paths.length < SHARED_STAT_MIN ? chunk.paths.length : Math.floor(chunk.paths.length * 0.4);
    const theirs = mine < chunk.paths.length ? statFiles(chunk.paths.slice(mine)) : undefined;
    statInto(mine < chunk.paths.length ? chunk.paths.slice(0, mine) : chunk.paths, stats);
    if (theirs) stats.set(await theirs, mine * STAT_FIELDS);
    snapshot.add(chunk.names, stats);
  }
  return snapshot.finish();
}

/** Files a snapshot chunk holds (its stats are a few hundred KB). */
const SNAPSHOT_CHUNK = 16_384;
/** Fewer files than this are stat'ed in this thread alone (a message each way costs more). */
const SHARED_STAT_MIN = 2_048;

/** A build folder's files in the digest's order (each folder's names sorted, a subfolder where its name sorts), a chunk at a time. */
function* outputChunks(folder: string): Generator<{ names: string[]; paths: string[] }> {
  let names: string[] = [];
  let paths: string[] = [];
  // Folders still to list, with the rest of their parent's entries after them: a stack, not recursion, so a chunk can end anywhere.
  const stack: { dir: string; prefix: string; entries: Dirent[]; next: number }[] = [];
  const open = (dir: string, prefix: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    stack.push({ dir, prefix, entries, next: 0 });
  };
  open(folder, '');
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next === top.entries.length) {
      stack.pop();
      continue;
    }
    const entry = top.entries[top.next++];
    // Not `join`: the names are plain and `dir` normalized, and join's normalizing was 0.1 s of 80,000 files.
    const path = `${top.dir}${sep}${entry.name}`;
    if (entry.isDirectory()) {
      open(path, `${top.prefix}${entry.name}/`);
      continue;
    }
    names.push(`${top.prefix}${entry.name}`);
    paths.push(path);
    if (paths.length === SNAPSHOT_CHUNK) {
      yield { names, paths };
      names = [];
      paths = [];
    }
  }
  if (paths.length) yield { names, paths };
}

/** The digest, counts and stamps of a snapshot, fed a chunk of files at a time. */
class SnapshotDigest {
  private readonly digest = createHash('sha256');
  private files = 0;
  private bytes = 0;
  private readonly stamps?: Map<string, [number, number]>;

  constructor(private readonly stamped?: ReadonlySet<string>) {
    if (stamped) this.stamps = new Map();
  }

  add(names: readonly string[], stats: Float64Array): void {
    for (const [index, name] of names.entries()) {
      const at = index * STAT_FIELDS;
      const size = stats[at];
      // Gone since the folder was listed (another process deleted it), or not readable: a digest no build matches.
      if (size < 0) {
        this.digest.update(`${name}\0gone\0`);
        continue;
      }
      const mtimeMs = stats[at + 1];
      if (stats[at + 3] === 1) this.bytes += size;
      this.digest.update(`${name}\0${size}:${mtimeMs}:${stats[at + 2]}\0`);
      if (this.stamps && this.stamped!.has(name)) this.stamps.set(name, [size, mtimeMs]);
      this.files++;
    }
  }

  finish(): OutputSnapshot {
    return { digest: this.digest.digest('hex'), files: this.files, bytes: this.bytes, stamps: this.stamps };
  }
}

/** A path `OutputFolder.inside` must resolve: absolute, with a backslash, or with an empty, `.` or `..` segment. */
const UNPLAIN_PATH = /^\/|\\|(?:^|\/)\.{0,2}(?:\/|$)/;

/** The folder beside `outDir` that holds its builds. */
export function buildsFolder(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}-builds`);
}

/** The build folder name out/ points at now, if it is a link into its builds folder. */
async function currentBuild(outDir: string): Promise<string | undefined> {
  try {
    const target = resolve(dirname(outDir), await readlink(outDir));
    return dirname(target) === buildsFolder(outDir) ? basename(target) : undefined;
  } catch {
    return undefined;
  }
}

