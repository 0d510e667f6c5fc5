// More than one blog, as Docusaurus sites keep a changelog or release notes
// beside their blog: a second instance of the blog plugin, with its own id,
// folder, route base, options, lists, tags, feeds and translations
// (`blogInstances` in pxdocs's config). Both blogs below have a post `hello`
// and a tag `news`, which each keeps apart.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildSite, makeTempDir, removeTempDirs, runInit, waitFor, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

const message = (text: string) => ({ message: text });

const CONFIG = {
  title: 'Two blogs',
  url: 'https://blogs.example',
  docs: { path: 'docs', sidebarPath: false },
  blog: { onUntruncatedBlogPosts: 'ignore' },
  blogInstances: [{ id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog', blogSidebarTitle: 'All releases', feedOptions: { type: 'rss', title: 'Release notes' }, onUntruncatedBlogPosts: 'ignore' }],
  navbar: { items: [{ label: 'Blog', to: '/blog' }, { label: 'Changelog', to: '/changelog' }] },
  footer: { copyright: '' },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
};

const FILES: Record<string, string> = {
  'docs/intro.md': '# Intro\n',
  'blog/2024-01-01-hello.md': '---\ntags: [news]\n---\n# Hello blog\n\nThe blog opens.\n',
  'blog/2024-01-05-second.md': '# Second post\n\nMore.\n',
  'changelog/2024-02-01-hello.md': '---\ntags: [news]\n---\n# Hello changelog\n\nVersion 1.\n',
  'changelog/2024-03-01-two.md': '# Version two\n\nVersion 2.\n',
  'i18n/fr/docusaurus-plugin-content-blog-changelog/options.json': JSON.stringify({ title: message('Journal des versions') }),
  'i18n/fr/docusaurus-plugin-content-blog-changelog/2024-03-01-two.md': '# Version deux\n\nVersion 2, en français.\n',
};

let site: string;
let built: Awaited<ReturnType<typeof buildSite>>;
const html = (path: string) => readFile(join(site, 'out', path), 'utf8');
const main = (page: string) => /<main[\s\S]*?<\/main>/.exec(page)?.[0] ?? '';
const hrefs = (part: string) => [...part.matchAll(/href="([^"#]+)"/g)].map((match) => match[1]);

before(async () => {
  site = await makeTempDir('pxdocs-blogs-');
  await writeFiles(site, { 'pxdocs.config.mjs': `export default ${JSON.stringify(CONFIG)};\n`, ...FILES });
  built = await buildSite(site);
});
after(removeTempDirs);

describe('A second blog', () => {
  it('builds both, each post under its own route base, though both have a post `hello`', async () => {
    assert.equal(built.code, 0, built.stderr);
    assert.match(await html('blog/2024/01/01/hello.html'), /<h1[^>]*>Hello blog/);
    assert.match(await html('changelog/2024/02/01/hello.html'), /<h1[^>]*>Hello changelog/);
    assert.match(built.stderr, /4 posts in blog\/, changelog\//);
  });

  it('lists only its own posts, under its own title, with its own recent posts', async () => {
    const changelog = await html('changelog.html');
    assert.match(changelog, /<title>Changelog \| Two blogs<\/title>/);
    const listed = hrefs(main(changelog)).filter((href) => /\/\d{4}\//.test(href));
    assert.deepEqual([...new Set(listed)], ['/changelog/2024/03/01/two', '/changelog/2024/02/01/hello']);
    assert.match(changelog, /All releases/);
    const blog = await html('blog.html');
    assert.deepEqual([...new Set(hrefs(main(blog)).filter((href) => /\/\d{4}\//.test(href)))], ['/blog/2024/01/05/second', '/blog/2024/01/01/hello']);
    // Newer and older stay inside the blog.
    assert.doesNotMatch(main(await html('changelog/2024/02/01/hello.html')), /href="\/blog\//);
  });

  it('keeps its tags, feeds and plugin id apart', async () => {
    const tag = main(await html('changelog/tags/news.html'));
    assert.ok(hrefs(tag).includes('/changelog/2024/02/01/hello'));
    assert.ok(!hrefs(tag).some((href) => href.startsWith('/blog/')), 'the blog\'s post is not in the changelog\'s tag');
    assert.ok(existsSync(join(site, 'out', 'changelog', 'rss.xml')));
    assert.ok(!existsSync(join(site, 'out', 'changelog', 'atom.xml')), "the changelog's feedOptions: RSS only");
    assert.ok(existsSync(join(site, 'out', 'blog', 'atom.xml')), "the blog's own defaults: RSS and Atom");
    const feed = await html('changelog/rss.xml');
    assert.match(feed, /Hello changelog/);
    assert.doesNotMatch(feed, /Hello blog/);
    assert.match(await html('changelog/2024/02/01/hello.html'), /<html[^>]*class="plugin-blog plugin-id-changelog blog-wrapper blog-post-page"/);
    assert.match(await html('blog/2024/01/01/hello.html'), /<html[^>]*class="plugin-blog plugin-id-default blog-wrapper blog-post-page"/);
  });

  it("links every blog's feeds from every page, each titled by its blog's feed title, as Docusaurus does, so readers tell the two apart", async () => {
    const feedLinks = (page: string) => [...page.matchAll(/<link rel="alternate" type="application\/(?:rss|atom)\+xml" href="([^"]+)" title="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    // The changelog's feedOptions: RSS only, with a title; the blog's: the default types, titled by the site's title.
    const all = ['/blog/rss.xml Two blogs RSS Feed', '/blog/atom.xml Two blogs Atom Feed', '/changelog/rss.xml Release notes RSS Feed'];
    for (const page of ['changelog.html', 'blog.html', 'docs/intro.html', 'index.html', 'changelog/2024/02/01/hello.html']) assert.deepEqual(feedLinks(await html(page)), all, page);
  });

  it("reads a locale's translations of it from its own plugin folder", async () => {
    assert.match(await html('fr/changelog.html'), /<title>Journal des versions \| Two blogs<\/title>/);
    assert.match(await html('fr/changelog/2024/03/01/two.html'), /<h1[^>]*>Version deux/);
    assert.match(await html('fr/blog.html'), /<title>Blog \| Two blogs<\/title>/, 'the first blog keeps its title');
  });
});

describe('A second blog in pxdocs dev', () => {
  it('serves its list and feed, and shows a post added to it', async () => {
    const dir = await makeTempDir('pxdocs-blogs-dev-');
    await writeFiles(dir, { 'pxdocs.config.mjs': `export default ${JSON.stringify({ ...CONFIG, i18n: undefined })};\n`, ...FILES });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    try {
      await dev.settled();
      assert.match(await get('/changelog/rss.xml'), /Hello changelog/);
      await writeFile(join(dir, 'changelog/2024-04-01-three.md'), '# Version three\n\nVersion 3.\n');
      await waitFor(async () => /href="\/changelog\/2024\/04\/01\/three"/.test(await get('/changelog')), { what: 'the new post in the changelog\'s list' });
      assert.doesNotMatch(main(await get('/blog')), /Version three/);
    } finally {
      await dev.close();
    }
  });
});

describe('A second blog: init and mistakes', () => {
  it('init carries a blog plugin entry with an id of its own as blogInstances, and names one reading the same folder', async () => {
    const dir = await makeTempDir('pxdocs-blogs-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Blogs', url: 'https://blogs.example',
        presets: [['classic', { docs: false, blog: { blogTitle: 'News' } }]],
        plugins: [
          ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog' }],
          ['@docusaurus/plugin-content-blog', { id: 'again', path: 'changelog', routeBasePath: 'again' }],
        ],
      };\n`,
      'blog/2024-01-01-hello.md': '# Hello\n\nText.\n<!-- truncate -->\n',
      'changelog/2024-02-01-one.md': '# One\n\nText.\n<!-- truncate -->\n',
    });
    const result = await runInit(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const text = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    const config = JSON.parse(text.slice(text.indexOf('defineConfig(') + 13, text.lastIndexOf(');')));
    assert.equal(config.blog.blogTitle, 'News', 'the first blog stays the first');
    assert.deepEqual(config.blogInstances, [{ id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog' }]);
    assert.match(result.stdout + result.stderr, /plugins\[1\]: it reads changelog\/, which another blog reads: it is not built/);
    const build = await buildSite(dir);
    assert.equal(build.code, 0, build.stderr);
    assert.ok(existsSync(join(dir, 'out', 'changelog', '2024', '02', '01', 'one.html')));
  });

  it("init carries a feed's copyright written as the footer's year template (react-native-website's feedOptions), as code that gives this year", async () => {
    const dir = await makeTempDir('pxdocs-blogs-feed-copyright-');
    await writeFiles(dir, {
      'docusaurus.config.js': `const copyright = \`Copyright © \${new Date().getFullYear()} Meta Platforms, Inc.\`;
      module.exports = {
        title: 'Feeds', url: 'https://feeds.example',
        presets: [['classic', { docs: false, blog: { feedOptions: { type: 'rss', copyright } } }]],
        themeConfig: { footer: { copyright } },
      };\n`,
      'blog/2024-01-01-hello.md': '# Hello\n\nText.\n<!-- truncate -->\n',
    });
    const result = await runInit(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.doesNotMatch(result.stdout + result.stderr, /feedOptions/);
    const build = await buildSite(dir);
    assert.equal(build.code, 0, build.stderr);
    const rss = await readFile(join(dir, 'out', 'blog', 'rss.xml'), 'utf8');
    assert.match(rss, new RegExp(`<copyright>Copyright © ${new Date().getFullYear()} Meta Platforms, Inc\\.</copyright>`));
  });

  it('refuses a second blog with the folder or route base of the first', async () => {
    const dir = await makeTempDir('pxdocs-blogs-bad-');
    await writeFiles(dir, { 'pxdocs.config.mjs': `export default ${JSON.stringify({ ...CONFIG, i18n: undefined, blogInstances: [{ id: 'news', path: 'blog', routeBasePath: 'blog' }] })};\n`, ...FILES });
    const result = await buildSite(dir);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /blogInstances\[0\]\.path: "blog" is the path of blog too/);
    assert.match(result.stderr, /blogInstances\[0\]\.routeBasePath: "blog" is the routeBasePath of blog too/);
  });
});
