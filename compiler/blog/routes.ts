// The blog's routes, as Docusaurus's blog plugin lays them out: each post, the
// list of posts newest first (`postsPerPage` a page: /blog, /blog/page/2, …), a
// list per tag under the tags index, a list per author with a page under the
// authors index, and the archive. Every list is made from the posts' data
// only; the excerpts it shows (each post's body up to its truncate marker) are
// filled in once the posts are built (`fillExcerpts`).
import type { Doc } from '../discover.js';
import type { Route, RouteAsset } from '../routes.js';
import type { SiteConfig } from '../config/schema.js';
import type { BlogAuthor, BlogPageData, BlogPostSummary, FeedLink, PageData, SiteData, TagRef } from '../../theme/components/types.js';
import { joinPermalink, pathInside } from '../paths.js';
import { blogInstances, blogOptions, blogPaths, type BlogOptions } from './discover.js';
import { posix } from 'node:path';
import { editUrlFromFunction, type BlogEditUrlFunction } from '../edit-url.js';
import { localeName } from '../i18n.js';
import { withBase } from '../../theme/shared/base-url.js';
import { SIDEBAR_BUDGET, SIDEBAR_WINDOW } from '../../theme/shared/sidebar-html.js';
import type { BlogSidebarData } from '../../theme/shared/blog-sidebar-html.js';
import { listAssetPath } from '../sidebar-assets.js';
import { listTitles, type ListTitles } from '../list-titles.js';

/** Feed files, by type, under the blog's route base. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

const FEED_NAMES = { rss: 'RSS', atom: 'Atom', json: 'JSON' } as const;

/**
 * The posts a blog's feeds hold, newest first: the newest `feedOptions.limit` (all without one). The
 * feeds are written of them (feed.ts), and their renders keep their whole bodies for it (`inFeed`).
 */
export function feedPosts<T>(posts: readonly T[], dateOf: (post: T) => string, options: BlogOptions): T[] {
  return [...posts].sort((a, b) => dateOf(b).localeCompare(dateOf(a))).slice(0, options.feedOptions.limit || posts.length);
}

export function feedTypes(options: BlogOptions): ('rss' | 'atom' | 'json')[] {
  const type = options.feedOptions.type;
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return typeof type === 'string' ? [type] : type;
}

/**
 * Posts newest first, or oldest first for `sortPosts: 'ascending'` (then by route, so the order
 * never depends on the file system).
 */
export function byDate(posts: Doc[], order: 'descending' | 'ascending' = 'descending'): Doc[] {
  const sign = order === 'ascending' ? -1 : 1;
  return [...posts].sort((a, b) => sign * (b.post?.date ?? '').localeCompare(a.post?.date ?? '') || a.permalink.localeCompare(b.permalink));
}

export function summary(post: Doc, options: BlogOptions): BlogPostSummary {
  const meta = post.post!;
  return {
    title: post.title,
    permalink: post.permalink,
    date: meta.date,
    description: post.description,
    ...(options.showReadingTime ? { readingTime: meta.readingTime } : {}),
    authors: meta.authors,
    tags: meta.tags,
    ...(meta.truncated ? { truncated: true } : {}),
  };
}

