// The site's own Docusaurus plugins (`plugins` in the pxdocs config: a plugin
// function, or `[plugin, options]`), run once per build for the data they give
// the site's components. Docusaurus calls each plugin with the site's context,
// then its `loadContent`, then its `contentLoaded` with actions; a plugin that
// reads a file (a versions list, a changelog) and hands it to
// `actions.setGlobalData` is how a site's components get data of their own
// (`usePluginData('my-plugin')`). That data joins the docs data the page threads
// get (docs-data.ts), so a page that reads it is cached under it. Once every
// plugin's content is loaded, each `allContentLoaded` runs (Docusaurus 3.6+),
// given the docs' content as the docs plugin has it (`docsContent`).
//
// A route a plugin adds (`addRoute`) is built as a React page of src/pages is,
// its component given the modules it names as props (plugin-routes.ts), a layout
// route's nested routes each a page drawn in the layout. Once the output is written,
// each `postBuild` runs (`runPostBuild`), as Docusaurus's build ends. The
// config's `themes` are made and run as plugins after them, as Docusaurus
// orders them; the theme folders they give (`getThemePath`) are read for theme
// components (theme-folders.ts). `extendCli` adds commands to `pxdocs <command>`
// (cli/plugin-commands.ts). Each `injectHtmlTags` is called with its content once all
// ran (plugin-tags.ts); `pxdocs dev` watches what `getPathsToWatch` names and runs the plugins'
// content hooks again when it changes (plugin-watch.ts). Other lifecycle methods (configureWebpack…) are not run; init names them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { SiteConfig } from './config/schema.js';
import { configThrowSite, importSiteModule } from './config/load.js';
import { configPlace, configSource } from './config/source.js';
import { pxErrors } from './errors/catalogue.js';
import { PxError } from './errors.js';
import type { Diagnostic } from './diagnostics.js';
import { withinLimit } from './stuck-guard.js';
import type { Route } from './routes.js';
import { docsInstances, docsModel } from './config/docs-model.js';
import { ownId } from '../theme/shared/version-ids.js';
import { withBase } from '../theme/shared/base-url.js';
import { siteStorage } from './site-storage.js';

/** Plugin name → instance id (`options.id`, else `default`) → the data it set. */
export type PluginGlobalData = Record<string, Record<string, unknown>>;

/** How long one plugin may take, its function and both methods together (default 60 s: a plugin may read many files). */
export const SITE_PLUGIN_TIMEOUT_MS = 60_000;

interface PluginObject {
  name?: unknown;
  postBuild?: (props: Record<string, unknown>) => unknown;
  getThemePath?: () => unknown;
  getTypeScriptThemePath?: () => unknown;
  /** Adds commands to the command line (cli/plugin-commands.ts). */
  extendCli?: (cli: unknown) => unknown;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: Record<string, unknown>; allContent?: unknown }) => unknown;
  allContentLoaded?: (args: { allContent: unknown; actions: Record<string, unknown> }) => unknown;
  /** Tags for every page, given its content (plugin-tags.ts). */
  injectHtmlTags?: (args: { content: unknown }) => unknown;
  /** Files dev watches, loading the plugins' content again when one changes (plugin-watch.ts). */
  getPathsToWatch?: () => unknown;
}

/**
 * Every plugin's content by plugin name and instance id, as Docusaurus 3.6+ gives `allContentLoaded`: the docs
 * plugin's (made by the build: docsContent) and the site plugins' own. A plugin listing the docs to give its
 * components (a course's lectures from the docs' front matter) reads `allContent['docusaurus-plugin-content-docs']`.
 */
export type AllContent = Record<string, Record<string, unknown>>;

export interface SitePluginsResult {
  globalData: PluginGlobalData;
  warnings: Diagnostic[];
  /** The routes the plugins added (`actions.addRoute`), in the order they were added. */
  routes: PluginRoute[];
}

/** A route a plugin added, as `actions.addRoute` was given it, with whose it is. */
export interface PluginRoute extends PluginRouteNode {
  /** `"name" (plugins[0])`, for messages. */
  plugin: string;
  /** The plugin's name, which names the folder of its generated files. */
  name: string;
  /** Its instance's id (`options.id`, else `default`): with the name, the route page's class on <html>. */
  id: string;
}

