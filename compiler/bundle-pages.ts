// Bundles every compiled page with esbuild, so pages may import JSON, local
// components and `@site/` paths, then evaluates each bundle in this process.
// React and the theme stay shared (external), so pages render with one React.
import { pathLabel } from './path-label.js';
import { resolveThemeComponent, themeFolders } from './theme-folders.js';
import { build, type Message, type Plugin } from 'esbuild';
import { refuseSpecialFile } from './site-file.js';
import { routerShim } from './router-shim.js';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { sitePackageListed } from './site-package.js';
import { withRelativeSiteRequires } from './site-requires.js';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ComponentType } from 'react';
import { codeFrame, PxError, PxErrorList, toPxErrors } from './errors.js';
import { mdxComponents, themeModules } from '../theme/components/mdx/index.js';
import { lacking } from '../theme/components/mdx/lacking.js';
import { siteAdmonitionTypes, siteMdxComponents } from './mdx/site-component-tags.js';
import { codeBlockWrapperFile, isSiteCopy, siteAdmonitionComponent } from './site-wrapper-files.js';
import { SITE_FENCE_CODE_COMPONENT } from './mdx/rehype-code.js';
import { codeWith } from '../theme/components/mdx/Code.js';
import { SITE_ADMONITION_COMPONENT } from './mdx/remark-admonitions.js';
import { scopeCssModule } from './css-modules.js';
import { postcssDiagnostic, postcssEsbuildPlugin, postcssWarningsOf, sitePostcss } from './postcss.js';
import { MDX_COMPONENTS_MODULE } from './mdx/compile.js';
import { pxErrors } from './errors/catalogue.js';
import { assetUrl, type PageAsset } from './mdx/remark-links.js';
import { svgComponent } from './svg-component.js';
import { browserHandlerWarnings, type HandlerMemo } from './browser-handlers.js';
import { ASSET, loadRawText, resolveRawText } from './webpack-imports.js';
import { ISLAND_REAL, ISLAND_RUNTIME, islandWrapper, type IslandFiles } from './site-islands.js';
import { nearIds } from './near.js';
import { siteIsland, siteIslandPage } from '../theme/components/SiteIsland.js';
import { pageCodeUrl, pageTimedOut, runningPage, timedOut, withinTimeLimit } from './time-limit.js';
import { browserGlobalHint, siteText, throwSite, type PageMap } from './throw-site.js';

export type PageComponent = ComponentType<{ components?: Record<string, unknown> }>;

export interface BundledPages {
  pages: Map<string, PageComponent>;
  /**
   * Per page, the CSS its own components import (`*.module.css` with scoped
   * class names, or plain `.css`); pages that import none have no entry.
   */
  css: Map<string, string>;
  /** Per page, the files it imports for their URL (images, PDFs…: `import url from './a.png'`), to publish with it. */
  assets: Map<string, PageAsset[]>;
  /**
   * Per page, every file its bundle was made from besides the page itself
   * (partials, components, their CSS, JSON, raw imports), absolute paths: the
   * page cache keys a rendered page by their contents.
   */
  inputs: Map<string, string[]>;
  /**
   * Per page, warnings its bundle gave: a name a supported Docusaurus module
   * lacks, imported by the page or a file it imports (`themeShim`).
   */
  warnings?: Map<string, { message: string; kind: string; file?: string; line?: number; column?: number }[]>;
  /** Per page, the `toc` its module exports (its TOC where imported partials add theirs: compile.ts's `tocFromExport`). */
  tocs?: Map<string, unknown>;
  /** Per page, its bundle's source map: where in the site's components its code threw (throw-site.ts). */
  maps?: Map<string, PageMap>;
}

export interface BundleInput {
  /** Absolute source path → compiled JavaScript (an ES module). */
  compiled: Map<string, string>;
  cwd: string;
  /** The site's static folders, relative to `cwd` (default `['static']`): roots of site-rooted imports, in order. */
  staticDirs?: string[];
  /** Compiles a page imported by another page but not itself a route (a partial). */
  compileExtra: (file: string) => Promise<string>;
  /** Told before each page's module runs (a crash there is then blamed on the right page). */
  onEvaluate?: (file: string) => void;
  /** How long a page's module may run when loaded (compiler/time-limit.ts; absent or 0: no limit). */
  timeLimitMs?: number;
  /** The site's Root's modules, when it has one (site-root.ts): pages take its instances. */
  root?: SharedModules;
  /** The site's island files (compiler/site-islands.ts): their components are rendered as islands. */
  islands?: IslandFiles;
  /** The content folders (docs, their versions, blogs, pages): a file a page imports may be published from one outside the site folder (`path: '../docs'`), as from the site. */
  contentRoots?: string[];
}

const nodeRequire = createRequire(import.meta.url);

/** The node_modules folder holding pxdocs's dependencies (its own, or the one it was installed into). */
const OWN_PACKAGES = ((entry: string) => entry.slice(0, entry.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length))(nodeRequire.resolve('clsx'));

/**
 * Components of Docusaurus community themes whose pages pxdocs cannot build, by the package that has
 * them: the API reference pages docusaurus-plugin-openapi-docs generates import its theme's, and a
 * redocusaurus site's pages its own.
 */
const COMMUNITY_THEMES: [RegExp, string][] = [
  [/^@theme\/(?:ApiItem|ApiExplorer|ApiTabs|ApiLogo|MimeTabs|ParamsItem|ParamsDetails|SchemaItem|SchemaTabs|DiscriminatorTabs|ResponseSamples|ResponseExamples|ResponseHeaders|ResponseSchema|RequestSchema|StatusCodes|OperationTabs|Schema|SchemaExamples)(?:\/|$)/, 'docusaurus-theme-openapi-docs'],
  [/^@theme\/(?:ApiSchema|ApiDoc|ApiDocMdx|Redoc)$/, 'redocusaurus'],
];

function communityTheme(specifier: string): string | undefined {
  return COMMUNITY_THEMES.find(([names]) => names.test(specifier))?.[1];
}

