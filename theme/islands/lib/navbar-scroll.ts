// The navbar hides while scrolling down and comes back on any scroll up, when the
// site asks for it (`navbar.hideOnScroll`, which marks the bar `data-hide-on-scroll`).
import { onScrollFrame } from './scroll-frame.js';

export function setupNavbarScroll(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll]');
  if (!navbar) return;
  let url = location.href;
  onScrollFrame((y, last) => {
    // A scroll that comes with a new URL holding an anchor went to it (a link, back or forward, another page's
    // anchor): the bar hides, up the page too, as Docusaurus's useHideableNavbar does, and base.css lands the
    // anchor 0.5rem from the top for it. The URL is already the new one when the frame runs, before or after hashchange.
    const jumped = url !== (url = location.href) && location.hash;
    if (y < navbar.offsetHeight || document.body.classList.contains('menu-open')) navbar.classList.remove('navbar-hidden');
    else if (jumped || y > last + 2) navbar.classList.add('navbar-hidden');
    else if (y < last) navbar.classList.remove('navbar-hidden');
  });
}
