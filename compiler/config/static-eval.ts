// Reads a JavaScript/TypeScript config file WITHOUT running it: the file is
// parsed (esbuild strips TypeScript, acorn parses) and the default export is
// evaluated from literals only. What cannot be known without running code
// (functions, calls, spreads, imports) becomes an `Unknown` naming why.
import { Parser, type Node } from 'acorn';
import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { siteModuleFile } from './site-module-file.js';

export class Unknown {
  /**
   * `source`: the expression as the config writes it, where it was met as a value (`packageJson.homepage`), for messages.
   * `code`: for a function that reads nothing from outside itself but standard globals
   * (`(code) => code.replace(/npm/g, 'bun')`), its JavaScript: it means the same wherever it
   * is written, so a translated config may hold it as code where a plugin option takes a function.
   * `origin`: the export of a site's own module the value is (`import rustCode from './src/remark/rust'`),
   * so a translated config can import that module where it cannot hold the value itself.
   */
  constructor(readonly reason: string, readonly source?: string, readonly code?: string, readonly origin?: SiteExport) {}

  /** The same, met where the config writes `source`. */
  at(source: string): Unknown {
    return new Unknown(this.reason, source, this.code, this.origin);
  }

  /** The same, known to be the export `origin` of a site's module. */
  from(origin: SiteExport): Unknown {
    return new Unknown(this.reason, this.source, this.code, origin);
  }
}

/** An export of a site's own module: `path` relative to the site folder, as written (`src/remark/rust`), and its name (`default`). */
export interface SiteExport {
  path: string;
  name: string;
}

/**
 * A function the config holds (a plugin written in place:
 * `function (context, options) { return { name, injectHtmlTags() { … } }; }`). As a
 * value it is unknown like any function; `pluginShape` reads what it returns.
 */
export class FunctionRef extends Unknown {
  constructor(reason: string, source: string | undefined, code: string | undefined, readonly node: AnyNode, readonly scope: ModuleScope, origin?: SiteExport) {
    super(reason, source, code, origin);
  }

  override at(source: string): FunctionRef {
    return new FunctionRef(this.reason, source, this.code, this.node, this.scope, this.origin);
  }

  override from(origin: SiteExport): FunctionRef {
    return new FunctionRef(this.reason, this.source, this.code, this.node, this.scope, origin);
  }
}

/** `require('x')` or `require.resolve('x')`: a module named by the config, not loaded. */
export class ModuleRef {
  /**
   * `member`: the properties read from the module, as `themes.github` of
   * `import { themes } from 'prism-react-renderer'` (`default` is the module itself).
   */
  constructor(readonly name: string, readonly member: string[] = []) {}
}

/** `path.resolve(__dirname, 'x')` and friends: a path, relative to the config's folder. */
export class PathRef {
  /**
   * `module`: what `require('./x')` or `import x from './x'` gives, the module itself (a plugin's function), not
   * its path (`require.resolve`): Docusaurus resolves a plugin's relative paths from the config's folder for a
   * function, from the module's for a path.
   */
  constructor(readonly path: string, readonly module = false) {}
}

/**
 * A value the written config must compute when it loads, as its JavaScript:
 * `© ${new Date().getFullYear()} Name` (Docusaurus's default footer) stays a
 * template that says this year every year.
 */
export class CodeRef {
  constructor(readonly code: string) {}
}

export type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value } | Unknown | ModuleRef | PathRef | CodeRef;

type AnyNode = Node & Record<string, any>;

/** Standard constructors whose value, made of data, a carried function may read as the config made it. */
const COLLECTIONS = new Set(['Set', 'Map', 'RegExp']);

/**
 * The default export of a config file's source, evaluated statically. With `dir` (the site
 * folder, where the config is), a value the config imports from a file of the site
 * (`import tdk from './src/data/tdk'`, `const { theme } = require('./src/prism')`) is read from
 * that file the same way, without running it; without it, such a value stays unknown.
 */
export function evaluateConfigSource(code: string, file: string, options: { dir?: string; onSiteValue?: SiteValueListener } = {}): Value {
  const modules = options.dir === undefined ? undefined : new SiteModules(options.dir, options.onSiteValue);
  const scope = readModule(code, file, '.', modules);
  const exported = defaultExport(scope);
  // Said after "the exported config is" (init): a noun phrase, as every other reason is.
  if (!exported) return new Unknown('nowhere: the file has no `export default` or `module.exports =` at its top level');
  // Docusaurus also takes a function (sync or async) that returns the config.
  if (FUNCTION.has(exported.type)) return returnedValue(exported, scope);
  return new Evaluator(scope).value(exported);
}

/** A module's default export: the function's own declaration when it exports a function by name (`module.exports = myPlugin`). */
function defaultExport(scope: ModuleScope): AnyNode | undefined {
  const exported = scope.exported.get('default');
  const named = exported?.type === 'Identifier' ? scope.bindings.get(exported.name) : undefined;
  return named && FUNCTION.has(named.type) ? named : exported;
}

/**
 * A site's plugin module (`plugins: ['./src/plugins/analytics']`) read without
 * running it: the function it exports, for `pluginShape`. `base`: its folder,
 * relative to the site folder (where its `require.resolve('./client')` starts).
 */
export function pluginModule(code: string, file: string, base = '.'): FunctionRef | Unknown {
  const scope = readModule(code, file, base, undefined);
  const exported = defaultExport(scope);
  if (!exported) return new Unknown(`${file} has no \`export default\` or \`module.exports =\``);
  if (!FUNCTION.has(exported.type)) return new Unknown(`${file} exports no plugin function`);
  return new FunctionRef('a plugin function', undefined, undefined, exported, scope);
}

/** What a plugin function returns, as far as it can be read without running it. */
export interface PluginShape {
  /** Its `name`, when written as a string. */
  name?: string;
  /** What its `injectHtmlTags` returns (`{ headTags, preBodyTags, postBodyTags }`), when it has one. */
  tags?: Value;
  /** What its `getClientModules` returns (paths, as `require.resolve('./client')` gives them), when it has one. */
  clientModules?: Value;
  /**
   * The PostCSS plugins its `configurePostCss` adds (`postcssOptions.plugins.push(require('tailwindcss'))`):
   * the packages it requires or imports, in the order written.
   */
  postcssPlugins?: string[];
  /** Its other keys (`configureWebpack`, `loadContent`, `getClientModules`…): what it does besides. */
  others: string[];
  /** Why what it returns could not be read. */
  unknown?: string;
}

/**
 * The names a plugin function's body sees: its module's, with its options parameter bound to
 * `options` (the config's) and its context parameter to `context`, what init knows of Docusaurus's
 * (`pluginContext`: `siteConfig`, `baseUrl`, `i18n`); without it, or for what it does not hold, unknown.
 */
function pluginBindings({ node, scope }: FunctionRef, options: Value, context?: Value): Map<string, AnyNode> {
  const bindings = new Map(scope.bindings);
  const [contextParam, optionsParam] = node.params as (AnyNode | undefined)[];
  const unbound = new Set<string>();
  patternNames(contextParam, unbound);
  for (const name of unbound) bindings.delete(name);
  if (contextParam && context !== undefined) bindPattern(contextParam, { type: KNOWN_VALUE, value: context } as unknown as AnyNode, bindings);
  if (optionsParam) bindPattern(optionsParam, { type: KNOWN_VALUE, value: options } as unknown as AnyNode, bindings);
  return bindings;
}

/**
 * Reads a plugin function as Docusaurus calls it, `plugin(context, options)`,
 * with `options` the value the config gives it and `context` what init knows of the
 * site's (`pluginContext`): the object it returns (at the top of its body, after its
 * own `const`s), its name, and what its `injectHtmlTags` and `getClientModules` return.
 */
