// Markdown straight from the article's HTML, for the Markdown twin of a page.
//
// Why not only rehype-remark + remark-stringify: at 10,000 pages that pipeline
// was a quarter of every page thread's time (about 20 ms a page: a clone of the
// tree, whitespace minification through generic predicates, then an escape pass
// that runs some forty regular expressions over every text). This walks the
// shapes our pages have (paragraphs, headings, lists, quotes, tables, code,
// links, emphasis) once, and writes Markdown as it goes.
//
// It mirrors that pipeline's reading of the HTML (hast-util-to-mdast: what is a
// paragraph, when a list item is spread, where a checkbox makes a task) and its
// writing (mdast-util-to-markdown: the blank lines between blocks, the bullets,
// the fences), and escapes text its own, simpler way: every character that
// could start syntax where it stands. So the bytes may differ from the
// pipeline's, never the meaning: `test/agents/hast-markdown.test.ts` parses
// both with remark and compares the trees, over every page of the site and the
// basic fixture and thousands of generated hostile documents.
//
// Anything outside those shapes (an element it does not know, emphasis whose
// markers could not open or close where they stand, a cell spanning columns,
// ...) makes it decline: `hastMarkdown` returns undefined, and the caller runs
// the pipeline.
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Thrown to give the page back to the full pipeline. */
const DECLINE = Symbol('decline');

function decline(): never {
  throw DECLINE;
}

/** The page's Markdown (blocks only: no title line), or undefined when the page needs the full pipeline. */
export function hastMarkdown(root: Root): string | undefined {
  try {
    return new Writer().flow(blocks(root.children), undefined).trim();
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Reading: hast → blocks, as hast-util-to-mdast reads them.

type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; depth: number; text: string }
  | { type: 'code'; lang: string; meta: string; value: string }
  | { type: 'list'; ordered: boolean; start: number; spread: boolean; items: Item[] }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'table'; align: (string | null)[]; rows: string[][] }
  | { type: 'thematicBreak' };

interface Item {
  spread: boolean;
  checked: boolean | null;
  children: Block[];
}

