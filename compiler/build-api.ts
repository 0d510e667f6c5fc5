// The build as a library call, for programs that run a build in their own
// process (the bench's `bench/build-once.ts`, the tests' in-process builds):
// bundled with the command line (scripts/compile.mjs), so it loads as the
// command does, not module by module (about 0.3 s of CPU instead of 0.8 s).
export { build, type BuildOptions, type BuildResult } from './build.js';
export { Reporter, type TaskHandle } from './reporter.js';
export { toPxErrors } from './errors.js';
