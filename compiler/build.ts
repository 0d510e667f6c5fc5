// The build, top to bottom: each stage is one task line in the output.
// config → discover → sidebars → compile MDX → bundle pages → client assets →
// render → validate → write to a temporary folder → swap into out/.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from './config/load.js';
import { discover, dropDuplicateRoutes, type Doc } from './discover.js';
import { Diagnostics, type Diagnostic } from './diagnostics.js';
import { PxError, PxErrorList, toPxErrors } from './errors.js';
import { buildSidebars } from './sidebars.js';
import { createCompiler, type CompiledPage } from './mdx/compile.js';
import { loadLanguages } from '../theme/components/highlight.js';
import { bundlePages } from './bundle-pages.js';
import { buildClientAssets, THEME_DIR } from './client-assets.js';
import { buildRoutes, notFoundPage, type Route } from './routes.js';
import { renderPage } from './render.js';
import { configLinks, siteData } from './site-data.js';
import { collectHrefs, collectIds, validateLinks, type PageLinks } from './validate.js';
import { OutputFolder } from './emit.js';
import { precompress } from './precompress.js';
import { robots, sitemap } from './sitemap.js';
import { outputFiles } from './output-files.js';
import { buildSearch } from './search/index.js';
import { permalinkToFile } from './paths.js';
import { formatBytes, formatMs, Reporter } from './reporter.js';
import type { SiteData } from '../theme/components/types.js';

