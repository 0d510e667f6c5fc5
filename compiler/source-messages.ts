// The messages a site's components give Docusaurus's translation API, read from
// their source without running it, as `docusaurus write-translations` reads them
// (core's translationsExtractor.ts): every `<Translate id description>text</Translate>`
// and `translate({ id, message, description })` whose values are written out as
// strings, keyed by id, else by the message. esbuild strips the types and turns
// JSX into calls of a marker function, so acorn (JavaScript only) reads every file
// the same way; the names the file imports from `@docusaurus/Translate` say which
// calls are the API's. A value computed at run time cannot be read: it is named
// in a note, as Docusaurus warns of it, and left out.
import { Parser, type Node } from 'acorn';
import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { folderFiles } from './folder-files.js';
import { extname, join, relative, sep } from 'node:path';
import { esbuildFailure } from './errors.js';
import { pxErrors } from './errors/catalogue.js';

export interface SourceMessage {
  message: string;
  description?: string;
}

/** The JSX factory esbuild writes in place of each element, so that an element is a call of it. */
const JSX = '__pxTranslateJsx';
const EXTENSIONS = new Set(['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts']);

/** The component source files under `dir` (Docusaurus's `src/`), sorted, node_modules and dot-folders left out. */
export function sourceFiles(dir: string): string[] {
  return folderFiles(dir, {
    enter: (name) => !name.startsWith('.') && name !== 'node_modules',
    keep: (name) => !name.startsWith('.') && EXTENSIONS.has(extname(name)) && !name.endsWith('.d.ts'),
  });
}

type AnyNode = Node & Record<string, any>;

/** A value written out in the code (strings, numbers, `'a' + 'b'`, a template without expressions, an object of those); undefined otherwise. */
function staticValue(node: AnyNode | null | undefined): { value: unknown } | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean' ? { value: node.value } : undefined;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? { value: node.quasis.map((quasi: AnyNode) => quasi.value.cooked).join('') } : undefined;
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const left = staticValue(node.left);
      const right = staticValue(node.right);
      return left && right ? { value: (left.value as string) + (right.value as string) } : undefined;
    }
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties as AnyNode[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return undefined;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
        const inner = staticValue(property.value);
        if (!inner) return undefined;
        value[String(key)] = inner.value;
      }
      return { value };
    }
    default:
      return undefined;
  }
}

/** Every node of the tree, depth first, in source order. */
function* nodes(node: AnyNode): Generator<AnyNode> {
  yield node;
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end') continue;
    const child = node[key];
    if (Array.isArray(child)) {
      for (const item of child) if (item && typeof item.type === 'string') yield* nodes(item);
    } else if (child && typeof child === 'object' && typeof child.type === 'string') {
      yield* nodes(child);
    }
  }
}

const loaderOf = (file: string) => (/\.[cm]?tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx');

/** One file's messages (in source order) and notes on what could not be read. */
export function fileMessages(file: string, cwd: string): { messages: Map<string, SourceMessage>; notes: string[] } {
  const source = relative(cwd, file).split(sep).join('/');
  let code: string;
  try {
    code = transformSync(readFileSync(file, 'utf8'), { loader: loaderOf(file), jsx: 'transform', jsxFactory: JSX, jsxFragment: `${JSX}.Fragment`, sourcefile: source, target: 'esnext', logLevel: 'silent' }).code;
  } catch (error) {
    throw esbuildFailure(error, pxErrors.TranslationSourceDoesNotParse, undefined, { file: source });
  }
  let tree: AnyNode;
  try {
    tree = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true }) as AnyNode;
  } catch (error) {
    throw pxErrors.TranslationSourceDoesNotParse.create({ message: (error as Error).message }, { where: { file: source } });
  }
  const components = new Set<string>();
  const functions = new Set<string>();
  for (const node of tree.body as AnyNode[]) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== '@docusaurus/Translate') continue;
    for (const specifier of node.specifiers as AnyNode[]) {
      if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 'translate') functions.add(specifier.local.name);
    }
  }
  const messages = new Map<string, SourceMessage>();
  const notes: string[] = [];
  if (!components.size && !functions.size) return { messages, notes };
  const add = (id: unknown, message: unknown, description: unknown, what: string) => {
    const text = typeof message === 'string' ? message : typeof id === 'string' ? id : undefined;
    if (text === undefined) {
      notes.push(`${source}: ${what} has neither an id nor a message written out as a string; left out`);
      return;
    }
    messages.set(typeof id === 'string' ? id : text, { message: text, ...(typeof description === 'string' && description ? { description } : {}) });
  };
  for (const node of nodes(tree)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue;
    const line = node.loc?.start.line;
    if (functions.has(node.callee.name)) {
      const first = node.arguments.length === 1 || node.arguments.length === 2 ? staticValue(node.arguments[0]) : undefined;
      if (!first || typeof first.value !== 'object') {
        notes.push(`${source}: a translate() call (line ${line} of the compiled code) does not take an object written out as strings; left out`);
        continue;
      }
      const { id, message, description } = first.value as Record<string, unknown>;
      add(id, message, description, 'a translate() call');
    } else if (node.callee.name === JSX && node.arguments[0]?.type === 'Identifier' && components.has(node.arguments[0].name)) {
      const props = node.arguments[1] as AnyNode | undefined;
      const prop = (name: string): unknown => {
        if (!props || props.type !== 'ObjectExpression') return undefined;
        const found = (props.properties as AnyNode[]).find((property) => property.type === 'Property' && !property.computed && (property.key.name ?? property.key.value) === name);
        if (!found) return undefined;
        const value = staticValue(found.value);
        if (!value || typeof value.value !== 'string') {
          notes.push(`${source}: the ${name} of a <Translate> is not written out as a string; read without it`);
          return undefined;
        }
        return value.value;
      };
      // As Docusaurus: the last child that is not blank space, which must be text or a value written out.
      const children = (node.arguments.slice(2) as AnyNode[]).filter((child) => !(child.type === 'Literal' && typeof child.value === 'string' && child.value.trim() === ''));
      const last = children.at(-1);
      const value = last ? staticValue(last) : undefined;
      if (!value || typeof value.value !== 'string') {
        notes.push(`${source}: a <Translate> whose text is not written out (it has to be a static string, like <Translate>text</Translate>); left out`);
        continue;
      }
      add(prop('id'), value.value.trim().replace(/\s+/g, ' '), prop('description'), 'a <Translate>');
    }
  }
  return { messages, notes };
}

/** The messages of every source file under `dir`, later files' taking a key over (as Docusaurus merges them), with the notes. */
export function siteSourceMessages(dir: string, cwd: string): { messages: Map<string, SourceMessage>; notes: string[] } {
  const messages = new Map<string, SourceMessage>();
  const notes: string[] = [];
  for (const file of sourceFiles(dir)) {
    const found = fileMessages(file, cwd);
    for (const [key, value] of found.messages) messages.set(key, value);
    notes.push(...found.notes);
  }
  return { messages, notes };
}
