// The records file read a piece at a time (compiler/search/records-file.ts):
// the same values as JSON.parse of the whole file, whatever the piece size cuts
// through (strings with quotes, backslashes, brackets and commas, multi-byte
// characters, nested arrays), and a file that is not an array of records is
// refused with a reason. What the build writes (a manifest naming parts) reads
// back as the records it was given; a manifest naming a part outside its
// folder, or a missing one, is refused with the part named.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readRecordsFile, readRecordsFileAsync, RecordsFileError } from '../../compiler/search/records-file.js';
import { buildSearch } from '../../compiler/search/index.js';
import { parseConfig } from '../../compiler/config/load.js';
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { MINIMAL_CONFIG, seededRandom } from '../helpers.js';

const temp: string[] = [];
after(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

async function fileWith(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pxdocs-records-'));
  temp.push(dir);
  const file = join(dir, 'search-records.json');
  await writeFile(file, text);
  return file;
}

/** Records whose strings hold everything a scanner of JSON can trip on. */
function awkwardRecords(count: number, seed: number): unknown[] {
  const random = seededRandom(seed);
  const pieces = ['plain words', 'a "quoted" word', 'back\\slash', 'ends with a backslash \\', '\\"', '},{"objectID":"x"}', '[1, 2]', ', ,', 'ünïcode → λ 日本語 😀', '\n\t', 'emoji 🧪🧪', ''];
  return Array.from({ length: count }, (_, n) => ({
    objectID: `id-${n}`,
    type: n % 3 ? 'content' : 'lvl2',
    hierarchy: { lvl0: 'Area', lvl1: `Page ${n}`, lvl2: n % 2 ? null : pieces[Math.floor(random() * pieces.length)] },
    content: Array.from({ length: 1 + Math.floor(random() * 6) }, () => pieces[Math.floor(random() * pieces.length)]).join(' '),
    nested: [[n, { deep: [pieces[n % pieces.length]] }], []],
    weight: { level: n % 7, position: n },
    code: n % 5 === 0,
  }));
}

describe('readRecordsFile', () => {
  it('reads the same records as JSON.parse, whatever the pieces cut through', async () => {
    const records = awkwardRecords(400, 7);
    const file = await fileWith(JSON.stringify(records));
    for (const pieceBytes of [16, 17, 64, 333, 4096, 1 << 20]) {
      assert.deepEqual(readRecordsFile(file, { pieceBytes }), records, `pieces of ${pieceBytes} bytes`);
      assert.deepEqual(await readRecordsFileAsync(file, { pieceBytes }), records, `pieces of ${pieceBytes} bytes, read asynchronously`);
    }
  });

  it('reads indented JSON and whitespace around the array', async () => {
    const records = awkwardRecords(50, 3);
    const file = await fileWith(`\n  ${JSON.stringify(records, null, 2)}\n\n`);
    assert.deepEqual(readRecordsFile(file, { pieceBytes: 100 }), records);
  });

  it('keeps what pick returns for each record', async () => {
    const records = awkwardRecords(30, 5) as { objectID: string }[];
    const file = await fileWith(JSON.stringify(records));
    assert.deepEqual(readRecordsFile(file, { pieceBytes: 50, pick: (record) => (record as { objectID: string }).objectID }), records.map((record) => record.objectID));
  });

  it('reads an empty array, and a file of one record', async () => {
    assert.deepEqual(readRecordsFile(await fileWith('[]')), []);
    assert.deepEqual(readRecordsFile(await fileWith(' [ ] ')), []);
    assert.deepEqual(readRecordsFile(await fileWith('[{"a":"]"}]'), { pieceBytes: 16 }), [{ a: ']' }]);
  });

  it('refuses a file that is not one JSON array, saying why', async () => {
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['{"records":[]}', /neither a JSON array of records nor a manifest/],
      ['"text"', /does not hold a JSON array/],
      ['[{"a":1},{"a":2}', /ends before its array is closed/],
      ['[{"a":1}] [', /text after the closing bracket/],
    ];
    for (const [text, reason] of cases) {
      const refused = (error: unknown) => error instanceof RecordsFileError && reason.test(error.message);
      assert.throws(() => readRecordsFile(fileSync(text)), refused, JSON.stringify(text));
      await assert.rejects(readRecordsFileAsync(fileSync(text), { pieceBytes: 16 }), refused, JSON.stringify(text));
    }
    // An element that is not JSON is the parser's error.
    assert.throws(() => readRecordsFile(fileSync('[{"a":1},{b:2}]'), { pieceBytes: 16 }), SyntaxError);
  });

  it('reads what the build writes: the manifest and its parts, in route order', async () => {
    // Records of 300 pages (a few parts), given whole as dev gives them.
    const records = (awkwardRecords(1500, 11) as SearchRecord[]).map((record, n) => ({ ...record, url_without_anchor: `/page-${Math.floor(n / 5)}` }));
    const config = parseConfig({ ...MINIMAL_CONFIG, chat: { enabled: false } });
    const { files } = await buildSearch({ config, records, embeddings: false });
    const dir = await mkdtemp(join(tmpdir(), 'pxdocs-records-'));
    temp.push(dir);
    for (const { path, contents } of files) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), contents);
    }
    const manifest = JSON.parse(readFileSync(join(dir, 'search-records.json'), 'utf8')) as { records: number; parts: unknown[] };
    assert.ok(manifest.parts.length > 1, `several parts (${manifest.parts.length})`);
    assert.equal(manifest.records, records.length);
    assert.deepEqual(readRecordsFile(join(dir, 'search-records.json'), { pieceBytes: 4096 }), records);
    assert.deepEqual(await readRecordsFileAsync(join(dir, 'search-records.json'), { pieceBytes: 999 }), records);
  });

  it('refuses a manifest it cannot follow, naming the part', async () => {
    const manifest = (parts: unknown, version = 1) => JSON.stringify({ format: 'pxdocs-search-records', version, records: 1, parts });
    const refused = (reason: RegExp) => (error: unknown) => error instanceof RecordsFileError && reason.test(error.message);
    assert.throws(() => readRecordsFile(fileSync(manifest([{ path: '../elsewhere.json', records: 1 }]))), refused(/outside its folder/));
    assert.throws(() => readRecordsFile(fileSync(manifest([{ path: '/etc/passwd', records: 1 }]))), refused(/outside its folder/));
    await assert.rejects(readRecordsFileAsync(fileSync(manifest([{ path: 'search-records/gone.json', records: 1 }]))), refused(/part search-records\/gone\.json is missing/));
    assert.throws(() => readRecordsFile(fileSync(manifest([], 99))), refused(/format version is 99/));
    assert.throws(() => readRecordsFile(fileSync('{"format":"something else"}')), refused(/neither a JSON array of records nor a manifest/));
    // A part that is not an array is named in the reason.
    const file = fileSync(manifest([{ path: 'part.json', records: 1 }]));
    writeFileSync(join(dirname(file), 'part.json'), '{"not":"an array"}');
    assert.throws(() => readRecordsFile(file), refused(/part part\.json does not hold a JSON array/));
  });
});

/** A file holding `text`, made synchronously (for assert.throws). */
function fileSync(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pxdocs-records-'));
  temp.push(dir);
  const file = join(dir, 'search-records.json');
  writeFileSync(file, text);
  return file;
}
