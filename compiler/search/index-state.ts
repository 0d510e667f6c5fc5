// What the next build needs to update the sharded index instead of making it
// again (compiler/search/incremental.ts): kept in the cache folder, written
// after each build that made the index.
//
// `state.json` names the pages in order (each with its records' hash, its
// record count and where its fragment is), the site's field length totals,
// every term with its count and its entry's size, and the shards; each shard's
// postings buffers are a binary file of their own under `shards/`, named by
// content, so an update reads and writes the shards it touches only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../write-atomic.js';
import type { PostingList } from './postings.js';

export interface IndexState {
  version: typeof STATE_VERSION;
  /** What the postings were made under (pxdocs, the config, the chunk size, the caps): another key, another index. */
  key: string;
  /** The name (hash) the index files carry in `build`. */
  name: string;
  /** The build folder holding those files (set once it is committed). */
  build?: string;
  records: number;
  /** Sum of each field's length over every record (exact: the averages are rounded from them). */
  totals: number[];
  /** The pages with records, in order. */
  pages: StatePage[];
  terms: string[];
  counts: number[];
  /** Each term's entry size in its shard (characters of JSON), for the shard boundaries. */
  sizes: number[];
  shardStarts: number[];
  /** Each shard's buffers file (under `shards/`). */
  shardStates: string[];
}

/** The state's `build` and `key`, in a file of their own (`IndexStateStore.updates`). */
interface StateHead {
  build?: string;
  key: string;
}

export interface StatePage {
  /** Hash of the page's records. */
  key: string;
  records: number;
  /** Its fragment file, read when the page changes (to take its old postings out). */
  fragment?: string;
}

/** One term's buffer: its best postings (ids ascending), how many of its top postings they surely hold, and its count. */
export interface TermBuffer {
  count: number;
  /** The buffer holds the term's top `known` postings (all of them when `known >= count`). */
  known: number;
  list: PostingList;
}

export const STATE_VERSION = 2;

export class IndexStateStore {
  /** Shard files being written (on the thread pool), by name; `write` waits for them. */
  private readonly writing = new Map<string, Promise<void>>();
  private failure: unknown;

  constructor(readonly dir: string) {}

  private get stateFile(): string {
    return join(this.dir, 'state.json');
  }

  private shardFile(name: string): string {
    return join(this.dir, 'shards', `${name}.bin`);
  }

  /** What the state is for (`head.json`), beside it: read before the pages are built, without reading the state. */
  private get headFile(): string {
    return join(this.dir, 'head.json');
  }

  /**
   * Whether the last state written is for the build in `build` and made under `key`
   * (`indexStateKey`): the only state the search stage updates. Cheap (a small file): a build
   * for which this is false makes its index anew, so it merges its pages while they are built.
   * A missing or stale head says false, so at worst pages are merged early in vain.
   */
  updates(build: string | undefined, key: string): boolean {
    if (build === undefined || !existsSync(this.stateFile)) return false;
    try {
      const head = JSON.parse(readFileSync(this.headFile, 'utf8')) as Partial<StateHead>;
      return head.build === build && head.key === key;
    } catch {
      return false;
    }
  }

  /** The last state written, when it is one (missing or corrupt: undefined, and the index is made anew). */
  async read(): Promise<IndexState | undefined> {
    try {
      const state = JSON.parse(await readFile(this.stateFile, 'utf8')) as IndexState;
      const valid = state?.version === STATE_VERSION && Array.isArray(state.pages) && Array.isArray(state.terms) && Array.isArray(state.shardStates)
        && state.counts?.length === state.terms.length && state.sizes?.length === state.terms.length && state.shardStarts?.length === state.shardStates.length;
      return valid ? state : undefined;
    } catch {
      return undefined;
    }
  }

  async write(state: IndexState): Promise<void> {
    // The state names its shards: they are whole before it is written.
    await Promise.all(this.writing.values());
    this.writing.clear();
    if (this.failure) throw this.failure;
    await writeFileAtomic(this.stateFile, JSON.stringify(state));
    await writeFileAtomic(this.headFile, JSON.stringify({ build: state.build, key: state.key } satisfies StateHead));
    // Buffers no state names any more (older builds'): gone, so the folder does not grow.
    const keep = new Set(state.shardStates.map((name) => `${name}.bin`));
    const names = await readdir(join(this.dir, 'shards')).catch(() => [] as string[]);
    // A build running beside this one may lose a file here: its next update then finds it missing (or torn) and makes the index anew.
    await Promise.all(names.filter((name) => name.endsWith('.bin') && !keep.has(name)).map((name) => rm(join(this.dir, 'shards', name), { force: true })));
  }

