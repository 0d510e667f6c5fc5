// Search relevance on a Docusaurus site we did not write: the Jest docs (the
// workplace's shared corpora, which every machine of ours has: ../shared/corpora)
// built as bench/search-sites.ts builds them, its table (test/search/fixtures/jest.json:
// what its readers type) queried through the sharded index in out/ as the browser
// queries it. The table's hit@1 must stay at what was reached (its `minimumHitAt1`,
// a query's margin below), so a change tuned on our own site that hurts other
// sites fails. The pnpm and Docusaurus tables need corpora fetched by hand
// (bench/search-sites.ts says where): the bench measures them where they are.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { measureTable, openIndex, readTable, SEARCH_SITES } from '../../bench/search-sites.js';
import { buildSite } from '../helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { removeTempDirs, tempDir } from './helpers.js';

after(removeTempDirs);

for (const name of ['jest']) {
  describe(`search on the ${name} docs`, () => {
    it('builds, and every query of its table finds pages; hit@1 at least what was reached', async (t) => {
      const site = SEARCH_SITES.find((entry) => entry.name === name)!;
      assert.ok(site.corpus, `the ${name} corpus is on this machine (bench/search-sites.ts says where)`);
      const dir = await tempDir(`pxdocs-sites-${name}-`);
      site.prepare(dir);
      const out = join(dir, 'out');
      const run = await buildSite(dir, out);
      assert.equal(run.code, 0, run.stderr);
      const table = readTable(name);
      assert.ok(table.queries.length >= 25 && table.minimumHitAt1 !== undefined);
      const pages = new Set(readRecordsFile<{ url_without_anchor: string }>(join(out, 'search-records.json')).map((record) => record.url_without_anchor));
      for (const entry of table.queries) for (const page of [entry.expected, ...(entry.alsoAccept ?? [])]) assert.ok(pages.has(page), `${page} is a page of ${name}`);
      const figures = await measureTable(await openIndex(out), table);
      t.diagnostic(`${name}: hit@1 ${(figures.hitAt1 * 100).toFixed(1)}% · hit@5 ${(figures.hitAt5 * 100).toFixed(1)}% · MRR ${figures.mrr.toFixed(3)} over ${figures.queries} queries`);
      const misses = figures.results.filter((result) => result.rank !== 1).map((result) => `"${result.query}" → ${result.top ?? 'nothing'} (expected ${result.expected}, at ${result.rank || '-'})`);
      for (const miss of misses) t.diagnostic(`not first: ${miss}`);
      assert.ok(figures.hitAt1 >= table.minimumHitAt1!, `hit@1 ${figures.hitAt1} is below ${table.minimumHitAt1}:\n${misses.join('\n')}`);
    });
  });
}
