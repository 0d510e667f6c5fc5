// Whether the docs cover a question (the chat's "not covered" answer): a close
// meaning, or, whatever the model's similarity, a section holding most of a
// longer question's words. Vectors are made by hand so that every section is
// far from the question in meaning.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildPassages, Retriever, type ChatRecord } from '../../server/chat/retrieval.js';
import type { SectionVectors } from '../../compiler/search/embeddings.js';

function section(path: string, title: string, prose: string): ChatRecord[] {
  const hierarchy = { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return [
    { type: 'lvl1', hierarchy, content: null, url: path },
    { type: 'content', hierarchy, content: prose, url: path },
  ];
}

const SITE: ChatRecord[] = [
  ...section('/docs/documents', 'Business documents', 'Invoices in PDF files are read into facts: their total, their due date and their issuer.'),
  ...section('/docs/files', 'Files', 'A file is read from a path on disk.'),
  ...section('/docs/bands', 'Conditions', 'An if expression sorts a reading into a band: cold below 10, mild up to 20, hot above.'),
];

/** Unit vectors: sections along one axis, questions along another (similarity 0.1). */
const DIMENSIONS = 4;
const unit = (values: number[]) => Float32Array.from(values.map((value) => value / Math.hypot(...values)));
const SECTIONS: SectionVectors = { model: 'test', dimensions: DIMENSIONS, byUrl: new Map(buildPassages(SITE).map((passage) => [passage.url, unit([1, 0, 0, 0])])) };
const FAR = unit([0.1, Math.sqrt(1 - 0.01), 0, 0]);

function covered(question: string): boolean {
  const retriever = new Retriever(SITE, SECTIONS);
  const messages = [{ role: 'user' as const, content: question }];
  const hits = retriever.search(messages, 5, FAR);
  assert.ok(hits.every((hit) => Math.abs(hit.similarity - 0.1) < 1e-6), 'the question is far from every section');
  return retriever.covered(hits, messages);
}

describe('what the docs cover', () => {
  it('a section holding most of a longer question\'s words covers it, however far in meaning', () => {
    // Stems count: "PDFs" is "PDF", "invoices" is "invoice".
    assert.equal(covered('pull the total and due date out of invoice PDFs'), true);
  });

  it('a filler word of the question ("like") is not a word the section must hold', () => {
    // Four of the question's six words are the section's: "bucket" and "temperatures" are not.
    assert.equal(covered('bucket temperatures into bands like cold, mild and hot'), true);
  });

  it('one or two shared words, or a short question, do not', () => {
    assert.equal(covered('what is the due date of my phone bill'), false);
    assert.equal(covered('read a file'), false);
    assert.equal(covered('recommend a good pizza recipe'), false);
  });
});

describe('the share of the question a section holds', () => {
  // "recursion" is rare (one page, and its title: BM25 weighs it most); "rule", "call" and "itself"
  // are on three pages, of 24 (on a site of four, words on three pages of four would say next to
  // nothing, and the factor weighs words by rarity). The second page holds three of the question's
  // four words, the first one.
  const site: ChatRecord[] = [
    ...section('/docs/glossary', 'Recursion', 'Recursion: see the chapter on programs.'),
    ...section('/docs/rules', 'Writing programs', 'A rule may call itself.'),
    ...['a', 'b'].flatMap((name) => section(`/docs/${name}`, `Page ${name}`, `Each rule here may call another rule, or itself, in part ${name}.`)),
    ...Array.from({ length: 20 }, (_, index) => section(`/docs/other-${index}`, `Other ${index}`, `Facts are read from a file in part ${index}.`)).flat(),
  ];
  const first = (tuning: { coverageWeight?: number }) => new Retriever(site, undefined, tuning).search([{ role: 'user', content: 'rule call itself recursion' }], 2)[0]?.passage.url;

  it('a section holding most of the question\'s words comes before one holding its rarest word alone', () => {
    assert.equal(first({}), '/docs/rules');
  });

  it('without it, the rare word wins (the case the factor is for)', () => {
    assert.equal(first({ coverageWeight: 0 }), '/docs/glossary');
  });

  it('each word counts by how rare it is: words most sections hold say little about which one answers', () => {
    // Both sections hold two of the question's three words. "file" is on every page but one; the
    // first section lacks it and holds the rare "neo4j", the second holds "file" but not "neo4j".
    const rare: ChatRecord[] = [
      ...section('/docs/neo4j', 'Graph stores', 'Neo4j nodes are loaded as facts.'),
      ...section('/docs/files', 'Files', 'Any file is loaded, file by file, from a file path; a file may be large, and each file is loaded whole.'),
      ...['a', 'b', 'c', 'd', 'e', 'f'].flatMap((name) => section(`/docs/${name}`, `Page ${name}`, `A file of part ${name}.`)),
    ];
    const top = (tuning: { coverageWeight?: number }) => new Retriever(rare, undefined, tuning).search([{ role: 'user', content: 'load a neo4j file' }], 2)[0]?.passage.url;
    assert.equal(top({}), '/docs/neo4j');
  });
});

describe('closeness in meaning is read from the whole ranking', () => {
  // The first section matches the question's words best; the second is closer in meaning and shares a word.
  const site: ChatRecord[] = [
    ...section('/docs/steps', 'Steps', 'Steps, steps and more steps: each step shows one result.'),
    ...section('/docs/explanations', 'Explanations', 'An explanation tells how a result was derived.'),
  ];
  const vectors: SectionVectors = { model: 'test', dimensions: DIMENSIONS, byUrl: new Map([['/docs/steps', unit([1, 0, 0, 0])], ['/docs/explanations', unit([0, 0, 1, 0])]]) };
  // Similarity 0.1 to the first section, 0.35 to the second.
  const question = unit([0.1, Math.sqrt(1 - 0.01 - 0.35 ** 2), 0.35, 0]);

  it('a section close enough in meaning and sharing a word covers the question even when it is not among the sources', () => {
    const retriever = new Retriever(site, vectors);
    const messages = [{ role: 'user' as const, content: 'steps that show a result' }];
    const hits = retriever.search(messages, 1, question);
    assert.deepEqual(hits.map((hit) => hit.passage.url), ['/docs/steps']);
    assert.ok(hits[0].similarity < 0.3);
    assert.equal(retriever.covered(hits, messages), true);
  });
});

describe('the semantic ranking', () => {
  // 70 sections, one page each, with no word of the question: the ranking is the semantic one alone.
  // Similarities to the question are set by hand, with ties (the dimensions are odd, so the dot
  // products' last, shorter round counts too).
  const COUNT = 70;
  const DIMS = 7;
  const wanted = (index: number) => [0.9, 0.5, 0.9, 0.3, 0.7, 0.5][index % 6] - Math.floor(index / 6) * 0.01;
  const site = Array.from({ length: COUNT }, (_, index) => section(`/docs/page-${index}`, `Page ${index}`, `Lorem text number ${index}.`)).flat();
  const vectorOf = (value: number) => {
    const rest = Math.sqrt(1 - value * value) / Math.sqrt(DIMS - 1);
    return Float32Array.from([value, ...Array.from({ length: DIMS - 1 }, () => rest)]);
  };
  const question = Float32Array.from([1, ...Array.from({ length: DIMS - 1 }, () => 0)]);
  const vectors: SectionVectors = { model: 'test', dimensions: DIMS, byUrl: new Map(Array.from({ length: COUNT }, (_, index) => [`/docs/page-${index}`, vectorOf(wanted(index))])) };

  it('ranks by similarity, ties in page order, and gives each hit its similarity', () => {
    const retriever = new Retriever(site, vectors);
    const hits = retriever.search([{ role: 'user', content: 'zebra quantum' }], 5, question);
    // Expected: every section's dot product with the question, sorted (stably) by it.
    const dot = (index: number) => { const vector = vectors.byUrl.get(`/docs/page-${index}`)!; let sum = 0; for (let i = 0; i < DIMS; i++) sum += question[i] * vector[i]; return sum; };
    const expected = Array.from({ length: COUNT }, (_, index) => index).sort((a, b) => dot(b) - dot(a)).slice(0, 5);
    assert.deepEqual(hits.map((hit) => hit.passage.url), expected.map((index) => `/docs/page-${index}`));
    assert.deepEqual(expected.slice(0, 2), [0, 2], 'precondition: the two closest tie, and the first page comes first');
    assert.deepEqual(hits.map((hit) => hit.similarity), expected.map(dot), 'the same similarities, to the last bit');
  });
});

describe('lexical evidence counts by the share of the question the docs know', () => {
  // "Smooth" and "noisy" are on no page: lexically, the question is "readings", a word most pages
  // use and the first holds in its title; in meaning it is closest to the filter page (similarity
  // 0.5 against 0.3, and 0 for the others).
  const site: ChatRecord[] = [
    ...section('/docs/readings', 'Readings', 'Readings are read from a file, readings by the row.'),
    ...section('/docs/filter', 'Kalman filter', 'A Kalman filter estimates a value from measurements.'),
    ...Array.from({ length: 10 }, (_, index) => section(`/docs/other-${index}`, `Other ${index}`, `Readings of part ${index}.`)).flat(),
  ];
  const vectors: SectionVectors = {
    model: 'test',
    dimensions: DIMENSIONS,
    byUrl: new Map(buildPassages(site).map((passage) => [passage.url, passage.url === '/docs/filter' ? unit([1, 0, 0, 0]) : passage.url === '/docs/readings' ? unit([0, 1, 0, 0]) : unit([0, 0, 1, 0])])),
  };
  const question = unit([0.5, 0.3, 0, Math.sqrt(1 - 0.25 - 0.09)]);
  const first = (content: string, tuning: { trustKnownWords?: boolean } = {}) => new Retriever(site, vectors, tuning).search([{ role: 'user', content }], 2, question)[0]?.passage.url;

  it('a question whose rare words the docs never use is ranked mostly by meaning', () => {
    assert.equal(first('smooth noisy readings'), '/docs/filter');
  });

  it('without it, the one word the docs know leads (the case it is for)', () => {
    assert.equal(first('smooth noisy readings', { trustKnownWords: false }), '/docs/readings');
  });

  it('a question whose words the docs all use is ranked as before', () => {
    assert.equal(first('readings file'), first('readings file', { trustKnownWords: false }));
    assert.equal(first('readings file'), '/docs/readings');
  });
});
