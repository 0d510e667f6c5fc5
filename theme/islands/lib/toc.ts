// Marks the TOC entry of the heading currently at the top of the viewport: our `active` and
// Docusaurus's `table-of-contents__link--active` (theme/shared/docusaurus-classes.ts).
import { TOC_LINK_ACTIVE } from '../../shared/docusaurus-classes.js';

let cleanup: (() => void) | undefined;

export function setupTocHighlight(): void {
  cleanup?.();
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  if (!links.length) return;
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))).filter((heading): heading is HTMLElement => Boolean(heading));
  let frame = 0;
  const update = () => {
    frame = 0;
    const offset = (document.querySelector<HTMLElement>('[data-navbar]')?.offsetHeight ?? 60) + 24;
    let current: HTMLElement | undefined;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top - offset <= 1) current = heading;
      else break;
    }
    // At the very bottom the last heading may never reach the top: it is the one in view.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = headings[headings.length - 1];
    for (const link of links) {
      const active = current !== undefined && link.hash === `#${encodeURIComponent(current.id)}` || (current !== undefined && decodeURIComponent(link.hash.slice(1)) === current.id);
      link.classList.toggle('active', active);
      link.classList.toggle(TOC_LINK_ACTIVE, active);
      if (active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  cleanup = () => {
    if (frame) cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
  // In the next frame, not now: reading heading positions while the island module runs would force a
  // layout of the whole page inside that task (a long task on a long page); the frame lays it out anyway.
  onScroll();
}
