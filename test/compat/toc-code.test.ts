// A heading's inline code and emphasis in "On this page": Docusaurus's TOC entry is the heading's HTML
// (`<code>useState()</code>`, a link's text without the link), so an API page's entries show their code
// as code; pxdocs's entries were the heading's plain text. A heading of text alone is as before.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toHtml } from 'hast-util-to-html';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { readPage, selectAll } from './lib.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Toc', url: 'https://toc.example', tagline: 'Toc',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Toc' }, chat: { embeddings: 'off' },
};\n`;

const PAGE = '# API\n\n## The `useState()` hook\n\nText.\n\n### *Options* and [links](https://x.example) {#options}\n\nText.\n\n## When a < b & c\n\nText.\n';

describe('TOC entries of headings with code', () => {
  let out = '';
  before(async () => {
    const dir = await makeTempDir();
    await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG, 'docs/api.md': PAGE, 'docs/api-mdx.mdx': PAGE });
    out = await makeTempDir();
    const result = await buildSite(dir, out);
    assert.equal(result.code, 0, result.stdout + result.stderr);
  });

  for (const route of ['/docs/api', '/docs/api-mdx']) {
    it(`keep the heading's code and emphasis, as Docusaurus's TOC does (${route})`, async () => {
      const page = await readPage(out, route);
      const entries = selectAll(page.tree, 'ul.table-of-contents').slice(0, 1).flatMap((list) => selectAll(list, 'a'));
      assert.deepEqual(entries.map((link) => [String(link.properties.href), toHtml(link.children)]), [
        ['#the-usestate-hook', 'The <code>useState()</code> hook'],
        ['#options', '<em>Options</em> and links'],
        ['#when-a--b--c', 'When a &#x3C; b &#x26; c'],
      ]);
    });
  }
});
