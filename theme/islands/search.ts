// Loaded on every page, and kept tiny: it only waits for the reader to reach
// for search — Ctrl+K / Cmd+K, `/` outside a text field, a click on the search
// button — and then loads the modal (React, DocSearch, its stylesheet) and opens
// it. Hovering or focusing the button starts that load early. Escape closes.
// If the modal cannot load, the search button's link to /search still works.
import type { SearchBoot } from '../components/types.js';

type ModalModule = typeof import('./search/modal.js');

let loading: Promise<ModalModule> | undefined;
let modal: ModalModule | undefined;

let settings: SearchBoot | null | undefined;

/**
 * What the reader types between asking for search (Ctrl+K, `/`, a click) and the
 * modal's input being there to take it (its code loads on first use): kept, and
 * put in the input, so typing right after Ctrl+K loses nothing. Undefined while
 * nothing waits.
 */
let typed: string | undefined;

/** The site's search backend (the same on every page, so read once). */
function boot(): SearchBoot | null {
  if (settings === undefined) {
    try {
      settings = JSON.parse(document.querySelector('meta[name="pxdocs:search"]')?.getAttribute('content') ?? '') as SearchBoot;
    } catch {
      settings = null;
    }
  }
  return settings;
}

function load(): Promise<ModalModule> {
  loading ??= import('./search/modal.js').then((module) => (modal = module), (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function open(config: SearchBoot): void {
  typed ??= '';
  load().then((module) => {
    if (module.isOpen()) typed = undefined;
    // The keys so far start the query; those typed while the modal renders are added once its input is there.
    else module.openModal(config, typed, (input) => {
      if (typed && typed !== input.value) {
        // The input's own setter, then an input event: React reads it as typing, and the query runs.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed = undefined;
    });
  }, () => {
    const page = new URL(document.querySelector<HTMLAnchorElement>('a[data-search-button]')?.href ?? '/search', location.href);
    if (typed) page.searchParams.set('q', typed);
    typed = undefined;
    location.assign(page.href);
  });
}

function editable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

function button(target: EventTarget | null): Element | null {
  return (target as Element | null)?.closest?.('[data-search-button]') ?? null;
}

window.addEventListener('keydown', (event) => {
  const config = boot();
  if (!config) return;
  const isOpen = modal?.isOpen() ?? false;
  if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key?.toLowerCase() === 'k') {
    event.preventDefault();
    if (isOpen) modal?.closeModal();
    else open(config);
  } else if (typed !== undefined && !event.metaKey && !event.ctrlKey && !event.altKey && (event.key?.length === 1 || event.key === 'Backspace')) {
    // Waiting for the modal: the key is the query's, not the page's (no scrolling on Space, nothing typed elsewhere).
    event.preventDefault();
    typed = event.key === 'Backspace' ? typed.slice(0, -1) : typed + event.key;
  } else if (event.key === 'Escape' && isOpen) {
    event.preventDefault();
    modal?.closeModal();
  } else if (event.key === '/' && !isOpen && !event.metaKey && !event.ctrlKey && !event.altKey && !editable(event.target)) {
    event.preventDefault();
    open(config);
  }
});

// Capture phase: before client navigation would follow the button's /search link.
document.addEventListener('click', (event) => {
  const config = boot();
  if (!config || !button(event.target) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open(config);
}, true);

const early = (event: Event) => {
  if (button(event.target)) void load().catch(() => undefined);
};
document.addEventListener('pointerover', early, { passive: true });
document.addEventListener('focusin', early);

// On macOS the shortcut reads ⌘ K. The button's accessible name is its text, so
// it changes with it; the key cap keeps its width, so nothing moves.
const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
if (/mac|iphone|ipad/i.test(platform)) {
  document.querySelectorAll<HTMLElement>('[data-search-button]').forEach((link) => {
    const keys = link.querySelector('.search-button-keys');
    if (keys) keys.textContent = '⌘ K';
    link.setAttribute('aria-keyshortcuts', 'Meta+K');
  });
}
