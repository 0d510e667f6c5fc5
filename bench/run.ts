// `npm run bench`: prints build figures for the real site and for a generated
// 1,000-page site. Each build runs in a fresh process (cold), several times;
// the median is reported. Figures, not assertions: this machine is shared.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Figures { ms: number; pages: number; bytes: number; maxRssKb: number; wallMs: number }

function coldBuild(cwd: string): Figures {
  const out = mkdtempSync(join(tmpdir(), 'pxdocs-bench-out-'));
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/build-once.ts'), cwd, join(out, 'out')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const wallMs = performance.now() - started;
  rmSync(out, { recursive: true, force: true });
  if (child.status !== 0) throw new Error(`build failed in ${cwd}:\n${child.stderr}`);
  return { ...JSON.parse(child.stdout), wallMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(name: string, runs: Figures[], targetSeconds: number): void {
  const wall = median(runs.map((run) => run.wallMs)) / 1000;
  const build = median(runs.map((run) => run.ms)) / 1000;
  const pages = runs[0].pages;
  const rss = Math.max(...runs.map((run) => run.maxRssKb)) / 1024;
  console.log(`${name}`);
  console.log(`  pages            ${pages}`);
  console.log(`  wall time        ${wall.toFixed(2)} s (median of ${runs.length} cold runs; process start included)   target < ${targetSeconds} s  ${wall < targetSeconds ? 'OK' : 'OVER'}`);
  console.log(`  build time       ${build.toFixed(2)} s`);
  console.log(`  pages per second ${(pages / wall).toFixed(0)}`);
  console.log(`  peak memory      ${rss.toFixed(0)} MiB   target < 1024 MiB  ${rss < 1024 ? 'OK' : 'OVER'}`);
}

console.log(`pxdocs benchmark · node ${process.version} · ${RUNS} runs each\n`);
report('Real site (content/)', Array.from({ length: RUNS }, () => coldBuild(ROOT)), 3);
const generated = mkdtempSync(join(tmpdir(), 'pxdocs-bench-site-'));
generateSite(generated, 1000);
console.log();
report('Generated site (1,000 pages)', Array.from({ length: RUNS }, () => coldBuild(generated)), 20);
rmSync(generated, { recursive: true, force: true });
