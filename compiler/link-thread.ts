// The linker's thread (compiler/linker.ts): runs each batch of operations in
// order and answers with its failures. It loads only `node:` modules and two
// small ones of its own, so it is ready within milliseconds.
import { parentPort } from 'node:worker_threads';
import { LinkRunner, type LinkBatchDone, type LinkFailure } from './link-ops.js';

const runner = new LinkRunner();
parentPort!.on('message', (ops: string[]) => {
  const failures: LinkFailure[] = [];
  runner.run(ops, failures);
  parentPort!.postMessage({ failures } satisfies LinkBatchDone);
});
