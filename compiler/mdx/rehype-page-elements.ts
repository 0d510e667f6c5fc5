// Build-time touches to plain elements, so static HTML needs no component:
// headings get their anchor link, `<details>` gets the theme's structure
// (as raw HTML in .md; in .mdx the JSX `<details>` is routed to the Details component),
// a table is marked to be shown whole (tableEnd), and an image loads lazily.
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { highlightedBlocks } from './rehype-code.js';
import { walk } from './walk.js';
import { readsItsChildren } from './rehype-hoist-static.js';
import { fill } from '../../theme/shared/messages.js';
import { ENGLISH_LINK_TITLE, HASH_LINK_TEXT } from '../../theme/shared/heading-link.js';
import { DETAILS } from '../../theme/shared/docusaurus-classes.js';

const HEADING = /^h[1-6]$/;

/** The component (theme/components/mdx/index.ts: Docusaurus's `<Head>`) a `<head>` in MDX becomes. */
export const HEAD_COMPONENT = 'PxHead';

/**
 * The empty element put after every table. A table painted while its rows still
 * arrive (a slow network, a loaded machine) widens its columns as longer rows
 * come: a layout shift. The theme keeps a `data-shown-whole` table unpainted
 * (its space kept) until the parser has reached this marker, with no script
 * (theme/styles/content.css); the Markdown twin leaves it out.
 */
function tableEnd(): Element {
  return { type: 'element', tagName: 'span', properties: { dataTableEnd: true, hidden: true }, children: [] };
}

export { HEADING_LINK_TITLE } from '../../theme/shared/heading-link.js';

/**
 * `linkTitle`: the site's message for the anchor's title in the page's language
 * (site data's `messages[HEADING_LINK_TITLE]`, `{heading}` the heading's text, as
 * Docusaurus's Heading fills it); absent on an English page, which has Docusaurus's English.
 * Given here, at compile time, because the anchor is part of the page's body on
 * both ways it is rendered: the fast path's HTML and the module's JSX.
 */
export function rehypePageElements(options: { linkTitle?: string } = {}) {
  return (tree: Root, file: VFile) => {
    // Blocks the highlighter made hold none of what this plugin touches, and
    // they are most of a page's elements (a span per token): not walked.
    const highlighted = highlightedBlocks(file);
    // Tables a site's component receives as its children: no marker beside them, so not kept unpainted until one.
    const componentTables = new Set<unknown>();
    walk(tree, (node) => {
      if (highlighted.has(node)) return false;
      // HTML comments in .md are notes for writers, never output (as in Docusaurus).
      const children = (node as { children?: { type: string }[] }).children;
      if (children?.some((child) => child.type === 'comment')) (node as unknown as { children: unknown[] }).children = children.filter((child) => child.type !== 'comment');
      // Not under a site's component: it gets the table as its only child (see readsItsChildren), and may rebuild it.
      const ownComponent = readsItsChildren(node as { type: string; name?: string });
      if (children?.some(isTable) && !ownComponent) (node as unknown as { children: unknown[] }).children = (node as unknown as { children: ElementContent[] }).children.flatMap((child) => (isTable(child) ? [child, tableEnd()] : [child]));
      if (ownComponent) {
        for (const child of children ?? []) if (isTable(child)) componentTables.add(child);
        // A heading the component reads gets its anchor when rendered, not in its children (see `headingElement`).
        for (const [index, child] of (children ?? []).entries()) if (isAnchoredHeading(child)) (children as unknown[])[index] = headingElement(child as Element);
      }
      if (node.type === 'element') {
        const element = node as Element;
        // An h1 gets no anchor link, as Docusaurus's Heading draws none for it (the page's title needs no link to itself).
        if (HEADING.test(element.tagName) && element.tagName !== 'h1' && typeof element.properties.id === 'string') addAnchor(element, options.linkTitle);
        else if (element.tagName === 'details') styleDetails(element);
        // A page's images load as the reader nears them and decode off the main thread, as Docusaurus's
        // MDX img gives them (`loading="lazy" decoding="async"`, unless the page says otherwise): a long
        // page of screenshots fetched every one at load.
        else if (element.tagName === 'img') {
          element.properties.loading ??= 'lazy';
          element.properties.decoding ??= 'async';
        }
        // Wide tables scroll sideways; keyboard users must be able to reach and scroll them.
        else if (element.tagName === 'table') {
          element.properties.tabIndex = 0;
          if (!componentTables.has(element)) element.properties.dataShownWhole = true;
        }
      } else if (node.type === 'mdxJsxFlowElement' && (node as unknown as { name: string }).name === 'details') {
        (node as unknown as { name: string }).name = 'Details';
      } else if (node.type === 'mdxJsxFlowElement' && (node as unknown as { name: string }).name === 'head') {
        // `<head>` in MDX sets the document's head, as Docusaurus's MDXComponents maps it to `<Head>`.
        (node as unknown as { name: string }).name = HEAD_COMPONENT;
        return false;
      }
    });
  };
}

