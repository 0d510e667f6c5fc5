// The embedded backend: fetches the index file the build wrote, lets MiniSearch
// index it (in chunks, so the page stays responsive), then answers every query
// locally in the hosted service's response shape.
import { loadIndexFileAsync, query, type EmbeddedIndexFile } from '../../shared/search-engine.js';
import type { SearchClient } from './client.js';

export async function embeddedClient(indexUrl: string): Promise<SearchClient> {
  const response = await fetch(indexUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the search index answered ${response.status}`);
  const loaded = await loadIndexFileAsync((await response.json()) as EmbeddedIndexFile);
  return {
    async search({ requests }) {
      return { results: requests.map((request) => query(loaded, request)) };
    },
  };
}
