// A doc with a TOC on a desktop screen, in Chromium, laid out in Docusaurus 3.10's
// proportions: its sidebar 300 px (`--doc-sidebar-width`, which a site's CSS may set),
// then main's Infima container and row, whose doc column is 75% wide (`.docItemCol`)
// and TOC column 25% (`col--3`), each padded 1rem. pxdocs drew the text 639 px wide
// at 1280 px (a fixed 240 px TOC, 32 px paddings, a 290 px sidebar), Docusaurus 703 px.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext } from '../e2e/browser.js';
import { serveSite, type ServedSite } from './browse.js';
import { fixtureConfig, page } from '../helpers.js';

const DOC = page({ title: 'Long' }, `${'A sentence long enough to fill the column. '.repeat(60)}\n\n## One\n\nText.\n\n## Two\n\nText.\n`);

function site(prefix: string, extra: Record<string, unknown> = {}, files: Record<string, string> = {}): ServedSite {
  return serveSite(prefix, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, ...extra }),
    'docs/long.md': DOC,
    'docs/other.md': page({ title: 'Other' }),
    ...files,
  });
}

type Box = { left: number; width: number };

async function boxes(served: ServedSite, width: number): Promise<{ sidebar: Box; main: Box; text: Box; toc: Box }> {
  const context = await newContext(served.browser, { viewport: { width, height: 800 } });
  try {
    const tab: Page = await context.newPage();
    await tab.goto(`${served.server.url}/docs/long`, { waitUntil: 'load' });
    const box = (selector: string) => tab.locator(selector).first().evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, width: rect.width };
    });
    return { sidebar: await box('.doc-sidebar'), main: await box('main'), text: await box('.doc-article .markdown'), toc: await box('.toc') };
  } finally {
    await context.close();
  }
}

const near = (actual: number, expected: number, what: string) => assert.ok(Math.abs(actual - expected) < 0.6, `${what}: ${actual} px, expected ${expected} px`);

describe("a doc with a TOC in Docusaurus's proportions", () => {
  const served = site('pxdocs-proportions-');

  for (const width of [1280, 1600]) {
    it(`gives the text 75% of main's row and the TOC 25%, at ${width} px`, async () => {
      const { sidebar, main, text, toc } = await boxes(served, width);
      assert.equal(sidebar.width, 300);
      assert.equal(main.left, 300);
      // Infima's container: 1rem padding, centred, at most --ifm-container-width (1320 px from 1440 px on); main is narrower here.
      const row = Math.min(main.width, width >= 1440 ? 1320 : 1140);
      near(text.width, row * 0.75 - 32, 'the text');
      near(toc.width, row * 0.25 - 32, 'the TOC');
      near(text.left, main.left + (main.width - row) / 2 + 16, "the text's start");
      near(toc.left, text.left + text.width + 32, "the TOC's start");
    });
  }
});

describe("a site's --doc-sidebar-width", () => {
  const served = site('pxdocs-sidebar-width-', { customCss: ['src/custom.css'] }, { 'src/custom.css': ':root { --doc-sidebar-width: 250px; }\n' });

  it('sets the sidebar width, as in Docusaurus, and the columns share what is left', async () => {
    const { sidebar, main, text } = await boxes(served, 1280);
    assert.equal(sidebar.width, 250);
    assert.equal(main.left, 250);
    near(text.width, main.width * 0.75 - 32, 'the text');
  });
});
