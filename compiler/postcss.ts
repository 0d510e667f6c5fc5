// PostCSS with the site's own plugins (Tailwind CSS, autoprefixer, postcss-import…).
// A Docusaurus site adds them in a plugin's `configurePostCss`, or in a PostCSS
// config file, which Docusaurus's postcss-loader reads too; pxdocs reads that
// file (`postcss.config.js` and the other names postcss-load-config knows, in
// the site folder only: not one a parent folder happens to hold), and
// `pxdocs init` writes it from `configurePostCss` (config/docusaurus-postcss.ts).
// Without it the site's `@tailwind` and `@apply` reached the browser as written
// and every Tailwind class had no style. Run on every stylesheet of the site
// before esbuild reads it: customCss (site-css.ts), CSS modules (css-modules.ts),
// and the CSS a component or client module imports (bundle-pages.ts,
// site-client-modules.ts), as Docusaurus runs postcss-loader on each.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import postcss, { CssSyntaxError, type AcceptedPlugin, type ProcessOptions } from 'postcss';
import postcssrc from 'postcss-load-config';
import { pxErrors } from './errors/catalogue.js';
import { tailwindConfigFile, withSiteTailwind } from './postcss-tailwind.js';
import type { Diagnostic } from './diagnostics.js';

/** The files postcss-load-config looks for (and `package.json`'s `postcss` key). */
const CONFIG_FILES = ['.postcssrc', '.postcssrc.json', '.postcssrc.yaml', '.postcssrc.yml', '.postcssrc.ts', '.postcssrc.cts', '.postcssrc.mts', '.postcssrc.js', '.postcssrc.cjs', '.postcssrc.mjs', 'postcss.config.ts', 'postcss.config.cts', 'postcss.config.mts', 'postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs'];

export interface SitePostcss {
  /** The config file, relative to the site folder. */
  file: string;
  /** `css` of the file `from` through the site's plugins. Throws `PostcssFailed` naming the file, line and column. */
  process(css: string, from: string): Promise<string>;
}

/** The config file of the site folder, relative to it; undefined when it has none. */
export function postcssConfigFile(cwd: string): string | undefined {
  const found = CONFIG_FILES.find((name) => existsSync(join(cwd, name)));
  if (found) return found;
  try {
    const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { postcss?: unknown };
    return manifest.postcss === undefined ? undefined : 'package.json';
  } catch {
    return undefined;
  }
}

/** A warning a plugin gave (`result.warnings()`): where in which stylesheet, and which plugin. */
export interface PostcssWarning {
  /** The stylesheet it is about, absolute (the one processed, or one a plugin such as postcss-import read into it). */
  file: string;
  line?: number;
  column?: number;
  plugin?: string;
  text: string;
  /** Said by the CSS bundler of the stylesheet's syntax (an unclosed block), not by a PostCSS plugin. */
  syntax?: true;
  /** A site-rooted url() naming no file of the static folders (site-css.ts). */
  missingStatic?: true;
}

/**
 * The warnings of each stylesheet the last time it went through the site's plugins in this thread,
 * and when (a count of runs): a stylesheet is processed once per bundle that holds it (every batch of
 * pages, every build in dev), and its warnings are said once for it, by whoever reports them
 * (`postcssWarningsOf` for the pages holding it, `postcssWarningsSince` for the site's own CSS).
 */
const warned = new Map<string, { run: number; warnings: PostcssWarning[] }>();
let runs = 0;

/** A mark to ask, later, which stylesheets warned since (`postcssWarningsSince`). */
export function postcssMark(): number {
  return runs;
}

/** The warnings of the stylesheets processed in this thread since `mark`. */
export function postcssWarningsSince(mark: number): PostcssWarning[] {
  return [...warned.values(), ...(syntaxWarned ? [syntaxWarned] : [])].filter((entry) => entry.run > mark).flatMap((entry) => entry.warnings);
}

/** What the CSS bundler last said of the site's stylesheets' syntax, and when (see `recordCssSyntax`). */
let syntaxWarned: { run: number; warnings: PostcssWarning[] } | undefined;

/**
 * The CSS bundler's syntax warnings on the site's stylesheets (`.x { color: red;` left open, `color red`, a stray `}`,
 * a `//` comment), said with the site's PostCSS warnings. esbuild reads past them, and said nothing: the rules after
 * went missing in browsers, and Docusaurus's PostCSS fails the build on them.
 */
export function recordCssSyntax(warnings: PostcssWarning[]): void {
  runs++;
  syntaxWarned = { run: runs, warnings };
}

/** The warnings of a stylesheet (absolute path) the last time this thread processed it; undefined when it gave none. */
export function postcssWarningsOf(file: string): PostcssWarning[] | undefined {
  return warned.get(file)?.warnings;
}

