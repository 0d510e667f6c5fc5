// An island's slot holding other islands (`<Provider><Demo /></Provider>` in a
// page, theme/components/SiteIsland.tsx) is given to the outer island as React
// elements read from the HTML the build rendered, with each inner island as its
// component: so the inner ones hydrate inside the outer's React tree and read
// its context, as in Docusaurus, which hydrates the whole page. The elements
// mirror the HTML node for node, so hydrating them changes nothing on screen.
// Loaded only by a page with such a slot; a slot of plain Markdown stays HTML
// (site-islands-react.tsx), which costs nothing to hydrate.
import { createElement, type ComponentType, type ReactNode } from 'react';
// HTML attributes as React props (class, for, style, boolean and SVG attributes): the parser's own table.
import attributesToProps from 'html-react-parser/lib/attributes-to-props';

/** An island's component, its props, its children's place and its name for the console, or undefined to leave it as the build rendered it. */
export type IslandOf = (element: HTMLElement) => { Component: ComponentType<Record<string, unknown>>; props: Record<string, unknown>; slot: { root: ParentNode } | undefined; name: string } | undefined;

/** What shows an island as the build rendered it when its component throws (site-islands-react.tsx's AsBuilt, given here so that this chunk does not import that one). */
export type Guard = ComponentType<{ html: string; name: string; children: ReactNode }>;

const ISLAND_TAG = 'px-island';

function attributes(element: Element): Record<string, string> {
  const all: Record<string, string> = {};
  for (const attribute of element.attributes) all[attribute.name] = attribute.value;
  return all;
}

function toElement(node: Node, islandOf: IslandOf, Guard: Guard): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  // Comments (React's text separators) are skipped by hydration, as here.
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as HTMLElement;
  const props = attributesToProps(attributes(element), element.localName) as Record<string, unknown>;
  // A template's content is inert HTML: React leaves it as it is.
  if (element instanceof HTMLTemplateElement) return createElement('template', { ...props, dangerouslySetInnerHTML: { __html: element.innerHTML } });
  const island = element.localName === ISLAND_TAG ? islandOf(element) : undefined;
  if (island) {
    const children = island.slot ? slotElement(island.slot.root, islandOf, Guard) : undefined;
    return createElement(ISLAND_TAG, props, createElement(Guard, { html: element.innerHTML, name: island.name, children: createElement(island.Component, island.props, children) }));
  }
  return createElement(element.localName, props, ...[...element.childNodes].map((child) => toElement(child, islandOf, Guard)));
}

/** The `<px-slot>` an island is given: `root`'s nodes as elements, its islands as components. */
export function slotElement(root: ParentNode, islandOf: IslandOf, Guard: Guard): ReactNode {
  return createElement('px-slot', { style: { display: 'contents' } }, ...[...root.childNodes].map((child) => toElement(child, islandOf, Guard)));
}
