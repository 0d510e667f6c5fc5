// The sharded embedded index on a generated site of a few thousand records,
// written and read in process (no site build): the same ranking as the
// single-file engine for a table of queries, a first query that fetches only
// the manifest, the shards of its words and the chunks of its hits, typo
// tolerance whose match lives in another shard, hashed files, and the
// per-term cap that bounds a query's download on large sites.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createIndexFile, loadIndexFile, query, type LoadedIndex } from '../../theme/shared/search-engine.js';
import { EXPANSION_BUDGET, MAX_POSTINGS, PREFIX_SHARDS, ShardedIndex, shardPaths, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { createShardedIndex, pageChunks, pageFragment, recordsName, ShardedIndexWriter, TermTable, type PageFragment, type ShardedIndexFiles } from '../../compiler/search/shards.js';
import { decodeFragment, encodeFragment } from '../../compiler/search/fragment-file.js';
import { TermPostings } from '../../compiler/search/index-merge.js';
import { RouteOrderMerge } from '../../compiler/search/route-order-merge.js';
import { buildSearch } from '../../compiler/search/index.js';
import { parseConfig } from '../../compiler/config/load.js';
import { MINIMAL_CONFIG } from '../helpers.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { generateRecords, KNOWN_WORDS } from './shard-fixture.js';
import { distance, referenceRanking, type Reference } from './reference-ranking.js';

let records: SearchRecord[];
let written: ShardedIndexFiles;
let single: LoadedIndex;
/** The records by index id. */
let byId: Map<number, SearchRecord>;

/** Chunk slots a page of `count` records takes, by the format's rule: its chunks, rounded up to a power of two. */
function slotsOf(count: number, chunkSize: number): number {
  let slots = 1;
  while (slots * chunkSize < count) slots *= 2;
  return slots;
}

/**
 * Each record's index id, derived here from the format's rule rather than the
 * writer's code: every page's records start a chunk, and a page takes a power
 * of two of chunk slots, so a page's ids follow on from the previous page's slots.
 */
function recordIds(list: SearchRecord[], chunkSize: number): Map<number, SearchRecord> {
  const ids = new Map<number, SearchRecord>();
  let start = 0;
  let local = 0;
  for (const [n, record] of list.entries()) {
    if (n > 0 && record.url_without_anchor !== list[n - 1].url_without_anchor) {
      start += slotsOf(local, chunkSize) * chunkSize;
      local = 0;
    }
    ids.set(start + local++, record);
  }
  return ids;
}

/** The sharded index over `written`, recording every file it fetches. */
function open(files = written): { index: ShardedIndex; fetched: string[] } {
  const contents = new Map(files.files.map((file) => [file.path, file.contents]));
  const fetched: string[] = [];
  const manifest = JSON.parse(JSON.stringify(files.manifest)) as ShardedManifest;
  const index = new ShardedIndex(manifest, async (path) => {
    fetched.push(path);
    const text = contents.get(path);
    if (text === undefined) throw new Error(`no file ${path}`);
    return JSON.parse(text);
  });
  return { index, fetched };
}

let reference: Reference;

before(async () => {
  records = generateRecords();
  written = await createShardedIndex(records);
  single = loadIndexFile(createIndexFile(records));
  byId = recordIds(records, written.manifest.chunkSize);
  reference = referenceRanking(records);
});

const QUERIES = [
  'datalog', 'aggregation', 'recursion stratification', 'knowledge graph', 'provenance', 'negation monotonic',
  'datalgo', 'agregation', 'reasonin', 'graph', 'gra', 'dat', 'k', 'explanation ontology inference', 'no such wordzz', 'connector database',
];

/** Distinct results of the single-file engine, as [url, score], in its order. */
function singleRanking(text: string): [string, number][] {
  const options = single.options;
  let results = single.search.search(text, { ...options, combineWith: 'AND' });
  if (!results.length) {
    const words = new Set(query(single, { query: text }).hits.length ? [] : text.split(/\s+/));
    results = words.size < 2 ? [] : single.search.search(text, { ...options, combineWith: 'OR' }).filter((result) => new Set(result.queryTerms).size >= words.size - 1);
  }
  const seen = new Set<string>();
  const out: [string, number][] = [];
  for (const result of results) {
    const record = records[result.id as number];
    const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([record.url, result.score]);
  }
  return out;
}

/** Order made independent of how ties happen to be broken: by score, then url. */
const normal = (list: [string, number][]) => [...list].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

/**
 * Same results with the same scores (shards store scores to 7 digits, so
 * within 1e-5), hence the same order up to ties; and the score order of each
 * list agrees with the other's scores.
 */
function assertSameRanking(actual: [string, number][], expected: [string, number][], message: string): void {
  assert.deepEqual(actual.map(([url]) => url).sort(), expected.map(([url]) => url).sort(), `${message}: same results`);
  const scores = new Map(expected);
  for (const [url, score] of actual) assert.ok(Math.abs(score - scores.get(url)!) <= 1e-5 * Math.max(1, Math.abs(score)), `${message}: ${url} scores ${score}, expected ${scores.get(url)}`);
  for (let n = 1; n < actual.length; n++) assert.ok(scores.get(actual[n - 1][0])! >= scores.get(actual[n][0])! - 1e-5 * Math.max(1, scores.get(actual[n][0])!), `${message}: order at ${n}`);
}

test('the generated site has a few thousand records and several shards', () => {
  assert.ok(records.length >= 2000, `${records.length} records`);
  assert.ok(written.manifest.shardStarts.length >= 5, `${written.manifest.shardStarts.length} shards`);
  assert.ok(Math.max(...written.manifest.counts) < 1000, 'no term reaches the per-term cap here');
});

/** The sharded index's distinct results for a query, as [url, score], in its order. */
async function shardedRanking(index: ShardedIndex, text: string): Promise<[string, number][]> {
  const seen = new Set<number>();
  const sharded: [string, number][] = [];
  for (const result of await index.rank(text)) {
    if (seen.has(result.group)) continue;
    seen.add(result.group);
    sharded.push([byId.get(result.id)!.url, result.score]);
  }
  return sharded;
}

test('every query of the table ranks as the model computed from the records: same results, same scores, same order; and finds what the single-file engine finds', async () => {
  const { index } = open();
  let sameTop = 0;
  for (const text of QUERIES) {
    const sharded = await shardedRanking(index, text);
    assertSameRanking(sharded, reference.rank(text), text);
    // The records the single-file engine (MiniSearch) finds, but for a known word's near spellings, which
    // it adds and the sharded index leaves out: the same when every word is one the site lacks.
    const found = sharded.map(([url]) => url).sort();
    const singles = singleRanking(text).map(([url]) => url).sort();
    assert.ok(found.every((url) => singles.includes(url)), `${text}: results the single-file engine finds`);
    const a = query(single, { query: text, hitsPerPage: 10, attributesToSnippet: ['content:10'] });
    const b = await index.query({ query: text, hitsPerPage: 10, attributesToSnippet: ['content:10'] });
    if (text.split(/\s+/).every((word) => !written.manifest.terms.includes(word))) {
      assert.deepEqual(found, singles, `${text}: same results as the single-file engine`);
      assert.equal(b.nbHits, a.nbHits, text);
    } else assert.ok(b.nbHits <= a.nbHits, text);
    if (!a.hits.length || b.hits[0].url === a.hits[0].url) sameTop++;
  }
  // And mostly the same best hit: the scores depart from MiniSearch's where the model says (a joined
  // name's length, a completion or typo scored with the typed word's idf), which moves some ties and
  // near-ties of multi-word queries (4 of these 16).
  assert.ok(sameTop >= QUERIES.length * 0.75, `${sameTop} of ${QUERIES.length} queries have the single-file engine's top hit`);
});

test('hits keep the record shape, highlights and snippets of the single-file engine', async () => {
  const { index } = open();
  const request = { query: 'provenance', hitsPerPage: 5, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
  const a = query(single, request);
  const b = await index.query(request);
  const byUrl = new Map(a.hits.map((hit) => [hit.url, hit]));
  for (const hit of b.hits) {
    const same = byUrl.get(hit.url);
    if (!same) continue;
    assert.deepEqual(hit.hierarchy, same.hierarchy);
    assert.equal(hit.content, same.content);
    assert.deepEqual(hit._snippetResult, same._snippetResult);
    assert.deepEqual(hit._highlightResult, same._highlightResult);
    // The hit is the record its id names.
    assert.equal(byId.get(Number(hit.objectID.slice('local-'.length)))!.url, hit.url);
  }
  assert.equal(new Set(b.hits.map((hit) => hit.objectID)).size, b.hits.length, 'object ids are distinct');
  assert.ok(b.hits.some((hit) => byUrl.has(hit.url)));
  assert.match(JSON.stringify(b.hits[0]._highlightResult), /<mark>provenance<\/mark>/i);
});

function shardFileOf(manifest: ShardedManifest, term: string): string {
  const position = manifest.terms.indexOf(term);
  assert.ok(position >= 0, `${term} is indexed`);
  let shard = 0;
  while (shard + 1 < manifest.shardStarts.length && manifest.shardStarts[shard + 1] <= position) shard++;
  return shardPaths(manifest)[shard];
}

test('a first query fetches only the shards of the terms its words match and the chunks of the hits shown; a repeat fetches nothing', async () => {
  const { index, fetched } = open();
  const manifest = written.manifest;
  const text = 'aggregation';
  const response = await index.query({ query: text, hitsPerPage: 20 });
  assert.ok(response.hits.length > 0);
  // The last word is a prefix; a word the site has takes no typos (one it lacked would take two at 10 letters).
  assert.ok(manifest.terms.includes(text));
  const matched = manifest.terms.filter((term) => term.startsWith(text));
  const expectedShards = new Set(matched.map((term) => shardFileOf(manifest, term)));
  const expectedChunks = new Set(response.hits.map((hit) => manifest.chunkFile.replace('{n}', String(Math.floor(Number(hit.objectID.slice('local-'.length)) / manifest.chunkSize)))));
  assert.deepEqual(new Set(fetched), new Set([...expectedShards, ...expectedChunks]));
  assert.equal(fetched.length, expectedShards.size + expectedChunks.size, 'each file once');
  assert.ok(expectedShards.size < manifest.shardStarts.length / 2, 'a small part of the postings');
  const bytes = fetched.reduce((sum, path) => sum + written.files.find((file) => file.path === path)!.contents.length, 0);
  const all = written.files.reduce((sum, file) => sum + file.contents.length, 0);
  assert.ok(bytes < all / 4, `${bytes} of ${all} characters`);
  fetched.length = 0;
  await index.query({ query: text, hitsPerPage: 20 });
  assert.deepEqual(fetched, [], 'shards and chunks are cached');
});

test('typo tolerance works across shards: a misspelt first letter finds the word in its own shard', async () => {
  const { index, fetched } = open();
  const manifest = written.manifest;
  // "tatalog" would sort among the t-words; "datalog" lives in another shard.
  assert.notEqual(shardFileOf(manifest, 'datalog'), shardPaths(manifest)[manifest.shardStarts.length - 1]);
  const response = await index.query({ query: 'tatalog', hitsPerPage: 20 });
  assert.ok(response.hits.length > 0, 'hits for the misspelling');
  assert.ok(response.hits.every((hit) => /datalog/i.test(JSON.stringify([hit.hierarchy, hit.content]))), 'every hit has "datalog"');
  assert.ok(fetched.includes(shardFileOf(manifest, 'datalog')));
  // Two letters swapped in each long known word: found, and ranked as the model ranks it.
  for (const word of KNOWN_WORDS.filter((known) => known.length >= 8)) {
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    const sharded = await shardedRanking(index, typo);
    assert.ok(sharded.length > 0, `${typo} finds ${word}`);
    assertSameRanking(sharded, reference.rank(typo), typo);
  }
});

test('every index file carries one name from its inputs (postings shards, document chunks), lives under assets/search/, and the writer is deterministic', async () => {
  const name = recordsName(records);
  for (const kind of ['t', 'd']) {
    const set = written.files.filter((file) => file.path.startsWith(`assets/search/${kind}`));
    assert.ok(set.length > 0);
    set.forEach((file, number) => assert.equal(file.path, `assets/search/${kind}${number}.${name}.json`));
  }
  // A page starts a chunk and takes a power of two of chunk slots: its chunks are files, the slots it leaves empty are not.
  const perPage = new Map<string, number>();
  for (const record of records) perPage.set(record.url_without_anchor, (perPage.get(record.url_without_anchor) ?? 0) + 1);
  const size = written.manifest.chunkSize;
  const chunkFiles: string[] = [];
  let slot = 0;
  for (const count of perPage.values()) {
    for (let local = 0; local < Math.ceil(count / size); local++) chunkFiles.push(written.manifest.chunkFile.replace('{n}', String(slot + local)));
    slot += slotsOf(count, size);
  }
  assert.equal(written.manifest.chunks, slot);
  assert.deepEqual(written.files.map((file) => file.path).sort(), [...shardPaths(written.manifest), ...chunkFiles].sort());
  assert.ok(chunkFiles.length > Math.ceil(records.length / size), 'more chunks than records need: pages do not share one');
  const again = await createShardedIndex(records);
  assert.deepEqual(again.manifest, written.manifest);
  assert.deepEqual(again.files, written.files);
  // A changed record changes the name of every file, so no cached file is ever stale.
  const changed = await createShardedIndex(records.map((record, n) => (n === 5 ? { ...record, content: `${record.content ?? ''} changed` } : record)));
  assert.notEqual(changed.manifest.chunkFile, written.manifest.chunkFile);
  assert.notEqual(changed.manifest.shardFile, written.manifest.shardFile);
  // A name given (the build's search key) is the one every file carries (a few pages' records are files enough).
  const named = await createShardedIndex(records.slice(0, 300), { name: 'abc123' });
  assert.ok(named.files.length > 2 && named.files.every((file) => /\.abc123\.json$/.test(file.path)));
});

test('records streamed in batches of any size (a page at a time in the build) make the same files as all at once', async () => {
  const name = recordsName(records);
  for (const sizes of [[1], [7, 64, 3], [63, 65], [500]]) {
    const files: { path: string; contents: string }[] = [];
    const writer = new ShardedIndexWriter(async (path, contents) => { files.push({ path, contents }); }, name);
    let start = 0;
    for (let n = 0; start < records.length; n++) {
      const size = sizes[n % sizes.length];
      await writer.add(records.slice(start, start + size));
      start += size;
    }
    const manifest = await writer.finish();
    assert.deepEqual(manifest, written.manifest, `batches of ${sizes.join(', ')}`);
    assert.deepEqual(files.sort((a, b) => a.path.localeCompare(b.path)), [...written.files].sort((a, b) => a.path.localeCompare(b.path)), `batches of ${sizes.join(', ')}`);
  }
});

test('pages prepared elsewhere (a fragment and chunk files, as a page\'s thread makes them) make the same index as their records', async () => {
  const pages: SearchRecord[][] = [];
  for (const [n, record] of records.entries()) {
    if (n === 0 || record.url_without_anchor !== records[n - 1].url_without_anchor) pages.push([]);
    pages[pages.length - 1].push(record);
  }
  const files: { path: string; contents: string }[] = [];
  const writer = new ShardedIndexWriter(async (path, contents) => { files.push({ path, contents }); }, recordsName(records));
  for (const [n, page] of pages.entries()) {
    // Every third page comes as records (the build's generated index pages do), split over two batches.
    if (n % 3 === 2) {
      await writer.add(page.slice(0, 3));
      await writer.add(page.slice(3));
      continue;
    }
    const chunks = pageChunks(page);
    // Through the file the cache keeps it in.
    const fragment = decodeFragment(encodeFragment(pageFragment(page))) as PageFragment;
    assert.notEqual(typeof fragment, 'string', String(fragment));
    await writer.addPage({ key: String(n), records: page.length, fragment: () => fragment, place: async (path, local) => { files.push({ path, contents: chunks[local] }); } });
  }
  const manifest = await writer.finish();
  assert.deepEqual(manifest, written.manifest);
  const sorted = (list: { path: string }[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));
  assert.deepEqual(sorted(files), sorted(written.files));
});

test('pages merged while they are built (in any order, merged in route order; a cold build\'s) make the same index as the writer merging them all', async () => {
  const pages: SearchRecord[][] = [];
  for (const [n, record] of records.entries()) {
    if (n === 0 || record.url_without_anchor !== records[n - 1].url_without_anchor) pages.push([]);
    pages[pages.length - 1].push(record);
  }
  const sorted = (list: { path: string }[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));
  // Every page merged early; then only those before a page that cannot be (the writer merges the rest).
  for (const stopAt of [pages.length, Math.floor(pages.length / 3)]) {
    const early = new RouteOrderMerge();
    // Threads finish out of turn: pages come in a shuffled order (a fixed one), an empty page among them.
    const order = [...pages.keys()].sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101) || a - b);
    for (const n of order) early.ready(n, () => (n === stopAt ? undefined : { key: String(n), records: pages[n].length, fragment: () => pageFragment(pages[n]) }));
    early.ready(pages.length, () => ({ key: 'empty', records: 0, fragment: () => pageFragment([]) }));
    const merged = early.take();
    assert.equal(merged?.keys.length, Math.min(stopAt, pages.length));
    const files: { path: string; contents: string }[] = [];
    let read = 0;
    const writer = new ShardedIndexWriter(async (path, contents) => { files.push({ path, contents }); }, recordsName(records), { merged });
    for (const [n, page] of pages.entries()) {
      const chunks = pageChunks(page);
      await writer.addPage({ key: String(n), records: page.length, fragment: () => (read++, pageFragment(page)), place: async (path, local) => { files.push({ path, contents: chunks[local] }); } });
    }
    assert.deepEqual(await writer.finish(), written.manifest, `merged early up to page ${stopAt}`);
    assert.deepEqual(sorted(files), sorted(written.files));
    // A page merged early is never read again.
    assert.equal(read, pages.length - Math.min(stopAt, pages.length));
  }
  // A writer given other pages than the ones merged says so rather than write a wrong index.
  const early = new RouteOrderMerge();
  early.ready(0, () => ({ key: 'a', records: pages[0].length, fragment: () => pageFragment(pages[0]) }));
  const writer = new ShardedIndexWriter(async () => {}, 'x', { merged: early.take() });
  await assert.rejects(writer.addPage({ key: 'b', records: pages[0].length, fragment: () => pageFragment(pages[0]), place: async () => {} }), /merged as another page/);
});

