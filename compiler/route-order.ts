// The order Docusaurus keeps a site's routes in, which its sitemap plugin lists
// them in: core's sortRoutes over the plugins' route tree, then flattenRoutes.
// Each docs instance is a parent route (its route base) holding a parent per
// version, which holds the version's tag pages and a parent (the version's path
// again) of its docs and generated indexes; every other page is a leaf at the top.

/** A route to place: its path as Docusaurus writes it (under the base URL, a folder's slash), and its docs parents. */
export interface RouteToOrder<T> {
  path: string;
  value: T;
  /** A docs page's parents: its instance's route base, its version's path and priority, and whether it sits in the version's sidebar route (a doc, a generated index) or beside it (a tag page). */
  docs?: { instance: string; root: string; version: string; versionPriority?: number; sidebar: boolean };
}

interface Node<T> {
  path: string;
  priority?: number;
  routes?: Node<T>[];
  value?: T;
}

/** The values in Docusaurus's route order. */
export function docusaurusRouteOrder<T>(routes: readonly RouteToOrder<T>[], baseUrl: string): T[] {
  const top: Node<T>[] = [];
  const parents = new Map<string, Node<T>>();
  const parent = (key: string, path: string, within: Node<T>[], priority?: number): Node<T> => {
    let node = parents.get(key);
    if (!node) {
      node = { path, routes: [], ...(priority === undefined ? {} : { priority }) };
      parents.set(key, node);
      within.push(node);
    }
    return node;
  };
  for (const route of routes) {
    const leaf: Node<T> = { path: route.path, value: route.value };
    const docs = route.docs;
    if (!docs) {
      top.push(leaf);
      continue;
    }
    const root = parent(`${docs.instance}\0`, docs.root, top);
    const version = parent(`${docs.instance}\0${docs.version}`, docs.version, root.routes!, docs.versionPriority);
    const within = docs.sidebar ? parent(`${docs.instance}\0${docs.version}\0sidebar`, docs.version, version.routes!).routes! : version.routes!;
    within.push(leaf);
  }
  const flat: T[] = [];
  const flatten = (nodes: Node<T>[]) => {
    for (const node of sortRoutes(nodes, baseUrl)) {
      if (node.routes) flatten(node.routes);
      else flat.push(node.value as T);
    }
  };
  flatten(top);
  return flat;
}

/** Core's sortRoutes comparator (server/plugins/routeConfig.ts), the same tests in the same order. */
function sortRoutes<T>(nodes: Node<T>[], baseUrl: string): Node<T>[] {
  return [...nodes].sort((a, b) => {
    if (a.path === baseUrl && b.path !== baseUrl) return 1;
    if (a.path !== baseUrl && b.path === baseUrl) return -1;
    if (a.routes && !b.routes) return 1;
    if (!a.routes && b.routes) return -1;
    if (a.routes && b.routes && a.path !== b.path) {
      if (a.path.includes(b.path)) return -1;
      if (b.path.includes(a.path)) return 1;
    }
    if (a.priority || b.priority) {
      const score = (b.priority ?? 0) - (a.priority ?? 0);
      if (score !== 0) return score;
    }
    return a.path.localeCompare(b.path);
  });
}
