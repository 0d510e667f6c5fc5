// A doc's Markdown as Docusaurus's classic theme (Infima) draws it: headings' sizes and vertical rhythm,
// paragraphs and lists, a table, a blockquote, inline code, an admonition of each type and the breadcrumbs, at 390 px and
// 1280 px, in both colour modes. The expected values are what a Docusaurus 3.10.2 build of the same
// Markdown computes in Chromium (getComputedStyle; /tmp/oE/docu in the commit that added this). pxdocs drew
// larger h1s and smaller h2-h4 with other margins, 7px table cells, a 4px blockquote rule, and admonitions
// in colours of its own with no shadow, and breadcrumbs as plain text with a `›` between.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite, launchBrowser, makeTempDir, newContext, removeTempDirs, startServer, type TestServer } from './browser.js';
import { fixtureConfig, page, writeFiles } from '../helpers.js';

declare const document: any, getComputedStyle: any, localStorage: any;

let browser: Browser;
let server: TestServer;

const TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
const BODY = [
  'A first paragraph.',
  'A second paragraph with `inline code`.',
  '## Second level', 'Text.', '### Third level', 'Text.', '#### Fourth level', 'Text.',
  '- item one\n- item two\n  - nested item', '1. first\n2. second',
  '| Col A | Col B |\n| --- | --- |\n| a1 | b1 |\n| a2 | b2 |',
  '> A quoted line.',
  ...TYPES.map((type) => `:::${type}\n${type} body.\n:::`),
  'Last paragraph.',
].join('\n\n');

before(async () => {
  browser = await launchBrowser();
  const site = await makeTempDir('pxdocs-markdown-look-');
  await writeFiles(site, {
    'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' } }),
    'docs/intro.md': `# Intro page\n\n${BODY}\n`,
  });
  server = await startServer(await buildSite(join(site, 'out'), site));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

/** [font size, line height, margin top, margin bottom] of h1-h4: Infima shrinks h1-h3 under 997 px. */
const HEADINGS: Record<number, string[][]> = {
  1280: [['48px', '60px', '0px', '25px'], ['32px', '40px', '40px', '20px'], ['24px', '30px', '30px', '20px'], ['16px', '20px', '25px', '20px']],
  390: [['32px', '40px', '0px', '25px'], ['24px', '30px', '40px', '20px'], ['20px', '25px', '30px', '20px'], ['16px', '20px', '25px', '20px']],
};
/** Infima's alert colours per type, light mode: [background, text, left border]; dark mode swaps the first two. */
const ALERTS: Record<string, string[]> = {
  note: ['rgb(253, 253, 254)', 'rgb(71, 71, 72)', 'rgb(212, 213, 216)'],
  tip: ['rgb(230, 246, 230)', 'rgb(0, 49, 0)', 'rgb(0, 148, 0)'],
  info: ['rgb(238, 249, 253)', 'rgb(25, 60, 71)', 'rgb(76, 179, 212)'],
  warning: ['rgb(255, 248, 230)', 'rgb(77, 56, 0)', 'rgb(230, 167, 0)'],
  danger: ['rgb(255, 235, 236)', 'rgb(75, 17, 19)', 'rgb(225, 50, 56)'],
  caution: ['rgb(255, 248, 230)', 'rgb(77, 56, 0)', 'rgb(230, 167, 0)'],
};
const MODES: Record<string, { rule: string; stripe: string; quote: string; code: string }> = {
  light: { rule: 'rgb(218, 221, 225)', stripe: 'rgba(0, 0, 0, 0.03)', quote: 'rgb(68, 73, 80)', code: 'rgb(246, 247, 248)' },
  dark: { rule: 'rgb(96, 103, 112)', stripe: 'rgba(255, 255, 255, 0.07)', quote: 'rgb(235, 237, 240)', code: 'rgba(255, 255, 255, 0.1)' },
};

