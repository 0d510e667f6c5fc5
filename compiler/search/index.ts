// Search artifacts produced by the build: the records (every heading and text
// block of the listed doc pages, for `pxdocs search push` and the docs chat:
// `search-records.json` names their parts, see records-parts.ts) and, unless a
// hosted index is configured, the sharded embedded index: a
// small manifest at a fixed address (`search-index.json`, named by every
// page's boot data) and hashed, immutable shard files the browser fetches as
// queries need them (theme/shared/search-shards.ts says why and how). One
// format at every size: the path tested on the 43-page site is the one that
// runs at 10,000 pages.
// Hook point: build.ts calls buildSearch after rendering and writes its files.
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from '../config/schema.js';
import { pxErrors } from '../errors/catalogue.js';
import type { Route } from '../routes.js';
import { formatBytes } from '../reporter.js';
import { recordsName, ShardedIndexWriter, type IndexUpdate, type PageFragment } from './shards.js';
import type { ShardedManifest } from '../../theme/shared/search-shards.js';
import type { IndexState } from './index-state.js';
import type { IndexMerge } from './index-merge.js';
import { algoliaSettings, INDEX_FILE, RECORDS_FILE } from './config.js';
import { extractRecords } from './records.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { localeName } from '../i18n.js';
import { buildPassageEmbeddings, EMBEDDINGS_CACHE, embeddingRate, embeddingsMode, embedLimit, EMBEDDINGS_FILE, EMBEDDINGS_META_FILE, partialEmbeddingsWarning } from './embeddings.js';
import { join, relative } from 'node:path';
import { RecordsPartsWriter } from './records-parts.js';
import { recordsText } from './records-pack.js';
import { buildPassages, type Passage } from './sections.js';
import { boundedQueue } from '../each-limit.js';

/** Where section vectors are cached when the caller names no file: under the current directory. */

export interface SearchInput {
  config: SiteConfig;
  /** Every rendered route with its final HTML (records are extracted from it)… */
  pages?: { route: Route; html: string }[];
  /** …or the records, when the pages were rendered elsewhere (the build's threads)… */
  records?: SearchRecord[];
  /**
   * …or the records a page at a time, in order (the build: at 10,000 pages they
   * are half a gigabyte as objects, so each page's are let go once indexed),
   * each with its JSON text when read from a file (`JSON.stringify` of the
   * batch): the records parts are then made of those texts, not written anew.
   */
  batches?: AsyncIterable<SearchRecord[] | RecordBatch> | Iterable<SearchRecord[] | RecordBatch>;
  /**
   * The hash every index file name carries: a function of the inputs (the
   * build's search key). Default: a hash of the records.
   */
  name?: string;
  /**
   * Where each file goes as soon as it is made (the build writes to its output
   * folder); without it every file is returned in `files`.
   */
  emit?: (path: string, contents: string | Uint8Array) => Promise<void>;
  /**
   * Puts a file made earlier (a prepared page's chunk) at `path` without
   * reading it (the build: a hard link from the cache).
   */
  place?: (path: string, from: string) => Promise<void>;
  /** Puts a file made earlier (a page's records, for its records part) at `path` alone, without reading it. */
  placeFile?: (path: string, from: string) => Promise<void>;
  /**
   * Where section embeddings are cached between builds
   * (default: `.pxdocs/embeddings-cache.json` under the current directory).
   */
  embeddingsCache?: string;
  /** Embed the sections for the chat (default true; `pxdocs dev` embeds lazily instead). */
  embeddings?: boolean;
  /**
   * Links the previous build's records part at `path` (parts are named by their
   * pages' record keys, see records-parts.ts); without it every part is written.
   */
  linkRecordsPart?: (path: string) => Promise<boolean>;
  /** Progress of long work (the chat's section embeddings on a cold cache). */
  onProgress?(done: number, total: number, what: string): void;
  /** The last build's index state, to update the index from instead of making it anew (the build, with its cache). */
  update?: IndexUpdate;
  /** The first pages, merged into the index already (a cold build's, while its pages were built: `ShardOptions.merged`). */
  merged?: IndexMerge;
  /**
   * Called before each page and each postings shard; throws to stop the stage
   * (the build's: a Ctrl+C or SIGTERM is honoured within milliseconds, not when
   * the stage ends, 8 s later at 10,000 pages).
   */
  checkpoint?: () => void;
  /** Aborts the chat's embeddings (the vectors made so far are cached); the stage then fails through `checkpoint`. */
  signal?: AbortSignal;
}

/** Whether the build needs a page's records as objects, or only as their JSON text and its prepared fragment. */
export function recordsNeeded(config: SiteConfig, embeddings = true): boolean {
  return embeddings && chatEmbeds(config);
}

