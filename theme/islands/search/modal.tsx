// The search modal: Algolia's DocSearch UI (states, keyboard navigation, recent
// searches and favourites, grouped results) in front of our search client, so
// it works the same on the embedded and the hosted backend. Loaded by the
// search launcher on first use, with React and its own stylesheet.
import { useEffect, useLayoutEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { DocSearchModal } from '@docsearch/react';
import variablesCss from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import modalCss from '@docsearch/css/dist/modal.css' with { type: 'text' };
import themeCss from './modal.css' with { type: 'text' };
import type { SearchBoot } from '../../components/types.js';
import { pageFacetFilters } from './facets.js';
import { escapeRawFields, MAX_QUERY_LENGTH, withHeadingPath } from '../../shared/search-shape.js';
import { navigate } from '../lib/navigation.js';
import { indexName, searchClient } from './client.js';
import { baseUrl } from '../lib/base.js';

/** The texts of the spec's error catalogue (they are also DocSearch's defaults); a page in another language gives its own (the boot's `words`). */
export const TEXTS = {
  placeholder: 'Search docs',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  noResults: 'No results for',
  suggestions: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportLink: 'Let us know.',
};

let root: Root | undefined;
let container: HTMLElement | undefined;
let open = false;
let returnFocus: HTMLElement | null = null;

function injectStyles(): void {
  if (document.querySelector('style[data-docsearch]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-docsearch', '');
  style.textContent = `${variablesCss}\n${modalCss}\n${themeCss}`;
  document.head.append(style);
}

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Goes to a result with client navigation, after the modal has closed (it restores the scroll position as it closes). */
export function goTo(href: string): void {
  closeModal();
  const url = new URL(href, location.href);
  window.setTimeout(() => {
    if (url.origin !== location.origin) location.assign(url.href);
    else if (url.pathname === location.pathname && url.search === location.search) {
      if (url.hash && url.hash !== location.hash) location.assign(url.href);
      else if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
    } else void navigate(url, { push: true });
  }, 0);
}

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return (
    <a
      href={hit.url}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        goTo(hit.url);
      }}
    >
      {children}
    </a>
  );
}

function missingResultsUrl(boot: SearchBoot): (({ query }: { query: string }) => string) {
  const template = boot.missingResultsUrl ?? 'mailto:?subject=Docs%20search%3A%20no%20results%20for%20%22{query}%22';
  return ({ query }) => template.replace('{query}', encodeURIComponent(query.slice(0, MAX_QUERY_LENGTH)));
}

/**
 * DocSearch's own error screen never shows: its input handler resets the status
 * to idle right after setting it to error, in the same tick. So a failed search
 * answers "no hits" to DocSearch, and this screen (with DocSearch's classes and
 * the catalogue's texts) covers the dropdown until a search succeeds.
 */
function ErrorScreen({ texts }: { texts: typeof TEXTS }) {
  return (
    <div className="DocSearch-ErrorScreen" data-search-error="">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.errorTitle}</p>
      <p className="DocSearch-Help">{texts.errorHelp}</p>
    </div>
  );
}

/** Under the results: the /search page for this query, where more can be loaded. */
function AllResults({ state, words }: { state: { query: string; context: Record<string, unknown> }; words?: Record<string, string> }) {
  const href = `${baseUrl('/search')}?q=${encodeURIComponent(state.query.slice(0, MAX_QUERY_LENGTH))}`;
  const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : undefined;
  return (
    <a
      href={href}
      data-search-all=""
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        goTo(href);
      }}
    >
      {count === undefined ? words?.seeAllResults ?? 'See all results' : words?.seeAll?.replace('{count}', String(count)) ?? `See all ${count} result${count === 1 ? '' : 's'}`}
    </a>
  );
}

