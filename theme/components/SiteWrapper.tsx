// A part of pxdocs's layout a Docusaurus site may wrap: its swizzled
// `src/theme/<Part>` that imports `@theme-original/<Part>` and renders it with
// something of its own around it (a contributors list under the doc footer,
// comments under the blog paginator). The build bundles the wrappers
// (compiler/site-wrappers.ts) and the page renders the site's wrapper where it
// draws the part; `@theme-original/<Part>` gives the wrapper pxdocs's own
// component (`ORIGINAL_PARTS`, compiler/bundle-pages.ts). Without a wrapper
// the part is pxdocs's own, as before.
import { createContext, createElement, type ComponentType, type ReactNode } from 'react';
import RawHtml from './mdx/RawHtml.js';
import { usePage } from './context.js';

/**
 * The parts a site's wrapper is rendered around (Docusaurus's names). Layout (a banner above every page, a
 * provider around it) is drawn around the page's regions by render.ts (compiler/site-layout-wrapper.ts);
 * DocItem/Layout (a "last reviewed" note, a feedback widget) around a doc's columns (DocPage.tsx).
 */
export const WRAPPABLE_PARTS = ['Layout', 'DocItem/Layout', 'DocItem/Content', 'DocItem/Footer', 'DocPaginator', 'BlogPostItem', 'BlogPostPaginator', 'Footer', 'DocCard', 'DocCardList', 'DocVersionBanner', 'MDXContent'] as const;
export type WrappablePart = (typeof WRAPPABLE_PARTS)[number];

/**
 * The parts whose wrapper a page's content renders inside (compiler/render.ts): pages take the wrappers' modules
 * (compiler/site-wrappers.ts `SiteWrappers.shared`), and an island there hydrates inside them (`WrapperChain`).
 */
export const CONTENT_PARTS: readonly WrappablePart[] = ['Layout', 'DocItem/Layout', 'DocItem/Content', 'MDXContent', 'BlogPostItem'];

/**
 * The parts whose ejected copy (a swizzled file that does not import `@theme-original/<Part>`)
 * is rendered in place of pxdocs's own too: what Docusaurus gives DocItem/Content is small (the
 * doc's body as `children`, and `useDoc()`), so a site's own copy draws the page as it means to.
 * svg/svgo.dev's adds each plugin's usage, parameters and demo from its front matter under the body.
 * Footer: the most ejected part of all (Avalonia, IABTechLab/uid2docs, Gryt-chat/gryt-docs's empty one);
 * a copy reads `useThemeConfig().footer` and draws it with `@theme/Footer/<Piece>` (mdx/footer-parts.tsx).
 * DocItem/Footer (a comments widget or a signature under the edit link: `useDoc().metadata`, and
 * `@theme/TagsListInline`, `EditThisPage`, `LastUpdated`, `EditMetaRow`) and the paginators (given their
 * neighbours as props, `@theme/PaginatorNavLink`): mdx/doc-parts.tsx. DocCard (OpenC3/cosmos's, Gryt-chat's
 * icons from `customProps`): each card of a generated index and of `<DocCardList>` is drawn by it, given
 * Docusaurus's `item` (DocCard.tsx `cardItem`). DocCardList (arrow-kt/arrow-website's lays its cards in a grid
 * of its own): `<DocCardList>` in a page and a generated index's list are drawn by it, given Docusaurus's items.
 * DocVersionBanner (fastify/website's adds a Long Term Support line under old versions): drawn above a versioned
 * doc in pxdocs's banner's place, with the hooks it reads (useDocsVersion, useDocVersionSuggestions…). BlogPostItem, on a post's page and for each entry
 * of a list: `@theme/BlogPostItem/Container`, `/Header`, `/Content`, `/Footer` (mdx/blog-parts.tsx).
 */
export const REPLACEABLE_PARTS: readonly WrappablePart[] = ['DocItem/Content', 'Footer', 'DocItem/Footer', 'DocPaginator', 'BlogPostPaginator', 'DocCard', 'DocCardList', 'DocVersionBanner', 'BlogPostItem'];

/**
 * True inside a site's own copy of a part (REPLACEABLE_PARTS): the body it is given is the doc's
 * content alone, as Docusaurus's MDX content is, without pxdocs's `markdown` box (the copy draws its own).
 */
export const InSiteCopy = createContext(false);

export type PartComponent = ComponentType<Record<string, unknown>>;

/** The site's wrapper of `name` where it has one, else pxdocs's own part; given the props Docusaurus gives that part. */
export function Part({ name, original, props }: { name: WrappablePart; original: PartComponent; props?: Record<string, unknown> }) {
  const wrapper = usePage().wrappers?.[name];
  return createElement(wrapper ?? original, props ?? {});
}

/**
 * A page's Markdown body, in its box (`className`), or bare (no box: inside a site's own DocItem/Content,
 * which draws its box itself). Docusaurus renders the content of every doc, post and Markdown page inside
 * MDXContent, so a site's wrapper of it (Wybxc/wybxc-monthly's comments and tips under each article) is
 * rendered around the body here; without one the body is the HTML as it is. `content`: the page's module itself, rendered
 * here in the body's render (render.ts, under a site's wrapper of a part it renders inside), in place of its HTML.
 */
export function MarkdownBody({ html, content, className }: { html: string; content?: ReactNode; className?: string }) {
  const wrapper = usePage().wrappers?.MDXContent;
  const body: ReactNode = content ?? <RawHtml html={html} />;
  const wrapped = wrapper ? createElement(wrapper, { children: body }) : undefined;
  if (className === undefined) return wrapped ?? body;
  if (wrapped) return <div className={className}>{wrapped}</div>;
  return content ? <div className={className}>{content}</div> : <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
