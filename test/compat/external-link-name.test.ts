// A link that leaves the site (navbar, footer, sidebar) ends with the external-link icon, which
// Docusaurus 3.10 names "(opens in new tab)" (theme.IconExternalLink.ariaLabel): Chromium reads
// Jest's footer link as "Stack Overflow(opens in new tab)" there (/tmp/docu/jC-jest). pxdocs hid
// the icon (aria-hidden), so the link's name did not say it opens a new tab.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Element } from 'hast';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { readPage, selectAll } from './lib.js';

after(removeTempDirs);

const config = (options: string) => `export default {
  title: 'T', url: 'https://t.example', chat: { embeddings: 'off' },
  docs: { path: 'docs', sidebarPath: 'sidebars.js' },
  navbar: { items: [{ href: 'https://github.com/t/t', label: 'GitHub' }, { to: '/docs/intro', label: 'Intro' }] },
  footer: { copyright: 'T', links: [{ title: 'More', items: [{ label: 'Forum', href: 'https://forum.example' }, { label: 'Intro', to: '/docs/intro' }] }] },
  ${options}
};\n`;
const SIDEBARS = "module.exports = { main: ['intro', { type: 'link', label: 'Out', href: 'https://out.example/page' }] };\n";

/** Each external-link icon's name, by the link it ends, in the navbar, the footer and the sidebar. */
async function iconNames(out: string): Promise<Record<string, string[]>> {
  const page = await readPage(out, '/docs/intro');
  const names = (selector: string) => selectAll(page.tree, selector).flatMap((link: Element) => {
    const icon = selectAll(link, 'svg.external-icon')[0];
    return icon ? [`${String(link.properties.href)} ${icon.properties.ariaLabel ?? null} ${icon.properties.ariaHidden ?? 'shown'}`] : [];
  });
  return { navbar: [...new Set(names('.navbar__inner a'))], footer: names('footer.footer a'), sidebar: names('.theme-doc-sidebar-menu a') };
}

describe('the external-link icon', () => {
  it('is named "(opens in new tab)", as Docusaurus names it', async () => {
    const site = await makeTempDir('pxdocs-external-name-');
    await writeFiles(site, { 'pxdocs.config.mjs': config(''), 'sidebars.js': SIDEBARS, 'docs/intro.md': '# Intro\n\nText.\n' });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(await iconNames(join(site, 'out')), {
      navbar: ['https://github.com/t/t (opens in new tab) shown'],
      footer: ['https://forum.example (opens in new tab) shown'],
      sidebar: ['https://out.example/page (opens in new tab) shown'],
    });
  });

  it("is named so where a page's component draws it (@theme/Icon/ExternalLink, and Docusaurus 2's @theme/IconExternalLink)", async () => {
    const site = await makeTempDir('pxdocs-external-name-mdx-');
    await writeFiles(site, {
      'pxdocs.config.mjs': config(''),
      'sidebars.js': SIDEBARS,
      'docs/intro.mdx': "import IconExternalLink from '@theme/Icon/ExternalLink';\nimport IconExternalLink2 from '@theme/IconExternalLink';\n\n# Intro\n\n<a href=\"https://a.example\" target=\"_blank\">A<IconExternalLink /></a> <a href=\"https://b.example\" target=\"_blank\">B<IconExternalLink2 width={10} height={10} /></a>\n",
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const page = await readPage(join(site, 'out'), '/docs/intro');
    assert.deepEqual(selectAll(page.body, 'a svg').map((icon) => `${icon.properties.ariaLabel ?? null} ${icon.properties.ariaHidden ?? 'shown'} ${icon.properties.width}`), ['(opens in new tab) shown 13.5', '(opens in new tab) shown 10']);
  });

  it("is named in the site's words (code.json)", async () => {
    const site = await makeTempDir('pxdocs-external-name-fr-');
    await writeFiles(site, {
      'pxdocs.config.mjs': config("lang: 'fr',"),
      'sidebars.js': SIDEBARS,
      'docs/intro.md': '# Intro\n\nTexte.\n',
      'i18n/fr/code.json': JSON.stringify({ 'theme.IconExternalLink.ariaLabel': { message: '(nouvel onglet)', description: 'written for this test' } }),
    });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stderr);
    const names = await iconNames(join(site, 'out'));
    assert.deepEqual([...names.navbar, ...names.footer, ...names.sidebar].map((entry) => entry.split(' ').slice(1).join(' ')), Array(3).fill('(nouvel onglet) shown'));
  });
});
