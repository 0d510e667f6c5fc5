// What every theme component may read while a page renders: the site, the page,
// its sidebar, and the set of browser islands the page turns out to need.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { BlogPostSummary, DocMeta, PageData, SidebarItem, SiteData } from './types.js';
import type { DocsIndex } from './mdx/docs-index.js';
import type { IslandDocs } from '../shared/island-docs.js';
import type { RouteMatch } from '../shared/route-match.js';

export interface RenderContext {
  site: SiteData;
  page: PageData;
  /** A doc page's front matter and source, for `useDoc()` (absent on other pages). */
  doc?: DocMeta;
  /** Filled while rendering: islands (browser scripts) this page's content uses. */
  islands: Set<string>;
  /** Filled while rendering: static HTML chunks, swapped in for their markers afterwards. */
  raw: string[];
  /** Filled while rendering: ids of elements the first paint waits for (see `useRenderBlocking`). */
  renderBlocking: Set<string>;
  /**
   * Filled while rendering: the targets `@docusaurus/Link` drew, as written in its `href`. Docusaurus's
   * link check sees only these (and Markdown links, its Links): another `<a>` a component draws is never
   * checked there, so a broken one warns at most (compiler/validate.ts).
   */
  linked?: string[];
  /** A doc's body uses Infima's layout classes (`row`, `button`, `card`…): the page links them, as outside the docs. */
  infima?: boolean;
  /** Filled while rendering: what the page should be told about its site islands (SiteIsland.tsx). */
  islandNotes?: string[];
  /** Filled while rendering a React page: what it gave `@theme/Layout` (and `@docusaurus/Head`). */
  layout?: LayoutMeta;
  /**
   * Filled while rendering: the tags the page's `<Head>` (`<head>` in MDX) gave
   * for the document head, in order; the layout puts them there, each replacing
   * the theme's tag of the same name (Layout.tsx `headOverrides`).
   */
  head?: HeadElement[];
  /** The page's body starts with its title (an h1): `useDoc().contentTitle`, as Docusaurus has it. */
  titleInBody?: boolean;
  /**
   * The site's swizzle wrappers of layout parts, by part (SiteWrapper.tsx): drawn in place of pxdocs's own;
   * and the components of its navbar item types, by `NavbarItem/custom-<name>` (NavbarCustomItem.tsx).
   */
  wrappers?: Partial<Record<string, ComponentType<Record<string, unknown>>>>;
  /**
   * Every doc of the site, indexed (`useDocById`, `useAllDocsData`): made by the page's thread the first
   * time a page asks, then shared by its pages (absent where no docs data was given).
   */
  docs?: () => DocsIndex;
  /**
   * Filled while rendering: what the docs hooks answered inside the page's islands, which the page
   * carries for the browser's hooks (`ISLAND_DOCS_ID`): the docs by id, and `useAllDocsData()`'s answer.
   */
  islandDocs?: IslandDocs;
  /**
   * Filled while rendering: what those hooks answered in the site's Root and content wrappers (`WrapperChain`),
   * which the page carries too once an island is rendered inside them (`wrappedIsland`): the browser runs them
   * around it (theme/islands/lib/wrapper-chain.tsx), and their hooks answer there as they did when built.
   */
  chainDocs?: IslandDocs;
  /** Filled while rendering: an island of the page names wrappers it hydrates inside (SiteIsland.tsx `data-wrappers`). */
  wrappedIsland?: boolean;
  /** Filled while rendering: the page read `docs` (its HTML then depends on every doc's title and description: the cache keys it so). */
  readDocs?: boolean;
  /** Filled while rendering: the page read its sidebar's entries (DocCardList, `useDocsSidebar`), descriptions included: dev draws it again when one changes. */
  readSidebar?: boolean;
  /**
   * Filled while rendering: which entries it read (`readSidebarPart`), as found in `page.sidebarItems`: a category, a
   * category's or the sidebar's items. The cache keys the page by those, not the whole sidebar (compiler/pages/sidebar-keys.ts).
   */
  sidebarRead?: (SidebarItem | SidebarItem[])[];
  /**
   * With the site's Layout wrapper, what a React page's outermost `@theme/Layout` renders, given the props
   * the page gave it: the wrapper around the page's children and the layout's regions, as Docusaurus's
   * Layout is the site's wrapper (render.ts).
   */
  siteLayout?: (props: Record<string, unknown>) => ReactNode;
  /** The site footer rendered ahead of the layout (a wrapped Footer may hold islands the head must load): put in by render.ts. */
  footerHtml?: string;
  /**
   * The navbar's items of the site's own types rendered ahead of the layout (they may hold islands the head
   * must load), by `navbarItemSlot`: put in by render.ts where the navbar leaves their slots.
   */
  navbarItemsHtml?: Map<string, string>;
}

