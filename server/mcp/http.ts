// The MCP server over streamable HTTP, mounted by `pxdocs serve` at /mcp.
// Stateless: every POST gets a fresh server and transport (the docs are
// read-only, so there is no session to keep); answers are plain JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Handler } from '../static-handler.js';
import type { DocsSource } from './docs.js';
import { createMcpServer } from './server.js';
import { originAllowed } from '../chat/origins.js';

const NO_OTHER_ORIGINS: ReadonlySet<string> = new Set();

export const MCP_PATH = '/mcp';

export function createMcpHandler(docs: DocsSource): Handler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    // The spec asks servers to check Origin: a page on another site must not drive the tools from a
    // reader's browser. Agents send no Origin; the site's own pages send their own host.
    if (request.headers.origin !== undefined && !originAllowed(request.headers.origin, request.headers.host, NO_OTHER_ORIGINS)) {
      response.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Forbidden: MCP requests from another website\'s pages are refused.' }, id: null }));
      return;
    }
    if (request.method !== 'POST') {
      // No server-initiated stream and no session to end in stateless mode.
      response.writeHead(405, { 'Content-Type': 'application/json', Allow: 'POST' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send MCP requests with POST.' }, id: null }));
      return;
    }
    const server = createMcpServer(docs);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response);
    } catch (error) {
      if (!response.headersSent) {
        // The cause is for whoever runs the server, not for the caller.
        process.stderr.write(`pxdocs: /mcp failed: ${(error as Error).message}\n`);
        response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error: the server could not answer (its terminal says why).' }, id: null }));
      }
    }
  };
}

/** Answers /mcp with the MCP handler and everything else with `site`. */
export function withMcp(site: Handler, mcp: Handler): Handler {
  return async (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === MCP_PATH) return mcp(request, response);
    return site(request, response);
  };
}
