// The persistent build cache: what a page compiled to, and what it rendered to,
// kept on disk between builds so a rebuild redoes only what changed.
//
// Every key starts from a salt that changes with anything that could change the
// output without changing a page: pxdocs's own code (a hash of its compiled
// files), the versions of its dependencies, and the whole site config. A cache
// written by another version or config is therefore never read. Entries are
// written to a temporary name and renamed (a killed build leaves no half
// entry); an entry that does not parse is reported and ignored. The files
// beside an entry are written before it, in place when new (`setFileSync`).
import * as nodeCrypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from './package-root.js';
import { writeFileAtomic, writeFileAtomicSync, writeNewFileSync } from './write-atomic.js';
import { removeAbandonedTrash, removeDetached, trashName } from './remove-detached.js';
import { isAlive } from './process-alive.js';

/** The name of a site's folder under node_modules/.cache/pxdocs (see cacheDir). */
const SITE_FOLDER = /^[0-9a-f]{12}$/;

/**
 * Beside the site folders, anything else under node_modules/.cache/pxdocs is
 * the cache of a pxdocs from before them (one cache for every site): deleted,
 * detached, by the first build under new keys, so an upgrade leaves no
 * gigabytes behind. Other sites' folders are never touched.
 */
function discardSharedLayout(dir: string): void {
  const root = dirname(dir);
  if (basename(root) !== 'pxdocs' || basename(dirname(root)) !== '.cache' || !SITE_FOLDER.test(basename(dir))) return;
  removeAbandonedTrash(root, TRASH);
  for (const name of readdirSync(root)) {
    if (!SITE_FOLDER.test(name) && !name.startsWith(TRASH)) removeDetached(join(root, name), join(root, trashName(TRASH, `shared-${name}`)));
  }
}

/** Names the cache folder (one site's: sites must not share it, see cacheDir). */
export const CACHE_DIR_ENV = 'PXDOCS_CACHE_DIR';

/**
 * Where the cache lives: `PXDOCS_CACHE_DIR` when set (relative to the site), else beside the site's npm cache when it has node_modules,
 * in a folder of the site's own there, else `.pxdocs-cache/`. Several sites may share one node_modules
 * (a link to it, a monorepo's): with one cache for all, a site's first build
 * under new keys discarded the entries another site was building with, which
 * then failed reading its own pages' records (seen in CI). The folder is named
 * by the site's real path from the folder holding the real node_modules, not
 * by its absolute path: a checkout in another place (a CI runner's, with
 * node_modules/.cache restored) finds its cache.
 */
export function cacheDir(cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  // A folder the user names (a CI cache kept between runs, say) holds this site's cache as it is.
  const named = env[CACHE_DIR_ENV]?.trim();
  if (named) return resolve(cwd, named);
  if (!existsSync(join(cwd, 'node_modules'))) return join(cwd, '.pxdocs-cache');
  const owner = dirname(realpathSync(join(cwd, 'node_modules')));
  const site = createHash('sha256').update(relative(owner, realpathSync(cwd)).split(sep).join('/')).digest('hex').slice(0, 12);
  return join(cwd, 'node_modules', '.cache', 'pxdocs', site);
}

export function hash(...parts: string[]): string {
  // One call with the parts joined, when they are small: the same digest as `hashAll`, made without a
  // Hash object and two update calls a part (a rebuild hashes tens of thousands of keys: ~2 µs each saved).
  let length = 0;
  for (const part of parts) length += part.length;
  if (length > ONE_SHOT_CHARS || !oneShotHash || !parts.length) return hashAll(parts);
  return oneShotHash('sha256', `${parts.join('\u0000')}\u0000`, 'hex');
}

/**
 * `hash(text)` of text already in UTF-8 (`Buffer.from(text)`): the same digest without converting
 * it again (a page's records and Markdown are hashed and then written: one conversion serves both).
 */
export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).update('\u0000').digest('hex');
}

/** `crypto.hash`, from Node 20.12 (undefined before: `hash` then streams; engines allow 20.10). */
const oneShotHash: typeof nodeCrypto.hash | undefined = nodeCrypto.hash;

/** Past this many characters `hash` streams its parts instead of joining them. */
const ONE_SHOT_CHARS = 1 << 20;

