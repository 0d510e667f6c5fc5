// Helpers for the Docusaurus-compatibility tests: build a fixture from
// test/compat/fixtures/ with the real CLI (output in a temp folder, the fixture
// is never written to), then query the produced HTML with small CSS selectors.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastToString } from 'hast-util-to-string';
import { find as findProperty, html as htmlSchema } from 'property-information';
import type { Element, Root, RootContent } from 'hast';
import { buildSite, makeTempDir, sharedBuild } from '../helpers.js';

export { crumbName } from '../helpers.js';

/** The pxdocs package folder (/work/main). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURES = join(ROOT, 'test', 'compat', 'fixtures');

/**
 * A shared Docusaurus corpus (read-only): `$PXDOCS_CORPORA/<name>`, else
 * `../shared/corpora/<name>` beside this checkout, else the workspace's copy
 * (a clone elsewhere, e.g. a CI check in /tmp, still finds it).
 */
export function corpusDir(name: string): string {
  const roots = [process.env.PXDOCS_CORPORA, join(ROOT, '..', 'shared', 'corpora'), '/work/shared/corpora'].filter((root): root is string => !!root);
  return roots.map((root) => join(root, name)).find((dir) => existsSync(dir)) ?? join(roots[0]!, name);
}

/** Every page file under `dir` whose name `pattern` matches (`.md` by default), node_modules and dot-folders left out. */
export function pageFiles(dir: string, pattern = /\.md$/, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) pageFiles(path, pattern, into);
    else if (pattern.test(name)) into.push(path);
  }
  return into;
}

/** Every shared corpus's page files (`pageFiles`), none when the corpora are not there. */
export function corporaFiles(pattern?: RegExp): string[] {
  const corpora = corpusDir('');
  return existsSync(corpora) ? pageFiles(corpora, pattern) : [];
}

const BIN = join(ROOT, 'bin', 'pxdocs.js');

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export interface BuildResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Absolute output folder (may not exist when the build failed). */
  out: string;
  /** Removes the temp folder. */
  cleanup(): Promise<void>;
}

/**
 * What `pxdocs build --cwd <fixture> --out <temp>` does, in this process
 * (test/helpers.ts buildSite). A fixture built as it is is built once per test
 * run and shared by every file that builds it (test/helpers.ts sharedBuild).
 */
export function buildFixture(name: string): Promise<BuildResult> {
  // Once per process too: a file whose suites each ask for the fixture (test/compat/browse.ts serveFixture) builds it once when run alone.
  let build = fixtureBuilds.get(name);
  if (!build) {
    build = buildFixtureOnce(name);
    fixtureBuilds.set(name, build);
  }
  return build;
}

const fixtureBuilds = new Map<string, Promise<BuildResult>>();

async function buildFixtureOnce(name: string): Promise<BuildResult> {
  const cwd = join(FIXTURES, name);
  assertFixture(cwd);
  // Built where it is (its imports resolve from this package's node_modules), with its cache beside
  // the output: nothing is written into the fixture, and every run starts cold, as CI's does.
  const result = await sharedBuild(`compat-${name}`, (out) => buildSite(cwd, out, { cacheDir: join(dirname(out), 'cache') }));
  // The shared folder belongs to the run (scripts/run-tests.mjs removes it); a private one to this file.
  const own = process.env.PXDOCS_TEST_SHARED ? undefined : dirname(result.out);
  return { ...result, cleanup: async () => { if (own) await rm(own, { recursive: true, force: true }); } };
}

/**
 * A fixture's build for the suite it is called in (or the file, at top level):
 * registers a `before` hook that builds it (buildFixture: once per run) and an
 * `after` hook that removes a private build. The returned object's fields are
 * set once the `before` hook has run: read them inside tests.
 */
export function useFixture(name: string): BuildResult {
  const site = {} as BuildResult;
  before(async () => { Object.assign(site, await buildFixture(name)); });
  after(async () => { await site.cleanup?.(); });
  return site;
}

