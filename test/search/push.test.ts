// `pxdocs search push` against a local stand-in for the hosted search service:
// the records go to a temporary index with the settings, then one move
// replaces the live index; a dry run writes nothing; missing or wrong
// credentials, quota errors and network failures exit 1 with a message that
// says which, and leave the live index as it was.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { buildInto, configWith, fakeService, fixtureCopy, pxdocs, removeTempDirs, type FakeService, type Recorded } from './helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';

const APP_ID = 'PUSHAPP';
const INDEX = 'fixture_docs';
const ADMIN = 'admin-key-for-tests';

interface Index { settings: Record<string, unknown>; objects: Map<string, Record<string, unknown>>; synonyms: string[] }

const indexes = new Map<string, Index>();
let failWith: ((request: Recorded) => [number, unknown] | undefined) | undefined;
let service: FakeService;
let site: string;
let out: string;
let records: SearchRecord[];
let task = 0;

function seed(): void {
  indexes.clear();
  indexes.set(INDEX, {
    settings: { searchableAttributes: ['content'], highlightPreTag: '<em>' },
    objects: new Map([['old-1', { objectID: 'old-1', content: 'old' }], ['old-2', { objectID: 'old-2', content: 'old too' }]]),
    synonyms: ['chase, provenance'],
  });
}

/** The parts of the service's REST API that a push uses. */
function algolia(request: Recorded): unknown {
  const failure = failWith?.(request);
  if (failure) return failure;
  if (request.headers['x-algolia-api-key'] !== ADMIN || request.headers['x-algolia-application-id'] !== APP_ID) {
    return [403, { message: 'Invalid Application-ID or API key', status: 403 }];
  }
  const match = /^\/1\/indexes\/([^/]+)(?:\/(.+))?$/.exec(request.path);
  if (!match) return [404, { message: 'Not found', status: 404 }];
  const name = decodeURIComponent(match[1]);
  const action = match[2] ?? '';
  const index = indexes.get(name);
  const done = { taskID: ++task, updatedAt: new Date().toISOString() };
  const body = (request.json ?? {}) as Record<string, unknown>;
  if (action.startsWith('task/')) return { status: 'published', pendingTask: false };
  if (action === 'settings' && request.method === 'GET') return index ? index.settings : [404, { message: 'Index does not exist', status: 404 }];
  if (action === 'settings' && request.method === 'PUT') {
    const target = index ?? { settings: {}, objects: new Map(), synonyms: [] };
    target.settings = body;
    indexes.set(name, target);
    return done;
  }
  if (action === 'browse') return { hits: index ? [...index.objects.values()].map((object) => ({ objectID: object.objectID })) : [], nbHits: index?.objects.size ?? 0, page: 0, nbPages: 1, hitsPerPage: 1000, query: '', params: '', processingTimeMS: 1 };
  if (action === 'batch') {
    const target = index ?? { settings: {}, objects: new Map(), synonyms: [] };
    const requests = body.requests as { action: string; body: Record<string, unknown> }[];
    for (const one of requests) target.objects.set(String(one.body.objectID), one.body);
    indexes.set(name, target);
    return { ...done, objectIDs: requests.map((one) => one.body.objectID) };
  }
  if (action === 'operation') {
    if (!index) return [404, { message: 'Index does not exist', status: 404 }];
    const destination = String(body.destination);
    if (body.operation === 'move') {
      indexes.set(destination, index);
      indexes.delete(name);
    } else {
      const target = indexes.get(destination) ?? { settings: {}, objects: new Map(), synonyms: [] };
      if ((body.scope as string[]).includes('synonyms')) target.synonyms = [...index.synonyms];
      indexes.set(destination, target);
    }
    return done;
  }
  if (action === '' && request.method === 'DELETE') {
    indexes.delete(name);
    return { taskID: ++task, deletedAt: new Date().toISOString() };
  }
  return [400, { message: `unexpected ${request.method} ${request.path}`, status: 400 }];
}

