// Ctrl+C (SIGINT) or SIGTERM during a build. Without a listener Node ends the process at once:
// exit by signal, no message, the partial build left for the next build to clear. The pages
// stage stops its threads itself (pages/pool.ts); the search index checks between pages and
// shards (`throwIfInterrupted` through `SearchInput.checkpoint`), and the chat's embeddings
// stop on `interruptSignal()`; every other stage is short, so a request is honoured when the
// stage running ends (`throwIfInterrupted`, build.ts), with `Build interrupted` and exit 1,
// the output folder as it was. A second signal ends the process at
// once: a stage that never ends must not make Ctrl+C useless.
import { pxErrors } from './errors/catalogue.js';

/**
 * Whether a stop was asked for during the build running now (read by the pages pool as it starts),
 * and whether a second one is ending the process (cli/finite-run.ts must not take that exit for a
 * build whose event loop emptied, and blame the site's code).
 */
export const interruption = { requested: false, exiting: false };

let builds = 0;
/** Aborted by the first signal: work that runs long inside a stage (the chat's embeddings) stops with it. */
let controller = new AbortController();

/** The signal the current build's long work listens to (aborted on Ctrl+C or SIGTERM). */
export function interruptSignal(): AbortSignal {
  return controller.signal;
}

function onSignal(): void {
  if (interruption.requested) {
    interruption.exiting = true;
    process.stderr.write('\nStopped at once (a second Ctrl+C); the next build clears what this one left.\n');
    process.exit(1);
  }
  interruption.requested = true;
  controller.abort();
  // Said at once: a stage may run for seconds more (the search index of a large site), and silence invites the second Ctrl+C.
  process.stderr.write('\nStopping when the stage running now ends (Ctrl+C again to stop at once).\n');
}

/** Listens for the signals while a build runs; the returned function stops listening (nested builds share one listener). */
export function watchInterrupts(): () => void {
  if (builds++ === 0) {
    interruption.requested = false;
    controller = new AbortController();
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return () => {
    if (--builds === 0) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  };
}

/** Throws BuildInterrupted when a stop was asked for. */
export function throwIfInterrupted(stage: string): void {
  if (interruption.requested) throw pxErrors.BuildInterrupted.create({ message: `The build was stopped (Ctrl+C) during the stage "${stage}".` });
}
