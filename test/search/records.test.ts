// Search records extracted from the rendered pages of the `search` fixture:
// one per heading and per text block, with the right hierarchy, anchors and
// types; what the build writes for each backend; and secrets kept out of out/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { shardPaths, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { buildInto, builtSearchFixture, configWith, fixtureCopy, pxdocs, removeTempDirs, serve, tempDir } from './helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';

let out: string;
let records: SearchRecord[];

before(async () => {
  out = await builtSearchFixture();
  records = readRecordsFile<SearchRecord>(join(out, 'search-records.json'));
});

after(removeTempDirs);

const find = (predicate: (record: SearchRecord) => boolean) => {
  const found = records.find(predicate);
  assert.ok(found, 'record exists');
  return found;
};

test('every record has the DocSearch shape with language and docs tag', () => {
  assert.ok(records.length > 20);
  for (const record of records) {
    assert.match(record.type, /^(lvl[1-6]|content)$/);
    assert.equal(record.language, 'en');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
    assert.ok(record.hierarchy.lvl0 && record.hierarchy.lvl1, 'lvl0 and lvl1 are always set');
    assert.ok(record.url.startsWith('/'), 'urls are absolute paths');
    assert.equal(record.url, record.anchor ? `${record.url_without_anchor}#${record.anchor}` : record.url_without_anchor);
    assert.equal(typeof record.weight.position, 'number');
    assert.match(record.objectID, /^[0-9a-f]{16}(-\d+)?$/);
    // Levels below the record's own are empty.
    const depth = record.type === 'content' ? 6 : Number(record.type.slice(3));
    for (let level = depth + 1; level <= 6; level++) assert.equal(record.hierarchy[`lvl${level}` as 'lvl2'], null);
  }
  assert.equal(new Set(records.map((record) => record.objectID)).size, records.length, 'object ids are unique');
});

