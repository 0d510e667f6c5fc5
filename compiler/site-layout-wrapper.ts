// A site's wrapper of Docusaurus's Layout (`src/theme/Layout/index.js` importing
// `@theme-original/Layout`): a banner above every page, a context provider around it.
// In Docusaurus the wrapper is the whole page's Layout: what it draws before and after
// `<Layout {...props} />` sits around the skip link, navbar, main region and footer
// (inside Root), and every part of the page reads what it provides. pxdocs renders
// those regions apart (the body, a wrapped footer, the navbar's own items, the layout itself), so the wrapper
// is rendered once per page around them all (render.ts), as Docusaurus's server rendering renders it once, its
// `@theme-original/Layout` being two marks around its children (`OriginalLayout`): the markup before and after
// the marks is its frame, which Layout.tsx's LAYOUT_BEFORE and LAYOUT_AFTER slots take, and what is between them
// the regions, rendered inside the wrapper's providers (`layoutFrame`). A page's content (an MDX doc's, a post's,
// a Markdown page's) is the first of them, so its components read what the wrapper provides, as Docusaurus renders
// it inside Layout: the page's bundle takes the wrapper's modules from its instance (site-wrappers.ts `shared`).
// A React page's own `<Layout>` is the wrapper, given the page's props (render.ts `siteLayout`), as Docusaurus
// resolves `@theme/Layout` to it; the regions follow the page's children there.
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { pxErrors } from './errors/catalogue.js';
import type { PageData } from '../theme/components/types.js';

const LAYOUT_START = 'pxdocs-layout-start';
const LAYOUT_END = 'pxdocs-layout-end';
const START_MARK = `<${LAYOUT_START}></${LAYOUT_START}>`;
const END_MARK = `<${LAYOUT_END}></${LAYOUT_END}>`;

/** What a wrapper's `@theme-original/Layout` is: its children between two marks (the page's regions go there). */
export function OriginalLayout({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, createElement(LAYOUT_START), children, createElement(LAYOUT_END));
}

/**
 * The props Docusaurus gives Layout on this page: a doc's DocsRoot gives none but its children; a page,
 * a Markdown page and the blog's give its title and description (and what a React page gave it).
 */
function layoutProps(page: PageData): Record<string, unknown> {
  if (page.kind === 'doc' || page.kind === 'generated-index' || page.kind === 'tags') return {};
  return {
    ...(page.title ? { title: page.title } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(page.wrapperClassName ? { wrapperClassName: page.wrapperClassName } : {}),
    ...(page.noFooter ? { noFooter: true } : {}),
  };
}

/**
 * `children` as the children of the site's Layout wrapper (the page's props given it), rendered once per
 * page: its `<Head>` tags are the page's, as in Docusaurus.
 */
export function withinLayout(wrapper: ComponentType<Record<string, unknown>>, page: PageData, children: ReactElement): ReactElement {
  return createElement(wrapper, { ...layoutProps(page), children });
}

/** The wrapper's markup before Layout, what Layout held, and the markup after it. */
export function layoutFrame(markup: string, page: PageData): { before: string; inside: string; after: string } {
  const start = markup.indexOf(START_MARK);
  const end = markup.lastIndexOf(END_MARK);
  const times = markup.split(START_MARK).length - 1;
  if (times !== 1 || end < start) {
    const message = `it renders @theme-original/Layout ${times === 0 ? 'nowhere' : `${times} times`} on ${page.permalink}: the page's navbar, main region and footer are drawn as that Layout, once. Render \`<Layout {...props} />\` once, with what the wrapper adds before or after it, or around it (a provider).`;
    throw pxErrors.SiteWrapperFailed.create({ file: 'src/theme/Layout', part: 'Layout', message }, { where: { file: 'src/theme/Layout' } });
  }
  return { before: markup.slice(0, start), inside: markup.slice(start + START_MARK.length, end), after: markup.slice(end + END_MARK.length) };
}
