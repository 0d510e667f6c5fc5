// llms-full.txt: every listed page's Markdown in one file, written page by
// page with its .gz made of a piece per page (compiler/gzip-pieces.ts), and the
// last build's files copied from where pages did not change. Apart from
// llms.ts (which turns pages into Markdown) so that a thread of its own can
// write it (llms-thread.ts) loading only this.
import { readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { BufferedFile } from '../buffered-file.js';
import { hash } from '../cache.js';
import { pxErrors } from '../errors/catalogue.js';
import { AFTER_LAST_PIECE, FIRST_PIECE_OFFSET, PiecedGzip } from '../gzip-pieces.js';
import type { SiteConfig } from '../config/schema.js';
import { siteUrl } from '../../theme/shared/site-url.js';
import { sitePublicUrl } from '../paths.js';
import { startThread } from '../thread.js';

/** What llms-full.txt needs of the config: its header and the pages' URLs. */
export type LlmsFullConfig = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'baseUrl'>;

/** What llms-full.txt needs of a page: its twin's output path and the parts of its route that place it. */
export interface LlmsFullPage {
  /** Output path of the twin, relative to the output folder (`learn/rules.md`). */
  path: string;
  route: { listed: boolean; page: { permalink: string; version?: { latest?: boolean } } };
}

/**
 * Pages `llms.txt` and `llms-full.txt` hold: the listed ones, and of a versioned
 * site's docs only the last version's (an agent wants the docs as they are, once;
 * every version's page keeps its own Markdown twin).
 */
export function forAgents(route: LlmsFullPage['route']): boolean {
  return route.listed && (!route.page.version || route.page.version.latest === true);
}

export const LLMS_FULL_SEPARATOR = '\n\n---\n\n';

export function llmsFullHeader(config: LlmsFullConfig): string {
  return `# ${config.title}\n\n${summary(config).map((line) => `${line}\n`).join('')}`;
}

/** The llmstxt.org summary: the tagline as a quote, with its blank line, or nothing when there is none. */
export function summary(config: LlmsFullConfig): string[] {
  const tagline = config.tagline.replace(/\s+/g, ' ').trim();
  return tagline ? [`> ${tagline}`, ''] : [];
}

/** One page in llms-full.txt: its own `# Title`, then its URL so a reader can cite it, then the rest. */
export function llmsFullPart(page: LlmsFullPage, markdown: string, config: LlmsFullConfig): string {
  // The first line, then the rest as it is (not split into lines and joined again: 124 MB of it at 10,000 pages).
  const end = markdown.indexOf('\n');
  const source = `Source: ${siteUrl(sitePublicUrl(config), page.route.page.permalink)}`;
  return (end === -1 ? `${markdown}\n\n${source}` : `${markdown.slice(0, end)}\n\n${source}\n${markdown.slice(end + 1)}`).trim();
}


/**
 * One piece of llms-full.txt as its index records it: the key of what it was
 * made from, its length in the text, its compressed piece's length in the `.gz`.
 */
export type LlmsFullPiece = [key: string, textBytes: number, gzipBytes: number];

export interface LlmsFullOptions {
  /** Write llms-full.txt.gz beside it, from a piece per page kept in `cacheDir` (compiler/gzip-pieces.ts). */
  gzip?: { cacheDir?: string };
  /**
   * Each listed page's key, by twin path: a hash of everything its piece is made
   * from (its twin's hash, its route, its place, the config). With a key for
   * every page, the pieces are indexed (the result's `pieces`), and `previous`
   * can be used.
   */
  keys?: ReadonlyMap<string, string>;
  /**
   * The last build's llms-full.txt and .gz (unchanged since: the caller checks
   * their stamps) with their index: a page whose key is there is copied from
   * them, its twin never read and its piece never looked up. At 10,000 pages
   * reading every twin and cached piece back was 20,000 file opens (1.3 s of a
   * one-page rebuild); copying runs of unchanged pages is a few large reads.
   */
  previous?: { text: string; gzip: string; pieces: readonly LlmsFullPiece[] };
  /** Asked before each page: true stops the writing (the build that wanted the file failed). */
  stopped?: () => boolean;
}

/**
 * Writes llms-full.txt page by page, reading each twin with `read` (by its
 * output path): a large site's Markdown is never held in memory at once.
 * The result is the same text as `llmsFullTxt`. With `gzip`, its `.gz` is
 * written beside it from a piece per page (compiler/gzip-pieces.ts), each kept
 * in `gzip.cacheDir`: a rebuild compresses only the pages that changed.
 */
export async function writeLlmsFull(file: string, pages: LlmsFullPage[], config: LlmsFullConfig, read: (path: string) => Promise<string>, options: LlmsFullOptions = {}): Promise<{ gzip?: PiecedGzip; pieces?: LlmsFullPiece[] }> {
  const out = await BufferedFile.open(file, 'w', WRITE_BYTES);
  const gzip = options.gzip ? await PiecedGzip.create(`${file}.gz`, options.gzip.cacheDir) : undefined;
  const listed = pages.filter((item) => forAgents(item.route));
  const keys = options.keys && listed.every((page) => options.keys!.has(page.path)) ? options.keys : undefined;
  const pieces: LlmsFullPiece[] | undefined = keys && gzip ? [] : undefined;
  // A page's piece starts with the separator unless it is the first: its place is part of its key.
  const pieceKeys = listed.map((page, index) => (keys ? `${index ? 'next' : 'first'}:${keys.get(page.path)}` : undefined));
  const copier = pieces && options.previous ? await PieceCopier.open(options.previous, pieceKeys) : undefined;
  if (copier) gzip!.copiesFrom(options.previous!.gzip);
  try {
    // Reads run ahead of the writes (READ_AHEAD at once): one at a time, each read waited on a
    // thread-pool round trip, and 10,000 twins took five seconds of mostly idle waiting.
    // Pages the copier holds are never read.
    const toRead = copier ? listed.filter((_page, index) => !copier.has(index)) : listed;
    const reads = new Map<LlmsFullPage, Promise<string>>();
    let next = 0;
    const readAhead = () => {
      while (next < toRead.length && reads.size < READ_AHEAD) {
        const page = toRead[next++];
        const text = read(page.path);
        // Awaited in turn below; a failure ahead of its turn must not go unhandled meanwhile.
        text.catch(() => undefined);
        reads.set(page, text);
      }
    };
    readAhead();
    const add = async (key: string, text: string) => {
      const bytes = Buffer.from(text);
      await out.write(bytes);
      const gzipBytes = (await gzip?.add(bytes)) ?? 0;
      pieces?.push([key, bytes.length, gzipBytes]);
    };
    const header = llmsFullHeader(config);
    await add(`header:${hash(header)}`, header);
    for (const [index, page] of listed.entries()) {
      if (options.stopped?.()) throw pxErrors.BuildInterrupted.create({ message: `${file} was not finished: the build stopped.` });
      const key = pieceKeys[index];
      if (key && copier?.has(index)) {
        const made = await copier.take(index);
        await out.write(made.text);
        await gzip!.addMade(made.text, made.gzip, made.gzipOffset);
        pieces!.push([key, made.text.length, made.gzip.length]);
        continue;
      }
      const markdown = await reads.get(page)!;
      // Let go of the text once written: only the window is held.
      reads.delete(page);
      readAhead();
      await add(key ?? '', `${index ? LLMS_FULL_SEPARATOR : ''}${llmsFullPart(page, markdown, config)}`);
    }
    await add('end', '\n');
    await gzip?.end();
  } finally {
    await copier?.close();
  }
  await out.close();
  return { gzip, pieces };
}

/**
 * Reads pieces out of the last build's llms-full.txt and .gz by their index.
 * A run of pages that lie end to end in the last build's files, in this
 * build's order, is read with one read of each file (up to COPY_BYTES): the
 * usual rebuild is a few such runs around the pages that changed, and pages
 * put in another order cost a read each, never more bytes than they hold.
 */
/** Where a piece lies in the last build's llms-full.txt and .gz. */
interface PiecePlace {
  text: number;
  textBytes: number;
  gzip: number;
  gzipBytes: number;
}

class PieceCopier {
  private readonly at: (PiecePlace | undefined)[];
  private buffered?: { text: Buffer; gzip: Buffer; textStart: number; gzipStart: number; last: number };

  private constructor(private readonly textFile: FileHandle, private readonly gzipFile: FileHandle, private readonly path: string, pieces: readonly LlmsFullPiece[], order: readonly (string | undefined)[]) {
    const where = new Map<string, PiecePlace>();
    const twice = new Set<string>();
    let text = 0;
    let gzip = FIRST_PIECE_OFFSET;
    for (const [key, textBytes, gzipBytes] of pieces) {
      // A key twice (two pages with the same inputs cannot be, but an index may be corrupt): neither is used.
      if (where.has(key) || twice.has(key)) {
        twice.add(key);
        where.delete(key);
      } else where.set(key, { text, textBytes, gzip, gzipBytes });
      text += textBytes;
      gzip += gzipBytes;
    }
    this.at = order.map((key) => (key === undefined ? undefined : where.get(key)));
  }

  /** `order`: this build's piece keys, page by page. */
  static async open(previous: NonNullable<LlmsFullOptions['previous']>, order: readonly (string | undefined)[]): Promise<PieceCopier | undefined> {
    const text = await open(previous.text, 'r').catch(() => undefined);
    const gzip = await open(previous.gzip, 'r').catch(() => undefined);
    // An index that does not add up to both files' sizes is not theirs (or is corrupt): nothing is copied.
    const sum = (column: 1 | 2) => previous.pieces.reduce((total, piece) => total + (Number.isInteger(piece[column]) && piece[column] >= 0 ? piece[column] : NaN), 0);
    if (text && gzip && (await text.stat()).size === sum(1) && (await gzip.stat()).size === FIRST_PIECE_OFFSET + sum(2) + AFTER_LAST_PIECE) {
      return new PieceCopier(text, gzip, previous.text, previous.pieces, order);
    }
    await text?.close();
    await gzip?.close();
    return undefined;
  }

  /** Whether the last build's files hold the piece of this build's page number `index`. */
  has(index: number): boolean {
    return this.at[index] !== undefined;
  }

  /**
   * That piece's text and compressed bytes (views into the buffer of the run it
   * belongs to), and where the compressed piece lay in the last build's .gz.
   */
  async take(index: number): Promise<{ text: Buffer; gzip: Buffer; gzipOffset: number }> {
    const at = this.at[index]!;
    if (!this.buffered || index > this.buffered.last) {
      // The pages from this one on that follow each other in the last build's files too.
      let last = index;
      let textEnd = at.text + at.textBytes;
      let gzipEnd = at.gzip + at.gzipBytes;
      for (let next = this.at[last + 1]; next && next.text === textEnd && next.gzip === gzipEnd && textEnd - at.text + next.textBytes <= COPY_BYTES; next = this.at[last + 1]) {
        last++;
        textEnd += next.textBytes;
        gzipEnd += next.gzipBytes;
      }
      const text = await readAt(this.textFile, at.text, textEnd - at.text);
      const gzip = await readAt(this.gzipFile, at.gzip, gzipEnd - at.gzip);
      // Their sizes were checked against the index when opened: only another process can have cut them since.
      if (text.length < textEnd - at.text || gzip.length < gzipEnd - at.gzip) throw pxErrors.PreviousOutputChanged.create({ path: this.path });
      this.buffered = { text, gzip, textStart: at.text, gzipStart: at.gzip, last };
    }
    const run = this.buffered;
    return {
      text: run.text.subarray(at.text - run.textStart, at.text - run.textStart + at.textBytes),
      gzip: run.gzip.subarray(at.gzip - run.gzipStart, at.gzip - run.gzipStart + at.gzipBytes),
      gzipOffset: at.gzip,
    };
  }

  async close(): Promise<void> {
    await this.textFile.close();
    await this.gzipFile.close();
  }
}

/** Up to `length` bytes of `file` from `position` (fewer at its end). */
async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, position + filled);
    if (!bytesRead) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

