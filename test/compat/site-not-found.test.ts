// A Docusaurus site's own not-found page, src/pages/404.tsx (expressots/expresso-site-doc's
// lists where readers usually head), is the site's 404.html, as Docusaurus writes it there
// with `trailingSlash: false`. It was left out with 'The route /404 of src/pages/404.tsx is
// the not-found page's; the page is left out. Give it another slug', and 404.html was
// pxdocs's own "Page Not Found".
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const config = (extra = '') => `export default {
  title: 'Lost', url: 'https://lost.example', tagline: 'Not found',${extra}
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Lost' }, chat: { embeddings: 'off' },
};\n`;

const DOC = { 'docs/intro.md': '---\ntitle: Intro\n---\n\nThe intro.\n' };

async function build(files: Record<string, string>) {
  const dir = await makeTempDir('pxdocs-not-found-');
  await writeFiles(dir, files);
  const result = await buildSite(dir, join(dir, 'out'));
  assert.equal(result.code, 0, result.stderr);
  return { dir, out: join(dir, 'out'), stderr: result.stderr };
}

describe("the site's src/pages/404 is its not-found page", () => {
  it('a React page: written to 404.html in place of pxdocs\'s, left out of the sitemap and the search', async () => {
    const { out, stderr } = await build({
      'pxdocs.config.mjs': config(),
      ...DOC,
      'src/pages/404.tsx': `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
export default function NotFound() {
  return <Layout title="Lost here"><main className="lost"><h1>Nothing at this address</h1><Link to="/docs/intro">Start with the intro</Link></main></Layout>;
}
`,
    });
    assert.doesNotMatch(stderr, /left out|Duplicate route/);
    const page = await readFile(join(out, '404.html'), 'utf8');
    assert.match(page, /<main class="lost"><h1>Nothing at this address<\/h1><a href="\/docs\/intro">Start with the intro<\/a><\/main>/);
    assert.match(page, /<title>Lost here \| Lost<\/title>/);
    assert.match(page, /<meta name="robots" content="noindex, nofollow"\/>/);
    assert.doesNotMatch(page, /The page you asked for does not exist/);
    assert.ok(!existsSync(join(out, '404', 'index.html')));
    assert.doesNotMatch(await readFile(join(out, 'sitemap.xml'), 'utf8'), /404/);
    assert.doesNotMatch(await readFile(join(out, 'llms.txt'), 'utf8'), /404|Lost here/);
  });

  it('a Markdown page, with trailing slashes: still 404.html, the file hosts serve', async () => {
    const { out } = await build({ 'pxdocs.config.mjs': config("\n  trailingSlash: true,"), ...DOC, 'src/pages/404.md': '# Gone fishing\n\nTry [the intro](/docs/intro).\n' });
    const page = await readFile(join(out, '404.html'), 'utf8');
    assert.match(page, /<h1[^>]*>Gone fishing/);
    assert.match(page, /href="\/docs\/intro\/"/);
    assert.ok(!existsSync(join(out, '404', 'index.html')));
  });

  it('without one, 404.html is pxdocs\'s own', async () => {
    const { out } = await build({ 'pxdocs.config.mjs': config(), ...DOC });
    assert.match(await readFile(join(out, '404.html'), 'utf8'), /Page Not Found/);
  });
});
