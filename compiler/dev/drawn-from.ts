// What dev draws a page without a doc from (home, a generated index, tags, the
// blog's lists), as a key: the page is drawn again after a relink only when its
// key changed. Why not the whole site data and page data as they are: the site
// data holds the tree URL of every windowed sidebar, and a page's data holds its
// whole sidebar, so a title or sidebar label changed anywhere drew every such
// page again (157 at 3,000 pages, 3.4 s), though a page shows only its own
// sidebar, and of a windowed one only the window around its place.
import { hashAll } from '../cache.js';
import { renderSidebarWindow } from '../../theme/shared/sidebar-html.js';
import type { PageData, SiteData } from '../../theme/components/types.js';

/** The site data as every page shows it: without the sidebars' tree URLs (a page shows its own sidebar's: `pageDrawnFrom`). */
export function siteDrawnFrom(site: SiteData, extra: string[]): string {
  return hashAll([JSON.stringify({ ...site, sidebarTrees: undefined }), ...extra]);
}

/**
 * A page's key: the site's, the page's data, and of its sidebar what it shows: the whole tree, or, windowed,
 * the window as Sidebar.tsx renders it (the sidebar's words are the site's messages, in the site's key). The
 * windowed sidebar's tree URL, which a title anywhere in it renames, is left out of the key and given apart:
 * a page whose key is the same is its last HTML with that URL replaced (`withTree`).
 */
export function pageDrawnFrom(siteKey: string, site: SiteData, page: PageData, extra: string[]): { key: string; tree?: string } {
  const tree = page.sidebar === undefined ? undefined : site.sidebarTrees?.[page.sidebar];
  const sidebar = tree && page.sidebarItems ? renderSidebarWindow(page.sidebarItems, page.permalink, undefined, undefined, page.sidebarUnlisted) : JSON.stringify(page.sidebarItems ?? null);
  return { key: hashAll([siteKey, JSON.stringify({ ...page, sidebarItems: undefined }), String(tree !== undefined), sidebar, ...extra]), ...(tree ? { tree } : {}) };
}

/** A page's HTML linking the sidebar tree `to` where it linked `from` (hashed asset names: no other text has them). */
export function withTree(html: string, from: string, to: string): string {
  return html.split(from).join(to);
}
