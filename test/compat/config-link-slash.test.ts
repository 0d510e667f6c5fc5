// Navbar and footer links written with a trailing slash (`to: 'docs/'`, as
// Docusaurus 2's templates and Alex1304/botrino have them). Docusaurus wrote each
// route as `docs/index.html`, so `/docs/` opened the page on any static host;
// pxdocs writes `docs.html`, and a host answers `/docs/` with a 404. So such a link
// is written as the page's own path, as links in pages are; with `trailingSlash:
// true` every route's link gets its slash back.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

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
    const read = (route: string) => readFile(join(dir, 'out', trailingSlash ? join(route, 'index.html') : `${route}.html`), 'utf8');
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
