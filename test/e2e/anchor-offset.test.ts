// Where a heading lands when the page goes to its anchor, as Docusaurus 3.10.2 puts it (compared in Chromium with
// /tmp/docu/mD-hide and mD-sticky in the commit that added this): 0.5rem below a sticky navbar
// (anchorTargetStickyNavbar); with `navbar.hideOnScroll`, 0.5rem from the top (anchorTargetHideOnScrollNavbar), the
// bar hidden after the jump, up the page too, until the reader scrolls up. pxdocs put every anchor the navbar's
// height + 12px down, so under a bar that then hid a navbar's height of blank was left above the heading.
// Docusaurus offsets the targets it marks (anchorTargetStickyNavbar, theme-common's anchorUtils: headings h2-h6, and
// MDX's `<a id>` and `<li id>`, footnotes); an element of the text with another id (`<div id>`) lands at the top of
// the window, under a sticky bar (read in 3.10.2's theme-classic and Infima: no scroll-padding). pxdocs offset every
// anchor target (scroll-padding on the page).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, removeTempDirs, servedSite, type TestServer } from './browser.js';
import { fixtureConfig, page } from '../helpers.js';

declare const document: any, window: any;

const FILLER = Array.from({ length: 30 }, (_, i) => `Filler paragraph ${i} with some words to make it long enough.`).join('\n\n');
const BODY = `Hello.\n\n${['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => `## ${name} section\n\n${FILLER}\n`).join('\n')}`
  .replace('## Delta section', '<div id="plain-target">Not a heading.</div>\n\n<a id="legacy-anchor">An anchor</a>\n\n## Delta section');

let browser: Browser;
const servers: Record<'hides' | 'sticky', TestServer> = {} as never;

before(async () => {
  browser = await launchBrowser();
  for (const [name, hideOnScroll] of [['hides', true], ['sticky', false]] as const) {
    ({ server: servers[name] } = await servedSite(`pxdocs-anchor-offset-${name}-`, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [], hideOnScroll }, chat: { embeddings: 'off' } }),
      'docs/intro.md': page({ title: 'Intro' }, BODY),
    }));
  }
});

after(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await removeTempDirs();
});

/** Waits until the page has stopped scrolling and the navbar's slide has ended. */
async function rest(tab: Page): Promise<void> {
  for (let last = -1, y = await tab.evaluate(() => window.scrollY as number); y !== last; y = await tab.evaluate(() => window.scrollY as number)) {
    last = y;
    await tab.waitForTimeout(150);
  }
  await tab.waitForTimeout(400);
}

async function where(tab: Page, id: string): Promise<{ heading: number; navbar: number }> {
  return tab.evaluate((id: string) => ({
    heading: Math.round(document.getElementById(id).getBoundingClientRect().top) || 0, // -0.4 rounds to -0, which deepEqual tells from 0
    navbar: Math.round(document.querySelector('.navbar').getBoundingClientRect().bottom),
  }), id);
}

async function follow(tab: Page, id: string): Promise<{ heading: number; navbar: number }> {
  await tab.locator(`.table-of-contents__link[href="#${id}"]`).filter({ visible: true }).first().click();
  await rest(tab);
  return where(tab, id);
}

describe('a heading reached by its anchor', () => {
  test('lands 0.5rem below a sticky navbar, from a link and from the address', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${servers.sticky.url}/docs/intro`);
      for (const id of ['delta-section', 'beta-section']) assert.deepEqual(await follow(tab, id), { heading: 68, navbar: 60 }, id);
      await tab.goto(`${servers.sticky.url}/docs/intro#gamma-section`);
      await rest(tab);
      assert.deepEqual(await where(tab, 'gamma-section'), { heading: 68, navbar: 60 });
      await tab.goto(`${servers.sticky.url}/docs/intro#plain-target`);
      await rest(tab);
      assert.deepEqual(await where(tab, 'plain-target'), { heading: 0, navbar: 60 }, 'an element that is no heading is not offset');
      await tab.goto(`${servers.sticky.url}/docs/intro#legacy-anchor`);
      await rest(tab);
      assert.deepEqual(await where(tab, 'legacy-anchor'), { heading: 68, navbar: 60 }, 'an <a id> is offset');
    } finally {
      await context.close();
    }
  });

  test('with hideOnScroll, lands 0.5rem from the top, the navbar hidden, down and up the page, until the reader scrolls up', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${servers.hides.url}/docs/intro`);
      // Hidden is Docusaurus's translate(-100% - 2px): the bar's shadow goes too.
      assert.deepEqual(await follow(tab, 'delta-section'), { heading: 8, navbar: -2 });
      await tab.mouse.move(600, 400);
      await tab.mouse.wheel(0, -100);
      await rest(tab);
      assert.deepEqual(await where(tab, 'delta-section'), { heading: 108, navbar: 60 }, 'a scroll up brings the bar back');
      assert.deepEqual(await follow(tab, 'beta-section'), { heading: 8, navbar: -2 }, 'a jump up the page hides it');
      await tab.goBack();
      await rest(tab);
      assert.deepEqual(await where(tab, 'delta-section'), { heading: 108, navbar: -2 }, 'back to the last anchor');
      await tab.goto(`${servers.hides.url}/docs/intro#gamma-section`);
      await rest(tab);
      assert.deepEqual(await where(tab, 'gamma-section'), { heading: 8, navbar: -2 });
    } finally {
      await context.close();
    }
  });
});
