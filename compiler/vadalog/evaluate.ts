// A small evaluator for the documented core of Vadalog, used by the build to
// check that a page's shown output is what its program derives. It covers
// facts, rules, recursion to a fixpoint (strata of mutually recursive
// predicates, evaluated in dependency order), stratified negation,
// conditions and assignments, the documented aggregations (final value per
// group, maxcount), labelled nulls for existential head variables
// (restricted chase), equality-generating rules, `#F` constraints, `@param`,
// `@post` max/min/argmin/argmax/orderby/limit/unique/certain, `@model` casts,
// the graph functions #TC/#ASP/#PR, the documented built-in functions, and
// `@input` data given as the tables a page shows (EvaluationLimits.data, SQL
// queries included). Anything else (modules, language models, embeddings,
// Cypher) raises Unsupported: such an example carries unchecked="why".
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { compileLambda, LambdaError, type LambdaValue } from './spark-lambda.js';
import { parseVadalog } from '../../theme/shared/vadalog/parse.js';
import { runQuery, type SqlRow } from './sql.js';
import type { Aggregate, Atom, BodyItem, Expression, Program, Rule, Term } from '../../theme/shared/vadalog/ast.js';
import { escapeRegExp } from '../regex-escape.js';

// libphonenumber-js loads its metadata on import (a quarter of a second): only
// the one example that formats a phone number pays for it.
const require = createRequire(import.meta.url);
let phoneModule: typeof import('libphonenumber-js') | undefined;
const phoneNumbers = () => (phoneModule ??= require('libphonenumber-js') as typeof import('libphonenumber-js'));

export type Value =
  | { t: 's'; v: string }
  | { t: 'i'; v: number }
  | { t: 'd'; v: number }
  | { t: 'b'; v: boolean }
  | { t: 'date'; v: string }
  | { t: 'list'; v: Value[] }
  | { t: 'set'; v: Value[] }
  | { t: 'null'; id: number };

/** The program uses something this evaluator does not model. */
export class Unsupported extends Error {}
/** The program is wrong (not stratified, a violated constraint, no termination within limits). */
export class EvaluationError extends Error {}

export interface EvaluationLimits {
  /** Facts derived in total before giving up (default 200,000). */
  maxFacts?: number;
  /**
   * Stand-ins for the data an `@input` predicate reads through `@bind`: the
   * rows a page shows for that file or table (default none: such a program is
   * Unsupported).
   */
  data?: Record<string, DataTable[]>;
  /** Values of `${X}` parameters a request supplies (default none), as Vadalog constants: `{ X: '1', Name: '"Ana"' }`. */
  params?: Record<string, string>;
}

/** Rows of a file or table as the page shows them: cell texts, the header naming the columns. */
export interface DataTable {
  header: string[];
  rows: string[][];
  /** The file's own text instead of header and rows (CSV lines, read with the binding's delimiter and useHeaders). */
  text?: string;
  /** Where the table is on its page (for messages). */
  line: number;
}

/** Output facts as the site shows them: `pred(arg, ...)`, sorted, labelled nulls as z1, z2, … */
export interface Evaluation {
  facts: string[];
}

// ------------------------------------------------------------------ values

export function formatValue(value: Value): string {
  switch (value.t) {
    case 's': return JSON.stringify(value.v);
    case 'i': return String(value.v);
    case 'd': return Number.isInteger(value.v) && Math.abs(value.v) < 1e16 ? value.v.toFixed(1) : String(value.v);
    case 'b': return value.v ? '#T' : '#F';
    case 'date': return value.v;
    case 'list': return `[${value.v.map(formatValue).join(', ')}]`;
    case 'set': return `{${value.v.map(formatValue).sort().join(', ')}}`;
    case 'null': return `z${value.id}`;
  }
}

const key = (value: Value): string => (value.t === 'i' || value.t === 'd' ? `n:${value.v}` : formatValue(value));
const tupleKey = (tuple: Value[]): string => tuple.map(key).join('\u0001');
const isNumber = (value: Value): value is { t: 'i' | 'd'; v: number } => value.t === 'i' || value.t === 'd';
const num = (v: number, double: boolean): Value => (double || !Number.isInteger(v) ? { t: 'd', v } : { t: 'i', v });
const bool = (v: boolean): Value => ({ t: 'b', v });
const str = (v: string): Value => ({ t: 's', v });

function equal(a: Value, b: Value): boolean {
  return key(a) === key(b);
}

function compare(a: Value, b: Value): number {
  if (isNumber(a) && isNumber(b)) return a.v - b.v;
  if ((a.t === 's' && b.t === 's') || (a.t === 'date' && b.t === 'date')) return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  if (a.t === 'b' && b.t === 'b') return Number(a.v) - Number(b.v);
  throw new Unsupported(`comparing ${formatValue(a)} with ${formatValue(b)}`);
}

function truth(value: Value): boolean {
  if (value.t !== 'b') throw new EvaluationError(`expected a Boolean, found ${formatValue(value)}`);
  return value.v;
}

function text(value: Value): string {
  return value.t === 's' ? value.v : formatValue(value);
}

function addToSet(items: Value[], more: Value[]): Value[] {
  const out = [...items];
  for (const item of more) if (!out.some((existing) => equal(existing, item))) out.push(item);
  return out;
}

// ------------------------------------------------------------- expressions

type Bindings = Map<string, Value>;

interface Context {
  params: Map<string, Value>;
  nextNull: () => Value;
}

function evalTerm(term: Term, bindings: Bindings, context: Context): Value | undefined {
  switch (term.type) {
    case 'Variable': return bindings.get(term.name);
    case 'Parameter': {
      const value = context.params.get(term.name);
      if (!value) throw new Unsupported(`parameter \${${term.name}} has no @param value`);
      return value;
    }
    case 'Number': return num(term.value, /[.eE]/.test(term.text));
    case 'String': return str(term.value);
    case 'Boolean': return bool(term.value);
    case 'Date': return { t: 'date', v: term.value };
    case 'List': return { t: 'list', v: term.items.map((item) => mustEval(item, bindings, context)) };
    case 'Set': return { t: 'set', v: addToSet([], term.items.map((item) => mustEval(item, bindings, context))) };
  }
}

function mustEval(expression: Expression, bindings: Bindings, context: Context): Value {
  const value = evalExpression(expression, bindings, context);
  if (!value) throw new EvaluationError(`variable ${(expression as { name?: string }).name ?? ''} is used before it has a value`);
  return value;
}

function evalExpression(expression: Expression, bindings: Bindings, context: Context): Value | undefined {
  switch (expression.type) {
    case 'Binary': return binary(expression.op, mustEval(expression.left, bindings, context), mustEval(expression.right, bindings, context));
    case 'Unary': {
      const operand = mustEval(expression.operand, bindings, context);
      if (expression.op === '!') return bool(!truth(operand));
      if (!isNumber(operand)) throw new EvaluationError(`cannot negate ${formatValue(operand)}`);
      return { t: operand.t, v: -operand.v };
    }
    case 'Call':
      // Row expansion happens in matchBody; here the list itself is the value.
      if (expression.name === 'explode') return mustEval(expression.args[0], bindings, context);
      return call(expression.namespace, expression.name, expression.args.map((arg) => mustEval(arg, bindings, context)));
    case 'Aggregate': throw new Unsupported('an aggregation inside an expression');
    default: return evalTerm(expression, bindings, context);
  }
}

