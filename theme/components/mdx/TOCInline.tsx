// `@theme/TOCInline`: the page's table of contents as a nested list, in the page
// body. Pages pass the `toc` every compiled page exports (as in Docusaurus:
// `<TOCInline toc={toc} />`), often sliced.

/** One entry of a page's `toc` export; `value` is HTML, as Docusaurus has it. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat list by level: each entry goes under the last shallower one. */
function nest(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].level >= item.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes, className }: { nodes: TocNode[]; className?: string }) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.value }} />
          {node.children.length ? <List nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Levels shown default to 2–3, as Docusaurus's theme config does. */
export default function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3, className }: {
  toc?: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  const shown = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  return (
    <div className={`toc-inline${className ? ` ${className}` : ''}`}>
      <List nodes={nest(shown)} className="toc-inline-list" />
    </div>
  );
}
