// A heading's anchor link (`<a class="hash-link">`), as Markdown headings get
// it at compile time (compiler/mdx/rehype-page-elements.ts) and `@theme/Heading`
// draws it (theme/components/mdx/docusaurus-client.tsx): the same words for both.

import { createElement, type ReactElement, type ReactNode } from 'react';
import { fill } from './messages.js';

/** Docusaurus's key for a heading anchor's title and label (`Direct link to {heading}`). */
export const HEADING_LINK_TITLE = 'theme.common.headingLinkTitle';

/** The anchor's title where the page's language has no message: Docusaurus's English (its Heading's default). */
export const ENGLISH_LINK_TITLE = 'Direct link to {heading}';

/**
 * The link's text: a zero-width space, as Docusaurus's; the `#` is the stylesheet's (`.hash-link::before`), so a
 * site's CSS that draws another mark or none shows it alone, and the heading's text (copied, read) has no `#`.
 */
export const HASH_LINK_TEXT = '\u200b';

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * `@theme/Heading`'s element, the same in the build and in an island: the heading, and after its
 * text an anchor link to its id (none for a heading without an id; an h1 has neither), titled in the locale's
 * words (`message`, Docusaurus's HEADING_LINK_TITLE message, when the locale has one; else its English).
 */
export function headingElement(as: HeadingLevel, props: Record<string, unknown>, children: ReactNode, message: string | undefined): ReactElement {
  const id = typeof props.id === 'string' && props.id ? props.id : undefined;
  // Docusaurus's Heading gives an h1 no id, even one it is handed.
  if (as === 'h1' || !id) return createElement(as, { ...props, id: undefined }, children);
  const title = fill(message ?? ENGLISH_LINK_TITLE, { heading: typeof children === 'string' ? children : id });
  // `translate="no"`, as Docusaurus's: a page translator leaves the link's words as they are.
  // `anchor` first, as Docusaurus's Heading names a heading with a link (a site's CSS targets it).
  const className = typeof props.className === 'string' && props.className ? `anchor ${props.className}` : 'anchor';
  return createElement(as, { ...props, className }, children, createElement('a', { className: 'hash-link', href: `#${id}`, 'aria-label': title, title, translate: 'no' }, HASH_LINK_TEXT));
}
