// A gzip file made of pieces compressed one at a time, as pigz makes one: each
// piece is a raw deflate stream ended with a sync flush (byte-aligned, not
// final), so pieces laid end to end are one valid deflate stream; an empty
// final block, the CRC-32 and the length close it. One member, as any gzip
// reader expects.
//
// Why: llms-full.txt is every page's Markdown (124 MB at 10,000 pages), and
// one page edit changes it. Compressed whole, it cost about 3 s a build; here
// each page's piece is kept in the cache by the hash of its text, so a rebuild
// compresses the pieces that changed and copies the rest. A piece starts with
// an empty window (no match reaches into the piece before), which costs a few
// percent of size against one stream.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { BufferedFile } from './buffered-file.js';
import { join } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { writeFileAtomicSync } from './write-atomic.js';

/** gzip's header: magic, deflate, no flags, no time, no extra flags, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** Where the first piece starts in the file (after gzip's header). */
export const FIRST_PIECE_OFFSET = HEADER.length;

/** An empty final block with fixed codes: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes after the last piece: the final block, the CRC-32 and the length. */
export const AFTER_LAST_PIECE = LAST_BLOCK.length + 8;
const LEVEL = 6;

export class PiecedGzip {
  private crc = 0;
  private size = 0;
  /** Cache entries this file used (the rest are pruned by `prunePieces`). */
  readonly used = new Set<string>();
  /** Pieces compressed here, and taken from the cache. */
  made = 0;
  reused = 0;

  private constructor(private readonly file: BufferedFile, private readonly cacheDir?: string) {}

  /** Starts `path` (replaced if there: a new file, never written through a link). */
  static async create(path: string, cacheDir?: string): Promise<PiecedGzip> {
    rmSync(path, { force: true });
    const file = await BufferedFile.open(path, 'wx', 1 << 20);
    await file.write(HEADER);
    return new PiecedGzip(file, cacheDir);
  }

  /** Adds the next text; returns the length of its compressed piece. */
  async add(text: string | Buffer): Promise<number> {
    if (!text.length) return 0;
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    this.crc = crc32(bytes, this.crc);
    this.size = (this.size + bytes.length) >>> 0;
    const piece = this.piece(bytes);
    await this.file.write(piece);
    return piece.length;
  }

  /**
   * Adds texts whose pieces are already made (`pieces`: the same texts' pieces
   * laid end to end, as another file made of pieces holds them): nothing is
   * compressed or looked up; `text` is read for the checksum and length only.
   */
  async addMade(text: Buffer, pieces: Buffer): Promise<void> {
    // Still in use: kept when the cache is pruned (a build that cannot copy them looks them up).
    if (this.cacheDir) this.used.add(pieceKey(text));
    this.crc = crc32(text, this.crc);
    this.size = (this.size + text.length) >>> 0;
    await this.file.write(pieces);
  }

  /** The text's deflate piece, from the cache when it was made before. */
  private piece(bytes: Buffer): Buffer {
    if (!this.cacheDir) return deflate(bytes);
    const key = pieceKey(bytes);
    this.used.add(key);
    const path = join(this.cacheDir, key.slice(0, 2), key);
    try {
      const entry = readFileSync(path);
      // The entry's first 32 bytes are the SHA-256 of the rest: a torn or edited entry is made again.
      const body = entry.subarray(32);
      if (createHash('sha256').update(body).digest().equals(entry.subarray(0, 32))) {
        this.reused++;
        return body;
      }
    } catch {
      // Not there yet.
    }
    const made = deflate(bytes);
    this.made++;
    writeFileAtomicSync(path, Buffer.concat([createHash('sha256').update(made).digest(), made]));
    return made;
  }

  /** Closes the deflate stream and writes the trailer. */
  async end(): Promise<void> {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.size, 4);
    try {
      await this.file.write(LAST_BLOCK);
      await this.file.write(trailer);
    } finally {
      await this.file.close();
    }
  }
}

/** A text's piece in the cache: by the hash of the text and the compression settings. */
function pieceKey(bytes: Buffer): string {
  return createHash('sha256').update(`gzip-piece-1/${LEVEL}\u0000`).update(bytes).digest('hex');
}

function deflate(bytes: Buffer): Buffer {
  return deflateRawSync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
}

/** Deletes cached pieces no file of this build used, so the cache does not grow forever. */
export function prunePieces(cacheDir: string, used: ReadonlySet<string>): void {
  let shards: string[];
  try {
    shards = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const shard of shards) {
    // A name with a dot is another build's entry being written (`<key>.<pid>-<random>`): left alone.
    for (const name of readdirSync(join(cacheDir, shard))) if (!used.has(name) && !name.includes('.')) rmSync(join(cacheDir, shard, name), { force: true });
  }
}
