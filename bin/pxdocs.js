#!/usr/bin/env node
// The CLI runs the compiled dist/ so start-up costs no TypeScript work.
// `npm install` compiles it (the `prepare` script); `npm run compile` does it again.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// React's production build renders several times faster; pxdocs never needs its dev checks.
process.env.NODE_ENV ??= 'production';

// V8 optimizes a function once it has run a set amount of bytecode (its
// interrupt budget, 66 KB by default), on background threads that take cores
// from the build. A build runs most of its code briefly (each compiler plugin,
// once a page), so much of that optimizing was for code that had little left
// to run: with a budget of 300 KB, the real site's cold build took 6.2-6.3 s
// of CPU instead of 8.3 (2 cores), and 1,000 real pages 52-55 s instead of
// 56-60 s, hot code being optimized all the same. Worker threads share the flag.
setFlagsFromString(`--interrupt-budget=${300 * 1024}`);

// The bundled command line (scripts/compile.mjs) starts half a second sooner
// than dist/'s modules one by one, which stay for the tests and the package's exports.
const bundled = new URL('../dist/bundle/main.js', import.meta.url);
const entry = existsSync(fileURLToPath(bundled)) ? bundled : new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('pxdocs is not compiled yet.\nRun `npm run compile` (or `npm install`) in the pxdocs folder, then try again.\n');
  process.exit(1);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv);
