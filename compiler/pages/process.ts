// The per-page half of the build, as one function over a batch of pages:
// read → compile MDX → bundle → render with the theme → write the HTML →
// keep only what the rest of the build needs (ids, links, search records).
// The HTML itself never travels back: a page is written and forgotten, so
// memory does not grow with the site. The same code runs in worker threads
// (compiler/pages/worker.ts) or in the build's own thread: output is the same.
import { setThemeFolders } from '../theme-folders.js';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { FileStamp } from '../file-stamp.js';
import { PxError, PxErrorList, toPxErrors } from '../errors.js';
import { pxErrors } from '../errors/catalogue.js';
import { compilerOptions, createCompiler, fileFormat, tocFromExport, type CompiledPage } from '../mdx/compile.js';
import { ContentPlugins, docOwner, type MarkdownPlugins, type PluginOwner } from '../mdx/content-plugins.js';
import { HEADING_LINK_TITLE } from '../mdx/rehype-page-elements.js';
import type { TocEntry } from '../mdx/remark-headings.js';
import { BuildCache, hash, hashBytes, siteFree, stableJson } from '../cache.js';
import { pageLinksKey } from '../validate-memo.js';
import { sidebarKeys, type SidebarPlace } from './sidebar-keys.js';
import { localImage, resolveFileLinks, resolveRecordedLinks, type LinkContext, type PageAsset, type RecordedLink } from '../mdx/remark-links.js';
import { fileFacts } from '../file-facts.js';
import { routeCaseInHtml, routeCases, routeInCase } from '../route-case.js';
import { bundlePages, themeModuleOf } from '../bundle-pages.js';
import type { SitePrism } from '../site-prism.js';
import { loadSiteRoot, rootCode, type SiteRoot } from '../site-root.js';
import { loadSiteWrappers, sharedModules, wrapperRenderFailure, wrappersCode, type SiteWrappers } from '../site-wrappers.js';
import { codeBlockWrapperFile, siteAdmonitionComponent } from '../site-wrapper-files.js';
import { siteAdmonitionOverrides, siteAdmonitionTypes, siteMdxComponents, type ComponentTags } from '../mdx/site-component-tags.js';
import { CodeFences, preprocess } from '../mdx/preprocess.js';
import { failingComponents, renderPage, thrownByContent, type RenderedPage } from '../render.js';
import type { IslandFiles } from '../site-islands.js';
import { setMessages } from '../../theme/components/mdx/docusaurus-client.js';
import { linkedHrefs, readHtml, scanPage } from '../html.js';
import { recordsText } from '../search/records-pack.js';
import { articleRecords, assignObjectIds } from '../search/records.js';
import { pack, type Packed } from '../packed-strings.js';
import { pageIndex } from '../search/shards.js';
import { encodeFragment, FRAGMENT_EXT } from '../search/fragment-file.js';
import { siblingsSync } from '../precompress.js';
import { pageTimedOut, runningPage, timedOut } from '../time-limit.js';
import { addTrailingSlashes, permalinkToFile, sitePublicUrl } from '../paths.js';
import { linkedPath, servedAsFolder } from '../folder-routes.js';
import { shownValue } from '../terminal-safe.js';
import { LIVE_CODE_THEME, sitePackageListed } from '../site-package.js';
import { rootBase, rootPublicUrl } from '../i18n.js';
import { admonitionMessages } from '../../theme/shared/admonitions.js';
import { addBaseToHtml, withoutBaseMarks } from '../../theme/shared/base-html.js';
import { articleMarkdown } from '../markdown/page-markdown.js';
import { hasMarkdown, markdownPath } from '../../theme/shared/markdown-path.js';
import type { Doc } from '../discover.js';
import type { Route } from '../routes.js';
import type { PageData, SidebarItem, SiteData } from '../../theme/components/types.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { readPageText, readPageTextSync, textHash } from '../page-text.js';
import { hookedPageText } from '../front-matter-hook.js';
import { pageReadError } from '../page-read-error.js';
import { docsInstances, docsModel } from '../config/docs-model.js';
import { markTruncate } from '../blog/excerpt.js';
import { staticDirNames, staticFolders } from '../static-folders.js';
import { browserGlobalHint, siteText, throwSite, type MappedCode, type PageMap } from '../throw-site.js';
import { lazyDocsIndex } from '../docs-data.js';

/** What every batch needs, sent once per worker. Plain data only (it crosses threads). */
export interface PagesInit {
  cwd: string;
  /**
   * The locale a locale's pass builds (its name; absent in the default locale's): a
   * thread loads the site's config and derives the pass's from it (`buildPassConfig`).
   */
  locale?: string;
  site: SiteData;
  /** Sidebar id → items, sent once instead of with every page. */
  sidebars: [string, SidebarItem[]][];
  /** Absolute source path → permalink, for links between pages. */
  fileRoutes: [string, string][];
  contentRoot: string;
  /**
   * A versioned site's docs folders (each version's): a page resolves `/x.md`
   * links and publishes images from the one holding it, as Docusaurus does.
   */
  contentRoots?: string[];
  /** Islands every page loads before its own. */
  baseIslands: string[];
  /** The routes written as folders and linked with their slash (folder-routes.ts): with `trailingSlash: true`, every route. */
  trailingSlash?: string[];
  /** The persistent cache (absent with --no-cache). */
  /**
   * `empty`: no entry under this salt can exist yet (`BuildCache.mayHold`), so none is looked up.
   * `scratch`: the build's own folder under --no-cache (build.ts), where pages keep their files for
   * the output and the search stage, and which no build ever looks up: no entry is written there.
   */
  cache?: { dir: string; salt: string; empty?: boolean; scratch?: boolean };
  /** Render plain pages from their compiled HTML, without a module (default: true; false for comparisons). */
  fastPath?: boolean;
  /** Parse .md pages with the markdown-it bridge (default: true; false for comparisons). */
  fastParse?: boolean;
  /** Write each page's Markdown twin beside its HTML (default true; `pxdocs dev` makes twins on request). */
  markdownTwins?: boolean;
  /**
   * Make each listed page's part of the embedded search index on its thread
   * (its fragment and document chunk files, compressed), kept in the cache
   * with the page: the build's search stage then merges and links (default false).
   */
  searchIndex?: boolean;
  /** The site's own Prism languages (compiler/site-prism.ts), registered by each thread that highlights. */
  sitePrism?: SitePrism;
  /** The site's swizzled Root, bundled once by the build (compiler/site-root.ts): pages with a module render inside it. */
  siteRoot?: SiteRoot;
  /** The site's swizzle wrappers of layout parts, bundled once by the build (compiler/site-wrappers.ts): drawn where pxdocs draws the part. */
  siteWrappers?: SiteWrappers;
  /** The folders theme components are read from, when the site has more than src/theme (compiler/theme-folders.ts). */
  themeFolders?: string[];
  /** HTML elements the site's src/theme/MDXComponents replaces (compiler/mdx/site-component-tags.ts). */
  componentTags?: ComponentTags;
  /** The site's island files (compiler/site-islands.ts): their components are hydrated in the browser. */
  siteIslands?: IslandFiles;
  /** How long a page's own code may run (compiler/time-limit.ts; absent or 0: no limit). */
  pageTimeoutMs?: number;
  /** Whether each page's thread makes its HTML's `.br` and `.gz` (the config's `precompress: 'all'`). */
  precompressPages?: boolean;
  /** Give each bundled page's `inputs` (`pxdocs dev` rebuilds a page when a file it imports changes). */
  recordInputs?: boolean;
  /**
   * Every doc of the site for `useDocById`/`useAllDocsData` (compiler/docs-data.ts): sent once, as
   * one string, parsed by the thread when a page first asks; `key` is its hash.
   */
  docsData?: { json: string; key: string };
}

