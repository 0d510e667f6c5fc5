// `npm run compat`: for every Docusaurus docs folder under ../shared/corpora/*
// (read-only; each is copied to a temp folder first), runs `pxdocs init
// --from-docusaurus` then `pxdocs build` with the real CLI, and prints per
// corpus: errors, warnings, pages, and what the output holds (headings, code
// blocks, tabs, admonitions, meta descriptions). Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'pxdocs.js');
export const CORPORA = process.env.PXDOCS_CORPORA ?? join(ROOT, '..', 'shared', 'corpora');
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export interface CorpusFigures {
  name: string;
  initExit: number;
  notCarried: number;
  buildExit: number;
  errors: number;
  warnings: number;
  pages: number;
  headings: number;
  codeBlocks: number;
  tabs: number;
  admonitions: number;
  descriptions: number;
  /** The first lines of the build's error report, when it failed. */
  errorLines: string[];
}

function run(args: string[], cwd: string): { code: number; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS;
  const child = spawnSync(process.execPath, [BIN, ...args], { cwd, env, encoding: 'utf8', timeout: 600_000 });
  return { code: child.status ?? 1, output: `${child.stdout ?? ''}${child.stderr ?? ''}`.replace(ANSI, '') };
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full));
    else if (name.endsWith('.html') && name !== '404.html') out.push(full);
  }
  return out;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Copies one corpus to a temp folder and translates its config there (`pxdocs init --from-docusaurus`). */
export function importCorpus(corpusDir: string): { dir: string; name: string; init: { code: number; output: string } } {
  const name = corpusDir.split(/[\\/]/).filter(Boolean).pop()!;
  const dir = mkdtempSync(join(tmpdir(), `pxdocs-compat-${name}-`));
  // A corpus may be a link into the corpora folder: copy what it points at.
  cpSync(realpathSync(corpusDir), dir, { recursive: true });
  // A corpus is a docs folder without its site's node_modules: its remark plugins and
  // components' packages come from this checkout, as `npm install` would provide them.
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, name, init: run(['init', '--from-docusaurus', dir], dir) };
}

/** Copies one corpus to a temp folder, translates its config, builds it, and counts what came out. */
export function measureCorpus(corpusDir: string): CorpusFigures & { dir: string; initOutput: string; buildOutput: string } {
  const { dir, name, init } = importCorpus(corpusDir);
  const notCarried = Number(/Not carried over \((\d+)\)/.exec(init.output)?.[1] ?? 0);
  const build = init.code === 0 ? run(['build', '--cwd', dir, '--out', 'out'], dir) : { code: 1, output: '' };
  const warnings = Number(/· (\d+) warnings? ·/.exec(build.output)?.[1] ?? 0);
  const errorCount = build.code === 0 ? 0 : Math.max(1, count(build.output, /^\s*✖|^error|^Error/gm));
  let headings = 0, codeBlocks = 0, tabs = 0, admonitions = 0, descriptions = 0;
  const pages = htmlFiles(join(dir, 'out'));
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const main = html.slice(Math.max(0, html.indexOf('<main')), html.lastIndexOf('</main>') + 1 || undefined);
    headings += count(main, /<h[1-6][\s>]/g);
    codeBlocks += count(main, /class="code-block[\s"]/g);
    tabs += count(main, /role="tablist"/g);
    admonitions += count(main, /class="admonition admonition-/g);
    if (/<meta name="description" content="[^"]+"/.test(html)) descriptions++;
  }
  return {
    name, dir, initOutput: init.output, buildOutput: build.output,
    initExit: init.code, notCarried, buildExit: build.code, errors: errorCount, warnings, pages: pages.length,
    headings, codeBlocks, tabs, admonitions, descriptions,
    errorLines: build.code === 0 ? [] : build.output.split('\n').filter((line) => line.trim()).slice(-15),
  };
}

function main(): void {
  if (!existsSync(CORPORA)) {
    console.error(`No corpora folder at ${CORPORA} (set PXDOCS_CORPORA).`);
    process.exit(1);
  }
  const corpora = readdirSync(CORPORA).filter((name) => statSync(join(CORPORA, name)).isDirectory()).sort();
  console.log(`pxdocs compat: ${corpora.length} corpus folder(s) under ${relative(process.cwd(), CORPORA) || CORPORA}\n`);
  const rows: CorpusFigures[] = [];
  for (const name of corpora) {
    const started = performance.now();
    const figures = measureCorpus(join(CORPORA, name));
    rows.push(figures);
    console.log(`${name}: init exit ${figures.initExit} (${figures.notCarried} options not carried over), build exit ${figures.buildExit} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const line of figures.errorLines) console.log(`    ${line}`);
    rmSync(figures.dir, { recursive: true, force: true });
  }
  console.log('');
  const header = ['corpus', 'errors', 'warnings', 'pages', 'headings', 'code blocks', 'tabs', 'admonitions', 'descriptions'];
  const table = rows.map((row) => [row.name, row.errors, row.warnings, row.pages, row.headings, row.codeBlocks, row.tabs, row.admonitions, `${row.descriptions}/${row.pages}`].map(String));
  const widths = header.map((title, index) => Math.max(title.length, ...table.map((row) => row[index].length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  if (rows.some((row) => row.buildExit !== 0)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
