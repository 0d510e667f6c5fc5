// A part of pxdocs's layout a Docusaurus site may wrap: its swizzled
// `src/theme/<Part>` that imports `@theme-original/<Part>` and renders it with
// something of its own around it (a contributors list under the doc footer,
// comments under the blog paginator). The build bundles the wrappers
// (compiler/site-wrappers.ts) and the page renders the site's wrapper where it
// draws the part; `@theme-original/<Part>` gives the wrapper pxdocs's own
// component (`ORIGINAL_PARTS`, compiler/bundle-pages.ts). Without a wrapper
// the part is pxdocs's own, as before.
import { createElement, type ComponentType } from 'react';
import { usePage } from './context.js';

/** The parts a site's wrapper is rendered around (Docusaurus's names). */
export const WRAPPABLE_PARTS = ['DocItem/Content', 'DocItem/Footer', 'DocPaginator', 'BlogPostItem', 'BlogPostPaginator', 'Footer'] as const;
export type WrappablePart = (typeof WRAPPABLE_PARTS)[number];

export type PartComponent = ComponentType<Record<string, unknown>>;

/** The site's wrapper of `name` where it has one, else pxdocs's own part; given the props Docusaurus gives that part. */
export function Part({ name, original, props }: { name: WrappablePart; original: PartComponent; props?: Record<string, unknown> }) {
  const wrapper = usePage().wrappers?.[name];
  return createElement(wrapper ?? original, props ?? {});
}
