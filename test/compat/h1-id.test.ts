// An h1 in a page's text has no id, as Docusaurus 3.10's Heading drops it
// (`# Title`, `# Title {#own}`, `<Heading as="h1" id=…>`): the slug is still
// taken, so a later heading of the same text is `-1` as there, and a `#` link
// to the title is a broken anchor, as Docusaurus reports it (/tmp/docu/hL-r2).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

const config = "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' } };\n";

describe('h1 ids', () => {
  it('gives no h1 an id, keeps its slug taken, and reports a link to it as a broken anchor', async () => {
    const site = await makeTempDir('pxdocs-h1-id-');
    await writeFiles(site, {
      'pxdocs.config.mjs': config,
      'docs/a.md': '# Hello Title\n\nSee [the top](#hello-title).\n\n## Hello Title\n\nText.\n',
      'docs/b.mdx': "import Heading from '@theme/Heading';\n\n# Own {#own-id}\n\nValue {1 + 1}.\n\n<Heading as=\"h1\" id=\"drawn\">Drawn</Heading>\n\n## Next\n",
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    const a = await readPage(out, '/docs/a');
    assert.deepEqual([...selectAll(a.tree, 'article h1'), ...selectAll(a.tree, 'article h2')].map((h) => [h.tagName, attr(h, 'id') ?? null]), [['h1', null], ['h2', 'hello-title-1']]);
    assert.deepEqual(selectAll(a.tree, 'a').map((link) => attr(link, 'href')).filter((href) => href === '#hello-title'), ['#hello-title'], 'the one link is the text\'s own');
    const b = await readPage(out, '/docs/b');
    assert.deepEqual(selectAll(b.tree, 'article h1').map((h) => [text(h), attr(h, 'id') ?? null]), [['Own', null], ['Drawn', null]]);
    assert.match(result.stderr, /docs\/a\.md:3:5 → #hello-title \(no element with id "hello-title" on \/docs\/a\)/);
  });
});
