// What a page's fence meta says about running a Vadalog example: which block
// shows its output (`expect`), which Markdown tables stand for the data it
// reads (`data`), which program it varies (`extends`), or why it is not run
// (`unchecked`). Shared by the build (remark-vadalog) and the tests, so both
// read a page the same way.
import type { Code, Nodes, Root, Table } from 'mdast';
import type { Node } from 'unist';
import { walk } from '../mdx/walk.js';
import { toString } from 'mdast-util-to-string';
import { parseVadalog, type Program } from '../../theme/shared/vadalog/parse.js';
import { compareOutput, evaluate, EvaluationError, extendProgram, Unsupported, type DataTable } from './evaluate.js';
import { pxErrors, type ErrorEntry } from '../errors/catalogue.js';
import { LruCache } from '../../theme/shared/lru.js';

/** The value of `name="value"` (or name=value) in a fence meta. */
export function metaValue(meta: string | null | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta ?? '');
  return match ? match[1] ?? match[2] ?? match[3] : undefined;
}

export function hasMetaFlag(meta: string | null | undefined, flag: string): boolean {
  return new RegExp(`(?:^|\\s)${flag}(?=\\s|$)`).test(meta ?? '');
}

export interface PageBlocks {
  /** Code blocks in page order. */
  codes: Code[];
  /** The first block carrying each id="…". */
  byId: Map<string, Code>;
  /** Ids given to two blocks: [first, second]. */
  duplicates: [Code, Code][];
  /** Markdown tables in page order. */
  tables: Table[];
}

export function pageBlocks(tree: Root): PageBlocks {
  const blocks: PageBlocks = { codes: [], byId: new Map(), duplicates: [], tables: [] };
  walk<Nodes>(tree, (node) => {
    if (node.type === 'table') blocks.tables.push(node);
    if (node.type !== 'code') return;
    blocks.codes.push(node);
    const id = metaValue(node.meta, 'id');
    if (!id) return;
    const first = blocks.byId.get(id);
    if (first) blocks.duplicates.push([first, node]);
    else blocks.byId.set(id, node);
  });
  return blocks;
}

/** A cell's text; remark-directive reads the `:00` of `13:00` as a text directive, which is put back. */
function cellText(node: Node): string {
  if (node.type === 'textDirective') {
    const directive = node as Node & { name: string; children: Node[] };
    return `:${directive.name}${directive.children.length ? `[${directive.children.map(cellText).join('')}]` : ''}`;
  }
  if ('children' in node && Array.isArray(node.children)) return (node.children as Node[]).map(cellText).join('');
  return toString(node);
}

/** A Markdown table as the rows of a file or database table: header cells name the columns. */
export function tableData(table: Table): DataTable {
  const [head, ...body] = table.children.map((row) => row.children.map((cell) => cellText(cell).trim()));
  return { header: head ?? [], rows: body, line: table.position?.start.line ?? 0 };
}

/**
 * The data a block's `data="…"` binds. A bare name takes a Markdown table: the
 * last tables before the block, in page order, one per bare name
 * (`data="customer order"` binds the second-to-last table to `customer` and
 * the last to `order`). `name:id` takes the text of the code block with that
 * id, read as the file itself (`data="works_at:works-csv"` for a ```text
 * id="works-csv" block holding CSV lines, or a table as psql prints it). A
 * name given twice binds both, in the order of its @bind lines. Throws a readable message when a
 * table or block is missing.
 */
export function resolveData(node: Code, blocks: PageBlocks): Record<string, DataTable[]> {
  const items = (metaValue(node.meta, 'data') ?? '').split(/[\s,]+/).filter(Boolean);
  if (!items.length) return {};
  const out: Record<string, DataTable[]> = {};
  const add = (name: string, table: DataTable) => (out[name] ??= []).push(table);
  const names: string[] = [];
  for (const item of items) {
    const [name, id] = item.split(':');
    if (!id) {
      names.push(name);
      continue;
    }
    const block = blocks.byId.get(id);
    if (!block) throw new EvaluationError(`data="${item}" names no block of the page (add id="${id}" to the block that shows the file)`);
    add(name, { header: [], rows: [], text: block.value, line: block.position?.start.line ?? 0 });
  }
  const offset = node.position?.start.offset ?? Infinity;
  const before = blocks.tables.filter((table) => (table.position?.start.offset ?? Infinity) < offset);
  if (before.length < names.length) {
    throw new EvaluationError(`data="${names.join(' ')}" names ${names.length} table(s), but the page has ${before.length} Markdown table(s) before this block`);
  }
  const chosen = before.slice(before.length - names.length);
  names.forEach((name, index) => add(name, tableData(chosen[index])));
  return out;
}

export interface ExampleProblem {
  /** The catalogue entry the build reports it as. */
  entry: ErrorEntry<{ message: string }>;
  message: string;
  hint: string;
  /** The output block the program was compared with, when there is one. */
  output?: Code;
}

const EXPECT_HINT = 'Make the output block show exactly what the program derives for its @output predicates (one fact per line, any order), or fix the program. A program the build cannot run carries unchecked="reason" instead of expect="…".';

const termText = (term: { type: string; value?: unknown; text?: string }) => `${term.type}:${term.type === 'Number' ? Number(term.text) : JSON.stringify(term.value)}`;

