// Loaded on every page: colour-mode toggle, announcement bar dismissal and the
// mobile menu. Plain DOM code; the server HTML already holds every element.

const root = document.documentElement;

function setupColorMode(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]');
  const label = () => {
    const dark = root.getAttribute('data-theme') === 'dark';
    buttons.forEach((button) => button.setAttribute('aria-label', dark ? 'Switch to light mode' : 'Switch to dark mode'));
  };
  buttons.forEach((button) => button.addEventListener('click', () => {
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Not persisted when storage is unavailable; the page still switches.
    }
    label();
  }));
  label();
}

function setupAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-bar]');
  const close = bar?.querySelector<HTMLButtonElement>('[data-announcement-close]');
  if (!bar || !close) return;
  close.addEventListener('click', () => {
    root.setAttribute('data-announcement-dismissed', 'true');
    try {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', bar.dataset.announcementId ?? '');
    } catch {
      // Dismissed for this page view only.
    }
  });
}

function setupMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const sidebar = document.querySelector('[data-sidebar]');
  const slot = menu.querySelector('[data-mobile-sidebar]');
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close navigation menu' : 'Open navigation menu');
    document.body.classList.toggle('menu-open', open);
    if (open && slot && sidebar && !slot.firstChild) slot.appendChild(sidebar.cloneNode(true));
    if (!open) toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !menu.contains(event.target as Node) && !toggle.contains(event.target as Node)) setOpen(false);
  });
}

setupColorMode();
setupAnnouncement();
setupMobileMenu();
