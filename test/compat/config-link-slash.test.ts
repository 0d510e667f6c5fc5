// Navbar and footer links written with a trailing slash (`to: 'docs/'`, as
// Docusaurus 2's templates and Alex1304/botrino have them). Docusaurus wrote each
// route as `docs/index.html`, so `/docs/` opened the page on any static host;
// pxdocs writes `docs.html`, and a host answers `/docs/` with a 404. So such a link
// is written as the page's own path, as links in pages are; with `trailingSlash:
// true` every route's link gets its slash back.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector } from '../dev/dev-helpers.js';

after(removeTempDirs);

async function intro(trailingSlash?: boolean) {
  const dir = await makeTempDir('pxdocs-config-link-slash-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({
      areas: undefined,
      docs: { path: 'docs', routeBasePath: 'docs' },
      chat: { embeddings: 'off' },
      ...(trailingSlash === undefined ? {} : { trailingSlash }),
      navbar: { logo: { src: 'img/logo.svg', alt: 'Logo', href: '/docs/intro/' }, items: [{ label: 'Docs', to: '/docs/intro/', position: 'left' }, { label: 'Query', to: '/docs/intro/?tab=a#top', position: 'left' }] },
      footer: { links: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro/' }] }], copyright: 'c' },
    }),
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n\n## Top\n'),
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  return readFile(join(dir, 'out', trailingSlash ? join('docs', 'intro', 'index.html') : join('docs', 'intro.html')), 'utf8');
}

describe('config links written with a trailing slash', () => {
  it('are written as the page\'s path: navbar, footer and logo, query and hash kept', async () => {
    const html = await intro();
    assert.match(html, /<a class="navbar-link[^"]*" href="\/docs\/intro"[^>]*>Docs<\/a>/);
    assert.match(html, /href="\/docs\/intro\?tab=a#top"[^>]*>Query<\/a>/);
    assert.match(html, /<a class="footer__link-item" href="\/docs\/intro">Introduction<\/a>/);
    assert.match(html, /<a class="navbar-brand[^"]*" href="\/docs\/intro"/);
    assert.doesNotMatch(html, /href="\/docs\/intro\/"/);
  });

  it('with trailingSlash: true keep the slash every route link has', async () => {
    const html = await intro(true);
    assert.match(html, /<a class="navbar-link[^"]*" href="\/docs\/intro\/"[^>]*>Docs<\/a>/);
    assert.match(html, /<a class="footer__link-item" href="\/docs\/intro\/">Introduction<\/a>/);
  });
});

// A relative route in a page (`[Installation](./installation)`, as kintone/cli-kintone's guide
// index writes it) resolves from the page's URL as Docusaurus serves it: with a slash for every
// page under `trailingSlash: true`, and for a folder's index doc (`/docs/guide/`) unless
// `trailingSlash: false`. pxdocs resolved it from `/docs/guide`, to /docs/installation: a broken
// link that failed the build.
describe('relative routes in pages, resolved from the URL Docusaurus serves the page at', () => {
  async function guide(trailingSlash?: boolean) {
    const dir = await makeTempDir('pxdocs-relative-route-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({
        areas: undefined,
        docs: { path: 'docs', routeBasePath: 'docs' },
        chat: { embeddings: 'off' },
        onBrokenLinks: 'warn',
        ...(trailingSlash === undefined ? {} : { trailingSlash }),
      }),
      'docs/guide/index.md': page({ title: 'Guide' }, 'See [Installation](./installation) and [the sibling](sibling).\n'),
      'docs/guide/installation.md': page({ title: 'Installation' }, 'Install, then read [the sibling](./sibling).\n'),
      'docs/guide/sibling.md': page({ title: 'Sibling' }, 'Here.\n'),
      'docs/installation.md': page({ title: 'Other installation' }, 'Elsewhere.\n'),
      // The docs' home (`slug: /`, at /docs/) and a slug ending with a slash: Docusaurus keeps that slash.
      'docs/home.md': page({ title: 'Home', slug: '/' }, 'Read [the guide](guide/sibling).\n'),
      'docs/start.md': page({ title: 'Start', slug: '/start/' }, 'Then [install](../installation).\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    // A folder's index doc, the docs' home and a slug ending with a slash are folders unless `trailingSlash: false` (folder-routes.ts).
    const read = (route: string) => readFile(join(dir, 'out', trailingSlash || (trailingSlash === undefined && route !== 'docs/guide/installation') ? join(route, 'index.html') : `${route}.html`), 'utf8');
    return { index: await read('docs/guide'), page: await read('docs/guide/installation'), home: await read('docs'), start: await read('docs/start'), output: result.stdout + result.stderr };
  }

  it("resolves a folder index doc's relative links inside its folder, a page's beside it", async () => {
    const { index, page: installation, home, start, output } = await guide();
    assert.match(home, /href="\/docs\/guide\/sibling">the guide</, "the docs' home, `slug: /`, is served at /docs/");
    assert.match(start, /href="\/docs\/installation">install</, 'a slug ending with a slash keeps it');
    assert.match(index, /href="\/docs\/guide\/installation">Installation</);
    assert.match(index, /href="\/docs\/guide\/sibling">the sibling</);
    assert.match(installation, /href="\/docs\/guide\/sibling">the sibling</);
    assert.doesNotMatch(output, /Broken link/);
  });

  it('with trailingSlash: true, resolves every page\'s from its folder-like URL', async () => {
    const { index, page: installation } = await guide(true);
    assert.match(index, /href="\/docs\/guide\/installation\/">Installation</);
    assert.match(installation, /href="\/docs\/guide\/installation\/sibling\/">the sibling</);
  });

  it('with trailingSlash: false, resolves even an index doc\'s beside its URL, as the browser does there', async () => {
    const { index, home } = await guide(false);
    assert.match(index, /href="\/docs\/installation">Installation</);
    assert.match(home, /href="\/guide\/sibling">the guide</);
  });
});