/** Elements whose content is phrasing (hast-util-to-mdast's handlers for them). */
const STRONG = new Set(['strong', 'b']);
const EMPHASIS = new Set(['em', 'i', 'mark', 'u']);
const DELETE = new Set(['del', 's', 'strike']);
const INLINE_CODE = new Set(['code', 'kbd', 'samp', 'tt', 'var']);
/** Phrasing elements that stand for their children. */
const TRANSPARENT = new Set(['span', 'noscript', 'sup', 'sub', 'abbr', 'small', 'cite', 'dfn', 'time', 'data', 'bdi', 'bdo', 'ins', 'label', 'nobr']);
/** Block containers whose children join their parent's flow. */
const FLOW = new Set(['div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'figure', 'figcaption', 'center', 'address', 'hgroup']);
/** Elements the pipeline drops, content and all. */
const IGNORED = new Set(['script', 'style', 'template', 'svg', 'math', 'link', 'meta', 'title', 'source', 'track', 'col', 'colgroup', 'caption', 'embed', 'param', 'area', 'option', 'optgroup', 'datalist', 'dialog', 'menu', 'menuitem', 'noembed', 'noframes', 'applet']);
const HEADING = /^h[1-6]$/;

function isPhrasing(node: ElementContent | RootContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  const tag = node.tagName;
  return tag === 'a' || tag === 'br' || tag === 'img' || tag === 'input' || STRONG.has(tag) || EMPHASIS.has(tag) || DELETE.has(tag) || INLINE_CODE.has(tag) || TRANSPARENT.has(tag);
}

/** Blocks of a flow container: runs of phrasing become paragraphs, flow containers melt into it. */
function blocks(children: readonly (ElementContent | RootContent)[]): Block[] {
  const out: Block[] = [];
  let run: (ElementContent | RootContent)[] = [];
  const flush = () => {
    if (run.length) {
      const text = new Phrasing('flow').line(run);
      if (text) out.push({ type: 'paragraph', text });
      run = [];
    }
  };
  for (const node of children) {
    if (node.type === 'comment' || node.type === 'doctype') decline();
    if (node.type === 'element' && IGNORED.has(node.tagName)) continue;
    if (isPhrasing(node)) {
      run.push(node);
      continue;
    }
    if (node.type !== 'element') decline();
    flush();
    out.push(...block(node));
  }
  flush();
  return out;
}

function block(node: Element): Block[] {
  const tag = node.tagName;
  if (tag === 'p') {
    const text = new Phrasing('flow').line(node.children);
    return text ? [{ type: 'paragraph', text }] : [];
  }
  if (HEADING.test(tag)) return [{ type: 'heading', depth: Number(tag[1]), text: new Phrasing('heading').line(node.children) }];
  if (tag === 'pxdocs-code') {
    return [{ type: 'code', lang: String(node.properties.dataLanguage ?? ''), meta: node.properties.dataTitle ? `title="${String(node.properties.dataTitle)}"` : '', value: String(node.properties.dataValue ?? '') }];
  }
  if (tag === 'ul' || tag === 'ol') return [list(node)];
  if (tag === 'blockquote') return [{ type: 'blockquote', children: blocks(node.children) }];
  if (tag === 'table') return [table(node)];
  if (tag === 'hr') return [{ type: 'thematicBreak' }];
  if (FLOW.has(tag)) return blocks(node.children);
  return decline();
}

function list(node: Element): Block {
  const ordered = node.tagName === 'ol';
  let start = 1;
  if (ordered) {
    const parsed = Number.parseInt(String(node.properties.start), 10);
    if (!Number.isNaN(parsed)) start = parsed;
  }
  const items: Item[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && isWhitespace(child.value)) continue;
    if (child.type !== 'element' || child.tagName !== 'li') decline();
    items.push(item(child));
  }
  // The writer's special cases for these (a changed bullet) are not ours to copy.
  if (items[0] && !items[0].children.length) decline();
  if (items.some((entry) => entry.children[0]?.type === 'thematicBreak')) decline();
  return { type: 'list', ordered, start, spread: items.length > 1 && items.some((entry) => entry.spread), items };
}

function item(node: Element): Item {
  // Leading whitespace is gone before hast-util-to-mdast looks for a checkbox (minified); whitespace between words stays.
  const children = dropLeadingWhitespace(node.children);
  let checked: boolean | null = null;
  let rest: ElementContent[] = children;
  const head = children[0];
  if (head?.type === 'element' && head.tagName === 'input') {
    checked = checkbox(head);
    rest = children.slice(1);
  } else if (head?.type === 'element' && head.tagName === 'p') {
    const inner = dropLeadingWhitespace(head.children);
    if (inner[0]?.type === 'element' && inner[0].tagName === 'input') {
      checked = checkbox(inner[0]);
      rest = [{ ...head, children: inner.slice(1) }, ...children.slice(1)];
    }
  }
  const result = { spread: spreadOut(rest), checked, children: blocks(rest) };
  if (checked !== null && result.children[0]?.type !== 'paragraph') decline();
  return result;
}

function checkbox(node: Element): boolean {
  if (node.properties.type !== 'checkbox' && node.properties.type !== 'radio') decline();
  return Boolean(node.properties.checked);
}

/** hast-util-to-mdast's `spreadout`: a paragraph, or two flow children, anywhere down the item. */
function spreadOut(children: readonly ElementContent[]): boolean {
  let seenFlow = false;
  for (const child of children) {
    if (child.type !== 'element' || isPhrasing(child)) continue;
    if (child.tagName === 'p' || seenFlow || spreadOut(child.children)) return true;
    seenFlow = true;
  }
  return false;
}

function table(node: Element): Block {
  const rows: Element[] = [];
  let headless = true;
  const align: (string | null)[] = [];
  const collect = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type === 'text' && isWhitespace(child.value)) continue;
      if (child.type !== 'element') decline();
      if (child.tagName === 'thead') headless = false;
      if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') collect(child);
      else if (child.tagName === 'tr') rows.push(child);
      else if (!IGNORED.has(child.tagName)) decline();
    }
  };
  collect(node);
  const cells = rows.map((row, rowIndex) => {
    const out: string[] = [];
    for (const cell of row.children) {
      if (cell.type === 'text' && isWhitespace(cell.value)) continue;
      if (cell.type !== 'element' || (cell.tagName !== 'td' && cell.tagName !== 'th')) decline();
      if (Number(cell.properties.colSpan ?? 1) > 1 || Number(cell.properties.rowSpan ?? 1) > 1) decline();
      if (rowIndex === 0 && cell.tagName === 'th') headless = false;
      const value = String(cell.properties.align ?? '') || null;
      if (!align[out.length] && (value === 'left' || value === 'right' || value === 'center' || value === null)) align[out.length] = value;
      if (!cell.children.every(isPhrasing)) decline();
      out.push(new Phrasing('table').line(cell.children));
    }
    return out;
  });
  if (headless) cells.unshift([]);
  const columns = Math.max(1, ...cells.map((row) => row.length));
  for (const row of cells) while (row.length < columns) row.push('');
  while (align.length < columns) align.push(null);
  return { type: 'table', align: align.slice(0, columns).map((value) => value ?? null), rows: cells };
}

