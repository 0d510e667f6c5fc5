// opensearch.xml and the head's <link rel="search">, as Docusaurus's Algolia theme
// writes them with its search page: a browser offers the site's search in its
// address bar. pxdocs always has its results page at /search, so every site gets
// them; a site's own file in its static folder wins, and a page of the site's own
// at /search (no results page there) gets neither. Checked in the built files and
// in pxdocs dev.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, page, removeTempDirs, writeDocsSite } from '../helpers.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

after(removeTempDirs);

async function site(config: Record<string, unknown>, files: Record<string, string> = {}) {
  const dir = await writeDocsSite({ chat: { embeddings: 'off' }, ...config }, files, 'pxdocs-opensearch-');
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return (path: string) => join(dir, 'out', path);
}

describe('opensearch.xml', () => {
  it('describes the results page under the base URL, with the site\'s name and icon, and every page links it', async () => {
    const out = await site({ title: 'Acme & Co', baseUrl: '/proj/', favicon: 'img/favicon.ico' });
    const xml = await readFile(out('opensearch.xml'), 'utf8');
    assert.match(xml, /<ShortName>Acme &amp; Co<\/ShortName>/);
    assert.match(xml, /<Url type="text\/html" method="get" template="https:\/\/fixture\.example\/proj\/search\?q=\{searchTerms\}"\/>/);
    assert.match(xml, /rel="self" template="https:\/\/fixture\.example\/proj\/opensearch\.xml"/);
    assert.match(xml, /<Image width="16" height="16" type="image\/x-icon">https:\/\/fixture\.example\/proj\/img\/favicon\.ico<\/Image>/);
    for (const file of ['docs/intro.html', 'index.html', 'search.html']) {
      assert.match(await readFile(out(file), 'utf8'), /<link rel="search" type="application\/opensearchdescription\+xml" title="Acme &amp; Co" href="\/proj\/opensearch\.xml"\/>/, file);
    }
  });

  it('is the site\'s own when its static folder has one', async () => {
    const out = await site({}, { 'static/opensearch.xml': '<OpenSearchDescription>own</OpenSearchDescription>\n' });
    assert.equal(await readFile(out('opensearch.xml'), 'utf8'), '<OpenSearchDescription>own</OpenSearchDescription>\n');
  });

  it('is not written, nor linked, when a page of the site\'s own is at /search', async () => {
    const out = await site({ docs: { path: 'docs', routeBasePath: '/' } }, { 'docs/search.md': page({ title: 'Find' }, 'Our own search page.\n') });
    assert.equal(existsSync(out('opensearch.xml')), false);
    assert.doesNotMatch(await readFile(out('intro.html'), 'utf8'), /rel="search"/);
  });

  it('is served by pxdocs dev, as the build writes it, and linked from its pages', async () => {
    const fx = await startFixtureDev('none', { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }), 'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n') });
    try {
      const xml = await fx.get('/opensearch.xml');
      assert.equal(xml.status, 200);
      assert.match(xml.html, /template="https:\/\/fixture\.example\/search\?q=\{searchTerms\}"/);
      assert.match((await fx.get('/docs/intro')).html, /<link rel="search" type="application\/opensearchdescription\+xml"[^>]* href="\/opensearch\.xml"\/>/);
    } finally {
      await fx.close();
    }
  });
});
