// Where a site's swizzled theme components are (Root's too, site-root.ts), and which are
// wrappers pxdocs renders (site-wrappers.ts): read from the files alone, for the swizzle
// warnings and the island candidates too, without the bundling code.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { themeFolders } from './theme-folders.js';
import { REPLACEABLE_PARTS, WRAPPABLE_PARTS, type WrappablePart } from '../theme/components/SiteWrapper.js';

const EXTENSIONS = ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs'];

/**
 * Where Docusaurus finds a swizzled theme component (`Root`, `DocItem/Footer`): a file, else a folder's index (absolute path),
 * of the first theme folder that has one.
 */
export function swizzledFile(cwd: string, name: string): string | undefined {
  // The site's src/theme first, then the themes' folders (theme-folders.ts).
  for (const folder of themeFolders(cwd)) {
    // Most sites have no src/theme: one stat of the folder, not twelve of files in it, for each part asked of every build.
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
    const candidates = [...EXTENSIONS.map((ext) => `${name}.${ext}`), ...EXTENSIONS.map((ext) => `${name}/index.${ext}`)];
    const found = candidates.map((candidate) => join(folder, candidate)).find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
    if (found) return found;
  }
  return undefined;
}

/**
 * The site's own `@theme/Admonition` (an ejected or wrapped `src/theme/Admonition/index.js`, or
 * `Admonition.js`), or undefined. Docusaurus draws every `:::keyword` box with it, so pages do too
 * (remark-admonitions.ts `siteComponent`); a folder with only a Types map is not one.
 */
export function siteAdmonitionComponent(cwd: string): string | undefined {
  return swizzledFile(cwd, 'Admonition');
}

/**
 * The site's component for the part (absolute path): its wrapper, when its swizzled file imports
 * `@theme-original/<part>`, or its own copy of a part pxdocs renders ejected copies of (REPLACEABLE_PARTS).
 */
export function wrapperFile(cwd: string, part: string): string | undefined {
  const path = swizzledFile(cwd, part);
  if (!path) return undefined;
  // Another ejected copy (no `@theme-original` import) replaces the part: still pxdocs's own, with its warning (swizzled.ts).
  return isSiteCopy(path, part) && !isReplaceablePart(part) ? undefined : path;
}

/** Whether the swizzled file at `path` is an ejected copy of `part` (it does not render `@theme-original/<part>`). */
export function isSiteCopy(path: string, part: string): boolean {
  // A theme's own wrapper imports what it wraps as `@theme-init/<part>` (Docusaurus's name for the first theme's).
  return !new RegExp(`['"]@theme-(original|init)/${part}['"]`).test(readFileSync(path, 'utf8'));
}

/** Whether pxdocs renders a site's ejected copy of `part` in place of its own (REPLACEABLE_PARTS). */
export function isReplaceablePart(part: string): boolean {
  return (REPLACEABLE_PARTS as readonly string[]).includes(part);
}

/** The site's wrappers, by part (absolute paths). */
export function siteWrapperFiles(cwd: string): Map<WrappablePart, string> {
  return new Map(WRAPPABLE_PARTS.flatMap((part) => {
    const file = wrapperFile(cwd, part);
    return file ? [[part, file] as const] : [];
  }));
}

/**
 * The site's map of navbar item types (Docusaurus's `src/theme/NavbarItem/ComponentTypes`: `{ ...ComponentTypes,
 * 'custom-github': Github }`): bundled with the wrappers, its `custom-*` components draw the config's items of those types.
 */
export const NAVBAR_ITEM_TYPES = 'NavbarItem/ComponentTypes';

export function navbarItemTypesFile(cwd: string): string | undefined {
  return swizzledFile(cwd, NAVBAR_ITEM_TYPES);
}

/**
 * Pieces of Docusaurus's Footer a site swizzles alone (src/theme/Footer/Layout without Footer/index: the band
 * restyled; Footer/LinkItem: its links): the footer is then drawn as Docusaurus's Footer draws it, with
 * the site's pieces where it has them (site-wrappers.ts FOOTER_FROM_PIECES).
 */
export const FOOTER_PIECES = ['Footer/Layout', 'Footer/Links', 'Footer/LinkItem', 'Footer/Logo', 'Footer/Copyright'];

/** The pieces of the footer the site has, when it has no Footer of its own (else its Footer draws them, or not). */
export function footerPieces(cwd: string): string[] {
  if (swizzledFile(cwd, 'Footer')) return [];
  return FOOTER_PIECES.filter((piece) => swizzledFile(cwd, piece));
}

/**
 * The site's swizzled CodeBlock when it wraps Docusaurus's (imports `@theme-original/CodeBlock`), absolute
 * path: fenced code renders through it, as Docusaurus's MDX renders every fence with `@theme/CodeBlock`
 * (compiler/mdx/rehype-code.ts, bundle-pages.ts). An ejected copy is not this: it stays pxdocs's, with its warning.
 */
export function codeBlockWrapperFile(cwd: string): string | undefined {
  const path = swizzledFile(cwd, 'CodeBlock');
  return path && !isSiteCopy(path, 'CodeBlock') ? path : undefined;
}

/** Whether pxdocs renders the site's wrapper of `part` (swizzled.ts: no "not shown" warning for it). */
export function isRenderedWrapper(part: string): boolean {
  return (WRAPPABLE_PARTS as readonly string[]).includes(part);
}

