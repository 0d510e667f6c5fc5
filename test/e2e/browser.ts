// Shared helpers for the end-to-end browser tests: build the real site with the
// pxdocs CLI, serve it in-process with the pxdocs static handler (wrapped so a
// test can delay or fail one route), drive Chromium through playwright-core, and
// read facts about the built pages.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Route } from 'playwright-core';
import { createStaticHandler, type Handler } from '../../server/static-handler.js';
import { closeServer, listen } from '../../server/listen.js';
import { buildSite as buildInProcess, sharedBuild, waitFor } from '../helpers.js';

export { waitFor };

/** The pxdocs package folder (/work/main). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'pxdocs.js');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 800, height: 900 };

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------
// Temp folders

const tempDirs: string[] = [];

export async function makeTempDir(prefix = 'pxdocs-e2e-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  const dirs = tempDirs.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

// ---------------------------------------------------------------------------
// Building

/** What `pxdocs build --cwd <cwd> --out <out>` does, in this process (test/helpers.ts); rejects with its output when the build fails. */
export async function buildSite(out: string, cwd: string): Promise<string> {
  const result = await buildInProcess(cwd, out);
  if (result.code !== 0) throw new Error(`pxdocs build exited with ${result.code}:\n${result.stdout}${result.stderr}`);
  return out;
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
 * relative import of defineConfig is pointed at the package's source.
 */
export async function buildSiteWithAnnouncementId(id: string): Promise<{ out: string; previousId: string }> {
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
  const out = await buildSite(join(dir, 'out'), dir);
  return { out, previousId: match[3] };
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
 */
export function launchBrowser({ scrollbars = false }: { scrollbars?: boolean } = {}): Promise<Browser> {
  const shared = process.env.PXDOCS_TEST_BROWSER;
  if (shared && !scrollbars) return chromium.connect(shared, { timeout: 60_000 });
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    args: CHROMIUM_ARGS,
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
   * Checks colour contrast once per text style of the page (CONTRAST_STYLE):
   * of the elements holding text whose own and ancestors' tags, classes and
   * contrast-bearing styles are all alike, the first that axe surely measures
   * (`measurable` says when) stands for the ones after it. axe's verdict on
   * contrast is a function of those (the text's colour, size, weight, shadow
   * and opacity over its ancestors' backgrounds), so the others share it;
   * content painted behind text by an element that is not its ancestor is the
   * one input left out, and axe reports such text as needing review, not as a
   * violation. A page of code examples holds thousands of token spans in a few
   * dozen styles: this is a third of the audit's time.
   */
  contrastOncePerStyle?: boolean;
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
  return page.evaluate(async ({ runOnly, include, onceStyle, styles }) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }>; configure(spec: unknown): void; reset(): void; _audit: { rules: { id: string; matches: (this: unknown, ...args: unknown[]) => boolean }[] } } }).axe;
    const document = (globalThis as unknown as { document: any }).document;
    const getComputedStyle = (globalThis as unknown as { getComputedStyle(element: unknown): { getPropertyValue(name: string): string } }).getComputedStyle;
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    const twins = new Set<any>();
    if (onceStyle) {
      // AxeScope.contrastOncePerStyle. An element's background chain is numbered: its own tag, classes and
      // background styles with its parent's number (so a key stays short however deep the element is).
      const numbers = new Map<any, number>();
      const chains = new Map<string, number>();
      const number = (key: string) => {
        const found = chains.get(key) ?? chains.size + 1;
        chains.set(key, found);
        return found;
      };
      const chain = (element: any): number => {
        if (!element) return 0;
        let found = numbers.get(element);
        if (found === undefined) {
          const style = getComputedStyle(element);
          found = number(`${element.tagName}.${element.getAttribute('class') ?? ''}{${styles.background.map((name) => style.getPropertyValue(name)).join(';')}}/${chain(element.parentElement)}`);
          numbers.set(element, found);
        }
        return found;
      };
      /** A text's key: its own text styles over its background chain. */
      const textKey = (element: any): number => {
        const style = getComputedStyle(element);
        return number(`${styles.text.map((name) => style.getPropertyValue(name)).join(';')}/${chain(element)}`);
      };
      // The elements holding text, inside the audited part only (a twin's representative must be audited too).
      const holders = new Set<any>();
      const roots = include ? include.flatMap((selector) => [...document.querySelectorAll(selector)]) : [document.body];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.data.trim() !== '') holders.add(node.parentElement);
      }
      // Positioned elements, which may lie over text that is not theirs (a copy button over a code line).
      const covers = [...document.body.querySelectorAll('*')].filter((element: any) => ['absolute', 'fixed', 'sticky'].includes(getComputedStyle(element).getPropertyValue('position'))).map((element: any) => ({ element, rect: element.getBoundingClientRect() }));
      const inside = (inner: any, outer: any) => inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
      const overlaps = (one: any, other: any) => one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
      /** Each clipping ancestor's box (undefined: it clips nothing), asked once per ancestor. */
      const clips = new Map<any, any>();
      const clipOf = (ancestor: any) => {
        if (!clips.has(ancestor)) {
          const style = getComputedStyle(ancestor);
          clips.set(ancestor, style.getPropertyValue('overflow-x') !== 'visible' || style.getPropertyValue('overflow-y') !== 'visible' ? ancestor.getBoundingClientRect() : undefined);
        }
        return clips.get(ancestor);
      };
      /**
       * Whether axe gives this element a verdict of its own that its twins can share: it is rendered,
       * not disabled or inert (axe skips those), its text has a character axe measures (it skips text
       * of emoji and other characters outside the basic plane), it lies within the window's width and
       * every clipping ancestor, and no positioned element lies over it (axe then says only "needs review").
       */
      const measurable = (element: any): boolean => {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
        if (element.closest('[disabled], [aria-disabled="true"], [inert]')) return false;
        const text = [...element.childNodes].filter((node: any) => node.nodeType === 3).map((node: any) => node.data).join('');
        if (!/[\x21-\x7e]/.test(text)) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || rect.left < 0 || rect.right > document.documentElement.clientWidth) return false;
        for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
          const clip = clipOf(ancestor);
          if (clip && !inside(rect, clip)) return false;
        }
        return !covers.some((cover) => !cover.element.contains(element) && overlaps(rect, cover.rect));
      };
      // A style's first measurable text stands for the texts after it; the texts before it are measured,
      // and so is every text of a style whose first few were not measurable (looking further costs more than it saves).
      const seen = new Set<number>();
      const tries = new Map<number, number>();
      for (const element of holders) {
        const key = textKey(element);
        if (seen.has(key)) twins.add(element);
        else if ((tries.get(key) ?? 0) < 4) {
          if (measurable(element)) seen.add(key);
          else tries.set(key, (tries.get(key) ?? 0) + 1);
        }
      }
      // The rule's own test, with the twins left out (a mark on each would make Chromium restyle the page).
      const rule = axe._audit.rules.find((candidate) => candidate.id === 'color-contrast')!;
      const matches = rule.matches;
      axe.configure({ rules: [{ id: 'color-contrast', matches(this: unknown, node: unknown, ...rest: unknown[]) { return !twins.has(node) && matches.call(this, node, ...rest); } }] });
    }
    // Only violations are collected: axe skips listing every passing node, which is slow on long pages.
    const result = await axe.run(context, { runOnly, resultTypes: ['violations'] }).finally(() => {
      if (onceStyle) axe.reset();
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      summaries: violation.nodes.map((node) => (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()),
    }));
  }, { runOnly, include: scope.include, onceStyle: scope.contrastOncePerStyle ?? false, styles: CONTRAST_STYLE });
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
