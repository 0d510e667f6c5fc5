// The docs versions, as Docusaurus's docs plugin reads them: `versions.json`
// beside the config lists the released versions, newest first; each is a copy of
// the docs in `versioned_docs/version-<name>/` with its sidebars in
// `versioned_sidebars/version-<name>-sidebars.json`; the docs folder itself is
// the unreleased version `current`. The defaults (labels, paths, banners,
// badges) follow the plugin's, so a site moved from Docusaurus keeps its URLs.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { refuseSpecialFile } from './site-file.js';
import type { SiteConfig } from './config/schema.js';
import { docsOptions, type DocsInstance, type DocsModel, type SidebarSource } from './config/docs-model.js';
import { joinPermalink, unsafePermalinkReason } from './paths.js';
import { configSource } from './config/source.js';
import { pxErrors } from './errors/catalogue.js';
import { versionIdPrefix } from '../theme/shared/version-ids.js';
// i18n.ts imports this module too; the cycle is safe: each only calls the other's functions, never at load.
import { docsMessages } from './i18n.js';
import { parseJsonText, syntaxErrorAt, syntaxErrorMessage, withoutBom } from './json-text.js';

export const CURRENT_VERSION = 'current';

export interface DocsVersion {
  /** `current` for the docs folder, else the name in `versions.json`. */
  name: string;
  label: string;
  /** Route of the version's docs: `/docs` (the last version), `/docs/next`, `/docs/2.0`. */
  routeBase: string;
  /**
   * What this version's doc and sidebar ids start with inside pxdocs: '' for the
   * docs folder (so an unversioned site's ids are as they always were),
   * `version-<name>/` for a released version (Docusaurus 1's own spelling). Authors
   * never write it: a version's sidebars, category links and pagination name
   * the version's own ids, and the lookups add the prefix.
   */
  idPrefix: string;
  /** Its folder, relative to the site root. */
  dir: string;
  sidebars: SidebarSource;
  tagsPath: string;
  banner?: 'unreleased' | 'unmaintained';
  badge: boolean;
  className: string;
  noIndex: boolean;
  isLast: boolean;
  /** The docs instance it belongs to, when not the first (`docsInstances`): its id. */
  instance?: string;
}

/**
 * The names `versions.json` lists (`<id>_versions.json` for a named docs instance), in its order,
 * or none. It may list "current" itself: Docusaurus's docs plugin then keeps the docs folder where
 * the file puts it, among the released versions, rather than ahead of them (the order of the
 * version dropdown, and which versions are "unreleased"), as 203-Systems/Matrix-Wiki's does.
 */
export function versionsFileNames(cwd: string, config: SiteConfig): string[] {
  const prefix = filePrefix(config);
  const file = join(cwd, `${prefix}versions.json`);
  if (!existsSync(file)) return [];
  let names: unknown;
  refuseSpecialFile(file, relative(cwd, file));
  const text = readFileSync(file, 'utf8');
  try {
    names = parseJsonText(text);
  } catch (error) {
    // At the error's line and column, as a sidebars.json's ("Unexpected end of JSON input" alone named no place).
    throw pxErrors.InvalidVersionsFile.create({ message: `${prefix}versions.json is not valid JSON: ${syntaxErrorMessage(error)}.` }, { where: { file: `${prefix}versions.json`, ...syntaxErrorAt(error, withoutBom(text)) } });
  }
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string' && name.trim() !== '')) {
    throw pxErrors.InvalidVersionsFile.create({ message: `${prefix}versions.json must hold a list of version names, newest first, such as ["2.0", "1.4"].` }, { where: { file: `${prefix}versions.json` } });
  }
  // A name is a folder name and a route segment: `../x` would read and write outside the site.
  for (const name of names as string[]) {
    const reason = name.includes('/') ? 'it contains `/`' : unsafePermalinkReason(`/${name}`);
    if (reason) {
      throw pxErrors.InvalidVersionsFile.create({ message: `${prefix}versions.json lists the version "${name}", which cannot be used: ${reason}.` }, { where: { file: `${prefix}versions.json` }, hint: 'Name versions with letters, digits, ".", "-" and "_" (such as "2.0" or "v1-beta").' });
    }
  }
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) {
    throw pxErrors.InvalidVersionsFile.create({ message: `${prefix}versions.json lists the version "${twice}" twice.` }, { where: { file: `${prefix}versions.json` } });
  }
  return names as string[];
}

/** Released version names from `versions.json`, newest first: its names less "current" (the docs folder), or none. */
export function releasedVersions(cwd: string, config: SiteConfig): string[] {
  return versionsFileNames(cwd, config).filter((name) => name !== CURRENT_VERSION);
}

function filePrefix(config: SiteConfig): string {
  const id = docsOptions(config)?.id;
  return id && id !== 'default' ? `${id}_` : '';
}

/**
 * The versions a build makes, newest first (`current` ahead of the released
 * ones, unless versions.json places it), or undefined for an unversioned site: no `versions.json`, or
 * `disableVersioning`, with only the docs folder to build.
 */
