import { useWords } from './words.js';
// The search entry point. Without JavaScript it is a link to the /search page.
// Its accessible name is its visible text ("Search Ctrl K"; the search island
// shows "⌘ K" on macOS), so speech users can say what they see; on narrow
// screens the text is hidden visually only and still names the icon link.
export function SearchButton({ className }: { className?: string }) {
  const words = useWords();
  return (
    <a className={className ? `search-button ${className}` : 'search-button'} href="/search" data-search-button="" aria-keyshortcuts="Control+K">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" /><path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      <span className="search-button-label">{words('theme.SearchBar.label', 'Search')}</span>
      <kbd className="search-button-keys">Ctrl K</kbd>
    </a>
  );
}
