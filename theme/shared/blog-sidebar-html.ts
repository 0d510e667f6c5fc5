// The blog sidebar's markup ("Recent posts", or every post with
// `blogSidebarCount: 'ALL'`), as a string: the build renders every blog page's
// sidebar with it, and the `sidebar` island (theme/islands/sidebar.ts) renders the whole list with the
// same function once it has the blog's list asset, so the filled sidebar is byte
// for byte what a page rendering the whole list shows (test/e2e/blog-sidebar-scale.test.ts
// compares them in Chromium). The markup is what the JSX of theme/components/Blog.tsx
// produced, attribute for attribute, escaped as React escapes.
//
// Two modes. Whole (a list within SIDEBAR_BUDGET posts: every blog that shows its
// 5 recent posts, and most that show them all): every post, as before. Windowed (a
// larger list, see compiler/blog/routes.ts for why): the page carries only
// SIDEBAR_WINDOW posts (around the post on screen, else the newest), under their
// year headings when the list is grouped by year, and a closed "N more" group above
// and below them. Such a group links the blog's archive (every post, without
// JavaScript); opened with JavaScript, the island puts the whole list in its place.
// The list asset's links are written as the finished pages link (base URL and
// trailing slash included: compiler/blog/routes.ts), so the island renders them as they are.
import { escapeHtml } from './sidebar-html.js';

/** A post in the blog's sidebar: its title, its page, the year of its date. */
export interface BlogSidebarItem {
  label: string;
  href: string;
  year: string;
}

/** The blog sidebar a page shows (BlogPageData['sidebar']), and the list asset's contents. */
export interface BlogSidebarData {
  title: string;
  items: BlogSidebarItem[];
  /** Listed under a heading per year (each item's `year`). */
  byYear?: true;
  /** Windowed: `items` are a window of the list, `before` posts above it, `after` below. */
  window?: BlogSidebarWindow;
}

export interface BlogSidebarWindow {
  /** The list asset (`/assets/blog-sidebar-<blog>-<hash>.json`: a BlogSidebarData, whole). */
  tree: string;
  /** Posts of the list above the window, and below it. */
  before: number;
  after: number;
  /** The page listing every post without JavaScript: the archive, else the blog's list. */
  all: string;
}

/** Items by year, in their order (newest first), as Docusaurus's groupBlogSidebarItemsByYear groups them. */
export function yearGroups<T extends { year: string }>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.year);
    if (group) group.push(item);
    else groups.set(item.year, [item]);
  }
  return [...groups];
}

/** A list of posts; the post on screen is marked, as Docusaurus's NavLink marks it (aria-current, an active class). */
function list(items: BlogSidebarItem[], current: string): string {
  return `<ul>${items.map((item) => `<li><a href="${escapeHtml(item.href)}"${item.href === current ? ' aria-current="page" class="blog-sidebar-active"' : ''}>${escapeHtml(item.label)}</a></li>`).join('')}</ul>`;
}

/** The posts, under a heading per year or in one list. */
function posts(items: BlogSidebarItem[], byYear: boolean, current: string): string {
  if (!byYear) return list(items, current);
  return yearGroups(items).map(([year, group]) => `<div role="group" class="blog-sidebar-year"><h3 class="blog-sidebar-year-heading">${escapeHtml(year)}</h3>${list(group, current)}</div>`).join('');
}

/**
 * Posts `start`..`end` (exclusive) of the list, left out of a windowed page: a
 * closed group (it opens on click without JavaScript too) linking the page that
 * lists every post; the island puts the whole list in when it opens.
 * `allLabel`: that link's text, in the site's language.
 */
function more(start: number, end: number, all: string, allLabel: string): string {
  return `<details class="blog-sidebar-more" data-blog-sidebar-more="${start}:${end}"><summary>${end - start} more</summary><p><a href="${escapeHtml(all)}">${escapeHtml(allLabel)}</a></p></details>`;
}

/**
 * The inside of the sidebar's <nav>: its title, then the posts; `current`: the
 * page's permalink. A windowed sidebar gets its "N more" groups around the window.
 */
export function renderBlogSidebar(sidebar: BlogSidebarData, current: string, allLabel = 'Archive'): string {
  const title = `<p class="blog-sidebar-title">${escapeHtml(sidebar.title)}</p>`;
  const body = posts(sidebar.items, sidebar.byYear === true, current);
  const window = sidebar.window;
  if (!window) return title + body;
  const end = window.before + sidebar.items.length;
  return `${title}${window.before ? more(0, window.before, window.all, allLabel) : ''}${body}${window.after ? more(end, end + window.after, window.all, allLabel) : ''}`;
}
