// The lambdas `collections:transform` and `collections:filter` take are
// written in Spark SQL (`"x -> x + 1"`, `"(x, i) -> i % 2 == 1"`). This reads
// the part of that syntax the documentation uses: parameters, numbers,
// single-quoted strings, arithmetic, comparisons, AND/OR/NOT, and calls of
// the Spark functions listed in FUNCTIONS. Anything else is reported, so an
// example using it is not silently misread.

export type LambdaValue = number | string | boolean | LambdaValue[];

export class LambdaError extends Error {}

type Node =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'id'; name: string }
  | { k: 'call'; name: string; args: Node[] }
  | { k: 'bin'; op: string; left: Node; right: Node }
  | { k: 'not'; operand: Node }
  | { k: 'neg'; operand: Node };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|'((?:[^']|'')*)'|([A-Za-z_]\w*)|(==|!=|<>|<=|>=|->|[-+*/%<>=(),]))/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (!text.slice(TOKEN.lastIndex).trim()) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new LambdaError(`cannot read the lambda "${text}" at "${text.slice(start)}"`);
    tokens.push(match[2] !== undefined ? `'${match[2]}` : match[0].trim());
  }
  return tokens;
}

// Lowest to highest precedence, as in Spark SQL.
const LEVELS = [['OR'], ['AND'], ['==', '=', '!=', '<>', '<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];

function parse(tokens: string[]): Node {
  let at = 0;
  const peek = () => tokens[at];
  const expect = (token: string) => {
    if (tokens[at] !== token) throw new LambdaError(`expected ${token} in the lambda, found ${tokens[at] ?? 'its end'}`);
    at++;
  };
  const level = (index: number): Node => {
    if (index === LEVELS.length) return unary();
    let left = level(index + 1);
    while (peek() !== undefined && LEVELS[index].includes(peek().toUpperCase())) {
      const op = tokens[at++].toUpperCase();
      left = { k: 'bin', op, left, right: level(index + 1) };
    }
    return left;
  };
  const unary = (): Node => {
    if (peek()?.toUpperCase() === 'NOT') {
      at++;
      return { k: 'not', operand: unary() };
    }
    if (peek() === '-') {
      at++;
      return { k: 'neg', operand: unary() };
    }
    return primary();
  };
  const primary = (): Node => {
    const token = tokens[at++];
    if (token === undefined) throw new LambdaError('the lambda ends too early');
    if (token === '(') {
      const inner = level(0);
      expect(')');
      return inner;
    }
    if (token.startsWith("'")) return { k: 'str', v: token.slice(1).replace(/''/g, "'") };
    if (/^\d/.test(token)) return { k: 'num', v: Number(token) };
    if (/^[A-Za-z_]/.test(token)) {
      if (peek() !== '(') return { k: 'id', name: token };
      at++;
      const args: Node[] = [];
      if (peek() !== ')') {
        args.push(level(0));
        while (peek() === ',') {
          at++;
          args.push(level(0));
        }
      }
      expect(')');
      return { k: 'call', name: token.toLowerCase(), args };
    }
    throw new LambdaError(`unexpected ${token} in the lambda`);
  };
  const node = level(0);
  if (at < tokens.length) throw new LambdaError(`unexpected ${tokens[at]} in the lambda`);
  return node;
}

const FUNCTIONS: Record<string, (...args: LambdaValue[]) => LambdaValue> = {
  split: (text, separator) => String(text).split(new RegExp(String(separator))),
  // element_at is 1-based in Spark; a negative index counts from the end.
  element_at: (list, index) => {
    const items = list as LambdaValue[];
    const n = Number(index);
    const item = n > 0 ? items[n - 1] : items[items.length + n];
    if (item === undefined) throw new LambdaError(`element_at: no element ${n}`);
    return item;
  },
  upper: (text) => String(text).toUpperCase(),
  lower: (text) => String(text).toLowerCase(),
  length: (text) => String(text).length,
  concat: (...parts) => parts.map(String).join(''),
  abs: (x) => Math.abs(Number(x)),
};

function run(node: Node, scope: Map<string, LambdaValue>): LambdaValue {
  switch (node.k) {
    case 'num': case 'str': return node.v;
    case 'id': {
      const value = scope.get(node.name);
      if (value === undefined) throw new LambdaError(`${node.name} is not a parameter of the lambda`);
      return value;
    }
    case 'not': return !run(node.operand, scope);
    case 'neg': return -Number(run(node.operand, scope));
    case 'call': {
      const fn = FUNCTIONS[node.name];
      if (!fn) throw new LambdaError(`the Spark function ${node.name}`);
      return fn(...node.args.map((arg) => run(arg, scope)));
    }
    case 'bin': {
      const a = run(node.left, scope);
      const b = run(node.right, scope);
      switch (node.op) {
        case '+': return Number(a) + Number(b);
        case '-': return Number(a) - Number(b);
        case '*': return Number(a) * Number(b);
        case '/': return Number(a) / Number(b);
        case '%': return Number(a) % Number(b);
        case '=': case '==': return a === b;
        case '!=': case '<>': return a !== b;
        case '<': return a < b;
        case '<=': return a <= b;
        case '>': return a > b;
        case '>=': return a >= b;
        case 'AND': return Boolean(a) && Boolean(b);
        case 'OR': return Boolean(a) || Boolean(b);
      }
    }
  }
  throw new LambdaError('unknown lambda expression');
}

/** A Spark SQL lambda `x -> expr` or `(x, i) -> expr` as a function of the element and its 0-based index. */
export function compileLambda(text: string): (element: LambdaValue, index: number) => LambdaValue {
  const arrow = text.indexOf('->');
  if (arrow < 0) throw new LambdaError(`"${text}" is not a lambda (x -> expression)`);
  const params = text.slice(0, arrow).replace(/[()\s]/g, '').split(',').filter(Boolean);
  if (params.length < 1 || params.length > 2) throw new LambdaError(`"${text}" takes ${params.length} parameters; a lambda takes the element and optionally its index`);
  const body = parse(tokenize(text.slice(arrow + 2)));
  return (element, index) => run(body, new Map<string, LambdaValue>([[params[0], element], ...(params[1] ? [[params[1], index] as [string, LambdaValue]] : [])]));
}