export function pluginShape(plugin: FunctionRef, options: Value, context?: Value): PluginShape {
  const { node, scope } = plugin;
  const bindings = pluginBindings(plugin, options, context);
  let returned = returnedNode(node, bindings);
  while (returned?.type === 'Identifier' && bindings.has(returned.name)) returned = bindings.get(returned.name);
  if (returned?.type === 'ParenthesizedExpression') returned = returned.expression;
  if (returned?.type !== 'ObjectExpression') return { others: [], unknown: 'a plugin function that returns no object written at the top of its body' };
  const own = { ...scope, bindings };
  const evaluator = new Evaluator(own);
  const shape: PluginShape = { others: [] };
  for (const property of returned.properties as AnyNode[]) {
    if (property.type !== 'Property' || property.computed) {
      shape.others.push(scope.js.slice(property.start, property.end).slice(0, 40));
      continue;
    }
    const key = property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
    if (key === 'name') {
      const name = evaluator.value(property.value);
      if (typeof name === 'string') shape.name = name;
    } else if (key === 'injectHtmlTags' && FUNCTION.has(property.value.type)) {
      shape.tags = returnedValue(property.value, own);
    } else if (key === 'getClientModules' && FUNCTION.has(property.value.type)) {
      shape.clientModules = returnedValue(property.value, own);
    } else if (key === 'configurePostCss' && FUNCTION.has(property.value.type)) {
      shape.postcssPlugins = requiredPackages(property.value, scope);
    } else shape.others.push(key);
  }
  return shape;
}

/** A package name as `require` or `import` names it (not a relative path). */
const REQUIRED = /\brequire\(\s*(['"])([^'"./][^'"]*)\1\s*\)|\b([A-Za-z_$][\w$]*)\b/g;

/**
 * The packages a function's body requires (`require('tailwindcss')`), or names through
 * the module's imports (`import tailwind from 'tailwindcss'` … `plugins.push(tailwind)`),
 * in the order written, each once.
 */
function requiredPackages(node: AnyNode, scope: ModuleScope): string[] {
  // The module's names for packages: `import tailwind from 'tailwindcss'`, `const tailwind = require('tailwindcss')`.
  const imported = new Map<string, string>();
  for (const [name, source] of scope.imports) if (/^[^./]/.test(source)) imported.set(name, source);
  for (const [name, bound] of scope.bindings) {
    if (typeof bound.start !== 'number' || imported.has(name)) continue;
    const module = /^require\(\s*(['"])([^'"./][^'"]*)\1\s*\)$/.exec(scope.js.slice(bound.start, bound.end))?.[2];
    if (module) imported.set(name, module);
  }
  const found: string[] = [];
  for (const match of scope.js.slice(node.start, node.end).matchAll(REQUIRED)) {
    const name = match[2] ?? imported.get(match[3]);
    // PostCSS itself is no plugin: a plugin written in place uses it (svg/svgo.dev's
    // `new postcss.AtRule(…)`), and init wrote `require("postcss")` into postcss.config.cjs as a plugin.
    if (name && name !== 'postcss' && !found.includes(name)) found.push(name);
  }
  return found;
}

/** `@docusaurus/plugin-content-blog` and `-docs`, as a module's text names them. */
const CONTENT_PLUGIN = /['"]@docusaurus\/plugin-content-(blog|docs)['"]/;

/**
 * The content plugin a plugin function calls and extends (`await require('@docusaurus/plugin-content-blog').default(context, opts)`,
 * or through a name the module imports or requires it as), and the options it passes it, read as
 * Docusaurus calls the function: `options` the config's, `context` unknown, the function's own
 * `const`s before the call bound (a folder made from `context.siteDir` is then unknown). The
 * options are undefined when the call passes none written in place. Undefined when the function
 * calls no content plugin: one written in the config may sit beside a preset naming the package.
 */
export function wrappedContentPlugin(plugin: FunctionRef, options: Value): { kind: 'blog' | 'docs'; options?: Value } | undefined {
  const { node, scope } = plugin;
  if (!FUNCTION.has(node.type)) return undefined;
  // The module's names bound to a content plugin: `import pluginContentBlog from '…'`, `const blog = require('…')`.
  const named = new Map<string, 'blog' | 'docs'>();
  for (const [name, source] of scope.imports) {
    const kind = CONTENT_PLUGIN.exec(JSON.stringify(source))?.[1] as 'blog' | 'docs' | undefined;
    if (kind) named.set(name, kind);
  }
  for (const [name, bound] of scope.bindings) {
    if (bound === node || typeof bound.start !== 'number' || FUNCTION.has(bound.type)) continue;
    const kind = CONTENT_PLUGIN.exec(scope.js.slice(bound.start, bound.end))?.[1] as 'blog' | 'docs' | undefined;
    if (kind) named.set(name, kind);
  }
  const kindOf = (callee: AnyNode): 'blog' | 'docs' | undefined => {
    const text = scope.js.slice(callee.start, callee.end);
    const direct = CONTENT_PLUGIN.exec(text)?.[1] as 'blog' | 'docs' | undefined;
    if (direct) return direct;
    let root = callee;
    while (root.type === 'MemberExpression') root = root.object;
    return root.type === 'Identifier' ? named.get(root.name) : undefined;
  };
  const bindings = pluginBindings(plugin, options);
  const statements: AnyNode[] = node.body.type === 'BlockStatement' ? node.body.body : [node.body];
  for (const statement of statements) {
    const call = findCall(statement, (candidate) => kindOf(candidate.callee) !== undefined);
    if (call) {
      const kind = kindOf(call.callee)!;
      const passed = call.arguments[1] as AnyNode | undefined;
      return { kind, ...(passed && passed.type !== 'SpreadElement' ? { options: new Evaluator({ ...scope, bindings }).value(passed) } : {}) };
    }
    if (statement.type === 'VariableDeclaration') bindVariables(statement, bindings);
  }
  return undefined;
}

/** The first call under `node` (not inside a nested function) that `match` accepts. */
function findCall(node: AnyNode, match: (call: AnyNode) => boolean): AnyNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (node.type === 'CallExpression' && match(node)) return node;
  if (FUNCTION.has(node.type)) return undefined;
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const child = (node as Record<string, unknown>)[key];
    const children = Array.isArray(child) ? child : [child];
    for (const each of children) {
      if (!each || typeof each !== 'object' || typeof (each as AnyNode).type !== 'string') continue;
      const found = findCall(each as AnyNode, match);
      if (found) return found;
    }
  }
  return undefined;
}

/** String methods that compute a string from the string and plain arguments, and nothing else. */
const STRING_METHODS = new Set(['replace', 'replaceAll', 'trim', 'trimStart', 'trimEnd', 'toLowerCase', 'toUpperCase', 'startsWith', 'endsWith', 'includes']);

/**
 * `value.method(...args)` for a method of STRING_METHODS, when its arguments are plain (a string or
 * a regular expression to find, a string to put instead: not a function); undefined otherwise.
 */
function stringMethod(value: string, method: string, args: unknown[]): string | boolean | undefined {
  // `version.startsWith('3.')`, as a predicate of `filter` or `find` writes it.
  if (method === 'startsWith' || method === 'endsWith' || method === 'includes') {
    const [search] = args;
    if (args.length !== 1 || typeof search !== 'string') return undefined;
    return method === 'startsWith' ? value.startsWith(search) : method === 'endsWith' ? value.endsWith(search) : value.includes(search);
  }
  if (method === 'replace' || method === 'replaceAll') {
    const [pattern, replacement] = args;
    if (args.length !== 2 || typeof replacement !== 'string' || !(typeof pattern === 'string' || pattern instanceof RegExp)) return undefined;
    try {
      return method === 'replace' ? value.replace(pattern, replacement) : value.replaceAll(pattern, replacement);
    } catch {
      // replaceAll of a regular expression without the g flag throws, as the config would.
      return undefined;
    }
  }
  if (args.length) return undefined;
  return method === 'trim' ? value.trim() : method === 'trimStart' ? value.trimStart() : method === 'trimEnd' ? value.trimEnd() : method === 'toLowerCase' ? value.toLowerCase() : value.toUpperCase();
}

