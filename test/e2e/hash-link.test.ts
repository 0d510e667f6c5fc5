// A heading's anchor link as Docusaurus 3.10 draws it: `<a class="hash-link" …>` holding a zero-width space,
// its `#` drawn by the stylesheet (`.hash-link::before`). pxdocs wrote a literal `#`, so a site's CSS that draws
// another mark (`.hash-link::before { content: '¶' }`, common on Docusaurus sites) showed "¶#", and the heading's
// text (copied, read) carried the `#`. Built from Markdown and from `@theme/Heading`; compared with a
// Docusaurus 3.10.2 build of the same page (/tmp/docu/lB-hash in the commit that added this).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, removeTempDirs, servedSite, type TestServer } from './browser.js';
import { fixtureConfig, page } from '../helpers.js';

declare const document: any, getComputedStyle: any, getSelection: any, navigator: any;

const ZWSP = '\u200b';
const FILLER = Array.from({ length: 40 }, (_, i) => `Filler paragraph ${i}.`).join('\n\n');

let browser: Browser;
let server: TestServer;
let out: string;

before(async () => {
  browser = await launchBrowser();
  ({ out, server } = await servedSite('pxdocs-hash-link-', {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, navbar: { items: [], hideOnScroll: false }, customCss: ['src/css/custom.css'], chat: { embeddings: 'off' } }),
    'src/css/custom.css': ".hash-link::before { content: '¶'; }\n",
    'docs/intro.md': page({ title: 'Intro' }, `Hello.\n\n## First section\n\nOne.\n\n### Sub \`code\` heading\n\n${FILLER}\n\n## Last section\n\n${FILLER}\n`),
    'docs/made.mdx': page({ title: 'Made' }, "import Heading from '@theme/Heading';\n\n<Heading as=\"h2\" id=\"made-heading\">A made heading</Heading>\n\nText.\n"),
  }));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

describe('heading anchor links', () => {
  test('hold a zero-width space, not a `#`, from Markdown and from @theme/Heading', async () => {
    for (const [route, id, heading] of [['intro', 'first-section', 'First section'], ['made', 'made-heading', 'A made heading']]) {
      const html = await readFile(join(out, 'docs', `${route}.html`), 'utf8');
      const link = `<a class="hash-link" href="#${id}" aria-label="Direct link to ${heading}" title="Direct link to ${heading}" translate="no">${ZWSP}</a>`;
      assert.ok(html.includes(`<h2 id="${id}" class="anchor">${heading}${link}</h2>`), `${route}: ${/<h2[^]*?<\/h2>/.exec(html)?.[0]}`);
    }
  });

  test('leave the Markdown twin, the search records and the table of contents without the mark', async () => {
    const twin = await readFile(join(out, 'docs', 'intro.md'), 'utf8');
    assert.match(twin, /^## First section$/m);
    assert.match(twin, /^### Sub `code` heading$/m);
    const manifest = JSON.parse(await readFile(join(out, 'search-records.json'), 'utf8')) as { parts: { path: string }[] };
    const levels = (await Promise.all(manifest.parts.map(async (part) => JSON.parse(await readFile(join(out, part.path), 'utf8')) as { page: string; levels: string[][] }[])))
      .flat().filter((record) => record.page === '/docs/intro').flatMap((record) => record.levels.map((level) => level.at(-1)));
    assert.deepEqual(levels, ['Intro', 'First section', 'Sub code heading', 'Last section']);
    const html = await readFile(join(out, 'docs', 'intro.html'), 'utf8');
    assert.ok(!/table-of-contents__link[^>]*>[^<]*(#|\u200b)</.test(html));
    assert.ok(!twin.includes(ZWSP) && !/section\s*#/.test(twin));
  });

  test("show the site's own mark alone, on hover and on focus, and copying the heading leaves the link out", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const tab = await context.newPage();
      await tab.goto(`${server.url}/docs/intro`);
      const look = (selector: string) => tab.evaluate((selector: string) => {
        const heading = document.querySelector(selector);
        const link = heading.querySelector('.hash-link');
        // The width the site's mark takes alone in the heading's font, beside the link's content box.
        const probe = document.createElement('span');
        probe.textContent = '¶';
        heading.append(probe);
        const alone = probe.getBoundingClientRect().width;
        probe.remove();
        const style = getComputedStyle(link);
        const range = document.createRange();
        range.selectNodeContents(heading);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        const selected = getSelection().toString();
        getSelection().removeAllRanges();
        return {
          before: getComputedStyle(link, '::before').content,
          drawn: Math.round(link.getBoundingClientRect().width - parseFloat(style.paddingLeft)),
          alone: Math.round(alone),
          opacity: style.opacity,
          selected,
        };
      }, selector);
      const resting = await look('#first-section');
      assert.equal(resting.before, '"¶"');
      assert.equal(resting.drawn, resting.alone, 'the link draws the mark and nothing more');
      assert.equal(resting.opacity, '0');
      assert.equal(resting.selected, 'First section');
      await tab.hover('#first-section');
      await tab.waitForFunction(() => getComputedStyle(document.querySelector('#first-section .hash-link')).opacity === '1');
      await tab.mouse.move(0, 0);
      await tab.focus('#last-section .hash-link');
      await tab.waitForFunction(() => getComputedStyle(document.querySelector('#last-section .hash-link')).opacity === '1');
      await tab.click('#first-section', { clickCount: 3, position: { x: 10, y: 10 } });
      await tab.keyboard.press('Control+C');
      assert.equal((await tab.evaluate(() => navigator.clipboard.readText() as Promise<string>)).trim(), 'First section');
    } finally {
      await context.close();
    }
  });

  test('following an anchor puts its heading below the sticky navbar', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${server.url}/docs/intro`);
      await tab.locator('#last-section .hash-link').click();
      // Until the scroll (smooth where the reader allows it) has come to rest.
      let last = -1;
      for (let top = await tab.evaluate(() => document.scrollingElement.scrollTop); top === 0 || top !== last; top = await tab.evaluate(() => document.scrollingElement.scrollTop)) {
        last = top;
        await tab.waitForTimeout(100);
      }
      const [top, navbar] = await tab.evaluate(() => [document.querySelector('#last-section').getBoundingClientRect().top, document.querySelector('.navbar').getBoundingClientRect().bottom]);
      assert.ok(top >= navbar && top < navbar + 40, `the heading at ${top}, the navbar's bottom at ${navbar}`);
    } finally {
      await context.close();
    }
  });
});