/**
 * Whether the chat ranks a pass's sections by meaning too, with their vectors
 * (else by their words only): when its embeddings are on, and its pages are in
 * English. The model (all-MiniLM-L6-v2) learnt English: it reads another
 * language as word pieces, so a French question lands near whatever shares its
 * pieces, and the similarities the chat trusts to say the docs cover a question
 * (COVERED_SIMILARITY in server/chat/retrieval.ts) were measured on English.
 * Ranked by words, a locale's chat finds the sections holding the question's
 * words and says when none does; and its pass embeds nothing (a locale's pass
 * embedding its sections as the default's would double the build's longest
 * step for vectors that mislead).
 */
export function chatEmbeds(config: SiteConfig): boolean {
  return config.chat.enabled && embeddingsMode(config.chat.embeddings) !== 'off' && /^en(?:-|$)/i.test(config.lang);
}

/** A page's records with the JSON text they were read from, and its part of the index when made on its thread. */
export interface RecordBatch {
  /** The records (empty when not needed: the page is `prepared` and no section is embedded). */
  records: SearchRecord[];
  /**
   * `JSON.stringify` of the records, as read from the page's records file (absent: made from
   * `records`); a function when the file is read only if the page's records part is written.
   */
  json?: string | Uint8Array | (() => string | Uint8Array);
  /** Hash of the records: the page's identity when the index is updated rather than made anew. */
  key?: string;
  /** The page's route (default: the first record's page): where records parts end. */
  page?: string;
  /** The file `json` is read from, never written again under its name: linked in as the page's records part (with `placeFile`). */
  file?: string;
  /**
   * The page's part of the index, made on its thread: its record count, its
   * fragment (read only when needed), where that is kept, and where its chunk
   * files are, local chunk `n` at `chunk(n)`, and its records' tag (`searchTag`).
   */
  prepared?: { records: number; fragment(): Promise<PageFragment>; fragmentFile: string; chunk(local: number): string; tag: string };
}

export interface SearchOutput {
  /** Files to write into the output folder, paths relative to it (none that went to `emit`). */
  files: { path: string; contents: string | Uint8Array }[];
  /** False when the chat's vectors are not all there yet ('auto' embeds a bounded number a build): the next build must not reuse these files. */
  complete: boolean;
  /** Things the build should warn about (a chat without its semantic ranking in this build). */
  warnings: string[];
  /** Every file written, `emit`ted or returned, paths relative to the output folder. */
  paths: string[];
  /** One line for the build's task list, e.g. "812 records, 9 KB manifest (gzip), 40 postings shards, 26 document chunks". */
  note: string;
  /** The index's state for the next build's update (with `update`, when the embedded index was made). */
  state?: IndexState;
}

