// `@theme/DocCard`, written in a page: raidprotect/docs's readme draws its own cards
// (`<DocCard item={{ type: 'link', href: '/setup', docId: 'setup', label: 'Installation guidée' }} />`,
// a category given by its `href` only). pxdocs had DocCardList and no DocCard: the build failed
// with "Unknown import" in every version of the readme.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { readRecordsFile } from '../../compiler/search/records-file.js';
import { attr, must, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

describe('@theme/DocCard in a page', () => {
  it('draws one card per item: a page of the site, a link out of it, a category by its href; nothing for a category with nowhere to go', async () => {
    const dir = await makeTempDir('pxdocs-doc-card-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.mdx': page({ title: 'Intro' }, [
        "import DocCard from '@theme/DocCard';",
        '',
        "<DocCard item={{ type: 'link', href: '/docs/setup', docId: 'setup', label: 'Guided setup' }} />",
        "<DocCard item={{ type: 'link', href: 'https://example.com/invite', label: 'Invite the bot' }} />",
        "<DocCard item={{ type: 'category', href: '/docs/setup', label: 'Features', description: 'Each feature.' }} />",
        "<DocCard item={{ type: 'category', label: 'Nowhere' }} />",
        "<DocCard item={{ type: 'category', href: '/docs/setup', label: '🚀 Launch', items: [{ type: 'link', href: '/docs/setup', label: 'A' }, { type: 'link', href: '/docs/setup', label: 'B' }] }} />",
        '',
      ].join('\n')),
      'docs/setup.md': page({ title: 'Setup', description: 'Install and start the bot.' }, 'Run it.\n'),
    });
    const result = await buildSite(dir);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 0, output);
    assert.doesNotMatch(output, /Unknown import/);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    // Docusaurus's DocCard markup: a.card > h2 (icon, title) and a p of description, with its stable class names.
    const cards = [...html.matchAll(/<a class="doc-card card padding--lg theme-doc-card-container" href="([^"]*)"><h2 class="doc-card-heading theme-doc-card-heading" title="([^"]*)"><span class="doc-card-icon theme-doc-card-icon" aria-hidden="true">(\S+)<\/span><span class="doc-card-title text--truncate theme-doc-card-title">\2<\/span><\/h2>(?:<p class="doc-card-description text--truncate theme-doc-card-description" title="([^"]*)">\4<\/p>)?<\/a>/g)]
      .map(([, href, label, icon, description]) => ({ href, icon, label, description }));
    assert.deepEqual(cards, [
      // Its docId names the doc whose description it shows, as Docusaurus's DocCard reads it (useDocById).
      { href: '/docs/setup', icon: '📄️', label: 'Guided setup', description: 'Install and start the bot.' },
      // A link out of the site is drawn as Docusaurus draws it: 🔗, not a page's icon.
      { href: 'https://example.com/invite', icon: '🔗', label: 'Invite the bot', description: undefined },
      { href: '/docs/setup', icon: '🗃️', label: 'Features', description: 'Each feature.' },
      // A label's leading emoji is its icon (Docusaurus 3.10); a category without a description says how many items it holds.
      { href: '/docs/setup', icon: '🚀', label: 'Launch', description: '2 items' },
    ]);
  });

  it("describes a DocCardList item by its docId unless it has a description of its own, and names an unknown docId", async () => {
    const dir = await makeTempDir('pxdocs-doc-card-list-');
    const files = {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/intro.mdx': page({ title: 'Intro' }, [
        "import DocCardList from '@theme/DocCardList';",
        '',
        "<DocCardList items={[{ type: 'link', href: '/docs/setup', docId: 'setup', label: 'Setup' }, { type: 'link', href: '/docs/setup', docId: 'setup', label: 'Own', description: 'Its own words.' }]} />",
        '',
      ].join('\n')),
      'docs/setup.md': page({ title: 'Setup', description: 'Install and start the bot.' }, 'Run it.\n'),
    };
    await writeFiles(dir, files);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8');
    const descriptions = [...html.matchAll(/<p class="doc-card-description text--truncate theme-doc-card-description" title="[^"]*">([^<]*)<\/p>/g)].map((match) => match[1]);
    assert.deepEqual(descriptions, ['Install and start the bot.', 'Its own words.']);
    await writeFiles(dir, { 'docs/intro.mdx': files['docs/intro.mdx'].replace("docId: 'setup', label: 'Setup'", "docId: 'gone', label: 'Setup'") });
    const failed = await buildSite(dir);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /no version doc found by id=gone/);
  });
});