/** The theme's MDX components, as `@theme-original/MDXComponents` names them in a site's own MDXComponents. */
const THEME_COMPONENTS = '@theme-original/MDXComponents';
/** The theme's admonition box, as a site's Admonition/Types imports it. */
const THEME_ADMONITION = '@theme-original/Admonition';

const SUPPORTED = Object.keys(themeModules);

/**
 * The module a theme component of this name is imported from (`TOCInline` →
 * `@theme/TOCInline`, `BrowserOnly` → `@docusaurus/BrowserOnly`), for the hint
 * of a page that uses it without importing it; undefined for a name the theme
 * has no module of (the site's own component, then).
 */
export function themeModuleOf(name: string): string | undefined {
  const named = SUPPORTED.filter((path) => path.split('/').at(-1) === name && (themeModules as Record<string, { default?: unknown }>)[path]?.default !== undefined);
  return named.find((path) => path.startsWith('@theme/')) ?? named.find((path) => path.startsWith('@docusaurus/'));
}

/**
 * Theme modules a site's own src/theme copy replaces, as Docusaurus's do: the admonition Layout and
 * Type components a swizzled Admonition/Types draws the site's keywords with (Sobeston/zig.guide
 * swizzles all of them; DocusaurusCommunity/website only its own types, on the theme's Layout), and
 * the pieces of the footer a site's ejected Footer draws with (a site's own Footer/LinkItem, say).
 * So are the site's own Admonition (ejected, or a wrapper of `@theme-original/Admonition`), which draws
 * every `:::keyword` box as Docusaurus's `@theme/Admonition` does, and its Types map.
 */
const SITE_FIRST = /^@theme\/(Admonition(\/(Layout|Types|Type\/[^/]+))?|Footer\/.+)$/;

const providerModule = { __esModule: true, useMDXComponents: () => mdxComponents };

export function pageRequire(id: string, root?: SharedModules): unknown {
  if (id === MDX_COMPONENTS_MODULE) return providerModule;
  if (id.startsWith(ROOT_MODULE)) return root?.modules.get(id.slice(ROOT_MODULE.length));
  if (id === THEME_RUNTIME) return { lacking };
  if (id === CODE_RUNTIME) return { codeWith };
  if (id === ISLAND_RUNTIME) return { siteIsland };
  const theme = themeModules[id];
  // esbuild's CommonJS interop reads `__esModule` to find the default export.
  if (theme) return { __esModule: true, ...theme };
  return nodeRequire(id);
}

/** The site's JavaScript and TypeScript files. */
const SITE_CODE = /\.(?:[cm]?jsx?|tsx?)$/;

/** esbuild's loader for a site code file (`.js` holds JSX in Docusaurus sites, as siteCodeOptions says). */
function siteLoader(path: string): 'jsx' | 'ts' | 'tsx' {
  return path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') || path.endsWith('.mts') || path.endsWith('.cts') ? 'ts' : 'jsx';
}

/** Webpack's `!file-loader!./file`: the file's URL, whatever its kind. */
const FILE_LOADER = /^!!?file-loader!/;
/** Import kinds of JavaScript (a stylesheet's `url()` is esbuild's own). */
const JS_IMPORT = new Set(['import-statement', 'require-call', 'dynamic-import']);

/** Files a stylesheet's url() publishes: the same, and SVG (an image there, never a component). */
const CSS_ASSET = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg|pdf|mp4|webm|woff2?|ttf|otf|eot)$/i;

/** What the pages' esbuild plugin gathers while it bundles (read back by `bundlePages`). */
interface PluginState {
  /** Each file imported for its URL, by its resolved path: read and hashed once, whichever pages import it. */
  published: Map<string, PageAsset>;
  /** Files stylesheets point at with url(), by their published URL (as the CSS bundles' imports name them). */
  stylesheetAssets: Map<string, PageAsset>;
  /** A CSS module → the other files its CSS was made from (a Sass module's partials, css-modules.ts). */
  moduleFiles: Map<string, string[]>;
  /** Names pages import that a supported module lacks, by module: exported as stubs that throw when used (see themeShim). */
  missing: Map<string, Set<string>>;
}

export interface PluginInput {
  compiled: Map<string, string>;
  cwd: string;
  staticDirs: string[];
  compileExtra: (file: string) => Promise<string>;
  /** The modules the site's Root bundle holds (site-root.ts): a page takes Root's instance of them, not a copy. */
  root?: SharedModules;
  /** The site's island files (compiler/site-islands.ts). */
  islands?: IslandFiles;
  /** Content folders outside the site a page's imported files may be published from (BundleInput's). */
  contentRoots?: string[];
}

/** The modules of the site's Root that pages share (absolute paths), and their instances in this thread, by path. */
export interface SharedModules {
  shared: ReadonlySet<string>;
  modules: ReadonlyMap<string, unknown>;
}

/**
 * esbuild's options for the site's code (pages, and the swizzled Root: site-root.ts), so both
 * resolve and load every import alike. React and pxdocs's modules stay outside, shared at run time.
 */
export function siteCodeOptions(cwd: string) {
  return {
    bundle: true,
    write: false as const,
    format: 'cjs' as const,
    platform: 'node' as const,
    target: 'node20',
    // Metafile paths are relative to absWorkingDir; pin it to the site so
    // entries map back to their sources whatever the process's directory.
    absWorkingDir: cwd,
    outdir: join(cwd, '.pxdocs-virtual'),
    outbase: cwd,
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', MDX_COMPONENTS_MODULE, THEME_RUNTIME, CODE_RUNTIME, ISLAND_RUNTIME],
    // A package the site has not installed is looked up among pxdocs's own: a Docusaurus
    // site's pages import `clsx` (every template does), which pxdocs ships for them.
    nodePaths: [OWN_PACKAGES],
    jsx: 'automatic' as const,
    loader: { '.js': 'jsx' as const },
    metafile: true as const,
    logLevel: 'silent' as const,
  };
}

/** The prefix of a module of the site's Root that a page imports (external: `pageRequire` gives Root's instance). */
export const ROOT_MODULE = 'pxdocs-root:';

