// The sharded index updated after page edits (compiler/search/incremental.ts)
// is the index a build from scratch makes of the same pages, byte for byte:
// manifest, every postings shard and every document chunk. Checked over a
// chain of seeded random edits (words changed, records added and removed,
// new words, words gone from the site), over a chain that drains the buffers
// of frequent terms (small caps: terms are made again from every page), and
// for the cases an update gives up (a page outgrowing its slots, a missing
// fragment, a corrupt buffer file): the index is then made anew, the same.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageChunks, pageFragment, ShardedIndexWriter, type PageFragment, type ShardOptions } from '../../compiler/search/shards.js';
import { encodeFragment, FRAGMENT_EXT } from '../../compiler/search/fragment-file.js';
import { IndexStateStore, type IndexState } from '../../compiler/search/index-state.js';
import type { ShardedManifest } from '../../theme/shared/search-shards.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { generateRecords } from './shard-fixture.js';
import { seededRandom } from '../helpers.js';

const temp: string[] = [];
after(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pxdocs-incremental-'));
  temp.push(dir);
  return dir;
}

/** Records split by page. */
function byPage(records: SearchRecord[]): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  for (const [n, record] of records.entries()) {
    if (n === 0 || record.url_without_anchor !== records[n - 1].url_without_anchor) pages.push([]);
    pages[pages.length - 1].push(record);
  }
  return pages;
}

interface Built {
  manifest: ShardedManifest;
  files: Map<string, string>;
  state?: IndexState;
  how?: string;
  /** Terms an update made again from every page's fragment. */
  remade?: number;
}

/** One build as the build runs it: pages prepared (fragment files on disk), an update when a previous build is given. */
async function build(pages: SearchRecord[][], options: ShardOptions, site: { dir: string; store?: IndexStateStore; previous?: Built }): Promise<Built> {
  const files = new Map<string, string>();
  const previous = site.previous;
  const writer = new ShardedIndexWriter(async (path, contents) => void files.set(path, contents), 'same-name', options, site.store && {
    store: site.store,
    key: 'test',
    previous: previous?.state,
    linkPrevious: async (from, to) => {
      const contents = previous?.files.get(from);
      if (contents === undefined) return false;
      files.set(to, contents);
      return true;
    },
  });
  for (const page of pages) {
    const made = madeOf(page);
    const { key } = made;
    // Kept on disk under its content, as the page cache keeps it: the next update reads the old one.
    // Only an update reads it (a build with a store; the writer of a build from scratch never opens it),
    // and a page unchanged since the last build has its file already: writing each page's file on every
    // build, as this did, was a third of the file's CPU time. A file removed by a test is written again.
    const fragmentFile = join(site.dir, made.fileName);
    if (site.store && !existsSync(fragmentFile)) await writeFile(fragmentFile, encodeFragment(fragmentOf(made)));
    await writer.addPage({ key, records: page.length, fragment: () => fragmentOf(made), fragmentFile, place: async (path, local) => void files.set(path, chunksOf(made)[local]) });
  }
  const manifest = await writer.finish();
  if (site.store && writer.state) await site.store.write(writer.state);
  return { manifest, files, state: writer.state, how: writer.made?.how, remade: writer.made?.how === 'updated' ? writer.made.remade : undefined };
}

/** What `build` makes of a page: its key, file name, fragment and chunks. */
interface Made {
  page: SearchRecord[];
  key: string;
  fileName: string;
  fragment?: PageFragment;
  chunks?: string[];
}

/**
 * Made once per page, kept while the page is (an edit makes a new array; an unchanged page stays the same
 * one through a chain, and `fresh` builds the very pages the update did): making the fragment of every
 * page on every build, as this did, was a quarter of the file's CPU time. The writer only reads them.
 */
const made = new WeakMap<SearchRecord[], Made>();
function madeOf(page: SearchRecord[]): Made {
  let found = made.get(page);
  if (!found) {
    const key = JSON.stringify(page);
    found = { page, key, fileName: `${Buffer.from(key).toString('base64url').slice(0, 40)}-${key.length}-${hashOf(key)}${FRAGMENT_EXT}` };
    made.set(page, found);
  }
  return found;
}

/** The page's fragment, made when first asked for (an update never asks for an unchanged page's, as the build's page cache never reads it). */
const fragmentOf = (page: Made): PageFragment => (page.fragment ??= pageFragment(page.page));
const chunksOf = (page: Made): string[] => (page.chunks ??= pageChunks(page.page));

function hashOf(text: string): string {
  let hash = 0;
  for (let n = 0; n < text.length; n++) hash = (Math.imul(hash, 31) + text.charCodeAt(n)) | 0;
  return (hash >>> 0).toString(36);
}

/** A build from scratch of the same pages, without any state. */
async function fresh(pages: SearchRecord[][], options: ShardOptions): Promise<Built> {
  return build(pages, options, { dir: await tempDir() });
}

