// The docs plugin's `breadcrumbs: false`: docs show no breadcrumb trail (the
// rest of the header, "Copy page", stays), and init carries the option.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { docsOptions } from '../../compiler/config/docs-model.js';
import { readPage, selectAll } from './lib.js';

after(removeTempDirs);

async function trail(breadcrumbs?: boolean) {
  const dir = await makeTempDir('pxdocs-breadcrumbs-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', ...(breadcrumbs === undefined ? {} : { breadcrumbs }) } }),
    'docs/guide/_category_.json': JSON.stringify({ label: 'Guide' }),
    'docs/guide/setup.md': page({ title: 'Setup' }, 'Set up.\n'),
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  const built = await readPage(join(dir, 'out'), '/docs/guide/setup');
  return { crumbs: selectAll(built.tree, 'nav.breadcrumbs').length, copy: selectAll(built.tree, '.doc-header [data-copy-page-status]').length, html: built.html };
}

describe('docs.breadcrumbs', () => {
  it('draws the trail by default', async () => {
    assert.equal((await trail()).crumbs, 1);
  });

  it('draws none when false, and keeps the page header', async () => {
    const { crumbs, copy } = await trail(false);
    assert.equal(crumbs, 0);
    assert.equal(copy, 1, 'the copy-page control stays');
  });

  it('is carried over by init', async () => {
    const dir = await makeTempDir('pxdocs-trail-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs', breadcrumbs: false } }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /docs\.breadcrumbs/);
    assert.equal(docsOptions((await loadConfig(dir)).config)?.breadcrumbs, false);
  });
});