/**
 * `hash` of a list, however long: a spread of more than about 150,000
 * arguments overflows the stack (a site's every page or input file).
 */
export function hashAll(parts: Iterable<string>): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\u0000');
  return digest.digest('hex');
}

/** JSON of a value with functions (remark plugins in a config) written as their source. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) => (typeof item === 'function' ? `function:${item.toString()}` : item));
}

let codeHash: string | undefined;

/** A hash of pxdocs's own running code, its dependencies' versions and Node's. */
function pxdocsFingerprint(): string {
  if (codeHash) return codeHash;
  const digest = createHash('sha256');
  // The folder this module runs from: dist/compiler when compiled, compiler/ in the sources.
  const codeRoot = dirname(dirname(fileURLToPath(import.meta.url)));
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(js|ts|tsx|json)$/.test(name)) digest.update(name).update(readFileSync(full));
    }
  };
  for (const folder of ['compiler', 'theme/components', 'theme/shared']) walk(join(codeRoot, folder));
  const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };
  digest.update(manifest.version);
  // Pages format dates and numbers with Intl (last-update dates, the blog's lists): Node and its ICU data too.
  digest.update(`node ${process.version} icu ${process.versions.icu ?? '-'} unicode ${process.versions.unicode ?? '-'}`);
  for (const name of Object.keys(manifest.dependencies ?? {}).sort()) {
    try {
      digest.update(`${name}@${(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`);
    } catch {
      digest.update(`${name}@?`);
    }
  }
  codeHash = digest.digest('hex');
  return codeHash;
}

/**
 * What stands for the site's folder in keys and entries: the escape of a character no path holds, as JSON
 * writes it, so an entry's text carries it unparsed until `BuildCache` puts the reading site's folder back.
 */
const SITE_MARK = '\\u0000pxdocs-site\\u0000';

/**
 * `text` with the site folder `root` (a path inside it, or the folder quoted alone) written as a mark, raw
 * and as JSON escapes it: a site moved or copied elsewhere (a CI checkout in another folder, a renamed
 * one) makes the same keys and salt, and finds its entries. Paths outside the site stay as they are: the
 * same text there may be another file.
 */
export function siteFree(text: string, root: string | undefined): string {
  if (!root) return text;
  const folder = root.endsWith(sep) ? root.slice(0, -1) : root;
  // The file system's root: every path is inside it, and nothing is moved by leaving it.
  if (!folder) return text;
  let free = text.replaceAll(`${folder}${sep}`, `${SITE_MARK}${sep}`).replaceAll(`"${folder}"`, `"${SITE_MARK}"`);
  const escaped = JSON.stringify(folder).slice(1, -1);
  if (escaped !== folder) {
    const escapedSep = JSON.stringify(sep).slice(1, -1);
    free = free.replaceAll(`${escaped}${escapedSep}`, `${SITE_MARK}${escapedSep}`).replaceAll(`"${escaped}"`, `"${SITE_MARK}"`);
  }
  return free;
}

/** An entry's JSON text written by `siteFree`, with the site folder `root` put back where it was marked. */
function siteIn(json: string, root: string): string {
  if (!json.includes(SITE_MARK)) return json;
  return json.replaceAll(SITE_MARK, JSON.stringify(root.endsWith(sep) ? root.slice(0, -1) : root).slice(1, -1));
}

/** The salt of every key: pxdocs's code and dependencies, and the config. */
export function cacheSalt(config: unknown): string {
  return hash(pxdocsFingerprint(), stableJson(config));
}

