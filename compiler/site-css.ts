// The site's own stylesheets (`customCss`, Docusaurus's classic theme option):
// bundled into one hashed stylesheet linked after the theme's, their @imports
// inlined and the files their url()s name published beside it. A site-rooted
// url(/img/a.png) stays a path of the static folder, as in Docusaurus (with the
// base URL in front unless it is written there already). Bundled
// on every build (a few files: milliseconds), after the theme's cached bundles.
// A Sass stylesheet (`custom.scss`, which Docusaurus sites compile with
// docusaurus-plugin-sass) is compiled by the site's own `sass` package first;
// then the site's PostCSS plugins run on each stylesheet (postcss.ts), when its
// folder has a PostCSS config (Tailwind CSS's `@tailwind`, say).
import { build, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { compileSass, SASS, siteSass, type Sass } from './sass.js';
import { postcssEsbuildPlugin, recordCssSyntax, sitePostcss, type SitePostcss } from './postcss.js';
import { esbuildFailure } from './errors.js';
import { decodedOrAsWritten } from './paths.js';
import { pxErrors } from './errors/catalogue.js';
import { withBase, withoutBase } from '../theme/shared/base-url.js';

export interface SiteCss {
  files: { path: string; contents: Uint8Array }[];
  /** The stylesheet's URL (one, or none without customCss). */
  css: string[];
}

/** The files a stylesheet's url()s name, published beside it (the site's CSS, and the CSS its client modules import). */
export const STYLESHEET_FILE_LOADERS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file' as const]));

/**
 * A url() or @import written from the site root in a stylesheet is a path of the static folder,
 * as in Docusaurus (with the base URL in front unless it is written there already). Only a
 * stylesheet's references: an `external` pattern would also catch the absolute paths esbuild
 * resolves modules to, and a script's own imports.
 */
export function siteRootedUrls(base: string, staticDirs?: string[]): Plugin {
  return {
    name: SITE_ROOTED_URLS,
    setup(builder) {
      builder.onResolve({ filter: /^\// }, (args) => {
        if (!STYLESHEET_REFERENCES.has(args.kind)) return undefined;
        const path = withoutBase(base, args.path);
        const resolved = { path: withBase(base, path), external: true };
        // Docusaurus's css-loader resolves such a url() in the static folders and fails the build on a
        // missing file; the link still works once the file is there, so pxdocs warns (esbuild adds where).
        if (!staticDirs || args.kind !== 'url-token' || inStaticFolder(staticDirs, path)) return resolved;
        return { ...resolved, warnings: [{ text: `url(${args.path}) names no file in the static folder${staticDirs.length === 1 ? '' : 's'}` }] };
      });
    },
  };
}

/** Names the warnings of a missing static file among the bundler's. */
const SITE_ROOTED_URLS = 'site-rooted-urls';

/** A site-rooted path (its query and fragment off: `/fonts/a.woff2?v=2#iefix`) is a file of one of the static folders. */
function inStaticFolder(staticDirs: string[], path: string): boolean {
  const file = decodedOrAsWritten(path.replace(/[?#].*$/s, ''));
  return staticDirs.some((dir) => existsSync(join(dir, file)));
}

const STYLESHEET_REFERENCES = new Set(['url-token', 'import-rule', 'composes-from']);

/**
 * `extra`: rules of pxdocs's own making for the site (its code themes, see
 * prism-theme-css.ts), after the site's stylesheets.
 */
export async function bundleSiteCss(cwd: string, paths: string[], minify = true, extra = '', base = '/', staticDirs?: string[]): Promise<SiteCss> {
  if (paths.length === 0 && !extra) return { files: [], css: [] };
  const missing = paths.find((path) => !existsSync(resolve(cwd, path)));
  if (missing !== undefined) throw pxErrors.SiteCssDoesNotCompile.create({ message: `The customCss file "${missing}" does not exist in ${cwd}.` });
  const sassFile = paths.find((path) => SASS.test(path));
  const sass = sassFile === undefined ? undefined : siteSass(cwd);
  if (sassFile !== undefined && !sass) throw pxErrors.SassNotInstalled.create({ file: sassFile });
  // Relative imports from the site folder: an absolute path would read as site-rooted (external) below.
  const imports = paths.map((path) => `@import ${JSON.stringify(`./${relative(cwd, resolve(cwd, path)).split('\\').join('/')}`)};`);
  const entry = [...imports, extra].join('\n');
  const post = await sitePostcss(cwd);
  try {
    const result = await build({
      stdin: { contents: entry, loader: 'css', resolveDir: cwd, sourcefile: 'customCss' },
      bundle: true,
      minify,
      write: false,
      absWorkingDir: cwd,
      outdir: 'assets',
      entryNames: 'site-[hash]',
      assetNames: 'site-assets/[name]-[hash]',
      loader: STYLESHEET_FILE_LOADERS,
      plugins: [siteRootedUrls(base, staticDirs), ...(sass ? [sassPlugin(sass, cwd, post)] : []), ...(post ? [postcssEsbuildPlugin(post)] : [])],
      logLevel: 'silent',
    });
    recordCssSyntax(result.warnings.flatMap((warning) => {
      // An unclosed block is reported at the file's end; its note says where the block opens, the place to look.
      const at = (/ to go with /.test(warning.text) ? warning.notes[0]?.location : undefined) ?? warning.location;
      if (!at || at.file === 'customCss' || at.file.split(/[\\/]/).includes('node_modules')) return [];
      const where = { file: resolve(cwd, at.file), line: at.line, column: at.column + 1, text: warning.text };
      return [warning.pluginName === SITE_ROOTED_URLS ? { ...where, missingStatic: true as const } : { ...where, syntax: true as const }];
    }));
    const files = result.outputFiles.map((file) => ({ path: relative(cwd, file.path).split('\\').join('/'), contents: file.contents }));
    return { files, css: files.filter((file) => file.path.endsWith('.css')).map((file) => `/${file.path}`) };
  } catch (error) {
    throw esbuildFailure(error, pxErrors.SiteCssDoesNotCompile);
  }
}

/**
 * Compiles each Sass file esbuild reaches to CSS, then runs the site's PostCSS on it (as postcss-loader
 * ran after sass-loader); its url()s then resolve from the file's folder, as css-loader resolved them.
 */
function sassPlugin(sass: Sass, cwd: string, post?: SitePostcss): Plugin {
  return {
    name: 'site-sass',
    setup(builder) {
      builder.onLoad({ filter: SASS }, async (args) => {
        try {
          const css = compileSass(sass, args.path, cwd);
          return { contents: post ? await post.process(css, args.path) : css, loader: 'css', resolveDir: dirname(args.path) };
        } catch (error) {
          // Sass's own message names the file, line and column: it becomes the build's error.
          return { errors: [{ text: (error as Error).message }] };
        }
      });
    },
  };
}
