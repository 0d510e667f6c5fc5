// A page-building worker thread: loads the site config itself (a config may
// hold functions, which cannot cross threads), then builds the batches it is
// sent with the same processor the in-thread build uses.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadConfig } from '../config/load.js';
import { loadLanguages } from '../../theme/components/highlight.js';
import { createPageProcessor, type PageTask, type PagesInit } from './process.js';
import type { WorkerMessage } from './pool.js';

// React's production build: the build renders with it in every thread.
process.env.NODE_ENV ??= 'production';

const { init, outDir } = workerData as { init: PagesInit; outDir: string };
const port = parentPort!;

const ready = (async () => {
  const { config } = await loadConfig(init.cwd);
  await loadLanguages(config.highlight.additionalLanguages);
  return createPageProcessor(init, config, {
    async write(path, contents) {
      const target = join(outDir, path);
      await mkdir(dirname(target), { recursive: true });
      // A new file, renamed into place: the path may be a hard link into the live build (compiler/emit.ts), never written through.
      const temporary = `${target}.${threadId}.tmp`;
      await writeFile(temporary, contents);
      await rename(temporary, target);
    },
    async place(path, from) {
      const target = join(outDir, path);
      await mkdir(dirname(target), { recursive: true });
      // A link to the build cache's file, put in place by rename like a write; a copy where links fail.
      const temporary = `${target}.${threadId}.tmp`;
      await rm(temporary, { force: true });
      await link(from, temporary).catch(() => copyFile(from, temporary));
      await rename(temporary, target);
    },
  });
})();
// The pool hands out a batch only to a worker that has loaded (see pool.ts).
void ready.then(() => port.postMessage({ type: 'ready' } satisfies WorkerMessage));

port.on('message', async (message: { batch: number; tasks: PageTask[] }) => {
  const processor = await ready;
  const results = await processor.process(message.tasks, (index) => port.postMessage({ type: 'start', batch: message.batch, index } satisfies WorkerMessage));
  port.postMessage({ type: 'done', batch: message.batch, results } satisfies WorkerMessage);
});
