// Serves a built site with the same URL rules a static host would apply:
// `/x` serves x.html; `/x.html`, `/x/index.html`, `/x/index` and `/x/` redirect
// to `/x`; a page written as x/index.html (`trailingSlash: true`) is served at
// `/x/`, and `/x` and `/x/index.html` redirect there; the not-found page asked
// for by name (`/404`) and anything else get 404.html with status 404, and so
// does a path with a dot segment (`.env`, `.git/`; `.well-known/` excepted),
// except a path a plugin route with parameters stands for (`/x/5`), which gets
// that route's page (theme/shared/route-patterns.ts).
// Files the build named by their content are cached for a year; responses are
// compressed; no path can leave the output folder.
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, relative, sep } from 'node:path';
import { contentType } from '../compiler/content-type.js';
import { cleanPagePath } from '../compiler/paths.js';
import { patternPage, patternsIn, type RoutePattern } from '../theme/shared/route-patterns.js';
import { LIVE_ISLAND } from '../theme/shared/live-code.js';

export { contentType };
import { pipeline } from 'node:stream/promises';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** What a request path maps to under the static-host rules, given which output files exist. */
export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; path: string; status: 200 | 404 }
  | { kind: 'missing' };

/** A request path no file can have (a NUL byte): the rules answer it with the not-found page. */
export const UNSERVABLE_PATH = '/%00';

/**
 * The path and query of a request target, never throwing. `//x` and `//a:b/` are
 * paths (a URL parser reads them as a host); the absolute form (`GET http://host/x`)
 * gives its path; anything unreadable (`http://`, `*`) gives a path nothing is at.
 */
export function requestTarget(target: string | undefined): { pathname: string; search: string } {
  const raw = target || '/';
  try {
    // Origin form is parsed behind a fixed origin, so its leading slashes stay path.
    const url = raw.startsWith('/') ? new URL(`http://localhost${raw}`) : new URL(raw);
    if (url.pathname.startsWith('/')) return { pathname: url.pathname, search: url.search };
  } catch {
    // Not a URL: below.
  }
  return { pathname: UNSERVABLE_PATH, search: '' };
}

/** A decoded path as a `Location` value: UTF-8 percent-encoded (a header is ASCII), `?` and `#` kept in the path. */
export function locationPath(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (char) => encodeURIComponent(char));
}

/**
 * A segment starting with a dot (`.env`, `.git/config`, `.npmrc`) names private
 * data the build never publishes: someone put it into the output afterwards.
 * `.well-known/` is the one dot folder a site publishes.
 */
function hasDotSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** `/404`, `/fr/404`: the name of a not-found page (the site's, or a locale's). */
const NOT_FOUND_NAME = /^\/(?:([^/]+)\/)?404$/;

/**
 * The URL rules shared by `pxdocs serve` and `pxdocs dev`. `exists` answers for
 * paths relative to the output folder (`learn/rules.html`, `assets/x.js`).
 */
