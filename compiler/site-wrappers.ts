// A Docusaurus site's swizzle wrappers of layout parts: `src/theme/DocItem/Footer/index.tsx`
// importing `@theme-original/DocItem/Footer` and rendering it with something of its own
// around it (a contributors list, a comments widget). pxdocs draws its own layout, and
// used to leave these out with a warning; the parts of theme/components/SiteWrapper.tsx
// now render the site's wrapper instead, as Root is rendered (site-root.ts):
//
// - Bundled once per build, all wrappers together, with the pages' esbuild options and
//   plugin (`@site/`, `@theme/`, CSS modules and packages resolve as in pages; a component
//   file that is an island is wrapped as in pages, so a wrapper's interactive addition is
//   hydrated in the browser). `@theme-original/<Part>` is external, and the bundle's
//   `require` gives pxdocs's own component for that part (`ORIGINAL_PARTS`). With a site
//   Root, the modules Root's bundle holds are taken from Root's instance (as pages take
//   them: bundle-pages.ts `ROOT_MODULE`), so a context Root provides is the one a wrapper
//   reads; render.ts renders the layout's parts inside Root (`withinRoot`).
// - The code travels to the page threads as text (PagesInit.siteWrappers), each running it
//   once; its hash joins the cache's salt, as Root's does: every page may show a part.
// - A wrapper that throws while a page renders is named with its file and line, from the
//   bundle's source map (throw-site.ts), not blamed on the page.
import { resolveThemeComponent } from './theme-folders.js';
import { build, type Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { fromEsbuild, missingExports, pageRequire, pagesPlugin, siteCodeOptions, type SharedModules } from './bundle-pages.js';
import { hash, siteFree } from './cache.js';
import { pxErrors } from './errors/catalogue.js';
import { codeFrame, PxError } from './errors.js';
import type { IslandFiles } from './site-islands.js';
import { browserGlobalHint, functionCode, siteText, throwSite, type MappedCode, type PageMap } from './throw-site.js';
import { pageCodeUrl } from './time-limit.js';
import { WrapperChain } from '../theme/components/context.js';
import { CONTENT_PARTS, InSiteCopy, type PartComponent, type WrappablePart } from '../theme/components/SiteWrapper.js';
import { footerPieces, isRenderedWrapper, isSiteCopy, NAVBAR_ITEM_TYPES, navbarItemTypesFile, siteAdmonitionComponent, siteWrapperFiles } from './site-wrapper-files.js';
import { exportedComponent, loadSiteRoot, runKey, type SiteRoot } from './site-root.js';
import { DocContent, DocFooter, DocItemLayout, VersionBanner } from '../theme/components/DocPage.js';
import { OriginalLayout } from './site-layout-wrapper.js';
import { Pagination } from '../theme/components/Pagination.js';
import { BlogPostItem, BlogPostPaginator } from '../theme/components/Blog.js';
import { Footer, SiteFooterLinkItem } from '../theme/components/Footer.js';
import { OwnDocCard } from '../theme/components/mdx/DocCard.js';
import { OwnDocCardList } from '../theme/components/mdx/DocCardList.js';
import { themeModules } from '../theme/components/mdx/index.js';
import { MDXContent } from '../theme/components/mdx/docusaurus-client.js';
import Admonition from '../theme/components/mdx/Admonition.js';
import { siteAdmonitionTypes } from './mdx/site-component-tags.js';

/** pxdocs's own component of each part: what a wrapper's `@theme-original/<Part>` is. */
const ORIGINAL_PARTS: Record<WrappablePart, ComponentType<never>> = {
  // The page's regions go between its marks (site-layout-wrapper.ts).
  Layout: OriginalLayout,
  'DocItem/Layout': DocItemLayout,
  'DocItem/Content': DocContent,
  'DocItem/Footer': DocFooter,
  DocPaginator: Pagination,
  BlogPostItem,
  BlogPostPaginator,
  Footer,
  DocCard: OwnDocCard,
  DocCardList: OwnDocCardList,
  DocVersionBanner: VersionBanner,
  // Docusaurus's own only places the body (theme/components/SiteWrapper.tsx MarkdownBody).
  MDXContent,
};

/**
 * Docusaurus's own Footer (theme-classic's Footer/index), drawn when the site swizzles pieces of it alone
 * (`footerPieces`): its `@theme/Footer/<Piece>` imports are the site's where it has them (bundle-pages.ts
 * SITE_FIRST), pxdocs's otherwise; a site's LinkItem draws the links of pxdocs's Links (`SiteFooterLinkItem`).
 * Nothing to show, no footer, as pxdocs's own Footer.
 */
function footerFromPieces(linkItem: boolean): string {
  return [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import FooterLinks from '@theme/Footer/Links';",
    "import FooterLogo from '@theme/Footer/Logo';",
    "import FooterCopyright from '@theme/Footer/Copyright';",
    "import FooterLayout from '@theme/Footer/Layout';",
    ...(linkItem ? ["import FooterLinkItem from '@theme/Footer/LinkItem';", `import { SiteFooterLinkItem } from '${FOOTER_CONTEXT}';`] : []),
    'export default function Footer() {',
    '  const { footer } = useThemeConfig();',
    '  if (!footer || (!footer.links?.length && !footer.logo && !footer.copyright?.trim())) return null;',
    '  const { copyright, links, logo, style } = footer;',
    '  const layout = React.createElement(FooterLayout, { style, links: links && links.length > 0 && React.createElement(FooterLinks, { links }), logo: logo && React.createElement(FooterLogo, { logo }), copyright: copyright && React.createElement(FooterCopyright, { copyright }) });',
    `  return ${linkItem ? 'React.createElement(SiteFooterLinkItem.Provider, { value: FooterLinkItem }, layout)' : 'layout'};`,
    '}',
  ].join('\n');
}

/** The external id of pxdocs's footer context (`SiteFooterLinkItem`), which the footer drawn from pieces provides. */
const FOOTER_CONTEXT = 'pxdocs-footer-context';


/** The key of the bundle's exports holding the modules pages share (`SiteWrappers.shared`), by path. */
const MODULES = 'pxdocs-shared-modules';

/** Modules of the wrappers' bundle a page may import too: JavaScript files (not stylesheets or Markdown). */
const SHAREABLE = /\.[cm]?[jt]sx?$/;

/** The external id a wrapper's `@theme-original/<Part>` import becomes (`loadSiteWrappers` gives the part). */
const ORIGINAL = 'pxdocs-original:';

export interface SiteWrappers {
  /** Part → its file, relative to the site folder (for messages). */
  files: Record<string, string>;
  /** Every wrapper and what it imports, bundled to one CommonJS module exporting the wrappers by part. */
  code: string;
  /** Its source map, to name a wrapper's line when it throws (throw-site.ts). */
  map?: PageMap;
  /** Of the code and CSS: part of the cache's salt (every page may show a wrapped part). */
  hash: string;
  /** Every file the bundle was made from, absolute (`pxdocs dev` bundles the wrappers again when one changes). */
  inputs: string[];
  /**
   * With a wrapper a page's content renders inside (`CONTENT_PARTS`), the modules of its bundle pages take from its instance (absolute paths, as Root's:
   * bundle-pages.ts `ROOT_MODULE`), so a context it provides is the one the page's components read.
   */
  shared?: string[];
  /** The CSS the wrappers' modules import, bundled; linked on every page. */
  css?: string;
  /** Names the wrappers import that a supported module lacks (stubs that throw if called): said by the build. */
  warnings?: string[];
  /** The parts whose component is the site's own copy (REPLACEABLE_PARTS), not a wrapper of pxdocs's. */
  copies?: string[];
  /**
   * The site draws the footer's links itself (its own Footer, or Footer/LinkItem): what the config's footer
   * links point at is the site's component's to say (raidprotect/docs's `to: 'dashboard'` is a key of its URLs).
   */
  ownFooterLinks?: true;
}

/**
 * The site's wrappers, bundled; undefined when it has none. `islands`: the site's island files, rendered
 * as islands in the wrappers too; `root`: the site's Root, whose modules the wrappers take from it.
 */
export async function bundleSiteWrappers(cwd: string, staticDirs = ['static'], islands?: IslandFiles, root?: SiteRoot): Promise<SiteWrappers | undefined> {
  const found = siteWrapperFiles(cwd);
  // The site's map of navbar item types is bundled with them: its components are drawn in the navbar as the wrappers are in the layout.
  const types = navbarItemTypesFile(cwd);
  // Pieces of the footer alone: Docusaurus's Footer, standing in the site's folder, draws them (footerFromPieces).
  const pieces = found.has('Footer') ? [] : footerPieces(cwd);
  const piecesFooter = pieces.length ? join(cwd, 'src', 'theme', 'Footer', 'index.js') : undefined;
  // So is its Admonition/Types map: the theme's own admonitions (the unlisted banner) are drawn through it, as in Docusaurus.
  // The site's own Admonition, where it has one, draws them instead (its index looks its Types up itself).
  const admonition = siteAdmonitionComponent(cwd);
  const admonitionTypes = admonition ? undefined : siteAdmonitionTypes(cwd);
  const admonitionModule: [string, string][] = admonition ? [['Admonition', admonition]] : admonitionTypes ? [[ADMONITION_TYPES, admonitionTypes]] : [];
  const modules: [string, string][] = [...found, ...(piecesFooter ? [['Footer', piecesFooter] as [string, string]] : []), ...(types ? [[NAVBAR_ITEM_TYPES, types] as [string, string]] : []), ...admonitionModule];
  if (!modules.length) return undefined;
  const files = Object.fromEntries(modules.map(([part, path]) => [part, relative(cwd, path).split('\\').join('/')]));
  const copies = [...[...found].filter(([part, path]) => isSiteCopy(path, part)).map(([part]) => part), ...(piecesFooter ? ['Footer'] : [])];
  const compileExtra = (imported: string) => Promise.reject(pxErrors.ImportFailed.create({ message: `${relative(cwd, imported)} is a Markdown file imported by a swizzled wrapper: pxdocs renders no Markdown in the layout's parts.` }, { hint: 'Import a component instead.' }));
  // The modules pages share with a wrapper of Layout, DocItem/Layout… (`CONTENT_PARTS`): known from a first build, exported by path from the second (as Root's).
  let shared: string[] = [];
  const entry: Plugin = {
    name: 'pxdocs-wrappers-entry',
    setup(builder) {
      builder.onResolve({ filter: /^pxdocs-wrappers-entry$/ }, () => ({ path: 'entry', namespace: 'pxdocs-wrappers-entry' }));
      builder.onLoad({ filter: /.*/, namespace: 'pxdocs-wrappers-entry' }, () => ({
        contents: `module.exports = { ${[...modules.map(([part, path]) => `${JSON.stringify(part)}: require(${JSON.stringify(path)})`), ...(shared.length ? [`${JSON.stringify(MODULES)}: { ${shared.map((path) => `${JSON.stringify(path)}: require(${JSON.stringify(path)})`).join(', ')} }`] : [])].join(', ')} };`,
        loader: 'js',
        resolveDir: cwd,
      }));
      // A Docusaurus theme component neither pxdocs nor the site has (`@theme/Footer/Columns`): named as the
      // copy's missing piece, with what to do, rather than esbuild's "Unknown import" and the list of every
      // module pxdocs has. Those pxdocs has, and the site's own src/theme/<Name>, resolve in the pages' plugin.
      builder.onResolve({ filter: /^@theme\// }, async (args) => {
        if (Object.hasOwn(themeModules, args.path)) return undefined;
        if (await resolveThemeComponent(builder.resolve, cwd, args.path.slice('@theme/'.length), args.kind)) return undefined;
        return { errors: [{ text: `Unknown import "${args.path}"`, detail: lackingThemeModule(cwd, args.importer, args.path, modules, copies) }] };
      });
      if (piecesFooter) {
        builder.onResolve({ filter: /^pxdocs-footer-context$/ }, () => ({ path: FOOTER_CONTEXT, external: true }));
        // Not a file of the site's: made here, in its folder (its pieces resolve from there as the site's own would).
        builder.onResolve({ filter: /.*/ }, (args) => (args.path === piecesFooter ? { path: piecesFooter, namespace: 'pxdocs-footer-pieces' } : undefined));
        builder.onLoad({ filter: /.*/, namespace: 'pxdocs-footer-pieces' }, () => ({ contents: footerFromPieces(pieces.includes('Footer/LinkItem')), loader: 'js', resolveDir: dirname(piecesFooter) }));
      }
      // Before the pages' plugin, which knows `@theme-original/` only for MDXComponents and Admonition.
      // `@theme-original/<Part>` of a wrapper in src/theme is a theme's (its folder's wrapper of the part, say), when a
      // theme folder has the part, as Docusaurus's aliases give it; else, and a theme's own `@theme-init/<Part>`, pxdocs's.
      builder.onResolve({ filter: /^@theme-(original|init)\// }, async (args) => {
        const part = args.path.slice(args.path.indexOf('/') + 1);
        if (!isRenderedWrapper(part) && part !== NAVBAR_ITEM_TYPES) return undefined;
        const theirs = args.path.startsWith('@theme-original/') ? await resolveThemeComponent(builder.resolve, cwd, part, args.kind, { siteFolder: true, file: args.importer }) : undefined;
        return theirs ? { path: theirs.path, namespace: theirs.namespace } : { path: `${ORIGINAL}${part}`, external: true };
      });
    },
  };
  const { plugin, state } = pagesPlugin({ compiled: new Map(), cwd, staticDirs, compileExtra, ...(islands ? { islands } : {}), ...(root ? { root: { shared: new Set(root.shared), modules: new Map() } } : {}) });
  const warnings: string[] = [];
  try {
    let result;
    for (let attempt = 0; ; attempt++) try {
      result = await build({ ...siteCodeOptions(cwd), entryPoints: ['pxdocs-wrappers-entry'], sourcemap: 'external', sourcesContent: false, plugins: [entry, plugin] });
      break;
    } catch (error) {
      // A name a supported module lacks (`@docusaurus/theme-common/internal`'s many): a stub that throws
      // if the wrapper's render calls it, and a warning, as for pages (bundle-pages.ts).
      const lacking = attempt === 0 ? missingExports(error, cwd) : undefined;
      if (!lacking) throw error;
      for (const { module, name, text } of lacking) {
        const names = state.missing.get(module) ?? new Set<string>();
        state.missing.set(module, names.add(name));
        warnings.push(text.replace('The page builds;', 'The site builds;'));
      }
    }
    // A page's content renders inside the Layout wrapper, a doc's inside its DocItem/Layout, DocItem/Content and
    // MDXContent, a post's inside BlogPostItem and MDXContent (render.ts), as in Docusaurus: the wrappers' modules are exported for the pages' bundles to take, so
    // a provider's context is the one they read. Without one of those, no second build.
    if (CONTENT_PARTS.some((part) => found.has(part))) {
      shared = Object.keys(result.metafile.inputs).filter((input) => !/^[\w-]+:/.test(input)).map((input) => resolve(cwd, input)).filter((path) => SHAREABLE.test(path) && existsSync(path));
      if (shared.length) result = await build({ ...siteCodeOptions(cwd), entryPoints: ['pxdocs-wrappers-entry'], sourcemap: 'external', sourcesContent: false, plugins: [entry, plugin] });
    }
    const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!;
    const mapText = result.outputFiles.find((output) => output.path.endsWith('.js.map'))?.text;
    const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text.trim();
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !/^[\w-]+:/.test(input)).map((input) => resolve(cwd, input));
    return {
      files,
      code: js.text,
      ...(mapText ? { map: { text: mapText, dir: dirname(js.path) } } : {}),
      // The island files' ids are in the code; which files are islands changes it too. Its files' paths
      // as the site's (cache.ts `siteFree`): part of the cache's salt, the same wherever the site is.
      hash: hash(siteFree(js.text, cwd), css ?? '', siteFree(JSON.stringify(files), cwd)),
      inputs,
      ...(css ? { css } : {}),
      ...(shared.length ? { shared } : {}),
      ...(warnings.length ? { warnings } : {}),
      ...(copies.length ? { copies } : {}),
      ...((found.has('Footer') && isSiteCopy(found.get('Footer')!, 'Footer')) || pieces.includes('Footer/LinkItem') ? { ownFooterLinks: true as const } : {}),
    };
  } catch (error) {
    if (error instanceof PxError) throw error;
    throw fromEsbuild(error, cwd);
  }
}

