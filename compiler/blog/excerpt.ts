// A post's excerpt: its body up to the truncate marker, cut from the rendered
// body (so the lists show it exactly as the post does: components, code,
// admonitions). Before compiling, the marker (an HTML comment in Markdown, an
// MDX comment in MDX, neither of which renders) becomes an empty element that
// does; the render cuts there and drops it.
import { TRUNCATE } from './discover.js';

/** What the marker becomes in the rendered body. */
export const TRUNCATE_ELEMENT = '<div data-px-truncate=""></div>';

/** The post's text with its first truncate marker as an element (a JSX one in MDX); the same lines. */
export function markTruncate(text: string, format: 'md' | 'mdx'): string {
  return text.replace(TRUNCATE, format === 'mdx' ? '<div data-px-truncate="" />' : TRUNCATE_ELEMENT);
}

/** The body without the marker, and what comes before it (the whole body when there is none). */
export function cutExcerpt(html: string): { body: string; excerpt: string } {
  const at = html.indexOf(TRUNCATE_ELEMENT);
  if (at === -1) return { body: html, excerpt: html };
  return { body: html.slice(0, at) + html.slice(at + TRUNCATE_ELEMENT.length), excerpt: html.slice(0, at) };
}
