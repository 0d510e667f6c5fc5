// CSS modules (`*.module.css`, and `*.module.scss` compiled by the site's sass) with one set of class names for the whole site.
// esbuild's `local-css` loader names a class `<file>_<name>` and, when several
// pages are bundled in one build, gives each page's copy its own suffix
// (`Badge_badge`, `Badge_badge2`, …): names then depended on how pages were
// batched (different with one thread and with two), and pages importing the
// same component never shared its stylesheet. Docusaurus (css-loader) names a
// class once per file and name. Here each module is scoped alone, by esbuild
// itself (so its CSS syntax is esbuild's), and every generated name gets a
// suffix from the file's path in the site: the same on every page, in every
// build, and distinct between two files of one name.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';
import { pxErrors } from './errors/catalogue.js';
import { compileSassWithFiles, SASS, siteSass } from './sass.js';
import { sitePostcss } from './postcss.js';

export interface ScopedModule {
  /** The class map: local name → generated class names (space-separated, as `composes` gives them). */
  classes: Record<string, string>;
  /** The module's CSS with the generated names. */
  css: string;
  /** Files besides the module its CSS was made from (a Sass module's partials): inputs of the pages importing it. */
  loaded: string[];
}

/** By file and content: a module imported by many pages is scoped once per process. */
const scoped = new Map<string, ScopedModule>();

export async function scopeCssModule(file: string, cwd: string): Promise<ScopedModule> {
  // A Sass module (`Button.module.scss`, docusaurus-plugin-sass) is compiled by the site's sass first (sass.ts).
  const sass = SASS.test(file) ? siteSass(cwd) : undefined;
  if (SASS.test(file) && !sass) throw pxErrors.SassNotInstalled.create({ file: relative(cwd, file).split('\\').join('/') });
  const compiled = sass ? compileSassWithFiles(sass, file, cwd) : { css: readFileSync(file, 'utf8'), loaded: [] };
  // The site's PostCSS plugins (Tailwind's `@apply` in a module), then the scoping (postcss.ts).
  const post = await sitePostcss(cwd);
  const text = post ? await post.process(compiled.css, file) : compiled.css;
  const key = `${file}\0${createHash('sha256').update(text).digest('hex')}`;
  const known = scoped.get(key);
  if (known) return known;
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    outdir: '/pxdocs-css-module',
    loader: { '.css': 'local-css' },
    logLevel: 'silent',
    plugins: [
      // url() and @import stay as written: the page's own bundle resolves them from the file's folder.
      { name: 'keep-urls', setup: (builder) => builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined)) },
      // The module's CSS as compiled above (a Sass module's, or one the site's PostCSS changed), scoped like any CSS module.
      { name: 'compiled-module', setup: (builder) => builder.onLoad({ filter: post ? /\.(?:css|s[ac]ss)$/i : SASS }, () => ({ contents: text, loader: 'local-css' })) },
    ],
  });
  const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  const module = { exports: {} as { default?: Record<string, string> } };
  // esbuild's own output: the class map as data.
  new Function('module', 'exports', js)(module, module.exports);
  const map = module.exports.default ?? {};
  const suffix = createHash('sha256').update(relative(cwd, file).split('\\').join('/')).digest('base64url').replace(/[^a-zA-Z0-9]/g, '').slice(0, 5);
  const generated = new Set(Object.values(map).flatMap((names) => names.split(/\s+/)).filter(Boolean));
  // One pass over the runs of name characters: a run that is a generated name, whole, gets the suffix.
  const rename = (text: string) => text.replace(/[\w-]+/g, (name) => (generated.has(name) ? `${name}_${suffix}` : name));
  const classes = Object.fromEntries(Object.entries(map).map(([local, names]) => [local, rename(names.trim().replace(/\s+/g, ' '))]));
  // The comment esbuild writes naming the stdin entry is dropped: the page's bundle names the file.
  const scopedModule = { classes, css: rename(css).replace(/^\/\* .*? \*\/\n/gm, ''), loaded: compiled.loaded };
  scoped.set(key, scopedModule);
  return scopedModule;
}