function binary(op: string, a: Value, b: Value): Value {
  switch (op) {
    case '+':
      if (a.t === 's' || b.t === 's') return str(text(a) + text(b));
      if (isNumber(a) && isNumber(b)) return num(a.v + b.v, a.t === 'd' || b.t === 'd');
      break;
    case '-': case '*': case '/':
      if (isNumber(a) && isNumber(b)) {
        const double = a.t === 'd' || b.t === 'd' || op === '/';
        const v = op === '-' ? a.v - b.v : op === '*' ? a.v * b.v : a.v / b.v;
        return num(v, double);
      }
      break;
    case '==': return bool(equal(a, b));
    case '!=': case '<>': return bool(!equal(a, b));
    case '<': return bool(compare(a, b) < 0);
    case '<=': return bool(compare(a, b) <= 0);
    case '>': return bool(compare(a, b) > 0);
    case '>=': return bool(compare(a, b) >= 0);
    case '&&': return bool(truth(a) && truth(b));
    case '||': return bool(truth(a) || truth(b));
    case '|': {
      if (a.t !== 'set') break;
      return { t: 'set', v: addToSet(a.v, b.t === 'set' ? b.v : [b]) };
    }
    case '&': {
      if (a.t !== 'set' || b.t !== 'set') break;
      return { t: 'set', v: a.v.filter((item) => b.v.some((other) => equal(item, other))) };
    }
  }
  throw new Unsupported(`${formatValue(a)} ${op} ${formatValue(b)}`);
}

function call(namespace: string | undefined, name: string, args: Value[]): Value {
  const full = namespace ? `${namespace}:${name}` : name;
  const n = (index: number): number => {
    const value = args[index];
    if (!value || !isNumber(value)) throw new EvaluationError(`${full}: argument ${index + 1} is not a number`);
    return value.v;
  };
  const s = (index: number): string => {
    const value = args[index];
    if (value?.t !== 's') throw new EvaluationError(`${full}: argument ${index + 1} is not a string`);
    return value.v;
  };
  switch (full) {
    case 'and': return bool(args.every(truth));
    case 'or': return bool(args.some(truth));
    case 'not': return bool(!truth(args[0]));
    case 'xor': return bool(truth(args[0]) !== truth(args[1]));
    case 'nand': return bool(!(truth(args[0]) && truth(args[1])));
    case 'nor': return bool(!(truth(args[0]) || truth(args[1])));
    case 'xnor': case 'iff': return bool(truth(args[0]) === truth(args[1]));
    case 'implies': return bool(!truth(args[0]) || truth(args[1]));
    case 'if': return truth(args[0]) ? args[1] : args[2];
    case 'between': return bool(compare(args[0], args[1]) > 0 && compare(args[0], args[2]) < 0);
    case '_between': return bool(compare(args[0], args[1]) >= 0 && compare(args[0], args[2]) < 0);
    case 'between_': return bool(compare(args[0], args[1]) > 0 && compare(args[0], args[2]) <= 0);
    case '_between_': return bool(compare(args[0], args[1]) >= 0 && compare(args[0], args[2]) <= 0);
    case 'concat': return args.every((arg) => arg.t === 'list') ? { t: 'list', v: args.flatMap((arg) => arg.v as Value[]) } : str(args.map(text).join(''));
    case 'to_upper': return str(s(0).toUpperCase());
    case 'to_lower': return str(s(0).toLowerCase());
    case 'string_length': return num(s(0).length, false);
    case 'is_empty': return bool(s(0) === '');
    case 'starts_with': return bool(s(0).startsWith(s(1)));
    case 'ends_with': return bool(s(0).endsWith(s(1)));
    case 'index_of': return num(s(0).indexOf(s(1)), false);
    case 'split': return { t: 'list', v: s(0).split(s(1)).map(str) };
    case 'replace': return str(s(0).split(s(1)).join(s(2)));
    case 'contains':
      if (args[0]?.t === 'list' || args[0]?.t === 'set') return bool(args[0].v.some((item) => equal(item, args[1])));
      return bool(s(0).includes(s(1)));
    case 'math:abs': return num(Math.abs(n(0)), args[0].t === 'd');
    case 'math:sqrt': return num(Math.sqrt(n(0)), true);
    case 'math:pow': return num(Math.pow(n(0), n(1)), true);
    case 'math:mod': return num(n(0) % n(1), args[0].t === 'd' || args[1].t === 'd');
    // ceil and floor return whole numbers (the built-in functions page: math:ceil(2.1) is 3).
    case 'math:floor': return num(Math.floor(n(0)), false);
    case 'math:ceil': return num(Math.ceil(n(0)), false);
    case 'math:bround': return bround(n(0), args[1] ? n(1) : 0, args[0].t === 'd');
    case 'math:min': case 'math:max': {
      if (!args.length) throw new EvaluationError(`${full} needs at least one argument`);
      const sign = full === 'math:min' ? -1 : 1;
      return args.reduce((best, value) => (compare(value, best) * sign > 0 ? value : best));
    }
    case 'math:log10': return num(Math.log10(n(0)), true);
    case 'math:log': return num(Math.log(n(0)), true);
    case 'math:exp': return num(Math.exp(n(0)), true);
    case 'math:sin': return num(Math.sin(n(0)), true);
    case 'math:cos': return num(Math.cos(n(0)), true);
    case 'math:tan': return num(Math.tan(n(0)), true);
    case 'math:PI': return num(Math.PI, true);
    case 'math:E': return num(Math.E, true);
    case 'substring': {
      // 1-based start; the optional length counts characters (content/README.md, decisions).
      const text = s(0);
      const start = n(1);
      if (!Number.isInteger(start) || start < 1) throw new EvaluationError(`substring: the start ${start} is not a position (the first character is 1)`);
      return str(args[2] ? text.substr(start - 1, Math.max(0, n(2))) : text.slice(start - 1));
    }
    case 'hash:md5': case 'hash:sha1': {
      if (args.length !== 1) throw new EvaluationError(`${full} takes exactly one value, not ${args.length}`);
      return str(createHash(name).update(text(args[0])).digest('hex'));
    }
    case 'hash:sha2': {
      const bits = n(args.length - 1);
      if (![224, 256, 384, 512].includes(bits)) throw new EvaluationError(`hash:sha2: the bit length ${bits} is not 224, 256, 384 or 512`);
      // How several values are joined before digesting is not documented.
      if (args.length !== 2) throw new Unsupported('hash:sha2 of several values');
      return str(createHash(`sha${bits}`).update(text(args[0])).digest('hex'));
    }
    case 'is_null': case 'nullManagement:isnull': return bool(args[0]?.t === 'null');
    case 'is_not_null': return bool(args[0]?.t !== 'null');
    case 'nullManagement:ifnull': return args[0]?.t === 'null' ? args[1] : args[2];
    case 'nullManagement:coalesce': return args.find((arg) => arg.t !== 'null') ?? args[args.length - 1];
    case 'as_date': {
      const value = args[0];
      const day = value?.t === 'date' || value?.t === 's' ? /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(value.v)?.[1] : undefined;
      if (!day) throw new EvaluationError(`as_date: cannot convert ${value ? formatValue(value) : 'nothing'} (an ISO date yyyy-MM-dd, or a timestamp)`);
      return { t: 'date', v: day };
    }
    case 'date:to_timestamp': return { t: 'date', v: parseDate(s(0), s(1)) };
    case 'date:format': {
      const value = args[0];
      if (value?.t !== 'date' && value?.t !== 's') throw new EvaluationError(`date:format: ${value ? formatValue(value) : 'nothing'} is not a date or timestamp`);
      return str(formatDate(value.v, s(1)));
    }
    case 'embeddings:cosine_sim': case 'embeddings:cosine_sim_udf': {
      const a = list(args[0], full).map((item) => (isNumber(item) ? item.v : NaN));
      const b = list(args[1], full).map((item) => (isNumber(item) ? item.v : NaN));
      if (a.length !== b.length || a.some(Number.isNaN) || b.some(Number.isNaN)) throw new EvaluationError(`${full}: two numeric vectors of equal length are needed`);
      const dot = a.reduce((total, x, index) => total + x * b[index], 0);
      const norm = (v: number[]) => Math.sqrt(v.reduce((total, x) => total + x * x, 0));
      return num(dot / (norm(a) * norm(b)), true);
    }
    case 'utils:phone_number': {
      try {
        return str(phoneNumbers().parsePhoneNumberWithError(s(0), (args[1] ? s(1) : undefined) as never).format('E.164'));
      } catch (error) {
        if (error instanceof EvaluationError) throw error;
        throw new EvaluationError(`utils:phone_number: ${s(0)} is not a phone number (${(error as Error).message})`);
      }
    }
    case 'transform': case 'collections:transform': case 'filter': case 'collections:filter': {
      const items = list(args[0], full);
      let lambda: ReturnType<typeof compileLambda>;
      try {
        lambda = compileLambda(s(1));
      } catch (error) {
        if (error instanceof LambdaError) throw new Unsupported(`${full}: ${error.message}`);
        throw error;
      }
      const double = items.some((item) => item.t === 'd');
      if (name === 'transform') return { t: 'list', v: items.map((item, index) => fromLambda(lambda(toLambda(item), index), double)) };
      return { t: 'list', v: items.filter((item, index) => lambda(toLambda(item), index) === true) };
    }
    case 'collections:size': return num(list(args[0], full).length, false);
    case 'collections:contains': return bool(list(args[0], full).some((item) => equal(item, args[1])));
    case 'collections:contains_all': return bool(list(args[1], full).every((item) => list(args[0], full).some((other) => equal(item, other))));
    case 'collections:get': return list(args[0], full)[n(1) - 1] ?? (() => { throw new EvaluationError(`${full}: no element ${n(1)}`); })();
    case 'collections:sort': return { t: 'list', v: [...list(args[0], full)].sort(compare) };
    case 'collections:add': return { t: 'list', v: [...list(args[0], full), args[1]] };
    case 'collections:remove': return { t: 'list', v: list(args[0], full).filter((item) => !equal(item, args[1])) };
    case 'collections:distinct': return { t: 'list', v: addToSet([], list(args[0], full)) };
    case 'collections:union': return { t: 'list', v: [...list(args[0], full), ...list(args[1], full)] };
    case 'collections:intersection': return { t: 'list', v: list(args[0], full).filter((item) => list(args[1], full).some((other) => equal(item, other))) };
    case 'collections:difference': return { t: 'list', v: list(args[0], full).filter((item) => !list(args[1], full).some((other) => equal(item, other))) };
    case 'math:round': return round(n(0), args[1] ? n(1) : 0, args[0].t === 'd');
    case 'as_int': case 'as_long': {
      const value = args[0];
      if (isNumber(value)) return num(Math.trunc(value.v), false);
      if (value?.t === 's' && /^\s*-?\d+\s*$/.test(value.v)) return num(Number(value.v), false);
      throw new EvaluationError(`${full}: cannot convert ${value ? formatValue(value) : 'nothing'}`);
    }
    case 'as_double': {
      const value = args[0];
      if (isNumber(value)) return num(value.v, true);
      if (value?.t === 's' && value.v.trim() !== '' && !Number.isNaN(Number(value.v))) return num(Number(value.v), true);
      throw new EvaluationError(`${full}: cannot convert ${value ? formatValue(value) : 'nothing'}`);
    }
    case 'as_string': return str(text(args[0]));
    case 'date:next_day': return shiftDate(args[0], 1, full);
    case 'date:prev_day': return shiftDate(args[0], -1, full);
    case 'date:add': return shiftDate(args[0], n(1), full);
    case 'date:sub': return shiftDate(args[0], -n(1), full);
    case 'date:diff': return num(Math.round((dayNumber(args[0], full) - dayNumber(args[1], full))), false);
  }
  throw new Unsupported(`function ${full}`);
}