function assertSame(actual: Built, expected: Built, message: string): void {
  assert.deepEqual(actual.manifest, expected.manifest, `${message}: manifest`);
  assert.deepEqual([...actual.files.keys()].sort(), [...expected.files.keys()].sort(), `${message}: file names`);
  for (const [path, contents] of expected.files) assert.equal(actual.files.get(path), contents, `${message}: ${path}`);
}

/** A page with one record's text changed (some words swapped for others, maybe a new one). */
function edit(page: SearchRecord[], random: () => number, words: string[]): SearchRecord[] {
  const copy = page.map((record) => ({ ...record }));
  const at = 1 + Math.floor(random() * (copy.length - 1));
  const record = copy[at];
  const choice = random();
  const word = words[Math.floor(random() * words.length)];
  if (choice < 0.4) record.content = `${record.content ?? ''} ${word} ${word}`;
  else if (choice < 0.6) record.content = (record.content ?? '').split(' ').slice(1).join(' ');
  else if (choice < 0.8) copy.splice(at + 1, 0, { ...record, content: `${word} fresh${Math.floor(random() * 1e6)} words.`, objectID: `${record.objectID}-new` });
  else if (copy.length > 3) copy.splice(at, 1);
  else record.content = `${record.content ?? ''} ${word}`;
  return copy;
}

/** Whether a record's text has `word` as a word. */
const hasWord = (record: SearchRecord, word: string) => (record.content ?? '').split(/\W+/).includes(word);

/**
 * 60 pages indexed with a cap of 3 (a frequent term's buffer holds 6
 * postings), built once with a state to update, and their commonest term.
 */
async function cappedSite() {
  const dir = await tempDir();
  const store = new IndexStateStore(join(dir, 'state'));
  const options: ShardOptions = { maxPostings: 3 };
  const pages = byPage(generateRecords(60, 5));
  const first = await build(pages, options, { dir, store });
  const common = first.manifest.terms[first.manifest.counts.indexOf(Math.max(...first.manifest.counts))];
  return { dir, store, options, pages, first, common };
}