test('one record per heading, with the hierarchy above it and the heading’s anchor', () => {
  const title = find((record) => record.type === 'lvl1' && record.url === '/guide/rules/basics');
  assert.deepEqual(title.hierarchy, { lvl0: 'Writing Rules', lvl1: 'Rule Basics', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  assert.equal(title.content, null);
  assert.equal(title.weight.level, 90);

  const h2 = find((record) => record.type === 'lvl2' && record.hierarchy.lvl2 === 'Heads and bodies');
  assert.equal(h2.url, '/guide/rules/basics#heads-and-bodies');
  assert.equal(h2.weight.level, 80);

  const h3 = find((record) => record.type === 'lvl3');
  assert.equal(h3.hierarchy.lvl3, 'Operators table', 'the explicit {#id} is not part of the text');
  assert.equal(h3.url, '/guide/rules/basics#ops');

  const h6 = find((record) => record.type === 'lvl6');
  assert.deepEqual(h6.hierarchy, { lvl0: 'Writing Rules', lvl1: 'Rule Basics', lvl2: 'Heads and bodies', lvl3: 'Operators table', lvl4: 'Level four heading', lvl5: 'Level five heading', lvl6: 'Level six heading' });
  assert.equal(h6.url, '/guide/rules/basics#level-six-heading');

  // A new h2 clears the deeper levels.
  const next = find((record) => record.type === 'lvl2' && record.hierarchy.lvl2 === 'Markup-looking text');
  assert.equal(next.hierarchy.lvl3, null);
  assert.ok(title.weight.level > h2.weight.level && h2.weight.level > 0, 'titles weigh more than headings, headings more than text');
});

test('one content record per paragraph, list item and table row, under the nearest heading', () => {
  const intro = find((record) => record.content === 'A rule derives new facts from old ones.');
  assert.equal(intro.type, 'content');
  assert.equal(intro.url, '/guide/rules/basics', 'text before any heading links to the page');
  assert.equal(intro.weight.level, 0);
  assert.equal(find((record) => record.content === 'First item with inline code').url, '/guide/rules/basics#heads-and-bodies');
  assert.ok(records.some((record) => record.content === 'Second item'));
  assert.ok(records.some((record) => record.content === 'Nested item'), 'a nested list item is its own record');
  const row = find((record) => record.content === 'msum · monotonic sum');
  assert.equal(row.url, '/guide/rules/basics#ops');
  assert.equal(row.hierarchy.lvl3, 'Operators table');
  assert.ok(records.some((record) => record.content === '>= · greater or equal'), 'each table row is a record, its cells in order');
  assert.ok(!records.some((record) => record.content === 'monotonic sum' || record.content === 'msum'), 'not each cell');
  assert.ok(!records.some((record) => /Operator|Meaning/.test(record.content ?? '')), 'column headers are not');
  assert.ok(records.some((record) => record.content === 'Keep rules small.'), 'admonition text, without its label');
  assert.ok(!records.some((record) => record.content === 'Tip'));
  assert.ok(records.some((record) => record.content === 'More about heads') && records.some((record) => record.content === 'A head may hold several atoms.'));
});

test('code blocks are records flagged as code, without their title', () => {
  const code = find((record) => record.code);
  assert.equal(code.content, 'path(X, Y) :- edge(X, Y).');
  assert.equal(code.type, 'content');
  assert.ok(!records.some((record) => record.content?.includes('rule.vada')));
  assert.ok(records.filter((record) => !record.code).every((record) => !record.content?.includes(':-')));
});

test('text that looks like markup is kept as text', () => {
  const record = find((candidate) => Boolean(candidate.content?.startsWith('Beware of')));
  assert.equal(record.content, 'Beware of <img src=x onerror="alert(1)"> and <script>alert(2)</script> in text.');
});

test('tab panels are all indexed, tab labels are not; hidden titles still get a title record', () => {
  assert.ok(records.some((record) => record.content === 'Install with pip.' && record.url === '/api#install'));
  assert.ok(records.some((record) => record.content === 'Install with npm.' && record.url === '/api#install'));
  assert.ok(!records.some((record) => record.content === 'Python' || record.content === 'JavaScript'));
  const quiet = find((record) => record.type === 'lvl1' && record.url === '/guide/quiet');
  assert.equal(quiet.hierarchy.lvl1, 'Quiet title');
});

test('lvl0 is the top sidebar category, or the area’s navbar label; unlisted pages are left out; generated indexes are in', () => {
  assert.equal(find((record) => record.url === '/guide').hierarchy.lvl0, 'Guide');
  assert.equal(find((record) => record.url === '/api').hierarchy.lvl0, 'API');
  assert.equal(find((record) => record.url === '/api/more/errors').hierarchy.lvl0, 'More API');
  assert.ok(!records.some((record) => record.url.includes('secret') || record.content?.includes('zebracorn')));
  const generated = records.filter((record) => record.url === '/api/more');
  assert.deepEqual(generated.map((record) => record.content), [null, 'Everything else in the API.', 'Errors What can go wrong.']);
  assert.ok(!records.some((record) => record.url === '/' || record.url === '/search'), 'only doc pages');
});

test('each page\'s records are a part of their own, the file its thread kept (a hard link: not written twice)', async () => {
  const manifest = JSON.parse(await readFile(join(out, 'search-records.json'), 'utf8')) as { records: number; parts: { path: string; records: number }[] };
  const pages = new Set(records.map((record) => record.url_without_anchor));
  assert.equal(manifest.parts.length, pages.size, 'one part a page');
  const written: string[] = [];
  for (const part of manifest.parts) {
    const file = join(out, part.path);
    const inPart = readRecordsFile<SearchRecord>(file);
    assert.equal(inPart.length, part.records);
    const [page, ...others] = new Set(inPart.map((record) => record.url_without_anchor));
    assert.equal(others.length, 0, `${part.path} holds one page`);
    if (statSync(file).nlink < 2) written.push(page);
  }
  // The generated index page's records are made on the main thread, and kept as a file beside its cache entry
  // (compiler/other-pages.ts): its part is that file, linked, as every doc page's is.
  assert.ok(pages.has('/api/more'), 'the fixture has a listed generated index page');
  assert.deepEqual(written, [], 'every part is the page\'s own file, linked');
});

test('object ids are stable from build to build', async () => {
  const again = readRecordsFile<SearchRecord>(join(await buildInto(await fixtureCopy()), 'search-records.json'));
  assert.deepEqual(again.map((record) => record.objectID), records.map((record) => record.objectID));
});

test('without hosted settings the build writes the embedded index and tells the pages where it is', async () => {
  const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as ShardedManifest;
  assert.equal(manifest.format, 'pxdocs-search-sharded@4');
  assert.equal(manifest.records, records.length);
  // Every shard file the manifest names was written, hashed, with both compressed siblings;
  // each page's records start a chunk, and a page takes a power of two of chunk slots.
  const perPage = new Map<string, number>();
  for (const record of records) perPage.set(record.url_without_anchor, (perPage.get(record.url_without_anchor) ?? 0) + 1);
  const chunkNames: string[] = [];
  let slot = 0;
  for (const count of perPage.values()) {
    const chunks = Math.ceil(count / manifest.chunkSize);
    for (let local = 0; local < chunks; local++) chunkNames.push(manifest.chunkFile.replace('{n}', String(slot + local)));
    slot += chunks <= 1 ? chunks : 2 ** Math.ceil(Math.log2(chunks));
  }
  assert.equal(manifest.chunks, slot);
  const names = [...shardPaths(manifest), ...chunkNames];
  assert.ok(manifest.shardStarts.length >= 1);
  for (const name of names) {
    assert.match(name, /^assets\/search\/[td]\d+\.[A-Za-z0-9_-]{12}\.json$/);
    assert.ok(existsSync(join(out, name)), `${name} is in out/`);
    // No compressed copies: serve compresses the few a query fetches (precompress.ts, `compressible`).
    for (const suffix of ['.br', '.gz']) assert.ok(!existsSync(join(out, name + suffix)), `${name}${suffix} is not in out/`);
  }
  const written = await readdir(join(out, 'assets', 'search'));
  assert.equal(written.filter((name) => name.endsWith('.json')).length, names.length, 'nothing but the named shards');
  const page = await readFile(join(out, 'guide.html'), 'utf8');
  const meta = /<meta name="pxdocs:search" content="([^"]+)"/.exec(page);
  assert.ok(meta, 'the search settings are in the page');
  assert.deepEqual(JSON.parse(meta[1].replace(/&quot;/g, '"')), { backend: 'embedded', indexUrl: '/search-index.json' });
  assert.match(page, /<script type="module" src="\/assets\/search-[A-Z0-9]+\.js">/, 'the launcher is on every page');
  assert.doesNotMatch(page, /search-page-[A-Z0-9]+\.js/, 'the /search page island is not');
});

