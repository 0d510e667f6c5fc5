// `pxdocs write-translations [--locale <l>] [--override]`: the JSON files of a
// locale's translations, as `docusaurus write-translations` writes them (core's
// commands/writeTranslations.ts and each plugin's getTranslationFiles), with the
// same keys, `{ message, description }` entries and descriptions, in the files
// i18n.ts reads back:
//
// - `code.json`: the messages of `<Translate>`/`translate()` in the site's `src/`
//   (source-messages.ts), then the classic theme's own (@docusaurus/theme-translations:
//   their English descriptions, their words in the locale's language where it has them),
//   and pxdocs's own (`pxdocs.copyPage.copy`: theme/shared/pxdocs-messages.ts, in the
//   locale's language from pxdocs-translations.ts where pxdocs has them);
// - per docs instance and version, `docusaurus-plugin-content-docs[-<id>]/current.json`
//   (`version-<name>.json`): the version's label, the sidebars' category labels (and a
//   generated index's own title and description), their links' labels, and the labels
//   the sidebars file gives doc items;
// - `docusaurus-theme-classic/navbar.json` and `footer.json`: titles, labels, logos' alt
//   text, the copyright;
// - per blog, `docusaurus-plugin-content-blog[-<id>]/options.json`: title, description,
//   sidebar title.
//
// A file already there is merged as Docusaurus merges it: its messages are kept
// (`--override` takes the source's instead), keys no source has any more are kept and
// named, descriptions are the source's. A file that would be empty is not written.
// Every file is computed before any is written, and each is written whole.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { SiteConfig } from './config/schema.js';
import type { SidebarItem } from '../theme/components/types.js';
import { docsInstances, docsModel, docsOptions, type DocsInstance } from './config/docs-model.js';
import { configSource } from './config/source.js';
import { Diagnostics } from './diagnostics.js';
import { discover } from './discover.js';
import { buildSidebars } from './sidebars.js';
import { loadSidebarsFile } from './sidebars-file.js';
import { CURRENT_VERSION, docsVersions } from './docs-versions.js';
import { blogPluginFolder, docsTranslationsDir, translationEntries, translationsDir, versionFolder } from './i18n.js';
import { blogInstances } from './blog/discover.js';
import { siteSourceMessages, type SourceMessage } from './source-messages.js';
import { pxErrors } from './errors/catalogue.js';
import { writeFileAtomic } from './write-atomic.js';
import { instanceOfId, ownId } from '../theme/shared/version-ids.js';
import { PXDOCS_MESSAGES, SEARCH_WORDS } from '../theme/shared/pxdocs-messages.js';
import { pxdocsTranslations } from './pxdocs-translations.js';

export interface WriteTranslationsOptions {
  /** The locale to write (default: the config's default locale). */
  locale?: string;
  /** Replace the messages already there with the source's. */
  override?: boolean;
}

export interface TranslationsFile {
  /** Site-relative path. */
  path: string;
  count: number;
  /** Keys the file has that no source gives any more (kept, as Docusaurus keeps them). */
  unknown: string[];
}

export interface WriteTranslationsResult {
  locale: string;
  files: TranslationsFile[];
  /** What could not be read (a message computed at run time), as Docusaurus warns of it. */
  notes: string[];
}

type Content = Map<string, SourceMessage>;

const shown = (cwd: string, path: string) => relative(cwd, path).split(sep).join('/');

