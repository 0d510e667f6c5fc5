// The sidebar's markup, as a string: the build renders every page's sidebar
// with it and the `sidebar` island renders the parts a page left out with the
// same function, so a category filled in the browser is byte for byte what a
// page rendering the whole sidebar would have shown (test/sidebar-scale.test.ts
// compares them in Chromium).
//
// Every element also carries Docusaurus's names for it (theme/shared/docusaurus-classes.ts:
// why), exactly those Docusaurus puts there and no more, since they repeat per entry:
// levels from 1, `menu__link--active` on the page's link and on the headings of the
// categories holding it, `menu__list-item--collapsed` on a closed collapsible category.
//
// Two modes. Whole (a sidebar within SIDEBAR_BUDGET, our site and typical
// ones): every entry, as pxdocs always rendered it. Windowed (a larger sidebar,
// see theme/components/Sidebar.tsx for why): the levels on the path to the
// current page, at most SIDEBAR_WINDOW entries each around the page's own
// entry; the categories off that path rendered closed and empty
// (`data-sidebar-node`), and the entries beyond the window gathered in closed
// "N more" groups (`data-sidebar-more`). Both are filled from the sidebar's tree
// asset when the reader opens them.
import { MENU_CARET, MENU_COLLAPSIBLE, MENU_COLLAPSIBLE_ACTIVE, MENU_LINK, MENU_LINK_ACTIVE, MENU_LIST, MENU_LIST_ITEM, MENU_LIST_ITEM_COLLAPSED, MENU_SUBLIST, MENU_SUBLIST_CARET_ONLY, SIDEBAR_MENU, sidebarCategoryItem, sidebarLinkItem } from './docusaurus-classes.js';
import { EXTERNAL_LINK_NAME } from './icons.js';

/** A sidebar entry as the theme receives it (structurally the theme's SidebarItem). */
export type SidebarEntry =
  | { type: 'doc'; label: string; href: string; className?: string }
  | { type: 'category'; label: string; href?: string; items: SidebarEntry[]; className?: string; collapsed?: boolean; collapsible?: boolean }
  | { type: 'link'; label: string; href: string; className?: string }
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean; label?: undefined; href?: undefined };

/**
 * Entries (links, categories, HTML items) a sidebar may hold and still be
 * rendered whole on every page: 200 keeps typical documentation sites (and the
 * Prometheux site's 43 pages) exactly as before while a page's sidebar costs at
 * most ~25 KB of HTML.
 */
export const SIDEBAR_BUDGET = 200;

/** Entries shown per level of a windowed sidebar, centred on the current page's entry: 25. */
export const SIDEBAR_WINDOW = 25;

/** The tree asset's contents: the sidebar's entries, nothing else. */
export interface SidebarTree {
  items: SidebarEntry[];
}

/** Entries in a sidebar, nested ones included. */
export function sidebarSize(items: SidebarEntry[]): number {
  let size = 0;
  for (const item of items) size += 1 + (item.type === 'category' ? sidebarSize(item.items) : 0);
  return size;
}

/** The entries a renderer needs, without what only the build uses (doc ids, descriptions). */
export function treeOf(items: SidebarEntry[]): SidebarEntry[] {
  return items.map((item): SidebarEntry => {
    const className = item.className ? { className: item.className } : {};
    if (item.type === 'html') return { type: 'html', value: item.value, ...className, ...(item.defaultStyle ? { defaultStyle: true } : {}) };
    if (item.type === 'category') {
      return {
        type: 'category', label: item.label, ...(item.href ? { href: item.href } : {}), items: treeOf(item.items), ...className,
        ...(item.collapsed !== undefined ? { collapsed: item.collapsed } : {}), ...(item.collapsible !== undefined ? { collapsible: item.collapsible } : {}),
      };
    }
    return { type: item.type, label: item.label, href: item.href, ...className };
  });
}