/**
 * The error of a wrapper or copy (or a file it imports) importing a theme module pxdocs lacks: at the
 * line importing it (found by its text: esbuild's position is not given to a plugin's resolver).
 */
function lackingThemeModule(cwd: string, importer: string, module: string, found: [string, string][], copies: string[]): PxError {
  // The part whose folder holds the importer (a copy's own piece), else the first.
  const [part] = found.find(([, path]) => importer.startsWith(dirname(path) + sep) || importer === path) ?? found[0]!;
  const file = relative(cwd, importer).split(sep).join('/');
  let where: { file: string; line?: number; column?: number } = { file };
  let frame: string | undefined;
  try {
    const lines = readFileSync(importer, 'utf8').split('\n');
    const index = lines.findIndex((line) => line.includes(`'${module}'`) || line.includes(`"${module}"`));
    if (index !== -1) {
      const column = lines[index]!.indexOf(module) + 1;
      where = { file, line: index + 1, column };
      frame = codeFrame(lines[index]!, 1, column, 0).replace(/^> 1/, `> ${index + 1}`);
    }
  } catch {
    // Not a file on disk: named without a line.
  }
  return pxErrors.SwizzledImportMissing.create({ file, part, copy: copies.includes(part), module }, { where, ...(frame ? { frame } : {}) });
}

