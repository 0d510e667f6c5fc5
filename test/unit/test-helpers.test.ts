// The tests' own helpers where they stand in for the command line: run compiled
// (the runner's default), in-process builds load the command line's bundle, as
// `pxdocs` does, not dist/'s modules one by one; `init` run in process
// (runInit) reports and exits as the command does.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundledEntry, makeTempDir, removeTempDirs, ROOT, runCli, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('test helpers', () => {
  it('load the bundled build API when the tests run compiled', { skip: process.env.PXDOCS_TEST_FROM_SOURCE === '1' && 'run from the sources' }, () => {
    assert.equal(bundledEntry('build-api'), pathToFileURL(join(ROOT, 'dist', 'bundle', 'build-api.js')).href);
    assert.equal(bundledEntry('init'), pathToFileURL(join(ROOT, 'dist', 'bundle', 'init.js')).href);
  });

  it('runInit gives the exit code, output and files of `pxdocs init --from-docusaurus`', async () => {
    const temp = await makeTempDir();
    const site = join(temp, 'site');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'Same', url: 'https://same.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
      'docs/index.md': '# Same\n',
    });
    await mkdir(join(temp, 'empty'));
    // Written (with --force, so twice in a row), refused (a config exists), no Docusaurus config, no such folder.
    const cases: [string, boolean, number][] = [[site, true, 0], [site, false, 1], [join(temp, 'empty'), false, 1], [join(temp, 'nope'), false, 2]];
    for (const [dir, force, code] of cases) {
      const cli = await runCli(['init', '--from-docusaurus', dir, ...(force ? ['--force'] : [])]);
      const written = force ? await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8') : undefined;
      const inProcess = await runInit(dir, { force });
      assert.equal(cli.code, code, cli.stderr);
      assert.deepEqual(inProcess, cli, `${dir}${force ? ' --force' : ''}`);
      if (written !== undefined) assert.equal(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), written);
    }
  });
});
