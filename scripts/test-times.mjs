// Per-file costs of a test run: `node scripts/test-times.mjs <log> [count] [--save]`,
// where <log> is the --timing file of scripts/run-tests.mjs. --save writes each
// file's wall and CPU time to scripts/test-durations.json, the order in which
// scripts/run-tests.mjs starts the files (longest first): save from a full run.
//
// From <log>.cpu (scripts/test-cpu.mjs): each file's CPU time (user+sys of its
// process and of its descendants: those it waited for, or, where more, all of
// them sampled, Chromium's renderers included) and wall time (its process's life),
// the most expensive `count` (default 15) by each, the run's CPU sum and the
// machine's busy time over the run; on N cores the CPU sum / N is a floor for the wall time.
// Without <log>.cpu (an older log), the wall times come from the event log: from
// the runner taking a file off the queue to its last event (they overlap when
// files run at once, so they only rank the files).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const args = process.argv.slice(2);
const save = args.includes('--save');
const [log, count = '15'] = args.filter((arg) => arg !== '--save');
if (!log || !/^\d+$/.test(count)) {
  console.error('usage: node scripts/test-times.mjs <timing log> [how many to list, default 15] [--save]');
  process.exit(2);
}
const limit = Number(count);
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
const name = (file) => (file.startsWith('(') ? file : packagePath(file));

/**
 * `test/….test.ts` of a test file's absolute path (the run may have been of
 * another copy of the package, and of the compiled dist/test/….test.js).
 */
function packagePath(file) {
  const path = file.split('\\').join('/');
  const compiled = path.lastIndexOf('/dist/test/');
  if (compiled !== -1) return `test/${path.slice(compiled + '/dist/test/'.length).replace(/\.js$/, '.ts')}`;
  return path.slice(path.lastIndexOf('/test/') + 1);
}

if (existsSync(`${log}.cpu`)) {
  const lines = readFileSync(`${log}.cpu`, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const run = lines.find((line) => line.file === '(whole run)');
  const machine = lines.find((line) => line.file === '(machine)');
  const rows = lines.filter((line) => line !== run && line !== machine);
  const table = (key, title) => {
    console.log(`${title}`);
    for (const row of [...rows].sort((a, b) => b[key] - a[key]).slice(0, limit)) {
      console.log(`${seconds(row.cpuMs)} cpu ${seconds(row.wallMs)} wall  ${name(row.file)}`);
    }
  };
  table('cpuMs', `Most CPU (user+sys, the file's process tree; descendants no one reaps, such as Chromium's renderers, sampled):`);
  console.log();
  table('wallMs', 'Longest wall time (the file\'s process, start to exit):');
  console.log();
  const cpu = rows.reduce((sum, row) => sum + row.cpuMs, 0);
  const files = rows.filter((row) => !row.file.startsWith('('));
  console.log(`${files.length} files · CPU of the files and builds ${(cpu / 1000).toFixed(1)} s`);
  const cores = availableParallelism();
  if (run) {
    console.log(`whole run: wall ${(run.wallMs / 1000).toFixed(1)} s · CPU ${(run.cpuMs / 1000).toFixed(1)} s (every process the run waited for; / ${cores} cores = ${(run.cpuMs / cores / 1000).toFixed(1)} s floor)`);
  }
  if (machine) {
    console.log(`machine: CPU ${(machine.cpuMs / 1000).toFixed(1)} s busy over the run (Chromium's renderers too, and whatever else ran; / ${cores} cores = ${(machine.cpuMs / cores / 1000).toFixed(1)} s)`);
  }
  if (save) {
    const durations = Object.fromEntries([...files].sort((a, b) => b.wallMs - a.wallMs).map((row) => [packagePath(row.file), { wallMs: row.wallMs, cpuMs: row.cpuMs }]));
    writeFileSync(join(ROOT, 'scripts', 'test-durations.json'), `${JSON.stringify(durations, null, 1)}\n`);
    console.log(`wrote scripts/test-durations.json (${files.length} files)`);
  }
  process.exit(0);
}

if (save) {
  console.error(`--save needs ${log}.cpu (a run of scripts/run-tests.mjs --timing ${log}).`);
  process.exit(1);
}
const events = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
const files = new Map();
for (const event of events) {
  if (!event.file) continue;
  const entry = files.get(event.file) ?? { start: Infinity, end: 0 };
  if (event.type === 'test:dequeue' && event.nesting === 0 && event.name === event.file) entry.start = Math.min(entry.start, event.t);
  entry.end = Math.max(entry.end, event.t);
  files.set(event.file, entry);
}
const first = Math.min(...events.map((event) => event.t));
const last = Math.max(...events.map((event) => event.t));
const rows = [...files].map(([file, { start, end }]) => ({ file: packagePath(file), ms: end - (Number.isFinite(start) ? start : first) }));
rows.sort((a, b) => b.ms - a.ms);
const sum = rows.reduce((total, row) => total + row.ms, 0);
for (const row of rows.slice(0, limit)) console.log(`${seconds(row.ms)}  ${row.file}`);
console.log(`${rows.length} files · sum of file times ${(sum / 1000).toFixed(1)} s · wall ${((last - first) / 1000).toFixed(1)} s`);
