// Every missing image of a page is reported, each at its place, and every page's:
// the first one a page met was thrown and hid the others until it was fixed.
// (Docusaurus 3.10.2 reports one a page: "Markdown image with URL `./missing-a.png`
// in source file "docs/intro.md" (3:1) couldn't be resolved to an existing local image file.")
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildSite, fixtureConfig, makeFixture, removeTempDirs } from '../helpers.js';

let temp: string;

before(async () => {
  temp = await makeFixture('missing-images', {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' } }),
    'docs/intro.md': '# Intro\n\n![a](./missing-a.png)\n\nText.\n\n![b](./missing-b.png)\n',
    'docs/two.mdx': '# Two\n\n<img src="./missing-c.png" alt="c" />\n',
  });
});

after(removeTempDirs);

describe('missing images', () => {
  it("reports each of a page's missing images and each page's, at their places, and fails with 1", async () => {
    const result = await buildSite(temp, join(temp, 'out'));
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /Missing image {2}docs\/intro\.md:3:1\n {2}The image "\.\/missing-a\.png" was not found/);
    assert.match(result.stderr, /Missing image {2}docs\/intro\.md:7:1\n {2}The image "\.\/missing-b\.png" was not found/);
    assert.match(result.stderr, /Missing image {2}docs\/two\.mdx:3:1\n {2}The image "\.\/missing-c\.png" was not found/);
    assert.equal(result.stderr.match(/Missing image {2}/g)?.length, 3, result.stderr);
  });
});