test('a term\'s postings, held as bytes while pages merge, decode to the ids and frequencies pushed, whatever their size', () => {
  const list = new TermPostings();
  const ids = [0, 1, 2, 127, 128, 16_383, 16_384, 2 ** 27, 2 ** 31 - 1];
  const freqs = [0x01000000, 0xffffffff, 1, 0xff00ff00, 0x00ff0000, 0x0000ff01, 0x7f7f7f7f, 0x80808080, 2];
  for (const [n, id] of ids.entries()) list.push(id, freqs[n]);
  const decoded = list.decode();
  assert.deepEqual([...decoded.ids], ids);
  assert.deepEqual([...decoded.freqs], freqs);
});

test('a page\'s fragment is a function of its records alone: the thread\'s term table (kept from page to page, forgotten when full) changes no byte', () => {
  const pages: SearchRecord[][] = [];
  for (const [n, record] of records.entries()) {
    if (n === 0 || record.url_without_anchor !== records[n - 1].url_without_anchor) pages.push([]);
    pages[pages.length - 1].push(record);
  }
  assert.ok(pages.length >= 20, `${pages.length} pages`);
  const bytes = (fragment: PageFragment) => Buffer.from(encodeFragment(fragment)).toString('base64');
  // Each page alone, with a table that has met nothing.
  const alone = pages.map((page) => bytes(pageFragment(page, new TermTable())));
  // The pages in order, then backwards, through one table that keeps everything; and through one
  // forgotten every few pages (a limit of 50 tokens is passed by every page).
  for (const table of [new TermTable(), new TermTable(50)]) {
    for (const [n, page] of pages.entries()) assert.equal(bytes(pageFragment(page, table)), alone[n], `page ${n} in order`);
    for (let n = pages.length - 1; n >= 0; n--) assert.equal(bytes(pageFragment(pages[n], table)), alone[n], `page ${n} backwards`);
  }
});

