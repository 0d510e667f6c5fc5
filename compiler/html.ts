// One reader for the HTML pxdocs writes, on htmlparser2 (a streaming tokenizer,
// several times faster than a full HTML5 parser, and entity-exact): the ids and
// hrefs that link validation needs, and a hast tree of an article for search
// records. Shared by the build, `pxdocs check` and the page workers.
import { Parser } from 'htmlparser2';
import type { Element, ElementContent, Root } from 'hast';
import { isExternal } from './paths.js';

/** Every element id in the HTML (anchor targets). */
export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser({ onopentag: (_, attributes) => { if (attributes.id) ids.add(attributes.id); } }, { decodeEntities: true });
  parser.end(html);
  return ids;
}

/** Every internal href in the HTML (external links are another check's business). */
export function collectHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag: (_, attributes) => {
      const href = attributes.href;
      if (href && !isExternal(href)) hrefs.push(href);
    },
  }, { decodeEntities: true });
  parser.end(html);
  return hrefs;
}

function propertyName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  // aria-hidden → ariaHidden, data-language → dataLanguage, as hast names them.
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * HTML as hast. A `<pre>` keeps only its text: highlighted code is thousands of
 * spans, and only the words are wanted.
 */
export function readHtml(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  let pre: Element | undefined;
  let preDepth = 0;
  const append = (node: ElementContent) => (stack[stack.length - 1].children as ElementContent[]).push(node);
  const parser = new Parser({
    onopentag(name, attributes) {
      if (pre) {
        preDepth++;
        return;
      }
      const properties: Element['properties'] = {};
      for (const [key, value] of Object.entries(attributes)) {
        const property = propertyName(key);
        properties[property] = property === 'className' ? value.split(/\s+/).filter(Boolean) : value === '' && !['alt', 'value', 'content'].includes(key) ? true : value;
      }
      const element: Element = { type: 'element', tagName: name, properties, children: [] };
      append(element);
      stack.push(element);
      if (name === 'pre') pre = element;
    },
    ontext(text) {
      const target = pre ?? stack[stack.length - 1];
      const last = target.children[target.children.length - 1];
      if (last?.type === 'text') last.value += text;
      else (target.children as ElementContent[]).push({ type: 'text', value: text });
    },
    onclosetag(name) {
      if (pre) {
        if (preDepth > 0) {
          preDepth--;
          return;
        }
        pre = undefined;
      }
      if ((stack[stack.length - 1] as Element).tagName === name) stack.pop();
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true });
  parser.end(html);
  return root;
}
