// A pxdocs config that does not parse is reported the same way by every command that loads it, as
// `init --from-docusaurus` reports a Docusaurus config: the file from the site folder, the parser's
// line:column, the lines around it and a hint. build and dev printed the place and esbuild's message
// alone, with a hint about TypeScript syntax given for a .mjs config.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { makeFixture, removeTempDirs, runCli, runCommand } from '../helpers.js';

let site: string;

before(async () => {
  site = await makeFixture('config-syntax-commands', {
    'pxdocs.config.mjs': "export default {\n  title: 'T',\n  url: 'https://e.com',\n  docs: { path: 'docs' }\n  tagline: 'x',\n};\n",
    'docs/intro.md': '# Intro\n',
  });
});

after(removeTempDirs);

// The block each command prints: place, message, the lines around it with a marker, the hint.
const REPORT = new RegExp([
  'Config does not compile {2}pxdocs\\.config\\.mjs:5:3\\n',
  ' {2}Expected "\\}" but found "tagline"\\n\\n',
  ' {4}3 \\| {3}url: \'https://e\\.com\',\\n',
  ' {4}4 \\| {3}docs: \\{ path: \'docs\' \\}\\n',
  ' {2}> 5 \\| {3}tagline: \'x\',\\n',
  ' {6}\\| {3}\\^\\n',
  '[^]*? {2}hint: Fix the syntax at the place named above, in the config or a file it imports',
].join(''));

/** The commands, and whether one needs a process of its own: build ends it itself (its guards), dev runs its server in a child. */
const COMMANDS: [string, string[], 'process'?][] = [
  ['build', ['build', '--out', 'out'], 'process'],
  ['dev', ['dev', '--port', '0'], 'process'],
  ['check', ['check']],
  ['deploy', ['deploy', '--skip-build']],
  ['docs:version', ['docs:version', '1.0']],
  ['write-translations', ['write-translations']],
  ['write-heading-ids', ['write-heading-ids']],
];

describe('a pxdocs config with a syntax error', () => {
  for (const [name, args, own] of COMMANDS) {
    it(`is named by ${name} at its place, with a code frame and a hint, and fails with 1`, async () => {
      const result = await (own ? runCli : runCommand)([...args, '--cwd', site], { env: { CI: '' } });
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 1, output);
      assert.match(output, REPORT);
      assert.ok(!output.includes(join(site, 'pxdocs.config.mjs')), `the config is named from the site folder:\n${output}`);
      assert.doesNotMatch(output, /TypeScript syntax/);
    });
  }
});