export async function writeTranslations(cwd: string, config: SiteConfig, options: WriteTranslationsOptions = {}): Promise<WriteTranslationsResult> {
  // As i18n.ts reads them: a site in one language keeps its translations under its `lang`.
  const defaultLocale = config.i18n?.defaultLocale ?? config.lang;
  const locales = config.i18n?.locales ?? [defaultLocale];
  const locale = options.locale ?? defaultLocale;
  if (!locales.includes(locale)) {
    throw pxErrors.UnknownLocale.create({ message: `Cannot write translations for the locale "${locale}": it is not one of the site's (${locales.join(', ')}).` }, { where: { file: configSource(config) } });
  }
  const dir = translationsDir(cwd, config, locale);
  const notes: string[] = [];
  const files: [string, Content][] = [];

  const source = siteSourceMessages(join(cwd, 'src'), cwd);
  notes.push(...source.notes);
  files.push([join(dir, 'code.json'), codeMessages(source.messages, config, locale)]);
  files.push(...(await docsFiles(cwd, config)).map(([version, instance, content]): [string, Content] => [join(docsTranslationsDir(dir, instance.config), `${versionFolder(version)}.json`), content]));
  files.push([join(dir, 'docusaurus-theme-classic', 'navbar.json'), navbarMessages(config)]);
  files.push([join(dir, 'docusaurus-theme-classic', 'footer.json'), footerMessages(config)]);
  for (const blog of blogInstances(config)) {
    files.push([join(dir, blogPluginFolder(blog.id), 'options.json'), new Map([
      ['title', { message: blog.options.blogTitle, description: 'The title for the blog used in SEO' }],
      ['description', { message: blog.options.blogDescription, description: 'The description for the blog used in SEO' }],
      ['sidebar.title', { message: blog.options.blogSidebarTitle, description: 'The label for the left sidebar' }],
    ])]);
  }

  // Everything merged (and every file already there read) before anything is written.
  const merged = files.map(([path, content]) => ({ path, ...merge(readEntries(path, cwd), content, options.override === true) }));
  const written: TranslationsFile[] = [];
  for (const file of merged) {
    if (!file.entries.size) continue;
    await writeFileAtomic(file.path, `${JSON.stringify(Object.fromEntries(file.entries), null, 2)}\n`);
    written.push({ path: shown(cwd, file.path), count: file.entries.size, unknown: file.unknown });
  }
  return { locale, files: written, notes };
}

/** A translations file's entries as written (`{ key: { message, description } }`; a plain string is a message, as i18n.ts reads it). */
function readEntries(file: string, cwd: string): Map<string, { message: string; description?: string }> {
  const entries = new Map<string, { message: string; description?: string }>();
  const where = { file: shown(cwd, file) };
  for (const [key, entry] of translationEntries(file, where.file)) {
    if (typeof entry === 'string') entries.set(key, { message: entry });
    else if (typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string') {
      const { message, description } = entry as { message: string; description?: unknown };
      entries.set(key, { message, ...(typeof description === 'string' ? { description } : {}) });
    } else {
      throw pxErrors.InvalidTranslations.create({ message: `${where.file}: the entry "${key}" has no message (a string)` }, { where });
    }
  }
  return entries;
}

/** Docusaurus's merge (translations.ts `mergeTranslationFileContent`): the file's entries first, each source key's message kept unless overridden, its description the source's. */
function merge(existing: Map<string, { message: string; description?: string }>, content: Content, override: boolean): { entries: Map<string, SourceMessage>; unknown: string[] } {
  const entries = new Map<string, SourceMessage>(existing);
  for (const [key, { message, description }] of content) {
    entries.set(key, { message: override ? message : existing.get(key)?.message ?? message, ...(description !== undefined ? { description } : {}) });
  }
  return { entries, unknown: [...existing.keys()].filter((key) => !content.has(key)) };
}

/**
 * The keys of Docusaurus's Algolia search messages the embedded search reads: its search box
 * and modal (search/modal.tsx, by SEARCH_WORDS) and its /search page (SearchPage.tsx, SEARCH_WORDS
 * too) and the navbar's search button (SearchButton.tsx). The same interface as the hosted search's.
 */
const EMBEDDED_SEARCH_KEYS = new Set([
  ...Object.values(SEARCH_WORDS).map(([key]) => key).filter((key) => key.startsWith('theme.')),
  'theme.SearchBar.label',
  'theme.SearchPage.emptyResultsTitle',
  'theme.SearchPage.inputLabel',
  'theme.SearchPage.inputPlaceholder',
]);

/**
 * The theme's message files Docusaurus writes code.json from, with the keys taken (all when
 * `keys` is absent): the classic theme's, and the Algolia search's, whole for hosted search (as
 * Docusaurus writes it), and for the embedded search the keys its box and /search page read:
 * their words are Docusaurus's search theme's, which a site's code.json translates either way.
 */
function themeFiles(config: SiteConfig): { file: string; keys?: Set<string> }[] {
  return [{ file: 'theme-common.json' }, { file: 'theme-search-algolia.json', ...(config.search?.algolia ? {} : { keys: EMBEDDED_SEARCH_KEYS }) }];
}

/**
 * code.json: the site's messages, then the theme's (a theme key the site's code also has keeps
 * its place, as Docusaurus's merge of all extracted messages does). A theme key's message is the
 * theme's own in the locale's language where @docusaurus/theme-translations has it (Docusaurus's
 * `getDefaultCodeTranslationMessages`), else the English; its description the theme's.
 */
