// The route table: every page the site has, with what its layout needs
// (sidebar, breadcrumbs, previous/next, TOC). Duplicated routes are reported here.
import { posix } from 'node:path';
import { isStandalonePage, type Doc } from './discover.js';
import type { Diagnostics } from './diagnostics.js';
import { flattenSidebar, sidebarTrails, versionsOfInstance, type FlatEntry, type SidebarItem, type Sidebars } from './sidebars.js';
import { instanceOfId } from '../theme/shared/version-ids.js';
import type { BlogAuthor, PageData, SidebarPlace, TocEntry } from '../theme/components/types.js';
import type { SiteConfig } from './config/schema.js';
import { configSource } from './config/source.js';
import { toCard } from '../theme/components/mdx/DocCardList.js';
import { pxErrors } from './errors/catalogue.js';
import { pathInside, permalinkToFile, reservedRoute } from './paths.js';
import { isSiteNotFoundPage } from './site-not-found.js';
import { docsInstances, docsModel, docsOptions } from './config/docs-model.js';
import { docTags, tagPages, type TagsFile } from './tags.js';
import { listTitles } from './list-titles.js';
import type { LastUpdate } from './git-last-update.js';
import { CURRENT_VERSION, versionOfPath, type DocsVersion } from './docs-versions.js';
import { localeName, localizedDocsDir, translatedDocPath } from './i18n.js';
import { editUrlFromFunction, type DocsEditUrlFunction } from './edit-url.js';
import { withBase } from '../theme/shared/base-url.js';
import { blogRoutes } from './blog/routes.js';
import { blogInstances, postInstance } from './blog/discover.js';
import type { PageVersion } from '../theme/components/types.js';
import { warnWindowsName } from './windows-names.js';
import { writtenAsFolder } from './folder-routes.js';

export interface Route {
  page: PageData;
  /** The doc behind the route, for doc pages. */
  doc?: Doc;
  /** Relative source path for messages (a doc, a category file, or the config). */
  source: string;
  /** What in the source makes it, for messages: a generated index's category by its place in the sidebar. */
  what?: string;
  /** Listed in the sitemap and search. */
  listed: boolean;
  /**
   * Files the route's page loads that are written once for every route naming
   * them (a long blog sidebar's list: blog/routes.ts), by output path: the build
   * writes them, dev serves them. Routes share the same objects.
   */
  assets?: RouteAsset[];
}

/** An output file a route brings along: its path relative to the output folder, its text. */
export interface RouteAsset {
  path: string;
  contents: string;
}

/** The routes' assets, each once. */
export function routeAssets(routes: Iterable<Route>): RouteAsset[] {
  const byPath = new Map<string, RouteAsset>();
  for (const route of routes) for (const asset of route.assets ?? []) byPath.set(asset.path, asset);
  return [...byPath.values()];
}

export interface RouteInput {
  config: SiteConfig;
  docs: Doc[];
  sidebars: Sidebars;
  tocs: Map<string, TocEntry[]>;
  diagnostics: Diagnostics;
  /** Each doc's last commit, by file, when `docs.showLastUpdateTime` or `showLastUpdateAuthor` asks for it. */
  lastUpdates?: Map<string, LastUpdate>;
  /** The docs' tags files, by version name ('' for unversioned docs): a tag named by a key is that tag. */
  tagsFiles?: ReadonlyMap<string, TagsFile>;
  /** Each blog's authors file, by the blog's id (discover's `blogAuthors`): its authors index lists them all. */
  blogAuthors?: ReadonlyMap<string, BlogAuthor[]>;
  /** The pass's words by key (i18n.ts `pageMessages`): the tag, author and archive pages are titled with them. */
  messages?: Readonly<Record<string, string>>;
}

/**
 * A route as a message names it: its source, and for a category's generated index the category
 * by its place in the sidebar. Two categories labelled alike (Gryt-chat/gryt-docs's two
 * "Packages", each `link: { type: 'generated-index' }`) both make /docs/category/packages, and
 * the message said "sidebars.js and sidebars.js both produce it".
 */
function routeName(route: Route): string {
  return route.what ? `${route.source} (${route.what})` : route.source;
}

/** The labels of the categories down to `category` (found by identity: two may share a label and a route). */
function categoryPath(items: SidebarItem[], category: SidebarItem): string[] | undefined {
  for (const item of items) {
    if (item === category) return [item.label ?? ''];
    if (item.type !== 'category') continue;
    const below = categoryPath(item.items, category);
    if (below) return [item.label, ...below];
  }
  return undefined;
}

