// Islands: the top-level stretches of a page that only micromark reads right
// (in MDX, those holding JSX, an expression or ESM; in any page, URL literals,
// `~`, `::` and task lists, which the bridge leaves to micromark's extensions),
// cut out so that micromark (the page's own parser, with its extensions) reads
// only them, and the markdown-it bridge the rest (fast-markdown.ts).
//
// Why: a page written for Docusaurus is MDX, and most such pages carry a
// little JSX (`import Tabs …`, `<Tabs>`, `<details>`) in a lot of Markdown;
// micromark read the Jest docs' API pages at well under 1 MB/s, most of a
// build's time. An island read alone gives the tree micromark gives it in its
// page when micromark is in the same state at both of its ends: no container
// or block open. So an island starts at a top-level block (after a blank line,
// in column 1) and ends before a blank line with its tags, braces, code fences
// and directive fences balanced; a list on either side of it must not be one
// the island would join in the page (read alone, it cannot). The cut is found here by
// counting; what the count gets wrong, the reading checks (fast-markdown.ts
// `parseIslands`): micromark fails on an island cut too short, and an island
// whose code or directive runs to its end, that holds front matter, or
// references (which reach across the page), sends the whole page to micromark.
// So does what micromark keeps for a whole page or only at its start: the
// page's ESM is one program (a name imported in two islands is an error: ESM
// in several islands is read together once more), a `---` opening a document
// is tried as front matter, a byte order mark is dropped there, and a lone
// carriage return ends a line.

import { CodeFences } from './preprocess.js';
import { replaceCodeSpans } from './code-spans.js';

/** One island: offsets into the page (`end` at the end of its last line, before the line break) and its first line (1-based). */
export interface Island {
  start: number;
  end: number;
  line: number;
  /** Whether it opens with a list item (which joins a list just above it in the page). */
  opensWithItem: boolean;
  /** Whether the block after it is a list item or indented (either continues a list it ends with). */
  continued: boolean;
}

/** Front matter opening a page (its text is group 1). */
export const FRONT_MATTER = /^---[ \t]*\n(?:([^]*?)\n)??---[ \t]*(?=\n|$)/;
/** A `---` line opening a text: micromark tries it as front matter. */
export const OPENS_FRONT_MATTER = /^---[ \t]*(?:\n|$)/;
// Top-level directive fences only: one inside a quote opens and closes there (a quote ends at a blank line),
// and a `> :::` closes nothing outside it.
const DIRECTIVE_OPEN = /^[ \t]*:{3,}[A-Za-z]/;
export const DIRECTIVE_CLOSE = /^[ \t]*:{3,}[ \t]*$/;
const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/**
 * A `<` where an HTML block could start: first on its line, after any indent and quote or list
 * markers. Only there: an HTML block (a comment, `<pre>`, `<script>`) may run past blank lines; a
 * `<` inside a line (inline HTML in a paragraph or a table cell, `<a id>` before each member of a
 * TypeDoc table) ends with its paragraph, at the blank line the cut is at.
 */
const HTML_BLOCK_START = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*</;
const ESM = /^(?:import|export)\b/;
/** What MDX reads as JSX or an expression, outside code spans and escapes. */
const MDX_SYNTAX = /[<{}]/;
/**
 * What the bridge leaves to micromark's GFM and directive extensions in any
 * page (fast-markdown.ts `EXTENSION_TEXT` but footnotes, which reach across
 * the page: a URL or `www.` literal, a `~`, a `::`), and task-list items.
 */
const EXTENSION = /~|:[:/]|www\./i;
const LINK_DESTINATION = /\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+"[^"]*")?\)|<[A-Za-z][\w+.-]*:[^\s<>]*>/g;
const TASK_ITEM = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ \txX]\](?:[ \t]|$)/;
const ESCAPED = /\\[\\<{}]/g;
/** JSX tags, roughly: `<Name …>`, `</Name>`, `<Name … />`, `<>`, `</>`. */
const TAG = /<(\/?)(?:[A-Za-z][\w.:-]*)?(?:[^<>{}]|\{[^{}]*\})*?(\/?)>/g;

interface Block {
  from: number;
  to: number;
  /** Whether micromark must read it. */
  island: boolean;
  /** Whether a line of it opens with `<` (even in code): HTML, in a CommonMark page, whose blocks may run past blank lines. */
  angle: boolean;
  /** The block opening the outermost directive this block is inside (`:::note` … `:::` spans blank lines), if any. */
  directive?: number;
}

const blank = (line: string) => /^[ \t]*$/.test(line);
const prose = (line: string) => replaceCodeSpans(line.replace(ESCAPED, ''), () => '');

/**
 * The page's islands in order ([] when it has none), or undefined when one
 * cannot be cut cleanly (the page then goes to micromark whole). `forced`:
 * lines (0-based) whose blocks are islands too (ones the bridge declined).
 */
