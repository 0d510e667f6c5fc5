// Loads a Docusaurus sidebars file (`sidebars.js`/`.mjs`/`.cjs`/`.ts`/`.json`):
// JSON is parsed, code is bundled by esbuild (ESM or CommonJS, TypeScript too)
// and imported from memory. The value is checked later, against the doc ids.
import { build, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { threadOptions } from './thread-options.js';
import { CONFIG_LOAD_TIMEOUT_MS } from './config/load.js';
import { siteFilePaths, withOwnPaths } from './config/node-commonjs.js';
import { esbuildFailure } from './errors.js';
import { accessReason } from './make-folder.js';
import { refuseSpecialFile } from './site-file.js';
import { pxErrors } from './errors/catalogue.js';
import type { Diagnostics } from './diagnostics.js';
import { MAX_SIDEBAR_DEPTH } from './sidebars.js';
import { parseJsonText, syntaxErrorAt, syntaxErrorMessage, withoutBom } from './json-text.js';
import { mappedThrowSite, type PageMap } from './throw-site.js';

export interface SidebarsFile {
  /** Path relative to the site root, for messages. */
  source: string;
  /** Sidebar id → its items, as written (not yet checked). */
  sidebars: Record<string, unknown>;
  /** The file's text: where an item is written, for the messages about it (written-at.ts). */
  text?: string;
  /** A sidebar's name as the file writes it, where that is not its id (a legacy version prefix). */
  written?: Map<string, string>;
}

export async function loadSidebarsFile(cwd: string, path: string): Promise<SidebarsFile> {
  const file = resolve(cwd, path);
  const source = relative(cwd, file) || path;
  if (!existsSync(file)) {
    throw pxErrors.NoSidebarsFile.create({ message: `The sidebars file ${source} (docs.sidebarPath in the site config) does not exist.` }, { where: { file: source } });
  }
  let value: unknown;
  let text: string;
  refuseSpecialFile(file, source);
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // chmod 000, a folder where the file was expected: it was "Unexpected error … EACCES" with a stack.
    throw pxErrors.UnreadableSidebarsFile.create({ file: source, reason: accessReason(error) }, { where: { file: source } });
  }
  if (file.endsWith('.json')) {
    try {
      value = parseJsonText(text);
    } catch (error) {
      // Where the syntax error is, as a category file's is said (JSON.parse gives an offset for most).
      throw pxErrors.InvalidSidebarsFile.create({ message: syntaxErrorMessage(error) }, { where: { file: source, ...syntaxErrorAt(error, withoutBom(text)) } });
    }
  } else {
    value = await importBundled(file, cwd, source, text);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw pxErrors.InvalidSidebarsFile.create({ message: `${source} must export an object of sidebars (sidebar id → items), found ${Array.isArray(value) ? 'an array' : typeof value}.` }, { where: { file: source }, hint: 'Write `export default { mySidebar: ["intro", ...] }` or `module.exports = { ... }`.' });
  }
  return { source, sidebars: value as Record<string, unknown>, text };
}

async function importBundled(file: string, cwd: string, source: string, text: string): Promise<unknown> {
  let code: string;
  let map: PageMap;
  try {
    // Given as stdin so the file's own syntax decides ESM or CommonJS: a `module.exports`
    // sidebars.js inside a `"type": "module"` package still loads, as Docusaurus loads it.
    const result = await build({
      // Its own `__dirname` (and a helper's it requires): docs/_sidebar.js of conda-forge reads
      // `${__dirname}/_sidebar.json`, which Docusaurus (jiti) resolves beside the file; here it was the thread's folder.
      stdin: { contents: withOwnPaths(text, file) ?? text, loader: /\.[cm]?ts$/.test(file) ? 'ts' : 'js', resolveDir: dirname(file), sourcefile: source },
      absWorkingDir: cwd,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      // CommonJS files that `require` Node modules need a real `require` in ESM output.
      banner: { js: `import { createRequire as __pxCreateRequire } from 'node:module'; const require = __pxCreateRequire(${JSON.stringify(pathToFileURL(file).href)});` },
      // A map, for the line of a throw (its sources are relative to the outfile's folder, the site's; nothing is written).
      sourcemap: 'external',
      outfile: join(cwd, 'sidebars.bundle.js'),
      plugins: [requireDefault, siteFilePaths()],
    });
    code = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
    map = { text: stdinSourceNamed(result.outputFiles.find((output) => output.path.endsWith('.map'))!.text, file, cwd, source), dir: cwd };
  } catch (error) {
    throw esbuildFailure(error, pxErrors.SidebarsFileDoesNotCompile, undefined, { file: source });
  }
  return runSidebarsCode(code, source, map, cwd);
}

/**
 * esbuild names stdin in the map by its `sourcefile` joined to its `resolveDir`: a sidebars file
 * in a folder (docs/_sidebar.js) was said to throw in docs/docs/_sidebar.js. Its own name again.
 */
