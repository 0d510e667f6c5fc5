// The absolute URL of a path of the site, for places that name a page outside
// the site (canonical and og:url, the sitemap, llms.txt, llms-full.txt, the
// "Open in ChatGPT/Claude" prompt). A page file named `a page.md` has the route
// `/docs/a page`: a raw space ends a Markdown link destination and is no URL in
// a canonical link or a sitemap, so the path is percent-encoded. Routes never
// hold `#`, `?` or `%` (discovery refuses them), so nothing is encoded twice.
// Pure: no DOM, no Node.

/** `https://example.com` + `/docs/a page` → `https://example.com/docs/a%20page`. */
export function siteUrl(origin: string, path: string): string {
  return origin + encodeURI(path);
}
