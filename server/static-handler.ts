// Serves a built site with the same URL rules a static host would apply:
// `/x` serves x.html; `/x.html`, `/x/index.html` and `/x/` redirect to `/x`;
// a page written as x/index.html (`trailingSlash: true`) is served at `/x/`,
// and `/x` and `/x/index.html` redirect there; anything else gets 404.html
// with status 404. Hashed assets are cached for a year; responses are
// compressed; no path can leave the output folder.
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, relative, sep } from 'node:path';
import { contentType } from '../compiler/content-type.js';
import { cleanPagePath } from '../compiler/paths.js';

export { contentType };
import { pipeline } from 'node:stream/promises';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|json|png|jpe?g|gif|svg|webp|woff2)$/;

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** What a request path maps to under the static-host rules, given which output files exist. */
export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; path: string; status: 200 | 404 }
  | { kind: 'missing' };

/**
 * The URL rules shared by `pxdocs serve` and `pxdocs dev`. `exists` answers for
 * paths relative to the output folder (`learn/rules.html`, `assets/x.js`).
 */
export async function resolvePath(rawPathname: string, search: string, exists: (path: string) => boolean | Promise<boolean>): Promise<Resolution> {
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
  // Decoded `..` segments or NUL bytes never name a file.
  if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound();
  const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  // Clean URLs: redirect the spellings of a page to the one canonical path.
  const clean = canonicalPath(pathname);
  if (clean !== pathname && (await exists(pageFile(clean)))) return { kind: 'redirect', location: clean + search };
  if (!pathname.endsWith('/') && !pathname.endsWith('.html') && pathname !== '/' && (await exists(pathname.slice(1)))) return { kind: 'file', path: pathname.slice(1), status: 200 };
  if (await exists(pageFile(pathname))) return { kind: 'file', path: pageFile(pathname), status: 200 };
  // Only then a page written as x/index.html (`trailingSlash: true`, as Docusaurus lays it out): served
  // at /x/, its other spellings redirected there, as static hosts do (x.html, found above, wins; an
  // asset costs no extra look-up).
  if (clean !== '/' && (await exists(`${clean.slice(1)}/index.html`))) {
    if (pathname === `${clean}/`) return { kind: 'file', path: `${clean.slice(1)}/index.html`, status: 200 };
    return { kind: 'redirect', location: `${encodeURI(clean)}/${search}` };
  }
  return notFound(pathname);
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

  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    // A build switches out/ to a new folder while we serve it and deletes the old
    // one: a file found a moment before may be gone when read. Resolving again
    // finds it in the new build.
    for (let attempt = 1; ; attempt++) {
      const dir = await realBase();
      const fileAt = (path: string) => fileIn(dir, path);
      const resolution = await resolvePath(url.pathname, url.search, async (path) => (await fileAt(path)) !== undefined);
      if (resolution.kind === 'redirect') {
        response.writeHead(301, { Location: resolution.location }).end();
        return;
      }
      // A built site always has 404.html: none means the build read a moment ago was just deleted.
      if (resolution.kind === 'missing' && attempt < 3) continue;
      try {
        await send(request, response, resolution.kind === 'file' ? await fileAt(resolution.path) : undefined, resolution.kind === 'file' ? resolution.status : 404, (full) => fileAt(relative(dir, full)), extra);
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

/** Encodings the client accepts, honouring `;q=0` refusals. */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * Security headers for every response of `serve`. The CSP allows this site's
 * own scripts plus the inline head script of each page by hash (computed per
 * HTML file), the origins of the scripts a page loads from other sites (the
 * config's `scripts`, analytics), inline style attributes (React writes some),
 * and https for search and chat hosts configured to live elsewhere.
 */
export function securityHeaders(scriptHashes: string[] = [], scriptOrigins: string[] = []): Record<string, string> {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...scriptOrigins].join(' ');
  return {
    'Content-Security-Policy': `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self' https:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'`,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The origins (`https://host`) of the scripts a page loads from other sites, for its CSP. */
export function externalScriptOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\ssrc="(https:\/\/[^"/]+)[^"]*"/gi)) {
    try {
      origins.add(new URL(match[1]).origin);
    } catch {
      // Not a URL a browser would load either.
    }
  }
  return [...origins];
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

  get(key: string, file: string, size: number, encoding: 'br' | 'gzip'): Promise<Buffer> | undefined {
    if (size > this.largest) return undefined;
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
const hashesByFile = new Map<string, { etag: string; hashes: string[]; origins: string[] }>();

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

async function send(request: IncomingMessage, response: ServerResponse, file: string | undefined, status: number, variant: (path: string) => Promise<string | undefined>, extra: (hashes?: string[], origins?: string[]) => Record<string, string>): Promise<void> {
  if (!file) {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra() }).end(status === 404 ? 'Not found\n' : '');
    return;
  }
  const info = await stat(file);
  const type = contentType(file);
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  let hashes: string[] = [];
  let origins: string[] = [];
  if (type.startsWith('text/html') && extra === securityHeaders) {
    const known = hashesByFile.get(file);
    if (known?.etag === etag) ({ hashes, origins } = known);
    else {
      const html = await readFile(file, 'utf8');
      hashes = inlineScriptHashes(html);
      origins = externalScriptOrigins(html);
      if (hashesByFile.size > 10_000) hashesByFile.clear();
      hashesByFile.set(file, { etag, hashes, origins });
    }
  }
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': HASHED.test(file) && file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
    ...extra(hashes, origins),
  };
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) headers.Vary = 'Accept-Encoding';
  // The 404 page is sent with its status, never as "not modified".
  const match = request.headers['if-none-match'];
  if (status === 200 && match && (match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
    delete headers['Content-Type'];
    response.writeHead(304, headers).end();
    return;
  }
  const rangeHeader = request.headers.range;
  if (status === 200 && rangeHeader && (!request.headers['if-range'] || request.headers['if-range'] === etag)) {
    const range = parseRange(rangeHeader, info.size);
    if (range === 'invalid') {
      response.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' }).end();
      return;
    }
    if (range) {
      // Ranges are of the file itself, never of a compressed body.
      response.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`, 'Content-Length': String(range.end - range.start + 1) });
      if (request.method === 'HEAD') return void response.end();
      return stream(createReadStream(file, { start: range.start, end: range.end }), response);
    }
  }
  const accepted = compressible ? acceptedEncodings(String(request.headers['accept-encoding'] ?? '')) : new Set<string>();
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepted.has(encoding)) continue;
    // Precompressed at build (beside the file), or compressed once and cached.
    const prebuilt = await variant(`${file}${suffix}`);
    if (prebuilt) {
      const size = (await stat(prebuilt)).size;
      response.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(size) });
      if (request.method === 'HEAD') return void response.end();
      return stream(createReadStream(prebuilt), response);
    }
    const body = await cache.get(`${file}|${etag}|${encoding}`, file, info.size, encoding);
    if (body) {
      response.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
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
