// Loads the site config (`pxdocs.config.{ts,mts,mjs,js}` at the site root, or
// config/site.config.ts): bundled by esbuild into one module (so it may be
// TypeScript and import helpers), imported from memory, then checked by the schema.
import { build } from 'esbuild';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { accessReason } from '../make-folder.js';
import { refuseSpecialFile } from '../site-file.js';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { z } from 'zod';
import { esbuildFailure, PxError } from '../errors.js';
import { pathText, placeText, writtenAt, type ValuePath, type WrittenAt } from '../written-at.js';
import { dataProblems } from './plain-data.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { fileURLToPath } from 'node:url';
import { pxErrors } from '../errors/catalogue.js';
import { CONFIG_FILE, recordConfigSource } from './source.js';
import { CONFIG_FILES, findConfigFile, findDocusaurusConfig } from './config-files.js';
import { withinLimit } from '../stuck-guard.js';
import { forgetSiteModules, nodeCommonJs, nodeLoadedPackages, siteFilePaths } from './node-commonjs.js';
import { innermostThrowSite, mappedThrowSite, type PageMap } from '../throw-site.js';

// defineConfig's own module, next to this one (compiled .js in dist/, .ts when run from sources).
const DEFINE_MODULE = fileURLToPath(new URL(`./define${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url));

export { CONFIG_FILE };

export { CONFIG_FILES, findConfigFile };

/** Loads of configs with files Node loads (see `loadConfig`). */
let commonJsLoads = 0;

export async function loadConfig(cwd: string): Promise<{ config: SiteConfig; file: string }> {
  const name = findConfigFile(cwd);
  if (!name) {
    // A Docusaurus site is the usual folder without one: the hint names its config and the exact command.
    const docusaurus = findDocusaurusConfig(cwd);
    throw pxErrors.NoSiteConfig.create(
      { message: `No ${CONFIG_FILES.join(', ')} was found in ${cwd}.${docusaurus ? ` It has ${docusaurus}: a Docusaurus site.` : ''}` },
      docusaurus ? { hint: `Write a pxdocs config from it with \`pxdocs init --from-docusaurus ${cwd === process.cwd() ? '.' : cwd}\`, then build again.` } : {},
    );
  }
  const file = join(cwd, name);
  const where = relative(cwd, file) || CONFIG_FILE;
  refuseSpecialFile(file, where);
  try {
    accessSync(file, constants.R_OK);
  } catch (error) {
    // esbuild's "Cannot read file: permission denied" came with the hint to fix the config's syntax.
    throw pxErrors.UnreadableConfig.create({ file: where, reason: accessReason(error) }, { where: { file: where } });
  }
  let module: { default?: unknown };
  let bundle: { code: string; map: PageMap };
  try {
    bundle = await bundleConfig(file, cwd);
    module = await importConfig(bundle, where, cwd);
  } catch (error) {
    // Bundled, every module is strict code: a helper the config requires that assigns a variable it
    // never declared (sloppy JavaScript Node and Docusaurus run) throws "x is not defined" (camunda-docs).
    // Then the site's own CommonJS files are left to Node's require (node-commonjs.ts) and the config
    // loaded again. Only then: Node's require cannot load all that bundling can (a .ts file a helper
    // requires), so a config that loads bundled stays bundled.
    if (!(error instanceof PxError) || !((error as { cause?: unknown }).cause instanceof ReferenceError)) throw error;
    const commonJs = new Set<string>();
    const bundled = await bundleConfig(file, cwd, commonJs);
    if (!commonJs.size) throw error;
    forgetSiteModules(file, cwd);
    // The bundle's text is the same when only a file Node loads changed, and an import of the same
    // data: URL gives the module already run: a count of loads makes it another URL.
    bundle = { ...bundled, code: `${bundled.code}\n// load ${++commonJsLoads}\n` };
    module = await importConfig(bundle, where, cwd);
  }
  if (module.default === undefined) {
    throw pxErrors.ConfigHasNoDefaultExport.create({ message: `${name} must \`export default defineConfig({ ... })\`.` }, { where: { file: relative(cwd, file) } });
  }
  const config = parseConfig(module.default, relative(cwd, file) || name, cwd);
  bundles.set(config, { url: dataUrl(bundle.code), map: bundle.map, cwd });
  return { config, file };
}

