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
import { chunkSlots } from '../../compiler/search/postings.js';

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

// The index's tag of each page (its `tags` ranges over chunk slots) is its records' tag, however its
// part of the index was made: a page whose part was made on its thread took its tag from its route,
// and on a site without versions a post then had the docs' tag in the index and `default` in its
// records (the records of a page the main thread indexes, and the chat, say `default`).
describe('The embedded index\'s tags', () => {
  const sites: Record<string, Record<string, string>> = {
    versioned: FILES,
    unversioned: { ...FILES, 'versioned_docs/version-1.0/intro.md': '', 'versions.json': '' },
  };
  for (const [name, files] of Object.entries(sites)) {
    it(`are the records' tags, page by page, on a${name === 'unversioned' ? 'n' : ''} ${name} site with a blog and a pages folder`, async () => {
      const dir = await makeTempDir(`pxdocs-search-tags-${name}-`);
      await writeFiles(dir, Object.fromEntries(Object.entries(files).filter(([, contents]) => contents !== '')));
      const result = await buildSite(dir, join(dir, 'out'), { cacheDir: join(dir, 'cache') });
      assert.equal(result.code, 0, result.stderr);
      const read = async (path: string) => JSON.parse(await readFile(join(dir, 'out', path), 'utf8')) as unknown;
      const manifest = (await read('search-index.json')) as ShardedManifest;
      const parts = (await read('search-records.json')) as { parts: { path: string }[] };
      const fromRecords: [string, string][] = [];
      const fromIndex: [string, string][] = [];
      const ranges = manifest.tags?.ranges ?? [0, 0];
      const values = manifest.tags?.values ?? ['docs-default-current'];
      let slot = 0;
      for (const part of parts.parts) {
        for (const page of (await read(part.path)) as { page: string; tag: string; records: unknown[] }[]) {
          fromRecords.push([page.page, page.tag]);
          let at = 0;
          while (at + 2 < ranges.length && ranges[at + 2] <= slot) at += 2;
          fromIndex.push([page.page, values[ranges[at + 1]]]);
          slot += chunkSlots(page.records.length, manifest.chunkSize);
        }
      }
      assert.ok(fromRecords.some(([page]) => page.startsWith('/blog/')), `the post has records: ${JSON.stringify(fromRecords)}`);
      assert.deepEqual(fromIndex, fromRecords);
    });
  }
});
