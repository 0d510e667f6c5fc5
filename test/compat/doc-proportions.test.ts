// A doc with a TOC on a desktop screen, in Chromium, laid out in Docusaurus 3.10's
// proportions: its sidebar 300 px (`--doc-sidebar-width`, which a site's CSS may set),
// then main's Infima container and row, whose doc column is 75% wide (`.docItemCol`)
// and TOC column 25% (`col--3`), each padded 1rem. pxdocs drew the text 639 px wide
// at 1280 px (a fixed 240 px TOC, 32 px paddings, a 290 px sidebar), Docusaurus 703 px.
// Docusaurus's desktop starts at 997 px, where pxdocs hid the TOC below 1200 px; a doc without a TOC
// has the row's one column (the container less 2rem), where pxdocs stopped the text at 820 px; and the
// columns start 1rem under main's top (its container's padding-top--md), where pxdocs left 24 px.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext } from '../e2e/browser.js';
import { serveSite, type ServedSite } from './browse.js';
import { fixtureConfig, page } from '../helpers.js';

const LONG = `${'A sentence long enough to fill the column. '.repeat(60)}\n\n## One\n\nText.\n\n## Two\n\nText.\n`;
const DOC = page({ title: 'Long' }, LONG);

function site(prefix: string, extra: Record<string, unknown> = {}, files: Record<string, string> = {}): ServedSite {
  return serveSite(prefix, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, ...extra }),
    'docs/long.md': DOC,
    'docs/other.md': page({ title: 'Other' }),
    'docs/hidden-toc.md': page({ title: 'Hidden TOC', hide_table_of_contents: true }, LONG),
    'docs/no-headings.md': page({ title: 'No headings' }, 'A sentence long enough to fill the column. '.repeat(60)),
    ...files,
  });
}

type Box = { left: number; top: number; width: number };

async function boxes(served: ServedSite, width: number, path = '/docs/long'): Promise<{ sidebar: Box; main: Box; article: Box; text: Box; toc: Box; tocShown: boolean; mobileTocShown: boolean }> {
  const context = await newContext(served.browser, { viewport: { width, height: 800 } });
  try {
    const tab: Page = await context.newPage();
    await tab.goto(`${served.server.url}${path}`, { waitUntil: 'load' });
    const box = (selector: string) => tab.locator(selector).first().evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, top: rect.top, width: rect.width };
    });
    const shown = async (selector: string) => (await tab.locator(selector).count()) > 0 && tab.locator(selector).first().isVisible();
    return {
      sidebar: await box('.doc-sidebar'), main: await box('main'), article: await box('.doc-article'), text: await box('.doc-article .markdown'),
      toc: (await tab.locator('.toc').count()) > 0 ? await box('.toc') : { left: 0, top: 0, width: 0 },
      tocShown: await shown('.toc'), mobileTocShown: await shown('.toc-mobile'),
    };
  } finally {
    await context.close();
  }
}

/** The width of main's Infima container: 1rem padding, centred, at most --ifm-container-width (1320 px from 1440 px on). */
const containerOf = (main: Box, width: number) => Math.min(main.width, width >= 1440 ? 1320 : 1140);

const near = (actual: number, expected: number, what: string) => assert.ok(Math.abs(actual - expected) < 0.6, `${what}: ${actual} px, expected ${expected} px`);

// One build for the suites of the stock site (the last suite builds its own).
const served = site('pxdocs-proportions-');

describe("a doc with a TOC in Docusaurus's proportions", () => {
  // 997 px is Docusaurus's first desktop width: the TOC column shows from there.
  for (const width of [997, 1100, 1280, 1600]) {
    it(`gives the text 75% of main's row and the TOC 25%, at ${width} px`, async () => {
      const { sidebar, main, article, text, toc, tocShown, mobileTocShown } = await boxes(served, width);
      assert.ok(tocShown && !mobileTocShown, 'the TOC beside the text, not folded above it');
      near(article.top - main.top, 16, "the columns' top below main's");
      assert.equal(sidebar.width, 300);
      assert.equal(main.left, 300);
      const row = containerOf(main, width);
      near(text.width, row * 0.75 - 32, 'the text');
      near(toc.width, row * 0.25 - 32, 'the TOC');
      near(text.left, main.left + (main.width - row) / 2 + 16, "the text's start");
      near(toc.left, text.left + text.width + 32, "the TOC's start");
    });
  }
});

