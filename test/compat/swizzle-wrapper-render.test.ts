// A Docusaurus site's swizzle wrappers (src/theme/DocItem/Footer importing
// `@theme-original/DocItem/Footer` and rendering it with something of its own)
// are rendered where pxdocs draws the part (compiler/site-wrappers.ts): before,
// pxdocs drew its own part alone and warned that what the wrapper adds "is not
// shown". The wrapper reads the page through Docusaurus's hooks, and an
// interactive addition it imports is an island, live in the browser.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { serveSite } from './browse.js';
import { buildSite, makeTempDir, removeTempDirs, waitFor, writeFiles } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Wrapped', url: 'https://wrapped.example', tagline: 'Wrappers',
  docs: { path: 'docs', routeBasePath: 'docs', editUrl: 'https://git.example/site/edit/main/' },
  blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [] }, footer: { copyright: 'Copyright Wrapped' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain Markdown, no module.\n',
  'docs/usage.mdx': "---\ntitle: Usage\n---\n\nimport Note from '@site/src/components/Note';\n\n<Note />\n",
  'docs/guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }\n',
  'docs/guide/step.md': '---\ntitle: Step\n---\n\nA step.\n',
  'src/components/Note.js': "import React from 'react';\nexport default function Note() { return <em className=\"note\">a note</em>; }\n",
  'blog/2024-01-01-first.md': '---\ntitle: First post\n---\n\nThe first.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second post\n---\n\nThe second.\n',
  'src/theme/DocItem/Footer/index.tsx': `import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Contributors from './Contributors';
import styles from './styles.module.css';

export default function FooterWrapper(props) {
  const { metadata } = useDoc();
  return (
    <>
      <Footer {...props} />
      <div className={styles.meta} data-title={metadata.title} data-permalink={metadata.permalink} data-edit={metadata.editUrl} />
      <Contributors file={metadata.editUrl} />
    </>
  );
}
`,
  'src/theme/DocItem/Footer/styles.module.css': '.meta { border-top: 1px solid; }\n',
  'src/theme/DocItem/Footer/Contributors.tsx': `import React, { useEffect, useState } from 'react';

export default function Contributors({ file }: { file: string }) {
  const [shown, setShown] = useState(0);
  // Marks the island hydrated: a click before that is the static button's.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <button className="contributors" data-file={file} data-ready={ready ? 'yes' : undefined} onClick={() => setShown(shown + 1)}>Contributors: {shown}</button>;
}
`,
  'src/theme/DocItem/Content/index.js': `import React from 'react';
import Content from '@theme-original/DocItem/Content';
import { useDoc } from '@docusaurus/theme-common/internal';
export default function Wrapper(props) {
  return <><div className="above-content">Above {useDoc().metadata.title}</div><Content {...props} /></>;
}
`,
  'src/theme/DocPaginator/index.js': `import React from 'react';
import DocPaginator from '@theme-original/DocPaginator';
export default function Wrapper(props) {
  return <div className="paginator-wrap"><DocPaginator {...props} /><p className="after-paginator">next: {props.next ? props.next.title : 'none'}</p></div>;
}
`,
  'src/theme/BlogPostPaginator/index.js': `import React from 'react';
import BlogPostPaginator from '@theme-original/BlogPostPaginator';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function Wrapper(props) {
  const { metadata } = useBlogPost();
  return <><BlogPostPaginator {...props} /><section className="comments" data-post={metadata.permalink}>Comments on {metadata.title}</section></>;
}
`,
  'src/theme/BlogPostItem/index.js': `import React from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function Wrapper(props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  return <><BlogPostItem {...props} /><aside className="item-extra" data-post={metadata.permalink} data-page={String(isBlogPostPage)}>About {metadata.title}</aside></>;
}
`,
  'src/theme/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/Footer';
export default function FooterWrapper(props) {
  return <><div className="before-footer">Above the footer</div><Footer {...props} /></>;
}
`,
  // An ejected copy replaces the part: pxdocs still draws its own, and says so.
  'src/theme/DocBreadcrumbs/index.js': "import React from 'react';\nexport default function DocBreadcrumbs() { return <nav>crumbs</nav>; }\n",
};

/** The HTML between `from` and `to` (both must be there, in that order). */
function between(html: string, from: RegExp, to: RegExp): string {
  const start = html.search(from);
  assert.ok(start >= 0, `${from} in the page`);
  const end = html.slice(start).search(to);
  assert.ok(end >= 0, `${to} after ${from}`);
  return html.slice(start, start + end);
}

// SITE built once for the file (its hooks at the file's level): the rendering suite reads and serves its
// output, the warnings suite reads what its build said.
const served = serveSite('pxdocs-wrap-', SITE);

describe('swizzle wrappers: rendered around pxdocs\'s parts', () => {
  const html = (path: string) => readFile(join(served.dir, 'out', path), 'utf8');

  for (const [name, path, title, permalink, source] of [['plain Markdown', 'docs/intro.html', 'Intro', '/docs/intro', 'docs/intro.md'], ['MDX', 'docs/usage.html', 'Usage', '/docs/usage', 'docs/usage.mdx']] as const) {
    it(`a ${name} page has the doc footer's wrapper, after pxdocs's footer, reading useDoc()`, async () => {
      const page = await html(path);
      if (name === 'MDX') assert.match(page, /<em class="note">a note<\/em>/);
      // The content's wrapper: above pxdocs's title and body, which are the part.
      assert.match(page, new RegExp(`<div class="above-content">Above ${title}</div><h1 class="doc-title">${title}</h1><div class="markdown theme-doc-markdown">`));
      // pxdocs's own footer (the edit link), then the wrapper's additions, then the paginator.
      const footer = between(page, /<p class="edit-page">/, /<nav class="pagination/);
      assert.match(footer, new RegExp(`href="https://git\\.example/site/edit/main/${source.replace('.', '\\.')}"`));
      assert.match(footer, new RegExp(`<div class="[^"]+" data-title="${title}" data-permalink="${permalink}" data-edit="https://git\\.example/site/edit/main/${source.replace('.', '\\.')}"></div>`));
      assert.match(footer, /<px-island data-island="[0-9a-f]{10}" data-export="default" data-props="\{&quot;file&quot;:&quot;https:\/\/git\.example[^"]*\}" style="display:contents"><button class="contributors"[^>]*>Contributors: <!-- -->0<\/button><\/px-island>/);
      // The paginator's wrapper, around pxdocs's paginator, given Docusaurus's props.
      assert.match(page, /<div class="paginator-wrap"><nav class="pagination[^"]*"[^>]*>[\s\S]*?<\/nav><p class="after-paginator">next: [^<]+<\/p><\/div>/);
      // The site footer's wrapper, before pxdocs's footer.
      assert.match(page, /<div class="before-footer">Above the footer<\/div><footer/);
      assert.match(page, /<link rel="stylesheet" href="\/assets\/site-wrappers-[0-9a-f]{10}\.css"\/>/);
      assert.match(page, /<script type="module" src="\/assets\/site-islands-[^"]+\.js"><\/script>/, 'the islands script, for the wrapper\'s island');
    });
  }

  it('a category\'s generated index has the paginator\'s wrapper, not the doc footer\'s (Docusaurus draws no DocItem there)', async () => {
    const index = await html('docs/category/guide.html');
    assert.match(index, /<div class="paginator-wrap"><nav class="pagination/);
    assert.doesNotMatch(index, /contributors|data-permalink=|above-content/);
  });

  it('a blog post has the item\'s and the paginator\'s wrappers, reading useBlogPost(); the blog\'s list has the item\'s for each entry, and the footer\'s', async () => {
    const post = await html('blog/2024/01/01/first.html');
    assert.match(post, /<nav class="pagination[^"]*"[^>]*>[\s\S]*?<\/nav><section class="comments" data-post="\/blog\/2024\/01\/01\/first">Comments on First post<\/section>/);
    // The post item's wrapper: after the post's article on its page, after each entry of a list, each reading its own post.
    assert.match(post, /<div class="markdown"><p>The first\.<\/p><\/div>[\s\S]*?<\/article><aside class="item-extra" data-post="\/blog\/2024\/01\/01\/first" data-page="true">About First post<\/aside>/);
    const list = await html('blog.html');
    assert.match(list, /<article class="blog-post-item">[\s\S]*?Second post[\s\S]*?<\/article><aside class="item-extra" data-post="\/blog\/2024\/02\/01\/second" data-page="false">About Second post<\/aside><article class="blog-post-item">[\s\S]*?<\/article><aside class="item-extra" data-post="\/blog\/2024\/01\/01\/first" data-page="false">About First post<\/aside>/);
    assert.match(list, /<div class="before-footer">Above the footer<\/div><footer/);
    assert.match(await html('404.html'), /<div class="before-footer">Above the footer<\/div><footer/);
  });

  it('the wrapper\'s interactive addition works in Chromium', async () => {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${served.server.url}/docs/intro`);
      await page.waitForSelector('button.contributors[data-ready="yes"]');
      await page.click('button.contributors');
      await page.waitForFunction(() => document.querySelector('button.contributors')?.textContent === 'Contributors: 1');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

describe('swizzle wrappers: warnings and errors', () => {
  it('no "not shown" warning for a rendered wrapper; an ejected copy still "replaces"', async () => {
    const result = served.built;
    assert.equal(result.code, 0, result.stderr);
    const output = result.stdout + result.stderr;
    assert.doesNotMatch(output, /is not shown/);
    assert.match(output, /src\/theme\/DocBreadcrumbs replaces Docusaurus's DocBreadcrumbs/);
  });

  it('a wrapper whose own code has a handler or state is rendered, and a warning says it is not live in the browser', async () => {
    const dir = await makeTempDir('pxdocs-wrap-live-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/DocPaginator/index.js': "import React, { useState } from 'react';\nimport DocPaginator from '@theme-original/DocPaginator';\nexport default function Wrapper(props) {\n  const [open, setOpen] = useState(false);\n  return <><DocPaginator {...props} /><button className=\"toggle\" onClick={() => setOpen(!open)}>toggle</button></>;\n}\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const output = result.stdout + result.stderr;
    assert.match(output, /src\/theme\/DocPaginator \(the site's wrapper of DocPaginator\) uses useState: .*Move the interactive part into a component of its own/);
    assert.doesNotMatch(output, /is not shown/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<button class="toggle">toggle<\/button>/);
  });

  it('a name Docusaurus has and pxdocs lacks, imported by a wrapper, is a warning; the wrapper still renders', async () => {
    const dir = await makeTempDir('pxdocs-wrap-lacking-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/DocItem/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nimport { useDoc, useSidebarBreadcrumbs } from '@docusaurus/theme-common/internal';\nexport default function Wrapper() {\n  return <><Footer /><p className=\"lacking\">{useDoc().metadata.title}</p></>;\n}\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout + result.stderr, /src\/theme\/DocItem\/Footer\/index\.js:3:\d+ imports "useSidebarBreadcrumbs" from "@docusaurus\/theme-common\/internal"/);
    assert.match(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /<p class="lacking">Intro<\/p>/);
  });

  it('an edit to a file a wrapper imports rebuilds the pages from the cache with it, on page threads too', async () => {
    const dir = await makeTempDir('pxdocs-wrap-cache-');
    const cacheDir = await makeTempDir('pxdocs-wrap-cache-dir-');
    const extra = (text: string) => `import React from 'react';\nexport default function Extra() { return <p className="extra">${text}</p>; }\n`;
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'docs/other.md': '---\ntitle: Other\n---\n\nMore.\n',
      'src/theme/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/Footer';\nimport Extra from './Extra';\nexport default function Wrapper() { return <><Extra /><Footer /></>; }\n",
      'src/theme/Footer/Extra.js': extra('first'),
    });
    for (const text of ['first', 'second']) {
      if (text === 'second') await writeFile(join(dir, 'src/theme/Footer/Extra.js'), extra(text));
      const result = await buildSite(dir, undefined, { cacheDir, workers: 2 });
      assert.equal(result.code, 0, result.stderr);
      for (const path of ['docs/intro.html', 'docs/other.html', '404.html']) assert.match(await readFile(join(dir, 'out', path), 'utf8'), new RegExp(`<p class="extra">${text}</p><footer`), `${path} after "${text}"`);
    }
  });

  it('a wrapper that throws while rendering is named with its file and line', async () => {
    const dir = await makeTempDir('pxdocs-wrap-throw-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/DocItem/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nexport default function Wrapper() {\n  const value = undefined;\n  return <><Footer />{value.missing}</>;\n}\n",
    });
    const result = await buildSite(dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stdout + result.stderr, /src\/theme\/DocItem\/Footer\/index\.js:5/);
  });

  it('a component a wrapper renders that throws is named with its file and line, not as the page failing', async () => {
    const dir = await makeTempDir('pxdocs-wrap-child-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/Footer';\nimport Child from './Child';\nexport default function Wrapper() { return <><Footer /><Child /></>; }\n",
      'src/theme/Footer/Child.js': "import React from 'react';\nexport default function Child() {\n  const value = null;\n  return <p>{value.missing}</p>;\n}\n",
    });
    const result = await buildSite(dir);
    assert.notEqual(result.code, 0);
    const output = result.stdout + result.stderr;
    assert.match(output, /src\/theme\/Footer\/Child\.js:4/);
    assert.match(output, /wrapper of Footer/);
  });
});

describe('swizzle wrappers: pxdocs dev', () => {
  it('renders the wrapper, and renders it again when it or a file it imports is edited', async () => {
    const dir = await makeTempDir('pxdocs-wrap-dev-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/DocItem/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nimport Extra from './Extra';\nexport default function Wrapper() { return <><Footer /><Extra /></>; }\n",
      'src/theme/DocItem/Footer/Extra.js': "import React from 'react';\nexport default function Extra() { return <p className=\"extra\">first</p>; }\n",
    });
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Writable({ write: (_chunk, _encoding, done) => done() }) }) });
    const get = async (path: string) => (await fetch(dev.url + path)).text();
    try {
      await dev.settled();
      assert.match(await get('/docs/intro'), /<p class="extra">first<\/p>/);
      await writeFile(join(dir, 'src/theme/DocItem/Footer/Extra.js'), "import React from 'react';\nexport default function Extra() { return <p className=\"extra\">second</p>; }\n");
      await waitFor(async () => /<p class="extra">second<\/p>/.test(await get('/docs/intro')), { what: 'the edited addition' });
      await writeFile(join(dir, 'src/theme/DocItem/Footer/index.js'), "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nexport default function Wrapper() { return <><Footer /><p className=\"own\">wrapper edited</p></>; }\n");
      await waitFor(async () => /<p class="own">wrapper edited<\/p>/.test(await get('/docs/intro')), { what: 'the edited wrapper' });
    } finally {
      await dev.close();
    }
  });
});
