// Ctrl+C (SIGINT) or SIGTERM during a build. Without a listener Node ends the process at once:
// exit by signal, no message, the partial build left for the next build to clear. The pages
// stage stops its threads itself (pages/pool.ts); the search index checks between pages and
// shards (`throwIfInterrupted` through `SearchInput.checkpoint`), and the chat's embeddings
// stop on `interruptSignal()`; every other stage is short, so a request is honoured when the
// stage running ends (`throwIfInterrupted`, build.ts), with `Build interrupted`, the output
// folder as it was. A second signal ends the process at once: a stage that never ends must not
// make Ctrl+C useless.
//
// `build()` is a library call too: once it has stopped, the signal does what it would have done
// without the build's listeners. A program with no listener of its own for it is ended by it
// (the signal raised again, once the build has cleaned up); one that listens decides for itself,
// the second signal included (the CLI, cli/finite-run.ts: it says the build stopped and exits 1).
import { pxErrors } from './errors/catalogue.js';

/**
 * Whether a stop was asked for during the build running now, and by which signal (read by the pages
 * pool as it starts, and by the messages that name it), and whether a second one is ending the process
 * (cli/finite-run.ts must not take that exit for a build whose event loop emptied, and blame the site's code).
 */
export const interruption: { requested: boolean; exiting: boolean; signal?: NodeJS.Signals } = { requested: false, exiting: false };

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** The build's own listeners (this module's, the pages pool's): any other is the host program's. */
const own = new WeakSet<(...args: never[]) => unknown>();
let builds = 0;
/** Aborted by the first signal: work that runs long inside a stage (the chat's embeddings) stops with it. */
let controller = new AbortController();

/** The signal the current build's long work listens to (aborted on Ctrl+C or SIGTERM). */
export function interruptSignal(): AbortSignal {
  return controller.signal;
}

/** How a message names the signal: what the person did, for the one a terminal sends. */
export function signalName(signal = interruption.signal): string {
  return signal === 'SIGTERM' ? 'SIGTERM' : 'Ctrl+C';
}

/** Whether the program running the build listens to `signal` itself (then it decides what the signal does). */
function hostListens(signal: NodeJS.Signals): boolean {
  return process.listeners(signal).some((listener) => !own.has(listener));
}

/** Said by whoever ends the process on a second signal. */
export function sayStoppedAtOnce(): void {
  interruption.exiting = true;
  process.stderr.write(`\nStopped at once (a second ${signalName()}); the next build clears what this one left.\n`);
}

/** Stops listening, and raises `signal` again for the process, as if the build had never listened. */
function raiseAgain(signal: NodeJS.Signals): void {
  stopListening();
  process.kill(process.pid, signal);
}

function onSignal(signal: NodeJS.Signals): void {
  if (interruption.requested) {
    if (hostListens(signal)) return;
    sayStoppedAtOnce();
    raiseAgain(signal);
    return;
  }
  interruption.requested = true;
  interruption.signal = signal;
  controller.abort();
  // Said at once: a stage may run for seconds more (the search index of a large site), and silence invites the second Ctrl+C.
  process.stderr.write(`\nStopping when the stage running now ends (${signalName(signal)} again to stop at once).\n`);
}
own.add(onSignal);

function stopListening(): void {
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/**
 * Listens for the signals while a build runs; the returned function stops listening (nested builds share
 * one listener) and, after the outermost build, raises again a signal that came, unless the program listens to it.
 */
export function watchInterrupts(): () => void {
  if (builds++ === 0) {
    interruption.requested = false;
    interruption.signal = undefined;
    controller = new AbortController();
    for (const signal of SIGNALS) process.on(signal, onSignal);
  }
  return () => {
    if (--builds !== 0) return;
    stopListening();
    const signal = interruption.signal;
    if (signal && !hostListens(signal)) raiseAgain(signal);
  };
}

/** Whether a build is running in this process now. */
export function building(): boolean {
  return builds > 0;
}

/** Calls `stop` on SIGINT or SIGTERM until the returned function is called: a listener of the build's own, not the program's. */
export function onStopSignals(stop: () => void): () => void {
  own.add(stop);
  for (const signal of SIGNALS) process.on(signal, stop);
  return () => { for (const signal of SIGNALS) process.off(signal, stop); };
}

/** Throws BuildInterrupted when a stop was asked for. */
export function throwIfInterrupted(stage: string): void {
  if (interruption.requested) throw pxErrors.BuildInterrupted.create({ message: `The build was stopped (${signalName()}) during the stage "${stage}".` });
}