/** One blog's routes (`config`: the site config with its options as `blog`; `pluginId`: its instance's id). */
export function blogRoutes(posts: Doc[], config: SiteConfig, pluginId = 'default', fileAuthors?: BlogAuthor[], titles: ListTitles = listTitles(undefined, 'en')): Route[] {
  const options = blogOptions(config);
  if (!options || !posts.length) return [];
  const paths = blogPaths(options);
  // The blog's order (`sortPosts`) for every list, the sidebar, the archive and the newer/older links, as Docusaurus sorts its posts once.
  const sorted = byDate(posts, options.sortPosts);
  const listed = sorted.filter((post) => !post.unlisted);
  const summaries = new Map(sorted.map((post) => [post, summary(post, options)]));
  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  // Under a heading per year (themeConfig.blog.sidebar.groupByYear, Docusaurus 3.5's default); the
  // year of the post's date as written (Docusaurus reads it in the build machine's time zone).
  const sidebar: BlogSidebarData | undefined = count > 0 ? { title: options.blogSidebarTitle, items: listed.slice(0, count).map((post) => ({ label: post.title, href: post.permalink, year: (post.post?.date ?? '').slice(0, 4) })), ...(config.blogSidebar.groupByYear ? { byYear: true as const } : {}) } : undefined;
  // Why a long list is windowed: every blog page shows the sidebar, so with
  // `blogSidebarCount: 'ALL'` each of N posts carried N links and the blog's HTML
  // grew with N² (3,000 posts: 873 MB of HTML, a 1.3 GB build), against the
  // design goal that nothing per page grows with the site. As the docs sidebar
  // (theme/components/Sidebar.tsx): a list within SIDEBAR_BUDGET posts is
  // rendered whole on every page, byte for byte as before; a longer one is
  // written once per build as a hashed asset (the whole list), and each page
  // carries only SIDEBAR_WINDOW posts around its own (the newest on the other
  // pages) and a closed "N more" group above and below, which links the archive
  // (every post, without JavaScript) and, opened, has the `sidebar` island
  // render the whole list from the asset. Made here, not at render time, so the
  // page data a page thread receives is the window too, not the whole list.
  const list = sidebar && sidebar.items.length > SIDEBAR_BUDGET ? blogSidebarList(sidebar, pluginId, config) : undefined;
  const all = paths.archive ?? paths.base;
  const sidebarAround = (at: number): Pick<BlogPageData, 'sidebar'> => {
    if (!sidebar) return {};
    if (!list) return { sidebar };
    const total = sidebar.items.length;
    const start = at < 0 || at >= total ? 0 : Math.min(Math.max(0, at - Math.floor(SIDEBAR_WINDOW / 2)), total - SIDEBAR_WINDOW);
    const end = start + SIDEBAR_WINDOW;
    return { sidebar: { ...sidebar, items: sidebar.items.slice(start, end), window: { tree: list.url, before: start, after: total - end, all } } };
  };
  const common: Pick<BlogPageData, 'title' | 'description' | 'home' | 'sidebar'> = {
    title: options.blogTitle,
    description: options.blogDescription,
    home: paths.base,
    ...sidebarAround(-1),
  };
  const source = options.path;
  const routes: Route[] = [];
  const plugin = pluginId === 'default' ? {} : { pluginId };
  const page = (kind: PageData['kind'], permalink: string, title: string, description: string, blog: BlogPageData): PageData => ({ kind, id: `${kind}:${permalink}`, permalink, title, description, toc: [], breadcrumbs: [], blog, ...plugin });

  // The posts the feeds hold (the newest `limit`, as feed.ts picks them): each one's render keeps its whole body for
  // them, as Docusaurus's feeds carry whole posts. Only these: a blog of thousands keeps twenty bodies, not all.
  const inFeed = new Set(feedTypes(options).length ? feedPosts(listed, (post) => post.post?.date ?? '', options) : []);
  const place = new Map(listed.map((post, index) => [post, index]));
  for (const post of sorted) {
    // Newer and older among the listed posts (an unlisted post links none).
    const at = place.get(post) ?? -1;
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at !== -1 ? listed[at + 1] : undefined;
    const fm = post.frontMatter;
    routes.push({
      doc: post,
      source: post.source,
      listed: !post.unlisted,
      page: {
        ...page('blog-post', post.permalink, post.title, post.description, {
          ...common,
          // A windowed list is centred on the post (an unlisted post, in no list, shows the newest).
          ...(list ? sidebarAround(at) : {}),
          post: summaries.get(post)!,
          ...(newer ? { newer: { label: newer.title, href: newer.permalink } } : {}),
          ...(older ? { older: { label: older.title, href: older.permalink } } : {}),
          ...(inFeed.has(post) ? { inFeed: true as const } : {}),
        }),
        id: post.id,
        hideTitle: true,
        hideToc: fm.hide_table_of_contents,
        keywords: fm.keywords,
        image: fm.image,
        noIndex: post.unlisted || undefined,
        // Its banner, as an unlisted doc's (Docusaurus's BlogPostPage shows it too).
        ...(post.unlisted ? { unlisted: true } : {}),
        // A locale's translation links its original unless `editLocalizedFiles` asks for the translation, as Docusaurus's blog.
        ...(options.editUrl && fm.custom_edit_url !== null ? postEditLink(fm.custom_edit_url, options.editUrl, post, options, config) : {}),
      },
    });
  }

  /** A list of posts, `postsPerPage` a page: `base`, `base/page/2`, … */
  const lists = (base: string, list: Doc[], title: string, description: string, extra: Partial<BlogPageData> = {}) => {
    const size = options.postsPerPage === 'ALL' ? Math.max(list.length, 1) : options.postsPerPage;
    const pages = Math.max(1, Math.ceil(list.length / size));
    const href = (index: number) => (index === 0 ? base : joinPermalink(base, 'page', String(index + 1)));
    for (let index = 0; index < pages; index++) {
      routes.push({
        source,
        listed: true,
        page: page('blog-list', href(index), title, description, {
          ...common,
          ...extra,
          posts: list.slice(index * size, (index + 1) * size).map((post) => summaries.get(post)!),
          ...(index > 0 ? { newer: { label: 'Newer entries', href: href(index - 1) } } : {}),
          ...(index < pages - 1 ? { older: { label: 'Older entries', href: href(index + 1) } } : {}),
        }),
      });
    }
  };
  lists(paths.base, listed, options.blogTitle, options.blogDescription);
  // A blog at the site's root is the site's home: its first page is titled as the site, as Docusaurus's BlogListPage does.
  if (paths.base === '/') for (const route of routes) if (route.page.kind === 'blog-list' && route.page.permalink === '/') route.page.title = config.title;

  // Tags: an index, and a list per tag. Docusaurus describes (in the meta and Open Graph) neither the
  // index nor the authors' pages, and a tag's list only by the tags file's description of it.
  const byTag = new Map<string, { tag: TagRef; posts: Doc[] }>();
  for (const post of listed) {
    for (const tag of post.post!.tags) {
      const entry = byTag.get(tag.href) ?? { tag, posts: [] };
      entry.posts.push(post);
      byTag.set(tag.href, entry);
    }
  }
  if (byTag.size) {
    const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
    routes.push({ source, listed: true, page: page('blog-tags', paths.tags, titles.tags(), '', { ...common, tags: tags.map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length })) }) });
    for (const { tag, posts: tagged } of tags) {
      const heading = titles.blogTag(tag.label, tagged.length);
      lists(tag.href, tagged, heading, tag.description ?? '', { heading, tagsIndex: paths.tags, ...(tag.description ? { lead: tag.description } : {}) });
    }
  }

  // Authors with a page: an index, and a list per author.
  const byAuthor = new Map<string, { author: BlogAuthor; posts: Doc[] }>();
  /** Each author of the authors file's posts, by key (an inline author given a key counts as that author). */
  const byKey = new Map<string, number>();
  for (const post of listed) {
    for (const author of post.post!.authors) {
      if (author.key) byKey.set(author.key, (byKey.get(author.key) ?? 0) + 1);
      if (!author.page) continue;
      const entry = byAuthor.get(author.page) ?? { author, posts: [] };
      entry.posts.push(post);
      byAuthor.set(author.page, entry);
    }
  }
  const authors = [...byAuthor.values()].sort((a, b) => (a.author.name ?? '').localeCompare(b.author.name ?? ''));
  // The index lists every author of the authors file, in its order, with their count of posts (those
  // without a page too, unlinked to a list), as Docusaurus's; without a file, the authors with a page.
  // An author with a page but no post has no list page to link (none is made for no posts).
  const withCount = (author: BlogAuthor, count: number) => (count || !author.page ? { ...author, count } : { ...Object.fromEntries(Object.entries(author).filter(([field]) => field !== 'page')), count });
  const indexed = fileAuthors?.length ? fileAuthors.map((author) => withCount(author, author.key ? byKey.get(author.key) ?? 0 : 0)) : authors.map(({ author, posts: written }) => withCount(author, written.length));
  if (indexed.length) routes.push({ source, listed: true, page: page('blog-authors', paths.authors, titles.authors(), '', { ...common, authors: indexed }) });
  if (byAuthor.size) {
    for (const { author, posts: written } of authors) {
      const name = author.name ?? author.page!;
      // Titled as Docusaurus's author page (theme.blog.author.pageTitle): "Ann - 3 posts".
      lists(author.page!, written, titles.blogAuthor(name, written.length), '', { heading: name, author, authorsIndex: paths.authors });
    }
  }

  if (paths.archive) {
    const years: BlogPageData['years'] = [];
    for (const post of listed) {
      const year = post.post!.date.slice(0, 4);
      if (years.at(-1)?.year !== year) years.push({ year, posts: [] });
      // Newest year first, a year's posts oldest first, as Docusaurus's archive lists them.
      years.at(-1)!.posts.unshift({ title: post.title, permalink: post.permalink, date: post.post!.date });
    }
    routes.push({ source, listed: true, page: page('blog-archive', paths.archive, titles.archive(), titles.archiveDescription(), { ...common, years }) });
  }
  // The list asset travels with the routes whose pages point to it: the build writes it, dev serves it.
  if (list) for (const route of routes) route.assets = list.files;
  return routes;
}

