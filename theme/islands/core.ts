// Loaded on every page. Each behaviour is a small module in lib/; each runs under
// the crash guard, so one failing never leaves the page half-working.
import { guard } from './lib/crash.js';
import { setupColorMode } from './lib/color-mode.js';
import { setupAnnouncement } from './lib/announcement.js';
import { setupMobileMenu } from './lib/mobile-menu.js';
import { setupNavbarScroll } from './lib/navbar-scroll.js';
import { setupBackToTop } from './lib/back-to-top.js';
import { closeNavbarDropdowns, setupNavbarDropdowns } from './lib/navbar-dropdown.js';
import { setupTocHighlight } from './lib/toc.js';
import { setupCopyButtons } from './lib/copy-code.js';
import { PAGE_EVENT, setupNavigation } from './lib/navigation.js';
import { followPreferredVersion, rememberChosenVersion } from './lib/preferred-version.js';
import { setupCollapsedState } from './lib/collapsed.js';

/** Per-page behaviour, run on load and again after every client navigation. */
function setupPage(): void {
  guard('toc', setupTocHighlight);
  guard('copy', () => setupCopyButtons());
  guard('navbar-dropdown', closeNavbarDropdowns);
  // The reader's docs version, as Docusaurus remembers it: the one picked in the dropdown or the banner.
  guard('preferred-version', () => {
    rememberChosenVersion();
    followPreferredVersion();
  });
}

guard('color-mode', setupColorMode);
guard('announcement', setupAnnouncement);
guard('mobile-menu', setupMobileMenu);
guard('navbar-scroll', setupNavbarScroll);
guard('back-to-top', setupBackToTop);
guard('navbar-dropdowns', setupNavbarDropdowns);
guard('navigation', setupNavigation);
guard('collapsed', setupCollapsedState);
setupPage();
document.addEventListener(PAGE_EVENT, setupPage);
