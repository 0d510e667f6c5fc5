// Translates a Docusaurus config (read statically, never run) into a pxdocs
// config, listing every option it could not carry over with the reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { siteDependency } from '../site-package.js';
import { join, relative, resolve, sep } from 'node:path';
import { CodeRef, FunctionRef, ModuleRef, PathRef, Unknown, wrappedContentPlugin, type Value } from './static-eval.js';
import { CODE_MARK, describe, HEAD_TAG_NAMES, isObj, PLUGIN_MARK, runTime, tagAttributes, type Obj } from './docusaurus-values.js';
import { siteModuleFile } from './site-module-file.js';
import { isLocalPlugin, placeHeadTags, placePluginTags, plainValue, pluginContext, readLocalPlugin, translateLocalPlugin, type PluginTagOrder, type PostcssPlugins } from './docusaurus-local-plugins.js';
import { isRegExp, siteConfigSchema } from './schema.js';
import { installedVersion, packageOf } from './load.js';
import { packageFilePath } from './package-file.js';
import { isExternal, staticUrl } from '../paths.js';
import { normalizeBase } from '../../theme/shared/base-url.js';

export interface NotCarried {
  /** Dotted path of the option in the Docusaurus config. */
  key: string;
  reason: string;
}

export interface Translation {
  config: Record<string, unknown>;
  notCarried: NotCarried[];
  /** Facts worth telling the user (paths adjusted, defaults chosen). */
  notes: string[];
  /** The PostCSS plugins the site's plugins add in `configurePostCss`, for init to write as the site's PostCSS config. */
  postcss?: PostcssPlugins;
}

const SIDEBARS_FILES = ['sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.ts', 'sidebars.json'];
const SEVERITIES = new Set(['throw', 'warn', 'log', 'ignore']);

const str = (value: Value): string | undefined => (typeof value === 'string' ? value : undefined);

/** Keys the pxdocs schema accepts (so plugin options are written only where this pxdocs reads them). */
function schemaKeys(): { top: Set<string>; docs: Set<string>; highlight: Set<string>; markdown: Set<string> } {
  const shape = (siteConfigSchema as unknown as { shape: Record<string, { unwrap?: () => { shape?: object }; shape?: object; def?: { innerType?: { shape?: object } } }> }).shape;
  const inner = (key: string): Set<string> => {
    let node: unknown = shape[key];
    // Through defaults and optionals, and a union's object (`docs: false | { … }`).
    for (let i = 0; i < 4 && node && !(node as { shape?: object }).shape; i++) {
      const def = (node as { def?: { innerType?: unknown; options?: { shape?: object }[] } }).def;
      node = def?.innerType ?? def?.options?.find((option) => option.shape);
    }
    return new Set(Object.keys((node as { shape?: object } | undefined)?.shape ?? {}));
  };
  return { top: new Set(Object.keys(shape)), docs: inner('docs'), highlight: inner('highlight'), markdown: inner('markdown') };
}

export { CODE_MARK, PLUGIN_MARK };

/** What init writes as an import: the package, then `#` and the properties read from it (`prism-react-renderer#themes.github`). */
export function moduleMark(ref: ModuleRef): string {
  return ref.member.length ? `${ref.name}#${ref.member.join('.')}` : ref.name;
}

/** The export of a file of the site a value is (`require('./x')`, `import x from './x'`), when it is one: its path as written, and the export's name. */
function siteExportOf(value: Value): { path: string; name: string } | undefined {
  return value instanceof PathRef ? { path: value.path, name: 'default' } : value instanceof Unknown ? value.origin : undefined;
}

/**
 * What init writes to import an export of the site's own file, as `moduleMark` writes a package's:
 * the file found as Node would (`./src/remark/rust.js` for `./src/remark/rust`), then `#<name>` for a
 * named export. Undefined when no such file is there.
 */
function siteModuleMark(own: { path: string; name: string }, siteDir: string): string | undefined {
  const file = siteModuleFile(siteDir, own.path);
  if (!file) return undefined;
  return `./${relative(siteDir, file).split(sep).join('/')}${own.name === 'default' ? '' : `#${own.name}`}`;
}
/** Offline search plugins and themes for Docusaurus: pxdocs's own search does their work. */
const LOCAL_SEARCH = new Set(['@easyops-cn/docusaurus-search-local', 'docusaurus-lunr-search', '@cmfcmf/docusaurus-search-local', 'docusaurus-plugin-search-local', '@getcanary/docusaurus-theme-search-pagefind', 'docusaurus-search-local']);
const SEARCH_BUILT_IN = 'not needed: pxdocs builds its own search (an index shipped with the site, the search page at /search, the search box in the navbar), or uses Algolia when themeConfig.algolia is set';


/** `siteDir`: the folder holding the Docusaurus config; paths are checked there. */
export function translateDocusaurus(value: Value, siteDir: string, configFile: string): Translation {
  const notCarried: NotCarried[] = [];
  const notes: string[] = [];
  // A key kept by static-eval for `...expression` in an object (one it could not read): whatever
  // the caller would say of an unknown option, the truth is its keys are not known at all.
  const skip = (key: string, reason: string) => notCarried.push({ key, reason: SPREAD_KEY.test(key) && !reason.startsWith(SPREAD_REASON) ? SPREAD_REASON : reason });
  const keys = schemaKeys();
  const config: Record<string, unknown> = {};
  const postcss: PostcssPlugins = { plugins: [], from: [] };
  const tagOrder: PluginTagOrder = { runsTags: false };
  if (!isObj(value)) {
    skip('(config)', value instanceof Unknown ? `the exported config is ${value.reason}; write pxdocs.config.mjs by hand` : 'the export is not an object');
    return { config, notCarried, notes };
  }
  const known = new Set<string>();
  const take = (key: string) => {
    known.add(key);
    return value[key];
  };

  const title = take('title');
  config.title = str(title) ?? 'Docs';
  if (title instanceof Unknown) notes.push(`title is ${runTime(title)}: "Docs" was written; set the site's title by hand.`);
  // A value of the wrong type (`title: null`, `trailingSlash: 'yes'`) was dropped without a word: Docusaurus
  // refuses it, and the site built with the default as if the key were not there.
  else if (title !== undefined && typeof title !== 'string') skip('title', `expected a string, found ${describe(title)}: "Docs" was written`);
  const tagline = take('tagline');
  if (str(tagline)) config.tagline = tagline;
  else if (tagline instanceof Unknown) skip('tagline', `${runTime(tagline)}: set it by hand`);
  else if (tagline !== undefined && typeof tagline !== 'string') skip('tagline', `expected a string, found ${describe(tagline)}`);
  const urlValue = take('url');
  const url = str(urlValue);
  config.url = url ? url.replace(/\/+$/, '') : 'https://example.com';
  // `url: 'https://me.github.io/project'` beside `baseUrl: '/project/'`: Docusaurus 2 warned that the url
  // should hold no path and put baseUrl after it all the same (canonical URLs and the sitemap read
  // /project/project/…), and Docusaurus 3 refuses it. The pages are where baseUrl puts them, so the origin is written.
  const path = url ? urlPath(url) : undefined;
  if (url && path) {
    config.url = new URL(url).origin;
    notes.push(`url "${url}" has a path (${path}): the pages are published under baseUrl, so the origin ${config.url} was written (Docusaurus 3 refuses a url with a path; 2 added baseUrl after it, doubling the path in canonical and sitemap URLs). Give the path as baseUrl.`);
  }
  // `url: packageJson.homepage` is there, but known only when the config runs.
  if (urlValue instanceof Unknown) notes.push(`url is ${runTime(urlValue)}: https://example.com was written; set the site's URL by hand.`);
  else if (!url) notes.push('No `url` in the Docusaurus config: https://example.com was written; set the origin the site is published at.');
  // The base URL is carried as it is: pxdocs adds it to every URL of the pages, as Docusaurus does.
  const baseUrl = take('baseUrl');
  if (baseUrl instanceof Unknown) skip('baseUrl', `${runTime(baseUrl)}: the site is built for the root of its origin; set baseUrl by hand if it is published under a path`);
  else if (typeof baseUrl === 'string') {
    const base = normalizeBase(baseUrl);
    if (base !== '/') config.baseUrl = base;
  } else if (baseUrl !== undefined) skip('baseUrl', `expected a string, found ${describe(baseUrl)}`);
  const delimiterValue = take('titleDelimiter');
  const delimiter = str(delimiterValue);
  if (delimiter) config.titleDelimiter = delimiter;
  else if (delimiterValue !== undefined && typeof delimiterValue !== 'string') skip('titleDelimiter', delimiterValue instanceof Unknown ? `${runTime(delimiterValue)}: set it by hand` : `expected a string, found ${describe(delimiterValue)}`);
  // What `pxdocs deploy` pushes to, as `docusaurus deploy` reads them.
  for (const key of ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'] as const) {
    const setting = take(key);
    if (setting === undefined) continue;
    if (typeof setting === 'string' && setting) config[key] = setting;
    else if (key === 'githubPort' && typeof setting === 'number' && Number.isInteger(setting) && setting > 0) config[key] = setting;
    else skip(key, setting instanceof Unknown ? `${runTime(setting)}: set it by hand, or set ${key === 'organizationName' ? 'ORGANIZATION_NAME' : key === 'projectName' ? 'PROJECT_NAME' : key === 'deploymentBranch' ? 'DEPLOYMENT_BRANCH' : key === 'githubHost' ? 'GITHUB_HOST' : 'GITHUB_PORT'} when deploying` : `expected ${key === 'githubPort' ? 'a port number' : 'a string'}, found ${describe(setting)}`);
  }
  const noIndex = take('noIndex');
  if (typeof noIndex === 'boolean') config.noIndex = noIndex;
  else if (noIndex !== undefined) skip('noIndex', `expected true or false, found ${describe(noIndex)}`);
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes']) {
    const severity = take(key);
    if (typeof severity === 'string' && SEVERITIES.has(severity)) config[key] = severity;
    // Docusaurus 2's `'error'` (gone in 3) printed the message as an error and went on building
    // (feature-sliced/documentation's onBrokenMarkdownLinks): what 'warn' does, and the build is kept.
    else if (severity === 'error') {
      config[key] = 'warn';
      notes.push(`${key}: 'error', Docusaurus 2's severity that reports without failing the build (Docusaurus 3 no longer has it), is carried as 'warn'.`);
    } else if (severity !== undefined) skip(key, `expected one of throw, warn, log, ignore, found ${describe(severity)}`);
  }
  // Extra tags of every page's head: carried when written as plain values (URLs or attribute objects).
  for (const key of ['stylesheets', 'scripts'] as const) {
    const list = take(key);
    if (list === undefined) continue;
    const attribute = key === 'stylesheets' ? 'href' : 'src';
    if (!Array.isArray(list)) {
      skip(key, `expected a list, found ${describe(list)}`);
      continue;
    }
    const carried = list.flatMap((item, index): (string | Record<string, string | boolean>)[] => {
      if (typeof item === 'string') return [item];
      if (!isObj(item) || typeof item[attribute] !== 'string') {
        skip(`${key}[${index}]`, item instanceof Unknown ? `${runTime(item)}: add it by hand` : `expected a URL or an object with ${attribute}, found ${describe(item)}`);
        return [];
      }
      return [tagAttributes(item, `${key}[${index}]`, skip)];
    });
    if (carried.length) config[key] = carried;
  }
  const favicon = take('favicon');
  if (typeof favicon === 'string' && favicon) config.favicon = staticUrl(favicon);
  else if (favicon !== undefined) skip('favicon', favicon instanceof Unknown ? `${runTime(favicon)}: set it by hand` : `expected a path, found ${describe(favicon)}`);
  const headTags = take('headTags');
  /** How many of `config.headTags` are the config's own, which the plugins' then follow (see below). */
  let ownHeadTags = 0;
  if (headTags !== undefined) {
    const tags = translateHeadTags(headTags, skip);
    if (tags.length) config.headTags = tags;
    ownHeadTags = tags.length;
  }
  const clientModules = take('clientModules');
  if (clientModules !== undefined) translateClientModules(clientModules, siteDir, config, skip);
  const trailingSlash = take('trailingSlash');
  if (typeof trailingSlash === 'boolean') config.trailingSlash = trailingSlash;
  else if (trailingSlash !== undefined) skip('trailingSlash', trailingSlash instanceof Unknown ? `${runTime(trailingSlash)}: set it by hand` : `expected true, false or undefined, found ${describe(trailingSlash)}`);
  const markdownOptions = take('markdown');
  if (markdownOptions !== undefined) translateMarkdown(markdownOptions, config, skip, notes, siteDir);
  // Docusaurus draws `mermaid` fences only with `markdown.mermaid: true` (and shows them as code
  // otherwise), where pxdocs draws them by default: a config that does not say so keeps its code.
  if (markdownOptions === undefined || (isObj(markdownOptions) && markdownOptions.mermaid === undefined)) ((config.markdown ??= {}) as Record<string, unknown>).mermaid = false;

  // Docs: every instance, the classic preset's and each docs plugin's; the first is `docs`, the others `docsInstances` (chooseDocs).
  const instances: DocsInstance[] = [];
  // Whether the config says it has no docs (the preset's `docs: false`), and whether an entry that
  // could hold docs was not read (a preset unknown to pxdocs, an entry that is no name, docs options
  // known only at run time): then the lack of a docs instance proves nothing, and the docs keep
  // their defaults, as before.
  let presetDocsOff = false;
  let docsUnknown = false;
  const skipEntry = (key: string, reason: string) => {
    docsUnknown = true;
    skip(key, reason);
  };
  const presets = take('presets');
  // Whether the site has a first blog (the classic preset's, unless `blog: false`, or a blog plugin
  // entry's): a blog plugin entry with an id of its own after it is another blog (`blogInstances`).
  let firstBlog = false;
  const blog = (options: Value, key: string) => {
    const id = isObj(options) && typeof options.id === 'string' && options.id !== 'default' ? options.id : undefined;
    if (firstBlog && id) translateOtherBlog(options as Obj, id, key, config, skip, notes, siteDir);
    else {
      translateBlog(options, key, config, skip, notes, siteDir);
      firstBlog ||= options !== false;
    }
  };
  forEachPlugin(presets, 'presets', skipEntry, (name, options, key) => {
    if (name === '@docusaurus/preset-classic' || name === 'classic') {
      // The preset has a blog with the default options unless `blog: false`.
      firstBlog ||= !isObj(options) || options.blog !== false;
      // The preset has a docs instance with the default options unless `docs: false`.
      if (!isObj(options) || options.docs === undefined) instances.push({ key: `${key}.docs`, options: {}, preset: true });
      if (!isObj(options)) {
        if (options !== undefined) skip(key, `the preset's options are ${describe(options)}: its docs are read with their default options`);
        return;
      }
      for (const [option, optionValue] of Object.entries(options)) {
        if (option === 'docs') {
          if (isObj(optionValue)) instances.push({ key: `${key}.docs`, options: optionValue, preset: true });
          else if (optionValue === false) presetDocsOff = true;
          else if (optionValue !== undefined) skipEntry(`${key}.docs`, `the preset's docs options are ${describe(optionValue)}: set \`docs\` in pxdocs.config.mjs by hand`);
        } else if (option === 'blog') blog(optionValue, `${key}.blog`);
        else if (option === 'pages') translatePages(optionValue, `${key}.pages`, config, skip, notes, siteDir);
        else if (option === 'theme') translateThemeOptions(optionValue, `${key}.theme`, siteDir, config, skip);
        else if (option === 'sitemap' && isObj(optionValue)) translateSitemap(optionValue, `${key}.sitemap`, config, skip);
        else if (option === 'sitemap' && optionValue !== undefined && optionValue !== false) skip(`${key}.sitemap`, `expected the sitemap plugin's options, found ${describe(optionValue)}`);
        else if (option === 'sitemap') skip(`${key}.sitemap`, 'pxdocs always writes sitemap.xml; delete it from the output if the site must have none');
        else if (option === 'gtag' || option === 'googleTagManager') translateAnalytics(option, optionValue, `${key}.${option}`, config, skip);
        else if (option === 'googleAnalytics') skip(`${key}.${option}`, "Universal Analytics ended in 2023: Google Analytics 4 is set with `gtag` (pxdocs takes Docusaurus's gtag options)");
        else if (optionValue !== false) skip(`${key}.${option}`, `the preset option "${option}" has no pxdocs equivalent`);
      }
    } else skipEntry(key, name === 'redocusaurus' ? REDOC_REASON : `the preset "${name}" is not known to pxdocs`);
  });
  forEachPlugin(take('plugins'), 'plugins', skipEntry, (name, options, key) => {
    const docsPlugin = name === '@docusaurus/plugin-content-docs' || name === 'content-docs';
    if (docsPlugin && (isObj(options) || options === undefined)) instances.push({ key, options: options ?? {}, preset: false });
    else if (docsPlugin) skipEntry(key, `the docs plugin's options are ${describe(options)}: this instance is not built`);
    else if (name === '@docusaurus/plugin-content-pages' || name === 'content-pages') translatePages(options ?? {}, key, config, skip, notes, siteDir);
    else if (name === '@docusaurus/plugin-content-blog' || name === 'content-blog') blog(options ?? {}, key);
    else if (name === '@docusaurus/plugin-client-redirects' || name === 'client-redirects') translateRedirects(options, key, config, skip, siteDir);
    else if (name === '@docusaurus/plugin-google-gtag' || name === 'google-gtag') translateAnalytics('gtag', options, key, config, skip);
    else if (name === '@docusaurus/plugin-google-tag-manager' || name === 'google-tag-manager') translateAnalytics('googleTagManager', options, key, config, skip);
    else if (name === '@docusaurus/plugin-ideal-image' || name === 'ideal-image') notes.push(`${key}: @docusaurus/plugin-ideal-image needs no plugin here: \`@theme/IdealImage\` shows the image itself, lazily loaded (no resized copies are made).`);
    // Its work (Sass customCss compiled by the site's sass package) is done by the build (site-css.ts).
    else if (name === 'docusaurus-plugin-sass' || name === 'sass') notes.push(`${key}: docusaurus-plugin-sass needs no plugin here: a .scss or .sass file in customCss, and a Sass CSS module (*.module.scss) a component imports, is compiled with the site's own sass package (installed with the plugin).`);
    // Its settings are themeConfig.zoom, read with the theme's (translateTheme).
    else if (name === 'docusaurus-plugin-image-zoom' || name === 'image-zoom' || name === 'plugin-image-zoom') config.imageZoom = {};
    // A site without the preset lists what the preset would add itself, and Docusaurus takes a theme
    // in `plugins` as well as in `themes` (svg/svgo.dev lists theme-classic, with its customCss, and
    // the sitemap plugin there): read as the preset's `theme` and `sitemap` options are.
    else if (name === '@docusaurus/theme-classic') {
      if (options !== undefined) translateThemeOptions(options, key, siteDir, config, skip);
    } else if (name === '@docusaurus/plugin-sitemap' || name === 'sitemap') {
      if (isObj(options)) translateSitemap(options, key, config, skip);
      else if (options !== undefined) skip(key, `expected the sitemap plugin's options, found ${describe(options)}`);
    } else if (name === '@docusaurus/plugin-svgr' || name === 'svgr') {
      // pxdocs makes an imported .svg a component itself (svg-component.ts), from the file as written.
      if (isObj(options) && options.svgrConfig !== undefined) skip(`${key}.svgrConfig`, 'an imported .svg becomes a React component without SVGR: its markup is used as written, and svgrConfig (its SVGO settings) is not applied');
    }
    // A generator of API pages (kubernetes-client/javascript's SDK reference): made first by the build, as Docusaurus
    // makes it, it writes the pages the build then reads and the sidebars name (compiler/site-plugins.ts).
    else if (name === 'docusaurus-plugin-typedoc') {
      const out = isObj(options) && typeof options.out === 'string' ? options.out : 'docs/api';
      if (options === undefined || plainValue(options)) {
        const plugin = { [PLUGIN_MARK]: name };
        config.plugins = [...((config.plugins as unknown[] | undefined) ?? []), options === undefined ? plugin : [plugin, options]];
        notes.push(`${key}: docusaurus-plugin-typedoc is carried to \`plugins\`: the build runs it before it reads the docs, as Docusaurus does, and it writes the API pages into ${out} from the TypeScript sources (its paths are the current folder's: run pxdocs in the site's folder).`);
      } else skip(key, `writes the API pages from the TypeScript sources into ${out} each time Docusaurus builds, with options computed at run time: add it to \`plugins\` in pxdocs.config.mjs by hand (\`import typedoc from 'docusaurus-plugin-typedoc'\`, \`plugins: [[typedoc, { … }]]\`), or generate the pages before \`pxdocs build\``);
    }
    else if (name === 'docusaurus-plugin-openapi-docs') skip(key, OPENAPI_REASON);
    // The PWA plugin's head tags (the manifest's link, the theme colour) are tags like any; its service worker is not built.
    else if (name === '@docusaurus/plugin-pwa' || name === 'pwa') {
      const head = isObj(options) ? options.pwaHead : undefined;
      const entries = Array.isArray(head) ? head.map((entry) => (isObj(entry) && typeof entry.tagName === 'string' ? { tagName: entry.tagName, attributes: Object.fromEntries(Object.entries(entry).filter(([attribute]) => attribute !== 'tagName')) } : entry)) : [];
      const tags = translateHeadTags(entries, (where, reason) => skip(`${key}.pwaHead${where.slice('headTags'.length)}`, reason));
      placeHeadTags(config, 'docusaurus-plugin-pwa', tags);
      skip(key, `${tags.length ? 'its pwaHead tags are carried to headTags (the manifest link, the theme colour); ' : ''}no service worker is built, so the site neither works offline nor installs as an app`);
    }
    else skip(key, LOCAL_SEARCH.has(name) ? SEARCH_BUILT_IN : `the plugin "${name}" is not known to pxdocs`);
  }, (plugin, options, key) => {
    const local = readLocalPlugin(plugin, siteDir);
    // A plugin wrapping the blog or docs plugin is that plugin, with the options it passes it (the
    // config's, and what it sets itself: the Docusaurus website's changelog gives its own `path` and
    // `id`); what it adds is not run. A function written in the config is one when it calls the
    // plugin itself (Project-HAMi/website's blog, a function adding a postBuild step).
    const wrapped = local instanceof Unknown || !(local.plugin instanceof FunctionRef) ? undefined : wrappedContentPlugin(local.plugin, options ?? {});
    const wraps = wrapped?.kind ?? (local instanceof Unknown ? undefined : local.wraps);
    if (!(local instanceof Unknown) && wraps && (isObj(options) || options === undefined)) {
      const given = isObj(wrapped?.options) ? wrapped.options : options ?? {};
      const who = local.plugin instanceof FunctionRef && local.where === 'written in the config' ? 'the plugin function written in the config' : local.where;
      if (given.path instanceof Unknown) {
        // Its pages are not built: a link to them (Project-HAMi/website's navbar "Releases" → /changelog) then breaks the build, said here first.
        const base = typeof given.routeBasePath === 'string' ? `/${given.routeBasePath.replace(/^\/+|\/+$/g, '')}` : undefined;
        skip(key, `${who} wraps Docusaurus's ${wraps} plugin and gives it a folder computed at run time (${given.path.code ?? given.path.reason}), which its own code may fill when it runs: pxdocs cannot tell what it builds; add it by hand (${wraps === 'blog' ? 'blogInstances' : 'docsInstances'}) with the folder it reads${base ? `. Until then nothing is built under ${base}, and links there (the navbar's, the footer's) are broken links` : ''}`);
        return;
      }
      if (wraps === 'blog') blog(given, key);
      else instances.push({ key, options: given, preset: false });
      notes.push(`${key}: ${who} wraps Docusaurus's ${wraps} plugin: read as the ${wraps} plugin with the options ${given === options ? 'the config gives it' : 'it passes it'}; what the wrapper adds to it (its own lifecycle methods) is not run.`);
      return;
    }
    const note = translateLocalPlugin(local, options, key, siteDir, config, skipEntry, postcss, pluginContext(value), tagOrder);
    if (note) notes.push(note);
  });
  forEachPlugin(take('themes'), 'themes', skip, (name, options, key) => {
    // A site without the preset lists the classic theme itself, with the options the preset's
    // `theme` gives it (its customCss): they are read as the preset's are.
    if (name === '@docusaurus/theme-classic' || name === 'classic') {
      if (options !== undefined) translateThemeOptions(options, key, siteDir, config, skip);
      return;
    }
    // Docusaurus's Algolia theme draws the search box themeConfig.algolia configures: pxdocs's own does, from that
    // (carried) config. thepeacockproject/peacockprojectorg lists it, and init said it "is not loaded".
    if (name === '@docusaurus/theme-search-algolia' || name === 'search-algolia') return skip(key, SEARCH_BUILT_IN);
    if (name === 'docusaurus-theme-openapi-docs') return skip(key, OPENAPI_REASON);
    // The live code block theme's `live` fences are Playgrounds on a site whose package.json lists it (rehype-code.ts),
    // its `themeConfig.liveCodeBlock` carried (translateTheme): nothing lost.
    if (name === '@docusaurus/theme-live-codeblock' || name === 'live-codeblock') return;
    // pxdocs draws the fences `markdown.mermaid` makes diagrams itself, with `themeConfig.mermaid` (translateTheme): nothing lost.
    if (name === '@docusaurus/theme-mermaid' || name === 'mermaid') return void notes.push(`${key}: @docusaurus/theme-mermaid needs no theme here: pxdocs draws \`mermaid\` fences itself when markdown.mermaid is true, with themeConfig.mermaid's theme and options.`);
    skip(key, LOCAL_SEARCH.has(name) ? SEARCH_BUILT_IN : `the theme "${name}" is not loaded`);
  }, (theme, options, key) => {
    // A theme of the site's own folder (`themes: ['./my-theme']`): carried as it is written, a path from the config's
    // folder, which pxdocs.config.mjs shares; the build makes and runs it as Docusaurus does, and reads the
    // components of the folder its getThemePath gives (compiler/theme-folders.ts).
    if (theme instanceof FunctionRef) return skip(key, 'a theme function written in the config: pxdocs.config.mjs cannot hold its code as written; move it to a module of the site (`./my-theme/index.js`) and list that path in `themes`, or add the function to `themes` by hand');
    const path = theme instanceof PathRef ? `./${theme.path}` : theme;
    if (options !== undefined && !plainValue(options)) return skip(key, `the options of the theme ${path} are computed at run time: add it to \`themes\` in pxdocs.config.mjs by hand (\`themes: [['${path}', { … }]]\`)`);
    // `require('./my-theme')` is its function, whose getThemePath Docusaurus resolves from the config's folder: imported, as the build then does.
    const entry = theme instanceof PathRef && theme.module ? { [PLUGIN_MARK]: path } : path;
    config.themes = [...((config.themes as unknown[] | undefined) ?? []), options === undefined ? entry : [entry, options]];
    notes.push(`${key}: the site's theme ${path} is carried to \`themes\`: the build runs it as a plugin and reads the theme components of its folder (getThemePath), after src/theme's, as Docusaurus does; a component pxdocs draws itself (the navbar, the sidebar…) stays pxdocs's, with a warning.`);
  });
  placePluginTags(config, tagOrder);
  // The plugins' head tags (a plugin's injectHtmlTags, the PWA plugin's pwaHead) come before the config's own
  // headTags, as Docusaurus writes them (its bootstrap plugin, which gives the config's, is the last plugin).
  if (ownHeadTags && (config.headTags as unknown[]).length > ownHeadTags) {
    const tags = config.headTags as unknown[];
    config.headTags = [...tags.slice(ownHeadTags), ...tags.slice(0, ownHeadTags)];
  }
  const { chosen: instance, others } = chooseDocs(instances, siteDir, skip);
  // No docs instance (the preset's `docs: false`, and no docs plugin): a site without docs, a blog-only
  // one most often. Docusaurus builds no docs then, whatever folder is there.
  const noDocs = !instance && (presetDocsOff || !docsUnknown);
  const chosen = instance?.options ?? {};
  if (noDocs) {
    config.docs = false;
    if (existsSync(join(siteDir, 'docs'))) notes.push('The Docusaurus config has no docs (no docs plugin, or the preset\'s `docs: false`): docs/ is not built, as Docusaurus does not build it; `docs: false` was written.');
  } else {
    config.docs = translateDocs(chosen, siteDir, keys, skip, notes, config, true);
    if (others.length) config.docsInstances = others.map((other) => translateOtherDocs(other, siteDir, keys, skip, notes, config));
  }
  const builtInstances = new Set([typeof chosen.id === 'string' ? chosen.id : 'default', ...others.map((other) => other.options.id as string)]);

  const i18n = take('i18n');
  if (i18n !== undefined) translateI18n(i18n, config, skip);
  const customFields = take('customFields');
  if (customFields !== undefined) {
    const fields = translateCustomFields(customFields, 'customFields', skip);
    if (isObj(fields as Value) && Object.keys(fields as object).length) config.customFields = fields;
    else if (!isObj(customFields)) skip('customFields', `expected an object, found ${describe(customFields)}`);
  }

  // Docusaurus's list of static folders is carried as it is: pxdocs reads every folder of it, in its order.
  const staticDirectories = take('staticDirectories');
  if (Array.isArray(staticDirectories) && staticDirectories.length && staticDirectories.every((entry) => typeof entry === 'string' && entry)) {
    // A folder that is not there holds nothing: Docusaurus copies the static folders that exist, and so
    // does pxdocs (nanos-world/docs lists `public`, made by a script and not committed, before `static`).
    const listed = staticDirectories as string[];
    const missing = listed.filter((folder) => !existsSync(join(siteDir, folder)));
    if (missing.length && missing.length < listed.length) notes.push(`staticDirectories: ${missing.map((folder) => `${folder}/`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the site: skipped while missing, as Docusaurus skips it (files a script makes there are published once it has run).`);
    if (listed.length > 1) config.staticDirectories = listed;
    else if (listed[0] !== 'static') config.staticDir = listed[0];
  } else if (staticDirectories !== undefined) skip('staticDirectories', `expected a list of folders, found ${describe(staticDirectories)}`);

  const themeConfig = take('themeConfig');
  if (isObj(themeConfig) && isObj(themeConfig.navbar)) themeConfig.navbar = noDocs ? withoutDocsItems(themeConfig.navbar, skip) : withoutOtherInstances(themeConfig.navbar, builtInstances, skip);
  if (isObj(themeConfig) && isObj(themeConfig.prism)) themeConfig.prism = withPrismV2Themes(themeConfig.prism, siteDir, skip, notes);
  if (isObj(themeConfig)) translateTheme(themeConfig, config, keys, skip, notes, siteDir);
  else config.navbar = { items: [], hideOnScroll: false };
  config.footer ??= { copyright: '' };

  translateStorage(take('storage'), v4Flag(value.future, 'siteStorageNamespacing'), config, skip);
  translateMdx1Compat(isObj(value.markdown) ? value.markdown.mdx1Compat : undefined, v4Flag(value.future, 'mdx1CompatDisabledByDefault'), config, skip);

  for (const key of Object.keys(value)) {
    if (known.has(key)) continue;
    const spread = value[key];
    if (SPREAD_KEY.test(key)) {
      skip(key, `${SPREAD_REASON} (${describe(spread)})`);
      continue;
    }
    if (key === 'future') translateFuture(spread, skip, notes);
    else skip(key, `"${key}" has no pxdocs equivalent`);
  }
  notes.push(`Translated from ${configFile}.`);
  // Each docs instance says what they share once (DocusaurusCommunity/website spreads one set of options into two).
  return { config, notCarried: withPageAdmonitionsCompared(notCarried, value, config), notes: [...new Set(notes)], ...(postcss.plugins.length ? { postcss } : {}) };
}

