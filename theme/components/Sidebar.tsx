// The current page's sidebar; the active page and its categories are marked.
// This site's categories are always expanded (the spec forbids collapsing);
// collapsible ones (Docusaurus sites) are <details>, so opening and closing
// works without JavaScript, and the branch holding the current page is open.
import type { SidebarItem } from './types.js';
import { usePage } from './context.js';

function contains(item: SidebarItem, href: string): boolean {
  if (item.href === href) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, href));
}

function Items({ items, current, level }: { items: SidebarItem[]; current: string; level: number }) {
  return (
    <ul className={`menu-list menu-level-${level}`}>
      {items.map((item, index) => {
        const active = item.href === current;
        if (item.type === 'html') {
          return <li key={`html-${index}`} className={`menu-item menu-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        if (item.type === 'doc' || item.type === 'link') {
          const external = item.type === 'link' && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(item.href);
          return (
            <li key={item.href} className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
              <a className={`menu-link${active ? ' active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{item.label}</a>
            </li>
          );
        }
        const open = contains(item, current);
        const heading = item.href
          ? <a className={`menu-link menu-category-link${active ? ' active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>{item.label}</a>
          : <span className="menu-link menu-category-label">{item.label}</span>;
        if (item.collapsible) {
          return (
            <li key={`${item.label}-${item.href ?? ''}`} className={`menu-item menu-category menu-category-collapsible${open ? ' menu-category-open' : ''}${item.className ? ` ${item.className}` : ''}`}>
              <details open={open || !item.collapsed}>
                <summary className="menu-category-summary">{heading}</summary>
                <Items items={item.items} current={current} level={level + 1} />
              </details>
            </li>
          );
        }
        return (
          <li key={`${item.label}-${item.href ?? ''}`} className={`menu-item menu-category${open ? ' menu-category-open' : ''}${item.className ? ` ${item.className}` : ''}`}>
            {heading}
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
