// Rules that turn file names into ids and URLs, shared by discovery and link rewriting.
import { isAbsolute, posix, relative, sep } from 'node:path';
import { publicRoot } from '../theme/shared/base-url.js';

/**
 * `01-grammar` → { name: 'grammar', position: 1 }; names without a numeric prefix are kept.
 * A name starting like a date or a version (`2024-12-05`, `12-2024`, `1.2-notes`) is kept whole,
 * as Docusaurus's default parser keeps it: read as a prefix it would lose part of its date.
 */
export function stripNumberPrefix(name: string): { name: string; position?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  if (!match) return { name };
  return { name: match[2], position: Number(match[1]) };
}

/** Joins URL segments into a permalink: leading slash, no trailing slash, no doubled slashes. */
export function joinPermalink(...segments: string[]): string {
  const joined = segments.join('/').split('/').filter(Boolean).join('/');
  // One form for every route, NFC (the web's, and most editors'): a file macOS named in NFD (`e` +
  // combining accent) has the route a link written in NFC names, and a static host serves it.
  return `/${joined}`.normalize('NFC');
}

/** A file's path as link lookups key it (`fileRoutes`): NFC, so `café.md` names the file whichever form the disk or the link has. */
export function fileKey(path: string): string {
  return path.normalize('NFC');
}

/**
 * The route a request path or a link target names, or undefined for an external
 * or non-page target: drops query and hash, `.html`, `/index.html` and a trailing slash.
 */
