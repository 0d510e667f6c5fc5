// A Docusaurus site's wrappers of Layout (src/theme/Layout importing `@theme-original/Layout`:
// a banner above every page, a provider around it) and of DocItem/Layout (a "reviewed" note
// above a doc, a feedback widget below it) are drawn where Docusaurus 3.10 draws them
// (compiler/site-layout-wrapper.ts, DocPage.tsx): the Layout wrapper's markup around the skip
// link, navbar, main region and footer, inside Root; the DocItem/Layout wrapper's around the
// doc's columns in its main region. Before, pxdocs warned that they were "not shown" and left
// them out. What the Layout wrapper provides is read by every part of the page.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveSite } from './browse.js';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';

after(removeTempDirs);

const CONFIG = `export default {
  title: 'Laid', url: 'https://laid.example',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: { items: [] }, footer: { copyright: 'Copyright Laid' }, chat: { embeddings: 'off' },
};\n`;

const SITE: Record<string, string> = {
  'pxdocs.config.mjs': CONFIG,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain Markdown.\n\n## Section\n\nText.\n',
  'docs/usage.mdx': "---\ntitle: Usage\n---\n\nimport { ShowShade } from '@site/src/components/shade';\n\nIn the body: <ShowShade />\n",
  'src/components/shade.js': `import React from 'react';
export const Shade = React.createContext('no-shade');
export function ShowShade() { return <span className="shade">{React.useContext(Shade)}</span>; }
`,
  'src/pages/hello.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Hello() { return <Layout title=\"Hello page\"><main><p className=\"hello\">hello</p></main></Layout>; }\n",
  'src/theme/Root.js': "import React from 'react';\nexport default function Root({ children }) { return <div className=\"root-frame\">{children}</div>; }\n",
  'src/theme/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Layout';
import Head from '@docusaurus/Head';
import { Shade } from '@site/src/components/shade';
import Dismiss from './Dismiss';
export default function LayoutWrapper(props) {
  return (
    <Shade.Provider value="dark-shade">
      <Head><meta name="layout-wrapped" content="yes" /></Head>
      <div className="site-banner">Banner {props.title || 'untitled'} <Dismiss /></div>
      <Layout {...props} />
      <div className="after-layout">After</div>
    </Shade.Provider>
  );
}
`,
  'src/theme/Layout/Dismiss.js': `import React, { useEffect, useState } from 'react';
export default function Dismiss() {
  const [count, setCount] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <button className="dismiss" data-ready={ready ? 'yes' : undefined} onClick={() => setCount(count + 1)}>Dismissed {count}</button>;
}
`,
  'src/theme/DocItem/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { ShowShade } from '@site/src/components/shade';
export default function DocItemLayoutWrapper(props) {
  const { metadata } = useDoc();
  return (
    <>
      <div className="reviewed">Reviewed {metadata.title}</div>
      <Layout {...props} />
      <div className="feedback">Was this helpful? <ShowShade /></div>
    </>
  );
}
`,
  'src/theme/Footer/index.js': "import React from 'react';\nimport Footer from '@theme-original/Footer';\nimport { ShowShade } from '@site/src/components/shade';\nexport default function FooterWrapper(props) { return <><p className=\"footer-shade\"><ShowShade /></p><Footer {...props} /></>; }\n",
};

