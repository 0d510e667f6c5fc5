// The `docusaurus-layout` fixture is a docs folder as a typical Docusaurus 3
// site has it: numeric prefixes, _category_.json/.yml with both link types, a
// generated index, index.md and README.md category pages, a page with tabs and
// JSON imports, slugs. It must build unchanged, with zero warnings.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  attr, codeBlockWith, listRoutes, meta, must, readPage, selectAll, sidebarEntries, text,
  useFixture, warningCount, warningLines,
} from './lib.js';

const site = useFixture('docusaurus-layout');

describe('building a typical Docusaurus docs folder', () => {
  it('exits with code 0', () => {
    assert.equal(site.code, 0, site.stderr);
  });

  it('reports zero warnings', () => {
    assert.equal(warningCount(site.stderr), 0, site.stderr);
    assert.deepEqual(warningLines(site.stderr), []);
    assert.ok(!/Warnings \(/.test(site.stderr), site.stderr);
  });

  it('gives every page the route Docusaurus gives it (prefixes stripped, index/README as folder pages, slugs applied)', async () => {
    const routes = await listRoutes(site.out);
    const expected = [
      '/docs/intro',
      '/docs/getting-started/overview',
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
      '/category/tutorial---basics',
      '/docs/tutorial-basics/create-a-page',
      '/docs/tutorial-basics/create-a-document',
      '/docs/tutorial-basics/markdown-features',
      '/tutorial-extras',
      '/docs/tutorial-extras/manage-docs-versions',
      '/docs/tutorial-extras/translate-your-site',
      '/docs/guides',
      '/docs/guides/deploy',
      '/docs/guides/advanced',
      '/docs/guides/advanced/plugins',
      '/cli',
      '/docs/reference/api-docs',
      '/docs/faq',
    ];
    for (const route of expected) assert.ok(routes.includes(route), `${route} missing; built: ${routes.join(', ')}`);
    assert.ok(!routes.some((route) => /\/\d+-/.test(route)), `a numeric prefix reached a route: ${routes.join(', ')}`);
  });
});

describe('the generated sidebar', () => {
  it('orders and labels entries by position, _category_ files and sidebar_label', async () => {
    const entries = sidebarEntries(await readPage(site.out, '/docs/intro')).map((entry) => [entry.depth, entry.label, entry.href ?? null]);
    assert.deepEqual(entries, [
      [0, 'Tutorial Intro', '/docs/intro'],
      [0, 'Getting Started', '/docs/getting-started/overview'],
      [1, 'Install', '/docs/getting-started/installation'],
      [1, 'Configuration', '/docs/getting-started/configuration'],
      [0, 'Tutorial - Basics', '/category/tutorial---basics'],
      [1, 'Create a Page', '/docs/tutorial-basics/create-a-page'],
      [1, 'Create a Document', '/docs/tutorial-basics/create-a-document'],
      [1, 'Markdown Features', '/docs/tutorial-basics/markdown-features'],
      [0, 'Tutorial - Extras', '/tutorial-extras'],
      [1, 'Manage Docs Versions', '/docs/tutorial-extras/manage-docs-versions'],
      [1, 'Translate your site', '/docs/tutorial-extras/translate-your-site'],
      [0, 'Guides', '/docs/guides'],
      [1, 'Deploy your site', '/docs/guides/deploy'],
      [1, 'Advanced guides', '/docs/guides/advanced'], // an unlabelled category takes its index doc's title (issue 12),
      [2, 'Plugins', '/docs/guides/advanced/plugins'],
      [0, 'Reference', null],
      [1, 'CLI reference', '/cli'],
      [1, 'API reference', '/docs/reference/api-docs'],
      [0, 'FAQ', '/docs/faq'],
    ]);
  });
});

describe('pages of the typical docs folder', () => {
  it('takes the title from the first # heading when front matter has none', async () => {
    const page = await readPage(site.out, '/docs/intro');
    assert.equal(text(must(page.main, 'h1')).replace(/#$/, '').trim(), 'Tutorial Intro');
    assert.equal(selectAll(page.main, 'h1').length, 1, 'the title is not repeated');
    assert.equal(text(must(page.tree, 'title')), 'Tutorial Intro | Docusaurus Layout');
    assert.equal(meta(page, 'description'), 'Get started with the project in less than 5 minutes.');
  });

  it('resolves file links across folders, with anchors, to routes', async () => {
    const page = await readPage(site.out, '/docs/intro');
    const links = new Map(selectAll(page.body, 'a').map((a) => [text(a), attr(a, 'href')]));
    assert.equal(links.get('reading the overview'), '/docs/getting-started/overview');
    assert.equal(links.get('installation'), '/docs/getting-started/installation#requirements');
    assert.equal(links.get('basics tutorial'), '/docs/tutorial-basics/create-a-page');
  });

  it('the generated index lists its category with the description from _category_.json', async () => {
    const page = await readPage(site.out, '/category/tutorial---basics');
    assert.equal(text(must(page.main, 'h1')), 'Tutorial - Basics');
    assert.ok(text(page.main).includes('5 minutes to learn the most important concepts.'));
    assert.deepEqual(selectAll(page.main, 'a.doc-card').map((card) => attr(card, 'href')), [
      '/docs/tutorial-basics/create-a-page',
      '/docs/tutorial-basics/create-a-document',
      '/docs/tutorial-basics/markdown-features',
    ]);
  });

  it('the _category_.yml generated index uses its slug and title', async () => {
    const page = await readPage(site.out, '/tutorial-extras');
    assert.equal(text(must(page.main, 'h1')), 'Extras overview');
    assert.ok(text(page.main).includes('Discover the extra features.'));
    assert.equal(selectAll(page.main, 'a.doc-card').length, 2);
  });

  it('the page with tabs renders values imported from JSON files and a synced, query-string tab group', async () => {
    const page = await readPage(site.out, '/docs/getting-started/installation');
    const body = text(page.body);
    assert.ok(body.includes('This page belongs to the "Getting Started" category and installs version 3.4.0.'), body);
    assert.ok(body.includes('Node.js 18.0 or above'));
    assert.ok(body.includes('One of: npm, yarn, pnpm'));
    const groups = selectAll(page.body, '[data-tabs]');
    assert.equal(groups.length, 2);
    for (const group of groups) {
      assert.equal(attr(group, 'data-group-id'), 'package-manager');
      assert.deepEqual(selectAll(group, '[role=tab]').map(text), ['npm', 'Yarn', 'pnpm']);
      assert.equal(text(must(group, '[role=tab][aria-selected=true]')), 'npm');
    }
    assert.ok(codeBlockWith(page, 'yarn add example-package'));
    assert.equal(text(must(page.main, 'h1')), 'Installation');
    const breadcrumbs = selectAll(page.main, 'nav.breadcrumbs a').map((a) => attr(a, 'href'));
    assert.ok(breadcrumbs.includes('/docs/getting-started/overview'), breadcrumbs.join(', '));
  });

  it('the slug pages are reachable at their slugs and from links to their files', async () => {
    assert.ok(text((await readPage(site.out, '/cli')).body).includes('served at /cli'));
    const api = await readPage(site.out, '/docs/reference/api-docs');
    assert.equal(attr(must(api.body, 'a'), 'href'), '/cli');
  });

  it('renders the Markdown features page: title, code, magic comments, admonitions, inline components and details', async () => {
    const page = await readPage(site.out, '/docs/tutorial-basics/markdown-features');
    assert.equal(codeBlockWith(page, 'HelloDocusaurus').title, 'src/components/HelloDocusaurus.js');
    assert.deepEqual(codeBlockWith(page, 'ancestor(X, Y) :- parent(X, Y).').highlighted, ['ancestor(X, Y) :- parent(X, Y).']);
    assert.equal(text(must(page.body, 'div.admonition-tip .admonition-heading')), 'My tip');
    assert.equal(text(must(page.body, 'div.admonition-danger .admonition-heading')), 'Take care');
    const green = selectAll(page.body, 'span').find((span) => text(span) === 'Docusaurus green');
    assert.ok(green);
    assert.match(attr(green, 'style') ?? '', /background-color:\s*#25c2a0/i);
    assert.equal(text(must(page.body, 'details summary')), 'Toggle me!');
  });

  it('copies images referenced by relative path and serves static/ images', async () => {
    const versions = await readPage(site.out, '/docs/tutorial-extras/manage-docs-versions');
    const src = attr(must(versions.body, 'img'), 'src')!;
    assert.ok(existsSync(join(site.out, src.slice(1))), `${src} not in the output`);
    const intro = await readPage(site.out, '/docs/intro');
    assert.equal(attr(must(intro.body, 'img'), 'src'), '/img/docusaurus.svg');
    assert.ok(existsSync(join(site.out, 'img', 'docusaurus.svg')));
  });

  it('a navbar doc item finds the page by its front matter id', async () => {
    const page = await readPage(site.out, '/docs/intro');
    const navbarLinks = selectAll(page.tree, 'nav a').filter((a) => text(a) === 'FAQ').map((a) => attr(a, 'href'));
    assert.ok(navbarLinks.includes('/docs/faq'), navbarLinks.join(', '));
    // Joined with a comma alone, as Docusaurus 3.10 writes them.
    assert.equal(meta(await readPage(site.out, '/docs/faq'), 'keywords'), 'faq,questions');
  });
});
