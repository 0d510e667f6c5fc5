// Browser assets: each file directly in theme/islands/ is an entrypoint, bundled
// by esbuild (ESM, code splitting, minified, content-hashed names); the theme CSS
// is one minified, hashed stylesheet; the head script is minified for inlining.
import { build, transform, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { writeFileAtomic } from './write-atomic.js';
import { gzipSync } from 'node:zlib';
import { siblingsSync } from './precompress.js';
import { memoByFiles } from './same-files.js';
import type { SiteConfig } from './config/schema.js';
import type { SiteData } from '../theme/components/types.js';
import { esbuildFailure } from './errors.js';
import { pxErrors } from './errors/catalogue.js';
import { bundleSiteCss } from './site-css.js';
import { bundleClientModules, isStyleModule } from './site-client-modules.js';
import { bundleSiteIslands, type IslandFiles, type SiteIslandsInput } from './site-islands.js';
import { SITE_ISLANDS } from '../theme/components/SiteIsland.js';

export const THEME_DIR = join(PACKAGE_ROOT, 'theme');

export interface ClientFile {
  path: string;
  contents: Uint8Array;
  /** Its `.br` and `.gz`, when made with the bundle pxdocs was compiled with (PREBUILT_DIR); precompress makes the others. */
  compressed?: { br: Uint8Array; gz: Uint8Array };
}

export interface ClientAssets {
  files: ClientFile[];
  assets: SiteData['assets'];
  /** Gzipped size of each public asset URL, for first-load budgets (empty when made with `sizes: false`). */
  gzipSizes: Map<string, number>;
  /** Source files that went into the bundles (to prove islands import no Node code). */
  inputs: string[];
  /** Where the theme's bundles came from: bundled now, the build cache, or those made when pxdocs was compiled. */
  origin: 'bundled' | 'cache' | 'prebuilt';
  /** The site's island files (compiler/site-islands.ts), when it has interactive components. */
  islandFiles?: IslandFiles;
}

/** The theme's scripts and stylesheets: the same for every site (the head script, made per site, is apart). */
type ThemeBundle = Omit<ClientAssets, 'assets'> & {
  assets: Omit<SiteData['assets'], 'headScript'>;
  /** Head scripts made with a prebuilt bundle, by their settings (headScriptDefines). */
  headScripts?: Map<string, string>;
  /** The stylesheets' inputs (esbuild's metafile), when bundled now. */
  styleInputs?: string[];
};

export interface ClientAssetOptions {
  announcementId?: string;
  /** The config's colour mode, which the head script applies before first paint (default: light, a stored choice wins). */
  colorMode?: SiteConfig['colorMode'];
  /** Minify the bundles (default: true; dev turns it off for readable stacks). */
  minify?: boolean;
  /**
   * false: no gzipped sizes (`gzipSizes` empty). Only the build reports them; dev gzipped every
   * bundle at level 9 before it was Ready, unminified, for nothing (0.8 s at start).
   */
  sizes?: boolean;
  /**
   * The site's own stylesheets (`customCss`, paths from `cwd`) and pxdocs's rules for it (`extra`), linked after the theme's;
   * `clientModules`: its browser modules (site-client-modules.ts), stylesheets among them joining the site's stylesheet.
   */
  /** `staticDirs`: the static folders, absolute, where a site-rooted url() of the site's CSS must name a file. */
  siteCss?: { cwd: string; paths: string[]; extra?: string; base?: string; clientModules?: string[]; staticDirs?: string[] };
  /** The site's interactive components to bundle for the browser (compiler/site-islands.ts). */
  siteIslands?: Omit<SiteIslandsInput, 'minify'>;
  /** The theme folder (default: pxdocs's own; tests point it at a fixture theme). */
  themeDir?: string;
  /**
   * A folder where the bundles are kept between builds, reused while every file
   * that went into them is unchanged (default: none, bundle every time).
   */
  cacheDir?: string;
  /**
   * Bundles made ahead by writePrebuiltTheme, taken while every file that went
   * into them is unchanged; `false`: never (default: PREBUILT_DIR, for pxdocs's
   * own theme, minified).
   */
  prebuiltDir?: string | false;
}

/**
 * The theme's bundles as `npm run compile` made them (scripts/compile.mjs), with
 * their `.br` and `.gz`. The islands are the same for every site, so a build
 * without a cache (a first build, CI, most tests) need not bundle them again
 * (esbuild, 0.2-0.3 s) nor compress them at Brotli's top quality (0.4 s of CPU).
 * They are taken while every file they were made from is still there with the
 * same bytes: in the checkout that compiled them, a build writes exactly what
 * bundling would. Installed elsewhere, they are the bundles pxdocs was compiled
 * with, which may differ in bytes (esbuild's file names hash the paths it read)
 * but not in what they do.
 */
export const PREBUILT_DIR = join(PACKAGE_ROOT, 'dist', 'client-prebuilt');

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
    const { headScripts, styleInputs: _styles, ...theme } = await themeBundle(options);
    const headScript = headScripts?.get(JSON.stringify(headScriptDefines(options))) ?? await transformHeadScript(options);
    client = { ...theme, assets: { ...theme.assets, headScript } };
  } catch (error) {
    if (!(error as { errors?: unknown[] }).errors?.length) throw error;
    throw esbuildFailure(error, pxErrors.ThemeDoesNotCompile);
  }
  if (options.siteIslands?.files.length || options.siteIslands?.liveCode) client = await withSiteIslands(client, options.siteIslands, options.minify ?? true, options.cacheDir, options.sizes);
  const modules = options.siteCss?.clientModules ?? [];
  // A stylesheet client module is loaded on every page after customCss, as Docusaurus's are after the theme's.
  const stylesheets = [...options.siteCss?.paths ?? [], ...modules.filter(isStyleModule)];
  if (!stylesheets.length && !modules.length && !options.siteCss?.extra) return client;
  const { cwd, extra, base, staticDirs } = options.siteCss!;
  const [site, scripts] = await Promise.all([bundleSiteCss(cwd, stylesheets, options.minify ?? true, extra, base, staticDirs), bundleClientModules(cwd, modules, options.minify ?? true, base)]);
  // The site's stylesheets come last, after Infima's too, as a Docusaurus site's custom CSS does.
  const css = [...site.css, ...scripts.css];
  const files = [...site.files, ...scripts.files];
  return {
    files: [...client.files, ...files],
    assets: { ...client.assets, css: [...client.assets.css, ...css], pagesCss: [...client.assets.pagesCss ?? [], ...css], ...(scripts.script ? { siteScript: scripts.script } : {}) },
    gzipSizes: new Map([...client.gzipSizes, ...gzipSizesOf(files, options.sizes)]),
    inputs: client.inputs,
    origin: client.origin,
    ...(client.islandFiles ? { islandFiles: client.islandFiles } : {}),
  };
}

