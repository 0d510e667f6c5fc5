// Discovery: walks content/<area>/ and turns files into docs and folders into
// categories, with ids, permalinks and sidebar positions. Reads, never renders.
import picomatch from 'picomatch';
import { readdir, realpath, stat } from 'node:fs/promises';
import { readFileSync, statSync, type Dirent } from 'node:fs';
import { basename, dirname, join, posix, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { z } from 'zod';
import { PxError, PxErrorList } from './errors.js';
import { givenTitle, parseFrontMatter, type FrontMatter } from './front-matter.js';
import { hookedPageText } from './front-matter-hook.js';
import { createExcerpt } from './mdx/excerpt.js';
import { CodeFences } from './mdx/preprocess.js';
import { decodePage, DEFAULT_MAX_PAGE_BYTES, maxPageFileBytes, textHash } from './page-text.js';
import { pageReadError } from './page-read-error.js';
import { syntaxErrorAt, syntaxErrorMessage, withoutBom } from './json-text.js';
import { isSiteNotFoundPage } from './site-not-found.js';
import { joinPermalink, pathInside, permalinkToFile, reservedRoute, slugUrlReason, unsafePermalinkReason } from './paths.js';
import { prefixesKey, prefixOf, type NumberPrefixes } from './number-prefix.js';
import { warnWindowsName } from './windows-names.js';
import { notAFile, refuseSpecialFile } from './site-file.js';
import { configSource } from './config/source.js';
import { Diagnostics } from './diagnostics.js';
import type { DiscoveryMemo } from './discover-memo.js';
import type { Severity, SiteConfig } from './config/schema.js';
import type { Localizer } from './i18n.js';
import { docsInstances, docsModel, type DocsInstance, type DocsModel } from './config/docs-model.js';
import { loadSidebarsFile, loadVersionedSidebarsFile, type SidebarsFile } from './sidebars-file.js';
import type { GeneratedItems } from './sidebars.js';
import { runItemsGenerators } from './sidebar-generator.js';
import { CURRENT_VERSION, docsVersions, type DocsVersion } from './docs-versions.js';
import { pxErrors } from './errors/catalogue.js';
import { limiter } from './each-limit.js';
import { discoverPages } from './discover-pages.js';
import { blogInstances, discoverBlogs, postInstance } from './blog/discover.js';
import { checkInlineDocTags, readTagsFile, type TagsFile } from './tags.js';
import { fileNameSafe } from './terminal-safe.js';

/**
 * What discovery asks of a memo of docs, pages and posts read: the build's on disk (discover-memo.ts), dev's in
 * memory (dev/doc-memo.ts). Either lives for one locale (a locale's pass of the build has its own cache folder).
 */
export type DocMemo = Pick<DiscoveryMemo, 'get' | 'set'>;

/** Reads under way at once: the walk fans out over every folder and page at the same time. */
const io = limiter(64);

export interface Doc {
  /** Area-qualified id with numeric prefixes removed: `learn/vadalog/rules`. */
  id: string;
  area: string;
  /** Absolute path of the source file. */
  file: string;
  /** Path relative to the site root, used in messages: `content/learn/02-vadalog/03-rules.md`. */
  source: string;
  format: 'md' | 'mdx';
  frontMatter: FrontMatter;
  title: string;
  /** True when the body opens with a `#` heading, which then renders as the page heading (front matter `title` or not). */
  titleInBody: boolean;
  description: string;
  permalink: string;
  label: string;
  position?: number;
  unlisted: boolean;
  draft: boolean;
  /** Folder key relative to the content root, e.g. `learn/02-vadalog`. */
  folder: string;
  /** Whether this doc is its folder's index (index.md, README.md or the folder's own name). */
  isIndex: boolean;
  /** SHA-256 of the text discovery read: the page's compile cache key, without reading the file again. */
  textHash: string;
  /** The docs version it belongs to, in a versioned site (`current` for the docs folder). */
  version?: string;
  /** The id of the docs instance it belongs to, when not the first (`docsInstances`): its id starts with the instance's prefix. */
  instance?: string;
  /**
   * A standalone page of the pages folder (discover-pages.ts), not a doc:
   * Markdown/MDX, or a React module. It is in no sidebar and no docs version.
   */
  page?: 'markdown' | 'react' | 'post';
  /** The name of the site plugin whose `addRoute` made this page (plugin-routes.ts), which Docusaurus's html class names. */
  plugin?: string;
  /** That plugin's instance id, when not `default` (its `plugin-id-<id>` class on <html>, as Docusaurus names it). */
  pluginId?: string;
  /** A blog post's own data (blog/discover.ts). */
  post?: PostMeta;
}

/** What discovery reads of a blog post besides a page's fields. */
export interface PostMeta {
  /** ISO date: front matter `date`, the file or folder name's date, else the file's modification time. */
  date: string;
  authors: import('../theme/components/types.js').BlogAuthor[];
  tags: import('../theme/components/types.js').TagRef[];
  /** Minutes to read, rounded up (blog/reading-time.ts); undefined when the site's `readingTime` gives none. */
  readingTime?: number;
  /** Whether the post has a truncate marker (its lists show what comes before it). */
  truncated: boolean;
  /** The original post's file, from the site folder, when the post read is a locale's translation of it (for its edit link). */
  original?: string;
  /** The blog it belongs to, when not the first (`blogInstances`): its id. */
  instance?: string;
}

const categorySchema = z.object({
  label: z.string().optional(),
  position: z.number().optional(),
  className: z.string().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  description: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z.union([
    z.null(),
    z.object({ type: z.literal('doc'), id: z.string() }).strict(),
    z.object({
      type: z.literal('generated-index'),
      slug: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      keywords: z.array(z.string()).optional(),
      image: z.string().optional(),
    }).strict(),
  ]).optional(),
}).strict();

export type CategoryMeta = z.infer<typeof categorySchema>;

export interface Folder {
  /** Key relative to the content root: `learn/02-vadalog`. */
  key: string;
  /** Name with the numeric prefix removed, as used in ids and URLs. */
  name: string;
  /** URL/id path of the folder: `learn/vadalog`. */
  path: string;
  position?: number;
  meta?: CategoryMeta;
  /** Where the category metadata came from, for messages. */
  metaSource?: string;
  docs: Doc[];
  folders: Folder[];
}

export interface ContentTree {
  /** Each blog's authors file, in its order, by the blog's id (`default` for the first): its authors index lists them. */
  blogAuthors?: Map<string, import('../theme/components/types.js').BlogAuthor[]>;
  /** Areas mode: area → its folder. Docs mode: '' → the docs folder. */
  areas: Map<string, Folder>;
  docs: Doc[];
  model: DocsModel;
  /** Absolute docs folder: the content folder for areas. */
  root: string;
  /** The sidebars file, when the config names one. */
  sidebarsFile?: SidebarsFile;
  /**
   * A versioned site's versions, newest first, each with its folder (also in
   * `areas`, under its id prefix without the slash) and sidebars file.
   */
  versions?: VersionTree[];
  /** The docs' tags files (`docs.tags`) that exist, by version name ('' for unversioned docs). */
  tagsFiles?: Map<string, TagsFile>;
  /**
   * The docs instances after the first (`docsInstances`), each read as a site with that one docs
   * folder would be; their docs are in this tree's `docs` too, after the first instance's.
   */
  instances?: InstanceTree[];
  /** What the docs' `sidebarItemsGenerator` made of each autogenerated item (sidebar-generator.ts). */
  generatedItems?: GeneratedItems;
  /**
   * Docs left out by `dropDuplicateRoutes`, by id: why, said where a sidebar names one (it was
   * "does not exist", of a file the user could see, with the reason in a warning above the error).
   */
  leftOut?: Map<string, string>;
}

export interface InstanceTree {
  instance: DocsInstance;
  tree: ContentTree;
}

export interface VersionTree {
  version: DocsVersion;
  folder: Folder;
  /** Absolute path of its docs folder. */
  root: string;
  sidebarsFile?: SidebarsFile;
}

const PAGE = /\.mdx?$/;

export interface DiscoverOptions {
  cwd: string;
  config: SiteConfig;
  diagnostics: Diagnostics;
  /** Drafts are built in development only (default: false). */
  includeDrafts?: boolean;
  /** What the last build (or dev's last discovery: dev/doc-memo.ts) read of each file, taken for files that have not changed since (default: every file is read). */
  memo?: DocMemo;
  /**
   * Folders' entries already read, by path (the up-to-date walk's, moments
   * before): a folder found there is not read again (at 10,000 pages, some 600
   * folders). Any other folder is read (default: every folder).
   */
  listings?: ReadonlyMap<string, Dirent[]>;
  /** A locale's pass: its translated files, read in place of the originals they translate (compiler/i18n.ts). */
  localize?: Localizer;
  /**
   * Dev: a doc, a page of the pages folder or a post that cannot be read (a duplicate key in its front matter, say) is handed here instead of failing
   * the whole discovery, which kept every other page from following edits (a config change could not restart).
   * What it returns stands in for the page (the doc last read from that file); undefined leaves the page out.
   */
  onPageError?: (file: string, error: PxError) => Doc | undefined;
}

/**
 * The docs plugin's `exclude`: names starting with `_` (partials, `_category_`
 * files aside) unless the site gives its own glob patterns, which replace that
 * rule as in Docusaurus. A folder a pattern matches is not walked at all, as
 * Docusaurus's file search skips ignored folders.
 */
export function excludedBy(patterns: string[] | undefined): (path: string, name: string) => boolean {
  if (!patterns) return (_path, name) => name.startsWith('_');
  const match = picomatch(patterns);
  return (path) => match(path);
}

/**
 * The docs plugin's `include`: the files that may be pages, by glob patterns relative to the docs folder
 * (a `playground.mdx` left out by `include: ['**\/*.md']` is no page, as in Docusaurus); unset, every one.
 */
export function includedBy(patterns: string[] | undefined): (path: string) => boolean {
  return patterns ? picomatch(patterns) : () => true;
}

export async function discover(options: DiscoverOptions): Promise<ContentTree> {
  const drafts = options.includeDrafts ?? false;
  const [tree, pages, blogs] = await Promise.all([
    discoverInstances(options),
    discoverPages(options.cwd, options.config, options.diagnostics, drafts, options.localize, options.onPageError, options.memo),
    discoverBlogs(options.cwd, options.config, options.diagnostics, drafts, options.localize, options.onPageError, options.memo),
  ]);
  const posts = blogs.posts;
  if (blogs.authors.size) tree.blogAuthors = blogs.authors;
  // The pages folder's pages and the blog's posts go through the pipeline as docs do, after them.
  // concat, not push(...): a spread of a hundred thousand posts would overflow the stack.
  if (pages.length || posts.length) tree.docs = tree.docs.concat(pages, posts);
  // The site's sidebarItemsGenerator is async and runs here, before the sidebars are made.
  const generatedItems = await runItemsGenerators(tree, options.config);
  if (generatedItems) tree.generatedItems = generatedItems;
  return tree;
}

/**
 * The folders pages are written in, when more than the docs folder: each docs
 * version's, each docs instance's, the pages folder, the blog. A page resolves links and publishes
 * images from the one holding it (as Docusaurus's plugins each do); undefined
 * for a site with one docs folder only.
 */
export function contentRoots(tree: ContentTree, cwd: string, config: SiteConfig): string[] | undefined {
  // Without docs (`docs: false`) the docs folder holds no page: a post's `/img/x.png` is never looked up there.
  const roots = docsRoots(tree);
  if (config.pages !== false && tree.docs.some(isStandalonePage)) roots.push(join(cwd, config.pages.path));
  for (const blog of blogInstances(config)) {
    if (tree.docs.some((doc) => doc.page === 'post' && postInstance(doc) === blog.id)) roots.push(join(cwd, blog.options.path));
  }
  return roots.length > 1 || (!tree.model.enabled && roots.length) ? roots : undefined;
}

/** Every folder docs are read from (absolute): each docs instance's folder, or each of its versions' folders; none with `docs: false`. */
export function docsRoots(tree: ContentTree): string[] {
  const own = tree.versions ? tree.versions.map((version) => version.root) : tree.model.enabled ? [tree.root] : [];
  return own.concat(...(tree.instances ?? []).map((instance) => docsRoots(instance.tree)));
}

/** A page of the pages folder (Markdown, MDX or React), not a doc or a post. */
export function isStandalonePage(doc: Doc): boolean {
  return doc.page === 'markdown' || doc.page === 'react';
}

/** The pages folder and the blogs' folders the config names (absolute; they need not exist): dev watches them. */
export function outsideDocsFolders(cwd: string, config: SiteConfig): string[] {
  return [config.pages === false ? undefined : config.pages.path, ...blogInstances(config).map((blog) => blog.options.path)].flatMap((path) => (path ? [join(cwd, path)] : []));
}

/** The docs, sorted by source path, each with the format it is parsed in. */
function finishDocs(docs: Doc[], config: SiteConfig): Doc[] {
  docs.sort((a, b) => a.source.localeCompare(b.source));
  for (const doc of docs) doc.format = pageFormat(doc.file, doc.frontMatter.format, config.markdown.format);
  return docs;
}

/** Every docs instance's docs (config/docs-model.ts), the first's tree holding the others'. */
async function discoverInstances(options: DiscoverOptions): Promise<ContentTree> {
  const [first, ...others] = docsInstances(options.config);
  if (!others.length) return discoverDocs(options, first);
  const [tree, ...rest] = await allReported([first, ...others].map((instance) => discoverDocs({ ...options, config: instance.config }, instance)));
  tree.instances = rest.map((own, index) => ({ instance: others[index], tree: own }));
  // concat, not push(...): a spread of a hundred thousand docs would overflow the stack.
  tree.docs = tree.docs.concat(...rest.map((own) => own.docs));
  return tree;
}

async function discoverDocs({ cwd, config, diagnostics, includeDrafts = false, memo, listings, localize, onPageError }: DiscoverOptions, instance: DocsInstance): Promise<ContentTree> {
  const model = docsModel(config);
  const root = join(cwd, model.dir);
  // `docs: false` (a blog-only site): no folder is docs, even one named docs/ (Docusaurus ignores it too).
  if (!model.enabled) return { areas: new Map(), docs: [], model, root };
  const docs: Doc[] = [];
  const { prefix } = instance;
  const walk: Walk = { root, routeBase: model.routeBasePath, idPrefix: prefix, ...(prefix ? { instance: instance.id } : {}), cwd, diagnostics, includeDrafts, docs, memo, listings, excluded: excludedBy(model.exclude), included: includedBy(model.include), localize, numberPrefixes: model.numberPrefixes, config, onPageError };
  const versions = model.sidebars.kind === 'areas' ? undefined : docsVersions(cwd, config, model, instance);
  if (versions) {
    // Each version is a docs folder of its own, walked as the docs folder is, its ids prefixed.
    const trees = await allReported(versions.map(async (version): Promise<VersionTree> => {
      const versionRoot = join(cwd, version.dir);
      const [folder, sidebarsFile] = await Promise.all([
        readFolder({ ...walk, root: versionRoot, routeBase: version.routeBase, idPrefix: version.idPrefix, version: version.name }, '', '', ''),
        version.sidebars.kind !== 'file' ? undefined : version.name !== CURRENT_VERSION ? loadVersionedSidebarsFile(cwd, version.sidebars.file, version.name, diagnostics) : loadSidebarsFile(cwd, version.sidebars.file),
      ]);
      if (!folder) throw pxErrors.MissingDocsFolder.create({ message: `The docs folder ${version.dir} of version ${version.name} does not exist.` });
      return { version, folder, root: versionRoot, sidebarsFile };
    }));
    finishDocs(docs, config);
    const current = trees.find((tree) => tree.version.name === CURRENT_VERSION);
    const tagsFiles = await docsTagsFiles(cwd, config, trees.map((tree) => [tree.version.name, tree.root]), docs, diagnostics, localize);
    return {
      ...(tagsFiles ? { tagsFiles } : {}),
      areas: new Map(trees.map((tree) => [tree.version.idPrefix.replace(/\/$/, ''), tree.folder])),
      docs,
      model,
      root,
      ...(current?.sidebarsFile ? { sidebarsFile: current.sidebarsFile } : {}),
      versions: trees,
    };
  }
  if (model.sidebars.kind !== 'areas') {
    const [folder, sidebarsFile] = await Promise.all([
      readFolder(walk, '', '', ''),
      model.sidebars.kind === 'file' ? loadSidebarsFile(cwd, model.sidebars.file) : undefined,
    ]);
    if (!folder) {
      throw pxErrors.MissingDocsFolder.create({ message: `The docs folder ${relative(cwd, root) || '.'} does not exist.` });
    }
    finishDocs(docs, config);
    const tagsFiles = await docsTagsFiles(cwd, config, [['', root]], docs, diagnostics, localize);
    return { areas: new Map([['', folder]]), docs, model, root, sidebarsFile, ...(tagsFiles ? { tagsFiles } : {}) };
  }
  const folders = await allReported(model.sidebars.areas.map(async (area) => {
    const folder = await readFolder(walk, area, area, area);
    if (!folder) {
      throw pxErrors.MissingContentArea.create({ message: `The area "${area}" has no folder ${relative(cwd, join(root, area))}.` }, { hint: `Create the folder, or remove "${area}" from \`areas\` in the site config.` });
    }
    return [area, folder] as const;
  }));
  // In config order, whichever folder was read first: sidebars and messages list areas in this order.
  const areas = new Map<string, Folder>(folders);
  finishDocs(docs, config);
  return { areas, docs, model, root };
}

/**
 * Each docs folder's tags file (`docs.tags`, relative to the folder; a locale's own
 * where it has one), as Docusaurus reads one per version; then the docs plugin's
 * `onInlineTags` check of the docs against them. None when no folder has the file.
 */
async function docsTagsFiles(cwd: string, config: SiteConfig, roots: [version: string, root: string][], docs: Doc[], diagnostics: Diagnostics, localize?: Localizer): Promise<Map<string, TagsFile> | undefined> {
  const options = config.docs;
  if (!options || options.tags === null) return undefined;
  const name = options.tags;
  const files = new Map<string, string>(roots.map(([version, root]) => [version, localize?.translated(join(root, name)) ?? join(root, name)]));
  const read = await Promise.all([...files].map(async ([version, file]) => [version, await readTagsFile(file, cwd)] as const));
  const found = new Map(read.flatMap(([version, tags]) => (tags ? [[version, tags] as const] : [])));
  if (!found.size) return undefined;
  checkInlineDocTags(docs, found, options.onInlineTags, (version) => relative(cwd, files.get(version) ?? name).split(sep).join('/'), diagnostics);
  return found;
}

/** Every docs instance's tags files, by the key routes read them with: the version name, after the instance's prefix for a further instance. */
export function allTagsFiles(tree: ContentTree): Map<string, TagsFile> | undefined {
  const entries = [...(tree.tagsFiles ?? []), ...(tree.instances ?? []).flatMap(({ instance, tree: own }) => [...(own.tagsFiles ?? [])].map(([version, file]) => [instance.prefix + version, file] as const))];
  return entries.length ? new Map(entries) : undefined;
}

/** What every folder of one walk shares. */
interface Walk {
  root: string;
  routeBase: string;
  /** Put in front of every doc id: a released version's `version-<name>/`, else ''. */
  idPrefix: string;
  /** The docs version being walked, in a versioned site. */
  version?: string;
  /** The docs instance being walked, when not the first (its id). */
  instance?: string;
  cwd: string;
  diagnostics: Diagnostics;
  includeDrafts: boolean;
  docs: Doc[];
  memo?: DocMemo;
  listings?: ReadonlyMap<string, Dirent[]>;
  /** Whether a file or folder (its path from `root`, `/`-separated) is not part of the docs. */
  excluded: (path: string, name: string) => boolean;
  included: (path: string) => boolean;
  /** Number prefixes are positions, left out of names (`docs.numberPrefixParser`). */
  numberPrefixes: NumberPrefixes;
  localize?: Localizer;
  /** The site config, for its `markdown.parseFrontMatter` (front-matter-hook.ts). */
  config: SiteConfig;
  onPageError?: DiscoverOptions['onPageError'];
}

const child = (parent: string, name: string) => (parent ? `${parent}/${name}` : name);

/**
 * Two pages with one route: the first (by path) is kept, the other dropped from
 * the tree entirely (so no sidebar entry points at the wrong page), and the
 * configured severity decides whether that is a warning or a failure. Two routes
 * written to one file (`/index` and the home's `/`) are a duplicate too. A page at
 * a route the build's own output has (`/llms.txt`, `/assets/…`) is dropped the
 * same way: left in, its sidebar entry and cards became broken links blamed on
 * other pages.
 */
export function dropDuplicateRoutes(tree: ContentTree, diagnostics: Diagnostics, config: SiteConfig): void {
  const severity = config.onDuplicateRoutes;
  const report = (message: string, dropped: Doc) => diagnostics.report(severity, { kind: 'duplicate-route', message, where: { file: dropped.source } }, pxErrors.DuplicateRoute);
  // By output file, as routes.ts places pages: `/index` writes index.html as `/` does. The home
  // page, generated unless a page is at `/` (or the config asks for it), holds index.html first.
  const seen = new Map<string, { permalink: string; source: string }>();
  if (!tree.docs.some((doc) => doc.permalink === '/') || config.home) seen.set('index.html', { permalink: '/', source: configSource(config) });
  const dropped = new Set<Doc>();
  const leftOut = new Map<string, string>();
  const folds = new Map<string, Doc>();
  for (const doc of tree.docs) {
    const file = permalinkToFile(doc.permalink, config.trailingSlash === true);
    const first = seen.get(file);
    // The pages folder's 404 page is the site's not-found page, not a page in its way (site-not-found.ts).
    const reserved = isSiteNotFoundPage(doc) ? undefined : reservedRoute(doc.permalink);
    if (reserved) {
      dropped.add(doc);
      leftOut.set(doc.id, `${doc.source}, which was left out: its route ${doc.permalink} is ${reserved}'s. Give it another slug`);
      report(`The route ${doc.permalink} of ${doc.source} is ${reserved}'s; the page is left out. Give it another slug.`, doc);
    } else if (first) {
      dropped.add(doc);
      leftOut.set(doc.id, `${doc.source}, which was left out: its route ${doc.permalink} is ${first.source}'s too, which is kept. Give one of them another slug (or id)`);
      // Two names of one file on macOS (é as one letter, NFC, or e + accent, NFD): routes are NFC (joinPermalink).
      const encodings = doc.source !== first.source && doc.source.normalize('NFC') === first.source.normalize('NFC') ? ' (the file names differ only in how their letters are encoded, NFC and NFD: a route has one form, so they are one page; delete one)' : '';
      report(`Duplicate route ${doc.permalink}: ${doc.source} and ${first.source} both produce it${first.permalink === doc.permalink ? '' : ` (${first.permalink} is written to ${file} too)`}${encodings}; ${first.source} is kept.`, doc);
    } else {
      seen.set(file, doc);
      warnWindowsName(doc, file, diagnostics);
      // Written apart here, but one file where names ignore case or Unicode normalization (macOS, Windows,
      // hosts on such disks): there one page overwrites the other, unseen until published.
      const folded = file.normalize('NFC').toLowerCase();
      const twin = folds.get(folded);
      if (twin) diagnostics.warn({ kind: 'route-case', message: `The routes ${twin.permalink} (${twin.source}) and ${doc.permalink} (${doc.source}) differ only in case or in how their letters are encoded: on a case-insensitive disk or host one page replaces the other. Rename one, or give it a slug.`, where: { file: doc.source } });
      else folds.set(folded, doc);
    }
  }
  if (!dropped.size) return;
  // A doc keeping the id (two docs of one id, `id: intro` beside intro.md) is no doc left out.
  for (const doc of tree.docs) if (!dropped.has(doc)) leftOut.delete(doc.id);
  tree.leftOut = leftOut;
  tree.docs = tree.docs.filter((doc) => !dropped.has(doc));
  const prune = (folder: Folder) => {
    folder.docs = folder.docs.filter((doc) => !dropped.has(doc));
    folder.folders.forEach(prune);
  };
  tree.areas.forEach(prune);
}

async function readFolder(walk: Walk, key: string, area: string, path: string): Promise<Folder | undefined> {
  const { root, cwd, includeDrafts, docs } = walk;
  const dir = join(root, key);
  // A copy: it is sorted here, and the listing belongs to the walk that read it.
  let entries = walk.listings?.get(dir)?.slice();
  if (!entries) try {
    entries = await io(() => readdir(dir, { withFileTypes: true }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // A file where the docs folder should be (`docs` written as a file): not a permissions problem.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      throw pxErrors.MissingDocsFolder.create({ message: `${relative(cwd, dir) || '.'} is a file, not a folder of pages.` }, { where: { file: relative(cwd, dir) }, hint: 'Move the file aside and make a folder there, or point the config (docs.path, or the area) at the folder holding your Markdown.' });
    }
    // `docs -> docs` read "ELOOP: too many symbolic links encountered" with a hint about permissions.
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw pxErrors.FolderLinkLoop.create({ folder: relative(cwd, dir) }, { where: { file: relative(cwd, dir) } });
    throw pxErrors.UnreadableFolder.create({ message: `${relative(cwd, dir)} could not be read: ${(error as Error).message}` });
  }
  const base = key.split('/').pop()!;
  const stripped = prefixOf(base, walk.numberPrefixes);
  const folder: Folder = { key, name: stripped.name, path, position: stripped.position, docs: [], folders: [] };
  const pending: Promise<unknown>[] = [];
  // Each is marked handled as it starts: the loop awaits links (followLink) while earlier pages are read,
  // and a page failing meanwhile would be an unhandled rejection that ends the process. `allReported` reports them.
  const work = {
    push(promise: Promise<unknown>) {
      promise.catch(() => undefined);
      pending.push(promise);
    },
  };
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || (!entry.name.startsWith('_category_.') && walk.excluded(child(key, entry.name), entry.name))) continue;
    const link = entry.isSymbolicLink() ? await followLink(join(dir, entry.name), cwd, walk.diagnostics) : undefined;
    const kind = link ? link.kind : entryKind(entry);
    if (kind === 'directory') {
      const name = prefixOf(entry.name, walk.numberPrefixes).name;
      work.push(readFolder(walk, child(key, entry.name), area, child(path, name)).then((sub) => sub && folder.folders.push(sub)));
    } else if (/^_category_\.(json|ya?ml)$/.test(entry.name)) {
      work.push(readCategory(join(dir, entry.name), cwd).then((meta) => {
        folder.meta = meta;
        folder.metaSource = relative(cwd, join(dir, entry.name));
      }));
    } else if (PAGE.test(entry.name) && kind === 'file' && walk.included(child(key, entry.name))) {
      // A linked page is read (and bundled) at its real path; its name and place come from the link.
      const file = link?.real ?? join(dir, entry.name);
      work.push(readDocMemo(walk, file, key, area, path, entry.name).catch((error: unknown) => {
        if (!walk.onPageError || !(error instanceof PxError)) throw error;
        return walk.onPageError(file, error);
      }).then((doc) => {
        if (!doc || doc.draft && !includeDrafts) return;
        folder.docs.push(doc);
        docs.push(doc);
      }));
    }
  }
  await allReported(pending);
  if (folder.meta?.position !== undefined) folder.position = folder.meta.position;
  folder.docs.sort((a, b) => a.source.localeCompare(b.source));
  folder.folders.sort((a, b) => a.key.localeCompare(b.key));
  return folder;
}

