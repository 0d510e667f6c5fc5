// Shared helpers for the end-to-end browser tests: build the real site with the
// pxdocs CLI, serve it in-process with the pxdocs static handler (wrapped so a
// test can delay or fail one route), drive Chromium through playwright-core, and
// read facts about the built pages.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { createStaticHandler, type Handler } from '../../server/static-handler.js';
import { closeServer, listen } from '../../server/listen.js';
import { testGroup, type GroupState } from '../node-test.js';
import { buildSite as buildInProcess, makeTempDir as makeHelperTempDir, removeTempDirs, sharedBuild, waitFor, writeFiles } from '../helpers.js';

export { waitFor };

/** The pxdocs package folder (/work/main). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'pxdocs.js');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 800, height: 900 };

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits for work in the page, failing after `seconds` with what was awaited. Playwright bounds its own waits
 * but not `evaluate`: a page whose frames stalled held a CI run until the group's 30-minute limit.
 */
export async function inTime<T>(work: Promise<T>, what: string, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: the page did not answer in ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------
// Temp folders

/** A fresh folder, as test/helpers.ts makes them (one list, removed at exit at the latest). */
export function makeTempDir(prefix = 'pxdocs-e2e-'): Promise<string> {
  return makeHelperTempDir(prefix);
}

export { removeTempDirs };

// ---------------------------------------------------------------------------
// Building

/** What `pxdocs build --cwd <cwd> --out <out>` does, in this process (test/helpers.ts); rejects with its output when the build fails. */
export async function buildSite(out: string, cwd: string): Promise<string> {
  const result = await buildInProcess(cwd, out);
  if (result.code !== 0) throw new Error(`pxdocs build exited with ${result.code}:\n${result.stdout}${result.stderr}`);
  return out;
}

/** A small site of `files` in a fresh folder, built in this process and served: a fixture's whole set-up. */
export async function servedSite(prefix: string, files: Record<string, string>): Promise<{ out: string; server: TestServer }> {
  const site = await makeTempDir(prefix);
  await writeFiles(site, files);
  const out = await buildSite(join(site, 'out'), site);
  return { out, server: await startServer(out) };
}

/** `node bin/pxdocs.js build --out <out> [--cwd <cwd>]`: the real CLI in a process of its own. */
function runBuild(out: string, cwd?: string): Promise<Omit<RealSiteBuild, 'out'>> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS; // the test runner's --import tsx must not leak into the CLI
  // The real site is built with its chat embeddings (from the committed cache): the chat tests rank with them.
  if (!cwd) env.PXDOCS_CHAT_EMBEDDINGS = 'on';
  const args = [BIN, 'build', '--out', out, ...(cwd ? ['--cwd', cwd] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

export interface RealSiteBuild {
  /** The built site. */
  out: string;
  /** The CLI's exit code and (colour-free) output. */
  code: number;
  stdout: string;
  stderr: string;
}

let privateBuild: Promise<RealSiteBuild> | undefined;

/**
 * The real site (config/ and content/ of the package) built by `pxdocs build`,
 * once per test run: scripts/run-tests.mjs builds it before the tests and names
 * its folder in PXDOCS_TEST_REAL_SITE (it writes `output.json`, then `code`,
 * when the CLI exits); this waits for that. Otherwise the first file to ask
 * builds it (test/helpers.ts sharedBuild), or a file run without the runner
 * builds it itself, once per process. Tests only read the output.
 */
export function realSiteBuild(): Promise<RealSiteBuild> {
  const shared = process.env.PXDOCS_TEST_REAL_SITE;
  if (shared) return waitForSharedBuild(shared);
  // Not announced by the runner: the first file of the run to ask builds it for all (or for itself, run alone).
  privateBuild ??= sharedBuild('real-site-on-demand', (out) => runBuild(out));
  return privateBuild;
}

/** The real site's output folder; rejects with the CLI's output when its build failed. */
export async function buildRealSite(): Promise<string> {
  const result = await realSiteBuild();
  if (result.code !== 0) throw new Error(`pxdocs build of the real site exited with ${result.code}:\n${result.stdout}${result.stderr}`);
  return result.out;
}

async function waitForSharedBuild(dir: string): Promise<RealSiteBuild> {
  await waitFor(() => existsSync(join(dir, 'code')), { timeoutMs: 300_000, what: `the real-site build in ${dir}` });
  const { code, stdout, stderr } = JSON.parse(await readFile(join(dir, 'output.json'), 'utf8')) as Omit<RealSiteBuild, 'out'>;
  return { out: join(dir, 'out'), code, stdout, stderr };
}

/**
 * Builds a copy of the real site whose announcement bar has another id: config/
 * and content/ are copied to a temp folder, the id is rewritten, and the config's
 * relative import of defineConfig is pointed at the package's source. Only the
 * page at `route` keeps its body: the others keep their front matter and title,
 * so every route, sidebar and link target stays, without the cost of building
 * their code blocks (the bar's id is the same on every page).
 */
export async function buildSiteWithAnnouncementId(id: string, route: string): Promise<{ out: string; previousId: string }> {
  const dir = await makeTempDir('pxdocs-e2e-variant-');
  await cp(join(ROOT, 'config'), join(dir, 'config'), { recursive: true });
  await cp(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  const file = join(dir, 'config', 'site.config.ts');
  const source = await readFile(file, 'utf8');
  const match = /(announcementBar:\s*\{[\s\S]*?\bid:\s*)(['"])([^'"]*)\2/.exec(source);
  if (!match) throw new Error('config/site.config.ts has no announcementBar id to rewrite');
  const rewritten = source
    .replace(match[0], `${match[1]}${JSON.stringify(id)}`)
    .replace(/(['"])\.\.\/compiler\/config\/define\.js\1/, JSON.stringify(join(ROOT, 'compiler', 'config', 'define.ts')));
  await writeFile(file, rewritten);
  const kept = await keepOnlyPageBody(join(dir, 'content'), route);
  if (kept.length !== 1) throw new Error(`content/ has ${kept.length} pages for the route ${route} (${kept.join(', ')}); buildSiteWithAnnouncementId maps a route to its file by its path, number prefixes and index left out`);
  const out = await buildSite(join(dir, 'out'), dir);
  return { out, previousId: match[3] };
}

/** Cuts every page under `content` but the one at `route` to its front matter and first `# ` heading; returns the pages kept whole. */
async function keepOnlyPageBody(content: string, route: string): Promise<string[]> {
  const kept: string[] = [];
  for (const entry of await readdir(content, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.name.startsWith('_')) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(content, file).split(sep).map((part) => part.replace(/^\d+-/, '')).join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    if (`/${path}` === route) {
      kept.push(relative(content, file));
      continue;
    }
    const text = await readFile(file, 'utf8');
    const front = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    const title = /^# .*$/m.exec(text.slice(front.length))?.[0];
    await writeFile(file, `${front}\n${title ?? ''}\n`);
  }
  return kept;
}

// ---------------------------------------------------------------------------
// Built pages

export interface BuiltPage {
  route: string;
  file: string;
  html: string;
  bodyClass: string;
}

async function listHtml(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.html')) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Every HTML file of a build with its route (`index.html` → `/`, `a/b.html` → `/a/b`). */
export async function builtPages(out: string): Promise<BuiltPage[]> {
  const files = await listHtml(out);
  return Promise.all(files.map(async (file) => {
    const html = await readFile(join(out, file), 'utf8');
    const route = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
    const bodyClass = /<body[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
    return { route, file, html, bodyClass };
  }));
}

/** Number of matches of `pattern` in `text`. */
export function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))?.length ?? 0;
}

/** Internal page links (`href="/..."`, no extension) inside a page's `#__page` region. */
export function pageLinks(html: string): string[] {
  const start = html.indexOf('id="__page"');
  const region = start === -1 ? html : html.slice(start);
  return [...region.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]).filter((href) => !/\.[a-z0-9]+(#|$)/i.test(href.split('?')[0]));
}

// ---------------------------------------------------------------------------
// Serving

export interface RouteRule {
  /** Hold every response for this path this long. */
  delayMs?: number;
  /** Hold every response for this path until this settles (a test checks the page meanwhile, however slow the machine). */
  hold?: Promise<unknown>;
  /** Answer the next `times` requests for this path with an HTML error page. */
  fail?: { times: number; status?: number; afterMs?: number };
}

export interface TestServer {
  url: string;
  /** Per-pathname behaviour, checked on every request. */
  rules: Map<string, RouteRule>;
  /** Requests seen per pathname. */
  hits: Map<string, number>;
  /** Serve another build from now on (same origin, so localStorage carries over). */
  setRoot(root: string): void;
  close(): Promise<void>;
}

const ERROR_PAGE = (status: number) => `<!doctype html><html><head><title>${status} Bad Gateway</title></head><body><h1>${status} Bad Gateway</h1><p>The upstream server failed.</p></body></html>`;

/** The pxdocs static handler on 127.0.0.1 (random port), wrapped with per-route delays and failures. */
export async function startServer(root: string): Promise<TestServer> {
  let handler: Handler = createStaticHandler(root);
  const rules = new Map<string, RouteRule>();
  const hits = new Map<string, number>();
  const wrapped: Handler = async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === AXE_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=3600' }).end(axeFile());
      return;
    }
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const rule = rules.get(pathname);
    if (rule?.fail && rule.fail.times > 0) {
      rule.fail.times -= 1;
      if (rule.fail.afterMs) await sleep(rule.fail.afterMs);
      const status = rule.fail.status ?? 502;
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(ERROR_PAGE(status));
      return;
    }
    if (rule?.delayMs) await sleep(rule.delayMs);
    if (rule?.hold) await rule.hold;
    await handler(request, response);
  };
  const server: Server = await listen(wrapped, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  axeOrigins.add(`http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    rules,
    hits,
    setRoot(next) {
      handler = createStaticHandler(next);
    },
    close: () => closeServer(server, 0),
  };
}

// ---------------------------------------------------------------------------
// The browser

/** The Chromium flags of every test browser (scripts/run-tests.mjs launches the shared one with them too). */
export const CHROMIUM_ARGS: string[] = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8')) as string[];

/**
 * Chromium, headless. Under `scripts/run-tests.mjs --shared-browser` this
 * connects to the run's one Chromium (PXDOCS_TEST_BROWSER, a playwright browser
 * server): the file gets a browser of its own contexts, and `close()` closes
 * them and disconnects. Otherwise it launches Chromium. Playwright hides scrollbars by default;
 * `scrollbars: true` keeps them, as readers' desktop browsers show them (a
 * scrollbar appearing narrows the page, which layout-shift tests must see):
 * that is a launch flag, so such a browser is always launched for the file.
 * `unthrottledFrames: true` (a launch flag too) has Chromium draw each frame as
 * soon as the one before is done instead of on a 60 Hz clock: the frames are
 * the same ones in the same order, without the wait between them, for tests
 * that step through many frames (scrolling a page through frame by frame took
 * 34 ms a step, all of it waiting; now about 8).
 */
export async function launchBrowser({ scrollbars = false, unthrottledFrames = false }: { scrollbars?: boolean; unthrottledFrames?: boolean } = {}): Promise<Browser> {
  const shared = process.env.PXDOCS_TEST_BROWSER;
  if (shared && !scrollbars && !unthrottledFrames) return (await chromium()).connect(shared, { timeout: 60_000 });
  const group = testGroup();
  if (group) return lentBrowser(group, `${scrollbars}:${unthrottledFrames}`, () => startChromium(scrollbars, unthrottledFrames));
  return startChromium(scrollbars, unthrottledFrames);
}

/** The group's Chromium of each kind (launch flags), launched for its first file that asks. */
const groupBrowsers = new Map<string, Promise<Browser>>();

/**
 * When files share a process (scripts/test-group.mjs), one Chromium of a kind
 * serves all of them, closed when the group ends: a launch is about 0.7 s of
 * CPU. Each file gets it as a browser whose `close()` closes the contexts (and
 * so the pages) the file opened, as closing its own browser would; the
 * contexts already keep files' pages, storage and cache apart.
 */
async function lentBrowser(group: GroupState, kind: string, launch: () => Promise<Browser>): Promise<Browser> {
  let launched = groupBrowsers.get(kind);
  if (!launched) {
    launched = launch();
    groupBrowsers.set(kind, launched);
    group.atEnd.push(async () => {
      groupBrowsers.delete(kind);
      await (await launched!.catch(() => undefined))?.close();
    });
  }
  const browser = await launched;
  // A crashed Chromium is replaced for the files after.
  if (!browser.isConnected()) {
    groupBrowsers.delete(kind);
    return lentBrowser(group, kind, launch);
  }
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      }
      if (property === 'contexts') return () => [...opened];
      if (property === 'close') return async () => { await Promise.all([...opened].map((context) => context.close().catch(() => undefined))); };
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * playwright-core, loaded on first use: files that import this module only for
 * the real site's build (the chat and content tests) spent a second of CPU loading it.
 */
async function chromium(): Promise<typeof import('playwright-core').chromium> {
  return (await import('playwright-core')).chromium;
}

async function startChromium(scrollbars: boolean, unthrottledFrames: boolean): Promise<Browser> {
  return (await chromium()).launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    args: [...CHROMIUM_ARGS, ...(unthrottledFrames ? ['--disable-frame-rate-limit'] : [])],
  });
}

/**
 * A fresh context (its own storage). tsx compiles the test files with esbuild's
 * keepNames, which can wrap functions inside page.evaluate callbacks in `__name()`;
 * the init script makes that helper exist in the page (it touches nothing else).
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  return context;
}

/**
 * Routes the page's requests matching `pattern` to `handler` until the function returned is called;
 * from then on they go to the network. Never `page.unroute` while the page lives: a request in
 * flight as it runs (a prefetch the page started on its own, matching the pattern or not) can wait
 * forever. Seen in CI, where a link click then never navigated; reproduced with a fetch racing
 * unroute, about 1 in 35 times.
 */
export async function routeUntil(page: Page, pattern: string, handler: (route: Route) => unknown): Promise<() => void> {
  let routing = true;
  await page.route(pattern, (route) => (routing ? handler(route) : route.fallback()));
  return () => { routing = false; };
}

export interface PageProblems {
  errors: string[];
  consoleErrors: string[];
  warnings: string[];
}

/** Collects uncaught page errors, console errors and console warnings. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [], consoleErrors: [], warnings: [] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.warnings.push(message.text());
  });
  return problems;
}

let axeSource: string | undefined;
const axeFile = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** Where a startServer() site serves axe-core, cacheable. */
const AXE_PATH = '/__test/axe.min.js';
/** Origins of the servers startServer() made. */
const axeOrigins = new Set<string>();

/**
 * axe-core's browser build, injected as a classic script. On a startServer()
 * site it is loaded by URL: Chromium then keeps its compiled code between
 * pages (a walk of the site compiled its 550 KB anew on every page, a quarter
 * of the audit's time); inline content is compiled each time.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (axeOrigins.has(new URL(page.url()).origin)) await page.addScriptTag({ url: AXE_PATH });
  else await page.addScriptTag({ content: axeFile() });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation for each target (e.g. the measured contrast ratio and colours). */
  summaries: string[];
}

/**
 * The rule sets the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA,
 * plus axe's best practices.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What one axe run checks: rules named by tag (default AXE_TAGS) or by id, over
 * the whole document or only the elements matching `include` (CSS selectors;
 * page-level rules such as document-title then do not apply, as in axe).
 */
export interface AxeScope {
  tags?: string[];
  rules?: string[];
  include?: string[];
  /**
   * Checks colour contrast once per text style (CONTRAST_STYLE): of the
   * elements holding text whose own and ancestors' tags and contrast-bearing
   * styles are all alike, one that axe measures stands for the others. axe's
   * verdict on contrast is a function of those (the text's colour, size,
   * weight, shadow and opacity over its ancestors' backgrounds), so the others
   * share it. Two things could make a twin's verdict differ, and neither is
   * left to chance. What lies under a text that is not its ancestor is not in
   * the key: a text whose lines a positioned element (not its ancestor)
   * overlaps is always measured (in normal flow, short of negative margins,
   * no element paints over or under another's text). And only a pass or a
   * violation stands for a style: where axe skips the standing text or says
   * "needs review" of it (a pseudo-element over it, a background it cannot
   * read), the style's other texts are measured in a second run (`measurable`
   * picks texts that seldom need it). Texts axe can never fail (`cannotFail`)
   * are not measured at all. A page of code examples holds thousands of token
   * spans in a few dozen styles: this was a third of the audit's time.
   *
   * `true`: once per style of this page. A ContrastMemo: besides, a style
   * that passed on a page audited earlier with the memo passes here (see
   * ContrastMemo).
   */
  contrastOncePerStyle?: boolean | ContrastMemo;
}

/**
 * The text styles whose contrast passed, over the pages audited with this memo
 * (AxeScope.contrastOncePerStyle), so that their texts on later pages are not
 * measured again. A style's key holds its whole chain of ancestors up to the
 * root (tags and styles, not classes, which name the page on the root
 * element), so nothing in it depends on the page, the viewport or the colour
 * mode it was measured in: it passes wherever it is. Most styles (navbar,
 * sidebar, body text, code tokens) are on every page. Only passes are kept: a
 * style that fails is measured again, and reported, on every page it is on.
 * `parts` numbers each element's own part of a key (its tag and styles), so a
 * key is short and exact (the numbers of its parts, from the root down).
 */
export class ContrastMemo {
  readonly parts: string[] = [];
  readonly passed = new Set<string>();
  private readonly numbers = new Map<string, number>();
  /** Of the last run with this memo: the texts of the page, those left out as twins of a style that passed, and the elements axe was asked to measure. */
  lastRun = { texts: 0, twins: 0, measured: 0 };

  /**
   * Keeps what a run learnt. It numbered the parts it met first from `base`, the memo's size when it began;
   * runs on other pages may have numbered theirs meanwhile (the walks of a test run side by side), so its
   * parts get the memo's numbers and its keys are renumbered to match.
   */
  learn(base: number, added: string[], passed: string[]): void {
    const numbers = added.map((part) => {
      let found = this.numbers.get(part);
      if (found === undefined) {
        found = this.parts.push(part) - 1;
        this.numbers.set(part, found);
      }
      return found;
    });
    for (const key of passed) this.passed.add(key.replace(/\d+/g, (digits) => String(Number(digits) < base ? Number(digits) : numbers[Number(digits) - base])));
  }
}

/** The computed styles that decide a text's contrast (where it is rendered and not covered: `measurable`). */
const CONTRAST_STYLE = {
  /** Of the text's own element. */
  text: ['color', '-webkit-text-fill-color', 'text-shadow', '-webkit-text-stroke-width', '-webkit-text-stroke-color', 'font-size', 'font-weight'],
  /** Of the element and every ancestor: what lies behind the text. */
  background: ['background-color', 'background-image', 'background-clip', 'opacity', 'filter', 'mix-blend-mode'],
};

/** Runs axe over the document (or the scope's elements); returns every violation with its targets. */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  const runOnly = scope.rules ? { type: 'rule', values: scope.rules } : { type: 'tag', values: scope.tags ?? AXE_TAGS };
  const memo = scope.contrastOncePerStyle instanceof ContrastMemo ? scope.contrastOncePerStyle : undefined;
  const known = { parts: [...(memo?.parts ?? [])], passed: memo ? [...memo.passed] : [] };
  const result = await page.evaluate(async ({ runOnly, include, onceStyle, known, styles }) => {
    type Results = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] } & Record<'passes' | 'incomplete' | 'inapplicable', { id: string }[]>;
    type Matches = (this: unknown, node: unknown, ...rest: unknown[]) => boolean;
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<Results>; configure(spec: unknown): void; reset(): void; _audit: { rules: { id: string; matches: Matches }[]; checks: Record<string, { evaluate: Matches }> } } }).axe;
    const document = (globalThis as unknown as { document: any }).document;
    const getComputedStyle = (globalThis as unknown as { getComputedStyle(element: unknown): { getPropertyValue(name: string): string } }).getComputedStyle;
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    // link-in-text-block passes a link that either of its checks passes ("any"): a link styled apart from its
    // text (underlined, bordered, bolder) passes whatever its colours, yet axe measures them first, each time the
    // colours of the link and of its whole paragraph over their backgrounds (most of the rule's cost; every link
    // of the site's text is underlined). The colour check passes such a link at once; the others it measures.
    const distinct = axe._audit.checks['link-in-text-block-style'].evaluate;
    const linkColours = axe._audit.checks['link-in-text-block'].evaluate;
    const quiet = { data() {}, relatedNodes() {} };
    const linkCheck = { id: 'link-in-text-block', evaluate(this: unknown, node: unknown, ...rest: unknown[]) { return distinct.call(quiet, node, ...rest) === true || linkColours.call(this, node, ...rest); } };
    // Only violations are collected: axe skips listing every passing node, which is slow on long pages. Nor
    // does it copy each node's HTML it checks (noHtml; the HTML of a failing node is not reported here).
    const run = async (only: unknown, configure: { rules?: unknown[]; checks?: unknown[] } = {}) => {
      axe.configure({ ...configure, checks: [linkCheck, ...(configure.checks ?? [])], noHtml: true });
      try {
        return await axe.run(context, { runOnly: only, resultTypes: ['violations'] });
      } finally {
        axe.reset();
      }
    };
    const summary = (results: Results) => results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      summaries: violation.nodes.map((node) => (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()),
    }));
    if (!onceStyle) return { violations: summary(await run(runOnly)), added: [], passed: [], texts: 0, twins: 0, measured: 0, contrastRan: false };

    // AxeScope.contrastOncePerStyle. Each part of a key (an element's tag and background styles; a text's own
    // styles) is numbered once, in the memo's numbering; an element's background chain is the numbers of its own
    // part and its ancestors', so a key is short however deep the element is, and exact.
    const numbers = new Map<string, number>(known.parts.map((part, index) => [part, index]));
    const added: string[] = [];
    const number = (part: string) => {
      let found = numbers.get(part);
      if (found === undefined) {
        found = numbers.size;
        numbers.set(part, found);
        added.push(part);
      }
      return found;
    };
    const chains = new Map<any, string>();
    const chain = (element: any): string => {
      if (!element) return '';
      let found = chains.get(element);
      if (found === undefined) {
        const style = getComputedStyle(element);
        found = `${chain(element.parentElement)}.${number(`${element.tagName}{${styles.background.map((name) => style.getPropertyValue(name)).join(';')}}`)}`;
        chains.set(element, found);
      }
      return found;
    };
    /** A text's key: its own text styles over its background chain. */
    const textKey = (element: any): string => {
      const style = getComputedStyle(element);
      return `${number(styles.text.map((name) => style.getPropertyValue(name)).join(';'))}/${chain(element)}`;
    };
    // The elements holding text, inside the audited part only (a twin's representative must be audited too).
    const holders = new Set<any>();
    const roots = include ? include.flatMap((selector) => [...document.querySelectorAll(selector)]) : [document.documentElement];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.data.trim() !== '') holders.add(node.parentElement);
    }
    // Positioned elements, which may lie over or under text that is not theirs (a copy button over a code line).
    const covers = [...document.body.querySelectorAll('*')].filter((element: any) => ['absolute', 'fixed', 'sticky', 'relative'].includes(getComputedStyle(element).getPropertyValue('position'))).map((element: any) => ({ element, rect: element.getBoundingClientRect() }));
    const inside = (inner: any, outer: any) => inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
    const overlaps = (one: any, other: any) => one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
    // The covers by the horizontal bands of the page their boxes reach, so a text is compared only with those
    // of its own bands: comparing each of the longest page's 3,000 texts with its 260 positioned elements
    // (a code block and its two buttons each) was a sixth of its colour-only run. Two boxes overlap only
    // where they share a band.
    const BAND = 512;
    const bandsOf = (rect: any) => {
      const first = Math.floor(rect.top / BAND);
      return Array.from({ length: Math.max(0, Math.floor(rect.bottom / BAND) - first) + 1 }, (_, index) => first + index);
    };
    const banded = new Map<number, typeof covers>();
    for (const cover of covers) {
      for (const band of bandsOf(cover.rect)) {
        if (!banded.has(band)) banded.set(band, []);
        banded.get(band)!.push(cover);
      }
    }
    /**
     * Whether a positioned element that is not the text's ancestor overlaps its text (the lines of its own text
     * nodes, which axe measures against what lies under them): what lies behind the text is then not all in its
     * key. Asked of the element's box first, which holds its lines.
     */
    const covered = (element: any, rect: any) => {
      const near = [...new Set(bandsOf(rect).flatMap((band) => banded.get(band) ?? []))].filter((cover) => overlaps(rect, cover.rect) && !cover.element.contains(element));
      if (!near.length) return false;
      const range = document.createRange();
      for (const node of element.childNodes as Iterable<any>) {
        if (node.nodeType !== 3) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects() as Iterable<any>) if (near.some((cover) => overlaps(line, cover.rect))) return true;
      }
      return false;
    };
    /** Each clipping ancestor's box (undefined: it clips nothing), asked once per ancestor. */
    const clips = new Map<any, any>();
    const clipOf = (ancestor: any) => {
      if (!clips.has(ancestor)) {
        const style = getComputedStyle(ancestor);
        clips.set(ancestor, style.getPropertyValue('overflow-x') !== 'visible' || style.getPropertyValue('overflow-y') !== 'visible' ? ancestor.getBoundingClientRect() : undefined);
      }
      return clips.get(ancestor);
    };
    // axe's punctuation (its getPunctuationRegExp).
    const AXE_PUNCTUATION = /[\u2000-\u206F\u2E00-\u2E7F\u3000-\u3004\u3008-\u3020\u3030\u3036-\u3037\u303D-\u303F\u30FB\uFE10-\uFE1F\uFE30-\uFE4F\uFE50-\uFE6F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\\'!"#$%&\xa3\xa2\xa5\xa7\u20ac()*+,\-.\/:;<=>?@\[\]^_`{|}~\xb1]/g;
    /** An element's own text as axe reads it for contrast (its text nodes, a space per <br>, whitespace collapsed as axe's sanitize does). */
    const ownText = (element: any) => [...element.childNodes].map((node: any) => (node.nodeType === 3 ? node.data : node.nodeName === 'BR' ? ' ' : '')).join('')
      .replace(/\r\n/g, '\n').replace(/\u00A0/g, ' ').replace(/\s{2,}/g, ' ').trim();
    /**
     * Whether axe's color-contrast can never fail this text, so it need not be asked about it: it is not
     * rendered (display, visibility, opacity 0: axe passes it as hidden; an element of display: contents has
     * no box of its own but shows its text), its text is one character (axe asks for review of such a text
     * when it fails, never reports it) or punctuation alone (axe does not measure it; the set is axe's).
     * accessibility.test.ts holds axe to each of these.
     */
    const cannotFail = (element: any, text: string) => text.length < 2 || text.replace(AXE_PUNCTUATION, '') === ''
      || (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && getComputedStyle(element).getPropertyValue('display') !== 'contents');
    /**
     * Whether axe will likely pass or fail this text rather than say "needs review", so that it can stand
     * for its style (whether it did is checked after the run): it is not disabled or inert, its text has a
     * character of the basic Latin block besides punctuation, a space will do (axe asks for review of emoji
     * alone; it measures a code line's own text, the punctuation between its tokens' spans), and (`whole`)
     * it lies within the window's width and every clipping ancestor. A style with no measurable text has
     * every text measured.
     */
    const measurable = (element: any, text: string, rect: any, whole: boolean): boolean => {
      if (element.closest('[disabled], [aria-disabled="true"], [inert]')) return false;
      if (!/[\x20-\x7e]/.test(text.replace(AXE_PUNCTUATION, ''))) return false;
      if (!whole) return true;
      if (rect.width === 0 || rect.height === 0 || rect.left < 0 || rect.right > document.documentElement.clientWidth) return false;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const clip = clipOf(ancestor);
        if (clip && !inside(rect, clip)) return false;
      }
      return true;
    };
    // Texts that cannot fail are left out, and so are the texts of a style that passed before (with a memo,
    // on an earlier page); of a new style, a measurable text stands for the others (one whole in view if
    // there is one). A text a positioned element overlaps is measured.
    const passed = new Set<string>(known.passed);
    /** The text standing for each style first measured in this run, and the style of each text left out. */
    const standing = new Map<string, any>();
    const twins = new Map<any, string>();
    const unfailing = new Set<any>();
    const fresh = new Map<string, { element: any; text: string; rect: any }[]>();
    for (const element of holders) {
      const text = ownText(element);
      if (cannotFail(element, text)) {
        unfailing.add(element);
        continue;
      }
      const rect = element.getBoundingClientRect();
      if (covered(element, rect)) continue;
      const key = textKey(element);
      if (passed.has(key)) twins.set(element, key);
      else if (fresh.has(key)) fresh.get(key)!.push({ element, text, rect });
      else fresh.set(key, [{ element, text, rect }]);
    }
    for (const [key, texts] of fresh) {
      const first = texts.find(({ element, text, rect }) => measurable(element, text, rect, true)) ?? texts.find(({ element, text, rect }) => measurable(element, text, rect, false));
      if (!first) continue;
      standing.set(key, first.element);
      for (const { element } of texts) if (element !== first.element) twins.set(element, key);
    }
    /** axe's verdict on each text standing for a style: true (pass), false (violation) or undefined (needs review, or not measured). */
    const verdicts = new Map<any, unknown>();
    const standers = new Set(standing.values());
    const rule = axe._audit.rules.find((candidate) => candidate.id === 'color-contrast')!;
    const matches = rule.matches;
    const evaluate = axe._audit.checks['color-contrast'].evaluate;
    /** Runs `only` with color-contrast measuring the texts `measure` accepts, and recording the standing texts' verdicts. */
    const runMeasuring = (only: unknown, measure: (node: unknown) => boolean) => run(only, {
      // The rule's own test, with the twins left out (a mark on each would make Chromium restyle the page).
      rules: [{ id: 'color-contrast', matches(this: unknown, node: unknown, ...rest: unknown[]) { return measure(node) && matches.call(this, node, ...rest); } }],
      checks: [{ id: 'color-contrast', evaluate(this: { data(data: unknown): void }, node: unknown, ...rest: unknown[]) {
        if (!standers.has(node)) return evaluate.call(this, node, ...rest);
        // A text axe passes as hidden was not measured: it stands for nothing.
        let reason: unknown;
        const data = this.data;
        this.data = (value: unknown) => {
          reason = (value as { messageKey?: unknown } | undefined)?.messageKey;
          data.call(this, value);
        };
        try {
          const verdict = evaluate.call(this, node, ...rest);
          verdicts.set(node, reason === 'hidden' ? undefined : verdict);
          return verdict;
        } finally {
          this.data = data;
        }
      } }],
    });
    // color-contrast tests every element of the page for text of its own (its matches: a few label and
    // aria-labelledby lookups per element first, a fifth of the rule's time on a page of code); it measures
    // only form fields and elements holding text. Those are all it is asked about here, beside any element in a
    // shadow tree (the text walk above does not enter those).
    const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
    const asked = (node: any) => (holders.has(node) && !unfailing.has(node)) || FIELDS.has(node.nodeName) || node.getRootNode() !== document;
    let measured = 0;
    const first = await runMeasuring(runOnly, (node) => {
      const asking = asked(node) && !twins.has(node);
      if (asking) measured += 1;
      return asking;
    });
    // Whether color-contrast ran at all (axe lists every rule it ran under one of these, with or without nodes).
    const contrastRan = [first.violations, first.passes, first.incomplete, first.inapplicable].some((results) => results.some((result) => result.id === 'color-contrast'));
    const violations = summary(first);
    // Styles whose standing text got no pass or violation: their other texts on this page are measured now.
    const unsettled = new Set([...standing].filter(([, element]) => typeof verdicts.get(element) !== 'boolean').map(([key]) => key));
    if (contrastRan && [...twins.values()].some((key) => unsettled.has(key))) {
      const second = await runMeasuring({ type: 'rule', values: ['color-contrast'] }, (node) => twins.has(node) && unsettled.has(twins.get(node)!));
      violations.push(...summary(second));
    }
    return {
      violations,
      added,
      passed: [...standing].filter(([, element]) => verdicts.get(element) === true).map(([key]) => key),
      texts: holders.size,
      twins: [...twins.values()].filter((key) => !unsettled.has(key)).length,
      measured,
      contrastRan,
    };
  }, { runOnly, include: scope.include, onceStyle: Boolean(scope.contrastOncePerStyle), known, styles: CONTRAST_STYLE });
  if (memo && result.contrastRan) {
    memo.learn(known.parts.length, result.added, result.passed);
    memo.lastRun = { texts: result.texts, twins: result.twins, measured: result.measured };
  }
  return result.violations;
}

/** The ids of axe's rules that carry every one of `all` and at least one of `any` (axe must be injected). */
export async function axeRuleIds(page: Page, any: string[], all: string[] = []): Promise<string[]> {
  return page.evaluate(({ any, all }) => {
    const axe = (globalThis as unknown as { axe: { getRules(tags?: string[]): { ruleId: string; tags: string[] }[] } }).axe;
    return axe.getRules(any).filter((rule) => all.every((tag) => rule.tags.includes(tag))).map((rule) => rule.ruleId);
  }, { any, all });
}

// ---------------------------------------------------------------------------
// Reading built HTML

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The document title of a built page. */
export function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** The `content` of `<meta name=...>` / `<meta property=...>`, or `href` of `<link rel=canonical>`. */
export function headValue(html: string, kind: 'description' | 'og:url' | 'canonical'): string | null {
  const pattern = kind === 'canonical'
    ? /<link rel="canonical" href="([^"]*)"/
    : new RegExp(`<meta (?:name|property)="${kind}" content="([^"]*)"`);
  const match = pattern.exec(html);
  return match ? decodeEntities(match[1]) : null;
}
