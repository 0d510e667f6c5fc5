// The search filters of the page being read: its docs version's tag, from the
// head meta the layout writes (client navigation keeps it current), so a reader
// of version 2.0 searches 2.0, as Docusaurus's contextual search does.
import { DOCS_TAG_META, facetFilters, type FacetFilters } from '../../shared/search-shape.js';

export function pageFacetFilters(): FacetFilters {
  return facetFilters(document.querySelector<HTMLMetaElement>(`meta[name="${DOCS_TAG_META}"]`)?.content || undefined);
}
