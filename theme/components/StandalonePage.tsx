// A page of the pages folder (`src/pages`): the site's navbar and footer around
// either a Markdown page (its article and TOC, as Docusaurus's MDXPage: no
// sidebar, no title added to what the page writes) or a React page, which
// draws its whole main region itself.
import type { ReactNode } from 'react';
import { usePage } from './context.js';
import { MarkdownBody } from './SiteWrapper.js';
import { TableOfContents } from './TableOfContents.js';
import { CopyPage } from './CopyPage.js';
import { ChatButton } from './ChatButton.js';
import { LAYOUT_MAIN } from '../shared/docusaurus-classes.js';

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** `content`: a Markdown page's module, rendered where its body goes (render.ts, with the site's MDXContent wrapper), in place of `html`. */
export function StandalonePage({ html, content }: { html: string; content?: ReactNode }) {
  const { page, site } = usePage();
  if (page.kind === 'react-page') {
    // Docusaurus's Layout wraps a page in `.main-wrapper` (with `theme-layout-main`); the skip link lands on it.
    return <div id="main" className={classes(LAYOUT_MAIN, page.wrapperClassName)} tabIndex={-1} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <main id="main" className={classes(LAYOUT_MAIN, 'standalone-main', page.wrapperClassName)} tabIndex={-1}>
      <div className={page.hideToc || page.toc.length === 0 ? 'doc-container' : 'doc-container doc-container-toc'}>
        <article className="doc-article">
          <div className="doc-header">
            <CopyPage />
          </div>
          <MarkdownBody className="markdown" html={html} content={content} />
        </article>
        <TableOfContents />
      </div>
      {site.chat ? <ChatButton endpoint={site.chat.endpoint} /> : null}
    </main>
  );
}