/**
 * Builds a copy of a fixture (in a temp folder) after writing `files` over it
 * (path relative to the fixture → contents): one fixture, several configs.
 */
export async function buildVariant(name: string, files: Record<string, string | null>, options: { workers?: number } = {}): Promise<BuildResult & { site: string }> {
  const temp = await makeTempDir(`pxdocs-compat-${name}-`);
  const site = join(temp, 'site');
  await cp(join(FIXTURES, name), site, { recursive: true });
  // Built where it is, a fixture's imports resolve from this package's node_modules: so does the copy's.
  if (!existsSync(join(site, 'node_modules'))) await symlink(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  // A file given null is removed from the copy.
  for (const [path, contents] of Object.entries(files)) {
    if (contents === null) await rm(join(site, path));
    else {
      await mkdir(dirname(join(site, path)), { recursive: true });
      await writeFile(join(site, path), contents);
    }
  }
  return { ...(await buildIn(site, temp, options)), site };
}

/** Runs the real CLI with `args` from the package folder; output without colours. */
export async function runCli(args: string[], cwd = ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout: stdout.replace(ANSI, ''), stderr: stderr.replace(ANSI, '') });
    });
  });
}

async function buildIn(cwd: string, temp: string, options: { workers?: number } = {}): Promise<BuildResult> {
  const out = join(temp, 'out');
  // The cache beside the output (not under the linked node_modules, which is this package's).
  return { ...(await buildSite(cwd, out, { cacheDir: join(temp, 'cache'), ...options })), out, cleanup: () => rm(temp, { recursive: true, force: true }) };
}

function assertFixture(dir: string): void {
  const configs = ['config/site.config.ts', 'pxdocs.config.mjs', 'pxdocs.config.ts', 'pxdocs.config.js'];
  if (!configs.some((file) => existsSync(join(dir, file)))) throw new Error(`No fixture at ${dir}`);
}

/** Route → output file: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The file a route's page is in under `out`: `x.html`, or `x/index.html` (a folder's index doc, `trailingSlash: true`). */
function pageFile(out: string, route: string): string {
  const file = join(out, routeToFile(route));
  return route === '/' || existsSync(file) ? file : join(out, route.slice(1), 'index.html');
}