/**
 * Runs of examples this thread has made, by everything a run reads: the
 * program as written and its meta, its base's text, the data both bind. The
 * same example recurs across a site (each version of versioned docs repeats
 * it) and running one is the costliest part of compiling its page. A thrown
 * error is remembered too: it carries the same message for the same input.
 */
const runs = new LruCache<string, { facts: string[] } | { error: unknown }>(256);

function runRemembered(node: Code, program: Program, blocks: PageBlocks): string[] {
  let key: string | undefined;
  try {
    const base = blocks.byId.get(metaValue(node.meta, 'extends') ?? '');
    key = JSON.stringify([node.value, node.meta, resolveData(node, blocks), base ? [base.value, resolveData(base, blocks)] : null]);
  } catch {
    // Data the run cannot resolve: it reports that itself.
  }
  // A program with its data bigger than this is rare and not worth holding (256 of them: 4 MB at most).
  if (key === undefined || key.length > 16_384) return runExample(node, program, blocks);
  let run = runs.get(key);
  if (!run) {
    try {
      run = { facts: runExample(node, program, blocks) };
    } catch (error) {
      run = { error };
    }
    // An example deriving thousands of facts is not held (a page shows a few dozen).
    if (!('facts' in run) || run.facts.length <= 1_000) runs.set(key, run);
  }
  if ('error' in run) throw run.error;
  return run.facts;
}

/** The facts a block's program derives, with its `extends` base and `data` tables applied. */
export function runExample(node: Code, program: Program, blocks: PageBlocks): string[] {
  const baseId = metaValue(node.meta, 'extends');
  let full = program;
  let data = resolveData(node, blocks);
  if (baseId) {
    const base = blocks.byId.get(baseId);
    if (!base) throw new EvaluationError(`extends="${baseId}" names no block of the page (the program it varies needs id="${baseId}")`);
    const parsed = parseVadalog(base.value);
    if (!parsed.ok) throw new EvaluationError(`the block extends="${baseId}" names is not a whole program`);
    full = extendProgram(parsed.program, program);
    // drop='owns("a", "b", 0.4)': facts of the base the variation removes (several separated by ;).
    const dropped = (metaValue(node.meta, 'drop') ?? '').split(';').map((fact) => fact.trim().replace(/\.$/, '')).filter(Boolean);
    for (const fact of dropped) {
      const wanted = parseVadalog(`${fact}.`);
      const atom = wanted.ok && wanted.program.clauses[0]?.type === 'Fact' ? wanted.program.clauses[0].atom : undefined;
      if (!atom) throw new EvaluationError(`drop='${fact}' is not a fact`);
      const same = (clause: Program['clauses'][number]) => clause.type === 'Fact' && clause.atom.predicate === atom.predicate && JSON.stringify(clause.atom.args.map(termText)) === JSON.stringify(atom.args.map(termText));
      if (!full.clauses.some(same)) throw new EvaluationError(`drop='${fact}': the program it varies has no such fact`);
      full = { ...full, clauses: full.clauses.filter((clause) => !same(clause)) };
    }
    // A variation reads what its base reads, unless it names data of its own.
    data = { ...resolveData(base, blocks), ...data };
  }
  // params="X=1, Y=20": the values a request gives the program's ${X} parameters.
  const params = Object.fromEntries((metaValue(node.meta, 'params') ?? '').split(',').filter((part) => part.includes('=')).map((part) => {
    const [name, ...value] = part.split('=');
    return [name.trim(), value.join('=').trim()];
  }));
  return evaluate(full, { data, params }).facts;
}

/**
 * Runs a block that carries `expect="id"` and compares its facts with the
 * block of that id. Returns what is wrong, or undefined when they agree (or
 * the block expects nothing).
 */
export function checkExample(node: Code, program: Program, blocks: PageBlocks): ExampleProblem | undefined {
  const id = metaValue(node.meta, 'expect');
  if (!id) return undefined;
  if (metaValue(node.meta, 'unchecked')) {
    return { entry: pxErrors.VadalogCheckedAndUnchecked, message: `the block carries expect="${id}" and unchecked="…"`, hint: 'Keep expect="…" when the build can run the program; remove unchecked.' };
  }
  const output = blocks.byId.get(id);
  if (!output) {
    return { entry: pxErrors.VadalogOutputNotFound, message: `the program expects the output block id="${id}", but no code block on the page has that id`, hint: 'Add id="…" to the meta of the block that shows the program\'s result (```text id="out-1").' };
  }
  let facts: string[];
  try {
    facts = runRemembered(node, program, blocks);
  } catch (error) {
    const reason = error instanceof Unsupported ? `the build cannot run this program (${error.message})` : `running the program failed: ${(error as Error).message}`;
    return { entry: pxErrors.VadalogOutputDiffers, message: reason, hint: EXPECT_HINT, output };
  }
  const { missing, unexpected } = compareOutput(facts, output.value);
  if (!missing.length && !unexpected.length) return undefined;
  const parts: string[] = [];
  if (missing.length) parts.push(`shown but not derived: ${missing.join('; ')}`);
  if (unexpected.length) parts.push(`derived but not shown: ${unexpected.join('; ')}`);
  return { entry: pxErrors.VadalogOutputDiffers, message: `the derived facts differ from the output block (${parts.join('; ')})`, hint: EXPECT_HINT, output };
}
