// A plugin of the site's own, written in the Docusaurus config
// (`plugins: [function analytics() { return { name, injectHtmlTags() { … } }; }]`)
// or in a module of its folder (`plugins: ['./src/plugins/chat-widget']`), read
// without running it. Most such plugins add tags to every page (analytics, a
// chat widget, a verification meta): what their `injectHtmlTags` returns is
// carried as `headTags`, `preBodyTags` and `postBodyTags`, which pxdocs puts in
// every page as Docusaurus does; what its `getClientModules` returns joins
// `clientModules`. A module wrapping the blog or docs plugin is read as that
// plugin (`readLocalPlugin`). What else a plugin does (webpack settings,
// content it loads) is named, not carried.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import { FunctionRef, PathRef, pluginModule, pluginShape, Unknown, type Value } from './static-eval.js';
import { CODE_MARK, describe, HEAD_TAG_NAMES, isObj, PLUGIN_MARK, runTime, tagAttributes, type Obj } from './docusaurus-values.js';
import { siteModuleFile } from './site-module-file.js';
import { parseFailure } from './parse-failure.js';
import { codeFrame } from '../errors.js';
import { terminalSafe } from '../terminal-safe.js';
import { pxErrors } from '../errors/catalogue.js';

type Skip = (key: string, reason: string) => void;
/** A tag as pxdocs's config takes it (`headTags`, `preBodyTags`, `postBodyTags`). */
type Tag = { tagName: string; attributes: Record<string, string | boolean>; innerHTML?: string };

const PLACES = ['headTags', 'preBodyTags', 'postBodyTags'] as const;

/** The PostCSS plugins the site's own plugins add (`configurePostCss`), by package, and which plugins add them. */
export interface PostcssPlugins {
  plugins: string[];
  from: string[];
}

/**
 * Whether a plugin carried to `plugins` gives tags, which the build then writes before the config's `headTags`
 * and after its `preBodyTags`/`postBodyTags`: the tags init copies must then keep their place (`placePluginTags`).
 */
export interface PluginTagOrder {
  runsTags: boolean;
}

/**
 * Marks the tags init read from a plugin, at the plugin's place in `plugins`, until every plugin is read:
 * `placePluginTags` then copies them into the config's tags, or writes them as a plugin of their own.
 */
const TAGS_MARK = '$pxdocsPluginTags';
type PlacedTags = { [TAGS_MARK]: { name: string; tags: Partial<Record<(typeof PLACES)[number], Tag[]>> } };