test('records given whole (dev\'s path) build at any count: 200,000 in one batch', async () => {
  // Beyond about 150,000 items a spread (push(...batch)) overflows the stack; page-sized
  // batches make the same files as one batch (the test above), so one build is enough here.
  // The count is what is tested, not the text: each record keeps a few words of its content
  // (indexing the whole of each took most of this file's CPU).
  const many: SearchRecord[] = Array.from({ length: 200_000 }, (_, n) => ({
    ...records[n % records.length],
    content: records[n % records.length].content?.split(' ', 3).join(' ') ?? null,
    url: `/p${Math.floor(n / 50)}#s${n % 50}`,
    url_without_anchor: `/p${Math.floor(n / 50)}`,
    anchor: `s${n % 50}`,
  }));
  const config = parseConfig({ ...MINIMAL_CONFIG, chat: { enabled: false } });
  const whole = await buildSearch({ config, records: many, embeddings: false });
  const manifest = JSON.parse(String(whole.files.find((file) => file.path === 'search-index.json')!.contents)) as ShardedManifest;
  assert.equal(manifest.records, many.length);
  // Pages of 50 records: a chunk (and a slot) each.
  assert.equal(manifest.chunks, many.length / 50);
  assert.equal(whole.files.filter((file) => file.path.startsWith('assets/search/d')).length, manifest.chunks);
  assert.equal(JSON.parse(String(whole.files.find((file) => file.path === 'search-records.json')!.contents)).records, many.length);
});

