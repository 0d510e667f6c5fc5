// Below 996 px the navbar items move into a menu: a toggle opens it, Escape or a
// click outside closes it, focus stays inside while open and returns to the toggle.
import { pageWords } from './page-words.js';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export function setupMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const slot = menu.querySelector<HTMLElement>('[data-mobile-sidebar]');
  const words = pageWords();
  const isOpen = () => !menu.hidden;
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? words.closeMenu ?? 'Close navigation menu' : words.openMenu ?? 'Open navigation menu');
    document.body.classList.toggle('menu-open', open);
    if (open) {
      // Start below the navbar wherever it is (the announcement bar may push it down).
      const navbar = document.querySelector<HTMLElement>('[data-navbar]');
      if (navbar) menu.style.top = `${Math.max(0, navbar.getBoundingClientRect().bottom)}px`;
      // The menu shows the current page's sidebar, copied fresh (it changes on navigation).
      const sidebar = document.querySelector('.doc-sidebar [data-sidebar]');
      if (slot) slot.replaceChildren(...(sidebar ? [sidebar.cloneNode(true)] : []));
      menu.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      // Focus moves through the toggle and the menu's items only, in a ring:
      // the toggle is not next to the menu in page order, so the browser's own
      // Tab order cannot be relied on.
      const items = [toggle, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item === toggle || item.getClientRects().length > 0);
      const current = items.indexOf(document.activeElement as HTMLElement);
      const next = current === -1 ? 0 : (current + (event.shiftKey ? -1 : 1) + items.length) % items.length;
      event.preventDefault();
      items[next].focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && !menu.contains(event.target as Node) && !toggle.contains(event.target as Node)) setOpen(false);
  });
  // Following a link inside the menu closes it.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  });
  window.matchMedia('(min-width: 997px)').addEventListener('change', (query) => {
    if (query.matches) setOpen(false);
  });
}
