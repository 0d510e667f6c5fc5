// Which HTML elements a Docusaurus site's src/theme/MDXComponents replaces
// (`export default { ...MDXComponents, a: LocalLink }`). MDX renders every
// element through the components map, so a site's `a` renders each Markdown
// link. pxdocs serializes plain HTML at build time instead (rehype-hoist-static)
// and renders plain pages without a module (the fast path): an element the site
// replaces must stay an element for its component to render it.
//
// The file is read, never run (as `pxdocs init` reads a config): the keys of
// its exported object. A spread of pxdocs's own map adds nothing; what cannot
// be read (a function, a spread of another file's object) could replace any
// element, so then every element stays one (slower pages, the right output).
import { themeFolders } from '../theme-folders.js';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { transformSync, type Loader } from 'esbuild';
import { evaluateConfigSource, isPlainObject, ModuleRef } from '../config/static-eval.js';
import { ADMONITION_TYPES } from '../../theme/shared/admonitions.js';

/** What a site's components map replaces: some elements, or any of them. */
export type ComponentTags = string[] | 'all';

/** Lower-case keys are HTML elements in MDX's components map; capitalized ones are components. */
const ELEMENT = /^[a-z][a-z0-9]*$/;
const THEME_MAP = new Set(['@theme-original/MDXComponents', '@theme/MDXComponents']);

const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'jsx', '.cjs': 'jsx' };

/**
 * Where a Docusaurus site keeps its global MDX components (swizzled MDXComponents), if it has them:
 * a file, or a folder with an index (`@theme/MDXComponents` is a module path to Docusaurus, and
 * typescript-eslint's site, say, keeps a folder).
 */
const SITE_MDX_COMPONENTS = ['MDXComponents', 'MDXComponents/index'].flatMap((stem) => ['tsx', 'ts', 'jsx', 'js'].map((ext) => `${stem}.${ext}`));

/** The first theme folder's (src/theme, then the themes': theme-folders.ts). */
export function siteMdxComponents(cwd: string): string | undefined {
  for (const folder of themeFolders(cwd)) {
    for (const name of SITE_MDX_COMPONENTS) {
      const file = join(folder, name);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/**
 * The site's swizzled `src/theme/Admonition/Types` (Docusaurus's documented way to add an
 * admonition type: a map of keyword → component, from `@theme-original/Admonition/Types`),
 * or undefined. Pages render the config's own keywords through it (remark-admonitions.ts).
 */
export function siteAdmonitionTypes(cwd: string): string | undefined {
  for (const folder of themeFolders(cwd)) {
    for (const ext of ['tsx', 'ts', 'jsx', 'js']) {
      const file = join(folder, 'Admonition', `Types.${ext}`);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/** How Docusaurus's own Types map names a built-in keyword's component. */
const STOCK_TYPES = new Set(['@theme/Admonition/Types', '@theme-original/Admonition/Types']);

/**
 * The built-in keywords (`success`, `note`…) the site's Types map (`file`) draws with a component
 * of its own rather than the theme's: NishizakiHayato/plrail_wiki maps `success`, `important` and
 * `secondary` to the theme's Tip, Info and Note boxes with Chinese headings, where pxdocs drew its own
 * English "Success". Docusaurus draws every keyword through the map, so these must go through it too.
 * A key given the theme's own component for that keyword (`note: AdmonitionTypeNote`, imported from
 * `@theme/Admonition/Type/Note`) changes nothing and stays pxdocs's static box. A map that cannot be
 * read without running it overrides none that can be known: [].
 */
export function siteAdmonitionOverrides(file: string): string[] {
  let value;
  try {
    const { code } = transformSync(readFileSync(file, 'utf8'), { loader: LOADERS[extname(file)] ?? 'tsx', jsx: 'transform' });
    value = evaluateConfigSource(code, 'types.js');
  } catch {
    return [];
  }
  if (!isPlainObject(value)) return [];
  const builtIn = new Set<string>(ADMONITION_TYPES);
  return Object.entries(value)
    .filter(([key, member]) => builtIn.has(key) && !isStockType(key, member))
    .map(([key]) => key)
    .sort();
}

/** Whether `member` is the theme's own component for `keyword` (its Type module, or the stock map's entry). */
function isStockType(keyword: string, member: unknown): boolean {
  if (!(member instanceof ModuleRef)) return false;
  const kind = keyword.charAt(0).toUpperCase() + keyword.slice(1);
  if (member.member.length === 0) return member.name === `@theme/Admonition/Type/${kind}` || member.name === `@theme-original/Admonition/Type/${kind}`;
  return STOCK_TYPES.has(member.name) && member.member.length === 1 && member.member[0] === keyword;
}

/** The elements the site's MDXComponents replaces; undefined when it has none. */
export function siteComponentTagsOf(cwd: string): ComponentTags | undefined {
  const file = siteMdxComponents(cwd);
  return file ? siteComponentTags(file) : undefined;
}

/** The elements `file` (a site's MDXComponents) replaces, sorted; [] when none. */
export function siteComponentTags(file: string): ComponentTags {
  let value;
  try {
    const { code } = transformSync(readFileSync(file, 'utf8'), { loader: LOADERS[extname(file)] ?? 'tsx', jsx: 'transform' });
    value = evaluateConfigSource(code, 'components.js');
  } catch {
    // A file esbuild cannot read fails the build when pages bundle it, with its own message.
    return 'all';
  }
  if (!isPlainObject(value)) return 'all';
  const tags = new Set<string>();
  for (const [key, member] of Object.entries(value)) {
    if (key.startsWith('...')) {
      if (member instanceof ModuleRef && THEME_MAP.has(member.name)) continue;
      return 'all';
    }
    if (ELEMENT.test(key)) tags.add(key);
  }
  return [...tags].sort();
}
