// A site in several languages, as Docusaurus builds one. The default locale is
// the site at the base URL; every other locale is the same site built
// again at `<base><path>/` (its own pages, search index, sitemap and 404, as
// Docusaurus writes `build/fr/`). Each reads its translations in `<i18n>/<locale>/`,
// the default locale too (Docusaurus reads the folder of whichever locale it builds:
// apache/rocketmq-site writes its docs in Chinese and their English, the default
// locale's, in `i18n/en/`):
//
// - translated files over the originals, file by file (a page not translated
//   is built from its original, in the default language, as Docusaurus does):
//   `docusaurus-plugin-content-docs/current/` (and `version-<name>/`),
//   `docusaurus-plugin-content-pages/`, `docusaurus-plugin-content-blog/`;
// - labels in JSON files of `{ key: { message } }`: `docusaurus-theme-classic/
//   navbar.json` and `footer.json`, the docs' `current.json` (sidebar
//   categories and links, the version's label), the blog's `options.json`, and `code.json` (the
//   messages of `<Translate>` in the site's components).
//
// The locale passes are in build.ts; this module derives each locale's config
// and reads its translations.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { refuseSpecialFile } from './site-file.js';
import { folderFiles } from './folder-files.js';
import { basename, dirname, join, posix, relative, sep } from 'node:path';
import type { SiteConfig } from './config/schema.js';
import type { Diagnostics } from './diagnostics.js';
import type { SidebarItem } from '../theme/components/types.js';
import type { Sidebars } from './sidebars.js';
import { instanceOfId, ownId } from '../theme/shared/version-ids.js';
import { pxErrors } from './errors/catalogue.js';
import { configSource, recordConfigSource } from './config/source.js';
import { docsInstances, docsModel, docsOptions } from './config/docs-model.js';
import { docsVersions } from './docs-versions.js';
import { themeMessages } from './theme-messages.js';
import { fileKey, pathInside, sitePublicUrl } from './paths.js';
import { blogInstances, type BlogOptions } from './blog/discover.js';
import { parseJsonText, syntaxErrorAt, syntaxErrorMessage, withoutBom } from './json-text.js';

export interface SiteLocale {
  name: string;
  /** What the locale dropdown shows. */
  label: string;
  /** `<html lang>` and hreflang. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The URL segment, empty for the default locale (built at the base URL itself). */
  path: string;
  isDefault: boolean;
}

/** The site's locales, the default first; undefined for a site in one language. */
export function siteLocales(config: SiteConfig): SiteLocale[] | undefined {
  const i18n = config.i18n;
  if (!i18n || i18n.locales.length < 2) return undefined;
  const ordered = [i18n.defaultLocale, ...i18n.locales.filter((name) => name !== i18n.defaultLocale)];
  return ordered.map((name) => {
    const own = i18n.localeConfigs[name] ?? {};
    const isDefault = name === i18n.defaultLocale;
    return {
      name,
      label: own.label ?? languageLabel(name),
      // The default locale's language is the site's `lang` unless its own config says otherwise.
      htmlLang: own.htmlLang ?? (isDefault ? config.lang : name.replace('_', '-')),
      direction: own.direction ?? direction(name),
      path: isDefault ? '' : own.path ?? name,
      isDefault,
    };
  });
}

/**
 * The pages' script direction (`<html dir>`): the locale built's, or, in a site of one language, its
 * locale's `direction` when the config gives one, else its language's (Hebrew, Arabic, Persian are
 * right to left), as Docusaurus's default locale config has it.
 */
export function siteDirection(config: SiteConfig): 'ltr' | 'rtl' {
  const locale = currentLocale(config);
  if (locale) return locale.direction;
  return (config.i18n && config.i18n.localeConfigs[config.i18n.defaultLocale]?.direction) ?? direction(config.lang);
}