/** One doc page to build: its discovery record and its page data minus what the processor adds. */
export interface PageTask {
  doc: Doc;
  page: PageData;
  listed: boolean;
}

export interface SerializedError {
  title: string;
  message: string;
  where?: PxError['where'];
  hint?: string;
  frame?: string;
  code?: string;
}

/** What the rest of the build keeps of a page. */
export interface PageResult {
  permalink: string;
  /** Element ids of the rendered page (anchor targets), packed: kept for every page until link validation. */
  ids: Packed;
  /** Internal hrefs in the page's main region, theme and components included, packed likewise. */
  hrefs: Packed;
  /**
   * Those of `hrefs` a `@docusaurus/Link` drew, packed likewise: Docusaurus checks them, and Markdown
   * links (`links`), not another `<a>` a component draws (validate.ts). Absent: every href is checked.
   */
  linked?: Packed;
  links: RecordedLink[];
  unchecked: string[];
  assets: PageAsset[];
  warnings: CompiledPage['warnings'];
  records: SearchRecord[];
  /** Where the records are when the page is in the cache (`records` is then empty): read by the search stage, and only if it builds the index again. */
  recordsFile?: string;
  /** SHA-256 of `records` as JSON: the build reuses the search index while every page's is the same. */
  recordsHash?: string;
  /**
   * The page's part of the embedded index, when made on its thread (`searchIndex`):
   * `<file>` is its fragment (`PageFragment`, fragment-file.ts), `<file minus .index.bin>.d<n>.json` its
   * `chunks` document chunks; `tag`, its records' `docusaurus_tag` (the index's tag ranges come from it).
   */
  searchIndex?: { file: string; chunks: number; records: number; tag: string };
  islands: string[];
  /** Bytes the page wrote: its HTML and its Markdown twin. */
  bytes: number;
  errors?: SerializedError[];
  /** Cache entries this page used or wrote (the build keeps them, prunes the rest). */
  cacheKeys?: string[];
  /**
   * A hash of the links this page was rendered with (`pageLinksKey`), made on its thread when it is
   * rendered for the cache and kept in its entry, so a page taken whole is not hashed again. Link
   * checks remember pages by it (validate-memo.ts): never by the entry's key, which says what the page
   * was made from, not what it came out as (a compile entry rendered in another folder once left
   * links unresolved under the same key, and the check skipped them).
   */
  linksKey?: string;
  /** Problems with the cache met on this page (a corrupt entry), reported as warnings. */
  notes?: string[];
  /** Set by the pool on pages a worker thread built (it reports how many threads built pages from these). */
  thread?: 'worker';
  threadId?: number;
  /** Rendered from its compiled HTML, without a module (the fast path). */
  fast?: boolean;
  /** The files its bundle was made from besides its own (partials, components), with `recordInputs`; set even when rendering then failed. */
  inputs?: string[];
  /** What the cache spared: the whole page, or its compile. */
  cached?: 'page' | 'compile';
  /** The Markdown twin written for agents (output path), or why there is none. */
  markdownPath?: string;
  /** A blog post's body up to its truncate marker (the whole body without one), as HTML, for the blog's lists. */
  excerpt?: string;
  /** A post the feeds hold, cut by its marker: its whole body, for the feeds (absent: the excerpt is the whole). */
  feedBody?: string;
  /** SHA-256 of the twin: llms-full.txt is taken from the previous build while every page's is the same. */
  markdownHash?: string;
  markdownError?: string;
  /** It read every doc's data (`useDocById`) or its sidebar's entries (DocCardList): dev draws it again, and the cache misses it, when a description changes. */
  readDocs?: true;
  readSidebar?: true;
  /** Where the sidebar entries it read are (sidebar-keys.ts; absent: the whole sidebar): dev draws it again only when a description there changes. */
  sidebarPlaces?: SidebarPlace[];
}

/**
 * A rendered page as the cache keeps it: this small entry, and beside it
 * `<key>.html`, `<key>.md` (its twin, when it has one) and `<key>.records.json`.
 * A rebuild reads only the entry: the HTML and the twin are linked into the
 * output (never parsed, never decoded), and the records are read only when the
 * search index must be built again.
 */
interface CachedPage {
  /** The result, with no records (they are in `<key>.records.json`). */
  result: PageResult;
  /**
   * Size and modification time of `<key>.html` and `<key>.md` as written. The
   * output's page is the same file (a hard link): a tool that edits out/ in
   * place edits the cache too, and this is how a rebuild notices and builds
   * the page again instead of publishing the edit a second time.
   */
  files: { html: FileStamp; md?: FileStamp; chunks?: FileStamp[]; records?: FileStamp; index?: FileStamp };
  /** Files its bundle was made from (components, partials, their CSS) and the SHA-256 of each: any change is a miss. */
  deps?: [string, string][];
  /** The stylesheet of its components, written again with the page. */
  stylesheet?: { path: string; css: string };
  /** The docs data's key when the page read it (`useDocById`, `useAllDocsData`): another docs data is a miss. */
  docsKey?: string;
  /**
   * The key of the sidebar's entries the page read (DocCardList, `useDocsSidebar`), where its result's
   * `sidebarPlaces` says: the page key has only what the sidebar shows (sidebar-keys.ts).
   */
  sidebarKey?: string;
}


/** The cache file of a page's document chunk `local` (beside `<key>.index.bin`, its fragment). */
export const chunkExt = (local: number) => `.d${local}.json`;

