// Local search relevance on the real site: every query of the table in
// relevance.json must find its page first (the table's minimum hit rate is the
// bar; the rate is reported). Also checks the embedded index's size target.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadIndexFile, query, type EmbeddedIndexFile, type LoadedIndex } from '../../theme/shared/search-engine.js';
import { buildInto, removeTempDirs, ROOT } from './helpers.js';

interface Table { minimumHitRate: number; queries: { query: string; expected: string; note?: string }[] }

let table: Table;
let index: LoadedIndex;
let indexBytes: Buffer;

before(async () => {
  table = JSON.parse(await readFile(join(ROOT, 'test', 'search', 'relevance.json'), 'utf8')) as Table;
  const out = await buildInto(ROOT);
  indexBytes = await readFile(join(out, 'search-index.json'));
  index = loadIndexFile(JSON.parse(indexBytes.toString('utf8')) as EmbeddedIndexFile);
});

after(removeTempDirs);

test('the relevance table has at least 20 queries, each naming a page of the site', () => {
  assert.ok(table.queries.length >= 20);
  const pages = new Set(index.file.pages);
  for (const entry of table.queries) assert.ok(pages.has(entry.expected), `${entry.expected} is a page`);
});

test('each query of the table finds its page first', (t) => {
  const misses: string[] = [];
  for (const entry of table.queries) {
    const top = query(index, { query: entry.query, hitsPerPage: 20 }).hits[0];
    if (top?.url_without_anchor !== entry.expected) misses.push(`"${entry.query}" → ${top?.url ?? 'nothing'} (expected ${entry.expected})`);
  }
  const rate = (table.queries.length - misses.length) / table.queries.length;
  t.diagnostic(`relevance hit rate ${(rate * 100).toFixed(1)}% (${table.queries.length - misses.length}/${table.queries.length})`);
  for (const miss of misses) t.diagnostic(`miss: ${miss}`);
  assert.ok(rate >= table.minimumHitRate, `hit rate ${rate} is below ${table.minimumHitRate}:\n${misses.join('\n')}`);
});

test('a query for an annotation name finds the annotations page first', () => {
  for (const name of ['@output', '@mapping', '@qbind', '@input', '@param', '@model', '@post']) {
    const hits = query(index, { query: name }).hits;
    assert.equal(hits[0]?.url_without_anchor, '/learn/vadalog/annotations', name);
  }
});

test('the embedded index of the real site is at most 150 KB gzipped', (t) => {
  const bytes = gzipSync(indexBytes, { level: 9 }).length;
  t.diagnostic(`index ${(bytes / 1024).toFixed(1)} KB gzipped for ${index.file.docs.length} records`);
  assert.ok(bytes <= 150 * 1024, `${bytes} bytes`);
});
