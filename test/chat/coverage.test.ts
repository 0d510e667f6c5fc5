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

  it('one or two shared words, or a short question, do not', () => {
    assert.equal(covered('what is the due date of my phone bill'), false);
    assert.equal(covered('read a file'), false);
    assert.equal(covered('recommend a good pizza recipe'), false);
  });
});
