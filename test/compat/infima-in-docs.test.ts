// MDX written for Docusaurus uses Infima's classes in docs too (`<a className="button
// button--primary">`, `<div className="row"><div className="col col--6">`, `card`), where
// Infima styles every page. pxdocs linked its Infima stylesheet on the pages outside the docs
// only: in a doc the button was a bare link and the row a block (found on 9tigerio/db2rest-web).
// A doc whose body uses one now links it; other docs still load none of it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const pagesSheet = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/pages-[^"]+)"/g)].map((match) => match[1]);

describe("Infima's classes in a doc", () => {
  it('link its stylesheet on the docs that use them, and only there', async () => {
    const dir = await makeTempDir('pxdocs-infima-docs-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'Infima', url: 'https://infima.example', tagline: 'x', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n",
      'docs/buttons.mdx': '# Buttons\n\n<a className="button button--primary" href="/docs/plain">Start</a>\n\n<div className="row"><div className="col col--6">Left</div><div className="col col--6">Right</div></div>\n',
      'docs/utility.mdx': '# Utility\n\n<p className="text--center padding-vert--md">Centred.</p>\n',
      'docs/plain.md': '# Plain\n\nA row of words, a button word, a card.\n\n```js\nconst row = 1;\n```\n\n:::tip\n\nNo Infima here.\n\n:::\n',
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const read = (name: string) => readFile(join(dir, 'out', 'docs', `${name}.html`), 'utf8');
    const [buttons, utility, plain] = await Promise.all([read('buttons'), read('utility'), read('plain')]);
    assert.equal(pagesSheet(buttons).length, 1, 'a doc with a button and a row');
    assert.equal(pagesSheet(utility).length, 1, "a doc with Infima's utilities");
    assert.deepEqual(pagesSheet(plain), [], 'a doc with none of them: words, code, an admonition');
    const css = await readFile(join(dir, 'out', pagesSheet(buttons)[0]), 'utf8');
    assert.match(css, /\.button--primary/);
  });
});
