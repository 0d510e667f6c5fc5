// `pxdocs dev` keeps what discovery read of each page file (dev/doc-memo.ts) and
// reads again, at a rediscovery, only the files the watcher named: docs, the
// pages folder's pages and blog posts alike, in a locale's pass too, and a doc
// that is a symbolic link as well as any other.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector, sidebarLinks, startFixtureDev, waitUntil, type DevFixture } from './dev-helpers.js';

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

describe('pxdocs dev --locale fr: the memo per locale', () => {
  it('reads again only the files named, translations included, and a translation added replaces its original', async () => {
    const site = await makeTempDir('pxdocs-dev-memo-fr-');
    const translations = 'i18n/fr/docusaurus-plugin-content-docs/current';
    const files: Record<string, string> = {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n",
      [`${translations}/intro.md`]: page({ title: 'Présentation', sidebar_position: 1 }, 'Texte.\n'),
    };
    for (let n = 0; n < 20; n++) files[`docs/page-${String(n).padStart(2, '0')}.md`] = page({ title: `Page ${n}`, sidebar_position: n + 2 }, `Text ${n}.\n`);
    files['docs/intro.md'] = page({ title: 'Intro', sidebar_position: 1 }, 'Text.\n');
    await writeFiles(site, files);
    const dev = await startDev({ cwd: site, port: 0, host: '127.0.0.1', locale: 'fr', reporter: new Reporter({ stream: new Collector() }) });
    try {
      await dev.settled();
      const get = async (path: string) => {
        const response = await fetch(new URL(path, dev.url));
        return { status: response.status, html: await response.text() };
      };
      await writeFiles(site, { 'docs/zz-added.md': page({ title: 'Added', sidebar_position: 90 }, 'Added.\n') });
      await waitUntil(async () => (await get('/fr/docs/zz-added')).status === 200, 'the page added', 10_000);
      assert.equal(dev.session.docsRead, 1, 'the page added alone, not every doc of the locale');
      // An edited translation is read again by the next rediscovery.
      await writeFiles(site, { [`${translations}/intro.md`]: page({ title: 'Présentation revue', sidebar_position: 1 }, 'Texte revu.\n') });
      await waitUntil(async () => (await get('/fr/docs/intro')).html.includes('Texte revu.'), 'the edited translation', 10_000);
      await writeFiles(site, { 'docs/zz-second.md': page({ title: 'Second', sidebar_position: 91 }, 'Second.\n') });
      await waitUntil(async () => (await get('/fr/docs/zz-second')).status === 200, 'the second page added', 10_000);
      assert.ok(dev.session.docsRead <= 2, `${dev.session.docsRead} files read: the page added, at most the translation edited since too`);
      assert.ok(sidebarLinks((await get('/fr/docs/zz-second')).html).some((link) => link.label === 'Présentation revue'), 'the edited translation\'s title in the sidebar');
      // A translation added is the page from then on, though its original was remembered.
      await writeFiles(site, { [`${translations}/page-03.md`]: page({ title: 'Page trois', sidebar_position: 5 }, 'Texte trois.\n') });
      await waitUntil(async () => (await get('/fr/docs/page-03')).html.includes('Texte trois.'), 'the new translation', 10_000);
      await writeFiles(site, { 'docs/zz-third.md': page({ title: 'Third', sidebar_position: 92 }, 'Third.\n') });
      await waitUntil(async () => (await get('/fr/docs/zz-third')).status === 200, 'the third page added', 10_000);
      const third = (await get('/fr/docs/zz-third')).html;
      assert.ok(sidebarLinks(third).some((link) => link.label === 'Page trois'), 'the new translation\'s title in the sidebar');
      assert.match((await get('/fr/docs/page-03')).html, /Texte trois\./);
    } finally {
      dev.server.closeAllConnections();
      await dev.close();
    }
  });
});

describe('pxdocs dev: a doc that is a symbolic link', () => {
  let fx: DevFixture | undefined;
  after(() => fx?.close());

  it('is read again after an edit (the watcher names the link), and kept so by a rediscovery', async () => {
    fx = await startFixtureDev('basic', { 'shared/linked.md': page({ title: 'Linked' }, 'Linked first.\n') }, {
      prepare: async (dir) => {
        await mkdir(join(dir, 'content/guide'), { recursive: true });
        await symlink(join(dir, 'shared/linked.md'), join(dir, 'content/guide/04-linked.md'));
      },
    });
    assert.match((await fx.get('/guide/linked')).html, /Linked first\./);
    // The watcher names the link (content/guide/04-linked.md) for an edit of the file it points to.
    await fx.write('shared/linked.md', page({ title: 'Linked retitled' }, 'Linked second.\n'));
    await fx.waitForHtml('/guide/linked', (html) => html.includes('Linked second.'), 'the edit');
    // A rediscovery (a page added) keeps the doc as edited, not as first read.
    await fx.write('content/guide/05-later.md', page({ title: 'Later' }, 'Later still.\n'));
    const later = await fx.waitForHtml('/guide/later', (html, status) => status === 200, 'the page added');
    assert.ok(sidebarLinks(later).some((entry) => entry.label === 'Linked retitled'), `the linked doc's new title in the sidebar (${sidebarLinks(later).map((entry) => entry.label).join(', ')})`);
    assert.match((await fx.get('/guide/linked')).html, /Linked second\./);
  });
});
