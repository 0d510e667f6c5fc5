// The linker's thread (compiler/linker.ts): runs each batch of operations in
// order and answers with its failures; and stats files for an output's walk. It loads only `node:` modules and two
// small ones of its own, so it is ready within milliseconds.
import { parentPort } from 'node:worker_threads';
import { LinkRunner, STAT_FIELDS, statInto, type LinkBatchDone, type LinkFailure, type StatDone, type StatRequest } from './link-ops.js';

const runner = new LinkRunner();
parentPort!.on('message', (message: string[] | StatRequest) => {
  if (!Array.isArray(message)) {
    const stats = new Float64Array(message.stat.length * STAT_FIELDS);
    statInto(message.stat, stats);
    parentPort!.postMessage({ stats } satisfies StatDone, [stats.buffer]);
    return;
  }
  const failures: LinkFailure[] = [];
  runner.run(message, failures);
  parentPort!.postMessage({ failures } satisfies LinkBatchDone);
});