describe('updating the sharded index', () => {
  // The second: a manifest that lists part of the dictionary (its most frequent terms, which edits change).
  for (const options of [{}, { headChars: 4000 }] as ShardOptions[]) it(`gives the index a build from scratch gives, after each of a chain of random page edits${options.headChars ? ', the manifest listing part of the dictionary' : ''}`, async () => {
    const dir = await tempDir();
    const store = new IndexStateStore(join(dir, 'state'));
    const random = seededRandom(11);
    let pages = byPage(generateRecords(120, 3));
    const words = [...new Set(pages.flat().flatMap((record) => (record.content ?? '').split(/\W+/)).filter((word) => word.length > 3))];
    let last = await build(pages, options, { dir, store });
    assert.equal(last.how, 'anew');
    assert.equal(last.manifest.dictionary, options.headChars ? 'head' : undefined);
    let updated = 0;
    for (let round = 0; round < 12; round++) {
      const changes = 1 + Math.floor(random() * 3);
      pages = pages.map((page) => page);
      for (let n = 0; n < changes; n++) {
        const at = Math.floor(random() * pages.length);
        pages[at] = edit(pages[at], random, words);
      }
      last = await build(pages, options, { dir, store, previous: last });
      if (last.how === 'updated') updated++;
      assertSame(last, await fresh(pages, options), `round ${round}`);
    }
    assert.ok(updated >= 8, `${updated} of 12 rounds were updates (the rest: a page outgrew its slots, or an average rounded differently)`);
  });

  it('makes a term again from every page when pages leave its buffer short, and still gives the same index', async () => {
    // The edits below take the commonest term's best postings out of its buffer.
    const site = await cappedSite();
    const { dir, store, options, common } = site;
    let [pages, last] = [site.pages, site.first];
    for (let round = 0; round < 6; round++) {
      // Every page loses its records with the commonest word (one at a time, first pages first).
      const at = pages.findIndex((page) => page.slice(1).some((record) => hasWord(record, common)));
      if (at === -1) break;
      pages = pages.map((page, n) => (n === at ? page.filter((record, index) => index === 0 || !hasWord(record, common)) : page));
      last = await build(pages, options, { dir, store, previous: last });
      assertSame(last, await fresh(pages, options), `round ${round}`);
    }
    assert.equal(last.how, 'updated');
  });

  it('keeps frequent terms\' buffers through edits of the pages that hold their best postings: nothing made again, the same index', async () => {
    // The pages holding the commonest term's postings are edited below.
    const site = await cappedSite();
    const { dir, store, options, first, common } = site;
    let pages = site.pages;
    const holders = pages.flatMap((page, n) => (page.slice(1).some((record) => hasWord(record, common)) ? [n] : []));
    assert.ok(holders.length >= 6, `${holders.length} pages hold "${common}"`);
    // Each page gets a marker word once (its lengths change then); later edits swap the marker for another,
    // so every posting keeps its score and a page's postings leave and come back where they were.
    const marker = new Map<number, number>();
    let last = first;
    for (let round = 0; round < 2 * holders.length; round++) {
      const at = holders[round % holders.length];
      const before = marker.get(at);
      marker.set(at, round);
      pages = pages.map((page, n) => (n !== at ? page : page.map((record, index) => (index !== 1 ? record : {
        ...record,
        content: before === undefined ? `${record.content ?? ''} marker${round}` : (record.content ?? '').replace(`marker${before}`, `marker${round}`),
      }))));
      last = await build(pages, options, { dir, store, previous: last });
      assertSame(last, await fresh(pages, options), `round ${round}`);
      // A marker added changes its page's lengths, and an average may then round to another step
      // (the index is made anew, the same); a marker swapped changes no length.
      if (before === undefined) continue;
      assert.equal(last.how, 'updated', `round ${round}`);
      assert.equal(last.remade, 0, `round ${round}: a term was made again from every page`);
    }
  });

  it('makes the index anew, the same, when a page outgrows its chunk slots, an old fragment is missing or a buffer file is corrupt', async () => {
    const dir = await tempDir();
    const store = new IndexStateStore(join(dir, 'state'));
    const options: ShardOptions = {};
    let pages = byPage(generateRecords(40, 9));
    let last = await build(pages, options, { dir, store });

    // 64 more records on the first page: its chunks no longer fit its slots, so every later id moves.
    pages = [[...pages[0], ...Array.from({ length: 64 }, (_, n) => ({ ...pages[0][1], content: `grown ${n}`, objectID: `grown-${n}` }))], ...pages.slice(1)];
    last = await build(pages, options, { dir, store, previous: last });
    assert.equal(last.how, 'anew');
    assertSame(last, await fresh(pages, options), 'a page outgrew its slots');

    // The old fragment of the page that changes next is gone.
    pages = pages.map((page, n) => (n === 5 ? page.map((record, index) => (index === 1 ? { ...record, content: 'quite other words' } : record)) : page));
    await rm(last.state!.pages[5].fragment!);
    last = await build(pages, options, { dir, store, previous: last });
    assert.equal(last.how, 'anew');
    assertSame(last, await fresh(pages, options), 'a missing fragment');

    // A buffer file no longer matches its name: not trusted.
    pages = pages.map((page, n) => (n === 7 ? page.map((record, index) => (index === 1 ? { ...record, content: `${record.content ?? ''} more` } : record)) : page));
    for (const name of last.state!.shardStates) await writeFile(join(dir, 'state', 'shards', `${name}.bin`), 'not a buffer');
    last = await build(pages, options, { dir, store, previous: last });
    assert.equal(last.how, 'anew');
    assertSame(last, await fresh(pages, options), 'corrupt buffers');

    // And a plain edit after all that is an update again.
    pages = pages.map((page, n) => (n === 9 ? page.map((record, index) => (index === 1 ? { ...record, content: `${record.content ?? ''} again` } : record)) : page));
    last = await build(pages, options, { dir, store, previous: last });
    assert.equal(last.how, 'updated');
    assertSame(last, await fresh(pages, options), 'an edit after');
  });

  it('does not use a state made under another key or with other settings', async () => {
    const dir = await tempDir();
    const store = new IndexStateStore(join(dir, 'state'));
    const pages = byPage(generateRecords(30, 2));
    const first = await build(pages, {}, { dir, store });
    const edited = pages.map((page, n) => (n === 3 ? page.map((record, index) => (index === 1 ? { ...record, content: 'changed text' } : record)) : page));
    const capped = await build(edited, { maxPostings: 50 }, { dir, store, previous: first });
    assert.equal(capped.how, 'anew');
    assertSame(capped, await fresh(edited, { maxPostings: 50 }), 'another cap');
  });

  it('writes its buffer files before the state that names them, and fails the state when one cannot be written', async () => {
    const dir = await tempDir();
    const pages = byPage(generateRecords(30, 2));
    const store = new IndexStateStore(join(dir, 'state'));
    const made = await build(pages, {}, { dir, store });
    assert.ok(made.state && made.state.shardStates.length > 0);
    // Every shard the state names is on disk, whole (its name is its content's hash), once `write` returned.
    for (const name of made.state.shardStates) assert.ok(await store.readShard(name), `shard ${name}`);
    // A file that cannot be written (a folder where the file goes) fails the state's write, naming the cause.
    const other = new IndexStateStore(join(dir, 'other'));
    await mkdir(join(dir, 'other', 'shards', `${made.state.shardStates[0]}.bin`), { recursive: true });
    await assert.rejects(build(pages, {}, { dir, store: other }), /EISDIR|illegal operation on a directory/);
  });
});
