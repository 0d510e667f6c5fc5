// The blog, as Docusaurus's blog plugin builds it: the classic template's blog
// (test/compat/fixtures/docusaurus-classic: four posts, one a folder with its
// image, authors.yml with socials and author pages, tags.yml) taken through
// `pxdocs init --from-docusaurus` and built; then the plugin's rules (dates
// from names, slugs, pagination, inline authors, feeds, options, errors) on
// blogs written here.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { attr, listRoutes, must, readPage, selectAll, selectOne, text } from './lib.js';
import { buildTemplate, serveTemplate, type Built } from './classic-template.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;
declare const getComputedStyle: any;

after(removeTempDirs);

const URL_BASE = 'https://your-docusaurus-site.example.com';

describe("The classic template's blog", () => {
  let built: Built;
  before(async () => { built = await buildTemplate('js'); });

  it('carries the blog options and builds every post', async () => {
    assert.equal(built.init.code, 0, built.init.stderr);
    const config = await readFile(join(built.site, 'pxdocs.config.mjs'), 'utf8');
    assert.match(config, /"blog": \{[^}]*"showReadingTime": true/);
    assert.match(config, /"editUrl": "https:\/\/github\.com\/facebook\/docusaurus\/tree\/main\/packages\/create-docusaurus\/templates\/shared\/"\s*\}/);
    assert.match(config, /"onInlineTags": "warn",\s*"onInlineAuthors": "warn",\s*"onUntruncatedBlogPosts": "warn"/);
    assert.doesNotMatch(built.stderr, /truncate marker|inline/, 'every post of the template passes the checks');
    assert.equal(built.code, 0, built.stderr);
    const routes = await listRoutes(built.out);
    for (const route of ['/blog', '/blog/welcome', '/blog/mdx-blog-post', '/blog/long-blog-post', '/blog/first-blog-post', '/blog/tags', '/blog/tags/docusaurus', '/blog/tags/hola', '/blog/archive', '/blog/authors', '/blog/authors/yangshun', '/blog/authors/all-sebastien-lorber-articles']) {
      assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
    }
  });

  it('lists the posts newest first, each with its excerpt up to the truncate marker', async () => {
    const page = await readPage(built.out, '/blog');
    assert.equal(text(must(page.tree, 'title')), 'Blog | My Site');
    const items = selectAll(page.tree, 'article.blog-post-item');
    assert.deepEqual(items.map((item) => text(must(item, 'h2'))), ['Welcome', 'MDX Blog Post', 'Long Blog Post', 'First Blog Post']);
    assert.deepEqual(items.map((item) => attr(must(item, 'time'), 'datetime')), ['2021-08-26T00:00:00.000Z', '2021-08-01T00:00:00.000Z', '2019-05-29T00:00:00.000Z', '2019-05-28T00:00:00.000Z']);
    const welcome = items[0];
    // The month in full, as Docusaurus's blog formats a post's date (a doc's last update has it short).
    assert.equal(text(must(welcome, 'time')), 'August 26, 2021');
    assert.match(text(must(welcome, '.markdown')), /Here are a few tips you might find useful\.$/, 'the excerpt stops at the marker');
    assert.doesNotMatch(text(must(welcome, '.markdown')), /Simply add Markdown files/);
    assert.equal(attr(must(welcome, 'a.blog-read-more'), 'href'), '/blog/welcome');
    // The MDX post's excerpt is rendered as the post is: its admonition included.
    assert.equal(selectAll(items[1], '.markdown .admonition').length, 1);
    // Authors from authors.yml, linked to their pages.
    assert.deepEqual(selectAll(welcome, '.blog-author-name a').map((link) => [text(link), attr(link, 'href')]), [['Sébastien Lorber', '/blog/authors/all-sebastien-lorber-articles'], ['Yangshun Tay', '/blog/authors/yangshun']]);
    // Their photos link there too, as Docusaurus's BlogAuthor (a.avatar__photo-link).
    assert.deepEqual(selectAll(welcome, 'a.avatar__photo-link').map((link) => [attr(link, 'href'), selectAll(link, 'img.avatar__photo').length]), [['/blog/authors/all-sebastien-lorber-articles', 1], ['/blog/authors/yangshun', 1]]);
    assert.deepEqual(selectAll(welcome, '.blog-author-socials a').slice(0, 3).map((link) => attr(link, 'href')), ['https://x.com/sebastienlorber', 'https://www.linkedin.com/in/sebastienlorber/', 'https://github.com/slorber']);
    // Named as Docusaurus titles each platform's link (its logo's tooltip); a platform it does not know, by its key.
    assert.deepEqual(selectAll(welcome, '.blog-author-socials a').slice(0, 4).map((link) => [text(link), attr(link, 'title')]), [['X', 'X'], ['LinkedIn', 'LinkedIn'], ['GitHub', 'GitHub'], ['newsletter', 'newsletter']]);
    // Tags from tags.yml: their labels and permalinks.
    assert.deepEqual(selectAll(welcome, 'a.tag').map((link) => [text(link), attr(link, 'href')]), [['Facebook', '/blog/tags/facebook'], ['Hello', '/blog/tags/hello'], ['Docusaurus', '/blog/tags/docusaurus']]);
    // Recent posts beside it.
    assert.deepEqual(selectAll(page.tree, '.blog-sidebar a').map(text), ['Welcome', 'MDX Blog Post', 'Long Blog Post', 'First Blog Post']);
  });

  it("builds a post: its whole body without the marker, its header, neighbours, twin and edit link", async () => {
    const page = await readPage(built.out, '/blog/welcome');
    assert.equal(text(must(page.tree, 'title')), 'Welcome | My Site');
    assert.equal(attr(must(page.tree, 'meta[property="og:type"]'), 'content'), 'article');
    // As Docusaurus's BlogPostPage metadata: the authors' pages and the tags, comma-joined; the large card with the social image.
    assert.equal(attr(must(page.tree, 'meta[property="article:author"]'), 'content'), 'https://sebastienlorber.com,https://linkedin.com/in/yangshun');
    assert.equal(attr(must(page.tree, 'meta[property="article:tag"]'), 'content'), 'Facebook,Hello,Docusaurus');
    assert.equal(attr(must(page.tree, 'meta[name="twitter:card"]'), 'content'), 'summary_large_image');
    assert.equal(attr(must(page.tree, 'meta[name="twitter:image"]'), 'content'), attr(must(page.tree, 'meta[property="og:image"]'), 'content'));
    assert.equal(text(must(page.tree, 'h1.blog-post-title')), 'Welcome');
    // Docusaurus's English: "One min read" for one minute (its plural forms).
    assert.match(text(must(page.tree, '.blog-post-meta')), /^August 26, 2021 · One min read$/);
    const body = must(page.tree, 'article.blog-post .markdown');
    assert.match(text(body), /Simply add Markdown files/);
    assert.doesNotMatch(page.html, /truncate/, 'the marker is gone');
    // The folder post's image, published with it.
    const image = attr(must(body, 'img'), 'src')!;
    assert.match(image, /^\/assets\/images\/docusaurus-plushie-banner-[0-9a-f]{8}\.jpeg$/);
    assert.ok(existsSync(join(built.out, image)));
    assert.equal(attr(must(page.tree, 'a[rel="next"]'), 'href'), '/blog/mdx-blog-post');
    assert.equal(selectAll(page.tree, 'a[rel="prev"]').length, 0, 'the newest post has no newer one');
    assert.equal(attr(must(page.tree, '.edit-page a'), 'href'), 'https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/blog/2021-08-26-welcome/index.mdx');
    const twin = await readFile(join(built.out, 'blog', 'welcome.md'), 'utf8');
    assert.match(twin, /^# Welcome$/m);
    assert.match(twin, /Simply add Markdown files/);
    assert.doesNotMatch(twin, /truncate/);
  });

  it('makes the tag, author and archive pages', async () => {
    const tags = await readPage(built.out, '/blog/tags');
    assert.deepEqual(selectAll(tags.tree, 'main a.tag').map(text), ['Docusaurus4', 'Facebook1', 'Hello2', 'Hola1']);
    // Under their first letters, as Docusaurus's TagsListByLetter groups them (an anchor each).
    assert.deepEqual(selectAll(tags.tree, 'main .tags-index h2').map((heading) => [text(heading), attr(heading, 'id')]), [['D', 'D'], ['F', 'F'], ['H', 'H']]);
    assert.deepEqual(selectAll(tags.tree, 'main .tags-index section').map((section) => selectAll(section, 'a.tag').map(text)), [['Docusaurus4'], ['Facebook1'], ['Hello2', 'Hola1']]);
    const docusaurus = await readPage(built.out, '/blog/tags/docusaurus');
    assert.equal(text(must(docusaurus.tree, 'h1')), '4 posts tagged with "Docusaurus"');
    const hola = await readPage(built.out, '/blog/tags/hola');
    assert.equal(text(must(hola.tree, 'h1')), 'One post tagged with "Hola"');
    // The tag's description from tags.yml, under the heading and as the page's description.
    assert.equal(text(must(hola.tree, 'p.blog-list-lead')), 'Hola tag description');
    assert.equal(attr(must(hola.tree, 'meta[name="description"]'), 'content'), 'Hola tag description');
    assert.deepEqual(selectAll(hola.tree, 'article h2').map(text), ['First Blog Post']);
    const author = await readPage(built.out, '/blog/authors/all-sebastien-lorber-articles');
    assert.equal(text(must(author.tree, 'h1')), 'Sébastien Lorber');
    // Titled as Docusaurus's author page: the name and the count of posts.
    assert.equal(text(must(author.tree, 'title')), 'Sébastien Lorber - 3 posts | My Site');
    assert.deepEqual(selectAll(author.tree, 'article h2').map(text), ['Welcome', 'MDX Blog Post', 'First Blog Post']);
    // Under the author, Docusaurus's link to every author (BlogAuthorsPostsPage's ViewAllAuthorsLink).
    assert.deepEqual(selectAll(author.tree, 'main header a').filter((link) => text(link) === 'View all authors').map((link) => attr(link, 'href')), ['/blog/authors']);
    const authors = await readPage(built.out, '/blog/authors');
    // As Docusaurus's: no description on the tags index, the authors index or an author's page (pxdocs made them up).
    for (const page of [tags, authors, author]) {
      assert.deepEqual([selectOne(page.tree, 'meta[name="description"]'), selectOne(page.tree, 'meta[property="og:description"]')], [undefined, undefined], text(must(page.tree, 'title')));
    }
    // Every author of authors.yml, in its order, with their count of posts, as Docusaurus's authors list.
    assert.deepEqual(selectAll(authors.tree, 'main .blog-author-name').map(text), ['Yangshun Tay', 'Sébastien Lorber']);
    assert.deepEqual(selectAll(authors.tree, 'main .blog-authors-index .tag-count').map(text), ['3', '3']);
    const archive = await readPage(built.out, '/blog/archive');
    assert.deepEqual(selectAll(archive.tree, 'main h2').map(text), ['2021', '2019']);
    // A year's posts oldest first, each "Month day - Title", as Docusaurus's archive lists them.
    assert.deepEqual(selectAll(archive.tree, 'main section li').map(text), ['August 1 - MDX Blog Post', 'August 26 - Welcome', 'May 28 - First Blog Post', 'May 29 - Long Blog Post']);
  });

  it('writes RSS and Atom feeds of the posts, linked from the blog pages', async () => {
    const rss = await readFile(join(built.out, 'blog', 'rss.xml'), 'utf8');
    assert.match(rss, /^<\?xml/);
    assert.deepEqual([...rss.matchAll(/<item>\s*<title><!\[CDATA\[([^\]]+)\]\]><\/title>/g)].map((match) => match[1]), ['Welcome', 'MDX Blog Post', 'Long Blog Post', 'First Blog Post']);
    assert.match(rss, new RegExp(`<link>${URL_BASE}/blog/welcome</link>`));
    assert.match(rss, /<pubDate>Thu, 26 Aug 2021 00:00:00 GMT<\/pubDate>/);
    // Whole posts, as Docusaurus's feeds carry them: the welcome post's text after its truncate marker too.
    const welcome = /<item>\s*<title><!\[CDATA\[Welcome\]\]>[^]*?<\/item>/.exec(rss)?.[0] ?? '';
    assert.match(welcome, /Here are a few tips you might find useful\.[^]*Simply add Markdown files/);
    assert.doesNotMatch(welcome, /truncate/);
    const atom = await readFile(join(built.out, 'blog', 'atom.xml'), 'utf8');
    assert.match(atom, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    assert.match(atom, /<name>Sébastien Lorber<\/name>/);
    assert.equal(existsSync(join(built.out, 'blog', 'feed.json')), false, 'JSON only when asked for');
    const list = await readPage(built.out, '/blog');
    assert.deepEqual(selectAll(list.tree, 'link[rel="alternate"]').filter((link) => /xml/.test(attr(link, 'type') ?? '')).map((link) => attr(link, 'href')), ['/blog/rss.xml', '/blog/atom.xml']);
  });

  it('puts the posts in search, the sitemap and llms.txt, and not the lists', async () => {
    const records = readRecordsFile<{ url: string; docusaurus_tag: string; hierarchy: { lvl0: string } }>(join(built.out, 'search-records.json'));
    const welcome = records.filter((record) => record.url.startsWith('/blog/welcome'));
    assert.ok(welcome.length > 0);
    // Tagged as Docusaurus tags pages outside the docs: every contextual search keeps them.
    assert.deepEqual([...new Set(welcome.map((record) => record.docusaurus_tag))], ['default']);
    // Under the navbar link the posts sit under, as DocSearch's crawler names a post's lvl0.
    assert.deepEqual([...new Set(welcome.map((record) => record.hierarchy.lvl0))], ['Blog']);
    assert.deepEqual([...new Set(records.filter((record) => record.url.startsWith('/docs/')).map((record) => record.docusaurus_tag))], ['docs-default-current']);
    const sitemap = await readFile(join(built.out, 'sitemap.xml'), 'utf8');
    for (const route of ['/blog', '/blog/welcome', '/blog/tags/hola']) assert.match(sitemap, new RegExp(`<loc>${URL_BASE}${route}</loc>`));
    const llms = await readFile(join(built.out, 'llms.txt'), 'utf8');
    assert.match(llms, new RegExp(`\\[Welcome\\]\\(${URL_BASE}/blog/welcome\\.md\\)`));
  });

  it("marks the navbar's Blog link on a post", async () => {
    const page = await readPage(built.out, '/blog/mdx-blog-post');
    const link = selectAll(page.tree, '.navbar-items a').find((anchor) => text(anchor) === 'Blog')!;
    assert.ok(attr(link, 'class')!.split(' ').includes('active'));
    assert.equal(attr(link, 'aria-current'), undefined, 'the page is not the blog itself');
  });

  it("describes a post, the blog's list and a doc's trail to search engines, as Docusaurus's structured data", async () => {
    const ldJson = (page: Awaited<ReturnType<typeof readPage>>) => selectAll(page.tree, 'script[type="application/ld+json"]').map((script) => JSON.parse(text(script)));
    const [post] = ldJson(await readPage(built.out, '/blog/welcome'));
    assert.equal(post['@type'], 'BlogPosting');
    assert.equal(post.url, `${URL_BASE}/blog/welcome`);
    assert.equal(post.headline, 'Welcome');
    assert.equal(post.datePublished, '2021-08-26T00:00:00.000Z');
    assert.deepEqual(post.author.map((person: { name: string }) => person.name), ['Sébastien Lorber', 'Yangshun Tay']);
    assert.deepEqual(post.isPartOf, { '@type': 'Blog', '@id': `${URL_BASE}/blog`, name: 'Blog' });
    const [list] = ldJson(await readPage(built.out, '/blog'));
    assert.equal(list['@type'], 'Blog');
    assert.deepEqual(list.blogPost.map((item: { headline: string }) => item.headline), ['Welcome', 'MDX Blog Post', 'Long Blog Post', 'First Blog Post']);
    // A tag's list is no Blog of its own (Docusaurus's tag page has none).
    assert.deepEqual(ldJson(await readPage(built.out, '/blog/tags/hola')), []);
    const [trail] = ldJson(await readPage(built.out, '/docs/tutorial-basics/create-a-page'));
    assert.equal(trail['@type'], 'BreadcrumbList');
    assert.deepEqual(trail.itemListElement.map((item: { position: number; name: string; item: string }) => [item.position, item.name, item.item]), [
      [1, 'Tutorial - Basics', `${URL_BASE}/docs/category/tutorial---basics`],
      [2, 'Create a Page', `${URL_BASE}/docs/tutorial-basics/create-a-page`],
    ]);
  });
});

