// Docusaurus 3.8+'s `markdown.hooks`: a Markdown image whose file is missing (beside the page or in the
// static folder) goes by `onBrokenMarkdownImages` (default 'throw', whatever onBrokenLinks says), a
// broken `.md` link by `onBrokenMarkdownLinks` (the top-level one, which Docusaurus deprecates, wins).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs } from './helpers.js';

after(removeTempDirs);

async function site(config: string): Promise<string> {
  const dir = await makeTempDir('pxdocs-markdown-hooks-');
  await mkdir(join(dir, 'docs'));
  await writeFile(join(dir, 'pxdocs.config.mjs'), `export default { title: 'T', url: 'https://t.example', onBrokenLinks: 'warn', ${config} docs: { path: 'docs' }, navbar: { items: [] }, footer: { copyright: '' } };\n`);
  await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n\n![beside](./missing.png)\n\n![root](/img/missing.png)\n\n[gone](./gone.md)\n');
  return dir;
}

describe('markdown.hooks', () => {
  it("fails on a missing Markdown image by default (onBrokenMarkdownImages: 'throw'), even with onBrokenLinks: 'warn'", async () => {
    const built = await buildSite(await site(''));
    assert.equal(built.code, 1, built.stdout + built.stderr);
    assert.match(built.stderr, /Missing image/);
    assert.match(built.stderr, /docs\/intro\.md:3:1/);
  });

  it("only warns of missing Markdown images under onBrokenMarkdownImages: 'warn', and takes onBrokenMarkdownLinks from the hooks", async () => {
    const built = await buildSite(await site("markdown: { hooks: { onBrokenMarkdownImages: 'warn', onBrokenMarkdownLinks: 'ignore' } },"));
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match(built.stderr, /docs\/intro\.md:3:1.*missing\.png/);
    assert.match(built.stderr, /docs\/intro\.md:5:1 → \/img\/missing\.png \(missing image/);
    assert.doesNotMatch(built.stderr, /Broken Markdown links/);
    // The top-level setting wins over the hooks', as Docusaurus's deprecated one does.
    const top = await buildSite(await site("onBrokenMarkdownLinks: 'warn', markdown: { hooks: { onBrokenMarkdownImages: 'ignore', onBrokenMarkdownLinks: 'ignore' } },"));
    assert.equal(top.code, 0, top.stdout + top.stderr);
    assert.match(top.stderr, /Broken Markdown links/);
    assert.doesNotMatch(top.stderr, /missing\.png/);
  });
});