function dropLeadingWhitespace(children: ElementContent[]): ElementContent[] {
  const first = children.findIndex((child) => !(child.type === 'text' && isWhitespace(child.value)));
  return first === -1 ? [] : children.slice(first);
}

const isWhitespace = (value: string) => /^[\t\n\v\f\r ]*$/.test(value);

// ---------------------------------------------------------------------------
// Phrasing: a line of inline content as Markdown, escaped where it stands.

type Context = 'flow' | 'heading' | 'table';

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const SPACE = /\s/u;
const WORD = /[A-Za-z0-9]/;
const ENTITY = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/;

/**
 * Inline content written left to right. Whitespace is collapsed as
 * hast-util-minify-whitespace collapses it before hast-util-to-mdast reads the
 * tree (runs to one space, none at a line's start or end or after another).
 */
class Phrasing {
  private out = '';
  /** The last character written was a space (or nothing is written on this line yet). */
  private space = true;
  /** Nothing is written on this line yet: the next text may start a block. */
  private lineStart = true;
  /** The marker of emphasis just written that closes only if what follows is space or punctuation. */
  private closing = '';
  /** Whether what came before this span ended in a space (a nested span starts after its parent's text). */
  private startSpace = true;
  /** The kinds of emphasis this span is inside: the same kind again would read as its end. */
  private within: ReadonlySet<string> = new Set();
  /** A span inside a link or emphasis, written on its own before its markers. */
  private nested = false;
  /** Where the line being written starts in `out` (-1: in a span, after its opening marker). */
  private lineOffset = 0;
  /** The last text written ended with `!`. */
  private bang = false;

  constructor(private readonly context: Context) {}

  /** A whole line (paragraph, heading, cell): surrounding breaks dropped, ends trimmed. */
  line(nodes: readonly ElementContent[] | readonly RootContent[]): string {
    const list = [...nodes] as ElementContent[];
    const isBreak = (node: ElementContent | undefined) => node?.type === 'element' && node.tagName === 'br';
    const isBlank = (node: ElementContent | undefined) => node?.type === 'text' && isWhitespace(node.value);
    // hast-util-to-mdast drops breaks at either end of a paragraph or heading (whitespace around them is gone by then).
    while (isBreak(list[0]) || isBlank(list[0])) list.shift();
    while (isBreak(list[list.length - 1]) || isBlank(list[list.length - 1])) list.pop();
    this.nodes(list);
    // A break left at the end (inside a span) would be a backslash there.
    if (this.out.endsWith('\\\n')) decline();
    this.endLine();
    return trimEndSpaces(this.out);
  }

  private nodes(nodes: readonly ElementContent[]): void {
    for (const node of nodes) this.node(node);
  }

  private node(node: ElementContent): void {
    if (node.type === 'text') return this.text(node.value);
    if (node.type !== 'element') return decline();
    const tag = node.tagName;
    if (tag === 'br') return this.hardBreak();
    if (STRONG.has(tag)) return this.attention(node, 'strong');
    if (EMPHASIS.has(tag)) return this.attention(node, 'emphasis');
    if (DELETE.has(tag)) return this.attention(node, 'delete');
    if (INLINE_CODE.has(tag)) return this.inlineCode(node);
    if (tag === 'a') return this.link(node);
    if (tag === 'img') return this.image(node);
    if (TRANSPARENT.has(tag)) return this.nodes(node.children);
    if (IGNORED.has(tag)) return;
    return decline();
  }

  private write(value: string): void {
    if (!value) return;
    if (this.closing) {
      // Emphasis that ends in punctuation closes only before space or punctuation, never before its own marker.
      const next = value[0];
      if ((!SPACE.test(next) && !PUNCTUATION.test(next)) || next === this.closing) decline();
      this.closing = '';
    }
    // A `!` that text ended with would make the link after it an image.
    if (this.bang && value.startsWith('[')) this.out = `${this.out.slice(0, -1)}\\!`;
    this.bang = false;
    this.out += value;
    this.space = value.endsWith(' ');
    this.lineStart = false;
  }

