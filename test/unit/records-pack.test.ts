// A page's search records packed (compiler/search/records-pack.ts): they read
// back as the same records, keys in the same order, whatever the page holds;
// a record the packed form cannot say is kept whole; the packed text is a
// fraction of the plain one; a packed record that is not one is refused; and
// records files (records-file.ts) read packed pages, plain records and both
// mixed, whatever the pieces they are read in cut through.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecordsText, recordsText } from '../../compiler/search/records-pack.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { assignObjectIds } from '../../compiler/search/records.js';
import { LEVEL_WEIGHT, type RecordType, type SearchRecord } from '../../theme/shared/search-shape.js';
import { seededRandom } from '../helpers.js';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const WORDS = ['rule', 'a "quoted" word', 'back\\slash', 'ünïcode λ 日本語 😀', '},{"page":"x"}', '[0,1,2]', 'tab\there', 'line\nbreak', ''];

/** A page's records as the builder makes them (compiler/search/records.ts): headings, body text, code, keywords on the title. */
function pageRecords(seed: number, options: { page?: string; superseded?: boolean; tag?: string } = {}): SearchRecord[] {
  const random = seededRandom(seed);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const page = options.page ?? `/docs/page-${seed}`;
  const levels: (string | null)[] = [seed % 2 ? 'Area' : '', `Page ${seed}`, null, null, null, null, null];
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const add = (type: RecordType, content: string | null, code = false) =>
    records.push({
      objectID: '',
      type,
      hierarchy: { lvl0: levels[0] ?? '', lvl1: levels[1] ?? '', lvl2: levels[2], lvl3: levels[3], lvl4: levels[4], lvl5: levels[5], lvl6: levels[6] },
      content,
      url: anchor ? `${page}#${anchor}` : page,
      url_without_anchor: page,
      anchor,
      language: 'en',
      docusaurus_tag: options.tag ?? 'docs-default-current',
      ...(options.superseded ? { superseded: true as const } : {}),
      code,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: records.length },
    });
  add('lvl1', null);
  if (seed % 3 === 0) records[0].keywords = ['first', pick(), 'third'];
  const count = 5 + Math.floor(random() * 60);
  for (let n = 0; n < count; n++) {
    const roll = random();
    if (roll < 0.2) {
      // A heading: anything below it is cleared, and a level may be skipped (h2 then h4).
      const depth = 2 + Math.floor(random() * 5);
      levels[depth] = `${pick()} ${n}`;
      for (let below = depth + 1; below < levels.length; below++) levels[below] = null;
      anchor = random() < 0.9 ? `heading-${n}` : null;
      add(`lvl${depth}` as RecordType, null);
    } else add('content', `${pick()} ${pick()} ${n}`, roll > 0.9);
  }
  return assignObjectIds(records);
}

function assertRoundTrip(records: SearchRecord[], message?: string): string {
  const text = recordsText(records);
  const back = parseRecordsText(text);
  assert.deepStrictEqual(back, records, message);
  // Key for key in the builder's order: the records are the builder's JSON again.
  assert.equal(JSON.stringify(back), JSON.stringify(records), message);
  return text;
}

