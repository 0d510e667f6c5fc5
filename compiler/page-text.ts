// A page file's bytes → its text, the one way every reader of page files
// (discovery, the build, the dev server, partials) decodes them: a UTF-8 BOM is
// dropped, UTF-16 with its BOM (little- or big-endian) is decoded, and a file
// that is binary or not valid UTF-8 is said so instead of building silently.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';

export type PageEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface EncodingProblem {
  kind: 'binary' | 'invalid-utf8';
  message: string;
  line: number;
  column: number;
}

export interface DecodedPage {
  text: string;
  encoding: PageEncoding;
  /** Set when the bytes are not clean text; `binary` pages are not built. */
  problem?: EncodingProblem;
}

/** Messages of this module, in one place (for the error catalogue). */
export const PAGE_TEXT_MESSAGES = {
  binary: (source: string, line: number, column: number) =>
    `${source} looks like a binary file, not text (a NUL byte at line ${line}, column ${column}); it was skipped. ` +
    'Move it out of the content folder, or, if it is UTF-16 text without a byte order mark, save it as UTF-8.',
  invalidUtf8: (source: string, line: number, column: number) =>
    `${source} is not valid UTF-8 (first bad byte at line ${line}, column ${column}); the bad bytes show as "\uFFFD" on the page. ` +
    'Save the file as UTF-8 (it is probably Latin-1 or Windows-1252).',
} as const;

/** Git's test for binary content: a NUL byte in the first 8,000 bytes. */
const BINARY_SNIFF_BYTES = 8000;

/** Line and column (1-based, in characters) of byte `offset`, counting the bytes before it as UTF-8. */
function position(bytes: Buffer, offset: number): { line: number; column: number } {
  const lineStart = bytes.lastIndexOf(0x0a, offset - 1) + 1;
  let line = 1;
  for (let index = bytes.indexOf(0x0a); index !== -1 && index < offset; index = bytes.indexOf(0x0a, index + 1)) line++;
  return { line, column: bytes.subarray(lineStart, offset).toString('utf8').length + 1 };
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Buffer): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index];
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (!length || index + length > bytes.length) return index;
    if (!isUtf8(bytes.subarray(index, index + length))) return index;
    index += length;
  }
  return -1;
}

/**
 * The largest page, in bytes of UTF-8, unless the config's `markdown.maxPageBytes` says otherwise
 * (compile.ts's checkPageLimits; discovery's readPageFile checks the file first).
 */
export const DEFAULT_MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * The largest page file read at all. A UTF-16 file's UTF-8 text is at least half its bytes, so a
 * file over twice the limit (and its byte-order mark) is too large in any encoding, and is refused
 * from its size: read whole, a 600 MB file was a string too long for V8 ("Unexpected error").
 */
export function maxPageFileBytes(maxPageBytes: number): number {
  return 2 * maxPageBytes + 4;
}

export function decodePage(bytes: Buffer, source: string): DecodedPage {
  const decoded = decodeBytes(bytes, source);
  return decoded.text.includes('\r') ? { ...decoded, text: withLineFeeds(decoded.text) } : decoded;
}

/**
 * A page saved with carriage returns alone between its lines (classic Mac OS, some exporters) as
 * the same lines ended by line feeds. Markdown reads a lone CR as a line ending, but the front matter
 * reader and every line count do not: its `---\rtitle: …\r---` front matter was shown as a rule and
 * text on the page, and every error was at line 1. CRLF is left as it is.
 */
function withLineFeeds(text: string): string {
  return text.replace(/\r(?!\n)/g, '\n');
}

function decodeBytes(bytes: Buffer, source: string): DecodedPage {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeBytes(bytes.subarray(3), source);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    // Swapped into little-endian: Node's small-ICU builds lack a utf-16be decoder.
    const body = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return { text: new TextDecoder('utf-16le').decode(body.swap16()), encoding: 'utf-16be' };
  }
  const nul = bytes.subarray(0, BINARY_SNIFF_BYTES).indexOf(0);
  if (nul !== -1) {
    const { line, column } = position(bytes, nul);
    return { text: '', encoding: 'utf-8', problem: { kind: 'binary', message: PAGE_TEXT_MESSAGES.binary(source, line, column), line, column } };
  }
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return { text, encoding: 'utf-8' };
  const { line, column } = position(bytes, firstInvalidUtf8(bytes));
  return { text, encoding: 'utf-8', problem: { kind: 'invalid-utf8', message: PAGE_TEXT_MESSAGES.invalidUtf8(source, line, column), line, column } };
}

/** A page or partial's text, decoded as discovery decodes it (problems were reported there). */
export async function readPageText(file: string): Promise<string> {
  return decodePage(await readFile(file), file).text;
}

/** `readPageText` without the thread pool: for the cache's hit path, thousands of small reads in a row. */
export function readPageTextSync(file: string): string {
  return decodePage(readFileSync(file), file).text;
}

/** SHA-256 of a page's text: what the compile cache keys a page by (discovery takes it as it reads the file). */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