/** A route config: the route `addRoute` was given, or one nested in it. */
export interface PluginRouteNode {
  path: string;
  /** As given: `@site/…`, `@theme/…`, a path (absolute, or relative to the site) or a package. */
  component: string;
  /** Prop name → the module its value is (a path `createData` returned, or any file or package). */
  modules: Record<string, string>;
  exact?: boolean;
  /** A layout route's nested routes (its component draws them with `@docusaurus/renderRoutes`), each a page where it is final. */
  routes?: PluginRouteNode[];
}

/** A site plugin as its function made it: the object with its `name` and lifecycle methods. */
export interface MadePlugin {
  made: PluginObject & { name: string };
  /** `plugins[0] (versionsPlugin)`: where the config lists it. */
  label: string;
  /** Its instance id (`options.id`, else `default`). */
  id: string;
  /** The folder its getThemePath is relative to: its module's (a theme named by path), else the site's. */
  dir: string;
  /** What its `loadContent` returned this build (postBuild is given it). */
  content?: unknown;
}

/** The site's plugins, made (`makeSitePlugins`), ready for `runSitePlugins`. */
export interface SitePlugins {
  plugins: MadePlugin[];
  /** Where `actions.createData` writes (a folder of the build's own). */
  generatedDir: string;
  /** The site's folder, paths in messages are relative to. */
  siteDir: string;
}

/** The error for a plugin that threw in `step`: where the config's stack says, else the config. */
function pluginFailure(config: SiteConfig, label: string, step: string, error: unknown): PxError {
  if (error instanceof PxError) return error;
  const err = error instanceof Error ? error : new Error(String(error));
  return pxErrors.SitePluginFailed.create({ message: `The site plugin ${label} threw in ${step}: ${err.name}: ${err.message}` }, { where: configThrowSite(config, error) ?? { file: configSource(config) }, cause: error });
}

/**
 * Calls each of the config's plugin functions with the site's context and its options, in order,
 * as Docusaurus makes every plugin before any loads content: so before the build reads the docs.
 * A plugin that writes pages as it is made is read with them: docusaurus-plugin-typedoc writes
 * the API reference from the TypeScript sources into docs/api there, each build, as in Docusaurus.
 * (Its relative paths, like Docusaurus's, are the current directory's: run pxdocs in the site.)
 */
export async function makeSitePlugins(config: SiteConfig, cwd: string, generatedDir: string, timeoutMs = Number(process.env.PXDOCS_PLUGIN_TIMEOUT_MS) || SITE_PLUGIN_TIMEOUT_MS): Promise<SitePlugins> {
  const where = { file: configSource(config) };
  const plugins: MadePlugin[] = [];
  // The themes after the plugins, as Docusaurus orders the site's own: a later one's theme folder shadows an earlier one's.
  const entries = [
    ...config.plugins.map((entry, index) => ({ entry, index, list: 'plugins' })),
    ...config.themes.map((entry, index) => ({ entry, index, list: 'themes' })),
  ];
  for (const { entry, index, list } of entries) {
    const [given0, options] = Array.isArray(entry) ? entry : [entry, undefined];
    // A theme or plugin named by module (`'./my-theme'`) is loaded as Docusaurus loads it, from the config's folder; its
    // theme folder is then relative to that module's folder, a function's to the config's (Docusaurus's plugin.path:
    // the folder of the config for a function, of the module's file for a path; core/lib/server/plugins/configs.js).
    const loaded = typeof given0 === 'string' ? await loadThemeModule(config, cwd, index, given0, list as 'themes' | 'plugins') : { plugin: given0, dir: cwd };
    const { plugin, dir } = loaded;
    // Docusaurus validates every plugin's options into an object (with `id: 'default'`); a plugin reads `options.x` of it.
    const given = options && typeof options === 'object' ? options as Record<string, unknown> : {};
    const id = typeof given.id === 'string' ? given.id : 'default';
    const label = `${list}[${index}]${typeof given0 === 'string' ? ` (${given0})` : plugin.name ? ` (${plugin.name})` : ''}`;
    const kind = list === 'themes' ? 'theme' : 'plugin';
    await pluginWithinLimit(timeoutMs, `The site ${kind} ${label}`, where, async () => {
      const made = await settled(() => plugin(pluginContext(config, cwd, generatedDir), { id: 'default', ...given })).catch((error: unknown) => { throw pluginFailure(config, label, 'its function', error); }) as PluginObject | null | undefined;
      if (!made || typeof made !== 'object' || typeof made.name !== 'string' || !made.name) {
        throw pxErrors.SitePluginFailed.create({ message: `The site ${kind} ${label} returned ${made === null ? 'null' : typeof made === 'object' ? 'an object without a `name`' : typeof made}: a Docusaurus plugin returns an object with its \`name\` (\`{ name: 'my-plugin', async contentLoaded({ actions }) { … } }\`).` }, { where });
      }
      plugins.push({ made: made as MadePlugin['made'], label, id, dir });
    });
  }
  return { plugins, generatedDir, siteDir: cwd };
}

