// The reader's docs version, as Docusaurus keeps it, one per docs instance (`docs-preferred-version-default`,
// `docs-preferred-version-community`): stored when the reader picks a version (an entry of a versions dropdown,
// `data-versions` holding its instance's id, on any page, or the version banner's link to the latest version),
// never by reading a page: one visit to an old version's page from a search engine must not move the site's
// links there. A page that is not of an instance (the home page, search, a tag list, the other instance's docs)
// then links that instance's navbar items, labels its versions dropdown and (the first instance's) searches in
// that version rather than the last one. The server marks what may follow it: links with `data-version-hrefs`
// (site paths by version name; a version link's labels in `data-version-labels`; a further instance's id in
// `data-version-instance`), the dropdown with `data-version-dropdown` (its instance's id, '' for the first),
// the search meta with `data-follows-version` (its `data-search-tags`), and the banner's link with `data-preferred-version`.
import { read, write } from './storage.js';
import { pageUrl } from './base.js';
import { dropdownEntryActive } from '../../shared/docusaurus-classes.js';
import { docsTag } from '../../shared/docs-tag.js';

/** Where an instance's version is kept ('' or none: the first instance, Docusaurus's `default`); in localStorage whatever the site's storage type, as Docusaurus's `versionPersistence` default. */
const key = (instance?: string) => `docs-preferred-version-${instance || 'default'}`;

let listening = false;

/** Store the version the reader picks, as Docusaurus's dropdown and banner link do on click (once per document). */
export function rememberChosenVersion(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLAnchorElement>('[data-versions] a[data-version], a[data-preferred-version]');
    const version = link?.dataset.preferredVersion ?? link?.dataset.version;
    if (version) write(key(link!.closest<HTMLElement>('[data-versions]')?.dataset.versions ?? link!.dataset.versionInstance), version, true);
    // Another version of the page keeps the page's query and place (`?tab=npm#install`), as Docusaurus 3.10's
    // versions dropdown links it; set before client navigation reads the link (this listener captures).
    const entry = target?.closest?.<HTMLAnchorElement>('[data-navbar-dropdown] a[data-version]');
    if (entry && !entry.search && !entry.hash && (location.search || location.hash)) entry.href = `${entry.href}${location.search}${location.hash}`;
  }, true);
}

/** Where a page is not of an instance: follow the version the reader picked for it, when the site has it. */
export function followPreferredVersion(): void {
  const dropdowns = document.querySelectorAll<HTMLElement>('[data-version-dropdown]');
  const links = document.querySelectorAll<HTMLAnchorElement>('a[data-version-hrefs]');
  if (!dropdowns.length && !links.length) return;
  // The instances whose picked version this site builds (a stored one may be gone): search follows the first's.
  const known = new Set<string>();
  for (const link of links) {
    const instance = link.dataset.versionInstance ?? '';
    const preferred = read(key(instance), true);
    const href = preferred && (JSON.parse(link.dataset.versionHrefs ?? '{}') as Record<string, string>)[preferred];
    if (!href) continue;
    // With the base, and the slash of a trailingSlash site's pages (the build writes the links' first href so).
    link.setAttribute('href', pageUrl(href));
    const label = link.dataset.versionLabels && (JSON.parse(link.dataset.versionLabels) as Record<string, string>)[preferred];
    if (label) link.textContent = label;
    known.add(instance);
  }
  for (const dropdown of dropdowns) {
    const instance = dropdown.dataset.versionDropdown ?? '';
    const preferred = read(key(instance), true);
    const chosen = preferred && dropdown.querySelector<HTMLAnchorElement>(`a[data-version="${CSS.escape(preferred)}"]`);
    if (!chosen) continue;
    known.add(instance);
    // The bar's label link names and opens the version (the mobile menu's sub-list is "Versions", with no link).
    const label = dropdown.querySelector<HTMLAnchorElement>(':scope > a');
    if (label) {
      label.textContent = chosen.textContent;
      label.setAttribute('href', chosen.getAttribute('href')!);
    }
    // Off its instance's pages no entry is the page's version: none is marked active, as in Docusaurus.
    for (const entry of dropdown.querySelectorAll<HTMLAnchorElement>('a[data-version]')) {
      entry.classList.remove('active');
      // And Docusaurus's modifier of the entry (the bar's `dropdown__link--active`, the mobile menu's `menu__link--active`).
      const modifier = dropdownEntryActive(entry);
      if (modifier) entry.classList.remove(modifier);
    }
  }
  // Search too, once the first instance's version is one this site builds: the version the boxes add to the
  // page's own tag (`default`, as Docusaurus's metas keep it), search/facets.ts.
  const meta = document.querySelector('meta[data-follows-version]');
  const version = known.has('') && read(key(), true);
  if (meta && version) meta.setAttribute('data-search-tags', docsTag(version));
}
