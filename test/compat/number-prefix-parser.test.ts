// The docs plugin's `numberPrefixParser` as a function, as Docusaurus calls it: with each doc's file
// name (without its extension) and each folder's name, its `{ filename, numberPrefix }` the name in
// ids and URLs and the position in the sidebar. The config took only true or false: a site whose
// names carry positions its own way (`v2__guides/v1__setup.md`) failed to load.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const config = (parser: string) => `export default {
  title: 'Prefixes', url: 'https://prefixes.example',
  navbar: { items: [] }, footer: { copyright: 'Copyright Prefixes' }, chat: { embeddings: 'off' },
  docs: { path: 'docs', routeBasePath: 'docs', numberPrefixParser: ${parser} },
};
`;

const PARSER = "(filename) => { const m = /^v(\\d+)__(.+)$/.exec(filename); return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename, numberPrefix: undefined }; }";

const DOCS = {
  'docs/v9__intro.md': '# Intro\n\nSee [setup](./v2__guides/v1__setup.md).\n',
  'docs/v3__zed.md': '# Zed\n',
  'docs/01-keep.md': '# Keep\n',
  'docs/v2__guides/v1__setup.md': '# Setup\n',
  'docs/v2__guides/v2__alpha.md': '# Alpha\n',
};

describe('docs.numberPrefixParser as a function', () => {
  it("names and orders docs and folders by the site's parser, as Docusaurus 3.10 builds them", async () => {
    const dir = await makeTempDir('pxdocs-prefix-parser-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config(PARSER), ...DOCS });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    // Docusaurus 3.10 built /docs/intro, /docs/zed, /docs/guides/setup, /docs/guides/alpha and /docs/01-keep (the default prefix kept).
    for (const page of ['intro', 'zed', 'guides/setup', 'guides/alpha', '01-keep']) assert.ok(existsSync(join(dir, 'out', 'docs', `${page}.html`)), page);
    const intro = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const order = [...intro.matchAll(/class="menu-link[^"]*" href="\/docs\/([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(order, ['guides/setup', 'guides/alpha', 'zed', 'intro', '01-keep'], 'the sidebar orders by the positions the parser gives, as Docusaurus');
  });

  it('fails naming the parser and the name it threw for', async () => {
    const dir = await makeTempDir('pxdocs-prefix-parser-');
    await writeFiles(dir, { 'pxdocs.config.mjs': config("(name) => { if (name.includes('zed')) throw new Error('no zed'); return { filename: name }; }"), ...DOCS });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /docs\.numberPrefixParser threw for the name "v3__zed": no zed/);
  });
});
