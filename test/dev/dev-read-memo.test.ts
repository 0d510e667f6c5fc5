// `pxdocs dev` keeps what discovery read of each page file (dev/doc-memo.ts) and
// reads again, at a rediscovery, only the files the watcher named: docs, the
// pages folder's pages and blog posts alike.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { page, removeTempDirs } from '../helpers.js';
import { startFixtureDev, type DevFixture } from './dev-helpers.js';

after(removeTempDirs);

describe('pxdocs dev: pages and posts read again only when named', () => {
  const POSTS = 30;
  const files: Record<string, string> = {};
  for (let n = 0; n < POSTS; n++) files[`blog/2024-01-${String(n + 1).padStart(2, '0')}-post-${n}.md`] = page({ title: `Post ${n}` }, `Excerpt ${n}.\n\n<!-- truncate -->\n\nRest.\n`);
  for (let n = 0; n < 5; n++) files[`src/pages/page-${n}.md`] = page({ title: `Page ${n}` }, `Text of page ${n}.\n`);
  let fx: DevFixture | undefined;
  after(() => fx?.close());

  it('reads again, at a rediscovery, the post or page edited and the doc added, not every post and page', async () => {
    fx = await startFixtureDev('basic', files);
    await fx.write('content/guide/05-later.md', page({ title: 'Later' }, 'Later still.\n'));
    await fx.waitForHtml('/guide/later', (html, status) => status === 200 && html.includes('Later still.'), 'the new page');
    assert.equal(fx.dev.session.docsRead, 1, `the page added alone, not the ${POSTS} posts and 5 pages`);
    // A post edited: discovery runs again and reads that post alone, the others kept.
    await fx.write('blog/2024-01-30-post-29.md', page({ title: 'Post 29 retitled' }, 'Excerpt 29.\n\n<!-- truncate -->\n\nRest.\n'));
    await fx.waitForHtml('/blog', (html) => html.includes('Post 29 retitled'), 'the edited post title in the blog list');
    // Counted (a post goes through the memo too), and at most one file more: the watcher may name one save twice.
    assert.ok(fx.dev.session.docsRead >= 1 && fx.dev.session.docsRead <= 2, `${fx.dev.session.docsRead} files read for the post edited, not the ${POSTS} posts`);
    await fx.write('src/pages/page-0.md', page({ title: 'Page 0 retitled' }, 'Text of page 0, edited.\n'));
    await fx.waitForHtml('/page-0', (html) => html.includes('Text of page 0, edited.'), 'the edited page');
    assert.ok(fx.dev.session.docsRead >= 1 && fx.dev.session.docsRead <= 2, `${fx.dev.session.docsRead} files read for the page edited, not the 5 pages`);
    await fx.write('content/guide/06-latest.md', page({ title: 'Latest' }, 'Latest.\n'));
    await fx.waitForHtml('/guide/latest', (_, status) => status === 200, 'the second page added');
    // The page added, and at most the page edited before it again (the watcher may name one save twice).
    assert.ok(fx.dev.session.docsRead <= 2, `${fx.dev.session.docsRead} files read for a page added`);
    const blog = await fx.get('/blog');
    assert.match(blog.html, /Post 29 retitled/, 'the edited post, kept as edited');
    assert.match(blog.html, /Excerpt 28\./, "the others, from the memo");
    await rm(join(fx.dir, 'content/guide/06-latest.md'));
    await fx.waitForHtml('/guide/latest', (_, status) => status === 404, 'the page removed');
    assert.equal(fx.dev.session.docsRead, 0, 'nothing read for a page removed');
  });
});
