// A sidebar's items as Docusaurus hands them to a site's components (its `PropSidebarItem`s:
// `useDocsSidebar().items`, `useCurrentSidebarCategory().items`, the `item` a swizzled DocCard is
// given). Docusaurus turns every doc entry into a `link` naming its doc (`docId`) and keeps each
// item's `className` and `customProps`: a site's DocCard that draws its icon from
// `item.customProps` (or filters `items` on `type === 'link'`) reads them in that shape.
import type { SidebarItem } from '../types.js';

export type PropSidebarItem = Record<string, unknown> & { type: string };

export function propSidebarItem(item: SidebarItem | PropSidebarItem): PropSidebarItem {
  if (item.type === 'doc') {
    const doc = item as Extract<SidebarItem, { type: 'doc' }>;
    return {
      type: 'link', label: doc.label, href: doc.href, docId: doc.docId,
      ...(doc.className ? { className: doc.className } : {}),
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.customProps ? { customProps: doc.customProps } : {}),
    };
  }
  if (item.type === 'category') {
    const items = (item as { items?: unknown }).items;
    return { ...item, items: Array.isArray(items) ? items.map((entry) => propSidebarItem(entry as SidebarItem)) : [] };
  }
  return { ...item };
}