/** Where the wrappers' stylesheet is written (named by its content). */
export function wrappersStylesheet(wrappers: SiteWrappers): string {
  return `assets/site-wrappers-${hash(wrappers.css ?? '').slice(0, 10)}.css`;
}

/** The name the wrappers' code runs under: a stack through it maps back to a wrapper's line. */
function codeName(cwd: string): string {
  return join(cwd, '.pxdocs-wrappers.js');
}

/** The wrappers' code with its map, for `throwSite`: a component pages take from the wrappers' bundle (`shared`) throws there. */
export function wrappersCode(wrappers: SiteWrappers | undefined, cwd: string): MappedCode[] {
  return wrappers?.map ? [functionCode(pageCodeUrl(codeName(cwd)), wrappers.map)] : [];
}

/** Wrappers run in this thread, by their code's hash (and Root's, whose modules they take): once per thread, whatever the batches. */
const loaded = new Map<string, Record<string, PartComponent>>();
/** The instances of the modules pages share with the wrappers (`SiteWrappers.shared`), by the same key. */
const loadedModules = new Map<string, Map<string, unknown>>();

/** The key of the wrappers run in this thread: their code's, with Root's whose modules they take. */
function loadedKey(wrappers: SiteWrappers, root?: SiteRoot): string {
  return root ? `${runKey(wrappers)}:${runKey(root)}` : runKey(wrappers);
}

