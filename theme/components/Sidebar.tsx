// The current area's sidebar. Categories are always expanded (the spec forbids
// collapsing); the active page and its categories are marked.
import type { SidebarItem } from './types.js';
import { usePage } from './context.js';

function contains(item: SidebarItem, href: string): boolean {
  if (item.href === href) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, href));
}

function Items({ items, current, level }: { items: SidebarItem[]; current: string; level: number }) {
  return (
    <ul className={`menu-list menu-level-${level}`}>
      {items.map((item) => {
        const active = item.href === current;
        if (item.type === 'doc') {
          return (
            <li key={item.href} className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
              <a className={`menu-link${active ? ' active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>{item.label}</a>
            </li>
          );
        }
        const open = contains(item, current);
        return (
          <li key={`${item.label}-${item.href ?? ''}`} className={`menu-item menu-category${open ? ' menu-category-open' : ''}${item.className ? ` ${item.className}` : ''}`}>
            {item.href
              ? <a className={`menu-link menu-category-link${active ? ' active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>{item.label}</a>
              : <span className="menu-link menu-category-label">{item.label}</span>}
            <Items items={item.items} current={current} level={level + 1} />
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar() {
  const { page } = usePage();
  if (!page.sidebarItems) return null;
  return (
    <aside className="doc-sidebar">
      {/* "Docs pages" names the pagination; landmarks of one role need distinct names. */}
      <nav className="menu" aria-label="Docs sidebar" data-sidebar="">
        <Items items={page.sidebarItems} current={page.permalink} level={0} />
      </nav>
    </aside>
  );
}
