// React's development build is several times slower than its production build
// and the build's output is production output, so a build renders with the
// production build in every thread, whoever starts it (compiler/production.ts):
// a script calling build() without NODE_ENV too. The probe is a dev-only
// warning: a component that returns children without keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after } from 'node:test';
import { fixtureConfig, makeFixture, removeTempDirs, ROOT } from './helpers.js';

after(removeTempDirs);

const PAGE = `---
title: Keys
---

export const Pair = () => [<b>one</b>, <b>two</b>];

Two words: <Pair />
`;

const KEY_WARNING = /unique "key" prop/;

/** Builds `site` with build() in a fresh process whose environment has `nodeEnv` (none when undefined). */
function buildIn(site: string, workers: number, nodeEnv: string | undefined): string {
  const script = `
    const { build } = await import(${JSON.stringify(join(ROOT, 'compiler', 'build.ts'))});
    const { Reporter } = await import(${JSON.stringify(join(ROOT, 'compiler', 'reporter.ts'))});
    const { Writable } = await import('node:stream');
    const quiet = new Writable({ write(chunk, encoding, done) { done(); } });
    await build({ cwd: ${JSON.stringify(site)}, cache: false, workers: ${workers}, reporter: new Reporter({ stream: quiet }) });
  `;
  const env: NodeJS.ProcessEnv = { ...process.env, PXDOCS_CHAT_EMBEDDINGS: 'off' };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env, encoding: 'utf8' });
  assert.equal(child.status, 0, `the build succeeded:\n${child.stderr}`);
  return child.stderr;
}

test('build() renders with React\'s production build in this thread and in page threads when NODE_ENV is unset, and keeps a NODE_ENV the caller set', async () => {
  const site = await makeFixture('react-mode', {
    'config/site.config.ts': fixtureConfig(),
    'content/docs/index.mdx': PAGE,
  });
  for (const workers of [1, 2]) {
    assert.doesNotMatch(buildIn(site, workers, undefined), KEY_WARNING, `no development warning with ${workers} thread(s)`);
    // The probe works: the development build, asked for, warns.
    assert.match(buildIn(site, workers, 'development'), KEY_WARNING, `the development build was used when asked for, with ${workers} thread(s)`);
  }
});