test('with hosted settings the pages get the public values only, and no admin key reaches out/', async () => {
  const adminKey = 'ADMIN-SECRET-0123456789';
  const dir = await fixtureCopy(configWith({ algolia: { appId: 'APPID1', indexName: 'fixture_docs' } }));
  const hosted = await buildInto(dir, { PXDOCS_ALGOLIA_SEARCH_KEY: 'public-search-key', PXDOCS_ALGOLIA_ADMIN_KEY: adminKey });
  assert.ok(!existsSync(join(hosted, 'search-index.json')) && !existsSync(join(hosted, 'assets', 'search')), 'no embedded index');
  assert.ok(existsSync(join(hosted, 'search-records.json')), 'records for push and chat');
  const page = await readFile(join(hosted, 'guide.html'), 'utf8');
  const meta = /<meta name="pxdocs:search" content="([^"]+)"/.exec(page);
  assert.deepEqual(JSON.parse(meta![1].replace(/&quot;/g, '"')), { backend: 'algolia', appId: 'APPID1', apiKey: 'public-search-key', indexName: 'fixture_docs' });
  const walk = async (folder: string): Promise<string[]> => (await Promise.all((await readdir(folder, { withFileTypes: true })).map((entry) => (entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)])))).flat();
  for (const file of await walk(hosted)) {
    const bytes = await readFile(file);
    assert.ok(!bytes.includes(adminKey), `${file} does not hold the admin key`);
  }
});

test('an admin key in the config file is refused without echoing it; partial settings are an error', async () => {
  const secret = 'ADMIN-IN-CONFIG-987';
  const run = await pxdocs(['build', '--cwd', await fixtureCopy(configWith({ algolia: { appId: 'A', apiKey: 'k', indexName: 'i', adminKey: secret } })), '--out', join(await tempDir(), 'out')]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /search\.algolia\.adminKey: must not be set: the admin key is read from the PXDOCS_ALGOLIA_ADMIN_KEY environment variable only/);
  assert.ok(!run.stderr.includes(secret) && !run.stdout.includes(secret));

  const partial = await pxdocs(['build', '--cwd', await fixtureCopy(configWith({ algolia: { appId: 'A' } })), '--out', join(await tempDir(), 'out')]);
  assert.equal(partial.code, 1);
  assert.match(partial.stderr, /Incomplete hosted search settings/);
  assert.match(partial.stderr, /apiKey \(search\.algolia\.apiKey or PXDOCS_ALGOLIA_SEARCH_KEY\), indexName/);

  const same = await pxdocs(['build', '--cwd', await fixtureCopy(configWith({ algolia: { appId: 'A', indexName: 'i' } })), '--out', join(await tempDir(), 'out')], { PXDOCS_ALGOLIA_SEARCH_KEY: 'same', PXDOCS_ALGOLIA_ADMIN_KEY: 'same' });
  assert.equal(same.code, 1);
  assert.match(same.stderr, /Admin key used as the search key/);
});

test('the embedded index manifest of a small site is small', async () => {
  const bytes = gzipSync(await readFile(join(out, 'search-index.json'))).length;
  assert.ok(bytes < 2_000, `${bytes} bytes gzipped`);
});

test('serve sends the shard files compressed and immutable, and the manifest revalidated', async () => {
  const manifest = JSON.parse(await readFile(join(out, 'search-index.json'), 'utf8')) as ShardedManifest;
  const served = await serve(out);
  try {
    const index = await fetch(`${served.url}/search-index.json`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(index.status, 200);
    assert.doesNotMatch(String(index.headers.get('cache-control')), /immutable/);
    for (const path of [shardPaths(manifest)[0], manifest.chunkFile.replace('{n}', '0')]) {
      const response = await fetch(`${served.url}/${path}`, { headers: { 'Accept-Encoding': 'br' } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', path);
      assert.equal(response.headers.get('content-encoding'), 'br', path);
      const body = (await response.json()) as { postings?: unknown[]; docs?: unknown[] };
      assert.ok(Array.isArray(path.includes('/t') ? body.postings : body.docs), `${path} decodes to its shard`);
    }
  } finally {
    await served.close();
  }
});
