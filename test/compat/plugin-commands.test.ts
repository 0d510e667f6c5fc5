// A site plugin's `extendCli(cli)` adds commands to `docusaurus <command>` (core/lib/commands/external.js:
// the site's plugins are made for a command not Docusaurus's own). pxdocs ran no extendCli and said
// "unknown command". Checked with Docusaurus 3.10.2 (/tmp/docu/hD-extend-cli): the same output.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs, runCli, runCommand, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const PLUGIN = "module.exports = function hello(context) {\n  return {\n    name: 'hello',\n    extendCli(cli) {\n      cli.command('hello [who]').description('Says hello.').option('--loud', 'shout').action(async (who, cmd) => {\n        if (who === 'fail') throw new Error('hello failed on purpose');\n        const text = `hello ${who ?? 'world'} from ${require('path').basename(context.siteDir)}`;\n        console.log(cmd.loud ? text.toUpperCase() : text);\n      });\n    },\n  };\n};\n";

describe("a site plugin's extendCli", () => {
  it('is carried by init and runs as pxdocs <command>, with exit codes 0, 1 and 2', async () => {
    const dir = await makeTempDir('pxdocs-plugin-cli-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]], plugins: ['./plugins/hello'] };\n",
      'plugins/hello/index.js': PLUGIN,
      'docs/a.md': '# A\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"plugins": \[\s*"\.\/plugins\/hello\/index\.js"/);
    const name = dir.split(/[\\/]/).pop()!;
    // The plugin's action prints with console.log, to the process's stdout: a process of its own (runCli) to read it.
    // What pxdocs says itself (a failure, usage, help) goes through main's streams: run in this process (runCommand).
    const plain = await runCli(['hello', '--cwd', dir]);
    assert.equal(plain.code, 0, plain.stderr);
    assert.equal(plain.stdout.trim(), `hello world from ${name}`);
    const loud = await runCli(['hello', 'you', '--loud', '--cwd', dir]);
    assert.equal(loud.stdout.trim(), `HELLO YOU FROM ${name.toUpperCase()}`);
    const failed = await runCommand(['hello', 'fail', '--cwd', dir]);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /Site plugin failed[\s\S]*The command `hello` of the site plugin plugins\[0\] .* threw: Error: hello failed on purpose/);
    const unknown = await runCommand(['nope', '--cwd', dir]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command 'nope'/);
    assert.doesNotMatch(unknown.stderr, /hint:/, 'in the site, an unknown word is just that');
    // Outside a site, the word may be a plugin's command looked for in the wrong folder: the message says where to run it.
    const elsewhere = await makeTempDir('pxdocs-plugin-commands-nosite-');
    const outside = await runCommand(['hello', '--cwd', elsewhere]);
    assert.equal(outside.code, 2);
    assert.match(outside.stderr, /unknown command 'hello'[\s\S]*hint: a site plugin's command \(extendCli\) runs in the site's folder: .* has no pxdocs config\. Run it there, or pass --cwd <site folder>\./);
  });

  // `docusaurus --help` lists a plugin's commands after its own (it makes the site's plugins for any command);
  // pxdocs listed only its own, and loads the plugins for help only in a site's folder.
  it("is listed by pxdocs --help and pxdocs help in the site's folder, and not elsewhere", async () => {
    const dir = await makeTempDir('pxdocs-plugin-cli-help-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "import hello from './plugins/hello.cjs';\nexport default { title: 'T', url: 'https://e.com', docs: { path: 'docs', routeBasePath: 'docs' }, plugins: [hello], navbar: { items: [] }, footer: { copyright: '' } };\n",
      'plugins/hello.cjs': PLUGIN,
      'docs/a.md': '# A\n',
    });
    for (const args of [['--help', '--cwd', dir], ['help', '--cwd', dir]]) {
      const help = await runCommand(args);
      assert.equal(help.code, 0, help.stderr);
      assert.match(help.stdout, /\n {2}write-heading-ids [^\n]*\n {2}hello \[options\] \[who\] +Says hello\.\n {2}help \[command\]/, `${args.join(' ')}: after pxdocs's commands, before help`);
    }
    const one = await runCommand(['help', 'hello', '--cwd', dir]);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout, /Usage: pxdocs hello \[options\] \[who\][\s\S]*--loud +shout/);
    const elsewhere = await runCommand(['--help', '--cwd', await makeTempDir('pxdocs-plugin-cli-help-nosite-')]);
    assert.equal(elsewhere.code, 0, elsewhere.stderr);
    assert.doesNotMatch(elsewhere.stdout, /Says hello/);
  });
});