describe("a doc's Markdown looks as Docusaurus's classic theme draws it", () => {
  for (const width of [1280, 390]) {
    for (const [mode, colours] of Object.entries(MODES)) {
      test(`at ${width} px in ${mode} mode`, async () => {
        const context = await newContext(browser, { viewport: { width, height: 900 } });
        try {
          const tab = await context.newPage();
          await tab.addInitScript((chosen: string) => localStorage.setItem('theme', chosen), mode);
          await tab.goto(`${server.url}/docs/intro`);
          const seen = await tab.evaluate((types: string[]) => {
            const style = (selector: string) => getComputedStyle(document.querySelector(`.markdown ${selector}`));
            const admonition = (type: string) => {
              const box = style(`.admonition-${type}`);
              const heading = style(`.admonition-${type} .admonition-heading`);
              const line = document.querySelector(`.markdown .admonition-${type} .admonition-heading`);
              return {
                box: [box.backgroundColor, box.color, box.borderLeft, box.borderRadius, box.boxShadow, box.padding, box.marginBottom],
                heading: [heading.color, heading.fontSize, heading.lineHeight, heading.fontWeight, heading.textTransform, heading.marginBottom],
                // The heading line's height, which the kind's icon (an SVG hidden from assistive technology) sets.
                line: [Math.round(line.getBoundingClientRect().height * 10) / 10, line.querySelectorAll(':scope > .admonition-icon[aria-hidden="true"] > svg path').length > 0],
              };
            };
            const code = style('p code');
            const quote = style('blockquote');
            return {
              headings: ['h1', 'h2', 'h3', 'h4'].map((tag) => { const h = style(tag); return [h.fontSize, h.lineHeight, h.marginTop, h.marginBottom]; }),
              h2Padding: style('h2').paddingTop,
              flow: [style('> p').marginBottom, style('> p:last-child').marginBottom, style('> ul').marginBottom, style('> ul').paddingLeft, style('ul ul').marginBottom, style('> ol').marginBottom, style('> ol').paddingLeft],
              table: [style('table').marginBottom, style('th').padding, style('th').fontWeight, style('th').backgroundColor, style('thead').backgroundColor, style('tbody tr:nth-child(2)').backgroundColor, style('tbody tr:nth-child(2)').borderTop, style('td').borderLeft],
              quote: [quote.borderLeft, quote.color, quote.marginBottom],
              code: [code.backgroundColor, code.borderTop, code.borderRadius, code.padding],
              admonitions: Object.fromEntries(types.map((type) => [type, admonition(type)])),
              crumb: ((link) => [link.padding, link.borderRadius, link.fontSize, link.lineHeight, link.backgroundColor])(getComputedStyle(document.querySelector('.breadcrumbs__item--active .breadcrumbs__link'))),
              // The home crumb: a house named by its link, the icon's box and the link's (the target a pointer must hit).
              home: ((link) => {
                const box = (element: any) => { const rect = element.getBoundingClientRect(); return [Math.round(rect.width * 10) / 10, Math.round(rect.height * 10) / 10]; };
                const icon = link.querySelector(':scope > svg');
                return { label: link.getAttribute('aria-label'), text: link.textContent, icon: icon && [...box(icon), getComputedStyle(icon).top], link: box(link) };
              })(document.querySelector('.breadcrumbs__item:first-child > a.breadcrumbs__link[href="/"]')),
            };
          }, TYPES);
          assert.deepEqual(seen.headings, HEADINGS[width]);
          assert.equal(seen.h2Padding, '0px');
          assert.deepEqual(seen.flow, ['20px', '0px', '20px', '32px', '0px', '16px', '32px']);
          const rule = `1px solid ${colours.rule}`;
          assert.deepEqual(seen.table, ['16px', '12px', '700', 'rgba(0, 0, 0, 0)', colours.stripe, colours.stripe, rule, rule]);
          assert.deepEqual(seen.quote, [`2px solid ${colours.rule}`, colours.quote, '16px']);
          assert.deepEqual(seen.code, [colours.code, '1px solid rgba(0, 0, 0, 0.1)', '6.4px', '1.6px']);
          // Infima's breadcrumb pill, the current page's on the hover overlay.
          assert.deepEqual(seen.crumb, ['5.12px 10.24px', '24px', '12.8px', '21.12px', mode === 'dark' ? 'rgba(255, 255, 255, 0.05)' : 'rgba(0, 0, 0, 0.05)']);
          // Docusaurus's IconHome (`.breadcrumbHomeIcon`: 1.1rem square, 1px down) in Infima's pill, no text: the pill is the
          // icon and its padding (17.6 + 2 × 10.24 wide; the icon's line and 2 × 5.12 high), well over axe's 24 px target.
          assert.deepEqual(seen.home, { label: 'Home page', text: '', icon: [17.6, 17.6, '1px'], link: [38.1, 33.9] });
          for (const type of TYPES) {
            const [light, text, border] = ALERTS[type];
            const [background, foreground] = mode === 'dark' ? [text, light] : [light, text];
            assert.deepEqual(seen.admonitions[type], {
              box: [background, foreground, `5px solid ${border}`, '6.4px', 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px', '16px', '16px'],
              heading: [foreground, '14px', '17.5px', '700', 'uppercase', '4.8px'],
              line: [26.9, true],
            }, type);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