/** Most bytes of the previous llms-full.txt read at a time when copying. */
const COPY_BYTES = 8 << 20;
const READ_AHEAD = 32;
const WRITE_BYTES = 1 << 20;

/**
 * llms-full.txt's inputs as plain data, so that a thread of its own can write
 * it (`startLlmsFull`): the twins are read from `twins` (the build folder),
 * those of pages with no file there (generated index pages) from `inMemory`.
 */
export interface LlmsFullJob {
  file: string;
  twins: string;
  pages: LlmsFullPage[];
  config: LlmsFullConfig;
  inMemory: [path: string, markdown: string][];
  gzip?: { cacheDir?: string };
  keys?: [path: string, key: string][];
  previous?: LlmsFullOptions['previous'];
}

export interface LlmsFullDone {
  gzip: boolean;
  pieces?: LlmsFullPiece[];
  /** Written on a thread of its own (false: in the build's thread, asked for or after the thread failed). */
  onThread: boolean;
}

/** Writes llms-full.txt from a job, in this thread; `stopped` is asked before each page (a build that failed meanwhile). */
export async function runLlmsFullJob(job: LlmsFullJob, stopped?: () => boolean): Promise<Omit<LlmsFullDone, 'onThread'>> {
  const inMemory = new Map(job.inMemory);
  // Twins read without the thread pool (thousands of small files one after another).
  const read = async (path: string) => {
    try {
      return readFileSync(join(job.twins, path), 'utf8');
    } catch {
      return inMemory.get(path) ?? '';
    }
  };
  const written = await writeLlmsFull(job.file, job.pages, job.config, read, { gzip: job.gzip, keys: job.keys && new Map(job.keys), previous: job.previous, stopped });
  return { gzip: Boolean(written.gzip), pieces: written.pieces };
}

