// Client-side navigation: internal links fetch the next page and swap the
// regions that change (page body, navbar state, head meta) without a reload.
// History, scroll position, anchors and focus behave as with full loads. A route
// change slower than 200 ms shows a progress bar and a loading indicator; a
// failed load shows an error with Retry. Pages are prefetched on hover, focus or
// when their link scrolls into view, except on slow or data-saver connections;
// a failed prefetch logs a warning and that route then loads in full.

import { keepSidebarState } from './sidebar-state.js';
import { alertPanel } from './alert-panel.js';
import { sitePath } from './base.js';
import { PAGE_EVENT, ROUTE_DELAYED_EVENT, ROUTE_UPDATE_EVENT, type RouteUpdateDetail } from './route-events.js';

export { PAGE_EVENT };
const DELAY_MS = 200;

/** A page's HTML, and the path it was served at when a redirect moved it (`/docs/x` → `/docs/x/` on a trailingSlash site). */
type Fetched = { html: string; moved?: string };
type Cache = Map<string, Promise<Fetched>>;
const cache: Cache = new Map();
const failed = new Set<string>();
const loadedScripts = new Set<string>();

function key(url: URL): string {
  return url.pathname;
}

function isNavigable(link: HTMLAnchorElement, event?: MouseEvent): URL | undefined {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.dataset.noSwap !== undefined) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return undefined;
  // Another site of this origin (outside the base URL) loads normally.
  const path = sitePath(url.pathname);
  if (path === undefined) return undefined;
  // Assets and files (anything with an extension but .html) load normally.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  if (path.startsWith('/api/')) return undefined;
  return url;
}

export function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'));
}

