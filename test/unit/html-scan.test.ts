// scanPage reads a rendered page once for ids, the main region's links and the
// article tree; it must give exactly what the separate readers gave on their
// slices of the page (validation, search records and the Markdown twin rely on it).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { collectHrefs, collectIds, collectLinks, LOADED, readHtml, scanPage } from '../../compiler/html.js';
import { builtFixture, listFiles, removeTempDirs } from '../helpers.js';

/** The `<main>` region as the build sliced it before `scanPage`: the reference it must match. */
function mainRegion(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end === -1 ? '' : html.slice(start, end);
}

function separately(html: string) {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return {
    ids: [...collectIds(html)],
    hrefs: collectHrefs(mainRegion(html)),
    article: start === -1 || end === -1 ? undefined : readHtml(html.slice(start, end + '</article>'.length)),
  };
}

function assertSame(html: string, label: string) {
  const scan = scanPage(html, { article: true });
  const expected = separately(html);
  assert.deepEqual([...scan.ids], expected.ids, `${label}: ids`);
  // Links as collectHrefs reads them; what the page loads (LOADED) comes in between, in document order.
  assert.deepEqual(scan.hrefs.filter((href) => !href.startsWith(LOADED)), expected.hrefs, `${label}: hrefs`);
  assert.deepEqual(scan.article, expected.article, `${label}: article`);
}

