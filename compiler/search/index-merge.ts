// The sharded index's merged pages (shards.ts): each record's figures by id
// and each term's postings, as pages' fragments are merged in route order.
//
// A cold build merges pages while the page stage still runs (build.ts: the
// pages, in route order, as their threads finish them), so the postings live
// beside the page threads' heaps. They are held compactly for that: a term's
// postings are bytes, each a varint of (id delta × 16 + a mask of the fields
// the term is in), then one byte per field in the mask (its frequency, at most
// 255), about 3 bytes a posting where two 32-bit arrays took 8 (and up to 16
// with their doubling slack). They are decoded a term at a time when scored.
import { FIELDS } from '../../theme/shared/search-engine.js';
import { chunkSlots } from './postings.js';
import type { PageFragment } from './shards.js';

/** A growable typed array's doubling, for per-record figures while their count is unknown. */
export function grown<T extends Uint8Array | Uint16Array | Int32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** One term's postings while indexing, encoded (see the header); ids come ascending. */
export class TermPostings {
  private bytes = new Uint8Array(16);
  private size = 0;
  private last = 0;
  /** Postings pushed. */
  length = 0;

  /** Appends a posting: its record id and its frequencies, 8 bits a field. */
  push(id: number, freqs: number): void {
    // At most a 5-byte varint (35 bits: any 31-bit delta and the mask) and a byte per field.
    if (this.size + 5 + FIELDS.length > this.bytes.length) this.bytes = grown(this.bytes, this.size + 5 + FIELDS.length);
    let mask = 0;
    for (let field = 0; field < FIELDS.length; field++) if ((freqs >>> (field * 8)) & 0xff) mask |= 1 << field;
    let value = (id - this.last) * 16 + mask;
    this.last = id;
    const bytes = this.bytes;
    let at = this.size;
    while (value >= 0x80) {
      bytes[at++] = (value & 0x7f) | 0x80;
      value = value < 0x80000000 ? value >>> 7 : Math.floor(value / 0x80);
    }
    bytes[at++] = value;
    for (let field = 0; field < FIELDS.length; field++) if (mask & (1 << field)) bytes[at++] = (freqs >>> (field * 8)) & 0xff;
    this.size = at;
    this.length++;
  }

  /** The postings as arrays: ids ascending, and each one's frequencies as `push` took them. */
  decode(): { ids: Int32Array; freqs: Uint32Array } {
    const ids = new Int32Array(this.length);
    const freqs = new Uint32Array(this.length);
    const bytes = this.bytes;
    let at = 0;
    let id = 0;
    for (let n = 0; n < this.length; n++) {
      let value = 0;
      let scale = 1;
      let byte: number;
      do {
        byte = bytes[at++];
        value += (byte & 0x7f) * scale;
        scale *= 0x80;
      } while (byte & 0x80);
      const mask = value % 16;
      id += (value - mask) / 16;
      let packed = 0;
      for (let field = 0; field < FIELDS.length; field++) if (mask & (1 << field)) packed += bytes[at++] * 2 ** (field * 8);
      ids[n] = id;
      freqs[n] = packed;
    }
    return { ids, freqs };
  }
}

/**
 * Pages merged so far, in order: every record's type, heading group and field
 * lengths by id, the field length totals, and every term's postings. Pages
 * merged through `addPage` are counted with their keys and first slots, so the
 * writer that takes them over (`ShardOptions.merged`) can check they are the
 * pages it is given, at the same places.
 */
export class IndexMerge {
  lengths = new Uint16Array(1024 * FIELDS.length);
  types = new Uint8Array(1024);
  /** Each record's distance back to the first record of its heading (page + anchor). */
  groups = new Int32Array(1024);
  readonly totals = new Float64Array(FIELDS.length);
  readonly postings = new Map<string, TermPostings>();
  /** The keys and first chunk slots of the pages `addPage` merged, in order. */
  readonly keys: string[] = [];
  readonly starts: number[] = [];
  private slots = 0;

  constructor(readonly chunkSize: number) {}

  /** The next page with records (a page without is skipped, as the writer skips it), at the slot after the last. */
  addPage(key: string, records: number, fragment: () => PageFragment): void {
    if (!records) return;
    const start = this.slots;
    this.slots += chunkSlots(records, this.chunkSize);
    this.merge(fragment(), start);
    this.keys.push(key);
    this.starts.push(start);
  }

  /** A page's fragment into the index at its first chunk slot: record figures by id, and its postings. */
  merge(fragment: PageFragment, start: number): void {
    const size = fragment.types.length;
    const first = start * this.chunkSize;
    const end = first + size;
    this.lengths = grown(this.lengths, end * FIELDS.length);
    this.types = grown(this.types, end);
    this.groups = grown(this.groups, end);
    for (let local = 0; local < size; local++) {
      this.types[first + local] = fragment.types[local];
      this.groups[first + local] = fragment.groups[local];
      for (let field = 0; field < FIELDS.length; field++) {
        const length = fragment.lengths[local * FIELDS.length + field];
        this.lengths[(first + local) * FIELDS.length + field] = length;
        this.totals[field] += length;
      }
    }
    const { starts, postings } = fragment;
    for (let term = 0; term < fragment.terms.length; term++) {
      let list = this.postings.get(fragment.terms[term]);
      if (!list) this.postings.set(fragment.terms[term], (list = new TermPostings()));
      for (let n = starts[term] * 2; n < starts[term + 1] * 2; n += 2) list.push(first + postings[n], postings[n + 1]);
    }
  }
}
