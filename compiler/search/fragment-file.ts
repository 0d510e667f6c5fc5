// A page's search fragment (shards.ts, `PageFragment`) as the cache keeps it:
// binary, so the search stage reads it back as typed arrays over the file's
// bytes instead of parsing JSON.
//
// Why: at 10,000 pages the stage read 10,537 fragments, 150 MB of JSON
// holding millions of small numbers: parsing them and collecting the arrays
// they made was most of the stage (about 4 s of 8), on one thread while the
// other core waited. Bytes in the machine's order: the cache never leaves the
// machine that wrote it, and a file of another order fails the magic check
// (read as corrupt: the page is made again).
//
// Layout, after a header of six 32-bit words (magic, version, records, terms,
// postings pairs, bytes of term text): each record's type (8 bits), padded to
// 4 bytes; heading groups (32 bits); field lengths (16 bits, FIELDS.length a
// record), padded to 4 bytes; each term's first pair (32 bits, terms + 1);
// the pairs (record, frequencies: 32 bits each); the terms, UTF-8, NUL
// between them (a term is letters, digits, `_` and `@`: never NUL).
import type { PageFragment } from './shards.js';
import { FIELDS } from '../../theme/shared/search-engine.js';

/** The cache file of a page's fragment, beside its entry (`<key>.index.bin`). */
export const FRAGMENT_EXT = '.index.bin';

const MAGIC = 0x46_78_70_31; // "1pxF" read little-endian
const VERSION = 1;
const HEADER_WORDS = 6;

const padded = (bytes: number) => (bytes + 3) & ~3;

/** The file's size for its counts: the layout above, in one place for the writer and the reader. */
function fileSize(records: number, fields: number, terms: number, pairs: number, textBytes: number): number {
  return HEADER_WORDS * 4 + padded(records) + records * 4 + padded(records * fields * 2) + (terms + 1) * 4 + pairs * 8 + textBytes;
}

type ArrayKind<T> = { new (buffer: ArrayBufferLike, offset: number, length: number): T; BYTES_PER_ELEMENT: number };

/** Typed arrays over `bytes` one after another, each starting at 4-byte alignment (the layout's padding). */
function sections(bytes: Uint8Array) {
  let at = bytes.byteOffset;
  return {
    next<T>(Kind: ArrayKind<T>, length: number): T {
      const array = new Kind(bytes.buffer, at, length);
      at += padded(length * Kind.BYTES_PER_ELEMENT);
      return array;
    },
    /** Where the next section starts, in `bytes.buffer`. */
    get offset() {
      return at;
    },
  };
}

/** The file's bytes. */
export function encodeFragment(fragment: PageFragment): Uint8Array {
  const records = fragment.types.length;
  const terms = fragment.terms.length;
  const pairs = fragment.postings.length / 2;
  const text = Buffer.from(fragment.terms.join('\0'), 'utf8');
  const bytes = new Uint8Array(fileSize(records, FIELDS.length, terms, pairs, text.length));
  const file = sections(bytes);
  file.next(Uint32Array, HEADER_WORDS).set([MAGIC, VERSION, records, terms, pairs, text.length]);
  file.next(Uint8Array, records).set(fragment.types);
  file.next(Int32Array, records).set(fragment.groups);
  file.next(Uint16Array, fragment.lengths.length).set(fragment.lengths);
  file.next(Uint32Array, terms + 1).set(fragment.starts);
  file.next(Uint32Array, pairs * 2).set(fragment.postings);
  bytes.set(text, file.offset);
  return bytes;
}

/** A fragment over the file's bytes (no copy when they are aligned), or what is wrong with a file that is not one. */
export function decodeFragment(contents: Uint8Array): PageFragment | string {
  const fields = FIELDS.length;
  // Typed arrays over the bytes need 4-byte alignment; a read file's buffer has it, a slice may not.
  const bytes = contents.byteOffset % 4 === 0 ? contents : new Uint8Array(contents);
  if (bytes.byteLength < HEADER_WORDS * 4) return `a fragment file holds ${HEADER_WORDS * 4} bytes or more, this one ${bytes.byteLength}`;
  const file = sections(bytes);
  const [magic, version, records, terms, pairs, textBytes] = file.next(Uint32Array, HEADER_WORDS);
  if (magic !== MAGIC || version !== VERSION) return 'not a pxdocs search fragment (or one of another version)';
  const size = fileSize(records, fields, terms, pairs, textBytes);
  if (size !== bytes.byteLength) return `the fragment file is ${bytes.byteLength} bytes, its header says ${size}`;
  const fragment: PageFragment = {
    types: file.next(Uint8Array, records),
    groups: file.next(Int32Array, records),
    lengths: file.next(Uint16Array, records * fields),
    starts: file.next(Uint32Array, terms + 1),
    postings: file.next(Uint32Array, pairs * 2),
    terms: [],
  };
  const text = Buffer.from(bytes.buffer, file.offset, textBytes).toString('utf8');
  fragment.terms = terms ? text.split('\0') : [];
  return fragment.terms.length === terms ? fragment : `the fragment file names ${fragment.terms.length} terms, its header says ${terms}`;
}
