// `@theme/DocCardList`: with no props, cards for the current category (or, at a
// sidebar's top level, for the sidebar's other entries); with `items`, those.
import type { SidebarItem } from '../types.js';
import { usePage } from '../context.js';
import { DocCardGrid, type Card } from '../DocCard.js';

function findSiblings(items: SidebarItem[], href: string): SidebarItem[] | undefined {
  if (items.some((item) => item.href === href && item.type === 'doc')) return items;
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item.items;
    const inner = findSiblings(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

export function toCard(item: SidebarItem): Card {
  if (item.type === 'doc') return { label: item.label, href: item.href, description: item.description ?? '', kind: 'doc' };
  const href = item.href ?? item.items.find((child) => child.href)?.href ?? '#';
  return { label: item.label, href, description: item.description ?? '', kind: 'category', count: item.items.length };
}

export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  const { page } = usePage();
  const list = items ?? (findSiblings(page.sidebarItems ?? [], page.permalink) ?? []).filter((item) => item.href !== page.permalink || item.type === 'category');
  return (
    <div className={className}>
      <DocCardGrid cards={list.map(toCard)} />
    </div>
  );
}
