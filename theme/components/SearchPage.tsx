import { useWords } from './words.js';
import { usePage } from './context.js';
import { LAYOUT_MAIN } from '../shared/docusaurus-classes.js';
// The /search page. The form works without JavaScript as a plain GET with `q`;
// the search island fills in the results.
export function SearchPage() {
  const words = useWords();
  const { site } = usePage();
  return (
    <main id="main" className={`search-page ${LAYOUT_MAIN}`} tabIndex={-1}>
      <div className="search-page-inner">
        <h1>{words('theme.SearchPage.emptyResultsTitle', 'Search the documentation')}</h1>
        <form className="search-page-form" action="/search" method="get" role="search">
          <label htmlFor="search-page-input" className="visually-hidden">{words('theme.SearchPage.inputLabel', 'Search docs')}</label>
          <input id="search-page-input" name="q" type="search" placeholder={words('theme.SearchPage.inputPlaceholder', 'Search docs')} maxLength={64} autoComplete="off" />
          <button type="submit" className="button button-primary">{words('theme.SearchBar.label', 'Search')}</button>
        </form>
        {/* The document's title as the island sets it for a query (Docusaurus's title formatter: `{title} | Site`). */}
        <div className="search-page-results" data-search-results="" data-title-format={`{title} ${site.titleDelimiter} ${site.title}`} aria-live="polite" />
      </div>
    </main>
  );
}