/**
 * What each `future.v4` flag (`v4: true`, all of them, or an object of them) is in pxdocs, as Docusaurus 3.10
 * has them: 'carried' to an option of pxdocs's own (read through v4Flag where that option is translated),
 * 'build' for a flag of Docusaurus's own build (its bundler, the head attribute postBuild gets), which changes
 * nothing pxdocs writes (a note), or the reason a flag whose pages differ in pxdocs is not carried.
 * init said "future flags do not apply" of all of them.
 */
const V4_FLAGS: Record<string, 'carried' | 'build' | { reason: string }> = {
  // translateStorage: `storage.namespace: true` unless the config sets one.
  siteStorageNamespacing: 'carried',
  // translateMdx1Compat: each `markdown.mdx1Compat` option the config leaves unset is false.
  mdx1CompatDisabledByDefault: 'carried',
  // Docusaurus puts Infima's and its themes' CSS in `@layer docusaurus.infima, docusaurus.theme-common, …` (its
  // plugin-css-cascade-layers), so any unlayered rule of the site wins whatever its specificity; pxdocs's theme
  // CSS is bundled ahead, unlayered, the same for every site.
  useCssCascadeLayers: { reason: "pxdocs's theme CSS is not in cascade layers: a customCss rule wins over the theme's by specificity and order, as without the flag in Docusaurus 3, where with it any of the site's unlayered rules wins; raise the specificity of a rule the theme's still beats" },
  removeLegacyPostBuildHeadAttribute: 'build',
  fasterByDefault: 'build',
};

/** Whether `future.v4` turns a flag on: `v4: true` (all of them) or `v4: { flag: true }`. */
function v4Flag(future: Value, flag: string): boolean {
  const v4 = isObj(future) ? future.v4 : undefined;
  return v4 === true || (isObj(v4) && v4[flag] === true);
}

/**
 * Docusaurus's `storage` (`type`, `namespace`), the namespace `true` when unset and `future.v4.siteStorageNamespacing`
 * is on, as Docusaurus resolves it (configValidation.js postProcessDocusaurusConfig).
 */
function translateStorage(storage: Value, namespacing: boolean, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  const out: Record<string, unknown> = {};
  if (isObj(storage)) {
    for (const [key, value] of Object.entries(storage)) {
      if (key === 'type' && (value === 'localStorage' || value === 'sessionStorage')) {
        if (value !== 'localStorage') out.type = value;
      } else if (key === 'namespace' && (typeof value === 'boolean' || typeof value === 'string')) out.namespace = value;
      else if (key === 'type' || key === 'namespace') skip(`storage.${key}`, `expected ${key === 'type' ? "'localStorage' or 'sessionStorage'" : 'true, false or a string'}, found ${describe(value)}`);
      else skip(`storage.${key}`, 'not a storage option Docusaurus has (type, namespace)');
    }
  } else if (storage !== undefined) skip('storage', `expected an object (type, namespace), found ${describe(storage)}`);
  if (namespacing && out.namespace === undefined) out.namespace = true;
  if (out.namespace === false || out.namespace === '') delete out.namespace;
  if (Object.keys(out).length) config.storage = out;
}

/** The options of Docusaurus's `markdown.mdx1Compat`. */
const MDX1_COMPAT_OPTIONS = ['comments', 'admonitions', 'headingIds'];

/**
 * Docusaurus's `markdown.mdx1Compat` (`comments`, `admonitions`, `headingIds`), each unset one false when
 * `future.v4.mdx1CompatDisabledByDefault` is on, as Docusaurus resolves them (postProcessDocusaurusConfig).
 */
function translateMdx1Compat(compat: Value, disabledByDefault: boolean, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  const out: Record<string, boolean> = {};
  if (isObj(compat)) {
    for (const [key, value] of Object.entries(compat)) {
      if (MDX1_COMPAT_OPTIONS.includes(key) && typeof value === 'boolean') out[key] = value;
      else if (MDX1_COMPAT_OPTIONS.includes(key)) skip(`markdown.mdx1Compat.${key}`, `expected true or false, found ${describe(value)}`);
      else skip(`markdown.mdx1Compat.${key}`, 'not an option Docusaurus has (comments, admonitions, headingIds)');
    }
  } else if (compat !== undefined) skip('markdown.mdx1Compat', `expected an object (comments, admonitions, headingIds), found ${describe(compat)}`);
  for (const key of MDX1_COMPAT_OPTIONS) {
    out[key] ??= !disabledByDefault;
    // pxdocs's default: only what is off is written.
    if (out[key]) delete out[key];
  }
  if (Object.keys(out).length) ((config.markdown ??= {}) as Record<string, unknown>).mdx1Compat = out;
}

