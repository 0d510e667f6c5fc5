// Lighthouse figures: the four category scores (performance, accessibility, best
// practices, SEO) and CLS for the routes of issue 16, with the mobile and the
// desktop preset, over a built site served by the pxdocs static handler (the
// same responses as `pxdocs serve`: compression, caching). Chromium is the
// Debian one (`$CHROME_PATH` or /usr/bin/chromium), started here with a fresh
// profile and a DevTools port Lighthouse attaches to. Figures, not assertions:
// this machine is shared, so performance scores move with its load.
//
// Alone: `npm run bench:lighthouse` (builds the real site into a temp folder first).
// `npm run bench` calls `lighthouseSection()` on the build it already made.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createStaticHandler } from '../server/static-handler.js';
import { listen } from '../server/listen.js';

/** The routes issue 16 measures (home, a short and the longest Learn page, an example, an API page). */
export const LIGHTHOUSE_ROUTES = ['/', '/learn/getting-started', '/learn/vadalog/expressions-operators', '/examples/patterns/recursion', '/sdk/api/concepts'];
/** How many of the build's longest pages (by HTML bytes) are measured besides LIGHTHOUSE_ROUTES. */
const LONGEST_PAGES = 3;

/** The `count` longest pages of a build (HTML bytes) not already in `routes`, as routes. */
export function longestRoutes(outDir: string, count = LONGEST_PAGES, routes = LIGHTHOUSE_ROUTES): string[] {
  const pages: { route: string; bytes: number }[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') walk(join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== '404.html') {
        const name = entry.name.slice(0, -'.html'.length);
        pages.push({ route: name === 'index' ? prefix || '/' : `${prefix}/${name}`, bytes: statSync(join(dir, entry.name)).size });
      }
    }
  };
  walk(realpathSync(outDir), '');
  return pages.filter((page) => !routes.includes(page.route)).sort((a, b) => b.bytes - a.bytes).slice(0, count).map((page) => page.route);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseFigures {
  route: string;
  preset: 'mobile' | 'desktop';
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  cls: number | null;
  /** Total blocking time in ms (simulated mobile or desktop CPU); null when not measured. */
  tbt: number | null;
  /** Audits that scored below 1 in the four categories (what to fix). */
  failing: string[];
}

interface Chromium { port: number; stop(): Promise<void> }

/** Starts Chromium with a DevTools port on 127.0.0.1 and a fresh profile; the port is read from DevToolsActivePort. */
async function startChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'pxdocs-lighthouse-profile-'));
  const child: ChildProcess = spawn(process.env.CHROME_PATH || '/usr/bin/chromium', [
    ...CHROME_FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const file = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium did not open a DevTools port within 30 s (exit code ${child.exitCode}); set CHROME_PATH to a Chromium binary.`);
}

/**
 * Runs Lighthouse on every route with both presets against the build in `outDir`
 * (default: LIGHTHOUSE_ROUTES and the build's longest pages), each `runs` times.
 */
export async function runLighthouse(outDir: string, routes = [...LIGHTHOUSE_ROUTES, ...longestRoutes(outDir)], runs = 1): Promise<LighthouseFigures[]> {
  const server: Server = await listen(createStaticHandler(outDir), 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chromium = await startChromium();
  const figures: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      for (const preset of ['mobile', 'desktop'] as const) for (let run = 0; run < runs; run++) {
        const result = await lighthouse(origin + route, {
          port: chromium.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        }, preset === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse returned no result for ${route} (${preset})`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(CATEGORIES.map((id) => {
          const score = lhr.categories[id]?.score;
          return [id, typeof score === 'number' ? Math.round(score * 100) : null];
        })) as LighthouseFigures['scores'];
        const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
        const failing = new Set<string>();
        for (const id of CATEGORIES) {
          for (const ref of lhr.categories[id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failing.add(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
        // What moved, when something did: Lighthouse's layout-shifts audit names the elements.
        if (typeof cls === 'number' && cls > 0) {
          const items = (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] } | undefined)?.items ?? [];
          for (const item of items) failing.add(`shift ${item.score?.toPrecision(2) ?? '?'}: ${item.node?.selector ?? item.node?.snippet ?? 'unknown element'}`);
        }
        const tbt = lhr.audits['total-blocking-time']?.numericValue;
        figures.push({ route, preset, scores, cls: typeof cls === 'number' ? cls : null, tbt: typeof tbt === 'number' ? tbt : null, failing: [...failing] });
      }
    }
  } finally {
    await chromium.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return figures;
}

/**
 * Prints the table `npm run bench` shows: one line per route, preset and run.
 * `BENCH_LIGHTHOUSE_RUNS` (default 1) repeats each measurement; `BENCH_LIGHTHOUSE_ROUTES`
 * (comma-separated) measures those routes instead of the default list.
 */
export async function lighthouseSection(outDir: string): Promise<void> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 1);
  const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((route) => route.trim()).filter(Boolean);
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`Lighthouse (perf · a11y · best practices · SEO · CLS · TBT), target 100 · 100 · 100 · 100 · 0; load average ${load()} on ${availableParallelism()} cores`);
  let figures: LighthouseFigures[];
  try {
    figures = await runLighthouse(outDir, only?.length ? only : undefined, runs);
  } catch (error) {
    console.log(`  not measured: ${(error as Error).message}`);
    return;
  }
  const width = Math.max(...figures.map((figure) => figure.route.length));
  for (const figure of figures) {
    const scores = CATEGORIES.map((id) => String(figure.scores[id] ?? '–').padStart(3)).join(' · ');
    const perfect = CATEGORIES.every((id) => figure.scores[id] === 100) && figure.cls === 0;
    console.log(`  ${figure.route.padEnd(width)}  ${figure.preset.padEnd(7)}  ${scores} · CLS ${figure.cls === null ? '–' : figure.cls === 0 ? '0' : figure.cls.toPrecision(2)} · TBT ${figure.tbt === null ? '–' : `${Math.round(figure.tbt)} ms`}  ${perfect ? 'OK' : 'BELOW'}`);
    if (!perfect && figure.failing.length) console.log(`  ${' '.repeat(width)}  ${' '.repeat(7)}  below 1: ${figure.failing.join(', ')}`);
  }
  console.log(`  load average after: ${load()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Standalone: build the real site with the compiled CLI, then measure it.
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.env.NODE_ENV ??= 'production'; // as `npm run bench` builds
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-bench-lighthouse-'));
  try {
    const { build } = (await import(new URL('../dist/compiler/build.js', import.meta.url).href)) as typeof import('../compiler/build.js');
    const { Reporter } = (await import(new URL('../dist/compiler/reporter.js', import.meta.url).href)) as typeof import('../compiler/reporter.js');
    await build({ cwd: root, outDir: join(dir, 'out'), reporter: new Reporter({ quiet: true }) });
    await lighthouseSection(join(dir, 'out'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
