// The navbar hides while scrolling down and comes back on any scroll up, when the
// site asks for it (`navbar.hideOnScroll`, which marks the bar `data-hide-on-scroll`).
import { onScrollFrame } from './scroll-frame.js';

export function setupNavbarScroll(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll]');
  if (!navbar) return;
  onScrollFrame((y, last) => {
    const menuOpen = document.body.classList.contains('menu-open');
    if (y < navbar.offsetHeight || menuOpen || y < last) navbar.classList.remove('navbar-hidden');
    else if (y > last + 2) navbar.classList.add('navbar-hidden');
  });
}
