// Measures what `pxdocs dev` spends on a page added and removed (a rediscovery
// each): starts the compiled session (dist/) on a site, waits until every page
// is built, then N times adds a page to a docs folder and removes it, timing
// each applyChanges (wall and this process's CPU) and counting the docs whose
// file discovery read again. Prints JSON. The added page is removed at the end.
//
//   node --import tsx bench/dev-add-page.ts <site dir> <docs folder, relative to it> [rounds]
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

process.env.NODE_ENV ??= 'production'; // as bin/pxdocs.js: React's production build

const dist = (path: string) => new URL(`../dist/${path}`, import.meta.url).href;
const { DevSession } = (await import(dist('compiler/dev/session.js'))) as typeof import('../compiler/dev/session.js');
const { Reporter } = (await import(dist('compiler/reporter.js'))) as typeof import('../compiler/reporter.js');

const [cwd, folder, roundsArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 5);
const session = new DevSession(cwd, new Reporter({ quiet: true }));
await session.start();
await session.warmedUp();
const file = join(cwd, folder, 'zz-bench-added.md');
const samples: { event: string; wallMs: number; cpuMs: number; docsRead: number }[] = [];
const timed = async (event: 'add' | 'unlink') => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await session.applyChanges([{ path: file, event }]);
  const used = process.cpuUsage(cpu);
  samples.push({ event, wallMs: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000), docsRead: session.docsRead });
};
try {
  for (let round = 0; round < ROUNDS; round++) {
    await writeFile(file, `---\ntitle: Added ${round}\n---\n\nAdded for the bench.\n`);
    await timed('add');
    await rm(file);
    await timed('unlink');
  }
} finally {
  await rm(file, { force: true });
  session.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(JSON.stringify({ pages: session.pageCount, medianWallMs: median(samples.map((s) => s.wallMs)), medianCpuMs: median(samples.map((s) => s.cpuMs)), samples }, null, 1));