/** A plugin entry that is the site's own: a function, or a path to a module of the site (`./plugins/x`, `require.resolve('./x')`). */
export function isLocalPlugin(entry: Value): entry is FunctionRef | PathRef | string {
  return entry instanceof FunctionRef || entry instanceof PathRef || (typeof entry === 'string' && /^\.{1,2}\//.test(entry));
}

/**
 * Carries what a local plugin (as `readLocalPlugin` read it) returns from `injectHtmlTags` into `config`
 * (at the plugin's place: `placePluginTags`), and names what is not carried. Returns
 * the note to print for what was carried, if anything was.
 */
export function translateLocalPlugin(found: LocalPlugin, options: Value, key: string, siteDir: string, config: Record<string, unknown>, skip: Skip, postcss?: PostcssPlugins, context?: Value, order?: PluginTagOrder): string | undefined {
  // A module that gives data to the site's components (`setGlobalData` in contentLoaded) runs in the build (`plugins`).
  const run = found instanceof Unknown ? undefined : runPlugin(found, options, key, config, skip, context, order);
  if (found instanceof Unknown || !(found.plugin instanceof FunctionRef)) {
    if (run) return `${key}: ${run}.`;
    skip(key, (found instanceof Unknown ? found : found.plugin).reason);
    return undefined;
  }
  const shape = pluginShape(found.plugin, options, context);
  const label = `the plugin${shape.name ? ` "${shape.name}"` : ''} (${found.where})`;
  if (shape.unknown) {
    if (run) return `${key}: ${run}.`;
    skip(key, `${label} is ${shape.unknown}: pxdocs cannot tell what it does`);
    return undefined;
  }
  if (run) shape.others = shape.others.filter((name) => !RUN_METHODS.includes(name));
  const carried: string[] = [];
  // A plugin carried to `plugins` has its injectHtmlTags called by the build, given its loadContent's content
  // (compiler/plugin-tags.ts), as Docusaurus calls it: copied here as well, each tag would be on every page twice.
  if (shape.tags !== undefined && !run) {
    if (!isObj(shape.tags)) skip(`${key}.injectHtmlTags`, shape.tags instanceof Unknown ? `${label} returns tags ${runTime(shape.tags)}: add them to headTags, preBodyTags or postBodyTags by hand` : `expected { headTags, preBodyTags, postBodyTags }, found ${describe(shape.tags)}`);
    else {
      const placed: PlacedTags[typeof TAGS_MARK]['tags'] = {};
      for (const place of PLACES) {
        const tags = pluginTags(shape.tags[place], `${key}.injectHtmlTags.${place}`, place === 'headTags', skip);
        if (!tags.length) continue;
        placed[place] = tags;
        carried.push(place);
      }
      if (carried.length) placeTags(config, shape.name ?? 'site-tags', placed);
    }
  }
  if (shape.clientModules !== undefined) {
    // A relative path is from the plugin's folder (Docusaurus's plugin.path): its module's when it is named by path, else the config's.
    const modules = pluginClientModules(shape.clientModules, `${key}.getClientModules`, siteDir, found.byPath ? dirname(found.where) : '', skip);
    if (modules.length) {
      config.clientModules = [...((config.clientModules as string[] | undefined) ?? []), ...modules];
      carried.push('clientModules');
    }
  }
  let postcssNote: string | undefined;
  if (shape.postcssPlugins) {
    // Its PostCSS plugins (Tailwind CSS, say) go to the site's PostCSS config, which pxdocs runs (compiler/postcss.ts): init writes it.
    if (shape.postcssPlugins.length && postcss) {
      for (const name of shape.postcssPlugins) if (!postcss.plugins.includes(name)) postcss.plugins.push(name);
      postcss.from.push(label);
      postcssNote = `the PostCSS plugins ${label} adds in configurePostCss (${shape.postcssPlugins.join(', ')}) are carried to the site's PostCSS config`;
    } else skip(`${key}.configurePostCss`, `${label} configures PostCSS without naming a package pxdocs can read: list its plugins in postcss.config.cjs (\`module.exports = { plugins: [require('tailwindcss')] }\`), which pxdocs runs`);
  }
  const others = shape.others;
  // Its lifecycle methods run for a plugin of pxdocs.config.mjs's `plugins` (ScootKit/scnx-docs's modules list, read
  // with usePluginData), but a function written in the config that reads what is outside it is not carried
  // (runPlugin): said so, with the way to move it.
  const runnable = found.where === 'written in the config' ? others.filter((name) => RUN_METHODS.includes(name)) : [];
  const rest = others.filter((name) => !runnable.includes(name));
  if (runnable.length) skip(key, `${label} has ${runnable.map((name) => `\`${name}\``).join(', ')}, which pxdocs runs for a plugin in pxdocs.config.mjs's \`plugins\`, but ${notWritable(found.plugin, options, context) ?? 'init did not carry it'}: move it to a module of the site (\`plugins/my-plugin.js\`, exporting it) and name it in \`plugins\`, or copy it into \`plugins\` in pxdocs.config.mjs; until then the data it gives the site's components (usePluginData) is missing`);
  else if (!run && found.where === 'written in the config' && shape.tags !== undefined && holdsUnknown(shape.tags)) skip(key, `${label} makes tags when it runs, which the build would make if it were in \`plugins\`, but ${notWritable(found.plugin, options, context) ?? 'init did not carry it'}: move it to a module of the site (\`plugins/my-plugin.js\`, exporting it) and name it in \`plugins\`, or copy it into \`plugins\` in pxdocs.config.mjs${carried.length ? '; the tags known without running it are carried' : ''}`);
  if (rest.length) skip(key, `${label} also has ${rest.map((name) => `\`${name}\``).join(', ')}, which pxdocs does not run${carried.length ? ' (its tags are carried)' : ''}`);
  else if (!run && !carried.length && shape.tags === undefined && shape.clientModules === undefined && shape.postcssPlugins === undefined) skip(key, `${label} has no injectHtmlTags, getClientModules or configurePostCss: nothing of it is carried`);
  const notes = [...(run ? [run] : []), ...(carried.length ? [`what ${label} adds to every page is carried (${carried.join(', ')})`] : []), ...(postcssNote ? [postcssNote] : [])];
  return notes.length ? `${key}: ${notes.join('; ')}.` : undefined;
}

/**
 * What init knows of the context Docusaurus gives a plugin (`LoadContext`), for what its `injectHtmlTags`
 * reads (`context.siteConfig.title`, `context.baseUrl`, `context.i18n.currentLocale`): the config as the
 * file writes it, and with one locale its base URL and locale; with several, Docusaurus calls the plugin
 * once per locale with each one's, which a tag written once for every page cannot hold (left unknown).
 */
export function pluginContext(siteConfig: Obj): Value {
  const i18n = isObj(siteConfig.i18n) ? siteConfig.i18n : {};
  const locales = i18n.locales === undefined ? ['en'] : i18n.locales;
  const defaultLocale = i18n.defaultLocale === undefined ? 'en' : i18n.defaultLocale;
  const one = Array.isArray(locales) && locales.length === 1;
  const perLocale = (what: string) => new Unknown(`the locale's ${what}, which Docusaurus gives each locale's build its own of`);
  return {
    siteConfig,
    baseUrl: one ? siteConfig.baseUrl : perLocale('base URL'),
    i18n: { defaultLocale, locales, path: i18n.path === undefined ? 'i18n' : i18n.path, currentLocale: one ? defaultLocale : perLocale('name') },
  };
}

/** The lifecycle methods pxdocs runs of a plugin listed in its config's `plugins` (compiler/site-plugins.ts). */
const RUN_METHODS = ['loadContent', 'contentLoaded', 'allContentLoaded', 'postBuild', 'getThemePath', 'getTypeScriptThemePath', 'extendCli', 'getPathsToWatch'];

/**
 * A plugin module of the site whose `contentLoaded` gives data to the site's components
 * (`actions.setGlobalData`, read with `usePluginData`) is carried to `plugins`, as an import
 * of the module, with its options when they are plain values: the build runs it as Docusaurus does.
 * Returns the note saying so, or undefined when it is not carried.
 */
function runPlugin(found: Exclude<LocalPlugin, Unknown>, options: Value, key: string, config: Record<string, unknown>, skip: Skip, context?: Value, order?: PluginTagOrder): string | undefined {
  const shape = found.plugin instanceof FunctionRef && !found.setsGlobalData && !found.postBuild && !found.addsRoutes ? pluginShape(found.plugin, options, context) : undefined;
  const others = shape?.others ?? [];
  // A theme folder it gives (getThemePath) is read for the site's theme components, as Docusaurus reads it (compiler/theme-folders.ts).
  const themed = others.includes('getThemePath');
  // Commands it adds (extendCli), which `pxdocs <command>` runs as `docusaurus <command>` does (cli/plugin-commands.ts).
  const commands = others.includes('extendCli');
  // Tags its injectHtmlTags makes when it runs (a version read from a file, a value of its options), which a tag written
  // in pxdocs.config.mjs cannot hold: the build calls it, as Docusaurus does (compiler/plugin-tags.ts).
  const computedTags = !shape?.unknown && shape?.tags !== undefined && holdsUnknown(shape.tags);
  if (found.where === 'written in the config') return runConfigFunction(found.plugin, shape, computedTags, options, key, config, context, order);
  if (!(found.setsGlobalData || found.addsRoutes || found.postBuild || themed || commands || computedTags)) return undefined;
  const does = found.setsGlobalData ? "sets global data for the site's components (setGlobalData)" : found.addsRoutes ? 'adds pages (addRoute)' : found.postBuild ? 'has a postBuild step' : themed ? 'gives a theme folder (getThemePath), whose components the build reads after src/theme\'s' : commands ? 'adds commands (extendCli), which `pxdocs <command>` runs' : 'adds tags to every page that it makes when it runs (injectHtmlTags)';
  if (options !== undefined && !plainValue(options)) {
    skip(key, `the plugin module ${found.where} ${does}, which pxdocs runs, but its options are computed at run time: add it to \`plugins\` in pxdocs.config.mjs by hand, with its options`);
    return undefined;
  }
  // Named by its path, it stays a path, so the build resolves its getThemePath from the module's folder as Docusaurus
  // does (a function's, imported, from the config's: core/lib/server/plugins/configs.js `entryPath`).
  const plugin = found.byPath ? `./${found.where}` : { [PLUGIN_MARK]: `./${found.where}` };
  config.plugins = [...((config.plugins as unknown[] | undefined) ?? []), options === undefined ? plugin : [plugin, options]];
  if (order && (found.injectsTags || shape?.tags !== undefined)) order.runsTags = true;
  return `the plugin module ${found.where} ${does}: it is carried to \`plugins\`, which the build runs (loadContent, contentLoaded and its routes, allContentLoaded, injectHtmlTags, getThemePath, and postBuild on the written output; its extendCli commands are \`pxdocs <command>\`; \`pxdocs dev\` runs it again when a file its getPathsToWatch names changes)`;
}

