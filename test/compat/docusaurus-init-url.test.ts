// `pxdocs init --from-docusaurus` on a GitHub Pages project site whose `url` holds
// the project path too (`url: 'https://someone.github.io/widgets'`, `baseUrl:
// '/widgets/'`), as Docusaurus 2 sites often have it: Docusaurus 2 warned and
// Docusaurus 3 refuses it. The origin is written, so canonical URLs and the sitemap
// name the pages where they are published, not under the path twice. Also the
// reasons init gives for the Algolia options it does not carry, and the sidebar
// options under the names Docusaurus 2's betas gave them (themeConfig.hideableSidebar).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, runInit } from '../helpers.js';

let temp: string;
let site: string;
let output: string;
let written: string;

before(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pxdocs-init-url-'));
  site = join(temp, 'widgets');
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = {
  title: 'Widgets',
  url: 'https://someone.github.io/widgets',
  baseUrl: '/widgets/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'w', searchPagePath: 'search', contextualSearch: true } },
};\n`,
    'docs/start.md': '# Start\n\nHello.\n',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(site, file, '..'), { recursive: true });
    await writeFile(join(site, file), content);
  }
  const init = await runInit(site);
  output = init.stdout + init.stderr;
  assert.equal(init.code, 0, output);
  written = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
});
after(async () => { if (temp) await rm(temp, { recursive: true, force: true }); });

describe('pxdocs init on a url with a path', () => {
  it('writes the origin as url, keeps baseUrl, and says why', () => {
    assert.match(written, /"url": "https:\/\/someone\.github\.io",/);
    assert.match(written, /"baseUrl": "\/widgets\/"/);
    assert.match(output, /url "https:\/\/someone\.github\.io\/widgets" has a path \(\/widgets\).*origin https:\/\/someone\.github\.io was written/);
  });

  it('builds canonical and sitemap URLs with the project path once', async () => {
    const build = await buildSite(site, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const page = await readFile(join(site, 'out', 'docs', 'start.html'), 'utf8');
    assert.match(page, /<link rel="canonical" href="https:\/\/someone\.github\.io\/widgets\/docs\/start"\/>/);
    const sitemap = await readFile(join(site, 'out', 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/someone\.github\.io\/widgets\/docs\/start<\/loc>/);
    assert.doesNotMatch(sitemap, /widgets\/widgets/);
  });

  it('gives each Algolia option it does not carry its own reason', () => {
    assert.match(output, /themeConfig\.algolia\.searchPagePath: no pxdocs equivalent \(the search page is always at \/search\)/);
    assert.match(output, /themeConfig\.algolia\.contextualSearch: no pxdocs equivalent \(search is always contextual/);
  });
});

describe('pxdocs init on the sidebar options under their Docusaurus 2 beta names', () => {
  it('carries themeConfig.hideableSidebar and autoCollapseSidebarCategories as sidebar.hideable and autoCollapseCategories', async () => {
    const dir = join(temp, 'legacy');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'start.md'), '# Start\n\nHello.\n');
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = {
  title: 'Legacy', url: 'https://legacy.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { hideableSidebar: true, autoCollapseSidebarCategories: true, docs: { sidebar: { autoCollapseCategories: false }, versionPersistence: 'localStorage' } },
};\n`);
    const init = await runInit(dir);
    const said = init.stdout + init.stderr;
    assert.equal(init.code, 0, said);
    assert.doesNotMatch(said, /hideableSidebar|autoCollapseSidebarCategories/, 'nothing said to be left out');
    // pxdocs remembers the reader's version in localStorage, as this value asks (it said "pxdocs builds one version").
    assert.doesNotMatch(said, /versionPersistence/);
    const config = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    // The newer name's value wins where both are given.
    assert.match(config, /"sidebar": \{\s*"autoCollapseCategories": false,\s*"hideable": true\s*\}|"sidebar": \{\s*"hideable": true,\s*"autoCollapseCategories": false\s*\}/);
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
  });
});

