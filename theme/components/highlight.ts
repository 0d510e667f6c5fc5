// Code highlighting shared by the rehype plugin (fenced code) and the
// `@theme/CodeBlock` component: Prism grammars through refractor; a block with
// marked lines or line numbers is split into lines, so those are plain CSS.
import type { Element, ElementContent, Text } from 'hast';
import { refractor } from 'refractor';
import { tokenizeVadalog } from '../shared/vadalog/tokens.js';
import { memoByText } from '../shared/lru.js';
import { DEFAULT_VADALOG_LANGUAGES } from '../shared/vadalog/languages.js';
import { CODE_BLOCK } from '../shared/docusaurus-classes.js';

/**
 * Languages highlighted by the Vadalog grammar (theme/shared/vadalog) instead of Prism: the site's
 * `highlight.vadalogLanguages`. Only a site that writes Vadalog in ```prolog fences names `prolog`:
 * on any other its Prolog is Prolog, highlighted by Prism's grammar as Docusaurus does.
 */
let vadalogLanguages = new Set(DEFAULT_VADALOG_LANGUAGES);

export function setVadalogLanguages(list: readonly string[]): void {
  vadalogLanguages = new Set(list.map((name) => name.toLowerCase()));
}
/** Languages shown as plain text on purpose (no warning). */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'output', 'console-output', 'log']);

/**
 * Languages with no grammar of their own, highlighted with a near one's. MDX (a fence showing
 * how to write a page, common in Docusaurus sites) is Markdown with JSX tags, which Prism's
 * Markdown grammar reads as markup: Docusaurus shows it as plain text, and there is no grammar
 * a site could add for it (`additionalLanguages`), so it had a warning nobody could act on.
 */
const GRAMMAR_OF: Record<string, string> = { mdx: 'markdown' };
const grammarOf = (language: string) => GRAMMAR_OF[language] ?? language;

/** Comment openers per language, for magic comments. */
const COMMENTS: Record<string, string[]> = {
  prolog: ['%'], vadalog: ['%'], erlang: ['%'], latex: ['%'], matlab: ['%'],
  python: ['#'], py: ['#'], bash: ['#'], sh: ['#'], shell: ['#'], zsh: ['#'], yaml: ['#'], yml: ['#'], ruby: ['#'], r: ['#'], toml: ['#'], properties: ['#'], docker: ['#'], dockerfile: ['#'], ini: ['#', ';'],
  sql: ['--'], lua: ['--'], haskell: ['--'],
  html: ['<!--'], xml: ['<!--'], markdown: ['<!--'], md: ['<!--'], mdx: ['{/*', '<!--'],
  css: ['/*'], scss: ['//', '/*'],
  jsx: ['//', '/*', '{/*'], tsx: ['//', '/*', '{/*'],
};
const DEFAULT_COMMENTS = ['//', '/*'];

/**
 * Characters of code a block is highlighted up to; a longer block is shown
 * as plain text. A token is an element of its own: 1.3 MB of JavaScript made
 * an 11 MB page and took the build ~370 MB more memory than the same block
 * as text, for colours no reader scans a block that long for. 100,000
 * characters (2,000 lines of 50) stays under a megabyte of HTML.
 */
export const HIGHLIGHT_LIMIT = 100_000;

/** A block's length as the limit counts it: its text as written, without the newline that ends it. */
export function codeLength(source: string): number {
  return source.endsWith('\n') ? source.length - 1 : source.length;
}

/**
 * Whether a block of `source` is past `HIGHLIGHT_LIMIT` (so shown plain). Read
 * from the text as written, before magic comments are taken out, so the
 * build's warning (rehype-code.ts) and `highlightBlock` decide alike.
 */
export function tooLongToHighlight(source: string): boolean {
  return codeLength(source) > HIGHLIGHT_LIMIT;
}

