// The footer's colours as Docusaurus 3.10 draws them (Infima's --ifm-footer-* and .footer--dark),
// for footer.style 'dark' and 'light' in both colour modes: the values a Docusaurus 3.10.2 build
// of the same footer computes in Chromium (/tmp/docu/hF-repro in the commit that added this).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, removeTempDirs, servedSite, type TestServer } from './browser.js';
import { fixtureConfig, page } from '../helpers.js';

declare const document: any, getComputedStyle: any, localStorage: any;

const FOOTER = {
  links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }],
  copyright: 'Copyright © 2026 Me.',
};

let browser: Browser;
const servers: Record<string, TestServer> = {};

before(async () => {
  browser = await launchBrowser();
  for (const style of ['dark', 'light']) {
    ({ server: servers[style] } = await servedSite(`pxdocs-footer-${style}-`, {
      'config/site.config.ts': fixtureConfig({ areas: undefined, docs: { path: 'docs', routeBasePath: 'docs' }, chat: { embeddings: 'off' }, footer: { ...FOOTER, style } }),
      'docs/intro.md': page({ title: 'Intro' }, 'Text.\n'),
    }));
  }
});

after(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await removeTempDirs();
});

/** Docusaurus 3.10.2's computed colours: [footer background, footer text, title, link]. */
const DOCUSAURUS: Record<string, [string, string, string, string]> = {
  'light dark': ['rgb(48, 56, 70)', 'rgb(235, 237, 240)', 'rgb(255, 255, 255)', 'rgb(235, 237, 240)'],
  'dark dark': ['rgb(48, 56, 70)', 'rgb(235, 237, 240)', 'rgb(255, 255, 255)', 'rgb(235, 237, 240)'],
  'light light': ['rgb(245, 246, 247)', 'rgb(28, 30, 33)', 'rgb(28, 30, 33)', 'rgb(96, 103, 112)'],
  'dark light': ['rgb(28, 30, 33)', 'rgb(227, 227, 227)', 'rgb(227, 227, 227)', 'rgb(218, 221, 225)'],
};

describe('footer colours', () => {
  for (const [key, [background, color, title, link]] of Object.entries(DOCUSAURUS)) {
    const [mode, style] = key.split(' ');
    test(`footer.style '${style}' in ${mode} mode has Docusaurus's background, text, title and link colours, and the primary colour on hover`, async () => {
      const context = await newContext(browser);
      try {
        const tab = await context.newPage();
        // The colour mode a reader chose, as the toggle stores it.
        await tab.addInitScript((chosen: string) => localStorage.setItem('theme', chosen), mode);
        await tab.goto(`${servers[style].url}/docs/intro`);
        const seen = await tab.evaluate(() => {
          const footer = document.querySelector('footer');
          const probe = document.createElement('span');
          probe.style.color = 'var(--primary)';
          document.body.append(probe);
          return {
            theme: document.documentElement.getAttribute('data-theme'),
            body: getComputedStyle(document.body).color,
            primary: getComputedStyle(probe).color,
            background: getComputedStyle(footer).backgroundColor,
            color: getComputedStyle(footer).color,
            title: getComputedStyle(footer.querySelector('.footer__title')).color,
            copyright: getComputedStyle(footer.querySelector('.footer__copyright')).color,
            link: getComputedStyle(footer.querySelector('.footer__link-item')).color,
          };
        });
        assert.equal(seen.theme, mode);
        assert.equal(seen.background, background);
        // The light footer's text is Infima's `inherit`: in dark mode Infima's page text, not pxdocs's own (#e6e7ea).
        assert.equal(seen.color, color);
        assert.equal(seen.title, title);
        assert.equal(seen.copyright, seen.color);
        assert.equal(seen.link, link);
        await tab.hover('footer .footer__link-item');
        await tab.waitForFunction((expected: string) => getComputedStyle(document.querySelector('footer .footer__link-item')).color === expected, seen.primary);
      } finally {
        await context.close();
      }
    });
  }
});
