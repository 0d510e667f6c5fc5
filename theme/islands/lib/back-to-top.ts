// Docusaurus's back-to-top button on docs pages: once the reader is a screen or so down a long page
// and turns back up, a button at the bottom corner takes them to the top; it hides while they read on
// down, and near the top. Made once per document: client navigation keeps it, and it shows on docs
// pages only (their body's `page-doc`), as Docusaurus's DocRoot renders it.
import { pageWords } from './page-words.js';
import { onScrollFrame } from './scroll-frame.js';

/** How far down (px) the button may show, as Docusaurus's useBackToTopButton's threshold. */
const THRESHOLD = 300;

let made = false;

export function setupBackToTop(): void {
  if (made) return;
  made = true;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'back-to-top theme-back-to-top-button';
  const label = pageWords().backToTop ?? 'Scroll back to top';
  button.setAttribute('aria-label', label);
  button.title = label;
  button.innerHTML = '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 19V5"/><path d="M5 12l7-7 7 7"/></svg>';
  button.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  });
  document.body.append(button);
  onScrollFrame((y, last) => {
    // Shown going up, below the threshold; hidden going down (it would sit over the text being read) and near the top.
    if (y !== last) button.classList.toggle('back-to-top-shown', document.body.classList.contains('page-doc') && y >= THRESHOLD && y < last);
  });
}
