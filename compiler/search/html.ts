// A small reader for the HTML pxdocs itself renders (React and hast output:
// well-formed, quoted attributes, closed elements), into hast nodes. About ten
// times faster than a full HTML5 parser, which matters when every page of a
// large site is read again for its search records. Not for arbitrary HTML.
import type { Element, ElementContent, Root } from 'hast';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
// Comments, doctype, closing tags, and opening tags whose quoted attribute values may hold `>`.
const TAG = /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<[a-zA-Z][\w:-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;
const OPEN = /^<([a-zA-Z][\w:-]*)([\s\S]*?)(\/?)>$/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

function propertyName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  // aria-hidden → ariaHidden, data-language → dataLanguage, as hast names them.
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function properties(source: string): Element['properties'] {
  const out: Element['properties'] = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    const key = propertyName(name);
    if (key === 'className') out.className = decode(value ?? '').split(/\s+/).filter(Boolean);
    else out[key] = value === undefined ? true : decode(value);
  }
  return out;
}

export function readHtml(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  const append = (node: ElementContent) => (stack[stack.length - 1].children as ElementContent[]).push(node);
  let at = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (match.index > at) append({ type: 'text', value: decode(html.slice(at, match.index)) });
    at = TAG.lastIndex;
    const token = match[0];
    if (match[1]) {
      // A closing tag: close up to the matching element (tolerates a stray one).
      const name = match[1].toLowerCase();
      for (let depth = stack.length - 1; depth > 0; depth--) {
        if ((stack[depth] as Element).tagName === name) {
          stack.length = depth;
          break;
        }
      }
      continue;
    }
    if (token.startsWith('<!')) continue;
    const open = OPEN.exec(token);
    if (!open) continue;
    const tagName = open[1].toLowerCase();
    const element: Element = { type: 'element', tagName, properties: properties(open[2]), children: [] };
    append(element);
    if (RAW_TEXT.has(tagName)) {
      const closer = new RegExp(`</${tagName}\\s*>`, 'gi');
      closer.lastIndex = at;
      const end = closer.exec(html);
      const stop = end ? end.index : html.length;
      if (stop > at) element.children.push({ type: 'text', value: tagName === 'textarea' || tagName === 'title' ? decode(html.slice(at, stop)) : html.slice(at, stop) });
      at = stop;
      TAG.lastIndex = stop;
      continue;
    }
    if (tagName === 'pre' && !open[3]) {
      // Highlighted code is thousands of spans; only its text is wanted.
      const end = html.indexOf('</pre>', at);
      const stop = end === -1 ? html.length : end;
      const text = decode(html.slice(at, stop).replace(/<[^>]*>/g, ''));
      if (text) element.children.push({ type: 'text', value: text });
      at = stop;
      TAG.lastIndex = stop;
      continue;
    }
    if (!VOID.has(tagName) && !open[3]) stack.push(element);
  }
  if (at < html.length) append({ type: 'text', value: decode(html.slice(at)) });
  return root;
}
