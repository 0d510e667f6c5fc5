// What discovery made of each page file, kept between builds: a rebuild takes
// the doc of every file whose stamp (size, mtime, ctime, inode: what the
// up-to-date check already read for every input) is the one it had, instead of
// reading and parsing it again. At 10,000 pages discovery read 10,000 files and
// parsed their front matter on every build: 2.7 s, now a few hundred ms.
//
// Trust follows the up-to-date check's: a file whose stamp is unchanged is
// unchanged, except one changed just before the walk (racy: it has no stamp
// here, so it is read). An entry is used only for the same file read with the
// same arguments (its place in the tree), under the same salt (pxdocs's code
// and the whole config), and it replays the warnings reading it gave. A
// locale's pass keeps a memo of its own, in its cache folder (`locales/fr/`),
// whose entries are the files read there: a page's translation when it has one.
import { rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from './diagnostics.js';
import type { Doc } from './discover.js';
import { writeFileAtomic } from './write-atomic.js';
import { RACY_MS } from './up-to-date.js';

/** Each input file's stamp by absolute path (undefined: unknown or racy, so the file is read). */
export interface Stamps {
  get(file: string): string | undefined;
}

interface Entry {
  stamp: string;
  /** The arguments it was read with (its folder, area, route base…), as JSON. */
  args: string;
  doc: Doc;
  warnings: Diagnostic[];
}

interface MemoFile {
  salt: string;
  entries: Record<string, Entry>;
}

/**
 * The memo in V8's serialization format: at 10,000 pages (13 MB) it loads in
 * 70-100 ms, where the same entries as JSON took 300-370 ms to parse. A file
 * another Node.js cannot read is ignored like a corrupt one.
 */
const MEMO_FILE = 'memo.v8';

/**
 * Stamps taken as they are asked for, for `pxdocs dev`, which has no walk of its inputs: a stat
 * of each page file, the one discovery would make anyway, kept from the memo's first look at a
 * file so that what `set` records is the stamp from before the read. A file changed within
 * RACY_MS of `started` has none (its mtime may not tell a later edit), as in the build's walk.
 */
export function statStamps(started: number): Stamps {
  const taken = new Map<string, string | undefined>();
  return {
    get(file) {
      if (taken.has(file)) return taken.get(file);
      let stamp: string | undefined;
      try {
        const info = statSync(file);
        if (Math.max(info.mtimeMs, info.ctimeMs) <= started - RACY_MS) stamp = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
      } catch {
        // Gone or unreadable: discovery's own read says so.
      }
      taken.set(file, stamp);
      return stamp;
    },
  };
}

/** Share of a memo's entries that may be stale before `save` writes it anew. */
const STALE_SHARE = 0.01;

export class DiscoveryMemo {
  private readonly previous: Record<string, Entry>;
  private readonly next: Record<string, Entry> = {};
  /** Docs taken from the memo, and read afresh, in this build. */
  hits = 0;
  misses = 0;

  private constructor(private readonly file: string, private readonly salt: string, previous: Record<string, Entry>, private readonly stamps: Stamps) {
    this.previous = previous;
  }

  /**
   * The memo of the last build under `cacheDir` (empty when there is none, or
   * it was written with another salt). `stamps`: each input file's stamp by
   * absolute path, racy files left out. `name`: the memo's file (dev keeps one of its own).
   */
  static async load(cacheDir: string, salt: string, stamps: Stamps, name = MEMO_FILE): Promise<DiscoveryMemo> {
    const file = join(cacheDir, 'discover', name);
    let entries: Record<string, Entry> = {};
    try {
      const saved = deserialize(await readFile(file)) as MemoFile;
      if (saved?.salt === salt && saved.entries && typeof saved.entries === 'object') entries = saved.entries;
    } catch {
      // Missing or corrupt: every page is read, and the memo written anew.
    }
    return new DiscoveryMemo(file, salt, entries, stamps);
  }

  /** The doc of `file` read with `args`, and the warnings reading it gave, when the file is as it was. */
  get(file: string, args: string): { doc: Doc; warnings: Diagnostic[] } | undefined {
    const stamp = this.stamps.get(file);
    const entry = this.previous[file];
    if (!stamp || !entry || entry.stamp !== stamp || entry.args !== args) return undefined;
    this.next[file] = entry;
    this.hits++;
    // The doc itself, as `set` keeps it: a copy each (structuredClone) was 0.1 s of a 10,000-page
    // rebuild. The memo is read afresh by every build, and the build changes only a doc's `format`.
    return { doc: entry.doc, warnings: entry.warnings };
  }

  /** Remembers what reading `file` gave (nothing when the file has no stamp, or the doc does not survive JSON). */
  set(file: string, args: string, doc: Doc, warnings: Diagnostic[]): void {
    this.misses++;
    const stamp = this.stamps.get(file);
    if (!stamp || !survivesJson(doc)) return;
    // The doc itself, not a copy (100,000 of them at that size): discovery changes only its
    // `format` afterwards, to what the config (part of the salt) makes it every time.
    this.next[file] = { stamp, args, doc, warnings };
  }

  /**
   * Writes the entries this build used or made (files no longer there drop out),
   * unless the memo on disk is nearly right: when the files read afresh and the
   * entries no longer used are at most `staleShare` of the memo, it is left as it
   * is, and the next build reads those few files again (a millisecond each)
   * rather than this one rewriting the whole memo for them (at 10,000 pages,
   * 14 MB: 0.4 s of a one-page rebuild). A larger change writes it anew.
   */
  async save(staleShare = STALE_SHARE): Promise<void> {
    const kept = Object.keys(this.previous).length;
    const dropped = kept - this.hits;
    if (this.misses + dropped <= kept * staleShare) return;
    let bytes: Buffer;
    try {
      bytes = serialize({ salt: this.salt, entries: this.next } satisfies MemoFile);
    } catch (error) {
      // Larger than a buffer can be: the next build reads every file, as without a memo.
      if (error instanceof RangeError) return;
      throw error;
    }
    await writeFileAtomic(this.file, bytes);
    // The memo's JSON form, from before it was V8's serialization.
    rmSync(join(this.file, '..', 'memo.json'), { force: true });
  }
}

/** Whether a value comes back from JSON as it is: plain objects, arrays, strings, finite numbers, booleans, null. */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    return (prototype === Object.prototype || prototype === null) && Object.values(value as object).every((item) => item === undefined || survivesJson(item));
  }
  return false;
}
