// An <a> a page writes itself, in an .mdx page or as HTML in a .md one, whose target
// is no page. Docusaurus 3.10 renders such an anchor as it is (MDX does not hand a
// literal <a> to its Link) and its link check never sees it: a site with
// onBrokenLinks: 'throw' builds (checked with /tmp/docu/hE-repro-jsxa; wails's
// install page links a guide so from inside a <TabItem>). pxdocs failed the build on
// it; it now names the link as a warning. A Markdown link or a <Link> to nowhere,
// which Docusaurus checks, still fails the build.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, page, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

async function build(files: Record<string, string>) {
  const dir = await makeTempDir('pxdocs-page-anchor-links-');
  await writeFiles(dir, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, onBrokenLinks: 'throw', chat: { embeddings: 'off' } }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n'),
    ...files,
  });
  const result = await buildSite(dir);
  return { code: result.code, output: result.stdout + result.stderr };
}

describe('an <a> a page writes, leading nowhere, under onBrokenLinks: throw', () => {
  it('warns with its place and the build goes on, in .mdx and in .md', async () => {
    const { code, output } = await build({
      'docs/setup.mdx': page({ title: 'Setup' }, 'Read the <a href="/docs/old-guide">old guide</a> first.\n\n<div>\n  <a href="/docs/retired">retired</a>\n</div>\n'),
      'docs/notes.md': page({ title: 'Notes' }, 'An HTML anchor to <a href="/docs/moved">a moved page</a>.\n'),
    });
    assert.equal(code, 0, output);
    assert.match(output, /docs\/setup\.mdx:\d+:\d+ → \/docs\/old-guide \(no page at \/docs\/old-guide\)/);
    assert.match(output, /docs\/setup\.mdx:\d+:\d+ → \/docs\/retired \(no page at \/docs\/retired\)/);
    assert.match(output, /docs\/notes\.md:\d+:\d+ → \/docs\/moved \(no page at \/docs\/moved\)/);
  });

  it('a Markdown link or a <Link> to nowhere in the same page still fails the build', async () => {
    for (const body of ['See [the guide](/docs/no-guide).\n', "import Link from '@docusaurus/Link';\n\nSee <Link to=\"/docs/no-guide\">the guide</Link>.\n"]) {
      const { code, output } = await build({ 'docs/setup.mdx': page({ title: 'Setup' }, `<a href="/docs/old-guide">old</a>\n\n${body}`) });
      assert.equal(code, 1, output);
      assert.match(output, /Broken link[\s\S]*→ \/docs\/no-guide \(no page at \/docs\/no-guide\)/);
    }
  });
});
