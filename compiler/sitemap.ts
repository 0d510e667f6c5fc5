// sitemap.xml with every listed route, and a robots.txt that allows indexing.
import { siteUrl as absolute } from '../theme/shared/site-url.js';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemap(siteUrl: string, permalinks: string[]): string {
  // A sitemap holds URLs, not paths (see site-url.ts).
  const urls = [...permalinks].sort().map((permalink) => `  <url><loc>${escapeXml(absolute(siteUrl, permalink))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `noIndex`: the site has no sitemap to name (its pages say noindex; crawlers must still read them to see it). */
export function robots(siteUrl: string, noIndex = false): string {
  return noIndex ? 'User-agent: *\nAllow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