/** Every file under `dir`, as sorted `/`-separated relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  await walk(dir);
  return files.sort();
}

/** Output routes (`/a/b` for `a/b.html`). */
export async function listRoutes(dir: string): Promise<string[]> {
  return (await listFiles(dir)).filter((file) => file.endsWith('.html')).map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`));
}

// ---------------------------------------------------------------------------
// HTML

export interface Page {
  route: string;
  html: string;
  tree: Root;
  /** `<main>`: the page region (article, TOC). */
  main: Element;
  /** The rendered Markdown body (`.markdown`), or `<main>` for generated index pages. */
  body: Element;
}

export async function readPage(out: string, route: string): Promise<Page> {
  const html = await readFile(pageFile(out, route), 'utf8');
  const tree = fromHtml(html);
  const main = selectOne(tree, 'main');
  if (!main) throw new Error(`${route} has no <main>`);
  return { route, html, tree, main, body: selectOne(main, '.markdown') ?? main };
}

export function text(node: Root | Element): string {
  return hastToString(node).replace(/\s+/g, ' ').trim();
}

export function classes(element: Element): string[] {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/** An attribute by its HTML name (`data-value`, `aria-selected`, `class`…), as a string. */
export function attr(element: Element, name: string): string | undefined {
  const property = findProperty(htmlSchema, name).property;
  const value = element.properties[property];
  // aria-* values are "booleanish": the parser turns "true"/"false" into booleans.
  if (typeof value === 'boolean' && name.startsWith('aria-')) return String(value);
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(property === 'className' ? ' ' : ',') : String(value);
}

interface Compound {
  tag?: string;
  id?: string;
  classes: string[];
  attrs: { name: string; value?: string }[];
}

function parseCompound(source: string): Compound {
  const compound: Compound = { classes: [], attrs: [] };
  const pattern = /([a-z][a-z0-9-]*|\*)|\.([\w-]+)|#([\w-]+)|\[([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]/gy;
  let match: RegExpExecArray | null;
  let index = 0;
  while (index < source.length) {
    pattern.lastIndex = index;
    match = pattern.exec(source);
    if (!match) throw new Error(`Unsupported selector: ${source}`);
    if (match[1] && match[1] !== '*') compound.tag = match[1];
    else if (match[2]) compound.classes.push(match[2]);
    else if (match[3]) compound.id = match[3];
    else if (match[4]) compound.attrs.push({ name: match[4], value: match[5] ?? match[6] ?? match[7] });
    index = pattern.lastIndex;
  }
  return compound;
}

function matches(element: Element, compound: Compound): boolean {
  if (compound.tag && element.tagName !== compound.tag) return false;
  if (compound.id && attr(element, 'id') !== compound.id) return false;
  const own = classes(element);
  if (!compound.classes.every((name) => own.includes(name))) return false;
  return compound.attrs.every(({ name, value }) => {
    const actual = attr(element, name);
    return value === undefined ? actual !== undefined : actual === value;
  });
}

/**
 * Elements under `root` matching a small CSS subset: compounds of tag, `.class`,
 * `#id`, `[attr]`, `[attr=value]`, joined by descendant (space) or child (`>`).
 */
export function selectAll(root: Root | Element, selector: string): Element[] {
  // Split on spaces outside [attr="…"] brackets; `>` becomes a step of its own.
  const steps = selector.trim().replace(/\s*>\s*(?![^[]*\])/g, ' > ').match(/(?:\[[^\]]*\]|[^\s[])+|>/g) ?? [];
  const chain: { compound: Compound; child: boolean }[] = [];
  for (let index = 0; index < steps.length; index++) {
    if (steps[index] === '>') continue;
    chain.push({ compound: parseCompound(steps[index]), child: steps[index - 1] === '>' });
  }
  const found: Element[] = [];
  const walk = (children: (RootContent | Element['children'][number])[], ancestors: Element[]) => {
    for (const child of children) {
      if (child.type !== 'element') continue;
      if (matchesChain(child, ancestors, chain)) found.push(child);
      walk(child.children, [...ancestors, child]);
      if (child.content) walk(child.content.children, [...ancestors, child]);
    }
  };
  walk(root.children, root.type === 'element' ? [root] : []);
  return found;
}

function matchesChain(element: Element, ancestors: Element[], chain: { compound: Compound; child: boolean }[]): boolean {
  const last = chain[chain.length - 1];
  if (!matches(element, last.compound)) return false;
  let position = ancestors.length - 1;
  let mustBeParent = last.child;
  for (let step = chain.length - 2; step >= 0; step--) {
    const { compound, child } = chain[step];
    if (mustBeParent) {
      if (position < 0 || !matches(ancestors[position], compound)) return false;
      position--;
    } else {
      while (position >= 0 && !matches(ancestors[position], compound)) position--;
      if (position < 0) return false;
      position--;
    }
    mustBeParent = child;
  }
  return true;
}

export function selectOne(root: Root | Element, selector: string): Element | undefined {
  return selectAll(root, selector)[0];
}

/** Like selectOne, but fails the test with the selector when nothing matches. */
export function must(root: Root | Element, selector: string, where = ''): Element {
  const element = selectOne(root, selector);
  if (!element) throw new Error(`Expected an element matching "${selector}"${where ? ` in ${where}` : ''}`);
  return element;
}

/** `<meta name=…>` or `<meta property=…>` content. */
export function meta(page: Page, key: string): string | undefined {
  const element = selectAll(page.tree, 'meta').find((el) => attr(el, 'name') === key || attr(el, 'property') === key);
  return element ? attr(element, 'content') : undefined;
}

/** Sidebar entries of a page, depth first: label, href (if any), depth and `li` classes. */
export function sidebarEntries(page: Page): { label: string; href?: string; depth: number; classes: string[] }[] {
  const nav = selectOne(page.tree, 'nav.menu');
  if (!nav) return [];
  const entries: { label: string; href?: string; depth: number; classes: string[] }[] = [];
  const walkList = (list: Element, depth: number) => {
    for (const li of list.children) {
      if (li.type !== 'element' || li.tagName !== 'li') continue;
      // A category is, as in Docusaurus, its row then its list, both children of its <li>: the row is
      // <details><summary>label</summary></details> (collapsible, no page of its own), or
      // <div class="menu__list-item-collapsible"><a>label</a></div> (then a caret's <details>), or with a <span> (no page, not collapsible).
      const details = li.children.find((child): child is Element => child.type === 'element' && child.tagName === 'details');
      const row = li.children.find((child): child is Element => child.type === 'element' && child.tagName === 'div' && classes(child).includes('menu__list-item-collapsible'));
      const summary = details?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
      const link = row ? row.children.find((child): child is Element => child.type === 'element' && (child.tagName === 'a' || child.tagName === 'span'))
        : summary && classes(summary).includes('menu-link') ? summary
          : li.children.find((child): child is Element => child.type === 'element' && (child.tagName === 'a' || child.tagName === 'span'));
      entries.push({ label: link ? text(link) : '', href: link && link.tagName === 'a' ? attr(link, 'href') : undefined, depth, classes: classes(li) });
      // An "N more" group of a windowed sidebar keeps its list in its <details>.
      const sub = [...li.children, ...(details?.children ?? [])].find((child): child is Element => child.type === 'element' && child.tagName === 'ul');
      if (sub) walkList(sub, depth + 1);
    }
  };
  const top = nav.children.find((child): child is Element => child.type === 'element' && child.tagName === 'ul');
  if (top) walkList(top, 0);
  return entries;
}

/** The code blocks of a page body, with their lines and which lines are highlighted. */
export function codeBlocks(page: Page): { language: string; title?: string; lines: string[]; highlighted: string[]; code: Element; block: Element }[] {
  return selectAll(page.body, 'div.code-block').map((block) => {
    const code = must(block, 'pre code');
    // Blocks without marked lines or line numbers have no line spans.
    const lines = selectAll(code, 'span.code-line');
    const title = selectOne(block, '.code-title');
    return {
      language: attr(block, 'data-language') ?? '',
      title: title ? text(title) : undefined,
      lines: hastToString(code).replace(/\n$/, '').split('\n'),
      highlighted: lines.filter((line) => classes(line).some((name) => name === 'theme-code-block-highlighted-line' || name === 'highlighted')).map((line) => hastToString(line).replace(/\n$/, '')),
      code,
      block,
    };
  });
}

/** The code block whose text contains `marker`. */
export function codeBlockWith(page: Page, marker: string) {
  const block = codeBlocks(page).find((candidate) => candidate.lines.some((line) => line.includes(marker)));
  if (!block) throw new Error(`No code block containing "${marker}" on ${page.route}`);
  return block;
}

/** Warning lines of the build output (the part after "Warnings (n)"). */
export function warningLines(stderr: string): string[] {
  const start = stderr.search(/^Warnings \(\d+\)$/m);
  if (start === -1) return [];
  const rest = stderr.slice(start).split('\n').slice(1);
  const lines: string[] = [];
  for (const line of rest) {
    if (!line.trim()) break;
    if (/^ {4}\S/.test(line)) lines.push(line.trim());
  }
  return lines;
}

/** The `N warnings` count from the build's summary line. */
export function warningCount(stderr: string): number | undefined {
  const match = /· (\d+) warnings? ·/.exec(stderr);
  return match ? Number(match[1]) : undefined;
}