function stdinSourceNamed(mapText: string, file: string, cwd: string, source: string): string {
  const joined = relative(cwd, resolve(dirname(file), source)).split(sep).join('/');
  if (joined === source) return mapText;
  const map = JSON.parse(mapText) as { sources: string[] };
  map.sources = map.sources.map((name) => (name === joined ? source : name));
  return JSON.stringify(map);
}

/**
 * `require('./docs/api/sidebar.js')` of an ES module gives its default export, as Docusaurus loads
 * sidebars (jiti with `interopDefault`): docusaurus-plugin-openapi-docs writes `export default
 * sidebar.apisidebar;` and sites require it into a category's items. Bundled, esbuild gave the
 * module's namespace, `{ default: [...] }`, read as a category named "default".
 */
const requireDefault: Plugin = {
  name: 'pxdocs-sidebars-require-default',
  setup(builder) {
    builder.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'require-call' || args.pluginData?.required) return undefined;
      const found = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { ...args.pluginData, required: true } });
      if (found.errors.length || found.namespace !== 'file' || !/\.[cm]?[jt]sx?$/.test(found.path)) return undefined;
      return { path: found.path, namespace: 'pxdocs-require-default' };
    });
    builder.onLoad({ filter: /.*/, namespace: 'pxdocs-require-default' }, (args) => ({
      contents: `const required = require(${JSON.stringify(args.path)});\nmodule.exports = required && required.__esModule && 'default' in required ? required.default : required;\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

/** How long a sidebars file may run, top-level `await` included: as long as the config (PXDOCS_CONFIG_TIMEOUT_MS). */
const sidebarsTimeoutMs = () => Number(process.env.PXDOCS_CONFIG_TIMEOUT_MS) || CONFIG_LOAD_TIMEOUT_MS;

/**
 * Runs the bundled sidebars file on a thread of its own and takes its default export. Run on
 * this thread, a loop in it that never ends (`while (true)`) hung the build for good: no timer
 * fires, and Ctrl+C or SIGTERM wait for the event loop too. A thread can be stopped whatever it
 * runs. Its value crosses as structured-clone data, which sidebars are (Docusaurus serializes them
 * to JSON for the browser); one that cannot (a function in customProps) crosses as its JSON.
 */
function runSidebarsCode(code: string, source: string, map: PageMap, cwd: string): Promise<unknown> {
  const timeoutMs = sidebarsTimeoutMs();
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  // Where it threw (the file's line, or a helper's it requires): "no sidebar for you" named the sidebars file only.
  const thrownAt = (stack: string | undefined) => (stack === undefined ? { file: source } : mappedThrowSite(stack, url, map, cwd) ?? { file: source });
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(SIDEBARS_THREAD, threadOptions({ eval: true, workerData: { url } }));
    const settle = (result: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // A timer or server the file started must not keep the thread alive.
      void worker.terminate();
      result();
    };
    const timer = setTimeout(() => settle(() => reject(pxErrors.SidebarsFileDidNotFinishLoading.create({ message: `${source} was still running after ${timeoutMs / 1000} s: a loop that never ends, or a top-level \`await\` that never settles.` }, { where: { file: source } }))), timeoutMs);
    worker.once('message', (message: { value?: unknown; error?: string; stack?: string; notData?: boolean }) => settle(() => {
      if (message.error === undefined) resolvePromise(message.value);
      else if (message.notData) reject(pxErrors.InvalidSidebarsFile.create({ message: `${source} exports a value that is not plain data (${message.error}).` }, { where: { file: source }, hint: 'Sidebars hold strings, numbers, booleans, arrays and objects, with no object inside itself: write the items out as data.' }));
      else reject(pxErrors.SidebarsFileFailedToLoad.create({ message: message.error }, { where: thrownAt(message.stack) }));
    }));
    worker.once('messageerror', (error) => settle(() => reject(pxErrors.InvalidSidebarsFile.create({ message: `${source} exports a value that could not be read (${error.message}).` }, { where: { file: source }, hint: 'Sidebars hold strings, numbers, booleans, arrays and objects, with no object inside itself: write the items out as data.' }))));
    worker.once('error', (error) => settle(() => reject(pxErrors.SidebarsFileFailedToLoad.create({ message: error.message }, { where: { file: source } }))));
    // Ended without a word: nothing was left to run while its top-level `await` waited (process.exit throws there).
    worker.once('exit', () => settle(() => reject(pxErrors.SidebarsFileDidNotFinishLoading.create({ message: `${source} never finished: a top-level \`await\` waits for a promise that nothing will settle.` }, { where: { file: source } }))));
  });
}