/**
 * The modules a page's bundle takes from the wrappers' instance (with Root's, which they take too), or undefined
 * when they share none (no wrapper of `CONTENT_PARTS`): the pages' bundles are then made as before.
 */
export function sharedModules(wrappers: SiteWrappers | undefined, cwd: string, root?: SiteRoot): SharedModules | undefined {
  if (!wrappers?.shared) return root && loadSiteRoot(root).modules;
  loadSiteWrappers(wrappers, cwd, root);
  const own = loadedModules.get(loadedKey(wrappers, root))!;
  const rootModules = root && loadSiteRoot(root).modules;
  return { shared: new Set([...(rootModules?.shared ?? []), ...wrappers.shared]), modules: new Map([...(rootModules?.modules ?? []), ...own]) };
}

/**
 * Runs the wrappers' bundle (once per thread): each wrapper's component by part, throwing what it throws
 * as its own error. `root`: the site's Root they were bundled with, whose modules they take.
 */
export function loadSiteWrappers(wrappers: SiteWrappers, cwd: string, root?: SiteRoot): Record<string, PartComponent> {
  const key = loadedKey(wrappers, root);
  const known = loaded.get(key);
  if (known) return known;
  const rootModules = root && loadSiteRoot(root).modules;
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string) => (id === `${ORIGINAL}${NAVBAR_ITEM_TYPES}`
    // Docusaurus's own types (link, dropdown, doc…): pxdocs's navbar draws them itself, so a map spreading them adds none.
    ? { __esModule: true, default: {} }
    : id === FOOTER_CONTEXT ? { SiteFooterLinkItem }
    : id.startsWith(ORIGINAL) ? { __esModule: true, default: ORIGINAL_PARTS[id.slice(ORIGINAL.length) as WrappablePart] } : pageRequire(id, rootModules));
  const failed = (part: string, error: unknown) => failure(wrappers, cwd, part, error);
  try {
    new Function('require', 'module', 'exports', `${wrappers.code}\n//# sourceURL=${pageCodeUrl(codeName(cwd))}`)(require, module, module.exports);
  } catch (error) {
    throw failed(Object.keys(wrappers.files)[0]!, error);
  }
  const components: Record<string, PartComponent> = {};
  for (const [part, file] of Object.entries(wrappers.files)) {
    if (part === NAVBAR_ITEM_TYPES) {
      Object.assign(components, navbarItemComponents(module.exports[part], file, (error) => failed(part, error)));
      continue;
    }
    if (part === ADMONITION_TYPES) {
      components.Admonition = siteAdmonition(module.exports[part], file, (error) => failed(part, error));
      continue;
    }
    const component = exportedComponent<PartComponent>(module.exports[part]);
    if (!component) {
      throw pxErrors.SiteWrapperFailed.create({ file, part, message: 'it exports no component (its default export is not a function).' }, { where: { file } });
    }
    const own = guarded(component, (error) => failed(part, error));
    // The site's own copy of a part is given the doc's body alone: it draws the `markdown` box itself (DocPage.tsx DocBody).
    components[part] = wrappers.copies?.includes(part) ? (props) => createElement(InSiteCopy.Provider, { value: true }, createElement(own, props)) : (CONTENT_PARTS as readonly string[]).includes(part) ? chained(part, own) : own;
  }
  loaded.set(key, components);
  loadedModules.set(key, new Map(Object.entries((module.exports[MODULES] ?? {}) as Record<string, unknown>)));
  return components;
}

