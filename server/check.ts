// `pxdocs check`: the CI link gate. Every page of the built output is read
// once from disk for its ids and every URL it links or loads; each internal
// target is then asked for once (HEAD, a few at a time) from the output served
// on a free loopback port, so it is judged as `pxdocs serve` and a static host
// answer it (clean URLs, redirects, the 404 page); each `#fragment` is checked
// against the ids of the page it points at. External links are checked only
// when asked for (CI has no internet), by linkinator, with its retries.
//
// Why not linkinator for the site's own pages (it did that until the site grew):
// it starts the check of every link it finds at once and keeps its results in
// a list it searches for every repeated link, in the thread that also serves
// the pages. At 1,068 pages a check took 55-67 s and reported sound pages as
// broken (`fetch failed`, 408: the server's own timeouts, starved); at 10,023
// pages it ran for 8 minutes and then failed or never finished.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { canonicalPath, createStaticHandler } from './static-handler.js';
import { listen } from './listen.js';
import { collectLinks } from '../compiler/html.js';
import { CHECK_MANIFEST, readCheckManifest, warnedKey } from '../compiler/check-manifest.js';
import { pxErrors } from '../compiler/errors/catalogue.js';
import { eachLimit } from '../compiler/each-limit.js';
import { folderFiles } from '../compiler/folder-files.js';
import { outputBase, underBase } from './base-path.js';
import { stripBase, withBase } from '../theme/shared/base-url.js';

export interface CheckOptions {
  root: string;
  /** Also check links to other sites (default: false). */
  external?: boolean;
  /** Per-request timeout in ms for links to other sites (default: 10000). */
  timeout?: number;
  /** Tries again of an external link that failed to answer (default: 2; linkinator pauses longer each time). */
  retries?: number;
  /**
   * Kinds of problem not reported, as the site's config sets them to 'ignore'
   * (onBrokenLinks, onBrokenAnchors): a site whose ids are made in the browser
   * ignores anchors in its build, and the gate must agree with the build.
   */
  ignore?: { links?: boolean; anchors?: boolean };
}

export interface BrokenLink {
  page: string;
  target: string;
  status: string;
}

export interface CheckResult {
  pages: number;
  /** Links checked: every link of every page (a link repeated on many pages counts on each). */
  checked: number;
  broken: BrokenLink[];
  /**
   * Broken links the build only warned about (check-manifest.ts: an `<a>` a page wrote, which
   * Docusaurus never checks): reported, but they do not fail the check, as they did not fail the build.
   */
  warned: BrokenLink[];
}

/** Pages read, and internal targets asked for, at once. */
const AT_ONCE = 16;

/**
 * Timeout for a request to the site's own server. It answers in milliseconds;
 * on a loaded machine (CI) a reply can still wait seconds. It only has to catch a hang.
 */
const INTERNAL_TIMEOUT_MS = 60_000;

/** External links a generated page lists for linkinator: it starts every link of a page at once. */
const EXTERNAL_PER_PAGE = 100;

/** What is kept of a page: its ids and its links, nothing of its HTML. */
interface PageLinks {
  page: string;
  ids: Set<string>;
  links: string[];
}

