// What scripts/compile.mjs (pxdocs to dist/) and scripts/compile-tests.mjs (the
// tests to dist/test/) share: the folders compiled to dist/, esbuild's settings
// for Node ESM, and a plugin that keeps each bundled module's import.meta.url.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The folders compiled to dist/; theme/shared is code both the build and the browser run (the search engine). */
export const COMPILED_ROOTS = ['cli', 'compiler', 'server', 'theme/components', 'theme/shared'];

/** esbuild's settings for modules Node 20 loads as ESM. */
export const NODE_ESM = { format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' };

/**
 * Bundling moves modules into another file, and with them the paths they derive
 * from import.meta.url (package root, fixtures, createRequire): for each file
 * `accept`ed, this plugin replaces import.meta.url by the JavaScript expression
 * `urlOf(path)` returns, the module's own URL again.
 */
export function ownImportMetaUrl(filter, accept, urlOf) {
  return {
    name: 'own-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter }, (args) => {
        if (!accept(args.path)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
        return { contents: text.replaceAll('import.meta.url', urlOf(args.path)), loader, resolveDir: dirname(args.path) };
      });
    },
  };
}
