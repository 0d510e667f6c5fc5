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
import { withRelativeSiteRequires } from '../../compiler/bundle-pages.js';

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
`,
      'docs/intro.mdx': "import { Logo, Templated, Relative, Mark } from '@site/src/components/Logos';\n\n# Logos\n\n<Logo logo=\"warsaw.png\" />\n<Templated logo=\"cnrs.png\" />\n<Relative logo=\"warsaw.png\" />\n<Mark />\n",
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
    const images = await readdir(join(out, 'assets', 'images'));
    assert.equal(await readFile(join(out, 'assets', 'images', images.find((name) => name.startsWith('cnrs-'))!), 'utf8'), `${PNG} 2`);
  });

  it('give an SVG as a component, as Docusaurus\'s SVGR does', async () => {
    const page = await readFile(join(out, 'docs', 'intro.html'), 'utf8');
    assert.match(page, /<svg[^>]*class="mark"[^>]*>/);
  });

  it('rewrite only computed @site/ paths, relative to the file', () => {
    const file = '/site/src/components/Logos/index.jsx';
    assert.equal(withRelativeSiteRequires("require('@site/static/img/' + x); require(`@site/a/${y}`); import(\"@site/b/\" + z)", file, '/site'), "require('../../../static/img/' + x); require(`../../../a/${y}`); import(\"../../../b/\" + z)");
    // A whole path is resolved as it stands (the alias resolves it).
    assert.equal(withRelativeSiteRequires("require('@site/static/img/a.png'); import x from '@site/src/x';", file, '/site'), undefined);
    assert.equal(withRelativeSiteRequires("require('@site/x/' + y)", '/site/top.js', '/site'), "require('./x/' + y)");
  });
});
