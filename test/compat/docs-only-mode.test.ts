// Docusaurus's "docs-only mode": docs served at the site root
// (`routeBasePath: '/'`) with one doc at `slug: /`. That doc is the home page:
// the generated home gives way to it without a warning, and it has a Markdown
// twin (`/index.md`) listed in llms.txt like any doc. A config that asks for a
// home page with `home` keeps it, and the warning names the file that is kept.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const DOCS = {
  'docs/intro.md': page({ title: 'Introduction', slug: '/' }, 'ROOT-DOC-TEXT of the introduction. Next: [the guide](/guide).\n'),
  'docs/guide.md': page({ title: 'Guide' }, 'Guide text. Back to [the introduction](/).\n'),
};
const DOCS_AT_ROOT = { areas: undefined, docs: { path: 'docs', routeBasePath: '/' }, onBrokenLinks: 'throw' };

describe("docs-only mode (a doc with slug: / under routeBasePath '/')", () => {
  it('serves that doc at / instead of the generated home, with no warning, and gives it a Markdown twin', async () => {
    const site = await makeTempDir('pxdocs-docs-only-');
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig(DOCS_AT_ROOT), ...DOCS });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /Duplicate route/);
    assert.match(output, /0 warnings/);
    const out = join(site, 'out');
    const home = await readFile(join(out, 'index.html'), 'utf8');
    assert.match(home, /ROOT-DOC-TEXT of the introduction/);
    assert.match(home, /<link rel="alternate" type="text\/markdown" href="\/index\.md"\/>/);
    assert.match(await readFile(join(out, 'index.md'), 'utf8'), /^# Introduction\n[\s\S]*ROOT-DOC-TEXT/);
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    assert.equal(llms.match(/\(https:\/\/fixture\.example\/index\.md\)/g)?.length, 1, llms);
    assert.match(await readFile(join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/fixture\.example\/<\/loc>/);
  });

  it('keeps the home page the config asks for, and the warning names the file that is kept', async () => {
    const site = await makeTempDir('pxdocs-docs-only-home-');
    const home = { title: 'HOME-HERO', subtitle: 'A home page of the config.', cta: { label: 'Start', to: '/guide' } };
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ ...DOCS_AT_ROOT, home }), ...DOCS });
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /Duplicate route \/: docs\/intro\.md and config\/site\.config\.ts both produce it; config\/site\.config\.ts is kept\./);
    const index = await readFile(join(site, 'out', 'index.html'), 'utf8');
    assert.match(index, /HOME-HERO/);
    assert.doesNotMatch(index, /ROOT-DOC-TEXT/);
  });
});