export function buildRoutes({ config, docs, sidebars, tocs, diagnostics, lastUpdates, tagsFiles, blogAuthors, messages }: RouteInput): Route[] {
  const titles = listTitles(messages, config.lang);
  const routes: Route[] = [];
  const byPermalink = new Map<string, Route>();
  /** Output file → the route writing it: `/index` writes index.html as `/` does. */
  const byFile = new Map<string, Route>();
  const trailingSlash = config.trailingSlash === true;
  const add = (route: Route) => {
    const { permalink } = route.page;
    // A folder's index doc is written as docs/x/index.html (folder-routes.ts), where a doc whose route is /docs/x/index is written too.
    const file = permalinkToFile(permalink, writtenAsFolder(route, config));
    const existing = byPermalink.get(permalink) ?? byFile.get(file);
    const reserved = existing || isSiteNotFoundPage(route.doc) ? undefined : reservedBy(permalink, file);
    if (existing || reserved) {
      diagnostics.report(config.onDuplicateRoutes, {
        kind: 'duplicate-route',
        message: existing
          ? `Duplicate route ${permalink}: ${routeName(route)} and ${routeName(existing)} both produce it${existing.page.permalink === permalink ? '' : ` (${existing.page.permalink} is written to ${file} too)`}; ${routeName(existing)} is kept.${route.page.kind === 'generated-index' ? ' Give the category a `link.slug` of its own (a generated index is at /category/ and its label\'s slug unless it has one).' : ''}`
          : `The route ${permalink} of ${route.source} is ${reserved}'s; the page is left out. Give it another slug.`,
        where: { file: route.source },
      }, pxErrors.DuplicateRoute);
      return;
    }
    byPermalink.set(permalink, route);
    byFile.set(file, route);
    // The pages the build makes (tag pages, a generated index, the blog's lists); a page written as a file is told of in discovery.
    if (!route.doc) warnWindowsName({ permalink, source: route.source, what: route.what ?? (route.page.id.startsWith('tag:') ? `the tag "${route.page.breadcrumbs.at(-1)?.label}"` : undefined) }, file, diagnostics);
    routes.push(route);
  };

  // Docusaurus's "docs-only mode": a doc at `/` (slug: /) is the home page. The generated
  // home gives way to it unless the config asks for one with `home`, which then keeps `/`.
  const docAtRoot = docs.some((doc) => doc.permalink === '/');
  // The pages folder's pages (discover-pages.ts) are routes of their own kind; the rest are docs.
  const pages = docs.filter(isStandalonePage);
  const posts = docs.filter((doc) => doc.page === 'post');
  if (pages.length || posts.length) docs = docs.filter((doc) => !doc.page);
  // Docusaurus's "blog-only mode": the blog at `routeBasePath: '/'` has its list there, the home page,
  // as a doc at `/` does. A page of src/pages at `/` too is then a duplicate route (added first, kept).
  // Each blog's routes from its own posts and options (blog/discover.ts `blogInstances`).
  const blogs = blogInstances(config);
  const blog = blogs.length > 1 ? blogs.flatMap((instance) => blogRoutes(posts.filter((post) => postInstance(post) === instance.id), instance.config, instance.id, blogAuthors?.get(instance.id), titles)) : blogRoutes(posts, config, 'default', blogAuthors?.get('default'), titles);
  const blogAtRoot = blog.some((route) => route.page.permalink === '/');
  if (!(docAtRoot || blogAtRoot) || config.home) add({ page: basePage('home', '/', config.title, config.tagline), source: configSource(config), listed: true });
  // A page of the site's own at /search (a doc named search.md at the docs' root) keeps it, as on Docusaurus, which
  // has no search page without a search plugin: the theme's results page gave way to nothing, and the doc was lost.
  const ownSearch = docs.find((doc) => doc.permalink === '/search');
  if (ownSearch) diagnostics.warn({ kind: 'duplicate-route', message: `${ownSearch.source} is at /search, where pxdocs's search results page would be: the site's page is kept, and the search box's "See all results" link leads to it. Give it another slug to keep the results page.`, where: { file: ownSearch.source } });
  else add({ page: { ...basePage('search', '/search', 'Search', `Search the ${config.title} documentation.`) }, source: 'theme', listed: true });

  // Each doc is read with its docs instance's options (config/docs-model.ts): its tags, edit link and last update.
  // Its versions are its own: two instances may both have a version `1.0`.
  const instances = docsInstances(config).map((instance) => {
    const versions = versionsOfInstance(sidebars, instance)?.map((entry) => entry.version);
    return { ...instance, options: docsOptions(instance.config), tagsPath: docsModel(instance.config).tagsPath, versions, versionByName: new Map(versions?.map((version) => [version.name, version])) };
  });
  const instanceById = new Map(instances.slice(1).map((instance) => [instance.id, instance]));
  // Each sidebar is flattened and indexed once: per page lookups stay O(1), not O(site).
  const indexes = new Map([...sidebars.items].map(([id, items]) => [id, indexSidebar(items)]));
  for (const doc of docs) {
    const instance = (doc.instance === undefined ? undefined : instanceById.get(doc.instance)) ?? instances[0];
    const version = doc.version === undefined ? undefined : instance.versionByName.get(doc.version);
    const docsPlugin = instance.options;
    const prefix = version?.idPrefix ?? instance.prefix;
    const fm = doc.frontMatter;
    const sidebarId = displayedSidebar(doc, prefix, sidebars);
    const items = sidebarId === undefined ? [] : sidebars.items.get(sidebarId) ?? [];
    const { flat, position, trails } = (sidebarId === undefined ? undefined : indexes.get(sidebarId)) ?? indexSidebar([]);
    const minLevel = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
    const maxLevel = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
    const toc = (tocs.get(doc.file) ?? []).filter((entry) => entry.depth >= minLevel && entry.depth <= maxLevel);
    const index = position.get(doc.permalink) ?? -1;
    const neighbour = (offset: number, override: string | null | undefined, key: string) => {
      if (override === null) return undefined;
      if (override !== undefined) {
        // An id of the doc's own version: from its docs' root, then from the doc's folder.
        const target = sidebars.docsById.get(prefix + override) ?? sidebars.docsById.get(`${doc.id.slice(0, doc.id.lastIndexOf('/'))}/${override}`);
        if (!target) throw pxErrors.UnknownDocId.create({ message: `${key} names the doc id "${override}", which does not exist.` }, { where: { file: doc.source }, hint: `Use a doc id of these docs (this page's is "${doc.id.slice(prefix.length)}"), or null for none.` });
        return { label: target.frontMatter.pagination_label ?? target.label, href: target.permalink };
      }
      if (index === -1 || doc.unlisted) return undefined;
      const entry = flat[index + offset];
      return entry && { label: neighbourLabel(entry, sidebars), href: entry.href };
    };
    const unlistedPlace = doc.unlisted && sidebarId !== undefined && sidebars.docSidebar.get(doc.id) === sidebarId ? sidebars.unlistedPlaces?.get(doc.id) : undefined;
    const crumbs = unlistedPlace ? placeTrail(items, unlistedPlace, doc.permalink) : (trails.get(doc.permalink) ?? []).map((item) => ({ label: item.label ?? '', href: item.href }));
    add({
      doc,
      source: doc.source,
      listed: !doc.unlisted,
      page: {
        kind: 'doc',
        id: doc.id,
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        sidebar: sidebarId,
        // A doc no sidebar lists gets a page without one (as Docusaurus).
        sidebarItems: sidebarId === undefined ? undefined : items,
        ...(unlistedPlace ? { sidebarUnlisted: unlistedPlace } : {}),
        toc,
        // A doc no sidebar lists has none, as Docusaurus's DocBreadcrumbs draws nothing without a sidebar; one
        // shown with a sidebar that does not hold it (`displayed_sidebar`) has the home crumb alone, as there; an
        // unlisted one in its sidebar's folder, itself (Docusaurus keeps its hidden item).
        breadcrumbs: crumbs.length ? crumbs : sidebarId !== undefined && doc.unlisted ? [{ label: doc.title }] : [],
        previous: neighbour(-1, fm.pagination_prev, 'pagination_prev'),
        next: neighbour(1, fm.pagination_next, 'pagination_next'),
        hideTitle: fm.hide_title,
        hideToc: fm.hide_table_of_contents,
        keywords: fm.keywords,
        image: fm.image,
        lastUpdate: lastUpdate(fm.last_update, lastUpdates?.get(doc.file), docsPlugin),
        noIndex: doc.unlisted || version?.noIndex,
        ...(doc.unlisted ? { unlisted: true } : {}),
        ...(fm.tags?.length ? { tags: docTags(fm.tags, version?.tagsPath ?? instance.tagsPath, tagsFiles?.get(instance.prefix + (doc.version ?? ''))) } : {}),
        ...editLink(fm.custom_edit_url, docsPlugin?.editUrl, doc, version, instance.config),
        ...pluginId(instance.id),
        ...(version ? { version: pageVersion(version, alternates(doc, version, instance.versions!, sidebars)) } : {}),
      },
    });
  }

  const readingOrders = new Map<string, { flat: FlatEntry[]; position: Map<string, number> }>();
  for (const index of sidebars.generatedIndexes) {
    const owner = instanceOfId(index.sidebar);
    const instance = (owner === undefined ? undefined : instanceById.get(owner)) ?? instances[0];
    const items = sidebars.items.get(index.sidebar) ?? [];
    // The sidebar's index, as a doc's: flattening the sidebar again for each of its index pages cost the square of its size.
    const { trails } = indexes.get(index.sidebar) ?? indexSidebar(items);
    // Its neighbours are the sidebar's pages, unlisted docs included: Docusaurus filters those out of a doc's pagination only.
    let order = readingOrders.get(index.sidebar);
    if (!order) readingOrders.set(index.sidebar, (order = readingOrderWithUnlisted(index.sidebar, items, sidebars)));
    const { flat, position: positions } = order;
    const position = positions.get(index.permalink) ?? -1;
    const path = categoryPath(items, index.category) ?? [index.category.label];
    add({
      source: index.source ?? index.sidebar,
      what: `the category ${path.map((label) => `"${label}"`).join(' › ')} of the sidebar ${index.sidebar}`,
      listed: true,
      page: {
        kind: 'generated-index',
        id: `${index.sidebar}:${index.permalink}`,
        permalink: index.permalink,
        title: index.title,
        description: index.description,
        sidebar: index.sidebar,
        sidebarItems: items,
        toc: [],
        breadcrumbs: (trails.get(index.permalink) ?? []).map((item) => ({ label: item.label ?? '', href: item.href })),
        previous: position > 0 ? { label: neighbourLabel(flat[position - 1], sidebars), href: flat[position - 1].href } : undefined,
        next: position !== -1 && flat[position + 1] ? { label: neighbourLabel(flat[position + 1], sidebars), href: flat[position + 1].href } : undefined,
        keywords: index.keywords,
        ...(instance.versions ? versionOf(instance.versions, index.permalink) : {}),
        ...pluginId(instance.id),
        cards: index.category.items.filter((item): item is Exclude<SidebarItem, { type: 'html' }> => item.type !== 'html').map(toCard),
      },
    });
  }
  for (const page of pages) add(standalonePage(page));
  for (const route of blog) add(route);
  // Pages generated from the docs' `tags` front matter (tags.ts): a versioned site's, per version; each docs instance's, its own.
  for (const instance of instances) {
    const own = instances.length > 1 ? docs.filter((doc) => doc.instance === (instance.prefix ? instance.id : undefined)) : docs;
    const plugin = pluginId(instance.id);
    if (instance.versions) {
      for (const version of instance.versions) {
        for (const route of tagPages(own.filter((doc) => doc.version === version.name), version.tagsPath, tagsFiles?.get(instance.prefix + version.name), titles)) add({ ...route, page: { ...route.page, version: pageVersion(version), ...plugin } });
      }
    } else for (const route of tagPages(own, instance.tagsPath, tagsFiles?.get(instance.prefix), titles)) add({ ...route, page: { ...route.page, ...plugin } });
  }
  return routes;
}

