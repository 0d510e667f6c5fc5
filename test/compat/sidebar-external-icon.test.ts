// A sidebar `link` item that leaves the site (an `https:` or `mailto:` href) is drawn by Docusaurus
// with the external-link icon after its label (DocSidebarItem/Link: `!isInternalUrl(href)`), as the
// navbar's and the footer's are; pxdocs drew the label alone. A link inside the site, and a doc, has none.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IconExternalLink } from '../../theme/shared/icons.js';
import { EXTERNAL_LINK_NAME, externalLinkIcon } from '../../theme/shared/sidebar-html.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { readPage, selectAll } from './lib.js';
import type { Element } from 'hast';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Links', url: 'https://links.example', tagline: 'Links',
  docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' },
  navbar: { items: [] }, footer: { copyright: 'Links' }, chat: { embeddings: 'off' },
};\n`;

const SIDEBARS = `module.exports = {
  main: [
    'intro',
    { type: 'link', label: 'Out', href: 'https://out.example/page' },
    { type: 'link', label: 'Mail', href: 'mailto:team@links.example' },
    { type: 'link', label: 'Home', href: '/' },
    { type: 'category', label: 'More', collapsed: false, items: [{ type: 'link', label: 'Deep out', href: '//cdn.example/x' }] },
  ],
};\n`;

describe('sidebar links that leave the site', () => {
  let out = '';
  before(async () => {
    const dir = await makeTempDir();
    await writeFiles(dir, { 'pxdocs.config.mjs': CONFIG, 'sidebars.js': SIDEBARS, 'docs/intro.md': '# Intro\n\nText.\n' });
    out = await makeTempDir();
    const result = await buildSite(dir, out);
    assert.equal(result.code, 0, result.stdout + result.stderr);
  });

  const links = async () => {
    const page = await readPage(out, '/docs/intro');
    return selectAll(page.tree, '.theme-doc-sidebar-menu .menu__link').map((link: Element) => ({
      href: String(link.properties.href),
      icon: link.children.some((child) => child.type === 'element' && child.tagName === 'svg' && String(child.properties.className).includes('external-icon')),
    }));
  };

  it('draw the external-link icon after the label, as Docusaurus does', async () => {
    const icons = Object.fromEntries((await links()).map(({ href, icon }) => [href, icon]));
    assert.equal(icons['https://out.example/page'], true);
    assert.equal(icons['mailto:team@links.example'], true);
    assert.equal(icons['//cdn.example/x'], true);
  });

  it('leave links inside the site and docs without it', async () => {
    const icons = Object.fromEntries((await links()).map(({ href, icon }) => [href, icon]));
    assert.equal(icons['/docs/intro'], false);
    assert.equal(icons['/'], false);
  });

  it('is the markup of the icon the navbar and footer draw', () => {
    assert.equal(externalLinkIcon(EXTERNAL_LINK_NAME), renderToStaticMarkup(createElement(IconExternalLink, { className: 'external-icon', 'aria-hidden': undefined, 'aria-label': EXTERNAL_LINK_NAME })));
  });
});