/** What `helperCall` answers for a callee that is not a function of the file it can read. */
const NOT_A_HELPER: unique symbol = Symbol('not a helper');

/** A synthetic node standing for a value already known (a plugin's options, given by the config). */
const KNOWN_VALUE = 'PxdocsKnownValue';

/** Binds the names of a parameter (`options`, `{ id, clientID }`, `options = {}`) to parts of `value`. */
function bindPattern(pattern: AnyNode, value: AnyNode, bindings: Map<string, AnyNode>): void {
  if (pattern.type === 'Identifier') bindings.set(pattern.name, value);
  else if (pattern.type === 'AssignmentPattern') bindPattern(pattern.left, value, bindings);
  else if (pattern.type === 'ObjectPattern') {
    for (const property of pattern.properties as AnyNode[]) {
      if (property.type !== 'Property' || property.computed) continue;
      bindPattern(property.value, memberOf(value, property.key.type === 'Identifier' ? property.key.name : String(property.key.value)), bindings);
    }
  }
}

/** A parsed module: its top-level names and what it exports, by export name (`default` included). */
interface ModuleScope {
  bindings: Map<string, AnyNode>;
  imports: Map<string, string>;
  exported: Map<string, AnyNode>;
  /**
   * Names exported from other modules: `export { a as b } from './x'` (b → x's a) and
   * `export * from './x'` (any name x exports), their paths as written.
   */
  reexported: Map<string, { from: string; name: string }>;
  reexportsAll: string[];
  js: string;
  program: AnyNode;
  /** Its folder, relative to the site folder: where its relative imports start. */
  base: string;
  modules?: SiteModules;
}

function readModule(code: string, file: string, base: string, modules: SiteModules | undefined): ModuleScope {
  // Types stripped, the module left as written: with a `format`, esbuild renames a top-level
  // `const require = createRequire(import.meta.url)` (Babel's config) to `require2`, and the
  // `require('x')` calls that name plugins would no longer be known as such.
  const js = /\.(c|m)?tsx?$/.test(file) ? transformSync(code, { loader: 'ts' }).code : code;
  const program = Parser.parse(js, { ecmaVersion: 'latest', sourceType: 'module', allowReturnOutsideFunction: true, allowHashBang: true }) as AnyNode;
  const bindings = new Map<string, AnyNode>();
  const imports = new Map<string, string>();
  const exported = new Map<string, AnyNode>();
  const reexported = new Map<string, { from: string; name: string }>();
  const reexportsAll: string[] = [];
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'VariableDeclaration') {
      bindVariables(statement, bindings);
    } else if (statement.type === 'FunctionDeclaration' && statement.id) {
      bindings.set(statement.id.name, statement);
    } else if (statement.type === 'ImportDeclaration') {
      // `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'` makes `npm2yarn` name that module.
      for (const specifier of statement.specifiers as AnyNode[]) {
        if (specifier.type !== 'ImportSpecifier') imports.set(specifier.local.name, statement.source.value);
        // `import { themes as prismThemes } from 'prism-react-renderer'`: `prismThemes` is that module's `themes`.
        else bindings.set(specifier.local.name, memberOf({ type: 'ImportExpression', source: statement.source } as unknown as AnyNode, specifier.imported.name ?? specifier.imported.value));
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source && typeof statement.source.value === 'string') {
      // `export { NAVBAR } from './navbar'`, `export { default as FOOTER } from './footer'`: read from that module.
      for (const specifier of (statement.specifiers ?? []) as AnyNode[]) {
        if (specifier.type === 'ExportSpecifier') reexported.set(specifier.exported.name ?? specifier.exported.value, { from: statement.source.value, name: specifier.local.name ?? specifier.local.value });
      }
    } else if (statement.type === 'ExportAllDeclaration' && !statement.exported && typeof statement.source?.value === 'string') {
      // `export * from './plugins'`: a barrel (VolkovLabs/volkovlabs.io's config/index.ts gathers its config's parts so).
      reexportsAll.push(statement.source.value);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      // `export const darkTheme = themes.oneDark` (a data module's), and `export { config as default }`, as written.
      const declaration = statement.declaration as AnyNode | null;
      if (declaration?.type === 'VariableDeclaration') {
        bindVariables(declaration, bindings);
        for (const declarator of declaration.declarations as AnyNode[]) if (declarator.id.type === 'Identifier' && declarator.init) exported.set(declarator.id.name, declarator.id);
      } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
        bindings.set(declaration.id.name, declaration);
        exported.set(declaration.id.name, declaration.id);
      }
      for (const specifier of (statement.specifiers ?? []) as AnyNode[]) exported.set(specifier.exported.name ?? specifier.exported.value, specifier.local);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      exported.set('default', statement.declaration);
    } else if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
      const left = statement.expression.left as AnyNode;
      if (left.type === 'MemberExpression' && left.object.name === 'module' && (left.property.name === 'exports' || left.property.value === 'exports')) exported.set('default', statement.expression.right);
    }
  }
  return { bindings, imports, exported, reexported, reexportsAll, js, program, base, modules };
}

/** Told of each value read from a site's own file: the file (from the site folder, with `/`) and the export's name. */
export type SiteValueListener = (file: string, name: string) => void;

/**
 * The site's own modules a config imports, read as the config is (nothing run), each once.
 * Only plain data and values naming a package's export (`themes.oneDark` of prism-react-renderer)
 * are taken from them; anything else stays unknown, as it was when such files were not read.
 */
class SiteModules {
  private readonly scopes = new Map<string, ModuleScope | undefined>();
  private readonly evaluating = new Set<string>();
  constructor(private readonly dir: string, private readonly onValue?: SiteValueListener) {}

  /** What the module at `path` (relative to the site folder) exports as `name`: `default`, or a named export (else a property of its default object, as CommonJS's `module.exports`). */
  exported(path: string, name: string): Value | undefined {
    const file = siteModuleFile(this.dir, path);
    if (!file) return undefined;
    const key = `${file}\0${name}`;
    if (this.evaluating.has(key)) return undefined;
    this.evaluating.add(key);
    try {
      const value = this.read(file, name);
      if (value !== undefined) this.onValue?.(relative(this.dir, file).split(sep).join('/'), name);
      return value;
    } catch {
      // A file that does not parse is left for the build to name; here its value is only unknown.
      return undefined;
    } finally {
      this.evaluating.delete(key);
    }
  }

  private read(file: string, name: string): Value | undefined {
    if (file.endsWith('.json')) {
      let data = JSON.parse(readFileSync(file, 'utf8')) as Value;
      // package.json's version moves with every release: written into pxdocs.config.mjs once, it would
      // stay behind, so it stays unknown (init asks for it by hand). Its homepage and repository
      // (`url: pkg.homepage`, prettier's config) are read as any JSON file's values.
      if (basename(file) === 'package.json' && isPlainObject(data) && data.version !== undefined) data = { ...data, version: new Unknown("package.json's version, which moves with every release") };
      return usable(name === 'default' ? data : isPlainObject(data) && Object.hasOwn(data, name) ? data[name] : undefined);
    }
    const scope = this.scope(file);
    if (!scope) return undefined;
    const node = scope.exported.get(name);
    if (node) return usable(new Evaluator(scope).value(node));
    // Re-exported: the module it comes from, read the same way (only a site's own relative modules).
    const named = scope.reexported.get(name);
    if (named) return named.from.startsWith('.') ? this.exported(sitePath(scope.base, named.from), named.name) : undefined;
    if (name !== 'default') {
      for (const from of scope.reexportsAll) {
        if (!from.startsWith('.')) continue;
        const value = this.exported(sitePath(scope.base, from), name);
        if (value !== undefined) return value;
      }
    }
    const whole = scope.exported.get('default');
    const object = whole ? new Evaluator(scope).value(whole) : undefined;
    return usable(isPlainObject(object) && Object.hasOwn(object, name) ? object[name] : undefined);
  }

