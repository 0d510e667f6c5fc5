// `<TOCInline>` laid out as Docusaurus 3.10 lays it out (Infima's .table-of-contents under its TOCInline
// module): discs, lists indented 0.5rem, every entry 0.5rem from the next, a nested list's last entry too.
// The numbers are what a Docusaurus 3.10.2 build of the same page measures in Chromium, relative to the
// inline TOC's box (/tmp/docu/hR-site, docs/toc.mdx); pxdocs drew it as a prose list, a nested list with
// the prose list's 1.1rem bottom margin (a gap after "First nested B") and 40px indents.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, removeTempDirs, servedSite, type TestServer } from './browser.js';
import { fixtureConfig } from '../helpers.js';

declare const document: any, getComputedStyle: any;

const PAGE = `# TOC inline

import TOCInline from '@theme/TOCInline';

<TOCInline toc={toc} />

## First

### First nested A

### First nested B

## Second

### Second nested

## Third

Text.
`;

/** Docusaurus's [x, y] of each link and list from the box's top left, and the box's height. */
const DOCUSAURUS = {
  height: 214,
  links: [['First', 16, 3], ['First nested A', 32, 37], ['First nested B', 32, 72], ['Second', 16, 106], ['Second nested', 32, 141], ['Third', 16, 175]],
  lists: [[0, 0, 'disc'], [16, 34, 'disc'], [16, 138, 'disc']],
};

let browser: Browser;
let server: TestServer;

before(async () => {
  browser = await launchBrowser();
  ({ server } = await servedSite('pxdocs-toc-inline-', {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
    'docs/toc.mdx': PAGE,
  }));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

describe('TOCInline layout', () => {
  test('spaces its entries as Docusaurus does, with no gap after a nested list', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${server.url}/docs/toc`);
      const seen = await tab.evaluate(() => {
        const box = document.querySelector('.toc-inline');
        const b = box.getBoundingClientRect();
        const at = (el: any) => [Math.round(el.getBoundingClientRect().x - b.x), Math.round(el.getBoundingClientRect().y - b.y)];
        return {
          height: Math.round(b.height),
          links: [...box.querySelectorAll('a')].map((a: any) => [a.textContent, ...at(a)]),
          lists: [...box.querySelectorAll('ul')].map((ul: any) => [...at(ul), getComputedStyle(ul).listStyleType]),
        };
      });
      assert.deepEqual(seen, DOCUSAURUS);
    } finally {
      await context.close();
    }
  });
});