/** The site's islands bundled: their script among the islands a page may load (`SITE_ISLANDS`), and which files are islands. */
async function withSiteIslands(client: ClientAssets, input: Omit<SiteIslandsInput, 'minify'>, minify: boolean, cacheDir?: string, sizes?: boolean): Promise<ClientAssets> {
  const islands = await bundleSiteIslands({ ...input, minify }, cacheDir);
  const islandFiles: IslandFiles = { ids: Object.fromEntries(islands.ids), exports: Object.fromEntries(islands.exports), refused: Object.fromEntries(islands.refused), ...(islands.removed.size ? { removed: Object.fromEntries(islands.removed) } : {}) };
  if (!islands.script) return { ...client, islandFiles };
  return {
    ...client,
    files: [...client.files, ...islands.files],
    assets: { ...client.assets, islands: { ...client.assets.islands, [SITE_ISLANDS]: { src: islands.script, preload: [] } } },
    // The first load counts the loader only: React and a component's code load when a page shows one.
    gzipSizes: new Map([...client.gzipSizes, ...gzipSizesOf(islands.files.filter((file) => `/${file.path}` === islands.script), sizes)]),
    islandFiles,
  };
}

/** The theme's bundles: made ahead (PREBUILT_DIR), from the build cache, or bundled now. */
async function themeBundle(options: ClientAssetOptions): Promise<ThemeBundle> {
  const themeDir = options.themeDir ?? THEME_DIR;
  const minify = options.minify ?? true;
  const prebuiltDir = options.prebuiltDir ?? (themeDir === THEME_DIR && minify ? PREBUILT_DIR : false);
  const prebuilt = prebuiltDir && minify ? await readPrebuiltTheme(prebuiltDir, themeDir) : undefined;
  if (prebuilt) return prebuilt;
  return options.cacheDir ? cachedTheme(themeDir, minify, options.cacheDir, options.sizes) : bundleTheme(themeDir, minify, options.sizes);
}