describe('<DocCardList /> with no items, as Docusaurus draws it', () => {
  it("lists the page's category, the page's own card too, and no category without a link; on a category's page its items; at a sidebar's top level the level's pages", async () => {
    const dir = await makeTempDir('pxdocs-doc-card-list-');
    const list = "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n";
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      // OnionIoT/documentation's shape: an overview page in its category, drawing the category's cards.
      'sidebars.js': "module.exports = { docs: ['start', 'about', { type: 'category', label: 'Guide', items: ['guide/overview', 'guide/install', { type: 'category', label: 'Empty', items: [] }, 'guide/use'] }, { type: 'category', label: 'Ref', link: { type: 'doc', id: 'ref/index' }, items: ['ref/one'] }] };\n",
      'docs/ref/index.mdx': page({ title: 'Ref' }, list),
      'docs/ref/one.md': page({ title: 'One' }, 'One.\n'),
      'docs/start.mdx': page({ title: 'Start' }, list),
      'docs/about.md': page({ title: 'About' }, 'About it.\n'),
      'docs/guide/overview.mdx': page({ title: 'Overview' }, list),
      'docs/guide/install.md': page({ title: 'Install' }, 'Install it.\n'),
      'docs/guide/use.md': page({ title: 'Use' }, 'Use it.\n'),
      'docs/orphan.md': page({ title: 'Orphan' }, 'In no sidebar.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const cards = async (file: string) => [...(await readFile(join(dir, 'out', 'docs', file), 'utf8')).matchAll(/<a class="doc-card card padding--lg theme-doc-card-container" href="([^"]*)">/g)].map(([, href]) => href);
    // Docusaurus: useCurrentSidebarCategory()'s items, filtered by filterDocCardListItems (a category needs a link).
    assert.deepEqual(await cards('guide/overview.html'), ['/docs/guide/overview', '/docs/guide/install', '/docs/guide/use']);
    // The category's page: its category's items, which do not hold the page that is its link.
    assert.deepEqual(await cards('ref/index.html'), ['/docs/ref/one']);
    // At a sidebar's top level Docusaurus 3.10 (useCurrentSidebarSiblings) draws the sidebar's items, the page's own
    // card first here; before, pxdocs left it out (useCurrentSidebarCategory threw there in Docusaurus before 3.10).
    assert.deepEqual(await cards('start.html'), ['/docs/start', '/docs/about', '/docs/guide/overview', '/docs/ref/']);
  });

  it("describes a category with no items, drawn as its doc's link, by its doc when the category has no description", async () => {
    // Docusaurus's DocCard: the item's description, else its doc's. A category with no items becomes a link to
    // its doc (sidebars.ts emptyCategory), which carried only the category's description; the theme reads an entry
    // of the sidebar part a page read as its doc's, so the card lost the doc's description.
    const dir = await makeTempDir('pxdocs-doc-card-empty-category-');
    const list = "import DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\nexport function Cards() { return <DocCardList items={useCurrentSidebarCategory().items} />; }\n\n<Cards />\n";
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      'sidebars.js': "module.exports = { docs: [{ type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide' }, items: [{ type: 'category', label: 'Tutorials', link: { type: 'doc', id: 'tutorials' }, items: [] }, { type: 'category', label: 'Recipes', description: 'Short ones.', link: { type: 'doc', id: 'recipes' }, items: [] }] }] };\n",
      'docs/guide.mdx': page({ title: 'Guide' }, list),
      'docs/tutorials.md': page({ title: 'Tutorials', description: 'Step by step.' }, 'Learn.\n'),
      'docs/recipes.md': page({ title: 'Recipes', description: 'From the doc.' }, 'Cook.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const html = await readFile(join(dir, 'out', 'docs', 'guide.html'), 'utf8');
    const cards = [...html.matchAll(/<a class="doc-card card[^"]*" href="([^"]*)">[\s\S]*?(?:<p class="doc-card-description[^"]*" title="([^"]*)">|<\/a>)/g)].map(([, href, description]) => ({ href, description }));
    assert.deepEqual(cards, [{ href: '/docs/tutorials', description: 'Step by step.' }, { href: '/docs/recipes', description: 'Short ones.' }]);
  });

  // Docusaurus 3.10.2's useCurrentSidebarSiblings throws on a page in no sidebar, which fails its build
  // ("Unexpected: cant find current sidebar in context"); pxdocs drew an empty list.
  it('fails the build on a page in no sidebar, naming the page and what to do', async () => {
    const dir = await makeTempDir('pxdocs-doc-card-list-orphan-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': page({ title: 'Intro' }, 'Listed.\n'),
      'docs/orphan.mdx': page({ title: 'Orphan' }, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"),
    });
    const failed = await buildSite(dir);
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    assert.match(failed.stderr, /orphan\.mdx/);
    assert.match(failed.stderr, /\/docs\/orphan is in no sidebar .*displayed_sidebar.*<DocCardList items=/);
  });

  it('draws no breadcrumbs on a doc no sidebar lists, as Docusaurus (no sidebar, no trail)', async () => {
    const dir = await makeTempDir('pxdocs-orphan-crumbs-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': page({ title: 'Intro' }, 'Listed.\n'),
      'docs/orphan.md': page({ title: 'Orphan' }, 'In no sidebar.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<nav class="breadcrumbs/);
    const orphan = await readFile(join(dir, 'out', 'docs', 'orphan.html'), 'utf8');
    assert.doesNotMatch(orphan, /<nav class="breadcrumbs/);
    assert.match(orphan, /In no sidebar\./);
  });
});

// Docusaurus 3.10 draws each card as `article.col.col--6 > a.card.theme-doc-card-container >
// h2.theme-doc-card-heading (icon, title) + p.theme-doc-card-description`, in a `section.row`: the page's
// outline has an h2 per card, and a site's CSS aimed at those names applies. pxdocs drew
// `ul > li > a.doc-card > span.doc-card-title`, which no such rule matched.
describe("A card's markup, as Docusaurus's DocCard draws it", () => {
  it('gives a generated index and <DocCardList /> a heading per card with the stable class names, still a list to search and agents', async () => {
    const dir = await makeTempDir('pxdocs-doc-card-markup-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
      'docs/guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }\n',
      'docs/guide/one.md': page({ title: 'One', description: 'The first step.' }, 'One.\n'),
      'docs/guide/two.md': page({ title: 'Two' }, 'Two.\n'),
      'docs/guide/cards.mdx': page({ title: 'Cards' }, "import DocCardList from '@theme/DocCardList';\n\n## Before\n\n<DocCardList />\n"),
    });
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const index = await readPage(join(dir, 'out'), '/docs/category/guide');
    const items = selectAll(index.tree, 'section.row');
    assert.equal(items.length, 1);
    const cards = selectAll(items[0], 'article.col.col--6 > a.card.padding--lg.theme-doc-card-container');
    assert.deepEqual(cards.map((card) => attr(card, 'href')), ['/docs/guide/cards', '/docs/guide/one', '/docs/guide/two']);
    const one = cards[1];
    const heading = must(one, 'h2.theme-doc-card-heading');
    assert.equal(attr(heading, 'title'), 'One');
    assert.equal(text(must(heading, 'span.theme-doc-card-icon')), '📄️');
    assert.equal(text(must(heading, 'span.text--truncate.theme-doc-card-title')), 'One');
    const description = must(one, 'p.text--truncate.theme-doc-card-description');
    assert.equal(text(description), 'The first step.');
    assert.equal(attr(description, 'title'), 'The first step.');
    // <DocCardList /> in a doc: the same cards, and Infima's names on them do not link Infima's stylesheet.
    const inDoc = await readFile(join(dir, 'out', 'docs', 'guide', 'cards.html'), 'utf8');
    assert.equal((inDoc.match(/<h2 class="doc-card-heading theme-doc-card-heading"/g) ?? []).length, 3);
    assert.doesNotMatch(inDoc, /<link rel="stylesheet" href="\/assets\/pages-/);
    // The headings are the cards' text, not sections of the page; the Markdown twin keeps a list of links.
    const records = readRecordsFile<{ url: string; type: string; hierarchy: Record<string, string | null> }>(join(dir, 'out', 'search-records.json'));
    const levels = records.filter((record) => record.url.startsWith('/docs/guide/cards')).map((record) => record.hierarchy.lvl2).filter(Boolean);
    assert.deepEqual([...new Set(levels)], ['Before']);
    const twin = await readFile(join(dir, 'out', 'docs', 'guide', 'cards.md'), 'utf8');
    assert.match(twin, /^- \[One\]\([^)]*\/docs\/guide\/one\): The first step\.$/m);
    assert.match(twin, /^- \[Two\]\([^)]*\/docs\/guide\/two\)/m);
  });
});
