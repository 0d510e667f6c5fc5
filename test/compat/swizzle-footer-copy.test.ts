// A site's own copy of Footer (ejected: it does not import `@theme-original/Footer`), the part real
// Docusaurus sites eject most: IABTechLab/uid2docs draws `useThemeConfig().footer` through Docusaurus's
// pieces (`@theme/Footer/Layout`, `/Links`, `/Logo`, `/Copyright`) with a style of its own; others
// add a block above the links, or a piece of their own (`@theme/Footer/SocialLinks`, in src/theme).
// pxdocs drew its own footer and warned that the copy "is not used": the site's footer was lost.
// The copy is now rendered in place of pxdocs's, its pieces drawn with pxdocs's footer markup.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, waitFor, writeFiles } from '../helpers.js';
import { attr, must, readPage, selectAll, text } from './lib.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

after(removeTempDirs);

const COPY = `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterSocialLinks from '@theme/Footer/SocialLinks';
import Newsletter from './Newsletter';

function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) {
    return null;
  }
  const { copyright, links, logo } = footer;
  return (
    <FooterLayout
      style="light"
      links={<><div className="own-banner">Join us</div>{links && links.length > 0 && <FooterLinks links={links} />}<FooterSocialLinks /><Newsletter /></>}
      logo={logo && <FooterLogo logo={logo} />}
      copyright={copyright && <FooterCopyright copyright={copyright} />}
    />
  );
}
export default React.memo(Footer);
`;

const SOCIAL = `import React from 'react';
import FooterLinkItem from '@theme/Footer/LinkItem';
export default function SocialLinks() {
  return <p className="own-social"><FooterLinkItem item={{ label: 'Chat', href: 'https://chat.example/site' }} /></p>;
}
`;

// Interactive: an island in the browser (as a wrapper's additions are), its server render in the page.
const NEWSLETTER = `import React, { useState } from 'react';
export default function Newsletter() {
  const [sent, setSent] = useState(false);
  return <button className="own-newsletter" onClick={() => setSent(true)}>{sent ? 'Thanks' : 'Subscribe'}</button>;
}
`;

async function site(files: Record<string, string>, footer: Record<string, unknown>) {
  const dir = await makeTempDir('pxdocs-footer-copy-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, footer }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    ...files,
  });
  return { dir, result: await buildSite(dir) };
}

describe("a site's own copy of Footer", () => {
  it("is drawn in place of pxdocs's, from the config's footer, through Docusaurus's pieces", async () => {
    const { dir, result } = await site({ 'src/theme/Footer/index.js': COPY, 'src/theme/Footer/SocialLinks/index.js': SOCIAL, 'src/theme/Footer/Newsletter.js': NEWSLETTER }, {
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b class="own-badge">badge</b>' }] }, { title: 'More', items: [{ label: 'Source', href: 'https://git.example/site', className: 'own-class' }] }],
      logo: { alt: 'Mark', src: 'img/mark.svg', href: 'https://example.com' },
      copyright: 'Made <em>here</em>',
    });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /Footer replaces/);
    const { tree } = await readPage(join(dir, 'out'), '/docs/intro');
    assert.equal(selectAll(tree, 'footer').length, 1);
    const footer = must(tree, 'footer.footer');
    // The copy's own style (light, whatever the config says), its banner before the links, its own piece after them.
    assert.match(attr(footer, 'class') ?? '', /\bfooter-light\b/);
    assert.doesNotMatch(attr(footer, 'class') ?? '', /footer--dark/);
    assert.equal(text(must(footer, '.own-banner')), 'Join us');
    const columns = selectAll(footer, '.footer__col');
    assert.deepEqual(columns.map((column) => text(must(column, '.footer__title'))), ['Docs', 'More']);
    const links = selectAll(footer, '.footer__links a.footer__link-item');
    assert.deepEqual(links.map((link) => [text(link).replace(' ↗', ''), attr(link, 'href'), attr(link, 'class')]), [
      ['Intro', '/docs/intro', 'footer__link-item'],
      ['Source', 'https://git.example/site', 'footer__link-item own-class'],
    ]);
    assert.equal(text(must(footer, '.footer__item b.own-badge')), 'badge');
    const social = must(footer, '.own-social a.footer__link-item');
    assert.deepEqual([attr(social, 'href'), attr(social, 'target')], ['https://chat.example/site', '_blank']);
    assert.equal(attr(must(footer, 'img.footer__logo'), 'alt'), 'Mark');
    assert.equal(text(must(footer, '.footer__copyright')).replace(/\s+/g, ''), 'Madehere');
    assert.equal(selectAll(footer, '.footer__copyright em').length, 1);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    assert.match(html, /<px-island data-island="[0-9a-f]{10}" data-export="default"[^>]*><button class="own-newsletter">Subscribe<\/button><\/px-island>/);
  });

  it('importing a theme component pxdocs does not have fails the build at its line, saying what to do', async () => {
    const copy = "import React from 'react';\nimport FooterLayout from '@theme/Footer/Layout';\nimport FooterColumns from '@theme/Footer/Columns';\nexport default function Footer() { return <FooterLayout links={<FooterColumns />} />; }\n";
    const { result } = await site({ 'src/theme/Footer/index.js': copy }, { copyright: 'Made here' });
    const output = result.stdout + result.stderr;
    assert.notEqual(result.code, 0);
    assert.match(output, /Swizzled component imports a theme component pxdocs lacks\s+src\/theme\/Footer\/index\.js:3:\d+/);
    assert.match(output, /imports @theme\/Footer\/Columns: a Docusaurus theme component pxdocs does not have, and the site has no src\/theme\/Footer\/Columns of its own/);
    assert.match(output, /docusaurus swizzle @docusaurus\/theme-classic/);
    assert.doesNotMatch(output, /Supported: /);
  });
});