/** The locale a config builds (the default one unless a locale pass set another). */
export function currentLocale(config: SiteConfig): SiteLocale | undefined {
  const locales = siteLocales(config);
  return locales && (locales.find((locale) => locale.name === config.i18n?.currentLocale) ?? locales[0]);
}

/**
 * The name of the locale a pass's pages are in, as Docusaurus's `currentLocale`: the locale
 * built in a site of several languages (`currentLocale(config).name`), the site's `lang` in a
 * site of one: search records (and so `docsearch:language` and the search filters), the blog's
 * reading times, the docs versions' and the site islands' `currentLocale`. Read without
 * `siteLocales` (labels, directions): search calls it for every page.
 */
export function localeName(config: SiteConfig): string {
  const i18n = config.i18n;
  if (!i18n) return config.lang;
  // One locale whose <html lang> is another tag (Docusaurus's `en` with htmlLang `en-US`): its name, as
  // Docusaurus's currentLocale (a hosted index crawled from Docusaurus's pages says `language:en`).
  if (i18n.locales.length < 2) return i18n.defaultLocale;
  return i18n.currentLocale && i18n.locales.includes(i18n.currentLocale) ? i18n.currentLocale : i18n.defaultLocale;
}

/** The base URL of the default locale: a locale pass's base without its segment. */
export function rootBase(config: SiteConfig): string {
  const locale = currentLocale(config);
  if (!locale?.path) return config.baseUrl;
  return config.baseUrl.slice(0, config.baseUrl.length - locale.path.length - 1);
}

/** The default locale's public address (`https://a.io/project`): where a locale's pass (`…/project/fr`) links the other locales' pages. */
export function rootPublicUrl(config: SiteConfig): string {
  return sitePublicUrl({ url: config.url, baseUrl: rootBase(config) });
}

/**
 * Docusaurus's default label: the language's name in itself, capitalised as a
 * label ("Français", "Español", "日本語").
 */
export function languageLabel(locale: string): string {
  try {
    const tag = locale.replace('_', '-');
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? locale;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The script direction of a locale's language (Arabic, Hebrew, Persian… are right to left). */
function direction(locale: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(locale.replace('_', '-')).maximize() as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } });
    const text = info.getTextInfo?.() ?? info.textInfo;
    return text?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The folder of a locale's translations (`i18n/fr`). */
export function translationsDir(cwd: string, config: SiteConfig, locale: string): string {
  return join(cwd, config.i18n?.path ?? 'i18n', locale);
}

/**
 * The locale whose translations a pass reads: the locale being built, the default one in the
 * default pass and in a site of one language (its `i18n.defaultLocale`, else its language).
 */
export function passLocale(config: SiteConfig): string {
  return currentLocale(config)?.name ?? config.i18n?.defaultLocale ?? config.lang;
}

/** A content plugin instance's folder of translations: `docusaurus-plugin-content-<plugin>[-<id>]`, the id left out for `default`. */
function pluginFolder(plugin: 'docs' | 'blog', id: string): string {
  return id === 'default' ? `docusaurus-plugin-content-${plugin}` : `docusaurus-plugin-content-${plugin}-${id}`;
}

/** A blog instance's folder of translations (`docusaurus-plugin-content-blog[-<id>]`). */
export function blogPluginFolder(id: string): string {
  return pluginFolder('blog', id);
}

/** The docs plugin's folder name for the site's docs instance (`docusaurus-plugin-content-docs[-<id>]`). */
function docsPluginFolder(config: SiteConfig): string {
  return pluginFolder('docs', docsOptions(config)?.id ?? 'default');
}

/** A locale folder's translations of the site's docs instance (`i18n/fr/docusaurus-plugin-content-docs[-<id>]`). */
export function docsTranslationsDir(localeDir: string, config: SiteConfig): string {
  return join(localeDir, docsPluginFolder(config));
}

/** A docs version's name in the translations folder: `current`, or `version-<name>` (its folder, and its JSON file's name). */
export function versionFolder(version: string): string {
  return version === 'current' ? 'current' : `version-${version}`;
}

