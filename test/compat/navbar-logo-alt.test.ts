// A logo's text when the config gives none, as Docusaurus's Logo picks it: none beside the navbar's
// title, which names the brand already (axe's image-redundant-alt on every page of cross-seed, whose
// alt pxdocs's schema required and init filled with the title), else the site's title; the footer's
// logo none. init no longer writes one that the Docusaurus config did not have.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function logos(navbar: Record<string, unknown>): Promise<string[]> {
  const dir = await makeTempDir('pxdocs-logo-alt-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ title: 'Seed', navbar: { ...navbar, logo: { src: 'img/logo.svg' }, items: [] }, footer: { logo: { src: 'img/logo.svg' }, copyright: 'c' } }),
    'content/docs/index.md': page({ title: 'Home' }),
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const html = await readFile(join(dir, 'out', 'docs.html'), 'utf8');
  return [...html.matchAll(/<img class="(navbar-logo|footer-logo)[^"]*"[^>]*?alt="([^"]*)"/g)].map((match) => `${match[1]}:${match[2]}`);
}

describe('a logo without alt text', () => {
  it('has none beside the navbar title, the site title without one, and none in the footer', async () => {
    assert.deepEqual(await logos({ title: 'Seed' }), ['navbar-logo:', 'footer-logo:']);
    assert.deepEqual(await logos({}), ['navbar-logo:Seed', 'footer-logo:']);
  });

  it('init writes no alt the Docusaurus config did not have', async () => {
    const dir = await makeTempDir('pxdocs-logo-alt-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = { title: 'Seed', url: 'https://seed.example', baseUrl: '/', themeConfig: { navbar: { title: 'Seed', logo: { src: 'img/logo.svg' } } }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const config = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(config, /"logo": \{\s*"src": "\/img\/logo\.svg"\s*\}/);
  });
});
