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
 * What a further docs instance's doc and sidebar ids start with inside pxdocs (see
 * `DocsInstance.prefix` in compiler/config/docs-model.ts): `#<id>/`. No doc id holds a `#` (a
 * page's route may not), so no doc of the first instance can look like another instance's.
 */
export function instancePrefix(id: string): string {
  return `#${id}/`;
}

/** The further docs instance whose prefix an id (or a sidebar's) has, if any. */
export function instanceOfId(id: string): string | undefined {
  return id.startsWith('#') ? /^#([^/]+)\//.exec(id)?.[1] : undefined;
}

/** Whether an id is a further docs instance's. */
export function isInstanceId(id: string): boolean {
  return instanceOfId(id) !== undefined;
}

/** An id as its instance and version name it: the prefixes taken off. */
export function ownId(id: string): string {
  return id.replace(/^#[^/]+\//, '').replace(/^version-[^/]+\//, '');
}