export async function buildSearch({ config, pages = [], records, batches, name, emit, place, placeFile, embeddingsCache, embeddings = true, linkRecordsPart, onProgress, update, merged, checkpoint, signal }: SearchInput): Promise<SearchOutput> {
  const files: SearchOutput['files'] = [];
  const paths: string[] = [];
  // Files go out a few at a time while the next are made. None gets compressed copies (precompress.ts: `compressible`).
  const queue = boundedQueue(16);
  const put = (path: string, contents: string | Uint8Array) => {
    paths.push(path);
    return emit ? emit(path, contents) : (files.push({ path, contents }), Promise.resolve());
  };
  const putShard = (path: string, contents: string) => queue.push(() => put(path, contents));
  const given = records ?? (batches ? undefined : extractRecords(pages, config));
  const hosted = algoliaSettings(config);
  const index = hosted ? undefined : new ShardedIndexWriter(putShard, name ?? recordsName(given ?? []), { language: localeName(config), checkpoint, merged }, update && {
    ...update,
    linkPrevious: async (from, to) => {
      if (!(await update.linkPrevious(from, to))) return false;
      paths.push(to);
      return true;
    },
  });
  const parts = new RecordsPartsWriter({
    put,
    linkPrevious: linkRecordsPart && (async (path) => (await linkRecordsPart(path)) && (paths.push(path), true)),
    place: placeFile && (async (path, from) => {
      paths.push(path);
      await placeFile(path, from);
    }),
  });
  const passages: Passage[] = [];
  const mode = embeddingsMode(config.chat.embeddings);
  const embedding = recordsNeeded(config, embeddings);
  let count = 0;
  let manifest: ShardedManifest | undefined;
  try {
    for await (const item of given ? pagesOf(given) : batches!) {
      checkpoint?.();
      const entry: RecordBatch = Array.isArray(item) ? { records: item } : item;
      const { records: batch, prepared, json } = entry;
      const key = entry.key ?? '';
      if (prepared && embedding && batch.length !== prepared.records) throw pxErrors.UnexpectedError.create({ message: 'A prepared search page came without its records, and the chat embeds them.' });
      const records = prepared ? prepared.records : batch.length;
      count += records;
      await parts.add({
        page: entry.page ?? batch[0]?.url_without_anchor ?? '',
        key,
        records,
        json: json === undefined ? () => recordsText(batch) : typeof json === 'function' ? json : () => json,
        ...(entry.file ? { file: entry.file } : {}),
      });
      // The chat's sections: a page's records make its sections, and nothing crosses pages.
      if (embedding) for (const passage of buildPassages(batch)) passages.push(passage);
      if (!index) continue;
      if (!prepared) await index.add(batch, key);
      else if (!place) throw pxErrors.UnexpectedError.create({ message: 'Prepared search pages need `place` for their chunk files.' });
      else {
        await index.addPage({
          key,
          records: prepared.records,
          fragment: prepared.fragment,
          fragmentFile: prepared.fragmentFile,
          tag: prepared.tag,
          place: async (path, local) => {
            paths.push(path);
            await place(path, prepared.chunk(local));
          },
        });
      }
    }
    await put(RECORDS_FILE, await parts.finish());
    manifest = await index?.finish();
  } catch (error) {
    // The writes under way end before the failure goes up: the build then removes its folder, and a
    // write still running could make a file in it again.
    await queue.drain().catch(() => {});
    throw error;
  }
  const partCount = parts.count;
  const partsNote = ` in ${partCount} part${partCount === 1 ? '' : 's'}${parts.made.linked ? ` (${parts.made.linked} from the last build)` : ''}`;
  await queue.drain();

  let chatNote = '';
  // The chat's semantic ranking: section vectors beside the records.
  let complete = true;
  const warnings: string[] = [];
  if (embedding) {
    try {
      const cacheFile = embeddingsCache ?? join(process.cwd(), EMBEDDINGS_CACHE);
      const vectors = await buildPassageEmbeddings(passages, cacheFile, { limit: embedLimit(mode), signal, onProgress: onProgress && ((done, total) => onProgress(done, total, 'chat sections embedded')) });
      if (vectors.left) {
        // Vectors for some sections only would rank those above the rest: the chat ranks by words until all are there.
        complete = false;
        // The count tells a server of this output to embed the rest in the background (see EmbeddingsMeta).
        await put(EMBEDDINGS_META_FILE, JSON.stringify({ ...vectors.meta, pending: vectors.left }));
        chatNote = `; ${vectors.embedded} chat sections embedded, ${vectors.left} to go (the chat ranks by words until all are)`;
        // Named from here when it is below here, else whole (a path climbing out of this folder reads as noise).
        const shown = relative(process.cwd(), cacheFile);
        warnings.push(partialEmbeddingsWarning(vectors, mode, shown.startsWith('..') ? cacheFile : shown));
      } else {
        await put(EMBEDDINGS_META_FILE, JSON.stringify(vectors.meta));
        await put(EMBEDDINGS_FILE, vectors.bytes);
        chatNote = `; ${vectors.meta.sections.length} chat sections embedded (${vectors.embedded} new${embeddingRate(vectors)})`;
      }
    } catch (error) {
      // Stopped (Ctrl+C): the stage fails as a stop, not as embeddings skipped.
      if (signal?.aborted) {
        checkpoint?.();
        throw error;
      }
      // The chat still answers lexically: a missing model must not fail a docs build.
      chatNote = `; chat embeddings skipped (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  if (!manifest) {
    return { files, paths, complete, warnings, note: `${count} records${partsNote}; hosted index "${hosted!.indexName}" (publish with \`pxdocs search push\`)${chatNote}` };
  }
  const text = JSON.stringify(manifest);
  await put(INDEX_FILE, text);
  const shards = manifest.shardStarts.length;
  const chunks = manifest.chunks;
  const made = index?.made?.how === 'updated' ? `; updated: ${index.made.pages} changed page${index.made.pages === 1 ? '' : 's'}, ${index.made.terms} terms, ${index.made.shards} shards written${index.made.remade ? ` (${index.made.remade} terms made again from every page)` : ''}` : '';
  return { files, paths, complete, warnings, state: index?.state, note: `${count} records${partsNote}, ${formatBytes(gzipSync(text, { level: 9 }).length)} manifest (gzip), ${shards} postings shard${shards === 1 ? '' : 's'}, ${chunks} document chunk slots${made}${chatNote}` };
}

/** Records given whole (dev, tests), cut where their pages change: the records parts are made a page at a time. */
function* pagesOf(records: SearchRecord[]): Generator<SearchRecord[]> {
  let start = 0;
  for (let index = 1; index <= records.length; index++) {
    if (index === records.length || records[index].url_without_anchor !== records[start].url_without_anchor) {
      yield records.slice(start, index);
      start = index;
    }
  }
}
