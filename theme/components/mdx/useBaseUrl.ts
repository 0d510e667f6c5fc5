// `@docusaurus/useBaseUrl`: a site path as a URL. Full URLs and `#anchors` stay
// as they are. A path gains its leading slash and stays without the base URL:
// the build adds the base to every root-relative URL of the finished page
// (theme/shared/base-url.ts), so a path that already holds it loses it here,
// as Docusaurus never adds the base twice. `absolute` gives the published URL.
import { usePage } from '../context.js';
import type { SiteData } from '../types.js';
import { withoutBase } from '../../shared/base-url.js';

type Options = { absolute?: boolean; forcePrependBaseUrl?: boolean };

function baseUrlOf(site: Pick<SiteData, 'url' | 'base'>, url: string, options: Options = {}): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  let path = url.startsWith('/') ? url : `/${url}`;
  if (site.base && !options.forcePrependBaseUrl) path = withoutBase(site.base, path);
  return options.absolute ? `${site.url}${path === '/' ? '' : path}` : path;
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
