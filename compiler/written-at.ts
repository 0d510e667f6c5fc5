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
  try {
    return /\.json$/i.test(file) ? jsonWrittenAt(text, path) : scriptWrittenAt(text, file, path);
  } catch {
    // A file that does not parse (its own error is reported elsewhere): no place.
    return undefined;
  }
}

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

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    start = index + 1;
  }
  return { line, column: offset - start + 1 };
}

// ---------------------------------------------------------------------------
// JSON: a scan along the path, each value not on it skipped without recursion
// (a sidebars.json of 5,000 nested levels is read this way too).

function jsonWrittenAt(text: string, path: ValuePath): WrittenAt | undefined {
  let at = skipSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (at >= text.length) return undefined;
  let place = at;
  let depth = 0;
  for (const key of path) {
    const open = text[at];
    let found: { place: number; value: number } | undefined;
    if (open === '{' && typeof key === 'string') {
      at = skipSpace(text, at + 1);
      while (at < text.length && text[at] === '"') {
        const keyStart = at;
        at = skipString(text, at);
        const name = JSON.parse(text.slice(keyStart, at)) as string;
        at = skipSpace(text, at);
        if (text[at] !== ':') return undefined;
        at = skipSpace(text, at + 1);
        // The last of two equal keys is the value JSON.parse keeps.
        if (name === key) found = { place: keyStart, value: at };
        at = skipSpace(text, skipValue(text, at));
        if (text[at] === ',') at = skipSpace(text, at + 1);
      }
    } else if (open === '[' && typeof key === 'number') {
      at = skipSpace(text, at + 1);
      for (let index = 0; at < text.length && text[at] !== ']'; index++) {
        if (index === key) {
          found = { place: at, value: at };
          break;
        }
        at = skipSpace(text, skipValue(text, at));
        if (text[at] === ',') at = skipSpace(text, at + 1);
      }
    }
    if (!found) break;
    place = found.place;
    at = found.value;
    depth++;
  }
  // Not even the first key is written: the top of the file would say nothing.
  if (depth === 0 && path.length) return undefined;
  return { ...lineColumn(text, place), exact: depth === path.length, within: path.slice(0, depth) };
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

function scriptWrittenAt(text: string, file: string, path: ValuePath): WrittenAt | undefined {
  const typescript = /\.[cm]?tsx?$/i.test(file);
  const stripped = typescript ? transformSync(text, { loader: /x$/i.test(file) ? 'tsx' : 'ts', sourcemap: 'external', sourcefile: 'config' }) : undefined;
  const code = stripped ? stripped.code : text;
  const program = parseScript(code);
  const bindings = new Map<string, Node>();
  let exported: Node | undefined;
  for (const statement of program.body as Node[]) {
    const declaration: Node | undefined = statement.type === 'ExportNamedDeclaration' ? statement.declaration ?? undefined : statement;
    // Only a `const` whose value the file never changes is followed: a `let` reassigned in a loop
    // (`deep = [{ items: deep }]`), or an object whose keys are set or pushed to later, is not as written.
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const') {
      for (const declarator of declaration.declarations as Node[]) if (declarator.id.type === 'Identifier' && declarator.init && !changed(code, declarator.id.name)) bindings.set(declarator.id.name, declarator.init);
    } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      bindings.set(declaration.id.name, declaration);
    }
    if (statement.type === 'ExportDefaultDeclaration') exported = statement.declaration;
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && isModuleExports(statement.expression.left)) exported = statement.expression.right;
  }
  if (!exported) return undefined;
  const resolve = (node: Node | undefined | null): Node | undefined => {
    // A few steps: `const config = base; const base = {…}` is followed, a name bound to itself is not.
    for (let steps = 0; node && steps < 20; steps++) {
      if (node.type === 'ObjectExpression' || node.type === 'ArrayExpression') return node;
      if (node.type === 'Identifier') node = bindings.get(node.name);
      else if (node.type === 'AwaitExpression' || node.type === 'ChainExpression') node = node.argument ?? node.expression;
      else if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineConfig' && node.arguments.length === 1) node = node.arguments[0];
      else if (/Function/.test(node.type)) node = node.body.type === 'BlockStatement' ? returned(node.body) : node.body;
      else return undefined;
    }
    return undefined;
  };
  let place = exported.start;
  let node = resolve(exported);
  let depth = 0;
  for (const key of path) {
    const next = node ? member(node, key) : undefined;
    if (!next) break;
    place = next.place;
    node = resolve(next.value);
    depth++;
  }
  if (depth === 0 && path.length) return undefined;
  let position = lineColumn(code, place);
  if (stripped) {
    const entry = new SourceMap(JSON.parse(stripped.map)).findEntry(position.line - 1, position.column - 1) as { originalLine?: number; originalColumn?: number };
    if (entry.originalLine === undefined || entry.originalColumn === undefined) return undefined;
    position = { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  }
  return { ...position, exact: depth === path.length, within: path.slice(0, depth) };
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
