// What a Docusaurus site's components import the webpack way, read alike by
// the pages' bundle (bundle-pages.ts) and the islands' browser bundle
// (site-islands.ts), so a component gets the same values in both.
import { readFileSync } from 'node:fs';
import type { PluginBuild } from 'esbuild';

/** Webpack's `!!raw-loader!./file` (Docusaurus sites import files' text this way). */
export const RAW_LOADER = /^!!raw-loader!/;

/**
 * Files a page imports for their URL, as webpack's asset modules give it in
 * Docusaurus (`import url from './a.png'`, `require('./a.pdf').default`).
 * SVG is not among them: Docusaurus imports it as a React component.
 */
export const ASSET = /\.(png|jpe?g|gif|webp|avif|ico|bmp|pdf|zip|gz|tgz|mp4|webm|ogg|mp3|wav|woff2?|ttf|otf|eot|csv|xlsx?|docx?|pptx?)$/i;

/**
 * `!!raw-loader!` imports, to the `pxdocs-raw` namespace (`loadRawText` gives
 * their text). Two calls, as a plugin orders them among its own: esbuild takes
 * the first callback that answers, so a plugin registers each where it belongs.
 */
export function resolveRawText(builder: PluginBuild): void {
  builder.onResolve({ filter: RAW_LOADER }, async (args) => {
    const result = await builder.resolve(args.path.replace(RAW_LOADER, ''), { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
    return result.errors.length ? { errors: result.errors } : { path: result.path, namespace: 'pxdocs-raw' };
  });
}

/**
 * A `pxdocs-raw` module: an ES module whose default is the file's text, so
 * `import x from '!!raw-loader!…'` and webpack's `require('!!raw-loader!…').default`
 * both get the text, as with raw-loader.
 */
export function loadRawText(builder: PluginBuild): void {
  builder.onLoad({ filter: /.*/, namespace: 'pxdocs-raw' }, (args) => ({ contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`, loader: 'js' }));
}
