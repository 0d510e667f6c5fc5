// A documentation page: sidebar, article (breadcrumbs, title, body, prev/next) and TOC.
import { usePage, useRenderBlocking } from './context.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Pagination } from './Pagination.js';
import { Sidebar } from './Sidebar.js';
import { TableOfContents, TableOfContentsCollapsible } from './TableOfContents.js';
import { cardItem, DocCardGrid, type Card } from './DocCard.js';
import { ChatButton } from './ChatButton.js';
import { COPY_PAGE_ID, CopyPage } from './CopyPage.js';
import { TagList, TagsBody } from './Tags.js';
import Admonition from './mdx/Admonition.js';
import { hasMarkdown } from '../shared/markdown-path.js';
import { useWordParts, useWords } from './words.js';
import * as D from '../shared/docusaurus-classes.js';
import { InSiteCopy, MarkdownBody, Part } from './SiteWrapper.js';
import type { PageData } from './types.js';
import { useContext, type ReactNode } from 'react';

/**
 * The notice above a doc of a version other than the last (Docusaurus's
 * DocVersionBanner): unreleased or no longer maintained, with a link to the
 * same doc in the last version when it has one, else to that version's first doc.
 */
export function VersionBanner() {
  const { page, site } = usePage();
  const parts = useWordParts();
  const words = useWords();
  const version = page.version;
  // A further docs instance's version links that instance's last version.
  const last = (version?.instance ? site.instanceVersions?.[version.instance] : site.versions)?.find((candidate) => candidate.isLast);
  if (!version?.banner || !last) return null;
  const href = version.alternates?.[last.name] ?? last.href;
  return (
    <div className={`doc-version-banner theme-doc-version-banner ${D.VERSION_BANNER}`} role="note">
      <p>
        {version.banner === 'unreleased'
          ? parts('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', { siteTitle: site.title, versionLabel: <b>{version.label}</b> })
          : parts('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', { siteTitle: site.title, versionLabel: <b>{version.label}</b> })}
      </p>
      <p>{parts('theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', { latestVersionLink: <b><a href={href} data-preferred-version={last.name} data-version-instance={version.instance}>{words('theme.docs.versions.latestVersionLinkLabel', 'latest version')}</a></b>, versionLabel: last.label })}</p>
    </div>
  );
}

/**
 * The notice at the top of an unlisted doc or blog post (Docusaurus's unlisted banner): the
 * reader learns why no list leads here. Outside the page's body, so its
 * Markdown twin and search text never hold it.
 */
