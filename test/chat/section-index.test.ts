// The chat's lexical index scores as MiniSearch (the index it replaced, still
// the oracle here) scores the same documents: same sections, same order, same
// scores and matched terms, for exact, prefix, fuzzy and repeated words; made
// in slices it equals one made at once; `limit` keeps the best. The chat's
// own uses: its coordination factor turned off, and document counts of prefixes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { SectionIndex } from '../../server/chat/section-index.js';
import { tokenize, FIELD_BOOST } from '../../server/chat/retrieval.js';

const FIELDS = ['page', 'section', 'text', 'code'] as const;
type Doc = Record<(typeof FIELDS)[number], string> & { id: number };

/** A seeded generator (mulberry32): the same corpus every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'rule rules recursive recursion predicate predicates join joins aggregate aggregation postgres postgresql database databases connect connection csv parquet file files read reading write writing output input chase provenance explanation explain derived fact facts negation stratified monotonic sum count max min graph pagerank path paths shortest label labelled null nulls existential variable variables constant string strings date dates time timestamp install installation python sdk project projects concept concepts run running token api rest endpoint server port memory configuration configure property properties snowflake databricks spark cluster executor notebook jupyter kernel embedding embeddings similarity vector llm prompt_template load_csv save_project px_chain'.split(' ');

function corpus(count: number, seed = 7): Doc[] {
  const next = random(seed);
  // Zipf-like: early words are common, late ones rare.
  const word = () => WORDS[Math.floor(WORDS.length * next() ** 2.2)];
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, id) => ({ id, page: words(2), section: next() < 0.2 ? '' : words(3), text: words(Math.floor(next() * 60)), code: next() < 0.5 ? '' : words(Math.floor(next() * 20)) }));
}

const stem = (term: string) => stemmer(term.toLowerCase());
const OPTIONS = { prefix: (term: string) => term.length > 3, fuzzy: (term: string) => (term.length > 6 ? 0.12 : false), maxFuzzy: 1 };
const QUERIES = ['how do I write a recursive rule', 'connect to postgress', 'recurs', 'explanation of derived facts', 'rule rule rule', 'shortest path in a graph with pagerank', 'load_csv', 'PX_CHAIN token', 'embeding similarity', 'nothing matches zzqx', '', 'the a of'];

function oracle(docs: Doc[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({ fields: [...FIELDS], storeFields: [], tokenize, processTerm: stem, searchOptions: { ...OPTIONS, combineWith: 'OR', boost: FIELD_BOOST } });
  index.addAll(docs);
  return index;
}

/** Two sections matching nothing asked, so that the test documents' terms are not in every section (ids 2 and 3). */
const FILLERS: Doc[] = [
  { id: 2, page: 'filler', section: 'other', text: 'nothing here', code: '' },
  { id: 3, page: 'more', section: 'filler', text: 'still nothing', code: '' },
];

const INDEX_OPTIONS = { fields: FIELDS, boost: FIELD_BOOST, tokenize, processTerm: stem, ...OPTIONS };
const made = (docs: Doc[]) => SectionIndex.build(INDEX_OPTIONS, docs);