/** esbuild's kinds of import a page's JavaScript makes (the ones a module of Root's can be shared through). */
const SHARED_KINDS = new Set(['import-statement', 'require-call', 'dynamic-import']);

export function pagesPlugin({ compiled, cwd, staticDirs, compileExtra, root: rootModules, islands, contentRoots = [] }: PluginInput): { plugin: Plugin; state: PluginState } {
  const state: PluginState = { published: new Map(), stylesheetAssets: new Map(), moduleFiles: new Map(), missing: new Map() };
  const { published, stylesheetAssets, moduleFiles, missing } = state;
  const plugin: Plugin = {
    name: 'pxdocs-pages',
    setup(builder) {
      // First of all: a file a page's bundle reads that is a named pipe (a component, a partial) is refused by name.
      // Read (by esbuild, or by a callback below), it waited for a writer for good, and a SIGTERM waited with it.
      builder.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        refuseSpecialFile(args.path, relative(cwd, args.path).split(sep).join('/'));
        return undefined;
      });
      if (rootModules?.shared.size) {
        // A module the site's Root bundle holds (a context's file, a provider's package) is Root's own
        // instance, not a copy: a context Root provides is then the one the page's components read.
        builder.onResolve({ filter: /.*/ }, async (args) => {
          if (args.pluginData?.rootChecked || !SHARED_KINDS.has(args.kind)) return undefined;
          const found = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { ...args.pluginData, rootChecked: true } });
          if (found.errors.length || found.namespace !== 'file' || !rootModules.shared.has(found.path)) return undefined;
          return { path: `${ROOT_MODULE}${found.path}`, external: true };
        });
      }
      // A Docusaurus site's src/theme/MDXComponents adds components every page may use without importing them.
      const siteComponents = siteMdxComponents(cwd);
      // A swizzled Admonition/Types: the admonitions of the site's own keywords render through it (remark-admonitions.ts).
      const admonitionTypes = siteAdmonitionTypes(cwd);
      // A CodeBlock wrapper (src/theme/CodeBlock importing `@theme-original/CodeBlock`): what `@theme/CodeBlock` is
      // to the site's code, as in Docusaurus, and what fences render with (rehype-code.ts hands them to PxFenceCode).
      const codeBlock = codeBlockWrapperFile(cwd);
      // The site's own Admonition draws every keyword (remark-admonitions.ts), its Types map included, as in Docusaurus.
      const siteAdmonition = siteAdmonitionComponent(cwd);
      if (siteComponents || admonitionTypes || codeBlock || siteAdmonition) {
        // Named by a file of the site's (the bundle's inputs are files: its hash keeps a page's cache entry honest).
        builder.onResolve({ filter: new RegExp(`^${MDX_COMPONENTS_MODULE}$`) }, () => ({ path: (siteComponents ?? siteAdmonition ?? admonitionTypes ?? codeBlock)!, namespace: 'pxdocs-provider' }));
        builder.onLoad({ filter: /.*/, namespace: 'pxdocs-provider' }, () => ({
          contents: [
            `import theme from '${THEME_COMPONENTS}';`,
            ...(siteComponents ? [`import * as site from ${JSON.stringify(siteComponents)};`] : []),
            ...(siteAdmonition ? [
              // `@theme/Admonition` is the site's (SITE_FIRST): the same module its pages import.
              "import SiteAdmonition from '@theme/Admonition';",
              `const ${SITE_ADMONITION_COMPONENT} = SiteAdmonition;`,
            ] : admonitionTypes ? [
              `import types from ${JSON.stringify(admonitionTypes)};`,
              `import Admonition from '${THEME_ADMONITION}';`,
              "import { createElement } from 'react';",
              // A keyword the map lacks is drawn as Docusaurus falls back to: the theme's box with that name.
              // The map's component gets `type` too, as Docusaurus's Admonition passes it on: a swizzled
              // Layout's `ThemeClassNames.common.admonitionType(type)` is `theme-admonition-cpp`, not `-undefined`.
              // Its props as Docusaurus's Admonition hands them on: a formatted title taken out of the children (admonition-title.ts).
              "import { processAdmonitionProps } from '@docusaurus/theme-common';",
              `const ${SITE_ADMONITION_COMPONENT} = (props) => createElement(types[props.type] ?? Admonition, processAdmonitionProps(props));`,
            ] : []),
            ...(codeBlock ? [
              `import SiteCodeBlock from ${JSON.stringify(codeBlock)};`,
              `import { codeWith } from '${CODE_RUNTIME}';`,
            ] : []),
            // The site's own map comes last: a `code` or `pre` of its own is what MDX renders those elements with.
            `const components = { ...theme${codeBlock ? `, ${SITE_FENCE_CODE_COMPONENT}: codeWith(SiteCodeBlock.default ?? SiteCodeBlock)` : ''}${siteAdmonition || admonitionTypes ? `, ${SITE_ADMONITION_COMPONENT}` : ''}${siteComponents ? ', ...(site.default ?? site)' : ''} };`,
            'export function useMDXComponents() { return components; }',
          ].join('\n'),
          loader: 'js',
          resolveDir: cwd,
        }));
      }
      // A theme's own wrapper imports what it wraps as `@theme-init/X`: the first theme's X, pxdocs's own here.
      builder.onResolve({ filter: /^@theme-init\// }, (args) => builder.resolve(args.path.replace('@theme-init/', '@theme-original/'), { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { themeInit: true } }).then((found) => (found.errors.length ? { errors: found.errors } : { path: found.path, namespace: found.namespace, external: found.external })));
      builder.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, async (args) => {
        // A supported module is loaded at run time (pageRequire), through a module naming its exports
        // (THEME_SHIM), so an import of a name it lacks fails here, at the line importing it, not as
        // "x is not a function" when the page renders. The shim's own import is the external one.
        // Docusaurus puts the site's src/theme first: `@theme/Screenshot` is the site's own
        // src/theme/Screenshot when it has one. A component pxdocs's theme has stays pxdocs's
        // (a swizzled copy leans on Docusaurus internals pxdocs does not have), except the parts
        // of a swizzled admonition type (SITE_FIRST): its Layout and Types draw the site's keywords.
        const ownFirst = SITE_FIRST.test(args.path) || (args.path === '@theme/CodeBlock' && codeBlock !== undefined);
        // What a wrapper in src/theme wraps is the themes' component of that name when one has it (Docusaurus's
        // `@theme-original/X` is the last theme's X, the site's src/theme aside), else pxdocs's own. Of a component
        // pxdocs has, a theme's is taken as the site's own would be: its Root, or its wrapper of X (a site's Root or
        // CodeBlock wrapping a plugin's, which wraps Docusaurus's); an ejected copy stays pxdocs's.
        if (args.path.startsWith('@theme-original/') && args.namespace !== THEME_SHIM && !args.pluginData?.themeInit && themeFolders(cwd).length > 1) {
          const name = args.path.slice('@theme-original/'.length);
          const theirs = await resolveThemeComponent(builder.resolve, cwd, name, args.kind, { siteFolder: true, file: args.importer });
          if (theirs && (!SUPPORTED.includes(args.path) || name === 'Root' || (theirs.namespace === 'file' && !isSiteCopy(theirs.path, name)))) return { path: theirs.path, namespace: theirs.namespace, external: theirs.external };
        }
        if (SUPPORTED.includes(args.path) && !ownFirst) return args.namespace === THEME_SHIM ? { path: args.path, external: true } : { path: args.path, namespace: THEME_SHIM };
        if (args.path.startsWith('@theme/') && args.namespace !== THEME_SHIM) {
          // The site's src/theme first, then the themes' folders (theme-folders.ts), as Docusaurus's aliases shadow.
          const own = await resolveThemeComponent(builder.resolve, cwd, args.path.slice('@theme/'.length), args.kind);
          if (own) return { path: own.path, namespace: own.namespace, external: own.external };
        }
        if (SUPPORTED.includes(args.path)) return args.namespace === THEME_SHIM ? { path: args.path, external: true } : { path: args.path, namespace: THEME_SHIM };
        // A community theme's component (docusaurus-theme-openapi-docs' `@theme/ApiTabs`): its pages cannot be
        // built, said once per import with what to do, not with the list of every module pxdocs has (73 such
        // errors printed 156 KB for funnysockorg/Tournament.Docs' ten API pages).
        const theme = communityTheme(args.path);
        if (theme) return { errors: [{ text: `Unknown import "${args.path}": a component of ${theme}, a theme pxdocs does not run, so the pages it draws cannot be built.` }] };
        const near = nearIds(args.path, SUPPORTED).filter((name) => name.split('/')[0] === args.path.split('/')[0]);
        return {
          errors: [{
            text: `Unknown import "${args.path}".${near.length ? ` Did you mean ${near.map((name) => `"${name}"`).join(' or ')}?` : ''} Supported: ${SUPPORTED.join(', ')}${args.path.startsWith('@theme/') ? `, and the site's own components in ${themeFolders(cwd).map((folder) => `${pathLabel(cwd, folder)}/`).join(' or ')} (no ${args.path.replace('@theme/', '')} there)` : ''}.`,
          }],
        };
      });
      // react-router-dom or react-router imported by the site's code or a page: pxdocs's router over the package (router-shim.ts).
      routerShim(builder, 'pxdocs-router', `export { ${Object.keys(themeModules['@docusaurus/router']).join(', ')} } from '@docusaurus/router';`, cwd);
      builder.onResolve({ filter: /^@site\// }, async (args) => {
        const result = await builder.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: cwd, kind: args.kind });
        // Named as written (`@site/…`), with where it was looked for: esbuild would name the relative path it was given.
        if (result.errors.length) return { errors: [{ text: `Could not resolve "${args.path}" (looked for ${join(cwd, args.path.slice('@site/'.length))})` }] };
        // In the namespace the relative path resolved to (a file imported for its URL is an asset),
        // external where it is (a stylesheet's url() of a published file).
        return { path: result.path, namespace: result.namespace, external: result.external };
      });
      resolveRawText(builder);
      builder.onResolve({ filter: FILE_LOADER }, async (args) => {
        const result = await builder.resolve(args.path.replace(FILE_LOADER, ''), { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        return result.errors.length ? { errors: result.errors } : { path: result.path, namespace: 'pxdocs-asset' };
      });
      // Published from inside the site, its content folders (a docs folder at `../docs`) or a package only: a page must not publish /etc/passwd.png through a link.
      const publishable = [cwd, ...contentRoots].flatMap((folder) => {
        try {
          return [realpathSync(folder) + sep];
        } catch {
          return [];
        }
      });
      const publish = (path: string): PageAsset | { errors: { text: string }[] } => {
        const real = realpathSync(path);
        if (!publishable.some((folder) => real.startsWith(folder)) && !real.includes(`${sep}node_modules${sep}`)) return { errors: [{ text: `${path} is outside the site folder and its content folders; it is not published.` }] };
        const asset = published.get(path) ?? { from: real, to: assetUrl(real) };
        published.set(path, asset);
        return asset;
      };
      const asAsset = (path: string) => {
        const asset = publish(path);
        return 'errors' in asset ? asset : { contents: `export default ${JSON.stringify(asset.to)};`, loader: 'js' as const };
      };
      // A stylesheet's url() of a site path (`/img/bg.png`, served from static/) is left as written, as
      // Docusaurus has it (esbuild would look for /img on the disk).
      builder.onResolve({ filter: /^\/[^/]/ }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
      // A stylesheet's url() of a file (a background image, a font), as webpack's css-loader has it:
      // published like an imported file, the stylesheet pointing at its published URL.
      builder.onResolve({ filter: CSS_ASSET }, async (args) => {
        if (args.kind !== 'url-token' || args.pluginData?.asset || /^(\/|[a-z][\w+.-]*:)/i.test(args.path)) return undefined;
        const result = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { ...args.pluginData, asset: true } });
        if (result.errors.length) return { errors: result.errors };
        const asset = publish(result.path);
        if ('errors' in asset) return asset;
        stylesheetAssets.set(asset.to, asset);
        return { path: asset.to, external: true };
      });
      // `require('/static/images/demo.mp4')` or `import x from '/img/a.png'`: webpack resolves a
      // site-rooted path from the static folders, in the config's order, then the site folder (Docusaurus's resolve.roots).
      // An absolute path that exists on disk is one (a partial's import, say) and stays as it is.
      const roots = [...staticDirs.map((dir) => resolve(cwd, dir)), cwd];
      builder.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (!JS_IMPORT.has(args.kind) || args.pluginData?.rooted || existsSync(args.path)) return undefined;
        const options = { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { ...args.pluginData, rooted: true } };
        const file = roots.map((folder) => join(folder, args.path)).find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
        if (file) return ASSET.test(file) ? { path: file, namespace: 'pxdocs-asset' } : builder.resolve(file, options);
        // Webpack resolves a rooted path as any other, with the extensions and folder indexes: Wybxc/wybxc-monthly's
        // blog imports `/src/components/HeiMu` (HeiMu.tsx), which failed with "Could not resolve". Not a path
        // into a folder that is on disk (pxdocs's own imports of a file, with a `?scoped` or like suffix).
        if (args.path.includes('?') || existsSync(dirname(args.path))) return undefined;
        for (const folder of roots) {
          const found = await builder.resolve(join(folder, args.path), options);
          if (!found.errors.length) return found;
        }
        return undefined;
      });
      builder.onResolve({ filter: ASSET }, async (args) => {
        // From JavaScript only (a stylesheet's url() is esbuild's), and not again for the resolve below.
        if (args.pluginData?.asset || !JS_IMPORT.has(args.kind)) return undefined;
        const result = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { ...args.pluginData, asset: true } });
        return result.errors.length ? { errors: result.errors } : { path: result.path, namespace: 'pxdocs-asset' };
      });
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-asset' }, (args) => asAsset(args.path));
      // The files a require of a computed path may name (`require('../../static/img/' + name)`, webpack's context
      // modules), which esbuild finds itself, without the resolve above: published as any imported file is.
      builder.onLoad({ filter: ASSET, namespace: 'file' }, (args) => asAsset(args.path));
      // A CSS module (a Sass one compiled by the site's sass): its class map, and its CSS (scoped once for the site, see css-modules.ts) as a stylesheet the page imports.
      builder.onLoad({ filter: /\.module\.(?:css|s[ac]ss)$/, namespace: 'file' }, async (args) => {
        const { classes, loaded } = await scopeCssModule(args.path, cwd);
        if (loaded.length) moduleFiles.set(args.path, loaded);
        const named = Object.entries(classes).filter(([local]) => /^[A-Za-z_$][\w$]*$/.test(local) && local !== 'default');
        return {
          contents: [
            `import ${JSON.stringify(`${args.path}?scoped`)};`,
            `const classes = ${JSON.stringify(classes)};`,
            'export default classes;',
            ...named.map(([local, value]) => `export const ${local} = ${JSON.stringify(value)};`),
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
      builder.onLoad({ filter: /.*/, namespace: THEME_SHIM }, (args) => ({ contents: themeShim(args.path, missing.get(args.path)), loader: 'js' }));
      // A site file requiring a computed `@site/` path (`require('@site/static/img/' + imgName)`, the classic
      // template's features): esbuild finds the files such a require may name only from a relative path, so the
      // alias is written as one. (An island's wrapper is left to the islands' callback below; its real code is not.)
      builder.onLoad({ filter: SITE_CODE, namespace: 'file' }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`) || (islands?.ids[args.path] !== undefined && args.suffix !== ISLAND_REAL)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const code = withRelativeSiteRequires(source, args.path, cwd, staticDirs);
        return code === undefined ? undefined : { contents: code, loader: siteLoader(args.path), resolveDir: dirname(args.path) };
      });
      if (islands && Object.keys(islands.ids).length) {
        // An island file (compiler/site-islands.ts) imported by a page: its components wrapped by `siteIsland`,
        // which renders them inside a <px-island> the browser hydrates. Its own code is the `?px-island-real` import.
        builder.onResolve({ filter: /\?px-island-real$/ }, (args) => ({ path: args.path.slice(0, -ISLAND_REAL.length), suffix: ISLAND_REAL }));
        builder.onLoad({ filter: /\.(jsx|tsx|js|ts|mjs)$/, namespace: 'file' }, (args) => {
          const id = islands.ids[args.path];
          const exports = islands.exports[args.path];
          if (id === undefined || exports === undefined || args.suffix === ISLAND_REAL || compiled.has(args.path)) return undefined;
          return { contents: islandWrapper(args.path, id, exports, relative(cwd, args.path).split(sep).join('/')), loader: 'js', resolveDir: dirname(args.path) };
        });
      }
      // Named relative to the site: the path is written in the stylesheet's comments (as esbuild writes a file's).
      builder.onResolve({ filter: /\.module\.(?:css|s[ac]ss)\?scoped$/ }, (args) => ({ path: relative(cwd, args.path.slice(0, -'?scoped'.length)).split(sep).join('/'), namespace: 'pxdocs-scoped-css' }));
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-scoped-css' }, async (args) => {
        const file = resolve(cwd, args.path);
        return { contents: (await scopeCssModule(file, cwd)).css, loader: 'css', resolveDir: dirname(file) };
      });
      builder.onLoad({ filter: /\.svg$/i }, (args) => ({ contents: svgComponent(readFileSync(args.path, 'utf8')), loader: 'js' }));
      // An ES module whose default is the text: `import x from '!!raw-loader!…'` and webpack's
      // `require('!!raw-loader!…').default` both get the text, as with raw-loader.
      loadRawText(builder);
      builder.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        let code = compiled.get(args.path);
        if (code === undefined) {
          try {
            code = await compileExtra(args.path);
          } catch (error) {
            // A partial that does not compile: keep its own file:line:column
            // (esbuild would name the importing page's compiled code).
            const [first] = toPxErrors(error);
            return { errors: [{ text: first.message, detail: first }] };
          }
        }
        return { contents: code, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
  return { plugin, state };
}

export async function bundlePages({ compiled, cwd, staticDirs = ['static'], compileExtra, onEvaluate, timeLimitMs, root, islands, contentRoots = [] }: BundleInput): Promise<BundledPages> {
  const entryPoints = [...compiled.keys()];
  const { plugin, state: { published, stylesheetAssets, moduleFiles, missing } } = pagesPlugin({ compiled, cwd, staticDirs, compileExtra, root, islands, contentRoots });
  /** Where each was imported ("file:line:column"), for the warnings. */
  const missingWhere: { file: string; text: string }[] = [];
  let result;
  // The site's PostCSS plugins on the stylesheets components import (after the pages plugin: a CSS module is its).
  const post = await sitePostcss(cwd);
  for (let attempt = 0; ; attempt++) try {
    result = await build({
      ...siteCodeOptions(cwd),
      entryPoints,
      // Read only when a page's code throws, to name the component file and line (throw-site.ts).
      sourcemap: 'external',
      sourcesContent: false,
      plugins: [plugin, ...(post ? [postcssEsbuildPlugin(post)] : [])],
    });
    break;
  } catch (error) {
    // A name a supported module lacks: the build goes on with a stub that throws if the page's render
    // calls it (code that runs only in a browser, in an effect or a handler, never does), and a warning.
    const lackingNames = attempt === 0 ? missingExports(error, cwd) : undefined;
    if (!lackingNames) throw fromEsbuild(error, cwd);
    for (const { module, name, file, text } of lackingNames) {
      let names = missing.get(module);
      if (!names) missing.set(module, (names = new Set()));
      names.add(name);
      missingWhere.push({ file, text });
    }
  }
  const pages = new Map<string, PageComponent>();
  const outputs = result.metafile.outputs;
  const errors: PxError[] = [];
  // A page's CSS is the bundle esbuild writes beside its JavaScript: per page,
  // so the stylesheet a page links never depends on which pages it was built with.
  const cssFiles = new Map(result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => [relative(cwd, file.path).split('\\').join('/'), file.text]));
  const css = new Map<string, string>();
  const inputs = new Map<string, string[]>();
  const assets = new Map<string, PageAsset[]>();
  const mapTexts = new Map(result.outputFiles.filter((file) => file.path.endsWith('.js.map')).map((file) => [file.path.slice(0, -'.map'.length), file.text]));
  const maps = new Map<string, PageMap>();
  const tocs = new Map<string, unknown>();
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.css') || file.path.endsWith('.map')) continue;
    const meta = outputs[relative(cwd, file.path).split('\\').join('/')];
    const entry = meta?.entryPoint;
    if (!entry) continue;
    const source = join(cwd, entry);
    // A page importing itself (directly or through a partial) renders itself inside itself until React gives up;
    // so do two partials importing each other, which the page then showed a hundred times over with no word.
    const cycle = markdownCycle(entry, new Set(Object.keys(meta.inputs)), result.metafile.inputs);
    if (cycle) {
      const [page, importer] = [cycle.file.replace(/^[\w-]+:/, ''), cycle.through.replace(/^[\w-]+:/, '')];
      errors.push(pxErrors.PageImportsItself.create({ page, through: importer === page ? undefined : importer }, { where: { file: relative(cwd, resolve(cwd, page)) } }));
      continue;
    }
    const pageCss = meta.cssBundle ? cssFiles.get(meta.cssBundle)?.trim() : undefined;
    if (pageCss) css.set(source, pageCss);
    // Inputs from a plugin namespace are named `namespace:path`.
    // Not the theme's modules (THEME_SHIM): made from pxdocs's code, which every cache key holds already.
    const read = Object.keys(meta.inputs).filter((input) => !input.startsWith(`${THEME_SHIM}:`)).map((input) => resolve(cwd, input.replace(/^[\w-]+:/, ''))).filter((input) => input !== source);
    // A Sass module's partials are no esbuild input (sass read them): they are the page's inputs too.
    // Its stylesheets too (its CSS bundle's inputs): their PostCSS warnings are the page's to carry (`postcssWarningsOf`).
    const styles = meta.cssBundle ? Object.keys(outputs[meta.cssBundle]?.inputs ?? {}).map((input) => resolve(cwd, input.replace(/^[\w-]+:/, ''))) : [];
    inputs.set(source, [...new Set([...read, ...styles, ...read.flatMap((input) => moduleFiles.get(input) ?? [])])]);
    // Published files: imported (namespace pxdocs-asset), or found by a computed require (a plain file input).
    const imported = Object.keys(meta.inputs).flatMap((input) => {
      const path = input.startsWith('pxdocs-asset:') ? input.slice('pxdocs-asset:'.length) : !/^[\w-]+:/.test(input) && ASSET.test(input) ? input : undefined;
      const asset = path === undefined ? undefined : published.get(resolve(cwd, path));
      return asset ? [asset] : [];
    });
    // The files its stylesheet points at: its CSS bundle's url() imports, external at their published URL.
    for (const { path, kind } of meta.cssBundle ? outputs[meta.cssBundle]?.imports ?? [] : []) {
      const asset = kind === 'url-token' ? stylesheetAssets.get(path) : undefined;
      if (asset && !imported.includes(asset)) imported.push(asset);
    }
    if (imported.length) assets.set(source, imported);
    const mapText = mapTexts.get(file.path);
    const map = mapText === undefined ? undefined : { text: mapText, dir: dirname(file.path) };
    if (map) maps.set(source, map);
    onEvaluate?.(source);
    try {
      const evaluated = evaluate(file.text, source, cwd, timeLimitMs, map, root);
      // A React page whose own component needs the browser is an island itself (SiteIsland.tsx).
      const pageIsland = islands?.ids[source];
      pages.set(source, pageIsland !== undefined && !/\.mdx?$/.test(source) ? siteIslandPage(evaluated.default, pageIsland) : evaluated.default);
      if (evaluated.toc !== undefined) tocs.set(source, evaluated.toc);
    } catch (error) {
      errors.push(...toPxErrors(error));
    }
  }
  if (errors.length) throw new PxErrorList(errors);
  for (const source of entryPoints) {
    if (!pages.has(source)) throw pxErrors.PageBundleMissing.create({ message: `No bundle was produced for ${relative(cwd, source)}.` });
  }
  // Each page gets the warnings of the files its bundle holds (itself, a component it imports).
  const warnings = new Map<string, { message: string; kind: string; file?: string; line?: number; column?: number }[]>();
  const handlerFiles: HandlerMemo = new Map();
  for (const source of entryPoints) {
    const held = new Set([source, ...(inputs.get(source) ?? [])]);
    const own: { message: string; kind: string; file?: string; line?: number; column?: number }[] = missingWhere.filter((where) => held.has(where.file)).map((where) => ({ message: where.text, kind: 'missing-export' }));
    // Components whose event handlers never run (browser-handlers.ts).
    own.push(...browserHandlerWarnings(held, cwd, handlerFiles, islands));
    // What the site's PostCSS plugins said of the stylesheets it holds: carried by each page holding one (a
    // cached page says them again), said once per stylesheet by the build (build.ts) and dev.
    for (const file of held) {
      for (const warning of postcssWarningsOf(file) ?? []) {
        const { message, where } = postcssDiagnostic(warning, cwd);
        own.push({ kind: 'postcss', message, file: where!.file, ...(where!.line ? { line: where!.line, column: where!.column } : {}) });
      }
    }
    if (own.length) warnings.set(source, own);
  }
  return { pages, css, inputs, assets, warnings, maps, tocs };
}

function evaluate(code: string, source: string, cwd: string, timeLimitMs?: number, map?: PageMap, root?: SharedModules): { default: PageComponent; toc?: unknown } {
  const module = { exports: {} as { default?: PageComponent; toc?: unknown } };
  const file = relative(cwd, source);
  try {
    // The page's top level and its imports' run here: under the page time limit (compiler/time-limit.ts).
    runningPage(file);
    // Named after the page: a stack through its code (an error, a rejected promise it left) says which page.
    withinTimeLimit(timeLimitMs, () => new Function('require', 'module', 'exports', `${code}\n//# sourceURL=${pageCodeUrl(file)}`)((id: string) => pageRequire(id, root), module, module.exports));
  } catch (error) {
    if (timedOut(error)) throw pageTimedOut(file, timeLimitMs!, 'loading (running its top level and its imports)');
    if (error instanceof PxError && error.code === pxErrors.PageCalledExit.name) throw error;
    // Thrown in a component the page imports: named, with its line (the page alone said little).
    const site = throwSite(error, file, map, cwd);
    const hint = browserGlobalHint(error);
    throw pxErrors.PageFailedToLoad.create({ message: `${(error as Error).message}${site ? ` (thrown at ${siteText(site)}, which this page imports)` : ''}` }, { where: { file }, cause: error, ...(hint ? { hint } : {}) });
  }
  if (typeof module.exports.default !== 'function') {
    // A React page of the pages folder is its own module: its author writes the default export.
    if (!/\.mdx?$/.test(source)) throw pxErrors.PageHasNoContent.create({ message: 'The page module has no default export that is a component.' }, { where: { file }, hint: 'A page of the pages folder exports its component as default: `export default function Page() { return <Layout>…</Layout>; }`.' });
    throw pxErrors.PageHasNoContent.create({ message: 'The compiled page does not export a component.' }, { where: { file } });
  }
  return { default: module.exports.default, toc: module.exports.toc };
}

/**
 * esbuild reports positions in the compiled JavaScript of a page; for an import
 * the writer wrote, find the same specifier in the page source instead.
 */
function sourceLocation(message: Message, cwd: string): Message['location'] {
  const location = message.location;
  if (!location || !/\.mdx?$/.test(location.file)) return location;
  const specifier = /"([^"]+)"/.exec(message.text)?.[1];
  const file = location.file.startsWith('/') ? location.file : join(cwd, location.file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return location;
  }
  // Every line ending MDX reads as one (a page saved with old Mac CRs is one line to split('\n')).
  const lines = text.split(/\r\n|\r|\n/);
  const quoted = (line: string) => line.includes(`'${specifier}'`) || line.includes(`"${specifier}"`);
  let index = specifier ? lines.findIndex((line) => /^\s*import\s/.test(line) && quoted(line)) : -1;
  // An import over several lines: its specifier is on the last.
  if (index === -1 && specifier) index = lines.findIndex(quoted);
  if (index !== -1) return { ...location, line: index + 1, column: lines[index].indexOf(specifier!) - 1, lineText: lines[index] };
  // Another error in an ESM statement (a top-level await): esbuild's line is the compiled module's (always 3
  // for a page's first export), but the statement is the page's own line, copied as written: found by its text.
  const written = location.lineText.trim() ? lines.findIndex((line) => line === location.lineText) : -1;
  if (written !== -1) return { ...location, line: written + 1, lineText: lines[written] };
  // Not found in the page: esbuild's line and column are the compiled module's, no place in this file.
  return { ...location, line: 0, column: -1, lineText: '' };
}

/** What the stand-ins for lacking names are made with, at run time (theme/components/mdx/lacking.ts). */
const THEME_RUNTIME = 'pxdocs:theme-runtime';
/** What fences are rendered with on a site that wraps CodeBlock: Docusaurus's `code`, made with the site's CodeBlock (`codeWith`). */
const CODE_RUNTIME = 'pxdocs:code-with';

/** The namespace of the modules standing for pxdocs's Docusaurus modules (`themeShim`). */
const THEME_SHIM = 'pxdocs-theme';

/**
 * An ES module re-exporting, by name, what pxdocs's module for `path` has
 * (themeModules), plus a stub for each name of `lacking` that throws, when
 * called, an error saying what the module has.
 */
function themeShim(path: string, lacking?: Set<string>): string {
  const names = Object.keys(themeModules[path]);
  return [
    `import * as pxdocsTheme from ${JSON.stringify(path)};`,
    ...names.map((name) => (name === 'default' ? 'export default pxdocsTheme.default;' : `export const ${name} = pxdocsTheme.${name};`)),
    ...(lacking?.size ? [`import { lacking as pxdocsLacking } from ${JSON.stringify(THEME_RUNTIME)};`] : []),
    ...[...(lacking ?? [])].map((name) => `export ${name === 'default' ? 'default' : `const ${name} =`} pxdocsLacking(${JSON.stringify(lacks(path, name))});`),
  ].join('\n');
}

/** What a page is told about a name pxdocs's module for `path` lacks. */
function lacks(path: string, name: string): string {
  const names = Object.keys(themeModules[path]).map((each) => (each === 'default' ? 'a default export' : each));
  return `"${path}" has no ${name === 'default' ? 'default export' : `export "${name}"`} in pxdocs; it has ${names.join(', ')}.`;
}

/** esbuild's errors, when every one is a name a supported module lacks ("No matching export"): which, and where. */
export function missingExports(error: unknown, cwd: string): { module: string; name: string; file: string; text: string }[] | undefined {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) return undefined;
  const found = [];
  for (const message of messages) {
    const match = new RegExp(`^No matching export in "${THEME_SHIM}:([^"]+)" for import "([^"]+)"`).exec(message.text);
    if (!match || !themeModules[match[1]] || !/^[A-Za-z_$][\w$]*$/.test(match[2])) return undefined;
    const location = sourceLocation({ ...message, text: `"${match[1]}"` }, cwd);
    const file = location ? resolve(cwd, location.file) : '';
    const at = location ? `${relative(cwd, file).split(sep).join('/')}${location.line ? `:${location.line}:${location.column + 1}` : ''}` : 'a page';
    found.push({ module: match[1], name: match[2], file, text: `${at} imports "${match[2]}" from "${match[1]}": ${lacks(match[1], match[2])} The page builds; the import throws if its render uses it.` });
  }
  return found;
}

