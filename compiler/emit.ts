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
import { copyFile, lstat, mkdir, readdir, readlink, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Diagnostics } from './diagnostics.js';
import { pxErrors } from './errors/catalogue.js';

/** Name prefixes inside the builds folder: in progress, and committed. */
const PARTIAL = 'partial-';
const BUILD = 'build-';

export interface OutputOptions {
  /** Where skipped symbolic links are reported as warnings (default: nowhere). */
  diagnostics?: Diagnostics;
  /**
   * The site folder: copied symbolic links may point anywhere inside it or inside
   * the folder being copied, never elsewhere (default: only the folder being copied).
   */
  siteRoot?: string;
}

export class OutputFolder {
  /** Folder holding every build of this output: `<parent>/.<name>-builds`. */
  readonly builds: string;
  /** This build's folder while it is being written. */
  readonly tmp: string;
  private readonly id: string;
  private written = 0;

  /** Symbolic links `copy` did not follow, for tests and messages. */
  readonly skippedLinks: { link: string; target: string }[] = [];

  constructor(readonly outDir: string, private readonly options: OutputOptions = {}) {
    this.id = `${Date.now().toString(36)}-${process.pid}`;
    this.builds = buildsFolder(outDir);
    this.tmp = join(this.builds, `${PARTIAL}${this.id}`);
  }

  /** Removes builds left by processes that were killed before they could clean up. */
  async prepare(): Promise<void> {
    await mkdir(this.builds, { recursive: true });
    const current = await currentBuild(this.outDir);
    for (const name of await readdir(this.builds)) {
      const partial = name.startsWith(PARTIAL) ? /-(\d+)$/.exec(name) : null;
      const stale = partial ? !isAlive(Number(partial[1])) : name !== current && !name.startsWith(PARTIAL);
      if (stale) await rm(join(this.builds, name), { recursive: true, force: true });
    }
    await mkdir(this.tmp, { recursive: true });
  }

  /**
   * The absolute path of `path` inside the temporary folder. A second line of
   * defence behind route checks: nothing is ever written outside it.
   */
  private inside(path: string): string {
    const target = resolve(this.tmp, path);
    const rel = relative(this.tmp, target);
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      throw pxErrors.OutputPathOutsideTheOutputFolder.create({ message: `Refused to write "${path}": it resolves to ${target}, outside ${this.outDir}.` });
    }
    return target;
  }

  async write(path: string, contents: string | Uint8Array): Promise<void> {
    const target = this.inside(path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, contents);
    this.written += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  }

  /**
   * Copies a file or folder. Symbolic links are followed only when their real
   * path stays inside the folder being copied or the site (a link to
   * /proc/self/environ in static/ would otherwise publish the environment);
   * others are skipped with a warning. The copy holds files, never links.
   */
  async copy(from: string, to: string): Promise<void> {
    const target = this.inside(to);
    await mkdir(dirname(target), { recursive: true });
    const roots = await Promise.all([from, ...(this.options.siteRoot ? [this.options.siteRoot] : [])].map((path) => realpath(path).catch(() => resolve(path))));
    await this.copyEntry(from, target, roots, new Set());
  }

  private async copyEntry(from: string, target: string, roots: string[], seen: Set<string>): Promise<void> {
    let info = await lstat(from);
    let source = from;
    if (info.isSymbolicLink()) {
      let real: string;
      try {
        real = await realpath(from);
      } catch {
        this.skipLink(from, '(a missing file)');
        return;
      }
      if (!roots.some((root) => real === root || real.startsWith(root + sep))) {
        this.skipLink(from, real);
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
      for (const name of await readdir(source)) await this.copyEntry(join(from, name), join(target, name), roots, inner);
    } else if (info.isFile()) {
      await copyFile(source, target);
      this.written += info.size;
    }
  }

  private skipLink(link: string, target: string): void {
    this.skippedLinks.push({ link, target });
    const shown = this.options.siteRoot ? relative(this.options.siteRoot, link) : link;
    this.options.diagnostics?.warn({
      kind: 'symlink',
      message: `Symbolic link ${shown} points outside the site (${target}); it was not copied. Copy the file into the site instead of linking to it.`,
      where: { file: shown },
    });
  }

  /** Counts bytes written into the folder by others (page workers). */
  count(bytes: number): void {
    this.written += bytes;
  }

  get bytes(): number {
    return this.written;
  }

  /**
   * Puts the new output in place: the build folder gets its final name, a new
   * link to it replaces out/ in one rename, and older builds are deleted.
   */
  async commit(): Promise<void> {
    const finalName = `${BUILD}${this.id}`;
    const final = join(this.builds, finalName);
    await rename(this.tmp, final);
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
      if (name !== finalName && !name.startsWith(PARTIAL)) await rm(join(this.builds, name), { recursive: true, force: true });
    }
  }

  async discard(): Promise<void> {
    await rm(this.tmp, { recursive: true, force: true });
  }
}

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

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
