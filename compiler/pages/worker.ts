// A page-building worker thread: loads the site config itself (a config may
// hold functions, which cannot cross threads) and derives its build pass's
// (a locale's) from it, then builds the batches it is sent with the same
// processor the in-thread build uses.
import '../production.js'; // first: before anything loads React
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { existsSync, linkSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/load.js';
import { buildPassConfig } from '../i18n.js';
import { loadLanguages } from '../../theme/components/highlight.js';
import { registerSitePrism } from '../site-prism.js';
import { createPageProcessor, type PagesInit } from './process.js';
import { compressible } from '../precompress.js';
import { inFolder, linkOrCopySync, writeNewFileSync } from '../write-atomic.js';
import type { PoolMessage, WorkerData, WorkerMessage } from './pool.js';
import { PageProgress } from './page-progress.js';

const data = workerData as WorkerData;
/** Which page this thread is on, for the pool to read when it needs to (page-progress.ts). */
const progress = new PageProgress(data.progress);

const port = parentPort!;

// A thread started early (pool.ts: EarlyThreads) loads now and is sent its pages' data first.
const setup: Promise<{ init: PagesInit; outDir: string }> = data.init
  ? Promise.resolve({ init: data.init, outDir: data.outDir })
  : new Promise((resolve) => port.once('message', (message: PoolMessage) => { if (message.type === 'init') resolve(message); }));

/** Output paths written for the batch under way, sent with its results (`pxdocs dev` keeps its output by path). */
let written: string[] = [];

/**
 * A hard link to `from` at `target`, made straight under its name when it is new, as nearly every
 * page's file is (a build's output folder starts empty); else (a file there, or links refused) a link
 * or copy under a name of its own, renamed over it. Why: the rename of every page's HTML and twin was
 * two system calls a page (~120 µs each on ext4). The same rule as `writeNewFileSync`, for links.
 */
function linkInPlace(from: string, target: string): void {
  try {
    inFolder(target, () => linkSync(from, target));
    return;
  } catch (error) {
    // A missing source fails; anything else (a file there, a link refused) is retried below.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
  }
  const temporary = `${target}.${threadId}.tmp`;
  inFolder(temporary, () => linkOrCopySync(from, temporary));
  renameSync(temporary, target);
}

const ready = (async () => {
  const { config: loaded } = await loadConfig(data.cwd);
  await loadLanguages(loaded.highlight.additionalLanguages);
  const { init, outDir } = await setup;
  // The pass's config as the build derived it: a locale's base URL (`/fr/`), language and labels.
  const config = buildPassConfig(loaded, init.cwd, init.locale);
  // A failure is the main thread's to report (it registered the same code first).
  if (init.sitePrism) registerSitePrism(init.sitePrism, init.cwd);
  return createPageProcessor(init, config, {
    // Synchronous file calls: this thread has nothing else to do meanwhile, and an
    // awaited call idles it through thread-pool round trips it shares with the others.
    async write(path, contents) {
      const target = join(outDir, path);
      // New, exclusively: the path may be a hard link into the live build (compiler/emit.ts), never written through.
      writeNewFileSync(target, contents);
      written.push(path);
    },
    async place(path, from) {
      const target = join(outDir, path);
      // A link to the build cache's file; a copy where links fail. Its compressed copies too, where
      // the cache has them: only under `precompress: 'all'` does a page's thread make them (process.ts).
      for (const ext of init.precompressPages && compressible(target) ? ['', '.br', '.gz'] : ['']) {
        if (ext && !existsSync(`${from}${ext}`)) continue;
        linkInPlace(`${from}${ext}`, `${target}${ext}`);
      }
      written.push(path);
    },
  });
})();
// The pool hands out a batch only to a worker that has loaded (see pool.ts).
void ready.then(() => port.postMessage({ type: 'ready' } satisfies WorkerMessage));

port.on('message', async (message: PoolMessage) => {
  if (message.type !== 'batch') return;
  const processor = await ready;
  const results = await processor.process(message.tasks, (index) => progress.started(index));
  port.postMessage({ type: 'done', batch: message.batch, results, written } satisfies WorkerMessage);
  written = [];
});
