// `@theme/DocCardList`: with no props, cards for the current category (or, at a
// sidebar's top level, for the sidebar's other entries); with `items`, those.
import { createElement } from 'react';
import type { SidebarItem } from '../types.js';
import { readSidebarPart, usePage } from '../context.js';
import { DocCardGrid, type Card } from '../DocCard.js';
import { isInternalUrl, useDocById } from './docusaurus-client.js';
import { propSidebarItem } from './prop-sidebar.js';

/**
 * The entries beside the page, as Docusaurus 3.10's `useCurrentSidebarSiblings` finds them: the
 * items of the deepest category holding it (or the category it is the page of), the first place
 * it is met in order, depth first; at a sidebar's top level, that level. Its own card is among
 * them, as there (a category's page is not one of its category's items unless listed).
 */
function findSiblings(items: SidebarItem[], href: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.href === href) return items;
    if (item.type !== 'category') continue;
    if (item.href === href) return item.items;
    const inner = findSiblings(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The entries a list with no items shows (Docusaurus's `useCurrentSidebarSiblings`): the page's siblings, or the
 * sidebar's top level for a page its sidebar does not hold (`displayed_sidebar`). A page in no sidebar fails the
 * build there ("Unexpected: cant find current sidebar in context", thrown in the render); pxdocs drew an empty list.
 */
function siblings(page: { permalink: string; sidebarItems?: SidebarItem[] }): SidebarItem[] {
  if (!page.sidebarItems) {
    throw new Error(`<DocCardList /> with no items lists the cards beside this page in its sidebar, but ${page.permalink} is in no sidebar (Docusaurus fails the build here too: "Unexpected: cant find current sidebar in context"). Add the page to a sidebar, give it one with \`displayed_sidebar\` in its front matter, or give the list its cards: <DocCardList items={[{ type: 'link', href: '/docs/a', label: 'A' }]} />.`);
  }
  return findSiblings(page.sidebarItems, page.permalink) ?? page.sidebarItems;
}

/** Whether a category has a link to open: its own, or one of its entries' (Docusaurus's `findFirstCategoryLink`). */
function hasLink(item: SidebarItem): boolean {
  if (item.type !== 'category') return true;
  return Boolean(item.href) || item.items.some((child) => child.type !== 'html' && hasLink(child));
}

/** What Docusaurus passes as `items`: sidebar entries, plus `link` and `html` entries. */
export type CardItem = SidebarItem | { type: 'link'; label: string; href: string; description?: string; docId?: string; customProps?: Record<string, unknown> } | { type: 'html'; value?: string };

export function toCard(item: Exclude<CardItem, { type: 'html' }>): Card {
  // What a site's own DocCard reads of the item besides (cardItem, in DocCard.tsx, gives them back).
  const own = { ...(item.docId ? { docId: item.docId } : {}), ...(item.customProps ? { customProps: item.customProps } : {}) };
  // A link out of the site is a 🔗 card, as Docusaurus draws it (`isInternalUrl`).
  if (item.type === 'doc' || item.type === 'link') return { label: item.label, href: item.href, description: item.description ?? '', kind: isInternalUrl(item.href) ? 'doc' : 'link', ...own };
  // A category a page writes itself may give only its `href` (`{ type: 'category', href: '/features', label }`).
  const items = (item.items as SidebarItem[] | undefined) ?? [];
  const href = item.href ?? items.find((child) => child.href)?.href ?? '#';
  return { label: item.label, href, description: item.description ?? '', kind: 'category', count: items.length, ...own };
}

/**
 * A `link` item naming its doc (`docId`, as a sidebar's doc links are given) and no description of
 * its own: described by that doc, as Docusaurus's DocCard reads it (`useDocById`; an unknown id throws
 * there as in Docusaurus). Pages are rendered once, on the server: the hook per item keeps its order.
 */
export function useDescribedItem<T extends CardItem>(item: T): T {
  const { sidebarRead } = usePage();
  // An entry of the sidebar part the page read (`useCurrentSidebarCategory().items`) carries its doc's description
  // when it has one: none there is none in the doc, so the page keys on that part, not on every doc (sidebar-keys.ts).
  const known = item.type === 'link' && !item.description && item.docId !== undefined && readDocEntry(sidebarRead ?? [], item.docId);
  const doc = useDocById(item.type === 'link' && !item.description && !known ? item.docId : undefined);
  return doc?.description && item.type === 'link' ? { ...item, description: doc.description } : item;
}

/** Whether the sidebar parts a page read hold the doc `docId` (its entry, with its description). */
function readDocEntry(parts: (SidebarItem | SidebarItem[])[], docId: string): boolean {
  const holds = (items: SidebarItem[]): boolean => items.some((item) => (item.type === 'doc' && item.docId === docId) || (item.type === 'category' && holds(item.items)));
  return parts.some((part) => holds(Array.isArray(part) ? part : [part]));
}

/** `@theme/DocCardList`: the site's own copy where it has one (swizzled), as Docusaurus's `@theme/` is the site's, else pxdocs's. */
export default function DocCardList(props: { items?: CardItem[]; className?: string }) {
  const site = usePage().wrappers?.DocCardList;
  return site ? createElement(site, props) : <OwnDocCardList {...props} />;
}

/** pxdocs's own list: what a site's wrapper of DocCardList gets as `@theme-original/DocCardList`. */
export function OwnDocCardList({ items, className }: { items?: CardItem[]; className?: string }) {
  const context = usePage();
  const { page, wrappers } = context;
  const given = items?.map(useDescribedItem).filter((item): item is Exclude<CardItem, { type: 'html' }> => item.type !== 'html');
  const around = given ? undefined : siblings(page);
  if (around) readSidebarPart(context, around);
  // Docusaurus lists the page's siblings but categories with no link (`filterDocCardListItems`).
  const list = given ?? around!.filter((item): item is Exclude<SidebarItem, { type: 'html' }> => item.type !== 'html' && hasLink(item));
  return (
    <div className={className}>
      {/* A site's own DocCard is given each item as Docusaurus gives it (its own `useDocById` describes it). */}
      <DocCardGrid cards={list.map(toCard)} {...(wrappers?.DocCard ? { items: (items?.filter((item) => item.type !== 'html') ?? list).map(propItem) } : {})} />
    </div>
  );
}

/**
 * An item as Docusaurus's DocCardList gives DocCard: a sidebar's doc is a `link` naming its doc
 * (`docId`), a category keeps its entries (a card counts them and links the first).
 */
function propItem(item: CardItem): Record<string, unknown> {
  return propSidebarItem(item as SidebarItem);
}
