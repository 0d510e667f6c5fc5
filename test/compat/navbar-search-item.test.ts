// A navbar `search` item places the search box, as Docusaurus's `type: 'search'` places its own:
// expressots/expresso-site-doc puts it after its links, on the left. init dropped the item and the box
// always ended the bar's right side.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { must, readPage, selectAll } from './lib.js';
import { evaluateConfigSource } from '../../compiler/config/static-eval.js';
import { translateDocusaurus } from '../../compiler/config/docusaurus.js';
import { newContext } from '../e2e/browser.js';
import { serveSite } from './browse.js';

after(removeTempDirs);

async function bar(items: unknown[]) {
  const dir = await makeTempDir('pxdocs-navbar-search-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items } }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
  });
  const result = await buildSite(dir);
  assert.equal(result.code, 0, result.stderr);
  return (await readPage(join(dir, 'out'), '/docs/intro')).tree;
}

describe('a navbar search item', () => {
  it('puts the search box where it stands, once, and not in the mobile menu\'s links', async () => {
    const tree = await bar([
      { label: 'Start', to: '/docs/intro', position: 'left' },
      { type: 'search', position: 'left', className: 'my-search' },
      { label: 'GitHub', href: 'https://github.com/x/y', position: 'right' },
    ]);
    const left = must(tree, 'div.navbar .navbar-inner .theme-layout-navbar-left');
    const box = must(left, 'a.search-button');
    assert.deepEqual(box.properties.className, ['search-button', 'my-search']);
    assert.equal(selectAll(must(tree, 'div.navbar .navbar-inner'), 'a.search-button').length, 1);
    assert.equal(selectAll(must(tree, '.mobile-menu .mobile-menu-links'), 'li').length, 2);
  });

  it('without one, ends the right side as before', async () => {
    const tree = await bar([{ label: 'Start', to: '/docs/intro', position: 'left' }]);
    assert.equal(selectAll(must(tree, 'div.navbar .navbar-inner .theme-layout-navbar-right'), 'a.search-button').length, 1);
  });

  it('is carried by init with its place', () => {
    const value = evaluateConfigSource("module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]], themeConfig: { navbar: { items: [{ type: 'search', position: 'left' }, { type: 'search' }] } } };", 'docusaurus.config.js');
    const { config } = translateDocusaurus(value, tmpdir(), 'docusaurus.config.js');
    assert.deepEqual((config.navbar as { items: unknown[] }).items, [{ type: 'search', position: 'left' }, { type: 'search', position: 'left' }], 'left unless said, as every Docusaurus navbar item');
  });
});

// In a phone's width the bar's links go to the menu; a search box placed on the left stays in the bar,
// as Docusaurus's does (the left side was hidden whole, the box with it).
describe('a navbar search item on the left, in a phone\'s width', () => {
  const site = serveSite('pxdocs-navbar-search-phone-', {
    'pxdocs.config.mjs': `export default {
  title: 'Phone', url: 'https://phone.example', tagline: 'Search',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [{ label: 'Start', to: '/docs/intro', position: 'left' }, { type: 'search', position: 'left' }] },
  footer: { copyright: 'Copyright Phone' }, chat: { embeddings: 'off' },
};\n`,
    'docs/intro.md': '# Intro\n\nHello.\n',
  });

  it('keeps the box in the bar and its links in the menu', async () => {
    const phone = await newContext(site.browser, { viewport: { width: 390, height: 800 } });
    try {
      const tab = await phone.newPage();
      await tab.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      assert.equal(await tab.locator('div.navbar .navbar-inner a.search-button').isVisible(), true);
      assert.equal(await tab.locator('div.navbar .navbar-inner .theme-layout-navbar-left a.navbar-link').isVisible(), false);
    } finally {
      await phone.close();
    }
  });
});