export async function checkSite({ root, external = false, timeout = 10_000, retries = 2, ignore = {} }: CheckOptions): Promise<CheckResult> {
  const files = htmlFiles(root);
  if (!files.length) throw pxErrors.NothingToCheck.create({ root });
  const pages: PageLinks[] = new Array(files.length);
  const own = interner();
  await eachLimit(files.map((file, index) => ({ file, index })), AT_ONCE, async ({ file, index }) => {
    const found = collectLinks(await readFile(join(root, file), 'utf8'));
    pages[index] = { page: pageOf(file), ids: new Set([...found.ids].map(copyString)), links: found.links.map(own) };
  });

  // A site built with a base URL is checked as published: under its base, where its links point.
  const base = outputBase(root);
  const { server, origin } = await serveFolder(root, base);
  try {
    const byPage = new Map(pages.map((page) => [page.page, page]));
    const resolve = linkResolver(origin, base);
    // Each target once, whichever pages link it: its path (with its query) → the status, once asked.
    const targets = new Map<string, string | undefined>();
    const externals = new Map<string, string[]>();
    let checked = 0;
    for (const { page, links } of pages) {
      for (const link of links) {
        const url = resolve(link, page);
        if (!url) continue;
        if (url.external) {
          if (!external || ignore.links) continue;
          const linking = externals.get(url.external) ?? [];
          if (!linking.length) externals.set(url.external, linking);
          linking.push(page);
        } else if (!ignore.links) targets.set(url.target, undefined);
        // With links ignored, an internal link is checked only for its anchor.
        else if (!url.fragment || ignore.anchors) continue;
        checked++;
      }
    }
    const agent = new Agent({ keepAlive: true, maxSockets: AT_ONCE });
    try {
      await eachLimit([...targets.keys()], AT_ONCE, async (target) => {
        targets.set(target, await statusOf(origin + target, agent));
      });
    } finally {
      agent.destroy();
    }

    const broken: BrokenLink[] = [];
    const warned: BrokenLink[] = [];
    const warnedOnly = warnedLinks(root);
    const seen = new Set<string>();
    const report = (link: BrokenLink, url?: ResolvedLink) => {
      const key = `${link.page} ${link.target}`;
      if (seen.has(key)) return;
      seen.add(key);
      (url && warnedOnly.has(warnedKey(link.page, url.sitePath)) ? warned : broken).push(link);
    };
    for (const { page, links } of pages) {
      for (const link of links) {
        const url = resolve(link, page);
        if (!url || url.external) continue;
        const status = targets.get(url.target);
        if (status !== undefined) {
          if (!ignore.links) report({ page, target: url.shown, status }, url);
          continue;
        }
        if (!url.fragment || ignore.anchors) continue;
        // A fragment of a page is checked against that page's ids; of anything else (a file), not at all.
        const target = byPage.get(url.page);
        if (target && !target.ids.has(url.fragment)) report({ page, target: url.shown, status: 'missing anchor' }, url);
      }
    }
    if (externals.size) for (const link of await checkExternal(externals, timeout, retries)) report(link);
    return { pages: pages.length, checked, broken, warned };
  } finally {
    server.close();
  }
}

/** `folder` served as `pxdocs serve` serves it, on a free loopback port. */
async function serveFolder(folder: string, base: string): Promise<{ server: Server; origin: string }> {
  const server = await listen(underBase(base, createStaticHandler(folder)), 0, '127.0.0.1');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * The parser's strings are slices of the page's HTML and would keep all of it
 * alive (10,000 pages: 1.7 GB): what is kept is copied. Links repeat from page
 * to page (navbar, sidebar), so each is kept once.
 */
function interner(): (value: string) => string {
  const kept = new Map<string, string>();
  return (value) => {
    let own = kept.get(value);
    if (own === undefined) {
      own = copyString(value);
      kept.set(own, own);
    }
    return own;
  };
}

function copyString(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}

/** A link, resolved against its page. */
interface ResolvedLink {
  /** The absolute URL of a link to another site (http or https). */
  external?: string;
  /** Of a link to this site: the path and query asked for. */
  target: string;
  /** …the clean URL of the page it points at (if it is a page), */
  page: string;
  /** …its fragment, decoded ('' for none), */
  fragment: string;
  /** …the link as reported: path, query and hash, */
  shown: string;
  /** …and as the build names it, without the base URL (check-manifest.ts). */
  sitePath: string;
}

/**
 * Resolves a link against its page's URL; undefined for what is not fetched
 * (mailto:, javascript:, data:…, other schemes, malformed). Links that start
 * with one slash resolve the same on every page (most do: navbar, sidebar,
 * pagination), so those are resolved once.
 */
function linkResolver(origin: string, base: string): (link: string, page: string) => ResolvedLink | undefined {
  const absolute = new Map<string, ResolvedLink | undefined>();
  const resolve = (link: string, page: string): ResolvedLink | undefined => {
    let url: URL;
    try {
      url = new URL(link, origin + withBase(base, page));
    } catch {
      return undefined;
    }
    if (url.origin !== origin) return url.protocol === 'http:' || url.protocol === 'https:' ? { external: url.href, target: '', page: '', fragment: '', shown: url.href, sitePath: '' } : undefined;
    // Pages are named by their site path: the base URL comes off (a path outside it is no page).
    const sitePath = stripBase(base, url.pathname) ?? url.pathname;
    return { target: url.pathname + url.search, page: canonicalPath(sitePath) || '/', fragment: decodeFragment(url.hash.slice(1)), shown: url.pathname + url.search + url.hash, sitePath: sitePath + url.search + url.hash };
  };
  return (link, page) => {
    if (!link.startsWith('/') || link.startsWith('//')) return resolve(link, page);
    if (!absolute.has(link)) absolute.set(link, resolve(link, '/'));
    return absolute.get(link);
  };
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Redirects followed before a target counts as broken (fetch's own limit). */
const MAX_REDIRECTS = 20;

/**
 * Undefined when the target answers (after redirects); else why not: its
 * status or the failure. A HEAD on the site's own server through a keep-alive
 * agent: fetch cost four times as much a request (10,000 pages: 21,000
 * targets, 18 s of a 31 s check), and asked for compressed bodies, which the
 * server compressed to say how long they would be.
 */
async function statusOf(url: string, agent: Agent): Promise<string | undefined> {
  try {
    let at = new URL(url);
    for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects++) {
      const { status, location } = await head(at, agent);
      if (status < 300 || status >= 400 || !location) return status >= 200 && status < 300 ? undefined : String(status);
      const next = new URL(location, at);
      // The server sends its own paths only; a redirect away from the site is not a page of it to check.
      if (next.origin !== at.origin) return undefined;
      at = next;
    }
    return 'too many redirects';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
  }
}

function head(url: URL, agent: Agent): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { method: 'HEAD', agent, headers: { 'accept-encoding': 'identity' }, timeout: INTERNAL_TIMEOUT_MS }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    asked.on('timeout', () => asked.destroy(new Error(`no answer in ${INTERNAL_TIMEOUT_MS / 1000} s`)));
    asked.on('error', reject);
    asked.end();
  });
}

