// Light/dark switch. Without JavaScript it does nothing, so it is hidden by CSS
// until the head script marks the page as scripted. The island (lib/color-mode.ts)
// relabels it as the mode changes, with the page's words (lib/page-words.ts).
import { usePxdocsWords } from './words.js';
import { usePage } from './context.js';

export function ColorModeToggle() {
  const px = usePxdocsWords();
  return (
    <button type="button" className="color-mode-toggle" data-color-mode-toggle="" data-follows-system={usePage().site.colorMode.followSystem ? '' : undefined} aria-label={px('pxdocs.colorMode.toDark')} title={px('pxdocs.colorMode.title')}>
      <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="5" fill="currentColor" /><path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" /></svg>
    </button>
  );
}
