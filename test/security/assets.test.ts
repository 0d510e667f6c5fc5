// Images come from inside the site: a path that climbs out of it (or a link
// that points out of it) is a broken-image error naming file:line:column, and
// nothing from outside is copied into out/assets/images/.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const SECRET = 'pxdocs-image-secret-2718';

async function siteWith(body: string, extra: Record<string, string> = {}): Promise<{ root: string; site: string }> {
  const root = await makeTempDir('pxdocs-assets-');
  const site = join(root, 'site');
  await writeFiles(root, { 'secret.png': SECRET });
  await writeFiles(site, { 'config/site.config.ts': fixtureConfig(), 'content/docs/index.md': page({ title: 'Home' }), 'content/docs/pic.md': page({ title: 'Pic' }, body), ...extra });
  return { root, site };
}

async function copiedImages(site: string): Promise<string[]> {
  const dir = join(site, 'out', 'assets', 'images');
  return existsSync(dir) ? readdir(dir) : [];
}

describe('images outside the site', () => {
  it('refuses ../ paths that leave the site, naming file:line:column', async () => {
    const { site } = await siteWith('Intro.\n\nSee ![x](../../../secret.png) here.\n');
    const result = await buildSite(site);
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(output, /Broken image/);
    assert.match(output, /content\/docs\/pic\.md:7:5/);
    assert.equal(existsSync(join(site, 'out')), false);
  });

  it('refuses a deep ../ path to a system file', async () => {
    const { site } = await siteWith('![x](../../../../../../../../../../etc/passwd)\n');
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /Broken image[\s\S]*content\/docs\/pic\.md:5:1/);
  });

  it('refuses an <img> in MDX and a site file outside content/ and static/', async () => {
    const { site } = await siteWith('Text.\n', { 'content/docs/pic.mdx': page({ title: 'Pic2', slug: '/pic2' }, '<img src="../../config/site.config.ts" />\n') });
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /Broken image[\s\S]*content\/docs\/pic\.mdx:6:1/);
  });

  it('refuses an image that is a link to a file outside the site', async () => {
    const { root, site } = await siteWith('![x](./linked.png)\n');
    await symlink(join(root, 'secret.png'), join(site, 'content', 'docs', 'linked.png'));
    const result = await buildSite(site);
    assert.equal(result.code, 1);
    assert.match(result.stdout + result.stderr, /Broken image/);
  });

  it('still copies images from the content folder and from static/', async () => {
    const { site } = await siteWith('![a](./a.png)\n\n![b](../../static/img/b.png)\n', { 'content/docs/a.png': 'A', 'static/img/b.png': 'B' });
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const images = await copiedImages(site);
    assert.equal(images.length, 2, images.join(', '));
  });
});

describe('a missing image in the static folder', () => {
  // By default a broken link fails the build (onBrokenLinks: 'throw'), as Docusaurus fails on a
  // Markdown image it cannot find; an <img> written as JSX Docusaurus never checks, so it only warns.
  it('fails the build when a Markdown image names it, and only warns when a JSX <img> does', async () => {
    const markdown = await siteWith('Intro.\n\n![logo](/img/no-logo.png)\n');
    const failed = await buildSite(markdown.site);
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    assert.match(failed.stdout + failed.stderr, /content\/docs\/pic\.md:7:1 → \/img\/no-logo\.png \(missing image: no file \/img\/no-logo\.png in the static folder\)/);

    const jsx = await siteWith('Text.\n', { 'content/docs/pic.mdx': page({ title: 'Pic2', slug: '/pic2' }, '<img src="/img/no-logo.png" alt="logo" />\n') });
    const built = await buildSite(jsx.site);
    const output = built.stdout + built.stderr;
    assert.equal(built.code, 0, output);
    assert.match(output, /content\/docs\/pic\.mdx:6:1 → \/img\/no-logo\.png \(missing image: no file \/img\/no-logo\.png in the static folder\)/);
    assert.match(output, /Warnings \(1\)/);
  });
});
