// The site in memory for `pxdocs dev`: built once, then kept current by
// applying file changes. Only what a change touches is redone: one page's
// compile and bundle for a body edit; sidebars and routes too when its title,
// label, position or route changed. Pages render on request and are cached.
// A broken edit keeps the last good page and is reported for the overlay.
import { readFile } from 'node:fs/promises';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { transform } from 'esbuild';
import { findConfigFile, loadConfig, CONFIG_FILE } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { discover, dropDuplicateRoutes, readPage, type ContentTree, type Doc } from '../discover.js';
import { Diagnostics, type Diagnostic } from '../diagnostics.js';
import { PxError, toPxErrors, formatWhere } from '../errors.js';
import { buildSidebars, type Sidebars } from '../sidebars.js';
import { mermaidFiles } from '../mdx/mermaid.js';
import { compilerOptions, createCompiler, fileFormat, type CompiledPage } from '../mdx/compile.js';
import { loadLanguages } from '../../theme/components/highlight.js';
import { bundlePages, type PageComponent } from '../bundle-pages.js';
import { buildClientAssets, THEME_DIR, type ClientAssets } from '../client-assets.js';
import { buildRoutes, notFoundPage, type Route } from '../routes.js';
import { renderPage } from '../render.js';
import { configLinks, siteData } from '../site-data.js';
import { validateLinks, type PageLinks } from '../validate.js';
import { outputFiles } from '../output-files.js';
import { robots, sitemap } from '../sitemap.js';
import type { Reporter } from '../reporter.js';
import type { SiteData } from '../../theme/components/types.js';
import { buildSearch } from '../search/index.js';
import { extractRecords } from '../search/records.js';
import { attachVectors, buildEmbeddings, embeddingsEnabled, parseEmbeddings } from '../search/embeddings.js';
import { INDEX_FILE, RECORDS_FILE } from '../search/config.js';
import { SHARD_DIR } from '../search/shards.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { llmsFullTxt, llmsTxt, markdownPages, LLMS_FILE, LLMS_FULL_FILE } from '../markdown/llms.js';
import { pageMarkdown } from '../markdown/page-markdown.js';
import { hasMarkdown } from '../../theme/shared/markdown-path.js';
import { readPageText } from '../page-text.js';

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

/** Fields of a doc that, when they change, change other pages (sidebars, neighbours). */
function shape(doc: Doc): string {
  const fm = doc.frontMatter;
  return JSON.stringify([doc.id, doc.permalink, doc.title, doc.label, doc.position, doc.unlisted, doc.draft, doc.description, fm.pagination_label, fm.pagination_next, fm.pagination_prev, fm.sidebar_class_name]);
}

export class DevSession {
  readonly cwd: string;
  private readonly reporter: Reporter;
  private config!: SiteConfig;
  private tree!: ContentTree;
  private sidebars!: Sidebars;
  private site!: SiteData;
  private client!: ClientAssets;
  private clientFiles = new Map<string, Uint8Array>();
  private routes = new Map<string, Route>();
  private compiled = new Map<string, CompiledPage>();
  private texts = new Map<string, string>();
  private components = new Map<string, PageComponent>();
  private rendered = new Map<string, string>();
  private images = new Map<string, string>();
  private devScript = '';
  private compile!: ReturnType<typeof createCompiler>;
  /** Source file → the error its last edit caused (the page keeps its last good version). */
  readonly errors = new Map<string, PxError>();
  /** Search artifacts and chat records, computed on first request after a change. */
  private searchFiles?: Promise<Map<string, string | Uint8Array>>;
  private records?: SearchRecord[];
  /** Warnings already printed, per source of warnings, so each is printed once. */
  private printed = new Map<string, Set<string>>();

  constructor(cwd: string, reporter: Reporter) {
    this.cwd = resolve(cwd);
    this.reporter = reporter;
  }

  get siteConfig(): SiteConfig {
    return this.config;
  }

  /** Builds everything into memory. A broken page does not stop it: it is reported. */
  async start(): Promise<void> {
    const { config } = await loadConfig(this.cwd);
    this.config = config;
    const missing = await loadLanguages(config.highlight.additionalLanguages);
    if (missing.length) throw new PxError('Unknown highlight language', `No grammar exists for: ${missing.join(', ')}.`, { where: { file: CONFIG_FILE } });
    this.compile = createCompiler(compilerOptions(config));
    this.devScript = (await transform(await readFile(join(THEME_DIR, 'inline', 'dev-client.ts'), 'utf8'), { loader: 'ts', minify: true })).code;
    await this.buildClient();
    await this.loadContent(true);
  }

