// The build, top to bottom: each stage is one task line in the output.
// config → discover → sidebars → compile MDX → bundle pages → client assets →
// render → validate → write to a temporary folder → swap into out/.
import { pathLabel } from './path-label.js';
import './production.js'; // first: before anything loads React
import pc from 'picocolors';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from './config/load.js';
import { configSource } from './config/source.js';
import { allTagsFiles, contentRoots, discover, dropDuplicateRoutes, isStandalonePage, type ContentTree } from './discover.js';
import { Diagnostics, type Diagnostic } from './diagnostics.js';
import { distinctErrors, PxErrorList, toPxErrors } from './errors.js';
import { buildSidebars, sidebarLinks } from './sidebars.js';
import { mermaidFiles } from './mdx/mermaid.js';
import { loadLanguages } from '../theme/components/highlight.js';
import { bundleSitePrism, registerSitePrism } from './site-prism.js';
import { bundleSiteRoot, loadSiteRoot, withRootFrame } from './site-root.js';
import { bundleSiteWrappers, loadSiteWrappers, renderingWrappers, wrapperRenderFailure, wrappersStylesheet } from './site-wrappers.js';
import { codeBlockWrapperFile, siteAdmonitionComponent, swizzledFile } from './site-wrapper-files.js';
import { LIVE_CODE_THEME, sitePackageListed } from './site-package.js';
import { isSiteNotFoundPage } from './site-not-found.js';
import { UnknownLanguages } from './unknown-languages.js';
import { JsxClassAttributes } from './jsx-class-attributes.js';
import { BrowserHandlers } from './browser-handlers.js';
import { siteAdmonitionOverrides, siteAdmonitionTypes, siteComponentTagsOf } from './mdx/site-component-tags.js';
import { buildClientAssets, THEME_DIR } from './client-assets.js';
import { buildRoutes, notFoundPage, routeAssets, standaloneRoutes, type Route } from './routes.js';
import { treeLastUpdates, gitHead } from './git-last-update.js';
import { redirectFile, redirectLinks, redirectPage, siteRedirects } from './redirects.js';
import { prismThemeCss } from './prism-theme-css.js';
import { renderPage } from './render.js';
import { docsDataOf, lazyDocsIndex } from './docs-data.js';
import { pluginHtmlTags, withPluginTags } from './plugin-tags.js';
import { docsContent, hasPostBuild, makeSitePlugins, pluginThemeFolders, runPostBuild, runSitePlugins } from './site-plugins.js';
import { pluginRouteDocs } from './plugin-routes.js';
import type { RoutePattern } from '../theme/shared/route-patterns.js';
import { setThemeFolders, themeFoldersOf } from './theme-folders.js';
import { withPostBuildFolder } from './post-build-folder.js';
import { withBase } from '../theme/shared/base-url.js';
import { postcssDiagnostic, postcssMark, postcssWarningsSince } from './postcss.js';
import { hasRecords, otherPages, otherPagesInTurns, type OtherPage, type OtherPagesInput } from './other-pages.js';
import { configLinks } from './site-data.js';
import { siteDataWithTrees } from './sidebar-assets.js';
import { routeCases, siteLinksInCase } from './route-case.js';
import { linkTargets, ValidationMemo } from './validate-memo.js';
import { validateLinks, type PageLinks, type ValidateInput } from './validate.js';
import { brokenMarkdownLinks } from './config/schema.js';
import { CHECK_MANIFEST, checkManifestText } from './check-manifest.js';
import { packedCount } from './packed-strings.js';
import { OutputFolder } from './emit.js';
import { precompress, prunePrecompressCache } from './precompress.js';
import { swizzledWarnings } from './swizzled.js';
import { tailwindDirectiveWarnings } from './tailwind-directives.js';
import { robots, siteSitemap } from './sitemap.js';
import { OPENSEARCH_FILE, openSearchXml, withOpenSearch } from './opensearch.js';
import { builtFiles, keepStaticFile, localeBuiltFiles, warnShadowedRoutes } from './static-collisions.js';
import { notInEarlierFolder, staticDirNames, staticFolders } from './static-folders.js';
import { outputFiles } from './output-files.js';
import { buildSearch, recordsNeeded, type RecordBatch } from './search/index.js';
import { siteIslandsInput } from './site-islands.js';
import { indexStateKey, pageFragment, type PageFragment } from './search/shards.js';
import { RouteOrderMerge, type MergePage } from './search/route-order-merge.js';
import { decodeFragment, FRAGMENT_EXT } from './search/fragment-file.js';
import { IndexStateStore } from './search/index-state.js';
import { assignObjectIds } from './search/records.js';
import type { SearchRecord } from '../theme/shared/search-shape.js';
import { chunkExt, resultErrors, type PageResult, type PageTask, type PagesInit } from './pages/process.js';
import { buildPages, EarlyThreads } from './pages/pool.js';
import { boundHeapGrowth } from './heap-growth.js';
import { sameStamp } from './file-stamp.js';
import { BuildCache, pruneDue, cacheDir, cacheSalt, hash, hashAll, stableJson } from './cache.js';
import { snapshotInputs, stateFile, unchangedSince, writeState, type InputWalk, type UpToDateState } from './up-to-date.js';
import { DiscoveryMemo } from './discover-memo.js';
import { docsInstances, docsModel, lastUpdateOptions } from './config/docs-model.js';
import { EMBEDDINGS_CACHE, embeddingsMode } from './search/embeddings.js';
import { LOCALES_FILE, localesFileText } from './search/locales-file.js';
import { algoliaSettings, RECORDS_FILE } from './search/config.js';
import { parseRecordsText } from './search/records-pack.js';
import { RECORDS_PARTS_DIR } from './search/records-parts.js';
import { LLMS_FILE, LLMS_FULL_FILE, llmsTxt, markdownFiles, markdownPages, readingOrder, startLlmsFull, type LlmsFullPiece } from './markdown/llms.js';
import type { LlmsFullRun } from './markdown/llms-full.js';
import { markdownPath } from '../theme/shared/markdown-path.js';
import { readFile, realpath } from 'node:fs/promises';
import { writeFileAtomic } from './write-atomic.js';
import { addTrailingSlashes, permalinkToFile, sitePublicUrl } from './paths.js';
import { slashedPaths, slashRoutes } from './folder-routes.js';
import type { SiteConfig } from './config/schema.js';
import { buildPassConfig, localizedFileRoutes, localizedRoots, localizer, rootBase, rootPublicUrl, siteLocales, translateSidebars, warnMisnamedTranslations, warnUndeclaredLocales } from './i18n.js';
import { addBaseToHtml } from '../theme/shared/base-html.js';
import { formatBytes, formatMs, Reporter, type TaskHandle } from './reporter.js';
import { interruptSignal, throwIfInterrupted, watchInterrupts } from './interrupt.js';
import type { SiteData } from '../theme/components/types.js';
import { pxErrors } from './errors/catalogue.js';
import { DEFAULT_PAGE_TIMEOUT_MS } from './time-limit.js';
import { checkOutputPlace } from './output-place.js';
import { checkConfigAssets } from './config-assets.js';
import { makeFolder, systemReason } from './make-folder.js';
import { outsideDocs } from '../theme/components/Layout.js';
import { fillExcerpts, withSiteFeeds } from './blog/routes.js';
import { allBlogFeeds, feedContents } from './blog/feed.js';
import { blogInstances } from './blog/discover.js';
import { contentFolders, pageFileCount } from './pages/page-estimate.js';

export interface BuildOptions {
  cwd: string;
  /** Output folder (default: `<cwd>/out`). */
  outDir?: string;
  reporter?: Reporter;
  /** Drafts are included in development builds only (default: 'production'). */
  mode?: 'production' | 'development';
  /** Worker threads for pages (default: one per core; 1 builds in this thread). */
  workers?: number;
  /** Use and update the persistent cache (default: true; `--no-cache` turns it off). */
  cache?: boolean;
  /** The cache folder (default: PXDOCS_CACHE_DIR, else beside the site's node_modules; see cacheDir). One site's only. */
  cacheDir?: string;
  /**
   * Render plain Markdown pages (no component, expression, import or export)
   * straight from their HTML, without a JavaScript module, esbuild or React
   * (default: true). The output is the same either way; false is for comparisons.
   */
  fastPath?: boolean;
  /**
   * Parse `.md` pages with the markdown-it bridge where it gives micromark's
   * tree (compiler/mdx/fast-markdown.ts; default: true). The output is the
   * same either way; false is for comparisons.
   */
  fastParse?: boolean;
  /**
   * Take the theme's bundles made when pxdocs was compiled, while their inputs
   * are unchanged (compiler/client-assets.ts PREBUILT_DIR; default: true). The
   * output is the same either way; false is for comparisons.
   */
  prebuiltTheme?: boolean;
  /**
   * Build even when nothing changed since the last build (default: false).
   * Otherwise a build whose inputs and output are as the last one left them
   * stops after checking, and reports that build (compiler/up-to-date.ts).
   */
  force?: boolean;
  /**
   * How long a page's own code (its expressions and components) may run, and
   * how long a page thread may go without finishing a step of a page, in
   * milliseconds; past it the page fails the build by name instead of hanging
   * it (compiler/time-limit.ts; default DEFAULT_PAGE_TIMEOUT_MS; 0: no limit).
   */
  pageTimeoutMs?: number;
  /**
   * For a locale's pass only (`buildLocales`): the config to build instead of the site's file, and
   * the build whose folder this one is written into (at `path`: `fr/`), put in place with it.
   * `stamps`: the site's input stamps its build's walk read, for the locale's discovery memo
   * (a locale's pass walks nothing itself, and read every page again on every build).
   */
  locale?: { config: SiteConfig; parent: OutputFolder; path: string; stamps?: ReadonlyMap<string, string> };
}

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: Diagnostic[];
  ms: number;
  bytes: number;
  /** The routes built (absent when `upToDate`: nothing was discovered). */
  routes?: Route[];
  /** Gzipped first-load bytes per page kind (the heaviest page of each kind). */
  firstLoad: Map<string, { js: number; css: number }>;
  /** Nothing changed since the last build: out/ is that build, and its figures and warnings are reported. */
  upToDate?: boolean;
}