  private scope(file: string): ModuleScope | undefined {
    if (!this.scopes.has(file)) {
      const base = relative(this.dir, dirname(file)) || '.';
      this.scopes.set(file, readModule(readFileSync(file, 'utf8'), file, base, this));
    }
    return this.scopes.get(file);
  }
}

/**
 * The value of a site module's export as the config sees it: data as read; a function, or what
 * could not be read (`undefined`: the value of a call, say), unknown, marked with the export it is,
 * so a plugin the site keeps in its own file (`import rustCode from './src/remark/rust'`) can be
 * carried as an import of that file.
 */
function siteExport(value: Value | undefined, origin: SiteExport, reason: string): Value {
  if (value === undefined) return new Unknown(reason).from(origin);
  return value instanceof Unknown ? value.from(origin) : value;
}

/**
 * A value read from a site module, when the translation can take it: anything but a value that is
 * itself unknown (a function stays the import it was). A list or object may hold paths, package
 * exports and unknown parts, each named by the translation where it stands: seriohub/vui-docs keeps
 * its whole `plugins` list (docs instances with `require.resolve('./sidebars.js')`, a plugin's
 * `modifyContent` method) in plugins.ts, and init said the list was "read at run time".
 */
function usable(value: Value): Value | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Unknown && !(value instanceof FunctionRef)) return undefined;
  return value;
}

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The operators a condition compares with (see Evaluator.condition). */
const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=']);

function bindVariables(statement: AnyNode, bindings: Map<string, AnyNode>): void {
  for (const declarator of statement.declarations as AnyNode[]) {
    if (!declarator.init) continue;
    if (declarator.id.type === 'Identifier') bindings.set(declarator.id.name, declarator.init);
    // `const { themes } = require('prism-react-renderer')`: each name is that property of the value.
    else if (declarator.id.type === 'ObjectPattern') {
      for (const property of declarator.id.properties as AnyNode[]) {
        if (property.type !== 'Property' || property.computed || property.value.type !== 'Identifier') continue;
        bindings.set(property.value.name, memberOf(declarator.init, property.key.type === 'Identifier' ? property.key.name : String(property.key.value)));
      }
    }
  }
}

/** A `object.name` node, for names bound by destructuring or named imports. */
function memberOf(object: AnyNode, name: string): AnyNode {
  return { type: 'MemberExpression', object, property: { type: 'Identifier', name }, computed: false } as unknown as AnyNode;
}

/**
 * What a config function returns: an arrow's expression, or the first `return`
 * at the top of its body, read with the body's own `const`s in scope. Any other
 * statement is skipped: what it would change at run time stays unknown.
 */
function returnedValue(fn: AnyNode, outer: ModuleScope): Value {
  const bindings = new Map(outer.bindings);
  for (const param of fn.params as AnyNode[]) if (param.type === 'Identifier') bindings.delete(param.name);
  const returned = returnedNode(fn, bindings);
  if (returned === undefined) return new Unknown('a function that returns no config object at the top of its body');
  return returned === null ? undefined : new Evaluator({ ...outer, bindings }).value(returned);
}

/**
 * The expression a function returns (`null`: a bare `return`), with the `const`s
 * of its body before it bound in `bindings`; undefined when there is no `return`
 * at the top of its body.
 */
function returnedNode(fn: AnyNode, bindings: Map<string, AnyNode>): AnyNode | null | undefined {
  if (fn.body.type !== 'BlockStatement') return fn.body;
  for (const statement of fn.body.body as AnyNode[]) {
    if (statement.type === 'VariableDeclaration') bindVariables(statement, bindings);
    else if (statement.type === 'ReturnStatement') return statement.argument ?? null;
  }
  return undefined;
}

class Evaluator {
  /** `js`: the parsed text, for the source of what stays unknown. */
  private readonly bindings: Map<string, AnyNode>;
  private readonly imports: Map<string, string>;
  private readonly js: string;
  private readonly program: AnyNode;
  /** `resolving`: the names being read, through which a name that refers to itself is found unknown. */
  constructor(private readonly scope: ModuleScope, private readonly resolving = new Set<string>()) {
    ({ bindings: this.bindings, imports: this.imports, js: this.js, program: this.program } = scope);
  }

  /** A path a module of the site names (`./x`), relative to the site folder. */
  private sitePath(...parts: string[]): string {
    return sitePath(this.scope.base, ...parts);
  }

  /**
   * An object property's or list element's value. What stays unknown keeps the
   * expression written there, so a message can quote it (`v${version}`)
   * rather than what it is made of.
   */
  private member(node: AnyNode): Value {
    const value = this.value(node);
    return value instanceof Unknown ? value.at(this.js.slice(node.start, node.end)) : value;
  }

