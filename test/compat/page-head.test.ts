// A page's head as Docusaurus 3.10 writes it through react-helmet: one tag per name or property, the
// page's own `<Head>` winning over the theme's (its search metas included), themeConfig.metadata over
// the theme's site-wide metas but not over a page's, and the page's `<html lang className>` over the
// theme's. Checked against a Docusaurus 3.10.2 build of the same site (/tmp/docu/hC-head).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { attr, must, selectAll } from './lib.js';
import { launchBrowser, newContext, startServer } from '../e2e/browser.js';

after(removeTempDirs);

const CONFIG = `export default ${JSON.stringify({
  title: 'T', url: 'https://e.com', blog: false,
  docs: { path: 'docs', routeBasePath: 'docs' },
  image: '/img/site.png', navbar: { items: [] }, footer: { copyright: '' },
  metadata: [{ name: 'keywords', content: 'sitekw' }, { name: 'twitter:card', content: 'summary' }],
})};\n`;

const OWN = `---
description: fm desc
image: /img/fm.png
keywords: [one]
---
import Head from '@docusaurus/Head';

# Own

<Head>
  <html lang="fr" className="own-html" />
  <title>Own Head Title</title>
  <meta name="description" content="head desc" />
  <meta property="og:title" content="head og title" />
  <meta name="keywords" content="headkw" />
  <meta name="docsearch:docusaurus_tag" content="mytag" />
  <meta name="docsearch:language" content="xx" />
  <meta name="docusaurus_version" content="v9" />
</Head>

Text.
`;

const REACT = `import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
export default function P() {
  return (
    <Layout title="React Page" description="react desc">
      <Head>
        <meta name="docsearch:docusaurus_tag" content="reacttag" />
      </Head>
      <p>Hi</p>
    </Layout>
  );
}
`;

describe("a page's head", () => {
  let out: string;
  before(async () => {
    const dir = await makeTempDir('pxdocs-page-head-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/own.mdx': OWN,
      'docs/fm.md': '---\ntitle: FM Title\ndescription: FM description\nkeywords: [alpha, beta]\n---\n\nBody.\n',
      'src/pages/react.js': REACT,
      'docs/search-language.mdx': "import Head from '@docusaurus/Head';\n\n# Search language\n\n<Head><meta name=\"docsearch:language\" content=\"xx\" /></Head>\n\n[Next](./fm.md)\n",
      'static/img/site.png': '',
      'static/img/fm.png': '',
    });
    const result = await buildSite(dir);
    assert.equal(result.code, 0, result.stderr);
    out = `${dir}/out`;
  });

  /** The page's document (a React page has no <main>, which readPage looks for). */
  async function documentOf(route: string) {
    return { tree: fromHtml(await readFile(join(out, `${route}.html`), 'utf8')) };
  }

  /** Every meta of the head as `key=content`, `key` its name or property. */
  async function metas(route: string): Promise<string[]> {
    const page = await documentOf(route);
    return selectAll(page.tree, 'meta').flatMap((meta) => {
      const key = attr(meta, 'name') ?? attr(meta, 'property');
      return key ? [`${key}=${attr(meta, 'content')}`] : [];
    });
  }

  /** The keys written more than once. */
  const repeated = (list: string[]) => list.map((entry) => entry.split('=')[0]).filter((key, index, keys) => keys.indexOf(key) !== index);

  it("writes the page's own search metas and metas instead of the theme's, each once", async () => {
    const own = await metas('/docs/own');
    assert.deepEqual(repeated(own), []);
    for (const expected of ['description=head desc', 'og:title=head og title', 'keywords=headkw', 'docsearch:docusaurus_tag=mytag', 'docsearch:language=xx', 'docusaurus_version=v9', 'docusaurus_tag=docs-default-current', 'docsearch:version=current', 'og:description=fm desc', 'twitter:card=summary']) {
      assert.ok(own.includes(expected), `${expected} in ${own.join(' ')}`);
    }
    const react = await metas('/react');
    assert.deepEqual(repeated(react), []);
    assert.ok(react.includes('docsearch:docusaurus_tag=reacttag') && react.includes('docusaurus_tag=default'), react.join(' '));
    // Search still keeps the docs' version on it (Docusaurus's search reads no meta for it).
    const page = await documentOf('/react');
    assert.equal(attr(must(page.tree, 'meta[name="docsearch:docusaurus_tag"]'), 'data-search-tags'), 'docs-default-current');
  });

  it("gives the site's metadata way to the page's keywords, and the theme's site-wide twitter:card to it", async () => {
    const fm = await metas('/docs/fm');
    assert.deepEqual(repeated(fm), []);
    // Docusaurus joins front matter keywords with a comma alone.
    assert.ok(fm.includes('keywords=alpha,beta') && fm.includes('twitter:card=summary'), fm.join(' '));
    const react = await metas('/react');
    assert.ok(react.includes('keywords=sitekw'), react.join(' '));
  });

  it("takes the page's <html lang> and className over the theme's", async () => {
    const page = await documentOf('/docs/own');
    const html = must(page.tree, 'html');
    assert.equal(attr(html, 'lang'), 'fr');
    assert.equal(attr(html, 'class'), 'own-html');
  });

  it("takes the next page's search language on a client navigation", async () => {
    const [server, browser] = await Promise.all([startServer(out), launchBrowser()]);
    try {
      const page = await (await newContext(browser)).newPage();
      await page.goto(`${server.url}/docs/search-language`);
      assert.deepEqual(await page.$$eval('meta[name="docsearch:language"]', (metas) => metas.map((meta) => meta.getAttribute('content'))), ['xx']);
      await page.evaluate(() => { (globalThis as unknown as { kept: boolean }).kept = true; });
      await page.click('.markdown a[href="/docs/fm"]');
      await page.waitForFunction(() => document.title.startsWith('FM Title'));
      assert.equal(await page.evaluate(() => (globalThis as unknown as { kept?: boolean }).kept), true, 'a client navigation, not a load');
      assert.deepEqual(await page.$$eval('meta[name="docsearch:language"]', (metas) => metas.map((meta) => meta.getAttribute('content'))), ['en']);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