/**
 * A module of the site the config names by path (a theme: `themes: ['./my-theme']`), bundled and run as the config
 * is (its imports bundled in, `__dirname` its own), so each load runs the file as it is now: Node's own import
 * would give a build in the same process (pxdocs dev, after a config change) the module it loaded first.
 */
export async function importSiteModule(file: string, cwd: string): Promise<{ default?: unknown }> {
  const bundle = await bundleConfig(file, cwd);
  const url = dataUrl(bundle.code);
  // Kept (the last bundle of each file) so that a plugin module's throw is placed in it, not at the config.
  siteModules.set(file, { url, map: bundle.map, cwd });
  return (await import(url)) as { default?: unknown };
}

/** The bundles of the site's modules the config names by path (a plugin: `plugins: ['./my-plugin.js']`), by file. */
const siteModules = new Map<string, { url: string; map: PageMap; cwd: string }>();

/** Each loaded config's bundle, for the place a function of it throws at when called later (a site plugin's `contentLoaded`). */
const bundles = new WeakMap<SiteConfig, { url: string; map: PageMap; cwd: string }>();

function dataUrl(code: string): string {
  return `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
}

/** Where in the site's files (the config, or a module it imports) an error thrown by the config's code was thrown, when known. */
export function configThrowSite(config: SiteConfig, error: unknown): { file: string; line: number; column: number } | undefined {
  const bundle = bundles.get(config);
  const stack = (error as { stack?: unknown } | undefined)?.stack;
  if (!bundle || typeof stack !== 'string') return undefined;
  const modules = [...siteModules.values()].filter((module) => module.cwd === bundle.cwd);
  return innermostThrowSite(stack, [bundle, ...modules].map(({ url, map }) => ({ url, map })), bundle.cwd);
}

/** The config bundled into one ES module; `nodeLoaded`: leave the site's own CommonJS files to Node (collected there). */
async function bundleConfig(file: string, cwd: string, nodeLoaded?: Set<string>): Promise<{ code: string; map: PageMap }> {
  try {
    const result = await build({
      plugins: [...(nodeLoaded ? [nodeCommonJs(nodeLoaded)] : []), nodeLoadedPackages(), siteFilePaths()],
      entryPoints: [file],
      // Positions in errors are relative to this: the site folder, as in every other message.
      absWorkingDir: cwd,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      // `import { defineConfig } from 'pxdocs'` resolves to this very package, installed or not.
      alias: { pxdocs: DEFINE_MODULE },
      // CommonJS packages the config imports (a Docusaurus 2 site's remark-math, its prism themes) are
      // bundled in, and their `require` of a Node built-in is left to run: esbuild's shim calls the
      // module's `require`, which an ES module has not, so the config threw "Dynamic require of "path"
      // is not supported". This one resolves from the config's own folder (esbuild renames a `require`
      // the config declares itself, so the two never clash).
      banner: { js: `import { createRequire as __pxdocsCreateRequire } from 'node:module';\nconst require = __pxdocsCreateRequire(${JSON.stringify(file)});` },
      // A map, for the line a config that throws threw at (its sources relative to the outfile's folder, the site's; nothing is written).
      sourcemap: 'external',
      outfile: join(cwd, 'pxdocs.config.bundle.mjs'),
    });
    const output = (suffix: string) => result.outputFiles.find((out) => out.path.endsWith(suffix))!.text;
    return { code: output('.mjs'), map: { text: output('.map'), dir: cwd } };
  } catch (error) {
    const messages = (error as { errors?: { text: string; location?: { file?: string } | null }[] }).errors ?? [];
    // Each import esbuild could not resolve, read once: its specifier, and the message naming the file importing it.
    const unresolvedImports = messages.flatMap((message) => {
      const specifier = /Could not resolve "([^"]+)"/.exec(message.text)?.[1];
      return specifier === undefined ? [] : [{ specifier, message }];
    });
    const unresolved = unresolvedImports[0]?.message === messages[0] ? unresolvedImports[0] : undefined;
    const missing = missingPackages(unresolvedImports.map((entry) => entry.specifier), cwd);
    // The file that imports it: a plugin module the config imports (`./src/plugins/x.js`) is named, not the config.
    const configFile = relative(cwd, file).split(sep).join('/');
    const importer = (message: { location?: { file?: string } | null } | undefined) => {
      const at = message?.location?.file?.split(sep).join('/');
      return at && at !== configFile ? at : undefined;
    };
    const importers = [...new Set(unresolvedImports.filter((entry) => missing.includes(packageOf(entry.specifier))).map((entry) => importer(entry.message) ?? 'the config'))];
    const who = `${importers.length > 1 ? `${importers.slice(0, -1).join(', ')} and ${importers.at(-1)}` : importers[0] ?? 'the config'}`.replace(/^the config/, 'The config');
    // Docusaurus loads its config with jiti, which lets a named import read a property of a module's default
    // export (thin-edge's `import { convertToMosquitto } from '../tedge'`, whose file exports only a default).
    // ES modules, as pxdocs bundles the config, do not: say how to write it so that both read it.
    const noExport = /No matching export in "([^"]+)" for import "([^"]+)"/.exec(messages[0]?.text ?? '');
    const hint = missing.length > 1
      ? `${who} import${importers.length === 1 ? 's' : ''} ${missing.length} packages that are not installed in the site (${missing.join(', ')}): run \`npm install ${missing.join(' ')}\` there, or remove the imports.`
      : unresolved ? unresolvedHint(unresolved.specifier, cwd, importer(unresolved.message))
      : noExport ? `${noExport[1]} exports no \`${noExport[2]}\`. Docusaurus's config loader (jiti) reads such an import from the module's default export; an ES module does not. Export the name from ${noExport[1]} (\`export { ${noExport[2]} };\`), or import the default and read it (\`import helpers from '…'; helpers.${noExport[2]}\`): both work in Docusaurus too.`
      : undefined;
    throw esbuildFailure(error, pxErrors.ConfigDoesNotCompile, hint, { file: relative(cwd, file) }, cwd);
  }
}

