// Links that name a doc in another letter case (`api/Offscreen` for the doc whose
// id is `offscreen`, `/docs/main/frameworks/Hapi` for `hapi`), as real Docusaurus
// sites have them: Docusaurus's router matches routes whatever their case, so its
// broken-link check passes and the page opens. pxdocs writes such links with the
// route's own spelling (a static host has no router), in the page, in the blog's
// list, and in the Markdown twin.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import type { CliResult } from '../helpers.js';

let dir: string;
let build: CliResult;

before(async () => {
  dir = await makeTempDir('pxdocs-route-case-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({
      title: 'Case',
      url: 'https://case.example',
      baseUrl: '/case/',
      onBrokenLinks: 'throw',
      areas: undefined,
      docs: { path: 'docs', routeBasePath: 'docs' },
      blog: { path: 'blog', showReadingTime: false, onUntruncatedBlogPosts: 'ignore' },
      chat: { embeddings: 'off' },
    }),
    'docs/api/Offscreen.md': page({ id: 'offscreen', title: 'Offscreen' }, '## Props\n\nText.\n'),
    'docs/start.md': page({ title: 'Start' }, 'See [Offscreen](api/Offscreen), [its props](/docs/api/Offscreen#props) and [the file](./api/Offscreen.md).\n'),
    'blog/2024-01-02-news.md': page({ title: 'News' }, 'Read [the API](/docs/API/offscreen).\n'),
  });
  build = await buildSite(dir, 'out');
});
after(removeTempDirs);

describe('links to a doc in another letter case', () => {
  it('build as Docusaurus builds them: no broken link', () => {
    assert.equal(build.code, 0, build.stdout + build.stderr);
    assert.doesNotMatch(build.stdout + build.stderr, /no page at/);
  });

  it('are written with the route\'s spelling, its hash kept, in the page and its twin', async () => {
    const html = await readFile(join(dir, 'out', 'docs', 'start.html'), 'utf8');
    assert.match(html, /href="\/case\/docs\/api\/offscreen"/);
    assert.match(html, /href="\/case\/docs\/api\/offscreen#props"/);
    assert.doesNotMatch(html, /docs\/api\/Offscreen/);
    const twin = await readFile(join(dir, 'out', 'docs', 'start.md'), 'utf8');
    assert.match(twin, /https:\/\/case\.example\/case\/docs\/api\/offscreen\.md#props|https:\/\/case\.example\/case\/docs\/api\/offscreen#props/);
    assert.doesNotMatch(twin, /api\/Offscreen/);
  });

  it('in a blog post and the blog\'s list', async () => {
    for (const file of [join('blog', '2024', '01', '02', 'news.html'), 'blog.html']) {
      const html = await readFile(join(dir, 'out', file), 'utf8');
      assert.match(html, /href="\/case\/docs\/api\/offscreen"/, file);
      assert.doesNotMatch(html, /docs\/API\/offscreen/, file);
    }
  });
});

describe('the route lookup (compiler/route-case.ts)', () => {
  it('names no route for a spelling two routes share in lower case, and keeps query, hash and slash', async () => {
    const { routeCases, routeInCase } = await import('../../compiler/route-case.js');
    const cases = routeCases(['/docs/pair/Alpha', '/docs/pair/alpha', '/docs/api/offscreen']);
    assert.equal(routeInCase('/docs/pair/ALPHA', cases), undefined);
    assert.equal(routeInCase('/docs/pair/alpha', cases), undefined);
    assert.equal(routeInCase('/docs/API/Offscreen/?tab=1#props', cases), '/docs/api/offscreen/?tab=1#props');
    assert.equal(routeInCase('/docs/api/offscreen', cases), undefined);
    assert.equal(routeInCase('//cdn.example/docs/api/Offscreen', cases), undefined);
  });
});
