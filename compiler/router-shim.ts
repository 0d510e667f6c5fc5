// A site's imports of react-router-dom and react-router, Docusaurus's router
// (version 5). Docusaurus renders every page inside the package's Router;
// pxdocs renders a page once, and hydrates islands alone, with no Router: the
// package's hooks read an undefined context ("reading 'location'"). So such an
// import is the installed package with pxdocs's router over it (its hooks,
// links and redirect), its other exports (`matchPath`) the package's own. The
// page's bundle takes pxdocs's router from `@docusaurus/router`
// (bundle-pages.ts), an island's from the browser's (site-islands.ts).
import type { PluginBuild } from 'esbuild';

/**
 * Resolves the site's (and its pages') imports of react-router(-dom) to a module, in `namespace`,
 * re-exporting the installed package with `own` (an export statement) over it. The package's own
 * files importing each other keep the package; an import that does not resolve is left as it is.
 */
export function routerShim(builder: PluginBuild, namespace: string, own: string, resolveDir: string): void {
  builder.onResolve({ filter: /^react-router(?:-dom)?$/ }, async (args) => {
    if (args.namespace === namespace || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
    const real = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, namespace });
    if (real.errors.length || real.external) return undefined;
    return { path: real.path, namespace };
  });
  builder.onLoad({ filter: /.*/, namespace }, (args) => ({ contents: `export * from ${JSON.stringify(args.path)};\n${own}`, loader: 'js', resolveDir }));
}