/**
 * The packages, each once, of the imports esbuild could not resolve that are not installed at all.
 * esbuild reports every unresolved import of the config at once: a Docusaurus config importing
 * five plugins the site has not installed (DocusaurusCommunity/website: remark-math, rehype-katex,
 * remark-deflist…) was answered one package per build, so it took five builds to learn the list.
 */
function missingPackages(specifiers: string[], cwd: string): string[] {
  const packages = specifiers.filter((specifier) => !/^(\.{1,2}(\/|$)|\/)/.test(specifier)).map(packageOf);
  return [...new Set(packages)].filter((pkg) => installedVersion(pkg, cwd) === undefined);
}

/**
 * What to do about an import esbuild could not resolve from the site folder `cwd`. `npm install`
 * takes a package, not a path in one: `pkg/sub/path` is `pkg`, `@scope/pkg/sub` is `@scope/pkg`.
 * A file of the site's own (`./x`, `/x`) is not installed at all.
 */
export function unresolvedHint(specifier: string, cwd: string, importer?: string): string {
  // A module the config imports (a local plugin's file) is named as the one that imports it, not the config.
  const who = importer ?? 'The config';
  if (/^(\.{1,2}(\/|$)|\/)/.test(specifier)) return `${who} imports "${specifier}", which does not exist: correct the path (a relative one is read from ${importer ? 'that file' : 'the config'}'s folder), or remove the import.`;
  const pkg = packageOf(specifier);
  const version = installedVersion(pkg, cwd);
  // A package of the site's own workspaces (react-native-website's @react-native-website/remark-snackplayer, in
  // plugins/): not on the registry, so `npm install <name>` fails; installing the site links it.
  const member = version === undefined ? workspacePackage(pkg, cwd) : undefined;
  if (member !== undefined) return `${who} imports "${specifier}", from the package ${pkg}, which is one of the site's workspaces (${member}/) but is not linked into node_modules: run \`npm install\` in the site (it links its workspaces' packages), or remove the import.`;
  if (version === undefined) return `${who} imports "${specifier}", from the package ${pkg}, which is not installed in the site: run \`npm install ${pkg}\` there, or remove the import.`;
  // prism-react-renderer 1's theme files (Docusaurus 2's template) are gone from 2.
  if (pkg === 'prism-react-renderer' && specifier.startsWith(`${pkg}/themes/`)) return `${who} imports "${specifier}", a theme file of prism-react-renderer 1; the site has ${version}, whose themes are \`import { themes } from 'prism-react-renderer'\` (\`themes.github\`): use that instead.`;
  return `${who} imports "${specifier}", which ${pkg} ${version} (installed in the site) does not have: check the path against that version of the package, or remove the import.`;
}