function toLambda(value: Value): LambdaValue {
  if (value.t === 's' || value.t === 'i' || value.t === 'd' || value.t === 'b') return value.v;
  if (value.t === 'list' || value.t === 'set') return value.v.map(toLambda);
  throw new Unsupported(`a lambda over ${formatValue(value)}`);
}

function fromLambda(value: LambdaValue, double: boolean): Value {
  if (typeof value === 'string') return str(value);
  if (typeof value === 'boolean') return bool(value);
  if (typeof value === 'number') return num(value, double);
  return { t: 'list', v: value.map((item) => fromLambda(item, double)) };
}

// Java/Spark date pattern letters used by the pages; 'text' in quotes is literal.
const DATE_FIELDS: Record<string, { re: string; at: number; width: number }> = {
  yyyy: { re: '(\\d{4})', at: 0, width: 4 },
  MM: { re: '(\\d{2})', at: 5, width: 2 },
  dd: { re: '(\\d{2})', at: 8, width: 2 },
  HH: { re: '(\\d{2})', at: 11, width: 2 },
  mm: { re: '(\\d{2})', at: 14, width: 2 },
  ss: { re: '(\\d{2})', at: 17, width: 2 },
};

function patternParts(pattern: string): string[] {
  const parts = pattern.match(/'[^']*'|yyyy|MM|dd|HH|mm|ss|[A-Za-z]+|[^A-Za-z']+/g) ?? [];
  for (const part of parts) if (/^[A-Za-z]/.test(part) && !DATE_FIELDS[part]) throw new Unsupported(`the date pattern letters ${part}`);
  return parts;
}

/** Text read with a pattern, as a timestamp `yyyy-MM-dd HH:mm:ss`. */
function parseDate(input: string, pattern: string): string {
  const parts = patternParts(pattern);
  const re = new RegExp(`^${parts.map((part) => DATE_FIELDS[part]?.re ?? escapeRegExp(part.replace(/^'|'$/g, ''))).join('')}$`);
  const match = re.exec(input);
  if (!match) throw new EvaluationError(`date:to_timestamp: "${input}" does not match the pattern "${pattern}"`);
  const out = '0000-01-01 00:00:00'.split('');
  let group = 1;
  for (const part of parts) {
    const field = DATE_FIELDS[part];
    if (field) out.splice(field.at, field.width, ...match[group++]);
  }
  return out.join('');
}

/** A date (yyyy-MM-dd) or timestamp (yyyy-MM-dd HH:mm:ss) written with a pattern. */
function formatDate(value: string, pattern: string): string {
  const full = `${value}${value.length === 10 ? ' 00:00:00' : ''}`.padEnd(19, ':00');
  return patternParts(pattern).map((part) => {
    const field = DATE_FIELDS[part];
    if (field) return full.slice(field.at, field.at + field.width);
    return part.replace(/^'|'$/g, '');
  }).join('');
}

