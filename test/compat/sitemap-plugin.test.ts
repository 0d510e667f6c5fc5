// The sitemap plugin's options as Docusaurus 3.10 applies them: `filename`,
// its defaults (`changefreq: weekly`, `priority: 0.5`, null for none), `lastmod`
// from each page's last commit whatever the docs' last-update options, and
// `createSitemapItems`; init carries them.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles, writeDocsSite, runInit } from '../helpers.js';

after(removeTempDirs);

async function site(config: Record<string, unknown>, files: Record<string, string> = {}, git?: string) {
  const dir = await writeDocsSite(config, files, 'pxdocs-deploy-');
  if (git) {
    // One commit at a known time: the committer's date is the one Docusaurus reads.
    const env = { ...process.env, GIT_AUTHOR_DATE: git, GIT_COMMITTER_DATE: git, GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@example.com' };
    for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', 'site']]) assert.equal(spawnSync('git', args, { cwd: dir, env }).status, 0, `git ${args[0]}`);
  }
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return { dir, out: (path: string) => join(dir, 'out', path), stderr: result.stderr };
}

describe('the sitemap plugin options', () => {
  it("writes Docusaurus's defaults, and each page's last commit as lastmod with the docs' last-update lines off", async () => {
    const { out } = await site({ sitemap: { lastmod: 'date' } }, { 'src/pages/about.md': '# About\n\nUs.\n', 'docs/tagged.md': page({ title: 'Tagged', tags: ['Fruit'] }, 'x\n') }, '2024-03-05T10:20:30Z');
    const xml = await readFile(out('sitemap.xml'), 'utf8');
    assert.match(xml, /<url><loc>https:\/\/fixture\.example\/docs\/intro<\/loc><lastmod>2024-03-05<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/);
    assert.match(xml, /<loc>https:\/\/fixture\.example\/about<\/loc><lastmod>2024-03-05<\/lastmod>/);
    // A page of no file (a tag's) has none.
    assert.match(xml, /<loc>https:\/\/fixture\.example\/docs\/tags\/fruit<\/loc><changefreq>/);
    // No last-update line is drawn: the options are off.
    assert.doesNotMatch(await readFile(out('docs/intro.html'), 'utf8'), /Last updated/);
  });

  it('writes it at filename, named by robots.txt, with null leaving a field out and createSitemapItems run', async () => {
    const { out } = await site({ sitemap: { filename: 'maps/site.xml', changefreq: null, priority: null } });
    assert.ok(!existsSync(out('sitemap.xml')));
    assert.match(await readFile(out('maps/site.xml'), 'utf8'), /<url><loc>https:\/\/fixture\.example\/docs\/intro<\/loc><\/url>/);
    assert.match(await readFile(out('robots.txt'), 'utf8'), /Sitemap: https:\/\/fixture\.example\/maps\/site\.xml/);
    const dir = await makeTempDir('pxdocs-deploy-create-');
    const create = `async ({ defaultCreateSitemapItems, ...params }) => { const items = await defaultCreateSitemapItems({ ...params, routes: params.routes.filter((route) => route.path !== '/docs/other') }); return [...items.filter((item) => !item.url.includes('/search')), { url: 'https://fixture.example/extra', priority: 1 }]; }`;
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }).replace('"docs":', `"sitemap": { "createSitemapItems": ${create} },\n  "docs":`),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'docs/other.md': page({ title: 'Other' }, 'Other page.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const xml = await readFile(join(dir, 'out', 'sitemap.xml'), 'utf8');
    assert.match(xml, /docs\/intro/);
    assert.doesNotMatch(xml, /docs\/other|\/search/);
    assert.match(xml, /<url><loc>https:\/\/fixture\.example\/extra<\/loc><priority>1<\/priority><\/url>/);
  });

  it('fails the build at the config when createSitemapItems gives no list of items, or an item without a url', async () => {
    for (const [create, said] of [['async () => null', /sitemap\.createSitemapItems returned null, not a list of \{ url \} items/], ['async () => [{ priority: 1 }]', /sitemap\.createSitemapItems returned an item without a url \(item 0: \{"priority":1\}\)/]] as const) {
      const dir = await makeTempDir('pxdocs-deploy-create-');
      await writeFiles(dir, {
        'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }).replace('"docs":', `"sitemap": { "createSitemapItems": ${create} },\n  "docs":`),
        'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      });
      const result = await buildSite(dir);
      assert.equal(result.code, 1, result.stderr);
      assert.match(result.stderr, said);
      assert.match(result.stderr, /Config function failed[^]*config\/site\.config\.ts/);
    }
  });

  it('is carried by init: filename, a null field, and createSitemapItems as code', async () => {
    const dir = await makeTempDir('pxdocs-deploy-map-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: {}, blog: false, sitemap: { filename: 'custom.xml', priority: null, createSitemapItems: async (params) => { const { defaultCreateSitemapItems, ...rest } = params; const items = await defaultCreateSitemapItems(rest); return items.filter((item) => !item.url.endsWith('/docs/other')); } } }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/other.md': '# Other\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /sitemap/);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const xml = await readFile(join(dir, 'out', 'custom.xml'), 'utf8');
    assert.match(xml, /<url><loc>https:\/\/t\.example\/docs\/intro<\/loc><changefreq>weekly<\/changefreq><\/url>/);
    assert.doesNotMatch(xml, /docs\/other/);
  });

  it("lists the routes in Docusaurus's order: top-level pages first, then each docs version's tags, then its docs, the site's root last", async () => {
    // The order Docusaurus 3.10 wrote for this site (its routes sorted by core's sortRoutes, then flattened);
    // pxdocs's own search page sits among the pages, where a search plugin's /search route sits.
    const dir = await makeTempDir('pxdocs-deploy-map-order-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: {} }]] };\n`,
      'docs/intro.md': '---\ntags: [alpha]\n---\n# Intro\n\nHello.\n',
      'docs/guide/index.md': '# Guide\n\nGuide index.\n',
      'docs/guide/setup.md': '---\ntags: [alpha, beta]\n---\n# Setup\n\nSetup.\n',
      'docs/guide/a-b.md': '# A-B\n\nx\n',
      'docs/api/ref.md': '# Ref\n\nx\n',
      'docs/api/_category_.json': '{"label":"API","link":{"type":"generated-index"}}',
      'docs/Zeta/upper.md': '# Upper\n\nx\n',
      'blog/2026-01-01-first.md': '---\ntitle: First\ntags: [news]\n---\nPost one.\n',
      'blog/2026-02-01-second.md': '---\ntitle: Second\n---\nPost two.\n',
      'src/pages/index.md': '# Home\n',
      'src/pages/about.md': '# About\n',
      'src/pages/zed.md': '# Zed\n',
    });
    const locs = await sitemapPaths(dir);
    assert.deepEqual(locs, [
      '/about', '/blog', '/blog/2026/01/01/first', '/blog/2026/02/01/second', '/blog/archive', '/blog/tags', '/blog/tags/news', '/search', '/zed',
      '/docs/tags', '/docs/tags/alpha', '/docs/tags/beta',
      '/docs/api/ref', '/docs/category/api', '/docs/guide/', '/docs/guide/a-b', '/docs/guide/setup', '/docs/intro', '/docs/Zeta/upper',
      '/',
    ]);
  });

  it("lists a versioned site's versions as Docusaurus does: the newer version's path first, each version's tags before its docs", async () => {
    // Docusaurus 3.10's order for this site, with pxdocs's own home page (the site has none) and search page added where they sort.
    const dir = await makeTempDir('pxdocs-sitemap-versions-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { docs: {}, blog: false }]] };\n`,
      'versions.json': '["1.0"]',
      'docs/intro.md': '# Intro\n\nx\n',
      'docs/cli.md': '# CLI\n\nx\n',
      'docs/tagged.md': '---\ntags: [t1]\n---\n# Tagged\n\nx\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nx\n',
      'versioned_docs/version-1.0/cli.md': '# CLI\n\nx\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{"docs":[{"type":"autogenerated","dirName":"."}]}',
      'src/pages/about.md': '# About\n',
    });
    const locs = await sitemapPaths(dir);
    assert.deepEqual(locs, ['/about', '/search', '/docs/next/tags', '/docs/next/tags/t-1', '/docs/next/cli', '/docs/next/intro', '/docs/next/tagged', '/docs/cli', '/docs/intro', '/']);
  });
});

/** The paths the sitemap lists, in its order, of the Docusaurus site in `dir` (origin https://e.com) after init and a build. */
async function sitemapPaths(dir: string): Promise<string[]> {
  const init = await runInit(dir);
  assert.equal(init.code, 0, init.stdout + init.stderr);
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  const xml = await readFile(join(dir, 'out', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https:\/\/e\.com([^<]*)<\/loc>/g)].map((match) => match[1]);
}
