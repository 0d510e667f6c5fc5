// Routes a site plugin adds (`actions.addRoute({ path, component, modules })`)
// are built as React pages of src/pages are (discover-pages.ts): Docusaurus
// renders the route's component with each of its modules loaded as a prop
// (`props.data`, the JSON `createData` wrote) and react-router's props. A layout
// route (`routes` inside, as the docs plugin adds) is a page at each of its final
// routes, as Docusaurus builds them, drawn by the layout's component, which draws
// the nested route with `renderRoutes(props.route.routes)`.
// pxdocs writes a small module per page beside the plugin's generated files,
// which renders the route with `@docusaurus/renderRoutes` (its props made there,
// theme/components/mdx/render-routes.ts) and imports the components and modules of
// the routes the page draws; it is the page's file: the bundler resolves `@site/…`
// and `@theme/…` in it as in any page, and the page cache follows the JSON through
// the bundle's inputs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import type { Doc } from './discover.js';
import type { Diagnostic } from './diagnostics.js';
import type { PluginRoute, PluginRouteNode } from './site-plugins.js';
import { pathWithoutOptionals, routeConfigMatch, routePathPattern } from '../theme/shared/route-match.js';
import type { RoutePattern } from '../theme/shared/route-patterns.js';
import { stripBase } from '../theme/shared/base-url.js';
import { textHash } from './page-text.js';
import { joinPermalink, unsafePermalinkReason } from './paths.js';
import { titleCase } from './discover.js';

/** A plugin route's id: no doc id or pages folder id starts so. */
const PLUGIN_ROUTE_ID_PREFIX = '@plugin-routes/';

/**
 * A React page record for each final route the plugins added (a route, or a layout route's nested one), and for each
 * layout route's own path, its module written under `generatedDir`; a route at a path some page already has, or whose
 * path cannot be a file, is said and left out.
 */
export function pluginRouteDocs(routes: readonly PluginRoute[], taken: ReadonlySet<string>, generatedDir: string, cwd: string, where: { file: string }, base = '/'): { docs: Doc[]; warnings: Diagnostic[]; patterns: RoutePattern[] } {
  // A Docusaurus route's path holds the base URL (plugins add `${baseUrl}my-page`): the page is at that path below the base.
  const sitePath = (path: string) => stripBase(base, path) ?? path;
  const docs: Doc[] = [];
  const warnings: Diagnostic[] = [];
  // The paths a page of a route with parameters, or a layout's page, stands for (theme/shared/route-patterns.ts), in route order.
  const patterns: RoutePattern[] = [];
  const seen = new Set(taken);
  // A layout route's own path (`/x`, and any path below it no nested route matches): Docusaurus builds no page there,
  // its host answers 404.html, and its client router draws the layout with nothing nested inside. Here that is a page
  // drawn so, unlisted (noindex, no sitemap entry, as a 404 answer is never indexed), which stands for those paths.
  const pagePath = (node: PluginRouteNode) => joinPermalink(pathWithoutOptionals(sitePath(node.path), node.exact));
  // A route's own page comes first wherever it is: a layout draws nothing at a path some route is built at.
  const finals = new Set(routes.flatMap(routesInOrder).filter((node) => !node.routes).map(pagePath));
  const layoutPage = (route: PluginRoute, layout: PluginRouteNode) => {
    const permalink = pagePath(layout);
    if (unsafePermalinkReason(permalink) || seen.has(permalink) || finals.has(permalink)) return;
    const drawn = drawnRoutes(route, permalink, sitePath);
    if (drawn.at(-1) !== layout) return;
    seen.add(permalink);
    patterns.push([routePathPattern(sitePath(layout.path), layout.exact, true)!, permalink]);
    docs.push(pageDoc(route, permalink, drawn, true, generatedDir, cwd));
  };
  for (const route of routes) {
    // In the order react-router's Switches try them, a layout route after those nested in it (so the 404 page's table
    // takes the closest route first).
    for (const node of routesInOrder(route)) {
      if (node.routes) {
        layoutPage(route, node);
        continue;
      }
      const final = node;
      // A route with optional parameters (`/y/:slug?`) is written where it matches with them left out (`/y`): Docusaurus
      // writes `y/:slug?/index.html`, a name Windows refuses and no URL reaches (`?` starts a query), and draws the route
      // at `/y` and `/y/7` with its client router; here `/y` is that page, and `/y/7` is served by it (the patterns below).
      const permalink = pagePath(final);
      const said = `The site plugin ${route.plugin} adds the route "${final.path}" (actions.addRoute${final === route ? '' : `, nested in "${route.path}"`})`;
      const unsafe = unsafePermalinkReason(permalink);
      if (unsafe) {
        warnings.push({ kind: 'site-plugin', message: `${said}, which cannot be a page: ${unsafe}. Nothing is built for it.`, where });
        continue;
      }
      if (seen.has(permalink)) {
        warnings.push({ kind: 'site-plugin', message: `${said}, where another page already is: that page is kept, as Docusaurus's duplicate routes leave one. Give the route another path.`, where });
        continue;
      }
      const drawn = drawnRoutes(route, permalink, sitePath);
      if (!drawn.length) {
        warnings.push({ kind: 'site-plugin', message: `${said}, which is not below the path of the route it is nested in: react-router matches neither there, so Docusaurus draws no route on that page. Nothing is built for it; give it a path below "${route.path}".`, where });
        continue;
      }
      seen.add(permalink);
      const pattern = routePathPattern(sitePath(final.path), final.exact);
      if (pattern) patterns.push([pattern, permalink]);
      docs.push(pageDoc(route, permalink, drawn, false, generatedDir, cwd));
    }
  }
  return { docs, warnings, patterns };
}

