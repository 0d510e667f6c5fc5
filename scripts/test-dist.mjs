// `--import` entry of the test runner (scripts/run-tests.mjs): test processes
// load pxdocs's own modules from dist/ (what `pxdocs` itself runs), not from the
// TypeScript sources through tsx. The test files stay TypeScript. Loading the
// compiler through tsx cost about 1.7 s of CPU per test process against 0.8 s
// from dist/, over ~80 processes; and page workers started from dist/ load as
// one bundled file (compiler/pages/pool.ts) instead of ~800 transpiled modules.
// run-tests.mjs compiles first when a source is newer than dist/. A test file
// run alone (`node --import tsx --test test/x.test.ts`) still loads the sources.
import { register } from 'node:module';

register('./test-dist-hooks.mjs', import.meta.url);
