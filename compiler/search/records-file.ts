// Reads the search records of a build for the servers that answer from them
// (the docs chat, MCP) and for `pxdocs search push`: `out/search-records.json`
// is a manifest naming the parts that hold them (records-parts.ts says why),
// each a JSON array; a plain JSON array of records in its place is read too.
// An element of an array is a record or a page's records packed
// (records-pack.ts): readers get records either way.
// A part, or a plain file, can be large: at 10,000 pages the records are about
// 700 MB as plain records (177 MB packed), and one array of them is longer than the longest string V8 can make
// (2^29 - 24 characters), so `JSON.parse(readFileSync(file, 'utf8'))` throws.
// Each array is read a piece at a time: each piece is cut after a complete
// element of the top-level array, and parsed as an array of its own, so no
// string is ever longer than a piece and a record is reduced (`pick`) before
// the next piece is read.
import { closeSync, openSync, readFileSync, readSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { relativeInside } from '../paths.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { unpackElement } from './records-pack.js';
import { RECORDS_MANIFEST_FORMAT, RECORDS_MANIFEST_VERSION, type RecordsManifest } from './records-parts.js';

/** Bytes read at a time; a piece is parsed once it holds complete elements. */
const PIECE_BYTES = 16 * 1024 * 1024;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

export interface ReadRecordsOptions<T> {
  /** What to keep of each record (default: the record as it is; `undefined` keeps nothing). */
  pick?: (record: unknown) => T | undefined;
  /** Bytes read at a time (tests make it small to cut inside records and strings). */
  pieceBytes?: number;
}

/** Why a records file could not be read: the caller names the file and says what to do. */
export class RecordsFileError extends Error {}

/**
 * The records of `file` (a manifest's parts in order, or the file's own array),
 * read a piece at a time (see the top of this file). Throws `RecordsFileError`
 * when a file is not what it should be, and the parser's error when an element
 * is not valid JSON.
 */
export function readRecordsFile<T = unknown>(file: string, options: ReadRecordsOptions<T> = {}): T[] {
  const out: T[] = [];
  const steps = reading(file, manifestHead(file) ? readFileSync(file) : undefined, options, out);
  while (!steps.next().done);
  return out;
}

/**
 * `readRecordsFile` for a server: the records are read and parsed a piece at a
 * time between other work (each piece takes ~0.1 s), so requests keep being
 * answered while a large site's records load.
 */
export async function readRecordsFileAsync<T = unknown>(file: string, options: ReadRecordsOptions<T> = {}): Promise<T[]> {
  const out: T[] = [];
  for (const _piece of reading(file, manifestHead(file) ? await readFile(file) : undefined, options, out)) await new Promise((resolve) => setImmediate(resolve));
  return out;
}

/**
 * Reads the records of `file` into `out`, pausing (a `yield`) after each
 * piece's worth of bytes, whether one part's or many small parts'. One buffer
 * serves every read: the parser copies what it keeps of a piece. (A buffer a
 * read, 16 MB each, twice for each one-page part, and the async reader's four
 * thread-pool round trips and a pause a part, made 10,000 parts take 3.8 s to
 * read, 7 s asynchronously.)
 */
function* reading<T>(file: string, manifest: Buffer | undefined, options: ReadRecordsOptions<T>, out: T[]): Generator<void> {
  const pieceBytes = Math.max(16, options.pieceBytes ?? PIECE_BYTES);
  const chunk = Buffer.allocUnsafe(pieceBytes);
  let sincePause = 0;
  for (const { source, name } of sourcesOf(file, manifest)) {
    const parser = new RecordsParser(out, options.pick, name);
    let fd: number;
    try {
      fd = openSync(source, 'r');
    } catch (error) {
      throw partError(error, name);
    }
    try {
      for (;;) {
        const read = readSync(fd, chunk, 0, pieceBytes, null);
        if (!read) break;
        const closed = parser.push(chunk.subarray(0, read));
        sincePause += read;
        if (sincePause >= pieceBytes) {
          sincePause = 0;
          yield;
        }
        if (closed) break;
      }
    } finally {
      closeSync(fd);
    }
    parser.end();
  }
}

/** Whether `file` starts as a manifest does (an object), not as a plain array of records. */
function manifestHead(file: string): boolean {
  const head = Buffer.alloc(4096);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return head[skipSpace(head.subarray(0, read), 0)] === OPEN_BRACE;
  } finally {
    closeSync(fd);
  }
}

