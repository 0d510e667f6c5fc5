// A gzip file made of pieces compressed one at a time, as pigz makes one: each
// piece is a raw deflate stream ended with a sync flush (byte-aligned, not
// final), so pieces laid end to end are one valid deflate stream; an empty
// final block, the CRC-32 and the length close it. One member, as any gzip
// reader expects.
//
// Why: llms-full.txt is every page's Markdown (124 MB at 10,000 pages), and
// one page edit changes it. Compressed whole, it cost about 3 s a build; here
// each page's piece is compressed on its own, so a rebuild compresses the
// pieces that changed and copies the rest. A piece starts with an empty window
// (no match reaches into the piece before), which costs a few percent of size
// against one stream.
//
// Where the pieces are kept: the last file made is itself every piece laid end
// to end, so the cache keeps that file (a hard link to it: no bytes written)
// with an index of where each piece lies (`pack.gz`, `pack.json`). Kept as a
// file per piece, they were 10,000 files made on a cold build of 10,000 pages,
// 7 s of it on this machine's file system (1.4 s of a 3.2 s stage at 2,000).
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { BufferedFile } from './buffered-file.js';
import { inFolder, linkOrCopySync, writeFileAtomicSync } from './write-atomic.js';

/** gzip's header: magic, deflate, no flags, no time, no extra flags, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** Where the first piece starts in the file (after gzip's header). */
export const FIRST_PIECE_OFFSET = HEADER.length;

/** An empty final block with fixed codes: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes after the last piece: the final block, the CRC-32 and the length. */
export const AFTER_LAST_PIECE = LAST_BLOCK.length + 8;
const LEVEL = 6;

/** The cache's pack: the last file made of pieces, and where each piece lies in it. */
const PACK_FILE = 'pack.gz';
const PACK_INDEX = 'pack.json';
const PACK_FORMAT = 'pxdocs-gzip-pack-1';

interface PackIndex {
  format: typeof PACK_FORMAT;
  /** The pack file's size and mtime when it was kept: a pack changed since is not read. */
  stamp: [size: number, mtimeMs: number];
  /** Each piece: its key (`pieceKey`), its offset in the pack, its length. */
  pieces: [key: string, offset: number, length: number][];
}

/** Pieces of the last file, by key; empty where there is no usable pack. */
class PackReader {
  private constructor(private fd: number | undefined, private readonly places: Map<string, [offset: number, length: number]>) {}

  /**
   * Each piece's key by its offset, when the pack is the very file at `path`
   * (the same inode, size and mtime): a piece copied from that file at an
   * offset is the piece the pack indexed there, its key known without hashing
   * its text again (124 MB of SHA-256 at 10,000 pages).
   */
  keysIfSameFile(path: string): Map<number, [key: string, length: number]> | undefined {
    if (this.fd === undefined) return undefined;
    try {
      const pack = fstatSync(this.fd);
      const other = statSync(path);
      if (pack.ino !== other.ino || pack.dev !== other.dev || pack.size !== other.size || pack.mtimeMs !== other.mtimeMs) return undefined;
    } catch {
      return undefined;
    }
    return new Map([...this.places].map(([key, [offset, length]]) => [offset, [key, length]]));
  }

  /**
   * The pack is opened first and its stamp taken from the open file: another
   * build may put a new pack and index in place meanwhile, and an index read
   * before or after that names the stamp of the file it was written with, so
   * this file and that index are used together only when they belong together.
   */
  static open(cacheDir: string | undefined): PackReader {
    const none = new PackReader(undefined, new Map());
    if (!cacheDir) return none;
    let fd: number | undefined;
    try {
      fd = openSync(join(cacheDir, PACK_FILE), 'r');
      const info = fstatSync(fd);
      const index = JSON.parse(readFileSync(join(cacheDir, PACK_INDEX), 'utf8')) as PackIndex;
      if (index.format === PACK_FORMAT && info.size === index.stamp[0] && info.mtimeMs === index.stamp[1]) {
        return new PackReader(fd, new Map(index.pieces.map(([key, offset, length]) => [key, [offset, length]])));
      }
    } catch {
      // No pack yet, or one that cannot be read.
    }
    // Then, or when the pack changed since its index was written: every piece is made.
    if (fd !== undefined) closeSync(fd);
    return none;
  }

