// The search filters of the page being read: its docs version's tag and its
// language, from the head metas the layout writes (client navigation keeps the
// tag current; another locale is another build), so a reader of version 2.0
// searches 2.0, and a reader of a French page French records, as Docusaurus's
// contextual search does.
import { DOCS_TAG_META, LANGUAGE_META, SEARCH_TAGS_ATTRIBUTE, facetFilters, type FacetFilters } from '../../shared/search-shape.js';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

export function pageFacetFilters(): FacetFilters {
  const more = document.querySelector(`meta[name="${DOCS_TAG_META}"]`)?.getAttribute(SEARCH_TAGS_ATTRIBUTE)?.split(' ').filter(Boolean);
  return facetFilters(meta(DOCS_TAG_META), meta(LANGUAGE_META), more);
}