/** HALF_EVEN (banker's) rounding to `scale` decimals. */
function bround(value: number, scale: number, double: boolean): Value {
  const factor = 10 ** scale;
  const scaled = value * factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const rounded = Math.abs(diff - 0.5) < 1e-9 ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  return num(rounded / factor, double);
}

/** HALF_UP rounding to `scale` decimals; a double stays a double (Java's Math semantics). */
function round(value: number, scale: number, double: boolean): Value {
  const factor = 10 ** scale;
  const rounded = Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9) / factor;
  return num(rounded, double);
}

function dayNumber(value: Value | undefined, name: string): number {
  if (value?.t !== 'date' || !/^\d{4}-\d{2}-\d{2}$/.test(value.v)) throw new Unsupported(`${name} on ${value ? formatValue(value) : 'nothing'}`);
  return Date.parse(`${value.v}T00:00:00Z`) / 86_400_000;
}

function shiftDate(value: Value | undefined, days: number, name: string): Value {
  const day = dayNumber(value, name) + days;
  return { t: 'date', v: new Date(day * 86_400_000).toISOString().slice(0, 10) };
}

function list(value: Value | undefined, name: string): Value[] {
  if (value?.t === 'list' || value?.t === 'set') return value.v;
  throw new EvaluationError(`${name}: expected a list`);
}

// ------------------------------------------------------------------- facts

class Relation {
  readonly tuples = new Map<string, Value[]>();
  add(tuple: Value[]): boolean {
    const id = tupleKey(tuple);
    if (this.tuples.has(id)) return false;
    this.tuples.set(id, tuple);
    return true;
  }
}

class Database {
  readonly relations = new Map<string, Relation>();
  size = 0;
  get(predicate: string, arity: number): Relation {
    const name = `${predicate}/${arity}`;
    let relation = this.relations.get(name);
    if (!relation) this.relations.set(name, (relation = new Relation()));
    return relation;
  }
}

// -------------------------------------------------------------- evaluation

// `_`, `_1`, `_temp`: every variable starting with an underscore is anonymous (grammar page, Terms).
const isAnonymous = (name: string): boolean => name.startsWith('_');

function unify(args: Term[], tuple: Value[], bindings: Bindings, context: Context): Bindings | undefined {
  let out: Bindings | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg.type === 'Variable') {
      if (isAnonymous(arg.name)) continue;
      const bound = (out ?? bindings).get(arg.name);
      if (bound) {
        if (!equal(bound, tuple[index])) return undefined;
      } else {
        out ??= new Map(bindings);
        out.set(arg.name, tuple[index]);
      }
    } else {
      const value = evalTerm(arg, bindings, context);
      if (!value || !equal(value, tuple[index])) return undefined;
    }
  }
  return out ?? bindings;
}

function* matchBody(items: BodyItem[], bindings: Bindings, db: Database, context: Context): Generator<Bindings> {
  if (!items.length) {
    yield bindings;
    return;
  }
  const [item, ...rest] = items;
  switch (item.type) {
    case 'Atom':
      for (const tuple of [...db.get(item.predicate, item.args.length).tuples.values()]) {
        const next = unify(item.args, tuple, bindings, context);
        if (next) yield* matchBody(rest, next, db, context);
      }
      return;
    case 'Negation': {
      for (const tuple of db.get(item.atom.predicate, item.atom.args.length).tuples.values()) {
        if (unify(item.atom.args, tuple, bindings, context)) return;
      }
      yield* matchBody(rest, bindings, db, context);
      return;
    }
    case 'Condition': {
      if (item.right.type === 'Aggregate') throw new EvaluationError('internal: aggregation not split');
      const left = bindings.get(item.left.name);
      const right = evalExpression(item.right, bindings, context);
      if (!right) throw new EvaluationError(`a variable on the right of ${item.left.name} ${item.op} has no value yet`);
      if (item.op === '=' && !left && item.right.type === 'Call' && item.right.name === 'explode') {
        // collections:explode turns one match into one per element of the list.
        for (const element of list(right, 'collections:explode')) {
          const next = new Map(bindings);
          next.set(item.left.name, element);
          yield* matchBody(rest, next, db, context);
        }
        return;
      }
      if (item.op === '=' && !left) {
        const next = new Map(bindings);
        next.set(item.left.name, right);
        yield* matchBody(rest, next, db, context);
        return;
      }
      if (!left) throw new EvaluationError(`${item.left.name} is compared before it has a value`);
      let keep: boolean;
      if (item.op === 'in' || item.op === '!in') {
        const found = list(right, item.op).some((value) => equal(value, left));
        keep = item.op === 'in' ? found : !found;
      } else keep = truth(binary(item.op === '=' ? '==' : item.op, left, right));
      if (keep) yield* matchBody(rest, bindings, db, context);
      return;
    }
    case 'Graph':
      for (const tuple of graphAlgorithm(item.algorithm, db, item.edge)) {
        const next = unify(item.args, tuple, bindings, context);
        if (next) yield* matchBody(rest, next, db, context);
      }
      return;
    default:
      throw new Unsupported('dom(*)');
  }
}

function variablesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return into;
  const value = node as { type?: string; name?: string };
  if (value.type === 'Variable' && value.name && !isAnonymous(value.name)) into.add(value.name);
  for (const [field, child] of Object.entries(node)) {
    if (field === 'loc') continue;
    if (Array.isArray(child)) for (const item of child) variablesOf(item, into);
    else if (child && typeof child === 'object') variablesOf(child, into);
  }
  return into;
}

/** Body matches of a rule, with an aggregation computed per group where the body has one. */
function* ruleMatches(original: Rule, heads: Atom[], db: Database, context: Context): Generator<Bindings> {
  // `head(X, Y) :- #TC(edge).`: a graph literal without variables gives its columns to the head.
  const rule = { ...original, body: original.body.map((item) => (item.type === 'Graph' && !item.args.length && heads.length === 1 ? { ...item, args: heads[0].args } : item)) };
  const split = rule.body.findIndex((item) => item.type === 'Condition' && item.right.type === 'Aggregate');
  if (split < 0) {
    yield* matchBody(rule.body, new Map(), db, context);
    return;
  }
  const condition = rule.body[split] as BodyItem & { type: 'Condition' };
  const aggregate = condition.right as Aggregate;
  const before = rule.body.slice(0, split);
  const after = rule.body.slice(split + 1);
  if (after.some((item) => item.type === 'Condition' && item.right.type === 'Aggregate')) throw new Unsupported('two aggregations in one rule');
  const bodyVariables = variablesOf(before);
  // Group-by is implicit: the head variables that occur in the body, apart from the result.
  const groupBy = [...variablesOf(heads)].filter((name) => name !== condition.left.name && bodyVariables.has(name));
  const groups = new Map<string, { bindings: Bindings; contributions: Map<string, Value> }>();
  for (const match of matchBody(before, new Map(), db, context)) {
    const groupKey = tupleKey(groupBy.map((name) => match.get(name)!));
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { bindings: new Map(groupBy.map((name) => [name, match.get(name)!])), contributions: new Map() }));
    const value = aggregate.args[0] ? mustEval(aggregate.args[0], match, context) : bool(true);
    // A contributor list names what identifies one contribution; without
    // one, mcount() counts body matches and the others count each value once.
    // maxcount counts every body match, anonymous positions included.
    const contributor = aggregate.name === 'maxcount' ? String(group.contributions.size)
      : aggregate.contributors.length
      ? tupleKey(aggregate.contributors.map((variable) => mustEval(variable, match, context)))
      : aggregate.args.length && aggregate.name !== 'maxcount' ? key(value) : tupleKey([...bodyVariables].sort().map((name) => match.get(name)!));
    group.contributions.set(contributor, value);
  }
  let chosen = [...groups.values()];
  if (aggregate.name === 'maxcount') {
    // The most frequent row (head values other than the count) and its count; ties keep every such row.
    const most = Math.max(...chosen.map((group) => group.contributions.size));
    chosen = chosen.filter((group) => group.contributions.size === most);
  }
  for (const group of chosen) {
    const result = aggregate.name === 'maxcount' ? num(group.contributions.size, false) : reduce(aggregate.name, [...group.contributions.values()]);
    const bindings = new Map(group.bindings);
    const bound = bindings.get(condition.left.name);
    if (bound) {
      if (!equal(bound, result)) continue;
    } else bindings.set(condition.left.name, result);
    yield* matchBody(after, bindings, db, context);
  }
}