// React's escaping (react-dom's escapeTextForBrowser), so this markup matches what JSX produced.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * The external-link icon Docusaurus draws after a sidebar link that leaves the site (DocSidebarItem/Link,
 * `!isInternalUrl(href)`): theme/shared/icons.ts IconExternalLink as the navbar and footer draw it
 * (theme/components/ExternalLinkIcon.tsx), as markup, since this renderer also runs in the browser without
 * React (test/compat/sidebar-external-icon.test.ts checks they match). Named, as Docusaurus names it, so
 * the link's name says it opens a new tab.
 */
export function externalLinkIcon(name: string): string {
  return `<svg width="13.5" height="13.5" viewBox="0 0 24 24" class="icon-external-link external-icon" aria-label="${escapeHtml(name)}">`
    + ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'].map((d) => `<path d="${d}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path>`).join('')
    + '</svg>';
}

function contains(item: SidebarEntry, href: string): boolean {
  if (item.href === href) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, href));
}

function firstHref(item: SidebarEntry): string | undefined {
  if (item.href) return item.href;
  if (item.type !== 'category') return undefined;
  for (const child of item.items) {
    const href = firstHref(child);
    if (href) return href;
  }
  return undefined;
}

const extra = (className: string | undefined) => (className ? ` ${escapeHtml(className)}` : '');

/**
 * A category's heading: its page's link, or its label. `active`: the category's own page is
 * the current one; `holds`: the current page is in it (Docusaurus marks the heading active then).
 * `classOnly`: the classes alone, for a <summary> that is the heading itself.
 */
function heading(item: Extract<SidebarEntry, { type: 'category' }>, active: boolean, holds: boolean, classOnly = false): string {
  const docusaurus = `${MENU_LINK}${item.collapsible ? ` ${MENU_SUBLIST}${item.href ? '' : ` ${MENU_SUBLIST_CARET_ONLY}`}` : ''}${holds ? ` ${MENU_LINK_ACTIVE}` : ''}`;
  if (classOnly) return `menu-link menu-category-label ${docusaurus}`;
  return item.href
    ? `<a class="menu-link menu-category-link${active ? ' active' : ''} ${docusaurus}" href="${escapeHtml(item.href)}"${active ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a>`
    : `<span class="menu-link menu-category-label ${docusaurus}">${escapeHtml(item.label)}</span>`;
}

/**
 * The caret's names, Docusaurus's words (`theme.DocSidebarItem.expandCategoryAriaLabel`
 * and `…collapseCategoryAriaLabel`), `{label}` the category's.
 */
export interface SidebarWords {
  expand: string;
  collapse: string;
  /** The external-link icon's name (`theme.IconExternalLink.ariaLabel`). */
  external?: string;
}

export { EXTERNAL_LINK_NAME };

export const SIDEBAR_WORDS: SidebarWords = {
  expand: "Expand sidebar category '{label}'",
  collapse: "Collapse sidebar category '{label}'",
  external: EXTERNAL_LINK_NAME,
};

const named = (template: string, label: string) => escapeHtml(template.replace(/\{label\}/g, () => label));

/**
 * A collapsible category's heading and list, as Docusaurus lays them out so that a
 * site's CSS written against it matches: the list is the entry's own child
 * (`.theme-doc-sidebar-item-category > .menu__list`), after the row
 * (`.menu__list-item > .menu__list-item-collapsible`). The toggle is still a
 * <details>, so a category opens and closes without JavaScript, but the
 * <details> holds only its <summary>; the list after it is hidden by the
 * stylesheet while it is closed (`details:not([open]) + ul`), as Docusaurus
 * renders no list for a closed category. What that costs: find-in-page no
 * longer opens a closed category to show a match (Docusaurus's closed lists are
 * not in the page at all). The <summary> tells assistive technology whether it
 * is expanded; no aria-controls, since the mobile menu copies the sidebar and
 * an id would be on the page twice.
 *
 * Without a page, the <details> is the row and its <summary> the heading
 * (Docusaurus's `menu__link--sublist-caret`). With one, the link is not in the
 * summary (a link inside a control is a control in a control, which assistive
 * technology cannot operate): the row holds the link, then the <details> whose
 * summary is the caret, where Docusaurus's row holds its caret button
 * (`.menu__list-item-collapsible > a + .menu__caret`); the list then follows
 * the row, hidden while that <details> is closed (`:has`). The caret's name says
 * what it does, "Expand…" or "Collapse…" by the state (the stylesheet shows the
 * one that applies; the browser reports the state itself).
 */
