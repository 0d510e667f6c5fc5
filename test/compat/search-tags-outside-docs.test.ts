// A versioned site's posts and pages in the embedded search index: their records are tagged
// `default` (search/records.ts `searchTag`), which every search box keeps, but a page whose part
// of the index was prepared on its thread took its tag from its route alone, and a route outside
// every docs version got the unversioned docs' tag (`docs-default-current`): a search from a
// released version's page, or from the posts and pages themselves, never found them.
import { before, after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { ShardedIndex, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { facetFilters } from '../../theme/shared/search-shape.js';

const FILES: Record<string, string> = {
  'pxdocs.config.mjs': `export default ${JSON.stringify({ title: 'Tags', url: 'https://tags.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } })};\n`,
  'docs/intro.md': '# Intro\n\nCurrent zebracorn text.\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nOld zebracorn text.\n',
  'versions.json': JSON.stringify(['1.0']),
  'blog/2024-01-01-post.md': '---\ntitle: Post\n---\nBlog zebracorn.\n',
  'src/pages/plain.md': '# Plain\n\nPlain zebracorn.\n',
};

let out: string;
before(async () => {
  const dir = await makeTempDir('pxdocs-search-outside-');
  await writeFiles(dir, FILES);
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  out = join(dir, 'out');
});
after(removeTempDirs);

describe('A versioned site\'s posts and pages in the embedded index', () => {
  it('are found by a search in any docs version, as their records\' tag `default` says', async () => {
    const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as ShardedManifest;
    const index = new ShardedIndex(manifest, async (path) => JSON.parse(await readFile(join(out, path), 'utf8')) as unknown);
    const search = async (tag: string) => [...new Set((await index.query({ query: 'zebracorn', hitsPerPage: 50, facetFilters: facetFilters(tag) })).hits.map((hit) => hit.url_without_anchor))].sort();
    assert.deepEqual(await search('docs-default-1.0'), ['/blog/2024/01/01/post', '/docs/intro', '/plain']);
    assert.deepEqual(await search('docs-default-current'), ['/blog/2024/01/01/post', '/docs/next/intro', '/plain']);
  });
});
