// A site built with a base URL (`baseUrl: '/project/'`) served as its host
// serves it: everything (pages, assets, the chat API, MCP) under the base, the
// origin's root redirected there, and any other path not found. A path outside
// the base is never served from the output, though the file exists there: a URL
// that forgot the base works nowhere once published, so it must not work here.
import { openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { stripBase, withBase } from '../theme/shared/base-url.js';
import { UNSERVABLE_PATH, requestTarget, type Handler } from './static-handler.js';

export function underBase(base: string | (() => string), inner: Handler): Handler {
  const current = typeof base === 'function' ? base : () => base;
  return async (request, response) => {
    const prefix = current();
    if (prefix === '/') return inner(request, response);
    const { pathname, search } = requestTarget(request.url);
    if (pathname === '/' || pathname === prefix.slice(0, -1)) {
      response.writeHead(302, { Location: prefix + search }).end();
      return;
    }
    const path = stripBase(prefix, pathname);
    // A path outside the base is answered by the inner handler as one no file has: the not-found page.
    request.url = path === undefined ? UNSERVABLE_PATH : path + search;
    // The inner handler sees site paths, so a redirect it answers names one (`/x` → `/x/` with
    // trailing slashes): the base goes in front of its Location, as for every URL of the site.
    const writeHead = response.writeHead.bind(response) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
    response.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
      const location = headers?.Location;
      if (typeof location === 'string') return writeHead(status, { ...headers, Location: withBase(prefix, location) });
      return writeHead(status, headers);
    }) as ServerResponse['writeHead'];
    return inner(request, response);
  };
}

/**
 * The base URL a built site was made with, as its home page says it
 * (`<html data-base-url>`); `/` for a site without one (or no home page).
 */
export function outputBase(root: string): string {
  let text = '';
  try {
    const fd = openSync(join(root, 'index.html'), 'r');
    try {
      const buffer = Buffer.alloc(4096);
      text = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return '/';
  }
  const found = /<html\b[^>]*\sdata-base-url="(\/[^"]*\/)"/.exec(text)?.[1];
  return found ?? '/';
}
