// Below 996 px the navbar items move into a menu: a toggle opens it, Escape or a
// click outside closes it, focus stays inside while open and returns to the toggle.

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export function setupMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const slot = menu.querySelector<HTMLElement>('[data-mobile-sidebar]');
  const isOpen = () => !menu.hidden;
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close navigation menu' : 'Open navigation menu');
    document.body.classList.toggle('menu-open', open);
    if (open) {
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
      const items = [toggle, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === toggle);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!items.includes(document.activeElement as HTMLElement)) {
        event.preventDefault();
        first.focus();
      }
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
