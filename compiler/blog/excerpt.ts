// A post's excerpt: its body up to the truncate marker, cut from the rendered
// body (so the lists show it exactly as the post does: components, code,
// admonitions). Before compiling, the marker (an HTML comment in Markdown, an
// MDX comment in MDX, neither of which renders) becomes a paragraph of one
// word no page writes: plain Markdown, so a post without components keeps the
// fast path (no module, no React render of its body). The render cuts the
// body at that paragraph and drops it.
import { Parser } from 'htmlparser2';
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
 * there is none). A marker that is not a paragraph of its own (no blank line
 * around it, or text beside it on its line) is inside an element: the excerpt
 * is the HTML up to it with the elements still open there closed, as
 * Docusaurus's list shows the Markdown before the marker, wherever it is.
 */
export function cutExcerpt(html: string): { body: string; excerpt: string } {
  const at = html.indexOf(PARAGRAPH);
  if (at !== -1) return { body: html.slice(0, at) + html.slice(at + PARAGRAPH.length), excerpt: html.slice(0, at) };
  const inside = html.indexOf(WORD);
  if (inside === -1) return { body: html, excerpt: html };
  const before = html.slice(0, inside).trimEnd();
  return { body: html.split(WORD).join(''), excerpt: before + openElements(before).reverse().map((name) => `</${name}>`).join('') };
}

/** The elements still open at the end of an HTML fragment, outermost first. */
function openElements(fragment: string): string[] {
  const open: string[] = [];
  const parser = new Parser({
    onopentag(name) {
      open.push(name);
    },
    // Also an element the parser closes itself: a void one, or one a later tag ends (`<p>` by `<ul>`).
    onclosetag(name) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
    },
  }, { decodeEntities: false });
  // Written, never ended: ending would close every element still open.
  parser.write(fragment);
  return open;
}
