// HTML comments in .mdx pages (compiler/mdx/preprocess.ts, HtmlComments): made
// MDX comments (marked `{/*-`, as long as `<!--`) where Markdown text is, as Docusaurus's comment syntax reads
// them, and left as written where MDX reads JavaScript or JSX (an attribute's
// string, an expression's string or comment, inline code), so a page's text is
// never changed; a `-->` with no comment open is prose ("File --> Save").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { preprocess, unclosedHtmlComment } from '../../compiler/mdx/preprocess.js';

const mdx = (text: string) => preprocess(text, 'mdx');

test('a comment in text becomes an MDX comment, on one line or over several', () => {
  assert.equal(mdx('Before <!-- note --> after.'), 'Before {/*- note */} after.');
  assert.equal(mdx('<!--\nfirst\nsecond -->\nText'), '{/*-\nfirst\nsecond */}\nText');
  assert.equal(mdx('<Box>\n<!-- between children -->\n</Box>'), '<Box>\n{/*- between children */}\n</Box>');
});

test('an arrow in prose with no comment open stays text', () => {
  assert.equal(mdx('Open File --> Save, then Edit --> Undo.'), 'Open File --> Save, then Edit --> Undo.');
  assert.equal(mdx('<!-- a --> then b --> c'), '{/*- a */} then b --> c');
});

test('what MDX reads as JavaScript or JSX keeps its characters: attribute strings, expression strings and comments, inline code', () => {
  for (const line of [
    `<span title="one <!-- two --> three">x</span>`,
    `<span title='one <!-- two --> three'>x</span>`,
    `Value: {'start <!-- kept --> end'}`,
    `<Tabs values={[{ label: "<!-- l -->", value: "a" }]}>`,
    `{/* an MDX comment about <!-- this --> */}`,
    '`<!-- inline code -->` in a sentence',
    '``with ` a <!-- backtick -->`` in it',
    'An escaped \\<!-- opener',
  ]) assert.equal(mdx(line), line);
  // A template literal runs over lines; the text after the expression is text again.
  assert.equal(mdx('{`a <!-- b\n--> c`} and <!-- d -->'), '{`a <!-- b\n--> c`} and {/*- d */}');
  // An attribute's expression inside a tag, then the tag's children.
  assert.equal(mdx('<Note label={"<!--"} kind="-->">\n<!-- gone -->\n</Note>'), '<Note label={"<!--"} kind="-->">\n{/*- gone */}\n</Note>');
});

test('fenced code is untouched, and a heading id in a comment still names the heading', () => {
  assert.equal(mdx('```html\n<!-- markup -->\n```'), '```html\n<!-- markup -->\n```');
  assert.equal(mdx('## Title <!-- #custom-id -->'), '## Title \\{#custom-id\\}');
  assert.equal(preprocess('Plain <!-- kept --> in .md', 'md'), 'Plain <!-- kept --> in .md');
  // Words after the id are a note: the id is the first word, as Docusaurus's headings plugin reads it.
  assert.equal(mdx('## Title {/* #setup keep for old links */}'), '## Title \\{#setup\\}');
  assert.equal(mdx('## Title <!-- #setup keep -->'), '## Title \\{#setup\\}');
  assert.equal(preprocess('## Title <!-- #set-up keep -->', 'md'), '## Title {#set-up}');
  assert.equal(preprocess('## Title <!-- #a-->', 'md'), '## Title {#a}');
  // A comment that does not start with `#` names nothing.
  assert.equal(mdx('## Title {/* a note */}'), '## Title {/* a note */}');
});

test('a comment never closed is found where it opens; one closed, or only in a string, is not', () => {
  assert.deepEqual(unclosedHtmlComment('Text\n\nMore <!-- never closed\nand on'), { line: 3, column: 6 });
  assert.equal(unclosedHtmlComment('A <!-- closed\n--> b'), undefined);
  assert.equal(unclosedHtmlComment(`<span title="<!--">x</span>`), undefined);
  assert.equal(unclosedHtmlComment('```\n<!--\n```'), undefined);
});
