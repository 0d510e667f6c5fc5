// Code of the site that runs on the build's own thread and may never give it
// back (a config with `while (true) {}`): no timer of that thread fires again,
// and Ctrl+C or SIGTERM wait for its event loop too, so the process hangs for
// good. A guard is a small thread that, past the limit, stops whatever
// JavaScript the build's thread is running (the inspector's
// Runtime.terminateExecution, as a debugger's "stop" does); that thread's own
// timeout then fails the step with a message. It does nothing while that
// thread is waiting (a top-level await never settling): the thread's own
// timer handles that, and marks the guard done first.
import { isMainThread, Worker } from 'node:worker_threads';
import { threadOptions } from './thread-options.js';

/** How long after the limit the guard acts: the thread's own timer, due at the limit, wins whenever it can run. */
const GRACE_MS = 500;

const GUARD = `
const { workerData } = require('node:worker_threads');
const state = new Int32Array(workerData.state);
setTimeout(() => {
  // 0: still running. The build's thread sets 1 when the step ends (in time or by its own timer).
  if (Atomics.compareExchange(state, 0, 0, 2) !== 0) return;
  const inspector = require('node:inspector');
  const session = new inspector.Session();
  session.connectToMainThread();
  session.post('Runtime.terminateExecution', () => session.disconnect());
}, workerData.ms);
`;

export interface StuckGuard {
  /** Ends the guard; true when it stopped the thread's code (a loop that never ended). */
  stop(): boolean;
}

/** Starts a guard that stops this thread's JavaScript if it is still running `ms` (plus a grace) from now. */
export function guardAgainstStuck(ms: number): StuckGuard {
  // The inspector reaches the process's main thread only: on another thread (a page thread loading
  // the config the main thread loaded already) a guard would stop the wrong thread's code.
  if (!isMainThread) return { stop: () => false };
  const shared = new SharedArrayBuffer(4);
  const state = new Int32Array(shared);
  let worker: Worker | undefined;
  try {
    worker = new Worker(GUARD, threadOptions({ eval: true, workerData: { state: shared, ms: ms + GRACE_MS } }));
    worker.unref();
    // A guard that cannot start (no inspector in this Node) leaves the step as it was: never a failure of its own.
    worker.on('error', () => undefined);
  } catch {
    worker = undefined;
  }
  return {
    stop() {
      const stopped = Atomics.compareExchange(state, 0, 0, 1) === 2;
      void worker?.terminate();
      return stopped;
    },
  };
}

/**
 * Runs `step` on this thread under a limit of `ms`: a promise it awaits that never settles, or a
 * loop that never ends (stopped by a guard), fails it with what `timedOut` makes (`looped`: the
 * guard stopped a loop). The site's config as it loads, and a site plugin, are run this way.
 */
export async function withinLimit<T>(ms: number, step: () => Promise<T>, timedOut: (looped: boolean) => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = guardAgainstStuck(ms);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut(guard.stop())), ms);
  });
  try {
    return await Promise.race([step(), timeout]);
  } finally {
    clearTimeout(timer);
    guard.stop();
  }
}
