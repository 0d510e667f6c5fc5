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
import { sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
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

  get(file: string, args: string): { doc: Doc; warnings: Diagnostic[] } | undefined {
    const entry = this.entries.get(file);
    return entry && entry.args === args ? entry : undefined;
  }

  set(file: string, args: string, doc: Doc, warnings: Diagnostic[]): void {
    this.misses++;
    this.entries.set(file, { args, doc, warnings });
  }

  /** Drops what was read of `path`; of a folder (removed, added, renamed), of every file under it. */
  forget(path: string, folder: boolean): void {
    this.entries.delete(path);
    if (!folder) return;
    const inside = path + sep;
    for (const file of this.entries.keys()) if (file.startsWith(inside)) this.entries.delete(file);
  }
}
