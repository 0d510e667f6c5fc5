// The automatic description's limits: a page of hostile text cannot hold discovery (its
// patterns rescan from each unmatched opener, so an uncapped 2 MB line took minutes).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createExcerpt, EXCERPT_MAX_CHARS } from '../../compiler/mdx/excerpt.js';

describe('createExcerpt on long and hostile text', () => {
  it('reads a 2 MB line of unmatched openers and keeps at most the limit', () => {
    for (const unit of ['x < ', '![a ', '[^b ', '[c ', '*d ']) {
      const excerpt = createExcerpt(unit.repeat(Math.ceil(2_000_000 / unit.length)));
      assert.ok(excerpt.length > 0 && excerpt.length <= EXCERPT_MAX_CHARS, `${JSON.stringify(unit)}: ${excerpt.length} characters`);
    }
  });

  it("keeps a link's text when the link runs over lines, a reference link's too", () => {
    assert.equal(createExcerpt('> [The more your tests resemble use, the more\n> confidence they give you.][guiding-principle]\n\nMore.\n\n[guiding-principle]: https://x.example\n'), 'The more your tests resemble use, the more confidence they give you.');
    assert.equal(createExcerpt('See [the\nguide](/docs/guide) and [API][api].\n'), 'See the guide and API.');
  });

  it('cuts a long paragraph at a space, and leaves a short one whole', () => {
    const words = Array.from({ length: 2000 }, (_, index) => `word${index}`);
    const excerpt = createExcerpt(`${words.slice(0, 1000).join(' ')}\n${words.slice(1000).join(' ')}\n`);
    assert.ok(excerpt.length <= EXCERPT_MAX_CHARS);
    assert.ok(excerpt.startsWith('word0 word1 '));
    assert.match(excerpt, /word\d+$/, 'no word cut in half');
    assert.ok(words.includes(excerpt.split(' ').at(-1)!));
    assert.equal(createExcerpt('A *short* [one](./x.md).\n'), 'A short one.');
  });
});

describe('createExcerpt and code in raw HTML', () => {
  it('leaves out the text of <script> and <style>, on one line or several', () => {
    assert.equal(createExcerpt('<script>alert("hi")</script>\n\nThe real first paragraph.\n'), 'The real first paragraph.');
    assert.equal(createExcerpt('<script type="module">\nalert("hi");\n</script>\n\nThe real first paragraph.\n'), 'The real first paragraph.');
    assert.equal(createExcerpt('<STYLE>\n.a { color: red }\n</STYLE>\nThe real first paragraph.\n'), 'The real first paragraph.');
    assert.equal(createExcerpt('Text before <script>x()</script> and after.\n'), 'Text before and after.');
  });
});