/**
 * Promise.all that waits for every page and folder and reports all their
 * errors together (two badly named files are two errors in one run), unless
 * one failure is not a PxError: that one is rethrown as it is.
 */
async function allReported<T>(work: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(work);
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason as unknown);
  if (!failures.length) return results.map((result) => (result as PromiseFulfilledResult<T>).value);
  const other = failures.find((error) => !(error instanceof PxError) && !(error instanceof PxErrorList));
  if (other !== undefined) throw other;
  const errors = failures.flatMap((error) => (error instanceof PxErrorList ? error.errors : [error as PxError]));
  throw errors.length === 1 ? errors[0] : new PxErrorList(errors);
}

function entryKind(entry: Dirent): 'file' | 'directory' | 'other' {
  return entry.isDirectory() ? 'directory' : entry.isFile() ? 'file' : 'other';
}

/**
 * What a symbolic link in the content folder is: followed when its real path
 * stays inside the site (a page shared by two areas, say), otherwise skipped
 * with a warning naming the link, never dropped silently. A link to one of its
 * own parent folders is skipped too (it would loop for ever).
 */
async function followLink(link: string, cwd: string, diagnostics: Diagnostics): Promise<{ kind: 'file' | 'directory' | 'other'; real?: string }> {
  const shown = relative(cwd, link).split(sep).join('/');
  let real: string;
  try {
    real = await realpath(link);
  } catch (error) {
    const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
    diagnostics.warn({ kind: 'symlink', message: `Symbolic link ${shown} ${loop ? 'is part of a loop of links (each points, in the end, to itself)' : 'points to a file that does not exist'}; it was skipped.`, where: { file: shown } });
    return { kind: 'other' };
  }
  const root = await realpath(cwd);
  if (!real.startsWith(root + sep)) {
    diagnostics.warn({ kind: 'symlink', message: `Symbolic link ${shown} points outside the site (${real}); it was skipped. Move the file into the site instead of linking to it.`, where: { file: shown } });
    return { kind: 'other' };
  }
  const info = await stat(real);
  if (info.isDirectory()) {
    const parent = await realpath(join(link, '..'));
    if (parent === real || parent.startsWith(real + sep)) {
      diagnostics.warn({ kind: 'symlink', message: `Symbolic link ${shown} points to one of its own parent folders; it was skipped.`, where: { file: shown } });
      return { kind: 'other' };
    }
    return { kind: 'directory' };
  }
  return { kind: info.isFile() ? 'file' : 'other', real };
}