/**
 * A plugin function written in the config whose lifecycle methods the build runs, or whose tags it makes when
 * it runs (`injectHtmlTags` returning what it computed from its options and context), is written as code into
 * `plugins` when its code reads only its parameters (the context among them) and standard globals, and reads
 * of `context.siteConfig` only what the build's context holds (compiler/site-plugins.ts `pluginContext`):
 * it then means there what it meant in the Docusaurus config. Undefined when it is not carried.
 */
function runConfigFunction(plugin: FunctionRef | Unknown, shape: PluginShapeRead, computedTags: boolean, options: Value, key: string, config: Record<string, unknown>, context?: Value, order?: PluginTagOrder): string | undefined {
  if (!shape || shape.unknown || !(plugin instanceof FunctionRef)) return undefined;
  const runs = shape.others.filter((name) => RUN_METHODS.includes(name));
  if (!(computedTags || runs.length) || notWritable(plugin, options, context) !== undefined) return undefined;
  const code = { [CODE_MARK]: plugin.code! };
  config.plugins = [...((config.plugins as unknown[] | undefined) ?? []), options === undefined ? code : [code, options]];
  if (order && shape.tags !== undefined) order.runsTags = true;
  const does = computedTags ? 'makes the tags it adds to every page when it runs (injectHtmlTags)' : `has ${runs.map((name) => `\`${name}\``).join(', ')}`;
  return `the plugin${shape.name ? ` "${shape.name}"` : ''} written in the config ${does}, and reads only its parameters: it is written as code into \`plugins\`, which the build runs as Docusaurus does`;
}

