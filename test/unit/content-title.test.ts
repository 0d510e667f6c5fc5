// A page's content title (compiler/discover.ts, firstHeading), as Docusaurus's
// contentTitle plugin takes it: the page's first heading when it is an h1,
// whatever comes before it, read without parsing the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstHeading } from '../../compiler/discover.js';

test('the first heading is the title when it is an h1, after any text, component or multi-line export', () => {
  assert.equal(firstHeading('# Plain\n\nText.', 0), 'Plain');
  assert.equal(firstHeading('export const Badge = () => {\n  return <b>new</b>;\n};\n\n# After a component\n\n<Badge />', 0), 'After a component');
  assert.equal(firstHeading('import Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n# After imports', 0), 'After imports');
  assert.equal(firstHeading('An opening paragraph.\n\n:::note\nA note.\n:::\n\n# Later', 0), 'Later');
  assert.equal(firstHeading('---\ntitle: x\n---\n# After front matter', 3), 'After front matter');
});

test('a first heading below h1 means no content title, and code or exports are not headings', () => {
  assert.equal(firstHeading('## Section\n\n# Too late', 0), undefined);
  assert.equal(firstHeading('```md\n# In a code block\n```\n\n# Real', 0), 'Real');
  assert.equal(firstHeading('export const text = `\n  # not a heading\n`;\n\n## Section', 0), undefined);
  assert.equal(firstHeading('#hashtag is not a heading\n\nNo heading at all.', 0), undefined);
});

test('the heading\'s text is what a reader sees: closing hashes, a custom id and Markdown left out', () => {
  assert.equal(firstHeading('# Closed ##', 0), 'Closed');
  assert.equal(firstHeading('# Named {#custom}', 0), 'Named');
  assert.equal(firstHeading('# The [guide](/g) for _you_ and `code`', 0), 'The guide for you and code');
});