/**
 * A blog's whole sidebar list as an asset (`assets/blog-sidebar-<blog>-<hash>.json`),
 * named by its contents as the docs' sidebar trees are (`listAssetPath`). Its links are written as the
 * finished pages link posts (compiler/build.ts `finish`: a final slash with
 * `trailingSlash`, then the base URL), so the island renders them as they are.
 */
function blogSidebarList(sidebar: BlogSidebarData, pluginId: string, config: SiteConfig): { url: string; files: RouteAsset[] } {
  const slash = config.trailingSlash === true;
  const items = sidebar.items.map((item) => ({ ...item, href: withBase(config.baseUrl, slash && !item.href.endsWith('/') ? `${item.href}/` : item.href) }));
  const contents = JSON.stringify({ ...sidebar, items } satisfies BlogSidebarData);
  const path = listAssetPath('blog-sidebar', pluginId, contents, 'blog');
  return { url: `/${path}`, files: [{ path, contents }] };
}

/** The posts' excerpts (rendered on the pages' threads), put into the lists that show them. */
export function fillExcerpts(routes: Route[], excerpts: ReadonlyMap<string, string>): void {
  for (const route of routes) {
    const posts = route.page.kind === 'blog-list' ? route.page.blog?.posts : undefined;
    if (!posts) continue;
    route.page = { ...route.page, blog: { ...route.page.blog!, posts: posts.map((post) => (excerpts.has(post.permalink) ? { ...post, excerpt: excerpts.get(post.permalink) } : post)) } };
  }
}