  value(node: AnyNode): Value {
    switch (node.type) {
      case KNOWN_VALUE:
        return node.value as Value;
      case 'Literal':
        return node.regex ? new Unknown('a regular expression') : (node.value as Value);
      case 'TemplateLiteral':
        return this.template(node);
      case 'ArrayExpression':
        return (node.elements as (AnyNode | null)[]).flatMap((element): Value[] => {
          if (!element) return [undefined];
          if (element.type !== 'SpreadElement') return [this.member(element)];
          // `[...shared, 'x']` with `const shared = [...]` is that list; anything else stays unknown.
          const spread = this.value(element.argument);
          return Array.isArray(spread) ? spread : [new Unknown('a spread (...) of values computed at run time', this.js.slice(element.start, element.end))];
        });
      case 'ObjectExpression': {
        const out: Record<string, Value> = {};
        for (const property of node.properties as AnyNode[]) {
          if (property.type === 'SpreadElement') {
            // `{ ...config, x: 1 }` (a config built in a variable, then exported with extras):
            // its keys are written in, in order; one whose value is not known is kept under a
            // `...<source>` key, so the translation names it instead of losing it silently.
            const spread = this.value(property.argument);
            if (isPlainObject(spread)) Object.assign(out, spread);
            else {
              // A module's exports (`...require('x')`, an imported object) stay named by the module.
              // Keyed by its source on one line, shortened: a key is printed as a name.
              const source = this.js.slice(property.start, property.end).replace(/\s+/g, ' ');
              const key = source.length > 60 ? `${source.slice(0, 59)}…` : source;
              out[key] = spread instanceof ModuleRef ? spread : new Unknown(spread instanceof Unknown ? spread.reason : 'a spread (...) of a value that is not an object', source);
            }
            continue;
          }
          if (property.type !== 'Property') continue;
          let key: string;
          if (property.computed) {
            // `versions: { [lastVersion]: { badge: false } }` (react-native-website, `lastVersion` the first of
            // versions.json): the key as it evaluates; one known only at run time is kept under its source,
            // so the translation names it (it was dropped without a word).
            const computed = this.value(property.key);
            const source = `[${this.js.slice(property.key.start, property.key.end)}]`;
            if (typeof computed !== 'string' && typeof computed !== 'number') {
              out[source] = new Unknown('a key computed at run time', source);
              continue;
            }
            key = String(computed);
          } else key = property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
          // A method (`createRedirects(path) { … }`) is a function too: its text starts at its parameters, so it is written as a function expression.
          out[key] = property.kind !== 'init' ? new Unknown('a getter or setter') : property.method ? this.func(property.value, `${property.value.async ? 'async ' : ''}function${property.value.generator ? '*' : ''} `) : this.member(property.value);
        }
        return out;
      }
      case 'Identifier': {
        if (node.name === 'undefined') return undefined;
        const imported = this.imports.get(node.name);
        if (imported !== undefined) {
          if (!imported.startsWith('.')) return new ModuleRef(imported);
          return siteExport(this.scope.modules?.exported(this.sitePath(imported), 'default'), { path: this.sitePath(imported), name: 'default' }, `the import \`${node.name}\` from ${imported}`);
        }
        const bound = this.bindings.get(node.name);
        if (!bound || this.resolving.has(node.name)) return new Unknown(`the variable \`${node.name}\`, defined outside the config object`);
        this.resolving.add(node.name);
        try {
          return this.value(bound);
        } finally {
          this.resolving.delete(node.name);
        }
      }
      case 'BinaryExpression': {
        // `showLastUpdateTime: process.env.NODE_ENV === 'production'`, `isPreview: process.env.PREVIEW === 'true'`:
        // a comparison is what a plain `docusaurus build` makes of it, as conditions are (see `condition`).
        if (COMPARISONS.has(node.operator as string)) {
          const compared = this.condition(node);
          return compared instanceof Unknown ? new Unknown('an expression') : compared;
        }
        // `'<div data-site="' + site + '"></div>'`: strings (and numbers) joined, when each part is known.
        if (node.operator !== '+') return new Unknown('an expression');
        const left = this.value(node.left);
        const right = this.value(node.right);
        if ((typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number') && (typeof left === 'string' || typeof right === 'string')) return `${left}${right}`;
        return new Unknown('an expression');
      }
      case 'UnaryExpression':
        // `undefined` in a TypeScript config, as esbuild writes it (`void 0`): react-native-website's
        // `onlyIncludeVersions: isDeployPreview ? […] : undefined` was "an expression" left out with a word.
        if (node.operator === 'void') return undefined;
        if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return -node.argument.value;
        if (node.operator === '!' && node.argument.type === 'Literal') return !node.argument.value;
        // `!process.env.CI`, `!isPreview`: as a plain build reads the condition.
        if (node.operator === '!') {
          const negated = this.condition(node);
          if (!(negated instanceof Unknown)) return negated;
        }
        return new Unknown('an expression');
      case 'LogicalExpression':
        // `process.env.BASE_URL ?? '/'`: the value a build without that variable gets.
        if ((node.operator === '??' || node.operator === '||') && isProcessEnv(node.left)) return this.value(node.right);
        if (node.operator === '&&') {
          // `isProduction && plugin`: the plugin, or false, as a plain build decides.
          const test = this.condition(node.left);
          if (!(test instanceof Unknown)) return test ? this.value(node.right) : false;
        }
        return new Unknown('an expression');
      case 'ConditionalExpression': {
        // `isPreview ? '/' : '/docs/'`: the branch a plain build (no CI variables set) takes.
        const test = this.condition(node.test);
        return test instanceof Unknown ? new Unknown('a choice made at run time') : this.value(test ? node.consequent : node.alternate);
      }
      case 'TSAsExpression':
      case 'ParenthesizedExpression':
        return this.value(node.expression);
      case 'CallExpression':
        return this.call(node);
      // `(await import('remark-math')).default`, as Docusaurus's docs write ESM-only plugins in a config function.
      case 'AwaitExpression':
        return this.value(node.argument);
      case 'ImportExpression':
        return node.source.type === 'Literal' && typeof node.source.value === 'string'
          ? (node.source.value.startsWith('.') ? new PathRef(this.sitePath(node.source.value), true) : new ModuleRef(node.source.value))
          : new Unknown('an import of a module named at run time');
      case 'MemberExpression': {
        // `require('x').default` still names the module `x`.
        const object = this.value(node.object);
        const name = node.computed ? (node.property.type === 'Literal' ? node.property.value : undefined) : node.property.name;
        if (object instanceof ModuleRef) {
          if (typeof name !== 'string') return new Unknown('a property of a module read at run time');
          return name === 'default' ? object : new ModuleRef(object.name, [...object.member, name]);
        }
        // `import { darkTheme } from './src/prism'`, `require('./src/data').title`: read from that file of the site.
        if (object instanceof PathRef && typeof name === 'string') {
          return siteExport(this.scope.modules?.exported(object.path, name), { path: object.path, name }, 'a property read at run time');
        }
        // `customFields.domain` of `const customFields = { domain: '…' }` (QuestDB's url).
        if (isPlainObject(object) && typeof name === 'string' && Object.hasOwn(object, name)) return object[name];
        // `versions[0]` of `const versions = require('./versions.json')` (a versioned site's lastVersion): an
        // element of a list, the file's whole value when the list is a file of the site.
        const list = object instanceof PathRef && typeof name === 'number' ? this.scope.modules?.exported(object.path, 'default') : object;
        if (Array.isArray(list) && typeof name === 'number' && Number.isInteger(name) && name >= 0 && name < list.length) return list[name];
        return new Unknown('a property read at run time');
      }
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      // `function bun(code) { … }`, named where a value is (`converters: [['Bun', bun]]`).
      case 'FunctionDeclaration':
        return this.func(node);
      default:
        return new Unknown(`an expression computed at run time (${node.type})`);
    }
  }

  /**
   * Whether a condition holds in a plain `docusaurus build`: NODE_ENV is
   * 'production' and other variables are unset (as `??` above reads them), so
   * `process.env.CONTEXT === 'deploy-preview'` is false and `!process.env.CI`
   * true. Unknown when it depends on anything else.
   */
  private condition(node: AnyNode): boolean | Unknown {
    // `docusaurus build` sets NODE_ENV to production; other variables are unset in a plain build.
    const env = (side: AnyNode) => (envName(side) === 'NODE_ENV' ? 'production' : undefined);
    const operand = (side: AnyNode): Value => {
      if (isProcessEnv(side)) return env(side);
      // `typeof process.env.ALGOLIA_API_KEY === 'string'` (QuestDB's config).
      if (side.type === 'UnaryExpression' && side.operator === 'typeof' && isProcessEnv(side.argument)) return typeof env(side.argument);
      return this.value(side);
    };
    switch (node.type) {
      case 'ParenthesizedExpression':
        return this.condition(node.expression);
      case 'UnaryExpression': {
        if (node.operator !== '!') break;
        const inner = this.condition(node.argument);
        return inner instanceof Unknown ? inner : !inner;
      }
      case 'LogicalExpression': {
        if (node.operator !== '&&' && node.operator !== '||') break;
        const left = this.condition(node.left);
        if (left instanceof Unknown) return left;
        if (node.operator === '&&' ? !left : left) return left;
        return this.condition(node.right);
      }
      case 'BinaryExpression': {
        if (!COMPARISONS.has(node.operator as string)) break;
        const left = operand(node.left);
        const right = operand(node.right);
        if (!isScalar(left) || !isScalar(right)) break;
        // `index > 0`: an order of two numbers, or of two strings; of anything else it is not guessed.
        if (!node.operator.includes('=')) {
          if (typeof left !== typeof right || (typeof left !== 'number' && typeof left !== 'string')) break;
          return node.operator === '<' ? left! < right! : left! > right!;
        }
        if (node.operator === '<=' || node.operator === '>=') {
          if (typeof left !== typeof right || (typeof left !== 'number' && typeof left !== 'string')) break;
          return node.operator === '<=' ? left! <= right! : left! >= right!;
        }
        // eslint-disable-next-line eqeqeq -- the config's own operator, as it would run
        const equal = node.operator.length === 3 ? left === right : left == right;
        return node.operator.startsWith('!') ? !equal : equal;
      }
      case 'Identifier': {
        const bound = this.bindings.get(node.name);
        if (!bound || this.resolving.has(node.name)) break;
        this.resolving.add(node.name);
        try {
          return this.condition(bound);
        } finally {
          this.resolving.delete(node.name);
        }
      }
      default: {
        const value = operand(node);
        if (isScalar(value)) return !!value;
      }
    }
    return new Unknown('a condition known only at run time');
  }

  /**
   * `${GITHUB_URL}/issues` with `const GITHUB_URL = '...'` is a string. The
   * current year is the one run-time expression a config's strings commonly
   * hold (a footer's copyright): it is kept as code, the rest written in.
   */
  private template(node: AnyNode): Value {
    const quasis = node.quasis as AnyNode[];
    const expressions = node.expressions as AnyNode[];
    let text = '';
    let code = '';
    let year = false;
    for (const [index, quasi] of quasis.entries()) {
      text += quasi.value.cooked;
      code += quasi.value.raw;
      const expression = expressions[index];
      if (!expression) continue;
      if (isCurrentYear(expression)) {
        year = true;
        code += '${new Date().getFullYear()}';
        continue;
      }
      const part = this.value(expression);
      if (typeof part !== 'string' && typeof part !== 'number') return new Unknown(`a template literal with ${part instanceof Unknown ? part.reason : 'a value that is not a string'}`);
      text += String(part);
      code += String(part).replace(/[\\`]|\$\{/g, (special) => `\\${special}`);
    }
    return year ? new CodeRef(`\`${code}\``) : text;
  }

  /**
   * A function is not run, but one that reads nothing from outside itself keeps its
   * text as `code` (see Unknown): a name the config defines elsewhere (a helper, an
   * import, `require`) would not exist where the text is written again, and a global
   * the config shadows would mean something else there.
   */
  /** A function as a value: unknown, with its code when it means the same anywhere, and itself, for `pluginShape`. */
  private func(node: AnyNode, prefix = ''): FunctionRef {
    const plain = this.funcCode(node, prefix);
    return new FunctionRef(plain.reason, undefined, plain.code, node, { ...this.scope, bindings: this.bindings });
  }

  private funcCode(node: AnyNode, prefix: string): Unknown {
    const outer = outerNames(node);
    if (typeof outer === 'string') return new Unknown(`a function that uses ${outer}`);
    const foreign = [...outer].filter((name) => !STANDARD_GLOBALS.has(name) || this.declaredNames().has(name));
    const code = prefix + this.js.slice(node.start, node.end);
    if (!foreign.length) return new Unknown('a function', undefined, code);
    // Names the config binds to plain values (`const repo = 'https://…'`) or to functions that read
    // nothing else are written with the function, in a scope of its own: the same function anywhere.
    const captured = this.captured(foreign);
    // Named by what could not be carried (a helper read may be fine, a constant beside it not): all the names read were named.
    if ('failed' in captured) return new Unknown(`a function that reads ${captured.failed.map((name) => `\`${name}\``).join(', ')} from outside itself`);
    return new Unknown('a function', undefined, `(() => {\n${captured.lines.join('\n')}\nreturn ${code};\n})()`);
  }

  private readonly capturing = new Set<string>();
  /**
   * `const name = …;` for each name, when every one is bound at the top of the config to data, to a
   * self-contained function, or to a standard collection of data (`new Set(['cli', 'api'])`, a `Map`, a
   * `RegExp`: commandkit's sidebarItemsGenerator reads such a set); else the names that are not.
   */
  private captured(names: string[]): { lines: string[] } | { failed: string[] } {
    const lines: string[] = [];
    const failed: string[] = [];
    for (const name of names) {
      const bound = this.bindings.get(name);
      if (!bound || this.imports.has(name) || this.capturing.has(name)) {
        failed.push(name);
        continue;
      }
      this.capturing.add(name);
      let line: string | undefined;
      try {
        line = this.collection(bound);
        if (line === undefined) {
          const value = this.value(bound);
          if (value instanceof Unknown && value.code !== undefined) line = value.code;
          else if (isData(value)) line = JSON.stringify(value);
        }
      } finally {
        this.capturing.delete(name);
      }
      if (line === undefined) failed.push(name);
      else lines.push(`const ${name} = ${line};`);
    }
    return failed.length ? { failed } : { lines };
  }

  /** `new Set([...])`, `new Map([...])`, `new RegExp(...)` of data, written again as it is; else undefined. */
  private collection(node: AnyNode): string | undefined {
    if (node.type !== 'NewExpression' || node.callee?.type !== 'Identifier' || !COLLECTIONS.has(node.callee.name) || this.declaredNames().has(node.callee.name)) return undefined;
    const args = (node.arguments as AnyNode[]).map((arg) => this.value(arg));
    if (!args.every(isData)) return undefined;
    return `new ${node.callee.name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
  }

  private declared: Set<string> | undefined;
  /** Every name the config file declares, in any scope (conservative: one that shadows a global anywhere counts). */
  private declaredNames(): Set<string> {
    if (!this.declared) {
      this.declared = new Set([...this.bindings.keys(), ...this.imports.keys()]);
      declarations(this.program, this.declared);
    }
    return this.declared;
  }

  private call(node: AnyNode): Value {
    const callee = node.callee as AnyNode;
    const args = node.arguments as AnyNode[];
    const first = args[0] ? this.value(args[0]) : undefined;
    if (callee.type === 'Identifier' && callee.name === 'require' && typeof first === 'string') return first.startsWith('.') ? new PathRef(this.sitePath(first), true) : new ModuleRef(first);
    if (callee.type === 'MemberExpression' && !callee.computed) {
      const object = callee.object as AnyNode;
      const method = callee.property.name as string;
      if (object.type === 'Identifier' && object.name === 'require' && method === 'resolve' && typeof first === 'string') return first.startsWith('.') ? new PathRef(this.sitePath(first)) : new ModuleRef(first);
      // `[a, isPreview && b].filter(Boolean)`: the list without what a plain build leaves out.
      // An entry not known stays, so a message can still name it.
      if (method === 'filter' && args.length === 1 && args[0].type === 'Identifier' && args[0].name === 'Boolean') {
        const list = this.value(object);
        if (Array.isArray(list)) return list.filter((item) => !isScalar(item) || !!item);
      }
      // `games.map((game) => ['@docusaurus/plugin-content-docs', { id: game.id, path: `docs/${game.id}` }])`
      // (NishizakiHayato/plrail_wiki builds five docs instances, their navbar and footer items from one
      // list): each element is what the function returns for it, when the list is known and the function
      // only computes a value from its parameters (see `applyPlain`).
      if (method === 'map' && args.length === 1) {
        const list = this.value(object);
        const fn = this.plainFunction(args[0]);
        if (Array.isArray(list) && fn) {
          const mapped = list.map((item, index) => this.applyPlain(fn.node, [item, index, list], fn.name));
          if (!mapped.includes(NOT_A_HELPER)) return mapped as Value[];
        }
      }
      // `versions.find((version) => version !== 'beta')` (raidprotect/docs's lastVersion, from versions.json),
      // `.filter(…)`: the elements the predicate holds for, read as `map` reads its function; unknown when
      // the predicate's answer for an element is.
      if ((method === 'find' || method === 'filter') && args.length === 1 && !(args[0].type === 'Identifier' && args[0].name === 'Boolean')) {
        const list = this.value(object);
        const fn = this.plainFunction(args[0]);
        if (Array.isArray(list) && fn) {
          const kept: Value[] = [];
          let known = true;
          for (const [index, item] of list.entries()) {
            const answer = this.applyPlain(fn.node, [item, index, list], fn.name);
            if (answer === NOT_A_HELPER || answer instanceof Unknown) {
              known = false;
              break;
            }
            if (!answer) continue;
            if (method === 'find') return item;
            kept.push(item);
          }
          if (known) return method === 'find' ? undefined : kept;
        }
      }
      // A string's own pure methods on known values: Project-HAMi/website's
      // `(process.env.DOCUSAURUS_SITE_URL || 'https://project-hami.io').replace(/\/$/, '')` is its url.
      if (STRING_METHODS.has(method)) {
        const receiver = this.value(object);
        if (typeof receiver === 'string') {
          const result = stringMethod(receiver, method, args.map((arg) => (arg.type === 'Literal' && arg.regex ? new RegExp(arg.regex.pattern, arg.regex.flags) : this.value(arg))));
          if (result !== undefined) return result;
        }
      }
      if (object.type === 'Identifier' && object.name === 'path' && (method === 'resolve' || method === 'join')) {
        const parts: string[] = [];
        for (const arg of args) {
          if (arg.type === 'Identifier' && arg.name === '__dirname') continue;
          const part = this.value(arg);
          if (typeof part !== 'string') return new Unknown('a path built at run time');
          parts.push(part);
        }
        // Relative to the config's folder: `path.resolve('x')` resolves from the working directory, which Docusaurus sets to the site folder.
        return new PathRef(this.sitePath(...parts));
      }
    }
    // `Boolean(MEILI_ENDPOINT || (MEILI_HOST && MEILI_SEARCH_KEY))`: true or false as a plain build decides (see `condition`).
    if (callee.type === 'Identifier' && callee.name === 'Boolean' && args.length === 1 && !this.declaredNames().has('Boolean')) {
      const truth = this.condition(args[0]);
      if (!(truth instanceof Unknown)) return truth;
    }
    // `({ ... })` wrapped in a type-annotation helper such as `defineConfig(...)` is still the object. Only a
    // plain name's call, and not a function of the site's own modules: fastify/website's
    // `onlyIncludeVersions: u.getVersionsIncluded({ versions, fastBuild })` was read as its argument object.
    if (args.length === 1 && (args[0].type === 'ObjectExpression' || args[0].type === 'ArrayExpression') && callee.type === 'Identifier' && !this.siteFunction(callee)) return this.value(args[0]);
    if (callee.type === 'Identifier') {
      const returned = this.helperCall(callee.name, args);
      if (returned !== NOT_A_HELPER) return returned;
    }
    return new Unknown('a function call');
  }

  /** Whether a called name is an export of one of the site's own modules (`const { labels } = require('./utils')`), which computes. */
  private siteFunction(callee: AnyNode): boolean {
    const value = this.value(callee);
    return value instanceof PathRef || (value instanceof Unknown && value.origin !== undefined);
  }

  /**
   * A call of a function the config file declares that only computes a value from its
   * parameters: `badgeLink(url, badge, name)` returning a template of them (ealush/vest's
   * navbar `html` items), `socialFooterItem(label, href)` returning a footer item. Its body
   * may hold `const`s and one `return`, nothing else (an `if`, a loop, an assignment could
   * change what it returns); it is read with the arguments' values bound to its parameters.
   * NOT_A_HELPER for any other callee, so the call stays an unknown function call.
   */
  private helperCall(name: string, args: AnyNode[]): Value | typeof NOT_A_HELPER {
    if (this.imports.has(name) || this.resolving.has(name)) return NOT_A_HELPER;
    const fn = this.bindings.get(name);
    if (!fn || !isPlainFunction(fn) || args.some((arg) => arg.type === 'SpreadElement')) return NOT_A_HELPER;
    return this.applyPlain(fn, args.map((arg) => this.member(arg)), name);
  }

  /**
   * The function an argument is, written in place (`(game) => ({ … })`) or named (`toPlugin`, a
   * function the config declares), when it only computes a value (see `isPlainFunction`); `name`
   * is the binding it is read through, which guards against a helper that calls itself.
   */
  private plainFunction(node: AnyNode): { node: AnyNode; name?: string } | undefined {
    if (isPlainFunction(node)) return { node };
    if (node.type !== 'Identifier' || this.imports.has(node.name) || this.resolving.has(node.name)) return undefined;
    const bound = this.bindings.get(node.name);
    return bound && isPlainFunction(bound) ? { node: bound, name: node.name } : undefined;
  }

  /** What a plain function (see `isPlainFunction`) returns given these values for its parameters; NOT_A_HELPER when that cannot be read. */
  private applyPlain(fn: AnyNode, given: Value[], name?: string): Value | typeof NOT_A_HELPER {
    const bindings = new Map(this.bindings);
    const params = fn.params as AnyNode[];
    for (const [index, param] of params.entries()) {
      if (param.type === 'RestElement') return NOT_A_HELPER;
      // A parameter with a default and no argument takes its default, as the call would.
      const value = given[index];
      const bound = value === undefined && param.type === 'AssignmentPattern' ? (param.right as AnyNode) : ({ type: KNOWN_VALUE, value } as unknown as AnyNode);
      bindPattern(param, bound, bindings);
    }
    const returned = returnedNode(fn, bindings);
    if (returned === undefined) return NOT_A_HELPER;
    if (returned === null) return undefined;
    if (name !== undefined) this.resolving.add(name);
    try {
      // The same names under way: a helper that calls itself stays unknown instead of recursing.
      return new Evaluator({ ...this.scope, bindings }, this.resolving).value(returned);
    } finally {
      if (name !== undefined) this.resolving.delete(name);
    }
  }
}

/**
 * A function that only computes a value from its parameters: an arrow's expression, or a body of
 * `const`s and one `return` at its end. Anything else (an `if`, a loop, an assignment) could change
 * what it returns, so it is not read.
 */
function isPlainFunction(fn: AnyNode): boolean {
  if (!FUNCTION.has(fn.type) || fn.async || fn.generator) return false;
  const statements = fn.body.type === 'BlockStatement' ? (fn.body.body as AnyNode[]) : [];
  return statements.every((statement, index) => (statement.type === 'VariableDeclaration' && statement.kind === 'const') || (statement.type === 'ReturnStatement' && index === statements.length - 1));
}

/** `new Date().getFullYear()` */
function isCurrentYear(node: AnyNode): boolean {
  const callee = node.type === 'CallExpression' ? (node.callee as AnyNode) : undefined;
  return !!callee && callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'getFullYear'
    && callee.object.type === 'NewExpression' && callee.object.callee.type === 'Identifier' && callee.object.callee.name === 'Date' && callee.object.arguments.length === 0;
}

function isScalar(value: Value): value is string | number | boolean | null | undefined {
  return value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** An object literal's value: not a list, nor one of the marker classes. */
/** Plain data JSON writes back as it is: strings, finite numbers, booleans, null, and lists and plain objects of them. */
function isData(value: Value): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isData);
  return isPlainObject(value) && Object.values(value).every(isData);
}

export function isPlainObject(value: Value): value is { [key: string]: Value } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** NAME of `process.env.NAME` or `process.env['NAME']`. */
function envName(node: AnyNode): string | undefined {
  const property = node.property as AnyNode;
  return node.computed ? (typeof property.value === 'string' ? property.value : undefined) : property.name;
}

/** `process.env.NAME` (or `process.env['NAME']`). */
function isProcessEnv(node: AnyNode): boolean {
  const object = node.type === 'MemberExpression' ? (node.object as AnyNode) : undefined;
  return !!object && object.type === 'MemberExpression' && object.object.type === 'Identifier' && object.object.name === 'process' && !object.computed && object.property.name === 'env';
}

/** A path relative to the config's folder, normalised: `./a/../b.js` → `b.js`. */
function sitePath(...parts: string[]): string {
  return relative('/site', resolve('/site', ...parts)) || '.';
}

/**
 * Globals that are the same in the Docusaurus config and in pxdocs.config.mjs (both
 * modules in Node): a function reading only these, and its own names, can be written
 * again elsewhere. `require`, `module`, `__dirname` and `process` are not among them:
 * a CommonJS config has the first three and pxdocs.config.mjs does not, and what
 * `process` holds differs between a Docusaurus build and a pxdocs one.
 */
const STANDARD_GLOBALS = new Set([
  'undefined', 'NaN', 'Infinity', 'globalThis', 'Object', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt',
  'Math', 'JSON', 'RegExp', 'Date', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'Map', 'Set', 'WeakMap', 'WeakSet',
  'Promise', 'Reflect', 'Intl', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'parseInt', 'parseFloat', 'isNaN',
  'isFinite', 'encodeURI', 'decodeURI', 'encodeURIComponent', 'decodeURIComponent', 'structuredClone', 'console',
]);

/** The child nodes of an AST node, in order (what is not a node, as a literal's value, is passed over). */
function children(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child]) if (item && typeof item === 'object' && typeof item.type === 'string') out.push(item as AnyNode);
  }
  return out;
}

