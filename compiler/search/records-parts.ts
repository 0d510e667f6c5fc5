// The search records (for `pxdocs search push`, the docs chat and MCP) as
// parts: `search-records.json` is a small manifest naming, in route order, the
// files under `search-records/` that hold the records, each a JSON array.
//
// Why parts: at 10,000 pages the records are 700 MB. As one file, every build
// read every page's records back from the cache and wrote the whole file again,
// even when one page had changed (3-4 s of a one-page rebuild). A part is named
// by the identities of its pages' records, so a part no change touched is the
// previous build's file under the same name: it is linked, never read.
// Where a part ends depends only on page routes (a page whose route hashes to
// a multiple of PAGES_PER_PART ends one), so an edit changes one part, and an
// added or removed page changes the part around it, not every part after it.
// A page whose records are a file already (a page built on a thread keeps
// them in the cache) is a part of its own, that file hard-linked in: see
// `RecordsPartsWriter`. Then the shared parts hold only the pages the main
// thread made records for (generated index pages).
// Readers: `records-file.ts` (which also reads a plain array of records).
import { createHash } from 'node:crypto';
import { hash } from '../cache.js';

/** The folder of the parts, beside the manifest. */
export const RECORDS_PARTS_DIR = 'search-records';
/** What the manifest says it is, so a reader can tell it from a plain array (and from a newer format). */
export const RECORDS_MANIFEST_FORMAT = 'pxdocs-search-records';
/** 2: parts hold pages' records packed (records-pack.ts), which a reader of version 1 would take for records. */
export const RECORDS_MANIFEST_VERSION = 2;

/** Pages a part holds on average: ~64 pages is a few megabytes at the real site's page size. */
const PAGES_PER_PART = 64;
/** A run of pages with no natural end (rare: about e^-4 of runs) is cut here, to bound a part's size. */
const MAX_PAGES_PER_PART = 4 * PAGES_PER_PART;

export interface RecordsManifest {
  format: typeof RECORDS_MANIFEST_FORMAT;
  version: typeof RECORDS_MANIFEST_VERSION | 1;
  /** Records in all parts. */
  records: number;
  /** In route order; paths relative to the manifest's folder. */
  parts: { path: string; records: number }[];
}

/** One page's records, as the writer takes them. */
export interface RecordsPage {
  /** The page's route: where parts end depends on it alone. */
  page: string;
  /**
   * The identity of the page's records (same key, same JSON text), or '' when
   * unknown: a part with an unkeyed page is named by its bytes instead.
   */
  key: string;
  records: number;
  /** The JSON text of the page's records array (`recordsText`); read only when its part is written. */
  json: () => string | Uint8Array;
  /**
   * A file holding that text (the page's records in the build cache), never
   * written again under its name: the page is then a part of its own, that
   * file linked in (see `RecordsPartsWriter`).
   */
  file?: string;
}

export interface RecordsPartsOutput {
  /** Writes a file into the output folder (path relative to it). */
  put(path: string, contents: Uint8Array): Promise<void>;
  /** Links the previous build's file at `path` into this build; false when it has none. */
  linkPrevious?(path: string): Promise<boolean>;
  /** Puts the file `from` at `path` without reading it (a hard link). */
  place?(path: string, from: string): Promise<void>;
}

/**
 * Writes the parts a page at a time (at most one part's pages are held) and
 * then the manifest. A page whose records are a file already (`file`, where
 * the output can `place` one) is a part of its own, that file linked in: the
 * build's pages keep their records in the cache, and copying them into parts
 * wrote their bytes a second time, 137 MB at 2,000 pages (680 MB at 10,000)
 * read back and written out on the main thread. A part per page is a link
 * per page, and a manifest line: readers take any number of parts.
 */
export class RecordsPartsWriter {
  private pending: RecordsPage[] = [];
  private readonly parts: RecordsManifest['parts'] = [];
  private records = 0;
  /** Parts linked from the previous build, written anew, and linked from the page's own file. */
  readonly made = { linked: 0, written: 0, placed: 0 };

  constructor(private readonly output: RecordsPartsOutput) {}

  async add(page: RecordsPage): Promise<void> {
    if (page.file && page.key && this.output.place) {
      await this.flush();
      if (page.records > 0) await this.placeOwn(page, page.file, page.key);
      return;
    }
    this.pending.push(page);
    if (this.pending.length >= MAX_PAGES_PER_PART || endsPart(page.page)) await this.flush();
  }

  /** Counts parts made any way. */
  get count(): number {
    return this.made.linked + this.made.written + this.made.placed;
  }

  private async placeOwn(page: RecordsPage, file: string, key: string): Promise<void> {
    const path = this.partPath(hash(RECORDS_MANIFEST_FORMAT, String(RECORDS_MANIFEST_VERSION), 'page', key));
    this.parts.push({ path, records: page.records });
    this.records += page.records;
    if (await this.output.linkPrevious?.(path)) {
      this.made.linked++;
      return;
    }
    await this.output.place!(path, file);
    this.made.placed++;
  }

  private partPath(name: string): string {
    return `${RECORDS_PARTS_DIR}/${name.slice(0, 20)}.json`;
  }

  /** The manifest's text, once every page has been added. */
  async finish(): Promise<string> {
    await this.flush();
    const manifest: RecordsManifest = { format: RECORDS_MANIFEST_FORMAT, version: RECORDS_MANIFEST_VERSION, records: this.records, parts: this.parts };
    return JSON.stringify(manifest);
  }

  private async flush(): Promise<void> {
    const pages = this.pending.filter((page) => page.records > 0);
    this.pending = [];
    if (!pages.length) return;
    const records = pages.reduce((sum, page) => sum + page.records, 0);
    const keyed = pages.every((page) => page.key);
    let bytes = keyed ? undefined : partBytes(pages);
    const name = keyed ? hash(RECORDS_MANIFEST_FORMAT, String(RECORDS_MANIFEST_VERSION), ...pages.map((page) => page.key)) : createHash('sha256').update(bytes!).digest('hex');
    const path = this.partPath(name);
    this.parts.push({ path, records });
    this.records += records;
    if (keyed && (await this.output.linkPrevious?.(path))) {
      this.made.linked++;
      return;
    }
    bytes ??= partBytes(pages);
    await this.output.put(path, bytes);
    this.made.written++;
  }
}

function endsPart(route: string): boolean {
  return createHash('sha1').update(route).digest().readUInt32BE(0) % PAGES_PER_PART === 0;
}

/** One JSON array of the pages' records: each page's array text without its brackets (its packed page, or its records), joined by commas. */
function partBytes(pages: RecordsPage[]): Buffer {
  const pieces: Buffer[] = [Buffer.from('[')];
  for (const page of pages) {
    const json = page.json();
    const bytes = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json.buffer, json.byteOffset, json.byteLength);
    const items = bytes.subarray(1, -1);
    if (!items.length) continue;
    if (pieces.length > 1) pieces.push(Buffer.from(','));
    pieces.push(items);
  }
  pieces.push(Buffer.from(']'));
  return Buffer.concat(pieces);
}
