// Serves a built site with the same URL rules a static host would apply:
// `/x` serves x.html; `/x.html`, `/x/index.html` and `/x/` redirect to `/x`;
// anything else gets 404.html with status 404. Hashed assets are cached for a
// year; responses are compressed; no path can leave the output folder.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|png|jpe?g|gif|svg|webp|woff2)$/;

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
  const notFound = async (): Promise<Resolution> => ((await exists('404.html')) ? { kind: 'file', path: '404.html', status: 404 } : { kind: 'missing' });
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
  return notFound();
}

export function createStaticHandler(root: string): Handler {
  const base = normalize(root + sep);
  const fileAt = async (path: string): Promise<string | undefined> => {
    const full = normalize(join(base, path));
    // Absolute tricks must not leave the output folder either.
    if (!full.startsWith(base)) return undefined;
    try {
      if (!(await stat(full)).isFile()) return undefined;
      // A symbolic link inside the output may point anywhere (/proc/self/environ):
      // only files whose real path is inside the real output folder are served.
      // The root's real path is read each time: out/ may be a link that a build swaps.
      const [real, realRoot] = await Promise.all([realpath(full), realpath(base)]);
      return real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep) ? full : undefined;
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
    const resolution = await resolvePath(url.pathname, url.search, async (path) => (await fileAt(path)) !== undefined);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location }).end();
      return;
    }
    await send(request, response, resolution.kind === 'file' ? await fileAt(resolution.path) : undefined, resolution.kind === 'file' ? resolution.status : 404);
  };
}

/** `/a.html`, `/a/index.html` and `/a/` all name the page `/a`. */
export function canonicalPath(pathname: string): string {
  // Repeated slashes collapse: `//host/x` must never become a redirect to another host.
  let path = pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
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

async function send(request: IncomingMessage, response: ServerResponse, file: string | undefined, status: number): Promise<void> {
  if (!file) {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(status === 404 ? 'Not found\n' : '');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': HASHED.test(file) && file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
  const encoding = COMPRESSIBLE.test(type) ? (accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined) : undefined;
  if (encoding) headers['Content-Encoding'] = encoding;
  else headers['Content-Length'] = String((await stat(file)).size);
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const source = createReadStream(file);
  try {
    if (encoding === 'br') await pipeline(source, createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), response);
    else if (encoding === 'gzip') await pipeline(source, createGzip({ level: 6 }), response);
    else await pipeline(source, response);
  } catch {
    // The client went away mid-response; nothing to do.
    response.destroy();
  }
}
