// The pages the build makes (a tag's posts, an author's, a tag's docs, the tags,
// authors and archive pages) are titled in the locale's words, as Docusaurus's
// theme titles them with its translated messages (theme.blog.tagTitle,
// theme.blog.post.plurals, theme.blog.author.pageTitle…) and code.json over
// them. pxdocs titled them in English in every locale ("3 posts tagged with
// "Notes"" on the French and Japanese pages); checked against Docusaurus 3.10.2
// on a versioned site in three languages with a blog (/tmp/docu/hF-helm).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, removeTempDirs, writeDocsSite } from '../helpers.js';
import { must, readPage, text } from './lib.js';

after(removeTempDirs);

const post = (title: string, tags: string, authors: string) => `---\ntitle: ${title}\ntags: ${tags}\nauthors: ${authors}\n---\n\nA line.\n\n<!-- truncate -->\n\nMore.\n`;

const FILES: Record<string, string> = {
  'docs/intro.md': '---\ntitle: Intro\ntags: [setup]\n---\n\nHello.\n',
  'docs/other.md': '---\ntitle: Other\ntags: [setup]\n---\n\nOther page.\n',
  'blog/authors.yml': 'kim:\n  name: Kim Lee\n  page: true\n',
  'blog/2024-01-02-one.md': post('One', '[notes]', '[kim]'),
  'blog/2024-02-03-two.md': post('Two', '[notes, misc]', '[kim]'),
  'blog/2024-03-04-three.md': post('Three', '[notes]', '[kim]'),
  // A site's own words win over the theme's, as in Docusaurus.
  'i18n/ja/code.json': JSON.stringify({ 'theme.blog.archive.title': { message: '記録' } }),
};

async function built() {
  const dir = await writeDocsSite({
    blog: { path: 'blog', routeBasePath: 'blog' },
    i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ja'] },
  }, FILES, 'pxdocs-list-titles-');
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return `${dir}/out`;
}

const title = async (out: string, route: string) => text(must((await readPage(out, route)).tree, 'title'));

describe('titles of list pages in a locale', () => {
  it('titles tag, author, tags, authors and archive pages in the locale’s words, as Docusaurus', async () => {
    const out = await built();
    const h1 = async (route: string) => text(must((await readPage(out, route)).tree, 'main h1')).replace(/#$/, '');
    // English stays as it was.
    assert.match(await title(out, '/blog/tags/notes'), /^3 posts tagged with "notes" \|/);
    assert.match(await title(out, '/blog/tags/misc'), /^One post tagged with "misc" \|/);
    assert.match(await title(out, '/blog/authors/kim'), /^Kim Lee - 3 posts \|/);
    assert.match(await title(out, '/docs/tags/setup'), /^2 docs tagged with "setup" \|/);
    // French: Docusaurus 3.10.2 writes these (its theme-translations' fr messages).
    assert.match(await title(out, '/fr/blog/tags/notes'), /^3 articles tagués avec « notes » \|/);
    assert.equal(await h1('/fr/blog/tags/notes'), '3 articles tagués avec « notes »');
    assert.match(await title(out, '/fr/blog/tags/misc'), /^Un article tagués avec « misc » \|/);
    assert.match(await title(out, '/fr/blog/authors/kim'), /^Kim Lee - 3 articles \|/);
    assert.match(await title(out, '/fr/docs/tags/setup'), /^2 documents tagués avec "setup" \|/);
    // Japanese, the index pages too, and the site's code.json over the theme's words.
    assert.match(await title(out, '/ja/blog/tags/notes'), /^「notes」タグの記事が3件件あります \|/);
    assert.match(await title(out, '/ja/blog/authors/kim'), /^Kim Lee - 3件 \|/);
    assert.match(await title(out, '/ja/blog/tags'), /^タグ \|/);
    assert.match(await title(out, '/ja/blog/authors'), /^著者一覧 \|/);
    assert.match(await title(out, '/ja/docs/tags'), /^タグ \|/);
    assert.match(await title(out, '/ja/blog/archive'), /^記録 \|/);
  });
});
