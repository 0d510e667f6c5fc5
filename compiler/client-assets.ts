// Browser assets: each file directly in theme/islands/ is an entrypoint, bundled
// by esbuild (ESM, code splitting, minified, content-hashed names); the theme CSS
// is one minified, hashed stylesheet; the head script is minified for inlining.
import { build, transform, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { writeFileAtomic } from './write-atomic.js';
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from './config/schema.js';
import type { SiteData } from '../theme/components/types.js';
import { esbuildFailure } from './errors.js';
import { pxErrors } from './errors/catalogue.js';
import { bundleSiteCss } from './site-css.js';

export const THEME_DIR = join(PACKAGE_ROOT, 'theme');

export interface ClientAssets {
  files: { path: string; contents: Uint8Array }[];
  assets: SiteData['assets'];
  /** Gzipped size of each public asset URL, for first-load budgets. */
  gzipSizes: Map<string, number>;
  /** Source files that went into the bundles (to prove islands import no Node code). */
  inputs: string[];
}

export interface ClientAssetOptions {
  announcementId?: string;
  /** The config's colour mode, which the head script applies before first paint (default: light, a stored choice wins). */
  colorMode?: SiteConfig['colorMode'];
  /** Minify the bundles (default: true; dev turns it off for readable stacks). */
  minify?: boolean;
  /** The site's own stylesheets (`customCss`, paths from `cwd`) and pxdocs's rules for it (`extra`), linked after the theme's. */
  siteCss?: { cwd: string; paths: string[]; extra?: string; base?: string };
  /** The theme folder (default: pxdocs's own; tests point it at a fixture theme). */
  themeDir?: string;
  /**
   * A folder where the bundles are kept between builds, reused while every file
   * that went into them is unchanged (default: none, bundle every time).
   */
  cacheDir?: string;
}

/**
 * The browser may only run code from theme/islands and theme/shared, plus npm
 * packages: an import that reaches the compiler, the server or server-side
 * components fails the client build, naming the importer and the import.
 */
export function islandBoundary(themeDir: string): Plugin {
  const allowed = [join(themeDir, 'islands') + sep, join(themeDir, 'shared') + sep];
  return {
    name: 'pxdocs-island-boundary',
    setup(builder) {
      builder.onResolve({ filter: /^node:/ }, (args) => ({
        errors: [{ text: `Browser code cannot import the Node module "${args.path}" (imported by ${relative(themeDir, args.importer)}).` }],
      }));
      builder.onResolve({ filter: /^\.{1,2}\/|^\// }, (args) => {
        const target = join(args.resolveDir, args.path);
        if (target.includes(`${sep}node_modules${sep}`) || allowed.some((root) => target.startsWith(root))) return undefined;
        return {
          errors: [{
            text: `Browser code may import only theme/islands, theme/shared and npm packages; ${relative(themeDir, args.importer)} imports "${args.path}" (${relative(join(themeDir, '..'), target)}).`,
          }],
        };
      });
    },
  };
}

export async function buildClientAssets(options: ClientAssetOptions): Promise<ClientAssets> {
  let client: ClientAssets;
  try {
    client = options.cacheDir ? await cachedClientAssets(options, options.cacheDir) : await bundleClientAssets(options);
  } catch (error) {
    if (!(error as { errors?: unknown[] }).errors?.length) throw error;
    throw esbuildFailure(error, pxErrors.ThemeDoesNotCompile);
  }
  if (!options.siteCss?.paths.length && !options.siteCss?.extra) return client;
  const site = await bundleSiteCss(options.siteCss.cwd, options.siteCss.paths, options.minify ?? true, options.siteCss.extra, options.siteCss.base);
  return {
    files: [...client.files, ...site.files],
    // The site's stylesheets come last, after Infima's too, as a Docusaurus site's custom CSS does.
    assets: { ...client.assets, css: [...client.assets.css, ...site.css], pagesCss: [...client.assets.pagesCss ?? [], ...site.css] },
    gzipSizes: new Map([...client.gzipSizes, ...site.files.map((file) => [`/${file.path}`, gzipSync(file.contents, { level: 9 }).length] as [string, number])]),
    inputs: client.inputs,
  };
}

/** A cache entry: what went in (every input file's hash) and what came out. */
interface CachedClientAssets {
  inputs: [string, string][];
  files: { path: string; contents: string }[];
  assets: SiteData['assets'];
  gzipSizes: [string, number][];
  bundleInputs: string[];
}

/**
 * esbuild of the islands costs a few hundred milliseconds of a small site's
 * build: the result is kept, keyed by the options and the entry files, and used
 * while every input esbuild read (the metafile's list, npm packages included)
 * still has the same bytes. An unreadable or corrupt entry is bundled afresh.
 */
async function cachedClientAssets(options: ClientAssetOptions, cacheDir: string): Promise<ClientAssets> {
  const themeDir = options.themeDir ?? THEME_DIR;
  const islandsDir = join(themeDir, 'islands');
  const entries = (await readdir(islandsDir)).sort();
  const key = createHash('sha256').update(JSON.stringify([themeDir, entries, options.announcementId ?? '', options.colorMode ?? null, options.minify ?? true])).digest('hex');
  const path = join(cacheDir, key.slice(0, 2), `${key}.json`);
  const hashFile = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex');
  try {
    const entry = JSON.parse(await readFile(path, 'utf8')) as CachedClientAssets;
    const current = await Promise.all(entry.inputs.map(([file]) => hashFile(file).catch(() => '')));
    if (current.every((digest, index) => digest === entry.inputs[index][1])) {
      return {
        files: entry.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents, 'base64') })),
        assets: entry.assets,
        gzipSizes: new Map(entry.gzipSizes),
        inputs: entry.bundleInputs,
      };
    }
  } catch {
    // No entry, or not one we can read: bundle below.
  }
  const result = await bundleClientAssets(options);
  const files = [...new Set([...result.inputs.map((input) => join('/', input)), join(themeDir, 'styles', 'index.css'), join(themeDir, 'inline', 'head.ts'), ...await stylesheetInputs(join(themeDir, 'styles'))])];
  const entry: CachedClientAssets = {
    inputs: await Promise.all(files.map(async (file) => [file, await hashFile(file).catch(() => '')] as [string, string])),
    files: result.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents).toString('base64') })),
    assets: result.assets,
    gzipSizes: [...result.gzipSizes],
    bundleInputs: result.inputs,
  };
  await writeFileAtomic(path, JSON.stringify(entry));
  return result;
}

