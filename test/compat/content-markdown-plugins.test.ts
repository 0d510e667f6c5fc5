// Docusaurus gives each content plugin its own MDX loader: `presets[0].docs.remarkPlugins`
// run on the docs only, `blog.remarkPlugins` on the posts only, `pages.remarkPlugins` on the
// pages folder's Markdown only, and a partial outside every content folder (src/partials)
// gets none of them (the fallback loader). Checked on a Docusaurus 3.10 build of this site:
// the doc ends in MARK-docs, the post in MARK-blog, the page in MARK-pages, the partial adds
// nothing. pxdocs carried the docs' lists to `markdown.remarkPlugins`, run on every page, and
// dropped the blog's and the pages'.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, readPage, removeTempDirs, runInit, writeFiles } from '../helpers.js';

after(removeTempDirs);

const SITE = {
  'docusaurus.config.js': `const mark = require("./src/remark/mark");
module.exports = {
  title: "Marks", url: "https://marks.example", baseUrl: "/",
  presets: [["classic", {
    docs: { sidebarPath: false, remarkPlugins: [[mark, { word: "docs" }]] },
    blog: { remarkPlugins: [[mark, { word: "blog" }]], onUntruncatedBlogPosts: "ignore" },
    pages: { rehypePlugins: [[require("./src/rehype/mark"), { word: "pages" }]] },
  }]],
};
`,
  'src/remark/mark.js': `module.exports = function mark(options) {
  return (tree) => { tree.children.push({ type: "paragraph", children: [{ type: "text", value: "MARK-" + options.word }] }); };
};
`,
  'src/rehype/mark.js': `module.exports = function mark(options) {
  return (tree) => { tree.children.push({ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "MARK-" + options.word }] }); };
};
`,
  'docs/intro.mdx': '# Intro\n\nDoc text.\n\nimport Part from "@site/src/partials/_part.md";\n\n<Part />\n',
  'blog/2024-01-01-post.md': '---\ntitle: Post\nauthors: []\n---\n\nPost text.\n',
  'src/pages/about.md': '# Page\n\nPage text.\n',
  'src/partials/_part.md': 'Partial text.\n',
};

const marks = (html: string) => html.match(/MARK-[a-z]+/g) ?? [];

describe("each content plugin's own Markdown plugins", () => {
  it("are carried to the docs', the blog's and the pages' options, and each runs on its own pages only", async () => {
    const dir = await makeTempDir('pxdocs-content-plugins-');
    await writeFiles(dir, SITE);
    const init = await runInit(dir);
    const output = init.stdout + init.stderr;
    assert.equal(init.code, 0, output);
    assert.doesNotMatch(output, /remarkPlugins|rehypePlugins|every page/, 'nothing is said of the lists carried');
    const written = await readFile(join(dir, 'pxdocs.config.mjs'), 'utf8');
    assert.doesNotMatch(written, /"markdown": \{[^}]*Plugins/, 'no list becomes the site-wide one');

    const build = await buildSite(dir, 'out');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const out = join(dir, 'out');
    const doc = await readPage(out, '/docs/intro');
    assert.match(doc, /Partial text/);
    assert.deepEqual(marks(doc), ['MARK-docs'], "the doc has the docs' plugin, once: the partial in src/ runs none");
    assert.deepEqual(marks(await readPage(out, '/blog/2024/01/01/post')), ['MARK-blog'], "the post has the blog's plugin alone");
    assert.deepEqual(marks(await readPage(out, '/blog')), ['MARK-blog'], "the blog's list shows the post as it renders");
    assert.deepEqual(marks(await readPage(out, '/about')), ['MARK-pages'], "the Markdown page has the pages' rehype plugin alone");
  });
});
