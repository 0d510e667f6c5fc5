// Every error a person can meet, by name (as Astro's errors-data.ts): a title,
// a message made from the facts of the case, and a hint saying what to do.
// Build, dev, the chat server and the CLI throw these and nothing else
// (test/errors/catalogue.test.ts walks the source to check); `docs/errors.md`
// lists them (`node --import tsx scripts/errors-doc.ts` writes it).
import { PxError, type SourcePosition } from '../errors.js';

/** The most page threads `--workers` takes: each holds a compiler (some 45 MB); 200 of them on 2 cores took 9 GB and 10 times as long. */
export const MAX_WORKERS = 64;

export interface ErrorOptions {
  where?: SourcePosition;
  frame?: string;
  cause?: unknown;
  /** Replaces the entry's hint when the case knows better (a port number, the ids nearby). */
  hint?: string;
}

export type ErrorArea = 'config' | 'content' | 'mdx' | 'links' | 'vadalog' | 'limits' | 'cli' | 'server' | 'search' | 'internal';

export interface ErrorEntry<Args> {
  /** Stable name, for tests and the docs (`UnknownHighlightLanguage`). */
  readonly name: string;
  /** What happened, in a few words. */
  readonly title: string;
  /** Where in pxdocs a person meets it (the sections of docs/errors.md). */
  readonly area: ErrorArea;
  readonly message: (args: Args) => string;
  /** What to do about it. */
  readonly hint: string;
  create(args: Args, options?: ErrorOptions): PxError;
}

function entry<Args>(area: ErrorArea, title: string, message: (args: Args) => string, hint: string) {
  return (name: string): ErrorEntry<Args> => ({
    name,
    title,
    area,
    message,
    hint,
    create(args, options = {}) {
      return new PxError(title, message(args), { where: options.where, frame: options.frame, cause: options.cause, hint: options.hint ?? hint, code: name });
    },
  });
}

/** A message the call site words from the facts at hand (a parser's reason, a list of problems). */
const text = (args: { message: string }) => args.message;

