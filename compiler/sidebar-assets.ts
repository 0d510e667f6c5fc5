// The tree asset of each sidebar too large to render whole on every page
// (theme/components/Sidebar.tsx explains the design): written once per build,
// named by its content so browsers keep it for good and every page of the area
// shares one download.
import { createHash } from 'node:crypto';
import { SIDEBAR_BUDGET, sidebarSize, treeOf, type SidebarTree } from '../theme/shared/sidebar-html.js';
import type { SidebarItem, SiteData } from '../theme/components/types.js';
import type { SiteConfig } from './config/schema.js';
import type { Sidebars } from './sidebars.js';
import { siteData } from './site-data.js';
import { linkedPath } from './folder-routes.js';

export interface SidebarAssets {
  /** Output files, paths relative to the output folder. */
  files: { path: string; contents: string }[];
  /** Sidebar id → public URL of its tree (only sidebars over the budget). */
  urls: Record<string, string>;
}

/**
 * Where a list asset goes (`assets/<kind>-<id>-<hash>.json`): named by its contents, so browsers
 * keep it for good and every page pointing to it shares one download. The docs' sidebar trees
 * and the blogs' sidebar lists (compiler/blog/routes.ts) are named so.
 */
export function listAssetPath(kind: string, id: string, contents: string, unnamed = kind): string {
  const name = id.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || unnamed;
  return `assets/${kind}-${name}-${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;
}

/**
 * Trees for the sidebars with more than `budget` entries (default SIDEBAR_BUDGET). `slashed`: the
 * paths linked with their slash (folder-routes.ts `slashedPaths`): the browser draws the tree's
 * links as written, where a page's own sidebar gets its slashes with the rest of the page's links.
 */
export function sidebarAssets(sidebars: Iterable<[string, SidebarItem[]]>, budget = SIDEBAR_BUDGET, slashed?: (path: string) => boolean): SidebarAssets {
  const files: SidebarAssets['files'] = [];
  const urls: Record<string, string> = {};
  for (const [id, items] of sidebars) {
    if (sidebarSize(items) <= budget) continue;
    const contents = JSON.stringify({ items: withSlashes(treeOf(items), slashed) } satisfies SidebarTree);
    const path = listAssetPath('sidebar', id, contents);
    files.push({ path, contents });
    urls[id] = `/${path}`;
  }
  return { files, urls };
}

/**
 * The site data pages render with, and the sidebar tree assets it names: the
 * build writes the files, dev serves them from memory, so a large sidebar is
 * windowed the same way in both (dev rendered it whole: 873 KB a page at
 * 10,000 pages).
 */
export function siteDataWithTrees(config: SiteConfig, sidebars: Sidebars, assets: SiteData['assets'], options: { analytics?: boolean; cwd?: string; rootChat?: boolean; slashed?: (path: string) => boolean } = {}): { site: SiteData; trees: SidebarAssets } {
  const site = siteData(config, sidebars, assets, options);
  const trees = sidebarAssets(sidebars.items, SIDEBAR_BUDGET, options.slashed);
  if (trees.files.length) site.sidebarTrees = trees.urls;
  return { site, trees };
}

function withSlashes(items: SidebarTree['items'], slashed: ((path: string) => boolean) | undefined): SidebarTree['items'] {
  if (!slashed) return items;
  return items.map((item) => {
    if (item.type === 'html') return item;
    const href = item.href === undefined ? {} : { href: linkedPath(item.href, slashed) };
    return item.type === 'category' ? { ...item, ...href, items: withSlashes(item.items, slashed) } : { ...item, ...href };
  });
}
