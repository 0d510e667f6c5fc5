// pxdocs dev over a docs folder that is a symbolic link to a folder elsewhere (outside the site), or
// holds one to a folder of the site: the build reads their pages, so dev shows an edit, an added page
// and a removed one there. The watcher skipped a link leading out of the site, the docs folder itself
// included, so dev served the pages of its start and never saw a change to them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixtureConfig, makeTempDir, removeTempDirs } from '../helpers.js';
import { startFixtureDev, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

const CONFIG = { 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }) };

/** Edits, adds and removes a page in `folder` (served under `route`), checking dev shows each. */
async function followsChanges(fx: DevFixture, folder: string, route: string): Promise<void> {
  await writeFile(join(folder, 'a.md'), '# A\n\nEdited through the link.\n');
  await fx.waitForHtml(`${route}/a`, (html) => html.includes('Edited through the link.'), 'the edit');
  await writeFile(join(folder, 'b.md'), '# B\n\nAdded through the link.\n');
  await fx.waitForHtml(`${route}/b`, (html, status) => status === 200 && html.includes('Added through the link.'), 'the added page');
  await fx.waitForHtml(`${route}/a`, (html) => /href="\/docs\/[^"]*b"/.test(html), 'the added page in the sidebar');
  await rm(join(folder, 'b.md'));
  await fx.waitForHtml(`${route}/b`, (_html, status) => status === 404, 'the removed page gone');
  assert.doesNotMatch(fx.output.text(), /Symbolic link .* skipped/, fx.output.text());
}

describe('pxdocs dev with the docs folder a link to a folder outside the site', () => {
  let fx: DevFixture;
  let elsewhere: string;

  before(async () => {
    elsewhere = await makeTempDir('pxdocs-linked-docs-');
    await writeFile(join(elsewhere, 'a.md'), '# A\n\nFirst text.\n');
    fx = await startFixtureDev('linked-docs-outside', CONFIG, { prepare: (dir) => symlink(elsewhere, join(dir, 'docs'), 'dir') });
  });
  after(async () => {
    await fx?.close();
  });

  it('serves its pages, and shows an edit, an added page and a removed one made there', async () => {
    assert.ok((await fx.get('/docs/a')).html.includes('First text.'));
    await followsChanges(fx, elsewhere, '/docs');
  });
});

describe('pxdocs dev with a link in the docs folder to a folder of the site', () => {
  let fx: DevFixture;
  let shared: string;

  before(async () => {
    fx = await startFixtureDev('linked-docs-inside', { ...CONFIG, 'docs/intro.md': '# Intro\n\nHello.\n', 'shared/a.md': '# A\n\nFirst text.\n' }, {
      prepare: async (dir) => {
        shared = join(dir, 'shared');
        await mkdir(shared, { recursive: true });
        await symlink(shared, join(dir, 'docs', 'shared'), 'dir');
      },
    });
  });
  after(async () => {
    await fx?.close();
  });

  it('serves its pages, and shows an edit, an added page and a removed one made in the folder it leads to', async () => {
    assert.ok((await fx.get('/docs/shared/a')).html.includes('First text.'));
    await followsChanges(fx, shared, '/docs/shared');
  });
});
