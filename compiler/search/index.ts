// Search artifacts produced by the build: the records (every heading and text
// block of the listed doc pages, for `pxdocs search push` and the docs chat)
// and, unless a hosted index is configured, the compact embedded index the
// browser loads on first use of search.
// Hook point: build.ts calls buildSearch after rendering and writes its files.
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes.js';
import { formatBytes } from '../reporter.js';
import { createIndexFile } from '../../theme/shared/search-engine.js';
import { algoliaSettings, INDEX_FILE, RECORDS_FILE } from './config.js';
import { extractRecords } from './records.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { buildEmbeddings, embeddingRate, embeddingsEnabled, EMBEDDINGS_FILE, EMBEDDINGS_META_FILE } from './embeddings.js';
import { join } from 'node:path';

export interface SearchInput {
  config: SiteConfig;
  /** Every rendered route with its final HTML (records are extracted from it)… */
  pages?: { route: Route; html: string }[];
  /** …or the records, when the pages were rendered elsewhere (the build's threads). */
  records?: SearchRecord[];
  /**
   * Where section embeddings are cached between builds
   * (default: `.pxdocs/embeddings-cache.json` under the current directory).
   */
  embeddingsCache?: string;
  /** Embed the sections for the chat (default true; `pxdocs dev` embeds lazily instead). */
  embeddings?: boolean;
}

export interface SearchOutput {
  /** Files to write into the output folder, paths relative to it. */
  files: { path: string; contents: string | Uint8Array }[];
  /** One line for the build's task list, e.g. "812 records, 96 KB index (gzip)". */
  note: string;
}

export async function buildSearch({ config, pages = [], records = extractRecords(pages, config), embeddingsCache, embeddings = true }: SearchInput): Promise<SearchOutput> {
  const files: SearchOutput['files'] = [{ path: RECORDS_FILE, contents: JSON.stringify(records) }];
  let chatNote = '';
  // The chat's semantic ranking: section vectors beside the records.
  if (embeddings && config.chat.enabled && embeddingsEnabled()) {
    try {
      const vectors = await buildEmbeddings(records, embeddingsCache ?? join(process.cwd(), '.pxdocs', 'embeddings-cache.json'));
      files.push({ path: EMBEDDINGS_META_FILE, contents: JSON.stringify(vectors.meta) }, { path: EMBEDDINGS_FILE, contents: vectors.bytes });
      chatNote = `; ${vectors.meta.sections.length} chat sections embedded (${vectors.embedded} new${embeddingRate(vectors)})`;
    } catch (error) {
      // The chat still answers lexically: a missing model must not fail a docs build.
      chatNote = `; chat embeddings skipped (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const hosted = algoliaSettings(config);
  if (hosted) {
    return { files, note: `${records.length} records; hosted index "${hosted.indexName}" (publish with \`pxdocs search push\`)${chatNote}` };
  }
  const index = JSON.stringify(createIndexFile(records));
  files.push({ path: INDEX_FILE, contents: index });
  return { files, note: `${records.length} records, ${formatBytes(gzipSync(index, { level: 9 }).length)} index (gzip)${chatNote}` };
}
