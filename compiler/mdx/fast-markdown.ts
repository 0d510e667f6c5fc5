// A faster parser for plain Markdown pages: markdown-it's tokens turned into
// the mdast remark-parse (micromark) would give, so every remark and rehype
// plugin after it runs unchanged.
//
// Why: micromark is the largest single cost of a .md page. It reads the real
// content at 0.3-0.5 MB/s (1.5 s for the 43-page site's 445 KB in a fresh
// process), markdown-it at 3-12 MB/s (0.13 s); parsing was 18 of the 48 ms a
// page took at 1,000 pages.
//
// The bridge covers CommonMark, GFM tables and `~~strike~~`, YAML front
// matter, container directives (`:::note[Title]`: admonitions), bare text
// directives (the `:00` micromark reads in `12:00`) and plain e-mail
// addresses (GFM's mailto links). It declines (the page is parsed by
// micromark, as before) wherever the two could part:
// - micromark's extensions: text that could be a URL or `www.` literal, an
//   unusual address, a footnote, a task-list item or a single `~`; `::`
//   (leaf directives, `:::` lines that open nothing); directive labels and
//   attributes; text directives by emphasis marks, links or escapes;
//   reference definitions; a table row with more cells than its header, a
//   delimiter row outside a table or without a pipe, a table header that
//   could start another block;
// - micromark's own readings (found by the differential fuzz in the test): a
//   lazy line that could start a block, a list, quote or HTML block opening a
//   container right under a paragraph or after indented code, indented code
//   right under a paragraph or a closed quote or list, an unclosed fence or
//   directive inside a container, an unclosed `<pre>`/`<script>` block, inline
//   HTML or a code span over an indented line end, character references in
//   an info string, a blank line inside a block inside a directive in a list
//   item;
// - anything that would make the line map uncertain: a carriage return, NUL,
//   or a tab in a line's indent or markers.
// The test (test/fast-markdown.test.ts) compares both parsers' trees over every
// .md page of the site, the tests' fixtures and the Jest docs corpus, edge
// cases and 1,500 generated documents, and compiles and builds with both.
//
// Positions: every block node has its start (line, column, offset); leaf
// blocks and directives their end too (quotes, lists and items end where
// micromark's container bookkeeping puts them, sometimes on the next line's
// prefix: not reproduced). Links and images have their start (broken-link
// errors point at them); other inline nodes have none (nothing after parsing
// reads them). A site whose remark plugins add syntax (micromark extensions)
// does not use the bridge; one whose plugins only transform the tree does, and
// a page on which such a plugin fails is parsed again by micromark, in case it
// read a place the bridge left out (compile.ts, `keepsParsing`).
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type { Blockquote, Code, Heading, Html, Image, InlineCode, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow, Text } from 'mdast';
import type { Point, Position } from 'unist';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { lastAtOrBefore, lastAtOrBeforeBy } from '../../theme/shared/sorted.js';
import { DIRECTIVE_CLOSE, findIslands, FRONT_MATTER, OPENS_FRONT_MATTER, shiftTree, type Island } from './mdx-islands.js';
import { replaceCodeSpans } from './code-spans.js';

const autolinkLiterals = gfmAutolinkLiteralFromMarkdown().transforms![0] as (tree: Root) => void;

/**
 * Thrown where the bridge cannot promise micromark's tree; the page goes to micromark, or (`line`:
 * the 0-based first line of the top-level block it was reading) that block alone, as an island.
 */
class Unsupported extends Error {
  line?: number;
}

/**
 * Blocks of a page the bridge declines that it hands to micromark as islands, one more per try,
 * before the page goes to micromark whole. Why: micromark slows down more than linearly on a long
 * page (a 1.5 MB TypeDoc module page: 11.5 s for its events where 0.38 MB took 1.5 s; 27 s and 1.5 GB
 * to build), and such a page was declined whole for one table cell of malformed code spans.
 */
const MAX_FORCED_ISLANDS = 16;

interface TokenMeta {
  /** Source offset where a block starts (on the first token its rule pushed). */
  at?: number;
  /** An inline token's content lines: content offset `from` is source offset `at`. */
  lines?: { from: number; at: number }[];
  /** Offset of a link or image in its inline token's content. */
  pos?: number;
  /** A table row's cells in the source. */
  cells?: number;
  /** Whether a fence or container directive has its closing line. */
  closed?: boolean;
  /** A container directive's name. */
  directive?: string;
  /** The paragraph holding a container directive's label. */
  label?: boolean;
}

/**
 * Text micromark's GFM and directive extensions could read as syntax the
 * bridge leaves to micromark: a footnote reference, a `~`, a `::` (leaf
 * directives, `:::` lines that open nothing), a `:/` (a URL literal), a `www.`.
 */
const EXTENSION_TEXT = /~|\[\^|:[:/]|www\./i;
/**
 * A text directive as micromark's directive extension reads it in prose: a
 * `:` not after another, then a name (no space, punctuation or symbol but `-`
 * and `_` after its first character). `12:00` holds `:00`, `id:ID` holds `:ID`.
 * A name ending in `-` or `_` makes no directive at all.
 */
const TEXT_DIRECTIVE = /(?<!:):([^\s\p{P}\p{S}](?:[^\s\p{P}\p{S}]|[-_])*)/gu;
/**
 * A plain e-mail address in prose (`ana@acme.io`), which GFM makes a mailto
 * link: found by mdast-util-gfm-autolink-literal's transform as micromark's
 * tokenizer finds it. Any other `@`, a `www.` or a `://` in text goes to
 * micromark: its tokenizer and that transform differ on the edges (entities,
 * trailing punctuation, `http://localhost`).
 */
const CLEAN_EMAIL = /(?<=^|[\s(])[A-Za-z0-9](?:[\w.+-]*[A-Za-z0-9])?@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?=[\s),;:!?]|\.(?:\s|$)|$)/g;

/** A paragraph's source with its code spans and `<…>` autolinks blanked out (same length, so offsets stay). */
function blankCodeAndAutolinks(content: string): string {
  const blank = (found: string) => ' '.repeat(found.length);
  return replaceCodeSpans(content, blank).replace(/<[A-Za-z][\w+.-]{1,31}:[^\s<>]*>|<[^\s<>@]+@[^\s<>]+>/g, blank);
}

/** Most `@` signs one paragraph may hold for the bridge. */
const MAX_ADDRESSES = 1000;

/**
 * Whether every `@` in a paragraph's source is inside a plain e-mail address
 * or cannot be part of one: no address character (or emphasis mark) before
 * it, as in `@scope/package`, or no dot in the word after it, as in
 * `jest@28`. Read on the source, since an address may span emphasis marks.
 */
