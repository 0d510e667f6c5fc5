// MDX 1 (Docusaurus 2) read an HTML tag's attributes as HTML: `class="…"` passed
// through, `style="color: red"` became the object React wants, and HTML names
// became React's (`allowfullscreen` → `allowFullScreen`). In MDX 2+ the tag is
// JSX: React wants `className` (and warns on `class`), throws on a string style
// ("The `style` prop expects a mapping…", so a Docusaurus 2 page with one failed
// to render), and drops a boolean attribute under its HTML name (a YouTube
// embed's `allowfullscreen`, a video's `autoplay`). Each is turned into what MDX 1
// made of it, so the page renders as written, and a warning tells the writer to
// change the source. Event handlers (`onclick="…"`) are left alone: as React's
// `onClick` a string would throw.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { find, hastToReact, html } from 'property-information';
import { walk } from './walk.js';

/** `message.source` of the warnings this plugin leaves (build.ts files them under "MDX"). */
export const MDX_WARNING_SOURCE = 'pxdocs-mdx';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxNode {
  type: string;
  name: string | null;
  attributes: JsxAttribute[];
  position?: { start: { line: number; column: number } };
}

export function remarkJsxClass() {
  return (tree: Root, file: VFile) => {
    walk<Nodes>(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxNode;
      // Only HTML tags (lower case): a component may well take a `class` prop, or a string `style`.
      if (!element.name || !/^[a-z][a-z0-9-]*$/.test(element.name)) return;
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue;
        if (attribute.name === 'class') {
          attribute.name = 'className';
          const message = file.message(`\`class\` on <${element.name}> is \`className\` in MDX (JSX): write className="…" (renamed for this build)`, element.position?.start);
          message.source = MDX_WARNING_SOURCE;
        } else if (attribute.name === 'style' && typeof attribute.value === 'string') {
          attribute.value = styleExpression(attribute.value);
          const message = file.message(`\`style\` on <${element.name}> is an object in MDX (JSX): write style={{…}} (made one for this build)`, element.position?.start);
          message.source = MDX_WARNING_SOURCE;
        } else if (attribute.name && attribute.name !== 'style' && !attribute.name.startsWith('on')) {
          const react = reactName(attribute.name);
          if (react === undefined) continue;
          const message = file.message(`\`${attribute.name}\` on <${element.name}> is \`${react}\` in MDX (JSX): write ${react} (renamed for this build)`, element.position?.start);
          message.source = MDX_WARNING_SOURCE;
          attribute.name = react;
        }
      }
    });
  };
}

/** React's name for an HTML attribute written under another (`readonly` → `readOnly`); undefined when it is React's already or not HTML's (`data-*`, `aria-*`, unknown). */
function reactName(name: string): string | undefined {
  const info = find(html, name);
  if (!info.space) return undefined;
  const react = hastToReact[info.property] ?? info.property;
  return react === name ? undefined : react;
}

/** A CSS declaration list as React's style object, in MDX's attribute expression form (its source and estree). */
function styleExpression(css: string): unknown {
  const entries = styleEntries(css);
  const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `{${entries.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(', ')}}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{
          type: 'ExpressionStatement',
          expression: {
            type: 'ObjectExpression',
            properties: entries.map(([name, value]) => ({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: literal(name), value: literal(value) })),
          },
        }],
      },
    },
  };
}

/**
 * `color: red; margin-top: 1px` → [['color', 'red'], ['marginTop', '1px']]: declarations split at
 * `;` outside quotes and parentheses (a `url(data:…;base64,…)` keeps its own), comments dropped,
 * names in React's casing (`-webkit-x` → `WebkitX`, `-ms-x` → `msX`, `--custom` as written).
 */
export function styleEntries(css: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const take = (end: number) => {
    const declaration = text.slice(start, end);
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && name && value) out.push([reactStyleName(name), value]);
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      take(at);
      start = at + 1;
    }
  }
  take(text.length);
  return out;
}

function reactStyleName(name: string): string {
  if (name.startsWith('--')) return name;
  const lower = name.toLowerCase();
  return (lower.startsWith('-ms-') ? lower.slice(1) : lower).replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase());
}
