// A site plugin's `postBuild`, as Docusaurus calls it once the output is written: given the folder
// being built as `outDir` (which becomes out/), the routes' paths with the base URL, its own
// `content`. pxdocs did not run it: a plugin writing a file into the build (a search index of its
// own, a _redirects file) or rewriting a page left nothing. A page it rewrites in place is a
// hard link to the previous build and the page cache: it must not write through them.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const PLUGIN = `const fs = require('node:fs');
const path = require('node:path');
module.exports = function stamp(context, options) {
  return {
    name: 'stamp-plugin',
    async loadContent() { return { count: 42 }; },
    async postBuild({ outDir, routesPaths, routesBuildMetadata, content, siteConfig }) {
      if (options.fail) throw new Error('no stamp today');
      fs.writeFileSync(path.join(outDir, 'stamp.json'), JSON.stringify({ routesPaths: [...routesPaths].sort(), content, title: siteConfig.title, meta: routesBuildMetadata['/base/docs/intro'] }));
      const page = path.join(outDir, 'docs', 'intro.html');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('</body>', '<!-- stamped -->' + 'x'.repeat(2000) + '</body>'));
    },
  };
};
`;

const config = (options: string) => `import stamp from './plugins/stamp.js';
export default {
  title: 'Stamp', url: 'https://stamp.example', baseUrl: '/base/', precompress: 'all',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Stamp' }, chat: { embeddings: 'off' },
  plugins: [[stamp, ${options}]],
};
`;

describe('postBuild', () => {
  it('runs on the written output, whose files it writes and rewrites are kept, and never writes through into the last build', async () => {
    const dir = await makeTempDir('pxdocs-post-build-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config('{}'), 'plugins/stamp.js': PLUGIN, 'docs/intro.md': '# Intro\n\nHello.\n', 'docs/guide.md': '# Guide\n\nMore.\n' });
    const first = await buildSite(dir, join(dir, 'out'));
    assert.equal(first.code, 0, first.stderr);
    const stamp = JSON.parse(await readFile(join(dir, 'out', 'stamp.json'), 'utf8')) as Record<string, unknown>;
    assert.deepEqual(stamp.content, { count: 42 });
    assert.equal(stamp.title, 'Stamp');
    assert.deepEqual(stamp.meta, { noIndex: false });
    assert.ok((stamp.routesPaths as string[]).includes('/base/404.html') && (stamp.routesPaths as string[]).includes('/base/docs/guide'), String(stamp.routesPaths));
    // A second build takes the unchanged page from the first (a hard link): the plugin's rewrite must not reach that one.
    await writeFiles(dir, { 'docs/guide.md': '# Guide\n\nChanged.\n' });
    const second = await buildSite(dir, join(dir, 'out'));
    assert.equal(second.code, 0, second.stderr);
    const page = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.equal(page.split('<!-- stamped -->').length, 2, 'the page is stamped once, not once per build');
    // The page cache's copy of the page (linked into the build) is the page as pxdocs made it.
    const cached = (await readdir(join(dir, '.pxdocs-cache'), { recursive: true })).filter((name) => name.endsWith('.html'));
    assert.ok(cached.length, 'the page cache holds pages');
    for (const name of cached) assert.doesNotMatch(await readFile(join(dir, '.pxdocs-cache', name), 'utf8'), /<!-- stamped -->/, name);
    // Its compressed copy is of the page as the plugin left it, not of the page before.
    assert.equal(brotliDecompressSync(await readFile(join(dir, 'out', 'docs', 'intro.html.br'))).toString(), page);
  });

  it("fails the build naming the plugin, the hook and where it threw", async () => {
    const dir = await makeTempDir('pxdocs-post-build-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config('{ fail: true }'), 'plugins/stamp.js': PLUGIN, 'docs/intro.md': '# Intro\n' });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /plugins\/stamp\.js:8:\d+/);
    assert.match(result.stderr, /The site plugin "stamp-plugin" \(plugins\[0\].*\) threw in postBuild: Error: no stamp today/);
  });

  it('is carried by init with the plugin module that has it', async () => {
    const dir = await makeTempDir('pxdocs-post-build-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
  title: 'Stamp', url: 'https://stamp.example', baseUrl: '/base/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  plugins: ['./plugins/stamp'],
};\n`,
      'plugins/stamp.js': PLUGIN,
      'docs/intro.md': '# Intro\n',
    });
    const init = await runInit(dir);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.match(output, /plugins\[0\]: the plugin module plugins\/stamp\.js has a postBuild step: it is carried to `plugins`/);
    assert.doesNotMatch(output, /`postBuild`/);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<!-- stamped -->/);
  });
});