/** The sidebars thread: imports the file and posts its default export, or what went wrong. */
const SIDEBARS_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
process.exit = (code) => {
  const stop = new Error('The sidebars file called process.exit(' + (code ?? '') + ') while it ran.');
  throw stop;
};
// Past some 1,500 levels the other side cannot read a message back (it is dropped as a 'messageerror'):
// deeper values become null. The check of the items (sidebars.ts) refuses nesting far above this anyway.
const MAX_LEVELS = 512;
function cutDeep(root) {
  const seen = new Set();
  const stack = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (child === null || typeof child !== 'object') continue;
      if (depth + 1 >= MAX_LEVELS) value[key] = null;
      else stack.push([child, depth + 1]);
    }
  }
  return root;
}
import(workerData.url).then(
  (module) => {
    try {
      parentPort.postMessage({ value: cutDeep(module.default) });
    } catch {
      // A function in the items (customProps: { render() {} }): dropped, as Docusaurus's JSON of the sidebars drops it.
      try {
        parentPort.postMessage({ value: JSON.parse(JSON.stringify(module.default)) });
      } catch (error) {
        parentPort.postMessage({ error: String(error && error.message), notData: true });
      }
    }
  },
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error), stack: error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined }),
);
`;

/**
 * A released version's sidebars file (`versioned_sidebars/version-<name>-sidebars.json`),
 * read as Docusaurus 2 read it. Sites versioned before 2.0.0-beta.10 wrote every sidebar
 * name and doc id there with the version's prefix (`"version-1.0.0/docs": [{ "type": "doc",
 * "id": "version-1.0.0/start" }]`); Docusaurus 2 took the prefix off, Docusaurus 3 no longer
 * does (facebook/docusaurus#9310). The prefix is taken off here, as Docusaurus 2 did, and a
 * note (once per file) says so: the site then builds with Docusaurus 3 only once it is removed.
 * Another version's prefix is left as written: the lookup reports it (compiler/sidebars.ts).
 */
export async function loadVersionedSidebarsFile(cwd: string, path: string, version: string, diagnostics: Diagnostics): Promise<SidebarsFile> {
  const file = await loadSidebarsFile(cwd, path);
  const prefix = `version-${version}/`;
  const legacy = { found: false };
  const sidebars: [string, unknown][] = [];
  const written = new Map<string, string>();
  for (const [name, items] of Object.entries(file.sidebars)) {
    const own = withoutPrefix(name, prefix, legacy);
    // `docs` and `version-1.0.0/docs` in one file are one sidebar twice: neither may silently win.
    const twin = written.get(own);
    if (twin !== undefined) {
      throw pxErrors.InvalidSidebarsFile.create({ message: `${file.source} has the sidebar "${own}" twice: as "${twin}" and as "${name}" (the version prefix \`${prefix}\` is read as no prefix, as Docusaurus 2 reads it).` }, { where: { file: file.source }, hint: `Keep one of the two, without the \`${prefix}\` prefix.` });
    }
    written.set(own, name);
    sidebars.push([own, withoutPrefixes(items, prefix, legacy, 0)]);
  }
  if (legacy.found) {
    diagnostics.report('log', { kind: 'sidebars', message: `${file.source} uses Docusaurus 2's legacy \`${prefix}\` prefixes on sidebar names and doc ids: read without them; remove them to build with Docusaurus 3 too.`, where: { file: file.source } });
  }
  // fromEntries, not assignment: a sidebar named `__proto__` stays a sidebar.
  return { source: file.source, sidebars: Object.fromEntries(sidebars), text: file.text, written: new Map([...written].filter(([own, name]) => own !== name)) };
}

function withoutPrefix(id: string, prefix: string, legacy: { found: boolean }): string {
  if (!id.startsWith(prefix)) return id;
  legacy.found = true;
  return id.slice(prefix.length);
}

/**
 * The items with the prefix taken off every doc id: string items, `doc` and `ref` items'
 * `id`, a category's `link` to a doc, and the same in categories' items and in the
 * `{ "Label": [...] }` shorthand. Everything else is kept as written, for the sidebars'
 * own checks; so is what lies deeper than those checks read (MAX_SIDEBAR_DEPTH lists),
 * which keeps a file nested thousands deep from overflowing the stack here.
 */
function withoutPrefixes(items: unknown, prefix: string, legacy: { found: boolean }, depth: number): unknown {
  if (depth > MAX_SIDEBAR_DEPTH) return items;
  const item = (value: unknown): unknown => {
    if (typeof value === 'string') return withoutPrefix(value, prefix, legacy);
    if (!isObject(value)) return value;
    // The shorthand among items: its lists are one level down, as the sidebars' checks count them.
    if (value.type === undefined) return withoutPrefixes(value, prefix, legacy, depth);
    const copy = { ...value };
    if ((value.type === 'doc' || value.type === 'ref') && typeof value.id === 'string') copy.id = withoutPrefix(value.id, prefix, legacy);
    if (value.type === 'category') {
      if (isObject(value.link) && value.link.type === 'doc' && typeof value.link.id === 'string') copy.link = { ...value.link, id: withoutPrefix(value.link.id, prefix, legacy) };
      if (value.items !== undefined) copy.items = withoutPrefixes(value.items, prefix, legacy, depth + 1);
    }
    return copy;
  };
  if (Array.isArray(items)) return items.map(item);
  // The shorthand: category label → its items (labels are not ids).
  if (isObject(items)) return Object.fromEntries(Object.entries(items).map(([label, inner]) => [label, withoutPrefixes(inner, prefix, legacy, depth + 1)]));
  return items;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
