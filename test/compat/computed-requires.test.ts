// A require of a computed path, as webpack bundles it for Docusaurus (a context module: every file the
// path may name): `require('@site/static/img/' + imgName).default` (the classic template's features,
// equalshares/equalshares.net's university logos), a template literal, or a relative path. It failed the
// page with "Cannot find module '@site/static/img/logo.png'" (esbuild left the require to run time), and a
// relative one with 'No loader is configured for ".png" files'. The files are now published as an
// imported file is, and the require gives the URL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { withRelativeSiteRequires } from '../../compiler/site-requires.js';

after(removeTempDirs);

const PNG = 'not really a png';

describe('requires of a computed path', () => {
  let out = '';
  let built = { code: 1, stderr: '' };
  before(async () => {
    const dir = await makeTempDir('pxdocs-computed-require-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': `export default {
  title: 'Logos', url: 'https://logos.example', tagline: 'Logos',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Logos' }, chat: { embeddings: 'off' },
};\n`,
      'static/img/warsaw.png': PNG,
      'static/img/cnrs.png': `${PNG} 2`,
      'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
      'src/components/Logos/index.jsx': `import React from 'react';
export function Logo({ logo }) { return <img className="concat" src={require('@site/static/img/' + logo).default} />; }
export function Templated({ logo }) { return <img className="template" src={require(\`@site/static/img/\${logo}\`).default} />; }
export function Relative({ logo }) { return <img className="relative" src={require('../../../static/img/' + logo).default} />; }
export function Mark() { const Svg = require('@site/static/img/' + 'mark.svg').default; return <Svg className="mark" />; }
// Site-rooted, as webpack's resolve.roots read them for Docusaurus (Pioreactor's assembly steps): in the static folder, or the site's.
export function StaticRooted({ logo }) { return <img className="static-rooted" src={require(\`/img/\${logo}\`).default} />; }
export function SiteRooted({ logo }) { return <img className="site-rooted" src={require('/static/img/' + logo).default} />; }
`,
      // An island switching between computed images in the browser: its bundle holds them too (it threw "Dynamic require … is not supported").
      'src/components/Gallery.jsx': `import React, { useState } from 'react';
export default function Gallery() {
  const [logo, setLogo] = useState('warsaw.png');
  return <button className="gallery" onClick={() => setLogo('cnrs.png')}><img src={require(\`@site/static/img/\${logo}\`).default} /></button>;
}
`,
      'docs/intro.mdx': "import { Logo, Templated, Relative, Mark, StaticRooted, SiteRooted } from '@site/src/components/Logos';\nimport Gallery from '@site/src/components/Gallery';\n\n# Logos\n\n<Logo logo=\"warsaw.png\" />\n<Templated logo=\"cnrs.png\" />\n<Relative logo=\"warsaw.png\" />\n<Mark />\n<StaticRooted logo=\"cnrs.png\" />\n<SiteRooted logo=\"warsaw.png\" />\n\n<Gallery />\n",
    });
    out = join(dir, 'out');
    built = await buildSite(dir, out);
  });

  it('publish the file the require names and give its URL', async () => {
    assert.equal(built.code, 0, built.stderr);
    const page = await readFile(join(out, 'docs', 'intro.html'), 'utf8');
    const src = (kind: string) => new RegExp(`<img class="${kind}" src="([^"]+)"/>`).exec(page)?.[1];
    assert.match(src('concat') ?? '', /^\/assets\/images\/warsaw-[0-9a-f]+\.png$/);
    assert.match(src('template') ?? '', /^\/assets\/images\/cnrs-[0-9a-f]+\.png$/);
    assert.equal(src('relative'), src('concat'));
    assert.equal(src('static-rooted'), src('template'), 'a site-rooted path in the static folder');
    assert.equal(src('site-rooted'), src('concat'), 'a site-rooted path in the site folder');
    const images = await readdir(join(out, 'assets', 'images'));
    assert.equal(await readFile(join(out, 'assets', 'images', images.find((name) => name.startsWith('cnrs-'))!), 'utf8'), `${PNG} 2`);
  });

  it('give an SVG as a component, as Docusaurus\'s SVGR does', async () => {
    const page = await readFile(join(out, 'docs', 'intro.html'), 'utf8');
    assert.match(page, /<svg[^>]*class="mark"[^>]*>/);
  });

  it("are in an island's browser code too: a click shows another of the files", async () => {
    const { launchBrowser, startServer } = await import('../e2e/browser.js');
    const [browser, server] = await Promise.all([launchBrowser(), startServer(out)]);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
      await page.goto(`${server.url}/docs/intro`);
      const before = await page.getAttribute('.gallery img', 'src');
      assert.match(before ?? '', /warsaw-/);
      // A click before the island hydrates does nothing: clicked until it shows the other file.
      const shows = () => page.evaluate(() => /cnrs-/.test(document.querySelector('.gallery img')?.getAttribute('src') ?? ''));
      for (let tries = 0; tries < 50 && !(await shows()); tries++) {
        await page.click('.gallery');
        await page.waitForTimeout(100);
      }
      assert.ok(await shows(), 'the island shows the other image');
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('rewrite only computed @site/ paths, relative to the file', () => {
    const file = '/site/src/components/Logos/index.jsx';
    assert.equal(withRelativeSiteRequires("require('@site/static/img/' + x); require(`@site/a/${y}`); import(\"@site/b/\" + z)", file, '/site'), "require('../../../static/img/' + x); require(`../../../a/${y}`); import(\"../../../b/\" + z)");
    // A whole path is resolved as it stands (the alias resolves it).
    assert.equal(withRelativeSiteRequires("require('@site/static/img/a.png'); import x from '@site/src/x';", file, '/site'), undefined);
    assert.equal(withRelativeSiteRequires("require('@site/x/' + y)", '/site/top.js', '/site'), "require('./x/' + y)");
    // A site-rooted path names a folder of the static folders or of the site, where there is one; `'/' + y` none.
    assert.equal(withRelativeSiteRequires("require('/' + y); require('/nowhere/' + y)", file, process.cwd()), undefined);
  });
});