  private async buildClient(): Promise<void> {
    this.client = await buildClientAssets({ announcementId: this.config.announcementBar?.id, minify: false });
    this.clientFiles = new Map(this.client.files.map((file) => [file.path, file.contents]));
    // Served from node_modules on request, as `pxdocs build` copies them (mermaid island).
    for (const file of mermaidFiles()) this.images.set(`/${file.to}`, file.from);
  }

  /** Discovery, sidebars and routes from the files on disk; compiles what is new or changed. */
  private async loadContent(all: boolean): Promise<UpdateResult> {
    const diagnostics = new Diagnostics();
    const tree = await discover({ cwd: this.cwd, config: this.config, diagnostics, includeDrafts: true });
    dropDuplicateRoutes(tree, diagnostics, this.config.onDuplicateRoutes);
    this.tree = tree;
    const live = new Set(tree.docs.map((doc) => doc.file));
    for (const file of [...this.compiled.keys()]) if (!live.has(file)) this.forget(file);
    // Errors of pages that no longer exist go too: a page broken from the start
    // (never compiled) is not in `compiled`, and its overlay must still clear.
    for (const key of [...this.errors.keys()]) if (key === '(rebuild)' || (!live.has(key) && key !== join(this.cwd, CONFIG_FILE) && !existsSync(key))) this.errors.delete(key);
    const changed: Doc[] = [];
    for (const doc of tree.docs) {
      const text = await readPageText(doc.file);
      if (all || this.texts.get(doc.file) !== text || !this.compiled.has(doc.file)) changed.push(doc);
    }
    const errors = await this.compileDocs(changed);
    this.relink();
    this.report('discovery', diagnostics.warnings);
    return { reload: '*', errors };
  }

  private forget(file: string): void {
    this.compiled.delete(file);
    this.components.delete(file);
    this.texts.delete(file);
    this.errors.delete(file);
  }

  /** Compiles and bundles pages; failures are kept per file and the last good version stays. */
  private async compileDocs(docs: Doc[]): Promise<PxError[]> {
    const links = { fileRoutes: new Map(this.tree.docs.map((doc) => [doc.file, doc.permalink])), contentRoot: this.tree.root, siteRoot: this.cwd };
    const fresh = new Map<string, string>();
    const errors: PxError[] = [];
    for (const doc of docs) {
      let text: string;
      try {
        text = await readPageText(doc.file);
        const page = await this.compile({ file: doc.file, source: doc.source, format: doc.format, text, links, permalink: doc.permalink });
        this.texts.set(doc.file, text);
        this.compiled.set(doc.file, page);
        for (const asset of page.assets) this.images.set(asset.to, asset.from);
        fresh.set(doc.file, page.code);
      } catch (error) {
        for (const item of toPxErrors(error)) errors.push(item);
        this.errors.set(doc.file, toPxErrors(error)[0]);
      }
    }
    if (fresh.size) {
      try {
        const bundled = await bundlePages({
          compiled: fresh,
          cwd: this.cwd,
          compileExtra: async (file) => {
            const text = await readPageText(file);
            return (await this.compile({ file, source: relative(this.cwd, file), format: fileFormat(file, text, this.config.markdown.format), text, links, permalink: '/' })).code;
          },
        });
        for (const [file, component] of bundled.pages) {
          this.components.set(file, component);
          this.errors.delete(file);
        }
      } catch (error) {
        for (const item of toPxErrors(error)) {
          errors.push(item);
          const file = item.where?.file ? resolve(this.cwd, item.where.file) : [...fresh.keys()][0];
          this.errors.set(file, item);
        }
      }
    }
    return errors;
  }

  /** Sidebars, site data and routes from the current tree; all rendered pages become stale. */
  private relink(): void {
    this.sidebars = buildSidebars(this.tree);
    this.site = siteData(this.config, this.sidebars, this.client.assets);
    const diagnostics = new Diagnostics();
    const tocs = new Map([...this.compiled].map(([file, page]) => [file, page.toc]));
    this.routes = new Map(buildRoutes({ config: this.config, docs: this.tree.docs, sidebars: this.sidebars, tocs, diagnostics }).map((route) => [route.page.permalink, route]));
    this.rendered.clear();
    this.staleSearch();
    this.validate();
  }

