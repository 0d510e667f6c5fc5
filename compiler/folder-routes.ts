// The routes a site writes as folders (`docs/guide/index.html`) and links with their slash
// (`/docs/guide/`), as Docusaurus serves them.
import type { Doc } from './discover.js';
import type { SiteConfig } from './config/schema.js';
import { docsModel } from './config/docs-model.js';

/**
 * Whether Docusaurus serves the page at a URL ending with a slash, which relative links in it
 * resolve from: every page with `trailingSlash: true`; otherwise, unless `trailingSlash: false`,
 * a folder's index doc or page without a slug of its own (its permalink is the folder's, `/guide/`),
 * and a doc whose slug ends with one (`slug: /`, the docs' home, is served at `/docs/`: Docusaurus
 * joins the version's path and the slug, keeping the slug's last slash).
 */
export function servedAsFolder(doc: Doc, trailingSlash: boolean | undefined): boolean {
  if (trailingSlash !== undefined) return trailingSlash;
  if (doc.page === 'post') return false;
  const { slug } = doc.frontMatter;
  return slug === undefined ? doc.isIndex : typeof slug === 'string' && slug.endsWith('/');
}

/**
 * The routes written as `x/index.html` and linked as `/x/` (links, sidebar, pagination, breadcrumbs,
 * canonical URL, sitemap): every route with `trailingSlash: true`; with it unset, the docs whose
 * permalink Docusaurus ends with a slash (`servedAsFolder`: `docs/guide/index.md` is `/docs/guide/`,
 * in `docs/guide/index.html`), so an address of the Docusaurus site, which a host such as GitHub
 * Pages serves only from that file, stays the page's; none with `false`. Pages of the pages folder,
 * and the docs of a site of `areas`, keep their one form.
 */
export function slashRoutes(routes: readonly FolderRouteInput[], config: SiteConfig): string[] | undefined {
  if (config.trailingSlash === true) return routes.map((route) => route.page.permalink);
  // A site of pxdocs's own `areas` has no Docusaurus addresses to keep: its pages keep one form.
  if (config.trailingSlash === false || docsModel(config).sidebars.kind === 'areas') return undefined;
  const folders = routes.filter((route) => isFolderDoc(route)).map((route) => route.page.permalink);
  return folders.length ? folders : undefined;
}

/** Whether a route's page is written as `x/index.html` (see `slashRoutes`). */
export function writtenAsFolder(route: FolderRouteInput, config: SiteConfig): boolean {
  if (config.trailingSlash !== undefined) return config.trailingSlash;
  return docsModel(config).sidebars.kind !== 'areas' && isFolderDoc(route);
}

type FolderRouteInput = { page: { permalink: string; kind: string }; doc?: Doc };

/** A doc, or a page of the pages folder (`src/pages/foo/index.md` and `foo/index.js` are `/foo/` in Docusaurus), served as a folder. */
function isFolderDoc(route: FolderRouteInput): boolean {
  return route.doc !== undefined && (route.page.kind === 'doc' || route.doc.page === 'markdown' || route.doc.page === 'react') && route.page.permalink !== '/' && servedAsFolder(route.doc, undefined);
}

/**
 * Whether a site path is linked with its slash, from the docs alone, for what is made before the
 * routes (the large sidebars' tree assets, whose links the browser draws as they are written):
 * `slashRoutes` of the docs' routes. Undefined when no path is.
 */
export function slashedPaths(docs: readonly Doc[], config: SiteConfig): ((path: string) => boolean) | undefined {
  if (config.trailingSlash === true) return (path) => path.startsWith('/') && !path.startsWith('//') && path !== '/';
  const folders = new Set(slashRoutes(docs.map((doc) => ({ page: { permalink: doc.permalink, kind: doc.page ? 'page' : 'doc' }, doc })), config));
  return folders.size ? (path) => folders.has(path) : undefined;
}

/** `path` (a site path, perhaps with a query or an anchor) as it is linked: with its slash when `slashed` says so. */
export function linkedPath(path: string, slashed: ((path: string) => boolean) | undefined): string {
  if (!slashed) return path;
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  return bare.endsWith('/') || !slashed(bare) ? path : `${bare}/${cut === -1 ? '' : path.slice(cut)}`;
}
