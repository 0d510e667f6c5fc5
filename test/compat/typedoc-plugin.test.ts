// docusaurus-plugin-typedoc (kubernetes-client/javascript's SDK reference, among many) writes the API
// pages from the TypeScript sources when Docusaurus makes the plugin, before any content is read; the
// sidebars file then requires the sidebar it wrote. pxdocs made site plugins after discovery, and
// bundled the package into the config, where its `typedoc.cjs` threw "__filename is not defined".
// The package here is a stand-in with the real one's shape (ESM, `exports`, a .cjs beside it that it
// imports when it runs and that knows its own file), so the test needs no TypeScript project.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const PACKAGE = {
  'node_modules/docusaurus-plugin-typedoc/package.json': JSON.stringify({ name: 'docusaurus-plugin-typedoc', version: '1.4.3', type: 'module', exports: { '.': './dist/index.js' } }),
  'node_modules/docusaurus-plugin-typedoc/dist/index.js': `import { join } from 'node:path';
export default async function pluginDocusaurus(context, options) {
  const docsFolder = context.siteConfig.presets.find((preset) => preset[1]?.docs)?.[1].docs.path ?? 'docs';
  const { generate } = await import('./typedoc.cjs');
  generate(join(context.siteDir, options.out ?? join(docsFolder, 'api')), docsFolder);
  return { name: 'docusaurus-plugin-typedoc' };
}
`,
  'node_modules/docusaurus-plugin-typedoc/dist/typedoc.cjs': `const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, join } = require('node:path');
exports.generate = (out, docsFolder) => {
  mkdirSync(join(out, 'classes'), { recursive: true });
  writeFileSync(join(out, 'classes', 'Widget.md'), '# Class: Widget\\n\\nWritten by ' + basename(__filename) + ' for the folder ' + docsFolder + '.\\n');
  writeFileSync(join(out, 'typedoc-sidebar.cjs'), "module.exports = [{ type: 'doc', id: 'api/classes/Widget', label: 'Widget' }];\\n");
};
`,
};

describe('docusaurus-plugin-typedoc', () => {
  it('runs before the docs are read: its pages are built and its sidebar is in the sidebars', async () => {
    const dir = await makeTempDir('pxdocs-typedoc-');
    await writeFiles(dir, {
      ...PACKAGE,
      'pxdocs.config.mjs': `import typedoc from 'docusaurus-plugin-typedoc';
export default {
  title: 'API', url: 'https://api.example', docs: { path: 'reference', routeBasePath: 'docs', sidebarPath: 'sidebars.js' },
  plugins: [[typedoc, { out: 'reference/api' }]],
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};
`,
      'sidebars.js': "module.exports = { api: ['intro', { type: 'category', label: 'API', items: require('./reference/api/typedoc-sidebar.cjs') }] };\n",
      'reference/intro.md': '# Intro\n\nThe API follows.\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    const widget = await readFile(join(dir, 'out', 'docs', 'api', 'classes', 'Widget.html'), 'utf8');
    // Loaded by Node from its folder (its own file name), given the docs folder as a Docusaurus config has it.
    assert.match(widget, /Written by typedoc\.cjs for the folder reference\./);
    const intro = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(intro, /href="\/docs\/api\/classes\/Widget"[^>]*>Widget</, 'the sidebar it wrote is in the sidebars');
  });
});
