// Inlined in every page's <head> and run before first paint, so a stored dark
// mode or a dismissed announcement bar never flashes. Keep it tiny and safe:
// a malformed stored value falls back to the defaults.
declare const __ANNOUNCEMENT_ID__: string;

(() => {
  const root = document.documentElement;
  root.classList.add('js');
  try {
    const theme = localStorage.getItem('theme');
    // Light by default; the system preference is deliberately not followed.
    root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
    const id = __ANNOUNCEMENT_ID__;
    if (id) {
      const dismissed = localStorage.getItem('docusaurus.announcement.dismiss') === 'true'
        && localStorage.getItem('docusaurus.announcement.id') === id;
      if (dismissed) root.setAttribute('data-announcement-dismissed', 'true');
    }
  } catch {
    // Storage can be unavailable (privacy modes); the defaults stand.
  }
})();
