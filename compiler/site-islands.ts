// A site's interactive components as islands. Docusaurus hydrates every page
// with React, so a component's `onClick`, state and effects work there; pxdocs
// renders a site's components at build time and ships no React for them, so
// they used to be dead on the built page (a warning said so). Now a component
// file of the site that needs the browser (event handlers, effects,
// `<BrowserOnly>`) is an island: the build renders it as before inside a
// `<px-island>` with its props (theme/components/SiteIsland.tsx), and one
// script, loaded only by pages holding an island, hydrates it with React
// (theme/islands/lib/site-islands.tsx). Pages without one load no React.
//
// Which files: found before the pages build (their client bundle's URL goes
// into every page's data), by reading the site's component files (`src/` and
// the content folders, never node_modules or src/theme): handlers, effects or
// BrowserOnly make one, and so does an import of a package whose code has them
// (a widget that draws once mounted); a file that reads its children's elements
// (`Children.map`, `cloneElement`: its children reach the browser as HTML)
// stays static, as does one whose code cannot run in a browser (a Node module,
// a theme component pxdocs has no browser version of). Each is bundled alone
// first to learn that; the files left are bundled together, each its own chunk
// loaded when a page shows it, React shared.
import { themeFolders } from './theme-folders.js';
import { build, transform, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, type Dirent } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './write-atomic.js';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'acorn';
import { PACKAGE_ROOT } from './package-root.js';
import { scopeCssModule } from './css-modules.js';
import { svgComponent } from './svg-component.js';
import { assetUrl } from './mdx/remark-links.js';
import { siteRootedUrls } from './site-css.js';
import { ASSET, loadRawText, resolveRawText } from './webpack-imports.js';
import { esbuildFailure } from './errors.js';
import { pxErrors } from './errors/catalogue.js';
import { localeName, pageMessages } from './i18n.js';
import type { SiteConfig } from './config/schema.js';
import { isRenderedWrapper, isSiteCopy, navbarItemTypesFile, siteWrapperFiles, swizzledFile } from './site-wrapper-files.js';
import { routerShim } from './router-shim.js';
import { interactivePackage, INTERACTIVE } from './interactive-package.js';
import { withRelativeSiteRequires } from './site-requires.js';
import { staticDirNames } from './static-folders.js';
import { EXTERNAL_LINK_NAME_KEY, ICONS } from '../theme/shared/icons.js';
import { CONTENT_PARTS } from '../theme/components/SiteWrapper.js';
import { HEADING_LINK_TITLE } from '../theme/shared/heading-link.js';
import { LIVE_ISLAND } from '../theme/shared/live-code.js';
import { LIVE_CODE_THEME, sitePackageListed } from './site-package.js';

const THEME_DIR = resolve(PACKAGE_ROOT, 'theme');
const RUNTIME = resolve(THEME_DIR, 'islands', 'lib', 'site-islands.tsx');
const BROWSER_DOCUSAURUS = resolve(THEME_DIR, 'islands', 'site', 'docusaurus.tsx');
const WRAPPER_CHAIN = resolve(THEME_DIR, 'islands', 'lib', 'wrapper-chain.tsx');
/** The browser's live code block (@docusaurus/theme-live-codeblock), an island of every site that has the theme. */
export const LIVE_CODE_BLOCK = resolve(THEME_DIR, 'islands', 'site', 'live-codeblock.tsx');
/** The theme's scope of live code, for a site without its own `src/theme/ReactLiveScope`. */
const LIVE_SCOPE = resolve(THEME_DIR, 'islands', 'site', 'live-scope.ts');

