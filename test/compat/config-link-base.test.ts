// A navbar or footer link's `to` written without a leading slash (`to: 'docs/intro'`, as Docusaurus
// 2's templates and many sites write it) is below the base URL whatever it starts with: Docusaurus
// puts `to` through useBaseUrl, which prefixes the base to it. Init wrote it with a slash in front,
// and pxdocs read `/docs/intro` under the base `/docs/` as the page `/intro`: on a site published at
// /docs/ with its docs at /docs/docs/…, every such link went to a page that was not there.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("a navbar or footer link's to without a leading slash", () => {
  it('is below the base URL, as Docusaurus\'s useBaseUrl reads it; a rooted one with the base in front keeps it once', async () => {
    const dir = await makeTempDir('pxdocs-config-link-base-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Base', url: 'https://base.example', baseUrl: '/docs/',
        presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
        themeConfig: {
          navbar: { items: [{ to: 'docs/intro', label: 'Start', position: 'left' }, { to: '/docs/docs/guide', label: 'Guide', position: 'left' }] },
          footer: { links: [{ title: 'Docs', items: [{ label: 'Introduction', to: 'docs/intro' }, { label: 'Guide', to: '/docs/docs/guide' }] }] },
        },
      };\n`,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'docs/guide.md': '---\ntitle: Guide\n---\n\nSteps.\n',
      // What `/docs/intro` under the base /docs/ would open: the page init's slash sent the links to.
      'src/pages/intro.md': '# Not the docs\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const config = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(config, /"to": "docs\/intro"/, 'init keeps the link as written');
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'guide.html'), 'utf8');
    assert.match(html, /<a class="footer__link-item" href="\/docs\/docs\/intro">Introduction<\/a>/);
    assert.match(html, /<a class="footer__link-item" href="\/docs\/docs\/guide">Guide<\/a>/);
    assert.match(html, /<a class="navbar-link[^"]*" href="\/docs\/docs\/intro"[^>]*>Start<\/a>/);
    assert.doesNotMatch(html, /href="\/docs\/intro"/);
  });
});
