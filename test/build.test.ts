// Integration tests: what `pxdocs build` does (buildSite, in this process) on fixture
// sites copied to temp folders, checking exit codes, messages and the HTML written.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import basicConfig from './fixtures/basic/config/site.config.js';
import {
  attr, buildSite, FIXTURES, builtFixture, crumbName, canonicalOf, type CliResult, type Element, find, findAll, fixtureConfig, hasClass, hrefs, is, linksIn,
  listFiles, makeFixture, makeTempDir, meta, page, parseHtml, readPage, removeTempDirs, routeToFile, runCommand, sidebarOf,
  snapshotFolder, text, titleOf, writeFiles,
} from './helpers.js';

const BASIC = basicConfig as unknown as Record<string, unknown>;

/** Files the basic fixture's build must write as pages: every route plus 404.html. */
const BASIC_ROUTES = [
  '/', '/search',
  '/guide', '/guide/intro', '/guide/setup', '/guide/advanced/overview', '/guide/advanced/tuning',
  '/reference', '/reference/api', '/reference/cli', '/reference/more', '/reference/more/glossary', '/reference/more/faq',
  '/reference/internal',
];
const UNLISTED = ['/reference/internal'];

function assertExit(result: CliResult, code: number): void {
  assert.equal(result.code, code, `expected exit ${code}, got ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
}

describe('building the basic fixture', () => {
  let site: string;
  let out: string;
  let result: CliResult;
  const pages = new Map<string, ReturnType<typeof parseHtml>>();
  const html = async (route: string) => {
    let tree = pages.get(route);
    if (!tree) {
      tree = parseHtml(await readPage(out, route));
      pages.set(route, tree);
    }
    return tree;
  };
  const main = async (route: string) => {
    const element = find(await html(route), (el) => el.tagName === 'main');
    assert.ok(element, `${route} has no <main>`);
    return element;
  };
  const markdown = async (route: string) => {
    const element = find(await main(route), is.tagCls('div', 'markdown'));
    assert.ok(element, `${route} has no div.markdown`);
    return element;
  };

  before(async () => {
    // The run's one build of the untouched basic fixture (shared with other files).
    ({ site, out, ...result } = await builtFixture('basic'));
  });
  after(removeTempDirs);

  it('should exit 0, print every stage and a summary line without warnings', () => {
    assertExit(result, 0);
    for (const stage of ['load config', 'discover content', 'generate sidebars', 'bundle client assets', 'build pages', 'validate links', 'build search index', 'write output']) {
      assert.match(result.stderr, new RegExp(`✓ ${stage}`), `missing stage line "${stage}"`);
    }
    assert.match(result.stderr, /^Built 14 pages in .+ · 0 warnings · .+ written to out\/$/m);
  });

  it('should write each route as <route>.html (no trailing-slash folders), plus 404.html', async () => {
    const files = (await listFiles(out)).filter((file) => file.endsWith('.html'));
    assert.deepEqual(files, [...BASIC_ROUTES.map(routeToFile), '404.html'].sort());
    assert.ok(!files.some((file) => file.endsWith('/index.html')), 'a page was written as a folder index');
    assert.ok(existsSync(join(out, 'index.html')));
    assert.ok(existsSync(join(out, '404.html')));
  });

  it('should leave drafts out of a production build', async () => {
    assert.ok(!existsSync(join(out, 'reference', 'draft.html')));
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    assert.ok(!sitemap.includes('draft'));
  });

  it('should list every listed route in sitemap.xml, and nothing else', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
    const expected = BASIC_ROUTES.filter((route) => !UNLISTED.includes(route)).map((route) => `https://fixture.example${route}`).sort();
    assert.deepEqual(locs, expected);
  });

  it('should write a robots.txt that allows everything and names the sitemap', async () => {
    const robots = await readFile(join(out, 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Allow: \/$/m);
    assert.doesNotMatch(robots, /Disallow: \//);
    assert.match(robots, /^Sitemap: https:\/\/fixture\.example\/sitemap\.xml$/m);
  });

  it('should give a doc page its title, description, canonical URL and Open Graph tags', async () => {
    const tree = await html('/guide/intro');
    assert.equal(titleOf(tree), 'Introduction | Fixture Docs');
    assert.equal(meta(tree, 'description'), 'The introduction page of the fixture guide.');
    assert.equal(canonicalOf(tree), 'https://fixture.example/guide/intro');
    assert.equal(meta(tree, 'og:title'), 'Introduction | Fixture Docs');
    assert.equal(meta(tree, 'og:description'), 'The introduction page of the fixture guide.');
    assert.equal(meta(tree, 'og:url'), 'https://fixture.example/guide/intro');
    assert.equal(meta(tree, 'og:type'), 'article');
    assert.equal(meta(tree, 'og:site_name'), 'Fixture Docs');
    assert.equal(meta(tree, 'robots'), undefined);
  });

  it('should render the area sidebar with the active page marked aria-current="page"', async () => {
    const sidebar = sidebarOf(await html('/guide/intro'));
    assert.ok(sidebar, 'no sidebar');
    const links = linksIn(sidebar);
    assert.deepEqual(links.map((link) => link.href), ['/guide/intro', '/guide/setup', '/guide/advanced/overview', '/guide/advanced/tuning', '/guide']);
    assert.deepEqual(links.filter((link) => link.current).map((link) => link.href), ['/guide/intro']);
    // The sidebar label comes from sidebar_label.
    assert.equal(links[0].label, 'Intro');
  });

  it('should open a category\'s link doc from the category and not list it again as a child', async () => {
    const sidebar = sidebarOf(await html('/guide/advanced/tuning'));
    assert.ok(sidebar);
    const category = find(sidebar, is.cls('menu-category-link'));
    assert.ok(category);
    assert.equal(text(category), 'Advanced topics');
    assert.equal(attr(category, 'href'), '/guide/advanced/overview');
    assert.equal(linksIn(sidebar).filter((link) => link.href === '/guide/advanced/overview').length, 1);
  });

  it('should show breadcrumbs from Home through the category to the current page', async () => {
    const nav = find(await html('/guide/advanced/tuning'), is.tagCls('nav', 'breadcrumbs'));
    assert.ok(nav, 'no breadcrumbs');
    const items = findAll(nav, is.tag('li'));
    assert.deepEqual(items.map(crumbName), ['Home page (icon)', 'Advanced topics', 'Tuning']);
    assert.deepEqual(linksIn(nav).map((link) => link.href), ['/', '/guide/advanced/overview']);
    const last = find(items[items.length - 1], (el) => attr(el, 'ariaCurrent') === 'page');
    assert.ok(last, 'the current page crumb is not marked aria-current');
  });

  it('should build a table of contents from h2 and h3 only', async () => {
    const toc = find(await html('/guide/intro'), is.tagCls('aside', 'toc'));
    assert.ok(toc, 'no TOC');
    assert.deepEqual(linksIn(toc).map((link) => link.href), ['#hello-world', '#sub-section', '#details', '#details-1', '#code', '#notes']);
    assert.ok(!linksIn(toc).some((link) => link.href === '#deep-heading'), 'an h4 is in the TOC');
  });

  it('should link the previous and next pages in sidebar order', async () => {
    const nav = find(await html('/guide/setup'), is.tagCls('nav', 'pagination'));
    assert.ok(nav);
    const previous = find(nav, (el) => el.tagName === 'a' && attr(el, 'rel') === 'prev');
    const next = find(nav, (el) => el.tagName === 'a' && attr(el, 'rel') === 'next');
    assert.equal(previous && attr(previous, 'href'), '/guide/intro');
    assert.equal(next && attr(next, 'href'), '/guide/advanced/overview');
    assert.match(text(previous!), /Intro/);
    // A category's own page is labelled as the page (its title), as Docusaurus does.
    assert.match(text(next!), /Advanced overview/);
    const first = find(await html('/guide/intro'), is.tagCls('nav', 'pagination'));
    assert.ok(first && !find(first, (el) => attr(el, 'rel') === 'prev'), 'the first page has a previous link');
  });

  it('should give headings the ids github-slugger gives them', async () => {
    const headings = findAll(await markdown('/guide/intro'), (el) => /^h[2-6]$/.test(el.tagName));
    const slugger = new GithubSlugger();
    const headingText = (el: Element) => text(el).replace(/\u200b$/, '').trim();
    assert.deepEqual(headings.map(headingText), ['Hello, World!', 'Sub section', 'Deep heading', 'Details', 'Details', 'Code', 'Notes']);
    assert.deepEqual(headings.map((el) => attr(el, 'id')), headings.map((el) => slugger.slug(headingText(el))));
    for (const heading of headings) {
      const anchor = find(heading, is.cls('hash-link'));
      assert.equal(anchor && attr(anchor, 'href'), `#${attr(heading, 'id')}`);
    }
  });

  it('should highlight code at build time, with its title and the {1,3} lines marked', async () => {
    const block = find(await markdown('/guide/intro'), is.tagCls('div', 'code-block'));
    assert.ok(block, 'no code block');
    assert.equal(attr(block, 'dataLanguage'), 'python');
    const title = find(block, is.cls('code-title'));
    assert.equal(title && text(title), 'app.py');
    assert.ok(findAll(block, (el) => el.tagName === 'span' && hasClass(el, 'token')).length > 3, 'no token spans');
    const lines = findAll(block, is.cls('code-line'));
    assert.equal(lines.length, 3);
    assert.deepEqual(lines.map((line) => hasClass(line, 'theme-code-block-highlighted-line')), [true, false, true]);
    assert.equal(text(lines[1]).trim(), 'print("hello")');
  });

  it('should render an admonition with its title and a GFM table', async () => {
    const body = await markdown('/guide/intro');
    const admonition = find(body, is.cls('admonition-tip'));
    assert.ok(admonition, 'no tip admonition');
    const heading = find(admonition, is.cls('admonition-heading'));
    assert.equal(heading && text(heading), 'Remember');
    assert.match(text(admonition), /Admonitions render as boxes\./);
    const table = find(body, is.tag('table'));
    assert.ok(table, 'no table');
    assert.deepEqual(findAll(table, is.tag('th')).map((th) => text(th)), ['Name', 'Value']);
    assert.equal(findAll(table, is.tag('tr')).length, 3);
    // Shown whole (theme/styles/content.css): the table is marked, and the empty marker the theme waits for follows it.
    assert.equal(attr(table, 'dataShownWhole'), '');
    const parent = find(body, (node) => node.children.includes(table)) ?? body;
    const next = parent.children.slice(parent.children.indexOf(table) + 1).find((node): node is Element => node.type === 'element');
    assert.ok(next && next.tagName === 'span' && attr(next, 'dataTableEnd') === '' && next.properties.hidden === true, 'a hidden [data-table-end] follows the table');
    assert.equal(text(next), '');
  });

  it('should rewrite relative .md links to their routes, keeping the #anchor', async () => {
    const intro = linksIn(await markdown('/guide/intro')).map((link) => link.href);
    assert.ok(intro.includes('/guide/setup#install-steps'), `links: ${intro.join(', ')}`);
    assert.ok(intro.includes('/reference/api#functions'));
    assert.ok(!intro.some((href) => href.endsWith('.md') || href.includes('.md#')));
    const setup = linksIn(await markdown('/guide/setup')).map((link) => link.href);
    assert.ok(setup.includes('/guide/intro'));
  });

  it('should copy an image next to a page under a content-hashed name', async () => {
    const image = find(await markdown('/guide/intro'), is.tag('img'));
    assert.ok(image, 'no image');
    const src = attr(image, 'src') ?? '';
    assert.match(src, /^\/assets\/images\/diagram-[0-9a-f]{8}\.svg$/);
    assert.equal(attr(image, 'alt'), 'Architecture diagram');
    const copied = await readFile(join(out, src.slice(1)));
    const original = await readFile(join(site, 'content', 'guide', 'diagram.svg'));
    assert.ok(copied.equals(original), 'the copied image differs from the source');
  });

  it('should route index.md to its folder and honour a relative slug', async () => {
    assert.equal(titleOf(await html('/guide')), 'Guide overview | Fixture Docs');
    assert.equal(titleOf(await html('/reference')), 'Reference | Fixture Docs');
    // reference/02-commands.mdx has `slug: cli`.
    assert.equal(titleOf(await html('/reference/cli')), 'Commands | Fixture Docs');
    assert.ok(!existsSync(join(out, 'reference', 'commands.html')));
  });

  it('should render Tabs from an .mdx page with every panel present', async () => {
    const body = await markdown('/reference/cli');
    const tabs = findAll(body, (el) => attr(el, 'role') === 'tab');
    assert.deepEqual(tabs.map((tab) => text(tab)), ['Bash', 'PowerShell']);
    assert.match(text(body), /fixture run/);
    assert.match(text(body), /fixture\.exe run/);
  });

  it('should build a generated index page listing the category\'s pages as cards', async () => {
    const tree = await html('/reference/more');
    assert.equal(titleOf(tree), 'More reference | Fixture Docs');
    assert.equal(meta(tree, 'description'), 'Everything else about the fixture.');
    const cards = findAll(tree, is.tagCls('a', 'doc-card'));
    assert.deepEqual(cards.map((card) => attr(card, 'href')), ['/reference/more/glossary', '/reference/more/faq']);
    assert.match(text(cards[0]), /Glossary/);
    assert.match(text(cards[0]), /Words the fixture uses\./);
  });

  it('should build an unlisted page with noindex, outside the sidebar', async () => {
    const tree = await html('/reference/internal');
    assert.equal(meta(tree, 'robots'), 'noindex, nofollow', 'as Docusaurus writes it for an unlisted page');
    const sidebar = sidebarOf(await html('/reference/api'));
    assert.ok(sidebar);
    assert.ok(!linksIn(sidebar).some((link) => link.href === '/reference/internal'));
  });

  it('should link each docSidebar navbar item to its sidebar\'s first page and mark it active in that area', async () => {
    const navbar = find(await html('/reference/api'), is.tagCls('div', 'navbar-items'));
    assert.ok(navbar);
    const links = findAll(navbar, is.tag('a'));
    assert.deepEqual(links.map((a) => [text(a), attr(a, 'href')]), [['Guide', '/guide/intro'], ['Reference', '/reference/api']]);
    assert.deepEqual(links.map((a) => hasClass(a, 'active')), [false, true]);
  });

  it('should write a 404 page that is not indexed', async () => {
    const tree = parseHtml(await readFile(join(out, '404.html'), 'utf8'));
    assert.equal(meta(tree, 'robots'), 'noindex, nofollow');
    assert.match(titleOf(tree), /^Page Not Found \| Fixture Docs$/);
  });

  it('should never write an href ending in "/" other than "/" itself', async () => {
    // The site's root, as a path or a whole URL (hreflang's https://fixture.example/: an origin's path is "/" either way).
    const root = (href: string) => new URL(href, 'https://fixture.example').pathname === '/';
    for (const file of (await listFiles(out)).filter((name) => name.endsWith('.html'))) {
      const bad = hrefs(parseHtml(await readFile(join(out, file), 'utf8'))).filter((href) => !root(href) && href.endsWith('/'));
      assert.deepEqual(bad, [], `${file} links to ${bad.join(', ')}`);
    }
  });
});