/** A PostCSS warning as the build reports it: the plugin's words, at the stylesheet's file:line:column. */
export function postcssDiagnostic(warning: PostcssWarning, cwd: string): Diagnostic {
  return {
    kind: warning.syntax || warning.missingStatic ? 'site-css' : 'postcss',
    message: warning.syntax ? `CSS syntax error: ${warning.text}. Browsers skip the broken rule (and an unclosed block swallows the rules after it); Docusaurus's build fails on it. Correct the stylesheet.`
      : warning.missingStatic ? `The stylesheet's ${warning.text}: browsers get a 404 for it, and Docusaurus's build fails on it. Add the file to the static folder, or correct the path.`
      : `PostCSS plugin ${warning.plugin ?? '(unnamed)'}: ${warning.text}`,
    where: { file: relative(cwd, warning.file).split('\\').join('/'), ...(warning.line ? { line: warning.line, column: warning.column ?? 1 } : {}) },
  };
}

/** Loaded once per site folder and config version (dev reloads an edited config). */
const loaded = new Map<string, { stamp: string; setup: Promise<SitePostcss | undefined> }>();

/**
 * The site's PostCSS, when its folder has a PostCSS config; undefined
 * otherwise (nothing runs, as before). A config that does not load fails the
 * build with `PostcssConfigDoesNotLoad`.
 */
export function sitePostcss(cwd: string): Promise<SitePostcss | undefined> {
  const file = postcssConfigFile(cwd);
  if (!file) return Promise.resolve(undefined);
  // The config's version, and Tailwind's config's, which postcss-tailwind.ts reads in: an edit of either (in dev) loads them again.
  const stamp = [join(cwd, file), tailwindConfigFile(cwd)].map((path) => {
    const info = path === undefined ? undefined : statSync(path, { throwIfNoEntry: false });
    return `${path}:${info?.size}:${info?.mtimeMs}`;
  }).join('|');
  const known = loaded.get(cwd);
  if (known?.stamp === stamp) return known.setup;
  const setup = load(cwd, file);
  loaded.set(cwd, { stamp, setup });
  return setup;
}

async function load(cwd: string, file: string): Promise<SitePostcss> {
  let config: { plugins: AcceptedPlugin[]; options: ProcessOptions; file: string };
  try {
    // Only the site folder is searched (`stopDir`): a config in a folder above it belongs to something else.
    // Read afresh: lilconfig's cache and Node's (a CommonJS config is required) held the version before an edit.
    delete createRequire(import.meta.url).cache[join(cwd, file)];
    config = (await postcssrc({ cwd, env: 'production' }, cwd, { stopDir: cwd, cache: false })) as unknown as typeof config;
  } catch (error) {
    throw pxErrors.PostcssConfigDoesNotLoad.create({ file, message: (error as Error).message }, { where: { file: join(cwd, file) } });
  }
  const processor = postcss(withSiteTailwind(config.plugins, cwd));
  return {
    file,
    async process(css, from) {
      try {
        const result = await processor.process(css, { ...config.options, from, to: from, map: false });
        // Kept to be said once per stylesheet (not per page: see `warned`); a processing without any clears them.
        const warnings = result.warnings().map((warning): PostcssWarning => ({ file: warning.node?.source?.input.file ?? from, ...(warning.line ? { line: warning.line, column: warning.column } : {}), ...(warning.plugin ? { plugin: warning.plugin } : {}), text: warning.text }));
        runs++;
        if (warnings.length) warned.set(from, { run: runs, warnings });
        else warned.delete(from);
        return result.css;
      } catch (error) {
        throw postcssFailure(error, from, cwd, file);
      }
    },
  };
}

/** What a plugin reported (a CssSyntaxError names the file, line and column), as the build's error. */
function postcssFailure(error: unknown, from: string, cwd: string, configFile: string) {
  const syntax = error instanceof CssSyntaxError || (error as { name?: string }).name === 'CssSyntaxError' ? (error as CssSyntaxError) : undefined;
  const where = { file: syntax?.file ?? from, ...(syntax?.line ? { line: syntax.line, column: syntax.column ?? 1 } : {}) };
  return pxErrors.PostcssFailed.create({ file: relative(cwd, where.file).split('\\').join('/'), config: configFile, message: syntax?.reason ?? (error as Error).message ?? String(error) }, { where });
}

/**
 * An esbuild plugin running the site's PostCSS on each stylesheet esbuild
 * loads from a file (`filter`: the stylesheets this build reads as plain CSS;
 * a Sass one has its own loader, which calls `process` itself).
 */
export function postcssEsbuildPlugin(post: SitePostcss, filter = /\.css$/): EsbuildPlugin {
  return {
    name: 'site-postcss',
    setup(builder) {
      builder.onLoad({ filter, namespace: 'file' }, async (args) => {
        // A module's stylesheet (`.module.css`) is scoped by css-modules.ts, which runs PostCSS itself.
        if (/\.module\.css$/.test(args.path)) return undefined;
        // `process` throws an error of the catalogue, naming the file, line and column: esbuild carries it
        // as its message's `detail`, which the build reports as it is (errors.ts esbuildFailure, bundle-pages.ts fromEsbuild).
        return { contents: await post.process(readFileSync(args.path, 'utf8'), args.path), loader: 'css' };
      });
    },
  };
}
