// Code blocks on the real site's longest pages, in Chromium: off-screen code is
// skipped by the browser (content-visibility) into a box of exactly the size it
// has once rendered, and Vadalog punctuation, left without a span, keeps the
// colour a punctuation token has, in both colour modes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { tokenizeVadalog } from '../../theme/shared/vadalog/tokens.js';
import { buildRealSite, builtPages, inTime, launchBrowser, newContext, removeTempDirs, startServer, type TestServer } from './browser.js';

// Browser globals, used only inside callbacks that Playwright runs in the page.
declare const document: any;
declare const window: any;

let browser: Browser;
let server: TestServer;
/**
 * Two contexts for the four tests instead of one each (a context's first page load is cold: no cached
 * scripts, styles or compiled code): the viewport tests share one that reports content-visibility
 * changes, each on its own page at its own size; the colour tests share one, one page after the other,
 * as each stores its colour mode in the context's localStorage before its page loads.
 */
let sizes: BrowserContext;
let colours: BrowserContext;
/** The three longest pages (HTML bytes), longest first. */
let longest: string[];

before(async () => {
  const [out, launched] = await Promise.all([buildRealSite(), launchBrowser({ scrollbars: true })]);
  browser = launched;
  const pages = await builtPages(out);
  longest = pages.filter((page) => page.file !== '404.html').sort((a, b) => b.html.length - a.html.length).slice(0, 3).map((page) => page.route);
  server = await startServer(out);
  [sizes, colours] = await Promise.all([newContext(browser), newContext(browser)]);
  // Chromium says when content-visibility starts or stops skipping an element's contents.
  await sizes.addInitScript({ content: `document.addEventListener('contentvisibilityautostatechange', (event) => { event.target.__skipped = event.skipped; }, true);` });
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

interface BlockSize { height: number; codeHeight: number; scrolls: boolean; skipped: boolean }

// The tests mostly wait on Chromium (frames, paced delivery): three at once, each in its own context.
describe('Code blocks', { concurrency: 3 }, () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`off-screen code reserves exactly the size it renders at, at ${viewport.width} px`, async () => {
      const page = await sizes.newPage();
      await page.setViewportSize(viewport);
      const wrong: string[] = [];
      let measured = 0;
      try {
        for (const route of longest) {
          await page.goto(server.url + route, { waitUntil: 'load' });
          // One call per page, not two per block: each call to the page costs 2-3 ms of CPU (Node, Chromium's
          // browser process and the renderer); the ~950 calls for ~360 blocks were about 2.5 s of the file's 15.
          const { reserved, rendered } = await inTime(page.evaluate(async () => {
            const size = (pre: any): BlockSize => {
              const code = pre.querySelector('code');
              return { height: pre.getBoundingClientRect().height, codeHeight: code.getBoundingClientRect().height, scrolls: pre.scrollWidth > pre.clientWidth, skipped: code.__skipped === true };
            };
            const pres = [...document.querySelectorAll('.code-block pre')];
            const reserved = pres.map(size);
            const rendered: (BlockSize | null)[] = [];
            for (const [index, pre] of pres.entries()) {
              if (!reserved[index].skipped) {
                rendered.push(null);
                continue;
              }
              // Scrolled into view, then up to 20 frames for Chromium to report that it renders.
              pre.scrollIntoView({ block: 'center' });
              await new Promise<void>((resolve) => {
                let frames = 0;
                const check = () => (pre.querySelector('code').__skipped === false || ++frames > 20 ? resolve() : window.requestAnimationFrame(check));
                window.requestAnimationFrame(check);
              });
              rendered.push(size(pre));
            }
            return { reserved, rendered };
          }), `${route}: its skipped code blocks scrolled into view, frame by frame`, 300);
          const count = reserved.length;
          assert.ok(reserved.filter((block) => block.skipped).length > count / 2, `${route}: most code blocks are skipped while off-screen`);
          for (let index = 0; index < count; index++) {
            if (!reserved[index].skipped) continue;
            const block = rendered[index]!;
            assert.equal(block.skipped, false, `${route}: block ${index} renders on screen`);
            measured++;
            const { skipped: _before, ...expected } = reserved[index];
            const { skipped: _after, ...actual } = block;
            if (JSON.stringify(expected) !== JSON.stringify(actual)) wrong.push(`${route} block ${index}: reserved ${JSON.stringify(expected)}, rendered ${JSON.stringify(actual)}`);
          }
        }
      } finally {
        await page.close();
      }
      assert.ok(measured > 50, `skipped blocks were measured (${measured})`);
      assert.deepEqual(wrong, []);
    });
  }

  // One mode at a time: both are stored in their context's one localStorage.
  describe('Vadalog punctuation', { concurrency: 1 }, () => {
    for (const theme of ['light', 'dark']) {
      test(`Vadalog punctuation has no span and the colour of a punctuation token, ${theme} mode`, async () => {
        const page = await colours.newPage();
        await page.addInitScript({ content: `localStorage.setItem('theme', ${JSON.stringify(theme)});` });
        try {
          await page.goto(server.url + longest[0], { waitUntil: 'load' });
          const blocks: { text: string; bare: string; colour: string; punctuation: string }[] = await page.evaluate(() => {
            return [...document.querySelectorAll('.code-block[data-language="prolog"] code, .code-block[data-language="vadalog"] code')].map((code: any) => {
              // A real punctuation token in this block, for its computed colour.
              const probe = document.createElement('span');
              probe.className = 'token punctuation';
              probe.textContent = ',';
              code.append(probe);
              const punctuation = window.getComputedStyle(probe).color;
              probe.remove();
              // The characters that are not inside a token span (line spans, where a block has them, are not tokens).
              const bare = (parent: any): string => [...parent.childNodes].map((node: any) => (node.nodeType === 3 ? node.data : node.classList.contains('code-line') ? bare(node) : '')).join('');
              return { text: code.textContent.replace(/\n$/, ''), bare: bare(code).replace(/\n$/, ''), colour: window.getComputedStyle(code.querySelector('.code-line') ?? code).color, punctuation };
            });
          });
          assert.ok(blocks.length > 10, 'Vadalog blocks on the page');
          for (const block of blocks) {
            assert.equal(block.colour, block.punctuation, 'text outside token spans has the punctuation colour');
            // What the grammar calls punctuation or whitespace is exactly what is left bare.
            const expected = tokenizeVadalog(block.text).filter((token) => !token.classes.length || token.classes.join(' ') === 'token punctuation').map((token) => token.text).join('');
            assert.equal(block.bare, expected, `bare text of: ${block.text}`);
          }
          assert.ok(blocks.some((block) => /[(),.]/.test(block.bare)), 'punctuation was found bare');
        } finally {
          await page.close();
        }
      });
    }
  });
});