describe('the chat\'s lexical index', () => {
  const docs = corpus(600);
  const expected = oracle(docs);
  const index = made(docs);

  it('ranks, scores and names matched terms as MiniSearch does', () => {
    for (const query of QUERIES) {
      const want = expected.search(query);
      const got = index.search(query);
      assert.equal(got.length, want.length, query);
      got.forEach((hit, rank) => {
        assert.equal(hit.id, want[rank].id, `${query}: rank ${rank}`);
        assert.equal(hit.score, want[rank].score, `${query}: score at rank ${rank}`);
        assert.deepEqual([...hit.terms].sort(), [...want[rank].terms].sort(), `${query}: terms at rank ${rank}`);
      });
    }
    // The queries reach prefix and fuzzy matches, and several sections each.
    assert.ok(index.search('recurs').some((hit) => hit.terms.includes('recurs')));
    assert.ok(index.search('embeding').some((hit) => hit.terms.includes('embed')));
    assert.ok(index.search('rule').length > 100);
  });

  it('keeps the best `limit` matches', () => {
    const all = index.search('how do I write a recursive rule');
    assert.ok(all.length > 100);
    for (const limit of [1, 10, 99, all.length, all.length + 5]) assert.deepEqual(index.search('how do I write a recursive rule', limit), all.slice(0, limit), String(limit));
    assert.deepEqual(index.search('how do I write a recursive rule', 2.5), all.slice(0, 2));
    assert.deepEqual(index.search('how do I write a recursive rule', 0), []);
  });

  it('sums a document\'s score in MiniSearch\'s order, so equal scores stay equal and keep its order', () => {
    // Both documents score the same sum of the same parts, added in another order by a running total.
    const tie: Doc[] = [
      { id: 0, page: 'zorpa', section: 'zorpa', text: 'zorpa quexi', code: '' },
      { id: 1, page: 'quexi', section: 'quexi', text: 'zorpa quexi', code: '' },
      ...FILLERS,
    ];
    const tied = made(tie);
    for (const query of ['zorpa quexi', 'quexi zorpa', 'zorpa quexi zorpa']) {
      const want = oracle(tie).search(query);
      assert.deepEqual(tied.search(query).map((hit) => [hit.id, hit.score]), want.map((hit) => [hit.id, hit.score]), query);
    }
  });

  it('made in slices between other work, it answers as one made at once', async () => {
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    const sliced = await SectionIndex.buildAsync(INDEX_OPTIONS, docs, 50);
    assert.ok(ran, 'other work ran before the index was made');
    for (const query of QUERIES) assert.deepEqual(sliced.search(query), index.search(query), query);
    assert.equal(sliced.documentCount, docs.length);
  });

  it('without its coordination factor, a score is not multiplied by the count of the query\'s words matched', () => {
    const few: Doc[] = [
      { id: 0, page: 'zorpa', section: '', text: 'zorpa quexi', code: '' },
      { id: 1, page: 'quexi', section: '', text: 'quexi only', code: '' },
      { id: 2, page: 'filler', section: '', text: 'nothing here', code: '' },
    ];
    const coordinated = new Map(made(few).search('zorpa quexi').map((hit) => [hit.id, hit.score]));
    const plain = new Map(SectionIndex.build({ ...INDEX_OPTIONS, coordinate: false }, few).search('zorpa quexi').map((hit) => [hit.id, hit.score]));
    assert.equal(plain.get(0)! * 2, coordinated.get(0));
    assert.equal(plain.get(1), coordinated.get(1));
    assert.equal(plain.has(2), false);
  });

  it('tokenizes words, identifiers with their parts, and leaves out one-letter and stop words', () => {
    assert.deepEqual(tokenize('How do I call prometheux_chain.load_csv with PMTX_TOKEN?'), ['call', 'prometheux_chain', 'prometheux', 'chain', 'load_csv', 'load', 'csv', 'pmtx_token', 'pmtx', 'token']);
    // Leading, trailing and doubled underscores: the term whole, and its parts only where an underscore
    // joins two characters (`__init__` has none; `a__b`'s parts are one letter each).
    assert.deepEqual(tokenize('__init__ a__b _x x_ Größe_Maß @bind #tag'), ['__init__', 'a__b', '_x', 'x_', 'größe_maß', 'größe', 'maß', '@bind', '#tag']);
    assert.deepEqual(tokenize('bands like cold, x y 12 and 3'), ['bands', 'cold', '12']);
    // A negation's stem ("don't": "don", "t") and the forms of "use" say nothing either.
    assert.deepEqual(tokenize("my code uses setTimeout, I don't want it used and it doesn't wait"), ['code', 'settimeout', 'set', 'timeout', 'wait']);
    // A camelCase name (an API reference's) also counts as its words, cut where the capitals say;
    // a capitalised word or an all-capitals one is one word.
    assert.deepEqual(tokenize('LogLevel bootstrapWithPlugins HTMLElement Vadalog PMTX'), ['loglevel', 'log', 'level', 'bootstrapwithplugins', 'bootstrap', 'plugins', 'htmlelement', 'html', 'element', 'vadalog', 'pmtx']);
    assert.deepEqual(tokenize('read_csvFile'), ['read_csvfile', 'read', 'csvfile', 'csv', 'file']);
    assert.deepEqual(tokenize(''), []);
  });

  it('counts the documents holding a term that starts with a prefix, in any field', () => {
    const want = docs.filter((doc) => FIELDS.some((field) => tokenize(doc[field]).some((token) => stem(token).startsWith('recur')))).length;
    assert.ok(want > 0);
    assert.equal(index.prefixDocumentCount('recur'), want);
    assert.equal(index.prefixDocumentCount('recur'), want, 'remembered');
    assert.equal(index.prefixDocumentCount('zzqx'), 0);
  });

  it('with `bestMatch`, a word scores a section by its best expansion, not their sum', () => {
    const listing: Doc[] = [
      // A list of names that start with the reader's word, and the section about the word itself.
      { id: 0, page: 'interfaces', section: 'list', text: 'classify classic classroom classical classifier classicism classmate classwork classless classy', code: '' },
      { id: 1, page: 'members', section: 'overview', text: 'what a class holds', code: '' },
      ...FILLERS,
    ];
    const summed = made(listing).search('class');
    const best = SectionIndex.build({ ...INDEX_OPTIONS, bestMatch: true }, listing).search('class');
    // Summed (MiniSearch's rule, the oracle's), the list comes first; by its best match, the section about the word.
    assert.deepEqual(summed.map((hit) => hit.id), oracle(listing).search('class').map((hit) => hit.id));
    assert.equal(summed[0].id, 0);
    assert.equal(best[0].id, 1);
    // A section matched through one term scores the same either way.
    assert.equal(best.find((hit) => hit.id === 1)!.score, summed.find((hit) => hit.id === 1)!.score);
    assert.ok(best.find((hit) => hit.id === 0)!.score < summed.find((hit) => hit.id === 0)!.score);
    // On the corpus: the same sections match, and each word's score is at most its sum.
    const bestIndex = SectionIndex.build({ ...INDEX_OPTIONS, bestMatch: true }, docs);
    for (const query of QUERIES) {
      const all = new Map(index.search(query).map((hit) => [hit.id, hit.score]));
      const got = bestIndex.search(query);
      assert.deepEqual(got.map((hit) => hit.id).sort((a, b) => a - b), [...all.keys()].sort((a, b) => a - b), query);
      for (const hit of got) assert.ok(hit.score <= all.get(hit.id)! + 1e-9, `${query}: ${hit.id}`);
    }
  });

  it('answers queries one after another as if each were the first (its scratch space is reset)', () => {
    const first = index.search('connect to postgress');
    index.search('rule rule rule');
    assert.deepEqual(index.search('connect to postgress'), first);
  });
});
