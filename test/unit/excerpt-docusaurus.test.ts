// Automatic descriptions against Docusaurus 3.10's own createExcerpt (@docusaurus/utils markdownUtils):
// the expected values were made by calling that function on each text.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createExcerpt } from '../../compiler/mdx/excerpt.js';

/** [the first lines of a page, Docusaurus's description of it]. */
const SAME: [string, string][] = [
  ['## Getting started\n\nThe text.', 'Getting started'],
  ['# Title\n\nThe text after the title.', 'The text after the title.'],
  ['### Heading with id {#custom-id}\n\nText.', 'Heading with id'],
  ['## Heading `code` and **bold**\n\nText.', 'Heading code and bold'],
  ['Title\n=====\n\nSetext title skipped.', 'Setext title skipped.'],
  [':::tip\n\nInside a tip.\n\n:::', 'Inside a tip.'],
  [':::note Title\n\nInside a titled note.\n\n:::', 'Inside a titled note.'],
  [':::info[Title]\nText in info.\n:::', 'Text in info.'],
  ['![An image](./img.png)\n\nAfter the image.', 'An image'],
  ['Text with ![alt text](./i.png) inside.', 'Text with alt text inside.'],
  ['A [link](./x.md) and a [ref link][ref].', 'A link and a ref link.'],
  ['Some *emphasis*, _more_, **strong** and ***both***.', 'Some emphasis, more, strong and both.'],
  ['Some ~~struck out~~ text.', 'Some struck out text.'],
  ['Inline `code` here.', 'Inline code here.'],
  ['<div class="x">HTML text</div>', 'HTML text'],
  ['<p>\nInside p\n</p>', 'Inside p'],
  ['```js\nconst x = 1;\n```\n\nAfter code.', 'After code.'],
  ['````md\n```js\nx\n```\n````\n\nAfter nested code.', 'After nested code.'],
  ['import X from "./x";\nimport Y from "./y";\n\nAfter imports.', 'After imports.'],
  ['export const a = 1;\n\nAfter export.', 'After export.'],
  ['> A quote line.', 'A quote line.'],
  ['A footnote[^1] here.\n\n[^1]: The note.', 'A footnote here.'],
  ['Emoji :smile: in text.', 'Emoji in text.'],
  ['<!-- a comment -->\n\nAfter a comment.', 'After a comment.'],
  ['<Tabs>\n<TabItem value="a">\n\nIn a tab.\n\n</TabItem>\n</Tabs>', 'In a tab.'],
  ['   Indented text.', 'Indented text.'],
  ['#### Deep heading\n\nText.', 'Deep heading'],
];

/** [text, pxdocs's description, Docusaurus's]: where Docusaurus's line patterns let Markdown through, or cut a sentence at its line's end. */
const BETTER: [string, string, string][] = [
  ['- [x] done\n- [ ] todo', 'done', '- [x] done'],
  ['* [ ] todo first\n* [x] done', 'todo first', '* [ ] todo first'],
  ['- A list item first\n- second', 'A list item first', '- A list item first'],
  ['1. Numbered first\n2. second', 'Numbered first', '1. Numbered first'],
  ['> > Nested quote.', 'Nested quote.', '> Nested quote.'],
  ['Time 10:30 and 11:45 today.', 'Time 10:30 and 11:45 today.', 'Time 1045 today.'],
  ['---\n\nAfter a break.', 'After a break.', '---'],
  ['| a | b |\n|---|---|\n| 1 | 2 |', '', '| a | b |'],
  ['First line of a paragraph\nsecond line of it.', 'First line of a paragraph second line of it.', 'First line of a paragraph'],
  ['Escaped \\*stars\\* here.', 'Escaped *stars* here.', 'Escaped \\stars\\ here.'],
  ['snake_case_name and another_one here.', 'snake_case_name and another_one here.', 'snakecasename and another_one here.'],
  ['{/* comment */}\n\nAfter an MDX comment.', 'After an MDX comment.', '{/ comment /}'],
  ['## Heading ##\n\nText.', 'Heading', 'Heading ##'],
];

describe('createExcerpt as Docusaurus\'s', () => {
  for (const [text, expected] of SAME) {
    it(`describes ${JSON.stringify(text.split('\n')[0])} as Docusaurus does`, () => {
      assert.equal(createExcerpt(text), expected);
    });
  }
  for (const [text, expected, docusaurus] of BETTER) {
    it(`describes ${JSON.stringify(text.split('\n')[0])} without the syntax Docusaurus keeps (${JSON.stringify(docusaurus)})`, () => {
      assert.equal(createExcerpt(text), expected);
    });
  }
  it('skips every heading and image when asked (an areas site, as pxdocs always described it)', () => {
    assert.equal(createExcerpt('## Getting started\n\n![A diagram](./d.png)\n\nThe text.', { docusaurus: false }), 'The text.');
  });
});
