// The head in Docusaurus 3.10's order, where the order matters (checked against a Docusaurus 3.10.2 build of
// the same site, /tmp/docu/hL-head): react-helmet's tags (the page's `<Head>`, a meta that replaces the
// theme's standing among the page's own, where helmet keeps the last of a name), then every plugin's
// `injectHtmlTags` headTags, the config's `headTags`, `stylesheets` and `scripts`, and only then the theme's
// stylesheet (customCss inside it) and scripts. pxdocs wrote the config's and the plugins' tags after the
// theme's stylesheets, so a stylesheet they add won over customCss, where in Docusaurus customCss wins.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, makeTempDir, removeTempDirs, writeFiles } from '../helpers.js';
import { launchBrowser, newContext, startServer } from '../e2e/browser.js';

after(removeTempDirs);

const CONFIG = `const plugin = () => ({
  name: 'probe-tags',
  injectHtmlTags() { return { headTags: [{ tagName: 'link', attributes: { rel: 'stylesheet', href: '/plugin.css' } }] }; },
});
export default {
  title: 'T', url: 'https://e.com', blog: false,
  docs: { path: 'docs', routeBasePath: 'docs' },
  customCss: ['src/custom.css'],
  headTags: [
    { tagName: 'link', attributes: { rel: 'stylesheet', href: '/tag.css' } },
    { tagName: 'script', attributes: {}, innerHTML: 'window.tagRan = 1' },
  ],
  stylesheets: ['/sheet.css'],
  scripts: [{ src: '/blocking.js' }],
  plugins: [plugin],
  navbar: { items: [] }, footer: { copyright: '' }, chat: { embeddings: 'off' },
};
`;

const HEADED = `---
description: fm desc
---
import Head from '@docusaurus/Head';

# Headed

<Head>
  <meta name="description" content="head desc" />
  <meta name="custom" content="c" />
</Head>

Text.
`;

describe("the head's order", () => {
  let out: string;
  let head: string;
  before(async () => {
    const dir = await makeTempDir('pxdocs-head-order-');
    await writeFiles(dir, {
      'pxdocs.config.mjs': CONFIG,
      'docs/headed.mdx': HEADED,
      // Each sets the same property: the one written last in the head wins.
      'src/custom.css': ':root { --probe-custom: custom; --probe-tag: custom; --probe-sheet: custom; --probe-plugin: custom; }\n',
      'static/tag.css': ':root { --probe-tag: tag; }\n',
      'static/sheet.css': ':root { --probe-sheet: sheet; }\n',
      'static/plugin.css': ':root { --probe-plugin: plugin; }\n',
      'static/blocking.js': 'window.blockingRan = 1;\n',
    });
    const result = await buildSite(dir, join(dir, 'out'));
    assert.equal(result.code, 0, result.stderr);
    out = join(dir, 'out');
    const page = await readFile(join(out, 'docs', 'headed.html'), 'utf8');
    head = page.slice(0, page.indexOf('</head>'));
  });

  it("writes the plugins' tags, the config's headTags, stylesheets and scripts before the theme's stylesheet", () => {
    const at = (pattern: RegExp) => {
      const index = head.search(pattern);
      assert.ok(index >= 0, `${pattern} in ${head}`);
      return index;
    };
    const theme = at(/<link rel="stylesheet" href="\/assets\/theme-/);
    const order = [at(/<script>\(\(\)=>/), at(/href="\/plugin\.css"/), at(/href="\/tag\.css"/), at(/window\.tagRan = 1/), at(/href="\/sheet\.css"/), at(/src="\/blocking\.js"/), theme, at(/<link rel="stylesheet" href="\/assets\/site-/)];
    assert.deepEqual([...order].sort((a, b) => a - b), order, 'head script, plugin tags, headTags, stylesheets, scripts, then the theme and customCss');
  });

  it("puts a page's <Head> meta that replaces the theme's among the page's own tags, as react-helmet does", () => {
    assert.equal(head.match(/name="description"/g)?.length, 1);
    const description = head.indexOf('<meta name="description" content="head desc"');
    assert.ok(description > head.indexOf('property="og:description"'), 'after the theme\'s metas');
    assert.ok(description < head.indexOf('name="custom"'), "in the page's order");
  });

  it('lets customCss win over what the config and plugins link, as in Docusaurus', async () => {
    const [server, browser] = await Promise.all([startServer(out), launchBrowser()]);
    try {
      const page = await (await newContext(browser)).newPage();
      await page.goto(`${server.url}/docs/headed`);
      const probes = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return ['custom', 'tag', 'sheet', 'plugin'].map((name) => style.getPropertyValue(`--probe-${name}`).trim());
      });
      assert.deepEqual(probes, ['custom', 'custom', 'custom', 'custom']);
      assert.deepEqual(await page.evaluate(() => [(window as unknown as { tagRan?: number }).tagRan, (window as unknown as { blockingRan?: number }).blockingRan]), [1, 1]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