/**
 * A `_category_.json`, read as Docusaurus reads it (js-yaml's load, JSON being YAML): a trailing
 * comma (`"position": 2,}`) or a comment is accepted there, and failed the build here. JSON that
 * YAML cannot read either is reported with JSON's own error, which names the place better.
 */
function parseCategoryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    try {
      return parseYaml(text);
    } catch {
      throw error;
    }
  }
}

async function readCategory(file: string, cwd: string): Promise<CategoryMeta> {
  // Read without the thread pool: a category file is a few hundred bytes, and a large site has
  // thousands (1,799 at 10,023 pages), whose awaited reads kept this thread waiting.
  refuseSpecialFile(file, relative(cwd, file));
  const text = withoutBom(readFileSync(file, 'utf8'));
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? parseCategoryJson(text) : parseYaml(text);
  } catch (error) {
    throw pxErrors.InvalidCategoryFile.create({ message: syntaxErrorMessage(error) }, { where: { file: relative(cwd, file), ...syntaxErrorAt(error, text) } });
  }
  const result = categorySchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw pxErrors.InvalidCategoryFile.create({ message: `${issue.path.join('.') || '(root)'}: ${issue.message}` }, { where: { file: relative(cwd, file), ...keyPlace(text, issue.path[0]) }, hint: 'Allowed keys: label, position, className, collapsible, collapsed, description, link ({ type: "doc", id } or { type: "generated-index", slug, title, description, keywords }).' });
  }
  const slug = result.data.link && result.data.link.type === 'generated-index' ? result.data.link.slug : undefined;
  const reason = slug === undefined ? undefined : unsafePermalinkReason(`/${slug}`);
  if (reason) {
    throw pxErrors.UnsafeCategoryRoute.create({ message: `The category link slug "${slug}" cannot be used: ${reason}.` }, { where: { file: relative(cwd, file), ...keyPlace(text, 'slug') } });
  }
  return result.data;
}

