// A site's swizzle wrappers render inside its swizzled Root, as in Docusaurus,
// where Root wraps the whole app: a context Root provides is the one a
// DocItem/Footer, Footer or BlogPostItem wrapper reads. Before, the wrappers
// were drawn outside Root (and bundled with their own copy of the context's
// module), and read the context's default. Root's own markup stays once per
// page: it is the frame around the body (compiler/render.ts `inRoot`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles, type CliResult } from '../helpers.js';
import { startDev } from '../../server/dev-server.js';
import { Reporter } from '../../compiler/reporter.js';
import { Collector } from '../dev/dev-helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Rooted', url: 'https://rooted.example', tagline: 'Root and wrappers',
  docs: { path: 'docs', routeBasePath: 'docs' },
  blog: { path: 'blog', showReadingTime: false },
  navbar: { items: [] }, footer: { copyright: 'Copyright Rooted' }, chat: { embeddings: 'off' },
};\n`;

/** A component reading the audience Root provides ('nobody' outside it). */
const reads = () => `import { useContext } from 'react';\nimport { Audience } from '@site/src/context/Audience';\nconst who = () => useContext(Audience);\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain Markdown, no module.\n',
  'docs/usage.mdx': "---\ntitle: Usage\n---\n\nimport Who from '@site/src/components/Who';\n\nFor <Who />.\n",
  'blog/2024-01-01-first.md': '---\ntitle: First post\n---\n\nThe first.\n',
  'src/context/Audience.js': "import { createContext } from 'react';\nexport const Audience = createContext('nobody');\n",
  'src/components/Who.js': "import React, { useContext } from 'react';\nimport { Audience } from '../context/Audience';\nexport default function Who() { return <strong className=\"who\">{useContext(Audience)}</strong>; }\n",
  'src/theme/Root.js': `import React from 'react';
import { Audience } from '@site/src/context/Audience';
export default function Root({ children }) {
  return <Audience.Provider value="operators"><div className="root-wrapper">{children}</div></Audience.Provider>;
}
`,
  'src/theme/DocItem/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
${reads()}
export default function FooterWrapper(props) {
  return <><Footer {...props} /><p className="doc-footer-audience">{who()}</p></>;
}
`,
  'src/theme/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/Footer';
${reads()}
export default function FooterWrapper(props) {
  return <><p className="site-footer-audience">{who()}</p><Footer {...props} /></>;
}
`,
  'src/theme/BlogPostItem/index.js': `import React from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
${reads()}
export default function Wrapper(props) {
  return <><BlogPostItem {...props} /><p className="post-audience">{who()}</p></>;
}
`,
};

describe('swizzle wrappers inside the site\'s Root', () => {
  let dir = '';
  let result: CliResult;
  const html = (path: string) => readFile(join(dir, 'out', path), 'utf8');
  const texts = (page: string, className: string) => [...page.matchAll(new RegExp(`<p class="${className}">([^<]*)</p>`, 'g'))].map((match) => match[1]);
  before(async () => {
    dir = await makeTempDir('pxdocs-wrapper-root-');
    await writeFiles(dir, SITE);
    result = await buildSite(dir);
  });

  it('builds', () => {
    assert.equal(result.code, 0, result.stderr);
  });

  it('gives a doc footer wrapper and the site footer wrapper Root\'s context, on a plain page and a page with a module', async () => {
    for (const path of ['docs/intro.html', 'docs/usage.html']) {
      const page = await html(path);
      assert.deepEqual(texts(page, 'doc-footer-audience'), ['operators'], path);
      assert.deepEqual(texts(page, 'site-footer-audience'), ['operators'], path);
      // Root's markup once: the frame around the body, not again around each part.
      assert.equal(page.split('class="root-wrapper"').length - 1, 1, path);
    }
    assert.match(await html('docs/usage.html'), /<strong class="who">operators<\/strong>/);
  });

  it('gives them Root\'s context on the pages rendered from data (the blog\'s list, the home page)', async () => {
    const list = await html('blog.html').catch(() => html('blog/index.html'));
    assert.deepEqual(texts(list, 'post-audience'), ['operators']);
    assert.deepEqual(texts(list, 'site-footer-audience'), ['operators']);
    assert.equal(list.split('class="root-wrapper"').length - 1, 1);
    const post = await html('blog/2024/01/01/first.html').catch(() => html('blog/2024/01/01/first/index.html'));
    assert.deepEqual(texts(post, 'post-audience'), ['operators']);
    assert.deepEqual(texts(await html('index.html'), 'site-footer-audience'), ['operators']);
  });

  it('does the same in pxdocs dev', async () => {
    const dev = await startDev({ cwd: dir, port: 0, host: '127.0.0.1', reporter: new Reporter({ stream: new Collector() }) });
    try {
      await dev.settled();
      const get = async (path: string) => (await fetch(dev.url + path)).text();
      for (const path of ['/docs/intro', '/docs/usage', '/blog']) {
        const page = await get(path);
        assert.deepEqual(texts(page, 'site-footer-audience'), ['operators'], path);
        assert.equal(page.split('class="root-wrapper"').length - 1, 1, path);
      }
      assert.deepEqual(texts(await get('/docs/intro'), 'doc-footer-audience'), ['operators']);
      assert.deepEqual(texts(await get('/blog'), 'post-audience'), ['operators']);
    } finally {
      await dev.close();
    }
  });
});