function cleanEmails(content: string): boolean {
  // Code spans and `<…>` autolinks hold no literal.
  const source = blankCodeAndAutolinks(content);
  const covered = [...source.matchAll(CLEAN_EMAIL)].map((match) => [match.index!, match.index! + match[0].length]);
  // Both lists are in source order: one pass over each.
  let next = 0;
  for (let at = source.indexOf('@'); at !== -1; at = source.indexOf('@', at + 1)) {
    while (next < covered.length && covered[next][1] <= at) next++;
    if (next < covered.length && covered[next][0] < at) continue;
    if (at > 0 && /[\w+.*~-]/.test(source[at - 1]) && /^\S*\./.test(source.slice(at + 1))) return false;
  }
  return true;
}

/** Tags of CommonMark's first kind of HTML block, which micromark may start where markdown-it sees inline HTML. */
const RAW_TAG = /^<\/?(?:pre|script|style|textarea)(?=[\s>/]|$)/i;
/** A line that, as a lazy continuation, could also be read as the start of a block. */
const LAZY_BLOCK_START = /^(?:[ \t]{4}|[ \t]*(?:[<>#|:`~*+_=-]|\d{1,9}[.)]))/;
const TASK_ITEM = /^\[[ \txX]\](?:[ \t]|$)/;
const DIRECTIVE_FENCE = /^(:{3,})([A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?)(?=[[ \t]|$)/;

export type FastParse = (doc: string) => Root | undefined;

export interface FastParserOptions {
  /**
   * Read the document as MDX (`@mdx-js/mdx`'s micromark, the Docusaurus
   * default for every page): accepted only where MDX reads it as CommonMark,
   * so its tree is the same. MDX adds JSX (`<`), expressions (`{`, `}`) and
   * ESM (`import`/`export` lines), and drops HTML, `<…>` autolinks and
   * indented code: a document holding any of those outside code (escaped
   * characters aside) is declined.
   */
  mdx?: boolean;
  /**
   * micromark's own reading of the page's format, for its islands
   * (mdx-islands.ts: JSX, expressions and ESM in MDX; URL literals, `~`, `::`
   * and task lists in any page): with it, such a page is read by the bridge
   * around them instead of declined whole. It throws where micromark rejects a text.
   */
  islands?: (text: string) => Root;
}

/** A parser returning micromark's mdast for `doc`, or undefined where only micromark can say. */
export function createFastParser(declined?: (reason: string) => void, options: FastParserOptions = {}): FastParse {
  // The page limits (compile.ts) cap nesting at 64; markdown-it's commonmark preset would stop at 20 and drop the rest.
  const md = new MarkdownIt('commonmark', { html: true });
  md.set({ maxNesting: 200 } as Parameters<typeof md.set>[0]);
  md.enable(['table', 'strikethrough']);
  // mdast keeps URLs as written (escapes and character references decoded);
  // mdast-util-to-hast encodes them later.
  md.validateLink = () => true;
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (url) => url;
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Where MDX reads JSX or an expression. Escapes, code spans and link destinations are taken by their
  // own rules first, so only a character MDX would read as syntax reaches this one.
  const mdx = options.mdx === true;
  if (mdx) md.inline.ruler.before('autolink', 'mdx_syntax', mdxSyntax);
  recordBlockStarts(md, mdx);
  recordLinkStarts(md);
  const islands = options.islands;
  return (doc) => {
    try {
      if (islands) {
        // Where no island can be cut out or read (or what looked like JSX was not: the page may have none), the bridge tries the page whole.
        const found = findIslands(doc, mdx);
        if (found?.length) {
          try {
            return parseIslands(md, doc, found, islands, mdx);
          } catch (error) {
            if (!(error instanceof Unsupported)) throw error;
          }
        }
      }
      return parse(md, doc, mdx);
    } catch (error) {
      if (error instanceof Unsupported) {
        const around = islands && error.line !== undefined ? aroundForcedIslands(md, doc, error, islands, mdx) : undefined;
        if (around) return around;
        declined?.(error.message);
        return undefined;
      }
      throw error;
    }
  };
}

/** The page read by the bridge with the blocks it declined (from `first` on) read by micromark as islands; undefined when that cannot be. */
function aroundForcedIslands(md: MarkdownIt, doc: string, first: Unsupported, micromark: (text: string) => Root, mdx: boolean): Root | undefined {
  const forced = new Set([first.line!]);
  while (forced.size <= MAX_FORCED_ISLANDS) {
    const found = findIslands(doc, mdx, forced);
    if (!found?.length) return undefined;
    try {
      return parseIslands(md, doc, found, micromark, mdx);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      // No block to hand over, or the same one again (the cut could not make it an island).
      if (error.line === undefined || forced.has(error.line)) return undefined;
      forced.add(error.line);
    }
  }
  return undefined;
}

/** An inline rule that stops the bridge at `<`, `{` and `}`: JSX and expressions in MDX. */
function mdxSyntax(state: StateInline): boolean {
  const char = state.src.charCodeAt(state.pos);
  if (char === 0x3c || char === 0x7b || char === 0x7d) throw new Unsupported(`MDX syntax ${JSON.stringify(state.src.slice(state.pos, state.pos + 30))}`);
  return false;
}

/** Nodes no island may hold: they reach across the page (references, definitions) or only open one (front matter). */
const PAGE_WIDE = new Set(['definition', 'linkReference', 'imageReference', 'footnoteDefinition', 'footnoteReference', 'yaml', 'toml']);

/**
 * An MDX page read by micromark in its islands and by the bridge around them:
 * each island stands as a one-letter paragraph in the text the bridge reads
 * (its other characters blanked, so every offset stays), replaced afterwards by
 * micromark's nodes for the island read alone, moved to where it sits.
 */
function parseIslands(md: MarkdownIt, doc: string, islands: Island[], micromark: (text: string) => Root, mdx: boolean): Root {
  // A lone carriage return ends a line for micromark, not for the cut; a byte order mark is dropped at a document's start only.
  if (doc.includes('\r') || doc.includes('\uFEFF')) throw new Unsupported('carriage return or byte order mark');
  let masked = '';
  let at = 0;
  for (const island of islands) {
    masked += doc.slice(at, island.start) + 'x' + doc.slice(island.start + 1, island.end).replace(/[^\n]/g, ' ');
    at = island.end;
  }
  const root = parse(md, masked + doc.slice(at), mdx);
  const children: RootContent[] = [];
  let next = 0;
  for (const child of root.children) {
    const island = islands[next];
    if (!island || child.position?.start.offset !== island.start) {
      children.push(child);
      continue;
    }
    if (child.type !== 'paragraph' || child.children.length !== 1 || child.children[0].type !== 'text' || child.children[0].value !== 'x') throw new Unsupported('an MDX island read as part of a block');
    // A list item opening the island joins a list just above it in the page, and a list closing it takes in an item or indented block after it.
    if (island.opensWithItem && children.at(-1)?.type === 'list') throw new Unsupported('an MDX island continuing a list');
    const text = doc.slice(island.start, island.end);
    // Read alone, a `---` line opening the island would be tried as front matter (and leave micromark unable to open lists after it).
    if (OPENS_FRONT_MATTER.test(text)) throw new Unsupported('an island opening with ---');
    let tree: Root;
    try {
      tree = micromark(text);
    } catch {
      throw new Unsupported('an MDX island micromark rejects alone');
    }
    checkIsland(tree, text);
    if (island.continued && tree.children.at(-1)?.type === 'list') throw new Unsupported('an MDX island ending in a list that goes on');
    shiftTree(tree, island.line - 1, island.start);
    children.push(...tree.children);
    next++;
  }
  if (next !== islands.length) throw new Unsupported('an MDX island the bridge did not keep apart');
  checkEsm(children, micromark);
  root.children = children;
  return root;
}

/**
 * micromark reads a page's ESM as one program (a name imported twice is an
 * error), which islands read alone do not: with ESM in more than one island,
 * it is all read together once more, and an error sends the page to micromark.
 */
function checkEsm(children: RootContent[], micromark: (text: string) => Root): void {
  const esm = children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
  if (esm.length < 2) return;
  try {
    micromark(esm.join('\n\n'));
  } catch {
    throw new Unsupported('ESM that MDX rejects as one program');
  }
}

/**
 * What an island read alone may not hold: page-wide nodes, and code or a
 * directive running to its end (open there, so perhaps past it in the page),
 * but for one directive its last line closes (a closing fence closes one).
 */
function checkIsland(tree: Root, text: string): void {
  const atEnd: { position?: Position }[] = [];
  const visit = (node: { type: string; position?: Position; children?: unknown[] }) => {
    if (PAGE_WIDE.has(node.type)) throw new Unsupported(`${node.type} in an MDX island`);
    if (node.position?.end.offset === text.length) {
      if (node.type === 'code' || node.type === 'html') throw new Unsupported(`an island ending in ${node.type}`);
      if (node.type === 'containerDirective') atEnd.push(node);
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree);
  if (!atEnd.length) return;
  const colons = (line: string) => /^[ \t>]*(:*)/.exec(line)![1].length;
  const last = text.slice(text.lastIndexOf('\n') + 1);
  const opening = text.slice(atEnd[0].position!.start.offset!).split('\n', 1)[0];
  if (atEnd.length > 1 || !DIRECTIVE_CLOSE.test(last) || colons(last) < colons(opening)) throw new Unsupported('an MDX island ending in a directive it may not close');
}

function parse(md: MarkdownIt, doc: string, mdx: boolean): Root {
  if (doc.includes('\r') || doc.includes('\0')) throw new Unsupported('carriage return or NUL');
  // micromark drops a byte order mark opening the document (a README saved by some editors starts with one).
  if (doc.charCodeAt(0) === 0xfeff) throw new Unsupported('byte order mark');
  const lineStarts = [0];
  for (let index = doc.indexOf('\n'); index !== -1; index = doc.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const root: Root = { type: 'root', children: [], position: span(lineStarts, 0, doc.length) };
  let body = doc;
  const front = FRONT_MATTER.exec(doc);
  if (front) {
    root.children.push({ type: 'yaml', value: front[1] ?? '', position: span(lineStarts, 0, front[0].length) } as RootContent);
    // Spaces in its place keep every offset: markdown-it sees blank lines.
    body = front[0].replace(/[^\n]/g, ' ') + doc.slice(front[0].length);
  } else if (OPENS_FRONT_MATTER.test(doc)) {
    throw new Unsupported('unclosed front matter');
  }
  const env: { references?: Record<string, unknown> } = {};
  const tokens = md.parse(body, env);
  if (env.references && Object.keys(env.references).length) throw new Unsupported('reference definitions');
  checkLines(doc, tokens, mdx);
  const converter = new Converter(doc, lineStarts, md.utils.unescapeAll);
  try {
    converter.blocks(tokens, root);
  } catch (error) {
    // Where: the top-level block it was reading (createFastParser may hand that block to micromark).
    if (error instanceof Unsupported && error.line === undefined) error.line = converter.topLine;
    throw error;
  }
  // micromark's GFM extension turns e-mail addresses into mailto links as this transform does (the
  // links it makes have no position: they are external, and nothing reads an external link's place).
  if (converter.literals) autolinkLiterals(root);
  return root;
}

/**
 * Line-level cases where the two parsers part: a tab in a line's indent or
 * markers (column arithmetic), and a GFM delimiter row (`| - |`, `-|-`) that
 * markdown-it did not take as a table's (GFM allows a header without pipes).
 * Lines inside fenced code are left alone.
 */
function checkLines(doc: string, tokens: Token[], mdx: boolean): void {
  const lines = doc.split('\n');
  const skip = new Set<number>();
  for (const token of tokens) {
    // MDX has no HTML (a line opening with `<` is JSX) and no indented code (such lines are text).
    if (mdx && (token.type === 'html_block' || token.type === 'code_block')) throw new Unsupported(`${token.type} in MDX`);
    if (token.type === 'fence' && token.map) for (let line = token.map[0] + 1; line < token.map[1]; line++) skip.add(line);
    if (token.type === 'table_open' && token.map) {
      // micromark takes a pipeless delimiter row (`---`) under a one-column header as a setext underline.
      if (!lines[token.map[0] + 1]?.includes('|')) throw new Unsupported('delimiter row without a pipe');
      skip.add(token.map[0] + 1);
    }
  }
  for (let index = 0; index < lines.length; index++) {
    if (skip.has(index)) continue;
    const line = lines[index];
    if (/^[ \t>*+\-\d.)]*\t/.test(line)) throw new Unsupported('tab in an indent');
    // ESM in MDX: a line opening with `import` or `export` (micromark reads it only at the top, in column 1).
    if (mdx && /^(?:import|export)\b/.test(line)) throw new Unsupported('import or export in MDX');
    if (line.includes('|') && DELIMITER_ROW.test(line)) throw new Unsupported('delimiter row outside a table');
  }
}

/** A GFM table delimiter row, after any quote markers or list marker. */
const DELIMITER_ROW = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

function point(lineStarts: number[], offset: number): Point {
  const line = lastAtOrBefore(lineStarts, offset);
  return { line: line + 1, column: offset - lineStarts[line] + 1, offset };
}

function span(lineStarts: number[], start: number, end: number): Position {
  return { start: point(lineStarts, start), end: point(lineStarts, end) };
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
type InlineRule = (state: StateInline, silent: boolean) => boolean;

/**
 * Wraps every block rule to note where its block starts, and where the text
 * of each inline token it pushed comes from (the state's line marks are only
 * valid while the rule's container is being parsed).
 */
function recordBlockStarts(md: MarkdownIt, mdx: boolean): void {
  const rules = (md.block.ruler as unknown as { __rules__: { name: string; fn: BlockRule }[] }).__rules__;
  for (const rule of rules) {
    const fn = rule.fn;
    const name = rule.name;
    rule.fn = (state, startLine, endLine, silent) => {
      const first = state.tokens.length;
      const at = state.bMarks[startLine] + state.tShift[startLine];
      const ok = fn(state, startLine, endLine, silent);
      if (ok && !silent && state.tokens.length > first) {
        const token = state.tokens[first];
        token.meta = { ...(token.meta as TokenMeta | null), at } satisfies TokenMeta;
        if (name === 'paragraph' || name === 'lheading') {
          for (let index = first; index < state.tokens.length; index++) {
            const inline = state.tokens[index];
            if (inline.type !== 'inline') continue;
            // A lazy line (one that leaves its quote or item) that could start a block: micromark
            // decides by other rules whether it continues the paragraph. Plain text lines are read alike.
            for (let line = inline.map![0] + 1; line < inline.map![1]; line++) {
              if (state.sCount[line] < state.blkIndent && LAZY_BLOCK_START.test(state.src.slice(state.bMarks[line], state.eMarks[line]))) throw new Unsupported('lazy line that could start a block');
              // MDX has no indented code, so its blocks start at any indent: a line indented four columns
              // past its container, which CommonMark reads as more paragraph, may be a heading, list or quote to it.
              if (mdx && state.sCount[line] - state.blkIndent >= 4) throw new Unsupported('a paragraph line indented four columns in MDX');
            }
            if (inline.content.includes('\n') && codeSpanAcrossLines(inline.content)) throw new Unsupported('code span across lines');
            inline.meta = { lines: paragraphLines(state, inline) } satisfies TokenMeta;
          }
        } else if (name === 'heading' || name === 'table') {
          // A row on a lazy line (outside the quote or item its header is in) is read differently by micromark.
          for (let line = token.map![0]; line < token.map![1]; line++) if (state.sCount[line] < state.blkIndent) throw new Unsupported('table row on a lazy line');
          // markdown-it tries tables before quotes and lists; GFM lets those take the header line.
          if (name === 'table' && /^(?:[>#*+<`~-]|\d{1,9}[.)])/.test(state.src.slice(at, state.eMarks[startLine]))) throw new Unsupported('table header that starts another block');
          lineCells(state, first);
        } else if (name === 'list') {
          // Items start at their markers (the rule has put each line's marks back).
          const level = token.level + 1;
          for (let index = first + 1; index < state.tokens.length; index++) {
            const item = state.tokens[index];
            if (item.type === 'list_item_open' && item.level === level) item.meta = { at: state.bMarks[item.map![0]] + state.tShift[item.map![0]] } satisfies TokenMeta;
          }
        } else if (name === 'fence') {
          const last = state.line - 1;
          const text = state.src.slice(state.bMarks[last] + state.tShift[last], state.eMarks[last]).trimEnd();
          const closed = last > startLine && state.sCount[last] - state.blkIndent < 4 && /^(`{3,}|~{3,})$/.test(text) && text[0] === token.markup[0] && text.length >= token.markup.length;
          token.meta = { ...(token.meta as TokenMeta), closed } satisfies TokenMeta;
          // The same in code: a fence line indented four columns, code to CommonMark, closes the block in MDX.
          if (mdx) {
            for (let line = startLine + 1; line < (closed ? last : state.line); line++) {
              const content = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trimEnd();
              if (/^(`{3,}|~{3,})$/.test(content) && content[0] === token.markup[0] && content.length >= token.markup.length) throw new Unsupported('an indented closing fence in MDX');
            }
          }
        } else if (name === 'code' || name === 'html_block') {
          // Indented code and HTML start where their container's content does (their indent is part of them).
          token.meta = { at: indentEnd(state, startLine, state.blkIndent) } satisfies TokenMeta;
        }
      }
      return ok;
    };
  }
}

/**
 * Whether a code span in `text` runs over a line end (micromark keeps the
 * line end and the next line's indent differently). A backtick run opens a
 * span closed by the next run of the same length; runs between are text.
 */
function codeSpanAcrossLines(text: string): boolean {
  const runs = [...text.matchAll(/`+/g)];
  const byLength = new Map<number, number[]>();
  runs.forEach((run, index) => {
    const list = byLength.get(run[0].length) ?? [];
    list.push(index);
    byLength.set(run[0].length, list);
  });
  // Per length, how far its list has been passed: each list is walked once, so this stays linear.
  const passed = new Map<number, number>();
  for (let index = 0; index < runs.length; index++) {
    const length = runs[index][0].length;
    const list = byLength.get(length)!;
    let next = passed.get(length) ?? 0;
    while (next < list.length && list[next] <= index) next++;
    passed.set(length, next);
    if (next === list.length) continue;
    const close = list[next];
    if (text.slice(runs[index].index, runs[close].index).includes('\n')) return true;
    index = close;
  }
  return false;
}

/** Where a line's text starts once `indent` columns of it are taken (as `StateBlock.getLines` cuts lines). */
function indentEnd(state: StateBlock, line: number, indent: number): number {
  const lineStart = state.bMarks[line];
  const last = state.eMarks[line];
  let first = lineStart;
  let columns = 0;
  while (first < last && columns < indent) {
    const char = state.src.charCodeAt(first);
    if (char === 0x09) throw new Unsupported('tab in an indent');
    if (char === 0x20 || first - lineStart < state.tShift[line]) columns++;
    else break;
    first++;
  }
  return first;
}

/** A paragraph's content lines, as `StateBlock.getLines` cut them (then trimmed). */
function paragraphLines(state: StateBlock, inline: Token): { from: number; at: number }[] {
  const [begin, end] = inline.map!;
  const pieces: { from: number; at: number }[] = [];
  let joined = '';
  for (let line = begin; line < end; line++) {
    const first = indentEnd(state, line, state.blkIndent);
    const last = state.eMarks[line];
    pieces.push({ from: joined.length, at: first });
    joined += state.src.slice(first, last) + (line + 1 < end ? '\n' : '');
  }
  const leading = inline.content ? joined.indexOf(inline.content) : 0;
  if (leading < 0) throw new Unsupported('paragraph map');
  return pieces.map((piece) => ({ from: piece.from - leading, at: piece.at }));
}

/**
 * Heading text and table cells: each found in its line, left to right. A
 * cell's `\\|` reaches the inline parser as `|` (GFM), so each one shifts the map by a character.
 */
function lineCells(state: StateBlock, first: number): void {
  let line = state.tokens[first].map![0];
  let cursor = state.bMarks[line] + state.tShift[line];
  for (let index = first; index < state.tokens.length; index++) {
    const token = state.tokens[index];
    if (token.type === 'tr_open') {
      line = token.map![0];
      cursor = state.bMarks[line] + state.tShift[line];
      // markdown-it pads a short row with empty cells and drops extra ones; mdast keeps the row as written.
      const row = state.src.slice(cursor, state.eMarks[line]).trim();
      if (row.includes('\\\\|')) throw new Unsupported('escaped backslash before a pipe');
      const cells = cellCount(row);
      let columns = 0;
      for (let next = index + 1; state.tokens[next].type !== 'tr_close'; next++) if (state.tokens[next].type === 'inline') columns++;
      if (cells > columns) throw new Unsupported('row with more cells than its header');
      token.meta = { cells } satisfies TokenMeta;
    } else if (token.type === 'inline') {
      const content = token.content;
      const raw = state.tokens[first].type === 'table_open' ? content.replaceAll('|', '\\|') : content;
      const at = raw ? state.src.indexOf(raw, cursor) : cursor;
      if (at < 0 || at + raw.length > state.eMarks[line]) throw new Unsupported('cell map');
      const lines = [{ from: 0, at }];
      for (let pipe = content.indexOf('|'), shift = 0; pipe !== -1 && raw !== content; pipe = content.indexOf('|', pipe + 1)) lines.push({ from: pipe, at: at + pipe + ++shift });
      token.meta = { lines } satisfies TokenMeta;
      cursor = at + raw.length;
    }
  }
}

/** Cells in a table row (markdown-it's split: unescaped pipes, outer ones optional). */
function cellCount(row: string): number {
  let cells = 1;
  for (let index = 0; index < row.length; index++) {
    if (row[index] === '\\') index++;
    else if (row[index] === '|') cells++;
  }
  if (row.startsWith('|')) cells--;
  if (row.endsWith('|') && !row.endsWith('\\|') && row.length > 1) cells--;
  return cells;
}

/** Wraps the link, image and autolink rules to note where each starts in its inline text. */
function recordLinkStarts(md: MarkdownIt): void {
  const rules = (md.inline.ruler as unknown as { __rules__: { name: string; fn: InlineRule }[] }).__rules__;
  for (const rule of rules) {
    if (rule.name !== 'link' && rule.name !== 'image' && rule.name !== 'autolink') continue;
    const fn = rule.fn;
    rule.fn = (state, silent) => {
      const first = state.tokens.length;
      const pos = state.pos;
      const ok = fn(state, silent);
      if (ok && !silent) {
        const token = state.tokens.slice(first).find((each) => each.type === 'link_open' || each.type === 'image');
        if (token) token.meta = { pos } satisfies TokenMeta;
      }
      return ok;
    };
  }
}

/**
 * `:::name[label]` … `:::` (remark-directive's container directive): the
 * closing fence has at least as many colons, and an unclosed one runs to the
 * end of its parent, as in micromark. Attributes (`{…}`) are left to micromark.
 */
function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  if (state.src.charCodeAt(start) !== 0x3a || state.sCount[startLine] - state.blkIndent >= 4) return false;
  const line = state.src.slice(start, max);
  const opening = DIRECTIVE_FENCE.exec(line);
  if (!opening) return false;
  let rest = line.slice(opening[0].length);
  let label: { text: string; at: number } | undefined;
  if (rest.startsWith('[')) {
    const close = labelEnd(rest);
    if (close < 0) return false;
    label = { text: rest.slice(1, close), at: start + opening[0].length + 1 };
    rest = rest.slice(close + 1);
  }
  // Anything else on the line (attributes) leaves a paragraph whose `:::` makes the bridge decline.
  if (!/^[ \t]*$/.test(rest)) return false;
  // micromark strips the fence's own indentation from the lines inside.
  if (state.sCount[startLine] !== state.blkIndent) throw new Unsupported('indented directive fence');
  if (silent) return true;
  const size = opening[1].length;
  let next = startLine;
  let closed = false;
  while (++next < endLine) {
    const lineStart = state.bMarks[next] + state.tShift[next];
    const lineEnd = state.eMarks[next];
    if (lineStart < lineEnd && state.sCount[next] < state.blkIndent) break;
    if (state.src.charCodeAt(lineStart) !== 0x3a || state.sCount[next] - state.blkIndent >= 4) continue;
    const fence = /^(:+)[ \t]*$/.exec(state.src.slice(lineStart, lineEnd));
    if (fence && fence[1].length >= size) {
      closed = true;
      break;
    }
  }
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = next;
  const open = state.push('container_directive_open', 'div', 1);
  open.map = [startLine, closed ? next + 1 : next];
  open.meta = { directive: opening[2], closed } satisfies TokenMeta;
  if (label) {
    const paragraph = state.push('paragraph_open', 'p', 1);
    paragraph.map = [startLine, startLine + 1];
    paragraph.meta = { label: true, at: label.at - 1 } satisfies TokenMeta;
    const inline = state.push('inline', '', 0);
    inline.content = label.text;
    inline.map = [startLine, startLine + 1];
    inline.children = [];
    inline.meta = { lines: [{ from: 0, at: label.at }] } satisfies TokenMeta;
    state.push('paragraph_close', 'p', -1);
  }
  state.md.block.tokenize(state, startLine + 1, next);
  state.push('container_directive_close', 'div', -1);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.line = closed ? next + 1 : next;
  return true;
}

/** Index of the `]` closing a label that starts at 0 (escapes honoured, brackets balanced, as micromark's label), or -1. */
function labelEnd(text: string): number {
  let depth = 0;
  for (let index = 1; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (char === '[') depth++;
    else if (char === ']' && depth-- === 0) return index;
  }
  return -1;
}

type Parent = Root | Paragraph | Heading | Blockquote | List | ListItem | Table | TableRow | TableCell | { type: 'containerDirective'; children: RootContent[] } | Link | { type: 'emphasis' | 'strong' | 'delete'; children: PhrasingContent[] };

class Converter {
  /** The first line (0-based) of the top-level block being read. */
  topLine: number | undefined;

  constructor(
    private readonly doc: string,
    private readonly lineStarts: number[],
    private readonly unescape: (text: string) => string,
  ) {}

  blocks(tokens: Token[], root: Root): void {
    const stack: Parent[] = [root];
    let tableAlign: Table['align'] | undefined;
    let rowCells = 0;
    let skipCell = false;
    /** The 1-based line the last paragraph ended on. */
    let paragraphEnd = -1;
    let paragraphParent: Parent | undefined;
    for (const token of tokens) {
      if (token.level === 0 && token.map) this.topLine = token.map[0];
      const parent = stack[stack.length - 1];
      const open = (node: Parent) => {
        if ((token.meta as TokenMeta | null)?.closed === false && parent.type !== 'root') throw new Unsupported('unclosed directive inside a container');
        if (token.map) (node as { position?: Position }).position = this.blockPosition(token);
        (parent.children as unknown[]).push(node);
        stack.push(node);
      };
      // A block ends no sooner than its last child (an unclosed fence inside runs on to the parent's end).
      const close = () => {
        const node = stack.pop() as Parent & { position?: Position };
        const last = (node.children as { position?: Position }[]).at(-1)?.position;
        if (node.position && last && last.end.offset! > node.position.end.offset!) node.position.end = last.end;
        return node;
      };
      switch (token.type) {
        case 'paragraph_open': {
          open({ type: 'paragraph', children: [], ...((token.meta as TokenMeta | null)?.label ? { data: { directiveLabel: true } } : {}) } as Paragraph);
          break;
        }
        case 'heading_open':
          open({ type: 'heading', depth: Number(token.tag.slice(1)) as Heading['depth'], children: [] });
          break;
        case 'blockquote_open':
          this.interrupting(token, parent, paragraphEnd);
          open({ type: 'blockquote', children: [] });
          break;
        case 'bullet_list_open':
        case 'ordered_list_open': {
          this.interrupting(token, parent, paragraphEnd);
          const ordered = token.type === 'ordered_list_open';
          open({ type: 'list', ordered, start: ordered ? Number(token.attrGet('start') ?? 1) : null, spread: false, children: [] });
          break;
        }
        case 'list_item_open':
          open({ type: 'listItem', spread: false, checked: null, children: [] });
          break;
        case 'table_open':
          // A table right under a paragraph of another container: micromark may read its header as a lazy line of that container.
          if (token.map![0] === paragraphEnd && parent !== paragraphParent) throw new Unsupported('a table under a paragraph of another container');
          tableAlign = [];
          open({ type: 'table', align: tableAlign, children: [] });
          break;
        case 'tr_open':
          open({ type: 'tableRow', children: [] });
          rowCells = (token.meta as TokenMeta).cells!;
          break;
        case 'th_open':
        case 'td_open': {
          if (token.type === 'th_open') tableAlign!.push((/text-align:(left|right|center)/.exec(token.attrGet('style') ?? '')?.[1] as 'left') ?? null);
          if ((parent as TableRow).children.length >= rowCells) {
            skipCell = true;
            break;
          }
          open({ type: 'tableCell', children: [] });
          break;
        }
        case 'container_directive_open':
          open({ type: 'containerDirective', name: (token.meta as TokenMeta).directive, attributes: {}, children: [] } as Parent);
          break;
        case 'thead_open':
        case 'thead_close':
        case 'tbody_open':
        case 'tbody_close':
          break;
        case 'bullet_list_close':
        case 'ordered_list_close': {
          const list = close() as List;
          // As micromark: an item is spread when a blank line parts two of
          // its children; a list, when one parts two of its items.
          list.spread = list.children.some((item, index) => index > 0 && separated(list.children[index - 1], item));
          // A blank line inside a container directive counts as the item's own (micromark).
          for (const item of list.children) item.spread = item.children.some((child, index) => (index > 0 && separated(item.children[index - 1], child)) || (child.type === 'containerDirective' && this.spansBlank(child as Parent)));
          break;
        }
        case 'paragraph_close':
          paragraphEnd = close().position!.end.line;
          paragraphParent = stack[stack.length - 1];
          break;
        case 'heading_close':
        case 'blockquote_close':
        case 'list_item_close':
        case 'table_close':
        case 'tr_close':
        case 'th_close':
        case 'td_close':
          if (skipCell) skipCell = false;
          else close();
          break;
        case 'container_directive_close':
          close();
          break;
        case 'inline':
          if (!skipCell) this.inline(token, parent, stack);
          break;
        case 'fence': {
          // Character references micromark decodes and markdown-it keeps (`&#0;`) are left to micromark.
          if (token.info.includes('&')) throw new Unsupported('character reference in an info string');
          if ((token.meta as TokenMeta).closed === false && parent.type !== 'root') throw new Unsupported('unclosed fence inside a container');
          // markdown-it keeps the info string raw (its renderer decodes it); micromark decodes it.
          // micromark keeps the meta's trailing whitespace.
          const info = /^(\S+)(?:[ \t]+([^]*))?$/.exec(this.unescape(token.info).replace(/^[ \t]+/, ''));
          const code: Code = { type: 'code', lang: info?.[1] ?? null, meta: info?.[2]?.trim() ? info[2] : null, value: token.content.replace(/\n$/, ''), position: this.blockPosition(token) };
          (parent.children as unknown[]).push(code);
          break;
        }
        case 'code_block': {
          // Indented code cannot interrupt a paragraph: right under one (past a closed quote) micromark may read a lazy line.
          if (token.map![0] === paragraphEnd) throw new Unsupported('indented code under a paragraph line');
          // Or right under a quote or list micromark has closed (it splits such code in two).
          const before = parent.children.at(-1) as { type: string; position?: Position } | undefined;
          if ((before?.type === 'blockquote' || before?.type === 'list') && before.position?.end.line === token.map![0]) throw new Unsupported('indented code under a quote or list');
          const position = this.blockPosition(token);
          const code: Code = { type: 'code', lang: null, meta: null, value: token.content.replace(/\n$/, ''), position };
          this.indentedCode.add(code);
          (parent.children as unknown[]).push(code);
          break;
        }
        case 'hr':
          (parent.children as unknown[]).push({ type: 'thematicBreak', position: this.blockPosition(token) });
          break;
        case 'html_block': {
          this.interrupting(token, parent, paragraphEnd);
          // HTML blocks of CommonMark's kinds 1-5 run to their end marker, or to the end of their container,
          // where micromark's end (blank lines and line endings included) is its own.
          if (unclosedHtml(token.content)) throw new Unsupported('unclosed HTML block');
          const html: Html = { type: 'html', value: token.content.replace(/\n$/, ''), position: this.blockPosition(token) };
          (parent.children as unknown[]).push(html);
          break;
        }
        default:
          throw new Unsupported(`block token ${token.type}`);
      }
    }
  }

  /**
   * micromark reads the first block of a quote or list item opened right
   * under a paragraph line as if it interrupted that paragraph (`para` then
   * `> 10. ten` gives a quoted paragraph, not a list starting at 10);
   * markdown-it does not. Lists and HTML there are left to micromark.
   */
  private interrupting(token: Token, parent: Parent, paragraphEnd: number): void {
    const line = token.map![0];
    const container = parent as { type: string; position?: Position };
    if (token.type !== 'blockquote_open' && line === paragraphEnd && container.type !== 'root' && container.position?.start.line === line + 1) throw new Unsupported('a list or HTML opening a container under a paragraph');
    // The same after indented code, even past blank lines (`    code`, then `2) item` is a paragraph to micromark).
    const before = parent.children.at(-1);
    if (before && this.indentedCode.has(before)) throw new Unsupported('a list, quote or HTML after indented code');
  }

  private readonly indentedCode = new WeakSet<object>();
  /** `<…>` autolinks: no directive is read inside one. */
  private readonly autolinks = new WeakSet<object>();
  /** Whether some text holds an e-mail address (an autolink literal). */
  literals = false;

  /** A block's place: from its rule's start to the end of its last non-blank line. */
  private blockPosition(token: Token): Position {
    const meta = token.meta as TokenMeta | null;
    const [first, end] = token.map!;
    let start = meta?.at ?? this.lineStarts[first];
    if (meta?.at === undefined) while (this.doc[start] === ' ') start++;
    // An unclosed fence or directive at the end of the document runs to its very end (micromark); where
    // one stops inside a container, micromark's end depends on the container, and the bridge declines.
    if (meta?.closed === false) {
      const lines = this.lineStarts.length - (this.doc.endsWith('\n') ? 1 : 0);
      if (end < lines) throw new Unsupported('unclosed fence inside a container');
      return span(this.lineStarts, start, this.doc.length);
    }
    let lastLine = end - 1;
    while (meta?.closed === undefined && lastLine > first && this.blank(lastLine)) lastLine--;
    const lineEnd = (this.lineStarts[lastLine + 1] ?? this.doc.length + 1) - 1;
    let stop = lineEnd;
    while (stop > this.lineStarts[lastLine] && (this.doc[stop - 1] === ' ' || this.doc[stop - 1] === '\t')) stop--;
    return span(this.lineStarts, start, Math.max(start, stop));
  }

  /**
   * Splits the text under `parent` at the text directives micromark would
   * read there (`:00` in `12:00`), as bare `textDirective` nodes (the
   * directive fallback puts back `:name` for one no plugin claims, as it does
   * for micromark's). Declined: a directive with a label or attributes, one
   * right before an inline element (the source may give it a `[label]`), and
   * any paragraph whose source holds other directives than its text does
   * (escapes, character references, link destinations, inline HTML).
   */
  private textDirectives(parent: Parent, content: string): void {
    const found: string[] = [];
    const split = (node: Parent) => {
      const children = node.children as PhrasingContent[];
      for (let index = 0; index < children.length; index++) {
        const child = children[index];
        if (child.type !== 'text') {
          if ('children' in child && !this.autolinks.has(child)) split(child as Parent);
          continue;
        }
        const pieces: PhrasingContent[] = [];
        let last = 0;
        for (const match of child.value.matchAll(TEXT_DIRECTIVE)) {
          const name = match[1];
          const end = match.index! + match[0].length;
          if (!directiveAt(child.value, match)) continue;
          if (end === child.value.length && index < children.length - 1) throw new Unsupported('text directive before an inline element');
          if (child.value[end] === '[' || child.value[end] === '{') throw new Unsupported('text directive with a label or attributes');
          if (match.index! > last) pieces.push({ type: 'text', value: child.value.slice(last, match.index) });
          pieces.push({ type: 'textDirective', name, attributes: {}, children: [] } as unknown as PhrasingContent);
          found.push(name);
          last = end;
        }
        if (!pieces.length) continue;
        if (last < child.value.length) pieces.push({ type: 'text', value: child.value.slice(last) });
        children.splice(index, 1, ...pieces);
        index += pieces.length - 1;
      }
    };
    split(parent);
    // The same directives, in the same order, in the source (code spans blanked out; an escaped `:` is left to micromark).
    if (content.includes('\\:') || /&(?:#0*58|#x0*3a|colon);/i.test(content)) throw new Unsupported('an escaped or encoded colon');
    // A directive against an emphasis mark changes how micromark pairs the marks.
    if (/[*_~]:[^\s\p{P}\p{S}]/u.test(content)) throw new Unsupported('a text directive after an emphasis mark');
    const source = blankCodeAndAutolinks(content);
    const inSource = [...source.matchAll(TEXT_DIRECTIVE)].filter((match) => directiveAt(source, match));
    if (inSource.some((match) => /[*_~]/.test(source[match.index! + match[0].length] ?? ''))) throw new Unsupported('a text directive before an emphasis mark');
    if (inSource.map((match) => match[1]).join('\0') !== found.join('\0')) throw new Unsupported('text directives the source and the text disagree on');
  }

  /**
   * Whether a blank line lies between a container directive's own blocks
   * (micromark then makes the list item holding it spread). One inside a
   * block of the directive (fenced code, a nested list) does not count for
   * fenced code and is not known for the rest: the bridge declines.
   */
  private spansBlank(node: Parent & { position?: Position }): boolean {
    if (!node.position) return false;
    const children = node.children as { type: string; position?: Position }[];
    let found = false;
    // Lines are 1-based in positions; `blank` takes 0-based lines.
    // Children are in line order: one pass over them beside the lines.
    let next = 0;
    for (let line = node.position.start.line + 1; line < node.position.end.line; line++) {
      if (!this.blank(line - 1)) continue;
      while (next < children.length && (!children[next].position || children[next].position!.end.line <= line)) next++;
      const inside = next < children.length && children[next].position!.start.line < line ? children[next] : undefined;
      if (!inside) found = true;
      else if (inside.type !== 'code') throw new Unsupported('blank line inside a block inside a directive in a list item');
    }
    return found;
  }

  private blank(line: number): boolean {
    const start = this.lineStarts[line];
    const end = (this.lineStarts[line + 1] ?? this.doc.length + 1) - 1;
    return !this.doc.slice(start, end).trim();
  }

  /** An inline token's children into `parent`. */
  private inline(token: Token, parent: Parent, blocks: Parent[]): void {
    const lines = (token.meta as TokenMeta | null)?.lines;
    const stack: Parent[] = [parent];
    let autolink = false;
    const firstInItem = parent.type === 'paragraph' && blocks.length > 1 && blocks[blocks.length - 2].type === 'listItem' && (blocks[blocks.length - 2] as ListItem).children[0] === parent;
    const here = () => stack[stack.length - 1].children as unknown[];
    const text = (value: string) => {
      if (!value) return;
      const children = here();
      const last = children[children.length - 1] as Text | undefined;
      if (last?.type === 'text') last.value += value;
      else children.push({ type: 'text', value } satisfies Text);
    };
    const place = (child: Token): Position | undefined => {
      const pos = (child.meta as TokenMeta | null)?.pos;
      if (pos === undefined || !lines) return undefined;
      // The last line starting at or before `pos` (a binary search: paragraphs may have thousands of lines).
      const piece = lines[lastAtOrBeforeBy(lines, pos, (line) => line.from)];
      const at = piece.at + pos - piece.from;
      return span(this.lineStarts, at, at);
    };
    let backticks = 0;
    let directives = false;
    // Runs of three or more underscores: the two parsers' emphasis algorithms part on some of them.
    if (token.content.includes('___')) throw new Unsupported('a run of underscores');
    // The transform that makes e-mail links splices a text's pieces in one call: thousands overflow the stack.
    if (token.content.includes('@') && token.content.split('@').length > MAX_ADDRESSES) throw new Unsupported('too many e-mail addresses in one paragraph');
    if (token.content.includes('@') && !cleanEmails(token.content)) throw new Unsupported(`text with an @ ${JSON.stringify(token.content.slice(0, 60))}`);
    for (const child of token.children ?? []) {
      switch (child.type) {
        case 'text':
          // An autolink's own text is a URL, and no extension reads inside one.
          // A backtick left in text that no backslash escaped: markdown-it skips some code spans after an unclosed `[`.
          if (child.content.includes('`')) backticks += child.content.split('`').length - 1;
          if (!autolink && EXTENSION_TEXT.test(child.content)) throw new Unsupported(`extension text ${JSON.stringify(child.content.slice(0, 60))}`);
          // The transform walks the whole tree: run only where its address pattern (`[-.\w+]+@[-\w]+…`)
          // could match, not for every `@output` a Vadalog page mentions.
          if (!autolink && /[-.\w+]@[-\w]/.test(child.content)) this.literals = true;
          if (child.content.includes(':')) directives = true;
          text(child.content);
          break;
        case 'softbreak':
          text('\n');
          break;
        case 'hardbreak':
          here().push({ type: 'break' });
          break;
        case 'code_inline':
          here().push({ type: 'inlineCode', value: child.content } satisfies InlineCode);
          break;
        case 'html_inline':
          if (RAW_TAG.test(child.content)) throw new Unsupported('raw HTML tag inline');
          // Over a line end, micromark drops the next line's indent from inline HTML; markdown-it keeps it.
          if (/\n[ \t]/.test(child.content)) throw new Unsupported('indented line inside inline HTML');
          here().push({ type: 'html', value: child.content } satisfies Html);
          break;
        case 'em_open':
        case 'strong_open':
        case 's_open': {
          const node = { type: child.type === 'em_open' ? 'emphasis' : child.type === 'strong_open' ? 'strong' : 'delete', children: [] } as Parent;
          here().push(node);
          stack.push(node);
          break;
        }
        case 'link_open': {
          autolink = child.markup === 'autolink';
          // An e-mail autolink with an unusual address (`<!@1>`): micromark may not take it.
          if (autolink && child.attrGet('href')?.startsWith('mailto:') && !/^mailto:[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(child.attrGet('href')!)) throw new Unsupported('unusual e-mail autolink');
          const link: Link = { type: 'link', title: child.attrGet('title'), url: child.attrGet('href') ?? '', children: [] };
          if (autolink) this.autolinks.add(link);
          const position = place(child);
          if (position) link.position = position;
          here().push(link);
          stack.push(link);
          break;
        }
        case 'image': {
          const alt = plainText(child.children ?? []);
          const image: Image = { type: 'image', title: child.attrGet('title'), url: child.attrGet('src') ?? '', alt };
          const position = place(child);
          if (position) image.position = position;
          here().push(image);
          break;
        }
        case 'link_close':
          autolink = false;
          stack.pop();
          break;
        case 'em_close':
        case 'strong_close':
        case 's_close':
          stack.pop();
          break;
        default:
          throw new Unsupported(`inline token ${child.type}`);
      }
    }
    if (backticks > token.content.split('\\`').length - 1) throw new Unsupported('backtick in text');
    if (directives) this.textDirectives(parent, token.content);
    if (firstInItem) {
      const first = parent.children[0];
      if (first?.type === 'text' && TASK_ITEM.test(first.value)) throw new Unsupported('task list item');
    }
  }
}

/** Whether an HTML block of CommonMark's kinds 1-5 (raw tags, comment, processing instruction, declaration, CDATA) lacks its end marker. */
function unclosedHtml(content: string): boolean {
  const html = content.trimStart();
  const raw = /^<(pre|script|style|textarea)(?=[\s>]|$)/i.exec(html);
  if (raw) return !new RegExp(`</${raw[1]}>`, 'i').test(html);
  const ends: [string, string][] = [['<!--', '-->'], ['<?', '?>'], ['<![CDATA[', ']]>']];
  for (const [start, end] of ends) if (html.startsWith(start)) return !html.includes(end, start.length);
  if (/^<![A-Za-z]/.test(html)) return !html.includes('>', 2);
  return false;
}

/** Whether a `TEXT_DIRECTIVE` match is one to micromark: a name ending in `-` or `_`, or followed by `:`, makes none. */
function directiveAt(text: string, match: RegExpMatchArray): boolean {
  const name = match[1];
  return !name.endsWith('-') && !name.endsWith('_') && text[match.index! + match[0].length] !== ':';
}

/** Whether a blank line lies between two sibling blocks. */
function separated(before: { position?: Position }, after: { position?: Position }): boolean {
  return !!before.position && !!after.position && after.position.start.line > before.position.end.line + 1;
}

/** An image's alt: the text of its description, without markup (as mdast-util-from-markdown keeps it). */
function plainText(tokens: Token[]): string {
  let out = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') {
      if (EXTENSION_TEXT.test(token.content) || token.content.includes('@')) throw new Unsupported('extension text in alt');
      out += token.content;
    } else if (token.type === 'softbreak') out += '\n';
    else if (token.type === 'image') out += plainText(token.children ?? []);
    else if (token.children) out += plainText(token.children);
  }
  return out;
}

/** The `file.data` flag of a page the bridge parsed. */
export const BRIDGED = 'fastParsed';

/**
 * A remark plugin putting the bridge in front of remark-parse's parser: a
 * document it declines goes to micromark.
 */
export function remarkFastParse(this: { parser?: (document: string, file: unknown) => unknown }, options: FastParserOptions = {}): void {
  const micromark = this.parser;
  if (!micromark) return;
  // A page's islands are read by micromark itself: the parser the bridge stands in front of.
  const fast = createFastParser(undefined, { ...options, islands: (text) => micromark(text, undefined) as Root });
  this.parser = (document, file) => {
    const tree = fast(document);
    if (!tree) return micromark(document, file);
    // Said on the file: a page that then fails is parsed again by micromark (compile.ts).
    (file as { data: Record<string, unknown> }).data[BRIDGED] = true;
    return tree;
  };
}