export function fromEsbuild(error: unknown, cwd: string): Error {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) return error as Error;
  return new PxErrorList(messages.map((message) => {
    if (message.detail instanceof PxError) return message.detail;
    const location = sourceLocation(message, cwd);
    return pxErrors.ImportFailed.create({ message: message.text }, { where: location ? { file: location.file.startsWith('/') ? relative(cwd, location.file) : location.file, ...(location.line ? { line: location.line, column: location.column + 1 } : {}) } : undefined, frame: location?.lineText ? codeFrame(location.lineText, 1, location.column + 1, 0).replace(/^> 1/, `> ${location.line}`) : undefined, hint: /Top-level await/.test(message.text)
        ? 'A page\'s module runs synchronously when the build renders it, so it cannot await at its top level: import the data as a file (JSON) or compute it in a component.'
        : / a theme pxdocs does not run, /.test(message.text)
        ? 'Leave those pages out of the docs (`docs.exclude`, and their items out of the sidebars file), and link readers to the API specification or a hosted reference instead.'
        : message.text.startsWith('Unknown import')
        ? 'Import one of the supported components, or a local file by relative path.'
        : missingPackageHint(message.text, cwd) ?? 'Check the import path: relative paths start with ./ or ../, site paths with @site/.' });
  }));
}