test('a frequent term keeps its best postings only: the cap bounds what a query fetches and keeps its top hits', async () => {
  const capped = await createShardedIndex(records, { maxPostings: 40 });
  const { index } = open(capped);
  for (const text of ['datalog', 'graph', 'provenance']) {
    const full = reference.rank(text);
    const top = await shardedRanking(index, text);
    assert.ok(top.length <= 40 * 3 && top.length < full.length, `${text}: ${top.length} of ${full.length}`);
    const best = normal(full).slice(0, 5).map(([, score]) => score);
    normal(top).slice(0, 5).forEach(([, score], n) => assert.ok(Math.abs(score - best[n]) <= 1e-5 * score, `${text}: the best scores stay (${score} vs ${best[n]})`));
  }
});

test('a short prefix that names many frequent terms loads the most frequent ones only (the expansion budget)', async () => {
  const text = 'ex';
  const { index } = open();
  const manifest = written.manifest;
  const results = await index.rank(text);
  const used = new Set(results.flatMap((result) => result.terms));
  const candidates = manifest.terms.filter((term) => term.startsWith(text) && term !== text);
  const count = (term: string) => manifest.counts[manifest.terms.indexOf(term)];
  const kept = candidates.filter((term) => used.has(term));
  const dropped = candidates.filter((term) => !used.has(term));
  assert.ok(dropped.length > 0 && kept.length > 0, `${kept.length} kept, ${dropped.length} dropped`);
  assert.ok(kept.reduce((sum, term) => sum + Math.min(MAX_POSTINGS, count(term)), 0) <= EXPANSION_BUDGET, 'within the budget');
  assert.ok(Math.max(...dropped.map(count)) <= Math.min(...kept.map(count)), 'the most frequent terms are the ones kept');
  // Every result is one the single-file engine finds too.
  const full = new Map(singleRanking(text));
  for (const result of results) assert.ok(full.has(byId.get(result.id)!.url));
});