/** A theme the config names by module: its function (the module's default export) and its folder. */
async function loadThemeModule(config: SiteConfig, cwd: string, index: number, name: string, list: 'themes' | 'plugins'): Promise<{ plugin: (context: unknown, options: unknown) => unknown; dir: string }> {
  const kind = list === 'themes' ? 'theme' : 'plugin';
  const from = join(cwd, configSource(config));
  let file: string;
  try {
    file = createRequire(from).resolve(name);
  } catch (error) {
    throw pxErrors.SiteThemeNotFound.create({ index, name, list, from: configSource(config), reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) }, { where: configPlace(cwd, config, name), cause: error });
  }
  const module = await importSiteModule(file, cwd).catch((error: unknown) => {
    // Bundled as the config is, its syntax error came back as the config's: name the plugin instead.
    if (error instanceof PxError && error.code === pxErrors.ConfigDoesNotCompile.name) {
      const hint = error.hint === pxErrors.ConfigDoesNotCompile.hint ? undefined : error.hint;
      throw pxErrors.SitePluginDoesNotCompile.create({ kind, label: `${list}[${index}] (${name})`, file: relative(cwd, file), message: error.message }, { where: error.where, frame: error.frame, hint, cause: error });
    }
    throw pluginFailure(config, `${list}[${index}] (${name})`, 'its module', error);
  }) as { default?: unknown };
  const plugin = typeof module.default === 'function' ? module.default : (module.default as { default?: unknown } | undefined)?.default;
  if (typeof plugin !== 'function') {
    throw pxErrors.SitePluginFailed.create({ message: `The site ${kind} ${list}[${index}] (${name}) is ${relative(cwd, file)}, whose default export is not a function: a Docusaurus ${kind} module exports its ${kind} function (\`module.exports = function theme(context, options) { return { name, getThemePath() { return './theme'; } }; }\`).` }, { where: { file: relative(cwd, file) } });
  }
  return { plugin: plugin as (context: unknown, options: unknown) => unknown, dir: dirname(file) };
}

/**
 * The theme folders the made plugins give (`getThemePath()`, from the plugin's folder, as Docusaurus resolves it), in their
 * order: theme-folders.ts puts the site's src/theme before them and the last one first. A folder that is not there gives
 * no component, as in Docusaurus.
 */
export function pluginThemeFolders(made: SitePlugins | undefined): string[] {
  return (made?.plugins ?? []).flatMap(({ made: plugin, dir }) => {
    if (typeof plugin.getThemePath !== 'function') return [];
    let path: unknown;
    try {
      path = plugin.getThemePath.call(plugin);
    } catch {
      return [];
    }
    return typeof path === 'string' && path ? [resolve(dir, path)] : [];
  });
}

/**
 * Runs each made plugin's `loadContent` and `contentLoaded` in order, then (once every plugin's
 * content is loaded) each `allContentLoaded`, given `allContent` (the docs' content, as the docs plugin has it).
 */
