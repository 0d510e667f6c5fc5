// `npm run typecheck`: every tsconfig of the package checked by tsc, as many
// at once as the machine has cores. Each tsc is single-threaded and the test
// project takes about as long as the other four together, so one after another
// they left a core idle: 21 s on 2 cores, 17 s side by side (not half: two
// checkers share the cores' caches and memory bandwidth). Output is printed per
// project once it ends, so errors never interleave; any failure fails the run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Longest first, so the test project does not start last and run alone. */
const PROJECTS = ['test/tsconfig.json', 'tsconfig.json', 'theme/islands/tsconfig.json', 'theme/shared/tsconfig.json', 'theme/inline/tsconfig.json'];
const TSC = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

function check(project) {
  return new Promise((done) => {
    // Colours only on a terminal (tsc sees a pipe here, so it would not decide it itself); plain lines in CI logs.
    const child = spawn(process.execPath, [TSC, '-p', project, ...(process.stderr.isTTY ? ['--pretty'] : [])], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('close', (code) => done({ project, code: code ?? 1, output }));
    child.on('error', (error) => done({ project, code: 1, output: error.message }));
  });
}

const queue = [...PROJECTS];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    if (result.code !== 0) {
      failed = true;
      process.stderr.write(`tsc -p ${result.project} failed:\n${result.output}\n`);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), PROJECTS.length)) }, worker));
process.exitCode = failed ? 1 : 0;
