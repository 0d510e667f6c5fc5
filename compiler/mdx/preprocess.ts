// Source fixes applied before parsing, keeping every line where it was so error
// positions still point at the writer's file. They accept Docusaurus spellings
// that plain MDX does not: `:::tip My title`, `## Heading {#custom-id}` (and
// `{/* #custom-id */}` or `<!-- #custom-id -->`), HTML
// comments, and ```mdx-code-block fences, whose content is MDX (imports, JSX)
// written as a code block so that translation tools leave it alone.

const ADMONITION_TITLE = /^(\s*(?:>\s*)*:{3,})([a-zA-Z][\w-]*)[ \t]+([^\[{\s][^\n]*?)\s*$/;
const HEADING_ID = /^(\s*#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/;
/**
 * `## Title {/* #custom-id *\/}`: Docusaurus 3's spelling of a heading id that is valid MDX (an expression holding a
 * comment). Words after the id are a note (`{/* #setup keep for links *\/}`): the id is the first word, as Docusaurus reads it.
 */
const HEADING_ID_COMMENT = /^(\s*#{1,6}\s.*?)\s*\{\/\*-?\s*#([^\s*]+)(?:\s(?:[^*]|\*(?!\/))*)?\*\/\}\s*$/;
/** `## Title <!-- #custom-id -->`: the same in CommonMark pages. */
const HEADING_ID_HTML_COMMENT = /^(\s*#{1,6}\s.*?)\s*<!--\s*#([^\s-]+(?:-(?!->)[^\s-]*)*)(?:\s(?:[^-]|-(?!->))*)?-->\s*$/;
/**
 * A heading line's id written in any of the spellings the build reads (`{#id}`, `{/* #id *\/}`,
 * `<!-- #id -->`): the line before it, and the id; undefined for a line without one.
 * `pxdocs write-heading-ids` reads ids with it, so it finds the ones the build finds.
 */
export function explicitHeadingId(line: string): { before: string; id: string } | undefined {
  const match = HEADING_ID.exec(line) ?? HEADING_ID_COMMENT.exec(line) ?? HEADING_ID_HTML_COMMENT.exec(line);
  return match ? { before: match[1], id: match[2] } : undefined;
}

/**
 * A line opening a fenced code block, at any indent, inside a quote or as a list item's first line too:
 * its fence and its info string (indented fences are the norm inside JSX and list items).
 */
const FENCE_OPEN = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})(.*)$/;
/** A line closing one: a fence alone (in a quote too), nothing after it but spaces. */
const FENCE_CLOSE = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/;
const MDX_CODE_BLOCK = /^(`{3,})\x20*mdx-code-block\s*$/;

/**
 * Follows fenced code blocks line by line, as CommonMark delimits them: a
 * backtick fence's info string holds no backtick (else the line is inline
 * code), and a block is closed by a fence of its character, at least as long,
 * with nothing after it.
 */
export class CodeFences {
  private fence: string | undefined;

  /** Whether the last line read left a code block open. */
  get inside(): boolean {
    return this.fence !== undefined;
  }

  /** Whether `line` (read in order) is a fence or code inside a block, not prose. */
  isCode(line: string): boolean {
    if (this.fence !== undefined) {
      const closing = FENCE_CLOSE.exec(line);
      if (closing && closing[1][0] === this.fence[0] && closing[1].length >= this.fence.length) this.fence = undefined;
      return true;
    }
    const opening = FENCE_OPEN.exec(line);
    if (!opening || (opening[1][0] === '`' && opening[2].includes('`'))) return false;
    this.fence = opening[1];
    return true;
  }
}

/**
 * HTML comments of an .mdx page made MDX comments (`<!-- a -->` → `{/*- a *\/}`),
 * as Docusaurus's comment syntax (remark-comment) reads them: where Markdown
 * text is, never inside what MDX reads as JavaScript or JSX. A JSX tag's
 * quoted attribute value, an expression `{…}` (its strings and comments too)
 * and `inline code` keep `<!--` as written, and a `-->` with no comment open
 * is text ("File --> Save"). Read line by line in order, across lines (a
 * comment, a tag or an expression may span several); fenced code is the
 * caller's to skip.
 */
/** What each state stops at (everything else is copied as it is). */
const TEXT_SPECIAL = /[\\`<{]/g;
const TAG_SPECIAL = /["'{>]/g;
const EXPRESSION_SPECIAL = /["'`{}/]/g;
const DOUBLE_SPECIAL = /[\\"]/g;
const SINGLE_SPECIAL = /[\\']/g;
const TEMPLATE_SPECIAL = /[\\`]/g;

/** Where the next character `pattern` matches is, from `from` on; -1 when none is. */
function nextOf(pattern: RegExp, line: string, from: number): number {
  pattern.lastIndex = from;
  return pattern.exec(line)?.index ?? -1;
}

/** Past an inline code span opening at `at`: its backtick run up to the same run on this line (else the run alone). */
function afterInlineCode(line: string, at: number): number {
  let run = 1;
  while (line[at + run] === '`') run++;
  const fence = '`'.repeat(run);
  let close = line.indexOf(fence, at + run);
  while (close !== -1 && line[close + run] === '`') close = line.indexOf(fence, close + run + 1);
  return close === -1 ? at + run : close + run;
}

/**
 * What an HTML comment's `<!--` becomes: an MDX comment whose text starts with `-` (as long as `<!--`, so
 * columns after it stay the writer's). The mark tells it from a comment written `{/* … *\/}`: Docusaurus
 * drops HTML comments before MDX reads the page (remark-comment), so one in a heading (`## Setup <!-- omit
 * in toc -->`) is no part of its id, where an MDX comment's text is (remark-headings.ts).
 */
export const HTML_COMMENT_OPENER = '{/*-';

export class HtmlComments {
  private state: 'text' | 'comment' | 'tag' | 'expression' = 'text';
  /** In an expression: its open braces, the quote of a string it is in, whether in a block comment, and the state it returns to. */
  private depth = 0;
  private quote = '';
  private blockComment = false;
  private returnTo: 'text' | 'tag' = 'text';
  /** Where the comment still open was opened (1-based), if one is. */
  openedAt: { line: number; column: number } | undefined;

  /** The line with its comments rewritten; `number` is its line number (1-based), for `openedAt`. */
  line(line: string, number: number): string {
    // Read by jumps to the next character that matters in the state (most lines have none), and
    // copied whole but for the comments' ends.
    let out = '';
    let copied = 0;
    const replace = (at: number, length: number, text: string) => {
      out += line.slice(copied, at) + text;
      copied = at + length;
    };
    let at = 0;
    while (at < line.length) {
      if (this.state === 'comment') {
        const end = line.indexOf('-->', at);
        if (end === -1) break;
        replace(end, 3, '*/}');
        at = end + 3;
        this.state = 'text';
        this.openedAt = undefined;
        continue;
      }
      if (this.state === 'text') {
        at = nextOf(TEXT_SPECIAL, line, at);
        if (at === -1) break;
        const char = line[at];
        if (char === '\\') at += 2;
        else if (char === '`') at = afterInlineCode(line, at);
        else if (line.startsWith('<!--', at)) {
          replace(at, 4, HTML_COMMENT_OPENER);
          this.state = 'comment';
          this.openedAt = { line: number, column: at + 1 };
          at += 4;
        } else if (char === '{') {
          this.enterExpression('text');
          at++;
        } else {
          // `<`: a JSX tag when a name (or `/`, `>`) follows.
          if (/[A-Za-z/>]/.test(line[at + 1] ?? '')) this.state = 'tag';
          at++;
        }
        continue;
      }
      if (this.state === 'tag') {
        if (this.quote) {
          const end = line.indexOf(this.quote, at);
          if (end === -1) break;
          this.quote = '';
          at = end + 1;
          continue;
        }
        at = nextOf(TAG_SPECIAL, line, at);
        if (at === -1) break;
        const char = line[at++];
        if (char === '{') this.enterExpression('tag');
        else if (char === '>') this.state = 'text';
        else this.quote = char;
        continue;
      }
      // An expression: JavaScript up to its closing brace.
      if (this.blockComment) {
        const end = line.indexOf('*/', at);
        if (end === -1) break;
        this.blockComment = false;
        at = end + 2;
        continue;
      }
      if (this.quote) {
        at = nextOf(this.quote === '`' ? TEMPLATE_SPECIAL : this.quote === '"' ? DOUBLE_SPECIAL : SINGLE_SPECIAL, line, at);
        if (at === -1) break;
        if (line[at] === '\\') at += 2;
        else {
          this.quote = '';
          at++;
        }
        continue;
      }
      at = nextOf(EXPRESSION_SPECIAL, line, at);
      if (at === -1) break;
      const char = line[at];
      if (line.startsWith('/*', at)) {
        this.blockComment = true;
        at += 2;
      } else if (line.startsWith('//', at)) break;
      else if (char === '/') at++;
      else if (char === '{') {
        this.depth++;
        at++;
      } else if (char === '}') {
        if (--this.depth === 0) this.state = this.returnTo;
        at++;
      } else {
        this.quote = char;
        at++;
      }
    }
    // A string in an expression or a line comment ends with its line; a template literal does not.
    if (this.state === 'expression' && this.quote !== '`') this.quote = '';
    return copied ? out + line.slice(copied) : line;
  }

  private enterExpression(from: 'text' | 'tag'): void {
    this.state = 'expression';
    this.returnTo = from;
    this.depth = 1;
    this.quote = '';
    this.blockComment = false;
  }
}

/** Docusaurus's `markdown.mdx1Compat`: which MDX 1 spellings are read (all, by default). */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
}
const MDX1_COMPAT: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

export function preprocess(source: string, format: 'md' | 'mdx', compat: Mdx1Compat = MDX1_COMPAT): string {
  const lines = source.split('\n');
  const fences = new CodeFences();
  // The fence of the ```mdx-code-block being unwrapped: its two lines become blank, its content is the page's.
  let unwrapping: string | undefined;
  const comments = format === 'mdx' && compat.comments ? new HtmlComments() : undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (format === 'mdx' && !fences.inside) {
      const unwrap = unwrapping ? undefined : MDX_CODE_BLOCK.exec(line);
      if (unwrap || (unwrapping && line.trimEnd() === unwrapping)) {
        unwrapping = unwrap?.[1];
        lines[index] = '';
        continue;
      }
    }
    if (fences.isCode(line)) continue;
    // Docusaurus accepts HTML comments in MDX; MDX itself only knows {/* */}.
    if (comments) lines[index] = comments.line(line, index + 1);
    // Off, as Docusaurus with the option off: `:::note Title` is no directive, its lines text.
    const admonition = compat.admonitions ? ADMONITION_TITLE.exec(lines[index]) : null;
    if (admonition) {
      lines[index] = `${admonition[1]}${admonition[2]}[${admonition[3].replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    // In .mdx an HTML comment is already `{/* … */}` here (see above); in CommonMark it stays `<!-- #id -->`.
    // `{#id}` in MDX is MDX 1's (off: left to MDX, which refuses it, as Docusaurus); `{/* #id */}` is MDX's own.
    const heading = (format === 'md' || compat.headingIds ? HEADING_ID.exec(lines[index]) : null) ?? (format === 'mdx' ? HEADING_ID_COMMENT : HEADING_ID_HTML_COMMENT).exec(lines[index]);
    // In MDX `{...}` is an expression; escape the braces so the id reaches the heading plugin as text.
    if (heading) lines[index] = format === 'mdx' ? `${heading[1]} \\{#${heading[2]}\\}` : `${heading[1]} {#${heading[2]}}`;
  }
  return lines.join('\n');
}

/**
 * Where an HTML comment opens that `preprocess` made `{/*` and nothing closes (its lines are
 * read as preprocess reads them), if there is one. MDX reports it as a `{` never closed at the
 * end of the file; compile.ts names the comment instead.
 */
export function unclosedHtmlComment(source: string): { line: number; column: number } | undefined {
  const fences = new CodeFences();
  const comments = new HtmlComments();
  for (const [index, line] of source.split('\n').entries()) if (!fences.isCode(line)) comments.line(line, index + 1);
  return comments.openedAt;
}
