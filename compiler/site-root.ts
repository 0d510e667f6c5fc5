// A Docusaurus site's swizzled Root (`src/theme/Root.js`, or `Root/index.js`):
// the component Docusaurus renders once around the whole app, to provide React
// contexts and add `<Head>` tags on every page. pxdocs renders it too:
//
// - Bundled once per build (here, in the build's thread), with the pages' own
//   esbuild options and plugin, so it resolves `@site/`, `@theme/`, CSS modules
//   and packages as pages do. Its code travels to the page threads as text
//   (PagesInit.siteRoot), each of which runs it once (`loadSiteRoot`).
// - A page's bundle takes the modules Root's bundle holds from Root's instance
//   (bundle-pages.ts `ROOT_MODULE`) instead of bundling a copy: a context a
//   component reads is then the very object Root provides (two copies of a
//   context's file would be two contexts, and the component would read the default).
// - Its frame (the markup it renders before and after its children, and its head
//   tags) is taken once, by rendering it around a placeholder child
//   (`renderRootFrame`), and put on every page by the layout (SiteData.root).
//   Once, not per page: a fast-path page has no React body to render Root around,
//   and every page must get the same frame whichever way it was made; Root is
//   Docusaurus's app shell, rendered once and kept across navigation, so what it
//   draws is the site's, not a page's. A frame that read the page (useLocation)
//   sees the home page. Being in SiteData, the frame is part of every page's cache key.
// - A page with a module renders inside Root (render.ts), so its components
//   read Root's contexts; Root's own markup and tags from that render are
//   dropped (the frame has them, `InRootFrame`).
//
// pxdocs writes one HTML file per page and hydrates only its islands: Root renders once on
// the server per page, and in the browser once around the islands inside it (its way to its
// children, theme/islands/lib/wrapper-chain.tsx), so its contexts and its state reach the
// islands, shared by them; its state lives on through client navigation, not a page load.
import { build, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { fromEsbuild, pageRequire, pagesPlugin, siteCodeOptions, type SharedModules } from './bundle-pages.js';
import { hash, siteFree } from './cache.js';
import { pxErrors } from './errors/catalogue.js';
import { PxError } from './errors.js';
import { browserGlobalHint, functionCode, innermostThrowSite, siteText, type MappedCode, type PageMap } from './throw-site.js';
import { swizzledFile } from './site-wrapper-files.js';
import type { IslandFiles } from './site-islands.js';
import { renderIslandMarkup } from './island-markup.js';
import { PageContext, WrapperChain, type RenderContext } from '../theme/components/context.js';
import { RAW_MARKER } from '../theme/components/mdx/RawHtml.js';
import type { PageData, RootFrame, SiteData } from '../theme/components/types.js';

/** Modules of Root's bundle a page may import too: JavaScript files (not stylesheets or Markdown). */
const SHAREABLE = /\.[cm]?[jt]sx?$/;

export interface SiteRoot {
  /** The file, relative to the site folder (for messages). */
  file: string;
  /** The site folder. */
  cwd: string;
  /** Root and every module it imports, bundled to one CommonJS module exporting `{ root, modules }`. */
  code: string;
  /** Of the code: part of the cache's salt (a page with a module renders inside Root). */
  hash: string;
  /** Absolute paths of the modules pages take from Root's bundle (bundle-pages.ts `ROOT_MODULE`). */
  shared: string[];
  /** Every file the bundle was made from, absolute (`pxdocs dev` loads Root again when one changes). */
  inputs: string[];
  /** The CSS Root's modules import, bundled; linked on every page. */
  css?: string;
  /** The code's source map: a throw in Root, or in a module pages take from it, is named by its line (throw-site.ts). */
  map?: PageMap;
}

/**
 * The site's swizzled Root, bundled; undefined when it has none. `islands`: the site's island files, rendered as
 * islands in Root too (a `<Toast/>` with state Root renders beside its children is live in the browser, as in Docusaurus).
 */
export async function bundleSiteRoot(cwd: string, staticDirs = ['static'], islands?: IslandFiles): Promise<SiteRoot | undefined> {
  const entry = swizzledFile(cwd, 'Root');
  if (!entry) return undefined;
  const file = relative(cwd, entry);
  const compileExtra = (imported: string) => Promise.reject(pxErrors.ImportFailed.create({ message: `${file} imports ${relative(cwd, imported)}, a Markdown file: Root renders around every page, and pxdocs renders no Markdown in it.` }, { where: { file }, hint: 'Import a component instead, or move the Markdown into the pages.' }));
  const options = siteCodeOptions(cwd);
  try {
    // First what Root's bundle is made of, then the bundle that exports its modules by path, for pages to share.
    const found = await build({ ...options, entryPoints: [entry], plugins: [pagesPlugin({ compiled: new Map(), cwd, staticDirs, compileExtra }).plugin] });
    const inputs = Object.keys(found.metafile.inputs).filter((input) => !/^[\w-]+:/.test(input)).map((input) => resolve(cwd, input));
    const shared = inputs.filter((path) => SHAREABLE.test(path) && existsSync(path));
    const registry: Plugin = {
      name: 'pxdocs-root-entry',
      setup(builder) {
        builder.onResolve({ filter: /^pxdocs-root-entry$/ }, () => ({ path: 'entry', namespace: 'pxdocs-root-entry' }));
        builder.onLoad({ filter: /.*/, namespace: 'pxdocs-root-entry' }, () => ({
          // `require` gives what a page's bundle would get of each module (an ES module's exports with `__esModule`).
          contents: `module.exports = { root: require(${JSON.stringify(entry)}), modules: { ${shared.map((path) => `${JSON.stringify(path)}: require(${JSON.stringify(path)})`).join(', ')} } };`,
          loader: 'js',
          resolveDir: cwd,
        }));
      },
    };
    const result = await build({ ...options, entryPoints: ['pxdocs-root-entry'], sourcemap: 'external', sourcesContent: false, plugins: [registry, pagesPlugin({ compiled: new Map(), cwd, staticDirs, compileExtra, ...(islands ? { islands } : {}) }).plugin] });
    const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!;
    const code = js.text;
    const mapText = result.outputFiles.find((output) => output.path.endsWith('.js.map'))?.text;
    const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text.trim();
    // Its modules are named by their paths: hashed as the site's (cache.ts `siteFree`), the salt the same wherever the site is.
    return { file, cwd, code, hash: hash(siteFree(code, cwd), css ?? ''), shared, inputs, ...(css ? { css } : {}), ...(mapText ? { map: { text: mapText, dir: dirname(js.path) } } : {}) };
  } catch (error) {
    if (error instanceof PxError) throw error;
    throw fromEsbuild(error, cwd);
  }
}

/**
 * A site module's component: an ES module's default export, or a CommonJS `module.exports = X`
 * (a function, or a memo/forwardRef object); undefined when it exports none.
 */
export function exportedComponent<T>(exported: unknown): T | undefined {
  const component = typeof exported === 'function' ? exported : (exported as { default?: unknown } | undefined)?.default;
  return typeof component === 'function' || (component && typeof component === 'object' && '$$typeof' in component) ? component as T : undefined;
}

export interface LoadedRoot {
  component: ComponentType<{ children?: ReactNode }>;
  /** Its modules, for the pages' bundles (bundle-pages.ts). */
  modules: SharedModules;
}

/** Root run in this thread, by its code's hash: once per thread, whatever the batches. */
const loaded = new Map<string, LoadedRoot>();

const runKeys = new WeakMap<{ code: string }, string>();
/**
 * A bundle's identity among those run in this thread: the hash of its code as it is (once per bundle
 * object). Not its `hash`, which names no folder so a moved site finds its cache: two sites alike but
 * for their folder (a process building both, as tests do) would share Root's modules, run for one of them.
 */
export function runKey(bundle: { code: string }): string {
  let key = runKeys.get(bundle);
  if (key === undefined) runKeys.set(bundle, (key = hash(bundle.code)));
  return key;
}

/** Runs Root's bundle (once per thread): its component and its modules. */
export function loadSiteRoot(root: SiteRoot): LoadedRoot {
  const known = loaded.get(runKey(root));
  if (known) return known;
  const module = { exports: {} as { root?: unknown; modules?: Record<string, unknown> } };
  try {
    new Function('require', 'module', 'exports', `${root.code}\n//# sourceURL=${rootCodeUrl(root)}`)((id: string) => pageRequire(id), module, module.exports);
  } catch (error) {
    throw failure(root, error);
  }
  const component = exportedComponent<LoadedRoot['component']>(module.exports.root);
  if (!component) {
    throw pxErrors.SiteRootFailed.create({ file: root.file, message: 'it exports no component (its default export is not a function).' }, { where: { file: root.file }, hint: 'Export the component as default: `export default function Root({ children }) { return <>{children}</>; }`.' });
  }
  const result: LoadedRoot = { component, modules: { shared: new Set(root.shared), modules: new Map(Object.entries(module.exports.modules ?? {})) } };
  loaded.set(runKey(root), result);
  return result;
}

/** The element Root is given as its children when its frame is taken; and around a page, its start and end. */
const SLOT = 'pxdocs-root-children';
export const PAGE_START = 'pxdocs-root-page';
export const PAGE_END = 'pxdocs-root-page-end';

/** Root rendered around a placeholder: the markup before and after its children, and its head tags. */
export function renderRootFrame(root: SiteRoot, site: SiteData): RootFrame {
  const { component } = loadSiteRoot(root);
  const page: PageData = { kind: 'home', id: 'home', permalink: '/', title: site.title, description: site.tagline, toc: [], breadcrumbs: [] };
  const context: RenderContext = { site, page, islands: new Set(), raw: [], renderBlocking: new Set() };
  let html: string;
  try {
    // What it renders beside its children is an island of the frame when it is one of the site's island files, hydrating
    // inside Root (`WrapperChain`) with its hydration comments kept; the rest of the frame is markup, as renderToStaticMarkup's.
    html = renderIslandMarkup(createElement(PageContext.Provider, { value: context }, createElement(WrapperChain.Provider, { value: ['Root'] }, createElement(component, null, createElement(SLOT)))));
  } catch (error) {
    throw failure(root, error);
  }
  html = html.replace(RAW_MARKER, (_, index: string) => context.raw[Number(index)] ?? '');
  const parts = html.split(`<${SLOT}></${SLOT}>`);
  if (parts.length !== 2) throw pxErrors.SiteRootWithoutChildren.create({ file: root.file, times: parts.length - 1 }, { where: { file: root.file } });
  return { before: parts[0]!, after: parts[1]!, head: context.head ?? [], ...(context.islands.size ? { islands: [...context.islands], ...(context.chainDocs ? { docs: context.chainDocs } : {}) } : {}) };
}

/** The site data with Root's frame (and the stylesheet of its CSS, `assets/site-root-<hash>.css`), when the site has a Root. */
export function withRootFrame(site: SiteData, root: SiteRoot | undefined): SiteData {
  if (!root) return site;
  const frame = renderRootFrame(root, site);
  return { ...site, root: { ...frame, ...(root.css ? { stylesheet: `/${rootStylesheet(root)}` } : {}) } };
}

/** Where Root's CSS is written (named by its content). */
export function rootStylesheet(root: SiteRoot): string {
  return `assets/site-root-${hash(root.css ?? '').slice(0, 10)}.css`;
}

/** The page's HTML out of Root's render around it (between its start and end marks), or undefined when Root left it out. */
export function pageWithinRoot(html: string): string | undefined {
  const start = html.indexOf(`<${PAGE_START}></${PAGE_START}>`);
  const end = html.lastIndexOf(`<${PAGE_END}></${PAGE_END}>`);
  if (start === -1 || end < start) return undefined;
  return html.slice(start + `<${PAGE_START}></${PAGE_START}>`.length, end);
}

/** The name Root's code runs under: a stack through it maps back to a line of Root or of a module it imports. */
function rootCodeUrl(root: SiteRoot): string {
  return `pxdocs-root:///${root.file}`;
}

/** Root's code with its map, for `throwSite`: a component pages take from Root's bundle throws there. */
export function rootCode(root: SiteRoot | undefined): MappedCode[] {
  return root?.map ? [functionCode(rootCodeUrl(root), root.map)] : [];
}

function failure(root: SiteRoot, error: unknown): PxError {
  if (error instanceof PxError) return error;
  const hint = browserGlobalHint(error);
  // The line that threw: Root's own, or a module's it imports (loading it, or rendering).
  const stack = (error as Error | undefined)?.stack;
  const site = typeof stack === 'string' ? innermostThrowSite(stack, rootCode(root), root.cwd) : undefined;
  const message = `${(error as Error)?.message ?? String(error)}${site ? ` (at ${siteText(site)})` : ''}`;
  return pxErrors.SiteRootFailed.create({ file: root.file, message }, { where: site ?? { file: root.file }, cause: error, ...(hint ? { hint } : {}) });
}
