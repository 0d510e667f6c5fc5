// Output is written to a temporary folder beside out/ and swapped in whole, so a
// failed or killed build leaves the previous out/ exactly as it was.
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { PxError } from './errors.js';
import { basename, dirname, join, relative, resolve, isAbsolute, sep } from 'node:path';

export class OutputFolder {
  readonly tmp: string;
  private written = 0;

  constructor(readonly outDir: string) {
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

  async copy(from: string, to: string): Promise<void> {
    const target = this.inside(to);
    await mkdir(dirname(target), { recursive: true });
    await cp(from, target, { recursive: true });
    this.written += await sizeOf(from);
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

async function sizeOf(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}
