// A `style` written in the config's `stylesheets` or `scripts` entries is an
// HTML attribute's text, as Docusaurus writes those tags (OpenDataDSL's
// `{ rel: 'dns-prefetch', href, style: 'display: none !important;' }`). React
// takes a style as an object: every page failed to render ("The `style` prop
// expects a mapping from style properties to values, not a string"), the
// config never named. `headTags` had the conversion already.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("a style in the config's stylesheets and scripts", () => {
  it('is written as the attribute it is, on every page', async () => {
    const dir = await makeTempDir('pxdocs-tag-style-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default {
  title: 'Styled tags', url: 'https://styled.example', tagline: 'Tags',
  docs: { path: 'docs', routeBasePath: 'docs' },
  stylesheets: [{ rel: 'dns-prefetch', href: '//t.example', style: 'display: none !important;' }],
  scripts: [{ src: '/js/tracker.js', async: true, style: 'display:none' }],
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};\n`,
      'static/js/tracker.js': 'void 0;\n',
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const head = (await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8')).split('</head>')[0];
    assert.match(head, /<link rel="dns-prefetch" href="\/\/t\.example" style="display:none !important"\/>/);
    assert.match(head, /<script src="\/js\/tracker\.js" async="" style="display:none"><\/script>/);
  });
});
