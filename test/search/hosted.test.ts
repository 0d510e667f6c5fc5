// Hosted search: a local HTTP server on 127.0.0.1 plays the search service.
// The modal and the /search page must send the spec's multi-query POST (path,
// query parameters, filters, hits per page) and rewrite /docs/ result paths;
// the client keeps the spec's timeouts and sets a failing host aside for two
// minutes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { hostedLiteClient, TIMEOUTS } from '../../theme/islands/search/hosted.js';
import { buildInto, configWith, fakeService, fixtureCopy, launch, removeTempDirs, serve, type FakeService, type Recorded, type Served } from './helpers.js';

const APP_ID = 'TESTAPP01';
const SEARCH_KEY = 'public-search-only-key';
const INDEX = 'fixture_docs';
const PAYLOAD = '<img src=x onerror="alert(9)">';

let service: FakeService;
let site: Served;
let browser: Browser;
/** What the service answers next: hits, or a failure status. */
let mode: 'hits' | 'empty' | 'fail' = 'hits';

function hit(id: string, url: string, lvl2: string) {
  const hierarchy = { lvl0: 'Writing Rules', lvl1: 'Rule Basics', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return {
    objectID: id,
    type: 'lvl2',
    url,
    hierarchy,
    content: null,
    _highlightResult: { hierarchy: { lvl0: { value: 'Writing Rules', matchLevel: 'none', matchedWords: [] }, lvl1: { value: 'Rule Basics', matchLevel: 'none', matchedWords: [] }, lvl2: { value: `<mark>Heads</mark> ${lvl2.slice(6)}`, matchLevel: 'full', matchedWords: ['heads'] } } },
    // The service may leave snippets out; the raw value must not be shown as HTML then.
    _snippetResult: {},
  };
}

function reply(request: Recorded) {
  if (mode === 'fail') return [503, { message: 'Service unavailable', status: 503 }];
  const body = request.json as { requests: { query: string; hitsPerPage: number }[] };
  return {
    results: body.requests.map((one) => ({
      hits: mode === 'empty' ? [] : [
        hit('a1', 'https://search.example/docs/guide/rules/basics#heads-and-bodies', 'Heads and bodies'),
        hit('a2', '/docs/guide/rules/basics/#markup', `Heads ${PAYLOAD}`),
      ],
      nbHits: mode === 'empty' ? 0 : 2,
      page: 0,
      nbPages: mode === 'empty' ? 0 : 1,
      hitsPerPage: one.hitsPerPage,
      query: one.query,
      params: '',
      processingTimeMS: 1,
      exhaustiveNbHits: true,
    })),
  };
}

before(async () => {
  service = await fakeService(reply);
  const dir = await fixtureCopy(configWith({ algolia: { appId: APP_ID, apiKey: SEARCH_KEY, indexName: INDEX, hosts: [service.url] } }));
  site = await serve(await buildInto(dir, { PXDOCS_ALGOLIA_ADMIN_KEY: 'ADMIN-NEVER-SENT' }));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await service?.close();
  await removeTempDirs();
});

async function newPage(path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Only the two local servers: the insights script from a CDN is refused.
  await page.route('**/*', (route) => (route.request().url().startsWith('http://127.0.0.1') ? route.continue() : route.abort()));
  await page.goto(site.url + path);
  return page;
}

function searchesFor(query: string): Recorded[] {
  return service.requests.filter((request) => request.method === 'POST' && (request.json as { requests?: { query?: string }[] })?.requests?.[0]?.query === query);
}

const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

test('the modal sends the multi-query POST with the app id and key as query parameters, filtered, 20 hits per page', async () => {
  mode = 'hits';
  const page = await newPage('/guide');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type('heads');
  await page.locator('.DocSearch-Hit').first().waitFor();
  // Each keystroke is a query; the stand-in answers all, so hits can show before
  // the last one ('heads') arrives. Wait for that one (bounded).
  const deadline = Date.now() + 30_000;
  while (!searchesFor('heads').length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const [request] = searchesFor('heads');
  assert.ok(request, 'the service was asked');
  assert.equal(request.method, 'POST');
  assert.equal(request.path, '/1/indexes/*/queries');
  assert.equal(request.query.get('x-algolia-application-id'), APP_ID);
  assert.equal(request.query.get('x-algolia-api-key'), SEARCH_KEY);
  assert.match(request.query.get('x-algolia-agent') ?? '', /Lite .*Browser/);
  assert.deepEqual([...request.query.keys()].filter((key) => !['x-algolia-agent', 'x-algolia-application-id', 'x-algolia-api-key', 'x-algolia-request-id'].includes(key)), []);
  assert.ok(!request.body.includes('ADMIN') && !JSON.stringify([...request.query]).includes('ADMIN'), 'no admin key');
  const body = request.json as { requests: Record<string, unknown>[] };
  assert.equal(body.requests.length, 1);
  const [one] = body.requests;
  assert.equal(one.indexName, INDEX);
  assert.equal(one.query, 'heads');
  assert.equal(one.hitsPerPage, 20);
  assert.deepEqual(one.facetFilters, FILTERS);
  assert.equal(one.clickAnalytics, true, 'insights on');
  assert.equal(one.highlightPreTag, '<mark>');
  assert.deepEqual(one.attributesToSnippet, ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10']);

  const links = await page.locator('.DocSearch-Hit a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  assert.deepEqual(links, ['/guide/rules/basics#heads-and-bodies', '/guide/rules/basics#markup'], '/docs/ paths begin at the root');
  const dropdown = page.locator('.DocSearch-Dropdown');
  assert.equal(await dropdown.locator('img').count(), 0);
  assert.match(await dropdown.innerText(), /Heads <img src=x onerror="alert\(9\)">/);

  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 7; });
  await page.locator('.DocSearch-Hit a').first().click();
  await page.waitForURL('**/guide/rules/basics#heads-and-bodies');
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'client navigation');
  await page.context().close();
});

test('the /search page sends the same request and shows the rewritten, escaped results', async () => {
  mode = 'hits';
  const page = await newPage('/search?q=heads%20bodies');
  await page.locator('.search-page-hit').first().waitFor();
  const [request] = searchesFor('heads bodies');
  assert.equal(request.path, '/1/indexes/*/queries');
  assert.equal(request.query.get('x-algolia-application-id'), APP_ID);
  assert.equal(request.query.get('x-algolia-api-key'), SEARCH_KEY);
  const [one] = (request.json as { requests: Record<string, unknown>[] }).requests;
  assert.equal(one.indexName, INDEX);
  assert.equal(one.hitsPerPage, 20);
  assert.equal(one.page, 0);
  assert.deepEqual(one.facetFilters, FILTERS);
  const hrefs = await page.locator('.search-page-hit').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  assert.deepEqual(hrefs, ['/guide/rules/basics#heads-and-bodies', '/guide/rules/basics#markup']);
  assert.equal(await page.locator('.search-page-group-title').first().getAttribute('href'), '/guide/rules/basics');
  assert.equal(await page.locator('.search-page-results img').count(), 0);
  await page.context().close();
});

test('an unavailable service shows the error texts, no results the no-results texts', async () => {
  mode = 'fail';
  const page = await newPage('/guide');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type('heads');
  const error = page.locator('.DocSearch-ErrorScreen');
  await error.waitFor({ timeout: 15_000 });
  assert.match(await error.innerText(), /Unable to fetch results\s+You might want to check your network connection\./);
  await page.context().close();

  mode = 'empty';
  const empty = await newPage('/search?q=nothing%20here');
  await empty.locator('.search-page-empty').waitFor();
  assert.match(await empty.locator('.search-page-empty').innerText(), /No results for "nothing here"/);
  await empty.context().close();
});

test('the client uses connect 1 s, read 2 s, write 30 s, and sets a failing host aside for two minutes', async () => {
  mode = 'hits';
  const dead = await fakeService(() => undefined);
  const deadUrl = dead.url;
  await dead.close();
  const client = hostedLiteClient({ backend: 'algolia', appId: APP_ID, apiKey: SEARCH_KEY, indexName: INDEX, hosts: [deadUrl, service.url] });
  assert.deepEqual(TIMEOUTS, { connect: 1_000, read: 2_000, write: 30_000 });
  assert.deepEqual(client.transporter.timeouts, TIMEOUTS);

  const ask = () => client.search({ requests: [{ indexName: INDEX, query: 'timeouts' }] });
  const before = searchesFor('timeouts').length;
  await ask();
  assert.equal(searchesFor('timeouts').length, before + 1, 'the dead host failed over to the live one');
  const realNow = Date.now;
  try {
    // Within two minutes the dead host is not tried again: the answer comes straight from the live one.
    let tried = 0;
    const { createServer } = await import('node:http');
    const watcher = createServer((_, response) => { tried += 1; response.destroy(); });
    const port = Number(new URL(deadUrl).port);
    await new Promise<void>((resolve, reject) => watcher.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
    await client.clearCache();
    await ask();
    assert.equal(tried, 0, 'set aside');
    Date.now = () => realNow() + 2 * 60 * 1000 + 1_000;
    await client.clearCache();
    await ask();
    assert.equal(tried, 1, 'tried again after two minutes');
    watcher.closeAllConnections();
    await new Promise<void>((resolve) => watcher.close(() => resolve()));
  } finally {
    Date.now = realNow;
  }
});