/**
 * A post's "Edit this page" link: `custom_edit_url` as written, else `editUrl` followed by the
 * post's file from the site folder (a locale's translation links its original unless
 * `editLocalizedFiles` asks for the translation, as Docusaurus's blog), or what an `editUrl`
 * function gives for the post: the blog's folder, the post's path in it, the published permalink
 * (with the base URL) and the locale, as Docusaurus passes them.
 */
function postEditLink(custom: string | undefined, editUrl: string | BlogEditUrlFunction, post: Doc, options: BlogOptions, config: SiteConfig): { editUrl?: string } {
  if (custom !== undefined) return { editUrl: custom };
  if (typeof editUrl === 'string') return { editUrl: `${editUrl.replace(/\/+$/, '')}/${options.editLocalizedFiles ? post.source : post.post?.original ?? post.source}` };
  const dir = posix.join(options.path.split('\\').join('/'));
  const original = post.post?.original ?? post.source;
  const params = {
    blogDirPath: dir,
    blogPath: pathInside(original, dir) ?? original,
    permalink: withBase(config.baseUrl, post.permalink),
    locale: localeName(config),
  };
  const url = editUrlFromFunction(editUrl, params, 'blog.editUrl', post.source);
  return url ? { editUrl: url } : {};
}

/**
 * The site data with every blog's feeds (`SiteData.feeds`): Docusaurus's blog
 * plugin links a blog's feeds from the head of every page of the site, not only
 * the blog's, so a reader's feed finder sees them anywhere. A blog without posts
 * (no routes) has no feeds, as it has none in Docusaurus. Each feed link is
 * titled by its blog's feed title (`feedOptions.title`, else the site's title),
 * so a site's two blogs (a changelog beside the blog) offer feeds a reader tells apart.
 */
export function withSiteFeeds(site: SiteData, config: SiteConfig, routes: readonly Route[]): SiteData {
  const withPosts = new Set(routes.flatMap((route) => (route.page.kind === 'blog-post' ? [route.page.pluginId ?? 'default'] : [])));
  const feeds = blogInstances(config).flatMap((instance): FeedLink[] => {
    const options = withPosts.has(instance.id) ? blogOptions(instance.config) : undefined;
    if (!options) return [];
    const base = blogPaths(options).base;
    return feedTypes(options).map((type) => ({ type, href: joinPermalink(base, FEED_FILES[type]), title: `${options.feedOptions.title ?? config.title} ${FEED_NAMES[type]} Feed` }));
  });
  return feeds.length ? { ...site, feeds } : site;
}
