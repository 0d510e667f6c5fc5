// The search client both search boxes use (the modal and the /search page):
// one `search({ requests })` interface, as the hosted service's client has, in
// front of either backend. The backend's code (and, for the embedded one, its
// index) loads on the first search. Every query is capped, every hit made safe
// to display, and every failure reported as the hosted client reports an
// unreachable service, so both boxes show the same error state.
import type { SearchBoot } from '../../components/types.js';
import { cleanQuery, safeHit, type QueryRequest, type QueryResponse } from '../../shared/search-shape.js';
import { isSitePath, pageUrl, siteBase } from '../lib/base.js';

export interface SearchRequest extends QueryRequest {
  indexName: string;
  [parameter: string]: unknown;
}

export interface SearchClient {
  search(params: { requests: SearchRequest[] }): Promise<{ results: QueryResponse[] }>;
}

export interface LazySearchClient extends SearchClient {
  /** Loads the backend (and the embedded index) ahead of the first query. */
  prepare(): Promise<void>;
}

/** The error DocSearch recognises as "Unable to fetch results". */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Search is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RetryError';
  }
}

export function readBoot(): SearchBoot | undefined {
  const content = document.querySelector('meta[name="pxdocs:search"]')?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as SearchBoot;
  } catch {
    return undefined;
  }
}

/** The index name the boxes send; the embedded backend has one index and ignores it. */
export function indexName(boot: SearchBoot): string {
  return boot.backend === 'algolia' ? boot.indexName : 'pxdocs';
}

/**
 * A hit as the browser follows it, once made safe (`safeHit`, which takes any
 * trailing slash off but a folder's on a site of Docusaurus's shape). Records name site paths (`/docs/x#a`, both backends: the
 * embedded index and what `pxdocs search push` uploads): the base URL goes in
 * front, and the slash of a `trailingSlash` site after (`pageUrl`). A full URL
 * (a crawler's record) is left as it is.
 */
function published<T>(hit: T): T {
  const { url, url_without_anchor: page } = hit as { url?: unknown; url_without_anchor?: unknown };
  if (siteBase() === '/' && !document.documentElement.hasAttribute('data-trailing-slash')) return hit;
  const site = (path: string) => (isSitePath(path) ? pageUrl(path) : path);
  return { ...hit, ...(typeof url === 'string' ? { url: site(url) } : {}), ...(typeof page === 'string' ? { url_without_anchor: site(page) } : {}) };
}

const clients = new Map<string, LazySearchClient>();

export function searchClient(boot: SearchBoot): LazySearchClient {
  const key = JSON.stringify(boot);
  const existing = clients.get(key);
  if (existing) return existing;
  let backend: Promise<SearchClient> | undefined;
  const load = () => (backend ??= boot.backend === 'algolia'
    ? import('./hosted.js').then((module) => module.hostedClient(boot))
    : import('./embedded.js').then((module) => module.embeddedClient(boot.indexUrl)));
  const client: LazySearchClient = {
    async prepare() {
      await load().catch(() => {
        backend = undefined;
      });
    },
    async search(params) {
      const requests = params.requests.map((request) => ({ ...request, query: cleanQuery(request.query) }));
      let response: { results: QueryResponse[] };
      try {
        response = await (await load()).search({ requests });
      } catch (error) {
        // A failed load is tried again on the next query (the network may be back).
        backend = undefined;
        throw new SearchUnavailableError(error);
      }
      return { results: response.results.map((result) => ({ ...result, hits: (result.hits ?? []).map((hit) => published(safeHit(hit, location.origin, !boot.docsRoutes, Boolean(boot.docsRoutes || boot.folderSlashes)))) })) };
    },
  };
  clients.set(key, client);
  return client;
}
