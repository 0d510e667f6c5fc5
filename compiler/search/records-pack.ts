// A page's search records as the build writes them: packed.
//
// Why: a DocSearch record repeats what every record of its page shares (the
// page's URL twice, its language and docs tag, the empty levels of its
// hierarchy, a weight its type implies), and only about a seventh of a
// record's bytes are its text. At 10,000 pages the records were 700 MB of
// JSON, written to the cache and linked into out/ (and deployed), and
// stringifying, encoding and writing them was ~5 s of the build's CPU. Packed,
// a page's records are a quarter of that, and they read back as the very same
// records (`unpackElement`), so `pxdocs search push`, the chat and MCP, which
// read them through records-file.ts, see DocSearch records as before.
//
// The text of a page's records is a JSON array (as a plain list of records
// is), holding one packed page:
//   [{"page":"/url","tag":"docs-default-current","language":"en",
//     "levels":[["Area","Title"],["Area","Title","Heading"]],
//     "records":[[objectID, level, hierarchy, content, anchor, code, position, keywords?], …]}]
// `level` is 1-6 for a heading record, 0 for body text; `hierarchy` indexes
// `levels` (lvl0… with trailing nulls left out); `code` is 0 or 1, or for a code
// block whose fence names its language, that language (`"jsx"`). A record
// that does not fit (another page's URL, a weight its type does not imply,
// fields of its own) is kept whole in `records`, as an object. `superseded`
// (a page of an older docs version) is the page's, when all its records are.
import { hierarchyOf, LEVEL_WEIGHT, LEVELS, type Hierarchy, type RecordType, type SearchRecord } from '../../theme/shared/search-shape.js';

type PackedRecord = [objectID: string, level: number, hierarchy: number, content: string | null, anchor: string | null, code: 0 | 1 | string, position: number, keywords?: string[]];

interface PackedPage {
  page: string;
  tag: string;
  language: string;
  superseded?: true;
  levels: (string | null)[][];
  records: (PackedRecord | SearchRecord)[];
}

const TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** A record's own keys besides `keywords`, `superseded` and `codeLanguage`: one with any other key is kept whole. */
const RECORD_KEYS = 11;

/** The JSON text of a page's records, as its records file and records part hold it. */
export function recordsText(records: SearchRecord[]): string {
  const page = records.length ? pack(records) : undefined;
  // Nothing packed (records of another shape): the plain records, as they are.
  return page?.levels.length ? `[${JSON.stringify(page)}]` : JSON.stringify(records);
}

/**
 * The records in a JSON text of records (`recordsText`'s, or a plain array of
 * records). Throws the parser's error on text that is not JSON, and says so
 * when it is not an array.
 */
export function parseRecordsText(text: string): SearchRecord[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) throw new SyntaxError('the text is not a JSON array of search records');
  const records: SearchRecord[] = [];
  for (const element of value) unpackElement(element, (record) => records.push(record));
  return records;
}

/** Gives `take` the records of one element of a records array: a packed page's records in order, or the element itself. */
export function unpackElement(element: unknown, take: (record: SearchRecord) => void): void {
  if (!isPackedPage(element)) {
    take(element as SearchRecord);
    return;
  }
  const { page, tag, language, superseded, levels } = element;
  const hierarchies = levels.map(hierarchyOf);
  for (const packed of element.records) {
    if (!Array.isArray(packed)) {
      take(packed);
      continue;
    }
    const [objectID, level, index, content, anchor, code, position, keywords] = packed;
    const type = TYPES[level];
    if (typeof objectID !== 'string' || !Number.isInteger(level) || !type || !Number.isInteger(index) || !hierarchies[index]) throw new SyntaxError(`a packed search record of ${page} is not one (${JSON.stringify(packed).slice(0, 80)})`);
    const record: SearchRecord = {
      objectID,
      type,
      // Each record its own object, as the builder makes them (a reader may change one).
      hierarchy: { ...hierarchies[index] },
      content,
      url: anchor ? `${page}#${anchor}` : page,
      url_without_anchor: page,
      anchor,
      language: language as SearchRecord['language'],
      docusaurus_tag: tag,
      ...(superseded ? { superseded } : {}),
      code: code === 1 || typeof code === 'string',
      ...(typeof code === 'string' ? { codeLanguage: code } : {}),
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    };
    if (keywords) record.keywords = keywords;
    take(record);
  }
}

