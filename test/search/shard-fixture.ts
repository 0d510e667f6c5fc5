// A generated record set for the sharded-index tests: a few thousand records
// in the DocSearch shape, made from a seeded random generator so every run
// sees the same site. Words follow a Zipf-like curve (a few very common, many
// rare), pages have headings and text blocks, some code, snake_case names and
// @annotations, like the real docs.
import type { SearchRecord } from '../../theme/shared/search-shape.js';
import { seededRandom as random } from '../helpers.js';


/** Words every test can search for; the rest are made up. */
export const KNOWN_WORDS = ['datalog', 'aggregation', 'recursion', 'stratification', 'provenance', 'knowledge', 'graph', 'reasoning', 'connector', 'database', 'negation', 'monotonic', 'explanation', 'ontology', 'inference'];

export function generateRecords(pageCount = 240, seed = 7): SearchRecord[] {
  const next = random(seed);
  const syllables = ['ka', 'lo', 'ri', 'te', 'mu', 'sa', 'no', 'vi', 'de', 'pa', 'zu', 'ho', 'qua', 'lin', 'tor', 'ex'];
  const made = Array.from({ length: 700 }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => syllables[Math.floor(next() * syllables.length)]).join(''));
  const vocabulary = [...new Set([...made.slice(0, 10), ...KNOWN_WORDS, ...made.slice(10)])];
  // Zipf-like: position n drawn with weight 1 / (n + 30); the commonest word is in about a fifth of the records.
  const weights = vocabulary.map((_, n) => 1 / (n + 30));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const word = () => {
    let pick = next() * total;
    for (let n = 0; n < vocabulary.length; n++) if ((pick -= weights[n]) <= 0) return vocabulary[n];
    return vocabulary[vocabulary.length - 1];
  };
  const words = (count: number) => Array.from({ length: count }, word).join(' ');
  const title = (count: number) => words(count).replace(/^./, (first) => first.toUpperCase());
  const records: SearchRecord[] = [];
  const add = (record: Omit<SearchRecord, 'objectID' | 'language' | 'docusaurus_tag' | 'weight'>) =>
    records.push({ ...record, objectID: `gen-${records.length}`, language: 'en', docusaurus_tag: 'docs-default-current', weight: { pageRank: 0, level: 0, position: records.length } });
  for (let page = 0; page < pageCount; page++) {
    const area = ['Learn', 'Examples', 'SDK', 'Guides', 'Reference', 'Tutorials'][page % 6];
    const url = `/${area.toLowerCase()}/page-${page}`;
    const lvl1 = `${title(2)} ${page}`;
    const base = { lvl0: area, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    add({ type: 'lvl1', hierarchy: base, content: null, url, url_without_anchor: url, anchor: null, code: false });
    add({ type: 'content', hierarchy: base, content: `${words(12)}.`, url, url_without_anchor: url, anchor: null, code: false });
    const sections = 2 + Math.floor(next() * 4);
    for (let section = 0; section < sections; section++) {
      const lvl2 = title(1 + Math.floor(next() * 3));
      const anchor = `s${section}-${lvl2.toLowerCase().replace(/\s+/g, '-')}`;
      const hierarchy = { ...base, lvl2 };
      const at = `${url}#${anchor}`;
      add({ type: 'lvl2', hierarchy, content: null, url: at, url_without_anchor: url, anchor, code: false });
      const blocks = 1 + Math.floor(next() * 4);
      for (let block = 0; block < blocks; block++) {
        const extra = next() < 0.1 ? ` See @${word()} and ${word()}_${word()}.` : '';
        add({ type: 'content', hierarchy, content: `${words(8 + Math.floor(next() * 30))}.${extra}`, url: at, url_without_anchor: url, anchor, code: false });
      }
      if (next() < 0.2) add({ type: 'content', hierarchy, content: `${word()}(X) :- ${word()}(X, Y), ${word()}_${word()}(Y).`, url: at, url_without_anchor: url, anchor, code: true });
    }
  }
  return records;
}
