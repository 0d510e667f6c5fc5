// `pxdocs dev` runs the dev server in a child process and restarts it when the
// theme's server code changes (the child exits with RESTART): loaded modules
// cannot be swapped in place, a fresh process renders with the new code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../compiler/package-root.js';

export const RESTART_EXIT_CODE = 75;
/** Where bin/pxdocs.js leaves the function that removes its listeners for a Ctrl+C while the command line loads. */
const EARLY_STOP = Symbol.for('pxdocs.devEarlyStop');
export const CHILD_ENV = 'PXDOCS_DEV_CHILD';

/** Where the supervisor says what it says itself: the child writes to the process's own streams (inherited). */
type Streams = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };

export async function superviseDev(args: string[], io: Streams = process): Promise<number> {
  const bin = join(PACKAGE_ROOT, 'bin', 'pxdocs.js');
  for (;;) {
    const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit', env: { ...process.env, [CHILD_ENV]: '1' } });
    // Ctrl+C reaches both processes from the terminal; a signal sent to this
    // process alone is passed on. The child stops cleanly either way.
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    // bin/pxdocs.js listened until now, while the command line loaded (it says the server did not start).
    (process as unknown as Record<symbol, (() => void) | undefined>)[EARLY_STOP]?.();
    const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? exitBySignal(signal, io))));
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
    if (code !== RESTART_EXIT_CODE) return code;
    // In a pxdocs checkout the theme's TypeScript is compiled to dist/ first.
    const compile = join(PACKAGE_ROOT, 'scripts', 'compile.mjs');
    if (existsSync(compile)) {
      const result = spawnSync(process.execPath, [compile], { cwd: PACKAGE_ROOT, stdio: 'inherit' });
      if (result.status !== 0) return 1;
    }
  }
}

/**
 * The exit code for a child ended by a signal. Ctrl+C in the child's first half second, before it
 * listens for the signal, ends it at once: no word was said, and the user could not tell whether
 * the server had started. That is a stop asked for, as a Ctrl+C later is (exit 0), said as one.
 */
function exitBySignal(signal: NodeJS.Signals | null, io: Streams): number {
  if (signal === 'SIGINT' || signal === 'SIGTERM') {
    io.stdout.write('Stopped while starting: the dev server was not started.\n');
    return 0;
  }
  // SIGKILL from the system's out-of-memory killer, say: a failure, named.
  if (signal) io.stderr.write(`The dev server was ended by the signal ${signal}.\n`);
  return signal ? 1 : 0;
}
