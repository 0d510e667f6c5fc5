// An MDX page reads its own front matter as `frontMatter`, and another page's
// with `import { frontMatter } from './other.mdx'`, as Docusaurus's MDX loader
// exports it from every page module. Before, `{frontMatter.title}` failed the
// build ("frontMatter is not defined"). So does `contentTitle`, the text of the
// page's first heading when it is an h1, which failed the page's render
// (Docusaurus's own "Available exports" page writes `{contentTitle}`).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, fixtureConfig, makeTempDir, readPage, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

describe('frontMatter in an MDX page', () => {
  it("renders the page's own front matter and an imported page's, and keeps a page's own frontMatter", async () => {
    const site = await makeTempDir('pxdocs-front-matter-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/index.mdx': [
        '---', 'title: Reading the front matter', 'sidebar_label: Front matter', 'tags: [alpha, beta]', '---', '',
        "import { frontMatter as other } from './other.mdx';", '',
        'Titled {frontMatter.title}, labelled {frontMatter.sidebar_label}, tagged {frontMatter.tags.join(" and ")}.', '',
        'The other page is {other.title}.', '',
      ].join('\n'),
      'content/docs/other.mdx': '---\ntitle: The other page\n---\n\nOther text.\n',
      'content/docs/own.mdx': "---\ntitle: Written title\n---\n\nexport const frontMatter = { title: 'Own value' };\n\nThis says {frontMatter.title}.\n",
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    const page = await readPage(`${site}/out`, '/docs');
    assert.match(page, /Titled Reading the front matter, labelled Front matter, tagged alpha and beta\./);
    assert.match(page, /The other page is The other page\./);
    assert.match(await readPage(`${site}/out`, '/docs/own'), /This says Own value\./);
  });
});

describe('contentTitle in an MDX page', () => {
  it("is the text of the page's first heading when it is an h1, undefined otherwise, and another page's by import", async () => {
    const site = await makeTempDir('pxdocs-content-title-');
    await writeFiles(site, {
      'config/site.config.ts': fixtureConfig(),
      'content/docs/index.mdx': [
        '---', 'title: Front matter title', '---', '',
        "import { contentTitle as otherTitle } from './other.mdx';", '',
        '# The *content* title', '',
        '<p>This page is titled <b>{contentTitle}</b>; the other, {otherTitle}.</p>', '',
        'No h1 here: {String(typeof contentTitle)}.', '',
      ].join('\n'),
      'content/docs/other.mdx': '# Other `code` title\n\nOther text.\n',
      'content/docs/untitled.mdx': '---\ntitle: Only in front matter\n---\n\n## A section first\n\n{contentTitle === undefined ? "none" : contentTitle}\n',
    });
    const built = await buildSite(site);
    assert.equal(built.code, 0, built.stderr);
    const page = await readPage(`${site}/out`, '/docs');
    assert.match(page, /This page is titled <b>The content title<\/b>; the other, Other code title\./);
    assert.match(await readPage(`${site}/out`, '/docs/untitled'), /<\/h2>\s*none</);
  });
});