describe("The classic template's blog in Chromium", () => {
  const served = serveTemplate();

  it('opens the blog from the navbar by client navigation, styled, with recent posts beside it', async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${served.server.url}/docs/intro`, { waitUntil: 'load' });
    await page.evaluate(() => { (window as any).__sameDocument = true; });
    await page.click('.navbar-items a[href="/blog"]');
    await page.waitForSelector('article.blog-post-item');
    assert.equal(await page.evaluate(() => (window as any).__sameDocument), true, 'client navigation, not a full load');
    const sidebar = await page.evaluate(() => {
      const box = document.querySelector('.blog-sidebar').getBoundingClientRect();
      const main = document.querySelector('.blog-main').getBoundingClientRect();
      return { width: Math.round(box.width), left: Math.round(box.left), mainLeft: Math.round(main.left) };
    });
    assert.equal(sidebar.width, 260, 'the blog stylesheet applies after a client navigation');
    assert.ok(sidebar.mainLeft >= sidebar.left + 260, JSON.stringify(sidebar));
    await page.click('a.blog-read-more[href="/blog/welcome"]');
    await page.waitForSelector('h1.blog-post-title');
    assert.equal(await page.textContent('h1.blog-post-title'), 'Welcome');
    // A phone: no sidebar column.
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.blog-sidebar')).display), 'none');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

/** A site with a blog written here: `files` over a config and one doc. */
async function blogSite(files: Record<string, string>, config = '') {
  const site = await makeTempDir('pxdocs-blog-');
  await writeFiles(site, {
    'pxdocs.config.mjs': `export default { title: 'Notes', url: 'https://notes.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, ${config} };\n`,
    'docs/intro.md': '# Intro\n\nThe docs.\n',
    ...files,
  });
  const result = await buildSite(site);
  return { ...result, site, out: join(site, 'out') };
}

const post = (front: string, body = 'Words of the post.') => `---\n${front}\n---\n\n${body}\n`;

describe('The blog plugin’s rules', () => {
  // A date after a folder: Docusaurus's parseBlogFileName puts the folder after the date
  // (`team-a/2021/05/12/post.md` is `/2021/05/12/team-a/post`, a folder whose name holds the date
  // keeps what is around it: `team-a-2021-05-12-hey/post.md` is `/2021/05/12/team-a-hey/post`).
  // pxdocs put the folder first, so kooku0.github.io's retrospect/archive/… posts, and any blog
  // filing its dated posts in folders, had other routes than on the Docusaurus site, and its links broke.
  it('routes a dated post in a folder as Docusaurus does: the date first, then the folder and the name', async () => {
    const built = await blogSite({
      'blog/team-a/2021/05/12/announcing.md': post('title: Team A'),
      'blog/team-b-2021-05-13-hey/announcing.md': post('title: Team B'),
      'blog/notes/2021-05-14-plain.md': post('title: Plain'),
      'blog/2021-05-15-first/sub/nested.md': post('title: Nested'),
    });
    assert.equal(built.code, 0, built.stderr);
    const routes = await listRoutes(built.out);
    for (const route of ['/blog/2021/05/12/team-a/announcing', '/blog/2021/05/13/team-b-hey/announcing', '/blog/2021/05/14/notes/plain', '/blog/2021/05/15/first/sub/nested']) assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
  });

  // Docusaurus compiles posts with removeContentTitle: the first heading, when an h1, is the content title,
  // taken out of the body; the header shows the front matter's title, else that heading's. A post carried
  // over from another platform (wazo-platform.org's) writes its sections as h1s: its title was lost.
  it("shows the post's title in its header and takes its content title (a first heading that is an h1) out of the body", async () => {
    const built = await blogSite({
      'blog/2024-01-02-h1-first.md': post('title: Title from front matter', '# A different first heading\n\nBody.'),
      'blog/2024-01-01-h1-later.md': post('title: Front matter title', 'Intro paragraph.\n\n# Section one\n\nBody.\n\n# Section two\n\nMore.'),
      'blog/2023-12-31-h1-only.md': post('authors: []', '# Heading as title\n\nJust text.'),
      'blog/2023-12-30-h2-first.md': post('title: Sections', '## Part\n\n# Big part\n\nText.'),
    });
    assert.equal(built.code, 0, built.stderr);
    const headings = async (route: string) => {
      const page = await readPage(built.out, route);
      return [text(must(page.tree, 'h1.blog-post-title')), selectAll(page.tree, 'article .markdown h1').map(text)];
    };
    assert.deepEqual(await headings('/blog/2024/01/02/h1-first'), ['Title from front matter', []]);
    assert.deepEqual(await headings('/blog/2024/01/01/h1-later'), ['Front matter title', ['Section two']]);
    assert.deepEqual(await headings('/blog/2023/12/31/h1-only'), ['Heading as title', []]);
    // The first heading is an h2: no content title, every heading stays.
    assert.deepEqual(await headings('/blog/2023/12/30/h2-first'), ['Sections', ['Big part']]);
    // The list's excerpts lose it too.
    const list = await readPage(built.out, '/blog');
    assert.deepEqual(selectAll(list.tree, 'article.blog-post-item .markdown h1').map(text), ['Section two', 'Big part']);
  });

  it("lists every author of the authors file on the authors page, in the file's order with their posts, a link only where a list exists", async () => {
    const built = await blogSite({
      'blog/authors.yml': 'zoe:\n  name: Zoe\n  page: true\nann:\n  name: Ann\n  url: https://ann.example\nidle:\n  name: Idle\n  page: true\n',
      'blog/2024-01-01-a.md': post('title: A\nauthors: [ann, zoe]'),
      'blog/2024-01-02-b.md': post('title: B\nauthors: [zoe]'),
    });
    assert.equal(built.code, 0, built.stderr);
    const index = await readPage(built.out, '/blog/authors');
    const rows = selectAll(index.tree, '.blog-authors-index li').map((row) => [text(must(row, '.blog-author-name')), attr(must(row, '.blog-author-name'), 'href') ?? selectAll(row, '.blog-author-name a').map((link) => attr(link, 'href'))[0] ?? null, text(must(row, '.tag-count'))]);
    assert.deepEqual(rows, [['Zoe', '/blog/authors/zoe', '2'], ['Ann', 'https://ann.example', '1'], ['Idle', null, '0']]);
    assert.ok((await listRoutes(built.out)).includes('/blog/authors/zoe'));
  });

  it('dates posts by front matter, then by name, and routes them by slug, else by date and name', async () => {
    const built = await blogSite({
      'blog/2024-03-05-spring.md': post('title: Spring'),
      'blog/2023/11/02/autumn.md': post('title: Autumn'),
      'blog/2022-01-09-winter/index.md': post('title: Winter'),
      'blog/undated.md': post('title: Undated\ndate: 2020-06-01\nslug: /summer-notes'),
      'blog/timed.md': post('title: Timed\ndate: 2019-02-03 10:30'),
      'blog/_draft-part.md': post('title: Partial'),
    });
    assert.equal(built.code, 0, built.stderr);
    const routes = await listRoutes(built.out);
    for (const route of ['/blog/2024/03/05/spring', '/blog/2023/11/02/autumn', '/blog/2022/01/09/winter', '/blog/summer-notes']) assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
    assert.ok(!routes.some((route) => /draft-part/.test(route)), 'a partial is no post');
    const list = await readPage(built.out, '/blog');
    assert.deepEqual(selectAll(list.tree, 'article h2').map(text), ['Spring', 'Autumn', 'Winter', 'Undated', 'Timed']);
    // A date and time without a zone is read in UTC, whatever the machine's zone.
    assert.equal(attr(selectAll(list.tree, 'article time').at(-1)!, 'datetime'), '2019-02-03T10:30:00.000Z');
    assert.ok((await listRoutes(built.out)).includes('/blog/timed'), 'a post without a date in its name is routed by its name');
    // No truncate marker: the whole post, and no "Read more".
    assert.equal(selectAll(list.tree, 'a.blog-read-more').length, 0);
  });

  it('pages the list by postsPerPage, newest first, with newer and older entries', async () => {
    const files: Record<string, string> = {};
    for (let day = 1; day <= 5; day++) files[`blog/2024-01-0${day}-day-${day}.md`] = post(`title: Day ${day}`);
    const built = await blogSite(files, 'blog: { postsPerPage: 2, blogSidebarCount: 3, blogTitle: "Journal" }');
    assert.equal(built.code, 0, built.stderr);
    const first = await readPage(built.out, '/blog');
    // blogTitle names the page, with no h1 on it, as Docusaurus's BlogListPage.
    assert.match(text(must(first.tree, 'title')), /^Journal/);
    assert.deepEqual(selectAll(first.tree, 'h1'), []);
    assert.deepEqual(selectAll(first.tree, 'article h2').map(text), ['Day 5', 'Day 4']);
    assert.equal(attr(must(first.tree, 'a[rel="next"]'), 'href'), '/blog/page/2');
    const third = await readPage(built.out, '/blog/page/3');
    assert.deepEqual(selectAll(third.tree, 'article h2').map(text), ['Day 1']);
    assert.equal(attr(must(third.tree, 'a[rel="prev"]'), 'href'), '/blog/page/2');
    assert.equal(selectAll(third.tree, 'a[rel="next"]').length, 0);
    assert.deepEqual(selectAll(third.tree, '.blog-sidebar a').map(text), ['Day 5', 'Day 4', 'Day 3']);
  });

  it("lists the sidebar's posts under a heading per year, the post on screen marked, as Docusaurus 3.5 does; in one list with groupByYear off", async () => {
    const files: Record<string, string> = {
      'blog/2023-12-30-old.md': post('title: Old'),
      'blog/2024-01-02-new.md': post('title: New'),
      'blog/2024-03-01-newer.md': post('title: Newer'),
    };
    const grouped = await blogSite(files, 'blog: { blogSidebarCount: "ALL", onUntruncatedBlogPosts: "ignore" }');
    assert.equal(grouped.code, 0, grouped.stderr);
    const page = await readPage(grouped.out, '/blog/2024/01/02/new');
    const groups = selectAll(page.tree, '.blog-sidebar [role="group"]');
    assert.deepEqual(groups.map((group) => [text(must(group, 'h3')), selectAll(group, 'a').map(text)]), [['2024', ['Newer', 'New']], ['2023', ['Old']]]);
    assert.deepEqual(selectAll(page.tree, '.blog-sidebar a[aria-current="page"]').map(text), ['New']);
    const flat = await blogSite(files, 'blog: { blogSidebarCount: "ALL", onUntruncatedBlogPosts: "ignore" }, blogSidebar: { groupByYear: false }');
    const list = await readPage(flat.out, '/blog');
    assert.equal(selectAll(list.tree, '.blog-sidebar [role="group"]').length, 0);
    assert.deepEqual(selectAll(list.tree, '.blog-sidebar ul > li > a').map(text), ['Newer', 'New', 'Old']);
  });

  it('takes inline authors and the old author keys, and writes the feeds asked for', async () => {
    const built = await blogSite({
      'blog/2024-02-01-inline.md': post('title: Inline\nauthors:\n  - name: Ada\n    title: Engineer\n    url: https://ada.example'),
      'blog/2024-02-02-legacy.md': post('title: Legacy\nauthor: Grace\nauthor_url: https://grace.example'),
      // Docusaurus 1's camelCase keys, which Docusaurus still reads (prettier's older posts).
      'blog/2024-02-03-camel.md': post('title: Camel\nauthor: Linus\nauthorURL: https://linus.example\nauthorTitle: Maintainer\ntags: [release]'),
    }, "favicon: 'img/icon.png', blog: { feedOptions: { type: 'all', title: 'Notes feed', limit: 1 } }");
    assert.equal(built.code, 0, built.stderr);
    const list = await readPage(built.out, '/blog');
    assert.deepEqual(selectAll(list.tree, '.blog-author-name a').map((link) => [text(link), attr(link, 'href')]), [['Linus', 'https://linus.example'], ['Grace', 'https://grace.example'], ['Ada', 'https://ada.example']]);
    assert.match(list.html, /Maintainer/);
    // Docusaurus's avatar names beside pxdocs's own, for a site's CSS.
    assert.equal(selectAll(list.tree, '.avatar .avatar__intro .avatar__name a').length, 3);
    assert.equal(text(must(list.tree, '.avatar__subtitle')), 'Maintainer');
    const json = JSON.parse(await readFile(join(built.out, 'blog', 'feed.json'), 'utf8')) as { title: string; items: { title: string }[] };
    assert.equal(json.title, 'Notes feed');
    assert.deepEqual(json.items.map((item) => item.title), ['Camel'], 'limit: 1');
    // Valid feeds, as Docusaurus's: RSS's <author> is an email address (none without one), an Atom category has its term.
    const rss = await readFile(join(built.out, 'blog', 'rss.xml'), 'utf8');
    // Written as Docusaurus's feed package writes them (/tmp/docu/hL-r2): a plain guid, its address; a category with no domain.
    assert.match(rss, /<item>[^]*<guid>https:\/\/[^<]*\/blog\/2024\/02\/03\/camel<\/guid>[^]*<category>release<\/category>[^]*<\/item>/);
    assert.doesNotMatch(rss, /isPermaLink|domain=/);
    assert.doesNotMatch(rss, /<author>/);
    const atom = await readFile(join(built.out, 'blog', 'atom.xml'), 'utf8');
    assert.match(atom, /<category label="release" term="release"\/>/);
    assert.match(atom, /<icon>https:\/\/notes\.example\/img\/icon\.png<\/icon>/, "the site's icon, as Docusaurus's Atom names it");
    assert.match(atom, /<author>\s*<name>Linus<\/name>/, 'Atom names its authors');
  });

  // Docusaurus's feeds use the permalinks it slashes: a feed whose guids lost the slash made readers show every post as new after a move.
  it('ends the feeds\' post addresses with a slash under trailingSlash: true, links in their content too', async () => {
    const built = await blogSite({
      'blog/2024-01-01-hello.md': post('title: Hello\ntags: [news]', 'See [the intro](/docs/intro) and [the file](/files/a.pdf).'),
      'static/files/a.pdf': '%PDF-1.4\n',
    }, "trailingSlash: true, blog: { feedOptions: { type: 'all' } }");
    assert.equal(built.code, 0, built.stderr);
    const rss = await readFile(join(built.out, 'blog', 'rss.xml'), 'utf8');
    assert.match(rss, /<link>https:\/\/notes\.example\/blog\/2024\/01\/01\/hello\/<\/link>/);
    assert.match(rss, /<guid>https:\/\/notes\.example\/blog\/2024\/01\/01\/hello\/<\/guid>/);
    assert.match(rss, /href="https:\/\/notes\.example\/docs\/intro\/"/);
    assert.match(rss, /href="https:\/\/notes\.example\/files\/a\.pdf"/, 'a file keeps its name');
  });

  it('puts whole posts in the feeds, from a cached build too, an anchor made the post\'s', async () => {
    const site = await makeTempDir('pxdocs-blog-feed-');
    await writeFiles(site, {
      'pxdocs.config.mjs': "export default { title: 'Notes', url: 'https://notes.example', docs: false, navbar: { items: [] }, footer: { copyright: '' }, blog: { feedOptions: { type: 'all', limit: 2 } } };\n",
      'blog/2024-01-01-cut.md': post('title: Cut', 'Lead words.\n\n<!-- truncate -->\n\n## Later part\n\nThe rest of the post, see [above](#later-part).'),
      'blog/2024-01-02-whole.md': post('title: Whole', 'All of it.\n\n<!-- truncate -->\n\nMore.'),
      'blog/2023-01-01-old.md': post('title: Old', 'Old lead.\n\n<!-- truncate -->\n\nOld rest.'),
    });
    for (const round of ['cold', 'cached']) {
      const built = await buildSite(site);
      assert.equal(built.code, 0, built.stderr);
      const out = join(site, 'out');
      const json = JSON.parse(await readFile(join(out, 'blog', 'feed.json'), 'utf8')) as { items: { title: string; content_html: string }[] };
      // limit 2: the newest two, whole.
      assert.deepEqual(json.items.map((item) => item.title), ['Whole', 'Cut'], round);
      assert.match(json.items[0].content_html, /All of it\.[^]*More\./, round);
      const rss = await readFile(join(out, 'blog', 'rss.xml'), 'utf8');
      assert.match(rss, /The rest of the post, see <a href="https:\/\/notes\.example\/blog\/2024\/01\/01\/cut#later-part">above<\/a>/, round);
      // Another post changed: the two in the feeds come from the cache on the next build.
      await writeFiles(site, { 'blog/2023-01-01-old.md': post('title: Old', 'Old lead.\n\n<!-- truncate -->\n\nOld rest, edited.') });
    }
  });

  it('writes the JSON feed of posts without an author (the feed package threw on them)', async () => {
    const built = await blogSite({
      'blog/2024-02-01-anonymous.md': post('title: Anonymous'),
    }, "blog: { feedOptions: { type: 'json' } }");
    assert.equal(built.code, 0, built.stderr);
    const json = JSON.parse(await readFile(join(built.out, 'blog', 'feed.json'), 'utf8')) as { items: { title: string; author?: unknown }[] };
    const item = json.items.find((entry) => entry.title === 'Anonymous');
    assert.ok(item, 'the post is in the feed');
    assert.equal(item.author, undefined);
  });

  it('leaves drafts out, and keeps unlisted posts off the lists', async () => {
    const built = await blogSite({
      'blog/2024-01-01-shown.md': post('title: Shown'),
      'blog/2024-01-02-draft.md': post('title: Draft\ndraft: true'),
      'blog/2024-01-03-hidden.md': post('title: Hidden\nunlisted: true'),
    });
    assert.equal(built.code, 0, built.stderr);
    const routes = await listRoutes(built.out);
    assert.ok(!routes.includes('/blog/2024/01/02/draft'));
    assert.ok(routes.includes('/blog/2024/01/03/hidden'));
    assert.deepEqual(selectAll((await readPage(built.out, '/blog')).tree, 'article h2').map(text), ['Shown']);
    assert.equal(attr(must((await readPage(built.out, '/blog/2024/01/03/hidden')).tree, 'meta[name="robots"]'), 'content'), 'noindex, nofollow', 'as Docusaurus says of unlisted content');
    assert.doesNotMatch(await readFile(join(built.out, 'sitemap.xml'), 'utf8'), /hidden/);
  });

  it('cuts the list\'s excerpt at a marker with no blank line around it, or inside a list, as Docusaurus cuts the Markdown there', async () => {
    const built = await blogSite({
      'blog/2024-01-01-tight.md': post('title: Tight', 'Shown on the list.\n<!--truncate-->\nOnly on the post page.'),
      'blog/2024-01-02-listed.md': post('title: Listed', '- first point <!-- truncate --> and its tail\n- second point'),
      'blog/2024-01-03-draft.md': post('title: Draft\ndraft: true'),
    });
    assert.equal(built.code, 0, built.stderr);
    const list = await readPage(built.out, '/blog');
    const [listed, tight] = selectAll(list.tree, 'article');
    assert.equal(text(must(tight, '.markdown')).trim(), 'Shown on the list.');
    assert.ok(selectOne(tight, 'a.blog-read-more'), 'a "Read more" link');
    assert.equal(text(must(listed, '.markdown')).trim(), 'first point');
    assert.equal(selectAll(listed, '.markdown li').length, 1, 'the list closed after the cut');
    const post_ = await readPage(built.out, '/blog/2024/01/01/tight');
    assert.match(text(must(post_.tree, '.markdown')), /Shown on the list\.\s+Only on the post page\./);
    assert.doesNotMatch(post_.html, /truncate/);
    // A draft is never listed: it has no marker to miss.
    assert.doesNotMatch(built.stderr, /truncate marker/, built.stderr);
  });

  // Docusaurus 3.10 describes a post by createExcerpt of its whole content, so a marker inside the first
  // paragraph does not cut its description: the feeds' <description>/<summary> and the page's meta hold the
  // whole paragraph, while the list's excerpt stops at the marker. pxdocs described it by the text before the marker.
  it('describes a post whose marker stands inside its first paragraph by the whole paragraph, the list cut at the marker', async () => {
    const built = await blogSite({
      'blog/2024-01-01-inline.md': post('title: Inline', 'First words. <!-- truncate --> Same paragraph.\n\nSecond paragraph.'),
      'blog/2024-01-02-ends.mdx': post('title: Ends', 'MDX words {/* truncate */} and after.\n\nMore.'),
    }, "blog: { feedOptions: { type: 'all' } }");
    assert.equal(built.code, 0, built.stderr);
    const rss = await readFile(join(built.out, 'blog', 'rss.xml'), 'utf8');
    const atom = await readFile(join(built.out, 'blog', 'atom.xml'), 'utf8');
    const descriptions = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*><!\\[CDATA\\[(.*?)\\]\\]></${tag}>`, 'g'))].map(([, value]) => value);
    assert.deepEqual(descriptions(rss, 'description'), ['MDX words and after.', 'First words. Same paragraph.']);
    assert.deepEqual(descriptions(atom, 'summary'), ['MDX words and after.', 'First words. Same paragraph.']);
    const page = await readPage(built.out, '/blog/2024/01/01/inline');
    assert.equal(attr(must(page.tree, 'meta[name="description"]'), 'content'), 'First words. Same paragraph.');
    const [ends, inline] = selectAll((await readPage(built.out, '/blog')).tree, 'article');
    assert.equal(text(must(inline, '.markdown')).trim(), 'First words.');
    assert.equal(text(must(ends, '.markdown')).trim(), 'MDX words');
  });

  // A comment on a line of its own ends the paragraph or list above it, in MDX and in CommonMark:
  // Docusaurus 3.10 draws `Hello\n<!-- truncate -->\nMore` as two paragraphs on the post page and in
  // the feed. pxdocs replaced the marker with a word before parsing, which joined them into one.
  it('splits the paragraph or list a marker with no blank line around it stands in, as Docusaurus parses the comment', async () => {
    const built = await blogSite({
      'blog/2024-01-01-md.md': post('title: Md', 'Hello\n<!-- truncate -->\nMore'),
      'blog/2024-01-02-mdx.mdx': post('title: Mdx', 'Hello mdx\n{/* truncate */}\nMore mdx'),
      'blog/2024-01-03-list.md': post('title: List', '- one\n<!-- truncate -->\n- two'),
      'blog/2024-01-04-commonmark.md': post('title: CommonMark\nformat: md', 'Hello md\n<!-- truncate -->\nMore md'),
      'blog/2024-01-05-inline.md': post('title: Inline', 'Hello inline <!-- truncate --> More inline'),
    }, 'blog: { feedOptions: { type: "rss" } }');
    assert.equal(built.code, 0, built.stderr);
    const paragraphs = async (route: string) => selectAll(must((await readPage(built.out, route)).tree, '.markdown'), 'p').map((node) => text(node).trim());
    assert.deepEqual(await paragraphs('/blog/2024/01/01/md'), ['Hello', 'More']);
    assert.deepEqual(await paragraphs('/blog/2024/01/02/mdx'), ['Hello mdx', 'More mdx']);
    assert.deepEqual(await paragraphs('/blog/2024/01/04/commonmark'), ['Hello md', 'More md']);
    const inline = await paragraphs('/blog/2024/01/05/inline');
    assert.equal(inline.length, 1, 'a marker in a line stays in its paragraph');
    assert.match(inline[0], /^Hello inline\s+More inline$/);
    const list = must((await readPage(built.out, '/blog/2024/01/03/list')).tree, '.markdown');
    assert.deepEqual(selectAll(list, 'ul').map((node) => selectAll(node, 'li').map(text)), [['one'], ['two']], 'the list ends at the marker');
    const excerpts = selectAll((await readPage(built.out, '/blog')).tree, 'article .markdown').map((node) => text(node).trim());
    assert.deepEqual(excerpts, ['Hello inline', 'Hello md', 'one', 'Hello mdx', 'Hello']);
    const feed = await readFile(join(built.out, 'blog/rss.xml'), 'utf8');
    assert.match(feed, /<p>Hello<\/p>\s*<p>More<\/p>/);
    assert.match(feed, /<p>Hello mdx<\/p>\s*<p>More mdx<\/p>/);
    assert.doesNotMatch(feed + JSON.stringify(built.stderr), /truncate-marker/);
  });

  it('fails on an unknown author or a date that is none, naming the post', async () => {
    const author = await blogSite({ 'blog/authors.yml': 'ada:\n  name: Ada\n', 'blog/2024-01-01-a.md': post('title: A\nauthors: [grace]') });
    assert.equal(author.code, 1);
    assert.match(author.stderr, /Unknown blog author\s+blog\/2024-01-01-a\.md:3/);
    assert.match(author.stderr, /"grace".*\(it has ada\)/);
    const date = await blogSite({ 'blog/b.md': post('title: B\ndate: someday') });
    assert.equal(date.code, 1);
    assert.match(date.stderr, /Invalid post date\s+blog\/b\.md:3/);
  });

  it("checks posts as the plugin does: inline tags and authors beside the files, a missing truncate marker", async () => {
    const files = {
      'blog/authors.yml': 'ada:\n  name: Ada\n',
      'blog/tags.yml': 'news:\n  label: News\n',
      'blog/2024-01-01-a.md': post('title: A\nauthors: [ada]\ntags: [news]', 'Lead.\n\n<!-- truncate -->\n\nRest.'),
      'blog/2024-01-02-b.md': post('title: B\nauthors:\n  - name: Grace\ntags: [news, gossip]'),
      // A key of the file written as an object is that author; the old author key is an inline one.
      'blog/2024-01-03-c.md': post('title: C\nauthors:\n  - key: ada\n    title: Guest editor', 'Lead.\n\n<!-- truncate -->\n\nRest.'),
      'blog/2024-01-04-d.md': post('title: D\nauthor: Old Style', 'Lead.\n\n<!-- truncate -->\n\nRest.'),
    };
    const warned = await blogSite(files);
    assert.equal(warned.code, 0, warned.stderr);
    // The file to add them to, and the option that allows them: what the reader can do about it.
    assert.match(warned.stderr, /blog\/2024-01-02-b\.md: The post has tags the blog's tags file blog\/tags\.yml does not define: gossip\. Add them to blog\/tags\.yml .*, or set the blog's onInlineTags to 'ignore'/);
    assert.match(warned.stderr, /blog\/2024-01-02-b\.md: The post writes an author inline that the blog's authors file blog\/authors\.yml does not define: Grace\. Define it there .*, or set the blog's onInlineAuthors: 'ignore'/);
    assert.match(warned.stderr, /blog\/2024-01-04-d\.md: The post writes an author inline that [^\n]*: Old Style\./);
    assert.doesNotMatch(warned.stderr, /2024-01-03-c\.md/);
    assert.match(warned.stderr, /blog\/2024-01-02-b\.md: The post has no truncate marker/);
    assert.doesNotMatch(warned.stderr, /2024-01-01-a\.md/);
    const strict = await blogSite(files, "blog: { onUntruncatedBlogPosts: 'throw', onInlineTags: 'ignore', onInlineAuthors: 'ignore' }");
    assert.equal(strict.code, 1);
    assert.match(strict.stderr, /blog\/2024-01-02-b\.md[^\n]*\n\s*The post has no truncate marker/);
    assert.doesNotMatch(strict.stderr, /does not define|inline/);
    // Without an authors file, an inline author is still one, as Docusaurus warns of it (/tmp/docu/hL-r2).
    const fileless = await blogSite({ 'blog/2024-01-02-b.md': files['blog/2024-01-02-b.md'], 'blog/2024-01-04-d.md': files['blog/2024-01-04-d.md'] }, "blog: { onUntruncatedBlogPosts: 'ignore', onInlineTags: 'ignore' }");
    assert.equal(fileless.code, 0, fileless.stderr);
    assert.match(fileless.stderr, /blog\/2024-01-02-b\.md: The post writes an author inline that the blog's authors file blog\/authors\.yml does not define: Grace\./);
    assert.match(fileless.stderr, /blog\/2024-01-04-d\.md: The post writes an author inline/);
    const allowed = await blogSite({ 'blog/2024-01-02-b.md': files['blog/2024-01-02-b.md'] }, "blog: { onUntruncatedBlogPosts: 'ignore', onInlineTags: 'ignore', onInlineAuthors: 'ignore' }");
    assert.match(allowed.stderr, /0 warnings/);
  });

  it('builds no blog with blog: false, and none without the folder', async () => {
    const off = await blogSite({ 'blog/2024-01-01-a.md': post('title: A') }, 'blog: false');
    assert.equal(off.code, 0, off.stderr);
    assert.ok(!(await listRoutes(off.out)).some((route) => route.startsWith('/blog')));
    const none = await blogSite({});
    assert.equal(none.code, 0, none.stderr);
    assert.ok(!(await listRoutes(none.out)).some((route) => route.startsWith('/blog')));
  });

  it('init carries blog: false and the plugin form', async () => {
    const site = await makeTempDir('pxdocs-blog-init-');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-blog', { path: 'news', routeBasePath: 'news', postsPerPage: 'ALL', archiveBasePath: null }]] };\n",
      'docs/a.md': '# A\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stderr);
    const written = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"blog": \{\s*"path": "news",\s*"routeBasePath": "news",\s*"postsPerPage": "ALL",\s*"archiveBasePath": null\s*\}/);
  });

  it("init carries themeConfig.blog.sidebar.groupByYear, and names what else themeConfig.blog holds", async () => {
    const site = await makeTempDir('pxdocs-blog-init-');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {}]], themeConfig: { blog: { sidebar: { groupByYear: false, other: 1 } } } };\n",
      'docs/a.md': '# A\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stderr);
    assert.match(await readFile(join(site, 'pxdocs.config.mjs'), 'utf8'), /"blogSidebar": \{\s*"groupByYear": false\s*\}/);
    assert.match(init.stdout + init.stderr, /themeConfig\.blog\.sidebar\.other: no pxdocs equivalent/);
  });
});

// luoyjx/blog writes in Chinese and sets `readingTime: ({ content, defaultReadingTime }) =>
// defaultReadingTime({ content, options: { wordsPerMinute: 300 } })`. pxdocs counted words as runs
// of non-spaces, so a long Chinese post read in "One min"; and init dropped the function
// ("no pxdocs equivalent"). Docusaurus counts words with Intl.Segmenter in the site's language.
describe('reading time', () => {
  // 60 paragraphs of Chinese without a space: 960 words as Intl.Segmenter counts them.
  const CHINESE = Array.from({ length: 60 }, () => '我们今天学习中文，明天继续学习。环境监控项目里的通讯模块').join('\n\n');
  const words = [...new Intl.Segmenter('zh-CN', { granularity: 'word' }).segment(CHINESE)].filter((part) => part.isWordLike).length;
  const meta = async (dir: string, route: string) => text(must((await readPage(join(dir, 'out'), route)).tree, '.blog-post-meta'));

  it('counts the words of a language written without spaces, as Docusaurus does', async () => {
    const dir = await makeTempDir('pxdocs-reading-time-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': "export default { title: 'T', url: 'https://t.example', lang: 'zh-CN', docs: false, navbar: { items: [] }, footer: { copyright: '' } };\n",
      'blog/2024-01-02-long.md': `---\ntitle: 长文\n---\n\n${CHINESE}\n\n<!-- truncate -->\n`,
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    // 960 words at 200 a minute: 5 minutes (the 60 runs without spaces made it one).
    assert.equal(Math.ceil(words / 200), 5);
    assert.match(await meta(dir, '/blog/2024/01/02/long'), / · 阅读需 5 分钟$/);
  });

  it("runs the site's readingTime function, which init carries; undefined shows none", async () => {
    const dir = await makeTempDir('pxdocs-reading-time-fn-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] },
  presets: [['@docusaurus/preset-classic', { docs: false, blog: { showReadingTime: true,
    readingTime: ({content, frontMatter, defaultReadingTime}) => frontMatter.hide_reading_time ? undefined : defaultReadingTime({content, options: {wordsPerMinute: 300}}) } }]] };\n`,
      'blog/2024-01-02-long.md': `---\ntitle: 长文\n---\n\n${CHINESE}\n\n<!-- truncate -->\n`,
      'blog/2024-01-03-hidden.md': `---\ntitle: 无时\nhide_reading_time: true\n---\n\n${CHINESE}\n\n<!-- truncate -->\n`,
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /readingTime/);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    assert.match(await meta(dir, '/blog/2024/01/02/long'), / · 阅读需 4 分钟$/, '960 words at 300 a minute');
    assert.doesNotMatch(await meta(dir, '/blog/2024/01/03/hidden'), /阅读需/);
  });
});