/** Routes of React or Markdown pages made after the route table (the routes site plugins add: plugin-routes.ts). */
export function standaloneRoutes(docs: readonly Doc[]): Route[] {
  return docs.map(standalonePage);
}

/**
 * A page of the pages folder: no sidebar, breadcrumbs or neighbours. A
 * Markdown page shows its body as written (no title is added, as Docusaurus's
 * MDXPage) with its TOC; a React page renders its whole main region, its
 * title and description set when it renders (`@theme/Layout`).
 */
function standalonePage(doc: Doc): Route {
  const fm = doc.frontMatter;
  const wrapper = typeof fm.wrapperClassName === 'string' ? fm.wrapperClassName : undefined;
  return {
    doc,
    source: doc.source,
    listed: !doc.unlisted && !isSiteNotFoundPage(doc),
    page: {
      ...basePage(doc.page === 'react' ? 'react-page' : 'markdown-page', doc.permalink, doc.title, doc.description),
      id: doc.id,
      hideTitle: true,
      hideToc: fm.hide_table_of_contents,
      keywords: fm.keywords,
      image: fm.image,
      // The site's not-found page (site-not-found.ts) is no page to index or list, as pxdocs's own is not.
      noIndex: doc.unlisted || isSiteNotFoundPage(doc) || undefined,
      ...(wrapper ? { wrapperClassName: wrapper } : {}),
      ...(doc.plugin ? { pluginName: doc.plugin } : {}),
      ...(doc.pluginId ? { pluginId: doc.pluginId } : {}),
    },
  };
}

