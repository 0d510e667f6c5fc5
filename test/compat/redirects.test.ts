// Redirects, as Docusaurus's client-redirects plugin makes them: a page at each
// old address that sends the reader on (meta refresh without JavaScript; with
// it, the reader's query and anchor kept), targets link-checked, old addresses
// that are pages left to the page, and init carrying the plugin's list.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type TestServer } from '../e2e/browser.js';
import { buildSite, FIXTURES, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles, runInit } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

const REDIRECTS = [
  { from: '/docs/old', to: '/docs/intro' },
  { from: ['/docs/moved/', '/docs/renamed.html'], to: '/docs/intro#part-two' },
  { from: '/docs/elsewhere', to: 'https://example.com/away' },
  // An old address that is a page: the page wins (the not-found page too).
  { from: '/docs/intro', to: '/docs/other' },
  { from: '/404', to: '/docs/intro' },
];

async function site(redirects: unknown[], extra: Record<string, unknown> = {}) {
  const dir = await makeTempDir('pxdocs-redirects-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, redirects, ...extra }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n\n## Part two\n\nMore.\n'),
    'docs/other.md': page({ title: 'Other' }, 'Other page.\n'),
  });
  return { dir, result: await buildSite(dir) };
}

let built: { dir: string; result: Awaited<ReturnType<typeof buildSite>> };
let server: TestServer;
let browser: Browser;