// Docusaurus 3.10 gives a folder's index doc (docs/guide/index.md, README.md, guide/guide.md) the folder's
// permalink, /docs/guide/, slash included, unless `trailingSlash: false`: its links, sidebar, pagination,
// breadcrumbs, canonical URL and sitemap say /docs/guide/, and the page is docs/guide/index.html. pxdocs wrote
// docs/guide.html at /docs/guide, so the Docusaurus site's address of the page was a 404 on GitHub Pages
// (which serves /x/ only from x/index.html) and a redirect on Netlify. Other docs keep their address.
describe("a folder's index doc at its folder's address, as Docusaurus", () => {
  async function site(trailingSlash?: boolean) {
    const dir = await makeTempDir('pxdocs-index-doc-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({
        areas: undefined,
        url: 'https://index.example',
        docs: { path: 'docs', routeBasePath: 'docs' },
        chat: { embeddings: 'off' },
        ...(trailingSlash === undefined ? {} : { trailingSlash }),
      }),
      'docs/intro.md': page({ title: 'Intro', sidebar_position: 1 }, 'Read [the guide](./guide/index.md) and [the reference](reference/README.md).\n'),
      'docs/guide/index.md': page({ title: 'Guide' }, 'Then [install](./install.md).\n'),
      'docs/guide/install.md': page({ title: 'Install' }, 'Back to [the guide](./index.md).\n'),
      'docs/reference/README.md': page({ title: 'Reference' }, 'All of it.\n'),
      'docs/reference/api.md': page({ title: 'API' }, 'The API.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const out = join(dir, 'out');
    const read = (file: string) => readFile(join(out, file), 'utf8');
    return { out, read, output: result.stdout + result.stderr };
  }
  const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).filter((href) => pattern.test(href));

  it('with trailingSlash unset, writes it as docs/guide/index.html and links it as /docs/guide/ everywhere', async () => {
    const { out, read, output } = await site();
    assert.ok(existsSync(join(out, 'docs/guide/index.html')) && !existsSync(join(out, 'docs/guide.html')), 'the page is the folder\'s index.html');
    assert.ok(existsSync(join(out, 'docs/reference/index.html')), 'a README.md too');
    assert.ok(existsSync(join(out, 'docs/guide/install.html')) && existsSync(join(out, 'docs/intro.html')), 'other docs are x.html');
    const intro = await read('docs/intro.html');
    // The Markdown links, the sidebar and the next page link.
    assert.match(intro, /href="\/docs\/guide\/">the guide</);
    assert.match(intro, /href="\/docs\/reference\/">the reference</);
    assert.match(intro, /<a class="pagination-link pagination-next[^"]*" href="\/docs\/guide\/"/);
    assert.deepEqual([...new Set(hrefs(intro, /^\/docs\/(guide|reference)\/?$/))].sort(), ['/docs/guide/', '/docs/reference/']);
    const install = await read('docs/guide/install.html');
    assert.match(install, /href="\/docs\/guide\/">the guide</);
    assert.match(install, /<a class="pagination-link pagination-previous[^"]*" href="\/docs\/guide\/"/);
    assert.match(install, /<link rel="canonical" href="https:\/\/index\.example\/docs\/guide\/install"/);
    const guide = await read('docs/guide/index.html');
    assert.match(guide, /<link rel="canonical" href="https:\/\/index\.example\/docs\/guide\/"/);
    assert.match(guide, /href="\/docs\/guide\/install">install</);
    const sitemap = await read('sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/index\.example\/docs\/guide\/<\/loc>/);
    assert.match(sitemap, /<loc>https:\/\/index\.example\/docs\/guide\/install<\/loc>/);
    assert.doesNotMatch(output, /Broken link/);
  });

  it('with trailingSlash: true, the search records name every page with its slash, as its links do', async () => {
    const { out } = await site(true);
    const parts = await readdir(join(out, 'search-records'));
    const records = (await Promise.all(parts.map((part) => readFile(join(out, 'search-records', part), 'utf8')))).join('\n');
    assert.match(records, /"\/docs\/guide\/install\/"/);
    assert.match(records, /"\/docs\/guide\/"/);
    assert.doesNotMatch(records, /"\/docs\/guide\/install"/);
  });

  it('with trailingSlash: false, keeps it at docs/guide.html, /docs/guide', async () => {
    const { out, read } = await site(false);
    assert.ok(existsSync(join(out, 'docs/guide.html')));
    assert.match(await read('docs/intro.html'), /href="\/docs\/guide">the guide</);
  });
});

