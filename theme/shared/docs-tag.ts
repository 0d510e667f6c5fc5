// A docs version's search tag. A module of its own, re-exported by search-shape.ts,
// so the core island (islands/lib/preferred-version.ts) takes the one function
// without search-shape's other top-level values (FACET_FILTERS is computed at load).

/** The unversioned docs' tag. */
export const DOCS_TAG = 'docs-default-current';

/** A docs version's search facet value, as Docusaurus tags its records (`docs-default-2.0`, a further docs instance's `docs-community-1.0`). */
export function docsTag(version = 'current', instance = 'default'): string {
  return `docs-${instance}-${version}`;
}
