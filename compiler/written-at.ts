// Where a value of a site's file is written, from the path a check names it by
// (`navbar.items[0].lable` of the config, `docs[3].items[1]` of sidebars.json).
// The checks run on values: a parsed JSON file, or what a config or sidebars file
// exported when it ran. Their errors named the key but no line, so a typo in a
// 300-line config or sidebars file was a search. JSON is scanned along the path
// (positions are in its text); a JavaScript or TypeScript file is parsed, not run,
// and the path followed through the object and array literals of its export
// (`export default`, `module.exports =`, `defineConfig({…})`, a `const` it names,
// the object a function it exports returns). Where the path leaves what is
// written (a spread, a call, an import), the place is that of the deepest part
// written, and said to be only that: never a line the value is not on.
import { Parser } from 'acorn';
import { transformSync } from 'esbuild';
import { SourceMap } from 'node:module';
import { lastAtOrBefore } from '../theme/shared/sorted.js';

export type ValuePath = readonly (string | number)[];

export interface WrittenAt {
  line: number;
  column: number;
  /** The whole path was followed; else the place is where the value holding it (`within`) is written. */
  exact: boolean;
  /** The part of the path followed (the whole path when exact). */
  within: ValuePath;
}

/** Where the value at `path` is written in `text`, the text of `file` (a .json, or a script); undefined when not even its start is known. */
export function writtenAt(text: string, file: string, path: ValuePath): WrittenAt | undefined {
  // Read once for all the paths asked of one text: a sidebars file of 20,000 unknown doc ids was scanned
  // (or parsed) again for each, 100 s for 700 KB.
  if (last?.text !== text || last.file !== file) {
    let find: Finder;
    try {
      find = /\.json$/i.test(file) ? jsonFinder(text) : scriptFinder(text, file);
    } catch {
      // A file that does not parse (its own error is reported elsewhere): no place.
      find = () => undefined;
    }
    last = { text, file, find };
  }
  try {
    return last.find(path);
  } catch {
    return undefined;
  }
}

type Finder = (path: ValuePath) => WrittenAt | undefined;

/** The last text read: the paths of one check's errors are all asked of one file. */
let last: { text: string; file: string; find: Finder } | undefined;

/** `navbar.items[0].label`, as the schema's and the sidebars' messages write a path. */
export function pathText(path: ValuePath): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('').replace(/^\./, '');
}

/**
 * " (file:line:column)" for a message line about the value at `path`, or " (within `navbar.items`,
 * file:line:column)" when only a value holding it is written in the file; "" when nothing is.
 */
export function placeText(file: string, at: WrittenAt | undefined): string {
  if (!at) return '';
  const place = `${file}:${at.line}:${at.column}`;
  return at.exact || !at.within.length ? ` (${place})` : ` (within \`${pathText(at.within)}\`, ${place})`;
}

/** Offset → line and column (1-based), by a binary search of the text's line starts. */
function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    const line = lastAtOrBefore(starts, offset);
    return { line: line + 1, column: offset - starts[line] + 1 };
  };
}

// ---------------------------------------------------------------------------
// JSON: one pass, without recursion (a sidebars.json of 5,000 nested levels is
// read this way too), into a tree of where each key or element is written.

interface Written {
  /** Offset of the key (an object's member) or of the value (an array's element). */
  place: number;
  children?: Map<string | number, Written>;
}

function jsonFinder(text: string): Finder {
  const root = jsonIndex(text);
  const position = lineIndex(text);
  return (path) => {
    if (!root) return undefined;
    let entry = root;
    let depth = 0;
    for (const key of path) {
      const next = entry.children?.get(key);
      if (!next) break;
      entry = next;
      depth++;
    }
    // Not even the first key is written: the top of the file would say nothing.
    if (depth === 0 && path.length) return undefined;
    return { ...position(entry.place), exact: depth === path.length, within: path.slice(0, depth) };
  };
}

