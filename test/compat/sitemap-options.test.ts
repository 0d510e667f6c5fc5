// sitemap.xml with Docusaurus's sitemap options: routes left out by glob,
// changefreq and priority on every entry, lastmod from each doc's last update.
// Without options it lists every listed route with the plugin's defaults
// (changefreq weekly, priority 0.5), as Docusaurus 3.10 writes them.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs } from '../helpers.js';
import { git, writeFiles } from '../helpers.js';
import { PassThrough } from 'node:stream';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

after(removeTempDirs);

async function sitemapOf(options?: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const dir = await makeTempDir('pxdocs-sitemap-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', showLastUpdateTime: true, showLastUpdateAuthor: true }, ...(options ? { sitemap: options } : {}), ...extra }),
    'docs/intro.md': `---\ntitle: Intro\nlast_update:\n  date: 2025-02-03T10:20:30Z\n---\n\nHello.\n`,
    'docs/other.md': page({ title: 'Other', tags: ['Fruit'] }, 'No date.\n'),
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return readFile(join(dir, 'out', 'sitemap.xml'), 'utf8');
}

describe('sitemap options', () => {
  it("lists every listed route with the plugin's defaults", async () => {
    const xml = await sitemapOf();
    assert.match(xml, /<url><loc>https:\/\/fixture\.example\/docs\/intro<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/);
    assert.match(xml, /<loc>https:\/\/fixture\.example\/docs\/tags\/fruit<\/loc>/);
    assert.doesNotMatch(xml, /lastmod/);
  });

  it('leaves out ignored routes and writes changefreq, priority and lastmod', async () => {
    const xml = await sitemapOf({ ignorePatterns: ['/docs/tags/**', '/docs/tags'], changefreq: 'weekly', priority: 0.5, lastmod: 'date' });
    assert.doesNotMatch(xml, /tags/);
    assert.match(xml, /<url><loc>https:\/\/fixture\.example\/docs\/intro<\/loc><lastmod>2025-02-03<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/);
    // A doc without a last update gets no lastmod.
    assert.match(xml, /<url><loc>https:\/\/fixture\.example\/docs\/other<\/loc><changefreq>weekly<\/changefreq>/);
  });

  // Docusaurus matches the patterns against its routes, which hold the base: a site under `/proj/` writes them so.
  it('leaves out routes by patterns written with the base URL, as Docusaurus matches them', async () => {
    const xml = await sitemapOf({ ignorePatterns: ['/proj/docs/tags/**', '/proj/docs/other'] }, { baseUrl: '/proj/' });
    assert.doesNotMatch(xml, /tags|other/);
    assert.match(xml, /<loc>https:\/\/fixture\.example\/proj\/docs\/intro<\/loc>/);
  });

  it('writes the time too with lastmod: datetime, and the slash with trailingSlash', async () => {
    const xml = await sitemapOf({ lastmod: 'datetime' }, { trailingSlash: true });
    assert.match(xml, /<loc>https:\/\/fixture\.example\/docs\/intro\/<\/loc><lastmod>2025-02-03T10:20:30\.000Z<\/lastmod>/);
  });
});

// `pxdocs dev` serves the sitemap the build writes: one maker (compiler/sitemap.ts siteSitemap) for both. Dev
// dated pages only by the last update they show, so a page dated by its last commit had no lastmod there.
describe('sitemap in dev', () => {
  it("is the build's, every option applied", async () => {
    const dir = await makeTempDir('pxdocs-sitemap-dev-');
    const config = fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, sitemap: { filename: 'map.xml', changefreq: 'daily', priority: 0.3, ignorePatterns: ['/docs/tags/**'], lastmod: 'date' } })
      .replace(/"lastmod": "date"/, `"lastmod": "date", createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) => (await defaultCreateSitemapItems(params)).filter((item) => !item.url.endsWith('/skipped'))`);
    await writeFiles(dir, {
      'config/site.config.ts': config,
      'docs/intro.md': page({ title: 'Intro', tags: ['Fruit'] }, 'Hello.\n'),
      'docs/skipped.md': page({ title: 'Skipped' }, 'Left out by createSitemapItems.\n'),
    });
    const env = { GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'C', GIT_COMMITTER_EMAIL: 'c@example.com', GIT_AUTHOR_DATE: '2024-05-06T10:00:00Z', GIT_COMMITTER_DATE: '2024-05-06T10:00:00Z' };
    for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-qm', 'docs']]) git(dir, args, env);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const built = await readFile(join(dir, 'out', 'map.xml'), 'utf8');
    assert.match(built, /<url><loc>https:\/\/fixture\.example\/docs\/intro<\/loc><lastmod>2024-05-06<\/lastmod><changefreq>daily<\/changefreq><priority>0\.3<\/priority><\/url>/);
    assert.doesNotMatch(built, /tags|skipped/);
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new PassThrough() }) });
    try {
      await dev.settled();
      const served = await fetch(`${dev.url}/map.xml`);
      assert.equal(served.status, 200);
      assert.equal(await served.text(), built);
      assert.equal(await (await fetch(`${dev.url}/robots.txt`)).text(), await readFile(join(dir, 'out', 'robots.txt'), 'utf8'));
    } finally {
      await dev.close();
    }
  });
});
