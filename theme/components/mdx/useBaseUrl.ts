// `@docusaurus/useBaseUrl`: a site path as a URL. Full URLs and `#anchors` stay
// as they are. A path gains its leading slash and the base URL, as its mark
// (BASE_MARK, theme/shared/base-html.ts): the finished page has the base
// wherever the value goes, an attribute, a style or text. A path that already
// holds the base is not given it twice, as in Docusaurus. `absolute` gives the
// published URL.
import { usePage } from '../context.js';
import type { SiteData } from '../types.js';
import { withoutBase } from '../../shared/base-url.js';
import { BASE_MARK } from '../../shared/base-html.js';

type Options = { absolute?: boolean; forcePrependBaseUrl?: boolean };

function baseUrlOf(site: Pick<SiteData, 'url' | 'base'>, url: string, options: Options = {}): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  let path = url.startsWith('/') ? url : `/${url}`;
  if (site.base && !options.forcePrependBaseUrl) path = withoutBase(site.base, path);
  if (options.absolute) return `${site.url}${path === '/' ? '' : path}`;
  return sitePathname(site, path);
}

/** A site path as a component sees it, with the base (as its mark) on a site published under one: `useBaseUrl`'s, `useLocation().pathname`. */
export function sitePathname(site: Pick<SiteData, 'base'>, path: string): string {
  return site.base ? BASE_MARK + path.slice(1) : path;
}

export default function useBaseUrl(url: string, options: Options = {}): string {
  return baseUrlOf(usePage().site, url, options);
}

/** `@docusaurus/useBaseUrl`'s other export: `withBaseUrl(url)` with the same rules. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean }) => string } {
  // A hook in Docusaurus too: the site is read where the component renders.
  const { site } = usePage();
  return { withBaseUrl: (url, options) => baseUrlOf(site, url, options) };
}