type PluginShapeRead = ReturnType<typeof pluginShape> | undefined;

/** What the build gives a plugin as `context.siteConfig` (compiler/site-plugins.ts `pluginContext`). */
const BUILD_SITE_CONFIG = new Set(['title', 'tagline', 'url', 'baseUrl', 'trailingSlash', 'customFields', 'i18n', 'presets']);

/** Why pxdocs.config.mjs cannot hold a plugin function written in the config as its code, or undefined when it can. */
function notWritable(plugin: FunctionRef | Unknown, options: Value, context?: Value): string | undefined {
  if (plugin.code === undefined) return `it is ${plugin.reason}, which init cannot write into pxdocs.config.mjs`;
  // With several locales Docusaurus makes the plugin once per locale, with its base URL and locale; the build makes it once.
  const locale = isObj(context) && context.baseUrl instanceof Unknown ? /\b(baseUrl|currentLocale)\b/.exec(plugin.code)?.[1] : undefined;
  if (locale) return `it reads \`${locale}\`, which Docusaurus gives each locale's build its own of, and pxdocs makes its plugins once for every locale`;
  const unread = [...plugin.code.matchAll(/\bsiteConfig\s*\??\.\s*([A-Za-z_$][\w$]*)/g)].map((match) => match[1]).filter((name) => !BUILD_SITE_CONFIG.has(name));
  if (unread.length) return `it reads \`siteConfig.${unread[0]}\` of its context, which the build's context does not hold (it holds ${[...BUILD_SITE_CONFIG].join(', ')})`;
  if (options !== undefined && !plainValue(options)) return 'its options are computed at run time';
  return undefined;
}