/** Where the format puts a term the manifest may not list: the shard of the last listed term at or before it. */
function shardOfTerm(manifest: ShardedManifest, term: string): number {
  let listed = -1;
  for (const [position, candidate] of manifest.terms.entries()) if (candidate <= term) listed = position;
  let shard = 0;
  while (listed >= 0 && shard + 1 < manifest.shardStarts.length && manifest.shardStarts[shard + 1] <= listed) shard++;
  return shard;
}

test('a vocabulary over the manifest\'s budget lists its most frequent terms and each shard\'s first; the others are found in their shards, exactly, by prefix and by typo within their shard', async () => {
  const whole = written.manifest;
  const chars = whole.terms.reduce((sum, term, position) => sum + term.length + 4 + String(whole.counts[position]).length, 0);
  assert.equal(whole.dictionary, undefined, 'under the default budget the whole dictionary is listed');
  const files = await createShardedIndex(records, { headChars: Math.round(chars / 3) });
  const manifest = files.manifest;
  assert.equal(manifest.dictionary, 'head');
  assert.ok(JSON.stringify(manifest).length < JSON.stringify(whole).length / 2, `manifest ${JSON.stringify(manifest).length} of ${JSON.stringify(whole).length} characters`);
  // The shards are the same files: only the manifest lists less.
  assert.deepEqual(files.files.map((file) => file.contents), written.files.map((file) => file.contents));
  const listed = new Set(manifest.terms);
  const unlisted = whole.terms.filter((term) => !listed.has(term));
  assert.ok(unlisted.length > whole.terms.length / 2, `${unlisted.length} of ${whole.terms.length} terms left to the shards`);
  const countOf = (term: string) => whole.counts[whole.terms.indexOf(term)];
  // Each shard's first term is listed, so any term's shard is known; the rest are the most frequent.
  for (const start of written.manifest.shardStarts) assert.ok(listed.has(whole.terms[start]), `${whole.terms[start]} starts a shard`);
  const starts = new Set(written.manifest.shardStarts.map((start) => whole.terms[start]));
  const frequent = manifest.terms.filter((term) => !starts.has(term));
  assert.ok(Math.min(...frequent.map(countOf)) >= Math.max(...unlisted.filter((term) => !starts.has(term)).map(countOf)), 'the most frequent terms are the ones listed');

  const { index, fetched } = open(files);
  // The model, with what the browser can reach: a listed term, or by prefix a term in the (at most
  // PREFIX_SHARDS) shards a prefix spans, or by typo a term in the word's own shard.
  const model = referenceRanking(records, MAX_POSTINGS, (word, term, how) =>
    listed.has(term) || (how === 'fuzzy' ? shardOfTerm(manifest, term) === shardOfTerm(manifest, word) : shardOfTerm(manifest, `${word}\uffff`) - shardOfTerm(manifest, word) < PREFIX_SHARDS));
  const sample = unlisted.filter((term, n) => n % 5 === 0 && term.length >= 5 && /^[a-z]+$/.test(term));
  assert.ok(sample.length >= 20, `${sample.length} unlisted words to ask for`);
  // One letter changed near the end: a typo within one edit, which keeps the word's place in the sorted order.
  const typo = (word: string) => `${word.slice(0, -1)}${word.at(-1) === 'a' ? 'e' : 'a'}`;
  const queries = [...QUERIES, ...sample.flatMap((term) => [term, term.slice(0, 4), typo(term), `datalog ${term}`])];
  for (const text of queries) assertSameRanking(await shardedRanking(index, text), model.rank(text), `head dictionary: ${text}`);
  // An unlisted word is found whole, by its start and mistyped (in its own shard), from its shard.
  let typos = 0;
  let started = 0;
  for (const term of sample) {
    assert.ok((await index.rank(term)).some((result) => result.terms.includes(term)), `${term} is found`);
    // Typed but for its last letter, where the completions lie within the shards a prefix may span.
    const start = term.slice(0, -1);
    if (shardOfTerm(manifest, `${start}\uffff`) - shardOfTerm(manifest, start) < PREFIX_SHARDS) {
      assert.ok((await index.rank(start)).some((result) => result.terms.includes(term)), `${start} finds ${term}`);
      started++;
    }
    if (shardOfTerm(manifest, typo(term)) !== shardOfTerm(manifest, term) || whole.terms.includes(typo(term))) continue;
    assert.ok((await index.rank(typo(term))).some((result) => result.terms.includes(term)), `${typo(term)} finds ${term}`);
    typos++;
  }
  assert.ok(typos >= sample.length / 2 && started >= sample.length / 2, `${typos} typos and ${started} starts checked`);
  // Looking an unlisted word up costs its shard only.
  const { index: fresh, fetched: loaded } = open(files);
  const word = sample[0];
  await fresh.rank(word);
  assert.deepEqual(loaded, [shardPaths(manifest)[shardOfTerm(manifest, word)]]);
  assert.ok(fetched.length > 0);
});