/** Each file's gzipped size (level 9) by its URL; none when `sizes` is false. */
function gzipSizesOf(files: { path: string; contents: Uint8Array }[], sizes = true): [string, number][] {
  return sizes ? files.map((file) => [`/${file.path}`, gzipSync(file.contents, { level: 9 }).length]) : [];
}

/** A cache entry: what went in (every input file's hash) and what came out. */
interface CachedTheme {
  inputs: [string, string][];
  files: { path: string; contents: string }[];
  assets: ThemeBundle['assets'];
  gzipSizes: [string, number][];
  bundleInputs: string[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hashFile = async (file: string) => sha256(await readFile(file));

/** Whether every file still has the SHA-256 recorded beside it (one not found or unreadable has not). */
async function unchanged(recorded: [string | undefined, string][]): Promise<boolean> {
  const digests = await Promise.all(recorded.map(([file]) => (file ? hashFile(file).catch(() => '') : '')));
  return digests.every((digest, index) => digest === recorded[index][1]);
}

/**
 * esbuild of the islands costs a few hundred milliseconds of a small site's
 * build: the result is kept, keyed by the options and the entry files, and used
 * while every input esbuild read (the metafile's list, npm packages included)
 * still has the same bytes. An unreadable or corrupt entry is bundled afresh.
 */
async function cachedTheme(themeDir: string, minify: boolean, cacheDir: string, sizes = true): Promise<ThemeBundle> {
  const islandsDir = join(themeDir, 'islands');
  const entries = (await readdir(islandsDir)).sort();
  // Without sizes (dev) an entry has none to give: kept apart from one that has them.
  const key = createHash('sha256').update(JSON.stringify(['theme-2', themeDir, entries, minify, ...(sizes ? [] : ['no-sizes'])])).digest('hex');
  const path = join(cacheDir, key.slice(0, 2), `${key}.json`);
  try {
    const entry = JSON.parse(await readFile(path, 'utf8')) as CachedTheme;
    if (await unchanged(entry.inputs)) {
      return {
        files: entry.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents, 'base64') })),
        assets: entry.assets,
        gzipSizes: new Map(entry.gzipSizes),
        inputs: entry.bundleInputs,
        origin: 'cache',
      };
    }
  } catch {
    // No entry, or not one we can read: bundle below.
  }
  const result = await bundleTheme(themeDir, minify, sizes);
  const files = await themeInputs(themeDir, result);
  const entry: CachedTheme = {
    inputs: await Promise.all(files.map(async (file) => [file, await hashFile(file).catch(() => '')] as [string, string])),
    files: result.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents).toString('base64') })),
    assets: result.assets,
    gzipSizes: [...result.gzipSizes],
    bundleInputs: result.inputs,
  };
  await writeFileAtomic(path, JSON.stringify(entry));
  return result;
}

/**
 * Every file the theme's bundles depend on (absolute paths): esbuild's inputs
 * for the scripts and the stylesheets, every file under the styles folder, the
 * tsconfig files esbuild reads for the theme's code (JSX settings, paths), each
 * npm package's package.json (its exports and fields decide which files are
 * taken) and esbuild's own (another esbuild may make other bytes).
 */
async function themeInputs(themeDir: string, bundle: ThemeBundle): Promise<string[]> {
  const files = [...bundle.inputs, ...bundle.styleInputs ?? []].map((input) => join('/', input));
  const base = dirname(themeDir);
  const extra: string[] = await stylesheetInputs(join(themeDir, 'styles'));
  for (const file of files) {
    const npm = file.lastIndexOf(`${sep}node_modules${sep}`);
    if (npm !== -1) {
      // The package's folder: node_modules/<name> or node_modules/@scope/<name>.
      const parts = file.slice(npm + `${sep}node_modules${sep}`.length).split(sep);
      extra.push(join(file.slice(0, npm), 'node_modules', ...parts.slice(0, parts[0].startsWith('@') ? 2 : 1), 'package.json'));
    } else {
      for (let dir = dirname(file); dir.startsWith(base) && dir !== dirname(base); dir = dirname(dir)) extra.push(join(dir, 'tsconfig.json'));
    }
  }
  const esbuildPackage = locate('npm:esbuild/package.json', base);
  if (esbuildPackage) extra.push(esbuildPackage);
  return [...new Set([...files, ...extra.filter((file) => existsSync(file))])];
}

