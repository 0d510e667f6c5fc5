// A nesting limit for inline Markdown (emphasis, strong, links and images),
// checked on the raw text before parsing. The parser takes time quadratic in
// this nesting and the tree then overflows the stack: 2,000 nested emphases
// parse for 7 s and then fail with "Maximum call stack size exceeded"; 3,000
// nested images parse for 48 s.
//
// Only real nesting counts: an opener nests only if a closer later in its
// block closes it. Each block (a paragraph, a list item's paragraph, a
// heading, a table cell) is read on its own, its openers matched to its
// closers the way CommonMark's delimiter stack does (an upper bound: the rule
// of 3 and a link's deactivation of outer brackets are not applied), so a
// list of 70 items each holding a stray `*` (`- *.e0: files`), a table of
// `| _field |` rows or a paragraph of 65 globs (`*.md, *.js, …`) nest nothing.
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

const UNICODE_SPACE = /\s/u;
const UNICODE_PUNCTUATION = /[\p{P}\p{S}]/u;

/** CommonMark's Unicode whitespace (a line's start and end count as whitespace: `code` is NaN there). */
function isSpace(code: number, char: string | undefined): boolean {
  if (code !== code) return true;
  if (code < 128) return code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11;
  return UNICODE_SPACE.test(char!);
}

/** CommonMark's punctuation: ASCII punctuation and Unicode P and S categories. */
function isPunctuation(code: number, char: string | undefined): boolean {
  if (code !== code) return false;
  if (code < 128) return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
  return UNICODE_PUNCTUATION.test(char!);
}

const STAR = 0;
const UNDERSCORE = 1;
const BRACKET = 2;
const CAN_OPEN = 1;
const CAN_CLOSE = 2;

/** A block's delimiters: `*` and `_` runs that can open or close, and `[` / `]` (parallel arrays, reused from block to block). */
class Delimiters {
  kind: number[] = [];
  flags: number[] = [];
  length: number[] = [];
  line: number[] = [];
  column: number[] = [];
  /** Opener characters so far: while it stays within the limit, nothing in the block can nest deeper. */
  openers = 0;
  count = 0;

  add(kind: number, flags: number, length: number, line: number, column: number): void {
    const at = this.count++;
    this.kind[at] = kind;
    this.flags[at] = flags;
    this.length[at] = length;
    this.line[at] = line;
    this.column[at] = column;
    if (flags & CAN_OPEN) this.openers += length;
  }
}

/**
 * The deepest nesting the block's delimiters make, matched as CommonMark's
 * delimiter stack matches them (a closer closes the nearest opener of its
 * kind; an opener never closed is text): throws where it passes `maxDepth`.
 * Linear: every opener is pushed once and popped once, and a closer run stops
 * at its last character.
 */
function checkBlock(found: Delimiters, source: string, maxDepth: number): void {
  const count = found.count;
  /** Nodes each delimiter opens (as an opener) and closes (as a closer). */
  const opens = new Int32Array(count);
  const closes = new Int32Array(count);
  /** Characters an opener run has left to match. */
  const left = new Int32Array(count);
  const stacks: number[][] = [[], [], []];
  for (let at = 0; at < count; at++) {
    const kind = found.kind[at];
    const flags = found.flags[at];
    const stack = stacks[kind];
    let rest = found.length[at];
    if (flags & CAN_CLOSE) {
      while (rest > 0 && stack.length) {
        const opener = stack[stack.length - 1];
        // Strong takes two characters of each side where both have two, else emphasis (a link) one.
        const use = kind !== BRACKET && left[opener] >= 2 && rest >= 2 ? 2 : 1;
        left[opener] -= use;
        rest -= use;
        opens[opener]++;
        closes[at]++;
        if (left[opener] === 0) stack.pop();
      }
    }
    if (flags & CAN_OPEN && rest > 0) {
      left[at] = rest;
      stack.push(at);
    }
  }
  let depth = 0;
  for (let at = 0; at < count; at++) {
    depth += opens[at] - closes[at];
    if (depth > maxDepth) throw INLINE_NESTING_MESSAGES.tooDeep(source, depth, found.line[at], found.column[at], maxDepth);
  }
}

/** The characters the scan stops at: escapes, code, emphasis, brackets, table pipes. */
const SPECIAL = /[\\`*_[\]|]/g;
const LIST_MARKER = /^(?:[-*+]|(\d{1,9})[.)])(?:[ \t]+|$)/;
const THEMATIC_BREAK_OR_UNDERLINE = /^(?:([-*_])(?:[ \t]*\1){2,}|=+|-+)[ \t]*$/;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
const FENCE = /^(`{3,}|~{3,})/;
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The cells of a table row: its unescaped pipes, less a leading and a trailing one. */
function cellCount(line: string): number {
  let pipes = 0;
  for (let at = 0; at < line.length; at++) {
    const char = line.charCodeAt(at);
    if (char === 92) at++;
    else if (char === 124) pipes++;
  }
  const trimmed = line.trim();
  const cells = pipes + 1 - (trimmed.startsWith('|') ? 1 : 0) - (trimmed.endsWith('|') && !trimmed.endsWith('\\|') && trimmed.length > 1 ? 1 : 0);
  return cells;
}

