// Routes a site plugin adds (`actions.addRoute({ path, component, modules })`)
// are built as React pages of src/pages are (discover-pages.ts): Docusaurus
// renders the route's component with each of its modules loaded as a prop
// (`props.data`, the JSON `createData` wrote) and the route itself as `route`.
// pxdocs writes a small module per route beside the plugin's generated files,
// which imports the component and the modules and renders the one with the
// others, and makes it the page's file: the bundler resolves `@site/…` and
// `@theme/…` in it as in any page, and the page cache follows the JSON through
// the bundle's inputs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import type { Doc } from './discover.js';
import type { Diagnostic } from './diagnostics.js';
import type { PluginRoute } from './site-plugins.js';
import { textHash } from './page-text.js';
import { joinPermalink, unsafePermalinkReason } from './paths.js';
import { titleCase } from './discover.js';

/** A plugin route's id: no doc id or pages folder id starts so. */
const PLUGIN_ROUTE_ID_PREFIX = '@plugin-routes/';

/**
 * A React page record for each route the plugins added, its module written under `generatedDir`;
 * a route at a path some page already has, or whose path cannot be a file, is said and left out.
 */
export function pluginRouteDocs(routes: readonly PluginRoute[], taken: ReadonlySet<string>, generatedDir: string, cwd: string, where: { file: string }): { docs: Doc[]; warnings: Diagnostic[] } {
  const docs: Doc[] = [];
  const warnings: Diagnostic[] = [];
  const seen = new Set(taken);
  for (const route of routes) {
    const permalink = joinPermalink(route.path);
    const said = `The site plugin ${route.plugin} adds the route "${route.path}" (actions.addRoute)`;
    const unsafe = unsafePermalinkReason(permalink);
    if (unsafe) {
      warnings.push({ kind: 'site-plugin', message: `${said}, which cannot be a page: ${unsafe}. Nothing is built for it.`, where });
      continue;
    }
    if (seen.has(permalink)) {
      warnings.push({ kind: 'site-plugin', message: `${said}, where another page already is: that page is kept, as Docusaurus's duplicate routes leave one. Give the route another path.`, where });
      continue;
    }
    seen.add(permalink);
    const text = routeModule(route, permalink);
    const file = join(generatedDir, route.name, 'routes', `${createHash('sha256').update(permalink).digest('hex').slice(0, 16)}.jsx`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    // Titled as a React page is until its Layout gives one (the last segment of its path).
    const title = titleCase(permalink.split('/').filter(Boolean).pop() ?? '') || 'Home';
    docs.push({
      id: PLUGIN_ROUTE_ID_PREFIX + permalink.slice(1), area: '', file, source: relative(cwd, file).split(sep).join('/'), permalink, folder: '', isIndex: false,
      textHash: textHash(text), page: 'react', format: 'mdx', frontMatter: {}, title, titleInBody: false, description: '', label: title, unlisted: false, draft: false,
    });
  }
  return { docs, warnings };
}

/** The page's module: the route's component, given its modules' default exports and the route's `route`, `location` and `match` as props. */
function routeModule(route: PluginRoute, permalink: string): string {
  const props = Object.keys(route.modules);
  const imports = props.map((prop, index) => `import module${index} from ${JSON.stringify(route.modules[prop])};`);
  const given = props.map((prop, index) => `${JSON.stringify(prop)}: module${index}`);
  // What react-router gives a route's component besides the modules (no history: nothing navigates on the server).
  const routeProps = {
    route: { path: permalink, exact: route.exact, component: route.component },
    location: { pathname: permalink, search: '', hash: '' },
    match: { path: permalink, url: permalink, isExact: true, params: {} },
  };
  return [
    `import Component from ${JSON.stringify(route.component)};`,
    ...imports,
    `const props = { ${[...Object.entries(routeProps).map(([prop, value]) => `${prop}: ${JSON.stringify(value)}`), ...given].join(', ')} };`,
    'export default function PluginRoute() {',
    '  return <Component {...props} />;',
    '}',
    '',
  ].join('\n');
}
