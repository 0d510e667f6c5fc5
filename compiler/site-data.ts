// Resolves the config's navbar, footer and home links into the plain data the
// theme renders, failing on sidebar or doc ids that do not exist.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NavbarItem, SiteConfig } from './config/schema.js';
import { configPlace, configSource } from './config/source.js';
import { navbarItemTypesFile } from './site-wrapper-files.js';
import { isExternal, sitePublicUrl, staticUrl } from './paths.js';
import { PATHNAME_PROTOCOL, routeOfTo, withoutBase, withoutPathnameProtocol } from '../theme/shared/base-url.js';
import { firstHref, mainDocHref, versionsOfInstance, type GeneratedIndex, type Sidebars, type VersionEntry } from './sidebars.js';
import type { FooterLink, NavbarLogo, NavLink, SiteData } from '../theme/components/types.js';
import type { RecordedLink } from './mdx/remark-links.js';
import { searchBoot } from './search/config.js';
import { mermaidUrl } from './mdx/mermaid.js';
import { siteStorage } from './site-storage.js';
import { isDefaultMermaid } from '../theme/shared/mermaid-config.js';
import { pxErrors } from './errors/catalogue.js';
import { isInstanceId, isReleasedId } from '../theme/shared/version-ids.js';
import { ROOT_PATH } from '../theme/shared/base-html.js';
import { pageMessages, currentLocale, languageLabel, localeName, rootBase, siteDirection, siteLocales } from './i18n.js';
import { docsInstances, docsModel, docsOptions, type DocsInstance } from './config/docs-model.js';
import { CURRENT_VERSION, versionLabel } from './docs-versions.js';
import { escapeRegExp } from './regex-escape.js';
import { DEFAULT_VADALOG_LANGUAGES } from '../theme/shared/vadalog/languages.js';