describe("a site's own copy of Footer: pxdocs dev", () => {
  it('is drawn, and drawn again when it is edited', async () => {
    const dir = await makeTempDir('pxdocs-footer-copy-dev-');
    const copy = (words: string) => `import React from 'react';\nimport { useThemeConfig } from '@docusaurus/theme-common';\nimport FooterLayout from '@theme/Footer/Layout';\nimport FooterCopyright from '@theme/Footer/Copyright';\nexport default function Footer() {\n  const { footer } = useThemeConfig();\n  return <FooterLayout links={<p className="own">${words}</p>} copyright={<FooterCopyright copyright={footer.copyright} />} />;\n}\n`;
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, footer: { copyright: 'Made here' } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'src/theme/Footer/index.js': copy('first'),
    });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    try {
      await dev.settled();
      const first = await get('/docs/intro');
      assert.match(first, /<footer class="footer [^"]*"><div class="footer-inner"><p class="own">first<\/p><div class="footer-copyright footer__copyright">Made here<\/div><\/div><\/footer>/);
      await writeFile(join(dir, 'src/theme/Footer/index.js'), copy('second'));
      await waitFor(async () => /<p class="own">second<\/p>/.test(await get('/docs/intro')), { what: 'the edited copy' });
    } finally {
      await dev.close();
    }
  });

  it('whose own code has a handler is drawn, and a warning says it is not live in the browser', async () => {
    const copy = "import React, { useState } from 'react';\nexport default function Footer() {\n  const [open, setOpen] = useState(false);\n  return <footer className=\"own-footer\"><button onClick={() => setOpen(!open)}>Cookies</button></footer>;\n}\n";
    const { dir, result } = await site({ 'src/theme/Footer/index.js': copy }, { copyright: 'Made here' });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.match(output, /src\/theme\/Footer \(the site's own copy of Footer\) uses useState: pxdocs renders the copy in place of its own Footer when the site is built, .*Move the interactive part into a component of its own \(a file beside the copy\)/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<footer class="own-footer"><button>Cookies<\/button><\/footer>/);
  });

  it('that draws nothing leaves the page without a footer', async () => {
    // Gryt-chat/gryt-docs's copy returns null: its pages have no footer.
    const { dir, result } = await site({ 'src/theme/Footer/index.js': "import React from 'react';\nfunction Footer() { return null; }\nexport default React.memo(Footer);\n" }, { copyright: 'Made here' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const { tree } = await readPage(join(dir, 'out'), '/docs/intro');
    assert.equal(selectAll(tree, 'footer').length, 0);
  });
});

// Pieces of the footer swizzled alone, without a Footer of the site's: Footer/Layout (181 sites of the
// index restyle the band so), Footer/LinkItem (raidprotect/docs picks each link's URL for the locale).
// Docusaurus's Footer draws them; pxdocs drew its own footer and warned they were "not used".
describe("pieces of the site's footer, swizzled alone", () => {
  it("are drawn by Docusaurus's Footer, pxdocs's pieces for the rest", async () => {
    const { dir, result } = await site({
      'src/theme/Footer/Layout/index.js': "import React from 'react';\nexport default function FooterLayout({ style, links, logo, copyright }) {\n  return <footer className={'footer own-footer own-' + style}><div className=\"container\">{links}<div className=\"own-bottom\">{logo}{copyright}</div></div></footer>;\n}\n",
      'src/theme/Footer/LinkItem/index.js': "import React from 'react';\nimport Link from '@docusaurus/Link';\nexport default function FooterLinkItem({ item }) {\n  const { to, href, label } = item;\n  return <Link className=\"footer__link-item own-link\" {...(href ? { href } : { to: to + '?from=footer' })}>{label}</Link>;\n}\n",
    }, { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Chat', href: 'https://chat.example/site' }, { html: '<b class="own-badge">badge</b>' }, { label: 'Key', to: '/no-such-page' }] }], copyright: 'Made here' });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /src\/theme\/Footer/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>') + 9);
    assert.match(footer, /^<footer class="footer own-footer own-dark"><div class="container"><div class="footer-columns footer__links"[^>]*>/);
    assert.match(footer, /<li class="footer__item"><a href="\/docs\/intro\?from=footer" class="footer__link-item own-link">Intro<\/a><\/li><li class="footer__item"><a href="https:\/\/chat\.example\/site"[^>]*class="footer__link-item own-link">Chat<\/a><\/li><li class="footer__item"><b class="own-badge">badge<\/b><\/li>/);
    assert.match(footer, /<div class="own-bottom"><div class="footer-copyright footer__copyright">Made here<\/div><\/div><\/div><\/footer>$/);
    // The site's LinkItem says where a link goes (raidprotect/docs's `to` is a key of its URLs): the config's `to` is not checked as a page.
    assert.match(footer, /<a href="\/no-such-page\?from=footer" class="footer__link-item own-link">Key<\/a>/);
    assert.doesNotMatch(output, /no-such-page/);
  });

  it('leave a site without a footer without one', async () => {
    const { dir, result } = await site({ 'src/theme/Footer/Layout/index.js': "import React from 'react';\nexport default function FooterLayout({ links, copyright }) { return <footer className=\"own-footer\">{links}{copyright}</footer>; }\n" }, { copyright: '' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.doesNotMatch(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<footer/);
  });
});
