// An unknown doc id in a page's pagination_next names an id of the site's own docs in its hint,
// not a page of the Prometheux docs pxdocs was first written for.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('the hint of an unknown doc id', () => {
  it("names the page's own id, and none of our docs' ids", async () => {
    const site = await makeTempDir('pxdocs-doc-id-hint-');
    await writeFiles(site, {
      'pxdocs.config.mjs': "export default { title: 'Harbor Tools', url: 'https://harbor.example', docs: { path: 'docs' }, chat: { embeddings: 'off' }, navbar: { items: [] }, footer: { copyright: '' } };\n",
      'docs/guides/01-moorings.md': '---\npagination_next: guides/anchors\n---\n\n# Moorings\n\nText.\n',
    });
    const result = await buildSite(site);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /pagination_next names the doc id "guides\/anchors", which does not exist/);
    assert.match(result.stderr, /this page's is "guides\/moorings"/);
    assert.doesNotMatch(result.stderr, /vadalog|learn\//i);
  });
});
