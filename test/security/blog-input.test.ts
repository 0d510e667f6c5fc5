// A blog written carelessly or with hostile intent: characters XML cannot hold in
// what becomes a feed, script and data URLs where a page, a card or a feed would
// carry them. Each site is built for real; the build must refuse what cannot be
// published safely, naming the file and line, or publish files every reader takes.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { MAX_POST_TAGS } from '../../compiler/blog/discover.js';

after(removeTempDirs);

async function blogSite(files: Record<string, string>) {
  const site = await makeTempDir('pxdocs-blog-input-');
  await writeFiles(site, {
    'pxdocs.config.mjs': `export default { title: 'Notes', url: 'https://notes.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' }, blog: { onUntruncatedBlogPosts: 'ignore', authorsMapPath: '${'blog/authors.json' in files ? 'authors.json' : 'authors.yml'}' } };\n`,
    'docs/intro.md': '# Intro\n\nThe docs.\n',
    ...files,
  });
  const result = await buildSite(site);
  return { ...result, site, out: join(site, 'out') };
}

/** Outside XML 1.0's Char production: one such character makes the document one every XML parser refuses. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Characters of the text XML cannot hold, as U+XXXX at their offsets. */
function notXml(xml: string): string[] {
  return [...xml.matchAll(new RegExp(NOT_XML_CHAR.source, 'gu'))].map((match) => `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} at offset ${match.index}`);
}

