// Scale figures for `npm run bench`: the real content replicated to a large
// site (bench/generate-real.ts; 10,000 pages by default, BENCH_SCALE_PAGES to
// change it, 0 to skip), built cold in a fresh process. Prints wall time, peak
// memory, pages per second, HTML bytes per page against the real 43-page site,
// rebuilds with no change and with one page changed, and what a first search
// downloads and how fast it answers in Chromium. A build that runs out of
// time or memory is reported, not fatal.
// Then the synthetic generator (bench/generate-site.ts) at 100,000 small pages
// (BENCH_SYNTHETIC_PAGES to change it, 0 to skip): whether the build completes,
// its time and its peak memory (the issue's bound: 2 GiB).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRealSite } from './generate-real.js';
import { generateSite } from './generate-site.js';
import { chromiumQueryTimes, firstQueryFigures } from './search.js';
import { awaitDeletion, commandBuild, median } from './command.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A build past this is stopped and reported as such: the machine is shared. */
const TIME_LIMIT_MS = Number(process.env.BENCH_SCALE_TIMEOUT_MS ?? 600_000);

/** Total bytes and count of the HTML pages under a folder. */
export function htmlBytes(dir: string): { bytes: number; pages: number } {
  let bytes = 0;
  let pages = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else if (name.endsWith('.html') && name !== '404.html') {
        bytes += info.size;
        pages++;
      }
    }
  };
  walk(dir);
  return { bytes, pages };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** One `pxdocs build` of `cwd` into `outDir` in a fresh process (bench/command.ts). */
export const timedBuild = (cwd: string, outDir: string, options: { force?: boolean; timeoutMs?: number } = {}) => commandBuild(cwd, outDir, { timeoutMs: TIME_LIMIT_MS, ...options });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');

