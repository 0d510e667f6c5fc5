// Where the MDX bridge cuts a page into islands (compiler/mdx/mdx-islands.ts):
// an island runs from a top-level block to the end of the block that closes
// what it opened. That end was found by reading the island again from its first
// line at each block it grew by: a `<div>` around a whole page of paragraphs
// took seconds (12 s at 4,000 paragraphs), and far longer as the page grew.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findIslands } from '../../compiler/mdx/mdx-islands.js';

const cut = (text: string) => findIslands(text)?.map((island) => text.slice(island.start, island.end));

describe('MDX islands', () => {
  it('runs an island to the block that closes its tag, and starts another after plain Markdown', () => {
    const page = '# Title\n\n<div>\n\nA\n\nB\n\n</div>\n\nPlain text.\n\n<span>x</span>\n';
    assert.deepEqual(cut(page), ['<div>\n\nA\n\nB\n\n</div>', '<span>x</span>']);
  });

  it('sends a page whose tag never closes to micromark whole (no islands)', () => {
    assert.equal(findIslands('# Title\n\n<div>\n\nA\n\nB\n'), undefined);
  });

  it('reads code fences inside an island: a closing tag in a fence does not close it', () => {
    const page = '<div>\n\n```html\n</div>\n```\n\nStill inside.\n\n</div>\n\nAfter.\n';
    assert.deepEqual(cut(page), [page.slice(0, page.indexOf('\n\nAfter.'))]);
  });

  it('finds the end of a tag wrapped around 20,000 paragraphs (no time asserted: read again at each block, this took minutes)', () => {
    const paragraphs = Array.from({ length: 20_000 }, (_, index) => `Paragraph ${index} with *some* text and {index}.`).join('\n\n');
    const page = `# Title\n\n<div>\n\n${paragraphs}\n\n</div>\n\nAfter.\n`;
    const islands = findIslands(page);
    assert.equal(islands?.length, 1);
    assert.ok(page.slice(islands[0].start, islands[0].end).endsWith('Paragraph 19999 with *some* text and {index}.\n\n</div>'));
    assert.equal(findIslands(`# Title\n\n<div>\n\n${paragraphs}\n`), undefined, 'never closed: no islands');
  });
});
