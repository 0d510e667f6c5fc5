// Reads `out/search-records.json` for the servers that answer from it (the
// docs chat, MCP) and for `pxdocs search push`. At 10,000 pages the file holds
// over a million records, about 700 MB: longer than the longest string V8 can
// make (2^29 - 24 characters), so `JSON.parse(readFileSync(file, 'utf8'))`
// throws there. The build writes it in pieces for the same reason
// (`RecordsJsonFile` in index.ts). Here it is read a piece at a time: each piece
// is cut after a complete element of the top-level array, and parsed as an
// array of its own, so no string is ever longer than a piece and a record is
// reduced (`pick`) before the next piece is read.
import { closeSync, openSync, readSync } from 'node:fs';

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
  /** What to keep of each record (default: the record as it is). */
  pick?: (record: unknown) => T;
  /** Bytes read at a time (tests make it small to cut inside records and strings). */
  pieceBytes?: number;
}

/** Why a records file could not be read: the caller names the file and says what to do. */
export class RecordsFileError extends Error {}

/**
 * The elements of the JSON array in `file`, read a piece at a time (see the
 * top of this file). Throws `RecordsFileError` when the file is not a JSON
 * array, and the parser's error when an element is not valid JSON.
 */
export function readRecordsFile<T = unknown>(file: string, options: ReadRecordsOptions<T> = {}): T[] {
  const pieceBytes = Math.max(16, options.pieceBytes ?? PIECE_BYTES);
  const pick = options.pick ?? ((record: unknown) => record as T);
  const out: T[] = [];
  const fd = openSync(file, 'r');
  try {
    let pending = Buffer.alloc(0);
    let started = false;
    let ended = false;
    let eof = false;
    while (!eof) {
      const chunk = Buffer.allocUnsafe(pieceBytes);
      const read = readSync(fd, chunk, 0, pieceBytes, null);
      eof = read === 0;
      let buffer = read ? (pending.length ? Buffer.concat([pending, chunk.subarray(0, read)]) : chunk.subarray(0, read)) : pending;
      let start = 0;
      if (!started) {
        start = skipSpace(buffer, 0);
        if (start === buffer.length) {
          // Only blanks so far: read on (or, at the end, report an empty file below).
          pending = Buffer.alloc(0);
          continue;
        }
        if (buffer[start] !== OPEN_BRACKET) throw new RecordsFileError('it does not hold a JSON array of records');
        started = true;
        start++;
      }
      const scan = scanElements(buffer, start);
      if (scan.cut > start) {
        for (const record of JSON.parse(`[${buffer.toString('utf8', start, scan.cut - 1)}]`) as unknown[]) out.push(pick(record));
      }
      if (scan.end !== -1) {
        const last = buffer.toString('utf8', scan.cut, scan.end).trim();
        if (last) for (const record of JSON.parse(`[${last}]`) as unknown[]) out.push(pick(record));
        if (skipSpace(buffer, scan.end + 1) !== buffer.length) throw new RecordsFileError('it has text after the closing bracket of its array');
        ended = true;
        break;
      }
      // The unfinished element waits for the next piece (copied: the chunk is reused).
      buffer = buffer.subarray(scan.cut);
      pending = Buffer.from(buffer);
    }
    if (!started || !ended) throw new RecordsFileError(started ? 'it ends before its array is closed (a build stopped while writing it?)' : 'it is empty');
    return out;
  } finally {
    closeSync(fd);
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