async function fetchPage(url: URL): Promise<Fetched> {
  const response = await fetch(url.pathname + url.search, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('Content-Type') ?? '';
  // A 404 is a real page (the not-found page); other failures are errors.
  if ((!response.ok && response.status !== 404) || !type.includes('text/html')) throw new Error(`The page answered ${response.status} ${response.statusText}`.trim());
  const served = response.redirected && response.url ? new URL(response.url) : undefined;
  return { html: await response.text(), ...(served && served.origin === location.origin && served.pathname !== url.pathname ? { moved: served.pathname } : {}) };
}

export function prefetch(url: URL): void {
  const id = key(url);
  if (cache.has(id) || failed.has(id) || slowConnection()) return;
  const request = fetchPage(url);
  cache.set(id, request);
  request.catch((error: unknown) => {
    cache.delete(id);
    failed.add(id);
    console.warn(`pxdocs: prefetching ${url.pathname} failed (${(error as Error).message}); it will load in full.`);
  });
}

function setMeta(next: Document, selector: string): void {
  const current = document.head.querySelector(selector);
  const incoming = next.head.querySelector(selector);
  if (incoming && current) current.replaceWith(incoming.cloneNode(true));
  else if (incoming) document.head.append(incoming.cloneNode(true));
  else current?.remove();
}

const STYLESHEET = 'link[rel="stylesheet"]';

/**
 * The next page's stylesheets that this one lacks (Infima's on a page of the
 * pages folder, a component's CSS), put in the head in the next page's order
 * and loaded before its body is shown (no unstyled flash). Returns what
 * removes the page stylesheets (`data-page-style`) the next page does not
 * link, for once it is shown. Other stylesheets (ones islands add) stay.
 */
async function adoptStylesheets(next: Document): Promise<() => void> {
  const wanted = new Set<string>();
  const loading: Promise<unknown>[] = [];
  let previous: Element | null = null;
  for (const link of next.head.querySelectorAll(STYLESHEET)) {
    const href = link.getAttribute('href') ?? '';
    wanted.add(href);
    const existing = [...document.head.querySelectorAll(STYLESHEET)].find((candidate) => candidate.getAttribute('href') === href);
    if (existing) {
      previous = existing;
      continue;
    }
    const added = document.importNode(link, true) as HTMLLinkElement;
    loading.push(new Promise((resolve) => { added.onload = added.onerror = resolve; }));
    const first = document.head.querySelector(STYLESHEET);
    if (previous) previous.after(added);
    else if (first) first.before(added);
    else document.head.append(added);
    previous = added;
  }
  await Promise.all(loading);
  return () => document.head.querySelectorAll(`${STYLESHEET}[data-page-style]`).forEach((link) => { if (!wanted.has(link.getAttribute('href') ?? '')) link.remove(); });
}

async function loadIslands(next: Document): Promise<void> {
  const scripts = [...next.head.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
  await Promise.all(scripts.map(async (script) => {
    const src = new URL(script.getAttribute('src') ?? '', location.href).href;
    if (loadedScripts.has(src)) return;
    loadedScripts.add(src);
    await import(/* @vite-ignore */ src);
  }));
}

let progress: HTMLElement | undefined;
let indicator: HTMLElement | undefined;

function showLoading(): void {
  progress ??= Object.assign(document.createElement('div'), { className: 'route-progress' });
  indicator ??= Object.assign(document.createElement('div'), { className: 'route-loading', textContent: 'Loading…' });
  indicator.setAttribute('role', 'status');
  progress.setAttribute('data-route-progress', '');
  indicator.setAttribute('data-route-loading', '');
  document.body.append(progress, indicator);
  progress.style.width = '0';
  requestAnimationFrame(() => { if (progress) progress.style.width = '80%'; });
  document.getElementById('main')?.setAttribute('aria-busy', 'true');
}

function hideLoading(): void {
  progress?.remove();
  indicator?.remove();
  document.getElementById('main')?.removeAttribute('aria-busy');
}

function showError(url: URL, error: Error, push: boolean): void {
  document.querySelector('[data-route-error]')?.remove();
  const box = alertPanel({
    className: 'route-error',
    marker: 'data-route-error',
    message: `This page could not be loaded: ${error.message}. Check your connection and try again.`,
    action: 'Retry',
    onAction: () => void navigate(url, { push }),
  });
  const main = document.getElementById('main');
  (main ?? document.body).prepend(box);
  box.querySelector('button')?.focus();
}

/** The classes the build wrote on <html> for the page on screen (theme/shared/docusaurus-classes.ts htmlClasses). */
let servedClasses: string[] = [];

let generation = 0;
// The page on screen (path and query). A history step within it (between its anchors, or a fragment
// navigation, both of which fire popstate) only scrolls: refetching and re-rendering the same page
// would flash it and re-run its islands.
let shown = '';
const documentOf = (url: URL | Location) => url.pathname + url.search;

export async function navigate(url: URL, { push, scrollY }: { push: boolean; scrollY?: number }): Promise<void> {
  const id = key(url);
  if (failed.has(id)) {
    // A route whose prefetch failed gets a full page load, as the spec asks.
    location.assign(url.href);
    return;
  }
  const current = ++generation;
  document.dispatchEvent(new CustomEvent<RouteUpdateDetail>(ROUTE_UPDATE_EVENT, { detail: { url: url.href } }));
  const timer = window.setTimeout(() => {
    if (current !== generation) return;
    showLoading();
    document.dispatchEvent(new CustomEvent(ROUTE_DELAYED_EVENT));
  }, DELAY_MS);
  let html: string;
  try {
    const request = cache.get(id) ?? fetchPage(url);
    cache.set(id, request);
    const fetched = await request;
    html = fetched.html;
    // The path the page answered at after a redirect (a trailingSlash site's `/x` → `/x/`) is the one shown, as a full
    // load shows it; the query and the anchor stay the link's (a prefetch is shared by every query of a page).
    if (fetched.moved) url = new URL(fetched.moved + url.search + url.hash, url);
  } catch (error) {
    cache.delete(id);
    window.clearTimeout(timer);
    if (current !== generation) return;
    hideLoading();
    showError(url, error as Error, push);
    return;
  }
  window.clearTimeout(timer);
  if (current !== generation) return;
  const next = new DOMParser().parseFromString(html, 'text/html');
  const body = next.getElementById('__page');
  const here = document.getElementById('__page');
  // Another locale's page (a link into `/fr/` from a page of the default locale) is another build:
  // its language, base URL, search index and words come with a full load, as the locale dropdown's do.
  const other = (name: string) => next.documentElement.getAttribute(name) !== document.documentElement.getAttribute(name);
  if (!body || !here || other('lang') || other('data-base-url')) {
    location.assign(url.href);
    return;
  }
  const dropStylesheets = await adoptStylesheets(next);
  if (current !== generation) return;
  if (push) {
    saveScroll();
    history.pushState({ scrollY: 0 }, '', url.href);
  }
  shown = documentOf(url);
  document.title = next.title;
  for (const selector of ['meta[name="description"]', 'meta[name="keywords"]', 'link[rel="canonical"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'meta[property="og:url"]', 'meta[property="og:type"]', 'meta[name="robots"]', 'link[rel="alternate"][type="text/markdown"]', 'meta[name="docsearch:docusaurus_tag"]', 'meta[name="docsearch:version"]', 'meta[name="docsearch:language"]', 'meta[name="docusaurus_tag"]', 'meta[name="docusaurus_version"]']) setMeta(next, selector);
  document.body.className = next.body.className;
  // The page's kind as Docusaurus names it on <html> (`docs-doc-page docs-doc-id-…`): the next page's replace
  // this one's; classes scripts put there (the head script's `js`) stay.
  document.documentElement.classList.remove(...servedClasses);
  servedClasses = [...next.documentElement.classList];
  document.documentElement.classList.add(...servedClasses);
  // The sidebar keeps the categories the reader opened or closed, and its scroll (sidebar-state.ts).
  const restoreSidebar = keepSidebarState(here);
  const placed = document.importNode(body, true);
  here.replaceWith(placed);
  restoreSidebar(placed);
  dropStylesheets();
  // Navbar items carry the active state of the area, and in a versioned site the page's version.
  const items = next.querySelectorAll('.navbar-items, .mobile-menu-links');
  document.querySelectorAll('.navbar-items, .mobile-menu-links').forEach((element, index) => { if (items[index]) element.innerHTML = items[index].innerHTML; });
  document.querySelector('[data-page-crash]')?.remove();
  hideLoading();
  await loadIslands(next);
  document.dispatchEvent(new CustomEvent(PAGE_EVENT));
  // Scroll: the anchor, the remembered position (back/forward), or the top.
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, scrollY ?? 0);
  // Focus moves to the new content, as a full load would put the reader there.
  const main = document.getElementById('main');
  if (main && !target) main.focus({ preventScroll: true });
  else target?.focus?.({ preventScroll: true });
}

let saving = 0;

/** Writes the scroll position into the current history entry, for back/forward. */
function saveScroll(): void {
  window.clearTimeout(saving);
  history.replaceState({ ...(history.state ?? {}), scrollY: window.scrollY }, '');
}

export function setupNavigation(): void {
  // As served: everything but what the head script added before this runs.
  servedClasses = [...document.documentElement.classList].filter((name) => name !== 'js');
  document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]').forEach((script) => loadedScripts.add(script.src));
  history.scrollRestoration = 'manual';
  history.replaceState({ ...(history.state ?? {}), scrollY: window.scrollY }, '');
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    const url = isNavigable(link, event);
    if (!url) return;
    // Same page, other anchor: let the browser jump, as it does best, once the position it leaves is
    // saved in its history entry (the scroll listener's save comes later and would land in the new one).
    if (url.pathname === location.pathname && url.search === location.search && url.hash) {
      saveScroll();
      return;
    }
    event.preventDefault();
    void navigate(url, { push: url.href !== location.href });
  });
  shown = documentOf(location);
  window.addEventListener('popstate', (event) => {
    // A save still pending belongs to the entry just left; written now it would land in this one.
    window.clearTimeout(saving);
    const state = event.state as { scrollY?: number } | null;
    if (documentOf(location) === shown) {
      generation++; // a route change still loading is no longer wanted
      hideLoading();
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (typeof state?.scrollY === 'number') window.scrollTo(0, state.scrollY);
      else target?.scrollIntoView();
      return;
    }
    void navigate(new URL(location.href), { push: false, scrollY: state?.scrollY ?? 0 });
  });
  // Remember where the reader was, for back/forward.
  window.addEventListener('scroll', () => {
    window.clearTimeout(saving);
    saving = window.setTimeout(saveScroll, 100);
  }, { passive: true });
  const intent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = link && isNavigable(link);
    if (url && url.pathname !== location.pathname) prefetch(url);
  };
  document.addEventListener('mouseover', intent, { passive: true });
  document.addEventListener('focusin', intent);
  document.addEventListener('touchstart', intent, { passive: true });
  observeLinks();
  document.addEventListener(PAGE_EVENT, observeLinks);
}

let observer: IntersectionObserver | undefined;

/** Links scrolled into view are prefetched when the browser is idle. */
function observeLinks(): void {
  if (!('IntersectionObserver' in window) || slowConnection()) return;
  observer?.disconnect();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const url = isNavigable(entry.target as HTMLAnchorElement);
      if (url && url.pathname !== location.pathname) {
        const run = () => prefetch(url);
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
        else setTimeout(run, 200);
      }
    }
  });
  document.querySelectorAll('#__page a[href], .navbar a[href]').forEach((link) => observer?.observe(link));
}
