// Two sidebar categories labelled alike, each with `link: { type: 'generated-index' }` and no
// slug (Gryt-chat/gryt-docs's "Packages" under Client and under Server; Cloud-Temple/docs's eight
// "Tutoriels"). Docusaurus slugs their labels with one slugger per docs version
// (categoryLabelSlugger), so they get /docs/category/packages and /docs/category/packages-1, the
// first met (a category before its items) the first. pxdocs slugged each alone: both made
// /docs/category/packages, one page was dropped and its sidebar entry led to the other. Two
// categories given the same `link.slug` still make one route, and are named with the way out.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

const category = (label: string, items: unknown[], slug?: string) => ({ type: 'category', label, link: { type: 'generated-index', ...(slug ? { slug } : {}) }, items });

async function site(sidebars: unknown, extra: Record<string, string> = {}) {
  const dir = await makeTempDir('pxdocs-duplicate-index-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js' }, chat: { embeddings: 'off' } }),
    'sidebars.js': `module.exports = ${JSON.stringify(sidebars)};\n`,
    'docs/client/a.md': page({ title: 'Client A' }),
    'docs/client/b.md': page({ title: 'Client B' }),
    'docs/server/a.md': page({ title: 'Server A' }),
    'docs/server/b.md': page({ title: 'Server B' }),
    ...extra,
  });
  const result = await buildSite(dir);
  return { ...result, output: result.stdout + result.stderr, out: join(dir, 'out') };
}

describe('categories labelled alike with generated indexes', () => {
  it('get a page each, numbered in reading order as Docusaurus numbers them, across the sidebars of a version', async () => {
    const built = await site({
      main: [category('Client', ['client/a', category('Packages', ['client/b'])]), category('Server', ['server/a', category('Packages', ['server/b'])])],
      other: [category('Packages', ['other'])],
    }, { 'docs/other.md': page({ title: 'Other' }) });
    assert.equal(built.code, 0, built.output);
    assert.doesNotMatch(built.output, /Duplicate route/);
    const cards = async (route: string) => selectAll((await readPage(built.out, route)).tree, 'a.doc-card').map((card) => attr(card, 'href'));
    assert.deepEqual(await cards('/docs/category/packages'), ['/docs/client/b']);
    assert.deepEqual(await cards('/docs/category/packages-1'), ['/docs/server/b']);
    assert.deepEqual(await cards('/docs/category/packages-2'), ['/docs/other']);
    // Each sidebar entry leads to its own page.
    const entries = selectAll((await readPage(built.out, '/docs/server/b')).tree, 'nav.menu a').filter((link) => text(link) === 'Packages').map((link) => attr(link, 'href'));
    assert.deepEqual(entries, ['/docs/category/packages', '/docs/category/packages-1']);
  });

  it('given one `link.slug` make one route, named by their places with the way to part them', async () => {
    const built = await site({ main: [category('Client', ['client/a', category('Packages', ['client/b'], 'shared')]), category('Server', ['server/a', category('Packages', ['server/b'], 'shared')])] });
    assert.equal(built.code, 0, built.output);
    assert.match(built.output, /Duplicate route \/docs\/shared: sidebars\.js \(the category "Server" › "Packages" of the sidebar main\) and sidebars\.js \(the category "Client" › "Packages" of the sidebar main\) both produce it; sidebars\.js \(the category "Client" › "Packages" of the sidebar main\) is kept\. Give the category a `link\.slug` of its own/);
  });
});
