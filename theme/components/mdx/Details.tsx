// `@theme/Details` and `<details>` in pages: a native disclosure, styled.
// A `<summary>` child is lifted out so it stays the first child, as HTML requires.
import { Children, isValidElement, type ReactNode } from 'react';
import { DETAILS } from '../../shared/docusaurus-classes.js';

export default function Details({ summary, children, className, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  let heading: ReactNode = typeof summary === 'string' ? <summary>{summary}</summary> : summary;
  const body: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (heading === undefined && isValidElement(child) && child.type === 'summary') heading = child;
    else body.push(child);
  });
  return (
    // With Docusaurus's names for it (its Details is an info alert) and the page's own after them, and its
    // `data-collapsed` (kept in step by the core island, lib/collapsed.ts), which a site's CSS targets.
    <details {...rest} className={className ? `${DETAILS} ${className}` : DETAILS} data-collapsed={!rest.open}>
      {heading ?? <summary>Details</summary>}
      {/* Nested as Docusaurus's (its Collapsible's box around the content's), which a site's CSS can target. */}
      <div><div className="details-content">{body}</div></div>
    </details>
  );
}
