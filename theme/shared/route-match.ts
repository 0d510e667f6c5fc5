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
