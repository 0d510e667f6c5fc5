// The compat browser tests' set-up: a built fixture (a folder of
// test/compat/fixtures, or files written by the test) served by the pxdocs
// static handler on 127.0.0.1 (a random port) and Chromium, both from
// test/e2e/browser.ts so every browser test gets them the same way (under the
// runner, Chromium is the run's shared one).
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles, type CliResult } from '../helpers.js';
import { buildFixture, type BuildResult } from './lib.js';

export type { TestServer };

/**
 * One Chromium for every suite of a test file, launched by the first that asks and closed
 * after the file's last test (a hook of the file's root, registered as this module loads):
 * a file of eight suites launched eight (a second or more of CPU each). Suites share
 * nothing through it but the process: each page is opened in a context of its own
 * (browser.newPage, browser.newContext).
 */
let fileBrowser: Promise<Browser> | undefined;
function browserOfFile(): Promise<Browser> {
  fileBrowser ??= launchBrowser();
  return fileBrowser;
}
after(async () => {
  await (await fileBrowser?.catch(() => undefined))?.close();
});

export interface ServedFixture {
  /** The fixture's build (test/compat/lib.ts buildFixture). */
  site: BuildResult;
  server: TestServer;
  browser: Browser;
  /** The server's origin, `http://127.0.0.1:<port>`. */
  base: string;
}

/**
 * Registers, in the suite it is called in (or the file, at top level), a
 * `before` hook that builds test/compat/fixtures/<name> (once per run), checks
 * the build succeeded, serves its output and gets the file's Chromium, and an
 * `after` hook that closes the server (Chromium is closed after the file). The returned object's fields are set once the
 * `before` hook has run: read them inside tests.
 */
export function serveFixture(name: string): ServedFixture {
  const served = {} as ServedFixture;
  before(async () => {
    const [site, browser] = await Promise.all([buildFixture(name), browserOfFile()]);
    served.browser = browser;
    served.site = site;
    assert.equal(site.code, 0, site.stderr);
    served.server = await startServer(site.out);
    served.base = served.server.url;
  });
  after(async () => {
    await served.server?.close();
    await served.site?.cleanup();
  });
  return served;
}

export interface ServedSite {
  /** The site's folder (its output is `out/` in it). */
  dir: string;
  /** The build's exit code and output (what it named, warned of). */
  built: CliResult;
  server: TestServer;
  browser: Browser;
}

/**
 * `serveFixture` for a site the test writes: `files` (paths from the site's
 * folder → contents) in a new temp folder whose name starts with `prefix`,
 * built with `buildSite` (its result kept in `built`), served, with the file's
 * Chromium; the `after` hook also removes the temp folders.
 */
export function serveSite(prefix: string, files: Record<string, string>): ServedSite {
  const served = {} as ServedSite;
  before(async () => {
    served.dir = await makeTempDir(prefix);
    await writeFiles(served.dir, files);
    served.built = await buildSite(served.dir);
    assert.equal(served.built.code, 0, served.built.stderr);
    [served.server, served.browser] = await Promise.all([startServer(join(served.dir, 'out')), browserOfFile()]);
  });
  after(async () => {
    await served.server?.close();
    await removeTempDirs();
  });
  return served;
}

/**
 * A new page of `browser` that collects its page errors and console errors (for a test to assert
 * there were none), given to `use` and closed after it, whatever happened.
 */
export async function onPage(browser: Browser, use: (page: Page, errors: string[]) => Promise<void>): Promise<void> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  try {
    await use(page, errors);
  } finally {
    await page.close();
  }
}

/**
 * Records, from before the page's own scripts run, every element removed from it whose HTML matches
 * `pattern`: React drops an island's built element where its HTML did not match and draws it again, so
 * an empty list says the islands hydrated. Call before `goto`; the returned function reads the list.
 */
export async function recordRemoved(page: Page, pattern: RegExp): Promise<() => Promise<string[]>> {
  await page.addInitScript((source) => {
    const removed: string[] = [];
    (window as unknown as { removedElements: string[] }).removedElements = removed;
    const matches = new RegExp(source);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && matches.test(node.outerHTML)) removed.push(node.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  }, pattern.source);
  return () => page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);
}
