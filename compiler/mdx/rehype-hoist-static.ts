// Static hoisting: every run of plain HTML in a page (no JSX component, no
// expression) is serialized once at build time and rendered as a string, so
// only real components cost React work. A highlighted code block alone can be
// thousands of elements; as JSX each would be a function call on every render.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { hastToHtml } from './hast-html.js';
import type { ComponentTags } from './site-component-tags.js';

/** The component pages render static HTML through (see theme/components/mdx/RawHtml.tsx). */
export const RAW_COMPONENT = 'PxRawHtml';

const DYNAMIC = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm']);

type Node = Root | RootContent | ElementContent;

/**
 * Whether a node must stay a node: a component, an expression, or an element
 * the site's components map replaces (`replaced`: its tag names, or 'all'),
 * which MDX renders through that component.
 */
function isDynamic(node: Node, replaced: ComponentTags): boolean {
  if (DYNAMIC.has(node.type)) return true;
  if (node.type === 'element' && (replaced === 'all' || replaced.includes(node.tagName))) return true;
  return 'children' in node && (node.children as Node[]).some((child) => isDynamic(child, replaced));
}

/**
 * Components of the theme whose children may be hoisted: they place their
 * children and never look inside them. A site's own component (say, a table
 * wrapper that reads its child table's rows through `props.children`, as
 * Docusaurus sites write them) must get the elements MDX would have given it,
 * so nothing under it is hoisted.
 */
const PLACES_CHILDREN = new Set(['Tabs', 'TabItem', 'Details', 'details', 'Admonition']);

/** Whether a node is a JSX component whose children must stay elements (see PLACES_CHILDREN). */
export function readsItsChildren(node: { type: string; name?: string | null }): boolean {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !!node.name && !PLACES_CHILDREN.has(node.name);
}

function rawElement(html: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: RAW_COMPONENT,
    attributes: [{ type: 'mdxJsxAttribute', name: 'html', value: html }],
    children: [],
  } as unknown as RootContent;
}

function hoist(parent: Root | Element | { children: Node[] }, replaced: ComponentTags): void {
  const children = parent.children as Node[];
  const out: Node[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.length && run.some((node) => node.type !== 'text' || node.value.trim())) {
      out.push(rawElement(hastToHtml({ type: 'root', children: run as RootContent[] })));
    } else out.push(...run);
    run = [];
  };
  for (const child of children) {
    if (isDynamic(child, replaced)) {
      flush();
      // Markdown inside a component (a tab's panel, say) is hoisted in turn.
      if ('children' in child && !readsItsChildren(child as { type: string; name?: string })) hoist(child as { children: Node[] }, replaced);
      out.push(child);
    } else run.push(child);
  }
  flush();
  (parent as { children: Node[] }).children = out;
}

export function rehypeHoistStatic(options: { replaced?: ComponentTags } = {}) {
  return (tree: Root) => hoist(tree, options.replaced ?? []);
}