/**
 * A wrapper of a part the page's content renders inside (`CONTENT_PARTS`), telling the islands rendered inside it
 * that it is around them (`WrapperChain`): the browser hydrates each inside the wrappers it names (site-islands.ts
 * bundles them), so a context one provides reaches it there too. Not the other parts': their own additions (a
 * comments widget beside the doc footer) are islands that need no wrapper around them.
 */
function chained(part: string, wrapper: PartComponent): PartComponent {
  const Chained = (props: Record<string, unknown>) => createElement(WrapperChain.Provider, { value: [...useContext(WrapperChain), part] }, createElement(wrapper, props));
  return Chained;
}

/**
 * The components of the site's navbar item types map, by `NavbarItem/<type>` (Navbar.tsx draws an item
 * of type `custom-x` with `NavbarItem/custom-x`): its `custom-*` keys, the only ones pxdocs's navbar asks for.
 */
function navbarItemComponents(exported: unknown, file: string, failure: (error: unknown) => PxError): Record<string, PartComponent> {
  const map = exported && typeof exported === 'object' && 'default' in exported ? (exported as { default: unknown }).default : exported;
  if (!map || typeof map !== 'object') {
    throw pxErrors.SiteWrapperFailed.create({ file, part: NAVBAR_ITEM_TYPES, message: 'it exports no object of navbar item types (`export default { ...ComponentTypes, \'custom-name\': Component }`).' }, { where: { file } });
  }
  const components: Record<string, PartComponent> = {};
  for (const [type, value] of Object.entries(map)) {
    if (!type.startsWith('custom-')) continue;
    const component = exportedComponent<PartComponent>(value);
    if (component) components[`NavbarItem/${type}`] = guarded(component, failure);
  }
  return components;
}

