#!/usr/bin/env node
// The CLI runs the compiled dist/ so start-up costs no TypeScript work.
// `npm install` compiles it (the `prepare` script); `npm run compile` does it again.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// `pxdocs dev`: a Ctrl+C before the command line has loaded (its first ~120 ms, before the dev
// supervisor listens for it) ended the process at once, without a word (exit 130 in a terminal):
// a user could not tell whether it had started. It says so and exits 0, as it does later; the
// supervisor (server/dev-supervisor.ts) removes this listener once its own listen.
const EARLY_STOP = Symbol.for('pxdocs.devEarlyStop');
if (process.argv.slice(2).find((arg) => !arg.startsWith('-')) === 'dev' && process.env.PXDOCS_DEV_CHILD !== '1') {
  const stop = () => {
    process.stdout.write('Stopped while starting: the dev server was not started.\n');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process[EARLY_STOP] = () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  };
}

// React's production build renders several times faster; pxdocs never needs its dev checks.
process.env.NODE_ENV ??= 'production';

// The bundled command line (scripts/compile.mjs) starts half a second sooner
// than dist/'s modules one by one, which stay for the tests and the package's exports.
const bundled = new URL('../dist/bundle/main.js', import.meta.url);
const entry = existsSync(fileURLToPath(bundled)) ? bundled : new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('pxdocs is not compiled yet.\nRun `npm run compile` (or `npm install`) in the pxdocs folder, then try again.\n');
  process.exit(1);
}
// V8's settings (cli/v8-flags.ts) before anything starts a thread: the threads share them.
// (A dist/ compiled before they existed runs without them until `npm run compile`.)
const flags = new URL('../dist/cli/v8-flags.js', import.meta.url);
if (existsSync(fileURLToPath(flags))) (await import(flags.href)).tuneV8();
const { main } = await import(entry.href);
process.exitCode = await main(process.argv);
