// Docusaurus's "swizzling": a site's src/theme/Footer (say) replaces the
// theme's own component. pxdocs renders its layout with its own components
// and takes from src/theme only MDXComponents, prism-include-languages, Root, Admonition
// (site-root.ts) and components pages import by `@theme/…` that pxdocs's theme
// lacks. A swizzled Footer, Navbar or DocItem was ignored without a word, so its
// custom markup silently vanished: the build names each one instead.
import { pathLabel } from './path-label.js';
import { themeFolders } from './theme-folders.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { siteModuleFile } from './config/site-module-file.js';
import { footerPieces, isRenderedWrapper, isReplaceablePart, NAVBAR_ITEM_TYPES, navbarItemTypesFile } from './site-wrapper-files.js';
import { CONTENT_PARTS } from '../theme/components/SiteWrapper.js';

/** What pxdocs reads from src/theme itself. */
const USED = new Set(['MDXComponents', 'prism-include-languages', 'Root']);

/**
 * Docusaurus theme components pxdocs renders with its own: a site's copy is not used.
 * (Its @theme/ modules that pages import, Tabs or CodeBlock, are pxdocs's too.)
 */
const RENDERED_BY_PXDOCS = new Set([
  'Layout', 'Navbar', 'NavbarItem', 'Footer', 'Logo', 'AnnouncementBar', 'SkipToContent', 'BackToTopButton', 'ColorModeToggle', 'SearchBar', 'NotFound',
  'DocRoot', 'DocPage', 'DocItem', 'DocSidebar', 'DocSidebarItem', 'DocSidebarItems', 'DocBreadcrumbs', 'DocPaginator', 'DocVersionBanner', 'DocVersionBadge',
  'DocCard', 'DocCardList', 'DocCategoryGeneratedIndexPage', 'DocTagsListPage', 'DocTagDocListPage', 'EditThisPage', 'LastUpdated', 'PaginatorNavLink',
  'TOC', 'TOCItems', 'TOCCollapsible', 'TOCInline', 'Heading', 'MDXContent', 'MDXPage', 'Admonition', 'CodeBlock', 'Tabs', 'TabItem', 'Details', 'Mermaid',
  'BlogLayout', 'BlogListPage', 'BlogPostPage', 'BlogPostItem', 'BlogPostItems', 'BlogSidebar', 'BlogTagsListPage', 'BlogTagsPostsPage', 'BlogArchivePage',
  // Pieces of those pages, swizzled alone (203-Systems/Matrix-Wiki wraps BlogPostPaginator to add comments).
  'BlogPostPaginator', 'BlogListPaginator', 'DocsRoot', 'DocVersionRoot',
]);

/** Layouts whose ejected copy pxdocs does not draw, though it draws a wrapper of them (site-layout-wrapper.ts, DocPage.tsx): what pxdocs draws instead. */
const WRAP_INSTEAD = new Map([['Layout', 'page layout (navbar, main region, footer)'], ['DocItem/Layout', 'doc layout (the article and its table of contents)']]);

/** Docusaurus's own NavbarItem components: a site's copy of one is not used (pxdocs draws those types itself). */
const DOCUSAURUS_NAVBAR_ITEMS = new Set(['NavbarItem', 'DefaultNavbarItem', 'DropdownNavbarItem', 'LocaleDropdownNavbarItem', 'SearchNavbarItem', 'HtmlNavbarItem', 'DocNavbarItem', 'DocSidebarNavbarItem', 'DocsVersionNavbarItem', 'DocsVersionDropdownNavbarItem', 'NavbarNavLink'].map((item) => (item === 'NavbarItem' ? item : `NavbarItem/${item}`)));

/** One warning per component of src/theme that pxdocs renders itself (the site's copy is not used). */
export function swizzledWarnings(cwd: string, isIsland: (file: string) => boolean = () => false): Diagnostic[] {
  // Each theme folder's (src/theme, then the themes': theme-folders.ts), named by its own path.
  return themeFolders(cwd).flatMap((folder) => folderWarnings(cwd, folder, pathLabel(cwd, folder), isIsland));
}

