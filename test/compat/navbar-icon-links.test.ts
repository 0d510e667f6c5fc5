// Navbar links without a label, as Docusaurus sites write their GitHub link:
// `{ href, 'aria-label', className }`. The link is named by its aria-label; the
// theme draws GitHub's mark (or a link mark) unless the site's own stylesheet
// draws the icon through the class; in the mobile menu the name shows beside it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { attr, must, readPage, selectAll } from './lib.js';

after(removeTempDirs);

async function navbar(items: unknown[], extra: Record<string, unknown> = {}, files: Record<string, string> = {}) {
  const dir = await makeTempDir('pxdocs-navbar-icons-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items }, ...extra }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    ...files,
  });
  const result = await buildSite(dir);
  const built = result.code === 0 ? await readPage(join(dir, 'out'), '/docs/intro') : undefined;
  return { result, bar: built && must(built.tree, 'div.navbar .navbar-inner'), menu: built && must(built.tree, '.mobile-menu') };
}

describe('icon-only navbar links', () => {
  it("names the link by its aria-label and draws GitHub's mark for a GitHub address", async () => {
    const { result, bar, menu } = await navbar([
      { href: 'https://github.com/example/project', position: 'right', 'aria-label': 'GitHub repository', className: 'header-github-link' },
      { href: 'https://chat.example/room', position: 'right', 'aria-label': 'Chat room' },
    ]);
    assert.equal(result.code, 0, result.stderr);
    const github = must(bar!, 'a[aria-label="GitHub repository"]');
    assert.equal(attr(github, 'href'), 'https://github.com/example/project');
    assert.match(attr(github, 'class') ?? '', /navbar-icon-link.*header-github-link/);
    assert.equal(selectAll(github, 'svg path').length, 1, "GitHub's mark");
    assert.equal(selectAll(github, '.external-icon').length, 0, 'no arrow beside an icon');
    const chat = must(bar!, 'a[aria-label="Chat room"]');
    assert.equal(selectAll(chat, 'svg').length, 1, 'a link mark');
    // The mobile menu lists it with its name beside the icon.
    assert.equal(selectAll(menu!, 'a[aria-label="GitHub repository"] .navbar-icon-text').length, 1);
  });

  it("leaves the icon to the site's stylesheet when one of the site's stylesheets styles the link's class", async () => {
    const { result, bar } = await navbar(
      [{ href: 'https://github.com/example/project', position: 'right', 'aria-label': 'GitHub repository', className: 'header-github-link' }],
      { customCss: ['src/custom.css'] },
      { 'src/custom.css': ".header-github-link::before { content: ''; width: 24px; height: 24px; display: flex; }\n" },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(selectAll(must(bar!, 'a[aria-label="GitHub repository"]'), 'svg').length, 0);
  });

  it("draws the icon when the site's stylesheets do not style the link's class (a package's stylesheet in customCss, one about other things)", async () => {
    const { result, bar } = await navbar(
      [{ href: 'https://github.com/example/project', position: 'right', 'aria-label': 'GitHub repository', className: 'header-github-link' }],
      { customCss: ['src/custom.css', 'node_modules/embed/dist/embed.css'] },
      { 'src/custom.css': '.hero { color: red; }\n.header-github-linked { color: blue; }\n', 'node_modules/embed/dist/embed.css': '.header-github-link { display: none; }\n' },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(selectAll(must(bar!, 'a[aria-label="GitHub repository"]'), 'svg path').length, 1, "GitHub's mark");
  });

  it('refuses a link with neither a label nor an aria-label, saying what it needs', async () => {
    for (const item of [{ href: 'https://github.com/example/project', position: 'right' }, { label: '', href: 'https://github.com/example/project' }]) {
      const { result } = await navbar([item]);
      assert.equal(result.code, 1, JSON.stringify(item));
      assert.match(result.stderr, /a link needs a `label`, or an `aria-label` for an icon-only link/);
    }
  });
});

// svg/svgo.dev's GitHub link is a stars badge: `{ href, html: '<img src="…shields.io…" />', 'aria-label' }`.
// Docusaurus draws the link's `html` inside it in place of a label; init left `html` out ("no pxdocs
// equivalent") and the bar showed GitHub's mark instead of the badge.
describe('a navbar link with html', () => {
  it('draws its HTML inside the link, in the bar and the mobile menu, without a mark or label of its own', async () => {
    const badge = '<img src="https://img.shields.io/github/stars/svg/svgo?style=social" alt="" height="20" width="88"/>';
    const { result, bar, menu } = await navbar([
      { href: 'https://github.com/svg/svgo', position: 'right', html: badge, className: 'github-shield', 'aria-label': 'GitHub repository' },
    ]);
    assert.equal(result.code, 0, result.stderr);
    for (const region of [bar!, menu!]) {
      const link = must(region, 'a.github-shield');
      assert.equal(attr(link, 'href'), 'https://github.com/svg/svgo');
      assert.equal(attr(link, 'aria-label'), 'GitHub repository');
      assert.doesNotMatch(attr(link, 'class') ?? '', /navbar-icon-link/);
      assert.equal(attr(must(link, 'img'), 'src'), 'https://img.shields.io/github/stars/svg/svgo?style=social');
      assert.equal(selectAll(link, 'svg').length, 0, "no mark of pxdocs's");
      assert.equal(selectAll(link, '.navbar-icon-text').length, 0);
    }
  });

  it('is carried by init', async () => {
    const { mkdtemp, readFile: read, writeFile: write, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { runCli } = await import('../helpers.js');
    const dir = await mkdtemp(join(tmpdir(), 'pxdocs-navbar-html-'));
    await write(join(dir, 'docusaurus.config.js'), `module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]],
      themeConfig: { navbar: { items: [{ href: 'https://github.com/svg/svgo', position: 'right', html: '<img src="/badge.svg" alt=""/>', 'aria-label': 'GitHub repository' }] } } };\n`);
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /items\[0\]\.html/);
    assert.match(await read(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"html": "<img src=\\"\/badge\.svg\\" alt=\\"\\"\/>"/);
    await rm(dir, { recursive: true, force: true });
  });
});

// conda-forge's navbar: `{ to: 'https://github.com/…', title: 'GitHub', className: 'fab fa-github' }`,
// and labelled links with a tooltip. Docusaurus passes `title` to the link; init named it as not carried.
describe("a navbar link's title", () => {
  it('is the link\'s title attribute, labelled or not', async () => {
    const { result, bar } = await navbar([
      { label: 'Guide', to: '/docs/intro', title: 'Read the guide' },
      { href: 'https://github.com/example/project', position: 'right', 'aria-label': 'Source', title: 'Source on GitHub' },
    ]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(attr(must(bar!, 'a[href="/docs/intro"]'), 'title'), 'Read the guide');
    assert.equal(attr(must(bar!, 'a[aria-label="Source"]'), 'title'), 'Source on GitHub');
  });

  it('is carried by init, and names a link without a label', async () => {
    const dir = await makeTempDir('pxdocs-navbar-title-');
    await writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]],
        themeConfig: { navbar: { items: [
          { to: '/', label: 'Home', title: 'Back home' },
          { to: 'https://github.com/example', title: 'Our code', position: 'right', className: 'fab fa-github', target: '_blank' },
        ] } } };\n`,
    });
    const init = await runInit(dir);
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stderr, /\.title: no pxdocs equivalent/);
    const { readFile: read } = await import('node:fs/promises');
    const written = await read(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"label": "Home",\s+"to": "\/",\s+"position": "left",\s+"title": "Back home"/);
    assert.match(written, /"aria-label": "Our code",[^}]*"title": "Our code"/);
  });
});