/** PREBUILT_DIR's `entry.json`: the theme's bundles, where their inputs are, and the head scripts made for common settings. */
interface PrebuiltEntry {
  format: 1;
  /** The islands folder's listing: an island added or removed is a new bundle. */
  islands: string[];
  /** Every input (see `locate`) with its SHA-256. */
  inputs: [string, string][];
  /** esbuild's inputs among them (ClientAssets.inputs). */
  bundleInputs: string[];
  /** Each file with the SHA-256 of its bytes and, when it has them, of its `.br` and `.gz`. */
  files: { path: string; sha256: string; compressed?: { br: string; gz: string } }[];
  assets: ThemeBundle['assets'];
  gzipSizes: [string, number][];
  /** The head script by its settings (headScriptDefines), for the settings most sites have. */
  headScripts: [string, string][];
}

/**
 * Where an input is, in words that survive the package moving: `theme:` a path
 * from the theme folder's parent (pxdocs's own folder), `npm:` a path after
 * `node_modules/`, found as Node finds packages, in the nearest folder up from
 * there that has it (the package may be installed where its dependencies sit
 * beside it, not inside it).
 */
function locator(file: string, base: string): string {
  const npm = file.indexOf(`${sep}node_modules${sep}`);
  if (npm !== -1) return `npm:${file.slice(npm + `${sep}node_modules${sep}`.length).split(sep).join('/')}`;
  return `theme:${relative(base, file).split(sep).join('/')}`;
}

