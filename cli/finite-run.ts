// What `pxdocs build` guards against in the code it runs (the config, a
// sidebars file, plugins, pages' code), which can leave the process in a state
// Node would end badly or never end:
// - a promise rejected that nothing handles: Node prints a raw stack (machine
//   paths included) and exits; here it is an error with the last page whose
//   code ran, and exit 1;
// - something the build awaits that never settles: Node exits with code 13 and
//   a warning about top-level await; here, what the build was doing, and exit 1;
// - a timer or socket left open (`setInterval` in a config): the build is done
//   but the process never ends; here it ends when the command is done.
// The output folder is left as it was in every case (a build's own folder is
// deleted by the next build: emit.ts removes a dead process's partial build).
import { pxErrors } from '../compiler/errors/catalogue.js';
import { toPxErrors } from '../compiler/errors.js';
import type { Reporter } from '../compiler/reporter.js';
import { lastPageRun, pageInStack } from '../compiler/time-limit.js';
import { constants } from 'node:os';
import { building, interruption, sayStoppedAtOnce } from '../compiler/interrupt.js';

/** The exit code a shell gives a process a signal ended: 130 for Ctrl+C, 143 for SIGTERM. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}

/** Starts the guards for one run of a command that ends; `done` ends the process with the command's exit code. */
export function guardFiniteRun(reporter: Reporter): { done: (code: number) => void } {
  let finished = false;
  const failWith = (error: unknown) => {
    reporter.errors(toPxErrors(error));
    reporter.line();
    reporter.line('Build failed; the previous output was left as it was.');
  };
  process.on('unhandledRejection', (reason) => {
    if (finished) return;
    finished = true;
    const message = reason instanceof Error ? reason.message : String(reason);
    // The page whose code the rejection's stack runs through, else the last whose code ran.
    const page = pageInStack(reason instanceof Error ? reason.stack : undefined);
    failWith(pxErrors.UnhandledRejection.create({ message, page: page ?? lastPageRun(), sure: page !== undefined }));
    process.exit(1);
  });
  // The command's own listener, so the build does not raise the signal again once stopped (interrupt.ts):
  // the first stops the build, which says so, and the command then exits with 128 + the signal's number;
  // a second, or one outside the build (loading it, printing its summary), ends the process at once.
  const onSignal = (signal: NodeJS.Signals) => {
    if (building() && !interruption.requested) return;
    if (building()) sayStoppedAtOnce();
    interruption.exiting = true;
    process.exit(signalExitCode(signal));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', () => {
    // A second Ctrl+C ends the process on purpose, and has said so.
    if (finished || interruption.exiting) return;
    // The event loop emptied while the command was still waiting: nothing can settle what it awaits.
    failWith(pxErrors.BuildNeverFinished.create({ stage: reporter.running ? `in the stage "${reporter.running}"` : 'starting' }));
    process.exitCode = 1;
  });
  return {
    done(code) {
      finished = true;
      if (interruption.signal) code = signalExitCode(interruption.signal);
      // After the caller has set the exit code: a timer the site's code left would otherwise keep the process alive.
      setImmediate(() => process.exit(code));
    },
  };
}
