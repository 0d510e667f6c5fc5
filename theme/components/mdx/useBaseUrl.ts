// `@docusaurus/useBaseUrl`: a site path as a URL. Full URLs and `#anchors` stay
// as they are. A path gains its leading slash and the base URL, as its mark
// (BASE_MARK, theme/shared/base-html.ts): the finished page has the base
// wherever the value goes, an attribute, a style or text. A path that already
// holds the base is not given it twice, as in Docusaurus. `absolute` gives the
// published URL.
import { usePage } from '../context.js';
import type { SiteData } from '../types.js';
import { withoutBase } from '../../shared/base-url.js';
import { BASE_MARK, ROOT_PATH } from '../../shared/base-html.js';

type Options = { absolute?: boolean; forcePrependBaseUrl?: boolean };

function baseUrlOf(site: Pick<SiteData, 'url' | 'base'>, url: string, options: Options = {}): string {
  // No URL (`useBaseUrl(imageUrl)` for a feature without an image, manaelproxy/manael's home page)
  // is given back as it is, as Docusaurus does: the component tests it before drawing an <img>.
  if (!url) return url;
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

/**
 * A root-relative path a component gives `@docusaurus/Link` (`to`, `href`) as the page built base-free
 * writes it: Docusaurus puts the base in front unless the path already starts with it, so a path
 * written with the base loses it here (the finished page gets it back once). Anything else as it is.
 */
export function linkPath(site: Pick<SiteData, 'base'>, url: string): string {
  return site.base && url.startsWith('/') && !url.startsWith('//') ? withoutBase(site.base, url) : url;
}

/**
 * Where a path given to the router goes (`<Redirect to>`): Docusaurus takes it as written, its
 * routes holding the base. `href` is the URL as the page built base-free writes it in an
 * attribute, `written` the same where nothing adds the base (a refresh meta's content). A path
 * under this build's base is a site path, marked; one under the site's root base only (a locale's
 * pass sending to the default locale's page) is the root's; any other root-relative path, which
 * Docusaurus would send outside the site, is taken as a site path.
 */
export function routerTarget(site: Pick<SiteData, 'base' | 'i18n'>, to: string): { href: string; written: string } {
  if (!site.base || !to.startsWith('/') || to.startsWith('//')) return { href: to, written: to };
  const path = withoutBase(site.base, baseCased(site.base, to));
  if (path !== to) return { href: sitePathname(site, path), written: sitePathname(site, path) };
  const locale = site.i18n?.locales.find((each) => each.name === site.i18n!.current);
  const root = locale?.path && site.base.endsWith(locale.path) ? site.base.slice(0, -locale.path.length) : site.base;
  const cased = baseCased(root, to);
  const fromRoot = root === site.base ? to : withoutBase(root, cased);
  if (fromRoot !== cased) return { href: ROOT_PATH + fromRoot.slice(1), written: cased };
  return { href: sitePathname(site, to), written: sitePathname(site, to) };
}

/**
 * `to` with its first segments spelt as the base when they are the base in another case
 * (`/10Tap-Editor/docs` under `/10tap-editor/`): Docusaurus's router (react-router 5) matches
 * routes without regard to case, so such a path reaches the page under the base, and the static
 * page's refresh must name it as published (10play/10tap-editor's home page).
 */
function baseCased(base: string, to: string): string {
  const head = to.slice(0, base.length);
  if (head === base || head.toLowerCase() !== base.toLowerCase()) {
    return to.toLowerCase() === base.slice(0, -1).toLowerCase() ? base.slice(0, -1) : to;
  }
  return base + to.slice(base.length);
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
