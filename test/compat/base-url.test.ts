// A site published under a path (`baseUrl: '/proj/'`, a GitHub Pages project
// site), as Docusaurus builds it: the output folder is the site, every URL its
// pages and islands use starts with the base, links written with or without
// it land on the page, and `serve`, `dev` and `check` work under it. The
// browser walk fails on any request outside the base: `serve` answers those
// with 404, as the published site would.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchProblems } from '../e2e/browser.js';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { serve } from '../../server/serve.js';
import { closeServer } from '../../server/listen.js';
import { checkSite } from '../../server/check.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { startFixtureDev } from '../dev/dev-helpers.js';

const BASE = '/proj/';
const ORIGIN = 'https://someone.github.io';
/** Over the sidebar budget (200 entries), so the sidebar is windowed and its island fills categories from the tree asset. */
const MANY = 205;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

function siteFiles({ many = MANY, extra = {} }: { many?: number; extra?: Record<string, unknown> } = {}): Record<string, string> {
  const files: Record<string, string> = {
    'config/site.config.ts': fixtureConfig({
      ...extra,
      title: 'Base Docs',
      url: ORIGIN,
      baseUrl: '/proj',
      areas: undefined,
      docs: { path: 'docs', routeBasePath: 'docs' },
      navbar: { logo: { src: 'img/logo.svg', alt: 'Logo' }, items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { to: '/docs/guide/setup', label: 'Setup' }, { to: 'pathname:///legacy/app.html', label: 'Legacy' }] },
      footer: { links: [{ title: 'More', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Legacy footer', href: 'pathname:///legacy/app.html' }] }], copyright: 'Copyright' },
      favicon: 'img/logo.svg',
      customCss: ['src/custom.css'],
      chat: { embeddings: 'off' },
      redirects: [{ from: '/docs/old', to: '/docs/intro' }],
    }),
    'static/img/logo.svg': SVG,
    'src/components/Avatar.js': "import React from 'react';\nconst data = { src: '/proj/img/logo.svg' };\nexport default function Avatar() { return <img src={data.src} alt=\"Avatar with base\" />; }\n",
    // Another app's page under the site, linked as `pathname:///legacy/app.html` (the build leaves such links unchecked).
    'static/legacy/app.html': '<!doctype html><title>Legacy</title>\n',
    'docs/guide/diagram.svg': SVG,
    // One written from the site root (the base goes in front), one written with the base already (left alone).
    'src/custom.css': '.hero-banner { background: url(/img/logo.svg); }\n.other-banner { background: url(/proj/img/logo.svg); }\n',
    'docs/intro.md': page({ title: 'Intro', sidebar_position: 1 }, [
      'Start with [the file](./guide/setup.mdx), [the route](/docs/guide/setup#install), or [the published path](/proj/docs/guide/setup).',
      '',
      '![Logo](/img/logo.svg)',
      '',
      '![Diagram](./guide/diagram.svg)',
      '',
      '## Masking values',
      '',
      'Masking hides the local part of an email address behind stars.',
      '',
    ].join('\n')),
    'docs/guide/setup.mdx': [
      '---',
      'title: Setup',
      '---',
      '',
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      "import { useLocation } from '@docusaurus/router';",
      "import Link from '@docusaurus/Link';",
      "import Avatar from '@site/src/components/Avatar';",
      '',
      // Values a site component builds from the base, used where the build adds no base of its own (Docusaurus gives them with the base).
      'export const Banner = () => {',
      '  const { siteConfig } = useDocusaurusContext();',
      '  const logo = useBaseUrl(\'/img/logo.svg\');',
      '  return (',
      '    <div className="banner" data-image={logo} style={{ backgroundImage: `url(${logo})` }}>',
      '      <img src={`${siteConfig.baseUrl}img/logo.svg`} srcSet={`${logo} 1x, ${logo} 2x`} alt="Logo by baseUrl" />',
      '      <span className="where">{useLocation().pathname}</span> <span className="base">{siteConfig.baseUrl}</span>',
      '      <Link to={useBaseUrl(\'/docs/intro#masking-values\')}>Intro by hook</Link>',
      '    </div>',
      '  );',
      '};',
      '',
      '<Banner />',
      '',
      'Back to [the intro](../intro.md#masking-values).',
      '',
      '<img src={useBaseUrl(\'/img/logo.svg\')} alt="Logo by hook" />',
      '<img src={useBaseUrl(\'/proj/img/logo.svg\')} alt="Logo by hook with base" />',
      '<a href={useBaseUrl(\'/docs/intro\', { absolute: true })}>Absolute intro</a>',
      '<Link to="pathname:///legacy/app.html">Legacy by Link</Link>',
      // Written with the base, as a Docusaurus site must write a JSX image (Docusaurus adds no base to JSX).
      '<img src="/proj/img/logo.svg" alt="Logo written with base" />',
      '<Avatar />',
      '',
      '## Install',
      '',
      'Install the command line tool with the package manager.',
      '',
    ].join('\n'),
    // A post whose excerpt a component gives a base-built image: the feeds carry it as a URL.
    'blog/2024-01-02-hello.mdx': [
      '---', 'title: Hello', 'authors: [{ name: Ann }]', '---', '',
      "import useBaseUrl from '@docusaurus/useBaseUrl';", '',
      'See [the intro](/docs/intro) and <img src={useBaseUrl(\'/img/logo.svg\')} alt="Post logo" />.', '',
      '<!-- truncate -->', '',
      'The rest of the post.', '',
    ].join('\n'),
    'docs/many/_category_.json': JSON.stringify({ label: 'Many', position: 9, collapsed: true }),
  };
  for (let index = 1; index <= many; index++) files[`docs/many/item-${index}.md`] = page({ title: `Item ${index}` }, `Text of item ${index}.\n`);
  return files;
}

let dir: string;
let out: string;
let buildOutput: string;
let server: Server;
let origin: string;
let browser: Browser;

before(async () => {
  dir = await makeTempDir('pxdocs-base-url-');
  await writeFiles(dir, siteFiles());
  // On this thread (workers: 1): the same output, without starting page threads (most of a small build's CPU).
  const result = await buildSite(dir, undefined, { workers: 1 });
  buildOutput = result.stdout + result.stderr;
  assert.equal(result.code, 0, buildOutput);
  out = join(dir, 'out');
  [server, browser] = await Promise.all([serve({ root: out, port: 0, host: '127.0.0.1', announce: false, warn: () => undefined, log: () => undefined }), launchBrowser()]);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await browser?.close();
  if (server) await closeServer(server);
  await removeTempDirs();
});

async function filesUnder(root: string, ext: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(ext)) found.push(relative(root, join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name)).split(sep).join('/'));
  }
  return found.sort();
}