/** DocSearch's props, made once per opening: new function props would make it start over. */
function docSearchProps(boot: SearchBoot, setFailed: (failed: boolean) => void) {
  const client = searchClient(boot);
  const texts = { ...TEXTS, ...boot.words };
  const hosted = boot.backend === 'algolia';
  let latest = 0;
  const search = async (params: Parameters<typeof client.search>[0]) => {
    const id = ++latest;
    try {
      const response = await client.search(params);
      if (id === latest) setFailed(false);
      return response;
    } catch {
      if (id === latest) setFailed(true);
      return { results: params.requests.map((request) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: request.hitsPerPage ?? 20, query: request.query ?? '', params: '', processingTimeMS: 0, exhaustiveNbHits: true as const })) };
    }
  };
  return {
    // DocSearch insists on credentials even when our client answers for it.
    appId: hosted ? boot.appId : 'pxdocs',
    apiKey: hosted ? boot.apiKey : 'embedded',
    indexName: indexName(boot),
    placeholder: texts.placeholder,
    searchParameters: { facetFilters: pageFacetFilters() as string[] },
    maxResultsPerGroup: 5,
    insights: hosted,
    onClose: closeModal,
    transformSearchClient: <T extends { search: unknown }>(base: T): T => ({ ...base, search }),
    // Recent searches are rendered from raw fields as HTML: keep them escaped. A deep hit shows the headings above it.
    transformItems: <T extends object>(items: T[]): T[] => items.map((item) => withHeadingPath(escapeRawFields(item))),
    hitComponent: Hit,
    resultsFooterComponent: ({ state }: { state: { query: string; context: Record<string, unknown> } }) => <AllResults state={state} words={boot.words} />,
    navigator: {
      navigate: ({ itemUrl }: { itemUrl: string }) => goTo(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener')?.focus(),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => { window.open(itemUrl, '_blank', 'noopener'); },
    },
    getMissingResultsUrl: missingResultsUrl(boot),
    translations: {
      errorScreen: { titleText: texts.errorTitle, helpText: texts.errorHelp },
      noResultsScreen: { noResultsText: texts.noResults, suggestedQueryText: texts.suggestions, reportMissingResultsText: texts.reportMissing, reportMissingResultsLinkText: texts.reportLink },
    },
  };
}

function Modal({ boot, initialQuery, onReady }: { boot: SearchBoot; initialQuery?: string; onReady?: (input: HTMLInputElement) => void }) {
  const [failed, setFailed] = useState(false);
  const [props] = useState(() => docSearchProps(boot, setFailed));
  const [scrollY] = useState(() => window.scrollY);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useLayoutEffect(() => setDropdown(container?.querySelector('.DocSearch-Dropdown') ?? null), []);
  useEffect(() => {
    container?.toggleAttribute('data-search-failed', failed);
  }, [failed]);
  // After DocSearch's own effects (a child's run first): its input is there, focused.
  useEffect(() => {
    const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) onReady?.(input);
  }, []);
  return (
    <>
      <DocSearchModal {...props} initialScrollY={scrollY} initialQuery={initialQuery?.slice(0, MAX_QUERY_LENGTH)} />
      {failed && dropdown ? createPortal(<ErrorScreen texts={{ ...TEXTS, ...boot.words }} />, dropdown) : null}
    </>
  );
}

export function isOpen(): boolean {
  return open;
}

/** Opens the modal with `initialQuery` searched; `onReady` gets its input once it is there (and focused). */
export function openModal(boot: SearchBoot, initialQuery?: string, onReady?: (input: HTMLInputElement) => void): void {
  if (open) return;
  injectStyles();
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!container) {
    container = document.createElement('div');
    container.setAttribute('data-search-modal', '');
    document.body.append(container);
  }
  root ??= createRoot(container);
  open = true;
  root.render(<Modal boot={boot} initialQuery={initialQuery || undefined} onReady={onReady} />);
}

export function closeModal(): void {
  if (!open) return;
  open = false;
  root?.render(null);
  container?.removeAttribute('data-search-failed');
  // Back where the reader was; opened from nowhere (Ctrl+K with nothing focused), to the search
  // button, as DocSearch does, so a keyboard reader goes on from the search and not from the page's top.
  const target = returnFocus?.isConnected && returnFocus !== document.body ? returnFocus : visibleSearchButton();
  target?.focus({ preventScroll: true });
  returnFocus = null;
}

/** The search button the reader sees (the bar's, or the mobile menu's when that is what shows). */
function visibleSearchButton(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-search-button]')].find((button) => button.getClientRects().length > 0);
}

/** Starts loading the backend (and the embedded index) before the first keystroke. */
export function warmUp(boot: SearchBoot): void {
  void searchClient(boot).prepare();
}