export function docsVersions(cwd: string, config: SiteConfig, model: DocsModel, instance?: DocsInstance): DocsVersion[] | undefined {
  const options = docsOptions(config);
  if (!options) return undefined;
  // disableVersioning builds the docs folder alone, as the only version: versions.json is not read.
  const listed = options.disableVersioning ? [] : versionsFileNames(cwd, config);
  const released = listed.filter((name) => name !== CURRENT_VERSION);
  // No released version: the docs folder alone, unversioned at the route base, unless the options shape its
  // version: a path of its own (`versions: { current: { path: 'next' } }`, 2060-io/hologram-docs), a banner,
  // a badge, noIndex or a class. Docusaurus applies them to the only version too; pxdocs served its pages one
  // level up, at other URLs, without the banner, badge and noindex.
  const current = options.versions[CURRENT_VERSION];
  const shaped = current !== undefined && (current.path !== undefined || current.banner !== undefined || current.badge !== undefined || current.noIndex !== undefined || current.className !== undefined);
  if (!released.length && !(options.includeCurrentVersion && shaped)) return undefined;
  const where = { file: configSource(config) };
  // The docs folder goes first, unless versions.json places it (Docusaurus's readVersionNames).
  const all = !options.includeCurrentVersion ? released : listed.includes(CURRENT_VERSION) ? listed : [CURRENT_VERSION, ...listed];
  // With disableVersioning, options naming the released versions are left aside, not refused (turned off for a while).
  for (const name of options.disableVersioning ? [] : [...(options.onlyIncludeVersions ?? []), ...Object.keys(options.versions), ...(options.lastVersion ? [options.lastVersion] : [])]) {
    if (!all.includes(name)) {
      throw pxErrors.UnknownDocsVersion.create({ message: `The docs options name the version "${name}", which is not one of this site's: ${all.join(', ')}.` }, { where, hint: `Versions come from ${filePrefix(config)}versions.json, plus "current" (the docs folder) unless includeCurrentVersion is false.` });
    }
  }
  const names = options.onlyIncludeVersions && !options.disableVersioning ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  const lastName = options.disableVersioning ? CURRENT_VERSION : options.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (!names.includes(lastName)) {
    throw pxErrors.UnknownDocsVersion.create({ message: `The last version "${lastName}" is not among the versions built (onlyIncludeVersions: ${names.join(', ')}).` }, { where, hint: 'Add it to onlyIncludeVersions, or set lastVersion to one of them.' });
  }
  const prefix = filePrefix(config);
  return names.map((name) => {
    const own = options.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION;
    const isLast = name === lastName;
    const path = own.path ?? (isLast ? '' : isCurrent ? 'next' : name);
    const routeBase = joinPermalink(model.routeBasePath, path);
    const dir = isCurrent ? model.dir : `${prefix}versioned_docs/version-${name}`;
    if (!existsSync(join(cwd, dir))) {
      throw pxErrors.MissingDocsFolder.create({ message: `The docs of version ${name} should be in ${dir}/, which does not exist.` }, { where: { file: `${prefix}versions.json` }, hint: `Restore the folder, or remove "${name}" from ${prefix}versions.json.` });
    }
    const sidebarFile = `${prefix}versioned_sidebars/version-${name}-sidebars.json`;
    // A released version keeps the sidebars it was cut with. Without that file it has none, as in
    // Docusaurus (its docs:version writes no file for a version cut without sidebars, and the docs
    // plugin reads a missing one as "no sidebars"): its pages show no sidebar (ealush/vest's 4.x).
    const sidebars: SidebarSource = isCurrent || model.sidebars.kind === 'none' ? model.sidebars : existsSync(join(cwd, sidebarFile)) ? { kind: 'file', file: sidebarFile } : { kind: 'none' };
    const order = names.indexOf(name) - names.indexOf(lastName);
    const banner = own.banner ? (own.banner === 'none' ? undefined : own.banner) : order < 0 ? 'unreleased' : order > 0 ? 'unmaintained' : undefined;
    return {
      name,
      label: versionLabel(cwd, config, name, own.label),
      routeBase,
      // A further docs instance's versions prefix their ids with its own prefix too (`#community/version-1.0/`).
      idPrefix: (instance?.prefix ?? '') + versionIdPrefix(name, isCurrent),
      ...(instance?.prefix ? { instance: instance.id } : {}),
      dir,
      sidebars,
      tagsPath: joinPermalink(routeBase, options.tagsBasePath),
      ...(banner ? { banner } : {}),
      badge: own.badge ?? names.length > 1,
      className: own.className ?? `docs-version-${name}`,
      noIndex: own.noIndex ?? false,
      isLast,
    };
  });
}

/**
 * What a version is called where it is shown (badge, banner, dropdown, navbar link): in a
 * locale's pass its translations file's `version.label` (`current.json`, `version-<name>.json`),
 * else the label the options give, else Docusaurus's default (`Next` for the docs folder, the
 * name otherwise), as the docs plugin's `translateVersion`. The name itself (URLs, search's
 * `docsearch:version`) is never translated.
 */
export function versionLabel(cwd: string, config: SiteConfig, name: string, given: string | undefined): string {
  return docsMessages(cwd, config, name).get('version.label') ?? given ?? (name === CURRENT_VERSION ? 'Next' : name);
}

/** The version a route belongs to: the one with the longest route base that contains it. */
export function versionOfPath<T extends { routeBase: string }>(versions: readonly T[], path: string): T | undefined {
  let found: T | undefined;
  for (const version of versions) {
    const base = version.routeBase;
    const inside = base === '/' || path === base || path.startsWith(`${base}/`);
    if (inside && (!found || base.length > found.routeBase.length)) found = version;
  }
  return found;
}

/**
 * What `pxdocs dev` watches besides the docs folder, and re-reads the content
 * for: `versions.json`, the versioned docs and their sidebars (site-relative).
 */
export function versioningPaths(config: SiteConfig): { versionsFile: string; docs: string; sidebars: string } {
  const prefix = filePrefix(config);
  return { versionsFile: `${prefix}versions.json`, docs: `${prefix}versioned_docs`, sidebars: `${prefix}versioned_sidebars` };
}
