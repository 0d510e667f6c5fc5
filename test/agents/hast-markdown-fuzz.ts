// Generated hostile article bodies for test/agents/hast-markdown.test.ts: hast
// trees in the shapes the Markdown twin's writer takes (and some it must
// decline), with text made of the characters Markdown reads as syntax.
import type { Element, ElementContent, Root } from 'hast';

const PIECES = [
  'word', 'Text', 'a', 'x1', '42', ' ', ' ', ' ', '  ', '\n', '\t', '*', '**', '_', '__', 'snake_case', '`', '``', '[', ']', '[x]', '<', '>', '<div>', '#', '##', '+', '-', '---', '=', '===',
  '1.', '2)', '10.', '!', '![', '|', '\\', '\\*', '&', '&amp;', '&#42;', '&copy;', ':', '://', 'http://example.com', 'www.example.com', 'me@example.com', '@', '.', '~', '~~', '(', ')', '"', "'",
  '{', '}', '$', '%', '^', '—', '“quoted”', '\u00a0', 'é', '日本', ';', ',', '?',
];

/**
 * A document. `tame` keeps the text inside emphasis, links and code free of
 * whitespace at its ends (as Markdown sources make it), so the writer takes
 * most documents rather than declining them.
 */
export function hostileDocument(next: () => number, tame = false): Root {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const text = (min = 1, max = 6): ElementContent => {
    let value = '';
    const count = min + Math.floor(next() * (max - min + 1));
    for (let n = 0; n < count; n++) value += pick(PIECES);
    return { type: 'text', value };
  };
  const edge = (nodes: ElementContent[]): ElementContent[] => {
    if (!tame) return nodes;
    return nodes
      .map((node): ElementContent => (node.type === 'text' ? { type: 'text', value: node.value.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '') || 'word' } : node))
      .filter((node) => !(node.type === 'element' && node.tagName === 'br'));
  };
  const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });
  const url = () => pick(['https://example.com/a', 'https://example.com/a b', 'https://example.com/(x)', '/docs/page', 'https://example.com/?q=1&amp;x=2', 'https://e.com/a\\b', 'mailto:me@example.com', 'https://example.com/a<b>', '', '#frag', 'https://example.com/a)b(']);
  const phrasing = (depth: number): ElementContent[] => {
    const out: ElementContent[] = [];
    const count = 1 + Math.floor(next() * 5);
    for (let n = 0; n < count; n++) {
      const kind = depth > 2 ? 0 : Math.floor(next() * 14);
      if (kind <= 4) out.push(text());
      else if (kind === 5) out.push(el(pick(['strong', 'b']), edge(phrasing(depth + 1))));
      else if (kind === 6) out.push(el(pick(['em', 'i']), edge(phrasing(depth + 1))));
      else if (kind === 7) out.push(el('del', edge(phrasing(depth + 1))));
      else if (kind === 8) out.push(el('code', edge([text(1, 4)])));
      else if (kind === 9) {
        const href = url();
        out.push(el('a', chance(0.3) ? [{ type: 'text', value: href }] : edge(phrasing(depth + 1)), { href, ...(chance(0.2) ? { title: (text() as { value: string }).value } : {}) }));
      } else if (kind === 10) out.push(el('img', [], { src: url(), alt: (text() as { value: string }).value, ...(chance(0.3) ? { title: 'A "title" \\ here' } : {}) }));
      else if (kind === 11) out.push(el('br', []));
      else if (kind === 12) out.push(el('span', phrasing(depth + 1)));
      else out.push(el(pick(['sup', 'kbd', 'mark']), [text(1, 2)]));
    }
    return out;
  };
  const flow = (depth: number): ElementContent[] => {
    const out: ElementContent[] = [];
    const count = 1 + Math.floor(next() * (depth ? 3 : 6));
    for (let n = 0; n < count; n++) {
      if (chance(0.3)) out.push({ type: 'text', value: pick(['\n', ' ', '\n  ']) });
      const kind = depth > 2 ? Math.floor(next() * 3) : Math.floor(next() * 12);
      if (kind <= 2) out.push(el('p', phrasing(0)));
      else if (kind === 3) out.push(el(`h${1 + Math.floor(next() * 6)}`, phrasing(1)));
      else if (kind === 4 || kind === 5) {
        const ordered = chance(0.4);
        const items: ElementContent[] = [];
        const length = 1 + Math.floor(next() * 4);
        for (let i = 0; i < length; i++) {
          const body: ElementContent[] = chance(0.5) ? phrasing(0) : flow(depth + 1);
          if (chance(0.15)) body.unshift(el('input', [], { type: 'checkbox', checked: chance(0.5), disabled: true }));
          items.push({ type: 'text', value: '\n' }, el('li', body));
        }
        out.push(el(ordered ? 'ol' : 'ul', items, ordered && chance(0.4) ? { start: Math.floor(next() * 12) } : {}));
      } else if (kind === 6) out.push(el('blockquote', flow(depth + 1)));
      else if (kind === 7) {
        const columns = 1 + Math.floor(next() * 3);
        const align = Array.from({ length: columns }, () => pick([undefined, 'left', 'right', 'center']));
        const row = (tag: string) => el('tr', Array.from({ length: columns - (chance(0.1) ? 1 : 0) }, (_, i) => el(tag, phrasing(1), align[i] ? { align: align[i] } : {})));
        const body = Array.from({ length: 1 + Math.floor(next() * 3) }, () => row('td'));
        out.push(el('table', chance(0.8) ? [el('thead', [row('th')]), el('tbody', body)] : [el('tbody', body)]));
      } else if (kind === 8) {
        const value = (text(1, 8) as { value: string }).value + (chance(0.3) ? '\n```\nmore' : '');
        out.push(el('pxdocs-code', [], { dataLanguage: pick(['', 'js', 'vadalog', 'c++']), dataTitle: chance(0.3) ? 'file_name.py' : '', dataValue: value }));
      } else if (kind === 9) out.push(el('hr', []));
      else if (kind === 10) out.push(el('div', flow(depth + 1)));
      else out.push(...phrasing(0));
    }
    return out;
  };
  return { type: 'root', children: flow(0) };
}
