// `pxdocs serve`: the built site on http://localhost:3000.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Server } from 'node:http';
import { createStaticHandler, requestTarget, securityHeaders, type Handler } from './static-handler.js';
import { listen } from './listen.js';
import { createChatHandler } from './chat/handler.js';
import { modelFromEnv } from './chat/model.js';
import { localesFromOutput, recordsFromFile, subjectFromOutput, withChat } from './chat/mount.js';
import { backgroundVectors } from './chat/background-vectors.js';
import { RECORDS_FILE } from '../compiler/search/config.js';
import { EMBEDDINGS_CACHE } from '../compiler/search/embeddings.js';
import { createMcpHandler, withMcp } from './mcp/http.js';
import { docsFromOutput } from './mcp/docs.js';
import { pxErrors } from '../compiler/errors/catalogue.js';
import { outputBase, underBase } from './base-path.js';

export interface ServeOptions {
  root: string;
  port: number;
  host: string;
  /** Print the address, through `log` (default: true). */
  announce?: boolean;
  /** Other origins allowed to call the chat API from a browser (default: none; same origin always works). */
  origins?: string[];
  /** Where warnings go (default: standard error, one line each). */
  warn?: (message: string) => void;
  /** Load the chat's records and index at start, not on the first question (the CLI; seconds at a large site). */
  warmChat?: boolean;
  /** The site's embeddings cache, where vectors embedded in the background go (default: the build's, beside `root`). */
  embeddingsCache?: string;
  /** Where the address and the chat's background work are told (default: standard error). */
  log?: (message: string) => void;
}

export async function serve({ root, port, host, announce = true, origins = [], warn = (message) => process.stderr.write(`warning: ${message}\n`), warmChat = false, embeddingsCache = join(dirname(root), EMBEDDINGS_CACHE), log = (message) => process.stderr.write(`${message}\n`) }: ServeOptions): Promise<Server> {
  if (!existsSync(join(root, 'index.html'))) {
    throw pxErrors.NothingToServe.create({ root });
  }
  // The docs chat answers on the site's own origin, from the records the build wrote (a question's locale's).
  // Sections the build left without a vector are embedded while the site is served.
  const background = backgroundVectors({ cacheFile: embeddingsCache, log });
  const chat = createChatHandler({ records: recordsFromFile(join(root, RECORDS_FILE), background), locales: localesFromOutput(root), site: subjectFromOutput(root), allowedOrigins: origins, model: modelFromEnv(), warm: warmChat });
  // The MCP server for agents answers at /mcp from the same output.
  const site = withMcp(createStaticHandler(root, {
    securityHeaders: true,
    // The build never writes such a link: someone put it into the output afterwards.
    onRefusedLink: (path, target) => warn(`${join(root, path)} is a link to ${target}, outside the site: not served. Remove the link, or copy the file into static/ and rebuild.`),
  }), createMcpHandler(docsFromOutput(root)));
  // A site built with a base URL is served under it, as its host will (the home page names it).
  const base = outputBase(root);
  const server = await listen(withSecurityHeaders(underBase(base, withChat(site, chat))), port, host);
  server.on('close', () => void background.close());
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (announce) log(`Serving ${root} at http://${host}:${actualPort}${base}\nPress Ctrl+C to stop.`);
  return server;
}

/**
 * Every response of `serve` carries the security headers (README, Security):
 * set here, before any handler runs, so the redirects to the base, the chat
 * API, /mcp and a 500 have them too. A handler's own value of one wins (it is
 * passed to writeHead): a page's CSP naming its inline scripts' hashes, the
 * feedback report's stricter one.
 */
export function withSecurityHeaders(inner: Handler): Handler {
  const headers = Object.entries(securityHeaders());
  return (request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    // The absolute form (`GET http://host/api/docsChat`) is read as its path by every handler below:
    // the chat and /mcp match paths as written.
    if (request.url && !request.url.startsWith('/')) {
      const { pathname, search } = requestTarget(request.url);
      request.url = `${pathname}${search}`;
    }
    return inner(request, response);
  };
}