/**
 * The external links, checked by linkinator: it is given generated pages that
 * list them (a hundred a page, one page at a time) and checks their links
 * without following them. Each broken one is reported on every page that links it.
 */
async function checkExternal(externals: Map<string, string[]>, timeout: number, retries: number): Promise<BrokenLink[]> {
  const urls = [...externals.keys()];
  const folder = await mkdtemp(join(tmpdir(), 'pxdocs-check-'));
  const { server, origin } = await serveFolder(folder, '/');
  const broken: BrokenLink[] = [];
  try {
    for (let start = 0; start < urls.length; start += EXTERNAL_PER_PAGE) {
      const name = `links-${start}.html`;
      const anchors = urls.slice(start, start + EXTERNAL_PER_PAGE).map((url) => `<a href="${escapeAttribute(url)}">link</a>`).join('\n');
      await writeFile(join(folder, name), `<!doctype html><html lang="en"><head><title>Links</title></head><body>\n${anchors}\n</body></html>`);
      const result = await new LinkChecker().check({
        path: `${origin}/${name}`,
        recurse: false,
        timeout,
        retry: retries > 0,
        retryErrors: retries > 0,
        retryErrorsCount: retries,
      });
      for (const link of result.links) {
        if (link.state !== LinkState.BROKEN || link.url.startsWith(origin)) continue;
        const status = link.status ? String(link.status) : describeFailure(link.failureDetails);
        for (const page of externals.get(link.url) ?? externals.get(new URL(link.url).href) ?? []) broken.push({ page, target: link.url, status });
      }
    }
  } finally {
    server.close();
    await rm(folder, { recursive: true, force: true });
  }
  return broken;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function describeFailure(details: unknown[] | undefined): string {
  const first = details?.[0] as { message?: string } | undefined;
  return (first?.message ?? 'failed').split('\n')[0];
}

/**
 * The links the build only warned about (check-manifest.ts), from the output's top folder and
 * each locale's (a folder with its own sitemap, whose routes the manifest writes without it).
 */
function warnedLinks(root: string): Set<string> {
  const keys = readCheckManifest(join(root, CHECK_MANIFEST), '');
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !existsSync(join(root, entry.name, CHECK_MANIFEST))) continue;
    for (const key of readCheckManifest(join(root, entry.name, CHECK_MANIFEST), `/${entry.name}`)) keys.add(key);
  }
  return keys;
}

/** The route of an output HTML file (its clean URL). */
function pageOf(file: string): string {
  return canonicalPath(`/${file.split(sep).join('/')}`) || '/';
}

/**
 * Every HTML page of the output, relative to it, sorted; not-found pages excluded: 404.html and a
 * locale's (`fr/404.html`, in a folder with its own sitemap, as static-handler.ts tells them). The
 * server answers those 404 when asked for by name, so each link of a locale's 404 page to itself
 * (`#main`) was reported broken and failed the check of every site in several languages.
 */
function htmlFiles(root: string): string[] {
  return folderFiles(root, { keep: (name, folder) => name.endsWith('.html') && !isNotFoundPage(root, folder, name) }).map((file) => relative(root, file)).sort();
}

function isNotFoundPage(root: string, dir: string, name: string): boolean {
  if (name !== '404.html') return false;
  const folder = relative(root, dir);
  return folder === '' || (!folder.includes(sep) && existsSync(join(dir, 'sitemap.xml')));
}
