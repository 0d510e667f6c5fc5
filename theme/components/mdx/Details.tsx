// `@theme/Details` and `<details>` in pages: a native disclosure, styled.
// A `<summary>` child is lifted out so it stays the first child, as HTML requires.
import { Children, isValidElement, type ReactNode } from 'react';

export default function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean }) {
  let heading: ReactNode = typeof summary === 'string' ? <summary>{summary}</summary> : summary;
  const body: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (heading === undefined && isValidElement(child) && child.type === 'summary') heading = child;
    else body.push(child);
  });
  return (
    // With Docusaurus's names for it (its Details is an info alert), which a site's CSS targets.
    <details className="details alert alert--info" {...rest}>
      {heading ?? <summary>Details</summary>}
      <div className="details-content">{body}</div>
    </details>
  );
}
