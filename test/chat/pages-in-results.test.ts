// A page may hold two of the results an answer quotes (QUOTED_RESULTS: another part of the best page
// is worth quoting), and past those each page shows once, so the remaining sources name other pages
// that might answer.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QUOTED_RESULTS, Retriever, type ChatRecord } from '../../server/chat/retrieval.js';

const LEVELS = { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/** A section (its heading record and its text) of page `page` under heading `heading`. */
function section(page: string, title: string, heading: string, text: string): ChatRecord[] {
  const hierarchy = { ...LEVELS, lvl1: title, lvl2: heading } as unknown as ChatRecord['hierarchy'];
  const url = `${page}#${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return [{ type: 'lvl2', hierarchy, content: null, url }, { type: 'content', hierarchy, content: text, url }];
}

// Three pages with two sections each on snapshot files, and one page with a single weaker one.
const SITE: ChatRecord[] = [
  ...section('/snapshots', 'Snapshots', 'Update snapshot files', 'Update the snapshot files after a change: obsolete snapshot files are removed.'),
  ...section('/snapshots', 'Snapshots', 'Review snapshot files', 'Review snapshot files in a pull request like any other file.'),
  ...section('/cli', 'Command line', 'Snapshot files on the command line', 'The update flag rewrites the snapshot files that failed.'),
  ...section('/cli', 'Command line', 'Obsolete snapshot files', 'Obsolete snapshot files make the run fail in CI.'),
  ...section('/config', 'Configuration', 'Snapshot files folder', 'Where snapshot files are written, beside each test file.'),
  ...section('/config', 'Configuration', 'Snapshot files format', 'How snapshot files are serialized.'),
  ...section('/faq', 'Questions', 'Large files', 'A snapshot that grows large is hard to review.'),
];

describe('pages among the results', () => {
  it('a page holds two of the quoted results at most, and one of the others', () => {
    const hits = new Retriever(SITE).search([{ role: 'user', content: 'How do I update obsolete snapshot files?' }], 5);
    const pages = hits.map((hit) => hit.passage.url.split('#')[0]);
    const shown = hits.map((hit) => `${hit.passage.url} ${hit.score.toFixed(3)}`).join(', ');
    // The quoted results keep a second section of the best page (compose.ts quotes another part of it).
    assert.equal(new Set(pages.slice(0, QUOTED_RESULTS)).size, QUOTED_RESULTS - 1, shown);
    // Past them, no page shows twice: the fourth page's one section is among the five.
    pages.slice(QUOTED_RESULTS).forEach((page, index) => assert.ok(!pages.slice(0, QUOTED_RESULTS + index).includes(page), shown));
    assert.ok(pages.includes('/faq'), shown);
  });
});
