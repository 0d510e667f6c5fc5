// Front matter: the YAML block at the top of a page, parsed and checked.
// Keys Docusaurus documents are checked; any other key is kept as written, as
// Docusaurus keeps it for the site's components (`useDoc().frontMatter`). Only
// a key that looks like a mistyped known one warns (`sidebar_postion`), with
// the key it is close to: a custom key is no mistake.
import { isMap, isScalar, parseDocument, type Pair } from 'yaml';
import { z } from 'zod';
import { shownValue, terminalSafe } from './terminal-safe.js';
import type { Diagnostics } from './diagnostics.js';
import { pxErrors } from './errors/catalogue.js';
import { PxErrorList } from './errors.js';
import { lastAtOrBefore } from '../theme/shared/sorted.js';
import { editDistance } from './near.js';
import { cardImageProblem, linkProblem } from './url-scheme.js';

/**
 * Docusaurus checks front matter with Joi's `convert: true` (validateFrontMatter): a number or boolean written
 * as a string (`sidebar_position: "3"`, `draft: "false"`, as YAML from a script or a CMS quotes them) is taken
 * as that number or boolean, and the pages built there failed here ("should be number, found "3"").
 */
const NUMERIC = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;
const number = (schema = z.number()) => z.preprocess((value) => (typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value), schema);
const boolean = () => z.preprocess((value) => (typeof value === 'string' && /^(true|false)$/i.test(value.trim()) ? value.trim().toLowerCase() === 'true' : value), z.boolean());
/**
 * And a number (or a date) where text is expected is that text, as Docusaurus's JoiFrontMatter string takes it
 * ("If user use front matter `tag: 2021`, we shouldn't need to ask the user to write `tag: '2021'`"):
 * Wybxc/wybxc-monthly's `tags: [2022]` failed the build ('"tags.0" should be a tag…, found 2022'),
 * and so did `title: 2048` or `sidebar_label: 3`.
 */
const text = <T extends z.ZodType = z.ZodString>(schema: T = z.string() as unknown as T) => z.preprocess((value) => (typeof value === 'number' || value instanceof Date ? value.toString() : value), schema);

const frontMatterSchema = z.object({
  // Not empty (Docusaurus's Joi.string() refuses '' too): an empty id took its folder's index route.
  id: text(z.string().min(1, 'a non-empty string')),
  title: text(),
  description: text(),
  slug: text(),
  sidebar_label: text(),
  sidebar_position: number(),
  sidebar_class_name: text(),
  sidebar_custom_props: z.record(z.string(), z.unknown()),
  parse_number_prefixes: boolean(),
  keywords: z.array(text()),
  // A card's image: refused, not dropped, when no crawler could fetch it (a script or data URL).
  image: text(z.string().superRefine((value, context) => {
    const problem = cardImageProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `an image path or an http(s) URL (${problem})`, input: value });
  })),
  hide_title: boolean(),
  hide_table_of_contents: boolean(),
  toc_min_heading_level: number(z.number().int().min(2).max(6)),
  toc_max_heading_level: number(z.number().int().min(2).max(6)),
  pagination_next: text(z.string().nullable()),
  pagination_prev: text(z.string().nullable()),
  pagination_label: text(),
  draft: boolean(),
  unlisted: boolean(),
  // A date Docusaurus's Joi.date() takes (what `new Date()` reads); "notadate" failed its build and showed "Invalid Date" here.
  last_update: z.object({
    date: z.union([z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'a date (YYYY-MM-DD, or an ISO date and time)'), z.date()]).optional(),
    author: text().optional(),
  }),
  displayed_sidebar: text(z.string().nullable()),
  // The "Edit this page" link: a script URL was swapped by React for one that throws, silently.
  custom_edit_url: text(z.string().superRefine((value, context) => {
    const problem = linkProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `a URL of the page's source (${problem})`, input: value });
  }).nullable()),
  /** Docusaurus's per-page parser choice: `md` (CommonMark), `mdx`, or `detect` (by extension). */
  format: z.enum(['md', 'mdx', 'detect']),
  /** Docusaurus's tags: a label, or `{ label, permalink }` (see tags.ts). */
  tags: z.array(z.union([text(), z.object({ label: text(), permalink: text().optional() }).passthrough()])),
}).partial().passthrough();

