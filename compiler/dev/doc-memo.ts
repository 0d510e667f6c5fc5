// What dev's last discovery read of each page file (docs, the pages folder's
// pages, blog posts), kept in memory between rediscoveries: a page added or
// removed, or a category file edited, read and parsed every doc's front matter
// again (about 1 s at 3,000 pages), and every post's, though only the files
// the watcher named had changed. A session serves one locale, so its memo
// serves a locale's pass too (an entry is the file read: the translation when
// there is one). A file is read again once a change
// names it or a folder holding it (the session forgets it then, `forget`); a
// config change starts a session anew, with a new memo. An entry is used only
// for the same file read with the same arguments (its place in the tree), as
// the build's memo (discover-memo.ts), and it replays the warnings reading it gave.
//
// A start reads through the last start's memo on disk too (`saved`: the build's
// DiscoveryMemo, in a file of dev's own, each file's stamp taken by a stat):
// every start read all the site's page files again, 3.4 s of 15.8 s to Ready at
// 2,028 pages; a second start now reads only those whose stamp changed.
import { sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { DiscoveryMemo } from '../discover-memo.js';
import type { Doc, DocMemo } from '../discover.js';

interface Entry {
  args: string;
  doc: Doc;
  warnings: Diagnostic[];
}

export class DevDocMemo implements DocMemo {
  private entries = new Map<string, Entry>();
  /** Docs read afresh so far (the session counts a rediscovery's from it). */
  misses = 0;

  /** `saved`: the memo of the last start, on disk, read through until `save`. */
  constructor(private saved?: DiscoveryMemo) {}

  get(file: string, args: string): { doc: Doc; warnings: Diagnostic[] } | undefined {
    const entry = this.entries.get(file);
    if (entry && entry.args === args) return entry;
    const known = this.saved?.get(file, args);
    if (known) this.entries.set(file, { args, ...known });
    return known;
  }

  set(file: string, args: string, doc: Doc, warnings: Diagnostic[]): void {
    this.misses++;
    this.entries.set(file, { args, doc, warnings });
    this.saved?.set(file, args, doc, warnings);
  }

  /**
   * Writes what the start's discovery read for the next start (unless nearly as it was: DiscoveryMemo's
   * `save`), and stops reading through it: later rediscoveries go by what the watcher names.
   */
  async save(): Promise<void> {
    const saved = this.saved;
    this.saved = undefined;
    await saved?.save();
  }

  /** Drops what was read of `path`; of a folder (removed, added, renamed), of every file under it. */
  forget(path: string, folder: boolean): void {
    this.entries.delete(path);
    if (!folder) return;
    const inside = path + sep;
    for (const file of this.entries.keys()) if (file.startsWith(inside)) this.entries.delete(file);
  }
}