/** Where a category file first writes `key` (`"position":` or `position:`), for its error; none when not found. */
function keyPlace(text: string, key: PropertyKey | undefined): { line?: number; column?: number } {
  if (typeof key !== 'string') return {};
  const offset = text.search(new RegExp(`["']?${key.replace(/[^\w-]/g, '\\$&')}["']?\s*:`));
  if (offset === -1) return {};
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * Reads one page as discovery would, for incremental updates: the area, folder
 * key and id path come from the file's place under the content folder.
 */
export async function readPage(cwd: string, config: SiteConfig, file: string, diagnostics: Diagnostics): Promise<Doc | undefined> {
  if (!PAGE.test(file)) return undefined;
  // The docs instance whose folder holds the file (in a versioned one, one of its versions' folders).
  const source = relative(cwd, file).split(sep).join('/');
  const folders = docsInstances(config).map((instance) => {
    const model = docsModel(instance.config);
    const versions = !model.enabled || model.sidebars.kind === 'areas' ? undefined : docsVersions(cwd, instance.config, model, instance);
    return { instance, model, versions, version: versions?.find((candidate) => pathInside(source, candidate.dir) !== undefined) };
  });
  const { instance, model, versions, version } = folders.find((folder, index) => index > 0 && (folder.version || (!folder.versions && pathInside(source, folder.model.dir) !== undefined))) ?? folders[0];
  if (!model.enabled) return undefined;
  if (versions && !version) return undefined;
  const parts = relative(join(cwd, version?.dir ?? model.dir), file).split(sep);
  if (parts[0].startsWith('..')) return undefined;
  const names = parts.slice(0, -1);
  const numberPrefixes = model.numberPrefixes === true ? {} : { numberPrefixes: model.numberPrefixes };
  let doc: Doc | undefined;
  if (model.sidebars.kind !== 'areas') {
    const scope: DocScope = { ...(version ? { routeBase: version.routeBase, idPrefix: version.idPrefix, version: version.name } : { routeBase: model.routeBasePath, idPrefix: instance.prefix }), ...(instance.prefix ? { instance: instance.id } : {}), ...numberPrefixes };
    doc = await readDoc(file, names.join('/'), '', names.map((name) => prefixOf(name, model.numberPrefixes).name).join('/'), scope, cwd, diagnostics, undefined, undefined, config);
  } else {
    if (parts.length < 2 || !model.sidebars.areas.includes(parts[0])) return undefined;
    const folderPath = [names[0], ...names.slice(1).map((name) => prefixOf(name, model.numberPrefixes).name)].join('/');
    doc = await readDoc(file, names.join('/'), names[0], folderPath, { routeBase: model.routeBasePath, idPrefix: '' }, cwd, diagnostics, undefined, undefined, config);
  }
  if (doc) doc.format = pageFormat(doc.file, doc.frontMatter.format, config.markdown.format);
  return doc;
}

/** Throws for a front matter slug that is a URL (`slug: https://…`, paths.ts `slugUrlReason`), at the slug's line: a doc's or a post's. */
export function refuseSlugUrl(slug: unknown, where: { file: string; line?: number; column: number }): void {
  const reason = typeof slug === 'string' ? slugUrlReason(slug) : undefined;
  if (!reason) return;
  throw pxErrors.UnsafePageRoute.create({ message: `The front matter slug "${slug as string}" cannot be used: ${reason}.` }, { where, hint: "Write the page's path on this site (`slug: /x`); to send readers to another site, link to it from a page, or from the sidebar (`{ type: 'link', label, href: 'https://…' }`)." });
}

/** `readDoc` through the walk's memo: a file unchanged since the last build is not read again. */
async function readDocMemo(walk: Walk, file: string, folderKey: string, area: string, folderPath: string, fileName: string): Promise<Doc | undefined> {
  const scope: DocScope = { routeBase: walk.routeBase, idPrefix: walk.idPrefix, version: walk.version, ...(walk.instance ? { instance: walk.instance } : {}), ...(walk.numberPrefixes === true ? {} : { numberPrefixes: walk.numberPrefixes }) };
  const read = (diagnostics: Diagnostics) => readDoc(file, folderKey, area, folderPath, scope, walk.cwd, diagnostics, fileName, walk.localize, walk.config);
  const args = [folderKey, area, folderPath, { ...scope, numberPrefixes: prefixesKey(walk.numberPrefixes) }, walk.cwd, fileName];
  return readThroughMemo(walk.memo, walk.localize, file, args, walk.diagnostics, read);
}

/**
 * A page file (doc, page of the pages folder, post) read through `memo`: taken from it when the
 * same file was read with the same `args`, its warnings replayed; else read, with warnings of its
 * own to remember with it (a binary file's doc is undefined: read every time). In a locale's
 * pass the entry is the file read, its translation when it has one: an edited translation is a
 * file the memo knows, and a translation added or removed makes another entry.
 */
export async function readThroughMemo(memo: DocMemo | undefined, localize: Localizer | undefined, original: string, args: unknown[], diagnostics: Diagnostics, read: (diagnostics: Diagnostics) => Promise<Doc | undefined>): Promise<Doc | undefined> {
  if (!memo) return read(diagnostics);
  const file = localize?.translated(original) ?? original;
  const argsJson = JSON.stringify(file === original ? args : [...args, original]);
  const known = memo.get(file, argsJson);
  if (known) {
    for (const warning of known.warnings) diagnostics.warn(warning);
    return known.doc;
  }
  const local = new Diagnostics();
  const doc = await read(local);
  for (const warning of local.warnings) diagnostics.warn(warning);
  if (doc) memo.set(file, argsJson, doc, local.warnings);
  return doc;
}

/** Where a doc's route and id start: the docs' route base (its version's) and id prefix. */
interface DocScope {
  routeBase: string;
  idPrefix: string;
  version?: string;
  /** A docs instance after the first (its id). */
  instance?: string;
  /** false: a file name's number prefix is kept (`docs.numberPrefixParser: false`); a function: the site's parser. */
  numberPrefixes?: NumberPrefixes;
}

/**
 * A page file's text (decoded as discovery decodes pages, an encoding problem
 * warned about), or undefined for a binary file (skipped with a warning).
 * Docs, the pages folder's pages and posts are read through it.
 */
export async function readPageFile(file: string, source: string, diagnostics: Diagnostics, config?: SiteConfig): Promise<string | undefined> {
  const maxBytes = config?.markdown.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  let size: number;
  let bytes: Buffer | undefined;
  try {
    const info = statSync(file);
    // The stat the size is read from: a page is read by the thousand, so not a second one.
    if (!info.isFile()) throw notAFile(info, source);
    size = info.size;
    // Synchronous, as a small file is best read: an awaited read is four trips to the thread
    // pool (open, stat, read, close), and 10,023 of them kept this thread waiting 0.5 s.
    // One far over the limit is never read (maxPageFileBytes says why).
    if (size <= maxPageFileBytes(maxBytes)) bytes = readFileSync(file);
  } catch (error) {
    throw pageReadError(source, error);
  }
  if (!bytes) {
    throw pxErrors.PageTooLarge.create({ message: `${source} is ${size.toLocaleString('en')} bytes; the limit is ${maxBytes.toLocaleString('en')}.` }, { where: { file: source } });
  }
  const { text, problem } = decodePage(bytes, source);
  if (problem) diagnostics.warn({ kind: 'encoding', message: problem.message, where: { file: source, line: problem.line, column: problem.column } });
  if (problem?.kind === 'binary') return undefined;
  // The site's `markdown.parseFrontMatter`, when it has one, makes the page's text (front-matter-hook.ts).
  return config?.markdown.parseFrontMatter ? hookedPageText(config, file, source, text) : text;
}

/** One page file as a doc; undefined for a binary file (skipped with a warning). */
async function readDoc(original: string, folderKey: string, area: string, folderPath: string, { routeBase, idPrefix, version, instance, numberPrefixes }: DocScope, cwd: string, diagnostics: Diagnostics, fileName = original.slice(original.lastIndexOf(sep) + 1), localize?: Localizer, config?: SiteConfig): Promise<Doc | undefined> {
  // A locale's translation of the file, when it has one, is the page; its id and route are the original's.
  const file = localize?.translated(original) ?? original;
  const source = relative(cwd, file).split(sep).join('/');
  const text = await readPageFile(file, source, diagnostics, config);
  if (text === undefined) return undefined;
  const { data: frontMatter, lines, lineOf } = parseFrontMatter(text, source, diagnostics);
  const stem = fileName.replace(PAGE, '');
  // `parse_number_prefixes: false` keeps a name like `2024-release-notes` whole.
  const { name, position: prefixPosition } = prefixOf(stem, frontMatter.parse_number_prefixes === false ? false : numberPrefixes ?? true);
  // A folder's index doc, as Docusaurus's isCategoryIndex finds it: the file's own name (its number prefix
  // kept) is index, readme or the folder's own name (its prefix kept too): `03-extra/03-extra.md` is one,
  // `04-more/01-index.md` and `02-guides/guides.md` are not (they were, compared without their prefixes).
  const folderName = folderPath ? basename(dirname(original)) : undefined;
  const isIndex = /^(index|readme)$/i.test(stem) || stem.toLowerCase() === folderName?.toLowerCase();
  // A doc's id names it in sidebars and links (`guide/setup`): one with a slash would read as another folder's doc,
  // and Docusaurus refuses it ("Document id … cannot include slash").
  if (frontMatter.id?.includes('/')) {
    throw pxErrors.InvalidFrontMatter.create({ message: `The front matter id "${frontMatter.id}" cannot include a slash: a doc's id is its file name, and its folder comes from where the file is.` }, { where: { file: source, line: lineOf('id'), column: 1 }, hint: 'Move the file into the folder, or write `slug` to change its route: a slug may hold slashes.' });
  }
  const idName = frontMatter.id ?? name;
  const id = idPrefix + child(folderPath, idName);
  // Slugs, absolute ones included, live under the route base (as Docusaurus has them).
  let permalink: string;
  // A relative slug resolves against the doc's folder as a URL does, `..` included, as Docusaurus
  // resolves it (`slug: ../moved/page` in guide/deep/ is guide/moved/page; above the docs' root, the root).
  const relativeSlug = frontMatter.slug !== undefined && !frontMatter.slug.startsWith('/') ? posix.normalize(`/${folderPath}/${frontMatter.slug}`) : undefined;
  if (frontMatter.slug !== undefined) {
    permalink = frontMatter.slug.startsWith('/') ? joinPermalink(routeBase, frontMatter.slug) : joinPermalink(routeBase, relativeSlug!);
  } else {
    // A folder's index page has the folder's route whatever its id, as Docusaurus has it
    // (`index.md` with `id: index` is `/guide/`, not `/guide/index`).
    permalink = isIndex ? joinPermalink(routeBase, folderPath) : joinPermalink(routeBase, folderPath, idName);
  }
  // A slug or id such as `../../tmp/x` would write outside the output folder.
  refuseSlugUrl(frontMatter.slug, { file: source, line: lineOf('slug'), column: 1 });
  for (const key of ['slug', 'id'] as const) {
    const value = key === 'slug' && relativeSlug !== undefined ? relativeSlug : frontMatter[key];
    const reason = value === undefined ? undefined : unsafePermalinkReason(value.startsWith('/') ? value : `/${value}`);
    if (reason) {
      throw pxErrors.UnsafePageRoute.create({ message: `The front matter ${key} "${frontMatter[key]}" cannot be used: ${reason}.` }, { where: { file: source, line: lineOf(key), column: 1 }, hint: `Use a ${key} made of plain URL segments (letters, digits, "-", "/"), with no "#", "?" or "%" and no "." or ".." segments.` });
    }
  }
  // A tag's own permalink becomes a route too (tags.ts).
  for (const tag of frontMatter.tags ?? []) {
    const reason = typeof tag === 'object' && tag.permalink !== undefined ? unsafePermalinkReason(`/${tag.permalink}`) : undefined;
    if (reason && typeof tag === 'object') {
      throw pxErrors.UnsafePageRoute.create({ message: `The tag "${tag.label}" has the permalink "${tag.permalink}", which cannot be used: ${reason}.` }, { where: { file: source, line: lineOf('tags'), column: 1 }, hint: 'Use a permalink made of plain URL segments (letters, digits, "-", "/"), with no "#", "?" or "%" and no "." or ".." segments, or leave it out: the label gives one.' });
    }
  }
  const unsafe = unsafePermalinkReason(permalink);
  if (unsafe) {
    throw pxErrors.UnsafePageRoute.create({ message: `The page's route "${fileNameSafe(permalink)}" cannot be used: ${unsafe}.` }, {
      where: { file: source, line: 1, column: 1 },
      hint: 'Rename the file or folder (no "#", "?" or "%" in its name, no "." or ".." segments), or give the page a `slug` in its front matter.',
    });
  }
  // A body that opens with `# Heading` shows that heading, even when front matter
  // has a `title` (then used for <title> and the sidebar), as Docusaurus does.
  const heading = firstHeading(text, lines);
  // Neither: the doc's id as it is (`my-setup_notes`), as Docusaurus's `title ?? contentTitle ?? baseID`.
  const title = givenTitle(frontMatter.title) ?? heading ?? idName;
  // A copy with strings of its own: the title, description and front matter values are
  // slices of the page's text, and V8 keeps a slice's whole parent string alive, so every
  // doc held the text of its page until the build ended (measured: the main thread kept
  // 18 MB of page text at 20,000 synthetic pages; at 10,000 real pages about 100 MB).
  return structuredClone({
    id,
    area,
    file,
    source,
    format: pageFormat(fileName, frontMatter.format, 'detect'),
    frontMatter,
    title,
    titleInBody: heading !== undefined,
    description: frontMatter.description ?? createExcerpt(text.split('\n').slice(lines).join('\n'), { docusaurus: config?.areas === undefined }),
    permalink,
    label: frontMatter.sidebar_label ?? title,
    position: frontMatter.sidebar_position ?? prefixPosition,
    unlisted: frontMatter.unlisted === true,
    draft: frontMatter.draft === true,
    folder: folderKey,
    isIndex,
    textHash: textHash(text),
    ...(version !== undefined ? { version } : {}),
    ...(instance !== undefined ? { instance } : {}),
  } satisfies Doc);
}

/**
 * How a page is parsed, as Docusaurus decides: front matter `format`, else the
 * site's `markdown.format`; `detect` goes by extension.
 */
export function pageFormat(file: string, frontMatter: 'md' | 'mdx' | 'detect' | undefined, site: SiteConfig['markdown']['format']): 'md' | 'mdx' {
  const chosen = frontMatter ?? site;
  if (chosen === 'detect') return file.endsWith('.mdx') ? 'mdx' : 'md';
  return chosen;
}

/**
 * The page's content title, as Docusaurus takes it (its contentTitle plugin):
 * the text of the page's first heading when that heading is an h1, whatever
 * comes before it. Read line by line, without parsing the page: fenced code is
 * passed over, and so is an import or export, up to the blank line that ends
 * it as MDX reads it (a component written over several lines).
 */
export function firstHeading(text: string, frontMatterLines: number): string | undefined {
  const lines = text.split('\n').slice(frontMatterLines);
  const fences = new CodeFences();
  let statement = false;
  for (const line of lines) {
    if (fences.isCode(line)) continue;
    if (!line.trim()) {
      statement = false;
      continue;
    }
    // A heading line is one even right after an import (in a .md page that line is a paragraph).
    const heading = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*$/.exec(line);
    if (!heading || (statement && /^\s/.test(line))) {
      statement ||= /^(import|export)\s/.test(line);
      continue;
    }
    if (heading[1].length > 1) return undefined;
    const match = /^(.+?)(?:\s+#+)?$/.exec(heading[2] ?? '');
    return match ? headingText(match[1].replace(/\s*\{#[^}]+\}$/, '')) : undefined;
  }
  return undefined;
}

const inline = new MarkdownIt('commonmark');

/**
 * A heading's text, as Docusaurus takes a page title from it (mdast-util-to-string
 * of the heading): "The [answer](/a) to _life_ and `code`" is "The answer to life
 * and code". Only a heading with Markdown in it is parsed.
 */
export function headingText(markdown: string): string {
  if (!/[`*_[\\&<!]/.test(markdown)) return markdown;
  const text: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'text' || token.type === 'code_inline') text.push(token.content);
      else if (token.type === 'image') text.push(token.children?.map((child) => child.content).join('') ?? '');
      else if (token.children) walk(token.children);
    }
  };
  walk(inline.parseInline(markdown, {}));
  return text.join('').trim() || markdown;
}

export function titleCase(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
