// The blog's pages, as Docusaurus's blog theme lays them out: "Recent posts"
// beside the page; a post with its date, reading time, authors, tags and its
// newer and older neighbours; lists of posts with their excerpts and "Read
// more"; the tags and authors indexes and the archive. Plain HTML: no island,
// but for a sidebar listing more posts than every page can carry (the `sidebar` island fills it).
import { useContext, type ReactNode } from 'react';
import { BlogPostItemContext, usePage } from './context.js';
import { plural, useWords } from './words.js';
import { TableOfContents } from './TableOfContents.js';
import { TagList, TagsByLetter } from './Tags.js';
import { dateFormat, UnlistedBanner } from './DocPage.js';
import { ChatButton } from './ChatButton.js';
import { CopyPage } from './CopyPage.js';
import type { BlogAuthor, BlogPageData, BlogPostSummary } from './types.js';
import { escapeHtml } from '../shared/search-shape.js';
import * as D from '../shared/docusaurus-classes.js';
import { renderBlogSidebar } from '../shared/blog-sidebar-html.js';
import { MarkdownBody, Part } from './SiteWrapper.js';

/** "March 19, 2025", in the site's language, in UTC (a build's output never depends on its machine's zone). */
/** A post's date, in full; without its year under the archive's year headings (as Docusaurus's archive). */
function PostDate({ date, year = true }: { date: string; year?: boolean }) {
  const { site } = usePage();
  return <time dateTime={date}>{dateFormat(site.lang === 'en' ? 'en-US' : site.lang, 'long', year).format(new Date(date))}</time>;
}

function PostMeta({ post }: { post: BlogPostSummary }) {
  const { site } = usePage();
  const words = useWords();
  return (
    <div className="blog-post-meta">
      <PostDate date={post.date} />
      {post.readingTime ? <> · {plural(words('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', { readingTime: post.readingTime }), post.readingTime, site.lang)}</> : null}
    </div>
  );
}

/**
 * The name Docusaurus gives a social platform of authors.yml (Blog/Components/Author/Socials: its link's
 * title), an unknown key as written: pxdocs shows it as the link's text, where Docusaurus draws the brand's logo.
 */
const SOCIAL_LABELS: Record<string, string> = {
  twitter: 'Twitter', github: 'GitHub', stackoverflow: 'Stack Overflow', linkedin: 'LinkedIn', x: 'X', bluesky: 'Bluesky',
  instagram: 'Instagram', threads: 'Threads', mastodon: 'Mastodon', youtube: 'YouTube', twitch: 'Twitch', email: 'Email',
};
const socialLabel = (platform: string) => (Object.hasOwn(SOCIAL_LABELS, platform) ? SOCIAL_LABELS[platform]! : platform);

