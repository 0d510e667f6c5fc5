// The docs plugin's `exclude`: glob patterns (relative to the docs folder) of
// files that are not pages. Without it, names starting with `_` are partials, not
// pages; a list replaces that rule, as in Docusaurus, and a folder it matches is
// not walked (no page, no sidebar category).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { readPage, sidebarEntries } from './lib.js';

const FILES = {
  'docs/intro.md': page({ title: 'Intro' }, 'Start here.\n'),
  'docs/_shared.md': page({ title: 'Shared words' }, 'A partial.\n'),
  'docs/guide/setup.md': page({ title: 'Setup' }, 'Set up.\n'),
  'docs/guide/setup.todo.md': page({ title: 'Setup notes' }, 'Not for readers.\n'),
  'docs/drafts/_category_.json': JSON.stringify({ label: 'Drafts' }),
  'docs/drafts/wip.md': page({ title: 'Work in progress' }, 'Unfinished.\n'),
};

async function siteWith(docs: Record<string, unknown>) {
  const site = await makeTempDir('pxdocs-exclude-');
  await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', ...docs } }), ...FILES });
  const result = await buildSite(site);
  assert.equal(result.code, 0, result.stderr);
  const out = join(site, 'out');
  const sidebar = sidebarEntries(await readPage(out, '/docs/intro')).map((entry) => entry.label);
  return { out, sidebar, has: (route: string) => existsSync(join(out, `${route}.html`)) };
}

after(removeTempDirs);

describe('docs.exclude', () => {
  it('without it, names starting with _ are partials and everything else is a page', async () => {
    const { has, sidebar } = await siteWith({});
    assert.equal(has('/docs/_shared'), false);
    assert.equal(has('/docs/drafts/wip'), true);
    assert.equal(has('/docs/guide/setup.todo'), true);
    assert.ok(sidebar.includes('Drafts'), sidebar.join(', '));
  });

  it('leaves out the files and folders its patterns match, with their sidebar entries', async () => {
    const { has, sidebar } = await siteWith({ exclude: ['drafts/**', '**/*.todo.md', '**/_*.{md,mdx}'] });
    assert.equal(has('/docs/intro'), true);
    assert.equal(has('/docs/guide/setup'), true);
    assert.equal(has('/docs/drafts/wip'), false);
    assert.equal(has('/docs/guide/setup.todo'), false);
    assert.equal(has('/docs/_shared'), false);
    assert.ok(!sidebar.includes('Drafts') && !sidebar.includes('Work in progress') && !sidebar.includes('Setup notes'), sidebar.join(', '));
    assert.ok(sidebar.includes('Setup'), sidebar.join(', '));
  });

  it('replaces the default rule, as in Docusaurus: a list without a _ pattern makes _ files pages', async () => {
    const { has } = await siteWith({ exclude: ['drafts/**'] });
    assert.equal(has('/docs/drafts/wip'), false);
    assert.equal(has('/docs/_shared'), true);
  });
});
