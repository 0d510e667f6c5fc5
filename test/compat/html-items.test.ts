// HTML items of the site's own, as Docusaurus takes them: a navbar item of
// `type: 'html'` and a footer item `{ html }` (a version label, a hosting
// badge), drawn as written, their links checked like the config's other links,
// and carried by init. The chrome accessibility fixture audits both.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

function files(navbar: unknown, footer: unknown): Record<string, string> {
  return {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, navbar, footer }),
    'docs/intro.md': page({ title: 'Intro' }, 'Start here.\n'),
    'static/img/badge.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><rect width="80" height="20"/></svg>',
  };
}

const NAVBAR = { items: [{ type: 'html', value: '<span class="version-label">v2.1</span>' }, { type: 'html', position: 'right', value: '<a href="/docs/intro">Start</a>', className: 'start-html' }] };
const FOOTER = { links: [{ label: 'Intro', to: '/docs/intro' }, { html: '<a href="https://hosting.example"><img src="/img/badge.svg" alt="Hosted by Example" width="80" height="20"></a>' }], copyright: 'Copyright' };

describe('HTML items', () => {
  it('draws a navbar HTML item in the bar and in the mobile menu, and a footer HTML item among the links', async () => {
    const dir = await makeTempDir('pxdocs-html-items-');
    await writeFiles(dir, files(NAVBAR, FOOTER));
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const bar = html.slice(html.indexOf('<nav class="navbar-inner'), html.indexOf('</nav>'));
    assert.match(bar, /<div class="navbar-items theme-layout-navbar-left navbar__items"><div class="navbar-html navbar__item"><span class="version-label">v2\.1<\/span><\/div><\/div>/);
    assert.match(bar, /<div class="navbar-html navbar__item start-html"><a href="\/docs\/intro">Start<\/a><\/div>/);
    const mobile = html.slice(html.indexOf('<ul class="mobile-menu-links'));
    assert.match(mobile, /<li class="menu__list-item"><div class="navbar-html"><span class="version-label">v2\.1<\/span><\/div><\/li>/);
    // Docusaurus's Footer/Links/Simple: the links in a row, an HTML item in a span, a "·" span between them.
    assert.match(html, /<div class="footer-row footer__links text--center"><div class="footer-row-links footer__links"><a class="footer__link-item" href="\/docs\/intro">Intro<\/a><span class="footer-separator footer__link-separator">·<\/span><span class="footer__link-item"><a href="https:\/\/hosting\.example"><img src="\/img\/badge\.svg" alt="Hosted by Example" width="80" height="20"><\/a><\/span><\/div><\/div>/);
  });

  it('checks the links in them, a broken one as a warning (Docusaurus renders this HTML as written and checks none of it)', async () => {
    for (const [name, navbar, footer] of [
      ['navbar', { items: [{ type: 'html', value: '<a href="/docs/gone">Gone</a>' }] }, { copyright: 'c' }],
      ['footer', { items: [] }, { links: [{ html: '<a href="/docs/missing">Missing</a>' }], copyright: 'c' }],
    ] as const) {
      const dir = await makeTempDir(`pxdocs-html-items-${name}-`);
      await writeFiles(dir, files(navbar, footer));
      const result = await buildSite(dir);
      assert.equal(result.code, 0, name);
      assert.match(result.stdout + result.stderr, name === 'navbar' ? /→ \/docs\/gone \(no page at \/docs\/gone\)/ : /→ \/docs\/missing \(no page at \/docs\/missing\)/, result.stdout + result.stderr);
    }
  });

  it('is carried over by init', async () => {
    const site = await makeTempDir('pxdocs-html-items-init-');
    await writeFiles(site, {
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]], themeConfig: {
        navbar: { style: 'dark', items: [{ type: 'html', position: 'right', value: '<b>Beta</b>' }] },
        footer: { links: [{ title: 'More', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<a href="https://hosting.example">Hosted</a>' }] }] },
      } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const result = await runInit(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    const { config } = await loadConfig(site);
    assert.deepEqual(config.navbar.items, [{ type: 'html', position: 'right', value: '<b>Beta</b>' }]);
    assert.equal(config.navbar.style, 'dark', "navbar.style 'dark' is carried too");
    assert.deepEqual(config.footer.links, [{ title: 'More', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<a href="https://hosting.example">Hosted</a>' }] }]);
    assert.doesNotMatch(output, /navbar\.items|footer\.links|navbar\.style/);
  });
});
