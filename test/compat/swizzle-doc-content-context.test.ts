// A site's wrapper of a part a doc's content renders inside in Docusaurus 3.10 (DocItem/Layout around
// DocItem/Content around MDXContent) that provides a context: a component the doc's .mdx imports reads the
// value in the server-rendered HTML (`<Shade.Provider value="doc-shade"><DocItemLayout {...props} /></Shade.Provider>`
// gives "doc-shade"). pxdocs rendered the doc's content on its own before the layout, and gave the wrapper its
// HTML, so the component read the context's default. The content is now rendered where the body goes, in the
// wrapper's render, and the page's bundle takes the wrapper's copy of the context's module (render.ts, site-wrappers.ts).
// The same for a blog post's content (inside BlogPostItem and MDXContent) and a Markdown page's (inside MDXContent).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Shaded', url: 'https://shaded.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [] }, footer: { copyright: 'Copyright Shaded' }, chat: { embeddings: 'off' },
};\n`;

const SHADE = `import React from 'react';
export const Shade = React.createContext('no-shade');
export function ShowShade() { return <span className="shade">{React.useContext(Shade)}</span>; }
`;

/** A wrapper of `part` providing `value` around pxdocs's own part (noting each render in `log`, when given). */
function wrapper(part: string, value: string, log?: string): string {
  return `import React from 'react';
