// The client-redirects plugin's extension redirects, as Docusaurus 3.10 writes
// them: `fromExtensions` gives each page `/x.htm/index.html` (and, where pages
// are x/index.html, `/x.html/index.html`), `toExtensions` reaches a page at
// `/legacy.php` from `/legacy`; init carries both.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles, writeDocsSite, runInit } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

let browser: Browser | undefined;
const servers: TestServer[] = [];
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await removeTempDirs();
});

async function site(config: Record<string, unknown>, files: Record<string, string> = {}) {
  const dir = await writeDocsSite(config, files, 'pxdocs-deploy-');
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return { dir, out: (path: string) => join(dir, 'out', path), stderr: result.stderr };
}

describe('fromExtensions and toExtensions', () => {
  it('writes /x.htm/index.html for each page, leaving /x.html to the page file, and /legacy for a page at /legacy.php', async () => {
    const { out } = await site({ fromExtensions: ['html', 'htm'], toExtensions: ['php'] }, { 'docs/legacy.md': page({ title: 'Legacy', slug: '/legacy.php' }, 'Old.\n') });
    assert.match(await readFile(out('docs/intro.htm/index.html'), 'utf8'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
    assert.match(await readFile(out('docs/other.htm/index.html'), 'utf8'), /url=\/docs\/other"/);
    // The page's own file answers /docs/intro.html; the home page has no extension spelling, as in Docusaurus.
    assert.match(await readFile(out('docs/intro.html'), 'utf8'), /Hello\./);
    assert.ok(!existsSync(out('docs/intro.html.html')) && !existsSync(out('index.htm')) && !existsSync(out('.htm')));
    assert.match(await readFile(out('docs/legacy.html'), 'utf8'), /url=\/docs\/legacy\.php"/);
    // Its address with a from-extension is one more spelling of it, as the plugin makes them.
    assert.match(await readFile(out('docs/legacy.php.htm/index.html'), 'utf8'), /url=\/docs\/legacy\.php"/);
    const server = await startServer(join(out('.')));
    servers.push(server);
    const tab = await browser!.newPage();
    await tab.goto(`${server.url}/docs/intro.htm?q=1#top`);
    await tab.waitForURL(/\/docs\/intro\?q=1#top$/);
    assert.equal(await tab.locator('h1').first().textContent(), 'Intro');
    await tab.close();
  });

  it('writes /x.html/index.html too under trailingSlash: true, where pages are x/index.html', async () => {
    const { out } = await site({ fromExtensions: ['html'], trailingSlash: true });
    assert.ok(existsSync(out('docs/intro/index.html')));
    assert.match(await readFile(out('docs/intro.html/index.html'), 'utf8'), /url=\/docs\/intro\/"/);
  });

  it('is carried by init from the plugin, and an extension with a dot is refused naming it', async () => {
    const dir = await makeTempDir('pxdocs-deploy-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]], plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html', 'htm'], toExtensions: ['php'] }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /Extensions/);
    const { config } = await loadConfig(dir);
    assert.deepEqual([config.fromExtensions, config.toExtensions], [['html', 'htm'], ['php']]);
    const bad = await makeTempDir('pxdocs-deploy-bad-');
    await writeFiles(bad, { 'config/site.config.ts': fixtureConfig({ fromExtensions: ['.html'] }) });
    await assert.rejects(loadConfig(bad), /fromExtensions[\s\S]*without a dot/);
  });
});