export function UnlistedBanner() {
  const words = useWords();
  // The site's Admonition where it has one (its Types map's caution: compiler/site-wrappers.ts), as Docusaurus draws it with `@theme/Admonition`.
  const Box = usePage().wrappers?.Admonition ?? Admonition;
  return (
    // Docusaurus's is a caution admonition, with its icon and classes, so a site's admonition CSS styles it too.
    <Box type="caution" title={words('theme.contentVisibility.unlistedBanner.title', 'Unlisted page')} className="theme-unlisted-banner">
      <p>{words('theme.contentVisibility.unlistedBanner.message', 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.')}</p>
    </Box>
  );
}

/**
 * `content`: the doc's module, rendered where its body goes in the page's render (render.ts, with the site's wrapper of
 * DocItem/Layout, DocItem/Content or MDXContent, so its components read what the wrapper provides), in place of `html`.
 */
export function DocPage({ html, content, titleInBody }: { html: string; content?: ReactNode; titleInBody?: boolean }) {
  const { page, site } = usePage();
  // Breadcrumbs wrap on a narrow screen: a crumb painted before its label arrived sits at the end of
  // the first line and moves down when the label comes (CLS). No paint before the whole trail: the
  // copy-page control follows it, and its start tag ends the wait (a few KB into the page).
  // A page without a Markdown twin (a tag page) has no such control, and nothing to wait for.
  const copyPage = hasMarkdown(page);
  if (page.breadcrumbs.length > 0 && site.breadcrumbs !== false && copyPage) useRenderBlocking(COPY_PAGE_ID);
  return (
    <div className={`doc-layout ${D.LAYOUT_MAIN}`} data-region="doc">
      <Sidebar />
      <main id="main" className="doc-main" tabIndex={-1}>
        {page.kind === 'doc' ? <WrappedDocItemLayout html={html} content={content} titleInBody={titleInBody} /> : (
          <DocColumns>
            {page.kind === 'generated-index' ? (
              <>
                {page.hideTitle || titleInBody ? null : <h1 className="doc-title">{page.title}</h1>}
                {page.description ? <p className="doc-lead">{page.description}</p> : null}
                <GeneratedCards cards={page.cards ?? []} />
              </>
            ) : (
              <>
                {page.hideTitle || titleInBody ? null : <h1 className="doc-title">{page.title}</h1>}
                <TagsBody />
              </>
            )}
          </DocColumns>
        )}
        {site.chat ? <ChatButton endpoint={site.chat.endpoint} /> : null}
      </main>
    </div>
  );
}

/**
 * A doc's DocItem/Layout, or the site's wrapper of it (SiteWrapper.tsx) given the doc's body as `children`, as
 * Docusaurus's DocItem gives it. What the wrapper adds above and below sits in the doc's main region, around the
 * columns, where Docusaurus draws it (inside `main`'s container, around its `row`); `doc-item-wrapped` lines it up with the article.
 */
function WrappedDocItemLayout({ html, content, titleInBody }: { html: string; content?: ReactNode; titleInBody?: boolean }) {
  const part = <Part name="DocItem/Layout" original={DocItemLayout} props={{ children: <DocBody html={html} content={content} />, ...(titleInBody ? { titleInBody } : {}) }} />;
  return usePage().wrappers?.['DocItem/Layout'] ? <div className="doc-item-wrapped">{part}</div> : part;
}

/** Docusaurus's DocItem/Layout: the doc's article (its body, `children`, in DocItem/Content) and its TOC. */
export function DocItemLayout({ children, titleInBody }: { children?: ReactNode; titleInBody?: boolean }) {
  const { page } = usePage();
  return (
    <DocColumns>
      {/* Docusaurus's `theme-doc-markdown markdown` div also holds the page's title; ours is just above it. */}
      <Part name="DocItem/Content" original={DocContent} props={{ children, titleInBody }} />
      {/* Where Docusaurus draws them: DocItem's footer and the paginator. */}
      <Part name="DocItem/Footer" original={DocFooter} />
      <Part name="DocPaginator" original={Pagination} props={paginatorProps(page)} />
    </DocColumns>
  );
}

/** The container class of a page without a TOC, by kind (layout.css). */
const NO_TOC_CONTAINER: Partial<Record<string, string>> = { doc: 'doc-container-wide', 'generated-index': 'doc-container-index', tags: 'doc-container-tags' };

/** The article (banners, breadcrumbs, then `children`: the page's own) and the TOC beside it. */
function DocColumns({ children }: { children: ReactNode }) {
  const { page } = usePage();
  const words = useWords();
  const copyPage = hasMarkdown(page);
  return (
    // The TOC's column is reserved before its HTML arrives, so the article never moves (CLS). A doc without
    // one is as wide as Docusaurus's (layout.css `doc-container-wide`); a generated index and a tag page are laid out as there.
    <div className={page.hideToc || page.toc.length === 0 ? `doc-container ${NO_TOC_CONTAINER[page.kind] ?? ''}`.trim() : 'doc-container doc-container-toc'}>
      <article className="doc-article">
        {page.unlisted ? <UnlistedBanner /> : null}
        {/* A generated index shows its version's banner too, as Docusaurus's DocCategoryGeneratedIndexPage. */}
        {page.kind === 'doc' || page.kind === 'generated-index' ? <Part name="DocVersionBanner" original={VersionBanner} /> : null}
        <div className="doc-header">
          <Breadcrumbs />
          {copyPage ? <CopyPage /> : null}
        </div>
        <TableOfContentsCollapsible />
        {page.version?.badge ? <span className="doc-version-badge theme-doc-version-badge">{words('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: page.version.label })}</span> : null}
        {children}
        {/* A category's index has the doc footer's parts (none) and its paginator; a tag page, pxdocs's own. */}
        {page.kind === 'generated-index' ? <><DocFooter /><Part name="DocPaginator" original={Pagination} props={paginatorProps(page)} /></> : page.kind === 'tags' ? <><DocFooter /><Pagination /></> : null}
      </article>
      <TableOfContents />
    </div>
  );
}

/**
 * The doc's body: in pxdocs's `markdown` box, or, inside the site's own copy of DocItem/Content
 * (which draws that box itself, as Docusaurus's does), as it is, so `.markdown > h2` rules still apply.
 */
function DocBody({ html, content }: { html: string; content?: ReactNode }) {
  return <MarkdownBody html={html} content={content} {...(useContext(InSiteCopy) ? {} : { className: `markdown ${D.DOC_MARKDOWN}` })} />;
}

/** Docusaurus's DocItem/Content: the doc's title (unless its body has one) and its body, the `children` (a site may wrap it: SiteWrapper.tsx). */
export function DocContent({ children, titleInBody }: { children?: ReactNode; titleInBody?: boolean }) {
  const { page } = usePage();
  return (
    <>
      {page.hideTitle || titleInBody ? null : <h1 className="doc-title">{page.title}</h1>}
      {children}
    </>
  );
}

/** Docusaurus's DocItem/Footer: the doc's tags, its edit link and its last update (a site may wrap it: SiteWrapper.tsx). */
export function DocFooter() {
  const { page } = usePage();
  const lastUpdate = page.lastUpdate && (page.lastUpdate.date || page.lastUpdate.author) ? page.lastUpdate : undefined;
  if (!page.tags?.length && !page.editUrl && !lastUpdate) return null;
  // In Docusaurus's boxes and names (`theme-doc-footer`, its edit-and-date row), which a site's CSS spaces and lays out.
  return (
    <footer className={`doc-footer ${D.DOC_FOOTER}`}>
      {page.tags?.length ? <TagList tags={page.tags} row={D.DOC_TAGS_ROW} /> : null}
      {page.editUrl || lastUpdate ? (
        <div className={D.DOC_FOOTER_EDIT_META_ROW}>
          {page.editUrl ? (
            <p className="edit-page">
              <EditThisPage editUrl={page.editUrl} />
            </p>
          ) : null}
          {lastUpdate ? <LastUpdate {...lastUpdate} /> : null}
        </div>
      ) : null}
    </footer>
  );
}

/** The doc's edit link (Docusaurus's EditThisPage: a site's ejected DocItem/Footer draws it too). */
export function EditThisPage({ editUrl }: { editUrl: string }) {
  const words = useWords();
  return <a className={D.EDIT_THIS_PAGE} href={editUrl} target="_blank" rel="noopener noreferrer">{words('theme.common.editThisPage', 'Edit this page')}</a>;
}

/** The props Docusaurus's DocItem gives DocPaginator: the neighbours, as `{ title, permalink }`. */
function paginatorProps(page: PageData): Record<string, unknown> {
  const link = (neighbour: { label: string; href: string } | undefined) => neighbour && { title: neighbour.label, permalink: neighbour.href };
  return { previous: link(page.previous), next: link(page.next) };
}

/** Date formats by language and month style, made once: dates as Docusaurus shows them. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * In UTC, so a build's output does not depend on its machine's zone; English where the language
 * is unknown to Intl. `month`: 'short' for a doc's last update ("Mar 19, 2025", Docusaurus's
 * LastUpdated), 'long' for a blog post's date ("March 19, 2025", its blog plugin's formattedDate).
 */
export function dateFormat(lang: string, month: 'short' | 'long' = 'short', year = true): Intl.DateTimeFormat {
  const key = `${lang} ${month} ${year}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month, ...(year ? { year: 'numeric' as const } : {}), timeZone: 'UTC' };
    format = Intl.DateTimeFormat.supportedLocalesOf([lang]).length ? new Intl.DateTimeFormat(lang, options) : new Intl.DateTimeFormat('en-US', options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "Last updated on <date> by <author>": a date that does not parse is shown as written. */
export function LastUpdate({ date, author }: { date?: string; author?: string }) {
  const { site } = usePage();
  const parts = useWordParts();
  const DATE = dateFormat(site.lang === 'en' ? 'en-US' : site.lang);
  const time = date === undefined ? undefined : new Date(date);
  const valid = time !== undefined && !Number.isNaN(time.getTime());
  const atDate = date ? parts('theme.lastUpdated.atDate', ' on {date}', { date: valid ? <time dateTime={time.toISOString()}>{DATE.format(time)}</time> : date }) : null;
  const byUser = author ? parts('theme.lastUpdated.byUser', ' by {user}', { user: author }) : null;
  return <p className={`last-update ${D.LAST_UPDATED}`}>{parts('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser })}</p>;
}

/**
 * A generated index's cards: drawn by the site's own DocCardList where it has one, given the category's
 * items as Docusaurus's DocCategoryGeneratedIndexPage gives them; else pxdocs's grid.
 */
function GeneratedCards({ cards }: { cards: Card[] }) {
  const site = usePage().wrappers?.DocCardList;
  return site ? <Part name="DocCardList" original={site} props={{ items: cards.map(cardItem) }} /> : <DocCardGrid cards={cards} />;
}
