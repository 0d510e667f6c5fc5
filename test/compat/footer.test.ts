// Docusaurus's footer as a site configures it: columns of links or its "simple"
// footer (one row of links), a logo above the copyright (linked when it has an
// `href`, its dark variant in dark mode), and init carrying both over.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { attr, must, readPage, selectAll, text } from './lib.js';
import { loadConfig } from '../../compiler/config/load.js';

after(removeTempDirs);

async function footerOf(footer: Record<string, unknown>) {
  const site = await makeTempDir('pxdocs-footer-');
  await writeFiles(site, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, footer }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  });
  const result = await buildSite(site);
  const built = result.code === 0 ? await readPage(join(site, 'out'), '/docs/intro') : undefined;
  return { result, footer: built && must(built.tree, 'footer.footer') };
}

describe('footer', () => {
  // Gryt-chat/gryt-docs has no themeConfig.footer: Docusaurus draws no footer, and init writes an
  // empty copyright for it. pxdocs drew an empty dark band under every page.
  it('is not drawn when it has nothing to show, as Docusaurus draws none for a site without one', async () => {
    const site = await makeTempDir('pxdocs-footer-none-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, footer: { copyright: '' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(selectAll((await readPage(join(site, 'out'), '/docs/intro')).tree, 'footer').length, 0);
    const { footer } = await footerOf({ copyright: 'Made here' });
    assert.match(text(footer!), /Made here/, 'a copyright alone is a footer');
  });

  it('draws a simple footer as one row of links', async () => {
    const { result, footer } = await footerOf({ links: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Source', href: 'https://git.example/site' }], copyright: 'Made here' });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(selectAll(footer!, '.footer-columns').length, 0);
    const links = selectAll(footer!, '.footer-row a');
    assert.deepEqual(links.map((link) => [text(link).replace(' ↗', ''), attr(link, 'href'), attr(link, 'target')]), [['Intro', '/docs/intro', undefined], ['Source', 'https://git.example/site', '_blank']]);
  });

  // Docusaurus marks an `href` off the site with its IconExternalLink (an SVG, which sites hide with `svg { display: none }`),
  // and never a URL written as `to`: pxdocs drew a text ↗ after both.
  it('marks an href off the site with the external-link icon, an SVG, and a URL written as to with none', async () => {
    const { result, footer } = await footerOf({ links: [{ label: 'Source', href: 'https://git.example/site' }, { label: 'Home', to: 'https://home.example/' }], copyright: '' });
    assert.equal(result.code, 0, result.stderr);
    const [source, home] = selectAll(footer!, '.footer-row a');
    assert.equal(selectAll(source, 'svg.external-icon').length, 1);
    assert.equal(text(source), 'Source', 'no text arrow');
    assert.equal(selectAll(home, 'svg').length, 0);
  });

  it('takes an href without its scheme (//host/…) as a link to another site, as Docusaurus does', async () => {
    // webspatial/doc-website's footer: `href: '//github.com/webspatial/webspatial-sdk/issues'` failed the config ("Invalid URL").
    const { result, footer } = await footerOf({ links: [{ title: 'Community', items: [{ label: 'Issues', href: '//git.example/site/issues' }] }], copyright: '' });
    assert.equal(result.code, 0, result.stderr);
    const link = must(footer!, 'a.footer__link-item');
    assert.deepEqual([attr(link, 'href'), attr(link, 'target')], ['//git.example/site/issues', '_blank']);
    const { result: bad } = await footerOf({ links: [{ title: 'Community', items: [{ label: 'Issues', href: 'git.example/issues' }] }], copyright: '' });
    assert.notEqual(bad.code, 0);
    assert.match(bad.stdout + bad.stderr, /footer\.links\[0\]\.items\[0\]\.href: a URL \(https:\/\/…\), or one without its scheme \(\/\/host\/…\)/);
  });

  it('draws the logo above the copyright, linked where it says, with its dark variant', async () => {
    const { result, footer } = await footerOf({
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }],
      logo: { src: '/img/mark.svg', srcDark: '/img/mark-dark.svg', alt: 'Example Inc.', href: 'https://example.com', width: 120 },
      copyright: 'Made here',
    });
    assert.equal(result.code, 0, result.stderr);
    const link = must(footer!, '.footer-logo a');
    assert.equal(attr(link, 'href'), 'https://example.com');
    // In the same tab, as Docusaurus 3.10's Footer/Logo links it (its Link takes the logo's target: none here).
    assert.equal(attr(link, 'target'), undefined);
    assert.match(String(attr(link, 'rel')), /^noopener.noreferrer$/);
    const images = selectAll(link, 'img');
    assert.deepEqual(images.map((image) => [attr(image, 'src'), attr(image, 'alt'), attr(image, 'width'), attr(image, 'class')]), [
      ['/img/mark.svg', 'Example Inc.', '120', 'footer-logo-image footer-logo-image-light footer__logo'],
      ['/img/mark-dark.svg', 'Example Inc.', '120', 'footer-logo-image footer-logo-image-dark footer__logo'],
    ]);
    // Logo, then copyright, after the columns.
    const order = footer!.children.flatMap((child) => (child.type === 'element' ? child.children : [])).filter((child) => child.type === 'element').map((child) => attr(child as never, 'class'));
    assert.deepEqual(order, ['footer-columns footer__links', 'footer-logo', 'footer-copyright footer__copyright']);
  });

  it("opens the logo's link where its target says, as Docusaurus's Footer/Logo does", async () => {
    const { result, footer } = await footerOf({ links: [], logo: { src: '/img/mark.svg', alt: 'Mark', href: 'https://example.com', target: '_blank' }, copyright: '' });
    assert.equal(result.code, 0, result.stderr);
    const link = must(footer!, '.footer-logo a');
    assert.equal(attr(link, 'target'), '_blank');
    assert.match(String(attr(link, 'rel')), /^noopener.noreferrer$/);
  });

  it("draws a light footer in the page's colours when its style says so, and a dark one by default", async () => {
    const light = await footerOf({ links: [], style: 'light', copyright: 'Made here' });
    assert.equal(light.result.code, 0, light.result.stderr);
    assert.equal(attr(light.footer!, 'class'), 'footer footer-light theme-layout-footer');
    const dark = await footerOf({ links: [], copyright: 'Made here' });
    assert.equal(attr(dark.footer!, 'class'), 'footer theme-layout-footer footer--dark');
  });

  it('draws a logo without href as an image alone, and checks an internal href like any link', async () => {
    const plain = await footerOf({ links: [], logo: { src: '/img/mark.svg', alt: 'Mark' }, copyright: '' });
    assert.equal(plain.result.code, 0, plain.result.stderr);
    assert.equal(selectAll(plain.footer!, '.footer-logo a').length, 0);
    assert.equal(selectAll(plain.footer!, '.footer-logo img').length, 1);
    const broken = await footerOf({ links: [], logo: { src: '/img/mark.svg', alt: 'Mark', href: '/docs/nowhere' }, copyright: '' });
    assert.match(broken.result.stderr, /\/docs\/nowhere/);
  });

  it('is carried over by init: a simple footer and its logo', async () => {
    const dir = await makeTempDir('pxdocs-footer-init-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Simple', url: 'https://simple.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        themeConfig: { footer: { style: 'dark', links: [{ label: 'Intro', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/example' }], logo: { alt: 'Example', src: 'img/mark.svg', href: 'https://example.com', className: 'x', style: { maxWidth: 300 } }, copyright: 'Example' } },
      };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.footer.links, [{ label: 'Intro', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/example' }]);
    // Its class and style, on the image as Docusaurus puts them (203-Systems/Matrix-Wiki sizes its logo with `style: { maxWidth: 300 }`).
    assert.deepEqual(config.footer.logo, { src: '/img/mark.svg', alt: 'Example', href: 'https://example.com', className: 'x', style: { maxWidth: 300 } });
    assert.equal(config.footer.style, 'dark');
    assert.doesNotMatch(init.stdout + init.stderr, /footer\.style/);
    assert.doesNotMatch(init.stdout + init.stderr, /themeConfig\.footer\.logo/);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const footer = must((await readPage(join(dir, 'out'), '/docs/intro')).tree, 'footer.footer');
    assert.deepEqual(selectAll(footer, '.footer-row a').map((link) => attr(link, 'href')), ['/docs/intro', 'https://github.com/example']);
    assert.equal(attr(must(footer, '.footer-logo img'), 'src'), '/img/mark.svg');
    assert.equal(attr(must(footer, '.footer-logo img'), 'class'), 'footer-logo-image footer__logo x');
    assert.equal(attr(must(footer, '.footer-logo img'), 'style'), 'max-width:300px');
  });

  it("carries a link's className through init (Docusaurus puts it on the link), and names any other key instead of dropping it", async () => {
    // webspatial/doc-website greys out its unfinished footer links with `className: 'disabled'`; init dropped it without a word.
    const dir = await makeTempDir('pxdocs-footer-class-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Classes', url: 'https://classes.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        themeConfig: { footer: { links: [{ title: 'Learn', items: [{ label: 'Video', className: 'disabled', to: '/docs/intro' }, { label: 'Chat', href: 'https://chat.example', rel: 'me' }] }], copyright: '' } },
      };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.match(init.stdout + init.stderr, /themeConfig\.footer\.links\[0\]\.items\[1\]\.rel: a footer link takes label, to, href, className and target here/);
    assert.doesNotMatch(init.stdout + init.stderr, /className:/);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.footer.links, [{ title: 'Learn', items: [{ label: 'Video', to: '/docs/intro', className: 'disabled' }, { label: 'Chat', href: 'https://chat.example' }] }]);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const footer = must((await readPage(join(dir, 'out'), '/docs/intro')).tree, 'footer.footer');
    assert.deepEqual(selectAll(footer, 'a.footer__link-item').map((link) => attr(link, 'class')), ['footer__link-item disabled', 'footer__link-item']);
  });

  it('without a style is carried as light, Docusaurus\'s default (pxdocs\'s own is dark)', async () => {
    const dir = await makeTempDir('pxdocs-footer-default-style-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
        title: 'Plain', url: 'https://plain.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: 'docs' } }]],
        themeConfig: { footer: { links: [{ label: 'Intro', to: '/docs/intro' }], copyright: 'Plain' } },
      };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    assert.equal((await loadConfig(dir)).config.footer.style, 'light');
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const footer = must((await readPage(join(dir, 'out'), '/docs/intro')).tree, 'footer.footer');
    assert.equal(attr(footer, 'class'), 'footer footer-light theme-layout-footer');
  });
});
