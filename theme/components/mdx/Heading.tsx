// Headings in page bodies get a visible-on-hover anchor link to themselves.
import type { ReactNode } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function createHeading(Tag: Level) {
  return function Heading({ id, children, ...rest }: { id?: string; children?: ReactNode }) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? <a className="hash-link" href={`#${id}`} aria-label="Direct link to this heading" title="Direct link to this heading">#</a> : null}
      </Tag>
    );
  };
}
