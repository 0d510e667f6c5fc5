// React's development build is several times slower than its production build
// and the build's output is production output, so a build renders with the
// production build in every thread, whoever starts it (compiler/production.ts):
// a script calling build() without NODE_ENV too. The probe is a dev-only
// warning: a component that returns children without keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** Builds `site` with build() once per thread count, in one fresh process whose environment has `nodeEnv` (none when undefined). */
function buildIn(site: string, threads: number[], nodeEnv: string | undefined): string {
  // The bundled library entry, as the bench and the tests' in-process builds load it: in the bundle,
  // React (left outside it) was once loaded before production.ts's default (scripts/compile.mjs says why).
  // From dist/, not through tsx, where the process and each page thread compiled the sources first.
  const api = join(ROOT, 'dist', 'bundle', 'build-api.js');
  const script = `
    const { build, Reporter } = await import(${JSON.stringify(pathToFileURL(api).href)});
    const { Writable } = await import('node:stream');
    // The reporter's note of the page stage says how many threads built pages.
    const notes = new Writable({ write(chunk, encoding, done) { const line = String(chunk).split('\\n').find((text) => text.includes('build pages')); if (line) console.error(line); done(); } });
    for (const workers of ${JSON.stringify(threads)}) {
      await build({ cwd: ${JSON.stringify(site)}, cache: false, workers, reporter: new Reporter({ stream: notes }) });
      console.error('built with', workers);
    }
  `;
  // A file, not -e: page threads inherit the process's flags, and a thread refuses --input-type.
  const file = join(site, `build-${threads.join('-')}-${nodeEnv ?? 'unset'}.mjs`);
  writeFileSync(file, script);
  const env: NodeJS.ProcessEnv = { ...process.env, PXDOCS_CHAT_EMBEDDINGS: 'off' };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const child = spawnSync(process.execPath, [file], { cwd: ROOT, env, encoding: 'utf8' });
  assert.equal(child.status, 0, `the build succeeded:\n${child.stderr}`);
  return child.stderr;
}

test('build() renders with React\'s production build in this thread and in page threads when NODE_ENV is unset, and keeps a NODE_ENV the caller set', async () => {
  const site = await makeFixture('react-mode', {
    'config/site.config.ts': fixtureConfig(),
    // Two pages, so that two page threads are started when asked for (one each).
    'content/docs/index.mdx': PAGE,
    'content/docs/second.mdx': PAGE.replace('title: Keys', 'title: More keys'),
  });
  // This thread first (one thread), then page threads (two): the first build loads React here.
  const [alone, threaded] = buildIn(site, [1, 2], undefined).split(/^built with 1$/m);
  assert.ok(threaded?.includes('built with 2'), `both builds ran:\n${alone}${threaded}`);
  assert.match(threaded, /2 pages on 2 threads/, 'the second build\'s pages were built on page threads');
  assert.doesNotMatch(alone, KEY_WARNING, 'no development warning in this thread');
  assert.doesNotMatch(threaded, KEY_WARNING, 'no development warning in page threads');
  // The probe works: the development build, asked for, warns.
  assert.match(buildIn(site, [1], 'development'), KEY_WARNING, 'the development build was used when asked for');
});
