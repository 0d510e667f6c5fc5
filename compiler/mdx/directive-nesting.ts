// A nesting limit for container directives (`:::note` … `:::`, admonitions),
// checked on the raw text before parsing. The parser recurses once per level:
// 1,000 nested `:::note` fences failed after 3 s with "Maximum call stack size
// exceeded" (no line named), 2,000 after 16 s.
import { pxErrors } from '../errors/catalogue.js';

/** Messages of this module, in one place (for the error catalogue). */
export const DIRECTIVE_NESTING_MESSAGES = {
  tooDeep: (source: string, depth: number, line: number, column: number, max: number) => pxErrors.PageNestedTooDeeply.create(
    { message: `Admonitions and other ::: directives in ${source} nest ${depth} levels deep at line ${line}; the limit is ${max}.` },
    { where: { file: source, line, column }, hint: 'Flatten the structure: split deeply nested admonitions into sections.' },
  ),
};

/** A code fence after a line's container prefix, and what follows it. */
const CODE_FENCE = /^(`{3,}|~{3,})(.*)$/;
/** An opening or closing directive fence after a line's container prefix, and what follows it. */
const DIRECTIVE_FENCE = /^(:{3,})(.*)$/;
/** What follows the colons of an opening fence: a name (then a label, attributes…). */
const NAME_START = /^[A-Za-z]/;

/** Where a line's content starts: after its indent, `>` markers and list markers (one pass, no backtracking). */
function prefixEnd(line: string): number {
  let at = 0;
  for (;;) {
    const char = line.charCodeAt(at);
    if (char === 32 || char === 9 || char === 62) at++;
    else if ((char === 45 || char === 42 || char === 43) && (line.charCodeAt(at + 1) === 32 || line.charCodeAt(at + 1) === 9)) at += 2;
    else if (char >= 48 && char <= 57) {
      let end = at;
      while (end - at < 9 && line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57) end++;
      const mark = line.charCodeAt(end);
      const next = line.charCodeAt(end + 1);
      if ((mark === 46 || mark === 41) && (next === 32 || next === 9)) at = end + 2;
      else return at;
    } else return at;
  }
}

/**
 * Throws a PxError naming the file, line and column of the opening fence at
 * which container directives (`:::name`, `::::name`, …) nest deeper than
 * `maxDepth`. A scan of lines, not a parse: fenced code is skipped; a closing
 * fence (colons alone) closes the outermost open directive whose fence it is
 * at least as long as, and everything inside it (micromark's reading: the
 * outer directive looks for its closing fence first); an opening fence nests
 * in whatever is open. Errs on the side of nesting: indentation is not
 * checked, so a fence in indented code counts.
 */
export function checkDirectiveNesting(text: string, source: string, maxDepth: number): void {
  // A page without `:::` has nothing to check (most pages).
  if (!text.includes(':::')) return;
  /** The colons of each open directive, outermost first. */
  const open: number[] = [];
  let fence: string | undefined;
  let number = 0;
  let start = 0;
  // Front matter is YAML, not Markdown.
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (frontMatter) {
    start = frontMatter[0].length;
    for (let at = text.indexOf('\n'); at !== -1 && at < start; at = text.indexOf('\n', at + 1)) number++;
  }
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    number++;
    const line = text.slice(start, end);
    start = end + 1;
    const hasFence = line.includes('```') || line.includes('~~~');
    if (!hasFence && (fence || !line.includes(':::'))) continue;
    const content = prefixEnd(line);
    const rest = line.slice(content);
    const code = hasFence ? CODE_FENCE.exec(rest) : null;
    if (fence) {
      if (code && code[1][0] === fence[0] && code[1].length >= fence.length && !code[2].trim()) fence = undefined;
      continue;
    }
    if (code && !(code[1][0] === '`' && code[2].includes('`'))) {
      fence = code[1];
      continue;
    }
    const match = DIRECTIVE_FENCE.exec(rest);
    if (!match) continue;
    const colons = match[1].length;
    const after = match[2];
    if (!after.trim()) {
      const closes = open.findIndex((length) => colons >= length);
      if (closes !== -1) open.length = closes;
    } else if (NAME_START.test(after)) {
      open.push(colons);
      if (open.length > maxDepth) throw DIRECTIVE_NESTING_MESSAGES.tooDeep(source, open.length, number, content + 1, maxDepth);
    }
  }
}
