// Docusaurus's classic template (test/compat/fixtures/docusaurus-classic, as
// create-docusaurus 3.10.2 writes it) as a site, taken through
// `pxdocs init --from-docusaurus` and built: for the pages and blog tests.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { join } from 'node:path';
import { buildSite, makeTempDir, runInit } from '../helpers.js';
import { FIXTURES, ROOT } from './lib.js';

const TEMPLATE = join(FIXTURES, 'docusaurus-classic');

/**
 * The template as a site of its own: `js/`, or `ts/` laid over it without the
 * `.js` files it replaces, unchanged. Its config imports prism-react-renderer,
 * installed as the site would have it; `clsx`, which its pages import, is
 * not: pxdocs provides it.
 */
export async function templateSite(variant: 'js' | 'ts'): Promise<string> {
  const site = join(await makeTempDir(`pxdocs-classic-${variant}-`), 'site');
  await cp(join(TEMPLATE, 'js'), site, { recursive: true });
  if (variant === 'ts') {
    for (const file of ['docusaurus.config.js', 'sidebars.js', 'src/pages/index.js', 'src/components/HomepageFeatures/index.js']) await rm(join(site, file));
    await cp(join(TEMPLATE, 'ts'), site, { recursive: true });
  }
  await mkdir(join(site, 'node_modules'));
  await symlink(join(ROOT, 'node_modules', 'prism-react-renderer'), join(site, 'node_modules', 'prism-react-renderer'), 'dir');
  return site;
}

export interface Built { site: string; out: string; code: number; stderr: string; init: { code: number; stdout: string; stderr: string } }

export async function buildTemplate(variant: 'js' | 'ts'): Promise<Built> {
  const site = await templateSite(variant);
  const init = await runInit(site);
  const result = await buildSite(site);
  return { site, out: join(site, 'out'), code: result.code, stderr: result.stderr, init };
}

export interface ServedTemplate {
  built: Built;
  server: TestServer;
  browser: Browser;
}

/**
 * Registers, in the suite it is called in, a `before` hook that builds the
 * JavaScript template (checking the build succeeded), serves its output and
 * starts Chromium, and an `after` hook that closes them; the fields are set
 * once the hook has run.
 */
export function serveTemplate(): ServedTemplate {
  const served = {} as ServedTemplate;
  before(async () => {
    [served.built, served.browser] = await Promise.all([buildTemplate('js'), launchBrowser()]);
    assert.equal(served.built.code, 0, served.built.stderr);
    served.server = await startServer(served.built.out);
  });
  after(async () => {
    await served.browser?.close();
    await served.server?.close();
  });
  return served;
}
