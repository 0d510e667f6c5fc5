// `@theme/DocCard`, written in a page: raidprotect/docs's readme draws its own cards
// (`<DocCard item={{ type: 'link', href: '/setup', docId: 'setup', label: 'Installation guidée' }} />`,
// a category given by its `href` only). pxdocs had DocCardList and no DocCard: the build failed
// with "Unknown import" in every version of the readme.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

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
    const cards = [...html.matchAll(/<a class="doc-card" href="([^"]*)"><span class="doc-card-title"><span aria-hidden="true">(\S+) <\/span>([^<]*)<\/span>(?:<span class="doc-card-description">([^<]*)<\/span>)?<\/a>/g)]
      .map(([, href, icon, label, description]) => ({ href, icon, label, description }));
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
    const descriptions = [...html.matchAll(/<span class="doc-card-description">([^<]*)<\/span>/g)].map((match) => match[1]);
    assert.deepEqual(descriptions, ['Install and start the bot.', 'Its own words.']);
    await writeFiles(dir, { 'docs/intro.mdx': files['docs/intro.mdx'].replace("docId: 'setup', label: 'Setup'", "docId: 'gone', label: 'Setup'") });
    const failed = await buildSite(dir);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /no version doc found by id=gone/);
  });
});

describe('<DocCardList /> with no items, as Docusaurus draws it', () => {
  it("lists the page's category, the page's own card too, and no category without a link; at a sidebar's top level the level's other pages", async () => {
    const dir = await makeTempDir('pxdocs-doc-card-list-');
    const list = "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n";
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
      // OnionIoT/documentation's shape: an overview page in its category, drawing the category's cards.
      'sidebars.js': "module.exports = { docs: ['start', 'about', { type: 'category', label: 'Guide', items: ['guide/overview', 'guide/install', { type: 'category', label: 'Empty', items: [] }, 'guide/use'] }] };\n",
      'docs/start.mdx': page({ title: 'Start' }, list),
      'docs/about.md': page({ title: 'About' }, 'About it.\n'),
      'docs/guide/overview.mdx': page({ title: 'Overview' }, list),
      'docs/guide/install.md': page({ title: 'Install' }, 'Install it.\n'),
      'docs/guide/use.md': page({ title: 'Use' }, 'Use it.\n'),
      'docs/orphan.md': page({ title: 'Orphan' }, 'In no sidebar.\n'),
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const cards = async (file: string) => [...(await readFile(join(dir, 'out', 'docs', file), 'utf8')).matchAll(/<a class="doc-card" href="([^"]*)">/g)].map(([, href]) => href);
    // Docusaurus: useCurrentSidebarCategory()'s items, filtered by filterDocCardListItems (a category needs a link).
    assert.deepEqual(await cards('guide/overview.html'), ['/docs/guide/overview', '/docs/guide/install', '/docs/guide/use']);
    // Docusaurus throws at a sidebar's top level; pxdocs draws the level's other entries.
    assert.deepEqual(await cards('start.html'), ['/docs/about', '/docs/guide/overview']);
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
