// A section under a generic reference heading says what kind of detail follows, not what it is
// about: an API reference's entry for one parameter ("Parameters › project") or TypeDoc's
// "Inherited from" link answers a question about that detail, seldom the question. Such sections
// count for less (GENERIC_FACTOR) when the heading is theirs or one above them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Retriever, type ChatRecord } from '../../server/chat/retrieval.js';

const LEVELS = { lvl0: 'API', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/** A section (its heading record and its text) at `path`, under `headings` (lvl1 first). */
function section(path: string, headings: string[], text: string): ChatRecord[] {
  const hierarchy = { ...LEVELS, ...Object.fromEntries(headings.map((heading, index) => [`lvl${index + 1}`, heading])) } as unknown as ChatRecord['hierarchy'];
  const type = `lvl${headings.length}` as ChatRecord['type'];
  return [{ type, hierarchy, content: null, url: path }, { type: 'content', hierarchy, content: text, url: path }];
}

const SITE: ChatRecord[] = [
  ...section('/api/converter#convert', ['Class: Converter', 'Methods', 'convert()'], 'Converts the source files into a project.'),
  ...section('/api/serializer#project', ['Function: serialize()', 'Parameters', 'project'], 'The project to convert to JSON: every project reflection, converted as JSON.'),
  ...section('/api/theme#render', ['Class: Theme', 'Methods', 'render()', 'Inherited from'], 'Renders a converted project to JSON pages: see the project converter.'),
];

describe('sections under a generic reference heading', () => {
  it('rank below the entry a question is about, whether the heading is theirs or above them', () => {
    // Without the factor the parameter's entry and the inherited link, which hold every word of the question, came first.
    const hits = new Retriever(SITE).search([{ role: 'user', content: 'How do I convert a project to JSON?' }], 5);
    assert.equal(hits[0]?.passage.url, '/api/converter#convert', hits.map((hit) => `${hit.passage.url} ${hit.score.toFixed(3)}`).join(', '));
  });
});
