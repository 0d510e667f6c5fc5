// A cold build's search index merged while its pages are built: pages come
// in any order (threads finish batches out of turn, generated index pages are
// rendered between them) and are merged in route order as soon as every page
// before them is in, so the merge runs on the main thread while the page
// threads work, not after them (about a third of the search stage at 10,000
// pages). Record ids depend on the record counts of the pages before, hence
// route order. The writer (shards.ts, `ShardOptions.merged`) takes over the
// pages merged here and merges the rest.
import { IndexMerge } from './index-merge.js';
import { CHUNK_SIZE, type PageFragment } from './shards.js';

/** A page as the merge needs it; undefined when it cannot be merged here (the writer merges it and every later page). */
export type MergePage = { key: string; records: number; fragment(): PageFragment } | undefined;

export class RouteOrderMerge {
  private merge?: IndexMerge = new IndexMerge(CHUNK_SIZE);
  /** False once a page could not be merged here: the pages before it stay merged, the rest wait for the writer. */
  private open = true;
  private readonly waiting = new Map<number, () => MergePage>();
  private next = 0;

  /** Route `position`'s page is built: it, and the pages after it that wait for it, are merged. */
  ready(position: number, page: () => MergePage): void {
    if (!this.merge || !this.open) return;
    this.waiting.set(position, page);
    for (let entry = this.waiting.get(this.next); entry; entry = this.waiting.get(this.next)) {
      this.waiting.delete(this.next++);
      let made: MergePage;
      try {
        made = entry();
        if (made) this.merge.addPage(made.key, made.records, made.fragment);
      } catch {
        // A fragment that cannot be read: the search stage reads it again and reports it as it does for any page.
        // Part of the page may be in, so the writer gets none of it.
        this.merge = undefined;
      }
      if (!made! || !this.merge) return this.close();
    }
  }

  private close(): void {
    this.open = false;
    this.waiting.clear();
  }

  /** Routes merged so far, in order from the first (the pages after them wait for the next). */
  get merged(): number {
    return this.next;
  }

  /** The pages merged so far, handed over once (this then holds nothing). */
  take(): IndexMerge | undefined {
    const merge = this.merge;
    this.merge = undefined;
    this.close();
    return merge;
  }
}
