// camunda-docs's docusaurus.config.js requires a local CommonJS file that assigns a
// variable it never declares (sloppy JavaScript, which Node and Docusaurus run).
// pxdocs bundled the config, and that file in it, as an ES module, which is strict:
// loading failed with "count is not defined". Such a config is now loaded again with
// the site's own CommonJS files left to Node's require (compiler/config/node-commonjs.ts),
// imported or required; one that loads bundled stays bundled (Node's require cannot
// load a TypeScript file a helper requires, which bundling can).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

describe("a config's local CommonJS file that assigns an undeclared variable", () => {
  it('loads, through init --from-docusaurus and a build, imported and required', async () => {
    const dir = await makeTempDir('pxdocs-config-commonjs-');
    await writeFiles(dir, {
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'docusaurus.config.js': [
        "const helper = require('./helper.js');",
        'module.exports = {',
        "  title: 'Sloppy', url: 'https://example.com', baseUrl: '/',",
        '  customFields: { count: helper.count },',
        "  presets: [['classic', { docs: { remarkPlugins: [require('./plugin.js')] } }]],",
        '};',
        '',
      ].join('\n'),
      'helper.js': 'count = 3;\nmodule.exports = { count };\n',
      // A remark plugin written as sloppy CommonJS, requiring a built-in through an undeclared name.
      'plugin.js': "path = require('path');\nmodule.exports = function plugin() { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'joined ' + path.join('a', 'b') }] }); }; };\n",
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    // The init imports the plugin file in the config it writes (site-markdown-plugins.test.ts).
    const configFile = join(dir, 'pxdocs.config.mjs');
    const written = await readFile(configFile, 'utf8');
    assert.match(written, /^import plugin0 from "\.\/plugin\.js";$/m);
    // As its hint says: the computed value required by hand.
    await writeFile(configFile, written
      .replace("import { defineConfig } from 'pxdocs';", "import { defineConfig } from 'pxdocs';\nconst helper = require('./helper.js');")
      .replace('export default defineConfig({', 'export default defineConfig({\n  customFields: { count: helper.count },'));
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.customFields, { count: 3 });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<p>joined a\/b<\/p>/);
  });

  it('is read again when it changes (a dev server loads the config again)', async () => {
    const dir = await makeTempDir('pxdocs-config-commonjs-reload-');
    await writeFiles(dir, {
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'helper.js': 'count = 3;\nmodule.exports = { count };\n',
      'pxdocs.config.mjs': "import helper from './helper.js';\nexport default { title: 'T', url: 'https://example.com', navbar: { items: [] }, footer: { copyright: '' }, docs: { path: 'docs', routeBasePath: 'docs' }, customFields: { count: helper.count } };\n",
    });
    assert.deepEqual((await loadConfig(dir)).config.customFields, { count: 3 });
    await writeFile(join(dir, 'helper.js'), 'count = 4;\nmodule.exports = { count };\n');
    assert.deepEqual((await loadConfig(dir)).config.customFields, { count: 4 });
  });

  it('a helper requiring a TypeScript file, which Node cannot load, loads bundled as before', async () => {
    const dir = await makeTempDir('pxdocs-config-commonjs-ts-');
    await writeFiles(dir, {
      'docs/intro.md': '# Intro\n',
      'data.ts': "export const kind: string = 'typed';\n",
      'helper.js': "const { kind } = require('./data.ts');\nmodule.exports = { kind };\n",
      'pxdocs.config.mjs': "import helper from './helper.js';\nexport default { title: 'T', url: 'https://example.com', navbar: { items: [] }, footer: { copyright: '' }, docs: { path: 'docs', routeBasePath: 'docs' }, customFields: { kind: helper.kind } };\n",
    });
    assert.deepEqual((await loadConfig(dir)).config.customFields, { kind: 'typed' });
  });
});