/** A first line of `---` followed by a `key:` line: front matter when it is closed, and the key is one pages use (not `Note: …` after a rule). */
const UNCLOSED = /^---[ \t]*\r?\n([A-Za-z_][\w-]*):(?:[ \t]|\r?\n)/;

/** What a union-typed key takes, in words (for its error). */
const UNION_FORMS: Record<string, string> = { tags: 'a tag: its label as text, or { label, permalink }' };

/** What to do about a key's wrong value, where more can be said than "correct it". */
const KEY_HINTS: Record<string, string> = { image: 'Give the social card\'s image as a path (/img/card.png, from the static folder) or an https:// URL; a script or data URL is never published.' };

/** The message for front matter nested deeper than the YAML parser's stack. */
const TOO_DEEP = 'Front matter nests too deeply: its lists or maps are nested thousands of levels deep.';
const TOO_DEEP_HINT = 'Flatten the value: front matter holds titles, labels and short lists.';

export type FrontMatter = z.infer<typeof frontMatterSchema>;

const known = new Set(Object.keys(frontMatterSchema.shape));

export interface ParsedFrontMatter {
  data: FrontMatter;
  /** Lines the front matter block takes, including both fences (0 when there is none). */
  lines: number;
  /** The 1-based line of a top-level key in the page (2, the first front-matter line, when unknown). */
  lineOf: (key: string) => number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

export function parseFrontMatter(source: string, file: string, diagnostics?: Diagnostics): ParsedFrontMatter {
  const match = FENCE.exec(source);
  if (!match) {
    // `---` then `title: …` and no closing `---`: the page showed a rule and its keys as text, titled from its
    // file name, without a word. (A rule at the top followed by prose is left alone.)
    const key = UNCLOSED.exec(source)?.[1];
    if (key !== undefined && known.has(key)) diagnostics?.warn({ kind: 'front-matter', message: `${file} opens front matter with --- on line 1 but never closes it, so its lines are shown as text on the page. Add a line of --- after the last key.`, where: { file, line: 1, column: 1 } });
    return { data: {}, lines: 0, lineOf: () => 1 };
  }
  const lines = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const flat = flatFrontMatter(match[1]);
  const { raw, keyLine } = flat ? { raw: flat.data, keyLine: (key: string) => (flat.lines.get(key) ?? 0) + 2 } : parseYaml(match[1], file);
  for (const key of Object.keys(raw)) {
    const meant = known.has(key) ? undefined : mistypedKey(key);
    if (meant) {
      diagnostics?.warn({ kind: 'front-matter', message: `Unknown front matter key "${terminalSafe(key)}": did you mean "${meant}"? (kept only for the site's components)`, where: { file, line: keyLine(key), column: 1 } });
    }
  }
  const result = frontMatterSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    // Every wrong value at once, so one build names them all, in the order of their lines.
    const errors = result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      // A union (tags: text or { label, permalink }) names its forms, not zod's "invalid input".
      // A number out of range: "should be at most 6", where zod's own words made "should be too big: expected number to be <=6".
      const range = (issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number' ? `${issue.code === 'too_big' ? 'at most' : 'at least'} ${String(issue.code === 'too_big' ? issue.maximum : issue.minimum)}` : undefined;
      // A check of ours (code 'custom') words its message itself ("http(s) URL" stays so).
      const expected = range ?? (issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_union' ? (UNION_FORMS[key] ?? 'a value of one of its accepted forms') : issue.code === 'custom' ? issue.message : issue.message.toLowerCase());
      const found = 'input' in issue ? foundValue(issue.input) : 'nothing';
      return pxErrors.InvalidFrontMatter.create({ message: `"${issue.path.join('.')}" should be ${expected}, found ${found}.` }, { where: { file, line: keyLine(key), column: 1 }, hint: KEY_HINTS[key] ?? `Correct the value of "${key}" in the front matter.` });
    });
    errors.sort((a, b) => (a.where?.line ?? 0) - (b.where?.line ?? 0));
    throw errors.length === 1 ? errors[0] : new PxErrorList(errors);
  }
  return { data: result.data, lines, lineOf: keyLine };
}

