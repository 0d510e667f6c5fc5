// The compat browser tests' set-up: a built fixture served by the pxdocs static
// handler on 127.0.0.1 (a random port) and a headless Chromium, both from
// test/e2e/browser.ts so every browser test launches it the same way.
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';

export type { TestServer };

/** Serves `out` and launches Chromium, side by side. */
export async function browseSite(out: string): Promise<{ server: TestServer; browser: Browser }> {
  const [server, browser] = await Promise.all([startServer(out), launchBrowser()]);
  return { server, browser };
}
