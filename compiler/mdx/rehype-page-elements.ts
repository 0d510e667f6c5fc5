// Build-time touches to plain elements, so static HTML needs no component:
// headings get their anchor link, and `<details>` gets the theme's structure
// (as raw HTML in .md; in .mdx the JSX `<details>` is routed to the Details component).
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

const HEADING = /^h[1-6]$/;

export function rehypePageElements() {
  return (tree: Root) => {
    // HTML comments in .md are notes for writers, never output (as in Docusaurus).
    visit(tree, 'comment', (_node, index, parent) => {
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    });
    visit(tree, (node) => {
      if (node.type === 'element') {
        if (HEADING.test(node.tagName) && typeof node.properties.id === 'string') addAnchor(node);
        else if (node.tagName === 'details') styleDetails(node);
        // Wide tables scroll sideways; keyboard users must be able to reach and scroll them.
        else if (node.tagName === 'table') node.properties.tabIndex = 0;
      } else if ((node.type as string) === 'mdxJsxFlowElement' && (node as unknown as { name: string }).name === 'details') {
        (node as unknown as { name: string }).name = 'Details';
      }
    });
  };
}

function addAnchor(node: Element): void {
  node.children.push({
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], href: `#${node.properties.id as string}`, ariaLabel: 'Direct link to this heading', title: 'Direct link to this heading' },
    children: [{ type: 'text', value: '#' }],
  });
}

function styleDetails(node: Element): void {
  const summary = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
  const rest = node.children.filter((child) => child !== summary);
  node.properties.className = ['details'];
  const content: ElementContent = { type: 'element', tagName: 'div', properties: { className: ['details-content'] }, children: rest };
  node.children = [summary ?? { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: 'Details' }] }, content];
}
