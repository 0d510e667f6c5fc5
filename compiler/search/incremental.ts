// Updating the sharded index after some pages changed, instead of making it
// again: the terms the changed pages have (or had) get new entries, computed
// from the buffers the last build kept (compiler/search/index-state.ts) minus
// the pages' old postings plus their new ones; every other shard is the last
// build's file, linked. The rules of postings.ts make this give the same
// bytes as a build from scratch (test/search/incremental.test.ts compares).
//
// A term's buffer holds its best postings, a margin past the shard's cap. When
// pages leave so much of it that the cap's worth of best postings is no longer
// sure to be there, that term is made again from every page's fragment (rare:
// the buffer is twice the cap). Anything else the update cannot vouch for (a
// missing file, an average that rounds differently, a state that does not add
// up) returns undefined, and the caller makes the whole index anew.
import { readFile } from 'node:fs/promises';
import { FIELDS } from '../../theme/shared/search-engine.js';
import { shardOf, type ShardedManifest } from '../../theme/shared/search-shards.js';
import { best, BUFFER_FACTOR, chunkSlots, dictionaryHead, entryText, packShards, postingScore, quantizedAverages, shardText, type DictionaryFields, type PackOptions, type PostingList } from './postings.js';
import type { IndexState, IndexStateStore, StatePage, TermBuffer } from './index-state.js';
import type { ChangedPage, EmitFile, IndexPage, PageFragment } from './shards.js';
import { decodeFragment } from './fragment-file.js';

export interface UpdateInput {
  previous: IndexState;
  store: IndexStateStore;
  linkPrevious(from: string, to: string): Promise<boolean>;
  emit: EmitFile;
  /** The changed pages, in page order. */
  changed: ChangedPage[];
  /** Every page, in order, with its first chunk slot (to read all fragments when a term must be made again). */
  pages: { page: IndexPage; start: number }[];
  /** The same pages as the next state names them. */
  statePages: StatePage[];
  records: number;
  slots: number;
  chunkSize: number;
  maxPostings: number;
  pack: PackOptions;
  /** The manifest's dictionary budget (`dictionaryHead`). */
  headChars?: number;
  /** This build's name hash. */
  name: string;
  /** The path of shard `number` of the index named `name`. */
  shardPath(number: number, name: string): string;
  manifest(fields: DictionaryFields & { records: number }): ShardedManifest;
}

export interface UpdateOutput {
  manifest: ShardedManifest;
  state: Omit<IndexState, 'key' | 'name'>;
  /** Terms whose entries were made again, and shard files written (the rest were linked). */
  touched: number;
  written: number;
  /** Of the touched terms, those made again from every page's fragment (their buffers ran short). */
  remade: number;
}

/** A growable posting list (ids ascending as pushed). */
function emptyList(): PostingList {
  return { ids: new Int32Array(0), scores: new Float64Array(0), groups: new Int32Array(0), length: 0 };
}

function fromArrays(ids: number[], scores: number[], groups: number[]): PostingList {
  return { ids: Int32Array.from(ids), scores: Float64Array.from(scores), groups: Int32Array.from(groups), length: ids.length };
}

/** Postings of a term gathered page by page. */
interface Gathered { ids: number[]; scores: number[]; groups: number[] }

/** Adds a fragment's postings of the wanted terms (all of them, without `wanted`) to `into`. */
function gather(fragment: PageFragment, start: number, chunkSize: number, averages: readonly number[], into: Map<string, Gathered>, wanted?: ReadonlySet<string>): void {
  const first = start * chunkSize;
  for (let term = 0; term < fragment.terms.length; term++) {
    const name = fragment.terms[term];
    if (wanted && !wanted.has(name)) continue;
    let list = into.get(name);
    if (!list) into.set(name, (list = { ids: [], scores: [], groups: [] }));
    const { starts, postings } = fragment;
    for (let n = starts[term] * 2; n < starts[term + 1] * 2; n += 2) {
      const local = postings[n];
      list.ids.push(first + local);
      list.scores.push(postingScore(postings[n + 1], fragment.lengths, local * FIELDS.length, fragment.types[local], averages));
      list.groups.push(fragment.groups[local]);
    }
  }
}

/**
 * How many of a term's best postings its updated buffer surely holds, when
 * the last buffer (`list`) surely held its top `known`, in the order `best`
 * keeps them (score, then the lower id on a tie). Every posting the buffer
 * lacked ranks below the last of that top, `t`. So the new top is what ranks
 * with `t` or above it: the postings of that top the changed pages did not
 * hold, and the added postings that rank with `t` or above (a page edited
 * without changing a term's posting puts it back where it was). Counting
 * every posting that left instead took one from `known` for good at each edit
 * of a page holding one of a frequent term's buffered postings: after a few
 * edits of the same page the term was made again from every page's fragment
 * (10,537 fragments read at 10,023 pages).
 */