describe('pxdocs init on themeConfig.metadatas, the Docusaurus 2 beta name of metadata', () => {
  it("carries its tags as metadata (feature-sliced/documentation's), and metadata's when both are given", async () => {
    for (const both of [false, true]) {
      const dir = join(temp, `beta-meta-${both ? 2 : 1}`);
      await mkdir(join(dir, 'docs'), { recursive: true });
      await writeFile(join(dir, 'docs', 'start.md'), '# Start\n\nHello.\n');
      await writeFile(join(dir, 'docusaurus.config.js'), `const metadatas = [{ name: 'twitter:site', content: '@feature_sliced' }];
module.exports = {
  title: 'Meta', url: 'https://meta.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { metadatas${both ? ", metadata: [{ name: 'twitter:card', content: 'summary' }]" : ''} },
};\n`);
      const init = await runInit(dir);
      const said = init.stdout + init.stderr;
      assert.equal(init.code, 0, said);
      const config = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
      if (!both) {
        assert.doesNotMatch(said, /metadatas/, 'nothing said to be left out');
        assert.match(config, /"metadata": \[\s*\{\s*"name": "twitter:site",\s*"content": "@feature_sliced"\s*\}\s*\]/);
        const build = await buildSite(dir, 'out');
        assert.equal(build.code, 0, build.stdout + build.stderr);
        assert.match(await readFile(join(dir, 'out', 'docs', 'start.html'), 'utf8'), /<meta name="twitter:site" content="@feature_sliced"\/>/);
      } else {
        assert.match(config, /"twitter:card"/);
        assert.doesNotMatch(config, /"twitter:site"/);
        assert.match(said, /themeConfig\.metadatas: /, 'the older list is named as left out');
      }
    }
  });
});

describe('pxdocs init on a navbar link with neither label nor aria-label', () => {
  it('keeps the link, named after where it goes, and says so', async () => {
    const dir = join(temp, 'icons');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'start.md'), '# Start\n\nHello.\n');
    // Docusaurus renders it (its CSS draws GitHub's mark from the class): before, init left it out.
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = {
  title: 'Icons', url: 'https://icons.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { navbar: { items: [
    { type: 'doc', docId: 'start', label: 'Docs' },
    { href: 'https://github.com/someone/icons', className: 'header-github-link', position: 'right' },
    { href: 'https://chat.example/room', position: 'right' },
  ] } },
};\n`);
    const init = await runInit(dir);
    const said = init.stdout + init.stderr;
    assert.equal(init.code, 0, said);
    assert.doesNotMatch(said, /Not carried over/);
    assert.match(said, /navbar\.items\[1\] has no label nor aria-label .* aria-label "GitHub"/);
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'start.html'), 'utf8');
    assert.match(html, /<a class="[^"]*header-github-link[^"]*" href="https:\/\/github\.com\/someone\/icons" aria-label="GitHub"/);
    assert.match(html, /href="https:\/\/chat\.example\/room" aria-label="chat\.example"/);
  });
});

describe('pxdocs init on gtag options under themeConfig (Docusaurus 2 alpha)', () => {
  it('carries them as the preset\'s gtag, so the pages load the tag', async () => {
    const dir = join(temp, 'tracked');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'start.md'), '# Start\n\nHello.\n');
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = {
  title: 'Tracked', url: 'https://tracked.example', baseUrl: '/',
  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { gtag: { trackingID: 'G-TEST123', anonymizeIP: true } },
};\n`);
    const init = await runInit(dir);
    const said = init.stdout + init.stderr;
    assert.equal(init.code, 0, said);
    assert.doesNotMatch(said, /themeConfig\.gtag/, 'it said: the theme option "gtag" has no pxdocs equivalent');
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"gtag": \{\s*"trackingID": "G-TEST123",\s*"anonymizeIP": true\s*\}/);
    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'start.html'), 'utf8'), /googletagmanager\.com\/gtag\/js\?id=G-TEST123/);
  });
});
