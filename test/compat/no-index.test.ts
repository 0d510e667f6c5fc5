// `noIndex` (Docusaurus's site option): every page, the home, search and
// not-found pages included, asks search engines not to index or follow it; no
// sitemap is written and robots.txt names none. init carries it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

async function site(noIndex: boolean) {
  const dir = await makeTempDir('pxdocs-no-index-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, noIndex }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return join(dir, 'out');
}

describe('noIndex', () => {
  it('marks every page noindex, nofollow, and writes no sitemap', async () => {
    const out = await site(true);
    for (const file of ['docs/intro.html', 'index.html', 'search.html', '404.html']) {
      assert.match(await readFile(join(out, file), 'utf8'), /<meta name="robots" content="noindex, nofollow"\/>/, file);
    }
    assert.equal(existsSync(join(out, 'sitemap.xml')), false);
    assert.doesNotMatch(await readFile(join(out, 'robots.txt'), 'utf8'), /Sitemap/);
  });

  it('is off by default: pages are indexable and the sitemap is written', async () => {
    const out = await site(false);
    assert.doesNotMatch(await readFile(join(out, 'docs/intro.html'), 'utf8'), /name="robots"/);
    assert.ok(existsSync(join(out, 'sitemap.xml')));
    assert.match(await readFile(join(out, 'robots.txt'), 'utf8'), /Sitemap: https:\/\/fixture\.example\/sitemap\.xml/);
  });

  it('is carried over by init', async () => {
    const dir = await makeTempDir('pxdocs-no-index-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'Staging', url: 'https://staging.example', baseUrl: '/', noIndex: true, presets: [['classic', { docs: { routeBasePath: 'docs' } }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /noIndex/);
    assert.equal((await loadConfig(dir)).config.noIndex, true);
  });
});
