// How pxdocs keeps a versioned site's ids apart: a released version's doc and
// sidebar ids start with `version-<name>/` (Docusaurus 1's spelling) inside
// pxdocs; the docs folder's (`current`) have no prefix. Authors never write it.
// Shared by the compiler and the theme (a component asking for its doc's id
// gets the version's own).

/** The prefix of a released version's ids ('' for the docs folder). */
export function versionIdPrefix(name: string, isCurrent: boolean): string {
  return isCurrent ? '' : `version-${name}/`;
}

/** Whether an id is a released version's (has a version prefix). */
export function isReleasedId(id: string): boolean {
  return /^version-[^/]+\//.test(id);
}

/**
 * Whether an id is a docs instance's after the first (`@<id>/…`, see `DocsInstance.prefix` in
 * compiler/config/docs-model.ts): such an instance's ids are told apart from the first's this way.
 */
export function isInstanceId(id: string): boolean {
  return /^@[^/]+\//.test(id);
}

/** An id as its instance and version name it: the prefixes taken off. */
export function ownId(id: string): string {
  return id.replace(/^@[^/]+\//, '').replace(/^version-[^/]+\//, '');
}
