// A Docusaurus site's own not-found page: src/pages/404.js (or .tsx, .md, .mdx), the page
// Docusaurus sites write to replace the theme's "Page Not Found". Docusaurus builds it at
// /404, which with `trailingSlash: false` is the very 404.html hosts serve for an unknown
// address (and its /404 page otherwise). pxdocs left it out ("The route /404 … is the
// not-found page's; the page is left out. Give it another slug"), so the site's page, its
// suggestions and links, vanished: it is now the site's not-found page, written to 404.html
// in place of pxdocs's own.
import type { Doc } from './discover.js';

/** The not-found page's route. */
export const NOT_FOUND_ROUTE = '/404';

/** Whether `doc` is a page of the site's pages folder at /404: the site's not-found page. */
export function isSiteNotFoundPage(doc: Pick<Doc, 'page' | 'permalink'> | undefined): boolean {
  return (doc?.page === 'react' || doc?.page === 'markdown') && doc.permalink === NOT_FOUND_ROUTE;
}