/** A component reading its children's elements, which reach the browser as HTML (SiteIsland.tsx). */
export const READS_CHILDREN = /\bChildren\s*\.\s*(?:map|forEach|toArray|only|count)\b|\bcloneElement\s*\(|\bisValidElement\s*\(|\bchildren\s*(?:\.\s*props\b|\[)/;
/** Component source files: the files that may be islands (dev bundles the islands again when one changes). */
export const COMPONENT_FILE = /\.(jsx|tsx|js|ts|mjs)$/;
/** Folders never holding a site's own components. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'out', 'dist', '.docusaurus', '.git', 'static', 'i18n']);

/** Docusaurus modules a component may import in the browser, and what stands for each (theme/islands/site/docusaurus.tsx). */
const BROWSER_MODULES: Record<string, string[]> = {
  '@docusaurus/Link': ['Link as default'],
  '@docusaurus/BrowserOnly': ['BrowserOnly as default'],
  '@docusaurus/useIsBrowser': ['useIsBrowser as default'],
  '@docusaurus/useBaseUrl': ['useBaseUrl as default', 'useBaseUrlUtils'],
  '@docusaurus/useDocusaurusContext': ['useDocusaurusContext as default'],
  '@docusaurus/ExecutionEnvironment': ['ExecutionEnvironment as default'],
  '@docusaurus/Translate': ['Translate as default', 'translate'],
  '@docusaurus/Interpolate': ['Interpolate as default'],
  '@docusaurus/Head': ['Head as default'],
  '@docusaurus/ErrorBoundary': ['ErrorBoundary as default'],
  '@docusaurus/isInternalUrl': ['isInternalUrl as default'],
  '@docusaurus/router': ['useLocation', 'useHistory'],
  '@docusaurus/theme-common': ['useColorMode', 'useWindowSize', 'useThemeConfig', 'usePluralForm'],
  // What the build answered, carried by the page (theme/shared/island-docs.ts).
  '@docusaurus/plugin-content-docs/client': ['useDocById', 'useAllDocsData', 'useVersions', 'useLatestVersion', 'useActiveVersion', 'useDocsVersion', 'useActiveDocContext', 'useDoc'],
  '@docusaurus/theme-common/internal': ['useDoc', 'useDocsVersion', 'useDocById'],
  '@docusaurus/useGlobalData': ['useGlobalData as default', 'usePluginData'],
  // A React page hydrated as an island: its frame is the build's (SiteIsland.tsx `siteIslandPage`).
  '@theme/Layout': ['PageLayout as default'],
  '@theme/Heading': ['Heading as default'],
  // The classic theme's icons, by Docusaurus 3's path and Docusaurus 2's (theme/shared/icons.ts).
  ...Object.fromEntries(Object.keys(ICONS).flatMap((name) => [[`@theme/Icon/${name}`, [`Icon${name} as default`]], [`@theme/Icon${name}`, [`Icon${name} as default`]]])),
};

/** The id a file's island has in both bundles (the page's and the browser's): its path in the site, hashed. */
export function islandId(cwd: string, file: string): string {
  return createHash('sha256').update(relative(cwd, file).split(sep).join('/')).digest('hex').slice(0, 10);
}

/** Why an interactive file that was no candidate stays static (browser-handlers.ts names it). */
export function notCandidate(text: string): string {
  return READS_CHILDREN.test(text)
    ? "its components read their children's elements (`Children`, `cloneElement`), which would reach the browser as HTML"
    : 'it is outside the folders pxdocs takes islands from (src/ and the docs folders)';
}

/** Files whose components may be islands: interactive, not reading their children's elements. */
export function islandCandidates(cwd: string, roots: string[], listings?: ReadonlyMap<string, Dirent[]>): string[] {
  const found = new Set<string>();
  /** Whether each package entry read needs the browser (a site's files import the same few packages). */
  const packages = new Map<string, boolean>();
  // A theme folder inside src/ is the theme's too (theme-folders.ts).
  const theme = new Set(themeFolders(cwd));
  const walk = (dir: string) => {
    let entries;
    try {
      // The build's walk for changes has listed the site's folders already (up-to-date.ts): 10,000 pages' folders are not read twice.
      entries = listings?.get(dir) ?? readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !theme.has(path)) walk(path);
      } else if (entry.isFile() && COMPONENT_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.(test|spec|stories)\.[jt]sx?$/.test(entry.name)) {
        let text: string;
        try {
          text = readFileSync(path, 'utf8');
        } catch {
          continue;
        }
        if ((INTERACTIVE.test(text) || interactivePackage(path, text, packages) !== undefined) && !READS_CHILDREN.test(text)) found.add(path);
      }
    }
  };
  for (const root of [join(cwd, 'src'), ...roots]) if (existsSync(root)) walk(root);
  // src/theme is the theme's, not walked; but a swizzle wrapper pxdocs renders (site-wrappers.ts) imports
  // its additions from its own folder (DocItem/Footer/Contributors.tsx): those may be islands, as in pages.
  // The wrapper itself renders on the server (it imports `@theme-original/…`, which has no browser version).
  for (const wrapper of siteWrapperFiles(cwd).values()) {
    if (!/^index\.[cm]?[jt]sx?$/.test(basename(wrapper))) continue;
    walk(dirname(wrapper));
  }
  // So does the site's map of navbar item types (src/theme/NavbarItem/ComponentTypes.js), its items' components beside it.
  const types = navbarItemTypesFile(cwd);
  if (types) walk(dirname(types));
  for (const wrapper of [...siteWrapperFiles(cwd).values(), ...(types ? [types] : [])]) found.delete(wrapper);
  return [...found].sort();
}

/** What a module exports: its names (`default` among them), and whether it also re-exports another's (`export *`). */
export interface ModuleExports {
  names: string[];
  star: boolean;
}

/** The names a module exports, or undefined when it has no ES exports (CommonJS) or does not parse. */
export async function moduleExports(file: string): Promise<ModuleExports | undefined> {
  let code: string;
  try {
    const ext = extname(file).slice(1);
    const loader = ext === 'ts' ? 'ts' : ext === 'tsx' ? 'tsx' : 'jsx';
    code = (await transform(readFileSync(file, 'utf8'), { loader, format: 'esm', jsx: 'automatic', target: 'es2022' })).code;
  } catch {
    return undefined;
  }
  let program;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return undefined;
  }
  const names = new Set<string>();
  let star = false;
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    else if (node.type === 'ExportAllDeclaration') star = true;
    else if (node.type === 'ExportNamedDeclaration') {
      const declaration = node.declaration;
      if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') names.add(declaration.id.name);
      else if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
      }
      for (const specifier of node.specifiers) {
        const exported = specifier.exported;
        if (exported.type === 'Identifier') names.add(exported.name);
      }
    }
  }
  return names.size || star ? { names: [...names], star } : undefined;
}