export function AuthorCard({ author, heading }: { author: BlogAuthor; heading?: boolean }) {
  // Where Docusaurus's BlogAuthor links both the photo and the name: the author's page, URL, or email.
  const href = author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.name ?? author.page ?? '';
  const Name = heading ? 'h1' : 'span';
  const photo = author.imageUrl ? <img className="blog-author-image avatar__photo" src={author.imageUrl} alt={name} width={48} height={48} loading="lazy" /> : null;
  // Docusaurus's Infima names too (`avatar`, `avatar__photo`, `avatar__name`…), for a site's CSS: its
  // author cards are styled by them, and a site's own rules for them matched nothing (prettier's blog).
  return (
    <div className="blog-author avatar">
      {photo && href ? <a href={href} className="avatar__photo-link">{photo}</a> : photo}
      <div className="avatar__intro">
        <Name className="blog-author-name avatar__name">{href ? <a href={href}>{name}</a> : name}</Name>
        {author.title ? <small className="blog-author-title avatar__subtitle">{author.title}</small> : null}
        {author.socials ? (
          <ul className="blog-author-socials">
            {Object.entries(author.socials).map(([platform, url]) => {
              const label = socialLabel(platform);
              return <li key={platform}><a href={url} rel="noopener noreferrer" target="_blank" title={label}>{label}</a></li>;
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function Authors({ authors }: { authors: BlogAuthor[] }) {
  if (!authors.length) return null;
  return <div className="blog-authors">{authors.map((author, index) => <AuthorCard key={author.page ?? author.name ?? index} author={author} />)}</div>;
}

function BlogSidebar({ blog, current }: { blog: BlogPageData; current: string }) {
  const { islands } = usePage();
  const words = useWords();
  if (!blog.sidebar) return null;
  // A list too long for every page (compiler/blog/routes.ts says why) is a window, filled by the island on demand.
  const tree = blog.sidebar.window?.tree;
  if (tree) islands.add('sidebar');
  const html = renderBlogSidebar(blog.sidebar, current, words('theme.blog.archive.title', 'Archive'));
  return (
    <aside className="blog-sidebar">
      <nav aria-label={words('theme.blog.sidebar.navAriaLabel', 'Blog recent posts')} data-blog-sidebar-tree={tree} dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  );
}

/** Newer and older: a post's neighbours, or a list's pages. */
function BlogPagination({ blog, label }: { blog: BlogPageData; label: string }) {
  if (!blog.newer && !blog.older) return null;
  const post = label === 'Blog post page navigation';
  const words = useWords();
  return (
    <nav className={`pagination ${D.PAGINATION}`} aria-label={post ? words('theme.blog.post.paginator.navAriaLabel', label) : words('theme.blog.paginator.navAriaLabel', label)}>
      {blog.newer ? (
        <a className={`pagination-link pagination-previous ${D.PAGINATION_PREVIOUS}`} href={blog.newer.href} rel="prev">
          <span className={`pagination-sub ${D.PAGINATION_SUBLABEL}`}>{post ? words('theme.blog.post.paginator.newerPost', 'Newer post') : words('theme.blog.paginator.newerEntries', 'Newer entries')}</span>
          {post ? <span className={`pagination-label ${D.PAGINATION_LABEL}`}>« {blog.newer.label}</span> : null}
        </a>
      ) : <span />}
      {blog.older ? (
        <a className={`pagination-link pagination-next ${D.PAGINATION_NEXT}`} href={blog.older.href} rel="next">
          <span className={`pagination-sub ${D.PAGINATION_SUBLABEL}`}>{post ? words('theme.blog.post.paginator.olderPost', 'Older post') : words('theme.blog.paginator.olderEntries', 'Older entries')}</span>
          {post ? <span className={`pagination-label ${D.PAGINATION_LABEL}`}>{blog.older.label} »</span> : null}
        </a>
      ) : <span />}
    </nav>
  );
}

/** Docusaurus's BlogPostPaginator: a post's newer and older posts (a site may wrap it: SiteWrapper.tsx). */
export function BlogPostPaginator() {
  const { page } = usePage();
  return <BlogPagination blog={page.blog!} label="Blog post page navigation" />;
}

/** The frame of every blog page: recent posts, then the page. */
function BlogFrame({ children, toc }: { children: ReactNode; toc?: boolean }) {
  const { page, site } = usePage();
  return (
    <div className={`blog-layout ${D.LAYOUT_MAIN}`}>
      <BlogSidebar blog={page.blog!} current={page.permalink} />
      <main id="main" className="blog-main" tabIndex={-1}>
        <div className={toc && !page.hideToc && page.toc.length ? 'doc-container doc-container-toc' : 'doc-container'}>
          <div className="blog-column">{children}</div>
          {toc ? <TableOfContents /> : null}
        </div>
        {site.chat ? <ChatButton endpoint={site.chat.endpoint} /> : null}
      </main>
    </div>
  );
}

/** `content`: the post's module, rendered where its body goes (render.ts, with the site's wrapper of BlogPostItem or MDXContent), in place of `html`. */
export function BlogPostPage({ html, content, titleInBody }: { html: string; content?: ReactNode; titleInBody?: boolean }) {
  const { page } = usePage();
  const blog = page.blog!;
  return (
    <BlogFrame toc>
      {/* As Docusaurus's blog post page: an unlisted post says so above it. */}
      {page.unlisted ? <UnlistedBanner /> : null}
      {/* The post's body is the item's children, as Docusaurus gives BlogPostItem the post's content. */}
      <Part name="BlogPostItem" original={BlogPostItem} props={{ children: <MarkdownBody className="markdown" html={html} content={content} />, titleInBody }} />
      <Part name="BlogPostPaginator" original={BlogPostPaginator} props={{ nextItem: blog.older && { title: blog.older.label, permalink: blog.older.href }, prevItem: blog.newer && { title: blog.newer.label, permalink: blog.newer.href } }} />
    </BlogFrame>
  );
}

/**
 * Docusaurus's BlogPostItem: a post with its header, its body (`children`) and its footer; the post's
 * own page's article, or an entry of a list (the post in BlogPostItemContext). A site may wrap it (SiteWrapper.tsx).
 */
export function BlogPostItem({ children, titleInBody }: { children?: ReactNode; titleInBody?: boolean }) {
  return (
    <BlogPostItemContainer>
      <BlogPostItemHeader {...(titleInBody !== undefined ? { titleInBody } : {})} />
      {children}
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}

// Docusaurus's pieces of a blog post item, each pxdocs's own markup: a site's ejected BlogPostItem
// composes them (`@theme/BlogPostItem/Container`, `/Header`, `/Content`, `/Footer`: mdx/blog-parts.tsx).

/** The post in a list's entry, or the page's post. */
function usePost(): { post: BlogPostSummary; listed: boolean } {
  const listed = useContext(BlogPostItemContext);
  const { page } = usePage();
  return listed ? { post: listed, listed: true } : { post: page.blog!.post!, listed: false };
}

export function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  const { listed } = usePost();
  const own = listed ? 'blog-post-item' : 'blog-post doc-article';
  return <article className={className ? `${own} ${className}` : own}>{children}</article>;
}

/** The post's title: a link to it in a list, the page's heading on its page (unless the body starts with one). */
export function BlogPostItemTitle({ titleInBody }: { titleInBody?: boolean }) {
  const { post, listed } = usePost();
  const inBody = usePage().titleInBody;
  if (listed) return <h2 className="blog-post-item-title"><a href={post.permalink}>{post.title}</a></h2>;
  return (titleInBody ?? inBody) ? null : <h1 className="blog-post-title">{post.title}</h1>;
}

export function BlogPostItemInfo() {
  return <PostMeta post={usePost().post} />;
}

export function BlogPostItemAuthors() {
  return <Authors authors={usePost().post.authors} />;
}

export function BlogPostItemHeader({ titleInBody }: { titleInBody?: boolean }) {
  const { listed } = usePost();
  return (
    <header>
      {listed ? null : <div className="doc-header"><CopyPage /></div>}
      <BlogPostItemTitle {...(titleInBody !== undefined ? { titleInBody } : {})} />
      <BlogPostItemInfo />
      <BlogPostItemAuthors />
    </header>
  );
}

/** "Read more", under a list's entry whose post is cut. */
export function BlogPostItemReadMore() {
  const { post, listed } = usePost();
  const words = useWords();
  return listed && post.truncated ? <a className="blog-read-more" href={post.permalink} aria-label={words('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: post.title })}>{words('theme.blog.post.readMore', 'Read more')}</a> : null;
}

export function BlogPostItemFooter() {
  const { post, listed } = usePost();
  const { page } = usePage();
  const words = useWords();
  if (listed) {
    return (
      <footer className="blog-post-item-footer">
        {post.tags.length ? <TagList tags={post.tags} /> : null}
        <BlogPostItemReadMore />
      </footer>
    );
  }
  return (
    <>
      {post.tags.length ? <TagList tags={post.tags} row={D.BLOG_TAGS_ROW} /> : null}
      {page.editUrl ? <p className="edit-page"><a className={D.EDIT_THIS_PAGE} href={page.editUrl} target="_blank" rel="noopener noreferrer">{words('theme.common.editThisPage', 'Edit this page')}</a></p> : null}
    </>
  );
}

export function BlogListPage() {
  const { page } = usePage();
  const words = useWords();
  const blog = page.blog!;
  return (
    <BlogFrame>
      {/* The blog's own list (and its later pages) has no h1, as Docusaurus 3.10's BlogListPage: its posts' titles are its h2s. */}
      {blog.author ? (
        <header className="blog-list-header">
          <AuthorCard author={blog.author} heading />
          {blog.authorsIndex ? <p className="blog-authors-link"><a href={blog.authorsIndex}>{words('theme.blog.authorsList.viewAll', 'View all authors')}</a></p> : null}
        </header>
      ) : blog.heading ? <h1 className="blog-list-title">{blog.heading}</h1> : null}
      {blog.lead ? <p className="blog-list-lead">{blog.lead}</p> : null}
      {blog.heading && !blog.author && blog.tagsIndex ? <p><a href={blog.tagsIndex}>{words('theme.tags.tagsPageLink', 'View all tags')}</a></p> : null}
      {(blog.posts ?? []).map((post) => (
        // The entry's post, for the item and `useBlogPost()` in a wrapper of it.
        <BlogPostItemContext.Provider value={post} key={post.permalink}>
          <Part name="BlogPostItem" original={BlogPostItem} props={{ children: <MarkdownBody className="markdown" html={post.excerpt ?? `<p>${escapeHtml(post.description)}</p>`} /> }} />
        </BlogPostItemContext.Provider>
      ))}
      <BlogPagination blog={blog} label="Blog list page navigation" />
    </BlogFrame>
  );
}

export function BlogTagsPage() {
  const { page } = usePage();
  const words = useWords();
  return (
    <BlogFrame>
      <h1 className="blog-list-title">{words('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsByLetter tags={page.blog!.tags ?? []} />
    </BlogFrame>
  );
}

export function BlogAuthorsPage() {
  const { page } = usePage();
  const words = useWords();
  return (
    <BlogFrame>
      <h1 className="blog-list-title">{words('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="blog-authors-index">
        {(page.blog!.authors ?? []).map((author) => <li key={author.key ?? author.page ?? author.name}><AuthorCard author={author} /> <span className="tag-count">{author.count}</span></li>)}
      </ul>
    </BlogFrame>
  );
}

export function BlogArchivePage() {
  const { page } = usePage();
  const words = useWords();
  return (
    <BlogFrame>
      <h1 className="blog-list-title">{words('theme.blog.archive.title', 'Archive')}</h1>
      {(page.blog!.years ?? []).map((year) => (
        <section key={year.year} className="blog-archive-year">
          <h2>{year.year}</h2>
          <ul>
            {year.posts.map((post) => <li key={post.permalink}><a href={post.permalink}><PostDate date={post.date} year={false} /> - {post.title}</a></li>)}
          </ul>
        </section>
      ))}
    </BlogFrame>
  );
}