/** `cwd`: the site folder, where a locale's `code.json` is read. `rootChat`: a built locale's chat is the root's. `analytics`: whether pages load the config's analytics (production builds; never `pxdocs dev`, as in Docusaurus). */
export function siteData(config: SiteConfig, sidebars: Sidebars, assets: SiteData['assets'], { analytics = false, cwd, rootChat = false }: { analytics?: boolean; cwd?: string; rootChat?: boolean } = {}): SiteData {
  const where = { file: configSource(config) };
  // The theme's words and the site's messages in the language built (compiler/i18n.ts).
  const messages = cwd ? pageMessages(cwd, config) : undefined;
  // In a versioned site, a doc or sidebar item links into each version that has its target;
  // its own href is the last version's (or the newest one's that has it).
  // An item naming a further docs instance (`docsPluginId`) looks in that instance's versions only.
  const versions = sidebars.versions;
  const perVersion = (instance: DocsInstance, find: (prefix: string) => { href: string; sidebar?: string } | undefined) => {
    const own = versionsOfInstance(sidebars, instance);
    const scopes = own ? [...own].sort((a, b) => Number(b.version.isLast) - Number(a.version.isLast)).map(({ version }) => ({ name: version.name, prefix: version.idPrefix })) : [{ name: '', prefix: instance.prefix }];
    const found = scopes.flatMap((scope) => {
      const target = find(scope.prefix);
      return target ? [[scope.name, target] as const] : [];
    });
    return found.length ? { first: found[0][1], ...(own ? { byVersion: Object.fromEntries(found), ...(instance.prefix ? { instance: instance.id } : {}) } : {}) } : undefined;
  };
  const linksOf = (entries: VersionEntry[] | undefined) => entries?.map(({ version, mainDoc }) => ({ name: version.name, label: version.label, href: mainDoc?.permalink ?? version.routeBase, isLast: version.isLast }));
  const versionLinks = linksOf(versions);
  const instanceVersions = sidebars.instanceVersions && Object.fromEntries([...sidebars.instanceVersions].map(([id, entries]) => [id, linksOf(entries)!]));
  const items = config.navbar.items.map((item, index) => {
    // `docs: false`: no doc, sidebar or version for the item to open; Docusaurus fails on it too.
    if (config.docs === false && (item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersion' || item.type === 'docsVersionDropdown')) {
      const name = 'label' in item && item.label ? `"${item.label}" ` : '';
      const target = item.type === 'doc' ? item.docId : item.type === 'docSidebar' ? item.sidebarId : item.type;
      throw pxErrors.DocsItemWithoutDocs.create({ message: `The navbar item ${name}(navbar.items[${index}], of type "${item.type}") opens the docs, and the site has none (\`docs: false\`).` }, { where: configPlace(cwd, config, target) });
    }
    const docsItem = item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersion' || item.type === 'docsVersionDropdown';
    const instance = docsItem ? instanceNamed(config, item.docsPluginId, `The navbar item ${'label' in item && item.label ? `"${item.label}" ` : ''}(navbar.items[${index}])`) : undefined;
    if (item.type === 'docSidebar') {
      const found = perVersion(instance!, (prefix) => {
        const sidebar = sidebars.items.get(prefix + item.sidebarId);
        const href = sidebar && firstHref(sidebar);
        return href ? { href, sidebar: prefix + item.sidebarId } : undefined;
      });
      if (!found) {
        if ([instance!.prefix, ...(versionsOfInstance(sidebars, instance!) ?? []).map(({ version }) => version.idPrefix)].some((prefix) => sidebars.items.has(prefix + item.sidebarId))) throw pxErrors.EmptySidebar.create({ message: `The sidebar "${item.sidebarId}" has no pages for the navbar item "${item.label}" to open.` }, { where });
        const known = instanceSidebarIds(sidebars, instance!, !!versions);
        throw pxErrors.UnknownSidebarId.create({ message: `The navbar item "${item.label}" names the sidebar "${item.sidebarId}", which does not exist.` }, { where, hint: `Known sidebars: ${known.join(', ') || 'none'}.` });
      }
      // `exact`: as Docusaurus's doc and sidebar items, active on the pages of its sidebar (and its own page) only, never by
      // path: with a doc at the docs' root (`slug: /`), every docs page is below the item's link, the pages of other sidebars too.
      return { label: item.label, href: found.first.href, external: false, sidebar: found.first.sidebar, position: item.position, exact: true, ...versionTargets(found) };
    }
    if (item.type === 'doc') {
      const found = perVersion(instance!, (prefix) => {
        const doc = sidebars.docsById.get(prefix + item.docId);
        if (doc) return { href: doc.permalink, sidebar: sidebars.docSidebar.get(doc.id) };
        const index = generatedIndexBySlug(sidebars, prefix, item.docId);
        return index ? { href: index.permalink, sidebar: index.sidebar } : undefined;
      });
      if (!found) throw pxErrors.UnknownDocId.create({ message: `The navbar item "${item.label}" names the doc id "${item.docId}", which does not exist.` }, { where });
      return { label: item.label, href: found.first.href, external: false, sidebar: found.first.sidebar, position: item.position, exact: true, ...versionTargets(found) };
    }
    if (item.type === 'docsVersionDropdown' || item.type === 'docsVersion') return versionItem(item, instance!.prefix ? instanceVersions?.[instance!.id] : versionLinks, instance!, sidebars, cwd);
    if (item.type === 'localeDropdown') return localeItem(item, config, sidebars);
    if (item.type === 'html') return { label: '', href: '', external: false, position: item.position, html: item.value, ...(item.className ? { className: item.className } : {}) };
    if (item.type === 'search') return { label: '', href: '', external: false, position: item.position, search: true as const, ...(item.className ? { className: item.className } : {}) };
    // The site's own type: drawn by its NavbarItem/ComponentTypes component, given the item's other keys (Navbar.tsx).
    if (isCustomItem(item)) {
      // `position` too, as Docusaurus's NavbarItem passes every key but `type`.
      const { type, ...props } = item;
      // Where the config writes the type: the page that finds no component for it names the line (render.ts).
      const place = configPlace(cwd, config, type);
      // A site with no map of navbar item types at all has none for this one: said now, before any page is built.
      if (cwd && !navbarItemTypesFile(cwd)) throw pxErrors.NavbarItemTypeUnknown.create({ index, type }, { where: place });
      return { label: '', href: '', external: false, position: item.position, custom: { type, props, ...(place.line ? { where: place } : {}) } };
    }
    if (item.type === 'dropdown') {
      const entries = item.items.map((entry) => dropdownEntry(entry, config, sidebars, `the navbar dropdown "${item.label}"`));
      // A label with a link of its own (Docusaurus's `to`/`href` on a dropdown) opens it; else it stands for the first entry.
      const own = item.to !== undefined || item.href !== undefined ? { ...linkOf(item, config.baseUrl), labelLink: true as const } : { href: entries[0].href, external: entries[0].external };
      return { label: item.label, ...own, position: item.position, items: entries, ...(item.className ? { className: item.className } : {}), ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}) };
    }
    // A link's `html` is its content (drawn inside it, below), not an HTML item's: its target is read without it.
    const link = linkOf({ label: item.label, to: item.to, href: item.href }, config.baseUrl);
    // An icon-only link (Docusaurus's GitHub link): a site whose stylesheet styles the link's class
    // draws the icon itself (`.header-github-link::before`); otherwise the theme draws one.
    const icon = !item.label && !item.html && !(item.className && stylesClass(item.className, config.customCss, cwd)) ? (/^https?:\/\/(www\.)?github\.com\//.test(link.href) ? 'github' as const : 'link' as const) : undefined;
    return {
      ...link,
      position: item.position,
      ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}),
      ...(item.className ? { className: item.className } : {}),
      ...(item.target ? { target: item.target } : {}),
      ...(item.exact ? { exact: true } : {}),
      // Docusaurus's useBaseUrl(activeBasePath): a route (`docs` is `/docs`), compared as the page's path starts.
      ...(item.activeBasePath ? { activeBasePath: withoutBase(config.baseUrl, item.activeBasePath.startsWith('/') ? item.activeBasePath : `/${item.activeBasePath}`) } : {}),
      ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
      ...(icon ? { icon } : {}),
      ...(item.html ? { contentHtml: item.html } : {}),
      ...(item.title ? { title: item.title } : {}),
    };
  });
  return {
    ...(versionLinks ? { versions: versionLinks } : {}),
    ...(instanceVersions ? { instanceVersions } : {}),
    title: config.title,
    tagline: config.tagline,
    url: sitePublicUrl(config),
    ...(config.baseUrl !== '/' ? { base: config.baseUrl } : {}),
    ...(config.trailingSlash === true ? { trailingSlash: true } : {}),
    titleDelimiter: config.titleDelimiter,
    lang: config.lang,
    ...(siteDirection(config) === 'rtl' ? { dir: 'rtl' as const } : {}),
    locale: localeName(config),
    ...(Object.keys(config.customFields).length ? { customFields: config.customFields } : {}),
    // For `@theme/Mermaid` in a page (a ```mermaid fence gets it at compile time).
    ...(config.markdown.mermaid ? { mermaidSrc: mermaidUrl() } : {}),
    // Only a site that changes mermaid's theme or options carries them (the island's defaults are Docusaurus's).
    ...(config.markdown.mermaid && !isDefaultMermaid(config.mermaid) ? { mermaid: config.mermaid } : {}),
    ...(config.imageZoom ? { imageZoom: config.imageZoom } : {}),
    ...localeData(config),
    ...(messages ? { messages } : {}),
    ...(config.noIndex ? { noIndex: true } : {}),
    ...(docsOptions(config)?.breadcrumbs === false ? { breadcrumbs: false as const } : {}),
    ...(config.docs === false ? { noDocs: true as const } : {}),
    navbar: { title: config.navbar.title, logo: navbarLogo(config.navbar.logo, config.baseUrl, config.navbar.title ? '' : config.title), brandMark: config.navbar.brandMark, items, hideOnScroll: config.navbar.hideOnScroll, ...(config.navbar.style ? { style: config.navbar.style } : {}) },
    footer: {
      // Columns, or Docusaurus's simple footer: one row of links.
      links: config.footer.links.flatMap((entry) => ('items' in entry ? [{ title: entry.title, items: entry.items.map((item) => footerLinkOf(item, config.baseUrl)) }] : [])),
      ...(config.footer.links.some((entry) => !('items' in entry)) ? { row: config.footer.links.flatMap((entry) => ('items' in entry ? [] : [footerLinkOf(entry, config.baseUrl)])) } : {}),
      ...(config.footer.logo ? { logo: { ...config.footer.logo, alt: config.footer.logo.alt ?? '', src: staticUrl(config.footer.logo.src), ...(config.footer.logo.srcDark ? { srcDark: staticUrl(config.footer.logo.srcDark) } : {}), ...(config.footer.logo.href ? { href: withoutBase(config.baseUrl, config.footer.logo.href), external: isExternal(config.footer.logo.href) } : {}) } } : {}),
      ...(config.footer.style === 'light' ? { style: 'light' as const } : {}),
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar,
    home: config.home,
    search: searchBoot(config),
    // A locale's pages built for `pxdocs serve` ask the chat at the site's root (it answers from the
    // default locale's pages); `pxdocs dev --locale` serves it under the locale's base, as every path.
    chat: config.chat.enabled
      ? {
          endpoint: rootChat && config.chat.endpoint.startsWith('/') && rootBase(config) !== config.baseUrl ? `${ROOT_PATH}${config.chat.endpoint.slice(1)}` : config.chat.endpoint,
          // The answers' fences are highlighted as the pages' are; only a list other than the chat's own default is written.
          ...(config.highlight.vadalogLanguages.join(' ') !== DEFAULT_VADALOG_LANGUAGES.join(' ') ? { vadalogLanguages: config.highlight.vadalogLanguages.map((name) => name.toLowerCase()) } : {}),
        }
      : undefined,
    assets,
    ...(config.stylesheets.length || config.scripts.length || config.metadata.length || config.headTags.length
      ? {
          head: {
            // Root-relative ones are site paths, as links are (the pages get the base in front).
            stylesheets: config.stylesheets.map((item) => (typeof item === 'string' ? { href: item } : item)).map((item) => ({ ...item, href: withoutBase(config.baseUrl, item.href) })),
            scripts: config.scripts.map((item) => (typeof item === 'string' ? { src: item } : item)).map((item) => ({ ...item, src: withoutBase(config.baseUrl, item.src) })),
            metadata: config.metadata,
            tags: tagsWithoutBase(config.headTags, config.baseUrl),
          },
        }
      : {}),
    ...(config.preBodyTags.length || config.postBodyTags.length ? { bodyTags: { start: tagsWithoutBase(config.preBodyTags, config.baseUrl), end: tagsWithoutBase(config.postBodyTags, config.baseUrl) } } : {}),
    ...siteStorageData(config),
    colorMode: { defaultMode: config.colorMode.defaultMode, disableSwitch: config.colorMode.disableSwitch, ...(config.colorMode.respectPrefersColorScheme ? { followSystem: true as const } : {}) },
    ...(config.sidebar.hideable || config.sidebar.autoCollapseCategories ? { sidebar: config.sidebar } : {}),
    ...(analytics && (config.gtag || config.googleTagManager) ? {
      analytics: {
        ...(config.gtag ? { gtag: { ids: [config.gtag.trackingID].flat(), anonymizeIP: config.gtag.anonymizeIP } } : {}),
        ...(config.googleTagManager ? { tagManager: config.googleTagManager.containerId } : {}),
      },
    } : {}),
    ...(config.favicon ? { favicon: staticUrl(config.favicon) } : {}),
    ...(config.image ? { image: staticUrl(config.image) } : {}),
  };
}

