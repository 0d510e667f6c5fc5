// The absolute URL of a page's social card (`og:image`), from front matter `image` or the
// site's. Crawlers need an absolute http(s) URL. A path is put under the site's URL; a
// protocol-relative `//cdn.example/a.png` gets https; any other scheme (`data:`,
// `javascript:`, `ftp:`) gives no card: glued to the site's URL, it made an address like
// `https://site.example//cdn.example/a.png` or `https://site.examplejavascript:…`.

// A component's `useBaseUrl('/img/card.png')` (given to `@theme/Layout`) holds the base's mark: the
// site's URL already ends with the base, so the path goes under it as a path without the base.
import { BASE_MARK } from '../shared/base-html.js';

export function socialImageUrl(given: string | undefined, siteUrl: string): string | undefined {
  if (!given) return undefined;
  const image = given.startsWith(BASE_MARK) ? given.slice(BASE_MARK.length - 1) : given;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('//')) return `https:${image}`;
  if (/^[a-z][a-z\d+.-]*:/i.test(image)) return undefined;
  return `${siteUrl}${image.startsWith('/') ? '' : '/'}${image}`;
}