function reduce(name: string, values: Value[]): Value {
  const numbers = (): { t: 'i' | 'd'; v: number }[] => values.map((value) => {
    if (!isNumber(value)) throw new EvaluationError(`${name} over ${formatValue(value)}, not a number`);
    return value;
  });
  const double = values.some((value) => value.t === 'd');
  switch (name) {
    case 'msum': case 'sum': return num(numbers().reduce((total, value) => total + value.v, 0), double);
    case 'mprod': case 'prod': return num(numbers().reduce((total, value) => total * value.v, 1), double);
    case 'mcount': case 'count': return num(values.length, false);
    case 'mmax': case 'max': return values.reduce((best, value) => (compare(value, best) > 0 ? value : best));
    case 'mmin': case 'min': return values.reduce((best, value) => (compare(value, best) < 0 ? value : best));
    case 'mavg': case 'avg': return num(numbers().reduce((total, value) => total + value.v, 0) / values.length, true);
    case 'munion': return { t: 'set', v: values.reduce<Value[]>((all, value) => addToSet(all, value.t === 'set' ? value.v : [value]), []) };
  }
  throw new Unsupported(`aggregation ${name}`);
}

/** Whether a fact of the head already exists, with any values at the existential positions (restricted chase). */
function satisfied(head: Atom, bindings: Bindings, db: Database, context: Context): boolean {
  for (const tuple of db.get(head.predicate, head.args.length).tuples.values()) {
    const seen = new Map<string, Value>();
    const matches = head.args.every((arg, index) => {
      if (arg.type === 'Variable' && !bindings.has(arg.name)) {
        const previous = seen.get(arg.name);
        if (previous) return equal(previous, tuple[index]);
        seen.set(arg.name, tuple[index]);
        return true;
      }
      const value = evalTerm(arg, bindings, context);
      return value !== undefined && equal(value, tuple[index]);
    });
    if (matches) return true;
  }
  return false;
}

function fire(rule: Rule, db: Database, context: Context, limits: { maxFacts: number }): boolean {
  if (!Array.isArray(rule.head)) {
    for (const _ of ruleMatches(rule, [], db, context)) throw new EvaluationError(`constraint violated: the body of the #F rule at line ${rule.loc.line} matches`);
    return false;
  }
  const heads = rule.head;
  let added = false;
  const pending: [Atom, Value[]][] = [];
  for (const bindings of ruleMatches(rule, heads, db, context)) {
    if (heads.every((head) => satisfied(head, bindings, db, context))) continue;
    const withNulls = new Map(bindings);
    for (const head of heads) {
      for (const arg of head.args) if (arg.type === 'Variable' && !withNulls.has(arg.name)) withNulls.set(arg.name, context.nextNull());
    }
    for (const head of heads) pending.push([head, head.args.map((arg) => evalTerm(arg, withNulls, context)!)]);
    // Facts are added as they are found, so the restricted chase sees them.
    for (const [head, tuple] of pending.splice(0)) {
      if (db.get(head.predicate, head.args.length).add(tuple)) {
        added = true;
        if (++db.size > limits.maxFacts) throw new EvaluationError(`more than ${limits.maxFacts} facts: the program may not terminate`);
      }
    }
  }
  return added;
}

/**
 * One round of equality-generating rules (`X = Y :- body`): for each body
 * match with different values, a labelled null is replaced everywhere by the
 * other value (a constant, or the older null). Two different constants
 * cannot be made equal: that is an error. Returns whether anything merged.
 */
function applyEgds(egds: Rule[], db: Database, context: Context): boolean {
  const parent = new Map<string, Value>();
  const find = (value: Value): Value => {
    let current = value;
    while (current.t === 'null' && parent.has(formatValue(current))) current = parent.get(formatValue(current))!;
    return current;
  };
  let merged = false;
  for (const rule of egds) {
    const head = rule.head as { type: 'EgdHead'; left: { name: string }; right: { name: string } };
    for (const bindings of ruleMatches(rule, [], db, context)) {
      const left = bindings.get(head.left.name);
      const right = bindings.get(head.right.name);
      if (!left || !right) throw new EvaluationError(`the equality at line ${rule.loc.line} compares a variable the body does not bind`);
      const a = find(left);
      const b = find(right);
      if (equal(a, b)) continue;
      if (a.t !== 'null' && b.t !== 'null') throw new EvaluationError(`the equality at line ${rule.loc.line} would make ${formatValue(a)} and ${formatValue(b)} equal`);
      const [from, to] = a.t === 'null' && (b.t !== 'null' || (b.t === 'null' && b.id < a.id)) ? [a, b] : [b, a];
      parent.set(formatValue(from), to);
      merged = true;
    }
  }
  if (!merged) return false;
  db.size = 0;
  for (const [name, relation] of db.relations) {
    const next = new Relation();
    for (const tuple of relation.tuples.values()) if (next.add(tuple.map(find))) db.size++;
    db.relations.set(name, next);
  }
  return true;
}

/** The nodes of an edge relation and the edges out of each, keyed by node. */
function graphOf(db: Database, edge: string, arity: number) {
  const nodes = new Map<string, Value>();
  const out = new Map<string, { to: string; weight: Value }[]>();
  for (const tuple of db.get(edge, arity).tuples.values()) {
    const [from, to, weight] = tuple;
    nodes.set(key(from), from);
    nodes.set(key(to), to);
    if (!out.has(key(from))) out.set(key(from), []);
    out.get(key(from))!.push({ to: key(to), weight: weight ?? num(1, false) });
  }
  return { nodes, out };
}

/**
 * The result columns of a graph function over the facts of its edge
 * predicate (graph analytics page): #TC reachable pairs (once each), #ASP
 * the smallest total weight of every pair (0 from a node to itself), #PR
 * PageRank with damping 0.85 (scores summing to 1).
 */
