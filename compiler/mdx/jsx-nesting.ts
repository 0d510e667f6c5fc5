// A nesting limit for JSX in MDX pages, checked on the raw text before parsing.
// Deeply nested JSX is not refused by the parser: 1,500 nested elements overflow
// the stack when the tree becomes JavaScript (hast-util-to-estree), and 1,000
// elements nested in attribute values exhaust memory in the parser itself (the
// process dies without a message), so the check cannot wait for the tree.
import { pxErrors } from '../errors/catalogue.js';

/** Deepest nesting of JSX elements and `{…}` expressions in an MDX page (default 64 levels). */
export const DEFAULT_MAX_JSX_DEPTH = 64;

/** Messages of this module, in one place (for the error catalogue). */
export const JSX_NESTING_MESSAGES = {
  tooDeep: (source: string, depth: number, line: number, column: number, max: number) => pxErrors.PageNestedTooDeeply.create(
    { message: `JSX elements and {…} expressions in ${source} nest ${depth} levels deep at line ${line}; the limit is ${max}.` },
    { where: { file: source, line, column }, hint: 'Flatten the structure: split deeply nested components into sections, or build the nesting in a component of your own.' },
  ),
};

/** What an open level is: a tag still reading attributes, an element's children, or an expression. */
type Frame = 'tag' | 'element' | 'brace';

const TAG_NAME_START = /[A-Za-z_$]/;

/** Whether only spaces and tabs stand between the line's start and `index` (a scan back that stops at the first other character). */
function onlySpacesBefore(text: string, index: number, lineStart: number): boolean {
  for (let at = index - 1; at >= lineStart; at--) if (text[at] !== ' ' && text[at] !== '\t') return false;
  return true;
}

/**
 * Throws a PxError naming the file, line and column when JSX elements (a tag
 * and its children) and `{…}` expressions nest deeper than `maxDepth`. A scan,
 * not a parse: code fences, inline code, HTML and JavaScript comments, front
 * matter, escapes and quoted strings are skipped, so it only errs on the side of real nesting.
 */
export function checkJsxNesting(text: string, source: string, maxDepth = DEFAULT_MAX_JSX_DEPTH): void {
  const stack: Frame[] = [];
  let index = 0;
  let line = 1;
  let lineStart = 0;
  const length = text.length;
  /** The first line end at or after `index` (`length` if none): found again only once passed, so a long line is read once. */
  let nextLineEnd = -1;
  const lineEnd = (from: number) => {
    const at = text.indexOf('\n', from);
    return at === -1 ? length : at;
  };
  const advanceTo = (to: number) => {
    if (nextLineEnd < index) nextLineEnd = lineEnd(index);
    while (nextLineEnd < to && nextLineEnd < length) {
      line++;
      lineStart = nextLineEnd + 1;
      nextLineEnd = lineEnd(lineStart);
    }
    index = to;
  };
  const push = (frame: Frame) => {
    stack.push(frame);
    if (stack.length > maxDepth) throw JSX_NESTING_MESSAGES.tooDeep(source, stack.length, line, index - lineStart + 1, maxDepth);
  };
  const popUntil = (frame: Frame) => {
    if (!stack.includes(frame)) return;
    while (stack.pop() !== frame);
  };
  // Front matter is YAML, not MDX.
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (frontMatter) advanceTo(frontMatter[0].length);

  while (index < length) {
    const char = text[index];
    const top = stack[stack.length - 1];
    const inCode = top === 'tag' || top === 'brace';
    if (!inCode && (char === '`' || char === '~') && text[index + 1] === char && text[index + 2] === char && onlySpacesBefore(text, index, lineStart)) {
      // A fenced code block (at any indentation: inside JSX, fences are indented).
      const fence = /^(`{3,}|~{3,})/.exec(text.slice(index, index + 64));
      if (fence) {
        const close = new RegExp(`\\n[ \\t]*${fence[1][0] === '`' ? '`' : '~'}{${fence[1].length},}[ \\t]*(?=\\r?\\n|$)`, 'g');
        close.lastIndex = index;
        const end = close.exec(text);
        advanceTo(end ? end.index + end[0].length : length);
        continue;
      }
    }
    if (char === '\\') {
      advanceTo(index + 2);
      continue;
    }
    if (inCode && (char === '"' || char === "'" || char === '`')) {
      // A string in an expression or attribute: braces and tags in it do not count.
      let end = index + 1;
      while (end < length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      advanceTo(Math.min(end + 1, length));
      continue;
    }
    if (top === 'brace' && char === '/' && (text[index + 1] === '*' || text[index + 1] === '/')) {
      // A JavaScript comment (`{/* … */}` is MDX's comment).
      const end = text[index + 1] === '*' ? text.indexOf('*/', index + 2) : text.indexOf('\n', index);
      advanceTo(end === -1 ? length : text[index + 1] === '*' ? end + 2 : end);
      continue;
    }
    if (!inCode && char === '`') {
      // Inline code: to the next run of as many backticks.
      const run = /^`+/.exec(text.slice(index, index + 64))![0];
      const end = text.indexOf(run, index + run.length);
      advanceTo(end === -1 ? index + run.length : end + run.length);
      continue;
    }
    if (!inCode && text.startsWith('<!--', index)) {
      const end = text.indexOf('-->', index + 4);
      advanceTo(end === -1 ? length : end + 3);
      continue;
    }
    if (char === '{') push('brace');
    else if (char === '}') popUntil('brace');
    else if (top === 'tag' && char === '/' && text[index + 1] === '>') {
      stack.pop();
      advanceTo(index + 2);
      continue;
    } else if (top === 'tag' && char === '>') stack[stack.length - 1] = 'element';
    else if (char === '<' && text[index + 1] === '/') {
      // A closing tag ends the innermost element (and anything left open in it).
      const end = text.indexOf('>', index);
      popUntil('element');
      advanceTo(end === -1 ? length : end + 1);
      continue;
    } else if (char === '<' && text[index + 1] === '>') {
      push('element');
      advanceTo(index + 2);
      continue;
    } else if (char === '<' && TAG_NAME_START.test(text[index + 1] ?? '')) push('tag');
    advanceTo(index + 1);
  }
}
