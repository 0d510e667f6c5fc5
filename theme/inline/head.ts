// Inlined in every page's <head> and run before first paint, so a stored dark
// mode or a dismissed announcement bar never flashes. Keep it tiny and safe:
// a malformed stored value falls back to the defaults.
declare const __ANNOUNCEMENT_ID__: string;
// The config's colourMode: the first visit's mode, whether the system preference decides it, and
// whether a stored choice counts (not when the switch is disabled).
declare const __DEFAULT_MODE__: 'light' | 'dark';
declare const __FOLLOW_SYSTEM__: boolean;
declare const __STORED_MODE__: boolean;

(() => {
  const root = document.documentElement;
  root.classList.add('js');
  try {
    // The site's storage and keys (`storage` in the config: `<html data-storage-type data-storage-namespace>`), as the islands' (islands/lib/storage.ts).
    const store = window[(root.dataset.storageType || 'localStorage') as 'localStorage'];
    const ns = root.dataset.storageNamespace || '';
    const stored = __STORED_MODE__ ? store.getItem('theme' + ns) : null;
    const system = __FOLLOW_SYSTEM__ ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : __DEFAULT_MODE__;
    // A stored choice wins; then the system preference, when the site follows it; then the default (light here).
    root.setAttribute('data-theme', stored === 'dark' || stored === 'light' ? stored : system);
    const id = __ANNOUNCEMENT_ID__;
    if (id) {
      // Closed, and this bar the one closed (Docusaurus's old misspelt default id being the same bar): announcement.ts.
      const seen = store.getItem('docusaurus.announcement.id' + ns);
      const dismissed = store.getItem('docusaurus.announcement.dismiss' + ns) === 'true'
        && (seen === 'annoucement-bar' ? 'announcement-bar' : seen) === id;
      if (dismissed) root.setAttribute('data-announcement-dismissed', 'true');
    }
  } catch {
    // Storage can be unavailable (privacy modes); the defaults stand.
  }
})();