function codeMessages(site: Content, config: SiteConfig, locale: string): Content {
  const content: Content = new Map(site);
  const root = themeTranslationsRoot();
  if (!root) return content;
  const folder = localeFolder(root, config.i18n?.localeConfigs[locale]?.htmlLang ?? locale);
  // pxdocs's own words (theme/shared/pxdocs-messages.ts), in the locale's language where pxdocs has them.
  const ownWords = folder ? pxdocsTranslations(folder) : {};
  for (const [key, { message: english, description }] of Object.entries(PXDOCS_MESSAGES)) {
    content.set(key, { message: ownWords[key] ?? content.get(key)?.message ?? english, description });
  }
  for (const { file, keys } of themeFiles(config)) {
    const base = readJson(join(root, 'base', file));
    const own = folder ? readJson(join(root, folder, file)) : {};
    for (const [key, english] of Object.entries(base)) {
      if (key.endsWith('___DESCRIPTION') || typeof english !== 'string' || (keys && !keys.has(key))) continue;
      const description = base[`${key}___DESCRIPTION`];
      const message = typeof own[key] === 'string' ? own[key] as string : content.get(key)?.message ?? english;
      content.set(key, { message, ...(typeof description === 'string' ? { description } : {}) });
    }
  }
  return content;
}

function readJson(file: string): Record<string, unknown> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> : {};
}

function themeTranslationsRoot(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales');
  } catch {
    return undefined;
  }
}

/** The theme's folder for a locale, as Docusaurus picks it (theme-messages.ts): the tag, else its language's first; none for English. */
function localeFolder(root: string, tag: string): string | undefined {
  if (/^en\b/i.test(tag)) return undefined;
  const candidates = [tag, tag.replace('_', '-'), tag.split(/[-_]/)[0]!];
  for (const name of candidates) if (existsSync(join(root, name))) return name;
  return undefined;
}

/** Each docs instance's versions' files: [version, instance, content]. */
async function docsFiles(cwd: string, config: SiteConfig): Promise<[string, DocsInstance, Content][]> {
  const instances = docsInstances(config).filter((instance) => instance.config.docs);
  if (!instances.length) return [];
  const tree = await discover({ cwd, config, diagnostics: new Diagnostics() });
  const sidebars = buildSidebars(tree);
  const result: [string, DocsInstance, Content][] = [];
  for (const instance of instances) {
    const own = instance.config;
    const options = docsOptions(own)!;
    const model = docsModel(own);
    const versions = docsVersions(cwd, own, model, instance)?.map((version) => version.name) ?? [CURRENT_VERSION];
    for (const version of versions) {
      const content: Content = new Map([['version.label', { message: options.versions[version]?.label ?? (version === CURRENT_VERSION ? 'Next' : version), description: `The label for version ${version}` }]]);
      // The labels the sidebars file gives doc items (Docusaurus's `translatable` items), by sidebar.
      const docLabels = await sidebarDocLabels(cwd, version === CURRENT_VERSION ? (model.sidebars.kind === 'file' ? model.sidebars.file : undefined) : versionedSidebarsFile(cwd, own, version));
      for (const [id, items] of sidebars.items) {
        const owner = instanceOfId(id);
        if ((owner ?? '') !== (instance.prefix ? instance.id : '')) continue;
        const inInstance = instance.prefix ? id.slice(instance.prefix.length) : id;
        const itsVersion = /^version-([^/]+)\//.exec(inInstance)?.[1] ?? CURRENT_VERSION;
        if (itsVersion !== version) continue;
        const name = ownId(id);
        sidebarMessages(content, items, name, sidebars.generatedIndexes.filter((index) => index.sidebar === id));
        for (const [label, docId] of docLabels.get(name) ?? []) {
          content.set(`sidebar.${name}.doc.${label}`, { message: label, description: `The label for the doc item ${label} in sidebar ${name}, linking to the doc ${docId}` });
        }
      }
      result.push([version, instance, content]);
    }
  }
  return result;
}

function versionedSidebarsFile(cwd: string, config: SiteConfig, version: string): string | undefined {
  const id = docsOptions(config)?.id;
  const path = `${id && id !== 'default' ? `${id}_` : ''}versioned_sidebars/version-${version}-sidebars.json`;
  return existsSync(join(cwd, path)) ? path : undefined;
}