/** The React page record drawing `drawn` (outermost first) at `permalink`, its module written beside the plugin instance's data. */
function pageDoc(route: PluginRoute, permalink: string, drawn: readonly PluginRouteNode[], unlisted: boolean, generatedDir: string, cwd: string): Doc {
  const text = routeModule(route, new Set(drawn));
  // In the plugin instance's folder (where its createData writes: `<name>/<id>/`), under a name no data file takes.
  const file = join(generatedDir, route.name, route.id, '__routes', `${createHash('sha256').update(permalink).digest('hex').slice(0, 16)}.jsx`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  // Titled as a React page is until its Layout gives one (the last segment of its path).
  const title = titleCase(permalink.split('/').filter(Boolean).pop() ?? '') || 'Home';
  return {
    id: PLUGIN_ROUTE_ID_PREFIX + permalink.slice(1), area: '', file, source: relative(cwd, file).split(sep).join('/'), permalink, folder: '', isIndex: false,
    textHash: textHash(text), page: 'react', plugin: route.name, ...(route.id === 'default' ? {} : { pluginId: route.id }), format: 'mdx', frontMatter: {}, title, titleInBody: false, description: '', label: title, unlisted, draft: false,
  };
}

/** A route and those nested in it, each after those nested in it. */
function routesInOrder(route: PluginRouteNode): PluginRouteNode[] {
  return route.routes ? [...route.routes.flatMap(routesInOrder), route] : [route];
}

/** The routes drawn at `permalink`, outermost first: at each level the first that matches, as react-router's Switch picks. */
function drawnRoutes(route: PluginRouteNode, permalink: string, sitePath: (path: string) => string): PluginRouteNode[] {
  if (!routeConfigMatch(permalink, sitePath(route.path), route.exact)) return [];
  const nested = route.routes?.find((each) => routeConfigMatch(permalink, sitePath(each.path), each.exact));
  return [route, ...(nested ? drawnRoutes(nested, permalink, sitePath) : [])];
}

/**
 * The page's module: the route tree rendered with `@docusaurus/renderRoutes`. The routes drawn on the page have their
 * components, given their modules' default exports as props (props react-router gives win, as Docusaurus's route
 * components spread them last); the others draw nothing here (each is drawn on a page of its own).
 */
function routeModule(route: PluginRouteNode, drawn: ReadonlySet<PluginRouteNode>): string {
  const imports: string[] = [];
  const config = (node: PluginRouteNode): string => {
    let component = 'elsewhere';
    if (drawn.has(node)) {
      const index = imports.length;
      imports.push(`import Component${index} from ${JSON.stringify(node.component)};`);
      const given = Object.entries(node.modules).map(([prop, module], each) => {
        imports.push(`import module${index}_${each} from ${JSON.stringify(module)};`);
        return `${JSON.stringify(prop)}: module${index}_${each}`;
      });
      component = `(props) => <Component${index} {...{ ${given.join(', ')} }} {...props} />`;
    }
    const fields = [`path: ${JSON.stringify(node.path)}`, ...(node.exact === undefined ? [] : [`exact: ${node.exact}`]), `component: ${component}`];
    if (node.routes) fields.push(`routes: [${node.routes.map(config).join(', ')}]`);
    return `{ ${fields.join(', ')} }`;
  };
  const routes = config(route);
  return [
    "import renderRoutes from '@docusaurus/renderRoutes';",
    ...imports,
    'const elsewhere = () => null;',
    `const routes = [${routes}];`,
    'export default function PluginRoute() {',
    '  return renderRoutes(routes);',
    '}',
    '',
  ].join('\n');
}
