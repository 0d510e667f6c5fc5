// sitemap.xml with every listed route, and a robots.txt that allows indexing.
import picomatch from 'picomatch';
import { siteUrl as absolute } from '../theme/shared/site-url.js';
import type { SiteConfig } from './config/schema.js';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface SitemapEntry {
  permalink: string;
  /** The page's last update, when it has one (an ISO date or date-time). */
  lastmod?: string;
}

export type SitemapOptions = Partial<Pick<SiteConfig['sitemap'], 'changefreq' | 'priority' | 'lastmod' | 'ignorePatterns'>> & {
  /** How a route is written as a URL (`trailingSlash: true` adds its slash). */
  href?: (permalink: string) => string;
  /** The site's base URL (`/proj/`): `ignorePatterns` written with it, as Docusaurus matches them (its routes hold the base), match too. */
  base?: string;
};

export function sitemap(siteUrl: string, entries: (string | SitemapEntry)[], options: SitemapOptions = {}): string {
  const ignored = options.ignorePatterns?.length ? picomatch(options.ignorePatterns) : undefined;
  const href = options.href ?? ((permalink: string) => permalink);
  const urls = entries
    .map((entry) => (typeof entry === 'string' ? { permalink: entry } : entry))
    // A pattern matches the route as pxdocs writes it (base-free) or as Docusaurus does (under the base).
    .filter((entry) => !ignored?.(entry.permalink) && !(options.base && options.base !== '/' && ignored?.(options.base + entry.permalink.slice(1))))
    .sort((a, b) => (href(a.permalink) < href(b.permalink) ? -1 : href(a.permalink) > href(b.permalink) ? 1 : 0))
    .map((entry) => {
      // A sitemap holds URLs, not paths (see site-url.ts).
      const parts = [`<loc>${escapeXml(absolute(siteUrl, href(entry.permalink)))}</loc>`];
      const time = options.lastmod && entry.lastmod ? new Date(entry.lastmod) : undefined;
      if (time && !Number.isNaN(time.getTime())) parts.push(`<lastmod>${options.lastmod === 'date' ? time.toISOString().slice(0, 10) : time.toISOString()}</lastmod>`);
      if (options.changefreq) parts.push(`<changefreq>${options.changefreq}</changefreq>`);
      if (options.priority !== undefined) parts.push(`<priority>${options.priority}</priority>`);
      return `  <url>${parts.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `noIndex`: the site has no sitemap to name (its pages say noindex; crawlers must still read them to see it). */
export function robots(siteUrl: string, noIndex = false): string {
  return noIndex ? 'User-agent: *\nAllow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