/** The names a binding pattern declares (`{ a, b: [c], ...d }` → a, c, d). */
function patternNames(pattern: AnyNode | null | undefined, out: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') out.add(pattern.name);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, out);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, out);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements as AnyNode[]) patternNames(element, out);
  else if (pattern.type === 'ObjectPattern') for (const property of pattern.properties as AnyNode[]) patternNames(property.type === 'RestElement' ? property : property.value, out);
}

/** Every name declared anywhere under `node` (variables, functions, classes, parameters, catch parameters, imports). */
function declarations(node: AnyNode, out: Set<string>): void {
  if (node.type === 'VariableDeclarator') patternNames(node.id, out);
  else if (FUNCTION.has(node.type)) {
    if (node.id) out.add(node.id.name);
    for (const param of node.params as AnyNode[]) patternNames(param, out);
  } else if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.id) out.add(node.id.name);
  else if (node.type === 'CatchClause') patternNames(node.param, out);
  else if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') out.add(node.local.name);
  for (const child of children(node)) declarations(child, out);
}

/** `var` names of a function body: they belong to the whole function, wherever they are written. */
function varNames(node: AnyNode, out: Set<string>): void {
  if (node.type === 'VariableDeclaration' && node.kind === 'var') for (const declarator of node.declarations as AnyNode[]) patternNames(declarator.id, out);
  if (FUNCTION.has(node.type) || node.type === 'ClassBody') return;
  for (const child of children(node)) varNames(child, out);
}