export async function loadLanguages(names: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const name of names) if (!(await ensureLanguage(name))) missing.push(name);
  return missing;
}

export async function ensureLanguage(given: string): Promise<boolean> {
  // Grammar names are lower case; Docusaurus accepts `additionalLanguages: ['PHp']` too.
  const name = grammarOf(given.toLowerCase());
  if (vadalogLanguages.has(name) || refractor.registered(name)) return true;
  if (!/^[a-z0-9-]+$/.test(name)) return false;
  try {
    const module = (await import(`refractor/${name}`)) as { default: Parameters<typeof refractor.register>[0] };
    refractor.register(module.default);
    return refractor.registered(name);
  } catch {
    return false;
  }
}

export function isPlainLanguage(language: string): boolean {
  return PLAIN.has(language);
}

/** Whether a grammar for `language` is loaded (plain-text names count as known). */
export function isKnownLanguage(language: string): boolean {
  return PLAIN.has(language) || vadalogLanguages.has(language) || refractor.registered(grammarOf(language));
}

/**
 * The highlighted block as HTML elements: optional title, then pre > code. A
 * block with marked lines or line numbers has one span per line (they carry
 * the line's background or number); any other block holds its tokens directly,
 * which on a code-heavy page is a quarter fewer elements to parse, style and
 * audit. The text is the same either way: every line ends with a newline.
 */
export function highlightBlock(source: string, language: string, meta: CodeMeta): Element {
  // A block given a line range (`{1,3}`) keeps its magic comments as code, as Docusaurus's `parseLines`
  // does ("we don't support mixing metastring ranges + magic comments"): only the range is marked.
  const { text, classes: magic } = meta.lines.length ? { text: source.replace(/\n$/, ''), classes: new Map<number, string[]>() } : stripMagicComments(source.replace(/\n$/, ''), language);
  const tokens: ElementContent[] = tooLongToHighlight(source)
    ? [{ type: 'text', value: text }]
    : vadalogLanguages.has(language)
    ? vadalogTokens(text)
    : !PLAIN.has(language) && refractor.registered(grammarOf(language))
      ? (refractor.highlight(text, grammarOf(language)).children as ElementContent[])
      : [{ type: 'text', value: text }];
  const marked = new Set(meta.lines);
  const lineCount = text.split('\n').length;
  let codeChildren: ElementContent[];
  if (marked.size || magic.size || meta.lineNumbers !== undefined) {
    // Lines a fence's `{1,3}` names take the first magic comment's class, as Docusaurus marks them.
    const rangeClass = (magicComments[0] ?? DEFAULT_MAGIC_COMMENTS[0]).className;
    const lineClasses = (line: number): string[] => [...new Set(['code-line', ...(marked.has(line) ? [rangeClass] : []), ...(magic.get(line) ?? [])])];
    codeChildren = splitLines(tokens).map((content, lineIndex) => ({
      type: 'element',
      tagName: 'span',
      properties: { className: lineClasses(lineIndex + 1) },
      children: [...mergeRuns(content), { type: 'text', value: '\n' }],
    }));
  } else {
    codeChildren = mergeRuns([...tokens, { type: 'text', value: '\n' }]);
  }
  const codeProperties: Element['properties'] = { className: [`language-${language}`] };
  // The block's size in lines and columns: code.css reserves it for the code while it is off-screen (content-visibility).
  const style = [`--lines: ${lineCount}`, `--cols: ${columns(text)}`];
  if (meta.lineNumbers !== undefined) {
    (codeProperties.className as string[]).push('line-numbers');
    if (meta.lineNumbers !== 1) style.unshift(`counter-reset: line ${meta.lineNumbers - 1}`);
  }
  codeProperties.style = style.join('; ');
  const children: ElementContent[] = [];
  if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
  children.push({
    type: 'element',
    tagName: 'pre',
    // `prism-code`: Docusaurus's name for the block's <pre>, which a site's CSS styles (font size, padding, its colours).
    properties: { className: ['code', 'prism-code', `language-${language}`], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: codeProperties, children: codeChildren }],
  });
  // `theme-code-block`: Docusaurus's name for the block, for a site's CSS (theme/shared/docusaurus-classes.ts).
  return { type: 'element', tagName: 'div', properties: { className: ['code-block', CODE_BLOCK], dataLanguage: language }, children };
}

