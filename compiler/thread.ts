// Starts a worker thread on one of the compiler's modules, from dist/ or from the sources.
// From dist/ the module is JavaScript. From the sources (tests, bench) it is
// TypeScript: the thread first registers tsx's loader (an `--import tsx` flag
// does not reach a worker's entry module), then imports it.
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { threadOptions } from './thread-options.js';

/** Whether this module runs from the TypeScript sources (through tsx) rather than dist/. */
export const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * A worker thread running `module`, named without its extension relative to
 * `base` (the caller's import.meta.url): `.ts` from the sources, `.js` from dist/.
 * `compiled`: a file to run instead from dist/ when it exists (a bundle).
 */
export function startThread(base: string, module: string, given: WorkerOptions, compiled?: URL): Worker {
  const options = threadOptions(given);
  if (!FROM_SOURCE) return new Worker(compiled ?? new URL(`${module}.js`, base), options);
  const entry = new URL(`${module}.ts`, base).href;
  const loader = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { ...options, eval: true });
}
