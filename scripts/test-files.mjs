// The test runner's inner process, started by scripts/run-tests.mjs as
// `node [--enable-source-maps | --import tsx] [--import scripts/test-cpu.mjs] scripts/test-files.mjs
//  --concurrency <n> [--timing <file>] <files…>`:
// node:test's run() over the files in the order given (`node --test` would sort
// them by name; the runner puts the longest first so the run's tail is short).
// Each file runs in a process of its own, started with this process's
// execArgv (plain Node on the compiled tests, or tsx on the sources: see
// run-tests.mjs). Reporter as `node --test`: spec on a terminal, else
// TAP; --timing also writes the timing reporter's lines to <file>.
// Exits 1 when any test failed.
//
// Time limits, so a test that hangs fails the run with its name instead of
// holding CI until its own limit: each file may take PXDOCS_TEST_FILE_TIMEOUT_MS
// (default 15 min, 30 for a group of files that run-tests.mjs hands over as one; node:test cancels it and kills its process), the whole run
// PXDOCS_TEST_RUN_TIMEOUT_MS (default 45 min, well inside CI's limit; the files still running are
// named with the test each was in, then stopped).
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import timingReporter from './test-timing-reporter.mjs';

const args = process.argv.slice(2);
let concurrency = 1;
let timing;
const files = [];
for (let index = 0; index < args.length; index += 1) {
  if (args[index] === '--concurrency') concurrency = Number(args[++index]);
  else if (args[index] === '--timing') timing = args[++index];
  else files.push(args[index]);
}

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => controller.abort());

/** A limit in ms from the environment, else `fallbackMinutes`. */
const limitMs = (name, fallbackMinutes) => Number(process.env[name] || 0) || fallbackMinutes * 60_000;
const fileTimeout = limitMs('PXDOCS_TEST_FILE_TIMEOUT_MS', 15);
const runTimeout = limitMs('PXDOCS_TEST_RUN_TIMEOUT_MS', 45);

const events = run({ files, concurrency, signal: controller.signal, timeout: fileTimeout });
let failed = false;
/** Failed tests, named again after the report: CI keeps only the tail of a long output, where a `not ok` among 2,000 tests is lost. */
const failures = [];
events.on('test:fail', (data) => {
  if (data.todo) return;
  failed = true;
  // A suite or a file fails because a test inside it did: only the tests themselves are named.
  const error = data.details?.error;
  if (error?.failureType === 'subtestsFailed') return;
  const cause = error?.cause ?? error;
  // Its first lines, each cut short: an assertion on a page's HTML quotes all of it.
  const message = String(cause?.message ?? cause ?? '').split('\n').slice(0, 6).map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line)).join('\n    ');
  failures.push(`- ${data.name}\n  ${data.file ?? ''}${data.line ? `:${data.line}:${data.column}` : ''}\n    ${message}`);
});

/** Files started and not yet ended, with the last test each reported starting (node:test may report a test's start only as it ends) and when. */
const running = new Map();
events.on('test:start', (data) => {
  if (data.file) running.set(data.file, { test: data.name === data.file ? '(loading)' : data.name, at: Date.now() });
});
// A file's entry goes when the test it names (or the file itself) ends; files sharing a process
// (scripts/test-group.mjs) each have entries of their own, under their own names.
const ended = (data) => {
  if (data.file && (data.name === data.file || running.get(data.file)?.test === data.name)) running.delete(data.file);
};
events.on('test:pass', ended);
events.on('test:fail', ended);
const watchdog = setTimeout(() => {
  const now = Date.now();
  const lines = [...running].map(([file, { test, at }]) => `  ${file}: last reported "${test}", ${Math.round((now - at) / 1000)} s ago`);
  process.stderr.write(`\nThe test run passed its limit of ${Math.round(runTimeout / 1000)} s (PXDOCS_TEST_RUN_TIMEOUT_MS). Still running:\n${lines.join('\n') || '  (none)'}\nStopping them.\n`);
  failed = true;
  controller.abort();
  // The reporter's last lines get a moment to reach the output.
  setTimeout(() => process.exit(1), 5_000).unref();
}, runTimeout);
watchdog.unref();

const toStdout = events.pipe(new PassThrough({ objectMode: true }));
if (process.stdout.isTTY) toStdout.pipe(new spec()).pipe(process.stdout);
else toStdout.compose(tap).pipe(process.stdout);
if (timing) events.pipe(new PassThrough({ objectMode: true })).compose(timingReporter).pipe(createWriteStream(timing));

process.on('exit', () => {
  if (!failed) return;
  process.exitCode = 1;
  if (failures.length) process.stderr.write(`\n${failures.length} test(s) failed:\n${failures.join('\n')}\n`);
});
