// A site's Layout wrapper (src/theme/Layout importing `@theme-original/Layout`) as Docusaurus 3.10
// renders it (compiler/site-layout-wrapper.ts, render.ts): once per page, with the page's content
// inside it. Before, pxdocs rendered it around each region of the page apart (the body, the frame,
// a wrapped footer: two or three times a page), and a page's own MDX components, rendered outside
// it with their own copy of its context's module, read the context's default instead of the value
// the wrapper provides (Docusaurus's server-rendered HTML shows the value). A React page's own
// `<Layout>` is the wrapper, as Docusaurus resolves `@theme/Layout` to it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Once', url: 'https://once.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [{ type: 'custom-shade', position: 'right' }] }, footer: { copyright: 'Copyright Once' }, chat: { embeddings: 'off' },
};\n`;

/** The site, its Layout wrapper noting each of its renders, by page, in `log`. */
function site(log: string): Record<string, string> {
  return {
    'pxdocs.config.mjs': CONFIG,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain Markdown.\n',
    'docs/usage.mdx': "---\ntitle: Usage\n---\n\nimport { ShowShade } from '@site/src/components/shade';\n\nIn the doc: <ShowShade />\n",
    'blog/2024-01-01-post.mdx': "---\ntitle: Post\n---\n\nimport { ShowShade } from '@site/src/components/shade';\n\nIn the post: <ShowShade />\n\n<!-- truncate -->\n\nMore.\n",
    'src/pages/notes.mdx': "import { ShowShade } from '@site/src/components/shade';\n\n# Notes\n\nIn the Markdown page: <ShowShade />\n",
    'src/pages/hello.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport { ShowShade } from '@site/src/components/shade';\nexport default function Hello() { return <Layout title=\"Hello page\" description=\"Said hello\"><main><p className=\"hello\">In the React page: <ShowShade /></p></main></Layout>; }\n",
    // A React page that draws no Layout: Docusaurus draws it alone, without the Layout (its wrapper included).
    'src/pages/bare.js': "import React from 'react';\nimport { ShowShade } from '@site/src/components/shade';\nexport default function Bare() { return <main><p className=\"bare\">Bare: <ShowShade /></p></main>; }\n",
    'src/components/shade.js': `import React from 'react';
export const Shade = React.createContext('no-shade');
export function ShowShade() { return <span className="shade">{React.useContext(Shade)}</span>; }
`,
    'src/theme/Layout/index.js': `import React from 'react';
import { appendFileSync } from 'node:fs';
import Layout from '@theme-original/Layout';
import { useLocation } from '@docusaurus/router';
import { Shade } from '@site/src/components/shade';
export default function LayoutWrapper(props) {
  appendFileSync(${JSON.stringify(log)}, useLocation().pathname + '\\n');
  return <Shade.Provider value="dark-shade"><div className="site-banner">Banner {props.title || 'untitled'}</div><Layout {...props} /></Shade.Provider>;
}
`,
    // A navbar item of the site's own type: two more regions (the bar's and the mobile menu's).
    'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport React from 'react';\nimport { ShowShade } from '@site/src/components/shade';\nfunction ShadeItem({ mobile }) { return <span className={mobile ? 'mobile-shade' : 'bar-shade'}><ShowShade /></span>; }\nexport default { ...ComponentTypes, 'custom-shade': ShadeItem };\n",
    // A wrapped footer is one more region the wrapper is around.
    'src/theme/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/Footer';\nimport { ShowShade } from '@site/src/components/shade';\nexport default function FooterWrapper(props) { return <><p className=\"footer-shade\"><ShowShade /></p><Footer {...props} /></>; }\n",
  };
}

describe('a site\'s Layout wrapper, as Docusaurus renders it', async () => {
  const dir = await makeTempDir('pxdocs-layout-once-');
  const log = join(dir, 'renders.log');
  await writeFiles(dir, site(log));
  const built = buildSite(dir);
  const html = async (path: string) => {
    assert.equal((await built).code, 0, (await built).stderr);
    return readFile(join(dir, 'out', path), 'utf8');
  };

  for (const [kind, path, text] of [['an MDX doc', 'docs/usage.html', 'In the doc'], ['a blog post', 'blog/2024/01/01/post.html', 'In the post'], ['a Markdown page', 'notes.html', 'In the Markdown page'], ['a React page (inside its <Layout>)', 'hello.html', 'In the React page']] as const) {
    it(`${kind}'s own components read what the wrapper provides`, async () => {
      const page = await html(path);
      assert.match(page, new RegExp(`${text}: <span class="shade">dark-shade</span>`));
      assert.doesNotMatch(page, /no-shade/);
      assert.equal(page.split('class="site-banner"').length, 2, 'one banner');
      assert.match(page, /<p class="footer-shade"><span class="shade">dark-shade<\/span><\/p><footer/);
      assert.match(page, /<span class="bar-shade"><span class="shade">dark-shade<\/span><\/span>/);
      assert.match(page, /<span class="mobile-shade"><span class="shade">dark-shade<\/span><\/span>/);
    });
  }

  it('a React page\'s <Layout> is the wrapper, given the page\'s props, in its place around the layout', async () => {
    const page = await html('hello.html');
    assert.match(page, /<body[^>]*><div class="site-banner">Banner Hello page<\/div><a class="skip-link"/);
    assert.match(page, /<main id="main"|<div id="main"/);
    assert.match(page, /<main><p class="hello">In the React page: <span class="shade">dark-shade<\/span><\/p><\/main>/);
    assert.match(page, /<title>Hello page \| Once<\/title>/);
    assert.match(page, /<meta name="description" content="Said hello"\/>/);
  });

  it('a React page that draws no <Layout> is drawn alone, without the wrapper, as in Docusaurus', async () => {
    const page = await html('bare.html');
    assert.match(page, /<body[^>]*><main><p class="bare">Bare: <span class="shade">no-shade<\/span><\/p><\/main><\/body>/);
    assert.doesNotMatch(page, /site-banner|skip-link/);
  });

  it('the blog\'s list shows the post\'s excerpt as it rendered inside the wrapper', async () => {
    assert.match(await html('blog.html'), /In the post: <span class="shade">dark-shade<\/span>/);
  });

  it('renders once per page, as Docusaurus\'s server rendering does', async () => {
    await html('docs/intro.html');
    const renders = (await readFile(log, 'utf8')).trim().split('\n');
    const counts = new Map<string, number>();
    for (const path of renders) counts.set(path, (counts.get(path) ?? 0) + 1);
    for (const path of ['/docs/intro', '/docs/usage', '/blog/2024/01/01/post', '/notes', '/hello', '/blog']) assert.equal(counts.get(path), 1, `${path}: ${counts.get(path)} renders`);
    assert.equal(counts.get('/bare'), undefined, 'a page without Layout draws no Layout wrapper');
    assert.deepEqual([...counts].filter(([, count]) => count !== 1), [], 'every page once');
  });
});
