// Docusaurus's pieces of a blog post item, as a site's ejected BlogPostItem composes them
// (`@theme/BlogPostItem/Container`, `/Header`, `/Header/Title`, `/Header/Info`, `/Header/Authors`,
// `/Content`, `/Footer`, `/Footer/ReadMoreLink`): a copy that adds a share bar or comments between
// them draws the rest with pxdocs's own markup (theme/components/Blog.tsx), for the post of the
// page or of the list's entry it is drawn for (`useBlogPost()` answers the same).
import type { ReactNode } from 'react';
import { BlogPostItemAuthors, BlogPostItemContainer, BlogPostItemFooter, BlogPostItemHeader, BlogPostItemInfo, BlogPostItemTitle } from '../Blog.js';
import { useWords } from '../words.js';

/** The post's body, as the item is given it (pxdocs's `markdown` box already holds it). */
export function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

export function ReadMoreLink({ blogPostTitle, to, href }: { blogPostTitle?: string; to?: string; href?: string }) {
  const words = useWords();
  return <a className="blog-read-more" href={to ?? href} {...(blogPostTitle ? { 'aria-label': words('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: blogPostTitle }) } : {})}>{words('theme.blog.post.readMore', 'Read more')}</a>;
}

/** The modules by import path (mdx/index.ts themeModules). */
export const blogPartModules = {
  '@theme/BlogPostItem/Container': { default: BlogPostItemContainer },
  '@theme/BlogPostItem/Header': { default: () => <BlogPostItemHeader /> },
  '@theme/BlogPostItem/Header/Title': { default: () => <BlogPostItemTitle /> },
  '@theme/BlogPostItem/Header/Info': { default: BlogPostItemInfo },
  '@theme/BlogPostItem/Header/Authors': { default: BlogPostItemAuthors },
  '@theme/BlogPostItem/Content': { default: BlogPostItemContent },
  '@theme/BlogPostItem/Footer': { default: BlogPostItemFooter },
  '@theme/BlogPostItem/Footer/ReadMoreLink': { default: ReadMoreLink },
};