/** The tags init read from a plugin, held at its place in `plugins` (see `placePluginTags`). */
function placeTags(config: Record<string, unknown>, name: string, tags: PlacedTags[typeof TAGS_MARK]['tags']): void {
  const placed: PlacedTags = { [TAGS_MARK]: { name, tags } };
  config.plugins = [...((config.plugins as unknown[] | undefined) ?? []), placed];
}

/**
 * The PWA plugin's `pwaHead`, which Docusaurus writes as that plugin's head tags, in plugin order: held at its place
 * as a site plugin's copied tags are.
 */
export function placeHeadTags(config: Record<string, unknown>, name: string, tags: Record<string, unknown>[]): void {
  if (tags.length) placeTags(config, name, { headTags: tags as Tag[] });
}

/**
 * Once every plugin is read: Docusaurus writes every plugin's tags in plugin order, the config's own headTags
 * last. The build writes those of the plugins in `plugins` in their order, before the config's `headTags` and
 * after its `preBodyTags` and `postBodyTags`. So the tags init read from a plugin are copied into the config's
 * tags when no plugin carried to `plugins` gives tags (every plugin's then in order); else each plugin's are
 * written as a plugin of their own at its place in `plugins`, which gives them as it did.
 */
export function placePluginTags(config: Record<string, unknown>, order: PluginTagOrder): void {
  const plugins = config.plugins as unknown[] | undefined;
  if (!plugins) return;
  const kept: unknown[] = [];
  for (const entry of plugins) {
    if (!(typeof entry === 'object' && entry !== null && TAGS_MARK in entry)) {
      kept.push(entry);
      continue;
    }
    const { name, tags } = (entry as PlacedTags)[TAGS_MARK];
    if (order.runsTags) kept.push({ [CODE_MARK]: tagsPlugin(name, tags) });
    else for (const place of PLACES) if (tags[place]) config[place] = [...((config[place] as Tag[] | undefined) ?? []), ...tags[place]];
  }
  if (kept.length) config.plugins = kept;
  else delete config.plugins;
}

/** A plugin giving the tags init read from one (named as it is), as code for pxdocs.config.mjs. */
function tagsPlugin(name: string, tags: PlacedTags[typeof TAGS_MARK]['tags']): string {
  const id = name.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase()).replace(/^[^A-Za-z_$]+/, '');
  return `function ${id}Plugin() { return { name: ${JSON.stringify(name)}, injectHtmlTags() { return ${JSON.stringify(tags)}; } }; }`;
}

/** Whether a value read from the config holds anything known only at run time. */
function holdsUnknown(value: Value): boolean {
  if (value instanceof Unknown) return true;
  if (Array.isArray(value)) return value.some(holdsUnknown);
  // Plain objects only: a function's reference holds its syntax tree, not values.
  return isObj(value) && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).some(holdsUnknown);
}

/** A value the written config can hold as it is (JSON's kinds): a carried plugin's options, a custom navbar item's props. */
export function plainValue(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(plainValue);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as Record<string, unknown>).every(plainValue);
}

/**
 * What `getClientModules` returns, as the site's files: `require.resolve('./client')` from the plugin's module,
 * or a relative path (`'./client.css'`) from `base`, the plugin's folder in the site, as Docusaurus resolves it.
 */