/** The files to read in order: the parts the manifest in `bytes` names, or `file` itself when it is a plain array. */
function sourcesOf(file: string, bytes: Buffer | undefined): { source: string; name?: string }[] {
  if (!bytes) return [{ source: file }];
  let manifest: Partial<RecordsManifest>;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<RecordsManifest>;
  } catch (error) {
    throw new RecordsFileError(`it is neither a JSON array of records nor a manifest of their parts (${error instanceof Error ? error.message : String(error)})`);
  }
  if (manifest.format !== RECORDS_MANIFEST_FORMAT || !Array.isArray(manifest.parts)) throw new RecordsFileError('it is neither a JSON array of records nor a manifest of their parts');
  // Version 1's parts hold records only, which this reader reads as well.
  if (manifest.version !== RECORDS_MANIFEST_VERSION && manifest.version !== 1) throw new RecordsFileError(`its format version is ${String(manifest.version)}, and this pxdocs reads versions 1 to ${RECORDS_MANIFEST_VERSION} (build the site again with this pxdocs)`);
  // A part must lie inside the manifest's folder: the manifest is data, not a list of files to open anywhere.
  // The folder as it is now (out/ is a link a rebuild moves): the parts come from the manifest's build.
  const folder = dirname(realpathSync(file));
  return manifest.parts.map((part) => {
    const path = typeof part?.path === 'string' ? resolve(folder, part.path) : '';
    if (!path || relativeInside(folder, path) === undefined) throw new RecordsFileError(`it names a part outside its folder (${JSON.stringify(part?.path)})`);
    return { source: path, name: part.path };
  });
}

/** What to throw when a file cannot be opened: a missing part means the output is incomplete, and says which. */
function partError(error: unknown, part: string | undefined): unknown {
  return part !== undefined && (error as NodeJS.ErrnoException).code === 'ENOENT' ? new RecordsFileError(`its part ${part} is missing (the output folder is incomplete: build again)`) : error;
}

/** Parses the array from the bytes pushed in order; keeps only an unfinished element between pushes. */
class RecordsParser<T> {
  private pending = Buffer.alloc(0);
  private started = false;
  private ended = false;
  private readonly pick: (record: unknown) => T | undefined;

  /** What errors about the array's shape are about: the file ('it') or one of its parts. */
  private readonly subject: string;

  /** `out` gets the records kept; `part` names the manifest's part being read, if one is. */
  constructor(private readonly out: T[], pick?: (record: unknown) => T | undefined, part?: string) {
    this.pick = pick ?? ((record: unknown) => record as T);
    this.subject = part === undefined ? 'it' : `its part ${part}`;
  }

  /** Takes the next bytes; true once the array is closed (nothing more is needed). */
  push(bytes: Buffer): boolean {
    const buffer = this.pending.length ? Buffer.concat([this.pending, bytes]) : bytes;
    this.pending = Buffer.alloc(0);
    let start = 0;
    if (!this.started) {
      start = skipSpace(buffer, 0);
      // Only blanks so far: read on (an empty file is reported by end()).
      if (start === buffer.length) return false;
      if (buffer[start] !== OPEN_BRACKET) throw new RecordsFileError(`${this.subject} does not hold a JSON array of records`);
      this.started = true;
      start++;
    }
    const scan = scanElements(buffer, start);
    if (scan.cut > start) this.parse(buffer.toString('utf8', start, scan.cut - 1));
    if (scan.end === -1) {
      // The unfinished element waits for the next bytes (copied: the caller may reuse its buffer).
      this.pending = Buffer.from(buffer.subarray(scan.cut));
      return false;
    }
    const last = buffer.toString('utf8', scan.cut, scan.end).trim();
    if (last) this.parse(last);
    if (skipSpace(buffer, scan.end + 1) !== buffer.length) throw new RecordsFileError(`${this.subject} has text after the closing bracket of its array`);
    this.ended = true;
    return true;
  }

  end(): T[] {
    if (!this.started) throw new RecordsFileError(`${this.subject} is empty`);
    if (!this.ended) throw new RecordsFileError(`${this.subject} ends before its array is closed (a build stopped while writing it?)`);
    return this.out;
  }

  private parse(elements: string): void {
    const keep = (record: SearchRecord) => {
      const kept = this.pick(record);
      if (kept !== undefined) this.out.push(kept);
    };
    for (const element of JSON.parse(`[${elements}]`) as unknown[]) unpackElement(element, keep);
  }
}

/**
 * Scans `buffer` from `from`, just inside the top-level array (or just after
 * one of its commas): `cut` is the position after the last top-level comma
 * (so `from..cut-1` holds whole elements), `end` the position of the array's
 * closing bracket, or -1 when the buffer ends first.
 */
function scanElements(buffer: Buffer, from: number): { cut: number; end: number } {
  let depth = 0;
  let cut = from;
  for (let index = from; index < buffer.length; index++) {
    const byte = buffer[index];
    if (byte === QUOTE) {
      // Jump to the closing quote: one not escaped by an odd run of backslashes.
      let close = buffer.indexOf(QUOTE, index + 1);
      while (close !== -1 && escaped(buffer, close)) close = buffer.indexOf(QUOTE, close + 1);
      if (close === -1) return { cut, end: -1 };
      index = close;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      if (depth === 0) return { cut, end: index };
      depth--;
    } else if (byte === COMMA && depth === 0) cut = index + 1;
  }
  return { cut, end: -1 };
}

function escaped(buffer: Buffer, quote: number): boolean {
  let backslashes = 0;
  for (let index = quote - 1; index >= 0 && buffer[index] === BACKSLASH; index--) backslashes++;
  return backslashes % 2 === 1;
}

function skipSpace(buffer: Buffer, from: number): number {
  let index = from;
  while (index < buffer.length && (buffer[index] === 0x20 || buffer[index] === 0x0a || buffer[index] === 0x0d || buffer[index] === 0x09)) index++;
  return index;
}
