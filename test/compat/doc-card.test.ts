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
      { href: '/docs/setup', icon: '🗂️', label: 'Features', description: 'Each feature.' },
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
