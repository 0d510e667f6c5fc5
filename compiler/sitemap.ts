// sitemap.xml with every listed route, and a robots.txt that allows indexing.

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemap(siteUrl: string, permalinks: string[]): string {
  // A sitemap holds URLs, not paths: a route from a file name with spaces or
  // accents is percent-encoded (routes never hold `#`, `?` or `%`; discovery refuses them).
  const urls = [...permalinks].sort().map((permalink) => `  <url><loc>${escapeXml(siteUrl + encodeURI(permalink === '/' ? '/' : permalink))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