/** Names a block's own statements declare for the block (let, const, class, function). */
function lexicalNames(statements: AnyNode[], out: Set<string>): void {
  for (const statement of statements) {
    if (statement.type === 'VariableDeclaration' && statement.kind !== 'var') for (const declarator of statement.declarations as AnyNode[]) patternNames(declarator.id, out);
    else if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) out.add(statement.id.name);
  }
}

/**
 * The names a function reads from outside itself (its free variables), with the scopes
 * of JavaScript's strict mode (a config module is strict). When it uses what this does
 * not follow (`this`, `import.meta`, classes), what that is, for a message: such a
 * function is not copied.
 */
function outerNames(fn: AnyNode): Set<string> | string {
  const outer = new Set<string>();
  let unfollowed: string | undefined;
  const inScope = (name: string, scopes: Set<string>[]) => scopes.some((scope) => scope.has(name));
  const pattern = (node: AnyNode | null | undefined, scopes: Set<string>[]): void => {
    // A binding pattern declares its names; only its defaults and computed keys are read.
    if (!node || node.type === 'Identifier') return;
    if (node.type === 'AssignmentPattern') {
      pattern(node.left, scopes);
      walk(node.right, scopes);
    } else if (node.type === 'RestElement') pattern(node.argument, scopes);
    else if (node.type === 'ArrayPattern') for (const element of node.elements as AnyNode[]) pattern(element, scopes);
    else if (node.type === 'ObjectPattern') {
      for (const property of node.properties as AnyNode[]) {
        if (property.type === 'RestElement') pattern(property.argument, scopes);
        else {
          if (property.computed) walk(property.key, scopes);
          pattern(property.value, scopes);
        }
      }
    } else walk(node, scopes);
  };
  const block = (statements: AnyNode[], scopes: Set<string>[], own = new Set<string>()) => {
    lexicalNames(statements, own);
    const inner = [...scopes, own];
    for (const statement of statements) walk(statement, inner);
  };
  const walk = (node: AnyNode | null | undefined, scopes: Set<string>[]): void => {
    if (!node || unfollowed) return;
    switch (node.type) {
      case 'Identifier':
        if (!inScope(node.name, scopes)) outer.add(node.name);
        return;
      case 'FunctionExpression':
      case 'FunctionDeclaration':
      case 'ArrowFunctionExpression': {
        const own = new Set<string>();
        // The copied function's own name is its own once written as an expression.
        if (node.id && (node.type === 'FunctionExpression' || node === fn)) own.add(node.id.name);
        if (node.type !== 'ArrowFunctionExpression') own.add('arguments');
        for (const param of node.params as AnyNode[]) patternNames(param, own);
        if (node.body.type === 'BlockStatement') varNames(node.body, own);
        const inner = [...scopes, own];
        for (const param of node.params as AnyNode[]) pattern(param, inner);
        if (node.body.type === 'BlockStatement') block(node.body.body, inner);
        else walk(node.body, inner);
        return;
      }
      case 'BlockStatement':
        return block(node.body, scopes);
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const head = node.type === 'ForStatement' ? node.init : node.left;
        const own = new Set<string>();
        if (head?.type === 'VariableDeclaration' && head.kind !== 'var') for (const declarator of head.declarations as AnyNode[]) patternNames(declarator.id, own);
        for (const child of children(node)) walk(child, [...scopes, own]);
        return;
      }
      case 'SwitchStatement': {
        // The cases share one block: a `const` of one case is in scope in the others.
        walk(node.discriminant, scopes);
        const own = new Set<string>();
        lexicalNames((node.cases as AnyNode[]).flatMap((item) => item.consequent as AnyNode[]), own);
        for (const item of node.cases as AnyNode[]) walk(item, [...scopes, own]);
        return;
      }
      case 'CatchClause': {
        const own = new Set<string>();
        patternNames(node.param, own);
        pattern(node.param, [...scopes, own]);
        walk(node.body, [...scopes, own]);
        return;
      }
      case 'VariableDeclarator':
        pattern(node.id, scopes);
        walk(node.init, scopes);
        return;
      case 'MemberExpression':
        walk(node.object, scopes);
        if (node.computed) walk(node.property, scopes);
        return;
      case 'Property':
        if (node.computed) walk(node.key, scopes);
        walk(node.value, scopes);
        return;
      case 'LabeledStatement':
        walk(node.body, scopes);
        return;
      case 'BreakStatement':
      case 'ContinueStatement':
        return;
      case 'ThisExpression':
        unfollowed = '`this`';
        return;
      case 'Super':
        unfollowed = '`super`';
        return;
      case 'MetaProperty':
        unfollowed = `\`${node.meta.name}.${node.property.name}\``;
        return;
      case 'ClassExpression':
      case 'ClassDeclaration':
        unfollowed = 'a class';
        return;
      case 'ImportExpression':
        unfollowed = 'import()';
        return;
      default:
        for (const child of children(node)) walk(child, scopes);
    }
  };
  walk(fn, []);
  return unfollowed ?? outer;
}