export async function runSitePlugins(config: SiteConfig, { plugins, generatedDir, siteDir }: SitePlugins, allContent: AllContent = {}, timeoutMs = Number(process.env.PXDOCS_PLUGIN_TIMEOUT_MS) || SITE_PLUGIN_TIMEOUT_MS): Promise<SitePluginsResult> {
  const globalData: PluginGlobalData = {};
  const warnings: Diagnostic[] = [];
  const routes: PluginRoute[] = [];
  const where = { file: configSource(config) };
  /** The plugins whose allContentLoaded runs once every plugin's content is loaded, as in Docusaurus. */
  const later: { made: PluginObject; label: string; actions: Record<string, unknown> }[] = [];
  for (const plugin of plugins) {
    const { made, label, id } = plugin;
    let step = 'loadContent';
    const fail = (error: unknown): never => {
      throw pluginFailure(config, label, step, error);
    };
    await pluginWithinLimit(timeoutMs, `The site plugin ${label}`, where, async () => {
      const name = made.name;
      const ownLabel = `"${name}" (${label})`;
      const load = made.loadContent;
      const content = typeof load === 'function' ? await settled(() => load.call(made)).catch(fail) : undefined;
      (allContent[name] ??= {})[id] = content;
      plugin.content = content;
      const loaded = made.contentLoaded;
      const actions = {
        setGlobalData(data: unknown) {
          (globalData[name] ??= {})[id] = jsonSafe(data, `the global data of the plugin ${ownLabel}`, where);
        },
        addRoute(route: unknown) {
          const added = pluginRoute(route, ownLabel, name, id, siteDir);
          if (typeof added === 'string') warnings.push({ kind: 'site-plugin', message: added, where });
          else routes.push(added);
        },
        // Docusaurus's folder per plugin instance (`<generated>/<name>/<id>/`), so two instances writing one file name
        // keep a file each; data that is no string is written as its JSON, as Docusaurus writes it.
        async createData(file: string, data: unknown) {
          const path = join(generatedDir, name, id, file);
          mkdirSync(join(path, '..'), { recursive: true });
          writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
          return path;
        },
      };
      if (typeof made.allContentLoaded === 'function') later.push({ made, label, actions });
      if (typeof loaded !== 'function') return;
      step = 'contentLoaded';
      await settled(() => loaded.call(made, { content, actions })).catch(fail);
    });
  }
  for (const { made, label, actions } of later) {
    await pluginWithinLimit(timeoutMs, `The site plugin ${label}`, where, async () => {
      await settled(() => made.allContentLoaded!.call(made, { allContent, actions })).catch((error: unknown) => {
        throw pluginFailure(config, label, 'allContentLoaded', error);
      });
    });
  }
  return { globalData, warnings, routes };
}

/**
 * What `actions.addRoute` was given, as a route pxdocs builds, or why it builds none. A layout route
 * (`routes` inside, as the docs plugin makes) is built as its final routes' pages (plugin-routes.ts).
 */
function pluginRoute(route: unknown, plugin: string, name: string, id: string, siteDir: string): PluginRoute | string {
  const given = route && typeof route === 'object' ? route as Record<string, unknown> : {};
  const path = typeof given.path === 'string' ? given.path : undefined;
  const said = `The site plugin ${plugin} adds the route ${JSON.stringify(path ?? '?')} (actions.addRoute)`;
  const node = routeNode(given, siteDir);
  if (typeof node === 'string') return `${said}${node} Nothing is built for it.`;
  return { plugin, name, id, ...node };
}