/** A docs page's plugin id, when not Docusaurus's default (its `plugin-id-<id>` class). */
function pluginId(id: string): { pluginId?: string } {
  return id === 'default' ? {} : { pluginId: id };
}

/** What a page shows of its version: label, banner, badge, and the same doc elsewhere. */
function pageVersion(version: DocsVersion, others?: Record<string, string>): PageVersion {
  return {
    name: version.name,
    label: version.label,
    ...(version.banner ? { banner: version.banner } : {}),
    badge: version.badge,
    className: version.className,
    ...(others && Object.keys(others).length ? { alternates: others } : {}),
    ...(version.isLast ? { latest: true as const } : {}),
    ...(version.instance ? { instance: version.instance } : {}),
  };
}

/** A generated index's version, and its `noIndex` (Docusaurus's DocVersionRoot says noindex on every page of such a version). */
function versionOf(versions: DocsVersion[], permalink: string): { version?: PageVersion; noIndex?: true } {
  const version = versionOfPath(versions, permalink);
  return version ? { version: pageVersion(version), ...(version.noIndex ? { noIndex: true as const } : {}) } : {};
}

/** The doc with the same id (the version's prefix aside) in each other version that has it. */
function alternates(doc: Doc, own: DocsVersion, versions: DocsVersion[], sidebars: Sidebars): Record<string, string> {
  const local = doc.id.slice(own.idPrefix.length);
  const out: Record<string, string> = {};
  for (const version of versions) {
    if (version === own) continue;
    const twin = sidebars.docsById.get(version.idPrefix + local);
    if (twin && twin.version === version.name) out[version.name] = twin.permalink;
  }
  return out;
}

