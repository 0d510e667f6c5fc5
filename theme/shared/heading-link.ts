// A heading's anchor link (`<a class="hash-link">`), as Markdown headings get
// it at compile time (compiler/mdx/rehype-page-elements.ts) and `@theme/Heading`
// draws it (theme/components/mdx/docusaurus-client.tsx): the same words for both.

/** Docusaurus's key for a heading anchor's title and label (`Direct link to {heading}`). */
export const HEADING_LINK_TITLE = 'theme.common.headingLinkTitle';

/** The anchor's title where the page says none of its own: pxdocs's English, as it always wrote it. */
export const ENGLISH_LINK_TITLE = 'Direct link to this heading';
