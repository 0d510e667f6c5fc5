// A post's excerpt: its body up to the truncate marker, cut from the rendered
// body (so the lists show it exactly as the post does: components, code,
// admonitions). Before compiling, the marker (an HTML comment in Markdown, an
// MDX comment in MDX, neither of which renders) becomes a paragraph of one
// word no page writes: plain Markdown, so a post without components keeps the
// fast path (no module, no React render of its body). The render cuts the
// body at that paragraph and drops it.
import { TRUNCATE } from './discover.js';

/** The word the marker becomes (a paragraph of its own on the marker's line). */
const WORD = 'pxdocs-truncate-marker-5b8e2f';
const PARAGRAPH = `<p>${WORD}</p>`;

/** The post's text with its first truncate marker as that word; the same lines. */
export function markTruncate(text: string): string {
  return text.replace(TRUNCATE, WORD);
}

/**
 * The body without the marker, and what comes before it (the whole body when
 * there is none, or when the marker shared a line with other text: then no
 * clean cut exists and the word is only dropped).
 */
export function cutExcerpt(html: string): { body: string; excerpt: string } {
  const at = html.indexOf(PARAGRAPH);
  if (at !== -1) return { body: html.slice(0, at) + html.slice(at + PARAGRAPH.length), excerpt: html.slice(0, at) };
  const body = html.includes(WORD) ? html.split(WORD).join('') : html;
  return { body, excerpt: body };
}