// An h3 right under the page's h1 (no h2 between: the classic template's feature titles, Markdown
// going `#` then `###`) has lvl2 null. The record's path stopped at the gap, so the heading was
// indexed with no name: "Grape" found nothing (a helper's repro on a Japanese site's home page).
test('a heading below a level the page skips is found, by both engines, with its hierarchy as recorded', async () => {
  const base = { url_without_anchor: '/docs/fruit', language: 'en', docusaurus_tag: 'docs-default-current', code: false, weight: { pageRank: 0, level: 0, position: 0 } };
  const skipped: SearchRecord[] = [
    { ...base, objectID: 'a', type: 'lvl1', url: '/docs/fruit', anchor: null, content: null, hierarchy: { lvl0: 'Docs', lvl1: 'Fruit', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } },
    { ...base, objectID: 'b', type: 'lvl3', url: '/docs/fruit#grape', anchor: 'grape', content: null, hierarchy: { lvl0: 'Docs', lvl1: 'Fruit', lvl2: null, lvl3: 'Grape', lvl4: null, lvl5: null, lvl6: null } },
    { ...base, objectID: 'c', type: 'content', url: '/docs/fruit#grape', anchor: 'grape', content: 'Sweet and small.', hierarchy: { lvl0: 'Docs', lvl1: 'Fruit', lvl2: null, lvl3: 'Grape', lvl4: null, lvl5: null, lvl6: null } },
  ];
  const request = { query: 'grape', hitsPerPage: 5 };
  const fromFile = query(loadIndexFile(createIndexFile(skipped)), request);
  const files = await createShardedIndex(skipped);
  const fromShards = await open(files).index.query(request);
  for (const result of [fromFile, fromShards]) {
    assert.equal(result.hits[0]?.url, '/docs/fruit#grape', JSON.stringify(result.hits));
    assert.deepEqual(result.hits[0].hierarchy, skipped[1].hierarchy);
  }
});