function graphAlgorithm(algorithm: string, db: Database, edge: string): Value[][] {
  switch (algorithm) {
    case 'TC': {
      const { nodes, out } = graphOf(db, edge, 2);
      const result: Value[][] = [];
      for (const [start, source] of nodes) {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length) for (const { to } of out.get(queue.shift()!) ?? []) if (!seen.has(to)) seen.add(to), queue.push(to);
        for (const target of seen) result.push([source, nodes.get(target)!]);
      }
      return result;
    }
    case 'ASP': {
      const { nodes, out } = graphOf(db, edge, 3);
      const double = [...out.values()].flat().some(({ weight }) => weight.t === 'd');
      const result: Value[][] = [];
      for (const [start, source] of nodes) {
        const distance = new Map<string, number>([[start, 0]]);
        const done = new Set<string>();
        for (;;) {
          let current: string | undefined;
          for (const [node, d] of distance) if (!done.has(node) && (current === undefined || d < distance.get(current)!)) current = node;
          if (current === undefined) break;
          done.add(current);
          for (const { to, weight } of out.get(current) ?? []) {
            if (!isNumber(weight)) throw new EvaluationError(`#ASP(${edge}): the weight ${formatValue(weight)} is not a number`);
            const d = distance.get(current)! + weight.v;
            if (!distance.has(to) || d < distance.get(to)!) distance.set(to, d);
          }
        }
        for (const [target, d] of distance) result.push([source, nodes.get(target)!, num(d, double)]);
      }
      return result;
    }
    case 'PR': {
      const { nodes, out } = graphOf(db, edge, 2);
      const n = nodes.size;
      const damping = 0.85;
      let rank = new Map([...nodes.keys()].map((node) => [node, 1 / n]));
      for (let iteration = 0; iteration < 200; iteration++) {
        const dangling = [...nodes.keys()].filter((node) => !out.get(node)?.length).reduce((total, node) => total + rank.get(node)!, 0);
        const next = new Map([...nodes.keys()].map((node) => [node, (1 - damping) / n + (damping * dangling) / n]));
        for (const [from, edges] of out) for (const { to } of edges) next.set(to, next.get(to)! + (damping * rank.get(from)!) / edges.length);
        rank = next;
      }
      return [...nodes].map(([node, value]) => [value, num(rank.get(node)!, true)]);
    }
  }
  throw new Unsupported(`graph analytics #${algorithm}`);
}

/** Predicates a rule reads, positively and negatively. */
function reads(rule: Rule): { positive: string[]; negative: string[] } {
  const positive: string[] = [];
  const negative: string[] = [];
  for (const item of rule.body) {
    if (item.type === 'Atom') positive.push(item.predicate);
    else if (item.type === 'Graph') positive.push(item.edge);
    else if (item.type === 'Negation') negative.push(item.atom.predicate);
  }
  return { positive, negative };
}

const headPredicates = (rule: Rule): string[] => (Array.isArray(rule.head) ? rule.head.map((atom) => atom.predicate) : ['#F']);

/** Strongly connected components of the predicate graph, dependencies first (Tarjan). */
function strata(rules: Rule[]): string[][] {
  const edges = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from)!.add(to);
  };
  for (const rule of rules) {
    const { positive, negative } = reads(rule);
    for (const head of headPredicates(rule)) {
      for (const body of [...positive, ...negative]) link(head, body);
      if (!positive.length && !negative.length) link(head, head);
    }
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      out.push(component);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return out;
}

export function evaluate(program: Program, limits: EvaluationLimits = {}): Evaluation {
  const bounds = { maxFacts: limits.maxFacts ?? 200_000 };
  let nulls = 0;
  const context: Context = { params: new Map(), nextNull: () => ({ t: 'null', id: ++nulls }) };
  const db = new Database();
  const rules: Rule[] = [];
  const outputs: string[] = [];
  const posts: { predicate: string; directive: string }[] = [];
  const inputs: string[] = [];
  const binds = new Map<string, (Binding & { query: boolean; sql?: string })[]>();
  const mappings = new Map<string, Map<number, string>>();
  const models = new Map<string, string[]>();
  const noBindings: Bindings = new Map();
  for (const [name, text] of Object.entries(limits.params ?? {})) context.params.set(name, constant(text, `the parameter ${name}`));
  for (const clause of program.clauses) {
    if (clause.type === 'Annotation') {
      const [first, second] = clause.args;
      const name = first?.type === 'String' ? first.value : undefined;
      switch (clause.name) {
        case 'output': if (name) outputs.push(name); break;
        case 'param': if (name && second) context.params.set(name, evalTerm(second, noBindings, context)!); break;
        case 'post': if (name && second?.type === 'String') posts.push({ predicate: name, directive: second.value }); break;
        case 'input': if (name) inputs.push(name); break;
        case 'bind': case 'qbind':
          if (name && second?.type === 'String') {
            const binding = parseBinding(second.value);
            const query = clause.name === 'qbind' ? clause.args[3] : undefined;
            const sql = query?.type === 'String' ? query.value : binding.options.get('query');
            binds.set(name, [...binds.get(name) ?? [], { ...binding, query: clause.name === 'qbind', sql }]);
          }
          break;
        case 'mapping': {
          const type = clause.args[3];
          if (name && second?.type === 'Number' && type?.type === 'String') {
            if (!mappings.has(name)) mappings.set(name, new Map());
            mappings.get(name)!.set(second.value, type.value);
          }
          break;
        }
        case 'model': if (name && second?.type === 'String') models.set(name, modelTypes(second.value)); break;
        case 'module': case 'include':
          throw new Unsupported(`@${clause.name}: the program reads modules the build does not have`);
        default: break; // @model, @chase, @explain and the like do not change the derived facts
      }
    } else if (clause.type === 'Fact') {
      if (clause.annotations.length) throw new Unsupported('annotated facts');
      const tuple = clause.atom.args.map((arg) => evalTerm(arg, noBindings, context)!);
      if (db.get(clause.atom.predicate, tuple.length).add(tuple)) db.size++;
    } else {
      if (clause.annotations.length) throw new Unsupported('annotated rules');
      rules.push(clause);
    }
  }
  if (!outputs.length) throw new Unsupported('no @output');
  for (const name of inputs) {
    const bindings = binds.get(name) ?? [];
    const tables = limits.data?.[name];
    if (!tables?.length && bindings.some((binding) => binding.query)) throw new Unsupported(`@qbind("${name}") runs a query in an external system (data="${name}" gives the table the query reads)`);
    if (!tables?.length) throw new Unsupported(`@input("${name}") reads data the page does not show as a table before the program (fence meta data="${name}")`);
    // Several @bind lines for one predicate merge their sources: the n-th table stands for the n-th binding.
    tables.forEach((table, index) => {
      for (const tuple of loadTable(name, table, bindings[index] ?? bindings[0], mappings.get(name), models.get(name), context.nextNull)) {
        if (db.get(name, tuple.length).add(tuple)) db.size++;
      }
    });
  }
  const egds = rules.filter((rule) => !Array.isArray(rule.head) && rule.head.type === 'EgdHead');
  const tgds = rules.filter((rule) => !egds.includes(rule));
  const chase = () => {
    for (const component of strata(tgds)) {
      const members = new Set(component);
      const inStratum = tgds.filter((rule) => headPredicates(rule).some((head) => members.has(head)));
      for (const rule of inStratum) {
        const negated = reads(rule).negative.find((predicate) => members.has(predicate));
        if (negated) throw new EvaluationError(`negation of ${negated} inside its own recursion (line ${rule.loc.line}): the program is not stratified`);
      }
      let changed = true;
      while (changed) {
        changed = false;
        for (const rule of inStratum) if (fire(rule, db, context, bounds)) changed = true;
      }
    }
  };
  chase();
  // Equality-generating rules merge labelled nulls; the chase then runs again on the merged facts, until nothing merges.
  while (egds.length && applyEgds(egds, db, context)) chase();
  const facts: string[] = [];
  for (const predicate of outputs) {
    for (const [name, relation] of db.relations) {
      if (name.slice(0, name.lastIndexOf('/')) !== predicate) continue;
      let tuples = [...relation.tuples.values()];
      for (const post of posts.filter((item) => item.predicate === predicate)) tuples = applyPost(post.directive, tuples);
      const types = models.get(predicate);
      for (const tuple of tuples) facts.push(`${predicate}(${tuple.map((value, index) => formatValue(types?.[index] ? castValue(value, types[index]) : value)).join(', ')})`);
    }
  }
  return { facts: [...new Set(facts)].sort() };
}

