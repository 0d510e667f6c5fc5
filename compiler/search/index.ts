// Search artifacts produced by the build: the records (every heading and text
// block of the listed doc pages, for `pxdocs search push` and the docs chat)
// and, unless a hosted index is configured, the sharded embedded index: a
// small manifest at a fixed address (`search-index.json`, named by every
// page's boot data) and hashed, immutable shard files the browser fetches as
// queries need them (theme/shared/search-shards.ts says why and how). One
// format at every size: the path tested on the 43-page site is the one that
// runs at 10,000 pages.
// Hook point: build.ts calls buildSearch after rendering and writes its files.
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes.js';
import { formatBytes } from '../reporter.js';
import { createShardedIndex } from './shards.js';
import { compressedSiblings } from './compress.js';
import { algoliaSettings, INDEX_FILE, RECORDS_FILE } from './config.js';
import { extractRecords } from './records.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { buildEmbeddings, embeddingRate, embeddingsMode, embedLimit, EMBEDDINGS_FILE, EMBEDDINGS_META_FILE, partialEmbeddingsWarning } from './embeddings.js';
import { dirname, join, relative } from 'node:path';
import { mkdir, open } from 'node:fs/promises';

/** Where section vectors are cached when the caller names no file: under the current directory. */
const DEFAULT_EMBEDDINGS_CACHE = join('.pxdocs', 'embeddings-cache.json');

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
  /** Write the `.br` and `.gz` of the search shard files too (default true; `pxdocs dev` serves them uncompressed). */
  precompressed?: boolean;
  /**
   * Stream the records file to this path instead of returning it in `files`
   * (default: returned). At 10,000 pages it is over half a gigabyte of JSON.
   */
  recordsFile?: string;
  /** Progress of long work (the chat's section embeddings on a cold cache). */
  onProgress?(done: number, total: number, what: string): void;
}

export interface SearchOutput {
  /** Files to write into the output folder, paths relative to it. */
  files: { path: string; contents: string | Uint8Array }[];
  /** False when the chat's vectors are not all there yet ('auto' embeds a bounded number a build): the next build must not reuse these files. */
  complete: boolean;
  /** Things the build should warn about (a chat without its semantic ranking in this build). */
  warnings: string[];
  /** One line for the build's task list, e.g. "812 records, 9 KB manifest (gzip), 40 postings shards, 26 document chunks". */
  note: string;
}

export async function buildSearch({ config, pages = [], records = extractRecords(pages, config), embeddingsCache, embeddings = true, precompressed = true, recordsFile, onProgress }: SearchInput): Promise<SearchOutput> {
  const files: SearchOutput['files'] = [];
  if (recordsFile) await writeRecordsJson(recordsFile, records);
  else files.push({ path: RECORDS_FILE, contents: recordsJson(records) });
  let chatNote = '';
  // The chat's semantic ranking: section vectors beside the records.
  let complete = true;
  const warnings: string[] = [];
  const mode = embeddingsMode(config.chat.embeddings);
  if (embeddings && config.chat.enabled && mode !== 'off') {
    try {
      const cacheFile = embeddingsCache ?? join(process.cwd(), DEFAULT_EMBEDDINGS_CACHE);
      const vectors = await buildEmbeddings(records, cacheFile, { limit: embedLimit(mode), onProgress: onProgress && ((done, total) => onProgress(done, total, 'chat sections embedded')) });
      if (vectors.left) {
        // Vectors for some sections only would rank those above the rest: the chat ranks by words until all are there.
        complete = false;
        chatNote = `; ${vectors.embedded} chat sections embedded, ${vectors.left} to go (the chat ranks by words until all are)`;
        warnings.push(partialEmbeddingsWarning(vectors, mode, relative(process.cwd(), cacheFile)));
      } else {
        files.push({ path: EMBEDDINGS_META_FILE, contents: JSON.stringify(vectors.meta) }, { path: EMBEDDINGS_FILE, contents: vectors.bytes });
        chatNote = `; ${vectors.meta.sections.length} chat sections embedded (${vectors.embedded} new${embeddingRate(vectors)})`;
      }
    } catch (error) {
      // The chat still answers lexically: a missing model must not fail a docs build.
      chatNote = `; chat embeddings skipped (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const hosted = algoliaSettings(config);
  if (hosted) {
    return { files, complete, warnings, note: `${records.length} records; hosted index "${hosted.indexName}" (publish with \`pxdocs search push\`)${chatNote}` };
  }
  const sharded = createShardedIndex(records);
  const manifest = JSON.stringify(sharded.manifest);
  files.push({ path: INDEX_FILE, contents: manifest }, ...sharded.files);
  if (precompressed) files.push(...(await compressedSiblings(sharded.files)));
  const shards = sharded.manifest.shardStarts.length;
  return { files, complete, warnings, note: `${records.length} records, ${formatBytes(gzipSync(manifest, { level: 9 }).length)} manifest (gzip), ${shards} postings shard${shards === 1 ? '' : 's'}, ${sharded.files.length - shards} document chunks${chatNote}` };
}

/** `recordsJson` written to a file batch by batch: never the whole text in memory. */
export async function writeRecordsJson(path: string, records: SearchRecord[], batch = 20_000): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, 'w');
  try {
    await file.write('[');
    for (let start = 0; start < records.length; start += batch) {
      const text = JSON.stringify(records.slice(start, start + batch));
      await file.write(start === 0 ? text.slice(1, -1) : `,${text.slice(1, -1)}`);
    }
    await file.write(']');
  } finally {
    await file.close();
  }
}

/**
 * The records as one JSON array, made in batches: at 10,000 pages (over a
 * million records) the whole array is longer than the longest string V8 can
 * hold, so it is assembled as bytes. Same text as `JSON.stringify(records)`.
 */
export function recordsJson(records: SearchRecord[], batch = 20_000): string | Uint8Array {
  if (records.length <= batch) return JSON.stringify(records);
  const parts: Buffer[] = [Buffer.from('[')];
  for (let start = 0; start < records.length; start += batch) {
    const text = JSON.stringify(records.slice(start, start + batch));
    parts.push(Buffer.from(start === 0 ? text.slice(1, -1) : `,${text.slice(1, -1)}`));
  }
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}