/**
 * A doc's "Last updated" line, as the docs plugin makes it: each part only where its option asks
 * for it (`showLastUpdateTime`, `showLastUpdateAuthor`), from `last_update` front matter, else
 * from the doc's last commit. With both options off a doc has none, its front matter's included
 * (Docusaurus reads `last_update` only under the options). A site of `areas` has no such options:
 * its front matter is shown as written.
 */
function lastUpdate(
  written: { date?: string | Date; author?: string } | undefined,
  commit: LastUpdate | undefined,
  options: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean } | undefined,
): PageData['lastUpdate'] {
  const writtenDate = written?.date instanceof Date ? written.date.toISOString().slice(0, 10) : written?.date;
  const date = !options ? writtenDate : options.showLastUpdateTime ? writtenDate ?? (commit ? new Date(commit.at).toISOString() : undefined) : undefined;
  const author = !options ? written?.author : options.showLastUpdateAuthor ? written?.author ?? commit?.by : undefined;
  return date || author ? { ...(date ? { date } : {}), ...(author ? { author } : {}) } : undefined;
}

/**
 * A doc's "Edit this page" link, as the docs plugin makes it: `custom_edit_url` as written
 * (null: none), else `editUrl` followed by the doc's path from the site folder, or what an
 * `editUrl` function gives for the doc (edit-url.ts).
 */
