// The automatic description of a page without `description` front matter, as
// Docusaurus's createExcerpt finds it: the first text of the body with the
// Markdown taken out. A `## Heading` that comes first is that text (an h1 is the
// page's title, skipped), an image its alt text, as there: a site moved from
// Docusaurus keeps the descriptions its readers and crawlers saw. Unlike
// Docusaurus it takes the whole first paragraph (not its first line: a wrapped
// sentence is not cut mid-way) and leaves out Markdown syntax that its line
// patterns let through and a reader would see as junk: list markers and task
// boxes (`- [x] done`), nested quote markers, tables, thematic breaks, JSX
// comments, closing `#`s, colons that are no emoji (`10:30`).

/**
 * The most of a line `clean` reads, and of the paragraph the excerpt keeps. Its patterns rescan
 * from each unmatched opener (`<` with no `>`, `![` with no `]`), so their cost grows with the
 * square of the line: a 2 MB one-line page of `x < ` held discovery for minutes. A description
 * is read in a sentence or two; 4,096 characters is far more than any card or result shows.
 */
export const EXCERPT_MAX_CHARS = 4096;

/** The start of a long text, cut at a space where there is one near the limit. */
function head(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

/** Inline Markdown and HTML removed from one line, as Docusaurus's excerpt does. */
function clean(line: string, docusaurus = true): string {
  return head(line, EXCERPT_MAX_CHARS)
    // An escaped character is text: set aside (as a private-use one) so no pattern below reads it as syntax.
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, (_, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0)))
    .replace(/<!--.*?-->/g, '')
    // A JSX comment within a line (a blog post's `{/* truncate */}` mid-paragraph) is a note, not text.
    .replace(/\{\/\*.*?\*\/\}/g, '')
    // A script's or a style's text is code, not prose (a raw <script> in a `format: md` page).
    .replace(/<(script|style)\b[^>]*>.*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/!\[(?<alt>.*?)\][[(].*?[\])]/g, docusaurus ? '$1' : '')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
    .replace(/(?<opening>\*{1,3})(?<text>\S.*?)\1/g, '$2')
    // Underscores inside a word (`snake_case_name`) are no emphasis.
    .replace(/(?<!\w)(?<opening>_{1,3})(?<text>\S.*?)\1(?!\w)/g, '$2')
    .replace(/~~(?<text>\S.*?\S?)~~/g, '$1')
    .replace(/`(?<text>.+?)`/g, '$1')
    .replace(/^\s{0,3}(?:>\s?)+/g, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
    // An emoji's name (`:tada:`), as Docusaurus drops it; a time's colons (`10:30`) stay.
    .replace(/\s?:[\w+-]+:(?!\d)/g, '')
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000))
    .replace(/\{#[\w-]+\}/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a list item starts: a new block, so the paragraph before it ends there. */
const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s/;

/**
 * The first paragraph of text in a page body (front matter already removed),
 * or '' when there is none. `docusaurus: false` skips every heading and image, as
 * pxdocs's own `areas` sites always have had their descriptions.
 */
export function createExcerpt(body: string, { docusaurus = true }: { docusaurus?: boolean } = {}): string {
  const lines = body.split(/\r?\n/);
  let fence: string | undefined;
  let inEsm = false;
  let inComment = false;
  /** Inside a tag that a line opened and did not close (`<img` on its own line, its attributes below). */
  let inTag = false;
  /** Inside `<head>`/`<Head>`: tags for the document's head (its title, metadata), not the page's text. */
  let inHead = false;
  /** Inside a `<script>` or `<style>` block a line opened: its text is code. */
  let inRaw: RegExp | undefined;
  const paragraph: string[] = [];
  let kept = 0;
  for (const raw of lines) {
    if (kept >= EXCERPT_MAX_CHARS) break;
    let line = raw.trim();
    if (inTag) {
      const end = line.indexOf('>');
      if (end === -1) continue;
      inTag = false;
      line = line.slice(end + 1).trim();
      // The tag's own last line (`/>`): not a blank line ending the paragraph.
      if (!line) continue;
    }
    if (fence) {
      if (line.startsWith(fence[0].repeat(fence.length)) && !line.replace(/[`~]/g, '').trim()) fence = undefined;
      continue;
    }
    if (inRaw) {
      if (inRaw.test(line)) inRaw = undefined;
      continue;
    }
    const code = /^<(script|style)\b/i.exec(line);
    if (code && !new RegExp(`</${code[1]}\\s*>`, 'i').test(line)) {
      if (paragraph.length > 0) break;
      inRaw = new RegExp(`</${code[1]}\\s*>`, 'i');
      continue;
    }
    if (inHead) {
      if (/<\/[hH]ead>/.test(line)) inHead = false;
      continue;
    }
    if (/^<[hH]ead(?:\s[^>]*)?>/.test(line)) {
      if (!/<\/[hH]ead>/.test(line)) inHead = true;
      continue;
    }
    if (inComment) {
      if (line.includes('-->')) inComment = false;
      continue;
    }
    if (inEsm) {
      if (!line) inEsm = false;
      continue;
    }
    const opening = /^(`{3,}|~{3,})/.exec(line);
    const stop = paragraph.length > 0;
    // A setext h1's underline: the lines above were the page's title, not its text.
    if (stop && /^=+$/.test(line)) {
      paragraph.length = 0;
      kept = 0;
      continue;
    }
    // An h2–h6 before any text is the description, as in Docusaurus; an h1 is the title.
    const heading = docusaurus && !stop ? /^#{2,6}\s+(.*)$/.exec(line) : null;
    if (heading) {
      const text = clean(heading[1].replace(/\s+#+\s*$/, '').replace(/\s*\{#[\w-]+\}\s*$/, ''));
      if (text) return text;
      continue;
    }
    if (stop && LIST_ITEM.test(line)) break;
    if (!line || opening || /^(import|export)\s/.test(line) || /^#{1,6}(\s|$)/.test(line) || /^:::/.test(line)
      || /^(?:-{3,}|\*{3,}|_{3,}|={3,})$/.test(line) || line.startsWith('|') || (line.startsWith('<!--') && !line.includes('-->'))) {
      if (stop) break;
      if (opening) fence = opening[1];
      else if (/^(import|export)\s/.test(line)) inEsm = true;
      else if (line.startsWith('<!--')) inComment = true;
      continue;
    }
    // A line that opens a tag and leaves it open: the tag's text is not prose (its attributes follow).
    if (/^<[A-Za-z][^>]*$/.test(line)) {
      inTag = true;
      continue;
    }
    // A `{/* comment */}` or an expression line is not prose.
    if (/^\{.*\}$/.test(line)) {
      if (stop) break;
      continue;
    }
    const text = clean(line, docusaurus);
    if (!text) {
      if (stop) break;
      continue;
    }
    paragraph.push(text);
    kept += text.length + 1;
  }
  // A link whose text runs over lines (`[The more your tests…\n…give you.][principle]`) is one only in the joined paragraph.
  return head(paragraph.join(' ').replace(/\[(?<alt>[^\]]*)\][[(][^\])]*[\])]/g, '$1'), EXCERPT_MAX_CHARS);
}