/** A route config and its nested routes, checked; or what is wrong with it (`: its …`, naming a nested route by its path). */
function routeNode(given: Record<string, unknown>, siteDir: string): PluginRouteNode | string {
  const path = typeof given.path === 'string' ? given.path : undefined;
  if (!path || !path.startsWith('/')) return `: its \`path\` must be a URL path starting with "/", found ${JSON.stringify(given.path)}.`;
  if (typeof given.component !== 'string' || !given.component) return `: its \`component\` must name a module (\`'@site/src/components/MyPage.js'\`, or an absolute path), found ${JSON.stringify(given.component)}.`;
  const modules: Record<string, string> = {};
  for (const [prop, value] of Object.entries(given.modules && typeof given.modules === 'object' ? given.modules as Record<string, unknown> : {})) {
    // `{ __import: true, path }` is Docusaurus's other way to name a module.
    const module = typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string' ? (value as { path: string }).path : undefined;
    if (module === undefined) return `: its module \`${prop}\` is ${JSON.stringify(value)}, which pxdocs does not read (a path, as \`createData\` returns, is).`;
    modules[prop] = module.startsWith('.') ? resolve(siteDir, module) : module;
  }
  const component = given.component.startsWith('.') ? resolve(siteDir, given.component) : given.component;
  const routes: PluginRouteNode[] = [];
  for (const nested of Array.isArray(given.routes) ? given.routes as unknown[] : []) {
    const each = nested && typeof nested === 'object' ? nested as Record<string, unknown> : {};
    const node = routeNode(each, siteDir);
    if (typeof node === 'string') return node.startsWith(', whose nested') ? node : `, whose nested route ${JSON.stringify(each.path ?? '?')} is wrong${node}`;
    routes.push(node);
  }
  return { path, component, modules, ...(typeof given.exact === 'boolean' ? { exact: given.exact } : {}), ...(Array.isArray(given.routes) ? { routes } : {}) };
}

/** What the build gives `postBuild`, beside the plugin context's own values. */
export interface PostBuildInput {
  /**
   * The folder being built, which becomes the output folder when the build ends (out/ links to it, see emit.ts):
   * a file a plugin writes there is part of the build. Not out/ itself, which is the previous build until then.
   */
  outDir: string;
  /** Every page's path with the base URL (and `<base>404.html` first), as Docusaurus's `routesPaths`. */
  routesPaths: string[];
  /** By route path: `{ noIndex }`, as Docusaurus's `routesBuildMetadata`. */
  routesBuildMetadata: Record<string, { noIndex: boolean }>;
}

/** Whether a made plugin has a `postBuild` to run (the build then readies its folder for it: post-build-folder.ts). */
export function hasPostBuild({ plugins }: SitePlugins): boolean {
  return plugins.some(({ made }) => typeof made.postBuild === 'function');
}

/**
 * Runs each plugin's `postBuild` once the output is written, as Docusaurus does at the end of its build
 * (all at once, each given the site's props, `head` (empty: pxdocs keeps no react-helmet state, as
 * Docusaurus v4's removeLegacyPostBuildHeadAttribute), `routesBuildMetadata` and its own `content`).
 */
export async function runPostBuild(config: SiteConfig, cwd: string, { plugins, generatedDir }: SitePlugins, input: PostBuildInput, timeoutMs = Number(process.env.PXDOCS_PLUGIN_TIMEOUT_MS) || SITE_PLUGIN_TIMEOUT_MS): Promise<void> {
  const where = { file: configSource(config) };
  const context = pluginContext(config, cwd, generatedDir);
  const props = { ...context, routesPaths: input.routesPaths, outDir: input.outDir, plugins: plugins.map(({ made }) => made), head: {}, routesBuildMetadata: input.routesBuildMetadata };
  await Promise.all(plugins.map(async ({ made, label, content }) => {
    const postBuild = made.postBuild;
    if (typeof postBuild !== 'function') return;
    const named = `"${made.name}" (${label})`;
    await pluginWithinLimit(timeoutMs, `The site plugin ${named}'s postBuild`, where, async () => {
      await settled(() => postBuild.call(made, { ...props, content })).catch((error: unknown) => {
        throw pluginFailure(config, named, 'postBuild', error);
      });
    });
  }));
}

/**
 * The docs plugin's content as Docusaurus's `allContent` has it, per instance: `loadedVersions`, the docs
 * folder's version (`current`) first, each with its docs' metadata (id, title, description, permalink with
 * the base URL, source as `@site/…`, sourceDirName, slug, frontMatter, sidebarPosition, version).
 */