/** The import a page's bundle makes of an island file's own code (compiler/bundle-pages.ts wraps the file itself). */
export const ISLAND_REAL = '?px-island-real';
/** The module the wrapper takes `siteIsland` from (pageRequire gives it). */
export const ISLAND_RUNTIME = 'pxdocs:site-island';

/** The module standing for an island file in a page's bundle: each component export wrapped by `siteIsland`. */
export function islandWrapper(file: string, id: string, exports: ModuleExports, shown: string): string {
  const real = JSON.stringify(`${file}${ISLAND_REAL}`);
  return [
    `import * as real from ${real};`,
    `import { siteIsland } from ${JSON.stringify(ISLAND_RUNTIME)};`,
    // Names written out below win over the star's (a module's own exports shadow `export *`'s).
    ...(exports.star ? [`export * from ${real};`] : []),
    ...exports.names.filter((name) => name === 'default' || /^[A-Za-z_$][\w$]*$/.test(name)).map((name) => {
      const value = `siteIsland(real[${JSON.stringify(name)}], ${JSON.stringify(id)}, ${JSON.stringify(name)}, ${JSON.stringify(shown)})`;
      return name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`;
    }),
  ].join('\n');
}

/**
 * What the pages' threads are told of the site's islands (absolute paths): each island file's id and
 * exports (read once, when the islands are bundled, not again by each thread for each batch), and why
 * other candidates stayed static.
 */
export interface IslandFiles {
  ids: Record<string, string>;
  exports: Record<string, ModuleExports>;
  refused: Record<string, string>;
  /** Islands calling react-dom's API that React 19 removed, and which (`SiteIslands.removed`). */
  removed?: Record<string, string>;
}

export interface SiteIslandsInput {
  cwd: string;
  /** Candidate files (`islandCandidates`). */
  files: string[];
  minify?: boolean;
  /** The site's base URL (links and `useBaseUrl` in the browser). */
  base?: string;
  /** What `useDocusaurusContext` gives in the browser (plain data). */
  context?: Record<string, unknown>;
  /** The locale's messages, for `<Translate>` (only the ids the islands' code names are kept). */
  messages?: Record<string, string>;
  /** The site's static folders (a site-rooted computed require's files: site-requires.ts); default `static`. */
  staticDirs?: string[];
  /**
   * The site's Root and its wrappers of the parts a page's content renders inside (part → file, its own copies of parts left out): bundled with the islands, each its own
   * chunk, so an island the build rendered inside them hydrates inside them (theme/islands/lib/wrapper-chain.tsx).
   */
  wrappers?: Record<string, string>;
  /**
   * The site has Docusaurus's live code block theme: its `live` fences are islands (LIVE_CODE_BLOCK), their
   * code run with `scope` (the site's src/theme/ReactLiveScope, absolute; the theme's when undefined).
   */
  liveCode?: { scope?: string };
}

export interface SiteIslands {
  files: { path: string; contents: Uint8Array }[];
  /** The script a page with islands loads (undefined: no island). */
  script?: string;
  /** File → island id, for the pages' bundles. */
  ids: Map<string, string>;
  /** File → what it exports, for the pages' bundles (`islandWrapper`). */
  exports: Map<string, ModuleExports>;
  /** Candidates left static, and why (named in the handler warnings: browser-handlers.ts). */
  refused: Map<string, string>;
  /** Islands whose code calls react-dom's API React 19 removed, and which (`REMOVED_IN_REACT_19`): the build warns. */
  removed: Map<string, string>;
}

/** The candidates bundled for the browser: the script pages with islands load, and which files made it. */
export async function bundleSiteIslands(input: SiteIslandsInput, cacheDir?: string): Promise<SiteIslands> {
  if (!cacheDir) return bundleAnew(input);
  // A build with islands probes and bundles every candidate (about a second for a dozen): the result is
  // kept, keyed by the settings and the candidates, and taken while every file the bundle was made from has
  // the same bytes and no file refused before would now bundle (refused ones are probed again: a fix may
  // lie in a file they import). An unreadable entry is bundled afresh.
  const key = sha256(JSON.stringify(['site-islands-5', PACKAGE_ROOT, input.cwd, input.files, input.liveCode ?? null, input.wrappers ?? {}, input.base, input.context, input.messages, input.minify ?? true]));
  const path = join(cacheDir, key.slice(0, 2), `${key}.islands.json`);
  try {
    const entry = JSON.parse(await readFile(path, 'utf8')) as CachedIslands;
    const same = await Promise.all(entry.inputs.map(async ([file, digest]) => (await readFile(file).then(sha256, () => '')) === digest));
    const stillRefused = await Promise.all(Object.keys(entry.refused).map((file) => probe(input, file).then((probed) => 'reason' in probed)));
    if (same.every(Boolean) && stillRefused.every(Boolean)) {
      return {
        files: entry.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents, 'base64') })),
        ...(entry.script ? { script: entry.script } : {}),
        ids: new Map(Object.entries(entry.ids)),
        exports: new Map(Object.entries(entry.exports)),
        refused: new Map(Object.entries(entry.refused)),
        removed: new Map(Object.entries(entry.removed ?? {})),
      };
    }
  } catch {
    // No entry, or not one we can read: bundled below.
  }
  const made = await bundleAnew(input);
  const entry: CachedIslands = {
    inputs: await Promise.all([...new Set([...input.files, ...made.inputs])].map(async (file) => [file, await readFile(file).then(sha256, () => '')] as [string, string])),
    files: made.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents).toString('base64') })),
    ...(made.script ? { script: made.script } : {}),
    ids: Object.fromEntries(made.ids),
    exports: Object.fromEntries(made.exports),
    refused: Object.fromEntries(made.refused),
    removed: Object.fromEntries(made.removed),
  };
  await writeFileAtomic(path, JSON.stringify(entry));
  return made;
}

interface CachedIslands {
  /** Every file the bundle was made from (absolute), with its SHA-256. */
  inputs: [string, string][];
  files: { path: string; contents: string }[];
  script?: string;
  ids: Record<string, string>;
  exports: Record<string, ModuleExports>;
  refused: Record<string, string>;
  removed?: Record<string, string>;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** What `file` exports when it can be bundled for the browser alone, else why it cannot. */
async function probe(input: SiteIslandsInput, file: string): Promise<{ exports: ModuleExports; removed?: string } | { reason: string }> {
  const exports = await moduleExports(file);
  if (!exports) return { reason: 'it has no ES module exports pxdocs can read' };
  try {
    const result = await build({ ...options(input, [file]), minify: false, splitting: false, metafile: false, outdir: undefined, outfile: 'probe.js', entryPoints: [file] });
    const removed = REMOVED_IN_REACT_19.exec(result.outputFiles.map((output) => output.text).join('\n'))?.[1];
    return { exports, ...(removed ? { removed } : {}) };
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
    return { reason: `its code cannot run in a browser as pxdocs bundles it (${first})` };
  }
}

/**
 * react-dom's calls React 19 no longer has, which islands run on (pxdocs's React): where one runs,
 * the island fails in the browser. react-transition-group 4 calls `findDOMNode` for a transition
 * given no `nodeRef` (OlegWock/react-local-toast-docs's toasts); Docusaurus 2 and 3 ran React 17 and 18.
 */
const REMOVED_IN_REACT_19 = /\.(findDOMNode|unmountComponentAtNode|unstable_renderSubtreeIntoContainer)\s*\(/;

async function bundleAnew(given: SiteIslandsInput): Promise<SiteIslands & { inputs: string[] }> {
  let input = given;
  const { cwd } = input;
  const ids = new Map<string, string>();
  const exports = new Map<string, ModuleExports>();
  const refused = new Map<string, string>();
  const removed = new Map<string, string>();
  const files = input.liveCode ? [...input.files, LIVE_CODE_BLOCK] : input.files;
  // Each alone first: one file importing `node:fs` must not keep the others static.
  const probed = await Promise.all(files.map((file) => probe(input, file)));
  // A site's ReactLiveScope that cannot run in a browser (it imports a theme component pxdocs has no browser
  // version of, say): live blocks run with the theme's scope rather than not at all, and the scope is named (build.ts).
  const live = files.indexOf(LIVE_CODE_BLOCK);
  const scope = input.liveCode?.scope;
  if (live !== -1 && scope && 'reason' in probed[live]) {
    refused.set(scope, (probed[live] as { reason: string }).reason);
    input = { ...input, liveCode: {} };
    probed[live] = await probe(input, LIVE_CODE_BLOCK);
  }
  for (const [index, file] of files.entries()) {
    const result = probed[index];
    if ('reason' in result) refused.set(file, result.reason);
    else {
      exports.set(file, result.exports);
      if (result.removed) removed.set(file, result.removed);
    }
  }
  const usable = [...exports.keys()].sort();
  if (!usable.length) return { files: [], ids, exports, refused, removed, inputs: [] };
  // The live block's id is known to the theme's component that renders it (theme/shared/playground.ts).
  for (const file of usable) ids.set(file, file === LIVE_CODE_BLOCK ? LIVE_ISLAND : islandId(cwd, file));
  // A wrapper whose code cannot run in a browser is left out: the islands inside it hydrate without it, as before.
  const wrappers = Object.entries(input.wrappers ?? {});
  const wrapperProbes = await Promise.all(wrappers.map(([, file]) => probe(input, file)));
  const browserWrappers = wrappers.filter((_, index) => !('reason' in wrapperProbes[index]!));
  const entry = [
    `import { hydrateSiteIslands } from ${JSON.stringify(RUNTIME)};`,
    // Each island's file is named too: the console says which one failed in the browser.
    `hydrateSiteIslands({ ${usable.map((file) => `${JSON.stringify(ids.get(file))}: [() => import(${JSON.stringify(file)}), ${JSON.stringify(relative(cwd, file).split(sep).join('/'))}]`).join(', ')} }${browserWrappers.length ? `, { ${browserWrappers.map(([part, file]) => `${JSON.stringify(part)}: () => import(${JSON.stringify(file)})`).join(', ')} }` : ''});`,
  ].join('\n');
  try {
    const settings = options(input, [...usable, ...browserWrappers.map(([, file]) => file)]);
    const result = await build({ ...settings, entryPoints: ['pxdocs-site-islands'], plugins: [entryPlugin(entry, cwd), ...settings.plugins] });
    const files = result.outputFiles.map((file) => ({ path: relative(cwd, file.path).split(sep).join('/'), contents: file.contents }));
    const script = files.find((file) => /^assets\/site-islands-[^/]+\.js$/.test(file.path));
    // Files of the bundle, by absolute path (inputs of a plugin's namespace are `namespace:path`).
    const inputs = Object.keys(result.metafile.inputs).map((name) => name.replace(/^[\w-]+:/, '')).filter((name) => name !== 'site-islands').map((name) => resolve(cwd, name));
    return { files, ...(script ? { script: `/${script.path}` } : {}), ids, exports, refused, removed, inputs };
  } catch (error) {
    throw esbuildFailure(error, pxErrors.ClientModuleDoesNotCompile);
  }
}

/** The loader entry, made in memory. */
function entryPlugin(contents: string, cwd: string): Plugin {
  return {
    name: 'pxdocs-site-islands-entry',
    setup(builder) {
      builder.onResolve({ filter: /^pxdocs-site-islands$/ }, () => ({ path: 'site-islands', namespace: 'pxdocs-site-islands' }));
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-site-islands' }, () => ({ contents, loader: 'js', resolveDir: cwd }));
    },
  };
}

function options(input: SiteIslandsInput, files: string[]) {
  const { cwd } = input;
  // Only the messages the islands' code can name: a site's code.json holds hundreds.
  const sources = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  // (And the heading link's title, which `@theme/Heading` reads, and the external-link icon's name.)
  const messages = Object.fromEntries(Object.entries(input.messages ?? {}).filter(([id]) => sources.includes(id) || (id === HEADING_LINK_TITLE && sources.includes('@theme/Heading')) || (id === EXTERNAL_LINK_NAME_KEY && /@theme\/Icon\/?ExternalLink/.test(sources))));
  return {
    bundle: true,
    write: false as const,
    format: 'esm' as const,
    platform: 'browser' as const,
    target: 'es2020',
    splitting: true,
    minify: input.minify ?? true,
    absWorkingDir: cwd,
    outdir: join(cwd, 'assets'),
    entryNames: 'site-islands-[hash]',
    chunkNames: 'site-islands/[name]-[hash]',
    jsx: 'automatic' as const,
    loader: { '.js': 'jsx' as const, '.json': 'json' as const },
    define: {
      'process.env.NODE_ENV': '"production"',
      __PX_BASE__: JSON.stringify(input.base ?? '/'),
      __PX_CONTEXT__: JSON.stringify(input.context ?? {}),
      __PX_MESSAGES__: JSON.stringify(messages),
    },
    metafile: true as const,
    logLevel: 'silent' as const,
    plugins: [browserModules(cwd, input.staticDirs, new Set(Object.values(input.wrappers ?? {})), input.liveCode), siteRootedUrls(input.base ?? '/')],
  };
}

/** The one React every island and the runtime share: pxdocs's own, whatever copy the site has installed. */
const OWN_REACT = /^(react|react-dom)(\/.*)?$/;

/** How a component's imports resolve in the browser: Docusaurus's modules, the site's paths, and files as the page's bundle has them. */
function browserModules(cwd: string, staticDirs?: string[], wrappers: ReadonlySet<string> = new Set(), liveCode?: SiteIslandsInput['liveCode']): Plugin {
  return {
    name: 'pxdocs-site-islands',
    setup(builder) {
      // A computed require of the site's files (`require(\`@site/static/img/${name}\`)`), written relative as the
      // page's bundle writes it, so the browser's code holds the files it may name: it threw "Dynamic require … is not supported".
      builder.onLoad({ filter: /\.(?:[cm]?jsx?|tsx?)$/, namespace: 'file' }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const code = withRelativeSiteRequires(readFileSync(args.path, 'utf8'), args.path, cwd, staticDirs);
        return code === undefined ? undefined : { contents: code, loader: /\.tsx$/.test(args.path) ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'jsx', resolveDir: dirname(args.path) };
      });
      builder.onResolve({ filter: OWN_REACT }, (args) => ({ path: realpathSync(ownRequire.resolve(args.path)) }));
      // In a wrapper, the part it wraps is the place of what it holds (wrapper-chain.tsx): the island, or the next wrapper.
      builder.onResolve({ filter: /^@theme-(original|init)\// }, (args) => (wrappers.has(args.importer) && isRenderedWrapper(args.path.slice(args.path.indexOf('/') + 1)) ? { path: args.path, namespace: 'pxdocs-browser-original' } : undefined));
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-browser-original' }, () => ({ contents: `export { Original as default } from ${JSON.stringify(WRAPPER_CHAIN)};`, loader: 'js', resolveDir: cwd }));
      // The scope live code runs with, as the theme's LiveCodeBlock imports it: the site's swizzled one, or the theme's.
      if (liveCode) builder.onResolve({ filter: /^@theme\/ReactLiveScope$/ }, () => ({ path: liveCode.scope ?? LIVE_SCOPE }));
      builder.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, (args) => {
        const names = BROWSER_MODULES[args.path];
        if (names) return { path: args.path, namespace: 'pxdocs-browser-docusaurus' };
        return { errors: [{ text: `"${args.path}" has no browser version in pxdocs` }] };
      });
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-browser-docusaurus' }, (args) => ({
        contents: `export { ${BROWSER_MODULES[args.path].join(', ')} } from ${JSON.stringify(BROWSER_DOCUSAURUS)};`,
        loader: 'js',
        resolveDir: cwd,
      }));
      builder.onResolve({ filter: /^@site\// }, (args) => builder.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: cwd, kind: args.kind }));
      // A site's react-router-dom or react-router: the browser's location, history and links over the package (router-shim.ts).
      routerShim(builder, 'pxdocs-browser-router', `export { useLocation, useHistory, useParams, useRouteMatch, withRouter, Link, Link as NavLink } from ${JSON.stringify(BROWSER_DOCUSAURUS)};`, cwd);
      builder.onResolve({ filter: /^node:|^(fs|path|child_process|os|crypto|module|url|worker_threads)$/ }, (args) => ({ errors: [{ text: `"${args.path}" is a Node module` }] }));
      // The page already links the CSS its components import (the page's bundle made it): none twice.
      builder.onLoad({ filter: /\.module\.(?:css|s[ac]ss)$/ }, async (args) => {
        const { classes } = await scopeCssModule(args.path, cwd);
        return { contents: `export default ${JSON.stringify(classes)};`, loader: 'js' };
      });
      builder.onLoad({ filter: /\.(css|s[ac]ss)$/ }, () => ({ contents: '', loader: 'js' }));
      builder.onLoad({ filter: /\.svg$/i }, (args) => ({ contents: svgComponent(readFileSync(args.path, 'utf8')), loader: 'jsx', resolveDir: dirname(args.path) }));
      // Files imported for their URL: the URL the page's bundle gave them (bundle-pages.ts `publish`).
      builder.onLoad({ filter: ASSET }, (args) => ({ contents: `export default ${JSON.stringify(assetUrl(realpathSync(args.path)))};`, loader: 'js' }));
      resolveRawText(builder);
      loadRawText(builder);
    },
  };
}