describe('a doc on a narrow screen', () => {
  it('folds the TOC above the text at 996 px, as Docusaurus does below its desktop, 16 px under main', async () => {
    const { main, article, tocShown, mobileTocShown } = await boxes(served, 996);
    assert.ok(!tocShown && mobileTocShown, `the TOC ${tocShown ? 'still beside the text' : 'nowhere'} at 996 px`);
    near(article.top - main.top, 16, "the columns' top below main's");
  });
});

describe("a doc without a TOC in Docusaurus's proportions", () => {
  for (const [path, why, width] of [['/docs/hidden-toc', 'hide_table_of_contents', 1100], ['/docs/hidden-toc', 'hide_table_of_contents', 1600], ['/docs/no-headings', 'no headings', 1280]] as const) {
    it(`runs the text to main's container (${why}), at ${width} px`, async () => {
      const { main, article, text, tocShown } = await boxes(served, width, path);
      assert.ok(!tocShown, 'no TOC');
      const row = containerOf(main, width);
      near(text.width, row - 32, 'the text');
      near(text.left, main.left + (main.width - row) / 2 + 16, "the text's start");
      near(article.top - main.top, 16, "the columns' top below main's");
    });
  }
});

/** The boxes of main and `selector` at `width`, after `act` (a click) if given. */
async function measure(served: ServedSite, width: number, path: string, selector: string, act?: (tab: Page) => Promise<void>): Promise<{ main: Box; box: Box }> {
  const context = await newContext(served.browser, { viewport: { width, height: 800 } });
  try {
    const tab: Page = await context.newPage();
    await tab.goto(`${served.server.url}${path}`, { waitUntil: 'load' });
    if (act) await act(tab);
    const box = (css: string) => tab.locator(css).first().evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, top: rect.top, width: rect.width };
    });
    return { main: await box('main'), box: await box(selector) };
  } finally {
    await context.close();
  }
}

// Docusaurus draws a category's generated index in main's container, its column 75% of it
// (`.generatedIndexPage`), where pxdocs stopped it at 820 px; a tag page's container sits 2rem
// under the navbar (`margin-vert--lg`), where pxdocs left 1rem.
describe("a generated index and a tag page in Docusaurus's proportions", () => {
  const served = site('pxdocs-proportions-index-', {}, {
    'docs/kit/_category_.json': JSON.stringify({ label: 'Kit', link: { type: 'generated-index' } }),
    'docs/kit/part.md': page({ title: 'Part', tags: ['alpha'] }, 'A part.\n'),
  });

  for (const width of [1280, 1600]) {
    it(`gives a generated index 75% of main's container, at ${width} px`, async () => {
      const { main, box } = await measure(served, width, '/docs/category/kit', '.doc-article');
      const row = containerOf(main, width);
      near(box.width, (row - 32) * 0.75, 'the column');
      near(box.left, main.left + (main.width - row) / 2 + 16, "the column's start");
      near(box.top - main.top, 16, "the column's top below main's");
    });
  }

  it('starts a tag page 2rem under main\'s top, at 1280 px', async () => {
    const { main, box } = await measure(served, 1280, '/docs/tags/alpha', '.doc-article');
    near(box.top - main.top, 32, "the column's top below main's");
  });
});

// Folding the sidebar, Docusaurus leaves a 30 px strip and widens main's container by the sidebar's
// width (`docMainContainerEnhanced`, `docItemWrapperEnhanced`); pxdocs kept the 1140 px container.
describe('a doc with its sidebar folded', () => {
  const served = site('pxdocs-proportions-folded-', { sidebar: { hideable: true } });
  const fold = async (tab: Page) => {
    await tab.locator('.sidebar-hide').click();
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-sidebar-hidden'));
  };

  for (const [path, column] of [['/docs/long', 0.75], ['/docs/hidden-toc', 1]] as const) {
    it(`widens main's container by the sidebar's width (${path}), at 1280 px`, async () => {
      const { main, box } = await measure(served, 1280, path, '.doc-article .markdown', fold);
      near(main.left, 30, "main's start");
      const row = Math.min(main.width, 1140 + 300);
      near(box.width, row * column - 32, 'the text');
      near(box.left, main.left + (main.width - row) / 2 + 16, "the text's start");
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
