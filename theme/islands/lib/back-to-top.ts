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
  // Its arrow is drawn by the stylesheet (layout.css), not carried in every page's script.
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
