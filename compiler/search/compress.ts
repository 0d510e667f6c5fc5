// The `.br` and `.gz` of the search shard files, written beside them by the
// search step itself (or by a page's thread, for its document chunks). At
// 10,000 pages the shards hold ~300 MB of JSON in tens of thousands of small
// files; the build's generic precompression would give each small file
// brotli's best quality (about 0.5 MB/s here: minutes), while quality 5 runs
// about 35 times faster for ~10 % more bytes. The generic step leaves files
// that already have both siblings alone.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { eachLimit } from '../each-limit.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli quality for shard files (default 5). */
export const SHARD_BROTLI_QUALITY = 5;

const brotliOptions = (body: Uint8Array): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: SHARD_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/** Both compressed siblings of each file, compressed a few at a time on the thread pool. */
export async function compressedSiblings(files: { path: string; contents: string }[], concurrency = 4): Promise<{ path: string; contents: Uint8Array }[]> {
  const out: { path: string; contents: Uint8Array }[] = [];
  await eachLimit(files, concurrency, async (file) => {
    const body = Buffer.from(file.contents);
    const [br, gzipped] = await Promise.all([brotli(body, brotliOptions(body)), gz(body, GZIP_OPTIONS)]);
    out.push({ path: `${file.path}.br`, contents: br }, { path: `${file.path}.gz`, contents: gzipped });
  });
  return out;
}

/** Both compressed siblings of one file, at once (a page's thread: nothing else to wait for there). */
export function compressShardSync(body: Uint8Array): { br: Uint8Array; gz: Uint8Array } {
  return { br: brotliCompressSync(body, brotliOptions(body)), gz: gzipSync(body, GZIP_OPTIONS) };
}
