// Dev edit latency for `npm run bench`: how long after saving a page the dev
// server serves the updated HTML, for the real site and the generated 1,000-page
// site. Each site runs in a fresh process (bench/dev-latency.ts) over a
// throw-away copy, so the repository's content is never modified.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EDITS = Number(process.env.BENCH_DEV_EDITS ?? 20);

/** The page edited on each site: a long Learn page, and a page in the middle of the generated guide. */
export const REAL_PAGE = 'content/learn/02-vadalog/03-rules.md';
export const GENERATED_PAGE = 'content/guide/05-section-4/11-page-90.md';

export interface DevLatency {
  startMs: number;
  /** Until every page is built (in the background after Ready). */
  builtMs?: number;
  route: string;
  samples: number[];
  lost: number;
  maxRssKb: number;
}

/** A copy of the real site (config/ and content/) whose config imports defineConfig from the package source. */
export function copyRealSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-bench-dev-real-'));
  cpSync(join(ROOT, 'config'), join(dir, 'config'), { recursive: true });
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  const config = join(dir, 'config', 'site.config.ts');
  const source = readFileSync(config, 'utf8');
  // `from 'pxdocs'` resolves to this package wherever the site is; an older relative import is pointed at the source.
  const rewritten = source.replace(/(['"])\.\.\/compiler\/config\/define\.js\1/, JSON.stringify(join(ROOT, 'compiler', 'config', 'define.ts')));
  if (rewritten === source && !/from\s*(['"])pxdocs\1/.test(source)) throw new Error('config/site.config.ts imports defineConfig from neither pxdocs nor ../compiler/config/define.js; update bench/dev.ts');
  writeFileSync(config, rewritten);
  return dir;
}

export function measureDevLatency(cwd: string, page: string, edits = EDITS): DevLatency {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/dev-latency.ts'), cwd, page, String(edits)], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 10 * 60_000,
  });
  if (child.status !== 0) throw new Error(`dev latency run failed in ${cwd}:\n${child.stderr}`);
  return JSON.parse(child.stdout) as DevLatency;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function reportDevLatency(name: string, figures: DevLatency, targetMs: number): void {
  console.log(name);
  console.log(`  start-up         ${(figures.startMs / 1000).toFixed(2)} s until Ready (serving; pages build in the background, a requested one first)`);
  if (figures.builtMs !== undefined) console.log(`  all pages built  ${(figures.builtMs / 1000).toFixed(2)} s (every page rendered and its links checked)`);
  if (!figures.samples.length) {
    console.log(`  edit → HTML      no edit showed up (${figures.lost} lost)   target < ${targetMs} ms  OVER`);
    return;
  }
  const median = medianOf(figures.samples);
  const p95 = percentile(figures.samples, 95);
  console.log(`  edit → HTML      median ${median.toFixed(0)} ms · p95 ${p95.toFixed(0)} ms · min ${Math.min(...figures.samples).toFixed(0)} ms · max ${Math.max(...figures.samples).toFixed(0)} ms over ${figures.samples.length} edits of ${figures.route}   target median < ${targetMs} ms  ${median < targetMs && !figures.lost ? 'OK' : 'OVER'}`);
  if (figures.lost) console.log(`  lost edits       ${figures.lost} never showed up within 10 s`);
  console.log(`  peak memory      ${(figures.maxRssKb / 1024).toFixed(0)} MiB`);
}

/** The "dev edit latency" section: the real site, then the generated site in `generated` (made by generateSite). */
export function devLatencySection(generated: string): void {
  const real = copyRealSite();
  try {
    reportDevLatency(`Dev edit latency, real site (${REAL_PAGE.replace('content/', '')})`, measureDevLatency(real, REAL_PAGE), 150);
  } finally {
    rmSync(real, { recursive: true, force: true });
  }
  console.log();
  reportDevLatency(`Dev edit latency, generated site (1,000 pages; ${GENERATED_PAGE.replace('content/', '')})`, measureDevLatency(generated, GENERATED_PAGE), 300);
}
