// Precompression: a `.br` and a `.gz` beside each text file of the output, so
// `pxdocs serve` (and static hosts that look for them) never compress per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing. */
const TEXT = /\.(html|js|mjs|css|json|xml|txt|svg|map)$/i;

export interface PrecompressOptions {
  /** Files smaller than this are left alone (default 1 KB): compression would not pay. */
  minBytes?: number;
  /** Files compressed at once (default 4). */
  concurrency?: number;
}

/** Writes `<file>.br` and `<file>.gz` for every text file under `dir`; returns how many files. */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<number> {
  const minBytes = options.minBytes ?? 1024;
  const files: string[] = [];
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true });
    // Files written with both siblings already (the search shards) are left as they are.
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && TEXT.test(entry.name) && !(names.has(`${entry.name}.br`) && names.has(`${entry.name}.gz`)) && (await stat(path)).size >= minBytes) files.push(path);
    }
  };
  await walk(dir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: body.length > 256 * 1024 ? 9 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return files.length;
}