  /** A line that starts with a number and `.` or `)` (written in one text or several) would be an ordered list. */
  private endLine(): void {
    if (this.lineOffset === -1 || this.context !== 'flow') return;
    const ordered = /^\d{1,9}[.)](?=[ \t]|$)/.exec(trimEndSpaces(this.out.slice(this.lineOffset, this.lineOffset + 12)));
    if (ordered) this.out = `${this.out.slice(0, this.lineOffset + ordered[0].length - 1)}\\${this.out.slice(this.lineOffset + ordered[0].length - 1)}`;
  }

  private text(raw: string): void {
    let value = raw.replace(/[\t\n\v\f\r ]+/g, ' ');
    if (this.space && value.startsWith(' ')) value = value.slice(1);
    if (!value) return;
    let escaped = escapeText(value, this.context === 'heading');
    if (this.lineStart && this.context === 'flow') escaped = escapeLineStart(escaped);
    this.write(escaped);
    this.bang = value.endsWith('!');
  }

  private hardBreak(): void {
    // Whitespace before a break is gone (minified) by the time the pipeline reads it.
    this.out = trimEndSpaces(this.out);
    // A heading with a break the pipeline writes as a setext heading.
    if (this.context === 'heading') decline();
    // A break cannot be written in a table cell: the pipeline writes a space there, unless one comes before.
    if (this.context === 'table') {
      // (What comes before is the line so far, or a span's opening marker: never a space.)
      if (this.out || this.nested || !this.startSpace) this.write(' ');
      return;
    }
    // A span that starts with a break: the pipeline takes the space before it away, outside the span.
    if (!this.out && this.nested) decline();
    // A break with nothing before it on its line (one inside a span at the start, a second in a row): the pipeline's business.
    if (this.lineStart) decline();
    this.endLine();
    this.out += '\\\n';
    this.lineOffset = this.out.length;
    this.closing = '';
    this.space = true;
    this.lineStart = true;
  }

  /** A span of inline content on its own, to check its ends before it is written. */
  private inner(children: readonly ElementContent[]): string {
    const inner = new Phrasing(this.context);
    inner.space = this.space;
    inner.startSpace = this.space;
    inner.within = this.within;
    inner.nested = true;
    inner.lineOffset = -1;
    inner.lineStart = false;
    inner.nodes(children);
    return inner.out;
  }

  /**
   * Strong, emphasis or strikethrough, written with `*` (which may stand inside
   * a word) or `~`. Its markers must be able to open and close where they stand
   * (CommonMark's flanking rules), or the pipeline, which encodes the
   * characters around them, takes the page.
   */
  private attention(node: Element, kind: 'strong' | 'emphasis' | 'delete'): void {
    if (this.within.has(kind)) decline();
    const within = this.within;
    this.within = new Set([...within, kind]);
    const inner = this.inner(node.children);
    this.within = within;
    if (!inner) decline();
    const before = this.out.slice(-1);
    const first = inner[0];
    const last = inner[inner.length - 1];
    const char = kind === 'delete' ? '~' : '*';
    // Markers next to markers (strong holding only emphasis) would read as one run.
    if (SPACE.test(first) || SPACE.test(last) || /[*_~]/.test(first) || /[*_~]/.test(last) || before === char) decline();
    if (PUNCTUATION.test(first) && before && !SPACE.test(before) && !PUNCTUATION.test(before)) decline();
    const marker = char.repeat(kind === 'emphasis' ? 1 : 2);
    this.write(`${marker}${inner}${marker}`);
    this.closing = PUNCTUATION.test(last) ? char : '';
  }

  private inlineCode(node: Element): void {
    if (!node.children.every((child) => child.type === 'text')) decline();
    let value = node.children.map((child) => (child as { value: string }).value).join('').replace(/[\t\n\v\f\r ]+/g, ' ');
    if (this.space && value.startsWith(' ')) value = value.slice(1);
    if (!value || value.startsWith(' ') || value.endsWith(' ')) decline();
    // In a table, a pipe ends the cell even inside code: GFM takes `\|` there as the pipe.
    if (this.context === 'table') value = value.replace(/\|/g, '\\|');
    let size = 1;
    for (const run of value.match(/`+/g) ?? []) if (run.length >= size) size = run.length + 1;
    // Three backticks at a line's start would open a fenced block.
    if (size >= 3) decline();
    const fence = '`'.repeat(size);
    const padded = value.startsWith('`') || value.endsWith('`') ? ` ${value} ` : value;
    this.write(`${fence}${padded}${fence}`);
  }

  private link(node: Element): void {
    const url = node.properties.href === undefined || node.properties.href === null ? '' : String(node.properties.href);
    const title = collapseTitle(node.properties.title);
    const only = node.children.length === 1 && node.children[0].type === 'text' ? node.children[0].value : undefined;
    // mdast-util-to-markdown writes such a link as an autolink (`<https://…>`), and so do we.
    if (only !== undefined && !title && url && (only === url || `mailto:${only}` === url) && /^[a-z][a-z+.-]+:/i.test(url) && !/[\0- <>\u007F]/.test(url)) {
      // A pipe would end a table cell, and an autolink has no escapes.
      if (this.context === 'table' && only.includes('|')) decline();
      this.write(`<${only}>`);
      return;
    }
    // Links do not nest in Markdown; an empty label the pipeline writes its own way.
    if (this.within.has('link')) decline();
    const within = this.within;
    this.within = new Set([...within, 'link']);
    const label = this.inner(node.children);
    this.within = within;
    if (!label || SPACE.test(label[0]) || SPACE.test(label[label.length - 1])) decline();
    this.write(`[${label}](${this.resource(url, title)})`);
  }

  private image(node: Element): void {
    const url = node.properties.src === undefined || node.properties.src === null ? '' : String(node.properties.src);
    const title = collapseTitle(node.properties.title);
    const alt = collapseTitle(node.properties.alt);
    this.write(`![${escapeText(alt, false)}](${this.resource(url, title)})`);
  }

  /** A link's or image's destination and title; in a table, with pipes escaped (GFM ends a cell at any other). */
  private resource(url: string, title: string): string {
    const text = `${destination(url)}${title ? ` ${quoteTitle(title)}` : ''}`;
    return this.context === 'table' ? text.replace(/\|/g, '\\|') : text;
  }

}

/** Text escaped so that it reads as text wherever in a line it stands. */
function escapeText(value: string, heading: boolean): string {
  // One pass of the regular expression engine over the text; only the few characters that may matter are looked at.
  return value.replace(SPECIAL, (match: string, index: number) => {
    switch (match[0]) {
      case '_': {
        // Inside a word an underscore cannot open or close emphasis (`snake_case` stays as it is).
        const inWord = WORD.test(value[index - 1] ?? '') && WORD.test(value[index + match.length] ?? '');
        return inWord ? match : '\\_'.repeat(match.length);
      }
      case '&':
        return ENTITY.test(value.slice(index, index + 40)) ? '\\&' : '&';
      case '#':
        return heading ? '\\#' : '#';
      case ':':
        // GFM would link `http://…` written as text.
        return value.startsWith('//', index + 1) ? '\\:' : ':';
      case '@':
        // …and `name@example.com`.
        return /[\w+.-]/.test(value[index - 1] ?? '') && /[\w.-]/.test(value[index + 1] ?? '') ? '\\@' : '@';
      case '.':
        // …and `www.example.com`.
        return /(?:^|[^A-Za-z0-9])www$/i.test(value.slice(Math.max(0, index - 4), index)) ? '\\.' : '.';
      default:
        return `\\${match}`;
    }
  });
}

/** Characters escapeText looks at (a run of underscores as one). */
const SPECIAL = /_+|[\\*`[\]<~|&#:@.]/g;

/** The string without the spaces it ends with (a loop: `/ +$/` scans the whole string for each call). */
function trimEndSpaces(value: string): string {
  let end = value.length;
  while (end && value.charCodeAt(end - 1) === 32) end--;
  return end === value.length ? value : value.slice(0, end);
}

/** A line's first character, escaped where it would start a block (heading, quote, list, rule, setext underline). */
function escapeLineStart(text: string): string {
  return /^[#>+=-]/.test(text) ? `\\${text}` : text;
}

/** hast-util-to-mdast's reading of `title` and `alt`: HTML whitespace collapsed and trimmed (a no-break space stays). */
function collapseTitle(value: unknown): string {
  return String(value || '').replace(/[\t\n\v\f\r ]+/g, ' ').replace(/^ | $/g, '');
}

/** A link or image destination: bare when it can be, `<…>` when it has spaces or controls. */
function destination(url: string): string {
  if (/[\r\n]/.test(url)) decline();
  if (!url || /[\0- \u007F]/.test(url)) return `<${url.replace(/[<>\\]/g, '\\$&')}>`;
  let out = '';
  for (let index = 0; index < url.length; index++) {
    const char = url[index];
    if (char === '(' || char === ')' || char === '<' || (char === '\\' && ASCII_PUNCTUATION.test(url[index + 1] ?? ''))) out += `\\${char}`;
    else if (char === '&' && ENTITY.test(url.slice(index))) out += '\\&';
    else out += char;
  }
  return out;
}

function quoteTitle(title: string): string {
  return `"${title.replace(/["\\]/g, '\\$&').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')}"`;
}

