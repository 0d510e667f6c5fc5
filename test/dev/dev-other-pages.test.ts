// `pxdocs dev` draws the pages no doc file makes (home, generated index pages,
// tags, the blog's lists) again only when what they are drawn from changed: an
// edit that relinks the site (a page's first paragraph, its description, or its
// title) drew every one of them again before the page was served (1.2-3.8 s at
// 3,000 pages), yet each must still show the edit.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { makeFixture, page, removeTempDirs } from '../helpers.js';
import { DevSession } from '../../compiler/dev/session.js';
import { Reporter } from '../../compiler/reporter.js';
import { sidebarLinks, startFixtureDev, type DevFixture } from './dev-helpers.js';

const PLAIN = 'content/reference/03-more/03-plain.md';

describe('pxdocs dev: pages without a doc file at start', () => {
  after(removeTempDirs);

  it('draws none of them before Ready, and each when asked for or in the warm-up', async () => {
    const dir = await makeFixture('basic', { [PLAIN]: page({ title: 'Plain' }, 'Plain first words.\n') });
    const session = new DevSession(dir, new Reporter({ quiet: true }));
    try {
      await session.start();
      // Ready: the warm-up's turn to draw them comes after start() resolves (the queue's next turn).
      assert.equal(session.othersDrawn, 0, 'no page without a doc drawn before Ready (at 10,000 pages, 520 generated indexes held up the first page)');
      assert.equal(session.has('reference/more.html'), true, 'the generated index is a page from the start');
      assert.match(String(await session.read('reference/more.html')), /Plain first words\./, 'asked for, it is drawn');
      await session.warmedUp();
      assert.match(String(await session.read('404.html')), /<\/html>/, 'the not-found page is there');
    } finally {
      session.close();
    }
  });
});

describe('pxdocs dev: pages without a doc file after an edit', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic', { [PLAIN]: page({ title: 'Plain' }, 'Plain first words.\n\n## Part\n\nText.\n') });
  });
  after(async () => {
    await fx?.close();
    await removeTempDirs();
  });

  it('draws again only the generated index showing a new description', async () => {
    const index = await fx.get('/reference/more');
    assert.match(index.html, /Plain first words\./, 'the generated index shows the page description');
    await fx.write(PLAIN, page({ title: 'Plain' }, 'Plain second words.\n\n## Part\n\nText.\n'));
    await fx.waitForHtml('/reference/more', (html) => html.includes('Plain second words.') && !html.includes('Plain first words.'), 'the new description on the generated index');
    const { othersDrawn } = fx.dev.session;
    const others = (await Promise.all(['/', '/search', '/404.html'].map((path) => fx.get(path)))).filter((got) => got.status < 500).length;
    assert.ok(others >= 3, 'the site has other pages without a doc');
    assert.ok(othersDrawn >= 1 && othersDrawn <= 2, `the generated index is drawn again, not the ${others} other pages without a doc too (drew ${othersDrawn})`);
  });

  it('shows a new title in the generated index\'s cards and sidebar', async () => {
    await fx.write(PLAIN, page({ title: 'Plain renamed' }, 'Plain second words.\n\n## Part\n\nText.\n'));
    const html = await fx.waitForHtml('/reference/more', (text) => text.includes('Plain renamed'), 'the new title on the generated index');
    assert.ok(sidebarLinks(html).some((link) => link.label === 'Plain renamed'), 'the sidebar has the new title');
    assert.doesNotMatch(html, />Plain</, 'the old title is gone');
  });
});

describe('pxdocs dev: pages without a doc file after a title change in a windowed sidebar', () => {
  let fx: DevFixture;
  // Over the sidebar budget (200 entries): the reference sidebar is windowed, its tree an asset whose URL changes with any title.
  const bulk: Record<string, string> = {};
  for (let index = 1; index <= 210; index++) bulk[`content/reference/09-bulk/p${String(index).padStart(3, '0')}.md`] = page({ title: `Bulk ${index}` }, `Bulk page ${index}.\n`);
  const FAR = 'content/reference/09-bulk/p150.md';

  before(async () => {
    fx = await startFixtureDev('basic', bulk);
  }, { timeout: 60_000 });
  after(async () => {
    await fx?.close();
    await removeTempDirs();
  });

  it('draws none of them again for a title outside what each shows of its sidebar', async () => {
    const before = await fx.get('/reference/more');
    assert.match(before.html, /data-sidebar-tree="[^"]+"/, 'the reference sidebar is windowed');
    await fx.write(FAR, page({ title: 'Bulk renamed' }, 'Bulk page 150.\n'));
    await fx.waitForHtml('/reference/bulk/p150', (html) => html.includes('Bulk renamed'), 'the new title on the page itself');
    assert.equal(fx.dev.session.othersDrawn, 0, 'no page without a doc shows that title');
    const after = await fx.get('/reference/more');
    const tree = (html: string) => /data-sidebar-tree="([^"]+)"/.exec(html)?.[1];
    assert.notEqual(tree(after.html), tree(before.html), 'the generated index links the new tree (the rest of its HTML is the same)');
    assert.equal((await fx.get(tree(after.html)!)).status, 200, 'the tree it links is served');
    assert.equal(after.html.split(tree(after.html)!).join(''), before.html.split(tree(before.html)!).join(''), 'nothing else of it changed');
  });

  it('draws the generated index again for a title in its window', async () => {
    await fx.write('content/reference/03-more/01-glossary.md', page({ title: 'Glossary renamed' }, 'Terms.\n'));
    await fx.waitForHtml('/reference/more', (html) => html.includes('Glossary renamed'), 'the new title on the generated index');
    assert.ok(fx.dev.session.othersDrawn >= 1);
  });
});

