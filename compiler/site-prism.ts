// A Docusaurus site's own Prism languages. Docusaurus lets a site swizzle
// `src/theme/prism-include-languages.js`, a function given the Prism object that
// registers grammars (`Prism.languages['questdb-sql'] = {…}`), often from files
// of the site's that write to a global `Prism`. pxdocs highlights with refractor,
// whose object is Prism's (its `languages`, `extend`, `insertBefore`), so the
// site's function runs as it would in Docusaurus: bundled once here, then run in
// every thread that highlights (a worker gets the bundled code, not the file).
//
// What the Docusaurus template around it needs is supplied: the original it may
// wrap (`@theme-original/prism-include-languages`) does nothing, its config import
// answers with no additional languages (pxdocs loads those itself, from
// highlight.additionalLanguages), `prismjs/components/prism-X` is refractor's
// grammar of X, so a site grammar that extends `sql` finds it, and Docusaurus 2's
// template (`if (ExecutionEnvironment.canUseDOM) { window.Prism = PrismObject; … }`)
// runs as in the browser, where its languages highlight: `canUseDOM` is true and
// `window` is the global object. A file that does not bundle is a warning, as one
// that throws is: its languages are plain text, the pages build.
import { themeFolders } from './theme-folders.js';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { refractor } from 'refractor';
import { hash } from './cache.js';
import type { Diagnostic } from './diagnostics.js';
import { PACKAGE_ROOT } from './package-root.js';

/** Where Docusaurus looks for the swizzled file (any of its script extensions). */
const FILES = ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs'].map((ext) => `prism-include-languages.${ext}`);

export interface SitePrism {
  /** The file, relative to the site folder (for messages). */
  file: string;
  /** The file and what it imports, bundled to one CommonJS module. */
  code: string;
  /** Of the bundled code: part of the cache's salt, so an edited grammar highlights every page again. */
  hash: string;
}

/** The site's swizzled prism-include-languages, bundled; undefined when it has none. */
export async function bundleSitePrism(cwd: string): Promise<SitePrism | undefined> {
  // The first theme folder's (src/theme, then the themes': theme-folders.ts).
  const file = themeFolders(cwd).flatMap((folder) => FILES.map((name) => join(folder, name))).find((path) => existsSync(path));
  if (!file) return undefined;
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      // The places in its errors are relative to this (else to the current folder: a site built with --cwd was named wrongly).
      absWorkingDir: cwd,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      plugins: [docusaurusShims()],
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    // Not bundled (an import that does not resolve): running it throws the reason (a string), which registerSitePrism reports.
    code = `throw ${JSON.stringify(bundleFailure(error, cwd))};`;
  }
  return { file: relative(cwd, file), code, hash: hash(code) };
}

/** esbuild's first error, with the place it names (`Could not resolve "x" at src/theme/a.js:3:7`). */
function bundleFailure(error: unknown, cwd: string): string {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors?.[0];
  if (!first) return error instanceof Error ? error.message : String(error);
  const at = first.location ? ` at ${relative(cwd, join(cwd, first.location.file))}:${first.location.line}:${first.location.column + 1}` : '';
  return `${first.text}${at}`;
}

/** `@docusaurus/ExecutionEnvironment` as a browser answers it: the template registers its languages only there. */
const EXECUTION_ENVIRONMENT = 'const env = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true }; export default env;';

function docusaurusShims(): Plugin {
  return {
    name: 'pxdocs-site-prism',
    setup(builder) {
      builder.onResolve({ filter: /^@generated\/docusaurus\.config$/ }, () => ({ path: 'config', namespace: 'pxdocs-prism-shim' }));
      builder.onLoad({ filter: /^config$/, namespace: 'pxdocs-prism-shim' }, () => ({
        contents: 'export default { themeConfig: { prism: { additionalLanguages: [] } } };',
        loader: 'js',
      }));
      // A wrapping swizzle (OpenC3/cosmos: `import original from '@theme-original/prism-include-languages'`,
      // called before its own grammar): Docusaurus's function only loads additionalLanguages, which
      // pxdocs loads itself, so the original is a function that does nothing.
      builder.onResolve({ filter: /^@theme-(original|init)\/prism-include-languages$/ }, () => ({ path: 'original', namespace: 'pxdocs-prism-shim' }));
      builder.onLoad({ filter: /^original$/, namespace: 'pxdocs-prism-shim' }, () => ({ contents: 'export default function prismIncludeLanguages() {}', loader: 'js' }));
      builder.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, () => ({ path: 'execution-environment', namespace: 'pxdocs-prism-shim' }));
      builder.onLoad({ filter: /^execution-environment$/, namespace: 'pxdocs-prism-shim' }, () => ({ contents: EXECUTION_ENVIRONMENT, loader: 'js' }));
      builder.onResolve({ filter: /^prismjs(\/|$)/ }, (args) => ({ path: args.path, namespace: 'pxdocs-prism-shim' }));
      builder.onLoad({ filter: /^prismjs/, namespace: 'pxdocs-prism-shim' }, async (args) => {
        const name = /^prismjs\/components\/prism-([\w-]+?)(?:\.min)?(?:\.js)?$/.exec(args.path)?.[1];
        // Prism itself, or a language refractor lacks: nothing to load (the global Prism is refractor).
        const grammar = name ? await builder.resolve(`refractor/${name}`, { resolveDir: PACKAGE_ROOT, kind: 'import-statement' }) : undefined;
        if (!grammar || grammar.errors.length) return { contents: 'export {};', loader: 'js' };
        return {
          contents: `import grammar from ${JSON.stringify(grammar.path)}; globalThis.Prism?.register?.(grammar);`,
          loader: 'js',
          resolveDir: PACKAGE_ROOT,
        };
      });
    },
  };
}

/**
 * Runs the site's function with refractor as its Prism object (and as the
 * global `Prism` its grammar files write to, as Docusaurus's own template sets
 * it). Returns the warning to give when it threw: its languages are then plain text.
 */
export function registerSitePrism(site: SitePrism, cwd: string): Diagnostic | undefined {
  const module = { exports: {} as Record<string, unknown> };
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = refractor;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the site's own code, bundled by bundleSitePrism
    // `window` is the global object, as in the browser Docusaurus runs the function in (its v2 template sets `window.Prism`).
    new Function('module', 'exports', 'require', 'window', site.code)(module, module.exports, createRequire(join(cwd, site.file)), globalThis);
    const register = (module.exports.default ?? module.exports) as unknown;
    if (typeof register === 'function') register(refractor);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'highlight', message: `The site's Prism languages could not be loaded: ${message}. Code in those languages is shown as plain text.`, where: { file: site.file } };
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}
