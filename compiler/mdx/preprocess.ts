// Source fixes applied before parsing, keeping every line where it was so error
// positions still point at the writer's file. They accept two Docusaurus spellings
// that plain MDX does not: `:::tip My title` and `## Heading {#custom-id}`.

const ADMONITION_TITLE = /^(\s*(?:>\s*)*:{3,})([a-z]+)[ \t]+([^\[{\s][^\n]*?)\s*$/;
const HEADING_ID = /^(\s*#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Applies `change` to the parts of a line outside `inline code`. */
function outsideInlineCode(line: string, change: (text: string) => string): string {
  return line.split(/(`+[^`]*`+)/).map((part, index) => (index % 2 ? part : change(part))).join('');
}

export function preprocess(source: string, format: 'md' | 'mdx'): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const opening = FENCE.exec(line);
    if (opening) {
      if (!fence) fence = opening[1][0].repeat(opening[1].length);
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    if (fence) continue;
    // Docusaurus accepts HTML comments in MDX; MDX itself only knows {/* */}.
    if (format === 'mdx' && (line.includes('<!--') || line.includes('-->'))) {
      lines[index] = outsideInlineCode(line, (text) => text.replace(/<!--/g, '{/*').replace(/-->/g, '*/}'));
    }
    const admonition = ADMONITION_TITLE.exec(lines[index]);
    if (admonition) {
      lines[index] = `${admonition[1]}${admonition[2]}[${admonition[3].replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    const heading = HEADING_ID.exec(lines[index]);
    // In MDX `{...}` is an expression; escape the braces so the id reaches the heading plugin as text.
    if (heading) lines[index] = format === 'mdx' ? `${heading[1]} \\{#${heading[2]}\\}` : `${heading[1]} {#${heading[2]}}`;
  }
  return lines.join('\n');
}
