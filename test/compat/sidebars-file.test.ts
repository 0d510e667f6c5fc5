// Docusaurus sidebars files: the `sidebars-file` fixture has a CommonJS
// sidebars.js with two sidebars and every item type; variants of it check
// routeBasePath '/', an ESM sidebars.mjs with an unknown id, and the error.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attr, buildVariant, crumbName, FIXTURES, listRoutes, must, readPage, selectAll, selectOne, sidebarEntries, text, useFixture } from './lib.js';

const site = useFixture('sidebars-file');

/**
 * The sidebars-file fixture with a config of `title` naming `sidebars.mjs` (given in `files`, with
 * the docs the test changes), broken links only warned.
 */
function sidebarsVariant(title: string, files: Record<string, string | null>) {
  return buildVariant('sidebars-file', {
    'pxdocs.config.mjs': `export default {
      title: ${JSON.stringify(title)}, url: 'https://variant.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
      docs: { sidebarPath: 'sidebars.mjs' },
      navbar: { items: [] }, footer: { copyright: 'c' },
    };`,
    ...files,
  });
}

const entries = async (route: string) => sidebarEntries(await readPage(site.out, route)).map((entry) => [entry.depth, entry.label, entry.href ?? null]);

describe('a site with a sidebars.js file', () => {
  it('builds (the only warning is the missing /img image)', () => {
    assert.equal(site.code, 0, site.stderr);
    assert.match(site.stderr, /docs\/guide\/install\.md:5:\d+ → \/img\/missing-logo\.png \(missing image: no file \/img\/missing-logo\.png in the static folder\)/);
    assert.match(site.stdout + site.stderr, /· 1 warning ·/);
  });

  it('gives every doc a page under /docs, those in no sidebar too, and the generated index under /docs/category', async () => {
    const routes = await listRoutes(site.out);
    // (guide/advanced/index.md, a folder's index doc, is /docs/guide/advanced/, in docs/guide/advanced/index.html.)
    for (const route of ['/docs/intro', '/docs/guide/install', '/docs/guide/config', '/docs/guide/advanced/index', '/docs/reference/api', '/docs/reference/cli', '/docs/api/overview', '/docs/api/endpoints', '/docs/orphan', '/docs/category/guide']) {
      assert.ok(routes.includes(route), `${route} missing from ${routes.join(', ')}`);
    }
    assert.ok(!routes.includes('/category/guide'));
  });

  it('renders the sidebar in the file\'s order with every item type', async () => {
    assert.deepEqual(await entries('/docs/intro'), [
      [0, 'Intro', '/docs/intro'],
      [0, 'Guide', '/docs/category/guide'],
      [1, 'Install', '/docs/guide/install'],
      [1, 'Configure it', '/docs/guide/config'],
      [0, 'Reference', null],
      [1, 'API reference', '/docs/reference/api'],
      [1, 'CLI reference', '/docs/reference/cli'],
      [0, 'Shorthand group', null],
      [1, 'Advanced topics', '/docs/guide/advanced/'],
      [0, 'External site', 'https://example.com/external'],
      [0, 'Notes below', null], // the html item
      [0, 'API overview', '/docs/api/overview'],
    ]);
    const page = await readPage(site.out, '/docs/intro');
    assert.equal(text(must(page.tree, 'nav.menu li.menu-html .sidebar-note')), 'Notes below');
  });

  it('renders collapsed categories closed but openable, the branch of the current page open, and non-collapsible ones plain', async () => {
    const intro = await readPage(site.out, '/docs/intro');
    const guide = must(intro.tree, 'nav.menu li.menu-category-collapsible');
    const details = must(guide, 'details');
    assert.equal(attr(details, 'open'), undefined, 'Guide is collapsed: true');
    // Its label is a link to its page, beside the caret that opens it (not inside it).
    assert.equal(text(must(guide, '.menu-category-row > a')), 'Guide');
    assert.equal(selectOne(must(details, 'summary'), 'a'), undefined);
    const install = await readPage(site.out, '/docs/guide/install');
    assert.notEqual(attr(must(install.tree, 'nav.menu li.menu-category-collapsible details'), 'open'), undefined, 'the branch holding the page is open');
    // `collapsible: false`: no <details> at all.
    const reference = selectAll(intro.tree, 'nav.menu li.menu-category').find((li) => text(li).startsWith('Reference'));
    assert.ok(reference);
    assert.equal(selectOne(reference, 'details'), undefined);
  });

  it('takes breadcrumbs and prev/next from the sidebar, across categories in reading order', async () => {
    const page = await readPage(site.out, '/docs/guide/config');
    const crumbs = selectAll(must(page.tree, 'nav.breadcrumbs'), 'li').map(crumbName);
    assert.deepEqual(crumbs, ['Home page (icon)', 'Guide', 'Configure it']);
    assert.equal(attr(must(page.tree, 'a.pagination-previous'), 'href'), '/docs/guide/install');
    assert.equal(attr(must(page.tree, 'a.pagination-next'), 'href'), '/docs/reference/api');
    const intro = await readPage(site.out, '/docs/intro');
    assert.equal(attr(must(intro.tree, 'a.pagination-next'), 'href'), '/docs/category/guide');
  });

  it('shows a doc in the sidebar that lists it; a `ref` elsewhere does not claim it; a linked category takes its doc\'s title', async () => {
    assert.deepEqual(await entries('/docs/api/overview'), [
      [0, 'API overview', '/docs/api/overview'],
      [1, 'Endpoints', '/docs/api/endpoints'],
    ]);
  });

  it('gives a doc in no sidebar a page without a sidebar', async () => {
    const page = await readPage(site.out, '/docs/orphan');
    assert.equal(selectOne(page.tree, 'nav.menu'), undefined);
    assert.match(text(must(page.tree, 'main')), /In no sidebar/);
  });

  it('writes the generated index with its title and one card per item', async () => {
    const page = await readPage(site.out, '/docs/category/guide');
    assert.match(text(must(page.tree, 'main h1')), /The guide/);
    const cards = selectAll(must(page.tree, 'main'), 'a').map((a) => attr(a, 'href')).filter((href) => href === '/docs/guide/install' || href === '/docs/guide/config');
    assert.deepEqual([...new Set(cards)], ['/docs/guide/install', '/docs/guide/config']);
  });

  it('resolves a Markdown link from the docs root when the page\'s folder has no such file', async () => {
    const page = await readPage(site.out, '/docs/guide/install');
    const link = selectAll(must(page.tree, 'main'), 'a').find((a) => text(a) === 'the intro');
    assert.equal(link && attr(link, 'href'), '/docs/intro');
  });
});