/**
 * A page's front matter as written (unchecked) and the text after it: what Docusaurus's
 * `defaultParseFrontMatter` gives a site's `markdown.parseFrontMatter` (front-matter-hook.ts).
 * `lines`: the lines the block takes (0 without one); `body`: the rest of the text as written.
 */
export function rawFrontMatter(source: string, file: string): { data: Record<string, unknown>; body: string; lines: number } {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source, lines: 0 };
  const lines = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const data = flatFrontMatter(match[1])?.data ?? parseYaml(match[1], file).raw;
  return { data, body: source.slice(match[0].length), lines };
}

/**
 * A value as an error names it: JSON, but a number JSON cannot write as itself (YAML's `.inf`, `.nan`)
 * by its name, where JSON.stringify said `null` ("should be number, found null" for `sidebar_position: .inf`),
 * and a long one cut.
 */
function foundValue(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return `${value} (YAML's ${Number.isNaN(value) ? '.nan' : value > 0 ? '.inf' : '-.inf'})`;
  // A list of thousands of items as a title is named by its start, not printed whole.
  return shownValue(value, 200);
}

/** Front matter read by the YAML parser: its value, and the line of each top-level key. */
function parseYaml(text: string, file: string): { raw: Record<string, unknown>; keyLine: (key: string) => number } {
  // Warnings (a collection as a key, say) are not printed to the terminal: the values are checked below.
  // `merge`: YAML 1.1's merge key (`<<: *defaults`), which gray-matter's js-yaml applies for Docusaurus; YAML 1.2 leaves it a key.
  const document = parseDocument(text, { prettyErrors: false, logLevel: 'error', merge: true });
  const lineOf = lineCounter(text);
  if (document.errors.length) {
    const error = document.errors[0];
    // yaml reports running out of stack (values nested thousands deep) as a plain error.
    const tooDeep = /Maximum call stack/.test(error.message);
    // Line: +1 for 1-based lines, +1 for the opening ---.
    throw pxErrors.InvalidFrontMatter.create({ message: tooDeep ? TOO_DEEP : terminalSafe(error.message.split('\n')[0]) }, {
      where: { file, line: lineOf(error.pos[0]) + 2, column: 1 },
      hint: tooDeep ? TOO_DEEP_HINT : 'Front matter is YAML between two `---` lines; check quoting and indentation.',
    });
  }
  let raw: unknown;
  try {
    // yaml refuses documents whose aliases expand past its limit (a "billion laughs" bomb).
    raw = document.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    if (error instanceof RangeError) throw pxErrors.InvalidFrontMatter.create({ message: TOO_DEEP }, { where: { file, line: 2, column: 1 }, hint: TOO_DEEP_HINT });
    throw pxErrors.InvalidFrontMatter.create({ message: `${(error as Error).message.split('\n')[0]}.` }, {
      where: { file, line: 2, column: 1 },
      hint: 'Front matter aliases (*name) may not expand this much; write the values out instead.',
    });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw pxErrors.InvalidFrontMatter.create({ message: 'Front matter must be a set of `key: value` lines.' }, { where: { file, line: 2, column: 1 }, hint: 'Write each value on a line of its own as key: value (title: My page) between the two --- lines; a list or a lone value is not front matter.' });
  }
  const keyLine = (key: string): number => {
    if (!isMap(document.contents)) return 2;
    const pair = document.contents.items.find((item: Pair) => isScalar(item.key) && item.key.value === key);
    const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
    return range ? lineOf(range[0]) + 2 : 2;
  };
  return { raw: raw as Record<string, unknown>, keyLine };
}

/** A list item line: its indent and its value. */
const ITEM = /^( *)-(?: +(.*?))? *$/;

