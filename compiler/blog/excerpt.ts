// A post's excerpt: its body up to the truncate marker, cut from the rendered
// body (so the lists show it exactly as the post does: components, code,
// admonitions). Before compiling, the marker's word becomes one no page writes,
// and the marker stays a comment: parsed as Docusaurus parses it, a comment on a
// line of its own ends the paragraph (or list) above it, where a word there
// joined the two paragraphs around it into one. After parsing, the comment
// becomes that word (remark-truncate-marker.ts): a paragraph of its own where
// the comment was a block, plain text where it sat in a line. The render cuts
// the body at that paragraph and drops it.
//
// A marker inside code (a fenced block, an inline code span) is code: a post
// explaining the marker shows it as written. It was taken for the marker, so
// the post lost it from its sample (an empty `<code></code>`) and, where the
// highlighter split the word (`pxdocs-truncate-marker…` in a JavaScript
// block), published the word itself.
import { Parser } from 'htmlparser2';
import { codeSpans } from '../mdx/code-spans.js';
import { CodeFences } from '../mdx/preprocess.js';

// Where a post's lists stop showing it, as Docusaurus marks it: `<!-- truncate -->`, or the MDX comment `{/* truncate */}`.
export const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/g;

/** The first truncate marker of the text that is not inside code: its offset and length, or undefined. */
export function findTruncate(text: string): { index: number; length: number } | undefined {
  const fences = new CodeFences();
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (fences.isCode(line)) continue;
    // Code spans as CommonMark pairs them (the bridges' reader: linear however the backtick runs fall).
    const spans = codeSpans(line);
    for (const match of line.matchAll(TRUNCATE)) {
      if (!spans.some(([from, to]) => match.index >= from && match.index < to)) return { index: start + match.index, length: match[0].length };
    }
  }
  return undefined;
}

/** The word the marker becomes (a paragraph of its own where the marker is a block). */
export const TRUNCATE_WORD = 'pxdocs-truncate-marker-5b8e2f';
const PARAGRAPH = `<p>${TRUNCATE_WORD}</p>`;

/**
 * The post's text with its first truncate marker's word as that word, the comment kept (the same
 * lines). In CommonMark `{/* *\/}` is no comment but text, so that marker becomes the bare word.
 */
export function markTruncate(text: string, format: 'md' | 'mdx'): string {
  const found = findTruncate(text);
  if (!found) return text;
  const marker = text.slice(found.index, found.index + found.length);
  const marked = format === 'md' && marker.startsWith('{') ? TRUNCATE_WORD : marker.replace('truncate', TRUNCATE_WORD);
  return text.slice(0, found.index) + marked + text.slice(found.index + found.length);
}

/**
 * The body without the marker, and what comes before it (the whole body when
 * there is none). A marker that is not a paragraph of its own (no blank line
 * around it, or text beside it on its line) is inside an element: the excerpt
 * is the HTML up to it with the elements still open there closed, as
 * Docusaurus's list shows the Markdown before the marker, wherever it is.
 */
/**
 * A post's body without its content title (the first heading, when it is an h1: `titleInBody`),
 * as Docusaurus's blog compiles posts (`removeContentTitle`): the post's header shows its title
 * (the front matter's, else that heading's), and the heading is not drawn again below it, in the
 * post or in a list's excerpt. Kept, a front matter title was never shown.
 */
export function withoutContentTitle(html: string): string {
  return html.replace(/<h1\b[^>]*>[\s\S]*?<\/h1>/, '');
}

export function cutExcerpt(html: string): { body: string; excerpt: string } {
  const at = html.indexOf(PARAGRAPH);
  if (at !== -1) return { body: html.slice(0, at) + html.slice(at + PARAGRAPH.length), excerpt: html.slice(0, at) };
  const inside = html.indexOf(TRUNCATE_WORD);
  if (inside === -1) return { body: html, excerpt: html };
  const before = html.slice(0, inside).trimEnd();
  return { body: html.split(TRUNCATE_WORD).join(''), excerpt: before + openElements(before).reverse().map((name) => `</${name}>`).join('') };
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