export async function resolvePath(rawPathname: string, search: string, exists: (path: string) => boolean | Promise<boolean>, patterns?: () => readonly RoutePattern[] | Promise<readonly RoutePattern[]>): Promise<Resolution> {
  const notFound = async (path?: string): Promise<Resolution> => {
    // Under a folder with a 404 page of its own (a locale's, `fr/404.html`), that one: the reader's language.
    const folder = path?.split('/')[1];
    if (folder && path!.indexOf('/', 1) !== -1 && (await exists(`${folder}/404.html`))) return { kind: 'file', path: `${folder}/404.html`, status: 404 };
    return (await exists('404.html')) ? { kind: 'file', path: '404.html', status: 404 } : { kind: 'missing' };
  };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return notFound();
  }
  // Decoded `..` segments or NUL bytes never name a file; dot files are never published.
  if (pathname.includes('\0') || pathname.split('/').includes('..') || hasDotSegment(pathname)) return notFound();
  const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  // Clean URLs: redirect the spellings of a page to the one canonical path.
  let clean = canonicalPath(pathname);
  // `/x/index` (or `/x/index/`) is `/x/index.html` without its extension: the same page, never a URL of its own.
  const indexSpelling = /\/index$/.test(clean);
  if (indexSpelling) clean = canonicalPath(`${clean}.html`);
  if (await isNotFoundPage(clean, exists)) return notFound(clean);
  if (clean !== pathname && (await exists(pageFile(clean)))) return { kind: 'redirect', location: locationPath(clean) + search };
  if (!pathname.endsWith('/') && !pathname.endsWith('.html') && pathname !== '/' && (await exists(pathname.slice(1)))) return { kind: 'file', path: pathname.slice(1), status: 200 };
  if (!indexSpelling && (await exists(pageFile(pathname)))) return { kind: 'file', path: pageFile(pathname), status: 200 };
  // Only then a page written as x/index.html (`trailingSlash: true`, as Docusaurus lays it out): served
  // at /x/, its other spellings redirected there, as static hosts do (x.html, found above, wins; an
  // asset costs no extra look-up).
  if (clean !== '/' && (await exists(`${clean.slice(1)}/index.html`))) {
    if (pathname === `${clean}/`) return { kind: 'file', path: `${clean.slice(1)}/index.html`, status: 200 };
    return { kind: 'redirect', location: `${locationPath(clean)}/${search}` };
  }
  // A path a plugin route with parameters stands for (`/x/5` for `/x/:id`): that route's page, as Docusaurus's client
  // router draws it there. Drawn by the build, it shows what the route's component drew at `/x/:id`; its islands
  // answer the reader's path. Served as found (200): the route says the page is there.
  const page = patterns && patternPage(await patterns(), clean);
  if (page) for (const file of [pageFile(page), `${page.slice(1)}/index.html`]) if (await exists(file)) return { kind: 'file', path: file, status: 200 };
  return notFound(pathname);
}

/**
 * Whether a clean path names a not-found page: `/404`, or `/fr/404` in a
 * locale's folder (one with its own sitemap, as each locale's build has; a doc
 * page `/errors/404` is a page). Asked for by name, it still answers 404: it
 * is no page of the site, and a crawler must not index it as one.
 */
async function isNotFoundPage(clean: string, exists: (path: string) => boolean | Promise<boolean>): Promise<boolean> {
  const match = NOT_FOUND_NAME.exec(clean);
  if (!match) return false;
  return match[1] === undefined || ((await exists(`${match[1]}/404.html`)) && (await exists(`${match[1]}/sitemap.xml`)));
}

export interface StaticHandlerOptions {
  /**
   * Send the CSP, Referrer-Policy and framing headers of `securityHeaders()`
   * (default false; `pxdocs serve` turns them on). X-Content-Type-Options is always sent.
   */
  securityHeaders?: boolean;
  /**
   * Told once per file when a symbolic link in the output points outside it and
   * is refused (default: nothing). `pxdocs serve` prints a warning, since such a
   * link was planted after the build (the build never writes one).
   */
  onRefusedLink?: (path: string, target: string) => void;
}

