// react-router's route match for a page, as pxdocs's router gives it when the
// build renders a page (theme/components/mdx/docusaurus-client.tsx) and in an
// island (theme/islands/site/docusaurus.tsx): a page's route is its own path,
// matched exactly, with no parameters (docs routes have none).

export interface RouteMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** The page's own route. */
export function pageMatch(pathname: string): RouteMatch {
  return { path: pathname, url: pathname, isExact: true, params: {} };
}

/**
 * `useRouteMatch(path)`: the page's route, or, given a path (a router path: with the base
 * URL, as Docusaurus's routes have it), its match when it is the page's path, a trailing
 * slash aside; null otherwise. Patterns (`:id`) match nothing: no docs route has one.
 */
export function routeMatch(pathname: string, path?: string | { path?: string | string[] }): RouteMatch | null {
  const wanted = typeof path === 'string' ? [path] : path?.path === undefined ? undefined : [path.path].flat();
  if (!wanted) return pageMatch(pathname);
  const bare = (each: string) => each.replace(/\/+$/, '') || '/';
  return wanted.some((each) => bare(each) === bare(pathname)) ? pageMatch(pathname) : null;
}

/**
 * react-router's match of a route config (`{ path, exact }`, as a plugin's `addRoute` gives it and
 * `renderRoutes` matches it) at `pathname`: an exact route matches its path alone, another its path and
 * every path below it (a layout route and its nested routes), a trailing slash and case aside; null
 * otherwise. Patterns (`:id`) match only themselves: pxdocs builds a page per path, and has none for them.
 */
export function routeConfigMatch(pathname: string, path: string, exact = false): RouteMatch | null {
  const bare = (each: string) => each.replace(/\/+$/, '').toLowerCase();
  const wanted = bare(path);
  const given = bare(pathname);
  if (given !== wanted && (exact || !given.startsWith(`${wanted}/`))) return null;
  const url = pathname.slice(0, wanted.length) || '/';
  return { path, url, isExact: bare(url) === given, params: {} };
}
