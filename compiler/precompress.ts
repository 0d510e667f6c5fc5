// Precompression: a `.br` and a `.gz` beside each text file of the output, so
// `pxdocs serve` (and static hosts that look for them) never compress per request.
//
// Cost is what matters at scale: Brotli's top quality (11) runs at about
// 0.2 MB/s, so 10,000 pages (half a gigabyte of HTML) would take most of an
// hour. The browser scripts and stylesheet are few, small and loaded by every
// page: they get quality 11. Everything else (pages, their Markdown twins,
// search files) gets quality 5, about 200 times faster for some 12 % more
// bytes, still well under gzip. And a file whose bytes did not change since the
// last build is not compressed again: its `.br`/`.gz` are copied from the cache,
// found by the hash of its content (and of the settings that made them).
//
// The embedded search index's files get no copies (see `compressible`).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib';
import { createReadStream, createWriteStream, readdirSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { writeFileAtomic } from './write-atomic.js';
import { eachLimit } from './each-limit.js';
import { isSearchIndexFile } from './search/shards.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing. */
const TEXT = /\.(html|js|mjs|css|json|xml|txt|svg|map)$/i;
/** Shared assets every page loads: worth the slowest, smallest compression. */
const SHARED_ASSET = /\.(js|mjs|css)$/i;

export interface PrecompressOptions {
  /** Files smaller than this are left alone (default `MIN_BYTES`): compression would not pay. */
  minBytes?: number;
  /** Files compressed at once (default 4). */
  concurrency?: number;
  /**
   * A folder where compressed copies are kept by content hash, so an unchanged
   * file is copied instead of compressed again (default: none, compress everything).
   */
  cacheDir?: string;
  /** Files and folders (relative to the folder) left uncompressed: data that tools read from disk, never browsers. */
  skip?: string[];
  /** Whether pages (`.html` files) get copies too (default true; the config's `precompress: 'shared'` says false). */
  pages?: boolean;
}

export interface PrecompressResult {
  /** Text files that got a `.br` and a `.gz`. */
  files: number;
  /** Of those, how many came from the cache. */
  reused: number;
  /** Cache entries this run used or wrote (see `prunePrecompressCache`). */
  used: Set<string>;
  /** Output path (relative to the folder) → its cache entry, for files compressed or taken from the cache. */
  keys: Map<string, string>;
  /** Cache entries that did not decompress to their file (ignored and written again), to report as warnings. */
  problems: string[];
}

/**
 * Whether precompress gives a file of this name compressed copies (when it is
 * large enough). Not the embedded search index's postings shards and document
 * chunks (`isSearchIndexFile`): they are most of a large site's files (2.6
 * chunks a page, each 2-16 KB) and a query fetches a few of them, so copies
 * would triple the files a build makes for bytes that are almost never sent.
 * `pxdocs serve` compresses the ones it sends (and keeps them in memory), as
 * static hosts do.
 */
export function compressible(path: string): boolean {
  return TEXT.test(path) && !isSearchIndexFile(path);
}

/** Text files smaller than this get no compressed copies (1 KB). */
export const MIN_BYTES = 1024;

/**
 * The `.br` and `.gz` precompress would write beside `path` (a page's HTML),
 * made now, synchronously: a page thread compresses its page as it renders it
 * (in parallel with the other pages), and the build cache keeps the copies
 * beside the HTML, so the output takes all three and precompress skips them.
 * Undefined for a file precompress leaves alone.
 */
export function siblingsSync(path: string, body: Uint8Array): { br: Uint8Array; gz: Uint8Array } | undefined {
  if (body.byteLength < MIN_BYTES || !compressible(path)) return undefined;
  const { quality, level } = settingsFor(path, body.byteLength);
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gz: gzipSync(body, { level }),
  };
}

/** Brotli and gzip settings for one file: part of its cache key. */
function settingsFor(path: string, bytes: number): { quality: number; level: number } {
  if (SHARED_ASSET.test(path)) return { quality: bytes > 256 * 1024 ? 9 : 11, level: 9 };
  return { quality: 5, level: 6 };
}

