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

/** An id as its version names it: the prefix taken off. */
export function ownId(id: string): string {
  return id.replace(/^version-[^/]+\//, '');
}