/**
 * A docs version's translations folder in the locale being built (the default one's too), from
 * the site folder (`i18n/fr/docusaurus-plugin-content-docs/version-1.0`).
 */
export function localizedDocsDir(config: SiteConfig, version: string): string {
  // As `source` paths are written (relative to the site folder, `/`-separated), to compare with them.
  return posix.join((config.i18n?.path ?? 'i18n').split('\\').join('/'), passLocale(config), docsPluginFolder(config), versionFolder(version));
}

/** A doc's path inside its version's translations folder when its file (`source`, from the site folder) is a translation; else undefined. */
export function translatedDocPath(config: SiteConfig, source: string, version: string): string | undefined {
  return pathInside(source, localizedDocsDir(config, version));
}

/**
 * A translations file's entries as written (key → a message, or `{ message, description }`), the file
 * read as JSON and checked to be an object; none when the file is absent. `source`: the file as errors name it.
 */
export function translationEntries(file: string, source: string): [string, unknown][] {
  if (!existsSync(file)) return [];
  let raw: unknown;
  refuseSpecialFile(file, source);
  const text = readFileSync(file, 'utf8');
  try {
    raw = parseJsonText(text);
  } catch (error) {
    throw pxErrors.InvalidTranslations.create({ message: `${source} is not valid JSON: ${syntaxErrorMessage(error)}.` }, { where: { file: source, ...syntaxErrorAt(error, withoutBom(text)) } });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw pxErrors.InvalidTranslations.create({ message: `${source} must be an object of { "key": { "message": "…" } } entries` }, { where: { file: source } });
  return Object.entries(raw);
}

/** A translations file (`{ key: { message } }`) as key → message; nothing when the file is absent. */
export function readMessages(file: string, cwd: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, entry] of translationEntries(file, relative(cwd, file).split(sep).join('/'))) {
    // Docusaurus writes `{ message, description }`; a plain string is taken as the message.
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string' ? (entry as { message: string }).message : undefined;
    if (message !== undefined) messages.set(key, message);
  }
  return messages;
}

/**
 * The config a locale's pass builds: the base URL with the locale's segment,
 * its language, and the navbar, footer and blog labels translated.
 */
export function localeConfig(config: SiteConfig, locale: SiteLocale, cwd: string): SiteConfig {
  const derived: SiteConfig = {
    ...withTranslatedLabels(config, translationsDir(cwd, config, locale.name), cwd),
    baseUrl: `${config.baseUrl}${locale.path}/`,
    lang: locale.htmlLang,
    // The default locale keeps its language (the site's `lang`), which this config's `lang` no longer says.
    i18n: { ...config.i18n!, currentLocale: locale.name, localeConfigs: { ...config.i18n!.localeConfigs, [config.i18n!.defaultLocale]: { ...config.i18n!.localeConfigs[config.i18n!.defaultLocale], htmlLang: siteLocales(config)![0].htmlLang } } },
  };
  // Messages about its values still name the site's config file.
  recordConfigSource(derived, configSource(config));
  return derived;
}

/**
 * The config the default locale builds: its own labels files apply too, as Docusaurus reads
 * `i18n/<locale>/` for whichever locale it builds. A site whose config labels are keys
 * (iorate/ublacklist's navbar: `label: "privacyPolicy"`, worded in `i18n/en/…/navbar.json`)
 * showed the keys. The config as loaded when there is no such file; the other locales' passes
 * start from the loaded config, whose labels their files name.
 */
export function defaultLocaleConfig(config: SiteConfig, cwd: string): SiteConfig {
  const derived = withTranslatedLabels(config, translationsDir(cwd, config, config.i18n?.defaultLocale ?? config.lang), cwd);
  if (derived === config) return config;
  recordConfigSource(derived, configSource(config));
  return derived;
}

