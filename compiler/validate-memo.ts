// What the last build's link check found, so a rebuild checks again only the
// pages it must. A page's verdict is a function of its own links (the links
// its Markdown wrote, the hrefs its HTML holds, its permalink) and of what
// links can reach: every page's route and element ids, the other files, the
// settings. While those "targets" hash the same, a page whose links hash the
// same as a page that had no problem has none now: it is counted, not checked.
// A page is keyed by a hash of its links (`pageLinksKey`): a page in the cache
// by the one made when it was rendered and kept in its entry (`linksKey`), so
// taking it whole hashes nothing. Never by its entry's key: that says what the
// page was made from, and a page made anew from the same inputs with other
// links (a bug, an entry written elsewhere) must be checked again.
// At 10,000 pages a one-page rebuild checked 262,000 links again (0.4 s) when
// the page's edit moved no heading; now it checks that page's.
// A page with any problem, even one its setting ignores, is never remembered:
// it is checked on every build, so its warnings are reported every time.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { hashAll } from './cache.js';
import type { PageLinks } from './validate.js';
import type { Packed } from './packed-strings.js';

interface MemoFile {
  targets: string;
  /** Pages without problems: their links' key → how many links the check counted. */
  pages: Record<string, number>;
}

export class ValidationMemo {
  /** This build's pages without problems (the next build's memo: keys of pages gone are dropped). */
  private readonly next = new Map<string, number>();
  private used = 0;

  private constructor(
    private readonly file: string,
    private readonly targets: string,
    private readonly known: Map<string, number>,
  ) {}

  /**
   * The memo in `file` for these targets: empty when it was made for other
   * targets, or is missing or unreadable (then every page is checked).
   */
  static load(file: string, targets: string): ValidationMemo {
    let known = new Map<string, number>();
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as MemoFile;
      if (stored && stored.targets === targets && stored.pages && typeof stored.pages === 'object') {
        known = new Map(Object.entries(stored.pages).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 0));
      }
    } catch {
      // First build, or a corrupt file: nothing is skipped.
    }
    return new ValidationMemo(file, targets, known);
  }

  /**
   * A memo kept in memory from one check to the next (pxdocs dev): `previous`'s verdicts while the
   * targets are the same, else none.
   */
  static carry(previous: ValidationMemo | undefined, targets: string): ValidationMemo {
    return new ValidationMemo('', targets, previous?.targets === targets ? previous.next : new Map());
  }

  /** How many links the page with links `key` counted when it had no problem; undefined: check it. */
  checked(key: string): number | undefined {
    const count = this.known.get(key);
    if (count !== undefined) {
      this.next.set(key, count);
      this.used++;
    }
    return count;
  }

  /** A page checked now without any problem. */
  remember(key: string, checked: number): void {
    this.next.set(key, checked);
  }

  /** Pages counted from the memo, not checked. */
  get skipped(): number {
    return this.used;
  }

  /** Writes the memo for the next build, when it says anything new (written whole, then renamed). */
  save(): void {
    if (this.next.size === this.known.size && this.used === this.known.size) return;
    const contents: MemoFile = { targets: this.targets, pages: Object.fromEntries(this.next) };
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, JSON.stringify(contents));
      renameSync(temporary, this.file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }
}

/**
 * The hash of everything a link can reach: every page's route and ids, the
 * other files, and `settings` (the salt, the broken-link settings). Ids are
 * packed strings, so hashing them is a pass over a few MB at 10,000 pages.
 */
export function linkTargets(settings: string[], ids: ReadonlyMap<string, Packed>, files: ReadonlySet<string>): string {
  function* parts(): Generator<string> {
    yield* settings;
    yield 'ids';
    for (const [route, packed] of ids) {
      yield route;
      yield packed;
    }
    yield 'files';
    yield* files;
  }
  return hashAll(parts());
}

/** The key of a page's links: made on a page's thread for the cache (`PageResult.linksKey`), else by the check (a generated index page, the config's links). */
export function pageLinksKey(page: Pick<PageLinks, 'permalink' | 'links' | 'renderedHrefs' | 'linked' | 'unchecked'>): string {
  return hashAll(['links', page.permalink, JSON.stringify(page.links), page.renderedHrefs, page.linked ?? '\0', JSON.stringify(page.unchecked ?? [])]);
}