describe('pxdocs dev: a description made from a first paragraph, edited', () => {
  let fx: DevFixture;
  const CARDS = 'content/reference/03-more/04-cards.mdx';
  // Cards of another category of the same sidebar: they show none of 03-more's descriptions.
  const OTHER_CARDS = 'content/reference/06-extra/01-extra-cards.mdx';

  before(async () => {
    fx = await startFixtureDev('basic', {
      [PLAIN]: page({ title: 'Plain' }, 'Plain first words.\n\n## Part\n\nText.\n'),
      [CARDS]: page({ title: 'Cards' }, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"),
      [OTHER_CARDS]: page({ title: 'Extra cards' }, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"),
      'content/reference/06-extra/02-extra.md': page({ title: 'Extra' }, 'Extra first words.\n'),
    });
  });
  after(async () => {
    await fx?.close();
    await removeTempDirs();
  });

  it('leaves current the pages that show no description, and shows the new one where one is shown', async () => {
    assert.match((await fx.get('/reference/more/cards')).html, /Plain first words\./, 'the cards show the description');
    const otherCards = (await fx.get('/reference/extra/extra-cards')).html;
    assert.match(otherCards, /Extra first words\./, 'the other category\'s cards show its own descriptions');
    await fx.write(PLAIN, page({ title: 'Plain' }, 'Plain other words.\n\n## Part\n\nText.\n'));
    await fx.waitForHtml('/reference/more/plain', (html) => html.includes('content="Plain other words."'), 'the page\'s own description');
    // The cards page read its category's entries: stale. The other category's cards and the other doc pages show no such description: current.
    assert.equal(fx.dev.session.stalePages, 1, 'only the page with cards of the edited doc\'s category is stale (the other category\'s cards too, before)');
    assert.equal((await fx.get('/reference/extra/extra-cards')).html, otherCards, 'the other category\'s cards, kept, as they were');
    await fx.waitForHtml('/reference/more/cards', (html) => html.includes('Plain other words.') && !html.includes('Plain first words.'), 'the new description on the cards');
    await fx.waitForHtml('/reference/more', (html) => html.includes('Plain other words.'), 'the new description on the generated index');
  });
});

describe('pxdocs dev: a page added', () => {
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic');
  });
  after(async () => {
    await fx?.close();
    await removeTempDirs();
  });

  it('reads no page\'s text again to tell what changed, and still builds a page edited with it', async () => {
    const setup = join(fx.dir, 'content/guide/02-setup.md');
    const text = await readFile(setup, 'utf8');
    await Promise.all([
      fx.write('content/guide/04-added.md', page({ title: 'Added' }, 'Just added.\n')),
      fx.write('content/guide/02-setup.md', text.replace('Install it.', 'Install it, with a page added.')),
    ]);
    await fx.waitForHtml('/guide/added', (html, status) => status === 200 && html.includes('Just added.'), 'the new page');
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Install it, with a page added.'), 'the edit');
    assert.equal(fx.dev.session.textsRead, 0, 'discovery\'s hashes tell what changed');
  });

  it('reads again only the docs the watcher named: one added, one edited since, none for one removed', async () => {
    const setup = join(fx.dir, 'content/guide/02-setup.md');
    const text = await readFile(setup, 'utf8');
    // A title edited alone is not a rediscovery: the next one must still read it again.
    await fx.write('content/guide/02-setup.md', text.replace('title: Setup', 'title: Setup retitled'));
    await fx.waitForHtml('/guide/setup', (html) => html.includes('Setup retitled'), 'the new title');
    await fx.write('content/guide/05-later.md', page({ title: 'Later' }, 'Later still.\n'));
    const later = await fx.waitForHtml('/guide/later', (html, status) => status === 200 && html.includes('Later still.'), 'the new page');
    assert.equal(fx.dev.session.docsRead, 2, 'the page added and the page edited since the last discovery');
    assert.ok(sidebarLinks(later).some((link) => link.label === 'Setup retitled'), 'the edited title, read again');
    await rm(join(fx.dir, 'content/guide/05-later.md'));
    await fx.waitForHtml('/guide/later', (_, status) => status === 404, 'the page removed');
    assert.equal(fx.dev.session.docsRead, 0, 'no doc read for a page removed');
  });
});

describe('pxdocs dev: a blog of 60 posts warming up', () => {
  const POSTS = 60;
  const day = (n: number) => `2024-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
  const posts = Object.fromEntries(Array.from({ length: POSTS }, (_, n) => [`blog/${day(n)}-post-${n}.md`, `---\ntitle: Post ${n}\n---\n\nExcerpt of post ${n}.\n\n<!-- truncate -->\n\nThe rest of post ${n}.\n`]));
  let fx: DevFixture;

  before(async () => {
    fx = await startFixtureDev('basic', posts);
  });
  after(async () => {
    await fx?.close();
    await removeTempDirs();
  });

  it('draws its list pages once, when every excerpt is known, not at start and after each batch of posts', async () => {
    const lists = Math.ceil(POSTS / 10);
    // Once every excerpt is known: more is a draw at start (no excerpt known) or one per batch of posts built (16 a batch).
    assert.ok(fx.dev.session.blogListsDrawn <= lists, `list pages drawn ${fx.dev.session.blogListsDrawn} times for ${lists} list pages`);
    const first = await fx.get('/blog');
    assert.match(first.html, /Excerpt of post 59\./, 'the newest post\'s excerpt');
    assert.match((await fx.get(`/blog/page/${lists}`)).html, /Excerpt of post 0\./, 'the oldest post\'s excerpt, on the last list page');
    assert.doesNotMatch(first.html, /The rest of post/);
  });
});