describe('packed records', () => {
  it('read back as the records packed, for a hundred pages of every shape', () => {
    for (let seed = 1; seed <= 100; seed++) {
      assertRoundTrip(pageRecords(seed, { superseded: seed % 7 === 0, tag: seed % 5 === 0 ? 'docs-default-2.0' : 'default' }), `page ${seed}`);
    }
  });

  it('are a third of the plain JSON or less', () => {
    let plain = 0;
    let packed = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const records = pageRecords(seed);
      plain += JSON.stringify(records).length;
      packed += assertRoundTrip(records).length;
    }
    assert.ok(packed < plain / 3, `packed ${packed} bytes against ${plain}`);
  });

  it('keep whole a record the packed form cannot say, and read it back as it was', () => {
    const variants: [string, (record: SearchRecord) => void][] = [
      ['another page', (record) => Object.assign(record, { url: '/elsewhere#x', url_without_anchor: '/elsewhere', anchor: 'x' })],
      ['a page rank', (record) => (record.weight.pageRank = 3)],
      ['a weight its type does not imply', (record) => (record.weight.level = 55)],
      ['a weight with more in it', (record) => Object.assign(record.weight, { boost: 1 })],
      ['a field of its own', (record) => Object.assign(record, { extra: { nested: [1] } })],
      ['an empty anchor', (record) => Object.assign(record, { anchor: '' })],
      ['a URL its anchor does not give', (record) => Object.assign(record, { url: `${record.url_without_anchor}#other`, anchor: 'mine' })],
      ['no code flag', (record) => delete (record as Partial<SearchRecord>).code],
      ['its own language', (record) => Object.assign(record, { language: 'fr' })],
      ['its own docs tag', (record) => Object.assign(record, { docusaurus_tag: 'docs-default-1.0' })],
      ['superseded alone', (record) => Object.assign(record, { superseded: true })],
      ['a hierarchy with a level missing', (record) => delete (record.hierarchy as Partial<SearchRecord['hierarchy']>).lvl6],
      ['a hierarchy with a number in it', (record) => Object.assign(record.hierarchy, { lvl3: 3 })],
      ['keywords that are not words', (record) => Object.assign(record, { keywords: [1, 2] })],
      ['a position that is not a whole number', (record) => (record.weight.position = 1.5)],
    ];
    for (const [name, change] of variants) {
      const records = pageRecords(11);
      change(records[3]);
      change(records[records.length - 1]);
      assertRoundTrip(records, name);
    }
    // Every record another page's: all kept whole.
    const mixed = [...pageRecords(4), ...pageRecords(5)];
    assertRoundTrip(mixed, 'two pages in one list');
  });

  it('read a plain array of records, and an empty one', () => {
    const records = pageRecords(9);
    assert.deepStrictEqual(parseRecordsText(JSON.stringify(records)), records);
    assert.equal(recordsText([]), '[]');
    assert.deepStrictEqual(parseRecordsText('[]'), []);
  });

  it('refuse text that is not an array of records, and a packed record that is not one', () => {
    assert.throws(() => parseRecordsText('{"page":"/a"}'), SyntaxError);
    assert.throws(() => parseRecordsText('[{"page":'), SyntaxError);
    const packed = JSON.parse(recordsText(pageRecords(2))) as [{ records: unknown[][] }];
    for (const [at, value] of [[1, 9], [1, 'lvl1'], [2, 99], [2, 'length'], [0, 5]] as const) {
      const broken = structuredClone(packed);
      broken[0].records[1][at] = value;
      assert.throws(() => parseRecordsText(JSON.stringify(broken)), (error: Error) => error instanceof SyntaxError && error.message.includes('/docs/page-2'), `element ${at} = ${value}`);
    }
  });

  it('are read from a records file holding packed pages and plain records, in any pieces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pxdocs-pack-'));
    dirs.push(dir);
    const pages = [pageRecords(21), pageRecords(22), pageRecords(23)];
    const plain = pageRecords(24);
    // A part as the build joins pages: each page's array without its brackets.
    const file = join(dir, 'records.json');
    writeFileSync(file, `[${recordsText(pages[0]).slice(1, -1)},${JSON.stringify(plain).slice(1, -1)},${recordsText(pages[1]).slice(1, -1)},${recordsText(pages[2]).slice(1, -1)}]`);
    const expected = [...pages[0], ...plain, ...pages[1], ...pages[2]];
    for (const pieceBytes of [16, 97, 4096, 1 << 20]) assert.deepStrictEqual(readRecordsFile<SearchRecord>(file, { pieceBytes }), expected, `pieces of ${pieceBytes} bytes`);
    // `pick` sees every record, a packed page's included.
    assert.deepStrictEqual(readRecordsFile(file, { pick: (record) => (record as SearchRecord).objectID }), expected.map((record) => record.objectID));
  });
});