function editLink(custom: string | null | undefined, editUrl: string | DocsEditUrlFunction | undefined, { source, permalink }: Pick<Doc, 'source' | 'permalink'>, version: DocsVersion | undefined, config: SiteConfig): { editUrl?: string } {
  if (custom === null) return {};
  if (custom !== undefined) return { editUrl: custom };
  if (typeof editUrl === 'function') {
    const url = editUrlFromFunction(editUrl, editParams(source, permalink, version, config), 'docs.editUrl', source);
    return url ? { editUrl: url } : {};
  }
  return editUrl ? { editUrl: `${editUrl.replace(/\/+$/, '')}/${editSource(source, version, config).split('\\').join('/')}` } : {};
}

/**
 * What Docusaurus passes an `editUrl` function: the version's name and its folder (the original,
 * from the site folder), the doc's path inside the folder it was read from (a locale's
 * translations folder for a translation), the published permalink (with the base URL) and the locale.
 */
function editParams(source: string, permalink: string, version: DocsVersion | undefined, config: SiteConfig): Parameters<DocsEditUrlFunction>[0] {
  const name = version?.name ?? CURRENT_VERSION;
  const dir = version?.dir ?? docsModel(config).dir;
  const docPath = translatedDocPath(config, source, name) ?? pathInside(source, dir) ?? source;
  return { version: name, versionDocsDirPath: posix.join(dir), docPath, permalink: withBase(config.baseUrl, permalink), locale: localeName(config) };
}

/**
 * The file a doc's "Edit this page" link opens, from the site folder, as the docs plugin picks it.
 * A locale's translation links its original (`docs/a.md`) unless `editLocalizedFiles` asks for
 * the translation itself: a translator's edit link would otherwise open the source, and an author's
 * the translation, whichever the site means. `editCurrentVersion`: a released version's file as
 * the same path in the docs folder (or the docs folder's translations folder). A page the locale
 * has no translation of is its original, and links it either way.
 */
function editSource(source: string, version: DocsVersion | undefined, config: SiteConfig): string {
  const options = docsOptions(config);
  const docsDir = docsModel(config).dir;
  const name = version?.name ?? CURRENT_VERSION;
  const toCurrent = version !== undefined && options?.editCurrentVersion === true;
  const translated = translatedDocPath(config, source, name);
  if (translated !== undefined) {
    const localized = options?.editLocalizedFiles ? localizedDocsDir(config, toCurrent ? CURRENT_VERSION : name) : undefined;
    return posix.join(localized ?? (toCurrent ? docsDir : version?.dir ?? docsDir), translated);
  }
  if (!toCurrent) return source;
  return posix.join(docsDir, pathInside(source, version.dir) ?? source);
}

/** An unlisted doc's breadcrumbs: the categories down to its place, then itself, as a listed doc's trail. */
function placeTrail(items: SidebarItem[], place: SidebarPlace, permalink: string): { label: string; href?: string }[] {
  const crumbs: { label: string; href?: string }[] = [];
  let list = items;
  for (const index of place.path) {
    const category = list[index];
    if (category?.type !== 'category') break;
    crumbs.push({ label: category.label, href: category.href });
    list = category.items;
  }
  // A category shown for the page alone (it holds only unlisted docs) is on the trail too, down to the doc.
  let entry = place.entry;
  // (Not below a category whose own page it is.)
  while (entry.type === 'category' && entry.items.length === 1 && entry.href !== permalink) {
    crumbs.push({ label: entry.label, href: entry.href });
    entry = entry.items[0];
  }
  return [...crumbs, { label: entry.label ?? '', href: entry.href }];
}

/**
 * A previous/next link's words, as Docusaurus's toDocNavigationLink: a doc's `pagination_label`,
 * its `sidebar_label`, the label its sidebar item gives it, its title; a category's own doc is
 * labelled as that doc, not the category; a generated index by its category's label.
 */
function neighbourLabel(entry: FlatEntry, sidebars: Sidebars): string {
  const target = entry.docId ? sidebars.docsById.get(entry.docId) : undefined;
  if (!target) return entry.label;
  const { pagination_label: pagination, sidebar_label: sidebar } = target.frontMatter;
  return pagination ?? (entry.category ? target.label : sidebar ?? entry.label);
}

/** A sidebar's reading order, each href's place in it, and the categories above each href. */
function indexSidebar(items: SidebarItem[]) {
  const flat = flattenSidebar(items);
  const position = new Map<string, number>();
  flat.forEach((entry, index) => { if (!position.has(entry.href)) position.set(entry.href, index); });
  return { flat, position, trails: sidebarTrails(items) };
}

