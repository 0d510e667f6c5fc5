// A nesting limit for inline Markdown (emphasis, strong, links and images),
// checked on the raw text before parsing. The parser takes time quadratic in
// this nesting and the tree then overflows the stack: 2,000 nested emphases
// parse for 7 s and then fail with "Maximum call stack size exceeded"; 3,000
// nested images parse for 48 s.
import { pxErrors } from '../errors/catalogue.js';

/** Deepest nesting of emphasis, strong, links and images in one paragraph (default 64 levels). */
export const DEFAULT_MAX_INLINE_DEPTH = 64;

/** Messages of this module, in one place (for the error catalogue). */
export const INLINE_NESTING_MESSAGES = {
  tooDeep: (source: string, depth: number, line: number, column: number, max: number) => pxErrors.PageNestedTooDeeply.create(
    { message: `Emphasis, links and images in ${source} nest ${depth} levels deep at line ${line}; the limit is ${max}.` },
    { where: { file: source, line, column }, hint: 'Flatten the text: nested emphasis, links and images this deep are not readable anyway.' },
  ),
};

const SPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/**
 * Throws a PxError naming the file, line and column when the openers of one
 * paragraph (`[`, `![`, and `*`/`_` runs that can only open) outnumber its
 * closers by more than `maxDepth` at some point: an upper bound of the
 * nesting the parser would build. Fenced and inline code are skipped, and a
 * blank line ends a paragraph (inline nesting never crosses one).
 */
export function checkInlineNesting(text: string, source: string, maxDepth = DEFAULT_MAX_INLINE_DEPTH): void {
  let fence: string | undefined;
  /** Emphasis runs open in the paragraph. */
  let depth = 0;
  /** `[` open in the paragraph, and (once needed) the `]` still ahead in it. */
  let brackets = 0;
  let closers: number | undefined;
  const lines = text.split('\n');
  // Front matter is YAML (where `*name` is an alias), not Markdown.
  let first = 1;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
    if (end !== -1) first = end + 2;
  }
  for (let number = first; number <= lines.length; number++) {
    const line = lines[number - 1];
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      depth = 0;
      brackets = 0;
      closers = undefined;
      continue;
    }
    if (!line.trim()) {
      depth = 0;
      brackets = 0;
      closers = undefined;
      continue;
    }
    for (let index = 0; index < line.length; index++) {
      const char = line[index];
      if (char === '\\') {
        index++;
        continue;
      }
      if (char === '`') {
        // Inline code on this line: to the next run of as many backticks.
        let run = 1;
        while (line[index + run] === '`') run++;
        const end = line.indexOf('`'.repeat(run), index + run);
        index = end === -1 ? index + run - 1 : end + run - 1;
        continue;
      }
      let change = 0;
      if (char === '[') brackets++;
      else if (char === ']') {
        brackets = Math.max(0, brackets - 1);
        if (closers !== undefined) closers--;
      } else if (char === '*' || char === '_') {
        let end = index;
        while (line[end + 1] === char) end++;
        const before = line[index - 1] ?? ' ';
        const after = line[end + 1] ?? ' ';
        // CommonMark's flanking rules: a run that can open but not close adds a level, one that can close but not open ends one.
        const left = !SPACE.test(after) && (!PUNCTUATION.test(after) || SPACE.test(before) || PUNCTUATION.test(before));
        const right = !SPACE.test(before) && (!PUNCTUATION.test(before) || SPACE.test(after) || PUNCTUATION.test(after));
        if (left && !right) change = 1;
        else if (right && !left) change = -1;
        index = end;
      }
      depth = Math.max(0, depth + change);
      if (depth + brackets > maxDepth) {
        // A `[` nests only if a `]` closes it: at most as many as follow in the paragraph (`a[a[a[…` nests nothing).
        closers ??= closersAhead(lines, number - 1, index + 1);
        const nesting = depth + Math.min(brackets, closers);
        if (nesting > maxDepth) throw INLINE_NESTING_MESSAGES.tooDeep(source, nesting, number, index + 1, maxDepth);
      }
    }
  }
}

/** The `]` from line `from` (0-based), column `column`, to the end of its paragraph (a blank line). */
function closersAhead(lines: string[], from: number, column: number): number {
  let count = 0;
  for (let number = from; number < lines.length; number++) {
    const line = number === from ? lines[number].slice(column) : lines[number];
    if (number > from && !line.trim()) break;
    for (const char of line) if (char === ']') count++;
  }
  return count;
}