function locate(spec: string, base: string): string | undefined {
  if (spec.startsWith('theme:')) return join(base, spec.slice('theme:'.length));
  const path = spec.slice('npm:'.length);
  for (let dir = base; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', path);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Writes the theme's bundles, their `.br` and `.gz` (precompress's settings,
 * so the bytes are those a build would make) and the head script for the
 * default settings to `dir` (scripts/compile.mjs, after dist/ is made).
 */
export async function writePrebuiltTheme(dir: string = PREBUILT_DIR, themeDir: string = THEME_DIR): Promise<void> {
  const bundle = await bundleTheme(themeDir, true);
  const base = dirname(themeDir);
  const inputs = await themeInputs(themeDir, bundle);
  await rm(dir, { recursive: true, force: true });
  const files: PrebuiltEntry['files'] = [];
  for (const file of bundle.files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.contents);
    const siblings = siblingsSync(file.path, file.contents);
    if (siblings) await Promise.all([writeFile(join(dir, `${file.path}.br`), siblings.br), writeFile(join(dir, `${file.path}.gz`), siblings.gz)]);
    files.push({ path: file.path, sha256: sha256(file.contents), ...(siblings ? { compressed: { br: sha256(siblings.br), gz: sha256(siblings.gz) } } : {}) });
  }
  const defaults: ClientAssetOptions = { themeDir };
  const entry: PrebuiltEntry = {
    format: 1,
    islands: (await readdir(join(themeDir, 'islands'))).sort(),
    inputs: await Promise.all([...inputs, join(themeDir, 'inline', 'head.ts')].map(async (file) => [locator(file, base), await hashFile(file)] as [string, string])),
    bundleInputs: bundle.inputs.map((input) => locator(join('/', input), base)),
    files,
    assets: bundle.assets,
    gzipSizes: [...bundle.gzipSizes],
    headScripts: [[JSON.stringify(headScriptDefines(defaults)), await transformHeadScript(defaults)]],
  };
  await writeFile(join(dir, 'entry.json'), JSON.stringify(entry));
}

/** The bundles in `dir` (writePrebuiltTheme), when they are the theme's as it is now (checkPrebuiltTheme); else undefined. */
async function readPrebuiltTheme(dir: string, themeDir: string): Promise<ThemeBundle | undefined> {
  try {
    const entryText = await readFile(join(dir, 'entry.json'), 'utf8');
    const entry = JSON.parse(entryText) as PrebuiltEntry;
    if (entry.format !== 1) return undefined;
    const islands = (await readdir(join(themeDir, 'islands'))).sort();
    if (islands.join('\n') !== entry.islands.join('\n')) return undefined;
    const base = dirname(themeDir);
    const inputs = entry.inputs.map(([spec, digest]) => [locate(spec, base), digest] as [string | undefined, string]);
    const read = entry.files.flatMap(({ path, compressed }) => [join(dir, path), ...(compressed ? [join(dir, `${path}.br`), join(dir, `${path}.gz`)] : [])]);
    const signed = [...inputs.flatMap(([file]) => (file ? [file] : [])), ...read];
    return await prebuiltOnce(`${dir}\0${themeDir}`, signed, () => checkPrebuiltTheme(dir, entry, inputs, base), entryText);
  } catch {
    // None there (a checkout before `npm run compile`), or unreadable: bundle as usual.
    return undefined;
  }
}

/** The prebuilt theme's files checked against their inputs' digests and their own, once a process while none of them changes. */
const prebuiltOnce = memoByFiles<ThemeBundle | undefined>();

/** `entry`'s bundles, when every input they were made from has the same bytes now and every file reads back whole; else undefined. */
async function checkPrebuiltTheme(dir: string, entry: PrebuiltEntry, inputs: [string | undefined, string][], base: string): Promise<ThemeBundle | undefined> {
  if (!(await unchanged(inputs))) return undefined;
  const files = await Promise.all(entry.files.map(async ({ path, sha256: digest, compressed }): Promise<ClientFile | undefined> => {
    const contents = await readFile(join(dir, path));
    if (sha256(contents) !== digest) return undefined;
    if (!compressed) return { path, contents };
    const [br, gz] = await Promise.all([readFile(join(dir, `${path}.br`)), readFile(join(dir, `${path}.gz`))]);
    // Copies made from these bytes by writePrebuiltTheme, unless damaged since: then none is used.
    if (sha256(br) !== compressed.br || sha256(gz) !== compressed.gz) return undefined;
    return { path, contents, compressed: { br, gz } };
  }));
  if (files.some((file) => !file)) return undefined;
  const bundleInputs = entry.bundleInputs.map((spec) => locate(spec, base));
  return {
    files: files as ClientFile[],
    assets: entry.assets,
    gzipSizes: new Map(entry.gzipSizes),
    inputs: bundleInputs.map((file) => relative('/', file ?? '')),
    origin: 'prebuilt',
    headScripts: new Map(entry.headScripts),
  };
}

/** The values the head script is made with (a site's announcement and colour mode). */
function headScriptDefines(options: ClientAssetOptions): Record<string, string> {
  return {
    __ANNOUNCEMENT_ID__: JSON.stringify(options.announcementId ?? ''),
    __DEFAULT_MODE__: JSON.stringify(options.colorMode?.defaultMode ?? 'light'),
    __FOLLOW_SYSTEM__: String(options.colorMode?.respectPrefersColorScheme ?? false),
    __STORED_MODE__: String(!(options.colorMode?.disableSwitch ?? false)),
  };
}

async function transformHeadScript(options: ClientAssetOptions): Promise<string> {
  const source = await readFile(join(options.themeDir ?? THEME_DIR, 'inline', 'head.ts'), 'utf8');
  const result = await transform(source, { loader: 'ts', minify: options.minify ?? true, target: 'es2018', define: headScriptDefines(options) });
  return result.code.trim();
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

async function bundleTheme(themeDir: string, minify: boolean, sizes = true): Promise<ThemeBundle> {
  const islandsDir = join(themeDir, 'islands');
  const entries = (await readdir(islandsDir)).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')).map((name) => join(islandsDir, name));
  const [scripts, styles] = await Promise.all([
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
      metafile: true,
      absWorkingDir: '/',
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      logLevel: 'silent',
    }),
  ]);
  const files = [...scripts.outputFiles, ...styles.outputFiles].map((file) => ({ path: file.path.replace(/^\/assets\//, 'assets/'), contents: file.contents }));
  const gzipSizes = new Map(gzipSizesOf(files, sizes));
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
      islands,
    },
    gzipSizes,
    inputs: Object.keys(scripts.metafile.inputs),
    styleInputs: Object.keys(styles.metafile.inputs),
    origin: 'bundled',
  };
}
