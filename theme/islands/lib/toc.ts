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
    // Docusaurus's rule (useTOCHighlight): the first heading below the navbar is the one read when it is in
    // the viewport's top half, else the one before it (none before the first); below the last, the last.
    // So at the top of a page its first section is marked, where the last heading above the navbar marked none.
    const top = document.querySelector<HTMLElement>('[data-navbar]')?.offsetHeight ?? 60;
    const next = headings.findIndex((heading) => heading.getBoundingClientRect().top >= top);
    let current: HTMLElement | undefined;
    if (next === -1) current = headings[headings.length - 1];
    else {
      const box = headings[next].getBoundingClientRect();
      current = box.top > 0 && box.bottom < window.innerHeight / 2 ? headings[next] : headings[next - 1];
    }
    // Scrolled to the very bottom, a short last section never reaches the top half: its heading, in view, is the one read.
    const last = headings[headings.length - 1];
    if (window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && last.getBoundingClientRect().top < window.innerHeight) current = last;
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
