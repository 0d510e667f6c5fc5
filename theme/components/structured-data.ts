// A page's schema.org description for search engines (`<script type="application/ld+json">` in its
// head), as Docusaurus's theme writes it: a doc's breadcrumbs as a BreadcrumbList
// (DocBreadcrumbs/StructuredData), a post as a BlogPosting in its Blog (BlogPostPage/StructuredData),
// a blog's list as a Blog of its posts (BlogListPage/StructuredData). Search engines show them as
// the trail under a result and as an article's date, author and image. Pure data: no React, no Node.
import { siteUrl } from '../shared/site-url.js';
import { socialImageUrl } from './social-image.js';
import type { BlogAuthor, BlogPostSummary, PageData, SiteData } from './types.js';

type Json = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A post's author as a schema.org Person, with only the fields the author has. */
function person(author: BlogAuthor, site: Pick<SiteData, 'url'>): Json {
  const image = socialImageUrl(author.imageUrl, site.url);
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(image ? { image } : {}),
  };
}

/** One author as an object, several as a list, as Docusaurus gives them. */
function authors(post: BlogPostSummary, site: Pick<SiteData, 'url'>): Json {
  const people = post.authors.map((author) => person(author, site));
  return people.length === 0 ? {} : { author: people.length === 1 ? people[0] : people };
}

/** A post as a BlogPosting; its own page adds its image, keywords and last update. */
function posting(post: BlogPostSummary, site: Pick<SiteData, 'url'>, own?: Pick<PageData, 'image' | 'keywords' | 'lastUpdate'>): Json {
  const url = siteUrl(site.url, post.permalink);
  const image = socialImageUrl(own?.image, site.url);
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date,
    ...(own?.lastUpdate?.date ? { dateModified: own.lastUpdate.date } : {}),
    ...authors(post, site),
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    keywords: own?.keywords ?? [],
  };
}

/**
 * The page's structured data, or undefined for a page that has none: a doc with breadcrumbs
 * (their linked crumbs; none when the site hides breadcrumbs, as Docusaurus draws neither), a
 * blog post, and the pages of a blog's own list (not a tag's or an author's).
 */
export function structuredData(page: PageData, site: Pick<SiteData, 'url' | 'breadcrumbs'>): Json | undefined {
  if ((page.kind === 'doc' || page.kind === 'generated-index') && site.breadcrumbs !== false) {
    const linked = page.breadcrumbs.filter((crumb) => crumb.href);
    if (linked.length === 0) return undefined;
    return {
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: linked.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: siteUrl(site.url, crumb.href!) })),
    };
  }
  const blog = page.blog;
  if (page.kind === 'blog-post' && blog?.post) {
    return {
      '@context': CONTEXT,
      ...posting(blog.post, site, page),
      ...(blog.home ? { isPartOf: { '@type': 'Blog', '@id': siteUrl(site.url, blog.home), name: blog.title } } : {}),
    };
  }
  if (page.kind === 'blog-list' && blog?.posts && !blog.heading && !blog.author) {
    const url = siteUrl(site.url, page.permalink);
    return {
      '@context': CONTEXT,
      '@type': 'Blog',
      '@id': url,
      mainEntityOfPage: url,
      headline: blog.title,
      description: blog.description,
      blogPost: blog.posts.map((post) => posting(post, site)),
    };
  }
  return undefined;
}

/** JSON for a `<script>` element: a `<` in a title or description cannot close it (`</script>`) or open a comment. */
export function scriptJson(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
