// Words that quantify or stress ("some", "every", "just", "really") say nothing about which
// section answers, yet a section whose heading holds one ("Some options") outranked the one
// about the question: "run some code before every test in a file" on the Jest docs found
// the sections saying "some" and "every" first. The chat leaves them out like its other
// stop words (STOP in server/chat/retrieval.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Retriever, tokenize, type ChatRecord } from '../../server/chat/retrieval.js';

const LEVELS = { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

function section(path: string, page: string, heading: string, text: string): ChatRecord[] {
  const hierarchy = { ...LEVELS, lvl1: page, lvl2: heading } as unknown as ChatRecord['hierarchy'];
  return [{ type: 'lvl2', hierarchy, content: null, url: path }, { type: 'content', hierarchy, content: text, url: path }];
}

/** The first hit's URL for `question`, and what each hit matched (for the failure message). */
function firstHit(site: ChatRecord[], question: string): [url: string | undefined, matched: string] {
  const hits = new Retriever(site).search([{ role: 'user', content: question }], 3);
  return [hits[0]?.passage.url, hits.map((hit) => `${hit.passage.url} ${hit.terms.join(',')}`).join('; ')];
}

const SITE: ChatRecord[] = [
  ...section('/options#some-options', 'Options', 'Some code for every file', 'Some code is read for every file, everything else once.'),
  ...section('/hooks#setup', 'Hooks', 'Setup', 'Code that must run before each test goes in a beforeEach hook.'),
  ...section('/reports#output', 'Reports', 'Output', 'The report lists each file that ran.'),
];

describe('filler words in a question', () => {
  it('are not terms of the lexical query', () => {
    assert.deepEqual(tokenize('just run some code before every test, really'), ['run', 'code', 'before', 'test']);
  });

  it('do not rank a section that holds them above the one about the question', () => {
    const [url, matched] = firstHit(SITE, 'run some code before every test in a file');
    assert.equal(url, '/hooks#setup', matched);
  });
});

// "They", "those", "our" and "us" point at something the question names, as "it", "we" and "their" do:
// a section saying "they" outranked the one about variables for "if I name a variable X in two
// different rules, do they refer to the same value?" (questions-round-5.json).
const PRONOUN_SITE: ChatRecord[] = [
  ...section('/reports#what-they-hold', 'Reports', 'What they hold', 'They hold one line per run; they are kept for a week and then removed.'),
  ...section('/language#variables', 'Language', 'Variables', 'A variable belongs to its rule: X in one rule and X in another are unrelated.'),
  ...section('/setup#install', 'Setup', 'Install', 'Install the package and start the server.'),
];

describe('pronouns in a question', () => {
  it('are not terms of the lexical query', () => {
    assert.deepEqual(tokenize('do they keep those for us, in our team'), ['keep', 'team']);
  });

  it('do not rank a section that holds them above the one about the question', () => {
    const [url, matched] = firstHit(PRONOUN_SITE, 'is a variable the same in two rules, or are they held apart?');
    assert.equal(url, '/language#variables', matched);
  });
});
