// The Node options a worker thread starts with. By default a thread takes its
// parent's, `--input-type` included: that option names how `--eval`'s code is
// read, and a thread started on a file refuses it (ERR_INPUT_TYPE_NOT_ALLOWED),
// while a thread started on code reads it as a module and `require` is gone.
// So a program run as `node --input-type=module --eval "…build()…"` (or with
// NODE_OPTIONS carrying it) failed every page. Such a program's threads get
// the options given here instead; any other program's inherit as before.
import type { WorkerOptions } from 'node:worker_threads';

/**
 * Options a thread is given on its own (`execArgv`), when it cannot inherit them: the ones that shape how
 * its modules load and what it warns about. Every other option a thread either refuses when given
 * (ERR_WORKER_INVALID_EXEC_ARGV: V8's, such as `--max-old-space-size`, and the process's own, such as
 * `--title`) or has no use for (`--eval`, `--input-type`): V8's and the process's apply to every thread
 * of the process already, so they are not lost.
 */
const KEPT = new Set([
  '--import', '--require', '-r', '--conditions', '-C', '--loader', '--experimental-loader',
  '--enable-source-maps', '--preserve-symlinks', '--experimental-default-type', '--experimental-detect-module',
  '--experimental-require-module', '--experimental-vm-modules', '--experimental-wasm-modules',
  '--no-warnings', '--no-deprecation', '--disable-warning', '--trace-warnings', '--trace-deprecation',
  '--throw-deprecation', '--pending-deprecation', '--unhandled-rejections', '--trace-uncaught',
]);

/** Options followed by their value as the next argument (`--import tsx`), when not written `--import=tsx`. */
const VALUED = new Set([
  '--import', '--require', '-r', '--conditions', '-C', '--loader', '--experimental-loader', '--experimental-default-type',
  '--disable-warning', '--unhandled-rejections', '--input-type', '--eval', '-e', '--print', '-p',
]);

const INPUT_TYPE = /(?:^|\s)--input-type(?:=|\s+)\S+/g;

/** Whether a thread started with these options would refuse them or read its code otherwise. */
function hasInputType(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return execArgv.some((arg) => arg === '--input-type' || arg.startsWith('--input-type=')) || (nodeOptions !== undefined && new RegExp(INPUT_TYPE.source).test(nodeOptions));
}

/** The parent's options a thread is given: the KEPT ones, each with its value. */
export function threadExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index++) {
    const arg = execArgv[index];
    const name = arg.split('=', 1)[0];
    const value = !arg.includes('=') && VALUED.has(name) && index + 1 < execArgv.length ? [execArgv[++index]] : [];
    if (KEPT.has(name)) kept.push(arg, ...value);
  }
  return kept;
}

/**
 * `options` for a new Worker, with the Node options it can start with: unchanged (inherited) unless the
 * program has `--input-type`, in its arguments or NODE_OPTIONS (which a thread given `execArgv` reads from
 * its environment again).
 */
export function threadOptions<T extends WorkerOptions>(options: T, execArgv: readonly string[] = process.execArgv, env: NodeJS.ProcessEnv = process.env): T {
  if (!hasInputType(execArgv, env.NODE_OPTIONS) || options.execArgv) return options;
  const threadEnv = options.env && typeof options.env === 'object' ? (options.env as NodeJS.ProcessEnv) : env;
  const nodeOptions = threadEnv.NODE_OPTIONS?.replace(INPUT_TYPE, '').trim();
  const { NODE_OPTIONS: _, ...rest } = threadEnv;
  // Left out when empty: a thread's environment turns every value into a string, `undefined` included.
  return { ...options, execArgv: threadExecArgv(execArgv), env: nodeOptions ? { ...rest, NODE_OPTIONS: nodeOptions } : rest };
}