describe('scanPage', () => {
  after(removeTempDirs);

  it('should read every page of built sites as the separate readers did', async () => {
    let pages = 0;
    for (const fixture of ['basic', 'vadalog']) {
      const { code, out, stderr } = await builtFixture(fixture);
      assert.equal(code, 0, stderr);
      for (const file of (await listFiles(out)).filter((name) => name.endsWith('.html'))) {
        assertSame(await readFile(join(out, file), 'utf8'), `${fixture}/${file}`);
        pages++;
      }
    }
    assert.ok(pages > 10, `only ${pages} pages read`);
  });

  it('should keep implied closes, entities, pre text and regions as the slices had them', () => {
    const html = '<!doctype html><html><body><nav><a href="/nav" id="n">x</a></nav>'
      + '<main id="m"><p>before <a href="/in-main#a&amp;b">l</a><article id="art"><div class="markdown"><h2 id="caf&eacute;">Caf&eacute;<a class="hash-link" href="#café">#</a></h2>'
      + '<p>one<p>two <a href="https://example.com/x">out</a><ul><li>a<li>b</ul><img src="i.png" alt=""><br/>'
      + '<pre class="code"><code><span class="code-line"><span class="token">x</span>\n</span></code></pre></div></article>'
      + '<a href="/after-article">after</a></main><footer><a href="/foot" id="f">f</a></footer></body></html>';
    assertSame(html, 'hand-written page');
    const scan = scanPage(html, { article: true });
    assert.ok(scan.ids.has('café') && scan.ids.has('f') && scan.ids.has('n'), [...scan.ids].join(' '));
    assert.deepEqual(scan.hrefs, ['/in-main#a&b', '#café', `${LOADED}i.png`, '/after-article']);
    assert.equal(scanPage(html, { article: false }).article, undefined);
  });

  it('should read code blocks as the slices did, whatever their markup (the scan takes the tags out of plain highlighted code)', () => {
    const highlighted = '<pre class="prism-code" tabindex="0"><code class="language-js"><span class="code-line"><span class="token keyword">const</span> a <span class="token operator">=</span> <b>1</b>&lt;2 &amp;&amp; x<br/><br></span>\n</code></pre>';
    const blocks: Record<string, string> = {
      highlighted,
      'an id inside': '<pre><code><span id="inside">x</span> y</code></pre>',
      'an id with spaces before it': '<pre><span  id="inside2" class="t">x</span></pre>',
      'a link inside': '<pre><code>see <a href="/guide/x">x</a></code></pre>',
      'a reference a tag cuts': '<pre><code>&am<span>p;</span> &#6<i>0;</i> &lt<span>;</span></code></pre>',
      'a comment inside': '<pre><code><span>a</span><!-- <span id="c">x</span> --></code></pre>',
      'a single-quoted attribute': "<pre><span class='t'>a</span> <span id='q'>b</span></pre>",
      'an attribute holding >': '<pre><span title="a>b" id="gt">x</span></pre>',
      'upper-case tags': '<pre><SPAN ID="up">x</SPAN></pre>',
      'a script inside': '<pre><span>a</span><script>var s = \'<span class="x">\' + "<span id=\'s\'>";</script></pre>',
      'a textarea inside': '<pre><textarea><b>bold</b></textarea></pre>',
      'a pre inside': '<pre><span>a</span><pre><span id="inner">b</span></pre>c</pre>',
      'a pre attribute holding >': '<pre title="a>b"><span>x</span></pre>',
      'block tags inside': '<pre><div><p>a<p>b</div><span>c</span></pre>',
      'an unclosed pre': '<pre><span>x</span>',
      'a bare attribute': '<pre><span hidden>x</span><span data-x=y>z</span></pre>',
      'a look-alike tag': '<preview><span id="pv">x</span></preview><pre >x</pre><pre\tclass="t"><span>y</span></pre>',
    };
    for (const [name, block] of Object.entries(blocks)) {
      const html = `<!doctype html><html><body><main><article><h1 id="t">T</h1>${block}<p id="after">after</p></article></main></body></html>`;
      assertSame(html, name);
      // pxdocs check's reader takes the same tags out: its ids and links (internal links only here) are the plain readers'.
      const links = collectLinks(html);
      assert.deepEqual([...links.ids], [...collectIds(html)], `${name}: check's ids`);
      assert.deepEqual(links.links, collectHrefs(html), `${name}: check's links`);
    }
    const scan = scanPage(`<main><article>${highlighted}${blocks['an id inside']}${blocks['a link inside']}</article></main>`, { article: true });
    assert.ok(scan.ids.has('inside'));
    assert.deepEqual(scan.hrefs, ['/guide/x']);
  });

  it('should find ids in a sidebar menu holding the site\'s own HTML items, and the same without them', () => {
    const page = (menu: string) => '<!doctype html><html><body><aside class="doc-sidebar"><nav class="menu" aria-label="Docs sidebar" data-sidebar="">'
      + `<ul class="menu-list"><li class="menu-item"><a class="menu-link" href="/learn/a">A &lt;/nav&gt;</a></li>${menu}</ul></nav></aside>`
      + '<main><article><h1 id="t">T</h1><a href="/learn/b">b</a></article></main><footer id="f"></footer></body></html>';
    const own = page('<li class="menu-item menu-html"><span id="promo">New</span></li>');
    assertSame(own, 'menu with an HTML item');
    assert.ok(scanPage(own, { article: true }).ids.has('promo'));
    const plain = page('<li class="menu-item"><a class="menu-link" href="/learn/c">C</a></li>');
    assertSame(plain, 'menu of links');
    assert.deepEqual([...scanPage(plain, { article: true }).ids], ['t', 'f']);
    assert.deepEqual(scanPage(plain, { article: true }).hrefs, ['/learn/b']);
  });

  it("should take an <a name>'s name as an anchor, as browsers scroll to it (and an id of any element), and no other element's name", () => {
    const html = '<main><article><h2 id="usage">Usage</h2><a name="legacy-target"></a><a id="both" name="old-both"></a><input name="query"><p>text</p></article></main>';
    const expected = ['usage', 'legacy-target', 'both', 'old-both'];
    assert.deepEqual([...scanPage(html, { article: true }).ids], expected);
    assert.deepEqual([...collectIds(html)], expected);
    assert.deepEqual([...collectLinks(html).ids], expected);
  });
});