${log ? "import { appendFileSync } from 'node:fs';\n" : ''}import Original from '@theme-original/${part}';
import { Shade } from '@site/src/components/shade';
export default function Wrapper(props) {
  ${log ? `appendFileSync(${JSON.stringify(log)}, 'render\\n');` : ''}
  return <Shade.Provider value="${value}"><Original {...props} /></Shade.Provider>;
}
`;
}

/** A site of two docs (one importing the component, with an Infima button; one plain Markdown) and `files`. */
async function built(files: Record<string, string>) {
  const dir = await makeTempDir('pxdocs-doc-content-context-');
  await writeFiles(dir, {
    'pxdocs.config.mjs': CONFIG,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain Markdown.\n',
    'docs/usage.mdx': "---\ntitle: Usage\n---\n\nimport { ShowShade } from '@site/src/components/shade';\n\nIn the doc: <ShowShade />\n\n<a className=\"button button--primary\" href=\"/docs/intro\">Start</a>\n",
    'src/components/shade.js': SHADE,
    'blog/2024-01-01-post.mdx': "---\ntitle: Post\n---\n\nimport { ShowShade } from '@site/src/components/shade';\n\nIn the post: <ShowShade />\n\n<!-- truncate -->\n\nMore.\n",
    ...files,
  });
  const result = await buildSite(dir, join(dir, 'out'));
  assert.equal(result.code, 0, result.stderr);
  return { dir, html: (path: string) => readFile(join(dir, 'out', path), 'utf8') };
}

describe("a context a site's wrapper of a doc's part provides reaches the doc's MDX components", () => {
  it('DocItem/Layout: in the body, once per page, the Markdown doc and the Infima check as before', async () => {
    const dir = await makeTempDir('pxdocs-doc-content-log-');
    const log = join(dir, 'renders.log');
    const { html } = await built({ 'src/theme/DocItem/Layout/index.js': wrapper('DocItem/Layout', 'doc-shade', log) });
    const usage = await html('docs/usage.html');
    assert.match(usage, /<div class="doc-item-wrapped">[\s\S]*<div class="markdown theme-doc-markdown"><p>In the doc: <span class="shade">doc-shade<\/span><\/p>/);
    assert.doesNotMatch(usage, /no-shade|pxdocs-content/);
    assert.match(usage, /<a class="button button--primary" href="\/docs\/intro">Start<\/a>/);
    // The body's Infima classes still give the page Infima's stylesheet (read from the content's HTML).
    const sheets = (page: string) => page.split('rel="stylesheet"').length;
    assert.ok(sheets(usage) > sheets(await html('docs/intro.html')), 'the Infima button brings the pages stylesheet');
    assert.match(await html('docs/intro.html'), /<div class="markdown theme-doc-markdown"><p>Plain Markdown\.<\/p>/);
    assert.equal((await readFile(log, 'utf8')).trim().split('\n').length, 2, 'the wrapper renders once per doc');
  });

  it('DocItem/Content, with a Layout wrapper around it: the nearer provider', async () => {
    const { html } = await built({
      'src/theme/DocItem/Content/index.js': wrapper('DocItem/Content', 'content-shade'),
      'src/theme/Layout/index.js': wrapper('Layout', 'layout-shade'),
      'src/pages/notes.mdx': "import { ShowShade } from '@site/src/components/shade';\n\n# Notes\n\nIn the page: <ShowShade />\n",
    });
    assert.match(await html('docs/usage.html'), /In the doc: <span class="shade">content-shade<\/span>/);
    assert.match(await html('notes.html'), /In the page: <span class="shade">layout-shade<\/span>/);
  });

  it("MDXContent: a doc's, a blog post's (its page, the list's excerpt) and a Markdown page's content", async () => {
    const { html } = await built({
      'src/theme/MDXContent/index.js': wrapper('MDXContent', 'mdx-shade'),
      'src/pages/notes.mdx': "import { ShowShade } from '@site/src/components/shade';\n\n# Notes\n\nIn the page: <ShowShade />\n",
    });
    assert.match(await html('docs/usage.html'), /<div class="markdown theme-doc-markdown"><p>In the doc: <span class="shade">mdx-shade<\/span><\/p>/);
    const post = await html('blog/2024/01/01/post.html');
    assert.match(post, /<div class="markdown"><p>In the post: <span class="shade">mdx-shade<\/span><\/p>\s*<p>More\.<\/p><\/div>/);
    assert.match(post, /<h1 class="blog-post-title">Post<\/h1>/);
    const list = await html('blog.html');
    assert.match(list, /In the post: <span class="shade">mdx-shade<\/span>/);
    assert.doesNotMatch(list, /More\./, 'the list shows the excerpt alone');
    assert.match(await html('notes.html'), /<div class="markdown">\s*<h1[^>]*>Notes[\s\S]*In the page: <span class="shade">mdx-shade<\/span>/);
  });

  it("BlogPostItem: the post's content", async () => {
    const { html } = await built({ 'src/theme/BlogPostItem/index.js': wrapper('BlogPostItem', 'post-shade') });
    assert.match(await html('blog/2024/01/01/post.html'), /In the post: <span class="shade">post-shade<\/span>/);
    assert.match(await html('blog.html'), /In the post: <span class="shade">post-shade<\/span>/);
  });

  it("a throw in the doc's component, from a module the wrapper shares, is the doc's error, not the wrapper's", async () => {
    const dir = await makeTempDir('pxdocs-doc-content-throw-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/boom.mdx': "---\ntitle: Boom\n---\n\nimport { Boom } from '@site/src/components/shade';\n\nText.\n\n<Boom />\n",
      'src/components/shade.js': `${SHADE}export function Boom() { throw new Error('boom in the doc'); }\n`,
      'src/theme/DocItem/Layout/index.js': wrapper('DocItem/Layout', 'doc-shade'),
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /Page failed to render\s+docs\/boom\.mdx:9:1/);
    assert.match(result.stderr, /boom in the doc \(in <Boom>/);
    assert.doesNotMatch(result.stderr, /Swizzled wrapper failed/);
  });

  it("a site's own copy of DocItem/Content", async () => {
    const { html } = await built({
      'src/theme/DocItem/Content/index.js': "import React from 'react';\nimport { Shade } from '@site/src/components/shade';\nexport default function DocItemContent({ children }) { return <div className=\"theme-doc-markdown markdown own-content\"><Shade.Provider value=\"copy-shade\">{children}</Shade.Provider></div>; }\n",
    });
    assert.match(await html('docs/usage.html'), /<div class="theme-doc-markdown markdown own-content"><p>In the doc: <span class="shade">copy-shade<\/span><\/p>/);
    assert.match(await html('docs/intro.html'), /<div class="theme-doc-markdown markdown own-content"><p>Plain Markdown\.<\/p>/);
  });
});