export interface BuildOptions {
  cwd: string;
  /** Output folder (default: `<cwd>/out`). */
  outDir?: string;
  reporter?: Reporter;
  /** Drafts are included in development builds only (default: 'production'). */
  mode?: 'production' | 'development';
}

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: Diagnostic[];
  ms: number;
  bytes: number;
  routes: Route[];
  /** Gzipped first-load bytes per page kind (the heaviest page of each kind). */
  firstLoad: Map<string, { js: number; css: number }>;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const cwd = resolve(options.cwd);
  const outDir = resolve(cwd, options.outDir ?? 'out');
  const reporter = options.reporter ?? new Reporter();
  const diagnostics = new Diagnostics();
  const output = new OutputFolder(outDir, { diagnostics, siteRoot: cwd });

  try {
    const { config } = await reporter.task('load config', () => loadConfig(cwd));

    const tree = await reporter.task('discover content', async (task) => {
      const found = await discover({ cwd, config, diagnostics, includeDrafts: options.mode === 'development' });
      dropDuplicateRoutes(found, diagnostics, config.onDuplicateRoutes);
      task.note(`${found.docs.length} pages in ${found.areas.size} areas`);
      return found;
    });

    const sidebars = await reporter.task('generate sidebars', (task) => {
      const result = buildSidebars(tree);
      task.note(`${result.items.size} sidebars, ${result.generatedIndexes.length} generated index pages`);
      return result;
    });

    const compiled = await reporter.task('compile MDX', async (task) => {
      const missing = await loadLanguages(config.highlight.additionalLanguages);
      if (missing.length) {
        throw new PxError('Unknown highlight language', `No grammar exists for: ${missing.join(', ')}.`, { where: { file: 'config/site.config.ts' }, hint: 'Remove it from highlight.additionalLanguages, or use a Prism language name.' });
      }
      const timings: { source: string; ms: number }[] = [];
      const result = await compileAll(tree.docs, cwd, config.contentDir, config.highlight.defaultLanguage, diagnostics, (done) => task.progress(done, tree.docs.length), timings);
      task.note(`${tree.docs.length} pages`);
      for (const slow of timings.sort((a, b) => b.ms - a.ms).slice(0, 5)) task.detail(`${formatMs(slow.ms).padStart(7)}  ${slow.source}`);
      return result;
    });

    const components = await reporter.task('bundle pages', async () => bundlePages({
      compiled: new Map([...compiled].map(([file, page]) => [file, page.code])),
      cwd,
      compileExtra: async (file) => {
        const compile = createCompiler({ defaultLanguage: config.highlight.defaultLanguage });
        const text = await readFile(file, 'utf8');
        const page = await compile({ file, source: relative(cwd, file), format: file.endsWith('.mdx') ? 'mdx' : 'md', text, links: linkContext(tree.docs, cwd, config.contentDir), permalink: '/' });
        return page.code;
      },
    }));

    const client = await reporter.task('bundle client assets', async (task) => {
      const result = await buildClientAssets({ announcementId: config.announcementBar?.id });
      task.note(`${Object.keys(result.assets.islands).length} islands, ${result.assets.css.length} stylesheet`);
      for (const [url, bytes] of result.gzipSizes) task.detail(`${formatBytes(bytes).padStart(8)} gzip  ${url}`);
      return result;
    });

    const site = siteData(config, sidebars, client.assets);
    const routes = buildRoutes({ config, docs: tree.docs, sidebars, tocs: new Map([...compiled].map(([file, page]) => [file, page.toc])), diagnostics });

    const rendered = await reporter.task('render pages', (task) => {
      const pages: { route: Route; html: string; islands: string[]; body: string }[] = [];
      const errors: PxError[] = [];
      routes.forEach((route, index) => {
        try {
          const result = renderPage({
            site,
            page: route.page,
            content: route.doc ? components.get(route.doc.file) : undefined,
            titleInBody: route.doc?.titleInBody,
            baseIslands: ['core'],
            headScript: client.assets.headScript,
          });
          pages.push({ route, ...result, body: mainRegion(result.html) });
        } catch (error) {
          errors.push(new PxError('Page failed to render', (error as Error).message, {
            where: { file: route.source },
            hint: 'A component on this page threw while rendering; check its props and imports.',
            cause: error,
          }));
        }
        task.progress(index + 1, routes.length);
      });
      if (errors.length) throw new PxErrorList(errors);
      task.note(`${pages.length} pages`);
      return pages;
    });
    const notFound = renderPage({ site, page: notFoundPage(), baseIslands: ['core'], headScript: client.assets.headScript });

    await reporter.task('validate links', (task) => {
      const ids = new Map(rendered.map((page) => [page.route.page.permalink, collectIds(page.html)]));
      const files = outputFiles({
        cwd,
        staticDir: config.staticDir,
        assets: [...client.files.map((file) => `/${file.path}`), ...[...compiled.values()].flatMap((page) => page.assets.map((asset) => asset.to))],
      });
      const pages: PageLinks[] = rendered.map((page) => ({
        source: page.route.source,
        permalink: page.route.page.permalink,
        links: page.route.doc ? compiled.get(page.route.doc.file)?.links ?? [] : [],
        unchecked: page.route.doc ? compiled.get(page.route.doc.file)?.unchecked : undefined,
        renderedHrefs: collectHrefs(page.body),
      }));
      pages.push({ source: 'config/site.config.ts', permalink: '/', links: configLinks(site), renderedHrefs: [] });
      const summary = validateLinks({ config, pages, ids, files, diagnostics });
      task.note(`${summary.checked} links, ${summary.broken} broken`);
      task.detail(`${ids.size} pages with ${[...ids.values()].reduce((sum, set) => sum + set.size, 0)} anchors; ${files.size} other files`);
      diagnostics.throwIfErrors();
    });

    const search = await reporter.task('build search index', async (task) => {
      const result = await buildSearch({ config, pages: rendered.map((page) => ({ route: page.route, html: page.html })) });
      task.note(result.note);
      return result;
    });

    const firstLoad = measureFirstLoad(rendered, client.gzipSizes, site.assets);
    for (const [kind, size] of firstLoad) {
      if (kind !== 'doc' && kind !== 'generated-index') continue;
      if (size.js > config.budgets.javascript) diagnostics.warn({ kind: 'budget', message: `${kind} pages load ${formatBytes(size.js)} of JavaScript (gzip) on first visit; the budget is ${formatBytes(config.budgets.javascript)}.` });
      if (size.css > config.budgets.css) diagnostics.warn({ kind: 'budget', message: `${kind} pages load ${formatBytes(size.css)} of CSS (gzip) on first visit; the budget is ${formatBytes(config.budgets.css)}.` });
    }

    await reporter.task('write output', async (task) => {
      await output.prepare();
      const writes: Promise<void>[] = [];
      for (const page of rendered) writes.push(output.write(permalinkToFile(page.route.page.permalink), page.html));
      writes.push(output.write('404.html', notFound.html));
      for (const file of client.files) writes.push(output.write(file.path, file.contents));
      for (const file of search.files) writes.push(output.write(file.path, file.contents));
      const images = new Map<string, string>();
      for (const page of compiled.values()) for (const asset of page.assets) images.set(asset.to, asset.from);
      for (const [to, from] of images) writes.push(output.copy(from, to.slice(1)));
      await Promise.all(writes);
      await output.copy(join(THEME_DIR, 'static'), '.');
      if (existsSync(join(cwd, config.staticDir))) await output.copy(join(cwd, config.staticDir), '.');
      const listed = rendered.filter((page) => page.route.listed).map((page) => page.route.page.permalink);
      await output.write('sitemap.xml', sitemap(config.url, listed));
      await output.write('robots.txt', robots(config.url));
      await precompress(output.tmp);
      await output.commit();
      task.note(`${formatBytes(output.bytes)} in ${relative(cwd, outDir) || '.'}/`);
    });

    const result: BuildResult = {
      outDir,
      pages: rendered.length,
      warnings: diagnostics.warnings,
      ms: performance.now() - started,
      bytes: output.bytes,
      routes,
      firstLoad,
    };
    reporter.diagnostics('Warnings', diagnostics.warnings, (text) => `\u001b[33m${text}\u001b[39m`);
    reporter.diagnostics('Notes', diagnostics.logs, (text) => text);
    reporter.line();
    reporter.line(`Built ${result.pages} pages in ${formatMs(result.ms)} · ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'} · ${formatBytes(result.bytes)} written to ${relative(cwd, outDir) || '.'}/`);
    for (const [kind, size] of firstLoad) {
      reporter.line(`  first load, ${kind.padEnd(16)} JS ${formatBytes(size.js).padStart(8)} · CSS ${formatBytes(size.css).padStart(8)} (gzip)`);
    }
    return result;
  } catch (error) {
    await output.discard();
    if (diagnostics.warnings.length) reporter.diagnostics('Warnings', diagnostics.warnings, (text) => text);
    throw new PxErrorList([...diagnostics.errors.filter((item) => !toPxErrors(error).includes(item)), ...toPxErrors(error)]);
  }
}