/** A plain scalar the flat reader takes: no indicator first, no `: ` or ` #` inside, no tab. */
const PLAIN = /^(?![-?:,[\]{}#&*!|>'"%@`\s])(?:(?![:\s]#|:(?:\s|$))[^\t])*$/;

/**
 * Front matter made only of `key: value` lines with single-line values (and
 * `key:` over `- value` lines, a list), read without the YAML parser
 * (undefined for anything else, which it reads). Why: nearly every page's
 * front matter is such lines (a title, a position, a description, keywords),
 * and the parser took about 0.35 ms a page (this reader 0.03), seconds of a
 * 10,000-page build on the build's own thread (discovery) and again in the
 * page threads. Values are read as the parser's YAML 1.2 core schema reads
 * them: `null`/`~`/empty, `true`/`false` (three spellings each), decimal
 * integers, quoted strings without escapes, other plain text as a string
 * (`20 percent threshold` too).
 * Anything the two could read apart is left to the parser: numbers in other
 * forms (`1.5`, `0x1F`, `+1`, `007`, `.inf`), values starting with `-` or
 * an indicator, comments after a value, other indented or continued lines,
 * duplicate keys, directives, tabs and carriage returns.
 * test/unit/front-matter.test.ts compares both on every page of the site,
 * the corpora and generated front matter.
 */
export function flatFrontMatter(text: string): { data: Record<string, unknown>; lines: Map<string, number> } | undefined {
  if (text.includes('\r') || text.includes('\t')) return undefined;
  const data: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  const rows = text.split('\n');
  for (let line = 0; line < rows.length; line++) {
    const row = rows[line];
    if (!row.trim() || row.startsWith('#')) continue;
    const match = /^([A-Za-z_][\w-]*):(?: +(.*?))? *$/.exec(row);
    if (!match || match[1] === '__proto__' || lines.has(match[1])) return undefined;
    lines.set(match[1], line);
    // `key:` over `- item` lines (indented alike, or not at all): a list of plain values.
    const indent = match[2] === undefined ? ITEM.exec(rows[line + 1] ?? '')?.[1] : undefined;
    if (indent !== undefined) {
      const items: unknown[] = [];
      for (let item: RegExpExecArray | null; (item = ITEM.exec(rows[line + 1] ?? '')) && item[1] === indent; line++) {
        const value = scalar(item[2] ?? '');
        if (value === undefined) return undefined;
        items.push(value.value);
      }
      data[match[1]] = items;
      continue;
    }
    const value = scalar(match[2] ?? '');
    if (value === undefined) return undefined;
    data[match[1]] = value.value;
  }
  return { data, lines };
}

function scalar(text: string): { value: unknown } | undefined {
  if (text === '' || text === '~' || text === 'null' || text === 'Null' || text === 'NULL') return { value: null };
  if (text === 'true' || text === 'True' || text === 'TRUE') return { value: true };
  if (text === 'false' || text === 'False' || text === 'FALSE') return { value: false };
  const quoted = /^"([^"\\]*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return { value: quoted[1] };
  if (/^(?:0|[1-9]\d{0,14})$/.test(text)) return { value: Number(text) };
  // Other number forms (and `.inf`, `.nan`) are the parser's; `20 percent` is text.
  if (/^(?:[-+]?(?:[\d._]+(?:[eE][-+]?\d+)?|\.(?:inf|nan))|0[box][\da-f_]+)$/i.test(text) || !PLAIN.test(text)) return undefined;
  return { value: text };
}

/**
 * The known key `key` is probably a typo of: one or two edits away (one for short keys),
 * so `titel` and `sidebar_postion` are caught and `author` or `owner` are not.
 */
function mistypedKey(key: string): string | undefined {
  const lower = key.toLowerCase();
  const allowed = lower.length >= 5 ? 2 : 1;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    if (Math.abs(name.length - lower.length) > allowed) continue;
    const distance = editDistance(lower, name);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** Maps an offset in `text` to its 0-based line. */
function lineCounter(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return (offset) => lastAtOrBefore(starts, offset);
}

/** A page's `title` front matter, unless it is empty (`title: ""` names nothing: the page is named as without one). */
export function givenTitle(title: string | undefined): string | undefined {
  return title?.trim() ? title : undefined;
}