before(async () => {
  built = await site(REDIRECTS);
  assert.equal(built.result.code, 0, built.result.stderr);
  [server, browser] = await Promise.all([startServer(join(built.dir, 'out')), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

const out = (path: string) => join(built.dir, 'out', path);

describe('redirects', () => {
  it('writes a page at each old address, with a meta refresh, a canonical link and noindex', async () => {
    const html = await readFile(out('docs/old.html'), 'utf8');
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/fixture\.example\/docs\/intro">/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    // Both spellings of an old address are the route, written once.
    assert.ok(existsSync(out('docs/moved.html')) && existsSync(out('docs/renamed.html')));
    assert.match(await readFile(out('docs/elsewhere.html'), 'utf8'), /url=https:\/\/example\.com\/away/);
  });

  it('leaves a page at an old address alone, with a warning naming it', async () => {
    assert.match(await readFile(out('docs/intro.html'), 'utf8'), /Hello\./);
    assert.match(built.result.stderr, /The redirect from \/docs\/intro to \/docs\/other is ignored: \/docs\/intro is a page of the site/);
    assert.match(built.result.stderr, /The redirect from \/404 to \/docs\/intro is ignored: \/404 is a page of the site \(the not-found page\)/);
    assert.doesNotMatch(await readFile(out('404.html'), 'utf8'), /http-equiv="refresh"/);
  });

  it('keeps redirects out of the sitemap and the search records', async () => {
    const sitemap = await readFile(out('sitemap.xml'), 'utf8');
    assert.doesNotMatch(sitemap, /docs\/old|docs\/moved/);
    assert.match(sitemap, /docs\/intro/);
    assert.doesNotMatch(await readFile(out('llms.txt'), 'utf8'), /docs\/old/);
  });

  it('sends a reader on in Chromium, keeping their query and anchor unless the target names one', async () => {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(`${server.url}/docs/old?from=mail#part-two`);
      await tab.waitForURL(/\/docs\/intro\?from=mail#part-two$/);
      await tab.goto(`${server.url}/docs/moved#ignored`);
      await tab.waitForURL(/\/docs\/intro#part-two$/);
    } finally {
      await context.close();
    }
  });

  it('sends a reader on without JavaScript, by the meta refresh', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const tab = await context.newPage();
      await tab.goto(`${server.url}/docs/renamed`);
      await tab.waitForURL(/\/docs\/intro#part-two$/);
      assert.equal(await tab.locator('h1').textContent(), 'Intro');
    } finally {
      await context.close();
    }
  });

  it('checks each target like any link: a missing page fails the build, naming the config', async () => {
    const broken = await site([{ from: '/docs/gone', to: '/docs/nowhere' }]);
    assert.equal(broken.result.code, 1);
    assert.match(broken.result.stderr, /site\.config\.ts.*\/docs\/nowhere \(no page at \/docs\/nowhere\)/);
  });

  it('refuses an old address that is no path, and a target that is neither a path nor a web address', async () => {
    const bad = await site([{ from: 'docs/../../etc', to: '/docs/intro' }]);
    assert.equal(bad.result.code, 1);
    assert.match(bad.result.stderr, /redirects.*cannot be a redirect's address: it must start with `\/`/s);
    const script = await site([{ from: '/docs/old', to: 'javascript:alert(1)' }]);
    assert.equal(script.result.code, 1);
    assert.match(script.result.stderr, /a redirect goes to a path of the site \(`\/docs\/new`\) or an http\(s\) URL/);
  });

  it('links a target with its slash under trailingSlash', async () => {
    const slashed = await site([{ from: '/docs/old', to: '/docs/intro' }], { trailingSlash: true });
    assert.equal(slashed.result.code, 0, slashed.result.stderr);
    assert.match(await readFile(join(slashed.dir, 'out', 'docs', 'old', 'index.html'), 'utf8'), /url=\/docs\/intro\//);
  });

  it('serves the redirect pages in dev too', async () => {
    const config = await readFile(join(FIXTURES, 'basic', 'config', 'site.config.ts'), 'utf8');
    assert.ok(config.includes('  footer: {'), 'the basic fixture has a footer to put the redirects before');
    const dev = await startFixtureDev('basic', {
      'config/site.config.ts': config.replace("  footer: {", "  redirects: [{ from: '/guide/old-start', to: '/guide/intro' }],\n  footer: {"),
    });
    try {
      const served = await dev.get('/guide/old-start');
      assert.equal(served.status, 200);
      assert.match(served.html, /url=\/guide\/intro/);
    } finally {
      await dev.close();
    }
  });
});

describe('init and the client-redirects plugin', () => {
  it('carries the literal redirects and names what it cannot read', async () => {
    const dir = await makeTempDir('pxdocs-redirects-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Moves', url: 'https://moves.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        plugins: [['@docusaurus/plugin-client-redirects', {
          redirects: [{ from: '/docs/old', to: '/docs/intro' }, { from: ['/a', '/b'], to: '/docs/intro' }],
          createRedirects(existingPath) { if (existingPath.startsWith('/docs/')) return [existingPath.replace('/docs/', '/legacy/')]; return undefined; },
          fromExtensions: ['html'],
        }]],
      };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    const printed = init.stdout + init.stderr;
    assert.equal(init.code, 0, printed);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.redirects, [{ from: '/docs/old', to: '/docs/intro' }, { from: ['/a', '/b'], to: '/docs/intro' }]);
    assert.doesNotMatch(printed, /createRedirects/, 'a method that reads only its parameter is carried');
    assert.equal(typeof config.createRedirects, 'function');
    assert.doesNotMatch(printed, /fromExtensions/, 'the extensions are carried');
    assert.deepEqual(config.fromExtensions, ['html']);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(existsSync(join(dir, 'out', 'a.html')));
    assert.match(await readFile(join(dir, 'out', 'legacy', 'intro.html'), 'utf8'), /url=\/docs\/intro"/, "createRedirects' redirect, made by the build");
  });

  it('carries a list of redirects a module of the site makes as an import of it', async () => {
    // swan-io/docs: `redirects: require('./redirects')`, a module that adds redirects computed from its sidebars.
    const dir = await makeTempDir('pxdocs-redirects-module-');
    await writeFiles(dir, {
      'docusaurus.config.js': `const redirects = require('./redirects');
      module.exports = {
        title: 'Moves', url: 'https://moves.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        plugins: [['@docusaurus/plugin-client-redirects', { redirects }]],
      };\n`,
      'redirects.js': "const moved = ['one', 'two'];\nmodule.exports = [{ from: '/docs/old', to: '/docs/intro' }, ...moved.map((name) => ({ from: `/${name}`, to: '/docs/intro' }))];\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    const printed = init.stdout + init.stderr;
    assert.equal(init.code, 0, printed);
    assert.doesNotMatch(printed, /redirects: expected a list/);
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /from "\.\/redirects\.js"/);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.redirects, [{ from: '/docs/old', to: '/docs/intro' }, { from: '/one', to: '/docs/intro' }, { from: '/two', to: '/docs/intro' }]);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(existsSync(join(dir, 'out', 'two.html')));
  });

  it("carries a createRedirects that reads the config's constants with them, and names one that reads a module as not carried", async () => {
    const initSite = async (name: string, moves: string) => {
      const dir = await makeTempDir(`pxdocs-redirects-init-${name}-`);
      await writeFiles(dir, {
        'docusaurus.config.js': `const moves = ${moves};
const prefix = '/old';
const oldPath = (path) => prefix + path;
module.exports = {
        title: 'Moves', url: 'https://moves.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        plugins: [['@docusaurus/plugin-client-redirects', { createRedirects: (path) => [moves[path], path.startsWith('/docs/') ? oldPath(path) : undefined].filter(Boolean) }]],
      };\n`,
        'moves.json': JSON.stringify({ '/docs/intro': '/start' }),
        'docs/intro.md': '# Intro\n\nHello.\n',
      });
      const init = await runInit(dir);
      assert.equal(init.code, 0, init.stdout + init.stderr);
      return { dir, printed: init.stdout + init.stderr };
    };
    // Constants and a helper of the config: written with the function, which then means the same.
    const inline = await initSite('inline', "{ '/docs/intro': '/start' }");
    assert.doesNotMatch(inline.printed, /createRedirects/);
    const result = await buildSite(inline.dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(await readFile(join(inline.dir, 'out', 'start.html'), 'utf8'), /url=\/docs\/intro"/);
    assert.match(await readFile(join(inline.dir, 'out', 'old', 'docs', 'intro.html'), 'utf8'), /url=\/docs\/intro"/);
    // A module's data is not read by init: the function is named as not carried.
    const required = await initSite('required', "require('./moves.json')");
    assert.match(required.printed, /plugins\[0\]\.createRedirects: a function that reads `moves` from outside itself, not read without running it/);
  });
});

describe('createRedirects', () => {
  async function created(body: string, extra = '') {
    const dir = await makeTempDir('pxdocs-create-redirects-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default { title: 'Moves', url: 'https://moves.example', docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [] }, footer: { copyright: '' },${extra}
  redirects: [{ from: '/v1/docs/guide', to: '/docs/intro' }],
  createRedirects: ${body} };\n`,
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'docs/guide.md': page({ title: 'Guide' }, 'Guide.\n'),
      'docs/other.md': page({ title: 'Other' }, 'Other.\n'),
    });
    return { dir, result: await buildSite(dir) };
  }

  it("makes a redirect to each page from the old addresses it returns for the page's route; one that is a page or another redirect's is left out, in one warning", async () => {
    // Every doc from /v1/…, the intro from two addresses too; /docs/other from /docs/intro (a page) is refused.
    const { dir, result } = await created("(path) => path.startsWith('/docs/') ? [path.replace('/docs/', '/v1/docs/'), ...(path === '/docs/intro' ? ['/start'] : []), ...(path === '/docs/other' ? ['/docs/intro'] : [])] : undefined");
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const target = async (file: string) => (await readFile(join(dir, 'out', file), 'utf8')).match(/url=([^"]*)"/)?.[1];
    assert.equal(await target('v1/docs/intro.html'), '/docs/intro');
    assert.equal(await target('v1/docs/other.html'), '/docs/other');
    assert.equal(await target('start.html'), '/docs/intro');
    assert.equal(await target('v1/docs/guide.html'), '/docs/intro', "the config's own redirect is kept over the one createRedirects made");
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<h1[^>]*>Intro/, 'the page at an address createRedirects returned is left alone');
    assert.match(output, /1 redirect createRedirects made is ignored: the old address is a page of the site \(\/docs\/intro → \/docs\/other\)/);
    assert.match(output, /1 redirect createRedirects made has an old address another redirect has; the first is kept \(\/v1\/docs\/guide → \/docs\/guide \(kept: → \/docs\/intro\)\)/);
  });

  // Docusaurus's routes hold the slash under trailingSlash: true: a function testing for it made other redirects than there.
  it('gives the function each route with its slash under trailingSlash: true, as Docusaurus does', async () => {
    const { dir, result } = await created("(path) => path === '/docs/guide/' ? ['/slash/guide'] : path === '/docs/guide' ? ['/noslash/guide'] : undefined", ' trailingSlash: true,');
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.ok(existsSync(join(dir, 'out', 'slash', 'guide', 'index.html')) || existsSync(join(dir, 'out', 'slash', 'guide.html')), 'the redirect the slashed route makes');
    assert.ok(!existsSync(join(dir, 'out', 'noslash')));
  });

  it('fails the build naming createRedirects and the page when it throws, and warns about an address that cannot be one', async () => {
    const thrown = await created("(path) => { if (path === '/docs/guide') throw new Error('no move for ' + path); return undefined; }");
    assert.equal(thrown.result.code, 1, thrown.result.stdout);
    assert.match(thrown.result.stdout + thrown.result.stderr, /Config function failed[\s\S]*createRedirects threw for \/docs\/guide: no move for \/docs\/guide/);
    const odd = await created("(path) => path === '/docs/guide' ? ['old/guide', 42] : undefined");
    assert.equal(odd.result.code, 0, odd.result.stderr);
    assert.match(odd.result.stdout + odd.result.stderr, /createRedirects returned 2 addresses that cannot be one: "old\/guide" for \/docs\/guide \(not a path from the root\); 42 for \/docs\/guide \(not a string\)/);
  });
});