export function docsContent(config: SiteConfig, routes: readonly Route[]): Record<string, unknown> {
  const instances = new Map<string, Map<string, Record<string, unknown>[]>>();
  // A doc's slug is its permalink below its instance's route base, as useDoc().metadata.slug (pages/process.ts).
  const routeBases = new Map(docsInstances(config).map((instance, index) => {
    const { routeBasePath } = docsModel(instance.config);
    return [index ? instance.id : undefined, routeBasePath === '/' ? '' : routeBasePath];
  }));
  for (const route of routes) {
    const doc = route.doc;
    if (!doc || doc.page || route.page.kind !== 'doc') continue;
    const instance = doc.instance ?? docsInstances(config)[0].id;
    const versions = instances.get(instance) ?? instances.set(instance, new Map([['current', []]])).get(instance)!;
    const version = doc.version ?? 'current';
    const permalink = withBase(config.baseUrl, route.page.permalink);
    const slug = route.page.permalink.slice(routeBases.get(doc.instance)?.length ?? 0) || '/';
    (versions.get(version) ?? versions.set(version, []).get(version)!).push({
      id: ownId(doc.id), unversionedId: ownId(doc.id), title: route.page.title, description: route.page.description, permalink,
      source: `@site/${doc.source}`, sourceDirName: doc.folder || '.', slug, frontMatter: doc.frontMatter,
      sidebarPosition: doc.position, version, unlisted: doc.unlisted, draft: doc.draft, ...(route.page.sidebar ? { sidebar: ownId(route.page.sidebar) } : {}),
    });
  }
  return Object.fromEntries([...instances].map(([instance, versions]) => [instance, {
    loadedVersions: [...versions].filter(([name, docs]) => name !== 'current' || docs.length).map(([versionName, docs]) => ({ versionName, docs })),
  }]));
}

/**
 * What Docusaurus gives a plugin as its context (`LoadContext`), as far as pxdocs has it: the site's
 * folder, its config's values a plugin reads (`siteConfig.customFields`, `baseUrl`), the languages.
 */
function pluginContext(config: SiteConfig, cwd: string, generatedDir: string) {
  const locales = config.i18n?.locales ?? ['en'];
  const defaultLocale = config.i18n?.defaultLocale ?? locales[0] ?? 'en';
  // The docs folder as a Docusaurus config gives it, in the classic preset's options: a plugin that writes
  // docs finds their folder there (docusaurus-plugin-typedoc reads `presets[…][1].docs.path` for its sidebar's ids).
  const docs = docsModel(config);
  const presets = docs.enabled ? [['classic', { docs: { path: docs.dir, routeBasePath: docs.routeBasePath.replace(/^\//, '') || '/', numberPrefixParser: docs.numberPrefixes } }]] : [];
  const siteConfig = { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, customFields: config.customFields ?? {}, i18n: { defaultLocale, locales }, presets };
  return {
    siteDir: cwd,
    siteConfig,
    siteConfigPath: join(cwd, configSource(config)),
    generatedFilesDir: generatedDir,
    outDir: join(cwd, 'build'),
    baseUrl: config.baseUrl,
    i18n: { defaultLocale, locales, currentLocale: defaultLocale, path: 'i18n', localeConfigs: {} },
    localizationDir: join(cwd, 'i18n', defaultLocale),
    codeTranslations: {},
    siteStorage: siteStorage(config),
  };
}

/** What `run` returns or throws, as a promise: a plugin's method may be async or not, and throw either way. */
function settled(run: () => unknown): Promise<unknown> {
  return new Promise((resolve) => resolve(run()));
}

/** The data as JSON carries it to the page threads (and the browser): what does not survive that is an error here, where it is set. */
function jsonSafe(data: unknown, what: string, where: { file: string }): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(data);
  } catch (error) {
    throw pxErrors.SitePluginFailed.create({ message: `${what} cannot be written as JSON (${(error as Error).message}): pxdocs hands it to the pages as JSON, as Docusaurus does.` }, { where });
  }
  return text === undefined ? undefined : JSON.parse(text) as unknown;
}

/** Runs `step`, stopped past `ms` (a loop that never ends, or a promise that never settles), as the config's load is. */
function pluginWithinLimit(ms: number, what: string, where: { file: string }, step: () => Promise<void>): Promise<void> {
  return withinLimit(ms, step, (looped) => pxErrors.SitePluginFailed.create({ message: `${what} was still running after ${ms / 1000} s${looped ? ', and was stopped: a loop in it never ends' : ': a promise it awaits never settled'}.` }, { where }));
}