describe('swizzle wrappers of Layout and DocItem/Layout', () => {
  const served = serveSite('pxdocs-layout-wrap-', SITE);
  const html = (path: string) => readFile(join(served.dir, 'out', path), 'utf8');

  for (const [kind, path, title] of [['plain Markdown', 'docs/intro.html', 'Intro'], ['MDX', 'docs/usage.html', 'Usage']] as const) {
    it(`a ${kind} doc: the Layout wrapper's markup around the page's regions, inside Root; the DocItem/Layout wrapper's around the doc's columns`, async () => {
      const page = await html(path);
      // As Docusaurus: Root, then the wrapper's banner, then the skip link… the footer, then what the wrapper draws after Layout.
      assert.match(page, /<body[^>]*><div class="root-frame"><div class="site-banner">Banner untitled <px-island [^>]*><button class="dismiss"[^>]*>Dismissed <!-- -->0<\/button><\/px-island><\/div><a class="skip-link"/);
      assert.match(page, /<\/footer><div class="after-layout">After<\/div><\/div>/);
      // As Docusaurus: in the doc's main region, above and below the article and its table of contents.
      assert.match(page, new RegExp(`<main id="main" class="doc-main"[^>]*><div class="doc-item-wrapped"><div class="reviewed">Reviewed ${title}</div><div class="doc-container[^"]*"><article`));
      assert.match(page, /<\/article>(?:<aside[\s\S]*?<\/aside>)?<\/div><div class="feedback">Was this helpful\? <span class="shade">dark-shade<\/span><\/div><\/div>/);
      // The Layout wrapper's provider reaches the site's footer wrapper too.
      assert.match(page, /<p class="footer-shade"><span class="shade">dark-shade<\/span><\/p><footer/);
      assert.equal(page.split('class="site-banner"').length, 2, 'one banner');
      // Its <Head> tags once, in the head.
      assert.equal(page.split('<meta name="layout-wrapped" content="yes"/>').length, 2, 'one head tag');
      assert.match(page, /<meta name="layout-wrapped" content="yes"\/>[^]*<\/head>/);
    });
  }

  it('an MDX doc\'s own components render inside it and read what the Layout wrapper provides, as in Docusaurus', async () => {
    assert.match(await html('docs/usage.html'), /In the body: <span class="shade">dark-shade<\/span>/);
  });

  it('a React page: the wrapper is given the title the page gave Layout', async () => {
    const page = await html('hello.html');
    assert.match(page, /<div class="site-banner">Banner Hello page /);
    assert.match(page, /<p class="hello">hello<\/p>/);
    assert.doesNotMatch(page, /class="reviewed"/);
  });

  it('the Layout wrapper\'s interactive addition works in Chromium on a React page, whose <Layout> rendered it', async () => {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${served.server.url}/hello`);
      await page.waitForSelector('button.dismiss[data-ready="yes"]');
      await page.click('button.dismiss');
      await page.waitForFunction(() => document.querySelector('button.dismiss')?.textContent === 'Dismissed 1');
      assert.equal(await page.textContent('.hello'), 'hello');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });

  it('the Layout wrapper\'s interactive addition works in Chromium', async () => {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${served.server.url}/docs/intro`);
      await page.waitForSelector('button.dismiss[data-ready="yes"]');
      await page.click('button.dismiss');
      await page.waitForFunction(() => document.querySelector('button.dismiss')?.textContent === 'Dismissed 1');
      // Its text lined up with the article's, not at the main region's edge.
      const [reviewed, article] = await page.evaluate(() => ['.reviewed', '.doc-article'].map((selector) => {
        const element = document.querySelector(selector)!;
        return element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
      }));
      assert.ok(Math.abs(reviewed! - article!) <= 1, `reviewed's text at ${reviewed}, the article's at ${article}`);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

describe('swizzled Layout and DocItem/Layout: warnings and errors', () => {
  it('no "not shown" warning for the wrappers', async () => {
    const dir = await makeTempDir('pxdocs-layout-wrap-warn-');
    const files = Object.fromEntries(Object.entries(SITE).filter(([file]) => file !== 'src/theme/Root.js'));
    await writeFiles(dir, files);
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stdout + result.stderr, /is not shown|Layout wraps/);
  });

  it('an ejected copy of Layout or DocItem/Layout is not drawn, and the warning says to wrap instead', async () => {
    const dir = await makeTempDir('pxdocs-layout-copy-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/Layout/index.js': "import React from 'react';\nexport default function Layout({ children }) { return <div className=\"own-layout\">{children}</div>; }\n",
      'src/theme/DocItem/Layout/index.js': "import React from 'react';\nexport default function DocItemLayout({ children }) { return <div className=\"own-doc-layout\">{children}</div>; }\n",
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    const output = (result.stdout + result.stderr).replace(/\s+/g, ' ');
    assert.match(output, /src\/theme\/Layout replaces Docusaurus's Layout \(an ejected copy, not importing @theme-original\/Layout\); .*make the file a wrapper instead: `import Layout from '@theme-original\/Layout'`/);
    assert.match(output, /src\/theme\/DocItem\/Layout replaces Docusaurus's DocItem\/Layout \(an ejected copy.*`import DocItemLayout from '@theme-original\/DocItem\/Layout'`/);
    assert.doesNotMatch(await readFile(join(dir, 'out', 'docs', 'intro.html'), 'utf8'), /own-layout|own-doc-layout/);
  });

  it('a Layout wrapper that does not render Layout fails the build, naming it and saying what to do', async () => {
    const dir = await makeTempDir('pxdocs-layout-none-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
      'src/theme/Layout/index.js': "import React from 'react';\nimport Layout from '@theme-original/Layout';\nexport default function Wrapper(props) { return props.never ? <Layout {...props} /> : <p>nothing</p>; }\n",
    });
    const result = await buildSite(dir);
    assert.notEqual(result.code, 0);
    const output = (result.stdout + result.stderr).replace(/\s+/g, ' ');
    assert.match(output, /src\/theme\/Layout, the site's wrapper of Layout .*renders @theme-original\/Layout nowhere on \/docs\/intro.*Render `<Layout \{\.\.\.props\} \/>` once/);
  });
});