export function normalizeRoutePath(pathname: string): string {
  // A malformed escape is left as it is; the route then simply does not exist.
  // NFC, as every route is (joinPermalink): a link written in NFD names the same page.
  return cleanPagePath(decodedOrAsWritten(pathname.replace(/[?#].*$/, '')).normalize('NFC'));
}

/**
 * `text` decoded (by `decode`, decodeURIComponent by default), or as written when it holds a
 * malformed %-escape (`/docs/%zz`, `#100%`): such a link then names no page, file or anchor and
 * is reported broken at its place, where decoding it threw a URIError out of the build.
 */
export function decodedOrAsWritten(text: string, decode: (text: string) => string = decodeURIComponent): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/**
 * A `/`-separated path inside the folder `dir` (both from the site folder) as a path in that
 * folder (`docs/guide/a.md` in `docs` → `guide/a.md`); undefined when it is not inside it.
 */
export function pathInside(path: string, dir: string): string | undefined {
  const folder = posix.join(dir).replace(/\/+$/, '');
  return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}

/** `path` relative to `folder` when it lies inside it (never the folder itself); undefined when it does not. */
export function relativeInside(folder: string, path: string): string | undefined {
  const inside = relative(folder, path);
  return inside && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside) ? inside : undefined;
}

/**
 * The one spelling of a page path, shared by link rewriting and the servers:
 * `/a.html`, `/a/index.html` and `/a/` all name `/a`.
 */
export function cleanPagePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/**
 * Why a permalink cannot be used, or undefined when it can: `.` and `..`
 * segments, backslashes and NUL bytes could name a file elsewhere once the
 * permalink becomes a path; `#`, `?` and `%` do not survive as a URL path.
 */
/**
 * Why a front matter slug that is a URL (`slug: https://example.com/x`) is refused: Docusaurus 3.10
 * takes it as a path and builds the page at /docs/https://example.com/x (its file at
 * docs/https:/example.com/x/), an address no server answers as written; the writer meant a link.
 */
export function slugUrlReason(slug: string): string | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):\/\//i.exec(slug.trim());
  return scheme ? `it is a URL (${scheme[1]}://…), and a slug is the page's path on this site (Docusaurus puts the page at the route base followed by the whole URL, //, scheme and host included)` : undefined;
}

export function unsafePermalinkReason(permalink: string): string | undefined {
  if (permalink.includes('\0')) return 'it contains a NUL byte';
  if (permalink.includes('\\')) return 'it contains a backslash';
  const segments = permalink.split('/');
  if (segments.includes('..')) return 'it contains a `..` segment, which would leave the site';
  if (segments.includes('.')) return 'it contains a `.` segment';
  // `pxdocs serve` answers 404 for such paths, as many hosts do (they hide dot files): the page
  // built, was listed in the sidebar, and was never served.
  const hidden = segments.find((segment) => segment.startsWith('.') && segment !== '.well-known');
  if (hidden) return `its segment "${hidden}" starts with \`.\`: servers and hosts do not serve hidden paths`;
  // These would need escaping in every link, sitemap entry and file name; a
  // browser reads them raw as an anchor, a query or an escape.
  if (permalink.includes('#')) return 'it contains `#`, which a URL reads as the start of an anchor';
  if (permalink.includes('?')) return 'it contains `?`, which a URL reads as the start of a query';
  if (permalink.includes('%')) return 'it contains `%`, which a URL reads as the start of an escape such as `%20`';
  // A tab or line break in a file name (`tab\there.md`) went into every link raw; browsers drop them from
  // a URL as they read it, so each link asked for another path (/docs/tabhere) and got a 404.
  const control = /[\u0001-\u001f\u007f]/.exec(permalink);
  if (control) return `it contains a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}${CONTROL_NAMES[control[0]] ? `, ${CONTROL_NAMES[control[0]]}` : ''}): browsers drop tabs and line breaks from a URL, and other control characters have no place in one`;
  // A file named `Spring_Forward .md` (0LNetworkCommunity's): a URL parser drops the space at the end of an
  // address, so every link to the page asked for /Spring_Forward, a 404. Docusaurus refuses its slug too.
  if (permalink.endsWith(' ')) return 'it ends with a space, which browsers drop from an address (every link to it would lead elsewhere)';
  // File systems name a file in at most 255 bytes, and the page's last segment gets `.html.br`.
  const long = segments.find((segment, index) => Buffer.byteLength(segment) + (index === segments.length - 1 ? LONGEST_OUTPUT_SUFFIX.length : 0) > MAX_NAME_BYTES);
  if (long) return `its segment "${long.slice(0, 24)}…" is ${Buffer.byteLength(long)} bytes long: an output file is named by it and ${LONGEST_OUTPUT_SUFFIX}, past the ${MAX_NAME_BYTES} bytes a file system allows in a name`;
  return undefined;
}

/**
 * Why an output path (`docs/a:b.html`) cannot be a file on Windows, or undefined. Linux builds and
 * serves it, so it is no error; but the site's output (and its sources, named alike) cannot be
 * checked out, copied or served there: git stops on it ("invalid path 'docs/aux.html'"), and a
 * name with a trailing dot or space is silently another name.
 */
export function windowsNameProblem(path: string): string | undefined {
  for (const segment of path.split('/')) {
    const character = /[<>:"|?*]/.exec(segment)?.[0];
    if (character) return `"${segment}" holds \`${character}\`, which Windows does not allow in a file name`;
    if (/[. ]$/.test(segment)) return `"${segment}" ends in ${segment.endsWith('.') ? 'a dot' : 'a space'}, which Windows drops from a file name`;
    // The device names, whatever their case and extension (aux.html is the device AUX too).
    const device = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\.|$)/i.exec(segment)?.[1];
    if (device) return `"${segment}" is named ${device.toUpperCase()}, a device name Windows reserves (with any extension)`;
  }
  return undefined;
}

/** The control characters a file name is likeliest to hold, by name. */
const CONTROL_NAMES: Record<string, string> = { '\t': 'a tab', '\n': 'a line break', '\r': 'a carriage return' };

/** The most bytes a file system allows in a file's name (ext4, APFS, NTFS in UTF-16 units). */
const MAX_NAME_BYTES = 255;
/** The longest ending the build gives a page's output files (its Brotli copy). */
const LONGEST_OUTPUT_SUFFIX = '.html.br';

/**
 * Output file for a permalink: `/` → `index.html`, `/a/b` → `a/b.html`, or
 * `a/b/index.html` with `trailingSlash: true` (as Docusaurus lays it out).
 */
export function permalinkToFile(permalink: string, trailingSlash?: boolean): string {
  if (permalink === '/') return 'index.html';
  // The not-found page is the file hosts serve for an unknown address, whatever the slashes (site-not-found.ts).
  if (permalink === '/404') return '404.html';
  return trailingSlash ? `${permalink.slice(1)}/index.html` : `${permalink.slice(1)}.html`;
}

/**
 * With `trailingSlash: true`, every written link to a route of the site (and
 * the page's own address: its canonical link, and its `og:url` as the layout
 * writes it) gets its slash: `/docs/x#a` → `/docs/x/#a`. Routes stay
 * slash-free inside the build; this runs on the finished HTML. A link to a path
 * that is no route gets it too unless its last segment names a file
 * (`/files/a.pdf`): Docusaurus's Link adds it to every internal link, so a
 * page that does not exist yet (or is served by something else) keeps the
 * address its author wrote. Absolute URLs count from `siteUrl` (the site's
 * address as this build publishes it) or, failing that, from `rootUrl`: a
 * locale's pass (`https://a.io/fr`) links the other locales' pages (hreflang,
 * `https://a.io/blog/x`) under the site's root, and they get their slash as
 * the default locale's pages give it to theirs. `only`: the routes named alone
 * (with `trailingSlash` unset, the docs Docusaurus serves as folders: folder-routes.ts).
 */
export function addTrailingSlashes(html: string, routes: Set<string>, siteUrl: string, rootUrl = siteUrl, only = false): string {
  const slashed = (href: string): string => {
    // Whole segments: a French page's `https://a.io/frameworks` is the root's, not `https://a.io/fr`'s.
    const origin = href.startsWith(`${siteUrl}/`) ? siteUrl : href.startsWith(`${rootUrl}/`) ? rootUrl : '';
    const rest = href.slice(origin.length);
    if (!rest.startsWith('/') || rest.startsWith('//')) return href;
    const cut = rest.search(/[?#]/);
    const path = cut === -1 ? rest : rest.slice(0, cut);
    if (path === '/' || path.endsWith('/') || (!routes.has(path) && (only || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')))))) return href;
    return `${origin}${path}/${cut === -1 ? '' : rest.slice(cut)}`;
  };
  // og:url is the canonical address too (Docusaurus writes both from one URL): a share must not name the slash-less one.
  return html
    .replace(/(\shref="|<meta property="og:url" content=")([^"]*)(")/g, (_whole, before: string, href: string, after: string) => `${before}${slashed(href)}${after}`)
    // The navbar's version links (theme/components/Navbar.tsx): paths the browser puts in an href when the reader picks a version.
    .replace(/(\sdata-version-hrefs=")([^"]*)(")/g, (_whole, before: string, json: string, after: string) => `${before}${json.replace(/(&quot;:&quot;)(\/[^&]*)(&quot;)/g, (_pair, open: string, href: string, close: string) => `${open}${slashed(href)}${close}`)}${after}`);
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A file of the static folder as Docusaurus names it (`img/logo.svg`, or
 * `/img/logo.svg`) → its URL path (`/img/logo.svg`); a URL (`https:`, `data:`,
 * `//host/…`) stays as written. Logos, the favicon and the social image.
 */
export function staticUrl(path: string): string {
  return isExternal(path) ? path : `/${path.replace(/^\/+/, '')}`;
}

/** Splits `path#hash` into its parts (the hash without `#`). */
export function splitHash(href: string): { path: string; hash?: string } {
  const index = href.indexOf('#');
  if (index === -1) return { path: href };
  return { path: href.slice(0, index), hash: href.slice(index + 1) };
}

/**
 * The site's address as published, for absolute URLs (canonical links, the
 * sitemap, llms.txt, redirects): `url` and `baseUrl` together, no trailing slash.
 */
export function sitePublicUrl(config: { url: string; baseUrl: string }): string {
  return publicRoot(config.url, config.baseUrl);
}

/**
 * Files and folders every build writes besides its routes, by URL path, with
 * what they are: a page at one of these routes would be hidden by it, or hide it.
 */
const RESERVED: [path: string, what: string][] = [
  ['/404', 'the not-found page'],
  ['/sitemap.xml', 'the sitemap'],
  ['/robots.txt', 'robots.txt'],
  ['/opensearch.xml', 'the search engine description for browsers'],
  ['/llms.txt', 'llms.txt'],
  ['/llms-full.txt', 'llms-full.txt'],
  ['/search-index.json', 'the search index'],
  ['/search-records.json', 'the search records'],
  ['/search-records', 'the search records'],
  // The docs chat's vectors (compiler/search/embeddings.ts): a page there was written beside them, never served.
  ['/chat-embeddings.json', 'the chat embeddings'],
  ['/chat-embeddings.bin', 'the chat embeddings'],
  ['/assets', 'the theme\'s assets'],
];

/**
 * What of the build's own output a route would collide with (see RESERVED), if anything:
 * discovery drops a doc there before sidebars are made (dropDuplicateRoutes), so no sidebar,
 * card or pagination links to a page that is not built.
 */
export function reservedRoute(permalink: string): string | undefined {
  const path = permalink.toLowerCase();
  return RESERVED.find(([reserved]) => path === reserved || path.startsWith(`${reserved}/`))?.[1];
}
