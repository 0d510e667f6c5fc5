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

export interface SearchInput {
  config: SiteConfig;
  /** Every rendered route with its final HTML (records are extracted from it)… */
  pages?: { route: Route; html: string }[];
  /** …or the records, when the pages were rendered elsewhere (the build's threads). */
  records?: SearchRecord[];
}

export interface SearchOutput {
  /** Files to write into the output folder, paths relative to it. */
  files: { path: string; contents: string | Uint8Array }[];
  /** One line for the build's task list, e.g. "812 records, 96 KB index (gzip)". */
  note: string;
}

export async function buildSearch({ config, pages = [], records = extractRecords(pages, config) }: SearchInput): Promise<SearchOutput> {
  const files: SearchOutput['files'] = [{ path: RECORDS_FILE, contents: JSON.stringify(records) }];
  const hosted = algoliaSettings(config);
  if (hosted) {
    return { files, note: `${records.length} records; hosted index "${hosted.indexName}" (publish with \`pxdocs search push\`)` };
  }
  const index = JSON.stringify(createIndexFile(records));
  files.push({ path: INDEX_FILE, contents: index });
  return { files, note: `${records.length} records, ${formatBytes(gzipSync(index, { level: 9 }).length)} index (gzip)` };
}