describe('variants of the sidebars site', () => {
  it('serves docs at the root with routeBasePath "/" (generated index at /category/...)', async () => {
    const variant = await buildVariant('sidebars-file', {
      'pxdocs.config.mjs': `export default {
        title: 'Root docs', url: 'https://root.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
        docs: { path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars.js' },
        navbar: { items: [] }, footer: { copyright: 'c' },
      };`,
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const routes = await listRoutes(variant.out);
      for (const route of ['/intro', '/guide/install', '/guide/config', '/category/guide', '/orphan']) assert.ok(routes.includes(route), `${route} missing from ${routes.join(', ')}`);
      assert.ok(!routes.some((route) => route.startsWith('/docs/')), routes.join(', '));
      assert.ok(existsSync(join(variant.out, 'guide', 'install.html')));
    } finally {
      await variant.cleanup();
    }
  });

  it('refuses a generated index slug no URL can reach ("?", "#", "%"), naming the sidebars file, the sidebar and the item', async () => {
    const sidebars = readFileSync(join(FIXTURES, 'sidebars-file', 'sidebars.js'), 'utf8');
    const variant = await buildVariant('sidebars-file', {
      'sidebars.js': sidebars.replace("link: { type: 'generated-index', title: 'The guide'", "link: { type: 'generated-index', slug: 'all guides?', title: 'The guide'"),
    });
    try {
      assert.equal(variant.code, 1, variant.stderr);
      assert.match(variant.stderr, /Unsafe category route\s+sidebars\.js:\d+:\d+\n.*The sidebar "guideSidebar" \(at guideSidebar\[1\]\.link\.slug\) gives the category "Guide" the slug "all guides\?", which cannot be used: it contains `\?`/);
    } finally {
      await variant.cleanup();
    }
  });

  it('refuses a category inside itself, and categories nested past the limit, naming the sidebars file, not overflowing the stack', async () => {
    const variant = await buildVariant('sidebars-file', {
      'sidebars.js': [
        "const loop = { type: 'category', label: 'Loop', items: ['intro'] };",
        'loop.items.push(loop);',
        "let deep = ['intro'];",
        "for (let level = 0; level < 5000; level++) deep = [{ type: 'category', label: `L${level}`, items: deep }];",
        'module.exports = { guideSidebar: [loop], deepSidebar: deep };',
      ].join('\n'),
    });
    try {
      assert.equal(variant.code, 1, variant.stderr);
      assert.match(variant.stderr, /Invalid sidebar item\s+sidebars\.js:5:\d+\n.*guideSidebar\[0\]\.items\[1\]\.items: this list of items is inside itself/);
      // At `deepSidebar: deep` (line 5), not at the `['intro']` the loop replaced (line 3).
      assert.match(variant.stderr, /sidebars\.js:5:\d+\n.*deepSidebar(\[0\]\.items)+: categories nest more than 64 levels deep here/);
      assert.doesNotMatch(variant.stderr, /Unexpected error|Maximum call stack|    at /);
    } finally {
      await variant.cleanup();
    }
  });

  const INSTALL = readFileSync(join(FIXTURES, 'sidebars-file', 'docs', 'guide', 'install.md'), 'utf8');
  for (const trailingSlash of [true, false]) {
    it(`trailingSlash: ${trailingSlash} lays out the output and writes links and canonical URLs as Docusaurus`, async () => {
      const variant = await buildVariant('sidebars-file', {
        'pxdocs.config.mjs': `export default {
          title: 'Slashes', url: 'https://slash.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }, trailingSlash: ${trailingSlash},
          docs: { sidebarPath: 'sidebars.js' },
          navbar: { items: [] }, footer: { copyright: 'c' },
        };`,
        'docs/guide/install.md': `${INSTALL}\nThe [changelog](/docs/changelog/#latest) is not written yet; [the licence](/files/LICENSE.txt) is a file.\n`,
      });
      try {
        assert.equal(variant.code, 0, variant.stderr);
        const slash = trailingSlash ? '/' : '';
        assert.equal(existsSync(join(variant.out, 'docs', 'intro', 'index.html')), trailingSlash);
        assert.equal(existsSync(join(variant.out, 'docs', 'intro.html')), !trailingSlash);
        assert.ok(existsSync(join(variant.out, 'index.html')));
        const html = await readFile(join(variant.out, trailingSlash ? 'docs/guide/install/index.html' : 'docs/guide/install.html'), 'utf8');
        assert.match(html, new RegExp(`<link rel="canonical" href="https://slash\\.example/docs/guide/install${slash}"`));
        // Sidebar, pagination and the Markdown link from the body.
        assert.match(html, new RegExp(`class="menu-link menu__link" href="/docs/intro${slash}"`));
        assert.match(html, new RegExp(`href="/docs/guide/config${slash}" rel="next"`));
        assert.match(html, new RegExp(`<a href="/docs/intro${slash}">the intro</a>`));
        // Files are not routes: the missing image keeps its path.
        assert.match(html, /src="\/img\/missing-logo\.png"/);
        // A link to a page that does not exist is written as Docusaurus's Link writes it; a file's keeps its path.
        assert.match(html, new RegExp(`<a href="/docs/changelog${slash}#latest">changelog</a>`));
        assert.match(html, /<a href="\/files\/LICENSE\.txt">the licence<\/a>/);
        const sitemapXml = await readFile(join(variant.out, 'sitemap.xml'), 'utf8');
        assert.match(sitemapXml, new RegExp(`<loc>https://slash\\.example/docs/intro${slash}</loc>`));
      } finally {
        await variant.cleanup();
      }
    });
  }

  // docusaurus-plugin-openapi-docs writes docs/api/sidebar.ts ending `export default sidebar.apisidebar;`,
  // and its README requires it into a category's items. Docusaurus's loader gives the default export;
  // the bundle gave `{ default: [...] }`, drawn as a category named "default".
  it("gives a require() of an ES module its default export, as Docusaurus's loader does", async () => {
    const variant = await buildVariant('sidebars-file', {
      'pxdocs.config.mjs': `export default {
        title: 'Required', url: 'https://required.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
        docs: { sidebarPath: 'sidebars.ts' },
        navbar: { items: [] }, footer: { copyright: 'c' },
      };`,
      'sidebars.ts': "const sidebars = { main: ['intro', { type: 'category', label: 'API', items: require('./generated/sidebar.js') }, { type: 'category', label: 'Plain', items: require('./generated/plain.js') }] };\nexport default sidebars;\n",
      'generated/sidebar.ts': "const sidebar = { apisidebar: ['guide/install', 'guide/config'] };\nexport default sidebar.apisidebar;\n",
      'generated/plain.js': "module.exports = ['reference/api'];\n",
    });
    try {
      assert.equal(variant.code, 0, variant.stdout + variant.stderr);
      const found = sidebarEntries(await readPage(variant.out, '/docs/intro')).map((entry) => [entry.depth, entry.label]);
      assert.deepEqual(found, [[0, 'Intro'], [0, 'API'], [1, 'Install'], [1, 'Configuration'], [0, 'Plain'], [1, 'API reference']]);
    } finally {
      await variant.cleanup();
    }
  });

  it('loads an ESM sidebars.mjs and names the file, the unknown id and the near ids', async () => {
    const variant = await sidebarsVariant('Bad ids', {
      'sidebars.mjs': `export default { main: ['intro', 'guide/instal', { type: 'category', label: 'X', items: ['guide/confg'] }] };\n`,
    });
    try {
      assert.equal(variant.code, 1, variant.stdout);
      const output = variant.stdout + variant.stderr;
      assert.match(output, /sidebars\.mjs/);
      assert.match(output, /names the doc id "guide\/instal", which does not exist/);
      assert.match(output, /Did you mean "guide\/install"/);
      // Every unknown id of the file in one run.
      assert.match(output, /names the doc id "guide\/confg"/);
      assert.match(output, /Did you mean "guide\/config"/);
    } finally {
      await variant.cleanup();
    }
  });

  it("checks a link item's site path as a page's links are, once for the sidebars file (Docusaurus finds it on every page)", async () => {
    const variant = await buildVariant('sidebars-file', {
      'pxdocs.config.mjs': `export default {
        title: 'Links', url: 'https://links.example',
        docs: { sidebarPath: 'sidebars.mjs' },
        navbar: { items: [] }, footer: { copyright: 'c' },
      };`,
      'sidebars.mjs': `export default {\n  main: ['intro', { type: 'link', label: 'Showcase', href: '/showcase' }, { type: 'link', label: 'Docs', href: '/docs/intro' }, { type: 'link', label: 'Away', href: 'https://away.example/x' }],\n  other: [{ type: 'link', label: 'Showcase again', href: '/showcase' }],\n};\n`,
    });
    try {
      assert.equal(variant.code, 1, variant.stdout + variant.stderr);
      const output = variant.stdout + variant.stderr;
      assert.match(output, /Broken link {2}sidebars\.mjs:2:\d+/);
      assert.match(output, /→ \/showcase \(no page at \/showcase\)/);
      assert.equal(output.match(/→ \/showcase/g)?.length, 1, 'once for the file, whichever sidebars repeat it');
      assert.doesNotMatch(output, /→ \/docs\/intro|away\.example/);
    } finally {
      await variant.cleanup();
    }
  });

  // VolkovLabs/volkovlabs.io's sidebars keep a "Tutorials" category with `items: []` and a doc link, to fill
  // later: Docusaurus draws it as a plain link to its doc; pxdocs drew a category that opened on nothing.
  // A generated index of nothing is dropped, page and all, as Docusaurus's sidebar post-processing drops it.
  it('draws a category without items as a link to its doc, and leaves out one with a generated index or neither', async () => {
    const variant = await sidebarsVariant('Empty', {
      'sidebars.mjs': `export default {\n  main: [\n    'intro',\n    { type: 'category', label: 'Tutorials', items: [], link: { type: 'doc', id: 'guide/install' } },\n    { type: 'category', label: 'Index only', items: [], link: { type: 'generated-index', slug: '/category/index-only' } },\n    { type: 'category', label: 'Nothing', items: [] },\n    { type: 'category', label: 'Full', items: ['guide/config'] },\n  ],\n};\n`,
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const page = await readPage(variant.out, '/docs/intro');
      assert.deepEqual(sidebarEntries(page).map((entry) => [entry.depth, entry.label, entry.href ?? null]), [
        [0, 'Intro', '/docs/intro'],
        [0, 'Tutorials', '/docs/guide/install'],
        [0, 'Full', null],
        [1, 'Configuration', '/docs/guide/config'],
      ].map(([depth, label, href]) => [depth, label, href]), 'no fold that opens on nothing');
      // Links, not folds: no <details> for them.
      assert.equal(selectAll(page.tree, 'nav.menu details').length, 1);
      assert.match(variant.stdout + variant.stderr, /the category "Nothing" has neither items nor a link, so it would lead nowhere \(Docusaurus fails on it\): it is left out/);
      assert.ok(!(await listRoutes(variant.out)).includes('/docs/category/index-only'), 'no generated index of nothing');
    } finally {
      await variant.cleanup();
    }
  });

  // Docusaurus's toDocNavigationLink: pagination_label, then sidebar_label, then the sidebar item's label, then the title;
  // a category's own doc by its own words, not the category's (a generated index's next link said "Guide category").
  it("labels previous and next as Docusaurus: the sidebar item's label after the doc's own, a category's doc by the doc", async () => {
    const variant = await sidebarsVariant('Labels', {
      'sidebars.mjs': `export default {\n  main: [\n    { type: 'doc', id: 'intro', label: 'Start here' },\n    'orphan',\n    { type: 'doc', id: 'reference/cli', label: 'Item label' },\n    { type: 'category', label: 'Overview', link: { type: 'generated-index', slug: '/category/overview' }, items: ['reference/api'] },\n    { type: 'category', label: 'Guide category', link: { type: 'doc', id: 'guide/install' }, items: ['api/overview'] },\n  ],\n};\n`,
      'docs/reference/cli.md': '---\ntitle: CLI title\nsidebar_label: CLI own label\n---\n\nThe CLI.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const link = async (route: string, rel: 'previous' | 'next') => text(must((await readPage(variant.out, route)).tree, `a.pagination-${rel} .pagination-label`)).replace(/^« | »$/g, '');
      assert.equal(await link('/docs/orphan', 'previous'), 'Start here', "the item's label over the title");
      assert.equal(await link('/docs/orphan', 'next'), 'CLI own label', "the doc's sidebar_label over the item's label");
      assert.equal(await link('/docs/category/overview', 'previous'), 'CLI own label');
      assert.equal(await link('/docs/reference/api', 'next'), 'Install', "a category's doc by its title, not the category's label");
      assert.equal(await link('/docs/category/overview', 'next'), 'API reference', 'on a generated index too');
    } finally {
      await variant.cleanup();
    }
  });

  it("describes a category's card on a generated index by its own description, else by how many items it holds (not by its doc's), as Docusaurus's DocCard", async () => {
    const variant = await sidebarsVariant('Cards', {
      'sidebars.mjs': `export default {\n  main: [\n    { type: 'category', label: 'All', link: { type: 'generated-index', slug: '/category/all' }, items: [\n      { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/install' }, items: ['api/overview', 'api/endpoints'] },\n      { type: 'category', label: 'Reference', description: 'Every command.', link: { type: 'generated-index', description: 'The page about the reference.' }, items: ['reference/cli'] },\n    ] },\n  ],\n};\n`,
      'docs/guide/install.md': '---\ntitle: Install\ndescription: How to install it.\n---\n\nInstall it.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const cards = selectAll((await readPage(variant.out, '/docs/category/all')).tree, 'a.doc-card').map((card) => text(must(card, '.doc-card-description')));
      assert.deepEqual(cards, ['2 items', 'Every command.']);
    } finally {
      await variant.cleanup();
    }
  });

  it('shows the sidebar on an unlisted doc a generated sidebar holds, its own entry in its place only there (as Docusaurus), as on one a sidebars file lists', async () => {
    const variant = await sidebarsVariant('Unlisted', {
      'sidebars.mjs': "export default { main: ['intro', { type: 'autogenerated', dirName: 'guide' }, 'reference/cli'] };\n",
      'docs/guide/secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nHidden from lists.\n',
      'docs/reference/cli.md': '---\ntitle: CLI reference\nunlisted: true\n---\n\nThe CLI.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      for (const route of ['/docs/guide/secret', '/docs/reference/cli']) {
        const labels = sidebarEntries(await readPage(variant.out, route)).map((entry) => entry.label);
        assert.ok(labels.includes('Intro') && labels.includes('Install'), `${route}: ${labels.join(', ')}`);
      }
      // Its own page shows it where the folder's order puts it (by file name, after install.md), current; other pages do not.
      const own = await readPage(variant.out, '/docs/guide/secret');
      const labels = sidebarEntries(own).map((entry) => [entry.depth, entry.label, entry.href ?? null]);
      const at = labels.findIndex(([, label]) => label === 'Secret');
      assert.deepEqual(labels[at], [0, 'Secret', '/docs/guide/secret'], JSON.stringify(labels));
      assert.equal(labels[at - 1]?.[1], 'Install', JSON.stringify(labels));
      assert.equal(attr(must(own.tree, 'nav.menu a[aria-current="page"]'), 'href'), '/docs/guide/secret');
      assert.ok(!sidebarEntries(await readPage(variant.out, '/docs/intro')).some((entry) => entry.label === 'Secret'), 'no entry for the unlisted doc elsewhere');
      // Its breadcrumbs are its trail in the sidebar; it has no previous or next page, and no page links it as one.
      assert.deepEqual(selectAll(must(own.tree, 'nav.breadcrumbs'), 'li').map(crumbName), ['Home page (icon)', 'Secret']);
      assert.equal(selectOne(own.tree, 'a.pagination-next'), undefined);
      // Install is the last listed page: the unlisted reference/cli after it is skipped too, as Docusaurus's pagination does.
      const install = await readPage(variant.out, '/docs/guide/install');
      assert.equal(selectOne(install.tree, 'a.pagination-next'), undefined);
    } finally {
      await variant.cleanup();
    }
  });

  // Docusaurus 3.10's isVisibleSidebarItem: an unlisted doc's item shows only while it is the page open,
  // and a category only while one of its items shows; the sidebars file's items were shown on every page.
  it('shows an unlisted doc a sidebars file names, and a category of nothing but unlisted docs, only on their own pages (as Docusaurus)', async () => {
    const variant = await sidebarsVariant('Unlisted file', {
      'sidebars.mjs': "export default { main: ['intro', 'guide/secret', 'guide/install', { type: 'category', label: 'Hidden', items: ['reference/cli', 'reference/api'] }, 'guide/config', { type: 'autogenerated', dirName: 'more' }] };\n",
      'docs/more/deep/buried.md': '---\ntitle: Buried\nunlisted: true\n---\n\nIn a folder of unlisted docs.\n',
      'docs/more/visible.md': '---\ntitle: Visible\n---\n\nListed.\n',
      'docs/guide/secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nHidden from lists.\n',
      'docs/reference/cli.md': '---\ntitle: CLI reference\nunlisted: true\n---\n\nThe CLI.\n',
      'docs/reference/api.md': '---\ntitle: API reference\nunlisted: true\n---\n\nThe API.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const shown = async (route: string) => sidebarEntries(await readPage(variant.out, route)).map((entry) => [entry.depth, entry.label, entry.href ?? null]);
      assert.deepEqual(await shown('/docs/intro'), [[0, 'Intro', '/docs/intro'], [0, 'Install', '/docs/guide/install'], [0, 'Configuration', '/docs/guide/config'], [0, 'Visible', '/docs/more/visible']]);
      assert.deepEqual(await shown('/docs/guide/secret'), [[0, 'Intro', '/docs/intro'], [0, 'Secret', '/docs/guide/secret'], [0, 'Install', '/docs/guide/install'], [0, 'Configuration', '/docs/guide/config'], [0, 'Visible', '/docs/more/visible']]);
      // The category, in its place, with the page's doc alone (not its unlisted sibling), open.
      assert.deepEqual(await shown('/docs/reference/cli'), [[0, 'Intro', '/docs/intro'], [0, 'Install', '/docs/guide/install'], [0, 'Hidden', null], [1, 'CLI reference', '/docs/reference/cli'], [0, 'Configuration', '/docs/guide/config'], [0, 'Visible', '/docs/more/visible']]);
      const cli = await readPage(variant.out, '/docs/reference/cli');
      assert.equal(attr(must(cli.tree, 'nav.menu a[aria-current="page"]'), 'href'), '/docs/reference/cli');
      assert.deepEqual(selectAll(must(cli.tree, 'nav.breadcrumbs'), 'li').map(crumbName), ['Home page (icon)', 'Hidden', 'CLI reference']);
      // The same for a folder of unlisted docs an autogenerated item reads: its category is shown on their pages only.
      assert.deepEqual((await shown('/docs/more/deep/buried')).slice(3), [[0, 'deep', null], [1, 'Buried', '/docs/more/deep/buried'], [0, 'Visible', '/docs/more/visible']]);
      // Pagination skips them, as Docusaurus's does.
      assert.equal(attr(must((await readPage(variant.out, '/docs/intro')).tree, 'a.pagination-next'), 'href'), '/docs/guide/install');
      assert.equal(attr(must((await readPage(variant.out, '/docs/guide/install')).tree, 'a.pagination-next'), 'href'), '/docs/guide/config');
    } finally {
      await variant.cleanup();
    }
  });

  // Docusaurus 3.10 (isVisibleSidebarItem, DocSidebarItemCategoryEmpty): a category with a page and only unlisted
  // items is a link to its page (everywhere when the page is listed, only there when it is not), and the category
  // holding the item on an item's page; a shorthand category of unlisted docs shows only on their pages. pxdocs showed
  // the shorthand ones everywhere, dropped a generated index of unlisted docs, and showed no entry on the items' pages.
  it('shows a category with a page and only unlisted items as a link to it, and a shorthand one of unlisted docs only on their pages (as Docusaurus)', async () => {
    const unlisted = (title: string) => `---\ntitle: ${title}\nunlisted: true\n---\n\n${title}.\n`;
    const variant = await sidebarsVariant('Unlisted categories', {
      'sidebars.mjs': `export default {
        main: ['intro',
          { type: 'category', label: 'Both', link: { type: 'doc', id: 'both/index' }, items: ['both/x'] },
          { type: 'category', label: 'Items', link: { type: 'doc', id: 'items/index' }, items: ['items/x', 'items/y'] },
          { type: 'category', label: 'Generated', link: { type: 'generated-index' }, items: ['gen/x'] },
          { Short: ['short/x'] },
          'guide/install'],
        other: { 'Object hidden': ['obj/x'], 'Object shown': ['guide/config'] },
      };\n`,
      'docs/both/index.md': unlisted('Both page'),
      'docs/both/x.md': unlisted('Both x'),
      'docs/items/index.md': '---\ntitle: Items page\n---\n\nListed.\n',
      'docs/items/x.md': unlisted('Items x'),
      'docs/items/y.md': unlisted('Items y'),
      'docs/gen/x.md': unlisted('Gen x'),
      'docs/short/x.md': unlisted('Short x'),
      'docs/obj/x.md': unlisted('Obj x'),
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const shown = async (route: string) => sidebarEntries(await readPage(variant.out, route)).map((entry) => [entry.depth, entry.label, entry.href ?? null]);
      const [intro, items, generated, install] = [[0, 'Intro', '/docs/intro'], [0, 'Items', '/docs/items/'], [0, 'Generated', '/docs/category/generated'], [0, 'Install', '/docs/guide/install']];
      assert.deepEqual(await shown('/docs/intro'), [intro, items, generated, install]);
      // An unlisted category page: a link on its own page; on an item's, the category holding it.
      assert.deepEqual(await shown('/docs/both'), [intro, [0, 'Both', '/docs/both/'], items, generated, install]);
      // (Without its link, which Docusaurus leaves unlisted: linkUnlisted.)
      assert.deepEqual(await shown('/docs/both/x'), [intro, [0, 'Both', null], [1, 'Both x', '/docs/both/x'], items, generated, install]);
      // A listed page: the link becomes the category on an item's page, with that item alone.
      assert.deepEqual(await shown('/docs/items/y'), [intro, items, [1, 'Items y', '/docs/items/y'], generated, install]);
      assert.ok(selectOne((await readPage(variant.out, '/docs/items/y')).tree, 'nav.menu li.menu-category a[href="/docs/items/"]'), 'Items is a category there');
      assert.deepEqual(await shown('/docs/gen/x'), [intro, items, [0, 'Generated', '/docs/category/generated'], [1, 'Gen x', '/docs/gen/x'], install]);
      assert.ok((await listRoutes(variant.out)).includes('/docs/category/generated'), 'the generated index is built');
      assert.deepEqual(await shown('/docs/short/x'), [intro, items, generated, [0, 'Short', null], [1, 'Short x', '/docs/short/x'], install]);
      // A sidebar written as an object of categories.
      assert.deepEqual(await shown('/docs/guide/config'), [[0, 'Object shown', null], [1, 'Configuration', '/docs/guide/config']]);
      assert.deepEqual(await shown('/docs/obj/x'), [[0, 'Object hidden', null], [1, 'Obj x', '/docs/obj/x'], [0, 'Object shown', null], [1, 'Configuration', '/docs/guide/config']]);
    } finally {
      await variant.cleanup();
    }
  });

  // Docusaurus 3.10's navigation: a generated index drawn as a link (its items all unlisted) is still a page of the
  // pagination, and a generated index page's own previous/next are its sidebar's neighbours unlisted docs included
  // (getCategoryGeneratedIndexNavigation filters nothing; getDocNavigation filters unlisted docs). pxdocs skipped the
  // link, and gave the index the sidebar's first page as its next.
  it('keeps a generated index of unlisted docs in the pagination, and gives a generated index its unlisted neighbours (as Docusaurus)', async () => {
    const unlisted = (title: string) => `---\ntitle: ${title}\nunlisted: true\n---\n\n${title}.\n`;
    const variant = await sidebarsVariant('Generated index pagination', {
      'sidebars.mjs': `export default {
        main: ['intro', 'gen/before', { type: 'category', label: 'Hidden', link: { type: 'generated-index' }, items: ['gen/x', 'gen/y'] },
          { type: 'category', label: 'Mixed', link: { type: 'generated-index' }, items: ['mix/u', 'mix/l'] }, 'guide/install'],
      };\n`,
      'docs/gen/before.md': unlisted('Before'),
      'docs/gen/x.md': unlisted('Gen x'),
      'docs/gen/y.md': unlisted('Gen y'),
      'docs/mix/u.md': unlisted('Mix u'),
      'docs/mix/l.md': '---\ntitle: Mix l\n---\n\nListed.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const neighbours = async (route: string) => {
        const { tree } = await readPage(variant.out, route);
        return ['a.pagination-previous', 'a.pagination-next'].map((selector) => {
          const link = selectOne(tree, selector);
          return link ? [attr(link, 'href'), text(must(link, '.pagination-label')).replace(/^« | »$/g, '')] : null;
        });
      };
      const hidden = ['/docs/category/hidden', 'Hidden'];
      assert.deepEqual(await neighbours('/docs/intro'), [null, hidden]);
      assert.deepEqual(await neighbours('/docs/category/hidden'), [['/docs/gen/before', 'Before'], ['/docs/gen/x', 'Gen x']]);
      // Its items' pages are unlisted; the next category's page comes after the last of them.
      assert.deepEqual(await neighbours('/docs/category/mixed'), [['/docs/gen/y', 'Gen y'], ['/docs/mix/u', 'Mix u']]);
      assert.deepEqual(await neighbours('/docs/mix/l'), [['/docs/category/mixed', 'Mixed'], ['/docs/guide/install', 'Install']]);
    } finally {
      await variant.cleanup();
    }
  });

  // Docusaurus 3.10's linkUnlisted: a category whose page is an unlisted doc does not link it from other pages (its
  // label opens the category; the breadcrumbs and the pagination skip it); on that page it is drawn with its link,
  // current. pxdocs linked the unlisted page from the sidebar, the breadcrumbs and the next page link of every page.
  it('does not link a category\'s unlisted page from other pages, and draws the category with it on that page (as Docusaurus)', async () => {
    const variant = await sidebarsVariant('Unlisted category page', {
      'sidebars.mjs': "export default { main: ['intro', { type: 'category', label: 'Half', link: { type: 'doc', id: 'half/index' }, items: ['half/x'] }, 'guide/install'] };\n",
      'docs/half/index.md': '---\ntitle: Half page\nunlisted: true\n---\n\nUnlisted.\n',
      'docs/half/x.md': '---\ntitle: Half x\n---\n\nListed.\n',
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const shown = async (route: string) => sidebarEntries(await readPage(variant.out, route)).map((entry) => [entry.depth, entry.label, entry.href ?? null]);
      assert.deepEqual(await shown('/docs/intro'), [[0, 'Intro', '/docs/intro'], [0, 'Half', null], [1, 'Half x', '/docs/half/x'], [0, 'Install', '/docs/guide/install']]);
      const intro = await readPage(variant.out, '/docs/intro');
      for (const href of ['/docs/half', '/docs/half/']) assert.equal(selectOne(intro.tree, `a[href="${href}"]`), undefined, 'no link to the unlisted page');
      assert.equal(attr(must(intro.tree, 'a.pagination-next'), 'href'), '/docs/half/x');
      const x = await readPage(variant.out, '/docs/half/x');
      assert.equal(attr(must(x.tree, 'a.pagination-previous'), 'href'), '/docs/intro');
      assert.deepEqual(selectAll(must(x.tree, 'nav.breadcrumbs'), 'li').map((li) => [crumbName(li), selectOne(li, 'a') ? attr(must(li, 'a'), 'href') : null]), [['Home page (icon)', '/'], ['Half', null], ['Half x', null]]);
      // Its own page: the category with its link, current, in its place.
      assert.deepEqual(await shown('/docs/half'), [[0, 'Intro', '/docs/intro'], [0, 'Half', '/docs/half/'], [1, 'Half x', '/docs/half/x'], [0, 'Install', '/docs/guide/install']]);
      const own = await readPage(variant.out, '/docs/half');
      assert.equal(attr(must(own.tree, 'nav.menu a[aria-current="page"]'), 'href'), '/docs/half/');
      assert.deepEqual(selectAll(must(own.tree, 'nav.breadcrumbs'), 'li').map(crumbName), ['Home page (icon)', 'Half']);
    } finally {
      await variant.cleanup();
    }
  });

  it('generates one sidebar from the folder tree when sidebarPath is not given', async () => {
    const variant = await buildVariant('sidebars-file', {
      'pxdocs.config.mjs': `export default {
        title: 'Auto', url: 'https://auto.example', onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
        docs: {},
        navbar: { items: [{ type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Docs' }] }, footer: { copyright: 'c' },
      };`,
    });
    try {
      assert.equal(variant.code, 0, variant.stderr);
      const labels = sidebarEntries(await readPage(variant.out, '/docs/intro')).map((entry) => [entry.depth, entry.label]);
      // A folder holding only its index page is a link, not an empty category; categories are folder names.
      assert.ok(labels.some(([depth, label]) => depth === 1 && label === 'Advanced topics'), JSON.stringify(labels));
      assert.ok(labels.some(([depth, label]) => depth === 0 && label === 'guide'), JSON.stringify(labels));
      assert.ok(labels.some(([depth, label]) => depth === 0 && label === 'Orphan'), JSON.stringify(labels));
    } finally {
      await variant.cleanup();
    }
  });
});
