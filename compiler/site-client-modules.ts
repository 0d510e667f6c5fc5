// A site's `clientModules` (Docusaurus's config key): modules of the site that
// run in the browser on every page, to start an analytics SDK, watch route
// changes, add a widget. Their scripts are bundled by esbuild into one hashed
// module script every page loads after the theme's islands, with the runtime
// that calls their lifecycles as Docusaurus does (theme/islands/lib/
// client-lifecycles.ts); a stylesheet among them joins the site's stylesheet
// (buildClientAssets), as Docusaurus loads it on every page too. Bundled on
// every build, like the site's CSS: a few files, milliseconds.
import { build, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { esbuildFailure } from './errors.js';
import { pxErrors } from './errors/catalogue.js';
import { PACKAGE_ROOT } from './package-root.js';
import { siteRootedUrls, STYLESHEET_FILE_LOADERS } from './site-css.js';
import { SASS } from './sass.js';
import { postcssEsbuildPlugin, sitePostcss } from './postcss.js';

const THEME_DIR = resolve(PACKAGE_ROOT, 'theme');

export interface SiteScript {
  files: { path: string; contents: Uint8Array }[];
  /** The module script's URL (undefined when every client module is a stylesheet). */
  script?: string;
  /** Stylesheets the scripts import (`import './widget.css'`), linked after the site's. */
  css: string[];
}

const STYLESHEET = /\.css$/i;

/** Whether a client module is a stylesheet (bundled with the site's `customCss`) rather than a script. */
export function isStyleModule(path: string): boolean {
  return STYLESHEET.test(path) || SASS.test(path);
}

/** The site's script client modules bundled, with the lifecycle runtime (`paths` from `cwd`, stylesheets left out). */
export async function bundleClientModules(cwd: string, paths: string[], minify = true, base = '/'): Promise<SiteScript> {
  const scripts = paths.filter((path) => !isStyleModule(path));
  if (!scripts.length) return { files: [], css: [] };
  const missing = scripts.find((path) => !existsSync(resolve(cwd, path)));
  if (missing !== undefined) throw pxErrors.ClientModuleDoesNotCompile.create({ message: `The client module "${missing}" does not exist in ${cwd}.` });
  const runtime = resolve(THEME_DIR, 'islands', 'lib', 'client-lifecycles.ts');
  const entry = [
    `import { runClientModules } from ${JSON.stringify(runtime)};`,
    // Relative to the site folder, as the config writes them.
    ...scripts.map((path, index) => `import * as module${index} from ${JSON.stringify(`./${relative(cwd, resolve(cwd, path)).split('\\').join('/')}`)};`),
    `runClientModules([${scripts.map((_, index) => `module${index}`).join(', ')}]);`,
  ].join('\n');
  // The site's PostCSS plugins on the stylesheets among them (postcss.ts).
  const post = await sitePostcss(cwd);
  try {
    const result = await build({
      stdin: { contents: entry, loader: 'js', resolveDir: cwd, sourcefile: 'clientModules' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify,
      write: false,
      absWorkingDir: cwd,
      outdir: 'assets',
      entryNames: 'site-modules-[hash]',
      assetNames: 'site-assets/[name]-[hash]',
      loader: { ...STYLESHEET_FILE_LOADERS, '.js': 'jsx' },
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [docusaurusModules(cwd), siteRootedUrls(base), ...(post ? [postcssEsbuildPlugin(post)] : [])],
      logLevel: 'silent',
    });
    const files = result.outputFiles.map((file) => ({ path: relative(cwd, file.path).split('\\').join('/'), contents: file.contents }));
    const script = files.find((file) => file.path.endsWith('.js'));
    return { files, ...(script ? { script: `/${script.path}` } : {}), css: files.filter((file) => file.path.endsWith('.css')).map((file) => `/${file.path}`) };
  } catch (error) {
    throw esbuildFailure(error, pxErrors.ClientModuleDoesNotCompile);
  }
}

/**
 * What client modules import from Docusaurus: `@docusaurus/ExecutionEnvironment`
 * (they run in the browser: it can use the DOM) and `@site/` (the site folder).
 */
function docusaurusModules(cwd: string): Plugin {
  return {
    name: 'pxdocs-client-module-imports',
    setup(builder) {
      builder.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, () => ({ path: resolve(THEME_DIR, 'islands', 'lib', 'execution-environment.ts') }));
      builder.onResolve({ filter: /^@site\// }, (args) => builder.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: cwd, kind: args.kind }));
    },
  };
}