function jsonIndex(text: string): Written | undefined {
  let at = skipSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (at >= text.length) return undefined;
  const root: Written = { place: at };
  const stack: { entry: Written; array: boolean; next: number }[] = [];
  /** Takes the value at `at` as `entry`'s: a container is opened, anything else skipped. */
  const value = (entry: Written, at: number): number => {
    if (text[at] !== '{' && text[at] !== '[') return skipValue(text, at);
    entry.children = new Map();
    stack.push({ entry, array: text[at] === '[', next: 0 });
    return at + 1;
  };
  at = value(root, at);
  while (stack.length && at < text.length) {
    at = skipSpace(text, at);
    const top = stack[stack.length - 1];
    const char = text[at];
    if (char === ',') {
      at++;
    } else if (char === '}' || char === ']') {
      stack.pop();
      at++;
    } else if (top.array) {
      const entry: Written = { place: at };
      top.entry.children!.set(top.next++, entry);
      at = value(entry, at);
    } else {
      // Not JSON past here (JSON.parse read it, so only a file changed since): what was read stands.
      if (char !== '"') break;
      const keyStart = at;
      at = skipString(text, at);
      const name = JSON.parse(text.slice(keyStart, at)) as string;
      at = skipSpace(text, at);
      if (text[at] !== ':') break;
      const entry: Written = { place: keyStart };
      // The last of two equal keys is the value JSON.parse keeps.
      top.entry.children!.set(name, entry);
      at = value(entry, skipSpace(text, at + 1));
    }
  }
  return root;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t')) at++;
  return at;
}

/** The index after the string starting at `at` (its opening quote). */
function skipString(text: string, at: number): number {
  for (let index = at + 1; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === '"') return index + 1;
  }
  return text.length;
}

/** The index after the value starting at `at`: strings skipped whole, brackets counted. */
function skipValue(text: string, at: number): number {
  if (text[at] === '"') return skipString(text, at);
  if (text[at] !== '{' && text[at] !== '[') {
    while (at < text.length && !/[\s,\]}]/.test(text[at])) at++;
    return at;
  }
  let depth = 0;
  for (let index = at; index < text.length; index++) {
    const char = text[index];
    if (char === '"') index = skipString(text, index) - 1;
    else if (char === '{' || char === '[') depth++;
    else if ((char === '}' || char === ']') && --depth === 0) return index + 1;
  }
  return text.length;
}

// ---------------------------------------------------------------------------
// Scripts: parsed (TypeScript's types stripped by esbuild, its positions mapped
// back), never run.

/** An acorn node, read by its fields' names. */
type Node = { type: string; start: number } & Record<string, any>;

function scriptFinder(text: string, file: string): Finder {
  const typescript = /\.[cm]?tsx?$/i.test(file);
  const stripped = typescript ? transformSync(text, { loader: /x$/i.test(file) ? 'tsx' : 'ts', sourcemap: 'external', sourcefile: 'config' }) : undefined;
  const code = stripped ? stripped.code : text;
  const map = stripped ? new SourceMap(JSON.parse(stripped.map)) : undefined;
  const position = lineIndex(code);
  const program = parseScript(code);
  const bindings = new Map<string, Node>();
  let exported: Node | undefined;
  for (const statement of program.body as Node[]) {
    const declaration: Node | undefined = statement.type === 'ExportNamedDeclaration' ? statement.declaration ?? undefined : statement;
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const') {
      for (const declarator of declaration.declarations as Node[]) if (declarator.id.type === 'Identifier' && declarator.init) bindings.set(declarator.id.name, declarator.init);
    } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      bindings.set(declaration.id.name, declaration);
    }
    if (statement.type === 'ExportDefaultDeclaration') exported = statement.declaration;
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && isModuleExports(statement.expression.left)) exported = statement.expression.right;
  }
  // Only a `const` whose value the file never changes is followed: a `let` reassigned in a loop
  // (`deep = [{ items: deep }]`), or an object whose keys are set or pushed to later, is not as written.
  // Asked of the names followed only, each once.
  const unchanged = new Map<string, boolean>();
  const bound = (name: string): Node | undefined => {
    const node = bindings.get(name);
    if (!node || node.type === 'FunctionDeclaration') return node;
    if (!unchanged.has(name)) unchanged.set(name, !changed(code, name));
    return unchanged.get(name) ? node : undefined;
  };
  const resolve = (node: Node | undefined | null): Node | undefined => {
    // A few steps: `const config = base; const base = {…}` is followed, a name bound to itself is not.
    for (let steps = 0; node && steps < 20; steps++) {
      if (node.type === 'ObjectExpression' || node.type === 'ArrayExpression') return node;
      if (node.type === 'Identifier') node = bound(node.name);
      else if (node.type === 'AwaitExpression' || node.type === 'ChainExpression') node = node.argument ?? node.expression;
      else if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineConfig' && node.arguments.length === 1) node = node.arguments[0];
      else if (/Function/.test(node.type)) node = node.body.type === 'BlockStatement' ? returned(node.body) : node.body;
      else return undefined;
    }
    return undefined;
  };
  const root = exported && resolve(exported);
  return (path) => {
    if (!exported) return undefined;
    let place = exported.start;
    let node = root;
    let depth = 0;
    for (const key of path) {
      const next = node ? member(node, key) : undefined;
      if (!next) break;
      place = next.place;
      node = resolve(next.value);
      depth++;
    }
    // Not even the first key is written: the top of the file would say nothing.
    if (depth === 0 && path.length) return undefined;
    let at = position(place);
    if (map) {
      const entry = map.findEntry(at.line - 1, at.column - 1) as { originalLine?: number; originalColumn?: number };
      if (entry.originalLine === undefined || entry.originalColumn === undefined) return undefined;
      at = { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
    }
    return { ...at, exact: depth === path.length, within: path.slice(0, depth) };
  };
}

