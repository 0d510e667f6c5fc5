// The blog plugin's `sortPosts`: 'descending' (newest first) is Docusaurus's
// default and pxdocs's order, so `pxdocs init` carries it silently
// (AudiusProject/devblog writes it, and init said it had "no pxdocs
// equivalent", a note nobody could act on); 'ascending' puts the oldest post
// first in the lists, the sidebar and the archive, and turns the newer/older
// links round, as Docusaurus sorts its posts once for all of them. Taken
// through `pxdocs init` on a copy of test/compat/fixtures/docusaurus-blog-only.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, runInit } from '../helpers.js';
import { FIXTURES, must, readPage, selectAll, text } from './lib.js';

after(removeTempDirs);

/** The fixture with `sortPosts` written into its blog options, initialised. */
async function site(sortPosts: string): Promise<{ dir: string; init: { code: number; stdout: string; stderr: string } }> {
  const dir = join(await makeTempDir('pxdocs-blog-sort-'), 'site');
  await cp(join(FIXTURES, 'docusaurus-blog-only'), dir, { recursive: true });
  const configFile = join(dir, 'docusaurus.config.js');
  await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("showReadingTime: true,", `showReadingTime: true,\n          sortPosts: '${sortPosts}',`));
  return { dir, init: await runInit(dir) };
}

describe('blog sortPosts', () => {
  it("carries 'descending' without a note: the order pxdocs has", async () => {
    const { dir, init } = await site('descending');
    assert.equal(init.code, 0, init.stderr);
    assert.doesNotMatch(init.stdout + init.stderr, /sortPosts/);
    assert.doesNotMatch(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /sortPosts/);
  });

  it("puts the oldest post first with 'ascending': lists, sidebar, archive, newer and older links", async () => {
    const { dir, init } = await site('ascending');
    assert.equal(init.code, 0, init.stderr);
    assert.match(await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8'), /"sortPosts": "ascending"/);
    const built = await buildSite(dir);
    assert.equal(built.code, 0, built.stderr);
    const out = join(dir, 'out');
    const home = await readPage(out, '/');
    const titles = selectAll(home.tree, 'h2.blog-post-item-title').map(text);
    assert.deepEqual(titles, ['Hello, world', 'Shipping notes'], 'the first list page: the two oldest (postsPerPage 2)');
    assert.deepEqual(selectAll(home.tree, '.blog-sidebar a').map(text), ['Hello, world', 'Shipping notes', 'A quiet quarter']);
    const archive = await readPage(out, '/archive');
    // The archive turns a year's posts round, as Docusaurus's listPostsByYears (each post put before the year's others).
    assert.deepEqual(selectAll(archive.tree, 'section.blog-archive-year li a').map((link) => text(link).replace(/^.* - /, '')), ['A quiet quarter', 'Shipping notes', 'Hello, world']);
    // The first post in the blog's order links the next one as its "older" neighbour, as Docusaurus's paginator does.
    const [first] = selectAll(home.tree, 'h2.blog-post-item-title a');
    const post = await readPage(out, first.properties.href as string);
    assert.match(text(must(post.tree, '.pagination-nav__link--next .pagination-nav__label')), /^Shipping notes/);
    assert.equal(selectAll(post.tree, '.pagination-nav__link--prev').length, 0);
  });
});