/**
 * Lets the thread's event loop run between pages. A page is mostly synchronous
 * work (its file calls too), so without this a batch kept its thread's
 * messages waiting: in the main thread, a helper thread's "ready" or "done"
 * was read only when the main thread's batch ended, and the helper idled
 * meanwhile (the real site's 39 pages: a helper built 10 of them, 2.4 s idle).
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A file's size and mtime. Synchronous, like every file call of the cache's hit path (see `lookup`). */
function stamp(path: string): FileStamp {
  const info = statSync(path);
  return [info.size, info.mtimeMs];
}

export interface PageWriter {
  write(path: string, contents: string): Promise<void>;
  /** Puts the file at `from` (a cache entry's HTML) at `path` without reading it: a hard link where it can. */
  place?(path: string, from: string): Promise<void>;
  /** `place` without the thread pool, for pages taken from the cache one after another (preferred when given). */
  placeSync?(path: string, from: string): void;
}

export interface PageProcessor {
  /**
   * The page's result when its rendered page is in the cache (its files are
   * written again); undefined when it must be built. Cheap: no compile, no
   * render, so a rebuild can take every unchanged page in the build's own thread.
   */
  fromCache(task: PageTask): Promise<PageResult | undefined>;
  /** Problems with the cache met by `fromCache` (a corrupt entry), to report as warnings. */
  drainNotes(): string[];
  /** Builds a batch; `onStart` is told which page is under way (for progress and crash reports). */
  process(tasks: PageTask[], onStart?: (index: number) => void): Promise<PageResult[]>;
}

export function serializeError(error: PxError): SerializedError {
  return { title: error.title, message: error.message, where: error.where, hint: error.hint, frame: error.frame, code: error.code };
}

export function deserializeError(error: SerializedError): PxError {
  // The same catalogue error, back from another thread.
  return new PxError(error.title, error.message, { where: error.where, hint: error.hint, frame: error.frame, code: error.code });
}