/** The site's locales for the theme: the dropdown, hreflang links, `<html dir>`, `<Translate>`'s messages. */
function localeData(config: SiteConfig): Pick<SiteData, 'i18n'> {
  const locales = siteLocales(config);
  if (!locales) return {};
  const origin = sitePublicUrl({ ...config, baseUrl: rootBase(config) }).replace(/\/+$/, '');
  return {
    i18n: {
      current: currentLocale(config)!.name,
      locales: locales.map((locale) => ({
        name: locale.name,
        label: locale.label,
        htmlLang: locale.htmlLang,
        direction: locale.direction,
        path: locale.path ? `${locale.path}/` : '',
        url: `${origin}${locale.path ? `/${locale.path}` : ''}`,
      })),
    },
  };
}

type LocaleItem = Extract<SiteConfig['navbar']['items'][number], { type: 'localeDropdown' }>;

/** The locale dropdown: its entries are drawn for each page by the navbar (Navbar.tsx `forPage`). */
function localeItem(item: LocaleItem, config: SiteConfig, sidebars: Sidebars): NavLink {
  const locale = currentLocale(config);
  // A site in one language has a dropdown of that one, as Docusaurus draws it: labelled as its config says,
  // else by the locale's name (`en`: "English"), not its <html lang> (`en-US`: "American English").
  const only = config.i18n?.localeConfigs[config.i18n.defaultLocale]?.label ?? languageLabel(localeName(config));
  const entries = [
    ...item.dropdownItemsBefore.map((entry) => dropdownEntry(entry, config, sidebars, 'the locale dropdown')),
    ...(siteLocales(config) ?? [{ label: only, path: '', name: config.lang }]).map((each) => ({ label: each.label, href: `${ROOT_PATH}${each.path ? `${each.path}/` : ''}`, external: false, locale: each.name })),
    ...item.dropdownItemsAfter.map((entry) => dropdownEntry(entry, config, sidebars, 'the locale dropdown')),
  ];
  return {
    label: locale?.label ?? only,
    href: entries[0]?.href ?? '/',
    external: false,
    position: item.position,
    items: entries,
    locales: item.queryString ? { queryString: item.queryString } : {},
    ...(item.className ? { className: item.className } : {}),
  };
}