function surelyHeld(list: PostingList, inRanges: (id: number) => boolean, known: number, added: Gathered | undefined): number {
  if (known <= 0) return 0;
  const order = Array.from({ length: list.length }, (_, n) => n).sort((a, b) => list.scores[b] - list.scores[a] || list.ids[a] - list.ids[b]);
  const top = order.slice(0, known);
  let held = 0;
  for (const n of top) if (!inRanges(list.ids[n])) held++;
  if (!added || top.length < known) return held;
  const score = list.scores[top[known - 1]];
  const id = list.ids[top[known - 1]];
  for (let n = 0; n < added.ids.length; n++) if (added.scores[n] > score || (added.scores[n] === score && added.ids[n] <= id)) held++;
  return held;
}

/** The postings of `a` (ids ascending) outside `ranges`, then those of `b`, merged by id. */
function mergeLists(a: PostingList, inRanges: (id: number) => boolean, b: Gathered | undefined): PostingList {
  const ids: number[] = [];
  const scores: number[] = [];
  const groups: number[] = [];
  let j = 0;
  const added = b ?? { ids: [], scores: [], groups: [] };
  for (let n = 0; n < a.length; n++) {
    const id = a.ids[n];
    if (inRanges(id)) continue;
    while (j < added.ids.length && added.ids[j] < id) {
      ids.push(added.ids[j]);
      scores.push(added.scores[j]);
      groups.push(added.groups[j]);
      j++;
    }
    ids.push(id);
    scores.push(a.scores[n]);
    groups.push(a.groups[n]);
  }
  for (; j < added.ids.length; j++) {
    ids.push(added.ids[j]);
    scores.push(added.scores[j]);
    groups.push(added.groups[j]);
  }
  return fromArrays(ids, scores, groups);
}

