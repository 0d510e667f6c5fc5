// Renders one route to a complete HTML document with React on the server.
// The page body renders first, so the islands it uses are known for the head.
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { InRootFrame, PageContext, WrapperChain, type RenderContext } from '../theme/components/context.js';
import { BARE_PAGE, FOOTER_SLOT, LAYOUT_AFTER, LAYOUT_BEFORE, Layout, ROOT_AFTER, ROOT_BEFORE } from '../theme/components/Layout.js';
import { Footer } from '../theme/components/Footer.js';
import { Part } from '../theme/components/SiteWrapper.js';
import { NavbarCustomItem, navbarItemSlot, navbarItemSlotMarkup } from '../theme/components/NavbarCustomItem.js';
import { DocPage } from '../theme/components/DocPage.js';
import { StandalonePage } from '../theme/components/StandalonePage.js';
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagsPage } from '../theme/components/Blog.js';
import { cutExcerpt, withoutContentTitle } from './blog/excerpt.js';
import { HomePage } from '../theme/components/HomePage.js';
import { SearchPage } from '../theme/components/SearchPage.js';
import { NotFoundPage } from '../theme/components/NotFoundPage.js';
import { mdxComponents } from '../theme/components/mdx/index.js';
import { RAW_MARKER } from '../theme/components/mdx/RawHtml.js';
import type { DocMeta, PageData, SidebarItem, SiteData } from '../theme/components/types.js';
import { setMessages } from '../theme/components/mdx/docusaurus-client.js';
import type { PageComponent } from './bundle-pages.js';
import { withinTimeLimit } from './time-limit.js';
import { withoutRedundantSlots } from '../theme/components/SiteIsland.js';
import { PAGE_END, PAGE_START, pageWithinRoot } from './site-root.js';
import { pxErrors } from './errors/catalogue.js';
import { ISLAND_DOCS_ID, islandDocsScript, withChainDocs, type IslandDocs } from '../theme/shared/island-docs.js';
import { layoutFrame, withinLayout } from './site-layout-wrapper.js';
import { renderIslandMarkup } from './island-markup.js';

export interface RenderInput {
  site: SiteData;
  page: PageData;
  content?: PageComponent;
  /** A doc page's front matter and source, for its components' `useDoc()`. */
  doc?: DocMeta;
  /** The body as HTML, for a page compiled on the fast path (instead of `content`). */
  contentHtml?: string;
  titleInBody?: boolean;
  /** Islands every page loads (colour mode, navigation…), before the page's own. */
  baseIslands: string[];
  headScript: string;
  /**
   * How long the page's module (its components, its expressions) may take to
   * render, in milliseconds (compiler/time-limit.ts; absent or 0: no limit):
   * past it, renderPage throws an error `timedOut` recognises.
   */
  timeLimitMs?: number;
  /**
   * The site's swizzled Root (site-root.ts), which a page with a module renders inside, for its contexts;
   * with wrappers, the layout's parts are rendered inside it too (a wrapper reads Root's contexts).
   */
  root?: { component: ComponentType<{ children?: ReactNode }>; file: string };
  /** The site's swizzle wrappers of layout parts, by part (site-wrappers.ts): drawn in place of pxdocs's own. */
  wrappers?: RenderContext['wrappers'];
  /** Every doc of the site, indexed when first asked for (`useDocById`, `useAllDocsData`: compiler/docs-data.ts). */
  docs?: RenderContext['docs'];
}