/** Every file under the styles folder (the stylesheet's @imports). */
async function stylesheetInputs(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...await stylesheetInputs(path));
    else found.push(path);
  }
  return found;
}

async function bundleClientAssets(options: ClientAssetOptions): Promise<ClientAssets> {
  const themeDir = options.themeDir ?? THEME_DIR;
  const islandsDir = join(themeDir, 'islands');
  const entries = (await readdir(islandsDir)).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')).map((name) => join(islandsDir, name));
  const minify = options.minify ?? true;
  const [scripts, styles, head] = await Promise.all([
    build({
      entryPoints: entries,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify,
      write: false,
      absWorkingDir: '/',
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      metafile: true,
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [islandBoundary(themeDir)],
    }),
    build({
      // The theme's stylesheet, on every page; Infima's classes and the blog's, on pages outside the docs only.
      entryPoints: { theme: join(themeDir, 'styles', 'index.css'), pages: join(themeDir, 'styles', 'outside-docs.css') },
      bundle: true,
      minify,
      write: false,
      absWorkingDir: '/',
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      logLevel: 'silent',
    }),
    readFile(join(themeDir, 'inline', 'head.ts'), 'utf8').then((source) => transform(source, {
      loader: 'ts',
      minify,
      target: 'es2018',
      define: {
        __ANNOUNCEMENT_ID__: JSON.stringify(options.announcementId ?? ''),
        __DEFAULT_MODE__: JSON.stringify(options.colorMode?.defaultMode ?? 'light'),
        __FOLLOW_SYSTEM__: String(options.colorMode?.respectPrefersColorScheme ?? false),
        __STORED_MODE__: String(!(options.colorMode?.disableSwitch ?? false)),
      },
    })),
  ]);
  const files = [...scripts.outputFiles, ...styles.outputFiles].map((file) => ({ path: file.path.replace(/^\/assets\//, 'assets/'), contents: file.contents }));
  const gzipSizes = new Map(files.map((file) => [`/${file.path}`, gzipSync(file.contents, { level: 9 }).length]));
  // Second line of defence: every input of the bundles is checked again, so a
  // path the plugin did not see (an esbuild alias, a resolve plugin) cannot slip through.
  const strays = Object.keys(scripts.metafile.inputs).map((input) => join('/', input)).filter((input) => !input.includes(`${sep}node_modules${sep}`) && !input.startsWith(join(themeDir, 'islands') + sep) && !input.startsWith(join(themeDir, 'shared') + sep));
  if (strays.length) throw pxErrors.BrowserCodeImportsServerCode.create({ message: `The browser bundles include ${strays.map((input) => relative(themeDir, input)).join(', ')}.` });
  // Dynamic imports are entry points to esbuild too; islands are only the files given.
  const declared = new Set(entries.map((entry) => relative('/', entry)));
  const islands: SiteData['assets']['islands'] = {};
  for (const [output, meta] of Object.entries(scripts.metafile.outputs)) {
    if (!meta.entryPoint || !declared.has(meta.entryPoint) || !output.endsWith('.js')) continue;
    const name = basename(meta.entryPoint).replace(/\.tsx?$/, '');
    islands[name] = {
      src: `/${output}`,
      preload: meta.imports.filter((item) => item.kind === 'import-statement').map((item) => `/${item.path}`),
    };
  }
  const themeCss = styles.outputFiles.filter((file) => /\/theme-[^/]*\.css$/.test(file.path)).map((file) => file.path);
  return {
    files,
    assets: {
      css: themeCss,
      pagesCss: [...themeCss, ...styles.outputFiles.filter((file) => /\/pages-[^/]*\.css$/.test(file.path)).map((file) => file.path)],
      headScript: head.code.trim(),
      islands,
    },
    gzipSizes,
    inputs: Object.keys(scripts.metafile.inputs),
  };
}