describe('headings with nothing to name them by', () => {
  after(removeTempDirs);

  it("should title a doc with neither a title nor an h1 by its id as it is, as Docusaurus's `title ?? contentTitle ?? baseID`", async () => {
    const site = await makeFixture('basic', { 'content/guide/05-my-setup_notes.md': '## Step one\n\nText.\n' });
    assertExit(await buildSite(site), 0);
    const tree = parseHtml(await readPage(join(site, 'out'), '/guide/my-setup_notes'));
    assert.equal(text(find(tree, (element) => element.tagName === 'title')!), 'my-setup_notes | Fixture Docs');
    assert.equal(text(find(tree, (element) => element.tagName === 'h1')!), 'my-setup_notes');
    const entry = find(sidebarOf(tree)!, (element) => element.tagName === 'a' && attr(element, 'href') === '/guide/my-setup_notes');
    assert.equal(entry && text(entry), 'my-setup_notes');
  });

  it("should draw no anchor link in an h1, as Docusaurus's Heading, in a Markdown page and an MDX one", async () => {
    const site = await makeFixture('basic', {
      'content/guide/05-plain.md': '# Plain title\n\nText.\n\n## Part\n\nMore.\n',
      'content/guide/06-rich.mdx': 'export const x = 1;\n\n# Rich title {x}\n\n## Part\n\nMore.\n',
    });
    assertExit(await buildSite(site), 0);
    for (const [route, title] of [['/guide/plain', 'Plain title'], ['/guide/rich', 'Rich title 1']]) {
      const tree = parseHtml(await readPage(join(site, 'out'), route));
      const h1 = find(tree, (element) => element.tagName === 'h1')!;
      assert.equal(text(h1), title, route);
      assert.ok(!find(h1, (element) => hasClass(element, 'hash-link')), `${route}: the h1 has no anchor link`);
      const h2 = find(tree, (element) => element.tagName === 'h2' && attr(element, 'id') === 'part')!;
      assert.ok(find(h2, (element) => hasClass(element, 'hash-link')), `${route}: an h2 keeps its anchor link`);
    }
  });

  it('should give an empty heading, or one of punctuation only, no id, anchor or TOC entry, and number the others as before', async () => {
    const site = await makeFixture('basic', {
      'content/guide/05-headings.md': page({ title: 'Headings' }, '## Same\n\nText.\n\n##\n\nText.\n\n## !!!\n\nText.\n\n## Same\n\nText.\n'),
    });
    assertExit(await buildSite(site), 0);
    const tree = parseHtml(await readPage(join(site, 'out'), '/guide/headings'));
    const body = find(tree, (element) => hasClass(element, 'markdown'))!;
    const headings = findAll(body, (element) => element.tagName === 'h2');
    assert.deepEqual(headings.map((heading) => attr(heading, 'id') ?? null), ['same', null, null, 'same-1']);
    assert.ok(!findAll(tree, (element) => element.properties.id === '').length, 'no element has an empty id');
    assert.deepEqual(findAll(body, (element) => hasClass(element, 'hash-link')).map((link) => attr(link, 'href')), ['#same', '#same-1']);
    const nav = find(tree, (element) => element.properties.dataToc !== undefined)!;
    const toc = findAll(nav, (element) => element.tagName === 'a');
    assert.deepEqual(toc.map((link) => attr(link, 'href')), ['#same', '#same-1']);
  });
});

