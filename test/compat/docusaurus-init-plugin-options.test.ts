// `pxdocs init --from-docusaurus` on remark plugin options that hold functions, as
// Docusaurus 3's npm2yarn takes them (`converters: ['yarn', ['Bun', (code) => …]]`):
// the plugin is kept with what is static, a function that reads nothing from outside
// itself is written as code, and only what cannot be written is left out and named.
// Each site is written to a temp folder, initialised with the real CLI, then built.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attr, readPage, selectAll, text, ROOT } from './lib.js';
import { buildSite, runInit } from '../helpers.js';

let temp: string;

before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-init-options-'));
});
after(async () => { if (temp) await rm(temp, { recursive: true, force: true }); });

/** A site whose docs configure npm2yarn with `options` (JavaScript), initialised and built. */
async function initAndBuild(name: string, options: string, before = '') {
  const dir = join(temp, name);
  const files: Record<string, string> = {
    'docusaurus.config.js': `${before}
module.exports = {
  title: 'Options', url: 'https://options.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), ${options}]] } }]],
};\n`,
    'sidebars.js': "module.exports = { docs: ['setup'] };\n",
    'docs/setup.md': '# Setup\n\n```bash npm2yarn\nnpm install left-pad\n```\n',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  // The config imports the plugin: a real site has it installed; here it comes from this checkout.
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const init = await runInit(dir);
  const output = init.stdout + init.stderr;
  assert.equal(init.code, 0, output);
  const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
  const build = await buildSite(dir, 'out');
  assert.equal(build.code, 0, build.stdout + build.stderr);
  const page = await readPage(join(dir, 'out'), '/docs/setup');
  const container = selectAll(page.body, '[data-tabs]').find((element) => attr(element, 'data-group-id') === 'npm2yarn');
  assert.ok(container, `no npm2yarn tabs synced by groupId (sync: true lost?)\n${written}`);
  const tabs = selectAll(container, '[role="tab"]').map((tab) => text(tab).trim());
  const panels = selectAll(container, '[role="tabpanel"]').map((panel) => text(panel));
  return { output, written, tabs, panels };
}

describe('pxdocs init on npm2yarn converters written as functions', () => {
  it('writes a converter function that reads nothing from outside itself as code: the build has its tab', async () => {
    const { output, written, tabs, panels } = await initAndBuild('own-function', "{ sync: true, converters: ['yarn', 'pnpm', ['Bun', (code) => code.replace(/npm install/g, 'bun add')]] }");
    assert.doesNotMatch(output, /remarkPlugins/, 'nothing of the plugin is left out');
    assert.match(written, /\(code\) => code\.replace\(\/npm install\/g, 'bun add'\)/);
    assert.deepEqual(tabs, ['npm', 'Yarn', 'pnpm', 'Bun']);
    assert.match(panels[3], /bun add left-pad/);
  });

  it('writes a converter that reads a helper and a constant of the config with them: the build has its tab', async () => {
    const carried = await initAndBuild(
      'config-helper',
      "{ sync: true, converters: ['yarn', ['Bun', (code) => toBun(code)]] }",
      "const ADD = 'bun add';\nconst toBun = (code) => code.replace(/npm install/g, ADD);",
    );
    assert.doesNotMatch(carried.output, /Not carried over/);
    assert.deepEqual(carried.tabs, ['npm', 'Yarn', 'Bun']);
    assert.match(carried.panels[2], /bun add left-pad/);
  });

  it('keeps the plugin, its sync and its string converters when a converter reads a module of the config, and names that converter', async () => {
    const { output, written, tabs, panels } = await initAndBuild(
      'outside-helper',
      "{ sync: true, converters: ['yarn', 'pnpm', ['Bun', (code) => toBun(code)]] }",
      "const toBun = require('./to-bun.js');",
    );
    const reason = /docs\.remarkPlugins\[0\]\.converters\[2\]: a converter \("Bun"\) written as a function that reads `toBun` from outside itself: add it by hand in pxdocs\.config\.mjs/;
    assert.match(output, /Not carried over \(1\):/);
    assert.match(output, reason);
    assert.match(written, reason, 'the file lists it too');
    assert.doesNotMatch(output, /options of @docusaurus\/remark-plugin-npm2yarn are computed at run time/);
    assert.deepEqual(tabs, ['npm', 'Yarn', 'pnpm']);
    assert.match(panels[1], /yarn add left-pad/);
  });

  it("keeps the plugin with npm2yarn's default converters when none can be written, and says so", async () => {
    const { output, tabs } = await initAndBuild(
      'no-converter',
      "{ sync: true, converters: [['Bun', toBun], ['Deno', (code) => code.replace('npm', DENO)]] }",
      "const DENO = require('./deno-name.js');\nfunction toBun(code) { return code.replace(/npm/g, RUNNER); }\nconst { RUNNER } = require('./runner.js');",
    );
    assert.match(output, /docs\.remarkPlugins\[0\]\.converters\[0\]: a converter \("Bun"\) written as a function that reads `RUNNER` from outside itself/);
    assert.match(output, /docs\.remarkPlugins\[0\]\.converters\[1\]: a converter \("Deno"\) written as a function that reads `DENO` from outside itself/);
    assert.match(output, /docs\.remarkPlugins\[0\]\.converters: none of its converters is carried \(above\): npm2yarn's default converters \(Yarn, pnpm, Bun\) are used/);
    assert.deepEqual(tabs, ['npm', 'Yarn', 'pnpm', 'Bun']);
  });
});
