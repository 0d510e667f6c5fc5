// The footer's box as Infima lays it out (Docusaurus 3.10): 2rem of padding (none at the sides at
// 996 px and below), a 1140 px container (1320 px from 1440 px) with 1rem gutters, equal columns across it (one per row on
// narrow screens, 3rem apart), the simple footer's links on one centred line with "·" between them
// (one per line on narrow screens), the logo 1rem below the links and the copyright under it. The
// numbers are what a Docusaurus 3.10.2 build of the same footers measures in Chromium, relative to the
// footer (/tmp/docu/hM-site in the commit that added this, its dark footer's logo with an href); pxdocs had 40px 16px 24px of padding and
// 10rem columns centred 40px apart.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, removeTempDirs, servedSite, type TestServer } from './browser.js';
import { fixtureConfig, page } from '../helpers.js';

declare const document: any, getComputedStyle: any;

const COMMON = { logo: { alt: 'Logo', src: '/img/logo.svg', width: 80 }, copyright: 'Copyright © 2026 Me. Built with Docusaurus.' };
const FOOTERS: Record<string, Record<string, unknown>> = {
  columns: {
    ...COMMON,
    logo: { ...COMMON.logo, href: 'https://example.com' },
    style: 'dark',
    links: [
      { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Guide', to: '/docs/intro' }] },
      { title: 'Community', items: [{ label: 'Stack Overflow', href: 'https://stackoverflow.com' }, { label: 'Discord', href: 'https://discord.com' }] },
      { title: 'More', items: [{ label: 'Blog', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/x' }] },
    ],
  },
  simple: { ...COMMON, style: 'light', links: [{ label: 'Docs', to: '/docs/intro' }, { label: 'Blog', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/x' }] },
};

/**
 * Docusaurus's measures at each width, [x, y, width, height] with x from the footer's centre and y from its
 * top (a scroll bar narrows pxdocs's page): the footer's padding and height, the columns, titles and links
 * (x of the left edge, y), the logo and the copyright.
 */
const DOCUSAURUS: Record<string, Record<number, { padding: string; height: number; cols?: number[][]; titles?: number[][]; links: number[][]; logo: number[]; copyright: number[] }>> = {
  columns: {
    1280: { padding: '32px', height: 319, cols: [[-570, 32, 380, 100], [-190, 32, 380, 100], [190, 32, 380, 100]], titles: [[-554, 32, 348, 20], [-174, 32, 348, 20], [206, 32, 348, 20]], links: [[-554, 74], [-554, 106], [-174, 74], [-174, 106], [206, 74], [206, 106]], logo: [-40, 164, 80, 80], copyright: [-554, 260, 1108, 26] },
    // From 1440 px, Infima's container is 1320 px wide.
    1600: { padding: '32px', height: 319, cols: [[-660, 32, 440, 100], [-220, 32, 440, 100], [220, 32, 440, 100]], titles: [[-644, 32, 408, 20], [-204, 32, 408, 20], [236, 32, 408, 20]], links: [[-644, 74], [-644, 106], [-204, 74], [-204, 106], [236, 74], [236, 106]], logo: [-40, 164, 80, 80], copyright: [-644, 260, 1288, 26] },
    375: { padding: '32px 0px', height: 689, cols: [[0, 32], [0, 180], [0, 328]], titles: [[16, 32, 0, 20], [16, 180, 0, 20], [16, 328, 0, 20]], links: [[16, 68, 0, 32], [16, 100, 0, 32], [16, 216, 0, 32], [16, 248, 0, 32], [16, 364, 0, 32], [16, 396, 0, 32]], logo: [-40, 508, 80, 80], copyright: [16, 604, 0, 53] },
  },
  simple: {
    1280: { padding: '32px', height: 251, links: [[-95, 38], [-35, 38], [22, 38]], logo: [-40, 96, 80, 80], copyright: [-554, 192, 1108, 26] },
    375: { padding: '32px 0px', height: 341, links: [[16, 32, 0, 32], [16, 64, 0, 32], [16, 96, 0, 32]], logo: [-40, 160, 80, 80], copyright: [16, 256, 0, 53] },
  },
};

let browser: Browser;
const servers: Record<string, TestServer> = {};

before(async () => {
  browser = await launchBrowser();
  for (const [name, footer] of Object.entries(FOOTERS)) {
    ({ server: servers[name] } = await servedSite(`pxdocs-footer-layout-${name}-`, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, footer }),
      'docs/intro.md': page({ title: 'Intro' }, 'Text.\n'),
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#2e8555"/></svg>',
    }));
  }
});

after(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await removeTempDirs();
});

describe('footer layout', () => {
  for (const [name, widths] of Object.entries(DOCUSAURUS)) {
    for (const [width, expected] of Object.entries(widths)) {
      test(`the ${name} footer at ${width} px is laid out as Infima lays it out`, async () => {
        const context = await newContext(browser, { viewport: { width: Number(width), height: 800 } });
        try {
          const tab = await context.newPage();
          await tab.goto(`${servers[name].url}/docs/intro`);
          const seen = await tab.evaluate(() => {
            const footer = document.querySelector('footer.footer');
            const box = footer.getBoundingClientRect();
            // Narrow screens: x from the footer's left edge, as Infima's columns and links sit there.
            const narrow = box.width < 997;
            const rect = (el: any) => {
              const r = el.getBoundingClientRect();
              return [Math.round(narrow && el.matches('.footer__col, .footer__title, .footer__link-item, .footer__copyright') ? r.x - box.x : r.x - box.x - box.width / 2), Math.round(r.y - box.y), Math.round(r.width), Math.round(r.height)];
            };
            const all = (selector: string) => [...footer.querySelectorAll(selector)].filter((el: any) => el.getBoundingClientRect().width).map(rect);
            const logoLink = footer.querySelector('.footer__logo').closest('a');
            return { logoOpacity: logoLink ? getComputedStyle(logoLink).opacity : undefined, padding: getComputedStyle(footer).padding, height: Math.round(box.height), width: Math.round(box.width), cols: all('.footer__col'), titles: all('.footer__title'), links: all('.footer__link-item'), logo: all('.footer__logo')[0], copyright: rect(footer.querySelector('.footer__copyright')) };
          });
          // A linked logo is drawn at half opacity (the theme's footerLogoLink), as Docusaurus draws it.
          assert.equal(seen.logoOpacity, name === 'columns' ? '0.5' : undefined);
          assert.equal(seen.padding, expected.padding);
          assert.equal(seen.height, expected.height);
          // Each expected number, where given (a narrow screen's widths depend on the scroll bar: 0 leaves them out).
          const near = (actual: number[][], wanted: number[][], what: string) => {
            assert.equal(actual.length, wanted.length, `${what}: ${JSON.stringify(actual)}`);
            wanted.forEach((want, i) => want.forEach((value, k) => {
              if (value === 0 && k >= 2) return;
              // Text widths differ by a pixel or two between fonts' versions; places are exact within a pixel.
              assert.ok(Math.abs(actual[i]![k]! - value) <= 1, `${what} ${i} [${k}]: ${JSON.stringify(actual[i])} for ${JSON.stringify(want)}`);
            }));
          };
          if (expected.cols) near(seen.cols, expected.cols, 'columns');
          if (expected.titles) near(seen.titles, expected.titles, 'titles');
          near(seen.links.map((link: number[]) => link.slice(0, expected.links[0]!.length)), expected.links, 'links');
          near([seen.logo], [expected.logo], 'logo');
          near([seen.copyright], [expected.copyright], 'copyright');
        } finally {
          await context.close();
        }
      });
    }
  }
});