export async function updateIndex(input: UpdateInput): Promise<UpdateOutput | undefined> {
  const { previous, store, changed, chunkSize, maxPostings } = input;
  const bufferSize = maxPostings * BUFFER_FACTOR;
  const fields = FIELDS.length;

  // The changed pages' old fragments: their postings leave the index.
  const olds: PageFragment[] = [];
  for (const page of changed) {
    if (!page.old.fragment) return undefined;
    let fragment: PageFragment | string;
    try {
      fragment = decodeFragment(await readFile(page.old.fragment));
    } catch {
      return undefined;
    }
    if (typeof fragment === 'string' || fragment.types.length !== page.old.records) return undefined;
    olds.push(fragment);
  }

  // Field length totals, and the averages scores use: rounded the same, or every score changes.
  const totals = [...previous.totals];
  const tally = (fragment: PageFragment, sign: number) => {
    for (let n = 0; n < fragment.lengths.length; n++) totals[n % fields] += sign * fragment.lengths[n];
  };
  olds.forEach((fragment) => tally(fragment, -1));
  changed.forEach((page) => tally(page.fragment, 1));
  const averages = quantizedAverages(totals, input.records);
  const before = quantizedAverages(previous.totals, previous.records);
  if (averages.some((average, field) => average !== before[field])) return undefined;

  // What each touched term loses and gains.
  const ranges = changed.map((page) => [page.start * chunkSize, (page.start + chunkSlots(page.old.records, chunkSize)) * chunkSize] as const);
  const inRanges = (id: number) => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (id < ranges[middle][0]) high = middle - 1;
      else if (id >= ranges[middle][1]) low = middle + 1;
      else return true;
    }
    return false;
  };
  const lost = new Map<string, number>();
  for (const fragment of olds) for (let term = 0; term < fragment.terms.length; term++) lost.set(fragment.terms[term], (lost.get(fragment.terms[term]) ?? 0) + fragment.starts[term + 1] - fragment.starts[term]);
  const added = new Map<string, Gathered>();
  for (const page of changed) gather(page.fragment, page.start, chunkSize, averages, added);
  const touched = new Set([...lost.keys(), ...added.keys()]);

  // The last build's buffers of the touched terms, a shard file each.
  const positions = new Map(previous.terms.map((term, position) => [term, position]));
  const shards = new Map<number, TermBuffer[]>();
  const bufferOf = async (position: number): Promise<TermBuffer | undefined> => {
    const shard = shardOf(previous.shardStarts, position);
    let buffers = shards.get(shard);
    if (!buffers) {
      buffers = await store.readShard(previous.shardStates[shard]);
      if (!buffers || buffers.length !== (previous.shardStarts[shard + 1] ?? previous.terms.length) - previous.shardStarts[shard]) return undefined;
      shards.set(shard, buffers);
    }
    return buffers[position - previous.shardStarts[shard]];
  };

  const buffers = new Map<string, TermBuffer>();
  const remake = new Set<string>();
  for (const term of touched) {
    const position = positions.get(term);
    const old = position === undefined ? { count: 0, known: 0, list: emptyList() } : await bufferOf(position);
    if (!old) return undefined;
    const count = old.count - (lost.get(term) ?? 0) + (added.get(term)?.ids.length ?? 0);
    if (count < 0) return undefined;
    if (!count) continue;
    const list = mergeLists(old.list, inRanges, added.get(term));
    const complete = old.known >= old.count;
    // A complete buffer stays complete; otherwise it surely holds what `surelyHeld` counts.
    if (complete && list.length !== count) return undefined;
    let known = complete ? count : surelyHeld(old.list, inRanges, old.known, added.get(term));
    let kept = list;
    if (list.length > bufferSize) {
      kept = best(list, bufferSize);
      known = Math.min(known, bufferSize);
    }
    if (known >= Math.min(maxPostings, count)) buffers.set(term, { count, known, list: kept });
    else remake.add(term);
  }

  // Terms whose buffers ran short: made again from every page's fragment.
  if (remake.size) {
    const gathered = new Map<string, Gathered>();
    const fresh = new Map(changed.map((page) => [page.index, page.fragment]));
    for (const [index, { page, start }] of input.pages.entries()) gather(fresh.get(index) ?? (await page.fragment()), start, chunkSize, averages, gathered, remake);
    for (const term of remake) {
      const found = gathered.get(term);
      // Counted from every page: a term no page has any more leaves the dictionary.
      if (!found?.ids.length) continue;
      const list = fromArrays(found.ids, found.scores, found.groups);
      buffers.set(term, { count: list.length, known: Math.min(list.length, bufferSize), list: best(list, bufferSize) });
    }
  }

  // The new dictionary: the old terms still found, and the new ones, sorted.
  const terms = [...previous.terms.filter((term) => !touched.has(term) || buffers.has(term)), ...[...buffers.keys()].filter((term) => !positions.has(term))]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = new Map<string, string>();
  for (const [term, buffer] of buffers) entries.set(term, entryText(term, buffer.count, buffer.list, maxPostings));
  const counts = terms.map((term) => buffers.get(term)?.count ?? previous.counts[positions.get(term)!]);
  const sizes = terms.map((term) => entries.get(term)?.length ?? previous.sizes[positions.get(term)!]);
  const shardStarts = packShards(terms, sizes, input.pack);

  // Each shard: the last build's file when it holds the same terms, none touched; else written.
  const previousShard = new Map(previous.shardStarts.map((start, shard) => [previous.terms[start], shard]));
  const shardStates: string[] = [];
  let written = 0;
  for (const [number, start] of shardStarts.entries()) {
    const end = shardStarts[number + 1] ?? terms.length;
    const names = terms.slice(start, end);
    const path = input.shardPath(number, input.name);
    const old = previousShard.get(names[0]);
    const oldEnd = old === undefined ? -1 : (previous.shardStarts[old + 1] ?? previous.terms.length);
    const same = old !== undefined && oldEnd - previous.shardStarts[old] === names.length
      && names.every((term, n) => !touched.has(term) && previous.terms[previous.shardStarts[old] + n] === term);
    if (same) {
      if (!(await input.linkPrevious(input.shardPath(old, previous.name), path))) return undefined;
      shardStates.push(previous.shardStates[old]);
      continue;
    }
    const texts: string[] = [];
    const kept: TermBuffer[] = [];
    for (const term of names) {
      const buffer = buffers.get(term) ?? (await bufferOf(positions.get(term)!));
      if (!buffer) return undefined;
      texts.push(entries.get(term) ?? entryText(term, buffer.count, buffer.list, maxPostings));
      kept.push(buffer);
    }
    await input.emit(path, shardText(texts));
    shardStates.push(await store.writeShard(kept));
    written++;
  }

  const state: UpdateOutput['state'] = {
    version: previous.version,
    records: input.records,
    totals,
    pages: input.statePages,
    terms,
    counts,
    sizes,
    shardStarts,
    shardStates,
  };
  return { manifest: input.manifest({ records: input.records, terms, counts, shardStarts, head: dictionaryHead(terms, counts, shardStarts, input.headChars) }), state, touched: touched.size, written, remade: remake.size };
}