/**
 * Writes the `.br` and `.gz` a text file under `dir` lacks. A sibling already
 * there is never written (it may be a hard link into the live build or the
 * cache): files whose writer made their copies (a page's HTML) are left as
 * they are. A file over `STREAM_OVER` whose writer made
 * its `.gz` (llms-full.txt, from pieces kept between builds) gets no `.br`:
 * compressing it whole on every build is what its writer avoids.
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const minBytes = options.minBytes ?? MIN_BYTES;
  const skipped = new Set((options.skip ?? []).map((path) => join(dir, path)));
  const withPages = options.pages !== false;
  const files: { path: string; size: number; missing: Sibling[] }[] = [];
  // Synchronous: a site of 10,000 pages has thousands of folders, and an awaited readdir for each
  // left this thread idle a fifth of a second on the thread pool.
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (skipped.has(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && compressible(path) && (withPages || !path.endsWith('.html'))) {
        const missing = SIBLINGS.filter((ext) => !names.has(`${entry.name}${ext}`));
        if (!missing.length) continue;
        const { size } = statSync(path);
        if (size < minBytes || (size > STREAM_OVER && !missing.includes('.gz'))) continue;
        files.push({ path, size, missing });
      }
    }
  };
  walk(dir);
  const used = new Set<string>();
  const keys = new Map<string, string>();
  const problems: string[] = [];
  let reused = 0;
  const cachePath = (key: string, ext: string) => join(options.cacheDir!, key.slice(0, 2), `${key}${ext}`);
  await eachLimit(files, options.concurrency ?? 4, async ({ path: file, size, missing }) => {
    if (size > STREAM_OVER) {
      // The search records at scale (hundreds of megabytes): streamed, never whole in memory.
      const outcome = await compressLarge(file, missing, options.cacheDir ? cachePath : undefined);
      if (outcome.key) {
        used.add(outcome.key);
        keys.set(relative(dir, file), outcome.key);
      }
      if (outcome.reused) reused++;
      if (outcome.problem) problems.push(outcome.problem);
      return;
    }
    const body = await readFile(file);
    const { quality, level } = settingsFor(file, body.length);
    const key = options.cacheDir ? createHash('sha256').update(`sealed-1/${quality}/${level}\u0000`).update(body).digest('hex') : undefined;
    if (key) {
      used.add(key);
      keys.set(relative(dir, file), key);
      const cached = await Promise.all(missing.map((ext) => readFile(cachePath(key, ext)))).catch(() => undefined);
      if (cached) {
        // Each entry starts with the SHA-256 of what follows: hashing the
        // compressed bytes proves the entry whole at a fraction of decompressing it.
        const bodies = cached.map(unseal);
        if (bodies.every(Boolean)) {
          await Promise.all(missing.map((ext, n) => writeFile(`${file}${ext}`, bodies[n]!)));
          reused++;
          return;
        }
        problems.push(`Ignored a corrupt cache entry ${cachePath(key, missing[0])} (its checksum does not match); it will be written again.`);
      }
    }
    const made = await Promise.all(missing.map((ext) => (ext === '.br'
      ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gz(body, { level }))));
    await Promise.all(missing.map((ext, n) => writeFile(`${file}${ext}`, made[n])));
    if (key) await Promise.all(missing.map((ext, n) => writeFileAtomic(cachePath(key, ext), seal(made[n]))));
  });
  return { files: files.length, reused, used, keys, problems };
}

type Sibling = '.br' | '.gz';
const SIBLINGS: Sibling[] = ['.br', '.gz'];

/** Files larger than this are hashed and compressed as streams (16 MiB). */
const STREAM_OVER = 16 * 1024 * 1024;

/** `precompress` for one large file (its `missing` siblings), with the same cache entries, in bounded memory. */
async function compressLarge(file: string, missing: Sibling[], cachePath?: (key: string, ext: string) => string): Promise<{ key?: string; reused?: boolean; problem?: string }> {
  const { quality, level } = settingsFor(file, Number.MAX_SAFE_INTEGER);
  let key: string | undefined;
  let problem: string | undefined;
  if (cachePath) {
    const digest = createHash('sha256').update(`sealed-1/${quality}/${level}\u0000`);
    for await (const chunk of createReadStream(file)) digest.update(chunk as Buffer);
    key = digest.digest('hex');
    const cached = await Promise.all(missing.map((ext) => readFile(cachePath(key!, ext)))).catch(() => undefined);
    if (cached) {
      const bodies = cached.map(unseal);
      if (bodies.every(Boolean)) {
        await Promise.all(missing.map((ext, n) => writeFile(`${file}${ext}`, bodies[n]!)));
        return { key, reused: true };
      }
      problem = `Ignored a corrupt cache entry ${cachePath(key, missing[0])} (its checksum does not match); it will be written again.`;
    }
  }
  const { size } = await stat(file);
  await Promise.all(missing.map((ext) => pipeline(
    createReadStream(file),
    ext === '.br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }) : createGzip({ level }),
    createWriteStream(`${file}${ext}`),
  )));
  // The compressed copies are a few percent of the file: small enough to seal in memory.
  if (key && cachePath) {
    const bodies = await Promise.all(missing.map((ext) => readFile(`${file}${ext}`)));
    await Promise.all(missing.map((ext, n) => writeFileAtomic(cachePath(key!, ext), seal(bodies[n]))));
  }
  return { key, problem };
}

/** A cache entry: the SHA-256 of the bytes, then the bytes. */
function seal(bytes: Uint8Array): Buffer {
  return Buffer.concat([createHash('sha256').update(bytes).digest(), bytes]);
}

/** The bytes of a cache entry, or undefined when they are not what was stored. */
function unseal(entry: Buffer): Buffer | undefined {
  if (entry.length < 32) return undefined;
  const bytes = entry.subarray(32);
  return createHash('sha256').update(bytes).digest().equals(entry.subarray(0, 32)) ? bytes : undefined;
}


/** Deletes compressed copies no file of the last build had, so the cache does not grow forever. */
export async function prunePrecompressCache(cacheDir: string, used: Set<string>): Promise<void> {
  let shards: string[];
  try {
    shards = await readdir(cacheDir);
  } catch {
    return;
  }
  for (const shard of shards) {
    for (const name of await readdir(join(cacheDir, shard))) {
      // Unlinked synchronously: thousands of awaited calls each waited on the thread pool.
      if (!used.has(name.replace(/\.(br|gz)$/, ''))) rmSync(join(cacheDir, shard, name), { force: true });
    }
  }
}