export function createStaticHandler(root: string, options: StaticHandlerOptions = {}): Handler {
  const extra = options.securityHeaders ? securityHeaders : () => ({ 'X-Content-Type-Options': 'nosniff' });
  const base = normalize(root + sep);
  // Links already reported, so a client asking again does not flood the log (bounded by the output's files).
  const refused = new Set<string>();
  // The folder served, by its real path: out/ may be a link that a build swaps,
  // so it is read once per request and every file of the request comes from it.
  const realBase = async (): Promise<string> => {
    const real = await realpath(base).catch(() => base);
    return real.endsWith(sep) ? real : real + sep;
  };
  const fileIn = async (dir: string, path: string): Promise<string | undefined> => {
    const full = normalize(join(dir, path));
    // Absolute tricks must not leave the output folder either.
    if (!full.startsWith(dir)) return undefined;
    try {
      if (!(await stat(full)).isFile()) return undefined;
      // A symbolic link inside the output may point anywhere (/proc/self/environ):
      // only files whose real path is inside the real output folder are served.
      const real = await realpath(full);
      if (real.startsWith(dir)) return full;
      const shown = relative(dir, full);
      if (options.onRefusedLink && !refused.has(shown)) {
        refused.add(shown);
        options.onRefusedLink(shown, real);
      }
      return undefined;
    } catch {
      return undefined;
    }
  };

  // The 404 page's table of the paths routes with parameters stand for (theme/shared/route-patterns.ts), read
  // when a path is not found, again when a build replaced the page.
  let known: { file: string; mtimeMs: number; patterns: RoutePattern[] } | undefined;
  const patternsOf = async (dir: string): Promise<RoutePattern[]> => {
    const file = await fileIn(dir, '404.html');
    if (!file) return [];
    const { mtimeMs } = await stat(file);
    if (known?.file !== file || known.mtimeMs !== mtimeMs) known = { file, mtimeMs, patterns: patternsIn(await readFile(file, 'utf8')) };
    return known.patterns;
  };

  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...extra() }).end();
      return;
    }
    const { pathname, search } = requestTarget(request.url);
    // A build switches out/ to a new folder while we serve it and deletes the old
    // one: a file found a moment before may be gone when read. Resolving again
    // finds it in the new build.
    for (let attempt = 1; ; attempt++) {
      const dir = await realBase();
      const fileAt = (path: string) => fileIn(dir, path);
      const resolution = await resolvePath(pathname, search, async (path) => (await fileAt(path)) !== undefined, () => patternsOf(dir));
      if (resolution.kind === 'redirect') {
        response.writeHead(301, { Location: resolution.location, ...extra() }).end();
        return;
      }
      // A built site always has 404.html: none means the build read a moment ago was just deleted.
      if (resolution.kind === 'missing' && attempt < 3) continue;
      try {
        const found = resolution.kind === 'file' ? { file: await fileAt(resolution.path), name: resolution.path, status: resolution.status } : { file: undefined, name: '', status: 404 };
        await send(request, response, found, (full) => fileAt(relative(dir, full)), extra);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || response.headersSent || attempt === 3) throw error;
      }
    }
  };
}

/** `/a.html`, `/a/index.html` and `/a/` all name the page `/a`. */
export function canonicalPath(pathname: string): string {
  // Repeated slashes collapse: `//host/x` must never become a redirect to another host.
  return cleanPagePath(pathname.replace(/\/{2,}/g, '/'));
}

/** The content codings `serve` can send besides the file itself, in the order a tie is broken. */
type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** A `;q=` weight (RFC 9110: 0 to 1, three decimals at most); 1 without one; undefined when malformed. */
function qValue(params: string[]): number | undefined {
  const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
  if (q === undefined) return 1;
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q.slice(2)) ? Number(q.slice(2)) : undefined;
}

/**
 * The codings to try for an `Accept-Encoding` header, most preferred first:
 * highest weight wins (`gzip;q=1, br;q=0.1` is gzip), a tie goes to br; `*`
 * weighs every coding not named; a coding the client weighs below the file
 * itself (`identity`) or at 0 is never used. No header: the file as it is.
 */
export function preferredCodings(header: string | undefined): Coding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.split(';');
    const name = token.trim().toLowerCase();
    const q = qValue(params);
    if (name && q !== undefined && !weights.has(name)) weights.set(name, q);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  // Unnamed, the file itself is the last choice: a client naming gzip wants gzip.
  const identity = weights.get('identity') ?? 0;
  return CODINGS.filter((coding) => weight(coding) > 0 && weight(coding) >= identity).sort((a, b) => weight(b) - weight(a));
}

/** The ETag of one coding of a file: a strong tag names the bytes sent, so each coding has its own (RFC 9110 8.8.3). */
function codingTag(etag: string, coding: Coding | undefined): string {
  return coding ? `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"` : etag;
}