/** Resolves a package from pxdocs's own folder. */
const ownRequire = createRequire(join(PACKAGE_ROOT, 'package.json'));

/**
 * The site's Root and its wrappers of the parts a page's content renders inside (part → file), which an island the
 * build rendered inside them hydrates inside (`data-wrappers`): Root's place is its children, a wrapper's its
 * `@theme-original/<Part>`.
 */
function siteChainFiles(cwd: string): Record<string, string> {
  const root = swizzledFile(cwd, 'Root');
  const wrappers = [...siteWrapperFiles(cwd)].filter(([part, file]) => CONTENT_PARTS.includes(part) && !isSiteCopy(file, part));
  return Object.fromEntries([...(root ? [['Root', root] as const] : []), ...wrappers]);
}

/**
 * What the build bundles for the site's islands: its candidates, and what the
 * browser versions of Docusaurus's modules answer (the site's base URL, its
 * context for `useDocusaurusContext`, the locale's messages for `<Translate>`).
 */
export function siteIslandsInput(config: SiteConfig, cwd: string, roots: string[], listings?: ReadonlyMap<string, Dirent[]>): Omit<SiteIslandsInput, 'minify'> {
  return {
    cwd,
    files: islandCandidates(cwd, roots, listings),
    wrappers: siteChainFiles(cwd),
    ...(sitePackageListed(cwd, LIVE_CODE_THEME) ? { liveCode: { scope: swizzledFile(cwd, 'ReactLiveScope') } } : {}),
    base: config.baseUrl,
    staticDirs: staticDirNames(config),
    context: {
      siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, customFields: config.customFields ?? {} },
      siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
      globalData: {},
      i18n: { defaultLocale: config.i18n?.defaultLocale ?? config.lang, currentLocale: localeName(config), locales: config.i18n?.locales ?? [config.lang] },
    },
    messages: pageMessages(cwd, config),
  };
}
