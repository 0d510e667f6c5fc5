// `markdown.format`: by default (as in Docusaurus) .md pages are MDX; `detect`
// parses .md as CommonMark and .mdx as MDX; `format:` front matter wins per page.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildVariant, must, readPage, selectAll, text, warningLines, useFixture } from './lib.js';

describe('markdown.format default (mdx): .md pages are MDX', () => {
  const site = useFixture('md-as-mdx');

  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('runs imports, components and expressions in a .md page instead of printing them', async () => {
    const page = await readPage(site.out, '/docs/components');
    const body = text(page.body);
    assert.doesNotMatch(body, /import /);
    assert.doesNotMatch(body, /A comment Docusaurus accepts/);
    assert.equal(selectAll(page.body, '[role="tab"]').length, 2);
    assert.match(text(must(page.body, '[role="tabpanel"]')), /apt-get install thing/);
    assert.match(body, /The answer is 42\./);
    assert.ok(must(page.body, 'h2#install-step'));
  });

  it('renders a .md partial as MDX (its export, its component, its admonition)', async () => {
    const page = await readPage(site.out, '/docs/components');
    assert.equal(text(must(page.body, 'span.shared-badge')), 'component');
    assert.match(text(must(page.body, 'div.admonition-tip')), /A partial in Markdown/);
  });

  it('renders an MDX 1 `class=` attribute as class, and warns to write className', async () => {
    const page = await readPage(site.out, '/docs/class');
    assert.equal(text(must(page.body, 'div.note-box')), 'Boxed text.');
    const warnings = warningLines(site.stderr);
    assert.equal(warnings.length, 1, site.stderr);
    assert.match(warnings[0], /content\/docs\/03-class\.md:5:1: `class` on <div> is `className` in MDX/);
  });

  it('warns once for every `class=` of the build, counting them, at the first (a Docusaurus 2 site has one in each raw HTML tag)', async () => {
    const variant = await buildVariant('md-as-mdx', {
      'content/docs/03-class.md': '---\ntitle: MDX 1 class\n---\n\n<div class="note-box">Boxed text.</div>\n\n<table class="grid">\n<tbody>\n<tr><td class="cell">A</td><td class="cell">B</td></tr>\n</tbody>\n</table>\n',
      'content/docs/04-more-class.md': '---\ntitle: More class\n---\n\nA <span class="tag">tag</span> in a line.\n',
    });
    assert.equal(variant.code, 0, variant.stderr);
    const page = await readPage(variant.out, '/docs/class');
    assert.equal(selectAll(page.body, 'td.cell').length, 2);
    const warnings = warningLines(variant.stderr);
    assert.equal(warnings.length, 1, variant.stderr);
    assert.match(warnings[0], /content\/docs\/03-class\.md:5:1: `class` on HTML tags is `className` in MDX \(JSX\): 5 attributes on 2 pages \(the first is here\) were renamed for this build/);
  });

  it("makes MDX 1's style=\"…\" strings the objects React wants, as MDX 1 did, with one warning (React threw on them)", async () => {
    const variant = await buildVariant('md-as-mdx', {
      'content/docs/04-style.md': [
        '---', 'title: MDX 1 style', '---', '',
        '<div className="boxed" style="color: red; MARGIN-top: 10px; -webkit-line-clamp: 2; -ms-flex: 1; --accent: blue; background: url(\'data:image/png;base64,AAAA\') /* a comment; */">Styled.</div>',
        '',
        'A <span style="font-weight:bold;">bold</span> word.',
        '',
      ].join('\n'),
    });
    assert.equal(variant.code, 0, variant.stderr);
    const page = await readPage(variant.out, '/docs/style');
    const style = must(page.body, 'div.boxed').properties.style;
    assert.equal(style, "color:red;margin-top:10px;-webkit-line-clamp:2;-ms-flex:1;--accent:blue;background:url('data:image/png;base64,AAAA')");
    assert.equal(must(page.body, 'span').properties.style, 'font-weight:bold');
    const warnings = warningLines(variant.stderr).filter((line) => /`style`/.test(line));
    assert.equal(warnings.length, 1, variant.stderr);
    assert.match(warnings[0], /content\/docs\/04-style\.md:5:1: `style` on HTML tags is an object in MDX \(JSX\): 2 attributes on 1 page \(the first is here\)/);
  });

  it("gives HTML attributes React's names, as MDX 1 did: a YouTube embed keeps allowfullscreen, a video autoplay (React dropped them)", async () => {
    const variant = await buildVariant('md-as-mdx', {
      'content/docs/04-embed.md': [
        '---', 'title: Embeds', '---', '',
        '<iframe src="https://www.youtube.com/embed/x" frameborder="0" allowfullscreen></iframe>',
        '',
        '<video controls autoplay muted playsinline src="https://example.com/a.mp4"></video>',
        '',
        '<input type="text" readonly data-kind="demo" aria-label="Demo" onclick="go()" />',
        '',
      ].join('\n'),
    });
    assert.equal(variant.code, 0, variant.stderr);
    const page = await readPage(variant.out, '/docs/embed');
    const props = (selector: string) => must(page.body, selector).properties;
    assert.equal(props('iframe').allowFullScreen, true);
    assert.equal(props('iframe').frameBorder, '0');
    assert.equal(props('video').autoPlay, true);
    assert.equal(props('video').playsInline, true);
    assert.equal(props('input').readOnly, true);
    // data-* and aria-* keep their names; an event handler written as HTML is no React handler, and stays as written (React drops it).
    assert.deepEqual(props('input').dataKind, 'demo');
    assert.deepEqual(props('input').ariaLabel, 'Demo');
    const warnings = warningLines(variant.stderr).filter((line) => /React's/.test(line));
    assert.equal(warnings.length, 1, variant.stderr);
    assert.match(warnings[0], /content\/docs\/04-embed\.md:5:1: HTML tags' attribute names are React's in MDX \(JSX\): 5 attributes on 1 page \(the first is here\) were renamed for this build/);
  });

  it('keeps CommonMark for a page with `format: md` front matter', async () => {
    const page = await readPage(site.out, '/docs/plain');
    const body = text(page.body);
    assert.match(body, /a < b and braces \{like this\} stay text/);
    assert.match(body, /import Nothing from 'nowhere';/);
    assert.doesNotMatch(body, /hidden/);
  });
});

describe("markdown.format 'detect'", () => {
  const site = useFixture('md-detect');

  it('builds', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('parses .md as CommonMark', async () => {
    assert.match(text((await readPage(site.out, '/docs/plain')).body), /map<K,V> and braces \{like this\} stay text/);
  });

  it('parses .mdx as MDX, and a .md page with `format: mdx` too', async () => {
    assert.match(text((await readPage(site.out, '/docs/real')).body), /Computed: 42\./);
    const optIn = await readPage(site.out, '/docs/opt-in');
    assert.match(text(must(optIn.body, 'details')), /Hidden until opened: 2\./);
  });
});
