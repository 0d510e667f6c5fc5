// test/node-test.ts gives every test that names no time limit one of its own:
// a test that waits forever fails with its name, and the tests after it run.
// Checked on a test file of its own, run by Node through the same module the
// suite's files get as 'node:test' (the compiled one, or the source under tsx),
// with the limit made short.
import { after, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeTempDir, removeTempDirs, ROOT, spawnNode, writeFiles } from '../helpers.js';

after(removeTempDirs);

it('fails a test that waits forever after the limit, keeps a test’s own limit, and runs the tests after it', async () => {
  const compiled = join(ROOT, 'dist', 'test', 'node-test.js');
  const fromSource = process.env.PXDOCS_TEST_FROM_SOURCE === '1' || !existsSync(compiled);
  const shim = pathToFileURL(fromSource ? join(ROOT, 'test', 'node-test.ts') : compiled).href;
  const dir = await makeTempDir('pxdocs-test-time-limit-');
  await writeFiles(dir, {
    'waits.test.mjs': [
      `import { describe, it, test } from ${JSON.stringify(shim)};`,
      // A timer keeps the event loop alive, as a browser or a server does, past the limit: only the limit ends the test.
      "test('waits forever', () => new Promise(() => { setTimeout(() => {}, 3_000); }));",
      "describe('a suite', () => { it('waits forever too', () => new Promise(() => {})); });",
      "test('takes longer than the default limit, within its own', { timeout: 60_000 }, () => new Promise((resolve) => setTimeout(resolve, 1_500)));",
      "test('runs after them', () => {});",
      '',
    ].join('\n'),
  });
  const run = spawnNode([...(fromSource ? ['--import', 'tsx'] : []), '--test-reporter=tap', join(dir, 'waits.test.mjs')], { env: { PXDOCS_TEST_TIME_LIMIT_MS: '500', NODE_TEST_CONTEXT: undefined }, guardMs: 60_000 });
  const ended = await run.closed;
  const output = run.output();
  assert.equal(ended.code, 1, output);
  assert.match(output, /not ok 1 - waits forever\n[\s\S]*?test timed out after 500ms/);
  assert.match(output, /not ok 1 - waits forever too\n[\s\S]*?test timed out after 500ms/);
  assert.match(output, /\nok \d+ - takes longer than the default limit, within its own\n/);
  assert.match(output, /\nok \d+ - runs after them\n/);
});