async function compileAll(docs: Doc[], cwd: string, contentDir: string, defaultLanguage: string, diagnostics: Diagnostics, progress: (done: number) => void, timings: { source: string; ms: number }[]): Promise<Map<string, CompiledPage>> {
  const compile = createCompiler({ defaultLanguage });
  const links = linkContext(docs, cwd, contentDir);
  const results = new Map<string, CompiledPage>();
  const errors: PxError[] = [];
  // Files are read all at once (I/O overlaps); pages then compile one after
  // another, which is what the CPU-bound compiler does best on one thread.
  const texts = await Promise.all(docs.map((doc) => readFile(doc.file, 'utf8').catch((error: Error) => error)));
  for (const [index, doc] of docs.entries()) {
    const started = performance.now();
    const text = texts[index];
    try {
      if (text instanceof Error) throw new PxError('Unreadable page', `${doc.source} could not be read: ${text.message}`, { where: { file: doc.source }, hint: 'Check the file permissions.' });
      const page = await compile({ file: doc.file, source: doc.source, format: doc.format, text, links, permalink: doc.permalink });
      for (const warning of page.warnings) diagnostics.warn({ kind: 'code-language', message: warning.message, where: { file: doc.source, line: warning.line, column: warning.column } });
      results.set(doc.file, page);
      timings.push({ source: doc.source, ms: performance.now() - started });
    } catch (error) {
      errors.push(...toPxErrors(error));
    }
    progress(index + 1);
  }
  if (errors.length) throw new PxErrorList(errors);
  return results;
}

function linkContext(docs: Doc[], cwd: string, contentDir: string) {
  return { fileRoutes: new Map(docs.map((doc) => [doc.file, doc.permalink])), contentRoot: join(cwd, contentDir), siteRoot: cwd };
}

/** The `<main>` region of a rendered page: where page content lives. */
function mainRegion(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end === -1 ? '' : html.slice(start, end);
}

/** Gzipped JavaScript and CSS a first visit downloads, for the heaviest page of each kind. */
function measureFirstLoad(pages: { route: Route; islands: string[] }[], gzip: Map<string, number>, assets: SiteData['assets']): Map<string, { js: number; css: number }> {
  const css = assets.css.reduce((sum, href) => sum + (gzip.get(href) ?? 0), 0);
  const result = new Map<string, { js: number; css: number }>();
  for (const page of pages) {
    const urls = new Set<string>();
    for (const name of page.islands) {
      const island = assets.islands[name];
      if (!island) continue;
      urls.add(island.src);
      for (const chunk of island.preload) urls.add(chunk);
    }
    // The inline head script counts too: it ships inside every page.
    let js = gzipSync(assets.headScript).length;
    for (const url of urls) js += gzip.get(url) ?? 0;
    const kind = page.route.page.kind;
    const previous = result.get(kind);
    if (!previous || previous.js < js) result.set(kind, { js, css });
  }
  return result;
}
