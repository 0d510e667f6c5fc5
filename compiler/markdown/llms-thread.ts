// A thread that writes llms-full.txt (markdown/llms-full.ts, `startLlmsFull`)
// while the build's own thread makes the search index.
import { parentPort, workerData } from 'node:worker_threads';
import { runLlmsFullJob, type LlmsFullJob } from './llms-full.js';

runLlmsFullJob(workerData as LlmsFullJob).then(
  (done) => parentPort!.postMessage({ done }),
  // The build runs the job again in its own thread, where the problem is reported as it is.
  () => parentPort!.postMessage({}),
);
