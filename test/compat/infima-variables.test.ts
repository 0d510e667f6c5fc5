// A site's CSS speaks Infima: it sets Infima's variables (the navbar's and the
// footer's backgrounds, the base font size, a section's own primary colour)
// and reads others (`var(--ifm-color-white)`, `var(--ifm-navbar-link-color)`,
// the emphasis greys). pxdocs read three and defined none: prettier's editor
// names came out dark grey on their dark section, its GitHub icon vanished,
// and a section's buttons kept the site's root colour (found on
// prettier/prettier's website). In Chromium, each of them as Docusaurus has it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serveSite } from './browse.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': "export default { title: 'Infima', url: 'https://infima.example', tagline: 'x', docs: { path: 'docs', routeBasePath: 'docs' }, customCss: ['src/css/custom.css'], navbar: { items: [] }, footer: { style: 'light', links: [{ title: 'More', items: [{ label: 'Home', href: 'https://example.com' }] }], copyright: 'c' }, chat: { embeddings: 'off' } };\n",
  'src/css/custom.css': [
    ':root { --ifm-navbar-background-color: rgb(1, 2, 3); --ifm-footer-background-color: rgb(4, 5, 6); --ifm-font-size-base: 18px; --ifm-color-primary: rgb(0, 0, 200); }',
    ':root { --ifm-code-font-size: 80%; --ifm-heading-font-weight: 400; --ifm-navbar-height: 80px; --ifm-footer-link-color: rgb(10, 20, 30); --ifm-footer-color: rgb(40, 50, 60); --ifm-menu-color-background-active: rgb(70, 80, 90); }',
    '.dark-section { background: rgb(20, 20, 20); color: var(--ifm-color-white); --ifm-color-primary: rgb(200, 0, 0); }',
    '.muted { color: var(--ifm-color-emphasis-600); }',
    '.masked { background-color: var(--ifm-navbar-link-color); }',
    '.banner { --ifm-hero-background-color: rgb(7, 8, 9); }',
    '.status { color: var(--ifm-color-success); font-weight: var(--ifm-font-weight-semibold); transition: color var(--ifm-transition-fast) var(--ifm-transition-timing-default); border-left: var(--ifm-global-border-width) solid var(--ifm-color-gray-700); }',
    '.shade { color: var(--ifm-color-primary-dark); background-color: var(--ifm-hover-overlay); }',
  ].join('\n'),
  'docs/intro.mdx': '# Intro\n\nSome `inline code` here.\n\n```js\nconst a = 1;\n```\n\n## A heading\n\n<div className="dark-section"><h3 className="name">Editor</h3><a className="button button--primary" href="/docs/intro">Go</a></div>\n\n<p className="muted">Muted.</p>\n\n<p className="status">Passed.</p>\n\n<p className="shade">Shade.</p>\n\n<span className="masked">x</span>\n\n<div className="hero hero--dark banner">Hero</div>\n\n<a className="button button--primary root-button" href="/docs/intro">Root</a>\n\n<div className="hero hero--primary primary-hero">Primary</div>\n',
};

describe("Infima's variables in a site's CSS", () => {
  const served = serveSite('pxdocs-infima-vars-', SITE);

  it('are read where the site sets them and defined where it reads them', async () => {
    const page = await served.browser.newPage();
    try {
      await page.goto(`${served.server.url}/docs/intro`);
      const style = (selector: string, property: string) => page.$eval(selector, (element, name) => getComputedStyle(element).getPropertyValue(name), property);
      assert.equal(await style('.navbar', 'background-color'), 'rgb(1, 2, 3)');
      assert.equal(await style('footer', 'background-color'), 'rgb(4, 5, 6)');
      assert.equal(await style('body', 'font-size'), '18px');
      assert.equal(await style('.dark-section .name', 'color'), 'rgb(255, 255, 255)', 'a heading inherits the section\'s white');
      assert.equal(await style('.dark-section .button', 'background-color'), 'rgb(200, 0, 0)', "the section's own primary");
      assert.equal(await style('.root-button', 'background-color'), 'rgb(0, 0, 200)', "the site's primary elsewhere");
      assert.equal(await style('.muted', 'color'), 'rgb(82, 88, 96)', "an emphasis grey is defined: the theme's soft text");
      assert.notEqual(await style('.masked', 'background-color'), 'rgba(0, 0, 0, 0)', 'the navbar link colour is defined');
      assert.equal(await style('.banner', 'background-color'), 'rgb(7, 8, 9)', "a hero's background by Infima's variable");
      // More of Infima's names, as Infima defines them: a status colour, a weight, a timing, a grey.
      assert.equal(await style('.status', 'color'), 'rgb(0, 164, 0)', '--ifm-color-success');
      assert.equal(await style('.status', 'font-weight'), '500', '--ifm-font-weight-semibold');
      assert.equal(await style('.status', 'transition-duration'), '0.2s', '--ifm-transition-fast');
      assert.equal(await style('.status', 'border-left-color'), 'rgb(96, 103, 112)', '--ifm-color-gray-700');
      // A shade of the site's primary (it set only the primary, rgb(0, 0, 200)): darker, same hue.
      assert.equal(await style('.shade', 'color'), 'color(srgb 0 0 0.705882)', '--ifm-color-primary-dark: 90% of the primary, 10% black');
      assert.equal(await style('.shade', 'background-color'), 'rgba(0, 0, 0, 0.05)', '--ifm-hover-overlay');
      // The variables the classic template and sites set most, read where Infima reads them (AdGuard, masa: h23).
      assert.equal(await style('.markdown p code', 'font-size'), '14.4px', 'inline code at --ifm-code-font-size of 18px');
      assert.equal(await style('.code-block pre', 'font-size'), await style('.markdown p code', 'font-size'), 'code blocks too');
      assert.equal(await style('.markdown h2', 'font-weight'), '400');
      assert.equal(await style('.navbar', 'height'), '80px');
      assert.equal(await style('footer a', 'color'), 'rgb(10, 20, 30)');
      assert.equal(await style('footer', 'color'), 'rgb(40, 50, 60)');
      assert.equal(await style('.menu-link.active', 'background-color'), 'rgb(70, 80, 90)');
      // Text on the primary colour is Infima's inverse: white in light mode, the page's dark in dark mode (where a
      // site's primary is light: white on it was 2.2:1 on the classic template's hero, found by axe).
      assert.equal(await style('.root-button', 'color'), 'rgb(255, 255, 255)');
      assert.equal(await style('.primary-hero', 'color'), 'rgb(255, 255, 255)');
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      const dark = await style('body', 'background-color');
      assert.notEqual(dark, 'rgb(255, 255, 255)');
      assert.equal(await style('.root-button', 'color'), dark, "a primary button's text is the dark page's colour");
      assert.equal(await style('.primary-hero', 'color'), dark);
      assert.equal(await style('.shade', 'background-color'), 'rgba(255, 255, 255, 0.05)', 'the overlay of dark mode');
    } finally {
      await page.close();
    }
  });
});