/** A job under way; `cancel` stops it (a build that failed meanwhile) and resolves once nothing more is written. */
export interface LlmsFullRun {
  done: Promise<LlmsFullDone>;
  cancel(): Promise<void>;
}

/**
 * Starts writing llms-full.txt: on a thread of its own when `thread`, else in
 * this thread, in turns with whatever this thread does next. At 10,000 pages
 * the file is 124 MB, copied from the last build's around the pages that
 * changed: 0.3-0.45 s that the build's thread now spends on the search index
 * meanwhile. A thread that fails or dies (whatever the reason) is not the
 * build's failure: the job runs again here (both files are started anew),
 * where a real problem fails it.
 */
export function startLlmsFull(job: LlmsFullJob, thread: boolean): LlmsFullRun {
  let cancelled = false;
  const stopped = () => cancelled;
  const here = () => runLlmsFullJob(job, stopped).then((done) => ({ ...done, onThread: false }));
  if (!thread) {
    const done = here();
    // Awaited by the build later; a failure before that must not go unhandled meanwhile.
    done.catch(() => undefined);
    return { done, cancel: async () => {
      cancelled = true;
      await done.catch(() => undefined);
    } };
  }
  let worker: Worker | undefined;
  const done = new Promise<LlmsFullDone>((resolve, reject) => {
    const fallBack = () => (cancelled ? reject(pxErrors.BuildInterrupted.create({ message: `${job.file} was not finished: the build stopped.` })) : here().then(resolve, reject));
    try {
      worker = startThread(import.meta.url, './llms-thread', { workerData: job });
    } catch {
      fallBack();
      return;
    }
    let settled = false;
    const once = (then: () => void) => {
      if (settled) return;
      settled = true;
      then();
    };
    worker.once('message', (message: { done?: Omit<LlmsFullDone, 'onThread'> }) => once(() => (message.done ? resolve({ ...message.done, onThread: true }) : fallBack())));
    worker.once('error', () => once(fallBack));
    worker.once('exit', () => once(fallBack));
  });
  done.catch(() => undefined);
  return {
    done,
    cancel: async () => {
      cancelled = true;
      await worker?.terminate();
      await done.catch(() => undefined);
    },
  };
}
