// The site's base URL in the browser (`<html data-base-url>`, written when it
// is not `/`): islands put it in front of the site paths they build or receive
// base-free (search hits, chat sources, a large sidebar's entries), as the
// build does for the page's own HTML (theme/shared/base-url.ts).
import { stripBase, withBase } from '../../shared/base-url.js';

export function siteBase(): string {
  return document.documentElement.dataset.baseUrl || '/';
}

/** Whether a URL is a path of this site (`/docs/x`), not another site's (`//host/x`, `https:…`). */
export function isSitePath(url: string): boolean {
  return /^\/(?!\/)/.test(url);
}

/** A site path (`/docs/x`) as the browser asks for it (`/project/docs/x`). */
export function baseUrl(path: string): string {
  return withBase(siteBase(), path);
}

/**
 * A page's site path (`/docs/x#a`, a search hit's, a chat source's) as the browser asks for it: with
 * the base, and on a site with `trailingSlash: true` (`<html data-trailing-slash>`) with the slash
 * its pages are published with (`/docs/x/#a`), as the build writes the pages' own links. Without
 * it a hit went through a redirect and left the address bar without the slash.
 */
export function pageUrl(path: string): string {
  if (!document.documentElement.hasAttribute('data-trailing-slash')) return baseUrl(path);
  const [, pathname, rest] = /^([^?#]*)([\s\S]*)$/.exec(path)!;
  return baseUrl((pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`) + rest);
}

/** The site path of a pathname of this origin (`/project/docs/x` → `/docs/x`), undefined outside the base. */
export function sitePath(pathname: string): string | undefined {
  return stripBase(siteBase(), pathname);
}
