// The home page's own URL, as its canonical link and og:url give it: under a base
// URL (a GitHub Pages project site), the site's url and baseUrl with the slash, as
// Docusaurus writes it and as the sitemap lists it; the address without the slash
// is another one, which the host redirects, and search engines were told to index
// that. At the root of an origin, the origin alone names the same address.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function home(baseUrl: string) {
  const dir = await makeTempDir('pxdocs-home-canonical-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ url: 'https://someone.github.io', baseUrl, areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
    'docs/start.md': page({ title: 'Start' }, 'Hello.\n'),
    'src/pages/index.md': '# Home\n\nWelcome.\n',
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
  const sitemap = await readFile(join(dir, 'out', 'sitemap.xml'), 'utf8');
  return { html, sitemap };
}

describe("the home page's canonical URL", () => {
  it('under a base URL is the base with its slash, as in the sitemap', async () => {
    const { html, sitemap } = await home('/proj/');
    assert.match(html, /<link rel="canonical" href="https:\/\/someone\.github\.io\/proj\/"\/>/);
    assert.match(html, /<meta property="og:url" content="https:\/\/someone\.github\.io\/proj\/"\/>/);
    assert.match(sitemap, /<loc>https:\/\/someone\.github\.io\/proj\/<\/loc>/);
  });

  it('at the root of its origin is the origin (the same address with or without the slash)', async () => {
    const { html } = await home('/');
    assert.match(html, /<link rel="canonical" href="https:\/\/someone\.github\.io"\/>/);
  });
});