/** An element of a page's `<Head>`: its tag name, its props (React's names), and its text for a title, script or style. */
export interface HeadElement {
  type: string;
  props: Record<string, unknown>;
  text?: string;
}

/** A React page's title, description and wrapper, as Docusaurus's `@theme/Layout` takes them. */
export interface LayoutMeta {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
  /** Set by the outermost `<Layout>`: a nested one changes nothing. */
  wrapped?: boolean;
}

export const PageContext = createContext<RenderContext | null>(null);

/**
 * True within the site's swizzled Root but outside the page it wraps, while a page with a
 * module renders inside Root (render.ts): the tags Root gives with `<Head>` there are the
 * frame's already (site-root.ts takes them once, for every page), so they are not taken twice.
 */
export const InRootFrame = createContext(false);

/**
 * True inside a site island (SiteIsland.tsx): a component it renders is hydrated with it, not as an
 * island of its own, and the docs hooks note what they answer for the browser (`islandDocs`).
 */
export const InIsland = createContext(false);

/**
 * The parts whose site wrapper is rendered around this point, outermost first (site-wrappers.ts; `Root` first
 * inside the site's Root, render.ts): an island
 * names them (SiteIsland.tsx `data-wrappers`), and the browser hydrates it inside those wrappers, so a context
 * one provides is there after hydration as in Docusaurus, which hydrates the whole page.
 */
export const WrapperChain = createContext<readonly string[]>([]);

/**
 * The match of the plugin route drawn around this point (render-routes.ts), react-router's RouterContext `match`:
 * `useParams`, `useRouteMatch` and `withRouter` answer from it, as react-router 5's do from the closest <Route>, and an
 * island inside it carries it to the browser (SiteIsland.tsx `data-match`). Null outside any route: the page's own.
 */
export const RouteMatchContext = createContext<RouteMatch | null>(null);

/** The post of a blog list's entry while it renders (Blog.tsx): what `useBlogPost()` gives there, as Docusaurus's BlogPostProvider. */
export const BlogPostItemContext = createContext<BlogPostSummary | null>(null);

export function usePage(): RenderContext {
  const context = useContext(PageContext);
  // tiny-invariant's message, as the spec's catalogue names it for helper failures.
  if (!context) throw new Error('Invariant failed');
  return context;
}

/** Notes that the page read `part` of its sidebar, descriptions included (a category, or a list of its entries). */
export function readSidebarPart(context: RenderContext, part: SidebarItem | SidebarItem[]): void {
  context.readSidebar = true;
  (context.sidebarRead ??= []).push(part);
}

/** Declares that the current page needs a browser island; the layout loads it. */
export function useIsland(name: string): void {
  usePage().islands.add(name);
}

/**
 * Declares that the page must not be painted before the element with this id has been parsed
 * (the layout adds a render-blocking `<link rel=expect>`). For a part that would move if painted
 * half-built; Chromium unblocks at the element's start tag, so name the element after that part.
 */
export function useRenderBlocking(id: string): void {
  usePage().renderBlocking.add(id);
}
