// A word most of a site's sections hold is that site's own vocabulary ("test" and
// "jest" on the Jest docs): BM25 weighs it by its rarity among headings and titles,
// where it is rarer than in the text, so sections naming it in a heading outranked the
// one holding the question's rare word. The chat leaves such words out of its lexical
// query (COMMON_WORD_SHARE), unless the question says nothing else.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Retriever, type ChatRecord } from '../../server/chat/retrieval.js';

const LEVELS = { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

function section(path: string, page: string, heading: string, text: string): ChatRecord[] {
  const hierarchy = { ...LEVELS, lvl1: page, lvl2: heading } as unknown as ChatRecord['hierarchy'];
  return [{ type: 'lvl2', hierarchy, content: null, url: path }, { type: 'content', hierarchy, content: text, url: path }];
}

/**
 * "widget" in every section, in two of them in the title and heading too; "timeout" in one. A
 * hundred sections: on fewer, a word's share says little and every word is asked.
 */
const SITE: ChatRecord[] = [
  ...section('/widgets#basics', 'Widget Testing', 'Widget basics', 'A widget renders its children.'),
  ...section('/widgets#tests', 'Widget Testing', 'Testing widgets', 'Each widget is tested alone.'),
  ...section('/limits#calls', 'Limits', 'Calls', 'A widget call stops after thirty seconds: raise its timeout in the config.'),
  ...Array.from({ length: 97 }, (_, index) => section(`/parts/part-${index}#use`, `Part ${index}`, 'Use', `A widget takes part ${index} of its theme.`)).flat(),
];

const ask = (question: string) => new Retriever(SITE).search([{ role: 'user', content: question }], 5);

describe("a site's own vocabulary in a question", () => {
  it('is left out of the lexical query: only sections holding the other words match', () => {
    const hits = ask('How do I change the widget timeout?');
    // With "widget" asked, every section matched and the two naming it in title and heading came first.
    assert.deepEqual(hits.map((hit) => hit.passage.url), ['/limits#calls'], hits.map((hit) => `${hit.passage.url} ${hit.terms.join(',')}`).join('; '));
    assert.deepEqual(hits[0].terms, ['timeout']);
  });

  it('is asked when the question has no other word', () => {
    const hits = ask('widgets?');
    assert.equal(hits.length, 5);
    assert.equal(hits[0].passage.page, 'Widget Testing');
  });
});