type VersionItem = Extract<SiteConfig['navbar']['items'][number], { type: 'docsVersionDropdown' | 'docsVersion' }>;
type VersionLink = NonNullable<SiteData['versions']>[number];

/**
 * The versions dropdown and the version link: drawn for the last version here,
 * for the page's own by the navbar (Navbar.tsx `forPage`). An unversioned site
 * has one version, the docs folder: a link to its first doc, as Docusaurus
 * draws a dropdown of one.
 */
function versionItem(item: VersionItem, versionLinks: VersionLink[] | undefined, instance: DocsInstance, sidebars: Sidebars, cwd: string | undefined): NavLink {
  const { config } = instance;
  const where = { file: configSource(config) };
  const className = item.className ? { className: item.className } : {};
  if (!versionLinks) {
    const first = mainDocHref(sidebars, instance, docsModel(config).routeBasePath);
    if (!first) throw pxErrors.UnversionedDocs.create({ message: `The navbar item of type "${item.type}" links to the docs' first page, and the docs have none.` }, { where });
    // The docs folder's label, translated in a locale's pass (`current.json`) as a versioned site's are.
    const given = docsOptions(config)?.versions.current?.label;
    const label = (item.type === 'docsVersion' ? item.label : undefined) ?? (cwd ? versionLabel(cwd, config, CURRENT_VERSION, given) : given ?? 'Next');
    return { label, href: item.type === 'docsVersion' ? item.to ?? first : first, external: false, position: item.position, ...className };
  }
  const last = versionLinks.find((version) => version.isLast)!;
  // A further docs instance's item follows that instance's version of the page (Navbar.tsx `forPage`).
  const whose = instance.prefix ? { instance: instance.id } : {};
  if (item.type === 'docsVersion') {
    const byVersion = Object.fromEntries(versionLinks.map((version) => [version.name, { href: item.to ?? version.href }]));
    return { label: item.label ?? last.label, href: item.to ?? last.href, external: false, position: item.position, byVersion, ...whose, versions: { kind: 'link', ...(item.label ? { fixedLabel: true } : {}) }, ...className };
  }
  const names = item.versions === undefined ? undefined : Array.isArray(item.versions) ? item.versions : Object.keys(item.versions);
  const chosen = !names ? versionLinks : names.map((name) => {
    const version = versionLinks.find((candidate) => candidate.name === name);
    if (!version) throw pxErrors.UnknownDocsVersion.create({ message: `The versions dropdown lists the version "${name}", which is not built (built: ${versionLinks.map((candidate) => candidate.name).join(', ')}).` }, { where });
    const label = Array.isArray(item.versions) ? undefined : item.versions![name].label;
    return label ? { ...version, label } : version;
  });
  const entries = [
    ...item.dropdownItemsBefore.map((entry) => dropdownEntry(entry, config, sidebars, 'the versions dropdown')),
    ...chosen.map((version) => ({ label: version.label, href: version.href, external: false, version: version.name })),
    ...item.dropdownItemsAfter.map((entry) => dropdownEntry(entry, config, sidebars, 'the versions dropdown')),
  ];
  // One entry in all (a single version, 2060-io/hologram-docs's "Next"): Docusaurus draws no menu of one but a
  // link labelled with the version, to its doc, as the `docsVersion` item is.
  if (entries.length <= 1 && chosen.length === 1) {
    const [only] = chosen;
    return { label: only.label, href: only.href, external: false, position: item.position, byVersion: { [only.name]: { href: only.href } }, ...whose, versions: { kind: 'link' }, ...className };
  }
  return { label: last.label, href: last.href, external: false, position: item.position, items: entries, ...whose, versions: { kind: 'dropdown', active: !item.dropdownActiveClassDisabled }, ...className };
}

