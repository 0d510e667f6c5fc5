// Runs one cold build in this (fresh) process and prints its figures as JSON.
// The compiled dist/ is what `pxdocs` runs, so that is what is measured.
// PXDOCS_BENCH_STAGES=1 adds each stage's time, and the heap and RSS at its end.
// A third argument `--force` builds even when nothing changed (every page from the cache).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The command's V8 settings (bin/pxdocs.js sets them the same way), before any thread starts.
const { tuneV8 } = (await import(new URL('../dist/cli/v8-flags.js', import.meta.url).href)) as typeof import('../cli/v8-flags.js');
tuneV8();
// The build as the command loads it: from the command line's bundle (dist/'s modules one by one took
// half a second more to load, and the pages' work ran slower from them: 7.4 s against 5.9 s wall for
// the command at 10,023 pages, one page changed).
const bundled = new URL('../dist/bundle/build-api.js', import.meta.url);
const api = new URL(existsSync(fileURLToPath(bundled)) ? bundled.href : '../dist/compiler/build-api.js', import.meta.url).href;
const { build, Reporter } = (await import(api)) as typeof import('../compiler/build-api.js');

import type { TaskHandle } from '../compiler/build-api.js';

const [cwd, outDir, flag] = process.argv.slice(2);
const stages: { name: string; ms: number; heapMb: number; rssMb: number; note?: string }[] = [];

class StageReporter extends Reporter {
  override async task<T>(name: string, run: (task: TaskHandle) => Promise<T> | T): Promise<T> {
    const started = performance.now();
    // The stage's note (the pages stage's says how many pages came from the cache): the quiet reporter prints none.
    let note: string | undefined;
    const result = await super.task(name, (task) => run({ ...task, note: (text) => { note = text; task.note(text); } }));
    const memory = process.memoryUsage();
    stages.push({ name, ms: performance.now() - started, heapMb: memory.heapUsed / 1048576, rssMb: memory.rss / 1048576, ...(note ? { note } : {}) });
    return result;
  }
}

const started = performance.now();
const reporter = process.env.PXDOCS_BENCH_STAGES ? new StageReporter({ quiet: true }) : new Reporter({ quiet: true });
const result = await build({ cwd, outDir, reporter, force: flag === '--force' });
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, pages: result.pages, bytes: result.bytes, maxRssKb: process.resourceUsage().maxRSS, firstLoad: Object.fromEntries(result.firstLoad), upToDate: result.upToDate === true, ...(stages.length ? { stages } : {}) }));
