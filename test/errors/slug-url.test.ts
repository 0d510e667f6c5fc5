// `slug: https://example.com/x` in front matter: Docusaurus 3.10.2 builds the doc at
// /docs/https://example.com/x (its file docs/https:/example.com/x/index.html), a route
// no link reaches as written; pxdocs made /docs/https:/example.com/x. The writer
// meant a link to another site: the build fails naming the file and the slug's line.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeFixture, removeTempDirs } from '../helpers.js';

/** A site of `files` with docs (or `areas` given) under the smallest config. */
function site(name: string, config: Record<string, unknown>, files: Record<string, string>): Promise<string> {
  return makeFixture(`slug-url-${name}`, { 'config/site.config.ts': fixtureConfig({ areas: undefined, ...config }), ...files });
}
const DOCS = { docs: { path: 'docs', routeBasePath: 'docs' } };

after(removeTempDirs);

describe('a front matter slug that is a URL', () => {
  it("fails a doc's build naming the file and the slug's line", async () => {
    const dir = await site('docs', DOCS, {
      'docs/intro.md': '# Intro\n',
      'docs/ext.md': '---\ntitle: Ext\nslug: https://example.com/x\n---\n# Ext\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Unsafe page route {2}docs\/ext\.md:3:1\n {2}The front matter slug "https:\/\/example\.com\/x" cannot be used: it is a URL \(https:\/\/…\)/);
    assert.match(result.stderr, /hint: Write the page's path on this site/);
  });

  it("fails a blog post's build the same way", async () => {
    const dir = await site('blog', { docs: false, blog: { path: 'blog' } }, {
      'blog/2024-01-01-post.md': '---\nslug: http://example.com/post\n---\n# Post\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Unsafe page route {2}blog\/2024-01-01-post\.md:2:1\n {2}The front matter slug "http:\/\/example\.com\/post" cannot be used: it is a URL \(http:\/\/…\)/);
  });

  it('leaves a slug that only holds a colon a path', async () => {
    const dir = await site('colon', DOCS, {
      'docs/intro.md': '---\nslug: /ratio:1\n---\n# Intro\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
  });
});
