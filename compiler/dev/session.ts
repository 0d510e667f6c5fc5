// The site in memory for `pxdocs dev`: the build's own page processor
// (compiler/pages/process.ts) driven over changed pages instead of all of
// them. What remains here is the driver: which pages a change touches, an
// output kept in memory instead of on disk, serving it, and the errors for the
// overlay. A body edit rebuilds that one page; a change to titles, routes or
// the theme makes every page stale, and a stale page is rebuilt when it is
// asked for; an edit to a file pages are made of (a partial, a component, an
// image) rebuilds those pages. A broken edit keeps the last good page and is
// reported; an error clears once the edit that fixes it is made.
import { OPENSEARCH_FILE, openSearchXml, withOpenSearch } from '../opensearch.js';
import { readFile } from 'node:fs/promises';
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { transform } from 'esbuild';
import { loadConfig, CONFIG_FILE, CONFIG_FILES } from '../config/load.js';
import { docsInstances, docsModel, lastUpdateOptions } from '../config/docs-model.js';
import { configSource } from '../config/source.js';
import { brokenMarkdownLinks, type SiteConfig } from '../config/schema.js';
import { allTagsFiles, contentRoots, discover, docsRoots, dropDuplicateRoutes, outsideDocsFolders, readPage, type ContentTree, type Doc } from '../discover.js';
import { Diagnostics, type Diagnostic } from '../diagnostics.js';
import { PxError, toPxErrors, formatWhere } from '../errors.js';
import { pxErrors } from '../errors/catalogue.js';
import { buildSidebars, sidebarLinks, type Sidebars } from '../sidebars.js';
import { mermaidFiles } from '../mdx/mermaid.js';
import { loadLanguages } from '../../theme/components/highlight.js';
import { bundleSitePrism, registerSitePrism, type SitePrism } from '../site-prism.js';
import { staticDirNames, staticFolders } from '../static-folders.js';
import { bundleSiteRoot, loadSiteRoot, rootStylesheet, withRootFrame, type SiteRoot } from '../site-root.js';
import { bundleSiteWrappers, loadSiteWrappers, wrappersStylesheet, type SiteWrappers } from '../site-wrappers.js';
import { WRAPPABLE_PARTS } from '../../theme/components/SiteWrapper.js';
import { NAVBAR_ITEM_TYPES } from '../site-wrapper-files.js';
import { siteComponentTagsOf } from '../mdx/site-component-tags.js';
import { COMPONENT_FILE, siteIslandsInput } from '../site-islands.js';
import { buildClientAssets, THEME_DIR, type ClientAssets } from '../client-assets.js';
import { buildRoutes, notFoundPage, routeAssets, type Route } from '../routes.js';
import { isSiteNotFoundPage } from '../site-not-found.js';
import { routeCases, siteLinksInCase } from '../route-case.js';
import { fillExcerpts, withSiteFeeds } from '../blog/routes.js';
import { allBlogFeeds, feedContents } from '../blog/feed.js';
import { treeLastUpdates, type LastUpdate } from '../git-last-update.js';
import { redirectFile, redirectPage, siteRedirects } from '../redirects.js';
import { prismThemeCss } from '../prism-theme-css.js';
import { renderPage } from '../render.js';
import { configLinks } from '../site-data.js';
import { siteDataWithTrees } from '../sidebar-assets.js';
import { slashedPaths, slashRoutes } from '../folder-routes.js';
import { validateLinks, type PageLinks, type ValidateInput } from '../validate.js';
import { linkTargets, pageLinksKey, ValidationMemo } from '../validate-memo.js';
import { pack, type Packed } from '../packed-strings.js';
import { scanPage } from '../html.js';
import { outputFiles } from '../output-files.js';
import { robots, siteSitemap } from '../sitemap.js';
import type { Reporter } from '../reporter.js';
import type { SiteData } from '../../theme/components/types.js';
import { buildSearch, chatEmbeds } from '../search/index.js';
import { assignObjectIds, pageRecords } from '../search/records.js';
import { attachVectors, buildEmbeddings, EMBEDDINGS_CACHE, parseEmbeddings } from '../search/embeddings.js';
import { INDEX_FILE, RECORDS_FILE } from '../search/config.js';
import { DevOutputStore } from './output-store.js';
import { errorPage } from './error-page.js';
import { DevDocMemo } from './doc-memo.js';
import { pageDrawnFrom, siteDrawnFrom, withTree } from './drawn-from.js';
import { DEV_PAGE_TIMEOUT_MS } from '../time-limit.js';
import { cacheDir, cacheSalt } from '../cache.js';
import { DiscoveryMemo, statStamps } from '../discover-memo.js';
import { RECORDS_PARTS_DIR } from '../search/records-parts.js';
import { parseRecordsText, recordsText } from '../search/records-pack.js';
import { SHARD_DIR } from '../search/shards.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { llmsFullTxt, llmsTxt, markdownPages, readingOrder, LLMS_FILE, LLMS_FULL_FILE, type MarkdownPage } from '../markdown/llms.js';
import { llmsFullHeader } from '../markdown/llms-full.js';
import { pageMarkdown } from '../markdown/page-markdown.js';
import { hasMarkdown, markdownPath, routeOfMarkdownPath } from '../../theme/shared/markdown-path.js';
import { versioningPaths } from '../docs-versions.js';
import { readPageText, readPageTextSync, textHash } from '../page-text.js';
import { workerCount } from '../pages/pool.js';
import { warmOnThreads } from './warm-threads.js';
import { addTrailingSlashes, permalinkToFile, sitePublicUrl } from '../paths.js';
import { configForLocale, defaultLocaleConfig, localizedFileRoutes, localizedRoots, localizer, passLocale, rootBase, rootPublicUrl, translateSidebars, translationsDir, type Localizer } from '../i18n.js';
import { addBaseToHtml } from '../../theme/shared/base-html.js';
import { docsDataOf, lazyDocsIndex } from '../docs-data.js';
import { pluginWatchPaths, type PluginWatch } from '../plugin-watch.js';
import { pluginHtmlTags, withPluginTags, type PluginTags } from '../plugin-tags.js';
import { docsContent, makeSitePlugins, pluginThemeFolders, runSitePlugins, type PluginGlobalData, type SitePlugins } from '../site-plugins.js';
import { pluginRouteDocs } from '../plugin-routes.js';
import type { RoutePattern } from '../../theme/shared/route-patterns.js';
import { linkedThemeFolder, setThemeFolders, themeFolders, themeFoldersOf } from '../theme-folders.js';
import type { DocsIndex } from '../../theme/components/mdx/docs-index.js';
import { sidebarKeys, type SidebarKeys, type SidebarPlace } from '../pages/sidebar-keys.js';
import { createPageProcessor, deserializeError, type PageProcessor, type PageResult, type PageTask, type PageWriter, type PagesInit, type SerializedError } from '../pages/process.js';
import { swizzledWarnings } from '../swizzled.js';
import { postcssConfigFile, postcssDiagnostic, postcssMark, postcssWarningsSince } from '../postcss.js';

export interface Change {
  path: string;
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
}

export interface OverlayError {
  title: string;
  message: string;
  where?: string;
  frame?: string;
  hint?: string;
}

export type DevEvent =
  | { type: 'reload'; paths: string[] | '*' }
  | { type: 'restart' }
  | { type: 'error'; errors: OverlayError[] }
  | { type: 'ok' };

export interface UpdateResult {
  /** Routes whose HTML changed ('*' for all). */
  reload: string[] | '*';
  errors: PxError[];
  /** Server-side theme code changed: the process must restart to render with it. */
  restart?: boolean;
}

export { contentType } from '../content-type.js';

/**
 * Pages the background build processes together (one esbuild bundle each). A
 * page asked for that is not built yet waits for the batch under way: with 64,
 * 3.5-4.5 s a click on the Jest docs' MDX pages here while they built; with 16,
 * about 1 s, the warm-up taking about as long (24 s against 27 s for 407 pages).
 */
const BATCH = 16;

/** Keys of errors that belong to no page: discovery, a category or sidebars file, a missing area (`(site)0`, `(site)1`…). */
const SITE_ERROR = '(site)';
/** Key of a config that does not load. */
const CONFIG_ERROR = '(config)';
/** Key of a site stylesheet or theme script that does not build. */
const CLIENT_ERROR = '(client)';
/** Key of a swizzled Root that does not bundle or render (the pages keep the last good one). */
const ROOT_ERROR = '(root)';
const WRAPPERS_ERROR = '(swizzle wrappers)';
/** Key of a failure nothing else explains (an exception in dev itself); cleared by the next change. */
const REBUILD_ERROR = '(rebuild)';
/** The error of a site plugin run again after a file it watches changed. */
const PLUGINS_ERROR = '(site plugins)';

/** Dev's discovery memo under the cache's `discover/` folder (the build's is memo.v8, under another salt). */
const DEV_MEMO_FILE = 'dev-memo.v8';

/** Client builds before the current one whose files dev still serves (session `retiredClientFiles`). */
const RETIRED_CLIENT_BUILDS = 3;

