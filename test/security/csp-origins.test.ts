// `pxdocs serve`'s CSP let in the scripts a page loads from other sites but
// not its stylesheets, their fonts or the frames it embeds: a KaTeX or Google
// Fonts stylesheet from a CDN (the config's `stylesheets`, as Docusaurus's math
// guide sets it up) and a YouTube player were blocked (OpenDataDSL's Bootstrap
// CSS, prettier's unpkg stylesheet). A page's CSP now names those origins too,
// and only those.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { externalOrigins } from '../../server/static-handler.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("a page's CSP and the other sites it loads from", () => {
  it('reads the stylesheets, fonts and frames a page loads, and only from its own tags', () => {
    const origins = externalOrigins('<link rel="stylesheet" href="https://cdn.example/k.css"/><link rel="preconnect" href="https://pre.example"/><link rel="stylesheet" href="//proto.example/x.css"/><iframe src="https://www.youtube.com/embed/a"></iframe><script src="https://js.example/a.js"></script><p>https://text.example</p>');
    assert.deepEqual(origins, { scripts: ['https://js.example'], styles: ['https://cdn.example', 'https://proto.example'], frames: ['https://www.youtube.com'] });
  });

  it('lets a built page load them when served', async () => {
    const dir = await makeTempDir('pxdocs-csp-origins-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default {
  title: 'Origins', url: 'https://origins.example', tagline: 'CSP',
  docs: { path: 'docs', routeBasePath: 'docs' },
  stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css', type: 'text/css' }, 'https://fonts.googleapis.com/css2?family=Inter'],
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`,
      'docs/intro.mdx': '# Intro\n\n<iframe src="https://www.youtube.com/embed/abc" title="A video"></iframe>\n',
      'docs/plain.md': '# Plain\n\nText.\n',
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const server = await serve({ root: join(dir, 'out'), port: 0, host: '127.0.0.1', announce: false });
    try {
      const csp = async (path: string) => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).headers.get('content-security-policy') ?? '';
      const intro = await csp('/docs/intro');
      assert.match(intro, /style-src 'self' 'unsafe-inline' https:\/\/cdn\.jsdelivr\.net https:\/\/fonts\.googleapis\.com;/);
      assert.match(intro, /font-src 'self' data: https:\/\/cdn\.jsdelivr\.net https:\/\/fonts\.googleapis\.com https:\/\/fonts\.gstatic\.com;/);
      assert.match(intro, /frame-src 'self' https:\/\/www\.youtube\.com;/);
      assert.doesNotMatch(await csp('/docs/plain'), /frame-src/, 'a page without a frame allows none');
    } finally {
      await closeServer(server);
    }
  });
});