describe('build failures leave the previous output untouched', () => {
  after(removeTempDirs);

  const BROKEN_PAGE = page({ title: 'Broken', description: 'A page with a broken link.' }, 'Intro line.\n\nSee [nowhere](/guide/nowhere) for more.\n');

  async function buildThenBreak(files: Record<string, string>) {
    const site = await makeFixture('basic');
    assertExit(await buildSite(site), 0);
    const out = join(site, 'out');
    const before = await snapshotFolder(out);
    await writeFiles(site, files);
    const result = await buildSite(site);
    return { site, out, before, result };
  }

  async function assertUnchanged(site: string, out: string, before: Map<string, Buffer>) {
    const after = await snapshotFolder(out);
    assert.deepEqual([...after.keys()], [...before.keys()], 'the set of files in out/ changed');
    for (const [file, bytes] of before) assert.ok(after.get(file)!.equals(bytes), `${file} changed`);
    assert.deepEqual((await readdir(site)).sort(), ['.out-builds', '.pxdocs-cache', 'config', 'content', 'out'], 'a temporary output folder was left behind');
    assert.equal((await readdir(join(site, '.out-builds'))).length, 1, 'a partial build was left in .out-builds/');
  }

  it('should exit 1 and name file:line and the target for a broken link, leaving out/ as it was', async () => {
    // The link is on line 8: 4 front matter lines, a blank line, "Intro line.", a blank line.
    const { site, out, before, result } = await buildThenBreak({ 'content/guide/04-broken.md': BROKEN_PAGE });
    assertExit(result, 1);
    assert.match(result.stderr, /Broken link/);
    assert.match(result.stderr, /content\/guide\/04-broken\.md:8:5/);
    assert.match(result.stderr, /\/guide\/nowhere/);
    assert.match(result.stderr, /Build failed; the previous output was left as it was\./);
    await assertUnchanged(site, out, before);
  });

  it('should exit 1 with file:line:column for an MDX syntax error, leaving out/ as it was', async () => {
    const { site, out, before, result } = await buildThenBreak({
      'content/guide/06-bad.mdx': '---\ntitle: Bad MDX\ndescription: A page with a syntax error.\n---\n\nSome text.\n\nA value {1 +} here.\n',
    });
    assertExit(result, 1);
    assert.match(result.stderr, /MDX syntax error/);
    assert.match(result.stderr, /content\/guide\/06-bad\.mdx:8:13/);
    assert.ok(!existsSync(join(out, 'guide', 'bad.html')));
    await assertUnchanged(site, out, before);
  });
});

