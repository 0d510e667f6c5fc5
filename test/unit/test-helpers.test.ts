// The tests' own helpers where they stand in for the command line: run compiled
// (the runner's default), in-process builds load the command line's bundle, as
// `pxdocs` does, not dist/'s modules one by one; `init` run in process
// (runInit) reports and exits as the command does, and so does a command run
// in process (runCommand), on stdout and stderr; buildSite's env is the build's, for that build only.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundledEntry, buildSite, makeFixture, makeTempDir, removeTempDirs, ROOT, runCli, runCommand, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('test helpers', () => {
  it('load the bundled build API when the tests run compiled', { skip: process.env.PXDOCS_TEST_FROM_SOURCE === '1' && 'run from the sources' }, () => {
    assert.equal(bundledEntry('build-api'), pathToFileURL(join(ROOT, 'dist', 'bundle', 'build-api.js')).href);
    assert.equal(bundledEntry('init'), pathToFileURL(join(ROOT, 'dist', 'bundle', 'init.js')).href);
    assert.equal(bundledEntry('main'), pathToFileURL(join(ROOT, 'dist', 'bundle', 'main.js')).href);
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

  it('runCommand gives the exit code, stdout and stderr of `pxdocs <command>`', async () => {
    const site = join(await makeTempDir(), 'site');
    await writeFiles(site, {
      'pxdocs.config.mjs': "export default { title: 'Same', url: 'https://same.example', footer: { copyright: '' }, docs: { path: 'docs' } };\n",
      'docs/intro.md': '# Same\n',
    });
    // Refused (no such locale; an invalid name), then a usage error (no version name): stderr only.
    for (const args of [['write-translations', '--locale', 'de', '--cwd', site], ['docs:version', 'a/b', '--cwd', site], ['docs:version']]) {
      const cli = await runCli(args);
      const inProcess = await runCommand(args);
      assert.notEqual(cli.code, 0, cli.stderr);
      assert.ok(cli.stderr.length > 0);
      assert.deepEqual(inProcess, cli, args.join(' '));
    }
    // What commands answer on stdout: the version, help (its width commander's 80 columns off a terminal).
    for (const args of [['--version'], ['help', 'check']]) {
      const cli = await runCli(args);
      const inProcess = await runCommand(args);
      assert.equal(cli.code, 0, cli.stderr);
      assert.ok(cli.stdout.length > 0);
      assert.deepEqual(inProcess, cli, args.join(' '));
    }
  });

  it('buildSite sets its env for the build, and only for it', async () => {
    const site = await makeFixture('basic');
    const admin = '0123456789abcdef0123456789abcdef';
    const names = ['PXDOCS_ALGOLIA_APP_ID', 'PXDOCS_ALGOLIA_INDEX', 'PXDOCS_ALGOLIA_ADMIN_KEY', 'PXDOCS_ALGOLIA_SEARCH_KEY'];
    const before = names.map((name) => process.env[name]);
    const refused = await buildSite(site, undefined, { env: { PXDOCS_ALGOLIA_APP_ID: 'APPID123', PXDOCS_ALGOLIA_INDEX: 'docs', PXDOCS_ALGOLIA_ADMIN_KEY: admin, PXDOCS_ALGOLIA_SEARCH_KEY: admin } });
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /Admin key used as the search key/);
    assert.deepEqual(names.map((name) => process.env[name]), before);
  });
});
