// `pxdocs init --from-docusaurus <dir>`: reads the site's docusaurus.config.*
// without running it and writes the equivalent pxdocs.config.mjs next to it,
// printing each option that could not be carried over and why.
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import pc from 'picocolors';
import { DOCUSAURUS_CONFIGS, findConfigFile, findDocusaurusConfig } from '../compiler/config/config-files.js';
import { CODE_MARK, PLUGIN_MARK, translateDocusaurus, type Translation } from '../compiler/config/docusaurus.js';
import { evaluateConfigSource, Unknown } from '../compiler/config/static-eval.js';
import { parseFailure } from '../compiler/config/parse-failure.js';
import { codeFrame, toPxErrors, type PxError } from '../compiler/errors.js';
import { terminalSafe } from '../compiler/terminal-safe.js';
import { pxErrors } from '../compiler/errors/catalogue.js';
import { Reporter } from '../compiler/reporter.js';
import { postcssConfigFile } from '../compiler/postcss.js';
import type { PostcssPlugins } from '../compiler/config/docusaurus-local-plugins.js';
import { scriptEquivalents } from './init-scripts.js';
import { pathLabel } from '../compiler/path-label.js';

export const OUTPUT_FILE = 'pxdocs.config.mjs';

export interface InitResult extends Translation {
  /** Absolute path of the written config. */
  file: string;
  source: string;
}

/**
 * The `init` command once its arguments are parsed: the report written to
 * `stream` (the process's stderr), paths shown relative to `cwd`; resolves with
 * the exit code (0 written, 1 failed, 2 no such folder). Its own function so
 * the tests run the command as it is in their process, not a Node process each.
 */
export async function runInit(options: { fromDocusaurus: string; force: boolean }, io: { stream: NodeJS.WritableStream; cwd: string }): Promise<0 | 1 | 2> {
  const dir = resolve(io.cwd, options.fromDocusaurus);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    io.stream.write(`error: --from-docusaurus ${options.fromDocusaurus}: no such folder\n(run with --help for usage)\n`);
    return 2;
  }
  const reporter = new Reporter({ stream: io.stream });
  try {
    reporter.line(pc.bold('pxdocs init --from-docusaurus'));
    const result = await initFromDocusaurus(dir, { force: options.force });
    for (const line of describeInit(result, io.cwd)) reporter.line(line);
    return 0;
  } catch (error) {
    reporter.errors(toPxErrors(error));
    return 1;
  }
}

export async function initFromDocusaurus(dir: string, options: { force?: boolean } = {}): Promise<InitResult> {
  const source = findDocusaurusConfig(dir);
  if (!source) {
    throw pxErrors.NoDocusaurusConfig.create({ message: `None of ${DOCUSAURUS_CONFIGS.join(', ')} is in ${dir}.` });
  }
  const existing = findConfigFile(dir);
  if (existing && !options.force) {
    throw pxErrors.ConfigAlreadyExists.create({ message: `${join(dir, existing)} exists; init does not overwrite it.` });
  }
  const code = await readFile(join(dir, source), 'utf8');
  // The site's own files a value was read from: named in the notes, since the values are copied.
  const copied = new Map<string, Set<string>>();
  const onSiteValue = (file: string, name: string) => copied.set(file, (copied.get(file) ?? new Set()).add(name));
  let value;
  try {
    value = evaluateConfigSource(code, source, { dir, onSiteValue });
  } catch (error) {
    throw unparsedConfig(error, code, source);
  }
  if (value instanceof Unknown) {
    throw pxErrors.DocusaurusConfigNotReadableWithoutRunningIt.create({ message: `The exported config is ${value.reason}.` }, { where: { file: join(dir, source) } });
  }
  const translation = translateDocusaurus(value, dir, source);
  // A plugin of the site's own files is imported by the written config, not copied into it.
  for (const spec of importedSiteModules(translation)) {
    const [file, name = 'default'] = spec.slice(2).split('#');
    copied.get(file)?.delete(name);
    if (copied.get(file)?.size === 0) copied.delete(file);
  }
  if (copied.size) translation.notes.push(copiedNote(copied, source));
  if (translation.postcss) translation.notes.push(await writePostcssConfig(dir, translation.postcss, source));
  const babel = await babelNote(dir);
  if (babel) translation.notes.push(babel);
  const file = join(dir, OUTPUT_FILE);
  await writeFile(file, render(translation, source));
  return { ...translation, file, source };
}