function pack(records: SearchRecord[]): PackedPage {
  const first = records[0];
  const page: PackedPage = { page: first.url_without_anchor, tag: first.docusaurus_tag, language: first.language, levels: [], records: [] };
  if (records.every((record) => record.superseded === true)) page.superseded = true;
  const levelIndex = new Map<string, number>();
  for (const record of records) {
    if (!fits(record, page)) {
      page.records.push(record);
      continue;
    }
    const levels = levelsOf(record.hierarchy);
    const key = JSON.stringify(levels);
    let index = levelIndex.get(key);
    if (index === undefined) {
      index = page.levels.length;
      levelIndex.set(key, index);
      page.levels.push(levels);
    }
    const packed: PackedRecord = [record.objectID, TYPES.indexOf(record.type), index, record.content, record.anchor, record.codeLanguage ?? (record.code ? 1 : 0), record.weight.position];
    if (record.keywords) packed.push(record.keywords);
    page.records.push(packed);
  }
  return page;
}

/** Whether `record` reads back from its packed form as it is: the page's, in the builder's shape. */
function fits(record: SearchRecord, page: PackedPage): boolean {
  const keys = RECORD_KEYS + (record.keywords === undefined ? 0 : 1) + (record.superseded === undefined ? 0 : 1) + (record.codeLanguage === undefined ? 0 : 1);
  const { weight, hierarchy } = record;
  return (
    Object.keys(record).length === keys &&
    typeof record.objectID === 'string' &&
    TYPES.includes(record.type) &&
    (record.content === null || typeof record.content === 'string') &&
    record.url_without_anchor === page.page &&
    (record.anchor === null || (typeof record.anchor === 'string' && record.anchor !== '')) &&
    record.url === (record.anchor ? `${page.page}#${record.anchor}` : page.page) &&
    record.language === page.language &&
    record.docusaurus_tag === page.tag &&
    (record.superseded === true) === (page.superseded === true) &&
    typeof record.code === 'boolean' &&
    (record.codeLanguage === undefined || (record.code && typeof record.codeLanguage === 'string' && record.codeLanguage !== '')) &&
    typeof weight === 'object' &&
    weight !== null &&
    Object.keys(weight).length === 3 &&
    weight.pageRank === 0 &&
    weight.level === LEVEL_WEIGHT[record.type] &&
    Number.isInteger(weight.position) &&
    (record.keywords === undefined || (Array.isArray(record.keywords) && record.keywords.every((keyword) => typeof keyword === 'string'))) &&
    isHierarchy(hierarchy)
  );
}

function isHierarchy(hierarchy: unknown): hierarchy is Hierarchy {
  if (typeof hierarchy !== 'object' || hierarchy === null || Object.keys(hierarchy).length !== LEVELS.length) return false;
  const levels = hierarchy as Record<string, unknown>;
  return typeof levels.lvl0 === 'string' && typeof levels.lvl1 === 'string' && LEVELS.slice(2).every((level) => levels[level] === null || typeof levels[level] === 'string');
}

function levelsOf(hierarchy: Hierarchy): (string | null)[] {
  const levels = LEVELS.map((level) => hierarchy[level]);
  while (levels.length > 2 && levels[levels.length - 1] === null) levels.pop();
  return levels;
}

function isPackedPage(element: unknown): element is PackedPage {
  if (typeof element !== 'object' || element === null || Array.isArray(element)) return false;
  const page = element as Partial<PackedPage> & { objectID?: unknown };
  return page.objectID === undefined && typeof page.page === 'string' && Array.isArray(page.records) && Array.isArray(page.levels) && typeof page.tag === 'string' && typeof page.language === 'string';
}