const entries = {
  UnknownSidebarId: entry<{ message: string }>('config', 'Unknown sidebar id', text, 'Use the id of one of the sidebars the site has (an area name, or a key of the sidebars file).'),
  EmptySidebar: entry<{ message: string }>('config', 'Empty sidebar', text, 'Add a page to the sidebar, or remove the navbar item.'),
  UnknownHighlightLanguage: entry<{ languages: string[] }>('config', 'Unknown highlight language', ({ languages }) => `No grammar exists for: ${languages.join(', ')}.`, 'Remove it from highlight.additionalLanguages, or use a Prism language name.'),
  NoSiteConfig: entry<{ message: string }>('config', 'No site config', text, 'Run pxdocs in the site folder, or pass --cwd <folder>. A Docusaurus site gets one with `pxdocs init --from-docusaurus .`.'),
  ConfigHasNoDefaultExport: entry<{ message: string }>('config', 'Config has no default export', text, 'Add `export default defineConfig({ ... })` at the end of the config file.'),
  ConfigDidNotFinishLoading: entry<{ message: string }>('config', 'Config did not finish loading', text, 'Remove the top-level await, or make sure what it (or the function or promise the config exports) waits for resolves (a network call, a file that never appears); or find the loop that never ends.'),
  UnreadableConfig: entry<{ file: string; reason: string }>('config', 'Unreadable config', ({ file, reason }) => `${file} could not be read: ${reason}.`, 'Make it readable by the user running pxdocs (`chmod a+r`).'),
  ConfigThrewWhileLoading: entry<{ message: string }>('config', 'Config threw while loading', text, 'The config file (or something it imports) threw when run; fix the statement that throws.'),
  SiteThemeNotFound: entry<{ index: number; name: string; from: string; reason: string; list?: 'themes' | 'plugins' }>('config', 'Site theme or plugin not found', ({ index, name, from, reason, list = 'themes' }) => `${list}[${index}] is "${name}", which Node cannot load from ${from}: ${reason}`, 'Give the theme or plugin as Docusaurus finds it: a module path from the config\'s folder (`./my-theme`, a folder with an index.js exporting the theme or plugin function) or an installed package\'s name; or take it out of the list.'),
  SitePluginFailed: entry<{ message: string }>('config', 'Site plugin failed', text, 'Fix the plugin where it failed, or take it out of `plugins` in the pxdocs config: a plugin there runs once per build (the function, then its `loadContent` and `contentLoaded`, and its `postBuild` once the output is written), as Docusaurus runs it.'),
  ConfigFunctionFailed: entry<{ message: string }>('config', 'Config function failed', text, 'Fix the function in the config file: it runs once for every page and must return what its option takes (a URL for editUrl, paths for createRedirects, minutes for readingTime; undefined for none).'),
  ConfigPathOutsideSite: entry<{ key: string; path: string }>('config', 'Config path leaves the site', ({ key, path }) => `${key}: "${path}" has a ".." segment: it names a file outside the static folder, which the site never publishes (the browser would ask for another URL).`, 'Put the file in the static folder and give its path from there (favicon: "img/favicon.ico"), or give a full URL.'),
  InvalidSiteConfig: entry<{ message: string }>('config', 'Invalid site config', text, 'Correct the values named above; each line gives the key, what was expected and what was found.'),
  UnknownDocId: entry<{ message: string }>('content', 'Unknown doc id', text, 'Doc ids are content paths without numeric prefixes or extension, e.g. "guides/install" for guides/01-install.md.'),
  InvalidSidebarItem: entry<{ message: string }>('content', 'Invalid sidebar item', text, 'Items are doc id strings, or objects of type doc, ref, link, html, category or autogenerated (as in Docusaurus).'),
  MissingDocsFolder: entry<{ message: string }>('content', 'Missing docs folder', text, 'Create it, or set `docs.path` in the site config to the folder holding your Markdown.'),
  InvalidVersionsFile: entry<{ message: string }>('content', 'Invalid versions file', text, 'versions.json holds the released version names, newest first, e.g. ["2.0", "1.4"].'),
  DocsItemWithoutDocs: entry<{ message: string }>('config', 'Docs item in a site without docs', text, 'Remove the item, or make it a link to a page (`{ label, to: "/archive" }`); or give the site docs (`docs: { path: "docs" }` in place of `docs: false`).'),
  UnversionedDocs: entry<{ message: string }>('config', 'Docs without versions', text, 'Put a doc in a sidebar, or remove the item.'),
  UnknownDocsVersion: entry<{ message: string }>('config', 'Unknown docs version', text, 'Name a version listed in versions.json, or "current" for the docs folder.'),
  UnknownDocsInstance: entry<{ message: string }>('config', 'Unknown docs instance', text, 'Name the id of `docs` (default: "default") or of an entry of `docsInstances` in `docsPluginId`, or leave it out for the first docs folder.'),
  MissingContentArea: entry<{ message: string }>('content', 'Missing content area', text, 'Create the folder, or remove the area from `areas` in the site config.'),
  UnreadableFolder: entry<{ message: string }>('content', 'Unreadable folder', text, 'Check the folder permissions.'),
  FolderLinkLoop: entry<{ folder: string }>('content', 'Folder is a loop of links', ({ folder }) => `${folder} is a symbolic link in a loop of links (each points, in the end, to itself), so no folder is behind it.`, 'Point the link at the folder it stands for (`ln -sfn <folder> <link>`), or replace it with that folder; or point the config (docs.path, an area, the pages or blog path) at the folder itself.'),
  InvalidCategoryFile: entry<{ message: string }>('content', 'Invalid category file', text, 'Category files hold `label`, `position` and `link`.'),
  InvalidBlogFile: entry<{ message: string }>('content', 'Invalid blog file', text, 'The authors file maps keys to `{ name, title, url, image_url, socials, page }`; the tags file maps keys to `{ label, permalink, description }`.'),
  InvalidTagsFile: entry<{ message: string }>('content', 'Invalid tags file', text, 'The docs\' tags file (tags.yml) maps keys to `{ label, permalink, description }`.'),
  UnknownBlogAuthor: entry<{ message: string }>('content', 'Unknown blog author', text, 'Add the author to the blog\'s authors file (authors.yml), or write the author inline: `authors: [{ name: Jane, url: https://… }]`.'),
  InvalidPostDate: entry<{ message: string }>('content', 'Invalid post date', text, 'Write the date as YYYY-MM-DD (or a full ISO date and time), in front matter `date` or at the start of the file name.'),
  UnknownLocale: entry<{ message: string }>('config', 'Unknown locale', text, 'Give one of the locales of the config\'s `i18n.locales`, or add it there.'),
  InvalidTranslations: entry<{ message: string }>('content', 'Invalid translations file', text, 'A translations file holds one JSON object of `"key": { "message": "…" }` entries, as `docusaurus write-translations` writes it.'),
  UnsafeCategoryRoute: entry<{ message: string }>('content', 'Unsafe category route', text, 'Use a slug made of plain URL segments (letters, digits, "-", "/"), with no "." or ".." segments.'),
  UnreadablePage: entry<{ message: string }>('content', 'Unreadable page', text, 'Check the file permissions.'),
  NotAFile: entry<{ file: string; what: string }>('content', 'Not a file', ({ file, what }) => `${file} is ${what}, not a file: reading it would wait for a writer for good, and the build with it.`, 'Replace it with a regular file (or remove it): a named pipe, a socket or a device cannot be one of the site\'s files.'),
  UnreadableSiteFile: entry<{ file: string; folder: boolean; reason: string }>('content', 'Unreadable file to publish', ({ file, folder, reason }) => `${file} is to be published with the site (it is in a static folder, or a page links it), and the ${folder ? 'folder' : 'file'} could not be read: ${reason}.`, 'Make it readable by the user running pxdocs (`chmod a+r` for a file, `chmod a+rx` for a folder), or move it out of the static folder.'),
  PageFileGone: entry<{ message: string }>('content', 'Page file gone', text, 'Build again once the files stop moving (pxdocs dev rebuilds by itself on the next change).'),
  UnsafePageRoute: entry<{ message: string }>('content', 'Unsafe page route', text, 'Rename the file or folder (no "#", "?" or "%" in its name, no "." or ".." segments), or give the page a `slug` in its front matter.'),
  NoSidebarsFile: entry<{ message: string }>('content', 'No sidebars file', text, 'Correct docs.sidebarPath, or remove it to generate one sidebar from the docs folder.'),
  UnreadableSidebarsFile: entry<{ file: string; reason: string }>('content', 'Unreadable sidebars file', ({ file, reason }) => `The sidebars file ${file} (docs.sidebarPath in the site config) could not be read: ${reason}.`, 'Make it readable by the user running pxdocs (`chmod a+r`).'),
  InvalidSidebarsFile: entry<{ message: string }>('content', 'Invalid sidebars file', text, 'The file must hold one JSON object: sidebar id → items.'),
  SidebarsFileFailedToLoad: entry<{ message: string }>('content', 'Sidebars file failed to load', text, 'The file threw while running; it should only build and export an object.'),
  SidebarsFileDidNotFinishLoading: entry<{ message: string }>('content', 'Sidebars file did not finish loading', text, 'Find the loop or the awaited promise that never ends in the sidebars file (or in what it imports); it should only build and export an object.'),
  InvalidFrontMatter: entry<{ message: string }>('content', 'Invalid front matter', text, 'Front matter aliases (*name) may not expand this much; write the values out instead.'),
  PageFailedToLoad: entry<{ message: string }>('mdx', 'Page failed to load', text, 'A top-level statement or import in this page threw while loading.'),
  SiteRootFailed: entry<{ file: string; message: string }>('mdx', 'Swizzled Root failed', ({ file, message }) => `${file}, the site's swizzled Root (it wraps every page), threw while the build ran it: ${message}`, 'Root runs in Node when the site is built, around every page: read browser globals (window, document, localStorage) inside a useEffect, or guard them with ExecutionEnvironment.canUseDOM (@docusaurus/ExecutionEnvironment), as on Docusaurus.'),
  SiteWrapperFailed: entry<{ file: string; part: string; message: string }>('mdx', 'Swizzled wrapper failed', ({ file, part, message }) => `${file}, the site's wrapper of ${part} (it renders @theme-original/${part} with its own additions), threw while the build ran it: ${message}`, 'A wrapper runs in Node when the site is built, on every page showing its part: read browser globals (window, document, localStorage) inside a useEffect, or guard them with ExecutionEnvironment.canUseDOM (@docusaurus/ExecutionEnvironment), as on Docusaurus.'),
  SwizzledImportMissing: entry<{ file: string; part: string; copy: boolean; module: string }>('mdx', 'Swizzled component imports a theme component pxdocs lacks', ({ file, part, copy, module }) => `${file} (of the site's ${copy ? 'own copy' : 'wrapper'} of ${part}) imports ${module}: a Docusaurus theme component pxdocs does not have, and the site has no ${module.replace('@theme/', 'src/theme/')} of its own. pxdocs renders the site's ${copy ? 'copy' : 'wrapper'} of ${part} in place of its own, and would draw it without that piece.`, "Give the site that component: `npx docusaurus swizzle @docusaurus/theme-classic <Name> --eject` writes Docusaurus's own into src/theme/<Name> (or write it there yourself); or draw what it drew in the copy itself and remove the import. Deleting the site's copy has pxdocs draw its own part instead."),
  NavbarItemTypeUnknown: entry<{ index: number; type: string }>('config', 'Navbar item of an unknown type', ({ index, type }) => `navbar.items[${index}] is of type "${type}", a type of the site's own, and no src/theme/NavbarItem/ComponentTypes of the site maps a component to it: Docusaurus fails on it too ("No NavbarItem component found for type").`, "Map the type to the component that draws the item, as Docusaurus does, in src/theme/NavbarItem/ComponentTypes.js: `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes'; export default { ...ComponentTypes, 'custom-name': MyItem };` (the item's other keys are its props). Or remove the item."),
  SiteRootWithoutChildren: entry<{ file: string; times: number }>('mdx', 'Swizzled Root does not render the page', ({ file, times }) => `${file}, the site's swizzled Root, renders its children ${times === 0 ? 'nowhere' : `${times} times`}: every page is rendered as those children, once.`, 'Render `{children}` once in Root, inside what it provides: `export default function Root({ children }) { return <MyProvider>{children}</MyProvider>; }`.'),
  PageImportsItself: entry<{ page: string; through?: string }>('mdx', 'Page imports itself', ({ page, through }) => `${page} imports itself${through ? ` (through ${through})` : ''}: it would render inside itself without end.`, 'Remove the import that closes the loop (of the file from itself, or from a partial it imports); to share text, move it into a partial (a file whose name starts with _) that imports neither.'),
  PageHasNoContent: entry<{ message: string }>('mdx', 'Page has no content', text, 'The page must compile to a module whose default export is a component; check for a stray `export default` in it.'),
  ImportFailed: entry<{ message: string }>('mdx', 'Import failed', text, 'Check the import path: relative paths start with ./ or ../, site paths with @site/.'),
  MDXSyntaxError: entry<{ message: string }>('mdx', 'MDX syntax error', text, 'Check the Markdown at this position.'),
  BrokenImage: entry<{ message: string }>('links', 'Broken image', text, 'Write the file name as it is, or escape "%" as %25.'),
  MissingImage: entry<{ message: string }>('links', 'Missing image', text, 'Put the image next to the page (or, for a path from the site root, in the static folder), or correct the path; markdown.hooks.onBrokenMarkdownImages: \'warn\' lets the build go on, as in Docusaurus.'),
  OutputPathOutsideTheOutputFolder: entry<{ message: string }>('limits', 'Output path outside the output folder', text, 'A route, slug or asset path leaves the site; correct it so that it stays inside the output folder.'),
  OutputOverlapsSources: entry<{ out: string; what: string }>('limits', 'Output folder overlaps the site', ({ out, what }) => `--out ${out} is ${what}: a build replaces its output folder whole, so building there would delete it.`, 'Pass an output folder of its own, outside the site\'s sources: out (the default) or build, say.'),
  OutputIsNotABuiltSite: entry<{ out: string; files: number; sample: string }>('limits', 'Output folder holds other files', ({ out, files, sample }) => `--out ${out} is a folder of ${files} file${files === 1 ? '' : 's'} (${sample}…) that is not a built site (no index.html, 404.html or sitemap.xml), and a build replaces its output folder whole.`, 'Move those files away or delete the folder if it is an old output, or pass another --out.'),
  CorruptCacheFile: entry<{ file: string; reason: string }>('limits', 'Corrupt build cache file', ({ file, reason }) => `The build cache file ${file} no longer parses (${reason}).`, 'Build again: its page\'s cache entry was removed, so the next build makes the page afresh (or build with --no-cache).'),
  OutputIsALink: entry<{ out: string; target: string }>('limits', 'Output is a link of the site', ({ out, target }) => `--out ${out} is a symbolic link to ${target}, not to one of pxdocs's builds: a build puts a link of its own in its place, so this one would be lost and ${target} would not get the build.`, 'Remove the link and copy the output where it should go after each build (cp -rL out <folder>, or rsync -a out/ <folder>), or pass that folder as --out.'),
  OutputFolderNotWritable: entry<{ path: string; reason: string }>('limits', 'Output folder cannot be made', ({ path, reason }) => `The build's folder ${path} could not be made: ${reason}.`, 'Pass an --out in a folder you can write to (a path under the site, or under your home or /tmp), or make its parent folder writable; then build again.'),
  CacheFolderNotWritable: entry<{ path: string; reason: string }>('limits', 'Cache folder cannot be made', ({ path, reason }) => `The build cache's folder ${path} could not be made: ${reason}.`, 'Point PXDOCS_CACHE_DIR (or the build\'s cacheDir) at a folder you can write to, or build with --no-cache.'),
  OutputNotAFolder: entry<{ path: string }>('limits', 'Output is not a folder', ({ path }) => `${path} exists and is not a folder.`, 'Move it away (or pass another --out) and build again.'),
  OutputFileNotPlaced: entry<{ from: string; to: string; reason: string }>('limits', 'Output file not placed', ({ from, to, reason }) => `${to} could not be linked or copied from ${from}: ${reason}.`, 'Check that the output folder and the build cache (node_modules/.cache/pxdocs, or PXDOCS_CACHE_DIR) are writable and have room, and that nothing else deletes files in them during a build; then build again (with --no-cache if a cache file is missing).'),
  PreviousOutputChanged: entry<{ path: string }>('limits', 'Previous output changed during the build', ({ path }) => `${path} became shorter while this build was copying from it.`, 'Another process changed the previous build\'s files: let it finish, then build again.'),
  PageTooLarge: entry<{ message: string }>('limits', 'Page too large', text, 'Split the page into several pages, or raise `markdown.maxPageBytes` in the config (2 MiB by default: a large page takes time and memory more than in proportion to its size).'),
  PageTimedOut: entry<{ file: string; seconds: number; doing: string }>('limits', 'Page took too long to build', ({ file, seconds, doing }) => `${file} was still ${doing} after ${seconds} s, so the build stopped it.`, 'Something in it may never finish: a loop or a recursion without an end in its expressions, in a component it imports, or in a remark/rehype plugin. A page that is only slow builds with a higher limit: pxdocs build --page-timeout <seconds> (0: no limit).'),
  PageCalledExit: entry<{ code: string }>('mdx', 'Page code called process.exit', ({ code }) => `The page's code called process.exit(${code}), which would end the build.`, 'A page renders content; remove the call (throw an Error to fail the build with a message).'),
  UnhandledRejection: entry<{ message: string; page?: string; sure?: boolean }>('mdx', 'Rejected promise nothing handled', ({ message, page, sure }) => `A promise was rejected and nothing handled it: ${message}${page ? (sure ? ` (made by the code of ${page})` : ` (the last page whose code ran: ${page})`) : ''}.`, 'Find the promise in the page\'s code, a component it imports, or the config: await it inside a try/catch, or add .catch() to it. The build stopped; the previous output was left as it was.'),
  BuildNeverFinished: entry<{ stage: string }>('internal', 'Build never finished', ({ stage }) => `The build ended before it finished, ${stage}: the site's code called process.exit, or the build was waiting for something that can never finish (a promise that never settles, in the config, the sidebars file, a plugin or a page's code).`, 'Remove the process.exit call, or find the promise that is never resolved or rejected and settle it; the previous output was left as it was.'),
  InvalidPageTimeoutArgument: entry<Record<string, never>>('cli', 'Invalid page timeout', () => 'expected a whole number of seconds, from 0 to 2147483.', 'Pass a whole number such as 120 (the default), or 0 for no limit.'),
  PageNestedTooDeeply: entry<{ message: string }>('limits', 'Page nested too deeply', text, 'Flatten the structure: split deep lists into sections or tables.'),
  BuildInterrupted: entry<{ message: string }>('cli', 'Build interrupted', text, 'Nothing was written to the output folder; build again when ready.'),
  NothingToCheck: entry<{ root: string }>('cli', 'Nothing to check', ({ root }) => `${root} holds no built pages.`, 'Run `pxdocs build` first.'),
  InvalidDocsVersionName: entry<{ message: string }>('cli', 'Invalid docs version name', text, 'Name the version as Docusaurus allows: at most 32 characters, no / or \\, no < > : " | ? * or control characters, not "." or ".." (such as 1.0.0 or 2.1-beta).'),
  DocsVersionExists: entry<{ message: string }>('cli', 'Docs version already exists', text, 'Pick a version name the versions file does not list yet (a released version is not cut again: edit its copy in versioned_docs/).'),
  NoDocsToVersion: entry<{ message: string }>('cli', 'No docs to version', text, 'Write the docs in the docs folder (docs.path in the site config) first, then cut the version.'),
  DocsVersionNotWritten: entry<{ message: string }>('cli', 'Docs version not written', text, 'Nothing was changed: check that the site folder is writable and has room, then run the command again.'),
  TranslationSourceDoesNotParse: entry<{ message: string }>('cli', 'Source file does not parse', text, 'write-translations reads the messages of <Translate> and translate() from every file of src/ without running it: fix the syntax of this one, then run the command again.'),
  NoDocusaurusConfig: entry<{ message: string }>('cli', 'No Docusaurus config', text, 'Pass the folder that holds docusaurus.config.js (the Docusaurus site folder).'),
  ConfigAlreadyExists: entry<{ message: string }>('cli', 'Config already exists', text, 'Pass --force to replace it, or remove it first.'),
  UnreadableDocusaurusConfig: entry<{ message: string }>('cli', 'Unreadable Docusaurus config', text, 'init parses the config without running it; fix its syntax.'),
  UnreadableDocusaurusPlugin: entry<{ message: string }>('cli', 'Unreadable Docusaurus plugin', text, "init reads a plugin module the config names without running it, and Docusaurus's build fails on this one too: fix its syntax, then run init again."),
  DocusaurusConfigNotReadableWithoutRunningIt: entry<{ message: string }>('cli', 'Docusaurus config not readable without running it', text, 'init reads literal values only; export a plain object (`export default { ... }` or `module.exports = { ... }`), or write pxdocs.config.mjs by hand.'),
  PortInUse: entry<{ port: number; host: string }>('server', 'Port in use', ({ port, host }) => `Port ${port} on ${host} is already in use.`, 'Stop the other server, or pick another port with --port.'),
  NothingToServe: entry<{ root: string }>('server', 'Nothing to serve', ({ root }) => `${root} holds no built site (index.html is missing).`, 'Run `pxdocs build` first.'),
  InvalidServerSetting: entry<{ message: string }>('server', 'Invalid server setting', text, 'Set it to a positive whole number of milliseconds, or unset it for the default.'),
  UnknownDocsLocale: entry<{ locale: string; known: string[] }>('server', 'Unknown docs locale', ({ locale, known }) => `The docs are not in the locale "${locale}"; they are in ${known.map((name) => `"${name}"`).join(', ')}.`, 'Name one of the site\'s locales (as its `i18n.locales` and a page\'s `docsearch:language` meta name them), or leave the locale out for the default one.'),
  InvalidChatSetting: entry<{ message: string }>('server', 'Invalid chat setting', text, 'Set it to a positive whole number of milliseconds, or unset it for the default.'),
  SearchServiceUnreachable: entry<{ message: string }>('search', 'Search service unreachable', text, 'Check the network connection (and search.algolia.hosts, if set), then run `pxdocs search push` again.'),
  SearchQuotaExceeded: entry<{ message: string }>('search', 'Search quota exceeded', text, 'Wait and retry if it is a rate limit; otherwise free records or operations in the search dashboard, or upgrade the plan.'),
  SearchCredentialsRejected: entry<{ message: string }>('search', 'Search credentials rejected', text, 'Check search.algolia.appId and the admin key: it must be the admin key, or a key allowed to add records, edit settings and delete indexes.'),
  SearchPushFailed: entry<{ message: string }>('search', 'Search push failed', text, 'Run `pxdocs search push --dry-run` to check the settings, then try again.'),
  NoSearchRecords: entry<{ message: string }>('search', 'No search records', text, 'Run `pxdocs build` first (with the same --out), then push.'),
  UnreadableSearchRecords: entry<{ message: string }>('search', 'Unreadable search records', text, 'Run `pxdocs build` again.'),
  MissingSearchCredentials: entry<{ message: string }>('search', 'Missing search credentials', text, 'Set the missing values; the admin key goes in the environment, never in the config file.'),
  AdminKeyUsedAsTheSearchKey: entry<{ message: string }>('search', 'Admin key used as the search key', text, 'Use the search-only API key for the search key, rebuild, then push again.'),
  IncompleteHostedSearchSettings: entry<{ message: string }>('search', 'Incomplete hosted search settings', text, 'Set the missing values, or remove the others to use the embedded search index.'),
  PageBundleMissing: entry<{ message: string }>('internal', 'Page bundle missing', text, 'This is a bug in pxdocs; please report it.'),
  BrowserCodeImportsServerCode: entry<{ message: string }>('internal', 'Browser code imports server code', text, 'Islands may import only theme/islands, theme/shared and npm packages.'),
  PageBuildCrashed: entry<{ message: string }>('internal', 'Page build crashed', text, 'Something in this page (a deeply nested structure, a component that never returns) brought the build down; simplify it or report it.'),
  // Reported through Diagnostics when a check's severity is 'throw'.
  BrokenLink: entry<{ message: string }>('links', 'Broken link', text, 'Correct the link, or set onBrokenLinks to "warn" while the target is written.'),
  BrokenAnchor: entry<{ message: string }>('links', 'Broken anchor', text, 'Link to a heading or element id that the target page has, or set onBrokenAnchors to "warn".'),
  BrokenMarkdownLink: entry<{ message: string }>('links', 'Broken Markdown link', text, 'Link to an existing .md/.mdx file by its relative path, or set onBrokenMarkdownLinks to "warn".'),
  DuplicateRoute: entry<{ message: string }>('content', 'Duplicate route', text, 'Give one of the pages another slug or file name, or set onDuplicateRoutes to "warn".'),
  BuildFailed: entry<{ message: string }>('internal', 'Build failed', text, 'Fix the problem named above, or lower its severity in the site config.'),
  InvalidVadalog: entry<{ message: string }>('vadalog', 'Invalid Vadalog', text, 'Fix the program, or mark the block as another language.'),
  VadalogOutputNotFound: entry<{ message: string }>('vadalog', 'Vadalog output not found', text, 'Add id="…" to the meta of the block that shows the program\'s result.'),
  DuplicateOutputBlockId: entry<{ message: string }>('vadalog', 'Duplicate output block id', text, 'Give each output block its own id on the page.'),
  VadalogCheckedAndUnchecked: entry<{ message: string }>('vadalog', 'Vadalog example both checked and unchecked', text, 'Keep expect="…" when the build can run the program; remove unchecked.'),
  VadalogOutputDiffers: entry<{ message: string }>('vadalog', 'Vadalog output differs', text, 'Update the output block to what the program derives, or correct the program.'),
  PageRenderFailed: entry<{ message: string }>('mdx', 'Page failed to render', text, 'A component on this page threw while rendering; check its props and imports.'),
  ConfigDoesNotCompile: entry<{ message: string }>('config', 'Config does not compile', text, 'Fix the syntax at the place named above, in the config or a file it imports: pxdocs bundles the config with its imports and runs it, as Docusaurus loads its config.'),
  SitePluginDoesNotCompile: entry<{ kind: 'plugin' | 'theme'; label: string; file: string; message: string }>('config', 'Site plugin does not compile', ({ kind, label, file, message }) => `The site ${kind} ${label} is ${file}, which does not compile: ${message}`, 'Fix the syntax at the place named above, in the plugin\'s module or a file it imports: pxdocs bundles the module from the config\'s folder and runs it, as Docusaurus loads it; or take it out of the list.'),
  ThemeDoesNotCompile: entry<{ message: string }>('internal', 'Theme does not compile', text, 'Fix the browser code or stylesheet in the theme folder.'),
  SiteCssDoesNotCompile: entry<{ message: string }>('content', 'Site stylesheet does not compile', text, 'Fix the stylesheet, or the path to it in customCss (relative to the site folder).'),
  ClientModuleDoesNotCompile: entry<{ message: string }>('content', 'Client module does not compile', text, 'Fix the module, or its path in clientModules (relative to the site folder). Client modules run in the browser: they cannot import Node modules.'),
  SassNotInstalled: entry<{ file: string }>('content', 'Sass stylesheet without sass', ({ file }) => `${file} is a Sass stylesheet (Docusaurus compiled it with docusaurus-plugin-sass), and the sass package is not installed in the site.`, 'Install it in the site (npm install --save-dev sass): pxdocs compiles Sass stylesheets with the site\'s own sass, as the plugin did.'),
  PostcssConfigDoesNotLoad: entry<{ file: string; message: string }>('config', 'PostCSS config does not load', ({ file, message }) => `The site's PostCSS config ${file} does not load: ${message}`, 'Fix the config, or install the plugins it names in the site (npm install --save-dev tailwindcss autoprefixer, say): pxdocs runs the site\'s PostCSS plugins on its stylesheets, as Docusaurus\'s postcss-loader does.'),
  PostcssFailed: entry<{ file: string; config: string; message: string }>('content', 'PostCSS plugin failed', ({ file, config, message }) => `A PostCSS plugin of ${config} failed on ${file}: ${message}`, 'Fix the stylesheet where the message points, or the plugin\'s own config (tailwind.config.js, say); a package it cannot find is one to install in the site (npm install --save-dev <package>).'),
  SidebarsFileDoesNotCompile: entry<{ message: string }>('content', 'Sidebars file does not compile', text, 'Fix the syntax of the sidebars file.'),
  NothingToAnswerFrom: entry<{ root: string; file: string }>('cli', 'Nothing to answer from', ({ root, file }) => `${root} holds no built site with Markdown pages (${file} is missing).`, 'Run `pxdocs build` first, or point --cwd/--out at the built site.'),
  InvalidCwdArgument: entry<{ folder: string }>('cli', 'No such site folder', ({ folder }) => `${folder} is not a folder.`, 'Pass the folder that holds the site (its config/ or pxdocs.config.mjs), or leave --cwd out to use the current folder.'),
  InvalidPortArgument: entry<Record<string, never>>('cli', 'Invalid port', () => 'expected a port number from 0 to 65535.', 'Pass a whole number from 0 to 65535 (0 picks a free port).'),
  InvalidWorkersArgument: entry<Record<string, never>>('cli', 'Invalid worker count', () => `expected a whole number from 1 to ${MAX_WORKERS}.`, `Pass a whole number from 1 to ${MAX_WORKERS}, or leave --workers out for one per core.`),
  InvalidRetriesArgument: entry<Record<string, never>>('cli', 'Invalid retry count', () => 'expected a whole number, 0 or more.', 'Pass a whole number such as 0 (never retry) or 2 (the default).'),
  InvalidTimeoutArgument: entry<Record<string, never>>('cli', 'Invalid timeout', () => 'expected a whole number of milliseconds, 1 or more.', 'Pass a whole number such as 10000 (10 s, the default).'),
  InvalidOriginArgument: entry<{ problem: string }>('cli', 'Invalid origin', ({ problem }) => problem, 'Pass each site origin as scheme://host[:port], such as https://docs.example.com.'),
  CannotListen: entry<{ message: string }>('server', 'Cannot listen', text, 'Pass an address of this machine with --host (localhost, 127.0.0.1, or 0.0.0.0 for every interface) and a free port above 1023 with --port.'),
  DeployNeedsGit: entry<Record<string, never>>('cli', 'Git not found', () => 'pxdocs deploy runs git, which is not installed or not on the PATH.', 'Install git (`apt-get install git`, or your system\'s package), then run pxdocs deploy again.'),
  DeployGitFailed: entry<{ command: string; folder: string; output: string }>('cli', 'Git command failed', ({ command, folder, output }) => `\`${command}\` failed in ${folder}${output ? `:\n${output}` : '.'}`, 'Read git\'s message above: pxdocs deploy needs the site folder to be a git checkout with an `origin` remote, and a git identity to commit with (GIT_USER_NAME and GIT_USER_EMAIL, or `git config --global user.name/user.email`).'),
  DeployNeedsCredentials: entry<Record<string, never>>('cli', 'No git credentials for deploy', () => 'pxdocs deploy pushes over HTTPS as GIT_USER or over SSH, and neither GIT_USER nor USE_SSH is set (nor is the origin remote an SSH URL).', 'Set GIT_USER (and GIT_PASS with a token where the host asks for one), or USE_SSH=true to push with your SSH key, as for `docusaurus deploy`.'),
  DeployNeedsProject: entry<{ key: string; variable: string; file: string }>('cli', 'Deploy target unknown', ({ key, variable, file }) => `pxdocs deploy needs the GitHub ${key === 'projectName' ? 'repository' : 'organization or user'} to push to: "${key}" is not in ${file}, and ${variable} is not set.`, 'Add organizationName and projectName to the config (as in docusaurus.config.js), or set ORGANIZATION_NAME and PROJECT_NAME.'),
  DeployNeedsBranch: entry<{ project: string }>('cli', 'Deployment branch unknown', ({ project }) => `"${project}" is a GitHub Pages organization site, served from a branch its repository chooses, and no deployment branch is given.`, 'Set deploymentBranch in the config, or DEPLOYMENT_BRANCH (main or master, say).'),
  DeployFromDeploymentBranch: entry<{ branch: string }>('cli', 'Deploying from the deployment branch', ({ branch }) => `The site's sources are on branch "${branch}", the branch pxdocs deploy would replace with the built site.`, 'Run pxdocs deploy from another branch, or set deploymentBranch (or DEPLOYMENT_BRANCH) to the branch GitHub Pages serves.'),
  DeployNothingBuilt: entry<{ out: string }>('cli', 'Nothing to deploy', ({ out }) => `${out} holds no built site (no index.html or 404.html).`, 'Run pxdocs deploy without --skip-build, or pxdocs build first.'),
  DeployPushFailed: entry<{ branch: string; remote: string }>('cli', 'Push failed', ({ branch, remote }) => `git push of branch "${branch}" to ${remote} failed.`, 'Check that the account pushing (GIT_USER with GIT_PASS, or your SSH key with USE_SSH=true) has write access to the repository.'),
  DeployStopped: entry<{ message: string }>('cli', 'Deploy stopped', text, 'The temporary clone was removed. Run pxdocs deploy again when ready (--skip-build pushes the build now in the output folder).'),
  ClearWouldRemoveSite: entry<{ out: string; site: string }>('cli', 'Output folder holds the site', ({ out, site }) => `--out ${out} names ${site} or a folder around it, which pxdocs clear would remove with the site's sources.`, 'Pass the output folder the build writes (out, by default), inside the site folder.'),
  UnexpectedError: entry<{ message: string }>('internal', 'Unexpected error', text, 'This is a bug in pxdocs; please report it with the output above.'),
};