/** The key of the site's Admonition/Types map among the wrappers' modules. */
const ADMONITION_TYPES = 'Admonition/Types';

/**
 * The site's Admonition, as Docusaurus's `@theme/Admonition` is: the component its Types map gives the keyword
 * (given `type` too, as bundle-pages.ts's PxAdmonition), else pxdocs's box. The theme's own admonitions (the
 * unlisted banner: DocPage.tsx) are drawn with it, as the page's `:::` keywords the map draws are.
 */
function siteAdmonition(exported: unknown, file: string, failure: (error: unknown) => PxError): PartComponent {
  const map = exported && typeof exported === 'object' && 'default' in exported ? (exported as { default: unknown }).default : exported;
  if (!map || typeof map !== 'object') {
    throw pxErrors.SiteWrapperFailed.create({ file, part: ADMONITION_TYPES, message: 'it exports no object of admonition types (`export default { ...DefaultAdmonitionTypes, keyword: Component }`).' }, { where: { file } });
  }
  // Each keyword's component, its render's errors named as the map's.
  const types = new Map(Object.entries(map).flatMap(([type, value]) => {
    const component = exportedComponent<PartComponent>(value);
    return component ? [[type, guarded(component, failure)] as const] : [];
  }));
  return (props) => createElement((typeof props.type === 'string' && types.get(props.type)) || (Admonition as PartComponent), props);
}