/**
 * The folder (from `cwd`) of the package named `pkg` among the workspaces the package.json of `cwd` (or of a
 * folder above) lists (`"workspaces": ["plugins/*"]`, or `{ "packages": [...] }`), or undefined. A pattern is
 * a folder, or a folder's children (`dir/*`); other globs are not followed.
 */
export function workspacePackage(pkg: string, cwd: string): string | undefined {
  for (let at = resolve(cwd); ; at = dirname(at)) {
    const patterns = workspacePatterns(join(at, 'package.json'));
    for (const pattern of patterns ?? []) {
      const clean = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
      const folders = clean.endsWith('/*') ? childFolders(join(at, clean.slice(0, -2))) : [join(at, clean)];
      const found = folders.find((folder) => manifestName(join(folder, 'package.json')) === pkg);
      if (found) return relative(cwd, found).split('\\').join('/');
    }
    if (patterns || dirname(at) === at) return undefined;
  }
}

/** The `workspaces` of a package.json, as a list of patterns; undefined when the file is absent or lists none. */
function workspacePatterns(manifest: string): string[] | undefined {
  try {
    const { workspaces } = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
    const list = Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages;
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : undefined;
  } catch {
    return undefined;
  }
}

function childFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

function manifestName(manifest: string): string | undefined {
  try {
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The package a module specifier names: `pkg/sub/path` is `pkg`, `@scope/pkg/sub` is `@scope/pkg`. */
export function packageOf(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The version of `pkg` an import from `dir` finds (node_modules of `dir` and of each folder above),
 * or undefined when none has it. Read from the folders, not resolved: a package whose `exports`
 * leave out package.json is installed all the same.
 */
export function installedVersion(pkg: string, dir: string): string | undefined {
  for (let at = resolve(dir); ; at = dirname(at)) {
    const manifest = join(at, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) return versionIn(manifest);
    if (dirname(at) === at) return undefined;
  }
}

function versionIn(manifest: string): string {
  try {
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'installed';
  } catch {
    // A package.json that does not parse: the package is there, its version unknown.
    return 'installed';
  }
}

/** How long the config module may take to load, top-level `await` included (default 10 s). */
export const CONFIG_LOAD_TIMEOUT_MS = 10_000;

/**
 * Evaluates the bundled config. A config that throws, or whose top-level
 * `await` never settles (Node would exit 13 without a word), is a PxError.
 */
async function importConfig({ code, map }: { code: string; map: PageMap }, file: string, cwd: string, timeoutMs = Number(process.env.PXDOCS_CONFIG_TIMEOUT_MS) || CONFIG_LOAD_TIMEOUT_MS): Promise<{ default?: unknown }> {
  const url = dataUrl(code);
  try {
    // A loop in the config that never ends keeps this thread, so a timer could never fire: the build
    // hung for good, deaf to Ctrl+C. The limit's guard stops the config's code; its timer then runs.
    return await withinLimit(timeoutMs, () => importedConfig(url), (looped) => pxErrors.ConfigDidNotFinishLoading.create({ message: looped ? `${file} was still running after ${timeoutMs / 1000} s, and was stopped: a loop in it (or in what it imports) never ends.` : `${file} was still loading after ${timeoutMs / 1000} s: a top-level \`await\`, or the promise the config exports, never settled.` }, { where: { file } }));
  } catch (error) {
    if (error instanceof PxError) throw error;
    const err = error instanceof Error ? error : new Error(String(error));
    // Where it threw, in the config or a file it imports ("undefinedVar is not defined" named the config alone).
    const site = typeof err.stack === 'string' ? mappedThrowSite(err.stack, url, map, cwd) : undefined;
    throw pxErrors.ConfigThrewWhileLoading.create({ message: `${err.name}: ${err.message}` }, { where: site ?? { file }, cause: error });
  }
}

/**
 * The config module, its default export resolved as Docusaurus's loadConfig does: a function (async or
 * not) is called and a promise awaited, for the value they give. A config written so (`export default
 * async () => ({ ... })`, to read a file or fetch a value first) was checked as it stood: "expected object,
 * found function", or for a promise every required key "found nothing", as if the file were empty.
 */
async function importedConfig(url: string): Promise<{ default?: unknown }> {
  const module = (await import(url)) as { default?: unknown };
  const exported = module.default;
  return { default: typeof exported === 'function' ? await (exported as () => unknown)() : await exported };
}

/** `cwd`: the site folder, where `file` is read for the place of each problem (file:line:column). */
export function parseConfig(value: unknown, file = CONFIG_FILE, cwd?: string): SiteConfig {
  // Before the schema: its messages show the values they name, which must be data to be shown.
  const problems = dataProblems(value);
  const result = problems.length ? undefined : siteConfigSchema.safeParse(value, { reportInput: true });
  if (result?.success) {
    recordConfigSource(result.data, file);
    // A stylesheet the build reads by name that is a named pipe would be waited on for good (site-file.ts).
    if (cwd !== undefined) for (const path of result.data.customCss) refuseSpecialFile(resolve(cwd, path), path);
    return result.data;
  }
  const text = cwd === undefined ? undefined : readText(join(cwd, file));
  let first: WrittenAt | undefined;
  // Each problem's line says where it is written, as its key path alone said nothing of which of
  // the config's lines to open; the error's own place is the first problem's. No code frame: the
  // lines around a wrong value may hold a secret (an admin key written where it must not be is
  // itself such a problem), and a message never echoes one.
  const place = (path: readonly PropertyKey[]): string => {
    if (text === undefined || path.some((key) => typeof key === 'symbol')) return '';
    const at = writtenAt(text, file, path as ValuePath);
    first ??= at;
    return placeText(file, at);
  };
  const lines = result
    ? result.error.issues.map((issue) => describeIssue(issue, value, place))
    : problems.map((problem) => `${shortPath(problem.path)}: ${problem.message}${place(problem.path)}`);
  const where = first ? { file, line: first.line, column: first.column } : { file };
  throw pxErrors.InvalidSiteConfig.create({ message: lines.join('\n') }, { where });
}

/** A key path as messages write it, its middle left out past a dozen keys (a value nested 1,000 deep). */
function shortPath(path: ValuePath): string {
  return path.length > 12 ? `${pathText(path.slice(0, 6))}…${pathText(path.slice(-3)).replace(/^(?!\[)/, '.')} (${path.length.toLocaleString('en')} levels)` : pathText(path) || '(root)';
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** `place(path)`: where the value at `path` is written, as " (file:line:column)", or "". */
function describeIssue(issue: z.core.$ZodIssue, root: unknown, place: (path: readonly PropertyKey[]) => string = () => ''): string {
  const line = describeProblem(issue, root, place);
  // A union's closest branch is described problem by problem, each placed itself.
  if (typeof line !== 'string') return line.placed;
  // An unknown key is written where the key is, not where its object starts.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  return `${line}${place(keys.length ? [...issue.path, keys[0]] : issue.path)}`;
}

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.length ? issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '') : '(root)';
}

function describeProblem(issue: z.core.$ZodIssue, root: unknown, place: (path: readonly PropertyKey[]) => string): string | { placed: string } {
  const path = pathOf(issue);
  const found = 'input' in issue ? show(issue.input, issue.path.at(-1)) : 'nothing';
  switch (issue.code) {
    case 'custom': {
      // A refinement's input is the object it checks, often a parent of the key it names: "i18n.defaultLocale:
      // … must be one of locales (fr), found object {"defaultLocale":"en",…}". The value at the key is shown
      // instead, and nothing when the key is not written (its message says what is wrong).
      const at = valueAt(root, issue.path);
      return `${path}: ${issue.message}${at === undefined ? '' : `, found ${show(at, issue.path.at(-1))}`}`;
    }
    case 'invalid_type':
      return `${path}: expected ${issue.expected}, found ${issue.input === undefined ? 'nothing' : found}`;
    case 'invalid_value':
      return `${path}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, found ${found}`;
    case 'unrecognized_keys':
      return `${path}: unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}: remove or correct ${issue.keys.length > 1 ? 'them' : 'it'}`;
    case 'invalid_union': {
      // Describe the branch that came closest, with full paths: one the value has the shape of (its problems
      // are inside the value) before one it has not, then the fewest problems. `blog: { blogSidebarCount: 1.5 }`
      // was "blog: expected one of false, found object {…}": the `false` branch has one problem too.
      const branches = (issue as { errors?: z.core.$ZodIssue[][] }).errors ?? [];
      const inside = (branch: z.core.$ZodIssue[]) => (branch.length && branch.every((inner) => inner.path.length > 0) ? 0 : 1);
      const closest = [...branches].sort((a, b) => inside(a) - inside(b) || a.length - b.length)[0];
      // The value has the shape of none: every shape named ("expected number or "ALL""), not the first alone.
      const shapes = branches.map((branch) => (branch.length === 1 && branch[0].path.length === 0 ? expectedShape(branch[0]) : undefined));
      if (branches.length > 1 && shapes.every((shape) => shape !== undefined)) return `${path}: expected ${[...new Set(shapes)].join(' or ')}, found ${found}`;
      if (!closest?.length) return `${path}: matches none of the allowed shapes, found ${found}`;
      return { placed: closest.map((inner) => describeIssue({ ...inner, path: [...issue.path, ...inner.path], input: 'input' in inner ? inner.input : undefined } as z.core.$ZodIssue, root, place)).join('\n') };
    }
    default:
      return `${path}: ${issue.message}, found ${found}`;
  }
}

/** What a one-problem branch of a union expected, in words, when it failed on the value's type or value. */
function expectedShape(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return issue.expected === 'int' ? 'a whole number' : issue.expected;
  if (issue.code === 'invalid_value') return issue.values.map((value) => JSON.stringify(value)).join(' or ');
  return undefined;
}

/** The value at `path` in `root`, or undefined where the path leaves the objects written. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Keys whose values are secrets (the search admin key, model keys, tokens): an error never shows
 * them, not even inside an object it shows. A message that quoted the value at a key it names
 * printed a search admin key written in the config back to the terminal and the CI log.
 */
const SECRET_KEY = /key$|secret|token|password/i;
const HIDDEN = '(a value, not shown: it is a secret)';

function show(value: unknown, key?: PropertyKey): string {
  if (value === undefined) return 'nothing';
  if (typeof key === 'string' && SECRET_KEY.test(key)) return HIDDEN;
  const text = typeof value === 'string' || typeof value === 'object' ? preview(value, 60) : String(value);
  // null is its own type: "found null", not "found null null".
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'array' : typeof value;
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `${type} ${short}`;
}

/**
 * `value` as JSON, up to a little past `budget` characters: secrets hidden, an object inside itself
 * "[circular]". JSON.stringify of the whole value overflowed the stack on an array 100,000 deep (a
 * config builds what it likes) and threw on an object holding itself: "Unexpected error" for a wrong
 * value. Each level writes a character before going deeper, so the depth is bounded by the budget.
 */
function preview(value: unknown, budget: number): string {
  let out = '';
  const open = new Set<object>();
  const write = (inner: unknown): void => {
    if (out.length > budget) return;
    if (inner !== null && typeof inner === 'object' && typeof (inner as { toJSON?: unknown }).toJSON === 'function') inner = (inner as { toJSON: () => unknown }).toJSON();
    if (typeof inner === 'string') {
      out += JSON.stringify(inner.length > budget ? inner.slice(0, budget) : inner);
      return;
    }
    if (inner === null || typeof inner !== 'object') {
      out += typeof inner === 'number' || typeof inner === 'boolean' ? JSON.stringify(inner) : typeof inner === 'bigint' ? String(inner) : 'null';
      return;
    }
    if (open.has(inner)) {
      out += '"[circular]"';
      return;
    }
    open.add(inner);
    const array = Array.isArray(inner);
    out += array ? '[' : '{';
    let first = true;
    for (const [name, item] of Object.entries(inner)) {
      if (out.length > budget) break;
      if (!array && (item === undefined || typeof item === 'function' || typeof item === 'symbol')) continue;
      out += first ? '' : ',';
      first = false;
      if (!array) out += `${JSON.stringify(name)}:`;
      if (!array && SECRET_KEY.test(name)) out += JSON.stringify(HIDDEN);
      else write(item);
    }
    out += array ? ']' : '}';
    open.delete(inner);
  };
  write(value);
  return out;
}
