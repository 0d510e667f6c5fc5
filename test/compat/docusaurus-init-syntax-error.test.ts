// `pxdocs init --from-docusaurus` on a config that does not parse names it as the
// build names a config: from the site folder, at the parser's place (1-based, with
// no second 0-based "(line:column)" in the message), with the lines around it. So is a
// local plugin module the config names that does not parse: init stops there (exit 1),
// as Docusaurus's build does, rather than write a config without the plugin.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInit } from '../helpers.js';

let temp: string;

before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-init-syntax-'));
});

after(async () => {
  await rm(temp, { recursive: true, force: true });
});

async function site(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(temp, name);
  for (const [file, content] of Object.entries({ 'docs/intro.md': '# Intro\n', ...files })) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  return dir;
}

describe('init on a Docusaurus config that does not parse', () => {
  it('names docusaurus.config.js from the site folder at the place acorn stopped, with a code frame', async () => {
    const dir = await site('js', { 'docusaurus.config.js': "module.exports = {\n  title: 'x',\n  url: 'https://e.com'\n  baseUrl: '/',\n};\n" });
    const result = await runInit(dir);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Unreadable Docusaurus config {2}docusaurus\.config\.js:4:3\n/);
    assert.doesNotMatch(result.stderr, new RegExp(temp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.match(result.stderr, /\n {2}Unexpected token\n/);
    assert.doesNotMatch(result.stderr, /\(4:2\)/);
    assert.match(result.stderr, /> 4 \| {3}baseUrl: '\/',\n\s+\| {3}\^/);
  });

  it('fails on a local plugin module that does not parse, naming it from the site folder at its 1-based place', async () => {
    const dir = await site('plugin', {
      'docusaurus.config.js': "module.exports = {\n  title: 'x',\n  url: 'https://e.com',\n  baseUrl: '/',\n  plugins: ['./src/plugins/x.js'],\n};\n",
      'src/plugins/x.js': "module.exports = function plugin(context, options) {\n  return {\n    name: 'x'\n    loadContent() { return 1; },\n  };\n};\n",
    });
    const result = await runInit(dir);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Unreadable Docusaurus plugin {2}src\/plugins\/x\.js:4:5\n {2}The plugin module src\/plugins\/x\.js does not parse: Unexpected token\.\n/);
    assert.doesNotMatch(result.stderr, /\(4:4\)/);
    assert.match(result.stderr, /> 4 \| {5}loadContent\(\) \{ return 1; \},\n\s+\| {5}\^/);
    assert.match(result.stderr, /Docusaurus's build fails on this one too/);
    assert.ok(!existsSync(join(dir, 'pxdocs.config.mjs')), 'no config is written without the plugin');
  });

  it('names a docusaurus.config.ts at the place esbuild stopped, not <stdin>', async () => {
    const dir = await site('ts', { 'docusaurus.config.ts': "import type {Config} from '@docusaurus/types';\nconst config: Config = {\n  title: 'x' 'y',\n};\nexport default config;\n" });
    const result = await runInit(dir);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Unreadable Docusaurus config {2}docusaurus\.config\.ts:3:14\n {2}Expected "}" but found "'y'"\n/);
    assert.doesNotMatch(result.stderr, /<stdin>|Transform failed/);
    assert.match(result.stderr, /> 3 \| {3}title: 'x' 'y',\n\s+\| {14}\^/);
  });
});
