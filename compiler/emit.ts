// Output is written to a temporary folder beside out/ and swapped in whole, so a
// failed or killed build leaves the previous out/ exactly as it was.
import { copyFile, lstat, mkdir, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { PxError } from './errors.js';
import type { Diagnostics } from './diagnostics.js';
import { basename, dirname, join, relative, resolve, isAbsolute, sep } from 'node:path';

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
  readonly tmp: string;
  private written = 0;
  /** Symbolic links that were not copied because they point outside the site. */
  readonly skippedLinks: { link: string; target: string }[] = [];

  constructor(readonly outDir: string, private readonly options: OutputOptions = {}) {
    this.tmp = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  }

  /** Removes folders left by builds that were killed before they could clean up. */
  async prepare(): Promise<void> {
    const parent = dirname(this.outDir);
    await mkdir(parent, { recursive: true });
    const prefix = `${basename(this.outDir)}.`;
    for (const name of await readdir(parent)) {
      if (!name.startsWith(prefix)) continue;
      const match = /^(?:tmp|old)-(\d+)-/.exec(name.slice(prefix.length));
      if (match && !isAlive(Number(match[1]))) await rm(join(parent, name), { recursive: true, force: true });
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
      throw new PxError('Output path outside the output folder', `Refused to write "${path}": it resolves to ${target}, outside ${this.outDir}.`, {
        hint: 'A route, slug or asset path leaves the site; correct it so that it stays inside the output folder.',
      });
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

  get bytes(): number {
    return this.written;
  }

  /** Puts the new output in place: out/ → out.old-*, tmp → out/, then drops the old one. */
  async commit(): Promise<void> {
    const old = `${this.outDir}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) await rename(this.outDir, old);
    try {
      await rename(this.tmp, this.outDir);
    } catch (error) {
      if (hadOutput) await rename(old, this.outDir);
      throw error;
    }
    if (hadOutput) await rm(old, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.tmp, { recursive: true, force: true });
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
