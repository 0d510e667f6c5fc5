// The embedded backend: fetches the index manifest the build wrote, then for
// each query only the postings shards of its words and the document chunks of
// the hits shown (all hashed files, cached by the browser and here), and
// answers locally in the hosted service's response shape. An index in the
// single-file format (an older build) is still understood.
import { loadIndexFileAsync, query, INDEX_FORMAT, type EmbeddedIndexFile } from '../../shared/search-engine.js';
import { ShardedIndex, type ShardedManifest } from '../../shared/search-shards.js';
import type { SearchClient } from './client.js';

async function json(url: URL | string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the search index answered ${response.status}`);
  return response.json();
}

export async function embeddedClient(indexUrl: string): Promise<SearchClient> {
  const base = new URL(indexUrl, location.href);
  const file = (await json(base)) as ShardedManifest | EmbeddedIndexFile;
  if ((file as EmbeddedIndexFile).format === INDEX_FORMAT) {
    const loaded = await loadIndexFileAsync(file as EmbeddedIndexFile);
    return { async search({ requests }) { return { results: requests.map((request) => query(loaded, request)) }; } };
  }
  const index = new ShardedIndex(file as ShardedManifest, (path) => json(new URL(path, base)));
  return {
    async search({ requests }) {
      return { results: await Promise.all(requests.map((request) => index.query(request))) };
    },
  };
}
