// Checking Vadalog source against the grammar. Pure code: the build's remark
// plugin and the tests call it; nothing here touches Node or the DOM.
import type { Program } from './ast.js';
import { parse as generatedParse } from './parser.generated.js';

export type { Program } from './ast.js';

export interface VadalogSyntaxError {
  /** What is wrong, in the reader's terms ("Expected ... but ... found."). */
  message: string;
  /** 1-based line and column inside the parsed text. */
  line: number;
  column: number;
}

export type ParseResult = { ok: true; program: Program } | { ok: false; error: VadalogSyntaxError };

export interface ParseOptions {
  /**
   * Parse a fragment (fence meta `fragment`): clauses whose last period may be
   * missing, or a bare rule body. Default false: a whole program.
   */
  fragment?: boolean;
}

interface PeggyError extends Error {
  location?: { start: { line: number; column: number } };
  expected?: { type: string; text?: string; description?: string }[] | null;
  found?: string | null;
}

/** What may start an expression: listed one by one, it buries the useful alternatives. */
const EXPRESSION_STARTS = new Set(['variable', 'number', 'string', 'boolean', 'date', 'parameter', 'function name', 'namespace', '"("', '"["', '"{"', '"-"', '"!"', '"msum"', '"mprod"', '"mcount"', '"munion"', '"mmax"', '"mmin"', '"mavg"', '"maxcount"', '"sum"', '"prod"', '"avg"', '"count"', '"min"', '"max"']);

/** Peggy's message, with the alternatives that start an expression folded into "an expression". */
function describe(error: PeggyError): string {
  if (!error.expected) return error.message;
  const names = [...new Set(error.expected.filter((item) => item.type !== 'class').map((item) => (item.type === 'literal' ? JSON.stringify(item.text) : item.description ?? item.type)))];
  const folded = names.filter((name) => name !== 'end of input');
  const isExpression = folded.includes('variable') && folded.includes('number') && folded.includes('string');
  const shown = isExpression ? ['an expression', ...folded.filter((name) => !EXPRESSION_STARTS.has(name))] : folded;
  if (names.includes('end of input') && !isExpression) shown.push('end of input');
  const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}` : shown[0];
  const found = error.found == null ? 'the end of the block' : JSON.stringify(error.found);
  return `expected ${list} but found ${found}`;
}

export function parseVadalog(source: string, options: ParseOptions = {}): ParseResult {
  try {
    const program = (generatedParse as (input: string, options: object) => Program)(source, { startRule: options.fragment ? 'Fragment' : 'Program' });
    return { ok: true, program };
  } catch (error) {
    const located = error as PeggyError;
    if (!located.location) throw error;
    return { ok: false, error: { message: describe(located), line: located.location.start.line, column: located.location.start.column } };
  }
}