const BUCKETS = ['compile', 'page'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Names of buckets being deleted (see `discardOtherSalts`). */
const TRASH = 'trash-';

/**
 * Where the cache notes that entries under a salt may exist: written before the first
 * entry of a salt, so a build can tell at once that none can (see `BuildCache.mayHold`).
 */
function saltMarker(dir: string, salt: string): string {
  return join(dir, 'salts', hash(salt).slice(0, 32));
}

export class BuildCache {
  /** Problems met while reading (a corrupt entry), to report as warnings. */
  readonly problems: string[] = [];
  private marked = false;

  /**
   * `empty`: no entry under this salt can exist yet (`mayHold` said so when the
   * build started), so nothing is looked up: every `get` misses at once.
   */
  /** `dir` normalized, without a trailing separator: entry paths are built on it by concatenation (see `file`). */
  private readonly base: string;

  /**
   * `root`: the site's folder, written as a mark in keys and entries (`siteFree`) and put back when an
   * entry is read, so the site finds them from another folder, and the paths they hold are its own.
   */
  constructor(readonly dir: string, readonly salt: string, private readonly empty = false, private readonly root?: string) {
    const normal = join(dir);
    this.base = normal.endsWith(sep) ? normal.slice(0, -1) : normal;
  }

  /**
   * False when no entry under this salt was ever written: the first build after
   * pxdocs, its dependencies or the config changed. Such a build looks nothing
   * up: at 10,000 pages, reading entries that cannot exist (in folders still
   * holding the old salt's) kept the page threads waiting 8 s. A build that
   * stopped half-way has marked its salt: the next one finds its pages.
   */
  mayHold(): boolean {
    return existsSync(saltMarker(this.dir, this.salt));
  }

  /** Marks the salt before its first entry is written (once per instance; threads each have one). */
  private mark(): void {
    if (this.marked) return;
    const marker = saltMarker(this.dir, this.salt);
    mkdirSync(dirname(marker), { recursive: true });
    if (!existsSync(marker)) writeFileSync(marker, `${new Date().toISOString()}\n`);
    this.marked = true;
  }

  /**
   * Before the first build under this salt (`mayHold` false): every entry
   * there is another salt's, which this build can never read and would prune
   * once done (at 10,000 pages, 150,000 files: 22 s of unlink calls at the end
   * of the first build after an upgrade). The buckets are moved aside now and
   * deleted by a detached process; trash a killed build left is deleted too.
   * A build that stopped half-way has marked its salt: the next one keeps
   * what it wrote.
   */
  discardOtherSalts(): void {
    removeAbandonedTrash(this.dir, TRASH);
    if (this.mayHold()) return;
    discardSharedLayout(this.dir);
    for (const bucket of BUCKETS) {
      const folder = join(this.dir, bucket);
      if (existsSync(folder)) removeDetached(folder, join(this.dir, trashName(TRASH, `${bucket}-${Date.now().toString(36)}`)));
    }
  }

  /** Removes the markers of other salts (their entries were just pruned). */
  pruneSalts(): void {
    const folder = join(this.dir, 'salts');
    if (!existsSync(folder)) return;
    const current = basename(saltMarker(this.dir, this.salt));
    for (const name of readdirSync(folder)) if (name !== current) rmSync(join(folder, name), { force: true });
  }

  /** `text` with the site's folder marked (`siteFree`), for a key made of hashes of it. */
  siteFree(text: string): string {
    return siteFree(text, this.root);
  }

  key(...parts: string[]): string {
    return hash(this.salt, ...(this.root ? parts.map((part) => siteFree(part, this.root)) : parts));
  }

  private path(bucket: Bucket, key: string): string {
    return this.file(bucket, key, '.json');
  }

  /**
   * A file beside an entry (`<key><ext>`): large text an entry's reader may
   * not need (a page's HTML is linked into the output, never read back).
   * Written before the entry, so an entry never names a missing file.
   */
  file(bucket: Bucket, key: string, ext: string): string {
    // Not `join`: the parts are plain names on a normalized folder, and join's normalizing was ~0.1 s of a
    // 10,000-page rebuild (five paths a page). The same path as join(dir, bucket, key.slice(0, 2), key + ext).
    return `${this.base}${sep}${bucket}${sep}${key.slice(0, 2)}${sep}${key}${ext}`;
  }

  async setFile(bucket: Bucket, key: string, ext: string, contents: string | Uint8Array): Promise<void> {
    this.mark();
    await writeFileAtomic(this.file(bucket, key, ext), contents);
  }

  /**
   * `setFile` without the thread pool: a page thread writes a dozen small files
   * a page one after another, and each awaited write left the thread idle
   * through four thread-pool round trips (open, write, close, rename). Written
   * in place when new (`writeNewFileSync`): a side file is read only through
   * its entry, written after it, so a killed build's half file is never read.
   */
  setFileSync(bucket: Bucket, key: string, ext: string, contents: string | Uint8Array): void {
    this.mark();
    writeNewFileSync(this.file(bucket, key, ext), contents);
  }

  async get<T>(bucket: Bucket, key: string): Promise<T | undefined> {
    if (this.empty) return undefined;
    const path = this.path(bucket, key);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return undefined;
    }
    return this.parse<T>(path, text);
  }

  /**
   * `get` without the thread pool: a rebuild takes thousands of page entries in
   * a row, and a synchronous read of a small file costs a fifth of an awaited one.
   */
  getSync<T>(bucket: Bucket, key: string): T | undefined {
    if (this.empty) return undefined;
    const path = this.path(bucket, key);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
    return this.parse<T>(path, text);
  }

  private parse<T>(path: string, text: string): T | undefined {
    try {
      return JSON.parse(this.root ? siteIn(text, this.root) : text) as T;
    } catch (error) {
      this.problems.push(`Ignored a corrupt cache entry ${path} (${(error as Error).message}); it will be written again.`);
      rmSync(path, { force: true });
      return undefined;
    }
  }

  async set(bucket: Bucket, key: string, value: unknown): Promise<void> {
    this.mark();
    await writeFileAtomic(this.path(bucket, key), this.json(value));
  }

  /** `set` without the thread pool (see `setFileSync`). */
  setSync(bucket: Bucket, key: string, value: unknown): void {
    this.mark();
    writeFileAtomicSync(this.path(bucket, key), this.json(value));
  }

  /** An entry's text, the site's folder marked in it (see the constructor). */
  private json(value: unknown): string {
    const text = JSON.stringify(value);
    return this.root ? siteFree(text, this.root) : text;
  }

  /** Deletes every entry of `bucket` not in `keep` (what this build used), so the cache does not grow forever. */
  async prune(bucket: Bucket, keep: Set<string>): Promise<number> {
    let removed = 0;
    const root = join(this.dir, bucket);
    if (!existsSync(root)) return 0;
    for (const shard of await readdir(root)) {
      for (const name of await readdir(join(root, shard))) {
        // An entry and the files beside it go together: `<key>.json`, `<key>.html`, `<key>.records.json`…
        if (keep.has(name.slice(0, name.indexOf('.') === -1 ? undefined : name.indexOf('.'))) || beingWritten(name)) continue;
        // Unlinked synchronously: awaited, each of thousands of calls waited on the thread pool.
        rmSync(join(root, shard, name), { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/**
 * An entry another running build is writing (`<key>.json.<pid>-…`, `<key>.html.<pid>-…`): that build
 * renames it in a moment, and removing it would fail it. One left by a build
 * that was killed is removed.
 */
function beingWritten(name: string): boolean {
  const pid = Number(/\.[a-z]+\.(\d+)-[a-z0-9]+$/.exec(name)?.[1]);
  return pid ? isAlive(pid) : false;
}

/** Share of the entries in use that may be stale before a build deletes them (see `pruneDue`). */
const STALE_SHARE = 0.01;

/**
 * Whether this build should walk the cache's buckets and delete the entries no
 * page used. The walk reads every shard of both buckets (at 10,000 pages,
 * 60,000 files: 0.3-0.6 s), which a build that changed one page spends to
 * delete one or two entries. So `prune.json` counts the entries that may have
 * gone stale since the last walk (each entry written replaces one at most, and
 * a site that lost pages left theirs), and the walk runs once they exceed
 * `share` of the entries in use: the cache holds at most about that share of
 * stale entries. A missing or unreadable count walks at once.
 */
export function pruneDue(dir: string, used: number, written: number, share = STALE_SHARE): boolean {
  const file = join(dir, 'prune.json');
  let debt: number | undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { debt?: unknown; used?: unknown };
    if (typeof saved.debt === 'number' && typeof saved.used === 'number') debt = saved.debt + written + Math.max(0, saved.used - used);
  } catch {
    // Missing or corrupt: walked now, counted from here.
  }
  const due = debt === undefined || debt > used * share;
  mkdirSync(dir, { recursive: true });
  writeFileAtomicSync(file, JSON.stringify({ debt: due ? 0 : debt, used }));
  return due;
}