/**
 * Names the build gives files by their content (under assets/), which alone
 * may be cached for a year: a file copied from static/assets/ keeps its own
 * name (hero-background.png, config.settings.json) and may change under it.
 * esbuild's `[name]-[hash]`, 8 characters of its upper-case base32
 * (chunk-6Y7IDMW5.js, theme-C74OIOWN.css, a custom stylesheet's site-assets/),
 * and the search index's shards and chunks (t0.<12 base64url>.json) cannot be
 * checked against their bytes: their exact alphabet, length and place are
 * required (a word in lower or mixed case never matches; a name ending in
 * eight capitals, `-PROMOTED.js`, would: no ordinary file is named so).
 */
const BUILD_NAMED = [
  /^assets\/[^/]+-[A-Z2-7]{8}\.(?:js|css)$/,
  /^assets\/site-assets\/[^/]+-[A-Z2-7]{8}\.[A-Za-z0-9]+$/,
  /^assets\/search\/[td]\d+\.[A-Za-z0-9_-]{12}\.json$/,
];
/**
 * Files named `-<hex>` by the build: a page's images (`-<8 hex>`,
 * assets/images/) and sidebar trees and component stylesheets (`-<10 hex>`),
 * the first hex digits of the SHA-256 of their bytes. Such a name counts only
 * when the bytes hash to it: a static file named `screenshot-20240101.png`
 * does not.
 */
const HEX_NAMED = /^assets\/.+-([0-9a-f]{8}|[0-9a-f]{10})(?:\.[^./]*)?$/;
const hexChecked = new Map<string, { etag: string; named: boolean }>();

/** Whether a file (`name`: its path in the output) carries its content's hash in its name, so it never changes. */
async function contentNamed(name: string, file: string, etag: string): Promise<boolean> {
  if (BUILD_NAMED.some((pattern) => pattern.test(name))) return true;
  const expected = HEX_NAMED.exec(name)?.[1];
  if (!expected) return false;
  const known = hexChecked.get(file);
  if (known?.etag === etag) return known.named;
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  const named = hash.digest('hex').startsWith(expected);
  if (hexChecked.size > 10_000) hexChecked.clear();
  hexChecked.set(file, { etag, named });
  return named;
}

/**
 * Whether the client's copy is current (RFC 9110 13.2.2): If-None-Match
 * against this coding's tag (weak comparison); only without it,
 * If-Modified-Since against the file's time, to the second as HTTP dates are.
 */
function notModified(request: IncomingMessage, etag: string, mtime: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match) return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** The other sites a page loads from, by kind, for its CSP. */
export interface PageOrigins {
  /** Scripts (the config's `scripts`, analytics). */
  scripts: string[];
  /** Stylesheets (the config's `stylesheets`: KaTeX's or Google Fonts' from a CDN), and where their fonts come from. */
  styles: string[];
  /** Frames the page embeds (a video player's `<iframe>`). */
  frames: string[];
  /**
   * The page runs code it is given as text: a live code block (@docusaurus/theme-live-codeblock), whose
   * react-live evaluates the reader's code with `new Function`, which a CSP without 'unsafe-eval' blocks.
   */
  evaluates?: boolean;
}

/** Google Fonts' stylesheets name fonts on another host. */
const FONT_HOSTS: Record<string, string> = { 'https://fonts.googleapis.com': 'https://fonts.gstatic.com' };

/**
 * Security headers for every response of `serve`. The CSP allows this site's
 * own scripts plus the inline head script of each page by hash (computed per
 * HTML file), the origins a page loads scripts, stylesheets (and their fonts)
 * and frames from on other sites (the config's `scripts` and `stylesheets`,
 * analytics, an embedded video), inline style attributes (React writes some),
 * and https for search and chat hosts configured to live elsewhere. A
 * stylesheet or a frame of another site was blocked before (OpenDataDSL's
 * Bootstrap CSS, a YouTube player), where Docusaurus's serve sends no CSP.
 */
