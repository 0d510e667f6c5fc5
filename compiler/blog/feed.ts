// The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed), as Docusaurus's blog plugin
// writes them at /blog/rss.xml, /blog/atom.xml and /blog/feed.json: the newest
// posts (`feedOptions.limit`, 20 by default) with their authors, tags and
// whole bodies, as Docusaurus's. Written by the `feed` package, the one Docusaurus uses.
import { Feed } from 'feed';
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes.js';
import { siteUrl } from '../../theme/shared/site-url.js';
import { addTrailingSlashes, isExternal, joinPermalink, sitePublicUrl, staticUrl } from '../paths.js';
import { blogInstances, blogOptions, blogPaths, postInstance } from './discover.js';
import { FEED_FILES, feedPosts, feedTypes } from './routes.js';
import { addBaseToHtml } from '../../theme/shared/base-html.js';
import { rootBase } from '../i18n.js';
import { feedStylesheetFiles, wantsStylesheet, withStylesheet } from './feed-stylesheets.js';

/**
 * Each post's HTML for the feeds: the whole body the render kept for a post the feeds hold that its
 * truncate marker cuts (`feedBody`), else its excerpt, which is then all of it.
 */
export function feedContents(excerpts: ReadonlyMap<string, string>, pages: Iterable<{ permalink: string; feedBody?: string }>): Map<string, string> {
  const contents = new Map(excerpts);
  for (const page of pages) if (page.feedBody !== undefined) contents.set(page.permalink, page.feedBody);
  return contents;
}

/** Every blog's feeds (see `blogFeeds`), each from its own posts' routes; `excerpts`: each post's HTML for them (`feedContents`). */
export function allBlogFeeds(routes: Route[], excerpts: ReadonlyMap<string, string>, config: SiteConfig): { path: string; contents: string }[] {
  const blogs = blogInstances(config);
  if (blogs.length <= 1) return blogFeeds(routes, excerpts, config);
  return blogs.flatMap((blog) => blogFeeds(routes.filter((route) => route.doc && postInstance(route.doc) === blog.id), excerpts, blog.config));
}

/** Each feed file (path in the output) and its text; none without posts or with `feedOptions.type: null`. */
export function blogFeeds(routes: Route[], excerpts: ReadonlyMap<string, string>, config: SiteConfig): { path: string; contents: string }[] {
  const options = blogOptions(config);
  if (!options) return [];
  const types = feedTypes(options);
  const posts = feedPosts(routes.filter((route) => route.page.kind === 'blog-post' && route.listed).map((route) => route.page.blog!.post!), (post) => post.date, options);
  if (!types.length || !posts.length) return [];
  const root = sitePublicUrl(config);
  const origin = sitePublicUrl({ url: config.url, baseUrl: '/' });
  const url = (path: string) => siteUrl(root, path);
  // Under trailingSlash: true a post's address ends with its slash, in the feeds as on the site (Docusaurus's
  // feeds use the permalinks it slashes): an item's link and guid, its tags' pages, the links in its content.
  const slash = config.trailingSlash === true;
  const routeSet = slash ? new Set(routes.map((route) => route.page.permalink)) : undefined;
  const pageUrl = (path: string) => url(slash && path !== '/' && !path.endsWith('/') ? `${path}/` : path);
  const { base } = blogPaths(options);
  const feed = new Feed({
    title: options.feedOptions.title ?? `${config.title} Blog`,
    description: options.feedOptions.description ?? `${config.title} Blog`,
    id: url(base),
    link: url(base),
    language: options.feedOptions.language ?? config.lang,
    copyright: options.feedOptions.copyright ?? '',
    updated: new Date(posts[0].date),
    generator: 'pxdocs',
    // The site's icon, as Docusaurus's feeds name it (Atom's <icon>), for the reader to show beside the feed.
    ...(config.favicon ? { favicon: isExternal(config.favicon) ? config.favicon : url(staticUrl(config.favicon)) } : {}),
    feedLinks: Object.fromEntries(types.map((type) => [type, url(joinPermalink(base, FEED_FILES[type]))])),
  });
  for (const post of posts) {
    const authors = post.authors.filter((author) => author.name).map((author) => ({ name: author.name!, ...(author.url ? { link: author.url } : {}), ...(author.email ? { email: author.email } : {}) }));
    feed.addItem({
      title: post.title,
      id: pageUrl(post.permalink),
      link: pageUrl(post.permalink),
      date: new Date(post.date),
      description: post.description,
      // Feed readers show the content away from the site: its site paths become URLs (the base
      // put in front as on the post's page, components' base marks included, then the origin).
      // A link to a place in the post (`#part`) is made the post's, as Docusaurus makes every link absolute against the post.
      ...(excerpts.has(post.permalink) ? { content: addBaseToHtml(routeSet ? addTrailingSlashes(excerpts.get(post.permalink)!, routeSet, root) : excerpts.get(post.permalink)!, config.baseUrl, rootBase(config)).replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`).replace(/(\shref=")#/g, `$1${pageUrl(post.permalink)}#`) } : {}),
      // None rather than an empty list: the feed package's JSON feed reads a list's first author, and threw on a post without one.
      ...(authors.length ? { author: authors } : {}),
      // An Atom category needs its term (Docusaurus gives the label as both); no RSS domain, as Docusaurus's feeds have none.
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    });
  }
  // RSS's <author> is an email address: the feed package writes a name alone there, which validators refuse
  // (the feed package Docusaurus uses left such an author out, as here).
  // An item's guid is its address, a permalink, written plain as Docusaurus's feed package writes it (the feed
  // package's later version marks an id it is given isPermaLink="false"); the same text, so readers keep their items.
  const render = { rss: () => xmlText(feed.rss2()).replace(/\s*<author>(?![^<]*@)[^<]*<\/author>/g, '').replace(/<guid isPermaLink="false">/g, '<guid>'), atom: () => xmlText(feed.atom1()), json: () => feed.json1() };
  const xslt = options.feedOptions.xslt;
  return types.flatMap((type) => {
    const path = joinPermalink(base, FEED_FILES[type]).slice(1);
    if (type === 'json' || !wantsStylesheet(xslt, type)) return [{ path, contents: render[type]() }];
    // Beside the feed, as Docusaurus writes them: the feed names its stylesheet by a relative address.
    const styles = Object.entries(feedStylesheetFiles(type)).map(([name, contents]) => ({ path: joinPermalink(base, name).slice(1), contents }));
    return [{ path, contents: withStylesheet(render[type](), type) }, ...styles];
  });
}

/**
 * Characters XML 1.0 cannot hold at all, escaped or not: C0 controls but tab and line breaks,
 * U+FFFE/U+FFFF and lone surrogates. A post title or excerpt with one (a bell pasted from a
 * terminal, `"\x01"` in YAML) made the feed a file every XML parser, so every feed reader, refuses.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A feed's XML without those characters (they show nothing; a lone surrogate becomes U+FFFD, as when the HTML is written). */
export function xmlText(xml: string): string {
  return xml.replace(NOT_XML, (char) => (char >= '\uD800' && char <= '\uDFFF' ? '\uFFFD' : ''));
}
