// The base URL: the path a site is published under (`baseUrl: '/project/'`, a
// GitHub Pages project site), as Docusaurus has it. Routes, links and data
// stay base-free inside the build and in the search records; the base is added
// once, where a URL leaves for the browser: the finished HTML of every page
// (`addBaseToHtml` in base-html.ts, like trailing slashes), the URLs islands build at run time
// (`withBase`), and absolute URLs (the site's public root, `publicRoot`).
// Output files stay at the output folder's root, as Docusaurus lays them out:
// the folder is what is published at the base. Pure: no DOM, no Node.

/** `/`, or the base with one slash on each side: `project` → `/project/`. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Docusaurus's mark of a site path its router and link check leave alone (`pathname:///legacy/app.html`). */
export const PATHNAME_PROTOCOL = 'pathname://';

/**
 * A link written `pathname:///legacy/app.html` as the site path it names (`/legacy/app.html`, which gets the
 * base as any other), as Docusaurus's Link strips the mark; anything else as it is. Written as it was, the
 * browser could not open it (a navbar, footer or sidebar item, a `<Link to>`).
 */
export function withoutPathnameProtocol(url: string): string {
  return url.startsWith(PATHNAME_PROTOCOL) ? url.slice(PATHNAME_PROTOCOL.length) : url;
}

/** A root-relative path (`/x`, not `//host`) with the base in front; anything else as it is. */
export function withBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  return base + url.slice(1);
}

/** A request path below the base → the site path (`/project/x` → `/x`, `/project` → `/`); undefined outside it. */
export function stripBase(base: string, pathname: string): string | undefined {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined;
}

/**
 * A root-relative URL written with the base in front, without it
 * (`/project/x#a` → `/x#a`), as Docusaurus never adds the base twice; any
 * other URL as it is. Links in pages and in the config go through this.
 */
export function withoutBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  const end = url.search(/[?#]/);
  const path = stripBase(base, end === -1 ? url : url.slice(0, end));
  return path === undefined ? url : path + (end === -1 ? '' : url.slice(end));
}

/** The site's address as published: its origin and base, no trailing slash (`https://a.io/project`). */
export function publicRoot(origin: string, base: string): string {
  return origin + base.slice(0, -1);
}

/**
 * A navbar or footer item's `to` as the site path it opens. Docusaurus puts `to` through
 * `useBaseUrl`, which puts the base in front of a path written without a leading slash whatever it
 * starts with (`to: 'docs/intro'` under the base `/docs/` is `/docs/docs/intro`), and leaves a
 * rooted path that already starts with the base as it is (`/docs/intro` there is the page `/intro`).
 * A URL with a scheme, or an anchor, is as written.
 */
export function routeOfTo(base: string, to: string): string {
  if (to.startsWith('/') || to.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(to)) return withoutBase(base, to);
  return `/${to}`;
}