/**
 * A config that does not parse, named as the build names its config (from the site folder), at the
 * place the parser stopped, with the lines around it. acorn (a .js config) puts its 0-based
 * "(line:column)" in its message, which beside the 1-based place read as another column; esbuild
 * (the types of a .ts config stripped) names `<stdin>` in its.
 */
function unparsedConfig(error: unknown, code: string, source: string): PxError {
  const { message, place } = parseFailure(error) ?? { message: (error as Error).message };
  return pxErrors.UnreadableDocusaurusConfig.create({ message }, { where: { file: source, ...place }, frame: place ? terminalSafe(codeFrame(code, place.line, place.column)) : undefined });
}

/** The Babel configs Docusaurus's babel-loader reads from the site folder. */
const BABEL_CONFIGS = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc', '.babelrc.js', '.babelrc.json'];

/**
 * A note for a site whose Babel config adds plugins or presets to Docusaurus's own preset (the
 * template's file holds only that): pxdocs compiles the site's code with esbuild and runs no Babel,
 * so what they do is not applied, silently otherwise (EveryAnalytics/web-analytics-handbook's
 * `@emotion`). Their names are the config's quoted package names, read, not run.
 */
async function babelNote(dir: string): Promise<string | undefined> {
  const file = BABEL_CONFIGS.find((name) => existsSync(join(dir, name)));
  if (!file) return undefined;
  const text = await readFile(join(dir, file), 'utf8').catch(() => '');
  const names = [...new Set([...text.matchAll(/['"`](@?[\w.-]+(?:\/[\w.-]+)*)['"`]/g)].map((match) => match[1]))]
    .filter((name) => !name.startsWith('@docusaurus/') && !['plugins', 'presets', 'env', 'production', 'development', 'test'].includes(name) && !/^\.|\.(?:js|cjs|mjs|json)$/.test(name));
  if (!names.length) return undefined;
  const emotion = names.some((name) => name === '@emotion' || name.startsWith('@emotion/') || name === 'babel-plugin-emotion');
  return `${file} is not run: pxdocs compiles the site's code with esbuild (JSX, TypeScript and modern syntax need no Babel), so what ${names.join(', ')} do${names.length === 1 ? 'es' : ''} is not applied.${emotion ? " For emotion's css prop, start each file that uses it with /** @jsxImportSource @emotion/react */, which esbuild reads." : ''}`;
}

/** The PostCSS config init writes when the site's plugins add PostCSS plugins and the site has no config (compiler/postcss.ts). */
export const POSTCSS_CONFIG_FILE = 'postcss.config.cjs';

/**
 * The site's PostCSS config, from what its plugins' `configurePostCss` add (Tailwind CSS, say):
 * pxdocs runs no plugin code, but runs the PostCSS config's plugins on the site's stylesheets.
 * A config the site has already is left as it is (Docusaurus's postcss-loader reads it too).
 * Returns the note to print.
 */
async function writePostcssConfig(dir: string, postcss: PostcssPlugins, source: string): Promise<string> {
  const existing = postcssConfigFile(dir);
  const names = postcss.plugins.join(', ');
  if (existing) return `${postcss.from.join(', ')} add${postcss.from.length === 1 ? 's' : ''} PostCSS plugins (${names}) in configurePostCss; the site's ${existing} is what pxdocs runs, and it was left as it is: add them there if it lacks them.`;
  const requires = postcss.plugins.map((name) => `    require(${JSON.stringify(name)}),`).join('\n');
  await writeFile(join(dir, POSTCSS_CONFIG_FILE), `// Written by \`pxdocs init --from-docusaurus\` from configurePostCss in ${source} (${postcss.from.join(', ')}):\n// pxdocs runs these PostCSS plugins on the site's stylesheets, as Docusaurus ran them.\n// Docusaurus's postcss-loader reads this file too: if the site still builds with Docusaurus,\n// its plugin then adds them a second time (harmless for Tailwind CSS and autoprefixer).\nmodule.exports = {\n  plugins: [\n${requires}\n  ],\n};\n`);
  return `${POSTCSS_CONFIG_FILE} was written with the PostCSS plugins ${postcss.from.join(', ')} add${postcss.from.length === 1 ? 's' : ''} in configurePostCss (${names}): pxdocs runs them on the site's stylesheets. Options given to a plugin there (\`require('x')(options)\`) are not carried: add them in that file.`;
}

/**
 * The note naming the site's own files values were copied from (webspatial/doc-website's blog
 * title from src/data/tdk.ts): pxdocs.config.mjs holds the values themselves, so a later edit of
 * those files no longer reaches the build unless the config is changed too.
 */
function copiedNote(copied: Map<string, Set<string>>, source: string): string {
  const files = [...copied].sort(([a], [b]) => a.localeCompare(b)).map(([file, names]) => `${file} (${[...names].sort().map((name) => (name === 'default' ? 'its default export' : name)).join(', ')})`);
  return `values ${source} imports from the site's own files were read from them (not run) and copied into the config: ${files.join('; ')}. Edit them in the config from now on, or keep both in step.`;
}

/** The site's own modules the written config imports (`./src/remark/rust.js`, `./plugins.js#shout`). */
function importedSiteModules(translation: Translation): string[] {
  const text = JSON.stringify(translation.config);
  return [...text.matchAll(markPattern(PLUGIN_MARK))].map((match) => JSON.parse(match[1]) as string).filter((spec) => spec.startsWith('./'));
}

/** `{ "<mark>": "<string>" }` as JSON.stringify writes it, the string captured. */
function markPattern(mark: string): RegExp {
  return new RegExp(`\\{\\s*"${mark.replace('$', '\\$')}":\\s*("(?:[^"\\\\]|\\\\.)*")\\s*\\}`, 'g');
}

function render(translation: Translation, source: string): string {
  // Plugins named by package become imports; a CommonJS plugin may sit on `.default`. A value
  // read from a package (`pkg#themes.github`) comes through a namespace import, whose named
  // export an ES module has and a CommonJS one may only have on `.default`.
  const imports = new Map<string, { id: string; pkg: string; namespace: boolean }>();
  const mark = markPattern(PLUGIN_MARK);
  const body = JSON.stringify(translation.config, null, 2).replace(mark, (_, text: string) => {
    const [pkg, path = ''] = (JSON.parse(text) as string).split('#');
    const member = path ? path.split('.') : [];
    const key = `${member.length ? 'ns' : 'default'}:${pkg}`;
    if (!imports.has(key)) imports.set(key, { id: `plugin${imports.size}`, pkg, namespace: member.length > 0 });
    const { id } = imports.get(key)!;
    if (!member.length) return `(${id}.default ?? ${id})`;
    const [first, ...rest] = member;
    return `(${id}[${JSON.stringify(first)}] ?? ${id}.default?.[${JSON.stringify(first)}])${rest.map((name) => `[${JSON.stringify(name)}]`).join('')}`;
  });
  // Values kept as code (the current year in a copyright) are written as code.
  const withCode = body.replace(markPattern(CODE_MARK), (_, text: string) => JSON.parse(text) as string);
  const lines = [
    `// Written by \`pxdocs init --from-docusaurus\` from ${source}.`,
    ...(translation.notCarried.length ? ['// Not carried over:', ...translation.notCarried.map((item) => `//   ${item.key}: ${item.reason}`)] : []),
    "import { defineConfig } from 'pxdocs';",
    ...[...imports.values()].map(({ id, pkg, namespace }) => `import ${namespace ? `* as ${id}` : id} from ${JSON.stringify(pkg)};`),
    '',
    `export default defineConfig(${withCode});`,
    '',
  ];
  return lines.join('\n');
}

/** The report printed after init. */
export function describeInit(result: InitResult, cwd: string): string[] {
  const lines = [`Wrote ${pathLabel(cwd, result.file)} from ${result.source}.`];
  for (const note of result.notes) if (!note.startsWith('Translated from')) lines.push(`  note: ${note}`);
  if (result.notCarried.length) {
    lines.push('', `Not carried over (${result.notCarried.length}):`);
    for (const item of result.notCarried) lines.push(`  - ${item.key}: ${item.reason}`);
  }
  // The site's scripts that run Docusaurus, and what runs them with pxdocs (package.json is left as it is).
  const scripts = scriptEquivalents(dirname(result.file));
  if (scripts.length) {
    lines.push('', 'package.json scripts, with pxdocs:');
    for (const line of scripts) lines.push(`  ${line}`);
  }
  lines.push('', 'Next: pxdocs build');
  return lines;
}