describe('blog feeds', () => {
  // Before: the title's bell and U+0001 went into rss.xml and atom.xml as they were, and every XML parser refused the files.
  it('stay well-formed XML when titles, descriptions, tags and bodies hold control characters or lone surrogates', { timeout: 120_000 }, async () => {
    const built = await blogSite({
      'blog/2024-06-01-controls.md': '---\ntitle: "Bell \\a, escape \\e, \\x01, \\uFFFE and a lone \\uD800"\ndescription: "A \\x02 description \\x0b"\ntags: ["tag \\x03"]\n---\n\nA body with \u0007 a bell and ]]> in it.\n',
    });
    assert.equal(built.code, 0, built.stderr);
    for (const feed of ['rss.xml', 'atom.xml']) {
      const xml = await readFile(join(built.out, 'blog', feed), 'utf8');
      assert.deepEqual(notXml(xml), [], feed);
      assert.match(xml, /Bell , escape , , (?:&#xFFFD;|\uFFFD|) and a lone (?:&#xFFFD;|\uFFFD)/, feed);
    }
  });
});

describe('a social card image that no crawler fetches', () => {
  // Before: `image: javascript:alert(1)` (or data:, vbscript:) built, and the page had no og:image, without a word.
  it('is refused in a post or a page, naming the file and line of `image`, with what to write', { timeout: 120_000 }, async () => {
    const post = await blogSite({ 'blog/2024-06-01-card.md': '---\ntitle: Card\nimage: "  Java\\tScript:alert(1)"\n---\n\nWords.\n' });
    assert.equal(post.code, 1, post.stderr);
    assert.match(post.stderr, /Invalid front matter {2}blog\/2024-06-01-card\.md:3:1\n {2}"image" should be an image path or an http\(s\) URL \(a javascript: URL runs script\)/);
    const built = await blogSite({ 'docs/card.md': '---\ntitle: Card\ndescription: A page\nimage: "data:text/html,<script>alert(1)</script>"\n---\n\nWords.\n' });
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /Invalid front matter {2}docs\/card\.md:4:1\n {2}"image" should be an image path or an http\(s\) URL \(a data: URL is no image a crawler fetches\)/);
    assert.match(built.stderr, /hint: Give the social card's image as a path \(\/img\/card\.png, from the static folder\) or an https:\/\/ URL/);
  });

  // Before: the "Edit this page" link of `custom_edit_url: javascript:alert(1)` was React's throwing stand-in, without a word.
  it('is refused as an edit link (custom_edit_url) too, at its line', { timeout: 120_000 }, async () => {
    const built = await blogSite({ 'docs/edit.md': '---\ntitle: Edit\ncustom_edit_url: "javascript:alert(1)"\n---\n\nWords.\n' });
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /Invalid front matter {2}docs\/edit\.md:3:1\n {2}"custom_edit_url" should be a URL of the page's source \(a javascript: URL runs script\), found "javascript:alert\(1\)"\./);
  });

  it("is refused as the site's own card image (themeConfig.image), and a path or https URL still builds", { timeout: 120_000 }, async () => {
    const site = await makeTempDir('pxdocs-card-image-');
    const config = (image: string) => `export default { title: 'Notes', url: 'https://notes.example', image: ${JSON.stringify(image)}, docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' } };\n`;
    await writeFiles(site, { 'pxdocs.config.mjs': config('vbscript:msgbox(1)'), 'docs/intro.md': '---\nimage: https://cdn.example/card.png\n---\n\n# Intro\n\nThe docs.\n' });
    const refused = await buildSite(site);
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /Invalid site config {2}pxdocs\.config\.mjs:1:64\n {2}image: an image path \(\/img\/card\.png\) or an http\(s\) URL/);
    await writeFiles(site, { 'pxdocs.config.mjs': config('img/card.png') });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    const html = await readFile(join(site, 'out', 'index.html'), 'utf8');
    assert.match(html, /<meta property="og:image" content="https:\/\/notes\.example\/img\/card\.png"/);
  });
});

describe("a blog's authors, written wrong", () => {
  const post = (front: string) => `---\ntitle: A post\n${front}\n---\n\nWords.\n`;
  // Before: a script URL as an author's link built (React swapped it for one that throws, the Atom feed
  // carried it as written), a number as a name was dropped, and a syntax error was named without its line.
  const cases: [string, Record<string, string>, RegExp][] = [
    ['a script URL as an author link, in the authors file', { 'blog/authors.yml': 'ada:\n  name: Ada\n  url: https://ada.example\nevil:\n  name: Evil\n  url: javascript:alert(1)\n', 'blog/2024-06-01-a.md': post('authors: [ada, evil]') },
      /Invalid blog file {2}blog\/authors\.yml:6:8\n {2}The author "evil": "url" cannot be "javascript:alert\(1\)": a javascript: URL runs script\./],
    ['a script URL as a social profile, in an authors.json', { 'blog/authors.json': '{\n  "ada": {\n    "name": "Ada",\n    "socials": { "x": "ada", "web": " JavaScript:alert(1)" }\n  }\n}\n', 'blog/2024-06-01-a.md': post('authors: ada') },
      /Invalid blog file {2}blog\/authors\.json:4:37\n {2}The author "ada": "socials\.web" cannot be " JavaScript:alert\(1\)": a javascript: URL runs script\./],
    ['a script URL as an image', { 'blog/authors.yml': 'ada:\n  name: Ada\n  image_url: "vbscript:msgbox(1)"\n', 'blog/2024-06-01-a.md': post('authors: ada') },
      /Invalid blog file {2}blog\/authors\.yml:3:14\n {2}The author "ada": "image_url" cannot be "vbscript:msgbox\(1\)": a vbscript: URL runs script\./],
    ['a number as a name', { 'blog/authors.yml': 'ada:\n  name: 42\n', 'blog/2024-06-01-a.md': post('authors: ada') },
      /Invalid blog file {2}blog\/authors\.yml:2:9\n {2}The author "ada": "name" should be text, found 42\./],
    ['a syntax error', { 'blog/authors.yml': 'ada:\n  name: Ada\n  title: [unclosed\nbob:\n  name: Bob\n', 'blog/2024-06-01-a.md': post('authors: ada') },
      /Invalid blog file {2}blog\/authors\.yml:4:1\n {2}Flow sequence in block collection must be sufficiently indented and end with a \]\.\n/],
    // Before: stopped only when the file was written ("Output path outside the output folder", no file named); `x?y#z` wrote blog/authors/x?y#z.html.
    ['an author page whose permalink leaves the site', { 'blog/authors.yml': 'ada:\n  name: Ada\n  page:\n    permalink: ../../../../x\n', 'blog/2024-06-01-a.md': post('authors: ada') },
      /Invalid blog file {2}blog\/authors\.yml:4:16\n {2}The author "ada": the page's route "\/blog\/authors\/\.\.\/\.\.\/\.\.\/\.\.\/x" cannot be used: it contains a `\.\.` segment, which would leave the site\./],
    ['an author page whose permalink no URL reaches', { 'blog/authors.yml': 'ada:\n  name: Ada\n  page:\n    permalink: "x?y"\n', 'blog/2024-06-01-a.md': post('authors: ada') },
      /Invalid blog file {2}blog\/authors\.yml:4:16\n {2}The author "ada": the page's route "\/blog\/authors\/x\?y" cannot be used: it contains `\?`/],
    ['a script URL as an inline author link', { 'blog/2024-06-01-a.md': post('authors:\n  - name: Zed\n    url: "javascript:alert(1)"') },
      /Invalid front matter {2}blog\/2024-06-01-a\.md:3:1\n {2}An author of the post: "url" cannot be "javascript:alert\(1\)": a javascript: URL runs script\./],
    ['a data URL as the old author_url', { 'blog/2024-06-01-a.md': post('author: Old\nauthor_url: "data:text/html,<b>hi</b>"') },
      /Invalid front matter {2}blog\/2024-06-01-a\.md:4:1\n {2}"author_url" cannot be "data:text\/html,<b>hi<\/b>": a data: URL is no page to link to\./],
  ];
  for (const [name, files, expected] of cases) {
    it(`${name} is refused, naming the file, line and column`, { timeout: 120_000 }, async () => {
      const built = await blogSite(files);
      assert.equal(built.code, 1, built.stderr);
      assert.match(built.stderr, expected);
    });
  }
});

describe('a post dated a day that does not exist', () => {
  // Before: 2023-02-30-post.md was routed /2023/02/30/post and dated March 2, listed two days late, without a word.
  it('is refused, in the file name or in front matter, saying why', { timeout: 120_000 }, async () => {
    const named = await blogSite({ 'blog/2023-02-30-post.md': '---\ntitle: Leap\n---\n\nWords.\n' });
    assert.equal(named.code, 1, named.stderr);
    assert.match(named.stderr, /Invalid post date {2}blog\/2023-02-30-post\.md:1:1\n {2}The date "2023-02-30" in the file name is not a date \(February 2023 has 28 days\)\./);
    const written = await blogSite({ 'blog/post.md': '---\ntitle: Month\ndate: 2023-13-01\n---\n\nWords.\n' });
    assert.equal(written.code, 1, written.stderr);
    assert.match(written.stderr, /Invalid post date {2}blog\/post\.md:3:1\n {2}The front matter date "2023-13-01" is not a date \(there is no month 13\)\./);
    const leap = await blogSite({ 'blog/2024-02-29-leap.md': '---\ntitle: Leap\n---\n\nWords.\n' });
    assert.equal(leap.code, 0, leap.stderr);
    assert.match(await readFile(join(leap.out, 'blog', '2024', '02', '29', 'leap.html'), 'utf8'), /dateTime="2024-02-29T00:00:00\.000Z"/);
  });
});

describe('a truncate marker written inside code', () => {
  // Before: `<!--truncate-->` in inline code left an empty <code></code> on the post, `{/* truncate */}` in a
  // JavaScript block was published as "pxdocs-truncate-marker-5b8e2f" (highlighted in pieces), and a syntax
  // error's code frame showed that word on the marker's line.
  it('is code: the post shows it as written, and the lists cut at the first marker outside code', { timeout: 120_000 }, async () => {
    const built = await blogSite({
      'blog/2024-07-01-tips.md': '---\ntitle: Tips\n---\n\nUse this to cut a post in the lists:\n\n`<!--truncate-->`\n\nThe end.\n',
      'blog/2024-07-02-code.mdx': '---\ntitle: Code\n---\n\nIntro.\n\n```js\nconst a = 1;\n{/* truncate */}\nconst b = a - 2;\n```\n\n~~~html\n<!-- truncate -->\n~~~\n\nBefore the cut.\n\n{/* truncate */}\n\nAfter the cut.\n',
    });
    assert.equal(built.code, 0, built.stderr);
    const tips = await readFile(join(built.out, 'blog', '2024', '07', '01', 'tips.html'), 'utf8');
    assert.match(tips, /<code>&#x3C;!--truncate--><\/code>/);
    const code = await readFile(join(built.out, 'blog', '2024', '07', '02', 'code.html'), 'utf8');
    assert.match(code, /<span class="token comment">\/\* truncate \*\/<\/span>/);
    assert.match(code, /<span class="token comment">&#x3C;!-- truncate --><\/span>/);
    assert.match(code, /After the cut\./);
    const list = await readFile(join(built.out, 'blog.html'), 'utf8');
    // The code post's excerpt ends at its own marker, after both blocks; the tips post has none, so it is whole.
    assert.match(list, /Before the cut\.<\/p>\s*<\/div><footer class="blog-post-item-footer"><a class="blog-read-more" href="\/blog\/2024\/07\/02\/code"/);
    assert.doesNotMatch(list, /After the cut/);
    assert.match(list, /The end\.<\/p><\/div><footer class="blog-post-item-footer"><\/footer><\/article>/);
    for (const html of [tips, code, list]) assert.doesNotMatch(html, /pxdocs-truncate-marker/);
  });

  it("leaves a syntax error's code frame as the post is written", { timeout: 120_000 }, async () => {
    const built = await blogSite({ 'blog/2024-07-01-frame.md': '---\ntitle: Frame\n---\n\nIntro </oops>.\n\n<!-- truncate -->\n\nMore.\n' });
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /MDX syntax error {2}blog\/2024-07-01-frame\.md:5:8/);
    assert.match(built.stderr, / {4}7 \| <!-- truncate -->\n/);
    assert.doesNotMatch(built.stderr, /pxdocs-truncate-marker/);
  });
});

describe('a post dated with something that is no date', () => {
  // Before: a list, a map or a boolean was passed over for the file's modification time (the day of the
  // build, on a fresh checkout), without a word; `T25:00:00` was blamed on the month's days.
  it('is refused at the line of `date`', { timeout: 120_000 }, async () => {
    for (const [written, said] of [['[2024, 1, 2]', 'The front matter date is [2024,1,2], not a date.'], ['true', 'The front matter date is true, not a date.'], ['2024-01-01T25:00:00', 'The front matter date "2024-01-01T25:00:00" is not a date.']]) {
      const built = await blogSite({ 'blog/post.md': `---\ntitle: Dated\ndate: ${written}\n---\n\nWords.\n` });
      assert.equal(built.code, 1, built.stderr);
      assert.ok(built.stderr.includes(`Invalid post date  blog/post.md:3:1\n  ${said}\n`), built.stderr);
    }
  });
});

describe('a post with thousands of tags', () => {
  // Before: each tag's page lists the post with all its tags, so 5,000 tags made 25 million links, and the
  // build ran out of memory after four minutes (1,000 tags: 72 MB of pages for one post).
  it('is refused at its tags line, saying why, before any page is built', { timeout: 120_000 }, async () => {
    const tags = Array.from({ length: MAX_POST_TAGS + 1 }, (_, index) => `t${index}`).join(', ');
    const built = await blogSite({ 'blog/2024-07-01-many.md': `---\ntitle: Many\ndescription: A post\ntags: [${tags}]\n---\n\nWords.\n` });
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /Invalid front matter {2}blog\/2024-07-01-many\.md:4:1\n {2}The post has 501 tags; a post may have 500\. Each tag's page lists the post with every one of its tags, so its tag pages would hold 251,001 tag links\./);
    assert.match(built.stderr, /✗ discover content/);
  });
});