// The same addresses everywhere a page's link is made outside its HTML: the pages folder's index pages
// (src/pages/tools/index.md and src/pages/demo/index.js are /tools/ and /demo/ in Docusaurus 3.10),
// the search records' URLs, the tree asset a large sidebar loads in the browser, and `pxdocs dev`,
// which served docs/guide.html at /docs/guide and linked it so while the build wrote docs/guide/index.html.
describe("index pages at their folder's address, in the pages folder, search, a large sidebar and dev", () => {
  // Over the 200-entry budget (SIDEBAR_BUDGET), so the sidebar is windowed and its tree is an asset.
  const GROUPS = 45;
  async function site() {
    const dir = await makeTempDir('pxdocs-index-everywhere-');
    const files: Record<string, string> = {
      'config/site.config.ts': fixtureConfig({ areas: undefined, url: 'https://index.example', docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro', sidebar_position: 0 }, 'See [the tools](/tools) and [the demo](/demo).\n\n## Getting around\n\nMore.\n'),
      'src/pages/tools/index.md': '# Tools\n\nAll the tools.\n',
      'src/pages/demo/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Demo() { return <Layout title=\"Demo\"><main><p>A demo.</p></main></Layout>; }\n",
      'src/pages/plain.md': '# Plain\n\nA page.\n',
    };
    for (let group = 0; group < GROUPS; group += 1) {
      files[`docs/g-${group}/index.md`] = page({ title: `Group ${group}` }, `Group ${group} overview.\n\n## Overview section\n\nText.\n`);
      for (const name of ['one', 'two', 'three', 'four']) files[`docs/g-${group}/${name}.md`] = page({ title: `${name} of ${group}` }, 'Text.\n');
    }
    await writeFiles(dir, files);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    return { dir, out: join(dir, 'out') };
  }

  it('the build writes and links them as folders, and so do search, the sidebar tree and dev', async () => {
    const { dir, out } = await site();
    // The pages folder's index pages.
    assert.ok(existsSync(join(out, 'tools/index.html')) && existsSync(join(out, 'demo/index.html')), 'pages-folder index pages are folders');
    assert.ok(existsSync(join(out, 'plain.html')), 'other pages keep x.html');
    const intro = await readFile(join(out, 'docs/intro.html'), 'utf8');
    assert.match(intro, /href="\/tools\/">the tools</);
    assert.match(intro, /href="\/demo\/">the demo</);
    // Search records: the index doc's URL is its folder's.
    const parts = await readdir(join(out, 'search-records'));
    const records = (await Promise.all(parts.map((part) => readFile(join(out, 'search-records', part), 'utf8')))).join('\n');
    assert.match(records, /"\/docs\/g-7\/"/, 'an index doc is found at /docs/g-7/');
    assert.doesNotMatch(records, /"\/docs\/g-7"/, 'and never at /docs/g-7');
    assert.match(records, /"\/docs\/g-7\/one"/, 'other docs at their own address');
    // The large sidebar's tree asset.
    const tree = /"(\/assets\/sidebar-[^"]+\.json)"/.exec(intro)?.[1];
    assert.ok(tree, 'the sidebar is windowed, its tree an asset');
    const treeText = await readFile(join(out, tree.slice(1)), 'utf8');
    assert.match(treeText, /"href":"\/docs\/g-30\/"/);
    assert.doesNotMatch(treeText, /"href":"\/docs\/g-30"/);
    assert.match(treeText, /"href":"\/docs\/g-30\/two"/);

    // pxdocs dev: the same files, addresses and links.
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      const get = (path: string) => fetch(`${dev.url}${path}`, { redirect: 'manual' });
      for (const path of ['/docs/g-3/', '/tools/', '/demo/']) assert.equal((await get(path)).status, 200, `dev serves ${path}`);
      const moved = await get('/docs/g-3');
      assert.equal(moved.status, 301);
      assert.match(moved.headers.get('location') ?? '', /\/docs\/g-3\/$/);
      const served = await (await get('/docs/intro')).text();
      assert.match(served, /href="\/tools\/">the tools</);
      assert.match(served, /<a class="pagination-link pagination-next[^"]*" href="\/docs\/g-0\/"/);
      const devTree = /"(\/assets\/sidebar-[^"]+\.json)"/.exec(served)?.[1];
      assert.equal(devTree, tree, 'dev names the tree the build wrote');
      assert.equal(await (await get('/sitemap.xml')).text(), await readFile(join(out, 'sitemap.xml'), 'utf8'), 'the same sitemap');
    } finally {
      await dev.close();
    }
  });
});