/** A folder's category file: read by discovery, so an edit to it rediscovers. */
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** What a page timing out in dev should say to do (the build's hint names `pxdocs build`). */
function devTimeoutHint(ms: number): string {
  return `Something in it may never finish: a loop or a recursion without an end in its expressions, in a component it imports, or in a remark/rehype plugin. While it runs the dev server answers nothing, so dev stops page code after ${Math.round(ms / 100) / 10} s; a page that is only slow builds with a higher limit: pxdocs dev --page-timeout <seconds> (0: no limit).`;
}

/** Fields of a doc that, when they change, change other pages (sidebars, neighbours, tag pages); its description aside. */
function shape(doc: Doc): string {
  const fm = doc.frontMatter;
  return JSON.stringify([doc.id, doc.permalink, doc.title, doc.label, doc.position, doc.unlisted, doc.draft, fm.pagination_label, fm.pagination_next, fm.pagination_prev, fm.sidebar_class_name, fm.tags]);
}

/**
 * Whether a doc page shows a description that changed: one of the docs data (`readDocs`), or one in the part of
 * its sidebar it read (DocCardList its category, `useDocsSidebar` the whole: `sidebarPlaces`), told by that part's
 * key before and after (`readChanged`, the build's cache keys, sidebar-keys.ts). Only those, and the pages without
 * a doc (which renderOthers keys on their data), change: a first paragraph edited in a doc without one made every
 * page stale (3,000 at 3,000 pages), then every page with cards (in any category).
 */
function showsChangedDescription(state: PageState, sidebar: string | undefined, readChanged: (sidebar: string | undefined, places: SidebarPlace[] | undefined) => boolean): boolean {
  if (!state.result || state.result.readDocs) return true;
  return Boolean(state.result.readSidebar) && readChanged(sidebar, state.result.sidebarPlaces);
}

/**
 * What dev keeps of a doc page between changes. Kept small: a 10,000-page site
 * holds 10,000 of these (a page's text and its search records as objects were
 * a quarter of dev's heap).
 */
interface PageState {
  /** Hash of the text last processed (successfully or not): an unchanged text is not redone. */
  textHash?: string;
  /** The last good result (its HTML is in the output), without its records: validation reads it. */
  result?: PageResult;
  /** Made with older site data, sidebars or routes: rebuilt when next asked for. */
  stale: boolean;
  /**
   * The files its last build was made from besides its own (partials,
   * components, images): an edit to one rebuilds it. Undefined when that build
   * failed before they were known (its MDX did not compile, its imports did
   * not resolve): such a page is tried again on every change.
   */
  deps?: string[];
  /** Its last build ran out of time (`pageTimeoutMs`): tried again only when a file it may run changes. */
  timedOut?: boolean;
  /** What stands for its result's links in the link check's memo (validate-memo.ts), hashed once per build of the page. */
  linksKey?: string;
}

/** The folder of a site's own components (`@site/src/…`), watched by `pxdocs dev`. */
export const SITE_SOURCE_DIR = 'src';

export class DevSession {
  readonly cwd: string;
  private readonly reporter: Reporter;
  private config!: SiteConfig;
  /** In another locale than the default: where its translated files are. */
  private localize?: Localizer;
  private tree!: ContentTree;
  /** Each doc's last commit, when the config shows last-update lines from git. */
  private lastUpdates?: Map<string, LastUpdate>;
  /** The site's own plugins, made at start and on a config change, before the content is read. */
  private sitePlugins: SitePlugins | undefined;
  /** What the site's own plugins set (`usePluginData`): run at start and on a config change (`runPlugins`). */
  private pluginData?: PluginGlobalData;
  /** What the site plugins ask to be watched (getPathsToWatch): a change there runs them again (`reloadPlugins`). */
  private pluginWatch?: PluginWatch;
  /** The site plugins' tags for every page (injectHtmlTags), from their last run. */
  private pluginTags?: PluginTags;
  /** The pages the site's plugins add (`addRoute`: plugin-routes.ts), put in every tree discovery reads until they run again. */
  private pluginRouteDocs: Doc[] = [];
  /** The paths the pages of plugin routes with parameters stand for (theme/shared/route-patterns.ts): the 404 page and the server read them. */
  routePatterns: RoutePattern[] = [];
  private sidebars!: Sidebars;
  private site!: SiteData;
  private client!: ClientAssets;
  /** The site's swizzled Root (src/theme/Root), bundled as the build bundles it (compiler/site-root.ts). */
  private siteRoot?: SiteRoot;
  /** The site's swizzle wrappers of layout parts, bundled as the build bundles them (compiler/site-wrappers.ts). */
  private siteWrappers?: SiteWrappers;
  private clientFiles = new Map<string, Uint8Array>();
  /**
   * The client files of the last few builds before this one, still served: a page that fails keeps
   * its last good HTML, which links the site stylesheet and islands of its day; an edit to the CSS
   * or a component renames them, and that page lost its styles and its islands (404s).
   */
  private retiredClientFiles: Map<string, Uint8Array>[] = [];
  /** Tree assets of the sidebars too large to render whole (compiler/sidebar-assets.ts) and long blog sidebars' lists, by output path. */
  private sidebarTrees = new Map<string, string>();
  private routes = new Map<string, Route>();
  /** Output path (`guide/intro.html`, `guide/intro/index.html`) → route, with `trailingSlash` applied. */
  private routeFiles = new Map<string, Route>();
  /** The routes written as `x/index.html` and linked with their slash (folder-routes.ts `slashRoutes`): every one with `trailingSlash: true`. */
  private folders = new Set<string>();
  /** Doc source file → its state. */
  private pages = new Map<string, PageState>();
  /** The output, on disk (output-store.ts says why): what the page processor wrote (HTML, component CSS) and the other pages. */
  private readonly output: DevOutputStore;
  /** Each doc page's search records as JSON (by source file), on disk too: parsed when search or the chat asks. */
  private readonly recordsStore: DevOutputStore;
  /** Routes without a doc (home, search, generated indexes) and the 404 page: ids and hrefs for validation. */
  private others = new Map<string, { route: Route; ids: Packed; hrefs: Packed; linksKey: string; drawnFrom?: string; tree?: string }>();
  /** Blog posts' excerpts by permalink, from their last build, for the blog's lists. */
  private excerpts = new Map<string, string>();
  /** The whole bodies of the cut posts the feeds hold, by permalink (`feedBody`), for the feeds. */
  private feedBodies = new Map<string, string>();
  private images = new Map<string, string>();
  private processor!: PageProcessor;
  /** The page processor's data, which page threads start with (`warmOnThreads`). */
  private init!: PagesInit;
  /** The site's own Prism languages, registered here and by each page thread. */
  private sitePrism?: SitePrism;
  private readonly startedAt: () => number;
  /** Page threads for the warm-up (`pxdocs dev --workers`; default: as the build starts them for that many pages). */
  private readonly workers?: number;
  /** Bumped by every change applied: a batch a page thread was sent before one is not taken (`takeFromThread`). */
  private changeCount = 0;
  /** Stops the warm-up's page threads while they run (a relink starts new ones with its data; close ends them). */
  private stopThreads?: () => void;
  /** The hash of each task's text as sent to a page thread. */
  private readonly sentHashes = new WeakMap<PageTask, string | undefined>();
  /** The docs hooks' data for the pages rendered here (home, generated indexes, 404), indexed when first asked for. */
  private docs?: () => DocsIndex;
  private devScript = '';
  /** Every change and every rebuild of stale pages runs alone, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The blog's lists are not drawn with the posts' excerpts known now (during the warm-up: `keep`, `drawLists`). */
  private listsPending = false;
  /**
   * The pages without a doc (home, generated index pages, tags, 404, feeds, redirects) are not drawn yet: a start
   * leaves them to the warm-up's first turn, or to whatever asks for one first (`drawOthers`). Why: drawn before
   * Ready, the 520 generated index pages of a 10,000-page site held up the first page served by seconds.
   */
  private othersPending = false;
  /** How many times a blog list page was drawn since the session started (each page of each list counted). */
  blogListsDrawn = 0;
  /** Bumped by each start and by close: a warm-up of an older start stops. */
  private generation = 0;
  private warming: Promise<void> = Promise.resolve();
  /** Source file → the errors its last edit caused (the page keeps its last good version). */
  readonly errors = new Map<string, PxError>();
  /** Search artifacts and chat records, computed on first request after a change. */
  private searchFiles?: Promise<Map<string, string | Uint8Array>>;
  private records?: SearchRecord[];
  /**
   * While the pages build in the background (the start's generation, else undefined): search then
   * answers from the pages built so far (`search`). Why: it built every page first, in one go, in
   * the queue every request waits in: on 10,000 pages the first search and every page asked for
   * after it waited minutes (the search file's request was cut off after two).
   */
  private warmingUp?: number;
  /** The pages the index of a warm-up was made from, and its files before (asked for by a tab that read the index before). */
  private partialSearch?: { pages: number; before?: Map<string, string | Uint8Array> };
  /** While the pages first build: how many were built when the chat's records were parsed (`chatRecords`). */
  private partialRecords?: number;
  /** Warnings already printed, per source of warnings (key → the file it names), so each is printed once. */
  private printed = new Map<string, Map<string, string | undefined>>();
  /** How long a page's own code may run (ms; 0: no limit). */
  private readonly pageTimeoutMs: number;
  /** Doc files built during the change being applied: not built again for it as dependents. */
  private built = new Set<string>();
  /** The last start (a config change) failed: the next change starts again. */
  private startFailed = false;
  /** Pages whose file discovery could not read (their error in the overlay): a change to one reads the pages again. */
  private unreadable = new Set<string>();
  /** Link validation after pages rebuilt on request: queued, and done (warmedUp waits for it). */
  private validation?: Promise<void>;
  /** The link check's verdicts of pages without problems, kept while nothing a link can reach changes. */
  private linkMemo?: ValidationMemo;
  /** Pages whose text the last rediscovery read again to tell whether it changed (besides discovery's own read). */
  textsRead = 0;
  /** What discovery read of each doc, page and post, kept until a change names the file (doc-memo.ts); new with each start. */
  private docMemo = new DevDocMemo();
  /** Docs, pages and posts whose file the last discovery read and parsed (the others came from `docMemo`). */
  docsRead = 0;
  /** How many pages without a doc (home, generated index pages, tags, the blog's lists) the last relink or excerpt change drew again. */
  othersDrawn = 0;
  /** What the last link check looked at: the pages whose links it checked (not counted from its memo), and the links it counted. */
  lastLinkCheck = { pages: 0, links: 0 };
  private following?: Promise<void>;
  /**
   * Called when errors changed outside a change batch (a page rebuilt on
   * request failed or recovered): the dev server prints them and tells the tabs.
   */
  onErrorsChanged?: () => void;

  /**
   * `locale`: the one of the site's locales served (`pxdocs dev --locale fr`; default: the default locale).
   * `pageTimeoutMs`: how long a page's own code may run (default DEV_PAGE_TIMEOUT_MS; 0: no limit).
   * `startedAt`: when a start is (epoch ms): files changed shortly before it are read again by the next start
   * (discover-memo.ts, `statStamps`); tests move it on rather than wait.
   */
  constructor(cwd: string, reporter: Reporter, private readonly locale?: string, options: { pageTimeoutMs?: number; workers?: number; startedAt?: () => number } = {}) {
    this.cwd = resolve(cwd);
    this.reporter = reporter;
    this.pageTimeoutMs = options.pageTimeoutMs ?? DEV_PAGE_TIMEOUT_MS;
    this.workers = options.workers;
    this.startedAt = options.startedAt ?? Date.now;
    this.output = new DevOutputStore(cacheDir(this.cwd));
    this.recordsStore = new DevOutputStore(cacheDir(this.cwd), 'records');
  }

  get siteConfig(): SiteConfig {
    return this.config;
  }

  /** The path the site is served under (`baseUrl`; `/` before the config loads). */
  get baseUrl(): string {
    return this.config?.baseUrl ?? '/';
  }

  /** Whether routes are written and served with a trailing slash (`trailingSlash: true`). */
  get trailingSlash(): boolean {
    return this.config.trailingSlash === true;
  }

  /** A route's output path: `x/index.html` for the routes served as folders (folder-routes.ts), else `x.html`. */
  private fileOf(permalink: string): string {
    return permalinkToFile(permalink, this.folders.has(permalink));
  }

  /**
   * Loads the config, the theme and the routes, then builds every page in the
   * background, a batch at a time (`warmedUp` says when it is done): the server
   * answers meanwhile, building a requested page first. A broken page does not
   * stop it: it is reported.
   */
  start(): Promise<void> {
    return this.changing(() => this.startNow());
  }

  /** Doc pages of the site. */
  get pageCount(): number {
    return this.tree.docs.length;
  }

  /** Doc pages built before and stale now: each is built again when next asked for. */
  get stalePages(): number {
    let stale = 0;
    for (const state of this.pages.values()) if (state.stale && state.result) stale++;
    return stale;
  }

  /** Resolves when every page of the last start is built and the links are checked (those of pages rebuilt on request too). */
  async warmedUp(): Promise<void> {
    await this.warming;
    await this.following;
  }

  /** Stops a warm-up under way (the server is closing). */
  close(): void {
    this.generation++;
    this.stopThreads?.();
    this.output.close();
    this.recordsStore.close();
  }

  private async warmUp(generation: number): Promise<void> {
    this.warmingUp = generation;
    try {
      const permalinks = [...this.routes.values()].filter((route) => route.doc).map((route) => route.page.permalink);
      const workers = workerCount(permalinks.length, this.workers);
      // The pages without a doc take the queue's first turn after Ready, beside the page threads' start.
      const others = this.exclusive(async () => {
        if (generation !== this.generation) return;
        this.drawOthers();
        // What discovery read, for the next start: written after Ready too (10,000 entries are 13 MB).
        await this.docMemo.save().catch((error: unknown) => this.reporter.line(`  warning  what discovery read could not be saved for the next start (${(error as Error).message}): it reads every page file again`));
      });
      if (workers > 1) await this.warmOnThreads(generation, permalinks, workers);
      await others;
      // What is left (all of it without threads; after threads, the pages a batch failed on, built again one by one here).
      for (let start = 0; start < permalinks.length; start += BATCH) {
        // Each batch waits its turn: an edit or a request in between is served first.
        await this.exclusive(async () => {
          if (generation === this.generation) await this.refresh(permalinks.slice(start, start + BATCH));
        });
        if (generation !== this.generation) return;
      }
      await this.exclusive(async () => {
        if (generation !== this.generation) return;
        // A post that failed leaves no excerpt to wait for.
        if (this.listsPending) this.drawLists();
        this.validate();
      });
    } finally {
      // Every page built: the next search is made from all of them.
      if (this.warmingUp === generation) {
        this.warmingUp = undefined;
        this.staleSearch();
      }
    }
  }

  /** The warm-up's pages built on page threads, this thread answering requests meanwhile (warm-threads.ts). */
  private async warmOnThreads(generation: number, permalinks: string[], workers: number): Promise<void> {
    const { failure } = await warmOnThreads({
      permalinks,
      workers,
      batchSize: BATCH,
      outDir: this.output.threadFolder,
      current: () => ({ init: this.init, fallback: this.processor }),
      task: (permalink) => {
        const route = this.routes.get(permalink);
        if (!route?.doc || !this.needsBuild(permalink)) return undefined;
        const task: PageTask = { doc: route.doc, page: { ...route.page, sidebarItems: undefined }, listed: route.listed };
        // The text as sent: a rediscovery later builds again only the pages whose text changed since.
        let text: string | undefined;
        try {
          text = readPageTextSync(route.doc.file);
        } catch {
          text = undefined;
        }
        this.sentHashes.set(task, hashOf(text));
        return task;
      },
      changes: () => this.changeCount,
      take: (tasks, results, written, sentAt) => this.takeFromThread(tasks, results, written, sentAt),
      live: () => generation === this.generation,
      onRunning: (stop) => { this.stopThreads = stop; },
    });
    if (failure !== undefined && generation === this.generation) this.reporter.line(`  warning  the page threads stopped (${toPxErrors(failure)[0].message}); the other pages build on the server's thread`);
  }

  /**
   * A batch a page thread built: each page is taken unless it is out of date (a change was applied
   * since it was sent: built again, unless it needs no build now) or was built here meanwhile (asked
   * for). Its output is the thread's file (`DevOutputStore.adopt`), a page not taken excepted. A page
   * that failed in a batch of several is left to the warm-up's pass on this thread, which builds it
   * alone (esbuild fails a whole batch for one page).
   */
  private takeFromThread(tasks: PageTask[], results: PageResult[], written: string[], sentAt: number): string[] {
    const again: string[] = [];
    const skipped = new Set<string>();
    const routes: Route[] = [];
    const taken: PageResult[] = [];
    tasks.forEach((task, index) => {
      const result = results[index];
      const permalink = task.page.permalink;
      const route = this.routes.get(permalink);
      const current = route?.doc?.file === task.doc.file && this.needsBuild(permalink);
      const failedInBatch = tasks.length > 1 && Boolean(result.errors?.length) && !ranOutOfTime(result.errors);
      if (!current || sentAt !== this.changeCount || failedInBatch) {
        skipped.add(this.fileOf(permalink));
        if (current && !failedInBatch) again.push(permalink);
        return;
      }
      const state = this.pages.get(task.doc.file) ?? { stale: false };
      state.textHash = this.sentHashes.get(task);
      this.pages.set(task.doc.file, state);
      routes.push(route!);
      taken.push(result);
    });
    for (const path of written) if (!skipped.has(path)) this.output.adopt(path);
    this.keep(routes, taken);
    return again;
  }

  private async startNow(): Promise<void> {
    const { config: loaded } = await loadConfig(this.cwd);
    // Another locale is its config derived, its translations read over the originals (compiler/i18n.ts).
    const config = this.locale ? configForLocale(loaded, this.locale, this.cwd) : defaultLocaleConfig(loaded, this.cwd);
    this.config = config;
    this.localize = localizer(this.cwd, config);
    const missing = await loadLanguages(config.highlight.additionalLanguages);
    if (missing.length) throw pxErrors.UnknownHighlightLanguage.create({ languages: missing }, { where: { file: CONFIG_FILE } });
    const sitePrism = await bundleSitePrism(this.cwd);
    const prismFailed = sitePrism && registerSitePrism(sitePrism, this.cwd);
    this.sitePrism = sitePrism;
    this.report('prism', prismFailed ? [prismFailed] : []);
    this.devScript = (await transform(await readFile(join(THEME_DIR, 'inline', 'dev-client.ts'), 'utf8'), { loader: 'ts', minify: true })).code;
    this.pages.clear();
    // No post built yet: the blog's lists wait for their excerpts (drawn once the warm-up has them all, or when asked for).
    this.listsPending = true;
    this.othersPending = true;
    // The config (number prefixes, front matter parsing, routes) is part of what a doc is read as: the memo of the
    // last start is taken under the same config and pxdocs (the salt), and only for files whose stamp is unchanged.
    this.docMemo = new DevDocMemo(await DiscoveryMemo.load(cacheDir(this.cwd), cacheSalt({ config, locale: this.locale ?? null }), statStamps(this.startedAt()), DEV_MEMO_FILE));
    this.recordsStore.clear();
    this.output.clear();
    this.others.clear();
    // Made before the content is read, as the build makes them (site-plugins.ts: a plugin may write pages), and
    // before the client, Root and the wrappers: the theme folders they give are read for theme components.
    this.sitePlugins = this.config.plugins.length || this.config.themes.length ? await makeSitePlugins(this.config, this.cwd, join(cacheDir(this.cwd), 'plugins')) : undefined;
    setThemeFolders(this.cwd, themeFoldersOf(this.cwd, pluginThemeFolders(this.sitePlugins)));
    this.pluginWatch = pluginWatchPaths(this.config, this.sitePlugins);
    await this.buildClient();
    this.siteRoot = await bundleSiteRoot(this.cwd, staticDirNames(this.config), this.client.islandFiles);
    this.siteWrappers = await this.bundleWrappers();
    this.pluginData = undefined;
    this.pluginTags = undefined;
    this.pluginRouteDocs = [];
    this.routePatterns = [];
    await this.loadContent(false);
    await this.runPlugins();
    const generation = ++this.generation;
    this.warming = this.warmUp(generation).catch((error: unknown) => this.recordFailure(error));
  }

  /**
   * The site's own plugins (`plugins` in the config), run as `pxdocs build` runs them, given the docs' content
   * (their `allContentLoaded`): what they set reaches `usePluginData` with the docs data, so the routes are
   * linked again with it. Run at start, so again on a config change (a plugin's module is part of the config).
   */
  private async runPlugins(): Promise<void> {
    if (!this.sitePlugins) return;
    const routes = [...this.routes.values()];
    const plugins = await runSitePlugins(this.config, this.sitePlugins, { 'docusaurus-plugin-content-docs': docsContent(this.config, routes) });
    this.pluginData = plugins.globalData;
    // Their tags for every page (injectHtmlTags), given the content just loaded, as the build writes them.
    this.pluginTags = pluginHtmlTags(this.config, this.sitePlugins.plugins);
    // The routes they add are React pages, as the build makes them.
    const added = pluginRouteDocs(plugins.routes, new Set(routes.map((route) => route.page.permalink)), this.sitePlugins.generatedDir, this.cwd, { file: configSource(this.config) }, this.config.baseUrl);
    this.report('plugins', [...plugins.warnings, ...added.warnings]);
    this.pluginRouteDocs = added.docs;
    this.routePatterns = added.patterns;
    this.tree.docs.push(...added.docs);
    this.relink();
  }

  /** Queued work that may change what pages are (a start, a batch of edits), queued or running: see `refreshRequested`. */
  private changesQueued = 0;

  /** `exclusive` for work that may change what pages are: counted while queued or running. */
  private changing<T>(work: () => Promise<T>): Promise<T> {
    this.changesQueued++;
    const run = this.exclusive(work);
    void run.then(() => this.changesQueued--, () => this.changesQueued--);
    return run;
  }

  /** Runs `work` after every change and rebuild queued before it. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A client file of this build, else of a retired one (see `retiredClientFiles`). */
  private clientFile(path: string): Uint8Array | undefined {
    return this.clientFiles.get(path) ?? this.retiredClientFiles.find((files) => files.has(path))?.get(path);
  }

  private async buildClient(): Promise<void> {
    // The site's islands (compiler/site-islands.ts): from src/, and from the content folders once they are known.
    const roots = this.tree ? contentRoots(this.tree, this.cwd, this.config) ?? [this.tree.root] : [];
    const postcssRuns = postcssMark();
    this.client = await buildClientAssets({ announcementId: this.config.announcementBar?.id, colorMode: this.config.colorMode, siteCss: { cwd: this.cwd, paths: this.config.customCss, extra: prismThemeCss(this.config.highlight.theme, this.config.highlight.darkTheme), base: this.config.baseUrl, clientModules: this.config.clientModules, staticDirs: staticFolders(this.config, this.cwd) }, siteIslands: siteIslandsInput(this.config, this.cwd, roots), minify: false, sizes: false, cacheDir: join(cacheDir(this.cwd), 'client') });
    if (this.clientFiles.size) this.retiredClientFiles = [this.clientFiles, ...this.retiredClientFiles].slice(0, RETIRED_CLIENT_BUILDS);
    this.clientFiles = new Map(this.client.files.map((file) => [file.path, file.contents]));
    // The components of src/theme pxdocs does not use, said as `pxdocs build` says them (once each): the client is
    // built at start and again when a component (src/theme's among them) is added, edited or removed.
    if (!this.locale) this.report('swizzle', swizzledWarnings(this.cwd, (file) => this.client.islandFiles?.ids[file] !== undefined));
    // What the site's PostCSS plugins said of its own stylesheets (customCss, client modules' CSS).
    this.reportPostcss(postcssWarningsSince(postcssRuns).map((warning) => postcssDiagnostic(warning, this.cwd)));
    // Served from node_modules on request, as `pxdocs build` copies them (mermaid island).
    for (const file of mermaidFiles()) this.images.set(`/${file.to}`, file.from);
  }

  /** Discovery, sidebars and routes from the files on disk; builds the pages that are new or changed (unless `build` is false: the warm-up does). */
  private async loadContent(build = true): Promise<UpdateResult> {
    const diagnostics = new Diagnostics();
    const known = new Set(this.tree?.docs.map((doc) => doc.file) ?? []);
    // A page that no longer reads (its front matter broken) keeps the doc last read from it, its error in the overlay,
    // as after an edit of that page alone: it failed the whole discovery, so a config change or a page added left the
    // site unable to follow any edit until that page was fixed. At the first start there is no such doc, and dev stops
    // with the error, as `docusaurus start` does.
    const lastRead = new Map(this.tree?.docs.map((doc) => [doc.file, doc]));
    const unreadable = new Map<string, PxError>();
    const onPageError = (file: string, error: PxError) => {
      unreadable.set(file, error);
      return lastRead.get(file);
    };
    const misses = this.docMemo.misses;
    const tree = await discover({ cwd: this.cwd, config: this.config, diagnostics, includeDrafts: true, localize: this.localize, memo: this.docMemo, ...(this.tree ? { onPageError } : {}) });
    this.docsRead = this.docMemo.misses - misses;
    dropDuplicateRoutes(tree, diagnostics, this.config);
    tree.docs.push(...this.pluginRouteDocs);
    // Commits made while the server runs show once the set of pages changes or the server restarts.
    const lastUpdates = await treeLastUpdates(lastUpdateOptions(this.config), tree, this.cwd, diagnostics);
    // Sidebars that name an unknown doc, say, keep the site as it was (the error goes to the overlay).
    const previous = { tree: this.tree, lastUpdates: this.lastUpdates };
    this.tree = tree;
    this.lastUpdates = lastUpdates;
    try {
      this.relink();
    } catch (error) {
      this.tree = previous.tree;
      this.lastUpdates = previous.lastUpdates;
      throw error;
    }
    // What the sidebars hold that builds with a warning, printed with discovery's.
    for (const warning of this.sidebars?.warnings ?? []) diagnostics.warn(warning);
    const live = new Set(tree.docs.map((doc) => doc.file));
    for (const file of [...this.pages.keys()]) {
      if (live.has(file)) continue;
      this.pages.delete(file);
      this.recordsStore.delete(file);
    }
    // Errors of pages that no longer exist go too: a page broken from the start
    // (never built) has no state, and its overlay must still clear. (Page errors
    // are keyed by the page's file; the others by a name in parentheses.)
    for (const key of [...this.errors.keys()]) if (key === REBUILD_ERROR || (isAbsolute(key) && !live.has(key) && !unreadable.has(key))) this.errors.delete(key);
    for (const [file, error] of unreadable) this.errors.set(file, error);
    this.unreadable = new Set(unreadable.keys());
    const changed: Doc[] = [];
    // The hash discovery made of a page's text is the one its build keeps, unless discovery read another text (a
    // locale's translation, the site's parseFrontMatter): every page was read and hashed again here, a second time,
    // on each page added or removed and each category file edited.
    const discoveryHashes = !this.localize && !this.config.markdown.parseFrontMatter;
    this.textsRead = 0;
    for (const doc of build ? tree.docs : []) {
      // Its text is what failed: built, it would render from the doc last read and hide the error.
      if (unreadable.has(doc.file)) continue;
      const state = this.pages.get(doc.file);
      // New pages and edited ones now; a page never built yet is left to the warm-up (or its first request).
      if (!state?.result) {
        if (state || !known.has(doc.file)) changed.push(doc);
        continue;
      }
      let hash: string | undefined = doc.textHash;
      if (!discoveryHashes) {
        this.textsRead++;
        hash = hashOf(await readPageText(doc.file).catch(() => undefined));
      }
      if (state.textHash !== hash) changed.push(doc);
    }
    const errors = await this.buildDocs(changed);
    if (build) this.validate();
    this.report('discovery', diagnostics.warnings);
    return { reload: '*', errors };
  }

  /**
   * Sidebars, site data, routes and a page processor for them: every page
   * built so far becomes stale. The pages without a doc are rendered now.
   */
  private relink(staleIf?: (state: PageState, file: string) => boolean): void {
    // Everything that can fail first: a failure leaves the site as it was.
    const sidebars = buildSidebars(this.tree);
    if (this.localize) translateSidebars(sidebars, this.cwd, this.config);
    // Large sidebars windowed as the build windows them, their trees served from memory.
    const { site, trees } = siteDataWithTrees(this.config, sidebars, this.client.assets, { cwd: this.cwd, slashed: slashedPaths(this.tree.docs, this.config) });
    // Its warnings (a route Windows cannot name) printed as the build prints them, once the site is in place.
    const routeDiagnostics = new Diagnostics();
    const routes = buildRoutes({ config: this.config, docs: this.tree.docs, sidebars, tocs: new Map(), diagnostics: routeDiagnostics, lastUpdates: this.lastUpdates, tagsFiles: allTagsFiles(this.tree), blogAuthors: this.tree.blogAuthors, messages: site.messages });
    // The config's links in the routes' letter case, as `pxdocs build` writes them (route-case.ts); Root's frame on every page.
    const withTags = withPluginTags(site, this.pluginTags, this.config.baseUrl);
    const framed = withRootFrame(siteLinksInCase(withOpenSearch(withSiteFeeds(withTags, this.config, routes), routes), routeCases(routes.map((route) => route.page.permalink))), this.siteRoot);
    this.sidebars = sidebars;
    this.site = this.siteWrappers?.css ? { ...framed, wrappersStylesheet: `/${wrappersStylesheet(this.siteWrappers)}` } : framed;
    if (this.routePatterns.length) this.site.routePatterns = this.routePatterns;
    if (this.siteRoot?.css) this.output.set(rootStylesheet(this.siteRoot), this.siteRoot.css);
    if (this.siteWrappers?.css) this.output.set(wrappersStylesheet(this.siteWrappers), this.siteWrappers.css);
    // With a long blog sidebar's list (blog/routes.ts), served as the build writes it.
    this.sidebarTrees = new Map([...trees.files, ...routeAssets(routes)].map((file) => [file.path, file.contents]));
    this.routes = new Map(routes.map((route) => [route.page.permalink, route]));
    this.report('routes', routeDiagnostics.warnings);
    this.folders = new Set(slashRoutes(routes, this.config));
    this.routeFiles = new Map(routes.map((route) => [this.fileOf(route.page.permalink), route]));
    // Pages of routes that went away are no longer served.
    const twins = new Set(routes.filter((route) => hasMarkdown(route.page)).map((route) => markdownPath(route.page.permalink).slice(1)));
    for (const path of [...this.output.keys()]) {
      // The not-found page is no route's, and drawn by renderOthers only when what it shows changed.
      if ((path.endsWith('.html') && !this.routeFiles.has(path) && path !== '404.html') || (path.endsWith('.md') && !twins.has(path))) this.output.delete(path);
    }
    for (const [file, state] of this.pages) if (!staleIf || staleIf(state, file)) state.stale = true;
    const roots = localizedRoots(contentRoots(this.tree, this.cwd, this.config), this.tree.root, this.localize);
    const init: PagesInit = {
      cwd: this.cwd,
      site: this.site,
      sidebars: [...this.sidebars.items],
      fileRoutes: localizedFileRoutes(this.tree.docs, this.localize),
      contentRoot: this.tree.root,
      ...(roots ? { contentRoots: roots } : {}),
      trailingSlash: this.folders.size ? [...this.folders] : undefined,
      baseIslands: ['core'],
      // For page threads (warm-threads.ts): each loads the config and derives the served locale's, and registers the site's Prism languages.
      ...(this.locale ? { locale: this.locale } : {}),
      ...(this.sitePrism ? { sitePrism: this.sitePrism } : {}),
      // No persistent cache: writing each edit's entries (the page's HTML among them) cost
      // about 100 ms per save, and start-up builds in the background anyway.
      // A twin is made from the page's HTML when asked for: most pages of a dev session never are.
      markdownTwins: false,
      componentTags: siteComponentTagsOf(this.cwd),
      ...(themeFolders(this.cwd).length > 1 ? { themeFolders: themeFolders(this.cwd) } : {}),
      siteRoot: this.siteRoot,
      ...(this.siteWrappers ? { siteWrappers: this.siteWrappers } : {}),
      ...(this.client.islandFiles ? { siteIslands: this.client.islandFiles } : {}),
      // A page whose code loops forever shows its error instead of freezing the dev server for long.
      pageTimeoutMs: this.pageTimeoutMs,
      // What each page imports: an edit to a partial or a component rebuilds the pages that use it.
      recordInputs: true,
      // Made again with the routes: a doc's title or description is part of its shape (a change relinks).
      docsData: docsDataOf(this.config, routes, this.pluginData),
    };
    const writer: PageWriter = { write: async (path, contents) => this.output.set(path, contents) };
    this.processor = createPageProcessor(init, this.config, writer);
    this.init = init;
    this.changeCount++;
    // Page threads building the warm-up hold the old data: new ones start with this.
    this.stopThreads?.();
    this.docs = lazyDocsIndex(init.docsData!);
    if (!this.othersPending) this.renderOthers(routes);
    this.staleSearch();
  }

  /** The pages without a doc, if a start left them to draw (`othersPending`). */
  private drawOthers(): void {
    if (this.othersPending) this.renderOthers([...this.routes.values()]);
  }

  /** Home, search, generated index pages and 404: few, rendered here as `build` renders them. */
  private renderOthers(routes: Route[]): void {
    this.othersPending = false;
    const docs = this.docs;
    const previous = this.others;
    this.others = new Map();
    // A page drawn from the same data as last time is the same HTML: kept, not drawn again. Why: every relink (a
    // first paragraph edited, a title, a page added) and every post excerpt edited drew them all again, 1.2-3.8 s
    // for the 170 of a 3,000-page site, before the edited page was served. Root and wrappers are site code that may
    // read any doc (useDocById): with them, every page is drawn.
    this.othersDrawn = 0;
    const site = this.siteRoot || this.siteWrappers ? undefined : siteDrawnFrom(this.site, [this.client.assets.headScript ?? '', [...this.folders].join('\n')]);
    // The posts' excerpts known so far (each arrives with its post's build).
    if (this.excerpts.size) fillExcerpts(routes, this.excerpts);
    const folders = this.folders.size ? this.folders : undefined;
    // pxdocs's not-found page, unless the site has its own (src/pages/404, built as its other pages: site-not-found.ts).
    const pages = [...routes.filter((route) => !route.doc), ...(routes.some((route) => isSiteNotFoundPage(route.doc)) ? [] : [{ page: notFoundPage(this.site.messages), source: 'theme', listed: false } satisfies Route])];
    for (const route of pages) {
      if (route.page.kind === 'blog-list' && this.listsPending) continue;
      const path = route.page.kind === 'not-found' ? '404.html' : this.fileOf(route.page.permalink);
      const drawn = site ? pageDrawnFrom(site, this.site, route.page, [path, String(route.listed), route.source]) : undefined;
      const drawnFrom = drawn?.key;
      const before = previous.get(path);
      if (drawnFrom && before?.drawnFrom === drawnFrom && this.output.has(path) && !this.errors.has(`(page)${route.page.permalink}`)) {
        if (before.tree && drawn?.tree && before.tree !== drawn.tree) this.output.set(path, withTree(this.outputText(path)!, before.tree.slice(1), drawn.tree.slice(1)));
        this.others.set(path, { ...before, route, tree: drawn?.tree });
        continue;
      }
      this.othersDrawn++;
      if (route.page.kind === 'blog-list') this.blogListsDrawn++;
      try {
        let { html } = renderPage({ site: this.site, page: route.page, baseIslands: ['core'], headScript: this.client.assets.headScript, ...(this.siteWrappers ? { wrappers: loadSiteWrappers(this.siteWrappers, this.cwd, this.siteRoot) } : {}), ...(docs ? { docs } : {}), ...(this.siteWrappers && this.siteRoot ? { root: { component: loadSiteRoot(this.siteRoot).component, file: this.siteRoot.file } } : {}) });
        // Without `trailingSlash: true`, only the routes named get their slash, as the build gives it.
        if (folders) html = addTrailingSlashes(html, folders, sitePublicUrl(this.config), rootPublicUrl(this.config), !this.trailingSlash);
        // Scanned without the base URL (links are checked as routes), served with it.
        this.output.set(path, addBaseToHtml(html, this.config.baseUrl, rootBase(this.config)));
        const { ids, hrefs } = scanPage(html, { article: false });
        const packedHrefs = pack(hrefs);
        this.others.set(path, { route, ids: pack(ids), hrefs: packedHrefs, linksKey: pageLinksKey({ permalink: route.page.permalink, links: [], renderedHrefs: packedHrefs }), drawnFrom, tree: drawn?.tree });
        this.errors.delete(`(page)${route.page.permalink}`);
      } catch (error) {
        this.errors.set(`(page)${route.page.permalink}`, pxErrors.PageRenderFailed.create({ message: (error as Error).message }, { where: { file: route.source } }));
      }
    }
    // The blog's feeds, as the build writes them, from the excerpts known so far.
    for (const feed of allBlogFeeds(routes, feedContents(this.excerpts, [...this.feedBodies].map(([permalink, feedBody]) => ({ permalink, feedBody }))), this.config)) this.output.set(feed.path, feed.contents);
    // The config's redirects, as the build writes them (their warnings are the build's to give).
    for (const redirect of siteRedirects(this.config, new Set(routes.map((route) => route.page.permalink)), new Diagnostics())) {
      this.output.set(redirectFile(redirect, this.trailingSlash), redirectPage(redirect, this.config, folders));
    }
  }

  /**
   * Builds docs with the page processor. A failed page keeps its last good
   * output; esbuild fails a whole batch at once, so a failed batch is built
   * again page by page and only its broken pages fail.
   */
  private async buildDocs(docs: Doc[]): Promise<PxError[]> {
    const routes = docs.map((doc) => this.routes.get(doc.permalink)).filter((route): route is Route => Boolean(route?.doc));
    const failed: Route[] = [];
    for (let start = 0; start < routes.length; start += BATCH) {
      const batch = routes.slice(start, start + BATCH);
      const results = await this.run(batch);
      // Pages that built, and pages that ran out of time on their own (alone they would take as long
      // again), are taken as they are; the others of a failed batch are built again one by one.
      const again = batch.length > 1 && results.some((result) => result.errors) ? batch.filter((_, index) => (results[index].errors || !results[index].bytes) && !ranOutOfTime(results[index].errors)) : [];
      failed.push(...again);
      this.keep(batch.filter((route) => !again.includes(route)), results.filter((_, index) => !again.includes(batch[index])));
    }
    for (const route of failed) this.keep([route], await this.run([route]));
    return docs.flatMap((doc) => (this.errors.has(doc.file) ? [this.errors.get(doc.file)!] : []));
  }

  private async run(routes: Route[]): Promise<PageResult[]> {
    const tasks: PageTask[] = routes.map((route) => ({ doc: route.doc!, page: { ...route.page, sidebarItems: undefined }, listed: route.listed }));
    // The text is read again by the processor; this copy only says whether it changed since.
    const texts = await Promise.all(routes.map((route) => readPageText(route.doc!.file).catch(() => undefined)));
    const results = await this.processor.process(tasks);
    routes.forEach((route, index) => {
      const state = this.pages.get(route.doc!.file) ?? { stale: false };
      state.textHash = hashOf(texts[index]);
      this.pages.set(route.doc!.file, state);
      this.built.add(route.doc!.file);
    });
    return results;
  }

  /** Takes a batch's results: good ones replace the page's state, errors go to the overlay. */
  private keep(routes: Route[], results: PageResult[]): void {
    let listsStale = false;
    routes.forEach((route, index) => {
      const doc = route.doc!;
      const result = results[index];
      const state = this.pages.get(doc.file)!;
      // What it was made from (known once bundled, even when rendering then failed); its images too.
      state.deps = result.inputs || !result.errors?.length ? [...(result.inputs ?? []), ...result.assets.map((asset) => asset.from)] : undefined;
      state.timedOut = ranOutOfTime(result.errors);
      if (result.errors?.length) {
        // Several errors (a batch's esbuild failure) are shown one per file.
        // The build's hint for a page out of time names `pxdocs build --page-timeout`; here the option is dev's.
        const [first] = result.errors.map((error) => deserializeError(error.code === 'PageTimedOut' ? { ...error, hint: devTimeoutHint(this.pageTimeoutMs) } : error));
        this.errors.set(doc.file, first);
        return;
      }
      this.errors.delete(doc.file);
      this.recordsStore.set(doc.file, recordsText(result.records));
      // A copy: the result's ids and links are slices of the page's HTML string, and would keep it on the heap.
      state.result = structuredClone({ ...result, records: [] });
      state.linksKey = pageLinksKey({ permalink: route.page.permalink, links: state.result.links, renderedHrefs: state.result.hrefs, linked: state.result.linked, unchecked: state.result.unchecked });
      state.stale = false;
      for (const asset of result.assets) this.images.set(asset.to, asset.from);
      if (result.excerpt !== undefined && this.excerpts.get(route.page.permalink) !== result.excerpt) {
        this.excerpts.set(route.page.permalink, result.excerpt);
        listsStale = true;
      }
      if (result.excerpt !== undefined && this.feedBodies.get(route.page.permalink) !== result.feedBody) {
        if (result.feedBody === undefined) this.feedBodies.delete(route.page.permalink);
        else this.feedBodies.set(route.page.permalink, result.feedBody);
        listsStale = true;
      }
      this.report(`page:${doc.file}`, result.warnings.filter((warning) => !(warning.kind === 'postcss' && warning.file)).map((warning) => ({ kind: warning.kind, message: warning.message, where: { file: doc.source, line: warning.line, column: warning.column } })));
      // A stylesheet's PostCSS warnings, carried by every page holding it (all of them): said once, for the stylesheet.
      this.reportPostcss(result.warnings.filter((warning) => warning.kind === 'postcss' && warning.file).map((warning) => ({ kind: warning.kind, message: warning.message, where: { file: warning.file!, line: warning.line, column: warning.column } })));
    });
    // The blog's lists show the posts' excerpts: drawn again once a post's has changed. While the pages first
    // build, once every post's is known (a 240-post blog drew its lists again after each batch, 15 times).
    if (listsStale && this.warmingUp !== undefined && this.postsToBuild()) this.listsPending = true;
    else if (listsStale) this.drawLists();
  }

  /** Whether a post has not built yet (nor failed): its excerpt is still to come. */
  private postsToBuild(): boolean {
    for (const route of this.routes.values()) {
      if (route.doc?.page === 'post' && !this.pages.get(route.doc.file)?.result && !this.errors.has(route.doc.file)) return true;
    }
    return false;
  }

  /** The pages without a doc drawn again with the excerpts known now (the blog's lists, feeds). */
  private drawLists(): void {
    this.listsPending = false;
    this.renderOthers([...this.routes.values()]);
  }

  /** Rebuilds the stale pages among `permalinks` (all routes when absent); says whether it built any. */
  private async refresh(permalinks?: string[]): Promise<boolean> {
    const stale = (permalinks ?? [...this.routes.keys()]).filter((permalink) => this.needsBuild(permalink));
    if (!stale.length) return false;
    await this.buildDocs(stale.map((permalink) => this.routes.get(permalink)!.doc!));
    // Pages built for the first time while the rest build: the index and the chat's records follow as
    // `partialIndex` and `chatRecords` decide (made again once twice as many pages are built).
    if (this.warmingUp === undefined) this.staleSearch();
    return true;
  }

  /**
   * Stale pages rebuilt because they were asked for: their links are checked
   * (a stale page's are not: they were resolved against older routes) and the
   * dev server hears of errors that came or went, at once, not with the next change.
   */
  private async refreshRequested(permalinks: string[]): Promise<void> {
    // Built and current, with no change queued that could alter it: answered at once. Why: while
    // the pages build in the background, every request waited for the batch under way (64 pages:
    // 0.5-2 s a click on 10,000 pages, for the three minutes the warm-up took), though a batch
    // only builds pages not built yet and leaves a built one as it is.
    if (this.changesQueued === 0 && !permalinks.some((permalink) => this.needsBuild(permalink))) return;
    const before = this.errorKeys();
    if (!(await this.exclusive(() => this.refresh(permalinks)))) return;
    // In the background: the page is answered first.
    void this.queueValidation().then(() => {
      if (this.errorKeys() !== before) this.onErrorsChanged?.();
    });
  }

  /** Whether the route's page is to build (`refresh`), and a request for it waits: a doc page not built since it last changed (a failed one is not built again on request). */
  private needsBuild(permalink: string): boolean {
    const doc = this.routes.get(permalink)?.doc;
    return doc !== undefined && this.pages.get(doc.file)?.stale !== false && !this.errors.has(doc.file);
  }

  /** One link validation after the work queued so far (several requests in a row share it). */
  private queueValidation(): Promise<void> {
    if (!this.validation) {
      this.validation = this.exclusive(async () => {
        this.validation = undefined;
        this.validate();
      });
      this.following = this.validation.catch((error: unknown) => this.recordFailure(error));
    }
    return this.following!;
  }

  /** The current errors, as one comparable string. */
  private errorKeys(): string {
    return [...this.errors.keys()].join('\n') + '\n' + [...this.errors.values()].map((error) => error.message).join('\n');
  }

  private staleSearch(): void {
    this.searchFiles = undefined;
    this.records = undefined;
    this.partialSearch = undefined;
  }

  /** Search records in route order, as the build gathers them: doc pages' from their results, the others' from their HTML. */
  private currentRecords(): SearchRecord[] {
    this.drawOthers();
    const records: SearchRecord[] = [];
    for (const route of this.routes.values()) {
      if (route.doc) {
        const kept = this.recordsStore.get(route.doc.file);
        if (kept) for (const record of parseRecordsText(kept.toString('utf8'))) records.push(record);
      }
      else if (route.page.kind === 'generated-index' && route.listed) {
        const html = this.outputText(this.fileOf(route.page.permalink));
        if (html) records.push(...pageRecords({ route, html }, this.config));
      }
    }
    return assignObjectIds(records);
  }

  /**
   * The pages llms.txt lists, from the routes alone: it names each page's title, description and twin,
   * never its text, so nothing is built for it (it built every page first: minutes at 10,000 pages while
   * they first built). A page that failed and has no good output is left out, as before; one not built
   * yet is listed (its twin is built when asked for).
   */
  private listedPages(): MarkdownPage[] {
    this.drawOthers();
    return readingOrder([...this.routeFiles].flatMap(([path, route]) => {
      if (!hasMarkdown(route.page)) return [];
      const failed = route.doc ? this.errors.has(route.doc.file) : true;
      if (failed && !this.output.has(path)) return [];
      return [{ route, path: markdownPath(route.page.permalink).slice(1), markdown: '' }];
    }));
  }

  /**
   * llms-full.txt: every page's twin, stale pages rebuilt first. While the pages first build, those
   * built so far, saying so at its top: it waited for every page to build (minutes at 10,000 pages).
   */
  private async llmsFull(): Promise<string> {
    this.drawOthers();
    const warming = this.warmingUp !== undefined;
    if (!warming) await this.exclusive(() => this.refresh());
    const pages = readingOrder(markdownPages([...this.routeFiles].flatMap(([path, route]) => {
      const html = this.outputText(path);
      return html ? [{ route, html }] : [];
    }), this.config));
    const text = llmsFullTxt(pages, this.config);
    if (!warming) return text;
    const header = llmsFullHeader(this.config);
    const total = [...this.routes.values()].filter((route) => hasMarkdown(route.page)).length;
    const note = `> pxdocs dev is still building the site's pages: this file holds the ${pages.length} of ${total} built so far. Ask again once they are all built.\n\n`;
    return header + note + text.slice(header.length);
  }

  private search(): Promise<Map<string, string | Uint8Array>> {
    if (this.warmingUp !== undefined) return this.partialIndex();
    this.searchFiles ??= this.exclusive(() => this.refresh())
      .then(() => this.searchIndex());
    return this.searchFiles;
  }

  private async searchIndex(): Promise<Map<string, string | Uint8Array>> {
    const output = await buildSearch({ config: this.config, records: this.currentRecords(), embeddings: false });
    return new Map(output.files.map((file) => [file.path, file.contents]));
  }

  /**
   * The index of the pages built so far, while the rest build in the background: made again
   * once twice as many are built (so the warm-up makes it a few times, not once a batch: at
   * 10,000 pages it takes seconds), or after an edit. The files of the one before stay
   * answered (`searchFile`), for a tab that read the index before it was replaced.
   */
  private partialIndex(): Promise<Map<string, string | Uint8Array>> {
    const pages = this.builtPages();
    if (!this.searchFiles || !this.partialSearch || pages >= 2 * this.partialSearch.pages) {
      const previous = this.searchFiles;
      this.partialSearch = { pages: Math.max(1, pages) };
      const made = this.partialSearch;
      void previous?.then((files) => { made.before = files; }, () => undefined);
      this.searchFiles = this.searchIndex();
    }
    return this.searchFiles;
  }

  /** Doc pages built and current. */
  private builtPages(): number {
    let pages = 0;
    for (const state of this.pages.values()) if (state.stale === false) pages++;
    return pages;
  }

  /** A search file: of the current index, else of the one it replaced during the warm-up. */
  private async searchFile(path: string): Promise<string | Uint8Array | undefined> {
    return (await this.search()).get(path) ?? this.partialSearch?.before?.get(path);
  }

  /** The search records the chat answers from: each page's as last built. */
  chatRecords(): SearchRecord[] {
    // While the pages first build, the records of the pages built so far, parsed again only once twice as
    // many are built, as the search index is made (`partialIndex`). Why: they were parsed again, and the
    // chat's index made again, at the first question after every batch (seconds each at 10,000 pages).
    if (this.records && this.partialRecords !== undefined && (this.warmingUp === undefined || this.builtPages() >= 2 * this.partialRecords)) this.records = undefined;
    if (!this.records) {
      const records = this.currentRecords();
      this.records = records;
      this.partialRecords = this.warmingUp !== undefined ? Math.max(1, this.builtPages()) : undefined;
      // Section vectors come in the background (cached on disk by text, so after
      // an edit only that page's sections are embedded); until then the chat
      // ranks lexically. In the background nothing waits for them, so no bound
      // applies (as in \`pxdocs serve\`), and one thread leaves the others to rebuilds.
      if (chatEmbeds(this.config)) {
        buildEmbeddings(records, join(this.cwd, EMBEDDINGS_CACHE), { workers: 1 })
          .then((vectors) => { if (!vectors.left) attachVectors(records, parseEmbeddings(vectors.meta, vectors.bytes)); })
          .catch(() => undefined);
      }
    }
    return this.records;
  }

  /**
   * The build's link validation over the rendered pages. A stale page's ids
   * count as last built, but its own links are not checked: they were resolved
   * against older routes (a page that gained a slug, a renamed folder), and the
   * page as served will be rebuilt with the new ones; they are checked then.
   */
  private validate(): void {
    // Their ids and links are part of what is checked.
    this.drawOthers();
    const diagnostics = new Diagnostics();
    const ids: ValidateInput['ids'] = new Map();
    const pages: PageLinks[] = [];
    const unchecked = new Set<string>();
    // Pages not built yet (a request answered while the warm-up builds the rest): their ids are not
    // known, so a link's anchor into one waits for the validation after they are built.
    const idsPending = new Set<string>();
    for (const route of this.routes.values()) {
      if (!route.doc) continue;
      const state = this.pages.get(route.doc.file);
      const result = state?.result;
      ids.set(route.page.permalink, result?.ids ?? '');
      if (!result) idsPending.add(route.page.permalink);
      if (state?.stale !== false) unchecked.add(route.source);
      else pages.push({ source: route.source, permalink: route.page.permalink, links: result?.links ?? [], unchecked: result?.unchecked, renderedHrefs: result?.hrefs ?? '', linked: result?.linked, ...(state.linksKey ? { key: state.linksKey } : {}) });
    }
    for (const { route, ids: pageIds, hrefs, linksKey } of this.others.values()) {
      if (route.page.kind === 'not-found') continue;
      ids.set(route.page.permalink, pageIds);
      pages.push({ source: route.source, permalink: route.page.permalink, links: [], renderedHrefs: hrefs, key: linksKey });
    }
    const twins = [...this.routes.values()].filter((route) => hasMarkdown(route.page)).map((route) => markdownPath(route.page.permalink));
    const assets = [...this.output.keys()].filter((path) => path.startsWith('assets/')).map((path) => `/${path}`);
    const files = outputFiles({ cwd: this.cwd, staticDirs: staticDirNames(this.config), assets: [...[...this.clientFiles.keys()].map((path) => `/${path}`), ...this.images.keys(), ...assets, ...twins, `/${this.config.sitemap.filename}`] });
    pages.push({ source: configSource(this.config), permalink: '/', links: configLinks(this.site, { footer: !this.siteWrappers?.ownFooterLinks }), renderedHrefs: '' });
    for (const { source, links } of sidebarLinks(this.sidebars)) pages.push({ source, permalink: '/', links, renderedHrefs: '' });
    // In dev, a link that would fail the build is shown, never fatal.
    const config = { ...this.config, onBrokenLinks: this.config.onBrokenLinks === 'throw' ? 'warn' : this.config.onBrokenLinks, onBrokenAnchors: this.config.onBrokenAnchors === 'throw' ? 'warn' : this.config.onBrokenAnchors, onBrokenMarkdownLinks: brokenMarkdownLinks(this.config) === 'throw' ? 'warn' : brokenMarkdownLinks(this.config), markdown: { ...this.config.markdown, hooks: { ...this.config.markdown.hooks, onBrokenMarkdownImages: this.config.markdown.hooks.onBrokenMarkdownImages === 'throw' ? 'warn' : this.config.markdown.hooks.onBrokenMarkdownImages } } } satisfies SiteConfig;
    // The pages found without problems last time are counted, not checked, while nothing a link can reach changed
    // (validate-memo.ts): every save checked every page's links again (0.4 s a body edit at 3,000 pages, before the
    // page was served). Pages not built yet make ids pending, part of what a link can reach.
    const targets = linkTargets([config.onBrokenLinks, config.onBrokenAnchors, brokenMarkdownLinks(config), config.markdown.hooks.onBrokenMarkdownImages, [...idsPending].join('\n')], ids, files);
    this.linkMemo = ValidationMemo.carry(this.linkMemo, targets);
    const { checked } = validateLinks({ config, pages, ids, files, diagnostics, cwd: this.cwd, idsPending, memo: this.linkMemo });
    this.lastLinkCheck = { pages: pages.length - this.linkMemo.skipped, links: checked };
    // The unchecked pages' warnings stay known as printed: not repeated when they are checked again.
    this.report('links', diagnostics.warnings, unchecked);
  }

  /**
   * Prints the warnings of one source (discovery, links, one page's front
   * matter) that it had not printed before; one that went away and comes back
   * is printed again. Those printed before about a file in `kept` stay known
   * as printed though absent now (a file that was not looked at this time).
   */
  /**
   * PostCSS warnings, on a channel per stylesheet: printed once for it, whichever pages or bundles carry them
   * (each carries all of a stylesheet's warnings, so the channel's set is the same each time).
   */
  private reportPostcss(warnings: Diagnostic[]): void {
    const byFile = new Map<string, Diagnostic[]>();
    for (const warning of warnings) byFile.set(warning.where!.file, [...byFile.get(warning.where!.file) ?? [], warning]);
    for (const [file, list] of byFile) this.report(`postcss:${file}`, list);
  }

  private report(channel: string, warnings: Diagnostic[], kept?: Set<string>): void {
    const keys = new Map<string, string | undefined>();
    const before = this.printed.get(channel) ?? new Map<string, string | undefined>();
    for (const warning of warnings) {
      const key = `${warning.kind}|${warning.message}|${warning.where?.file}:${warning.where?.line}`;
      keys.set(key, warning.where?.file);
      if (before.has(key)) continue;
      this.reporter.line(`  warning  ${warning.where && !warning.message.startsWith(warning.where.file) ? `${formatWhere(warning.where)}: ` : ''}${warning.message}`);
    }
    if (kept) for (const [key, file] of before) if (file !== undefined && kept.has(file)) keys.set(key, file);
    this.printed.set(channel, keys);
  }

  /** Applies a batch of file changes; returns the routes to reload and any errors. */
  applyChanges(changes: Change[]): Promise<UpdateResult> {
    return this.changing(() => this.applyNow(changes));
  }

  private async applyNow(changes: Change[]): Promise<UpdateResult> {
    this.changeCount++;
    this.built.clear();
    // Discovery reads again only the files the watcher named (a doc edited, added or removed, a folder moved).
    for (const change of changes) this.forgetRead(change);
    // A failure of dev itself is tried again by the next change.
    this.errors.delete(REBUILD_ERROR);
    if (this.startFailed || this.touchesConfig(changes)) return this.restartForConfig();
    const result = await this.applyEdits(changes);
    if (result.restart) return result;
    const dependents = await this.rebuildDependents(changes, result);
    const watched = this.pluginWatch;
    return watched && changes.some((change) => watched.matches(change.path)) ? this.reloadPlugins() : dependents;
  }

  /**
   * A file a site plugin watches changed (getPathsToWatch): its content hooks run again, as Docusaurus's
   * start reloads the plugin, with the others' (their allContentLoaded is given every plugin's content),
   * and every page takes the new data, routes and tags. A plugin that fails keeps the site as it was.
   */
  private async reloadPlugins(): Promise<UpdateResult> {
    const added = new Set(this.pluginRouteDocs);
    const docs = this.tree.docs;
    try {
      // Without the pages they added last time, which would otherwise clash with the ones they add now.
      this.tree.docs = docs.filter((doc) => !added.has(doc));
      this.relink();
      await this.runPlugins();
      this.errors.delete(PLUGINS_ERROR);
    } catch (error) {
      this.tree.docs = docs;
      this.relink();
      this.errors.set(PLUGINS_ERROR, toPxErrors(error)[0]);
      return { reload: [], errors: [...this.errors.values()] };
    }
    this.reporter.line('  a file a site plugin watches changed: its content loaded again');
    return { reload: '*', errors: [...this.errors.values()] };
  }

  /** Drops what discovery read of a changed path (doc-memo.ts). */
  private forgetRead(change: Change): void {
    const folder = change.event === 'addDir' || change.event === 'unlinkDir';
    this.docMemo.forget(change.path, folder);
    // A doc that is a symbolic link is read, and remembered, at its real path (discover.ts followLink), and the
    // watcher names the link: its entry stayed, and the page kept the text from before the edit.
    if (isLink(change.path)) {
      try {
        this.docMemo.forget(realpathSync(change.path), folder);
      } catch {
        // A link to nothing: nothing was read through it.
      }
    }
  }

  /** Whether a change is to the config (or a locale's translated labels, which are config too). */
  private touchesConfig(changes: Change[]): boolean {
    // Every name a config file may have: one removed (then written again) is a config change too.
    const configFiles = new Set(CONFIG_FILES.map((name) => join(this.cwd, name)));
    const translations = this.translationsRoot();
    return changes.some((change) => configFiles.has(change.path) || change.path.startsWith(join(this.cwd, 'config') + sep) || (translations !== undefined && change.path.startsWith(translations) && change.path.endsWith('.json')));
  }

  /**
   * The served locale's translations folder (with a trailing separator), when it has one: another
   * locale's, or the default locale's own (`i18n/en/` of a site written in another language), which
   * the build reads too (compiler/i18n.ts).
   */
  private translationsRoot(): string | undefined {
    return this.localize ? translationsDir(this.cwd, this.config, passLocale(this.config)) + sep : undefined;
  }

  /** A config edit: everything is loaded again; a config that does not load keeps the site as it was, its error in the overlay. */
  private async restartForConfig(): Promise<UpdateResult> {
    try {
      await loadConfig(this.cwd);
    } catch (error) {
      this.errors.set(CONFIG_ERROR, toPxErrors(error)[0]);
      return { reload: [], errors: [...this.errors.values()] };
    }
    this.reporter.line('  config changed: rebuilding everything');
    this.errors.clear();
    try {
      await this.startNow();
      this.startFailed = false;
    } catch (error) {
      // The config loads but the site it describes does not (a docs folder that is not there, say).
      this.startFailed = true;
      this.setSiteErrors(error);
      return { reload: [], errors: [...this.errors.values()] };
    }
    return { reload: '*', errors: [...this.errors.values()] };
  }

  /**
   * Discovery, sidebars and routes again. A failure (a category file that is
   * not JSON, a sidebars file naming an unknown doc) keeps the site as it was
   * and shows in the overlay until a later change succeeds.
   */
  private async rediscover(): Promise<UpdateResult> {
    try {
      await this.loadContent();
    } catch (error) {
      this.setSiteErrors(error);
      return { reload: [], errors: [...this.errors.values()] };
    }
    this.setSiteErrors(undefined);
    return { reload: '*', errors: [...this.errors.values()] };
  }

  /** Replaces the errors that belong to no page with those of `error` (none when undefined). */
  private setSiteErrors(error: unknown): void {
    for (const key of [...this.errors.keys()]) if (key.startsWith(SITE_ERROR)) this.errors.delete(key);
    if (error !== undefined) toPxErrors(error).forEach((item, index) => this.errors.set(`${SITE_ERROR}${index}`, item));
  }

  /** The site's stylesheet and the theme's browser code built again; pages link the new files once rebuilt. */
  private async rebuildClient(): Promise<void> {
    try {
      await this.buildClient();
      this.errors.delete(CLIENT_ERROR);
    } catch (error) {
      // A stylesheet that does not parse keeps the last good one served.
      this.errors.set(CLIENT_ERROR, toPxErrors(error)[0]);
      return;
    }
    this.relink();
  }

  /** The site's wrappers, bundled with its island files (a wrapper's interactive addition is one). */
  private bundleWrappers(): Promise<SiteWrappers | undefined> {
    return bundleSiteWrappers(this.cwd, staticDirNames(this.config), this.client.islandFiles, this.siteRoot);
  }

  /** Whether a file is a wrapper of a part pxdocs renders wrapped, or the site's navbar item types (added, edited or removed), or one their bundle was made from. */
  private touchesWrappers(path: string): boolean {
    const inTheme = this.themeFolderPaths().map((folder) => relative(folder, path).split(sep).join('/'));
    return Boolean(this.siteWrappers?.inputs.includes(path)) || [...WRAPPABLE_PARTS, NAVBAR_ITEM_TYPES, 'Admonition'].some((part) => inTheme.some((name) => name.startsWith(`${part}/`) || name.replace(/\.[cm]?[jt]sx?$/, '') === part));
  }

  /** Whether a file is the site's own code: in src/, or in a theme's folder of components (theme-folders.ts). */
  private inSiteCode(path: string): boolean {
    return [join(this.cwd, SITE_SOURCE_DIR), ...this.themeFolderPaths()].some((root) => path.startsWith(root + sep));
  }

  /** The theme folders, and where each linked out of node_modules really is: the watcher reports a change there by that path. */
  private themeFolderPaths(): string[] {
    return [...new Set(themeFolders(this.cwd).flatMap((folder) => [folder, linkedThemeFolder(folder)]))];
  }

  /** Whether a file is the site's Root (added, edited or removed) or one Root's bundle was made from. */
  private touchesRoot(path: string): boolean {
    return Boolean(this.siteRoot?.inputs.includes(path)) || this.themeFolderPaths().some((folder) => /^Root(?:\.[cm]?[jt]sx?$|[\\/])/.test(relative(folder, path)));
  }

  /** Applies what the changed files themselves are (theme, site code, sidebars, pages); their dependents come after. */
  private async applyEdits(changes: Change[]): Promise<UpdateResult> {
    const themeRoot = THEME_DIR;
    const translations = this.translationsRoot();
    if (changes.some((change) => change.path.startsWith(themeRoot))) {
      // Server components (and code they share) are loaded modules: only a fresh
      // process renders with the new ones. Browser code and styles rebuild here.
      if (changes.some((change) => /[\\/](components|shared)[\\/]/.test(change.path.slice(themeRoot.length - 1)))) return { reload: '*', errors: [], restart: true };
      await this.rebuildClient();
    }
    // The site's own stylesheets (`customCss`, and what they import from src/) are part of the site's CSS bundle;
    // its client modules (and what they import from src/) are bundled with the client assets too.
    const siteSource = join(this.cwd, SITE_SOURCE_DIR) + sep;
    const bundled = new Set([...this.config.customCss, ...this.config.clientModules].map((path) => resolve(this.cwd, path)));
    const clientCode = this.config.clientModules.length > 0;
    // A component file may become an island, or stop being one (compiler/site-islands.ts): the islands' bundle is made again.
    const component = (path: string) => COMPONENT_FILE.test(path) && !path.includes(`${sep}node_modules${sep}`);
    // With the site's PostCSS (Tailwind CSS, say: compiler/postcss.ts), the stylesheets depend on every file its
    // plugins read (the classes a page or component uses, tailwind.config.js): any change outside node_modules makes them again.
    const postcss = postcssConfigFile(this.cwd) !== undefined && changes.some((change) => !change.path.includes(`${sep}node_modules${sep}`));
    if (postcss || changes.some((change) => bundled.has(change.path) || (change.path.startsWith(siteSource) && (change.path.endsWith('.css') || clientCode)) || component(change.path))) await this.rebuildClient();
    // A site's own components (src/, where Docusaurus sites keep them, MDXComponents included) are
    // bundled into the pages that use them: every page is stale, rebuilt when next asked for (those
    // that import the changed file, and those that failed, are rebuilt now: rebuildDependents).
    if (changes.some((change) => this.inSiteCode(change.path))) {
      // Root, or a file it imports: bundled and rendered again (a failure keeps the last good one, its error in the overlay).
      if (changes.some((change) => this.touchesRoot(change.path))) {
        const previous = this.siteRoot;
        try {
          this.siteRoot = await bundleSiteRoot(this.cwd, staticDirNames(this.config), this.client.islandFiles);
          this.relink();
          this.errors.delete(ROOT_ERROR);
        } catch (error) {
          this.siteRoot = previous;
          this.errors.set(ROOT_ERROR, toPxErrors(error)[0]);
          return { reload: [], errors: [...this.errors.values()] };
        }
      }
      // A wrapper, or a file one imports, or Root (whose modules they take): bundled again (a failure keeps the last good ones, its error in the overlay).
      if (changes.some((change) => this.touchesWrappers(change.path) || (this.siteWrappers && this.touchesRoot(change.path)))) {
        try {
          this.siteWrappers = await this.bundleWrappers();
          this.relink();
          this.errors.delete(WRAPPERS_ERROR);
        } catch (error) {
          this.errors.set(WRAPPERS_ERROR, toPxErrors(error)[0]);
          return { reload: [], errors: [...this.errors.values()] };
        }
      }
      for (const state of this.pages.values()) state.stale = true;
      this.staleSearch();
    }
    // A sidebars file (any docs instance's) changes sidebars, not pages: rediscover. So do the versions list and a version's sidebars.
    const sidebarFiles = docsInstances(this.config).flatMap(({ config }) => {
      const { sidebars } = docsModel(config);
      return sidebars.kind === 'file' ? [join(this.cwd, sidebars.file)] : [];
    });
    if (changes.some((change) => sidebarFiles.includes(change.path))) return this.rediscover();
    // Each docs instance's (`<id>_versions.json`, `<id>_versioned_sidebars/`).
    for (const { config } of this.config.docs ? docsInstances(this.config) : []) {
      const { versionsFile, sidebars } = versioningPaths(config);
      if (changes.some((change) => change.path === join(this.cwd, versionsFile) || change.path.startsWith(join(this.cwd, sidebars) + sep))) return this.rediscover();
    }
    // A page of the pages folder or a post added, removed or edited (or the blog's authors or tags):
    // routes, titles, dates and the blog's lists are read again.
    const outside = outsideDocsFolders(this.cwd, this.config).map((folder) => folder + sep);
    if (changes.some((change) => outside.some((root) => change.path.startsWith(root)))) return this.rediscover();
    // A translated page added, edited or removed: the pages are read again (each from its translation where it has one).
    if (translations && changes.some((change) => change.path.startsWith(translations))) return this.rediscover();
    // A versioned site's pages are in each version's folder, a further docs instance's in its own.
    const roots = docsRoots(this.tree).map((root) => root + sep);
    const inContent = changes.filter((change) => roots.some((root) => change.path.startsWith(root)));
    // Outside the content: site code, static files, the theme's styles: every tab reloads.
    if (!inContent.length) return { reload: '*', errors: [...this.errors.values()] };
    // A file no page is made of (a partial, a component, an image) edited in place changes only
    // the pages that use it (rebuildDependents); added, removed or a category file, discovery runs again.
    const docFiles = new Set(this.tree.docs.map((doc) => doc.file));
    // A doc that is a symbolic link is the doc of its real path (discover.ts followLink), which the watcher does not name (it names the link): read again by discovery.
    const structural = inContent.some((change) => change.event !== 'change' || CATEGORY_FILE.test(basename(change.path)) || (docFiles.has(change.path) && !/\.mdx?$/.test(change.path)) || (this.unreadable.has(change.path) && !docFiles.has(change.path)) || (!docFiles.has(change.path) && isLink(change.path)));
    if (structural) return this.rediscover();
    const edits = inContent.filter((change) => docFiles.has(change.path));
    if (!edits.length) return { reload: [], errors: [...this.errors.values()] };
    return this.applyPageEdits(edits);
  }

  /** Edits of pages' own files: each is rebuilt, and sidebars and routes too when its title, label, position or route changed. */
  private async applyPageEdits(pages: Change[]): Promise<UpdateResult> {
    const reload = new Set<string>();
    let relink = false;
    // Only descriptions changed (a first paragraph, in a doc without one): the pages that show none stay current.
    let described = true;
    const edited: Doc[] = [];
    for (const change of pages) {
      const old = this.tree.docs.find((doc) => doc.file === change.path);
      let doc: Doc | undefined;
      const pageDiagnostics = new Diagnostics();
      try {
        doc = await readPage(this.cwd, this.config, change.path, pageDiagnostics);
      } catch (error) {
        this.errors.set(change.path, toPxErrors(error)[0]);
        continue;
      }
      this.report(`front-matter:${change.path}`, pageDiagnostics.warnings);
      if (!doc) continue;
      // Any other front matter change remakes the routes too: the page's own data comes from it (its TOC
      // shown or not, keywords, image, edit link, hidden title), and a body edit keeps the route as it was.
      if (!old || shape(old) !== shape(doc) || JSON.stringify(old.frontMatter) !== JSON.stringify(doc.frontMatter)) {
        relink = true;
        described = false;
      } else if (old.description !== doc.description) relink = true;
      this.replaceDoc(old, doc);
      edited.push(doc);
      reload.add(doc.permalink);
      if (old && old.permalink !== doc.permalink) reload.add(old.permalink);
    }
    if (relink) {
      // Sidebars or neighbours changed: every page is stale (descriptions alone: those that show them); the edited ones are built now.
      this.relink(described ? this.showingChangedDescriptions() : undefined);
      await this.buildDocs(edited);
      this.validate();
      return { reload: '*', errors: [...this.errors.values()] };
    }
    for (const doc of edited) {
      const route = this.routes.get(doc.permalink);
      if (route) route.doc = doc;
    }
    await this.buildDocs(edited);
    this.staleSearch();
    this.validate();
    return { reload: [...reload], errors: [...this.errors.values()] };
  }

  /**
   * For a relink after descriptions alone changed: whether a page shows one of them, each page's sidebar
   * part compared as the sidebars are now and as the relink makes them (its structure is the same: a
   * description is not part of a doc's `shape`).
   */
  private showingChangedDescriptions(): (state: PageState, file: string) => boolean {
    const before = sidebarKeys(this.sidebars.items, (json) => json);
    let after: SidebarKeys | undefined;
    let sidebarOf: Map<string, string | undefined> | undefined;
    const readChanged = (sidebar: string | undefined, places: SidebarPlace[] | undefined) => before.read(sidebar, places) !== after!.read(sidebar, places);
    return (state, file) => {
      // Called by relink once this.sidebars and this.routes are the new ones.
      after ??= sidebarKeys(this.sidebars.items, (json) => json);
      sidebarOf ??= new Map(this.tree.docs.map((doc) => [doc.file, this.routes.get(doc.permalink)?.page.sidebar]));
      return showsChangedDescription(state, sidebarOf.get(file), readChanged);
    };
  }

  /**
   * After a change: the pages made from a changed file (a partial, a
   * component, an image they import) are rebuilt now, so the page, its error
   * or its recovery shows with this change; so are the pages whose last build
   * failed before what they import was known (a missing import created, a
   * broken partial fixed). At most a batch now (failed pages first); the rest
   * are stale, rebuilt when asked for.
   */
  private async rebuildDependents(changes: Change[], result: UpdateResult): Promise<UpdateResult> {
    const changed = new Set(changes.map((change) => change.path));
    const docFiles = new Set(this.tree.docs.map((doc) => doc.file));
    const others = changes.filter((change) => !docFiles.has(change.path));
    // Where a page's code can come from: the site's components and the content folders (not static files or the theme).
    const codeRoots = [join(this.cwd, SITE_SOURCE_DIR), ...docsRoots(this.tree)].map((root) => root + sep);
    const code = others.some((change) => codeRoots.some((root) => change.path.startsWith(root)));
    const due = this.tree.docs.filter((doc) => !this.built.has(doc.file) && this.dependsOn(doc.file, changed, others.length > 0, code));
    if (!due.length) return result;
    due.sort((a, b) => Number(this.errors.has(b.file)) - Number(this.errors.has(a.file)));
    for (const doc of due.slice(BATCH)) {
      const state = this.pages.get(doc.file);
      if (state) state.stale = true;
    }
    const now = due.slice(0, BATCH);
    await this.buildDocs(now);
    this.staleSearch();
    this.validate();
    const reload = result.reload === '*' ? '*' : [...new Set([...result.reload, ...now.map((doc) => doc.permalink)])];
    return { ...result, reload, errors: [...this.errors.values()] };
  }

  /**
   * Whether the page of `file` is made from a changed file; or failed, and
   * may build now: it failed before knowing what it is made from, or a file
   * no page is changed (a component: a global one may have been added). A
   * page that ran out of time (seconds of a frozen server each try) is tried
   * again only for a file it is made of, or, not knowing them, for code.
   */
  private dependsOn(file: string, changed: Set<string>, otherFileChanged: boolean, codeChanged: boolean): boolean {
    const state = this.pages.get(file);
    if (state?.deps?.some((dep) => changed.has(dep))) return true;
    if (!this.errors.has(file)) return false;
    if (state?.timedOut) return state.deps === undefined && codeChanged;
    return state?.deps === undefined || otherFileChanged;
  }

  private replaceDoc(old: Doc | undefined, doc: Doc): void {
    if (!old) return;
    const swap = (list: Doc[]) => list.map((item) => (item === old ? doc : item));
    this.tree.docs = swap(this.tree.docs);
    const walk = (folder: ContentTree['areas'] extends Map<string, infer F> ? F : never) => {
      folder.docs = swap(folder.docs);
      folder.folders.forEach(walk);
    };
    this.tree.areas.forEach(walk);
  }

  /**
   * What dev watches under the current config (absolute paths): folders as a
   * whole, and single files (the config file, the sidebars file, the versions
   * list, the site's stylesheets). Asked again after every change, so a folder
   * the config names later (a new docs.path, a src/ created) is watched too.
   */
  watchTargets(): { folders: string[]; files: string[]; excluded: string[] } {
    const site = (path: string) => resolve(this.cwd, path);
    const models = docsInstances(this.config).map(({ config }) => docsModel(config));
    // `docs: false`: no docs folder to watch (a docs/ left there is no page of the site).
    const folders = [...models.filter((model) => model.enabled).map((model) => model.dir), 'config', SITE_SOURCE_DIR, ...staticDirNames(this.config)].map(site);
    folders.push(...outsideDocsFolders(this.cwd, this.config), THEME_DIR);
    // The themes' folders of components (theme-folders.ts; src/theme is in src/); one in node_modules where a link
    // out of it leads (an installed package's is not watched, as nothing in node_modules is).
    folders.push(...themeFolders(this.cwd).slice(1).map(linkedThemeFolder));
    const files = [...CONFIG_FILES.filter((name) => !name.includes('/')), ...this.config.customCss, ...this.config.clientModules].map(site);
    for (const model of models) if (model.sidebars.kind === 'file') files.push(site(model.sidebars.file));
    // What the site's plugins ask to be watched (getPathsToWatch), as Docusaurus's start watches it.
    folders.push(...this.pluginWatch?.folders ?? []);
    files.push(...this.pluginWatch?.files ?? []);
    // A versioned site's versions list, versioned docs and sidebars (a first versions.json too), each docs instance's.
    for (const { config } of this.config.docs ? docsInstances(this.config) : []) {
      const { versionsFile, docs, sidebars } = versioningPaths(config);
      files.push(site(versionsFile));
      folders.push(site(docs), site(sidebars));
    }
    const translations = this.translationsRoot();
    if (translations) folders.push(translations.slice(0, -1));
    // Never what dev writes itself (its pages, in the cache folder), nor installed packages: even a docs folder that is the site folder.
    const excluded = [cacheDir(this.cwd), site('node_modules'), site('.git')];
    return { folders, files, excluded };
  }

  /** Whether discovery reads `path` (its own warnings then name a symbolic link there that it skipped). */
  isContentPath(path: string): boolean {
    const roots = [...docsRoots(this.tree), ...outsideDocsFolders(this.cwd, this.config)];
    const translations = this.translationsRoot();
    return roots.some((root) => path.startsWith(root + sep)) || (translations !== undefined && path.startsWith(translations));
  }

  /** Whether an output path (as `pxdocs build` would write it) exists. */
  has(path: string): boolean {
    if (path === '404.html' || (path === this.config.sitemap.filename && !this.config.noIndex) || path === 'robots.txt' || (path === OPENSEARCH_FILE && this.site.openSearch) || path === INDEX_FILE || path === RECORDS_FILE || path.startsWith(`${SHARD_DIR}/`) || path.startsWith(`${RECORDS_PARTS_DIR}/`)) return true;
    if (this.routeFiles.has(path) || this.output.has(path)) return true;
    if (path === LLMS_FILE || path === LLMS_FULL_FILE || this.markdownRoute(path)) return true;
    if (this.clientFile(path) || this.sidebarTrees.has(path) || this.images.has(`/${path}`)) return true;
    if (this.staticFile(path) !== undefined) return true;
    // A feed or a redirect page, written when the pages without a doc are drawn.
    this.drawOthers();
    return this.output.has(path);
  }

  /** The route whose Markdown twin an output path names (`learn/rules.md`), if any. */
  private markdownRoute(path: string): Route | undefined {
    if (!path.endsWith('.md')) return undefined;
    const route = this.routes.get(routeOfMarkdownPath(path));
    return route && hasMarkdown(route.page) ? route : undefined;
  }

  private staticFile(path: string): string | undefined {
    // The site's folders in the config's order (a name two of them have is the first's, as Docusaurus serves it), then the theme's.
    for (const root of [...staticFolders(this.config, this.cwd), join(THEME_DIR, 'static')]) {
      const file = resolve(root, path);
      if (!file.startsWith(root + sep) || !existsSync(file)) continue;
      // Served only when its real path stays inside the site or the theme's static folder:
      // a symbolic link to /proc/self/environ is not a static file.
      try {
        const real = realpathSync(file);
        if (!statSync(real).isFile()) continue;
        if ([realpathSync(this.cwd), realpathSync(root)].some((base) => real.startsWith(base + sep))) return file;
      } catch {
        continue;
      }
    }
    return undefined;
  }

  /** The contents of an output path; a stale page is rebuilt first. */
  async read(path: string): Promise<string | Uint8Array | undefined> {
    const route = this.routeFiles.get(path);
    if (route || path === '404.html') return this.page(path, route);
    // The build's own maker (compiler/sitemap.ts siteSitemap): the same items, lastmods from git included.
    if (path === this.config.sitemap.filename && !this.config.noIndex) return siteSitemap(this.config, [...this.routes.values()], this.cwd, new Diagnostics(), this.folders);
    // The site's own robots.txt in its static folder wins over the generated one, as in `pxdocs build`, which names no sitemap it did not write.
    if (path === 'robots.txt' && !this.staticFile(path)) return robots(sitePublicUrl(this.config), this.config.noIndex || !(await siteSitemap(this.config, [...this.routes.values()], this.cwd, new Diagnostics(), this.folders)), this.config.sitemap.filename);
    if (path === OPENSEARCH_FILE && this.site.openSearch && !this.staticFile(path)) return openSearchXml(this.config);
    if (path === INDEX_FILE || path === RECORDS_FILE || path.startsWith(`${SHARD_DIR}/`) || path.startsWith(`${RECORDS_PARTS_DIR}/`)) return this.searchFile(path);
    // Markdown for agents, made from the page's current HTML as the build makes it.
    const markdownRoute = this.markdownRoute(path);
    if (markdownRoute) {
      if (markdownRoute.doc) await this.refreshRequested([markdownRoute.page.permalink]);
      else this.drawOthers();
      const html = this.outputText(this.fileOf(markdownRoute.page.permalink));
      return html === undefined ? undefined : pageMarkdown(html, markdownRoute.page, this.config);
    }
    // The site's own llms.txt and llms-full.txt in its static folder win over the generated ones, as in `pxdocs build`.
    if (path === LLMS_FILE && !this.staticFile(path)) return llmsTxt(this.listedPages(), this.config);
    if (path === LLMS_FULL_FILE && !this.staticFile(path)) return this.llmsFull();
    const written = this.output.get(path);
    if (written !== undefined) return written;
    const client = this.clientFile(path);
    if (client) return client;
    const tree = this.sidebarTrees.get(path);
    if (tree !== undefined) return tree;
    // A co-located image or static file removed since it was listed is not found (404), not a failure naming the machine's paths.
    const image = this.images.get(`/${path}`);
    if (image) return readFile(image).catch(() => undefined);
    const file = this.staticFile(path);
    if (file) return readFile(file).catch(() => undefined);
    this.drawOthers();
    return this.output.get(path);
  }

  /** An output file as text, read back from the session's output store. */
  private outputText(path: string): string | undefined {
    return this.output.get(path)?.toString('utf8');
  }

  /** A page's HTML with the live-reload client; a page that never built says so, with the overlay. */
  private async page(path: string, route: Route | undefined): Promise<string> {
    if (route?.doc) await this.refreshRequested([route.page.permalink]);
    // A list asked for during the warm-up shows the excerpts known so far.
    else if (this.listsPending) await this.exclusive(async () => this.listsPending && this.drawLists());
    else if (this.othersPending) await this.exclusive(async () => this.drawOthers());
    const html = this.outputText(path);
    if (html !== undefined) return html.replace('</body>', `<script data-pxdocs-dev>${this.devScript}</script></body>`);
    const failure = (route?.doc && this.errors.get(route.doc.file)) || this.errors.get(`(page)${route?.page.permalink ?? '/404'}`);
    return errorPage(failure ? [overlayError(failure)] : [], this.devScript);
  }

  /** Keeps an unexpected rebuild failure for the overlay (tabs opened later see it too) until the next change. */
  recordFailure(error: unknown): void {
    const [first] = toPxErrors(error);
    this.errors.set(REBUILD_ERROR, first);
  }

  overlayErrors(): OverlayError[] {
    return [...this.errors.values()].map(overlayError);
  }
}

/** An error as the overlay shows it. */
function overlayError(error: PxError): OverlayError {
  // An error tied to no file (a content area's folder missing, say) has no `where`, rather than an empty one.
  return { title: error.title, message: error.message, ...(error.where ? { where: formatWhere(error.where) } : {}), frame: error.frame, hint: error.hint };
}

/** Whether a page's build failed because its own code ran out of time (`pageTimeoutMs`). */
function ranOutOfTime(errors: SerializedError[] | undefined): boolean {
  return Boolean(errors?.some((error) => error.code === 'PageTimedOut'));
}

/** A page text's hash (undefined for a page that could not be read). */
function hashOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : textHash(text);
}

/** Whether a path is a symbolic link (false when it is gone). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
