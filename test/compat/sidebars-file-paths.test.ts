// A sidebars file that finds files beside it with `__dirname`: conda-forge's docs/_sidebar.js
// (`export default` with `require('fs')`, `${__dirname}/_sidebar.json`), which Docusaurus loads
// with jiti, giving the file its own folder. pxdocs bundled it from stdin with no path of its own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildVariant, readPage, sidebarEntries } from './lib.js';

describe('a sidebars file reading a file beside it with __dirname', () => {
  let site: Awaited<ReturnType<typeof buildVariant>>;
  before(async () => {
    site = await buildVariant('sidebars-file', {
      'pxdocs.config.mjs': `export default {
        title: 'Beside', url: 'https://beside.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
        docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: './docs/_sidebar.js' },
        navbar: { items: [] }, footer: { copyright: 'c' },
      };`,
      // Mixed module syntax, as the site writes it: jiti takes both.
      'docs/_sidebar.js': [
        'const fs = require("fs");',
        'const more = require("./_more.cjs");',
        'export default {',
        '  main: [...JSON.parse(fs.readFileSync(`${__dirname}/_sidebar.json`, "utf8")), ...more],',
        '};',
        '',
      ].join('\n'),
      'docs/_sidebar.json': JSON.stringify(['intro', { type: 'category', label: 'Setup', items: ['guide/install'] }]),
      // A helper the sidebars file requires, reading its own neighbour the same way.
      'docs/_more.cjs': 'const path = require("path");\nmodule.exports = require(path.join(__dirname, "_more.json"));\n',
      'docs/_more.json': JSON.stringify(['reference/cli']),
    });
  });
  after(async () => { await site?.cleanup?.(); });

  it('builds, with the sidebar the JSON files hold', async () => {
    assert.equal(site.code, 0, site.stderr);
    const entries = sidebarEntries(await readPage(site.out, '/docs/intro')).map((entry) => [entry.depth, entry.label, entry.href ?? null]);
    assert.deepEqual(entries, [
      [0, 'Intro', '/docs/intro'],
      [0, 'Setup', null],
      [1, 'Install', '/docs/guide/install'],
      [0, 'CLI reference', '/docs/reference/cli'],
    ]);
  });
});

describe('a sidebars file in a folder that throws', () => {
  it('is named at its own path, not its folder twice', async () => {
    const site = await buildVariant('sidebars-file', {
      'pxdocs.config.mjs': `export default {
        title: 'Throws', url: 'https://throws.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
        docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: './docs/_sidebar.js' },
        navbar: { items: [] }, footer: { copyright: 'c' },
      };`,
      'docs/_sidebar.js': 'const items = [];\nthrow new Error("no sidebar today");\nexport default { main: items };\n',
    });
    try {
      assert.notEqual(site.code, 0);
      assert.match(site.stderr, /Sidebars file failed to load {2}docs\/_sidebar\.js:2:7\n {2}no sidebar today/);
    } finally {
      await site.cleanup?.();
    }
  });
});
