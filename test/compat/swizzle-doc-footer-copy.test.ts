// A site's own copy of DocItem/Footer, DocPaginator or BlogPostPaginator (ejected: it does not import
// `@theme-original/<Part>`). Real copies keep Docusaurus's code and add to it: a comments widget or an
// author's signature under the edit row (Docusaurus 3.5's `@theme/EditMetaRow`, `@theme/TagsListInline`
// over `useDoc().metadata`), a paginator of their own words around `@theme/PaginatorNavLink`. pxdocs drew
// its own parts and warned the copies were "not used": what they added was lost. They are now drawn in
// place of pxdocs's, their Docusaurus pieces drawn with pxdocs's markup.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Copies', url: 'https://copies.example', tagline: 'Copies',
  docs: { path: 'docs', routeBasePath: 'docs', editUrl: 'https://git.example/site/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true },
  blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [] }, footer: { copyright: 'Copyright Copies' }, chat: { embeddings: 'off' },
};\n`;

// Docusaurus 3.5's DocItem/Footer, with a signature of the site's own under it.
const DOC_FOOTER = `import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = metadata;
  const canDisplayTagsRow = tags.length > 0;
  const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!canDisplayTagsRow && !canDisplayEditMetaRow) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {canDisplayTagsRow && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col"><TagsListInline tags={tags} /></div>
        </div>
      )}
      {canDisplayEditMetaRow && (
        <EditMetaRow className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow)} editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
      )}
      <p className="own-signature">Written by {metadata.frontMatter.author}</p>
    </footer>
  );
}
`;

// Docusaurus's DocPaginator, its words the site's own.
const DOC_PAGINATOR = `import React from 'react';
import Translate from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

export default function DocPaginator({ previous, next }) {
  return (
    <nav className="pagination-nav own-paginator" aria-label="Docs pages">
      {previous && <PaginatorNavLink {...previous} subLabel={<Translate id="own.previous">Back</Translate>} />}
      {next && <PaginatorNavLink {...next} subLabel="Onwards" isNext />}
    </nav>
  );
}
`;

const BLOG_PAGINATOR = `import React from 'react';
import PaginatorNavLink from '@theme/PaginatorNavLink';

export default function BlogPostPaginator({ nextItem, prevItem }) {
  return (
    <nav className="pagination-nav own-blog-paginator">
      {prevItem && <PaginatorNavLink {...prevItem} subLabel="Newer" />}
      {nextItem && <PaginatorNavLink {...nextItem} subLabel="Older" isNext />}
    </nav>
  );
}
`;

describe("a site's own copy of DocItem/Footer and of the paginators", () => {
  it("is drawn in place of pxdocs's, with Docusaurus's pieces in pxdocs's markup", async () => {
    const dir = await makeTempDir('pxdocs-doc-footer-copy-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\nauthor: Ada\ntags: [guide]\nlast_update:\n  date: 2024-03-19\n  author: Grace\n---\n\nText.\n',
      'docs/next.md': '---\ntitle: Next\n---\n\nMore.\n',
      'blog/2024-01-01-first.md': '---\ntitle: First post\n---\n\nThe first.\n',
      'blog/2024-02-01-second.md': '---\ntitle: Second post\n---\n\nThe second.\n',
      'src/theme/DocItem/Footer/index.js': DOC_FOOTER,
      'src/theme/DocPaginator/index.js': DOC_PAGINATOR,
      'src/theme/BlogPostPaginator/index.js': BLOG_PAGINATOR,
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /replaces Docusaurus's (DocItem|DocPaginator|BlogPostPaginator)/);
    const intro = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const footer = intro.slice(intro.indexOf('<footer class="theme-doc-footer'), intro.indexOf('</footer>', intro.indexOf('<footer class="theme-doc-footer')));
    assert.match(footer, /^<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><div class="doc-tags"><b>Tags:<\/b><ul class="tag-list"><li><a class="tag" href="\/docs\/tags\/guide" rel="tag">guide<\/a><\/li><\/ul><\/div><\/div><\/div>/);
    assert.match(footer, /<div class="edit-meta-row margin-top--sm theme-doc-footer-edit-meta-row"><p class="edit-page"><a class="theme-edit-this-page" href="https:\/\/git\.example\/site\/edit\/main\/docs\/intro\.md"[^>]*>Edit this page<\/a><\/p><p class="last-update theme-last-updated">Last updated on <time dateTime="2024-03-19T00:00:00\.000Z">Mar 19, 2024<\/time> by Grace<\/p><\/div>/);
    assert.match(footer, /<p class="own-signature">Written by Ada<\/p>$/);
    // pxdocs's own footer is not drawn beside it.
    assert.equal(intro.match(/Edit this page/g)?.length, 1);
    assert.match(intro, /<nav class="pagination-nav own-paginator" aria-label="Docs pages"><a class="pagination-link pagination-next pagination-nav__link pagination-nav__link--next" href="\/docs\/next" rel="next"><span class="pagination-sub pagination-nav__sublabel">Onwards<\/span><span class="pagination-label pagination-nav__label">Next »<\/span><\/a><\/nav>/);
    const next = await readFile(join(dir, 'out', 'docs', 'next.html'), 'utf8');
    assert.match(next, /<nav class="pagination-nav own-paginator" aria-label="Docs pages"><a class="pagination-link pagination-previous [^"]*" href="\/docs\/intro" rel="prev"><span class="pagination-sub pagination-nav__sublabel">Back<\/span><span class="pagination-label pagination-nav__label">« Intro<\/span><\/a><\/nav>/);
    // A doc with no tags, edit link or update still has the copy's own addition.
    assert.match(next, /<p class="own-signature">Written by <\/p>/);
    const post = await readFile(join(dir, 'out', 'blog', '2024', '01', '01', 'first.html'), 'utf8');
    assert.match(post, /<nav class="pagination-nav own-blog-paginator"><a class="pagination-link pagination-previous [^"]*" href="\/blog\/2024\/02\/01\/second" rel="prev"><span class="pagination-sub pagination-nav__sublabel">Newer<\/span><span class="pagination-label pagination-nav__label">« Second post<\/span><\/a><\/nav>/);
  });
});
