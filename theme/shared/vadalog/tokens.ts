// Vadalog highlighting from the grammar: the tokenizer generated from
// vadalog.peggy (start rule Tokens) splits the source, and each token gets the
// Prism-style classes the stylesheet colours (`token <kind>`), plus a
// `vadalog-<type>` class for what only Vadalog has (annotations, aggregates,
// the `:-` neck, built-in namespaces). Pure code: the build and the chat panel
// in the browser both use it.
import { parse as tokenize } from './tokenizer.generated.js';

export interface VadalogToken {
  text: string;
  /** CSS classes; empty for plain text (whitespace, unknown characters). */
  classes: string[];
}

interface RawToken {
  type: string;
  text: string;
}

/** Functions documented without a namespace; other names before `(` are predicates. */
const BUILT_IN_FUNCTIONS = new Set([
  'substring', 'contains', 'starts_with', 'ends_with', 'concat', 'concat_ws', 'string_length', 'is_empty', 'to_lower', 'to_upper',
  'split', 'index_of', 'replace', 'join', 'and', 'or', 'not', 'xor', 'nand', 'nor', 'xnor', 'implies', 'iff', 'if',
  'between', '_between', 'between_', '_between_', 'as_string', 'as_int', 'as_long', 'as_double', 'as_float', 'as_boolean',
  'as_date', 'as_timestamp', 'as_json', 'as_list', 'as_set', 'as_map', 'transform', 'filter', 'element_at', 'is_null', 'is_not_null', 'ifnull',
]);

const CLASSES: Record<string, string[]> = {
  comment: ['token', 'comment'],
  string: ['token', 'string'],
  annotation: ['token', 'atrule', 'vadalog-annotation'],
  parameter: ['token', 'variable', 'vadalog-parameter'],
  neck: ['token', 'operator', 'vadalog-neck'],
  boolean: ['token', 'boolean'],
  graph: ['token', 'builtin', 'vadalog-graph'],
  date: ['token', 'number', 'vadalog-date'],
  number: ['token', 'number'],
  keyword: ['token', 'keyword'],
  namespace: ['token', 'builtin', 'vadalog-namespace'],
  aggregate: ['token', 'keyword', 'vadalog-aggregate'],
  variable: ['token', 'variable'],
  operator: ['token', 'operator'],
  punctuation: ['token', 'punctuation'],
  predicate: ['token', 'function', 'vadalog-predicate'],
  function: ['token', 'builtin', 'vadalog-function'],
};

export function tokenizeVadalog(source: string): VadalogToken[] {
  const raw = (tokenize as (input: string) => RawToken[])(source);
  const tokens: VadalogToken[] = [];
  let previous: RawToken | undefined;
  for (const token of raw) {
    let type = token.type;
    if (type === 'name') type = previous?.type === 'namespace' || BUILT_IN_FUNCTIONS.has(token.text) ? 'function' : 'predicate';
    if (type === 'variable' && BUILT_IN_FUNCTIONS.has(token.text)) type = 'function'; // _between(...)
    const classes = CLASSES[type] ?? [];
    const last = tokens[tokens.length - 1];
    // Adjacent plain characters become one text run.
    if (!classes.length && last && !last.classes.length) last.text += token.text;
    else tokens.push({ text: token.text, classes });
    if (token.type !== 'plain' || token.text.trim()) previous = token;
  }
  return tokens;
}