/**
 * Output files precompress gives no `.br`/`.gz`: the search records are for `pxdocs search push`,
 * the chat and MCP servers, which read them from disk; compressing them (a hundred megabytes at
 * 2,000 pages) cost seconds a rebuild.
 */
const UNCOMPRESSED = [RECORDS_FILE, RECORDS_PARTS_DIR, LOCALES_FILE, CHECK_MANIFEST];

export async function build(options: BuildOptions): Promise<BuildResult> {
  const stopWatching = watchInterrupts();
  try {
    return await buildSite(options);
  } finally {
    stopWatching();
  }
}

async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const startedAt = Date.now();
  const cwd = resolve(options.cwd);
  const outDir = resolve(cwd, options.outDir ?? 'out');
  // Found once: it hashes the site folder's real path (a folder per site, see cacheDir).
  const cacheRoot = options.cacheDir ? resolve(cwd, options.cacheDir) : cacheDir(cwd);
  const reporter = options.reporter ?? new Reporter();
  // A stage, then Ctrl+C honoured if it came during it (interrupt.ts); 'write output' checks before its swap instead.
  const stage = async <T>(name: string, run: (task: TaskHandle) => Promise<T> | T): Promise<T> => {
    const value = await reporter.task(name, run);
    throwIfInterrupted(name);
    return value;
  };
  const diagnostics = new Diagnostics();
  // --no-cache builds every file afresh: nothing is linked from the previous build either.
  const outputOptions = { diagnostics, siteRoot: cwd, linkUnchanged: options.cache !== false, uncompressed: UNCOMPRESSED };
  const output = options.locale ? OutputFolder.within(options.locale.parent, options.locale.path, outputOptions) : new OutputFolder(outDir, outputOptions);
  /** Page threads started before the pages stage (see below); the stage ends them, or a failure before it. */
  let early: EarlyThreads | undefined;
  /** llms-full.txt being written (from the agents stage until the output is put in place). */
  let llmsRun: LlmsFullRun | undefined;

  try {
    const { config: loaded } = options.locale ? { config: options.locale.config } : await stage('load config', () => loadConfig(cwd));
    // The default locale's labels files apply to its pages; the other locales start from the config as loaded.
    const config = options.locale ? loaded : buildPassConfig(loaded, cwd);
    output.pagesCompressed = config.precompress === 'all';
    // Before anything is written: --out must not be the site, a source folder, or someone else's files (output-place.ts).
    if (!options.locale) checkOutputPlace(cwd, outDir, config);
    // The cache folder made here, once, by a mkdir that ends: Node's recursive one, which every cache
    // writer calls, loops for ever under /proc (PXDOCS_CACHE_DIR=/proc/x hung the build).
    if (!options.locale && options.cache !== false) {
      await makeFolder(cacheRoot).catch((error: unknown) => {
        throw pxErrors.CacheFolderNotWritable.create({ path: cacheRoot, reason: systemReason(error) }, { cause: error });
      });
    }
    // The site's own plugins are made first, as Docusaurus makes them before any content is read: one that
    // writes pages as it is made (docusaurus-plugin-typedoc) has them checked for changes and discovered.
    const sitePlugins = config.plugins.length || config.themes.length ? await stage('load site plugins', async (task) => {
      const made = await makeSitePlugins(config, cwd, join(cacheRoot, 'plugins'));
      task.note(made.plugins.map(({ made: plugin }) => plugin.name).join(', '));
      return made;
    }) : undefined;
    // The folders theme components are read from (src/theme, then the themes' and plugins' getThemePath), known
    // from here on to every reader of a swizzled component, and part of every cache key.
    const themeFolderList = themeFoldersOf(cwd, pluginThemeFolders(sitePlugins));
    setThemeFolders(cwd, themeFolderList);
    // The favicon, social image and logos: inside the static folder (or an error), and there (or a warning).
    if (!options.locale) checkConfigAssets(config, cwd, [...staticFolders(config, cwd), join(THEME_DIR, 'static')], diagnostics);
    // Tailwind's directives in customCss, which only the site's PostCSS plugin turns into CSS.
    if (!options.locale) for (const warning of tailwindDirectiveWarnings(cwd, config.customCss)) diagnostics.warn(warning);
    // A Docusaurus site's own Prism languages (src/theme/prism-include-languages.js), bundled once.
    const sitePrism = await bundleSitePrism(cwd);
    // A Docusaurus site's swizzled Root (src/theme/Root.js), bundled once: every page renders inside it or gets its frame.
    let siteRoot = await bundleSiteRoot(cwd, staticDirNames(config));
    // HTML elements the site's own MDXComponents replaces (`a`, say): compiled pages keep them as elements.
    const componentTags = siteComponentTagsOf(cwd);
    // A swizzled Admonition/Types draws the site's own keywords: pages compile them as its components.
    // (Which built-in keywords it redraws is in the key too: editing the map recompiles the pages.)
    const typesFile = siteAdmonitionTypes(cwd);
    // A site's own Admonition component draws every keyword: adding or removing it recompiles the pages.
    const siteAdmonition = siteAdmonitionComponent(cwd) !== undefined;
    const admonitionTypes = typesFile === undefined ? (siteAdmonition ? { siteAdmonition } : false) : { builtIns: siteAdmonitionOverrides(typesFile), ...(siteAdmonition ? { siteAdmonition } : {}) };
    // Every cache key starts from it: pxdocs's code and dependencies, the whole config, the site's grammars, replaced elements and admonition types.
    // Its swizzle wrappers of layout parts (src/theme/DocItem/Footer…), bundled once: every page may show one.
    // (Bundled again below with the site's islands, when it has some: their code is the same files'.)
    let siteWrappers = await bundleSiteWrappers(cwd, staticDirNames(config), undefined, siteRoot);
    // A CodeBlock wrapper: fences compile to elements it renders (rehype-code.ts), not to highlighted HTML.
    const siteCodeBlock = codeBlockWrapperFile(cwd) !== undefined;
    // Whether `live` fences are said to lose their editor (compiled pages' warnings, kept in the cache).
    const liveCodeTheme = sitePackageListed(cwd, LIVE_CODE_THEME);
    // The folders of the themes named by path (`'../shared-theme'`): their module, run each build, may sit outside the site.
    const themeModuleFolders = [...new Set(sitePlugins?.plugins.map((plugin) => plugin.dir).filter((dir) => dir !== cwd) ?? [])];
    const themeFolderNames = themeFolderList.length > 1 ? themeFolderList.map((folder) => pathLabel(cwd, folder)) : undefined;
    const salt = cacheSalt(sitePrism || siteRoot || siteWrappers || componentTags?.length || admonitionTypes || siteCodeBlock || liveCodeTheme || themeFolderNames ? { config, sitePrism: sitePrism?.hash, componentTags, ...(themeFolderNames ? { themeFolders: themeFolderNames } : {}), ...(admonitionTypes ? { admonitionTypes } : {}), ...(siteCodeBlock ? { siteCodeBlock } : {}), ...(liveCodeTheme ? { liveCodeTheme } : {}), ...(siteRoot ? { siteRoot: siteRoot.hash } : {}), ...(siteWrappers ? { siteWrappers: siteWrappers.hash } : {}) } : config);

    // Nothing changed since the last build (inputs, options, and out/ as that build left it): stop here.
    // A locale's pass runs because its site's build found something changed: it does not check again.
    const upToDateFile = options.cache === false || options.locale ? undefined : stateFile(cacheRoot, outDir, cwd);
    const upToDateKey = hash(salt, stableJson({ mode: options.mode ?? 'production', fastPath: options.fastPath !== false, fastParse: options.fastParse !== false, embeddings: embeddingsMode(config.chat.embeddings), nodeEnv: process.env.NODE_ENV ?? '', ...(lastUpdatesShown(config) ? { gitHead: gitHead(cwd) } : {}) }));
    let inputs: InputWalk | undefined;
    if (upToDateFile) {
      const unchanged = await stage('check for changes', async (task) => {
        const models = docsInstances(config).map((instance) => docsModel(instance.config));
        inputs = await snapshotInputs({
          cwd,
          outDir,
          // The cache is the build's own: a folder of it inside the site (PXDOCS_CACHE_DIR) is no input.
          written: [join(cwd, EMBEDDINGS_CACHE), cacheRoot],
          extra: [...models.flatMap((model) => [join(cwd, model.dir), ...(model.sidebars.kind === 'file' ? [resolve(cwd, model.sidebars.file)] : [])]), ...staticFolders(config, cwd), ...themeFolderList.slice(1), ...themeModuleFolders, THEME_DIR],
        }, startedAt);
        const state = options.force ? undefined : await unchangedSince(upToDateFile, upToDateKey, inputs, outDir);
        task.note(state ? `nothing changed since the last build: ${inputs.files} input files, ${state.outputs.files} output files` : `${inputs.files} input files${options.force ? ' (--force)' : ''}`);
        return state;
      });
      if (unchanged) return reportUpToDate(unchanged, { cwd, outDir, reporter, started });
    }

    const pageCache = options.cache === false ? undefined : new BuildCache(cacheRoot, salt, false, cwd);
    /** Whether any page may come from the cache: not on a first build, nor after pxdocs or the config changed. */
    const pagesMayBeCached = pageCache?.mayHold() ?? false;
    // A build that will surely build its pages starts their threads now, to load while the stages up to the
    // pages run: from a guess at the page count when the check for changes listed the content folders
    // (discovery takes seconds on a large site), else once discovery has counted them.
    const startsThreads = !options.locale && !pagesMayBeCached;
    if (startsThreads && inputs) early = EarlyThreads.start(cwd, pageFileCount(inputs.listings, contentFolders(config, cwd)), options.workers);

    // A locale's pass reads its translated files in place of the originals (compiler/i18n.ts).
    const localize = localizer(cwd, config);
    // A translated page named with the other extension (intro.mdx for docs/intro.md) is matched by nothing.
    warnMisnamedTranslations(localize, cwd, diagnostics);
    warnUndeclaredLocales(cwd, config, diagnostics);
    const tree = await stage('discover content', async (task) => {
      // Files whose stamps the walk above read, and which are as the last build found them, are not read again.
      const stamps = inputs?.stamps ?? options.locale?.stamps;
      const memo = stamps ? await DiscoveryMemo.load(cacheRoot, salt, stamps) : undefined;
      // The folders the walk above read are listed from it, not read again.
      const found = await discover({ cwd, config, diagnostics, includeDrafts: options.mode === 'development', memo, listings: inputs?.listings, localize });
      inputs?.listings.clear();
      await memo?.save();
      dropDuplicateRoutes(found, diagnostics, config);
      const folders = [found.versions ? `${found.versions.length} versions` : `${found.model.dir}/`, ...(found.instances ?? []).map(({ tree: own }) => `${own.model.dir}/`)];
      const where = found.model.sidebars.kind === 'areas' ? `${found.areas.size} areas` : folders.join(', ');
      const standalone = found.docs.filter(isStandalonePage).length;
      const posts = found.docs.filter((doc) => doc.page === 'post').length;
      const folder = (path: string) => path.replace(/\/*$/, '/');
      const others = [
        standalone && config.pages ? `${standalone} in ${folder(config.pages.path)}` : '',
        posts && config.blog ? `${posts} ${posts === 1 ? 'post' : 'posts'} in ${blogInstances(config).map((blog) => folder(blog.options.path)).join(', ')}` : '',
      ].filter(Boolean);
      // `docs: false` (a blog-only site): no docs folder to count pages in.
      const counts = [...(found.model.enabled ? [`${found.docs.length - standalone - posts} pages in ${where}`] : []), ...others].join(' and ') || 'no pages';
      task.note(`${counts}${memo?.hits ? ` · ${memo.hits} unchanged, not read again` : ''}`);
      return found;
    });

    // Without the cache, pages still keep their files in one: a scratch folder of this build's, never
    // read by another, so a page's HTML is linked (not written twice) and its records wait on disk.
    const scratch = { dir: output.scratch, salt: `scratch-${process.pid}` };
    early ??= startsThreads ? EarlyThreads.start(cwd, tree.docs.length, options.workers) : undefined;
    // A rebuild from the cache: its own heap may grow as V8 sees fit (compiler/heap-growth.ts); page threads bound it again.
    if (pagesMayBeCached) boundHeapGrowth(false);

    const sidebars = await stage('generate sidebars', (task) => {
      const result = buildSidebars(tree);
      for (const warning of result.warnings) diagnostics.warn(warning);
      // A locale's labels for them (its `current.json`, a version's `version-<name>.json`).
      if (localize) translateSidebars(result, cwd, config);
      task.note(`${result.items.size} sidebars, ${result.generatedIndexes.length} generated index pages`);
      return result;
    });

    // What the site's PostCSS plugins warn of a stylesheet is said once for it, whoever processed it (postcss.ts).
    const postcssSaid = new Set<string>();
    const sayPostcss = (warning: Diagnostic) => {
      const key = `${warning.where?.file}:${warning.where?.line}:${warning.where?.column}:${warning.message}`;
      if (postcssSaid.has(key)) return;
      postcssSaid.add(key);
      diagnostics.warn(warning);
    };
    const client = await stage('bundle client assets', async (task) => {
      const postcssRuns = postcssMark();
      const result = await buildClientAssets({ announcementId: config.announcementBar?.id, colorMode: config.colorMode, siteCss: { cwd, paths: config.customCss, extra: prismThemeCss(config.highlight.theme, config.highlight.darkTheme), base: config.baseUrl, clientModules: config.clientModules, staticDirs: staticFolders(config, cwd) }, siteIslands: siteIslandsInput(config, cwd, contentRoots(tree, cwd, config) ?? [tree.root], inputs?.listings), cacheDir: options.cache === false ? undefined : join(cacheRoot, 'client'), ...(options.prebuiltTheme === false ? { prebuiltDir: false } : {}) });
      task.note(`${Object.keys(result.assets.islands).length} islands, ${result.assets.css.length} stylesheet${result.assets.css.length === 1 ? '' : 's'}${result.origin === 'bundled' ? '' : result.origin === 'cache' ? ', from the cache' : ', as bundled when pxdocs was compiled'}`);
      for (const [url, bytes] of result.gzipSizes) task.detail(`${formatBytes(bytes).padStart(8)} gzip  ${url}`);
      // The site's own stylesheets (customCss, client modules' CSS) are bundled on every build: their warnings are said on every build.
      if (!options.locale) for (const warning of postcssWarningsSince(postcssRuns)) sayPostcss(postcssDiagnostic(warning, cwd));
      return result;
    });

    // An island calling react-dom's API that React 19 removed fails in the browser where the call runs (site-islands.ts).
    if (!options.locale) {
      for (const [file, api] of Object.entries(client.islandFiles?.removed ?? {})) {
        diagnostics.warn({ kind: 'browser-handler', message: `its island's code calls react-dom's \`${api}\` (itself, or a package it imports: react-transition-group 4 does for a transition given no \`nodeRef\`), which React 19, the React pxdocs hydrates islands with, no longer has: where that call runs, the island fails in the browser and stays as the build rendered it. Give the transition a \`nodeRef\`, or use a version of the package made for React 19.`, where: { file: relative(cwd, file).split(sep).join('/') } });
      }
    }
    // A ReactLiveScope the browser cannot run: the live blocks run with the theme's scope (site-islands.ts).
    const liveScope = liveCodeTheme ? swizzledFile(cwd, 'ReactLiveScope') : undefined;
    const scopeRefused = liveScope && client.islandFiles?.refused[liveScope];
    if (scopeRefused && !options.locale) {
      diagnostics.warn({ kind: 'browser-handler', message: `the live code blocks' scope cannot run in a browser as pxdocs bundles it: ${scopeRefused.replace(/^its code cannot run in a browser as pxdocs bundles it \((.*)\)$/, '$1')}. The blocks run with the theme's scope (React and its hooks), so code naming what this file adds fails in the result. Import there only what runs in a browser (the site's own components, npm packages).`, where: { file: relative(cwd, liveScope).split(sep).join('/') } });
    }
    // Swizzled layout components (src/theme/Footer…) pxdocs does not use: said, not silently dropped. (Once the island
    // files are known: a component with state Root renders beside its children is one, live in the browser.)
    if (!options.locale) for (const warning of swizzledWarnings(cwd, (file) => client.islandFiles?.ids[file] !== undefined)) diagnostics.warn(warning);
    // Sidebars too large to render whole on every page get one tree asset each (theme/components/Sidebar.tsx).
    const { site: configSite, trees } = siteDataWithTrees(config, sidebars, client.assets, { analytics: (options.mode ?? 'production') === 'production', cwd, rootChat: true, slashed: slashedPaths(tree.docs, config) });
    // A versioned site's docs (several instances') are in several folders: git is asked about the site folder.
    const lastUpdates = await treeLastUpdates(lastUpdateOptions(config), tree, cwd, diagnostics);
    const routes = buildRoutes({ config, docs: tree.docs, sidebars, tocs: new Map(), diagnostics, lastUpdates, tagsFiles: allTagsFiles(tree), blogAuthors: tree.blogAuthors, messages: configSite.messages });
    // The site's own plugins' global data (`usePluginData`), carried with the docs data (site-plugins.ts).
    const plugins = sitePlugins ? await runSitePlugins(config, sitePlugins, { 'docusaurus-plugin-content-docs': docsContent(config, routes) }) : undefined;
    if (!options.locale) for (const warning of plugins?.warnings ?? []) diagnostics.warn(warning);
    // The routes they added are React pages (plugin-routes.ts): before anything reads the routes (links, sitemap, search, llms.txt).
    let routePatterns: RoutePattern[] = [];
    if (sitePlugins && plugins?.routes.length) {
      const added = pluginRouteDocs(plugins.routes, new Set(routes.map((route) => route.page.permalink)), sitePlugins.generatedDir, cwd, { file: configSource(config) }, config.baseUrl);
      if (!options.locale) for (const warning of added.warnings) diagnostics.warn(warning);
      tree.docs.push(...added.docs);
      routes.push(...standaloneRoutes(added.docs));
      routePatterns = added.patterns;
    }
    const redirects = siteRedirects(config, new Set(routes.map((route) => route.page.permalink)), diagnostics);
    // The config's links in the routes' letter case, as pages' links are (route-case.ts).
    // With the site's Root, what it draws around every page and puts in its head (rendered once, here).
    // A wrapper's interactive addition is an island, as in pages: the wrappers are bundled with the site's island files.
    // So is what Root renders beside its children (a `<Toast/>` with state): Root is bundled with the island files it imports.
    if (siteRoot && client.islandFiles && siteRoot.inputs.some((input) => client.islandFiles!.ids[input] !== undefined)) siteRoot = await bundleSiteRoot(cwd, staticDirNames(config), client.islandFiles);
    if (siteWrappers && client.islandFiles && Object.keys(client.islandFiles.ids).length) siteWrappers = await bundleSiteWrappers(cwd, staticDirNames(config), client.islandFiles, siteRoot);
    // Their injectHtmlTags, once every plugin's content is loaded, as Docusaurus calls it (plugin-tags.ts).
    const withTags = withPluginTags(configSite, sitePlugins && pluginHtmlTags(config, sitePlugins.plugins), config.baseUrl);
    const framed = withRootFrame(siteLinksInCase(withOpenSearch(withSiteFeeds(withTags, config, routes), routes), routeCases(routes.map((route) => route.page.permalink))), siteRoot);
    const site = siteWrappers?.css ? { ...framed, wrappersStylesheet: `/${wrappersStylesheet(siteWrappers)}` } : framed;
    if (routePatterns.length) site.routePatterns = routePatterns;
    // Run here too: the other pages (the blog's lists, the 404 page) have the site footer.
    const wrappers = siteWrappers && loadSiteWrappers(siteWrappers, cwd, siteRoot);
    if (!options.locale) for (const message of siteWrappers?.warnings ?? []) diagnostics.warn({ kind: 'missing-export', message });
    await output.prepare();
    if (site.root?.stylesheet && siteRoot?.css) await output.write(site.root.stylesheet.slice(1), siteRoot.css);
    if (siteWrappers?.css) await output.write(wrappersStylesheet(siteWrappers), siteWrappers.css);

    const missing = await loadLanguages(config.highlight.additionalLanguages);
    if (missing.length) {
      throw pxErrors.UnknownHighlightLanguage.create({ languages: missing }, { where: { file: configSource(config) } });
    }
    const prismFailed = sitePrism && registerSitePrism(sitePrism, cwd);
    if (prismFailed) diagnostics.warn(prismFailed);
    const docRoutes = routes.filter((route) => route.doc);
    // Every doc for `useDocById`/`useAllDocsData`: one string a page thread gets once (docs-data.ts).
    const docsData = docsDataOf(config, routes, plugins?.globalData);
    // Threads actually started: pages from the cache are written in this thread, the rest may go to workers.
    let workers = 1;
    let feeds: ReturnType<typeof allBlogFeeds> = [];
    let otherRendered: ReturnType<typeof otherPages> | undefined;
    // The embedded index's state, for the next build's update (none without the cache: its fragments go with the build).
    const indexStore = options.cache === false ? undefined : new IndexStateStore(join(cacheRoot, 'search-index'));
    // What the index's postings depend on besides the records: the index state the search stage may update is made under it.
    const searchKey = hash(salt, String(embeddingsMode(config.chat.embeddings)));
    // With no index to update, pages are merged into the index as they are built (route-order-merge.ts): a cold
    // build, or a cache whose state is for another output folder or another key (the writer makes the index anew then).
    const searchMerge = !algoliaSettings(config) && !indexStore?.updates(output.previousBuild, indexStateKey(searchKey)) ? new RouteOrderMerge() : undefined;
    const routePositions = new Map(routes.map((route, position) => [route, position]));
    const docPositions = docRoutes.map((route) => routePositions.get(route)!);
    // Pages without a doc and without records are in the index as nothing: merged now, so the pages after
    // them wait for none of them (a blog list, rendered after the page threads, held back every page after it).
    if (searchMerge) for (const [position, route] of routes.entries()) if (!route.doc && !hasRecords(route)) searchMerge.ready(position, () => NO_RECORDS);
    // Routes merged when the page threads and the pages rendered meanwhile were done (the search stage's note).
    let mergedWhileBuilt = 0;
    const results = await stage('build pages', async (task) => {
      pageCache?.discardOtherSalts();
      const roots = localizedRoots(contentRoots(tree, cwd, config), tree.root, localize);
      const init: PagesInit = {
        cwd,
        // A page thread derives this pass's config from the site's file as this build did.
        ...(options.locale ? { locale: config.i18n!.currentLocale! } : {}),
        site,
        sidebars: [...sidebars.items],
        fileRoutes: localizedFileRoutes(tree.docs, localize),
        contentRoot: tree.root,
        ...(roots ? { contentRoots: roots } : {}),
        trailingSlash: slashRoutes(routes, config),
        baseIslands: ['core'],
        cache: pageCache ? { dir: pageCache.dir, salt, empty: !pagesMayBeCached } : { ...scratch, empty: true, scratch: true },
        fastPath: options.fastPath,
        fastParse: options.fastParse,
        // The embedded index's per-page part is made on the pages' threads (none for a hosted index).
        searchIndex: !algoliaSettings(config),
        sitePrism,
        siteRoot,
        ...(siteWrappers ? { siteWrappers } : {}),
        ...(themeFolderList.length > 1 ? { themeFolders: themeFolderList } : {}),
        componentTags,
        ...(client.islandFiles ? { siteIslands: client.islandFiles } : {}),
        pageTimeoutMs: options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS,
        precompressPages: config.precompress === 'all',
        docsData,
      };
      // The sidebar travels once per worker, not once per page.
      const tasks: PageTask[] = docRoutes.map((route) => ({ doc: route.doc!, page: { ...route.page, sidebarItems: undefined }, listed: route.listed }));
      const progress = (done: number) => task.progress(done, tasks.length);
      // Home, search, generated index pages and the blog's lists: rendered here, or taken from the cache.
      // Without the cache, in the scratch folder, as pages keep theirs: a generated index page's
      // records are then a file there too, and the output the same either way.
      const otherCache = pageCache ?? new BuildCache(scratch.dir, scratch.salt, true);
      const otherInput = (list: Route[]): OtherPagesInput => ({ routes: list, site, headScript: client.assets.headScript, sidebars: sidebars.items, config, cache: otherCache, keepEntries: Boolean(pageCache), ...(wrappers ? { wrappers } : {}), docs: { index: lazyDocsIndex(docsData), key: docsData.key }, ...(wrappers && siteRoot ? { root: { component: loadSiteRoot(siteRoot).component, file: siteRoot.file } } : {}) });
      // All but the blog's lists (they show their posts' excerpts, which the posts' threads render) are
      // rendered while the page threads build, in this thread's idle turns (other-pages.ts says why).
      let pagesFailed = false;
      const otherMade = searchMerge && ((page: OtherPage) => {
        if (hasRecords(page.route)) searchMerge.ready(routePositions.get(page.route)!, () => mergePage(page));
      });
      const during = otherPagesInTurns(otherInput(routes.filter((route) => !route.doc && route.page.kind !== 'blog-list')), () => pagesFailed, otherMade)
        .catch((error: unknown) => { throw (siteWrappers && wrapperRenderFailure(siteWrappers, cwd, error)) || error; });
      // Its failure is reported where it is awaited, after the pages: not an unhandled rejection meanwhile.
      during.catch(() => undefined);
      // The pages' failure is the build's: the other pages stop and theirs, if any, is not reported.
      const failPages = async (error: unknown): Promise<never> => {
        pagesFailed = true;
        await during.catch(() => undefined);
        throw error;
      };
      const onBuilt = searchMerge && ((index: number, page: PageResult) => searchMerge.ready(docPositions[index], () => mergePage(page)));
      const pages = await buildPages(tasks, { init, config, writer: output, outDir: output.tmp, workers: options.workers, early, onProgress: progress, onThreads: (count) => { workers = count; }, onBuilt }).catch(failPages);
      const failed = resultErrors(pages);
      if (failed) await failPages(failed);
      // A language with no grammar is one warning for the site, not one per block (QuestDB: 121).
      const languages = new UnknownLanguages();
      // A component with event handlers is one warning, naming the pages importing it (browser-handlers.ts).
      const handlers = new BrowserHandlers();
      // MDX 1's `class=` and `style=` likewise: one warning each, however many raw HTML tags a Docusaurus 2 site has.
      const classes = new JsxClassAttributes();
      for (const [index, page] of pages.entries()) {
        for (const note of page.notes ?? []) diagnostics.warn({ kind: 'cache', message: note });
        for (const warning of page.warnings) {
          // A stylesheet's PostCSS warning, carried by each page holding it (a cached page's too): said once, at the stylesheet.
          if (warning.kind === 'postcss' && warning.file) {
            if (!options.locale) sayPostcss({ kind: warning.kind, message: warning.message, where: { file: warning.file, line: warning.line, column: warning.column } });
            continue;
          }
          const where = { file: docRoutes[index].source, line: warning.line, column: warning.column };
          if (!languages.add(warning, where) && !handlers.add(warning, where.file) && !classes.add(warning, where)) diagnostics.report(warning.severity ?? 'warn', { kind: warning.kind, message: warning.message, where });
        }
      }
      for (const warning of [...languages.warnings(), ...handlers.warnings(), ...classes.warnings()]) diagnostics.warn(warning);
      // The blog's lists show each post's excerpt, rendered with the post on its thread.
      const excerpts = new Map(pages.flatMap((page) => (page.excerpt === undefined ? [] : [[page.permalink, page.excerpt] as const])));
      if (excerpts.size) fillExcerpts(routes, excerpts);
      // The feeds carry whole posts, as Docusaurus's: a cut post's body, else its excerpt (which is all of it).
      feeds = allBlogFeeds(routes, feedContents(excerpts, pages), config);
      const meanwhile = await during;
      mergedWhileBuilt = searchMerge?.merged ?? 0;
      const lists = renderingWrappers(siteWrappers, cwd, () => otherPages(otherInput(routes.filter((route) => !route.doc && route.page.kind === 'blog-list'))));
      // In route order, as they were made in one pass.
      const byRoute = new Map([...meanwhile.pages, ...lists.pages].map((page) => [page.route, page]));
      otherRendered = { pages: routes.filter((route) => !route.doc).map((route) => byRoute.get(route)!), cached: meanwhile.cached + lists.cached, problems: otherCache.problems };
      for (const problem of otherRendered.problems) diagnostics.warn({ kind: 'cache', message: problem });
      const rendered = pages.filter((page) => page.cached === 'page').length;
      const compiled = pages.filter((page) => page.cached === 'compile').length;
      const fast = pages.filter((page) => page.fast).length;
      const others = otherRendered.cached ? `, ${otherRendered.cached} of ${otherRendered.pages.length} other pages` : '';
      task.note(`${pages.length} pages${workers > 1 ? ` on ${workers} threads` : ''}${fast ? ` · ${fast} without a module` : ''}${rendered + compiled + otherRendered.cached ? ` · from cache: ${rendered} whole, ${compiled} compiled${others}` : ''}`);
      return pages;
    });
    const others = otherRendered!.pages;
    // pxdocs's own not-found page, unless the site has one (src/pages/404: site-not-found.ts), built with its pages.
    const notFound = routes.some((route) => isSiteNotFoundPage(route.doc)) ? undefined : renderingWrappers(siteWrappers, cwd, () => renderPage({ site, page: notFoundPage(site.messages), baseIslands: ['core'], headScript: client.assets.headScript, ...(wrappers ? { wrappers } : {}) }));

    let checkManifest: string | undefined;
    await stage('validate links', (task) => {
      const ids: ValidateInput['ids'] = new Map();
      const pages: PageLinks[] = [];
      for (const [index, page] of results.entries()) {
        ids.set(page.permalink, page.ids);
        // A page rendered for the cache, or taken from it, comes with the hash of its links (`linksKey`): not hashed again here.
        pages.push({ source: docRoutes[index].source, permalink: page.permalink, links: page.links, unchecked: page.unchecked, renderedHrefs: page.hrefs, linked: page.linked, ...(page.linksKey ? { key: page.linksKey } : {}) });
      }
      for (const page of others) {
        ids.set(page.route.page.permalink, page.ids);
        pages.push({ source: page.route.source, permalink: page.route.page.permalink, links: [], renderedHrefs: page.hrefs });
      }
      const files = outputFiles({
        cwd,
        staticDirs: staticDirNames(config),
        assets: [...client.files.map((file) => `/${file.path}`), ...results.flatMap((page) => page.assets.map((asset) => asset.to)), ...markdownFiles(routes), `/${config.sitemap.filename}`],
      });
      pages.push({ source: configSource(config), permalink: '/', links: [...configLinks(site, { footer: !siteWrappers?.ownFooterLinks }), ...redirectLinks(redirects)], renderedHrefs: '' });
      // The sidebars' link items, once per sidebars file rather than on every page showing them.
      for (const { source, links } of sidebarLinks(sidebars)) pages.push({ source, permalink: '/', links, renderedHrefs: '' });
      // Pages the last build found without problems, while nothing they can link to changed (validate-memo.ts).
      const memo = options.cache === false ? undefined : ValidationMemo.load(join(cacheRoot, 'links', 'memo.json'), linkTargets([salt, config.onBrokenLinks, config.onBrokenAnchors, brokenMarkdownLinks(config), config.markdown.hooks.onBrokenMarkdownImages], ids, files));
      const summary = validateLinks({ config, pages, ids, files, diagnostics, cwd, memo });
      checkManifest = checkManifestText(summary.warned);
      task.note(`${summary.checked} links, ${summary.broken} broken${memo?.skipped ? ` · ${memo.skipped} pages unchanged, as the last build found them` : ''}`);
      try {
        memo?.save();
      } catch (error) {
        // The memo only saves the next build work: a cache folder it cannot write to is worth a warning, not the build.
        diagnostics.warn({ kind: 'cache', message: `Could not save the link check's memo (${(error as Error).message}); the next build checks every page's links.` });
      }
      task.detail(`${ids.size} pages with ${[...ids.values()].reduce((sum, set) => sum + packedCount(set), 0)} anchors; ${files.size} other files`);
      diagnostics.throwIfErrors();
    });

    const searchState = join(cacheRoot, 'search', 'state.json');
    const fullState = join(cacheRoot, 'llms-full', 'state.json');
    const piecesDir = join(cacheRoot, 'llms-full', 'pack');
    // Doc pages' results by route: the search and agents stages walk routes in sitemap order.
    const byPermalink = new Map(results.map((page) => [page.permalink, page]));
    const otherByPermalink = new Map(others.map((page) => [page.route.page.permalink, page]));
    const agents = await stage('write Markdown for agents', async (task) => {
      // Doc pages wrote their Markdown twins beside their HTML; generated index pages are done here.
      const indexes = markdownPages(others, config, (route, error) => diagnostics.warn({ kind: 'markdown', message: `No Markdown twin for ${route.page.permalink}: ${error.message}`, where: { file: route.source } }));
      for (const [index, page] of results.entries()) {
        if (page.markdownError) diagnostics.warn({ kind: 'markdown', message: `No Markdown twin for ${page.permalink}: ${page.markdownError}`, where: { file: docRoutes[index].source } });
      }
      const written = new Set([...results.filter((page) => page.markdownPath).map((page) => page.permalink), ...indexes.map((page) => page.route.page.permalink)]);
      const pages = readingOrder(routes.filter((route) => written.has(route.page.permalink)).map((route) => ({ route, path: markdownPath(route.page.permalink).slice(1), markdown: '' })));
      // A site's own llms.txt or llms-full.txt (static/, hand-written, as 2060-io/hologram-docs keeps one) is published
      // as written, as its robots.txt is: the generated one replaced it, and the build warned of the site's file.
      const ownLlms = staticFolders(config, cwd).some((folder) => existsSync(join(folder, LLMS_FILE)));
      const ownLlmsFull = staticFolders(config, cwd).some((folder) => existsSync(join(folder, LLMS_FULL_FILE)));
      const llms = ownLlms ? undefined : { path: LLMS_FILE, contents: llmsTxt(pages, config) };
      // llms-full.txt is a function of the config, the pages' order and each page's Markdown: while
      // those hash the same, the previous build's file is linked (reading every twin back costs
      // seconds at 10,000 pages).
      const twinKeys = pages.map((page) => {
        const result = byPermalink.get(page.route.page.permalink);
        const digest = result ? result.markdownHash : hash(indexes.find((index) => index.path === page.path)?.markdown ?? '');
        return digest && `${page.path}:${digest}`;
      });
      const fullKey = !ownLlmsFull && options.cache !== false && twinKeys.every(Boolean) ? hashAll([salt, ...(twinKeys as string[])]) : undefined;
      const warn = (problem: string) => diagnostics.warn({ kind: 'cache', message: problem });
      // Read once: it says whether the last build's file can be linked whole, or copied from page by page.
      const state = fullKey ? await readReuseState(fullState, warn, LLMS_FULL_FILE) : undefined;
      const reused = fullKey ? await reuseFiles(state, fullKey, output, warn, LLMS_FULL_FILE) : undefined;
      if (!reused && !ownLlmsFull) {
        // Every page's Markdown, read back one page at a time, never all at once.
        // Its .gz from a piece per page, kept in the cache: a rebuild compresses the pages that changed only.
        // The twins of pages taken from the cache are links, made on the linker's thread: all made first.
        await output.settle();
        // A page's piece is a function of its twin, its route and the config: keyed by those, the pages that
        // did not change are copied from the last build's files instead of read and looked up one by one.
        const keys = fullKey ? pages.map((page, index): [string, string] => [page.path, hash(salt, page.route.page.permalink, twinKeys[index] as string)]) : undefined;
        // Written while the search index is made (on a thread of its own for a large site), waited for before the output is put in place.
        const onThread = llmsFullOnThread(pages.length);
        llmsRun = startLlmsFull({
          file: join(output.tmp, LLMS_FULL_FILE),
          twins: output.tmp,
          pages: pages.map((page) => ({ path: page.path, route: { listed: page.route.listed, page: { permalink: page.route.page.permalink, ...(page.route.page.version ? { version: { latest: page.route.page.version.latest } } : {}) } } })),
          config: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl },
          inMemory: indexes.map((page) => [page.path, page.markdown]),
          gzip: { cacheDir: options.cache === false ? undefined : piecesDir },
          keys,
          previous: keys && previousLlmsFull(state, output),
        }, onThread);
        if (onThread) task.detail(`${LLMS_FULL_FILE} written on a thread of its own while the search index is made`);
      }
      const own = [ownLlms ? LLMS_FILE : '', ownLlmsFull ? LLMS_FULL_FILE : ''].filter(Boolean);
      const made = [ownLlms ? '' : LLMS_FILE, ownLlmsFull ? '' : LLMS_FULL_FILE].filter(Boolean);
      task.note(`${pages.length} pages${made.length ? `, ${made.join(', ')}` : ''}${reused ? ' (unchanged: the previous build\'s)' : ''}${own.length ? `; the site's own ${own.join(' and ')} (static/) published as written` : ''}`);
      return { files: [...indexes.map((page) => ({ path: page.path, contents: page.markdown })), ...(llms ? [llms] : [])], full: fullKey ? { key: fullKey, note: '', paths: [LLMS_FULL_FILE], pieces: reused?.pieces } : undefined };
    });

    const search = await stage('build search index', async (task) => {
      // Records in route order, whatever thread built each page.
      const perRoute = routes.map((route) => {
        const page = byPermalink.get(route.page.permalink);
        const permalink = route.page.permalink;
        if (page) return { permalink, records: page.records, hash: page.recordsHash, file: page.records.length ? undefined : page.recordsFile, index: page.searchIndex };
        const other = otherByPermalink.get(permalink);
        // A generated index page from the cache has its records and part of the index there, as a doc page has.
        if (other?.recordsFile) return { permalink, records: other.records, hash: other.recordsHash, file: other.recordsFile, index: other.searchIndex };
        return { permalink, records: other?.records ?? [], hash: other?.recordsHash };
      });
      // Every search file is a function of the records in order, the config and
      // pxdocs's code: while those hash the same, the previous build's files are linked as they are.
      const key = hashAll([salt, String(embeddingsMode(config.chat.embeddings)), ...perRoute.map((entry) => entry.hash ?? hash(JSON.stringify(entry.records)))]);
      // The last build's index, updated rather than made anew when few pages changed (compiler/search/incremental.ts):
      // only while out/ is the build that holds its files.
      const stored = indexStore && (await indexStore.read());
      const previousIndex = stored && stored.build === output.previousBuild ? stored : undefined;
      if (options.cache !== false) {
        const warn = (problem: string) => diagnostics.warn({ kind: 'cache', message: problem });
        const reused = await reuseFiles(await readReuseState(searchState, warn, 'the search index'), key, output, warn, 'the search index');
        if (reused) {
          task.note(`${reused.note} (unchanged: the previous build's files)`);
          // The same files, so the same index state, now for this build; its pages' fragments are this build's
          // cache entries (the records are the same, but a page rendered again has an entry of its own).
          const pages = perRoute.flatMap((entry) => {
            const records = 'index' in entry && entry.index ? entry.index.records : entry.records.length;
            return records ? [{ key: entry.hash ?? hash(JSON.stringify(entry.records)), records, ...('index' in entry && entry.index ? { fragment: entry.index.file } : {}) }] : [];
          });
          return { ...reused, index: previousIndex && pages.length === previousIndex.pages.length ? { ...previousIndex, pages } : undefined };
        }
      }
      // A page's records at a time, in route order, so the records of 10,000 pages are never all in
      // memory. A page's records file is `recordsText` of its records, object ids included (ids hash
      // a record's URL: the page's thread set them; generated index pages' are set here). A page
      // whose part of the index was made on its thread is merged from its fragment and its chunk
      // files are linked: its records are only copied into the records file, never parsed (unless
      // the chat embeds them). Files are read when their turn comes, without the thread pool: small
      // files one after another (awaited reads a few ahead left this thread waiting a second in all
      // at 10,000 pages).
      const parseRecords = recordsNeeded(config);
      function* pageBatches(): Generator<RecordBatch> {
        for (const entry of perRoute) {
          const key = entry.hash ?? hash(JSON.stringify(entry.records));
          if (!('file' in entry && entry.file)) yield { records: assignObjectIds(entry.records), key, page: entry.permalink };
          else if ('index' in entry && entry.index) yield preparedBatch(entry.file, entry.index, key, parseRecords, entry.permalink);
          else {
            const json = readFileSync(entry.file, 'utf8');
            yield { records: parseCached(entry.file, json, parseRecordsText), json, key, page: entry.permalink, file: entry.file };
          }
          entry.records = [];
        }
      }
      const result = await buildSearch({
        config,
        batches: pageBatches(),
        update: indexStore && {
          store: indexStore,
          key: searchKey,
          previous: previousIndex,
          linkPrevious: async (from, to) => output.linkFromPreviousAs(from, to),
        },
        name: key.slice(0, 12),
        merged: searchMerge?.take(),
        emit: (path, contents) => output.write(path, contents),
        place: (path, from) => output.linkFile(path, from),
        placeFile: (path, from) => output.place(path, from),
        embeddingsCache: join(cwd, EMBEDDINGS_CACHE),
        linkRecordsPart: (path) => output.linkFromPreviousAs(path, path),
        onProgress: task.progress,
        // A stop asked for is honoured between pages and shards, not when the stage ends (seconds at scale).
        checkpoint: () => throwIfInterrupted('build search index'),
        signal: interruptSignal(),
      });
      task.note(`${result.note}${searchMerge ? `; ${mergedWhileBuilt} of ${routes.length} routes merged while built` : ''}`);
      for (const message of result.warnings) diagnostics.warn({ kind: 'chat', message });
      // Files made while the chat's vectors are incomplete are never reused: the next build embeds more.
      return { note: result.note, key: result.complete ? key : '', paths: result.paths, index: result.state };
    });

    // No later stage reads the records: at scale they are the biggest thing the build holds.
    for (const page of results) page.records = [];

    const firstLoad = measureFirstLoad([...results.map((page, index) => ({ kind: docRoutes[index].page.kind, islands: page.islands })), ...others.map((page) => ({ kind: page.route.page.kind, islands: page.islands }))], client.gzipSizes, site.assets);
    for (const [kind, size] of firstLoad) {
      if (kind !== 'doc' && kind !== 'generated-index') continue;
      if (size.js > config.budgets.javascript) diagnostics.warn({ kind: 'budget', message: `${kind} pages load ${formatBytes(size.js)} of JavaScript (gzip) on first visit; the budget is ${formatBytes(config.budgets.javascript)}.` });
      if (size.css > config.budgets.css) diagnostics.warn({ kind: 'budget', message: `${kind} pages load ${formatBytes(size.css)} of CSS (gzip) on first visit; the budget is ${formatBytes(config.budgets.css)}.` });
    }

    // A site in several languages: every other locale is the site built again into its folder of
    // this build (`fr/`), before this build is put in place, so out/ changes for all at once.
    const locales = options.locale ? [] : await buildLocales(loaded, options, output, cacheRoot, reporter, inputs?.stamps);
    // The site's pages in every locale, for its report and the up-to-date state.
    const pageCount = routes.length + locales.reduce((sum, locale) => sum + locale.result.pages, 0);

    await reporter.task('write output', async (task) => {
      if (llmsRun) {
        const written = await llmsRun.done;
        // The pieces were a file each before they were kept as a pack (compiler/gzip-pieces.ts): a cache from then loses them.
        if (written.gzip && options.cache !== false) rmSync(join(cacheRoot, 'llms-full', 'pieces'), { recursive: true, force: true });
        await output.adopt(LLMS_FULL_FILE);
        if (agents.full) agents.full.pieces = written.pieces;
      }
      const writes: Promise<void>[] = [];
      const slash = config.trailingSlash === true;
      // With `trailingSlash` unset, the docs Docusaurus serves as folders (folder-routes.ts).
      const routeSet = new Set(slashRoutes(routes, config));
      const root = sitePublicUrl(config);
      // Trailing slashes, then the base URL, as page threads finish their pages (process.ts).
      const finish = (html: string) => addBaseToHtml(routeSet.size ? addTrailingSlashes(html, routeSet, root, rootPublicUrl(config), !slash) : html, config.baseUrl, rootBase(config));
      for (const page of others) writes.push(output.write(permalinkToFile(page.route.page.permalink, routeSet.has(page.route.page.permalink)), finish(page.html)));
      if (notFound) writes.push(output.write('404.html', finish(notFound.html)));
      for (const redirect of redirects) writes.push(output.write(redirectFile(redirect, slash), redirectPage(redirect, config, routeSet.size ? routeSet : undefined)));
      for (const file of client.files) {
        writes.push(output.write(file.path, file.contents));
        // Compressed with the bundle (PREBUILT_DIR): precompress finds both and leaves the file alone.
        if (file.compressed) writes.push(output.write(`${file.path}.br`, file.compressed.br), output.write(`${file.path}.gz`, file.compressed.gz));
      }
      for (const file of trees.files) writes.push(output.write(file.path, file.contents));
      // A long blog sidebar's list (blog/routes.ts), once for all the blog's pages.
      const blogLists = routeAssets(routes);
      for (const file of blogLists) writes.push(output.write(file.path, file.contents));
      for (const file of agents.files) writes.push(output.write(file.path, file.contents));
      for (const file of feeds) writes.push(output.write(file.path, file.contents));
      // The locales the chat and MCP servers answer in, and the chat's sentences in each (none for an English site).
      const localesText = options.locale ? undefined : localesFileText(loaded, cwd);
      if (localesText) writes.push(output.write(LOCALES_FILE, localesText));
      if (checkManifest) writes.push(output.write(CHECK_MANIFEST, checkManifest));
      const images = new Map<string, string>();
      for (const page of results) for (const asset of page.assets) images.set(asset.to, asset.from);
      for (const [to, from] of images) writes.push(output.copyNamedByContent(from, to.slice(1)));
      // Mermaid's modules ship only with a site that has a diagram.
      if ([...results, ...others].some((page) => page.islands.includes('mermaid'))) for (const file of mermaidFiles()) writes.push(output.copy(file.from, file.to));
      await Promise.all(writes);
      await output.copy(join(THEME_DIR, 'static'), '.');
      const built = builtFiles({ routes, redirects, slash, folders: routeSet, sitemap: config.noIndex ? undefined : config.sitemap.filename, generated: [...client.files, ...trees.files, ...blogLists, ...agents.files, ...feeds] });
      const statics = staticFolders(config, cwd);
      if (statics.some((folder) => existsSync(folder))) {
        // The locales' passes wrote into their folders (fr/) already: their files are on disk once their links are.
        if (locales.length) await output.settle();
        const localeFiles = localeBuiltFiles(output.tmp, locales.map((locale) => ({ path: locale.path, routes: locale.result.routes })), config);
        const keep = keepStaticFile(built, cwd, diagnostics, localeFiles);
        // Each folder in the config's order; a path an earlier folder has is that folder's (Docusaurus's rule).
        for (const [index, folder] of statics.entries()) {
          if (!existsSync(folder)) continue;
          const fresh = notInEarlierFolder(statics, index);
          await output.copy(folder, '.', (path, from) => fresh(path) && keep(path, from));
        }
      }
      warnShadowedRoutes(routes, built, [...statics, join(THEME_DIR, 'static')], diagnostics);
      // A site kept out of search engines (noIndex) has no sitemap, as Docusaurus's sitemap plugin writes none; nor has one whose sitemap has no entry.
      const map = await siteSitemap(config, routes, cwd, diagnostics, routeSet);
      if (map) await output.write(config.sitemap.filename, map);
      // A site's own robots.txt (static/robots.txt, as every Docusaurus site ships it: Docusaurus writes none) is
      // published as written; it was replaced by the generated "Allow: /", silently dropping its Disallow lines.
      const ownStatic = (name: string) => statics.some((folder) => existsSync(join(folder, name)));
      if (!ownStatic('robots.txt')) await output.write('robots.txt', robots(sitePublicUrl(config), config.noIndex || !map, config.sitemap.filename));
      if (site.openSearch && !ownStatic(OPENSEARCH_FILE)) await output.write(OPENSEARCH_FILE, openSearchXml(config));
      // A locale's folder was compressed by its own pass.
      // Precompress reads the whole folder: every queued link made first.
      await output.settle();
      // The site plugins' postBuild, on the written folder (before precompress, so a page one rewrites is compressed as it is now).
      if (sitePlugins && hasPostBuild(sitePlugins)) {
        const notFoundPath = withBase(config.baseUrl, '/404.html');
        const paths = routes.map((route) => withBase(config.baseUrl, route.page.permalink));
        const routesPaths = [notFoundPath, ...paths];
        const routesBuildMetadata = Object.fromEntries([[notFoundPath, { noIndex: Boolean(config.noIndex) }], ...routes.map((route, index) => [paths[index], { noIndex: Boolean(config.noIndex || route.page.noIndex) }] as const)]);
        await withPostBuildFolder(output.tmp, () => runPostBuild(config, cwd, sitePlugins, { outDir: output.tmp, routesPaths, routesBuildMetadata }));
      }
      const compressed = await precompress(output.tmp, { cacheDir: options.cache === false ? undefined : join(cacheRoot, 'precompress'), skip: [...UNCOMPRESSED, ...locales.map((locale) => locale.path)], pages: config.precompress === 'all' });
      // The last moment a stop leaves out/ as it was; past the swap (commit) the build is in place, and
      // finishes (cli/finite-run.ts stoppedAfterOutputLine): out/ is never left half of each.
      throwIfInterrupted('write output');
      // The files the next build may link without comparing: their stamps come from the commit's walk.
      await output.commit(options.cache !== false ? [...search.paths, ...(agents.full?.paths.flatMap((path) => [path, `${path}.gz`]) ?? [])] : undefined);
      if (options.cache !== false) {
        await rememberFiles(searchState, search, output);
        // The index the next build updates: the files of the build out/ now points at.
        if ('index' in search && search.index) await indexStore?.write({ ...search.index, build: output.finalDir });
        if (agents.full) await rememberFiles(fullState, agents.full, output);
        // Files linked from the previous build were not compressed here: their entries are the ones that build used.
        const keysFile = join(cacheRoot, 'precompress-keys.json');
        let previousKeys: Record<string, string> = {};
        try {
          previousKeys = (JSON.parse(await readFile(keysFile, 'utf8')) as Record<string, string> | null) ?? {};
        } catch {
          // Missing or corrupt: the compressed copies of linked files may then be pruned, and made again when needed.
        }
        for (const path of output.reusedPaths) {
          const key = previousKeys[path];
          if (typeof key === 'string') {
            compressed.used.add(key);
            compressed.keys.set(path, key);
          }
        }
        await writeFileAtomic(keysFile, JSON.stringify(Object.fromEntries(compressed.keys)));
        await prunePrecompressCache(join(cacheRoot, 'precompress'), compressed.used);
        for (const problem of compressed.problems) diagnostics.warn({ kind: 'cache', message: problem });
        // Entries no page used are from older versions of pages: dropped so the cache does not grow forever.
        const cache = new BuildCache(cacheRoot, salt, false, cwd);
        const used = new Set([...results.flatMap((page) => page.cacheKeys ?? []), ...others.flatMap((page) => page.cacheKey ?? [])]);
        // Entries this build wrote: a page entry for each page not taken whole, and a compiled one for each page compiled.
        const written = results.reduce((sum, page) => sum + (page.cached === 'page' ? 0 : page.cached === 'compile' ? 1 : 2), others.length - otherRendered!.cached);
        if (pruneDue(cacheRoot, used.size, written)) {
          await cache.prune('compile', used);
          await cache.prune('page', used);
        }
        cache.pruneSalts();
      }
      task.note(`${formatBytes(output.bytes)} in ${relative(cwd, outDir) || '.'}/`);
      task.detail(`${compressed.files} files precompressed${compressed.reused ? `, ${compressed.reused} from the cache` : ''}${output.reused ? `; ${output.reused} unchanged files linked from the previous build` : ''}`);
    });

    // What the next build compares against. Not after a build whose chat vectors are still
    // incomplete (the next one embeds more), nor one whose inputs were not walked (--no-cache).
    if (upToDateFile && inputs && output.snapshot && search.key) {
      await writeState(upToDateFile, {
        key: upToDateKey,
        inputs: { digest: inputs.digest, files: inputs.files, racy: inputs.racy },
        build: await realpath(outDir),
        outputs: output.snapshot,
        pages: pageCount,
        // Cache problems were this build's own; everything else a rebuild would find again.
        warnings: diagnostics.warnings.filter((warning) => warning.kind !== 'cache'),
        logs: diagnostics.logs,
        firstLoad: [...firstLoad],
      });
    }

    const result: BuildResult = {
      outDir,
      pages: pageCount,
      warnings: diagnostics.warnings,
      ms: performance.now() - started,
      bytes: output.bytes,
      routes,
      firstLoad,
    };
    printSummary(reporter, result, diagnostics.logs, `Built ${result.pages} pages in ${formatMs(result.ms)}`, `written to ${relative(cwd, outDir) || '.'}/`);
    return result;
  } catch (error) {
    early?.close();
    // Nothing may write into the build folder while it is deleted.
    await llmsRun?.cancel();
    // The failure is the report: a folder that cannot be removed (never made, under a file: ENOTDIR)
    // must not take its place. The next build removes a partial one a dead process left.
    await output.discard().catch(() => undefined);
    if (diagnostics.warnings.length) reporter.diagnostics('Warnings', diagnostics.warnings, (text) => text);
    throw new PxErrorList(distinctErrors([...diagnostics.errors.filter((item) => !toPxErrors(error).includes(item)), ...toPxErrors(error)]));
  }
}


/**
 * Builds each locale but the default into its folder of `output` (`fr/`), one
 * after the other: each is the whole pipeline again with the locale's config
 * (compiler/i18n.ts), its own cache folder, and its own report. A failure in
 * any fails the site's build, and out/ stays as it was.
 */
async function buildLocales(config: SiteConfig, options: BuildOptions, output: OutputFolder, cacheRoot: string, reporter: Reporter, stamps?: ReadonlyMap<string, string>): Promise<{ path: string; result: BuildResult }[]> {
  const others = siteLocales(config)?.filter((locale) => !locale.isDefault) ?? [];
  const built: { path: string; result: BuildResult }[] = [];
  for (const locale of others) {
    const localized = buildPassConfig(config, options.cwd, locale.name);
    reporter.line();
    reporter.line(`pxdocs build · ${locale.label} (${locale.name}), at ${config.baseUrl}${locale.path}/`);
    const result = await build({
      ...options,
      outDir: join(output.outDir, locale.path),
      reporter,
      cacheDir: join(cacheRoot, 'locales', locale.name),
      locale: { config: localized, parent: output, path: locale.path, ...(stamps ? { stamps } : {}) },
    });
    built.push({ path: locale.path, result });
  }
  if (others.length) reporter.line();
  return built;
}

/** The end of a build's report: warnings, notes, one summary line, the first-load sizes. */
function printSummary(reporter: Reporter, result: BuildResult, logs: Diagnostic[], opening: string, where: string): void {
  // picocolors: plain text where colours are off (NO_COLOR, output not a terminal), as every other coloured line.
  reporter.diagnostics('Warnings', result.warnings, pc.yellow);
  reporter.diagnostics('Notes', logs, (text) => text);
  reporter.line();
  reporter.line(`${opening} · ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'} · ${formatBytes(result.bytes)} ${where}`);
  for (const [kind, size] of result.firstLoad) {
    reporter.line(`  first load, ${kind.padEnd(16)} JS ${formatBytes(size.js).padStart(8)} · CSS ${formatBytes(size.css).padStart(8)} (gzip)`);
  }
}

/** A build that found nothing changed: the last build's figures and warnings, reported as a build would. */
function reportUpToDate(state: UpToDateState, context: { cwd: string; outDir: string; reporter: Reporter; started: number }): BuildResult {
  const result: BuildResult = {
    outDir: context.outDir,
    pages: state.pages,
    warnings: state.warnings,
    ms: performance.now() - context.started,
    bytes: state.outputs.bytes,
    firstLoad: new Map(state.firstLoad),
    upToDate: true,
  };
  printSummary(context.reporter, result, state.logs, `Up to date: ${result.pages} pages, nothing changed since the last build (checked in ${formatMs(result.ms)})`, `in ${relative(context.cwd, context.outDir) || '.'}/`);
  return result;
}

/** What `search/state.json` and `llms-full/state.json` in the cache folder say: which build holds the files made from which inputs. */
interface ReuseState {
  key: string;
  build: string;
  paths: string[];
  /** Each path's size and mtime at commit: a file edited in place since is never linked into a new build. */
  stamps?: [size: number, mtimeMs: number][];
  note: string;
  /** llms-full.txt's index of pieces (see `writeLlmsFull`), and its `.gz`'s stamp. */
  pieces?: LlmsFullPiece[];
  gzipStamp?: [size: number, mtimeMs: number];
}

/**
 * What `search/state.json` or `llms-full/state.json` says, read once for the
 * stage's readers; undefined when missing, and a warning (naming `what`) when corrupt.
 */
async function readReuseState(stateFile: string, warn: (problem: string) => void, what: string): Promise<ReuseState | undefined> {
  let text: string;
  try {
    text = await readFile(stateFile, 'utf8');
  } catch {
    return undefined;
  }
  let state: ReuseState;
  const corrupt = (why: string) => warn(`Ignored a corrupt cache entry ${stateFile} (${why}); ${what} was built again.`);
  try {
    state = JSON.parse(text) as ReuseState;
  } catch (error) {
    corrupt((error as Error).message);
    return undefined;
  }
  if (typeof state?.key !== 'string' || !Array.isArray(state.paths)) {
    corrupt('not a state of reusable files');
    return undefined;
  }
  return state;
}

/**
 * Whether llms-full.txt is written on a thread of its own: for a large site,
 * where copying it (124 MB at 10,000 pages) takes longer than starting a
 * thread. PXDOCS_LLMS_THREAD=1 or 0 decides (tests).
 */
function llmsFullOnThread(pages: number): boolean {
  const setting = process.env.PXDOCS_LLMS_THREAD;
  if (setting === '1' || setting === '0') return setting === '1';
  return pages >= LLMS_THREAD_PAGES;
}

/** Pages from which llms-full.txt gets a thread (see `llmsFullOnThread`). */
const LLMS_THREAD_PAGES = 2_000;

/**
 * The last build's llms-full.txt and .gz with their index of pieces, while
 * both files are as that build's commit left them (the same size and mtime:
 * out/ shares its files, and an edit through out/ must not be copied on).
 */
function previousLlmsFull(state: ReuseState | undefined, output: OutputFolder): { text: string; gzip: string; pieces: LlmsFullPiece[] } | undefined {
  const previous = output.previousBuild;
  if (!state || !previous || state.build !== previous || !Array.isArray(state.pieces) || state.paths[0] !== LLMS_FULL_FILE || !Array.isArray(state.stamps)) return undefined;
  const text = join(previous, LLMS_FULL_FILE);
  const gzip = `${text}.gz`;
  if (!sameStamp(text, state.stamps[0]) || !sameStamp(gzip, state.gzipStamp)) return undefined;
  return { text, gzip, pieces: state.pieces };
}

/**
 * A stage's files taken from the previous build when they were made from the
 * same inputs (`key`: the search stage's records, llms-full.txt's pages): they
 * are linked into this build, never made again. Undefined when they were not,
 * or a file is missing. `what` names them in a warning about a corrupt state.
 */
async function reuseFiles(state: ReuseState | undefined, key: string, output: OutputFolder, warn: (problem: string) => void, what: string): Promise<{ note: string; key: string; paths: string[]; pieces?: LlmsFullPiece[] } | undefined> {
  if (!state || state.key !== key || !output.previousBuild || state.build !== output.previousBuild) return undefined;
  // Synchronous stats: thousands of files (the search index), each a few microseconds.
  const previous = output.previousBuild;
  const edited = !Array.isArray(state.stamps) || state.paths.some((path, n) => !sameStamp(join(previous, path), state.stamps![n]));
  if (edited) {
    if (Array.isArray(state.stamps)) warn(`Ignored the previous build's copy of ${what}: its files changed after they were written (was out/ edited in place?); it was built again.`);
    return undefined;
  }
  if (!(await output.linkAllFromPrevious(state.paths))) return undefined;
  return { note: state.note, key, paths: state.paths, pieces: Array.isArray(state.pieces) ? state.pieces : undefined };
}

/** Records which build now holds the files of `files.key`, for the next build's `reuseFiles`. */
async function rememberFiles(stateFile: string, files: { key: string; note: string; paths: string[]; pieces?: LlmsFullPiece[] }, output: OutputFolder): Promise<void> {
  const stamps = files.paths.map((path) => output.stampOf(path) ?? ([-1, -1] as [number, number]));
  const state: ReuseState = { key: files.key, build: output.finalDir, paths: files.paths, stamps, note: files.note };
  if (files.pieces) {
    state.pieces = files.pieces;
    state.gzipStamp = output.stampOf(`${files.paths[0]}.gz`);
  }
  await writeFileAtomic(stateFile, JSON.stringify(state));
}


/** Gzipped JavaScript and CSS a first visit downloads, for the heaviest page of each kind. */
function measureFirstLoad(pages: { kind: string; islands: string[] }[], gzip: Map<string, number>, assets: SiteData['assets']): Map<string, { js: number; css: number }> {
  const sum = (hrefs: string[]) => hrefs.reduce((total, href) => total + (gzip.get(href) ?? 0), 0);
  // Pages outside the docs (the pages folder's, the blog's) link Infima's classes and the blog's styles too.
  const pagesCss = sum(assets.pagesCss ?? assets.css);
  const themeCss = sum(assets.css);
  // The inline head script counts too: it ships inside every page (compressed once, not once a page).
  const headScript = gzipSync(assets.headScript).length;
  const result = new Map<string, { js: number; css: number }>();
  // Pages share a few sets of islands: each set is measured once.
  const measured = new Set<string>();
  for (const page of pages) {
    const signature = `${page.kind}\0${page.islands.join('\0')}`;
    if (measured.has(signature)) continue;
    measured.add(signature);
    const urls = new Set<string>();
    for (const name of page.islands) {
      const island = assets.islands[name];
      if (!island) continue;
      urls.add(island.src);
      for (const chunk of island.preload) urls.add(chunk);
    }
    let js = headScript;
    for (const url of urls) js += gzip.get(url) ?? 0;
    const kind = page.kind;
    const previous = result.get(kind);
    const css = outsideDocs(kind) ? pagesCss : themeCss;
    if (!previous || previous.js < js) result.set(kind, { js, css });
  }
  return result;
}

/**
 * A page's cache file read back by the search stage. One that no longer parses
 * (changed in place, its size and time kept) fails this build with its name,
 * and its page's entry is removed, so the next build makes the page afresh.
 */
function parseCached<T>(file: string, text: string, parse: (text: string) => T = JSON.parse): T {
  try {
    return parse(text);
  } catch (error) {
    return corruptCacheFile(file, (error as Error).message);
  }
}

/** Whether pages show their last update (git is asked for it, so its HEAD is an input). */
function lastUpdatesShown(config: SiteConfig): boolean {
  const shown = lastUpdateOptions(config);
  return shown.showLastUpdateTime || shown.showLastUpdateAuthor;
}

/**
 * A page (a doc's result, or a generated index page) as the search stage will give it to the index
 * (`perRoute`, `pageBatches`): its records as objects, or its part made on its thread or kept in the
 * cache; a page whose records are in a file without that part is left to the search stage.
 */
function mergePage(page: Pick<PageResult, 'records' | 'recordsHash' | 'recordsFile' | 'searchIndex'>): MergePage {
  const key = page.recordsHash ?? hash(JSON.stringify(page.records));
  if (page.records.length || !page.recordsFile) return { key, records: page.records.length, fragment: () => pageFragment(page.records) };
  const index = page.searchIndex;
  return index && { key, records: index.records, fragment: () => readFragment(index.file) };
}

/** A page without records, as the search stage gives it to the index (it takes no chunk slot). */
const NO_RECORDS: MergePage = { key: hash(JSON.stringify([])), records: 0, fragment: () => pageFragment([]) };

/** A page's fragment read back from the cache (a file that is not one fails the build as `parseCached` says). */
function readFragment(file: string): PageFragment {
  const fragment = decodeFragment(readFileSync(file));
  return typeof fragment === 'string' ? corruptCacheFile(file, fragment) : fragment;
}

/** Fails the build naming a page's search file that cannot be read back, and drops the page's entry (the next build makes it afresh). */
function corruptCacheFile(file: string, reason: string): never {
  rmSync(file.replace(/(\.records\.json|\.index\.bin)$/, '.json'), { force: true });
  throw pxErrors.CorruptCacheFile.create({ file, reason });
}

/** A page prepared on its thread, as the search stage reads it back: its records' JSON, its fragment (read when the index needs it), where its chunks are. */
function preparedBatch(file: string, index: { file: string; records: number; tag: string }, key: string, parse: boolean, page: string): RecordBatch {
  const base = index.file.slice(0, -FRAGMENT_EXT.length);
  // Read only when needed: the chat embeds the records, or the page's records part is written anew.
  const json = parse ? readFileSync(file) : undefined;
  return {
    records: json ? parseCached(file, json.toString('utf8'), parseRecordsText) : [],
    json: json ?? (() => readFileSync(file)),
    file,
    key,
    page,
    prepared: {
      records: index.records,
      // Read without the thread pool: the index asks for fragments one after another.
      fragment: async () => readFragment(index.file),
      fragmentFile: index.file,
      chunk: (local) => `${base}${chunkExt(local)}`,
      // The tag its records were given (searchTag), whichever thread made its part.
      tag: index.tag,
    },
  };
}
