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

/** The site path of a pathname of this origin (`/project/docs/x` → `/docs/x`), undefined outside the base. */
export function sitePath(pathname: string): string | undefined {
  return stripBase(siteBase(), pathname);
}