/** The warnings of one theme folder (`themeDir`, named `label` in messages: `src/theme`, `my-theme/theme`). */
function folderWarnings(cwd: string, themeDir: string, label: string, isIsland: (file: string) => boolean): Diagnostic[] {
  let names: string[];
  try {
    names = readdirSync(themeDir);
  } catch {
    return [];
  }
  const rootWarning = names.map((entry) => rootBrowserWarning(cwd, themeDir, label, entry, isIsland)).find(Boolean);
  return [...(rootWarning ? [rootWarning] : []), ...names
    .map((entry) => ({ entry, name: entry.replace(/\.(?:[cm]?[jt]sx?)$/, '') }))
    // The site's Admonition (a file, a folder's index) draws every admonition, and a folder with only Types (the
    // documented way to add admonition keywords) draws the config's own: both are used, not ignored.
    .filter(({ entry, name }) => !USED.has(name) && RENDERED_BY_PXDOCS.has(name) && !(name === 'Admonition' && usedAdmonition(join(themeDir, entry))))
    .flatMap(({ entry, name }) => swizzledParts(themeDir, entry, name)
      .flatMap((part): Diagnostic[] => {
        // The site's navbar item types map is drawn (its `custom-*` items: NavbarCustomItem.tsx), and so are the
        // components of its own beside it (NavbarItem/WorkspaceSwitcherNavbarItem): only Docusaurus's own are not used.
        if (name === 'NavbarItem' && (part.name === NAVBAR_ITEM_TYPES || (navbarItemTypesFile(cwd) && !DOCUSAURUS_NAVBAR_ITEMS.has(part.name)))) return [];
        // Pieces of the footer swizzled alone (Footer/Layout, Footer/LinkItem…) are drawn (site-wrappers.ts footerFromPieces).
        if (name === 'Footer' && footerPieces(cwd).includes(part.name)) return [];
        // A wrapper of a part pxdocs renders wrapped (site-wrappers.ts) is shown: nothing to say, unless its own code needs the browser.
        // So is the site's own copy of a part pxdocs renders copies of (REPLACEABLE_PARTS: DocItem/Content, Footer).
        // A CodeBlock wrapper renders every fence (rehype-code.ts `siteCodeBlock`).
        const wrapper = wraps(join(themeDir, part.entry), part.name);
        if ((isRenderedWrapper(part.name) || part.name === 'CodeBlock') && (wrapper || isReplaceablePart(part.name))) return [wrapperBrowserWarning(themeDir, label, part, !wrapper)].filter((warning) => warning !== undefined);
        return [{
          kind: 'swizzle',
          // A wrapper (`import X from '@theme-original/X'`, rendered with something of the site's around it)
          // replaces nothing: what is lost is what it adds, and custom CSS cannot bring that back.
          message: part.name === 'SearchBar'
            // A search box swizzled to pick another backend (NishizakiHayato/plrail_wiki's Meilisearch) or restyle
            // it: "put it in the pages" is no advice for the navbar's search, which pxdocs always draws itself.
            ? `${label}/${part.entry} ${wraps(join(themeDir, part.entry), part.name) ? 'wraps' : 'replaces'} Docusaurus's SearchBar; pxdocs draws its own search box in the navbar, searching the index it builds (or Algolia, when themeConfig.algolia is set), and does not use the site's. Another search service (Meilisearch, Typesense…) is not offered: its box can go in a page or an html navbar item instead.`
            : wraps(join(themeDir, part.entry), part.name)
            ? `${label}/${part.entry} wraps Docusaurus's ${part.name} (@theme-original/${part.name}) to add to it; pxdocs renders its own ${name} without the wrapper, so what the wrapper adds (a comments widget, a banner…) is not shown. Put it in the pages instead (an MDX component, or the site's MDXComponents), or leave it out.`
            : WRAP_INSTEAD.has(part.name)
              // An ejected copy of a layout pxdocs draws itself: what a site usually wants of it (a banner, a note) a wrapper gives.
              ? `${label}/${part.entry} replaces Docusaurus's ${part.name} (an ejected copy, not importing @theme-original/${part.name}); pxdocs draws its own ${WRAP_INSTEAD.get(part.name)} and does not use the copy. To add something around it (a banner, a provider, a note), make the file a wrapper instead: \`import ${part.name.replace('/', '')} from '@theme-original/${part.name}'\` and render \`<${part.name.replace('/', '')} {...props} />\` with the additions before, after or around it: pxdocs draws those. Restyle the rest with the site's custom CSS.`
            : `${label}/${part.entry} replaces Docusaurus's ${part.name} (swizzled); pxdocs renders its own ${name} and does not use it. Restyle pxdocs's with the site's custom CSS, or set what the config offers (navbar, footer, sidebar…).`,
          where: { file: `${label}/${part.entry}` },
        }];
      }))];
}

