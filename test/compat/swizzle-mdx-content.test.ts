// A site's MDXContent wrapper (src/theme/MDXContent importing `@theme-original/MDXContent`) is rendered
// around the content of every doc, blog post and Markdown page, inside its `markdown` box, as Docusaurus
// renders all of them inside MDXContent: Wybxc/wybxc-monthly adds its comments and tips under each article.
// pxdocs left it out with "what the wrapper adds (a comments widget, a banner…) is not shown".
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe("a site's MDXContent wrapper", () => {
  let out = '';
  let stderr = '';
  before(async () => {
    const dir = await makeTempDir('pxdocs-mdx-content-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default {
  title: 'Wrapped', url: 'https://wrapped.example', tagline: 'Content',
  docs: { path: 'docs', routeBasePath: 'docs' },
  blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [] }, footer: { copyright: 'Copyright Wrapped' }, chat: { embeddings: 'off' },
};\n`,
      'src/theme/MDXContent/index.js': `import React from 'react';
import MDXContent from '@theme-original/MDXContent';
export default function MDXContentWrapper(props) {
  return <><div className="before-content">Read on</div><MDXContent {...props} /><aside className="after-content">Comments</aside></>;
}
`,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain Markdown.\n',
      'docs/usage.mdx': "---\ntitle: Usage\n---\n\nexport const Note = () => <em className=\"note\">a note</em>;\n\n<Note />\n",
      'blog/2024-01-01-first.md': '---\ntitle: First post\n---\n\nThe first.\n\n<!-- truncate -->\n\nMore.\n',
      'src/pages/about.md': '# About\n\nA page.\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    stderr = result.stderr;
    assert.equal(result.code, 0, stderr);
    out = join(dir, 'out');
  });
  const html = (path: string) => readFile(join(out, path), 'utf8');

  it('wraps a doc\'s body, Markdown or MDX, inside its markdown box', async () => {
    assert.match(await html('docs/intro.html'), /<div class="markdown theme-doc-markdown"><div class="before-content">Read on<\/div><p>Plain Markdown\.<\/p>\s*<aside class="after-content">Comments<\/aside><\/div>/);
    assert.match(await html('docs/usage.html'), /<div class="markdown theme-doc-markdown"><div class="before-content">Read on<\/div>[\s\S]*?<em class="note">a note<\/em>[\s\S]*?<aside class="after-content">Comments<\/aside><\/div>/);
  });

  it('wraps a blog post\'s body, on its page and in the list, and a Markdown page\'s', async () => {
    assert.match(await html('blog/2024/01/01/first.html'), /<div class="markdown"><div class="before-content">Read on<\/div><p>The first\.<\/p>[\s\S]*?<p>More\.<\/p>\s*<aside class="after-content">Comments<\/aside><\/div>/);
    assert.match(await html('blog.html'), /<div class="markdown"><div class="before-content">Read on<\/div><p>The first\.<\/p>\s*<aside class="after-content">Comments<\/aside><\/div>/);
    assert.match(await html('about.html'), /<div class="markdown"><div class="before-content">Read on<\/div><h1[^>]*>About[\s\S]*?<aside class="after-content">Comments<\/aside><\/div>/);
  });

  it('is not said to be left out', () => {
    assert.doesNotMatch(stderr, /MDXContent wraps Docusaurus's MDXContent/);
  });
});