function translateFuture(future: Value, skip: (key: string, reason: string) => void, notes: string[]): void {
  if (!isObj(future)) return skip('future', `expected an object of flags, found ${describe(future)}`);
  for (const [name, flag] of Object.entries(future)) {
    if (name === 'v4' && (flag === true || isObj(flag))) {
      const on = Object.keys(V4_FLAGS).filter((v4) => v4Flag(future, v4));
      for (const v4 of on) {
        const what = V4_FLAGS[v4];
        if (typeof what === 'object') skip(`future.v4.${v4}`, what.reason);
      }
      if (isObj(flag)) for (const other of Object.keys(flag)) if (!(other in V4_FLAGS)) skip(`future.v4.${other}`, 'a future flag this pxdocs does not know');
      const own = on.filter((v4) => V4_FLAGS[v4] === 'build');
      if (own.length) notes.push(`future.v4: ${own.join(', ')} change only how Docusaurus itself builds: not needed here.`);
    } else if (name === 'v4' && flag === false) continue;
    else if (name === 'faster' || name === 'experimental_faster') notes.push(`future.${name}: Docusaurus's faster bundler and build: not needed here.`);
    else if (name === 'experimental_router' && flag === 'browser') continue;
    else if (name === 'experimental_router') skip('future.experimental_router', `${describe(flag)}: pxdocs writes a page per route, browsed by their URLs; a hash router is not offered`);
    else skip(`future.${name}`, 'a future flag pxdocs has no equivalent of');
  }
}

/** The pages' and posts' own `admonitions`, named as not carried, unless their keywords are the site's (the docs', carried). */
function withPageAdmonitionsCompared(notCarried: NotCarried[], root: Obj, config: Record<string, unknown>): NotCarried[] {
  return notCarried.filter((entry) => entry.reason !== ADMONITIONS_REASON || !sameAdmonitions(valueAt(root, entry.key), config.markdown));
}

/** Whether the pages' or posts' `admonitions` are the site's (`markdown.admonitions`, the docs'): their keywords are among its. */
function sameAdmonitions(value: Value, markdown: unknown): boolean {
  const site = isObj(markdown as Value) ? (markdown as Record<string, unknown>).admonitions : undefined;
  if (typeof value === 'boolean' || value === undefined) return value === (site ?? true);
  if (!isObj(value) || !Array.isArray(value.keywords) || !value.keywords.every((keyword) => typeof keyword === 'string')) return false;
  if (!site || typeof site !== 'object') return false;
  const siteKeywords = new Set((site as { keywords: string[] }).keywords);
  return (value.keywords as string[]).every((keyword) => siteKeywords.has(keyword)) && (value.extendDefaults !== false) === (site as { extendDefaults: boolean }).extendDefaults;
}

/** The value at a message's key (`presets[0].blog.remarkPlugins`, `plugins[2].remarkPlugins`) of the config read. */
function valueAt(root: Value, key: string): Value {
  let at: Value = root;
  for (const part of key.match(/[^.[\]]+/g) ?? []) {
    if (Array.isArray(at) && /^\d+$/.test(part)) at = at[Number(part)];
    // A plugin entry `[name, options]` (`plugins[2].remarkPlugins`): its options hold the lists.
    else if (Array.isArray(at) && isObj(at[1])) at = at[1][part];
    else if (isObj(at)) at = at[part];
    else return undefined;
  }
  return at;
}

/**
 * A head tag's attributes as Docusaurus writes them into the tag: strings and booleans as
 * they are, a number or a list as its text (`a,b`); any other value is reported and left out.
 */
/**
 * docusaurus-plugin-openapi-docs and its theme: the API reference pages the plugin generates
 * (`docusaurus gen-api-docs`) are drawn by the theme's components, which pxdocs does not have, so
 * those pages fail the build (each import named, compiler/bundle-pages.ts); said here first.
 */
const OPENAPI_REASON = 'the API reference pages docusaurus-plugin-openapi-docs generates import docusaurus-theme-openapi-docs\' components, which pxdocs does not run: those pages fail the build. Leave them out (`docs.exclude`, and their items out of the sidebars file) and link readers to the API specification or a hosted reference';
/** redocusaurus draws a Redoc page at each spec's `route`: nothing is built there. */
const REDOC_REASON = 'redocusaurus draws an API reference page at each of its specs\' routes, which pxdocs does not: nothing is built there, so links to them (the navbar\'s, the pages\') are broken links, and pages importing its components (@theme/ApiSchema) fail. Link the API specification or a hosted reference instead';

/** Docusaurus's `headTags` (`{ tagName, attributes, innerHTML }`), the ones a head may hold. */
function translateHeadTags(list: Value, skip: (key: string, reason: string) => void): Record<string, unknown>[] {
  if (!Array.isArray(list)) {
    skip('headTags', list instanceof Unknown ? `${runTime(list)}: add them by hand` : `expected a list, found ${describe(list)}`);
    return [];
  }
  return list.flatMap((item, index) => {
    const key = `headTags[${index}]`;
    if (!isObj(item) || typeof item.tagName !== 'string') {
      skip(key, item instanceof Unknown ? `${runTime(item)}: add it by hand` : `expected { tagName, attributes }, found ${describe(item)}`);
      return [];
    }
    if (!HEAD_TAG_NAMES.has(item.tagName)) {
      skip(key, `a <${item.tagName}> is not a head tag (link, meta, script, style, noscript, base)`);
      return [];
    }
    const tag: Record<string, unknown> = { tagName: item.tagName, attributes: isObj(item.attributes) ? tagAttributes(item.attributes, `${key}.attributes`, skip) : {} };
    if (typeof item.innerHTML === 'string') tag.innerHTML = item.innerHTML;
    return [tag];
  });
}

/** Keys static-eval keeps for an object spread it could not read (`...config`, `...require('x')`). */
const SPREAD_KEY = /(^|\.)\.\.\./;
const SPREAD_REASON = 'a spread of a value known only when the config runs: its keys are not carried; add the ones pxdocs has to pxdocs.config.mjs by hand';

/** A docs instance of the Docusaurus config: the classic preset's `docs`, or a docs plugin entry; `key` is where it is. */
interface DocsInstance {
  key: string;
  options: Obj;
  preset: boolean;
}

/**
 * The instances pxdocs builds: `chosen`, written as `docs`, is the first whose
 * folder exists next to the config (the preset's comes first), else the first
 * one, whose missing folder translateDocs replaces with docs/ when that exists;
 * `others`, written as `docsInstances`, are the other instances whose folder
 * exists and which have an id of their own (Docusaurus requires one).
 * Each instance left out is listed, with why.
 * typescript-eslint's preset instance points outside the site (../api-docs)
 * while a plugin instance owns docs/: the preset's instance, taken first,
 * built docs/ under its own route and without docs/'s sidebar.
 */
function chooseDocs(instances: DocsInstance[], siteDir: string, skip: (key: string, reason: string) => void): { chosen?: DocsInstance; others: DocsInstance[] } {
  const folder = (instance: DocsInstance) => pathOf(instance.options.path) ?? 'docs';
  const exists = (instance: DocsInstance) => existsSync(join(siteDir, folder(instance)));
  const chosen = instances.find(exists) ?? instances[0];
  if (!chosen) return { others: [] };
  const id = (instance: DocsInstance) => (typeof instance.options.id === 'string' ? instance.options.id : undefined);
  const named = (instance: DocsInstance) => `the ${instance.preset ? "preset's docs" : 'docs plugin'} instance${id(instance) ? ` ("${id(instance)}")` : ''}`;
  const built = id(chosen) ? `the "${id(chosen)}" instance` : named(chosen);
  const others: DocsInstance[] = [];
  const ids = new Set([id(chosen) ?? 'default']);
  const folders = new Set([folder(chosen)]);
  for (const instance of instances) {
    if (instance === chosen) continue;
    const own = id(instance);
    if (!exists(instance)) {
      skip(instance.key, exists(chosen)
        ? `${named(instance)}: its folder ${folder(instance)}/ does not exist; ${built} (${folder(chosen)}/) is built`
        : `${named(instance)}: its folder ${folder(instance)}/ does not exist, nor does any instance's; pxdocs builds ${built}'s options (listed first)`);
    } else if (own === undefined || ids.has(own) || !/^[A-Za-z0-9_-]+$/.test(own)) {
      skip(instance.key, `${named(instance)} (${folder(instance)}/) needs an id of its own (letters, digits, \`_\`, \`-\`), as Docusaurus requires of a second docs instance: it is not built`);
    } else if (folders.has(folder(instance))) {
      skip(instance.key, `${named(instance)} reads ${folder(instance)}/, which another instance reads: it is not built`);
    } else {
      ids.add(own);
      folders.add(folder(instance));
      others.push(instance);
    }
  }
  return { chosen, others };
}

/**
 * A docs instance after the first, as an entry of `docsInstances`: its options as the first's
 * are read (messages name it by where it is in the Docusaurus config), with its id. Markdown
 * plugins are the site's in pxdocs: an instance's own, when they differ from the first's, are named.
 */
function translateOtherDocs(instance: DocsInstance, siteDir: string, keys: ReturnType<typeof schemaKeys>, skip: (key: string, reason: string) => void, notes: string[], config: Record<string, unknown>): Record<string, unknown> {
  const own = (key: string, reason: string) => skip(key.replace(/^docs(?=\.|$)/, instance.key), reason);
  const scratch: Record<string, unknown> = {};
  const id = String(instance.options.id);
  const lists: PluginLists = { where: instance.key, target: (list) => `\`${list}\` of the docsInstances entry "${id}"` };
  const docs = { id: instance.options.id, ...translateDocs(instance.options, siteDir, keys, own, notes, scratch, false, lists) };
  const site = (key: string, value: unknown, where: Record<string, unknown>) => {
    if (JSON.stringify(value) !== JSON.stringify(where[key])) own(`docs.${key}`, `pxdocs applies one ${key} to every page, the first docs instance's: this instance's are not used`);
  };
  for (const [key, value] of Object.entries(scratch)) {
    if (key === 'markdown' && isObj(value as Value)) for (const [name, entry] of Object.entries(value as Obj)) site(name, entry, (config.markdown ?? {}) as Record<string, unknown>);
    else site(key, value, config);
  }
  return docs;
}

function translateDocs(options: Obj, siteDir: string, keys: ReturnType<typeof schemaKeys>, skip: (key: string, reason: string) => void, notes: string[], topLevel: Record<string, unknown>, first: boolean, lists: PluginLists = { where: 'docs', target: (list) => `\`docs.${list}\`` }): Record<string, unknown> {
  const docs: Record<string, unknown> = {};
  const path = pathOf(options.path) ?? 'docs';
  if (existsSync(join(siteDir, path))) docs.path = path;
  else if (existsSync(join(siteDir, 'docs'))) {
    docs.path = 'docs';
    notes.push(`docs.path "${path}" does not exist next to the config; the docs/ folder found there is used.`);
  } else docs.path = path;
  const routeBasePath = str(options.routeBasePath);
  docs.routeBasePath = (routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, '') || '/';
  const sidebarPath = options.sidebarPath;
  if (sidebarPath === false) docs.sidebarPath = false;
  else {
    const given = pathOf(sidebarPath);
    // `require.resolve('./sidebarsArchitecture')` names a file by its name without extension, as Docusaurus
    // loads it (react-native-website's sidebarsArchitecture.ts, sidebarsCommunity.json): found as a module is.
    const file = given === undefined ? undefined : siteModuleFile(siteDir, given);
    const named = file === undefined ? undefined : relative(siteDir, file).split(sep).join('/');
    // The site's sidebars file is the first instance's when its options name none (or one that is missing).
    const found = named ?? (first ? SIDEBARS_FILES.find((name) => existsSync(join(siteDir, name))) : undefined);
    if (found) {
      docs.sidebarPath = found;
      if (given && named === undefined) notes.push(`docs.sidebarPath "${given}" does not exist; ${found} is used.`);
    } else if (sidebarPath !== undefined) skip('docs.sidebarPath', `${describe(sidebarPath)} was not found; the sidebar is generated from the docs folder`);
  }
  for (const key of ['sidebarCollapsed', 'sidebarCollapsible', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs'] as const) if (typeof options[key] === 'boolean') docs[key] = options[key];
  // `false` keeps names whole (/01-intro); a parser function is code, not read here.
  if (options.numberPrefixParser === false) docs.numberPrefixParser = false;
  if (typeof options.tagsBasePath === 'string') docs.tagsBasePath = options.tagsBasePath;
  // The tags file (a path, or null for none) and the check of tags it does not define, as the docs plugin takes them.
  const tagsCarried = typeof options.tags === 'string' && options.tags !== '' || options.tags === null;
  if (tagsCarried) docs.tags = options.tags;
  const inlineCarried = typeof options.onInlineTags === 'string' && SEVERITIES.has(options.onInlineTags);
  if (inlineCarried) docs.onInlineTags = options.onInlineTags;
  if (typeof options.editUrl === 'string' && options.editUrl) docs.editUrl = options.editUrl;
  // A function of the doc that reads only its parameters is written as it is: pxdocs calls it as Docusaurus does.
  else if (options.editUrl instanceof Unknown && options.editUrl.code !== undefined) docs.editUrl = { [CODE_MARK]: options.editUrl.code };
  // The function making autogenerated sidebar items, written as code as editUrl's is (it runs before the sidebars are made).
  // Or, kept in a module of the site (fastify/website's `sidebarItemsGenerator: require('./sidebar.js')`), imported from it as Docusaurus runs it.
  const generatorModule = options.sidebarItemsGenerator instanceof Unknown && options.sidebarItemsGenerator.code !== undefined ? undefined : siteExportOf(options.sidebarItemsGenerator);
  const generatorMark = generatorModule && siteModuleMark(generatorModule, siteDir);
  const generatorCarried = (options.sidebarItemsGenerator instanceof Unknown && options.sidebarItemsGenerator.code !== undefined) || generatorMark !== undefined;
  if (generatorMark) docs.sidebarItemsGenerator = { [PLUGIN_MARK]: generatorMark };
  else if (generatorCarried) docs.sidebarItemsGenerator = { [CODE_MARK]: (options.sidebarItemsGenerator as Unknown).code };
  // Whether a translated doc's edit link opens its translation; any other value is named below, as a setting not carried.
  if (typeof options.editLocalizedFiles === 'boolean') docs.editLocalizedFiles = options.editLocalizedFiles;
  if (Array.isArray(options.exclude) && options.exclude.every((pattern) => typeof pattern === 'string' && pattern)) docs.exclude = options.exclude;
  if (Array.isArray(options.include) && options.include.every((pattern) => typeof pattern === 'string' && pattern)) docs.include = options.include;
  translateVersions(options, docs, siteDir, skip);
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    const list = options[key];
    if (list === undefined) continue;
    const plugins = pluginList(list, `docs.${key}`, skip, siteDir, `docs.${key}`);
    if (!plugins.length) continue;
    const names = plugins.map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin)).join(', ');
    notes.push(...pluginListNotes(plugins, key, lists, siteDir));
    // The docs' own lists, as Docusaurus's docs plugin has them: posts and pages do not run them.
    if (keys.docs.has(key)) docs[key] = importedPlugins(plugins);
    else skip(`docs.${key}`, `this pxdocs does not load ${key} (${names})`);
  }
  if (options.admonitions !== undefined) {
    const admonitions = translateAdmonitions(options.admonitions, skip);
    // Docusaurus takes it per content plugin; pxdocs has one docs folder, so it is the site's.
    if (admonitions !== undefined) ((topLevel.markdown ??= {}) as Record<string, unknown>).admonitions = admonitions;
  }
  // `id` names the instance among several; pxdocs builds one (chooseDocs).
  const handled = new Set([...(docs.editUrl ? ['editUrl'] : []), ...(generatorCarried ? ['sidebarItemsGenerator'] : []), ...(typeof options.editLocalizedFiles === 'boolean' ? ['editLocalizedFiles'] : []), ...(docs.exclude ? ['exclude'] : []), ...(docs.include ? ['include'] : []), 'id', 'path', 'admonitions', 'lastVersion', 'versions', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning', 'editCurrentVersion', 'tagsBasePath', ...(tagsCarried ? ['tags'] : []), ...(inlineCarried ? ['onInlineTags'] : []), 'routeBasePath', 'sidebarPath', 'sidebarCollapsed', 'sidebarCollapsible', ...(typeof options.showLastUpdateTime === 'boolean' ? ['showLastUpdateTime'] : []), ...(typeof options.showLastUpdateAuthor === 'boolean' ? ['showLastUpdateAuthor'] : []), ...(typeof options.breadcrumbs === 'boolean' ? ['breadcrumbs'] : []), ...(typeof options.numberPrefixParser === 'boolean' ? ['numberPrefixParser'] : []), 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']);
  const reasons: Record<string, string> = {
    editUrl: `${describe(options.editUrl)}: pxdocs takes a base URL (the doc's path is added to it) or a function of the doc that reads only its parameters; write one by hand, or \`custom_edit_url\` front matter`,
    sidebarItemsGenerator: `${describe(options.sidebarItemsGenerator)}: pxdocs takes a function that reads only its parameters and the config's own constants and helpers; write it in pxdocs.config.mjs by hand`,
    showLastUpdateAuthor: `${describe(options.showLastUpdateAuthor)}: expected true or false`,
    editLocalizedFiles: `${describe(options.editLocalizedFiles)}: expected true or false`,
    showLastUpdateTime: `${describe(options.showLastUpdateTime)}: expected true or false`,
    exclude: `${describe(options.exclude)}: expected a list of glob patterns (files starting with \`_\` are excluded by default)`,
    include: `${describe(options.include)}: expected a list of glob patterns (every .md/.mdx file of the docs folder is a page by default)`,
    tags: `${describe(options.tags)}: expected a file path relative to the docs folder, or null`,
    onInlineTags: `${describe(options.onInlineTags)}: expected 'ignore', 'log', 'warn' or 'throw'`,
    numberPrefixParser: 'a parser function is code, which init does not carry: copy it into docs.numberPrefixParser in pxdocs.config.mjs, which calls it as Docusaurus does (`(name) => ({ filename, numberPrefix })`); until then pxdocs reads a number prefix (01-intro.md) as the position and leaves it out of ids and URLs, as Docusaurus\'s default parser',
  };
  // An option written as `undefined` (`editUrl: undefined`, 2060-io/hologram-docs) is not set, as Docusaurus's option validation reads it.
  for (const key of Object.keys(options)) if (!handled.has(key) && options[key] !== undefined) skip(`docs.${key}`, reasons[key] ?? `the docs option "${key}" has no pxdocs equivalent`);
  return docs;
}

/**
 * The classic theme's options: `customCss` (a path or a list, `require.resolve('./src/css/custom.css')`
 * as sites write it) becomes `customCss`, the files that exist; the rest is reported.
 */
