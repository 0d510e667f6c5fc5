// The config's colour mode (Docusaurus's themeConfig.colorMode) in Chromium:
// the mode of a first visit (defaultMode), the reader's system preference when
// respectPrefersColorScheme is set, a stored choice winning over both, and
// disableSwitch removing the toggle and ignoring a stored choice. The default
// (light, system preference not followed) is test/e2e/appearance.test.ts's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, startServer, type TestServer } from '../e2e/browser.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

let browser: Browser;
const servers: TestServer[] = [];

/** A one-page site with the given colourMode, built and served. */
async function siteWith(colorMode: Record<string, unknown>): Promise<string> {
  const dir = await makeTempDir('pxdocs-color-mode-');
  await writeFiles(dir, { 'config/site.config.ts': fixtureConfig({ colorMode }), 'content/docs/index.md': page({ title: 'Colours' }, 'Some text.\n') });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const server = await startServer(join(dir, 'out'));
  servers.push(server);
  return server.url;
}

const theme = (p: Page) => p.evaluate(() => document.documentElement.getAttribute('data-theme'));

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await removeTempDirs();
});

describe('colorMode in the browser', () => {
  it('defaultMode dark: a first visit is dark, before any script of the page body runs; a stored choice wins', async () => {
    const base = await siteWith({ defaultMode: 'dark' });
    const context = await newContext(browser);
    const p = await context.newPage();
    await p.goto(`${base}/docs`);
    assert.equal(await theme(p), 'dark');
    await p.locator('[data-color-mode-toggle]').click();
    assert.equal(await theme(p), 'light');
    await p.reload();
    assert.equal(await theme(p), 'light', 'the stored choice');
    await context.close();
  });

  it('respectPrefersColorScheme: the system preference decides a first visit', async () => {
    const base = await siteWith({ respectPrefersColorScheme: true });
    for (const scheme of ['dark', 'light'] as const) {
      const context = await newContext(browser, { colorScheme: scheme });
      const p = await context.newPage();
      await p.goto(`${base}/docs`);
      assert.equal(await theme(p), scheme);
      await context.close();
    }
  });

  it('disableSwitch: no toggle, and a stored choice does not count', async () => {
    const base = await siteWith({ defaultMode: 'dark', disableSwitch: true });
    const context = await newContext(browser);
    await context.addInitScript({ content: "localStorage.setItem('theme', 'light');" });
    const p = await context.newPage();
    await p.goto(`${base}/docs`);
    assert.equal(await theme(p), 'dark');
    assert.equal(await p.locator('[data-color-mode-toggle]').count(), 0);
    await context.close();
  });
});