type Entries = typeof entries;

/** The catalogue: entry name → entry. */
export const pxErrors = Object.fromEntries(Object.entries(entries).map(([name, make]) => [name, make(name)])) as { [Name in keyof Entries]: ReturnType<Entries[Name]> };

/** Every entry, in catalogue order (for the docs and the catalogue test). */
export const allErrors = Object.values(pxErrors) as ErrorEntry<never>[];

export const AREA_TITLES: Record<ErrorArea, string> = {
  config: 'Site config',
  content: 'Content and discovery',
  mdx: 'MDX pages',
  links: 'Links and images',
  vadalog: 'Vadalog code blocks',
  limits: 'Limits',
  cli: 'Command line',
  server: 'Servers (serve, dev, chat)',
  search: 'Hosted search',
  internal: 'Bugs in pxdocs or its theme',
};

/** docs/errors.md: every entry by area, with its title, name and hint. */
export function errorsMarkdown(): string {
  const lines = ['# Errors', '', 'Every error pxdocs reports, by where you meet it. Each is printed as its title and', 'file:line:column, what happened, the source lines when there are some, and a', 'hint. Generated from `compiler/errors/catalogue.ts` by `node --import tsx scripts/errors-doc.ts`.', ''];
  for (const [area, title] of Object.entries(AREA_TITLES)) {
    const items = allErrors.filter((item) => item.area === area);
    if (!items.length) continue;
    lines.push(`## ${title}`, '', '| Error | Name | What to do |', '| --- | --- | --- |');
    for (const item of items) lines.push(`| ${item.title} | \`${item.name}\` | ${item.hint.replace(/\|/g, '\\|')} |`);
    lines.push('');
  }
  return lines.join('\n');
}
