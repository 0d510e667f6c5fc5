// The test runner's inner process, started by scripts/run-tests.mjs as
// `node --import tsx [--import scripts/test-cpu.mjs] scripts/test-files.mjs
//  --concurrency <n> [--timing <file>] <files…>`:
// node:test's run() over the files in the order given (`node --test` would sort
// them by name; the runner puts the longest first so the run's tail is short).
// Each file runs in a process of its own, started with this process's
// execArgv (so with tsx). Reporter as `node --test`: spec on a terminal, else
// TAP; --timing also writes the timing reporter's lines to <file>.
// Exits 1 when any test failed.
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

const events = run({ files, concurrency, signal: controller.signal });
let failed = false;
events.on('test:fail', (data) => { if (!data.todo) failed = true; });

const toStdout = events.pipe(new PassThrough({ objectMode: true }));
if (process.stdout.isTTY) toStdout.pipe(new spec()).pipe(process.stdout);
else toStdout.compose(tap).pipe(process.stdout);
if (timing) events.pipe(new PassThrough({ objectMode: true })).compose(timingReporter).pipe(createWriteStream(timing));

process.on('exit', () => { if (failed) process.exitCode = 1; });
