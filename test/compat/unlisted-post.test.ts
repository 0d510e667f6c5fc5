// An unlisted blog post (`unlisted: true`, as ThorstenSuckow/thorsten.suckow-homberg.de
// publishes its translations): built and reachable by its link, in no list. Docusaurus's
// blog post page shows the unlisted banner above it and says `noindex, nofollow`, as
// for an unlisted doc; pxdocs showed no banner and said `noindex` for both.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('an unlisted blog post', () => {
  it('shows the unlisted banner and says noindex, nofollow; a listed post neither; an unlisted doc says noindex, nofollow too', async () => {
    const dir = await makeTempDir('pxdocs-unlisted-post-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, blog: { path: 'blog', onUntruncatedBlogPosts: 'ignore' }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'docs/secret.md': page({ title: 'Secret', unlisted: true }, 'Hidden doc.\n'),
      'blog/2024-01-01-hidden.md': page({ title: 'Hidden', unlisted: true }, 'Only by link.\n'),
      'blog/2024-01-02-shown.md': page({ title: 'Shown' }, 'Listed.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const hidden = await readFile(join(dir, 'out', 'blog', '2024', '01', '01', 'hidden.html'), 'utf8');
    assert.match(hidden, /theme-unlisted-banner[\s\S]*This page is unlisted\. Search engines will not index it/);
    assert.ok(hidden.indexOf('theme-unlisted-banner') < hidden.indexOf('<article'), 'the banner comes before the post');
    assert.match(hidden, /<meta name="robots" content="noindex, nofollow"\/>/);
    const shown = await readFile(join(dir, 'out', 'blog', '2024', '01', '02', 'shown.html'), 'utf8');
    assert.doesNotMatch(shown, /theme-unlisted-banner|name="robots"/);
    const secret = await readFile(join(dir, 'out', 'docs', 'secret.html'), 'utf8');
    assert.match(secret, /<meta name="robots" content="noindex, nofollow"\/>/);
  });
});