/** The navbar, footer and blog labels as the JSON files of a locale's folder `dir` word them; `config` itself when it has none. */
function withTranslatedLabels(config: SiteConfig, dir: string, cwd: string): SiteConfig {
  const navbar = readMessages(join(dir, 'docusaurus-theme-classic', 'navbar.json'), cwd);
  const footer = readMessages(join(dir, 'docusaurus-theme-classic', 'footer.json'), cwd);
  // Each blog's title, description and sidebar title, from its plugin folder's options.json.
  const translateBlog = <T extends BlogOptions>(options: T, id: string): T => {
    const messages = readMessages(join(dir, pluginFolder('blog', id), 'options.json'), cwd);
    if (!messages.size) return options;
    return { ...options, blogTitle: messages.get('title') ?? options.blogTitle, blogDescription: messages.get('description') ?? options.blogDescription, blogSidebarTitle: messages.get('sidebar.title') ?? options.blogSidebarTitle };
  };
  const blog = config.blog === false ? config.blog : translateBlog(config.blog, 'default');
  const blogs = config.blogInstances?.map((options) => translateBlog(options, options.id));
  if (!navbar.size && !footer.size && blog === config.blog && !blogs?.some((options, index) => options !== config.blogInstances![index])) return config;
  // A link's label as the file words it: `item.label.<label>` in navbar.json, `link.item.label.<label>` in footer.json.
  const relabel = (messages: Map<string, string>, prefix: string) => <T extends object>(entry: T): T => {
    const label = (entry as { label?: unknown }).label;
    return typeof label === 'string' && messages.has(`${prefix}${label}`) ? { ...entry, label: messages.get(`${prefix}${label}`)! } : entry;
  };
  const item = relabel(navbar, 'item.label.');
  const link = relabel(footer, 'link.item.label.');
  return {
    ...config,
    navbar: {
      ...config.navbar,
      ...(config.navbar.title !== undefined ? { title: navbar.get('title') ?? config.navbar.title } : {}),
      ...(config.navbar.logo ? { logo: { ...config.navbar.logo, alt: navbar.get('logo.alt') ?? config.navbar.logo.alt } } : {}),
      items: config.navbar.items.map((entry) => {
        const translated = item(entry);
        return 'items' in translated && Array.isArray(translated.items) ? { ...translated, items: translated.items.map(item) } : translated;
      }) as SiteConfig['navbar']['items'],
    },
    footer: {
      ...config.footer,
      copyright: footer.get('copyright') ?? config.footer.copyright,
      ...(config.footer.logo ? { logo: { ...config.footer.logo, alt: footer.get('logo.alt') ?? config.footer.logo.alt } } : {}),
      links: config.footer.links.map((entry) => ('items' in entry ? { ...entry, title: footer.get(`link.title.${entry.title}`) ?? entry.title, items: entry.items.map(link) } : link(entry))) as SiteConfig['footer']['links'],
    },
    blog,
    ...(blogs ? { blogInstances: blogs } : {}),
  };
}

/**
 * Where a locale's translated files are, folder by folder: each content folder
 * of the site (a docs version's, the pages folder, the blog) and the folder of
 * its translations.
 */
export interface Localizer {
  /** The translated file for `file` when there is one. */
  translated(file: string): string | undefined;
  /** The same file's path in the other tree (original ↔ translated), whether or not it exists. */
  counterpart(file: string): string | undefined;
  /** The translation folders (for links and images resolved from a translated file). */
  roots: string[];
  /**
   * Translated pages no original has under their name but has with the other page extension
   * (`intro.mdx` for `docs/intro.md`): [translation, original]. Docusaurus matches a translation by
   * the original's path, extension included, and shows the original in their place without a word.
   */
  misnamed(): [translation: string, original: string][];
  /**
   * Translated pages with no original at all, under either extension: [translation, where its
   * original would be]. Docusaurus builds only originals, so such a page was never published, silently.
   */
  orphans(): [translation: string, original: string][];
}

const PAGE_EXTENSION = /\.mdx?$/i;

