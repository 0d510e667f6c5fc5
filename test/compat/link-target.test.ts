// A navbar or footer link's `target`, which Docusaurus passes to the link: Gryt-chat/gryt-docs
// has `{ to: 'https://gryt.chat/', label: 'Home', target: '_self' }`, its own home page opened
// in the same tab. Init dropped it ("no pxdocs equivalent"), so the link opened a new tab, as
// a link off the site does by default. It is now carried and drawn, in the bar, the mobile menu
// and the footer.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('a link target', () => {
  it('is carried by init and opens the link where the config says, in the navbar and the footer', async () => {
    const site = await makeTempDir('pxdocs-link-target-');
    await writeFiles(site, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]], themeConfig: {
        navbar: { items: [{ to: 'https://home.example/', label: 'Homepage', position: 'right', target: '_self' }, { to: '/docs/intro', label: 'Intro', target: '_blank' }] },
        footer: { links: [{ title: 'More', items: [{ label: 'Homepage', href: 'https://home.example/', target: '_self' }, { label: 'Source', href: 'https://git.example/' }] }] },
      } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(site);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.doesNotMatch(output, /\.target:/);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(site, 'out', 'docs', 'intro.html'), 'utf8');
    // The navbar's links (in the bar and the mobile menu) and the footer's, not the sidebar's or the breadcrumbs'.
    const anchors = (label: string) => [...html.matchAll(new RegExp(`<a class="(?:navbar-link|footer__link-item)[^>]*>${label}(?:<|\\s)`, 'g'))].map((match) => match[0]);
    // The bar and the mobile menu: Home in the same tab (no rel), Intro in a new one.
    assert.ok(anchors('Homepage').length >= 3, anchors('Homepage').join('\n'));
    for (const anchor of anchors('Homepage')) assert.match(anchor, /href="https:\/\/home\.example\/" target="_self">/, anchor);
    for (const anchor of anchors('Intro')) assert.match(anchor, /href="\/docs\/intro"( aria-current="page")? target="_blank" rel="noopener noreferrer">/, anchor);
    // A link off the site without a target still opens a new tab.
    assert.match(anchors('Source')[0], /target="_blank" rel="noopener noreferrer"/);
  });
});

// Project-HAMi/website's Home link has `exact: true`, which Docusaurus passes to its NavLink: marked
// on its own page only. Init named it as "no pxdocs equivalent"; a link with it to a section
// (`/docs`) was marked on every page below too. It is carried and honoured now.
describe('a navbar link marked exact', () => {
  it('is active on its own page only; without exact, on the pages below it too', async () => {
    const site = await makeTempDir('pxdocs-link-exact-');
    await writeFiles(site, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs', sidebarPath: false }, blog: false }]], themeConfig: {
        navbar: { items: [{ to: '/docs/guide', label: 'Guide only', exact: true }, { to: '/docs/guide', label: 'Guide section' }] },
      } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/guide/index.md': '# Guide\n\nThe guide.\n',
      'docs/guide/more.md': '# More\n\nDeeper.\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /\.exact:/);
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const bar = async (route: string) => {
      // The folder's index doc is docs/guide/index.html, at /docs/guide/ (as Docusaurus serves it), where every link to it goes.
      const html = await readFile(join(site, 'out', route === 'docs/guide' ? 'docs/guide/index.html' : `${route}.html`), 'utf8');
      return html.slice(html.indexOf('<nav class="navbar-inner'), html.indexOf('</nav>'));
    };
    const deeper = await bar('docs/guide/more');
    assert.match(deeper, /<a class="navbar-link navbar__item navbar__link" href="\/docs\/guide\/">Guide only</);
    assert.match(deeper, /<a class="navbar-link active [^"]*" href="\/docs\/guide\/">Guide section</);
    assert.match(await bar('docs/guide'), /<a class="navbar-link active [^"]*" href="\/docs\/guide\/" aria-current="page">Guide only</);
  });
});