export function findIslands(doc: string, mdx = true, forced?: ReadonlySet<number>): Island[] | undefined {
  const lines = doc.split('\n');
  const starts: number[] = [];
  for (let index = 0, at = 0; index < lines.length; at += lines[index].length + 1, index++) starts.push(at);
  const front = FRONT_MATTER.exec(doc);
  const first = front ? front[0].split('\n').length : 0;
  // Blocks: runs of lines between blank lines; a fenced code block (blank lines and all) is one.
  // (Fences at any indent: MDX has no indented code.)
  const blocks: Block[] = [];
  let block: Block | undefined;
  const fences = new CodeFences();
  // Directives open around the current line, and the block the outermost one opened in.
  let directives = 0;
  let outermost: number | undefined;
  for (let index = first; index < lines.length; index++) {
    const line = lines[index];
    // Any line opening with `<`, code or not: where this scan takes a line for a fence and micromark does not (an info
    // string with a backtick, a fence of a list item), what follows may be an HTML block running past blank lines.
    if (block && HTML_BLOCK_START.test(line)) block.angle = true;
    if (fences.inside) {
      block!.to = index;
      fences.isCode(line);
      continue;
    }
    if (blank(line)) {
      block = undefined;
      continue;
    }
    if (!block) blocks.push((block = { from: index, to: index, island: false, angle: HTML_BLOCK_START.test(line), directive: outermost }));
    block.to = index;
    // A fence opening code.
    if (fences.isCode(line)) continue;
    if (DIRECTIVE_OPEN.test(line)) {
      if (directives++ === 0) outermost = blocks.length - 1;
    } else if (DIRECTIVE_CLOSE.test(line) && directives > 0 && --directives === 0) {
      outermost = undefined;
    }
    const text = prose(line);
    // A link's destination holds URLs the bridge reads itself, and a directive fence its colons: only bare text counts.
    const bare = /^[ \t>]*:{3,}/.test(line) ? '' : text.replace(LINK_DESTINATION, '');
    if ((mdx && (ESM.test(line) || MDX_SYNTAX.test(text))) || EXTENSION.test(bare) || TASK_ITEM.test(line) || forced?.has(index)) block.island = true;
  }
  const islands: Island[] = [];
  for (let index = 0; index < blocks.length; index++) {
    if (!blocks[index].island) continue;
    // Inside a directive, the island is the whole directive (its fences are balanced below).
    const from = blocks[index].directive;
    if (from !== undefined) {
      // Opened in a block an earlier island took: that island should have run to its closing fence.
      if (islands.length && starts[blocks[from].from] < islands[islands.length - 1].end) return undefined;
      index = from;
    }
    const opening = lines[blocks[index].from];
    if (/^[ \t]/.test(opening)) return undefined;
    // The island grows block by block until what it opened is closed; each line is read once.
    const balance = new Balance(mdx);
    let read = blocks[index].from;
    let last = index;
    for (;;) {
      for (; read <= blocks[last].to; read++) balance.read(lines[read]);
      if (balance.balanced) break;
      last++;
      if (last === blocks.length) return undefined;
    }
    // HTML in a CommonMark island: its comments and raw blocks may run past the blank line the cut is at.
    if (!mdx && blocks.slice(index, last + 1).some((each) => each.angle)) return undefined;
    const after = blocks[last + 1];
    const continued = after !== undefined && (/^[ \t]/.test(lines[after.from]) || LIST_ITEM.test(lines[after.from]));
    const end = blocks[last].to;
    islands.push({ start: starts[blocks[index].from], end: starts[end] + lines[end].length, line: blocks[index].from + 1, opensWithItem: LIST_ITEM.test(opening), continued });
    index = last;
  }
  return islands;
}

/**
 * Whether no code fence or directive fence (in MDX, no JSX tag or brace) opened
 * in the lines read so far is left open. Read line by line, in order: an island
 * that grows a block at a time is read once (reading it again from its first
 * line at each block was quadratic: a `<div>` around 4,000 paragraphs took 12 s
 * to compile).
 */
class Balance {
  private tags = 0;
  private braces = 0;
  private directives = 0;
  private readonly fences = new CodeFences();

  constructor(private readonly mdx: boolean) {}

  read(line: string): void {
    if (this.fences.isCode(line)) return;
    if (DIRECTIVE_OPEN.test(line)) this.directives++;
    else if (DIRECTIVE_CLOSE.test(line)) this.directives--;
    const text = prose(line);
    for (const match of text.matchAll(TAG)) {
      if (match[1]) this.tags--;
      else if (!match[2]) this.tags++;
    }
    for (const char of text) {
      if (char === '{') this.braces++;
      else if (char === '}') this.braces--;
    }
  }

  get balanced(): boolean {
    return !this.fences.inside && this.directives === 0 && (!this.mdx || (this.tags === 0 && this.braces === 0));
  }
}

type Point = { line: number; column: number; offset?: number };

/**
 * Moves a tree micromark made of an island read alone to where the island
 * sits in its page: every unist position, and the estree (`data.estree`) of
 * its ESM, expressions and attribute values, whose `start`, `end`, `range` and
 * `loc` count from the island's start.
 */
export function shiftTree(node: unknown, lines: number, offset: number): void {
  const seen = new Set<object>();
  const point = (value: Point) => {
    value.line += lines;
    if (typeof value.offset === 'number') value.offset += offset;
  };
  const estree = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) estree(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.start === 'number') record.start += offset;
    if (typeof record.end === 'number') record.end += offset;
    if (Array.isArray(record.range)) record.range = (record.range as number[]).map((at) => at + offset);
    const loc = record.loc as { start?: Point; end?: Point } | undefined;
    if (loc?.start) point(loc.start);
    if (loc?.end) point(loc.end);
    for (const [key, child] of Object.entries(record)) if (key !== 'loc' && key !== 'range') estree(child);
  };
  const unist = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as { position?: { start: Point; end: Point }; children?: unknown[]; attributes?: unknown[]; value?: unknown; data?: { estree?: unknown } };
    if (record.position) {
      point(record.position.start);
      point(record.position.end);
    }
    if (record.data?.estree) estree(record.data.estree);
    for (const child of record.children ?? []) unist(child);
    // JSX attributes (a directive's `attributes` is a plain record, no nodes).
    if (Array.isArray(record.attributes)) for (const attribute of record.attributes) unist(attribute);
    if (record.value && typeof record.value === 'object') unist(record.value);
  };
  unist(node);
}