export interface RenderedPage {
  html: string;
  islands: string[];
  /** A React page's data as it rendered: the title and description it gave `@theme/Layout`. */
  page?: PageData;
  /** A blog post's body up to its truncate marker. */
  excerpt?: string;
  /** A post among its blog's feeds' (`inFeed`) whose excerpt is not the whole of it: its whole body, for the feeds. */
  feedBody?: string;
  /** A React page's own HTML (its main region, without the layout): what search reads of it, as it has no article. */
  region?: string;
  /** Warnings its render gave (a site island left static: SiteIsland.tsx). */
  notes?: string[];
  /** It read the site's docs data (`useDocById`, `useAllDocsData`): its HTML depends on every doc's title and description. */
  readDocs?: boolean;
  /** The targets `@docusaurus/Link` drew (`RenderContext.linked`), as written. */
  linked?: string[];
  /** It read its sidebar's entries (DocCardList, `useDocsSidebar`): its HTML shows their descriptions. */
  readSidebar?: boolean;
  /** Which of them (`RenderContext.sidebarRead`): entries of `page.sidebarItems` themselves, to find them there (sidebar-keys.ts). */
  sidebarRead?: (SidebarItem | SidebarItem[])[];
}

/**
 * A class of Infima's layout and utilities (theme/styles/infima.css) in a doc's body: MDX written for
 * Docusaurus, where Infima styles every page, uses them (`<a className="button button--primary">`,
 * `<div className="row"><div className="col col--6">`). The theme puts none of them in a doc's body
 * (theme/shared/docusaurus-classes.ts) but on a DocCardList's cards, as Docusaurus's names for a site's
 * CSS, after pxdocs's own `doc-card…` name, which content.css styles: those attributes are skipped, so
 * only the page's own writing matches.
 */
