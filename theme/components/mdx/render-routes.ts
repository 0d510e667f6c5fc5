// `@docusaurus/renderRoutes` (react-router-config's renderRoutes), for the pages a
// site plugin adds (compiler/plugin-routes.ts), whose module renders its route tree
// with it as Docusaurus's App renders every route: the first route matching the page
// is drawn, its component given what react-router 5's <Route> gives under
// Docusaurus's server render (a StaticRouter): `history`, `location`, `match` and
// `staticContext`, with `route`. A layout route's component draws its nested routes
// with `renderRoutes(props.route.routes)`, as the docs plugin's do.
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { RouteMatchContext, usePage } from '../context.js';
import { useHistory } from './docusaurus-client.js';
import { routeConfigMatch, type RouteMatch } from '../../shared/route-match.js';
import { stripBase } from '../../shared/base-url.js';
import { sitePathname } from './useBaseUrl.js';
import type { SiteData } from '../types.js';

/** The histories given to route components: an island of one gets the browser's (SiteIsland.tsx). */
const histories = new WeakSet<object>();

/** Whether `value` is the `history` renderRoutes gave a route's component. */
export function isRouteHistory(value: unknown): boolean {
  return typeof value === 'object' && value !== null && histories.has(value);
}

export interface RouteConfig {
  path?: string;
  exact?: boolean;
  component?: ComponentType<Record<string, unknown>>;
  render?: (props: Record<string, unknown>) => ReactNode;
  routes?: RouteConfig[];
}

/** The routes as a react-router <Switch>: the first that matches the page, drawn; nothing when none does. */
export default function renderRoutes(routes: RouteConfig[] | undefined, extraProps: Record<string, unknown> = {}): ReactNode {
  return routes ? createElement(RoutesSwitch, { routes, extraProps }) : null;
}

function RoutesSwitch({ routes, extraProps }: { routes: RouteConfig[]; extraProps: Record<string, unknown> }): ReactNode {
  const { site, page } = usePage();
  const history = useHistory();
  // A StaticRouter's location: no key and no state (what Docusaurus's server render gives).
  const location = { pathname: history.location.pathname, search: '', hash: '' };
  const parent = useContext(RouteMatchContext);
  for (const route of routes) {
    // A route without a path matches wherever its Switch is drawn, given the match around it (the root's at the top).
    const match: RouteMatch | null = route.path === undefined ? parent ?? { path: '/', url: '/', isExact: page.permalink === '/', params: {} } : basedMatch(site, page.permalink, route.path, route.exact);
    if (!match) continue;
    // Docusaurus's routerContext is an empty object its render hands every route.
    const routeHistory = { ...history, location };
    histories.add(routeHistory);
    const props = { history: routeHistory, location, match, staticContext: {}, ...extraProps, route };
    const drawn = route.render ? route.render(props) : route.component ? createElement(route.component, props) : null;
    return createElement(RouteMatchContext.Provider, { value: match }, drawn);
  }
  return null;
}

/**
 * The match at the page of a route whose path holds the base URL, as Docusaurus's do (a path without it is taken as below
 * the base). The page renders base-free, its paths' base a mark (useBaseUrl.ts): matched without it, the url given with it.
 */
function basedMatch(site: SiteData, permalink: string, path: string, exact: boolean | undefined): RouteMatch | null {
  const match = routeConfigMatch(permalink, stripBase(site.base ?? '/', path) ?? path, exact);
  return match && { ...match, path, url: sitePathname(site, match.url) };
}