  /** The piece made from the text `key` names, or undefined. */
  read(key: string): Buffer | undefined {
    const place = this.places.get(key);
    if (!place || this.fd === undefined) return undefined;
    try {
      const bytes = Buffer.allocUnsafe(place[1]);
      if (readSync(this.fd, bytes, 0, place[1], place[0]) !== place[1]) return undefined;
      return bytes;
    } catch {
      return undefined;
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

export class PiecedGzip {
  private crc = 0;
  private size = 0;
  /** Where the next piece starts in the file. */
  private offset = HEADER.length;
  /** This file's pieces, for the pack it leaves in the cache. */
  private readonly pieces: PackIndex['pieces'] = [];
  /** Pieces compressed here, and taken from the cache. */
  made = 0;
  reused = 0;
  /** The keys of the pieces of the file `addMade` copies from, by offset, when the pack is that file (`copiesFrom`). */
  private copiedKeys?: Map<number, [key: string, length: number]>;

  private constructor(private readonly path: string, private readonly file: BufferedFile, private readonly cacheDir: string | undefined, private readonly pack: PackReader) {}

  /** Starts `path` (replaced if there: a new file, never written through a link). */
  static async create(path: string, cacheDir?: string): Promise<PiecedGzip> {
    rmSync(path, { force: true });
    const file = await BufferedFile.open(path, 'wx', 1 << 20);
    await file.write(HEADER);
    return new PiecedGzip(path, file, cacheDir, PackReader.open(cacheDir));
  }

  /** Adds the next text; returns the length of its compressed piece. */
  async add(text: string | Buffer): Promise<number> {
    if (!text.length) return 0;
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    this.crc = crc32(bytes, this.crc);
    this.size = (this.size + bytes.length) >>> 0;
    const key = this.cacheDir ? pieceKey(bytes) : '';
    let piece = key ? this.pack.read(key) : undefined;
    if (piece) this.reused++;
    else {
      piece = deflate(bytes);
      this.made++;
    }
    await this.put(key, piece);
    return piece.length;
  }

  /**
   * Adds texts whose pieces are already made (`pieces`: the same texts' pieces
   * laid end to end, as another file made of pieces holds them): nothing is
   * compressed or looked up; `text` is read for the checksum and length, and
   * hashed for the pack's index unless its key is known (`copiesFrom`).
   */
  async addMade(text: Buffer, pieces: Buffer, from?: number): Promise<void> {
    this.crc = crc32(text, this.crc);
    this.size = (this.size + text.length) >>> 0;
    // Indexed in the pack too: a build that cannot copy them from the last file looks them up.
    // `from`: where the piece lay in the file named to `copiesFrom`, whose key the pack may know.
    const known = from === undefined ? undefined : this.copiedKeys?.get(from);
    await this.put(this.cacheDir ? (known && known[1] === pieces.length ? known[0] : pieceKey(text)) : '', pieces);
  }

  /** Names the file `addMade`'s pieces are copied from (the last build's .gz): when the pack is that file, their keys are its. */
  copiesFrom(path: string): void {
    this.copiedKeys = this.pack.keysIfSameFile(path);
  }

  private async put(key: string, piece: Buffer): Promise<void> {
    if (key) this.pieces.push([key, this.offset, piece.length]);
    this.offset += piece.length;
    await this.file.write(piece);
  }

  /** Closes the deflate stream and writes the trailer; then leaves the file in the cache as its pack. */
  async end(): Promise<void> {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.size, 4);
    try {
      await this.file.write(LAST_BLOCK);
      await this.file.write(trailer);
    } finally {
      this.pack.close();
      await this.file.close();
    }
    if (this.cacheDir) keepPack(this.path, this.cacheDir, this.pieces);
  }
}

/**
 * Puts `path` in the cache as the pack (a hard link; a copy where links fail),
 * then its index. Renamed into place, the old pack stays whole for a build
 * reading it meanwhile; an index naming another pack's stamp is not used.
 */
function keepPack(path: string, cacheDir: string, pieces: PackIndex['pieces']): void {
  const pack = join(cacheDir, PACK_FILE);
  const temporary = `${pack}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  inFolder(temporary, () => linkOrCopySync(path, temporary));
  renameSync(temporary, pack);
  const info = statSync(pack);
  writeFileAtomicSync(join(cacheDir, PACK_INDEX), JSON.stringify({ format: PACK_FORMAT, stamp: [info.size, info.mtimeMs], pieces } satisfies PackIndex));
}

/** A text's piece in the cache: by the hash of the text and the compression settings. */
function pieceKey(bytes: Buffer): string {
  return createHash('sha256').update(`gzip-piece-1/${LEVEL}\u0000`).update(bytes).digest('hex');
}

function deflate(bytes: Buffer): Buffer {
  return deflateRawSync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
}