function pluginClientModules(list: Value, key: string, siteDir: string, base: string, skip: Skip): string[] {
  if (!Array.isArray(list)) {
    skip(key, list instanceof Unknown ? `${runTime(list)}: add the modules to clientModules by hand` : `expected a list, found ${describe(list)}`);
    return [];
  }
  return list.flatMap((item, index) => {
    const path = item instanceof PathRef ? item.path : typeof item === 'string' && /^\.\.?\//.test(item) ? join(base, item) : undefined;
    const file = path === undefined ? undefined : siteModuleFile(siteDir, path);
    if (file) return [relative(siteDir, file).split('\\').join('/')];
    skip(`${key}[${index}]`, path === undefined ? `${item instanceof Unknown ? runTime(item) : describe(item)}: add it to clientModules by hand` : `${path} does not exist in the site`);
    return [];
  });
}

/**
 * A local plugin, read once: the function (written in the config, or the one a
 * site's module exports, found as Node resolves `require('./plugins/x')`) and
 * where it is; for a module, the content plugin it wraps, if any
 * (`require('@docusaurus/plugin-content-blog')`, called and extended, as the
 * Docusaurus website's changelog plugin does: such an entry is that plugin with
 * the options the config gives it). Not for a function written in the config: it
 * may merely sit beside a preset that names the same package.
 */
export type LocalPlugin = { plugin: FunctionRef | Unknown; where: string; wraps?: 'blog' | 'docs'; setsGlobalData?: boolean; addsRoutes?: boolean; postBuild?: boolean; injectsTags?: boolean; byPath?: boolean } | Unknown;