before(async () => {
  service = await fakeService(algolia);
  site = await fixtureCopy(configWith({ algolia: { appId: APP_ID, apiKey: 'search-only', indexName: INDEX, hosts: [service.url] } }));
  out = await buildInto(site);
  records = readRecordsFile<SearchRecord>(join(out, 'search-records.json'));
});

beforeEach(() => {
  seed();
  failWith = undefined;
  service.requests.length = 0;
});

after(async () => {
  await service?.close();
  await removeTempDirs();
});

const push = (args: string[] = [], env: Record<string, string | undefined> = { PXDOCS_ALGOLIA_ADMIN_KEY: ADMIN }) => pxdocs(['search', 'push', '--cwd', site, '--out', out, ...args], env);
const calls = () => service.requests.map((request) => `${request.method} ${decodeURIComponent(request.path)}`).filter((call) => !call.includes('/task/'));
const live = () => indexes.get(INDEX)!;

test('a push uploads to a temporary index with the settings, then moves it over the live index', async () => {
  const run = await push();
  assert.equal(run.code, 0, run.stderr);
  const sequence = calls();
  const temporary = /POST \/1\/indexes\/(fixture_docs_pxdocs_tmp_[a-z0-9]+)\/batch/.exec(sequence.join('\n'))?.[1];
  assert.ok(temporary, sequence.join('\n'));
  assert.deepEqual(sequence, [
    `GET /1/indexes/${INDEX}/settings`,
    `POST /1/indexes/${INDEX}/browse`,
    `POST /1/indexes/${INDEX}/operation`,
    `PUT /1/indexes/${temporary}/settings`,
    ...sequence.filter((call) => call === `POST /1/indexes/${temporary}/batch`),
    `POST /1/indexes/${temporary}/operation`,
  ]);
  // The live index is written only by the final move.
  const writes = service.requests.filter((request) => request.method !== 'GET' && decodeURIComponent(request.path).startsWith(`/1/indexes/${INDEX}/`) && !request.path.endsWith('/browse'));
  assert.deepEqual(writes.map((request) => request.json), [{ operation: 'copy', destination: temporary, scope: ['rules', 'synonyms'] }]);
  assert.deepEqual(service.requests.filter((request) => request.path.endsWith('/operation')).at(-1)!.json, { operation: 'move', destination: INDEX });

  const settings = service.requests.find((request) => request.method === 'PUT')!.json as Record<string, unknown>;
  assert.deepEqual(settings.attributesForFaceting, ['language', 'docusaurus_tag', 'type']);
  assert.deepEqual((settings.searchableAttributes as string[]).slice(-2), ['content', 'unordered(keywords)'], 'text, then the pages\' keywords, after every heading level');
  assert.ok((settings.searchableAttributes as string[]).includes('unordered(hierarchy.lvl1)'));
  assert.deepEqual(settings.customRanking, ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(code)', 'asc(weight.position)']);
  assert.equal(settings.highlightPreTag, '<mark>');
  assert.equal(settings.highlightPostTag, '</mark>');

  const batches = service.requests.filter((request) => request.path.endsWith('/batch'));
  const sent = batches.flatMap((request) => (request.json as { requests: { action: string; body: SearchRecord }[] }).requests);
  assert.ok(sent.every((one) => one.action === 'addObject'));
  assert.deepEqual(sent.map((one) => one.body.objectID).sort(), records.map((record) => record.objectID).sort());
  assert.deepEqual([...live().objects.keys()].sort(), records.map((record) => record.objectID).sort(), 'the live index holds exactly the new records');
  assert.deepEqual(live().synonyms, ['chase, provenance'], 'synonyms survive');
  assert.equal(live().settings.highlightPreTag, '<mark>');
  assert.equal(indexes.size, 1, 'no temporary index is left');
  for (const request of service.requests) assert.equal(request.query.get('x-algolia-api-key'), null, 'the admin key travels in a header, not the URL');
  assert.match(run.stderr, new RegExp(`Pushed\\. ${records.length} records → "${INDEX}": ${records.length} new, 2 removed, 0 unchanged`));
});

test('a second push of the same build reports every record unchanged', async () => {
  assert.equal((await push()).code, 0);
  service.requests.length = 0;
  const run = await push(['--dry-run']);
  assert.equal(run.code, 0);
  assert.match(run.stderr, new RegExp(`0 new, 0 removed, ${records.length} unchanged; settings unchanged`));
});

test('--dry-run prints what would change and writes nothing', async () => {
  const run = await push(['--dry-run']);
  assert.equal(run.code, 0, run.stderr);
  assert.ok(service.requests.every((request) => request.method === 'GET' || request.path.endsWith('/browse')), calls().join('\n'));
  assert.match(run.stderr, /Dry run, nothing changed\./);
  assert.match(run.stderr, new RegExp(`${records.length} new, 2 removed, 0 unchanged; settings changed: searchableAttributes`));
  assert.deepEqual([...live().objects.keys()], ['old-1', 'old-2']);
});

test('missing credentials: exit 1, nothing sent', async () => {
  const run = await push([], {});
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Missing search credentials/);
  assert.match(run.stderr, /the admin key \(PXDOCS_ALGOLIA_ADMIN_KEY, from the environment only\)/);
  assert.equal(service.requests.length, 0);
});