const COMPONENT_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The components a swizzled entry of src/theme is: itself (a file, or a folder with an index),
 * else each component inside it. Docusaurus swizzles a part of a component on its own
 * (`src/theme/DocItem/Footer/index.tsx`, wrapping `@theme-original/DocItem/Footer`), and the
 * warning named the whole DocItem as "replaced" by a site that only wraps its footer. A folder
 * with an index is one component: the other files in it are its own (a helper, a stylesheet).
 */
function swizzledParts(themeDir: string, entry: string, name: string): { entry: string; name: string }[] {
  const path = join(themeDir, entry);
  const children = folderFiles(path);
  if (!isDirectory(path) || children.some((file) => /^index\.[cm]?[jt]sx?$/.test(file))) return [{ entry, name }];
  const parts = children.sort().flatMap((child) => {
    const childName = child.replace(COMPONENT_FILE, '');
    if (isDirectory(join(path, child))) return swizzledParts(themeDir, `${entry}/${child}`, `${name}/${child}`);
    return COMPONENT_FILE.test(child) ? [{ entry: `${entry}/${child}`, name: `${name}/${childName}` }] : [];
  });
  // A folder of no component at all (stylesheets only) is named as it was.
  return parts.length ? parts : [{ entry, name }];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Hooks whose work happens in the browser after the page loads (effects), or that keep state between renders. */
const BROWSER_HOOKS = /\buse(Effect|LayoutEffect|State|Reducer)\b/;

/**
 * The swizzled Root is rendered (site-root.ts) when built, and in the browser only around the islands
 * (theme/islands/lib/wrapper-chain.tsx, once a page): pxdocs's pages are HTML that React does not hydrate whole,
 * and each is a page load of its own. A Root whose effects do work in the browser (a listener, an analytics
 * call) on every page, or whose state should live across page loads, loses that: said once, naming the hook.
 */
function rootBrowserWarning(cwd: string, themeDir: string, label: string, entry: string, isIsland: (file: string) => boolean): Diagnostic | undefined {
  if (!/^Root(?:\.[cm]?[jt]sx?)?$/.test(entry)) return undefined;
  const path = join(themeDir, entry);
  let files = [path];
  try {
    if (statSync(path).isDirectory()) files = ['index.js', 'index.jsx', 'index.ts', 'index.tsx'].map((file) => join(path, file));
  } catch {
    return undefined;
  }
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    // Its own hooks, else those of a component of the site it renders (Maintainerr's Root renders a cookie banner
    // that keeps its state and effects) that is no island (one is live in the browser, site-root.ts), so both are lost alike.
    const own = BROWSER_HOOKS.exec(text)?.[0];
    const imported = own ? undefined : importedHook(cwd, dirname(file), text, isIsland);
    const hook = own ?? (imported && `${imported.hook} (in ${imported.file}, which it renders)`);
    if (!hook) continue;
    return {
      kind: 'swizzle-root',
      message: own
        ? `${label}/${entry} (the site's Root) uses ${hook}: pxdocs renders Root around every page when the site is built, and in the browser runs it only around the interactive components (islands) of a page, so the contexts it provides reach them: once a page, its state shared by them, its markup staying as built (what it renders beside its children does not run there, but for the site's components with state or handlers it renders, which are islands), and each page is a page load of its own. So Root's effects run on no page without islands and once on the others (not again when a client navigation shows another), and its state carries over client navigation, as in Docusaurus, but starts afresh with each page load. Markup Root draws itself with a handler (a button beside its children) stays as built: move it into a component of its own file under src/ and render that, an island live in the browser. Do browser work in a script (the config's scripts or headTags), and keep what must outlive a page in localStorage.`
        // What Root renders beside its children is not on its way to an island: it stays as built.
        : `${label}/${entry} (the site's Root) uses ${hook}: pxdocs renders Root around every page when the site is built, and in the browser runs only its way to its children, around each interactive component (island) of a page; what it renders beside them stays as built, so that component's effects never run in the browser and its state never changes. Do browser work in a script (the config's scripts or headTags), and keep what must outlive a page in localStorage.`,
      where: { file: `${label}/${entry}` },
    };
  }
  return undefined;
}