export function readLocalPlugin(entry: FunctionRef | PathRef | string, siteDir: string): LocalPlugin {
  if (entry instanceof FunctionRef) return { plugin: entry, where: 'written in the config' };
  const path = entry instanceof PathRef ? entry.path : entry;
  const file = siteModuleFile(siteDir, path);
  if (!file) return new Unknown(`the plugin module ${path} was not found in the site's folder`);
  const where = relative(siteDir, file).split('\\').join('/');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return new Unknown(`the plugin module ${where} could not be read (${(error as Error).message.split('\n')[0]})`);
  }
  const wraps = /['"]@docusaurus\/plugin-content-(blog|docs)['"]/.exec(text)?.[1] as 'blog' | 'docs' | undefined;
  let plugin: FunctionRef | Unknown;
  try {
    const read = pluginModule(text, file, dirname(where));
    plugin = read instanceof FunctionRef ? read : new Unknown(`${read.reason}: pxdocs cannot tell what the plugin does`);
  } catch (error) {
    // A module that does not parse fails Docusaurus's build as well: init stops at its place rather than
    // write a config without the plugin, a site that builds here and not there.
    const failed = parseFailure(error);
    if (failed) throw pxErrors.UnreadableDocusaurusPlugin.create({ message: `The plugin module ${where} does not parse: ${failed.message}.` }, { where: { file: where, ...failed.place }, ...(failed.place ? { frame: terminalSafe(codeFrame(text, failed.place.line, failed.place.column)) } : {}) });
    plugin = new Unknown(`the plugin module ${where} could not be read (${(error as Error).message.split('\n')[0]})`);
  }
  // Its components' data: found in the text, since a plugin that computes what it returns is not read (pluginShape).
  const setsGlobalData = /\bsetGlobalData\s*\(/.test(text);
  // Pages it adds (`actions.addRoute`), which the build makes as React pages (compiler/plugin-routes.ts).
  const addsRoutes = /\baddRoute\s*\(/.test(text);
  // A step on the written output (a file it adds to the build), which the build runs too.
  const postBuild = /\bpostBuild\s*[(:]/.test(text);
  // Tags it gives (injectHtmlTags), which the build writes in plugin order when the module is carried to `plugins`.
  const injectsTags = /\binjectHtmlTags\b/.test(text);
  // Named by its path (`'./plugins/x'`, `require.resolve('./plugins/x')`; not `require('./plugins/x')`, its function):
  // Docusaurus resolves its relative paths from its folder.
  const byPath = typeof entry === 'string' || !entry.module;
  return { plugin, where, ...(byPath ? { byPath } : {}), ...(wraps ? { wraps } : {}), ...(setsGlobalData ? { setsGlobalData } : {}), ...(addsRoutes ? { addsRoutes } : {}), ...(postBuild ? { postBuild } : {}), ...(injectsTags ? { injectsTags } : {}) };
}

/**
 * A list of tags as `injectHtmlTags` gives them: `{ tagName, attributes, innerHTML }`
 * objects and HTML strings (each element of a string becomes a tag; text outside
 * elements cannot be a tag and is named). `head`: only tags a head may hold.
 */
function pluginTags(list: Value, key: string, head: boolean, skip: Skip): Tag[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    skip(key, list instanceof Unknown ? `${runTime(list)}: add the tags by hand` : `expected a list, found ${describe(list)}`);
    return [];
  }
  return list.flatMap((item, index): Tag[] => {
    const at = `${key}[${index}]`;
    // A tag with an attribute made at run time (`src: context.siteConfig.customFields.widgetUrl`) is left out
    // whole, named: written without it, the page had a <script async> with no src and a <meta> with no content.
    // Its inner HTML made at run time too: written without it, a <script> was empty.
    const computed = isObj(item) && typeof item.tagName === 'string' ? [...(isObj(item.attributes) ? Object.entries(item.attributes) : []), ...(item.innerHTML instanceof Unknown ? [['innerHTML', item.innerHTML] as const] : [])].filter(([, value]) => value instanceof Unknown) : [];
    if (computed.length) {
      skip(at, `a <${String((item as Obj).tagName)}> whose ${computed.map(([name, value]) => `${name} is ${runTime(value as Unknown)}`).join(' and ')}: it is left out, not written without ${computed.length === 1 ? 'it' : 'them'}; add it by hand to \`headTags\` with the value written out`);
      return [];
    }
    const tags = typeof item === 'string' ? htmlTags(item) : isObj(item) && typeof item.tagName === 'string'
      ? [{ tagName: item.tagName, attributes: isObj(item.attributes) ? tagAttributes(item.attributes, `${at}.attributes`, skip) : {}, ...(typeof item.innerHTML === 'string' ? { innerHTML: item.innerHTML } : {}) }]
      : `expected a tag ({ tagName, attributes }) or HTML, found ${describe(item)}`;
    if (typeof tags === 'string') {
      skip(at, item instanceof Unknown ? `${runTime(item)}: add it by hand` : tags);
      return [];
    }
    return tags.filter((tag) => {
      if (!/^[a-z][a-z0-9-]*$/.test(tag.tagName)) skip(at, `<${tag.tagName}> is not an HTML element name`);
      else if (head && !HEAD_TAG_NAMES.has(tag.tagName)) skip(at, `a <${tag.tagName}> is not a head tag (link, meta, script, style, noscript, base)`);
      else return true;
      return false;
    });
  });
}

/** The top-level elements of an HTML string as tags, each with its inner HTML as written; a reason when text stands outside them. */
export function htmlTags(html: string): Tag[] | string {
  const tags: Tag[] = [];
  let depth = 0;
  let open: { tag: Tag; innerStart: number } | undefined;
  let stray: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (depth++ === 0) open = { tag: { tagName: name, attributes: { ...attributes } }, innerStart: parser.endIndex + 1 };
    },
    onclosetag() {
      if (--depth !== 0 || !open) return;
      // An element the parser closes itself (a void element, one left open) ends where its start tag does.
      const inner = parser.startIndex > open.innerStart ? html.slice(open.innerStart, parser.startIndex) : '';
      tags.push(inner ? { ...open.tag, innerHTML: inner } : open.tag);
      open = undefined;
    },
    ontext(text) {
      if (depth === 0 && text.trim()) stray ??= text.trim();
    },
    oncomment() {},
  }, { recognizeSelfClosing: true });
  parser.end(html);
  if (stray !== undefined) return `HTML with text outside an element ("${stray.length > 40 ? `${stray.slice(0, 39)}…` : stray}"): add it by hand`;
  return tags;
}