/** The component a heading in a site component's children becomes (theme/components/mdx/index.ts: @theme/Heading's). */
export const HEADING_COMPONENT = 'PxHeading';

function isAnchoredHeading(node: { type: string }): boolean {
  return node.type === 'element' && HEADING.test((node as Element).tagName) && typeof (node as Element).properties.id === 'string';
}

/**
 * A heading in a site component's children, as Docusaurus's MDX gives it: an element of
 * its own (MDXComponents' `h2`, which draws the anchor link when rendered) whose children
 * are the heading's text alone. With the anchor added here, a component reading
 * `child.props.children` (a tab list naming its tabs by their headings) read the text and
 * the link's '#'. Rendered by @theme/Heading, which draws the same link in the page's words.
 */
function headingElement(node: Element) {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  const className = node.properties.className;
  return {
    type: 'mdxJsxFlowElement',
    name: HEADING_COMPONENT,
    attributes: [attribute('as', node.tagName), attribute('id', node.properties.id as string), ...(Array.isArray(className) && className.length ? [attribute('className', className.join(' '))] : [])],
    children: node.children,
  };
}

function isTable(node: { type: string }): boolean {
  return node.type === 'element' && (node as Element).tagName === 'table';
}

function addAnchor(node: Element, message: string | undefined): void {
  const id = node.properties.id as string;
  // As Docusaurus's Heading: the heading's text when it is plain text, else its id.
  const only = node.children.length === 1 ? node.children[0] : undefined;
  const title = fill(message ?? ENGLISH_LINK_TITLE, { heading: only?.type === 'text' ? only.value : id });
  // `anchor` first, as Docusaurus's Heading names a heading with a link (a site's CSS targets it).
  const own = node.properties.className;
  node.properties.className = ['anchor', ...(Array.isArray(own) ? own.map(String) : [])];
  node.children.push({
    type: 'element',
    tagName: 'a',
    // `translate="no"`, as Docusaurus's: a page translator leaves the link's words as they are.
    properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: title, title, translate: 'no' },
    children: [{ type: 'text', value: HASH_LINK_TEXT }],
  });
}

function styleDetails(node: Element): void {
  const summary = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
  const rest = node.children.filter((child) => child !== summary);
  // With Docusaurus's names for it (its Details is an info alert) and the page's own after them, and its
  // `data-collapsed` (kept in step by the core island, lib/collapsed.ts), which a site's CSS targets.
  const own = node.properties.className;
  node.properties.className = [...DETAILS.split(' '), ...(Array.isArray(own) ? own.map(String) : [])];
  node.properties.dataCollapsed = node.properties.open === undefined || node.properties.open === false ? 'true' : 'false';
  // Nested as Docusaurus's (its Collapsible's box around the content's box), which a site's CSS can target (`details > summary + div > div`).
  const content: ElementContent = { type: 'element', tagName: 'div', properties: {}, children: [{ type: 'element', tagName: 'div', properties: { className: ['details-content'] }, children: rest }] };
  node.children = [summary ?? { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: 'Details' }] }, content];
}
