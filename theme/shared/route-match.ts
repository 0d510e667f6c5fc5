// react-router's route match for a page, as pxdocs's router gives it when the
// build renders a page (theme/components/mdx/docusaurus-client.tsx) and in an
// island (theme/islands/site/docusaurus.tsx): a page's route is its own path,
// matched exactly, with no parameters (docs routes have none); a plugin's route
// config is matched as react-router matches it (`routeConfigMatch`), and below
// it the hooks answer its match (components/context.tsx `RouteMatchContext`).

import pathToRegexp from 'path-to-regexp';

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
 * `useRouteMatch(path)` outside a plugin route: the page's route; given a path (a router path: with the base URL, as
 * Docusaurus's routes have it) or `{ path, exact }`, react-router 5's matchPath of it at the page (the first of a list
 * that matches; `/docs` matches below it unless exact); null when none does.
 */
export function routeMatch(pathname: string, path?: string | { path?: string | string[]; exact?: boolean }): RouteMatch | null {
  if (path === undefined) return pageMatch(pathname);
  const { path: wanted, exact } = typeof path === 'string' ? { path, exact: false } : path;
  if (wanted === undefined) return pageMatch(pathname);
  for (const each of [wanted].flat()) {
    const match = routeConfigMatch(pathname, each, exact);
    if (match) return match;
  }
  return null;
}

/**
 * react-router's match of a route config (`{ path, exact }`, as a plugin's `addRoute` gives it and
 * `renderRoutes` matches it) at `pathname`, as react-router 5's matchPath: the path compiled by
 * path-to-regexp 1.x, as react-router 5 compiles it (`:id`, `:id?`, `:id*`, `:id+`, `:id(\\d+)`, `(re)`, `*`), a trailing
 * slash and case aside; an exact route matches its path alone, another every path below it too (a
 * layout route and its nested routes); null otherwise. Docusaurus builds a route with a parameter at
 * its path as written (`/x/:id`), so there `params` is `{ id: ':id' }`, as its server render gives it.
 */
export function routeConfigMatch(pathname: string, path: string, exact = false): RouteMatch | null {
  const { regexp, keys } = compiled(path, exact);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const [url, ...values] = found as unknown as [string, ...(string | undefined)[]];
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  const params: Record<string, string> = {};
  keys.forEach((key, index) => {
    // react-router 5 leaves an unmatched optional parameter undefined, which JSON drops: so does this.
    if (values[index] !== undefined) params[key] = values[index]!;
  });
  return { path, url: path === '/' && url === '' ? '/' : url, isExact, params };
}

/** The source of the regular expression react-router matches a route's path with, when it has parameters (or none, unless `always`). */
export function routePathPattern(path: string, exact = false, always = false): string | undefined {
  const { regexp, keys } = compiled(path, exact);
  return keys.length || always ? regexp.source : undefined;
}

const compiledPaths = new Map<string, { regexp: RegExp; keys: string[] }>();

/** react-router 5's `compilePath`: path-to-regexp 1.x (the version it depends on) with `{ end: exact, strict: false, sensitive: false }`, kept per path. */
function compiled(path: string, exact: boolean): { regexp: RegExp; keys: string[] } {
  const cacheKey = `${exact ? 1 : 0}${path}`;
  const known = compiledPaths.get(cacheKey);
  if (known) return known;
  const keys: pathToRegexp.Key[] = [];
  const regexp = pathToRegexp(path, keys, { end: exact, strict: false, sensitive: false });
  const made = { regexp, keys: keys.map((key) => String(key.name)) };
  compiledPaths.set(cacheKey, made);
  return made;
}

/**
 * A route's path with its optional parameters left out (`/y/:slug?` → `/y`, `/a/:b?/c` → `/a/c`): a path the route
 * matches, with no `?` or `*` a file name or URL would trip on. The path itself when it has none, or when what is left
 * would not be matched by the route.
 */
export function pathWithoutOptionals(path: string, exact = false): string {
  const tokens = pathToRegexp.parse(path);
  if (!tokens.some((token) => typeof token !== 'string' && token.optional)) return path;
  const kept = tokens.map((token) => {
    if (typeof token === 'string') return token;
    if (token.optional) return '';
    if (token.asterisk) return `${token.prefix}*`;
    if (typeof token.name === 'number') return `${token.prefix}(${token.pattern})`;
    // path-to-regexp's own pattern for a plain `:name`: anything but its delimiter, escaped as its escapeString does.
    const delimiter = token.delimiter.replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&');
    const plain = token.pattern === `[^${delimiter}]+?`;
    return `${token.prefix}:${token.name}${plain ? '' : `(${token.pattern})`}${token.repeat ? '+' : ''}`;
  }).join('') || '/';
  return routeConfigMatch(kept, path, exact) ? kept : path;
}