// ---------------------------------------------------------------------------
// Writing blocks, with mdast-util-to-markdown's blank lines and bullets.

class Writer {
  /** The marker of the list just written, while nothing else has been (the next list must not look like its continuation). */
  private lastBullet: string | undefined;

  /** Blocks joined as mdast-util-to-markdown joins them; `spread` is the parent's, when it has one (list, item). */
  flow(children: readonly Block[], spread: boolean | undefined): string {
    let out = '';
    children.forEach((child, index) => {
      out += this.block(child);
      if (child.type !== 'list') this.lastBullet = undefined;
      if (index < children.length - 1) out += between(child, children[index + 1], spread);
    });
    return out;
  }

  private block(node: Block): string {
    switch (node.type) {
      case 'paragraph':
        return node.text;
      case 'heading':
        return `${'#'.repeat(node.depth)}${node.text ? ` ${node.text}` : ''}`;
      case 'thematicBreak':
        return '---';
      case 'code':
        return codeBlock(node);
      case 'blockquote':
        return this.flow(node.children, undefined)
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n');
      case 'table':
        return tableText(node);
      case 'list':
        return this.list(node);
    }
  }

  private list(node: Extract<Block, { type: 'list' }>): string {
    let bullet = node.ordered ? '.' : '-';
    if (this.lastBullet === bullet) bullet = node.ordered ? ')' : '*';
    const out = node.items
      .map((entry, index) => {
        const marker = node.ordered ? `${node.start + index}${bullet}` : bullet;
        const text = this.flow(entry.children, entry.spread);
        this.lastBullet = undefined;
        const size = marker.length + 1;
        const lines = text.split('\n').map((line, number) => {
          if (number) return line ? `${' '.repeat(size)}${line}` : '';
          return line ? `${marker} ${line}` : marker;
        });
        if (entry.checked !== null) lines[0] = `${marker} [${entry.checked ? 'x' : ' '}] ${lines[0].slice(size)}`;
        return lines.join('\n');
      })
      .join(node.spread ? '\n\n' : '\n');
    this.lastBullet = bullet;
    return out;
  }
}

