// Per-file wall times of a test run, from the event log that
// scripts/test-timing-reporter.mjs wrote: `node scripts/test-times.mjs <log> [count]`.
// A file's time runs from the runner taking it off the queue to its last event:
// exact with --concurrency 1; with more, node dequeues files before their
// process starts, so the times overlap and only rank the files.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [log, count = '15'] = process.argv.slice(2);
if (!log) {
  console.error('usage: node scripts/test-times.mjs <timing log> [how many to list, default 15]');
  process.exit(2);
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
const rows = [...files].map(([file, { start, end }]) => ({ file: relative(process.cwd(), file), ms: end - (Number.isFinite(start) ? start : first) }));
rows.sort((a, b) => b.ms - a.ms);
const sum = rows.reduce((total, row) => total + row.ms, 0);
for (const row of rows.slice(0, Number(count))) console.log(`${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.file}`);
console.log(`${rows.length} files · sum of file times ${(sum / 1000).toFixed(1)} s · wall ${((last - first) / 1000).toFixed(1)} s`);
