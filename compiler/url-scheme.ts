// A URL's scheme, read as a browser reads it, for the values a site writes that become links or
// images in its pages and feeds: front matter `image`, the site's card image, blog authors' links.
// A script URL there ran nothing (React replaces it with one that throws), but it was dropped or
// mangled without a word, and feeds carried it as written.

/**
 * URLs that run script when followed (javascript:, vbscript:), as browsers read
 * them: leading spaces and control characters, and tabs or newlines anywhere
 * in the scheme, are ignored (`java\tscript:`), and case does not matter.
 */
export const SCRIPT_URL = /^[\u0000-\u0020]*(?:j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*|v[\t\n\r]*b[\t\n\r]*)s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t[\t\n\r]*:/i;

/** The URL's scheme in lower case (`javascript`, `data`, `https`), as a browser reads it; undefined for a path. */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const read = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z\d+.-]*):/i.exec(read)?.[1].toLowerCase();
}

/**
 * Why a link (an author's, an edit link, a navbar or footer href) cannot go to the URL given, or
 * undefined: a script URL (React swaps it for one that throws, so the link did nothing, silently)
 * or a data URL (no page: browsers refuse to open one from a link).
 */
export function linkProblem(url: string): string | undefined {
  if (SCRIPT_URL.test(url)) return `a ${urlScheme(url)}: URL runs script`;
  return urlScheme(url) === 'data' ? 'a data: URL is no page to link to' : undefined;
}

/**
 * Why a social card image (`og:image`, `twitter:image`) cannot be the URL given, or undefined when it
 * can: a path (under the site's URL) or an http(s) URL. Crawlers fetch nothing else, so any other
 * scheme (`javascript:`, `data:`, `ftp:`) made no card, silently.
 */
export function cardImageProblem(url: string): string | undefined {
  const scheme = urlScheme(url);
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return undefined;
  return SCRIPT_URL.test(url) ? `a ${scheme}: URL runs script` : `a ${scheme}: URL is no image a crawler fetches`;
}
