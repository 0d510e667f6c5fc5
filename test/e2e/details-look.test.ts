// A Markdown `<details>` as Docusaurus 3.10 draws it (its Details component: Infima's info alert with
// a 1px border, a CSS caret that turns as it opens, a rule above the content), in both colour modes:
// the values a Docusaurus 3.10.2 build of the same page computes in Chromium at 1280 px
// (/tmp/docu/iA-cards in the commit that added this). pxdocs drew a grey box with the browser's marker.
// Its content nested as Docusaurus's (`<div><div class="collapsibleContent_…">`), the rule on the inner box,
// so a site's CSS written for `details > summary + div > div` finds it (/tmp/docu/lB-hash).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, removeTempDirs, servedSite, type TestServer } from './browser.js';
import { fixtureConfig, page } from '../helpers.js';

declare const document: any, getComputedStyle: any, localStorage: any;

let browser: Browser;
let server: TestServer;
let out: string;

before(async () => {
  browser = await launchBrowser();
  ({ out, server } = await servedSite('pxdocs-details-look-', {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
    'docs/intro.md': page({ title: 'Intro' }, 'Hello.\n\n<details>\n<summary>Click me</summary>\n\nHidden **content** here.\n\n</details>\n'),
    'docs/component.mdx': page({ title: 'Component' }, "import Details from '@theme/Details';\n\n<Details summary=\"Click me\">\n\nHidden **content** here.\n\n</Details>\n"),
  }));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/** Docusaurus 3.10.2's computed values: [background, text colour], then what both modes share. */
const COLOURS: Record<string, [string, string]> = {
  light: ['rgb(238, 249, 253)', 'rgb(25, 60, 71)'],
  dark: ['rgb(25, 60, 71)', 'rgb(238, 249, 253)'],
};
const BORDER = '1px solid rgb(76, 179, 212)';

describe('<details> in a doc', () => {
  test("nests its content as Docusaurus's Details does, from Markdown and from @theme/Details", async () => {
    for (const route of ['intro', 'component']) {
      const html = await readFile(join(out, 'docs', `${route}.html`), 'utf8');
      assert.match(html, /<summary>Click me<\/summary><div><div class="details-content"><p>Hidden <strong>content<\/strong> here\.<\/p><\/div><\/div><\/details>/, route);
    }
  });

  for (const [mode, [background, color]] of Object.entries(COLOURS)) {
    test(`looks as Docusaurus's Details in ${mode} mode, closed and open, its caret turning`, async () => {
      const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
      try {
        const tab = await context.newPage();
        await tab.addInitScript((chosen: string) => localStorage.setItem('theme', chosen), mode);
        await tab.goto(`${server.url}/docs/intro`);
        const measure = () => tab.evaluate(() => {
          const details = document.querySelector('.markdown details');
          const box = getComputedStyle(details);
          const summary = details.querySelector('summary');
          const caret = getComputedStyle(summary, '::before');
          const content = details.querySelector(':scope > summary + div > div');
          return {
            classes: details.className,
            box: [box.backgroundColor, box.color, box.border, box.borderRadius, box.padding, box.marginBottom, box.boxShadow],
            height: Math.round(details.getBoundingClientRect().height),
            summary: [getComputedStyle(summary).listStyleType, getComputedStyle(summary).paddingLeft, getComputedStyle(summary).fontWeight],
            caret: [caret.borderLeft, caret.transform],
            rule: content ? [getComputedStyle(content).borderTop, getComputedStyle(content).marginTop, getComputedStyle(content).paddingTop] : [],
          };
        });
        const closed = await measure();
        assert.match(closed.classes, /(^|\s)alert alert--info(\s|$)/);
        assert.deepEqual(closed.box, [background, color, BORDER, '6.4px', '16px', '16px', 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px']);
        assert.deepEqual(closed.summary, ['none', '16px', '400']);
        assert.deepEqual(closed.caret, ['6px solid rgb(76, 179, 212)', 'matrix(1, 0, 0, 1, 0, 0)']);
        assert.equal(closed.height, 60);
        await tab.locator('.markdown summary').click();
        await tab.waitForTimeout(600);
        const open = await measure();
        assert.deepEqual(open.caret, ['6px solid rgb(76, 179, 212)', 'matrix(0, 1, -1, 0, 0, 0)']);
        assert.deepEqual(open.rule, [BORDER, '16px', '16px']);
        assert.equal(open.height, 120);
      } finally {
        await context.close();
      }
    });
  }
});
