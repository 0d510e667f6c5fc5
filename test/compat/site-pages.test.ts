// The pages folder (`src/pages`), as Docusaurus's pages plugin builds it:
// Docusaurus's own classic template (test/compat/fixtures/docusaurus-classic,
// as create-docusaurus 3.10.2 writes it, in JavaScript and in TypeScript) taken
// through `pxdocs init --from-docusaurus` and built, its React home page and
// Markdown page checked in the output and in Chromium; then the plugin's rules
// (include/exclude, routes, options, errors) on sites written here.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit, writeFiles } from '../helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { attr, classes, listRoutes, must, readPage, selectAll, text } from './lib.js';
import { buildTemplate, serveTemplate, type Built } from './classic-template.js';
import type { Page } from 'playwright-core';
import { injectAxe, runAxe } from '../e2e/browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;
declare const getComputedStyle: any;

after(removeTempDirs);

describe('Docusaurus classic template, JavaScript', () => {
  let built: Built;
  before(async () => { built = await buildTemplate('js'); });

  it('is translated without a word about its pages, and builds', () => {
    assert.equal(built.init.code, 0, built.init.stderr + built.init.stdout);
    assert.doesNotMatch(built.init.stdout + built.init.stderr, /pages/i);
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /9 pages in docs\/ and 2 in src\/pages\/ and 4 posts in blog\//);
  });

  it('serves src/pages/index.js as the home page, titled by its Layout', async () => {
    const page = await readPage(built.out, '/');
    assert.equal(text(must(page.tree, 'title')), 'Hello from My Site | My Site');
    assert.equal(attr(must(page.tree, 'meta[name="description"]'), 'content'), 'Description will go into a meta tag in <head />');
    assert.equal(attr(must(page.tree, 'meta[property="og:title"]'), 'content'), 'Hello from My Site | My Site');
    assert.ok(classes(must(page.tree, 'body')).includes('page-react-page'));
    // What the page renders, from useDocusaurusContext and its components.
    const hero = must(page.tree, 'header.hero');
    assert.ok(classes(hero).includes('hero--primary'));
    assert.ok(classes(hero).some((name) => /heroBanner/.test(name)), `the CSS module's class is on the hero: ${classes(hero).join(' ')}`);
    assert.equal(text(must(hero, 'h1.hero__title')), 'My Site');
    assert.equal(text(must(hero, 'p.hero__subtitle')), 'Dinosaurs are cool');
    assert.equal(attr(must(hero, 'a.button'), 'href'), '/docs/intro');
    // Three features, each with its SVG inlined as a component (require('@site/static/img/….svg').default).
    const features = selectAll(page.tree, 'main .col');
    assert.deepEqual(features.map((feature) => text(must(feature, 'h3'))), ['Easy to Use', 'Focus on What Matters', 'Powered by React']);
    for (const feature of features) assert.ok(classes(must(feature, 'svg')).some((name) => /featureSvg/.test(name)));
    // The generated home page gave way: its hero is not there.
    assert.equal(selectAll(page.tree, '.hero-title').length, 0);
    // The skip link lands on the page's region.
    assert.equal(attr(must(page.tree, 'a.skip-link'), 'href'), '#main');
    assert.ok(classes(must(page.tree, '#main')).includes('main-wrapper'));
  });

  it("links the page's CSS modules and Infima's classes, the site's CSS last", async () => {
    const page = await readPage(built.out, '/');
    const sheets = selectAll(page.tree, 'link[rel="stylesheet"]').map((link) => attr(link, 'href')!);
    const infima = sheets.findIndex((href) => /\/assets\/pages-/.test(href));
    const theme = sheets.findIndex((href) => /\/assets\/theme-/.test(href));
    assert.ok(theme !== -1 && infima > theme, `Infima's classes after the theme: ${sheets.join(', ')}`);
    const modules = sheets.find((href) => /site-components-/.test(href));
    assert.ok(modules, `the page's CSS modules are linked: ${sheets.join(', ')}`);
    const css = await readFile(join(built.out, modules!), 'utf8');
    assert.match(css, /heroBanner/);
    assert.match(css, /featureSvg/);
    // A docs page links neither.
    const doc = await readPage(built.out, '/docs/intro');
    assert.equal(selectAll(doc.tree, 'link').filter((link) => /\/assets\/pages-/.test(attr(link, 'href') ?? '')).length, 0);
  });

  it('builds src/pages/markdown-page.mdx as a page with its twin, in the sitemap and llms.txt', async () => {
    const page = await readPage(built.out, '/markdown-page');
    assert.equal(text(must(page.tree, 'title')), 'Markdown page example | My Site');
    // The heading the page writes, once (its text, then its anchor link's #).
    assert.deepEqual(selectAll(page.tree, 'main h1').map(text), ['Markdown page example'], 'no anchor link in an h1');
    assert.ok(classes(must(page.tree, 'body')).includes('page-markdown-page'));
    assert.equal(selectAll(page.tree, '.doc-sidebar').length + selectAll(page.tree, 'nav.breadcrumbs').length, 0, 'no sidebar and no breadcrumbs');
    assert.ok(classes(must(page.tree, 'main#main')).includes('main-wrapper'));
    const twin = await readFile(join(built.out, 'markdown-page.md'), 'utf8');
    assert.match(twin, /^# Markdown page example$/m);
    assert.match(twin, /You don't need React to write simple standalone pages\./);
    const sitemap = await readFile(join(built.out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/your-docusaurus-site\.example\.com\/markdown-page<\/loc>/);
    assert.match(sitemap, /<loc>https:\/\/your-docusaurus-site\.example\.com\/<\/loc>/);
    assert.match(await readFile(join(built.out, 'llms.txt'), 'utf8'), /\[Markdown page example\]\(https:\/\/your-docusaurus-site\.example\.com\/markdown-page\.md\)/);
    // A React page has no twin.
    assert.equal(existsSync(join(built.out, 'index.md')), false);
    const records = readRecordsFile<{ url: string; content: string | null; docusaurus_tag: string; hierarchy: { lvl0: string; lvl1: string; lvl3: string | null } }>(join(built.out, 'search-records.json'));
    assert.ok(records.some((record) => record.url.endsWith('/markdown-page')), 'the Markdown page is searchable');
    // The React home page too, from what it rendered: its features under their headings, tagged as
    // Docusaurus tags pages outside the docs.
    const home = records.filter((record) => record.url === '/' || record.url.startsWith('/#'));
    const easy = home.find((record) => record.hierarchy.lvl3 === 'Easy to Use' && record.content);
    assert.match(easy?.content ?? '', /designed from the ground up to be easily installed/);
    assert.deepEqual([...new Set(home.map((record) => record.docusaurus_tag))], ['default']);
    assert.equal(home[0].hierarchy.lvl1, 'My Site', "the page's h1 (the hero's), as DocSearch's crawler names a page");
  });

  it('keeps the docs as they were', async () => {
    const routes = await listRoutes(built.out);
    for (const route of ['/', '/markdown-page', '/docs/intro', '/docs/tutorial-basics/create-a-page', '/docs/category/tutorial---basics']) assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
  });
});

describe('Docusaurus classic template, TypeScript', () => {
  let built: Built;
  before(async () => { built = await buildTemplate('ts'); });

  it('builds the .tsx home page and its .tsx components', async () => {
    assert.equal(built.init.code, 0, built.init.stderr + built.init.stdout);
    assert.equal(built.code, 0, built.stderr);
    const page = await readPage(built.out, '/');
    assert.equal(text(must(page.tree, 'title')), 'Hello from My Site | My Site');
    assert.deepEqual(selectAll(page.tree, 'main .col h3').map(text), ['Easy to Use', 'Focus on What Matters', 'Powered by React']);
  });
});

describe('Docusaurus classic template in Chromium', () => {
  const served = serveTemplate();
  // One page for the suite (a context and a page each cost Chromium CPU); each test sets the viewport it needs.
  let page: Page;
  const errors: string[] = [];
  before(async () => {
    page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async () => {
    errors.length = 0;
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  // serveTemplate's after (registered first) may have closed the browser already.
  after(() => page?.close().catch(() => undefined));

  it("lays the home page out with Infima's grid and the site's colours", async () => {
    await page.goto(`${served.server.url}/`, { waitUntil: 'load' });
    const layout = await page.evaluate(() => {
      const columns = [...document.querySelectorAll('main .col')].map((column: any) => column.getBoundingClientRect());
      const hero = document.querySelector('header.hero');
      return { columns: columns.map((box: any) => ({ top: Math.round(box.top), width: Math.round(box.width) })), heroBackground: getComputedStyle(hero).backgroundColor, container: Math.round(document.querySelector('main .container').getBoundingClientRect().width) };
    });
    // Three columns side by side, a third of the 1140 px container each.
    assert.equal(new Set(layout.columns.map((column) => column.top)).size, 1, JSON.stringify(layout));
    assert.equal(layout.container, 1140);
    for (const column of layout.columns) assert.ok(Math.abs(column.width - 1140 / 3) <= 2, JSON.stringify(layout));
    // hero--primary is the site's primary colour (src/css/custom.css: --ifm-color-primary #2e8555).
    assert.equal(layout.heroBackground, 'rgb(46, 133, 85)');
    // Infima's heading, as Docusaurus draws the hero's title (its line height, no top margin; the template's 3rem).
    const title = await page.evaluate(() => { const style = getComputedStyle(document.querySelector('h1.hero__title')); return [style.marginTop, style.lineHeight, style.fontWeight]; });
    assert.deepEqual(title, ['0px', '60px', '700']);
    // At a phone's width the columns stack.
    await page.setViewportSize({ width: 390, height: 844 });
    const stacked = await page.evaluate(() => [...document.querySelectorAll('main .col')].map((column: any) => Math.round(column.getBoundingClientRect().top)));
    assert.equal(new Set(stacked).size, 3, `stacked: ${stacked.join(', ')}`);
    assert.deepEqual(errors, []);
  });

  it("has one banner landmark on the home page: the template's hero, not the navbar too", async () => {
    // The home page as the test before loaded it, at 1280 px again (afterEach): not loaded a second time.
    if (page.url() !== `${served.server.url}/`) await page.goto(`${served.server.url}/`, { waitUntil: 'load' });
    await injectAxe(page);
    const violations = await runAxe(page, { rules: ['landmark-no-duplicate-banner', 'landmark-banner-is-top-level', 'landmark-unique', 'region'] });
    assert.deepEqual(violations.map((violation) => `${violation.id}: ${violation.targets.join(' | ')}`), []);
    // A <header> outside sectioning content and main is a banner: the hero alone.
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('header')].filter((header) => !header.parentElement?.closest('article, aside, main, nav, section')).map((header) => header.classList.contains('hero'))), [true]);
  });

  it("adopts the home page's stylesheets on client navigation, and drops them on leaving", async () => {
    await page.goto(`${served.server.url}/docs/intro`, { waitUntil: 'load' });
    const infima = () => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"][href*="/assets/pages-"]').length);
    assert.equal(await infima(), 0);
    await page.evaluate(() => { (window as any).__sameDocument = true; });
    await page.click('a.navbar-brand');
    await page.waitForSelector('header.hero--primary');
    assert.equal(await page.evaluate(() => (window as any).__sameDocument), true, 'client navigation, not a full load');
    assert.equal(await infima(), 1);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('header.hero')).backgroundColor), 'rgb(46, 133, 85)');
    await page.click('header.hero a.button');
    await page.waitForSelector('article h1');
    assert.equal(await page.evaluate(() => (window as any).__sameDocument), true);
    assert.equal(await infima(), 0, "Infima's stylesheet left with the page");
  });
});

