// `@docusaurus/useBaseUrl`: a site path as a URL. pxdocs sites are served from
// the origin's root, so a path only gains its leading slash; full URLs and
// `#anchors` stay as they are. (`absolute` is accepted and gives the same path.)
export default function useBaseUrl(url: string, _options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}

/** `@docusaurus/useBaseUrl`'s other export: `withBaseUrl(url)` with the same rules. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean }) => string } {
  return { withBaseUrl: (url, options) => useBaseUrl(url, options) };
}