  // Shard files are read synchronously: a build reads hundreds of them one
  // after another (681 for one edited page at 10,000 pages), with nothing to
  // do meanwhile, and each awaited call waited on the thread pool several
  // times (2-3 s of an incremental update was that). They are written without
  // being waited for (`writeShard`): the index goes on meanwhile.

  /**
   * Writes a shard's buffers; returns the file's name (its content's hash).
   * Written in place, not through a temporary file and a rename (thousands of
   * renames took 5 s of a 10,000-page build): the name is the content's hash,
   * so a file already there is this one, and `readShard` checks the hash, so
   * a torn file reads as missing (the index is then made anew).
   */
  async writeShard(buffers: readonly TermBuffer[]): Promise<string> {
    const bytes = encodeShard(buffers);
    const name = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    const file = this.shardFile(name);
    // Written on the thread pool while the index goes on (`write` waits for them): a full build
    // writes thousands (85 MB at 10,000 pages), and written here one by one they held the
    // search stage's only thread for 1.5 s while the other core waited.
    if (!this.writing.has(name) && statSync(file, { throwIfNoEntry: false })?.size !== bytes.byteLength) {
      if (!this.writing.size) mkdirSync(dirname(file), { recursive: true });
      this.writing.set(name, writeFile(file, bytes).catch((error: unknown) => {
        this.failure ??= error;
      }));
    }
    return name;
  }

  /** A shard's buffers (undefined when the file is missing or not whole). */
  async readShard(name: string): Promise<TermBuffer[] | undefined> {
    try {
      const bytes = readFileSync(this.shardFile(name));
      if (createHash('sha256').update(bytes).digest('hex').slice(0, 24) !== name) return undefined;
      return decodeShard(bytes);
    } catch {
      return undefined;
    }
  }
}

/** Layout: term count; per term its count, known and length; then per term its ids, groups and scores. */
function encodeShard(buffers: readonly TermBuffer[]): Buffer {
  const postings = buffers.reduce((sum, buffer) => sum + buffer.list.length, 0);
  const head = 4 + buffers.length * 12;
  const bytes = Buffer.alloc(head + postings * 16);
  let offset = bytes.writeUInt32LE(buffers.length, 0);
  for (const buffer of buffers) {
    offset = bytes.writeInt32LE(buffer.count, offset);
    offset = bytes.writeInt32LE(buffer.known, offset);
    offset = bytes.writeInt32LE(buffer.list.length, offset);
  }
  for (const { list } of buffers) {
    for (let n = 0; n < list.length; n++) offset = bytes.writeInt32LE(list.ids[n], offset);
    for (let n = 0; n < list.length; n++) offset = bytes.writeInt32LE(list.groups[n], offset);
    for (let n = 0; n < list.length; n++) offset = bytes.writeDoubleLE(list.scores[n], offset);
  }
  return bytes;
}

function decodeShard(bytes: Buffer): TermBuffer[] {
  const terms = bytes.readUInt32LE(0);
  const heads: [number, number, number][] = [];
  let offset = 4;
  for (let n = 0; n < terms; n++, offset += 12) heads.push([bytes.readInt32LE(offset), bytes.readInt32LE(offset + 4), bytes.readInt32LE(offset + 8)]);
  return heads.map(([count, known, length]) => {
    const list: PostingList = { ids: new Int32Array(length), groups: new Int32Array(length), scores: new Float64Array(length), length };
    for (let n = 0; n < length; n++, offset += 4) list.ids[n] = bytes.readInt32LE(offset);
    for (let n = 0; n < length; n++, offset += 4) list.groups[n] = bytes.readInt32LE(offset);
    for (let n = 0; n < length; n++, offset += 8) list.scores[n] = bytes.readDoubleLE(offset);
    return { count, known, list };
  });
}