/** Categories (with a generated index's own title and description), then links, of one sidebar, as the docs plugin lists them. */
function sidebarMessages(content: Content, items: SidebarItem[], name: string, indexes: { category: { label: string }; title: string; description?: string }[]): void {
  const categories: (SidebarItem & { type: 'category' })[] = [];
  const links: (SidebarItem & { type: 'link' })[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'category') {
        categories.push(item);
        walk(item.items);
      } else if (item.type === 'link') links.push(item);
    }
  };
  walk(items);
  for (const category of categories) {
    const key = `sidebar.${name}.category.${category.label}`;
    content.set(key, { message: category.label, description: `The label for category ${category.label} in sidebar ${name}` });
    const index = indexes.find((entry) => entry.category.label === category.label);
    // A generated index titled by its category has no title of its own (Docusaurus writes one only when the link gives it).
    if (index && index.title !== category.label) content.set(`${key}.link.generated-index.title`, { message: index.title, description: `The generated-index page title for category ${category.label} in sidebar ${name}` });
    if (index?.description) content.set(`${key}.link.generated-index.description`, { message: index.description, description: `The generated-index page description for category ${category.label} in sidebar ${name}` });
  }
  for (const link of links) content.set(`sidebar.${name}.link.${link.label}`, { message: link.label, description: `The label for link ${link.label} in sidebar ${name}, linking to ${link.href}` });
}

/** Sidebar id → [label, doc id] of the `doc`/`ref` items a sidebars file labels itself. */
async function sidebarDocLabels(cwd: string, file: string | undefined): Promise<Map<string, [string, string][]>> {
  const found = new Map<string, [string, string][]>();
  if (!file) return found;
  const { sidebars } = await loadSidebarsFile(cwd, file);
  const walk = (value: unknown, into: [string, string][]) => {
    if (Array.isArray(value)) for (const item of value) walk(item, into);
    else if (value && typeof value === 'object') {
      const item = value as Record<string, unknown>;
      if ((item.type === 'doc' || item.type === 'ref') && typeof item.label === 'string' && typeof item.id === 'string') into.push([item.label, item.id]);
      else if (item.type === 'category') walk(item.items, into);
      // The `{ "Label": [...] }` shorthand.
      else if (item.type === undefined) for (const inner of Object.values(item)) walk(inner, into);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) {
    const labels: [string, string][] = [];
    walk(items, labels);
    if (labels.length) found.set(name, labels);
  }
  return found;
}

/** navbar.json: the title, the logo's alt text, every item's label (dropdowns' items after the top level's, as the theme lists them). */
function navbarMessages(config: SiteConfig): Content {
  const content: Content = new Map();
  if (config.navbar.title) content.set('title', { message: config.navbar.title, description: 'The title in the navbar' });
  if (config.navbar.logo?.alt) content.set('logo.alt', { message: config.navbar.logo.alt, description: 'The alt text of navbar logo' });
  const flatten = (items: readonly unknown[]): Record<string, unknown>[] => {
    const own = items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
    return [...own, ...own.flatMap((item) => (Array.isArray(item.items) ? flatten(item.items) : []))];
  };
  for (const item of flatten(config.navbar.items)) {
    if (typeof item.label === 'string' && item.label) content.set(`item.label.${item.label}`, { message: item.label, description: `Navbar item with label ${item.label}` });
  }
  return content;
}

/** footer.json: column titles, link labels, the copyright, the logo's alt text. */
function footerMessages(config: SiteConfig): Content {
  const content: Content = new Map();
  const footer = config.footer;
  const links = footer.links as readonly Record<string, unknown>[];
  const columns = links.length > 0 && 'title' in links[0]!;
  if (columns) {
    for (const column of links) if (typeof column.title === 'string' && column.title) content.set(`link.title.${column.title}`, { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` });
  }
  const items = columns ? links.flatMap((column) => column.items as Record<string, unknown>[]) : links;
  for (const link of items) {
    if (typeof link.label === 'string' && link.label) content.set(`link.item.label.${link.label}`, { message: link.label, description: `The label of footer link with label=${link.label} linking to ${String(link.to ?? link.href)}` });
  }
  if (footer.copyright) content.set('copyright', { message: footer.copyright, description: 'The footer copyright' });
  if (footer.logo?.alt) content.set('logo.alt', { message: footer.logo.alt, description: 'The alt text of footer logo' });
  return content;
}
