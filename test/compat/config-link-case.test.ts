// Navbar and footer links naming a doc in another letter case (`to: '/introduction'`
// for docs/Introduction.md at `/Introduction`, as Ottawa-Rust/ottawa-rust.github.io
// has it). Docusaurus's router matches routes whatever their case, so its
// broken-link check passes and the link opens the page; pxdocs stopped the build
// on a broken link. The config's links are now written with the route's own
// spelling, as links in pages are (route-case.test.ts).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('config links to a doc in another letter case', () => {
  it("build, written with the route's spelling in the navbar, the footer and the logo", async () => {
    const dir = await makeTempDir('pxdocs-config-link-case-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = {
  title: 'Case', url: 'https://case.example', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themeConfig: {
    navbar: { logo: { alt: 'Logo', src: 'img/logo.svg', href: '/introduction' }, items: [
      { to: '/introduction#top', label: 'Intro', position: 'left' },
      { type: 'dropdown', label: 'More', items: [{ label: 'Welcome', to: '/INTRODUCTION' }] },
    ] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Home', to: '/introduction' }] }] },
  },
};\n`,
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/Introduction.md': '# Introduction\n\n## Top\n\nWelcome.\n',
      'docs/start.md': '---\nslug: /\n---\n# Start\n\nHello.\n',
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stdout + init.stderr);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stderr, /Broken link/);
    const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.match(html, /<a class="navbar-link[^"]*" href="\/Introduction#top"[^>]*>Intro<\/a>/);
    assert.match(html, /<a class="navbar-dropdown-link[^"]*" href="\/Introduction"[^>]*>Welcome<\/a>/);
    assert.match(html, /<a class="footer__link-item" href="\/Introduction">Home<\/a>/);
    assert.match(html, /<a class="navbar-brand[^"]*" href="\/Introduction"/);
    assert.doesNotMatch(html, /href="\/(introduction|INTRODUCTION)/);
  });
});
