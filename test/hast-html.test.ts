// compiler/mdx/hast-html.ts writes what hast-util-to-html writes (with
// `allowDangerousHtml`), byte for byte: on the cases each rule is for, on
// HTML read back from pages, and on thousands of generated trees.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Element, ElementContent, Nodes, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { fromHtml } from 'hast-util-from-html';
import { hastToHtml } from '../compiler/mdx/hast-html.js';

const expected = (tree: Nodes) => toHtml(tree, { allowDangerousHtml: true });
// Properties of every kind hast allows, some of them odd for their attribute (what the writer must handle as hast-util-to-html does).
const el = (tagName: string, properties: Record<string, unknown>, ...children: ElementContent[]): Element => ({ type: 'element', tagName, properties: properties as Properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

describe('hast to HTML', () => {
  const cases: [string, Nodes][] = [
    ['text to escape', { type: 'root', children: [el('p', {}, text('a < b && c > d "q" \'s\''))] }],
    ['script and style text as it is', { type: 'root', children: [el('script', {}, text('if (a < b && c) x = "<p>";')), el('style', {}, text('a > b { content: "&" }'))] }],
    ['text at the root', { type: 'root', children: [text('1 < 2 & 3')] }],
    ['raw HTML as it is', { type: 'root', children: [{ type: 'raw', value: '<b>&amp; raw</b>' } as unknown as ElementContent] }],
    ['void elements, and one given content', { type: 'root', children: [el('br', {}), el('img', { src: 'a.png', alt: '' }), el('BR', {}), el('hr', {}, text('x'))] }],
    ['booleans and overloaded booleans', { type: 'root', children: [el('input', { disabled: true, checked: false, readOnly: '', required: 'required', hidden: 0 }), el('a', { download: true, href: '/f' }), el('a', { download: 'name.txt' }), el('a', { download: '' }), el('details', { open: 'open' })] }],
    ['lists: space- and comma-separated', { type: 'root', children: [el('div', { className: ['a', 'b', ''], accept: ['.png', '.jpg'], coords: [1, 2, 3] }), el('span', { className: [] })] }],
    ['numbers, NaN and null', { type: 'root', children: [el('td', { colSpan: 2, rowSpan: Number.NaN, width: null, tabIndex: -1 })] }],
    ['names: data, aria, for, unknown', { type: 'root', children: [el('label', { htmlFor: 'x', dataFooBar: 'v', ariaLabel: 'L', ariaHidden: 'true', 'data-x': 'y', fooBar: 'z' })] }],
    ['values to escape', { type: 'root', children: [el('a', { title: 'say "hi" & it\'s `ok` <3', href: '/?a=1&b=2' })] }],
    ['svg: its own names and empty elements', { type: 'root', children: [el('p', {}, el('svg', { viewBox: '0 0 24 24', strokeWidth: 2 }, el('path', { d: 'M0 0', strokeLinecap: 'round' }), el('foreignObject', {}, el('div', { className: ['x'] }))))] }],
    ['template contents', fromHtml('<template><p class="a">x</p></template>', { fragment: true })],
    ['comments', { type: 'root', children: [{ type: 'comment', value: ' a --> b ' }, el('p', {}, { type: 'comment', value: '<!-- x' })] }],
    ['a doctype', { type: 'root', children: [{ type: 'doctype' }, el('html', {})] }],
    ['an element alone', el('code', { className: ['language-js'] }, text('a && b'))],
  ];
  for (const [name, tree] of cases) {
    it(name, () => assert.equal(hastToHtml(tree), expected(tree)));
  }

  it('fails on an unknown node as hast-util-to-html does', () => {
    const tree = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'X' }] } as unknown as Root;
    assert.throws(() => expected(tree), /unknown node/);
    assert.throws(() => hastToHtml(tree), /unknown node/);
  });

  it('HTML read back from a page', () => {
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title><style>a>b{}</style></head>
      <body class="page-doc"><a class="skip-link" href="#main">Skip</a><nav aria-label="Main"><button type="button" aria-expanded="false" hidden>≡</button>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18" stroke-width="2"></path></svg></nav>
      <main id="main"><article><h1>Title &lt;x&gt;</h1><p>Text with <code>a &amp;&amp; b</code> and <a href="/x?y=1&amp;z=2" title='"quoted"'>a link</a>.</p>
      <pre><code class="language-vadalog">edge(X, Y) :- path(X, Y).</code></pre><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>
      <input type="checkbox" checked disabled><details open><summary>More</summary><p>Inside</p></details><img src="/a.png" alt="A" loading="lazy"></article></main>
      <script type="module">import("/x.js").then((m) => m.a && m.b < 2);</script></body></html>`;
    const tree = fromHtml(page);
    assert.equal(hastToHtml(tree), expected(tree));
  });

  it('thousands of generated trees', () => {
    // A small deterministic generator (mulberry32): the same trees on every run.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const TAGS = ['p', 'a', 'div', 'span', 'code', 'pre', 'br', 'img', 'input', 'td', 'script', 'style', 'svg', 'path', 'template', 'ul', 'li', 'h2', 'hr', 'details', 'option', 'Custom-El'];
    const KEYS = ['className', 'id', 'href', 'title', 'hidden', 'disabled', 'checked', 'download', 'colSpan', 'accept', 'dataX', 'ariaLabel', 'htmlFor', 'viewBox', 'strokeWidth', 'value', 'open', 'style', 'onClick', 'selected'];
    const TEXTS = ['', 'plain', 'a < b', 'x & y', '"q"', "it's", '`t`', '\0nul', 'é ü 😀', ' ', '<!-- c -->', '&amp;'];
    const value = (): Properties[string] => pick<() => Properties[string]>([
      () => pick(TEXTS),
      () => random() < 0.5,
      () => Math.floor(random() * 10) - 2,
      () => Number.NaN,
      () => null,
      () => [pick(TEXTS), pick(TEXTS)],
      () => [1, 2],
      () => '',
    ])();
    const node = (depth: number): ElementContent => {
      const roll = random();
      if (depth > 3 || roll < 0.3) return text(pick(TEXTS));
      if (roll < 0.35) return { type: 'raw', value: pick(TEXTS) } as unknown as ElementContent;
      if (roll < 0.38) return { type: 'comment', value: pick(TEXTS) };
      const properties: Properties = {};
      for (let n = Math.floor(random() * 4); n > 0; n--) properties[pick(KEYS)] = value();
      const children = Array.from({ length: Math.floor(random() * 4) }, () => node(depth + 1));
      return el(pick(TAGS), properties, ...children);
    };
    for (let n = 0; n < 3000; n++) {
      const tree: Root = { type: 'root', children: Array.from({ length: 1 + Math.floor(random() * 3) }, () => node(0)) };
      assert.equal(hastToHtml(tree), expected(tree), JSON.stringify(tree));
    }
  });
});