/** The first hook of the browser that a file of the site Root imports uses (`./Banner`, `@site/src/…`), with that file. */
function importedHook(cwd: string, dir: string, text: string, isIsland: (file: string) => boolean): { hook: string; file: string } | undefined {
  for (const [, specifier] of text.matchAll(/\bimport\s+[^'";]*?from\s*['"]([^'"]+)['"]/g)) {
    // Found as the config's own imports are (a script extension, a folder's index).
    const file = specifier.startsWith('@site/') ? siteModuleFile(cwd, specifier.slice('@site/'.length)) : specifier.startsWith('.') ? siteModuleFile(dir, specifier) : undefined;
    if (!file || isIsland(file)) continue;
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const hook = BROWSER_HOOKS.exec(code)?.[0];
    if (hook) return { hook, file: relative(cwd, file).split(sep).join('/') };
  }
  return undefined;
}

/** A wrapper's own handlers, state or effects: the part it wraps. */
const WRAPPER_INTERACTIVE = /\s(on[A-Z][A-Za-z]*)=\{|\buse(?:Effect|LayoutEffect|State|Reducer)\s*\(/;

/**
 * A wrapper pxdocs renders (site-wrappers.ts), or an ejected copy (`copy`), whose own code needs the
 * browser: it renders when the site is built, and is not hydrated (a wrapper imports `@theme-original/…`,
 * pxdocs's server part); the components it imports from its folder are islands. Undefined when it needs none.
 */
function wrapperBrowserWarning(themeDir: string, label: string, part: { entry: string; name: string }, copy: boolean): Diagnostic | undefined {
  const path = join(themeDir, part.entry);
  const files = isDirectory(path) ? ['index.js', 'index.jsx', 'index.ts', 'index.tsx'].map((file) => join(path, file)) : [path];
  for (const file of files) {
    let match: RegExpExecArray | null = null;
    try {
      match = WRAPPER_INTERACTIVE.exec(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (!match) continue;
    return {
      kind: 'swizzle-wrapper-browser',
      message: copy
        // An ejected copy is rendered in place of pxdocs's part (REPLACEABLE_PARTS), on the server as a wrapper is.
        ? `${label}/${part.entry} (the site's own copy of ${part.name}) uses ${match[1] ?? match[0].replace(/\s*\($/, '')}: pxdocs renders the copy in place of its own ${part.name} when the site is built, and does not run the copy itself in the browser, so its handlers, state and effects do nothing there. Move the interactive part into a component of its own (a file beside the copy) and render that: it becomes an island, live in the browser.`
        // A wrapper of a part the content renders inside runs in the browser once around the islands inside it (theme/islands/lib/wrapper-chain.tsx).
        : (CONTENT_PARTS as readonly string[]).includes(part.name)
          ? `${label}/${part.entry} (the site's wrapper of ${part.name}) uses ${match[1] ?? match[0].replace(/\s*\($/, '')}: pxdocs renders the wrapper around its own ${part.name} when the site is built, and in the browser runs it only around the interactive components (islands) inside it, so the contexts it provides reach them: once a page, its state shared by them, its markup staying as built (its handlers there do nothing). Move what must run once a page, or respond to clicks on the wrapper's own markup, into a component of its own (a file beside the wrapper) and render that: it becomes an island, live in the browser.`
          : `${label}/${part.entry} (the site's wrapper of ${part.name}) uses ${match[1] ?? match[0].replace(/\s*\($/, '')}: pxdocs renders the wrapper around its own ${part.name} when the site is built, and does not run the wrapper itself in the browser, so its handlers, state and effects do nothing there. Move the interactive part into a component of its own (a file beside the wrapper) and render that: it becomes an island, live in the browser.`,
      where: { file: `${label}/${part.entry}` },
    };
  }
  return undefined;
}

/** Whether the site's component (a file, or a folder's index file) renders the theme's own through `@theme-original/<name>`. */
function wraps(path: string, name: string): boolean {
  let files = [path];
  try {
    if (statSync(path).isDirectory()) files = ['index.js', 'index.jsx', 'index.ts', 'index.tsx'].map((file) => join(path, file));
  } catch {
    return false;
  }
  const original = new RegExp(`['"]@theme-(original|init)/${name}['"]`);
  return files.some((file) => {
    try {
      return original.test(readFileSync(file, 'utf8'));
    } catch {
      return false;
    }
  });
}

/**
 * Whether pxdocs draws with a swizzled Admonition: a component (a file, or a folder's index: every
 * keyword's box, site-wrapper-files.ts siteAdmonitionComponent) or a folder's Types map (the config's keywords).
 */
function usedAdmonition(path: string): boolean {
  return !isDirectory(path) || folderFiles(path).some((file) => /^(index|Types)\.[jt]sx?$/.test(file));
}

function folderFiles(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
