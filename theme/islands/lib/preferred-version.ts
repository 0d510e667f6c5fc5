// The reader's docs version, as Docusaurus keeps it (`docs-preferred-version-default`):
// each doc page read stores its version, and a page outside the docs (the home
// page, search, a tag list) then links the navbar, labels the versions dropdown
// and searches in that version rather than the last one. Doc pages are their
// own version and are never changed. The server marks what may follow it:
// links with `data-version-hrefs` (site paths by version name), the dropdown
// with `data-version-dropdown`, and the search meta with `data-follows-version`.
import { read, write } from './storage.js';
import { pageUrl } from './base.js';
import { dropdownEntryActive } from '../../shared/docusaurus-classes.js';

const KEY = 'docs-preferred-version-default';

/** On a doc page: remember its version (`current` in an unversioned site). */
export function rememberVersion(): void {
  if (!document.body.classList.contains('page-doc')) return;
  write(KEY, document.querySelector<HTMLMetaElement>('meta[name="docsearch:version"]')?.content || 'current');
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
    known = true;
  }
  for (const dropdown of dropdowns) {
    const chosen = dropdown.querySelector<HTMLAnchorElement>(`a[data-version="${CSS.escape(preferred)}"]`);
    if (!chosen) continue;
    known = true;
    const summary = dropdown.querySelector('summary');
    if (summary) summary.textContent = chosen.textContent;
    for (const entry of dropdown.querySelectorAll<HTMLAnchorElement>('a[data-version]')) {
      entry.classList.toggle('active', entry === chosen);
      // And Docusaurus's modifier of the entry (the bar's `dropdown__link--active`, the mobile menu's `menu__link--active`).
      const modifier = dropdownEntryActive(entry);
      if (modifier) entry.classList.toggle(modifier, entry === chosen);
    }
  }
  // Search too, once the version is one this site builds.
  const meta = document.querySelector<HTMLMetaElement>('meta[data-follows-version]');
  if (meta && known) meta.content = `docs-default-${preferred}`;
}
