// A file written front to back in pieces of a few megabytes: writers that
// produce a small piece per page (the records file, llms-full.txt.gz) would
// otherwise make a file system call, and an awaited round trip, per page.
//
// A full buffer is written while the writer fills the next one (each write
// chained after the one before, so the file stays in order), as one `writev` of the pieces
// rather than a copy of them joined: at 10,000 pages llms-full.txt and its .gz
// are 140 MB, and the joined copies and the waits on each write were a third
// of the stage.
import { open, type FileHandle } from 'node:fs/promises';

export class BufferedFile {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  /** The write under way, if any (its failure is reported by the next `write` that flushes, or `close`). */
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: FileHandle, private readonly bufferBytes: number) {}

  /** Opens `path` for writing (`flags` as `fs.open`'s: 'w' truncates, 'wx' insists on a new file). */
  static async open(path: string, flags = 'w', bufferBytes = 4 << 20): Promise<BufferedFile> {
    return new BufferedFile(await open(path, flags), bufferBytes);
  }

  /** Takes `data` (kept, not copied: the caller must not change it afterwards). */
  async write(data: string | Uint8Array): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= this.bufferBytes) await this.flush();
  }

  /**
   * Chains the buffer's write after the write before it (chained at once, so
   * writes stay in order even for callers that do not await); waits for that
   * earlier write only, not this one, and reports its failure.
   */
  private async flush(): Promise<void> {
    if (!this.pending.length) return;
    const pieces = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    const before = this.writing;
    this.writing = before.then(() => writeAll(this.file, pieces));
    // Awaited by the next flush or by close; until then a failure must not count as unhandled.
    this.writing.catch(() => undefined);
    await before;
  }

  /** Writes what is left and closes the file (closed even when the last write fails). */
  async close(): Promise<void> {
    try {
      await this.flush();
      await this.writing;
    } finally {
      await this.file.close();
    }
  }
}

/** Every byte of `pieces`, in order, at the file's position (a writev may write less than asked). */
async function writeAll(file: FileHandle, pieces: Uint8Array[]): Promise<void> {
  let rest = pieces;
  while (rest.length) {
    const { bytesWritten } = await file.writev(rest);
    let skip = bytesWritten;
    let index = 0;
    while (index < rest.length && skip >= rest[index].length) skip -= rest[index++].length;
    rest = rest.slice(index);
    if (rest.length && skip) rest[0] = rest[0].subarray(skip);
  }
}