/**
 * Throws a PxError naming the file, line and column when emphasis, strong,
 * links and images nest deeper than `maxDepth` in one block. Openers count
 * only once a closer in the same block closes them (an unclosed `*` or `[` is
 * text, not nesting). Fenced and inline code, escapes and front matter are
 * skipped; blank lines, list items, headings, breaks, block quotes that open
 * and table rows and cells end a block. One pass over the text, and a second
 * over a block's delimiters only where the block holds more openers than the limit.
 */
export function checkInlineNesting(text: string, source: string, maxDepth = DEFAULT_MAX_INLINE_DEPTH): void {
  const found = new Delimiters();
  const flush = () => {
    if (found.openers > maxDepth) checkBlock(found, source, maxDepth);
    found.count = 0;
    found.openers = 0;
  };
  const lines = text.split('\n');
  // Front matter is YAML (where `*name` is an alias), not Markdown.
  let firstLine = 1;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
    if (end !== -1) firstLine = end + 2;
  }
  let fence: string | undefined;
  /** The open block: none, a paragraph, or a list item's paragraph (with its content's column). */
  let block: 'none' | 'paragraph' | 'item' = 'none';
  let itemColumn = 0;
  let blockQuotes = 0;
  let table = false;
  /** Backtick runs of the line (start, length, and the next run of the same length), read at its first backtick. */
  const runStart: number[] = [];
  const runLength: number[] = [];
  const runNext: number[] = [];
  const lastOfLength = new Map<number, number>();
  for (let number = firstLine; number <= lines.length; number++) {
    const line = lines[number - 1];
    const length = line.length;
    let pos = 0;
    let indent = 0;
    for (; pos < length; pos++) {
      const char = line.charCodeAt(pos);
      if (char === 32) indent++;
      else if (char === 9) indent += 4;
      else break;
    }
    const first = line.charCodeAt(pos);
    // (At any indent: fences in list items are indented.)
    const fenceMatch = first === 96 || first === 126 ? FENCE.exec(line.slice(pos, pos + 64)) : null;
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && !line.slice(pos + fenceMatch[1].length).trim()) fence = undefined;
      continue;
    }
    if (fenceMatch && !(fenceMatch[1][0] === '`' && line.indexOf('`', pos + fenceMatch[1].length) !== -1)) {
      fence = fenceMatch[1];
      flush();
      block = 'none';
      table = false;
      continue;
    }
    // Block quote markers: a quote that opens ends the block (a lazy line may leave one).
    let quotes = 0;
    while (pos < length) {
      let at = pos;
      while (at < length && at - pos < 3 && line.charCodeAt(at) === 32) at++;
      if (line.charCodeAt(at) !== 62) break;
      quotes++;
      pos = at + 1;
      if (line.charCodeAt(pos) === 32 || line.charCodeAt(pos) === 9) pos++;
    }
    if (quotes) {
      indent = 0;
      for (; pos < length; pos++) {
        const char = line.charCodeAt(pos);
        if (char === 32) indent++;
        else if (char === 9) indent += 4;
        else break;
      }
    }
    if (pos >= length || (pos === length - 1 && line.charCodeAt(pos) === 13)) {
      flush();
      block = 'none';
      table = false;
      continue;
    }
    // (A line with fewer markers may be a lazy line of the block: it goes on.)
    if (quotes > blockQuotes) {
      flush();
      block = 'none';
      table = false;
    }
    const lead = line.charCodeAt(pos);
    const rest = () => (pos === 0 ? line : line.slice(pos));
    // `-`, `*`, `_`, `=`: a break or a heading's underline.
    if (indent < 4 && (lead === 45 || lead === 42 || lead === 95 || lead === 61) && THEMATIC_BREAK_OR_UNDERLINE.test(rest())) {
      flush();
      block = 'none';
      table = false;
      continue;
    }
    let own = false;
    if (indent < 4 && lead === 35 && HEADING.test(rest())) {
      flush();
      block = 'none';
      table = false;
      own = true;
    } else {
      // List markers (`- - x` opens two): a new item, where it could start one, ends the block.
      // `-`, `*`, `+` or a digit.
      let marker = lead === 45 || lead === 42 || lead === 43 || (lead >= 48 && lead <= 57) ? LIST_MARKER.exec(rest()) : null;
      if (marker && pos + marker[0].length < length) {
        // Under a paragraph only a bullet or `1.` opens a list (micromark reads any marker in a list item's paragraph as the next item).
        const bullet = marker[1] === undefined || marker[1] === '1';
        const starts = block === 'none' || (block === 'item' ? indent < itemColumn + 4 : indent < 4 && bullet);
        if (starts) {
          flush();
          table = false;
          block = 'item';
          blockQuotes = quotes;
          let column = indent;
          while (marker) {
            const spaces = marker[0].length - (marker[1] === undefined ? 1 : marker[1].length + 1);
            column += marker[0].length - spaces + (spaces > 4 ? 1 : spaces);
            pos += marker[0].length;
            marker = pos < length ? LIST_MARKER.exec(line.slice(pos)) : null;
            if (marker && pos + marker[0].length >= length) marker = null;
          }
          itemColumn = column;
        }
      }
    }
    // A table: a row with pipes over a delimiter row of as many cells; then each line is a row, each cell a block.
    const pipe = line.indexOf('|', pos) !== -1;
    if (!table && pipe && number < lines.length && DELIMITER_ROW.test(lines[number]) && lines[number].includes('|') && cellCount(line.slice(pos)) === cellCount(lines[number])) {
      flush();
      table = true;
    } else if (table && !pipe) {
      flush();
      table = false;
      block = 'none';
    }
    if (table) {
      flush();
      own = true;
    }
    if (block === 'none') {
      block = 'paragraph';
      blockQuotes = quotes;
    }

    let backticksRead = false;
    let run = 0;
    for (let index = pos; index < length; index++) {
      // To the next character that matters (a native search: most of a page is prose).
      SPECIAL.lastIndex = index;
      if (!SPECIAL.test(line)) break;
      index = SPECIAL.lastIndex - 1;
      const char = line.charCodeAt(index);
      if (char === 92) {
        index++;
      } else if (char === 96) {
        // Inline code on this line: to the next run of as many backticks (found from a list of the line's runs, so no run is searched for twice).
        if (!backticksRead) {
          backticksRead = true;
          readBackticks(line, index, runStart, runLength, runNext, lastOfLength);
          run = 0;
        }
        while (runStart[run] < index) run++;
        if (runStart[run] !== index) {
          // The rest of a run whose first backtick was escaped: text.
          while (line.charCodeAt(index + 1) === 96) index++;
          continue;
        }
        const next = runNext[run];
        index = next === -1 ? index + runLength[run] - 1 : runStart[next] + runLength[next] - 1;
        if (next !== -1) while (runStart[run] <= index) run++;
      } else if (char === 42 || char === 95) {
        let end = index;
        while (line.charCodeAt(end + 1) === char) end++;
        const before = line.charCodeAt(index - 1);
        const after = line.charCodeAt(end + 1);
        const beforeSpace = index === pos || isSpace(before, line[index - 1]);
        const afterSpace = isSpace(after, line[end + 1]);
        const beforePunctuation = !beforeSpace && isPunctuation(before, line[index - 1]);
        const afterPunctuation = !afterSpace && isPunctuation(after, line[end + 1]);
        const left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation);
        const right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation);
        let flags: number;
        if (char === 42) flags = (left ? CAN_OPEN : 0) | (right ? CAN_CLOSE : 0);
        else flags = (left && (!right || beforePunctuation) ? CAN_OPEN : 0) | (right && (!left || afterPunctuation) ? CAN_CLOSE : 0);
        if (flags) found.add(char === 42 ? STAR : UNDERSCORE, flags, end - index + 1, number, index + 1);
        index = end;
      } else if (char === 91) {
        found.add(BRACKET, CAN_OPEN, 1, number, index + 1);
      } else if (char === 93) {
        found.add(BRACKET, CAN_CLOSE, 1, number, index + 1);
      } else if (char === 124 && table) {
        flush();
      }
    }
    if (own) {
      flush();
      if (!table) block = 'none';
    }
  }
  flush();
}

/** The backtick runs of `line` from `from`, each with the index of the next run of its length (-1 if none). */
function readBackticks(line: string, from: number, start: number[], length: number[], next: number[], last: Map<number, number>): void {
  let count = 0;
  for (let at = line.indexOf('`', from); at !== -1; at = line.indexOf('`', at)) {
    let end = at;
    while (line.charCodeAt(end) === 96) end++;
    start[count] = at;
    length[count] = end - at;
    count++;
    at = end;
  }
  last.clear();
  for (let run = count - 1; run >= 0; run--) {
    next[run] = last.get(length[run]) ?? -1;
    last.set(length[run], run);
  }
  start[count] = Infinity;
}
