// `pxdocs mcp`: the docs as a Model Context Protocol server, so an agent can
// search the docs and read pages as Markdown. Built on the official SDK; one
// server definition, two transports (stdio here, streamable HTTP in http.ts).
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ErrorCode, McpError, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { DocsSource } from './docs.js';

export const MCP_SERVER_NAME = 'pxdocs';
/** Resource URIs: `docs://` + the page's route without its leading slash (`docs://docs/intro`). */
export const RESOURCE_SCHEME = 'docs://';
const DEFAULT_RESULTS = 5;
const MAX_RESULTS = 20;
/** Longest query taken (a search needs a few words), and the part of one said back when nothing matches. */
const MAX_QUERY = 1000;
const ECHOED = 100;

/** A fresh MCP server over the docs (cheap: the HTTP transport makes one per request). */
export function createMcpServer(docs: DocsSource, version = '0.1.0'): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version },
    { instructions: 'Documentation of this site. Use search_docs to find the pages that answer a question, then read_page to get a page as Markdown; cite the page URLs.' },
  );

  // A site in several languages says which: an agent searches the reader's.
  const locales = docs.locales();
  server.registerTool('search_docs', {
    title: 'Search the docs',
    description: `Full-text search over every section of the documentation. Returns the best sections: title, URL and a snippet. Follow up with read_page for the whole page.${locales.length > 1 ? ` The docs are in ${locales.length} locales (${locales.join(', ')}); give \`locale\` to search one other than ${locales[0]}.` : ''}`,
    inputSchema: {
      query: z.string().min(1).max(MAX_QUERY).describe('What to look for, in a few words (e.g. "install", "configuration options").'),
      limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many results (default ${DEFAULT_RESULTS}, at most ${MAX_RESULTS}).`),
      locale: z.string().min(1).max(100).optional().describe(`The locale to search, one of the site's (${locales.join(', ')}); default ${locales[0]}. Its pages' routes start with its path ("/fr/…").`),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, async ({ query, limit, locale }) => {
    // An unknown locale throws (UnknownDocsLocale): the client gets a tool error naming the site's locales.
    const results = await docs.search(query, limit ?? DEFAULT_RESULTS, locale);
    const text = results.length
      ? results.map((result, index) => `${index + 1}. ${result.title}\n   ${result.url}\n   read_page: ${result.route}${result.snippet ? `\n   ${result.snippet}` : ''}`).join('\n\n')
      : `No section of the docs matches "${query.length > ECHOED ? `${query.slice(0, ECHOED)}…` : query}". Try other words, or list the pages with the resources (${RESOURCE_SCHEME}…).`;
    return { content: [{ type: 'text', text }], structuredContent: { results } };
  });

  server.registerTool('read_page', {
    title: 'Read a docs page',
    description: 'One documentation page as Markdown. Accepts a route ("/docs/intro", or "/fr/docs/intro" in another locale), its .md path, or the page URL (an #anchor is ignored).',
    inputSchema: {
      path: z.string().min(1).describe('Route or URL of the page, e.g. "/docs/intro".'),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ path }) => {
    const page = docs.page(path);
    // Thrown errors reach the client as a tool error (isError) with this message.
    if (!page) throw new Error(unknownPage(path, docs));
    return { content: [{ type: 'text', text: page.markdown }] };
  });

  server.registerResource('page', new ResourceTemplate(`${RESOURCE_SCHEME}{+route}`, {
    list: () => ({
      resources: docs.pages().map((page) => ({
        // A URI: a route's spaces and non-ASCII letters are percent-encoded (read back by toRoute).
        uri: `${RESOURCE_SCHEME}${encodeURI(page.route.slice(1))}`,
        name: page.route,
        title: page.title,
        description: page.description || undefined,
        mimeType: 'text/markdown',
      })),
    }),
  }), {
    title: 'Docs page',
    description: 'A documentation page as Markdown.',
    mimeType: 'text/markdown',
  }, (uri, variables) => {
    const route = String(variables.route ?? '');
    const page = docs.page(route);
    // The spec's "resource not found" (-32002), not an internal error.
    if (!page) throw new McpError(RESOURCE_NOT_FOUND, unknownPage(route, docs));
    return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown }] };
  });

  return server;
}

function unknownPage(path: string, docs: DocsSource): string {
  const routes = docs.pages().map((page) => page.route);
  if (!routes.length) return `No docs pages are built yet, so "${path}" cannot be read. Run \`pxdocs build\` first.`;
  // A large site has thousands of routes: the ones nearest the path asked for, and how to list the rest.
  const near = nearestRoutes(path, routes, NEAR_ROUTES);
  const rest = routes.length - near.length;
  return `No docs page at "${path}". Valid routes: ${near.join(', ')}${rest ? ` (and ${rest} more: list them with the resources, ${RESOURCE_SCHEME}…, or find one with search_docs)` : ''}.`;
}

/** Routes named in an unknown-page error. */
const NEAR_ROUTES = 20;

/** The `count` routes sharing the most leading path segments with `path`, then the most characters, in site order. */
function nearestRoutes(path: string, routes: string[], count: number): string[] {
  if (routes.length <= count) return routes;
  const wanted = `/${path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/^\/+|[?#].*$|\.md$|\/+$/g, '')}`;
  const segments = wanted.split('/');
  const closeness = (route: string) => {
    const parts = route.split('/');
    let shared = 0;
    while (shared < parts.length && shared < segments.length && parts[shared] === segments[shared]) shared++;
    let chars = 0;
    while (chars < route.length && chars < wanted.length && route[chars] === wanted[chars]) chars++;
    return shared * 1000 + chars;
  };
  return routes.map((route, order) => ({ route, order, score: closeness(route) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.route);
}

const RESOURCE_NOT_FOUND = -32002;

/** Serves the docs over stdin/stdout until the client closes the stream. */
export async function runStdio(docs: DocsSource): Promise<void> {
  const server = createMcpServer(docs);
  const transport = new StdioServerTransport();
  // The SDK drops a line it cannot read and answers nothing, so a client waits for good. JSON-RPC
  // answers such a line with an error of id null (its id cannot be known): -32700 for text that is
  // not JSON, -32600 for JSON that is not a JSON-RPC message. (Set before connect, which keeps it.)
  transport.onerror = (error) => {
    const code = error instanceof SyntaxError ? ErrorCode.ParseError : error.name === 'ZodError' ? ErrorCode.InvalidRequest : undefined;
    if (code === undefined) return;
    const message = code === ErrorCode.ParseError ? 'Parse error: the line is not JSON.' : 'Invalid Request: the line is not a JSON-RPC 2.0 message.';
    process.stderr.write(`pxdocs mcp: ${message}\n`);
    void transport.send({ jsonrpc: '2.0', id: null, error: { code, message } } as unknown as JSONRPCMessage).catch(() => undefined);
  };
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