test('wrong credentials: exit 1 with what to check; the live index is untouched', async () => {
  const run = await push([], { PXDOCS_ALGOLIA_ADMIN_KEY: 'wrong-key' });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Search credentials rejected/);
  assert.match(run.stderr, /The live index was left as it was\./);
  assert.match(run.stderr, /hint: Check search\.algolia\.appId/);
  assert.ok(!run.stderr.includes('wrong-key'), 'the key is not printed');
  assert.deepEqual([...live().objects.keys()], ['old-1', 'old-2']);
});

test('a quota error during the upload: exit 1, no move, the temporary index is deleted, the live index is untouched', async () => {
  failWith = (request) => (request.path.endsWith('/batch') ? [403, { message: 'Record quota exceeded, change plan or delete records.', status: 403 }] : undefined);
  const run = await push();
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Search quota exceeded/);
  assert.match(run.stderr, /Record quota exceeded/);
  assert.match(run.stderr, /The live index was left as it was\./);
  assert.ok(!service.requests.some((request) => (request.json as { operation?: string } | undefined)?.operation === 'move'), 'no move');
  assert.ok(calls().some((call) => /^DELETE \/1\/indexes\/fixture_docs_pxdocs_tmp_/.test(call)), 'the temporary index is deleted');
  assert.deepEqual([...indexes.keys()], [INDEX]);
  assert.deepEqual([...live().objects.keys()], ['old-1', 'old-2']);
  assert.deepEqual(live().settings, { searchableAttributes: ['content'], highlightPreTag: '<em>' });
});

test('a failure of the service mid-push leaves the live index in place', async () => {
  failWith = (request) => (request.path.endsWith('/batch') ? [503, { message: 'Service Unavailable', status: 503 }] : undefined);
  const run = await push();
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Search service unreachable/);
  assert.deepEqual([...live().objects.keys()], ['old-1', 'old-2']);
  assert.deepEqual([...indexes.keys()], [INDEX]);
});

test('no network: exit 1 saying the service could not be reached', async () => {
  // Port 1 refuses at once and, below the ephemeral range, is never handed to a test server.
  const url = 'http://127.0.0.1:1';
  const dir = await fixtureCopy(configWith({ algolia: { appId: APP_ID, apiKey: 'search-only', indexName: INDEX, hosts: [url] } }));
  const run = await pxdocs(['search', 'push', '--cwd', dir, '--out', out], { PXDOCS_ALGOLIA_ADMIN_KEY: ADMIN });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Search service unreachable/);
  assert.match(run.stderr, /Check the network connection/);
});

test('no build yet: exit 1 saying to build first', async () => {
  const run = await pxdocs(['search', 'push', '--cwd', site, '--out', join(out, 'nowhere')], { PXDOCS_ALGOLIA_ADMIN_KEY: ADMIN });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /No search records/);
  assert.match(run.stderr, /Run `pxdocs build` first/);
});
