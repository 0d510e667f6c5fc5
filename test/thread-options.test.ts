// The Node options worker threads start with (compiler/thread-options.ts): a
// program run as `node --input-type=module --eval` builds with its page threads.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { threadExecArgv, threadOptions } from '../compiler/thread-options.js';
import { generateSite } from '../bench/generate-site.js';
import { BIN, makeTempDir, removeTempDirs, runNode } from './helpers.js';

after(removeTempDirs);

describe('worker threads started by a program with --input-type', () => {
  it('builds every page on page threads when the program is `node --input-type=module --eval`', async () => {
    // Every page thread (a file) refused the inherited --input-type: each page failed with ERR_INPUT_TYPE_NOT_ALLOWED.
    const site = await makeTempDir('pxdocs-input-type-');
    generateSite(site, 20);
    const api = pathToFileURL(join(dirname(BIN), '..', 'dist', 'bundle', 'build-api.js')).href;
    const code = `import { build, Reporter } from ${JSON.stringify(api)};
const result = await build({ cwd: process.argv[1], workers: 2, cache: false, reporter: new Reporter({ quiet: true }) });
console.log('built ' + result.pages);`;
    const result = await runNode(['--input-type=module', '--eval', code, site], { timeoutMs: 180_000 });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /^built 2\d$/m, result.stdout + result.stderr);
    assert.doesNotMatch(result.stderr, /ERR_INPUT_TYPE_NOT_ALLOWED|--input-type/);
  });

  it('starts a thread on a file when NODE_OPTIONS carries --input-type, keeping its other options', async () => {
    // A thread given execArgv reads NODE_OPTIONS from its environment again: --input-type there failed it too.
    const dir = await makeTempDir('pxdocs-thread-options-');
    const file = join(dir, 'thread.mjs');
    await writeFile(file, "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage(process.env.NODE_OPTIONS);\n");
    const options = threadOptions({}, [], { PATH: process.env.PATH, NODE_OPTIONS: '--input-type=module --no-deprecation' });
    const worker = new Worker(pathToFileURL(file), options);
    const got = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.equal(got, '--no-deprecation');
  });

  it('keeps the options that shape module loading and leaves the ones threads refuse or have no use for', () => {
    assert.deepEqual(
      threadExecArgv(['--max-old-space-size=4096', '--import', 'tsx', '--conditions=dev', '--title', '-C', 'x', '--input-type', 'module', '--eval', 'code', '--enable-source-maps']),
      ['--import', 'tsx', '--conditions=dev', '-C', 'x', '--enable-source-maps'],
    );
    // A program without --input-type: its threads inherit its options, as they always did.
    const given = { workerData: 1 };
    assert.equal(threadOptions(given, ['--import', 'tsx'], {}), given);
    const own = threadOptions({ env: { A: '1' } }, ['--input-type=module', '--import=tsx'], {});
    assert.deepEqual(own, { execArgv: ['--import=tsx'], env: { A: '1' } });
  });
});
