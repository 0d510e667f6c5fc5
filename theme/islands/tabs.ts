// Tabs: switch panels, keep tabs with the same groupId in step across the page,
// remember the choice (`docusaurus.tab.<groupId>` in the site's storage, as Docusaurus does)
// and honour `?<queryString>=<value>` in the URL.

import { TAB_ITEM_ACTIVE } from '../shared/docusaurus-classes.js';
import { PAGE_EVENT } from './lib/route-events.js';

const STORAGE_PREFIX = 'docusaurus.tab.';

// The choice in the site's storage under its namespace (`docusaurus.tab.os-d92`), as lib/storage.ts keeps the
// others': not imported from there, which would make a chunk of it that every doc page with tabs loads.
function stored(group: string, value?: string): string | null {
  const { storageType, storageNamespace = '' } = document.documentElement.dataset;
  try {
    const store = window[(storageType ?? 'localStorage') as 'localStorage'];
    if (value === undefined) return store.getItem(STORAGE_PREFIX + group + storageNamespace);
    store.setItem(STORAGE_PREFIX + group + storageNamespace, value);
  } catch {
    // Not remembered without storage.
  }
  return null;
}

function select(container: HTMLElement, value: string, focus = false): boolean {
  const tabs = [...container.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  const target = tabs.find((tab) => tab.dataset.value === value);
  if (!target) return false;
  for (const tab of tabs) {
    const selected = tab === target;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tab-active', selected);
    tab.classList.toggle(TAB_ITEM_ACTIVE, selected);
  }
  container.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]').forEach((panel) => {
    panel.hidden = panel.dataset.value !== value;
  });
  if (focus) target.focus();
  return true;
}

function choose(container: HTMLElement, value: string, focus: boolean): void {
  const group = container.dataset.groupId;
  const query = container.dataset.queryString;
  if (!group) {
    select(container, value, focus);
  } else {
    // Keep the clicked tab where it is on screen while tabs elsewhere change height.
    const before = container.getBoundingClientRect().top;
    document.querySelectorAll<HTMLElement>(`[data-tabs][data-group-id="${CSS.escape(group)}"]`).forEach((other) => select(other, value, other === container && focus));
    window.scrollBy(0, container.getBoundingClientRect().top - before);
    stored(group, value);
  }
  if (query) {
    const url = new URL(location.href);
    url.searchParams.set(query, value);
    history.replaceState(history.state, '', url);
  }
}

export function setupTabs(scope: ParentNode = document): void {
  scope.querySelectorAll<HTMLElement>('[data-tabs]').forEach((container) => {
    if (container.dataset.tabsReady) return;
    container.dataset.tabsReady = 'true';
    const query = container.dataset.queryString;
    const fromQuery = query ? new URLSearchParams(location.search).get(query) : null;
    const remembered = container.dataset.groupId ? stored(container.dataset.groupId) : null;
    if (!(fromQuery && select(container, fromQuery)) && remembered) select(container, remembered);
    const tabs = [...container.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => choose(container, tab.dataset.value ?? '', false));
      tab.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        const jump = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
        if (!step && jump < 0) return;
        event.preventDefault();
        const next = jump >= 0 ? tabs[jump] : tabs[(index + step + tabs.length) % tabs.length];
        choose(container, next.dataset.value ?? '', true);
      });
    });
  });
}

setupTabs();
// After client navigation the new page's tabs need their behaviour too.
document.addEventListener(PAGE_EVENT, () => setupTabs());
