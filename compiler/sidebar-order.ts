// The order of a folder's items in a generated sidebar, as Docusaurus's generator sorts them
// (lodash `sortBy(items, ['position', 'source'])`): items with a position first, by position;
// then the rest by their file or folder name as written, in code-unit order, as lodash compares
// strings (`API`, `Beta`, `alpha`: capitals first). A locale-aware order put `alpha` first, so the
// sidebar and the previous/next links differed from Docusaurus's on folders mixing cases.

export interface SidebarPlace {
  position?: number;
  /** The file's or folder's name as written (number prefix included). */
  key: string;
}

export function sidebarOrder(a: SidebarPlace, b: SidebarPlace): number {
  return (a.position ?? Infinity) - (b.position ?? Infinity) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