/** mdast-util-to-markdown's `joinDefaults`, for the blocks we write. */
function between(left: Block, right: Block, spread: boolean | undefined): string {
  if (spread === undefined || spread) return '\n\n';
  if (left.type === 'blockquote' && right.type === 'blockquote') return '\n\n';
  if (left.type === 'paragraph' && right.type === 'list' && right.ordered && right.start !== 1) return '\n\n';
  if (left.type === 'paragraph' && right.type === 'thematicBreak') return '\n\n';
  let tail: Block | Item = left;
  for (;;) {
    if ('type' in tail && tail.type === 'blockquote' && tail.children.length) tail = tail.children[tail.children.length - 1];
    else if ('type' in tail && tail.type === 'list' && tail.items.length) tail = tail.items[tail.items.length - 1];
    else if (!('type' in tail) && tail.children.length) tail = tail.children[tail.children.length - 1];
    else break;
  }
  if (!('type' in tail) || tail.type !== 'paragraph') return '\n';
  if ((left.type === 'paragraph' || (left as Block) !== (tail as Block)) && right.type === 'paragraph') return '\n\n';
  return '\n';
}

function codeBlock(node: Extract<Block, { type: 'code' }>): string {
  if (/[\s`]/.test(node.lang) || /[`\r\n]/.test(node.meta)) decline();
  let longest = 0;
  for (const run of node.value.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(longest + 1, 3));
  const info = node.lang ? `${escapeInfo(node.lang)}${node.meta ? ` ${escapeInfo(node.meta)}` : ''}` : '';
  return `${fence}${info}\n${node.value ? `${node.value}\n` : ''}${fence}`;
}

/** An info string's backslashes and character references would be read: escaped. */
function escapeInfo(value: string): string {
  return value.replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

function tableText(node: Extract<Block, { type: 'table' }>): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const delimiter = node.align.map((align) => (align === 'center' ? ':-:' : align === 'left' ? ':--' : align === 'right' ? '--:' : '---'));
  return [row(node.rows[0]), row(delimiter), ...node.rows.slice(1).map(row)].join('\n');
}
