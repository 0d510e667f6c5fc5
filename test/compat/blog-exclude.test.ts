// The blog plugin's `exclude` naming a folder, not the files in it: kooku0/kooku0.github.io's
// retrospect blog has `exclude: ['**/archive']` to keep its archive/ folder of old posts out.
// Docusaurus's file search (fast-glob) skips a folder its ignore pattern matches; pxdocs only
// skipped one whose contents matched (`archive/**`), so the old posts were published, one of them
// under /retrospect/archive/…, beside the blog's own archive page.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a blog exclude pattern naming a folder', () => {
  it('leaves out the folder and every post in it, nested or not, as Docusaurus does', async () => {
    const site = await makeTempDir('pxdocs-blog-exclude-');
    await writeFiles(site, {
      'pxdocs.config.mjs': `export default ${JSON.stringify({
        title: 'Log',
        url: 'https://log.example',
        docs: { path: 'docs', sidebarPath: false },
        navbar: { items: [] },
        footer: { copyright: '' },
        blog: { path: 'retrospect', routeBasePath: 'retrospect', exclude: ['**/archive'], onUntruncatedBlogPosts: 'ignore' },
      })};\n`,
      'docs/intro.md': '# Intro\n',
      'retrospect/2021-08-15-week.md': '# Week two\n\nKept.\n',
      'retrospect/archive/2021-08-22-old.md': '# Old week\n\nArchived.\n',
      'retrospect/2022/archive/2022-01-01-older.md': '# Older\n\nArchived too.\n',
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const out = join(site, 'out');
    assert.ok(existsSync(join(out, 'retrospect', '2021', '08', '15', 'week.html')), 'the kept post is built');
    // A post in a folder is routed under it (`/retrospect/2021/08/22/archive/old`): no page anywhere has them.
    const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
    const archived = [];
    for (const file of pages) if (/Archived/.test(await readFile(join(out, file), 'utf8'))) archived.push(file);
    assert.deepEqual(archived, []);
  });
});