function collapsible(item: Extract<SidebarEntry, { type: 'category' }>, active: boolean, holds: boolean, attributes: string, children: string, words: SidebarWords): string {
  if (!item.href) return `<details class="menu-category-toggle ${MENU_COLLAPSIBLE}"${attributes}><summary class="menu-category-summary ${heading(item, active, holds, true)}">${escapeHtml(item.label)}</summary></details>${children}`;
  const caret = `<summary class="menu-category-caret ${MENU_CARET}"><span class="menu-caret-expand">${named(words.expand, item.label)}</span><span class="menu-caret-collapse">${named(words.collapse, item.label)}</span></summary>`;
  return `<div class="menu-category-row ${MENU_COLLAPSIBLE}${active ? ` ${MENU_COLLAPSIBLE_ACTIVE}` : ''}">${heading(item, active, holds)}<details class="menu-category-toggle"${attributes}>${caret}</details></div>${children}`;
}

/** A category that does not collapse: its heading in Docusaurus's row, which it draws for every category. */
const fixedRow = (item: Extract<SidebarEntry, { type: 'category' }>, active: boolean, holds: boolean) => `<div class="menu-category-heading ${MENU_COLLAPSIBLE}${active ? ` ${MENU_COLLAPSIBLE_ACTIVE}` : ''}">${heading(item, active, holds)}</div>`;

/** A list at `level` (0 at the top). */
const listOpen = (level: number, attributes = '') => `<ul class="menu-list menu-level-${level} ${level === 0 ? SIDEBAR_MENU : MENU_LIST}"${attributes}>`;

/** A link's entry: pxdocs's classes, then Docusaurus's (levels from 1), then the entry's own. */
const linkItem = (level: number, className?: string) => `<li class="menu-item ${sidebarLinkItem(level + 1)} ${MENU_LIST_ITEM}${extra(className)}">`;
const linkClass = (active: boolean) => (active ? `menu-link active ${MENU_LINK} ${MENU_LINK_ACTIVE}` : `menu-link ${MENU_LINK}`);

/** A category's entry; `collapsed`: a collapsible category shown closed. */
const categoryItem = (ours: string, level: number, collapsed: boolean, className?: string) => `<li class="menu-item menu-category${ours} ${sidebarCategoryItem(level + 1)} ${MENU_LIST_ITEM}${collapsed ? ` ${MENU_LIST_ITEM_COLLAPSED}` : ''}${extra(className)}">`;

/** One entry, whole: the markup pxdocs has always produced for it, with Docusaurus's names. */
export function renderEntry(item: SidebarEntry, current: string, level: number, words = SIDEBAR_WORDS): string {
  const active = item.href === current;
  // An HTML item: Docusaurus's link-item names; with `defaultStyle` (off by default), `menu__list-item` and a link's padding too.
  if (item.type === 'html') return `<li class="menu-item menu-html${item.defaultStyle ? ' menu-html-default' : ''} ${sidebarLinkItem(level + 1)}${item.defaultStyle ? ` ${MENU_LIST_ITEM}` : ''}${extra(item.className)}">${item.value}</li>`;
  if (item.type === 'doc' || item.type === 'link') {
    const external = item.type === 'link' && EXTERNAL.test(item.href);
    return `${linkItem(level, item.className)}<a class="${linkClass(active)}" href="${escapeHtml(item.href)}"${active ? ' aria-current="page"' : ''}${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${escapeHtml(item.label)}${external ? externalLinkIcon(words.external ?? EXTERNAL_LINK_NAME) : ''}</a></li>`;
  }
  const open = contains(item, current);
  const children = renderList(item.items, current, level + 1, words);
  if (item.collapsible) {
    const shown = open || !item.collapsed;
    return `${categoryItem(` menu-category-collapsible${open ? ' menu-category-open' : ''}`, level, !shown, item.className)}${collapsible(item, active, open, shown ? ' open=""' : '', children, words)}</li>`;
  }
  return `${categoryItem(open ? ' menu-category-open' : '', level, false, item.className)}${fixedRow(item, active, open)}${children}</li>`;
}