/**
 * A sidebar's reading order with its unlisted docs back in their places (`Sidebars.unlistedPlaces`), as
 * Docusaurus's getCategoryGeneratedIndexNavigation reads it: a generated index page's next page may be an
 * unlisted doc (the first of a category of unlisted docs). Each doc goes before the page that follows its place.
 */
function readingOrderWithUnlisted(sidebar: string, items: SidebarItem[], sidebars: Sidebars): { flat: FlatEntry[]; position: Map<string, number> } {
  const flat = flattenSidebar(items);
  // Each list's count of pages before each of its entries, and after its last: one walk, not one per doc.
  const before = new Map<SidebarItem[], number[]>();
  let count = 0;
  const walk = (list: SidebarItem[]) => {
    const counts: number[] = [];
    before.set(list, counts);
    for (const item of list) {
      counts.push(count);
      if (isPage(item)) count += 1;
      if (item.type === 'category') walk(item.items);
    }
    counts.push(count);
  };
  walk(items);
  const slots: { slot: number; entry: FlatEntry }[] = [];
  for (const [id, place] of sidebars.unlistedPlaces ?? []) {
    const doc = sidebars.docSidebar.get(id) === sidebar ? sidebars.docsById.get(id) : undefined;
    let list: SidebarItem[] | undefined = items;
    for (const step of place.path) list = list?.[step]?.type === 'category' ? (list[step] as SidebarItem & { type: 'category' }).items : undefined;
    const counts = list && before.get(list);
    if (!doc || !list || !counts) continue;
    // In place of a link to its category's page: after that page.
    const replaced = place.replace ? list[place.index] : undefined;
    slots.push({ slot: counts[place.index] + (replaced && isPage(replaced) ? 1 : 0), entry: { href: doc.permalink, label: doc.label, docId: doc.id } });
  }
  slots.sort((a, b) => a.slot - b.slot);
  const whole: FlatEntry[] = [];
  let next = 0;
  flat.forEach((entry, index) => {
    while (next < slots.length && slots[next].slot === index) whole.push(slots[next++].entry);
    whole.push(entry);
  });
  while (next < slots.length) whole.push(slots[next++].entry);
  const position = new Map<string, number>();
  whole.forEach((entry, index) => { if (!position.has(entry.href)) position.set(entry.href, index); });
  return { flat: whole, position };
}

/** Whether an item is a page of its sidebar's reading order (flattenSidebar's). */
function isPage(item: SidebarItem): boolean {
  return item.type === 'doc' || (item.type === 'category' && item.href !== undefined) || (item.type === 'link' && item.generatedIndex === true);
}

/** `messages`: the locale's words (SiteData.messages), as the page's heading has them; its title was English on every site. */
export function notFoundPage(messages?: Readonly<Record<string, string>>): PageData {
  // Docusaurus's NotFound titles the page with theme.NotFound.title too: "找不到页面 | 笔记库" on a zh-Hans site.
  return { ...basePage('not-found', '/404', messages?.['theme.NotFound.title'] ?? 'Page Not Found', ''), noIndex: true };
}

function basePage(kind: PageData['kind'], permalink: string, title: string, description: string): PageData {
  return { kind, id: kind, permalink, title, description, toc: [], breadcrumbs: [] };
}

/**
 * The sidebar a doc page shows: the first that lists it, or the one its
 * `displayed_sidebar` names (of its own version), as Docusaurus does: a doc
 * home page listed in no sidebar, say, shows the guide's; `null` shows none.
 * Previous and next follow the shown sidebar (none where it does not list the doc).
 */
function displayedSidebar(doc: Doc, prefix: string, sidebars: Sidebars): string | undefined {
  const named = doc.frontMatter.displayed_sidebar;
  if (named === undefined) return sidebars.docSidebar.get(doc.id);
  if (named === null) return undefined;
  if (sidebars.items.has(prefix + named)) return prefix + named;
  const known = [...sidebars.items.keys()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
  throw pxErrors.UnknownSidebarId.create({ message: `displayed_sidebar names the sidebar "${named}", which does not exist. The sidebars are: ${known.join(', ') || 'none'}.` }, { where: { file: doc.source } });
}

/** What of the build's own output a route would collide with (see RESERVED), if anything. */
function reservedBy(permalink: string, file: string): string | undefined {
  if (file === '404.html' || file === '404/index.html') return 'the not-found page';
  return reservedRoute(permalink);
}