/**
 * The tokenizer's reading of a block, remembered: the grammar's tokenizer is
 * about a tenth of a page's build, and the same program recurs across a site
 * (each version of versioned docs repeats its examples). The tokens are only
 * read: every block gets elements of its own.
 */
const vadalogTokensOf = memoByText(tokenizeVadalog);

/**
 * Vadalog tokens as elements. The grammar gives every character but spaces a
 * token, so punctuation, about half of them, is left as text: it takes the
 * block's own colour, which code.css makes the punctuation colour. Half the
 * spans on a long Vadalog page, the same look.
 */
function vadalogTokens(text: string): ElementContent[] {
  return vadalogTokensOf(text).map(({ text: value, classes }) => classes.length && !isPunctuation(classes)
    ? { type: 'element', tagName: 'span', properties: { className: classes }, children: [{ type: 'text', value }] }
    : { type: 'text', value });
}

function isPunctuation(classes: string[]): boolean {
  return classes.length === 2 && classes[0] === 'token' && classes[1] === 'punctuation';
}

/** One line's tokens with neighbours of the same classes (and neighbouring text) joined: fewer elements, same text and look. */
function mergeRuns(nodes: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (last?.type === 'text' && node.type === 'text') {
      merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    } else if (last?.type === 'element' && node.type === 'element' && sameClasses(last, node) && onlyText(last) && onlyText(node)) {
      merged[merged.length - 1] = { ...last, children: [{ type: 'text', value: (last.children[0] as Text).value + (node.children[0] as Text).value }] };
    } else {
      merged.push(node);
    }
  }
  return merged;
}

function sameClasses(a: Element, b: Element): boolean {
  const left = (a.properties.className as string[] | undefined) ?? [];
  const right = (b.properties.className as string[] | undefined) ?? [];
  return left.length === right.length && left.every((name, index) => name === right[index]);
}

function onlyText(element: Element): boolean {
  return element.children.length === 1 && element.children[0].type === 'text';
}

/** The widest line in monospace columns (a tab reaches the next multiple of 8, CSS's default tab-size). */
export function columns(text: string): number {
  let widest = 0;
  for (const line of text.split('\n')) {
    let column = 0;
    for (const character of line) column = character === '\t' ? column + 8 - (column % 8) : column + 1;
    widest = Math.max(widest, column);
  }
  return widest;
}

/** Where a range of marked lines stops when the block's size is not given. */
const MAX_MARKED_LINE = 100_000;

export interface CodeMeta {
  title?: string;
  lineNumbers?: number;
  lines: number[];
}

/**
 * A fence's first word that is meta, not a language: `key=value`
 * (`title="Jenkinsfile"`), a line range (`{1,3}`; `{1,` when the range has a
 * space) or `showLineNumbers`. No grammar has such a name.
 */
const META_WORD = /^(?:[A-Za-z_][\w-]*=|\{[\d,-]*\}?$|showLineNumbers$)/;

/**
 * A fence's language and meta as its author meant them. Markdown takes the
 * info string's first word for the language, so ```title="a.txt" would be the
 * language `title="a.txt"` (no grammar, no title). A first word that is meta
 * starts the meta instead, and the block is plain text, as Docusaurus shows it
 * (not the site's default language: a Vadalog site would check it as a program).
 */
export function fenceInfo(lang: string | null | undefined, meta: string | null | undefined): { lang: string | null; meta: string | null } {
  if (!lang || !META_WORD.test(lang)) return { lang: lang ?? null, meta: meta ?? null };
  return { lang: 'text', meta: meta ? `${lang} ${meta}` : lang };
}

