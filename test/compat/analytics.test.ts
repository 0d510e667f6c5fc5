// Analytics as Docusaurus's classic preset sets them (`gtag`, `googleTagManager`):
// the tags in production pages only, a page view for each page reached by
// client navigation, `serve`'s CSP letting the scripts load, and init carrying
// the options. Google's hosts are never reached: Chromium answers them here.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchProblems } from '../e2e/browser.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { startFixtureDev } from '../dev/dev-helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

const ANALYTICS = {
  gtag: { trackingID: ['G-TEST1', 'G-TEST2'], anonymizeIP: true },
  googleTagManager: { containerId: 'GTM-TEST1' },
};

const FILES = {
  // The site's own tags come after the preset plugins' (gtag's, Tag Manager's), as Docusaurus writes them.
  'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, ...ANALYTICS, headTags: [{ tagName: 'script', attributes: {}, innerHTML: 'window.siteTag = 1' }], preBodyTags: [{ tagName: 'div', attributes: { id: 'site-pre-body' } }] }),
  'docs/intro.md': page({ title: 'Intro', sidebar_position: 1 }, 'Read [the other page](./other.md).\n'),
  'docs/other.md': page({ title: 'Other', sidebar_position: 2 }, 'The other page.\n'),
};

let dir: string;
let server: Server;
let origin: string;
let browser: Browser;

before(async () => {
  dir = await makeTempDir('pxdocs-analytics-');
  await writeFiles(dir, FILES);
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  [server, browser] = await Promise.all([serve({ root: join(dir, 'out'), port: 0, host: '127.0.0.1', announce: false, warn: () => undefined, log: () => undefined }), launchBrowser()]);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await browser?.close();
  if (server) await closeServer(server);
  await removeTempDirs();
});

describe('analytics', () => {
  it('puts gtag.js and Tag Manager in the head of every page, and Tag Manager\'s frame first in the body', async () => {
    for (const file of ['docs/intro.html', 'docs/other.html', 'index.html', '404.html']) {
      const html = await readFile(join(dir, 'out', file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      // The gtag plugin's preconnects, in its order.
      assert.match(head, /<link rel="preconnect" href="https:\/\/www\.google-analytics\.com"\/><link rel="preconnect" href="https:\/\/www\.googletagmanager\.com"\/>/, file);
      assert.match(head, /<script async="" src="https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST1"><\/script>/, file);
      assert.match(head, /gtag\('config',"G-TEST1",\{anonymize_ip:true\}\);gtag\('config',"G-TEST2",\{anonymize_ip:true\}\);/, file);
      assert.match(head, /<script async="" src="https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-TEST1"><\/script>/, file);
      assert.match(html, /<body[^>]*><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-TEST1"[^]*?<\/noscript><div id="site-pre-body">/, file);
      assert.ok(head.indexOf("gtag('js'") < head.indexOf('window.siteTag = 1'), `${file}: gtag's script before the site's headTags`);
    }
  });

  it("lets the scripts load under serve's CSP", async () => {
    const response = await fetch(`${origin}/docs/intro`);
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'[^;]* https:\/\/www\.googletagmanager\.com/);
  });

  it('configures each id on load and sends a page view for each page reached by client navigation', async () => {
    const context = await newContext(browser);
    const loaded: string[] = [];
    await context.route('https://www.googletagmanager.com/**', (route) => {
      loaded.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    try {
      const tab = await context.newPage();
      const problems = watchProblems(tab);
      await tab.goto(`${origin}/docs/intro`, { waitUntil: 'load' });
      const layer = () => tab.evaluate(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer).map((entry) => JSON.stringify(Array.isArray(entry) || (entry && typeof entry === 'object' && 'length' in (entry as object)) ? Array.from(entry as ArrayLike<unknown>) : entry)));
      const first = await layer();
      assert.ok(first.includes('["config","G-TEST1",{"anonymize_ip":true}]'), first.join('\n'));
      assert.ok(first.includes('["config","G-TEST2",{"anonymize_ip":true}]'), first.join('\n'));
      assert.ok(first.some((entry) => entry.includes('"event":"gtm.js"')), 'the Tag Manager start event');
      assert.ok(!first.some((entry) => entry.includes('page_view')), 'the first page view is gtag.js\'s own');
      await tab.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
      await tab.click('article a[href="/docs/other"]');
      await tab.waitForURL(`${origin}/docs/other`);
      await tab.waitForFunction(() => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer).some((entry) => Array.from(entry as ArrayLike<unknown>)[1] === 'page_view'));
      assert.equal(await tab.evaluate(() => (window as unknown as { __same?: boolean }).__same), true, 'a client navigation');
      const after = await layer();
      const path = after.indexOf('["set","page_path","/docs/other"]');
      assert.ok(path !== -1 && after[path + 1] === '["event","page_view"]', after.slice(-4).join('\n'));
      assert.deepEqual(loaded.sort(), ['/gtag/js', '/gtm.js']);
      assert.deepEqual(problems.consoleErrors, [], 'no script refused by the CSP');
    } finally {
      await context.close();
    }
  });

  it('loads no analytics in pxdocs dev', async () => {
    const fixture = await startFixtureDev('basic', { 'config/site.config.ts': fixtureConfig({ areas: ['guide', 'reference'], chat: { embeddings: 'off' }, ...ANALYTICS }) });
    try {
      const served = await fixture.get('/guide');
      assert.equal(served.status, 200);
      assert.doesNotMatch(served.html, /googletagmanager|gtag\(/);
    } finally {
      await fixture.dev.close();
    }
  });

  it('refuses an id that is not one, naming the key', async () => {
    const bad = await makeTempDir('pxdocs-analytics-bad-');
    await writeFiles(bad, { ...FILES, 'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs' }, gtag: { trackingID: "G-1');alert(1);//" } }) });
    const result = await buildSite(bad);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /gtag\.trackingID/);
    assert.match(result.stderr, /a measurement id such as G-ABC123/);
  });

  it("is carried over by init from the classic preset and from the plugins, and Universal Analytics is named as ended", async () => {
    for (const [name, source, expected] of [
      ['preset', `presets: [['classic', { docs: { routeBasePath: 'docs' }, gtag: { trackingID: 'G-PRESET', anonymizeIP: true }, googleTagManager: { containerId: 'GTM-PRESET' }, googleAnalytics: { trackingID: 'UA-1' } }]]`, { gtag: { trackingID: 'G-PRESET', anonymizeIP: true }, googleTagManager: { containerId: 'GTM-PRESET' } }],
      ['plugins', `presets: [['classic', { docs: { routeBasePath: 'docs' } }]], plugins: [['@docusaurus/plugin-google-gtag', { trackingID: ['G-A', 'G-B'] }], ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-PLUGIN' }]]`, { gtag: { trackingID: ['G-A', 'G-B'], anonymizeIP: false }, googleTagManager: { containerId: 'GTM-PLUGIN' } }],
    ] as const) {
      const site = await makeTempDir(`pxdocs-analytics-init-${name}-`);
      await writeFiles(site, {
        'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${source} };\n`,
        'docs/intro.md': '# Intro\n\nHello.\n',
      });
      const result = await runInit(site);
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 0, output);
      const { config } = await loadConfig(site);
      assert.deepEqual({ gtag: config.gtag, googleTagManager: config.googleTagManager }, expected, name);
      if (name === 'preset') assert.match(output, /googleAnalytics: Universal Analytics ended in 2023/);
      assert.doesNotMatch(output, /\.gtag[.:]|\.googleTagManager[.:]|plugin-google-/, `${name}: nothing of them is listed as not carried`);
    }
  });
});