export function securityHeaders(scriptHashes: string[] = [], origins: Partial<PageOrigins> = {}): Record<string, string> {
  const scripts = ["'self'", ...(origins.evaluates ? ["'unsafe-eval'"] : []), ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...(origins.scripts ?? [])].join(' ');
  const styles = origins.styles ?? [];
  const fonts = [...new Set([...styles, ...styles.flatMap((origin) => (FONT_HOSTS[origin] ? [FONT_HOSTS[origin]] : []))])];
  const frames = origins.frames?.length ? `; frame-src 'self' ${origins.frames.join(' ')}` : '';
  return {
    'Content-Security-Policy': `default-src 'self'; script-src ${scripts}; style-src ${["'self'", "'unsafe-inline'", ...styles].join(' ')}; img-src 'self' data: https:; font-src ${["'self'", 'data:', ...fonts].join(' ')}; connect-src 'self' https:${frames}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'`,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The origins (`https://host`) a page loads scripts, stylesheets and frames from on other sites, for its CSP. */
export function externalOrigins(html: string): PageOrigins {
  const of = (pattern: RegExp) => {
    const origins = new Set<string>();
    for (const match of html.matchAll(pattern)) {
      try {
        origins.add(new URL(match[1].startsWith('//') ? `https:${match[1]}` : match[1]).origin);
      } catch {
        // Not a URL a browser would load either.
      }
    }
    return [...origins];
  };
  return {
    scripts: of(/<script\b[^>]*\ssrc="(https:\/\/[^"/]+)[^"]*"/gi),
    styles: of(/<link\b(?=[^>]*\srel="stylesheet")[^>]*\shref="((?:https:)?\/\/[^"/]+)[^"]*"/gi),
    frames: of(/<iframe\b[^>]*\ssrc="((?:https:)?\/\/[^"/]+)[^"]*"/gi),
    ...(html.includes(`data-island="${LIVE_ISLAND}"`) ? { evaluates: true } : {}),
  };
}

/** sha256 (base64) of each inline `<script>` of a page, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim()) hashes.push(createHash('sha256').update(match[1]).digest('base64'));
  }
  return hashes;
}

/**
 * Compressed bodies of files built without `.br`/`.gz` beside them, made once
 * and kept within a byte budget (least recently used out): compressing per
 * request took the server to gigabytes under load. One compression per file
 * version runs at a time; concurrent requests share it.
 */
class CompressedCache {
  private entries = new Map<string, Promise<Buffer>>();
  private sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly budget: number, private readonly largest: number) {}

  /** Whether a file of `size` bytes is small enough to be compressed on request. */
  fits(size: number): boolean {
    return size <= this.largest;
  }

  /** The compressed body of a file that `fits`. */
  get(key: string, file: string, encoding: Coding): Promise<Buffer> {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    entry = readFile(file).then((body) => (encoding === 'br'
      ? brotliCompressAsync(body, brotliOnRequest(body.length))
      : gzipAsync(body, { level: 6 })));
    this.entries.set(key, entry);
    entry.then((body) => {
      if (this.entries.get(key) !== entry) return;
      this.sizes.set(key, body.length);
      this.total += body.length;
      for (const [old] of this.entries) {
        if (this.total <= this.budget || old === key) break;
        this.total -= this.sizes.get(old) ?? 0;
        this.sizes.delete(old);
        this.entries.delete(old);
      }
    }, () => this.entries.delete(key));
    return entry;
  }
}

/** Brotli settings for a body compressed on request (quality 5: fast, still well under gzip); the bench sizes files with them too. */
export function brotliOnRequest(bytes: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } };
}

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const cache = new CompressedCache(64 * 1024 * 1024, 16 * 1024 * 1024);
const hashesByFile = new Map<string, { etag: string; hashes: string[]; origins: PageOrigins }>();

/** The one byte range a `Range` header asks for; 'invalid' when none is satisfiable. */
function parseRange(header: string, size: number): { start: number; end: number } | 'invalid' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answer with the whole file, as RFC 9110 allows.
  if (!match || (!match[1] && !match[2])) return undefined;
  let start: number;
  let end: number;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/** A file to send: its full path (none: not even a 404 page), its path in the output (`/`-separated), and the status. */
interface Found {
  file: string | undefined;
  name: string;
  status: number;
}