export async function scaleSection(realOut: string): Promise<void> {
  const target = Number(process.env.BENCH_SCALE_PAGES ?? 10_000);
  if (!target) {
    console.log('Scale: skipped (BENCH_SCALE_PAGES=0)');
    return;
  }
  const site = mkdtempSync(join(tmpdir(), 'pxdocs-bench-scale-'));
  try {
    const pages = generateRealSite(site, target);
    const small = htmlBytes(realOut);
    const perPageSmall = small.bytes / small.pages;
    console.log(`Real content replicated (${pages} pages; chat embeddings off)`);
    const cold = timedBuild(site, join(site, 'out'));
    if (!cold.ok) {
      console.log(`  cold build       did not finish: ${cold.error} (after ${seconds(cold.wallMs)})   target <= 60 s, <= 1 GiB`);
      return;
    }
    const rss = (cold.maxRssKb ?? 0) / 1024;
    console.log(`  cold build       ${seconds(cold.wallMs)} wall · ${((cold.pages ?? 0) / (cold.wallMs / 1000)).toFixed(0)} pages/s   target <= 60 s  ${verdict(cold.wallMs <= 60_000)}`);
    console.log(`  peak memory      ${rss.toFixed(0)} MiB   target <= 1024 MiB  ${verdict(rss <= 1024)}`);
    const large = htmlBytes(join(site, 'out'));
    const perPage = large.bytes / large.pages;
    console.log(`  HTML per page    ${kb(perPage)} (real ${small.pages}-page site: ${kb(perPageSmall)}; ${(perPage / perPageSmall).toFixed(2)}×)   target <= 1.5×  ${verdict(perPage <= 1.5 * perPageSmall)}`);
    // Each rebuild starts once the replaced build before it is deleted (bench/command.ts, awaitDeletion).
    awaitDeletion(join(site, 'out'));
    const warm = timedBuild(site, join(site, 'out'));
    console.log(`  rebuild, no change   ${warm.ok ? `${seconds(warm.wallMs)}${warm.upToDate ? ' (up to date: checked, nothing built)' : ''}` : `did not finish: ${warm.error}`}   target <= 5 s  ${verdict(warm.ok && warm.wallMs <= 5000)}`);
    // The same rebuild through every cache, as a build with any input changed runs.
    awaitDeletion(join(site, 'out'));
    const forced = timedBuild(site, join(site, 'out'), { force: true });
    console.log(`  rebuild, no change, --force   ${forced.ok ? seconds(forced.wallMs) : `did not finish: ${forced.error}`} (every page from the cache)`);
    // One page changed, three times (a different sentence each time): the median, and every run.
    const edited = join(site, 'content', 'learn', '02-vadalog', '03-rules.md');
    const waits: number[] = [];
    const runs = [1, 2, 3].map((run) => {
      writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n\nOne more sentence for the benchmark (${run}).\n`);
      waits.push(awaitDeletion(join(site, 'out')));
      return timedBuild(site, join(site, 'out'));
    });
    const failed = runs.find((run) => !run.ok);
    if (failed && !failed.ok) console.log(`  rebuild, one page    did not finish: ${failed.error}   target <= 5 s  OVER`);
    else {
      const walls = runs.map((run) => run.wallMs);
      const inside = runs.map((run) => (run.ok ? run.ms : 0));
      console.log(`  rebuild, one page    ${seconds(median(walls))} wall, median of ${runs.length} (${walls.map(seconds).join(', ')}; inside the command ${inside.map(seconds).join(', ')}; each after ${waits.map(seconds).join(', ')} waiting for the replaced build's deletion)   target <= 5 s  ${verdict(median(walls) <= 5000)}`);
    }
    // Search on the last build's output: what a reader's first query downloads, and query speed in Chromium.
    const first = await firstQueryFigures(join(site, 'out'));
    console.log(`  first search     "${first.query}": ${kb(first.bytes)} in ${first.files} files (as served, br) · median over the bench queries ${kb(first.median)} · worst "${first.worst.query}" ${kb(first.worst.bytes)}   target <= 150 KB  ${verdict(first.worst.bytes <= 150 * 1024)}`);
    const chromium = await chromiumQueryTimes(join(site, 'out'));
    if (typeof chromium === 'string') console.log(`  query, Chromium  ${chromium}`);
    else {
      console.log(`  first search, Chromium  ${kb(chromium.firstQueryBytes)} over the wire in ${chromium.firstQueryRequests} requests, ${chromium.firstQueryMs.toFixed(0)} ms   target <= 150 KB  ${verdict(chromium.firstQueryBytes <= 150 * 1024)}`);
      console.log(`  query, Chromium  median ${chromium.medianMs.toFixed(2)} ms · p95 ${chromium.p95Ms.toFixed(2)} ms over ${chromium.queries} queries   target <= 20 ms  ${verdict(chromium.p95Ms <= 20)}`);
    }
    answeringFigures(join(site, 'out'));
    checkFigures(join(site, 'out'));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

/** A build of 100,000 generated pages this machine has ~10 minutes for: stopped past 25. */
const SYNTHETIC_TIME_LIMIT_MS = Number(process.env.BENCH_SYNTHETIC_TIMEOUT_MS ?? 1_500_000);

/** The synthetic site at 100,000 pages, cold: does it complete, how fast, within 2 GiB? */
export function syntheticScaleSection(): void {
  const target = Number(process.env.BENCH_SYNTHETIC_PAGES ?? 100_000);
  if (!target) {
    console.log('Synthetic scale: skipped (BENCH_SYNTHETIC_PAGES=0)');
    return;
  }
  const site = mkdtempSync(join(tmpdir(), 'pxdocs-bench-synthetic-'));
  try {
    generateSite(site, target);
    console.log(`Synthetic site at scale (${target} generated pages; chat embeddings off)`);
    const cold = timedBuild(site, join(site, 'out'), { timeoutMs: SYNTHETIC_TIME_LIMIT_MS });
    if (!cold.ok) {
      console.log(`  cold build       did not finish: ${cold.error} (after ${seconds(cold.wallMs)})   target: completes, <= 2 GiB  OVER`);
      return;
    }
    const rss = (cold.maxRssKb ?? 0) / 1024;
    console.log(`  cold build       ${seconds(cold.wallMs)} wall · ${((cold.pages ?? 0) / (cold.wallMs / 1000)).toFixed(0)} pages/s · completes  OK`);
    console.log(`  peak memory      ${rss.toFixed(0)} MiB   target <= 2048 MiB  ${verdict(rss <= 2048)}`);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

/** The chat and MCP servers on the large output: what loading costs, how fast they answer, their memory. */
function answeringFigures(outDir: string): void {
  const run = (mode: 'mcp' | 'chat'): Record<string, number> | string => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/answer-at-scale.ts'), mode, outDir], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (child.status !== 0) return `failed: ${(child.stderr || child.stdout).trim().split('\n').slice(-3).join(' ')}`;
    return JSON.parse(child.stdout.trim().split('\n').pop()!) as Record<string, number>;
  };
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const mcp = run('mcp');
  if (typeof mcp === 'string') console.log(`  MCP server       ${mcp}`);
  else console.log(`  MCP server       ${mcp.pages} pages listed in ${ms(mcp.listMs)} · first search ${ms(mcp.firstSearchMs)}, next ${ms(mcp.nextSearchMs)} · read_page ${ms(mcp.readMs)} · peak ${mcp.rssMb.toFixed(0)} MiB`);
  const chat = run('chat');
  if (typeof chat === 'string') console.log(`  docs chat        ${chat}`);
  else console.log(`  docs chat        records read into ${chat.sections} sections in ${seconds(chat.readMs)}, indexed in ${seconds(chat.indexMs)} (both between requests) · first question ${ms(chat.firstQuestionMs)}, next ${ms(chat.nextQuestionMs)} · peak ${chat.rssMb.toFixed(0)} MiB`);
}

/** `pxdocs check` (the CI link gate) on the large output, through the CLI: time, peak memory, what it found. */
function checkFigures(outDir: string): void {
  const started = performance.now();
  // GNU time reports the peak memory of the process (where it is installed).
  const command = [process.execPath, join(ROOT, 'bin', 'pxdocs.js'), 'check', '--out', outDir];
  const timed = existsSync('/usr/bin/time');
  const child = spawnSync(timed ? '/usr/bin/time' : command[0], timed ? ['-f', '%M', ...command] : command.slice(1), {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: TIME_LIMIT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  const summary = child.stdout?.split('\n').find((line) => /links checked/.test(line));
  const peakKb = timed ? Number(child.stderr?.trim().split('\n').pop()) : NaN;
  if (!summary) {
    console.log(`  pxdocs check     did not finish (${child.error?.message ?? `exit ${child.status}`}) after ${seconds(wallMs)}`);
    return;
  }
  console.log(`  pxdocs check     ${summary.replace(/^[✓✗] /, '').replace(/ · [\d.]+ s$/, '')} · ${seconds(wallMs)} · peak ${Number.isFinite(peakKb) ? `${(peakKb / 1024).toFixed(0)} MiB` : '?'}`);
}