  private staleSearch(): void {
    this.searchFiles = undefined;
    this.records = undefined;
  }

  /** Every listed route rendered, as the search and chat extract from built pages. */
  private renderedPages(): { route: Route; html: string }[] {
    return [...this.routes.values()].map((route) => ({ route, html: this.page(route.page.permalink) }));
  }

  private search(): Promise<Map<string, string | Uint8Array>> {
    this.searchFiles ??= buildSearch({ config: this.config, pages: this.renderedPages(), embeddings: false, precompressed: false }).then((output) => new Map(output.files.map((file) => [file.path, file.contents])));
    return this.searchFiles;
  }

  /** The search records the chat answers from, current with the last change. */
  chatRecords(): SearchRecord[] {
    if (!this.records) {
      const records = extractRecords(this.renderedPages(), this.config);
      this.records = records;
      // Section vectors come in the background (cached on disk by text, so after
      // an edit only that page's sections are embedded); until then the chat
      // ranks lexically.
      if (this.config.chat.enabled && embeddingsEnabled()) {
        buildEmbeddings(records, join(this.cwd, '.pxdocs', 'embeddings-cache.json'))
          .then((vectors) => attachVectors(records, parseEmbeddings(vectors.meta, vectors.bytes)))
          .catch(() => undefined);
      }
    }
    return this.records;
  }

  /** Link validation from compiled data (heading ids stand in for rendered ids). */
  private validate(): void {
    const diagnostics = new Diagnostics();
    const ids = new Map<string, Set<string>>();
    for (const route of this.routes.values()) {
      const page = route.doc ? this.compiled.get(route.doc.file) : undefined;
      ids.set(route.page.permalink, new Set(page?.headingIds ?? []));
    }
    const files = outputFiles({ cwd: this.cwd, staticDir: this.config.staticDir, assets: [...[...this.clientFiles.keys()].map((path) => `/${path}`), ...this.images.keys()] });
    const pages: PageLinks[] = [...this.routes.values()].filter((route) => route.doc).map((route) => ({
      source: route.source,
      permalink: route.page.permalink,
      links: this.compiled.get(route.doc!.file)?.links ?? [],
      unchecked: this.compiled.get(route.doc!.file)?.unchecked,
      renderedHrefs: [],
    }));
    pages.push({ source: CONFIG_FILE, permalink: '/', links: configLinks(this.site), renderedHrefs: [] });
    // In dev, a link that would fail the build is shown, never fatal.
    validateLinks({ config: { ...this.config, onBrokenLinks: this.config.onBrokenLinks === 'throw' ? 'warn' : this.config.onBrokenLinks }, pages, ids, files, diagnostics });
    this.report('links', diagnostics.warnings);
  }

  /**
   * Prints the warnings of one source (discovery, links, one page's front
   * matter) that it had not printed before; one that went away and comes back
   * is printed again.
   */
  private report(channel: string, warnings: Diagnostic[]): void {
    const keys = new Set<string>();
    const before = this.printed.get(channel) ?? new Set<string>();
    for (const warning of warnings) {
      const key = `${warning.kind}|${warning.message}|${warning.where?.file}:${warning.where?.line}`;
      keys.add(key);
      if (before.has(key)) continue;
      this.reporter.line(`  warning  ${warning.where && !warning.message.startsWith(warning.where.file) ? `${formatWhere(warning.where)}: ` : ''}${warning.message}`);
    }
    this.printed.set(channel, keys);
  }