/**
 * The wrapper, its own render's errors named as its (a plain function component is called
 * within this one, so its hooks are this component's). What it renders inside (the part,
 * its additions) throws as those components' own.
 */
function guarded(component: PartComponent, failure: (error: unknown) => PxError): PartComponent {
  const plain = typeof component === 'function' && !(component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
  if (!plain) return component;
  const render = component as (props: Record<string, unknown>) => ReactNode;
  const Wrapper = (props: Record<string, unknown>) => {
    try {
      return render(props);
    } catch (error) {
      throw failure(error);
    }
  };
  return Wrapper;
}

/**
 * A page's render error thrown in the wrappers' code, by what it renders (a component it imports:
 * the wrapper's own render is `guarded`), as a wrapper's error naming that file and line; undefined
 * when the stack does not run through the wrappers (the page's own error, as before).
 */
export function wrapperRenderFailure(wrappers: SiteWrappers, cwd: string, error: unknown): PxError | undefined {
  if (error instanceof PxError) return undefined;
  const site = throwSite(error, codeName(cwd), wrappers.map, cwd);
  if (!site) return undefined;
  // The part whose wrapper's folder holds the file, else the first.
  const part = Object.keys(wrappers.files).find((name) => site.file.startsWith(wrappers.files[name]!.replace(/[^/]+$/, ''))) ?? Object.keys(wrappers.files)[0]!;
  return failure(wrappers, cwd, part, error);
}

/** Runs a render of pages outside the page threads (the blog's lists, the 404 page): a throw in the wrappers' code named as theirs. */
export function renderingWrappers<T>(wrappers: SiteWrappers | undefined, cwd: string, render: () => T): T {
  try {
    return render();
  } catch (error) {
    throw (wrappers && wrapperRenderFailure(wrappers, cwd, error)) || error;
  }
}

function failure(wrappers: SiteWrappers, cwd: string, part: string, error: unknown): PxError {
  if (error instanceof PxError) return error;
  const site = throwSite(error, codeName(cwd), wrappers.map, cwd);
  const file = site?.file ?? wrappers.files[part] ?? part;
  const hint = browserGlobalHint(error);
  const message = `${(error as Error)?.message ?? String(error)}${site ? ` (at ${siteText(site)})` : ''}`;
  return pxErrors.SiteWrapperFailed.create({ file: wrappers.files[part] ?? file, part, message }, { where: site ? { file: site.file, line: site.line, column: site.column } : { file }, cause: error, ...(hint ? { hint } : {}) });
}
