// Local search relevance on the real site: every query of the table in
// relevance.json must find its page first (the table's minimum hit rate is the
// bar; the rate is reported). The sharded index the build wrote is queried as
// the browser queries it, its files read from out/. Also checks what a first
// query downloads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ShardedIndex, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { buildInto, removeTempDirs, ROOT } from './helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';

interface Table { minimumHitRate: number; queries: { query: string; expected: string; note?: string }[] }

let table: Table;
let index: ShardedIndex;
let out: string;
let pages: Set<string>;

before(async () => {
  table = JSON.parse(await readFile(join(ROOT, 'test', 'search', 'relevance.json'), 'utf8')) as Table;
  out = await buildInto(ROOT);
  const manifest = await readFile(join(out, 'search-index.json'));
  index = new ShardedIndex(JSON.parse(manifest.toString('utf8')) as ShardedManifest, async (path) => JSON.parse(await readFile(join(out, path), 'utf8')));
  const records = readRecordsFile<{ url_without_anchor: string }>(join(out, 'search-records.json'));
  pages = new Set(records.map((record) => record.url_without_anchor));
});

after(removeTempDirs);

test('the relevance table has at least 20 queries, each naming a page of the site', () => {
  assert.ok(table.queries.length >= 20);
  for (const entry of table.queries) assert.ok(pages.has(entry.expected), `${entry.expected} is a page`);
});

test('each query of the table finds its page first', async (t) => {
  const misses: string[] = [];
  for (const entry of table.queries) {
    const top = (await index.query({ query: entry.query, hitsPerPage: 20 })).hits[0];
    if (top?.url_without_anchor !== entry.expected) misses.push(`"${entry.query}" → ${top?.url ?? 'nothing'} (expected ${entry.expected})`);
  }
  const rate = (table.queries.length - misses.length) / table.queries.length;
  t.diagnostic(`relevance hit rate ${(rate * 100).toFixed(1)}% (${table.queries.length - misses.length}/${table.queries.length})`);
  for (const miss of misses) t.diagnostic(`miss: ${miss}`);
  assert.ok(rate >= table.minimumHitRate, `hit rate ${rate} is below ${table.minimumHitRate}:\n${misses.join('\n')}`);
});

test('a query for an annotation name finds the annotations page first', async () => {
  for (const name of ['@output', '@mapping', '@qbind', '@input', '@param', '@model', '@post']) {
    const hits = (await index.query({ query: name })).hits;
    assert.equal(hits[0]?.url_without_anchor, '/learn/vadalog/annotations', name);
  }
});

test('a first query on the real site fetches the manifest, its words’ shards and its hits’ chunks: at most 150 KB gzipped', async (t) => {
  const fresh: { path: string; gzip: number }[] = [];
  const manifestBody = await readFile(join(out, 'search-index.json'));
  fresh.push({ path: 'search-index.json', gzip: gzipSync(manifestBody, { level: 9 }).length });
  const manifest = JSON.parse(manifestBody.toString('utf8')) as ShardedManifest;
  const first = new ShardedIndex(manifest, async (path) => {
    const body = await readFile(join(out, path));
    fresh.push({ path, gzip: gzipSync(body, { level: 9 }).length });
    return JSON.parse(body.toString('utf8'));
  });
  const response = await first.query({ query: 'recursion', hitsPerPage: 20 });
  assert.ok(response.hits.length > 0);
  const bytes = fresh.reduce((sum, file) => sum + file.gzip, 0);
  t.diagnostic(`first query: ${fresh.length} files, ${(bytes / 1024).toFixed(1)} KB gzipped, of ${manifest.shardStarts.length} postings shards and ${Math.ceil(manifest.records / manifest.chunkSize)} chunks`);
  const chunks = new Set(response.hits.map((hit) => Math.floor(Number(hit.objectID.slice('local-'.length)) / manifest.chunkSize)));
  assert.equal(fresh.filter((file) => file.path.includes('/d')).length, chunks.size, 'one chunk per chunk of the hits shown');
  assert.ok(fresh.filter((file) => file.path.includes('/t')).length < manifest.shardStarts.length, 'not every postings shard');
  assert.ok(bytes <= 150 * 1024, `${bytes} bytes`);
});
