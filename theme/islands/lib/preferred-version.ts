// The reader's docs version, as Docusaurus keeps it (`docs-preferred-version-default`):
// stored when the reader picks a version (an entry of the versions dropdown, `data-versions`, on any page, or the
// version banner's link to the latest version), never by reading a page: one visit to
// an old version's page from a search engine must not move the site's links there.
// A page outside the docs (the home page, search, a tag list) then links the navbar,
// labels the versions dropdown and searches in that version rather than the last one.
// Doc pages are their own version and are never changed. The server marks what may
// follow it: links with `data-version-hrefs` (site paths by version name; a version link's labels in
// `data-version-labels`), the dropdown
// with `data-version-dropdown`, the search meta with `data-follows-version`, and the
// banner's link with `data-preferred-version`.
import { read, write } from './storage.js';
import { pageUrl } from './base.js';
import { dropdownEntryActive } from '../../shared/docusaurus-classes.js';

const KEY = 'docs-preferred-version-default';

let listening = false;

/** Store the version the reader picks, as Docusaurus's dropdown and banner link do on click (once per document). */
export function rememberChosenVersion(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLAnchorElement>('[data-versions] a[data-version], a[data-preferred-version]');
    const version = link?.dataset.preferredVersion ?? link?.dataset.version;
    if (version) write(KEY, version);
    // Another version of the page keeps the page's query and place (`?tab=npm#install`), as Docusaurus 3.10's
    // versions dropdown links it; set before client navigation reads the link (this listener captures).
    const entry = target?.closest?.<HTMLAnchorElement>('[data-navbar-dropdown] a[data-version]');
    if (entry && !entry.search && !entry.hash && (location.search || location.hash)) entry.href = `${entry.href}${location.search}${location.hash}`;
  }, true);
}

/** Outside the docs: follow the remembered version, when the site has it. */
export function followPreferredVersion(): void {
  const preferred = read(KEY);
  const dropdowns = document.querySelectorAll<HTMLDetailsElement>('[data-version-dropdown]');
  const links = document.querySelectorAll<HTMLAnchorElement>('a[data-version-hrefs]');
  if (!preferred || (!dropdowns.length && !links.length)) return;
  // Only a version this site builds is followed (a stored one may be gone).
  let known = false;
  for (const link of links) {
    const href = (JSON.parse(link.dataset.versionHrefs ?? '{}') as Record<string, string>)[preferred];
    if (!href) continue;
    // With the base, and the slash of a trailingSlash site's pages (the build writes the links' first href so).
    link.setAttribute('href', pageUrl(href));
    const label = link.dataset.versionLabels && (JSON.parse(link.dataset.versionLabels) as Record<string, string>)[preferred];
    if (label) link.textContent = label;
    known = true;
  }
  for (const dropdown of dropdowns) {
    const chosen = dropdown.querySelector<HTMLAnchorElement>(`a[data-version="${CSS.escape(preferred)}"]`);
    if (!chosen) continue;
    known = true;
    // The bar's label link names and opens the version (the mobile menu's sub-list is "Versions", with no link).
    const label = dropdown.querySelector<HTMLAnchorElement>(':scope > a');
    if (label) {
      label.textContent = chosen.textContent;
      label.setAttribute('href', chosen.getAttribute('href')!);
    }
    // Outside the docs no entry is the page's version: none is marked active, as in Docusaurus.
    for (const entry of dropdown.querySelectorAll<HTMLAnchorElement>('a[data-version]')) {
      entry.classList.remove('active');
      // And Docusaurus's modifier of the entry (the bar's `dropdown__link--active`, the mobile menu's `menu__link--active`).
      const modifier = dropdownEntryActive(entry);
      if (modifier) entry.classList.remove(modifier);
    }
  }
  // Search too, once the version is one this site builds.
  const meta = document.querySelector<HTMLMetaElement>('meta[data-follows-version]');
  if (meta && known) meta.content = `docs-default-${preferred}`;
}
