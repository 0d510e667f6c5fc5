// opensearch.xml: what lets a browser add the site's search as a search engine
// (the site's name, then a query, in the address bar opens /search?q=…), and the
// `<link rel="search">` on every page that points browsers at it. Docusaurus's
// Algolia theme writes both when it has a search page; pxdocs always has one
// (whatever the search backend), so every site gets them, unless a page of the
// site's own took /search or its static folder has its own opensearch.xml.
import type { SiteData } from '../theme/components/types.js';
import type { SiteConfig } from './config/schema.js';
import { isExternal, sitePublicUrl, staticUrl } from './paths.js';
import type { Route } from './routes.js';
import { escapeXml } from './sitemap.js';

export const OPENSEARCH_FILE = 'opensearch.xml';

/** The site data with the link to opensearch.xml when the theme's results page is at /search (a doc of the site's own there keeps the path). */
export function withOpenSearch(site: SiteData, routes: Iterable<Pick<Route, 'page'>>): SiteData {
  for (const route of routes) if (route.page.kind === 'search') return { ...site, openSearch: true };
  return site;
}

/** The description: the results page's address with the query's placeholder, the site's name and icon. */
export function openSearchXml(config: Pick<SiteConfig, 'title' | 'url' | 'baseUrl' | 'favicon'>): string {
  const root = sitePublicUrl(config);
  const icon = config.favicon ? (isExternal(config.favicon) ? config.favicon : `${root}${staticUrl(config.favicon)}`) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(config.title)}</ShortName>`,
    `  <Description>${escapeXml(`Search ${config.title}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Url type="text/html" method="get" template="${escapeXml(root)}/search?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(root)}/${OPENSEARCH_FILE}"/>`,
    `  <moz:SearchForm>${escapeXml(root)}/</moz:SearchForm>`,
    ...(icon ? [`  <Image width="16" height="16" type="image/x-icon">${escapeXml(icon)}</Image>`] : []),
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
