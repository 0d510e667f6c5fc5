// A named pipe where the build reads one of the site's files (sidebars.json, a
// category's _category_.json, the config, a customCss stylesheet, a component a page imports): reading it waits for a writer for good.
// The build hung there, and one SIGTERM (`timeout`, a cancelled CI job) only asked it
// to stop when the stage ended, which it never did. Each is refused by name at once.
// Run as the command line: a build blocked in a read would block a test in process too.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fixtureConfig, makeTempDir, page, removeTempDirs, runCli, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function siteWithPipe(files: Record<string, string>, pipe: string): Promise<string> {
  const site = join(await makeTempDir('pxdocs-special-files-'), 'site');
  await writeFiles(site, { 'content/docs/index.md': page({ title: 'Home' }), ...files });
  await rm(join(site, pipe), { force: true });
  assert.equal(spawnSync('mkfifo', [join(site, pipe)]).status, 0);
  return site;
}

describe('a named pipe in place of a site file', () => {
  for (const [name, files, pipe, shown] of [
    ['a category file', { 'config/site.config.ts': fixtureConfig({ chat: { embeddings: 'off' } }), 'content/docs/guide/start.md': page({ title: 'Start' }) }, 'content/docs/guide/_category_.json', 'content/docs/guide/_category_.json'],
    ['the sidebars file', { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'content/docs', sidebarPath: 'sidebars.json' }, chat: { embeddings: 'off' } }) }, 'sidebars.json', 'sidebars.json'],
    ['the config', { 'pxdocs.config.mjs': '' }, 'pxdocs.config.mjs', 'pxdocs.config.mjs'],
    ['a component a page imports', { 'config/site.config.ts': fixtureConfig({ chat: { embeddings: 'off' } }), 'content/docs/intro.mdx': "import Thing from '@site/src/Thing.jsx';\n\n# Intro\n\n<Thing />\n", 'src/Other.jsx': 'export default function Other() { return null; }\n' }, 'src/Thing.jsx', 'src/Thing.jsx'],
    ['a customCss stylesheet', { 'config/site.config.ts': fixtureConfig({ customCss: ['src/css/custom.css'], chat: { embeddings: 'off' } }), 'src/css/other.css': '' }, 'src/css/custom.css', 'src/css/custom.css'],
  ] as const) {
    it(`${name} is refused by name, the build not left waiting on it`, { timeout: 90_000 }, async () => {
      const site = await siteWithPipe(files, pipe);
      const result = await runCli(['build', '--cwd', site], { timeoutMs: 60_000 });
      assert.equal(result.code, 1, result.stderr);
      assert.match(result.stderr, new RegExp(`Not a file {2}${shown.replace(/[./]/g, '\\$&')}\\n {2}${shown.replace(/[./]/g, '\\$&')} is a named pipe \\(FIFO\\), not a file`));
    });
  }
});