  /** Applies a batch of file changes; returns the routes to reload and any errors. */
  async applyChanges(changes: Change[]): Promise<UpdateResult> {
    const contentRoot = this.tree.root + sep;
    const configFile = join(this.cwd, findConfigFile(this.cwd) ?? CONFIG_FILE);
    const themeRoot = THEME_DIR;
    if (changes.some((change) => change.path === configFile || change.path.startsWith(join(this.cwd, 'config') + sep))) {
      // A config that does not load keeps the site as it was; the error shows in the overlay.
      try {
        await loadConfig(this.cwd);
      } catch (error) {
        this.errors.set(configFile, toPxErrors(error)[0]);
        return { reload: [], errors: [...this.errors.values()] };
      }
      this.errors.delete(configFile);
      this.reporter.line('  config changed: rebuilding everything');
      this.compiled.clear();
      this.components.clear();
      this.texts.clear();
      this.errors.clear();
      await this.start();
      return { reload: '*', errors: [...this.errors.values()] };
    }
    if (changes.some((change) => change.path.startsWith(themeRoot))) {
      // Server components (and code they share) are loaded modules: only a fresh
      // process renders with the new ones. Browser code and styles rebuild here.
      if (changes.some((change) => /[\\/](components|shared)[\\/]/.test(change.path.slice(themeRoot.length - 1)))) return { reload: '*', errors: [], restart: true };
      await this.buildClient();
      this.site = siteData(this.config, this.sidebars, this.client.assets);
      this.rendered.clear();
      this.staleSearch();
    }
    // A sidebars file changes sidebars, not pages: rediscover.
    const model = this.tree.model;
    if (model.sidebars.kind === 'file' && changes.some((change) => change.path === join(this.cwd, (model.sidebars as { file: string }).file))) return this.loadContent(false);
    const pages = changes.filter((change) => change.path.startsWith(contentRoot));
    if (!pages.length) return { reload: '*', errors: [...this.errors.values()] };
    const structural = pages.some((change) => change.event !== 'change' || !/\.mdx?$/.test(change.path));
    if (structural) return this.loadContent(false);
    const reload = new Set<string>();
    let relink = false;
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
      this.report(`page:${change.path}`, pageDiagnostics.warnings);
      if (!doc) continue;
      if (!old || shape(old) !== shape(doc)) relink = true;
      this.replaceDoc(old, doc);
      edited.push(doc);
      reload.add(doc.permalink);
      if (old && old.permalink !== doc.permalink) reload.add(old.permalink);
    }
    const beforeHeadings = new Map(edited.map((doc) => [doc.file, JSON.stringify(this.compiled.get(doc.file)?.toc ?? [])]));
    const lastGood = new Map(edited.map((doc) => [doc.file, { component: this.components.get(doc.file), html: this.rendered.get(doc.permalink) }]));
    await this.compileDocs(edited);
    if (relink) {
      this.relink();
      // Edited pages are still rendered now (an automatic description changes
      // with the body, which relinks), so a throwing component keeps the last good page.
      for (const doc of edited) this.renderOrKeepLastGood(doc, this.routes.get(doc.permalink), lastGood);
      return { reload: '*', errors: [...this.errors.values()] };
    }
    for (const doc of edited) {
      const route = this.routes.get(doc.permalink);
      const page = this.compiled.get(doc.file);
      if (route && page && beforeHeadings.get(doc.file) !== JSON.stringify(page.toc)) {
        // Headings changed: this page's TOC changes; links to its anchors are rechecked.
        const min = doc.frontMatter.toc_min_heading_level ?? this.config.toc.minHeadingLevel;
        const max = doc.frontMatter.toc_max_heading_level ?? this.config.toc.maxHeadingLevel;
        route.page.toc = page.toc.filter((entry) => entry.depth >= min && entry.depth <= max);
      }
      if (route) route.doc = doc;
      this.renderOrKeepLastGood(doc, route, lastGood);
    }
    this.staleSearch();
    this.validate();
    return { reload: [...reload], errors: [...this.errors.values()] };
  }

  /**
   * Renders an edited page now, so a component that throws is reported at once
   * and the last good page stays served instead of an error page.
   */
  private renderOrKeepLastGood(doc: Doc, route: Route | undefined, lastGood: Map<string, { component?: PageComponent; html?: string }>): void {
    this.rendered.delete(doc.permalink);
    if (!route || this.errors.has(doc.file)) return;
    try {
      this.rendered.set(doc.permalink, this.renderRoute(route));
    } catch (error) {
      const previous = lastGood.get(doc.file);
      if (previous?.component) this.components.set(doc.file, previous.component);
      if (previous?.html) this.rendered.set(doc.permalink, previous.html);
      this.errors.set(doc.file, new PxError('Page failed to render', (error as Error).message, { where: { file: doc.source }, hint: 'A component on this page threw while rendering; check its props and imports.' }));
    }
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

  /** Whether an output path (as `pxdocs build` would write it) exists. */
  has(path: string): boolean {
    if (path === '404.html' || path === 'sitemap.xml' || path === 'robots.txt' || path === INDEX_FILE || path === RECORDS_FILE || path.startsWith(`${SHARD_DIR}/`)) return true;
    if (path.endsWith('.html')) return this.routes.has(path === 'index.html' ? '/' : `/${path.slice(0, -'.html'.length)}`);
    if (path === LLMS_FILE || path === LLMS_FULL_FILE || this.markdownRoute(path)) return true;
    if (this.clientFiles.has(path) || this.images.has(`/${path}`)) return true;
    return this.staticFile(path) !== undefined;
  }

  /** The route whose Markdown twin an output path names (`learn/rules.md`), if any. */
  private markdownRoute(path: string): Route | undefined {
    if (!path.endsWith('.md')) return undefined;
    const route = this.routes.get(`/${path.slice(0, -'.md'.length)}`);
    return route && hasMarkdown(route.page) ? route : undefined;
  }

  private staticFile(path: string): string | undefined {
    for (const root of [join(this.cwd, this.config.staticDir), join(THEME_DIR, 'static')]) {
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

  /** The contents of an output path; pages render on first request after a change. */
  async read(path: string): Promise<string | Uint8Array | undefined> {
    if (path.endsWith('.html')) return this.page(path === '404.html' ? undefined : path === 'index.html' ? '/' : `/${path.slice(0, -'.html'.length)}`);
    if (path === 'sitemap.xml') return sitemap(this.config.url, [...this.routes.values()].filter((route) => route.listed).map((route) => route.page.permalink));
    if (path === 'robots.txt') return robots(this.config.url);
    if (path === INDEX_FILE || path === RECORDS_FILE || path.startsWith(`${SHARD_DIR}/`)) return (await this.search()).get(path);
    // Markdown for agents is made on request from the current pages, as the build makes it.
    const markdownRoute = this.markdownRoute(path);
    if (markdownRoute) return pageMarkdown(this.page(markdownRoute.page.permalink), markdownRoute.page, this.config);
    if (path === LLMS_FILE) return llmsTxt(markdownPages(this.renderedPages(), this.config), this.config);
    if (path === LLMS_FULL_FILE) return llmsFullTxt(markdownPages(this.renderedPages(), this.config), this.config);
    const client = this.clientFiles.get(path);
    if (client) return client;
    const image = this.images.get(`/${path}`);
    if (image) return readFile(image);
    const file = this.staticFile(path);
    return file ? readFile(file) : undefined;
  }

  /** A route's HTML with the live-reload client; throws when a component throws. */
  private renderRoute(route: Route | undefined): string {
    const html = renderPage({
      site: this.site,
      page: route?.page ?? notFoundPage(),
      content: route?.doc ? this.components.get(route.doc.file) : undefined,
      titleInBody: route?.doc?.titleInBody,
      baseIslands: ['core'],
      headScript: this.client.assets.headScript,
    }).html;
    return html.replace('</body>', `<script>${this.devScript}</script></body>`);
  }

  /** Rendered HTML of a route (or the not-found page), cached until a change touches it. */
  page(permalink: string | undefined): string {
    const key = permalink ?? '404';
    const cached = this.rendered.get(key);
    if (cached) return cached;
    const route = permalink ? this.routes.get(permalink) : undefined;
    let html: string;
    try {
      html = this.renderRoute(route);
    } catch (error) {
      const failure = new PxError('Page failed to render', (error as Error).message, { where: { file: route?.source ?? 'theme' }, hint: 'A component on this page threw while rendering.' });
      if (route?.doc) this.errors.set(route.doc.file, failure);
      // No good version exists yet (the page failed from the start): say so, with the overlay.
      html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Render error</title></head><body><h1>This page could not render</h1><pre>${escapeHtml(failure.message)}</pre><script>${this.devScript}</script></body></html>`;
    }
    this.rendered.set(key, html);
    return html;
  }

  /** Keeps an unexpected rebuild failure for the overlay (tabs opened later see it too). */
  recordFailure(error: unknown): void {
    const [first] = toPxErrors(error);
    this.errors.set(first.where?.file ? resolve(this.cwd, first.where.file) : '(rebuild)', first);
  }

  overlayErrors(): OverlayError[] {
    return [...this.errors.values()].map((error) => ({ title: error.title, message: error.message, where: formatWhere(error.where), frame: error.frame, hint: error.hint }));
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