export function createPageProcessor(init: PagesInit, config: SiteConfig, writer: PageWriter): PageProcessor {
  // Every reader of a swizzled component in this thread (the pages' bundler, the wrappers') asks theme-folders.ts.
  if (init.themeFolders) setThemeFolders(init.cwd, init.themeFolders);
  // `useDoc().metadata.slug` is a doc's permalink below its docs instance's route base, as in Docusaurus.
  const routeBases = new Map(docsInstances(config).map((instance, index) => {
    const { routeBasePath } = docsModel(instance.config);
    return [index ? instance.id : undefined, routeBasePath === '/' ? '' : routeBasePath];
  }));
  // The page's words in its body, from the site's messages (Docusaurus's theme words, the site's code.json):
  // a heading anchor's title, and the headings of `:::note` and the others. Part of what a compiled page is
  // (`compileKey`): another language's words, or an edited code.json, compile it again.
  const headingLinkTitle = init.site.messages?.[HEADING_LINK_TITLE];
  const admonitionLabels = admonitionMessages(init.site.messages);
  const typesFile = siteAdmonitionTypes(init.cwd);
  const compilerFor = (plugins: MarkdownPlugins) => createCompiler({ ...compilerOptions(config), plugins, fastPath: init.fastPath !== false, fastParse: init.fastParse !== false, componentTags: init.componentTags, siteAdmonitionTypes: typesFile !== undefined, siteCodeBlock: codeBlockWrapperFile(init.cwd) !== undefined, liveCodeTheme: sitePackageListed(init.cwd, LIVE_CODE_THEME) && { position: config.liveCodeBlock?.playgroundPosition ?? 'bottom' }, siteAdmonitionBuiltIns: typesFile ? siteAdmonitionOverrides(typesFile) : [], siteAdmonition: siteAdmonitionComponent(init.cwd) !== undefined, pluginTimeLimitMs: init.pageTimeoutMs ?? 0, headingLinkTitle, ...(admonitionLabels ? { admonitionLabels } : {}) });
  // Each content plugin's pages compile with its own Markdown plugins after the site's (content-plugins.ts):
  // one compiler per plugin that has lists of its own, made when its first page needs it.
  const contentPlugins = new ContentPlugins(config, init.cwd);
  const siteCompile = compilerFor(config.markdown);
  const compilers = new Map<PluginOwner, ReturnType<typeof createCompiler>>();
  const compileAs = (owner: PluginOwner): ReturnType<typeof createCompiler> => {
    if (!contentPlugins.any) return siteCompile;
    let compile = compilers.get(owner);
    if (!compile) compilers.set(owner, (compile = compilerFor(contentPlugins.pluginsOf(config.markdown, owner))));
    return compile;
  };
  const bodyWordsKey = headingLinkTitle === undefined && !admonitionLabels ? '' : hash(stableJson({ headingLinkTitle, admonitionLabels }));
  /** Stylesheets this processor has written (several pages may share one). */
  const stylesheets = new Set<string>();
  const sidebars = new Map(init.sidebars);
  // The docs hooks' data, indexed by the first page that asks (most sites' pages never do).
  const docs = init.docsData && lazyDocsIndex(init.docsData);
  const cache = init.cache ? new BuildCache(init.cache.dir, init.cache.salt, init.cache.empty, init.cwd) : undefined;
  // A scratch folder's entries would never be read (see `PagesInit.cache`; other-pages.ts `keepEntries`
  // for the theme's pages): a page's JSON entry, its compile entry and the stats its entry keeps of its files go.
  const scratch = init.cache?.scratch === true;
  const entryStamp = (path: string): FileStamp => (scratch ? [0, 0] : stamp(path));
  // Run once per thread, when the first page with a module needs it (a site of plain Markdown never does).
  let siteRoot: ReturnType<typeof loadSiteRoot> | undefined;
  const loadRoot = () => (init.siteRoot ? (siteRoot ??= loadSiteRoot(init.siteRoot)) : undefined);
  // Every page may show a wrapped part (a plain Markdown page too): run once per thread, at its first page.
  let siteWrappers: ReturnType<typeof loadSiteWrappers> | undefined;
  const loadWrappers = () => (init.siteWrappers ? (siteWrappers ??= loadSiteWrappers(init.siteWrappers, init.cwd, init.siteRoot)) : undefined);
  // Compile is pure (its own text, the config, pxdocs): links to other pages'
  // files stay placeholders until the page is rendered, so a page added or moved
  // elsewhere invalidates no compiled page. The rendered page does depend on
  // the routes its links resolve to.
  const fileRoutes = new Map(init.fileRoutes);
  // The files' paths within the site: the same keys wherever the site is (cache.ts `siteFree`).
  const linksKey = hash(siteFree(stableJson(init.fileRoutes), init.cwd), stableJson(init.trailingSlash ?? null));
  // A link to a page in another letter case is written in the page's (route-case.ts): the routes are fileRoutes', so linksKey covers them.
  const cases = routeCases(fileRoutes.values());
  const inCase = (recorded: RecordedLink[]) => recorded.map((link) => {
    const fixed = link.kind === 'route' ? routeInCase(link.href, cases) : undefined;
    return fixed === undefined ? link : { ...link, href: fixed };
  });
  // What its rendered HTML depends on besides its own data: the site (navbar, footer, assets) and what it shows of its sidebar.
  // (and whether it wrote a twin: a build must not take a page cached without one).
  const siteKey = hash(siteFree(stableJson(init.site), init.cwd), stableJson(init.baseIslands), init.markdownTwins === false ? 'no-twins' : '');
  const sidebarKey = sidebarKeys(sidebars, (json) => siteFree(json, init.cwd));
  const slashRoutes = init.trailingSlash ? new Set(init.trailingSlash) : undefined;
  /** Where a route's HTML goes and what it says, with `trailingSlash` applied. */
  const htmlFile = (permalink: string) => permalinkToFile(permalink, slashRoutes?.has(permalink));
  // Without `trailingSlash: true`, only the routes named get their slash (folder-routes.ts).
  const finalHtml = (html: string) => (slashRoutes ? addTrailingSlashes(html, slashRoutes, sitePublicUrl(config), rootPublicUrl(config), config.trailingSlash !== true) : html);
  // Images and linked files come from the content folder or any static folder.
  const statics = staticFolders(config, init.cwd);
  const links: Omit<LinkContext, 'source' | 'permalink'> = { contentRoot: init.contentRoot, siteRoot: init.cwd, base: config.baseUrl, assetRoots: [init.contentRoot, ...statics], onBrokenMarkdownImages: config.markdown.hooks.onBrokenMarkdownImages };
  // In a versioned site, the docs folder of the page's own version (an image may come from any of them).
  const versionLinks = init.contentRoots?.map((root) => ({ root: root + sep, links: { ...links, contentRoot: root, assetRoots: [...init.contentRoots!, ...statics] } }));
  const linksOf = (file: string) => versionLinks?.find((entry) => file.startsWith(entry.root))?.links ?? links;
  /** SHA-256 of files pages import (file-facts.ts: read once while their size and mtime stay the same, shared with the images' names). */
  const fileHash = (path: string): string | undefined => {
    try {
      return fileFacts(path).sha256;
    } catch {
      return undefined;
    }
  };
  const depsUnchanged = (deps: [string, string][] = []) => {
    for (const [path, expected] of deps) if (fileHash(path) !== expected) return false;
    return true;
  };
  /** Links written in each partial compiled for this batch, checked for every page that imports it (named in the partial). */
  const partialLinks = new Map<string, RecordedLink[]>();
  /** Files each partial compiled for this batch publishes (its images, the files its links name), published with every page that imports it. */
  const partialAssets = new Map<string, PageAsset[]>();
  const compileExtra = async (file: string) => {
    const source = relative(init.cwd, file);
    // A partial's front matter goes through the site's hook too, as Docusaurus's MDX loader runs it on every file.
    const text = await hookedPageText(config, file, source, await readPageText(file));
    const page = await compileAs(contentPlugins.fileOwner(file))({ file, source, format: fileFormat(file, text, config.markdown.format), text, links: linksOf(file), permalink: '/', needsModule: true });
    partialLinks.set(file, page.links.map((link) => ({ ...link, source })));
    partialAssets.set(file, page.assets);
    return page.code;
  };

  /**
   * A page's cache keys, and its whole result when its rendered page is in the
   * cache, with the files to put in the output (`place`). Every file call here
   * is synchronous: a rebuild runs this for every page in a row, and a stat or
   * a small read costs a fifth of an awaited one (at 10,000 pages the awaited
   * version spent 6 s mostly waiting on the thread pool).
   */
  const lookup = (task: PageTask, digest: string): { compileKey?: string; pageKey?: string; hit?: PageResult; files?: [path: string, from: string][]; stylesheet?: CachedPage['stylesheet'] } => {
    if (!cache) return {};
    const compileKey = cache.key('compile', task.doc.file, digest, init.fastPath === false ? 'module' : 'fast', ...(bodyWordsKey ? [bodyWordsKey] : []));
    // A task is plain data (it crosses threads: never a function), so plain JSON is the text stableJson
    // gives, without a replacer call per value: that was 0.47 s of a 10,000-page rebuild with one page changed.
    const pageKey = cache.key('page', compileKey, linksKey, JSON.stringify(task), siteKey, sidebarKey.shown(task.page.sidebar));
    const hit = cache.getSync<CachedPage>('page', pageKey);
    if (!hit || !assetsUnchanged(hit.result.assets) || !depsUnchanged(hit.deps) || (hit.docsKey !== undefined && hit.docsKey !== init.docsData?.key) || (hit.sidebarKey !== undefined && hit.sidebarKey !== sidebarKey.read(task.page.sidebar, hit.result.sidebarPlaces))) return { compileKey, pageKey };
    const files: [string, string, FileStamp | undefined][] = [[htmlFile(task.page.permalink), cache.file('page', pageKey, '.html'), hit.files?.html]];
    if (hit.files?.md && hit.result.markdownPath) files.push([hit.result.markdownPath, cache.file('page', pageKey, '.md'), hit.files.md]);
    // Search chunks are linked into the output later (by the search stage): checked here all the same, and so
    // are the records and the index fragment the search stage reads (a file changed since is a miss, not a failure there).
    const chunks = (hit.files?.chunks ?? []).map((expected, local): [string, string, FileStamp] => ['', cache.file('page', pageKey, chunkExt(local)), expected]);
    if (hit.files?.records) chunks.push(['', cache.file('page', pageKey, '.records.json'), hit.files.records]);
    if (hit.files?.index) chunks.push(['', cache.file('page', pageKey, FRAGMENT_EXT), hit.files.index]);
    for (const [, from, expected] of [...files, ...chunks]) {
      const info = statSync(from, { throwIfNoEntry: false });
      const found: FileStamp | undefined = info && [info.size, info.mtimeMs];
      if (!found || !expected || found[0] !== expected[0] || found[1] !== expected[1]) {
        // Deleted, or edited in place (through out/, say): the page is built again and its entry rewritten.
        // One warning for them all (the same text is reported once): a tool that edits out/ in place touches every page.
        cache.problems.push(found
          ? 'Ignored cache entries whose page changed after it was written (out/ shares its files with the build cache: was out/ edited in place?); those pages were built again.'
          : `Ignored cache entries whose files are missing (${cache.dir}); those pages were built again.`);
        return { compileKey, pageKey };
      }
    }
    const searchIndex = hit.result.searchIndex && { ...hit.result.searchIndex, file: cache.file('page', pageKey, FRAGMENT_EXT) };
    return {
      compileKey,
      pageKey,
      hit: { ...hit.result, recordsFile: cache.file('page', pageKey, '.records.json'), searchIndex, cacheKeys: [pageKey, compileKey], cached: 'page' },
      files: files.map(([path, from]) => [path, from]),
      stylesheet: hit.stylesheet,
    };
  };

  /** Writes a cached page's files into the output: its stylesheet (once), its HTML and twin (linked where the writer can). */
  const placeHit = async (found: ReturnType<typeof lookup>) => {
    if (found.stylesheet && !stylesheets.has(found.stylesheet.path)) {
      stylesheets.add(found.stylesheet.path);
      await writer.write(found.stylesheet.path, found.stylesheet.css);
    }
    for (const [path, from] of found.files ?? []) {
      if (writer.placeSync) writer.placeSync(path, from);
      else if (writer.place) await writer.place(path, from);
      else await writer.write(path, await readFile(from, 'utf8'));
    }
  };

  return {
    async fromCache(task) {
      let found: ReturnType<typeof lookup>;
      try {
        // Discovery hashed the text it read: the file is read here only for a doc made without it.
        found = lookup(task, task.doc.textHash ?? textHash(readPageTextSync(task.doc.file)));
      } catch {
        // Unreadable, say: the full build of the page reports it.
        return undefined;
      }
      if (!found.hit) return undefined;
      await placeHit(found);
      return found.hit;
    },
    drainNotes() {
      return cache?.problems.splice(0) ?? [];
    },
    async process(tasks, onStart) {
      const results: PageResult[] = tasks.map((task) => emptyResult(task.page.permalink));
      const compiled = new Map<string, CompiledPage>();
      /** Per page: the key its render is cached under. */
      const pageKeys = new Map<number, string>();
      for (const [index, task] of tasks.entries()) {
        const { doc } = task;
        await turn();
        onStart?.(index);
        try {
          // Read synchronously, like every file call of a page here (see `setFileSync`).
          let text: string;
          try {
            text = readPageTextSync(doc.file);
          } catch (error) {
            throw pageReadError(doc.source, error);
          }
          // The page as the site's `markdown.parseFrontMatter` makes it, as discovery read it (front-matter-hook.ts).
          if (config.markdown.parseFrontMatter) text = await hookedPageText(config, doc.file, doc.source, text);
          const found = lookup(task, textHash(text));
          const { compileKey, pageKey } = found;
          if (found.hit) {
            await placeHit(found);
            results[index] = found.hit;
            continue;
          }
          let page = cache && doc.page !== 'react' ? cache.getSync<CompiledPage>('compile', compileKey!) : undefined;
          if (page && !assetsUnchanged(page.assets)) page = undefined;
          if (page) results[index].cached = 'compile';
          // A React page is its own module: esbuild reads and bundles the file itself (bundle-pages.ts).
          else if (doc.page === 'react') page = { code: '', toc: [], headingIds: [], links: [], unchecked: [], assets: [], warnings: [] };
          else {
            // A post's truncate marker is marked with a word, so its rendered excerpt can be cut there (blog/excerpt.ts).
            const source = doc.page === 'post' ? markTruncate(text, doc.format) : text;
            page = await compileAs(docOwner(doc))({ file: doc.file, source: doc.source, format: doc.format, text: source, written: text, links: { ...linksOf(doc.file), directory: servedAsFolder(doc, config.trailingSlash) }, permalink: doc.permalink });
            // A fast-path page never needs its module again (a page importing it compiles it afresh).
            if (page.html !== undefined) page = { ...page, code: '' };
            if (!scratch) cache?.setSync('compile', compileKey!, page);
          }
          compiled.set(doc.file, page);
          // A page that imports files of its own renders from more than its text:
          // its entry also lists those files' hashes (known once bundled), checked on every hit.
          if (pageKey) pageKeys.set(index, pageKey);
          Object.assign(results[index], { links: inCase(resolveRecordedLinks(page.links, fileRoutes, init.cwd)), unchecked: page.unchecked, assets: page.assets, warnings: page.warnings, cacheKeys: compileKey ? [compileKey] : undefined });
        } catch (error) {
          results[index].errors = toPxErrors(error).map(serializeError);
        }
      }
      if (cache?.problems.length) results[0].notes = cache.problems.splice(0);
      if (!compiled.size) return results;
      // Only pages with components, expressions or imports need their module bundled and run.
      const modules = new Map([...compiled].filter(([, page]) => page.html === undefined).map(([file, page]) => [file, page.code]));
      let bundled: Awaited<ReturnType<typeof bundlePages>> = { pages: new Map(), css: new Map(), inputs: new Map(), assets: new Map() };
      let root: ReturnType<typeof loadRoot>;
      // A module's top level runs as it is evaluated, before any page renders: a component file's
      // `const FEATURES = [{ title: translate({…}) }]` must read this locale's code.json already.
      if (modules.size) setMessages(init.site.messages);
      if (modules.size) try {
        root = loadRoot();
        bundled = await bundlePages({
          // With a wrapper a page's content renders inside (Layout, DocItem/Layout…: render.ts), the page takes the modules it shares, as Root's.
          root: init.siteWrappers?.shared ? sharedModules(init.siteWrappers, init.cwd, init.siteRoot) : root?.modules,
          compiled: modules,
          cwd: init.cwd,
          staticDirs: staticDirNames(config),
          compileExtra,
          onEvaluate: (file) => onStart?.(tasks.findIndex((task) => task.doc.file === file)),
          timeLimitMs: init.pageTimeoutMs,
          islands: init.siteIslands,
          contentRoots: [init.contentRoot, ...(init.contentRoots ?? [])],
        });
      } catch (error) {
        // esbuild fails the whole batch at once; each error names its own file,
        // so they are kept together on the batch's first compiled page.
        const first = tasks.findIndex((task) => modules.has(task.doc.file));
        results[first].errors = toPxErrors(error).map(serializeError);
        return results;
      }
      for (const [index, task] of tasks.entries()) {
        const page = compiled.get(task.doc.file);
        if (!page) continue;
        if (init.recordInputs) results[index].inputs = bundled.inputs.get(task.doc.file) ?? [];
        const fm = task.doc.frontMatter;
        const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
        const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
        const data: PageData = {
          ...task.page,
          sidebarItems: task.page.sidebar ? sidebars.get(task.page.sidebar) : undefined,
          toc: pageToc(page, bundled.tocs?.get(task.doc.file)).filter((entry) => entry.depth >= min && entry.depth <= max),
        };
        // Links its partials write, checked where they are written; only those that mean the same on every
        // importing page (a site path, a Markdown file, an image): a relative route or #anchor is the page's own.
        for (const input of bundled.inputs.get(task.doc.file) ?? []) {
          const written = partialLinks.get(input)?.filter((link) => link.kind !== 'route' || link.raw.startsWith('/') || /\.mdx?(#|$)/.test(link.raw));
          if (written?.length) results[index].links = [...results[index].links, ...inCase(resolveRecordedLinks(written, fileRoutes, init.cwd))];
          const published = partialAssets.get(input)?.filter((asset) => !results[index].assets.some((known) => known.to === asset.to));
          if (published?.length) results[index].assets = [...results[index].assets, ...published];
        }
        const bundleWarnings = bundled.warnings?.get(task.doc.file);
        if (bundleWarnings) results[index].warnings = [...results[index].warnings, ...bundleWarnings];
        // Files its components import for their URL are published with the page, as its Markdown images are.
        const imported = bundled.assets.get(task.doc.file);
        if (imported) results[index].assets = [...results[index].assets, ...imported.filter((asset) => !results[index].assets.some((known) => known.to === asset.to))];
        // `image: ./card.png` beside the page, as Docusaurus bundles it: published with the page, its og:image.
        const own = ownImage(fm.image, task.doc.file, { ...linksOf(task.doc.file), source: task.doc.source });
        if (own && 'to' in own) {
          data.image = own.to;
          if (!results[index].assets.some((known) => known.to === own.to)) results[index].assets = [...results[index].assets, own];
        } else if (own) {
          data.image = undefined;
          results[index].warnings = [...results[index].warnings, { kind: 'front-matter', message: own.problem }];
        }
        const css = bundled.css.get(task.doc.file);
        let stylesheet: CachedPage['stylesheet'];
        if (css) {
          // Named by content: pages that import the same components share one file.
          const path = `assets/site-components-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
          if (!stylesheets.has(path)) {
            stylesheets.add(path);
            await writer.write(path, css);
          }
          data.stylesheets = [`/${path}`];
          stylesheet = { path, css };
        }
        const route: Route = { page: data, doc: task.doc, source: task.doc.source, listed: task.listed };
        await turn();
        onStart?.(index);
        runningPage(task.doc.source);
        try {
          // A page without a module has the wrapped parts of its layout to render inside Root too (render.ts).
          const pageRoot = root ?? (init.siteWrappers ? loadRoot() : undefined);
          const rendered = renderPage({
            site: init.site,
            page: data,
            content: bundled.pages.get(task.doc.file),
            doc: { frontMatter: task.doc.frontMatter, source: `@site/${task.doc.source}`, slug: task.doc.permalink.slice(routeBases.get(task.doc.instance)?.length ?? 0) || '/' },
            contentHtml: page.html,
            titleInBody: task.doc.titleInBody,
            baseIslands: init.baseIslands,
            headScript: init.site.assets.headScript,
            timeLimitMs: init.pageTimeoutMs,
            root: pageRoot && init.siteRoot && { component: pageRoot.component, file: init.siteRoot.file },
            wrappers: loadWrappers(),
            ...(docs ? { docs } : {}),
          });
          // A React page's title and description are what it gave `@theme/Layout`: its records carry them.
          if (rendered.page) route.page = rendered.page;
          if (rendered.notes) results[index].warnings = [...results[index].warnings, ...rendered.notes.map((message) => ({ kind: 'site-island', message }))];
          // What of other pages it shows (dev draws it again when their descriptions change).
          if (rendered.readDocs) results[index].readDocs = true;
          if (rendered.readSidebar) {
            results[index].readSidebar = true;
            const places = sidebarKey.places(task.page.sidebar, rendered.sidebarRead);
            if (places) results[index].sidebarPlaces = places;
          }
          // A post's excerpt, for the blog's lists (rendered by the build once every post is).
          if (rendered.excerpt !== undefined) results[index].excerpt = routeCaseInHtml(resolveFileLinks(rendered.excerpt, fileRoutes, init.cwd), cases);
          if (rendered.feedBody !== undefined) results[index].feedBody = routeCaseInHtml(resolveFileLinks(rendered.feedBody, fileRoutes, init.cwd), cases);
          rendered.html = finalHtml(routeCaseInHtml(resolveFileLinks(rendered.html, fileRoutes, init.cwd), cases));
          // One read of the HTML for everything taken from it: ids, links, search records, the twin.
          const twin = init.markdownTwins !== false && hasMarkdown(data);
          // A React page has no article: search reads its own region, the HTML it rendered.
          const scan = scanPage(rendered.html, { article: rendered.region === undefined && (task.listed || (twin && data.kind !== 'generated-index')) });
          const searched = rendered.region !== undefined ? (task.listed ? readHtml(withoutBaseMarks(rendered.region)) : undefined) : scan.article;
          // Read without the base URL (links are checked and recorded as routes); written with it.
          rendered.html = addBaseToHtml(rendered.html, config.baseUrl, rootBase(config));
          // Records first: the twin rewrites link properties of the article it reads.
          // Object ids hash each record's URL, so a page settles its own (here, on its thread)
          // and its records file is already the text the site's records file is made of.
          const records = task.listed ? assignObjectIds(articleRecords(searched, route, config, linkedPath(route.page.permalink, slashRoutes && ((path) => slashRoutes.has(path))))) : [];
          // Their text, made once, in UTF-8 once: hashed for the search stage and, with a cache, the page's records file.
          const recordsJson = Buffer.from(recordsText(records));
          // The page in UTF-8, once: counted here and, with a cache, written as it is.
          const html = Buffer.from(rendered.html);
          // The page's Markdown twin for agents (llms.txt links it); a failure costs only the twin.
          let markdown: string | undefined;
          let markdownBytes: Buffer | undefined;
          if (twin) {
            try {
              markdown = articleMarkdown(scan.article, data, { url: sitePublicUrl(config) });
              markdownBytes = Buffer.from(markdown);
              results[index].markdownPath = markdownPath(data.permalink).slice(1);
              results[index].markdownHash = hashBytes(markdownBytes);
            } catch (error) {
              results[index].markdownError = (error as Error).message;
            }
          }
          Object.assign(results[index], {
            recordsHash: hashBytes(recordsJson),
            ids: pack(scan.ids),
            hrefs: pack(scan.hrefs),
            linked: pack(linkedHrefs(rendered.linked ?? [], (html) => finalHtml(routeCaseInHtml(resolveFileLinks(html, fileRoutes, init.cwd), cases)))),
            records,
            islands: rendered.islands,
            // What this page wrote (the build counts the output folder itself; dev reads 0 as "not built").
            bytes: html.length + (markdownBytes !== undefined && results[index].markdownPath ? markdownBytes.length : 0),
            ...(page.html !== undefined ? { fast: true } : {}),
          });
          const pageKey = pageKeys.get(index);
          // Where a cache entry is written, the output's files are its files (linked, not written twice):
          // the next build then finds the previous build's file is the cached one, and takes it with its compressed siblings.
          let placed = false;
          if (cache && pageKey && !results[index].errors) {
            const { permalink, links, hrefs, linked, unchecked } = results[index];
            results[index].linksKey = pageLinksKey({ permalink, links, renderedHrefs: hrefs, linked, unchecked });
            const { cacheKeys, notes, cached, ...result } = results[index];
            const inputs = bundled.inputs.get(task.doc.file) ?? [];
            const hashes = inputs.map(fileHash);
            const deps = inputs.map((path, position): [string, string] => [path, hashes[position] ?? '']);
            // An input that cannot be read back (a virtual module) cannot be checked on a hit: such a page is not cached.
            const checkable = hashes.every((digest) => digest !== undefined);
            if (checkable) {
              // The files first, the entry last: an entry never names a file not yet there. Written
              // synchronously: awaited, a dozen small files a page kept this thread waiting on the pool.
              // The page's compressed copies, made here (beside the other pages' threads) rather than by
              // the output's precompression on the main thread's pool; siblings first: an HTML file beside both is a complete set.
              const siblings = init.precompressPages ? siblingsSync('page.html', html) : undefined;
              if (siblings) {
                cache.setFileSync('page', pageKey, '.html.br', siblings.br);
                cache.setFileSync('page', pageKey, '.html.gz', siblings.gz);
              }
              cache.setFileSync('page', pageKey, '.html', html);
              const files: CachedPage['files'] = { html: entryStamp(cache.file('page', pageKey, '.html')) };
              if (markdownBytes !== undefined) {
                cache.setFileSync('page', pageKey, '.md', markdownBytes);
                files.md = entryStamp(cache.file('page', pageKey, '.md'));
              }
              cache.setFileSync('page', pageKey, '.records.json', recordsJson);
              files.records = entryStamp(cache.file('page', pageKey, '.records.json'));
              if (init.searchIndex && records.length) {
                // The page's part of the embedded index, made here on its thread (in parallel with other pages).
                const { chunks, fragment } = pageIndex(records);
                files.chunks = [];
                // No compressed copies: precompress leaves the index's files alone (see its `compressible`).
                for (const [local, text] of chunks.entries()) {
                  cache.setFileSync('page', pageKey, chunkExt(local), text);
                  files.chunks.push(entryStamp(cache.file('page', pageKey, chunkExt(local))));
                }
                cache.setFileSync('page', pageKey, FRAGMENT_EXT, encodeFragment(fragment));
                files.index = entryStamp(cache.file('page', pageKey, FRAGMENT_EXT));
                result.searchIndex = { file: cache.file('page', pageKey, FRAGMENT_EXT), chunks: chunks.length, records: records.length, tag: records[0].docusaurus_tag };
                results[index].searchIndex = result.searchIndex;
              }
              if (!scratch) cache.setSync('page', pageKey, { result: { ...result, records: [] }, files, ...(deps.length ? { deps } : {}), ...(stylesheet ? { stylesheet } : {}), ...(rendered.readDocs && init.docsData ? { docsKey: init.docsData.key } : {}), ...(rendered.readSidebar ? { sidebarKey: sidebarKey.read(task.page.sidebar, result.sidebarPlaces) } : {}) } satisfies CachedPage);
              results[index].cacheKeys = [...(cacheKeys ?? []), pageKey];
              // The records stay on disk until the search stage reads them: a build of 100,000 pages
              // would otherwise hold every page's records (the biggest part of a result) from here to there.
              Object.assign(results[index], { records: [], recordsFile: cache.file('page', pageKey, '.records.json') });
              if (writer.place) {
                await writer.place(htmlFile(data.permalink), cache.file('page', pageKey, '.html'));
                if (markdown !== undefined && results[index].markdownPath) await writer.place(results[index].markdownPath!, cache.file('page', pageKey, '.md'));
                placed = true;
              }
            }
          }
          if (!placed) {
            await writer.write(htmlFile(data.permalink), rendered.html);
            if (markdown !== undefined && results[index].markdownPath) await writer.write(results[index].markdownPath!, markdown);
          }
        } catch (error) {
          if (timedOut(error)) {
            results[index].errors = [serializeError(pageTimedOut(task.doc.source, init.pageTimeoutMs!, 'rendering'))];
            continue;
          }
          // A throw in the page's content rendered inside the wrappers is the page's, even in a module they share.
          const inWrapper = init.siteWrappers && !thrownByContent(error) && wrapperRenderFailure(init.siteWrappers, init.cwd, error);
          results[index].errors = [serializeError(error instanceof PxError ? error : inWrapper ? inWrapper : await renderFailure(error, task, init.cwd, () => failingComponents({ site: init.site, page: data, content: bundled.pages.get(task.doc.file), baseIslands: [], headScript: '', ...(docs ? { docs } : {}) }), bundled.maps?.get(task.doc.file), [...wrappersCode(init.siteWrappers, init.cwd), ...rootCode(init.siteRoot)]))];
        }
      }
      return results;
    },
  };
}


/**
 * A front matter `image` written relative to the page (`./card.png`, `img/card.png`): the asset
 * it is published as (`localImage`, as the page's Markdown images); or why it cannot be. Undefined
 * for a site path (`/img/card.png`, the static folder's) or a URL, used as written.
 */
function ownImage(image: unknown, pageFile: string, context: Pick<LinkContext, 'assetRoots' | 'contentRoot' | 'siteRoot' | 'source'>): PageAsset | { problem: string } | undefined {
  if (typeof image !== 'string' || !image.trim() || /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(image.trim())) return undefined;
  try {
    return localImage(image.trim(), dirname(pageFile), context);
  } catch (error) {
    const missing = error instanceof PxError && error.code === pxErrors.MissingImage.name;
    // The reason's own full stop dropped: "…it was not copied.; the page gets…" read as a typo.
    const why = missing ? `names no file beside the page (${(error as PxError).message})` : `cannot be published: ${(error as Error).message.replace(/\.$/, '')}`;
    return { problem: `image: ${JSON.stringify(image)} ${why}; the page gets the site's image instead. Put the file beside the page, or give a path from the static folder (/img/card.png).` };
  }
}

/**
 * A page's TOC: its headings, or, where it renders Markdown partials (their headings at
 * their place) or keeps a `toc` it wrote, the `toc` its module exported when it ran.
 */
function pageToc(page: CompiledPage, exported: unknown): TocEntry[] {
  if (!page.tocSlices?.length && !page.ownToc) return page.toc;
  return tocFromExport(exported) ?? page.toc;
}

/** Whether the images a cached page copies are still the files it hashed (their hash is in their output name). */
function assetsUnchanged(assets: PageAsset[]): boolean {
  for (const asset of assets) {
    const expected = /-([0-9a-f]{8})(\.[^./]*)?$/.exec(asset.to)?.[1];
    let sha256: string;
    try {
      sha256 = fileFacts(asset.from).sha256;
    } catch {
      return false;
    }
    if (!expected || sha256.slice(0, 8) !== expected) return false;
  }
  return true;
}

function emptyResult(permalink: string): PageResult {
  return { permalink, ids: '', hrefs: '', links: [], unchecked: [], assets: [], warnings: [], records: [], islands: [], bytes: 0 };
}

/** Every error of a set of results, as one list (empty when all pages built). */
export function resultErrors(results: PageResult[]): PxErrorList | undefined {
  const errors = results.flatMap((result) => (result.errors ?? []).map(deserializeError));
  return errors.length ? new PxErrorList(errors) : undefined;
}

/**
 * A page's render failure, placed: MDX's "Expected component `X` to be defined" (used but neither
 * imported nor global) at X's first use, with how to provide it; any other error with the component
 * that threw ("reading 'children'" alone does not say where to look), at the page's first use of the
 * outermost of them (the one the page itself writes).
 */
async function renderFailure(thrown: unknown, task: PageTask, cwd: string, components: () => Promise<string[]>, map?: PageMap, shared: readonly MappedCode[] = []): Promise<PxError> {
  // `throw 1` or `throw 'no'` in a component: said as what it is (its message was "undefined").
  const error = thrown instanceof Error ? thrown : Object.assign(new Error(`Threw ${shownValue(thrown, 80)}, which is not an Error (so there is no stack to say where)`), { stack: '' });
  const missing = /Expected component `([\w.$]+)` to be defined/.exec(error.message)?.[1];
  if (missing) {
    // Where the site's global components are, if it has them: the hint then names that file.
    const global = siteMdxComponents(cwd);
    const everyPage = global
      ? `or add it to the components ${relative(cwd, global)} gives every page`
      : 'or make it available on every page in src/theme/MDXComponents.js (or src/theme/MDXComponents/index.js)';
    // A theme component (TOCInline, BrowserOnly…) is imported from the theme, as in Docusaurus: the hint names its module.
    const theme = themeModuleOf(missing);
    const hint = theme
      ? `Import it at the top of the page: \`import ${missing} from '${theme}';\` (${everyPage}).`
      : `Import ${missing} at the top of the page from the file that defines it (for example \`import ${missing} from '@site/src/components/${missing}';\`), ${everyPage}.`;
    return pxErrors.PageRenderFailed.create({ message: error.message }, { where: { file: task.doc.source, ...firstUse(task.doc.file, missing) }, hint });
  }
  // `{release}` in a page's text (an API path's parameter, `GET /{release}/{source}`): MDX 1 showed the
  // braces as text, MDX 3 runs an expression, and nothing defines the name (OpenDataDSL's REST pages).
  const undefinedName = error.name === 'ReferenceError' ? /^([A-Za-z_$][\w$]*) is not defined$/.exec(error.message)?.[1] : undefined;
  const written = undefinedName && /\.mdx?$/i.test(task.doc.file) ? firstMatch(task.doc.file, new RegExp(`\\{\\s*${undefinedName.replace(/\$/g, '\\$')}(?![\\w$])`)) : undefined;
  if (undefinedName && written && !browserGlobalHint(error)) {
    // Inside `$…$` math, the braces are LaTeX a math plugin for MDX 3 takes before MDX does; remark-math 3 to 5
    // (Docusaurus 2's) leaves them to MDX. Escaping them would show the formula as raw text.
    const math = inMath(task.doc.file, written);
    return pxErrors.PageRenderFailed.create(
      { message: `${error.message}: the page writes {${undefinedName}…}, which MDX runs as JavaScript, and nothing on the page defines ${undefinedName}` },
      { where: { file: task.doc.source, ...written }, hint: math
        ? `The braces are inside $…$ math: a math plugin for MDX 3 reads them as LaTeX first. Add remark-math 6 and rehype-katex 7 to the config's markdown plugins (\`npm install remark-math@6 rehype-katex@7\`: the versions for Docusaurus 2, remark-math 3 to 5, leave the formula to MDX).`
        : `To show the braces as text (a path parameter, as Docusaurus 2's MDX 1 showed them), escape them, \\{${undefinedName}\\}, or put them in inline code; or give the page \`format: md\` in its front matter. If ${undefinedName} is a value, export or import it on the page.` },
    );
  }
  const names = await components().catch(() => []);
  // The line that threw, when it is in a component file of the site's (throw-site.ts): one the page's
  // bundle holds, or one it takes from the bundle of the site's Root or wrappers (`shared`).
  const site = throwSite(error, task.doc.source, map, cwd, shared);
  const at = site ? `${names.length ? ', ' : ' ('}thrown at ${siteText(site)}` : '';
  const within = names.length ? ` (in <${names[0]}>${names.length > 1 ? `, inside ${names.slice(1).map((name) => `<${name}>`).join(' in ')}` : ''}${at})` : at ? `${at})` : '';
  const hint = browserGlobalHint(error);
  return pxErrors.PageRenderFailed.create({ message: `${error.message}${within}` }, { where: { file: task.doc.source, ...(names.length ? firstUse(task.doc.file, names.at(-1)!) : {}) }, ...(hint ? { hint } : {}) });
}

/** Where a page first uses `<Name` outside code fences (a failure's position; read again only then). */
function firstUse(file: string, name: string): { line: number; column: number } | undefined {
  return firstMatch(file, new RegExp(`<${name.replace(/[.$]/g, '\\$&')}(?![\\w.$])`));
}

/** Where `pattern` first matches a line of a page outside code fences and inline code. */
/** Whether `at` (1-based) in a page is inside math: between `$`s on its line, or in a `$$` block. */
function inMath(file: string, at: { line: number; column: number }): boolean {
  let lines: string[];
  try {
    lines = readPageTextSync(file).split('\n');
  } catch {
    return false;
  }
  const line = lines[at.line - 1] ?? '';
  if (line.slice(0, at.column - 1).includes('$') && line.slice(at.column - 1).includes('$')) return true;
  return lines.slice(0, at.line - 1).filter((above) => /^\s*\$\$/.test(above)).length % 2 === 1;
}

function firstMatch(file: string, pattern: RegExp): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readPageTextSync(file);
  } catch {
    return undefined;
  }
  const fences = new CodeFences();
  // Unwrapped first, as the compiler does: a ```mdx-code-block holds MDX, not code.
  const lines = preprocess(text, 'mdx').split('\n');
  for (const [index, line] of lines.entries()) {
    if (fences.isCode(line)) continue;
    // Inline code is blanked, its length kept: a match there is no use of the page's.
    const column = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length)).search(pattern);
    if (column !== -1) return { line: index + 1, column: column + 1 };
  }
  return undefined;
}
