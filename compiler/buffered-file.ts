// A file written front to back in pieces of a few megabytes: writers that
// produce a small piece per page (the records file, llms-full.txt.gz) would
// otherwise make a file system call, and an awaited round trip, per page.
import { open, type FileHandle } from 'node:fs/promises';

export class BufferedFile {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  private constructor(private readonly file: FileHandle, private readonly bufferBytes: number) {}

  /** Opens `path` for writing (`flags` as `fs.open`'s: 'w' truncates, 'wx' insists on a new file). */
  static async open(path: string, flags = 'w', bufferBytes = 4 << 20): Promise<BufferedFile> {
    return new BufferedFile(await open(path, flags), bufferBytes);
  }

  async write(data: string | Uint8Array): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= this.bufferBytes) await this.flush();
  }

  private async flush(): Promise<void> {
    if (!this.pending.length) return;
    await this.file.write(Buffer.concat(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Writes what is left and closes the file (closed even when the last write fails). */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      await this.file.close();
    }
  }
}