describe('build errors and warnings', () => {
  after(removeTempDirs);

  it('renders the footer copyright as HTML, as Docusaurus, and checks the links in it (a broken one warns: Docusaurus checks none)', async () => {
    const config = (await readFile(join(FIXTURES, 'basic', 'config', 'site.config.ts'), 'utf8'))
      .replace("copyright: 'Copyright © 2025 Fixture Ltd.',", "copyright: 'Made by <a href=\"/guide/setup\">us</a>.<br/>Second line & more',");
    assert.ok(config.includes('Made by'));
    const site = await makeFixture('basic', { 'config/site.config.ts': config });
    const result = await buildSite(site);
    assertExit(result, 0);
    const html = await readPage(join(site, 'out'), '/guide/setup');
    assert.match(html, /<div class="footer-copyright footer__copyright">Made by <a href="\/guide\/setup">us<\/a>\.<br\/>Second line & more<\/div>/, "written into the page as given");
    const broken = await makeFixture('basic', { 'config/site.config.ts': config.replace('/guide/setup">us', '/guide/nowhere">us') });
    const warned = await buildSite(broken);
    assertExit(warned, 0);
    assert.match(warned.stdout + warned.stderr, /→ \/guide\/nowhere \(no page at \/guide\/nowhere\)/);
  });

  it('should exit 1 naming the line and column of a syntax error in a category file, JSON or YAML', async () => {
    const json = await makeFixture('basic', { 'content/guide/03-advanced/_category_.json': '{\n  "label": "Advanced",\n  "position": [3\n}\n' });
    const jsonResult = await buildSite(json);
    assertExit(jsonResult, 1);
    assert.match(jsonResult.stderr, /Invalid category file\s+content\/guide\/03-advanced\/_category_\.json:4:1/);
    const yaml = await makeFixture('basic', { 'content/guide/03-advanced/_category_.yml': 'label: Advanced\nposition: [3\n' }, { remove: ['content/guide/03-advanced/_category_.json'] });
    const yamlResult = await buildSite(yaml);
    assertExit(yamlResult, 1);
    assert.match(yamlResult.stderr, /Invalid category file\s+content\/guide\/03-advanced\/_category_\.yml:\d+:\d+/);
  });

  it("should keep a page of the site's own at /search, and say that the search results page gives way to it", async () => {
    const dir = await makeTempDir('pxdocs-own-search-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: '/' }, chat: { embeddings: 'off' } }),
      'docs/index.md': page({ title: 'Home', slug: '/' }),
      'docs/search.md': page({ title: 'Search features' }, 'How our product searches.\n'),
    });
    const result = await buildSite(dir);
    assertExit(result, 0);
    assert.match(result.stderr, /docs\/search\.md is at \/search, where pxdocs's search results page would be: the site's page is kept/);
    const tree = parseHtml(await readPage(join(dir, 'out'), '/search'));
    assert.equal(text(find(tree, (element) => element.tagName === 'h1')!), 'Search features');
  });

  it('should read a category file as Docusaurus does (JSON as YAML): a trailing comma and an unquoted key are fine', async () => {
    const site = await makeFixture('basic', { 'content/guide/03-advanced/_category_.json': '{\n  "label": "Further",\n  position: 3,\n}\n' });
    assertExit(await buildSite(site), 0);
    const sidebar = sidebarOf(parseHtml(await readPage(join(site, 'out'), '/guide/intro')));
    assert.ok(sidebar && text(sidebar).includes('Further'));
  });

  it('should warn, exit 0 and name both files when two pages produce the same route', async () => {
    const site = await makeFixture('basic', {
      'content/guide/05-duplicate.md': page({ title: 'Duplicate', description: 'Same route as setup.', slug: '/guide/setup' }),
    });
    const result = await buildSite(site);
    assertExit(result, 0);
    assert.match(result.stderr, /Warnings \(1\)/);
    assert.match(result.stderr, /Duplicate route \/guide\/setup/);
    assert.match(result.stderr, /content\/guide\/05-duplicate\.md/);
    assert.match(result.stderr, /content\/guide\/02-setup\.md/);
    assert.match(result.stderr, /· 1 warning ·/);
    // NO_COLOR (buildSite sets it) and an output that is not a terminal: plain text, the warnings' heading too.
    assert.doesNotMatch(result.stderr, /\u001b\[/);
    // The first page (by source path) is kept.
    assert.equal(titleOf(parseHtml(await readPage(join(site, 'out'), '/guide/setup'))), 'Setup | Fixture Docs');
  });

  it('should list only the page that was kept in the sidebar when two pages produce the same route', async () => {
    const site = await makeFixture('basic', {
      'content/guide/05-duplicate.md': page({ title: 'Duplicate', description: 'Same route as setup.', slug: '/guide/setup' }),
    });
    assertExit(await buildSite(site), 0);
    const sidebar = sidebarOf(parseHtml(await readPage(join(site, 'out'), '/guide/setup')));
    assert.ok(sidebar);
    const links = linksIn(sidebar).filter((link) => link.href === '/guide/setup');
    assert.deepEqual(links.map((link) => link.label), ['Setup'], 'the dropped duplicate page is still listed in the sidebar');
  });

  it('should exit 1 naming the id when a _category_.json links a doc id that does not exist', async () => {
    const site = await makeFixture('basic', {
      'content/guide/03-advanced/_category_.json': JSON.stringify({ label: 'Advanced topics', position: 3, link: { type: 'doc', id: 'missing-doc' } }),
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Unknown doc id/);
    assert.match(result.stderr, /"missing-doc"/);
    assert.match(result.stderr, /content\/guide\/03-advanced\/_category_\.json/);
  });

  it('should exit 1 naming the sidebar when a navbar item names a sidebar that does not exist', async () => {
    const navbar = { ...(BASIC.navbar as Record<string, unknown>), items: [{ type: 'docSidebar', sidebarId: 'nope', label: 'Nope' }] };
    const site = await makeFixture('basic', { 'config/site.config.ts': fixtureConfig({ navbar }, BASIC) });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Unknown sidebar id/);
    assert.match(result.stderr, /"nope"/);
    assert.match(result.stderr, /guide, reference/);
    assert.ok(!existsSync(join(site, 'out')), 'a failed first build wrote out/');
  });

  it('should exit 1 naming an unknown @theme import and listing the supported ones', async () => {
    const site = await makeFixture('basic', {
      'content/guide/06-nope.mdx': "---\ntitle: Nope\ndescription: Imports a component that does not exist.\n---\n\nimport Nope from '@theme/Nope';\n\n<Nope />\n",
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Unknown import "@theme\/Nope"/);
    for (const supported of ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@theme/DocCardList', '@docusaurus/Link']) {
      assert.ok(result.stderr.includes(supported), `the supported list lacks ${supported}`);
    }
    assert.match(result.stderr, /content\/guide\/06-nope\.mdx/);
  });

  it("should name a community theme's component and what to do, without the list, and suggest a near name", async () => {
    const site = await makeFixture('basic', {
      'content/guide/06-api.mdx': "---\ntitle: Get a pet\n---\n\nimport ApiTabs from '@theme/ApiTabs';\nimport MethodEndpoint from '@theme/ApiExplorer/MethodEndpoint';\n\n<ApiTabs />\n",
      'content/guide/07-tab.mdx': "---\ntitle: Tab\n---\n\nimport Tab from '@theme/Tab';\n\n<Tab />\n",
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Unknown import "@theme\/ApiTabs": a component of docusaurus-theme-openapi-docs, a theme pxdocs does not run, so the pages it draws cannot be built/);
    assert.match(result.stderr, /Unknown import "@theme\/ApiExplorer\/MethodEndpoint": a component of docusaurus-theme-openapi-docs/);
    assert.match(result.stderr, /hint: Leave those pages out of the docs \(`docs\.exclude`/);
    assert.match(result.stderr, /Unknown import "@theme\/Tab"\. Did you mean "@theme\/Tabs"/);
    assert.equal(result.stderr.split('Supported:').length - 1, 1, 'the list once, for the unknown name only');
  });

  it('should point at the .mdx source line of an unknown import', async () => {
    // The import is on line 6 of the page (after 4 front matter lines and a blank line).
    const site = await makeFixture('basic', {
      'content/guide/06-nope.mdx': "---\ntitle: Nope\ndescription: Imports a component that does not exist.\n---\n\nimport Nope from '@theme/Nope';\n\n<Nope />\n",
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    const where = /content\/guide\/06-nope\.mdx:(\d+)/.exec(result.stderr);
    assert.ok(where, 'no file:line for the import');
    assert.equal(Number(where[1]), 6, `reported line ${where[1]}; the import is on line 6`);
  });

  it('should exit 1 with file and line for a front matter value of the wrong type', async () => {
    const site = await makeFixture('basic', {
      'content/guide/07-bad.md': '---\ntitle: Bad\ndescription: Wrong type.\nsidebar_position: "abc"\n---\n\nText.\n',
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Invalid front matter/);
    assert.match(result.stderr, /content\/guide\/07-bad\.md:4/);
    assert.match(result.stderr, /sidebar_position/);
    assert.match(result.stderr, /"abc"/);
  });

  it('should exit 1 naming the key path, the expected values and what was found for an invalid config value', async () => {
    const site = await makeFixture('basic', { 'config/site.config.ts': fixtureConfig({ onBrokenLinks: 'explode' }, BASIC) });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Invalid site config/);
    assert.match(result.stderr, /config\/site\.config\.ts/);
    assert.match(result.stderr, /onBrokenLinks: expected one of "throw", "warn", "log", "ignore", found string "explode"/);
  });

  it('should exit 1 with "No site config" when the folder has no config', async () => {
    const empty = await makeTempDir();
    const result = await buildSite(empty);
    assertExit(result, 1);
    assert.match(result.stderr, /No site config/);
  });

  it('should exit 2 when --cwd is no folder (missing, or a file), for every command taking it', async () => {
    const file = join(await makeTempDir(), 'notes.txt');
    await writeFile(file, 'not a site');
    for (const args of [['build'], ['check'], ['serve'], ['dev'], ['mcp'], ['search', 'push', '--dry-run']]) {
      for (const cwd of ['/no/such/site', file]) {
        const result = await runCommand([...args, '--cwd', cwd]);
        assert.equal(result.code, 2, `${args.join(' ')} --cwd ${cwd}: ${result.stderr}`);
        assert.match(result.stderr, /is not a folder/);
      }
    }
  });

  it('should make a broken link a warning with exit 0 when onBrokenLinks is "warn"', async () => {
    const site = await makeFixture('basic', {
      'config/site.config.ts': fixtureConfig({ onBrokenLinks: 'warn' }, BASIC),
      'content/guide/04-broken.md': page({ title: 'Broken', description: 'A page with a broken link.' }, 'Intro line.\n\nSee [nowhere](/guide/nowhere) for more.\n'),
    });
    const result = await buildSite(site);
    assertExit(result, 0);
    assert.match(result.stderr, /Warnings \(1\)/);
    assert.match(result.stderr, /Broken links/);
    assert.match(result.stderr, /content\/guide\/04-broken\.md:8:5 → \/guide\/nowhere/);
    assert.ok(existsSync(join(site, 'out', 'guide', 'broken.html')));
  });

  it('should drop a broken link silently when onBrokenLinks is "ignore"', async () => {
    const site = await makeFixture('basic', {
      'config/site.config.ts': fixtureConfig({ onBrokenLinks: 'ignore' }, BASIC),
      'content/guide/04-broken.md': page({ title: 'Broken', description: 'A page with a broken link.' }, 'See [nowhere](/guide/nowhere).\n'),
    });
    const result = await buildSite(site);
    assertExit(result, 0);
    assert.doesNotMatch(result.stderr, /nowhere/);
    assert.match(result.stderr, /· 0 warnings ·/);
    assert.match(result.stderr, /validate links .*links, 0 broken/, 'an ignored link is not counted as broken');
  });

  it('should warn about a missing #anchor by default', async () => {
    const site = await makeFixture('basic', {
      'content/guide/04-anchor.md': page({ title: 'Anchor', description: 'Links to a missing anchor.' }, 'See [setup](/guide/setup#no-such-heading).\n'),
    });
    const result = await buildSite(site);
    assertExit(result, 0);
    assert.match(result.stderr, /Broken anchors/);
    assert.match(result.stderr, /no element with id "no-such-heading" on \/guide\/setup/);
  });

  it('should fail on a missing #anchor when onBrokenAnchors is "throw"', async () => {
    const site = await makeFixture('basic', {
      'config/site.config.ts': fixtureConfig({ onBrokenAnchors: 'throw' }, BASIC),
      'content/guide/04-anchor.md': page({ title: 'Anchor', description: 'Links to a missing anchor.' }, 'See [setup](/guide/setup#no-such-heading) and [a heading here](#a-section).\n\n## A section\n\nText.\n'),
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Broken anchor/);
    assert.match(result.stderr, /content\/guide\/04-anchor\.md:6:5/);
    assert.match(result.stderr, /\/guide\/setup#no-such-heading/);
    assert.doesNotMatch(result.stderr, /#a-section \(/, 'a link to an existing heading on the same page was reported');
  });

  // The link is kept as written, leading nowhere: as in Docusaurus, onBrokenLinks: 'throw' (the default) fails the build
  // on it, whatever onBrokenMarkdownLinks says (h2oai's docs built with pxdocs and failed with Docusaurus).
  it('should warn about a relative .md link to a file that does not exist, and fail on it under onBrokenLinks: throw', async () => {
    const site = await makeFixture('basic', {
      'content/guide/04-md-link.md': page({ title: 'Md link', description: 'Links to a missing file.' }, 'See [gone](./99-gone.md).\n'),
    });
    const result = await buildSite(site);
    assertExit(result, 1);
    assert.match(result.stderr, /Broken Markdown links/);
    assert.match(result.stderr, /content\/guide\/04-md-link\.md:6:5 → \.\/99-gone\.md \(no such Markdown file\)/);
    assert.match(result.stderr, /Broken link[^]*content\/guide\/04-md-link\.md:6:5 → \.\/99-gone\.md \(no such Markdown file, so no page/);
    await writeFiles(site, { 'config/site.config.ts': fixtureConfig({ onBrokenLinks: 'warn' }, BASIC) });
    const warned = await buildSite(site);
    assertExit(warned, 0);
    assert.match(warned.stderr, /Broken Markdown links/);
  });
});

// Usage errors, help, the version and exit codes through the command line's own main in this process
// (runCommand), its stdout and stderr captured through main's streams.
describe('command-line usage', () => {
  after(removeTempDirs);

  it('should exit 2 for an unknown command', async () => {
    const result = await runCommand(['explode']);
    assertExit(result, 2);
    assert.match(result.stderr, /unknown command 'explode'/);
  });

  it('should exit 2 for an unknown option', async () => {
    const result = await runCommand(['build', '--explode']);
    assertExit(result, 2);
    assert.match(result.stderr, /unknown option '--explode'/);
  });

  it('should exit 2 for an invalid port', async () => {
    const result = await runCommand(['serve', '--port', 'abc']);
    assertExit(result, 2);
    assert.match(result.stderr, /port/);
  });

  it('should exit 2 and show usage when no command is given', async () => {
    const result = await runCommand([]);
    assert.match(result.stdout + result.stderr, /Usage: pxdocs/);
    assertExit(result, 2);
  });

  it('should exit 0 and list --cwd and --out for `pxdocs build --help`', async () => {
    const result = await runCommand(['build', '--help']);
    assertExit(result, 0);
    assert.match(result.stdout, /Usage: pxdocs build/);
    assert.match(result.stdout, /--cwd <dir>/);
    assert.match(result.stdout, /--out <dir>/);
  });

  it('should exit 0 and list --cwd and --out for `pxdocs serve --help`', async () => {
    const result = await runCommand(['serve', '--help']);
    assertExit(result, 0);
    assert.match(result.stdout, /Usage: pxdocs serve/);
    assert.match(result.stdout, /--cwd <dir>/);
    assert.match(result.stdout, /--out <dir>/);
    assert.match(result.stdout, /--port <number>/);
  });

  it('should exit 0 and print the version for --version', async () => {
    const result = await runCommand(['--version']);
    assertExit(result, 0);
    assert.match(result.stdout, /^\d+\.\d+\.\d+\s*$/);
  });

  it('should exit 1 from `pxdocs serve` when nothing has been built', async () => {
    const empty = await makeTempDir();
    const result = await runCommand(['serve', '--cwd', empty, '--port', '0', '--host', '127.0.0.1']);
    assertExit(result, 1);
    assert.match(result.stderr, /Nothing to serve/);
  });
});