/**
 * For an import of a package that is not installed (manaelproxy/manael's home page imports
 * `prop-types` and `classnames`), what to do: install it, or install the site's dependencies
 * when its package.json lists it already. Undefined for any other failure.
 */
function missingPackageHint(text: string, cwd: string): string | undefined {
  const specifier = /^Could not resolve "([^"]+)"/.exec(text)?.[1];
  if (!specifier || /^(\.|\/|@site\/|@theme|@docusaurus\/|@generated\/)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name)) return undefined;
  // Not listed (or no package.json): the package is then simply not installed.
  return sitePackageListed(cwd, name)
    ? `"${name}" is in the site's package.json but not installed: install the site's dependencies (npm install).`
    : `"${name}" is a package the site does not have: install it (npm install ${name}), or remove the import.`;
}

/**
 * The first loop of Markdown files among a page's imports, walked from the page: the file that
 * is imported again and the one importing it (`_a.mdx` → `_b.mdx` → `_a.mdx`: `_a.mdx`, through
 * `_b.mdx`). Only .md/.mdx files count: JavaScript modules may import each other without harm,
 * while a partial renders what it imports, so a loop of them renders without end.
 */
function markdownCycle(entry: string, inputs: Set<string>, graph: Record<string, { imports: { path: string }[] } | undefined>): { file: string; through: string } | undefined {
  const markdown = (path: string) => /\.mdx?$/i.test(path);
  const state = new Map<string, 'open' | 'done'>();
  // Depth first, with a stack of its own: a long chain of partials cannot run out of call stack.
  const stack: { node: string; next: number }[] = [{ node: entry, next: 0 }];
  state.set(entry, 'open');
  while (stack.length) {
    const top = stack[stack.length - 1];
    const imports = graph[top.node]?.imports ?? [];
    if (top.next >= imports.length) {
      state.set(top.node, 'done');
      stack.pop();
      continue;
    }
    const { path } = imports[top.next++];
    if (!inputs.has(path) || !markdown(path)) continue;
    const seen = state.get(path);
    if (seen === 'open') {
      // The loop is the stack from `path` up (each imports the next, the last imports `path`). A page in it
      // is named; a loop of partials by its first file by name, whichever page met it, so every page
      // reports the same error, and the build reports it once (distinctErrors) however many pages use it.
      const loop = stack.slice(stack.findIndex((item) => item.node === path)).map((item) => item.node);
      const first = loop[0] === entry ? 0 : loop.reduce((best, node, index) => (node < loop[best] ? index : best), 0);
      return { file: loop[first], through: loop[(first + loop.length - 1) % loop.length] };
    }
    if (seen === undefined) {
      state.set(path, 'open');
      stack.push({ node: path, next: 0 });
    }
  }
  return undefined;
}