const URL_ATTRIBUTE = /\s(href|src|action|srcset|data-[a-z-]+)="(\/[^"]*)"/g;

describe('baseUrl: the output', () => {
  it('starts every root-relative URL of every page with the base, once', async () => {
    const pages = await filesUnder(out, '.html');
    assert.ok(pages.length >= MANY + 4, `${pages.length} pages`);
    const outside: string[] = [];
    let urls = 0;
    for (const file of pages) {
      const html = await readFile(join(out, file), 'utf8');
      for (const [, name, value] of html.matchAll(URL_ATTRIBUTE)) {
        urls++;
        if (!value.startsWith(BASE) || value.startsWith(`${BASE}proj/`)) outside.push(`${file}: ${name}="${value}"`);
      }
    }
    assert.ok(urls > 1000, `${urls} URLs read`);
    assert.deepEqual(outside, []);
  });

  it('writes links written as a file, as a route or with the base to the same published path, and images from the static folder and the page folder', async () => {
    const html = await readFile(join(out, 'docs/intro.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    const links = [...article.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(the file|the route|the published path)</g)].map((match) => [match[2], match[1]]);
    assert.deepEqual(links, [['the file', '/proj/docs/guide/setup'], ['the route', '/proj/docs/guide/setup#install'], ['the published path', '/proj/docs/guide/setup']]);
    // Loaded as the reader nears it, as Docusaurus's MDX img (a page of screenshots fetched them all at load).
    assert.match(article, /<img src="\/proj\/img\/logo\.svg" alt="Logo" loading="lazy" decoding="async">/);
    assert.match(article, /<img src="\/proj\/assets\/images\/diagram-[0-9a-f]+\.svg" alt="Diagram"/);
    const setup = await readFile(join(out, 'docs/guide/setup.html'), 'utf8');
    assert.match(setup, /<img src="\/proj\/img\/logo\.svg" alt="Logo by hook"/, 'useBaseUrl gives a site path; the build adds the base');
    assert.match(setup, /<img src="\/proj\/img\/logo\.svg" alt="Logo by hook with base"/, 'useBaseUrl never adds the base twice');
    // An image a page or a component writes with the base already keeps it once (Gametoolkit's avatars were /base/base/…), unwarned.
    assert.match(setup, /<img src="\/proj\/img\/logo\.svg" alt="Logo written with base"/);
    assert.match(setup, /<img src="\/proj\/img\/logo\.svg" alt="Avatar with base"/);
    assert.doesNotMatch(buildOutput, /missing image/);
    assert.match(setup, /<a href="https:\/\/someone\.github\.io\/proj\/docs\/intro">Absolute intro/);
  });

  // Docusaurus's escape from its router and link check: the site path, with the base, opened in place. Only
  // Markdown links took the mark off; a navbar, footer or <Link> item kept `pathname:///…`, which no browser opens.
  it('writes a pathname:/// link of the navbar, the footer and a <Link> as the site path under the base', async () => {
    const html = await readFile(join(out, 'docs/guide/setup.html'), 'utf8');
    const legacy = [...html.matchAll(/<a ([^>]*)>(Legacy(?: footer| by Link)?)</g)].map((match) => [match[2], /href="([^"]*)"/.exec(match[1])?.[1], /target=/.test(match[1])]);
    assert.deepEqual(legacy.filter(([label]) => label !== 'Legacy').concat(legacy.filter(([label]) => label === 'Legacy').slice(0, 1)), [
      ['Legacy by Link', '/proj/legacy/app.html', false],
      ['Legacy footer', '/proj/legacy/app.html', false],
      ['Legacy', '/proj/legacy/app.html', false],
    ]);
    assert.doesNotMatch(html, /pathname:/);
  });

  it("gives a component's base-built values the base once wherever they go: a style, a data attribute, a srcset, text", async () => {
    const setup = await readFile(join(out, 'docs/guide/setup.html'), 'utf8');
    const banner = setup.slice(setup.indexOf('<div class="banner"'), setup.indexOf('Intro by hook</a>'));
    assert.match(banner, /data-image="\/proj\/img\/logo\.svg"/);
    assert.match(banner, /style="background-image:url\(\/proj\/img\/logo\.svg\)"/);
    assert.match(banner, /<img src="\/proj\/img\/logo\.svg" srcSet="\/proj\/img\/logo\.svg 1x, \/proj\/img\/logo\.svg 2x" alt="Logo by baseUrl"/i, '${siteConfig.baseUrl}img/… has the base once');
    assert.match(banner, /<span class="where">\/proj\/docs\/guide\/setup<\/span> <span class="base">\/proj\/<\/span>/, 'useLocation().pathname and siteConfig.baseUrl start with the base');
    assert.match(banner, /<a href="\/proj\/docs\/intro#masking-values">$/);
    // The base's stand-in during the render never reaches a file of the output.
    const leaks: string[] = [];
    for (const file of [...(await filesUnder(out, '.html')), ...(await filesUnder(out, '.md')), ...(await filesUnder(out, '.json')), ...(await filesUnder(out, '.txt')), ...(await filesUnder(out, '.xml'))]) {
      if ((await readFile(join(out, file), 'utf8')).includes('@pxdocs-base')) leaks.push(file);
    }
    assert.deepEqual(leaks, []);
    // A post's excerpt in the feed: its site paths as published URLs, a component's one too.
    const rss = await readFile(join(out, 'blog/rss.xml'), 'utf8');
    assert.match(rss, /href="https:\/\/someone\.github\.io\/proj\/docs\/intro"/);
    assert.match(rss, /src="https:\/\/someone\.github\.io\/proj\/img\/logo\.svg" alt="Post logo"/);
  });

  it('names the published address in canonical links, the sitemap, robots.txt, llms.txt, the Markdown twins and redirects', async () => {
    const html = await readFile(join(out, 'docs/intro.html'), 'utf8');
    assert.match(html, /<link rel="canonical" href="https:\/\/someone\.github\.io\/proj\/docs\/intro"/);
    assert.match(html, /<html [^>]*data-base-url="\/proj\/"/);
    assert.match(html, /indexUrl&quot;:&quot;\/proj\/search-index\.json/);
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    assert.ok(locs.length > MANY && locs.every((loc) => loc.startsWith(`${ORIGIN}/proj/`)), locs.filter((loc) => !loc.startsWith(`${ORIGIN}/proj/`)).join(', '));
    assert.match(await readFile(join(out, 'robots.txt'), 'utf8'), /Sitemap: https:\/\/someone\.github\.io\/proj\/sitemap\.xml/);
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    const listed = [...llms.matchAll(/\]\((https?:[^)]*)\)/g)].map((match) => match[1]);
    assert.ok(listed.length > MANY && listed.every((link) => link.startsWith(`${ORIGIN}/proj/`)), listed.slice(0, 3).join(', '));
    const twin = await readFile(join(out, 'docs/intro.md'), 'utf8');
    assert.match(twin, /\[the route\]\(https:\/\/someone\.github\.io\/proj\/docs\/guide\/setup#install\)/);
    assert.match(twin, /!\[Logo\]\(https:\/\/someone\.github\.io\/proj\/img\/logo\.svg\)/);
    const redirect = await readFile(join(out, 'docs/old.html'), 'utf8');
    assert.match(redirect, /content="0; url=\/proj\/docs\/intro"/);
    assert.match(redirect, /location\.replace\("\/proj\/docs\/intro"/);
    assert.match(redirect, /rel="canonical" href="https:\/\/someone\.github\.io\/proj\/docs\/intro"/);
  });

  it("puts the base in front of the site stylesheet's root-relative urls, once", async () => {
    const [css] = (await filesUnder(join(out, 'assets'), '.css')).filter((file) => file.startsWith('site-'));
    const text = await readFile(join(out, 'assets', css), 'utf8');
    assert.deepEqual([...text.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1]), ['/proj/img/logo.svg', '/proj/img/logo.svg']);
  });

  it('keeps the search records and the sidebar tree in site paths (islands add the base)', async () => {
    const records = JSON.stringify(readRecordsFile(join(out, 'search-records.json')));
    assert.match(records, /"url":"\/docs\/intro#masking-values"/);
    assert.doesNotMatch(records, /"url":"\/proj\//);
  });

  it('passes pxdocs check, which reads the output as published under the base', async () => {
    const result = await checkSite({ root: out });
    assert.deepEqual(result.broken, []);
    assert.ok(result.checked > 1000, `${result.checked} links checked`);
  });
});

/**
 * The file's one tab, used again from test to test (`done` drops the test's listeners and leaves it on
 * about:blank): a context per test was a renderer and a cold first load each, more CPU than the test's steps.
 */
let sharedTab: Page | undefined;

async function freshTab(): Promise<{ tab: Page; done: () => Promise<void> }> {
  sharedTab ??= await (await newContext(browser)).newPage();
  const tab = sharedTab;
  return {
    tab,
    done: async () => {
      for (const event of ['request', 'response', 'console', 'pageerror']) tab.removeAllListeners(event);
      await tab.goto('about:blank');
    },
  };
}

describe('baseUrl: served and browsed', () => {
  /** A tab that records every request and every answer of 400 or more. */
  async function open(path: string): Promise<{ done: () => Promise<void>; tab: Page; requests: string[]; failures: string[]; problems: ReturnType<typeof watchProblems> }> {
    const { tab, done } = await freshTab();
    const requests: string[] = [];
    const failures: string[] = [];
    tab.on('request', (request) => requests.push(request.url()));
    tab.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    const problems = watchProblems(tab);
    await tab.goto(origin + path, { waitUntil: 'load' });
    return { done, tab, requests, failures, problems };
  }

  const outsideBase = (requests: string[]) => requests.filter((url) => url.startsWith(origin) && !new URL(url).pathname.startsWith(BASE));

  it('sends the root of the origin to the base, and answers a path outside it with the not-found page', async () => {
    const root = await fetch(`${origin}/?q=x`, { redirect: 'manual' });
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/proj/?q=x');
    // The file exists in the output, but not at this address once published.
    const outside = await fetch(`${origin}/docs/intro`);
    assert.equal(outside.status, 404);
    assert.match(await outside.text(), /data-base-url="\/proj\/"/);
    assert.equal((await fetch(`${origin}/proj/docs/intro`)).status, 200);
  });

  it('loads a page with every request under the base, and the not-found page styled', async () => {
    const { done, tab, requests, failures, problems } = await open('/proj/docs/intro');
    try {
      await tab.waitForLoadState('networkidle');
      assert.deepEqual(outsideBase(requests), []);
      assert.deepEqual(failures, []);
      assert.deepEqual(problems.errors, []);
      assert.equal(await tab.locator('.navbar-logo').evaluate((image: HTMLImageElement) => image.naturalWidth), 10, 'the navbar logo loaded');
      const missing = await tab.goto(`${origin}/proj/no-such-page`, { waitUntil: 'load' });
      assert.equal(missing?.status(), 404);
      // The theme's stylesheet loaded from under the base, and applies.
      assert.ok(await tab.evaluate(() => [...document.styleSheets].some((sheet) => Boolean(sheet.href?.includes('/proj/assets/theme-')) && sheet.cssRules.length > 100)), 'the theme stylesheet applies');
      assert.deepEqual(outsideBase(requests), []);
    } finally {
      await done();
    }
  });

  it('navigates on the client through the navbar, and fills a closed category from the tree asset with published paths', async () => {
    const { done, tab, requests, failures } = await open('/proj/docs/intro');
    try {
      await tab.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
      await tab.click('.navbar a[href="/proj/docs/guide/setup"]:visible');
      await tab.waitForURL(`${origin}/proj/docs/guide/setup`);
      await tab.locator('h1', { hasText: 'Setup' }).waitFor();
      assert.equal(await tab.evaluate(() => (window as unknown as { __same?: boolean }).__same), true, 'the same document: a client navigation');
      const category = tab.locator('.doc-sidebar details[data-sidebar-node] > summary', { hasText: 'Many' });
      await category.click();
      const entry = tab.locator('.doc-sidebar a', { hasText: /^Item 150$/ });
      await entry.waitFor();
      assert.equal(await entry.getAttribute('href'), '/proj/docs/many/item-150');
      await entry.click();
      await tab.waitForURL(`${origin}/proj/docs/many/item-150`);
      await tab.locator('h1', { hasText: 'Item 150' }).waitFor();
      assert.deepEqual(outsideBase(requests), []);
      assert.deepEqual(failures, []);
    } finally {
      await done();
    }
  });

  it('searches with the embedded index and opens a hit at its published path', async () => {
    const { done, tab, requests, failures } = await open('/proj/docs/intro');
    try {
      await tab.keyboard.press('Control+k');
      await tab.locator('.DocSearch-Input').fill('install package manager');
      const hit = tab.locator('.DocSearch-Hit a').first();
      await hit.waitFor();
      assert.match(String(await hit.getAttribute('href')), /^\/proj\/docs\/guide\/setup/);
      await hit.click();
      await tab.waitForURL(/\/proj\/docs\/guide\/setup/);
      await tab.locator('h1', { hasText: 'Setup' }).waitFor();
      assert.deepEqual(outsideBase(requests), []);
      assert.deepEqual(failures, []);
    } finally {
      await done();
    }
  });

  it('asks the chat under the base; its sources and citations link published paths', async () => {
    const { done, tab, requests, failures } = await open('/proj/docs/guide/setup');
    try {
      await tab.click('[data-chat-open]');
      await tab.fill('[data-chat-panel] .chat-input', 'How do I mask an email address?');
      await tab.press('[data-chat-panel] .chat-input', 'Enter');
      const cite = tab.locator('[data-chat-panel] .chat-body a.chat-cite').first();
      await cite.waitFor();
      assert.equal(await cite.getAttribute('href'), '/proj/docs/intro#masking-values');
      const source = tab.locator('[data-chat-panel] .chat-sources a').first();
      assert.equal(await source.getAttribute('href'), '/proj/docs/intro#masking-values');
      assert.ok(requests.some((url) => url === `${origin}/proj/api/docsChat`), 'the question went to the chat under the base');
      assert.deepEqual(outsideBase(requests), []);
      assert.deepEqual(failures, []);
    } finally {
      await done();
    }
  });
});

describe('baseUrl: dev and config', () => {
  it('pxdocs dev serves the site under the base, events included', async () => {
    const fixture = await startFixtureDev('basic', {
      'config/site.config.ts': fixtureConfig({ areas: ['guide', 'reference'], baseUrl: '/proj/', chat: { embeddings: 'off' } }),
    });
    try {
      const home = await fixture.get('/');
      assert.equal(home.status, 302);
      assert.equal(home.headers.get('location'), '/proj/');
      const page = await fixture.get('/proj/');
      assert.equal(page.status, 200);
      assert.match(page.html, /data-base-url="\/proj\/"/);
      const outside = [...page.html.matchAll(URL_ATTRIBUTE)].map((match) => match[2]).filter((value) => !value.startsWith(BASE));
      assert.deepEqual(outside, []);
      const events = await fetch(`${fixture.dev.url}/proj/__pxdocs/events`);
      assert.equal(events.status, 200);
      assert.match(events.headers.get('content-type') ?? '', /text\/event-stream/);
      await events.body?.cancel();
    } finally {
      await fixture.dev.close();
    }
  });

  it('with trailing slashes: links end in a slash, and serve and check redirect within the base', async () => {
    const slashed = await makeTempDir('pxdocs-base-url-slash-');
    await writeFiles(slashed, siteFiles({ many: 0, extra: { trailingSlash: true } }));
    const result = await buildSite(slashed, undefined, { workers: 1 });
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(slashed, 'out', 'docs/intro/index.html'), 'utf8');
    assert.match(html, /<a href="\/proj\/docs\/guide\/setup\/#install">the route<\/a>/);
    assert.match(html, /rel="canonical" href="https:\/\/someone\.github\.io\/proj\/docs\/intro\/"/);
    // og:url is the same address as the canonical link and the sitemap's.
    assert.match(html, /<meta property="og:url" content="https:\/\/someone\.github\.io\/proj\/docs\/intro\/"\/>/);
    assert.match(await readFile(join(slashed, 'out', 'sitemap.xml'), 'utf8'), /<loc>https:\/\/someone\.github\.io\/proj\/docs\/intro\/<\/loc>/);
    const checked = await checkSite({ root: join(slashed, 'out') });
    assert.deepEqual(checked.broken, [], 'in-page anchors resolve on the page at its slash address');
    const served = await serve({ root: join(slashed, 'out'), port: 0, host: '127.0.0.1', announce: false, warn: () => undefined, log: () => undefined });
    try {
      const at = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
      const moved = await fetch(`${at}/proj/docs/intro?x=1`, { redirect: 'manual' });
      assert.equal(moved.status, 301);
      assert.equal(moved.headers.get('location'), '/proj/docs/intro/?x=1');
      assert.equal((await fetch(`${at}/proj/docs/intro/`)).status, 200);
      // A search hit opens the page at its slash address, as the pages' own links do (it went through a redirect).
      const { tab, done } = await freshTab();
      try {
        await tab.goto(`${at}/proj/docs/intro/`);
        await tab.keyboard.press('Control+k');
        await tab.locator('.DocSearch-Input').fill('install package manager');
        const hit = tab.locator('.DocSearch-Hit a').first();
        await hit.waitFor();
        assert.match(String(await hit.getAttribute('href')), /^\/proj\/docs\/guide\/setup\/(#[\w-]+)?$/);
        // A link written without the slash (a site's script, an old bookmark's path) navigates on the client
        // and shows the address the page answered at after its redirect, as a full load would.
        await tab.keyboard.press('Escape');
        await tab.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
        await tab.evaluate(() => {
          const link = document.createElement('a');
          link.href = '/proj/docs/guide/setup';
          link.id = 'unslashed';
          link.textContent = 'Setup';
          document.querySelector('.markdown')!.append(link);
        });
        await tab.click('#unslashed');
        await tab.locator('h1', { hasText: 'Setup' }).waitFor();
        assert.equal(await tab.evaluate(() => (window as unknown as { __same?: boolean }).__same), true, 'a client navigation');
        assert.equal(new URL(tab.url()).pathname, '/proj/docs/guide/setup/');
      } finally {
        await done();
      }
    } finally {
      await closeServer(served);
    }
  });

  it('refuses a base URL that is not a path, saying what to write', async () => {
    for (const [value, reason] of [['proj/', /must start with a slash: '\/proj\/'/], ['/a/../b/', /cannot hold `\.` or `\.\.` segments/], ['/docs?x/', /a path of letters, digits and - \. _ ~ only/], ['/dócs/', /a path of letters, digits/]] as const) {
      const bad = await makeTempDir('pxdocs-base-url-bad-');
      await writeFiles(bad, { 'config/site.config.ts': fixtureConfig({ baseUrl: value }), 'content/docs/intro.md': page({ title: 'Intro' }) });
      const result = await buildSite(bad);
      assert.equal(result.code, 1, value);
      assert.match(result.stderr, /baseUrl/, value);
      assert.match(result.stderr, reason, `${value}: ${result.stderr}`);
    }
  });

  it('leaves a pathname:/// link of the config unchecked, as Docusaurus does: the page may be another app\'s', async () => {
    const site = await makeTempDir('pxdocs-base-url-pathname-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ url: ORIGIN, baseUrl: '/proj/', navbar: { items: [{ to: 'pathname:///other-app/', label: 'Other app' }] }, footer: { links: [{ title: 'More', items: [{ label: 'Other', href: 'pathname:///other-app/start' }] }], copyright: 'c' }, chat: { embeddings: 'off' } }),
      'content/docs/index.md': page({ title: 'Home' }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(await readFile(join(site, 'out', 'docs.html'), 'utf8'), /href="\/proj\/other-app\/start"/);
  });
});
