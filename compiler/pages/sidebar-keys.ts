// A doc page's cache key takes in its sidebar, since every doc page draws it. But a
// sidebar's doc entries carry each doc's description (its first paragraph when the
// front matter gives none), which the drawn sidebar never shows: keyed by the whole
// sidebar, a first paragraph edited anywhere rendered every page of that sidebar
// again. A page is keyed by the sidebar without descriptions; one that read the
// sidebar's entries also by the parts it read, descriptions included, kept in its cache
// entry with where they are and checked on a hit, as `docsKey` is: `<DocCardList />`
// reads its own category (keyed by the whole sidebar, a first paragraph edited anywhere
// rendered every such page again: 77 at 3,003 pages), `useDocsSidebar` the whole
// sidebar. Where a part is (a path of indices) finds the same entries on a hit: the
// sidebar without descriptions, in the page key, is the same. A generated index page is
// keyed the same way (other-pages.ts): the descriptions its cards show are in its own data.
import { hash, stableJson } from '../cache.js';
import type { SidebarItem } from '../../theme/components/types.js';

/** A sidebar's items as the pages that do not read them show them: everything but the descriptions. */
function withoutDescriptions(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    const { description: _description, ...shown } = item;
    return (shown.type === 'category' ? { ...shown, items: withoutDescriptions(shown.items) } : shown) as SidebarItem;
  });
}

/** Where a part a page read is in its sidebar: the indices down to a category (its entries with it), or [] for the whole sidebar. */
export type SidebarPlace = number[];

/** The place of `part` (a category, or a category's or the sidebar's entries, found by identity) in `items`. */
function placeOf(items: SidebarItem[], part: SidebarItem | SidebarItem[]): SidebarPlace | undefined {
  if (part === items) return [];
  for (const [index, item] of items.entries()) {
    if (item.type !== 'category') continue;
    if (item === part || item.items === part) return [index];
    const inner = placeOf(item.items, part);
    if (inner) return [index, ...inner];
  }
  return undefined;
}

/** The category at `place` ([] answers undefined: the whole sidebar). */
function atPlace(items: SidebarItem[], place: SidebarPlace): SidebarItem | undefined {
  let item: SidebarItem | undefined;
  for (const index of place) {
    item = items[index];
    if (item?.type !== 'category') return undefined;
    items = item.items;
  }
  return item;
}

export interface SidebarKeys {
  /** The key of what every page of sidebar `id` shows of it ('' for a page without one). */
  shown(id: string | undefined): string;
  /** The key of the whole sidebar, descriptions included, for a page that read its entries. */
  whole(id: string | undefined): string;
  /** Where the parts a page read (`RenderContext.sidebarRead`) are in sidebar `id`; undefined (the whole sidebar) when one is not in it. */
  places(id: string | undefined, parts: readonly (SidebarItem | SidebarItem[])[] | undefined): SidebarPlace[] | undefined;
  /** The key of the parts at `places` of sidebar `id`, descriptions included (the whole sidebar's without places). */
  read(id: string | undefined, places: readonly SidebarPlace[] | undefined): string;
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
  const whole = (id: string | undefined) => key(id, 'whole');
  const partKey = (id: string, place: SidebarPlace): string => {
    const name = `part:${id}:${place.join('.')}`;
    let found = made.get(name);
    if (found === undefined) {
      // No category there (the sidebar changed under an entry made before): no stored key is ''.
      const part = atPlace(sidebars.get(id) ?? [], place);
      made.set(name, (found = part ? hash(siteFree(stableJson(part))) : ''));
    }
    return found;
  };
  return {
    shown: (id) => key(id, 'shown'),
    whole,
    places(id, parts) {
      const items = id === undefined ? undefined : sidebars.get(id);
      if (!items || !parts?.length) return undefined;
      const places: SidebarPlace[] = [];
      for (const part of parts) {
        const place = placeOf(items, part);
        if (!place || place.length === 0) return undefined;
        places.push(place);
      }
      return places;
    },
    read(id, places) {
      if (id === undefined || !places) return whole(id);
      const keys = places.map((place) => partKey(id, place));
      return keys.includes('') ? '' : hash(...keys);
    },
  };
}