/**
 * A fence's meta: title, line numbers and marked lines. `lineCount`, the
 * block's lines: a range is cut to them (`{1-4294967295}` marks every line,
 * never billions of numbers).
 */
export function parseMeta(meta: string, lineCount = MAX_MARKED_LINE): CodeMeta {
  const result: CodeMeta = { lines: [] };
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  if (numbers) result.lineNumbers = numbers[1] ? Number(numbers[1]) : 1;
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=("[^"]*"|'[^']*')/, ''));
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (!from || from > lineCount) continue;
      for (let line = from; line <= Math.min(to || from, lineCount); line++) result.lines.push(line);
    }
  }
  return result;
}

/** A magic comment, as Docusaurus's `prism.magicComments` entries. */
export interface MagicComment {
  /** Class added to the lines it marks. */
  className: string;
  /** Marks the next line, e.g. `highlight-next-line`. */
  line?: string;
  /** Marks the lines between the two, e.g. `highlight-start` / `highlight-end`. */
  block?: { start: string; end: string };
}

/** Docusaurus's default, with its class for highlighted lines (a site's CSS styles it; so does code.css). */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

let magicComments: MagicComment[] = DEFAULT_MAGIC_COMMENTS;

/**
 * The site's magic comments (`highlight.magicComments`). Process-wide: the build
 * sets them once, before fenced code and `@theme/CodeBlock` are highlighted.
 */
export function setMagicComments(list: MagicComment[]): void {
  magicComments = list;
}

/** Removes magic comment lines and returns, per kept 1-based line, the classes they give it. */
export function stripMagicComments(source: string, language: string, comments: MagicComment[] = magicComments): { text: string; classes: Map<number, string[]> } {
  const classes = new Map<number, string[]>();
  const words = comments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]).filter((word): word is string => !!word);
  if (PLAIN.has(language) || !words.some((word) => source.includes(word))) return { text: source, classes };
  const openers = COMMENTS[language] ?? DEFAULT_COMMENTS;
  const kept: string[] = [];
  const open = new Set<MagicComment>();
  let next: MagicComment[] = [];
  for (const line of source.split('\n')) {
    const word = magicDirective(line.trim(), openers, words);
    if (word !== undefined) {
      for (const comment of comments) {
        if (comment.line === word) next.push(comment);
        if (comment.block?.start === word) open.add(comment);
        if (comment.block?.end === word) open.delete(comment);
      }
      continue;
    }
    kept.push(line);
    const marks = new Set([...open, ...next].map((comment) => comment.className));
    if (marks.size) classes.set(kept.length, [...marks]);
    next = [];
  }
  return { text: kept.join('\n'), classes };
}

function magicDirective(line: string, openers: string[], words: string[]): string | undefined {
  for (const opener of openers) {
    if (!line.startsWith(opener)) continue;
    const body = line.slice(opener.length).replace(/(\*\/\}?|-->)$/, '').trim();
    if (words.includes(body)) return body;
  }
  return undefined;
}

/**
 * Splits highlighted tokens into lines. Prism tokens may span newlines (a block
 * comment, a string); each piece keeps the classes of every token around it.
 */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, classes: string[]) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, partIndex) => {
        if (partIndex > 0) lines.push([]);
        if (!part) return;
        const text: Text = { type: 'text', value: part };
        lines[lines.length - 1].push(classes.length ? { type: 'element', tagName: 'span', properties: { className: classes }, children: [text] } : text);
      });
    } else if (node.type === 'element') {
      const own = (node.properties.className as string[] | undefined) ?? [];
      const merged = [...classes, ...own.filter((name) => !classes.includes(name))];
      for (const child of node.children) walk(child, merged);
    }
  };
  for (const node of nodes) walk(node, []);
  return lines;
}