/** The .md/.mdx files under `dir` (not partials, `_name`), one walk. */
function pageFiles(dir: string): string[] {
  const listed = (name: string) => !name.startsWith('_') && !name.startsWith('.');
  return folderFiles(dir, { enter: listed, keep: (name) => listed(name) && PAGE_EXTENSION.test(name) });
}

export function localizer(cwd: string, config: SiteConfig): Localizer | undefined {
  const dir = translationsDir(cwd, config, passLocale(config));
  // Most sites have no folder for their default locale: nothing to look up for each page.
  if (!existsSync(dir)) return undefined;
  // Each docs version's folder (`current`: the docs folder itself) of each docs instance, as Docusaurus names their translations.
  const pairs: [string, string][] = docsInstances(config).flatMap((instance) => {
    const own = instance.config;
    const model = docsModel(own);
    const versions = model.sidebars.kind === 'areas' ? undefined : docsVersions(cwd, own, model, instance);
    const versionDirs = versions ? versions.map((version) => ({ dir: version.dir, name: version.name })) : model.enabled ? [{ dir: model.dir, name: 'current' }] : [];
    const docs = join(dir, docsPluginFolder(own));
    return versionDirs.map(({ dir: from, name }): [string, string] => [join(cwd, from), join(docs, versionFolder(name))]);
  });
  if (config.pages !== false) pairs.push([join(cwd, config.pages.path), join(dir, 'docusaurus-plugin-content-pages')]);
  for (const blog of blogInstances(config)) pairs.push([join(cwd, blog.options.path), join(dir, pluginFolder('blog', blog.id))]);
  const inside = (file: string, folder: string) => file.startsWith(folder + sep);
  const counterpart = (file: string): string | undefined => {
    for (const [from, to] of pairs) {
      if (inside(file, to)) return join(from, relative(to, file));
      if (inside(file, from)) return join(to, relative(from, file));
    }
    return undefined;
  };
  // Translated pages whose original is not at their path: [translation, the original by the other extension when it exists (else the path), whether it does].
  let walked: [string, string, boolean][] | undefined;
  const unmatched = () => {
    walked ??= pairs.flatMap(([from, to]) => pageFiles(to).flatMap((translation): [string, string, boolean][] => {
      const original = join(from, relative(to, translation));
      if (existsSync(original)) return [];
      const other = original.replace(PAGE_EXTENSION, (extension) => (extension.toLowerCase() === '.md' ? '.mdx' : '.md'));
      return [existsSync(other) ? [translation, other, true] : [translation, original, false]];
    }));
    return walked;
  };
  return {
    translated(file) {
      const pair = pairs.find(([from]) => inside(file, from));
      if (!pair) return undefined;
      const candidate = join(pair[1], relative(pair[0], file));
      return existsSync(candidate) ? candidate : undefined;
    },
    counterpart,
    roots: pairs.map(([, to]) => to),
    misnamed: () => unmatched().filter(([, , exists]) => exists).map(([translation, original]) => [translation, original]),
    orphans: () => unmatched().filter(([, , exists]) => !exists).map(([translation, original]) => [translation, original]),
  };
}

/**
 * Warns of each folder of translations for a locale the config does not list (`i18n/de/` in a site of
 * `locales: ['en', 'fr']`): Docusaurus builds nothing of it, and neither does pxdocs, so a translator's
 * work (or a locale dropped by mistake) went unpublished without a word. Said in the default pass only.
 */
export function warnUndeclaredLocales(cwd: string, config: SiteConfig, diagnostics: Diagnostics): void {
  if (currentLocale(config)?.isDefault === false) return;
  const root = join(cwd, config.i18n?.path ?? 'i18n');
  let names: string[];
  try {
    names = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
  } catch {
    return;
  }
  const declared = new Set(config.i18n?.locales ?? [passLocale(config)]);
  for (const name of names.filter((folder) => !declared.has(folder)).sort()) {
    const folder = `${relative(cwd, join(root, name)).split(sep).join('/')}/`;
    diagnostics.warn({ kind: 'translation', message: `${folder} holds translations for the locale "${name}", which i18n.locales does not list (${[...declared].join(', ')}): nothing in it is built. Add "${name}" to i18n.locales, or rename the folder to the locale it is for.`, where: { file: folder } });
  }
}

