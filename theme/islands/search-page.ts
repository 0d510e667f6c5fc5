// The /search page: reads the query from `?q=`, searches as you type (keeping
// the URL in step), lists results grouped by page with highlighted snippets,
// loads more on demand, and shows the same error and no-results texts as the
// modal. It uses the modal's search client, so it works on both backends.
import { PAGE_EVENT } from './lib/navigation.js';
import { pageFacetFilters } from './search/facets.js';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, HITS_PER_PAGE, markupSegments, MAX_QUERY_LENGTH, type Hit } from '../shared/search-shape.js';
import { indexName, readBoot, searchClient } from './search/client.js';
import { fill, plural } from '../shared/messages.js';

const DEBOUNCE_MS = 150;
const SNIPPET_WORDS = 30;

/** Builds text with <mark> elements from a highlighted value, as DOM nodes (never as HTML). */
function marked(value: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const segment of markupSegments(value)) {
    if (!segment.marked) fragment.append(segment.text);
    else {
      const mark = document.createElement('mark');
      mark.textContent = segment.text;
      fragment.append(mark);
    }
  }
  return fragment;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

interface State {
  query: string;
  page: number;
  hits: Hit[];
  nbPages: number;
  nbHits: number;
  generation: number;
}

function setup(): void {
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  const input = document.getElementById('search-page-input') as HTMLInputElement | null;
  const form = input?.form;
  const boot = readBoot();
  if (!results || !input || !form || !boot || results.dataset.ready) return;
  results.dataset.ready = 'true';
  const client = searchClient(boot);
  const state: State = { query: '', page: 0, hits: [], nbPages: 0, nbHits: 0, generation: 0 };

  // The page's heading names the query once it has results, as Docusaurus's search page
  // (theme.SearchPage.existingResultsTitle), and what the page is for without one (emptyResultsTitle, as built).
  // So does the document's title (the tab, the history), in the site's title format.
  const heading = results.closest('main')?.querySelector('h1');
  const emptyTitle = heading?.textContent ?? '';
  const documentTitle = document.title;
  const title = (query: string) => {
    const text = query ? fill(boot.words?.resultsTitle ?? 'Search results for "{query}"', { query }) : emptyTitle;
    if (heading) heading.textContent = text;
    const format = results.dataset.titleFormat;
    document.title = query && format ? format.replace('{title}', () => text) : documentTitle;
  };

  const show = (...children: Node[]) => {
    results.replaceChildren(...children);
    results.removeAttribute('aria-busy');
  };

  const showError = () => show(element('div', 'search-page-message search-page-error',
    element('p', 'search-page-message-title', boot.words?.errorTitle ?? 'Unable to fetch results'),
    element('p', 'search-page-message-help', boot.words?.errorHelp ?? 'You might want to check your network connection.')));

  // Area names seen in earlier results, offered when a query finds nothing (as the modal does).
  const suggestions = new Set<string>();

  const showNoResults = (query: string) => {
    const suggest = element('p', 'search-page-message-help', suggestions.size ? `${boot.words?.suggestions ?? 'Try searching for'}:` : boot.words?.fewerWords ?? 'Try searching for fewer or other words.');
    const options = element('ul', 'search-page-suggestions');
    for (const area of [...suggestions].slice(0, 3)) {
      const option = element('button', 'search-page-suggestion', area);
      option.type = 'button';
      option.addEventListener('click', () => {
        input.value = area.toLowerCase().slice(0, MAX_QUERY_LENGTH);
        input.dispatchEvent(new Event('input'));
        input.focus();
      });
      options.append(element('li', undefined, option));
    }
    const help = element('p', 'search-page-message-help', `${boot.words?.reportMissing ?? 'Believe this query should return results?'} `);
    const template = boot.missingResultsUrl ?? 'mailto:?subject=Docs%20search%3A%20no%20results%20for%20%22{query}%22';
    const link = element('a', undefined, boot.words?.reportLink ?? 'Let us know.');
    link.href = template.replace('{query}', encodeURIComponent(query));
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    help.append(link);
    show(element('div', 'search-page-message search-page-empty',
      element('p', 'search-page-message-title', `${boot.words?.noResults ?? 'No results for'} "`, element('strong', undefined, query), '"'),
      suggest,
      ...(suggestions.size ? [options] : []),
      help));
  };

  const render = () => {
    // Results grouped by page, pages in the order of their best hit.
    const groups = new Map<string, Hit[]>();
    for (const hit of state.hits) {
      const key = hit.url_without_anchor;
      const group = groups.get(key);
      if (group) group.push(hit);
      else groups.set(key, [hit]);
    }
    const list = element('ol', 'search-page-groups');
    for (const [page, hits] of groups) {
      const first = hits[0];
      const title = element('a', 'search-page-group-title');
      title.href = page;
      title.append(marked(first._highlightResult.hierarchy.lvl1.value));
      const items = element('ul', 'search-page-hits');
      for (const hit of hits) {
        const link = element('a', 'search-page-hit');
        link.href = hit.url;
        if (hit.type === 'content') {
          // Where the text is (its headings), then the text around the match.
          const path = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level) => hit.hierarchy[level]).filter(Boolean).join(' › ');
          link.append(element('span', 'search-page-hit-heading', path || hit.hierarchy.lvl1));
          link.append(element('span', 'search-page-hit-snippet', marked(hit._snippetResult.content.value)));
        } else {
          link.append(element('span', 'search-page-hit-heading', marked(hit._highlightResult.hierarchy[hit.type].value)));
        }
        items.append(element('li', undefined, link));
      }
      list.append(element('li', 'search-page-group',
        element('p', 'search-page-group-area', first.hierarchy.lvl0),
        title,
        items));
    }
    // Docusaurus's count (theme.SearchPage.documentsFound.plurals), in the plural form of the page's language.
    const found = plural(boot.words?.documentsFound ?? 'One document found|{count} documents found', state.nbHits, document.documentElement.lang || 'en');
    const summary = element('p', 'search-page-summary', fill(found, { count: state.nbHits }));
    const children: Node[] = [summary, list];
    if (state.page + 1 < state.nbPages) {
      const more = element('button', 'button search-page-more', boot.words?.loadMore ?? 'Load more results');
      more.type = 'button';
      more.setAttribute('data-search-more', '');
      more.addEventListener('click', () => void run(state.query, state.page + 1));
      children.push(more);
    }
    show(...children);
  };

  const run = async (raw: string, page = 0) => {
    const query = raw.slice(0, MAX_QUERY_LENGTH);
    const generation = ++state.generation;
    if (!query.trim()) {
      state.query = '';
      title('');
      results.replaceChildren();
      return;
    }
    results.setAttribute('aria-busy', 'true');
    try {
      const { results: [response] } = await client.search({
        requests: [{
          indexName: indexName(boot),
          query,
          page,
          hitsPerPage: HITS_PER_PAGE,
          facetFilters: pageFacetFilters(),
          attributesToSnippet: [`content:${SNIPPET_WORDS}`],
          highlightPreTag: HIGHLIGHT_PRE,
          highlightPostTag: HIGHLIGHT_POST,
          snippetEllipsisText: '…',
        }],
      });
      if (generation !== state.generation) return;
      state.query = query;
      title(query);
      state.page = response.page;
      state.nbPages = response.nbPages;
      state.nbHits = response.nbHits;
      state.hits = page === 0 ? response.hits : [...state.hits, ...response.hits];
      for (const hit of response.hits) if (hit.hierarchy.lvl0) suggestions.add(hit.hierarchy.lvl0);
      if (!state.hits.length) showNoResults(query);
      else render();
    } catch {
      if (generation === state.generation) showError();
    }
  };

  const syncUrl = (query: string) => {
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== location.href) history.replaceState(history.state, '', url.href);
  };

  let timer = 0;
  input.addEventListener('input', () => {
    const query = input.value.slice(0, MAX_QUERY_LENGTH);
    syncUrl(query);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(query), DEBOUNCE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    const query = input.value.slice(0, MAX_QUERY_LENGTH);
    syncUrl(query);
    void run(query);
  });

  const initial = (new URL(location.href).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  input.value = initial;
  if (initial) {
    syncUrl(initial);
    void run(initial);
  }
}

setup();
// Client navigation can bring the reader back to /search without reloading this module.
document.addEventListener(PAGE_EVENT, setup);