/** A list of entries, whole. */
export function renderList(items: SidebarEntry[], current: string, level: number, words = SIDEBAR_WORDS): string {
  return `${listOpen(level)}${items.map((item) => renderEntry(item, current, level, words)).join('')}</ul>`;
}

/**
 * An entry the sidebar leaves out, and where it stands: an unlisted doc's, which
 * its own page shows in its place, as Docusaurus shows an unlisted doc's item only
 * while it is the page open. `path`: the positions of the categories down to its list.
 */
export interface SidebarPlace {
  path: number[];
  index: number;
  entry: SidebarEntry;
  /** It replaces the entry at `index`: a category holding only unlisted docs, elsewhere drawn as a link to its page. */
  replace?: true;
}

/** `items` with `place`'s entry in it; only the lists on its path are copied. */
function withPlace(items: SidebarEntry[], place: SidebarPlace, depth = 0): SidebarEntry[] {
  const copy = [...items];
  if (depth === place.path.length) copy.splice(place.index, place.replace ? 1 : 0, place.entry);
  else {
    const category = copy[place.path[depth]];
    if (category?.type === 'category') copy[place.path[depth]] = { ...category, items: withPlace(category.items, place, depth + 1) };
  }
  return copy;
}

/** The whole sidebar, every entry (`place`: an unlisted page's own, put in). */
export function renderSidebar(items: SidebarEntry[], current: string, words = SIDEBAR_WORDS, place?: SidebarPlace): string {
  return renderList(place ? withPlace(items, place) : items, current, 0, words);
}

// Index paths of every href, computed once per sidebar (a worker renders
// thousands of pages of the same sidebar: finding the page must not walk it each time).
const pathIndexes = new WeakMap<SidebarEntry[], Map<string, number[]>>();

/** The index path to the first entry (in reading order) linking `href`, or undefined. */
export function pathTo(items: SidebarEntry[], href: string): number[] | undefined {
  let index = pathIndexes.get(items);
  if (!index) {
    const built = new Map<string, number[]>();
    const walk = (list: SidebarEntry[], above: number[]) => list.forEach((item, position) => {
      const path = [...above, position];
      if (item.href && !built.has(item.href)) built.set(item.href, path);
      if (item.type === 'category') walk(item.items, path);
    });
    walk(items, []);
    index = built;
    pathIndexes.set(items, index);
  }
  return index.get(href);
}

/**
 * The windowed sidebar of one page: the path to `current` open, each level on
 * it cut to `window` entries around the page's entry, everything else closed
 * and left for the island to fill. Its size depends on the depth of the page
 * and the window, not on the size of the sidebar.
 */
