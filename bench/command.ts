// One build in a fresh process with the command people run: `pxdocs build`
// from bin/pxdocs.js (its bundled entry, so start-up is what they get). The
// command writes its own figures (time inside, pages, peak RSS, each stage's
// time) to the file named by PXDOCS_BENCH_FIGURES; the wall time is measured
// here, from outside. Before, the scale figures came from a script run through
// tsx, whose loader (a thread of its own, asked for every import) added
// 0.15-0.5 s to every build and was in no user's build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildsFolder, TRASH } from '../compiler/emit.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BuildFigures {
  /** Time inside the command, from its start to its result. */
  ms: number;
  pages: number;
  bytes: number;
  maxRssKb: number;
  /** CPU time of the whole process, every thread's (user and system), in ms: steadier than wall time on a shared machine. */
  cpuMs?: number;
  upToDate: boolean;
  stages: { name: string; ms: number }[];
}

export type CommandRun = ({ ok: true } & BuildFigures & { wallMs: number }) | { ok: false; wallMs: number; error: string };

export interface CommandOptions {
  force?: boolean;
  /** A build past this is stopped and reported as not finished (the machine is shared). */
  timeoutMs?: number;
  /** Cache folder (PXDOCS_CACHE_DIR); default: the site's own. */
  cacheDir?: string;
  /** Embed the chat's sections as a default build does (default: off; bench/chat.ts measures them). */
  embeddings?: boolean;
  /** More environment for the command. */
  env?: NodeJS.ProcessEnv;
}

/** Runs `pxdocs build --cwd <cwd> --out <outDir>` in a fresh process; figures, or why it failed. */
export function commandBuild(cwd: string, outDir: string, options: CommandOptions = {}): CommandRun {
  const scratch = mkdtempSync(join(tmpdir(), 'pxdocs-bench-figures-'));
  const figures = join(scratch, 'figures.json');
  const timeout = options.timeoutMs ?? 600_000;
  try {
    const started = performance.now();
    const child = spawnSync(process.execPath, [join(ROOT, 'bin/pxdocs.js'), 'build', '--cwd', cwd, '--out', outDir, ...(options.force ? ['--force'] : [])], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PXDOCS_BENCH_FIGURES: figures,
        ...(options.embeddings ? {} : { PXDOCS_CHAT_EMBEDDINGS: 'off' }),
        ...(options.cacheDir ? { PXDOCS_CACHE_DIR: options.cacheDir } : {}),
        ...options.env,
      },
      timeout,
      maxBuffer: 64 * 1024 * 1024,
    });
    const wallMs = performance.now() - started;
    if (child.status !== 0 || !existsSync(figures)) {
      const output = `${child.stderr ?? ''}\n${child.stdout ?? ''}`;
      const reason = child.error?.message.includes('ETIMEDOUT')
        ? `stopped after ${(timeout / 1000).toFixed(0)} s`
        : (output.split('\n').find((line) => /heap out of memory|Error|✗/.test(line)) ?? `exit ${child.status ?? child.signal}`);
      return { ok: false, wallMs, error: reason.trim() };
    }
    return { ok: true, wallMs, ...(JSON.parse(readFileSync(figures, 'utf8')) as BuildFigures) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Waits (up to `limitMs`) until the replaced builds of `outDir` that a
 * detached process deletes are gone; returns how long it waited. A build
 * started meanwhile shares the cores and the disk with their unlink calls
 * (130,000 at 10,000 pages), which a person editing a page seconds after the
 * last build does not meet. After `limitMs` the build starts all the same
 * (the time returned then equals it): the bench prints the wait.
 */
export function awaitDeletion(outDir: string, limitMs = 120_000): number {
  const builds = buildsFolder(outDir);
  const started = Date.now();
  const deleting = () => existsSync(builds) && readdirSync(builds).some((name) => name.startsWith(TRASH));
  while (deleting() && Date.now() - started < limitMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  return Date.now() - started;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
