// A doc page's cache key takes in its sidebar, since every doc page draws it. But a
// sidebar's doc entries carry each doc's description (its first paragraph when the
// front matter gives none), which the drawn sidebar never shows: keyed by the whole
// sidebar, a first paragraph edited anywhere rendered every page of that sidebar
// again. A page is keyed by the sidebar without descriptions; one that read the
// sidebar's entries (DocCardList, `useDocsSidebar`: `readSidebar`) also by the whole
// sidebar, kept in its cache entry and checked on a hit, as `docsKey` is. A generated
// index page is keyed the same way (other-pages.ts): the descriptions its cards show
// are in its own data.
import { hash, stableJson } from '../cache.js';
import type { SidebarItem } from '../../theme/components/types.js';

/** A sidebar's items as the pages that do not read them show them: everything but the descriptions. */
function withoutDescriptions(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    const { description: _description, ...shown } = item;
    return (shown.type === 'category' ? { ...shown, items: withoutDescriptions(shown.items) } : shown) as SidebarItem;
  });
}

export interface SidebarKeys {
  /** The key of what every page of sidebar `id` shows of it ('' for a page without one). */
  shown(id: string | undefined): string;
  /** The key of the whole sidebar, descriptions included, for a page that read its entries. */
  whole(id: string | undefined): string;
}

/**
 * Keys of a build's sidebars, each made once per thread when a page first needs it (a large site's
 * sidebars are megabytes of JSON). `siteFree`: the JSON with the site's folder marked (cache.ts).
 */
export function sidebarKeys(sidebars: ReadonlyMap<string, SidebarItem[]>, siteFree: (json: string) => string): SidebarKeys {
  const made = new Map<string, string>();
  const key = (id: string | undefined, kind: 'shown' | 'whole'): string => {
    const items = id === undefined ? undefined : sidebars.get(id);
    if (!items) return '';
    let found = made.get(`${kind}:${id}`);
    if (found === undefined) made.set(`${kind}:${id}`, (found = hash(siteFree(stableJson(kind === 'shown' ? withoutDescriptions(items) : items)))));
    return found;
  };
  return { shown: (id) => key(id, 'shown'), whole: (id) => key(id, 'whole') };
}
