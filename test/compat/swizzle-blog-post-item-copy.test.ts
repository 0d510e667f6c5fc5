// A site's own copy of BlogPostItem (ejected: Docusaurus 3's composition of Container, Header, Content
// and Footer, with something of the site's between them, a share bar under the post). pxdocs drew its
// own item and warned the copy was "not used". The copy now draws each post, on its page and in the
// blog's lists, its Docusaurus pieces drawn with pxdocs's markup.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Posts', url: 'https://posts.example', tagline: 'Posts',
  docs: false, blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [] }, footer: { copyright: 'Copyright Posts' }, chat: { embeddings: 'off' },
};\n`;

const COPY = `import React from 'react';
import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';

function useContainerClassName() {
  const { isBlogPostPage } = useBlogPost();
  return !isBlogPostPage ? 'margin-bottom--xl' : undefined;
}

export default function BlogPostItem({ children, className }) {
  const containerClassName = useContainerClassName();
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <BlogPostItemContainer className={clsx(containerClassName, className)}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      {isBlogPostPage && <aside className="own-share" data-url={metadata.permalink}>Share {metadata.title}</aside>}
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
`;

describe("a site's own copy of BlogPostItem", () => {
  it("draws each post, on its page and in the lists, with Docusaurus's pieces in pxdocs's markup", async () => {
    const dir = await makeTempDir('pxdocs-blog-item-copy-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'blog/2024-01-01-first.md': '---\ntitle: First post\ntags: [news]\n---\n\nThe first.\n\n<!-- truncate -->\n\nMore of it.\n',
      'blog/2024-02-01-second.md': '---\ntitle: Second post\n---\n\nThe second.\n',
      'src/theme/BlogPostItem/index.js': COPY,
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /BlogPostItem replaces/);
    const post = await readFile(join(dir, 'out', 'blog', '2024', '01', '01', 'first.html'), 'utf8');
    assert.match(post, /<article class="blog-post doc-article"><header><div class="doc-header">[\s\S]*?<h1 class="blog-post-title">First post<\/h1>[\s\S]*?<\/header><div class="markdown"><p>The first\.<\/p>\s*<p>More of it\.<\/p><\/div><aside class="own-share" data-url="\/blog\/2024\/01\/01\/first">Share First post<\/aside><div class="doc-tags theme-blog-footer-tags-row">[\s\S]*?news[\s\S]*?<\/div><\/article>/);
    const list = await readFile(join(dir, 'out', 'blog.html'), 'utf8');
    // In the list: the entry's class and the copy's own, the title linking the post, its excerpt, "Read more"; no share bar.
    assert.match(list, /<article class="blog-post-item margin-bottom--xl"><header><h2 class="blog-post-item-title"><a href="\/blog\/2024\/01\/01\/first">First post<\/a><\/h2>[\s\S]*?<\/header><div class="markdown"><p>The first\.<\/p>\s*<\/div><footer class="blog-post-item-footer">[\s\S]*?news[\s\S]*?<a class="blog-read-more" href="\/blog\/2024\/01\/01\/first"[^>]*>Read more<\/a><\/footer><\/article>/);
    assert.match(list, /<article class="blog-post-item margin-bottom--xl"><header><h2 class="blog-post-item-title"><a href="\/blog\/2024\/02\/01\/second">Second post<\/a><\/h2>/);
    assert.doesNotMatch(list, /own-share/);
  });
});
