// Source fixes applied before parsing, keeping every line where it was so error
// positions still point at the writer's file. They accept Docusaurus spellings
// that plain MDX does not: `:::tip My title`, `## Heading {#custom-id}` (and
// `{/* #custom-id */}` or `<!-- #custom-id -->`), HTML
// comments, and ```mdx-code-block fences, whose content is MDX (imports, JSX)
// written as a code block so that translation tools leave it alone.

const ADMONITION_TITLE = /^(\s*(?:>\s*)*:{3,})([a-zA-Z][\w-]*)[ \t]+([^\[{\s][^\n]*?)\s*$/;
const HEADING_ID = /^(\s*#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/;
/** `## Title {/* #custom-id *\/}`: Docusaurus 3's spelling of a heading id that is valid MDX (an expression holding a comment). */
const HEADING_ID_COMMENT = /^(\s*#{1,6}\s.*?)\s*\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/;
/** `## Title <!-- #custom-id -->`: the same in CommonMark pages. */
const HEADING_ID_HTML_COMMENT = /^(\s*#{1,6}\s.*?)\s*<!--\s*#(\S+?)\s*-->\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const MDX_CODE_BLOCK = /^(`{3,})\x20*mdx-code-block\s*$/;

/** Follows fenced code blocks line by line (a closing fence is the opening's characters alone, as CommonMark has it). */
export class CodeFences {
  private fence: string | undefined;

  /** Whether the last line read left a code block open. */
  get inside(): boolean {
    return this.fence !== undefined;
  }

  /** Whether `line` (read in order) is a fence or code inside a block, not prose. */
  isCode(line: string): boolean {
    const opening = FENCE.exec(line);
    if (opening) {
      if (!this.fence) this.fence = opening[1][0].repeat(opening[1].length);
      else if (line.trim().startsWith(this.fence) && line.trim().replace(/[`~]/g, '') === '') this.fence = undefined;
      return true;
    }
    return this.fence !== undefined;
  }
}

/** A line split at its `inline code` spans: odd parts are code, even parts the text around them. */
const INLINE_CODE = /(`+[^`]*`+)/;

/** Applies `change` to the parts of a line outside `inline code`. */
function outsideInlineCode(line: string, change: (text: string) => string): string {
  return line.split(INLINE_CODE).map((part, index) => (index % 2 ? part : change(part))).join('');
}

export function preprocess(source: string, format: 'md' | 'mdx'): string {
  const lines = source.split('\n');
  const fences = new CodeFences();
  // The fence of the ```mdx-code-block being unwrapped: its two lines become blank, its content is the page's.
  let unwrapping: string | undefined;
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
    if (format === 'mdx' && (line.includes('<!--') || line.includes('-->'))) {
      lines[index] = outsideInlineCode(line, (text) => text.replace(/<!--/g, '{/*').replace(/-->/g, '*/}'));
    }
    const admonition = ADMONITION_TITLE.exec(lines[index]);
    if (admonition) {
      lines[index] = `${admonition[1]}${admonition[2]}[${admonition[3].replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    // In .mdx an HTML comment is already `{/* … */}` here (see above); in CommonMark it stays `<!-- #id -->`.
    const heading = HEADING_ID.exec(lines[index]) ?? (format === 'mdx' ? HEADING_ID_COMMENT : HEADING_ID_HTML_COMMENT).exec(lines[index]);
    // In MDX `{...}` is an expression; escape the braces so the id reaches the heading plugin as text.
    if (heading) lines[index] = format === 'mdx' ? `${heading[1]} \\{#${heading[2]}\\}` : `${heading[1]} {#${heading[2]}}`;
  }
  return lines.join('\n');
}

/**
 * Where an HTML comment opens that `preprocess` made `{/*` and nothing closes (its lines are
 * read as preprocess reads them: fenced code skipped, inline code too), if there is one. MDX
 * reports it as a `{` never closed at the end of the file; compile.ts names the comment instead.
 */
export function unclosedHtmlComment(source: string): { line: number; column: number } | undefined {
  const fences = new CodeFences();
  let open: { line: number; column: number } | undefined;
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (fences.isCode(line) || (!line.includes('<!--') && !line.includes('-->'))) continue;
    let offset = 0;
    for (const [position, part] of line.split(INLINE_CODE).entries()) {
      if (position % 2 === 0) {
        for (const token of part.matchAll(/<!--|-->/g)) {
          if (token[0] === '<!--') open ??= { line: index + 1, column: offset + token.index + 1 };
          else open = undefined;
        }
      }
      offset += part.length;
    }
  }
  return open;
}
