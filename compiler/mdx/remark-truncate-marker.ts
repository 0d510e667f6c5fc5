// A post's truncate marker, marked before compiling (blog/excerpt.ts `markTruncate`), is still a
// comment when parsed, so the page's blocks fall as Docusaurus's do: a comment on a line of its
// own ends the paragraph or list above it (`Hello\n<!-- truncate -->\nMore` is two paragraphs).
// Comments render nothing, so here the marked one becomes its word, which the render cuts at:
// a paragraph of its own where the comment is a block, text where it sits in a line.
import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { TRUNCATE_WORD } from '../blog/excerpt.js';

/** Node types that hold phrasing content: a comment among their children sits in a line. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement']);

export function remarkTruncateMarker() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes(TRUNCATE_WORD)) return;
    replaceMarker(tree);
  };
}

/** Replaces the marked comment under `parent`; whether it found it. */
function replaceMarker(parent: Parent): boolean {
  for (const [index, node] of parent.children.entries()) {
    const value = (node as { value?: unknown }).value;
    if (isComment(node) && typeof value === 'string' && value.includes(TRUNCATE_WORD)) {
      const word = { type: 'text', value: TRUNCATE_WORD, position: node.position };
      const inLine = PHRASING_PARENTS.has(parent.type) || node.type === 'mdxTextExpression';
      parent.children[index] = (inLine ? word : { type: 'paragraph', children: [word], position: node.position }) as Node;
      // Raw HTML after the comment in its block (`<!-- … --> <b>x</b>` in CommonMark) stays raw HTML.
      const rest = node.type === 'html' ? value.slice(value.indexOf('-->') + 3) : '';
      if (rest.trim()) parent.children.splice(index + 1, 0, { type: 'html', value: rest } as Node);
      return true;
    }
    if ('children' in node && replaceMarker(node as Parent)) return true;
  }
  return false;
}

function isComment(node: Node): boolean {
  const value = (node as { value?: unknown }).value;
  if (typeof value !== 'string') return false;
  if (node.type === 'html') return value.trimStart().startsWith('<!--');
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}