/** A small docs site with pages of its own: `files` over a config and one doc. */
async function pagesSite(files: Record<string, string>, config = '') {
  const site = await makeTempDir('pxdocs-pages-');
  await writeFiles(site, {
    'pxdocs.config.mjs': `export default { title: 'Pages', tagline: 'Stand-alone', url: 'https://pages.example', docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' }, ${config} };\n`,
    'docs/intro.md': '# Intro\n\nThe docs.\n',
    ...files,
  });
  const result = await buildSite(site);
  return { ...result, site, out: join(site, 'out') };
}

describe('The pages plugin’s rules', () => {
  it('takes Markdown, MDX and React files; leaves out partials, tests and declaration files', async () => {
    const built = await pagesSite({
      'src/pages/about.tsx': "import Layout from '@theme/Layout';\nexport default function About(): JSX.Element { return <Layout title=\"About us\"><main><h1>About</h1></main></Layout>; }\n",
      'src/pages/help/index.md': '# Help\n\nAsk away.\n',
      'src/pages/help/faq.mdx': '# FAQ\n\n<p>{1 + 1} answers</p>\n',
      'src/pages/legal.jsx': "export default function Legal() { return <main><h1>Legal</h1></main>; }\n",
      'src/pages/_partial.js': "export default function Partial() { return null; }\n",
      'src/pages/_drafts/notes.md': '# Notes\n',
      'src/pages/widget.test.js': "export default function Test() { return null; }\n",
      'src/pages/__tests__/case.js': "export default function Case() { return null; }\n",
      'src/pages/types.d.ts': 'export {};\n',
      'src/pages/styles.module.css': '.x { color: red; }\n',
      'src/pages/draft.md': '---\ndraft: true\n---\n# Draft\n',
    });
    assert.equal(built.code, 0, built.stderr);
    const routes = await listRoutes(built.out);
    // (help/index.md is /help/, in help/index.html, as Docusaurus routes it: listed as /help/index.)
    for (const route of ['/about', '/help/index', '/help/faq', '/legal']) assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
    for (const route of ['/_partial', '/_drafts/notes', '/widget.test', '/__tests__/case', '/types.d', '/styles.module', '/draft']) assert.ok(!routes.includes(route), `${route} is not a page`);
    assert.equal(text(must((await readPage(built.out, '/about')).tree, 'title')), 'About us | Pages');
    assert.equal(text(must((await readPage(built.out, '/help/faq')).tree, 'main p')), '2 answers');
    // Without a page at /, the generated home page stays.
    assert.ok(selectAll((await readPage(built.out, '/')).tree, '.hero-title').length === 1);
  });

  it('titles an untitled React page with the site alone, or with what its Head says', async () => {
    const built = await pagesSite({
      'src/pages/plain.js': 'export default function Plain() { return <main><p>Plain</p></main>; }\n',
      'src/pages/headed.js': "import Head from '@docusaurus/Head';\nexport default function Headed() { return <><Head><title>From the head</title><meta name=\"description\" content=\"Said in the head\" /></Head><main><p>Headed</p></main></>; }\n",
    });
    assert.equal(built.code, 0, built.stderr);
    assert.equal(text(must((await readPage(built.out, '/plain')).tree, 'title')), 'Pages');
    const headed = await readPage(built.out, '/headed');
    // A <title> in <Head> is the document's title as written (react-helmet's last title wins; Docusaurus adds no template to it).
    assert.equal(text(must(headed.tree, 'title')), 'From the head');
    // The page is still named by it where pxdocs names pages (its og:title, its search record).
    assert.equal(attr(must(headed.tree, 'meta[property="og:title"]'), 'content'), 'From the head | Pages');
    assert.equal(attr(must(headed.tree, 'meta[name="description"]'), 'content'), 'Said in the head');
  });

  it('draws a React page without Layout alone inside the site Root, with the head every page has (as Docusaurus 3.10)', async () => {
    const built = await pagesSite({
      'src/pages/bare.js': "import Head from '@docusaurus/Head';\nexport default function Bare() { return <><Head><title>Bare</title></Head><main className=\"bare\"><h1>Bare page</h1></main><div><a href=\"/docs/nowhere\">Out of main</a></div></>; }\n",
      'src/pages/laid.js': "import Layout from '@theme/Layout';\nexport default function Laid() { return <Layout><main>Laid</main></Layout>; }\n",
      'src/theme/Root.js': "export default function Root({ children }) { return <div className=\"site-root\">{children}</div>; }\n",
      'src/css/custom.css': '.bare { color: rgb(1, 2, 3); }\n',
    }, "customCss: ['src/css/custom.css'], footer: { copyright: 'Footer here' }, onBrokenLinks: 'warn'");
    assert.equal(built.code, 0, built.stderr);
    // Its links are the page's wherever it draws them (no region of the theme around them), and checked.
    assert.match(built.stderr, /→ \/docs\/nowhere \(no page at \/docs\/nowhere\)/);
    const bare = await readPage(built.out, '/bare');
    // Docusaurus's body: the app's root (here the site's Root) around what the page returned, nothing else.
    const root = must(bare.tree, 'body > .site-root');
    assert.deepEqual(root.children.flatMap((child) => (child.type === 'element' ? [`${child.tagName}.${classes(child).join('.')}`] : [])), ['main.bare', 'div.']);
    for (const part of ['.navbar', 'footer', 'a.skip-link', '#main', '#__page']) assert.equal(selectAll(bare.tree, part).length, 0, `no ${part}`);
    // The head is every page's: its title, the theme's, Infima's and the site's stylesheets; no plugin class on <html> (Layout's).
    assert.equal(text(must(bare.tree, 'title')), 'Bare');
    const sheets = selectAll(bare.tree, 'link[rel="stylesheet"]').map((link) => attr(link, 'href') ?? '');
    assert.ok(sheets.some((href) => /\/site-[^/]*\.css$/.test(href)) && sheets.some((href) => /\/pages-[^/]*\.css$/.test(href)), sheets.join(' '));
    assert.equal(attr(must(bare.tree, 'html'), 'class'), undefined);
    assert.equal(selectAll(bare.tree, 'link[rel="expect"]').length, 0, 'nothing to wait for: the page has no navbar');
    // A page with Layout keeps the site's chrome.
    const laid = await readPage(built.out, '/laid');
    assert.equal(selectAll(laid.tree, '.navbar').length, 1);
    assert.match(text(must(laid.tree, 'footer')), /Footer here/);
    assert.ok(classes(must(laid.tree, 'html')).includes('plugin-pages'));
  });

  it("honours Layout's noFooter and wrapperClassName, and front matter's wrapperClassName", async () => {
    const built = await pagesSite({
      'src/pages/bare.js': "import Layout from '@theme/Layout';\nexport default function Bare() { return <Layout noFooter wrapperClassName=\"bare-page\"><main>Bare</main></Layout>; }\n",
      'src/pages/wrapped.md': '---\nwrapperClassName: wrapped-page\nhide_table_of_contents: true\n---\n# Wrapped\n\n## Part\n',
    }, "footer: { copyright: 'Footer here' }");
    assert.equal(built.code, 0, built.stderr);
    const bare = await readPage(built.out, '/bare');
    assert.equal(selectAll(bare.tree, 'footer').length, 0);
    assert.ok(classes(must(bare.tree, '#main')).includes('bare-page'));
    const wrapped = await readPage(built.out, '/wrapped');
    assert.ok(classes(must(wrapped.tree, '#main')).includes('wrapped-page'));
    assert.equal(selectAll(wrapped.tree, '.toc').length, 0, 'hide_table_of_contents');
    assert.match(text(must(wrapped.tree, 'footer')), /Footer here/);
  });

  it('follows the options: another folder and route base, or no pages at all', async () => {
    const moved = await pagesSite({ 'site-pages/team.md': '# Team\n', 'src/pages/ignored.md': '# Ignored\n' }, "pages: { path: 'site-pages', routeBasePath: 'more' }");
    assert.equal(moved.code, 0, moved.stderr);
    const routes = await listRoutes(moved.out);
    assert.ok(routes.includes('/more/team'));
    assert.ok(!routes.includes('/ignored') && !routes.includes('/more/ignored'));
    const off = await pagesSite({ 'src/pages/index.js': 'export default function Home() { return <main>Mine</main>; }\n' }, 'pages: false');
    assert.equal(off.code, 0, off.stderr);
    assert.ok(selectAll((await readPage(off.out, '/')).tree, '.hero-title').length === 1, 'the generated home page');
  });

  it("gives a React page the config's customFields, carried by init: plain values, process.env reads, nothing only the old config's code knows", async () => {
    const site = await makeTempDir('pxdocs-custom-fields-');
    await writeFiles(site, {
      // A helper of the config is read when it only computes from its arguments; this one asks the machine.
      'docusaurus.config.js': `const local = () => require('os').hostname();
module.exports = {
  title: 'Fields', url: 'https://fields.example',
  presets: [['classic', { docs: { path: 'docs' } }]],
  customFields: { team: 'Graph people', limits: { pages: 3, tags: ['a', 'b'] }, token: process.env.PXDOCS_TEST_FIELD, computed: local() },
};
`,
      'docs/intro.md': '# Intro\n',
      'src/pages/fields.js': `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Fields() {
  const { siteConfig } = useDocusaurusContext();
  const { team, limits, token, computed } = siteConfig.customFields;
  return <main><p id="team">{team}</p><p id="limits">{limits.pages} {limits.tags.join('+')}</p><p id="token">{String(token)}</p><p id="computed">{String(computed)}</p></main>;
}
`,
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stderr);
    const written = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"token": process\.env\.PXDOCS_TEST_FIELD/, 'an environment read stays one, read when the config loads');
    assert.match(written, /customFields\.computed: computed at run time \(local\(\)\): add it by hand/);
    process.env.PXDOCS_TEST_FIELD = 'from-the-environment';
    try {
      const built = await buildSite(site);
      assert.equal(built.code, 0, built.stderr);
    } finally {
      delete process.env.PXDOCS_TEST_FIELD;
    }
    const { tree } = await readPage(join(site, 'out'), '/fields');
    assert.equal(text(must(tree, '#team')), 'Graph people');
    assert.equal(text(must(tree, '#limits')), '3 a+b');
    assert.equal(text(must(tree, '#token')), 'from-the-environment');
    assert.equal(text(must(tree, '#computed')), 'undefined');
  });

  it('checks the links a React page renders, naming the page', async () => {
    const built = await pagesSite({ 'src/pages/links.js': "import Link from '@docusaurus/Link';\nexport default function Links() { return <main><Link to=\"/docs/intro\">ok</Link> <Link to=\"/docs/nowhere\">broken</Link></main>; }\n" });
    assert.equal(built.code, 1);
    assert.match(built.stderr, /src\/pages\/links\.js[^\n]*\/docs\/nowhere/);
    assert.doesNotMatch(built.stderr, /\/docs\/intro \(/);
  });

  it('fails a React page that throws or exports no component, naming its file', async () => {
    const throws = await pagesSite({ 'src/pages/boom.js': "export default function Boom() { throw new Error('the widget broke'); }\n" });
    assert.equal(throws.code, 1);
    assert.match(throws.stderr, /src\/pages\/boom\.js/);
    assert.match(throws.stderr, /the widget broke/);
    const empty = await pagesSite({ 'src/pages/empty.js': 'export const value = 1;\n' });
    assert.equal(empty.code, 1);
    assert.match(empty.stderr, /src\/pages\/empty\.js/);
    assert.match(empty.stderr, /default export/);
  });

  it('reports a page and a doc at one route', async () => {
    const built = await pagesSite({ 'src/pages/docs/intro.md': '# Other intro\n' });
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /Duplicate route \/docs\/intro/);
  });

  it('init carries the pages options', async () => {
    const site = await makeTempDir('pxdocs-pages-init-');
    await writeFiles(site, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, pages: { path: 'pages', routeBasePath: 'extra', exclude: ['**/_*'], mdxPageComponent: '@theme/CustomMDXPage' } }]] };\n",
      'sidebars.js': 'module.exports = { docs: [] };\n',
      'docs/a.md': '# A\n',
    });
    const init = await runInit(site);
    assert.equal(init.code, 0, init.stderr);
    const written = await readFile(join(site, 'pxdocs.config.mjs'), 'utf8');
    assert.match(written, /"pages": \{\s*"path": "pages",\s*"routeBasePath": "extra",\s*"exclude": \[\s*"\*\*\/_\*"\s*\]\s*\}/);
    assert.match(init.stdout + init.stderr, /presets\[0\]\.pages\.mdxPageComponent/);
    const off = await makeTempDir('pxdocs-pages-off-');
    await writeFiles(off, { 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { pages: false }]] };\n", 'docs/a.md': '# A\n' });
    assert.equal((await runInit(off)).code, 0);
    assert.match(await readFile(join(off, 'pxdocs.config.mjs'), 'utf8'), /"pages": false/);
  });
});
