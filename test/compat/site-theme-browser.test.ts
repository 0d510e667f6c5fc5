// The config's colour mode (Docusaurus's themeConfig.colorMode) in Chromium:
// the mode of a first visit (defaultMode), the reader's system preference when
// respectPrefersColorScheme is set, a stored choice winning over both, and
// disableSwitch removing the toggle and ignoring a stored choice (the default,
// light with the system preference not followed, is test/e2e/appearance.test.ts's);
// and the site's customCss, whose Infima colours the theme takes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
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

  // As Docusaurus's: the page follows the system as it changes while the reader has picked nothing, and the
  // toggle cycles light, dark, then back to the system's mode. pxdocs read the system at load only, and its
  // two-state toggle stored a choice for good.
  it("respectPrefersColorScheme: the system's changes are followed until the reader picks; the toggle cycles light, dark, system", async () => {
    const base = await siteWith({ respectPrefersColorScheme: true });
    const context = await newContext(browser, { colorScheme: 'light' });
    const p = await context.newPage();
    await p.goto(`${base}/docs`);
    const toggle = p.locator('[data-color-mode-toggle]');
    const stored = () => p.evaluate(() => localStorage.getItem('theme'));
    assert.equal(await theme(p), 'light');
    await p.emulateMedia({ colorScheme: 'dark' });
    await p.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    assert.equal(await toggle.getAttribute('aria-label'), 'Switch to light mode');
    await toggle.click();
    assert.deepEqual([await theme(p), await stored()], ['light', 'light']);
    assert.equal(await toggle.getAttribute('aria-label'), 'Switch to dark mode');
    await toggle.click();
    assert.deepEqual([await theme(p), await stored()], ['dark', 'dark']);
    assert.equal(await toggle.getAttribute('aria-label'), 'Switch to system mode');
    // A stored choice holds while the system changes.
    await p.emulateMedia({ colorScheme: 'light' });
    await p.waitForTimeout(100);
    assert.equal(await theme(p), 'dark');
    await toggle.click();
    assert.deepEqual([await theme(p), await stored()], ['light', null], 'back to the system (light now)');
    await p.emulateMedia({ colorScheme: 'dark' });
    await p.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await context.close();
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

  it("customCss: the site's stylesheet is bundled (imports inlined, fonts published, site-rooted urls kept), linked after the theme's, and its Infima colour is the theme's primary", async () => {
    const dir = await makeTempDir('pxdocs-custom-css-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ customCss: ['src/css/custom.css'] }),
      'content/docs/index.md': page({ title: 'Colours' }, 'Some text with [a link](/docs).\n'),
      'src/css/custom.css': "@import './parts/brand.css';\n:root { --ifm-color-primary: #0a7d55; }\n.site-banner { background: url(/img/banner.png); }\n",
      'src/css/parts/brand.css': "@font-face { font-family: Brand; src: url('../fonts/brand.woff2') format('woff2'); }\n.brand-word { font-family: Brand; }\n",
      'src/css/fonts/brand.woff2': 'not really a font',
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs.html'), 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    assert.match(sheets[0], /^\/assets\/theme-/);
    assert.match(sheets[1], /^\/assets\/site-[A-Z0-9]+\.css$/, sheets.join(' '));
    const css = await readFile(join(dir, 'out', sheets[1]), 'utf8');
    assert.match(css, /\.brand-word/, 'the @import is inlined');
    assert.match(css, /url\(\/img\/banner\.png\)/, 'a site-rooted url stays a static path');
    // The font beside the stylesheet, named relative to it.
    const font = /url\("?\.\/(site-assets\/brand-[A-Z0-9]+\.woff2)"?\)/.exec(css);
    assert.ok(font, css);
    assert.equal(await readFile(join(dir, 'out', 'assets', font[1]), 'utf8'), 'not really a font');
    const server = await startServer(join(dir, 'out'));
    servers.push(server);
    const context = await newContext(browser);
    const p = await context.newPage();
    await p.goto(`${server.url}/docs`);
    assert.equal(await p.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()), '#0a7d55');
    await context.close();
  });

  it('customCss whose import is missing fails the build at its line, and a missing stylesheet naming its path', async () => {
    const dir = await makeTempDir('pxdocs-custom-css-bad-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ customCss: ['src/css/custom.css'] }),
      'content/docs/index.md': page({ title: 'Colours' }, 'Some text.\n'),
      'src/css/custom.css': "/* Brand */\n@import './parts/gone.css';\n:root { --ifm-color-primary: #0a7d55; }\n",
    });
    const broken = await buildSite(dir);
    assert.equal(broken.code, 1, broken.stdout + broken.stderr);
    assert.match(broken.stderr, /Site stylesheet does not compile/);
    assert.match(broken.stderr, /src\/css\/custom\.css:2:\d+/);
    assert.match(broken.stderr, /gone\.css/);
    await writeFiles(dir, { 'config/site.config.ts': fixtureConfig({ customCss: ['src/css/missing.css'] }) });
    const missing = await buildSite(dir);
    assert.equal(missing.code, 1, missing.stdout + missing.stderr);
    assert.match(missing.stderr, /Site stylesheet does not compile[\s\S]*The customCss file "src\/css\/missing\.css" does not exist/);
  });
});