/** Warns of each translated page `misnamed` finds, with the name it needs, and of each page `orphans` finds. */
export function warnMisnamedTranslations(localize: Localizer | undefined, cwd: string, diagnostics: Diagnostics): void {
  const shown = (path: string) => relative(cwd, path).split(sep).join('/');
  for (const [translation, original] of localize?.orphans() ?? []) {
    diagnostics.warn({
      kind: 'translation',
      message: `${shown(translation)} is not used: it translates ${shown(original)}, which does not exist, and only pages the site has are built in each language. Move it to the page it translates, or add the original.`,
      where: { file: shown(translation) },
    });
  }
  for (const [translation, original] of localize?.misnamed() ?? []) {
    const wanted = join(dirname(translation), basename(original));
    diagnostics.warn({
      kind: 'translation',
      message: `${shown(translation)} is not used: a translation is matched by its original's file name, extension included (as Docusaurus does), and the original is ${shown(original)}, so the page is shown untranslated. Rename it ${shown(wanted)}.`,
      where: { file: shown(translation) },
    });
  }
}

/** The docs' sidebar labels translated (`current.json` or `version-<name>.json`): categories, links, docs with their own label. */
export function translateSidebar(items: SidebarItem[], sidebarId: string, messages: Map<string, string>): SidebarItem[] {
  if (!messages.size) return items;
  return items.map((item): SidebarItem => {
    if (item.type === 'html') return item;
    const label = messages.get(`sidebar.${sidebarId}.${item.type}.${item.label}`) ?? item.label;
    return item.type === 'category' ? { ...item, label, items: translateSidebar(item.items, sidebarId, messages) } : { ...item, label };
  });
}

/** Sidebar labels in a locale's pass: each sidebar's from its version's translations file. */
export function translateSidebars(sidebars: Sidebars, cwd: string, config: SiteConfig): void {
  // Each version's file read once: a released version's sidebar ids start with `version-<name>/`,
  // after a further docs instance's `#<id>/` (its files are in its own plugin folder).
  const instances = docsInstances(config);
  const byVersion = new Map<string, Map<string, string>>();
  const messagesOf = (sidebar: string) => {
    const owner = instanceOfId(sidebar);
    const instance = owner === undefined ? undefined : instances.find((candidate) => candidate.prefix && candidate.id === owner);
    const version = /^version-([^/]+)\//.exec(instance ? sidebar.slice(instance.prefix.length) : sidebar)?.[1] ?? 'current';
    const key = `${instance?.prefix ?? ''}${version}`;
    let messages = byVersion.get(key);
    if (!messages) byVersion.set(key, (messages = docsMessages(cwd, instance?.config ?? config, version)));
    return messages;
  };
  for (const [id, items] of sidebars.items) sidebars.items.set(id, translateSidebar(items, ownId(id), messagesOf(id)));
  // A category's generated index: its title and description (`…category.<label>.link.generated-index.title`),
  // else, where it is titled by its category, the category's translated label.
  for (const index of sidebars.generatedIndexes) {
    const messages = messagesOf(index.sidebar);
    const key = `sidebar.${ownId(index.sidebar)}.category.${index.category.label}`;
    const label = messages.get(key);
    index.title = messages.get(`${key}.link.generated-index.title`) ?? (label !== undefined && index.title === index.category.label ? label : index.title);
    index.description = messages.get(`${key}.link.generated-index.description`) ?? index.description;
    if (label !== undefined) index.category = { ...index.category, label };
  }
}