// ------------------------------------------------------------ external data

interface Binding {
  /** The source type: csv, parquet, postgresql… */
  kind: string;
  options: Map<string, string>;
}

/** `"csv useHeaders=true, selectedColumns=[0:2;4]"`: the type, then options separated by commas (values may be single-quoted). */
export function parseBinding(text: string): Binding {
  const match = /^\s*(\S+)\s*(.*)$/s.exec(text);
  const options = new Map<string, string>();
  let rest = match?.[2] ?? '';
  while (rest.trim()) {
    const option = /^\s*([\w.]+)\s*=\s*/.exec(rest);
    if (!option) break;
    rest = rest.slice(option[0].length);
    let value = '';
    if (rest.startsWith("'")) {
      // A quoted value ends at a quote followed by a comma or the end ('' inside is allowed: 'Q3'!A1').
      const end = /'(?=\s*(,|$))/.exec(rest.slice(1));
      value = end ? rest.slice(1, end.index + 1) : rest.slice(1);
      rest = end ? rest.slice(end.index + 2) : '';
    } else {
      let depth = 0;
      let index = 0;
      for (; index < rest.length; index++) {
        const char = rest[index];
        if (char === '[') depth++;
        else if (char === ']') depth--;
        else if (char === ',' && depth === 0) break;
      }
      value = rest.slice(0, index).trim();
      rest = rest.slice(index);
    }
    options.set(option[1], value);
    rest = rest.replace(/^\s*,/, '');
  }
  return { kind: (match?.[1] ?? '').toLowerCase(), options };
}

/** `"['personId(ID):int', 'name:string']"` → ['int', 'string']. */
function modelTypes(text: string): string[] {
  return [...text.matchAll(/'([^']*)'/g)].map((item) => item[1].slice(item[1].lastIndexOf(':') + 1).trim().toLowerCase());
}

/** Column indexes of `selectedColumns=[0:2;4;'email']`: 0-based, ranges inclusive, names from the header. */
function selectedColumns(spec: string, header: string[], predicate: string): number[] {
  const column = (item: string): number => {
    const name = /^'(.*)'$/.exec(item.trim());
    const index = name ? header.indexOf(name[1]) : Number(item.trim());
    if (Number.isNaN(index) || index < 0) throw new EvaluationError(`selectedColumns of ${predicate}: no column ${item}`);
    return index;
  };
  return spec.replace(/^\[|\]$/g, '').split(';').flatMap((item) => {
    const [from, to] = item.split(':');
    if (to === undefined) return [column(from)];
    const out: number[] = [];
    for (let index = column(from); index <= column(to); index++) out.push(index);
    return out;
  });
}