export function renderSidebarWindow(items: SidebarEntry[], current: string, window = SIDEBAR_WINDOW, words = SIDEBAR_WORDS, place?: SidebarPlace): string {
  // An unlisted page's entry is not in the tree (the island's positions are the tree's): its list
  // is on the path, and the entry is drawn in its place without moving the others.
  const path = place ? place.path : pathTo(items, current) ?? [];
  const list = (entries: SidebarEntry[], key: number[], depth: number): string => {
    const onPath = key.every((index, at) => path[at] === index);
    const here = depth < path.length && onPath ? path[depth] : -1;
    const inserted = place && onPath && depth === path.length ? place.index : -1;
    const centre = inserted === -1 ? here : inserted;
    let start = 0;
    let end = entries.length;
    if (entries.length > window) {
      start = centre === -1 ? 0 : Math.min(Math.max(0, centre - Math.floor(window / 2)), entries.length - window);
      end = start + window;
    }
    const parts: string[] = [];
    if (start > 0) parts.push(more(key, 0, start, depth));
    for (let position = start; position <= end; position++) {
      if (position === inserted) parts.push(renderEntry(place!.entry, current, depth, words));
      if (position === end) break;
      if (position === inserted && place!.replace) continue;
      const item = entries[position];
      if (item.type !== 'category') {
        parts.push(renderEntry(item, current, depth, words));
        continue;
      }
      const itemKey = [...key, position];
      if (position === here) {
        // On the path to the page: open (as whole rendering would show it), its own list windowed too.
        const active = item.href === current;
        const children = list(item.items, itemKey, depth + 1);
        parts.push(item.collapsible
          ? `${categoryItem(' menu-category-collapsible menu-category-open', depth, false, item.className)}${collapsible(item, active, true, ' open=""', children, words)}</li>`
          : `${categoryItem(' menu-category-open', depth, false, item.className)}${fixedRow(item, active, true)}${children}</li>`);
      } else parts.push(closed(item, itemKey, depth, words));
    }
    if (end < entries.length) parts.push(more(key, end, entries.length, depth));
    return `${listOpen(depth)}${parts.join('')}</ul>`;
  };
  return list(items, [], 0);
}

/**
 * A category left out of the page: a closed <details> (it opens on click like
 * any collapsed category), whose list holds, until the island fills it, a link
 * to the category's first page, so a reader without JavaScript can still get there.
 */
function closed(item: Extract<SidebarEntry, { type: 'category' }>, key: number[], depth: number, words: SidebarWords): string {
  const first = firstHref(item);
  // pxdocs's own stand-in, with no Docusaurus names: Docusaurus renders nothing inside a closed category.
  const fallback = first && first !== item.href ? `<li class="menu-item"><a class="menu-link" href="${escapeHtml(first)}">${escapeHtml(item.label)}</a></li>` : '';
  return `${categoryItem(' menu-category-collapsible menu-category-deferred', depth, true, item.className)}${collapsible(item, false, false, ` data-sidebar-node="${key.join('.')}"`, `${listOpen(depth + 1, ' data-sidebar-slot=""')}${fallback}</ul>`, words)}</li>`;
}

/** Entries `start`..`end` (exclusive) of the list at `key`, gathered closed. */
function more(key: number[], start: number, end: number, depth: number): string {
  const count = end - start;
  return `<li class="menu-item menu-category menu-category-collapsible menu-more"><details data-sidebar-more="${key.join('.')}:${start}:${end}"><summary class="menu-category-summary"><span class="menu-link menu-category-label">${count} more</span></summary><ul class="menu-list menu-level-${depth}" data-sidebar-slot=""></ul></details></li>`;
}

/** The entries a `data-sidebar-node` or `data-sidebar-more` value names, and the level their list renders at. */
export function resolveSlot(items: SidebarEntry[], kind: 'node' | 'more', value: string): { entries: SidebarEntry[]; level: number } | undefined {
  const [keyText, startText, endText] = kind === 'node' ? [value] : value.split(':');
  const key = keyText === '' ? [] : keyText.split('.').map(Number);
  if (key.some((index) => !Number.isInteger(index))) return undefined;
  let list = items;
  for (const index of key) {
    const item = list[index];
    if (!item || item.type !== 'category') return undefined;
    list = item.items;
  }
  if (kind === 'node') return { entries: list, level: key.length };
  const start = Number(startText);
  const end = Number(endText);
  if (!Number.isInteger(start) || !Number.isInteger(end)) return undefined;
  return { entries: list.slice(start, end), level: key.length };
}