/** Page files → routes for links by file: in a locale's pass, each page by its file in either tree (translated or not). */
export function localizedFileRoutes(docs: readonly { file: string; permalink: string }[], localize: Localizer | undefined): [string, string][] {
  // By the files' names in NFC, as links look them up (remark-links.ts `fileKey`): macOS writes `é` as
  // e + accent (NFD) while most editors write links in NFC, and a link must reach the file either way.
  return docs.flatMap((doc): [string, string][] => {
    const other = localize?.counterpart(doc.file);
    return other ? [[fileKey(doc.file), doc.permalink], [fileKey(other), doc.permalink]] : [[fileKey(doc.file), doc.permalink]];
  });
}

/** The content roots pages resolve links and images from: in a locale's pass, its translation folders too. */
export function localizedRoots(roots: string[] | undefined, root: string, localize: Localizer | undefined): string[] | undefined {
  return localize ? [...(roots ?? [root]), ...localize.roots] : roots;
}

/**
 * The config a build pass builds with, from the config as loaded: the default
 * locale's (`locale` absent), or another locale's by name (`buildLocales`). The build and its page threads
 * (compiler/pages/worker.ts, which load the site's config themselves, since a
 * config may hold functions) both derive it here: a thread that built with the
 * config as loaded wrote a French post with the English base URL, its every
 * link out of /fr/.
 */
export function buildPassConfig(config: SiteConfig, cwd: string, locale?: string): SiteConfig {
  // A locale's chat answers from its own pages (embedded when in English: search/index.ts `chatEmbeds`).
  return locale === undefined ? defaultLocaleConfig(config, cwd) : configForLocale(config, locale, cwd);
}

/** The config `pxdocs dev --locale` serves: the default locale's as it is, another's derived; an unknown name fails, naming those there are. */
export function configForLocale(config: SiteConfig, name: string, cwd: string): SiteConfig {
  const locales = siteLocales(config);
  const locale = locales?.find((candidate) => candidate.name === name);
  if (!locale) throw pxErrors.UnknownLocale.create({ message: `The locale "${name}" is not one of the site's (${locales?.map((candidate) => candidate.name).join(', ') ?? `one language: ${config.lang}`}).` }, { where: { file: configSource(config) } });
  return locale.isDefault ? defaultLocaleConfig(config, cwd) : localeConfig(config, locale, cwd);
}

/** The docs' messages for a version (`current.json` for the current docs, `version-<name>.json`). */
export function docsMessages(cwd: string, config: SiteConfig, version: string): Map<string, string> {
  return readMessages(join(translationsDir(cwd, config, passLocale(config)), docsPluginFolder(config), `${versionFolder(version)}.json`), cwd);
}

/**
 * pxdocs's words a site's config says its own way (the chat's placeholder and welcome: a site's
 * subject is its own, so pxdocs's defaults name only its title), written in the site's language
 * as its navbar labels are: a locale's `code.json` translates them.
 */
function configMessages(config: SiteConfig): Record<string, string> {
  return {
    ...(config.chat.placeholder ? { 'pxdocs.chat.placeholder': config.chat.placeholder } : {}),
    ...(config.chat.welcome ? { 'pxdocs.chat.empty': config.chat.welcome } : {}),
  };
}

/**
 * The words pages are written with in the locale being built, by key: the theme's
 * (Docusaurus's translations of it, in the locale's language), then `code.json`'s
 * (`i18n/<locale>/code.json`, the default locale's too): the messages of
 * `<Translate id>` and `translate()`, by id or by their default message, and any
 * of the theme's words the site words otherwise. Undefined when there are none.
 */
export function pageMessages(cwd: string, config: SiteConfig): Record<string, string> | undefined {
  const locale = currentLocale(config);
  const own = readMessages(join(translationsDir(cwd, config, passLocale(config)), 'code.json'), cwd);
  const messages = { ...themeMessages(locale?.htmlLang ?? config.lang), ...configMessages(config), ...Object.fromEntries(own) };
  return Object.keys(messages).length ? messages : undefined;
}