/**
 * Whether one of the site's stylesheets names one of `className`'s classes. A package's
 * stylesheet carried in customCss (a video embed's) does not draw the site's icon links;
 * without the site folder at hand, any stylesheet of the site's own is taken to.
 */
function stylesClass(className: string, customCss: string[], cwd: string | undefined): boolean {
  const own = customCss.filter((path) => !/(^|[\\/])node_modules[\\/]/.test(path));
  if (!cwd) return own.length > 0;
  const classes = className.split(/\s+/).filter(Boolean);
  return own.some((path) => {
    let text: string;
    try {
      text = readFileSync(resolve(cwd, path), 'utf8');
    } catch {
      return false;
    }
    return classes.some((name) => new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`).test(text));
  });
}

/**
 * A generated index page named by its slug, as a doc id: Docusaurus lists a version's
 * generated indexes among its docs with `id: slug`, so `type: 'doc', docId: '/category/api'`
 * opens that page there (before, the build stopped on an unknown doc id). `prefix`: the
 * version's id prefix ('' for the docs folder), whose sidebars hold the page.
 */
function generatedIndexBySlug(sidebars: Sidebars, prefix: string, slug: string): GeneratedIndex | undefined {
  return sidebars.generatedIndexes.find((index) => index.slug === slug && (prefix ? index.sidebar.startsWith(prefix) : !isReleasedId(index.sidebar)));
}

type DropdownEntry = Extract<SiteConfig['navbar']['items'][number], { type: 'dropdown' }>['items'][number];

/** An entry of a navbar dropdown: a link, or a doc by id (of the last version, in a versioned site). */
function dropdownEntry(entry: DropdownEntry, config: SiteConfig, sidebars: Sidebars, what: string): { label: string; href: string; external: boolean; className?: string; html?: string } {
  const className = entry.className ? { className: entry.className } : {};
  if (entry.type === 'html') return { label: '', href: '', external: false, html: entry.value, ...className };
  if (entry.type !== 'doc') return { ...linkOf(entry, config.baseUrl), ...className };
  if (config.docs === false) throw pxErrors.DocsItemWithoutDocs.create({ message: `${what[0].toUpperCase()}${what.slice(1)} has an entry of type "doc" (the doc id "${entry.docId}"), and the site has no docs (\`docs: false\`).` }, { where: { file: configSource(config) } });
  // A further docs instance's doc (`docsPluginId`) by its prefix; the first instance's in its last version.
  const instance = instanceNamed(config, entry.docsPluginId, `${what[0].toUpperCase()}${what.slice(1)}`);
  const prefix = versionsOfInstance(sidebars, instance)?.find(({ version }) => version.isLast)?.version.idPrefix ?? instance.prefix;
  const doc = sidebars.docsById.get(prefix + entry.docId) ?? (instance.prefix ? undefined : sidebars.docsById.get(entry.docId));
  const index = doc ? undefined : generatedIndexBySlug(sidebars, prefix, entry.docId) ?? generatedIndexBySlug(sidebars, '', entry.docId);
  if (index) return { label: entry.label ?? index.title, href: index.permalink, external: false, ...className };
  if (!doc) throw pxErrors.UnknownDocId.create({ message: `${what[0].toUpperCase()}${what.slice(1)} names the doc id "${entry.docId}", which does not exist.` }, { where: { file: configSource(config) } });
  return { label: entry.label ?? doc.title, href: doc.permalink, external: false, ...className };
}

/** A doc or sidebar item's targets in each version of its docs instance, when it has versions. */
function versionTargets(found: { byVersion?: Record<string, { href: string; sidebar?: string }>; instance?: string }): Pick<NavLink, 'byVersion' | 'instance'> {
  return found.byVersion ? { byVersion: found.byVersion, ...(found.instance ? { instance: found.instance } : {}) } : {};
}

/** The docs instance an item names with `docsPluginId` (the first without one). */
function instanceNamed(config: SiteConfig, id: string | undefined, what: string): DocsInstance {
  const instances = docsInstances(config);
  if (id === undefined) return instances[0];
  const found = instances.find((instance) => instance.id === id);
  if (found) return found;
  throw pxErrors.UnknownDocsInstance.create({ message: `${what} names the docs instance "${id}" (docsPluginId), which the site does not have; its docs instances are ${instances.map((instance) => `"${instance.id}"`).join(', ')}.` }, { where: { file: configSource(config) } });
}

/** An instance's sidebar ids as its sidebars file names them (without its released versions'). */
function instanceSidebarIds(sidebars: Sidebars, instance: DocsInstance, versioned: boolean): string[] {
  const ids = [...sidebars.items.keys()];
  if (instance.prefix) return ids.filter((id) => id.startsWith(instance.prefix)).map((id) => id.slice(instance.prefix.length)).filter((id) => !isReleasedId(id));
  return ids.filter((id) => !isInstanceId(id) && (!versioned || !isReleasedId(id)));
}

/** A navbar or footer link of the config: `to` or `href` (a route by default `/`), and whether it leaves the site. */
function linkOf(item: { label?: string; to?: string; href?: string } | { html: string }, base: string): { label: string; href: string; external: boolean; unchecked?: true; noIcon?: true; html?: string } {
  if ('html' in item) return { label: '', href: '', external: false, html: item.html };
  // A link written with the base URL (`href: '/project/x'`, as Docusaurus's raw `href` is) is the site path `/x`;
  // one written `pathname:///x` is the site path `/x` too, opened in place (base-url.ts `withoutPathnameProtocol`).
  const written = item.to ?? item.href;
  if (written?.startsWith(PATHNAME_PROTOCOL)) return { label: item.label ?? '', href: withoutPathnameProtocol(written), external: false, unchecked: true };
  const href = withoutSlash(item.to !== undefined ? routeOfTo(base, item.to) : withoutBase(base, item.href ?? '/'));
  // Docusaurus marks an `href` off the site with its external icon, never a `to` (a URL given as `to` opens plainly).
  return { label: item.label ?? '', href, external: isExternal(href), ...(item.to !== undefined && isExternal(href) ? { noIcon: true as const } : {}) };
}

/** A footer link of the config, with the classes it gives its link. */
function footerLinkOf(item: Parameters<typeof linkOf>[0] & { className?: string; target?: string }, base: string): FooterLink {
  const link = linkOf(item, base);
  if ('html' in item) return link;
  return { ...link, ...(item.className ? { className: item.className } : {}), ...(item.target ? { target: item.target } : {}) };
}

/**
 * A site path written with a trailing slash (`to: 'docs/'`, Docusaurus 2's templates) as
 * the page's own path (`/docs`), as links in pages are written: the build writes `docs.html`,
 * and a static host answers `/docs/` with a 404 (Docusaurus wrote `docs/index.html`). With
 * `trailingSlash: true` the page's slash is put back with every other link's.
 */
function withoutSlash(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  if (path.length <= 1 || !path.endsWith('/')) return href;
  return path.replace(/\/+$/, '') + (end === -1 ? '' : href.slice(end));
}

/**
 * `alt`: the text for a logo whose config gives none: none beside a navbar title, which names it (an alt
 * repeating it is read twice, axe's image-redundant-alt), else the site's title, as Docusaurus's Logo.
 */
function navbarLogo(logo: SiteConfig['navbar']['logo'], base: string, alt: string): NavbarLogo | undefined {
  if (!logo) return undefined;
  const href = withoutSlash(withoutBase(base, logo.href ?? '/'));
  // `img/logo.svg`, as Docusaurus configs write it, names a file of the static folder.
  return { ...logo, alt: logo.alt ?? alt, src: staticUrl(logo.src), ...(logo.srcDark ? { srcDark: staticUrl(logo.srcDark) } : {}), href, external: isExternal(href) };
}

/** A navbar item of the site's own type (`custom-<name>`). */
function isCustomItem(item: NavbarItem): item is Extract<NavbarItem, { type: `custom-${string}` }> {
  return item.type.startsWith('custom-');
}

/** Internal links written in the config, checked like links in pages. */
export function configLinks(site: SiteData, options: { footer?: boolean } = {}): RecordedLink[] {
  // Links and HTML items alike: a dropdown stands for its entries.
  // An item of the site's own type (`custom`) has no link of the config's: the site's component draws it.
  type Entry = { href: string; external: boolean; unchecked?: true; html?: string; custom?: unknown };
  // A locale entry is drawn per page (the same page in that locale), never a route of this build.
  // A dropdown's label with a link of its own is checked with its entries.
  const navbar: Entry[] = site.navbar.items.flatMap((item) => (item.items ? [...(item.labelLink ? [item] : []), ...item.items.filter((entry) => entry.locale === undefined)] : [item]));
  // Not the footer's when the site draws its links itself (its own Footer or Footer/LinkItem: site-wrappers.ts `ownFooterLinks`).
  const footer: Entry[] = options.footer === false ? [] : [...site.footer.links.flatMap((column) => column.items), ...(site.footer.row ?? [])];
  const internal = (items: Entry[]) => items.filter((item) => item.html === undefined && !item.external && !item.custom && !item.unchecked).map((item) => item.href);
  // The site's own HTML (announcement, copyright, HTML items) is read for its links.
  const html = [site.announcementBar?.content ?? '', site.footer.copyright, ...[...navbar, ...footer].map((item) => item.html ?? '')].join(' ');
  const hrefs = [
    ...internal(navbar),
    ...(site.navbar.logo && !site.navbar.logo.external ? [site.navbar.logo.href] : []),
    ...internal(footer),
    ...(site.footer.logo?.href && !site.footer.logo.external ? [site.footer.logo.href] : []),
    ...(site.home ? [site.home.cta.to, ...site.home.areas.map((area) => area.to)] : []),
  ];
  const inHtml = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).filter((href) => !isExternal(href));
  return [
    ...hrefs.map((href) => ({ href, raw: href, kind: 'route' as const })),
    // Docusaurus checks none of these (it renders the HTML as written): a broken one warns at most.
    ...inHtml.map((href) => ({ href, raw: href, kind: 'route' as const, html: true })),
  ];
}

/**
 * The config's own tags with their root-relative `href` and `src` as site paths, as stylesheets' and
 * scripts' are: the pages get the base in front of every such URL, so one written with the base already
 * (DamienHarper/auditor-docs's favicons, `href: '/auditor-docs/img/favicon.svg'` under the base
 * `/auditor-docs/`) came out with it twice.
 */
export function tagsWithoutBase<T extends { attributes: Record<string, string | boolean> }>(tags: T[], base: string): T[] {
  if (base === '/') return tags;
  return tags.map((tag) => {
    const attributes = { ...tag.attributes };
    for (const name of ['href', 'src']) {
      const value = attributes[name];
      if (typeof value === 'string') attributes[name] = withoutBase(base, value);
    }
    return { ...tag, attributes };
  });
}

/** The site's storage, for the page (SiteData.storage) when it is not the default. */
function siteStorageData(config: SiteConfig): Pick<SiteData, 'storage'> {
  const { type, namespace } = siteStorage(config);
  if (type === 'localStorage' && !namespace) return {};
  return { storage: { ...(type === 'sessionStorage' ? { type } : {}), ...(namespace ? { namespace } : {}) } };
}