/** A cell's text as a value of a declared type, or of the type its text shows (`infer`). */
function castText(text: string, type: string, where: string): Value {
  switch (type) {
    case 'string': return str(text);
    case 'int': case 'integer': case 'long':
      if (!/^\s*-?\d+\s*$/.test(text)) throw new EvaluationError(`${where}: "${text}" is not an ${type}`);
      return num(Number(text), false);
    case 'double': case 'float': case 'decimal':
      if (text.trim() === '' || Number.isNaN(Number(text))) throw new EvaluationError(`${where}: "${text}" is not a ${type}`);
      return num(Number(text), true);
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new EvaluationError(`${where}: "${text}" is not a date`);
      return { t: 'date', v: text };
    case 'boolean': return bool(/^(true|#T)$/i.test(text));
    case 'infer':
      if (/^-?\d+$/.test(text)) return num(Number(text), false);
      if (/^-?\d+\.\d+$/.test(text)) return num(Number(text), true);
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { t: 'date', v: text };
      if (/^(true|false)$/.test(text)) return bool(text === 'true');
      return str(text);
  }
  throw new Unsupported(`the column type ${type}`);
}

/** A derived value converted to the type a `@model` declares (an id read as text becomes an int). */
function castValue(value: Value, type: string): Value {
  if (value.t === 's' && type !== 'string') return castText(value.v, type, 'model');
  if (value.t === 'i' && (type === 'double' || type === 'float')) return num(value.v, true);
  return value;
}

/**
 * The facts of an `@input` predicate from the rows shown for its source. CSV
 * carries no types: its values are strings unless `@mapping` or `@model` types
 * them. Typed sources (databases, Parquet) give each value the type its text
 * shows, or the one a header such as `order_id (int)` names.
 */
function loadTable(predicate: string, table: DataTable, binding: Binding | undefined, mapping: Map<number, string> | undefined, model: string[] | undefined, nextNull: () => Value): Value[][] {
  // A missing value (\N in CSV unless nullString says otherwise) becomes a labelled null.
  const nullText = binding?.options.get('nullString') ?? '\\N';
  let typed = binding?.kind !== 'csv' && binding?.options.get('responseFormat') !== 'csv';
  if (table.text !== undefined && table.text.split('\n').filter((line) => line.trim()).every((line) => /^\s*[a-z]\w*\(.*\)\.?\s*$/.test(line))) {
    // Facts as an output block shows them: what another program wrote, read back.
    return table.text.split('\n').filter((line) => line.trim()).map((line) => {
      const args = /\((.*)\)/.exec(line)![1];
      const parsed = parseVadalog(`f(${args}).`);
      if (!parsed.ok || parsed.program.clauses[0]?.type !== 'Fact') throw new EvaluationError(`the data block at line ${table.line} has a line that is not a fact: ${line}`);
      return parsed.program.clauses[0].atom.args.map((arg) => (evalTerm(arg, new Map(), { params: new Map(), nextNull }) as Value) ?? nextNull());
    });
  }
  if (table.text !== undefined && /^[-+\s]+$/.test(table.text.split('\n')[1] ?? '')) {
    // A database table as psql prints it: a header, a ---+--- rule, rows with | between cells.
    const lines = table.text.split('\n').filter((line) => line.trim()).map((line) => line.split('|').map((cell) => cell.trim()));
    table = { header: lines[0], rows: lines.slice(2), line: table.line };
  } else if (table.text !== undefined) {
    const delimiter = binding?.options.get('delimiter') ?? ',';
    const lines = table.text.split('\n').filter((line) => line.trim()).map((line) => line.split(delimiter).map((cell) => cell.trim()));
    const headers = binding?.options.get('useHeaders') === 'true';
    table = { header: headers ? lines[0] ?? [] : (lines[0] ?? []).map((_, index) => String(index)), rows: headers ? lines.slice(1) : lines, line: table.line };
  }
  const sql = (binding as { sql?: string } | undefined)?.sql;
  if (sql !== undefined) {
    if (!['csv', 'postgresql', 'mariadb', 'mysql', 'bigquery', 'databricks', 'snowflake', 'sqlite', 'oracle', 'sqlserver'].includes(binding!.kind)) throw new Unsupported(`a ${binding!.kind} query`);
    return queryTable(predicate, sql, table, mapping, model, nextNull);
  }
  const selected = binding?.options.get('selectedColumns');
  const columns = selected ? selectedColumns(selected, table.header, predicate) : table.header.map((_, index) => index);
  return table.rows.map((row, rowIndex) => columns.map((column, position) => {
    const headerType = /\((\w+)\)\s*$/.exec(table.header[column] ?? '')?.[1];
    const type = mapping?.get(position) ?? model?.[position] ?? headerType ?? (typed ? 'infer' : 'string');
    if (row[column] === nullText) return nextNull();
    return castText(row[column] ?? '', type.toLowerCase(), `row ${rowIndex + 1} of the table at line ${table.line}, column ${column}`);
  }));
}

/** The rows an SQL query returns over the table shown for its source, typed as the database would. */
function queryTable(predicate: string, sql: string, table: DataTable, mapping: Map<number, string> | undefined, model: string[] | undefined, nextNull: () => Value): Value[][] {
  const columns = table.rows.length ? table.header.map((_, index) => table.rows.map((row) => castText(row[index] ?? '', 'infer', predicate))) : [];
  const doubles = new Set(table.header.filter((_, index) => columns[index]?.some((value) => value.t === 'd')));
  const rows: SqlRow[] = table.rows.map((row) => Object.fromEntries(table.header.map((name, index) => {
    const value = castText(row[index] ?? '', 'infer', predicate);
    return [name, value.t === 'date' || value.t === 's' ? value.v : value.t === 'i' || value.t === 'd' || value.t === 'b' ? value.v : null];
  })));
  let result: SqlRow[];
  try {
    result = runQuery(sql, rows);
  } catch (error) {
    throw new Unsupported(`the query of ${predicate} (${(error as Error).message.split('\n')[0]})`);
  }
  const mentionsDouble = [...doubles].some((name) => sql.includes(name));
  return result.map((row) => Object.entries(row).map(([name, cell], position) => {
    let value: Value;
    if (cell === null || cell === undefined) value = nextNull();
    else if (typeof cell === 'number') value = num(cell, !Number.isInteger(cell) || (table.header.includes(name) ? doubles.has(name) : mentionsDouble));
    else if (typeof cell === 'boolean') value = bool(cell);
    else value = /^\d{4}-\d{2}-\d{2}$/.test(cell) ? { t: 'date', v: cell } : str(cell);
    const type = mapping?.get(position) ?? model?.[position];
    return type ? castValue(value, type.toLowerCase()) : value;
  }));
}

/** A Vadalog constant written as text (a number, "string", #T, a date). */
function constant(text: string, what: string): Value {
  const parsed = parseVadalog(`f(${text}).`);
  const clause = parsed.ok ? parsed.program.clauses[0] : undefined;
  const arg = clause?.type === 'Fact' && clause.atom.args.length === 1 ? clause.atom.args[0] : undefined;
  const value = arg && arg.type !== 'Variable' ? evalTerm(arg, new Map(), { params: new Map(), nextNull: () => { throw new EvaluationError(what); } }) : undefined;
  if (!value) throw new EvaluationError(`${what}: ${text} is not a constant`);
  return value;
}

/** `@post` directives that change which facts are output. Positions are 1-based. */
function applyPost(directive: string, tuples: Value[][]): Value[][] {
  // Facts are a set here, so unique changes nothing; certain drops facts with a labelled null.
  if (directive.trim() === 'unique') return tuples;
  if (directive.trim() === 'certain') return tuples.filter((tuple) => !tuple.some((value) => value.t === 'null'));
  const arg = /^(argmin|argmax)\(\s*(\d+)\s*,\s*<([\d,\s]*)>\s*\)$/.exec(directive.trim());
  if (arg) {
    // argmin(p, <g1, …>): per group of the listed positions, every fact whose position p is least (ties kept).
    const position = Number(arg[2]) - 1;
    const group = arg[3].split(',').map((part) => Number(part.trim()) - 1);
    const sign = arg[1] === 'argmax' ? 1 : -1;
    const best = new Map<string, Value>();
    for (const tuple of tuples) {
      const id = tupleKey(group.map((index) => tuple[index]));
      const current = best.get(id);
      if (!current || compare(tuple[position], current) * sign > 0) best.set(id, tuple[position]);
    }
    return tuples.filter((tuple) => equal(best.get(tupleKey(group.map((index) => tuple[index])))!, tuple[position]));
  }
  const match = /^(max|min|orderby|limit)\(([-\d,\s]*)\)$/.exec(directive.trim());
  if (!match) throw new Unsupported(`@post "${directive}"`);
  const numbers = match[2].split(',').map((part) => part.trim()).filter(Boolean).map(Number);
  if (numbers.some((n) => Number.isNaN(n) || n === 0)) throw new Unsupported(`@post "${directive}"`);
  switch (match[1]) {
    case 'orderby':
      return [...tuples].sort((a, b) => {
        for (const n of numbers) {
          const order = compare(a[Math.abs(n) - 1], b[Math.abs(n) - 1]);
          if (order) return n < 0 ? -order : order;
        }
        return 0;
      });
    case 'limit':
      // Kept in the order of any orderby before it; without one the choice is the engine's.
      return tuples.slice(0, numbers[0]);
    default: {
      // Lexicographic over the listed positions, grouping by the other positions.
      const positions = numbers.map((n) => n - 1);
      const sign = match[1] === 'max' ? 1 : -1;
      const best = new Map<string, Value[]>();
      for (const tuple of tuples) {
        const group = tupleKey(tuple.filter((_, index) => !positions.includes(index)));
        const current = best.get(group);
        let better = current === undefined;
        if (current) {
          for (const position of positions) {
            const order = compare(tuple[position], current[position]) * sign;
            if (order) {
              better = order > 0;
              break;
            }
          }
        }
        if (better) best.set(group, tuple);
      }
      return [...best.values()];
    }
  }
}

/**
 * Compares derived facts with an output block: one fact per line, order and
 * blank lines ignored, labelled nulls compared up to their names (z1, z2 …).
 */
export function compareOutput(derived: string[], shown: string): { missing: string[]; unexpected: string[] } {
  const normal = (line: string) => line.trim().replace(/\.$/, '').replace(/(?<=[(,\s[{])z\d+(?=[),\]}])/g, 'z_');
  const expected = shown.split('\n').map(normal).filter(Boolean);
  const actual = derived.map(normal);
  const missing = expected.filter((line) => !actual.includes(line));
  const unexpected = actual.filter((line) => !expected.includes(line));
  return { missing, unexpected };
}

/**
 * A variation of a program (fence meta `extends="id"`): the base program with
 * the variation's rules in place of the base's rules for the same head
 * predicates, its facts added, and its `@output`s (if it has any) in place of
 * the base's.
 */
export function extendProgram(base: Program, variation: Program): Program {
  const heads = new Set(variation.clauses.flatMap((clause) => (clause.type === 'Rule' ? headPredicates(clause) : [])));
  const newOutputs = variation.clauses.some((clause) => clause.type === 'Annotation' && clause.name === 'output');
  const kept = base.clauses.filter((clause) => {
    if (clause.type === 'Rule') return !headPredicates(clause).some((head) => heads.has(head));
    if (clause.type === 'Annotation' && newOutputs) return clause.name !== 'output' && clause.name !== 'post';
    return true;
  });
  return { ...base, clauses: [...kept, ...variation.clauses] };
}
