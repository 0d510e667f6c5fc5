// Docusaurus's classic template (test/compat/fixtures/docusaurus-classic, as
// create-docusaurus 3.10.2 writes it) as a site, taken through
// `pxdocs init --from-docusaurus` and built: for the pages and blog tests.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { dirname, join } from 'node:path';
import { buildSite, makeTempDir, runInit, sharedBuild, type CliResult } from '../helpers.js';
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
  await copyTemplate(variant, site);
  return site;
}

/** The template's `variant` written to `site` (see `templateSite`). */
async function copyTemplate(variant: 'js' | 'ts', site: string): Promise<void> {
  await cp(join(TEMPLATE, 'js'), site, { recursive: true });
  if (variant === 'ts') {
    for (const file of ['docusaurus.config.js', 'sidebars.js', 'src/pages/index.js', 'src/components/HomepageFeatures/index.js']) await rm(join(site, file));
    await cp(join(TEMPLATE, 'ts'), site, { recursive: true });
  }
  await mkdir(join(site, 'node_modules'));
  await symlink(join(ROOT, 'node_modules', 'prism-react-renderer'), join(site, 'node_modules', 'prism-react-renderer'), 'dir');
}

export interface Built { site: string; out: string; code: number; stderr: string; init: CliResult }

const built = new Map<'js' | 'ts', Promise<Built>>();

/**
 * The template taken through init and built, once per test run for every file and suite that asks
 * (sharedBuild; site-pages and blog each built the JavaScript one twice, 2 to 3 s of CPU each time).
 * Callers only read it. The init's result travels in the build's (result.json keeps every field).
 */
export function buildTemplate(variant: 'js' | 'ts'): Promise<Built> {
  let made = built.get(variant);
  if (!made) {
    made = (async () => {
      const result = await sharedBuild(`classic-template-${variant}`, async (out) => {
        const site = dirname(out);
        await copyTemplate(variant, site);
        const init = await runInit(site);
        return { ...(await buildSite(site)), init };
      }) as CliResult & { out: string; init: CliResult };
      return { site: dirname(result.out), out: result.out, code: result.code, stderr: result.stderr, init: result.init };
    })();
    built.set(variant, made);
  }
  return made;
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