const INFIMA_CLASS = /\sclass="(?!doc-card)(?:[^"]*\s)?(?:container|row|col|card|badge|button|hero|(?:col|button|badge|hero|card|text|margin(?:-[a-z]+)?|padding(?:-[a-z]+)?|shadow)--[\w-]+)(?=[\s"])/;

/** The blog's pages drawn from their data alone, by kind. */
const BLOG_PAGES = { 'blog-list': BlogListPage, 'blog-tags': BlogTagsPage, 'blog-authors': BlogAuthorsPage, 'blog-archive': BlogArchivePage } as const;

export function renderPage({ site, page, content, doc, contentHtml, titleInBody, baseIslands, headScript, timeLimitMs, root, wrappers, docs }: RenderInput): RenderedPage {
  // `<Translate>` and `translate()` in the site's components give the locale's messages.
  setMessages(site.messages);
  const context: RenderContext = { site, page, doc, islands: new Set(), raw: [], renderBlocking: new Set(), linked: [], ...(wrappers ? { wrappers } : {}), ...(titleInBody ? { titleInBody } : {}), ...(docs ? { docs } : {}) };
  const withContext = (element: ReactElement) => createElement(PageContext.Provider, { value: context }, element);
  const layoutWrapper = wrappers?.Layout;
  // With the site's Layout wrapper, a page's content is rendered inside it, in the one render of the wrapper
  // that draws every region (below): its components read what the wrapper provides, as in Docusaurus. The
  // body is drawn around a slot its HTML fills once rendered; `finish` does what needed that HTML.
  let deferred: PageComponent | undefined;
  let finish: ((html: string) => string) | undefined;
  // With the site's wrapper of a part a doc's content renders inside (DocItem/Layout…), the content is rendered in
  // the body's render, where its HTML goes, between marks (`placeContent`): `inBody` does what needed that HTML.
  let inBody: ((html: string) => string) | undefined;
  const contentOf = (then: (html: string) => string): string => {
    if (!layoutWrapper || !content) return then(renderContent(content, context, withContext, timeLimitMs, root));
    deferred = content;
    finish = then;
    return CONTENT_SLOT;
  };
  /** The regions after the body: a wrapped footer and the navbar's items of the site's own types, each with its slot. */
  const laterRegions = () => {
    // A wrapped site footer is rendered before the layout: the islands its additions hold are loaded by the head.
    const footer = wrappers?.Footer && !context.page.noFooter ? createElement(Part, { name: 'Footer', original: Footer }) : undefined;
    // So are the navbar's items of the site's own types (NavbarCustomItem.tsx), in the bar and in the mobile menu.
    const customItems = site.navbar.items.flatMap((item, index) => (item.custom ? [{ item, index, type: item.custom.type }] : []));
    for (const { item, index, type } of customItems) {
      if (!wrappers?.[`NavbarItem/${type}`]) throw pxErrors.NavbarItemTypeUnknown.create({ index, type }, item.custom?.where ? { where: item.custom.where } : {});
    }
    const items = customItems.flatMap(({ item, index }) => [false, true].map((mobile) => [navbarItemSlot(index, mobile), createElement(NavbarCustomItem, { item, mobile })] as const));
    return { footer, items };
  };
  // A React page's own `<Layout>` rendered the wrapper with the regions (below), and what they are.
  let later: ReturnType<typeof laterRegions> | undefined;
  let prelaid: { frame: { before: string; after: string }; body: string; regions: string[] } | undefined;
  let body: ReactElement;
  let excerpt: string | undefined;
  let feedBody: string | undefined;
  let region: string | undefined;
  switch (page.kind) {
    case 'home':
      body = createElement(HomePage);
      break;
    case 'search':
      context.islands.add('search-page');
      body = createElement(SearchPage);
      break;
    case 'not-found':
      body = createElement(NotFoundPage);
      break;
    case 'react-page': {
      // The page draws its whole main region; what it gave `@theme/Layout` names it.
      const named = () => {
        const layout = context.layout ?? {};
        context.page = {
          ...page,
          // Untitled, the page's head shows the site's title alone (as Docusaurus's).
          title: layout.title ?? '',
          description: layout.description ?? '',
          ...(layout.keywords ? { keywords: layout.keywords } : {}),
          ...(layout.image ? { image: layout.image } : {}),
          ...(layout.wrapperClassName ? { wrapperClassName: layout.wrapperClassName } : {}),
          ...(layout.noFooter ? { noFooter: true } : {}),
          // Without `<Layout>` Docusaurus draws the page alone in its root: no navbar, footer or Layout wrapper.
          ...(layout.wrapped ? {} : { bare: true }),
        };
      };
      // With the site's Layout wrapper, the page's `<Layout>` is the wrapper, rendered once around its children
      // and the layout's regions (the body around a slot the page's HTML fills, a wrapped footer, navbar items).
      if (layoutWrapper && content) context.siteLayout = (props) => {
        const Regions = () => {
          named();
          later = laterRegions();
          const parts = [createElement(StandalonePage, { html: CONTENT_SLOT }), ...(later.footer ? [later.footer] : []), ...later.items.map(([, element]) => element)];
          return parts.flatMap((element, index) => [createElement(REGION, { key: `mark-${index}` }), createElement(Fragment, { key: `region-${index}` }, element)]);
        };
        const children = [createElement(REGION, { key: 'mark' }), createElement(Fragment, { key: 'page' }, props.children as ReactNode), createElement(Regions, { key: 'regions' })];
        return createElement(Fragment, null, createElement(PAGE_LAYOUT_START), createElement(layoutWrapper, { ...props, children }), createElement(PAGE_LAYOUT_END));
      };
      const markup = content ? renderModule(content, context, withContext, timeLimitMs, root) : '';
      delete context.siteLayout;
      named();
      const start = markup.indexOf(PAGE_LAYOUT_START_MARK);
      if (later && start !== -1) {
        const end = markup.lastIndexOf(PAGE_LAYOUT_END_MARK);
        const frame = layoutFrame(markup.slice(start + PAGE_LAYOUT_START_MARK.length, end), context.page);
        const [own, ...parts] = frame.inside.split(REGION_MARK).slice(1);
        if (parts.length !== 1 + (later.footer ? 1 : 0) + later.items.length) throw layoutRegionsLost(context.page);
        // What the page draws outside its Layout stays in its region, as before.
        const html = contentMarkup(markup.slice(0, start) + own! + markup.slice(end + PAGE_LAYOUT_END_MARK.length), context);
        const [bodyPart, ...rest] = parts.map((part) => swapRaw(part, context, 0));
        prelaid = { frame, body: bodyPart!.replace(CONTENT_SLOT, () => html), regions: rest };
        region = html;
      } else {
        // It drew no Layout: the wrapper is rendered around the layout's regions below, as around a Markdown page's.
        later = undefined;
        region = contentMarkup(markup, context);
      }
      body = createElement(StandalonePage, { html: region });
      break;
    }
    case 'blog-post': {
      // The body without its truncate marker; what comes before it is the lists' excerpt.
      const cutBody = (html: string) => {
        const cut = cutExcerpt(titleInBody ? withoutContentTitle(html) : html);
        excerpt = cut.excerpt;
        if (page.blog?.inFeed && cut.body !== cut.excerpt) feedBody = cut.body;
        return cut.body;
      };
      if (content && contentHtml === undefined && POST_CONTENT_PARTS.some((part) => wrappers?.[part])) {
        // Rendered in the body, after the header, which always shows the title.
        inBody = cutBody;
        delete context.titleInBody;
        body = createElement(BlogPostPage, { html: '', content: markedContent(content), titleInBody: false });
        break;
      }
      const html = contentHtml !== undefined ? cutBody(contentHtml) : contentOf(cutBody);
      // The header always shows the title: the body's h1 is gone (after the content rendered, which reads it).
      if (!deferred) delete context.titleInBody;
      body = createElement(BlogPostPage, { html, titleInBody: false });
      break;
    }
    case 'blog-list':
    case 'blog-tags':
    case 'blog-authors':
    case 'blog-archive':
      body = createElement(BLOG_PAGES[page.kind]);
      break;
    case 'markdown-page':
      if (content && contentHtml === undefined && wrappers?.MDXContent) {
        inBody = (html) => html;
        body = createElement(StandalonePage, { html: '', content: markedContent(content) });
      } else body = createElement(StandalonePage, { html: contentHtml ?? contentOf((html) => html) });
      break;
    default: {
      const infima = (html: string) => {
        if (INFIMA_CLASS.test(html)) context.infima = true;
        return html;
      };
      if (content && contentHtml === undefined && page.kind === 'doc' && DOC_CONTENT_PARTS.some((part) => wrappers?.[part])) {
        inBody = infima;
        body = createElement(DocPage, { html: '', content: markedContent(content), titleInBody });
      } else body = createElement(DocPage, { html: contentHtml !== undefined ? infima(contentHtml) : contentOf(infima), titleInBody });
    }
  }
  // The site's wrappers are drawn inside the site's Root, as in Docusaurus (Root wraps the whole app): a
  // context Root provides is the one they read. Root's own markup is the frame already: only what it
  // renders as children is kept (the page content inside was rendered as HTML, so nothing runs twice).
  const framed = (element: ReactElement) => (root && wrappers ? insideRoot(root, renderIslandMarkup(withContext(withinRoot(root.component, element)))) : renderIslandMarkup(withContext(element)));
  const bare = context.page.bare === true;
  const { footer, items } = bare ? { footer: undefined, items: [] } : later ?? laterRegions();
  const rawBefore = context.raw.length;
  let bodyHtml: string;
  let layoutMarkup: { before: string; after: string } | undefined;
  let regions: string[];
  if (prelaid) {
    ({ frame: layoutMarkup, body: bodyHtml, regions } = prelaid);
  } else if (bare) {
    bodyHtml = region ?? '';
    regions = [];
  } else if (layoutWrapper) {
    // The site's Layout wrapper (site-layout-wrapper.ts), inside Root, rendered once as Docusaurus's SSR
    // renders it: its markup before and after the page's regions, and every region (the content, the body,
    // a wrapped footer, custom navbar items) as its Layout's children, between marks.
    const contentElement = deferred && ownContent(createElement(deferred, { components: mdxComponents }));
    // The blog post's header shows its title (the body's h1 is gone), once its content has rendered.
    const titled = deferred && page.kind === 'blog-post' ? [createElement(Run, { key: 'titled', then: () => delete context.titleInBody })] : [];
    const parts = [...(contentElement ? [contentElement] : []), body, ...(footer ? [footer] : []), ...items.map(([, element]) => element)];
    const children = parts.flatMap((element, index) => [...(index === 1 ? titled : []), createElement(REGION, { key: `mark-${index}` }), createElement(Fragment, { key: `region-${index}` }, element)]);
    const render = () => withoutImagePreloads(framed(withinLayout(layoutWrapper, context.page, createElement(Fragment, null, children))));
    // The page's own code runs here: under the page time limit (compiler/time-limit.ts).
    const frame = layoutFrame(deferred || inBody ? withinTimeLimit(timeLimitMs, () => withinWrappers(render)) : render(), context.page);
    layoutMarkup = frame;
    regions = frame.inside.split(REGION_MARK).slice(1);
    if (regions.length !== parts.length) throw layoutRegionsLost(context.page);
    const own = contentElement ? regions.shift()! : undefined;
    const contentHtml = own === undefined ? undefined : finish!(contentMarkup(own, context));
    // A doc body given as a static chunk (inside the site's own DocItem/Content: DocPage.tsx DocBody) is swapped in.
    const bodyRegion = regions.shift()!;
    const swapped = swapRaw(inBody ? placeContent(bodyRegion, context, inBody) : bodyRegion, context, rawBefore);
    bodyHtml = contentHtml === undefined ? swapped : swapped.replace(CONTENT_SLOT, () => contentHtml);
  } else {
    // A doc's content in its body: the page's own code runs here, under the page time limit.
    const markup = inBody ? placeContent(withinTimeLimit(timeLimitMs, () => withinWrappers(() => framed(body))), context, inBody) : framed(body);
    bodyHtml = withoutImagePreloads(swapRaw(markup, context, rawBefore));
    regions = [...(footer ? [footer] : []), ...items.map(([, element]) => element)].map((element) => withoutImagePreloads(framed(element)));
  }
  if (site.root?.docs) bodyHtml = withFrameDocs(bodyHtml, site.root.docs);
  if (footer) context.footerHtml = regions.shift()!;
  if (items.length) context.navbarItemsHtml = new Map(items.map(([slot]) => [slot, regions.shift()!]));
  // The navbar's search button is on every page, so its launcher is too: a few
  // hundred bytes that load the search modal on first use.
  const shell = site.search ? ['search'] : [];
  // Images open full size (`imageZoom`): the island only where the page has an image to open.
  if (site.imageZoom && bodyHtml.includes('<img')) context.islands.add('image-zoom');
  const islands = [...new Set([...baseIslands, ...shell, ...context.islands, ...(site.root?.islands ?? [])])].filter((name) => site.assets.islands[name]);
  const document = renderToStaticMarkup(withContext(createElement(Layout, {
    islands,
    headScript,
    children: createElement('div', { id: '__page', className: 'page-wrapper', dangerouslySetInnerHTML: { __html: bodyHtml } }),
  })));
  // Root's frame around the body (SiteData.root, site-root.ts): markup no React element of the layout could hold.
  const footed = fillNavbarItems(context.footerHtml !== undefined ? document.replace(`<${FOOTER_SLOT}></${FOOTER_SLOT}>`, () => context.footerHtml!) : document, context);
  const placed = bare ? footed.replace(`<${BARE_PAGE}></${BARE_PAGE}>`, () => bodyHtml) : footed;
  const laid = layoutMarkup ? placed.replace(`<${LAYOUT_BEFORE}></${LAYOUT_BEFORE}>`, () => layoutMarkup.before).replace(`<${LAYOUT_AFTER}></${LAYOUT_AFTER}>`, () => layoutMarkup.after) : placed;
  const framedDocument = site.root ? laid.replace(`<${ROOT_BEFORE}></${ROOT_BEFORE}>`, () => site.root!.before).replace(`<${ROOT_AFTER}></${ROOT_AFTER}>`, () => site.root!.after) : laid;
  return { html: `<!doctype html>${framedDocument}`, islands, ...(page.kind === 'react-page' ? { page: context.page, region } : {}), ...(excerpt !== undefined ? { excerpt } : {}), ...(feedBody !== undefined ? { feedBody } : {}), ...(context.islandNotes?.length ? { notes: [...new Set(context.islandNotes)] } : {}), ...(context.readDocs ? { readDocs: true } : {}), ...(context.readSidebar ? { readSidebar: true, sidebarRead: context.sidebarRead ?? [] } : {}), ...(context.linked?.length ? { linked: context.linked } : {}) };
}

/**
 * The page's body carrying what Root's hooks answered when its frame was rendered (`RootFrame.docs`): the frame's
 * islands hydrate inside Root on every page, whose hooks answer from the page's script in the browser. What the page's
 * own render of Root answered, when it carries that, comes first (it is this page's).
 */
function withFrameDocs(bodyHtml: string, frame: IslandDocs): string {
  const open = `<script type="application/json" id="${ISLAND_DOCS_ID}">`;
  const start = bodyHtml.indexOf(open);
  if (start === -1) return bodyHtml + islandDocsScript(frame);
  const end = bodyHtml.indexOf('</script>', start);
  const own = JSON.parse(bodyHtml.slice(start + open.length, end)) as IslandDocs;
  return bodyHtml.slice(0, start) + islandDocsScript(withChainDocs(own, frame)) + bodyHtml.slice(end + '</script>'.length);
}

/** The document with the navbar's items of the site's own types put in their slots (rendered ahead: `navbarItemsHtml`). */
function fillNavbarItems(document: string, context: RenderContext): string {
  if (!context.navbarItemsHtml) return document;
  let filled = document;
  for (const [key, html] of context.navbarItemsHtml) filled = filled.replace(navbarItemSlotMarkup(key), () => html);
  return filled;
}

/** `markup` with the static chunks rendered since `from` (RawHtml.tsx) swapped in for their markers. */
function swapRaw(markup: string, context: RenderContext, from: number): string {
  if (context.raw.length === from) return markup;
  return markup.replace(RAW_MARKER, (marker, index: string) => (Number(index) >= from ? context.raw[Number(index)] : marker));
}

/** A page module's body as HTML, its static chunks swapped in. */
function renderContent(content: PageComponent | undefined, context: RenderContext, withContext: (element: ReactElement) => ReactElement, timeLimitMs: number | undefined, root?: RenderInput['root']): string {
  return content ? contentMarkup(renderModule(content, context, withContext, timeLimitMs, root), context) : '';
}

/** A page module rendered (inside Root, and what Root rendered as its children kept). */
function renderModule(content: PageComponent, context: RenderContext, withContext: (element: ReactElement) => ReactElement, timeLimitMs: number | undefined, root?: RenderInput['root']): string {
  const element = root ? withinRoot(root.component, createElement(content, { components: mdxComponents })) : createElement(content, { components: mdxComponents });
  // The page's own code runs here: under the page time limit (compiler/time-limit.ts).
  let markup = withoutImagePreloads(withinTimeLimit(timeLimitMs, () => renderIslandMarkup(withContext(element))));
  // Root's own markup is the frame the layout puts around the whole body: the page is what it rendered as children.
  return root ? withoutImagePreloads(insideRoot(root, markup)) : markup;
}

/** A page module's rendered markup as its body's HTML: its static chunks swapped in, what its islands' docs hooks answered after it. */
function contentMarkup(markup: string, context: RenderContext): string {
  const html = withoutRedundantSlots(markup).replace(RAW_MARKER, (_, index: string) => context.raw[Number(index)]);
  // What the docs hooks answered in its islands, for their browser versions (theme/shared/island-docs.ts), and in
  // the site's Root and wrappers when an island hydrates inside them (theme/islands/lib/wrapper-chain.tsx).
  const docs = context.wrappedIsland && context.chainDocs ? withChainDocs(context.islandDocs, context.chainDocs) : context.islandDocs;
  return docs ? html + islandDocsScript(docs) : html;
}

/**
 * The site's parts a doc's content renders inside in Docusaurus (DocItem/Layout around DocItem/Content around
 * MDXContent): with a wrapper (or copy) of one, it is rendered in its place in the body (`markedContent`), so its
 * components read what the wrapper provides; the wrappers' bundle shares its modules with the pages' (site-wrappers.ts).
 */
const DOC_CONTENT_PARTS = ['DocItem/Layout', 'DocItem/Content', 'MDXContent'] as const;
/** The same for a blog post's content (BlogPostItem around MDXContent); a Markdown page's is inside MDXContent alone. */
const POST_CONTENT_PARTS = ['BlogPostItem', 'MDXContent'] as const;
/** Around a page's content rendered in its body's render. */
const CONTENT_START = 'pxdocs-content-start';
const CONTENT_END = 'pxdocs-content-end';
const CONTENT_IN_BODY = new RegExp(`<${CONTENT_START}></${CONTENT_START}>([\\s\\S]*?)<${CONTENT_END}></${CONTENT_END}>`, 'g');

/** A page's module as an element of its body, between the marks `placeContent` finds. */
function markedContent(content: PageComponent): ReactElement {
  return createElement(Fragment, null, createElement(CONTENT_START), ownContent(createElement(content, { components: mdxComponents })), createElement(CONTENT_END));
}

/** While a page's content renders inside the site's wrappers (between the `Run`s `ownContent` puts around it). */
let inContent = false;
/** What a page's content threw there: the page's error, though its modules may be the wrappers' (site-wrappers.ts `shared`). */
const contentErrors = new WeakSet<object>();

/** A page's content, noting while it renders (renderToStaticMarkup renders siblings in order). */
function ownContent(element: ReactElement): ReactElement {
  return createElement(Fragment, null, createElement(Run, { then: () => (inContent = true) }), element, createElement(Run, { then: () => (inContent = false) }));
}

/** A render of the site's wrappers with a page's content inside: a throw while the content rendered is noted as the page's. */
function withinWrappers<T>(render: () => T): T {
  inContent = false;
  try {
    return render();
  } catch (error) {
    if (inContent && typeof error === 'object' && error !== null) contentErrors.add(error);
    throw error;
  } finally {
    inContent = false;
  }
}

/**
 * Whether a page's content threw `error` while rendered inside the site's wrappers: a component it imports from a
 * module the wrappers' bundle shares runs in that bundle's code, but the error is the page's (its file and line).
 */
export function thrownByContent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && contentErrors.has(error);
}

/** A body rendered with the page's content in it: the content's markup made its HTML (as rendered apart, `renderContent`), then `finish`ed. */
function placeContent(markup: string, context: RenderContext, finish: (html: string) => string): string {
  return markup.replace(CONTENT_IN_BODY, (_, own: string) => finish(contentMarkup(withoutImagePreloads(own), context)));
}

/** Where a page's content goes in its body, when the body is rendered with it in the Layout wrapper (filled after). */
const CONTENT_SLOT = '<pxdocs-content></pxdocs-content>';
/** Around the site's Layout wrapper a React page's `<Layout>` rendered (what the page drew outside it is its own). */
const PAGE_LAYOUT_START = 'pxdocs-page-layout';
const PAGE_LAYOUT_END = 'pxdocs-page-layout-end';
const PAGE_LAYOUT_START_MARK = `<${PAGE_LAYOUT_START}></${PAGE_LAYOUT_START}>`;
const PAGE_LAYOUT_END_MARK = `<${PAGE_LAYOUT_END}></${PAGE_LAYOUT_END}>`;
/** The mark before each region rendered in the Layout wrapper. */
const REGION = 'pxdocs-layout-region';
const REGION_MARK = `<${REGION}></${REGION}>`;

/** Runs `then` where it stands in the render (renderToStaticMarkup renders siblings in order): a step between two regions. */
function Run({ then }: { then: () => unknown }) {
  then();
  return null;
}

/** A Layout wrapper that drew other children in its Layout than the ones it was given (its own, say): named. */
function layoutRegionsLost(page: PageData) {
  const message = `it did not render the children of @theme-original/Layout once each on ${page.permalink}: the page's regions are drawn there. Render \`<Layout {...props} />\` with the props it is given, children included.`;
  return pxErrors.SiteWrapperFailed.create({ file: 'src/theme/Layout', part: 'Layout', message }, { where: { file: 'src/theme/Layout' } });
}

/** What Root rendered as its children (between the marks `withinRoot` puts there); Root's own markup is the frame's. */
function insideRoot(root: NonNullable<RenderInput['root']>, markup: string): string {
  const own = pageWithinRoot(markup);
  if (own === undefined) throw pxErrors.SiteRootWithoutChildren.create({ file: root.file, times: 0 }, { where: { file: root.file } });
  return own;
}

/**
 * The page inside the site's Root, between two marks (its HTML is taken from between them),
 * Root's own tags left out (they are the frame's: `InRootFrame`), the page's kept.
 */
function withinRoot(component: ComponentType<{ children?: ReactNode }>, page: ReactElement): ReactElement {
  const children = [createElement(PAGE_START, { key: 'start' }), createElement(InRootFrame.Provider, { key: 'page', value: false }, page), createElement(PAGE_END, { key: 'end' })];
  // Islands inside it name it (`WrapperChain`): the browser hydrates them inside Root too, as Docusaurus's app is.
  return createElement(WrapperChain.Provider, { value: ['Root'] }, createElement(InRootFrame.Provider, { value: true }, createElement(component, null, children)));
}

/**
 * React 19 writes a `<link rel="preload" as="image">` for each `<img>` it renders, and, with no
 * `<head>` in the markup, puts them at its start: inside the article (a component's images, a
 * ThemedImage's two), where the Markdown twin and the search text read them too. A component's
 * own `<link rel="preload" href as="image">` is hoisted the same way, its attributes in its order
 * (react-lite-youtube-embed's thumbnail, on Jest's Architecture page): Docusaurus's render has them
 * before its layout, never in the article. An image in the article loads as any image does; the
 * preloads are dropped.
 */
function withoutImagePreloads(markup: string): string {
  return markup.startsWith('<link') ? markup.replace(/^(?:<link rel="preload"(?=[^>]* as="image")[^>]*>)+/, '') : markup;
}

/** Components React names in its stack that are not the writer's: the MDX page itself and the theme's context. */
const NOT_THE_WRITERS = new Set(['MDXContent', 'Context.Provider', 'Provider']);

/**
 * Which of a page's components threw while it rendered, innermost first
 * ("Inner", "APITable"), from React's component stack (renderToStaticMarkup
 * gives none, so the content is rendered once more, only after a failure).
 */
export function failingComponents({ site, page, content, docs }: RenderInput, timeoutMs = 5000): Promise<string[]> {
  if (!content) return Promise.resolve([]);
  const context: RenderContext = { site, page, islands: new Set(), raw: [], renderBlocking: new Set(), ...(docs ? { docs } : {}) };
  return new Promise((resolve) => {
    let stack = '';
    const done = () => {
      clearTimeout(timer);
      const names = [...stack.matchAll(/^\s*at ([A-Z][\w$.]*)/gm)].map((match) => match[1]).filter((name) => !NOT_THE_WRITERS.has(name));
      resolve([...new Set(names)]);
    };
    // A component that never settles must not hold the build.
    const timer = setTimeout(done, timeoutMs);
    const element = createElement(PageContext.Provider, { value: context }, createElement(content, { components: mdxComponents }));
    // Never piped: nothing is written, only the callbacks run.
    renderToPipeableStream(element, {
      onError: (_error, info) => { stack ||= info?.componentStack ?? ''; },
      onShellError: done,
      onAllReady: done,
    });
  });
}