type ExtraHeaders = (hashes?: string[], origins?: PageOrigins) => Record<string, string>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The inline scripts' hashes and the other sites' origins of an HTML file, for its CSP (kept per file version). */
async function pageScripts(file: string, type: string, etag: string, extra: ExtraHeaders): Promise<{ hashes: string[]; origins?: PageOrigins }> {
  if (!type.startsWith('text/html') || extra !== securityHeaders) return { hashes: [] };
  const known = hashesByFile.get(file);
  if (known?.etag === etag) return known;
  const html = await readFile(file, 'utf8');
  const found = { etag, hashes: inlineScriptHashes(html), origins: externalOrigins(html) };
  if (hashesByFile.size > 10_000) hashesByFile.clear();
  hashesByFile.set(file, found);
  return found;
}

/**
 * The coding a file goes out in, chosen before any body is made (its ETag
 * depends on it): the client's preferred one that is at hand, as a `.br`/`.gz`
 * the build wrote beside the file, or compressed on request (not too large).
 */
async function chooseCoding(request: IncomingMessage, file: string, size: number, variant: (path: string) => Promise<string | undefined>): Promise<{ coding: Coding; prebuilt?: string } | undefined> {
  for (const coding of preferredCodings(request.headers['accept-encoding'])) {
    const prebuilt = await variant(`${file}${coding === 'br' ? '.br' : '.gz'}`);
    if (prebuilt) return { coding, prebuilt };
    if (cache.fits(size)) return { coding };
  }
  return undefined;
}

async function send(request: IncomingMessage, response: ServerResponse, { file, name, status }: Found, variant: (path: string) => Promise<string | undefined>, extra: ExtraHeaders): Promise<void> {
  if (!file) {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra() }).end(status === 404 ? 'Not found\n' : '');
    return;
  }
  const info = await stat(file);
  const type = contentType(file);
  const fileTag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  const { hashes, origins } = await pageScripts(file, type, fileTag, extra);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': status === 200 && (await contentNamed(name, file, fileTag)) ? IMMUTABLE : REVALIDATE,
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
    ...extra(hashes, origins),
  };
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) headers.Vary = 'Accept-Encoding';
  // Ranges are of the file itself, never of a compressed body.
  const rangeHeader = status === 200 && (!request.headers['if-range'] || request.headers['if-range'] === fileTag) ? request.headers.range : undefined;
  const range = rangeHeader ? parseRange(rangeHeader, info.size) : undefined;
  const chosen = compressible && !range ? await chooseCoding(request, file, info.size, variant) : undefined;
  headers.ETag = codingTag(fileTag, chosen?.coding);
  // The 404 page is sent with its status, never as "not modified".
  if (status === 200 && notModified(request, headers.ETag, info.mtime)) {
    delete headers['Content-Type'];
    response.writeHead(304, headers).end();
    return;
  }
  if (range === 'invalid') {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' }).end();
    return;
  }
  if (range) {
    response.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`, 'Content-Length': String(range.end - range.start + 1) });
    if (request.method === 'HEAD') return void response.end();
    return stream(createReadStream(file, { start: range.start, end: range.end }), response);
  }
  if (chosen?.prebuilt) {
    const size = (await stat(chosen.prebuilt)).size;
    response.writeHead(status, { ...headers, 'Content-Encoding': chosen.coding, 'Content-Length': String(size) });
    if (request.method === 'HEAD') return void response.end();
    return stream(createReadStream(chosen.prebuilt), response);
  }
  if (chosen) {
    const body = await cache.get(`${file}|${fileTag}|${chosen.coding}`, file, chosen.coding);
    response.writeHead(status, { ...headers, 'Content-Encoding': chosen.coding, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Length': String(info.size) });
  if (request.method === 'HEAD') return void response.end();
  return stream(createReadStream(file), response);
}

async function stream(source: NodeJS.ReadableStream, response: ServerResponse): Promise<void> {
  try {
    await pipeline(source, response);
  } catch {
    // The client went away mid-response; nothing to do.
    response.destroy();
  }
}
