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
import { building, interruption, sayStoppedAtOnce, signalName } from '../compiler/interrupt.js';

/**
 * The command's own SIGINT/SIGTERM listener while a command that builds runs (`build`, `deploy`); the
 * returned function stops listening. With it the build does not raise the signal again once stopped
 * (interrupt.ts), and the command ends as every pxdocs command does, with an exit code of its own and
 * never by the signal: the first signal stops the build, which says so and rejects, and the command says
 * it was stopped and exits 1; a second, or one outside the build (loading it, printing its summary),
 * ends the process at once with exit 1. With `stop`, the first signal also aborts it, and one outside
 * the build only aborts it: the command stops its own work (deploy's git) and exits 1 saying so.
 */
export function listenForStop(stop?: AbortController): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (building() && !interruption.requested) {
      stop?.abort(signal);
      return;
    }
    // A command that stops its own work (deploy's git) ends it, cleans up and exits 1 itself.
    if (stop && !stop.signal.aborted) {
      stop.abort(signal);
      return;
    }
    if (building()) sayStoppedAtOnce();
    else process.stderr.write(`\nStopped (${signalName(signal)}).\n`);
    interruption.exiting = true;
    process.exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/**
 * The line a command ends with when its build took a stop only once its output was in place (the
 * swap, `write output`, is not stopped halfway): the new build is out/, and the command still exits 1.
 */
export function stoppedAfterOutputLine(out: string): string | undefined {
  return interruption.requested ? `Build stopped (${signalName()}) once its output was in place: ${out}/ is the new build, whole.` : undefined;
}

/** Whether a build's error is its stop by a signal (interrupt.ts), not a failure. */
export function wasStopped(error: unknown): boolean {
  return toPxErrors(error).some((each) => each.code === 'BuildInterrupted');
}

/** The line a command ends with when its build did not finish: stopped or failed, out/ as it was either way. */
export function notBuiltLine(error: unknown): string {
  return `${wasStopped(error) ? `Build stopped (${signalName()})` : 'Build failed'}; the previous output was left as it was.`;
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
  listenForStop();
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
      // After the caller has set the exit code: a timer the site's code left would otherwise keep the process alive.
      setImmediate(() => process.exit(code));
    },
  };
}
