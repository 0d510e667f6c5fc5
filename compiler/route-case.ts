// Links that name a page in another letter case (`/docs/api/Offscreen` for the doc
// at `/docs/api/offscreen`). Docusaurus's router matches routes whatever their
// case, so such a link opens the page there and its broken-link check passes; a
// static page on a static host has no router, and the link would be a 404. So a
// page's links (its HTML and the links it recorded for the check) are written
// with the route's own spelling, when exactly one page has that spelling in
// lower case.
import { splitHash } from './paths.js';
import type { SiteData } from '../theme/components/types.js';

/** Lower-cased route → the route, for the routes no other route matches in lower case. */
export type RouteCases = Map<string, string>;

/** The lookup for `routes`: a lower-case spelling two routes share names neither. */
export function routeCases(routes: Iterable<string>): RouteCases {
  const cases: RouteCases = new Map();
  const shared = new Set<string>();
  for (const route of routes) {
    const lower = route.toLowerCase();
    const known = cases.get(lower);
    if (known !== undefined && known !== route) shared.add(lower);
    else cases.set(lower, route);
  }
  for (const lower of shared) cases.delete(lower);
  return cases;
}

/**
 * A root-relative href (`/docs/A#x`, `/docs/A?q`) whose path is a route in another
 * case, with the route's spelling; undefined when it needs no change or none fits.
 */
export function routeInCase(href: string, cases: RouteCases): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const { path: withQuery, hash } = splitHash(href);
  const cut = withQuery.indexOf('?');
  const path = cut === -1 ? withQuery : withQuery.slice(0, cut);
  // A trailing slash is the route's own spelling too (`trailingSlash`): compared without it, kept as written.
  const slash = path.length > 1 && path.endsWith('/') ? '/' : '';
  const bare = slash ? path.slice(0, -1) : path;
  const route = cases.get(bare.toLowerCase());
  if (route === undefined || route === bare) return undefined;
  return `${route}${slash}${cut === -1 ? '' : withQuery.slice(cut)}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * `html` with every `href="/…"` that names a route in another case written in the route's case.
 * Only the main region of a page is read (a fragment, an excerpt, whole): the navbar, footer and
 * the sidebar's own links are written from the routes, and reading them cost a page twice as long.
 */
export function routeCaseInHtml(html: string, cases: RouteCases): string {
  if (cases.size === 0) return html;
  const start = html.indexOf('<main');
  const end = start === -1 ? -1 : html.lastIndexOf('</main>');
  if (end === -1) return inCase(html, cases);
  return html.slice(0, start) + inCase(html.slice(start, end), cases) + html.slice(end);
}

function inCase(html: string, cases: RouteCases): string {
  return html.replace(/(\shref=")(\/[^"/][^"]*)(")/g, (whole, before: string, href: string, after: string) => {
    const fixed = routeInCase(href, cases);
    return fixed === undefined ? whole : `${before}${fixed}${after}`;
  });
}

/** What `siteLinksInCase` rewrites: a link of the config (navbar, footer, logo). */
interface ConfigLink { href: string; external: boolean; html?: string }

/**
 * The site's navbar, footer and logo links written with the routes' spelling
 * (`to: '/introduction'` for the doc at `/Introduction`, as Ottawa-Rust/ottawa-rust.github.io
 * has it): Docusaurus's router, and so its broken-link check, matches them whatever
 * their case; the build stopped on a broken link, and a static host would answer 404.
 */
export function siteLinksInCase(site: SiteData, cases: RouteCases): SiteData {
  if (cases.size === 0) return site;
  const fix = <T extends ConfigLink>(link: T): T => {
    if (link.external || link.html !== undefined) return link;
    const fixed = routeInCase(link.href, cases);
    return fixed === undefined ? link : { ...link, href: fixed };
  };
  const { navbar, footer } = site;
  return {
    ...site,
    navbar: {
      ...navbar,
      logo: navbar.logo && fix(navbar.logo),
      items: navbar.items.map((item) => {
        const own = fix(item);
        return item.items ? { ...own, items: item.items.map((entry) => (entry.locale === undefined ? fix(entry) : entry)) } : own;
      }),
    },
    footer: {
      ...footer,
      links: footer.links.map((column) => ({ ...column, items: column.items.map(fix) })),
      ...(footer.row ? { row: footer.row.map(fix) } : {}),
      ...(footer.logo?.href && !footer.logo.external ? { logo: { ...footer.logo, href: routeInCase(footer.logo.href, cases) ?? footer.logo.href } } : {}),
    },
  };
}
