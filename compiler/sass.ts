// Sass stylesheets (`.scss`, `.sass`), which Docusaurus sites compile with
// docusaurus-plugin-sass: pxdocs compiles them with the site's own `sass`
// package (the plugin's dependency, installed in the site), for the site's
// customCss (site-css.ts) and for the CSS modules its components import
// (`*.module.scss`, css-modules.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A Sass stylesheet, by its extension (`.scss`, `.sass`). */
export const SASS = /\.s[ac]ss$/i;

/** What pxdocs uses of the sass package (dart-sass's `sass`, or `sass-embedded`): its synchronous compile. */
export interface Sass {
  compile(path: string, options: { loadPaths: string[]; style: 'expanded' }): { css: string; loadedUrls?: URL[] };
}

/** The site's own sass package, as docusaurus-plugin-sass has it installed; undefined when it has none. */
export function siteSass(cwd: string): Sass | undefined {
  const require = createRequire(join(cwd, 'package.json'));
  for (const name of ['sass', 'sass-embedded']) {
    try {
      const loaded = require(name) as Partial<Sass> & { default?: Partial<Sass> };
      const sass = typeof loaded.compile === 'function' ? loaded : loaded.default;
      if (sass && typeof sass.compile === 'function') return sass as Sass;
    } catch {
      // Not installed (or not loadable): the next name, then none.
    }
  }
  return undefined;
}

/** `file` compiled to CSS by `sass`, its imports looked for beside it and in the site's node_modules. */
export function compileSass(sass: Sass, file: string, cwd: string): string {
  return compileSassWithFiles(sass, file, cwd).css;
}

/**
 * The CSS, and the other files sass read to make it (its `@use`/`@import` partials): a page
 * whose CSS module pulls one in is built again when only the partial changes (bundle-pages.ts).
 */
export function compileSassWithFiles(sass: Sass, file: string, cwd: string): { css: string; loaded: string[] } {
  const result = sass.compile(file, { loadPaths: [dirname(file), join(cwd, 'node_modules')], style: 'expanded' });
  const loaded = (result.loadedUrls ?? []).filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)).filter((path) => path !== file);
  return { css: result.css, loaded };
}