function translateThemeOptions(options: Value, key: string, siteDir: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  if (!isObj(options)) {
    skip(key, `expected the theme's options, found ${describe(options)}`);
    return;
  }
  for (const [name, value] of Object.entries(options)) {
    if (name !== 'customCss') {
      skip(`${key}.${name}`, 'no pxdocs equivalent');
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    const paths = list.flatMap((item, index) => {
      const at = Array.isArray(value) ? `${key}.customCss[${index}]` : `${key}.customCss`;
      // A package's stylesheet (`require.resolve('pkg/dist/bundle.css')`): its installed file.
      if (item instanceof ModuleRef && item.member.length === 0 && !item.name.startsWith('.')) {
        const file = packageFilePath(item.name, siteDir);
        if (file) return [file];
        const pkg = packageOf(item.name);
        skip(at, installedVersion(pkg, siteDir)
          ? `${describe(item)}: the installed package ${pkg} has no such file (or its \`exports\` hide it): give the stylesheet's path by hand`
          : `${describe(item)}: the package ${pkg} is not installed in the site (install it and run init again, or give the stylesheet's path by hand)`);
        return [];
      }
      const path = pathOf(item);
      if (!path) skip(at, `${describe(item)}: give the stylesheet's path by hand`);
      else if (!existsSync(join(siteDir, path))) skip(at, `${path} does not exist next to the config`);
      else return [path];
      return [];
    });
    if (paths.length) config.customCss = paths;
  }
}

/**
 * `clientModules`: the site's modules (`require.resolve('./src/clientModules/x')`, `'./src/x.js'`),
 * each as the file Node would load, and a package's file (`require.resolve('pkg/dist/x.css')`) as
 * installed in the site.
 */
function translateClientModules(value: Value, siteDir: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  if (!Array.isArray(value)) {
    skip('clientModules', value instanceof Unknown ? `${runTime(value)}: add them by hand` : `expected a list, found ${describe(value)}`);
    return;
  }
  const paths = value.flatMap((item, index) => {
    const at = `clientModules[${index}]`;
    if (item instanceof ModuleRef && item.member.length === 0 && !item.name.startsWith('.')) {
      const file = packageFilePath(item.name, siteDir);
      if (file) return [file];
      skip(at, `${describe(item)}: the package ${packageOf(item.name)} is not installed in the site, or has no such file: give the module's path by hand`);
      return [];
    }
    const path = pathOf(item);
    const file = path === undefined ? undefined : siteModuleFile(siteDir, path);
    if (!file) skip(at, path === undefined ? `${item instanceof Unknown ? runTime(item) : describe(item)}: give the module's path by hand` : `${path} does not exist next to the config`);
    return file ? [relative(siteDir, file).split('\\').join('/')] : [];
  });
  if (paths.length) config.clientModules = paths;
}

/**
 * The docs plugin's `admonitions` as `markdown.admonitions` (undefined when it cannot
 * be carried; what is not carried is reported).
 */
function translateAdmonitions(value: Value, skip: (key: string, reason: string) => void): boolean | { keywords: string[]; extendDefaults: boolean } | undefined {
  if (typeof value === 'boolean') return value;
  if (!isObj(value)) {
    skip('docs.admonitions', value instanceof Unknown ? value.reason : `expected true, false or { keywords, extendDefaults }, found ${describe(value)}`);
    return undefined;
  }
  const keywords = Array.isArray(value.keywords) ? value.keywords : [];
  if (!keywords.every((keyword): keyword is string => typeof keyword === 'string')) {
    skip('docs.admonitions.keywords', 'computed at run time: list them in markdown.admonitions.keywords by hand');
    return undefined;
  }
  for (const key of Object.keys(value)) {
    // Docusaurus 2's `tag`, `icons`…: the theme draws admonitions and `:::` opens them.
    if (key !== 'keywords' && key !== 'extendDefaults') skip(`docs.admonitions.${key}`, 'no pxdocs equivalent');
  }
  // Docusaurus 3's default for extendDefaults is true.
  return { keywords, extendDefaults: value.extendDefaults !== false };
}

/**
 * Docusaurus's docs versions: `versions.json` (`<id>_versions.json` for a named
 * instance) lists the released versions, newest first, each a copy of the docs
 * in `versioned_docs/version-<v>/` with its sidebar in `versioned_sidebars/`.
 * pxdocs reads the same files (compiler/docs-versions.ts): the plugin's version
 * options carry over as they are, and a named instance keeps its `id`, which
 * names its files (`<id>_versions.json`).
 */
/** The first name of the site's versions.json (`<id>_versions.json`), if it has one. */
function newestVersion(siteDir: string, prefix: string): string | undefined {
  try {
    const names = JSON.parse(readFileSync(join(siteDir, `${prefix}versions.json`), 'utf8')) as unknown;
    // The default last version is the first released one: a "current" the file lists is the docs folder.
    const released = Array.isArray(names) ? names.filter((name) => name !== 'current') : [];
    return typeof released[0] === 'string' ? released[0] : undefined;
  } catch {
    return undefined;
  }
}

function translateVersions(options: Obj, docs: Record<string, unknown>, siteDir: string, skip: (key: string, reason: string) => void): void {
  const id = str(options.id);
  // A named first instance (a site of plugin entries only, the first `{ id: 'landing' }`) keeps its id
  // whether or not it has versions: navbar items name it (`docsPluginId`), its pages carry its
  // `plugin-id-<id>` class and its translations live in `docusaurus-plugin-content-docs-<id>/`.
  if (id && id !== 'default') docs.id = id;
  for (const key of ['includeCurrentVersion', 'disableVersioning', 'editCurrentVersion'] as const) {
    if (options[key] === undefined) continue;
    if (typeof options[key] === 'boolean') docs[key] = options[key];
    else skip(`docs.${key}`, `${describe(options[key])}: expected true or false`);
  }
  if (options.lastVersion !== undefined) {
    // `lastVersion: versions[0]` (the first of versions.json, read from the file) is the default:
    // left out, it follows a version cut later, as the expression does; written, it would stay behind.
    if (typeof options.lastVersion === 'string' && options.lastVersion) {
      if (options.lastVersion !== newestVersion(siteDir, id && id !== 'default' ? `${id}_` : '')) docs.lastVersion = options.lastVersion;
    } else skip('docs.lastVersion', `${describe(options.lastVersion)}: expected a version name`);
  }
  if (options.onlyIncludeVersions !== undefined) {
    const list = options.onlyIncludeVersions;
    if (Array.isArray(list) && list.length && list.every((name) => typeof name === 'string' && name)) docs.onlyIncludeVersions = list;
    else skip('docs.onlyIncludeVersions', list instanceof Unknown ? `${runTime(list)}: write the list of version names it gives by hand (or leave it out: every version is built)` : `${describe(list)}: expected a list of version names`);
  }
  if (options.versions === undefined) return;
  if (!isObj(options.versions)) return skip('docs.versions', options.versions instanceof Unknown ? `${runTime(options.versions)}: write the object it gives by hand (each version's label, path, banner…): until then each version has its default label and path` : `${describe(options.versions)}: expected an object of versions by name`);
  const versions: Record<string, Record<string, unknown>> = {};
  const kinds: Record<string, (value: unknown) => boolean> = {
    label: (value) => typeof value === 'string' && value !== '',
    path: (value) => typeof value === 'string',
    banner: (value) => value === 'none' || value === 'unreleased' || value === 'unmaintained',
    badge: (value) => typeof value === 'boolean',
    className: (value) => typeof value === 'string',
    noIndex: (value) => typeof value === 'boolean',
  };
  for (const [name, value] of Object.entries(options.versions)) {
    if (!isObj(value)) {
      skip(`docs.versions.${name}`, `${describe(value)}: expected the version's options`);
      continue;
    }
    const own: Record<string, unknown> = {};
    for (const [key, option] of Object.entries(value)) {
      if (kinds[key]?.(option)) own[key] = option;
      else skip(`docs.versions.${name}.${key}`, kinds[key] ? `${describe(option)} is not a valid value` : 'no pxdocs equivalent');
    }
    versions[name] = own;
  }
  docs.versions = versions;
}

/** Docusaurus's site-level `markdown`: how pages are parsed (`format`) and whether mermaid fences are diagrams. */
function translateMarkdown(options: Value, config: Record<string, unknown>, skip: (key: string, reason: string) => void, notes: string[], siteDir: string): void {
  if (!isObj(options)) return skip('markdown', `expected an object, found ${describe(options)}`);
  const reasons: Record<string, string> = {
    anchors: 'pxdocs takes `anchors.maintainCase` (true or false) only',
    emoji: 'emoji shortcodes are not converted',
  };
  for (const [key, value] of Object.entries(options)) {
    const markdown = () => (config.markdown ??= {}) as Record<string, unknown>;
    if (key === 'mdx1Compat') continue; // translateMdx1Compat's
    else if (key === 'format' && (value === 'mdx' || value === 'md' || value === 'detect')) markdown().format = value;
    else if (key === 'mermaid' && typeof value === 'boolean') markdown().mermaid = value;
    else if (key === 'format' || key === 'mermaid') skip(`markdown.${key}`, `expected ${key === 'format' ? 'one of mdx, md, detect' : 'true or false'}, found ${describe(value)}`);
    else if (key === 'hooks' && isObj(value)) translateMarkdownHooks(value, config, skip);
    // Docusaurus 3's front matter hook runs for every page (front-matter-hook.ts), carried as written when it reads only its parameters and the config's own helpers.
    else if (key === 'parseFrontMatter' && value instanceof Unknown && value.code !== undefined) markdown().parseFrontMatter = { [CODE_MARK]: value.code };
    // Written by hand in pxdocs.config.mjs it may import what it reads (node:fs, node:path): only init cannot copy such a function.
    else if (key === 'parseFrontMatter') skip('markdown.parseFrontMatter', `${value instanceof Unknown ? value.reason : describe(value)}, which init does not copy: copy it into \`markdown.parseFrontMatter\` of pxdocs.config.mjs with what it reads (its imports and helpers); pxdocs runs it for every page, as Docusaurus does`);
    // The preprocessor too (the text each page is compiled from), when init can carry its code.
    else if (key === 'preprocessor' && value instanceof Unknown && value.code !== undefined) markdown().preprocessor = { [CODE_MARK]: value.code };
    else if (key === 'preprocessor') skip('markdown.preprocessor', `${value instanceof Unknown ? value.reason : describe(value)}, which init does not copy: copy it into \`markdown.preprocessor\` of pxdocs.config.mjs with what it reads (its imports and helpers); pxdocs runs it on every page before compiling it, as Docusaurus does`);
    else if (key === 'anchors' && isObj(value) && Object.keys(value).every((name) => name === 'maintainCase') && (value.maintainCase === undefined || typeof value.maintainCase === 'boolean')) markdown().anchors = { ...value };
    // Plain data (`{ footnoteLabel: 'Notes' }`) is carried; a function in it is not.
    else if (key === 'remarkRehypeOptions' && isObj(value) && plainValue(value)) markdown().remarkRehypeOptions = value;
    // Docusaurus 3.10 refuses Markdown plugin lists here ("These field(s) ("markdown.remarkPlugins",) are not recognized"),
    // where pxdocs takes them for every page: carried, checked as a content plugin's are, and said.
    else if (MARKDOWN_PLUGINS.includes(key) && !isDefaultOption(key, value)) {
      if (Array.isArray(value)) notes.push(`markdown.${key}: Docusaurus does not take Markdown plugins in \`markdown\` (its build stops: "These field(s) ("markdown.${key}",) are not recognized"); pxdocs does, and runs them on every page, so they are carried there. In Docusaurus they go in each content plugin's options (the preset's \`docs\`, \`blog\`, \`pages\`).`);
      const plugins = contentPluginList(value, key, { where: 'markdown', target: (list) => `\`markdown.${list}\`` }, skip, notes, siteDir);
      if (plugins) markdown()[key] = plugins;
    }
    else if (key === 'remarkRehypeOptions') skip('markdown.remarkRehypeOptions', `${describe(value)}: init carries plain values only (\`{ footnoteLabel: 'Notes' }\`); write the rest into \`markdown.remarkRehypeOptions\` of pxdocs.config.mjs`);
    else skip(`markdown.${key}`, reasons[key] ?? `the Markdown option "${key}" has no pxdocs equivalent`);
  }
}

/**
 * `markdown.hooks` (Docusaurus 3.8+, where `onBrokenMarkdownLinks` moved): a
 * severity is carried to the top-level option pxdocs has; a function is not run.
 */
function translateMarkdownHooks(hooks: Obj, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  for (const [name, value] of Object.entries(hooks)) {
    const key = `markdown.hooks.${name}`;
    const severity = typeof value === 'string' && ['ignore', 'log', 'warn', 'throw'].includes(value);
    if (name === 'onBrokenMarkdownLinks' && severity) config.onBrokenMarkdownLinks = value;
    else if (name === 'onBrokenMarkdownLinks') skip(key, value instanceof CodeRef || value instanceof Unknown ? 'a function is not run: set onBrokenMarkdownLinks to a severity by hand' : `expected 'ignore', 'log', 'warn' or 'throw', found ${describe(value)}`);
    else if (name === 'onBrokenMarkdownImages' && severity) ((config.markdown ??= {}) as Obj).hooks = { ...(((config.markdown as Obj).hooks as Obj | undefined) ?? {}), onBrokenMarkdownImages: value };
    else if (name === 'onBrokenMarkdownImages') skip(key, value instanceof CodeRef || value instanceof Unknown ? 'a function is not run: set markdown.hooks.onBrokenMarkdownImages to a severity by hand' : `expected 'ignore', 'log', 'warn' or 'throw', found ${describe(value)}`);
    else skip(key, 'no pxdocs equivalent');
  }
}

/** docusaurus-plugin-image-zoom's `themeConfig.zoom` as `imageZoom`: the selector, the overlay's colours, medium-zoom's margin. */
function translateZoom(zoom: Obj, skip: (key: string, reason: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof zoom.selector === 'string' && zoom.selector) out.selector = zoom.selector;
  else if (zoom.selector !== undefined) skip('themeConfig.zoom.selector', `expected a CSS selector, found ${describe(zoom.selector)}`);
  if (isObj(zoom.background)) {
    const background: Record<string, string> = {};
    for (const mode of ['light', 'dark'] as const) if (typeof zoom.background[mode] === 'string' && zoom.background[mode]) background[mode] = zoom.background[mode] as string;
    if (Object.keys(background).length) out.background = background;
  } else if (zoom.background !== undefined) skip('themeConfig.zoom.background', `expected { light, dark }, found ${describe(zoom.background)}`);
  if (isObj(zoom.config)) {
    for (const [name, value] of Object.entries(zoom.config)) {
      if (name === 'margin' && typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 200) out.margin = value;
      else skip(`themeConfig.zoom.config.${name}`, name === 'background' ? 'set by zoom.background, per mode' : 'pxdocs passes medium-zoom its margin only');
    }
  }
  for (const name of Object.keys(zoom)) if (!['selector', 'background', 'config'].includes(name)) skip(`themeConfig.zoom.${name}`, 'no pxdocs equivalent');
  return out;
}

/** theme-mermaid's `themeConfig.mermaid` as `mermaid`: mermaid's theme per colour mode and the options given to `mermaid.initialize`. */
function translateMermaid(mermaid: Obj, skip: (key: string, reason: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isObj(mermaid.theme)) {
    const theme: Record<string, string> = {};
    for (const [mode, name] of Object.entries(mermaid.theme)) {
      if ((mode === 'light' || mode === 'dark') && typeof name === 'string' && name) theme[mode] = name;
      else skip(`themeConfig.mermaid.theme.${mode}`, mode === 'light' || mode === 'dark' ? `expected a mermaid theme name, found ${describe(name)}` : 'no pxdocs equivalent: mermaid has a theme for light and one for dark');
    }
    if (Object.keys(theme).length) out.theme = theme;
  } else if (mermaid.theme !== undefined) skip('themeConfig.mermaid.theme', `expected { light, dark }, found ${describe(mermaid.theme)}`);
  // The options reach the browser in the page: plain values only (a function, as mermaid's `themeCSS` builder, is not carried).
  if (isObj(mermaid.options) && plainValue(mermaid.options)) out.options = mermaid.options;
  else if (mermaid.options !== undefined) skip('themeConfig.mermaid.options', `${describe(mermaid.options)}: init carries plain values only; write the rest into \`mermaid.options\` of pxdocs.config.mjs`);
  for (const name of Object.keys(mermaid)) if (name !== 'theme' && name !== 'options') skip(`themeConfig.mermaid.${name}`, 'no pxdocs equivalent');
  return out;
}

function translateTheme(theme: Obj, config: Record<string, unknown>, keys: ReturnType<typeof schemaKeys>, skip: (key: string, reason: string) => void, notes: string[], siteDir: string): void {
  for (const [key, value] of Object.entries(theme)) {
    // An option set to undefined is unset, as Docusaurus reads it: Project-HAMi/website turns its
    // announcement bar off with `enabled ? { … } : undefined`, and init said the option had no equivalent.
    if (value === undefined) continue;
    if (key === 'navbar' && isObj(value)) config.navbar = translateNavbar(value, skip, notes);
    else if (key === 'footer' && isObj(value)) config.footer = translateFooter(value, skip);
    else if (key === 'zoom' && config.imageZoom && isObj(value)) config.imageZoom = translateZoom(value, skip);
    else if (key === 'zoom') skip('themeConfig.zoom', config.imageZoom ? `expected { selector, background, config }, found ${describe(value)}` : 'read by docusaurus-plugin-image-zoom, which the config does not list');
    else if (key === 'mermaid' && isObj(value)) config.mermaid = translateMermaid(value, skip);
    else if (key === 'announcementBar' && isObj(value)) {
      // Docusaurus's default id (theme-classic's options), which a reader's closed bar is stored under.
      const id = str(value.id) ?? 'announcement-bar';
      const content = str(value.content);
      if (!content) skip('themeConfig.announcementBar', 'its content is not a plain string');
      else {
        const colours = Object.fromEntries((['backgroundColor', 'textColor'] as const).filter((name) => typeof value[name] === 'string' && value[name]).map((name) => [name, value[name]]));
        config.announcementBar = { id, content, ...(typeof value.isCloseable === 'boolean' ? { isCloseable: value.isCloseable } : {}), ...colours };
      }
      for (const extra of ['backgroundColor', 'textColor']) if (value[extra] !== undefined && !(typeof value[extra] === 'string' && value[extra])) skip(`themeConfig.announcementBar.${extra}`, `expected a CSS colour, found ${describe(value[extra])}`);
    } else if (key === 'prism' && isObj(value)) {
      const highlight: Record<string, unknown> = {};
      const languages = Array.isArray(value.additionalLanguages) ? value.additionalLanguages.filter((item): item is string => typeof item === 'string') : [];
      if (languages.length) highlight.additionalLanguages = languages;
      // An entry that is no language name (Docusaurus refuses the config) was left out without a word.
      if (Array.isArray(value.additionalLanguages)) value.additionalLanguages.forEach((item, index) => { if (typeof item !== 'string') skip(`themeConfig.prism.additionalLanguages[${index}]`, item instanceof Unknown ? `${runTime(item)}: add the language to highlight.additionalLanguages by hand` : `expected a Prism language name, found ${describe(item)}`); });
      else if (value.additionalLanguages !== undefined) skip('themeConfig.prism.additionalLanguages', `expected a list of Prism language names, found ${describe(value.additionalLanguages)}`);
      // The language of a fence that names none (Docusaurus's default: plain text, as pxdocs's).
      if (typeof value.defaultLanguage === 'string') highlight.defaultLanguage = value.defaultLanguage;
      else if (value.defaultLanguage !== undefined) skip('themeConfig.prism.defaultLanguage', `expected a language name, found ${describe(value.defaultLanguage)}`);
      if (value.magicComments !== undefined) {
        if (keys.highlight.has('magicComments') && Array.isArray(value.magicComments) && value.magicComments.every(isObj)) highlight.magicComments = value.magicComments;
        else skip('themeConfig.prism.magicComments', 'this pxdocs has its built-in magic comments only (highlight-next-line, highlight-start/end)');
      }
      for (const field of ['theme', 'darkTheme'] as const) {
        const theme = value[field];
        if (theme === undefined) continue;
        // A theme from a package (`themes.github` of prism-react-renderer 2, which v1's theme files become: withPrismV2Themes) is imported by the written config; one written out is copied.
        if (theme instanceof ModuleRef) highlight[field] = { [PLUGIN_MARK]: moduleMark(theme) };
        else if (isObj(theme) && isPlain(theme)) highlight[field] = theme;
        else {
          // A theme file of the site's (react-native-website's `require('./core/PrismTheme')`) is imported too.
          const own = siteExportOf(theme);
          const mark = own && siteModuleMark(own, siteDir);
          if (mark) highlight[field] = { [PLUGIN_MARK]: mark };
          else skip(`themeConfig.prism.${field}`, own ? `a theme file of the site (${own.path}) that was not found: correct the path, or import the theme in pxdocs.config.mjs and set highlight.${field} by hand` : `${describe(theme)}: set highlight.${field} by hand`);
        }
      }
      for (const extra of Object.keys(value)) if (!['additionalLanguages', 'magicComments', 'defaultLanguage', 'theme', 'darkTheme'].includes(extra)) skip(`themeConfig.prism.${extra}`, 'no pxdocs equivalent');
      if (Object.keys(highlight).length) config.highlight = highlight;
    } else if (key === 'algolia' && isObj(value)) {
      const algolia: Record<string, string> = {};
      for (const field of ['appId', 'apiKey', 'indexName']) if (typeof value[field] === 'string') algolia[field] = value[field] as string;
      if (Object.keys(algolia).length === 3) config.search = { algolia };
      else skip('themeConfig.algolia', 'appId, apiKey and indexName must be plain strings');
      // Each option's own reason: the note on contextual search said nothing true of searchPagePath or insights.
      for (const extra of Object.keys(value)) if (!['appId', 'apiKey', 'indexName'].includes(extra)) skip(`themeConfig.algolia.${extra}`, ALGOLIA_NOT_CARRIED[extra] ?? 'no pxdocs equivalent');
    } else if (key === 'colorMode' && isObj(value)) {
      const mode: Record<string, unknown> = {};
      if (value.defaultMode === 'light' || value.defaultMode === 'dark') mode.defaultMode = value.defaultMode;
      for (const flag of ['disableSwitch', 'respectPrefersColorScheme'] as const) if (typeof value[flag] === 'boolean') mode[flag] = value[flag];
      for (const [name, option] of Object.entries(value)) {
        if (!(name in mode)) skip(`themeConfig.colorMode.${name}`, option instanceof Unknown ? `${runTime(option)}: set it by hand` : ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'].includes(name) ? `expected ${name === 'defaultMode' ? "'light' or 'dark'" : 'true or false'}, found ${describe(option)}` : 'no pxdocs equivalent');
      }
      config.colorMode = mode;
    } else if (key === 'image' && typeof value === 'string' && value) {
      config.image = staticUrl(value);
    } else if ((key === 'metadata' || (key === 'metadatas' && theme.metadata === undefined)) && Array.isArray(value)) {
      // `metadatas`: Docusaurus 2's first name (its betas) of `metadata`, which sites made then still carry
      // (feature-sliced/documentation's twitter:site), as `hideableSidebar` below; `metadata` wins when both are there.
      const tags = value.flatMap((item, index) => {
        if (isObj(item)) return [tagAttributes(item, `themeConfig.${key}[${index}]`, skip)];
        skip(`themeConfig.${key}[${index}]`, item instanceof Unknown ? `${runTime(item)}: add it by hand` : `expected { name, content }, found ${describe(item)}`);
        return [];
      });
      // A meta tag's attributes are text (a boolean one has no meaning there).
      const text = tags.map((tag) => Object.fromEntries(Object.entries(tag).map(([name, attribute]) => [name, String(attribute)])));
      if (text.length) config.metadata = text;
    } else if (key === 'tableOfContents' && isObj(value)) {
      const toc: Record<string, number> = {};
      if (typeof value.minHeadingLevel === 'number') toc.minHeadingLevel = value.minHeadingLevel;
      if (typeof value.maxHeadingLevel === 'number') toc.maxHeadingLevel = value.maxHeadingLevel;
      config.toc = toc;
    } else if (key === 'docs' && isObj(value)) {
      // themeConfig.docs.sidebar → the config's `sidebar`.
      const sidebar: Record<string, boolean> = {};
      const given = isObj(value.sidebar) ? value.sidebar : {};
      for (const [name, option] of Object.entries(given)) {
        if ((name === 'hideable' || name === 'autoCollapseCategories') && typeof option === 'boolean') sidebar[name] = option;
        else skip(`themeConfig.docs.sidebar.${name}`, option instanceof Unknown ? `${runTime(option)}: set it by hand` : name === 'hideable' || name === 'autoCollapseCategories' ? `expected true or false, found ${describe(option)}` : 'no pxdocs equivalent');
      }
      if (value.sidebar !== undefined && !isObj(value.sidebar)) skip('themeConfig.docs.sidebar', `expected { hideable, autoCollapseCategories }, found ${describe(value.sidebar)}`);
      if (Object.keys(sidebar).length) config.sidebar = { ...(config.sidebar as Record<string, boolean> | undefined), ...sidebar };
      // versionPersistence: pxdocs keeps the reader's docs version in localStorage, Docusaurus's default
      // (theme/islands/lib/preferred-version.ts): that value is what it does already; 'none' it cannot do.
      for (const extra of Object.keys(value)) {
        if (extra === 'sidebar' || (extra === 'versionPersistence' && value[extra] === 'localStorage')) continue;
        skip(`themeConfig.docs.${extra}`, extra === 'versionPersistence' ? 'pxdocs always remembers the reader\'s docs version in localStorage (Docusaurus\'s default, \'localStorage\')' : 'no pxdocs equivalent');
      }
    } else if (key === 'blog' && isObj(value)) {
      // themeConfig.blog.sidebar.groupByYear → the config's `blogSidebar`.
      for (const [name, option] of Object.entries(value)) {
        if (name !== 'sidebar' || !isObj(option)) {
          skip(`themeConfig.blog.${name}`, name === 'sidebar' ? `expected { groupByYear }, found ${describe(option)}` : 'no pxdocs equivalent');
          continue;
        }
        for (const [inner, flag] of Object.entries(option)) {
          if (inner === 'groupByYear' && typeof flag === 'boolean') config.blogSidebar = { groupByYear: flag };
          else skip(`themeConfig.blog.sidebar.${inner}`, inner === 'groupByYear' ? (flag instanceof Unknown ? `${runTime(flag)}: set it by hand` : `expected true or false, found ${describe(flag)}`) : 'no pxdocs equivalent');
        }
      }
    } else if (key === 'liveCodeBlock' && isObj(value)) {
      // The live code block theme's: where the result is, below the editor or above it.
      for (const [name, option] of Object.entries(value)) {
        if (name === 'playgroundPosition' && (option === 'top' || option === 'bottom')) config.liveCodeBlock = { playgroundPosition: option };
        else skip(`themeConfig.liveCodeBlock.${name}`, name === 'playgroundPosition' ? `expected 'top' or 'bottom', found ${describe(option)}` : 'no pxdocs equivalent');
      }
    } else if (key === 'gtag' && config.gtag === undefined) {
      // Docusaurus 2's first place for the gtag plugin's options (before they moved to the preset's `gtag`),
      // which older sites still use: the same options, carried as the preset's are.
      translateAnalytics('gtag', value, 'themeConfig.gtag', config, skip);
    } else if ((key === 'hideableSidebar' || key === 'autoCollapseSidebarCategories') && typeof value === 'boolean') {
      // Docusaurus 2's first names (its betas) of themeConfig.docs.sidebar.hideable and .autoCollapseCategories,
      // which sites made then still carry: the same options, which pxdocs has. A value under docs.sidebar wins.
      const name = key === 'hideableSidebar' ? 'hideable' : 'autoCollapseCategories';
      const sidebar = { ...(config.sidebar as Record<string, boolean> | undefined) };
      if (!isObj(theme.docs) || !isObj(theme.docs.sidebar) || typeof theme.docs.sidebar[name] !== 'boolean') sidebar[name] = value;
      config.sidebar = sidebar;
    } else {
      const reasons: Record<string, string> = {
        image: `expected the path of an image, found ${describe(value)}`,
        metadata: `expected a list of { name, content }, found ${describe(value)}`,
      };
      skip(`themeConfig.${key}`, reasons[key] ?? `the theme option "${key}" has no pxdocs equivalent`);
    }
  }
  config.navbar ??= { items: [], hideOnScroll: false };
}

/**
 * prism-react-renderer 1's themes are files of the package (`prism-react-renderer/themes/github`,
 * required by the Docusaurus 2 template); 2 has no such files: its themes are `themes.<name>` of
 * the package. Keyed by the name folded (lower case, letters and digits only), so `vs-dark`,
 * `vsDark` and `vsDark/index.js` are one theme; each v1 theme is in v2 under its v1 name.
 */
const PRISM_V1_THEME = /^prism-react-renderer\/themes\/([^/]+?)(?:\/index)?(?:\.cjs\.js|\.[cm]?js)?$/;
export const PRISM_V1_THEMES = ['github', 'dracula', 'duotoneDark', 'duotoneLight', 'nightOwl', 'nightOwlLight', 'oceanicNext', 'okaidia', 'palenight', 'shadesOfPurple', 'synthwave84', 'ultramin', 'vsDark', 'vsLight'];
const foldName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const PRISM_V2_NAME = new Map(PRISM_V1_THEMES.map((name) => [foldName(name), name]));

/**
 * `prism.theme`/`darkTheme` with prism-react-renderer 1's theme files as 2's `themes.<name>`: the
 * file's import would not resolve with the 2 pxdocs has. A site that has 1 installed keeps the file
 * (it resolves there, and 2's `themes` would not); a name 2 lacks is left out (the default colours).
 */
function withPrismV2Themes(prism: Obj, siteDir: string, skip: (key: string, reason: string) => void, notes: string[]): Obj {
  const out: Obj = { ...prism };
  for (const field of ['theme', 'darkTheme'] as const) {
    const theme = prism[field];
    const file = theme instanceof ModuleRef && !theme.member.length ? PRISM_V1_THEME.exec(theme.name) : null;
    if (!file) continue;
    const name = PRISM_V2_NAME.get(foldName(file[1]));
    const installed = installedVersion('prism-react-renderer', siteDir);
    // Not installed yet: the version the site's package.json asks for is the one `npm install` brings.
    const major = installed ? Number.parseInt(installed, 10) : declaredMajor('prism-react-renderer', siteDir);
    if (major === 1) {
      notes.push(`themeConfig.prism.${field}: prism-react-renderer 1 is ${installed ? 'installed in the site' : "what the site's package.json asks for"}, so ${(theme as ModuleRef).name} is imported as it is; with 2 installed, run init again (it writes \`themes.${name ?? file[1]}\`).`);
    } else if (name) out[field] = new ModuleRef('prism-react-renderer', ['themes', name]);
    else {
      delete out[field];
      skip(`themeConfig.prism.${field}`, `"${(theme as ModuleRef).name}" is a theme file of prism-react-renderer 1, and 2 (which pxdocs uses) has no theme "${file[1]}": code keeps the default colours; set highlight.${field} to one of prism-react-renderer's \`themes\` by hand`);
    }
  }
  return out;
}

/**
 * The major version of `pkg` the site's package.json asks for (its dependencies, then its dev
 * dependencies: `^1.3.5`, `~1.2`, `1.x`, `>=1 <2` are 1), or undefined (not listed, or a range
 * with no leading number: a tag, a URL, a workspace).
 */
function declaredMajor(pkg: string, siteDir: string): number | undefined {
  const range = siteDependency(siteDir, pkg, ['dependencies', 'devDependencies']);
  const major = typeof range === 'string' ? /^\s*(?:[\^~]|>=?|=)?\s*v?(\d+)/.exec(range)?.[1] : undefined;
  return major === undefined ? undefined : Number(major);
}

/**
 * Math plugins whose versions for MDX 1 (Docusaurus 2's docs name remark-math 3 and rehype-katex 5)
 * are carried as they are but fail under MDX 3, which pxdocs compiles as Docusaurus 3 does:
 * remark-math before 6 extends remark's old parser and silently does nothing (`$…$` stays text,
 * and braces inside it are read as JSX expressions: "n is not defined" at render), and
 * rehype-katex before 7 renders inside the `<code>` remark-math 6 makes. The first major that works.
 */
const MDX3_MAJOR: Record<string, number> = { 'remark-math': 6, 'rehype-katex': 7 };

/** The note for a carried plugin whose installed version is one for MDX 1 (see MDX3_MAJOR), or undefined. */
function mdx1PluginNote(name: string, key: string, siteDir: string): string | undefined {
  const first = MDX3_MAJOR[name];
  const version = first === undefined ? undefined : installedVersion(name, siteDir);
  const major = version === undefined ? NaN : Number.parseInt(version, 10);
  if (!(major < first)) return undefined;
  return `${key}: ${name} ${version} is installed in the site, the version for Docusaurus 2 (MDX 1); under MDX 3, which pxdocs compiles as Docusaurus 3 does, ${name === 'remark-math' ? 'it does nothing: `$…$` stays text, and braces inside it are read as JSX expressions' : 'it renders math inside the `<code>` elements remark-math 6 makes'}. Install the versions Docusaurus 3 uses: \`npm install remark-math@6 rehype-katex@7\`.`;
}

/**
 * A rehype plugin in a remark list, or a remark plugin in a rehype one, known by its package's name
 * (`rehype-katex` among `remarkPlugins`, as DocusaurusCommunity/website has it). The unified pipeline
 * runs it on the wrong tree, where it finds nothing to change: rehype-katex then leaves every formula
 * as the code block remark-math makes of it, in Docusaurus as here. Carried as written, and said.
 */
function misplacedPluginNote(name: string, key: string, lists: PluginLists): string | undefined {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const remarkList = /Remark/i.test(key);
  const kind = base.startsWith('rehype-') ? 'rehype' : base.startsWith('remark-') ? 'remark' : undefined;
  if (kind === undefined || (kind === 'remark') === remarkList) return undefined;
  // remarkPlugins ↔ rehypePlugins, beforeDefaultRemarkPlugins ↔ beforeDefaultRehypePlugins.
  const right = remarkList ? key.replace('remark', 'rehype').replace('Remark', 'Rehype') : key.replace('rehype', 'remark').replace('Rehype', 'Remark');
  return `${lists.where}.${key}: ${name} is a ${kind} plugin (it works on the ${kind === 'rehype' ? 'HTML a page becomes' : 'Markdown of a page'}), listed among the ${remarkList ? 'remark' : 'rehype'} plugins, where it finds nothing to change${name === 'rehype-katex' ? ': math shows as code blocks' : ''}, in Docusaurus as in pxdocs. Move it to ${right} (${lists.target(right)} in pxdocs.config.mjs).`;
}

/**
 * Where a Markdown plugin list was found and goes: `where`, its place in the Docusaurus config
 * (`docs`, `presets[0].blog`, `plugins[1]`, `markdown`), which notes name; `target`, a list's
 * place in the written config (`docs.rehypePlugins`, a further instance's entry's), for their advice.
 */
interface PluginLists {
  where: string;
  target: (list: string) => string;
}

/**
 * What a carried list of Markdown plugins needs said: a plugin installed in its MDX 1 version, a
 * plugin in the wrong kind of list. Every list is checked (the docs', each further docs instance's,
 * the blogs', the pages', the site's `markdown`), each note naming where its plugin was found.
 */
function pluginListNotes(plugins: (string | [string, unknown])[], key: string, lists: PluginLists, siteDir: string): string[] {
  return plugins.flatMap((plugin) => {
    const name = Array.isArray(plugin) ? plugin[0] : plugin;
    const note = mdx1PluginNote(name, `${lists.where}.${key}`, siteDir) ?? misplacedPluginNote(name, key, lists);
    return note ? [note] : [];
  });
}

/** Navbar items and dropdown entries that open the docs: a site without docs has nothing for them to open. */
const DOCS_ITEM_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

/**
 * The navbar of a site without docs (`docs: false`) without its docs items: Docusaurus fails to
 * build with them (no docs plugin to find the doc in), and so would the written config. Each is named.
 */
function withoutDocsItems(navbar: Obj, skip: (key: string, reason: string) => void): Obj {
  const field = Array.isArray(navbar.items) || !Array.isArray(navbar.links) ? 'items' : 'links';
  const keep = (items: Value[], key: string): Value[] => items.filter((item, index) => {
    if (!isObj(item)) return true;
    // A dropdown's entries, and the links around the locales dropdown's, may be docs too.
    for (const list of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) if (Array.isArray(item[list])) item[list] = keep(item[list] as Value[], `${key}[${index}].${list}`);
    const type = str(item.type);
    if (!type || !DOCS_ITEM_TYPES.has(type)) return true;
    skip(`${key}[${index}]`, `a "${type}" item opens the docs, and the site has none (docs: false): the item is left out (Docusaurus fails on it); link a page with \`to\` instead`);
    return false;
  });
  return Array.isArray(navbar[field]) ? { ...navbar, [field]: keep(navbar[field] as Value[], `themeConfig.navbar.${field}`) } : navbar;
}

/**
 * The navbar without the items that name a docs instance (`docsPluginId`) pxdocs does not
 * build (its folder is missing): kept, they named sidebars and docs the build does not have,
 * and the written config failed to build. Each is named, dropdown entries too.
 */
function withoutOtherInstances(navbar: Obj, built: ReadonlySet<string>, skip: (key: string, reason: string) => void): Obj {
  const field = Array.isArray(navbar.items) || !Array.isArray(navbar.links) ? 'items' : 'links';
  const keep = (items: Value[], key: string): Value[] => items.filter((item, index) => {
    if (!isObj(item)) return true;
    if (Array.isArray(item.items)) item.items = keep(item.items as Value[], `${key}[${index}].items`);
    const instance = item.docsPluginId;
    if (typeof instance !== 'string' || built.has(instance)) return true;
    skip(`${key}[${index}]`, `names the docs instance "${instance}" (docsPluginId), which pxdocs does not build (it builds ${[...built].map((id) => `"${id}"`).join(', ')}): the item is left out`);
    return false;
  });
  return Array.isArray(navbar[field]) ? { ...navbar, [field]: keep(navbar[field] as Value[], `themeConfig.navbar.${field}`) } : navbar;
}

function translateNavbar(navbar: Obj, skip: (key: string, reason: string) => void, notes: string[]): Record<string, unknown> {
  // Docusaurus keeps the bar in place unless hideOnScroll is true; pxdocs's default is to hide it.
  const out: Record<string, unknown> = { items: [] as unknown[], hideOnScroll: navbar.hideOnScroll === true };
  if (typeof navbar.title === 'string') out.title = navbar.title;
  // Docusaurus draws a title without a logo as the bare title.
  if (navbar.logo === undefined) out.brandMark = false;
  if (navbar.logo !== undefined) {
    const logo = translateLogo(navbar.logo, skip);
    if (logo) out.logo = logo;
  }
  // `links` is Docusaurus 2 alpha's name for `items`.
  const field = Array.isArray(navbar.items) || !Array.isArray(navbar.links) ? 'items' : 'links';
  const items = Array.isArray(navbar[field]) ? (navbar[field] as Value[]) : [];
  items.forEach((item, index) => {
    const key = `themeConfig.navbar.${field}[${index}]`;
    if (!isObj(item)) return skip(key, item instanceof Unknown ? item.reason : 'not an object');
    const position = item.position === 'right' ? 'right' : 'left';
    const label = str(item.label);
    const type = navbarItemType(item);
    const computed = type === 'doc' || type === 'docSidebar' || type === 'default' || type === 'dropdown' ? computedFields(item) : undefined;
    const before = (out.items as unknown[]).length;
    if (computed) {
      skip(key, computed);
    } else if (type === 'doc' && typeof item.docId === 'string') {
      (out.items as unknown[]).push({ type: 'doc', docId: item.docId, label: label ?? item.docId, position, ...pluginIdOf(item) });
    } else if (type === 'docSidebar' && typeof item.sidebarId === 'string') {
      (out.items as unknown[]).push({ type: 'docSidebar', sidebarId: item.sidebarId, label: label ?? item.sidebarId, position, ...pluginIdOf(item) });
    } else if (type === 'default' && (label || typeof item['aria-label'] === 'string') && (typeof item.to === 'string' || typeof item.href === 'string')) {
      // An icon-only link (Docusaurus's GitHub link: `aria-label` and a class the site's CSS draws) keeps both.
      const extra = {
        ...(typeof item['aria-label'] === 'string' && item['aria-label'] ? { 'aria-label': item['aria-label'] } : {}),
        ...classNameOf(item),
        ...targetOf(item),
        // Marked on its own page only (Project-HAMi/website's Home): carried, not named as left behind.
        ...(typeof item.exact === 'boolean' ? { exact: item.exact } : {}),
        // Where it is marked active instead (expressots/expresso-site-doc's links, active on every version's pages).
        ...(typeof item.activeBasePath === 'string' && item.activeBasePath ? { activeBasePath: item.activeBasePath } : {}),
        ...(typeof item.activeBaseRegex === 'string' && item.activeBaseRegex && isRegExp(item.activeBaseRegex) ? { activeBaseRegex: item.activeBaseRegex } : {}),
        // The link's content as HTML, in place of its label (svg/svgo.dev's GitHub stars badge).
        ...(typeof item.html === 'string' && item.html ? { html: item.html } : {}),
        // Its tooltip (conda-forge's icon links: `title: 'GitHub'`), which Docusaurus passes to the link.
        ...titleOf(item),
      };
      if (typeof item.activeBaseRegex === 'string' && !isRegExp(item.activeBaseRegex)) skip(`${key}.activeBaseRegex`, 'not a regular expression JavaScript can read: the link is marked active on the pages under its own link instead');
      (out.items as unknown[]).push({ ...(label ? { label } : {}), ...linkTarget(item), position, ...extra });
    } else if (type === 'default' && !label && (typeof item.to === 'string' || typeof item.href === 'string')) {
      // A link with neither label nor aria-label (a GitHub link drawn by the site's CSS from its class alone):
      // Docusaurus renders it, nameless. It is kept, named after where it goes, so it stays in the bar.
      // Its tooltip, where it has one, is the name it shows on hover: the name for screen readers too.
      const name = titleOf(item).title ?? linkName(typeof item.href === 'string' ? item.href : (item.to as string));
      (out.items as unknown[]).push({ ...linkTarget(item), position, 'aria-label': name, ...classNameOf(item), ...targetOf(item), ...titleOf(item) });
      notes.push(`${key} has no label nor aria-label (Docusaurus shows it without a name): it was written with aria-label "${name}", which screen readers and the mobile menu show; change it if another name fits.`);
    } else if (type === 'default' && !label) {
      skip(key, 'an item without a label needs an `aria-label` (its name) and `href` or `to`');
    } else if (type === 'html' && typeof item.value === 'string' && item.value) {
      (out.items as unknown[]).push({ type: 'html', value: item.value, position, ...classNameOf(item) });
    } else if (type === 'html') {
      // Its HTML made by code init could not read (a helper reading a file, a call of a package): say so, not that the type is unsupported.
      skip(key, item.value instanceof Unknown ? `its \`value\` is ${runTime(item.value)}, not read without running it: write its HTML as the item's \`value\`` : `an html item needs its HTML as \`value\`, found ${describe(item.value)}`);
    } else if (type === 'search') {
      // Where the search box stands (pxdocs's own search, or Algolia's), as Docusaurus places it.
      (out.items as unknown[]).push({ type: 'search', position: item.position === 'right' ? 'right' : 'left', ...classNameOf(item) });
    } else if (type === 'dropdown' && label && Array.isArray(item.items)) {
      // Its entries: links and docs; a link on the label itself stays the label's (the label opens it, as in Docusaurus).
      const entries = dropdownEntries(item.items, `${key}.items`, skip);
      const own = typeof item.to === 'string' || typeof item.href === 'string' ? linkTarget(item) : {};
      // VolkovLabs/volkovlabs.io names each of its menus for screen readers (`aria-label`), as Docusaurus passes it on.
      const ariaLabel = typeof item['aria-label'] === 'string' && item['aria-label'] ? { 'aria-label': item['aria-label'] } : {};
      if (entries.length) (out.items as unknown[]).push({ type: 'dropdown', label, ...own, items: entries, position, ...classNameOf(item), ...ariaLabel });
      else skip(key, 'a dropdown with no entry pxdocs can carry');
    } else if (type === 'dropdown') {
      skip(key, label ? `a dropdown's items must be a list, found ${describe(item.items)}` : 'a dropdown needs a `label` (the text of its menu)');
    } else if (type === 'docsVersionDropdown') {
      // The versions of the docs (compiler/docs-versions.ts), with the links the site puts around them.
      const out_: Record<string, unknown> = { type, position, ...classNameOf(item), ...pluginIdOf(item), ...linksAround(item, key, skip) };
      if (typeof item.dropdownActiveClassDisabled === 'boolean') out_.dropdownActiveClassDisabled = item.dropdownActiveClassDisabled;
      if (Array.isArray(item.versions) && item.versions.every((name) => typeof name === 'string')) out_.versions = item.versions;
      else if (isObj(item.versions)) out_.versions = Object.fromEntries(Object.entries(item.versions).map(([name, value]) => [name, isObj(value) && str(value.label) ? { label: str(value.label) } : {}]));
      else if (item.versions !== undefined) skip(`${key}.versions`, 'expected a list of version names, or an object of them');
      for (const extra of Object.keys(item)) if (!['type', 'position', 'className', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', 'versions', 'docsPluginId'].includes(extra)) skip(`${key}.${extra}`, 'no pxdocs equivalent');
      (out.items as unknown[]).push(out_);
    } else if (type === 'docsVersion') {
      (out.items as unknown[]).push({ type, position, ...(label ? { label } : {}), ...(typeof item.to === 'string' ? { to: item.to } : {}), ...classNameOf(item), ...pluginIdOf(item) });
    } else if (type === 'localeDropdown') {
      // The site's locales (`i18n`), with the links the site puts around them.
      const out_: Record<string, unknown> = { type, position, ...classNameOf(item), ...linksAround(item, key, skip) };
      if (typeof item.queryString === 'string') out_.queryString = item.queryString;
      for (const extra of Object.keys(item)) if (!['type', 'position', 'className', 'dropdownItemsBefore', 'dropdownItemsAfter', 'queryString'].includes(extra)) skip(`${key}.${extra}`, 'no pxdocs equivalent');
      (out.items as unknown[]).push(out_);
    } else if (type.startsWith('custom-')) {
      // Docusaurus draws a `custom-*` type with the component the site's swizzled NavbarItem/ComponentTypes maps it to
      // (baento/tsflow's GitHub stars), given the item's other keys: so does pxdocs (theme/components/NavbarCustomItem.tsx).
      const props: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(item)) {
        if (name === 'type' || name === 'position') continue;
        if (plainValue(value)) props[name] = value;
        else skip(`${key}.${name}`, `${describe(value)} is made when the config runs, not read without running it: the item's component is given the others`);
      }
      (out.items as unknown[]).push({ type, position, ...props });
    } else {
      skip(key, `navbar items of type "${type}" are not supported`);
    }
    // Once carried, the keys it was carried without are named (the dropdowns of versions and locales name theirs).
    if ((out.items as unknown[]).length > before) uncarriedNavbarKeys(item, type, key, skip);
  });
  if (navbar.hideOnScroll !== undefined && typeof navbar.hideOnScroll !== 'boolean') skip('themeConfig.navbar.hideOnScroll', `expected true or false, found ${describe(navbar.hideOnScroll)}: the bar stays in place`);
  if (navbar.style === 'dark') out.style = 'dark';
  else if (navbar.style === 'primary') skip('themeConfig.navbar.style', "'primary' (the bar in the primary colour) is not drawn: the bar keeps the page's colours ('dark' is carried)");
  else if (navbar.style !== undefined) skip('themeConfig.navbar.style', `expected 'dark' or 'primary', found ${describe(navbar.style)}`);
  for (const extra of Object.keys(navbar)) if (!['title', 'logo', 'hideOnScroll', 'style', field].includes(extra)) skip(`themeConfig.navbar.${extra}`, 'no pxdocs equivalent');
  return out;
}

/** The docs instance a docs item names (`docsPluginId`), carried as written: items naming one not built were left out (withoutOtherInstances). */
function pluginIdOf(item: Obj): { docsPluginId?: string } {
  return typeof item.docsPluginId === 'string' && item.docsPluginId ? { docsPluginId: item.docsPluginId } : {};
}

/**
 * A navbar item's type as Docusaurus's NavbarItem decides it: an item with `items` and no type
 * (or "default") is a dropdown, so a menu written without `type: 'dropdown'` is one.
 */
function navbarItemType(item: Obj): string {
  const type = str(item.type);
  return (type === undefined || type === 'default') && 'items' in item ? 'dropdown' : type ?? 'default';
}

/** A versions or locales dropdown's links around its entries (`dropdownItemsBefore`/`After`), carried or reported. */
function linksAround(item: Obj, key: string, skip: (key: string, reason: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const side of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
    if (Array.isArray(item[side])) out[side] = dropdownEntries(item[side] as Value[], `${key}.${side}`, skip);
    else if (item[side] !== undefined) skip(`${key}.${side}`, item[side] instanceof Unknown ? (item[side] as Unknown).reason : 'expected a list of links');
  }
  return out;
}

/** A navbar dropdown's entries: links and docs; the rest is named. */
function dropdownEntries(items: Value[], key: string, skip: (key: string, reason: string) => void): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  items.forEach((entry, position) => {
    const at = `${key}[${position}]`;
    if (!isObj(entry)) return skip(at, entry instanceof Unknown ? entry.reason : 'not an object');
    const entryType = navbarItemType(entry);
    const why = computedFields(entry);
    const className = classNameOf(entry);
    if (why) skip(at, why);
    else if (entryType === 'doc' && typeof entry.docId === 'string') entries.push({ type: 'doc', docId: entry.docId, ...(str(entry.label) ? { label: str(entry.label) } : {}), ...className, ...pluginIdOf(entry) });
    else if (entryType === 'default' && str(entry.label) && (typeof entry.to === 'string' || typeof entry.href === 'string')) entries.push({ label: str(entry.label), ...linkTarget(entry), ...className });
    else if (entryType === 'html' && typeof entry.value === 'string') entries.push({ type: 'html', value: entry.value, ...className });
    else skip(at, `dropdown entries of type "${entryType}" are not supported (links, docs and HTML are)`);
  });
  return entries;
}

/**
 * The navbar logo, every key Docusaurus reads: image paths are in the static folder
 * (`img/logo.svg` → `/img/logo.svg`), URLs stay as they are; what pxdocs does not
 * draw (a class name, inline style) is reported, not dropped in silence.
 */
function translateLogo(logo: Value, skip: (key: string, reason: string) => void, at = 'themeConfig.navbar.logo'): Record<string, unknown> | undefined {
  if (!isObj(logo) || typeof logo.src !== 'string') {
    skip(at, logo instanceof Unknown ? logo.reason : 'a logo needs `src`, the path of its image');
    return undefined;
  }
  // No alt written: the build gives Docusaurus's default (none beside a navbar title, else the site's title).
  const out: Record<string, unknown> = { src: staticUrl(logo.src), ...(str(logo.alt) !== undefined ? { alt: str(logo.alt) } : {}) };
  if (typeof logo.srcDark === 'string') out.srcDark = staticUrl(logo.srcDark);
  if (typeof logo.href === 'string') out.href = isExternal(logo.href) ? logo.href : `/${logo.href.replace(/^\//, '')}`;
  if (typeof logo.target === 'string') out.target = logo.target;
  for (const size of ['width', 'height'] as const) {
    if (typeof logo[size] === 'number' || typeof logo[size] === 'string') out[size] = logo[size];
  }
  // On the image, as Docusaurus puts them (203-Systems/Matrix-Wiki sizes its footer logo with `style: { maxWidth: 300 }`).
  if (typeof logo.className === 'string' && logo.className) out.className = logo.className;
  const style = logo.style;
  if (isObj(style) && Object.values(style).every((value) => typeof value === 'string' || typeof value === 'number')) out.style = style;
  for (const key of Object.keys(logo)) {
    if (key in out || key === 'alt') continue;
    const value = logo[key];
    const reason = value instanceof Unknown ? value.reason
      : key === 'style' ? `${describe(value)}: expected an object of CSS properties (React's \`{ maxWidth: 300 }\`)`
      : ['srcDark', 'href', 'target', 'width', 'height', 'className'].includes(key) ? `not a ${key === 'width' || key === 'height' ? 'number or ' : ''}string`
      : 'no pxdocs equivalent';
    skip(`${at}.${key}`, reason);
  }
  return out;
}

/** The sitemap plugin's options carry, `createSitemapItems` when its code reads only its parameters; the rest is named. */
function translateSitemap(options: Obj, key: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  const out: Record<string, unknown> = {};
  const FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
  for (const [name, value] of Object.entries(options)) {
    if (name === 'ignorePatterns' && Array.isArray(value) && value.every((pattern) => typeof pattern === 'string' && pattern)) out.ignorePatterns = value;
    else if (name === 'changefreq' && typeof value === 'string' && FREQUENCIES.includes(value)) out.changefreq = value;
    else if (name === 'priority' && typeof value === 'number' && value >= 0 && value <= 1) out.priority = value;
    else if (name === 'lastmod' && (value === 'date' || value === 'datetime')) out.lastmod = value;
    // null is the plugin's way of leaving a field out (changefreq and priority have defaults to leave out).
    else if ((name === 'changefreq' || name === 'priority') && value === null) out[name] = null;
    else if (name === 'lastmod' && value === null) continue;
    else if (name === 'filename' && typeof value === 'string' && value && !value.startsWith('/') && !value.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) out.filename = value;
    else if (name === 'createSitemapItems' && value instanceof Unknown && value.code !== undefined) out.createSitemapItems = { [CODE_MARK]: value.code };
    else skip(`${key}.${name}`, name === 'createSitemapItems' ? `${value instanceof Unknown ? value.reason : describe(value)}, not read without running it: a function that reads only its parameters is carried` : ['ignorePatterns', 'changefreq', 'priority', 'lastmod', 'filename'].includes(name) ? `${describe(value)} is not a value the option takes` : 'no pxdocs equivalent');
  }
  if (Object.keys(out).length) config.sitemap = out;
}

/**
 * The pages plugin's options (the preset's `pages`, or the plugin's): the
 * folder, route base and file patterns carry over; `false` turns pages off.
 * pxdocs finds `src/pages` by default, so options equal to the defaults write nothing.
 */
function translatePages(options: Value, key: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void, notes: string[], siteDir: string): void {
  if (options === false) {
    config.pages = false;
    return;
  }
  if (!isObj(options)) {
    if (options !== undefined) skip(key, options instanceof Unknown ? `${runTime(options)}: set \`pages\` by hand` : `expected the pages plugin's options, found ${describe(options)}`);
    return;
  }
  const out: Record<string, unknown> = {};
  const patterns = (value: Value) => Array.isArray(value) && value.every((pattern) => typeof pattern === 'string' && pattern);
  for (const [name, value] of Object.entries(options)) {
    if ((name === 'path' || name === 'routeBasePath') && typeof value === 'string' && (value || name === 'routeBasePath')) out[name] = value;
    else if ((name === 'include' || name === 'exclude') && patterns(value)) out[name] = value;
    else if (name === 'id' && value === 'default') continue;
    // Docusaurus's defaults written out (ealush/vest's pages options): nothing to carry, nothing lost.
    else if (isDefaultOption(name, value)) continue;
    else if (MARKDOWN_PLUGINS.includes(name)) {
      const plugins = contentPluginList(value, name, { where: key, target: (list) => `\`pages.${list}\`` }, skip, notes, siteDir);
      if (plugins) out[name] = plugins;
    }
    else skip(`${key}.${name}`, ['path', 'routeBasePath', 'include', 'exclude'].includes(name) ? `${describe(value)} is not a value the option takes` : name === 'id' ? 'one pages folder is built (the default instance)' : name === 'admonitions' ? ADMONITIONS_REASON : 'no pxdocs equivalent');
  }
  if (Object.keys(out).length) config.pages = out;
}

/**
 * A content plugin's option written with Docusaurus's default value, which needs no carrying:
 * an empty list of Markdown plugins, and the pages plugin's `mdxPageComponent: '@theme/MDXPage'`
 * (ealush/vest writes both; init named them as not carried, as if something were lost).
 */
function isDefaultOption(name: string, value: Value): boolean {
  return (MARKDOWN_PLUGINS.includes(name) && Array.isArray(value) && value.length === 0) || (name === 'mdxPageComponent' && value === '@theme/MDXPage');
}

/** A content plugin's own Markdown plugin lists, carried to the same keys of its pxdocs options. */
const MARKDOWN_PLUGINS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
const ADMONITIONS_REASON = "pages and posts have the site's admonition keywords (`markdown.admonitions`, carried from the docs'); add these there if they are needed";

/** Blog options pxdocs takes as Docusaurus's blog plugin does, by kind of value. */
const BLOG_STRINGS = ['path', 'routeBasePath', 'blogTitle', 'blogDescription', 'blogSidebarTitle', 'authorsMapPath', 'tagsBasePath', 'authorsBasePath'];
const FEED_KEYS = ['title', 'description', 'copyright', 'language'];

/**
 * The blog plugin's options (the preset's `blog`, or the plugin's). Its
 * folder, routes, list and sidebar sizes, files, `editUrl` (a string) and
 * feed options carry over; `false` turns the blog off. pxdocs reads `blog/`
 * by default, so a site with the defaults writes nothing.
 */
function translateBlog(options: Value, key: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void, notes: string[], siteDir: string, target: PluginLists['target'] = (list) => `\`blog.${list}\``): void {
  if (options === false) {
    config.blog = false;
    return;
  }
  if (!isObj(options)) {
    if (options !== undefined) skip(key, options instanceof Unknown ? `${runTime(options)}: set \`blog\` by hand` : `expected the blog plugin's options, found ${describe(options)}`);
    return;
  }
  const out: Record<string, unknown> = {};
  const count = (value: Value, zero: boolean) => value === 'ALL' || (typeof value === 'number' && Number.isInteger(value) && (zero ? value >= 0 : value > 0));
  for (const [name, value] of Object.entries(options)) {
    const where = `${key}.${name}`;
    // Written as `undefined`: not set, as Docusaurus reads it.
    if (value === undefined) continue;
    if (BLOG_STRINGS.includes(name) && typeof value === 'string' && (value || name === 'routeBasePath')) out[name] = value;
    else if ((name === 'include' || name === 'exclude') && Array.isArray(value) && value.every((pattern) => typeof pattern === 'string' && pattern)) out[name] = value;
    else if (name === 'postsPerPage' && count(value, false)) out[name] = value;
    else if (name === 'blogSidebarCount' && count(value, true)) out[name] = value;
    else if (name === 'showReadingTime' && typeof value === 'boolean') out[name] = value;
    // 'descending' is the order pxdocs has anyway (AudiusProject/devblog writes it): nothing to carry, nothing lost.
    else if (name === 'sortPosts' && value === 'descending') continue;
    else if (name === 'sortPosts' && value === 'ascending') out[name] = value;
    else if (name === 'tags' && typeof value === 'string' && value) out[name] = value;
    else if (name === 'archiveBasePath' && (value === null || (typeof value === 'string' && value))) out[name] = value;
    else if (name === 'editUrl' && typeof value === 'string' && value) out[name] = value;
    else if (name === 'editUrl' && value instanceof Unknown && value.code !== undefined) out[name] = { [CODE_MARK]: value.code };
    // `({ content, defaultReadingTime }) => defaultReadingTime({ content, options: { wordsPerMinute: 300 } })` (luoyjx/blog): the same function.
    else if (name === 'readingTime' && value instanceof Unknown && value.code !== undefined) out[name] = { [CODE_MARK]: value.code };
    else if (name === 'editLocalizedFiles' && typeof value === 'boolean') out[name] = value;
    else if (name === 'feedOptions' && isObj(value)) {
      const feed: Record<string, unknown> = {};
      for (const [option, setting] of Object.entries(value)) {
        const types = ['rss', 'atom', 'json'];
        if (option === 'type' && (setting === null || setting === 'all' || (typeof setting === 'string' && types.includes(setting)) || (Array.isArray(setting) && setting.every((entry) => typeof entry === 'string' && types.includes(entry))))) feed.type = setting;
        else if (FEED_KEYS.includes(option) && typeof setting === 'string') feed[option] = setting;
        // `Copyright ${new Date().getFullYear()} …` (Project-HAMi/website's feeds): the same code, run when the config loads, as the footer's copyright is.
        else if (FEED_KEYS.includes(option) && setting instanceof CodeRef) feed[option] = { [CODE_MARK]: setting.code };
        else if (option === 'limit' && (setting === false || setting === null || (typeof setting === 'number' && Number.isInteger(setting) && setting > 0))) feed.limit = setting;
        // true, or true/false per feed: pxdocs's own stylesheets, written beside the feeds as Docusaurus writes its.
        else if (option === 'xslt' && (typeof setting === 'boolean' || (isObj(setting) && Object.entries(setting).every(([type, each]) => (type === 'rss' || type === 'atom') && (typeof each === 'boolean' || each === null || each === undefined))))) feed.xslt = setting;
        else skip(`${where}.${option}`, option === 'xslt' ? 'a stylesheet of the site\'s own: the feeds are shown with pxdocs\'s (set xslt: true)' : option === 'createFeedItems' ? 'a function, not read without running it' : `${describe(setting)} is not a value pxdocs takes here`);
      }
      if (Object.keys(feed).length) out.feedOptions = feed;
    // A blog's id: a further blog's is carried by translateOtherBlog; the first blog is pxdocs's `blog`.
    } else if (name === 'id') continue;
    else if (isDefaultOption(name, value)) continue;
    else if (MARKDOWN_PLUGINS.includes(name)) {
      const plugins = contentPluginList(value, name, { where: key, target }, skip, notes, siteDir);
      if (plugins) out[name] = plugins;
    }
    else if ((name === 'onInlineTags' || name === 'onInlineAuthors' || name === 'onUntruncatedBlogPosts') && typeof value === 'string' && SEVERITIES.has(value)) out[name] = value;
    else skip(where, name === 'admonitions' ? ADMONITIONS_REASON : [...BLOG_STRINGS, 'include', 'exclude', 'postsPerPage', 'blogSidebarCount', 'showReadingTime', 'sortPosts', 'tags', 'archiveBasePath', 'editUrl', 'editLocalizedFiles', 'feedOptions', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'readingTime'].includes(name) ? (value instanceof Unknown ? `${value.reason}, not read without running it: write a function that reads only its parameters` : `${describe(value)} is not a value pxdocs takes here`) : 'no pxdocs equivalent');
  }
  if (Object.keys(out).length) config.blog = out;
}

/**
 * A blog after the first (a changelog beside the blog), as an entry of `blogInstances`: its options
 * read as the first blog's are, with its id. One whose id or folder another blog has is named and
 * left out.
 */
function translateOtherBlog(options: Obj, id: string, key: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void, notes: string[], siteDir: string): void {
  const others = (config.blogInstances ??= []) as Record<string, unknown>[];
  const path = typeof options.path === 'string' ? options.path : 'blog';
  const first = isObj(config.blog as Value) ? (config.blog as Record<string, unknown>).path ?? 'blog' : 'blog';
  if (others.some((other) => other.id === id)) return skip(key, `another blog has the id "${id}": this one is not built`);
  if (path === first || others.some((other) => (other.path ?? 'blog') === path)) return skip(key, `it reads ${path}/, which another blog reads: it is not built`);
  const scratch: Record<string, unknown> = {};
  translateBlog(options, key, scratch, skip, notes, siteDir, (list) => `\`${list}\` of the blogInstances entry "${id}"`);
  others.push({ id, ...(isObj(scratch.blog as Value) ? (scratch.blog as Record<string, unknown>) : {}) });
}

/** A navbar item's `className`, when it has one, for the site's stylesheet. */
function classNameOf(item: Obj): { className?: string } {
  return typeof item.className === 'string' && item.className ? { className: item.className } : {};
}

/**
 * Where a link opens (`target: '_self'` on a link to another site, Gryt-chat/gryt-docs's "Home"; `_blank`
 * on one of the site's own), which Docusaurus passes to the link: carried, not dropped with a note.
 */
function targetOf(item: Obj): { target?: string } {
  return typeof item.target === 'string' && item.target ? { target: item.target } : {};
}

function titleOf(item: Obj): { title?: string } {
  return typeof item.title === 'string' && item.title ? { title: item.title } : {};
}

/** The gtag and Tag Manager plugins' options: the same keys in pxdocs's config. */
function translateAnalytics(kind: 'gtag' | 'googleTagManager', options: Value, key: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  if (!isObj(options)) {
    if (options !== false && options !== undefined) skip(key, options instanceof Unknown ? `${runTime(options)}: set \`${kind}\` by hand` : `expected the plugin's options, found ${describe(options)}`);
    return;
  }
  const id = kind === 'gtag' ? options.trackingID : options.containerId;
  const idKey = kind === 'gtag' ? 'trackingID' : 'containerId';
  const ids = Array.isArray(id) ? id : [id];
  if (!ids.length || !ids.every((value) => typeof value === 'string' && value)) {
    skip(`${key}.${idKey}`, id instanceof Unknown ? `${runTime(id)}: set \`${kind}.${idKey}\` by hand` : `expected ${kind === 'gtag' ? 'a measurement id (or a list)' : 'a container id'}, found ${describe(id)}`);
    return;
  }
  const out: Record<string, unknown> = { [idKey]: id };
  for (const [name, value] of Object.entries(options)) {
    if (name === idKey) continue;
    if (kind === 'gtag' && name === 'anonymizeIP' && typeof value === 'boolean') out.anonymizeIP = value;
    else skip(`${key}.${name}`, 'no pxdocs equivalent');
  }
  config[kind] = out;
}

/**
 * `i18n`: the default locale is the pages' language (`lang`, its `htmlLang`
 * where `localeConfigs` gives one; its label and direction kept); with other locales, `i18n` itself is
 * carried (locales, path, each locale's label, htmlLang, direction, path), and
 * the translations in `i18n/` are read as they are. A right-to-left direction
 * is carried and reported: the theme is laid out left to right.
 */
function translateI18n(i18n: Value, config: Record<string, unknown>, skip: (key: string, reason: string) => void): void {
  if (!isObj(i18n)) {
    skip('i18n', i18n instanceof Unknown ? `${runTime(i18n)}: set \`lang\` and \`i18n\` by hand` : `expected { defaultLocale, locales }, found ${describe(i18n)}`);
    return;
  }
  const locale = str(i18n.defaultLocale);
  const own = locale && isObj(i18n.localeConfigs) && isObj(i18n.localeConfigs[locale]) ? i18n.localeConfigs[locale] as Obj : undefined;
  const lang = str(own?.htmlLang) ?? locale;
  if (lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang)) config.lang = lang;
  else if (i18n.defaultLocale !== undefined) skip('i18n.defaultLocale', `${describe(i18n.defaultLocale)} is not a language tag such as "en" or "pt-BR": set \`lang\` by hand`);
  const locales = Array.isArray(i18n.locales) ? i18n.locales.filter((item): item is string => typeof item === 'string') : [];
  if (Array.isArray(i18n.locales) && locales.length < i18n.locales.length) skip('i18n.locales', 'a locale computed at run time: add it by hand');
  const others = locales.filter((item) => item !== locale);
  if (!locale || !others.length) {
    // A locale whose <html lang> is another tag (`en` shown as `en-US`) keeps its name: search names the
    // pages' language by it, as Docusaurus's docsearch:language does (compiler/i18n.ts localeName). A
    // direction the config gives is carried (without one, pxdocs takes the language's, as Docusaurus).
    // Its label too: the locale dropdown shows it, as Docusaurus's does with one locale.
    const direction = own?.direction === 'rtl' || own?.direction === 'ltr' ? own.direction : undefined;
    const label = str(own?.label) || undefined;
    const localeConfig = { ...(label ? { label } : {}), ...(direction ? { direction } : {}) };
    if (locale && config.lang === lang && (lang !== locale || direction || label)) config.i18n = { defaultLocale: locale, locales: [locale], ...(Object.keys(localeConfig).length ? { localeConfigs: { [locale]: localeConfig } } : {}) };
    return;
  }
  const out: Record<string, unknown> = { defaultLocale: locale, locales: [locale, ...others] };
  if (typeof i18n.path === 'string') out.path = i18n.path;
  else if (i18n.path !== undefined) skip('i18n.path', `${describe(i18n.path)}: set it by hand (the translations folder, relative to the site)`);
  if (isObj(i18n.localeConfigs)) {
    const configs: Record<string, Record<string, unknown>> = {};
    for (const [name, value] of Object.entries(i18n.localeConfigs)) {
      if (!isObj(value)) {
        skip(`i18n.localeConfigs.${name}`, `expected an object, found ${describe(value)}`);
        continue;
      }
      const entry: Record<string, unknown> = {};
      for (const [field, fieldValue] of Object.entries(value)) {
        if (['label', 'htmlLang', 'path', 'calendar'].includes(field) && typeof fieldValue === 'string') entry[field] = fieldValue;
        else if (field === 'direction' && (fieldValue === 'ltr' || fieldValue === 'rtl')) entry[field] = fieldValue;
        else skip(`i18n.localeConfigs.${name}.${field}`, field === 'translate' ? 'translations are always read from the i18n folder' : `no pxdocs equivalent (${describe(fieldValue)})`);
      }
      if (entry.direction === 'rtl') skip(`i18n.localeConfigs.${name}.direction`, 'carried (`<html dir="rtl">`), but the theme is laid out left to right: check the pages of this locale');
      configs[name] = entry;
    }
    if (Object.keys(configs).length) out.localeConfigs = configs;
  }
  config.i18n = out;
}

/** `process.env.NAME`: code that means the same in pxdocs.config.mjs, where it runs too. */
const ENV_READ = /^process\.env(\.[A-Za-z_$][\w$]*|\[(['"])[^'"]+\2\])$/;

/**
 * `customFields`, value by value: plain values as they are, `process.env.NAME` and a
 * year template as the code they are (the config runs, so they keep their meaning); a
 * value only the Docusaurus config's own code knows is left out and reported by its path.
 */
function translateCustomFields(value: Value, key: string, skip: (key: string, reason: string) => void): unknown {
  if (value instanceof CodeRef) return { [CODE_MARK]: value.code };
  if (value instanceof Unknown && value.source && ENV_READ.test(value.source)) return { [CODE_MARK]: value.source };
  if (value instanceof Unknown || value instanceof ModuleRef || value instanceof PathRef) {
    skip(key, value instanceof Unknown ? `${runTime(value)}: add it by hand` : `${describe(value)}: add it by hand`);
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item, index) => translateCustomFields(item, `${key}[${index}]`, skip) ?? null);
  if (isObj(value)) {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (SPREAD_KEY.test(name)) {
        skip(`${key}.${name}`, SPREAD_REASON);
        continue;
      }
      const carried = translateCustomFields(item, `${key}.${name}`, skip);
      if (carried !== undefined) out[name] = carried;
    }
    return out;
  }
  return value;
}

/**
 * The client-redirects plugin's `redirects` (literal `{ from, to }` entries) become
 * the config's `redirects`, and a `createRedirects` function that reads only its
 * parameter its `createRedirects` (written as code); another one cannot be read
 * without running it, and the extension options have no equivalent: both are reported.
 */
function translateRedirects(options: Value, key: string, config: Record<string, unknown>, skip: (key: string, reason: string) => void, siteDir: string): void {
  if (!isObj(options)) {
    if (options !== undefined) skip(key, `the redirects plugin's options are ${describe(options)}: no redirect is carried`);
    return;
  }
  const carried: { from: string | string[]; to: string }[] = [];
  const list = Array.isArray(options.redirects) ? options.redirects : [];
  // A list a module of the site makes (`redirects: require('./redirects')`, swan-io/docs's, computed from its
  // sidebars) is imported by the written config, which runs it as Docusaurus's does: it was left out.
  const own = Array.isArray(options.redirects) ? undefined : siteExportOf(options.redirects);
  const mark = own && siteModuleMark(own, siteDir);
  if (mark) config.redirects = { [PLUGIN_MARK]: mark };
  else if (options.redirects !== undefined && !Array.isArray(options.redirects)) skip(`${key}.redirects`, `expected a list of { from, to }, found ${describe(options.redirects)}`);
  list.forEach((entry, index) => {
    const from = isObj(entry) ? entry.from : undefined;
    const fromList = typeof from === 'string' ? from : Array.isArray(from) && from.length && from.every((item): item is string => typeof item === 'string') ? from : undefined;
    if (isObj(entry) && fromList !== undefined && typeof entry.to === 'string') carried.push({ from: fromList, to: entry.to });
    else skip(`${key}.redirects[${index}]`, entry instanceof Unknown ? `${runTime(entry)}: add it by hand` : 'expected { from: a path or a list of paths, to: a path or URL }');
  });
  if (carried.length) config.redirects = carried;
  const create = options.createRedirects;
  if (create instanceof Unknown && create.code !== undefined) config.createRedirects = { [CODE_MARK]: create.code };
  const extensions = (value: Value) => (Array.isArray(value) && value.every((item) => typeof item === 'string' && item && !item.includes('.') && !item.includes('/') && encodeURIComponent(item) === item) ? value as string[] : undefined);
  for (const option of ['fromExtensions', 'toExtensions']) {
    const carried = extensions(options[option]);
    if (carried?.length) config[option] = carried;
  }
  for (const option of Object.keys(options)) {
    if (option === 'redirects' || (option === 'createRedirects' && config.createRedirects)) continue;
    if ((option === 'fromExtensions' || option === 'toExtensions') && extensions(options[option])) continue;
    skip(`${key}.${option}`, option === 'createRedirects' ? `${create instanceof Unknown ? create.reason : describe(create)}, not read without running it: write the redirects it makes as \`redirects\` entries, or a function of the path that reads nothing else as \`createRedirects\`` : option === 'fromExtensions' || option === 'toExtensions' ? `${describe(options[option])} is not a list of extensions without dots or slashes` : 'no pxdocs equivalent');
  }
}

function translateFooter(footer: Obj, skip: (key: string, reason: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = { copyright: footer.copyright instanceof CodeRef ? { [CODE_MARK]: footer.copyright.code } : str(footer.copyright) ?? '' };
  if (footer.copyright instanceof Unknown) skip('themeConfig.footer.copyright', `${runTime(footer.copyright)}: set it by hand`);
  else if (footer.copyright !== undefined && typeof footer.copyright !== 'string' && !(footer.copyright instanceof CodeRef)) skip('themeConfig.footer.copyright', 'not a plain string');
  const links = Array.isArray(footer.links) ? footer.links : [];
  /** A `{ label, to | href }` link, or undefined (reported) when it is something else. */
  const link = (item: Value, key: string) => {
    const computed = isObj(item) ? computedFields(item) : undefined;
    if (computed) skip(key, computed);
    else if (isObj(item) && typeof item.label === 'string' && (typeof item.to === 'string' || typeof item.href === 'string')) {
      // Docusaurus passes an item's other keys to its link: `className` is carried; any other is named, not lost without a word.
      for (const extra of Object.keys(item)) if (!['label', 'to', 'href', 'className', 'target'].includes(extra)) skip(`${key}.${extra}`, 'a footer link takes label, to, href, className and target here');
      return { label: item.label, ...linkTarget(item), ...classNameOf(item), ...targetOf(item) };
    }
    else if (isObj(item) && typeof item.html === 'string' && item.html) return { html: item.html };
    // HTML made when the config loads (`<p>© ${new Date().getFullYear()}</p>`, 0LNetworkCommunity's): the same code, as the copyright's.
    else if (isObj(item) && item.html instanceof CodeRef) return { html: { [CODE_MARK]: item.html.code } };
    else skip(key, 'only { label, to }, { label, href } and { html } items are supported');
    return undefined;
  };
  // Docusaurus takes columns ({ title, items }) or, as its simple footer, links alone: whichever the first entry is.
  const simple = links.length > 0 && !(isObj(links[0]) && Array.isArray(links[0].items));
  const entries: unknown[] = [];
  links.forEach((entry, index) => {
    if (simple) {
      if (isObj(entry) && Array.isArray(entry.items)) return skip(`themeConfig.footer.links[${index}]`, 'a column among simple links (Docusaurus takes one kind or the other)');
      const item = link(entry, `themeConfig.footer.links[${index}]`);
      if (item) entries.push(item);
      return;
    }
    if (!isObj(entry) || !Array.isArray(entry.items)) return skip(`themeConfig.footer.links[${index}]`, 'a link among columns (Docusaurus takes one kind or the other)');
    const items = entry.items.map((item, itemIndex) => link(item, `themeConfig.footer.links[${index}].items[${itemIndex}]`)).filter(Boolean);
    entries.push({ title: str(entry.title) ?? '', items });
  });
  if (entries.length) out.links = entries;
  if (footer.logo !== undefined) {
    const logo = translateLogo(footer.logo, skip, 'themeConfig.footer.logo');
    // A footer logo links only where it says (the navbar's defaults to the home page).
    if (logo) out.logo = logo;
  }
  if (footer.style === 'dark' || footer.style === 'light') out.style = footer.style;
  else if (footer.style !== undefined) skip('themeConfig.footer.style', `expected 'dark' or 'light', found ${describe(footer.style)}`);
  // Docusaurus's footer is light unless the config says otherwise; pxdocs's own default is dark, so the
  // written config says light (a site with no style drew a dark footer its stylesheet never expected).
  if (out.style === undefined) out.style = 'light';
  for (const extra of Object.keys(footer)) if (!['copyright', 'links', 'logo', 'style'].includes(extra)) skip(`themeConfig.footer.${extra}`, 'no pxdocs equivalent');
  return out;
}

/**
 * A navbar or footer link as pxdocs takes it: `to` for a path of the site,
 * `href` for a URL. Docusaurus takes either in either (its Link tells a URL
 * from a path), so `href: '/develop'` is a path and `to: 'https://…'` a URL.
 */
/** The keys of a navbar item of each type that the translation carries. */
const NAVBAR_ITEM_KEYS: Record<string, readonly string[]> = {
  doc: ['type', 'docId', 'label', 'position', 'docsPluginId'],
  docSidebar: ['type', 'sidebarId', 'label', 'position', 'docsPluginId'],
  default: ['type', 'label', 'to', 'href', 'position', 'aria-label', 'className', 'target', 'exact', 'html', 'activeBasePath', 'activeBaseRegex', 'title'],
  html: ['type', 'value', 'position', 'className'],
  dropdown: ['type', 'label', 'items', 'to', 'href', 'position', 'className', 'aria-label'],
  docsVersion: ['type', 'position', 'label', 'to', 'className', 'docsPluginId'],
};

/**
 * Names the keys of a carried navbar item that were left behind (manaelproxy/manael's
 * `activeBasePath`, a link's `target`), which init used to drop without a word. An
 * `activeBasePath` that is the link's own path says what pxdocs does anyway, and is not named.
 */
function uncarriedNavbarKeys(item: Obj, type: string, key: string, skip: (key: string, reason: string) => void): void {
  const carried = NAVBAR_ITEM_KEYS[type];
  if (!carried) return;
  const own = (path: string) => path.replace(/^\/+|\/+$/g, '');
  for (const extra of Object.keys(item)) {
    if (carried.includes(extra)) continue;
    if (extra === 'activeBasePath' && typeof item.activeBasePath === 'string' && typeof item.to === 'string' && own(item.activeBasePath) === own(item.to)) continue;
    skip(`${key}.${extra}`, extra === 'activeBasePath' || extra === 'activeBaseRegex'
      ? 'pxdocs marks an item active on the pages under its own link (a sidebar\'s item on that sidebar\'s pages); another path or pattern is not read'
      : 'no pxdocs equivalent: the item is carried without it');
  }
}

function linkTarget(item: Obj): { to: string } | { href: string } {
  const target = (str(item.to) ?? str(item.href))!;
  if (isExternal(target)) return { href: target };
  // A `to` without a leading slash is kept so: it is below the base URL whatever it starts with, as
  // Docusaurus's useBaseUrl reads it (site-data.ts configRoute); a slash in front made `to: 'docs/intro'`
  // under the base `/docs/` the page `/intro`. An `href` without one is relative to the page in
  // Docusaurus, which a link on every page rarely means: it is read from the site's root.
  if (typeof item.to === 'string' && !target.startsWith('/')) return { to: target };
  return { to: target.startsWith('/') ? target : `/${target}` };
}

/**
 * Why a navbar or footer item whose label, link or doc is computed at run time
 * (`v${version}`) is not carried, or undefined when none is: otherwise it would
 * be reported as lacking a label, or as of an unsupported type.
 */
function computedFields(item: Obj): string | undefined {
  const fields = (['label', 'href', 'to', 'docId', 'sidebarId'] as const).flatMap((field) => {
    const value = item[field];
    return value instanceof Unknown ? [`its ${field} is ${runTime(value)}`] : [];
  });
  return fields.length ? `${fields.join(' and ')}: set ${fields.length > 1 ? 'them' : 'it'} by hand` : undefined;
}

/**
 * A value computed at run time, for a message: `computed at run time (<its
 * source>)` when static-eval kept the expression, on one line and shortened;
 * else why it is unknown ("a property read at run time").
 */
/** Calls `each` for every `name` or `[name, options]` entry of a plugins/presets/themes list. */
function forEachPlugin(list: Value, key: string, skip: (key: string, reason: string) => void, each: (name: string, options: Value, key: string) => void, local?: (plugin: FunctionRef | PathRef | string, options: Value, key: string) => void): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) return skip(key, `expected a list, found ${describe(list)}`);
  list.forEach((entry, index) => {
    // Docusaurus skips false and null entries (`isDev && 'plugin'`).
    if (entry === false || entry === null) return;
    const entryKey = `${key}[${index}]`;
    const [nameValue, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (local && isLocalPlugin(nameValue)) return local(nameValue, options, entryKey);
    const name = nameValue instanceof ModuleRef && !nameValue.member.length ? nameValue.name : typeof nameValue === 'string' ? nameValue : undefined;
    // Not a name (a plugin function, a call, a spread): say what it is instead of quoting it as one.
    if (name === undefined) return skip(entryKey, `${describe(nameValue)}, not a package name: pxdocs knows plugins and themes by name`);
    each(name, options, entryKey);
  });
}

/**
 * Remark/rehype plugins by package name, with their options when those are plain values. A plugin
 * the site keeps in a file of its own (`import rustCode from './src/remark/rust'`,
 * `require('./plugins/shout')`) is carried as an import of that file (`./src/remark/rust.js`), as
 * Docusaurus runs it: read without running, such a module is a function that uses its imports
 * (`visit`), which the written config could not hold as code.
 */
function pluginList(list: Value, key: string, skip: (key: string, reason: string) => void, siteDir: string, target: string): (string | [string, unknown])[] {
  if (!Array.isArray(list)) {
    skip(key, `expected a list of plugins, found ${describe(list)}`);
    return [];
  }
  const out: (string | [string, unknown])[] = [];
  list.forEach((entry, index) => {
    const [plugin, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    const own = siteExportOf(plugin);
    let name: string;
    if (own) {
      const mark = siteModuleMark(own, siteDir);
      if (!mark) return skip(`${key}[${index}]`, `the site's own plugin ${own.path} was not found (no such file, with a script extension or as a folder's index): correct the path in the Docusaurus config, or add the plugin to ${target} in pxdocs.config.mjs by hand`);
      name = mark;
    } else {
      if (!(plugin instanceof ModuleRef)) return skip(`${key}[${index}]`, plugin instanceof Unknown ? `${plugin.reason}: plugins are carried by package name (\`require('name')\` or an import) or as a module of the site's` : `expected a plugin, found ${describe(plugin)}`);
      // A named export (`import { remarkKroki } from 'remark-kroki'`, 2060-io/hologram-docs) is imported by its name, as a
      // theme's value is (`pkg#member`, cli/init.ts); it was left out, and with it the diagrams it draws.
      name = moduleMark(plugin);
    }
    if (options === undefined) out.push(name);
    else if (Array.isArray(options) || isObj(options)) {
      // Options written as an object or list: what is static is kept, what is not is named (see pluginOptions).
      const carried = pluginOptions(options, `${key}[${index}]`, name, skip);
      out.push(carried === LEFT_OUT ? name : [name, carried]);
    } else {
      const carried = pluginOptions(options, `${key}[${index}]`, name, () => {});
      // Options that are as a whole computed at run time (`[plugin, makeOptions()]`): the plugin is not run
      // without them, since some plugins need theirs.
      if (carried === LEFT_OUT) skip(`${key}[${index}]`, `the options of ${name} are ${options instanceof Unknown ? runTime(options) : describe(options)}: add the plugin, with its options, to pxdocs.config.mjs by hand`);
      else out.push([name, carried]);
    }
  });
  return out;
}

/** A carried plugin list as the written config holds it: each plugin an import of its package or file (cli/init.ts). */
function importedPlugins(plugins: (string | [string, unknown])[]): unknown[] {
  return plugins.map((plugin) => (Array.isArray(plugin) ? [{ [PLUGIN_MARK]: plugin[0] }, plugin[1]] : { [PLUGIN_MARK]: plugin }));
}

/** A blog's or the pages folder's own Markdown plugin list (`presets[0].blog.remarkPlugins`), carried to the same key of its options, with its notes. */
function contentPluginList(value: Value, name: string, lists: PluginLists, skip: (key: string, reason: string) => void, notes: string[], siteDir: string): unknown[] | undefined {
  const plugins = pluginList(value, `${lists.where}.${name}`, skip, siteDir, lists.target(name).replaceAll('`', ''));
  notes.push(...pluginListNotes(plugins, name, lists, siteDir));
  return plugins.length ? importedPlugins(plugins) : undefined;
}

/** What pluginOptions returns for a value it leaves out (`undefined` is a value an option may have). */
const LEFT_OUT = Symbol('left out');
const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';

/**
 * A remark/rehype plugin's options as the written config holds them. Plain values are
 * kept as they are; a function that reads nothing from outside itself (an npm2yarn
 * `['Bun', (code) => …]` converter), `process.env.NAME` and a year template are kept as
 * their code, since pxdocs.config.mjs runs too and they mean the same there. What only
 * the Docusaurus config's own code knows is left out and reported by its path, the rest
 * kept: dropping the whole plugin for one such value lost every tab npm2yarn makes.
 * An option left out gets the plugin's default; a list entry left out is left out whole
 * (a `[label, function]` pair without its function would break the plugin), and a list
 * left with no entries is left out too, so the plugin's default list is used.
 */
function pluginOptions(value: Value, key: string, plugin: string, skip: (key: string, reason: string) => void): unknown {
  if (value instanceof CodeRef) return { [CODE_MARK]: value.code };
  if (value instanceof Unknown && value.code !== undefined) return { [CODE_MARK]: value.code };
  if (value instanceof Unknown && value.source && ENV_READ.test(value.source)) return { [CODE_MARK]: value.source };
  if (value instanceof Unknown || value instanceof ModuleRef || value instanceof PathRef) {
    // A function's reason says why it is not copied (`a function that reads \`helper\` from outside itself`); its text would not.
    const what = value instanceof Unknown ? (value.reason.startsWith('a function ') ? value.reason : runTime(value)) : describe(value);
    skip(key, `${what}: add it by hand in pxdocs.config.mjs`);
    return LEFT_OUT;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, index) => {
      const at = `${key}[${index}]`;
      const missing = Array.isArray(item) || isObj(item) ? uncarried(item) : undefined;
      if (missing) skip(at, `${entryName(item, key, plugin)}${missing}: add it by hand in pxdocs.config.mjs`);
      else {
        const carried = pluginOptions(item, at, plugin, skip);
        if (carried !== LEFT_OUT) out.push(carried);
      }
    });
    if (out.length || !value.length) return out;
    skip(key, plugin === NPM2YARN && /\.converters$/.test(key)
      ? "none of its converters is carried (above): npm2yarn's default converters (Yarn, pnpm, Bun) are used until they are added by hand in pxdocs.config.mjs"
      : "none of its entries is carried (above): the list is left out, so the plugin's default is used until they are added by hand in pxdocs.config.mjs");
    return LEFT_OUT;
  }
  if (isObj(value)) {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const carried = pluginOptions(item, `${key}.${name}`, plugin, skip);
      if (carried !== LEFT_OUT) out[name] = carried;
    }
    return out;
  }
  return value;
}

/** Why a value cannot be written whole into pxdocs.config.mjs (the first part that cannot), or undefined when it can. */
function uncarried(value: Value): string | undefined {
  if (value instanceof CodeRef) return undefined;
  if (value instanceof Unknown) {
    if (value.code !== undefined || (value.source && ENV_READ.test(value.source))) return undefined;
    return value.reason.startsWith('a function') || !value.source ? ` written as ${value.reason}` : ` holding a value ${runTime(value)}`;
  }
  if (value instanceof ModuleRef || value instanceof PathRef) return ` holding ${describe(value)}`;
  if (Array.isArray(value)) return value.map(uncarried).find((reason) => reason !== undefined);
  if (isObj(value)) return Object.values(value).map(uncarried).find((reason) => reason !== undefined);
  return undefined;
}

/** A list entry, for a message: npm2yarn's `['Bun', fn]` is a converter named "Bun". */
function entryName(item: Value, key: string, plugin: string): string {
  const label = Array.isArray(item) && typeof item[0] === 'string' ? ` ("${item[0]}")` : '';
  return `${plugin === NPM2YARN && /\.converters$/.test(key) ? 'a converter' : 'an entry'}${label}`;
}

function isPlain(value: Value): boolean {
  if (value instanceof Unknown || value instanceof ModuleRef || value instanceof PathRef) return false;
  if (Array.isArray(value)) return value.every(isPlain);
  if (isObj(value)) return Object.values(value).every(isPlain);
  return true;
}

function pathOf(value: Value): string | undefined {
  if (value instanceof PathRef) return value.path;
  if (typeof value === 'string') return relative('/site', resolve('/site', value)) || '.';
  return undefined;
}

/** A name for a navbar link that has none, from its target: `GitHub` for github.com, else the host or the path. */
function linkName(target: string): string {
  let host: string | undefined;
  try {
    host = new URL(target).hostname.replace(/^www\./, '');
  } catch {
    host = undefined;
  }
  if (host === 'github.com') return 'GitHub';
  if (host === 'gitlab.com') return 'GitLab';
  if (host) return host;
  return target.replace(/^\/+|\/+$/g, '').split('/').pop() || 'Home';
}

/** Why an option of Docusaurus's Algolia search is not carried, for those a reader may miss. */
const ALGOLIA_NOT_CARRIED: Record<string, string> = {
  contextualSearch: 'no pxdocs equivalent (search is always contextual: by the page\'s language and docs version)',
  searchPagePath: 'no pxdocs equivalent (the search page is always at /search)',
};

/** The path of an absolute URL other than `/` (`https://me.github.io/project` → `/project`), or undefined. */
function urlPath(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed ? trimmed : undefined;
}
