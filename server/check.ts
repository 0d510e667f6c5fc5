// `pxdocs check`: the CI link gate. Serves the built output on a free loopback
// port and lets linkinator fetch every page and every link in it, anchors
// included. External links are skipped unless asked for (CI has no internet).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { canonicalPath, createStaticHandler } from './static-handler.js';
import { listen } from './listen.js';
import { collectHrefs, collectIds } from '../compiler/validate.js';
import { pxErrors } from '../compiler/errors/catalogue.js';
import { eachLimit } from '../compiler/each-limit.js';

export interface CheckOptions {
  root: string;
  /** Also check links to other sites (default: false). */
  external?: boolean;
  /**
   * Per-request timeout in ms while external links are checked (default:
   * 10000). It covers every request of that run, the site's own pages too.
   */
  timeout?: number;
  /** Tries again of an external link that failed to answer (default: 2; linkinator pauses longer each time). */
  retries?: number;
}

export interface BrokenLink {
  page: string;
  target: string;
  status: string;
}

export interface CheckResult {
  pages: number;
  checked: number;
  broken: BrokenLink[];
}

/**
 * Timeout for a check of the site's own pages. linkinator parses pages in the
 * same thread that serves them, so on a loaded machine (CI) a local answer can
 * wait seconds for the event loop; a short limit there reported sound pages as
 * broken. It only has to catch a hang.
 */
const INTERNAL_TIMEOUT_MS = 60_000;

export async function checkSite({ root, external = false, timeout = 10_000, retries = 2 }: CheckOptions): Promise<CheckResult> {
  const pages = htmlPages(root);
  if (!pages.length) throw pxErrors.NothingToCheck.create({ root });
  const server = await listen(createStaticHandler(root), 0, '127.0.0.1');
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: pages.map((page) => origin + page),
      recurse: true,
      checkFragments: true,
      concurrency: 32,
      timeout: external ? timeout : INTERNAL_TIMEOUT_MS,
      retry: external && retries > 0,
      retryErrors: external && retries > 0,
      retryErrorsCount: external ? retries : 0,
      linksToSkip: async (link) => !link.startsWith(origin) && !external,
    });
    const show = (url: string | undefined) => (url?.startsWith(origin) ? canonicalPath(url.slice(origin.length)) || '/' : url ?? '(start)');
    const broken: BrokenLink[] = result.links
      // Fragment failures are left to the anchor pass below, which knows the linking page.
      .filter((link) => link.state === LinkState.BROKEN && !(link.url.includes('#') && link.status === 200))
      .map((link) => ({
        page: show(link.parent),
        target: link.url.startsWith(origin) ? link.url.slice(origin.length) : link.url,
        status: link.status ? String(link.status) : describeFailure(link.failureDetails),
      }));
    // linkinator only checks a fragment when it fetches the target after seeing
    // the link; pages fetched earlier escape. This pass checks every anchor.
    const anchors = await checkAnchors(origin, pages);
    const seen = new Set<string>();
    const all = [...broken, ...anchors.broken].filter((link) => {
      const key = `${link.page} ${link.target}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { pages: pages.length, checked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length + anchors.checked, broken: all };
  } finally {
    server.close();
  }
}

/**
 * Pages the anchor pass fetches at once. All at once (10,537 requests at
 * 10,000 pages) overran the local server: connections were reset and the
 * check failed as a bug.
 */
const ANCHOR_FETCHES = 16;

/**
 * Fetches every page once and checks each internal `#anchor` against the
 * target's ids. Only a page's ids and its links with a fragment are kept, not
 * its HTML; findings come in page order.
 */
async function checkAnchors(origin: string, pages: string[]): Promise<{ broken: BrokenLink[]; checked: number }> {
  const ids = new Map<string, Set<string>>();
  const fragmentLinks = new Map<string, string[]>();
  await eachLimit(pages, ANCHOR_FETCHES, async (page) => {
    const response = await fetch(origin + page);
    if (!response.ok) return;
    const text = await response.text();
    ids.set(page, collectIds(text));
    fragmentLinks.set(page, collectHrefs(text).filter((href) => href.includes('#')));
  });
  const broken: BrokenLink[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const href of fragmentLinks.get(page) ?? []) {
      const hashAt = href.indexOf('#');
      if (hashAt === -1 || hashAt === href.length - 1 || href.startsWith('//')) continue;
      const path = href.slice(0, hashAt);
      const target = path ? canonicalPath(new URL(path, origin + page).pathname) : page;
      const targetIds = ids.get(target);
      if (!targetIds) continue; // a missing page is linkinator's finding
      checked++;
      const fragment = decodeURIComponent(href.slice(hashAt + 1));
      if (!targetIds.has(fragment)) broken.push({ page, target: href, status: 'missing anchor' });
    }
  }
  return { broken, checked };
}

function describeFailure(details: unknown[] | undefined): string {
  const first = details?.[0] as { message?: string } | undefined;
  const message = first?.message ?? 'failed';
  return /fragment|anchor|#/i.test(message) ? 'missing anchor' : message.split('\n')[0];
}

/** Clean URL of every HTML page in the output (404.html excluded). */
function htmlPages(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && full !== join(root, '404.html')) out.push(canonicalPath(`/${relative(root, full).split(sep).join('/')}`));
    }
  };
  walk(root);
  return out.sort();
}
