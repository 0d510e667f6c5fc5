// A navbar link's `activeBasePath` and `activeBaseRegex`, as Docusaurus's NavbarNavLink reads them:
// the link is marked active where the page's path starts with the one, or matches the other (tested
// on the path as the browser shows it: with the base URL, and the slash under trailingSlash: true),
// instead of on the pages under its own link. expressots/expresso-site-doc marks "CLI" on every
// version's CLI pages (`^/docs/(?:[\w.-]+/)?cli(?:/|$)`); init dropped both keys and pxdocs marked it on
// /docs/cli/overview alone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';
import { attr, readPage, selectAll } from './lib.js';

after(removeTempDirs);

/** The labels of the navbar's links marked active on the page at `route`. */
async function activeLinks(out: string, route: string): Promise<string[]> {
  // trailingSlash: true writes /docs/x to docs/x/index.html.
  const built = await readPage(out, `${route}/index`);
  return selectAll(built.tree, 'div.navbar .navbar-inner a.navbar-link').filter((link) => /\bnavbar__link--active\b/.test(attr(link, 'class') ?? '')).map((link) => attr(link, 'href') ?? '');
}

describe('navbar links with activeBasePath and activeBaseRegex', () => {
  let out = '';
  before(async () => {
    const dir = await makeTempDir('pxdocs-navbar-active-');
    await writeFiles(dir, {
      'config/site.config.ts': fixtureConfig({
        areas: undefined,
        baseUrl: '/project/',
        trailingSlash: true,
        docs: { path: 'docs', routeBasePath: 'docs' },
        navbar: { items: [
          { label: 'Start', to: '/docs/core/first-steps', activeBaseRegex: '^/project/docs/(?:[\\w.-]+/)?(?:core|prologue)/' },
          { label: 'CLI', to: '/docs/cli/overview', activeBaseRegex: '^/project/docs/(?:[\\w.-]+/)?cli(?:/|$)' },
          { label: 'Guides', to: '/docs/guides/one', activeBasePath: 'docs/guides' },
          { label: 'Plain', to: '/docs/plain' },
        ] },
      }),
      'docs/core/first-steps.md': page({ title: 'First steps' }, 'Hello.\n'),
      'docs/prologue/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
      'docs/cli/overview.md': page({ title: 'CLI' }, 'Hello.\n'),
      'docs/cli/new.md': page({ title: 'New' }, 'Hello.\n'),
      'docs/guides/one.md': page({ title: 'One' }, 'Hello.\n'),
      'docs/guides/two.md': page({ title: 'Two' }, 'Hello.\n'),
      'docs/plain.md': page({ title: 'Plain' }, 'Hello.\n'),
    });
    out = join(dir, 'out');
    const result = await buildSite(dir, out);
    assert.equal(result.code, 0, result.stderr);
  });

  it('marks a link on the pages its pattern matches, with the base URL and the slash', async () => {
    assert.deepEqual(await activeLinks(out, '/docs/prologue/intro'), ['/project/docs/core/first-steps/']);
    assert.deepEqual(await activeLinks(out, '/docs/core/first-steps'), ['/project/docs/core/first-steps/']);
    assert.deepEqual(await activeLinks(out, '/docs/cli/new'), ['/project/docs/cli/overview/']);
  });

  it('marks a link on the pages under its activeBasePath, not only under its own link', async () => {
    assert.deepEqual(await activeLinks(out, '/docs/guides/two'), ['/project/docs/guides/one/']);
  });

  it('leaves a link without either as it was: active on its own page', async () => {
    assert.deepEqual(await activeLinks(out, '/docs/plain'), ['/project/docs/plain/']);
  });
});