/**
 * Whether `code` may change the object named `name` after it is made: a key of it assigned or
 * deleted (`config.title = …`), a mutating method called on it or inside it (`items.push(…)`),
 * `Object.assign(name, …)`, or the object handed to a function other than defineConfig, which may
 * do any of these. Read from the text, so a mention in a comment or string counts too: then the
 * value is only not followed.
 */
function changed(code: string, name: string): boolean {
  const id = name.replace(/\$/g, '\\$');
  const member = String.raw`(?:\s*(?:\??\.\s*[\w$]+|\[[^\]]*\]))`;
  return [
    new RegExp(String.raw`(?<![\w$.])${id}${member}+\s*(?:[-+*/%&|^]|\*\*|<<|>>>?|&&|\|\||\?\?)?=(?!=)`),
    new RegExp(String.raw`(?<![\w$.])${id}${member}*\s*\.\s*(?:push|unshift|splice|pop|shift|sort|reverse|fill|copyWithin|set|add|delete|clear)\s*\(`),
    new RegExp(String.raw`\bdelete\s+${id}\b`),
    new RegExp(String.raw`(?<!\bdefineConfig\s*)\((?:[^()]*,)?\s*${id}\s*[,)]`),
  ].some((pattern) => pattern.test(code));
}

function parseScript(code: string): Node {
  const options = { ecmaVersion: 'latest', allowReturnOutsideFunction: true, allowHashBang: true } as const;
  try {
    return Parser.parse(code, { ...options, sourceType: 'module' }) as unknown as Node;
  } catch {
    // CommonJS in sloppy mode (a `with`, an octal literal) parses only as a script.
    return Parser.parse(code, { ...options, sourceType: 'script' }) as unknown as Node;
  }
}

function isModuleExports(node: Node): boolean {
  const property = node.property as Node | undefined;
  return node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'module' && (property?.name === 'exports' || property?.value === 'exports');
}

/** What a function body returns: its last `return` at its own level. */
function returned(body: Node): Node | undefined {
  const statements = (body.body as Node[]).filter((statement) => statement.type === 'ReturnStatement');
  return statements.at(-1)?.argument ?? undefined;
}

/**
 * The property or element `key` of an object or array literal, where it is written and its value;
 * undefined when the literal does not say (no such key, or a spread that may give or replace it).
 */
function member(node: Node, key: string | number): { place: number; value: Node } | undefined {
  if (node.type === 'ObjectExpression' && typeof key === 'string') {
    let found: Node | undefined;
    for (const property of node.properties as Node[]) {
      // A spread after the last `key:` may be where the value comes from.
      if (property.type === 'SpreadElement') found = undefined;
      else if (keyName(property) === key) found = property;
    }
    return found ? { place: found.key.start, value: found.value } : undefined;
  }
  if (node.type === 'ArrayExpression' && typeof key === 'number') {
    const elements = node.elements as (Node | null)[];
    if (elements.slice(0, key + 1).some((element) => element?.type === 'SpreadElement')) return undefined;
    const element = elements[key];
    return element ? { place: element.start, value: element } : undefined;
  }
  return undefined;
}

function keyName(property: Node): string | undefined {
  if (property.type !== 'Property') return undefined;
  const key = property.key as Node;
  if (!property.computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  return undefined;
}
